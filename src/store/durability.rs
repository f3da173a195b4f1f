//! Durability: when the commits of a [`Store`] reach the disk (docs/RELIABILITY.md,
//! "Durability"). Commits go to the WAL at `synchronous=NORMAL`, which survives a crash of
//! the process; [`Store::sync`] makes them survive a power cut, once for all of them, where
//! the caller owes it (before replies leave, before exit 0, before a Maildir mail moves).

use std::path::Path;

use super::{Store, StoreError};

impl Store {
    /// Makes every commit so far durable: one `fdatasync` of the WAL, if anything was
    /// committed since the last sync. This is what `synchronous=FULL` would do at each commit,
    /// done once for all of them.
    ///
    /// # Errors
    /// [`StoreError::Internal`] when the sync fails; the commits may then be lost to a power
    /// cut, so the caller must not report them as done (an `ingest` exits 75).
    pub fn sync(&mut self) -> Result<(), StoreError> {
        if !self.unsynced {
            return Ok(());
        }
        self.sync_wal()
    }

    /// Makes every commit in the WAL durable, other processes' too (their replies can be due
    /// for this one to deliver): one `fdatasync` of the WAL, always.
    ///
    /// # Errors
    /// As [`Store::sync`].
    pub fn sync_wal(&mut self) -> Result<(), StoreError> {
        if let Some(db) = &self.file {
            sync_wal(db).map_err(|e| {
                StoreError::Internal(format!("cannot sync the WAL of {}: {e}", db.display()))
            })?;
        }
        self.unsynced = false;
        Ok(())
    }

    /// Records that the whole file system of the database was synced after the last commit
    /// (the file outbox's `syncfs`, when it shares the database's file system), which made
    /// the WAL durable too.
    pub fn synced_by_file_system(&mut self) {
        self.unsynced = false;
    }
}

/// Turns off SQLite's memory statistics for this process, so that SQLite takes no mutex
/// around each allocation: 3,860 lock pairs in one move mail, 6.6 % of its instructions
/// (callgrind: 5,244,098 to 4,896,805; the floor 1,736,852 to 1,699,459). Nothing here
/// reads the statistics. Call it first thing in `main`, before any database is opened and
/// while no other thread uses SQLite (SQLite's rule for `sqlite3_config`); called later,
/// SQLite refuses it and nothing changes.
pub fn skip_memory_statistics() {
    // SAFETY: SQLITE_CONFIG_MEMSTATUS takes one int argument. sqlite3_config returns
    // SQLITE_MISUSE without changing anything once SQLite is initialized; the caller keeps to
    // the rule that no other thread is using SQLite meanwhile.
    let _ = unsafe {
        rusqlite::ffi::sqlite3_config(
            rusqlite::ffi::SQLITE_CONFIG_MEMSTATUS,
            0 as std::os::raw::c_int,
        )
    };
}

impl Drop for Store {
    /// A process that ends without [`Store::sync`] (a command that wrote, then returned
    /// early) still syncs what it committed; nobody is left to tell of a failure but the log.
    /// Then a WAL grown past the checkpoint size is emptied (`Store::empty_large_wal`).
    fn drop(&mut self) {
        if let Err(e) = self.sync() {
            eprintln!("stratego-pbem: {e}");
            return;
        }
        self.empty_large_wal();
    }
}

/// A WAL frame of a 4 KiB page: the page and its 24-byte header.
const FRAME_BYTES: u64 = 4096 + 24;

impl Store {
    /// Copies the WAL into the database file and cuts it to nothing (a `TRUNCATE`
    /// checkpoint) when it holds more than [`WAL_CHECKPOINT_PAGES`] pages.
    ///
    /// SQLite's own checkpoint (`wal_autocheckpoint`) copies the WAL into the database file
    /// but starts the WAL over only at the next write of the same connection: its record of
    /// what was copied lives in the `-shm` index, which the last connection to close throws
    /// away. With one process per mail (pipe mode) no connection ever wrote again, so the WAL
    /// was never started over: it grew by every mail (24 MB after 240 of the benchmark's
    /// mails), every process read it all back when it opened the database and copied it all
    /// into the database file again at its commit (300 and more pages a mail, growing). Here
    /// the last step is done when a connection closes, where its size says it is due: the
    /// copy is done (or nearly) and the WAL is cut, about once every 30 mails. A long-lived
    /// process starts its WAL over by itself and gets here at its end.
    ///
    /// Never waits long for other connections (100 ms), and never fails: a WAL still read by
    /// another process is left for the next one to close.
    fn empty_large_wal(&mut self) {
        let Some(db) = &self.file else { return };
        let large = std::fs::metadata(wal_of(db))
            .is_ok_and(|m| m.len() > super::WAL_CHECKPOINT_PAGES as u64 * FRAME_BYTES);
        if !large {
            return;
        }
        let _ = self
            .conn
            .busy_timeout(std::time::Duration::from_millis(100));
        let done = self
            .conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| {
                r.get::<_, i64>(0)
            });
        if let Err(e) = done {
            eprintln!("stratego-pbem: the WAL stays large for now: {e}");
        }
    }
}

