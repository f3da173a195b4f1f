//! A Swiss round by FIDE's Dutch system (Handbook C.04.3, the rules in force since 1
//! February 2017, with C.04.1 and C.04.2 as far as pairing goes).
//!
//! The players are paired bracket by bracket, from the top score down, as C.04.3 article
//! 3 wants; each bracket is one maximum-weight matching over its players and the next
//! score group, whose weights (see `weights`) put the quality criteria C5-C21 in their
//! order, and whose pairs are then fixed one at a time in the order of articles 3.2-3.6
//! (which movers-down are paired, with whom, how few exchanges, the transpositions), each
//! fix a new matching with a few low bits raised. A cardinality matching over all players
//! checks after each bracket that the round can still be completed (C4); when it cannot,
//! the bracket is paired again together with everyone below it (the collapsed last
//! bracket, article 3.9). This is the method of bbpPairings (FIDE-endorsed), written anew
//! from its description and checked against it (`fixtures/pairing/`).

mod colour;
mod optimal;
mod state;
mod weights;

use std::collections::HashMap;

use self::optimal::Optimal;
use self::state::Entrant;
use self::weights::{Bracket, may_meet};
use super::cardinality::Cardinality;
use super::wide::{Weight, Wide};
use super::{PairingError, Pairings, Score, Tournament};

/// Pairs the next round of `tournament` (the round after the players' `rounds`) by the
/// Dutch system: every player not absent is paired or given the pairing-allocated bye.
pub fn pair(tournament: &Tournament) -> Result<Pairings, PairingError> {
    check(tournament)?;
    let played = tournament.rounds_played();
    if played >= tournament.total_rounds {
        return Err(PairingError::Over);
    }
    let last_round = played + 1 >= tournament.total_rounds;
    let initial = state::initial_colour(tournament);
    let mut sorted = state::entrants(tournament);
    sorted.sort_by(|a, b| b.score.cmp(&a.score).then(a.rank.cmp(&b.rank)));
    let m = sorted.len();
    if m == 0 {
        return Ok(Pairings::default());
    }
    let mut validity = Cardinality::new(m + m % 2);
    for i in 0..m {
        for j in i + 1..m {
            validity.set(i, j, may_meet(&sorted[i], &sorted[j], last_round, played));
        }
        if m % 2 == 1 {
            validity.set(i, m, sorted[i].bye_eligible);
        }
    }
    if !validity.perfect() {
        return Err(PairingError::Impossible);
    }
    let mut partner: Vec<Option<usize>> = vec![None; m];
    let mut cursor = 0;
    let mut bracket: Vec<usize> = Vec::new();
    while cursor < m && sorted[cursor].score >= sorted[0].score {
        bracket.push(cursor);
        cursor += 1;
    }
    let mut special = cursor == m;
    let mut begin = 0;
    let rules = Rules { played, last_round };
    while bracket.len() > 1 || cursor < m {
        let next = bracket.len();
        let group_start = cursor;
        while cursor < m && (special || sorted[cursor].score >= sorted[group_start].score) {
            bracket.push(cursor);
            cursor += 1;
        }
        let players: Vec<&Entrant> = bracket.iter().map(|&i| &sorted[i]).collect();
        let shape = Bracket::new(&players, begin, next, special, cursor == m, played);
        // The matching's duals and slacks reach four times the largest weight.
        let need = shape.value_bits(players.len()) + 3;
        let job = Job {
            players: &players,
            ids: &bracket,
            begin,
            next,
            shape: &shape,
            rules,
        };
        let outcome = if need <= i128::BITS {
            job.run::<i128>(&mut validity)
        } else if need <= Wide::<3>::BITS {
            job.run::<Wide<3>>(&mut validity)
        } else if need <= Wide::<4>::BITS {
            job.run::<Wide<4>>(&mut validity)
        } else if need <= Wide::<5>::BITS {
            job.run::<Wide<5>>(&mut validity)
        } else if need <= Wide::<6>::BITS {
            job.run::<Wide<6>>(&mut validity)
        } else if need <= Wide::<8>::BITS {
            job.run::<Wide<8>>(&mut validity)
        } else if need <= Wide::<16>::BITS {
            job.run::<Wide<16>>(&mut validity)
        } else if need <= Wide::<32>::BITS {
            job.run::<Wide<32>>(&mut validity)
        } else {
            job.run::<Wide<128>>(&mut validity)
        };
        let Some((matched, mate)) = outcome else {
            // The round cannot be completed after this bracket: pair it again with
            // everyone below it.
            bracket.truncate(next);
            cursor = group_start;
            special = true;
            continue;
        };
        special = cursor == m;
        let mut rest = Vec::new();
        begin = 0;
        for p in 0..bracket.len() {
            if p < next && matched[p] {
                partner[bracket[p]] = Some(bracket[mate[p]]);
                partner[bracket[mate[p]]] = Some(bracket[p]);
            } else {
                rest.push(bracket[p]);
                if p < next {
                    begin += 1;
                }
            }
        }
        bracket = rest;
    }
    Ok(result(&sorted, &partner, initial))
}

