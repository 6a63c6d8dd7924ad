//! Showdown: who shows first, checking tabled cards, and awarding each pot to
//! its best hand(s), hi/lo halves and odd chips by the house rules. A hand is
//! ranked by the evaluator the game's row names (`GameDef::ranking`): high,
//! ace-to-five or deuce-to-seven low, badugi or short deck; the eight-or-better
//! low half of a hi/lo pot comes on top where the split says so.

use super::rake;
use crate::cards::{Card, Rank};
use crate::chips::{Chips, Pos};
use crate::engine::event::Event;
use crate::engine::legal::Legal;
use crate::engine::refusal::{Refusal, check_fresh};
use crate::engine::state::{AwardedPot, HandState, Phase};
use crate::engine::{Note, Why, Won, order};
use crate::eval::{
    HandRank, HighRank, LowRank, best_high_five, best_low_five, best_omaha_high, best_omaha_low8,
    eval_ace_five_low, eval_badugi, eval_deuce_seven_low, eval_high, eval_low8, eval_short_deck,
};
use crate::game::{HandMaker, Ranking};
use crate::pots::{split, split_hi_lo};
use crate::rules::{
    AllInShowdown, HouseRules, RuleId, SidePotShowdown, Split, StudLowOddChip, StudOddChip,
};

/// Players who may table cards now: in the hand, not mucked, with cards not yet
/// all shown — at showdown, or during an all-in run-out.
pub(crate) fn may_show(s: &HandState) -> Vec<Pos> {
    if s.in_hand_count() < 2 {
        return Vec::new();
    }
    s.in_hand()
        .filter(|(_, p)| !p.mucked && p.shown < p.card_count)
        .map(|(pos, _)| pos)
        .collect()
}

/// Under the face-up rule, the first player in show order who has not yet
/// turned their hand up in an all-in run-out.
pub(crate) fn owed_face_up(s: &HandState, r: &HouseRules) -> Option<Pos> {
    if r.all_in_face_up() != AllInShowdown::FaceUp || s.in_hand_count() < 2 {
        return None;
    }
    show_order(s, r)
        .into_iter()
        .find(|p| s.player(*p).shown == 0 && !s.player(*p).mucked)
}

/// Players who may muck: at showdown, in the hand, not yet mucked nor
/// tabled, and not asked to be seen; nobody, where the house turns all-in
/// hands face up and a player in the showdown is all in (TDA 16).
pub(crate) fn may_muck(s: &HandState, r: &HouseRules) -> Vec<Pos> {
    if s.phase != Phase::Showdown || all_in_face_up(s, r) {
        return Vec::new();
    }
    s.in_hand()
        .filter(|(pos, p)| {
            !p.mucked && p.shown < p.card_count && !s.procedure.must_show.contains(*pos)
        })
        .map(|(pos, _)| pos)
        .collect()
}

/// Whether every hand in the showdown is turned face up because a player
/// in it is all in and the house says so.
pub(crate) fn all_in_face_up(s: &HandState, r: &HouseRules) -> bool {
    r.all_in_face_up() == AllInShowdown::FaceUp
        && s.in_hand_count() >= 2
        && s.in_hand().any(|(_, p)| p.stack.is_zero())
}

/// The showdown order: the last aggressor first, else the first player left of
/// the button (hold'em) or the best board (stud); then clockwise.
pub(crate) fn show_order(s: &HandState, r: &HouseRules) -> Vec<Pos> {
    let start = match s.last_aggressor {
        Some(p) if !s.player(p).folded => p,
        _ if s.def().has_blinds() => Pos(0),
        _ => order::high_board(s, r),
    };
    let mut order = Vec::new();
    let mut pos = start;
    for _ in 0..s.n() {
        if !s.player(pos).folded {
            order.push(pos);
        }
        pos = s.after(pos);
    }
    if r.side_pot_showdown() == SidePotShowdown::SidePotsFirst {
        // The highest side pot's players first, a player all in for the
        // main pot only last; the sort is stable, so the usual order holds
        // within each pot.
        order.sort_by_key(|p| std::cmp::Reverse(s.player(*p).committed));
    }
    order
}

