//! The scripted table face (`dealerdesk table`): one entry per line, in the
//! console's command language plus the session words below, and after each
//! one JSON line — what was recorded and the table as it stands, or the
//! refusal with its rule and what is legal instead. It drives the same
//! `Desk` and log as the console; a refused line changes nothing.
//!
//! The session words (`sit`, `leave`, `out`, `back`, `rebuy`, `button`,
//! `draw`, `dealer`) are the command language's (`command::SessionCommand`);
//! this face adds the floor's: `floor NAME PIN "REASON" RULING` (RULING: `void`,
//! `award PLAYER`, `kill PLAYER`, `misdeal`, `fouled`, `see PLAYER`, `correct
//! [PLAYER] KEYS` in the command line's keys or `correct ACTION` in notation,
//! or any action entered on a player's behalf in the same words (`Ana r 50`),
//! PLAYER a seat number or a name; and at a tournament `clock
//! pause`, `clock resume`, `clock +DURATION`, `clock -DURATION`, `undo-bust
//! SEAT`, `chop SEAT:AMOUNT … [play:AMOUNT]`), `addfloor NAME PIN [BY PIN]`,
//! and the dealer's answer `drew PLAYER` (how many cards that player drew in
//! the draw under way, told until its betting begins; nothing recorded).
//! In a draw game each seat in the state carries its cards drawn per draw
//! (`drew`) and the same in words (`drew_said`).
//! At a tournament the state carries `tournament`: the clock, players left,
//! entries, prize pool, average stack, payouts and places. At a table that
//! takes its floor staff from the room it carries `room_staff`: the list as
//! of the room change last recorded, and whether the room was read.

use std::io::{BufRead, Write};

use serde_json::{Value, json};

use crate::command::{
    CommandError, FloorWord, InPlay, Roster, WordError, parse_command, parse_correction,
    parse_floor_word, parse_on_behalf,
};
use crate::desk::{Desk, DeskError, check_name};
use crate::speak;
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{Next, legal_actions};
use dealerdesk_core::notation::ActionError;
use dealerdesk_i18n::{Args, Lang, Words};
use dealerdesk_log::{OperatorId, Role, Seq};

/// Why a line was not done: the rule (when one decides it), its citation
/// and the typed answer behind it, said in the table's language.
#[derive(Debug)]
pub struct Refusal {
    /// The rule id, when a rule refuses it.
    pub rule: Option<String>,
    /// The rule's citation.
    pub cite: Option<String>,
    /// The typed answer behind the words.
    cause: Cause,
}

/// What a refusal is, as data.
#[derive(Debug)]
enum Cause {
    /// A face entry that does not follow its form (the form, in notation).
    Usage(&'static str),
    /// A floor person the log does not know by that name.
    NoFloor(String),
    /// The command language did not read the line.
    Command(Box<CommandError>),
    /// The desk's error.
    Desk(Box<DeskError>),
}

impl From<Cause> for Refusal {
    fn from(cause: Cause) -> Refusal {
        Refusal {
            rule: None,
            cite: None,
            cause,
        }
    }
}

impl From<CommandError> for Refusal {
    fn from(e: CommandError) -> Refusal {
        Cause::Command(Box::new(e)).into()
    }
}

impl From<WordError> for Refusal {
    fn from(e: WordError) -> Refusal {
        CommandError::from(e).into()
    }
}

impl From<ActionError> for Refusal {
    fn from(e: ActionError) -> Refusal {
        CommandError::from(e).into()
    }
}

impl From<DeskError> for Refusal {
    fn from(e: DeskError) -> Refusal {
        let rule = match &e {
            DeskError::Refused(r) => Some(&*r.rule),
            DeskError::Seating(e) => e.rule.as_ref(),
            DeskError::Tournament(e) => e.rule.as_ref(),
            _ => None,
        };
        Refusal {
            rule: rule.map(|r| r.id.to_string()),
            cite: rule.map(|r| r.cite.clone()),
            cause: Cause::Desk(Box::new(e)),
        }
    }
}

/// A table driven line by line.
pub struct TableFace {
    desk: Desk,
    /// The language of the answers' `message`.
    words: Words,
    /// The last log entry reported.
    seen: Seq,
}

impl TableFace {
    /// Drives `desk`; entries already in its log are not reported.
    pub fn new(desk: Desk) -> Result<TableFace, DeskError> {
        let (seen, _) = desk.log().head()?;
        Ok(TableFace {
            desk,
            seen,
            words: Words::new(Lang::En),
        })
    }

    /// Says refusals in `lang` from now on (the log is not affected).
    pub fn speak(&mut self, lang: Lang) {
        self.words = Words::new(lang);
    }

    /// The desk.
    pub fn desk(&self) -> &Desk {
        &self.desk
    }

