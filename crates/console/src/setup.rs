//! The session setup screen: the ruleset (a bundled preset or a house file),
//! the table's name, stakes, the seated players and a floor person. At a
//! tournament each player enters with the structure's starting stack; the
//! desk's checks are made on a scratch log first, so that a refused try
//! writes nothing to the table's log.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use eframe::egui::{self, RichText};

use super::speech::Say;
use super::{focus, style};
use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{HandSpec, HandState};
use dealerdesk_core::game::Opener;
use dealerdesk_core::rules::{HouseRules, Stakes, Structure, Variant};
use dealerdesk_desk::desk::{Desk, DeskError, SeatNo, check_new_pin};
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Lang, Words};
use dealerdesk_log::PinCost;

/// The form's state.
pub struct SetupForm {
    preset: Variant,
    house: Option<HouseRules>,
    house_path: String,
    /// The table's language, once chosen here (else the house file's).
    lang: Option<Lang>,
    table: String,
    /// The table's name was typed: it no longer follows the language.
    table_named: bool,
    stakes: Stakes,
    /// Each seat's name and stack, as typed.
    seats: Vec<(String, String)>,
    floor_name: String,
    floor_pin: String,
    /// Why the last attempt to open the table failed.
    pub error: Option<String>,
    /// The first frame has been drawn (and the first name field focused).
    started: bool,
}

impl SetupForm {
    /// A form starting from a house file given on the command line, or the
    /// no-limit hold'em preset.
    pub fn new(house: Option<HouseRules>) -> SetupForm {
        let preset = Variant::NoLimitHoldem;
        let stakes = house.as_ref().map_or_else(
            || HouseRules::preset_ref(preset).stakes.clone(),
            |h| h.stakes.clone(),
        );
        // A buy-in of a hundred big blinds (or big bets) until the dealer changes it.
        let buy_in = 100 * stakes.big_blind.0.max(stakes.big_bet.0).max(1);
        SetupForm {
            preset,
            house,
            house_path: String::new(),
            lang: None,
            table: String::new(),
            table_named: false,
            stakes,
            seats: vec![(String::new(), buy_in.to_string()); 10],
            floor_name: String::new(),
            floor_pin: String::new(),
            error: None,
            started: false,
        }
    }

    /// The rules chosen, with the stakes as entered.
    pub fn rules(&self) -> HouseRules {
        let mut rules = self
            .house
            .clone()
            .unwrap_or_else(|| HouseRules::preset(self.preset));
        rules.stakes = self.stakes.clone();
        if let Some(lang) = self.lang {
            rules.language = Some(lang.code().to_string());
        }
        rules
    }

    /// The table's language: chosen here, else the house file's.
    pub fn language(&self) -> Option<Lang> {
        self.lang.or_else(|| {
            self.house
                .as_ref()
                .and_then(|h| h.language.as_deref())
                .and_then(|l| l.parse().ok())
        })
    }

    /// Sets the name and stack of a seat (1 to 10).
    pub fn set_seat(&mut self, seat: u8, name: &str, stack: u64) {
        if let Some(s) = self.seats.get_mut(usize::from(seat).wrapping_sub(1)) {
            *s = (name.to_string(), stack.to_string());
        }
    }

