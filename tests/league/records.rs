//! StraDoS2 records: `import` replays Gravon's records through the rules and stores them as
//! finished games; `export --format strados2` writes a game back; bad records are refused
//! with the file named, and nothing of them is stored.

use std::path::{Path, PathBuf};

use rusqlite::Connection;
use serde_json::Value;
use stratego_pbem::strados2;

use crate::game::driver::{Match, PBMSERV_ARMY};
use crate::game::whole::CLASSIC_BLUE;
use crate::support::server::{Env, addr};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(name)
}

const CLASSIC: &str = "strados2/classic-2014.10-1.xml";

/// Runs `import` on `files`: (exit code, stdout, stderr).
fn import(env: &Env, files: &[&Path]) -> (Option<i32>, String, String) {
    let out = env.cmd().arg("import").args(files).output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn export_json(env: &Env, id: i64) -> Value {
    serde_json::from_str(&env.admin(&["export", &id.to_string()])).unwrap()
}

/// Row counts of the tables an import writes.
fn counts(db: &Path) -> [i64; 3] {
    let conn = Connection::open(db).unwrap();
    ["users", "games", "moves"].map(|t| {
        conn.query_row(&format!("SELECT count(*) FROM {t}"), [], |r| r.get(0))
            .unwrap()
    })
}

#[test]
fn a_gravon_record_imports_and_exports_unchanged() {
    let env = Env::new();
    let path = fixture(CLASSIC);
    let (code, out, err) = import(&env, &[&path]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.trim_end().ends_with(
            "classic-2014.10-1.xml: game 1 (classic, 511 plies, Blue wins: Red resigned; \
             3-moves rule): Player 1 against Player 2"
        ),
        "{out}"
    );
    let json = export_json(&env, 1);
    assert_eq!(json["status"], "over");
    assert_eq!(json["variant"], "classic");
    assert_eq!(json["red"], "gravon.Player_1");
    assert_eq!(json["options"]["twosquare"], 3);
    assert_eq!(json["moves"].as_array().unwrap().len(), 511);
    assert_eq!(
        json["result"],
        serde_json::json!({"winner": "blue", "reason": "resign"})
    );

    // Round trip: the same field, moves, players and result.
    let original = strados2::parse(&std::fs::read(&path).unwrap()).unwrap();
    let xml = env.admin(&["export", "1", "--format", "strados2"]);
    let exported = strados2::parse(xml.as_bytes()).expect("our export reads back");
    assert_eq!(exported, original);

    // The same file again is refused, naming its game.
    let (code, _, err) = import(&env, &[&path]);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("this record was imported already, as game 1"),
        "{err}"
    );

    // A player can study it by mail.
    env.register("carol", "pw-c");
    env.take_mails();
    env.mail(&addr("carol"), "stratego history 1", "");
    env.mail(&addr("carol"), "stratego show 1", "");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 2, "{mails:#?}");
    assert!(mails[0].body.contains("511"), "{}", mails[0].body);
    assert_eq!(mails[1].subject, "Stratego: board of game 1");
    env.admin(&["show", "1"]);
    // Imported games are not rated.
    assert_eq!(env.admin(&["standings", "--json"]).trim(), "[]");
}

#[test]
fn barrage_and_duel_records_import_and_export_unchanged() {
    let env = Env::new();
    for (n, (file, kind)) in [
        ("strados2/barrage-2014.10-10.xml", "barrage"),
        ("strados2/duell-2014.10-476.xml", "duel"),
    ]
    .into_iter()
    .enumerate()
    {
        let path = fixture(file);
        let (code, out, err) = import(&env, &[&path]);
        assert_eq!(code, Some(0), "{file}: {err}");
        let id = n as i64 + 1;
        assert!(out.contains(&format!("game {id} ({kind}, ")), "{out}");
        let json = export_json(&env, id);
        assert_eq!(json["variant"], kind);
        assert_eq!(json["status"], "over");
        assert_eq!(json["result"]["reason"], "flag", "{}", json["result"]);
        let original = strados2::parse(&std::fs::read(&path).unwrap()).unwrap();
        let id = id.to_string();
        let xml = env.admin(&["export", &id, "--format", "strados2"]);
        let exported = strados2::parse(xml.as_bytes()).expect("our export reads back");
        assert_eq!(exported, original, "{file}");
    }
}

