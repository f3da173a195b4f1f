//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual
//! variables (the primal-dual method of Galil's survey, "Efficient algorithms for finding
//! maximum matching in graphs", 1986), O(n³), over any integer weight type, so that the
//! Dutch system's weights, hundreds of bits wide, are compared exactly.
//!
//! Written here rather than taken from crates.io: the crates found (integer-blossom among
//! them) compute minimum-weight *perfect* matchings over `i64`, where the pairing needs a
//! maximum-weight matching that may leave vertices single, over integers wider than 128
//! bits.
//!
//! With integer weights every dual value stays an integer (slacks of edges between two
//! S-blossoms are even), so no fractions are needed.

use super::wide::Weight;

/// No vertex, edge end or blossom.
const NONE: usize = usize::MAX;

/// A maximum-weight matching of the graph on `n` vertices with the edges `(i, j, w)`
/// (`w > 0`; `i != j`): for each vertex its mate, if it has one. Among matchings of the
/// same weight the one found is fixed by the order of the edges.
#[cfg(test)]
pub fn max_weight_matching<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Vec<Option<usize>> {
    solve(n, edges).mate
}

/// A maximum-weight matching with the dual solution that proves it optimal.
#[derive(Clone)]
pub struct Solution<W> {
    /// Each vertex's mate, if it has one.
    pub mate: Vec<Option<usize>>,
    /// The vertices' and blossoms' duals (twice the textbook's: the slack of an edge is
    /// `dual[u] + dual[v] - 2w` plus twice the duals of the blossoms holding both ends).
    dual: Vec<W>,
    /// Each vertex's and blossom's enclosing blossom, `NONE` at the top.
    parent: Vec<usize>,
}

impl<W: Weight> Solution<W> {
    /// Twice the slack of the edge `u`-`v` of weight `w` under the final duals: 0 on
    /// every edge of the matching.
    pub fn slack(&self, u: usize, v: usize, w: W) -> W {
        let mut s = self.dual[u].add(self.dual[v]).sub(w.add(w));
        let mut above_u = Vec::new();
        let mut b = self.parent[u];
        while b != NONE {
            above_u.push(b);
            b = self.parent[b];
        }
        let mut b = self.parent[v];
        while b != NONE {
            if above_u.contains(&b) {
                s = s.add(self.dual[b]).add(self.dual[b]);
            }
            b = self.parent[b];
        }
        s
    }
}

impl<W: Weight> Solution<W> {
    /// Each vertex's dual with the duals of the blossoms around it added: duals that
    /// need no blossoms, as feasible as these (an edge inside a blossom keeps its slack,
    /// one leaving it gains), for [`resume`] to start from.
    pub fn vertex_duals(&self) -> Vec<W> {
        (0..self.mate.len())
            .map(|v| {
                let mut y = self.dual[v];
                let mut b = self.parent[v];
                while b != NONE {
                    y = y.add(self.dual[b]);
                    b = self.parent[b];
                }
                y
            })
            .collect()
    }
}

/// [`max_weight_matching`] with its dual solution.
pub fn solve<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Solution<W> {
    run(n, edges, None)
}

/// The same as [`solve`], started from an earlier solution's vertex duals
/// ([`Solution::vertex_duals`]) and mates over the same vertices, whose edges' weights
/// may have changed since: the pairs are kept, their duals moved by the change of
/// their edge's weight, duals too low for the new weights are raised (unmatching
/// their vertex), and the stages go on
/// from there. After a change to the edges of a few vertices that is a few stages
/// rather than one per pair. The matching is of the same weight as [`solve`]'s (of
/// the same pairs when the best is unique).
pub fn resume<W: Weight>(
    n: usize,
    edges: &[(usize, usize, W)],
    duals: &[W],
    mates: &[Option<usize>],
) -> Solution<W> {
    run(n, edges, Some((duals, mates)))
}

