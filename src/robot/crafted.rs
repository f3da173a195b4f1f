//! The robot on crafted positions (issue 29): what it believes of the pieces it cannot see,
//! and the moves that win or lose games against the UCC 2012 programs: the Marshal next to a
//! hidden piece that may be the Spy, its own Spy against a shown Marshal, strong pieces and
//! likely Bombs, the Miner, and the hunt when ahead; the guard of the Flag in [`wall`], the
//! end game in [`endgame`]. Each position is a few pieces on an empty classic board; the
//! robot (Red) decides from its view, as in a game.

use stratego_rules::square::SQUARES;
use stratego_rules::{
    Color, Game, Options, Phase, Piece, Rank, Reveal, Square, Variant, View, Viewer,
};

use super::belief::{Belief, Cell};
use super::choose;

mod endgame;
mod shuffle;
mod wall;

/// A piece of a crafted position: where, which (Gravon letter: Red `B`..`M`, Blue `N`..`Y`),
/// whether it has moved, whether the other side has seen its rank.
struct Put<S = &'static str>(S, char, bool, bool);

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The game and Red's view of it: the pieces not on the board count as lost (so the tables
/// of unseen ranks are those of a game that came to this), the flags as given.
fn craft<S: AsRef<str>>(pieces: &[Put<S>]) -> (Game, View) {
    let mut field: Vec<char> = Variant::Classic
        .squares()
        .map(|s| {
            if Variant::Classic.is_lake(s) {
                '_'
            } else {
                'A'
            }
        })
        .collect();
    for p in pieces {
        field[sq(p.0.as_ref()).index()] = p.1;
    }
    let text: String = field.into_iter().collect();
    let options = Options {
        twosquare: 0,
        chase: false,
        scoutstrike: true,
        reveal: Reveal::Keep,
        ..Options::default()
    };
    let game = Game::from_position(&text, options).unwrap();
    let mut view = View::new(&game, Viewer::Player(Color::Red));
    let army = Variant::Classic.spec().forces;
    let stratego_rules::Forces::Table(army) = army else {
        unreachable!("the classic army is a table")
    };
    for color in Color::ALL {
        let mut lost = army;
        for p in pieces {
            let piece = Piece::from_field_char(p.1).unwrap();
            if piece.color == color {
                lost[piece.rank.index()] -= 1;
            }
        }
        view.lost[color.index()] = lost;
    }
    for p in pieces {
        let piece = Piece::from_field_char(p.1).unwrap();
        let v = view
            .pieces
            .iter_mut()
            .find(|v| v.square == sq(p.0.as_ref()))
            .unwrap();
        v.moved = p.2;
        v.revealed = p.3;
        if p.3 {
            v.rank = Some(piece.rank);
        }
    }
    (game, view)
}

/// A whole position drawn as a board, row 10 first, each square a Gravon letter (Red
/// `B`..`M`, Blue `N`..`Y`), `.` empty or `~` a lake; after a letter, `'` the piece has
/// moved, `!` the other side has seen it, `*` both (the marks of a board mail).
fn drawn(rows: [&str; 10]) -> (Game, View) {
    let mut pieces = Vec::new();
    for (row, line) in rows.iter().enumerate() {
        let rank = 10 - row;
        for (file, cell) in line.split_whitespace().enumerate() {
            let mut chars = cell.chars();
            let letter = chars.next().unwrap();
            if letter == '.' || letter == '~' {
                continue;
            }
            let mark = chars.next();
            let moved = matches!(mark, Some('\'' | '*'));
            let shown = matches!(mark, Some('!' | '*'));
            let square = format!("{}{rank}", (b'a' + file as u8) as char);
            pieces.push(Put(square, letter, moved, shown));
        }
    }
    craft(&pieces)
}

/// The board as the robot believes it after its piece on `from` steps to the empty square
/// `to`.
fn stepped(b: &Belief, from: &str, to: &str) -> [Cell; SQUARES] {
    let mut cells = b.cells;
    cells[sq(to).index()] = cells[sq(from).index()];
    cells[sq(from).index()] = Cell::Empty;
    cells
}

