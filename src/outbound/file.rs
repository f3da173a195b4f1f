//! The file transport: each mail an `.eml` file in the outbox directory.

use std::fs;
use std::io::Write;
use std::path::Path;

use sha2::{Digest, Sha256};

use super::{OutMail, SendError, UtcTime};

/// Writes one mail into the outbox directory under a temporary name, then renames it, so a
/// reader never sees half a file.
pub(super) fn write_eml(dir: &Path, mail: &OutMail, bytes: &[u8]) -> Result<(), SendError> {
    let fail = |what: &str, path: &Path, e: std::io::Error| {
        SendError::transient(format!("cannot {what} {}: {e}", path.display()))
    };
    fs::create_dir_all(dir).map_err(|e| fail("create the outbox directory", dir, e))?;
    let name = eml_file_name(UtcTime::now(), &mail.to, &mail.message_id);
    let path = dir.join(&name);
    let tmp = dir.join(format!(".{name}.tmp"));
    let written = fs::File::create(&tmp).and_then(|mut f| {
        f.write_all(bytes)?;
        f.sync_all()
    });
    crate::fault::point("eml-before-rename");
    if let Err(e) = written.and_then(|()| fs::rename(&tmp, &path)) {
        let _ = fs::remove_file(&tmp);
        return Err(fail("write", &path, e));
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
        "{:04}{:02}{:02}-{:02}{:02}{:02}-{:06}-{recipient}-{:02x}{:02x}{:02x}{:02x}.eml",
        t.year,
        t.month,
        t.day,
        t.hour,
        t.minute,
        t.second,
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
