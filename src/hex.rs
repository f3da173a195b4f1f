//! Lowercase hex of bytes: the digests of stored copies and imported records, generated
//! Message-IDs, MIME boundaries and outbox file names.

/// `bytes` as lowercase hex, two digits a byte. Pushed, not formatted: a `format!` per byte
/// cost more than the SHA-256 it printed (issue 15).
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn two_lowercase_digits_a_byte() {
        assert_eq!(super::hex(&[0x00, 0x0f, 0xa0, 0xff]), "000fa0ff");
        assert_eq!(super::hex(&[]), "");
    }
}