fn robot_move(game: &Game, view: &View) -> String {
    choose(view, &game.legal_moves(), 7).unwrap().to_string()
}

/// Red's Flag in its corner, behind Bombs, and a few pieces of each side's army elsewhere.
const HOME: [Put; 3] = [
    Put("a1", 'M', false, false),
    Put("b1", 'B', false, false),
    Put("a2", 'B', false, false),
];
const AWAY: [Put; 3] = [
    Put("j10", 'Y', false, false),
    Put("i10", 'N', false, false),
    Put("j9", 'N', false, false),
];

fn position(extra: &[Put]) -> (Game, View) {
    around(&HOME, extra)
}

/// Red's `home`, Blue's [`AWAY`] and `extra`.
fn around(home: &[Put], extra: &[Put]) -> (Game, View) {
    let all: Vec<Put> = home
        .iter()
        .chain(&AWAY)
        .chain(extra)
        .map(|p| Put(p.0, p.1, p.2, p.3))
        .collect();
    craft(&all)
}

#[test]
fn belief_a_moved_piece_is_no_bomb_a_long_mover_is_a_scout_a_battle_shows_a_rank() {
    let (_, view) = position(&[
        Put("e4", 'L', true, false),
        Put("e7", 'R', true, false),
        Put("c8", 'P', true, true),
        Put("g7", 'X', true, true),
        Put("f9", 'O', false, false),
        Put("h3", 'D', true, false),
    ]);
    let b = Belief::new(&view);
    let at = |s: &str| b.enemies.iter().find(|e| e.square == sq(s)).unwrap();
    // Moved: neither Bomb nor Flag.
    let moved = at("e7");
    assert_eq!(moved.dist[Rank::Bomb.index()], 0.0);
    assert_eq!(moved.dist[Rank::Flag.index()], 0.0);
    // Shown by a long move (a Scout) or a battle (the Marshal): known.
    assert!(at("c8").known && at("c8").dist[Rank::Scout.index()] == 1.0);
    assert!(at("g7").known && at("g7").dist[Rank::Marshal.index()] == 1.0);
    // The Marshal is shown: no hidden piece may be it. Two hidden movable pieces are left
    // (a Sergeant and the Spy), so each moved hidden piece is one of those.
    for e in b.enemies.iter().filter(|e| !e.known) {
        assert_eq!(e.dist[Rank::Marshal.index()], 0.0);
        assert_eq!(
            e.dist[Rank::General.index()],
            0.0,
            "lost pieces are not hidden ones"
        );
    }
    let spy = moved.dist[Rank::Spy.index()];
    assert!((spy - 0.5).abs() < 1e-3, "{spy}");
    // Two Bombs and the Flag among the three pieces that never moved (j10, i10, j9, f9 are
    // four: the Spy on f9 may be any of them too).
    let bombs: f32 = b.enemies.iter().map(|e| e.dist[Rank::Bomb.index()]).sum();
    assert!((bombs - 2.0).abs() < 1e-3, "{bombs}");
}

#[test]
fn the_marshal_does_not_stay_next_to_a_hidden_piece_while_the_spy_lives() {
    // Red's Marshal on e4, shown; a hidden Blue piece that moved stands on e5 and may be
    // the Spy. The robot strikes it (it moved: no Bomb) or steps away; it does not leave the
    // Marshal there to play elsewhere.
    let extra = [
        Put("e4", 'L', true, true),
        Put("e5", 'O', true, false),
        Put("h2", 'D', false, false),
        Put("c9", 'R', true, false),
        Put("h9", 'S', true, false),
    ];
    let (game, view) = position(&extra);
    let mv = robot_move(&game, &view);
    assert!(mv.starts_with("e4"), "{mv}");
    // With the Spy lost, nothing forces the Marshal's hand: the same hidden piece is most
    // likely weaker, and the Marshal takes it (no Bomb: it moved).
    let (game, mut view) = position(&[
        Put("e4", 'L', true, true),
        Put("e5", 'R', true, false),
        Put("h2", 'D', false, false),
        Put("c9", 'R', true, false),
        Put("h9", 'S', true, false),
    ]);
    view.lost[Color::Blue.index()][Rank::Spy.index()] = 1;
    assert_eq!(robot_move(&game, &view), "e4-e5");
}

