//! The end of a game: a captured Flag, no moves left (at the side's own turn), both sides
//! immobile, resigning, draws and forfeits.

use super::*;

#[test]
fn flag_capture_ends_the_game() {
    let mut g = game_with(
        &[("e4", 'H'), ("e5", 'Y'), ("j1", 'M'), ("a10", 'S')],
        Options::default(),
    );
    let rec = g.play(Color::Red, mv("e4-e5")).unwrap();
    assert_eq!(rec.battle.unwrap().winner, BattleResult::AttackerWon);
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Red),
            reason: EndReason::Flag
        })
    );
    assert_eq!(g.play(Color::Blue, mv("a10-a9")), Err(IllegalMove::Over));
    assert_eq!(g.outcome().unwrap().to_string(), "Red wins: flag captured");
}

#[test]
fn no_moves_loses_and_both_immobile_draws() {
    // Blue has a Sergeant (e9) and the Flag; Red strikes Blue's last Sergeant with its
    // Colonel: Blue has only bombs and the flag left, so Blue (to move) loses.
    let mut g = game_with(
        &[
            ("e8", 'J'),
            ("e9", 'R'),
            ("a8", 'N'),
            ("j10", 'Y'),
            ("j1", 'M'),
        ],
        Options::default(),
    );
    g.play(Color::Red, mv("e8-e9")).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Red),
            reason: EndReason::NoMoves
        })
    );
    // Red's last movable piece and Blue's last movable piece destroy each other: draw.
    let mut g = game_with(
        &[("e4", 'H'), ("e5", 'T'), ("a1", 'M'), ("j10", 'Y')],
        Options::default(),
    );
    g.play(Color::Red, mv("e4-e5")).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::BothImmobile
        })
    );
}

#[test]
fn a_side_that_loses_its_last_movable_piece_loses_at_once() {
    // Issue 14, as on Gravon: Red's last movable piece, a Scout, dies striking a bomb. Blue
    // is to move and could, but Red can never move again: Blue wins at once.
    let mut g = game_with(
        &[
            ("a1", 'D'),
            ("a8", 'N'),
            ("e9", 'R'),
            ("j10", 'Y'),
            ("j1", 'M'),
        ],
        Options::default(),
    );
    g.play(Color::Red, mv("a1-a8")).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Blue),
            reason: EndReason::NoMoves
        })
    );
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "Blue wins: Red has no legal move"
    );
    // A position in which the side not to move has only bombs and the flag is over too.
    let text = position(
        Variant::Classic,
        &[("a1", 'D'), ("j1", 'M'), ("a8", 'N'), ("j10", 'Y')],
        'r',
    );
    let g = Game::from_position(&text, Options::default()).unwrap();
    assert_eq!(g.outcome().map(|o| o.winner), Some(Some(Color::Red)));
}

#[test]
fn blocked_pieces_lose_only_at_their_own_turn() {
    // Red's Scout on a1 is walled in by its own bombs: it is a movable piece, so the game
    // goes on while Blue moves, and Red loses when its turn comes.
    let text = position(
        Variant::Classic,
        &[
            ("a1", 'D'),
            ("a2", 'B'),
            ("b1", 'B'),
            ("j1", 'M'),
            ("e9", 'R'),
            ("j10", 'Y'),
        ],
        'b',
    );
    let mut g = Game::from_position(&text, Options::default()).unwrap();
    assert_eq!(g.phase(), Phase::Playing);
    g.play(Color::Blue, mv("e9-e8")).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Blue),
            reason: EndReason::NoMoves
        })
    );
}

#[test]
fn resign_draw_and_forfeit() {
    let mut g = started(Variant::Small);
    assert_eq!(g.accept_draw(Color::Blue), Err(ActionError::NoOffer));
    g.propose_draw(Color::Red).unwrap();
    assert_eq!(g.propose_draw(Color::Red), Err(ActionError::AlreadyOffered));
    g.reject_draw(Color::Blue).unwrap();
    g.propose_draw(Color::Blue).unwrap();
    // Moving instead of answering declines the offer.
    let m = g.legal_moves()[0];
    g.play(Color::Red, m).unwrap();
    assert_eq!(g.draw_offer(), None);
    g.propose_draw(Color::Red).unwrap();
    assert_eq!(
        g.accept_draw(Color::Blue).unwrap().reason,
        EndReason::DrawAgreed
    );
    assert_eq!(g.resign(Color::Red), Err(ActionError::Over));

    let mut g = started(Variant::Classic);
    assert_eq!(
        g.resign(Color::Blue).unwrap(),
        Outcome {
            winner: Some(Color::Red),
            reason: EndReason::Resign
        }
    );
    let mut g = Game::new(Variant::Classic, Options::default());
    assert_eq!(g.propose_draw(Color::Red), Err(ActionError::NotStarted));
    assert_eq!(g.forfeit(Color::Red).unwrap().winner, Some(Color::Blue));
}
