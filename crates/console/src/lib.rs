//! The dealer console: an egui app over one `Desk`. Screens: session setup,
//! the live table (seats, board, pots, action pad, dealer procedures, floor
//! panel) and review of logged hands. Every number and option on screen comes
//! from the engine (`legal_actions`, `raise_sizes`, `interpret_chips`, the
//! hand's pots) or the log (`review_log`); the console computes no rule.

mod broken;
mod entry;
mod floor;
mod floor_line;
mod focus;
mod outcome;
mod pad;
pub mod review;
mod room;
mod room_event;
mod room_flag;
mod room_link;
mod rotation_line;
mod rulings;
pub mod run;
pub mod sample;
mod seats;
mod setup;
mod speech;
mod style;
mod sync_badge;
mod table;
mod table_screen;
mod top_bar;
mod tourney;
mod who;
mod window_title;
mod words;

use std::path::{Path, PathBuf};

use eframe::egui;

use dealerdesk_core::engine::{Event, Ruling};
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_core::tournament::ClockMode;
use dealerdesk_desk::desk::{Desk, SeatNo};
use dealerdesk_i18n::{Args, Lang, Words};
use dealerdesk_log::EventLog;
use room_link::RoomLink;
use speech::Say;

pub use broken::Why;
pub use style::four_colour;
pub use table::seat_rects;
pub use tourney::clock_ui;

/// Where the console keeps its log and which rules a new session uses.
#[derive(Clone, Debug)]
pub struct ConsoleOptions {
    /// The SQLite log file; an existing session in it is resumed.
    pub db: PathBuf,
    /// A house rules file chosen on the command line, if any.
    pub rules: Option<HouseRules>,
}

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Session setup: rules, table, seats, stakes.
    Setup,
    /// The live table.
    Table,
    /// Logged hands, step by step.
    Review,
    /// The log cannot be written to: why, and a read-only review or a new
    /// log file as the only ways on.
    Broken,
    /// A tournament's clock, filling the window (for a second screen).
    Clock,
    /// Every table in the room, for the floor.
    Room,
    /// The room flagged this table: dealing stops until the floor clears it.
    RoomFlagged,
}

/// The console's state; `show` draws one frame.
pub struct Console {
    db: PathBuf,
    screen: Screen,
    desk: Option<Desk>,
    setup: setup::SetupForm,
    pad: pad::Pad,
    floor: floor::FloorPanel,
    review: review::ReviewScreen,
    style_set: bool,
    /// Counts what the console recorded; screen state made at an earlier
    /// count is stale.
    revision: u64,
    /// Every ruling applied this session, newest last: hand number, the
    /// rule and what it did, said when drawn.
    rulings: Vec<rulings::EngineRuling>,
    /// The floor's corrections and voids this session.
    floor_rulings: Vec<rulings::FloorRuling>,
    /// The log's head as an anchor (`1a2b3c4d@152`), and the revision it is for.
    anchor: Option<(u64, String)>,
    /// Set while the log named at start cannot be written to.
    broken: Option<broken::BrokenLog>,
    /// The seat menu, between hands.
    seats: seats::SeatMenu,
    /// The tournament clock's own window is open.
    clock_open: bool,
    /// The room, when the table syncs to one.
    room: Option<RoomLink>,
    /// The dealer's and the floor's languages.
    people: speech::People,
    /// Set once a language was chosen for this console, so that the house
    /// file's `language:` does not override it.
    lang_chosen: bool,
    /// The last hand's players as the log keeps them (seat, name), read
    /// once per hand: between hands a player who moved is found by name.
    last_players: Option<(dealerdesk_log::HandId, Vec<(SeatNo, String)>)>,
    /// The clock a tournament opened here runs on (`--clock`), if chosen.
    clock: Option<ClockMode>,
    /// The window title last sent to the window.
    title_sent: Option<String>,
}

