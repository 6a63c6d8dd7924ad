//! The end of a PokerStars hand history: the showdown block with hand names
//! as the engine reads them for the game, and the summary (pots, rake, board,
//! a result line per seat).

use super::*;
use crate::export::stars_words::short_deck_hand;
use dealerdesk_core::eval::HandRank;

impl Writer<'_> {
    /// "a pair of Aces", or for hi/lo "HI: a pair of Aces; LO: 8,6,4,3,2",
    /// for razz "Lo: 8,6,4,3,A", in short deck by its own order, as the
    /// engine reads the hand for the game.
    fn hand_name(&self, p: Pos) -> Option<String> {
        match self.end.best_hand(p) {
            Some(HandRank::AceFiveLow(low)) => {
                let ranks: Vec<String> = low
                    .ranks()
                    .iter()
                    .map(|r| r.to_char().to_string())
                    .collect();
                return Some(format!("Lo: {}", ranks.join(",")));
            }
            Some(HandRank::ShortDeck(hand)) => return Some(short_deck_hand(hand)),
            Some(rank @ (HandRank::DeuceSevenLow(_) | HandRank::Badugi(_))) => {
                return super::draw::draw_hand_name(rank, self.end.players()[p.index()].cards());
            }
            _ => {}
        }
        let high = high_hand(self.end.high_hand(p)?)?;
        if self.r.rules.split() != Split::HiLo8 {
            return Some(high);
        }
        Some(match self.end.low_hand(p) {
            Some(low) => format!("HI: {high}; LO: {}", low_hand(low)),
            None => format!("HI: {high}"),
        })
    }

    pub(super) fn flush_stud_street(&mut self) {
        if let Some(dealt) = self.dealt.take() {
            self.street(&dealt);
        }
    }

    pub(super) fn showdown(&mut self) {
        self.flush_stud_street();
        let end = self.end.clone();
        self.flush_draw(&end);
        if !self.shows.is_empty() || !self.mucks.is_empty() {
            self.line("*** SHOW DOWN ***");
            for p in self.shows.clone() {
                let cards = spaced_cards(self.end.players()[p.index()].cards());
                let named = self
                    .hand_name(p)
                    .map_or_else(String::new, |h| format!(" ({h})"));
                let text = format!("{}: shows [{cards}]{named}", self.name(p));
                self.line(text);
            }
            for p in self.mucks.clone() {
                let text = format!("{}: mucks hand", self.name(p));
                self.line(text);
            }
        }
        let pots = self.end.awarded().len();
        let collected = self.collected.clone();
        for &(p, amount, pot) in &collected {
            let from = if pots <= 1 {
                "pot".to_string()
            } else if pot == 0 {
                "main pot".to_string()
            } else {
                format!("side pot-{pot}")
            };
            let text = format!(
                "{} collected {} from {from}",
                self.name(p),
                self.money(amount)
            );
            self.line(text);
        }
        // Won with no showdown: the winner's cards stay face down.
        if self.shows.is_empty() && self.mucks.is_empty() {
            let mut winners: Vec<Pos> = collected.iter().map(|c| c.0).collect();
            winners.dedup();
            for p in winners {
                let text = format!("{}: doesn't show hand", self.name(p));
                self.line(text);
            }
        }
    }

    pub(super) fn summary(&mut self) {
        self.line("*** SUMMARY ***");
        let pots: Vec<Chips> = self.end.awarded().iter().map(|p| p.amount).collect();
        let total: Chips = pots.iter().copied().sum();
        let mut line = format!("Total pot {}", self.money(total));
        if pots.len() > 1 {
            let _ = write!(line, " Main pot {}.", self.money(pots[0]));
            for (i, pot) in pots.iter().enumerate().skip(1) {
                let _ = write!(line, " Side pot-{i} {}.", self.money(*pot));
            }
        }
        let _ = write!(line, " | Rake {}", self.money(self.end.rake()));
        self.line(line);
        if !self.board.is_empty() {
            let text = format!("Board [{}]", join(&self.board));
            self.line(text);
        }
        for p in self.by_seat.clone() {
            let text = self.seat_result(p);
            self.line(text);
        }
    }

    fn seat_result(&self, p: Pos) -> String {
        let r = self.r;
        let i = p.index();
        let mut who = format!("Seat {}: {}", r.seats[i].0, self.name(p));
        if self.button_blind() == Some(p) {
            who.push_str(" (button blind)");
        } else if !self.stud() {
            if r.seats[i] == r.button {
                who.push_str(" (button)");
            }
            match r.start.blind_kind(p) {
                Some(Blind::Small) => who.push_str(" (small blind)"),
                Some(Blind::Big) => who.push_str(" (big blind)"),
                Some(Blind::Straddle) | None => {}
            }
        }
        let won: Chips = self
            .collected
            .iter()
            .filter(|(q, _, _)| *q == p)
            .map(|(_, c, _)| *c)
            .sum();
        let pl = &self.end.players()[i];
        if let Some(street) = self.folded_on[i] {
            let when = self.fold_street(street);
            // Nothing put in beyond the ante.
            let idle = pl.committed == pl.ante && pl.blind.is_zero();
            let tail = if idle && street == 0 {
                " (didn't bet)"
            } else {
                ""
            };
            return format!("{who} folded {when}{tail}");
        }
        if self.shows.contains(&p) {
            let cards = spaced_cards(pl.cards());
            let mut with = self.hand_name(p).unwrap_or_default();
            // The summary says "a Badugi: 8,4,3,A", "a 3-card: T,7,2".
            if matches!(self.end.best_hand(p), Some(HandRank::Badugi(_))) {
                with.insert_str(0, "a ");
            }
            return if won.is_zero() {
                format!("{who} showed [{cards}] and lost with {with}")
            } else {
                format!(
                    "{who} showed [{cards}] and won ({}) with {with}",
                    self.money(won)
                )
            };
        }
        if self.mucks.contains(&p) {
            // The hero's own mucked cards are written, as PokerStars writes
            // them in the hero's history; nobody else's.
            let cards = pl.cards();
            let known = !cards.is_empty() && cards.iter().all(Option::is_some);
            if self.is_hero(p) && known {
                return format!("{who} mucked [{}]", spaced_cards(cards));
            }
            return format!("{who} mucked");
        }
        if won.is_zero() {
            format!("{who} did not show")
        } else {
            format!("{who} collected ({})", self.money(won))
        }
    }

    /// "before Flop", "on the Turn", "on the 4th Street".
    fn fold_street(&self, street: u8) -> String {
        if self.draw_game() {
            return self.draw_fold_street(street);
        }
        if self.stud() {
            return match street {
                0..=3 => format!(
                    "on the {} Street",
                    ["3rd", "4th", "5th", "6th"][usize::from(street)]
                ),
                _ => "on the River".into(),
            };
        }
        match street {
            0 => "before Flop".into(),
            1 => "on the Flop".into(),
            2 => "on the Turn".into(),
            _ => "on the River".into(),
        }
    }
}
