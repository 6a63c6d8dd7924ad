//! A finished hand history recorded at the desk as a dealer would have entered
//! it: checked whole through the engine under the table's rules first (the
//! same check as `replay`, half-chip splits included), then the players seated
//! as recorded (at their recorded seats, when the record has them) and every action submitted. A hand that fails the check,
//! names a player as no name may be written, or holds a floor ruling, writes nothing.
//!
//! Each imported hand is known by its content: the SHA-256 of its parsed
//! content, kept in its start entry. An import of many hands
//! ([`Desk::import_batch`]) writes them several to a transaction and passes
//! over those the log holds already, so one run again after a crash records
//! only what is missing.

use std::collections::HashSet;

use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::{HandState, Ruling, SetupError};
use dealerdesk_core::notation::PhhHand;
use dealerdesk_core::replay::{StackCheck, check_finish};
use dealerdesk_core::rules::{HouseRules, Variant};
use dealerdesk_log::chain::sha256_hex;

use super::{Desk, DeskError, NameFault, SeatNo, authority, check_name, order_from_button};

/// Why a hand history was not recorded; nothing of it was written unless the
/// desk itself failed part-way (`Desk`).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ImportError {
    /// The log deals another game.
    #[error("the log deals {log}, the hand is {hand}")]
    Game {
        /// The log's variant code.
        log: &'static str,
        /// The hand's variant code.
        hand: &'static str,
    },
    /// The hand cannot be set up under the log's rules.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// A floor ruling in the record: an import is no floor person.
    #[error("action {index} '{text}' refused: {refusal}")]
    FloorOnly {
        /// The action's index in the record.
        index: usize,
        /// The action as written.
        text: String,
        /// The desk's refusal.
        refusal: Box<DeskError>,
    },
    /// The engine refuses an action under the log's rules.
    #[error("action {index} '{text}' refused: {ruling}")]
    Refused {
        /// The action's index in the record.
        index: usize,
        /// The action as written.
        text: String,
        /// The engine's ruling.
        ruling: Box<Ruling>,
    },
    /// The recorded seats do not go round the table from the button's left
    /// in the players' order.
    #[error(
        "the seats {0:?} do not go round the table from the button's left in the players' order"
    )]
    Seats(Vec<u8>),
    /// The record stops before the hand is over.
    #[error("the hand is not finished")]
    Unfinished,
    /// The hand ends with other stacks than recorded under the log's rules.
    #[error(
        "under this log's rules the hand ends with stacks {replayed:?}, not the recorded {recorded:?}"
    )]
    Stacks {
        /// The recorded stacks.
        recorded: Vec<f64>,
        /// The stacks the engine gives.
        replayed: Vec<Chips>,
    },
    /// The desk refused a step while recording.
    #[error(transparent)]
    Desk(#[from] DeskError),
    /// A player's name the desk does not take.
    #[error("player {player}'s name: {fault}")]
    PlayerName {
        /// The player, counted from 1 in the record's order.
        player: usize,
        /// What is wrong with the name.
        fault: NameFault,
    },
}

/// What became of one hand of [`Desk::import_batch`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Imported {
    /// Recorded as this hand number.
    Recorded(u64),
    /// The log holds this hand already (an earlier import): nothing written.
    Known,
}

/// The action of a hand's start entry, whose payload carries an imported
/// hand's content digest under [`DIGEST_KEY`].
const START_ACTION: &str = "desk start hand ";
const DIGEST_KEY: &str = "imported";

/// The SHA-256 (hex) of a hand history's parsed content: the same hand reads
/// alike whatever file, spacing or order of fields it came in.
pub fn content_digest(hand: &PhhHand) -> String {
    let actions: Vec<String> = hand.actions.iter().map(|(_, a)| a.to_string()).collect();
    let finishing: Option<Vec<f64>> = hand
        .finishing_stacks
        .as_ref()
        .map(|v| v.iter().map(|s| s.0).collect());
    let content = serde_json::json!([
        hand.variant.code(),
        hand.ante_trimming,
        hand.spec,
        actions,
        finishing,
        hand.players,
        hand.seats,
        hand.rake,
    ]);
    sha256_hex(content.to_string().as_bytes())
}

impl Desk {
    /// Records a finished hand history: checked whole against this table's
    /// rules, then the table reseated as recorded (at the recorded `seats`,
    /// else seat 1 is `p1`; the button is the last player's seat) and the actions entered,
    /// all in one transaction of the log. Returns the hand's number. The
    /// hand is recorded even when the log holds it already; an import that
    /// may run again uses [`import_batch`](Self::import_batch).
    pub fn import(&mut self, hand: &PhhHand) -> Result<u64, ImportError> {
        self.check_recorded(hand)?;
        let digest = content_digest(hand);
        // The whole hand in one transaction: durable at its end, or
        // nothing of it written and the table as it was.
        let kept = self.table.clone();
        self.log.begin_transaction().map_err(DeskError::from)?;
        let written = self.enter_recorded(hand, digest.clone());
        let ended = self.log.end_transaction(written.is_ok());
        if written.is_err() || ended.is_err() {
            self.table = kept;
        }
        ended.map_err(DeskError::from)?;
        let no = written?;
        if let Some(known) = &mut self.imported {
            known.insert(digest);
        }
        Ok(no)
    }

