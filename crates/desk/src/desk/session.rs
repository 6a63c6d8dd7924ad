//! The session around the hands: the first button, chosen or drawn by high
//! card (highest rank, ties by suit: spades, hearts, diamonds, clubs), and
//! the dealer in the box, whose name every later entry carries.

use std::fmt;

use super::{Desk, DeskError, DeskEvent, EntryKind, NameFault, SeatNo, check_name};
use crate::command::SessionCommand;
use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::Chips;
use dealerdesk_log::Role;

/// What a seating or session change did: who, where, how many chips.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionDone {
    /// A player sat down with a buy-in.
    Sat {
        name: String,
        seat: SeatNo,
        chips: Chips,
    },
    /// A player left with their stack.
    Left {
        name: String,
        seat: SeatNo,
        chips: Chips,
    },
    /// A player sits out.
    SatOut(String),
    /// A player is back in.
    Back(String),
    /// A player added chips.
    Added { name: String, chips: Chips },
    /// A player moved seats.
    Moved {
        name: String,
        from: SeatNo,
        to: SeatNo,
    },
    /// The first button was chosen.
    Button(SeatNo),
    /// A player drew the first button.
    DrewButton { name: String, seat: SeatNo },
    /// A dealer came into the box.
    Dealer(String),
    /// A player entered the tournament.
    Entered {
        name: String,
        seat: SeatNo,
        kind: EntryKind,
    },
    /// A tournament rebuy.
    Rebought(String),
    /// A tournament add-on.
    AddOn(String),
    /// The tournament clock started.
    ClockStarted,
    /// The clock moved on.
    ClockMoved,
    /// Chips of one value coloured up.
    ColouredUp(Chips),
}

impl fmt::Display for SessionDone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SessionDone::Sat { name, seat, chips } => {
                write!(f, "{name} sits down in {seat} with {chips}")
            }
            SessionDone::Left { name, seat, chips } => {
                write!(f, "{name} leaves {seat} with {chips}")
            }
            SessionDone::SatOut(name) => write!(f, "{name} sits out"),
            SessionDone::Back(name) => write!(f, "{name} is back"),
            SessionDone::Added { name, chips } => write!(f, "{name} adds {chips}"),
            SessionDone::Moved { name, from, to } => write!(f, "{name} moves from {from} to {to}"),
            SessionDone::Button(seat) => write!(f, "the button starts on {seat}"),
            SessionDone::DrewButton { name, seat } => {
                write!(f, "{name} draws the button on {seat}")
            }
            SessionDone::Dealer(name) => write!(f, "{name} is in the box"),
            SessionDone::Entered { name, seat, kind } => {
                write!(f, "{name} enters in {seat} ({kind})")
            }
            SessionDone::Rebought(name) => write!(f, "{name} rebuys"),
            SessionDone::AddOn(name) => write!(f, "{name} takes the add-on"),
            SessionDone::ClockStarted => f.write_str("the clock starts"),
            SessionDone::ClockMoved => f.write_str("the clock moves on"),
            SessionDone::ColouredUp(chip) => write!(f, "the {chip} chips are coloured up"),
        }
    }
}

impl Desk {
    /// Does a seating or session change; returns what was done, as data
    /// (its `Display` is the English; faces say it through `speak`).
    pub fn session(&mut self, command: &SessionCommand) -> Result<SessionDone, DeskError> {
        let name = |d: &Desk, seat: SeatNo| {
            d.seats()
                .get(&seat)
                .map_or_else(|| seat.to_string(), |s| s.name.clone())
        };
        Ok(match command {
            SessionCommand::Sit { seat, name, chips } => {
                self.seat(*seat, name, *chips)?;
                SessionDone::Sat {
                    name: name.clone(),
                    seat: *seat,
                    chips: *chips,
                }
            }
            SessionCommand::Leave(seat) => {
                let who = name(self, *seat);
                let chips = self.seats().get(seat).map(|s| s.stack);
                self.leave(*seat)?;
                SessionDone::Left {
                    name: who,
                    seat: *seat,
                    chips: chips.unwrap_or_default(),
                }
            }
            SessionCommand::Out(seat) => {
                self.sit_out(*seat)?;
                SessionDone::SatOut(name(self, *seat))
            }
            SessionCommand::Back(seat) => {
                self.sit_in(*seat)?;
                SessionDone::Back(name(self, *seat))
            }
            SessionCommand::Rebuy { seat, chips } => {
                self.add_chips(*seat, *chips)?;
                SessionDone::Added {
                    name: name(self, *seat),
                    chips: *chips,
                }
            }
            SessionCommand::Move { from, to } => {
                let who = name(self, *from);
                self.move_seat(*from, *to)?;
                SessionDone::Moved {
                    name: who,
                    from: *from,
                    to: *to,
                }
            }
            SessionCommand::Button(seat) => {
                self.choose_button(*seat)?;
                SessionDone::Button(*seat)
            }
            SessionCommand::Draw(draws) => {
                let seat = self.draw_for_button(draws)?;
                SessionDone::DrewButton {
                    name: name(self, seat),
                    seat,
                }
            }
            SessionCommand::Dealer(dealer) => {
                self.change_dealer(dealer)?;
                SessionDone::Dealer(dealer.clone())
            }
            SessionCommand::Enter { seat, name } => {
                let kind = self.enter_tournament(*seat, name)?;
                SessionDone::Entered {
                    name: name.clone(),
                    seat: *seat,
                    kind,
                }
            }
            SessionCommand::TournamentRebuy(seat) => {
                self.rebuy(*seat)?;
                SessionDone::Rebought(name(self, *seat))
            }
            SessionCommand::AddOn(seat) => {
                self.add_on(*seat)?;
                SessionDone::AddOn(name(self, *seat))
            }
            SessionCommand::ClockStart => {
                self.start_clock()?;
                SessionDone::ClockStarted
            }
            SessionCommand::Tick(ms) => {
                self.tick(*ms)?;
                SessionDone::ClockMoved
            }
            SessionCommand::ColourUp { chip, cards } => {
                self.colour_up(*chip, cards)?;
                SessionDone::ColouredUp(*chip)
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
        let name = match check_name(name) {
            Ok(name) => name,
            Err(NameFault::Empty) => return Err(DeskError::NoDealerName),
            Err(fault) => return Err(DeskError::Name(fault)),
        };
        let name = name.as_str();
        let known = self
            .log
            .operators()?
            .into_iter()
            .find(|o| o.role == Role::Dealer && o.name == name);
        let id = match known {
            Some(o) => o.id,
            None => {
                let name = self.new_staff_name(name)?;
                self.log.add_operator(&name, Role::Dealer, None)?
            }
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
