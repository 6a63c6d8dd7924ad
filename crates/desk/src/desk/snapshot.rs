//! The table between hands as one chained entry (`desk snapshot`), written
//! at the end of every hand of a cash game, so that opening a long log folds
//! from the last snapshot rather than from the first entry. Folding the whole
//! log checks each snapshot against the table folded so far: a snapshot that
//! differs is a log that does not replay.
//!
//! The snapshot holds everything `TableState` keeps between hands, except the
//! rules (named by the seq of the entry that recorded them) and the last
//! hand's engine state (played again from its spec and actions). A
//! tournament table writes none: its state folds from the start. The
//! record itself (`Snapshot`) is in `event.rs`, with the other payloads.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::HouseRules;
use dealerdesk_log::{EventLog, EventRecord, Seq, chain};

use super::event::{DeskEvent, EndedHand, RotationMark, Snapshot};
use super::rotation::RotationState;
use super::{DeskError, LiveHand, ReplayFault, TableState, fold, rebuild, seating};

/// The action text of a snapshot entry.
pub(super) const SNAPSHOT: &str = "desk snapshot";

impl TableState {
    /// The snapshot of this table, or `None` while a hand is in play, at a
    /// tournament table, or before the rules are recorded.
    pub(super) fn snapshot(&self) -> Option<Snapshot> {
        if self.hand.is_some() || self.tournament.is_some() || self.rules_seq == 0 {
            return None;
        }
        Some(Snapshot {
            rules_seq: self.rules_seq,
            seats: self.seats.iter().map(|(k, v)| (*k, v.clone())).collect(),
            button: self.button,
            blinds: self.blinds,
            owed: self.owed.iter().map(|(k, v)| (*k, *v)).collect(),
            hands_started: self.hands_started,
            last_hand: self.last_hand.as_ref().map(|h| EndedHand {
                id: h.id,
                hand_no: h.hand_no,
                button: h.button,
                seats: h.seats.clone(),
                spec: h.spec.clone(),
                actions: h.actions.iter().map(ToString::to_string).collect(),
            }),
            first_button: self.first_button,
            dealer_name: self.dealer_name.clone(),
            pin_refusals: self
                .pin_refusals
                .iter()
                .map(|(op, (n, at))| (*op, *n, chain::format_at(at)))
                .collect(),
            left: self
                .left
                .iter()
                .map(|(name, l)| (name.clone(), l.stack, chain::format_at(&l.at)))
                .collect(),
            rake_total: self.rake_total,
            rotation: self.rotation.as_ref().map(RotationState::mark),
        })
    }

    /// Checks a recorded snapshot, entered `at`, against the table folded
    /// so far. Of the players who left, only those still owing their stack
    /// back at `at` are compared: a log written before the table let go of
    /// the others lists them all.
    pub(super) fn check_snapshot(
        &self,
        recorded: &Snapshot,
        at: DateTime<Utc>,
    ) -> Result<(), ReplayFault> {
        let minutes = self.rules.rathole();
        let owing = |snap: &Snapshot| Snapshot {
            left: snap
                .left
                .iter()
                .filter(|(_, stack, t)| {
                    DateTime::parse_from_rfc3339(t).map_or(true, |t| {
                        let left = seating::Left {
                            stack: *stack,
                            at: t.with_timezone(&Utc),
                        };
                        seating::still_owed(&left, at, minutes)
                    })
                })
                .cloned()
                .collect(),
            ..snap.clone()
        };
        match self.snapshot() {
            Some(ours) if owing(&ours) == owing(recorded) => Ok(()),
            Some(_) => Err(ReplayFault::SnapshotDiffers),
            None => Err(ReplayFault::SnapshotOutOfPlace),
        }
    }

