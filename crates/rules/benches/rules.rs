//! Speed of the rules: perft leaves per second (one thread) and random games per second.
//! Run with `cargo bench -p stratego-rules`; prints one line per measurement.
//!
//! The perft fixtures too big for a debug test run in release with
//! `cargo test --release -p stratego-rules --test perft -- --ignored`.
//!
//! Perft counts leaves (the usual perft figure: with bulk counting at the last ply the
//! leaves are counted, not played).
//!
//! The Quick Battle start is timed beside the Rust engine Jeimel/stratego (issue 15), built
//! here from a checkout (`rules/jeimel.rs`: `JEIMEL_STRATEGO_DIR`, else a clone into the
//! target directory); without one, the bench says why and prints the project's figure alone.
//! docs/PERFORMANCE.md tells how to run the comparison.

#[path = "rules/jeimel.rs"]
mod jeimel;

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
/// The 8x8 Quick Battle start (`fixtures/perft/quick-battle.txt`), Jeimel/stratego's.
const QUICK_BATTLE: &str = "ABDDAAAAMAAAAACEBEAAALAKAA_AA_AAAA_AA_AAAXAAAQOPNNWAAAAPQAAYAAAA r";
/// Its leaves at depth 6, as that engine publishes them.
const QUICK_BATTLE_6: u64 = 118_373_727;
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

/// The project and Jeimel/stratego on the Quick Battle start at depth 6, turn about (3
/// runs each, every run timed inside its own process), and the ratio of the two rates.
fn quick_battle_vs_jeimel() {
    const DEPTH: u32 = 6;
    const RUNS: usize = 3;
    let game = Game::from_position(QUICK_BATTLE, Options::default()).expect("a valid position");
    let ours = || {
        let start = Instant::now();
        let leaves = black_box(&game).perft(DEPTH);
        assert_eq!(leaves, QUICK_BATTLE_6, "the Quick Battle count changed");
        start.elapsed().as_secs_f64()
    };
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let rate = |secs: f64| QUICK_BATTLE_6 as f64 / secs / 1e6;
    let engine = jeimel::available();
    let (mut mine, mut theirs, mut their_leaves) = (Vec::new(), Vec::new(), None);
    let mut failure = engine.as_ref().err().cloned();
    for _ in 0..RUNS {
        mine.push(ours());
        if let Ok(engine) = &engine
            && failure.is_none()
        {
            match engine.perft(QUICK_BATTLE, DEPTH) {
                Ok((leaves, secs)) => {
                    their_leaves = Some(leaves);
                    theirs.push(secs);
                }
                Err(e) => failure = Some(e),
            }
        }
    }
    let mine = median(mine);
    println!(
        "perft quick battle 8x8        depth {DEPTH} (chase on): {QUICK_BATTLE_6:>10} leaves, {:>7.1} M leaves/s (median of {RUNS} runs, {mine:.2} s)",
        rate(mine)
    );
    match (&engine, failure) {
        (Ok(engine), None) => {
            let secs = median(theirs);
            let leaves = their_leaves.expect("counted");
            println!(
                "Jeimel/stratego quick battle  depth {DEPTH}:             {leaves:>10} leaves, {:>7.1} M leaves/s (median of {RUNS} runs, {secs:.2} s; {} at {})",
                leaves as f64 / secs / 1e6,
                engine.checkout().display(),
                engine
                    .commit()
                    .unwrap_or_else(|| "no git commit".to_string()),
            );
            if leaves != QUICK_BATTLE_6 {
                println!(
                    "  (its count differs from the published {QUICK_BATTLE_6}: see docs/PERFORMANCE.md)"
                );
            }
            println!(
                "  ratio: the project counts {:.2}x as fast as Jeimel/stratego (target: 2x)",
                secs / mine
            );
        }
        (_, Some(why)) => println!("Jeimel/stratego quick battle: not measured: {why}"),
        (Err(_), None) => unreachable!("a failure to build is kept"),
    }
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
        assert_eq!(
            jeimel::notation(QUICK_BATTLE).as_deref(),
            Ok("d2f4/bbg4c/1m3dsc/8/8/BD3M1G/F5SD/1BCC4 r")
        );
        return;
    }
    // `cargo bench -p stratego-rules -- WORD` runs only the measurements whose name holds WORD.
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let run = |name: &str| filter.is_empty() || filter.iter().any(|f| name.contains(f.as_str()));
    if run("perft quick battle (Jeimel/stratego)") {
        quick_battle_vs_jeimel();
    }
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
