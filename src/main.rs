//! The `stratego-pbem` command line (SPEC 1).
//!
//! Exit codes follow what an MTA makes of a pipe command: 0 when the mail was handled
//! (including a refused command, which got an error reply, and mail ignored on purpose),
//! 75 (EX_TEMPFAIL) for any failure of ours, so the MTA keeps the mail and tries again.
//! A panic is caught and becomes 75 too; a bad command line is our configuration's fault
//! and also gives 75. The admin commands `show`, `export`, `standings` and `perft` exit 1 on
//! bad input.

use std::io::{IsTerminal, Read, Write};
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use clap::Parser;
use stratego_pbem::config::Limits;
use stratego_pbem::inbound;
use stratego_pbem::outbound::Transport;
use stratego_pbem::server::{Config, Envelope, Server};
use stratego_pbem::store::PasswordCost;
use stratego_rules::{Game, Options, View, Viewer};

mod args;
mod cli;
mod jobs;

use cli::{Cli, Cmd};

use jobs::{Courier, ingest_maildir, lmtp, mailbox, watch};

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
    // Pipe mode, one process per mail, skips clap (see args.rs); clap reads everything else.
    let fast = args::pipe_mode(std::env::args_os().skip(1), |var| std::env::var(var));
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
            | Cmd::Web { .. }
    );
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("stratego-pbem: {e:#}");
            ExitCode::from(if admin { 1 } else { EXIT_TEMPFAIL })
        }
    }
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
    })
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

/// Delivers the outbox, reporting problems on stderr ([`Server::deliver_reporting`]).
fn deliver(server: &mut Server, now: i64, smtp_timeout: Duration) {
    server.deliver_reporting(now, smtp_timeout);
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
        } => watch(&cli, maildir, Duration::from_millis(*interval_ms))?,
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
        } => lmtp(&cli, listen, *max_sessions, *no_send)?,
        Cmd::Mailbox {
            imap,
            imap_password_file,
            once,
            poll_secs,
            no_send,
        } => {
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
                let view = View::new(&g, viewer);
                if *html {
                    return Ok(stratego_pbem::texts::html_page(
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
                    stratego_pbem::texts::league::standings_table(&kind, &rows)
                );
            }
        }
        Cmd::Web {
            listen,
            workers,
            nice,
        } => web(&cli, listen, *workers, *nice)?,
        Cmd::Pair { .. } => {}
        Cmd::Perft { position, depth } => {
            let game = Game::from_position(position, Options::default()).context("bad position")?;
            println!("{}", game.perft(*depth));
        }
    }
    std::io::stdout().flush().ok();
    Ok(ExitCode::SUCCESS)
}

/// `web`: serves the pages until SIGTERM or SIGINT. A bad address, a missing database or
/// one that cannot be read stops it at once (exit 1).
fn web(cli: &Cli, listen: &str, workers: usize, nice: i32) -> Result<()> {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    let addr: std::net::SocketAddr = listen.parse().map_err(|_| {
        anyhow::anyhow!(
            "--listen '{listen}': write HOST:PORT with an IP address, like 127.0.0.1:8080"
        )
    })?;
    let stop = Arc::new(AtomicBool::new(false));
    let options = stratego_pbem::web::Options {
        db: cli.db.clone(),
        busy_timeout: Duration::from_millis(cli.busy_timeout_ms),
        workers: workers.clamp(1, 256),
        nice,
    };
    let server = stratego_pbem::web::Server::bind(addr, options)
        .with_context(|| format!("cannot serve the web pages on {listen}"))?;
    let mut signals = signal_hook::iterator::Signals::new([
        signal_hook::consts::SIGTERM,
        signal_hook::consts::SIGINT,
    ])
    .context("cannot install the signal handler")?;
    {
        let (stop, waker) = (Arc::clone(&stop), server.waker());
        std::thread::spawn(move || {
            if signals.forever().next().is_some() {
                stop.store(true, std::sync::atomic::Ordering::SeqCst);
                waker.wake();
            }
        });
    }
    eprintln!(
        "stratego-pbem: serving the web pages on http://{}",
        server.address()
    );
    server.run(&stop);
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
