//! Reading a Maildir (the few lines the `maildir` crate would do): mail waits in `new/`,
//! and is moved to `cur/` with the `S` (seen) flag once handled.

use std::io;
use std::path::{Path, PathBuf};

/// The mails in `dir/new`, sorted by file name (Maildir names begin with the delivery time,
/// so this is about the order of arrival). Dot files are skipped.
///
/// # Errors
/// When `dir/new` cannot be read.
pub fn new_messages(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir.join("new"))? {
        let entry = entry?;
        let name = entry.file_name();
        if name.to_string_lossy().starts_with('.') || !entry.file_type()?.is_file() {
            continue;
        }
        out.push(entry.path());
    }
    out.sort();
    Ok(out)
}

/// Moves a handled mail from `new/` to `cur/`, adding the `:2,S` info (seen). Creates
/// `cur/` if it is missing.
///
/// # Errors
/// When the rename fails.
pub fn mark_seen(dir: &Path, path: &Path) -> io::Result<()> {
    let cur = dir.join("cur");
    std::fs::create_dir_all(&cur)?;
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no file name"))?
        .to_string_lossy()
        .into_owned();
    let target = if name.contains(":2,") {
        name
    } else {
        format!("{name}:2,S")
    };
    std::fs::rename(path, cur.join(target))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_and_moves() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("new")).unwrap();
        for name in ["2.b", "1.a", ".hidden"] {
            std::fs::write(dir.path().join("new").join(name), "x").unwrap();
        }
        let files = new_messages(dir.path()).unwrap();
        let names: Vec<_> = files
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["1.a", "2.b"]);
        mark_seen(dir.path(), &files[0]).unwrap();
        assert!(dir.path().join("cur/1.a:2,S").exists());
        assert_eq!(new_messages(dir.path()).unwrap().len(), 1);
    }
}
