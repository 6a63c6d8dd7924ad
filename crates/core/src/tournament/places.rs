//! The order players finish in: reverse order of elimination; players out
//! in the same hand are placed by the chips they started that hand with,
//! more chips higher, and equal starting stacks tie.

use crate::chips::Chips;

/// A player out: the hand they went out in and the stack they started it
/// with. `key` is the caller's name for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finish<K> {
    pub key: K,
    pub hand_no: u64,
    pub start_stack: Chips,
}

/// The players out, grouped by the places they cover: for each group the
/// first place it covers and its players. `players` counts everyone in the
/// tournament (out or not), so the first out is last.
pub fn finish_order<K: Clone>(out: &[Finish<K>], players: usize) -> Vec<(usize, Vec<K>)> {
    let mut sorted: Vec<&Finish<K>> = out.iter().collect();
    // Last out first: a later hand, then a bigger starting stack.
    sorted.sort_by_key(|f| std::cmp::Reverse((f.hand_no, f.start_stack)));
    let still_in = players.saturating_sub(out.len());
    let mut groups: Vec<(usize, Vec<K>)> = Vec::new();
    let mut place = still_in + 1;
    let mut i = 0;
    while i < sorted.len() {
        let head = sorted[i];
        let same: Vec<K> = sorted[i..]
            .iter()
            .take_while(|f| f.hand_no == head.hand_no && f.start_stack == head.start_stack)
            .map(|f| f.key.clone())
            .collect();
        let n = same.len();
        groups.push((place, same));
        place += n;
        i += n;
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    fn out(key: &'static str, hand_no: u64, stack: u64) -> Finish<&'static str> {
        Finish {
            key,
            hand_no,
            start_stack: Chips(stack),
        }
    }

    #[test]
    fn players_out_in_one_hand_place_by_starting_stack_and_equal_stacks_tie() {
        let busts = [
            out("a", 3, 500),
            out("b", 7, 900),
            out("c", 7, 1200),
            out("d", 9, 400),
            out("e", 9, 400),
        ];
        assert_eq!(
            finish_order(&busts, 6),
            vec![
                (2, vec!["d", "e"]),
                (4, vec!["c"]),
                (5, vec!["b"]),
                (6, vec!["a"])
            ]
        );
    }
}
