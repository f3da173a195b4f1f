//! The two-squares rule (SPEC 5): its limit (3 by default, 5, off), what breaks a series
//! and what does not, Scouts, and strikes in the series.

use super::*;

/// Plays `moves` alternately for Red (the piece under test) and Blue (a shuttle far away);
/// returns the result of the last Red move.
fn shuttle(options: Options, red_moves: &[&str]) -> Result<MoveRecord, IllegalMove> {
    let mut g = game_with(
        &[
            ("b2", 'H'),
            ("a1", 'D'),
            ("j1", 'M'),
            ("j10", 'U'),
            ("a10", 'Y'),
        ],
        options,
    );
    // Blue walks a square around j10, i10, i9, j9: never back and forth.
    let blue = ["j10-j9", "j9-i9", "i9-i10", "i10-j10"];
    let mut last = None;
    for (i, m) in red_moves.iter().enumerate() {
        let r = g.play(Color::Red, mv(m));
        if i + 1 == red_moves.len() {
            return r;
        }
        last = Some(r.unwrap());
        g.play(Color::Blue, mv(blue[i % 4])).unwrap();
    }
    Ok(last.unwrap())
}

#[test]
fn two_squares_default_three() {
    let back_and_forth = ["b2-b3", "b3-b2", "b2-b3", "b3-b2"];
    assert!(shuttle(twosquare(3), &back_and_forth[..3]).is_ok());
    let err = shuttle(twosquare(3), &back_and_forth).unwrap_err();
    assert_eq!(
        err,
        IllegalMove::TwoSquares {
            noun: "piece",
            mv: mv("b3-b2"),
            count: 4,
            limit: 3,
            a: sq("b2"),
            b: sq("b3")
        }
    );
    assert_eq!(
        err.to_string(),
        "two-squares rule: b3-b2 would be the 4th move in a row of that piece between b2 and b3; the limit in this game is 3"
    );
    // Moving on to a third square starts a new series.
    assert!(
        shuttle(
            twosquare(3),
            &["b2-b3", "b3-b2", "b2-b3", "b3-b4", "b4-b3", "b3-b4"]
        )
        .is_ok()
    );
}

#[test]
fn two_squares_five_and_off() {
    let seq: Vec<&str> = ["b2-b3", "b3-b2"].iter().cycle().take(6).copied().collect();
    assert!(shuttle(twosquare(5), &seq[..5]).is_ok());
    assert!(matches!(
        shuttle(twosquare(5), &seq),
        Err(IllegalMove::TwoSquares {
            count: 6,
            limit: 5,
            ..
        })
    ));
    let long: Vec<&str> = ["b2-b3", "b3-b2"]
        .iter()
        .cycle()
        .take(40)
        .copied()
        .collect();
    assert!(shuttle(twosquare(0), &long).is_ok());
}

#[test]
fn two_squares_broken_by_another_own_piece_not_by_the_opponent() {
    let mut g = game_with(
        &[
            ("b2", 'H'),
            ("e2", 'H'),
            ("j1", 'M'),
            ("j10", 'U'),
            ("a10", 'Y'),
        ],
        twosquare(3),
    );
    for (r, b) in [("b2-b3", "j10-j9"), ("b3-b2", "j9-i9"), ("b2-b3", "i9-i10")] {
        g.play(Color::Red, mv(r)).unwrap();
        g.play(Color::Blue, mv(b)).unwrap();
    }
    assert!(g.check_move(Color::Red, mv("b3-b2")).is_err());
    g.play(Color::Red, mv("e2-e3")).unwrap();
    g.play(Color::Blue, mv("i10-j10")).unwrap();
    assert!(g.check_move(Color::Red, mv("b3-b2")).is_ok());
    // The refused move is not in the legal move list.
    let mut h = game_with(
        &[("b2", 'H'), ("j1", 'M'), ("j10", 'U'), ("a10", 'Y')],
        twosquare(3),
    );
    for (r, b) in [("b2-b3", "j10-j9"), ("b3-b2", "j9-i9"), ("b2-b3", "i9-i10")] {
        h.play(Color::Red, mv(r)).unwrap();
        h.play(Color::Blue, mv(b)).unwrap();
    }
    let legal = h.legal_moves();
    assert!(!legal.contains(&mv("b3-b2")));
    assert!(legal.contains(&mv("b3-b4")));
}

