//! Invariants of random legal games (proptest): the board never reaches an impossible state,
//! `legal_moves` and `play` agree, a view never holds a rank its viewer may not know, a
//! hidden piece's identity changes nothing the opponent sees, position text and the
//! rendered board keep their shape, and the more-squares rule binds only the chaser.

use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use stratego_rules::render::MAX_WIDTH;
use stratego_rules::{
    Army, Color, Game, IllegalMove, Move, Options, Phase, Rank, Reveal, Square, Symbol, Variant,
    View, Viewer, render, render_html,
};

const MAX_PLIES: u32 = 400;

fn options(twosquare: u8, scoutstrike: bool, turn: bool) -> Options {
    Options {
        twosquare,
        scoutstrike,
        reveal: if turn { Reveal::Turn } else { Reveal::Keep },
        ..Options::default()
    }
}

/// Every kind of game, for proptest to pick from.
fn kind() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// A game in play with random armies for both sides.
fn started(v: Variant, o: Options, rng: &mut SmallRng) -> Game {
    // Domino deals each player a hand first; the other games draw nothing here.
    let mut game = Game::deal(v, o, rng);
    for color in Color::ALL {
        game.deploy(color, &Army::auto(v), rng)
            .expect("an auto army deploys");
    }
    assert_eq!(
        game.phase(),
        Phase::Playing,
        "both armies deployed: Red to move"
    );
    game
}

/// (a) Per side and rank, the pieces on the board are the army table less the lost pieces
/// (in Domino: each tile of the player's deal, either way round, once, on the board or
/// lost); every piece stands on the board and off the lakes.
fn check_board(game: &Game) -> Result<[[u8; Rank::COUNT]; 2], TestCaseError> {
    let v = game.variant();
    let mut counts = [[0u8; Rank::COUNT]; 2];
    for (sq, unit) in game.board().iter() {
        prop_assert!(v.contains(sq), "a piece off the board at {}", sq);
        prop_assert!(!v.is_lake(sq), "a piece in the lake at {}", sq);
        counts[unit.piece.color.index()][unit.piece.rank.index()] += 1;
    }
    if v.is_dealt() {
        for color in Color::ALL {
            let (deal, lost) = (game.deal_of(color).expect("dealt"), game.lost(color));
            for t in Rank::tiles().filter(|t| t.tile_values().is_some_and(|(a, d)| a >= d)) {
                let mut n = counts[color.index()][t.index()] + lost[t.index()];
                if t.turned() != t {
                    n += counts[color.index()][t.turned().index()] + lost[t.turned().index()];
                }
                prop_assert_eq!(n, u8::from(deal.contains(t)), "{} {:?}", color, t);
            }
        }
        return Ok(counts);
    }
    for color in Color::ALL {
        let lost = game.lost(color);
        for r in Rank::ALL {
            let (on_board, lost) = (counts[color.index()][r.index()], lost[r.index()]);
            prop_assert_eq!(
                on_board + lost,
                v.army_count(r),
                "{} {:?}: {} on the board, {} lost",
                color,
                r,
                on_board,
                lost
            );
        }
    }
    Ok(counts)
}

/// (c) What `viewer` sees of each piece, against the truth on the board.
fn check_view(game: &Game, viewer: Viewer) -> Result<(), TestCaseError> {
    let view = View::new(game, viewer);
    prop_assert_eq!(view.pieces.len(), game.board().iter().count());
    for p in &view.pieces {
        let unit = game
            .board()
            .get(p.square)
            .expect("a viewed piece stands on the board");
        prop_assert_eq!(p.owner, unit.piece.color);
        prop_assert_eq!(p.moved, unit.moved);
        // SPEC 6 and the reveal option: a battle shows a piece for good (keep) or until the
        // end of the next ply (turn); a long move shows a Scout.
        let battle_shown = unit
            .revealed_at
            .is_some_and(|at| match game.options().reveal {
                Reveal::Keep => true,
                Reveal::Turn => game.ply() <= at + 1,
            });
        prop_assert_eq!(p.revealed, battle_shown || unit.scout_known, "{}", p.square);
        if viewer.owns(p.owner) {
            prop_assert_eq!(p.rank, Some(unit.piece.rank));
        } else if let Some(rank) = p.rank {
            prop_assert!(
                p.revealed,
                "{:?} sees the hidden {:?} on {}",
                viewer,
                rank,
                p.square
            );
            prop_assert_eq!(rank, unit.piece.rank, "a wrong rank on {}", p.square);
        } else {
            prop_assert!(
                !p.revealed,
                "a revealed piece without its rank on {}",
                p.square
            );
        }
    }
    // (e) The board as drawn for this viewer keeps to SPEC 6's width.
    for flip in [true, false] {
        let text = render(&view, flip);
        for line in text.lines() {
            prop_assert!(line.len() <= MAX_WIDTH, "{} chars: {:?}", line.len(), line);
        }
    }
    Ok(())
}

