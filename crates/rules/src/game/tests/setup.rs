//! Setup: where an army lands, deploying again and swapping before the start, and an
//! army that cannot move.

use super::*;

#[test]
fn pbmserv_army_lands_where_the_spec_says() {
    let (army, _) = Army::parse(PBMSERV, Variant::Classic).unwrap();
    let mut g = Game::new(Variant::Classic, Options::default());
    let mut rng = SmallRng::seed_from_u64(0);
    assert!(!g.deploy(Color::Red, &army, &mut rng).unwrap());
    let at = |g: &Game, s: &str| {
        g.board()
            .get(sq(s))
            .map(|u| (u.piece.color, u.piece.rank.char()))
    };
    // Red: row 4 from a to j is the first line, row 1 the last.
    assert_eq!(at(&g, "a4"), Some((Color::Red, '9')));
    assert_eq!(at(&g, "b4"), Some((Color::Red, '3')));
    assert_eq!(at(&g, "j4"), Some((Color::Red, '9')));
    assert_eq!(at(&g, "f3"), Some((Color::Red, 'S')));
    assert_eq!(at(&g, "d1"), Some((Color::Red, 'F')));
    assert_eq!(at(&g, "a1"), Some((Color::Red, '8')));
    assert!(g.deploy(Color::Blue, &army, &mut rng).unwrap());
    // Blue: row 7 from j to a is the first line, row 10 (j to a) the last.
    assert_eq!(at(&g, "j7"), Some((Color::Blue, '9')));
    assert_eq!(at(&g, "i7"), Some((Color::Blue, '3')));
    assert_eq!(at(&g, "e8"), Some((Color::Blue, 'S')));
    assert_eq!(at(&g, "g10"), Some((Color::Blue, 'F')));
    assert_eq!(at(&g, "j10"), Some((Color::Blue, '8')));
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.to_move(), Color::Red);
}

#[test]
fn redeploy_and_swap_before_start_only() {
    let (army, _) = Army::parse(PBMSERV, Variant::Classic).unwrap();
    let mut rng = SmallRng::seed_from_u64(0);
    let mut g = Game::new(Variant::Classic, Options::default());
    assert_eq!(
        g.swap(Color::Red, sq("a4"), sq("a1")),
        Err(SetupError::NotDeployed)
    );
    g.deploy(Color::Red, &Army::auto(Variant::Classic), &mut rng)
        .unwrap();
    g.deploy(Color::Red, &army, &mut rng).unwrap();
    assert_eq!(g.setup_of(Color::Red).unwrap().to_string(), PBMSERV);
    g.swap(Color::Red, sq("a4"), sq("d1")).unwrap();
    assert_eq!(g.board().get(sq("a4")).unwrap().piece.rank, Rank::Flag);
    assert_eq!(
        g.swap(Color::Red, sq("a4"), sq("a7")),
        Err(SetupError::NotYourSetupSquare(sq("a7")))
    );
    assert_eq!(
        g.swap(Color::Red, sq("a4"), sq("a4")),
        Err(SetupError::SameSquare)
    );
    let small = Army::auto(Variant::Small);
    assert!(matches!(
        g.deploy(Color::Blue, &small, &mut rng),
        Err(SetupError::WrongVariant { .. })
    ));
    g.deploy(Color::Blue, &army, &mut rng).unwrap();
    assert_eq!(
        g.deploy(Color::Red, &army, &mut rng),
        Err(SetupError::Started)
    );
    assert_eq!(
        g.swap(Color::Red, sq("a4"), sq("d1")),
        Err(SetupError::Started)
    );
    assert_eq!(g.setup_of(Color::Red), None);
}

#[test]
fn blocked_army_loses_at_once() {
    // Bombs on every open front square: Red cannot move when the game starts.
    let text = "BB87BB78BB\n?????????F\n??????????\n??????????";
    let (army, _) = Army::parse(text, Variant::Classic).unwrap();
    let mut rng = SmallRng::seed_from_u64(0);
    let mut g = Game::new(Variant::Classic, Options::default());
    g.deploy(Color::Red, &army, &mut rng).unwrap();
    // c4, d4, g4 and h4 face lakes and are walled in by the bombs beside them.
    g.deploy(Color::Blue, &Army::auto(Variant::Classic), &mut rng)
        .unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Blue),
            reason: EndReason::NoMoves
        })
    );
}
