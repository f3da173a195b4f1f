use super::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;

pub(crate) const PBMSERV: &str = "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9\n";

fn problems(text: &str, v: Variant) -> Vec<ArmyProblem> {
    Army::parse(text, v).unwrap_err().problems
}

#[test]
fn pbmserv_example() {
    let (army, end) = Army::parse(PBMSERV, Variant::Classic).unwrap();
    assert_eq!(army.to_string(), PBMSERV);
    assert_eq!(end, PBMSERV.len() - 1);
    assert!(army.symbols().iter().all(|s| s.rank().is_some()));
}

#[test]
fn ignores_case_whitespace_tags_and_quotes() {
    let text = "> 1111111111 quoted\n<div>9394924939</div>\n 5 6 6 9 1 s 9 5 7 5\n574bb7668b<br>\n88bf7b88b9";
    let (army, _) = Army::parse(text, Variant::Classic).unwrap();
    assert_eq!(army.to_string(), PBMSERV);
}

#[test]
fn comment_follows_the_army() {
    let text = format!("{PBMSERV}Good luck, Bob!\n-- \nAlice");
    let (_, end) = Army::parse(&text, Variant::Classic).unwrap();
    assert_eq!(text[end..].trim(), "Good luck, Bob!\n-- \nAlice");
}

#[test]
fn auto_and_jokers() {
    let (army, end) = Army::parse("  AUTO please\n", Variant::Small).unwrap();
    assert_eq!(army, Army::auto(Variant::Small));
    assert_eq!(&"  AUTO please\n"[end..], " please\n");
    let mut rng = SmallRng::seed_from_u64(7);
    let full: Vec<Rank> = army.fill(&mut rng).into_iter().flatten().collect();
    assert_eq!(full.len(), 24);
    let mut counts = [0u8; Rank::COUNT];
    full.iter().for_each(|r| counts[r.index()] += 1);
    assert_eq!(crate::Forces::Table(counts), Variant::Small.spec().forces);

    let text = "??????????\n??????????\n??????????\n?????????F";
    let (army, _) = Army::parse(text, Variant::Classic).unwrap();
    let full: Vec<Rank> = army.fill(&mut rng).into_iter().flatten().collect();
    assert_eq!(full.len(), 40);
    assert_eq!(full[39], Rank::Flag);
    assert_eq!(full.iter().filter(|&&r| r == Rank::Flag).count(), 1);
    assert_eq!(full.iter().filter(|&&r| r == Rank::Bomb).count(), 6);
}

#[test]
fn fill_is_deterministic_for_a_seed() {
    let army = Army::auto(Variant::Classic);
    let a = army.fill(&mut SmallRng::seed_from_u64(1));
    let b = army.fill(&mut SmallRng::seed_from_u64(1));
    assert_eq!(a, b);
}

// One test per problem kind.
#[test]
fn too_few_symbols() {
    assert_eq!(
        problems("9394924939\n", Variant::Classic),
        [ArmyProblem::TooFewSymbols {
            found: 10,
            expected: 40
        }]
    );
}

#[test]
fn too_few_symbols_stops_at_signature() {
    assert_eq!(
        problems("9394924939\n-- \nAlice Bobbins", Variant::Classic),
        [ArmyProblem::TooFewSymbols {
            found: 10,
            expected: 40
        }]
    );
}

#[test]
fn unknown_symbol_with_line() {
    let text = PBMSERV.replace("56691S9575", "56691X9575");
    assert_eq!(
        problems(&text, Variant::Classic),
        [
            ArmyProblem::UnknownSymbol {
                symbol: 'X',
                line: 2,
                sparse: false
            },
            ArmyProblem::TooFewSymbols {
                found: 39,
                expected: 40
            }
        ]
    );
}

#[test]
fn too_many_and_too_few() {
    let text = PBMSERV.replacen('9', "B", 1);
    assert_eq!(
        problems(&text, Variant::Classic),
        [
            ArmyProblem::TooFew {
                rank: Rank::Scout,
                expected: 8,
                found: 7
            },
            ArmyProblem::TooMany {
                rank: Rank::Bomb,
                expected: 6,
                found: 7
            },
        ]
    );
}

