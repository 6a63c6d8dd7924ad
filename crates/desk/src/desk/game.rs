//! A change of game between hands, as a mixed-game table rotates (hold'em,
//! then stud, then stud hi/lo…): the house rules of the next game are
//! recorded in the log, and every hand after them is dealt and reviewed
//! under them. A house with a rotation changes game by itself, at the start
//! of the first hand due under the next game.

use std::borrow::Cow;

use super::{Desk, DeskError, DeskEvent, Encoded, TableState};
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

    /// The table the next hand is dealt at, and the rules entry to record
    /// first: at a mixed-game table whose game has dealt its hands (or,
    /// rotating by level, whose next hand is dealt at `level` of another
    /// game), the table as recording the rotation's next game will leave
    /// it. Nothing is written here, so a hand that cannot be dealt leaves
    /// the rotation where it was.
    pub(super) fn table_for_next_hand(
        &self,
        level: Option<u32>,
    ) -> Result<(Cow<'_, TableState>, Option<NextGame>), DeskError> {
        let Some((rules, yaml)) = self.table.rotation.as_ref().and_then(|r| r.due(level)) else {
            return Ok((Cow::Borrowed(&self.table), None));
        };
        let game = NextGame {
            text: format!("desk game {}", rules.variant().code()),
            yaml: yaml.clone(),
        };
        let mut next = self.table.clone();
        let event = DeskEvent::Rules { yaml: yaml.clone() };
        next.apply(None, event, self.now())?;
        Ok((Cow::Owned(next), Some(game)))
    }

    /// Records the rotation's next game.
    pub(super) fn rotate(&mut self, game: NextGame) -> Result<(), DeskError> {
        self.record(None, game.text, DeskEvent::Rules { yaml: game.yaml })
    }
}

/// The rules entry of a rotation's next game, not yet written.
pub(super) struct NextGame {
    text: String,
    yaml: String,
}
