//! Domino Stratego (`variant/domino.rs`) through the crate's public face: the deal, deploy
//! against it, the position text, perft counted by hand, and the end of the game.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use stratego_rules::{
    Army, Color, Deal, EndReason, Game, IllegalMove, Options, Outcome, Phase, PositionError, Rank,
    SetupError, Variant,
};

fn t(s: &str) -> Rank {
    let b = s.as_bytes();
    Rank::tile(b[0] - b'0', b[1] - b'0').unwrap()
}

/// A Domino position from its rows, row 1 first: `.` empty, `R53`/`B53` a tile; a row is
/// filled up with empty squares, and rows not given are empty.
fn position(rows: &[&str], side: &str) -> String {
    let mut all: Vec<String> = rows
        .iter()
        .map(|r| {
            let squares = r.chars().filter(|c| matches!(c, '.' | 'R' | 'B')).count();
            format!("{r}{}", ".".repeat(8usize.saturating_sub(squares)))
        })
        .collect();
    all.resize(10, "........".to_string());
    format!("{} {side}", all.join("/"))
}

fn game(rows: &[&str], side: &str) -> Game {
    Game::from_position(&position(rows, side), Options::default()).unwrap()
}

#[test]
fn the_board() {
    let v = Variant::Domino;
    assert_eq!(
        (v.files(), v.ranks(), v.setup_size(), v.army_size()),
        (8, 10, 24, 24)
    );
    assert!(v.squares().all(|sq| !v.is_lake(sq)));
    assert!(v.is_dealt() && !v.is_sparse());
    assert_eq!("domino".parse::<Variant>(), Ok(v));
    let red = v.setup_squares(Color::Red);
    let blue = v.setup_squares(Color::Blue);
    assert_eq!(
        (red[0].to_string(), red[23].to_string()),
        ("a3".into(), "h1".into())
    );
    assert_eq!(
        (blue[0].to_string(), blue[23].to_string()),
        ("h8".into(), "a10".into())
    );
    for tile in Rank::tiles() {
        assert_eq!(v.movement(tile), stratego_rules::Movement::Step, "{tile}");
    }
}

#[test]
fn a_dealt_game_deploys_only_its_own_tiles() {
    let mut rng = SmallRng::seed_from_u64(13);
    let mut game = Game::deal(Variant::Domino, Options::default(), &mut rng);
    let (red, blue) = (
        game.deal_of(Color::Red).unwrap(),
        game.deal_of(Color::Blue).unwrap(),
    );
    for deal in [red, blue] {
        assert_eq!(deal.len(), 24);
        assert!(deal.contains(t("00")) && deal.contains(t("66")));
    }
    // The deal as written is a deploy-ready army.
    let (army, _) = Army::parse_dealt(&red.to_string(), Variant::Domino, red).unwrap();
    // Blue's hand differs from Red's somewhere (22 of 26 each, drawn apart): deploying
    // Red's army as Blue names a tile Blue was not dealt, unless the hands are equal.
    if red != blue {
        let err = game.deploy(Color::Blue, &army, &mut rng).unwrap_err();
        assert!(
            matches!(err, SetupError::NotDealt(tile) if !blue.contains(tile)),
            "{err}"
        );
    }
    assert!(!game.deploy(Color::Red, &army, &mut rng).unwrap());
    assert!(
        game.deploy(Color::Blue, &Army::auto(Variant::Domino), &mut rng)
            .unwrap()
    );
    assert_eq!(game.phase(), Phase::Playing);
    let pieces: Vec<_> = game.board().iter().collect();
    assert_eq!(pieces.len(), 48);
    let mut hands = [Deal::EMPTY; 2];
    for (_, u) in pieces {
        hands[u.piece.color.index()].insert(u.piece.rank);
    }
    assert_eq!(hands, [red, blue]);
    // Red's front row is its army's first eight tiles, as written: the hand reads weakest
    // first, so the [0-0] stands in a3 and the [6-6] in h1, the back row's last square.
    assert_eq!(
        game.board().get("a3".parse().unwrap()).unwrap().piece.rank,
        t("00")
    );
    assert_eq!(
        game.board().get("h1".parse().unwrap()).unwrap().piece.rank,
        t("66")
    );
    // The deal survives storage.
    let stored: Game = serde_json::from_str(&serde_json::to_string(&game).unwrap()).unwrap();
    assert_eq!(stored, game);
    assert_eq!(stored.deal_of(Color::Blue), Some(blue));
}

