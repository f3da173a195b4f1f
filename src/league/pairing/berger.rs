//! Round robins by FIDE's Berger tables (Handbook C.05, Annex 1).
//!
//! With `n` players (`n` even; an odd field adds a dummy `n + 1`, whose opponent has the
//! round off), the players 1..n-1 turn around the table and player `n` stays put. In round
//! `r` the pairs are the `i`, `j` with `i + j ≡ r + 1 (mod n - 1)`; the one player `p` with
//! `2p ≡ r + 1` meets `n` on board 1, White in odd rounds and Black in even ones, and on
//! board `k` (2..=n/2) player `p + k - 1` has White against `p - k + 1` (both counted round
//! 1..n-1). Round 1 of ten players is thus 1-10, 2-9, 3-8, 4-7, 5-6, and round 2 is 10-6,
//! 7-5, 8-4, 9-3, 1-2, as the published tables have it.
//!
//! Double round robin: the second cycle is the first with the colours reversed. For an
//! even number of players C.05 Annex 1 recommends swapping the last two rounds of the
//! first cycle, so that nobody gets three games in a row with the same colour where the
//! cycles meet; this module does that (rounds `n - 2` and `n - 1` of the first cycle are
//! the table's rounds `n - 1` and `n - 2`), and the second cycle repeats the table's rounds
//! 1..n-1 in their published order with colours reversed. With an odd number of players
//! the cycles are played as published, as the Annex says nothing for them.

use super::Pairings;

/// The number of rounds of a round robin of `players` players: `n - 1` for an even `n`,
/// `n` for an odd one (everyone has one round off), twice that for a double round robin.
/// Fewer than two players play no rounds.
pub fn rounds(players: u32, double: bool) -> u32 {
    if players < 2 {
        return 0;
    }
    let single = table_size(players) - 1;
    if double { single * 2 } else { single }
}

/// The pairings of round `round` (1-based) of a round robin of `players` players numbered
/// 1..=n, board 1 first: (White, Black) pairs, and the player with the round off when `n`
/// is odd. A round outside 1..=[`rounds`] has no pairings.
pub fn round(players: u32, round: u32, double: bool) -> Pairings {
    let total = rounds(players, double);
    if round == 0 || round > total {
        return Pairings::default();
    }
    let size = table_size(players);
    let single = size - 1;
    let (table_round, reversed) = if round > single {
        (round - single, true)
    } else if double && players.is_multiple_of(2) && single >= 3 && round >= single - 1 {
        // The last two rounds of the first cycle swapped (C.05 Annex 1).
        (if round == single { single - 1 } else { single }, false)
    } else {
        (round, false)
    };
    let mut pairings = Pairings::default();
    for (white, black) in table_round_pairs(size, table_round) {
        let (white, black) = if reversed {
            (black, white)
        } else {
            (white, black)
        };
        if white > players {
            pairings.bye = Some(black);
        } else if black > players {
            pairings.bye = Some(white);
        } else {
            pairings.boards.push((white, black));
        }
    }
    pairings
}

/// The even size of the table: the players, and a dummy when they are odd.
fn table_size(players: u32) -> u32 {
    if players.is_multiple_of(2) {
        players
    } else {
        players + 1
    }
}

/// Round `r` (1..size) of the Berger table of `size` (even) places, board 1 first.
fn table_round_pairs(size: u32, r: u32) -> Vec<(u32, u32)> {
    let m = size - 1;
    // The player p in 1..=m with 2p ≡ r + 1 (mod m); m is odd, so 2 has an inverse.
    let inverse_of_two = m.div_ceil(2);
    let p = wrap(u64::from(r + 1) * u64::from(inverse_of_two), m);
    let mut pairs = Vec::with_capacity(size as usize / 2);
    pairs.push(if r % 2 == 1 { (p, size) } else { (size, p) });
    for k in 1..size / 2 {
        let white = wrap(u64::from(p) + u64::from(k), m);
        let black = wrap(u64::from(p) + u64::from(m) - u64::from(k), m);
        pairs.push((white, black));
    }
    pairs
}

