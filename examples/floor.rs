//! The floor of the mail benchmark (`benches/mail.sh`): the cheapest process that does what
//! every `ingest` must do at least, with nothing else. It reads the mail on stdin, opens the
//! database with the server's settings (no memory statistics, busy timeout, WAL kept at close,
//! `synchronous=NORMAL`, foreign keys, query planner stability), commits one row into a
//! scratch table in a `BEGIN IMMEDIATE` transaction, and makes it durable as the server does
//! before it answers (one `fdatasync` of the WAL), and empties a WAL grown past the
//! checkpoint size as the server does when it closes the database.
//!
//! ```sh
//! floor DB < mail.eml
//! ```

use std::io::Read;
use std::time::Duration;

use rusqlite::config::DbConfig;
use rusqlite::{Connection, TransactionBehavior};

fn main() -> rusqlite::Result<()> {
    let db = std::env::args().nth(1).expect("usage: floor DB < mail.eml");
    let mut mail = Vec::new();
    std::io::stdin()
        .read_to_end(&mut mail)
        .expect("cannot read stdin");
    // As the server does first thing (src/store/mod.rs, skip_memory_statistics).
    // SAFETY: one int argument; no other thread uses SQLite.
    let _ = unsafe {
        rusqlite::ffi::sqlite3_config(
            rusqlite::ffi::SQLITE_CONFIG_MEMSTATUS,
            0 as std::os::raw::c_int,
        )
    };
    let mut conn = Connection::open(&db)?;
    conn.busy_timeout(Duration::from_secs(10))?;
    let _mode: String = conn.pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)?;
    conn.pragma_update(None, "journal_size_limit", 8 << 20)?;
    conn.pragma_update(None, "foreign_keys", true)?;
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG, true)?;
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    tx.execute_batch("CREATE TABLE IF NOT EXISTS bench_floor (bytes INTEGER NOT NULL)")?;
    tx.execute(
        "INSERT INTO bench_floor (bytes) VALUES (?1)",
        [mail.len() as i64],
    )?;
    tx.commit()?;
    let wal = std::fs::File::open(format!("{db}-wal")).expect("cannot open the WAL");
    wal.sync_data().expect("cannot sync the WAL");
    // As the server does when it closes (src/store/durability.rs, empty_large_wal): a WAL
    // past the checkpoint size is copied into the database file and cut.
    if wal.metadata().is_ok_and(|m| m.len() > 1000 * (4096 + 24)) {
        conn.busy_timeout(Duration::from_millis(100))?;
        conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| {
            r.get::<_, i64>(0)
        })?;
    }
    Ok(())
}
