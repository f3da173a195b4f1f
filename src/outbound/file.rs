//! The file transport: each mail an `.eml` file in the outbox directory.

use std::fs;
use std::io::{self, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use super::{OutMail, SendError, UtcTime};

/// One batch of mails written into the outbox directory, each without its final name: on
/// Linux an unnamed file (`O_TMPFILE`), else (or when that fails) under a temporary name.
/// [`Batch::sync`] then makes their contents durable with one sync, gives each its final name,
/// and syncs the directory. A reader never sees half a file, and a power cut never leaves a
/// short file under a final name. A mail counts as delivered only after that.
pub(super) struct Batch<'a> {
    dir: &'a Path,
    /// Whether the directory exists (made at the first mail).
    ready: bool,
    /// The files written, each with its final name.
    written: Vec<(Unnamed, PathBuf)>,
    /// How many more unnamed files may be held open (each is a file descriptor until it is
    /// linked): beyond that, temporary names.
    open_budget: usize,
}

/// A file written, not yet under its final name.
enum Unnamed {
    /// An open file with no name at all (`O_TMPFILE`): linked under its final name after the
    /// sync. A crash before that leaves nothing behind (the file system frees it), and it
    /// spares a directory entry made and then renamed for each mail.
    #[cfg(target_os = "linux")]
    Open(fs::File),
    /// A file under a temporary name (`.NAME.tmp`), renamed after the sync.
    Named(PathBuf),
}

impl<'a> Batch<'a> {
    pub(super) fn new(dir: &'a Path) -> Batch<'a> {
        Batch {
            dir,
            ready: false,
            written: Vec::new(),
            open_budget: open_budget(),
        }
    }

    /// Writes one mail without its final name (not yet synced).
    pub(super) fn write(&mut self, mail: &OutMail, bytes: &[u8]) -> Result<(), SendError> {
        let dir = self.dir;
        if !self.ready {
            fs::create_dir_all(dir).map_err(|e| fail("create the outbox directory", dir, e))?;
            self.ready = true;
        }
        let name = eml_file_name(UtcTime::now(), &mail.to, &mail.message_id);
        let path = dir.join(&name);
        #[cfg(target_os = "linux")]
        if self.open_budget > 0
            && let Ok(mut file) = unnamed_file(dir)
        {
            file.write_all(bytes).map_err(|e| fail("write", &path, e))?;
            self.open_budget -= 1;
            self.written.push((Unnamed::Open(file), path));
            return Ok(());
        }
        let tmp = dir.join(format!(".{name}.tmp"));
        if let Err(e) = fs::File::create(&tmp).and_then(|mut f| f.write_all(bytes)) {
            let _ = fs::remove_file(&tmp);
            return Err(fail("write", &path, e));
        }
        self.written.push((Unnamed::Named(tmp), path));
        Ok(())
    }

    /// Makes every file written so far durable under its final name: one sync of the
    /// contents (`syncfs` of the outbox's file system on Linux, else an `fsync` of each
    /// file), the names (links or renames), then one `fsync` of the directory for the names.
    ///
    /// The contents are synced before the names because ext4 (delayed allocation) can
    /// otherwise keep a name across a power cut while losing the data: an empty `.eml` an
    /// outbox reader would take for a mail. Two syncs per batch cost far less than the
    /// `fsync` per mail of before (each a journal commit on ext4), which was 3.6x the work of
    /// the mail itself. `named` hears of each file (by its place among those written) as soon
    /// as it has its final name, so that its reply is marked sent at once: a kill repeats at
    /// most the one file named but not yet marked. It may answer `Break` to stop naming (the
    /// rest are dropped unnamed). A failure leaves the files not yet named unmarked, so they
    /// are written again; it is returned with how many were named before it.
    pub(super) fn sync(
        self,
        mut named: impl FnMut(usize) -> ControlFlow<()>,
    ) -> Result<(), (usize, SendError)> {
        if self.written.is_empty() {
            return Ok(());
        }
        sync_contents(self.dir, &self.written)
            .map_err(|e| (0, fail("sync the outbox files in", self.dir, e)))?;
        let mut stopped = false;
        let mut count = 0;
        for (file, path) in &self.written {
            if stopped {
                if let Unnamed::Named(tmp) = file {
                    let _ = fs::remove_file(tmp);
                }
                continue;
            }
            crate::fault::point("eml-before-rename");
            match file {
                #[cfg(target_os = "linux")]
                Unnamed::Open(f) => link(f, path).map_err(|e| (count, fail("link", path, e)))?,
                Unnamed::Named(tmp) => {
                    if let Err(e) = fs::rename(tmp, path) {
                        let _ = fs::remove_file(tmp);
                        return Err((count, fail("rename", path, e)));
                    }
                }
            }
            stopped = named(count).is_break();
            count += 1;
        }
        fs::File::open(self.dir)
            .and_then(|d| d.sync_all())
            .map_err(|e| (count, fail("sync the outbox directory", self.dir, e)))
    }
}

/// How many unnamed files a batch may hold open: the limit of open files less 64 for the
/// rest of the process (the database, its WAL, the directory). The soft limit is raised to
/// the hard one first (often 1,024 and 524,288), as a batch holds up to
/// `DELIVERY_BATCH` (1,000) files; where it stays low, the rest get temporary names.
#[cfg(target_os = "linux")]
fn open_budget() -> usize {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit read or write the one struct given, which lives across
    // the calls.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return 0;
        }
        if limit.rlim_cur < limit.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: limit.rlim_max,
                rlim_max: limit.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                limit = raised;
            }
        }
    }
    usize::try_from(limit.rlim_cur)
        .unwrap_or(usize::MAX)
        .saturating_sub(64)
}

