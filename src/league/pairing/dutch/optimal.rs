//! One bracket's matching for the Dutch system: the weights of its pairs, changed step by
//! step while the pairs are fixed, and the last maximum-weight matching with the duals
//! that prove it best.

use crate::league::pairing::matching::{Solution, resume, solve};
use crate::league::pairing::wide::Weight;

/// The matching of one bracket, kept as a weight matrix and recomputed on demand. Fixed
/// pairs keep only their own edge, so they are left out of the matchings that follow.
pub struct Optimal<W: Weight> {
    n: usize,
    weights: Vec<W>,
    mate: Vec<usize>,
    fixed: Vec<bool>,
    stale: bool,
    /// The last matching's dual solution, over the vertices then active.
    proof: Option<(Solution<W>, Vec<usize>)>,
    /// A matching kept to resume from later (`keep`, `resume_kept`).
    kept: Option<(Solution<W>, Vec<usize>)>,
    /// Raises of the duals the next matching resumes from (`raise_dual`).
    raise: Vec<W>,
}

impl<W: Weight> Optimal<W> {
    pub fn new(n: usize) -> Self {
        Optimal {
            n,
            weights: vec![W::zero(); n * n],
            mate: (0..n).collect(),
            fixed: vec![false; n],
            stale: true,
            proof: None,
            kept: None,
            raise: vec![W::zero(); n],
        }
    }

    pub fn set(&mut self, a: usize, b: usize, w: W) {
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        if self.weights[hi * self.n + lo] != w {
            self.weights[hi * self.n + lo] = w;
            self.stale = true;
        }
    }

    /// The maximum-weight matching: each vertex's mate, itself when single.
    pub fn compute(&mut self) -> &[usize] {
        if self.stale {
            let active: Vec<usize> = (0..self.n).filter(|&v| !self.fixed[v]).collect();
            let mut edges = Vec::new();
            for (h, &hi) in active.iter().enumerate() {
                for (l, &lo) in active[..h].iter().enumerate() {
                    let w = self.weights[hi * self.n + lo];
                    if w > W::zero() {
                        edges.push((l, h, w));
                    }
                }
            }
            let solution = match self.resumed(&active, &edges) {
                Some(solution) => solution,
                None => solve(active.len(), &edges),
            };
            for (i, m) in solution.mate.iter().enumerate() {
                self.mate[active[i]] = m.map_or(active[i], |j| active[j]);
            }
            self.proof = Some((solution, active));
            self.raise.iter_mut().for_each(|r| *r = W::zero());
            self.stale = false;
        }
        &self.mate
    }

    /// The matching over `active` resumed from the last one: fixing pairs only removes
    /// vertices, and the weights change for a few vertices' edges at a time. `None`
    /// when there is none to resume.
    fn resumed(&self, active: &[usize], edges: &[(usize, usize, W)]) -> Option<Solution<W>> {
        let (last, last_active) = self.proof.as_ref()?;
        let places: Vec<usize> = active
            .iter()
            .map(|v| last_active.binary_search(v).ok())
            .collect::<Option<_>>()?;
        let duals = last.vertex_duals();
        let start_duals: Vec<W> = places
            .iter()
            .zip(active)
            .map(|(&i, &v)| duals[i].add(self.raise[v]))
            .collect();
        let start_mates: Vec<Option<usize>> = places
            .iter()
            .map(|&i| last.mate[i].and_then(|j| active.binary_search(&last_active[j]).ok()))
            .collect();
        Some(resume(active.len(), edges, &start_duals, &start_mates))
    }

    /// Raises `v`'s dual by `by` for the next matching resumed (a dual, doubled as the
    /// matching keeps them): where the weights of most of `v`'s edges rise by half
    /// that, its pairs are then kept.
    pub fn raise_dual(&mut self, v: usize, by: W) {
        self.raise[v] = self.raise[v].add(by);
    }

    /// Keeps the last matching, to resume from it again after weights that it does
    /// not fit have come and gone.
    pub fn keep(&mut self) {
        self.kept = self.proof.clone();
    }

    /// Resumes the next matching from the one kept rather than the last: after a change
    /// to the weights of most edges that puts back (most of) those of the matching
    /// kept, which still fits them, where the last one would have most of its pairs
    /// undone.
    pub fn resume_kept(&mut self) {
        if let Some(kept) = self.kept.take() {
            self.proof = Some(kept);
        }
    }

    /// Whether the pair `a`-`b`, of weight `w` in the last matching, may be in a matching
    /// that is best by the weights that count (all but the lowest `hint_bits`). Sound
    /// only while nothing but fixing pairs of that matching changed the weights since:
    /// its duals then still prove the rest of it best, and an edge of any matching as
    /// good by the weights that count has a slack below the hints' total,
    /// `1 << hint_bits` (doubled: `slack` is twice the slack). True when unsure.
    ///
    /// Each pair fixed since that is not of that matching (`swaps`, made by exchanging
    /// two of its pairs) loosens the proof by the hints' total once more.
    pub fn may_be_best(&self, a: usize, b: usize, w: W, hint_bits: u32, swaps: u64) -> bool {
        let Some((solution, active)) = &self.proof else {
            return true;
        };
        let (Ok(i), Ok(j)) = (active.binary_search(&a), active.binary_search(&b)) else {
            return true;
        };
        solution.slack(i, j, w) < W::from_u64(swaps + 1).shl(hint_bits + 1)
    }

    /// Pairs `a` with `b` for good: both leave the matchings that follow (so their
    /// edges are cleared rather than given a weight above all others).
    pub fn fix(&mut self, a: usize, b: usize) {
        for u in 0..self.n {
            self.set(a, u, W::zero());
            self.set(b, u, W::zero());
        }
        self.stale = true;
        self.fixed[a] = true;
        self.fixed[b] = true;
        self.mate[a] = b;
        self.mate[b] = a;
    }
}
