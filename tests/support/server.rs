//! Driving the real `stratego-pbem` binary in a temporary directory: mails in through
//! `ingest` (stdin) or `run`, mails out read back from the `.eml` outbox.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::sync::atomic::{AtomicU64, Ordering};

use assert_cmd::Command;
use tempfile::TempDir;

/// A fixed start time for tests: 2026-11-20 12:00 UTC.
pub const T0: i64 = 1_795_176_000;

static COUNTER: AtomicU64 = AtomicU64::new(0);

/// One server installation: a database and an outbox in a temporary directory.
pub struct Env {
    pub dir: TempDir,
    pub db: PathBuf,
    pub outbox: PathBuf,
    /// The time the program is told (`--now`); tests move it.
    pub now: std::cell::Cell<i64>,
    /// More environment for the program (`STRATEGO_MODERATORS`, ...).
    pub extra_env: std::cell::RefCell<Vec<(String, String)>>,
}

/// One mail the server sent, read back from the outbox.
#[derive(Debug, Clone)]
pub struct Sent {
    pub file: String,
    pub to: String,
    pub subject: String,
    /// Header names in lowercase; the first value of each.
    pub headers: BTreeMap<String, String>,
    /// The text: the whole body, or the `text/plain` part of a `multipart/alternative`.
    pub body: String,
    /// The `text/html` part of a `multipart/alternative` (a board mail's HTML board).
    pub html: Option<String>,
    /// The attachments of a `multipart/mixed` (`mydata`): file name and text.
    pub attachments: Vec<(String, String)>,
}

impl Sent {
    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(&name.to_ascii_lowercase())
            .map_or("", String::as_str)
    }

    /// Whether the body says `phrase`, whatever the line breaks: long lines of our mails are
    /// wrapped at 72 columns, so a sentence may be split over lines.
    pub fn says(&self, phrase: &str) -> bool {
        collapse(&self.body).contains(&collapse(phrase))
    }
}

/// Runs of whitespace as one space.
pub fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl Default for Env {
    fn default() -> Self {
        Env::new()
    }
}

impl Env {
    pub fn new() -> Env {
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("stratego.db");
        let outbox = dir.path().join("outbox");
        Env {
            dir,
            db,
            outbox,
            now: std::cell::Cell::new(T0),
            extra_env: std::cell::RefCell::new(Vec::new()),
        }
    }

    /// The program, configured for this installation (cheap password hashes, fixed clock).
    pub fn cmd(&self) -> Command {
        Command::from_std(self.std_cmd())
    }

    /// The same as a plain `std` command (to spawn, wait for and kill).
    pub fn std_cmd(&self) -> std::process::Command {
        let mut cmd = std::process::Command::new(assert_cmd::cargo::cargo_bin!("stratego-pbem"));
        self.configure(&mut cmd);
        cmd
    }

