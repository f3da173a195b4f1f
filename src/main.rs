//! The `stratego-pbem` command line (SPEC 1).
//!
//! Exit codes follow what an MTA makes of a pipe command: 0 when the mail was handled
//! (including a refused command, which got an error reply, and mail ignored on purpose),
//! 75 (EX_TEMPFAIL) for any failure of ours, so the MTA keeps the mail and tries again.
//! A panic is caught and becomes 75 too; a bad command line is our configuration's fault
//! and also gives 75. The admin commands `show`, `export`, `standings`, `status` and `perft`
//! exit 1 on bad input (`status` also when the outbox is stuck).

use std::io::{IsTerminal, Read, Write};
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use clap::Parser;
use stratego_pbem::config::Limits;
use stratego_pbem::inbound;
use stratego_pbem::outbound::Transport;
use stratego_pbem::server::{Config, Envelope, MustAct, Server};
use stratego_pbem::store::PasswordCost;
use stratego_pbem::store::StoreError;
use stratego_rules::{Game, Options, Viewer};

mod cli;
// The binary's half of src/intake/ (see the library's `intake` module doc).
#[path = "intake/pipe.rs"]
mod pipe;
#[path = "intake/start.rs"]
mod start;

use cli::{Cli, Cmd};

use start::{Courier, ingest_maildir, lmtp, mailbox, watch};

/// EX_TEMPFAIL: the MTA keeps the mail and retries.
const EXIT_TEMPFAIL: u8 = 75;
/// sysexits' EX_DATAERR: the input was wrong (`run --from` that holds no mail address).
const EXIT_DATAERR: u8 = 65;

fn main() -> ExitCode {
    // Nothing may escape as exit 101 (which bounces the player's mail): a panic anywhere,
    // even while reading the command line, becomes 75 and the MTA keeps the mail.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("stratego-pbem: internal error: {info}");
    }));
    match std::panic::catch_unwind(main_inner) {
        Ok(code) => code,
        Err(_) => {
            eprintln!("stratego-pbem: nothing was applied; the mail will be retried");
            ExitCode::from(EXIT_TEMPFAIL)
        }
    }
}

fn main_inner() -> ExitCode {
    // Before any database is opened, on the only thread.
    stratego_pbem::store::skip_memory_statistics();
    // Pipe mode, one process per mail, skips clap (see intake/pipe.rs); clap reads everything else.
    let fast = pipe::pipe_mode(std::env::args_os().skip(1), |var| std::env::var(var));
    let cli = match fast.map_or_else(Cli::try_parse, Ok) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                    ExitCode::SUCCESS
                }
                // A broken command line in an MTA's configuration: keep the mail.
                _ => ExitCode::from(EXIT_TEMPFAIL),
            };
        }
    };
    let admin = matches!(
        cli.command,
        Cmd::Show { .. }
            | Cmd::Export { .. }
            | Cmd::Import { .. }
            | Cmd::Perft { .. }
            | Cmd::Pair { .. }
            | Cmd::Standings { .. }
            | Cmd::Tournament { .. }
            | Cmd::Status { .. }
            | Cmd::Web { .. }
            | Cmd::Moderator { .. }
            | Cmd::Log { .. }
    );
    if matches!(
        cli.command,
        Cmd::Mailbox { .. } | Cmd::Lmtp { .. } | Cmd::Watch { .. } | Cmd::Web { .. }
    ) {
        start_log();
    }
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("stratego-pbem: {e:#}");
            // A refused TLS certificate: retrying cannot help until the administrator acts.
            let must_act = e.downcast_ref::<MustAct>().is_some();
            ExitCode::from(if admin || must_act { 1 } else { EXIT_TEMPFAIL })
        }
    }
}

/// The daemons' log: `tracing` lines on stderr (the journal, under systemd), each with its
/// time and level, filtered by `RUST_LOG` (`info` when unset or unreadable). The one-shot
/// commands install none: pipe mode stays as cheap as it was, and their few lines go to
/// stderr as before.
fn start_log() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

fn parse_cost(s: &str) -> Result<PasswordCost> {
    let parts: Vec<u32> = s
        .split(',')
        .map(|p| p.trim().parse::<u32>())
        .collect::<Result<_, _>>()
        .with_context(|| {
            format!("--password-cost '{s}': write MEMORY_KIB,ITERATIONS,LANES like 7168,5,1")
        })?;
    match parts[..] {
        [m_kib, t, p] => Ok(PasswordCost { m_kib, t, p }),
        _ => bail!("--password-cost '{s}': write MEMORY_KIB,ITERATIONS,LANES like 7168,5,1"),
    }
}