/// What an entry did, for the message under the place it was entered.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Recorded: what was done in words, the same in notation (empty when
    /// the words say it all), and the events (rulings among them).
    Done {
        what: String,
        notation: String,
        events: Vec<Event>,
    },
    /// Refused by the engine: the hand and the log are unchanged.
    Refused(Box<Ruling>),
    /// Not done for another reason (seating, log, PIN).
    Failed(String),
}

impl Console {
    /// Opens the console: an existing session in `options.db` is resumed at
    /// the table (mid-hand included); otherwise the setup screen shows.
    pub fn new(options: ConsoleOptions) -> Console {
        let mut console = Console {
            db: options.db.clone(),
            screen: Screen::Setup,
            desk: None,
            setup: setup::SetupForm::new(options.rules.clone()),
            pad: pad::Pad::default(),
            floor: floor::FloorPanel::default(),
            review: review::ReviewScreen::default(),
            style_set: false,
            revision: 0,
            rulings: Vec::new(),
            floor_rulings: Vec::new(),
            anchor: None,
            broken: None,
            seats: seats::SeatMenu::default(),
            clock_open: false,
            room: None,
            people: speech::People::both(Lang::from_env().unwrap_or_default()),
            lang_chosen: false,
            last_players: None,
            clock: None,
            title_sent: None,
        };
        let refused: Option<broken::Why> = match has_session(&options.db) {
            Ok(true) => match Desk::open(&options.db, console.setup.rules(), "") {
                Ok(desk) => {
                    console.resume(desk);
                    None
                }
                Err(e) => Some(e.into()),
            },
            Ok(false) => None,
            Err(e) => Some(e.into()),
        };
        if let Some(reason) = refused {
            let rules = console.setup.rules();
            console.broken = Some(broken::BrokenLog::new(&options.db, reason, rules));
            console.screen = Screen::Broken;
        }
        console
    }

    /// Why the console cannot go on, while the log it was given is refused
    /// and no other was chosen (the process then exits non-zero).
    pub fn cannot_continue(&self) -> Option<String> {
        let w = self.people.dealer();
        self.broken.as_ref().map(|b| {
            let args = Args::new()
                .str("path", self.db.display().to_string())
                .str("detail", b.why(w));
            w.tw("broken-exit", args)
        })
    }

    /// A console over a desk that is already open, at the table.
    pub fn with_desk(desk: Desk) -> Console {
        let db = desk.log().path().to_path_buf();
        let mut console = Console::new(ConsoleOptions { db, rules: None });
        console.resume(desk);
        console
    }

    /// Speaks `lang` to the dealer and the floor (the command line's
    /// `--lang`); each may then choose another in the top bar.
    pub fn speak(&mut self, lang: Lang) {
        self.people = speech::People::both(lang);
        self.lang_chosen = true;
    }

    /// Runs a tournament's clock on `mode` (the command line's `--clock`):
    /// `manual` moves only when the dealer moves it (`clock start`, `tick
    /// 5m`, F8 for the next level). Kept for a tournament opened later.
    pub fn clock_mode(&mut self, mode: ClockMode) {
        self.clock = Some(mode);
        self.apply_clock_mode();
    }

    /// Puts the chosen clock on the tournament open; a desk refusal (the
    /// log's clock already runs on the other) is said under the pad.
    fn apply_clock_mode(&mut self) {
        let (Some(mode), Some(desk)) = (self.clock, self.desk.as_mut()) else {
            return;
        };
        if desk.tournament().is_none() {
            return;
        }
        if let Err(e) = desk.set_clock_mode(mode) {
            let outcome = entry::failed(self.people.dealer(), &e, desk);
            self.pad.set_outcome(outcome, self.revision);
        }
    }

    /// The dealer's and the floor's languages.
    pub fn languages(&self) -> (Lang, Lang) {
        (self.people.dealer, self.people.floor)
    }

    fn resume(&mut self, desk: Desk) {
        // The table's language from its house file, unless one was chosen.
        if let Some(lang) = desk
            .rules()
            .language
            .as_deref()
            .and_then(|l| l.parse().ok())
            && !self.lang_chosen
        {
            self.people = speech::People::both(lang);
        }
        self.floor.load_operators(desk.log());
        self.desk = Some(desk);
        self.take_room_staff();
        self.screen = Screen::Table;
        self.apply_clock_mode();
    }