#[test]
fn a_game_played_by_mail_exports_and_imports_back_the_same() {
    let mut m = Match::start(&[], PBMSERV_ARMY, CLASSIC_BLUE, false);
    for mv in [
        "a4-a6", "a7-a6", "e4-e5", "a6-a5", "e5-e6", "j7-j6", "e6-e7", "j6-j5",
    ] {
        m.play(mv);
    }
    m.act(stratego_rules::Color::Blue, "resign");
    let xml = m.env.admin(&["export", "1", "--format", "strados2"]);
    assert!(xml.contains("<player id=\"1\">alice</player>"), "{xml}");
    assert!(xml.contains("<result type=\"3\" winner=\"1\"/>"), "{xml}");
    let file = m.env.dir.path().join("game1.xml");
    std::fs::write(&file, &xml).unwrap();
    let (code, out, err) = import(&m.env, &[&file]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("game 2 (classic, 8 plies"), "{out}");
    let (mut a, mut b) = (export_json(&m.env, 1), export_json(&m.env, 2));
    for key in ["moves", "position", "result", "ply", "options"] {
        assert_eq!(a[key], b[key], "{key}");
    }
    a["game"] = Value::Null;
    b["game"] = Value::Null;
    assert_ne!(
        a["red"], b["red"],
        "the import's players are its own accounts"
    );
}

#[test]
fn kinds_without_a_strados2_form_are_refused_on_export() {
    let env = Env::new();
    super::started_game(&env); // a small game
    let out = env
        .cmd()
        .args(["export", "1", "--format", "strados2"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("game 1 is a small game, which has no StraDoS2 form"),
        "{err}"
    );
    let out = env
        .cmd()
        .args(["export", "1", "--format", "pgn"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn hostile_records_are_refused_naming_the_file_and_nothing_is_stored() {
    let env = Env::new();
    let good = fixture(CLASSIC);
    assert_eq!(import(&env, &[&good]).0, Some(0));
    let before = counts(&env.db);
    let dir = fixture("hostile/strados2");
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "expected"))
        .collect();
    names.sort();
    assert!(names.len() >= 12, "found {} hostile records", names.len());
    for expected in names {
        let want = std::fs::read_to_string(&expected).unwrap();
        let generated = expected.with_extension("gen");
        let file = if generated.exists() {
            // `size: N`: the classic record padded with spaces to N bytes.
            let n: usize = std::fs::read_to_string(&generated).unwrap()["size:".len()..]
                .trim()
                .parse()
                .unwrap();
            let mut bytes = std::fs::read(&good).unwrap();
            bytes.resize(n, b' ');
            let file = env
                .dir
                .path()
                .join(generated.file_stem().unwrap())
                .with_extension("xml");
            std::fs::write(&file, bytes).unwrap();
            file
        } else {
            expected.with_extension("xml")
        };
        let (code, out, err) = import(&env, &[&file]);
        let name = file.file_name().unwrap().to_string_lossy();
        assert_eq!(code, Some(1), "{name}: {out}{err}");
        assert!(
            err.contains(&format!("{name}: not imported: ")) && err.contains(want.trim()),
            "{name}: expected {:?} in {err}",
            want.trim()
        );
        assert!(!err.contains("panicked"), "{err}");
        assert_eq!(counts(&env.db), before, "{name} stored something");
    }
}

#[test]
fn one_bad_file_does_not_stop_the_others() {
    let env = Env::new();
    let bad = fixture("hostile/strados2/move_illegal.xml");
    let (code, out, err) = import(&env, &[&bad, &fixture(CLASSIC)]);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("move_illegal.xml: not imported: ply 4 (D7-D5) is illegal"),
        "{err}"
    );
    assert!(err.contains("1 of 2 files not imported"), "{err}");
    assert!(out.contains("classic-2014.10-1.xml: game 1 "), "{out}");
}
