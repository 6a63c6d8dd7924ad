//! The table's link to the room: the sync, the Room screen and the screen
//! that stops dealing while the room flags the table.

use std::path::PathBuf;

use eframe::egui;

use dealerdesk_room::SyncState;

use crate::{Console, Screen, room, room_flag};

/// The room this table syncs to: the sync, the Room screen, and the log
/// the review screen shows when it is a table's copy from the room.
pub(crate) struct RoomLink {
    pub(crate) sync: dealerdesk_room::RoomSync,
    pub(crate) screen: room::RoomScreen,
    pub(crate) review_copy: Option<PathBuf>,
}

impl Console {
    /// Sync the log to the room at `url` (a PostgreSQL connection
    /// string) in the background, and offer the Room screen.
    pub fn connect_room(&mut self, url: String) {
        let sync = dealerdesk_room::RoomSync::start(url.clone(), &self.db, Default::default());
        self.room = Some(RoomLink {
            sync,
            screen: room::RoomScreen::new(url),
            review_copy: None,
        });
    }

    /// The room sync's state, when the table syncs to a room.
    pub fn room_state(&self) -> Option<dealerdesk_room::SyncState> {
        self.room.as_ref().map(|r| r.sync.state())
    }

    pub(crate) fn open_room(&mut self) {
        if let Some(link) = &mut self.room {
            link.screen.reload();
            self.screen = Screen::Room;
        }
    }

    pub(crate) fn show_room(&mut self, ui: &mut egui::Ui) {
        self.top_bar(ui);
        let Some(link) = &mut self.room else {
            self.screen = Screen::Table;
            return;
        };
        if let Some(copy) = link.screen.show(ui) {
            link.review_copy = Some(copy);
            self.review.reload();
            self.screen = Screen::Review;
        }
    }

    pub(crate) fn show_room_flagged(&mut self, ui: &mut egui::Ui) {
        self.top_bar(ui);
        let Some(state) = self.room_state() else {
            self.screen = Screen::Table;
            return;
        };
        let SyncState::Flagged { flags } = state else {
            // The floor had the flag cleared: back to the table.
            self.screen = Screen::Table;
            return;
        };
        match room_flag::show(ui, &flags) {
            Some(room_flag::Choice::Review) => self.open_review(),
            Some(room_flag::Choice::Room) => self.open_room(),
            None => {}
        }
    }
}