/// `x` counted 1..=m around a table of m places.
fn wrap(x: u64, m: u32) -> u32 {
    let m = u64::from(m);
    // The remainder is below m, a u32.
    u32::try_from((x + m - 1) % m + 1).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(players: u32, r: u32) -> String {
        round(players, r, false)
            .boards
            .iter()
            .map(|(w, b)| format!("{w}-{b}"))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The published tables (C.05 Annex 1), written out for four to twelve players.
    const PUBLISHED: [(u32, &[&str]); 5] = [
        (4, &["1-4 2-3", "4-3 1-2", "2-4 3-1"]),
        (
            6,
            &[
                "1-6 2-5 3-4",
                "6-4 5-3 1-2",
                "2-6 3-1 4-5",
                "6-5 1-4 2-3",
                "3-6 4-2 5-1",
            ],
        ),
        (
            8,
            &[
                "1-8 2-7 3-6 4-5",
                "8-5 6-4 7-3 1-2",
                "2-8 3-1 4-7 5-6",
                "8-6 7-5 1-4 2-3",
                "3-8 4-2 5-1 6-7",
                "8-7 1-6 2-5 3-4",
                "4-8 5-3 6-2 7-1",
            ],
        ),
        (
            10,
            &[
                "1-10 2-9 3-8 4-7 5-6",
                "10-6 7-5 8-4 9-3 1-2",
                "2-10 3-1 4-9 5-8 6-7",
                "10-7 8-6 9-5 1-4 2-3",
                "3-10 4-2 5-1 6-9 7-8",
                "10-8 9-7 1-6 2-5 3-4",
                "4-10 5-3 6-2 7-1 8-9",
                "10-9 1-8 2-7 3-6 4-5",
                "5-10 6-4 7-3 8-2 9-1",
            ],
        ),
        (
            12,
            &[
                "1-12 2-11 3-10 4-9 5-8 6-7",
                "12-7 8-6 9-5 10-4 11-3 1-2",
                "2-12 3-1 4-11 5-10 6-9 7-8",
                "12-8 9-7 10-6 11-5 1-4 2-3",
                "3-12 4-2 5-1 6-11 7-10 8-9",
                "12-9 10-8 11-7 1-6 2-5 3-4",
                "4-12 5-3 6-2 7-1 8-11 9-10",
                "12-10 11-9 1-8 2-7 3-6 4-5",
                "5-12 6-4 7-3 8-2 9-1 10-11",
                "12-11 1-10 2-9 3-8 4-7 5-6",
                "6-12 7-5 8-4 9-3 10-2 11-1",
            ],
        ),
    ];

    #[test]
    fn the_published_tables() {
        for (n, table) in PUBLISHED {
            assert_eq!(rounds(n, false) as usize, table.len());
            for (r, line) in table.iter().enumerate() {
                assert_eq!(text(n, r as u32 + 1), *line, "{n} players, round {}", r + 1);
                // An odd field plays the same table, the last player's games its byes.
                let odd = round(n - 1, r as u32 + 1, false);
                let expected: Vec<&str> = line
                    .split(' ')
                    .filter(|g| !g.split('-').any(|p| p == n.to_string()))
                    .collect();
                let got: Vec<String> = odd.boards.iter().map(|(w, b)| format!("{w}-{b}")).collect();
                assert_eq!(got, expected, "{} players, round {}", n - 1, r + 1);
                assert!(odd.bye.is_some());
            }
        }
    }

    #[test]
    fn every_pair_meets_once_and_the_last_player_turns_by_half() {
        for n in 3..=16u32 {
            let size = if n % 2 == 0 { n } else { n + 1 };
            let mut met = std::collections::HashSet::new();
            for r in 1..=rounds(n, false) {
                let p = round(n, r, false);
                let mut seen: Vec<u32> = p.boards.iter().flat_map(|&(w, b)| [w, b]).collect();
                seen.extend(p.bye);
                seen.sort_unstable();
                assert_eq!(seen, (1..=n).collect::<Vec<_>>(), "{n} players, round {r}");
                for &(w, b) in &p.boards {
                    assert!(met.insert((w.min(b), w.max(b))), "{w}-{b} twice");
                }
                // The rotation law: the last place meets 1, 1 + size/2, 2, 2 + size/2, ...
                let (first_w, first_b) = table_round_pairs(size, r)[0];
                let expected = wrap(1 + u64::from(r - 1) * u64::from(size / 2), size - 1);
                if r % 2 == 1 {
                    assert_eq!((first_w, first_b), (expected, size));
                } else {
                    assert_eq!((first_w, first_b), (size, expected));
                }
            }
            assert_eq!(met.len() as u32, n * (n - 1) / 2);
        }
    }

    #[test]
    fn double_round_robins() {
        for n in 3..=16u32 {
            let single = rounds(n, false);
            assert_eq!(rounds(n, true), 2 * single);
            let mut games = std::collections::HashMap::new();
            let mut colours: Vec<Vec<bool>> = vec![Vec::new(); n as usize + 1];
            for r in 1..=2 * single {
                for (w, b) in round(n, r, true).boards {
                    *games.entry((w, b)).or_insert(0) += 1;
                    colours[w as usize].push(true);
                    colours[b as usize].push(false);
                }
            }
            // Every pair twice, once with each colour.
            assert!(games.values().all(|&c| c == 1));
            assert_eq!(games.len() as u32, n * (n - 1));
            if n % 2 == 0 && n > 4 {
                // The swap of the first cycle's last two rounds: nobody three in a row.
                for (p, c) in colours.iter().enumerate().skip(1) {
                    assert!(
                        !c.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                        "{n}: player {p}: {c:?}"
                    );
                }
            }
        }
        // Ten players: rounds 8 and 9 swapped, round 10 is round 1 reversed.
        assert_eq!(round(10, 8, true), round(10, 9, false));
        assert_eq!(round(10, 9, true), round(10, 8, false));
        assert_eq!(round(10, 10, true).boards[0], (10, 1));
        assert_eq!(round(10, 19, true), Pairings::default());
    }

    #[test]
    fn ten_players_as_published() {
        let table = [
            "1-10 2-9 3-8 4-7 5-6",
            "10-6 7-5 8-4 9-3 1-2",
            "2-10 3-1 4-9 5-8 6-7",
            "10-7 8-6 9-5 1-4 2-3",
            "3-10 4-2 5-1 6-9 7-8",
            "10-8 9-7 1-6 2-5 3-4",
            "4-10 5-3 6-2 7-1 8-9",
            "10-9 1-8 2-7 3-6 4-5",
            "5-10 6-4 7-3 8-2 9-1",
        ];
        for (r, line) in table.iter().enumerate() {
            assert_eq!(text(10, r as u32 + 1), *line, "round {}", r + 1);
        }
        assert_eq!(rounds(10, false), 9);
    }
}
