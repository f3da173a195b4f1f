//! Lines the server drew: a board mail's board, coordinates, legend and piece lists, as
//! `stratego_rules::render` writes them. They are never a player's text, so they are never
//! relayed, whatever surrounds them: a client that pastes our mail unquoted into a reply
//! would otherwise send a player's whole army to the opponent.
//!
//! The shapes are matched with all whitespace removed or collapsed, because HTML mail
//! collapses the runs of blanks that align the board. A player's army rows (`9394924939`,
//! `9 3 9 4 9 2 4 9 3 9`) are not board shapes and stay: they are what a deploy mail holds.

/// Lines of the legends under boards mailed before issue 79 (each board's own legend is
/// [`is_legend_line`]'s), each line with its whitespace collapsed.
const LEGEND: &[&str] = &[
    "Legend: [x] Red piece, (x) Blue piece, x its rank (1 Marshal .. 9 Scout,",
    "S Spy, B Bomb, F Flag), ? a rank not known to you, . empty, ~ lake.",
    "After a piece: ' it has moved, ! its rank is known to the opponent,",
    "* both. > marks the two squares of the last move.",
    "Observer's view: Red pieces are [x], Blue pieces are (x).",
    // Domino's.
    "Legend: [53] Red tile, (53) Blue tile: attack digit, then defence digit;",
    "?? a tile not known to you, . empty. After a tile: ' it has moved,",
    "! it is known to the opponent, * both. > marks the two squares of the",
    "last move.",
];

/// The words of every legend a board may have (each variant, with and without the last
/// move's mark, in every language), as the board mails write them.
static LEGENDS: std::sync::LazyLock<Vec<Vec<String>>> = std::sync::LazyLock::new(|| {
    let mut legends = Vec::new();
    for lang in crate::texts::Lang::ALL {
        for v in stratego_rules::Variant::ALL {
            for mark in [false, true] {
                let text = stratego_rules::legend_in(v, mark, &lang);
                legends.push(text.split_whitespace().map(str::to_string).collect());
            }
        }
    }
    legends
});

/// A line of a legend as a board wraps it: a run of three or more of a legend's words, or
/// its last two (`* both.`), which a wrap may leave alone on a line.
fn is_legend_line(words: &[&str]) -> bool {
    LEGENDS.iter().any(|legend| match words.len() {
        0 | 1 => false,
        2 => legend.ends_with(&[words[0].to_string(), words[1].to_string()]),
        _ => legend.windows(words.len()).any(|run| run == words),
    })
}

/// The symbols of ranks on the board and in piece lists.
const RANKS: &str = "123456789SBF";

/// Reads lines in order and tells which are the server's: one piece list ("Blue has lost: 9
/// 9 B ...") may wrap onto lines that hold only rank symbols, and those are the server's only
/// right after it.
#[derive(Default)]
pub(super) struct Rendered {
    in_lost_list: bool,
}

impl Rendered {
    /// A blank line: a piece list does not go on after it.
    pub(super) fn blank(&mut self) {
        self.in_lost_list = false;
    }

