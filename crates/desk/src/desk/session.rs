//! The session around the hands: the first button, chosen or drawn by high
//! card (highest rank, ties by suit: spades, hearts, diamonds, clubs), and
//! the dealer in the box, whose name every later entry carries.

use super::{Desk, DeskError, DeskEvent, SeatNo};
use crate::command::SessionCommand;
use dealerdesk_core::cards::Card;
use dealerdesk_log::Role;

impl Desk {
    /// Does a seating or session change; returns what was done, in words.
    pub fn session(&mut self, command: &SessionCommand) -> Result<String, DeskError> {
        let name = |d: &Desk, seat: SeatNo| {
            d.seats()
                .get(&seat)
                .map_or_else(|| seat.to_string(), |s| s.name.clone())
        };
        Ok(match command {
            SessionCommand::Sit { seat, name, chips } => {
                self.seat(*seat, name, *chips)?;
                format!("{name} sits down in {seat} with {chips}")
            }
            SessionCommand::Leave(seat) => {
                let who = name(self, *seat);
                let chips = self.seats().get(seat).map(|s| s.stack);
                self.leave(*seat)?;
                format!("{who} leaves {seat} with {}", chips.unwrap_or_default())
            }
            SessionCommand::Out(seat) => {
                self.sit_out(*seat)?;
                format!("{} sits out", name(self, *seat))
            }
            SessionCommand::Back(seat) => {
                self.sit_in(*seat)?;
                format!("{} is back", name(self, *seat))
            }
            SessionCommand::Rebuy { seat, chips } => {
                self.add_chips(*seat, *chips)?;
                format!("{} adds {chips}", name(self, *seat))
            }
            SessionCommand::Move { from, to } => {
                let who = name(self, *from);
                self.move_seat(*from, *to)?;
                format!("{who} moves from {from} to {to}")
            }
            SessionCommand::Button(seat) => {
                self.choose_button(*seat)?;
                format!("the button starts on {seat}")
            }
            SessionCommand::Draw(draws) => {
                let seat = self.draw_for_button(draws)?;
                format!("{} draws the button on {seat}", name(self, seat))
            }
            SessionCommand::Dealer(dealer) => {
                self.change_dealer(dealer)?;
                format!("{dealer} is in the box")
            }
            SessionCommand::Enter { seat, name } => {
                let kind = self.enter_tournament(*seat, name)?;
                format!("{name} enters in {seat} ({kind})")
            }
            SessionCommand::TournamentRebuy(seat) => {
                self.rebuy(*seat)?;
                format!("{} rebuys", name(self, *seat))
            }
            SessionCommand::AddOn(seat) => {
                self.add_on(*seat)?;
                format!("{} takes the add-on", name(self, *seat))
            }
            SessionCommand::ClockStart => {
                self.start_clock()?;
                "the clock starts".into()
            }
            SessionCommand::Tick(ms) => {
                self.tick(*ms)?;
                "the clock moves on".into()
            }
            SessionCommand::ColourUp { chip, cards } => {
                self.colour_up(*chip, cards)?;
                format!("the {chip} chips are coloured up")
            }
        })
    }

    /// Puts the session's first button on `seat`; only before the first hand.
    pub fn choose_button(&mut self, seat: SeatNo) -> Result<(), DeskError> {
        self.before_first_hand()?;
        self.occupied(seat)?;
        let text = format!("desk button {}", seat.0);
        self.record(
            None,
            text,
            DeskEvent::Button {
                seat,
                how: "chosen".into(),
            },
        )
    }

    /// Draws for the button: one card per seated player; the highest card
    /// takes it. Returns the seat. Only before the first hand.
    pub fn draw_for_button(&mut self, draws: &[(SeatNo, Card)]) -> Result<SeatNo, DeskError> {
        self.before_first_hand()?;
        let seated: Vec<SeatNo> = self.seats().keys().copied().collect();
        for seat in &seated {
            if draws.iter().filter(|(s, _)| s == seat).count() != 1 {
                return Err(DeskError::DrawCount {
                    seat: *seat,
                    cards: draws.iter().filter(|(s, _)| s == seat).count(),
                });
            }
        }
        if let Some((seat, _)) = draws.iter().find(|(s, _)| !seated.contains(s)) {
            return Err(DeskError::EmptySeat(*seat));
        }
        for (i, (_, card)) in draws.iter().enumerate() {
            if draws[..i].iter().any(|(_, c)| c == card) {
                return Err(DeskError::DrawnTwice(*card));
            }
        }
        // Cards order by rank, then suit: clubs, diamonds, hearts, spades.
        let Some(&(seat, card)) = draws.iter().max_by_key(|(_, c)| *c) else {
            return Err(DeskError::NoDraw);
        };
        let text = format!("desk button {} drawn", seat.0);
        self.record(
            None,
            text,
            DeskEvent::Button {
                seat,
                how: format!("drawn, {card} high"),
            },
        )?;
        Ok(seat)
    }

    /// The dealer `name` takes the box: every later entry is theirs.
    pub fn change_dealer(&mut self, name: &str) -> Result<(), DeskError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(DeskError::NoDealerName);
        }
        let known = self
            .log
            .operators()?
            .into_iter()
            .find(|o| o.role == Role::Dealer && o.name == name);
        let id = match known {
            Some(o) => o.id,
            None => self.log.add_operator(name, Role::Dealer, None)?,
        };
        self.dealer = id;
        let text = format!("desk dealer {name}");
        self.record(None, text, DeskEvent::Dealer { name: name.into() })
    }

    fn before_first_hand(&self) -> Result<(), DeskError> {
        if self.table.hands_started > 0 || self.hand().is_some() {
            return Err(DeskError::ButtonAfterFirstHand);
        }
        Ok(())
    }
}