/// The WAL file beside the database file `db`.
fn wal_of(db: &Path) -> std::ffi::OsString {
    let mut wal = db.as_os_str().to_owned();
    wal.push("-wal");
    wal
}

/// `fdatasync` of the WAL of the database file `db`. A WAL that is not there was
/// checkpointed into the database file and deleted by another program (the `sqlite3` shell
/// checkpoints when it closes), so the commits are in the database file: that is synced.
fn sync_wal(db: &Path) -> std::io::Result<()> {
    match std::fs::File::open(wal_of(db)) {
        Ok(f) => f.sync_data(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => std::fs::File::open(db)?.sync_data(),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use rusqlite::Connection;

    use super::*;

    #[test]
    fn a_sync_is_owed_after_each_commit_except_a_lazy_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.db");
        let mut store = Store::open(&path).unwrap();
        assert!(store.unsynced, "the new schema is owed a sync");
        store.sync().unwrap();
        assert!(!store.unsynced);
        store
            .write(|tx| tx.create_user("carol", "c@example.org", "$argon2id$x", 1))
            .unwrap();
        assert!(store.unsynced);
        store.sync().unwrap();
        store
            .write_lazy(|tx| tx.create_user("dave", "d@example.org", "$argon2id$x", 1))
            .unwrap();
        assert!(!store.unsynced, "a lazy commit owes no sync of its own");
        drop(store);
        // The WAL stays beside the database after the last connection closed, and holds the
        // commits; a reopened store owes nothing and sees them.
        let wal = wal_of(&path);
        assert!(std::fs::metadata(&wal).unwrap().len() > 0);
        let mut store = Store::open(&path).unwrap();
        assert!(!store.unsynced);
        assert_eq!(store.read(|r| r.user("dave")).unwrap().userid, "dave");
        // Another program checkpointed and deleted the WAL: the sync falls back to the file.
        drop(store);
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
            .unwrap();
        drop(conn);
        let mut store = Store::open(&path).unwrap();
        std::fs::remove_file(&wal).ok();
        store.unsynced = true;
        store.sync().unwrap();
    }

    /// One connection per "mail", as in pipe mode: the WAL grows to the checkpoint size, then
    /// the connection that finds it past it empties it, and it never grows much further.
    #[test]
    fn short_lived_connections_keep_the_wal_near_the_checkpoint_size() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.db");
        let wal = wal_of(&path);
        let (mut largest, mut emptied) = (0, 0);
        let mut last = 0;
        for i in 0..80 {
            let store = Store::open(&path).unwrap();
            store
                .conn
                .execute_batch("CREATE TABLE IF NOT EXISTS pad (x BLOB)")
                .unwrap();
            // About 30 pages, as a mail writes.
            store
                .conn
                .execute_batch(
                    "WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 30)
                     INSERT INTO pad SELECT zeroblob(4000) FROM n",
                )
                .unwrap();
            drop(store);
            let size = std::fs::metadata(&wal).map_or(0, |m| m.len());
            largest = largest.max(size);
            if size < last {
                emptied += 1;
            }
            last = size;
            assert!(
                i < 79 || emptied >= 1,
                "the WAL was never emptied: {size} bytes"
            );
        }
        // At most the checkpoint size and one mail's pages more.
        assert!(
            largest <= (super::super::WAL_CHECKPOINT_PAGES as u64 + 40) * FRAME_BYTES,
            "{largest} bytes"
        );
        let store = Store::open(&path).unwrap();
        let rows: i64 = store
            .conn
            .query_row("SELECT count(*) FROM pad", [], |r| r.get(0))
            .unwrap();
        assert_eq!(rows, 80 * 30, "nothing lost by emptying the WAL");
    }
}
