//! The guard of the Flag (`robot::defence`) on crafted positions: guards that stay by the
//! wall, the race to the squares next to the Flag against a Miner, a Scout or a shown
//! Marshal, and who counts as a stopper and how far off.

use stratego_rules::{Color, Game, Phase, Rank, View, Viewer};

use super::{Put, around, drawn, robot_move, sq, stepped};
use crate::robot::belief::Belief;
use crate::robot::choose;
use crate::robot::defence::Watch;

/// Red's Flag on e1 under three Bombs (d1, f1, e2), the wall shown, as in the robot's armies.
const WALL: [Put; 4] = [
    Put("e1", 'M', false, false),
    Put("d1", 'B', false, true),
    Put("f1", 'B', false, true),
    Put("e2", 'B', false, true),
];

fn walled(extra: &[Put]) -> (Game, View) {
    around(&WALL, extra)
}

/// Red has not lost: the game goes on, or Red won it.
#[track_caller]
fn red_still_stands(game: &Game) {
    assert!(
        game.outcome().is_none_or(|o| o.winner == Some(Color::Red)),
        "{:?}",
        game.outcome()
    );
}

#[test]
fn the_guards_of_the_wall_stay_and_meet_a_miner_before_it_reaches_the_flag() {
    // Red's Captain on d2 and Sergeant on f2 guard the wall (d1, e2, f1); a shown Blue Scout
    // on a4 and a Blue Sergeant on c9 lure them away; a shown Blue Miner walks from i4 by
    // h4, g4, g3, g2, g1, then strikes f1 and e1. Red's Flag still stands 30 plies on.
    let game = a_miner_walks_to_the_flag(
        &[Put("d2", 'H', true, false), Put("f2", 'F', true, false)],
        &[
            "i4-h4", "h4-g4", "g4-g3", "g3-g2", "g2-g1", "g1-f1", "f1-e1",
        ],
    );
    red_still_stands(&game);
}

#[test]
fn a_guard_far_off_walks_to_meet_a_miner_that_comes_for_the_wall() {
    // Against celsius the Flag fell to a Miner it had seen three squares off the wall while
    // the one guard left, four steps from covering it, stood still (no nearer step covered
    // the wall yet) and the robot struck elsewhere. Red's Captain on b4, nothing by the wall
    // (a Lieutenant on j2 can move instead, so the Captain may wait); the shown Blue Miner
    // walks from h4 by g4, g3, g2, g1, then strikes f1 and e1. The Captain wins the race and
    // waits on f2: the Flag still stands 30 plies on. Without the race it loses.
    let game = a_miner_walks_to_the_flag(
        &[Put("b4", 'H', true, false), Put("j2", 'G', true, false)],
        &["h4-g4", "g4-g3", "g3-g2", "g2-g1", "g1-f1", "f1-e1"],
    );
    red_still_stands(&game);
}

#[test]
fn its_own_miner_races_an_enemy_miner_to_the_wall() {
    // Celsius game 1738 (seeded), before ply 177: Red's Flag in the corner on a1 behind
    // Bombs on a2 and b1 (b1 shown), and a Blue Miner coming down the b file from b6. Red's
    // pieces that beat a Miner stand far off; its own Miner on f3 is five steps from c1, in
    // time to meet the Miner on b1 and trade itself for it. The race counted only the pieces
    // that beat a Miner: the Sergeant walked g3-g4-f4-e4-d4-c4-b4, a step behind, and the
    // Miner took b1 and the Flag at ply 188. Now Red's Miner walks to the wall.
    let (game, mut view) = drawn([
        "Y  N  .  .  .  J* .  P  N  .",
        "N! N  .  .  .  .  .  T  Q  Q'",
        ".  .  .  .  .  .  .  .  .  .",
        "N! .  .  .  .  .  .  K* .  .",
        ".  Q' ~  ~  .  .  ~  ~  .  .",
        ".  .  ~  ~  .  .  ~  ~  .  .",
        ".  .  .  .  .  .  .  D  H! .",
        ".  .  .  .  .  E' F' .  E  D",
        "B  .  .  .  .  B  .  F  J  E",
        "M  B! .  .  .  B  E  H  B  B",
    ]);
    view.ply = 176;
    let path = ["b6-b5", "b5-b4", "b4-b3", "b3-b2", "b2-b1", "b1-a1"];
    let game = walks(game, &view, 1738, Rank::Miner, &path, 30);
    red_still_stands(&game);
}

