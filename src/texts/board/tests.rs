//! English from the catalogue is the rules crate's own English, word for word: every
//! battle, every board and every result, so the goldens stay as they are.

use rand::SeedableRng;
use stratego_rules::{
    Army, Battle, BattleResult, BattleStory, Color, English, Game, Options, Rank, Square, Variant,
    View, Viewer, Words, render, render_html, render_html_in, render_in,
};

use super::Lang;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

#[test]
fn english_battles_are_the_rules_sentences() {
    let classic: Vec<Rank> = Rank::ALL.to_vec();
    let domino: Vec<Rank> = [(6, 6), (0, 0), (5, 3), (3, 6), (6, 1)]
        .into_iter()
        .map(|(a, d)| Rank::tile(a, d).unwrap())
        .collect();
    let mut told = 0;
    for (variant, ranks) in [(Variant::Classic, classic), (Variant::Domino, domino)] {
        for &attacker in &ranks {
            for &defender in &ranks {
                for winner in [
                    BattleResult::AttackerWon,
                    BattleResult::DefenderWon,
                    BattleResult::BothLost,
                ] {
                    let story = BattleStory::new(
                        Battle {
                            attacker,
                            defender,
                            winner,
                        },
                        variant,
                    );
                    for mover in Color::ALL {
                        for yours in [None, Some(Color::Red), Some(Color::Blue)] {
                            for squares in [None, Some((sq("e4"), sq("e5")))] {
                                assert_eq!(
                                    Lang::En.battle(&story, mover, yours, squares),
                                    English.battle(&story, mover, yours, squares),
                                );
                                told += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(told > 2000, "{told}");
}

/// A game of `variant` after `plies` moves picked at random (a fixed seed); with `plies`
/// None, in setup with Red's army in.
fn game(variant: Variant, plies: Option<usize>) -> Game {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(plies.unwrap_or(0) as u64 + 7);
    let mut game = Game::new(variant, Options::default());
    let (army, _) = Army::parse(crate::texts::example_army(variant), variant).unwrap();
    game.deploy(Color::Red, &army, &mut rng).unwrap();
    let Some(plies) = plies else { return game };
    game.deploy(Color::Blue, &army, &mut rng).unwrap();
    let mut pick: usize = 11;
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        pick = (pick * 1_103_515_245 + 12_345) % 2_147_483_648;
        if game
            .play(game.to_move(), moves[pick % moves.len()])
            .is_err()
        {
            break;
        }
    }
    game
}

#[test]
fn english_boards_are_the_rules_boards() {
    let mut drawn = 0;
    for variant in [
        Variant::Classic,
        Variant::Small,
        Variant::Barrage,
        Variant::Duel,
    ] {
        let mut over = game(variant, Some(40));
        if over.outcome().is_none() {
            over.resign(over.to_move()).unwrap();
        }
        let games = [
            game(variant, None),
            game(variant, Some(1)),
            game(variant, Some(61)),
            game(variant, Some(600)),
            over,
        ];
        for g in &games {
            for viewer in [
                Viewer::Player(Color::Red),
                Viewer::Player(Color::Blue),
                Viewer::Observer,
                Viewer::Referee,
            ] {
                let view = View::new(g, viewer);
                for flip in [false, true] {
                    assert_eq!(render_in(&view, flip, &Lang::En), render(&view, flip));
                    assert_eq!(
                        render_html_in(&view, flip, &Lang::En),
                        render_html(&view, flip)
                    );
                    drawn += 1;
                }
            }
        }
    }
    assert_eq!(drawn, 4 * 5 * 4 * 2);
}

#[test]
fn english_legends_and_labels_are_the_rules_own() {
    for v in Variant::ALL {
        for last in [false, true] {
            assert_eq!(
                stratego_rules::legend_in(v, last, &Lang::En),
                stratego_rules::legend(v, last)
            );
        }
    }
    assert_eq!(Lang::En.labels(), English.labels());
    for viewer in [
        Viewer::Player(Color::Red),
        Viewer::Observer,
        Viewer::Referee,
    ] {
        assert_eq!(Lang::En.board_label(viewer), English.board_label(viewer));
    }
}

#[test]
fn german_and_dutch_boards_name_the_pieces_as_the_editions_do() {
    let view = View::new(
        &game(Variant::Classic, Some(61)),
        Viewer::Player(Color::Red),
    );
    let de = render_in(&view, false, &Lang::De);
    let nl = render_in(&view, false, &Lang::Nl);
    for word in [
        "Feldmarschall",
        "Aufklärer",
        "Spionin",
        "Bombe",
        "Fahne",
        "Du bist Rot",
    ] {
        assert!(de.contains(word), "{word}: {de}");
    }
    for word in [
        "Maarschalk",
        "Verkenner",
        "Spion",
        "Bom",
        "Vlag",
        "Je bent Rood",
    ] {
        assert!(nl.contains(word), "{word}: {nl}");
    }
    for board in [&de, &nl] {
        assert!(board.lines().all(|l| l.chars().count() <= 72), "{board}");
        for english in [
            "Legend:",
            "You are",
            "has lost",
            "Marshal",
            "Scout",
            "Last move",
        ] {
            assert!(!board.contains(english), "{english}: {board}");
        }
    }
    let html = render_html_in(&view, false, &Lang::De);
    assert!(html.contains("title=\"a1 rot "), "{html}");
    assert!(html.contains("Das Spielbrett, wie Rot es sieht"), "{html}");
}

#[test]
fn a_german_domino_flag_capture_names_the_tile() {
    let story = BattleStory::new(
        Battle {
            attacker: Rank::tile(5, 3).unwrap(),
            defender: Rank::tile(6, 6).unwrap(),
            winner: BattleResult::AttackerWon,
        },
        Variant::Domino,
    );
    assert_eq!(
        Lang::De.battle(
            &story,
            Color::Red,
            Some(Color::Blue),
            Some((sq("a2"), sq("a3")))
        ),
        "Der Stein [5-3] von Rot eroberte deine Fahne, den Stein [6-6], auf a3."
    );
    assert_eq!(
        Lang::Nl.battle(&story, Color::Red, Some(Color::Red), None),
        "Jouw steen [5-3] veroverde de vlag van Blauw, de steen [6-6]."
    );
}