#[test]
fn the_spy_strikes_a_shown_marshal() {
    let (game, view) = position(&[
        Put("f4", 'C', true, false),
        Put("f5", 'X', true, true),
        Put("h2", 'K', true, false),
        Put("c9", 'R', true, false),
    ]);
    assert_eq!(robot_move(&game, &view), "f4-f5");
}

#[test]
fn a_general_leaves_a_likely_bomb_to_the_miner() {
    // Blue: four pieces that never moved (two Bombs and the Flag among them, the Flag walled
    // in at j10) and one that moved. e7 never moved: likely a Bomb.
    let general = [
        Put("e6", 'K', true, false),
        Put("e7", 'N', false, false),
        Put("a9", 'R', true, false),
        Put("c3", 'D', false, false),
    ];
    let (game, view) = position(&general);
    let b = Belief::new(&view);
    let e7 = b.enemies.iter().find(|e| e.square == sq("e7")).unwrap();
    assert!(e7.dist[Rank::Bomb.index()] >= 0.4, "{:?}", e7.dist);
    assert_ne!(robot_move(&game, &view), "e6-e7");
    // A Miner beside it takes it on.
    let mut with_miner: Vec<Put> = general.iter().map(|p| Put(p.0, p.1, p.2, p.3)).collect();
    with_miner.push(Put("f7", 'E', true, false));
    let (game, view) = position(&with_miner);
    let mv = robot_move(&game, &view);
    assert_eq!(mv, "f7-e7", "{:?}", Belief::new(&view).enemies);
}

#[test]
fn ahead_it_hunts_down_what_is_left_instead_of_shuffling() {
    // Red: Marshal, General, a Miner and its Flag; Blue: a Sergeant that runs, its Flag and
    // two Bombs. Blue plays its first legal move each time (back and forth). The robot wins.
    let (mut game, _) = position(&[
        Put("e2", 'L', true, false),
        Put("f2", 'K', true, false),
        Put("g2", 'E', true, false),
        Put("e8", 'R', true, false),
    ]);
    while game.phase() == Phase::Playing && game.ply() < 200 {
        let color = game.to_move();
        let legal = game.legal_moves();
        let mv = if color == Color::Red {
            let view = View::new(&game, Viewer::Player(Color::Red));
            choose(&view, &legal, 11).unwrap()
        } else {
            legal[0]
        };
        game.play(color, mv).unwrap();
    }
    let outcome = game.outcome().expect("the game is over within 200 plies");
    assert_eq!(
        outcome.winner,
        Some(Color::Red),
        "{outcome:?} at ply {}",
        game.ply()
    );
}

#[test]
fn with_the_enemy_marshal_lost_its_spy_is_worth_little() {
    // Ramen chased a Spy whose prey was gone back and forth for 1900 plies while the robot,
    // far ahead, guarded it. Once the Blue Marshal is lost, Red's Spy is worth less than a
    // Scout; while it lives, more than a Sergeant.
    let red = [Put("a6", 'C', true, true), Put("e4", 'L', true, false)];
    let (_, view) = position(&red);
    let b = Belief::new(&view);
    assert!(b.mine(Rank::Spy) < b.mine(Rank::Scout));
    let mut with_marshal: Vec<Put> = red.iter().map(|p| Put(p.0, p.1, p.2, p.3)).collect();
    with_marshal.push(Put("c9", 'X', true, false));
    let (_, view) = position(&with_marshal);
    let b = Belief::new(&view);
    assert!(b.mine(Rank::Spy) > b.mine(Rank::Sergeant));
}

