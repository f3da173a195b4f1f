//! What a player wrote in a mail: the fresh text, without the mail they replied to (quoted or
//! copied), their signature, or any line of a board the server drew.
//!
//! Mail clients mark the earlier mail in a reply in many ways; the fresh text is what is left
//! when every one of them is taken out:
//!
//! * **Quoted lines** (starting with `>` after optional blanks) are skipped; the fresh text
//!   goes on after them, so bottom-posted and interleaved replies keep their new text.
//! * **Attribution lines** above quoted text ("On … wrote:", "Le … a écrit :", "Am … schrieb
//!   …:", "El … escribió:", "Op … schreef …:", "Il … ha scritto:", also wrapped over two
//!   lines, also indented as Yahoo writes them) are skipped when quoted lines follow them. When
//!   unquoted text follows one, that text is a copy of the earlier mail, and the fresh text
//!   ends at the attribution.
//! * **Separators** end the fresh text: a signature delimiter (`-- `, also `--`), a dashed
//!   title line (`-----Original Message-----`, Gmail's `---------- Forwarded message
//!   ---------`, Thunderbird's `-------- Forwarded Message --------`), Outlook's line of
//!   underscores, Apple Mail's "Begin forwarded message:", a header block of the earlier mail
//!   ("From: … Sent: …", "Von: … Gesendet: …", "De : … Envoyé : …", "From: … Date: …"), and
//!   the first line of one of our own board mails ("Stratego game 12 (classic): alice (Red)
//!   …"), which a client that pastes our mail unquoted puts at the top of the copy.
//! * **Board lines**: whatever surrounds them, lines shaped like the board and piece lists
//!   the server draws are never fresh text (see `fresh/rendered.rs`).
//!
//! HTML-only mail reaches this module as the text of [`super::html::html_to_text`], which
//! turns the reply containers of webmail and Outlook into the same marks: quoted lines, or
//! a `-----Original Message-----` line.

mod rendered;

use stratego_rules::Variant;
#[cfg(test)]
mod tests;