pub(crate) fn check_show(
    s: &HandState,
    legal: &Legal,
    pos: Pos,
    cards: &[Option<Card>],
) -> Result<(), Refusal> {
    if !legal.may_show.contains(&pos) {
        return Err((RuleId::ShowdownOrder, Why::CannotShowNow { pos }));
    }
    let p = s.player(pos);
    if cards.len() != p.cards().len() {
        return Err((
            RuleId::TabledHand,
            Why::ShowAll {
                pos,
                holds: p.cards().len(),
                given: cards.len(),
            },
        ));
    }
    let mut fresh = Vec::new();
    for (i, (dealt, shown)) in p.cards().iter().zip(cards).enumerate() {
        match (dealt, shown) {
            (_, None) => {
                return Err((RuleId::CardsSpeak, Why::ShownUnread { pos, nth: i + 1 }));
            }
            (Some(d), Some(c)) if d != c => {
                return Err((
                    RuleId::CardsSpeak,
                    Why::DealtOther {
                        pos,
                        nth: i + 1,
                        dealt: *d,
                        shown: *c,
                    },
                ));
            }
            (None, Some(c)) => fresh.push(*c),
            (Some(_), Some(_)) => {}
        }
    }
    check_fresh(s, fresh.into_iter())
}

/// The cards a player tables, put in the order the player holds them: in a
/// draw game a hand is shown in any order, so each card known to be held
/// takes its place and the rest fill the unseen cards in turn. Other games
/// table in the order dealt, as given.
/// A player past the table holds nothing: the cards stay as given, for the
/// show's check to refuse.
pub(crate) fn in_held_order(s: &HandState, pos: Pos, cards: &[Option<Card>]) -> Vec<Option<Card>> {
    let Some(held) = s.players().get(pos.index()).map(|p| p.cards()) else {
        return cards.to_vec();
    };
    if !s.def().has_draws() || held.len() != cards.len() {
        return cards.to_vec();
    }
    let mut rest = cards.to_vec();
    let mut placed: Vec<Option<Card>> = held
        .iter()
        .map(|h| {
            let at = rest.iter().position(|c| h.is_some() && c == h)?;
            rest.remove(at)
        })
        .collect();
    let mut rest = rest.into_iter();
    for slot in placed.iter_mut().filter(|slot| slot.is_none()) {
        *slot = rest.next().flatten();
    }
    placed
}

pub(crate) fn show(
    s: &mut HandState,
    r: &HouseRules,
    pos: Pos,
    cards: &[Option<Card>],
    events: &mut Vec<Event>,
) {
    let mut seen = s.seen;
    let p = s.player_mut(pos);
    for (slot, c) in p.cards.iter_mut().zip(cards) {
        if slot.is_none() {
            *slot = *c;
            if let Some(c) = c {
                seen.insert(*c);
            }
        }
    }
    p.shown = p.card_count;
    s.seen = seen;
    events.push(Event::Shown {
        pos,
        cards: cards.to_vec(),
    });
    try_finish(s, r, events);
}

pub(crate) fn muck(s: &mut HandState, r: &HouseRules, pos: Pos, events: &mut Vec<Event>) {
    s.player_mut(pos).mucked = true;
    events.push(Event::Mucked { pos });
    try_finish(s, r, events);
}

/// Awards the pots once every live hand is tabled or only one is left.
pub(crate) fn try_finish(s: &mut HandState, r: &HouseRules, events: &mut Vec<Event>) {
    if s.phase != Phase::Showdown {
        return;
    }
    let live = s.in_hand().filter(|(_, p)| !p.mucked).count();
    let untabled = s
        .in_hand()
        .filter(|(_, p)| !p.mucked && p.shown < p.card_count)
        .count();
    if live <= 1 || untabled == 0 {
        award(s, r, events);
    }
}

/// A player's cards for evaluation: hole or stud cards plus the board.
fn hand_cards(s: &HandState, pos: Pos) -> Vec<Card> {
    s.player(pos)
        .cards()
        .iter()
        .chain(s.board())
        .flatten()
        .copied()
        .collect()
}

/// The known cards in a player's hand and on the board, apart.
fn hole_and_board(s: &HandState, pos: Pos) -> (Vec<Card>, Vec<Card>) {
    let known = |cards: &[Option<Card>]| cards.iter().flatten().copied().collect();
    (known(s.player(pos).cards()), known(s.board()))
}

/// A player's best hand as the game ranks it (any five of the player's
/// cards and the board, four for badugi; in Omaha exactly two and three),
/// from the cards known; `None` with too few known cards.
fn best_of(s: &HandState, pos: Pos) -> Option<HandRank> {
    let def = s.def();
    if def.hand == HandMaker::TwoAndThree {
        let (hole, board) = hole_and_board(s, pos);
        return best_omaha_high(&hole, &board).map(|(rank, _)| HandRank::High(rank));
    }
    let cards = hand_cards(s, pos);
    let five = (5..=7).contains(&cards.len());
    match def.ranking {
        Ranking::High => five.then(|| HandRank::High(eval_high(&cards))),
        Ranking::AceFiveLow => five.then(|| HandRank::AceFiveLow(eval_ace_five_low(&cards))),
        Ranking::DeuceSevenLow => {
            five.then(|| HandRank::DeuceSevenLow(eval_deuce_seven_low(&cards)))
        }
        Ranking::Badugi => (cards.len() == 4).then(|| HandRank::Badugi(eval_badugi(&cards))),
        Ranking::ShortDeck => {
            five.then(|| HandRank::ShortDeck(eval_short_deck(&cards, s.short_deck)))
        }
    }
}