    /// The screen showing.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The desk, once a session is open.
    pub fn desk(&self) -> Option<&Desk> {
        self.desk.as_ref()
    }

    /// The log file.
    pub fn db(&self) -> &Path {
        &self.db
    }

    /// Whether the console is waiting on background work (reading the log
    /// for review, the room, the floor's clearance on its way).
    pub fn is_busy(&self) -> bool {
        self.is_clearing()
            || (self.screen == Screen::Review && !self.review.is_loaded())
            || (self.screen == Screen::Room
                && self.room.as_ref().is_some_and(|r| r.screen.is_loading()))
    }

    /// Draws one frame.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        // A shortcut (Alt+digit opens a seat's menu) types nothing. AltGr,
        // which some systems report as Ctrl+Alt, still types its letter.
        ui.input_mut(|i| {
            let held = |m: &egui::Modifiers| m.alt && !m.ctrl;
            let mut alt = held(&i.modifiers);
            i.events.retain(|e| match e {
                egui::Event::ModifiersChanged(m) | egui::Event::Key { modifiers: m, .. } => {
                    alt = held(m);
                    true
                }
                egui::Event::Text(_) => !alt,
                _ => true,
            });
        });
        if !self.style_set {
            style::apply(ui.ctx());
            self.style_set = true;
        }
        if let Some(link) = &self.room {
            // The sync's state changes on its own thread.
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(500));
            if link.sync.state().is_flagged()
                && matches!(self.screen, Screen::Table | Screen::Setup)
            {
                self.screen = Screen::RoomFlagged;
            }
        }
        let w = self.people.dealer();
        // While the floor's clearance is on its way the desk is with it:
        // the flagged screen stays up until the answer is back.
        self.poll_clearing(w);
        if self.room.is_some() && !self.is_clearing() && ui.input(|i| i.key_pressed(egui::Key::F6))
        {
            self.open_room();
        }
        // The screens' own keys, as on their buttons in the top bar.
        if matches!(self.screen, Screen::Table | Screen::Clock | Screen::Room)
            && ui.input(|i| i.key_pressed(egui::Key::F3))
        {
            self.open_review();
        }
        if self.desk.is_some()
            && matches!(self.screen, Screen::Review | Screen::Clock | Screen::Room)
            && ui.input(|i| i.key_pressed(egui::Key::F4))
        {
            self.screen = Screen::Table;
        }
        self.title_window(ui.ctx());
        match self.screen {
            Screen::Setup => self.show_setup(ui),
            Screen::Table => self.show_table(ui),
            Screen::Review => self.show_review(ui),
            Screen::Broken => self.show_broken(ui),
            Screen::Clock => self.show_clock(ui),
            Screen::Room => self.show_room(ui),
            Screen::RoomFlagged => self.show_room_flagged(ui, w),
        }
    }

    /// The review screen on the table's own log.
    fn open_review(&mut self) {
        if let Some(link) = &mut self.room {
            link.review_copy = None;
        }
        self.screen = Screen::Review;
        self.review.reload();
    }

    fn show_broken(&mut self, ui: &mut egui::Ui) {
        let w = self.people.dealer();
        let Some(screen) = self.broken.as_mut() else {
            self.screen = Screen::Setup;
            return;
        };
        match screen.show(ui, w, &self.db) {
            Some(broken::Choice::Review) => self.open_review(),
            Some(broken::Choice::NewLog(path)) => {
                self.db = path;
                self.broken = None;
                self.screen = Screen::Setup;
                if let Some(old) = self.room.take() {
                    let url = old.screen.url().to_string();
                    // The old sync stops on a thread of its own, so the
                    // screen never waits on the network.
                    std::thread::spawn(move || drop(old));
                    self.connect_room(url);
                }
            }
            None => {}
        }
    }

    fn show_setup(&mut self, ui: &mut egui::Ui) {
        // The table's language, chosen here or by its house file, is the
        // people's unless they chose their own (`--lang`).
        if let Some(lang) = self.setup.language()
            && !self.lang_chosen
            && lang != self.people.dealer
        {
            self.people = speech::People::both(lang);
        }
        if let Some(desk) = self.setup.show(ui, self.people.dealer(), &self.db) {
            self.resume(desk);
        }
    }

    fn show_review(&mut self, ui: &mut egui::Ui) {
        self.top_bar(ui);
        let w = self.people.dealer();
        let rules = self
            .desk
            .as_ref()
            .map_or_else(|| self.setup.rules(), |d| d.rules().clone());
        let db = self
            .room
            .as_ref()
            .and_then(|r| r.review_copy.clone())
            .unwrap_or_else(|| self.db.clone());
        self.review.show(ui, w, &db, rules);
    }
}

