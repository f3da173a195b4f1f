//! The weight of a possible pair in a bracket's matching: one field of bits per quality
//! criterion of C.04.3, most important first, so that the heaviest matching is the one
//! the criteria prefer, in their order (the scheme bbpPairings uses, written anew).
//!
//! From the top: completion and the bye (C4, C2; only in the last bracket and the
//! collapsed one), pairs in this bracket (C5), the score differences in it (C6), pairs and
//! score differences in the next bracket (C7, C8), the colour criteria (C10-C13), the
//! floaters of the last two rounds (C14-C17) and their score differences (C18-C21), and
//! low bits left free for the order of transpositions and exchanges (articles 3.2-3.6),
//! which `super` sets while it fixes the pairs one by one.

use std::collections::HashMap;

use super::state::{Entrant, Float, WIN};
use crate::league::pairing::wide::Weight;

/// The number of bits that hold `n`: 0 for 0.
pub fn bits(n: usize) -> u32 {
    usize::BITS - n.leading_zeros()
}

/// What the weights of one bracket are made of.
pub struct Bracket {
    /// The last bracket, or the collapsed one: completion and the bye weigh first.
    pub special: bool,
    /// The next score group is the last one.
    pub last_next: bool,
    /// Bits for the number of residents of this bracket.
    pub player_bits: u32,
    /// Bits for the number of players in the next score group.
    pub next_bits: u32,
    /// Bits of one score-difference field.
    pub difference_bits: u32,
    /// The place of each score difference (in tenths; +10 for a floater's own) in a
    /// score-difference field.
    pub difference_shift: HashMap<u32, u32>,
    /// The lowest score in this bracket and the next.
    pub min_score: u32,
    /// Rounds played.
    pub played: u32,
    /// The lowest bits: a hint that breaks ties among equally good matchings towards
    /// the pairing articles 3.2-3.6 end up with, so that fixing the pairs one by one
    /// seldom needs a new matching. Never more than a tie-break: every weight that counts
    /// is a multiple of `1 << hint_bits`, and the hints of a whole matching stay below it.
    pub hint_bits: u32,
    /// The total number of bits of a weight.
    pub total_bits: u32,
}

/// Whether two entrants may meet at all (C1, C3; the topscorers of the last round are
/// let through C3, as C.04.3 A.7 and C3 allow).
pub fn may_meet(a: &Entrant, b: &Entrant, last_round: bool, played: u32) -> bool {
    if a.met.contains(&b.number) {
        return false;
    }
    let threshold = played * WIN / 2;
    !a.absolute()
        || !b.absolute()
        || a.preference != b.preference
        || (last_round && (a.score > threshold || b.score > threshold))
}

impl Bracket {
    /// The bracket over `players` (its movers-down and residents first, `begin..next` its
    /// residents, the next score group after `next`).
    pub fn new(
        players: &[&Entrant],
        begin: usize,
        next: usize,
        special: bool,
        last_next: bool,
        played: u32,
    ) -> Self {
        let min_score = players.last().map_or(0, |p| p.score);
        let mut differences = Vec::new();
        for p in 0..next {
            differences.push(players[p].score - min_score + WIN);
            let first = begin.max(p + 1);
            for q in first..next {
                if q <= first || players[q].score < players[q - 1].score {
                    differences.push(players[p].score - players[q].score);
                }
            }
        }
        differences.sort_unstable();
        let mut difference_shift = HashMap::new();
        let mut difference_bits = 0;
        let mut i = 0;
        while i < differences.len() {
            let mut j = i;
            while j < differences.len() && differences[j] == differences[i] {
                j += 1;
            }
            difference_shift.insert(differences[i], difference_bits);
            difference_bits += bits(j - i);
            i = j;
        }
        let player_bits = bits(next - begin);
        let next_bits = bits(players.len() - next);
        let mut total_bits = if special { 2 } else { 0 } + player_bits + difference_bits;
        if !special {
            total_bits += if last_next {
                player_bits.max(next_bits) + 3
            } else {
                next_bits
            };
            total_bits += difference_bits;
        }
        total_bits += 4 * player_bits;
        if played >= 1 {
            total_bits += 2 * player_bits + 2 * difference_bits;
        }
        if played > 1 {
            total_bits += 2 * player_bits + 2 * difference_bits;
        }
        total_bits += 3 * player_bits + 1;
        // A hint is at most the residents' number squared, and only pairs within the
        // bracket (both below `next`) have one: a matching's hints sum to at most that
        // many times `next / 2`, which these bits hold.
        let residents = (next - begin) as u64;
        let hints = residents * residents * (next / 2) as u64;
        let hint_bits = 64 - hints.leading_zeros();
        total_bits += hint_bits;
        Bracket {
            special,
            last_next,
            player_bits,
            next_bits,
            difference_bits,
            difference_shift,
            min_score,
            played,
            hint_bits,
            total_bits,
        }
    }