#[test]
fn the_count_of_pieces_comes_before_the_ranks() {
    // Five rows of ten in a classic game: 50 pieces, not a 40-piece army and a comment.
    let text = format!("{PBMSERV}9999999999\n");
    let p = problems(&text, Variant::Classic);
    assert_eq!(
        p[0],
        ArmyProblem::PieceCount {
            found: 50,
            expected: 40
        }
    );
    assert_eq!(p[0].to_string(), "50 pieces given, an army has 40");
    // A comment after the army is a comment.
    assert!(Army::parse(&format!("{PBMSERV}\nGood luck!\n"), Variant::Classic).is_ok());
    // Barrage: nine pieces named where an army has eight, then the rank.
    let p = problems(
        "2S..19....\n9.........\n8.........\nFB9.......\n",
        Variant::Barrage,
    );
    assert_eq!(
        p,
        [
            ArmyProblem::PieceCount {
                found: 9,
                expected: 8
            },
            ArmyProblem::TooMany {
                rank: Rank::Scout,
                expected: 2,
                found: 3
            },
        ]
    );
}

#[test]
fn too_many_even_with_jokers() {
    let text = format!("{}?", "B".repeat(7)) + &"?".repeat(16);
    assert_eq!(
        problems(&text, Variant::Small),
        [ArmyProblem::TooMany {
            rank: Rank::Bomb,
            expected: 4,
            found: 7
        }]
    );
}

#[test]
fn marshal_in_small_game() {
    let p = problems(&format!("1{}", "?".repeat(23)), Variant::Small);
    assert_eq!(
        p,
        [ArmyProblem::TooMany {
            rank: Rank::Marshal,
            expected: 0,
            found: 1
        }]
    );
}

#[test]
fn every_problem_at_once_and_capped() {
    let junk = "x".repeat(5) + &"abcdefghijklmnopqrstuvwxyz".repeat(10) + "\n".repeat(3).as_str();
    let p = problems(&junk, Variant::Classic);
    let unknown = p
        .iter()
        .filter(|p| matches!(p, ArmyProblem::UnknownSymbol { .. }))
        .count();
    assert_eq!(unknown, MAX_PROBLEMS);
    // b, f and s are army letters: 10 copies each are too many.
    assert!(p.contains(&ArmyProblem::TooMany {
        rank: Rank::Bomb,
        expected: 6,
        found: 10
    }));
    assert!(p.iter().any(|p| matches!(p, ArmyProblem::More(_))));
    assert!(
        p.iter()
            .any(|p| matches!(p, ArmyProblem::TooFewSymbols { .. }))
    );
    let huge = "Q".repeat(10_000) + PBMSERV;
    let e = Army::parse(&huge, Variant::Classic).unwrap_err();
    assert_eq!(
        e.problems,
        [ArmyProblem::UnknownSymbol {
            symbol: 'Q',
            line: 1,
            sparse: false
        }]
    );
}

#[test]
fn error_text_is_helpful() {
    let text = Army::parse("99", Variant::Classic).unwrap_err().to_string();
    assert!(text.contains("has 2 symbols but needs 40"), "{text}");
    assert!(text.contains("4 rows of 10"), "{text}");
    assert!(text.contains("6xB"), "{text}");
}

#[test]
fn from_symbols() {
    let short = Army::from_symbols(Variant::Small, vec![Symbol::Any; 3]).unwrap_err();
    assert_eq!(
        short.problems,
        [ArmyProblem::TooFewSymbols {
            found: 3,
            expected: 24
        }]
    );
    assert!(Army::from_symbols(Variant::Small, vec![Symbol::Any; 24]).is_ok());
}

/// The Barrage army of Gravon's record `barrage-2014.10-10` (fixtures/strados2), Red:
/// rows 4 to 1 from Red's left.
const BARRAGE: &str = "2S..19....\n9.........\n8.........\nFB........\n";

