//! The rules' refusals: English says what the rules' own `Display` says (so English mail
//! stays as it was), and German and Dutch name the pieces as their editions do.

use stratego_rules::{
    ActionError, Army, ArmyProblem, Color, Deal, IllegalMove, Move, OptionError, Options, Rank,
    SetupError, Square, Variant,
};

use super::*;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

/// The English detail as the server wrote it from the rules' `Display` before the words
/// moved to Fluent: the reason first, the move named once.
fn from_display(mv: &str, why: &str) -> String {
    let why = why
        .strip_prefix(mv)
        .and_then(|rest| rest.strip_prefix(": "))
        .unwrap_or(why)
        .trim_end_matches('.');
    let mut chars = why.chars();
    let why = match (chars.next(), chars.next()) {
        (Some(c), Some(d)) if c.is_ascii_lowercase() && !d.is_ascii_digit() => {
            format!("{}{}", c.to_ascii_uppercase(), &why[1..])
        }
        _ => why.to_string(),
    };
    if why.contains(mv) {
        format!("{why}.")
    } else {
        format!("{why}, so {mv} is not allowed.")
    }
}

fn illegal_moves() -> Vec<(Move, IllegalMove)> {
    let m = mv("b4-b6");
    vec![
        (m, IllegalMove::NotStarted),
        (m, IllegalMove::Over),
        (m, IllegalMove::NotYourTurn(Color::Blue)),
        (mv("e8-e9"), IllegalMove::OffBoard(sq("e9"))),
        (m, IllegalMove::Empty(sq("b4"))),
        (
            m,
            IllegalMove::NotYours {
                square: sq("b4"),
                noun: "piece",
            },
        ),
        (
            m,
            IllegalMove::NotYours {
                square: sq("b4"),
                noun: "tile",
            },
        ),
        (
            m,
            IllegalMove::Immovable {
                square: sq("b4"),
                rank: Rank::Bomb,
            },
        ),
        (
            m,
            IllegalMove::Immovable {
                square: sq("b4"),
                rank: Rank::Flag,
            },
        ),
        (mv("b4-b4"), IllegalMove::SameSquare(sq("b4"))),
        (
            mv("b4-c5"),
            IllegalMove::NotStraight {
                mv: mv("b4-c5"),
                noun: "piece",
            },
        ),
        (mv("c4-c5"), IllegalMove::Lake(sq("c5"))),
        (
            m,
            IllegalMove::OwnPiece {
                to: sq("b6"),
                noun: "piece",
            },
        ),
        (
            m,
            IllegalMove::TooFar {
                mv: m,
                rank: Rank::Colonel,
            },
        ),
        (
            m,
            IllegalMove::TooFar {
                mv: m,
                rank: Rank::tile(5, 3).unwrap(),
            },
        ),
        (
            m,
            IllegalMove::Blocked {
                mv: m,
                at: sq("b5"),
            },
        ),
        (m, IllegalMove::ScoutStrike(m)),
        (
            m,
            IllegalMove::TwoSquares {
                noun: "piece",
                mv: m,
                count: 4,
                limit: 3,
                a: sq("b4"),
                b: sq("b6"),
            },
        ),
        (
            m,
            IllegalMove::TwoSquares {
                noun: "tile",
                mv: m,
                count: 22,
                limit: 21,
                a: sq("b4"),
                b: sq("b6"),
            },
        ),
        (
            m,
            IllegalMove::Chase {
                mv: m,
                rank: Rank::Spy,
                chased: vec![sq("c6")],
                since: 12,
                back: Some(mv("b4-b3")),
            },
        ),
        (
            m,
            IllegalMove::Chase {
                mv: m,
                rank: Rank::General,
                chased: vec![sq("c6"), sq("a6"), sq("b7")],
                since: 3,
                back: None,
            },
        ),
    ]
}

#[test]
fn english_illegal_moves_read_as_the_rules_say_them() {
    for (m, e) in illegal_moves() {
        assert_eq!(
            move_words(Lang::En, m, &e),
            from_display(&m.to_string(), &e.to_string()),
            "{e:?}"
        );
    }
}

