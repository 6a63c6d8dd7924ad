//! The hand's own entries folded into the table: its start, its end (the
//! stacks it replays to checked against those recorded), and the floor's
//! void and correction of its last action. `TableState::apply` hands them
//! here; the correction of a hand that already ended is in `amend.rs`.

use dealerdesk_core::chips::Chips;
use dealerdesk_core::notation::parse_action;

use super::{BlindSeats, LiveHand, Owed, ReplayFault, SeatNo, TableState, rebuild};

impl TableState {
    /// A hand starts: its button, blind seats and the blinds owed as it
    /// started, and, at a tournament, the level it is dealt at.
    pub(super) fn start_hand(
        &mut self,
        live: LiveHand,
        blinds: BlindSeats,
        owed: Vec<(SeatNo, Owed)>,
        level: Option<u32>,
    ) {
        if let (Some(t), Some(level)) = (self.tournament.as_mut(), level) {
            t.hand_levels.insert(live.hand_no, level);
        }
        self.button = Some(live.button);
        self.blinds = Some(blinds);
        self.owed = owed.into_iter().collect();
        self.hands_started = live.hand_no;
        if let Some(r) = self.rotation.as_mut() {
            r.dealt(live.seats.len());
        }
        self.hand = Some(live);
    }

    /// The hand in play ends with `stacks` by seat, which must be the
    /// stacks it replays to; the seats take them and the rake is counted.
    pub(super) fn end_hand(&mut self, stacks: Vec<(SeatNo, Chips)>) -> Result<(), ReplayFault> {
        let live = self.hand.take().ok_or(ReplayFault::NoHand)?;
        let computed: Vec<(SeatNo, Chips)> = live
            .seats
            .iter()
            .copied()
            .zip(live.state.stacks())
            .collect();
        if computed != stacks {
            return Err(ReplayFault::Stacks {
                recorded: stacks,
                replayed: computed,
            });
        }
        for (seat, stack) in stacks {
            if let Some(s) = self.seats.get_mut(&seat) {
                s.stack = stack;
            }
        }
        self.rake_total += live.state.rake();
        if let Some(t) = self.tournament.as_mut() {
            t.note_hand(&live);
        }
        self.last_hand = Some(live);
        Ok(())
    }

    /// The floor voids `action`, the last action in force of the hand in
    /// play: the hand is as if it had not happened.
    pub(super) fn void_last(&mut self, action: String) -> Result<(), ReplayFault> {
        let live = self.hand.as_mut().ok_or(ReplayFault::NoHand)?;
        if live.actions.last().map(|a| a.to_string()) != Some(action.clone()) {
            return Err(ReplayFault::NotLastAction { named: action });
        }
        live.actions.pop();
        live.state = rebuild(&live.spec, &live.actions, &self.rules)?;
        Ok(())
    }

    /// The floor replaces `replaced`, the last action in force of the hand
    /// in play, with `action` in one step.
    pub(super) fn correct_last(
        &mut self,
        replaced: String,
        action: &str,
    ) -> Result<(), ReplayFault> {
        let live = self.hand.as_mut().ok_or(ReplayFault::NoHand)?;
        if live.actions.last().map(|a| a.to_string()) != Some(replaced.clone()) {
            return Err(ReplayFault::NotLastAction { named: replaced });
        }
        let action = parse_action(action).map_err(ReplayFault::Notation)?;
        live.actions.pop();
        let mut state = rebuild(&live.spec, &live.actions, &self.rules)?;
        state
            .play(&self.rules, &action)
            .map_err(|r| ReplayFault::Refused(Box::new(r)))?;
        live.state = state;
        live.actions.push(action);
        Ok(())
    }
}