#[test]
fn it_does_not_step_into_a_fork_of_a_stronger_piece() {
    // Red's shown Captain on d8 and Lieutenant on f7; Blue's shown Major on e9, which beats
    // both, and a shown Scout on g10. f7-f8 comes nearer to the Scout, but then the Major
    // steps to e8 next to both, and one of them is lost: the robot before the search of the
    // replies played f7-f8.
    let extra = [
        Put("d8", 'H', true, true),
        Put("f7", 'G', true, true),
        Put("e9", 'U', true, true),
        Put("g10", 'P', true, true),
    ];
    let (game, view) = position(&extra);
    let mv = robot_move(&game, &view);
    assert_ne!(mv, "f7-f8");
    // The search of the replies sees the fork: after f7-f8 the Major's step to e8 threatens
    // the Captain and the Lieutenant, and the lesser of the two is lost.
    let b = Belief::new(&view);
    let fork = super::search::reply(&b, &stepped(&b, "f7", "f8"), None, &|_, _| false);
    let lieutenant = b.mine(Rank::Lieutenant);
    assert!(
        (fork - 0.7 * lieutenant).abs() < 1e-3,
        "{fork} {lieutenant}"
    );
    assert_eq!(super::search::reply(&b, &b.cells, None, &|_, _| false), 0.0);
}

#[test]
fn it_trades_its_marshal_when_its_next_piece_then_beats_all_that_is_left() {
    // Red's shown Marshal on e4 and a Colonel on c3; Blue's shown Marshal on e5 and a
    // Captain. Marshal for Marshal leaves the Colonel beating all Blue has that moves: the
    // robot trades (it used to keep its Marshal, and ramen's guarding Marshal drew the game).
    let trade = [
        Put("e4", 'L', true, true),
        Put("c3", 'J', true, false),
        Put("e5", 'X', true, true),
        Put("h8", 'T', true, false),
    ];
    let (game, view) = position(&trade);
    let b = Belief::new(&view);
    assert!(b.trade_pays[Rank::Marshal.index()]);
    assert!(!b.trade_pays[Rank::Colonel.index()], "Blue has no Colonel");
    assert_eq!(robot_move(&game, &view), "e4-e5");
    // With Blue's General on the board the trade would leave it the master: no trade.
    let mut general: Vec<Put> = trade.iter().map(|p| Put(p.0, p.1, p.2, p.3)).collect();
    general.push(Put("a8", 'W', true, true));
    let (game, view) = position(&general);
    assert!(!Belief::new(&view).trade_pays[Rank::Marshal.index()]);
    assert_ne!(robot_move(&game, &view), "e4-e5");
}

#[test]
fn a_hidden_piece_that_steps_up_to_its_shown_general_may_well_be_the_marshal() {
    // Red's shown General on e4; a hidden Blue piece has just stepped from e6 to e5, next to
    // it, while Blue's Marshal is unseen (one of four hidden pieces that moved).
    let extra = [
        Put("e4", 'K', true, true),
        Put("c3", 'H', true, false),
        Put("g2", 'F', true, false),
        Put("h2", 'D', false, false),
        Put("e5", 'R', true, false),
        Put("c9", 'X', true, false),
        Put("h9", 'S', true, false),
        Put("a7", 'P', true, false),
    ];
    let (game, mut view) = position(&extra);
    let marshal = |view: &View| {
        let b = Belief::new(view);
        let e = b.enemies.iter().find(|e| e.square == sq("e5")).unwrap();
        let sum: f32 = e.dist.iter().sum();
        assert!((sum - 1.0).abs() < 1e-3, "{sum}");
        e.dist[Rank::Marshal.index()]
    };
    assert!((marshal(&view) - 0.25).abs() < 1e-3);
    view.last_move = Some(stratego_rules::MoveRecord {
        ply: 41,
        player: Color::Blue,
        from: sq("e6"),
        to: sq("e5"),
        battle: None,
    });
    assert!((marshal(&view) - 0.4).abs() < 1e-3, "{}", marshal(&view));
    assert_ne!(robot_move(&game, &view), "e4-e5");
    // A General the opponent has not seen but has seen move is no Bomb to it: a player comes
    // up to such a piece with a strong one too (celsius's Marshal most of all).
    let e4 = view
        .pieces
        .iter()
        .position(|p| p.square == sq("e4"))
        .unwrap();
    view.pieces[e4].revealed = false;
    assert!((marshal(&view) - 0.4).abs() < 1e-3, "{}", marshal(&view));
    // One that never moved may be a Bomb: the step says nothing.
    view.pieces[e4].moved = false;
    assert!((marshal(&view) - 0.25).abs() < 1e-3);
}

