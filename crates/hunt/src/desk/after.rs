//! What a desk hunt session checks once it is over: the log verifies,
//! reopens to the same table without writing, and every finished hand's
//! export replays to its stacks.

use std::path::Path;

use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::replay::replay;
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_core::tournament::ClockMode;
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::export::{StarsOptions, to_pokerstars};
use dealerdesk_desk::review::review_log;

use super::Session;
use crate::Broken;

impl Session {
    /// The log verifies, reopening it reaches the same table without writing
    /// anything, and every finished hand's export replays to its stacks.
    /// A tournament's reopener chooses its `clock` as the first opener did
    /// (the choice is the process's until the clock starts).
    pub(super) fn check_after_session(
        &self,
        path: &Path,
        rules: HouseRules,
        clock: Option<ClockMode>,
    ) -> Result<(), Broken> {
        let log = self.desk.log();
        let report = log
            .verify(|_, _| {})
            .map_err(|e| self.broken(format!("the log does not verify: {e}")))?;
        let head = self.head()?;
        if Some(report.last_hash) != head.1 {
            return Err(self.broken("verify and the head disagree".into()));
        }
        // The log keeps its own rules: reopening under others changes nothing.
        let other = HouseRules::preset(Variant::StudHiLo);
        let mut reopened = Desk::open(path, other, "hunt")
            .map_err(|e| self.broken(format!("the log does not reopen: {e}")))?;
        if let Some(mode) = clock {
            reopened
                .set_clock_mode(mode)
                .map_err(|e| self.broken(format!("the reopened clock: {e}")))?;
        }
        if reopened.table() != self.desk.table() {
            return Err(self.broken(format!(
                "reopened, the table differs:\n{:?}\nlive:\n{:?}",
                reopened.table(),
                self.desk.table()
            )));
        }
        if self.head()? != head {
            return Err(self.broken("reopening wrote to the log".into()));
        }
        let reviews =
            review_log(log, rules).map_err(|e| self.broken(format!("review fails: {e}")))?;
        let options = StarsOptions {
            table: "hunt".into(),
            hero: None,
            currency: None,
            time_zone: chrono_tz::UTC,
            max_seats: 10,
            chip_cents: 100,
        };
        for review in reviews.iter().filter(|r| r.last_state().is_done()) {
            let text = review.to_phh().to_phh();
            let again = PhhHand::parse(&text)
                .map_err(|e| self.broken(format!("the export does not read back: {e}\n{text}")))?;
            let replayed = replay(&again, &review.rules)
                .map_err(|e| self.broken(format!("the export does not replay: {e}\n{text}")))?;
            if replayed.stacks() != review.last_state().stacks() {
                return Err(self.broken(format!(
                    "the export replays to {:?}, the hand ended {:?}\n{text}",
                    replayed.stacks(),
                    review.last_state().stacks()
                )));
            }
            to_pokerstars(review, &options);
        }
        Ok(())
    }
}
