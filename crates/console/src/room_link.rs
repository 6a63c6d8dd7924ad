//! The table's link to the room: the sync, the Room screen, the screen
//! that stops dealing while the room flags the table, and the floor's
//! clearance of those flags, sent from a thread of its own.

use dealerdesk_i18n::Words;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

use eframe::egui;

use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::speak;
use dealerdesk_log::{OperatorId, Role};
use dealerdesk_room::clear::Cleared;
use dealerdesk_room::{RoomError, SyncState};

use crate::speech::Say;
use crate::{Console, Screen, room, room_flag};

/// A clearance on its way: the desk is on the thread with it, and comes
/// back with the answer.
type Clearing = Receiver<(Desk, Result<Cleared, RoomError>)>;

/// The room this table syncs to: the sync, the Room screen, and the log
/// the review screen shows when it is a table's copy from the room.
pub(crate) struct RoomLink {
    pub(crate) sync: dealerdesk_room::RoomSync,
    pub(crate) screen: room::RoomScreen,
    pub(crate) review_copy: Option<PathBuf>,
    clear: room_flag::ClearForm,
    clearing: Option<(String, Clearing)>,
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
            clear: room_flag::ClearForm::default(),
            clearing: None,
        });
        self.take_room_staff();
    }

    /// The desk takes its floor staff from the room, once both are there:
    /// read now and at each floor entry (`Desk::take_staff_from`).
    pub(crate) fn take_room_staff(&mut self) {
        if let (Some(link), Some(desk)) = (&self.room, &mut self.desk)
            && !desk.reads_room_staff()
        {
            let source = dealerdesk_room::staff::RoomStaffSource::new(link.screen.url());
            // A list the log cannot record now is read and recorded again
            // at the next floor entry, which is refused with the log's error.
            let _ = desk.take_staff_from(Box::new(source));
        }
    }

    /// The room sync's state, when the table syncs to a room.
    pub fn room_state(&self) -> Option<dealerdesk_room::SyncState> {
        self.room.as_ref().map(|r| r.sync.state())
    }

    /// Whether the floor's clearance is on its way to the room.
    pub fn is_clearing(&self) -> bool {
        self.room.as_ref().is_some_and(|r| r.clearing.is_some())
    }

    pub(crate) fn open_room(&mut self) {
        if let Some(link) = &mut self.room {
            link.screen.reload();
            self.screen = Screen::Room;
        }
    }

    pub(crate) fn show_room(&mut self, ui: &mut egui::Ui) {
        self.top_bar(ui);
        let w = self.people.dealer();
        let Some(link) = &mut self.room else {
            self.screen = Screen::Table;
            return;
        };
        if let Some(copy) = link.screen.show(ui, w) {
            link.review_copy = Some(copy);
            self.review.reload();
            self.screen = Screen::Review;
        }
    }

    pub(crate) fn show_room_flagged(&mut self, ui: &mut egui::Ui, w: Words) {
        self.top_bar(ui);
        let Some(state) = self.room_state() else {
            self.screen = Screen::Table;
            return;
        };
        let busy = self.is_clearing();
        let SyncState::Flagged { flags } = state else {
            if busy {
                egui::CentralPanel::default().show(ui, |ui| {
                    ui.label(w.t("room-flag-clearing"));
                });
            } else {
                // The floor cleared the flags: back to the table.
                self.screen = Screen::Table;
            }
            return;
        };
        let floors: Vec<(OperatorId, String)> = self
            .desk
            .as_ref()
            .and_then(|d| d.log().operators().ok())
            .unwrap_or_default()
            .into_iter()
            .filter(|o| o.role == Role::Floor)
            .map(|o| (o.id, o.name))
            .collect();
        let Some(link) = &mut self.room else {
            return;
        };
        match room_flag::show(ui, w, &flags, &mut link.clear, &floors, busy) {
            Some(room_flag::Choice::Review) if !busy => self.open_review(),
            Some(room_flag::Choice::Room) if !busy => self.open_room(),
            Some(room_flag::Choice::Clear { floor, pin, reason }) => {
                let shown: Vec<i64> = flags.iter().map(|f| f.id).collect();
                let name = floors
                    .iter()
                    .find(|f| f.0 == floor)
                    .map_or_else(String::new, |f| f.1.clone());
                self.start_clearing(floor, name, pin, reason, shown);
            }
            _ => {}
        }
    }

    /// Sends the floor's clearance on a thread of its own with the desk, so
    /// the screen never waits on the network; the flagged screen stays up
    /// until the answer is back ([`Console::poll_clearing`]).
    fn start_clearing(
        &mut self,
        floor: OperatorId,
        name: String,
        pin: String,
        reason: String,
        shown: Vec<i64>,
    ) {
        let Some(link) = &mut self.room else {
            return;
        };
        let Some(mut desk) = self.desk.take() else {
            return;
        };
        link.clear.forget(false);
        link.clear.outcome = None;
        let url = link.screen.url().to_string();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let result = dealerdesk_room::connect::connect(&url).and_then(|mut client| {
                dealerdesk_room::clear::clear_flags(
                    &mut client,
                    &mut desk,
                    floor,
                    &pin,
                    &reason,
                    &shown,
                )
            });
            let _ = tx.send((desk, result));
        });
        link.clearing = Some((name, rx));
    }

    /// Takes the desk back from a clearance that has answered, and says
    /// what came of it on the flagged screen; pokes the sync, which then
    /// sends the log as the room's new epoch.
    pub(crate) fn poll_clearing(&mut self, w: Words) {
        let Some(link) = &mut self.room else {
            return;
        };
        let Some((name, rx)) = &link.clearing else {
            return;
        };
        let (desk, result) = match rx.try_recv() {
            Ok(answer) => answer,
            Err(TryRecvError::Empty) => {
                self.screen = Screen::RoomFlagged;
                return;
            }
            Err(TryRecvError::Disconnected) => {
                // The thread ended without an answer; the desk is lost with
                // it, and the console opens the log again.
                link.clearing = None;
                self.desk = Desk::open(&self.db, self.setup.rules(), "table").ok();
                return;
            }
        };
        let outcome = match &result {
            Ok(cleared) => (
                true,
                room_flag::cleared_words(w, name, cleared.seq.0, cleared.epoch),
            ),
            Err(RoomError::Desk(e)) => (false, speak::desk_error(w, e, desk.rules())),
            Err(e) => (false, dealerdesk_room::speak::room_error(w, e)),
        };
        link.clear.forget(result.is_ok());
        link.clear.outcome = Some(outcome);
        link.clearing = None;
        link.sync.poke();
        self.desk = Some(desk);
        // The log may have a new entry (the ruling, or a wrong PIN).
        self.revision += 1;
    }
}