    /// Draws the form; returns the desk once the table is open.
    pub fn show(&mut self, ui: &mut egui::Ui, w: Words, db: &Path) -> Option<Desk> {
        let mut opened = None;
        egui::CentralPanel::default().show(ui, |ui| {
            // The scroll bar always shows: on a small screen the floor's
            // fields and Open lie below the fold.
            // It takes the whole width, so that its bar stands at the
            // window's edge and not as a line beside the widest row.
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
                .show(ui, |ui| {
                    ui.heading(RichText::new(w.t("setup-heading")).size(style::BIG));
                    ui.label(
                        RichText::new(w.tw(
                            "setup-log",
                            Args::new().str("path", db.display().to_string()),
                        ))
                        .color(style::DIM),
                    );
                    ui.add_space(8.0);
                    self.ruleset(ui, w, db);
                    ui.add_space(8.0);
                    self.stakes_form(ui, w);
                    ui.add_space(8.0);
                    self.seats_form(ui, w);
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        let floor = ui.label(w.t("setup-floor"));
                        ui.add(
                            egui::TextEdit::singleline(&mut self.floor_name)
                                .id_salt("setup-floor")
                                .hint_text(w.t("setup-name-hint"))
                                .desired_width(160.0),
                        )
                        .labelled_by(floor.id);
                        ui.add(
                            egui::TextEdit::singleline(&mut self.floor_pin)
                                .id_salt("setup-floor-pin")
                                .hint_text(w.t("setup-pin-hint"))
                                .password(true)
                                .desired_width(100.0),
                        )
                        .accessible_name(w.t("floor-pin"));
                    });
                    ui.add_space(12.0);
                    let keys = ui.input(|i| i.modifiers.ctrl && i.key_pressed(egui::Key::Enter));
                    let button = ui.button(RichText::new(w.t("setup-open")).size(24.0));
                    let mut refused = false;
                    if button.clicked() || keys {
                        match self.open(w, db) {
                            Ok(desk) => opened = Some(desk),
                            Err(e) => {
                                self.error = Some(e);
                                refused = true;
                            }
                        }
                    }
                    if let Some(e) = &self.error {
                        let said = ui.label(RichText::new(e).strong().color(style::REFUSED));
                        // Below the fold at 1280×800: brought into view when new.
                        if refused {
                            said.scroll_to_me(None);
                        }
                    }
                    focus::follow(ui);
                });
        });
        opened
    }

    fn ruleset(&mut self, ui: &mut egui::Ui, w: Words, db: &Path) {
        if !self.table_named {
            self.table = default_table_name(w, db);
        }
        ui.horizontal(|ui| {
            let label = ui.label(w.t("setup-table-name"));
            let name = ui
                .add(
                    egui::TextEdit::singleline(&mut self.table)
                        .id_salt("setup-table")
                        .desired_width(200.0),
                )
                .labelled_by(label.id);
            if name.changed() {
                self.table_named = true;
            }
            ui.add_space(16.0);
            let label = ui.label(w.t("setup-language"));
            let mut lang = self.language().unwrap_or(w.lang());
            egui::ComboBox::from_id_salt("setup-language")
                .selected_text(lang.native_name())
                .show_ui(ui, |ui| {
                    for l in Lang::ALL {
                        if ui.selectable_value(&mut lang, l, l.native_name()).clicked() {
                            self.lang = Some(l);
                        }
                    }
                })
                .response
                .on_hover_text(w.t("setup-language-hint"))
                .labelled_by(label.id);
        });
        ui.horizontal(|ui| {
            let label = ui.label(w.t("setup-ruleset"));
            let current = match &self.house {
                Some(h) => w.tw("setup-house-named", Args::new().str("name", h.name.clone())),
                None => crate::preset_name(w, self.preset),
            };
            egui::ComboBox::from_id_salt("setup-preset")
                .selected_text(current)
                .width(380.0)
                .show_ui(ui, |ui| {
                    for p in Variant::ALL {
                        let name = crate::preset_name(w, p);
                        if ui
                            .selectable_label(self.house.is_none() && self.preset == p, name)
                            .clicked()
                        {
                            self.preset = p;
                            self.house = None;
                            self.stakes = HouseRules::preset_ref(p).stakes.clone();
                        }
                    }
                })
                .response
                .labelled_by(label.id);
        });
        ui.horizontal(|ui| {
            let label = ui.label(w.t("setup-or-house"));
            ui.add(
                egui::TextEdit::singleline(&mut self.house_path)
                    .id_salt("setup-house")
                    .hint_text(w.t("setup-house-hint"))
                    .desired_width(300.0),
            )
            .labelled_by(label.id);
            if ui.button(w.t("setup-load")).clicked() {
                match HouseRules::from_file(Path::new(self.house_path.trim())) {
                    Ok(h) => {
                        self.stakes = h.stakes.clone();
                        self.house = Some(h);
                        self.error = None;
                    }
                    Err(e) => self.error = Some(speak::rules_error(w, &e)),
                }
            }
        });
    }

    fn stakes_form(&mut self, ui: &mut egui::Ui, w: Words) {
        let rules = self.rules();
        let s = &mut self.stakes;
        let field = |ui: &mut egui::Ui, label: &str, v: &mut Chips| {
            let label = ui.label(label);
            ui.add(egui::DragValue::new(&mut v.0).range(0..=1_000_000_000u64))
                .labelled_by(label.id);
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(w.t("setup-stakes")).strong());
            match (rules.game().def().opener, rules.structure()) {
                (Opener::BringIn, _) => {
                    field(ui, &w.t("setup-ante"), &mut s.ante);
                    field(ui, &w.t("setup-bring-in"), &mut s.bring_in);
                    field(ui, &w.t("setup-small-bet"), &mut s.small_bet);
                    field(ui, &w.t("setup-big-bet"), &mut s.big_bet);
                }
                (Opener::Blinds, structure) => {
                    field(ui, &w.t("setup-small-blind"), &mut s.small_blind);
                    field(ui, &w.t("setup-big-blind"), &mut s.big_blind);
                    field(ui, &w.t("setup-ante"), &mut s.ante);
                    if structure == Structure::FixedLimit {
                        field(ui, &w.t("setup-small-bet"), &mut s.small_bet);
                        field(ui, &w.t("setup-big-bet"), &mut s.big_bet);
                    }
                }
            }
        });
    }

    fn seats_form(&mut self, ui: &mut egui::Ui, w: Words) {
        // A tournament entry takes the structure's starting stack: no stack
        // to type, and the heading says which.
        let starting = self.rules().tournament.map(|t| t.starting_stack);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(w.t("setup-seats")).strong());
            if let Some(stack) = starting {
                ui.label(w.tw("setup-starting-stack", Args::new().num("stack", stack.0)));
            }
        });
        egui::Grid::new("setup-seats")
            .num_columns(5)
            .show(ui, |ui| {
                for (i, (name, stack)) in self.seats.iter_mut().enumerate() {
                    let label = ui.label(w.tw("setup-seat", Args::new().num("seat", i as u64 + 1)));
                    let field = ui
                        .add_sized(
                            [220.0, 30.0],
                            egui::TextEdit::singleline(name)
                                .id_salt(("seat-name", i))
                                .hint_text(w.t("setup-name-hint")),
                        )
                        .labelled_by(label.id);
                    // The dealer starts typing names at once; Tab moves on.
                    if i == 0 && !self.started {
                        field.request_focus();
                        self.started = true;
                    }
                    if starting.is_none() {
                        let chips = ui.label(w.t("setup-stack"));
                        let typed = ui
                            .add_sized(
                                [100.0, 30.0],
                                egui::TextEdit::singleline(stack).id_salt(("seat-stack", i)),
                            )
                            .labelled_by(chips.id);
                        // Tabbing in, the default is selected: typing replaces it.
                        focus::select_on_focus(ui, &typed, stack);
                        // A refusal of the stack typed before goes once it is edited.
                        if typed.changed() {
                            self.error = None;
                        }
                        // What is not a number of chips is said at once, in place.
                        if let Err(said) = chips_typed(w, stack) {
                            ui.label(RichText::new(said).color(style::REFUSED));
                        }
                    }
                    ui.end_row();
                }
            });
    }

    /// Checks the form, then opens the log and seats the players: with the
    /// stacks typed, or at a tournament as entries with the starting stack.
    /// Everything the desk would refuse is refused on a scratch log first.
    fn open(&self, w: Words, db: &Path) -> Result<Desk, String> {
        let rules = self.rules();
        let starting = rules.tournament.as_ref().map(|t| t.starting_stack);
        let seated: Vec<Entry> = self
            .seats
            .iter()
            .enumerate()
            .filter(|(_, (n, _))| !n.trim().is_empty())
            .map(|(i, (n, s))| {
                let (seat, name) = (SeatNo(i as u8 + 1), n.trim());
                let stack = match starting {
                    Some(chips) => chips,
                    None => chips_typed(w, s).map_err(|said| {
                        w.tw(
                            "setup-seat-refused",
                            Args::new()
                                .num("seat", u64::from(seat.0))
                                .str("name", name)
                                .str("error", said),
                        )
                    })?,
                };
                Ok(Entry { seat, name, stack })
            })
            .collect::<Result<_, String>>()?;
        if seated.len() < 2 {
            let few = if starting.is_some() {
                "setup-too-few-entries"
            } else {
                "setup-too-few"
            };
            return Err(w.t(few));
        }
        if let Some(e) = seated.iter().find(|e| e.stack.is_zero()) {
            return Err(w.tw(
                "setup-no-stack",
                Args::new()
                    .num("seat", u64::from(e.seat.0))
                    .str("name", e.name),
            ));
        }
        if self.floor_name.trim().is_empty() != self.floor_pin.is_empty() {
            return Err(w.t("setup-floor-needs-both"));
        }
        // The stakes must make a legal hand before anything is written.
        let stacks = seated.iter().map(|e| e.stack).collect();
        let spec = HandSpec::from_stakes(&rules.stakes, rules.game(), stacks);
        let words = w;
        HandState::new(&spec, &rules).map_err(|e| {
            w.tw(
                "setup-bad-stakes",
                Args::new().str("error", speak::setup_error(words, &e)),
            )
        })?;
        let said = |e: DeskError| speak::desk_error(words, &e, &rules);
        if !self.floor_pin.is_empty() {
            check_new_pin(&self.floor_pin).map_err(|w| said(DeskError::WeakPin(w)))?;
        }
        let table = self.table.trim();
        // A refusal in seating names the seat and the player it refused.
        let refused = |(at, e): (Option<&Entry>, DeskError)| match at {
            Some(p) => w.tw(
                "setup-seat-refused",
                Args::new()
                    .num("seat", u64::from(p.seat.0))
                    .str("name", p.name)
                    .str("error", said(e)),
            ),
            None => said(e),
        };
        let scratch = ScratchLog::new();
        drop(
            self.seat_all(scratch.path(), &rules, table, &seated, PinCost::Scratch)
                .map_err(refused)?,
        );
        self.seat_all(db, &rules, table, &seated, PinCost::Standard)
            .map_err(refused)
    }

    /// Opens the log at `path` and seats the players and the floor person;
    /// a refusal comes with the player it refused, if it was a player.
    fn seat_all<'a>(
        &self,
        path: &Path,
        rules: &HouseRules,
        table: &str,
        seated: &'a [Entry<'a>],
        cost: PinCost,
    ) -> Result<Desk, (Option<&'a Entry<'a>>, DeskError)> {
        let mut desk = Desk::open(path, rules.clone(), table).map_err(|e| (None, e))?;
        for e in seated {
            let done = if rules.tournament.is_some() {
                desk.enter_tournament(e.seat, e.name).map(drop)
            } else {
                desk.seat(e.seat, e.name, e.stack)
            };
            done.map_err(|err| (Some(e), err))?;
        }
        if !self.floor_name.trim().is_empty() {
            desk.add_floor_at(self.floor_name.trim(), &self.floor_pin, cost)
                .map_err(|e| (None, e))?;
        }
        Ok(desk)
    }
}