fn run<W: Weight>(
    n: usize,
    edges: &[(usize, usize, W)],
    start: Option<(&[W], &[Option<usize>])>,
) -> Solution<W> {
    if edges.is_empty() || n == 0 {
        return Solution {
            mate: vec![None; n],
            dual: vec![W::zero(); 2 * n],
            parent: vec![NONE; 2 * n],
        };
    }
    let mut m = Matcher::new(n, edges);
    match start {
        Some((duals, mates)) => m.start_from(duals, mates),
        None => m.warm_start(),
    }
    m.solve();
    let mate = (0..n)
        .map(|v| {
            if m.mate[v] == NONE {
                None
            } else {
                Some(m.endpoint[m.mate[v]])
            }
        })
        .collect();
    Solution {
        mate,
        dual: m.dualvar,
        parent: m.blossomparent,
    }
}

struct Matcher<'a, W: Weight> {
    n: usize,
    edges: &'a [(usize, usize, W)],
    /// endpoint[p]: the vertex at end p (edge p / 2, end p % 2).
    endpoint: Vec<usize>,
    /// Each edge's two vertices, as `u32` to keep the hot loops' data small.
    ends: Vec<[u32; 2]>,
    /// Each edge's weight doubled, as the slacks need it.
    twice: Vec<W>,
    /// The edges of each vertex `v`: `adj[adj_start[v]..adj_start[v + 1]]`, each the
    /// vertex at the far end and that end `p`, in the order of the edges.
    adj_start: Vec<usize>,
    adj: Vec<(u32, u32)>,
    /// `twice` of each edge of `adj`, beside it: the scans read it in order.
    adj_twice: Vec<W>,
    /// mate[v]: the far end p of v's matched edge, or NONE.
    mate: Vec<usize>,
    /// label[b] of top-level blossoms: 0 free, 1 S, 2 T.
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    /// The slack of `bestedge[x]` when `bestepoch[x]` is `epoch` (no dual changed since
    /// it was computed), so that the scans compare against it without recomputing it.
    bestslack: Vec<W>,
    bestepoch: Vec<u32>,
    /// Counts the dual changes; 0 in `bestepoch` is never current.
    epoch: u32,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<W>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