#[test]
fn two_squares_scout_cannot_escape_by_varying_distance() {
    // a1-a5, a5-a3, a3-a4: all cross the boundary between a3 and a4 (and a4/a5 for the
    // first two). A fourth move crossing a3|a4 is refused; one that does not is fine.
    let run = |moves: &[&str]| {
        let mut g = game_with(
            &[("a1", 'D'), ("j1", 'M'), ("j10", 'U'), ("h10", 'Y')],
            twosquare(3),
        );
        // Blue walks a square around j10, i10, i9, j9: never back and forth.
        let blue = ["j10-j9", "j9-i9", "i9-i10", "i10-j10"];
        let mut result = Ok(());
        for (i, m) in moves.iter().enumerate() {
            result = g.play(Color::Red, mv(m)).map(|_| ());
            if result.is_err() {
                break;
            }
            g.play(Color::Blue, mv(blue[i % 4])).unwrap();
        }
        result
    };
    assert!(run(&["a1-a5", "a5-a3", "a3-a4"]).is_ok());
    assert!(matches!(
        run(&["a1-a5", "a5-a3", "a3-a4", "a4-a2"]),
        Err(IllegalMove::TwoSquares { count: 4, a, b, .. }) if a == sq("a3") && b == sq("a4")
    ));
    // a4-a6 crosses a4|a5 and a5|a6, but not a3|a4: a new series.
    assert!(run(&["a1-a5", "a5-a3", "a3-a4", "a4-a6"]).is_ok());
    // Sideways is another line: a new series.
    assert!(run(&["a1-a5", "a5-a3", "a3-a4", "a4-b4"]).is_ok());
    // With the rule off, anything goes.
    let mut g = game_with(
        &[("a1", 'D'), ("j1", 'M'), ("j10", 'U'), ("h10", 'Y')],
        twosquare(0),
    );
    for i in 0..10 {
        g.play(Color::Red, mv(if i % 2 == 0 { "a1-a4" } else { "a4-a1" }))
            .unwrap();
        g.play(
            Color::Blue,
            mv(["j10-j9", "j9-i9", "i9-i10", "i10-j10"][i % 4]),
        )
        .unwrap();
    }
}

#[test]
fn strikes_count_in_the_series() {
    // The Major strikes Blue's Miner (Q) and wins; the strike is the first of the series.
    let mut g = game_with(
        &[
            ("b2", 'I'),
            ("b3", 'Q'),
            ("j1", 'M'),
            ("j10", 'U'),
            ("a10", 'Y'),
        ],
        twosquare(3),
    );
    g.play(Color::Red, mv("b2-b3")).unwrap(); // strikes the Blue 8 and wins
    g.play(Color::Blue, mv("j10-j9")).unwrap();
    g.play(Color::Red, mv("b3-b2")).unwrap();
    g.play(Color::Blue, mv("j9-j10")).unwrap();
    g.play(Color::Red, mv("b2-b3")).unwrap();
    g.play(Color::Blue, mv("j10-j9")).unwrap();
    assert!(matches!(
        g.play(Color::Red, mv("b3-b2")),
        Err(IllegalMove::TwoSquares { count: 4, .. })
    ));
}

#[test]
fn repeats_counts_the_series_a_move_would_make_with_the_rule_off_and_quiet_the_plies() {
    let mut g = game_with(
        &[
            ("b2", 'H'),
            ("e2", 'H'),
            ("j1", 'M'),
            ("j10", 'U'),
            ("a10", 'Y'),
        ],
        twosquare(0),
    );
    assert_eq!(g.repeats(mv("b2-b3")), 1);
    let blue = ["j10-j9", "j9-i9", "i9-i10", "i10-j10"];
    let shuffle = ["b2-b3", "b3-b2"];
    for i in 0..9 {
        g.play(Color::Red, mv(shuffle[i % 2])).unwrap();
        g.play(Color::Blue, mv(blue[i % 4])).unwrap();
    }
    // Nine moves between b2 and b3: back again would be the tenth, on to b4 a new series.
    // Eighteen plies, no battle.
    assert_eq!(g.quiet(), 18);
    assert_eq!(g.repeats(mv("b3-b2")), 10);
    assert_eq!(g.repeats(mv("b3-b4")), 1);
    assert_eq!(g.repeats(mv("e2-e3")), 1);
    // Another piece's move ends the series.
    g.play(Color::Red, mv("e2-e3")).unwrap();
    g.play(Color::Blue, mv("j9-i9")).unwrap();
    assert_eq!(g.repeats(mv("b3-b2")), 1);
    assert_eq!(g.repeats(mv("e3-e2")), 2);
}