    /// The desk, to write what comes from outside the lines (the room's
    /// moves of a tournament on many tables).
    pub fn desk_mut(&mut self) -> &mut Desk {
        &mut self.desk
    }

    /// The desk, for a face that goes on from here.
    pub fn into_desk(self) -> Desk {
        self.desk
    }

    /// Runs every line of `input`, writing one JSON line each to `output`,
    /// flushed as soon as the line's entry is durable.
    /// Returns whether any line was refused.
    pub fn run(&mut self, input: impl BufRead, mut output: impl Write) -> std::io::Result<bool> {
        let mut refused = false;
        for line in input.lines() {
            let line = line?;
            if line.trim().is_empty() || line.trim_start().starts_with('#') {
                continue;
            }
            let answer = self.line(&line);
            refused |= answer["ok"] == json!(false);
            // Each answer is out as soon as its entry is durable: a program
            // driving the table line by line reads it before sending the next.
            writeln!(output, "{answer}")?;
            output.flush()?;
        }
        Ok(refused)
    }

    /// Carries out one line and returns its JSON answer.
    pub fn line(&mut self, line: &str) -> Value {
        let line = line.trim();
        if let Some(seat) = line.strip_prefix("drew ") {
            return self.drew(line, seat.trim());
        }
        match self.entry(line) {
            Ok(()) => {
                let recorded = self.recorded();
                json!({"ok": true, "recorded": recorded, "state": self.state()})
            }
            Err(r) => {
                // The table is unchanged; a wrong floor PIN alone is put on
                // record, and is reported with the refusal.
                let recorded = self.recorded();
                json!({"ok": false, "recorded": recorded, "refused": {
                    "rule": r.rule,
                    "cite": r.cite,
                    "message": self.say(line, &r),
                    "legal": self.legal(),
                }, "state": self.state()})
            }
        }
    }

    /// `drew SEAT`: how many cards the player in the seat (or of that
    /// name) drew in the draw under way, as the dealer tells it; nothing is
    /// recorded.
    fn drew(&mut self, line: &str, seat: &str) -> Value {
        let roster = Roster::at_table(&self.desk);
        let told = roster.player(seat).map_err(Refusal::from).and_then(|pos| {
            let seat = roster.seat(pos).ok_or(DeskError::NoHand)?;
            Ok(self.desk.drew(seat)?)
        });
        match told {
            Ok(t) => {
                let who = speak::Players::at_table(&self.desk);
                let said = speak::draw_told(self.words, &who, &t, self.desk.rules());
                json!({"ok": true, "recorded": [], "told": {
                    "seat": self.desk.hand().map(|h| h.seats[t.pos.index()].0),
                    "cards": t.cards,
                    "rule": t.rule.id,
                    "cite": t.rule.cite,
                    "said": said,
                }, "state": self.state()})
            }
            Err(r) => json!({"ok": false, "recorded": [], "refused": {
                "rule": r.rule,
                "cite": r.cite,
                "message": self.say(line, &r),
                "legal": self.legal(),
            }, "state": self.state()}),
        }
    }

    /// The refusal in the table's language: the engine's and the desk's
    /// typed answers through the catalogue, with their own amounts.
    /// Players are named by name and seat: those of the hand in play, or of
    /// the last hand a correction changes.
    fn say(&self, line: &str, r: &Refusal) -> String {
        let who = speak::Players::at_table(&self.desk);
        match &r.cause {
            Cause::Desk(e) => speak::desk_error_at(self.words, &who, e, self.desk.rules()),
            Cause::Command(e) if e.misread() => {
                self.not_understood(line, speak::command_error(self.words, &who, e))
            }
            Cause::Command(e) => speak::command_error(self.words, &who, e),
            Cause::Usage(form) => self.not_understood(line, (*form).to_owned()),
            Cause::NoFloor(name) => self.words.with(
                "desk-no-floor-named",
                &Args::new().str("name", name.clone()),
            ),
        }
    }

    /// An entry not read, with why.
    fn not_understood(&self, line: &str, detail: String) -> String {
        self.words.with(
            "desk-not-understood",
            &Args::new().str("entry", line).str("detail", detail),
        )
    }

    /// What the log took since the last report, in its own words (the
    /// log's row records left out: they copy rows, not table entries).
    fn recorded(&mut self) -> Vec<String> {
        let new = self.desk.log().events_since(self.seen).unwrap_or_default();
        if let Some(last) = new.last() {
            self.seen = last.seq;
        }
        new.into_iter()
            .map(|e| e.action)
            .filter(|a| !dealerdesk_log::is_row_record(a))
            .collect()
    }

    fn entry(&mut self, line: &str) -> Result<(), Refusal> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied().unwrap_or("") {
            "addfloor" => self.add_floor(&words),
            "floor" => self.floor(line),
            _ => self.play(line),
        }
    }