    /// Whether `line` is a line the server drew (and so not a player's).
    pub(super) fn drops(&mut self, line: &str) -> bool {
        // A board mail's relayed comment is indented by "  | ": a reply may relay it again.
        let mut line = line.trim_start();
        while let Some(rest) = line.strip_prefix('|') {
            line = rest.trim_start();
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let continues_lost_list =
            self.in_lost_list && !words.is_empty() && words.iter().all(|w| is_rank_symbol(w));
        let lost_list = is_lost_list(&words);
        self.in_lost_list = lost_list || continues_lost_list;
        lost_list || continues_lost_list || is_rendered(line, &words)
    }
}

fn is_rank_symbol(word: &str) -> bool {
    (word.len() == 1 && RANKS.contains(word)) || is_tile_word(word)
}

/// A Domino tile in a piece list: `[6-4]`.
fn is_tile_word(word: &str) -> bool {
    matches!(
        word.as_bytes(),
        [b'[', b'0'..=b'6', b'-', b'0'..=b'6', b']']
    )
}

/// "Red has lost: none", "Blue has lost: 9 9 B", in any of our languages ("Verluste von
/// Blau: 9 9 B").
fn is_lost_list(words: &[&str]) -> bool {
    if matches!(words, [side, "has", "lost:", rest @ ..]
        if is_side(side) && (rest == ["none"] || rest.iter().all(|w| is_rank_symbol(w))))
    {
        return true;
    }
    let joined = words.join(" ");
    BOARD_WORDS.lost.iter().any(|(none, prefix)| {
        joined == *none
            || joined
                .strip_prefix(prefix.as_str())
                .is_some_and(|rest| !rest.is_empty() && rest.split(' ').all(is_rank_symbol))
    })
}

/// The lines of a board mail's piece lists and unseen table in every language, as
/// `stratego_rules::Words` writes them.
struct BoardWords {
    /// Each side's "lost nothing" line, and the start of its list of lost pieces.
    lost: Vec<(String, String)>,
    /// The unseen table's headings (`Figuren von Blau, die du noch nicht gesehen hast:`).
    unseen: Vec<String>,
    /// The first words of the unseen table's two rows (`Rang`, `Anzahl`).
    table: Vec<String>,
}

static BOARD_WORDS: std::sync::LazyLock<BoardWords> = std::sync::LazyLock::new(|| {
    use stratego_rules::{Color, Words};
    let collapse = |s: String| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut words = BoardWords {
        lost: Vec::new(),
        unseen: Vec::new(),
        table: Vec::new(),
    };
    for lang in crate::texts::Lang::ALL {
        for c in [Color::Red, Color::Blue] {
            let listed = collapse(lang.lost(c, "\u{1}"));
            let prefix = listed.split('\u{1}').next().unwrap_or_default().to_string();
            words.lost.push((collapse(lang.lost(c, "")), prefix));
            for by_you in [false, true] {
                words.unseen.push(collapse(lang.unseen(c, by_you)));
            }
        }
        words
            .table
            .extend(lang.labels().table.map(|l| l.to_lowercase()));
    }
    words
});

fn is_side(word: &str) -> bool {
    word == "Red" || word == "Blue"
}

/// Every other shape the server draws, on its own line.
fn is_rendered(line: &str, words: &[&str]) -> bool {
    let joined = words.join(" ");
    is_board_row(line)
        || is_coordinate_line(words)
        || is_border(line)
        || LEGEND.contains(&joined.as_str())
        || is_legend_line(words)
        || is_unseen_table(words)
        || is_caption(&joined, words)
}

/// A row of the board: `10 | (?)  [9]' ~~~~~~~~~~  .   | 10`, also without its numbers or
/// bars as long as it holds pieces.
fn is_board_row(line: &str) -> bool {
    let s: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
    let mut i = 0;
    let mut bars = 0;
    let mut row_number_and_bar = |i: &mut usize, number_first: bool| {
        let number = |i: &mut usize| {
            *i += s
                .iter()
                .skip(*i)
                .take(2)
                .take_while(|c| c.is_ascii_digit())
                .count();
        };
        if number_first {
            number(i);
        }
        if s.get(*i) == Some(&'|') {
            *i += 1;
            bars += 1;
        }
        if !number_first {
            number(i);
        }
    };
    row_number_and_bar(&mut i, true);
    let (squares, pieces) = squares(&s, &mut i);
    row_number_and_bar(&mut i, false);
    i == s.len() && ((squares >= 4 && (pieces >= 1 || bars >= 2)) || pieces >= 2)
}

/// Reads squares from `s[*i..]`: `[9]`, `(?)'`, `>[S]*`, `.`, a run of `~`. Returns how many
/// squares and how many of them hold a piece.
fn squares(s: &[char], i: &mut usize) -> (usize, usize) {
    let (mut squares, mut pieces) = (0, 0);
    loop {
        let start = *i;
        if s.get(*i) == Some(&'>') {
            *i += 1;
        }
        match s.get(*i) {
            Some('.') => *i += 1,
            Some('~') => {
                while s.get(*i) == Some(&'~') {
                    *i += 1;
                }
            }
            Some(&open @ ('[' | '(')) => {
                let close = if open == '[' { ']' } else { ')' };
                let rank = s
                    .get(*i + 1)
                    .is_some_and(|c| *c == '?' || RANKS.contains(*c));
                // A Domino tile: two digits 0-6, or `??`.
                let digit = |c: Option<&char>| c.is_some_and(|c| matches!(c, '0'..='6'));
                let tile = (digit(s.get(*i + 1)) && digit(s.get(*i + 2)))
                    || (s.get(*i + 1) == Some(&'?') && s.get(*i + 2) == Some(&'?'));
                if tile && s.get(*i + 3) == Some(&close) {
                    *i += 4;
                } else if rank && s.get(*i + 2) == Some(&close) {
                    *i += 3;
                } else {
                    *i = start;
                    return (squares, pieces);
                }
                if s.get(*i).is_some_and(|c| matches!(c, '\'' | '!' | '*')) {
                    *i += 1;
                }
                pieces += 1;
            }
            _ => {
                *i = start;
                return (squares, pieces);
            }
        }
        squares += 1;
    }
}

/// `a    b    c ... j` (or `j ... a` on a turned board; `a ... h` on the small board).
fn is_coordinate_line(words: &[&str]) -> bool {
    let letters: Option<Vec<u8>> = words
        .iter()
        .map(|w| match w.as_bytes() {
            [c @ b'a'..=b'j'] => Some(*c),
            _ => None,
        })
        .collect();
    let Some(letters) = letters else {
        return false;
    };
    let step = |d: i16| {
        letters
            .windows(2)
            .all(|w| i16::from(w[1]) - i16::from(w[0]) == d)
    };
    letters.len() >= 8 && (step(1) || step(-1))
}

/// `+--------------------------------------------------+`
fn is_border(line: &str) -> bool {
    let t: String = line.chars().filter(|c| !c.is_whitespace()).collect();
    let inner = t.strip_prefix('+').and_then(|t| t.strip_suffix('+'));
    inner.is_some_and(|d| d.len() >= 10 && d.chars().all(|c| c == '-'))
}

/// The unseen pieces: "Blue pieces not yet seen by you:", then `rank  1  2 ... F` and
/// `count 1  1 ... 1`.
fn is_unseen_table(words: &[&str]) -> bool {
    let joined = words.join(" ");
    if BOARD_WORDS.unseen.contains(&joined) {
        return true;
    }
    if let [first, rest @ ..] = words
        && rest.len() >= 4
        && BOARD_WORDS.table.contains(&first.to_lowercase())
        && (rest.iter().all(|w| is_rank_symbol(w))
            || rest.iter().all(|w| w.chars().all(|c| c.is_ascii_digit())))
    {
        return true;
    }
    match words {
        [side, "pieces", "not", "yet", "seen:"]
        | [side, "pieces", "not", "yet", "seen", "by", "you:"] => is_side(side),
        ["rank", rest @ ..] => rest.len() >= 4 && rest.iter().all(|w| is_rank_symbol(w)),
        ["count", rest @ ..] => {
            rest.len() >= 4 && rest.iter().all(|w| w.chars().all(|c| c.is_ascii_digit()))
        }
        _ => false,
    }
}

/// The captions of a board mail in every language as `stratego_rules::Words` writes them:
/// whose view it is, the setup, the last move, whose turn. Each is its fixed pieces of text;
/// between two pieces stands one word of the game's (a square, a number), never a space.
static CAPTIONS: std::sync::LazyLock<Vec<Vec<String>>> = std::sync::LazyLock::new(|| {
    use stratego_rules::{Color, Square, Viewer, Words};
    const HOLE: char = '\u{2}';
    let (from, to): (Square, Square) = match ("a1".parse(), "b2".parse()) {
        (Ok(f), Ok(t)) => (f, t),
        _ => return Vec::new(),
    };
    let mut captions = Vec::new();
    for lang in crate::texts::Lang::ALL {
        let mut texts = Vec::new();
        for c in [Color::Red, Color::Blue] {
            texts.push(lang.viewer_line(Viewer::Player(c), "[x]", "(x)"));
            texts.push(lang.last_move(c, from, to, 7777));
            for you in [false, true] {
                for offer in [None, Some(Color::Red), Some(Color::Blue)] {
                    texts.push(lang.to_play(you, c, 7777, offer));
                }
            }
        }
        texts.push(lang.viewer_line(Viewer::Observer, "[x]", "(x)"));
        for deployed in [[false, false], [true, false], [false, true], [true, true]] {
            texts.push(lang.setting_up(deployed));
        }
        for text in texts {
            let holed = text
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .replace("a1", &HOLE.to_string())
                .replace("b2", &HOLE.to_string())
                .replace("7777", &HOLE.to_string());
            captions.push(holed.split(HOLE).map(str::to_string).collect());
        }
    }
    captions
});

/// Whether `joined` is one of [`CAPTIONS`], a word of the game in each hole.
fn is_caption_in_any_language(joined: &str) -> bool {
    CAPTIONS.iter().any(|pieces| {
        let Some((first, rest)) = pieces.split_first() else {
            return false;
        };
        let Some(mut left) = joined.strip_prefix(first.as_str()) else {
            return false;
        };
        for piece in rest {
            // One word fills the hole: up to the next piece, with no space in it.
            let found = if piece.is_empty() {
                Some(left.len())
            } else {
                left.find(piece.as_str())
            };
            match found {
                Some(i) if i > 0 && !left[..i].contains(' ') => left = &left[i + piece.len()..],
                _ => return false,
            }
        }
        left.is_empty()
    })
}

/// The lines between the board and the piece lists: whose view it is, the last move, the
/// battle, and the state of the game.
fn is_caption(joined: &str, words: &[&str]) -> bool {
    if is_caption_in_any_language(joined) {
        return true;
    }
    let colors = matches!(words, ["You", "are", side, "your", "pieces", "are", _, _, "are", _]
        if side.strip_suffix(':').is_some_and(is_side));
    // "Red's 9 at a5 struck ..." and "Blue's 2 captured your flag at a1."
    let battle = matches!(words.first(), Some(&("Your" | "Red's" | "Blue's")))
        && matches!(words.get(2), Some(&("at" | "captured")))
        && (joined.contains(" struck ") || joined.contains(" captured "));
    colors
        || battle
        // The words of boards since issue 79, and of the boards mailed before it.
        || (joined.starts_with("Last move: ") && joined.ends_with(").") && joined.contains(" (move "))
        || (joined.contains(" to play move ") && joined.ends_with('.'))
        || (joined.starts_with("Last move (ply ") && joined.ends_with('.'))
        || joined.contains(" to move; the next move is ply ")
        || (joined.starts_with("Setting up: Red ") && joined.contains(" deploy"))
        || (joined.starts_with("Game over: ")
            && (joined.contains(" wins: ") || joined.starts_with("Game over: draw: ")))
}
