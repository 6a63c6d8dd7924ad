//! The floor's part of a desk hunt session: floor people registered (the
//! first at setup, later ones on a floor person's PIN, refused without it),
//! the dealer's errors (one whose result is the floor's refused from the
//! dealer), the floor's rulings behind a PIN and wrong PINs on record.

use dealerdesk_core::engine::{Action, Event, Note};
use dealerdesk_desk::desk::floor_only;
use dealerdesk_log::{HandQuery, PinCost};

use super::{Floor, Flow, Session};
use crate::Broken;

impl Session {
    /// A floor person with a six-digit PIN (now and then a PIN too short,
    /// refused), hashed at the scratch cost: the log says so.
    pub(super) fn register_floor(&mut self) -> Result<(), Broken> {
        let pin = format!("{:06}", self.rng.below(1_000_000));
        if self.rng.one_in(4) {
            let short = pin[..4].to_string();
            self.attempt("a four-digit floor PIN", Flow::Within, |d| {
                d.add_floor_at("Short", &short, PinCost::Scratch)
            })?;
        }
        if let Some(id) = self.attempt("a floor person", Flow::Within, |d| {
            d.add_floor_at("Flo", &pin, PinCost::Scratch)
        })? {
            let cost = self
                .desk
                .log()
                .operators()
                .map_err(|e| Broken(format!("the operators cannot be read: {e}")))?
                .into_iter()
                .find(|o| o.id == id)
                .and_then(|o| o.pin_cost);
            if cost != Some(PinCost::Scratch) {
                return Err(Broken(format!(
                    "a PIN hashed at the scratch cost reads back as {cost:?}"
                )));
            }
            self.floor = Some(Floor { id, pin });
        }
        Ok(())
    }

    /// A floor person registered after hands: with no floor person's word
    /// it must be refused (a dealer making someone floor); on the word and
    /// PIN of the floor person registered it is taken.
    pub(super) fn late_floor(&mut self) -> Result<(), Broken> {
        let pin = format!("{:06}", self.rng.below(1_000_000));
        let dealt = self
            .desk
            .log()
            .hand_count(&HandQuery::default())
            .map_err(|e| Broken(format!("the hands cannot be counted: {e}")))?;
        let staffed = self
            .desk
            .has_floor()
            .map_err(|e| Broken(format!("the operators cannot be read: {e}")))?;
        if dealt == 0 && !staffed {
            // Still setup: the first floor person may be registered.
            return Ok(());
        }
        let mal = self.attempt("a floor person by nobody's word", Flow::Within, |d| {
            d.add_floor_at("Mal", &pin, PinCost::Scratch)
        })?;
        if mal.is_some() {
            return Err(self.broken("a floor person was added without a floor person's PIN".into()));
        }
        if let Some(Floor { id, pin: floor_pin }) = self.floor.as_ref().map(|f| Floor {
            id: f.id,
            pin: f.pin.clone(),
        }) {
            // A name of its own for each.
            let staff = self
                .desk
                .log()
                .operators()
                .map_err(|e| Broken(format!("the operators cannot be read: {e}")))?
                .len();
            let name = format!("Max {staff}");
            let added = self.attempt("a floor person on the floor's word", Flow::Within, |d| {
                d.add_floor_by_at(id, &floor_pin, &name, &pin, PinCost::Scratch)
            })?;
            if added.is_none() {
                return Err(self.broken("the floor's word did not register a floor person".into()));
            }
        }
        Ok(())
    }

