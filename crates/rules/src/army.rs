//! Armies as players type them in a deploy mail (SPEC 4).
//!
//! An [`Army`] is the unchecked list of symbols a player sent; it becomes part of a game only
//! through [`Army::parse`] (or [`Army::from_symbols`]), which checks it against the variant's
//! army table and reports every problem at once.

use std::fmt;

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use crate::{Deal, Rank, Variant};

mod tiles;

use tiles::TileReader;

/// Problems reported before the list is cut short, so that a 10,000-character junk body
/// gets a readable reply.
const MAX_PROBLEMS: usize = 20;

/// A checked army: exactly one symbol per setup square, in deploy order (SPEC 4). The
/// letters never exceed the variant's army table, and the `?`s can always hold the pieces
/// not named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Army {
    variant: Variant,
    symbols: Vec<Symbol>,
}

/// What a player put on one setup square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Symbol {
    /// A piece of this rank (`1`-`9`, `S`, `B`, `F`).
    Piece(Rank),
    /// `?`: any piece not named elsewhere in the army. In a game whose army is smaller than
    /// its setup rows (Barrage, Duel) the pieces not named go to `?` squares chosen at random
    /// and the other `?` squares stay empty.
    Any,
    /// `.` or `-`: an empty square, only in a game whose army is smaller than its setup rows.
    Empty,
}

impl Symbol {
    /// The symbol `c` stands for in an army: a rank's letter (any case), `?`, and where the
    /// army leaves home squares empty (`sparse`: Barrage, Duel) `.` or `-`.
    pub fn from_char(c: char, sparse: bool) -> Option<Symbol> {
        match c {
            '?' => Some(Symbol::Any),
            '.' | '-' if sparse => Some(Symbol::Empty),
            _ => Rank::from_char(c).map(Symbol::Piece),
        }
    }

    /// The symbol as written: the rank's letter, `?` or `.`.
    pub fn char(self) -> char {
        match self {
            Symbol::Piece(r) => r.char(),
            Symbol::Any => '?',
            Symbol::Empty => '.',
        }
    }

    /// The rank, for a piece.
    pub fn rank(self) -> Option<Rank> {
        match self {
            Symbol::Piece(r) => Some(r),
            _ => None,
        }
    }
}

impl fmt::Display for Symbol {
    /// The symbol as written; a tile as its two digits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Symbol::Piece(r) => write!(f, "{r}"),
            other => write!(f, "{}", other.char()),
        }
    }
}

impl From<Rank> for Symbol {
    fn from(r: Rank) -> Symbol {
        Symbol::Piece(r)
    }
}

/// The symbols an army may use, for the unknown-symbol message.
fn symbol_hint(sparse: bool) -> &'static str {
    if sparse {
        "use 1-9, S, B, F, ? or . for an empty square"
    } else {
        "use 1-9, S, B, F or ?"
    }
}

