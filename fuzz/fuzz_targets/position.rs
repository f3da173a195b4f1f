//! `Game::from_position` on any text: a position that reads prints back as the same text
//! (up to the side to move's case), reads again to the same position, and its perft(1)
//! equals the number of legal moves.

#![no_main]

use libfuzzer_sys::fuzz_target;
use stratego_rules::{Game, Options};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(game) = Game::from_position(&text, Options::default()) else {
        return;
    };
    let printed = game.position_text();
    let again = Game::from_position(&printed, Options::default()).expect("printed position reads");
    assert_eq!(again.position_text(), printed);
    let moves = game.legal_moves();
    assert_eq!(game.perft(1), moves.len() as u64);
    assert_eq!(game.has_legal_move(), !moves.is_empty());
});
