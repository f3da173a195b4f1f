//! Variants: board geometry, setup rows, the pieces and how they move, the army table or the
//! deal, the battle rule and the piece whose loss ends the game, as data. Each game is one
//! file below (`variant/classic.rs`, `variant/small.rs`, `variant/barrage.rs`,
//! `variant/duel.rs`, `variant/domino.rs`) that a reader can learn it from; this file is the
//! machinery they share.
//!
//! A new board or piece set is one more file with its [`VariantSpec`] and one more
//! [`Variant`] arm; nothing else in the crate names a variant.

mod barrage;
mod classic;
pub(crate) mod domino;
mod duel;
mod small;

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::{Color, Rank, Square};

/// The kinds of game the server plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// 10x10, 40 pieces each.
    Classic,
    /// 8x8, 24 pieces each (challenge option `-small`).
    Small,
    /// 10x10, 8 pieces each anywhere on the home rows (challenge option `-barrage`).
    Barrage,
    /// 10x10, 10 pieces each anywhere on the home rows (challenge option `-duel`).
    Duel,
    /// 8x10, 24 Domino tiles each, dealt from a double-six set (challenge option `-domino`).
    Domino,
}

/// Everything that tells one variant from another.
#[derive(Debug)]
pub struct VariantSpec {
    /// The name used in JSON and mail: `classic`, `small`, `barrage`, `duel`, `domino`.
    pub name: &'static str,
    /// Number of columns (`a`..).
    pub files: u8,
    /// Number of rows (`1`..).
    pub ranks: u8,
    /// The lake squares, as `(file, rank)` pairs counted from 0.
    pub lakes: &'static [(u8, u8)],
    /// The same lakes as a bit set by [`Square::index`], for the move generator's inner loop.
    pub lake_mask: u128,
    /// How many rows each side fills at setup (Red from row 1 up, Blue from the last row down).
    pub setup_rows: u8,
    /// The pieces of the game, in the order tables and lists show them.
    pub pieces: &'static [Rank],
    /// The army every player has, or the deal that gives each their own.
    pub forces: Forces,
    /// How each kind of piece moves, indexed by [`Rank::index`].
    pub movement: [Movement; Rank::COUNT],
    /// Settles a strike: attacker, defender and the Spy's target in the defender's army
    /// (its strongest rank, see [`crate::Game`]).
    pub battle: fn(Rank, Rank, Rank) -> BattleResult,
    /// The piece whose loss loses the game (the Flag; Domino's [6-6]); both lost in one
    /// battle is a draw.
    pub flag: Rank,
    /// What the game's men are called where a move is refused: `piece`, Domino's `tile`.
    pub noun: &'static str,
    /// The no-strike draw: after this many plies in a row without a strike the game is
    /// drawn ([`crate::EndReason::NoStrike`]); `0`: never (the games of Stratego, which end
    /// endless games by their repetition rules instead).
    pub quiet_plies: u32,
}

/// What each player sets up: the same army for both, or tiles dealt to each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forces {
    /// Every army holds these pieces: how many of each kind, by [`Rank::index`]. An army
    /// smaller than the setup rows leaves the other home squares empty (Barrage, Duel).
    Table([u8; Rank::COUNT]),
    /// Each player is dealt `size` tiles of a double-six domino set when the game is made:
    /// the `always` tiles and the rest drawn at random ([`crate::Deal`]); the player chooses
    /// each tile's orientation at deploy.
    Deal {
        /// Tiles every player gets.
        always: &'static [Rank],
        /// Tiles in a hand.
        size: u8,
    },
}

/// An army table of the ranked games from counts in the order of [`Rank::ALL`].
pub(crate) const fn ranked_army(counts: [u8; 12]) -> [u8; Rank::COUNT] {
    let mut out = [0; Rank::COUNT];
    let mut i = 0;
    while i < 12 {
        out[i] = counts[i];
        i += 1;
    }
    out
}

/// A movement table: `ranks` for the twelve ranks in the order of [`Rank::ALL`], `tiles` for
/// every Domino tile.
pub(crate) const fn movement_table(
    ranks: [Movement; 12],
    tiles: Movement,
) -> [Movement; Rank::COUNT] {
    let mut out = [tiles; Rank::COUNT];
    let mut i = 0;
    while i < 12 {
        out[i] = ranks[i];
        i += 1;
    }
    out
}