#[test]
fn barrage_with_empty_squares() {
    let (army, end) = Army::parse(BARRAGE, Variant::Barrage).unwrap();
    assert_eq!(army.to_string(), BARRAGE);
    assert_eq!(end, BARRAGE.len() - 1);
    let dashes = BARRAGE.replace('.', "-");
    assert_eq!(Army::parse(&dashes, Variant::Barrage).unwrap().0, army);
    let full = army.fill(&mut SmallRng::seed_from_u64(3));
    assert_eq!(full.iter().flatten().count(), 8);
    assert_eq!(
        (full[0], full[2], full[4], full[30]),
        (
            Some(Rank::General),
            None,
            Some(Rank::Marshal),
            Some(Rank::Flag)
        )
    );
    // `.` is no army symbol where the army fills the setup rows.
    let p = problems(&format!(".{}", &PBMSERV[1..]), Variant::Classic);
    assert!(
        p.iter()
            .any(|p| p.to_string().ends_with("(use 1-9, S, B, F or ?)"))
    );
    assert!(
        p.contains(&ArmyProblem::UnknownSymbol {
            symbol: '.',
            line: 1,
            sparse: false
        }),
        "{p:?}"
    );
}

#[test]
fn sparse_auto_and_jokers() {
    for (v, n) in [(Variant::Barrage, 8), (Variant::Duel, 10)] {
        let (army, _) = Army::parse("auto", v).unwrap();
        assert_eq!(army, Army::auto(v));
        let mut rng = SmallRng::seed_from_u64(11);
        let full = army.fill(&mut rng);
        assert_eq!(full.len(), 40);
        let mut counts = [0u8; Rank::COUNT];
        full.iter().flatten().for_each(|r| counts[r.index()] += 1);
        assert_eq!(crate::Forces::Table(counts), v.spec().forces, "{v}");
        assert_eq!(full.iter().flatten().count(), n);
    }
    // The Flag named, seven `?` in the front row for the rest: all of them filled.
    let text = format!(
        "???????...\n{}\n{}\nF.........",
        ".".repeat(10),
        ".".repeat(10)
    );
    let (army, _) = Army::parse(&text, Variant::Barrage).unwrap();
    let full = army.fill(&mut SmallRng::seed_from_u64(5));
    assert!(full[..7].iter().all(Option::is_some));
    assert!(full[7..30].iter().all(Option::is_none));
    assert_eq!(full[30], Some(Rank::Flag));
}

#[test]
fn sparse_problems_all_at_once() {
    // An unknown symbol is answered with the symbols of this game, `.` among them.
    let p = problems(&format!("FBS99821X{}", ".".repeat(32)), Variant::Barrage);
    assert_eq!(
        p,
        [ArmyProblem::UnknownSymbol {
            symbol: 'X',
            line: 1,
            sparse: true
        }]
    );
    assert!(
        p[0].to_string()
            .ends_with("(use 1-9, S, B, F, ? or . for an empty square)")
    );
    // Two Flags, no Bomb, and too few symbols.
    let p = problems("FF9981..\n", Variant::Barrage);
    assert_eq!(
        p,
        [
            ArmyProblem::TooFewSymbols {
                found: 8,
                expected: 40
            },
            ArmyProblem::TooMany {
                rank: Rank::Flag,
                expected: 1,
                found: 2
            },
        ]
    );
    // Complete, no `?`: each missing rank by name.
    let text = format!("F9981{}", ".".repeat(35));
    assert_eq!(
        problems(&text, Variant::Barrage),
        [
            ArmyProblem::PieceCount {
                found: 5,
                expected: 8
            },
            ArmyProblem::TooFew {
                rank: Rank::General,
                expected: 1,
                found: 0
            },
            ArmyProblem::TooFew {
                rank: Rank::Spy,
                expected: 1,
                found: 0
            },
            ArmyProblem::TooFew {
                rank: Rank::Bomb,
                expected: 1,
                found: 0
            },
        ]
    );
    // Three pieces left to chance, two `?` for them.
    let text = format!("F9981??{}", ".".repeat(33));
    assert_eq!(
        problems(&text, Variant::Barrage),
        [ArmyProblem::NoRoom {
            missing: 3,
            jokers: 2
        }]
    );
    let msg = Army::parse(&text, Variant::Duel).unwrap_err().to_string();
    assert!(
        msg.contains("put . (or -) on each square you leave empty"),
        "{msg}"
    );
    assert!(msg.contains("An army is 40 symbols"), "{msg}");
}
