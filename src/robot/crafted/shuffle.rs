//! A chase without end (`choose::shuffle`): with neither the two-squares nor the
//! more-squares rule, ramen chased one of the robot's pieces with a stronger one for as long
//! as the game lasted, the chased piece stepping to and fro, and 20 of 200 games ran into the
//! ply limit with the robot far ahead. Played out here move by move, the past read from the
//! real game (`choose::Past::of`).

use stratego_rules::{Color, Game, Move, Phase, Rank, Variant, View, Viewer};

use super::{Put, craft, sq};
use crate::robot::belief::distance;
use crate::robot::choose::{self, Past};

/// Red, far ahead: its Flag in the corner a1 behind Bombs, a Major on a6 with its own Bomb on
/// a3 below it and a Blue Bomb on a7 above, so that it can flee only along a4-a6 and, once
/// past the lake, along the fourth row; its Marshal, a Miner and two Sergeants far off. Blue:
/// a General, shown, on b6 beside the Major, its Flag in the far corner behind Bombs.
fn chase() -> (Game, Vec<Put>) {
    let pieces = vec![
        Put("a1", 'M', false, false),
        Put("b1", 'B', false, false),
        Put("a2", 'B', false, false),
        Put("a3", 'B', false, false),
        Put("a6", 'I', true, true),
        Put("j1", 'L', true, false),
        Put("j2", 'E', true, false),
        Put("h1", 'F', true, false),
        Put("i1", 'F', true, false),
        Put("j10", 'Y', false, false),
        Put("i10", 'N', false, false),
        Put("j9", 'N', false, false),
        Put("a7", 'N', false, false),
        Put("b6", 'W', true, true),
    ];
    let (game, _) = craft(&pieces);
    (game, pieces)
}

/// Red's view of `game`: the pieces not on the board at the start lost, as [`craft`] counts
/// them, with the losses since; Blue's General and Red's Major, shown at the start, known
/// wherever they went.
fn red_view(game: &Game, pieces: &[Put]) -> View {
    let (_, start) = craft(pieces);
    let mut view = View::new(game, Viewer::Player(Color::Red));
    for color in Color::ALL {
        let since = game.lost(color);
        for (r, lost) in view.lost[color.index()].iter_mut().enumerate() {
            *lost = start.lost[color.index()][r] + since[r];
        }
    }
    let still = ["j10", "i10", "j9", "a7"].map(sq);
    for v in &mut view.pieces {
        let general = v.owner == Color::Blue && !still.contains(&v.square);
        if general {
            v.rank = Some(Rank::General);
        }
        if general || v.rank == Some(Rank::Major) {
            v.revealed = true;
            v.moved = true;
        }
    }
    view
}

/// Blue's move: the General takes the Major when it stands beside it, else steps up next to
/// it, else makes its first legal move (ramen's way with a piece it knows it beats).
fn blue_move(game: &Game) -> Move {
    let legal = game.legal_moves();
    let board = game.board();
    let major = Variant::Classic.squares().find(|&s| {
        board
            .get(s)
            .is_some_and(|u| u.piece.color == Color::Red && u.piece.rank == Rank::Major)
    });
    let general = |mv: &&Move| {
        board
            .get(mv.from)
            .is_some_and(|u| u.piece.rank == Rank::General)
    };
    if let Some(m) = major {
        if let Some(mv) = legal.iter().filter(general).find(|mv| mv.to == m) {
            return *mv;
        }
        if let Some(mv) = legal
            .iter()
            .filter(general)
            .find(|mv| distance(mv.to, m) == 1)
        {
            return *mv;
        }
    }
    legal[0]
}

/// Plays the chase out for `plies` plies, Red choosing with `past` read from the game or
/// none; the ply of the first battle, if any.
fn first_battle(plies: u32, with_past: bool) -> Option<u32> {
    let (mut game, pieces) = chase();
    while game.phase() == Phase::Playing && game.ply() < plies {
        let color = game.to_move();
        let mv = if color == Color::Red {
            let view = red_view(&game, &pieces);
            let legal = game.legal_moves();
            let past = if with_past {
                Past::of(&game, &legal)
            } else {
                Past::default()
            };
            choose::choose_with(&view, &legal, &past, 5).unwrap()
        } else {
            blue_move(&game)
        };
        let record = game.play(color, mv).unwrap();
        if record.battle.is_some() {
            return Some(game.ply());
        }
    }
    None
}

#[test]
fn a_chase_without_end_is_broken_once_nothing_has_fallen_for_long() {
    // Not knowing the past, the Major flees for ever along a4-a6.
    assert_eq!(first_battle(500, false), None);
    // Knowing it, each step back costs more the longer nothing falls (from ply 100 on),
    // until the Major is given up (at ply 358: with five pieces left that move, each is
    // dear to it, `Belief::keep`).
    let ply = first_battle(500, true).expect("a battle within 500 plies");
    assert!(ply > 100, "first battle at ply {ply}");
}
