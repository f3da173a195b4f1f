//! Domino Stratego (challenge option `-domino`): Stratego played with two double-six domino
//! sets, after the rules at pagat.com's "Stratego" (dominoes) page.
//!
//! * Board: 8 files (a-h) by 10 rows, no lakes. Each side fills its three home rows (24
//!   squares) with its 24 tiles: Red rows 1-3, Blue rows 8-10; rows 4-7 start empty.
//! * The deal: when the game is made, each player gets the [0-0] and the [6-6] and 22 tiles
//!   drawn at random (the server uses the OS random source) from the other 26 of their own
//!   set; the last 4 are put aside and never shown to anyone. The deal is kept with the game
//!   and mailed to each player with the challenge ([`crate::Deal`]).
//! * Pieces: a tile is written attack digit, then defence digit: `53` (also `5-3` or
//!   `[5-3]`) attacks with 5 and defends with 3. The player chooses each tile's orientation
//!   by how they write it in their army (3 rows of 8, in the classic deploy order; `?`
//!   places a tile of the hand not named, turned at random). A tile never turns after.
//! * Moves: every tile moves one square up, down, left or right, to an empty square or onto
//!   an enemy tile. The seed has no repetition rule, so the two-squares and more-squares
//!   rules are off by default (`-twosquare=N` and `-chase=on` turn them on).
//! * Battle ([`battle`]): the attacker's attack digit against the defender's defence digit.
//!   The greater wins, equal both are removed; the [0-0] beats the [6-6] whoever strikes.
//!   The winner keeps its orientation; an attacker that wins moves into the square, as in
//!   the classic game. Both tiles are shown to both players (the reveal option applies).
//! * End: whoever destroys the opponent's [6-6] wins, whether it struck or was struck;
//!   both [6-6] removed in one battle is a draw. A player with no legal move loses.
//!   [`QUIET_PLIES`] plies in a row without a strike are a draw (not in the seed: its
//!   games could otherwise go on for ever).
//!
//! Position text (for `perft` and `export`): the 80 squares, row 1 first, each row from
//! file a; a square is `.` when empty, or `R` (Red) or `B` (Blue) and the tile's two digits
//! as oriented (`R53`). A `/` may separate rows; ` r` or ` b` after a space gives the side
//! to move (default Red). The start of a game reads like
//! `R66R53....../...` (see [`crate::Game::position_text`]).

use super::{BattleResult, Forces, Movement, VariantSpec, movement_table};
use crate::{Color, Piece, Rank};

/// The [0-0]: the weakest tile, but it beats the [6-6] whoever strikes (the Spy).
pub const DOUBLE_BLANK: Rank = tile(0, 0);
/// The [6-6]: the strongest tile, and the one whose loss loses the game (the Flag).
pub const DOUBLE_SIX: Rank = tile(6, 6);

const fn tile(attack: u8, defence: u8) -> Rank {
    match Rank::tile(attack, defence) {
        Some(t) => t,
        None => panic!("digits 0-6"),
    }
}

/// The no-strike draw: 100 plies (50 moves each) in a row without a strike draw the game.
/// The seed has no rule against endless play, and Domino plays without the repetition
/// rules by default; a strike is the only lasting change in a game where every tile can
/// always step back, so a game that has had none for this long is going nowhere (the
/// fifty-move rule of chess counts the same way).
pub const QUIET_PLIES: u32 = 100;

/// Every oriented tile, `00` to `66`.
const PIECES: [Rank; 49] = {
    let mut out = [DOUBLE_BLANK; 49];
    let mut i = 0;
    while i < 49 {
        out[i] = tile(i as u8 / 7, i as u8 % 7);
        i += 1;
    }
    out
};

pub(super) static SPEC: VariantSpec = VariantSpec {
    name: "domino",
    files: 8,
    ranks: 10,
    lakes: &[],
    lake_mask: 0,
    setup_rows: 3,
    pieces: &PIECES,
    forces: Forces::Deal {
        always: &[DOUBLE_BLANK, DOUBLE_SIX],
        size: 24,
    },
    // No rank of the ranked games takes part; every tile steps.
    movement: movement_table([Movement::Never; 12], Movement::Step),
    battle,
    flag: DOUBLE_SIX,
    noun: "tile",
    quiet_plies: QUIET_PLIES,
};

/// Settles a strike of tile `attacker` on tile `defender`: the [0-0] beats the [6-6] either
/// way; otherwise attack digit against defence digit, the greater wins, equal both go.
/// (The Spy's target is a ranked-game notion and plays no part.)
pub(crate) fn battle(attacker: Rank, defender: Rank, _spy_target: Rank) -> BattleResult {
    if attacker == DOUBLE_BLANK && defender == DOUBLE_SIX {
        return BattleResult::AttackerWon;
    }
    if attacker == DOUBLE_SIX && defender == DOUBLE_BLANK {
        return BattleResult::DefenderWon;
    }
    let attack = attacker.tile_values().map_or(0, |(a, _)| a);
    let defence = defender.tile_values().map_or(0, |(_, d)| d);
    match attack.cmp(&defence) {
        std::cmp::Ordering::Greater => BattleResult::AttackerWon,
        std::cmp::Ordering::Less => BattleResult::DefenderWon,
        std::cmp::Ordering::Equal => BattleResult::BothLost,
    }
}

