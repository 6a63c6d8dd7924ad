//! The room's floor staff as a table holds it, in words: the list and the
//! room change it is as of, and why it was not read again when it was not.
use dealerdesk_i18n::{Args, Words};

use crate::desk::{RoomStaff, StaffUnread};

/// The list last recorded, and, when the room was not read at the last
/// look, why (the list holds).
pub fn room_staff(words: Words, staff: &RoomStaff, unread: Option<&StaffUnread>) -> String {
    let seq = || Args::new().str("seq", staff.seq.to_string());
    match unread {
        None if staff.names.is_empty() => words.with("room-staff-as-of-nobody", &seq()),
        None => words.with(
            "room-staff-as-of",
            &seq().str("names", staff.names.join(", ")),
        ),
        Some(StaffUnread::Unreachable(reason)) => words.with(
            "room-staff-unreachable",
            &seq().str("reason", reason.as_str()),
        ),
        Some(StaffUnread::Broken { seq: room }) => {
            words.with("room-staff-broken", &seq().str("room", room.to_string()))
        }
        Some(StaffUnread::Rewound { room, .. }) => {
            words.with("room-staff-rewound", &seq().str("room", room.to_string()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dealerdesk_i18n::Lang;

    #[test]
    fn the_rooms_floor_staff_is_said_in_every_language_with_why_it_holds() {
        let staff = RoomStaff {
            seq: 4,
            hash: "ab".repeat(32),
            names: vec!["Ann".into(), "Flo".into()],
            removed: vec![("Mara".into(), 3)],
        };
        let nobody = RoomStaff {
            names: Vec::new(),
            ..staff.clone()
        };
        let unread = [
            StaffUnread::Unreachable("connection refused".into()),
            StaffUnread::Broken { seq: 3 },
            StaffUnread::Rewound {
                room: 2,
                recorded: 4,
            },
        ];
        for lang in Lang::ALL {
            let words = Words::new(lang);
            let mut said = vec![
                room_staff(words, &staff, None),
                room_staff(words, &nobody, None),
            ];
            said.extend(unread.iter().map(|u| room_staff(words, &staff, Some(u))));
            for text in &said {
                assert!(!text.contains('{'), "{lang}: {text}");
                assert!(text.contains('4'), "{lang}: names the change: {text}");
            }
            assert!(said[0].contains("Ann, Flo"), "{lang}: {}", said[0]);
            assert!(
                said[2].contains("connection refused"),
                "{lang}: {}",
                said[2]
            );
            let mut distinct = said.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), said.len(), "{lang}: {said:#?}");
        }
        assert_eq!(
            room_staff(Words::new(Lang::En), &staff, Some(&unread[0])),
            "The room cannot be reached (connection refused): its floor staff as of change 4 \
             holds."
        );
    }
}