    /// The command language, read and carried out as every face does.
    fn play(&mut self, line: &str) -> Result<(), Refusal> {
        let command = parse_command(line, &self.desk)?;
        self.desk.carry_out(&command)?;
        Ok(())
    }

    /// `addfloor NAME PIN [BY PIN]`.
    fn add_floor(&mut self, words: &[&str]) -> Result<(), Refusal> {
        match words {
            [_, name, pin] => {
                self.desk.add_floor(name, pin)?;
            }
            [_, name, pin, by, by_pin] => {
                let by = self.floor_person(by)?;
                self.desk.add_floor_by(by, by_pin, name, pin)?;
            }
            _ => return Err(Cause::Usage("addfloor NAME PIN [BY PIN]").into()),
        }
        Ok(())
    }

    fn floor_person(&self, name: &str) -> Result<OperatorId, Refusal> {
        // Names are kept in NFC: a name typed decomposed is the same name.
        let typed = check_name(name).unwrap_or_else(|_| name.to_owned());
        self.desk
            .log()
            .operators()
            .map_err(|e| Refusal::from(DeskError::Log(e)))?
            .into_iter()
            .find(|o| o.role == Role::Floor && o.name == typed)
            .map(|o| o.id)
            .ok_or_else(|| Cause::NoFloor(name.to_owned()).into())
    }

    /// `floor NAME PIN "REASON" RULING`.
    fn floor(&mut self, line: &str) -> Result<(), Refusal> {
        let usage = || Refusal::from(Cause::Usage("floor NAME PIN \"REASON\" RULING"));
        let rest = line.strip_prefix("floor").ok_or_else(usage)?.trim_start();
        let (name, rest) = rest.split_once(' ').ok_or_else(usage)?;
        let (pin, rest) = rest.trim_start().split_once(' ').ok_or_else(usage)?;
        let rest = rest.trim_start().strip_prefix('"').ok_or_else(usage)?;
        let (reason, ruling) = rest.split_once('"').ok_or_else(usage)?;
        let ruling = ruling.trim();
        let floor = self.floor_person(name)?;
        let d = &mut self.desk;
        if let Some(word) = parse_floor_word(ruling) {
            match word? {
                FloorWord::ClockPause => d.pause_clock(floor, pin, reason)?,
                FloorWord::ClockResume => d.resume_clock(floor, pin, reason)?,
                FloorWord::ClockAdjust(ms) => d.adjust_clock(floor, pin, reason, ms)?,
                FloorWord::UndoBust(seat) => d.undo_bust(floor, pin, reason, seat)?,
                FloorWord::Chop { amounts, play_for } => {
                    d.chop(floor, pin, reason, &amounts, play_for)?;
                }
            }
            return Ok(());
        }
        let first = ruling.split_whitespace().next().ok_or_else(usage)?;
        if first == "void" {
            return Ok(d.void_last(floor, pin, reason)?);
        }
        let roster = Roster::at_table(d);
        if first == "correct" {
            // The hand in play, else the one that ended last.
            let hand = d
                .hand()
                .or(d.table().last_hand())
                .ok_or(DeskError::NoEndedHand)?;
            let replaced = hand.actions.last().ok_or(DeskError::NothingToCorrect)?;
            let text = ruling["correct".len()..].trim();
            let action = parse_correction(text, replaced, &hand.state, &roster)?;
            d.correct_last(floor, pin, reason, &action)?;
            return Ok(());
        }
        let hand = d.hand().ok_or(DeskError::NoHand)?;
        let legal = legal_actions(&hand.state, d.rules());
        let in_play = InPlay {
            state: &hand.state,
            legal: &legal,
            roster: &roster,
        };
        let action = parse_on_behalf(ruling, in_play)?;
        d.floor_action(floor, pin, reason, &action)?;
        Ok(())
    }

    /// What is legal now, in notation.
    fn legal(&self) -> Vec<String> {
        match self.desk.hand() {
            Some(h) => legal_actions(&h.state, self.desk.rules()).to_notation(),
            None => vec!["n".into()],
        }
    }

