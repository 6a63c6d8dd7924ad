//! Who is first by the cards showing in stud: the lowest up card brings in,
//! and from fourth street the best board opens and, with no aggressor, shows
//! first.

use crate::chips::Pos;
use crate::engine::state::HandState;
use crate::eval::eval_board;
use crate::rules::{HouseRules, StudTie};

/// The stud player with the lowest up card (ace high, suits breaking ties).
/// An up card recorded as unknown is passed over.
pub(crate) fn bring_in_seat(s: &HandState) -> Pos {
    s.in_hand()
        .filter_map(|(pos, p)| p.cards()[2].map(|c| (c, pos)))
        .min()
        .map_or(Pos(0), |(_, pos)| pos)
}

/// The stud player with the best visible hand; ties per the house rule.
pub(crate) fn high_board(s: &HandState, r: &HouseRules) -> Pos {
    let mut best: Option<(Pos, crate::eval::BoardRank, crate::cards::Card)> = None;
    for (pos, p) in s.in_hand() {
        let up: Vec<crate::cards::Card> = p.cards()[2..usize::from(p.card_count.min(6))]
            .iter()
            .flatten()
            .copied()
            .collect();
        if up.is_empty() {
            continue;
        }
        let rank = eval_board(&up);
        let top = up.iter().copied().max().unwrap_or(up[0]);
        let better = match &best {
            None => true,
            Some((_, b, t)) => {
                rank > *b || (rank == *b && r.stud_order() == StudTie::Suit && top > *t)
            }
        };
        if better {
            best = Some((pos, rank, top));
        }
    }
    best.map_or(Pos(0), |b| b.0)
}
