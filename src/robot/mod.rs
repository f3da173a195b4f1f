//! The robot: a computer opponent that plays by mail like anyone else (issue 16).
//!
//! It sees only what its side may see: every decision is made from the [`View`] its player
//! mail would be drawn from, plus the game's number (public: it is in every mail), never
//! from the referee's [`stratego_rules::Game`]. Nothing here is random: where it varies its
//! play (which army, which of two equal moves) it varies it by the game number and the ply,
//! so two positions that look the same to it give the same move.
//!
//! * [`setups`]: the armies it deploys, a few sound ones per kind of game;
//! * [`belief`]: what each hidden enemy piece may be, from the pieces still unseen and the
//!   last move;
//! * [`mod@choose`]: the move, by the expected result of each legal move and the threats after it;
//! * [`defence`]: the guard of its Flag, pieces that beat a Miner beside its Bombs;
//! * [`search`]: the opponent's best reply to a move: a strike less the robot's recapture, or a fork;
//! * [`endgame`]: few enemy pieces left that move, all known: the race searched to the end;
//! * [`hunt`]: when it is ahead, the walk of each piece towards what it can take, by real paths;
//! * [`domino`]: Domino Stratego: the worth of a tile, the army from the robot's own hand,
//!   what a hidden enemy tile may be.
//!
//! The server (`handlers::play`) deploys its army when the game is made and answers each
//! move of its opponent in the same transaction.

pub mod belief;
pub mod boxed;
pub mod choose;
#[cfg(test)]
mod crafted;
pub mod defence;
pub mod domino;
pub mod endgame;
pub mod hunt;
pub mod search;
pub mod setups;
pub mod worth;

use stratego_rules::{Color, Forces, Rank, View, Viewer};

pub use choose::choose;
pub use setups::{CannotPlay, army, can_play, setup_of};

/// The robot's move in `game` when it plays `color` in game number `id`: chosen from its
/// player's view, the referee's list of legal moves and what both players saw of the past
/// ([`choose::Past`]), nothing else. The server's move
/// mail (`handlers::robot::answer`) and the benchmark (`examples/ucc_arena/`) both call
/// this, so the benchmark measures the code that answers a mail.
pub fn decide(game: &stratego_rules::Game, color: Color, id: i64) -> Option<stratego_rules::Move> {
    let view = View::new(game, Viewer::Player(color));
    let legal = game.legal_moves();
    let past = choose::Past::of(game, &legal);
    choose::choose_with(&view, &legal, &past, id)
}

/// The robot's userid when the configuration names none.
pub const DEFAULT_NAME: &str = "robot";

/// How much a piece is worth to its side, in the robot's eyes: the weights of its
/// evaluation and of its draw decision. The Flag is not counted in material (its capture
/// ends the game and is weighed apart).
pub fn value(rank: Rank) -> f32 {
    match rank {
        Rank::Marshal => 10.0,
        Rank::General => 8.0,
        Rank::Colonel => 6.0,
        Rank::Major => 4.5,
        Rank::Captain => 3.0,
        Rank::Lieutenant => 2.0,
        Rank::Sergeant => 1.5,
        Rank::Miner => 2.5,
        Rank::Scout => 1.2,
        Rank::Spy => 3.0,
        Rank::Bomb => 0.8,
        Rank::Flag => 0.0,
        // A Domino tile: by its digits.
        tile => domino::value(tile),
    }
}

/// A well-mixed number from `x` (splitmix64): how the robot varies its play by the game
/// number without drawing anything at random.
pub(crate) fn mix(x: u64) -> u64 {
    scramble(x.wrapping_add(GOLDEN))
}

