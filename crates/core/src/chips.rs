//! Money and positions. `Chips` is an integer amount of chips (never a float);
//! `Pos` is a player's position in one hand, `p1` being the first seat left of
//! the button.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Sub, SubAssign};

use serde::{Deserialize, Serialize};

/// An amount of chips.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Chips(pub u64);

impl Chips {
    /// No chips.
    pub const ZERO: Chips = Chips(0);

    /// The largest amount that enters the program (10^15 of the smallest
    /// chip): hand histories, house files, buy-ins and rebuys above it are
    /// refused where they are read, so no sum of a table's chips can wrap.
    pub const MAX: Chips = Chips(1_000_000_000_000_000);

    /// `amount` as chips, or `None` above `Chips::MAX`.
    pub fn bounded(amount: u64) -> Option<Chips> {
        (amount <= Chips::MAX.0).then_some(Chips(amount))
    }

    /// `self - other`, or zero when `other` is larger.
    pub fn saturating_sub(self, other: Chips) -> Chips {
        Chips(self.0.saturating_sub(other.0))
    }

    /// Whether this is zero.
    pub fn is_zero(self) -> bool {
        self.0 == 0
    }
}

impl fmt::Display for Chips {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl Add for Chips {
    type Output = Chips;
    fn add(self, rhs: Chips) -> Chips {
        Chips(self.0 + rhs.0)
    }
}

impl Sub for Chips {
    type Output = Chips;
    fn sub(self, rhs: Chips) -> Chips {
        Chips(self.0 - rhs.0)
    }
}

impl AddAssign for Chips {
    fn add_assign(&mut self, rhs: Chips) {
        self.0 += rhs.0;
    }
}

impl SubAssign for Chips {
    fn sub_assign(&mut self, rhs: Chips) {
        self.0 -= rhs.0;
    }
}

impl Sum for Chips {
    fn sum<I: Iterator<Item = Chips>>(iter: I) -> Chips {
        Chips(iter.map(|c| c.0).sum())
    }
}

impl<'a> Sum<&'a Chips> for Chips {
    fn sum<I: Iterator<Item = &'a Chips>>(iter: I) -> Chips {
        iter.copied().sum()
    }
}

/// A player's position in a hand: `Pos(0)` is `p1`, the first seat left of the
/// button; the last position is the button. Heads-up, `p1` is the big blind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos(pub u8);

impl Pos {
    /// The zero-based index.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "p{}", u16::from(self.0) + 1)
    }
}

impl Serialize for Pos {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A set of positions in one hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PosSet(u16);

impl PosSet {
    /// No position.
    pub const EMPTY: PosSet = PosSet(0);

    /// Adds `pos`.
    pub fn insert(&mut self, pos: Pos) {
        self.0 |= 1 << pos.index();
    }

    /// Takes `pos` out.
    pub fn remove(&mut self, pos: Pos) {
        self.0 &= !(1 << pos.index());
    }

    /// Whether `pos` is in the set.
    pub fn contains(self, pos: Pos) -> bool {
        self.0 & (1 << pos.index()) != 0
    }

    /// How many positions are in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}
