//! The more-squares rule (ISF): no endless chases (docs/CHASE.md has the rule in words, its
//! sources and the decisions taken where they are silent).
//!
//! * A move *threatens* the enemy pieces next to (in front of, behind or beside) the square
//!   where the moved piece ends.
//! * The opponent *evades* by moving one of those pieces at once, on the very next ply, other
//!   than by striking the piece that threatened it.
//! * A *continuous chase* starts with a threat that is evaded, and goes on as long as the
//!   chaser's every move threatens a piece that evaded during the chase (a *chasing move*)
//!   and the opponent's every move evades the last threat. Any other move ends it.
//! * The chaser may not play a chasing move that brings about a position that already
//!   occurred during the chase; except the move of a piece back to the square it came from
//!   on the chaser's directly preceding turn (the two-squares rule still applies to it).
//!
//! A position is the whole board with every piece's real identity, and the side to move: a
//! 64-bit Zobrist hash kept by the board on every change ([`piece_key`]). Only the
//! positions after the chaser's moves are kept, as only those can come back after a chasing
//! move. A strike never repeats a position (it removes a piece), so it is never refused.
//!
//! [`Chase`] is the whole state the rule needs; it is part of the saved game, so a game
//! restored from its state, or replayed move by move, reaches the same verdicts.

use serde::{Deserialize, Serialize};

use crate::square::{MAX_FILES, SQUARES};
use crate::{Color, Move, Piece, Square};

/// Zobrist keys: one per square and piece kind (colour and up to 16 ranks), from a fixed
/// seed so that stored hashes stay valid from one build to the next.
const KINDS: usize = 32;
static KEYS: [[u64; KINDS]; SQUARES] = keys();

const fn keys() -> [[u64; KINDS]; SQUARES] {
    let mut out = [[0u64; KINDS]; SQUARES];
    let mut state = 0x5354_5241_5445_474fu64; // "STRATEGO"
    let mut i = 0;
    while i < SQUARES * KINDS {
        // splitmix64
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        out[i / KINDS][i % KINDS] = z ^ (z >> 31);
        i += 1;
    }
    out
}

/// Added to the hash of a position with Blue to move.
const BLUE_TO_MOVE: u64 = 0x9d2c_5680_a3b1_e4f7;

/// The key of `piece` standing on square index `sq`. The table has 16 kinds a side; the
/// kinds past 16 (Domino tiles) take a key turned by their sixteen, so none shares one.
pub(crate) fn piece_key(sq: usize, piece: Piece) -> u64 {
    let kind = piece.rank.index();
    KEYS[sq][(piece.color.index() * 16 + kind % 16) & (KINDS - 1)].rotate_left(kind as u32 / 16)
}

/// The key of the side to move.
pub(crate) fn side_key(to_move: Color) -> u64 {
    match to_move {
        Color::Red => 0,
        Color::Blue => BLUE_TO_MOVE,
    }
}

/// The squares next to `sq` (in front, behind, beside) as a bit set by square index.
pub(crate) fn neighbours(sq: Square) -> u128 {
    NEIGHBOURS[sq.index()]
}

/// [`neighbours`] of every square index, worked out once (it runs after every move).
static NEIGHBOURS: [u128; SQUARES] = neighbour_table();

const fn neighbour_table() -> [u128; SQUARES] {
    let mut out = [0u128; SQUARES];
    let files = MAX_FILES as usize;
    let mut i = 0;
    while i < SQUARES {
        let bit = 1u128 << i;
        if i % files > 0 {
            out[i] |= bit >> 1;
        }
        if i % files + 1 < files {
            out[i] |= bit << 1;
        }
        if i >= files {
            out[i] |= bit >> files;
        }
        if i + files < SQUARES {
            out[i] |= bit << files;
        }
        i += 1;
    }
    out
}

/// The squares of a bit set, row 1 first.
fn squares(set: u128) -> Vec<Square> {
    each_square(set).collect()
}

/// The squares of a bit set, row 1 first, without allocating.
fn each_square(mut set: u128) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        let i = set.trailing_zeros() as usize;
        set &= set.wrapping_sub(1);
        Square::from_index(i)
    })
}

/// Bit sets of squares are stored as lists of squares (JSON has no 128-bit numbers).
mod square_set {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::Square;

