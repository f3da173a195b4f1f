//! Maximum-cardinality matching in a general graph (Edmonds' blossoms, BFS from each free
//! vertex): whether a round can still be completed under the absolute criteria. It keeps
//! its matching between calls, so that a check after fixing a few pairs costs a few
//! augmenting searches rather than a whole matching.

use std::collections::VecDeque;

const NONE: usize = usize::MAX;

/// A graph given by its adjacency matrix, with a matching kept between calls.
pub struct Cardinality {
    n: usize,
    adjacent: Vec<bool>,
    mate: Vec<usize>,
}

impl Cardinality {
    /// `n` vertices, no edges.
    pub fn new(n: usize) -> Self {
        Cardinality {
            n,
            adjacent: vec![false; n * n],
            mate: vec![NONE; n],
        }
    }

    /// Adds or removes the edge `a`-`b`.
    pub fn set(&mut self, a: usize, b: usize, edge: bool) {
        self.adjacent[a * self.n + b] = edge;
        self.adjacent[b * self.n + a] = edge;
        if !edge && self.mate[a] == b {
            self.mate[a] = NONE;
            self.mate[b] = NONE;
        }
    }

    /// Leaves `a` and `b` only each other.
    pub fn fix(&mut self, a: usize, b: usize) {
        for u in 0..self.n {
            if u != a && u != b {
                self.set(a, u, false);
                self.set(b, u, false);
            }
        }
        self.set(a, b, true);
    }

    /// Whether every vertex can be matched.
    pub fn perfect(&mut self) -> bool {
        // A greedy start for the vertices still single.
        for v in 0..self.n {
            if self.mate[v] != NONE {
                continue;
            }
            for u in 0..self.n {
                if u != v && self.mate[u] == NONE && self.adjacent[v * self.n + u] {
                    self.mate[v] = u;
                    self.mate[u] = v;
                    break;
                }
            }
        }
        for v in 0..self.n {
            if self.mate[v] == NONE && !self.augment(v) {
                return false;
            }
        }
        true
    }

    /// Searches an augmenting path from the single vertex `root`, and flips it.
    fn augment(&mut self, root: usize) -> bool {
        let n = self.n;
        let mut parent = vec![NONE; n];
        let mut base: Vec<usize> = (0..n).collect();
        let mut used = vec![false; n];
        let mut queue = VecDeque::new();
        used[root] = true;
        queue.push_back(root);
        while let Some(v) = queue.pop_front() {
            for u in 0..n {
                if !self.adjacent[v * n + u] || base[v] == base[u] || self.mate[v] == u {
                    continue;
                }
                if u == root || (self.mate[u] != NONE && parent[self.mate[u]] != NONE) {
                    let current = self.lca(&base, &parent, v, u);
                    let mut blossom = vec![false; n];
                    self.mark_path(&mut base, &mut blossom, &mut parent, v, current, u);
                    self.mark_path(&mut base, &mut blossom, &mut parent, u, current, v);
                    for i in 0..n {
                        if blossom[base[i]] {
                            base[i] = current;
                            if !used[i] {
                                used[i] = true;
                                queue.push_back(i);
                            }
                        }
                    }
                } else if parent[u] == NONE {
                    parent[u] = v;
                    if self.mate[u] == NONE {
                        let mut u = u;
                        while u != NONE {
                            let pv = parent[u];
                            let next = self.mate[pv];
                            self.mate[u] = pv;
                            self.mate[pv] = u;
                            u = next;
                        }
                        return true;
                    }
                    let w = self.mate[u];
                    used[w] = true;
                    queue.push_back(w);
                }
            }
        }
        false
    }

    fn lca(&self, base: &[usize], parent: &[usize], a: usize, b: usize) -> usize {
        let mut seen = vec![false; self.n];
        let mut a = a;
        loop {
            a = base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = parent[self.mate[a]];
        }
        let mut b = b;
        loop {
            b = base[b];
            if seen[b] {
                return b;
            }
            b = parent[self.mate[b]];
        }
    }

    fn mark_path(
        &self,
        base: &mut [usize],
        blossom: &mut [bool],
        parent: &mut [usize],
        v: usize,
        b: usize,
        child: usize,
    ) {
        let (mut v, mut child) = (v, child);
        while base[v] != b {
            blossom[base[v]] = true;
            blossom[base[self.mate[v]]] = true;
            parent[v] = child;
            child = self.mate[v];
            v = parent[self.mate[v]];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_cycles_and_fixed_pairs() {
        // A triangle with a tail: 0-1-2-0, 2-3: perfect (0-1, 2-3).
        let mut g = Cardinality::new(4);
        for (a, b) in [(0, 1), (1, 2), (2, 0), (2, 3)] {
            g.set(a, b, true);
        }
        assert!(g.perfect());
        // Fixing 0-2 leaves 1 and 3 apart.
        g.fix(0, 2);
        assert!(!g.perfect());
        // Two triangles joined by an edge: a blossom on each side.
        let mut g = Cardinality::new(6);
        for (a, b) in [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3), (2, 3)] {
            g.set(a, b, true);
        }
        assert!(g.perfect());
        g.set(2, 3, false);
        assert!(!g.perfect());
    }
}