    fn unit<W: Weight>(&self, difference: u32) -> W {
        W::from_u64(1).shl(self.difference_shift.get(&difference).copied().unwrap_or(0))
    }

    /// The bits any weight of a pair in this bracket can take, the tie-breaks added
    /// while its pairs are fixed included: fewer than `total_bits`, which hold the
    /// criteria summed over a whole matching, where one pair has at most 1 in the
    /// field of C5 (at most 3 in the 2 bits of C4 and C2 when `special`).
    ///
    /// Below C5 each field of one pair holds its value within its own width: a score
    /// difference field at most two units, of two scores (the larger one's slot is
    /// wider than one bit when the two are equal: both players are counted in it), less
    /// a smaller difference; C7 and the colour fields at most 1; the floaters' at most
    /// 2 (when `player_bits` is 2 or more); the tie-breaks of articles 3.2-3.6 less than
    /// `2 * size` or `2 << 2 * player_bits` (when that fits their `3 * player_bits + 1`
    /// bits); the hint at most the residents squared, below `1 << hint_bits`. So a
    /// weight is below twice C5's unit. Else, a bound that lets each field hold twice
    /// its width's worth (2 bits more in all).
    pub fn value_bits(&self, size: usize) -> u32 {
        if self.special {
            return self.total_bits.max(self.hint_bits + bits(4 * size) + 2);
        }
        let below = self.total_bits - self.player_bits;
        let addends_fit = bits(2 * size) <= 3 * self.player_bits + 1;
        if self.player_bits >= 2 && addends_fit {
            return below + 1;
        }
        // The addends of articles 3.2-3.6 count up to about twice the bracket's size.
        (below + 3).max(self.hint_bits + bits(4 * size) + 2)
    }

