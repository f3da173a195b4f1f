//! The password check on its own, for the mail benchmark (`benches/mail.sh`).
//!
//! ```sh
//! argon2_cost 19456,2,1 [RUNS]   # in-process medians of verify_password and hash_password
//! argon2_cost hash 19456,2,1     # prints one PHC string
//! argon2_cost verify PHC         # verifies once and exits: time it as a whole process
//! ```
//! `verify_password` is what every authenticated command does; `hash_password` is done by
//! `register` and `set ... password`. In one process the allocator reuses Argon2's memory
//! after the first run, so the in-process figures leave out the page faults of a fresh
//! process; time `verify` as a whole process for those.

use std::time::Instant;

use stratego_pbem::store::{PasswordCost, hash_password, verify_password};

const PASSWORD: &str = "pw12345678";

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn cost(text: &str) -> PasswordCost {
    let p: Vec<u32> = text.split(',').map(|x| x.parse().expect("M,T,P")).collect();
    PasswordCost {
        m_kib: p[0],
        t: p[1],
        p: p[2],
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("hash") => {
            println!(
                "{}",
                hash_password(PASSWORD, cost(&args[1])).expect("a valid cost")
            );
            return;
        }
        Some("verify") => {
            assert!(
                verify_password(PASSWORD, &args[1]),
                "the PHC does not match"
            );
            return;
        }
        _ => {}
    }
    let cost = cost(args.first().map_or("19456,2,1", String::as_str));
    let runs: usize = args.get(1).and_then(|r| r.parse().ok()).unwrap_or(20);
    let (mut hash_ms, mut verify_ms) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        let start = Instant::now();
        let phc = hash_password(PASSWORD, cost).expect("a valid cost");
        hash_ms.push(start.elapsed().as_secs_f64() * 1000.0);
        let start = Instant::now();
        assert!(verify_password(PASSWORD, &phc));
        verify_ms.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    println!(
        "argon2id m={},t={},p={} in one process: verify median {:.2} ms, hash median {:.2} ms ({runs} runs)",
        cost.m_kib,
        cost.t,
        cost.p,
        median(verify_ms),
        median(hash_ms)
    );
}
