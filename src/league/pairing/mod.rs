//! The pairing engine of tournaments (issue 77): who plays whom, and with which colour, in
//! the next round.
//!
//! * [`dutch`]: a Swiss round by FIDE's Dutch system (Handbook C.04.3, in force since 2017),
//!   as a maximum-weight matching whose weights order the quality criteria.
//! * [`berger`]: round robins by FIDE's Berger tables (Handbook C.05, Annex 1).
//! * [`trf`]: FIDE's TRF-16 records, read and written. A tournament is paired from the
//!   same [`Tournament`] whether it comes from the database or from a TRF file, so
//!   `stratego-pbem pair --dutch FILE.trf` runs exactly the code the server pairs with.
//!
//! Pure: no SQLite, no mail, no clock. Colours are FIDE's: White moves first (Red in
//! Stratego), Black second (Blue).

pub mod berger;
mod cardinality;
pub mod dutch;
mod matching;
pub mod trf;
mod wide;

/// A colour as FIDE pairs it: White moves first (Red in Stratego), Black second (Blue).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Moves first: Red.
    White,
    /// Moves second: Blue.
    Black,
}

/// What one round gave one player, as TRF-16's result codes say it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Score {
    /// `1`: won over the board.
    Win,
    /// `=`: drawn.
    Draw,
    /// `0`: lost over the board.
    Loss,
    /// `+`: won by forfeit (the opponent never deployed or never moved).
    ForfeitWin,
    /// `-`: lost by forfeit.
    ForfeitLoss,
    /// `U`: the pairing-allocated bye: the points of a win, no opponent.
    PairingBye,
    /// `F`: a full-point bye the director gave.
    FullBye,
    /// `H`: a half-point bye.
    HalfBye,
    /// `Z`: not paired, no points (withdrawn, or away that round).
    ZeroBye,
    /// A game paired but not finished yet (a blank result in TRF).
    Pending,
}

/// One round of one player: the opponent (by pairing number) and colour when a game was
/// paired, and what it gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Round {
    /// The opponent's pairing number; `None` for a bye or an unpaired round.
    pub opponent: Option<u32>,
    /// The colour played; `None` when no game was played.
    pub colour: Option<Colour>,
    /// The result.
    pub score: Score,
}

/// A player of a tournament, as the pairing engine sees them.
#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    /// The pairing number: 1 for the first of the initial order (highest rating).
    pub number: u32,
    /// The name (the userid on this server).
    pub name: String,
    /// The rating the initial order was made by (for TRF; rounded).
    pub rating: u32,
    /// One entry per round played so far, round 1 first.
    pub rounds: Vec<Round>,
    /// Not to be paired in the next round (withdrawn).
    pub absent: bool,
}

/// A tournament as the pairing engine needs it: the players in their initial order and
/// the rounds played, and the number of rounds it will have.
#[derive(Debug, Clone, PartialEq)]
pub struct Tournament {
    /// The tournament's name.
    pub name: String,
    /// The number of rounds it will have (TRF's `XXR`).
    pub total_rounds: u32,
    /// The players, pairing number 1 first.
    pub players: Vec<Player>,
}

/// One round's pairings: (White, Black) by pairing number, board 1 first, and the player
/// who gets the pairing-allocated bye, if the number of players is odd.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pairings {
    /// (White, Black), board order as C.04.2 orders boards.
    pub boards: Vec<(u32, u32)>,
    /// The player given the pairing-allocated bye.
    pub bye: Option<u32>,
}

/// Why no pairing could be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    /// No pairing satisfies the absolute criteria (every player has met every other, say).
    #[error("no pairing satisfies the absolute criteria")]
    Impossible,
    /// The tournament has played all its rounds.
    #[error("the tournament has played all its rounds")]
    Over,
    /// A record that cannot be paired from (a player paired against an unknown number).
    #[error("{0}")]
    Record(String),
}

impl Score {
    /// The points this result gives, in half points: 2 for a win, a forfeit win and the
    /// full-point byes (`U`, `F`), 1 for a draw and a half-point bye, 0 otherwise.
    pub fn points_x2(self) -> u32 {
        match self {
            Score::Win | Score::ForfeitWin | Score::PairingBye | Score::FullBye => 2,
            Score::Draw | Score::HalfBye => 1,
            Score::Loss | Score::ForfeitLoss | Score::ZeroBye | Score::Pending => 0,
        }
    }

    /// Whether the game was played over the board (won, drawn or lost, or still going).
    pub fn played(self) -> bool {
        matches!(
            self,
            Score::Win | Score::Draw | Score::Loss | Score::Pending
        )
    }
}

impl Colour {
    /// The other colour.
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

impl Player {
    /// The player's points in half points (so that 3½ is 7): see [`Score::points_x2`].
    pub fn points_x2(&self) -> u32 {
        self.rounds.iter().map(|r| r.score.points_x2()).sum()
    }
}

impl Tournament {
    /// The number of rounds paired so far (the players' `rounds` entries).
    pub fn rounds_played(&self) -> u32 {
        self.players
            .iter()
            .map(|p| p.rounds.len())
            .max()
            .unwrap_or(0) as u32
    }
}
