//! A game: setup, play, knowledge and its end (SPEC 4 and 5).
//!
//! [`Game`] holds the current state only (board, whose turn, the two-squares series, lost
//! pieces, the last move); the caller keeps the move list ([`MoveRecord`]s returned by
//! [`Game::play`]) if it wants one. So restoring a game costs the same at ply 10 and at
//! ply 1,000.

use std::fmt;

use rand::Rng;
use serde::{Deserialize, Serialize};

mod actions;
mod board;
mod errors;
mod perft;
mod position;
#[cfg(test)]
mod reference;
mod replay;
mod series;
mod setup;

pub use board::{Board, Unit};
pub use errors::{ActionError, IllegalMove, PositionError, SetupError};
pub use replay::ReplayError;
use series::Series;

use crate::chase::{self, Chase, ChaseNotice};
use crate::square::MAX_FILES;
use crate::variant::domino;
use crate::{
    Army, BattleResult, Color, Deal, Forces, Move, Movement, Options, Piece, Rank, Reveal, Square,
    Symbol, Variant,
};

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// A Flag was captured (in Domino: a [6-6] destroyed; both at once is a draw).
    Flag,
    /// A player had no legal move: the player to move, or the other one as soon as it has
    /// no movable piece left.
    NoMoves,
    /// Neither player had a movable piece left: a draw.
    BothImmobile,
    /// A player resigned.
    Resign,
    /// Both players agreed to a draw.
    DrawAgreed,
    /// A player did not move in time (no winner: the game was abandoned, see
    /// [`Game::abandon`]).
    Forfeit,
    /// A draw: too many plies in a row without a strike ([`crate::VariantSpec::quiet_plies`];
    /// Domino only).
    NoStrike,
    /// A moderator of the server decided the result ([`Game::adjudicate`]).
    Adjudicated,
    /// A moderator of the server ended the game with no result, unrated
    /// ([`Game::cancel`]).
    Cancelled,
}

impl EndReason {
    /// The JSON word: `flag`, `no-moves`, `both-immobile`, `resign`, `draw-agreed`, `forfeit`,
    /// `no-strike`, `adjudicated`, `cancelled`.
    pub fn as_str(self) -> &'static str {
        match self {
            EndReason::Flag => "flag",
            EndReason::NoMoves => "no-moves",
            EndReason::BothImmobile => "both-immobile",
            EndReason::Resign => "resign",
            EndReason::DrawAgreed => "draw-agreed",
            EndReason::Forfeit => "forfeit",
            EndReason::NoStrike => "no-strike",
            EndReason::Adjudicated => "adjudicated",
            EndReason::Cancelled => "cancelled",
        }
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why it ended.
    pub reason: EndReason,
}

impl fmt::Display for Outcome {
    /// A short result in words, e.g. `Red wins: flag captured`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self.reason {
            EndReason::Flag => "flag captured",
            EndReason::NoMoves => "no legal move left",
            EndReason::BothImmobile => "neither side can move",
            EndReason::Resign => "resigned",
            EndReason::DrawAgreed => "agreed",
            EndReason::Forfeit => "forfeit",
            EndReason::NoStrike => "no strike for too long",
            EndReason::Adjudicated => "decided by a moderator",
            EndReason::Cancelled => "cancelled by a moderator",
        };
        match (self.winner, self.reason) {
            // Only a game imported from Gravon ends so (`Game::abandon`).
            (None, EndReason::Forfeit) => write!(f, "no winner: abandoned (clock or absence)"),
            (Some(w), EndReason::Resign) => {
                write!(f, "{} wins: {} resigned", w.name(), w.other().name())
            }
            (Some(w), EndReason::Forfeit) => {
                write!(f, "{} wins: {} forfeited", w.name(), w.other().name())
            }
            (Some(w), EndReason::NoMoves) => write!(
                f,
                "{} wins: {} has no legal move",
                w.name(),
                w.other().name()
            ),
            (Some(w), _) => write!(f, "{} wins: {why}", w.name()),
            (None, EndReason::Flag) => write!(f, "draw: both flags fell in one battle"),
            (None, EndReason::DrawAgreed) => write!(f, "drawn by agreement"),
            (None, EndReason::Cancelled) => write!(f, "no result: {why}"),
            (None, _) => write!(f, "draw: {why}"),
        }
    }
}

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// Armies are being set up; `deployed[color.index()]` says who has.
    Setup {
        /// Whether Red, Blue have deployed.
        deployed: [bool; 2],
    },
    /// Moves are being played.
    Playing,
    /// The game has ended.
    Over(Outcome),
}

