//! Which command a mail carries: the Subject without its reply prefixes, or the first fresh
//! body line that is one (SPEC 2).

use super::fresh::fresh_lines;

/// The command of a mail: the Subject if it holds one, else the first fresh body line (see
/// [`fresh_lines`]) that is one.
///
/// The Subject first loses its reply and forward prefixes ([`strip_reply_prefixes`]). A text
/// is a command when, after collapsing whitespace, its first word is `stratego` (any case,
/// nothing attached: `Stratego:` is not it), its second word is not `game` or `error`, and
/// neither its second nor its third word ends with `:`. That rejects the subjects of our own
/// mails (`Stratego game 12: your move`, `Stratego error: ...`, `Stratego: registered`), so a
/// reply like `Re: Stratego game 12: your move` falls back to the body. No real command is
/// rejected: their second and third words are command names, game numbers and userids.
///
/// A Subject that is only `help` or `?` (any case) asks for the help: a newcomer's first
/// guess deserves the overview, not an error.
pub fn find_command(subject: &str, body: &str) -> Option<String> {
    let subject = strip_reply_prefixes(subject);
    if asks_for_help(subject) {
        return Some("stratego help".to_string());
    }
    as_command(subject).or_else(|| fresh_lines(body).find_map(as_command))
}

/// Whether a Subject is only a call for help: `help`, `Help!`, `?`. `run` reads its
/// command line by the same rule.
pub fn asks_for_help(subject: &str) -> bool {
    let word = subject.trim_end_matches(['!', '.']).trim();
    word == "?" || word.eq_ignore_ascii_case("help")
}

/// `text` as a command (whitespace collapsed), if it is one by the rule of [`find_command`].
pub(super) fn as_command(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let first = words.first()?;
    if !first.eq_ignore_ascii_case("stratego") {
        return None;
    }
    if let Some(second) = words.get(1)
        && (second.eq_ignore_ascii_case("game") || second.eq_ignore_ascii_case("error"))
    {
        return None;
    }
    if words.iter().skip(1).take(2).any(|w| w.ends_with(':')) {
        return None;
    }
    Some(words.join(" "))
}

/// Prefix words that mail clients put before a subject when replying or forwarding, in
/// several languages: English, German (`Aw`, `Wg`, `Antw`), Scandinavian (`Sv`, `Vs`),
/// Dutch (`Antw`), French (`Tr`), Polish (`Odp`), Spanish (`Res`).
const REPLY_PREFIXES: &[&str] = &[
    "re", "aw", "sv", "fw", "fwd", "wg", "antw", "vs", "tr", "odp", "res",
];

/// Removes reply/forward prefixes repeatedly: `Re:`, `RE:`, `Aw:`, `Sv:`, `Fwd:`, `Fw:` (any
/// case) and the other common ones (`Wg:`, `Antw:`, `Vs:`, `Tr:`, `Odp:`, `Res:`), also
/// counted forms like `Re[2]:`, `Re(2):`, `Re^2:` and a space before the colon (`Re :`).
/// Returns the rest, trimmed.
pub fn strip_reply_prefixes(subject: &str) -> &str {
    let mut rest = subject.trim();
    while let Some(after) = strip_one_prefix(rest) {
        rest = after.trim_start();
    }
    rest.trim_end()
}

fn strip_one_prefix(s: &str) -> Option<&str> {
    let word_len = s
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(s.len());
    let (word, rest) = s.split_at(word_len);
    if !REPLY_PREFIXES.iter().any(|p| p.eq_ignore_ascii_case(word)) {
        return None;
    }
    let rest = strip_counter(rest).trim_start();
    rest.strip_prefix(':')
}

/// Strips a reply counter such as `[2]`, `(2)` or `^2` from the start of `s`.
fn strip_counter(s: &str) -> &str {
    let digits_then = |s: &str, close: Option<char>| -> Option<usize> {
        let n = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
        if n == 0 {
            return None;
        }
        match close {
            None => Some(n),
            Some(c) => s[n..].starts_with(c).then_some(n + c.len_utf8()),
        }
    };
    let (open_len, close) = match s.chars().next() {
        Some('[') => (1, Some(']')),
        Some('(') => (1, Some(')')),
        Some('^') => (1, None),
        _ => return s,
    };
    match digits_then(&s[open_len..], close) {
        Some(n) => &s[open_len + n..],
        None => s,
    }
}