#[test]
fn every_illegal_move_has_its_own_words_in_every_language() {
    for lang in [Lang::De, Lang::Nl] {
        for (m, e) in illegal_moves() {
            let text = move_words(lang, m, &e);
            assert!(text.contains(&m.to_string()), "{lang} {e:?}: {text}");
            assert_ne!(text, move_words(Lang::En, m, &e), "{lang} {e:?}");
            assert!(!text.contains(" so ") && !text.contains("your"), "{text}");
        }
    }
}

#[test]
fn german_and_dutch_name_the_pieces_as_their_editions_do() {
    let m = mv("b4-b6");
    let too_far = |lang, rank| move_words(lang, m, &IllegalMove::TooFar { mv: m, rank });
    assert_eq!(
        too_far(Lang::De, Rank::Colonel),
        "Dein Oberst zieht nur ein Feld weit; nur Aufklärer (9) ziehen weiter, deshalb ist \
         b4-b6 nicht erlaubt."
    );
    assert!(too_far(Lang::De, Rank::Spy).starts_with("Deine Spionin zieht"));
    assert!(too_far(Lang::De, Rank::Marshal).starts_with("Dein Feldmarschall zieht"));
    assert!(too_far(Lang::De, Rank::Sergeant).starts_with("Dein Unteroffizier zieht"));
    assert_eq!(
        too_far(Lang::Nl, Rank::Captain),
        "Je kapitein gaat maar één veld per zet; alleen verkenners (9) gaan verder, dus b4-b6 \
         mag niet."
    );
    assert!(too_far(Lang::Nl, Rank::Marshal).starts_with("Je maarschalk gaat"));
    let two = IllegalMove::TwoSquares {
        noun: "piece",
        mv: m,
        count: 4,
        limit: 3,
        a: sq("b4"),
        b: sq("b6"),
    };
    assert!(move_words(Lang::En, m, &two).contains("the 4th move"));
    assert!(move_words(Lang::De, m, &two).contains("wäre der 4. Zug in Folge dieser Figur"));
    assert!(move_words(Lang::Nl, m, &two).contains("zou de 4e zet op rij van dit stuk"));
    let chase = &illegal_moves()[19].1;
    let de = move_words(Lang::De, m, chase);
    assert!(
        de.starts_with(
            "Verfolgungsregel: deine Spionin auf b4 verfolgt die gegnerische Figur auf c6"
        ),
        "{de}"
    );
    assert!(de.ends_with("; oder b4-b3, zurück dorthin, woher diese Figur in deinem letzten Zug kam, was die Regel immer erlaubt."), "{de}");
    let nl = move_words(Lang::Nl, m, &illegal_moves()[20].1);
    assert!(
        nl.contains("je generaal op b4 achtervolgt de stukken van de tegenstander op c6, a6 en b7"),
        "{nl}"
    );
}

