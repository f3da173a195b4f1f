//! The header block of a mail: line ends, folding, RFC 2047 words, message ids.

use std::borrow::Cow;

use sha2::{Digest, Sha256};

/// Domain of the Message-IDs we make up for mail that carries none.
const GENERATED_ID_DOMAIN: &str = "stratego-pbem.invalid";

/// One header: lower-case name and decoded, unfolded value.
pub struct Header {
    /// Lower case.
    pub name: String,
    /// Decoded and unfolded.
    pub value: String,
}

pub fn first_header<'h>(headers: &'h [Header], name: &str) -> Option<&'h str> {
    headers
        .iter()
        .find(|h| h.name == name)
        .map(|h| h.value.as_str())
}

/// CRLF and lone CR become LF.
pub fn normalize_line_ends(raw: &[u8]) -> Cow<'_, [u8]> {
    if !raw.contains(&b'\r') {
        return Cow::Borrowed(raw);
    }
    let mut out = Vec::with_capacity(raw.len());
    let mut bytes = raw.iter().copied().peekable();
    while let Some(b) = bytes.next() {
        if b == b'\r' {
            if bytes.peek() == Some(&b'\n') {
                bytes.next();
            }
            out.push(b'\n');
        } else {
            out.push(b);
        }
    }
    Cow::Owned(out)
}

/// Splits LF-normalised bytes at the first empty line into header block and body. Without an
/// empty line everything is header (a truncated or header-only mail).
pub fn split_head(text: &[u8]) -> (&[u8], &[u8]) {
    if let Some(rest) = text.strip_prefix(b"\n") {
        return (&[], rest);
    }
    match text.windows(2).position(|w| w == b"\n\n") {
        Some(i) => text.split_at(i + 2),
        None => (text, &[]),
    }
}

/// Parses a header block. A header starts at a line `Name: value` and continues over the
/// following lines that start with a blank. Other lines (an mbox `From ` line, garbage) are
/// skipped.
pub fn parse_headers(block: &[u8]) -> Vec<Header> {
    let mut headers = Vec::new();
    let mut start: Option<usize> = None;
    let mut pos = 0;
    for line in block.split_inclusive(|&b| b == b'\n') {
        let continues = matches!(line.first(), Some(b' ' | b'\t'));
        if !continues {
            if let Some(s) = start.take() {
                headers.extend(decode_header(block.get(s..pos).unwrap_or_default()));
            }
            if is_header_start(line) {
                start = Some(pos);
            }
        }
        pos += line.len();
    }
    if let Some(s) = start {
        headers.extend(decode_header(block.get(s..).unwrap_or_default()));
    }
    headers
}

fn is_header_start(line: &[u8]) -> bool {
    let Some(colon) = line.iter().position(|&b| b == b':') else {
        return false;
    };
    let name = line.get(..colon).unwrap_or_default();
    let name = name.trim_ascii_end();
    !name.is_empty() && name.iter().all(|&b| b.is_ascii_graphic())
}

/// The most RFC 2047 encoded words (`=?charset?b?...?=`) of one header that are decoded.
/// mailparse's decoding takes time quadratic in their number (issue 19: a Subject of 1 MiB
/// of `=?x?b??=` took 5 s of CPU); no mail client writes more than a few dozen, since RFC 2047
/// limits each to 75 characters of a header line.
pub const MAX_ENCODED_WORDS: usize = 200;

/// `raw` cut before its encoded word number [`MAX_ENCODED_WORDS`] + 1, so that decoding it
/// is linear in its size: the rest of such a header is dropped.
fn cap_encoded_words(raw: &[u8]) -> &[u8] {
    let mut seen = 0;
    let mut i = 0;
    while let Some(off) = raw
        .get(i..)
        .and_then(|r| r.windows(2).position(|w| w == b"=?"))
    {
        seen += 1;
        if seen > MAX_ENCODED_WORDS {
            return raw.get(..i + off).unwrap_or(raw);
        }
        i += off + 2;
    }
    raw
}