    /// Records many finished hand histories in one transaction, durable
    /// when this returns: each checked and written as by
    /// [`import`](Self::import) (a hand refused writes nothing, the others
    /// go on), except that a hand the log holds already is passed over
    /// ([`Imported::Known`]). A hand of another game than the table's first
    /// changes the game, to `rules_for` its variant, as a mixed-game table
    /// rotates. One result per hand, in order.
    ///
    /// # Errors
    /// The log's (the whole batch is then rolled back, and the table is as
    /// it was): nothing of it is written.
    pub fn import_batch(
        &mut self,
        hands: &[PhhHand],
        rules_for: impl Fn(Variant) -> HouseRules,
    ) -> Result<Vec<Result<Imported, ImportError>>, DeskError> {
        if self.imported.is_none() {
            let known = self.log.payload_strings(START_ACTION, DIGEST_KEY)?;
            self.imported = Some(known);
        }
        let kept = self.table.clone();
        self.log.begin_transaction()?;
        let mut out = Vec::with_capacity(hands.len());
        let written = self.import_each(hands, rules_for, &mut out);
        let ended = self.log.end_transaction(written.is_ok());
        if written.is_err() || ended.is_err() {
            self.table = kept;
            // Read again from the log at the next batch.
            self.imported = None;
        }
        ended?;
        written?;
        Ok(out)
    }

    /// The hands of [`import_batch`](Self::import_batch), inside its
    /// transaction, each a part of it undone alone when refused.
    fn import_each(
        &mut self,
        hands: &[PhhHand],
        rules_for: impl Fn(Variant) -> HouseRules,
        out: &mut Vec<Result<Imported, ImportError>>,
    ) -> Result<(), DeskError> {
        for hand in hands {
            let digest = content_digest(hand);
            if self.imported.as_ref().is_some_and(|k| k.contains(&digest)) {
                out.push(Ok(Imported::Known));
                continue;
            }
            if self.rules().variant() != hand.variant {
                self.change_game(rules_for(hand.variant))?;
            }
            if let Err(e) = self.check_recorded(hand) {
                out.push(Err(e));
                continue;
            }
            let kept = self.table.clone();
            self.log.begin_part()?;
            let written = self.enter_recorded(hand, digest.clone());
            self.log.end_part(written.is_ok())?;
            out.push(match written {
                Ok(no) => {
                    self.imported
                        .get_or_insert_with(HashSet::new)
                        .insert(digest);
                    Ok(Imported::Recorded(no))
                }
                Err(e) => {
                    self.table = kept;
                    Err(e)
                }
            });
        }
        Ok(())
    }

    /// Checks a hand history whole against this table's rules, writing
    /// nothing.
    fn check_recorded(&self, hand: &PhhHand) -> Result<(), ImportError> {
        let rules = self.rules().clone();
        let log = rules.variant();
        if log != hand.variant {
            return Err(ImportError::Game {
                log: log.code(),
                hand: hand.variant.code(),
            });
        }
        for (i, name) in hand.players.iter().flatten().enumerate() {
            check_name(name).map_err(|fault| ImportError::PlayerName {
                player: i + 1,
                fault,
            })?;
        }
        let (mut check, _) = HandState::new(&hand.spec, &rules)?;
        for (index, (text, action)) in hand.actions.iter().enumerate() {
            // The desk would refuse a floor ruling from the importing dealer
            // mid-hand, by its kind or by the engine's result of it: refuse
            // the whole hand before any of it is written.
            let floors = |why| ImportError::FloorOnly {
                index,
                text: text.clone(),
                refusal: Box::new(DeskError::FloorOnly {
                    action: Box::new(action.clone()),
                    why,
                }),
            };
            if let Some(why) = authority::by_kind(action, &check, &rules) {
                return Err(floors(why));
            }
            let (next, events) =
                check
                    .apply(&rules, action)
                    .map_err(|ruling| ImportError::Refused {
                        index,
                        text: text.clone(),
                        ruling: Box::new(ruling),
                    })?;
            if let Some(why) = authority::by_result(action, &check, &next, &events) {
                return Err(floors(why));
            }
            check = next;
        }
        if !check.is_done() {
            return Err(ImportError::Unfinished);
        }
        if let Some(seats) = &hand.seats {
            let mut round: Vec<SeatNo> = seats.iter().map(|s| SeatNo(*s)).collect();
            round.sort();
            let button = SeatNo(seats[seats.len() - 1]);
            let order: Vec<u8> = order_from_button(&round, button)
                .iter()
                .map(|s| s.0)
                .collect();
            if &order != seats {
                return Err(ImportError::Seats(seats.clone()));
            }
        }
        // The same check as replay: a record that split a pot into half
        // chips agrees within one chip, the odd chip placed by the house rule.
        if let StackCheck::Mismatch { recorded, replayed } =
            check_finish(&check, hand.finishing_stacks.as_deref())
        {
            return Err(ImportError::Stacks { recorded, replayed });
        }
        Ok(())
    }

    /// Seats the players of a checked hand history and enters its actions.
    fn enter_recorded(&mut self, hand: &PhhHand, digest: String) -> Result<u64, ImportError> {
        let seated: Vec<SeatNo> = self.seats().keys().copied().collect();
        for seat in seated {
            self.leave(seat)?;
        }
        // Each player at the seat recorded (else p1 in seat 1, and so on);
        // the button is the last player's seat.
        let n = hand.spec.stacks.len();
        let seat_of = |i: usize| SeatNo(hand.seats.as_ref().map_or(i as u8 + 1, |s| s[i]));
        for (i, stack) in hand.spec.stacks.iter().enumerate() {
            let name = hand
                .players
                .as_ref()
                .and_then(|p| p.get(i).cloned())
                .unwrap_or_else(|| format!("p{}", i + 1));
            self.seat_as_recorded(seat_of(i), &name, *stack)?;
        }
        let no = self
            .start_recorded(seat_of(n - 1), hand.spec.clone(), Some(digest))?
            .hand_no;
        for (_, action) in &hand.actions {
            self.submit(action)?;
        }
        Ok(no)
    }
}