/// The facts of the round every bracket needs.
#[derive(Clone, Copy)]
struct Rules {
    played: u32,
    last_round: bool,
}

/// The pairings with colours, boards ordered as C.04.2 orders them: by the higher
/// player's score, then the lower player's, then the higher player's rank; the bye last.
fn result(sorted: &[Entrant], partner: &[Option<usize>], initial: super::Colour) -> Pairings {
    let mut boards = Vec::new();
    let mut bye = None;
    for (i, p) in sorted.iter().enumerate() {
        match partner[i] {
            None => bye = Some(p.number),
            Some(j) => {
                let q = &sorted[j];
                if p.number < q.number {
                    let white = colour::colour_of(p, q, initial) == super::Colour::White;
                    boards.push(if white { (i, j) } else { (j, i) });
                }
            }
        }
    }
    let higher_lower = |(w, b): (usize, usize)| {
        if colour::ranks_below(&sorted[w], &sorted[b]) {
            (b, w)
        } else {
            (w, b)
        }
    };
    boards.sort_by(|&x, &y| {
        let (hx, lx) = higher_lower(x);
        let (hy, ly) = higher_lower(y);
        sorted[hy]
            .score
            .cmp(&sorted[hx].score)
            .then(sorted[ly].score.cmp(&sorted[lx].score))
            .then(sorted[hx].rank.cmp(&sorted[hy].rank))
    });
    Pairings {
        boards: boards
            .into_iter()
            .map(|(w, b)| (sorted[w].number, sorted[b].number))
            .collect(),
        bye,
    }
}

/// Refuses records that cannot be paired from.
fn check(tournament: &Tournament) -> Result<(), PairingError> {
    let numbers: HashMap<u32, usize> = tournament
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.number, i))
        .collect();
    if numbers.len() != tournament.players.len() {
        return Err(PairingError::Record(
            "two players have the same pairing number".into(),
        ));
    }
    let played = tournament.rounds_played() as usize;
    for player in &tournament.players {
        if player.rounds.len() != played {
            return Err(PairingError::Record(format!(
                "player {} has {} rounds where others have {played}",
                player.number,
                player.rounds.len()
            )));
        }
        for (r, round) in player.rounds.iter().enumerate() {
            if round.score == Score::Pending {
                return Err(PairingError::Record(format!(
                    "the game of player {} in round {} is not finished",
                    player.number,
                    r + 1
                )));
            }
            if let Some(opponent) = round.opponent
                && (!numbers.contains_key(&opponent) || opponent == player.number)
            {
                return Err(PairingError::Record(format!(
                    "player {} meets an unknown player {opponent} in round {}",
                    player.number,
                    r + 1
                )));
            }
        }
    }
    Ok(())
}