fn config(cli: &Cli) -> Result<Config> {
    let transport: Transport = cli.transport.parse().context("bad --transport")?;
    if !stratego_pbem::syntax::valid_address(&cli.from) && !cli.from.ends_with("@localhost") {
        bail!("--from '{}' is not a mail address", cli.from);
    }
    let smtp_secret = match &transport {
        Transport::Submission { .. } => Some(
            stratego_pbem::credentials::Secret::from_sources(
                "the SMTP login of --transport",
                std::env::var("STRATEGO_SMTP_PASSWORD").ok(),
                cli.smtp_password_file.as_deref(),
                cli.oauth2_token_command.as_deref(),
            )
            .context(
                "set STRATEGO_SMTP_PASSWORD, --smtp-password-file or --oauth2-token-command",
            )?,
        ),
        _ => None,
    };
    Ok(Config {
        db: cli.db.clone(),
        transport,
        smtp_secret,
        ca_file: cli.ca_file.clone(),
        from: cli.from.clone(),
        password_cost: cli
            .password_cost
            .as_deref()
            .map(parse_cost)
            .transpose()?
            .unwrap_or_default(),
        busy_timeout: Duration::from_millis(cli.busy_timeout_ms),
        name: cli.name.clone(),
        recipient_delimiter: cli.recipient_delimiter.clone(),
        reply_limit: cli.reply_limit,
        stranger_reply_limit: cli.stranger_reply_limit,
        limits: Limits {
            max_stored_bytes: cli.max_stored_kib.saturating_mul(1024),
            retention_days: cli.retention_days.max(0),
            max_observers: cli.max_observers.max(0),
            max_accounts_per_address: cli.max_accounts_per_address.max(0),
            confirm_days: cli.confirm_days.max(1),
            vacation_max_days: cli.vacation_max_days.max(0),
            vacation_days_per_year: cli.vacation_days_per_year.max(0),
            max_open_games: cli.max_open_games,
            max_games_per_opponent: cli.max_games_per_opponent,
            max_robot_games: cli.max_robot_games,
        },
        robot_name: cli.robot_name.clone(),
        web_url: cli.web_url.as_deref().map(web_url).transpose()?,
        moderators: moderators(cli.moderators.as_deref())?,
        language: cli.language,
    })
}

/// `--moderators alice,bob`: userids, in the host's order (the first may ban another
/// moderator).
fn moderators(list: Option<&str>) -> Result<Vec<String>> {
    let mut out = Vec::new();
    for name in list.unwrap_or_default().split(',').map(str::trim) {
        if name.is_empty() {
            continue;
        }
        if !stratego_pbem::syntax::valid_userid(name) {
            bail!("--moderators: '{name}' is not a userid; write userids split by commas");
        }
        out.push(name.to_string());
    }
    Ok(out)
}

/// `--web-url`: an http or https URL, without a trailing `/`, with nothing HTML would
/// have to escape.
fn web_url(url: &str) -> Result<String> {
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"));
    match rest {
        Some(rest)
            if !rest.is_empty()
                && url
                    .bytes()
                    .all(|b| b.is_ascii_graphic() && !b"\"'<>`\\".contains(&b)) =>
        {
            Ok(url.trim_end_matches('/').to_string())
        }
        _ => {
            bail!("--web-url '{url}': write the pages' address, like https://stratego.example.org")
        }
    }
}

fn now(cli: &Cli) -> i64 {
    stratego_pbem::server::now_or(cli.now)
}

fn smtp_timeout(cli: &Cli) -> Duration {
    Duration::from_millis(cli.smtp_timeout_ms)
}

fn open(cli: &Cli) -> Result<Server> {
    let cfg = config(cli)?;
    Server::open(cfg).with_context(|| format!("cannot open the database {}", cli.db.display()))
}

/// Delivers the outbox, reporting problems on stderr ([`Server::deliver_reporting`]). The
/// mail in hand was handled whatever becomes of its replies: a refused certificate is
/// reported, and the replies stay queued for `send`.
fn deliver(server: &mut Server, now: i64, smtp_timeout: Duration) {
    let _ = server.deliver_reporting(now, smtp_timeout);
}