#[test]
fn a_piece_that_stands_in_the_way_to_the_wall_counts_in_the_race() {
    // Celsius game 1526 (seeded), before ply 319: Red's Flag on f1 behind Bombs on e1, f2
    // and a shown g1, and a Blue Miner coming down the j file from j3 (it takes the Bomb on
    // j2, then walks by i1 and h1 to g1). Red's Marshal on f3 is two steps from g2, by g3,
    // where Red's Scout had just stepped. The race counted the steps on the board before
    // the move, so a move of the Scout out of the Marshal's way gained nothing: the
    // Marshal went round by f4, g4 and h4, a step behind, and the Miner took g1 and the
    // Flag at ply 330. Now the steps are counted after the move, and the Marshal comes in
    // time.
    let (game, mut view) = drawn([
        "Y  N  Q  O  N  P  R  P  N  Q",
        "N  N  .  P  .  T  T  .  .  .",
        "S* .  .  .  T' .  Q  P  .  .",
        ".  .  .  .  .  .  .  .  .  .",
        ".  .  ~  ~  .  .  ~  ~  .  .",
        ".  .  ~  ~  .  .  ~  ~  .  .",
        ".  .  .  .  .  .  .  .  .  .",
        ".  .  .  .  .  L* D* .  .  Q'",
        ".  .  B  .  .  B  .  .  .  B",
        ".  B! H  F  B  M  B! D* .  .",
    ]);
    view.ply = 318;
    let path = ["j3-j2", "j2-i2", "i2-i1", "i1-h1", "h1-g1", "g1-f1"];
    let game = walks(game, &view, 1526, Rank::Miner, &path, 30);
    red_still_stands(&game);
}

#[test]
fn a_scout_that_can_run_to_the_line_of_an_open_square_beside_the_flag_is_blocked() {
    // Celsius game 762 (seeded): the Bomb on j2 beside Red's Flag in the corner (j1) was
    // lost, and a Blue Scout came down the open j file and took the Flag, while Red's
    // pieces hunted far off. The race walked every piece a square a move, so a Scout up
    // the file counted as out of reach. Here Blue's Scout on h9 runs to j9 in one move and
    // strikes the Flag down the file with the next. Red's Captain on h3 may take a shown
    // Blue Sergeant on g3 (with four pieces of Blue's that move, the end game is not
    // searched); standing beside j2 would not stop the Scout. It steps to i3 and then into
    // the Scout's way on j3: Red's Flag still stands 30 plies on. Without the Scout's runs
    // counted it moves its Marshal, and the Flag falls at ply 3.
    let (game, mut view) = drawn([
        "Y  N! .  .  .  .  .  .  .  .",
        "N! .  S* .  .  Q* .  P' .  .",
        ".  .  .  .  .  .  .  .  .  .",
        ".  .  .  .  .  .  .  .  .  .",
        ".  .  ~  ~  .  .  ~  ~  .  .",
        ".  .  ~  ~  .  .  ~  ~  .  .",
        ".  .  .  .  .  .  .  .  .  .",
        ".  .  .  .  .  .  R* H' .  .",
        "L* .  .  .  .  .  .  .  .  .",
        "B  B  .  .  .  .  .  .  B! M",
    ]);
    view.ply = 330;
    let game = walks(game, &view, 762, Rank::Scout, &["h9-j9", "j9-j1"], 30);
    red_still_stands(&game);
}

#[test]
fn a_lone_general_meets_a_piece_that_comes_for_the_wall() {
    // Celsius game 11664 (seeded), before ply 659: Red's General on f3 is its last piece
    // that moves, by its Flag on f1 behind Bombs on e1 and f2. A Blue piece that has moved,
    // unseen (a Captain, a Sergeant, a Miner, a Scout or the Spy: the General beats each),
    // stands on e4. Alone, the General must move every turn, so it cannot keep a square
    // next to the wall covered: it stepped back to g3, the piece came by e3 and e2, and
    // the Miner it was took f2 and the Flag at ply 666. Now the General steps up beside
    // the piece.
    let (game, mut view) = drawn([
        "Y  N  .  .  N  .  R  P  N  .",
        "N  N  O' .  .  .  T  .  .  .",
        ".  .  .  .  T* .  .  .  .  .",
        ".  .  .  .  .  .  .  .  .  .",
        ".  .  ~  ~  .  .  ~  ~  .  .",
        ".  S* ~  ~  .  .  ~  ~  .  .",
        ".  .  .  .  Q' .  .  .  .  .",
        ".  .  .  .  .  K* .  .  .  .",
        ".  .  B! .  .  B! .  .  .  .",
        ".  B! .  .  B  M  .  .  .  .",
    ]);
    view.ply = 658;
    let mv = choose(&view, &game.legal_moves(), 11664)
        .unwrap()
        .to_string();
    assert!(["f3-e3", "f3-f4"].contains(&mv.as_str()), "{mv}");
}