/// A battle as both players saw it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Battle {
    /// The striking piece.
    pub attacker: Rank,
    /// The piece struck.
    pub defender: Rank,
    /// Who survived.
    pub winner: BattleResult,
}

/// One ply as everybody may know it: no rank appears unless a battle revealed it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MoveRecord {
    /// The ply number, from 1 (Red's first move).
    pub ply: u32,
    /// Who moved.
    pub player: Color,
    /// Where the piece stood.
    pub from: Square,
    /// Where it went or what it struck.
    pub to: Square,
    /// The battle, if the move was a strike.
    pub battle: Option<Battle>,
}

impl MoveRecord {
    /// The move itself.
    pub fn mv(&self) -> Move {
        Move {
            from: self.from,
            to: self.to,
        }
    }
}

/// One game of Stratego.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    variant: Variant,
    options: Options,
    board: Board,
    phase: Phase,
    to_move: Color,
    ply: u32,
    last_move: Option<MoveRecord>,
    series: [Option<Series>; 2],
    #[serde(with = "crate::piece::tally")]
    lost: [[u8; Rank::COUNT]; 2],
    draw_offer: Option<Color>,
    /// The more-squares rule's state (empty in games stored before it existed).
    #[serde(default)]
    chase: Chase,
    /// Red's and Blue's hands in a dealt game (Domino); empty, and not written, in others.
    #[serde(default, skip_serializing_if = "no_deals")]
    deals: [Deal; 2],
    /// Plies in a row without a strike, for the no-strike draw (0 in games stored before it).
    #[serde(default)]
    quiet: u32,
}

fn no_deals(deals: &[Deal; 2]) -> bool {
    deals.iter().all(|d| d.is_empty())
}

const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

impl Game {
    /// A new game in its setup phase.
    pub fn new(variant: Variant, options: Options) -> Game {
        Game {
            variant,
            options,
            board: Board::empty(),
            phase: Phase::Setup {
                deployed: [false; 2],
            },
            to_move: Color::Red,
            ply: 0,
            last_move: None,
            series: [None; 2],
            lost: [[0; Rank::COUNT]; 2],
            draw_offer: None,
            chase: Chase::default(),
            deals: [Deal::EMPTY; 2],
            quiet: 0,
        }
    }

    /// A new game in its setup phase; in a dealt game (Domino) each player is dealt their
    /// hand with `rng` (the server passes the OS random source). Other games draw nothing.
    pub fn deal<R: Rng + ?Sized>(variant: Variant, options: Options, rng: &mut R) -> Game {
        let mut game = Game::new(variant, options);
        if let Forces::Deal { always, size } = variant.spec().forces {
            game.deals = [(); 2].map(|_| Deal::random(always, size as usize, rng));
        }
        game
    }

    /// A new game of a dealt game (Domino) with these hands of Red and Blue.
    pub fn with_deals(variant: Variant, options: Options, deals: [Deal; 2]) -> Game {
        Game {
            deals,
            ..Game::new(variant, options)
        }
    }