#[test]
fn a_hidden_piece_that_comes_within_two_squares_of_its_shown_general_may_be_the_marshal() {
    // Peternlewis game 210 (seeded), before ply 95: a hidden Blue piece that moved has come
    // from h7 to i7, two squares from Red's shown General on i5, while Blue's Marshal is
    // unseen. It was the Marshal, and the General stepped up to i6, next to it.
    let (game, mut view) = drawn([
        "R  N  R  N  R  S  N  Y  N  Q",
        ".  Q  N  W  S  Q  V  N  Q  U",
        ".  .  U* .  T  .  .  .  .  .",
        ".  L* .  O  .  T  .  .  X' .",
        ".  .  ~  ~  .  .  ~  ~  .  .",
        ".  .  ~  ~  I* .  ~  ~  K* .",
        ".  .  .  D* .  J' .  .  .  .",
        ".  G  C  .  D  .  .  F  .  .",
        "F  B  I  G  D  H  B  F  E* .",
        "B  M  B  E  F  B  E  B  H  E",
    ]);
    let marshal = |view: &View| {
        let b = Belief::new(view);
        let e = b.enemies.iter().find(|e| e.square == sq("i7")).unwrap();
        e.dist[Rank::Marshal.index()]
    };
    let step = |from: &str| {
        Some(stratego_rules::MoveRecord {
            ply: 94,
            player: Color::Blue,
            from: sq(from),
            to: sq("i7"),
            battle: None,
        })
    };
    view.last_move = step("h7");
    assert!((marshal(&view) - 0.4).abs() < 1e-3, "{}", marshal(&view));
    assert_ne!(robot_move(&game, &view), "i5-i6");
    // Had it come from i6, next to the General, it would have gone away: that tells nothing.
    view.last_move = step("i6");
    assert!(marshal(&view) < 0.2, "{}", marshal(&view));
}

#[test]
fn a_piece_steps_aside_for_its_marshal_walled_in_by_its_own_side() {
    // Red's Marshal on g3, boxed in by its own Scout, Sergeant, Lieutenant and Captain; far
    // ahead, it hunts Blue's shown General on c7, which only the Marshal beats. A step of a
    // piece beside it opens its way (ramen's General walked in front of such a wall for 600
    // plies); a step of a piece elsewhere does not.
    let extra = [
        Put("g3", 'L', false, false),
        Put("f3", 'D', false, false),
        Put("h3", 'F', false, false),
        Put("g2", 'G', false, false),
        Put("g4", 'H', false, false),
        Put("b3", 'F', false, false),
        Put("c7", 'W', true, true),
    ];
    let (game, view) = position(&extra);
    let b = Belief::new(&view);
    let paths = super::hunt::paths(&b, |r, e| super::worth::strike(&b, r, e), |_| Some(0.0));
    let way = |m: &str| super::hunt::make_way(&paths, &b, m.parse().unwrap());
    let general = b.enemies.iter().position(|e| e.square == sq("c7")).unwrap();
    let marshal = super::worth::strike(&b, Rank::Marshal, general).min(6.0);
    assert!(way("f3-e3") > 0.0 && way("g4-f4") > 0.0, "{}", way("f3-e3"));
    assert!(
        (way("f3-e3") - 0.12 * marshal).abs() < 1e-3,
        "{}",
        way("f3-e3")
    );
    assert_eq!(way("b3-b4"), 0.0);
    // Were the General hidden, no piece would step aside: only a prey the robot has seen
    // counts (stepping aside for any prey lost games against peternlewis).
    let mut hidden = view.clone();
    let c7 = hidden
        .pieces
        .iter_mut()
        .find(|p| p.square == sq("c7"))
        .unwrap();
    c7.rank = None;
    let h = Belief::new(&hidden);
    let paths = super::hunt::paths(&h, |r, e| super::worth::strike(&h, r, e), |_| Some(0.0));
    assert_eq!(
        super::hunt::make_way(&paths, &h, "f3-e3".parse().unwrap()),
        0.0
    );
    let mv = robot_move(&game, &view);
    assert!(
        ["f3", "h3", "g2", "g4"].iter().any(|s| mv.starts_with(s)),
        "{mv}"
    );
}

