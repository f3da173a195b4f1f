//! The ASCII board of SPEC 6, drawn from a [`View`] (never from a game, so it cannot show
//! what the view does not hold).
//!
//! ```text
//!       a    b    c    d    e    f    g    h    i    j
//!    +--------------------------------------------------+
//! 10 | (?)  (?)  (?)  (?)  (?)  (?)  (?)  (?)  (?)  (?)  | 10
//!  9 | (?)  (?)  (?)  (?)  (?)' (?)  (?)  (?)  (?)  (?)  |  9
//! ...
//!  5 |  .    .   ~~~~~~~~~~  .    .   ~~~~~~~~~~  .    .   |  5
//!  4 | [9]  [3]  [9]  [4] >[9]' [2]  [4]  [9]  [3]  [9]  |  4
//! ```
//! Each square is five characters: a `>` where the last move went from or to, the piece
//! (`[x]` Red, `(x)` Blue, `?` for a rank the viewer does not know), and a mark: `'` moved,
//! `!` known to the opponent, `*` both. A Domino square is six: a tile shows its two digits,
//! attack first (`[53]`), or `??` when the viewer does not know it.

use std::fmt::Write;

use crate::words::{English, Words};
use crate::{Battle, BattleStory, Color, Phase, Rank, Square, View, ViewPiece, Viewer};

/// Board lines are at most this wide (SPEC 6 allows 72).
pub const MAX_WIDTH: usize = 72;

fn push_cell(out: &mut String, view: &View, sq: Square, piece: Option<&ViewPiece>) {
    // Pushed char by char: this runs for every square of every board mail.
    let marked = view.last_move.is_some_and(|m| m.from == sq || m.to == sq);
    let lead = if marked { '>' } else { ' ' };
    match piece {
        None if view.variant.is_lake(sq) => out.push_str("~~~~~"),
        None => {
            out.push(lead);
            out.push_str(" .  ");
            if view.variant.is_dealt() {
                out.push(' ');
            }
        }
        Some(p) => {
            let (open, close) = match p.owner {
                Color::Red => ('[', ']'),
                Color::Blue => ('(', ')'),
            };
            let mark = match (p.moved, p.revealed) {
                (false, false) => ' ',
                (true, false) => '\'',
                (false, true) => '!',
                (true, true) => '*',
            };
            if view.variant.is_dealt() {
                let (a, d) = p
                    .rank
                    .and_then(Rank::tile_values)
                    .map_or(('?', '?'), |(a, d)| {
                        ((b'0' + a) as char, (b'0' + d) as char)
                    });
                for c in [lead, open, a, d, close, mark] {
                    out.push(c);
                }
                return;
            }
            let rank = p.rank.map_or('?', Rank::char);
            for c in [lead, open, rank, close, mark] {
                out.push(c);
            }
        }
    }
}

/// How a board is laid out for its viewer: the files left to right, the ranks top to bottom,
/// and the piece (if any) on each square, by square index. Shared by the text and the HTML
/// board so that the two always turn the same way.
pub(crate) struct Layout<'v> {
    /// Files from left to right.
    pub files: Vec<u8>,
    /// Ranks from the top row down.
    pub ranks: Vec<u8>,
    /// The piece on each square, by [`Square::index`].
    pub grid: Vec<Option<&'v ViewPiece>>,
}

