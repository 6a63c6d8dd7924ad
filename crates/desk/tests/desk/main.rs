//! The desk's tests through its public API, one module per area: a table's
//! hands, blinds and button, exports, the floor's authority and procedures,
//! a change of game, the dealer's take-back, the names a desk takes and
//! the table face says, a long log's resume and review, the players of each
//! hand in the log, a floor PIN swapped behind the log's back, a
//! tournament's clock across a restart, and every reason, note, reading,
//! fault and desk error said in all five languages (`speak_every*`). Each
//! test is named after the rule it proves.

#![allow(clippy::unwrap_used)] // tests fail loudly by design

mod blinds;
mod command_words;
mod draw_procedures;
mod export;
mod fixtures;
mod floor_procedures;
mod floor_staff;
mod game_change;
mod hand_players;
mod names;
mod pins;
mod records;
mod resume;
mod review_hand;
mod room_staff;
mod rotation_refusal;
mod speak_every;
mod speak_every_desk;
mod speak_every_fault;
mod stars_draw;
mod stars_published;
mod table;
mod table_names;
mod take_back;
mod tournament_clock;
mod tournament_moves;

/// The repository's root, where `rulesets/` and `tests/data/` are.
fn repo() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}
