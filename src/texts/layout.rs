//! Wrapping, done once: the texts are stored unwrapped (a paragraph is one line) and laid
//! out at 72 columns when a mail is queued.
//!
//! The one convention every text follows:
//! * a line that starts with a space is a block line (a command, a board, a table, an
//!   army): it is sent exactly as it is, never wrapped;
//! * a relayed comment line (`  | ...`) is wrapped, each continuation marked `  | ` again;
//! * any other line is a paragraph, wrapped at [`WIDTH`] between words; an example command
//!   inside it (`'stratego ...'`, or `stratego ...` to the end of its clause) is one word.

use textwrap::{Options, WordSeparator, WordSplitter, wrap_algorithms::WrapAlgorithm};

/// The widest line of an outgoing text part: every mail client shows 72 columns unwrapped.
pub const WIDTH: usize = 72;

/// Holds a command's words together while a paragraph is wrapped; never sent.
const GLUE: char = '\u{a0}';

/// `text` laid out for a mail: paragraphs wrapped at [`WIDTH`], block lines as they are.
pub fn layout(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 64);
    for line in text.split_inclusive('\n') {
        let (content, end) = match line.strip_suffix('\n') {
            Some(c) => (c, "\n"),
            None => (line, ""),
        };
        if content.chars().count() <= WIDTH {
            out.push_str(line);
            continue;
        }
        let marked = content.len() - content.trim_start_matches([' ', '|', '>']).len();
        let mark = &content[..marked];
        if !mark.is_empty() && !mark.contains(['|', '>']) {
            // A block line: a command or a board row is copied, not read as prose.
            out.push_str(line);
            continue;
        }
        out.push_str(&fill(&content[marked..], mark));
        out.push_str(end);
    }
    out
}

/// One paragraph wrapped at [`WIDTH`], each line starting with `mark`.
pub fn fill(paragraph: &str, mark: &str) -> String {
    fill_words(&glue_commands(paragraph), mark)
}

/// [`fill`] without keeping example commands whole: for text that is read, not copied
/// (the command an error reply quotes).
pub fn fill_words(paragraph: &str, mark: &str) -> String {
    let glued = paragraph;
    let options = Options::new(WIDTH)
        .initial_indent(mark)
        .subsequent_indent(mark)
        .word_separator(WordSeparator::AsciiSpace)
        .word_splitter(WordSplitter::NoHyphenation)
        .wrap_algorithm(WrapAlgorithm::FirstFit)
        .break_words(false);
    textwrap::fill(glued, options).replace(GLUE, " ")
}

/// `line` with the spaces inside each example command glued: from `stratego` (or
/// `'stratego`) to the word that closes its quote, or, unquoted, to the end of its clause.
fn glue_commands(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    // Inside an example command, and whether it opened with a quote.
    let mut command: Option<bool> = None;
    let mut previous = "";
    for (i, word) in line.split(' ').enumerate() {
        if i > 0 {
            // A moment (`23.11.2026, 12:00 UTC`) is read as one: its clock time stays with
            // its day, and `UTC` with the clock time.
            let moment = is_clock(word) || (word.starts_with("UTC") && is_clock(previous));
            out.push(if command.is_some() || moment {
                GLUE
            } else {
                ' '
            });
        }
        previous = word;
        out.push_str(word);
        command = match command {
            Some(quoted) => {
                let closes = if quoted {
                    word.trim_end_matches(['.', ',', ';', ':', ')'])
                        .ends_with('\'')
                } else {
                    word.ends_with(['.', ',', ';', ':', ')'])
                };
                (!closes).then_some(quoted)
            }
            None => match word {
                "stratego" => Some(false),
                "'stratego" => Some(true),
                _ => None,
            },
        };
    }
    out
}

/// `12:00` (a clock time, as the texts write a moment's), maybe with a comma or a stop.
fn is_clock(word: &str) -> bool {
    let w = word.trim_end_matches([',', '.', ';', ')']).as_bytes();
    matches!(w, [a, b, b':', c, d] if [a, b, c, d].iter().all(|x| x.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_wrap_at_72_and_short_lines_stay() {
        let long = "word ".repeat(40);
        let text = format!("short line\n{long}\n | [1] [2] |   \n");
        let laid = layout(&text);
        assert!(laid.lines().all(|l| l.chars().count() <= WIDTH), "{laid}");
        assert!(laid.starts_with("short line\nword word"));
        assert!(
            laid.ends_with(" | [1] [2] |   \n"),
            "short lines stay byte for byte"
        );
        assert_eq!(
            laid.split_whitespace().count(),
            text.split_whitespace().count()
        );
        assert_eq!(layout("no newline"), "no newline");
    }

    #[test]
    fn block_lines_and_long_words_are_never_cut() {
        let command = format!("  stratego move 1 alice <password> {}", "e4-e5 ".repeat(12));
        assert_eq!(layout(&command), command);
        let url = "x".repeat(100);
        assert_eq!(layout(&url), url);
    }

    #[test]
    fn example_commands_stay_whole() {
        let hint = format!(
            "{} write it as: stratego showas <game> <userid> <password>. Or answer with \
             'stratego move 1 bob <password> accept' now.",
            "x".repeat(40)
        );
        let laid = layout(&hint);
        assert!(
            laid.contains("\nstratego showas <game> <userid> <password>."),
            "{laid}"
        );
        assert!(
            laid.contains("'stratego move 1 bob <password> accept'"),
            "{laid}"
        );
        assert!(!laid.contains(GLUE));
        let two = format!(
            "{} send 'stratego help TOPIC', like 'stratego help moves'.",
            "x".repeat(40)
        );
        let laid = layout(&two);
        assert!(laid.contains("'stratego help TOPIC',"), "{laid}");
        assert!(laid.contains("'stratego help moves'."), "{laid}");
    }

    #[test]
    fn a_moment_is_never_broken() {
        for moment in [
            "23.11.2026, 12:00 UTC",
            "2026-11-23 12:00 UTC",
            "23-11-2026 12:00 UTC",
        ] {
            for n in 40..72 {
                let text = format!("{} {moment}.", "x".repeat(n));
                let laid = layout(&text);
                assert!(laid.contains(moment), "{laid}");
            }
        }
        assert!(!is_clock("1200") && is_clock("12:00,") && !is_clock("e4-e5"));
    }

    #[test]
    fn relayed_lines_keep_their_mark() {
        let relayed = format!("  | {}\n", "chat ".repeat(30));
        let laid = layout(&relayed);
        assert!(laid.lines().count() > 1);
        assert!(laid.lines().all(|l| l.starts_with("  | chat")), "{laid}");
    }
}
