//! The project stands on its own: no file in it reads or names the development material that
//! sits beside the repository on the developers' machines. A test's data lives in `fixtures/`
//! (with its licence and origin); `.ci/run` runs the test command in a clone with nothing
//! beside it, and this test catches a reference before that clone would.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The files of the project: what git tracks plus what it would add (new, not ignored).
fn project_files(root: &Path) -> Vec<PathBuf> {
    let out = Command::new("git")
        .args([
            "ls-files",
            "-z",
            "--cached",
            "--others",
            "--exclude-standard",
        ])
        .current_dir(root)
        .output();
    match out {
        Ok(out) if out.status.success() => out
            .stdout
            .split(|&b| b == 0)
            .filter(|name| !name.is_empty())
            .map(|name| root.join(String::from_utf8_lossy(name).as_ref()))
            .filter(|path| path.is_file())
            .collect(),
        // Not a git checkout (an unpacked archive): every file but build output.
        _ => {
            let mut files = Vec::new();
            walk(root, &mut files);
            files
        }
    }
}

fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
    const SKIP: [&str; 6] = [".git", "target", ".venv", "outbox", "corpus", "artifacts"];
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        if path.is_dir() {
            if !SKIP.iter().any(|s| name == *s) {
                walk(&path, files);
            }
        } else {
            files.push(path);
        }
    }
}

#[test]
fn no_file_refers_to_the_development_folder_beside_the_repository() {
    let root = root();
    // Built from parts so that this file does not match itself.
    let folder = ["..", "/", "shared"].concat();
    let needles = [
        folder,
        ["shared", "/corpus"].concat(),
        ["shared", "/opponents"].concat(),
        ["shared", "/seeds"].concat(),
    ];
    let files = project_files(&root);
    assert!(
        files.len() > 100,
        "found only {} project files under {}",
        files.len(),
        root.display()
    );
    let mut offenders = Vec::new();
    for path in &files {
        let Ok(bytes) = std::fs::read(path) else {
            continue;
        };
        let text = String::from_utf8_lossy(&bytes);
        for (n, line) in text.lines().enumerate() {
            if needles.iter().any(|needle| line.contains(needle.as_str())) {
                let shown = path.strip_prefix(&root).unwrap_or(path);
                offenders.push(format!("{}:{}: {}", shown.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "the project must not refer to the folder beside it; copy what a test needs into \
         fixtures/ instead:\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_recorded_games_and_their_licence_are_in_the_repository() {
    let dir = root().join("fixtures/ucc2012");
    let games = std::fs::read_dir(&dir)
        .expect("fixtures/ucc2012 exists")
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("round"))
        .count();
    assert_eq!(games, 192, "UCC 2012 games in {}", dir.display());
    let licence = std::fs::read_to_string(dir.join("COPYRIGHT")).expect("the licence is kept");
    assert!(licence.contains("University Computer Club"));
    assert!(
        dir.join("README.md").is_file(),
        "the origin is written down"
    );
}

#[test]
fn the_gravon_records_and_their_licence_are_in_the_repository() {
    let dir = root().join("fixtures/strados2");
    let records = std::fs::read_dir(&dir)
        .expect("fixtures/strados2 exists")
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".xml"))
        .count();
    assert!(records >= 3, "Gravon records in {}", dir.display());
    let licence = std::fs::read_to_string(dir.join("COPYING")).expect("the licence is kept");
    assert!(licence.contains("GNU GENERAL PUBLIC LICENSE"));
    assert!(licence.contains("Version 3"));
    assert!(
        dir.join("README.md").is_file(),
        "the origin is written down"
    );
}
