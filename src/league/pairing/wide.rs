//! Wide signed integers for the Dutch system's edge weights: each quality criterion has a
//! field of bits of its own, so that a weight compares pairings criterion by criterion,
//! and all of them together need more than 128 bits in a large bracket.

use std::cmp::Ordering;

/// What the matching and the weights need of an integer type.
pub trait Weight: Copy + Ord + std::fmt::Debug {
    /// 0.
    fn zero() -> Self;
    /// A small value.
    fn from_u64(v: u64) -> Self;
    /// `self + other` (the caller keeps within range).
    fn add(self, other: Self) -> Self;
    /// `self - other`.
    fn sub(self, other: Self) -> Self;
    /// `self / 2`, for even values.
    fn half(self) -> Self;
    /// `self << bits`.
    fn shl(self, bits: u32) -> Self;
    /// The number of value bits the type holds (the sign bit not counted).
    const BITS: u32;
}

impl Weight for i128 {
    fn zero() -> Self {
        0
    }
    fn from_u64(v: u64) -> Self {
        i128::from(v)
    }
    fn add(self, other: Self) -> Self {
        self.wrapping_add(other)
    }
    fn sub(self, other: Self) -> Self {
        self.wrapping_sub(other)
    }
    fn half(self) -> Self {
        self >> 1
    }
    fn shl(self, bits: u32) -> Self {
        if bits >= 128 {
            0
        } else {
            self.wrapping_shl(bits)
        }
    }
    const BITS: u32 = 127;
}

/// A two's complement integer of `N` 64-bit limbs, least significant first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Wide<const N: usize>([u64; N]);

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Self) -> Ordering {
        let sa = self.0[N - 1] >> 63;
        let sb = other.0[N - 1] >> 63;
        if sa != sb {
            // The negative one is smaller.
            return sb.cmp(&sa);
        }
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => {}
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Weight for Wide<N> {
    fn zero() -> Self {
        Wide([0; N])
    }
    fn from_u64(v: u64) -> Self {
        let mut limbs = [0; N];
        limbs[0] = v;
        Wide(limbs)
    }
    fn add(self, other: Self) -> Self {
        let mut out = [0; N];
        let mut carry = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (s, c1) = self.0[i].overflowing_add(other.0[i]);
            let (s, c2) = s.overflowing_add(u64::from(carry));
            *slot = s;
            carry = c1 | c2;
        }
        Wide(out)
    }
    fn sub(self, other: Self) -> Self {
        let mut out = [0; N];
        let mut borrow = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (s, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (s, b2) = s.overflowing_sub(u64::from(borrow));
            *slot = s;
            borrow = b1 | b2;
        }
        Wide(out)
    }
    fn half(self) -> Self {
        let mut out = [0; N];
        for (i, slot) in out.iter_mut().enumerate() {
            let high = if i + 1 < N {
                self.0[i + 1] << 63
            } else {
                self.0[i] & (1 << 63)
            };
            *slot = (self.0[i] >> 1) | high;
        }
        Wide(out)
    }
    fn shl(self, bits: u32) -> Self {
        let limbs = (bits / 64) as usize;
        let rest = bits % 64;
        let mut out = [0; N];
        for i in (limbs..N).rev() {
            let mut v = self.0[i - limbs] << rest;
            if rest > 0 && i > limbs {
                v |= self.0[i - limbs - 1] >> (64 - rest);
            }
            out[i] = v;
        }
        Wide(out)
    }
    const BITS: u32 = 64 * N as u32 - 1;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_arithmetic_agrees_with_i128() {
        let values: [i128; 6] = [0, 1, -1, 12345678901234567, -98765432109876543, 1 << 100];
        for &a in &values {
            for &b in &values {
                let wa = to_wide(a);
                let wb = to_wide(b);
                assert_eq!(wa.cmp(&wb), a.cmp(&b));
                assert_eq!(wa.add(wb), to_wide(a.wrapping_add(b)));
                assert_eq!(wa.sub(wb), to_wide(a.wrapping_sub(b)));
            }
            assert_eq!(to_wide(a).half(), to_wide(a >> 1));
        }
        assert_eq!(
            Wide::<4>::from_u64(3).shl(130).half().half(),
            Wide::<4>::from_u64(3).shl(128)
        );
        assert_eq!(Wide::<4>::from_u64(5).shl(64), to_wide(5i128 << 64));
        assert_eq!(Wide::<4>::from_u64(5).shl(3), to_wide(40));
    }

    fn to_wide(v: i128) -> Wide<4> {
        let fill = if v < 0 { u64::MAX } else { 0 };
        Wide([v as u64, (v >> 64) as u64, fill, fill])
    }
}
