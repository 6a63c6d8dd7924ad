//! Lines into the table face (`dealerdesk table`): the first byte picks a
//! bundled ruleset, each further line is entered as typed. A refused line
//! leaves the state and the log as they were; after the lines the log
//! verifies and reopens to the same state.

use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::table_face::TableFace;

use super::ScratchLog;
use crate::{Broken, RULESETS, bundled_rules};

/// Lines past this many are not entered (each line costs a log write).
const MAX_LINES: usize = 256;

/// Checks one run of lines.
pub(super) fn check(data: &[u8]) -> Result<(), Broken> {
    let Some((&pick, rest)) = data.split_first() else {
        return Ok(());
    };
    let Some(text) = super::text(rest) else {
        return Ok(());
    };
    let name = RULESETS[usize::from(pick) % RULESETS.len()];
    let broken = |what: String| Broken(format!("{name}: {what}"));
    let rules = bundled_rules(name)?;
    let scratch = ScratchLog::new("face");
    let desk = Desk::open(&scratch.path, rules.clone(), "fuzz")
        .map_err(|e| broken(format!("the log does not open: {e}")))?;
    let mut face =
        TableFace::new(desk).map_err(|e| broken(format!("the face does not start: {e}")))?;
    for line in text.lines().take(MAX_LINES) {
        crate::face::enter_line(&mut face, line).map_err(&broken)?;
    }
    crate::face::check_reopens(&face, &scratch.path, rules).map_err(&broken)
}