/// How a piece moves (SPEC 5): never, one square, or any number of empty squares along a
/// row or column; always orthogonally, never into a lake or onto an own piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Movement {
    /// Never moves (Bomb, Flag).
    Never,
    /// One square up, down, left or right.
    Step,
    /// Any number of empty squares in a straight line, ending on one or striking the enemy
    /// it reaches (the Scout).
    Line,
}

/// The classic battle rule (SPEC 5), shared by every game with ranked pieces: the Flag
/// always falls; a Bomb beats every attacker but a Miner; a Spy that strikes `spy_target`
/// wins; equal ranks both go; otherwise the lower rank number wins.
pub(crate) fn ranked(attacker: Rank, defender: Rank, spy_target: Rank) -> BattleResult {
    match defender {
        Rank::Flag => BattleResult::AttackerWon,
        Rank::Bomb if attacker == Rank::Miner => BattleResult::AttackerWon,
        Rank::Bomb => BattleResult::DefenderWon,
        _ if attacker == Rank::Spy && defender == spy_target => BattleResult::AttackerWon,
        _ if attacker == defender => BattleResult::BothLost,
        _ if attacker.strength() < defender.strength() => BattleResult::AttackerWon,
        _ => BattleResult::DefenderWon,
    }
}

/// Who survives a battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BattleResult {
    /// The defender is removed and the attacker moves into its square.
    AttackerWon,
    /// The attacker is removed.
    DefenderWon,
    /// Both are removed.
    BothLost,
}

impl BattleResult {
    /// The JSON word: `attacker`, `defender`, `both-lost`.
    pub fn as_str(self) -> &'static str {
        match self {
            BattleResult::AttackerWon => "attacker",
            BattleResult::DefenderWon => "defender",
            BattleResult::BothLost => "both-lost",
        }
    }
}

