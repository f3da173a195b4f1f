//! The `stratego-pbem` command line (SPEC 1).
//!
//! Exit codes follow what an MTA makes of a pipe command: 0 when the mail was handled
//! (including a refused command, which got an error reply, and mail ignored on purpose),
//! 75 (EX_TEMPFAIL) for any failure of ours, so the MTA keeps the mail and tries again.
//! A panic is caught and becomes 75 too; a bad command line is our configuration's fault
//! and also gives 75. The admin commands `show`, `export`, `standings` and `perft` exit 1 on
//! bad input.

use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use clap::{Parser, Subcommand};
use stratego_pbem::config::Limits;
use stratego_pbem::inbound;
use stratego_pbem::outbound::Transport;
use stratego_pbem::server::{Config, Envelope, Server};
use stratego_pbem::store::PasswordCost;
use stratego_rules::{Game, Options, View, Viewer};

mod args;
mod jobs;

use jobs::{Courier, ingest_maildir, lmtp, mailbox, watch};

/// EX_TEMPFAIL: the MTA keeps the mail and retries.
const EXIT_TEMPFAIL: u8 = 75;
/// sysexits' EX_DATAERR: the input was wrong (`run --from` that holds no mail address).
const EXIT_DATAERR: u8 = 65;

#[derive(Parser, Debug)]
#[command(
    name = "stratego-pbem",
    version,
    about = "A play-by-email Stratego server"
)]
struct Cli {
    /// The SQLite database file.
    #[arg(
        long,
        env = "STRATEGO_DB",
        default_value = "./stratego.db",
        global = true
    )]
    db: PathBuf,
    /// Where outgoing mail goes: file:DIR, sendmail[:PATH], smtp://HOST:PORT (a relay),
    /// or submission with a login: smtps://USER@HOST[:465] (TLS) or
    /// smtp://USER@HOST[:587] (STARTTLS). Its password comes from STRATEGO_SMTP_PASSWORD or
    /// --smtp-password-file, or a token from --oauth2-token-command.
    #[arg(
        long,
        env = "STRATEGO_TRANSPORT",
        default_value = "file:./outbox",
        global = true
    )]
    transport: String,
    /// The server's own address (From of every mail it sends).
    #[arg(
        long = "server-address",
        env = "STRATEGO_FROM",
        default_value = "stratego@localhost",
        global = true
    )]
    from: String,
    /// Argon2id cost for new password hashes, as MEMORY_KIB,ITERATIONS,LANES
    /// (default: 7168,5,1, OWASP's setting with the least memory; tests use 8,1,1).
    #[arg(long, env = "STRATEGO_PASSWORD_COST", global = true)]
    password_cost: Option<String>,
    /// How long to wait for another process holding the database, in milliseconds.
    #[arg(
        long,
        env = "STRATEGO_BUSY_TIMEOUT_MS",
        default_value_t = 10_000,
        global = true
    )]
    busy_timeout_ms: u64,
    /// How long to wait for the SMTP server (to connect, and for each reply), in milliseconds.
    #[arg(
        long,
        env = "STRATEGO_SMTP_TIMEOUT_MS",
        default_value_t = 30_000,
        global = true
    )]
    smtp_timeout_ms: u64,
    /// The display name of the server's address in From and Reply-To.
    #[arg(long, env = "STRATEGO_NAME", default_value = Config::DEFAULT_NAME, global = true)]
    name: String,
    /// The characters the MTA splits an address extension off with (Postfix's
    /// recipient_delimiter): reply addresses are LOCAL+KEY@DOMAIN.
    #[arg(
        long,
        env = "STRATEGO_RECIPIENT_DELIMITER",
        default_value = Config::DEFAULT_DELIMITER,
        global = true
    )]
    recipient_delimiter: String,
    /// At most this many error replies (and relayed comments of plain replies) to one sender
    /// address an hour; further ones stay unanswered until the hour is over.
    #[arg(
        long,
        env = "STRATEGO_REPLY_LIMIT",
        default_value_t = Config::DEFAULT_REPLY_LIMIT,
        global = true
    )]
    reply_limit: u32,
    /// At most this many answers an hour, server-wide, to mail that holds neither a command
    /// nor a reply key (what forged senders by the thousand would turn into backscatter).
    #[arg(
        long,
        env = "STRATEGO_STRANGER_REPLY_LIMIT",
        default_value_t = Config::DEFAULT_STRANGER_REPLY_LIMIT,
        global = true
    )]
    stranger_reply_limit: u32,
    /// The most of one incoming mail that is stored, in KiB (the rest is not kept).
    #[arg(
        long,
        env = "STRATEGO_MAX_STORED_KIB",
        default_value_t = 64,
        global = true
    )]
    max_stored_kib: usize,
    /// After how many days `cleanup` prunes stored mail text and sent mail.
    #[arg(
        long,
        env = "STRATEGO_RETENTION_DAYS",
        default_value_t = 30,
        global = true
    )]
    retention_days: i64,
    /// The most observers of one game.
    #[arg(
        long,
        env = "STRATEGO_MAX_OBSERVERS",
        default_value_t = 20,
        global = true
    )]
    max_observers: i64,
    /// The most accounts registered with one address.
    #[arg(
        long,
        env = "STRATEGO_MAX_ACCOUNTS_PER_ADDRESS",
        default_value_t = 5,
        global = true
    )]
    max_accounts_per_address: i64,
    /// Days a confirmation mail counts (a new account's address, a held challenge); an
    /// account not confirmed by then is deleted by `cleanup`.
    #[arg(
        long,
        env = "STRATEGO_CONFIRM_DAYS",
        default_value_t = 3,
        global = true
    )]
    confirm_days: i64,
    /// The longest vacation a player may take at a time, in days.
    #[arg(
        long,
        env = "STRATEGO_VACATION_MAX_DAYS",
        default_value_t = 30,
        global = true
    )]
    vacation_max_days: i64,
    /// The most vacation days a player may take in any 365 days.
    #[arg(
        long,
        env = "STRATEGO_VACATION_DAYS_PER_YEAR",
        default_value_t = 60,
        global = true
    )]
    vacation_days_per_year: i64,
    /// The most games not over that one player may have at once.
    #[arg(
        long,
        env = "STRATEGO_MAX_OPEN_GAMES",
        default_value_t = 20,
        global = true
    )]
    max_open_games: u32,
    /// The most games not over between the same two players.
    #[arg(
        long,
        env = "STRATEGO_MAX_GAMES_PER_OPPONENT",
        default_value_t = 3,
        global = true
    )]
    max_games_per_opponent: u32,
    /// The most games not over against the robot that one player may have.
    #[arg(
        long,
        env = "STRATEGO_MAX_ROBOT_GAMES",
        default_value_t = 5,
        global = true
    )]
    max_robot_games: u32,
    /// The userid of the computer opponent: `stratego challenge alice robot` plays it.
    #[arg(
        long,
        env = "STRATEGO_ROBOT_NAME",
        default_value = stratego_pbem::robot::DEFAULT_NAME,
        global = true
    )]
    robot_name: String,
    /// A file holding the password of the SMTP submission login (smtps://USER@HOST); or
    /// set STRATEGO_SMTP_PASSWORD. Never on the command line.
    #[arg(long, env = "STRATEGO_SMTP_PASSWORD_FILE", global = true)]
    smtp_password_file: Option<PathBuf>,
    /// A shell command that prints an OAuth2 access token, run before each login to the
    /// IMAP and SMTP servers (SASL XOAUTH2), instead of passwords (Gmail, Microsoft).
    #[arg(long, env = "STRATEGO_OAUTH2_TOKEN_COMMAND", global = true)]
    oauth2_token_command: Option<String>,
    /// Certificates (PEM) that TLS trusts beside the built-in roots: a server with a
    /// private CA.
    #[arg(long, env = "STRATEGO_CA_FILE", global = true)]
    ca_file: Option<PathBuf>,
    /// Where the web pages are (`web`, behind a proxy), e.g. https://stratego.example.org:
    /// board mails in HTML then link to the game's page. No link when not given.
    #[arg(long, env = "STRATEGO_WEB_URL", global = true)]
    web_url: Option<String>,
    /// Pretend the time is this (unix seconds): for tests and for replaying old mail.
    #[arg(long, env = "STRATEGO_NOW", global = true, hide = true)]
    now: Option<i64>,
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// Reads one mail on stdin, processes it, then delivers the outbox; with --maildir,
    /// processes every mail in DIR/new and moves each to DIR/cur once committed.
    Ingest {
        /// A Maildir to read instead of stdin.
        #[arg(long)]
        maildir: Option<PathBuf>,
        /// Leave replies queued (deliver them later with `send`).
        #[arg(long)]
        no_send: bool,
        /// The envelope recipient, as the MTA hands it over (Postfix: `${original_recipient}`,
        /// which local(8) also exports as ORIGINAL_RECIPIENT): a reply address
        /// LOCAL+KEY@DOMAIN makes the mail a plain reply. Without it, Delivered-To,
        /// X-Original-To, To and Cc are read, in that order.
        #[arg(long, env = "ORIGINAL_RECIPIENT", conflicts_with = "maildir")]
        recipient: Option<String>,
    },
    /// Processes a command without a mail (admin and test use): the body is read from stdin
    /// when it is not a terminal.
    Run {
        /// The sender's address.
        #[arg(long = "from", id = "sender")]
        sender: String,
        /// The command, as a mail subject would hold it.
        subject: String,
        /// Leave replies queued.
        #[arg(long)]
        no_send: bool,
    },
    /// Like `ingest --maildir`, forever: processes mail as it lands in DIR/new, until
    /// SIGTERM or SIGINT (the mail being processed is finished first).
    Watch {
        /// The Maildir to watch.
        #[arg(long)]
        maildir: PathBuf,
        /// How often to look for new mail, in milliseconds.
        #[arg(long, default_value_t = 500)]
        interval_ms: u64,
    },
    /// Serves LMTP (RFC 2033) until SIGTERM or SIGINT: the mail server hands each mail
    /// over a kept connection instead of starting `ingest` for it (docs/DEPLOY.md).
    Lmtp {
        /// HOST:PORT, or the path of a Unix socket (any address with a /).
        #[arg(long, default_value = "127.0.0.1:2424")]
        listen: stratego_pbem::lmtp::Listen,
        /// Sessions at once; a client beyond them is told to try again later.
        #[arg(long, default_value_t = 16)]
        max_sessions: usize,
        /// Leave replies queued (deliver them later with `send`).
        #[arg(long)]
        no_send: bool,
    },
    /// Runs the server on a plain mail account: reads the IMAP folder, handles each message
    /// as `ingest` does, sends the replies with --transport (e.g. smtps://USER@HOST), and,
    /// unless --once, waits for more with IDLE, runs the daily cleanup by itself and stops
    /// on SIGTERM or SIGINT (docs/DEPLOY.md, section 8, "With a mail account").
    ///
    /// The password comes from STRATEGO_IMAP_PASSWORD or --imap-password-file, or an OAuth2
    /// token from --oauth2-token-command; never from the URL or the command line. Handled
    /// messages get the keyword StrategoHandled and \Seen; nothing is deleted or moved.
    /// Exit status: 0 when stopped (or done, with --once), 1 when the login, the folder or
    /// the certificate is refused (retrying cannot help), 75 when a message stayed
    /// unhandled for a failure of ours (--once: the next run takes it).
    Mailbox {
        /// imaps://USER@HOST[:PORT][/FOLDER] (TLS, port 993) or
        /// imap://USER@HOST[:PORT][/FOLDER] (STARTTLS, port 143). To 127.0.0.1, ::1 or
        /// localhost imap:// stays plain text unless --ca-file is given. FOLDER is INBOX
        /// unless given. Set --server-address to the account's own address: reply
        /// addresses are then LOCAL+KEY@DOMAIN, which providers deliver to the account.
        #[arg(long, env = "STRATEGO_IMAP")]
        imap: String,
        /// A file holding the IMAP password (a systemd credential); or set
        /// STRATEGO_IMAP_PASSWORD.
        #[arg(long, env = "STRATEGO_IMAP_PASSWORD_FILE")]
        imap_password_file: Option<PathBuf>,
        /// Handle every message that is there, then exit (cron, tests).
        #[arg(long)]
        once: bool,
        /// Where the server lacks IDLE: how often to look for new mail, in seconds.
        #[arg(long, default_value_t = 60)]
        poll_secs: u64,
        /// Leave replies queued (deliver them later with `send`).
        #[arg(long)]
        no_send: bool,
    },
    /// Delivers queued outgoing mail; failures stay queued with the error and a retry time.
    Send,
    /// The daily cron job: reminders, forfeits, removal of stalled setups (SPEC 5).
    Cleanup {
        /// Leave the mails queued (deliver them later with `send`).
        #[arg(long)]
        no_send: bool,
    },
    /// Prints a board: the observer's view, or that player's view.
    Show {
        /// The game number.
        game: i64,
        /// Show what this player may see.
        #[arg(long = "as")]
        as_user: Option<String>,
        /// Print JSON (SPEC 8) instead of the ASCII board.
        #[arg(long)]
        json: bool,
        /// Print the HTML board of the board mails (a whole page) instead of the ASCII board.
        #[arg(long, conflicts_with = "json")]
        html: bool,
    },
    /// Prints the whole game as JSON (SPEC 8), or as a StraDoS2 record (Gravon's XML).
    Export {
        /// The game number.
        game: i64,
        /// json (SPEC 8) or strados2.
        #[arg(long, default_value = "json")]
        format: String,
    },
    /// Loads StraDoS2 records (Gravon's XML) as finished games, one transaction per file,
    /// and prints each new game number; a refused file is named with the reason (exit 1).
    Import {
        /// The record files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Prints the rating table of one kind of game (issue 14).
    Standings {
        /// The kind of game (classic, small, ...); classic when not given.
        #[arg(long)]
        kind: Option<String>,
        /// Print a JSON list of objects (player, rating, deviation, games, ...).
        #[arg(long)]
        json: bool,
    },
    /// Serves the web pages until SIGTERM or SIGINT, read-only from the database: the games,
    /// the standings, each player's games and ratings, and each game with its replay, as an
    /// observer sees it (both armies open once it is over). Plain HTTP: put it behind a
    /// proxy that speaks TLS (docs/DEPLOY.md, section 9).
    Web {
        /// The address to listen on, HOST:PORT (port 0: any free port, told on stderr).
        #[arg(long, env = "STRATEGO_WEB_LISTEN", default_value = "127.0.0.1:8080")]
        listen: String,
        /// Requests served at once; each worker keeps its own read-only connection.
        #[arg(long, default_value_t = 8)]
        workers: usize,
    },
    /// Counts legal move sequences from a position (SPEC 7).
    Perft {
        /// The position text (100 or 64 field letters, or a Domino position: 80 squares
        /// of . or R53/B53, rows split by /; then r or b).
        position: String,
        /// The depth.
        depth: u32,
    },
}

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

fn run(cli: Cli) -> Result<ExitCode> {
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
        Cmd::Web { listen, workers } => web(&cli, listen, *workers)?,
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
fn web(cli: &Cli, listen: &str, workers: usize) -> Result<()> {
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