/// A player's best qualifying eight-or-better low as the game makes it.
fn low_of(s: &HandState, pos: Pos) -> Option<LowRank> {
    match s.def().hand {
        HandMaker::BestFive => {
            let cards = hand_cards(s, pos);
            (cards.len() >= 5).then(|| eval_low8(&cards)).flatten()
        }
        HandMaker::TwoAndThree => {
            let (hole, board) = hole_and_board(s, pos);
            best_omaha_low8(&hole, &board).map(|(rank, _)| rank)
        }
    }
}

impl HandState {
    /// The best hand `pos` holds as the game ranks it, from the cards
    /// known; `None` with too few known cards.
    pub fn best_hand(&self, pos: Pos) -> Option<HandRank> {
        best_of(self, pos)
    }

    /// The best high hand `pos` holds, in a game ranking high hands (any
    /// five of the player's cards and the board; in Omaha exactly two and
    /// three), from the cards known; `None` with too few known cards or in a
    /// game ranking hands otherwise.
    pub fn high_hand(&self, pos: Pos) -> Option<HighRank> {
        best_of(self, pos).and_then(HandRank::high)
    }

    /// The best eight-or-better low `pos` holds as the game makes it.
    pub fn low_hand(&self, pos: Pos) -> Option<LowRank> {
        low_of(self, pos)
    }
}

fn award(s: &mut HandState, r: &HouseRules, events: &mut Vec<Event>) {
    let pots = s.pots();
    let unit = s.odd_chip_unit;
    let live = s.in_hand().filter(|(_, p)| !p.mucked).count();
    let total: Chips = pots.iter().map(|p| p.amount).sum();
    // The rake comes out of the main pot first, then the side pots in order.
    let mut rake_left = rake::owed(s, r, total);
    if !rake_left.is_zero() {
        s.raked = rake_left;
        events.push(Event::Raked { amount: rake_left });
    }
    let mut awarded = Vec::new();
    // Omaha's way of reading a hand is cited once, at the first contested pot.
    let mut omaha_read = false;
    for (i, pot) in pots.iter().enumerate() {
        let rake = rake_left.min(pot.amount);
        rake_left -= rake;
        let amount = pot.amount - rake;
        let mut contenders: Vec<Pos> = pot
            .eligible
            .iter()
            .copied()
            .filter(|&p| {
                let pl = s.player(p);
                !pl.mucked && (live == 1 || pl.shown == pl.card_count)
            })
            .collect();
        if contenders.is_empty() {
            contenders = pot.eligible.clone();
        }
        let (shares, hand) = if contenders.len() == 1 {
            (vec![(contenders[0], amount)], Won::Uncontested)
        } else {
            if !omaha_read && s.def().hand == HandMaker::TwoAndThree {
                omaha_read = true;
                events.push(Event::Ruled {
                    rule: r.rule(RuleId::OmahaHand),
                    note: Note::OmahaRead,
                });
            }
            showdown_shares(s, r, &contenders, amount, unit)
        };
        for &(p, c) in &shares {
            s.player_mut(p).stack += c;
        }
        events.push(Event::Awarded {
            pot: i,
            amount: pot.amount,
            shares: shares.clone(),
            hand: hand.clone(),
        });
        awarded.push(AwardedPot {
            amount: pot.amount,
            eligible: pot.eligible.clone(),
            awards: shares,
            hand,
            rake,
        });
    }
    s.awarded = awarded;
    s.phase = Phase::Done;
    s.round.to_act = None;
}

