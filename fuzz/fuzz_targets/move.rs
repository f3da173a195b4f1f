//! The move parser: `Move` from any text, and a `move` command line carrying that text. A
//! parsed move prints as `from-to` and reads back as itself; nothing panics.

#![no_main]

use libfuzzer_sys::fuzz_target;
use stratego_pbem::syntax::{Command, MoveAction};
use stratego_rules::Move;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(mv) = text.parse::<Move>() {
        assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
        let _ = mv.straight_distance();
    }
    let line = format!("stratego move 12 alice secret {text}");
    match Command::parse(&line) {
        Ok(Command::Move(12, login, action)) => {
            assert_eq!(login.user, "alice");
            if let MoveAction::Play(mv, _) = action {
                assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
            }
        }
        Ok(other) => panic!("a move line read as {other:?}"),
        Err(e) => {
            let _ = e.to_string();
        }
    }
    // The same text anywhere in a command line.
    let _ = Command::parse(&format!("stratego {text}"));
});
