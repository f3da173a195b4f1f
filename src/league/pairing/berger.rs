//! INTERIM (tournament branch)
//! Round robins by FIDE's Berger tables (Handbook C.05, Annex 1).
//!
//! A stand-in, so that the tournament branch builds and runs end to end: the pairing
//! engine's branch brings the real file, which replaces this one at merge.

use super::Pairings;

/// The number of places of the table: the players, plus one (the bye) when odd.
fn places(players: u32) -> u32 {
    players + players % 2
}

/// The number of rounds of a round robin of `players` (twice as many when `double`).
pub fn rounds(players: u32, double: bool) -> u32 {
    let single = places(players).saturating_sub(1);
    if double { 2 * single } else { single }
}

/// Round `round` (from 1) of the Berger table of `players`: (White, Black) by pairing
/// number, board 1 first. With an odd number of players, whoever meets the extra place
/// has the bye. In a double round robin the second cycle repeats the first with the
/// colours reversed. A round outside the table has no boards.
pub fn round(players: u32, round: u32, double: bool) -> Pairings {
    let n = places(players);
    let single = n.saturating_sub(1);
    if n < 2 || round == 0 || round > rounds(players, double) {
        return Pairings::default();
    }
    let (r, reversed) = if round > single {
        (round - single, true)
    } else {
        (round, false)
    };
    let wrap = |x: i64| ((x - 1).rem_euclid(i64::from(single)) + 1) as u32;
    let first = wrap(i64::from((r - 1) * (n / 2)) + 1);
    let mut pairs = Vec::with_capacity(n as usize / 2);
    // Board 1: the last place against the round's first number, colours alternating.
    pairs.push(if r % 2 == 1 { (first, n) } else { (n, first) });
    for k in 1..n / 2 {
        let white = wrap(i64::from(first) + i64::from(k));
        let black = wrap(i64::from(first) - i64::from(k));
        pairs.push((white, black));
    }
    let mut out = Pairings::default();
    for (w, b) in pairs {
        let (w, b) = if reversed { (b, w) } else { (w, b) };
        if w > players {
            out.bye = Some(b);
        } else if b > players {
            out.bye = Some(w);
        } else {
            out.boards.push((w, b));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_players_as_the_handbook_prints_them() {
        let table: Vec<Vec<(u32, u32)>> = (1..=5).map(|r| round(6, r, false).boards).collect();
        assert_eq!(table[0], [(1, 6), (2, 5), (3, 4)]);
        assert_eq!(table[1], [(6, 4), (5, 3), (1, 2)]);
        assert_eq!(table[2], [(2, 6), (3, 1), (4, 5)]);
        assert_eq!(table[3], [(6, 5), (1, 4), (2, 3)]);
        assert_eq!(table[4], [(3, 6), (4, 2), (5, 1)]);
    }

    #[test]
    fn everyone_meets_everyone_once_and_odd_tables_give_byes() {
        for players in 3..=9 {
            let mut met = std::collections::HashSet::new();
            let mut byes = Vec::new();
            for r in 1..=rounds(players, false) {
                let p = round(players, r, false);
                for (w, b) in p.boards {
                    assert!(met.insert((w.min(b), w.max(b))), "{players}: {w}-{b} twice");
                }
                byes.extend(p.bye);
            }
            assert_eq!(met.len() as u32, players * (players - 1) / 2);
            assert_eq!(byes.len() as u32, players % 2 * players);
        }
        assert_eq!(round(4, 4, true).boards, [(4, 1), (3, 2)]);
    }
}
