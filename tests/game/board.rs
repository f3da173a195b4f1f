//! Reading the ASCII board of a mail back into squares, and checking it against the mirrored
//! game: every piece where it is, own ranks shown, enemy ranks only when public.

use std::collections::{BTreeMap, BTreeSet};

use stratego_rules::{Color, Game, Phase, Square, Variant, Viewer};

/// One square of a drawn board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    Empty {
        marked: bool,
    },
    Lake,
    Piece {
        owner: Color,
        /// The rank letter, or `?`.
        rank: char,
        moved: bool,
        revealed: bool,
        /// `>`: a square of the last move.
        marked: bool,
    },
}

/// A board as drawn: the column letters left to right, the row numbers top down, the cells.
#[derive(Debug, Clone)]
pub struct Grid {
    pub columns: Vec<char>,
    pub rows: Vec<u8>,
    pub cells: BTreeMap<Square, Cell>,
}

fn is_border(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("+-") && t.ends_with("-+")
}

/// Parses the first board in `body`; panics with the body when there is none.
pub fn parse(body: &str) -> Grid {
    let lines: Vec<&str> = body.lines().collect();
    let top = lines
        .iter()
        .position(|l| is_border(l))
        .unwrap_or_else(|| panic!("no board in:\n{body}"));
    assert!(top > 0, "no column letters above the board:\n{body}");
    let columns: Vec<char> = lines[top - 1]
        .split_whitespace()
        .map(|w| {
            assert_eq!(w.len(), 1, "column header {:?}", lines[top - 1]);
            w.chars().next().unwrap()
        })
        .collect();
    let width = 5 * columns.len();
    let mut rows = Vec::new();
    let mut cells = BTreeMap::new();
    for (n, line) in lines.iter().enumerate().skip(top + 1) {
        if is_border(line) {
            assert_eq!(
                lines.get(n + 1),
                Some(&lines[top - 1]),
                "column letters below the board differ from above:\n{body}"
            );
            return Grid {
                columns,
                rows,
                cells,
            };
        }
        let row: u8 = line[..2]
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{line:?}"));
        assert_eq!(&line[2..4], " |", "{line:?}");
        assert_eq!(&line[4 + width..], format!("| {row}"), "{line:?}");
        rows.push(row);
        for (i, &col) in columns.iter().enumerate() {
            let text: Vec<char> = line[4 + 5 * i..4 + 5 * i + 5].chars().collect();
            let sq: Square = format!("{col}{row}").parse().expect("a square");
            let marked = text[0] == '>';
            let cell = match (text[1], text[2], text[3]) {
                _ if text.iter().all(|&c| c == '~') => Cell::Lake,
                (' ', '.', ' ') => Cell::Empty { marked },
                (open @ ('[' | '('), rank, close) => {
                    let owner = if open == '[' { Color::Red } else { Color::Blue };
                    assert_eq!(close, if open == '[' { ']' } else { ')' }, "{line:?}");
                    let (moved, revealed) = match text[4] {
                        ' ' => (false, false),
                        '\'' => (true, false),
                        '!' => (false, true),
                        '*' => (true, true),
                        other => panic!("unknown mark {other:?} in {line:?}"),
                    };
                    Cell::Piece {
                        owner,
                        rank,
                        moved,
                        revealed,
                        marked,
                    }
                }
                _ => panic!("unreadable cell {text:?} in {line:?}"),
            };
            cells.insert(sq, cell);
        }
    }
    panic!("the board has no bottom border:\n{body}");
}

/// What everybody knows about the pieces on the board: the squares of pieces whose rank a
/// battle revealed (kept, `-reveal=keep`) or that moved more than one square (Scouts).
/// Kept by the test from the moves alone, not taken from the rules crate's own flags.
#[derive(Debug, Clone, Default)]
pub struct Public {
    pub known: BTreeSet<Square>,
}

impl Public {
    /// Follows one ply: the piece leaves `from`; a battle reveals its survivor on `to`; a
    /// long move shows a Scout.
    pub fn after(&mut self, from: Square, to: Square, battle: bool, survivor_on_to: bool) {
        let was_known = self.known.remove(&from);
        let distance = from.file().abs_diff(to.file()) + from.rank().abs_diff(to.rank());
        if battle {
            self.known.remove(&to);
            if survivor_on_to {
                self.known.insert(to);
            }
        } else if was_known || distance > 1 {
            self.known.insert(to);
        }
    }
}

/// Whether `viewer` may know the rank of the piece of `owner` on `sq`.
pub fn may_know(viewer: Viewer, owner: Color, sq: Square, public: &Public) -> bool {
    viewer == Viewer::Referee || viewer == Viewer::Player(owner) || public.known.contains(&sq)
}

/// The columns and rows a viewer's board must show, left to right and top down.
pub fn orientation(variant: Variant, viewer: Viewer, flip: bool) -> (Vec<char>, Vec<u8>) {
    let files: Vec<char> = (0..variant.files()).map(|f| (b'a' + f) as char).collect();
    let ranks: Vec<u8> = (1..=variant.ranks()).collect();
    if flip && viewer == Viewer::Player(Color::Blue) {
        (files.into_iter().rev().collect(), ranks)
    } else {
        (files, ranks.into_iter().rev().collect())
    }
}

/// Checks a drawn board against the mirrored game, as `viewer` may know it.
pub fn check(body: &str, game: &Game, viewer: Viewer, flip: bool, public: &Public) {
    // Once the game is over every mail shows both armies (issue 79).
    let over = matches!(game.phase(), Phase::Over(_));
    let grid = parse(body);
    let variant = game.variant();
    let (columns, rows) = orientation(variant, viewer, flip);
    assert_eq!(grid.columns, columns, "columns for {viewer:?}:\n{body}");
    assert_eq!(grid.rows, rows, "rows for {viewer:?}:\n{body}");
    let last = game.last_move().map(|m| [m.from, m.to]);
    let is_marked = |sq: Square| last.is_some_and(|l| l.contains(&sq));
    for sq in variant.squares() {
        let cell = grid.cells[&sq];
        let expected = match game.board().get(sq) {
            None if variant.is_lake(sq) => Cell::Lake,
            None => Cell::Empty {
                marked: is_marked(sq),
            },
            Some(u) => {
                let owner = u.piece.color;
                Cell::Piece {
                    owner,
                    rank: if over || may_know(viewer, owner, sq, public) {
                        u.piece.rank.char()
                    } else {
                        '?'
                    },
                    moved: u.moved,
                    revealed: public.known.contains(&sq),
                    marked: is_marked(sq),
                }
            }
        };
        assert_eq!(cell, expected, "{sq} for {viewer:?}:\n{body}");
    }
}
