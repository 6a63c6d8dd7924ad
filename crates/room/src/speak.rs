//! Room errors in the reader's language: each variant's fields become a
//! catalogue message's arguments; the log's and the desk's errors inside are
//! said by the desk's `speak`, English too; `Display` stays for logs.

use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};

use crate::{RoomError, RoomFlag, SyncState};

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
        RoomError::NotRoomOwner { role } => words.with(
            "room-error-not-owner",
            &Args::new().str("role", role.clone()),
        ),
        RoomError::AlreadyStaff { name } => words.with(
            "room-error-already-staff",
            &Args::new().str("name", name.clone()),
        ),
        RoomError::NotStaff { name } => words.with(
            "room-error-not-staff",
            &Args::new().str("name", name.clone()),
        ),
        RoomError::Log(e) => speak::log_error(words, e),
        // A table's events folded: a refusal there cites the bundled rules.
        RoomError::Desk(e) => {
            speak::desk_error(words, e, HouseRules::preset_ref(Variant::NoLimitHoldem))
        }
        RoomError::Io(e) => detail("room-error-scratch", &e.to_string()),
    }
}

/// A flag the room raised, in words: by its kind, with the event it is
/// about; the room's own words kept only where they say why it refused an
/// event.
pub fn room_flag(words: Words, f: &RoomFlag) -> String {
    let seq = |id: &str| words.with(id, &Args::new().num("seq", f.seq));
    match f.kind.as_str() {
        "cut" if f.seq <= 1 => words.get("room-flag-cut-empty"),
        "cut" => words.with("room-flag-cut", &Args::new().num("last", f.seq - 1)),
        "rewritten" => seq("room-flag-rewritten"),
        "replaced" => words.get("room-flag-replaced"),
        "refused" => {
            let why = f
                .detail
                .strip_prefix("event refused: ")
                .unwrap_or(&f.detail);
            words.with(
                "room-flag-refused",
                &Args::new().num("seq", f.seq).str("detail", why),
            )
        }
        // A kind newer than these words: the room's own.
        _ => f.to_string(),
    }
}

/// Flags in words, `sep` between them.
pub fn room_flags(words: Words, flags: &[RoomFlag], sep: &str) -> String {
    let said: Vec<String> = flags.iter().map(|f| room_flag(words, f)).collect();
    said.join(sep)
}

/// The sync's state in words: "in sync", "3 events behind", "unreachable".
pub fn sync_state(words: Words, state: &SyncState) -> String {
    match state {
        SyncState::Starting => words.get("room-state-connecting"),
        SyncState::InSync { .. } => words.get("room-state-in-sync"),
        SyncState::Behind { events } => {
            words.with("room-state-behind", &Args::new().num("events", *events))
        }
        SyncState::Unreachable {
            behind: Some(behind),
            ..
        } => words.with(
            "room-state-unreachable-behind",
            &Args::new().num("behind", *behind),
        ),
        SyncState::Unreachable { behind: None, .. } => words.get("room-state-unreachable"),
        SyncState::Flagged { .. } => words.get("room-state-flagged"),
        SyncState::Failed { reason } => words.with(
            "room-state-failed",
            &Args::new().str("reason", room_error(words, reason.error())),
        ),
    }
}

/// What goes with the state: the last event the room holds, why it is
/// unreachable, the flags.
pub fn sync_detail(words: Words, state: &SyncState) -> String {
    match state {
        SyncState::InSync { seq } => {
            words.with("room-in-sync", &Args::new().str("seq", seq.to_string()))
        }
        SyncState::Behind { .. } => words.get("room-sending"),
        SyncState::Unreachable { reason, .. } => words.with(
            "room-unreachable",
            &Args::new().str("reason", room_error(words, reason.error())),
        ),
        SyncState::Flagged { flags } => room_flags(words, flags, " · "),
        SyncState::Failed { .. } | SyncState::Starting => String::new(),
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

    fn flag(kind: &str, seq: u64, detail: &str) -> RoomFlag {
        RoomFlag {
            id: 1,
            kind: kind.into(),
            seq,
            detail: detail.into(),
        }
    }

    #[test]
    fn flags_and_the_sync_state_read_in_the_language() {
        let flags = [
            flag("cut", 1, "the log is empty; the room holds 9 events"),
            flag("cut", 5, "the log ends at event 4; the room holds 9"),
            flag(
                "rewritten",
                3,
                "the log's event 3 is not the one the room holds",
            ),
            flag(
                "replaced",
                1,
                "the log's first event is not the one the room holds",
            ),
            flag(
                "refused",
                7,
                "event refused: seq 7 is already held with another hash",
            ),
            flag("sideways", 2, "a kind of a newer room"),
        ];
        let cs: Vec<String> = flags
            .iter()
            .map(|f| room_flag(Words::new(Lang::Cs), f))
            .collect();
        assert_eq!(
            cs,
            [
                "Záznam je prázdný, a herna přitom drží události tohoto stolu.",
                "Záznam končí událostí 4 a nemá události, které herna drží.",
                "Událost 3 záznamu není ta, kterou drží herna.",
                "První událost záznamu není ta, kterou drží herna: jiný soubor záznamu.",
                "Herna odmítla událost 7: seq 7 is already held with another hash",
                "sideways: a kind of a newer room",
            ]
        );
        let en = Words::new(Lang::En);
        assert_eq!(
            room_flag(en, &flags[1]),
            "The log ends at event 4, short of the events the room holds."
        );
        for lang in Lang::ALL {
            let words = Words::new(lang);
            for f in &flags[..5] {
                let said = room_flag(words, f);
                assert!(!said.contains('{') && !said.is_empty(), "{lang}: {said}");
            }
        }
        let down = SyncState::Unreachable {
            behind: Some(3),
            reason: RoomError::Unreachable("connection refused".into()).into(),
        };
        assert_eq!(
            sync_state(Words::new(Lang::Pl), &down),
            "nieosiągalna, 3 do wysłania"
        );
        assert_eq!(
            sync_detail(Words::new(Lang::Cs), &down),
            "stůl hraje dál; vše se odešle, až bude herna dostupná (Herna není dostupná: connection refused)"
        );
        let flagged = SyncState::Flagged {
            flags: flags[1..3].to_vec(),
        };
        assert_eq!(
            sync_detail(en, &flagged),
            "The log ends at event 4, short of the events the room holds. · The log's event 3 \
             is not the one the room holds."
        );
    }
}