    /// The table a snapshot records, under `rules` (recorded at its `rules_seq`).
    fn from_snapshot(
        snap: Snapshot,
        rules: HouseRules,
        rotation: Option<(HouseRules, RotationMark)>,
    ) -> Result<TableState, ReplayFault> {
        if rules.tournament.is_some() {
            return Err(ReplayFault::SnapshotOutOfPlace);
        }
        let at = |s: &str| {
            DateTime::parse_from_rfc3339(s)
                .map(|d| d.with_timezone(&Utc))
                .map_err(|_| ReplayFault::SnapshotTime { text: s.to_owned() })
        };
        let last_hand = match snap.last_hand {
            None => None,
            Some(h) => {
                let actions = h
                    .actions
                    .iter()
                    .map(|a| parse_action(a).map_err(ReplayFault::Notation))
                    .collect::<Result<Vec<_>, _>>()?;
                let state = rebuild(&h.spec, &actions, &rules)?;
                Some(LiveHand {
                    id: h.id,
                    hand_no: h.hand_no,
                    button: h.button,
                    seats: h.seats,
                    spec: h.spec,
                    actions,
                    state,
                })
            }
        };
        let mut table = TableState::new(rules);
        table.rules_seq = snap.rules_seq;
        table.seats = snap.seats.into_iter().collect();
        table.button = snap.button;
        table.blinds = snap.blinds;
        table.owed = snap.owed.into_iter().collect();
        table.hands_started = snap.hands_started;
        table.last_hand = last_hand;
        table.first_button = snap.first_button;
        table.dealer_name = snap.dealer_name;
        table.pin_refusals = snap
            .pin_refusals
            .iter()
            .map(|(op, n, t)| Ok((*op, (*n, at(t)?))))
            .collect::<Result<BTreeMap<_, _>, ReplayFault>>()?;
        table.left = snap
            .left
            .iter()
            .map(|(name, stack, t)| {
                let left = seating::Left {
                    stack: *stack,
                    at: at(t)?,
                };
                Ok((name.clone(), left))
            })
            .collect::<Result<BTreeMap<_, _>, ReplayFault>>()?;
        table.rake_total = snap.rake_total;
        table.rotation = rotation
            .map(|(house, mark)| RotationState::resumed(&house, mark))
            .transpose()?;
        Ok(table)
    }

    /// The table folded from the last snapshot in the log and the entries
    /// after it, or from the start when there is none (a log written before
    /// snapshots, a tournament table): the same table as folding every entry,
    /// in time proportional to what follows the snapshot.
    pub fn resume(log: &EventLog) -> Result<TableState, DeskError> {
        let (mut table, after) = match log.last_event_with_action(SNAPSHOT)? {
            Some(record) => (restore(log, &record)?, record.seq),
            None => (TableState::new(fold::default_rules()), Seq(0)),
        };
        log.for_each_event(after, |record| table.fold(&record).map(|_| ()))?;
        Ok(table)
    }

    /// The table as the last snapshot before `before` records it, and that
    /// snapshot's seq; with none, a new table under `rules` and seq 0. Fold
    /// the entries after the seq to reach any point up to `before`.
    pub fn resume_before(
        log: &EventLog,
        before: Seq,
        rules: HouseRules,
    ) -> Result<(TableState, Seq), DeskError> {
        Ok(match log.last_event_with_action_before(SNAPSHOT, before)? {
            Some(record) => (restore(log, &record)?, record.seq),
            None => (TableState::new(rules), Seq(0)),
        })
    }
}

/// The table recorded by the snapshot entry `record`.
fn restore(log: &EventLog, record: &EventRecord) -> Result<TableState, DeskError> {
    let bad = |seq: Seq, action: &str, fault: ReplayFault| DeskError::Replay {
        seq: seq.0,
        action: action.to_owned(),
        fault: Box::new(fault),
    };
    let snap = match serde_json::from_value::<DeskEvent>(record.payload.clone()) {
        Ok(DeskEvent::Snapshot(snap)) => snap,
        Ok(_) => return Err(bad(record.seq, &record.action, ReplayFault::NotSnapshot)),
        Err(e) => return Err(bad(record.seq, &record.action, ReplayFault::payload(&e))),
    };
    let rules = logged_rules(log, record, Seq(snap.rules_seq))?;
    let rotation = match snap.rotation {
        Some(mark) => Some((logged_rules(log, record, Seq(mark.seq))?, mark)),
        None => None,
    };
    TableState::from_snapshot(snap, rules, rotation).map_err(|m| bad(record.seq, &record.action, m))
}