/// One bracket to pair: its players (movers-down `..begin`, residents `begin..next`, the
/// next score group `next..`), their places in the sorted list, and its weights' shape.
struct Job<'a> {
    players: &'a [&'a Entrant],
    ids: &'a [usize],
    begin: usize,
    next: usize,
    shape: &'a Bracket,
    rules: Rules,
}

impl Job<'_> {
    /// Pairs the bracket: which of its players are paired (`matched`) and with whom
    /// (`mate`, by place in the bracket); `None` when the round could not be completed
    /// after it.
    fn run<W: Weight>(&self, validity: &mut Cardinality) -> Option<(Vec<bool>, Vec<usize>)> {
        let (players, begin, next) = (self.players, self.begin, self.next);
        let size = players.len();
        let Rules { played, last_round } = self.rules;
        let mut base = vec![W::zero(); size * size];
        let at = |hi: usize, lo: usize| hi * size + lo;
        let mut opt = Optimal::<W>::new(size);
        let shape = self.shape;
        let hinted = |lo: usize, hi: usize, w: W| -> W {
            if w == W::zero() {
                return w;
            }
            let (lo, hi) = if lo < hi { (lo, hi) } else { (hi, lo) };
            w.add(W::from_u64(shape.hint(lo, hi, begin, next)))
        };
        for hi in begin..size {
            for lo in 0..hi {
                let may = may_meet(players[lo], players[hi], last_round, played);
                let w = self
                    .shape
                    .weight(players[lo], players[hi], lo < next, hi < next, may);
                base[at(hi, lo)] = w;
                opt.set(lo, hi, hinted(lo, hi, w));
            }
        }
        debug_assert!(
            base.iter()
                .all(|&w| w < W::from_u64(1).shl(shape.value_bits(size))),
            "a weight beyond the bracket's value bits"
        );
        let small = |v: usize| W::from_u64(v as u64).shl(shape.hint_bits);
        let mut mate = opt.compute().to_vec();
        let mut matched = vec![false; size];
        let inside = |v: usize| v >= begin && v < next;
        let residents = next - begin;

        // Which movers-down are paired in this bracket (the highest first).
        let mut group_score = 0;
        let mut remaining = 0usize;
        let mut remaining_matched = 0usize;
        for p in 0..begin {
            if p == 0 || players[p].score < group_score {
                group_score = players[p].score;
                remaining = 0;
                remaining_matched = 0;
                let mut q = p;
                while q < begin && players[q].score >= group_score {
                    remaining += 1;
                    if inside(mate[q]) {
                        remaining_matched += 1;
                    }
                    q += 1;
                }
            }
            if remaining_matched == 0 {
                continue;
            }
            if remaining <= remaining_matched {
                matched[p] = true;
                continue;
            }
            remaining -= 1;
            if !inside(mate[p]) {
                for opp in begin..next {
                    let w = base[at(opp, p)];
                    if w != W::zero() {
                        opt.set(p, opp, hinted(p, opp, w.add(small(1))));
                    }
                }
                mate = opt.compute().to_vec();
            }
            if inside(mate[p]) {
                matched[p] = true;
                remaining_matched -= 1;
                for opp in begin..next {
                    let w = base[at(opp, p)];
                    if w != W::zero() {
                        opt.set(p, opp, hinted(p, opp, w.add(small(residents + 1))));
                    }
                }
            }
        }

        // Their opponents: the highest resident each can have.
        for p in 0..begin {
            if !matched[p] {
                continue;
            }
            let mut addend = size;
            let mut top = None;
            for opp in (begin..next).rev() {
                if matched[opp] {
                    continue;
                }
                let w = base[at(opp, p)];
                if w != W::zero() {
                    opt.set(p, opp, hinted(p, opp, w.add(small(addend))));
                    addend += 1;
                    top = Some(opp);
                }
            }
            // Already with the highest it may have: the matching stands.
            if top != Some(mate[p]) {
                mate = opt.compute().to_vec();
            }
            let q = mate[p];
            matched[q] = true;
            opt.fix(p, q);
            validity.fix(self.ids[p], self.ids[q]);
        }

        // The remainder: S1 its first `pairs` players, S2 the rest.
        opt.keep();
        let remainder: Vec<usize> = (begin..next).filter(|&q| mate[q] >= begin).collect();
        let pairs = remainder.iter().filter(|&&q| mate[q] < q).count();
        let bits = self.shape.player_bits;
        let ordered = |base: &[W], lo: usize, hi: usize, lo_index: usize| -> W {
            let w = base[at(hi, lo)];
            if w == W::zero() {
                return w;
            }
            let addend = small(usize::from(lo_index < pairs))
                .shl(2 * bits)
                .sub(small(lo_index))
                .shl(1);
            w.add(addend)
        };
        for (hi_index, &hi) in remainder.iter().enumerate() {
            for (lo_index, &lo) in remainder[..hi_index].iter().enumerate() {
                opt.set(lo, hi, ordered(&base, lo, hi, lo_index));
            }
        }
        // When S1 already all leads into S2, no matching gains on these weights: there
        // are `pairs` pairs, each led from S1, the most and the highest there can be.
        let s1_leads = remainder[..pairs]
            .iter()
            .all(|&q| mate[q] > q && mate[q] < next)
            && remainder[pairs..]
                .iter()
                .all(|&q| mate[q] < q || mate[q] >= next);
        if !s1_leads {
            // The order raises the edges of each player of S1 to those after it alike:
            // so much more on that player's dual keeps the resumed pairs' edges near
            // tight.
            for (index, &q) in remainder[..pairs].iter().enumerate() {
                let addend = small(1).shl(2 * bits).sub(small(index)).shl(1);
                opt.raise_dual(q, addend.add(addend));
            }
            mate = opt.compute().to_vec();
        }
        let exchanged = |mate: &[usize], q: usize| mate[q] <= q || mate[q] >= next;
        let leads = |mate: &[usize], q: usize| mate[q] > q && mate[q] < next;
        let exchanges = remainder[..pairs]
            .iter()
            .filter(|&&q| exchanged(&mate, q))
            .count();

        // The players of S1 given up to S2: the lowest first.
        let mut left = exchanges;
        for k in (0..pairs).rev() {
            if left == 0 {
                break;
            }
            let p = remainder[k];
            if leads(&mate, p) {
                for &opp in &remainder[k + 1..] {
                    let w = ordered(&base, p, opp, k);
                    if w != W::zero() {
                        opt.set(p, opp, w.sub(small(1)));
                    }
                }
                mate = opt.compute().to_vec();
            }
            let exchange = exchanged(&mate, p);
            left -= usize::from(exchange);
            for &opp in &remainder[k + 1..] {
                if exchange {
                    base[at(opp, p)] = W::zero();
                }
                opt.set(p, opp, ordered(&base, p, opp, k));
            }
        }

        // The players of S2 taken up to S1: the highest first.
        let mut left = exchanges;
        for k in pairs..remainder.len() {
            if left <= 1 {
                break;
            }
            let p = remainder[k];
            let already = leads(&mate, p);
            if !already {
                for &opp in &remainder[k + 1..] {
                    let w = ordered(&base, p, opp, k);
                    if w != W::zero() {
                        opt.set(p, opp, w.add(small(1)));
                    }
                }
                mate = opt.compute().to_vec();
            }
            if leads(&mate, p) {
                left -= 1;
                for &opp in &remainder[..k] {
                    base[at(p, opp)] = W::zero();
                    opt.set(p, opp, W::zero());
                }
                for opp in next..size {
                    base[at(opp, p)] = W::zero();
                    opt.set(p, opp, W::zero());
                }
            }
            if !already {
                for &opp in &remainder[k + 1..] {
                    opt.set(p, opp, ordered(&base, p, opp, k));
                }
            }
        }

        // S1 and S2 settled: only S1-S2 pairs are left in the remainder.
        for (a, &p) in remainder.iter().enumerate() {
            for &opp in &remainder[a + 1..] {
                if exchanged(&mate, p) || leads(&mate, opp) {
                    base[at(opp, p)] = W::zero();
                }
                opt.set(p, opp, hinted(p, opp, base[at(opp, p)]));
            }
        }
        // Those are the weights of the matching before the S1/S2 order (but for the
        // edges gone): resumed from that one, not from the last.
        opt.resume_kept();

        // Each of S1 in order gets the highest of S2 it can have (the transpositions).
        // Once a matching was made in this loop, its duals tell which of S2 p may have
        // at all (the weights have changed since only by fixing its pairs).
        let mut certified = false;
        let mut swaps = 0u64;
        for &p in &remainder {
            if !leads(&mate, p) {
                continue;
            }
            let mut addend = 0usize;
            let mut top = None;
            for &opp in remainder.iter().rev() {
                if opp <= p || matched[opp] {
                    continue;
                }
                let w = base[at(opp, p)];
                if w != W::zero() {
                    if !certified
                        || opt.may_be_best(p, opp, hinted(p, opp, w), shape.hint_bits, swaps)
                    {
                        top = Some(opp);
                    }
                    opt.set(p, opp, hinted(p, opp, w.add(small(addend))));
                }
                addend += 1;
            }
            // Already with the highest it may have: the matching stands. Else, when
            // exchanging partners with the one who has that player loses nothing that
            // counts, the exchange stands; else a new matching.
            let r = mate[p];
            if top != Some(r) {
                let exchange = if certified {
                    top.and_then(|q| {
                        let live = |v: usize| !matched[v] && mate[v] != v;
                        exchange_to(&base, size, &mate, p, q, live)
                    })
                } else {
                    None
                };
                if let Some(pairs) = exchange {
                    for (a, b) in pairs {
                        mate[a] = b;
                        mate[b] = a;
                    }
                    if mate[r] == p {
                        // q was single: r is left single.
                        mate[r] = r;
                    }
                    swaps += 1;
                } else {
                    mate = opt.compute().to_vec();
                    certified = true;
                    swaps = 0;
                }
            }
            let q = mate[p];
            matched[p] = true;
            matched[q] = true;
            opt.fix(p, q);
            validity.fix(self.ids[p], self.ids[q]);
        }

        if !self.shape.special && !validity.perfect() {
            return None;
        }
        Some((matched, mate))
    }
}

