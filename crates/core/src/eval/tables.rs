//! Lookup tables behind [`eval_high`](super::eval_high), built once on first use.
//!
//! Each card adds a 64-bit [`CardKey::sum`] to a running sum laid out as
//!
//! | bits   | field                                                        |
//! |--------|--------------------------------------------------------------|
//! | 0–16   | base-5 count of each low rank, deuce (5⁰) to eight (5⁶)       |
//! | 20–33  | base-5 count of each high rank, nine (5⁰) to ace (5⁵)         |
//! | 40–55  | a 4-bit counter per suit, started at 3 ([`SUIT_BIAS`])        |
//!
//! so bit 3 of a suit counter ([`FLUSH_FLAGS`]) is set once that suit holds five
//! cards. Each card also ORs in [`CardKey::bit`], bit `16 * suit + rank`, which
//! leaves every suit's 13-bit rank mask.
//!
//! * A flush is read from `flush`, indexed by the flush suit's rank mask. Seven
//!   cards cannot hold a flush together with quads or a full house, and only one
//!   suit can reach five, so that is the answer.
//! * Otherwise the rank multiset is looked up in the dense `ranks` table at
//!   `low_base[low field] + high_index[high field]`. `high_index` numbers the
//!   high-half multisets in order of size, so for a low half of `k` cards the high
//!   halves of at most `7 - k` cards are a prefix of that numbering; each low half
//!   owns a segment of `ranks` that long, starting at its `low_base`.
//!
//! Values are dense, 1 to 7,462: every five-card hand class, sorted by strength.
//! A class is identified while building by a [`class_key`]: its category and up to
//! five deciding ranks, which compare in the same order as the hands.

use std::sync::OnceLock;

use super::category::Category;

/// Where the high-rank field of a key sum starts.
pub(super) const HIGH_SHIFT: u32 = 20;
/// Mask of the low-rank field (5⁷ = 78,125 ≤ 2¹⁷).
pub(super) const LOW_FIELD: u64 = (1 << 17) - 1;
/// Mask of the high-rank field once shifted down (5⁶ = 15,625 ≤ 2¹⁴).
pub(super) const HIGH_FIELD: u64 = (1 << 14) - 1;
const SUIT_SHIFT: u32 = 40;
/// Starting value of the key sum: each suit counter at 3.
pub(super) const SUIT_BIAS: u64 = 0x3333 << SUIT_SHIFT;
/// Bit 3 of each suit counter: set when that suit holds five or more cards.
pub(super) const FLUSH_FLAGS: u64 = 0x8888 << SUIT_SHIFT;
/// Bit position of the clubs flush flag; the others follow every 4 bits.
pub(super) const FIRST_FLUSH_FLAG: u32 = SUIT_SHIFT + 3;
/// Size of the `ranks` table (a power of two, so a mask replaces a bounds check).
pub(super) const RANKS_LEN: usize = 1 << 17;

const LOW_RANKS: usize = 7;
const HIGH_RANKS: usize = 6;
const LOW_KEYS: usize = 78_125; // 5^7
const HIGH_KEYS: usize = 15_625; // 5^6
const MAX_CARDS: usize = 7;
/// Number of distinct five-card hand classes.
pub(super) const CLASSES: usize = 7_462;

/// What one card adds to the evaluator's two accumulators.
#[derive(Clone, Copy)]
pub(super) struct CardKey {
    /// Added to the key sum: its rank's base-5 digit and its suit's counter.
    pub(super) sum: u64,
    /// ORed into the suit masks: bit `16 * suit + rank`.
    pub(super) bit: u64,
}

/// Keys by card index; 64 entries so `index & 63` needs no bounds check.
pub(super) static CARD_KEYS: [CardKey; 64] = card_keys();

const fn card_keys() -> [CardKey; 64] {
    let mut keys = [CardKey { sum: 0, bit: 0 }; 64];
    let mut card = 0;
    while card < 52 {
        let (rank, suit) = (card as u32 / 4, card as u32 % 4);
        let rank_digit = if rank < LOW_RANKS as u32 {
            5u64.pow(rank)
        } else {
            5u64.pow(rank - LOW_RANKS as u32) << HIGH_SHIFT
        };
        keys[card] = CardKey {
            sum: rank_digit + (1 << (SUIT_SHIFT + 4 * suit)),
            bit: 1 << (16 * suit + rank),
        };
        card += 1;
    }
    keys
}