/// The rules the entry at `rules_seq` records, for the snapshot `record`.
fn logged_rules(
    log: &EventLog,
    record: &EventRecord,
    rules_seq: Seq,
) -> Result<HouseRules, DeskError> {
    let bad = |seq: Seq, action: &str, fault: ReplayFault| DeskError::Replay {
        seq: seq.0,
        action: action.to_owned(),
        fault: Box::new(fault),
    };
    Ok(match log.event_at(rules_seq)? {
        Some(r) => match serde_json::from_value::<DeskEvent>(r.payload.clone()) {
            Ok(DeskEvent::Rules { yaml }) => {
                HouseRules::from_logged_yaml(&yaml, "the logged rules")
                    .map_err(|e| bad(r.seq, &r.action, ReplayFault::Rules(Box::new(e))))?
            }
            _ => {
                return Err(bad(
                    record.seq,
                    &record.action,
                    ReplayFault::SnapshotRulesNotRules { seq: rules_seq.0 },
                ));
            }
        },
        None => {
            return Err(bad(
                record.seq,
                &record.action,
                ReplayFault::SnapshotRulesMissing { seq: rules_seq.0 },
            ));
        }
    })
}

#[cfg(test)]
mod tests {
    use chrono::Duration;
    use dealerdesk_core::chips::Chips;

    use super::super::SeatNo;
    use super::*;

    fn rathole_house() -> HouseRules {
        HouseRules::from_file(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../../rulesets/wsop-2026-cash/nl-holdem.yaml"),
        )
        .expect("the bundled house")
    }

    /// A shift of 100 players each sitting down and leaving ten minutes
    /// after the one before, under a 60-minute rathole rule.
    fn long_shift() -> (TableState, DateTime<Utc>) {
        let mut table = TableState::new(rathole_house());
        table.rules_seq = 1;
        let start = Utc::now();
        let mut at = start;
        for i in 0..100 {
            at = start + Duration::minutes(10 * i);
            let seat = SeatNo(1);
            let name = format!("Player {i}");
            let stack = Chips(500 + u64::try_from(i).expect("small"));
            table
                .apply(None, DeskEvent::Seat { seat, name, stack }, at)
                .expect("seated");
            table
                .apply(None, DeskEvent::Leave { seat }, at)
                .expect("left");
        }
        (table, at)
    }

    #[test]
    fn the_snapshot_keeps_only_the_players_who_still_owe_their_stack_back() {
        let (table, last) = long_shift();
        let snap = table.snapshot().expect("between hands");
        let names: Vec<&str> = snap.left.iter().map(|(n, _, _)| n.as_str()).collect();
        // Left at 940, 950, …, 990 minutes: within the hour of the last, at 990.
        assert_eq!(
            names,
            [
                "player 94",
                "player 95",
                "player 96",
                "player 97",
                "player 98",
                "player 99"
            ]
        );
        assert!(table.check_snapshot(&snap, last).is_ok());
    }

    #[test]
    fn a_snapshot_written_before_listing_everyone_who_left_still_checks() {
        let (table, last) = long_shift();
        let mut old = table.snapshot().expect("between hands");
        // A log written before the table let go: long-gone players listed too.
        let long_ago = chain::format_at(&(last - Duration::minutes(300)));
        old.left.push(("player 3".into(), Chips(503), long_ago));
        assert!(table.check_snapshot(&old, last).is_ok());
        // But a player still owing a stack the table does not know of is not the log's table.
        let mut forged = table.snapshot().expect("between hands");
        let recent = chain::format_at(&(last - Duration::minutes(5)));
        forged.left.push(("player 3".into(), Chips(9_000), recent));
        assert!(table.check_snapshot(&forged, last).is_err());
    }
}
