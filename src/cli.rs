//! The command line that clap reads (SPEC 1): the global options, each with its
//! environment variable and default, and the subcommands. Pipe mode reads the same options
//! without clap (`intake/pipe.rs`); `main.rs` runs what was asked.

use std::path::PathBuf;

use clap::{Parser, Subcommand};
use stratego_pbem::config::Limits;
use stratego_pbem::server::Config;

#[derive(Parser, Debug)]
#[command(
    name = "stratego-pbem",
    version,
    about = "A play-by-email Stratego server"
)]
pub struct Cli {
    /// The SQLite database file.
    #[arg(
        long,
        env = "STRATEGO_DB",
        default_value = Config::DEFAULT_DB,
        global = true
    )]
    pub(crate) db: PathBuf,
    /// Where outgoing mail goes: file:DIR, sendmail[:PATH], smtp://HOST:PORT (a relay),
    /// or submission with a login: smtps://USER@HOST[:465] (TLS) or
    /// smtp://USER@HOST[:587] (STARTTLS). Its password comes from STRATEGO_SMTP_PASSWORD or
    /// --smtp-password-file, or a token from --oauth2-token-command.
    #[arg(
        long,
        env = "STRATEGO_TRANSPORT",
        default_value = Config::DEFAULT_TRANSPORT,
        global = true
    )]
    pub(crate) transport: String,
    /// The server's own address (From of every mail it sends).
    #[arg(
        long = "server-address",
        env = "STRATEGO_FROM",
        default_value = Config::DEFAULT_FROM,
        global = true
    )]
    pub(crate) from: String,
    /// Argon2id cost for new password hashes, as MEMORY_KIB,ITERATIONS,LANES
    /// (default: 7168,5,1, OWASP's setting with the least memory; tests use 8,1,1).
    #[arg(long, env = "STRATEGO_PASSWORD_COST", global = true)]
    pub(crate) password_cost: Option<String>,
    /// How long to wait for another process holding the database, in milliseconds.
    #[arg(
        long,
        env = "STRATEGO_BUSY_TIMEOUT_MS",
        default_value_t = Config::DEFAULT_BUSY_TIMEOUT_MS,
        global = true
    )]
    pub(crate) busy_timeout_ms: u64,
    /// How long to wait for the SMTP server (to connect, and for each reply), in milliseconds.
    #[arg(
        long,
        env = "STRATEGO_SMTP_TIMEOUT_MS",
        default_value_t = Config::DEFAULT_SMTP_TIMEOUT_MS,
        global = true
    )]
    pub(crate) smtp_timeout_ms: u64,
    /// The display name of the server's address in From and Reply-To.
    #[arg(long, env = "STRATEGO_NAME", default_value = Config::DEFAULT_NAME, global = true)]
    pub(crate) name: String,
    /// The characters the MTA splits an address extension off with (Postfix's
    /// recipient_delimiter): reply addresses are LOCAL+KEY@DOMAIN.
    #[arg(
        long,
        env = "STRATEGO_RECIPIENT_DELIMITER",
        default_value = Config::DEFAULT_DELIMITER,
        global = true
    )]
    pub(crate) recipient_delimiter: String,
    /// At most this many error replies (and relayed comments of plain replies) to one sender
    /// address an hour; further ones stay unanswered until the hour is over.
    #[arg(
        long,
        env = "STRATEGO_REPLY_LIMIT",
        default_value_t = Config::DEFAULT_REPLY_LIMIT,
        global = true
    )]
    pub(crate) reply_limit: u32,
    /// At most this many answers an hour, server-wide, to mail that holds neither a command
    /// nor a reply key (what forged senders by the thousand would turn into backscatter).
    #[arg(
        long,
        env = "STRATEGO_STRANGER_REPLY_LIMIT",
        default_value_t = Config::DEFAULT_STRANGER_REPLY_LIMIT,
        global = true
    )]
    pub(crate) stranger_reply_limit: u32,
    /// The most of one incoming mail that is stored, in KiB (the rest is not kept).
    #[arg(
        long,
        env = "STRATEGO_MAX_STORED_KIB",
        default_value_t = Limits::DEFAULT.max_stored_bytes / 1024,
        global = true
    )]
    pub(crate) max_stored_kib: usize,
    /// After how many days `cleanup` prunes stored mail text and sent mail.
    #[arg(
        long,
        env = "STRATEGO_RETENTION_DAYS",
        default_value_t = Limits::DEFAULT.retention_days,
        global = true
    )]
    pub(crate) retention_days: i64,
    /// The most observers of one game.
    #[arg(
        long,
        env = "STRATEGO_MAX_OBSERVERS",
        default_value_t = Limits::DEFAULT.max_observers,
        global = true
    )]
    pub(crate) max_observers: i64,
    /// The most accounts registered with one address.
    #[arg(
        long,
        env = "STRATEGO_MAX_ACCOUNTS_PER_ADDRESS",
        default_value_t = Limits::DEFAULT.max_accounts_per_address,
        global = true
    )]
    pub(crate) max_accounts_per_address: i64,
    /// Days a confirmation mail counts (a new account's address, a held challenge); an
    /// account not confirmed by then is deleted by `cleanup`.
    #[arg(
        long,
        env = "STRATEGO_CONFIRM_DAYS",
        default_value_t = Limits::DEFAULT.confirm_days,
        global = true
    )]
    pub(crate) confirm_days: i64,
    /// The longest vacation a player may take at a time, in days.
    #[arg(
        long,
        env = "STRATEGO_VACATION_MAX_DAYS",
        default_value_t = Limits::DEFAULT.vacation_max_days,
        global = true
    )]
    pub(crate) vacation_max_days: i64,
    /// The most vacation days a player may take in any 365 days.
    #[arg(
        long,
        env = "STRATEGO_VACATION_DAYS_PER_YEAR",
        default_value_t = Limits::DEFAULT.vacation_days_per_year,
        global = true
    )]
    pub(crate) vacation_days_per_year: i64,
    /// The most games not over that one player may have at once.
    #[arg(
        long,
        env = "STRATEGO_MAX_OPEN_GAMES",
        default_value_t = Limits::DEFAULT.max_open_games,
        global = true
    )]
    pub(crate) max_open_games: u32,
    /// The most games not over between the same two players.
    #[arg(
        long,
        env = "STRATEGO_MAX_GAMES_PER_OPPONENT",
        default_value_t = Limits::DEFAULT.max_games_per_opponent,
        global = true
    )]
    pub(crate) max_games_per_opponent: u32,
    /// The most games not over against the robot that one player may have.
    #[arg(
        long,
        env = "STRATEGO_MAX_ROBOT_GAMES",
        default_value_t = Limits::DEFAULT.max_robot_games,
        global = true
    )]
    pub(crate) max_robot_games: u32,
    /// The userid of the computer opponent: `stratego challenge alice robot` plays it.
    #[arg(
        long,
        env = "STRATEGO_ROBOT_NAME",
        default_value = stratego_pbem::robot::DEFAULT_NAME,
        global = true
    )]
    pub(crate) robot_name: String,
    /// A file holding the password of the SMTP submission login (smtps://USER@HOST); or
    /// set STRATEGO_SMTP_PASSWORD. Never on the command line.
    #[arg(long, env = "STRATEGO_SMTP_PASSWORD_FILE", global = true)]
    pub(crate) smtp_password_file: Option<PathBuf>,
    /// A shell command that prints an OAuth2 access token, run before each login to the
    /// IMAP and SMTP servers (SASL XOAUTH2), instead of passwords (Gmail, Microsoft).
    #[arg(long, env = "STRATEGO_OAUTH2_TOKEN_COMMAND", global = true)]
    pub(crate) oauth2_token_command: Option<String>,
    /// Certificates (PEM) that TLS trusts beside the built-in roots: a server with a
    /// private CA.
    #[arg(long, env = "STRATEGO_CA_FILE", global = true)]
    pub(crate) ca_file: Option<PathBuf>,
    /// Where the web pages are (`web`, behind a proxy), e.g. https://stratego.example.org:
    /// board mails in HTML then link to the game's page. No link when not given.
    #[arg(long, env = "STRATEGO_WEB_URL", global = true)]
    pub(crate) web_url: Option<String>,
    /// The moderators, userids split by commas (alice,bob): their `stratego mod` commands
    /// ban, decide games, announce (docs/DEPLOY.md). The first named may ban another
    /// moderator. More can be kept in the database with `moderator add`.
    #[arg(long, env = "STRATEGO_MODERATORS", global = true)]
    pub(crate) moderators: Option<String>,
    /// The language of players who have not chosen one (`set language`) and whose first
    /// mail names none (Content-Language): en, de or nl. The web pages' too, for a browser
    /// that asks for none of these (Accept-Language) and an address without `?lang=`.
    #[arg(long, env = "STRATEGO_LANGUAGE", global = true, default_value = "en")]
    pub(crate) language: stratego_pbem::texts::Lang,
    /// Pretend the time is this (unix seconds): for tests and for replaying old mail.
    #[arg(long, env = "STRATEGO_NOW", global = true, hide = true)]
    pub(crate) now: Option<i64>,
    #[command(subcommand)]
    pub(crate) command: Cmd,
}