#[test]
fn a_lone_marshal_stays_home_while_the_enemy_marshal_waits_by_the_wall() {
    // Peternlewis game 1903 (seeded), before ply 336, the board turned so that the robot
    // plays Red: its Marshal on i3 is its last piece that moves, by its Flag on h1 behind
    // Bombs on g1, h2 and i1. An unseen Blue Miner comes up the i file (i5), and Blue's
    // shown Marshal stands on j1, beside the wall. Sent to meet the Miner, the Marshal
    // chased it down the board, and Blue's Marshal walked in behind it. It stays by its
    // Flag.
    let (game, mut view) = drawn([
        ".  N  .  N! .  .  N! Y  N  Q",
        ".  .  .  .  .  .  .  N! .  .",
        ".  .  .  .  .  .  .  .  .  .",
        ".  .  .  .  .  .  .  .  .  .",
        ".  .  ~  ~  .  .  ~  ~  .  .",
        ".  .  ~  ~  .  .  ~  ~  Q' .",
        ".  .  .  .  .  .  .  .  .  .",
        ".  .  .  .  .  .  .  .  L* .",
        ".  .  B  .  .  B  .  B  .  .",
        ".  B  .  .  .  .  B  M  B  X*",
    ]);
    view.ply = 335;
    let mv = choose(&view, &game.legal_moves(), 1903)
        .unwrap()
        .to_string();
    assert!(["i3-i2", "i3-h3"].contains(&mv.as_str()), "{mv}");
}

