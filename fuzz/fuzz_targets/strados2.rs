//! A StraDoS2 record (`stratego-pbem import FILE`, src/import.rs): `strados2::parse` on any
//! bytes never panics; a record that reads, written back as Gravon's client writes it, reads
//! again as the same record; its replay through the rules never panics (it may refuse, with
//! a reason), and a game it replays is over, with an outcome.

#![no_main]

use libfuzzer_sys::fuzz_target;
use stratego_pbem::{import, strados2};
use stratego_rules::Color;

fuzz_target!(|data: &[u8]| {
    let record = match strados2::parse(data) {
        Ok(record) => record,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    let kind = strados2::type_name(record.variant).expect("a record read has a Gravon type");
    let result = record.result.map(|(t, winner)| {
        let w = match winner {
            Some(Color::Red) => 1,
            Some(Color::Blue) => 2,
            None => 3,
        };
        (t, w)
    });
    let written = strados2::write(
        kind,
        &record.field,
        &record.moves,
        [&record.players[0], &record.players[1]],
        result,
    );
    let again = strados2::parse(written.as_bytes()).expect("a written record reads");
    assert_eq!(again, record, "read back differently:\n{written}");
    match import::replay(&record) {
        Ok(replayed) => {
            assert!(replayed.game.outcome().is_some(), "a replayed game is over");
            assert_eq!(replayed.records.len(), record.moves.len());
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
