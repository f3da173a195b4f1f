//! The text board of Barrage, Duel and Domino: golden files (`fixtures/boards/*.txt`) for the
//! setup (with empty home squares in Barrage) and for a game under way, as each player and an
//! observer see them. After a deliberate change of layout: `UPDATE_GOLDEN=1 cargo test -p stratego-rules
//! --test boards`, then review the diff of `fixtures/boards`.

use std::path::PathBuf;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use stratego_rules::{Army, Color, Deal, Game, Options, Phase, Variant, View, Viewer, render};

/// Gravon's Barrage and Duel armies (fixtures/strados2), `.` an empty home square.
const BARRAGE: [&str; 2] = [
    "2S..19.... 9......... 8......... FB........",
    "9.S.9.2.1. .......... .....8.... .....FB...",
];
const DUEL: [&str; 2] = [
    ".....B9S.. ...9..F.1. 8..8...... .2B.......",
    ".1......99 .....288.. .........B S.......BF",
];

/// Domino hands: Red lacks 21, 20, 10, 30; Blue lacks 65, 43, 41, 22.
const DOMINO_DEALS: [&str; 2] = [
    "66 65 64 63 62 61 60 55 54 53 52 51 50 44 43 42 41 40 33 32 31 22 11 00",
    "66 64 63 62 61 60 55 54 53 52 51 50 44 42 40 33 32 31 30 21 20 11 10 00",
];
/// Their armies, front row first, some tiles turned to defend.
const DOMINO: [&str; 2] = [
    "66 56 64 36 26 61 60 55 54 53 52 51 50 44 43 42 41 40 33 32 31 22 11 00",
    "53 54 55 60 61 62 63 64 66 52 51 50 44 42 40 33 32 31 30 21 20 11 10 00",
];

fn domino(both: bool) -> Game {
    let deals = DOMINO_DEALS.map(|d| d.parse::<Deal>().unwrap());
    let mut game = Game::with_deals(Variant::Domino, Options::default(), deals);
    let mut rng = SmallRng::seed_from_u64(0);
    for color in Color::ALL.into_iter().take(if both { 2 } else { 1 }) {
        let (army, _) =
            Army::parse_dealt(DOMINO[color.index()], Variant::Domino, deals[color.index()])
                .expect("a valid army");
        game.deploy(color, &army, &mut rng).expect("deploys");
    }
    game
}

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
    let domino_setup = domino(false);
    let mut dominoes = domino(true);
    // Red's [6-6] marches up the a file and takes Blue's 64 (attack 6 against defence 4).
    play(
        &mut dominoes,
        &["a3-a4", "a8-a7", "a4-a5", "a7-a6", "a5-a6"],
    );
    assert_eq!(dominoes.phase(), Phase::Playing);
    vec![
        (
            "domino-setup-red",
            render(&View::new(&domino_setup, red), true),
        ),
        ("domino-red", render(&View::new(&dominoes, red), true)),
        ("domino-blue", render(&View::new(&dominoes, blue), true)),
        (
            "domino-observer",
            render(&View::new(&dominoes, Viewer::Observer), false),
        ),
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