/// A stack as typed: a whole number of chips (empty is none), or why not.
fn chips_typed(w: Words, text: &str) -> Result<Chips, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(Chips(0));
    }
    text.parse()
        .map(Chips)
        .map_err(|_| w.tw("setup-stack-not-chips", Args::new().str("text", text)))
}

/// A player as the form seats them.
struct Entry<'a> {
    seat: SeatNo,
    name: &'a str,
    stack: Chips,
}

/// A log in the temporary directory that a try at opening the table is
/// made on first; removed, with its journal files, when dropped.
struct ScratchLog(PathBuf);

impl ScratchLog {
    fn new() -> ScratchLog {
        static TRIES: AtomicU64 = AtomicU64::new(0);
        let n = TRIES.fetch_add(1, Ordering::Relaxed);
        let name = format!("dealerdesk-setup-{}-{n}.sqlite", std::process::id());
        let scratch = ScratchLog(std::env::temp_dir().join(name));
        scratch.remove();
        scratch
    }

    fn path(&self) -> &Path {
        &self.0
    }

    /// Removes the log and its journal files, where there are any.
    fn remove(&self) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut path = self.0.clone().into_os_string();
            path.push(suffix);
            // Absent files are the usual case; nothing else depends on it.
            let _ = std::fs::remove_file(path);
        }
    }
}

impl Drop for ScratchLog {
    fn drop(&mut self) {
        self.remove();
    }
}

/// The table's name until one is typed: the log file's own name (`east` for
/// `east.sqlite`), so that two tables syncing to one room are two tables;
/// "Table 1" in `w`'s language, for the default log file.
fn default_table_name(w: Words, db: &Path) -> String {
    match db.file_stem().and_then(|s| s.to_str()) {
        Some(stem) if !stem.is_empty() && stem != "dealerdesk" => stem.to_owned(),
        _ => w.t("setup-default-table"),
    }
}