/// A move near the real ones: from any square of the largest board, to a square on its row
/// or column, or anywhere.
fn random_move(rng: &mut SmallRng) -> Move {
    let from = Square::from_index(rng.random_range(0..100)).expect("below 100");
    let to = match rng.random_range(0..3) {
        0 => Square::new(from.file(), rng.random_range(0..10)),
        1 => Square::new(rng.random_range(0..10), from.rank()),
        _ => Square::from_index(rng.random_range(0..100)),
    }
    .expect("on the largest board");
    Move { from, to }
}

/// (b) `legal_moves`, `check_move` and `play` agree.
fn check_moves(
    game: &Game,
    every_move: bool,
    rng: &mut SmallRng,
) -> Result<Vec<Move>, TestCaseError> {
    let color = game.to_move();
    let legal = game.legal_moves();
    if every_move {
        for &mv in &legal {
            let mut g = game.clone();
            let record = g.play(color, mv);
            prop_assert!(record.is_ok(), "{} listed but refused: {:?}", mv, record);
        }
    }
    for _ in 0..16 {
        let mv = random_move(rng);
        let listed = legal.contains(&mv);
        prop_assert_eq!(game.check_move(color, mv).is_ok(), listed, "{}", mv);
        prop_assert_eq!(
            game.check_move(color.other(), mv),
            Err(IllegalMove::NotYourTurn(color)),
            "{} out of turn",
            mv
        );
        if !listed {
            let mut g = game.clone();
            prop_assert!(g.play(color, mv).is_err(), "{} not listed but played", mv);
            prop_assert_eq!(&g, game, "a refused move changed the game");
        }
    }
    Ok(legal)
}

