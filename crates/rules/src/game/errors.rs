//! Why a setup action, a move, a game action or a position text was refused: the words a
//! player reads in the error reply.

use crate::chase;
use crate::{Color, Move, Rank, Square, Variant};

/// Why a setup action was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Both armies are deployed: the game has started.
    #[error("the game has started: armies can no longer be changed")]
    Started,
    /// The game is over.
    #[error("the game is over")]
    Over,
    /// The army was made for another variant.
    #[error("this army is for the {army} game, but this is a {game} game")]
    WrongVariant {
        /// The army's variant.
        army: Variant,
        /// The game's variant.
        game: Variant,
    },
    /// A Domino game made without dealing (`Game::new` instead of `Game::deal`).
    #[error("no tiles were dealt in this game, so no army can be set up")]
    NoDeal,
    /// A Domino army with a tile the player was not dealt.
    #[error("you were not dealt the tile {0:?}: use only the tiles of your deal")]
    NotDealt(Rank),
    /// `swap` before deploying.
    #[error("you have not deployed an army yet: send a deploy first")]
    NotDeployed,
    /// A swap square outside the player's own setup rows.
    #[error("{0} is not one of your setup squares")]
    NotYourSetupSquare(Square),
    /// Swapping a square with itself.
    #[error("swap needs two different squares")]
    SameSquare,
}

/// Why a move was refused. Each names the reason in words a player can act on, and none
/// reveals a hidden enemy piece.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    /// Armies are still being set up.
    #[error("the game has not started: both armies must be deployed first")]
    NotStarted,
    /// The game has ended.
    #[error("the game is over")]
    Over,
    /// The other player is to move.
    #[error("it is not your turn: {} is to move", .0.name())]
    NotYourTurn(Color),
    /// A square off this board.
    #[error("{0} is not on the board")]
    OffBoard(Square),
    /// Nothing to move.
    #[error("{0} is empty")]
    Empty(Square),
    /// The piece belongs to the opponent.
    #[error("the {noun} on {square} is not yours")]
    NotYours {
        /// Where it stands.
        square: Square,
        /// `piece`, or `tile` (Domino): the game's [`crate::VariantSpec::noun`].
        noun: &'static str,
    },
    /// A Bomb or the Flag.
    #[error("{} cannot move: your piece on {square} is a {}", if *.rank == Rank::Flag { "the flag" } else { "bombs" }, .rank.name().to_lowercase())]
    Immovable {
        /// Where it stands.
        square: Square,
        /// Bomb or Flag.
        rank: Rank,
    },
    /// From and to are the same square.
    #[error("{0}-{0} does not go anywhere")]
    SameSquare(Square),
    /// Not along a row or column.
    #[error("{mv} is not a straight move: {noun}s move along rows and columns, never diagonally")]
    NotStraight {
        /// The move.
        mv: Move,
        /// `piece` or `tile`.
        noun: &'static str,
    },
    /// Into a lake.
    #[error("{0} is a lake: no piece may enter it")]
    Lake(Square),
    /// Onto an own piece.
    #[error("{to} holds one of your own {noun}s")]
    OwnPiece {
        /// The target square.
        to: Square,
        /// `piece` or `tile`.
        noun: &'static str,
    },
    /// More than one square with a piece that is no Scout, or with a Domino tile.
    #[error("{mv}: your {} moves one square at a time{}", .rank.name(), if .rank.tile_values().is_some() { "; no tile moves farther" } else { "; only Scouts (9) move farther" })]
    TooFar {
        /// The move.
        mv: Move,
        /// The piece's rank (the player's own).
        rank: Rank,
    },
    /// A Scout's path crosses a piece or a lake.
    #[error("{mv}: the way is blocked at {at}; a Scout cannot pass pieces or lakes")]
    Blocked {
        /// The move.
        mv: Move,
        /// The first blocked square on the way.
        at: Square,
    },
    /// A Scout striking after a long move in a `-noscoutstrike` game.
    #[error(
        "{0}: in this game a Scout that moves more than one square may not strike in the same move"
    )]
    ScoutStrike(Move),
    /// The two-squares rule.
    #[error("two-squares rule: {mv} would be the {} move in a row of that {noun} between {a} and {b}; the limit in this game is {limit}", ordinal(*.count))]
    TwoSquares {
        /// `piece` or `tile`.
        noun: &'static str,
        /// The move.
        mv: Move,
        /// The number this move would have in the series.
        count: u8,
        /// The limit (the `-twosquare` option).
        limit: u8,
        /// One end of the stretch moved over.
        a: Square,
        /// The other end.
        b: Square,
    },
    /// The more-squares rule (continuous chase).
    #[error("more-squares rule: your {} on {} is chasing {} (a continuous chase since move {since}), and {mv} would bring back a position that already occurred during this chase, which the chaser may not do. {}", .rank.name(), .mv.from, chase::chased_words(.chased), chase::instead_words(.chased, *.back))]
    Chase {
        /// The move.
        mv: Move,
        /// The moving piece's rank (the player's own).
        rank: Rank,
        /// The chased pieces this move would threaten.
        chased: Vec<Square>,
        /// The ply of the threat that started the chase.
        since: u32,
        /// The move back to where the piece came from on the player's last turn, which the
        /// rule always allows, if there is one.
        back: Option<Move>,
    },
}

fn ordinal(n: u8) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, r) if r != 11 => "st",
        (2, r) if r != 12 => "nd",
        (3, r) if r != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Why a resign or draw action was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    /// The game has ended.
    #[error("the game is over")]
    Over,
    /// Draws are offered once play has begun.
    #[error("a draw can be offered once the game has started")]
    NotStarted,
    /// `accept`/`reject` with no offer from the opponent.
    #[error("there is no draw offer from your opponent to answer")]
    NoOffer,
    /// A second offer while one is pending.
    #[error("you have already offered a draw; wait for the answer")]
    AlreadyOffered,
}

/// The text is not a position (SPEC 7).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// Neither 100 (classic) nor 64 (small) squares.
    #[error("a position has 100 squares (classic) or 64 (small), not {0}")]
    Length(usize),
    /// A character that is no field letter.
    #[error(
        "'{symbol}' at square {square} is not a field letter (A empty, _ lake, B-M red, N-Y blue)"
    )]
    Symbol {
        /// The character.
        symbol: char,
        /// Its square.
        square: Square,
    },
    /// A lake where the variant has none, or no lake where it has one.
    #[error("square {0} does not match the board's lakes")]
    Lake(Square),
    /// A Domino position (it names tiles) without 80 squares.
    #[error(
        "a Domino position has 80 squares (row 1 first, each . or R/B and two digits), not {0}"
    )]
    DominoLength(usize),
    /// A character that is no part of a square of a Domino position.
    #[error(
        "'{symbol}' in square {square} of the Domino position is not part of a square \
         (. empty, R or B and a tile's two digits 0-6 like R53)"
    )]
    TileSymbol {
        /// The character.
        symbol: char,
        /// The square it stands in.
        square: Square,
    },
    /// The side to move is neither `r` nor `b`.
    #[error("the side to move must be r or b, not '{0}'")]
    SideToMove(String),
}