/// What `moderator` does.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModeratorAction {
    /// Keep the userid as a moderator.
    Add,
    /// Remove the userid from the moderators kept in the database.
    Remove,
    /// List every moderator.
    List,
}

#[derive(Subcommand, Debug)]
pub enum Cmd {
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
        listen: stratego_pbem::intake::lmtp::Listen,
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
    /// The daily cron job: reminders, forfeits, removal of stalled setups.
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
        /// Print JSON instead of the ASCII board.
        #[arg(long)]
        json: bool,
        /// Print the HTML board of the board mails (a whole page) instead of the ASCII board.
        #[arg(long, conflicts_with = "json")]
        html: bool,
    },
    /// Prints the whole game as JSON, or as a StraDoS2 record (Gravon's XML).
    Export {
        /// The game number.
        game: i64,
        /// json or strados2.
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
    /// Prints the rating table of one kind of game.
    Standings {
        /// The kind of game (classic, small, ...); classic when not given.
        #[arg(long)]
        kind: Option<String>,
        /// Print a JSON list of objects (player, rating, deviation, games, ...).
        #[arg(long)]
        json: bool,
    },
    /// Prints a tournament: its standings with every tie-break, its rounds and
    /// what comes next (text), everything as JSON, or its TRF-16 record (trf).
    Tournament {
        /// The tournament number.
        tournament: i64,
        /// text, json or trf.
        #[arg(long, default_value = "text")]
        format: String,
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
        /// How far below the mail the pages run, as nice(1) counts (0-19): the pages take
        /// the CPU the mail leaves. 0 keeps the priority it was started with.
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(i32).range(0..=19))]
        nice: i32,
        /// Connections open at once, idle ones included; past it, the next wait until one
        /// ends. The open-files limit is raised to its hard limit at start.
        #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u32).range(1..))]
        max_connections: u32,
        /// Serve `stratego-pbem status` at /status to requests that carry this token
        /// (`Authorization: Bearer TOKEN`); without it there is no /status.
        #[arg(long, env = "STRATEGO_STATUS_TOKEN", hide_env_values = true)]
        status_token: Option<String>,
    },
    /// Prints what an operator checks: mail handled in the last hour and day, the last
    /// mail, the outbox (queued, the oldest, failing with the last error), the games and
    /// players, the database's size. Exits 1 when a mail has waited in the outbox for over
    /// an hour, so that a monitoring check can run it.
    Status {
        /// Print it as one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Keeps moderators in the database, beside those --moderators names: add or
    /// remove a userid, or list every moderator.
    Moderator {
        /// add, remove or list.
        #[arg(value_enum)]
        action: ModeratorAction,
        /// The userid to add or remove.
        #[arg(required_if_eq_any([("action", "add"), ("action", "remove")]))]
        userid: Option<String>,
    },
    /// Prints the last lines of the moderation log (at most --limit), oldest first: every
    /// moderator action and every refused attempt at one (who, when, what, on whom, why).
    Log {
        /// At most this many lines.
        #[arg(long, default_value_t = 100)]
        limit: i64,
    },
    /// Pairs the next round of a tournament from a TRF-16 file and prints it as
    /// bbpPairings and JaVaFo do: the number of pairs (the bye counted), then one
    /// "WHITE BLACK" line of pairing numbers a board, a bye as "N 0". Exit status: 0 when
    /// paired, 1 when no pairing satisfies the absolute criteria (the reason on stderr),
    /// 65 for a broken record (the line named), 66 for a file that cannot be read.
    Pair {
        /// The TRF-16 file, paired by FIDE's Dutch system.
        #[arg(long, value_name = "FILE.trf")]
        dutch: PathBuf,
    },
    /// Counts legal move sequences from a position.
    Perft {
        /// The position text (100 or 64 field letters, or a Domino position: 80 squares
        /// of . or R53/B53, rows split by /; then r or b).
        position: String,
        /// The depth.
        depth: u32,
    },
}