/// One thing wrong with an army.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ArmyProblem {
    /// Fewer symbols than setup squares.
    #[error(
        "the army has {found} symbols but needs {expected}: one for each of your setup squares"
    )]
    TooFewSymbols {
        /// Symbols found.
        found: usize,
        /// Symbols needed.
        expected: usize,
    },
    /// More pieces than an army has (or, in Barrage and Duel, fewer): said before the
    /// counts of each rank, which follow from it.
    #[error("{found} pieces given, an army has {expected}")]
    PieceCount {
        /// Pieces given.
        found: usize,
        /// Pieces in an army.
        expected: usize,
    },
    /// A character that is no army symbol.
    #[error("line {line}: '{symbol}' is not an army symbol ({})", symbol_hint(*.sparse))]
    UnknownSymbol {
        /// The character.
        symbol: char,
        /// The line of the body it stands on, from 1.
        line: usize,
        /// Whether the game leaves home squares empty (Barrage, Duel), so `.` is a symbol too.
        sparse: bool,
    },
    /// More copies of a rank than the army table allows.
    #[error("too many {}s ({}): {found} given, an army has {expected}", .rank.name(), .rank.char())]
    TooMany {
        /// The rank.
        rank: Rank,
        /// Copies allowed.
        expected: u8,
        /// Copies given.
        found: usize,
    },
    /// Fewer copies of a rank than the army table needs (and no `?` to make up for it).
    #[error("too few {}s ({}): {found} given, an army has {expected}", .rank.name(), .rank.char())]
    TooFew {
        /// The rank.
        rank: Rank,
        /// Copies needed.
        expected: u8,
        /// Copies given.
        found: usize,
    },
    /// More pieces left to chance than `?` squares to put them on (Barrage, Duel).
    #[error(
        "{missing} pieces are not named but only {jokers} squares are marked ? for them: \
         put a ? or the piece's letter on one more square for each"
    )]
    NoRoom {
        /// Pieces of the army not named by a letter.
        missing: usize,
        /// `?` squares.
        jokers: usize,
    },
    /// A character that is no part of a Domino tile.
    #[error(
        "line {line}: '{symbol}' is not part of a tile: write each tile as its two digits 0-6, \
         attack first (53, 5-3 or [5-3]), or ? for a tile left to chance"
    )]
    UnknownTileSymbol {
        /// The character.
        symbol: char,
        /// The line of the body it stands on, from 1.
        line: usize,
    },
    /// The same Domino tile twice (either way round).
    #[error("the tile [{}] is in the army twice: each of your tiles goes on one square", tiles::words(*.tile))]
    TileTwice {
        /// The tile as written the second time.
        tile: Rank,
    },
    /// A Domino tile the player was not dealt.
    #[error("you were not dealt the tile [{}]: use only the tiles of your deal", tiles::words(*.tile))]
    NotDealt {
        /// The tile as written.
        tile: Rank,
    },
    /// More Domino tiles than setup squares, written on after the army (issue 27, item 16).
    #[error("the army has {found} tiles but needs {expected}: one for each of your setup squares")]
    TooManyTiles {
        /// Tiles found: the army's and those written right after it.
        found: usize,
        /// Tiles needed.
        expected: usize,
    },
    /// More problems than are worth listing.
    #[error("... and {0} more problems")]
    More(usize),
}

/// Everything wrong with an army, listed at once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArmyError {
    /// The variant the army was meant for.
    pub variant: Variant,
    /// Every problem found, in the order of the text (counts last).
    pub problems: Vec<ArmyProblem>,
    /// The player's deal, in a dealt game (Domino), to repeat in the help.
    pub deal: Option<Deal>,
}

impl std::error::Error for ArmyError {}

impl fmt::Display for ArmyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.problems.len();
        writeln!(
            f,
            "The army could not be used ({n} problem{}):",
            if n == 1 { "" } else { "s" }
        )?;
        for p in &self.problems {
            writeln!(f, "  - {p}")?;
        }
        let v = self.variant;
        let spec = v.spec();
        if v.is_dealt() {
            write!(
                f,
                "An army is {} tiles, {} rows of {}, your front row first, each row from your left. \
                 Write each tile attack digit then defence digit (53, 5-3 or [5-3]); use ? for a \
                 tile you leave to chance, or the single word auto.",
                v.setup_size(),
                spec.setup_rows,
                spec.files,
            )?;
            if let Some(deal) = self.deal {
                write!(f, "\nYour tiles: {deal}")?;
            }
            return Ok(());
        }
        write!(
            f,
            "An army is {} symbols, {} rows of {}, your front row first, each row from your left.\n\
             Pieces: {}. Use ? for any piece you leave to chance, or the single word auto.",
            v.setup_size(),
            spec.setup_rows,
            spec.files,
            army_table(v)
        )?;
        if v.is_sparse() {
            write!(
                f,
                "\nThe {} pieces stand anywhere on your {} home squares: put . (or -) on each \
                 square you leave empty.",
                v.army_size(),
                v.setup_size()
            )?;
        }
        Ok(())
    }
}