/// (e) The position text reads back to itself.
fn check_position_text(game: &Game) -> Result<(), TestCaseError> {
    let text = game.position_text();
    let back = Game::from_position(&text, *game.options());
    prop_assert!(back.is_ok(), "{:?}: {:?}", text, back.err());
    prop_assert_eq!(back.unwrap().position_text(), text);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// (a), (b), (c), (e) along random legal games.
    #[test]
    fn random_games_stay_consistent(
        seed in any::<u64>(),
        v in kind(),
        twosquare in prop::sample::select(vec![0u8, 3, 5]),
        scoutstrike in any::<bool>(),
        turn in any::<bool>(),
    ) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = started(v, options(twosquare, scoutstrike, turn), &mut rng);
        let mut counts = check_board(&game)?;
        check_position_text(&game)?;
        while game.phase() == Phase::Playing && game.ply() < MAX_PLIES {
            // Play every listed move on a copy at some plies; probe random moves at all.
            let every_move = game.ply() < 10 || game.ply().is_multiple_of(25);
            let legal = check_moves(&game, every_move, &mut rng)?;
            prop_assert!(!legal.is_empty(), "in play, but {} has no move", game.to_move());
            let mv = *legal.choose(&mut rng).expect("not empty");
            let record = game.play(game.to_move(), mv);
            prop_assert!(record.is_ok(), "{}: {:?}", mv, record);
            let now = check_board(&game)?;
            for (c, r) in (0..2).flat_map(|c| (0..Rank::COUNT).map(move |r| (c, r))) {
                prop_assert!(now[c][r] <= counts[c][r], "a piece count rose after {}", mv);
            }
            counts = now;
            for viewer in [Viewer::Player(Color::Red), Viewer::Player(Color::Blue), Viewer::Observer] {
                check_view(&game, viewer)?;
            }
            if game.ply().is_multiple_of(20) {
                check_position_text(&game)?;
            }
        }
        check_position_text(&game)?;
        if let Some(outcome) = game.outcome() {
            prop_assert!(game.legal_moves().is_empty(), "moves after the end: {}", outcome);
        }
    }

    /// (d) Fog of war: two games whose Blue armies differ only by two pieces of different
    /// rank swapped look exactly the same to Red, move for move, as long as neither swapped
    /// piece fights (and both games accept the same moves).
    #[test]
    fn hidden_pieces_do_not_show(
        seed in any::<u64>(),
        v in kind(),
        twosquare in prop::sample::select(vec![0u8, 3, 5]),
        scoutstrike in any::<bool>(),
        turn in any::<bool>(),
    ) {
        let o = options(twosquare, scoutstrike, turn);
        let mut rng = SmallRng::seed_from_u64(seed);
        // In Domino both games deal the same hands.
        let dealt = Game::deal(v, o, &mut rng);
        let fill = |color: Color, rng: &mut SmallRng| match dealt.deal_of(color) {
            Some(deal) => Army::auto(v).fill_dealt(deal, rng),
            None => Army::auto(v).fill(rng),
        };
        let red = fill(Color::Red, &mut rng);
        let blue = fill(Color::Blue, &mut rng);
        // Two Blue pieces of different rank, swapped in the second game.
        let pieces: Vec<usize> = (0..blue.len()).filter(|&j| blue[j].is_some()).collect();
        let i = *pieces.choose(&mut rng).expect("an army");
        let others: Vec<usize> = pieces.iter().copied().filter(|&j| blue[j] != blue[i]).collect();
        let j = *others.choose(&mut rng).expect("an army holds more than one rank");
        let mut swapped = blue.clone();
        swapped.swap(i, j);
        let army = |ranks: &[Option<Rank>]| {
            let symbols = ranks.iter().map(|r| r.map_or(Symbol::Empty, Symbol::Piece)).collect();
            Army::from_symbols(v, symbols).expect("a full army")
        };
        let mut games = [dealt.clone(), dealt];
        for (game, blue) in games.iter_mut().zip([&blue, &swapped]) {
            game.deploy(Color::Red, &army(&red), &mut rng).expect("deploy");
            game.deploy(Color::Blue, &army(blue), &mut rng).expect("deploy");
        }
        let setup = v.setup_squares(Color::Blue);
        let mut watched = [setup[i], setup[j]];
        prop_assert_ne!(games[0].board().get(watched[0]), games[1].board().get(watched[0]));

        let red_view = |g: &Game| View::new(g, Viewer::Player(Color::Red));
        let mut plies = 0;
        loop {
            let (a, b) = (red_view(&games[0]), red_view(&games[1]));
            prop_assert_eq!(render(&a, true), render(&b, true), "Red's board differs at ply {}", plies);
            prop_assert_eq!(render_html(&a, true), render_html(&b, true), "Red's HTML board differs at ply {}", plies);
            prop_assert_eq!(&a, &b, "Red's view differs at ply {}", plies);
            prop_assert_eq!(a.unseen(Color::Blue), b.unseen(Color::Blue));
            if games.iter().any(|g| g.phase() != Phase::Playing) || plies >= MAX_PLIES {
                break;
            }
            let color = games[0].to_move();
            let legal = games[0].legal_moves();
            if color == Color::Red {
                prop_assert_eq!(&legal, &games[1].legal_moves(), "Red's moves differ");
            }
            let mv = *legal.choose(&mut rng).expect("in play");
            // Stop before a swapped piece fights, or before a move only one game allows
            // (a swapped Bomb cannot move; a swapped Scout's long move has no twin).
            let strike = games[0].board().get(mv.to).is_some();
            if (strike && (watched.contains(&mv.from) || watched.contains(&mv.to)))
                || games[1].check_move(color, mv).is_err()
            {
                break;
            }
            for g in &mut games {
                g.play(color, mv).expect("checked");
            }
            for w in &mut watched {
                if *w == mv.from {
                    *w = mv.to;
                }
            }
            plies += 1;
        }
    }

    /// The more-squares rule restricts only the chaser: the player to move who is not
    /// chasing has every move the game without the rule would give them, and the chaser
    /// loses exactly the moves the board mail's notice names, none of them a strike.
    /// Moves are drawn with a bias towards threats, so that chases happen.
    #[test]
    fn chase_rule_binds_only_the_chaser(
        seed in any::<u64>(),
        v in kind(),
        twosquare in prop::sample::select(vec![0u8, 3]),
    ) {
        let o = Options { chase: true, ..options(twosquare, true, false) };
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = started(v, o, &mut rng);
        while game.phase() == Phase::Playing && game.ply() < MAX_PLIES {
            let text = serde_json::to_string(&game).expect("serializes");
            prop_assert!(text.contains("\"chase\":true"));
            let free: Game = serde_json::from_str(&text.replace("\"chase\":true", "\"chase\":false"))
                .expect("deserializes");
            prop_assert!(!free.options().chase);
            let (with, without) = (game.legal_moves(), free.legal_moves());
            match game.chase_notice() {
                None => prop_assert_eq!(&with, &without, "ply {}", game.ply()),
                Some(n) => {
                    prop_assert_eq!(n.chaser, game.to_move());
                    let lost: Vec<Move> = without.iter().copied().filter(|m| !with.contains(m)).collect();
                    prop_assert!(with.iter().all(|m| without.contains(m)));
                    prop_assert_eq!(&lost, &n.forbidden);
                    for m in &lost {
                        prop_assert!(game.board().get(m.to).is_none(), "a strike refused: {}", m);
                    }
                }
            }
            if with.is_empty() {
                break;
            }
            // Half the time, a move that ends next to an enemy piece, if there is one.
            let enemy = game.to_move().other();
            let threats: Vec<Move> = with
                .iter()
                .copied()
                .filter(|m| {
                    game.board().get(m.to).is_none()
                        && [(0, 1), (0, -1), (1, 0), (-1, 0)].iter().any(|&(df, dr)| {
                            m.to.offset(df, dr).and_then(|s| game.board().get(s))
                                .is_some_and(|u| u.piece.color == enemy)
                        })
                })
                .collect();
            let pool = if rng.random_bool(0.5) && !threats.is_empty() { &threats } else { &with };
            let mv = *pool.choose(&mut rng).expect("not empty");
            prop_assert!(game.play(game.to_move(), mv).is_ok());
        }
    }
}
