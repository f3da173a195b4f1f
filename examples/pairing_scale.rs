//! Times the Dutch system on a large Swiss (issue 77): plays the first rounds of a
//! tournament of N players (1,000 by default) by pairing each round with
//! `league::pairing::dutch::pair` and drawing the results at random (a fixed seed: White
//! wins 40%, draws 20%, Black wins 40%), then pairs round R (6 by default, of 10) and
//! prints the time each round took, with a digest of its pairings (FNV-1a over the
//! boards and the bye) so that two versions of the engine can be compared.
//!
//! ```sh
//! cargo run --release --example pairing_scale -- [N] [R]
//! ```

use std::time::Instant;

use rand::{RngExt, SeedableRng};
use stratego_pbem::league::pairing::{Colour, Player, Round, Score, Tournament, dutch};

fn main() {
    let mut args = std::env::args().skip(1);
    let n: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let target: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(6);
    let mut rng = rand::rngs::StdRng::seed_from_u64(77);
    let mut tournament = Tournament {
        name: "scale".into(),
        total_rounds: 10.max(target),
        players: (1..=n)
            .map(|number| Player {
                number,
                name: format!("p{number}"),
                rating: 2800 - number.min(2000),
                rounds: Vec::new(),
                absent: false,
            })
            .collect(),
    };
    for round in 1..=target {
        let start = Instant::now();
        let pairings = match dutch::pair(&tournament) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("round {round}: {e}");
                std::process::exit(1);
            }
        };
        let took = start.elapsed();
        let mut digest: u64 = 0xcbf2_9ce4_8422_2325;
        let numbers = pairings.boards.iter().flat_map(|&(w, b)| [w, b]);
        for number in numbers.chain(pairings.bye) {
            for byte in number.to_le_bytes() {
                digest = (digest ^ u64::from(byte)).wrapping_mul(0x100_0000_01b3);
            }
        }
        println!(
            "round {round:>2}: {n} players, {} boards paired in {:.3} s (digest {digest:016x})",
            pairings.boards.len(),
            took.as_secs_f64()
        );
        if round == target {
            break;
        }
        let index = |number: u32| (number - 1) as usize;
        for &(white, black) in &pairings.boards {
            let roll: f64 = rng.random();
            let (w, b) = if roll < 0.4 {
                (Score::Win, Score::Loss)
            } else if roll < 0.6 {
                (Score::Draw, Score::Draw)
            } else {
                (Score::Loss, Score::Win)
            };
            tournament.players[index(white)].rounds.push(Round {
                opponent: Some(black),
                colour: Some(Colour::White),
                score: w,
            });
            tournament.players[index(black)].rounds.push(Round {
                opponent: Some(white),
                colour: Some(Colour::Black),
                score: b,
            });
        }
        if let Some(bye) = pairings.bye {
            tournament.players[index(bye)].rounds.push(Round {
                opponent: None,
                colour: None,
                score: Score::PairingBye,
            });
        }
    }
}
