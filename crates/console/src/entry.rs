//! What the console does with an entry: the dealer's from the pad, the
//! command line or the seat menu, and the floor's from the floor panel or a
//! floor line; each carried out by the desk and said as an `Outcome`.

use dealerdesk_core::engine::{Action, Event, HandState, legal_actions};
use dealerdesk_core::rules::HouseRules;
use dealerdesk_desk::command::{Command, Entered, FloorWord, Roster, parse_correction};
use dealerdesk_desk::desk::{Desk, DeskError, LiveHand, floor_only};
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};
use dealerdesk_log::OperatorId;

use crate::speech::Say;
use crate::{Console, Outcome, floor, floor_line, pad, table, words};

impl Console {
    /// Carries out what the dealer entered on the pad: a command through
    /// the desk, as every face carries it out, said as an `Outcome`.
    pub(crate) fn enter(&mut self, w: Words, entry: pad::Entry) -> Outcome {
        let Some(desk) = self.desk.as_mut() else {
            return Outcome::Failed(w.t("done-no-session"));
        };
        let command = match entry {
            pad::Entry::FloorLine(line) => {
                return match floor_line::read(w, &line, self.floor.floors(), desk) {
                    Ok(request) => {
                        let outcome = self.floor_request(w, request);
                        if matches!(outcome, Outcome::Done { .. }) {
                            self.floor.outcome = None;
                        }
                        outcome
                    }
                    Err(said) => Outcome::Failed(said),
                };
            }
            pad::Entry::Command(Command::Act(action))
                if desk
                    .hand()
                    .is_some_and(|h| floor_only(&action, &h.state, desk.rules()).is_some()) =>
            {
                // A floor ruling goes to the floor panel, ready for the
                // floor person's PIN and reason.
                self.floor.prepare(desk, &action);
                let who = speak::Players::at_table(desk);
                let before = desk.hand().map(|h| &h.state);
                let said = speak::action(w, &who, before, &action);
                return Outcome::Failed(w.tw("done-floors", Args::new().str("action", said)));
            }
            pad::Entry::Command(command) => command,
        };
        // An action in words, as of the hand before it.
        let said = match &command {
            Command::Act(action) => Some(match desk.hand() {
                Some(h) => {
                    let legal = legal_actions(&h.state, desk.rules());
                    words::action(w, &table::HandView::live(w, desk, h), &legal, action)
                }
                None => speak::action(w, &speak::Players::at_table(desk), None, action),
            }),
            _ => None,
        };
        let done = |what: String, notation: String, events: Vec<Event>| Outcome::Done {
            what,
            notation,
            events,
        };
        match desk.carry_out(&command) {
            Ok(Entered::Dealt { hand_no, button }) => {
                let what = w.tw(
                    "done-hand-dealt",
                    Args::new()
                        .num("hand", hand_no)
                        .num("seat", u64::from(button.0)),
                );
                done(what, String::new(), Vec::new())
            }
            Ok(Entered::Acted { action, events }) => {
                let what = said.unwrap_or_else(|| {
                    speak::action(w, &speak::Players::at_table(desk), None, &action)
                });
                done(what, action.to_string(), events)
            }
            Ok(Entered::DealtUnseen { count, events }) => done(
                w.tw("done-dealt-unseen", Args::new().num("count", count as u64)),
                String::new(),
                events,
            ),
            Ok(Entered::Session(did)) => {
                done(speak::session_done(w, &did), String::new(), Vec::new())
            }
            Ok(Entered::TakenBack(action)) => {
                // In words, as of the hand it was taken back from.
                let who = speak::Players::at_table(desk);
                let before = desk.hand().map(|h| &h.state);
                let said = speak::action(w, &who, before, &action);
                done(
                    w.tw("done-taken-back", Args::new().str("action", said)),
                    action.to_string(),
                    Vec::new(),
                )
            }
            Err(DeskError::Refused(r))
                if matches!(command, Command::Act(_) | Command::DealUnseen) =>
            {
                Outcome::Refused(r)
            }
            Err(e) => failed(w, &e, desk),
        }
    }

    /// Moves the console on after something was recorded, and keeps any
    /// ruling in the session's list.
    pub(crate) fn note(&mut self, outcome: &Outcome) {
        let Outcome::Done { events, .. } = outcome else {
            return;
        };
        self.revision += 1;
        if let Some(link) = &self.room {
            link.sync.poke();
        }
        let hand_no = self
            .desk
            .as_ref()
            .and_then(|d| d.hand().or(d.table().last_hand()))
            .map_or(0, |h| h.hand_no);
        let who = self
            .desk
            .as_ref()
            .map(speak::Players::at_table)
            .unwrap_or_default();
        for e in events {
            if let Event::Ruled { rule, note } = e {
                self.rulings
                    .push((hand_no, rule.clone(), note.clone(), who.clone()));
            }
        }
    }