#[test]
fn its_marshal_keeps_away_from_a_possible_spy_while_another_piece_is_lost_anyway() {
    // Peternlewis game 8 (seeded), before ply 97. Red's shown General on e4 is walled in by
    // its own pieces, and Blue's shown Marshal stands next to it on e5: the General is lost
    // whatever Red does. Red's shown Marshal on i7 came up to hunt; h7 would bring it next
    // to g7, a hidden piece that never moved, and there the Spy took it. The Spy's strike
    // counts on top of the General's loss, so the Marshal does not step there.
    let (game, view) = drawn([
        "Q  N  Y  N  S  R  N  R  N  .",
        "U  Q  N  V  Q  S  W  N  Q  .",
        ".  .  T  P  .  T  U  Q  .  .",
        ".  R' .  .  .  .  O  .  L* .",
        ".  V* ~  ~  .  .  ~  ~  .  .",
        ".  J* ~  ~  X* .  ~  ~  .  .",
        ".  .  G  D  K* D  H  .  .  .",
        ".  F  E  .  H' D  .  .  F' .",
        ".  .  B  E  .  B  G  I  F  B",
        "D  B  H  F  B  M  B  E  D  E",
    ]);
    let mv = robot_move(&game, &view);
    assert_ne!(mv, "i7-h7");
}

#[test]
fn its_marshal_does_not_take_a_bait_beside_a_possible_spy() {
    // Peternlewis game 662 (seeded), before ply 95. Blue stepped a Lieutenant from e8 to e7,
    // next to Red's Marshal on e6, which the opponent has not seen. Taking it shows the
    // Marshal, and leaves it beside d7, a hidden piece that never moved: the Spy, which took
    // it. After a strike on a piece that has just stepped up the Marshal counts as seen, so
    // that d7 is the Spy with a chance of at least 0.5.
    let (game, mut view) = drawn([
        ".  N  R  N  R  S  N  Y  N  Q",
        ".  Q  N  .  .  Q  V  N  Q  U",
        "R' .  .  .  .  .  P  X* .  .",
        ".  .  .  O  S' .  .  .  K* .",
        ".  .  ~  ~  L' .  ~  ~  .  .",
        ".  .  ~  ~  .  .  ~  ~  .  .",
        "W* .  G  H  .  J* D  G  .  .",
        ".  .  E  F  .  .  .  .  C' I'",
        "F* .  B  E  H  B  G  I  F  B",
        "D  B  H  F  B  M  B  E  D  E",
    ]);
    view.last_move = Some(stratego_rules::MoveRecord {
        ply: 94,
        player: Color::Blue,
        from: sq("e8"),
        to: sq("e7"),
        battle: None,
    });
    assert_ne!(robot_move(&game, &view), "e6-e7");
    // Had the Lieutenant stood there before, taking it would be no bait: d7 is the Spy only
    // with three times its share, and the Marshal takes the Lieutenant.
    view.last_move = None;
    assert_eq!(robot_move(&game, &view), "e6-e7");
}

