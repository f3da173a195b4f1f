//! The file transport: each mail an `.eml` file in the outbox directory.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use super::{OutMail, SendError, UtcTime};

/// One batch of mails written into the outbox directory: each under a temporary name; then
/// [`Batch::sync`] makes their contents durable with one sync, renames them all, and syncs
/// the directory. A reader never sees half a file, and a power cut never leaves a short file
/// under a final name. A mail counts as delivered only after that.
pub(super) struct Batch<'a> {
    dir: &'a Path,
    /// Whether the directory exists (made at the first mail).
    ready: bool,
    /// The files written: temporary name, final name.
    written: Vec<(PathBuf, PathBuf)>,
}

impl<'a> Batch<'a> {
    pub(super) fn new(dir: &'a Path) -> Batch<'a> {
        Batch {
            dir,
            ready: false,
            written: Vec::new(),
        }
    }

    /// Writes one mail under its temporary name (not yet synced, not yet renamed).
    pub(super) fn write(&mut self, mail: &OutMail, bytes: &[u8]) -> Result<(), SendError> {
        let dir = self.dir;
        if !self.ready {
            fs::create_dir_all(dir).map_err(|e| fail("create the outbox directory", dir, e))?;
            self.ready = true;
        }
        let name = eml_file_name(UtcTime::now(), &mail.to, &mail.message_id);
        let path = dir.join(&name);
        let tmp = dir.join(format!(".{name}.tmp"));
        if let Err(e) = fs::File::create(&tmp).and_then(|mut f| f.write_all(bytes)) {
            let _ = fs::remove_file(&tmp);
            return Err(fail("write", &path, e));
        }
        self.written.push((tmp, path));
        Ok(())
    }

    /// Makes every file written so far durable under its final name: one sync of the
    /// contents (`syncfs` of the outbox's file system on Linux, else an `fsync` of each
    /// file), the renames, then one `fsync` of the directory for the names.
    ///
    /// The contents are synced before the renames because ext4 (delayed allocation) can
    /// otherwise keep a renamed name across a power cut while losing the data: an empty
    /// `.eml` an outbox reader would take for a mail. Two syncs per batch cost far less than
    /// the `fsync` per mail of before (each a journal commit on ext4), which was 3.6x the work
    /// of the mail itself. A failure leaves the batch unmarked, so it is written again.
    pub(super) fn sync(self) -> Result<(), SendError> {
        if self.written.is_empty() {
            return Ok(());
        }
        sync_contents(self.dir, &self.written)
            .map_err(|e| fail("sync the outbox files in", self.dir, e))?;
        for (tmp, path) in &self.written {
            crate::fault::point("eml-before-rename");
            if let Err(e) = fs::rename(tmp, path) {
                let _ = fs::remove_file(tmp);
                return Err(fail("rename", path, e));
            }
        }
        fs::File::open(self.dir)
            .and_then(|d| d.sync_all())
            .map_err(|e| fail("sync the outbox directory", self.dir, e))
    }
}

fn fail(what: &str, path: &Path, e: io::Error) -> SendError {
    SendError::transient(format!("cannot {what} {}: {e}", path.display()))
}

#[cfg(target_os = "linux")]
fn sync_contents(dir: &Path, _files: &[(PathBuf, PathBuf)]) -> io::Result<()> {
    use std::os::fd::AsRawFd;
    let dir = fs::File::open(dir)?;
    // SAFETY: syncfs takes any open file descriptor; `dir` holds it open until it is dropped
    // after the call.
    if unsafe { libc::syncfs(dir.as_raw_fd()) } == 0 {
        Ok(())
    } else {
        Err(io::Error::last_os_error())
    }
}

#[cfg(not(target_os = "linux"))]
fn sync_contents(_dir: &Path, files: &[(PathBuf, PathBuf)]) -> io::Result<()> {
    for (tmp, _) in files {
        fs::File::open(tmp)?.sync_all()?;
    }
    Ok(())
}

/// `20261120-235959-000123-alice_example.org-1a2b3c4d.eml`: UTC time to the microsecond (so
/// names sort by time), the recipient, and a hash of the Message-ID (so two mails never share
/// a name, while a retry of the same mail in the same microsecond replaces its own file).
fn eml_file_name(t: UtcTime, to: &str, message_id: &str) -> String {
    let recipient: String = to
        .chars()
        .map(|c| match c {
            'a'..='z' | 'A'..='Z' | '0'..='9' | '.' | '-' | '+' => c,
            _ => '_',
        })
        .take(64)
        .collect();
    let hash = Sha256::digest(message_id.as_bytes());
    format!(
        "{}-{:06}-{recipient}-{:02x}{:02x}{:02x}{:02x}.eml",
        t.stamp('-'),
        t.micros,
        hash[0],
        hash[1],
        hash[2],
        hash[3]
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    #[test]
    fn eml_file_name_sorts_by_time_and_names_the_recipient() {
        let t = UtcTime::at(
            UNIX_EPOCH + Duration::from_secs(1_795_219_199) + Duration::from_micros(123),
        );
        let name = eml_file_name(t, "Alice <alice@example.org>", "<a@b>");
        assert!(
            name.starts_with("20261120-235959-000123-Alice__alice_example.org_-"),
            "{name}"
        );
        assert!(name.ends_with(".eml"));
        assert_ne!(name, eml_file_name(t, "Alice <alice@example.org>", "<c@b>"));
    }
}
