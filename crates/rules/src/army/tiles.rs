//! Armies of Domino tiles (`variant/domino.rs`): reading tiles written attack digit then
//! defence digit, and checking them against the player's deal.

use super::{ArmyProblem, Symbol};
use crate::deal::tile_id;
use crate::{Deal, Rank};

/// Reads tiles one character at a time: two digits 0-6 make a tile (`53`), with `-`, `[`,
/// `]`, `,` and white space allowed around and between them (`5-3`, `[5-3]`); `?` is a
/// tile left to chance.
#[derive(Default)]
pub(super) struct TileReader {
    pending: Option<u8>,
}

impl TileReader {
    /// `Ok(Some(symbol))` when `c` completes one, `Ok(None)` for half a tile or a separator,
    /// `Err(())` for a character that is no part of a tile.
    pub(super) fn feed(&mut self, c: char) -> Result<Option<Symbol>, ()> {
        match c {
            '0'..='6' => {
                let d = c as u8 - b'0';
                match self.pending.take() {
                    None => {
                        self.pending = Some(d);
                        Ok(None)
                    }
                    Some(a) => Ok(Rank::tile(a, d).map(Symbol::Piece)),
                }
            }
            '?' if self.pending.is_none() => Ok(Some(Symbol::Any)),
            '-' | '[' | ']' | ',' => Ok(None),
            c if c.is_whitespace() => Ok(None),
            _ => Err(()),
        }
    }
}

/// How many tiles are written right after a full army (`rest`: the text after its last
/// tile): on the rest of that line and on the lines that follow holding nothing but tiles
/// and their separators. A blank line, a quoted line, a signature or a line with anything
/// else (a comment: "Good luck!") ends them. Half a tile counts as one.
pub(super) fn extra(rest: &str) -> usize {
    let mut count = 0;
    for (k, line) in rest.split('\n').enumerate() {
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() {
            if k == 0 {
                continue;
            }
            break;
        }
        if line == "-- " || line == "--" || line.trim_start().starts_with('>') {
            break;
        }
        let mut reader = TileReader::default();
        let mut tiles = 0;
        for c in line.chars() {
            match reader.feed(c) {
                Ok(Some(_)) => tiles += 1,
                Ok(None) => {}
                Err(()) => return count,
            }
        }
        count += tiles + usize::from(reader.pending.is_some());
    }
    count
}

/// A tile as `5-3`, for messages.
pub(super) fn words(tile: Rank) -> String {
    match tile.tile_values() {
        Some((a, d)) => format!("{a}-{d}"),
        None => tile.to_string(),
    }
}

