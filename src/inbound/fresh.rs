//! What a player wrote in a mail: the fresh text, without the quoted mail they replied to,
//! their signature, or an unquoted copy of an earlier mail.

/// The lines a player wrote in this mail, in order: quoted lines (starting with `>` after
/// optional blanks) are skipped, and reading stops at a signature delimiter (`-- `, also
/// `--` as some clients send it) or at the start of an unquoted copy of the mail replied to
/// (`-----Original Message-----` and the like, or Outlook's line of underscores).
pub fn fresh_lines(body: &str) -> impl Iterator<Item = &str> {
    body.lines()
        .take_while(|line| !is_end_of_fresh_text(line))
        .filter(|line| !line.trim_start().starts_with('>'))
}

/// [`fresh_lines`] joined with LF: what a player wrote, for relaying as chat.
pub fn fresh_text(body: &str) -> String {
    let mut out = String::new();
    for line in fresh_lines(body) {
        out.push_str(line);
        out.push('\n');
    }
    out
}

fn is_end_of_fresh_text(line: &str) -> bool {
    let t = line.trim_end();
    if t == "--" {
        return true;
    }
    let t = t.trim_start();
    // "-----Original Message-----", "----- Forwarded message -----", "---------- Forwarded
    // message ---------"
    if t.len() > 10 && t.starts_with("-----") && t.ends_with("-----") {
        return t.chars().any(|c| c.is_alphabetic());
    }
    // Outlook puts a line of underscores above the "From: ... Sent: ..." block.
    t.len() >= 20 && t.chars().all(|c| c == '_')
}