impl eframe::App for Console {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}

/// Whether the file holds a session to resume. A missing file has none.
fn has_session(db: &Path) -> Result<bool, dealerdesk_log::LogError> {
    if !db.exists() {
        return Ok(false);
    }
    // Opening the desk checks the file; a glance does not read it whole.
    let log = EventLog::glance(db)?;
    Ok(!log.sessions()?.is_empty())
}

/// "1/2 no limit" and the like, in `w`'s language.
pub(crate) fn stakes_text(w: Words, r: &HouseRules) -> String {
    use dealerdesk_core::game::Opener;
    use dealerdesk_core::rules::Structure;
    let s = &r.stakes;
    let two = |id: &str, a: u64, b: u64| w.tw(id, Args::new().num("small", a).num("big", b));
    let mut text = match (r.game().def().opener, r.structure()) {
        (Opener::BringIn, _) => w.tw(
            "stakes-stud",
            Args::new()
                .str("game", dealerdesk_desk::speak::variant_name(w, r.variant()))
                .num("small", s.small_bet.0)
                .num("big", s.big_bet.0)
                .num("bring_in", s.bring_in.0),
        ),
        (_, Structure::FixedLimit) => two("stakes-fixed-limit", s.small_bet.0, s.big_bet.0),
        (_, Structure::PotLimit) => two("stakes-pot-limit", s.small_blind.0, s.big_blind.0),
        (_, Structure::NoLimit) => two("stakes-no-limit", s.small_blind.0, s.big_blind.0),
    };
    if !s.ante.is_zero() {
        text.push_str(&w.tw("stakes-ante", Args::new().num("ante", s.ante.0)));
    }
    text
}

/// A bundled preset's name in `w`'s language.
pub(crate) fn preset_name(w: Words, v: Variant) -> String {
    w.t(match v {
        Variant::NoLimitHoldem => "preset-nl-holdem",
        Variant::PotLimitHoldem => "preset-pl-holdem",
        Variant::FixedLimitHoldem => "preset-fl-holdem",
        Variant::PotLimitOmaha => "preset-pl-omaha",
        Variant::FixedLimitOmahaHiLo => "preset-fl-omaha-hilo",
        Variant::Stud => "preset-stud",
        Variant::StudHiLo => "preset-stud-hilo",
        Variant::Razz => "preset-razz",
        Variant::NoLimitSingleDraw => "preset-nl-27-single-draw",
        Variant::FixedLimitTripleDraw => "preset-fl-27-triple-draw",
        Variant::FixedLimitBadugi => "preset-fl-badugi",
        Variant::NoLimitShortDeck => "preset-nl-short-deck",
    })
}

/// The rules' name: a bundled preset's in `w`'s language, a house file's
/// as the house wrote it, said as the house's rules in `w`'s language.
pub(crate) fn rules_name(w: Words, r: &HouseRules) -> String {
    Variant::ALL
        .into_iter()
        .find(|v| HouseRules::preset_ref(*v).name == r.name)
        .map_or_else(
            || w.tw("top-house-rules", Args::new().str("name", r.name.clone())),
            |v| preset_name(w, v),
        )
}