    pub fn serialize<S: Serializer>(set: &u128, s: S) -> Result<S::Ok, S::Error> {
        super::squares(*set).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u128, D::Error> {
        Ok(Vec::<Square>::deserialize(d)?
            .into_iter()
            .fold(0, |set, sq| set | 1u128 << sq.index()))
    }
}

/// The last move, when it put a piece next to an enemy piece: who moved, the move, its ply.
/// The threatened pieces are not kept: they are the enemy pieces next to `mv.to`, and only
/// one of them can have moved since.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
struct Threat {
    by: Color,
    mv: Move,
    ply: u32,
}

/// A continuous chase in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
struct Run {
    chaser: Color,
    /// Where the pieces stand that evaded during the chase (still on the board).
    #[serde(with = "square_set")]
    chased: u128,
    /// The chaser's last move (the exception: that piece may go back where it came from).
    last: Move,
    /// The ply of the threat that started the chase.
    since: u32,
    /// Where the chase's positions start in [`Chase::positions`] (always 0 in a saved game).
    #[serde(skip)]
    start: usize,
}

/// The state of the more-squares rule in a game.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Chase {
    #[serde(default)]
    threat: Option<Threat>,
    #[serde(default)]
    run: Option<Run>,
    /// The hashes of the positions after each of the chaser's moves in the chase. Perft
    /// never clears this list (an ended chase just moves `start`), so that taking a move
    /// back is a truncation; [`Chase::compact`] drops the dead part after a real move.
    #[serde(default)]
    positions: Vec<u64>,
}

/// What [`Chase::after`] changes, for taking a move back in perft.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Snapshot {
    threat: Option<Threat>,
    run: Option<Run>,
    len: usize,
}

/// What the rule forbids the player to move now, for the move checker and generator.
pub(crate) struct Guard<'a> {
    chased: u128,
    /// The squares next to a chased piece: a move there threatens one.
    zone: u128,
    positions: &'a [u64],
    back: Move,
    since: u32,
}

impl Guard<'_> {
    /// Whether a move to the empty square `to` threatens a chased piece.
    pub(crate) fn chases(&self, to: Square) -> bool {
        self.zone >> to.index() & 1 != 0
    }

    /// Whether the rule refuses `mv`, a move to an empty square that leads to the position
    /// with hash `after`.
    pub(crate) fn refuses(&self, mv: Move, after: u64) -> bool {
        self.chases(mv.to) && mv != self.back && self.positions.contains(&after)
    }

    /// The chased pieces `mv` would threaten, for the refusal.
    pub(crate) fn chased_by(&self, mv: Move) -> Vec<Square> {
        squares(neighbours(mv.to) & self.chased)
    }

    /// The chaser's way out by the exception, if `mv` is by the piece that moved last.
    pub(crate) fn back_for(&self, mv: Move) -> Option<Move> {
        (self.back.from == mv.from).then_some(self.back)
    }

    /// The ply of the threat that started the chase.
    pub(crate) fn since(&self) -> u32 {
        self.since
    }
}

