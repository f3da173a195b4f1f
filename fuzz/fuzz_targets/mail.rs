//! The whole mail path: raw bytes → `inbound::parse` → `ignore_reason` → `Command::parse`
//! of the command found → `Server::handle_mail` on an in-memory database holding two
//! players in a started game (1) and a game in setup (2), so that commands reach the
//! handlers.
//!
//! Setting the database up costs far more than a mail, so one database serves 500 inputs
//! (they may change it: later mails meet new users and moved pieces) and is then made
//! afresh. Each mail is handed over twice: as it is, and with a `Message-ID` header of our
//! own in front, so that the mutations of one seed are not all refused as duplicates. Checks: nothing panics, our side never fails (a `StoreError` would make the MTA
//! retry a hostile mail for days), and every queued reply builds into a mail with exactly
//! one To, no Bcc, a one-line Subject and no password of the players.

#![no_main]

use std::cell::RefCell;
use std::path::PathBuf;
use std::time::Duration;

use libfuzzer_sys::fuzz_target;
use stratego_pbem::inbound;
use stratego_pbem::outbound::{self, OutMail, Transport};
use stratego_pbem::server::{Config, Envelope, Handled, Server};
use stratego_pbem::store::{PasswordCost, Store};
use stratego_pbem::syntax::Command;

const NOW: i64 = 1_795_176_000;
const ALICE_PW: &str = "Alice-Secret-71";
const BOB_PW: &str = "Bob-Hidden-93";
const ARMY: &str = "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9\n";

fn server() -> Server {
    let config = Config {
        db: PathBuf::from(":memory:"),
        transport: Transport::File(PathBuf::from("/nonexistent")),
        smtp_secret: None,
        ca_file: None,
        from: "stratego@pbem.example".into(),
        password_cost: PasswordCost::TEST,
        busy_timeout: Duration::from_secs(1),
        name: Config::DEFAULT_NAME.into(),
        recipient_delimiter: Config::DEFAULT_DELIMITER.into(),
        reply_limit: Config::DEFAULT_REPLY_LIMIT,
        stranger_reply_limit: Config::DEFAULT_STRANGER_REPLY_LIMIT,
        limits: Default::default(),
        robot_name: stratego_pbem::robot::DEFAULT_NAME.into(),
        web_url: None,
        moderators: Vec::new(),
        language: Default::default(),
    };
    let mut server = Server {
        store: Store::open_in_memory().expect("in-memory store"),
        config,
    };
    let setup = [
        (
            "alice@example.org",
            format!("stratego register alice {ALICE_PW}"),
            "",
        ),
        (
            "bob@example.org",
            format!("stratego register bob {BOB_PW}"),
            "",
        ),
        (
            "alice@example.org",
            "stratego challenge alice bob".into(),
            "",
        ),
        (
            "alice@example.org",
            format!("stratego deploy 1 alice {ALICE_PW}"),
            ARMY,
        ),
        (
            "bob@example.org",
            format!("stratego deploy 1 bob {BOB_PW}"),
            ARMY,
        ),
        (
            "bob@example.org",
            "stratego challenge bob alice -small".into(),
            "",
        ),
    ];
    for (from, line, body) in setup {
        let handled = server.run_command(from, &line, body, NOW).expect("setup");
        assert!(
            matches!(handled, Handled::Applied(_)),
            "{line}: {handled:?}"
        );
    }
    server
}

thread_local! {
    static SERVER: RefCell<(Server, u64)> = RefCell::new((server(), 0));
}

fuzz_target!(|data: &[u8]| {
    SERVER.with_borrow_mut(|(server, n)| {
        *n += 1;
        if *n % 500 == 0 {
            *server = self::server();
        }
        handle(server, data);
        let mut fresh = format!("Message-ID: <fuzz-{n}@fuzz.example>\n").into_bytes();
        fresh.extend_from_slice(data);
        handle(server, &fresh);
        // As a plain reply of alice's to her reply address for game 1: the key's path and the
        // reading of a reply's first line.
        let key = server
            .store
            .write(|tx| tx.live_reply_key("alice", 1, NOW))
            .expect("alice's reply key");
        let envelope = Envelope {
            sender: Some("alice@example.org".into()),
            recipient: Some(format!("stratego+{key}@pbem.example")),
        };
        let mut reply =
            format!("From: alice@example.org\nMessage-ID: <fuzz-r{n}@fuzz.example>\n").into_bytes();
        reply.extend_from_slice(data);
        handle_with(server, &reply, &envelope);
    });
});

fn handle(server: &mut Server, data: &[u8]) {
    handle_with(server, data, &Envelope::default());
}

fn handle_with(server: &mut Server, data: &[u8], envelope: &Envelope) {
    // The parts alone, as `handle_mail` calls them, so a crash names its stage.
    if let Ok(mail) = inbound::parse(data, data.len() as u64) {
        let _ = inbound::ignore_reason(&mail, None);
        if let Some(line) = &mail.command {
            let _ = Command::parse(line).map_err(|e| e.to_string());
        }
        let _ = inbound::fresh_text(&mail.body);
    }

    let handled = server.handle_mail(data, data.len() as u64, envelope, NOW);
    let handled = handled.unwrap_or_else(|e| panic!("our side failed on input: {e}"));
    assert!(!handled.is_empty(), "every mail has an outcome");
    handled.iter().for_each(|h| drop(h.describe()));
    let due = server.store.read(|r| r.due_mail(NOW, 1000)).expect("read");
    for row in &due {
        assert!(
            !row.subject.contains(['\r', '\n']),
            "subject {:?}",
            row.subject
        );
        let out = OutMail::from(row);
        let message = outbound::build(&out, &server.config.from)
            .unwrap_or_else(|e| panic!("reply to {:?} does not build: {e:?}", row.to_addr));
        let bytes = message.formatted();
        let head_end = bytes
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .expect("a header block");
        let head = String::from_utf8_lossy(&bytes[..head_end]);
        let names: Vec<String> = head
            .split("\r\n")
            .filter(|l| !l.starts_with([' ', '\t']))
            .filter_map(|l| l.split_once(':'))
            .map(|(name, _)| name.to_ascii_lowercase())
            .collect();
        assert_eq!(names.iter().filter(|n| *n == "to").count(), 1, "{head}");
        assert_eq!(
            names.iter().filter(|n| *n == "subject").count(),
            1,
            "{head}"
        );
        for forbidden in ["bcc", "cc"] {
            assert!(!names.iter().any(|n| n == forbidden), "{head}");
        }
        for pw in [ALICE_PW, BOB_PW] {
            assert!(!head.contains(pw), "password in headers: {head}");
        }
        // Checked: out of the way of the next mail's check.
        server
            .store
            .write(|tx| tx.mark_sent(row.id, NOW))
            .expect("mark sent");
    }
}