#[test]
fn a_domino_game_without_a_deal_refuses_armies() {
    let mut game = Game::new(Variant::Domino, Options::default());
    let err = game
        .deploy(
            Color::Red,
            &Army::auto(Variant::Domino),
            &mut SmallRng::seed_from_u64(1),
        )
        .unwrap_err();
    assert_eq!(err, SetupError::NoDeal);
    assert!(!game.is_deployed(Color::Red));
}

#[test]
fn a_game_without_a_deal_stores_as_before() {
    let game = Game::new(Variant::Classic, Options::default());
    let json = serde_json::to_string(&game).unwrap();
    assert!(!json.contains("deals"), "{json}");
    assert_eq!(game.deal_of(Color::Red), None);
}

#[test]
fn position_text_round_trips() {
    let text = position(&["R66R53......", "B00"], "b");
    let g = Game::from_position(&text, Options::default()).unwrap();
    assert_eq!(g.variant(), Variant::Domino);
    assert_eq!(g.to_move(), Color::Blue);
    assert_eq!(g.position_text(), text);
    assert_eq!(
        g.board().get("b1".parse().unwrap()).unwrap().piece.rank,
        t("53")
    );
    assert_eq!(
        Game::from_position(&position(&["R67"], "r"), Options::default()).unwrap_err(),
        PositionError::TileSymbol {
            symbol: '7',
            square: "a1".parse().unwrap()
        }
    );
    assert_eq!(
        Game::from_position("R66.... x", Options::default()).unwrap_err(),
        PositionError::DominoLength(5)
    );
    let long = position(&["R66"], "r").replacen('.', "..", 1);
    assert_eq!(
        Game::from_position(&long, Options::default()).unwrap_err(),
        PositionError::DominoLength(81)
    );
    let side = position(&["R66"], "x");
    assert!(matches!(
        Game::from_position(&side, Options::default()).unwrap_err(),
        PositionError::SideToMove(_)
    ));
}

/// Red [5-3] on d4 faces Blue [2-4] on d5; the [6-6]s stand in the corners, Red's on a1,
/// Blue's on h10.
/// Depth 1: d4 to d3, c4, e4, and the strike on d5; a1 to a2, b1: 6.
/// Depth 2: after each of the three steps and the two moves of a1, Blue's [2-4] has d6,
/// c5, e5 and d4 (a step or a strike) and its [6-6] h9 and g10: 6 each, 5 x 6 = 30; after
/// the strike (attack 5 beats defence 4) Blue has only its [6-6]: 2. 30 + 2 = 32.
#[test]
fn perft_two_tiles() {
    let mut rows = vec!["R66", "", "", "...R53", "...B24"];
    rows.resize(9, "");
    rows.push(".......B66");
    let g = game(&rows, "r");
    assert_eq!(g.perft(1), 6);
    assert_eq!(g.perft(2), 32);
}

/// Red [0-0] on a1 below Blue [6-6] on a2; Red [6-6] on h1, Blue [1-1] on h10.
/// Depth 1: a1xa2 (the [0-0] takes the [6-6]: Red wins), a1-b1, h1-h2, h1-g1: 4.
/// Depth 2: after a1xa2 the game is over: 0. After a1-b1 Blue has a2 to a1, a3, b2 and
/// h10 to h9, g10: 5. After h1-h2 or h1-g1 Blue has a2xa1 (the [6-6] strikes the [0-0] and
/// falls), a3, b2, h9, g10: 5 each. 0 + 5 + 5 + 5 = 15.
#[test]
fn perft_the_doubles() {
    let mut rows = vec!["R00......R66", "B66"];
    rows.resize(9, "");
    rows.push(".......B11");
    let g = game(&rows, "r");
    assert_eq!(g.perft(1), 4);
    assert_eq!(g.perft(2), 15);
}

fn play(g: &mut Game, mv: &str) -> stratego_rules::MoveRecord {
    g.play(g.to_move(), mv.parse().unwrap()).unwrap()
}

#[test]
fn destroying_the_double_six_wins_either_way() {
    // The [0-0] strikes the [6-6].
    let mut g = game(&["R00......R66", "B66"], "r");
    play(&mut g, "a1-a2");
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Red),
            reason: EndReason::Flag
        })
    );
    // The [6-6] strikes the [0-0] and falls: the defender's side wins.
    let mut g = game(&["R66", "B00", ".......B66"], "r");
    let record = play(&mut g, "a1-a2");
    assert_eq!(
        record.battle.unwrap().winner,
        stratego_rules::BattleResult::DefenderWon
    );
    assert_eq!(g.outcome().unwrap().winner, Some(Color::Blue));
    // An attack 6 against the [6-6]'s defence 6: both go, and with them Blue's [6-6].
    let mut g = game(&["R60", "B66", ".......R66"], "r");
    play(&mut g, "a1-a2");
    assert_eq!(g.outcome().unwrap().winner, Some(Color::Red));
}

