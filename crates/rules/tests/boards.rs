//! The text board of Barrage and Duel: golden files (`fixtures/boards/*.txt`) for the setup
//! with empty home squares and for a game under way, as each player and an observer see
//! them. After a deliberate change of layout: `UPDATE_GOLDEN=1 cargo test -p stratego-rules
//! --test boards`, then review the diff of `fixtures/boards`.

use std::path::PathBuf;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use stratego_rules::{Army, Color, Game, Options, Phase, Variant, View, Viewer, render};

/// Gravon's Barrage and Duel armies (fixtures/strados2), `.` an empty home square.
const BARRAGE: [&str; 2] = [
    "2S..19.... 9......... 8......... FB........",
    "9.S.9.2.1. .......... .....8.... .....FB...",
];
const DUEL: [&str; 2] = [
    ".....B9S.. ...9..F.1. 8..8...... .2B.......",
    ".1......99 .....288.. .........B S.......BF",
];

fn deployed(v: Variant, armies: [&str; 2], both: bool) -> Game {
    let mut game = Game::new(v, Options::default());
    let mut rng = SmallRng::seed_from_u64(0);
    for (color, army) in Color::ALL
        .into_iter()
        .zip(armies)
        .take(if both { 2 } else { 1 })
    {
        let (army, _) = Army::parse(army, v).expect("a valid army");
        game.deploy(color, &army, &mut rng).expect("deploys");
    }
    game
}

fn play(game: &mut Game, moves: &[&str]) {
    for mv in moves {
        game.play(game.to_move(), mv.parse().unwrap())
            .expect("legal");
    }
}

fn cases() -> Vec<(&'static str, String)> {
    let red = Viewer::Player(Color::Red);
    let blue = Viewer::Player(Color::Blue);
    let setup = deployed(Variant::Barrage, BARRAGE, false);
    let mut barrage = deployed(Variant::Barrage, BARRAGE, true);
    // A Scout's long move, both Scouts lost, the Marshal up the e file.
    play(&mut barrage, &["f4-f6", "f7-f6", "e4-e5", "j7-j6", "e5-e6"]);
    let mut duel = deployed(Variant::Duel, DUEL, true);
    // The Spy takes the Marshal on i4.
    play(
        &mut duel,
        &[
            "d3-d4", "i7-i6", "a2-a3", "i6-i5", "a3-a4", "i5-i4", "h4-i4",
        ],
    );
    assert_eq!(duel.phase(), Phase::Playing);
    vec![
        ("barrage-setup-red", render(&View::new(&setup, red), true)),
        ("barrage-blue", render(&View::new(&barrage, blue), true)),
        (
            "barrage-observer",
            render(&View::new(&barrage, Viewer::Observer), true),
        ),
        ("duel-red", render(&View::new(&duel, red), true)),
        ("duel-blue-noflip", render(&View::new(&duel, blue), false)),
    ]
}

#[test]
fn text_boards_match_their_golden_files() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/boards");
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    for (name, text) in cases() {
        let path = dir.join(format!("{name}.txt"));
        if update {
            std::fs::write(&path, &text).unwrap();
        }
        let want = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e}; make it with UPDATE_GOLDEN=1", path.display()));
        assert!(
            text == want,
            "{name} differs from {}:\n{text}",
            path.display()
        );
    }
}
