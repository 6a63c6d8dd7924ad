//! What a seating or session change did, in the table's language.
use dealerdesk_i18n::{Args, Words};

use crate::desk::{EntryKind, SessionDone};

/// A session change in words: who, which seat, how many chips.
pub fn session_done(words: Words, done: &SessionDone) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let named = |name: &String| Args::new().str("name", name.clone());
    match done {
        SessionDone::Sat { name, seat, chips } => w(
            "session-sat",
            named(name)
                .num("seat", u64::from(seat.0))
                .num("chips", chips.0),
        ),
        SessionDone::Left { name, seat, chips } => w(
            "session-left",
            named(name)
                .num("seat", u64::from(seat.0))
                .num("chips", chips.0),
        ),
        SessionDone::SatOut(name) => w("session-out", named(name)),
        SessionDone::Back(name) => w("session-back", named(name)),
        SessionDone::Added { name, chips } => w("session-added", named(name).num("chips", chips.0)),
        SessionDone::Moved { name, from, to } => w(
            "session-moved",
            named(name)
                .num("from", u64::from(from.0))
                .num("to", u64::from(to.0)),
        ),
        SessionDone::Button(seat) => {
            w("session-button", Args::new().num("seat", u64::from(seat.0)))
        }
        SessionDone::DrewButton { name, seat } => w(
            "session-drew-button",
            named(name).num("seat", u64::from(seat.0)),
        ),
        SessionDone::Dealer(name) => w("session-dealer", named(name)),
        SessionDone::Entered { name, seat, kind } => w(
            "session-entered",
            named(name).num("seat", u64::from(seat.0)).str(
                "kind",
                match kind {
                    EntryKind::BuyIn => "buy-in",
                    EntryKind::Late => "late",
                    EntryKind::ReEntry => "re-entry",
                },
            ),
        ),
        SessionDone::Rebought(name) => w("session-rebought", named(name)),
        SessionDone::AddOn(name) => w("session-add-on", named(name)),
        SessionDone::ClockStarted => w("session-clock-started", Args::new()),
        SessionDone::ClockMoved => w("session-clock-moved", Args::new()),
        SessionDone::ColouredUp(chip) => w("session-coloured-up", Args::new().num("chip", chip.0)),
    }
}
