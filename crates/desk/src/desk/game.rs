//! A change of game between hands, as a mixed-game table rotates (hold'em,
//! then stud, then stud hi/lo…): the house rules of the next game are
//! recorded in the log, and every hand after them is dealt and reviewed
//! under them. A house with a rotation changes game by itself, at the start
//! of the first hand due under the next game.

use super::{Desk, DeskError, DeskEvent, Encoded};
use dealerdesk_core::rules::HouseRules;

impl Desk {
    /// Deals the next hands under `rules` (a game change at a mixed-game
    /// table). Only between hands: a hand in play keeps the rules it was
    /// dealt under.
    pub fn change_game(&mut self, rules: HouseRules) -> Result<(), DeskError> {
        if self.hand().is_some() {
            return Err(DeskError::HandInPlay);
        }
        let yaml = serde_yaml::to_string(&rules).map_err(|_| DeskError::Encode(Encoded::Rules))?;
        let text = format!("desk game {}", rules.variant().code());
        self.record(None, text, DeskEvent::Rules { yaml })
    }

    /// At a mixed-game table whose game has dealt its hands (or, rotating
    /// by level, whose next hand is dealt at `level` of another game),
    /// records the rotation's next game, as the house's rotation says.
    pub(super) fn rotate_if_due(&mut self, level: Option<u32>) -> Result<(), DeskError> {
        let Some((rules, yaml)) = self
            .table
            .rotation
            .as_ref()
            .and_then(|r| r.due(level))
            .cloned()
        else {
            return Ok(());
        };
        let text = format!("desk game {}", rules.variant().code());
        self.record(None, text, DeskEvent::Rules { yaml })
    }
}
