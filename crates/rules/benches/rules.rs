//! Speed of the rules: perft leaves per second (one thread) and random games per second.
//! Run with `cargo bench -p stratego-rules`; prints one line per measurement.
//!
//! The perft fixtures too big for a debug test run in release with
//! `cargo test --release -p stratego-rules --test perft -- --ignored`.
//!
//! Perft counts leaves (the usual perft figure: with bulk counting at the last ply the
//! leaves are counted, not played).

use std::hint::black_box;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use stratego_rules::{Army, Color, Game, Options, Phase, Variant};

/// Both sides the pbmserv army of SPEC 4 (the perft fixture `fixtures/perft/start.txt`).
const CLASSIC_START: &str = "EEBMFBEEBDHFIBBFGGEBHGGDLCDHFHDJDIDKIDJDAA__AA__AAAA__AA__AAPVPUWPUPVPTRTPOXPSSTNQSSRNNURTPNQQNRYNQQ r";
/// Scouts across open lines, a Marshal each (`fixtures/perft/endgame.txt`).
const SPARSE: &str = "DBAAAAAAAAMAAAALAAAAAAAAAAAAADAAAADAAAAAAA__AA__AAAA__AA__AAAAAAAPAAAAAPAAAAAAAAAAAAAAAAPNQAAAXAAAAY r";
/// A small-game endgame (`fixtures/perft/endgame.txt`).
const SMALL_SPARSE: &str = "DAABMBAAAAAAAAADAVACAAAAAA_AA_AAAA_AA_AAAAAWAAEAAAAAAANPPAAAAANY r";

fn perft(name: &str, position: &str, depth: u32, chase: bool) {
    let options = Options {
        chase,
        ..Options::default()
    };
    let game = Game::from_position(position, options).expect("a valid position");
    // Repeat until at least a second has passed, to smooth out the clock.
    let start = Instant::now();
    let (mut leaves, mut runs) = (0u64, 0u32);
    while start.elapsed() < Duration::from_secs(1) {
        leaves += black_box(&game).perft(depth);
        runs += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "perft {name:<22} depth {depth}{}: {:>10} leaves, {:>7.1} M leaves/s ({runs} runs, {secs:.2} s)",
        if chase { " (chase on)" } else { " (chase off)" },
        leaves / runs as u64,
        leaves as f64 / secs / 1e6
    );
}

fn random_games(variant: Variant) {
    let mut rng = SmallRng::seed_from_u64(2012);
    let options = Options {
        twosquare: 3,
        ..Options::default()
    };
    let start = Instant::now();
    let (mut games, mut plies, mut finished) = (0u32, 0u64, 0u32);
    while start.elapsed() < Duration::from_secs(2) {
        let mut game = Game::deal(variant, options, &mut rng);
        for color in Color::ALL {
            game.deploy(color, &Army::auto(variant), &mut rng)
                .expect("auto army");
        }
        while game.phase() == Phase::Playing && game.ply() < 1000 {
            let moves = game.legal_moves();
            let mv = *moves.choose(&mut rng).expect("a playing side has a move");
            game.play(game.to_move(), mv).expect("a legal move");
        }
        games += 1;
        plies += game.ply() as u64;
        finished += u32::from(game.phase() != Phase::Playing);
        black_box(&game);
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "random games {:<15}: {:>8.0} games/s, {:>5.2} M plies/s ({games} games, {finished} ended before ply 1000, {:.0} plies each)",
        variant.name(),
        games as f64 / secs,
        plies as f64 / secs / 1e6,
        plies as f64 / games as f64
    );
}

fn main() {
    // `cargo test --benches` runs this with `--bench` absent; keep that quick.
    if !std::env::args().any(|a| a == "--bench") {
        let game = Game::from_position(SPARSE, Options::default()).expect("a valid position");
        assert_eq!(game.perft(2), 2199);
        return;
    }
    // `cargo bench -p stratego-rules -- WORD` runs only the measurements whose name holds WORD.
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let run = |name: &str| filter.is_empty() || filter.iter().any(|f| name.contains(f.as_str()));
    for (name, position, depth) in [
        ("classic start", CLASSIC_START, 5),
        ("classic start", CLASSIC_START, 6),
        ("classic sparse scouts", SPARSE, 4),
        ("small sparse", SMALL_SPARSE, 5),
    ] {
        // With the more-squares rule (the default) and without, one after the other.
        for chase in [true, false] {
            let rule = if chase { "on" } else { "off" };
            if run(&format!("perft {name} (chase {rule})")) {
                perft(name, position, depth, chase);
            }
        }
    }
    for variant in Variant::ALL {
        if run(&format!("random games {}", variant.name())) {
            random_games(variant);
        }
    }
}
