//! A minimal IMAP client for the tests' checks (plain TCP to 127.0.0.1, one command at a
//! time): enough to log in, append, create folders and read UIDs and flags back. It is the
//! tests' own view of a mailbox, independent of the product's IMAP code.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::Duration;

/// One IMAP connection to `127.0.0.1:port`, after the greeting.
pub struct ImapSession {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
    tag: u32,
    /// The server's greeting line (`* OK [CAPABILITY ...] ...`).
    pub greeting: String,
}

/// A mailbox name as an IMAP quoted string (ASCII only: no modified UTF-7 here).
pub fn quote(name: &str) -> String {
    assert!(name.is_ascii(), "only ASCII mailbox names: {name:?}");
    format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
}

/// Standard base64 with padding (SASL initial responses).
pub fn base64(data: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in data.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ABC[((n >> (18 - 6 * i)) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The SASL XOAUTH2 initial response (not yet base64): `user=U^Aauth=Bearer T^A^A`.
pub fn xoauth2(user: &str, token: &str) -> Vec<u8> {
    format!("user={user}\x01auth=Bearer {token}\x01\x01").into_bytes()
}

/// The SASL OAUTHBEARER initial response (RFC 7628, not yet base64).
pub fn oauthbearer(user: &str, token: &str) -> Vec<u8> {
    format!("n,a={user},\x01auth=Bearer {token}\x01\x01").into_bytes()
}

impl ImapSession {
    /// Connects and reads the greeting.
    pub fn connect(port: u16) -> ImapSession {
        let stream = TcpStream::connect(("127.0.0.1", port))
            .unwrap_or_else(|e| panic!("connect to IMAP on 127.0.0.1:{port}: {e}"));
        stream
            .set_read_timeout(Some(Duration::from_secs(20)))
            .expect("read timeout");
        let writer = stream.try_clone().expect("clone the IMAP stream");
        let mut session = ImapSession {
            reader: BufReader::new(stream),
            writer,
            tag: 0,
            greeting: String::new(),
        };
        session.greeting = session
            .read_response_line()
            .unwrap_or_else(|e| panic!("IMAP greeting on port {port}: {e}"));
        assert!(
            session.greeting.starts_with("* OK"),
            "IMAP greeting: {:?}",
            session.greeting
        );
        session
    }

    /// One response line without its CRLF; a literal (`{n}`) it announces is read and
    /// appended with the rest of the line. `Err` when the connection is closed or fails.
    fn read_response_line(&mut self) -> Result<String, String> {
        let mut out = Vec::new();
        loop {
            let mut line = Vec::new();
            let n = self
                .reader
                .read_until(b'\n', &mut line)
                .map_err(|e| format!("reading from the IMAP server: {e}"))?;
            if n == 0 {
                return Err("the IMAP server closed the connection".to_owned());
            }
            while line.last().is_some_and(|&b| b == b'\n' || b == b'\r') {
                line.pop();
            }
            let literal = (line.last() == Some(&b'}'))
                .then(|| line.iter().rposition(|&b| b == b'{'))
                .flatten()
                .and_then(|open| {
                    let digits = &line[open + 1..line.len() - 1];
                    let digits = digits.strip_suffix(b"+").unwrap_or(digits);
                    std::str::from_utf8(digits).ok()?.parse::<usize>().ok()
                });
            out.extend_from_slice(&line);
            let Some(len) = literal else {
                return Ok(String::from_utf8_lossy(&out).into_owned());
            };
            let mut data = vec![0; len];
            self.reader
                .read_exact(&mut data)
                .map_err(|e| format!("reading an IMAP literal: {e}"))?;
            out.extend_from_slice(b"\r\n");
            out.extend_from_slice(&data);
        }
    }

    fn send(&mut self, bytes: &[u8]) -> Result<(), String> {
        self.writer
            .write_all(bytes)
            .and_then(|()| self.writer.flush())
            .map_err(|e| format!("writing to the IMAP server: {e}"))
    }

    fn next_tag(&mut self) -> String {
        self.tag += 1;
        format!("T{}", self.tag)
    }

    /// Reads up to the tagged answer to `tag`; `Ok(untagged lines)` after `OK`, else
    /// `Err(the tagged line)` (or why there was none: the untagged lines, e.g. `* BYE`, and the
    /// connection's end). A continuation request (`+ ...`) is answered with `on_plus`
    /// (without CRLF) when given, else the command fails with it.
    fn finish(&mut self, tag: &str, on_plus: Option<&[u8]>) -> Result<Vec<String>, String> {
        let mut untagged: Vec<String> = Vec::new();
        loop {
            let line = self
                .read_response_line()
                .map_err(|e| format!("{}{e}", untagged.join("\n") + "\n"))?;
            if let Some(rest) = line.strip_prefix(&format!("{tag} ")) {
                return if rest.starts_with("OK") {
                    Ok(untagged)
                } else {
                    Err(line)
                };
            }
            if line.starts_with('+') {
                let Some(answer) = on_plus else {
                    return Err(format!("unexpected continuation: {line}"));
                };
                let mut bytes = answer.to_vec();
                bytes.extend_from_slice(b"\r\n");
                self.send(&bytes)?;
                continue;
            }
            untagged.push(line);
        }
    }

    /// Runs `command` (without tag and CRLF): `Ok(untagged lines)` or `Err(the tagged NO/BAD)`.
    pub fn command(&mut self, command: &str) -> Result<Vec<String>, String> {
        let tag = self.next_tag();
        self.send(format!("{tag} {command}\r\n").as_bytes())?;
        self.finish(&tag, None)
    }

    /// `LOGIN user password`.
    pub fn login(&mut self, user: &str, password: &str) -> Result<Vec<String>, String> {
        self.command(&format!("LOGIN {} {}", quote(user), quote(password)))
    }

    /// `AUTHENTICATE mechanism <initial response>` (SASL-IR). An error challenge (`+ ...`,
    /// as XOAUTH2 and OAUTHBEARER send for a refused token) is answered as RFC 7628 says
    /// (`^A` for OAUTHBEARER, an empty line otherwise), so a refusal ends in a tagged `NO`.
    pub fn authenticate(
        &mut self,
        mechanism: &str,
        initial_response: &[u8],
    ) -> Result<Vec<String>, String> {
        let tag = self.next_tag();
        let ir = base64(initial_response);
        self.send(format!("{tag} AUTHENTICATE {mechanism} {ir}\r\n").as_bytes())?;
        let after_error: &[u8] = if mechanism.eq_ignore_ascii_case("OAUTHBEARER") {
            b"AQ=="
        } else {
            b""
        };
        self.finish(&tag, Some(after_error))
    }

    /// `CAPABILITY`: the capability names, as sent (e.g. `IMAP4rev1`, `IDLE`, `AUTH=PLAIN`).
    pub fn capabilities(&mut self) -> Vec<String> {
        let lines = self.command("CAPABILITY").expect("CAPABILITY");
        lines
            .iter()
            .filter_map(|l| l.strip_prefix("* CAPABILITY "))
            .flat_map(|l| l.split_whitespace().map(str::to_owned))
            .collect()
    }

    /// `APPEND mailbox (flags) {n}` with `raw`; the new message's UID (from `APPENDUID`).
    pub fn append(&mut self, mailbox: &str, flags: &[&str], raw: &[u8]) -> Result<u32, String> {
        let tag = self.next_tag();
        self.send(
            format!(
                "{tag} APPEND {} ({}) {{{}}}\r\n",
                quote(mailbox),
                flags.join(" "),
                raw.len()
            )
            .as_bytes(),
        )?;
        let line = self.read_response_line()?;
        if !line.starts_with('+') {
            return Err(line);
        }
        let mut data = raw.to_vec();
        data.extend_from_slice(b"\r\n");
        self.send(&data)?;
        // The tagged OK carries [APPENDUID validity uid].
        let tagged = loop {
            let line = self.read_response_line()?;
            if line.starts_with(&format!("{tag} ")) {
                break line;
            }
        };
        if !tagged.starts_with(&format!("{tag} OK")) {
            return Err(tagged);
        }
        let uid = tagged
            .split("[APPENDUID ")
            .nth(1)
            .and_then(|rest| rest.split([' ', ']']).nth(1))
            .and_then(|uid| uid.parse().ok())
            .unwrap_or_else(|| panic!("no APPENDUID in {tagged:?}"));
        Ok(uid)
    }

    /// Every message of `mailbox` (opened read-only with `EXAMINE`): its UID and its flags
    /// and keywords, sorted by UID; `\Recent` (a property of sessions, not of the message)
    /// is left out.
    pub fn messages(&mut self, mailbox: &str) -> Result<Vec<(u32, Vec<String>)>, String> {
        self.command(&format!("EXAMINE {}", quote(mailbox)))?;
        let lines = self.command("UID FETCH 1:* (UID FLAGS)")?;
        let mut out: Vec<(u32, Vec<String>)> = lines
            .iter()
            .filter(|l| l.starts_with("* ") && l.contains(" FETCH ("))
            .map(|l| parse_fetch(l))
            .collect();
        out.sort_by_key(|(uid, _)| *uid);
        self.command("CLOSE")?;
        Ok(out)
    }

    /// `LOGOUT`, ignoring what the server answers.
    pub fn logout(mut self) {
        let tag = self.next_tag();
        let _ = self
            .writer
            .write_all(format!("{tag} LOGOUT\r\n").as_bytes());
    }
}

/// `* 3 FETCH (UID 7 FLAGS (\Seen $Done))` → `(7, ["\Seen", "$Done"])`.
pub fn parse_fetch(line: &str) -> (u32, Vec<String>) {
    let uid = line
        .split("UID ")
        .nth(1)
        .and_then(|rest| {
            rest.split(|c: char| !c.is_ascii_digit())
                .next()?
                .parse()
                .ok()
        })
        .unwrap_or_else(|| panic!("no UID in {line:?}"));
    let flags = line
        .split("FLAGS (")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .unwrap_or_else(|| panic!("no FLAGS in {line:?}"));
    let flags = flags
        .split_whitespace()
        .filter(|f| !f.eq_ignore_ascii_case("\\Recent"))
        .map(str::to_owned)
        .collect();
    (uid, flags)
}