#[test]
fn both_double_sixes_in_one_battle_is_a_draw() {
    let mut g = game(&["R66", "B66", "R11......B11"], "r");
    play(&mut g, "a1-a2");
    let outcome = g.outcome().unwrap();
    assert_eq!(
        outcome,
        Outcome {
            winner: None,
            reason: EndReason::Flag
        }
    );
    assert_eq!(outcome.to_string(), "draw: both flags fell in one battle");
}

#[test]
fn the_winner_keeps_its_orientation_and_the_attacker_moves_in() {
    let mut g = game(&["R53......R66", "B24", ".......B66"], "r");
    let record = play(&mut g, "a1-a2");
    let battle = record.battle.unwrap();
    assert_eq!((battle.attacker, battle.defender), (t("53"), t("24")));
    assert_eq!(g.board().get("a1".parse().unwrap()), None);
    let winner = g.board().get("a2".parse().unwrap()).unwrap();
    assert_eq!(winner.piece.rank, t("53"));
    assert_eq!(g.lost(Color::Blue)[t("24").index()], 1);
    // A defender that wins stays where it stood, as it was turned.
    let mut g = game(&["R35......R66", "B24", ".......B66"], "r");
    play(&mut g, "a1-a2");
    assert_eq!(g.board().get("a1".parse().unwrap()), None);
    assert_eq!(
        g.board().get("a2".parse().unwrap()).unwrap().piece.rank,
        t("24")
    );
}

/// Every tile steps, and a strike is a move too, so a side has no legal move only when the
/// two-squares or more-squares rule refuses every move it has; it loses, as in every game.
/// A side that lost its last strike lost its [6-6] with it, at the latest.
#[test]
fn a_side_that_keeps_its_double_six_plays_on() {
    let mut g = game(&["R53......R66", "B24", "B66"], "r");
    play(&mut g, "a1-a2");
    assert_eq!(g.phase(), Phase::Playing, "Blue still has its [6-6]");
}

/// Issue 27, item 17: perft counted moves in positions where a side had no tiles, or no
/// [6-6], though the game is over without it. Both now agree: such a position is a game
/// over (the side without its [6-6] has lost; neither has one: a draw), and its perft is 0.
#[test]
fn a_position_without_a_double_six_is_over_and_perft_agrees() {
    let cases: [(&[&str], Option<Color>); 4] = [
        (&["R66"], Some(Color::Red)),
        (&["R53", ".......B66"], Some(Color::Blue)),
        (&["R53", "B24"], None),
        (&[], None),
    ];
    for (rows, winner) in cases {
        let g = game(rows, "r");
        assert_eq!(
            g.outcome(),
            Some(Outcome {
                winner,
                reason: EndReason::Flag
            }),
            "{rows:?}"
        );
        for depth in 1..=3 {
            assert_eq!(g.perft(depth), 0, "{rows:?} at depth {depth}");
        }
        assert_eq!(g.legal_moves().len(), 0, "{rows:?}");
    }
    // With both [6-6] on the board the game goes on.
    let g = game(&["R66", ".......B66"], "r");
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.perft(1), 2);
}

#[test]
fn two_squares_rule_applies() {
    let mut rows = vec!["R53......R66"];
    rows.resize(9, "");
    rows.push(".......B66");
    let mut g = game(&rows, "r");
    for mv in ["a1-a2", "h10-h9", "a2-a1", "h9-h10", "a1-a2", "h10-h9"] {
        play(&mut g, mv);
    }
    let err = g.play(Color::Red, "a2-a1".parse().unwrap()).unwrap_err();
    assert!(
        matches!(
            err,
            IllegalMove::TwoSquares {
                count: 4,
                limit: 3,
                ..
            }
        ),
        "{err}"
    );
}

/// Issue 27, item 15: a tile moved two squares was told "only Scouts (9) move farther";
/// Domino has no Scouts, and its errors speak of tiles.
#[test]
fn domino_errors_speak_of_tiles() {
    let mut rows = vec!["R53R11.....R66", "B24"];
    rows.resize(9, "");
    rows.push(".......B66");
    let mut g = game(&rows, "r");
    let why = |g: &Game, mv: &str| {
        g.check_move(g.to_move(), mv.parse().unwrap())
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        why(&g, "b1-b3"),
        "b1-b3: your tile [1-1] moves one square at a time; no tile moves farther"
    );
    assert_eq!(
        why(&g, "b1-c2"),
        "b1-c2 is not a straight move: tiles move along rows and columns, never diagonally"
    );
    assert_eq!(why(&g, "a1-b1"), "b1 holds one of your own tiles");
    assert_eq!(why(&g, "a2-a3"), "the tile on a2 is not yours");
    for mv in ["b1-c1", "h10-h9", "c1-b1", "h9-h10", "b1-c1", "h10-h9"] {
        play(&mut g, mv);
    }
    assert_eq!(
        why(&g, "c1-b1"),
        "two-squares rule: c1-b1 would be the 4th move in a row of that tile between b1 \
         and c1; the limit in this game is 3"
    );
    for mv in ["c1-c3", "c1-d2", "a2-a3", "c1-c1"] {
        let text = why(&g, mv);
        assert!(!text.contains("piece") && !text.contains("Scout"), "{text}");
    }
}