    /// The table as it stands.
    pub fn state(&self) -> Value {
        let d = &self.desk;
        let hand = d.hand();
        // A tournament player out of it.
        let out = |name: &str| {
            d.tournament()
                .and_then(|t| t.entrant(name))
                .is_some_and(|e| e.out.is_some())
        };
        let tournament = d.tourney_view();
        let draws = hand
            .filter(|h| h.state.def().has_draws())
            .map(|h| crate::desk::draws(&h.actions, h.seats.len()));
        let who = speak::Players::at_table(d);
        let seats: Vec<Value> = d
            .seats()
            .iter()
            .map(|(seat, s)| {
                let i = hand.and_then(|h| h.seats.iter().position(|x| x == seat));
                let at = hand.zip(i).map(|(h, i)| &h.state.players()[i]);
                // A draw game's cards drawn, draw by draw, and in words.
                let drew = draws
                    .as_ref()
                    .zip(i)
                    .and_then(|(d, i)| d.get(i).map(|d| (Pos(i as u8), d)));
                let drew_said = drew
                    .filter(|(_, d)| !d.is_empty())
                    .map(|(pos, d)| speak::draws_line(self.words, &who, pos, d));
                let drew = drew.map(|(_, d)| d);
                let (stack, bet, status) = match at {
                    Some(p) if p.folded => (p.stack, p.bet, "folded"),
                    Some(p) if p.is_all_in() => (p.stack, p.bet, "all-in"),
                    Some(p) => (p.stack, p.bet, "in hand"),
                    None if s.sitting_out => (s.stack, Chips::ZERO, "sitting out"),
                    None if out(&s.name) => (s.stack, Chips::ZERO, "out"),
                    None if s.stack.is_zero() => (s.stack, Chips::ZERO, "busted"),
                    None if hand.is_some() => (s.stack, Chips::ZERO, "waiting"),
                    None => (s.stack, Chips::ZERO, "seated"),
                };
                // Blinds owed for sitting out, or a new player's big blind.
                let owes = match d.table().owed().get(seat) {
                    Some(o) if o.big && o.small => Some("small and big blind"),
                    Some(o) if o.big => Some("big blind"),
                    Some(o) if o.small => Some("small blind"),
                    _ => None,
                };
                // Where a tournament player out finished (a tie: the places
                // it covers).
                let place = tournament
                    .as_ref()
                    .and_then(|t| t.place_of(&s.name))
                    .map(|(from, to)| json!({"place": from, "place_to": to}));
                let mut seat = json!({"seat": seat.0, "name": s.name, "stack": stack.0, "bet": bet.0, "status": status, "owes": owes, "finished": place});
                if let (Some(drew), Some(map)) = (drew, seat.as_object_mut()) {
                    map.insert("drew".into(), json!(drew));
                    map.insert("drew_said".into(), json!(drew_said));
                }
                seat
            })
            .collect();
        let pots: Vec<Value> = hand.map_or_else(Vec::new, |h| {
            h.state
                .pots()
                .iter()
                .map(|p| {
                    let eligible: Vec<u8> =
                        p.eligible.iter().map(|e| h.seats[e.index()].0).collect();
                    json!({"amount": p.amount.0, "eligible": eligible})
                })
                .collect()
        });
        let next = match hand.map(|h| legal_actions(&h.state, d.rules()).next) {
            None => "between hands".to_string(),
            Some(Next::Player(p)) => hand.map_or_else(String::new, |h| {
                format!("seat {} ({p})", h.seats[p.index()].0)
            }),
            Some(Next::Dealer(_)) => "dealer".into(),
            Some(Next::Done) => "done".into(),
        };
        // The rake of the hand in play once awarded, or of the last hand;
        // and of every hand so far, the hand in play's included.
        let rake = hand
            .or(d.table().last_hand())
            .map_or(Chips::ZERO, |h| h.state.rake());
        let rake_total = d.table().rake_total() + hand.map_or(Chips::ZERO, |h| h.state.rake());
        // The figures offered for a deal, by seat and name.
        let deal_figures = d.deal_figures().map(|f| {
            f.seats
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let name = d.seats().get(s).map(|x| x.name.clone());
                    json!({"seat": s.0, "name": name, "stack": f.stacks[i].0,
                        "chip_chop": f.chip_chop[i], "icm": f.icm[i]})
                })
                .collect::<Vec<_>>()
        });
        // The game dealt, and at a mixed-game table the one after it.
        let rotation = d.table().rotation().map(|r| {
            json!({"now": r.now.code(), "next": r.next.code(), "hands_to_go": r.hands_to_go,
                "by_level": r.by_level})
        });
        // The room's floor staff as last recorded, and whether the room was
        // read at the last look (when not, that list holds).
        let room_staff = d.room_staff().map(|s| {
            let unread = d.room_staff_unread();
            let read = d.reads_room_staff() && unread.is_none();
            json!({"seq": s.seq, "hash": s.hash, "names": s.names, "read": read,
                "said": speak::room_staff(self.words, s, unread)})
        });
        json!({
            "game": d.rules().variant().code(),
            "rotation": rotation,
            "room_staff": room_staff,
            "tournament": tournament,
            "deal_figures": deal_figures,
            "hand": hand.map(|h| h.hand_no),
            "rake": rake.0,
            "rake_total": rake_total.0,
            "button": d.button().map(|b| b.0),
            "seats": seats,
            "pots": pots,
            "next": next,
            "legal": self.legal(),
        })
    }
}
