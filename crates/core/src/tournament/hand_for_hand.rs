//! Places across an event's tables, and hand for hand on the bubble.
//!
//! Near the money every table plays one hand and waits for the others
//! ([`hand_for_hand`]). Players out in the same hand-for-hand round, at any
//! table, share the places they cover and the prize money of those places
//! (TDA RP-8-A: with 52 left and 50 paid, three players out in the round
//! share the 50th place's prize). Outside hand for hand, players out in one
//! hand at one table are placed by the chips they started it with, more
//! chips higher, equal stacks sharing (as at one table, `places.rs`);
//! otherwise the later out places higher.

use crate::chips::Chips;

use super::payouts::share_prize;

/// Whether the event plays hand for hand: more than one table open, and at
/// most `over` players more than the places paid left, but still more
/// than are paid (the house says how early: 1 waits for the last player
/// out of the money).
pub fn hand_for_hand(
    players_left: usize,
    places_paid: usize,
    tables_open: usize,
    over: usize,
) -> bool {
    tables_open > 1 && players_left > places_paid && players_left - places_paid <= over.max(1)
}

/// A player out, as the room recorded them, in the order it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventBust<K> {
    pub key: K,
    /// The table's index in the event.
    pub table: usize,
    /// The table's hand number they went out in.
    pub hand: u64,
    /// Their stack when that hand began.
    pub start_stack: Chips,
    /// The hand-for-hand round they went out in, if the event was playing
    /// hand for hand.
    pub round: Option<u64>,
}

/// The players out (in the order recorded), grouped by the places they
/// cover: for each group the first (best) place it covers and its players.
/// `entrants` counts every player of the event, so the first out is last.
pub fn event_places<K: Clone>(busts: &[EventBust<K>], entrants: usize) -> Vec<(usize, Vec<K>)> {
    // Groups in the order their first player went out.
    let mut groups: Vec<Vec<&EventBust<K>>> = Vec::new();
    for b in busts {
        let same = |g: &&mut Vec<&EventBust<K>>| {
            let h = g[0];
            match (b.round, h.round) {
                (Some(r), Some(q)) => r == q,
                (None, None) => b.table == h.table && b.hand == h.hand,
                _ => false,
            }
        };
        match groups.iter_mut().find(same) {
            Some(g) => g.push(b),
            None => groups.push(vec![b]),
        }
    }
    let mut place = entrants.saturating_sub(busts.len()) + 1;
    let mut out = Vec::new();
    for group in groups.iter_mut().rev() {
        if group[0].round.is_some() {
            // RP-8-A: one round, one shared place, whatever the stacks.
            let n = group.len();
            out.push((place, group.iter().map(|b| b.key.clone()).collect()));
            place += n;
            continue;
        }
        group.sort_by_key(|b| std::cmp::Reverse(b.start_stack));
        let mut i = 0;
        while i < group.len() {
            let stack = group[i].start_stack;
            let tied: Vec<K> = group[i..]
                .iter()
                .take_while(|b| b.start_stack == stack)
                .map(|b| b.key.clone())
                .collect();
            let n = tied.len();
            out.push((place, tied));
            place += n;
            i += n;
        }
    }
    out
}

/// The prize money of a group that covers `players` places from `first`
/// (1 is first place): the prizes of those places (`prizes[0]` is first
/// place's; places past the list pay nothing) added, then shared in whole
/// units, the odd units to the first players in the group's order.
pub fn group_prizes(prizes: &[u64], first: usize, players: usize, unit: u64) -> Vec<u64> {
    let total: u64 = prizes
        .iter()
        .skip(first.saturating_sub(1))
        .take(players)
        .sum();
    share_prize(total, players, unit)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bust(
        key: &'static str,
        table: usize,
        hand: u64,
        stack: u64,
        round: Option<u64>,
    ) -> EventBust<&'static str> {
        EventBust {
            key,
            table,
            hand,
            start_stack: Chips(stack),
            round,
        }
    }

    #[test]
    fn hand_for_hand_starts_on_the_bubble_and_ends_in_the_money_or_at_one_table() {
        assert!(!hand_for_hand(12, 9, 2, 1));
        assert!(hand_for_hand(10, 9, 2, 1));
        assert!(hand_for_hand(12, 9, 2, 3));
        assert!(!hand_for_hand(9, 9, 2, 1));
        assert!(!hand_for_hand(10, 9, 1, 1));
    }

    #[test]
    fn players_out_in_one_hand_for_hand_round_share_the_places_they_cover_tda_rp_8_a() {
        // 52 entrants... scaled down: 12 entrants, 9 paid. Out of the money:
        // l and k before hand for hand. At 10 left the event goes hand for
        // hand; in round 1 two players go out at two tables (and one more at
        // the second table in the same hand, with a bigger stack: it shares
        // all the same).
        let busts = [
            bust("l", 0, 4, 900, None),
            bust("k", 1, 6, 1500, None),
            bust("j", 0, 9, 300, Some(1)),
            bust("i", 1, 11, 800, Some(1)),
            bust("h", 1, 11, 2500, Some(1)),
        ];
        let places = event_places(&busts, 12);
        assert_eq!(
            places,
            vec![(8, vec!["j", "i", "h"]), (11, vec!["k"]), (12, vec!["l"])]
        );
        // 9 paid: 8th and 9th pay 60 and 40, 10th nothing: the three share
        // 100 in units of 5: 35, 35, 30.
        let prizes = [400, 250, 150, 120, 100, 80, 70, 60, 40];
        assert_eq!(group_prizes(&prizes, 8, 3, 5), vec![35, 35, 30]);
    }

    #[test]
    fn outside_hand_for_hand_one_hand_at_one_table_places_by_starting_stack() {
        let busts = [
            bust("e", 0, 3, 500, None),
            bust("d", 1, 3, 700, None),
            bust("c", 1, 3, 400, None),
            bust("b", 0, 5, 200, None),
        ];
        // d and c went out in one hand at table 1: d (700 at the start)
        // places above c; e, out earlier at table 0, below both.
        assert_eq!(
            event_places(&busts, 6),
            vec![
                (3, vec!["b"]),
                (4, vec!["d"]),
                (5, vec!["c"]),
                (6, vec!["e"])
            ]
        );
    }
}