    /// Carries out a floor ruling.
    pub(crate) fn floor_request(&mut self, w: Words, request: floor::Request) -> Outcome {
        let Some(desk) = self.desk.as_mut() else {
            return Outcome::Failed(w.t("done-no-session"));
        };
        let outcome = match request {
            floor::Request::Void { floor, pin, reason } => {
                match desk.void_last(floor, &pin, &reason) {
                    Ok(()) => Outcome::Done {
                        what: w.tw("done-voided", Args::new().str("reason", reason)),
                        notation: String::new(),
                        events: Vec::new(),
                    },
                    Err(e) => failed(w, &e, desk),
                }
            }
            floor::Request::Act {
                floor,
                pin,
                reason,
                action,
            } => {
                let who = speak::Players::at_table(desk);
                let said = speak::action(w, &who, desk.hand().map(|h| &h.state), &action);
                let result = desk.floor_action(floor, &pin, &reason, &action);
                done(w, (&action, said), result, desk)
            }
            floor::Request::Correct {
                floor,
                pin,
                reason,
                text,
            } => {
                // Read against the hand it corrects, as the command line
                // reads the dealer's keys: the hand in play, else the last.
                let who = speak::Players::at_table(desk);
                let read = desk
                    .hand()
                    .or(desk.table().last_hand())
                    .ok_or(DeskError::NoEndedHand)
                    .and_then(|h| {
                        let replaced = h.actions.last().ok_or(DeskError::NothingToCorrect)?;
                        let roster = Roster::at_table(desk);
                        let read = parse_correction(&text, replaced, &h.state, &roster);
                        Ok((read, before_last(h, desk.rules())))
                    });
                let (action, before) = match read {
                    Ok((Ok(action), before)) => (action, before),
                    Ok((Err(e), _)) => return Outcome::Failed(speak::command_error(w, &who, &e)),
                    Err(e) => return failed(w, &e, desk),
                };
                // Said as of the hand before the action it replaces.
                let said = speak::action(w, &who, before.as_ref(), &action);
                let result = desk.correct_last(floor, &pin, &reason, &action);
                done(w, (&action, said), result, desk)
            }
            floor::Request::Tournament {
                floor,
                pin,
                reason,
                word,
            } => tournament_ruling(w, desk, floor, &pin, &reason, word),
            floor::Request::AddFloor {
                by: (floor, floor_pin),
                name,
                pin,
            } => match desk.add_floor_by(floor, &floor_pin, &name, &pin) {
                Ok(_) => Outcome::Done {
                    what: w.tw("done-floor-added", Args::new().str("name", name)),
                    notation: String::new(),
                    events: Vec::new(),
                },
                Err(e) => failed(w, &e, desk),
            },
        };
        self.floor.load_operators(desk.log());
        outcome
    }
}

/// Carries out a tournament ruling of the floor.
fn tournament_ruling(
    w: Words,
    desk: &mut Desk,
    floor: OperatorId,
    pin: &str,
    reason: &str,
    word: FloorWord,
) -> Outcome {
    let (done, what) = match word {
        FloorWord::ClockPause => (
            desk.pause_clock(floor, pin, reason),
            w.t("done-clock-paused"),
        ),
        FloorWord::ClockResume => (
            desk.resume_clock(floor, pin, reason),
            w.t("done-clock-running"),
        ),
        FloorWord::ClockAdjust(ms) => (
            desk.adjust_clock(floor, pin, reason, ms),
            w.tw(
                "done-clock-adjusted",
                Args::new().str("seconds", format!("{:+}", ms / 1000)),
            ),
        ),
        FloorWord::UndoBust(seat) => (
            desk.undo_bust(floor, pin, reason, seat),
            w.tw(
                "done-bust-undone",
                Args::new().num("seat", u64::from(seat.0)),
            ),
        ),
        FloorWord::Chop { amounts, play_for } => (
            desk.chop(floor, pin, reason, &amounts, play_for),
            w.tw("done-chop", Args::new().num("left", play_for)),
        ),
    };
    match done {
        Ok(()) => Outcome::Done {
            what: w.tw(
                "done-because",
                Args::new().str("what", what).str("reason", reason),
            ),
            notation: String::new(),
            events: Vec::new(),
        },
        Err(e) => failed(w, &e, desk),
    }
}

/// The outcome of an action the desk was given.
/// `said` is the action in words, said as of the hand before it; its
/// notation stands small beside it.
fn done(
    w: Words,
    (action, said): (&Action, String),
    result: Result<Vec<Event>, DeskError>,
    desk: &Desk,
) -> Outcome {
    match result {
        Ok(events) => Outcome::Done {
            what: said,
            notation: action.to_string(),
            events,
        },
        Err(DeskError::Refused(ruling)) => Outcome::Refused(ruling),
        Err(e) => failed(w, &e, desk),
    }
}

/// The hand as it stood before its last action, where the correction of
/// that action takes its place: replayed from its start.
fn before_last(hand: &LiveHand, rules: &HouseRules) -> Option<HandState> {
    let (_, earlier) = hand.actions.split_last()?;
    let (mut state, _) = HandState::new(&hand.spec, rules).ok()?;
    for a in earlier {
        state.play(rules, a).ok()?;
    }
    Some(state)
}

/// A desk error, said in `w`'s language; the players of the hand in play,
/// if any, by name and seat.
pub(crate) fn failed(w: Words, e: &DeskError, desk: &Desk) -> Outcome {
    let who = desk
        .hand()
        .map(|h| speak::Players::of(h, desk.seats()))
        .unwrap_or_default();
    Outcome::Failed(speak::desk_error_at(w, &who, e, desk.rules()))
}