/// The lines a player wrote in this mail, in order: see the module documentation for what
/// is left out. Blank lines are kept (a comment's paragraphs), but never two in a row and
/// never at the start.
pub fn fresh_lines(body: &str) -> impl Iterator<Item = &str> {
    let lines: Vec<&str> = body.lines().collect();
    let mut kept = Vec::new();
    let mut board = rendered::Rendered::default();
    let mut i = 0;
    while let Some(&line) = lines.get(i) {
        if line.trim().is_empty() {
            // Blank lines separate paragraphs. Runs of them, which stay where quotes or board
            // lines were taken out, become one, and the text does not start with one.
            board.blank();
            if kept.last().is_some_and(|l: &&str| !l.trim().is_empty()) {
                kept.push(line);
            }
            i += 1;
            continue;
        }
        if ends_fresh_text(&lines, i) {
            break;
        }
        if let Some((len, strong)) = attribution(&lines, i) {
            if quote_follows(&lines, i + len) {
                i += len;
                continue;
            }
            if strong {
                break;
            }
        }
        if !is_quoted(line) && !board.drops(line) {
            kept.push(line);
        }
        i += 1;
    }
    kept.into_iter()
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

fn is_quoted(line: &str) -> bool {
    line.trim_start().starts_with('>')
}

/// Whether the first non-blank line from `from` on is quoted.
fn quote_follows(lines: &[&str], from: usize) -> bool {
    lines
        .iter()
        .skip(from)
        .find(|l| !l.trim().is_empty())
        .is_some_and(|l| is_quoted(l))
}

/// Whether line `i` starts what is not the player's text: a signature, or the start of a
/// copy of an earlier mail (see the module documentation).
fn ends_fresh_text(lines: &[&str], i: usize) -> bool {
    let Some(line) = lines.get(i) else {
        return true;
    };
    let t = line.trim_end();
    if t == "--" {
        return true;
    }
    let t = t.trim_start();
    // "-----Original Message-----", "----- Forwarded message -----", "---------- Forwarded
    // message ---------", "-------- Ursprüngliche Nachricht --------"
    if t.len() > 10 && t.starts_with("-----") && t.ends_with("-----") {
        return t.chars().any(char::is_alphabetic);
    }
    // Outlook puts a line of underscores above the "From: ... Sent: ..." block.
    if t.len() >= 20 && t.chars().all(|c| c == '_') {
        return true;
    }
    FORWARD_LINES.iter().any(|f| t.eq_ignore_ascii_case(f))
        || is_client_signature(t)
        || header_block_starts(lines, i)
        || is_our_board_mail_start(t)
}

/// Whether `t` is the line a phone or mail program adds under every mail ("Sent from my
/// iPhone", "Get Outlook for Android", "Sent from Mail for Windows", and their French,
/// German, Spanish, Dutch and Italian forms): a signature, never relayed.
fn is_client_signature(t: &str) -> bool {
    if t.chars().count() > 60 {
        return false;
    }
    let l = t.to_lowercase();
    CLIENT_SIGNATURES.iter().any(|s| l.starts_with(s))
        || (l.starts_with("von meinem ") && l.ends_with("gesendet"))
}

/// How the signature lines of phones and mail programs start, lowercased.
const CLIENT_SIGNATURES: &[&str] = &[
    "sent from my ",
    "sent from mail for windows",
    "sent from outlook",
    "sent from yahoo mail",
    "sent from aol",
    "sent via ",
    "get outlook for ",
    "envoyé de mon ",
    "envoyé depuis ",
    "enviado desde mi ",
    "verzonden vanaf mijn ",
    "verstuurd vanaf mijn ",
    "inviato da ",
];

/// Apple Mail's line above a forwarded mail, in English, French, German, Spanish, Dutch and
/// Italian.
const FORWARD_LINES: &[&str] = &[
    "Begin forwarded message:",
    "Début du message réexpédié :",
    "Début du message réexpédié:",
    "Anfang der weitergeleiteten Nachricht:",
    "Inicio del mensaje reenviado:",
    "Begin doorgestuurd bericht:",
    "Inizio messaggio inoltrato:",
];

/// The header names that start the header block of a copied mail ("From:"), in the languages
/// of the attribution lines and a few more.
const FROM_NAMES: &[&str] = &["from", "von", "de", "van", "da", "od", "från", "fra"];

/// The header names of the date line that follows it ("Sent:", "Date:", ...).
const SENT_NAMES: &[&str] = &[
    "sent",
    "date",
    "gesendet",
    "datum",
    "envoyé",
    "verzonden",
    "inviato",
    "data",
    "enviado",
    "fecha",
    "wysłano",
    "skickat",
    "sendt",
];

/// The name of a `Name: value` line (`From:`, `*From:*`, `De :`), lowercased.
fn header_name(line: &str) -> Option<String> {
    let t = line.trim().trim_start_matches('*');
    let (name, _) = t.split_once(':')?;
    let name = name.trim().trim_end_matches('*').trim();
    (!name.is_empty() && name.chars().count() <= 12 && !name.contains(' '))
        .then(|| name.to_lowercase())
}

/// Line `i` is a "From:" line with a date line ("Sent:", "Date:", ...) among the next three:
/// the header block Outlook, Gmail and Apple Mail write above a copied mail.
fn header_block_starts(lines: &[&str], i: usize) -> bool {
    let named =
        |line: &str, names: &[&str]| header_name(line).is_some_and(|n| names.contains(&n.as_str()));
    lines.get(i).is_some_and(|l| named(l, FROM_NAMES))
        && lines
            .iter()
            .skip(i + 1)
            .take(3)
            .any(|l| named(l, SENT_NAMES))
}

/// The first line of our board mails, in any of our languages: `Stratego game 12
/// (classic): alice (Red) against ...`, `Stratego-Partie 12 (classic): alice (Rot) ...`.
fn is_our_board_mail_start(t: &str) -> bool {
    BOARD_MAIL_STARTS.iter().any(|(start, between, red)| {
        let Some(rest) = t.strip_prefix(start.as_str()) else {
            return false;
        };
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        let rest = rest.get(digits..).unwrap_or_default();
        digits > 0
            && Variant::ALL
                .iter()
                .any(|v| rest.starts_with(&format!("{between}{}", v.name())))
            && rest.contains(red.as_str())
    })
}

/// The parts of each language's first line of a board mail (`game-intro`): what comes
/// before the game's number, between it and the variant, and after Red's player.
static BOARD_MAIL_STARTS: std::sync::LazyLock<Vec<(String, String, String)>> =
    std::sync::LazyLock::new(|| {
        crate::texts::Lang::ALL
            .into_iter()
            .filter_map(|lang| {
                let line = crate::t!(
                    lang,
                    "game-intro",
                    game = "\u{1}",
                    variant = "\u{2}",
                    red = "\u{3}",
                    blue = "\u{4}"
                );
                let (start, rest) = line.split_once('\u{1}')?;
                let (between, rest) = rest.split_once('\u{2}')?;
                let (_, rest) = rest.split_once('\u{3}')?;
                let (red, _) = rest.split_once('\u{4}')?;
                // " (Red) against ": the side's name is enough.
                let red = red.split_inclusive(')').next()?.to_string();
                Some((start.to_string(), between.to_string(), red))
            })
            .collect()
    });

/// The first words of attribution lines ("On", "Le", "Am", "El", "Op", "Il").
const ATTRIBUTION_STARTS: &[&str] = &["on", "le", "am", "el", "op", "il"];

/// The verbs of attribution lines: English, French, German, Spanish, Dutch, Italian.
const ATTRIBUTION_VERBS: &[&str] = &[
    "wrote",
    "écrit",
    "schrieb",
    "escribió",
    "schreef",
    "geschreven",
    "scritto",
];

/// Whether `text` ends like an attribution: a `:` after a line that has one of the verbs.
fn ends_like_attribution(text: &str) -> bool {
    text.ends_with(':')
        && text
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| ATTRIBUTION_VERBS.iter().any(|v| w.eq_ignore_ascii_case(v)))
}

/// An attribution line at `i` (one line, or two when the client wrapped it): its length in
/// lines, and whether it is a full one ("On <date>, <name> wrote:", which always has a digit
/// in its date) rather than only ending like one ("Stratego wrote:").
fn attribution(lines: &[&str], i: usize) -> Option<(usize, bool)> {
    let first = lines.get(i)?.trim();
    let starts = first
        .split_whitespace()
        .next()
        .is_some_and(|w| ATTRIBUTION_STARTS.iter().any(|s| w.eq_ignore_ascii_case(s)));
    let dated = |t: &str| starts && t.chars().any(|c| c.is_ascii_digit());
    if ends_like_attribution(first) {
        return Some((1, dated(first)));
    }
    if !starts || first.len() > 300 {
        return None;
    }
    let second = lines.get(i + 1)?.trim();
    let both = format!("{first} {second}");
    (!is_quoted(second) && both.len() <= 400 && ends_like_attribution(&both))
        .then(|| (2, dated(&both)))
}