/// Adds to `problems` each tile given twice (either way round) and, when the deal is known,
/// each tile not dealt, in the order of the army.
pub(super) fn check(symbols: &[Symbol], deal: Option<Deal>, problems: &mut Vec<ArmyProblem>) {
    let mut seen = Deal::EMPTY;
    for tile in symbols.iter().filter_map(|s| s.rank()) {
        if tile_id(tile).is_none() || deal.is_some_and(|d| !d.contains(tile)) {
            problems.push(ArmyProblem::NotDealt { tile });
        } else if seen.contains(tile) {
            problems.push(ArmyProblem::TileTwice { tile });
        }
        seen.insert(tile);
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use crate::{Army, ArmyProblem, Deal, Rank, Variant};

    /// 24 tiles: every tile but 21, 20, 10 and 30.
    const DEAL: &str = "66 65 64 63 62 61 60 55 54 53 52 51 50 44 43 42 41 40 33 32 31 22 11 00";
    /// The deal as one army, turned here and there.
    const ARMY: &str =
        "66 56 64 36 26 61 60 55\n54 53 52 51 50 44 43 42\n41 40 33 32 31 22 11 00\n";

    fn deal() -> Deal {
        DEAL.parse().unwrap()
    }

    fn t(s: &str) -> Rank {
        let b = s.as_bytes();
        Rank::tile(b[0] - b'0', b[1] - b'0').unwrap()
    }

    fn problems(text: &str) -> Vec<ArmyProblem> {
        Army::parse_dealt(text, Variant::Domino, deal())
            .unwrap_err()
            .problems
    }

    #[test]
    fn every_way_of_writing_a_tile() {
        let (army, end) = Army::parse_dealt(ARMY, Variant::Domino, deal()).unwrap();
        assert_eq!(army.to_string(), ARMY);
        assert_eq!(end, ARMY.len() - 1);
        let spelled = ARMY
            .replacen("66", "[6-6]", 1)
            .replacen("56", "5-6", 1)
            .replacen("64", "[64]", 1)
            .replace(' ', "");
        let (again, _) = Army::parse_dealt(&spelled, Variant::Domino, deal()).unwrap();
        assert_eq!(again, army);
        assert_eq!(
            army.symbols()[1].rank(),
            Some(t("56")),
            "orientation as written"
        );
    }

    #[test]
    fn comment_follows_the_army() {
        for comment in [
            "Good luck!",
            "5-3 is my favourite tile",
            "> 11 22",
            "-- \n11 22",
        ] {
            let text = format!("{ARMY}{comment}\n");
            let (_, end) = Army::parse_dealt(&text, Variant::Domino, deal()).unwrap();
            assert_eq!(text[end..].trim(), comment);
        }
        let text = format!("{ARMY}\n12 34\n");
        assert!(Army::parse_dealt(&text, Variant::Domino, deal()).is_ok());
    }

    /// Issue 27, item 16: tiles after the 24th were ignored; they are refused with the count.
    #[test]
    fn extra_tiles_are_refused_with_the_count() {
        let too_many = |extra: &str| {
            let text = format!("{}{extra}", ARMY.trim_end());
            Army::parse_dealt(&text, Variant::Domino, deal())
                .err()?
                .problems
                .into_iter()
                .find_map(|p| match p {
                    ArmyProblem::TooManyTiles { found, expected } => Some((found, expected)),
                    _ => None,
                })
        };
        assert_eq!(too_many(" 21"), Some((25, 24)));
        assert_eq!(too_many(" [2-1] 3"), Some((26, 24)));
        assert_eq!(too_many("\n21 20 10\n30 ?\nGood luck"), Some((29, 24)));
        assert_eq!(too_many(" Good luck"), None);
        let e = Army::parse_dealt(&format!("{}\n21", ARMY.trim_end()), Variant::Domino, deal())
            .unwrap_err();
        assert!(
            e.to_string()
                .contains("the army has 25 tiles but needs 24: one for each of your setup squares"),
            "{e}"
        );
    }

    #[test]
    fn unknown_symbol() {
        assert_eq!(
            problems(&ARMY.replacen("55", "57", 1))[0],
            ArmyProblem::UnknownTileSymbol {
                symbol: '7',
                line: 1
            }
        );
    }

    #[test]
    fn not_dealt() {
        assert_eq!(
            problems(&ARMY.replacen("55", "21", 1)),
            [ArmyProblem::NotDealt { tile: t("21") }]
        );
    }

    #[test]
    fn tile_twice() {
        assert_eq!(
            problems(&ARMY.replacen("55", "65", 1)),
            [ArmyProblem::TileTwice { tile: t("65") }]
        );
    }

    #[test]
    fn count() {
        assert_eq!(
            problems("66 65 64"),
            [ArmyProblem::TooFewSymbols {
                found: 3,
                expected: 24
            }]
        );
    }

    /// Not the player's tile, a tile twice and the count, all in one reply.
    #[test]
    fn every_problem_at_once() {
        let text = "66 65 64 63 62 61 60 55\n54 53 52 51 50 44 43 42\n41 40 33 32 10 66 34";
        let err = Army::parse_dealt(text, Variant::Domino, deal()).unwrap_err();
        assert_eq!(
            err.problems,
            [
                ArmyProblem::TooFewSymbols {
                    found: 23,
                    expected: 24
                },
                ArmyProblem::NotDealt { tile: t("10") },
                ArmyProblem::TileTwice { tile: t("66") },
                ArmyProblem::TileTwice { tile: t("34") },
            ]
        );
        let message = err.to_string();
        assert!(message.contains("4 problems"), "{message}");
        assert!(message.contains("not dealt the tile [1-0]"), "{message}");
        assert!(message.contains("[6-6] is in the army twice"), "{message}");
        assert!(
            message.contains(&format!("Your tiles: {}", deal())),
            "{message}"
        );
    }

    #[test]
    fn question_marks_and_auto_fill_from_the_deal() {
        let mut rng = SmallRng::seed_from_u64(5);
        let (auto, _) = Army::parse_dealt("auto", Variant::Domino, deal()).unwrap();
        assert_eq!(auto, Army::auto(Variant::Domino));
        let text = format!("66 55 {}", "? ".repeat(22));
        let (jokers, _) = Army::parse_dealt(&text, Variant::Domino, deal()).unwrap();
        for army in [auto, jokers] {
            let full: Vec<Rank> = army
                .fill_dealt(deal(), &mut rng)
                .into_iter()
                .flatten()
                .collect();
            assert_eq!(full.len(), 24);
            let mut hand = Deal::EMPTY;
            for &tile in &full {
                assert!(deal().contains(tile), "{tile} was dealt");
                assert!(!hand.contains(tile), "{tile} once");
                hand.insert(tile);
            }
            assert_eq!(hand, deal());
        }
        let full = Army::parse_dealt(&text, Variant::Domino, deal())
            .unwrap()
            .0
            .fill_dealt(deal(), &mut rng);
        assert_eq!((full[0], full[1]), (Some(t("66")), Some(t("55"))));
        // Turned at random: over many fills some tile shows its lower digit first.
        let turned = (0..20).any(|_| {
            Army::auto(Variant::Domino)
                .fill_dealt(deal(), &mut rng)
                .into_iter()
                .flatten()
                .any(|r| r.tile_values().is_some_and(|(a, d)| a < d))
        });
        assert!(turned);
    }
}
