//! The pairing engine (issue 77): the Dutch system against the fixtures of
//! `fixtures/pairing/` (hand-reasoned rounds, and rounds bbpPairings paired), TRF records
//! read and written back, the `pair --dutch` command's output and exit codes, and the
//! absolute criteria over random tournaments.

mod properties;

use std::path::{Path, PathBuf};

use stratego_pbem::league::pairing::{Pairings, dutch, trf};

/// The round as `pair --dutch` prints it (bbpPairings' and JaVaFo's format).
pub fn render(pairings: &Pairings) -> String {
    let mut out = format!(
        "{}\n",
        pairings.boards.len() + usize::from(pairings.bye.is_some())
    );
    for (white, black) in &pairings.boards {
        out.push_str(&format!("{white} {black}\n"));
    }
    if let Some(bye) = pairings.bye {
        out.push_str(&format!("{bye} 0\n"));
    }
    out
}

fn fixtures(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/pairing")
        .join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    files
}

fn check_fixtures(dir: &str) -> usize {
    let files = fixtures(dir);
    let mut wrong = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let expected = std::fs::read_to_string(file.with_extension("expected")).unwrap();
        let tournament = trf::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let got = dutch::pair(&tournament)
            .map(|p| render(&p))
            .unwrap_or_else(|e| format!("error: {e}\n"));
        if got != expected {
            wrong.push(format!(
                "{}:\nexpected\n{expected}got\n{got}",
                file.display()
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    files.len()
}

#[test]
fn hand_reasoned_rounds() {
    assert!(check_fixtures("hand") >= 5);
}

#[test]
fn rounds_bbppairings_paired() {
    assert!(check_fixtures("generated") >= 40);
}

#[test]
fn trf_round_trip() {
    for dir in ["hand", "generated"] {
        for file in fixtures(dir) {
            let text = std::fs::read_to_string(&file).unwrap();
            let tournament = trf::parse(&text).unwrap();
            let again = trf::parse(&trf::write(&tournament)).unwrap();
            assert_eq!(again, tournament, "{}", file.display());
            // Written twice, the same text.
            assert_eq!(trf::write(&again), trf::write(&tournament));
        }
    }
}

#[test]
fn trf_errors_name_the_line() {
    let good = "012 T\nXXR 3\n001    1      A                                 2000                             1.0    1     2 w 1\n001    2      B                                 1990                             0.0    2     1 b 0\n";
    assert!(trf::parse(good).is_ok());
    let bad_result = good.replace("2 w 1", "2 w 7");
    let e = trf::parse(&bad_result).unwrap_err();
    assert_eq!(e.to_string(), "line 3: round 1: '7' is not a result code");
    let unknown = good.replace("1 b 0", "9 b 0");
    let e = trf::parse(&unknown).unwrap_err();
    assert!(e.to_string().starts_with("line 4: "), "{e}");
    let bad_number = good.replace("001    2 ", "001    x ");
    let e = trf::parse(&bad_number).unwrap_err();
    assert!(e.to_string().starts_with("line 4: columns 5-8"), "{e}");
    assert!(trf::parse("012 nobody\n").is_err());
}

fn pair_cmd(trf_text: &str) -> std::process::Output {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("t.trf");
    std::fs::write(&file, trf_text).unwrap();
    std::process::Command::new(assert_cmd::cargo::cargo_bin!("stratego-pbem"))
        .args(["pair", "--dutch"])
        .arg(&file)
        .output()
        .unwrap()
}

#[test]
fn pair_command_prints_the_round() {
    let file = &fixtures("hand")[0];
    let out = pair_cmd(&std::fs::read_to_string(file).unwrap());
    assert_eq!(out.status.code(), Some(0));
    let expected = std::fs::read_to_string(file.with_extension("expected")).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
}

#[test]
fn pair_command_exit_codes() {
    // A broken record: 65, the line named.
    let out = pair_cmd("012 T\n001    1      A   2000 x\n001    x\n");
    assert_eq!(out.status.code(), Some(65));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 3"));
    // Two players who have met, a round to go: no pairing, 1.
    let met = "012 T\nXXR 3\n001    1      A                                 2000                             1.0    1     2 w 1\n001    2      B                                 1990                             0.0    2     1 b 0\n";
    let out = pair_cmd(met);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("absolute criteria"));
}