/// The evaluator's tables; about 0.8 MiB in all.
pub(super) struct Tables {
    /// Start of each low half's segment of `ranks`, by low field.
    pub(super) low_base: Box<[u32; 1 << 17]>,
    /// Position of each high half in size order, by high field.
    pub(super) high_index: Box<[u16; 1 << 14]>,
    /// Value of the best non-flush hand of each rank multiset of 5–7 cards
    /// (0 for fewer than five cards).
    pub(super) ranks: Box<[u16; RANKS_LEN]>,
    /// Value of the best flush by the flush suit's rank mask.
    pub(super) flush: Box<[u16; 1 << 13]>,
    /// Class keys sorted by strength: value `v` is `classes[v - 1]`.
    pub(super) classes: Vec<u32>,
}

/// The tables, built on first call.
#[inline]
pub(super) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(Tables::build)
}

impl Tables {
    pub(super) fn build() -> Tables {
        let classes = all_classes();
        let value = |key: u32| {
            classes
                .binary_search(&key)
                .map_or(0, |i| u16::try_from(i + 1).unwrap_or(0))
        };

        // High halves (nine..ace) of at most seven cards, in order of size.
        let mut highs: Vec<(usize, [u8; HIGH_RANKS], usize)> = (0..HIGH_KEYS)
            .map(|key| {
                let (digits, size) = base5_digits::<HIGH_RANKS>(key);
                (key, digits, size)
            })
            .filter(|h| h.2 <= MAX_CARDS)
            .collect();
        highs.sort_by_key(|h| h.2);
        let mut high_index = zeroed_box::<u16, { 1 << 14 }>();
        for (position, high) in highs.iter().enumerate() {
            high_index[high.0] = u16::try_from(position).unwrap_or(u16::MAX);
        }
        // up_to[s]: how many high halves have at most `s` cards.
        let mut up_to = [0usize; MAX_CARDS + 1];
        for (s, slot) in up_to.iter_mut().enumerate() {
            *slot = highs.iter().take_while(|h| h.2 <= s).count();
        }

        let mut low_base = zeroed_box::<u32, { 1 << 17 }>();
        let mut ranks = zeroed_box::<u16, RANKS_LEN>();
        let mut next = 0;
        for low in 0..LOW_KEYS {
            let (low_digits, size) = base5_digits::<LOW_RANKS>(low);
            if size > MAX_CARDS {
                continue;
            }
            low_base[low] = u32::try_from(next).unwrap_or(u32::MAX);
            let mut counts = [0u8; 13];
            counts[..LOW_RANKS].copy_from_slice(&low_digits);
            for high in &highs[..up_to[MAX_CARDS - size]] {
                counts[LOW_RANKS..].copy_from_slice(&high.1);
                ranks[next] = value(rank_key(&counts));
                next += 1;
            }
        }
        debug_assert_eq!(next, 76_155, "rank multisets of at most seven cards");

        let mut flush = zeroed_box::<u16, { 1 << 13 }>();
        for (mask, slot) in (0u32..).zip(flush.iter_mut()) {
            if mask.count_ones() >= 5 {
                *slot = value(flush_key(mask));
            }
        }

        Tables {
            low_base,
            high_index,
            ranks,
            flush,
            classes,
        }
    }

    /// Bytes held by the tables.
    #[cfg(test)]
    pub(super) fn bytes(&self) -> usize {
        std::mem::size_of_val(&*self.low_base)
            + std::mem::size_of_val(&*self.high_index)
            + std::mem::size_of_val(&*self.ranks)
            + std::mem::size_of_val(&*self.flush)
            + std::mem::size_of_val(self.classes.as_slice())
    }
}

fn zeroed_box<T: Copy + Default, const N: usize>() -> Box<[T; N]> {
    match vec![T::default(); N].into_boxed_slice().try_into() {
        Ok(array) => array,
        Err(_) => unreachable!("a vector of N elements converts to [T; N]"),
    }
}

/// The base-5 digits of `key`, least significant first, and their sum.
fn base5_digits<const N: usize>(mut key: usize) -> ([u8; N], usize) {
    let mut digits = [0u8; N];
    for digit in &mut digits {
        *digit = (key % 5) as u8;
        key /= 5;
    }
    (digits, digits.iter().map(|&d| usize::from(d)).sum())
}

/// Every five-card hand class key, sorted weakest first.
fn all_classes() -> Vec<u32> {
    let mut keys: Vec<u32> = (0u32..1 << 13)
        .filter(|mask| mask.count_ones() == 5)
        .map(flush_key)
        .collect();
    for_each_multiset(&mut [0; 13], 0, 5, &mut |counts| {
        keys.push(rank_key(counts));
    });
    keys.sort_unstable();
    keys.dedup();
    debug_assert_eq!(keys.len(), CLASSES);
    keys
}