/// One square of a Domino position text: `R53`, `B53`, or `None` for `.`.
pub(crate) fn write_square(piece: Option<Piece>) -> String {
    match piece {
        None => ".".to_string(),
        Some(p) => {
            let owner = match p.color {
                Color::Red => 'R',
                Color::Blue => 'B',
            };
            format!("{owner}{}", p.rank)
        }
    }
}

/// The squares of a Domino position field (without the side to move), row 1 first: each
/// `Some(piece)` or `None` for empty. `Err((symbol, index))` names the first character that
/// is not part of a square and the number of the square it stands in (from 0).
pub(crate) fn read_field(field: &str) -> Result<Vec<Option<Piece>>, (char, usize)> {
    let mut out = Vec::new();
    let mut chars = field.chars();
    while let Some(c) = chars.next() {
        let color = match c {
            '/' => continue,
            '.' => {
                out.push(None);
                continue;
            }
            'R' | 'r' => Color::Red,
            'B' | 'b' => Color::Blue,
            _ => return Err((c, out.len())),
        };
        let mut digit = || {
            let d = chars.next().unwrap_or(' ');
            match d {
                '0'..='6' => Ok(d as u8 - b'0'),
                _ => Err((d, out.len())),
            }
        };
        let (a, d) = (digit()?, digit()?);
        out.push(Some(Piece {
            color,
            rank: tile(a, d),
        }));
    }
    Ok(out)
}

/// Whether a position field is a Domino one (it names tiles by digits or empty squares by
/// `.`, which the field letters of the ranked games never use).
pub(crate) fn is_domino_field(field: &str) -> bool {
    field.contains(|c: char| c.is_ascii_digit() || c == '.' || c == '/')
}

#[cfg(test)]
mod tests {
    use super::*;
    use BattleResult::{AttackerWon as A, BothLost as Both, DefenderWon as D};

    fn t(s: &str) -> Rank {
        let b = s.as_bytes();
        tile(b[0] - b'0', b[1] - b'0')
    }

    /// Every battle rule of the seed, one row each: attacker, defender, result.
    #[test]
    fn every_battle_rule() {
        let table = [
            ("53", "42", A, "attack 5 beats defence 2"),
            ("53", "45", Both, "attack 5 against defence 5: both go"),
            (
                "53",
                "16",
                D,
                "attack 5 against defence 6: the defender wins",
            ),
            ("35", "42", A, "the same tile turned attacks with 3 > 2"),
            ("35", "24", D, "attack 3 against defence 4"),
            ("00", "66", A, "the [0-0] strikes the [6-6] and wins"),
            ("66", "00", D, "the [6-6] strikes the [0-0] and loses"),
            ("00", "00", Both, "attack 0 against defence 0"),
            ("00", "10", Both, "attack 0 against defence 0"),
            ("00", "01", D, "the [0-0] loses to any defence above 0"),
            ("66", "66", Both, "both [6-6]: both go"),
            ("66", "55", A, "the [6-6] beats defence 5"),
            ("66", "06", Both, "the [6-6] against defence 6"),
            ("60", "66", Both, "attack 6 against the [6-6]'s defence 6"),
            ("50", "66", D, "no other tile beats the [6-6] as defender"),
            ("10", "00", A, "attack 1 beats the [0-0]"),
            ("06", "00", Both, "attack 0 against the [0-0]"),
        ];
        for (att, def, want, why) in table {
            assert_eq!(
                battle(t(att), t(def), Rank::Marshal),
                want,
                "{att} on {def}: {why}"
            );
        }
        // The rule holds over every pair: the special pair aside, attack against defence.
        for a in Rank::tiles() {
            for d in Rank::tiles() {
                let (aa, _) = a.tile_values().unwrap();
                let (_, dd) = d.tile_values().unwrap();
                let want = if (a, d) == (DOUBLE_BLANK, DOUBLE_SIX) {
                    A
                } else if (a, d) == (DOUBLE_SIX, DOUBLE_BLANK) {
                    D
                } else if aa > dd {
                    A
                } else if aa < dd {
                    D
                } else {
                    Both
                };
                assert_eq!(battle(a, d, Rank::Marshal), want, "{a} on {d}");
            }
        }
    }

    #[test]
    fn position_squares_round_trip() {
        let field = "R53./B00.";
        let squares = read_field(field).unwrap();
        assert_eq!(squares.len(), 4);
        let text: String = squares.iter().map(|&p| write_square(p)).collect();
        assert_eq!(text, "R53.B00.");
        assert_eq!(read_field("R5"), Err((' ', 0)));
        assert_eq!(read_field("..R57"), Err(('7', 2)));
        assert_eq!(read_field(".X"), Err(('X', 1)));
        assert!(is_domino_field(field) && !is_domino_field("AAB_"));
    }
}