impl<'a, W: Weight> Matcher<'a, W> {
    fn new(n: usize, edges: &'a [(usize, usize, W)]) -> Self {
        let nedge = edges.len();
        let mut maxweight = W::zero();
        for e in edges {
            if e.2 > maxweight {
                maxweight = e.2;
            }
        }
        let mut endpoint = Vec::with_capacity(2 * nedge);
        let mut degree = vec![0usize; n + 1];
        for &(i, j, _) in edges {
            endpoint.push(i);
            endpoint.push(j);
            degree[i + 1] += 1;
            degree[j + 1] += 1;
        }
        for v in 0..n {
            degree[v + 1] += degree[v];
        }
        let adj_start = degree.clone();
        let mut fill = degree;
        let mut adj = vec![(0u32, 0u32); 2 * nedge];
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            adj[fill[i]] = (j as u32, (2 * k + 1) as u32);
            fill[i] += 1;
            adj[fill[j]] = (i as u32, (2 * k) as u32);
            fill[j] += 1;
        }
        let ends = edges
            .iter()
            .map(|&(i, j, _)| [i as u32, j as u32])
            .collect();
        let twice: Vec<W> = edges.iter().map(|&(_, _, w)| w.add(w)).collect();
        let adj_twice = adj.iter().map(|&(_, p)| twice[p as usize / 2]).collect();
        let mut dualvar = vec![maxweight; n];
        dualvar.extend(std::iter::repeat_n(W::zero(), n));
        Matcher {
            n,
            edges,
            endpoint,
            ends,
            twice,
            adj_start,
            adj,
            adj_twice,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            bestslack: vec![W::zero(); 2 * n],
            bestepoch: vec![0; 2 * n],
            epoch: 1,
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).rev().collect(),
            dualvar,
            allowedge: vec![false; nedge],
            queue: Vec::new(),
        }
    }

    /// Starts from `duals` and the pairs of `mates` (see [`resume`]), the duals of each
    /// pair moved together by the change of its edge's weight. Every dual too low for an edge is raised to make that edge tight,
    /// the end raised being the one with more such edges (the vertex whose edges
    /// changed), and its pair undone. Free vertices with a positive dual become roots
    /// of the stages; their duals are given one parity, as the roots of a fresh start
    /// share one, so that the slack between two S-vertices stays even.
    fn start_from(&mut self, duals: &[W], mates: &[Option<usize>]) {
        let n = self.n;
        self.dualvar[..n].copy_from_slice(&duals[..n]);
        for v in 0..n {
            let Some(u) = mates[v] else { continue };
            if u < v || mates[u] != Some(v) {
                continue;
            }
            for idx in self.adj_start[v]..self.adj_start[v + 1] {
                let (w, p) = self.adj[idx];
                if w as usize == u {
                    // The pair's two duals take the change of its weight half each,
                    // so that its edge is tight again.
                    let gap = self.slack(p as usize / 2);
                    let dv = self.dualvar[v].sub(gap.half());
                    let du = self.dualvar[u].sub(gap.sub(gap.half()));
                    if dv >= W::zero() && du >= W::zero() {
                        self.dualvar[v] = dv;
                        self.dualvar[u] = du;
                        self.mate[v] = p as usize;
                        self.mate[u] = p as usize ^ 1;
                    }
                    break;
                }
            }
        }
        let mut short = vec![0u32; n];
        for k in 0..self.edges.len() {
            if self.slack(k) < W::zero() {
                let [i, j] = self.ends[k];
                short[i as usize] += 1;
                short[j as usize] += 1;
            }
        }
        for k in 0..self.edges.len() {
            if self.slack(k) >= W::zero() {
                continue;
            }
            let [i, j] = self.ends[k].map(|e| e as usize);
            let (u, other) = if short[j] > short[i] { (j, i) } else { (i, j) };
            self.dualvar[u] = self.twice[k].sub(self.dualvar[other]);
            if self.mate[u] != NONE {
                let m = self.endpoint[self.mate[u]];
                self.mate[m] = NONE;
                self.mate[u] = NONE;
            }
        }
        let one = W::from_u64(1);
        let mut parity = None;
        for v in 0..n {
            if self.mate[v] == NONE && self.dualvar[v] > W::zero() {
                let odd = self.dualvar[v].half().add(self.dualvar[v].half()) != self.dualvar[v];
                match parity {
                    None => parity = Some(odd),
                    Some(p) if p != odd => self.dualvar[v] = self.dualvar[v].add(one),
                    Some(_) => {}
                }
            }
        }
    }

    /// A fresh start nearer the end than every dual at the largest weight: each pair
    /// of vertices whose heaviest edges are each other's is matched, its two duals that
    /// edge's weight (tight), and every vertex left free has the heaviest weight of
    /// those vertices' edges as its dual. The duals are feasible (an edge's ends each
    /// weigh at least it), the pairs tight and the free vertices share one dual: the
    /// state of the method between two stages, so the stages go on from there, with
    /// fewer to go.
    fn warm_start(&mut self) {
        let n = self.n;
        let mut heaviest = vec![W::zero(); n];
        let mut over = vec![NONE; n];
        for &(i, j, w) in self.edges {
            if w > heaviest[i] {
                heaviest[i] = w;
                over[i] = j;
            }
            if w > heaviest[j] {
                heaviest[j] = w;
                over[j] = i;
            }
        }
        let mates: Vec<Option<usize>> = (0..n)
            .map(|v| (over[v] != NONE && over[over[v]] == v).then_some(over[v]))
            .collect();
        let free = (0..n).filter(|&v| mates[v].is_none());
        let top = free.clone().map(|v| heaviest[v]).max().unwrap_or(W::zero());
        for v in free {
            heaviest[v] = top;
        }
        self.start_from(&heaviest, &mates);
    }

    fn slack(&self, k: usize) -> W {
        let [i, j] = self.ends[k];
        self.dualvar[i as usize]
            .add(self.dualvar[j as usize])
            .sub(self.twice[k])
    }

    /// The slack of `bestedge[x]` (not `NONE`), from the cache while no dual changed.
    fn best_slack(&mut self, x: usize) -> W {
        if self.bestepoch[x] != self.epoch {
            self.bestslack[x] = self.slack(self.bestedge[x]);
            self.bestepoch[x] = self.epoch;
        }
        self.bestslack[x]
    }

    /// Sets `bestedge[x]` to `k`, whose slack is `slack`.
    fn set_best(&mut self, x: usize, k: usize, slack: W) {
        self.bestedge[x] = k;
        self.bestslack[x] = slack;
        self.bestepoch[x] = self.epoch;
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        let mut stack = vec![b];
        while let Some(t) = stack.pop() {
            if t < self.n {
                out.push(t);
            } else {
                for &c in self.blossomchilds[t].iter().rev() {
                    stack.push(c);
                }
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else {
            let base = self.blossombase[b];
            let mb = self.mate[base];
            let v = self.endpoint[mb];
            self.assign_label(v, 1, mb ^ 1);
        }
    }

    fn scan_blossom(&mut self, v: usize, w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        let (mut v, mut w) = (v, w);
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().unwrap_or(NONE);
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.blossomchilds[b] = path.clone();
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = W::zero();
        for v in self.leaves_of(b) {
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &bv in &path {
            let nblists: Vec<Vec<usize>> = match self.blossombestedges[bv].take() {
                Some(list) => vec![list],
                None => self
                    .leaves_of(bv)
                    .into_iter()
                    .map(|v| {
                        self.adj[self.adj_start[v]..self.adj_start[v + 1]]
                            .iter()
                            .map(|&(_, p)| p as usize / 2)
                            .collect()
                    })
                    .collect(),
            };
            for nblist in nblists {
                for k in nblist {
                    let (mut i, mut j, _) = self.edges[k];
                    if self.inblossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let bj = self.inblossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
                    {
                        bestedgeto[bj] = k;
                    }
                }
            }
            self.bestedge[bv] = NONE;
        }
        let list: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        self.bestedge[b] = NONE;
        for &k in &list {
            if self.bestedge[b] == NONE || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
                self.bestepoch[b] = 0;
            }
        }
        self.blossombestedges[b] = Some(list);
        self.blossomchilds[b] = path;
        self.blossomendps[b] = endps;
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s] == W::zero() {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
            let len = childs.len() as isize;
            let mut j = childs.iter().position(|&c| c == entrychild).unwrap_or(0) as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 != 0 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let idx = |j: isize| j.rem_euclid(len) as usize;
            let endps = self.blossomendps[b].clone();
            let mut p = self.labelend[b];
            let trick = endptrick as isize;
            while j != 0 {
                let q = endps[idx(j - trick)];
                self.label[self.endpoint[p ^ 1]] = 0;
                self.label[self.endpoint[q ^ endptrick ^ 1]] = 0;
                self.assign_label(self.endpoint[p ^ 1], 2, p);
                self.allowedge[q / 2] = true;
                j += jstep;
                p = endps[idx(j - trick)] ^ endptrick;
                self.allowedge[p / 2] = true;
                j += jstep;
            }
            let bv = childs[idx(j)];
            self.label[self.endpoint[p ^ 1]] = 2;
            self.label[bv] = 2;
            self.labelend[self.endpoint[p ^ 1]] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while childs[idx(j)] != entrychild {
                let bv = childs[idx(j)];
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let mut found = NONE;
                for v in self.leaves_of(bv) {
                    if self.label[v] != 0 {
                        found = v;
                        break;
                    }
                }
                if found != NONE {
                    let v = found;
                    let mb = self.mate[self.blossombase[bv]];
                    self.label[v] = 0;
                    self.label[self.endpoint[mb]] = 0;
                    let p = self.labelend[v];
                    self.assign_label(v, 2, p);
                }
                j += jstep;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomchilds[b] = Vec::new();
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let i = self.blossomchilds[b]
            .iter()
            .position(|&c| c == t)
            .unwrap_or(0) as isize;
        let mut j = i;
        let (jstep, endptrick): (isize, usize) = if i & 1 != 0 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let idx = |j: isize| j.rem_euclid(len) as usize;
        while j != 0 {
            j += jstep;
            let t = self.blossomchilds[b][idx(j)];
            let p = self.blossomendps[b][idx(j - endptrick as isize)] ^ endptrick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = self.blossomchilds[b][idx(j)];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        let i = i as usize;
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        self.augment_from(v, 2 * k + 1);
        self.augment_from(w, 2 * k);
    }

    /// Flips the alternating path from `s` (an S-vertex, or a free vertex) to its root,
    /// then gives `s` the edge end `p` (`NONE`: leaves `s` single and its root matched).
    fn augment_from(&mut self, s0: usize, p0: usize) {
        {
            let (mut s, mut p) = (s0, p0);
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn solve(&mut self) {
        let n = self.n;
        loop {
            self.label.iter_mut().for_each(|l| *l = 0);
            self.bestedge.iter_mut().for_each(|e| *e = NONE);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            self.allowedge.iter_mut().for_each(|a| *a = false);
            self.queue.clear();
            // The roots: free vertices whose dual is not yet 0 (those at 0 may stay
            // single; only a resumed matching has such vertices before its end).
            for v in 0..n {
                if self.mate[v] == NONE
                    && self.label[self.inblossom[v]] == 0
                    && self.dualvar[v] > W::zero()
                {
                    self.assign_label(v, 1, NONE);
                }
            }
            if self.queue.is_empty() {
                break;
            }
            let mut augmented = false;
            let mut root_done = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    let dv = self.dualvar[v];
                    for idx in self.adj_start[v]..self.adj_start[v + 1] {
                        let (w, p) = self.adj[idx];
                        let (w, p) = (w as usize, p as usize);
                        let k = p / 2;
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = W::zero();
                        if !self.allowedge[k] {
                            kslack = dv.add(self.dualvar[w]).sub(self.adj_twice[idx]);
                            if kslack <= W::zero() {
                                self.allowedge[k] = true;
                            }
                        }
                        if self.allowedge[k] {
                            let bw = self.inblossom[w];
                            if self.label[bw] == 0 && self.mate[self.blossombase[bw]] == NONE {
                                // A free vertex at dual 0 (resumed only): an
                                // augmenting path ends there.
                                self.labelend[bw] = NONE;
                                self.labelend[w] = NONE;
                                self.augment_matching(k);
                                augmented = true;
                                break;
                            } else if self.label[bw] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[self.inblossom[w]] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NONE || kslack < self.best_slack(b) {
                                self.set_best(b, k, kslack);
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == NONE || kslack < self.best_slack(w))
                        {
                            self.set_best(w, k, kslack);
                        }
                    }
                    if augmented {
                        break;
                    }
                }
                if augmented {
                    break;
                }
                // No augmenting path: change the duals.
                // Type 1: an S-vertex's dual reaches 0 (on a fresh start the roots'
                // duals are the lowest of all, so this is the lowest of all).
                let mut deltatype = 1;
                let mut delta = W::zero();
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                let mut deltavertex = NONE;
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 1
                        && (deltavertex == NONE || self.dualvar[v] < delta)
                    {
                        delta = self.dualvar[v];
                        deltavertex = v;
                    }
                }
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                        let d = self.best_slack(v);
                        if d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.blossomparent[b] == NONE
                        && self.label[b] == 1
                        && self.bestedge[b] != NONE
                    {
                        let d = self.best_slack(b).half();
                        if d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE
                        && self.blossomparent[b] == NONE
                        && self.label[b] == 2
                        && self.dualvar[b] < delta
                    {
                        delta = self.dualvar[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                self.epoch += 1;
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        1 => self.dualvar[v] = self.dualvar[v].sub(delta),
                        2 => self.dualvar[v] = self.dualvar[v].add(delta),
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                        match self.label[b] {
                            1 => self.dualvar[b] = self.dualvar[b].add(delta),
                            2 => self.dualvar[b] = self.dualvar[b].sub(delta),
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    1 => {
                        // A root at 0 stays single: its tree is given up. Else a vertex
                        // of a tree at 0 is left single, its root matched (resumed only).
                        let root_at_zero = (0..n).any(|v| {
                            self.mate[v] == NONE
                                && self.label[self.inblossom[v]] == 1
                                && self.dualvar[v] == W::zero()
                        });
                        if root_at_zero {
                            root_done = true;
                        } else {
                            self.augment_from(deltavertex, NONE);
                        }
                        break;
                    }
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, j, _) = self.edges[deltaedge];
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        let (i, _, _) = self.edges[deltaedge];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if root_done {
                continue;
            }
            for b in n..2 * n {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dualvar[b] == W::zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