/// Issue 27, item 14: the seed has no repetition rule, yet Domino had the two-squares
/// (3) and more-squares rules on by default. They are off by default and still options.
#[test]
fn domino_defaults_follow_the_seed() {
    let (v, o) = Options::parse_args(["-domino"]).unwrap();
    assert_eq!(v, Variant::Domino);
    assert_eq!((o.twosquare, o.chase), (0, false));
    assert_eq!(o, Options::for_variant(Variant::Domino));
    let (_, o) = Options::parse_args(["-domino", "-twosquare=3", "-chase=on"]).unwrap();
    assert_eq!((o.twosquare, o.chase), (3, true));
    // The other games keep theirs.
    let (_, o) = Options::parse_args(["-small"]).unwrap();
    assert_eq!((o.twosquare, o.chase), (3, true));
}

/// Two lone [6-6] in their corners under Domino's default options, Red to move.
fn lone_doubles() -> Game {
    let mut rows = vec!["R66"];
    rows.resize(9, "");
    rows.push(".......B66");
    Game::from_position(&position(&rows, "r"), Options::for_variant(Variant::Domino)).unwrap()
}

/// Shuffles both [6-6] of [`lone_doubles`] back and forth for `plies` plies.
fn shuffle(g: &mut Game, plies: usize) {
    let moves = ["a1-a2", "h10-h9", "a2-a1", "h9-h10"];
    for mv in moves.iter().cycle().take(plies) {
        play(g, mv);
    }
}

/// Issue 27, item 14: with no repetition rule a Domino game could go on for ever. 100
/// plies in a row without a strike draw it (`QUIET_PLIES`, docs/DOMINO.md).
#[test]
fn a_hundred_plies_without_a_strike_are_a_draw() {
    let mut g = lone_doubles();
    shuffle(&mut g, 99);
    assert_eq!(g.phase(), Phase::Playing);
    play(&mut g, "h9-h10");
    let outcome = g.outcome().unwrap();
    assert_eq!(
        outcome,
        Outcome {
            winner: None,
            reason: EndReason::NoStrike
        }
    );
    assert_eq!(outcome.to_string(), "draw: no strike for too long");
    assert_eq!(outcome.reason.as_str(), "no-strike");

    // A strike starts the count again: Red's [1-1] takes Blue's [0-0] at ply 98.
    let mut rows = vec!["R66.R11", ".B00"];
    rows.resize(9, "");
    rows.push(".......B66");
    let mut g =
        Game::from_position(&position(&rows, "b"), Options::for_variant(Variant::Domino)).unwrap();
    let moves = ["h10-h9", "c1-d1", "h9-h10", "d1-c1"];
    for mv in moves.iter().cycle().take(96) {
        play(&mut g, mv);
    }
    play(&mut g, "b2-b1");
    assert!(play(&mut g, "c1-b1").battle.is_some());
    let moves = ["h10-h9", "b1-c1", "h9-h10", "c1-b1"];
    for mv in moves.iter().cycle().take(99) {
        play(&mut g, mv);
    }
    assert_eq!(g.phase(), Phase::Playing, "99 plies without a strike");
    play(&mut g, "c1-b1");
    assert_eq!(g.outcome().unwrap().reason, EndReason::NoStrike);
}

/// perft agrees with the no-strike draw: two plies before it, the tree ends at depth 2.
#[test]
fn perft_counts_the_no_strike_draw() {
    let mut g = lone_doubles();
    // Each [6-6] has 2 moves from its corner, and 3 from the square next to it.
    assert_eq!(g.perft(3), 2 * 2 * 3);
    shuffle(&mut g, 98);
    assert_eq!(g.to_move(), Color::Red);
    assert_eq!(g.perft(1), 3);
    assert_eq!(
        g.perft(2),
        9,
        "the 100th ply ends the game: a leaf at depth 2"
    );
    assert_eq!(g.perft(3), 0);
}
