//! Hands imported into a log, as `dealerdesk log import` records them: a
//! PHH or `.phhs` text, each hand into the same table (its game changed
//! first when the hand is of another). A refused hand leaves the table and
//! the log as they were; after the hands the log verifies and reopens to the
//! same table.

use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::rules::HouseRules;
use dealerdesk_desk::desk::{Desk, ImportError};

use super::ScratchLog;
use crate::Broken;

/// Hands past this many are not imported.
const MAX_HANDS: usize = 16;

/// Checks one import.
pub(super) fn check(data: &[u8]) -> Result<(), Broken> {
    let Some(text) = super::text(data) else {
        return Ok(());
    };
    let hands: Vec<PhhHand> = super::phh::bodies(text)
        .into_iter()
        .take(MAX_HANDS)
        .filter_map(|body| PhhHand::parse(body).ok())
        .collect();
    let Some(first) = hands.first() else {
        return Ok(());
    };
    let scratch = ScratchLog::new("import");
    let mut desk = Desk::open(&scratch.path, HouseRules::preset(first.variant), "fuzz")
        .map_err(|e| Broken(format!("the log does not open: {e}")))?;
    for (i, hand) in hands.iter().enumerate() {
        if desk.rules().variant() != hand.variant {
            desk.change_game(HouseRules::preset(hand.variant))
                .map_err(|e| Broken(format!("hand {i}: the game does not change: {e}")))?;
        }
        let table = desk.table().clone();
        let head = desk
            .log()
            .head()
            .map_err(|e| Broken(format!("the log's head cannot be read: {e}")))?;
        match desk.import(hand) {
            Ok(_) => {}
            Err(ImportError::Desk(e)) => {
                return Err(Broken(format!(
                    "hand {i}: checked whole, then refused while recording: {e}"
                )));
            }
            Err(_) => {
                if desk.table() != &table {
                    return Err(Broken(format!("hand {i}: refused, it changed the table")));
                }
                let now = desk.log().head().map_err(|e| Broken(e.to_string()))?;
                if now != head {
                    return Err(Broken(format!("hand {i}: refused, it wrote to the log")));
                }
            }
        }
    }
    desk.log()
        .verify(|_, _| {})
        .map_err(|e| Broken(format!("the log does not verify: {e}")))?;
    let table = desk.table().clone();
    drop(desk);
    let reopened = Desk::open(&scratch.path, HouseRules::preset(first.variant), "fuzz")
        .map_err(|e| Broken(format!("the log does not reopen: {e}")))?;
    if reopened.table() != &table {
        return Err(Broken("reopened, the table differs".into()));
    }
    Ok(())
}