/// Calls `f` with every rank-count vector from `rank` on that holds `left` more
/// cards, at most four of a rank.
fn for_each_multiset(counts: &mut [u8; 13], rank: usize, left: u8, f: &mut impl FnMut(&[u8; 13])) {
    if rank == 13 {
        if left == 0 {
            f(counts);
        }
        return;
    }
    for count in 0..=left.min(4) {
        counts[rank] = count;
        for_each_multiset(counts, rank + 1, left - count, f);
    }
    counts[rank] = 0;
}

/// A hand class: its category, then up to five deciding rank indices, most
/// significant first, four bits each. Keys compare in the order of the hands.
pub(super) fn class_key(category: Category, ranks: impl IntoIterator<Item = u32>) -> u32 {
    let mut key = (category as u32) << 20;
    for (shift, rank) in [16, 12, 8, 4, 0].into_iter().zip(ranks) {
        key |= rank << shift;
    }
    key
}

/// The category of a class key.
pub(super) fn key_category(key: u32) -> Category {
    Category::ALL[(key >> 20) as usize % Category::ALL.len()]
}

/// The `i`th deciding rank (0 = most significant) of a class key.
pub(super) fn key_rank(key: u32, i: u32) -> u32 {
    (key >> (16 - 4 * i)) & 15
}

/// Ranks in a 13-bit mask, highest first.
fn descending(mask: u32) -> impl Iterator<Item = u32> {
    (0..13).rev().filter(move |rank| mask >> rank & 1 == 1)
}

fn highest(mask: u32) -> Option<u32> {
    mask.checked_ilog2()
}

/// The top rank of the best straight in a rank mask (3, the five, for a wheel).
fn straight_top(mask: u32) -> Option<u32> {
    const WHEEL: u32 = 0b1_0000_0000_1111;
    (4..13)
        .rev()
        .find(|top| mask >> (top - 4) & 0b11111 == 0b11111)
        .or((mask & WHEEL == WHEEL).then_some(3))
}

/// Class key of the best flush among the ranks of one suit (five or more).
fn flush_key(mask: u32) -> u32 {
    match straight_top(mask) {
        Some(top) => class_key(Category::StraightFlush, [top]),
        None => class_key(Category::Flush, descending(mask).take(5)),
    }
}

/// Class key of the best hand of a rank multiset, ignoring flushes.
fn rank_key(counts: &[u8; 13]) -> u32 {
    // at_least[n]: mask of the ranks held at least n times.
    let mut at_least = [0u32; 5];
    for (rank, &count) in counts.iter().enumerate() {
        for mask in &mut at_least[1..=usize::from(count.min(4))] {
            *mask |= 1 << rank;
        }
    }
    let [_, present, pairs, trips, quads] = at_least;
    let without = |rank: u32| present & !(1 << rank);
    if let Some(quad) = highest(quads) {
        return class_key(
            Category::FourOfAKind,
            [quad].into_iter().chain(descending(without(quad)).take(1)),
        );
    }
    if let Some(trip) = highest(trips)
        && let Some(pair) = highest(pairs & !(1 << trip))
    {
        return class_key(Category::FullHouse, [trip, pair]);
    }
    if let Some(top) = straight_top(present) {
        return class_key(Category::Straight, [top]);
    }
    if let Some(trip) = highest(trips) {
        return class_key(
            Category::ThreeOfAKind,
            [trip].into_iter().chain(descending(without(trip)).take(2)),
        );
    }
    if let Some(high) = highest(pairs) {
        if let Some(low) = highest(pairs & !(1 << high)) {
            let kickers = present & !(1 << high) & !(1 << low);
            return class_key(
                Category::TwoPair,
                [high, low].into_iter().chain(descending(kickers).take(1)),
            );
        }
        return class_key(
            Category::Pair,
            [high].into_iter().chain(descending(without(high)).take(3)),
        );
    }
    class_key(Category::HighCard, descending(present).take(5))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_7462_classes_in_category_order() {
        let classes = all_classes();
        assert_eq!(classes.len(), CLASSES);
        let per_category: Vec<usize> = Category::ALL
            .iter()
            .map(|&c| classes.iter().filter(|&&k| key_category(k) == c).count())
            .collect();
        assert_eq!(per_category, [1277, 2860, 858, 858, 10, 1277, 156, 156, 10]);
    }

    #[test]
    fn tables_stay_under_a_mebibyte() {
        let bytes = tables().bytes();
        assert!(bytes < 1 << 20, "{bytes} bytes");
    }

    #[test]
    fn the_wheel_is_the_lowest_straight() {
        assert_eq!(straight_top(0b1_0000_0000_1111), Some(3));
        assert_eq!(straight_top(0b1_0000_0001_1111), Some(4));
        assert_eq!(straight_top(0b1_1111_0000_0000), Some(12));
        assert_eq!(straight_top(0b1_1110_1111_0000), None);
    }
}
