//! PHH files and `.phhs`: parsed as `dealerdesk replay` and `log import`
//! read them; a hand that parses writes back to PHH that parses to the same
//! hand, and replays under its game's preset to an end or a refusal.

use dealerdesk_core::notation::{PhhHand, phhs};
use dealerdesk_core::replay::{check_finish, replay};
use dealerdesk_core::rules::HouseRules;

use crate::Broken;

/// Checks one PHH or `.phhs` text.
pub(super) fn check(data: &[u8]) -> Result<(), Broken> {
    let Some(text) = super::text(data) else {
        return Ok(());
    };
    for body in bodies(text) {
        let Ok(hand) = PhhHand::parse(body) else {
            continue;
        };
        let written = hand.to_phh();
        let again = PhhHand::parse(&written).map_err(|e| {
            Broken(format!(
                "the hand written back does not parse: {e}\n{written}"
            ))
        })?;
        // An action is kept as typed ("JD") and written in the standard
        // form ("Jd"): the same hand but for those texts.
        let mut typed = again.clone();
        for ((text, _), (as_typed, _)) in typed.actions.iter_mut().zip(&hand.actions) {
            text.clone_from(as_typed);
        }
        if typed != hand {
            return Err(Broken(format!(
                "the hand written back parses to another hand:\n{written}"
            )));
        }
        if let Ok(state) = replay(&hand, HouseRules::preset_ref(hand.variant)) {
            check_finish(&state, hand.finishing_stacks.as_deref());
        }
    }
    Ok(())
}

/// The hands of a text: each of a `.phhs`, or the text as one hand.
pub(super) fn bodies(text: &str) -> Vec<&str> {
    if phhs::is_phhs(text) {
        phhs::split_hands(text)
            .map(|hands| hands.into_iter().map(|(_, body)| body).collect())
            .unwrap_or_default()
    } else {
        vec![text]
    }
}