    /// The weight of `higher` (ranked above) meeting `lower`; 0 when they may not meet.
    /// `higher_in` and `lower_in`: each is in this bracket (not the next score group).
    #[allow(clippy::too_many_arguments)]
    pub fn weight<W: Weight>(
        &self,
        higher: &Entrant,
        lower: &Entrant,
        higher_in: bool,
        lower_in: bool,
        may: bool,
    ) -> W {
        if !may {
            return W::zero();
        }
        let one = |b: bool| W::from_u64(u64::from(b));
        let mut r = W::zero();
        // C4 and C2: complete the round, and the bye to one who may have it.
        if self.special {
            r = W::from_u64(1 + u64::from(!higher.bye_eligible) + u64::from(!lower.bye_eligible));
        }
        // C5: pairs in this bracket.
        r = r.shl(self.player_bits).add(one(lower_in));
        // C6: the score differences in this bracket.
        r = r.shl(self.difference_bits);
        let (h, l, min) = (higher.score, lower.score, self.min_score);
        if lower_in {
            r = r
                .add(self.unit(h - min + WIN))
                .add(self.unit(l - min + WIN))
                .sub(self.unit(h - l));
        }
        if !self.special {
            // C7: pairs in the next bracket (the bye's eligibility when that is the last).
            if self.last_next {
                r = r.shl(self.player_bits.max(self.next_bits)).shl(3);
                r = r.add(W::from_u64(
                    1 + u64::from(!higher.bye_eligible) + u64::from(!lower.bye_eligible),
                ));
            } else {
                r = r.shl(self.next_bits).add(one(!lower_in));
            }
            // C8: the score differences in the next bracket.
            r = r.shl(self.difference_bits);
            if higher_in {
                r = r.add(self.unit(h - min + WIN));
            }
            if lower_in {
                r = r.add(self.unit(l - min + WIN));
            }
        }
        r = self.colour_fields(r, lower, higher, lower_in);
        for back in 0..2usize {
            if self.played as usize > back {
                // C14-C17: repeated downfloaters and upfloaters.
                r = r.shl(self.player_bits);
                if lower_in {
                    r = r.add(one(lower.floats[back] == Float::Down));
                    r = r.add(one(h <= l && higher.floats[back] == Float::Down));
                }
                r = r.shl(self.player_bits);
                if lower_in && h > l && lower.floats[back] == Float::Up {
                    r = r.sub(W::from_u64(1));
                }
            }
        }
        for back in 0..2usize {
            if self.played as usize > back {
                // C18-C21: their score differences.
                r = r.shl(self.difference_bits);
                if lower_in {
                    if lower.floats[back] == Float::Down {
                        r = r.add(self.unit(l - min + WIN));
                    }
                    if higher.floats[back] == Float::Down {
                        r = r.add(self.unit(h - min + WIN));
                        if h > l {
                            r = r.sub(self.unit(h - l));
                        }
                    }
                }
                r = r.shl(self.difference_bits);
                if lower_in && lower.floats[back] == Float::Up && h > l {
                    r = r.sub(self.unit(h - l));
                }
            }
        }
        // Room for the order of exchanges and transpositions.
        r.shl(3 * self.player_bits + 1).shl(self.hint_bits)
    }

    /// The tie-break of the pair at places `lo` < `hi` of a bracket whose movers-down are
    /// `..begin` and residents `begin..next`: residents half the residents apart (S1's
    /// i-th against S2's i-th), a mover-down against the highest resident.
    pub fn hint(&self, lo: usize, hi: usize, begin: usize, next: usize) -> u64 {
        if hi >= next {
            return 0;
        }
        let residents = (next - begin) as i64;
        let full = residents * residents;
        let d = if lo < begin {
            (hi - begin) as i64
        } else {
            (hi - lo) as i64 - residents / 2
        };
        (full - d * d).max(0) as u64
    }

    /// C10-C13: absolute imbalances, absolute preferences, preferences, strong ones.
    fn colour_fields<W: Weight>(&self, r: W, p: &Entrant, o: &Entrant, mask: bool) -> W {
        let one = |b: bool| W::from_u64(u64::from(mask && b));
        let same = p.preference == o.preference;
        let mut r = r.shl(self.player_bits);
        r = r.add(one(!p.absolute_imbalance()
            || !o.absolute_imbalance()
            || !same));
        r = r.shl(self.player_bits);
        let absolute_met = !p.absolute()
            || !o.absolute()
            || !same
            || if p.imbalance == o.imbalance {
                p.repeated.is_none() || p.repeated != o.repeated
            } else {
                let lesser = if p.imbalance > o.imbalance { o } else { p };
                lesser.repeated != p.preference.map(|c| c.other())
            };
        r = r.add(one(absolute_met));
        r = r.shl(self.player_bits);
        r = r.add(one(super::colour::compatible(p.preference, o.preference)));
        r = r.shl(self.player_bits);
        let strong_met = (!p.strong && !p.absolute())
            || (!o.strong && !o.absolute())
            || (p.absolute() && o.absolute())
            || !same;
        r.add(one(strong_met))
    }
}