/// The bit set of [`VariantSpec::lake_mask`].
pub(crate) const fn lake_mask(lakes: &[(u8, u8)]) -> u128 {
    let mut mask = 0u128;
    let mut i = 0;
    while i < lakes.len() {
        let (file, rank) = lakes[i];
        mask |= 1 << (rank as u32 * crate::square::MAX_FILES as u32 + file as u32);
        i += 1;
    }
    mask
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 5] = [
        Variant::Classic,
        Variant::Small,
        Variant::Barrage,
        Variant::Duel,
        Variant::Domino,
    ];

    /// The data of this variant.
    pub fn spec(self) -> &'static VariantSpec {
        match self {
            Variant::Classic => &classic::SPEC,
            Variant::Small => &small::SPEC,
            Variant::Barrage => &barrage::SPEC,
            Variant::Duel => &duel::SPEC,
            Variant::Domino => &domino::SPEC,
        }
    }

    /// The name used in JSON and mail: `classic`, `small`, `barrage`, `duel`, `domino`.
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// Columns on the board.
    pub fn files(self) -> u8 {
        self.spec().files
    }

    /// Rows on the board.
    pub fn ranks(self) -> u8 {
        self.spec().ranks
    }

    /// Number of squares (the length of a position text).
    pub fn square_count(self) -> usize {
        self.files() as usize * self.ranks() as usize
    }

    /// Whether the square lies on this board.
    pub fn contains(self, sq: Square) -> bool {
        sq.file() < self.files() && sq.rank() < self.ranks()
    }

    /// Whether the square is a lake.
    pub fn is_lake(self, sq: Square) -> bool {
        self.spec().lake_mask >> sq.index() & 1 != 0
    }

    /// Every square of the board, row 1 first, each row from column `a`.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let (files, ranks) = (self.files(), self.ranks());
        (0..ranks).flat_map(move |r| (0..files).filter_map(move |f| Square::new(f, r)))
    }

    /// The number of pieces in a full army (a hand of a dealt game).
    pub fn army_size(self) -> usize {
        match self.spec().forces {
            Forces::Table(army) => army.iter().map(|&n| n as usize).sum(),
            Forces::Deal { size, .. } => size as usize,
        }
    }

    /// Whether each player sets up tiles dealt to them (Domino) rather than an army table.
    pub fn is_dealt(self) -> bool {
        matches!(self.spec().forces, Forces::Deal { .. })
    }

    /// The number of setup squares: the symbols of a deploy line.
    pub fn setup_size(self) -> usize {
        self.spec().setup_rows as usize * self.files() as usize
    }

    /// Whether the army leaves home squares empty (Barrage, Duel): the deploy line then
    /// marks an empty square with `.` or `-`.
    pub fn is_sparse(self) -> bool {
        self.army_size() < self.setup_size()
    }

    /// How many pieces of `rank` a full army holds (in a dealt game, none: see the deal).
    pub fn army_count(self, rank: Rank) -> u8 {
        match &self.spec().forces {
            Forces::Table(army) => army[rank.index()],
            Forces::Deal { .. } => 0,
        }
    }

    /// The setup squares of `color` in deploy order (SPEC 4): the front row first, each row
    /// from the player's own left to right, then the rows behind.
    pub fn setup_squares(self, color: Color) -> Vec<Square> {
        let spec = self.spec();
        let mut out = Vec::with_capacity(self.setup_size());
        for i in 0..spec.setup_rows {
            match color {
                Color::Red => {
                    let rank = spec.setup_rows - 1 - i;
                    out.extend((0..spec.files).filter_map(|f| Square::new(f, rank)));
                }
                Color::Blue => {
                    let rank = spec.ranks - spec.setup_rows + i;
                    out.extend((0..spec.files).rev().filter_map(|f| Square::new(f, rank)));
                }
            }
        }
        out
    }

    /// Whether `sq` is one of `color`'s setup squares.
    pub fn is_setup_square(self, color: Color, sq: Square) -> bool {
        let spec = self.spec();
        if !self.contains(sq) {
            return false;
        }
        match color {
            Color::Red => sq.rank() < spec.setup_rows,
            Color::Blue => sq.rank() >= spec.ranks - spec.setup_rows,
        }
    }

    /// How `rank` moves in this game.
    pub fn movement(self, rank: Rank) -> Movement {
        self.spec().movement[rank.index()]
    }

    /// Whether a piece of `rank` moves at all in this game, by its movement table: a Bomb and
    /// a Flag do not, every Domino tile does.
    pub fn moves(self, rank: Rank) -> bool {
        self.movement(rank) != Movement::Never
    }

    /// Settles a strike of `attacker` on `defender` by this game's battle rule; `spy_target`
    /// is the strongest rank of the defender's army (see [`crate::Game`]).
    pub fn battle(self, attacker: Rank, defender: Rank, spy_target: Rank) -> BattleResult {
        (self.spec().battle)(attacker, defender, spy_target)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text names no variant.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a variant: use classic, small, barrage, duel or domino")]
pub struct ParseVariantError(pub String);

impl FromStr for Variant {
    type Err = ParseVariantError;

    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseVariantError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use BattleResult::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn armies_add_up() {
        assert_eq!(Variant::Classic.army_size(), 40);
        assert_eq!(Variant::Small.army_size(), 24);
        assert_eq!(Variant::Barrage.army_size(), 8);
        assert_eq!(Variant::Duel.army_size(), 10);
        assert_eq!(Variant::Domino.army_size(), 24);
        for v in Variant::ALL {
            assert_eq!(v.setup_squares(Color::Red).len(), v.setup_size());
            assert_eq!(v.setup_squares(Color::Blue).len(), v.setup_size());
            assert_eq!(v.is_sparse(), v.army_size() < v.setup_size());
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
        }
    }

    #[test]
    fn movement_tables() {
        for tile in Rank::tiles() {
            assert_eq!(Variant::Domino.movement(tile), Movement::Step, "{tile}");
            assert!(Variant::Domino.moves(tile), "{tile}");
            assert!(tile.is_movable());
        }
        for r in Rank::ALL {
            assert_eq!(
                Variant::Domino.movement(r),
                Movement::Never,
                "no {r} in Domino"
            );
        }
        for v in Variant::ALL.into_iter().filter(|v| !v.is_dealt()) {
            for r in Rank::ALL {
                let want = match r {
                    Rank::Bomb | Rank::Flag => Movement::Never,
                    Rank::Scout => Movement::Line,
                    _ => Movement::Step,
                };
                assert_eq!(v.movement(r), want, "{v}: {r}");
                assert_eq!(v.moves(r), want != Movement::Never, "{v}: {r}");
                // The board's movers prefilter must hold every piece that moves.
                assert_eq!(r.is_movable(), want != Movement::Never);
            }
            assert_eq!(v.spec().flag, Rank::Flag);
        }
    }

    #[test]
    fn lakes() {
        let classic: Vec<String> = Variant::Classic
            .squares()
            .filter(|&s| Variant::Classic.is_lake(s))
            .map(|s| s.to_string())
            .collect();
        assert_eq!(classic, ["c5", "d5", "g5", "h5", "c6", "d6", "g6", "h6"]);
        let small: Vec<String> = Variant::Small
            .squares()
            .filter(|&s| Variant::Small.is_lake(s))
            .map(|s| s.to_string())
            .collect();
        assert_eq!(small, ["c4", "f4", "c5", "f5"]);
        assert!(!Variant::Small.contains(sq("i1")));
        assert!(!Variant::Small.contains(sq("a9")));
    }

    #[test]
    fn setup_order() {
        let red = Variant::Classic.setup_squares(Color::Red);
        assert_eq!(
            (red[0], red[9], red[10], red[39]),
            (sq("a4"), sq("j4"), sq("a3"), sq("j1"))
        );
        let blue = Variant::Classic.setup_squares(Color::Blue);
        assert_eq!(
            (blue[0], blue[9], blue[10], blue[39]),
            (sq("j7"), sq("a7"), sq("j8"), sq("a10"))
        );
        let blue = Variant::Small.setup_squares(Color::Blue);
        assert_eq!((blue[0], blue[7], blue[23]), (sq("h6"), sq("a6"), sq("a8")));
        let red = Variant::Small.setup_squares(Color::Red);
        assert_eq!((red[0], red[23]), (sq("a3"), sq("h1")));
    }

    /// Expected result of every attacker (rows) against every defender (columns) in the
    /// classic game: A attacker wins, D defender wins, = both lost.
    /// Columns: 1 2 3 4 5 6 7 8 9 S B F.
    const CLASSIC_TABLE: [&str; 10] = [
        "=AAAAAAAAADA", // 1
        "D=AAAAAAAADA", // 2
        "DD=AAAAAAADA", // 3
        "DDD=AAAAAADA", // 4
        "DDDD=AAAAADA", // 5
        "DDDDD=AAAADA", // 6
        "DDDDDD=AAADA", // 7
        "DDDDDDD=AAAA", // 8: the Miner defuses bombs
        "DDDDDDDD=ADA", // 9
        "ADDDDDDDD=DA", // S: takes only the Marshal
    ];

    /// The small game: the Spy takes the General (there is no Marshal).
    const SMALL_TABLE: [&str; 10] = [
        "=AAAAAAAAADA",
        "D=AAAAAAAADA",
        "DD=AAAAAAADA",
        "DDD=AAAAAADA",
        "DDDD=AAAAADA",
        "DDDDD=AAAADA",
        "DDDDDD=AAADA",
        "DDDDDDD=AAAA",
        "DDDDDDDD=ADA",
        "DADDDDDDD=DA",
    ];

    fn check_table(v: Variant, table: &[&str; 10], spy_target: Rank) {
        let movers = &Rank::ALL[..10];
        for (attacker, row) in movers.iter().zip(table) {
            for (defender, want) in Rank::ALL.iter().zip(row.chars()) {
                let want = match want {
                    'A' => AttackerWon,
                    'D' => DefenderWon,
                    _ => BothLost,
                };
                assert_eq!(
                    v.battle(*attacker, *defender, spy_target),
                    want,
                    "{v}: {attacker} strikes {defender}"
                );
            }
        }
    }

    #[test]
    fn every_pairing_classic() {
        check_table(Variant::Classic, &CLASSIC_TABLE, Rank::Marshal);
    }

    #[test]
    fn every_pairing_small() {
        check_table(Variant::Small, &SMALL_TABLE, Rank::General);
    }

    /// Barrage and Duel fight by the classic table: their armies hold a Marshal.
    #[test]
    fn every_pairing_barrage_duel() {
        check_table(Variant::Barrage, &CLASSIC_TABLE, Rank::Marshal);
        check_table(Variant::Duel, &CLASSIC_TABLE, Rank::Marshal);
        for v in [Variant::Barrage, Variant::Duel] {
            assert_eq!((v.files(), v.ranks(), v.setup_size()), (10, 10, 40));
            assert!(v.is_sparse());
            assert_eq!(
                v.setup_squares(Color::Red),
                Variant::Classic.setup_squares(Color::Red)
            );
            assert_eq!(
                v.squares().filter(|&s| v.is_lake(s)).count(),
                8,
                "{v}: the classic lakes"
            );
        }
        let table = crate::army_table;
        assert_eq!(table(Variant::Barrage), "1x1, 1x2, 1x8, 2x9, 1xS, 1xB, 1xF");
        assert_eq!(table(Variant::Duel), "1x1, 1x2, 2x8, 2x9, 1xS, 2xB, 1xF");
    }
}