#[test]
fn its_general_boxed_in_by_its_own_side_gets_a_way_out_before_a_shown_marshal_arrives() {
    // Celsius game 110, ply 29: Red's shown General on e4 between its own Lieutenant and
    // Scout, the square behind it a pocket (its Colonel, Scout and a Bomb round e3); Blue's
    // shown Marshal two squares off on e6. Main stepped its Spy far away; the Marshal came to
    // e5, the General fled to e3 and was taken there. A way out opens now: a Scout steps
    // away, the one on f4 beside the General or (since room is counted as a walk) the one on
    // f3, which opens the pocket behind it.
    let extra = [
        Put("e4", 'K', true, true),
        Put("d4", 'G', false, false),
        Put("f4", 'D', false, false),
        Put("c4", 'D', false, false),
        Put("g4", 'H', false, false),
        Put("d3", 'J', false, false),
        Put("f3", 'D', false, false),
        Put("e2", 'B', false, false),
        Put("e6", 'X', true, true),
    ];
    let (game, view) = position(&extra);
    let b = Belief::new(&view);
    assert!(super::boxed::cost(&b, &b.cells) > 0.0);
    let mv = robot_move(&game, &view);
    assert!(mv.starts_with("f4") || mv.starts_with("f3"), "{mv}");
    let (from, to) = mv.split_once('-').unwrap();
    assert_eq!(super::boxed::cost(&b, &stepped(&b, from, to)), 0.0, "{mv}");
    // Were that piece a shown Colonel (which the General beats), or the General among the
    // enemy's pieces rather than its own, nothing would count.
    let colonel: Vec<Put> = extra
        .iter()
        .map(|p| Put(p.0, if p.0 == "e6" { 'V' } else { p.1 }, p.2, p.3))
        .collect();
    let (_, weaker) = position(&colonel);
    let w = Belief::new(&weaker);
    assert_eq!(super::boxed::cost(&w, &w.cells), 0.0);
    let (_, raid) = position(&[
        Put("e8", 'K', true, true),
        Put("d8", 'S', false, false),
        Put("f8", 'R', false, false),
        Put("e9", 'N', false, false),
        Put("e6", 'X', true, true),
    ]);
    let r = Belief::new(&raid);
    assert_eq!(super::boxed::cost(&r, &r.cells), 0.0);
}

#[test]
fn a_pocket_beside_its_general_is_no_way_out() {
    // Celsius game 854, ply 41: Red's General on f4 (it has moved) between its own Scouts on
    // e4 and g4; Blue's shown Marshal two squares off on e5. The open square f3 beside it is
    // a pocket (its Scout on e3, a Bomb on f2 and only g3 beyond); counted as a way out, the
    // General stepped into it, the Marshal followed and took it. Counted as the room it
    // can walk to, the pocket is still a box: the Scout on g4 steps aside and frees it.
    let (game, view) = drawn([
        "Y N Q O N P R P N Q",
        "N N P P T T T T Q V",
        "S R W U . . Q P R .",
        "N . . . . . . S . .",
        ". . ~ ~ . . ~ ~ . .",
        ". . ~ ~ X* . ~ ~ . U*",
        "G . G H D K' D G . .",
        "I . F L D . . E F D",
        "E . B E H B G I F B",
        "D B H F B M B E D E",
    ]);
    let b = Belief::new(&view);
    // In the pocket it is still boxed in; a Scout that steps aside frees it.
    assert!(super::boxed::cost(&b, &stepped(&b, "f4", "f3")) > 0.0);
    assert_eq!(super::boxed::cost(&b, &stepped(&b, "g4", "g3")), 0.0);
    assert_eq!(robot_move(&game, &view), "g4-g3");
}

#[test]
fn its_spy_waits_two_squares_off_for_a_shown_marshal() {
    // Celsius game 758 (ply 97): Red ahead, its Spy on e5 and Blue's shown Marshal on d4. The
    // hunt drew the Spy to e4, next to the Marshal, which moved first and took it; the
    // Marshal then took ten more of Red's pieces. Two squares off, the Spy waits for the
    // Marshal to come next to it.
    let (game, view) = drawn([
        "Y N Q O N P R P N Q",
        "N N P P . . . . Q .",
        "S R . . . T' T' T' . V'",
        "N . . . T' . . . . .",
        ". . ~ ~ . . ~ ~ . .",
        ". . ~ ~ C' H* ~ ~ . .",
        ". . D X* . . . D . D",
        ". . F . . D F L . I",
        "E . F E B H G I G B",
        "B B H E B D F E B M",
    ]);
    assert!(Belief::new(&view).ahead);
    assert_ne!(robot_move(&game, &view), "e5-e4");
}