/// The army table in words, e.g. `1x1, 1x2, 2x3, ... 6xB, 1xF`.
pub fn army_table(v: Variant) -> String {
    Rank::ALL
        .iter()
        .filter(|&&r| v.army_count(r) > 0)
        .map(|&r| format!("{}x{}", v.army_count(r), r.char()))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Army {
    /// Reads an army from the body of a deploy mail.
    ///
    /// Army symbols are the rank letters and `?`, in any case; whitespace and HTML tags are
    /// skipped, lines starting with `>` (quoted text) are skipped, and a signature line
    /// (`-- `) ends the text. In a game whose army is smaller than its setup rows (Barrage,
    /// Duel), `.` and `-` mark an empty square. The first [`Variant::setup_size`] symbols are
    /// the army; a body whose first word is `auto` is an army of `?`s. Returns the army and the byte offset in `text`
    /// where the army ended: what follows is the player's comment.
    ///
    /// # Errors
    /// [`ArmyError`] listing every problem: too few symbols, each unknown character with
    /// its line, each rank with too many or too few copies.
    ///
    /// ```
    /// use stratego_rules::{Army, Variant};
    /// let text = "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9\nGood luck!";
    /// let (army, end) = Army::parse(text, Variant::Classic).unwrap();
    /// assert_eq!(army.to_string().lines().next(), Some("9394924939"));
    /// assert_eq!(text[end..].trim(), "Good luck!");
    /// ```
    pub fn parse(text: &str, variant: Variant) -> Result<(Army, usize), ArmyError> {
        Army::read(text, variant, None)
    }

    /// [`Army::parse`] for a dealt game (Domino): the army is tiles written attack digit
    /// then defence digit (`53`, `5-3`, `[5-3]`) and `?`, and every tile must be one of
    /// `deal`'s, once.
    ///
    /// # Errors
    /// [`ArmyError`] listing every problem at once: each character that is no part of a
    /// tile, each tile not dealt, each tile given twice, too few tiles.
    ///
    /// ```
    /// use stratego_rules::{Army, Deal, Variant};
    /// let deal: Deal = "66 65 64 63 62 61 60 55 54 53 52 51 50 44 43 42 41 40 33 32 31 22 11 00"
    ///     .parse().unwrap();
    /// let text = "66 56 64 36 [2-6] 6-1 60 55\n54 53 52 51 50 44 43 42\n41 40 33 32 31 22 11 00";
    /// let (army, _) = Army::parse_dealt(text, Variant::Domino, deal).unwrap();
    /// assert_eq!(army.to_string().lines().next(), Some("66 56 64 36 26 61 60 55"));
    /// ```
    pub fn parse_dealt(
        text: &str,
        variant: Variant,
        deal: Deal,
    ) -> Result<(Army, usize), ArmyError> {
        Army::read(text, variant, Some(deal))
    }

    fn read(text: &str, variant: Variant, deal: Option<Deal>) -> Result<(Army, usize), ArmyError> {
        let size = variant.setup_size();
        let dealt = variant.is_dealt();
        let mut tiles = TileReader::default();
        let sparse = variant.is_sparse();
        let mut symbols: Vec<Symbol> = Vec::with_capacity(size);
        let mut problems = Vec::new();
        let mut unknown_dropped = 0usize;
        let mut end = text.len();
        let mut offset = 0usize;
        let mut first_content = true;
        'lines: for (i, line) in text.split_inclusive('\n').enumerate() {
            let start = offset;
            offset += line.len();
            let content = line.trim_end_matches(['\n', '\r']);
            let trimmed = content.trim_start();
            if trimmed.starts_with('>') {
                continue;
            }
            if content == "-- " || content == "--" {
                end = start;
                break;
            }
            if first_content && !trimmed.is_empty() {
                first_content = false;
                let word_len = trimmed.find(char::is_whitespace).unwrap_or(trimmed.len());
                if trimmed[..word_len].eq_ignore_ascii_case("auto") {
                    symbols = vec![Symbol::Any; size];
                    end = start + (content.len() - trimmed.len()) + word_len;
                    break;
                }
            }
            let mut in_tag = false;
            for (j, c) in content.char_indices() {
                if in_tag {
                    in_tag = c != '>';
                    continue;
                }
                if c == '<' {
                    in_tag = true;
                } else if dealt {
                    match tiles.feed(c) {
                        Ok(Some(symbol)) => symbols.push(symbol),
                        Ok(None) => continue,
                        Err(()) => {
                            let p = ArmyProblem::UnknownTileSymbol {
                                symbol: c,
                                line: i + 1,
                            };
                            if !problems.contains(&p) {
                                if problems.len() < MAX_PROBLEMS {
                                    problems.push(p);
                                } else {
                                    unknown_dropped += 1;
                                }
                            }
                            continue;
                        }
                    }
                } else if let Some(symbol) = Symbol::from_char(c, sparse) {
                    symbols.push(symbol);
                } else if !c.is_whitespace() {
                    let p = ArmyProblem::UnknownSymbol {
                        symbol: c,
                        line: i + 1,
                        sparse,
                    };
                    if problems.contains(&p) {
                        continue;
                    }
                    if problems.len() < MAX_PROBLEMS {
                        problems.push(p);
                    } else {
                        unknown_dropped += 1;
                    }
                    continue;
                } else {
                    continue;
                }
                if symbols.len() == size {
                    end = start + j + c.len_utf8();
                    // Army rows that go on past the army are too many pieces (issue 26:
                    // "50 pieces given, an army has 40"), and more tiles too many tiles
                    // (issue 27); a comment may follow either.
                    let extra = if sparse {
                        0
                    } else if dealt {
                        tiles::extra(&text[end..])
                    } else {
                        extra_pieces(&text[end..])
                    };
                    if extra > 0 {
                        problems.push(if dealt {
                            ArmyProblem::TooManyTiles {
                                found: size + extra,
                                expected: size,
                            }
                        } else {
                            ArmyProblem::PieceCount {
                                found: size + extra,
                                expected: size,
                            }
                        });
                    }
                    break 'lines;
                }
            }
        }
        if symbols.len() < size {
            problems.push(ArmyProblem::TooFewSymbols {
                found: symbols.len(),
                expected: size,
            });
        }
        if unknown_dropped > 0 {
            problems.push(ArmyProblem::More(unknown_dropped));
        }
        Army::check(variant, symbols, problems, deal).map(|army| (army, end))
    }

    /// An army from a complete list of symbols in deploy order.
    ///
    /// # Errors
    /// As [`Army::parse`].
    pub fn from_symbols(variant: Variant, symbols: Vec<Symbol>) -> Result<Army, ArmyError> {
        let size = variant.setup_size();
        let mut problems = Vec::new();
        if symbols.len() < size {
            problems.push(ArmyProblem::TooFewSymbols {
                found: symbols.len(),
                expected: size,
            });
        }
        let mut symbols = symbols;
        symbols.truncate(size);
        Army::check(variant, symbols, problems, None)
    }

    /// The army of all `?`: every piece placed at random (in Barrage and Duel on squares
    /// chosen at random among the home squares).
    pub fn auto(variant: Variant) -> Army {
        Army {
            variant,
            symbols: vec![Symbol::Any; variant.setup_size()],
        }
    }

    fn check(
        variant: Variant,
        symbols: Vec<Symbol>,
        mut problems: Vec<ArmyProblem>,
        deal: Option<Deal>,
    ) -> Result<Army, ArmyError> {
        if variant.is_dealt() {
            tiles::check(&symbols, deal, &mut problems);
        } else {
            check_ranks(variant, &symbols, &mut problems);
        }
        if problems.is_empty() {
            Ok(Army { variant, symbols })
        } else {
            Err(ArmyError {
                variant,
                problems,
                deal,
            })
        }
    }

    /// The variant this army is for.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The symbols in deploy order.
    pub fn symbols(&self) -> &[Symbol] {
        &self.symbols
    }

    /// The complete army, one entry per setup square in deploy order (`None` an empty
    /// square): the pieces not named shuffled onto the `?` squares, in a sparse army onto
    /// as many `?` squares chosen at random.
    pub fn fill<R: Rng + ?Sized>(&self, rng: &mut R) -> Vec<Option<Rank>> {
        let mut left: Vec<Rank> = Vec::new();
        let mut counts = [0u8; Rank::COUNT];
        for r in self.symbols.iter().filter_map(|s| s.rank()) {
            counts[r.index()] += 1;
        }
        for r in Rank::ALL {
            for _ in counts[r.index()]..self.variant.army_count(r) {
                left.push(r);
            }
        }
        left.shuffle(rng);
        self.place(left, rng)
    }

    /// The symbols with the `?` squares given the shuffled pieces `left`, in order; with
    /// more `?` than pieces (a sparse army), which `?` squares get one is chosen at random.
    fn place<R: Rng + ?Sized>(&self, left: Vec<Rank>, rng: &mut R) -> Vec<Option<Rank>> {
        let jokers = self.symbols.iter().filter(|&&s| s == Symbol::Any).count();
        // Which `?` squares get a piece. A full army fills them all and draws nothing more
        // from `rng`, so a classic deploy from a seed stays what it always was.
        let mut chosen = vec![true; jokers];
        if jokers > left.len() {
            chosen[left.len()..].fill(false);
            chosen.shuffle(rng);
        }
        let mut chosen = chosen.into_iter();
        let mut left = left.into_iter();
        self.symbols
            .iter()
            .map(|s| match s {
                Symbol::Piece(r) => Some(*r),
                Symbol::Empty => None,
                Symbol::Any => chosen
                    .next()
                    .unwrap_or(false)
                    .then(|| left.next())
                    .flatten(),
            })
            .collect()
    }
}