/// splitmix64's increment (the golden ratio in 64 bits).
pub(crate) const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// splitmix64's finish: every bit of `z` spread over the result.
pub(crate) fn scramble(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The material a side has left, as the view's player may know it: its army less its lost
/// pieces (public knowledge: every lost piece fell in a battle both players saw). In a dealt
/// game (Domino) the hands are secret: each tile on the board counts at its value when
/// known, else at what a hidden tile may be expected to be worth.
pub fn material(view: &View, color: Color) -> f32 {
    left(view, color, |_| true)
}

/// The material a side has left in pieces that move (see [`material`]): what decides an
/// end game, where Bombs count for nothing.
pub fn force(view: &View, color: Color) -> f32 {
    left(view, color, Rank::is_movable)
}

/// The material a side has left in the ranks `counted` (in Domino, every tile).
fn left(view: &View, color: Color, counted: fn(Rank) -> bool) -> f32 {
    let Forces::Table(army) = view.variant.spec().forces else {
        return domino::material(view, color);
    };
    Rank::ALL
        .iter()
        .filter(|r| counted(**r))
        .map(|&r| {
            let left = army[r.index()].saturating_sub(view.lost[color.index()][r.index()]);
            f32::from(left) * value(r)
        })
        .sum()
}

/// Plies without a battle after which the robot takes a draw even when ahead: the game
/// has stopped going anywhere (chess's fifty-move rule, 50 moves each). A lone piece that
/// nothing it has can take, as a Domino [6-6] can be, would otherwise keep its opponent
/// playing for ever.
pub const QUIET_PLIES: u32 = 100;

/// Whether the robot accepts a draw offered to it: when it is behind in material, or when
/// no piece has fallen in the last [`QUIET_PLIES`] plies (`quiet`: the plies since the
/// last battle, public: both players saw every battle).
pub fn accepts_draw(view: &View, quiet: u32) -> bool {
    let Viewer::Player(me) = view.viewer else {
        return false;
    };
    quiet >= QUIET_PLIES || material(view, me) < material(view, me.other())
}

#[cfg(test)]
mod tests {
    use rand::{RngExt, SeedableRng};
    use stratego_rules::{Game, Options, Phase, Reveal};

    use super::*;

    /// The robot against a random mover in the rules crate: every move it picks is one of the
    /// legal moves and the rules accept it, under each set of options, in every kind of game.
    #[test]
    fn the_robot_plays_only_legal_moves_under_every_option() {
        let option_sets = [
            Options::default(),
            Options {
                twosquare: 1,
                scoutstrike: false,
                ..Options::default()
            },
            Options {
                twosquare: 0,
                chase: false,
                reveal: Reveal::Turn,
                ..Options::default()
            },
        ];
        let mut rng = rand::rngs::SmallRng::seed_from_u64(16);
        for variant in stratego_rules::Variant::ALL {
            for (i, options) in option_sets.iter().enumerate() {
                let mut game = Game::deal(variant, *options, &mut rng);
                let id = i as i64 + 1;
                let red = army(variant, id, game.deal_of(Color::Red)).unwrap();
                let blue = army(variant, id + 1, game.deal_of(Color::Blue)).unwrap();
                game.deploy(Color::Red, &red, &mut rng).unwrap();
                game.deploy(Color::Blue, &blue, &mut rng).unwrap();
                while game.phase() == Phase::Playing && game.ply() < 300 {
                    let legal = game.legal_moves();
                    let color = game.to_move();
                    let mv = if color == Color::Red {
                        let view = View::new(&game, Viewer::Player(color));
                        let mv = choose(&view, &legal, id).expect("a move while it has one");
                        assert!(legal.contains(&mv), "{variant} {options:?}: {mv}");
                        mv
                    } else {
                        legal[rng.random_range(0..legal.len())]
                    };
                    game.play(color, mv).unwrap();
                }
            }
        }
    }

    #[test]
    fn no_legal_move_no_answer() {
        let game = Game::new(stratego_rules::Variant::Small, Options::default());
        let view = View::new(&game, Viewer::Player(Color::Red));
        assert_eq!(choose(&view, &[], 1), None);
    }

    #[test]
    fn it_accepts_a_draw_when_behind_in_material_or_after_100_quiet_plies() {
        // Red: Marshal and Flag; Blue: General, Scout and Flag (field letters of SPEC 7).
        // A position holds no record of lost pieces: both sides count their full army.
        let mut field = vec!['A'; 100];
        let put = |field: &mut Vec<char>, sq: &str, c: char| {
            let sq: stratego_rules::Square = sq.parse().unwrap();
            field[sq.index()] = c;
        };
        for lake in ["c5", "d5", "c6", "d6", "g5", "h5", "g6", "h6"] {
            put(&mut field, lake, '_');
        }
        put(&mut field, "a1", 'L');
        put(&mut field, "b2", 'M');
        put(&mut field, "j10", 'Y');
        put(&mut field, "i9", 'W');
        put(&mut field, "a9", 'P');
        let text: String = field.into_iter().collect();
        let game = Game::from_position(&text, Options::default()).unwrap();
        let red = View::new(&game, Viewer::Player(Color::Red));
        let blue = View::new(&game, Viewer::Player(Color::Blue));
        // Material counts the army less the lost pieces: equal here, nobody is behind.
        assert!(!accepts_draw(&red, 0));
        assert!(!accepts_draw(&blue, QUIET_PLIES - 1));
        let mut behind = red.clone();
        behind.lost[Color::Red.index()][Rank::Marshal.index()] = 1;
        assert!(accepts_draw(&behind, 0));
        // Nobody behind, but nothing has fallen for 100 plies: the game goes nowhere.
        assert!(accepts_draw(&red, QUIET_PLIES));
        assert!(accepts_draw(&blue, QUIET_PLIES + 1));
    }

    #[test]
    fn in_domino_it_weighs_the_draw_by_the_tiles_it_knows_and_expects() {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(13);
        let variant = stratego_rules::Variant::Domino;
        let mut game = Game::deal(variant, Options::default(), &mut rng);
        for (id, color) in [(1, Color::Red), (2, Color::Blue)] {
            let a = army(variant, id, game.deal_of(color)).unwrap();
            game.deploy(color, &a, &mut rng).unwrap();
        }
        let view = View::new(&game, Viewer::Player(Color::Red));
        // Its own tiles at their worth, the enemy's hidden ones at what a hand may hold.
        let (mine, theirs) = (material(&view, Color::Red), material(&view, Color::Blue));
        assert!(mine > 20.0 && theirs > 20.0, "{mine} {theirs}");
        // Half its tiles gone: behind, it takes the draw.
        let mut behind = view.clone();
        let mut n = 0;
        behind.pieces.retain(|p| {
            n += 1;
            p.owner != Color::Red || n % 2 == 0 || p.rank == Some(variant.spec().flag)
        });
        assert!(accepts_draw(&behind, 0));
        // Half the enemy's gone: ahead, it plays on.
        let mut ahead = view.clone();
        let mut n = 0;
        ahead.pieces.retain(|p| {
            n += 1;
            p.owner != Color::Blue || n % 2 == 0
        });
        assert!(!accepts_draw(&ahead, 0));
        assert!(accepts_draw(&ahead, QUIET_PLIES));
    }
}
