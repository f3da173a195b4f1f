//! Tests of the game's rules, one file per topic under `tests/`; the helpers they share
//! (squares, moves, position texts, started games) are here.

use super::*;
use crate::{View, Viewer};
use rand::SeedableRng;
use rand::rngs::SmallRng;

mod battles;
mod end;
mod moves;
mod position;
mod replay;
mod setup;
mod two_squares;
mod views;

const PBMSERV: &str = "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9\n";

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

/// A position text with the given field letters placed on an otherwise empty board.
fn position(variant: Variant, pieces: &[(&str, char)], side: char) -> String {
    let mut field: Vec<char> = variant
        .squares()
        .map(|s| if variant.is_lake(s) { '_' } else { 'A' })
        .collect();
    for (s, c) in pieces {
        let s = sq(s);
        field[s.rank() as usize * variant.files() as usize + s.file() as usize] = *c;
    }
    format!("{} {side}", field.into_iter().collect::<String>())
}

fn game_with(pieces: &[(&str, char)], options: Options) -> Game {
    Game::from_position(&position(Variant::Classic, pieces, 'r'), options).unwrap()
}

fn twosquare(n: u8) -> Options {
    Options {
        twosquare: n,
        ..Options::default()
    }
}

fn started(variant: Variant) -> Game {
    let mut rng = SmallRng::seed_from_u64(3);
    let mut g = Game::new(variant, Options::default());
    let army = Army::auto(variant);
    g.deploy(Color::Red, &army, &mut rng).unwrap();
    g.deploy(Color::Blue, &army, &mut rng).unwrap();
    g
}
