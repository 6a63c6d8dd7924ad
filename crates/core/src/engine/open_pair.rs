//! Fixed-limit bet sizes: the street's small or big bet, and stud's open pair
//! on fourth street: where the house allows it (RRoP Seven-Card Stud 4, WSOP
//! 224), a pair showing lets any player bet or raise the small bet or the big
//! bet until a big one is made; tournaments (TDA RP-10-F) and stud hi/lo
//! (WSOP 241) keep the small bet.

use crate::chips::{Chips, Pos};
use crate::engine::Note;
use crate::engine::event::Event;
use crate::engine::state::HandState;
use crate::rules::{HouseRules, OpenPair, RuleId};

/// The fixed-limit bet size of the current street.
pub(super) fn street_size(s: &HandState) -> Chips {
    if s.def().street(s.street).big_bet {
        s.big_bet
    } else {
        s.small_bet
    }
}

/// The smallest fixed-limit bet or raise now: the street's size, or the big
/// bet once one was made on an open pair.
pub(super) fn limit_size(s: &HandState) -> Chips {
    if s.round.big_bets {
        s.big_bet
    } else {
        street_size(s)
    }
}

/// The big bet a player may choose instead of the small one, while the
/// house allows it and no big bet or raise has been made this round.
pub(super) fn open_pair_big(s: &HandState, r: &HouseRules) -> Option<Chips> {
    (s.round.open_pair && !s.round.big_bets && r.open_pair() == OpenPair::BigBetOption)
        .then_some(s.big_bet)
        .filter(|big| *big > limit_size(s))
}

/// Whether a board still in the hand shows a pair on stud's fourth street.
pub(super) fn pair_showing(s: &HandState) -> bool {
    s.def().deals_up_cards()
        && s.street == 1
        && s.in_hand().any(|(_, p)| match p.cards().get(2..4) {
            Some([Some(a), Some(b)]) => a.rank() == b.rank(),
            _ => false,
        })
}

/// A bet or raise to `to` about to be made: when it is the big one on an
/// open pair, every later raise this round is big, and the dealer is told.
pub(super) fn big_bet_made(
    s: &mut HandState,
    r: &HouseRules,
    pos: Pos,
    to: Chips,
    events: &mut Vec<Event>,
) {
    if open_pair_big(s, r).is_some_and(|big| to >= s.round.full_level + big) {
        s.round.big_bets = true;
        events.push(Event::Ruled {
            rule: r.rule(RuleId::OpenPair),
            note: Note::OpenPairBig { pos },
        });
    }
}