#[test]
fn english_army_errors_read_as_the_rules_say_them() {
    let broken = [
        (
            Variant::Classic,
            "9394924939\n56691S9575\n574BB7668B\n88BF7B88B1\n",
        ),
        (Variant::Classic, "9394924939\n56X91S9575\n"),
        (Variant::Small, "99477499\n5S723785\n8B8BFB88\n"),
        (
            Variant::Barrage,
            "2S..19....\n9.........\n8.........\nFBB.......\n",
        ),
        (
            Variant::Classic,
            "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        ),
    ];
    for (variant, text) in broken {
        let e = Army::parse(text, variant).unwrap_err();
        assert_eq!(army_words(Lang::En, &e), e.to_string(), "{text}");
    }
    let deal = Deal::EMPTY;
    let e = Army::parse_dealt("66 66 1x\n", Variant::Domino, deal).unwrap_err();
    assert_eq!(army_words(Lang::En, &e), e.to_string());
}

#[test]
fn a_dutch_army_lists_its_problems_in_dutch() {
    let e = Army::parse(
        "9394924939\n56691S9575\n574BB7668B\n88BF7B88B1\n",
        Variant::Classic,
    )
    .unwrap_err();
    let nl = bad_army(Lang::Nl, &e, false);
    assert_eq!(nl.reason, "ongeldige opstelling");
    assert!(
        nl.detail
            .starts_with("De opstelling kon niet gebruikt worden (2 fouten):\n")
    );
    assert!(
        nl.detail
            .contains("  - te veel maarschalken (1): 2 opgegeven, een opstelling heeft er 1\n"),
        "{}",
        nl.detail
    );
    assert!(
        nl.detail
            .contains("  - te weinig verkenners (9): 7 opgegeven, een opstelling heeft er 8\n"),
        "{}",
        nl.detail
    );
    assert!(nl.detail.ends_with("\n\nEr is geen opstelling gezet."));
    let de = bad_army(Lang::De, &e, true);
    assert!(
        de.detail
            .contains("  - zu viele Feldmarschälle (1): 2 angegeben"),
        "{}",
        de.detail
    );
    assert!(
        de.detail
            .ends_with("Deine bisherige Aufstellung bleibt stehen.")
    );
}

#[test]
fn english_setup_action_and_option_errors_read_as_the_rules_say_them() {
    let setup = [
        SetupError::Started,
        SetupError::Over,
        SetupError::WrongVariant {
            army: Variant::Small,
            game: Variant::Classic,
        },
        SetupError::NoDeal,
        SetupError::NotDeployed,
        SetupError::NotYourSetupSquare(sq("e5")),
        SetupError::SameSquare,
    ];
    for e in &setup {
        assert_eq!(setup_words(Lang::En, e), format!("{e}."));
        assert_ne!(setup_words(Lang::De, e), setup_words(Lang::En, e));
        assert_ne!(setup_words(Lang::Nl, e), setup_words(Lang::En, e));
    }
    for e in [
        ActionError::Over,
        ActionError::NotStarted,
        ActionError::NoOffer,
        ActionError::AlreadyOffered,
    ] {
        assert_eq!(not_possible_now(Lang::En, &e).detail, format!("{e}."));
    }
    let refused = |args: &[&str]| Options::parse_args(args.iter().copied()).unwrap_err();
    for args in [
        &["-dance"][..],
        &["-twosquare=100"],
        &["-reveal=never"],
        &["-chase=maybe"],
        &["-forfeit=5"],
        &["-nag=6", "-forfeit=5"],
        &["-forfeit=1"],
        &["-duel", "-small"],
    ] {
        let e: OptionError = refused(args);
        assert_eq!(bad_option(Lang::En, &e).detail, format!("{e}."), "{args:?}");
        assert!(
            !bad_option(Lang::De, &e).detail.contains("must"),
            "{args:?}"
        );
    }
    let de = bad_option(Lang::De, &refused(&["-forfeit=5"])).detail;
    assert!(de.ends_with("-nag=7 ist der Standard, also gib eine kürzere an, etwa -nag=4."));
}

#[test]
fn a_problem_of_every_kind_has_its_words() {
    let problems = [
        ArmyProblem::TooFewSymbols {
            found: 3,
            expected: 40,
        },
        ArmyProblem::PieceCount {
            found: 9,
            expected: 8,
        },
        ArmyProblem::UnknownSymbol {
            symbol: 'X',
            line: 2,
            sparse: true,
        },
        ArmyProblem::NoRoom {
            missing: 2,
            jokers: 1,
        },
        ArmyProblem::UnknownTileSymbol {
            symbol: 'x',
            line: 1,
        },
        ArmyProblem::TileTwice {
            tile: Rank::tile(6, 6).unwrap(),
        },
        ArmyProblem::NotDealt {
            tile: Rank::tile(5, 3).unwrap(),
        },
        ArmyProblem::TooManyTiles {
            found: 25,
            expected: 24,
        },
        ArmyProblem::More(3),
    ];
    for p in &problems {
        assert_eq!(army_problem(Lang::En, p), p.to_string());
        for lang in [Lang::De, Lang::Nl] {
            assert_ne!(army_problem(lang, p), p.to_string(), "{lang} {p:?}");
        }
    }
    assert_eq!(
        army_problem(Lang::De, &problems[6]),
        "du hast den Stein [5-3] nicht bekommen: Nimm nur die Steine, die dir ausgeteilt wurden"
    );
}