    /// Points `cmd` (the program, or a wrapper around it) at this installation: its
    /// directory, database and `.eml` outbox, the server address, cheap password hashes and
    /// the fixed clock; no `SENDER` from the environment.
    pub fn configure<'c>(
        &self,
        cmd: &'c mut std::process::Command,
    ) -> &'c mut std::process::Command {
        for (key, value) in self.extra_env.borrow().iter() {
            cmd.env(key, value);
        }
        cmd.current_dir(self.dir.path())
            .env("STRATEGO_DB", &self.db)
            .env(
                "STRATEGO_TRANSPORT",
                format!("file:{}", self.outbox.display()),
            )
            .env("STRATEGO_FROM", "stratego@pbem.example")
            .env("STRATEGO_PASSWORD_COST", "8,1,1")
            .env("STRATEGO_NOW", self.now.get().to_string())
            // Tests send many bad mails from one address; the limit has a test of its own.
            .env("STRATEGO_REPLY_LIMIT", "100000")
            // Tests play many games between the same players; the caps have a test of their
            // own (commands::caps).
            .env("STRATEGO_MAX_GAMES_PER_OPPONENT", "100000")
            .env("STRATEGO_MAX_OPEN_GAMES", "100000")
            .env("STRATEGO_MAX_ROBOT_GAMES", "100000")
            .env_remove("SENDER")
            .env_remove("ORIGINAL_RECIPIENT")
    }

    /// Moves the clock forward.
    pub fn advance(&self, seconds: i64) {
        self.now.set(self.now.get() + seconds);
    }

    /// A plain RFC 5322 mail with a unique Message-ID, to the server's address.
    pub fn compose(from: &str, subject: &str, body: &str) -> String {
        Env::compose_to(from, "stratego@pbem.example", subject, body)
    }

    /// [`Env::compose`] To `to`: a reply address, as a mail client addresses a reply.
    pub fn compose_to(from: &str, to: &str, subject: &str, body: &str) -> String {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let pid = std::process::id();
        format!(
            "From: {from}\r\nTo: {to}\r\nSubject: {subject}\r\n\
             Date: Fri, 20 Nov 2026 12:00:00 +0000\r\nMessage-ID: <test-{pid}-{n}@client.example>\r\n\
             MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{}",
            body.replace('\n', "\r\n")
        )
    }

    /// Sends raw mail bytes through `ingest` on stdin.
    pub fn ingest_raw(&self, raw: &[u8]) -> Output {
        self.cmd()
            .arg("ingest")
            .write_stdin(raw.to_vec())
            .output()
            .expect("run ingest")
    }

    /// Mails a command through `ingest`; asserts exit code 0 and returns stderr (the outcome).
    pub fn mail(&self, from: &str, subject: &str, body: &str) -> String {
        let out = self.ingest_raw(Env::compose(from, subject, body).as_bytes());
        assert_eq!(
            out.status.code(),
            Some(0),
            "ingest failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stderr).into_owned()
    }

    /// Runs one setup step through `run --from` (the mail path without a mail); asserts that
    /// it was applied.
    pub fn setup_step(&self, from: &str, subject: &str, body: &str) {
        let out = self
            .cmd()
            .args(["run", "--from", from, subject])
            .write_stdin(body.to_string())
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.code() == Some(0) && stdout.starts_with("applied"),
            "setup step {subject}: {stdout}{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Registers `user` with password `pw` from `user@example.org` and confirms the address
    /// by replying to the confirmation mail ([`Env::confirm_address`]).
    pub fn register(&self, user: &str, pw: &str) {
        let outcome = self.mail(&addr(user), &format!("stratego register {user} {pw}"), "");
        assert!(outcome.contains("applied"), "{outcome}");
        self.confirm_address(&addr(user));
    }

    /// Registers through `run --from` ([`Env::setup_step`]) and confirms the address.
    pub fn setup_register(&self, from: &str, user: &str, pw: &str) {
        self.setup_step(from, &format!("stratego register {user} {pw}"), "");
        self.confirm_address(from);
    }

    /// The confirmation code of the newest confirmation mail to `address` still in the
    /// outbox (the extension of its `Reply-To`), without taking any mail.
    pub fn confirmation_code(&self, address: &str) -> String {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&self.outbox)
            .expect("an outbox")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "eml"))
            .collect();
        files.sort();
        files
            .iter()
            .rev()
            .map(|p| parse_sent(p, &std::fs::read(p).expect("read eml")))
            .filter(|m| m.to.contains(address))
            .find_map(|m| confirmation_code_of(&m))
            .unwrap_or_else(|| panic!("no confirmation mail to {address} in the outbox"))
    }

    /// A reply to a confirmation mail as a mail client writes it: To its `Reply-To`.
    pub fn confirmation_reply(from: &str, code: &str, text: &str) -> String {
        Env::compose_to(
            from,
            &format!("Stratego <stratego+{code}@pbem.example>"),
            "Re: Stratego: please confirm",
            text,
        )
    }

    /// Confirms `address`'s newest confirmation (of a registration or a held challenge) by
    /// replying to its mail from `address` through `ingest`, as a player does. The mails
    /// this step causes are taken from the outbox (a held challenge's game mails stay), so
    /// that tests see what the step before left.
    pub fn confirm_address(&self, address: &str) -> String {
        let code = self.confirmation_code(address);
        let before: Vec<PathBuf> = self.outbox_files();
        let raw = Env::confirmation_reply(address, &code, "yes, that was me");
        let out = self.ingest_raw(raw.as_bytes());
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(
            out.status.code() == Some(0) && stderr.contains("applied: confirmed"),
            "confirming {address}: {stderr}"
        );
        if stderr.contains("applied: confirmed the address") {
            for file in self.outbox_files() {
                if !before.contains(&file) {
                    std::fs::remove_file(file).expect("remove eml");
                }
            }
        }
        stderr
    }

    /// Registers and confirms many accounts (`user@example.org`) in two `ingest --maildir`
    /// runs: the registrations, then a reply to each confirmation mail. Takes every mail.
    pub fn register_many(&self, users: &[(String, String)]) {
        self.take_mails();
        let batch = |name: &str, mails: Vec<String>| {
            let dir = self.dir.path().join(name);
            for sub in ["new", "cur", "tmp"] {
                std::fs::create_dir_all(dir.join(sub)).expect("maildir");
            }
            for (i, raw) in mails.iter().enumerate() {
                std::fs::write(dir.join("new").join(format!("{i:06}.mail")), raw).expect("mail");
            }
            let out = self
                .cmd()
                .args(["ingest", "--maildir"])
                .arg(&dir)
                .output()
                .expect("ingest --maildir");
            let stderr = String::from_utf8_lossy(&out.stderr);
            let all = format!("{n} mails: {n} applied", n = mails.len());
            assert!(
                out.status.success() && stderr.contains(&all),
                "{name}: {stderr}"
            );
        };
        batch(
            "Registrations",
            users
                .iter()
                .map(|(u, pw)| Env::compose(&addr(u), &format!("stratego register {u} {pw}"), ""))
                .collect(),
        );
        let mails = self.take_mails();
        let replies = users
            .iter()
            .map(|(u, _)| {
                let code = to(&mails, &addr(u))
                    .into_iter()
                    .find_map(confirmation_code_of)
                    .unwrap_or_else(|| panic!("no confirmation mail for {u}"));
                Env::confirmation_reply(&addr(u), &code, "")
            })
            .collect();
        batch("Confirmations", replies);
        self.take_mails();
    }

    fn outbox_files(&self) -> Vec<PathBuf> {
        match std::fs::read_dir(&self.outbox) {
            Ok(rd) => rd.filter_map(|e| e.ok().map(|e| e.path())).collect(),
            Err(_) => Vec::new(),
        }
    }

    /// Takes (reads and removes) every mail in the outbox, oldest first.
    pub fn take_mails(&self) -> Vec<Sent> {
        let mut files: Vec<PathBuf> = match std::fs::read_dir(&self.outbox) {
            Ok(rd) => rd
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "eml"))
                .collect(),
            Err(_) => Vec::new(),
        };
        files.sort();
        files
            .into_iter()
            .map(|p| {
                let raw = std::fs::read(&p).expect("read eml");
                std::fs::remove_file(&p).expect("remove eml");
                parse_sent(&p, &raw)
            })
            .collect()
    }

    /// Runs an admin command and returns stdout; asserts success.
    pub fn admin(&self, args: &[&str]) -> String {
        let out = self.cmd().args(args).output().expect("run");
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }
}

