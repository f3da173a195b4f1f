//! Issue 4's promises about what must not get out: hidden pieces (no mail, error, history
//! or JSON view depends on a hidden enemy identity, [`fog`]), passwords (stored only as
//! Argon2id hashes, nowhere in mail, the database or the program's output; the lockout and
//! the notices to the owner, [`accounts`]), and queued mail (kept and retried on schedule,
//! never sent twice, [`outbox`]). The figures are in `docs/RELIABILITY.md`.

mod accounts;
mod fog;
mod lockout;
mod malformed;
mod outbox;

use std::collections::HashMap;
use std::path::Path;

use rusqlite::{Connection, OpenFlags};

pub use crate::support::rng::Rng;
use crate::support::server::{Env, Sent};

/// The database opened read-only, as an outside observer.
pub fn db(path: &Path) -> Connection {
    Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).expect("open the database")
}

/// Takes the mails in the outbox directory, in the order the server queued them (outbox
/// row id), not in file-name order (which is the time of writing, to the microsecond).
pub fn take_in_queue_order(env: &Env) -> Vec<Sent> {
    let mut mails = env.take_mails();
    let order: HashMap<String, i64> = {
        let conn = db(&env.db);
        let mut stmt = conn
            .prepare("SELECT message_id, id FROM outbox")
            .expect("query the outbox");
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .expect("rows")
            .collect::<Result<_, _>>()
            .expect("rows")
    };
    mails.sort_by_key(|m| {
        *order
            .get(m.header("Message-ID"))
            .unwrap_or_else(|| panic!("{} is not in the outbox", m.header("Message-ID")))
    });
    mails
}
