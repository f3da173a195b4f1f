//! What each viewer knows and how it is drawn: moved and revealed pieces, the enemy hidden
//! during setup, the board's shapes and the words for a battle.

use super::*;

#[test]
fn knowledge_moved_revealed_scouts() {
    let opts = Options {
        reveal: Reveal::Turn,
        ..Options::default()
    };
    let mut g = game_with(
        &[
            ("a1", 'D'),
            ("e4", 'I'),
            ("e5", 'Q'),
            ("j1", 'M'),
            ("j10", 'Y'),
            ("a10", 'S'),
        ],
        opts,
    );
    g.play(Color::Red, mv("e4-e5")).unwrap(); // ply 1: Red's 4 takes Blue's 8
    let unit = *g.board().get(sq("e5")).unwrap();
    assert!(unit.moved && unit.revealed_at == Some(1));
    let blue_view = View::new(&g, Viewer::Player(Color::Blue));
    assert_eq!(
        blue_view.piece_at(sq("e5")).unwrap().rank,
        Some(Rank::Major)
    );
    g.play(Color::Blue, mv("a10-a9")).unwrap(); // ply 2: still shown
    assert_eq!(
        View::new(&g, Viewer::Observer)
            .piece_at(sq("e5"))
            .unwrap()
            .rank,
        Some(Rank::Major)
    );
    g.play(Color::Red, mv("a1-a6")).unwrap(); // ply 3: hidden again; the scout is now known
    let view = View::new(&g, Viewer::Player(Color::Blue));
    assert_eq!(view.piece_at(sq("e5")).unwrap().rank, None);
    assert!(view.piece_at(sq("e5")).unwrap().moved);
    assert_eq!(view.piece_at(sq("a6")).unwrap().rank, Some(Rank::Scout));
    assert!(view.piece_at(sq("a6")).unwrap().revealed);
    // Unseen counts use public facts only.
    let red_view = View::new(&g, Viewer::Player(Color::Red));
    assert_eq!(red_view.unseen(Color::Blue)[Rank::Miner.index()], 4);
}

#[test]
fn views_hide_the_enemy_during_setup() {
    let mut g = Game::new(Variant::Small, Options::default());
    let mut rng = SmallRng::seed_from_u64(9);
    g.deploy(Color::Red, &Army::auto(Variant::Small), &mut rng)
        .unwrap();
    assert!(View::new(&g, Viewer::Player(Color::Blue)).pieces.is_empty());
    assert!(View::new(&g, Viewer::Observer).pieces.is_empty());
    assert_eq!(View::new(&g, Viewer::Player(Color::Red)).pieces.len(), 24);
}

#[test]
fn render_shapes() {
    let mut g = started(Variant::Classic);
    let m = g.legal_moves()[0];
    g.play(Color::Red, m).unwrap();
    for viewer in [
        Viewer::Player(Color::Red),
        Viewer::Player(Color::Blue),
        Viewer::Observer,
    ] {
        for flip in [true, false] {
            let text = crate::render(&View::new(&g, viewer), flip);
            for line in text.lines() {
                assert!(line.chars().count() <= 72, "{line:?}");
                assert!(line.is_ascii());
            }
            assert!(text.contains("Legend"));
        }
    }
    let blue = crate::render(&View::new(&g, Viewer::Player(Color::Blue)), true);
    let first = blue.lines().next().unwrap();
    assert!(first.trim_start().starts_with('j'), "{first}");
    let third = blue.lines().nth(2).unwrap();
    assert!(third.trim_start().starts_with("1 |"), "{third}");
    let red = crate::render(&View::new(&g, Viewer::Player(Color::Red)), true);
    assert!(red.lines().nth(2).unwrap().starts_with("10 |"));
    let observer = crate::render(&View::new(&g, Viewer::Observer), true);
    assert!(!observer.contains("[1]") && !observer.contains("(1)"));
}

#[test]
fn battle_words() {
    // Blue's 6 (S) at e6 strikes Red's 4 (I) at e5 and loses.
    let mut g = Game::from_position(
        &position(
            Variant::Classic,
            &[("e5", 'I'), ("e6", 'S'), ("j1", 'M'), ("j10", 'Y')],
            'b',
        ),
        Options::default(),
    )
    .unwrap();
    g.play(Color::Blue, mv("e6-e5")).unwrap();
    let text = crate::render(&View::new(&g, Viewer::Player(Color::Red)), true);
    assert!(
        text.contains("Blue's 6 at e6 struck your 4 at e5: Blue's 6 lost."),
        "{text}"
    );
    let text = crate::render(&View::new(&g, Viewer::Observer), true);
    assert!(
        text.contains("Blue's 6 at e6 struck Red's 4 at e5: Blue's 6 lost."),
        "{text}"
    );
}

#[test]
#[ignore = "prints a board for a person to look at"]
fn print_board() {
    let mut g = started(Variant::Classic);
    let mut rng = SmallRng::seed_from_u64(11);
    for _ in 0..70 {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rand::RngExt::random_range(&mut rng, 0..moves.len())];
        let c = g.to_move();
        g.play(c, m).unwrap();
    }
    println!(
        "{}",
        crate::render(&View::new(&g, Viewer::Player(Color::Blue)), true)
    );
    println!("{}", crate::render(&View::new(&g, Viewer::Observer), true));
}
