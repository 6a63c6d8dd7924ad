//! What may happen now (`Legal`): who acts next, the player's options and
//! amounts, who may show or muck, and the rules behind them. `legal_actions`
//! computes them; every face shows them and `HandState::apply` checks an
//! action against them.

use serde::Serialize;

use crate::chips::{Chips, Pos};
use crate::rules::RuleId;

use super::why::Why;

/// What the dealer must deal next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "deal", rename_all = "kebab-case")]
pub enum DealStep {
    /// `count` more cards to this player this street.
    Hole { to: Pos, count: u8 },
    /// `count` more board cards (or a stud common card).
    Board { count: u8 },
    /// One card to burn before the street.
    Burn,
}

/// Who must act next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// A player: to bet, or to show or muck at showdown.
    Player(Pos),
    /// The dealer.
    Dealer(DealStep),
    /// Nobody: the hand is over.
    Done,
}

/// Everything legal now, computed by the engine for every face to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Legal {
    /// Who must act.
    pub next: Next,
    /// The player to act may fold.
    pub fold: bool,
    /// The player may check (`Some(0)`) or call this many chips.
    pub check_call: Option<Chips>,
    /// The player owes the stud bring-in of this amount.
    pub bring_in: Option<Chips>,
    /// The player may complete, bet or raise to this inclusive range of totals.
    pub raise: Option<(Chips, Chips)>,
    /// Where only some totals of `raise` may be chosen, those totals,
    /// smallest first: a stud open pair on fourth street lets the bet or
    /// raise be the small bet or the big bet, nothing between. Empty when
    /// every total in `raise` is legal.
    pub raise_choices: Vec<Chips>,
    /// The smallest full bet or raise-to, before capping at the player's stack
    /// (the measure of the 50 percent rule).
    pub full_raise_to: Option<Chips>,
    /// Why no raise is allowed, when the player could otherwise put in more.
    pub no_raise: Option<(RuleId, Why)>,
    /// The player to act discards and draws, or stands pat.
    pub draw: bool,
    /// Players who may table their cards now.
    pub may_show: Vec<Pos>,
    /// Players who may muck now.
    pub may_muck: Vec<Pos>,
    /// The rules behind these options.
    pub why: Vec<RuleId>,
    /// After an all-in short of a full raise, the players it does not
    /// reopen the betting for and the raise open to those yet to act.
    pub not_reopened: Option<NotReopened>,
    /// In pot-limit, the largest raise-to the pot allows the player to act
    /// (before capping at the player's stack).
    pub pot_limit_max: Option<Chips>,
    /// Full bets and raises made this round against the house's cap, where
    /// the house caps them.
    pub cap: Option<CapCount>,
}

/// The betting not reopened by an all-in short of a full raise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NotReopened {
    /// Players who have acted and now face more: they may only call or fold.
    pub players: Vec<Pos>,
    /// The smallest full raise-to for a player yet to act.
    pub others_raise_to: Chips,
}

/// The bets and raises of a round against the cap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CapCount {
    /// Full bets and raises made (the opening bet counts).
    pub made: u8,
    /// The most the house allows.
    pub cap: u8,
}

/// Written as what it offers in notation (`["f", "cc 300", "cbr 1300..10000"]`),
/// as a ruling's answer carries it.
impl Serialize for Legal {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_notation().serialize(s)
    }
}

impl Legal {
    /// Nothing legal: the hand is over.
    pub fn nothing() -> Legal {
        Legal {
            next: Next::Done,
            fold: false,
            check_call: None,
            bring_in: None,
            raise: None,
            raise_choices: Vec::new(),
            full_raise_to: None,
            no_raise: None,
            draw: false,
            may_show: Vec::new(),
            may_muck: Vec::new(),
            why: Vec::new(),
            not_reopened: None,
            pot_limit_max: None,
            cap: None,
        }
    }

    /// The legal actions in notation, e.g. `["f", "cc 300", "cbr 1300..10000"]`;
    /// dealer steps as `d dh p3 (2)` or `d db (3)`.
    pub fn to_notation(&self) -> Vec<String> {
        let mut out = Vec::new();
        match self.next {
            Next::Dealer(DealStep::Hole { to, count }) => out.push(format!("d dh {to} ({count})")),
            Next::Dealer(DealStep::Board { count }) => out.push(format!("d db ({count})")),
            Next::Dealer(DealStep::Burn) => out.push("d burn".into()),
            Next::Player(_) | Next::Done => {}
        }
        if let (true, Next::Player(p)) = (self.draw, self.next) {
            out.push(format!("{p} sd CARDS"));
        }
        if self.fold {
            out.push("f".into());
        }
        if let Some(c) = self.check_call {
            out.push(format!("cc {c}"));
        }
        if let Some(b) = self.bring_in {
            out.push(format!("pb {b}"));
        }
        if let Some((lo, hi)) = self.raise {
            if !self.raise_choices.is_empty() {
                out.extend(self.raise_choices.iter().map(|to| format!("cbr {to}")));
            } else if lo == hi {
                out.push(format!("cbr {lo}"));
            } else {
                out.push(format!("cbr {lo}..{hi}"));
            }
        }
        for p in &self.may_show {
            out.push(format!("{p} sm CARDS"));
        }
        for p in &self.may_muck {
            out.push(format!("{p} sm"));
        }
        out
    }

    /// Whether a bet or raise to `to` is among the options.
    pub fn allows_raise_to(&self, to: Chips) -> bool {
        self.raise.is_some_and(|(lo, hi)| {
            lo <= to
                && to <= hi
                && (self.raise_choices.is_empty() || self.raise_choices.contains(&to))
        })
    }
}
