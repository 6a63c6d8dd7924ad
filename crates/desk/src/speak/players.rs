//! The players of a hand as sentences name them: by name and seat ("Ana
//! (seat 1)", "Ana (1. hely)"), never by the hand position (`p3`) the
//! engine counts in, which changes every hand. A face hands the speak
//! functions the hand's `Players`; each player argument of a message comes
//! in two forms, `$seat` as the subject and `$seat-of` as the possessive
//! (English "Ana's (seat 1)", Polish "gracza Ana (miejsce 1)").
use std::collections::BTreeMap;

use dealerdesk_core::chips::Pos;
use dealerdesk_core::notation::PhhHand;
use dealerdesk_i18n::{Args, Words};

use crate::desk::{Desk, LiveHand, Seat, SeatNo};
use crate::review::HandReview;

/// The name and seat of each position of a hand (`p1` first).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Players {
    at: Vec<(String, SeatNo)>,
}

impl Players {
    /// Names and seats, in position order.
    pub fn new(at: Vec<(String, SeatNo)>) -> Players {
        Players { at }
    }

    /// The players of `hand`, named as they sit in `seats` (a seat left
    /// since is named by its number alone).
    pub fn of(hand: &LiveHand, seats: &BTreeMap<SeatNo, Seat>) -> Players {
        Players::new(
            hand.seats
                .iter()
                .map(|s| (seats.get(s).map(|x| x.name.clone()).unwrap_or_default(), *s))
                .collect(),
        )
    }

    /// The players of the hand in play at `desk`, else of the last hand
    /// (which a correction changes), else none.
    pub fn at_table(desk: &Desk) -> Players {
        desk.hand()
            .or(desk.table().last_hand())
            .map(|h| Players::of(h, desk.seats()))
            .unwrap_or_default()
    }

    /// The players of a hand read back from the log.
    pub fn of_review(hand: &HandReview) -> Players {
        Players::new(hand.names.iter().cloned().zip(hand.seats.clone()).collect())
    }

    /// The players a hand history names, at the seats it records (else
    /// counted from 1); none when it names no players.
    pub fn of_phh(hand: &PhhHand) -> Players {
        let names = hand.players.clone().unwrap_or_default();
        let seats = hand.seats.clone().unwrap_or_default();
        Players::new(
            names
                .into_iter()
                .enumerate()
                .map(|(i, n)| {
                    let seat = seats.get(i).copied().unwrap_or(i as u8 + 1);
                    (n, SeatNo(seat))
                })
                .collect(),
        )
    }

    /// The name and seat of `pos`, if the hand has that position.
    pub fn get(&self, pos: Pos) -> Option<(&str, SeatNo)> {
        self.at.get(pos.index()).map(|(n, s)| (n.as_str(), *s))
    }
}

/// The player in position `pos` in words: "Ana (seat 1)"; a seat with no
/// name as "Seat 1"; a position the hand does not have as "position 9".
pub fn player(words: Words, who: &Players, pos: Pos) -> String {
    said(words, who, pos, "as")
}

/// `args` with the player in `pos` under `keys`: the subject form and the
/// possessive form.
pub(super) fn with_player(
    args: Args,
    words: Words,
    who: &Players,
    keys: (&'static str, &'static str),
    pos: Pos,
) -> Args {
    args.str(keys.0, said(words, who, pos, "as"))
        .str(keys.1, said(words, who, pos, "of"))
}

/// The keys of the player a message is about.
pub(super) const SEAT: (&str, &str) = ("seat", "seat-of");

/// The player in `pos` in the `form` a message takes: `as`, `of`.
pub(super) fn said(words: Words, who: &Players, pos: Pos, form: &'static str) -> String {
    match who.get(pos) {
        Some((name, seat)) if !name.is_empty() => words.with(
            "player",
            &Args::new()
                .str("name", name)
                .num("seat", u64::from(seat.0))
                .str("form", form),
        ),
        Some((_, seat)) => super::seat_no(words, seat),
        None => words.with(
            "player-position",
            &Args::new()
                .num("pos", u64::from(pos.0) + 1)
                .str("form", form),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dealerdesk_i18n::Lang;

    fn ana() -> Players {
        Players::new(vec![("Bob".into(), SeatNo(4)), ("Ana".into(), SeatNo(1))])
    }

    #[test]
    fn a_player_is_named_by_name_and_seat_in_every_language() {
        let said: Vec<String> = Lang::ALL
            .iter()
            .map(|l| player(Words::new(*l), &ana(), Pos(1)))
            .collect();
        assert_eq!(
            said,
            [
                "Ana (seat 1)",
                "Ana (místo 1)",
                "Ana (miejsce 1)",
                "Ana (plads 1)",
                "Ana (1. hely)"
            ]
        );
        let en = Words::new(Lang::En);
        let of = with_player(Args::new(), en, &ana(), SEAT, Pos(0));
        assert_eq!(
            en.with("refusal-dead-card", &of.str("card", "A♥")),
            "Bob's (seat 4) hand is dead: A♥ is a dead card, not a dealer error to correct."
        );
        assert_eq!(player(en, &ana(), Pos(8)), "position 9");
    }
}
