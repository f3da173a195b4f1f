//! The robot by mail, as a player meets it: the `stratego-pbem` binary with a SQLite file
//! and an `.eml` outbox of its own, one `ingest` run per mail. The program's side is the
//! player `ucc`: it registers and confirms its address by replying to the confirmation
//! mail, challenges the robot with the competition's options, and then plays by plain
//! replies to its game mails (its army, then one move a mail). The robot's move is read
//! from the answer, as the player reads it: `robot (Red) played b4-b5.`

use std::path::{Path, PathBuf};
use std::process::Command;
use std::str::FromStr;
use std::time::Instant;

use mailparse::{MailHeaderMap, ParsedMail};
use stratego_rules::{Color, Move};

const ADDRESS: &str = "ucc@arena.invalid";
const SERVER: &str = "stratego@arena.invalid";
const PASSWORD: &str = "arena-password-1";

/// The installation: its directory, the binary and the reply address of the game in play.
pub struct Server {
    binary: PathBuf,
    dir: tempfile::TempDir,
    /// The reply key and the subject of the current game's last mail to `ucc`.
    key: String,
    subject: String,
    /// Mails sent so far (for unique Message-IDs).
    sent: u64,
    /// Wall time and CPU time (user + system) of each `ingest` run that answered a move or
    /// an army, in nanoseconds.
    pub costs: Vec<(u64, u64)>,
}

/// One mail of the outbox.
struct Mail {
    to: String,
    subject: String,
    /// The extension of the `Reply-To` address (`stratego+KEY@...`).
    key: Option<String>,
    /// The text part, its runs of whitespace as one space.
    text: String,
}

/// What the server answered to the program's army or move.
pub struct Answer {
    /// The robot's move, when it played one.
    pub robot_move: Option<Move>,
    /// The answer's subject says the game is over.
    pub over: bool,
}

impl Server {
    /// A fresh installation in a temporary directory, with `ucc` registered and confirmed.
    pub fn start(binary: &Path) -> Server {
        let mut server = Server {
            // The binary runs in the installation's directory: a relative path would miss.
            binary: std::fs::canonicalize(binary)
                .unwrap_or_else(|e| panic!("{}: {e}", binary.display())),
            dir: tempfile::Builder::new()
                .prefix("ucc_arena_mail")
                .tempdir()
                .expect("a scratch directory"),
            key: String::new(),
            subject: String::new(),
            sent: 0,
            costs: Vec::new(),
        };
        let mails = server.ingest(SERVER, &format!("stratego register ucc {PASSWORD}"), "");
        let code = mails
            .iter()
            .find_map(|m| m.key.clone())
            .unwrap_or_else(|| panic!("no confirmation mail: {}", Server::subjects(&mails)));
        server.ingest(&reply_address(&code), "Re: Stratego: please confirm", "yes");
        server
    }

    /// `ucc` challenges the robot (Red or Blue as `robot` says) with the competition's
    /// options; returns the new game's number.
    pub fn new_game(&mut self, robot: Color) -> i64 {
        let players = match robot {
            Color::Red => "robot ucc",
            Color::Blue => "ucc robot",
        };
        let subject = format!("stratego challenge {players} -twosquare=0 -chase=off {PASSWORD}");
        let mails = self.ingest(SERVER, &subject, "");
        let mail = Server::only(mails);
        let number = mail
            .subject
            .strip_prefix("Stratego game ")
            .and_then(|s| s.split(':').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("not a game mail: {}", mail.subject));
        self.key = mail.key.expect("a game mail has a reply address");
        self.subject = mail.subject;
        number
    }

    /// Replies to the current game's last mail with `body` (an army or a move), as a mail
    /// client does, and reads the answer.
    pub fn reply(&mut self, body: &str, robot: Color) -> Answer {
        let to = reply_address(&self.key);
        let subject = format!("Re: {}", self.subject);
        let start = Instant::now();
        let before = children_cpu_ns();
        let mails = self.ingest(&to, &subject, body);
        self.costs.push((
            u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX),
            children_cpu_ns() - before,
        ));
        let mail = Server::only(mails);
        self.subject.clone_from(&mail.subject);
        let said = format!("robot ({}) played ", robot.name());
        let robot_move = mail.text.find(&said).map(|at| {
            let word: String = mail.text[at + said.len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            Move::from_str(&word).unwrap_or_else(|e| panic!("{word:?} in {:?}: {e}", mail.text))
        });
        Answer {
            robot_move,
            over: mail.subject.contains("game over"),
        }
    }

    /// The server's position of game `id` (`export`: every piece, hidden ones too).
    pub fn position(&self, id: i64) -> String {
        let out = self
            .command()
            .args(["export", &id.to_string()])
            .output()
            .expect("run export");
        assert!(out.status.success(), "export {id} failed");
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
        json["position"].as_str().expect("a position").to_string()
    }