    /// The hand dealt to `color`, in a dealt game (Domino).
    pub fn deal_of(&self, color: Color) -> Option<Deal> {
        let deal = self.deals[color.index()];
        (self.variant.is_dealt() && !deal.is_empty()).then_some(deal)
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The options.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Setup, playing or over.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over(o) => Some(o),
            _ => None,
        }
    }

    /// Whose move it is (Red during setup).
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The number of plies played; the next move is ply `ply() + 1`.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// The last ply played, if any.
    pub fn last_move(&self) -> Option<&MoveRecord> {
        self.last_move.as_ref()
    }

    /// Plies played in a row without a battle (public: both players see every battle); the
    /// no-strike draw counts them in the variants that have it.
    pub fn quiet(&self) -> u32 {
        self.quiet
    }

    /// The board with what is known of each piece.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// How many pieces of each rank (indexed by [`Rank::index`]) `color` has lost.
    pub fn lost(&self, color: Color) -> [u8; Rank::COUNT] {
        self.lost[color.index()]
    }

    /// The player whose draw offer is pending.
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// Whether `color` has deployed an army.
    pub fn is_deployed(&self, color: Color) -> bool {
        match self.phase {
            Phase::Setup { deployed } => deployed[color.index()],
            _ => true,
        }
    }

    /// Whether battle reveals of ply `at` are still shown now.
    pub fn reveal_visible(&self, at: u32) -> bool {
        match self.options.reveal {
            Reveal::Keep => true,
            Reveal::Turn => self.ply <= at + 1,
        }
    }

    /// Checks `mv` for `color` without playing it.
    ///
    /// # Errors
    /// The [`IllegalMove`] that names why it is refused.
    pub fn check_move(&self, color: Color, mv: Move) -> Result<(), IllegalMove> {
        self.validate(color, mv).map(|_| ())
    }

    /// Validates a move; returns the series it would make.
    fn validate(&self, color: Color, mv: Move) -> Result<Series, IllegalMove> {
        match self.phase {
            Phase::Setup { .. } => return Err(IllegalMove::NotStarted),
            Phase::Over(_) => return Err(IllegalMove::Over),
            Phase::Playing => {}
        }
        if color != self.to_move {
            return Err(IllegalMove::NotYourTurn(self.to_move));
        }
        for sq in [mv.from, mv.to] {
            if !self.variant.contains(sq) {
                return Err(IllegalMove::OffBoard(sq));
            }
        }
        let unit = self.board.get(mv.from).ok_or(IllegalMove::Empty(mv.from))?;
        if unit.piece.color != color {
            return Err(IllegalMove::NotYours {
                square: mv.from,
                noun: self.variant.spec().noun,
            });
        }
        let rank = unit.piece.rank;
        let movement = self.variant.movement(rank);
        if movement == Movement::Never {
            return Err(IllegalMove::Immovable {
                square: mv.from,
                rank,
            });
        }
        if mv.from == mv.to {
            return Err(IllegalMove::SameSquare(mv.from));
        }
        let noun = self.variant.spec().noun;
        let distance = mv
            .straight_distance()
            .ok_or(IllegalMove::NotStraight { mv, noun })?;
        if self.variant.is_lake(mv.to) {
            return Err(IllegalMove::Lake(mv.to));
        }
        if self
            .board
            .get(mv.to)
            .is_some_and(|u| u.piece.color == color)
        {
            return Err(IllegalMove::OwnPiece { to: mv.to, noun });
        }
        if distance > 1 {
            if movement != Movement::Line {
                return Err(IllegalMove::TooFar { mv, rank });
            }
            let (df, dr) = (
                (mv.to.file() as i8 - mv.from.file() as i8).signum(),
                (mv.to.rank() as i8 - mv.from.rank() as i8).signum(),
            );
            let mut sq = mv.from;
            for _ in 1..distance {
                sq = sq.offset(df, dr).expect("between two squares on the board");
                if self.board.get(sq).is_some() || self.variant.is_lake(sq) {
                    return Err(IllegalMove::Blocked { mv, at: sq });
                }
            }
            if !self.options.scoutstrike && self.board.get(mv.to).is_some() {
                return Err(IllegalMove::ScoutStrike(mv));
            }
        }
        let series = self.series[color.index()]
            .and_then(|s| s.continued_by(mv))
            .unwrap_or_else(|| Series::of(mv));
        let limit = self.options.twosquare;
        if limit > 0 && series.count > limit {
            let (a, b) = series.ends();
            return Err(IllegalMove::TwoSquares {
                noun,
                mv,
                count: series.count,
                limit,
                a,
                b,
            });
        }
        if self.board.get(mv.to).is_none()
            && let Some(guard) = self.chase_guard(color)
            && guard.refuses(mv, self.position_after(color, mv))
        {
            let chased = guard.chased_by(mv);
            return Err(IllegalMove::Chase {
                mv,
                rank,
                back: guard.back_for(mv),
                chased,
                since: guard.since(),
            });
        }
        Ok(series)
    }

    /// The more-squares rule's restrictions on `color`, when the game has the rule.
    fn chase_guard(&self, color: Color) -> Option<chase::Guard<'_>> {
        self.options
            .chase
            .then(|| self.chase.guard(color))
            .flatten()
    }

    /// The hash of the position after `color` moves `mv` to an empty square.
    fn position_after(&self, color: Color, mv: Move) -> u64 {
        let piece = self.board.units[mv.from.index()]
            .expect("a piece stands on from")
            .piece;
        self.board.hash
            ^ chase::piece_key(mv.from.index(), piece)
            ^ chase::piece_key(mv.to.index(), piece)
            ^ chase::side_key(color.other())
    }

    /// The running chase as its chaser is told, when the chaser is to move: which pieces
    /// it chases and the moves the more-squares rule forbids now.
    pub fn chase_notice(&self) -> Option<ChaseNotice> {
        let color = self.to_move;
        self.chase_guard(color)?;
        let (chaser, chased, since) = self.chase.running()?;
        let mut free = self.clone();
        free.options.chase = false;
        let forbidden = free
            .legal_moves()
            .into_iter()
            .filter(|&mv| self.check_move(color, mv).is_err())
            .collect();
        Some(ChaseNotice {
            chaser,
            chased,
            since,
            forbidden,
        })
    }

    /// Plays `mv` for `color` and returns the ply as everybody may know it.
    ///
    /// # Errors
    /// The [`IllegalMove`] that names why it is refused; the game is unchanged.
    pub fn play(&mut self, color: Color, mv: Move) -> Result<MoveRecord, IllegalMove> {
        let series = self.validate(color, mv)?;
        let record = self.apply(color, mv, series, true);
        self.chase.compact();
        Ok(record)
    }

    fn apply(&mut self, color: Color, mv: Move, series: Series, check_end: bool) -> MoveRecord {
        let before = self.board.hash ^ chase::side_key(color);
        self.ply += 1;
        let ply = self.ply;
        let mut attacker = *self
            .board
            .get(mv.from)
            .expect("validated: a piece stands on from");
        attacker.moved = true;
        if mv.straight_distance().unwrap_or(0) > 1 {
            attacker.scout_known = true;
        }
        self.board.set(mv.from, None);
        let mut battle = None;
        let mut survives = true;
        match self.board.get(mv.to).copied() {
            None => self.board.set(mv.to, Some(attacker)),
            Some(mut defender) => {
                let (a, d) = (attacker.piece.rank, defender.piece.rank);
                // Only a Spy striking a General needs to know the defender's army.
                let spy_target = if a == Rank::Spy && d == Rank::General {
                    self.spy_target(defender.piece.color)
                } else {
                    Rank::Marshal
                };
                let winner = self.variant.battle(a, d, spy_target);
                battle = Some(Battle {
                    attacker: attacker.piece.rank,
                    defender: defender.piece.rank,
                    winner,
                });
                match winner {
                    BattleResult::AttackerWon => {
                        self.lose(defender.piece);
                        attacker.revealed_at = Some(ply);
                        self.board.set(mv.to, Some(attacker));
                    }
                    BattleResult::DefenderWon => {
                        self.lose(attacker.piece);
                        defender.revealed_at = Some(ply);
                        self.board.set(mv.to, Some(defender));
                        survives = false;
                    }
                    BattleResult::BothLost => {
                        self.lose(attacker.piece);
                        self.lose(defender.piece);
                        self.board.set(mv.to, None);
                        survives = false;
                    }
                }
            }
        }
        self.series[color.index()] = survives.then_some(series);
        if self.options.chase {
            let after = self.board.hash ^ chase::side_key(color.other());
            let enemy = self.board.pieces[color.other().index()];
            self.chase
                .after(color, mv, ply, survives, enemy, before, after);
        }
        let record = MoveRecord {
            ply,
            player: color,
            from: mv.from,
            to: mv.to,
            battle,
        };
        self.last_move = Some(record);
        self.to_move = color.other();
        if self.draw_offer == Some(color.other()) {
            // Moving instead of answering declines the opponent's offer.
            self.draw_offer = None;
        }
        self.quiet = if battle.is_some() { 0 } else { self.quiet + 1 };
        let flag = self.variant.spec().flag;
        let fell = battle.map_or((false, false), |b| b.flags_fallen(flag));
        if fell != (false, false) {
            // Whoever loses its Flag (Domino's [6-6]) loses, whether it struck or was
            // struck; both in one battle is a draw.
            let winner = match fell {
                (true, true) => None,
                (true, false) => Some(color.other()),
                _ => Some(color),
            };
            self.phase = Phase::Over(Outcome {
                winner,
                reason: EndReason::Flag,
            });
        } else if check_end {
            self.check_stalemate();
        }
        let limit = self.variant.spec().quiet_plies;
        if limit > 0 && self.quiet >= limit && self.phase == Phase::Playing {
            self.phase = Phase::Over(Outcome {
                winner: None,
                reason: EndReason::NoStrike,
            });
        }
        record
    }

    /// The rank a Spy striking one of `color`'s pieces defeats: the strongest rank of
    /// `color`'s army, that is the Marshal wherever that army has one (on the board or
    /// already lost), the General only in an army without a Marshal (the small game, or a
    /// position that holds none). A lost Marshal does not hand its place to the General.
    fn spy_target(&self, color: Color) -> Rank {
        let marshal = Piece {
            color,
            rank: Rank::Marshal,
        };
        if self.lost[color.index()][Rank::Marshal.index()] > 0
            || self.board.iter().any(|(_, u)| u.piece == marshal)
        {
            Rank::Marshal
        } else {
            Rank::General
        }
    }

    fn lose(&mut self, piece: Piece) {
        self.lost[piece.color.index()][piece.rank.index()] += 1;
    }

    /// Whether `color` has a piece that can ever move (not only Bombs and the Flag).
    fn has_movable(&self, color: Color) -> bool {
        let mut movers = self.board.movers[color.index()];
        while movers != 0 {
            let i = movers.trailing_zeros() as usize;
            movers &= movers - 1;
            if self.board.units[i].is_some_and(|u| self.variant.moves(u.piece.rank)) {
                return true;
            }
        }
        false
    }

    /// Ends the game when a side has no movable piece left, at once, as Gravon does (issue
    /// 14): a draw if neither has one, else that side loses, even if it is not its turn (its
    /// last movable piece fell in its own strike). Otherwise ends it if the player to move
    /// has no legal move: pieces all blocked lose at their own turn (SPEC 5).
    fn check_stalemate(&mut self) {
        let stuck = match (self.has_movable(Color::Red), self.has_movable(Color::Blue)) {
            (false, false) => {
                self.phase = Phase::Over(Outcome {
                    winner: None,
                    reason: EndReason::BothImmobile,
                });
                return;
            }
            (false, true) => Color::Red,
            (true, false) => Color::Blue,
            (true, true) if !self.has_legal_move() => self.to_move,
            (true, true) => return,
        };
        self.phase = Phase::Over(Outcome {
            winner: Some(stuck.other()),
            reason: EndReason::NoMoves,
        });
    }

    /// Calls `f` for every legal move of the player to move (none unless playing), in the
    /// order of the squares they start from (row 1 first). Returns early with `true` as soon
    /// as `f` does.
    ///
    /// This is the inner loop of [`Game::perft`] and of every stalemate check, so it works on
    /// the board's bit sets by [`Square::index`] (lakes are [`crate::VariantSpec::lake_mask`]).
    fn scan_moves(&self, f: impl FnMut(Move, Series) -> bool) -> bool {
        if self.phase != Phase::Playing {
            return false;
        }
        // Two copies of the loop: the one without a chase to follow has none of its code
        // (sharing one loop cost perft twice the instructions, in spilled registers).
        match self.chase_guard(self.to_move) {
            Some(guard) => self.scan::<true>(Some(&guard), f),
            None => self.scan::<false>(None, f),
        }
    }

    /// [`Game::scan_moves`], with the more-squares rule's `guard` when `CHASE`.
    #[inline(always)]
    fn scan<const CHASE: bool>(
        &self,
        guard: Option<&chase::Guard<'_>>,
        mut f: impl FnMut(Move, Series) -> bool,
    ) -> bool {
        let color = self.to_move;
        let spec = self.variant.spec();
        let (files, ranks) = (spec.files as i8, spec.ranks as i8);
        let mut movers = self.board.movers[color.index()];
        let enemy = self.board.pieces[color.other().index()];
        let blocked = self.board.pieces[color.index()] | spec.lake_mask;
        let series = self.series[color.index()];
        let limit = self.options.twosquare;
        let scoutstrike = self.options.scoutstrike;
        while movers != 0 {
            let i = movers.trailing_zeros() as usize;
            movers &= movers - 1;
            let from = Square::from_index(i).expect("index below SQUARES");
            let movement = self.board.units[i]
                .map_or(Movement::Never, |u| spec.movement[u.piece.rank.index()]);
            if movement == Movement::Never {
                continue;
            }
            let line = movement == Movement::Line;
            // The hash after a move of this piece, but for its new square.
            let lifted = if CHASE {
                self.board.units[i].map_or(0, |u| {
                    self.board.hash ^ chase::piece_key(i, u.piece) ^ chase::side_key(color.other())
                })
            } else {
                0
            };
            // Only the piece that made the running series can continue it.
            let series = series.filter(|s| s.at == from);
            for (df, dr) in DIRECTIONS {
                let step = dr as isize * MAX_FILES as isize + df as isize;
                let (mut f_, mut r_) = (from.file() as i8, from.rank() as i8);
                let mut to_i = i as isize;
                let mut distance = 0u8;
                loop {
                    f_ += df;
                    r_ += dr;
                    to_i += step;
                    distance += 1;
                    if f_ < 0 || r_ < 0 || f_ >= files || r_ >= ranks || blocked >> to_i & 1 != 0 {
                        break;
                    }
                    let strike = enemy >> to_i & 1 != 0;
                    if !strike || distance == 1 || scoutstrike {
                        let to = Square::from_index(to_i as usize).expect("inside the board");
                        let mv = Move { from, to };
                        let next = series
                            .and_then(|s| s.continued_by(mv))
                            .unwrap_or_else(|| Series::of(mv));
                        let chase_refused = CHASE
                            && !strike
                            && guard.is_some_and(|g| {
                                g.chases(to) && {
                                    let piece = self.board.units[i].expect("a mover").piece;
                                    g.refuses(mv, lifted ^ chase::piece_key(to.index(), piece))
                                }
                            });
                        if (limit == 0 || next.count <= limit) && !chase_refused && f(mv, next) {
                            return true;
                        }
                    }
                    if strike || !line {
                        break;
                    }
                }
            }
        }
        false
    }

    /// Every legal move of the player to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.scan_moves(|mv, _| {
            out.push(mv);
            false
        });
        out
    }

    /// How many moves in a row the piece would have gone back and forth over the same squares
    /// after the player to move plays `mv`: the two-squares rule's count (SPEC 5), 1 for a
    /// move that starts no series. Counted whether or not the game has the rule, so that a
    /// player (the robot) can see a shuffle coming; public, as every move is seen by both.
    pub fn repeats(&self, mv: Move) -> u8 {
        self.series[self.to_move.index()]
            .and_then(|s| s.continued_by(mv))
            .map_or(1, |s| s.count)
    }

    /// Whether the player to move has a legal move.
    pub fn has_legal_move(&self) -> bool {
        self.scan_moves(|_, _| true)
    }

    /// Counts the leaves of the legal-move tree of depth `depth` (SPEC 7): battles resolved,
    /// no moves after the game has ended.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        perft::perft(self, depth)
    }
}

#[cfg(test)]
mod tests;
