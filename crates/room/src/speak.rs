//! Room errors in the reader's language: each variant's fields become a
//! catalogue message's arguments; the log's and the desk's errors inside are
//! said by the desk's `speak`, English too; `Display` stays for logs.

use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};

use crate::RoomError;

/// A room error in words.
pub fn room_error(words: Words, e: &RoomError) -> String {
    let detail = |id: &str, d: &str| words.with(id, &Args::new().str("detail", d.to_string()));
    match e {
        RoomError::Address(d) => detail("room-error-address", d),
        // The database's and the network's own words.
        RoomError::Unreachable(d) => detail("room-error-unreachable", d),
        RoomError::Database(d) => detail("room-error-database", d),
        RoomError::Schema { found, wanted, .. } => words.with(
            if found > wanted {
                "room-error-schema-newer"
            } else {
                "room-error-schema-owner"
            },
            &Args::new()
                .str("found", found.to_string())
                .str("wanted", wanted.to_string()),
        ),
        RoomError::NoTable(name) => words.with(
            "room-error-no-table",
            &Args::new().str("table", name.clone()),
        ),
        RoomError::FlagsChanged { table, open, shown } => {
            let ids = |ids: &[i64]| {
                ids.iter()
                    .map(i64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            words.with(
                "room-error-flags-changed",
                &Args::new()
                    .str("table", table.clone())
                    .str("open", ids(open))
                    .str("shown", ids(shown)),
            )
        }
        RoomError::NotRecorded { seq, why } => words.with(
            "room-error-not-recorded",
            &Args::new()
                .num("seq", seq.0)
                .str("why", room_error(words, why)),
        ),
        RoomError::Log(e) => speak::log_error(words, e),
        // A table's events folded: a refusal there cites the bundled rules.
        RoomError::Desk(e) => {
            speak::desk_error(words, e, HouseRules::preset_ref(Variant::NoLimitHoldem))
        }
        RoomError::Io(e) => detail("room-error-scratch", &e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dealerdesk_i18n::Lang;

    #[test]
    fn room_errors_read_in_czech_and_polish() {
        let schema = RoomError::Schema {
            found: 3,
            wanted: 2,
            hint: "the room was set up by a newer Dealer Desk",
        };
        assert_eq!(
            room_error(Words::new(Lang::Cs), &schema),
            "Databáze herny má schéma verze 3, tento program potřebuje 2: herna byla zřízena novějším Dealer Deskem."
        );
        let none = RoomError::NoTable("Stůl 7".into());
        assert_eq!(
            room_error(Words::new(Lang::Pl), &none),
            "W sali nie ma stołu „Stůl 7”."
        );
        let down = RoomError::Unreachable("connection refused".into());
        assert_eq!(
            room_error(Words::new(Lang::Cs), &down),
            "Herna není dostupná: connection refused"
        );
        // English comes from the catalogue too.
        assert_eq!(
            room_error(Words::new(Lang::En), &none),
            "No table \"Stůl 7\" in the room."
        );
    }
}
