//! What one viewer may know of a game (SPEC 6).
//!
//! A [`View`] is built from a [`Game`] and holds only what its viewer may know: a hidden
//! enemy piece has `rank: None`, and nothing else in the view depends on its identity. The
//! renderer and the JSON views are built from a `View`, so they cannot leak what it does
//! not hold.

use serde::Serialize;

use crate::{ChaseNotice, Color, Forces, Game, MoveRecord, Options, Phase, Rank, Square, Variant};

/// Who is looking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Viewer {
    /// A player: sees their own pieces, and enemy pieces only as far as the rules revealed them.
    Player(Color),
    /// Anyone else: sees no hidden piece of either side.
    Observer,
    /// The record of a finished game: both armies open, every rank shown. Never the view
    /// of a game in play (the server shows a running game only as [`Viewer::Observer`]).
    Referee,
}

impl Viewer {
    /// Whether this viewer is the player of `owner`.
    pub fn owns(self, owner: Color) -> bool {
        self == Viewer::Player(owner)
    }

    /// Whether this viewer may see the rank of every piece of `owner`: its player, or the
    /// referee.
    pub fn sees_all(self, owner: Color) -> bool {
        self.owns(owner) || self == Viewer::Referee
    }
}

/// A piece as the viewer knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct ViewPiece {
    /// Where it stands.
    pub square: Square,
    /// Whose it is.
    pub owner: Color,
    /// Its rank, if the viewer may know it.
    pub rank: Option<Rank>,
    /// It has moved (so it is neither a Bomb nor the Flag).
    pub moved: bool,
    /// Its rank is public: shown by a battle (still on display under the reveal option) or
    /// known to be a Scout from a long move.
    pub revealed: bool,
}

/// A game as one viewer may know it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    /// Who is looking.
    pub viewer: Viewer,
    /// The variant.
    pub variant: Variant,
    /// The options.
    pub options: Options,
    /// Setup, playing or over (public).
    pub phase: Phase,
    /// Whose move it is.
    pub to_move: Color,
    /// Plies played.
    pub ply: u32,
    /// The pieces on the board, row 1 first.
    pub pieces: Vec<ViewPiece>,
    /// The last ply (public: its battle, if any, was seen by both players).
    pub last_move: Option<MoveRecord>,
    /// Pieces lost by Red and Blue, by [`Rank::index`] (public: every lost piece fell in a
    /// battle both players saw).
    #[serde(serialize_with = "crate::piece::tally::serialize")]
    pub lost: [[u8; Rank::COUNT]; 2],
    /// A pending draw offer.
    pub draw_offer: Option<Color>,
    /// The running chase, for its chaser only when they are to move: which pieces they
    /// chase and the moves the more-squares rule forbids them now. The chased player and
    /// observers are not told (the rule binds only the chaser).
    pub chase: Option<ChaseNotice>,
}

impl View {
    /// What `viewer` may know of `game`.
    pub fn new(game: &Game, viewer: Viewer) -> View {
        let pieces = game
            .board()
            .iter()
            .filter(|(_, u)| {
                // During setup a player sees only their own army being built.
                !matches!(game.phase(), Phase::Setup { .. }) || viewer.sees_all(u.piece.color)
            })
            .map(|(square, u)| {
                let battle_shown = u.revealed_at.is_some_and(|at| game.reveal_visible(at));
                let revealed = battle_shown || u.scout_known;
                let rank = if viewer.sees_all(u.piece.color) || battle_shown {
                    Some(u.piece.rank)
                } else if u.scout_known {
                    Some(Rank::Scout)
                } else {
                    None
                };
                ViewPiece {
                    square,
                    owner: u.piece.color,
                    rank,
                    moved: u.moved,
                    revealed,
                }
            })
            .collect();
        View {
            viewer,
            variant: game.variant(),
            options: *game.options(),
            phase: game.phase(),
            to_move: game.to_move(),
            ply: game.ply(),
            pieces,
            last_move: game.last_move().copied(),
            lost: [game.lost(Color::Red), game.lost(Color::Blue)],
            draw_offer: game.draw_offer(),
            chase: game
                .chase_notice()
                .filter(|n| viewer == Viewer::Player(n.chaser)),
        }
    }

    /// The piece on `sq`, as known.
    pub fn piece_at(&self, sq: Square) -> Option<&ViewPiece> {
        self.pieces.iter().find(|p| p.square == sq)
    }

    /// Pieces of `color` still on the board whose rank this viewer does not see, by
    /// [`Rank::index`]: the army table, less the lost pieces, less the pieces shown. In a
    /// dealt game (Domino) the enemy's hand is secret, so there is no table: all zero.
    pub fn unseen(&self, color: Color) -> [u8; Rank::COUNT] {
        let mut out = match self.variant.spec().forces {
            Forces::Table(army) => army,
            Forces::Deal { .. } => return [0; Rank::COUNT],
        };
        for (i, n) in self.lost[color.index()].iter().enumerate() {
            out[i] = out[i].saturating_sub(*n);
        }
        for p in self.pieces.iter().filter(|p| p.owner == color) {
            if let Some(r) = p.rank {
                out[r.index()] = out[r.index()].saturating_sub(1);
            }
        }
        out
    }
}
