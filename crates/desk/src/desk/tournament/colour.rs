//! The colour-up at its break (TDA 24): the dealer enters a card for each
//! odd chip of the denomination leaving, the core races them off, and the stacks after the
//! race, the cards and the chips created or removed are recorded in one
//! event. A card missing or extra is refused naming the seats.

use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::Chips;
use dealerdesk_core::tournament::{RaceError, chip_race};

use super::{Desk, DeskError, RacedStack, SeatNo, TourneyEvent, TourneyRefusal};

impl Desk {
    /// A colour-up due and not done: the denomination and its break.
    pub fn colour_up_due(&self) -> Option<(Chips, u32)> {
        let t = self.tournament()?;
        let begun = t.position(self.now()).breaks_begun;
        t.structure
            .colour_ups
            .iter()
            .find(|u| u.at_break <= begun && !t.coloured.contains(&u.remove))
            .map(|u| (u.remove, u.at_break))
    }

    /// Colours up `removed` with the race cards drawn.
    pub fn colour_up(&mut self, removed: Chips, cards: &[(SeatNo, Card)]) -> Result<(), DeskError> {
        let t = self.tourney()?;
        if self.hand().is_some() {
            return Err(self.refuse_tourney(TourneyRefusal::DuringHand));
        }
        let Some(step) = t
            .structure
            .colour_ups
            .iter()
            .find(|u| u.remove == removed)
            .cloned()
        else {
            return Err(self.refuse_tourney(TourneyRefusal::NoSuchColourUp(removed)));
        };
        if t.coloured.contains(&removed) {
            return Err(self.refuse_tourney(TourneyRefusal::ColouredUp(removed)));
        }
        if t.position(self.now()).breaks_begun < step.at_break {
            let at_break = step.at_break;
            return Err(self.refuse_tourney(TourneyRefusal::ColourUpEarly {
                chip: removed,
                at_break,
            }));
        }
        let new_chip = t
            .structure
            .chips_after(step.at_break)
            .into_iter()
            .find(|c| !t.coloured.contains(c) && *c != removed)
            .unwrap_or(removed);
        let stacks: Vec<(SeatNo, Chips)> = self
            .seats()
            .iter()
            .filter(|(_, s)| !s.stack.is_zero())
            .map(|(n, s)| (*n, s.stack))
            .collect();
        let race = chip_race(&stacks, removed, new_chip, cards).map_err(|e| {
            self.refuse_tourney(match e {
                RaceError::Cards { missing, extra } => TourneyRefusal::RaceCards { missing, extra },
                RaceError::Twice(card) => TourneyRefusal::DrawnTwice(card),
                RaceError::Count { key, drew, due } => TourneyRefusal::RaceCardCount {
                    seat: key,
                    drew,
                    due,
                },
            })
        })?;
        let stacks = race
            .seats
            .iter()
            .map(|r| RacedStack {
                seat: r.key,
                before: r.before,
                after: r.after,
                cards: r.cards.iter().map(ToString::to_string).collect(),
                won: r.won,
                kept_one: r.kept_one,
            })
            .collect();
        let text = format!(
            "tournament colour-up {removed} to {new_chip}: {} raced, {:+} chips",
            race.raced, race.created
        );
        let event = TourneyEvent::ColourUp {
            removed,
            new_chip,
            stacks,
            created: race.created as i64,
        };
        self.record_tourney(None, None, text, event)
    }
}
