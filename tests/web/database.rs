//! The database under the pages (issue 28): the web server writes nothing to it, and a
//! restore (docs/DEPLOY.md, section 6: a backup copied over the file, its `-wal` and `-shm`
//! removed, the mail path started again) is what the pages show next, not the games of
//! before it.

use std::time::Duration;

use super::{get, red_plays_recorded_move, start_with, two_games};

/// The bytes of the database and its WAL.
fn files(db: &std::path::Path) -> [Vec<u8>; 2] {
    let wal = db.with_extension("db-wal");
    [
        std::fs::read(db).unwrap(),
        std::fs::read(wal).unwrap_or_default(),
    ]
}

#[test]
fn serving_pages_writes_nothing_to_the_database() {
    let (env, _) = two_games();
    let before = files(&env.db);
    let (daemon, address) = start_with(&env, &["--workers", "3"]);
    for ply in 0..=60 {
        assert_eq!(get(&address, &format!("/games/2?ply={ply}")).status, 200);
    }
    for target in ["/", "/standings", "/players/alice", "/games/1", "/games/9"] {
        get(&address, target);
    }
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
    assert!(files(&env.db) == before, "the database or its WAL changed");
}

/// Before: each worker's connection kept reading the `-shm` of the file before the restore
/// (unlinked, still mapped) and showed its games for good, ply 61 of a game restored to
/// ply 60, while the mail path played on from the backup.
#[test]
fn a_restored_database_is_what_the_pages_show() {
    let (env, _) = two_games();
    let backup = env.dir.path().join("backup.db");
    let conn = rusqlite::Connection::open(&env.db).unwrap();
    conn.execute("VACUUM INTO ?1", [backup.to_str().unwrap()])
        .unwrap();
    drop(conn);
    // One more move after the backup: ply 61.
    red_plays_recorded_move(&env, 60);

    let workers = 3;
    let (daemon, address) = start_with(&env, &["--workers", &workers.to_string()]);
    // Every worker has its connection (more requests than workers, at once).
    let readers: Vec<_> = (0..workers * 3)
        .map(|_| {
            let address = address.clone();
            std::thread::spawn(move || get(&address, "/games/2").body)
        })
        .collect();
    for r in readers {
        assert!(r.join().unwrap().contains("Blue (bob) to play move 62."));
    }
    // The restore, as docs/DEPLOY.md says it, the web server left running.
    std::fs::copy(&backup, &env.db).unwrap();
    for suffix in ["db-wal", "db-shm"] {
        let _ = std::fs::remove_file(env.db.with_extension(suffix));
    }
    env.admin(&["send"]);
    std::thread::sleep(Duration::from_millis(50));
    for _ in 0..workers * 4 {
        let page = get(&address, "/games/2");
        assert_eq!(page.status, 200);
        assert!(
            page.body.contains("Red (alice) to play move 61."),
            "the page is of the database before the restore: {}",
            page.body
        );
    }
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}