impl<'v> Layout<'v> {
    /// With `flip`, a Blue viewer's board is turned so Blue's army is at the bottom (SPEC 6);
    /// Red and observers always see Red at the bottom.
    pub(crate) fn of(view: &'v View, flip: bool) -> Layout<'v> {
        let v = view.variant;
        let turned = flip && view.viewer == Viewer::Player(Color::Blue);
        let files: Vec<u8> = if turned {
            (0..v.files()).rev().collect()
        } else {
            (0..v.files()).collect()
        };
        let ranks: Vec<u8> = if turned {
            (0..v.ranks()).collect()
        } else {
            (0..v.ranks()).rev().collect()
        };
        let mut grid: Vec<Option<&ViewPiece>> = vec![None; crate::square::SQUARES];
        for p in &view.pieces {
            grid[p.square.index()] = Some(p);
        }
        Layout { files, ranks, grid }
    }
}

/// Draws the board and what goes with it: the last move and its battle in words, lost
/// pieces, unseen enemy pieces by rank, whose turn it is, and a legend. With `flip`, a Blue
/// viewer's board is turned so Blue's army is at the bottom (SPEC 6); Red and observers
/// always see Red at the bottom. Every line is at most [`MAX_WIDTH`] characters. In
/// English: [`render_in`] draws it in other words.
pub fn render(view: &View, flip: bool) -> String {
    render_in(view, flip, &English)
}

/// [`render`] with the sentences and labels of `words`.
pub fn render_in(view: &View, flip: bool, words: &dyn Words) -> String {
    let v = view.variant;
    let Layout { files, ranks, grid } = Layout::of(view, flip);
    // Room for the whole text (a classic board with its words is about 2.5 kB), and every
    // line pushed into it: this runs for each recipient of every board mail.
    let mut out = String::with_capacity(4096);
    // A Domino tile has two digits: its squares are one character wider.
    let cell = if v.is_dealt() { 6 } else { 5 };
    let mut header = String::from("  ");
    for &f in &files {
        push_right(&mut header, &[b'a' + f], cell);
    }
    header.push('\n');
    let mut border = String::from("   +");
    border.extend(std::iter::repeat_n('-', cell * files.len()));
    border.push_str("+\n");
    out.push_str(&header);
    out.push_str(&border);
    for &r in &ranks {
        let number = number_text(r + 1);
        push_right(&mut out, number.as_bytes(), 2);
        out.push_str(" |");
        for &f in &files {
            let sq = Square::new(f, r).expect("on the board");
            push_cell(&mut out, view, sq, grid[sq.index()]);
        }
        out.push_str("| ");
        out.push_str(&number);
        out.push('\n');
    }
    out.push_str(&border);
    out.push_str(&header);
    out.push('\n');

    let _ = writeln!(out, "{}", words.viewer_line(view.viewer, "[x]", "(x)"));
    if let Some(m) = view.last_move {
        let _ = writeln!(out, "{}", words.last_move(m.player, m.from, m.to, m.ply));
        if let Some(b) = m.battle {
            // A Domino flag's sentence can pass the width a board line may have.
            wrap_into(
                &mut out,
                &battle_words(view, words, m.player, m.from, m.to, b),
            );
        }
    }
    let _ = writeln!(out, "{}", status_line(view, words));

    out.push('\n');
    for c in Color::ALL {
        wrap_into(&mut out, &words.lost(c, &lost_words(view, c)));
    }
    let unseen_sides: Vec<Color> = match view.viewer {
        Viewer::Player(c) => vec![c.other()],
        Viewer::Observer => Color::ALL.to_vec(),
        Viewer::Referee => Vec::new(),
    };
    // A Domino hand is secret (four tiles of each set are never shown): no table to count;
    // a game over shows every piece.
    let over = matches!(view.phase, Phase::Over(_));
    let table = words.labels().table;
    for c in unseen_sides.into_iter().filter(|_| !v.is_dealt() && !over) {
        let counts = view.unseen(c);
        let by_you = view.viewer != Viewer::Observer;
        let _ = writeln!(out, "{}", words.unseen(c, by_you));
        let ranks: Vec<Rank> = Rank::ALL
            .into_iter()
            .filter(|r| v.army_count(*r) > 0)
            .collect();
        // The two rows' labels in one column, at least six wide (`count `).
        let [rank, count] = &table;
        let width = 6.max(rank.chars().count()).max(count.chars().count());
        let _ = write!(out, "  {rank:<width$}");
        for &r in &ranks {
            let mut symbol = [0; 4];
            push_right(&mut out, r.char().encode_utf8(&mut symbol).as_bytes(), 3);
        }
        let _ = write!(out, "\n  {count:<width$}");
        for &r in &ranks {
            push_right(&mut out, number_text(counts[r.index()]).as_bytes(), 3);
        }
        out.push('\n');
    }
    out.push('\n');
    // "* both" stays on one line: a lone * at a line's end reads as a mark.
    let mut legend_lines = String::new();
    wrap_into(
        &mut legend_lines,
        &legend_text(v, view.last_move.is_some(), words),
    );
    out.push_str(&legend_lines.replace('\u{1}', " "));
    out
}

/// The legend under a text board of `v`, as one paragraph: the ranks this game has (the
/// small game has no Marshal) and, when `last_move`, the mark of the last move.
pub fn legend(v: crate::Variant, last_move: bool) -> String {
    legend_in(v, last_move, &English)
}

/// [`legend`] in `words`.
pub fn legend_in(v: crate::Variant, last_move: bool, words: &dyn Words) -> String {
    legend_text(v, last_move, words).replace('\u{1}', " ")
}

/// [`legend`] with a `\u{1}` where a wrap must not break (after a mark: `* both`).
fn legend_text(v: crate::Variant, last_move: bool, words: &dyn Words) -> String {
    words.legend(v, &rank_words(v, &words.labels()), last_move)
}

/// The ranks of `v`'s armies for a legend: `1 Marshal .. 9 Scout, S Spy, B Bomb, F Flag`,
/// from the lowest number the game has.
pub(crate) fn rank_words(v: crate::Variant, labels: &crate::words::Labels) -> String {
    let present: Vec<Rank> = Rank::ALL
        .into_iter()
        .filter(|r| v.army_count(*r) > 0)
        .collect();
    let numbered: Vec<&Rank> = present
        .iter()
        .filter(|r| r.char().is_ascii_digit())
        .collect();
    let mut words: Vec<String> = Vec::new();
    match numbered.as_slice() {
        [] => {}
        [one] => words.push(format!("{} {}", one.char(), labels.rank(**one))),
        [first, .., last] => words.push(format!(
            "{} {} .. {} {}",
            first.char(),
            labels.rank(**first),
            last.char(),
            labels.rank(**last)
        )),
    }
    for r in present.iter().filter(|r| !r.char().is_ascii_digit()) {
        words.push(format!("{} {}", r.char(), labels.rank(*r)));
    }
    words.join(", ")
}

/// `text` (ASCII) right-aligned in `width` columns, as `format!("{text:>width$}")` writes it.
fn push_right(out: &mut String, text: &[u8], width: usize) {
    out.extend(std::iter::repeat_n(' ', width.saturating_sub(text.len())));
    out.push_str(std::str::from_utf8(text).expect("ASCII"));
}

/// A small number's digits, without the formatting machinery (a board mail writes dozens).
pub(crate) fn push_number(out: &mut String, n: u8) {
    if n >= 100 {
        out.push(char::from(b'0' + n / 100));
    }
    if n >= 10 {
        out.push(char::from(b'0' + n / 10 % 10));
    }
    out.push(char::from(b'0' + n % 10));
}

/// [`push_number`] into a new String.
fn number_text(n: u8) -> String {
    let mut digits = String::with_capacity(3);
    push_number(&mut digits, n);
    digits
}

/// The pieces `c` has lost, by rank symbol (empty for none): the same words in the text
/// and the HTML board.
pub(crate) fn lost_words(view: &View, c: Color) -> String {
    let mut ranks: Vec<String> = Vec::new();
    for &r in view.variant.spec().pieces {
        for _ in 0..view.lost[c.index()][r.index()] {
            ranks.push(match r.tile_values() {
                Some(_) => r.word(),
                None => r.to_string(),
            });
        }
    }
    ranks.join(" ")
}

/// The board mail's sentence for the last move's battle, with owners ("your", "Blue's")
/// and squares: [`BattleStory::sentence`], the one wording of a battle.
pub(crate) fn battle_words(
    view: &View,
    words: &dyn Words,
    mover: Color,
    from: Square,
    to: Square,
    b: Battle,
) -> String {
    let yours = match view.viewer {
        Viewer::Player(c) => Some(c),
        _ => None,
    };
    words.battle(
        &BattleStory::new(b, view.variant),
        mover,
        yours,
        Some((from, to)),
    )
}

pub(crate) fn status_line(view: &View, words: &dyn Words) -> String {
    match view.phase {
        Phase::Setup { deployed } => words.setting_up(deployed),
        Phase::Playing => {
            let you = view.viewer == Viewer::Player(view.to_move);
            words.to_play(you, view.to_move, view.ply + 1, view.draw_offer)
        }
        Phase::Over(o) => words.game_over(&o, view.ply),
    }
}

fn wrap_into(out: &mut String, text: &str) {
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.len() + 1 + word.len() > MAX_WIDTH {
            let _ = writeln!(out, "{line}");
            line = "  ".to_string();
        }
        if !line.is_empty() && !line.ends_with("  ") {
            line.push(' ');
        }
        line.push_str(word);
    }
    let _ = writeln!(out, "{line}");
}
