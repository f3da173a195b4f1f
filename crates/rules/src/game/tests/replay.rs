//! A game at an earlier ply (`game/replay.rs`): rebuilt from the end of seeded random games
//! of every variant, it is the game as it was at that ply, move for move.

use super::*;
use rand::RngExt;

/// A game of `variant` played at random for at most `plies` plies, with a copy of the game
/// after each ply (index 0: before the first move) and the plies.
fn random_game(variant: Variant, seed: u64, plies: usize) -> (Vec<Game>, Vec<MoveRecord>) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let options = Options {
        reveal: if seed.is_multiple_of(2) {
            Reveal::Keep
        } else {
            Reveal::Turn
        },
        ..Options::default()
    };
    let mut g = Game::deal(variant, options, &mut rng);
    for color in Color::ALL {
        g.deploy(color, &Army::auto(variant), &mut rng).unwrap();
    }
    let mut states = vec![g.clone()];
    let mut records = Vec::new();
    while records.len() < plies && g.phase() == Phase::Playing {
        let moves = g.legal_moves();
        let mv = moves[rng.random_range(0..moves.len())];
        records.push(g.play(g.to_move(), mv).unwrap());
        states.push(g.clone());
    }
    (states, records)
}

#[test]
fn every_ply_of_random_games_is_rebuilt_as_it_was() {
    let mut battles = 0;
    for variant in Variant::ALL {
        for seed in 0..4 {
            let (states, records) = random_game(variant, seed, 300);
            battles += records.iter().filter(|r| r.battle.is_some()).count();
            let end = states.last().unwrap();
            for (ply, state) in states.iter().enumerate() {
                let again = end.at_ply(&records, ply as u32).unwrap();
                assert_eq!(&again, state, "{variant} seed {seed} ply {ply}");
                // What an observer saw then is what the replay shows.
                assert_eq!(
                    View::new(&again, Viewer::Observer),
                    View::new(state, Viewer::Observer)
                );
            }
            assert_eq!(
                end.at_ply(&records, end.ply() + 1),
                Err(ReplayError::NoSuchPly {
                    asked: end.ply() + 1,
                    played: end.ply()
                })
            );
        }
    }
    assert!(battles > 100, "the games fought: {battles} battles");
}

#[test]
fn a_game_in_setup_or_with_plies_that_do_not_fit_is_refused() {
    let g = Game::new(Variant::Classic, Options::default());
    assert_eq!(g.start_of(&[]), Err(ReplayError::NotStarted));
    let (states, mut records) = random_game(Variant::Classic, 7, 10);
    let end = states.last().unwrap();
    assert!(matches!(
        end.start_of(&records[1..]),
        Err(ReplayError::Mismatch { .. })
    ));
    // A ply that names a square its piece never reached.
    records[9].to = records[9].from;
    assert!(end.at_ply(&records, 5).is_err());
}

#[test]
fn the_referee_sees_every_rank_and_no_unseen_table() {
    let (states, _) = random_game(Variant::Classic, 1, 20);
    let end = states.last().unwrap();
    let view = View::new(end, Viewer::Referee);
    assert!(view.pieces.iter().all(|p| p.rank.is_some()));
    let text = crate::render(&view, true);
    assert!(text.contains("Both armies open"), "{text}");
    assert!(!text.contains("not yet seen"), "{text}");
    assert!(!text.contains("(?)") && !text.contains("[?]"), "{text}");
    let html = crate::render_html(&view, true);
    assert!(!html.contains(" unknown"), "{html}");
}