fn showdown_shares(
    s: &HandState,
    r: &HouseRules,
    contenders: &[Pos],
    amount: Chips,
    unit: Chips,
) -> (Vec<(Pos, Chips)>, Won) {
    let highs: Vec<(Pos, HandRank)> = contenders
        .iter()
        .filter_map(|&p| best_of(s, p).map(|rank| (p, rank)))
        .collect();
    let Some(best_high) = highs.iter().map(|h| h.1).max() else {
        // Nobody has five cards to read: split among the contenders.
        return (split(amount, contenders, unit), Won::Uncontested);
    };
    let high_winners: Vec<Pos> = highs
        .iter()
        .filter(|h| h.1 == best_high)
        .map(|h| h.0)
        .collect();
    let lows: Vec<(Pos, LowRank)> = if s.split == Split::HiLo8 {
        contenders
            .iter()
            .filter_map(|&p| low_of(s, p).map(|rank| (p, rank)))
            .collect()
    } else {
        Vec::new()
    };
    let best_low = lows.iter().map(|l| l.1).max();
    // A razz pot is a low: its odd chip goes as a low half's.
    let ace_five = s.def().ranking == Ranking::AceFiveLow;
    let high_order = odd_chip_order(s, r, &high_winners, ace_five);
    match best_low {
        None => (
            split(amount, &high_order, unit),
            Won::Hand {
                best: best_high,
                low: None,
            },
        ),
        Some(best_low) => {
            let low_winners: Vec<Pos> = lows
                .iter()
                .filter(|l| l.1 == best_low)
                .map(|l| l.0)
                .collect();
            let hand = Won::Hand {
                best: best_high,
                low: Some(best_low),
            };
            let mut both = low_winners.clone();
            both.sort();
            let mut highs_sorted = high_winners.clone();
            highs_sorted.sort();
            if both == highs_sorted {
                // The same players win both halves: the pot is split as
                // evenly as possible, the odd chips by the high hand's rule,
                // not once in each half (TDA 20; RRoP Ties).
                return (split(amount, &high_order, unit), hand);
            }
            let low_order = odd_chip_order(s, r, &low_winners, true);
            let (hi, lo) = split_hi_lo(amount, unit);
            let mut shares = split(hi, &high_order, unit);
            for (p, c) in split(lo, &low_order, unit) {
                match shares.iter_mut().find(|sh| sh.0 == p) {
                    Some(sh) => sh.1 += c,
                    None => shares.push((p, c)),
                }
            }
            (shares, hand)
        }
    }
}

/// Orders tied winners for odd chips: by position from the button in the
/// games dealt with a button (flop and draw games). In stud by the highest
/// card by suit, in the five-card hand or among all the player's cards as
/// the house says (`stud_odd_chip`); for a razz pot or a low half, as the
/// house says (`stud_low_odd_chip`), the lowest card by suit, aces low, read
/// the same way, or the highest card by suit in the five-card low hand
/// (TDA 20-B). Where that card is shared (a common card) the next one
/// decides. A player whose hand can be made with either of two cards of a
/// rank is read with the one that favours them.
fn odd_chip_order(s: &HandState, r: &HouseRules, winners: &[Pos], low: bool) -> Vec<Pos> {
    let mut order = winners.to_vec();
    if s.def().opener == crate::game::Opener::Blinds || order.len() < 2 {
        order.sort();
        return order;
    }
    let all_cards = r.stud_odd_chip() == StudOddChip::HighCardAllCards;
    let high_in_low = low && r.stud_low_odd_chip() == StudLowOddChip::HighCardInHand;
    // Smaller is better: for a high half the cards from the highest down,
    // for a low half from the lowest up.
    let key = |p: &Pos| -> Vec<u8> {
        let mut cards = hand_cards(s, *p);
        let mut key: Vec<u8> = if high_in_low {
            low_hand_high_suits(s, &cards)
                .iter()
                .map(|c| u8::MAX - low_index(*c))
                .collect()
        } else if low {
            cards.sort_by_key(|c| low_index(*c));
            let used = if all_cards {
                cards
            } else {
                best_low_five(&cards).map_or(cards, |c| c.to_vec())
            };
            used.iter().map(|c| low_index(*c)).collect()
        } else {
            cards.sort_by(|a, b| b.cmp(a));
            let used = if all_cards || cards.len() < 5 {
                cards
            } else {
                best_high_five(&cards).to_vec()
            };
            used.iter().map(|c| u8::MAX - c.index()).collect()
        };
        key.sort_unstable();
        key
    };
    order.sort_by_cached_key(|p| (key(p), *p));
    order
}

/// The five cards of a low hand (razz's ace-to-five, else the
/// eight-or-better), each rank taken with the highest suit the player
/// holds of it; all the cards when they make no such hand.
fn low_hand_high_suits(s: &HandState, cards: &[Card]) -> Vec<Card> {
    let ranks: Vec<Rank> = if s.def().ranking == Ranking::AceFiveLow {
        if !(5..=7).contains(&cards.len()) {
            return cards.to_vec();
        }
        eval_ace_five_low(cards).ranks().to_vec()
    } else {
        match best_low_five(cards) {
            Some(five) => five.iter().map(|c| c.rank()).collect(),
            None => return cards.to_vec(),
        }
    };
    let mut left = cards.to_vec();
    left.sort_by(|a, b| b.cmp(a));
    ranks
        .iter()
        .filter_map(|rank| {
            let i = left.iter().position(|c| c.rank() == *rank)?;
            Some(left.remove(i))
        })
        .collect()
}

/// A card's order for the low odd chip: aces below deuces, then by suit.
fn low_index(c: Card) -> u8 {
    if c.rank() == Rank::Ace {
        c.suit().index()
    } else {
        4 + c.index()
    }
}
