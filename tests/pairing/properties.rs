//! The absolute criteria over random tournaments: each played round by round with the
//! Dutch system and random results (draws, forfeits, players withdrawing), every round
//! checked: every present player paired exactly once, nobody absent paired, no rematch,
//! no second pairing-allocated bye, and no colour difference beyond ±2 nor three games in
//! a row with the same colour, except as C.04.3 allows for topscorers in the last round.

use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use stratego_pbem::league::pairing::{
    Colour, PairingError, Player, Round, Score, Tournament, dutch,
};

fn new_tournament(n: u32, total: u32) -> Tournament {
    Tournament {
        name: "random".into(),
        total_rounds: total,
        players: (1..=n)
            .map(|number| Player {
                number,
                name: format!("p{number}"),
                rating: 3000 - number,
                rounds: Vec::new(),
                absent: false,
            })
            .collect(),
    }
}

fn colours(player: &Player) -> Vec<Colour> {
    player
        .rounds
        .iter()
        .filter(|r| r.score.played())
        .filter_map(|r| r.colour)
        .collect()
}

/// Breaks C3's colour rules: a difference beyond ±2 or three in a row.
fn colour_trouble(player: &Player) -> bool {
    let c = colours(player);
    let whites = c.iter().filter(|&&x| x == Colour::White).count() as i64;
    let blacks = c.len() as i64 - whites;
    let three = c.len() >= 3 && c[c.len() - 3..].iter().all(|&x| x == c[c.len() - 1]);
    (whites - blacks).abs() > 2 || three
}

fn play(n: u32, total: u32, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut t = new_tournament(n, total);
    for round in 1..=total {
        for p in &mut t.players {
            // Now and then a player withdraws, or comes back.
            if rng.random_range(0..25) == 0 {
                p.absent = !p.absent;
            }
        }
        let before = t.clone();
        let pairings = match dutch::pair(&t) {
            Ok(p) => p,
            // Small fields run out of opponents: that is an answer, not a fault.
            Err(PairingError::Impossible) => return Ok(()),
            Err(e) => return Err(TestCaseError::fail(format!("round {round}: {e}"))),
        };
        let present: Vec<u32> = t
            .players
            .iter()
            .filter(|p| !p.absent)
            .map(|p| p.number)
            .collect();
        let mut seen: Vec<u32> = pairings.boards.iter().flat_map(|&(w, b)| [w, b]).collect();
        seen.extend(pairings.bye);
        seen.sort_unstable();
        prop_assert_eq!(
            &seen,
            &present,
            "round {}: everyone present paired once",
            round
        );
        let index = |number: u32| (number - 1) as usize;
        let threshold = (round - 1) as f64 / 2.0;
        let topscorer =
            |number: u32| f64::from(before.players[index(number)].points_x2()) / 2.0 > threshold;
        for &(white, black) in &pairings.boards {
            let met = before.players[index(white)]
                .rounds
                .iter()
                .any(|r| r.opponent == Some(black) && r.score.played());
            prop_assert!(!met, "round {}: {} and {} meet again", round, white, black);
            let roll = rng.random_range(0..100);
            let (w, b) = match roll {
                0..=39 => (Score::Win, Score::Loss),
                40..=59 => (Score::Draw, Score::Draw),
                60..=96 => (Score::Loss, Score::Win),
                97 => (Score::ForfeitWin, Score::ForfeitLoss),
                _ => (Score::ForfeitLoss, Score::ForfeitWin),
            };
            t.players[index(white)].rounds.push(Round {
                opponent: Some(black),
                colour: Some(Colour::White),
                score: w,
            });
            t.players[index(black)].rounds.push(Round {
                opponent: Some(white),
                colour: Some(Colour::Black),
                score: b,
            });
            for (me, other) in [(white, black), (black, white)] {
                if colour_trouble(&t.players[index(me)]) {
                    let allowed = round == total && (topscorer(me) || topscorer(other));
                    prop_assert!(
                        allowed,
                        "round {}: player {}'s colours {:?}",
                        round,
                        me,
                        colours(&t.players[index(me)])
                    );
                }
            }
        }
        if let Some(bye) = pairings.bye {
            let had = before.players[index(bye)]
                .rounds
                .iter()
                .any(|r| matches!(r.score, Score::PairingBye | Score::ForfeitWin));
            prop_assert!(!had, "round {}: {} gets a second bye", round, bye);
            t.players[index(bye)].rounds.push(Round {
                opponent: None,
                colour: None,
                score: Score::PairingBye,
            });
        }
        for p in &mut t.players {
            if p.absent {
                p.rounds.push(Round {
                    opponent: None,
                    colour: None,
                    score: Score::ZeroBye,
                });
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn absolute_criteria_hold(n in 2u32..26, total in 2u32..10, seed in any::<u64>()) {
        play(n, total, seed)?;
    }
}

/// A record of the fixtures with a few characters changed at random.
fn mutated(seed: u64, changes: usize) -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/pairing/generated");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.retain(|p| p.extension().is_some_and(|x| x == "trf"));
    files.sort();
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let file = &files[rng.random_range(0..files.len())];
    let mut bytes = std::fs::read(file).unwrap();
    let alphabet = b" 0123456789wb-=+UFHZLDW.\n";
    for _ in 0..changes {
        let at = rng.random_range(0..bytes.len());
        bytes[at] = alphabet[rng.random_range(0..alphabet.len())];
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// A TRF file is input: whatever it holds, reading it and pairing from it give an
    /// answer or an error, never a panic.
    #[test]
    fn broken_records_never_panic(seed in any::<u64>(), changes in 1usize..12) {
        let text = mutated(seed, changes);
        if let Ok(t) = stratego_pbem::league::pairing::trf::parse(&text) {
            let _ = dutch::pair(&t);
        }
    }
}
