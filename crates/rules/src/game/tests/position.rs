//! The position text and the stored state: both round-trip, and a bad position text is
//! refused with its reason.

use super::*;

#[test]
fn position_text_round_trip_and_errors() {
    let g = started(Variant::Classic);
    let text = g.position_text();
    assert_eq!(
        Game::from_position(&text, Options::default())
            .unwrap()
            .position_text(),
        text
    );
    let g = started(Variant::Small);
    let text = g.position_text();
    assert_eq!(text.len(), 66);
    assert_eq!(
        Game::from_position(&text, Options::default())
            .unwrap()
            .position_text(),
        text
    );
    assert_eq!(
        Game::from_position("AAA", Options::default()),
        Err(PositionError::Length(3))
    );
    let bad = text.replacen('_', "A", 1);
    assert!(matches!(
        Game::from_position(&bad, Options::default()),
        Err(PositionError::Lake(_))
    ));
    let bad = text.replacen('A', "Z", 1);
    assert!(matches!(
        Game::from_position(&bad, Options::default()),
        Err(PositionError::Symbol { symbol: 'Z', .. })
    ));
    let bad = text.replace(" r", " x");
    assert!(matches!(
        Game::from_position(&bad, Options::default()),
        Err(PositionError::SideToMove(_))
    ));
}

#[test]
fn state_round_trips_through_json() {
    let mut g = started(Variant::Classic);
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..60 {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rand::RngExt::random_range(&mut rng, 0..moves.len())];
        let c = g.to_move();
        g.play(c, m).unwrap();
    }
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert!(json.len() < 8000, "{}", json.len());
}
