//! What every mail the server sends must carry (SPEC 6, outgoing mail): From, Date,
//! Message-ID, Auto-Submitted, one thread per game and recipient, short ASCII lines.

use std::collections::{BTreeMap, BTreeSet};

use crate::support::server::Sent;

/// The first Message-ID of a header value like `<a@b> <c@d>`.
fn ids(value: &str) -> Vec<String> {
    value.split_whitespace().map(str::to_string).collect()
}

/// Whether a mail belongs to the thread of game `id` for its recipient.
pub fn is_game_mail(m: &Sent, id: i64) -> bool {
    m.subject.starts_with(&format!("Stratego game {id}:"))
        || m.subject == format!("Stratego: watching game {id}")
        || m.subject
            .starts_with(&format!("Stratego: board of game {id} as "))
}

/// A relayed comment line (`  | ...`) may be any text; everything else is ours.
fn is_comment(line: &str) -> bool {
    line.starts_with("  | ")
}

/// Checks the headers of every mail and the threads of game `id`'s mails.
pub fn check(log: &[Sent], id: i64) {
    assert!(!log.is_empty());
    let mut seen = BTreeSet::new();
    for m in log {
        let ctx = || format!("{} to {}", m.subject, m.to);
        assert_eq!(
            m.header("From"),
            "Stratego <stratego@pbem.example>",
            "{}",
            ctx()
        );
        assert_eq!(m.header("X-Loop"), "stratego@pbem.example", "{}", ctx());
        assert_eq!(m.header("Auto-Submitted"), "auto-replied", "{}", ctx());
        let date = mailparse::dateparse(m.header("Date"))
            .unwrap_or_else(|e| panic!("Date of {}: {e}", ctx()));
        assert!(date > 1_700_000_000, "{}", ctx());
        let id_header = m.header("Message-ID");
        assert!(
            id_header.starts_with('<') && id_header.ends_with('>') && id_header.contains('@'),
            "Message-ID {id_header:?} of {}",
            ctx()
        );
        assert!(
            seen.insert(id_header.to_string()),
            "Message-ID used twice: {id_header}"
        );
        assert!(m.subject.is_ascii(), "{}", ctx());
    }

    let mut roots: BTreeMap<&str, String> = BTreeMap::new();
    let mut bad_lines = BTreeSet::new();
    for m in log.iter().filter(|m| is_game_mail(m, id)) {
        let ctx = || format!("{} to {}", m.subject, m.to);
        match roots.get(m.to.as_str()) {
            None => {
                // The first mail of the game to this recipient starts the thread; when it
                // answers the recipient's own mail (the challenge) it is In-Reply-To that.
                let parent = m.header("In-Reply-To");
                assert!(
                    parent.is_empty() || !parent.ends_with("@pbem.example>"),
                    "In-Reply-To {parent} of {}",
                    ctx()
                );
                roots.insert(&m.to, m.header("Message-ID").to_string());
            }
            Some(root) => {
                // In the thread of the game: In-Reply-To the root, or the recipient's own
                // mail that this one answers (then the last of References).
                let refs = ids(m.header("References"));
                assert_eq!(refs.first(), Some(root), "{}", ctx());
                let parent = m.header("In-Reply-To");
                assert!(
                    parent == root || refs.last().is_some_and(|last| last == parent),
                    "In-Reply-To {parent} of {}",
                    ctx()
                );
            }
        }
        for line in m.body.lines().filter(|l| !is_comment(l)) {
            if !line.is_ascii() || line.len() > 72 {
                bad_lines.insert(format!("{} chars in {}: {line:?}", line.len(), ctx()));
            }
        }
    }
    assert!(
        bad_lines.is_empty(),
        "lines not ASCII or over 72 characters:\n{}",
        bad_lines.into_iter().collect::<Vec<_>>().join("\n")
    );
    assert!(roots.len() >= 2, "threads: {roots:?}");
}