fn decode_header(raw: &[u8]) -> Option<Header> {
    let (header, _) = mailparse::parse_header(cap_encoded_words(raw)).ok()?;
    // Most headers are one line of UTF-8 text without encoded words: mailparse's decoding
    // (its tokens for encoded words and folded lines) would give the same text back, at
    // several times the cost of the whole parse.
    let bytes = header.get_value_raw();
    let plain =
        !bytes.iter().any(|&b| b == b'\n' || b == b'\r') && !bytes.windows(2).any(|w| w == b"=?");
    let value = match std::str::from_utf8(bytes) {
        Ok(text) if plain => text.trim().to_string(),
        _ => header.get_value().trim().to_string(),
    };
    Some(Header {
        name: header.get_key_ref().trim().to_ascii_lowercase(),
        value,
    })
}

/// The first `<id>` in a Message-ID or In-Reply-To value, or the bare value wrapped in angle
/// brackets when a client left them out.
pub fn first_msg_id(value: &str) -> Option<String> {
    let value = value.trim();
    if let Some(open) = value.find('<') {
        let inner = value.get(open + 1..)?;
        let close = inner.find('>')?;
        let id: String = inner.get(..close)?.split_whitespace().collect();
        return (!id.is_empty()).then(|| format!("<{id}>"));
    }
    let id = value.split_whitespace().next()?;
    Some(format!("<{id}>"))
}

pub fn generated_message_id(raw: &[u8]) -> String {
    let digest = Sha256::digest(raw);
    let mut id = String::with_capacity(64 + GENERATED_ID_DOMAIN.len() + 3);
    id.push('<');
    id.push_str(&crate::hex::hex(&digest));
    id.push('@');
    id.push_str(GENERATED_ID_DOMAIN);
    id.push('>');
    id
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_header_of_many_encoded_words_is_decoded_in_linear_time() {
        // 1 MiB of empty encoded words: before the cap, 5 s of CPU (release build).
        let unit = "=?x?b??= ";
        let n = (1 << 20) / unit.len();
        let raw = format!("Subject: {}\n", unit.repeat(n));
        let start = std::time::Instant::now();
        let headers = parse_headers(raw.as_bytes());
        let took = start.elapsed();
        assert_eq!(headers.len(), 1);
        assert_eq!(headers[0].name, "subject");
        assert!(headers[0].value.len() < 2 * MAX_ENCODED_WORDS * unit.len());
        // Generous (a debug build on a busy machine): the quadratic decoding took minutes.
        assert!(took.as_secs() < 5, "{took:?}");

        // Real encoded words below the cap still decode, in full.
        let word = "=?utf-8?q?stratego_show_1?=";
        let raw = format!("Subject: {word}\n");
        assert_eq!(parse_headers(raw.as_bytes())[0].value, "stratego show 1");
        let many = vec!["=?utf-8?q?a?="; MAX_ENCODED_WORDS].join(" ");
        let raw = format!("Subject: {many}\n");
        assert_eq!(
            parse_headers(raw.as_bytes())[0].value,
            "a".repeat(MAX_ENCODED_WORDS)
        );
    }

    #[test]
    fn a_plain_header_reads_as_mailparse_decodes_it() {
        // The shortcut for one-line UTF-8 headers gives what mailparse's decoding gives.
        for raw in [
            "Subject: stratego move 2 p00062 pwd811a286 i4-h4#11\r\n",
            "From: P00062 <p00062@players.example>\n",
            "Subject:\t tabs\tinside  and after \t\n",
            "X-Empty:\n",
            "Subject: caf\u{e9} \u{2014} ok\n",
            "Subject: a=b ?= =c\n",
            "Subject: =?utf-8?q?stratego_show_1?=\n",
            "Subject: folded\r\n  over two lines\r\n",
        ] {
            let (expected, _) = mailparse::parse_header(raw.as_bytes()).unwrap();
            let header = &parse_headers(raw.as_bytes())[0];
            assert_eq!(header.value, expected.get_value().trim(), "{raw:?}");
            assert_eq!(header.name, expected.get_key().trim().to_ascii_lowercase());
        }
        // Latin-1 (not UTF-8) goes through mailparse.
        let raw = b"Subject: caf\xe9\n";
        assert_eq!(parse_headers(raw)[0].value, "caf\u{e9}");
    }

    #[test]
    fn the_cap_cuts_before_the_first_word_too_many() {
        let raw = format!("Subject: {}tail", "=?".repeat(MAX_ENCODED_WORDS + 5));
        let cut = cap_encoded_words(raw.as_bytes());
        assert_eq!(cut.len(), "Subject: ".len() + 2 * MAX_ENCODED_WORDS);
        assert_eq!(cap_encoded_words(b"Subject: plain"), b"Subject: plain");
    }
}