    /// A dealer error: the dealer enters it, or, if it is the floor's, it
    /// is refused and the floor may rule it. Whatever the dealer got entered
    /// must not have had a floor's outcome: no hand dead that its player did
    /// not fold, no misdeal handing back chips put in or a fold made.
    pub(super) fn dealer_error(&mut self, a: Action) -> Result<(), Broken> {
        let before = self.desk.hand().map(|h| (h.id, h.state.clone()));
        let floors = self
            .desk
            .hand()
            .and_then(|h| floor_only(&a, &h.state, self.desk.rules()));
        let entered = self.attempt("a dealer error", Flow::Within, |d| d.submit(&a))?;
        if floors.is_some() {
            if entered.is_some() {
                return Err(self.broken(format!("{a} was taken from the dealer")));
            }
            if self.rng.one_in(2) {
                self.floor_ruling(Some(a))?;
            }
            return Ok(());
        }
        if let (Some(events), Some((id, before))) = (entered, before) {
            let after = match self.desk.hand() {
                Some(h) if h.id == id => h.state.clone(),
                _ => match self.desk.table().last_hand() {
                    Some(last) => last.state.clone(),
                    None => return Ok(()),
                },
            };
            let held = events.iter().any(|e| {
                matches!(
                    e,
                    Event::Ruled {
                        note: Note::HeldBound { .. } | Note::HeldUnbound { .. },
                        ..
                    }
                )
            });
            let killed = before
                .players()
                .iter()
                .zip(after.players())
                .any(|(b, a)| !b.folded && a.folded);
            if killed && !held {
                return Err(self.broken(format!("{a} from the dealer killed a hand")));
            }
            let handed_back = before
                .players()
                .iter()
                .zip(after.players())
                .any(|(b, a)| b.committed != a.committed || b.folded != a.folded);
            if after.misdeals() > before.misdeals() && handed_back {
                return Err(self.broken(format!(
                    "{a} from the dealer called a misdeal after an action"
                )));
            }
        }
        Ok(())
    }

    /// A floor ruling with the right PIN: `ruling` entered, or the last
    /// action voided.
    pub(super) fn floor_ruling(&mut self, ruling: Option<Action>) -> Result<(), Broken> {
        let Some(Floor { id, pin }) = self.floor.as_ref().map(|f| Floor {
            id: f.id,
            pin: f.pin.clone(),
        }) else {
            return Ok(());
        };
        let reason = "hunt ruling";
        match ruling {
            Some(a) => {
                self.attempt("a floor ruling", Flow::Within, |d| {
                    d.floor_action(id, &pin, reason, &a)
                })?;
            }
            None => {
                self.attempt("a void", Flow::Within, |d| d.void_last(id, &pin, reason))?;
            }
        }
        // A ruling without a reason is refused.
        self.attempt("a ruling without a reason", Flow::Within, |d| {
            d.void_last(id, &pin, " ")
        })?;
        Ok(())
    }

    /// A wrong PIN: refused, the table unchanged, and only the refusal put
    /// on record (once a session, so nobody is locked out).
    pub(super) fn wrong_pin(&mut self) -> Result<(), Broken> {
        let Some(floor) = &self.floor else {
            return Ok(());
        };
        if self.wrong_pins > 0 {
            return Ok(());
        }
        self.wrong_pins += 1;
        let (id, wrong) = (floor.id, format!("{}9", floor.pin));
        let before = self.desk.table().clone();
        let (seq, _) = self.head()?;
        let hand = self.desk.hand().map(|h| h.id);
        if self
            .desk
            .floor_action(id, &wrong, "hunt", &Action::Misdeal)
            .is_ok()
        {
            return Err(self.broken("a wrong floor PIN was taken".into()));
        }
        let table = self.desk.table();
        let same = table.seats() == before.seats()
            && table.hand() == before.hand()
            && table.button() == before.button()
            && table.owed() == before.owed();
        if !same {
            return Err(self.broken("a wrong floor PIN changed the table".into()));
        }
        let new = self
            .desk
            .log()
            .events_since(seq)
            .map_err(|e| self.broken(e.to_string()))?;
        let recorded: Vec<&str> = new.iter().map(|e| e.action.as_str()).collect();
        if recorded != [format!("desk pin refused {}", id.0)] {
            return Err(self.broken(format!("a wrong PIN recorded {recorded:?}")));
        }
        self.after(hand)
    }
}
