//! The text of a mail's body: the MIME tree walked for its text part, transfer encodings and
//! charsets undone.

use std::borrow::Cow;

use mailparse::body::Body;
use mailparse::{DispositionType, ParsedContentType};

use super::MAX_MIME_DEPTH;
use super::headers::{Header, first_header, parse_headers, split_head};
use super::html::html_to_text;

/// A text part found while walking the MIME tree.
pub enum Found {
    /// A `text/plain` part, decoded.
    Plain(String),
    /// A `text/html` part, decoded.
    Html(String),
}

impl Found {
    /// The text a reader sees, BOM removed, LF line ends.
    pub fn into_text(self) -> String {
        let text = match self {
            Found::Plain(t) => t,
            Found::Html(h) => html_to_text(&h),
        };
        let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
        text.replace("\r\n", "\n").replace('\r', "\n")
    }
}

/// Depth-first search for the first `text/plain` part, remembering the first `text/html`
/// part in case there is no plain one.
pub fn extract_text(headers: &[Header], body: &[u8], depth: usize) -> Option<Found> {
    if depth > MAX_MIME_DEPTH {
        return None;
    }
    let ctype = first_header(headers, "content-type")
        .map(mailparse::parse_content_type)
        .unwrap_or_default();
    let is_attachment = first_header(headers, "content-disposition").is_some_and(|d| {
        mailparse::parse_content_disposition(d).disposition == DispositionType::Attachment
    });
    if is_attachment {
        return None;
    }
    let mimetype = ctype.mimetype.to_ascii_lowercase();
    if mimetype.starts_with("multipart/") {
        let boundary = ctype.params.get("boundary")?;
        let mut html = None;
        for part in split_multipart(body, boundary) {
            let (head, part_body) = split_head(part);
            match extract_text(&parse_headers(head), part_body, depth + 1) {
                Some(Found::Plain(t)) => return Some(Found::Plain(t)),
                Some(Found::Html(h)) if html.is_none() => html = Some(Found::Html(h)),
                _ => {}
            }
        }
        return html;
    }
    let transfer = first_header(headers, "content-transfer-encoding")
        .map(|t| t.trim().to_ascii_lowercase())
        .unwrap_or_default();
    match mimetype.as_str() {
        "text/plain" => Some(Found::Plain(decode_part(body, &ctype, &transfer))),
        "text/html" => Some(Found::Html(decode_part(body, &ctype, &transfer))),
        // A Content-Type without a subtype is broken; read it as the plain text it most
        // likely is.
        m if !m.contains('/') => Some(Found::Plain(decode_part(body, &ctype, &transfer))),
        _ => None,
    }
}

/// The parts of a multipart body: the text between delimiter lines `--BOUNDARY` (trailing
/// blanks allowed), ending at `--BOUNDARY--` or, when a client forgot that, at the end.
/// The preamble before the first delimiter is not a part.
fn split_multipart<'a>(body: &'a [u8], boundary: &str) -> Vec<&'a [u8]> {
    let delimiter = format!("--{boundary}");
    let delimiter = delimiter.as_bytes();
    let mut parts = Vec::new();
    let mut part_start: Option<usize> = None;
    let mut pos = 0;
    for line in body.split_inclusive(|&b| b == b'\n') {
        let line_start = pos;
        pos += line.len();
        let Some(rest) = line.strip_prefix(delimiter) else {
            continue;
        };
        let rest = rest.trim_ascii();
        let closing = rest == b"--";
        if !closing && !rest.is_empty() {
            continue;
        }
        if let Some(s) = part_start.take() {
            // The LF before a delimiter belongs to the delimiter.
            let end = line_start.saturating_sub(1).max(s);
            parts.push(body.get(s..end).unwrap_or_default());
        }
        if closing {
            return parts;
        }
        part_start = Some(pos);
    }
    if let Some(s) = part_start {
        parts.push(body.get(s..).unwrap_or_default());
    }
    parts
}

/// Undoes the transfer encoding and the charset of one text part.
fn decode_part(body: &[u8], ctype: &ParsedContentType, transfer: &str) -> String {
    let bytes: Cow<'_, [u8]> = match transfer {
        "base64" => Cow::Owned(decode_base64_lenient(body)),
        "quoted-printable" => match Body::new(body, ctype, &Some(transfer.to_string())) {
            Body::QuotedPrintable(encoded) => encoded
                .get_decoded()
                .map_or(Cow::Borrowed(body), Cow::Owned),
            _ => Cow::Borrowed(body),
        },
        _ => Cow::Borrowed(body),
    };
    decode_charset(&bytes, ctype)
}

/// Turns a part's bytes into text by its charset, never failing.
///
/// * Bytes that are valid UTF-8 are read as UTF-8 when the part says `utf-8`, `us-ascii` or
///   nothing at all (clients often send UTF-8 without saying so).
/// * Other charsets are decoded by mailparse (WHATWG encodings, so unlabelled 8-bit text is
///   read as windows-1252). If that gives replacement characters and the bytes are valid
///   UTF-8, the label was wrong or unknown and UTF-8 is used; an unknown charset with
///   non-UTF-8 bytes keeps the replacement characters (lossy, never an error).
pub fn decode_charset(bytes: &[u8], ctype: &ParsedContentType) -> String {
    let label = ctype
        .params
        .get("charset")
        .map(|c| c.trim().to_ascii_lowercase());
    let utf8 = std::str::from_utf8(bytes).ok();
    match label.as_deref() {
        None | Some("us-ascii" | "ascii" | "utf-8" | "utf8") if utf8.is_some() => {
            return utf8.unwrap_or_default().to_string();
        }
        Some("utf-8" | "utf8") => return String::from_utf8_lossy(bytes).into_owned(),
        _ => {}
    }
    let decoded = match Body::new(bytes, ctype, &None) {
        Body::SevenBit(text) => text.get_as_string().ok(),
        _ => None,
    };
    match (decoded, utf8) {
        (Some(d), Some(u)) if d.contains('\u{fffd}') => u.to_string(),
        (Some(d), _) => d,
        (None, _) => String::from_utf8_lossy(bytes).into_owned(),
    }
}

/// Base64 that never fails: characters outside the alphabet (line breaks, stray garbage) are
/// skipped and decoding stops at the first `=`, so a damaged part still gives what it can.
fn decode_base64_lenient(input: &[u8]) -> Vec<u8> {
    fn value(b: u8) -> Option<u32> {
        match b {
            b'A'..=b'Z' => Some(u32::from(b - b'A')),
            b'a'..=b'z' => Some(u32::from(b - b'a') + 26),
            b'0'..=b'9' => Some(u32::from(b - b'0') + 52),
            b'+' | b'-' => Some(62),
            b'/' | b'_' => Some(63),
            _ => None,
        }
    }
    let mut out = Vec::with_capacity(input.len() / 4 * 3);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for &b in input {
        if b == b'=' {
            break;
        }
        let Some(v) = value(b) else { continue };
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    out
}