#[cfg(not(target_os = "linux"))]
fn open_budget() -> usize {
    0
}

/// A new file in `dir` with no name (`O_TMPFILE`), with the permissions `File::create` gives.
#[cfg(target_os = "linux")]
fn unnamed_file(dir: &Path) -> io::Result<fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    fs::OpenOptions::new()
        .write(true)
        .mode(0o666)
        .custom_flags(libc::O_TMPFILE)
        .open(dir)
}

/// Gives the unnamed `file` its name `path` (through `/proc/self/fd`, which needs no
/// privilege where `AT_EMPTY_PATH` may). A file already under that name (the same mail
/// written again in the same microsecond) is replaced, as a rename would.
#[cfg(target_os = "linux")]
fn link(file: &fs::File, path: &Path) -> io::Result<()> {
    use std::ffi::CString;
    use std::os::fd::AsRawFd;
    use std::os::unix::ffi::OsStrExt;
    let from = CString::new(format!("/proc/self/fd/{}", file.as_raw_fd()))?;
    let to = CString::new(path.as_os_str().as_bytes())?;
    // SAFETY: both are NUL-terminated strings that live across the call.
    let linked = unsafe {
        libc::linkat(
            libc::AT_FDCWD,
            from.as_ptr(),
            libc::AT_FDCWD,
            to.as_ptr(),
            libc::AT_SYMLINK_FOLLOW,
        )
    };
    if linked == 0 {
        return Ok(());
    }
    let e = io::Error::last_os_error();
    if e.kind() != io::ErrorKind::AlreadyExists {
        return Err(e);
    }
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = PathBuf::from(tmp);
    let _ = fs::remove_file(&tmp);
    link(file, &tmp)?;
    fs::rename(&tmp, path)
}

fn fail(what: &str, path: &Path, e: io::Error) -> SendError {
    SendError::transient(format!("cannot {what} {}: {e}", path.display()))
}

#[cfg(target_os = "linux")]
fn sync_contents(dir: &Path, _files: &[(Unnamed, PathBuf)]) -> io::Result<()> {
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
fn sync_contents(_dir: &Path, files: &[(Unnamed, PathBuf)]) -> io::Result<()> {
    for (file, _) in files {
        match file {
            Unnamed::Named(tmp) => fs::File::open(tmp)?.sync_all()?,
        }
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
        "{}-{:06}-{recipient}-{}.eml",
        t.stamp('-'),
        t.micros,
        crate::hex::hex(&hash[..4])
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    fn mail(n: u32) -> OutMail {
        OutMail {
            to: format!("player{n}@example.org"),
            subject: "s".into(),
            body: "b".into(),
            html: None,
            message_id: format!("<{n}@x>"),
            in_reply_to: None,
            references: vec![],
            reply_to: None,
            extra: None,
        }
    }

    /// The names in `dir` and what each file holds, sorted by content.
    fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
        let mut files: Vec<_> = fs::read_dir(dir)
            .unwrap()
            .map(|e| {
                let e = e.unwrap();
                (
                    e.file_name().to_string_lossy().into_owned(),
                    fs::read(e.path()).unwrap(),
                )
            })
            .collect();
        files.sort_by(|a, b| a.1.cmp(&b.1));
        files
    }

    #[test]
    fn a_batch_leaves_each_mail_whole_under_its_final_name_and_nothing_else() {
        // Unnamed files where the limit of open files allows, temporary names beyond it.
        for budget in [usize::MAX, 1, 0] {
            let dir = tempfile::tempdir().unwrap();
            let outbox = dir.path().join("outbox");
            let mut batch = Batch::new(&outbox);
            batch.open_budget = budget;
            for n in 0..3 {
                batch
                    .write(&mail(n), format!("mail {n}").as_bytes())
                    .unwrap();
            }
            batch.sync(|_| ControlFlow::Continue(())).unwrap();
            let files = files(&outbox);
            assert_eq!(files.len(), 3, "budget {budget}: {files:?}");
            for (n, (name, bytes)) in files.iter().enumerate() {
                assert!(name.ends_with(".eml") && !name.starts_with('.'), "{name}");
                assert!(name.contains(&format!("player{n}_example.org")), "{name}");
                assert_eq!(bytes, format!("mail {n}").as_bytes());
            }
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn an_unnamed_file_replaces_a_file_under_its_name() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.eml");
        fs::write(&path, "old").unwrap();
        let mut file = unnamed_file(dir.path()).unwrap();
        file.write_all(b"new").unwrap();
        link(&file, &path).unwrap();
        assert_eq!(files(dir.path()), [("a.eml".to_string(), b"new".to_vec())]);
    }

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