impl Chase {
    /// The restrictions on `color`, if `color` is the chaser of a running chase.
    pub(crate) fn guard(&self, color: Color) -> Option<Guard<'_>> {
        let run = self.run.filter(|r| r.chaser == color)?;
        let zone = each_square(run.chased).fold(0, |zone, sq| zone | neighbours(sq));
        Some(Guard {
            chased: run.chased,
            zone,
            positions: &self.positions[run.start..],
            back: Move {
                from: run.last.to,
                to: run.last.from,
            },
            since: run.since,
        })
    }

    /// The running chase: chaser, the squares of the chased pieces, the ply it started.
    pub(crate) fn running(&self) -> Option<(Color, Vec<Square>, u32)> {
        self.run.map(|r| (r.chaser, squares(r.chased), r.since))
    }

    /// Follows the chase after `mover` played `mv` (ply `ply`). `survived`: the moved piece
    /// stands on `mv.to`; `enemy`: the squares of the opponent's pieces after the move;
    /// `before` and `after`: the hashes of the positions before and after it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn after(
        &mut self,
        mover: Color,
        mv: Move,
        ply: u32,
        survived: bool,
        enemy: u128,
        before: u64,
        after: u64,
    ) {
        let threatened = if survived {
            neighbours(mv.to) & enemy
        } else {
            0
        };
        if self.threat.is_none() && self.run.is_none() {
            // Nothing to follow: the common case, kept short for perft.
            if threatened != 0 {
                self.threat = Some(Threat { by: mover, mv, ply });
            }
            return;
        }
        let from_bit = 1u128 << mv.from.index();
        let to_bit = 1u128 << mv.to.index();
        // An evasion: a piece the opponent's last move threatened moves, not onto that
        // threatening piece.
        let evaded = self
            .threat
            .filter(|t| t.by != mover && neighbours(t.mv.to) & from_bit != 0 && t.mv.to != mv.to);
        if let Some(mut run) = self.run {
            self.run = None;
            if run.chaser == mover {
                run.chased &= enemy;
                if threatened & run.chased != 0 {
                    self.positions.push(after);
                    run.last = mv;
                    self.run = Some(run);
                }
            } else if evaded.is_some() {
                run.chased &= !from_bit;
                if survived {
                    run.chased |= to_bit;
                }
                self.run = Some(run);
            }
        }
        if self.run.is_none()
            && survived
            && let Some(t) = evaded
        {
            // A new chase: its first position is the one the threat brought about.
            self.run = Some(Run {
                chaser: t.by,
                chased: to_bit,
                last: t.mv,
                since: t.ply,
                start: self.positions.len(),
            });
            self.positions.push(before);
        }
        self.threat = (threatened != 0).then_some(Threat { by: mover, mv, ply });
    }

    /// Drops the positions of ended chases (after a move of a real game, not in perft).
    pub(crate) fn compact(&mut self) {
        match &mut self.run {
            Some(run) => {
                self.positions.drain(..run.start);
                run.start = 0;
            }
            None => self.positions.clear(),
        }
    }

    /// Whether after `mover` plays `mv` no chase runs, so that the rule restricts nobody:
    /// none runs now, and `mv` is no evasion of a threat that could start one (perft's
    /// shortcut at its last plies; a `false` only costs it the full move).
    pub(crate) fn starts_none(&self, mover: Color, mv: Move) -> bool {
        self.run.is_none()
            && self
                .threat
                .is_none_or(|t| t.by == mover || neighbours(t.mv.to) >> mv.from.index() & 1 == 0)
    }

    pub(crate) fn snapshot(&self) -> Snapshot {
        Snapshot {
            threat: self.threat,
            run: self.run,
            len: self.positions.len(),
        }
    }

    pub(crate) fn restore(&mut self, s: Snapshot) {
        self.threat = s.threat;
        self.run = s.run;
        self.positions.truncate(s.len);
    }
}

/// A running chase as its chaser is told in the board mail.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChaseNotice {
    /// The player who chases.
    pub chaser: Color,
    /// Where the chased pieces stand.
    pub chased: Vec<Square>,
    /// The ply of the threat that started the chase.
    pub since: u32,
    /// The moves the rule forbids now (each otherwise legal).
    pub forbidden: Vec<Move>,
}

/// `the enemy piece on f6`, `the enemy pieces on f6 and g7`.
pub fn chased_words(chased: &[Square]) -> String {
    let list: Vec<String> = chased.iter().map(Square::to_string).collect();
    match list.as_slice() {
        [one] => format!("the enemy piece on {one}"),
        [init @ .., last] => format!("the enemy pieces on {} and {last}", init.join(", ")),
        [] => "no enemy piece".to_string(),
    }
}

/// What a refused chaser may do instead.
pub(crate) fn instead_words(chased: &[Square], back: Option<Move>) -> String {
    let mut out = format!(
        "Play a move that does not threaten {} (a move of another piece, or to a square not \
         next to it): that ends the chase",
        chased_words(chased)
    );
    if let Some(back) = back {
        out.push_str(&format!(
            "; or {back}, back to where this piece came from on your last turn, which the rule \
             always allows"
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn neighbours_stay_on_their_rows() {
        assert_eq!(squares(neighbours(sq("a1"))), vec![sq("b1"), sq("a2")]);
        assert_eq!(
            squares(neighbours(sq("j5"))),
            vec![sq("j4"), sq("i5"), sq("j6")]
        );
        assert_eq!(squares(neighbours(sq("e10"))).len(), 3);
    }

    #[test]
    fn keys_differ() {
        let mut all: Vec<u64> = KEYS.iter().flatten().copied().collect();
        all.push(BLUE_TO_MOVE);
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), SQUARES * KINDS + 1);
    }

    #[test]
    fn words() {
        assert_eq!(chased_words(&[sq("f6")]), "the enemy piece on f6");
        assert_eq!(
            chased_words(&[sq("f6"), sq("g7"), sq("a1")]),
            "the enemy pieces on f6, g7 and a1"
        );
    }
}
