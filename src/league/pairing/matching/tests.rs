//! The matching against brute force on small graphs, and resumed against fresh.

// Symmetric weight matrices, written and read by both indices.
#![allow(clippy::needless_range_loop)]

use super::*;
use crate::league::pairing::wide::Wide;
use rand::{RngExt, SeedableRng};

/// The best total weight by trying every matching.
fn brute(n: usize, w: &[Vec<i128>], used: &mut Vec<bool>) -> i128 {
    let Some(first) = (0..n).find(|&v| !used[v]) else {
        return 0;
    };
    used[first] = true;
    let mut best = brute(n, w, used);
    for other in first + 1..n {
        if !used[other] && w[first][other] > 0 {
            used[other] = true;
            best = best.max(w[first][other] + brute(n, w, used));
            used[other] = false;
        }
    }
    used[first] = false;
    best
}

/// The total weight of `mate` over `w`, checking that it is a matching of edges.
fn total(w: &[Vec<i128>], mate: &[Option<usize>]) -> i128 {
    let mut sum = 0;
    for (v, m) in mate.iter().enumerate() {
        if let Some(u) = *m {
            assert_eq!(mate[u], Some(v));
            assert!(w[v][u] > 0);
            if v < u {
                sum += w[v][u];
            }
        }
    }
    sum
}

fn edges_of(w: &[Vec<i128>]) -> Vec<(usize, usize, i128)> {
    let n = w.len();
    let mut edges = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if w[i][j] > 0 {
                edges.push((i, j, w[i][j]));
            }
        }
    }
    edges
}

/// A resumed matching against one from scratch: the weights of a few vertices'
/// edges changed (some dropped), again and again, as the Dutch system changes them.
#[test]
fn resumed_matches_a_fresh_one() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(77);
    for case in 0..600 {
        let n = rng.random_range(2..=if case % 3 == 0 { 40 } else { 10 });
        let spread: i128 = [3, 50, 1 << 40][case % 3];
        let density = rng.random_range(1..=4);
        let mut w = vec![vec![0i128; n]; n];
        for i in 0..n {
            for j in i + 1..n {
                if rng.random_range(0..4) < density {
                    let x = rng.random_range(1..=spread);
                    w[i][j] = x;
                    w[j][i] = x;
                }
            }
        }
        let mut last = solve(n, &edges_of(&w));
        for step in 0..6 {
            for _ in 0..rng.random_range(1..=3) {
                let v = rng.random_range(0..n);
                for u in 0..n {
                    if u != v && rng.random_range(0..3) == 0 {
                        let x = if rng.random_range(0..4) == 0 {
                            0
                        } else {
                            rng.random_range(1..=spread)
                        };
                        w[v][u] = x;
                        w[u][v] = x;
                    }
                }
            }
            let edges = edges_of(&w);
            let fresh = solve(n, &edges);
            let resumed = resume(n, &edges, &last.vertex_duals(), &last.mate);
            let best = if n <= 10 {
                brute(n, &w, &mut vec![false; n])
            } else {
                total(&w, &fresh.mate)
            };
            assert_eq!(total(&w, &resumed.mate), best, "case {case} step {step}");
            // Its duals prove it best: no edge below 0, the pairs' edges at 0,
            // a single vertex's dual 0.
            for &(i, j, x) in &edges {
                let slack = resumed.slack(i, j, x);
                assert!(slack >= 0, "case {case} step {step}: {i}-{j}");
                if resumed.mate[i] == Some(j) {
                    assert_eq!(slack, 0, "case {case} step {step}: {i}-{j}");
                }
            }
            for v in 0..n {
                assert!(resumed.dual[v] >= 0, "case {case} step {step}: {v}");
                if resumed.mate[v].is_none() {
                    assert_eq!(resumed.dual[v], 0, "case {case} step {step}: {v}");
                }
            }
            last = resumed;
        }
    }
}

#[test]
fn matches_brute_force_on_small_graphs() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    for case in 0..400 {
        let n = rng.random_range(1..=9);
        let spread = if case % 2 == 0 { 4 } else { 1000 };
        let mut w = vec![vec![0i128; n]; n];
        let mut edges = Vec::new();
        let mut wide_edges = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if rng.random_range(0..3) > 0 {
                    let x = rng.random_range(1..=spread) as i128;
                    w[i][j] = x;
                    w[j][i] = x;
                    edges.push((i, j, x));
                    wide_edges.push((i, j, Wide::<4>::from_u64(x as u64).shl(130)));
                }
            }
        }
        let best = brute(n, &w, &mut vec![false; n]);
        let mate = max_weight_matching(n, &edges);
        let mut total = 0;
        for (v, m) in mate.iter().enumerate() {
            if let Some(u) = *m {
                assert_eq!(mate[u], Some(v));
                if v < u {
                    assert!(w[v][u] > 0);
                    total += w[v][u];
                }
            }
        }
        assert_eq!(total, best, "case {case}: {edges:?}");
        assert_eq!(max_weight_matching(n, &wide_edges), mate, "case {case}");
    }
}
