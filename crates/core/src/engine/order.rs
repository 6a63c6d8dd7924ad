//! Who is first by the cards showing in stud: the lowest up card brings in,
//! and from fourth street the best board opens and, with no aggressor, shows
//! first. In razz (`UpCards::Low`) the highest up card brings in, the ace
//! low, and the lowest board opens.

use crate::cards::{Card, Rank};
use crate::chips::Pos;
use crate::engine::state::HandState;
use crate::eval::{eval_board, eval_low_board};
use crate::game::UpCards;
use crate::rules::{HouseRules, StudTie};

/// A card's place in razz order: by rank with the ace lowest, then by suit
/// (clubs, diamonds, hearts, spades).
fn ace_low(c: Card) -> (u8, u8) {
    let rank = match c.rank() {
        Rank::Ace => 0,
        r => r.index() + 1,
    };
    (rank, c.suit().index())
}

/// The stud player who brings in: the lowest up card (ace high, suits
/// breaking ties), in razz the highest (ace low, suits breaking ties). An up
/// card recorded as unknown is passed over.
pub(crate) fn bring_in_seat(s: &HandState) -> Pos {
    let up = s
        .in_hand()
        .filter_map(|(pos, p)| p.cards()[2].map(|c| (c, pos)));
    let seat = match s.def().up_cards {
        UpCards::High => up.min().map(|(_, pos)| pos),
        UpCards::Low => up.max_by_key(|(c, _)| ace_low(*c)).map(|(_, pos)| pos),
    };
    seat.unwrap_or(Pos(0))
}

/// The stud player whose board opens: the best visible hand, in razz the
/// lowest; ties per the house rule (by position, or by the highest card's
/// suit — in razz the lowest of the highest cards).
pub(crate) fn high_board(s: &HandState, r: &HouseRules) -> Pos {
    let low = s.def().up_cards == UpCards::Low;
    let mut best: Option<(Pos, (u32, u32))> = None;
    for (pos, p) in s.in_hand() {
        let up: Vec<Card> = p.cards()[2..usize::from(p.card_count.min(6))]
            .iter()
            .flatten()
            .copied()
            .collect();
        if up.is_empty() {
            continue;
        }
        // Greater is first to act, in both parts.
        let key = if low {
            let top = up.iter().map(|c| ace_low(*c)).max().unwrap_or_default();
            let rank = eval_low_board(&up);
            (rank.key(), u32::MAX - u32::from(top.0 * 4 + top.1))
        } else {
            let top = up.iter().copied().max().unwrap_or(up[0]);
            (eval_board(&up).key(), u32::from(top.index()))
        };
        let better = match &best {
            None => true,
            Some((_, b)) => {
                key.0 > b.0 || (key.0 == b.0 && r.stud_order() == StudTie::Suit && key.1 > b.1)
            }
        };
        if better {
            best = Some((pos, key));
        }
    }
    best.map_or(Pos(0), |b| b.0)
}