/// Red's walled Flag and `guards`; a shown Blue Scout on a4 and a Blue Sergeant on c9 as
/// lures; a shown Blue Miner that walks `path` from the first move's square (or, when its
/// way is barred, plays its first legal move). Red sees the Miner shown and the other pieces
/// lost, as in a game. The game after 30 plies, or when it ended.
fn a_miner_walks_to_the_flag(guards: &[Put], path: &[&'static str]) -> Game {
    let from = &path[0][..2];
    let mut extra: Vec<Put> = guards.iter().map(|p| Put(p.0, p.1, p.2, p.3)).collect();
    extra.extend([
        Put("c9", 'R', true, false),
        Put("a4", 'P', true, true),
        Put(from, 'Q', true, true),
    ]);
    let (game, start) = walled(&extra);
    walks(game, &start, 5, Rank::Miner, path, 30)
}

/// `game` played on from Red's view `start` (Red to move) for `plies` plies or until it
/// ends: Red by the robot in game `game_id`, Blue by its shown piece of `rank` walking
/// `path` from the first move's square (or, when its way is barred, its first legal move).
/// Red's view keeps the walker shown and the pieces lost at the start, and counts its plies
/// from `start`'s (a position from late in a game is played as that late).
fn walks(
    mut game: Game,
    start: &View,
    game_id: i64,
    rank: Rank,
    path: &[&'static str],
    plies: u32,
) -> Game {
    let mut step = 0;
    let mut walker = sq(&path[0][..2]);
    while game.phase() == Phase::Playing && game.ply() < plies {
        let color = game.to_move();
        let legal = game.legal_moves();
        let mv = if color == Color::Red {
            let mut view = View::new(&game, Viewer::Player(Color::Red));
            view.lost = start.lost;
            view.ply += start.ply;
            for p in view.pieces.iter_mut().filter(|p| p.square == walker) {
                (p.rank, p.revealed) = (Some(rank), true);
            }
            choose(&view, &legal, game_id).unwrap()
        } else {
            match legal
                .iter()
                .find(|m| path.get(step) == Some(&m.to_string().as_str()))
            {
                Some(m) => {
                    step += 1;
                    walker = m.to;
                    *m
                }
                None => legal[0],
            }
        };
        game.play(color, mv).unwrap();
    }
    game
}

/// Celsius game 50 (seeded), before ply 405: all but a few pieces are lost on both sides,
/// Red far ahead. Red's Lieutenant on i1 is the one piece by its Flag on h1 that is not a
/// Bomb, and Blue's shown Marshal walks down the j file for it. Red's Marshal on h7 hunted
/// it a step behind, and the Marshal took the Lieutenant and then the Flag. A piece next to
/// the Flag that loses to the Marshal does not guard it: the race sends Red's Marshal to
/// meet it, and it trades itself for it (Red's Sergeant then beats Blue's last Scout).
#[test]
fn a_shown_marshal_walking_to_the_flag_is_met_by_the_marshal() {
    let (game, mut view) = drawn([
        "Y  N  .  .  .  .  .  P  N! .",
        "N  N  .  .  .  .  .  .  .  .",
        ".  .  .  .  .  .  .  .  .  .",
        ".  .  .  .  .  .  .  L* .  .",
        ".  .  ~  ~  .  .  ~  ~  .  X*",
        ".  .  ~  ~  .  .  ~  ~  .  .",
        ".  .  .  .  .  .  .  .  .  .",
        ".  .  .  .  .  .  .  .  .  .",
        ".  .  B! .  .  B  .  B  .  .",
        ".  B  .  .  F' .  B  M  G* .",
    ]);
    let path = [
        "j6-j5", "j5-j4", "j4-j3", "j3-j2", "j2-i2", "i2-i1", "i1-h1",
    ];
    view.ply = 404;
    let game = walks(game, &view, 50, Rank::Marshal, &path, 30);
    red_still_stands(&game);
    let marshals = |color| game.lost(color)[Rank::Marshal.index()];
    assert_eq!(
        (marshals(Color::Red), marshals(Color::Blue)),
        (1, 1),
        "traded"
    );
}

/// Celsius game 131 (robot Blue, turned round): its Lieutenant is the one guard near its
/// Flag, and the enemy's last Miner, three moves from the Bomb at g1, walks in. The
/// Lieutenant must step to f3 (then g3, g2): from e3 on it is as near, but the guard's
/// distances were counted with it still standing on e3, the only way back from f3, so the
/// step looked like six steps away and the robot moved its Marshal instead.
#[test]
fn a_guard_that_steps_aside_towards_a_miner_is_not_counted_far_from_its_flag() {
    let (game, view) = drawn([
        "Y  N! .  .  J* .  .  .  .  I'",
        "N! N! .  .  .  .  .  .  .  .",
        ".  .  .  .  .  .  .  .  .  .",
        "N! .  .  .  .  .  .  .  .  .",
        ".  .  ~  ~  .  .  ~  ~  .  L*",
        ".  .  ~  ~  .  .  ~  ~  .  .",
        ".  .  .  .  .  .  .  .  .  .",
        ".  .  .  .  G' .  .  .  .  .",
        ".  .  B  .  .  B  .  .  Q* .",
        ".  B! .  .  B  M  B  .  .  .",
    ]);
    assert_eq!(robot_move(&game, &view), "e3-f3");
}

/// After celsius game 10400 (seeded): Blue has two pieces left that move, a shown Sergeant
/// on a8, four squares from Red's General on e8, and a Miner on j7 that walks down the j
/// file, takes the Bomb on j2, then along the second row to g2, the Bomb on g1 and the Flag
/// on f1. It is nine moves from g1, too far for the race to count while the enemy has many
/// pieces: the General hunts the Sergeant and comes home too late (with the General on e9
/// or f9 too). With three enemy pieces that move or fewer, the race counts at any
/// distance: the General meets the Miner, then takes the Sergeant.
#[test]
fn the_enemy_s_last_pieces_are_raced_from_afar() {
    let (game, start) = drawn([
        "Y N . . N . . . N! .",
        "N N . . . . . . . .",
        "R* . . . K* . . . . .",
        "N! . . . . . . . . Q'",
        ". . ~ ~ . . ~ ~ . .",
        ". . ~ ~ . . ~ ~ . .",
        ". . . . . . . . . .",
        ". . . . . . . . . .",
        ". . B! . . B . . . B!",
        ". B! . . B M B! . . .",
    ]);
    let path = [
        "j7-j6", "j6-j5", "j5-j4", "j4-j3", "j3-j2", "j2-i2", "i2-h2", "h2-g2", "g2-g1", "g1-f1",
    ];
    let game = walks(game, &start, 10400, Rank::Miner, &path, 40);
    red_still_stands(&game);
}

/// After celsius game 11854 (seeded), before ply 125: Blue's Miner came down the j file for
/// the Bomb shown beside Red's Flag, eight moves off, while Blue had many pieces left that
/// move; beyond the race's six moves then, it counted nothing, and Red's pieces came home
/// too late. Here a shown Miner on j4 stands seven moves from each Bomb of Red's wall (d1,
/// e2, f1), Blue has four more pieces that move, and Red's Captain on a6 is seven steps
/// from covering the wall: a step towards the wall costs less than a step away.
#[test]
fn a_miner_seven_moves_from_the_wall_is_raced() {
    let blue = |miner: &'static str| {
        [
            Put(miner, 'Q', true, true),
            Put("a10", 'R', true, false),
            Put("b10", 'R', true, false),
            Put("c10", 'S', true, false),
            Put("d10", 'S', true, false),
            Put("a6", 'H', true, false),
        ]
    };
    let cost = |miner: &'static str, to: &str| {
        let (_, view) = walled(&blue(miner));
        let b = Belief::new(&view);
        Watch::new(&b).cost(&b, &stepped(&b, "a6", to))
    };
    let (towards, away) = (cost("j4", "a5"), cost("j4", "a7"));
    assert!(towards < away, "{towards} {away}");
    // Further off, on j8, it does not count yet.
    assert_eq!(cost("j8", "a5"), cost("j8", "a7"));
}