    fn command(&self) -> Command {
        let mut cmd = Command::new(&self.binary);
        for (name, _) in std::env::vars_os() {
            if name.to_string_lossy().starts_with("STRATEGO_") {
                cmd.env_remove(name);
            }
        }
        cmd.current_dir(self.dir.path())
            .env("STRATEGO_DB", self.dir.path().join("stratego.db"))
            .env(
                "STRATEGO_TRANSPORT",
                format!("file:{}", self.outbox().display()),
            )
            .env("STRATEGO_FROM", SERVER)
            // Games the ply limit ends stay open on the server, one more each game.
            .env("STRATEGO_MAX_ROBOT_GAMES", "100000")
            .env("STRATEGO_MAX_OPEN_GAMES", "100000")
            .env("STRATEGO_MAX_GAMES_PER_OPPONENT", "100000")
            .env_remove("SENDER")
            .env_remove("ORIGINAL_RECIPIENT");
        cmd
    }

    fn outbox(&self) -> PathBuf {
        self.dir.path().join("outbox")
    }

    /// Mails `body` from `ucc` to `to` through `ingest`; returns the mails it queued (and
    /// takes them from the outbox).
    fn ingest(&mut self, to: &str, subject: &str, body: &str) -> Vec<Mail> {
        self.sent += 1;
        let raw = format!(
            "From: {ADDRESS}\r\nTo: {to}\r\nSubject: {subject}\r\n\
             Message-ID: <{}-{}@arena.invalid>\r\n\
             MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{}\r\n",
            std::process::id(),
            self.sent,
            body.trim_end().replace('\n', "\r\n")
        );
        let mut child = self
            .command()
            .arg("ingest")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("run ingest");
        {
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("piped");
            stdin.write_all(raw.as_bytes()).expect("write the mail");
        }
        let out = child.wait_with_output().expect("ingest ends");
        assert!(
            out.status.success(),
            "ingest of {subject:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        self.take_mails()
    }

    fn take_mails(&self) -> Vec<Mail> {
        let Ok(entries) = std::fs::read_dir(self.outbox()) else {
            return Vec::new();
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "eml"))
            .collect();
        files.sort();
        files
            .iter()
            .map(|path| {
                let raw = std::fs::read(path).expect("read a mail");
                std::fs::remove_file(path).expect("take a mail");
                read_mail(&raw)
            })
            .collect()
    }

    /// The one mail an answer is: to `ucc` (the robot is never mailed).
    fn only(mails: Vec<Mail>) -> Mail {
        let subjects = Server::subjects(&mails);
        let mut mails = mails.into_iter();
        match (mails.next(), mails.next()) {
            (Some(m), None) if m.to.contains(ADDRESS) && !m.subject.contains("error") => m,
            _ => panic!("not one answer to ucc: {subjects}"),
        }
    }

    fn subjects(mails: &[Mail]) -> String {
        let list: Vec<&str> = mails.iter().map(|m| m.subject.as_str()).collect();
        format!("{list:?}")
    }
}

/// The reply address of a key, as the server's `Reply-To` names it.
fn reply_address(key: &str) -> String {
    format!("stratego+{key}@arena.invalid")
}

fn read_mail(raw: &[u8]) -> Mail {
    let mail = mailparse::parse_mail(raw).expect("a mail the server wrote parses");
    let header = |name: &str| mail.headers.get_first_value(name).unwrap_or_default();
    let key = header("Reply-To")
        .split_once("stratego+")
        .and_then(|(_, rest)| rest.split('@').next())
        .map(str::to_string);
    Mail {
        to: header("To"),
        subject: header("Subject"),
        key,
        text: text_of(&mail)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// The `text/plain` part of a mail (the whole body of a plain one).
fn text_of(mail: &ParsedMail<'_>) -> String {
    if mail.subparts.is_empty() {
        return mail.get_body().unwrap_or_default();
    }
    mail.subparts
        .iter()
        .find(|p| p.ctype.mimetype == "text/plain")
        .map(|p| p.get_body().unwrap_or_default())
        .unwrap_or_default()
}

/// CPU time (user and system) of the children this process has waited for, in nanoseconds:
/// the difference around one `ingest` is what that mail cost the machine.
fn children_cpu_ns() -> u64 {
    // SAFETY: rusage is plain integers, for which all zero bytes are a value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage writes one rusage, which `usage` is.
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    let ns = |t: libc::timeval| t.tv_sec as u64 * 1_000_000_000 + t.tv_usec as u64 * 1_000;
    ns(usage.ru_utime) + ns(usage.ru_stime)
}