/// Pairs that give `p` the opponent `q` instead of its mate, as good by the weights that
/// count (`base`, whose hints are left out): `q` single and as good a partner; or `q`'s
/// mate taking `p`'s old one; or, through a third pair, `q`'s mate taking that pair's
/// player, whose mate takes `p`'s old one. `live`: a vertex matched and not yet fixed.
fn exchange_to<W: Weight>(
    base: &[W],
    size: usize,
    mate: &[usize],
    p: usize,
    q: usize,
    live: impl Fn(usize) -> bool,
) -> Option<Vec<(usize, usize)>> {
    let w = |a: usize, b: usize| base[a.max(b) * size + a.min(b)];
    let r = mate[p];
    let p2 = mate[q];
    if p2 == q {
        return (w(p, q) == w(p, r)).then(|| vec![(p, q)]);
    }
    if !live(p2) || p2 == p || p2 == r {
        return None;
    }
    let before = w(p, r).add(w(p2, q));
    if w(p2, r) != W::zero() && w(p, q).add(w(p2, r)) == before {
        return Some(vec![(p, q), (p2, r)]);
    }
    for (x, &p3) in mate.iter().enumerate().take(size) {
        if [p, q, r, p2].contains(&x) || [p, q, r, p2].contains(&p3) || !live(x) || !live(p3) {
            continue;
        }
        if w(p2, x) != W::zero()
            && w(p3, r) != W::zero()
            && w(p, q).add(w(p2, x)).add(w(p3, r)) == before.add(w(p3, x))
        {
            return Some(vec![(p, q), (p2, x), (p3, r)]);
        }
    }
    None
}