/// The address the tests register `user` with.
pub fn addr(user: &str) -> String {
    format!("{user}@example.org")
}

/// Parses an outgoing mail with mailparse (the same library the server reads mail with).
pub fn parse_sent(path: &Path, raw: &[u8]) -> Sent {
    let parsed = mailparse::parse_mail(raw).expect("outgoing mail parses");
    let mut headers = BTreeMap::new();
    for h in &parsed.headers {
        headers
            .entry(h.get_key().to_ascii_lowercase())
            .or_insert_with(|| h.get_value());
    }
    let decoded = |part: &mailparse::ParsedMail<'_>| {
        part.get_body().expect("body decodes").replace("\r\n", "\n")
    };
    let mut attachments = Vec::new();
    let (body, html) = if parsed.ctype.mimetype == "multipart/mixed" {
        // Issue 78: `mydata`, the text and one JSON attachment.
        for part in &parsed.subparts[1..] {
            let name = part
                .get_content_disposition()
                .params
                .get("filename")
                .cloned()
                .unwrap_or_default();
            attachments.push((name, decoded(part)));
        }
        (decoded(&parsed.subparts[0]), None)
    } else if parsed.ctype.mimetype == "multipart/alternative" {
        let types: Vec<&str> = parsed
            .subparts
            .iter()
            .map(|p| p.ctype.mimetype.as_str())
            .collect();
        // Issue 12: the text first (unchanged), then the HTML board, and nothing else.
        assert_eq!(
            types,
            ["text/plain", "text/html"],
            "the parts of a board mail"
        );
        (
            decoded(&parsed.subparts[0]),
            Some(decoded(&parsed.subparts[1])),
        )
    } else {
        assert_eq!(
            parsed.ctype.mimetype, "text/plain",
            "a mail is text or text and HTML"
        );
        (decoded(&parsed), None)
    };
    Sent {
        file: path
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default(),
        to: headers.get("to").cloned().unwrap_or_default(),
        subject: headers.get("subject").cloned().unwrap_or_default(),
        headers,
        body,
        html,
        attachments,
    }
}

/// The code of a confirmation mail: the extension of its `Reply-To`
/// (`Stratego <stratego+CODE@pbem.example>`), if it is one.
pub fn confirmation_code_of(mail: &Sent) -> Option<String> {
    if !mail.body.contains("stratego confirm ") {
        return None;
    }
    let reply_to = mail.header("Reply-To");
    let start = reply_to.find("stratego+")? + "stratego+".len();
    let end = reply_to[start..].find('@')? + start;
    Some(reply_to[start..end].to_string())
}

/// The mails to `address`.
pub fn to<'a>(mails: &'a [Sent], address: &str) -> Vec<&'a Sent> {
    mails.iter().filter(|m| m.to.contains(address)).collect()
}
