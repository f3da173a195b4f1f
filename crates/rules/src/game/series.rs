//! The two-squares rule's running series (SPEC 5): which piece has been moving back and
//! forth between the same squares, and how many times.

use serde::{Deserialize, Serialize};

use crate::{Move, Square};

/// The running two-squares series of one player (SPEC 5): the same piece moving back and
/// forth. `lo..hi` are the square boundaries along one line that every move of the series
/// crossed (boundary `k` lies between squares `k` and `k + 1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Series {
    pub(super) at: Square,
    pub(super) vertical: bool,
    pub(super) line: u8,
    pub(super) lo: u8,
    pub(super) hi: u8,
    pub(super) count: u8,
}

impl Series {
    pub(super) fn of(mv: Move) -> Series {
        let vertical = mv.from.file() == mv.to.file();
        let (line, a, b) = if vertical {
            (mv.from.file(), mv.from.rank(), mv.to.rank())
        } else {
            (mv.from.rank(), mv.from.file(), mv.to.file())
        };
        Series {
            at: mv.to,
            vertical,
            line,
            lo: a.min(b),
            hi: a.max(b),
            count: 1,
        }
    }

    /// The series after `mv`, if `mv` continues it (same piece, and a boundary that every
    /// earlier move crossed is crossed again).
    pub(super) fn continued_by(&self, mv: Move) -> Option<Series> {
        let next = Series::of(mv);
        let lo = self.lo.max(next.lo);
        let hi = self.hi.min(next.hi);
        (self.at == mv.from && self.vertical == next.vertical && self.line == next.line && lo < hi)
            .then_some(Series {
                lo,
                hi,
                count: self.count.saturating_add(1),
                ..next
            })
    }

    /// The two squares at the ends of the common stretch, for the error message.
    pub(super) fn ends(&self) -> (Square, Square) {
        let sq = |k: u8| {
            if self.vertical {
                Square::new(self.line, k)
            } else {
                Square::new(k, self.line)
            }
            .expect("series squares are on the board")
        };
        (sq(self.lo), sq(self.hi))
    }
}