/// `pair --dutch FILE`: the next round of a TRF-16 record, printed as bbpPairings prints
/// it; 65 for a broken record, 66 for an unreadable file, 1 when no pairing exists.
fn pair_command(file: &std::path::Path) -> ExitCode {
    use stratego_pbem::league::pairing::{dutch, trf};
    let text = match std::fs::read(file) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            eprintln!("stratego-pbem: cannot read {}: {e}", file.display());
            return ExitCode::from(66);
        }
    };
    let tournament = match trf::parse(&text) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("stratego-pbem: {}: {e}", file.display());
            return ExitCode::from(65);
        }
    };
    match dutch::pair(&tournament) {
        Ok(pairings) => {
            let mut out = format!(
                "{}\n",
                pairings.boards.len() + usize::from(pairings.bye.is_some())
            );
            for (white, black) in &pairings.boards {
                out.push_str(&format!("{white} {black}\n"));
            }
            if let Some(bye) = pairings.bye {
                out.push_str(&format!("{bye} 0\n"));
            }
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("stratego-pbem: {}: no pairing: {e}", file.display());
            ExitCode::from(1)
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode> {
    if let Cmd::Pair { dutch } = &cli.command {
        return Ok(pair_command(dutch));
    }
    let now = now(&cli);
    match &cli.command {
        Cmd::Ingest {
            maildir: None,
            no_send,
            recipient,
        } => {
            let (raw, total) = inbound::read_limited(&mut std::io::stdin().lock())
                .context("cannot read the mail on stdin")?;
            let mut server = open(&cli)?;
            let envelope = Envelope {
                sender: std::env::var("SENDER").ok(),
                recipient: recipient.clone(),
            };
            let outcomes = server
                .handle_mail(&raw, total, &envelope, now)
                .context("the mail was not processed")?;
            for handled in outcomes {
                eprintln!("stratego-pbem: {}", handled.describe());
            }
            if !no_send {
                deliver(&mut server, now, smtp_timeout(&cli));
            }
            // Exit 0 tells the MTA to forget the mail: only once it is stored for good.
            // Delivery synced already, unless it did not run; a failure here exits 75, and
            // the MTA's retry is then recognised as a duplicate if the mail was stored.
            server
                .store
                .sync()
                .context("the mail was processed but could not be made durable")?;
        }
        Cmd::Ingest {
            maildir: Some(dir),
            no_send,
            ..
        } => {
            let mut server = open(&cli)?;
            let never = std::sync::atomic::AtomicBool::new(false);
            let courier =
                (!no_send).then(|| Courier::start(server.config.clone(), now, smtp_timeout(&cli)));
            let summary = ingest_maildir(
                &mut server,
                dir,
                now,
                std::io::stderr().is_terminal(),
                &never,
                courier.as_ref(),
            )?;
            eprintln!("stratego-pbem: {summary}");
            if let Some(courier) = courier {
                courier.finish();
            }
        }
        Cmd::Run {
            sender,
            subject,
            no_send,
        } => {
            let mut body = String::new();
            if !std::io::stdin().is_terminal() {
                std::io::stdin()
                    .take(inbound::MAX_MESSAGE_BYTES as u64)
                    .read_to_string(&mut body)
                    .context("cannot read the body on stdin")?;
            }
            // What a mail's From takes: `"Bob <bob@example.com>"` is bob@example.com.
            let Some(sender) =
                inbound::parse_address(sender).filter(|a| stratego_pbem::syntax::valid_address(a))
            else {
                eprintln!(
                    "stratego-pbem: --from {sender:?} is not a mail address: give one like \
                     bob@example.com or \"Bob <bob@example.com>\""
                );
                return Ok(ExitCode::from(EXIT_DATAERR));
            };
            let mut server = open(&cli)?;
            let handled = server.run_command(&sender, subject, &body, now)?;
            println!("{}", handled.describe());
            if !no_send {
                deliver(&mut server, now, smtp_timeout(&cli));
            }
            server.store.sync()?;
        }
        Cmd::Watch {
            maildir,
            interval_ms,
        } => {
            warn_unheld_moderators(&mut open(&cli)?, true)?;
            watch(&cli, maildir, Duration::from_millis(*interval_ms))?
        }
        Cmd::Cleanup { no_send } => {
            let mut server = open(&cli)?;
            // The first line (what became of the games) on stdout, as it always was; the
            // rest is the log.
            let mut lines = stratego_pbem::cleanup::daily(&mut server, now)?.into_iter();
            println!("{}", lines.next().unwrap_or_default());
            for line in lines {
                eprintln!("stratego-pbem: {line}");
            }
            if !no_send {
                deliver(&mut server, now, smtp_timeout(&cli));
            }
        }
        Cmd::Lmtp {
            listen,
            max_sessions,
            no_send,
        } => {
            warn_unheld_moderators(&mut open(&cli)?, true)?;
            lmtp(&cli, listen, *max_sessions, *no_send)?
        }
        Cmd::Mailbox {
            imap,
            imap_password_file,
            once,
            poll_secs,
            no_send,
        } => {
            warn_unheld_moderators(&mut open(&cli)?, true)?;
            return mailbox(
                &cli,
                imap,
                imap_password_file.as_deref(),
                *once,
                Duration::from_secs((*poll_secs).max(1)),
                *no_send,
            );
        }
        Cmd::Send => {
            let mut server = open(&cli)?;
            let mailer = server
                .config
                .mailer()
                .map_err(|e| anyhow::anyhow!("{}", e.message))?
                .with_timeout(smtp_timeout(&cli));
            let d = server.deliver(&mailer, now)?;
            if let Some(why) = d.stopped {
                println!("sent {}; the rest stays queued", d.sent);
                return Err(MustAct(why).into());
            }
            println!(
                "sent {}, deferred {}, failed {}",
                d.sent, d.deferred, d.failed
            );
        }
        Cmd::Show {
            game,
            as_user,
            json,
            html,
        } => {
            let mut server = open(&cli)?;
            let out = server.store.read(|r| -> Result<String> {
                if *json {
                    let v = stratego_pbem::json::view(r, *game, as_user.as_deref())?;
                    return Ok(serde_json::to_string_pretty(&v)?);
                }
                let row = r.game(*game)?;
                let g = stratego_pbem::handlers::load_state(&row)?;
                let (viewer, flip) = match as_user {
                    Some(u) => {
                        let user = r.user(u)?;
                        let viewer = stratego_pbem::handlers::color_of(&row, &user.userid_key)
                            .map_or(Viewer::Observer, Viewer::Player);
                        (viewer, user.flip)
                    }
                    None => (Viewer::Observer, true),
                };
                // The board a mail of the game shows (both armies once it is over).
                let view = stratego_pbem::texts::board_view(&g, viewer);
                if *html {
                    return Ok(stratego_pbem::texts::html_page(
                        stratego_pbem::texts::Lang::En,
                        &format!("Stratego game {game}"),
                        &stratego_rules::render_html(&view, flip),
                    ));
                }
                Ok(stratego_rules::render(&view, flip))
            })?;
            print!("{out}");
            if !out.ends_with('\n') {
                println!();
            }
        }
        Cmd::Export { game, format } => {
            let mut server = open(&cli)?;
            match format.as_str() {
                "json" => {
                    let v = server
                        .store
                        .read(|r| stratego_pbem::json::export(r, *game))?;
                    println!("{}", serde_json::to_string_pretty(&v)?);
                }
                "strados2" => {
                    let xml = server.store.read(|r| {
                        stratego_pbem::import::export(r, *game).map_err(anyhow::Error::from)
                    })?;
                    print!("{xml}");
                }
                other => bail!("--format {other}: write json or strados2"),
            }
        }
        Cmd::Import { files } => {
            let mut server = open(&cli)?;
            let mut refused = 0;
            for path in files {
                match import_file(&mut server, path, now) {
                    Ok(line) => println!("{}: {line}", path.display()),
                    Err(e) => {
                        refused += 1;
                        eprintln!(
                            "stratego-pbem: {}: not imported: {e:#}; nothing of it was stored",
                            path.display()
                        );
                    }
                }
            }
            if refused > 0 {
                bail!("{refused} of {} files not imported", files.len());
            }
        }
        Cmd::Tournament { tournament, format } => {
            let mut server = open(&cli)?;
            let id = *tournament;
            let out = server.store.read(|r| -> Result<String> {
                let t = match r.tournament(id) {
                    Ok(t) => t,
                    Err(stratego_pbem::store::StoreError::NotFound { .. }) => {
                        bail!("there is no tournament {id}")
                    }
                    Err(e) => return Err(e.into()),
                };
                Ok(match format.as_str() {
                    "text" => {
                        // Operator output: English (issue 81).
                        let (_, body) = stratego_pbem::handlers::tournament::overview(
                            r,
                            &t,
                            stratego_pbem::texts::Lang::En,
                        )?;
                        stratego_pbem::texts::layout(&body)
                    }
                    "json" => {
                        serde_json::to_string_pretty(&stratego_pbem::json::tournament(r, id)?)?
                            + "\n"
                    }
                    "trf" => {
                        let model = stratego_pbem::league::tournament::model(r, &t)?;
                        stratego_pbem::league::pairing::trf::write(&model)
                    }
                    other => bail!("--format {other}: write text, json or trf"),
                })
            })?;
            print!("{out}");
        }
        Cmd::Standings { kind, json } => {
            let kinds = stratego_pbem::league::kinds();
            let kind = kind.as_deref().unwrap_or(kinds[0]).to_ascii_lowercase();
            if !kinds.contains(&kind.as_str()) {
                bail!(
                    "--kind {kind}: not a kind of game; the kinds are {}",
                    kinds.join(", ")
                );
            }
            let mut server = open(&cli)?;
            let rows = server.store.read(|r| r.standings(&kind))?;
            if *json {
                let v = stratego_pbem::league::standings_json(&rows);
                println!("{}", serde_json::to_string_pretty(&v)?);
            } else {
                print!(
                    "{}",
                    stratego_pbem::texts::league::standings_table(
                        stratego_pbem::texts::Lang::En,
                        &kind,
                        &rows,
                    )
                );
            }
        }
        Cmd::Web {
            listen,
            workers,
            nice,
            max_connections,
            status_token,
        } => web(
            &cli,
            listen,
            *workers,
            *nice,
            *max_connections as usize,
            status_token.clone(),
        )?,
        Cmd::Status { json } => {
            let mut server = open(&cli)?;
            warn_unheld_moderators(&mut server, false)?;
            let status = server.store.read(|r| r.status(now))?;
            if *json {
                println!("{}", serde_json::to_string_pretty(&status)?);
            } else {
                print!("{}", stratego_pbem::texts::status::report(&status));
            }
            std::io::stdout().flush().ok();
            if status.outbox.stuck {
                return Ok(ExitCode::from(1));
            }
        }
        Cmd::Moderator { action, userid } => {
            let mut server = open(&cli)?;
            print!(
                "{}",
                moderator(&mut server, *action, userid.as_deref(), now)?
            );
        }
        Cmd::Log { limit } => {
            let mut server = open(&cli)?;
            let lines = server
                .store
                .read(|r| r.moderation_log((*limit).max(1), false))?;
            for line in lines.iter().rev() {
                println!("{}", stratego_pbem::texts::moderation::log_line(line));
            }
        }
        Cmd::Pair { .. } => {}
        Cmd::Perft { position, depth } => {
            let game = Game::from_position(position, Options::default()).context("bad position")?;
            println!("{}", game.perft(*depth));
        }
    }
    std::io::stdout().flush().ok();
    Ok(ExitCode::SUCCESS)
}

/// The userids named by `--moderators` that no account holds: whoever registers one
/// becomes a moderator.
fn unheld_moderators(server: &mut Server) -> Result<Vec<String>> {
    let named = server.config.moderators.clone();
    Ok(server.store.read(|r| -> Result<Vec<String>, StoreError> {
        let mut out = Vec::new();
        for m in named {
            match r.user(&m) {
                Ok(_) => {}
                Err(StoreError::NotFound { .. }) => out.push(m),
                Err(e) => return Err(e),
            }
        }
        Ok(out)
    })?)
}

/// Warns on stderr of every userid named by `--moderators` that no account holds: in the
/// daemons' log when they start (`daemon`), else as a line of its own (`status`).
fn warn_unheld_moderators(server: &mut Server, daemon: bool) -> Result<()> {
    for m in unheld_moderators(server)? {
        let warning = stratego_pbem::texts::status::unheld_moderator(&m);
        if daemon {
            tracing::warn!("{warning}");
        } else {
            eprintln!("stratego-pbem: warning: {warning}");
        }
    }
    Ok(())
}

/// `moderator add|remove|list`: what it did, or the list, for stdout. Adding and removing
/// are written to the moderation log as the host's (a no-op is not).
fn moderator(
    server: &mut Server,
    action: cli::ModeratorAction,
    userid: Option<&str>,
    now: i64,
) -> Result<String> {
    use cli::ModeratorAction as A;
    use stratego_pbem::store::NewLogEntry;
    let named = server.config.moderators.clone();
    let userid = userid.unwrap_or_default();
    let log = |word: &str| NewLogEntry {
        moderator: "host".into(),
        action: format!("moderator {word}"),
        target: userid.to_string(),
        ..Default::default()
    };
    match action {
        A::Add => {
            let added = server.store.write(|tx| -> Result<bool> {
                let user = match tx.user(userid) {
                    Ok(user) => user,
                    Err(StoreError::NotFound { .. }) => bail!("no account {userid}"),
                    Err(e) => return Err(e.into()),
                };
                let added = tx.add_moderator(&user.userid_key, now)?;
                // Only what changed is the host's action in the log.
                if added {
                    tx.log_moderation(&log("add"), now)?;
                }
                Ok(added)
            })?;
            Ok(if added {
                format!("{userid} is a moderator\n")
            } else {
                format!("{userid} was a moderator already\n")
            })
        }
        A::Remove => {
            let removed = server.store.write(|tx| -> Result<bool> {
                let removed = tx.remove_moderator(userid)?;
                if removed {
                    tx.log_moderation(&log("remove"), now)?;
                }
                Ok(removed)
            })?;
            let mut out = if removed {
                format!("{userid} is no longer a moderator in the database\n")
            } else {
                format!("{userid} was no moderator in the database: nothing removed\n")
            };
            if named.iter().any(|m| m.eq_ignore_ascii_case(userid)) {
                out.push_str(&format!(
                    "{userid} is still named by --moderators (STRATEGO_MODERATORS): remove it \
                     there too\n"
                ));
            }
            Ok(out)
        }
        A::List => {
            let stored = server.store.read(|r| r.stored_moderators())?;
            let unheld = unheld_moderators(server)?;
            let mut out = String::new();
            for m in &named {
                if unheld.contains(m) {
                    out.push_str(&format!(
                        "{m} (--moderators; {})\n",
                        stratego_pbem::texts::status::NO_SUCH_MODERATOR
                    ));
                } else {
                    out.push_str(&format!("{m} (--moderators)\n"));
                }
            }
            for m in stored {
                if !named.iter().any(|n| n.eq_ignore_ascii_case(&m)) {
                    out.push_str(&format!("{m} (database)\n"));
                }
            }
            if out.is_empty() {
                out.push_str("no moderators\n");
            }
            Ok(out)
        }
    }
}

/// `web`: serves the pages until SIGTERM or SIGINT. A bad address, a missing database or
/// one that cannot be read stops it at once (exit 1).
fn web(
    cli: &Cli,
    listen: &str,
    workers: usize,
    nice: i32,
    max_connections: usize,
    status_token: Option<String>,
) -> Result<()> {
    let addr: std::net::SocketAddr = listen.parse().map_err(|_| {
        anyhow::anyhow!(
            "--listen '{listen}': write HOST:PORT with an IP address, like 127.0.0.1:8080"
        )
    })?;
    let workers = workers.clamp(1, 256);
    let options = stratego_pbem::web::Options {
        db: cli.db.clone(),
        busy_timeout: Duration::from_millis(cli.busy_timeout_ms),
        workers,
        nice,
        max_connections: stratego_pbem::web::raise_open_files(max_connections, workers),
        status_token: status_token.filter(|t| !t.is_empty()),
        language: cli.language,
    };
    let server = stratego_pbem::web::Server::bind(addr, options)
        .with_context(|| format!("cannot serve the web pages on {listen}"))?;
    let mut signals = signal_hook::iterator::Signals::new([
        signal_hook::consts::SIGTERM,
        signal_hook::consts::SIGINT,
    ])
    .context("cannot install the signal handler")?;
    {
        let waker = server.waker();
        std::thread::spawn(move || {
            if signals.forever().next().is_some() {
                waker.wake();
            }
        });
    }
    eprintln!(
        "stratego-pbem: serving the web pages on http://{}",
        server.address()
    );
    server.run().context("cannot serve the web pages")?;
    eprintln!("stratego-pbem: stopped");
    Ok(())
}

/// Reads one record file (a pipe too; refusing one over the size limit before reading it
/// all) and imports it.
fn import_file(server: &mut Server, path: &Path, now: i64) -> Result<String> {
    let bytes = stratego_pbem::import::read_record(path)?;
    let (_, line) = stratego_pbem::import::import(&mut server.store, &bytes, now)?;
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_line_is_consistent() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }

    #[test]
    fn password_cost() {
        assert_eq!(
            parse_cost("8,1,1").unwrap(),
            PasswordCost {
                m_kib: 8,
                t: 1,
                p: 1
            }
        );
        assert!(parse_cost("8,1").is_err());
        assert!(parse_cost("x").is_err());
    }
}