impl Army {
    /// The complete army of a dealt game (Domino) for the player dealt `deal`, one tile per
    /// setup square in deploy order: the tiles of the deal not named shuffled onto the `?`
    /// squares, each turned at random.
    pub fn fill_dealt<R: Rng + ?Sized>(&self, deal: Deal, rng: &mut R) -> Vec<Option<Rank>> {
        let mut named = Deal::EMPTY;
        for r in self.symbols.iter().filter_map(|s| s.rank()) {
            named.insert(r);
        }
        let mut left: Vec<Rank> = deal
            .tiles()
            .filter(|&t| !named.contains(t))
            .map(|t| if rng.random_bool(0.5) { t } else { t.turned() })
            .collect();
        left.shuffle(rng);
        self.place(left, rng)
    }
}

impl fmt::Display for Army {
    /// The army as the player would type it: one line per setup row, front row first. A
    /// Domino army writes each tile as its two digits and puts a space between squares.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let files = self.variant.files() as usize;
        for row in self.symbols.chunks(files) {
            let line: String = if self.variant.is_dealt() {
                let words: Vec<String> = row.iter().map(|s| s.to_string()).collect();
                words.join(" ")
            } else {
                row.iter().map(|s| s.char()).collect()
            };
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

/// The army symbols that follow a complete army on its last line and on the lines after it
/// that hold army symbols only: 0 when a comment follows.
fn extra_pieces(rest: &str) -> usize {
    let is_row = |l: &str| {
        l.chars()
            .all(|c| c.is_whitespace() || Symbol::from_char(c, false).is_some())
    };
    let mut extra = 0;
    for (i, line) in rest.lines().enumerate() {
        if i == 0 && line.trim().is_empty() {
            // The army ended at the end of its line.
            continue;
        }
        if line.trim().is_empty() || !is_row(line) {
            break;
        }
        extra += line.chars().filter(|c| !c.is_whitespace()).count();
    }
    extra
}

/// The problems of a ranked army (every game but Domino): a rank given too often, too
/// rarely in a full army without `?`, or too few `?` for the pieces not named.
fn check_ranks(variant: Variant, symbols: &[Symbol], problems: &mut Vec<ArmyProblem>) {
    let mut counts = [0usize; Rank::COUNT];
    for r in symbols.iter().filter_map(|s| s.rank()) {
        counts[r.index()] += 1;
    }
    let jokers = symbols.iter().filter(|&&s| s == Symbol::Any).count();
    let complete = symbols.len() == variant.setup_size();
    let named: usize = counts.iter().sum();
    let pieces = variant.army_size();
    if named > pieces || (complete && jokers == 0 && named < pieces) {
        problems.push(ArmyProblem::PieceCount {
            found: named,
            expected: pieces,
        });
    }
    for r in Rank::ALL {
        let (expected, found) = (variant.army_count(r), counts[r.index()]);
        if found > expected as usize {
            problems.push(ArmyProblem::TooMany {
                rank: r,
                expected,
                found,
            });
        } else if found < expected as usize && jokers == 0 && complete {
            problems.push(ArmyProblem::TooFew {
                rank: r,
                expected,
                found,
            });
        }
    }
    // With no letter in excess, a full classic army always has exactly one `?` per piece
    // not named; a sparse army may have too few.
    let missing = variant.army_size().saturating_sub(named);
    if problems.is_empty() && complete && jokers > 0 && jokers < missing {
        problems.push(ArmyProblem::NoRoom { missing, jokers });
    }
}

#[cfg(test)]
mod tests;