#[test]
fn a_general_leaves_a_still_front_corner_to_a_cheaper_piece() {
    // Blue: six pieces that never moved (two Bombs and the Flag among them) and one that
    // moved; a7, in the corner of its front row, has stood still for 40 plies. Red's General
    // on a6 beside it, a Scout of Red's far off to probe it.
    let corner = [
        Put("a6", 'K', true, false),
        Put("a7", 'R', false, false),
        Put("d9", 'S', false, false),
        Put("f10", 'T', false, false),
        Put("g9", 'Q', false, false),
        Put("e5", 'U', true, false),
        Put("c2", 'D', false, false),
    ];
    let (game, mut view) = position(&corner);
    view.ply = 40;
    let b = Belief::new(&view);
    let a7 = b.enemies.iter().find(|e| e.square == sq("a7")).unwrap();
    let bomb = a7.dist[Rank::Bomb.index()];
    // Not likely a Bomb by the belief, which is the same in every square of that row ...
    assert!((0.1..0.4).contains(&bomb), "{:?}", a7.dist);
    assert!(b.front_corner(sq("a7")) && !b.front_corner(sq("b7")) && !b.front_corner(sq("a8")));
    // ... but a corner of the front row is where a Bomb is kept: the General leaves it.
    assert_ne!(robot_move(&game, &view), "a6-a7");
}

#[test]
fn its_last_pieces_leave_a_likely_bomb_alone() {
    // Late in the game Red has seven pieces that move: a Captain on e8 beside e9, which
    // never moved (a Bomb), a Lieutenant, a Sergeant and four Scouts. Blue: its Flag, six
    // more pieces that never moved on its back rows (four Bombs) and a Sergeant that moved.
    let last = [
        Put("e8", 'H', true, false),
        Put("e9", 'N', false, false),
        Put("d10", 'N', false, false),
        Put("e10", 'S', false, false),
        Put("g10", 'Q', false, false),
        Put("a7", 'R', true, false),
        Put("c3", 'G', true, false),
        Put("g3", 'F', true, false),
        Put("h2", 'D', false, false),
        Put("i2", 'D', false, false),
        Put("j2", 'D', false, false),
        Put("j3", 'D', false, false),
    ];
    let (game, mut view) = position(&last);
    view.ply = 600;
    let b = Belief::new(&view);
    assert_eq!(b.movers, 7);
    let e9 = b.enemies.iter().find(|e| e.square == sq("e9")).unwrap();
    assert!(e9.dist[Rank::Bomb.index()] >= 0.4, "{:?}", e9.dist);
    assert_ne!(robot_move(&game, &view), "e8-e9");
    // With an eighth piece that moves, far off, the expected result decides: the Flag may
    // be there, and the Captain strikes.
    let mut more: Vec<Put> = last.iter().map(|p| Put(p.0, p.1, p.2, p.3)).collect();
    more.push(Put("j4", 'D', false, false));
    let (game, mut view) = position(&more);
    view.ply = 600;
    assert_eq!(robot_move(&game, &view), "e8-e9");
    // Few by the army: seven of the classic game's 33, four of the small game's 19, one of
    // Barrage's 6 and of Duel's 7; Domino has no Bombs.
    let few = super::worth::few_movers;
    assert!(few(Variant::Classic, 7) && !few(Variant::Classic, 8));
    assert!(few(Variant::Small, 4) && !few(Variant::Small, 5));
    assert!(few(Variant::Barrage, 1) && !few(Variant::Barrage, 2));
    assert!(few(Variant::Duel, 1) && !few(Variant::Duel, 2));
    assert!(!few(Variant::Domino, 1));
}
