//! `Reader`: one reading of chips put out, step by step through the house's
//! rules for a silent call, an oversized chip, the 50 percent rule, an
//! undercall and a declared raise.

use crate::chips::{Chips, Pos};
use crate::engine::legal::Legal;
use crate::engine::wager::Wager;
use crate::engine::{Action, HandState, Made, Reading, Seen, Why};
use crate::rules::{HouseRules, RuleId, Structure};

use super::{Declaration, Interpretation};

/// A refusal with the legal actions to show: rule, why, legal in notation.
pub(super) type Refused = (RuleId, Why, Box<Legal>);

/// One reading in progress: the player's numbers and what is legal.
pub(super) struct Reader<'a> {
    pub(super) r: &'a HouseRules,
    pub(super) s: &'a HandState,
    pub(super) legal: &'a Legal,
    pub(super) pos: Pos,
    /// Already in front of the player this round.
    pub(super) bet: Chips,
    /// Chips behind.
    pub(super) stack: Chips,
    /// The chips put out, none zero.
    pub(super) chips: &'a [Chips],
    /// Their sum.
    pub(super) total: Chips,
    /// Chips to add to call (0 for a check, or when the bring-in is owed).
    pub(super) to_call: Chips,
    /// The round total a call reaches.
    pub(super) level: Chips,
}

impl Reader<'_> {
    pub(super) fn read(&self, said: Declaration) -> Result<Interpretation, Refused> {
        let pos = self.pos;
        let to_call = self.to_call;
        match said {
            Declaration::Fold => Ok(self.reading(
                Action::Fold(pos),
                RuleId::VerbalDeclaration,
                Reading::SaidFold { pos },
            )),
            Declaration::Call => {
                let reading = if to_call.is_zero() && self.legal.bring_in.is_none() {
                    Reading::CallIsCheck
                } else {
                    Reading::SaidCall { amount: to_call }
                };
                Ok(self.reading(Action::CheckCall(pos), RuleId::VerbalDeclaration, reading))
            }
            Declaration::Check if !to_call.is_zero() => {
                let call_or_fold = Legal {
                    raise: None,
                    raise_choices: Vec::new(),
                    bring_in: None,
                    ..self.legal.clone()
                };
                Err((
                    RuleId::VerbalDeclaration,
                    Why::CheckFacingBet { pos, to_call },
                    Box::new(call_or_fold),
                ))
            }
            Declaration::Check => Ok(self.reading(
                Action::CheckCall(pos),
                RuleId::VerbalDeclaration,
                Reading::SaidCheck,
            )),
            Declaration::RaiseTo(to) => Ok(self.declared_raise(to, Seen::SaidRaiseTo { to })),
            Declaration::Raise if self.total.is_zero() => {
                Ok(self.declared_raise(self.level, Seen::RaiseNothingOut))
            }
            Declaration::Raise => {
                Ok(self
                    .declared_raise(self.bet + self.total, Seen::RaiseWith { total: self.total }))
            }
            Declaration::AllIn if self.legal.bring_in.is_none() && self.stack <= to_call => {
                Ok(self.reading(
                    Action::CheckCall(pos),
                    RuleId::VerbalDeclaration,
                    Reading::AllInIsCall { stack: self.stack },
                ))
            }
            Declaration::AllIn => Ok(self.declared_raise(self.bet + self.stack, Seen::SaidAllIn)),
            Declaration::Nothing => match self.legal.bring_in {
                Some(bring_in) => self.silent_bring_in(bring_in),
                None if to_call.is_zero() => Ok(self.silent_open()),
                None => self.silent_facing_bet(),
            },
        }
    }

    /// A reading: the chips the action takes decide what goes back or is owed.
    fn reading(&self, action: Action, rule: RuleId, reading: Reading) -> Interpretation {
        let needed = match &action {
            Action::CheckCall(_) => self.to_call,
            Action::BetRaise { to, .. } => to.saturating_sub(self.bet),
            Action::BringIn(_) => self.legal.bring_in.unwrap_or_default(),
            _ => Chips::ZERO,
        };
        Interpretation {
            action,
            rule: self.r.rule(rule),
            reading,
            returned: self.total.saturating_sub(needed),
            owed: needed.saturating_sub(self.total),
        }
    }

    /// What a bet or raise is called here.
    fn wager(&self) -> Wager {
        Wager::now(self.s, self.legal)
    }

    /// The rule that makes a short bet or raise up to the minimum.
    fn below_rule(&self) -> RuleId {
        if self.r.structure() == Structure::FixedLimit {
            RuleId::LimitSizes
        } else if self.level.is_zero() {
            RuleId::MinBet
        } else {
            RuleId::MinRaise
        }
    }

    /// The rule that caps a bet or raise at the maximum.
    fn above_rule(&self) -> RuleId {
        match self.r.structure() {
            Structure::FixedLimit => RuleId::LimitSizes,
            Structure::PotLimit => RuleId::PotLimitMax,
            Structure::NoLimit => RuleId::NoLimitMax,
        }
    }

    /// A call because no raise is allowed now, citing why.
    fn call_instead(&self, seen: Seen) -> Interpretation {
        let (rule, why) = self
            .legal
            .no_raise
            .clone()
            .unwrap_or((RuleId::CheckCall, Why::NoRaise { pos: self.pos }));
        let made = Made::CallInstead {
            why: Box::new(why),
            check: self.to_call.is_zero(),
        };
        self.reading(
            Action::CheckCall(self.pos),
            rule,
            Reading::Sized { seen, made },
        )
    }

    /// A bet or raise to `to` made by `rule`, brought into the legal range:
    /// up to the minimum, down to the maximum.
    fn raise_within(&self, to: Chips, rule: RuleId, seen: Seen) -> Interpretation {
        let Some((lo, hi)) = self.legal.raise else {
            return self.call_instead(seen);
        };
        let wager = self.wager();
        let fixed = self.r.structure() == Structure::FixedLimit;
        let (to, rule, made) = if fixed && !self.legal.raise_choices.is_empty() {
            // An open pair: the small bet or the big bet, the largest the
            // chips reach.
            let chosen = self.limit_total(to);
            let made = if chosen == to {
                Made::To { wager, to }
            } else {
                Made::Choice {
                    wager,
                    small: lo,
                    big: hi,
                    to: chosen,
                }
            };
            (chosen, RuleId::OpenPair, made)
        } else if fixed && to != lo {
            (lo, RuleId::LimitSizes, Made::Exactly { wager, to: lo })
        } else if to < lo {
            (lo, self.below_rule(), Made::MadeUp { wager, to: lo })
        } else if to > hi {
            (hi, self.above_rule(), Made::Cut { wager, to: hi })
        } else {
            (to, rule, Made::To { wager, to })
        };
        self.reading(
            Action::BetRaise { pos: self.pos, to },
            rule,
            Reading::Sized { seen, made },
        )
    }

    /// The fixed-limit total the chips reach: the largest of the totals on
    /// offer not above `to`, else the smallest.
    fn limit_total(&self, to: Chips) -> Chips {
        let (lo, _) = self.legal.raise.unwrap_or_default();
        self.legal
            .raise_choices
            .iter()
            .copied()
            .filter(|c| *c <= to)
            .max()
            .unwrap_or(lo)
    }

    /// A declared bet or raise to `to`: binding, within the legal range.
    fn declared_raise(&self, to: Chips, seen: Seen) -> Interpretation {
        self.raise_within(to, RuleId::VerbalDeclaration, seen)
    }

    /// Silent chips with no bet to call: a check with no chips, else a bet of
    /// their value (TDA 44 for a single chip, TDA 40 for several).
    fn silent_open(&self) -> Interpretation {
        if self.total.is_zero() {
            return self.reading(
                Action::CheckCall(self.pos),
                RuleId::CheckCall,
                Reading::NothingIsCheck,
            );
        }
        let (rule, seen) = match self.chips {
            [chip] => (RuleId::OversizedChip, Seen::SingleChip { chip: *chip }),
            _ => (
                RuleId::VerbalDeclaration,
                Seen::Chips {
                    total: self.total,
                    chips: self.chips.to_vec(),
                },
            ),
        };
        self.raise_within(self.bet + self.total, rule, seen)
    }

    /// Silent chips facing a bet: TDA 44, 45, 43-A and 51-B in that order.
    fn silent_facing_bet(&self) -> Result<Interpretation, Refused> {
        let (pos, total, to_call) = (self.pos, self.total, self.to_call);
        let call = Action::CheckCall(pos);
        if total.is_zero() {
            return Err((
                RuleId::CheckCall,
                Why::NothingPutOut { pos, to_call },
                Box::new(self.legal.clone()),
            ));
        }
        if total < to_call {
            return self.undercall();
        }
        if total == to_call {
            let reading = if total == self.stack {
                Reading::AllInForCall { total }
            } else {
                Reading::ExactCall { total }
            };
            return Ok(self.reading(call, RuleId::CheckCall, reading));
        }
        let smallest = self.chips.iter().copied().min().unwrap_or_default();
        if let [chip] = self.chips {
            return Ok(self.reading(
                call,
                RuleId::OversizedChip,
                Reading::OversizedCall {
                    chip: *chip,
                    to_call,
                },
            ));
        }
        if total - smallest < to_call {
            return Ok(self.reading(
                call,
                RuleId::MultipleChips,
                Reading::EveryChipNeeded {
                    chips: self.chips.to_vec(),
                    to_call,
                    smallest,
                },
            ));
        }
        let Some((lo, _)) = self.legal.raise else {
            return Ok(self.call_instead(Seen::FacingCall { total, to_call }));
        };
        Ok(self.fifty_percent(lo))
    }

    /// The 50% rule (TDA 43-A): the chips over the call against the full
    /// minimum raise increment (in fixed-limit, the bet), measured before the
    /// player's stack caps the raise at `lo`.
    fn fifty_percent(&self, lo: Chips) -> Interpretation {
        let over = self.total - self.to_call;
        let to_call = self.to_call;
        let increment = self
            .legal
            .full_raise_to
            .unwrap_or(lo)
            .saturating_sub(self.level);
        let raise_to = self.bet + self.total;
        let half_or_more = over.0 * 2 >= increment.0;
        if self.r.structure() == Structure::FixedLimit {
            return if half_or_more {
                self.raise_within(
                    self.limit_total(raise_to),
                    RuleId::LimitSizes,
                    Seen::HalfBet {
                        over,
                        to_call,
                        increment,
                    },
                )
            } else {
                self.reading(
                    Action::CheckCall(self.pos),
                    RuleId::FiftyPercentRaise,
                    Reading::UnderHalfBet {
                        over,
                        to_call,
                        increment,
                    },
                )
            };
        }
        if over >= increment {
            self.raise_within(
                raise_to,
                RuleId::FiftyPercentRaise,
                Seen::FullRaise {
                    over,
                    to_call,
                    increment,
                },
            )
        } else if half_or_more {
            self.reading(
                Action::BetRaise {
                    pos: self.pos,
                    to: lo,
                },
                RuleId::FiftyPercentRaise,
                Reading::HalfMadeFull {
                    over,
                    to_call,
                    increment,
                    to: lo,
                },
            )
        } else {
            self.reading(
                Action::CheckCall(self.pos),
                RuleId::FiftyPercentRaise,
                Reading::UnderHalfRaise {
                    over,
                    to_call,
                    increment,
                },
            )
        }
    }

    /// Less than the call put out silently (TDA 51-B): a full call heads-up or
    /// facing the round's opening bet; otherwise the floor decides.
    fn undercall(&self) -> Result<Interpretation, Refused> {
        let (pos, total, to_call) = (self.pos, self.total, self.to_call);
        let players = self.s.players().iter().filter(|p| !p.folded).count();
        let heads_up = players == 2;
        if !heads_up && !facing_opening_bet(self.s) {
            return Err((
                RuleId::Undercall,
                Why::UndercallToFloor {
                    total,
                    to_call,
                    players,
                },
                Box::new(self.legal.clone()),
            ));
        }
        Ok(self.reading(
            Action::CheckCall(pos),
            RuleId::Undercall,
            Reading::Undercall {
                total,
                to_call,
                heads_up,
            },
        ))
    }

    /// Silent chips from the stud low card: the bring-in, or the completion
    /// (the 50% rule between the two).
    fn silent_bring_in(&self, bring_in: Chips) -> Result<Interpretation, Refused> {
        let (pos, total) = (self.pos, self.total);
        if total.is_zero() {
            return Err((
                RuleId::BringIn,
                Why::LowCardPutNothing { pos },
                Box::new(self.legal.clone()),
            ));
        }
        let bring = Action::BringIn(pos);
        if total <= bring_in {
            return Ok(self.reading(bring, RuleId::BringIn, Reading::BringIn { total, bring_in }));
        }
        let Some((lo, _)) = self.legal.raise else {
            return Ok(self.reading(
                bring,
                RuleId::BringIn,
                Reading::BringInOnly { total, bring_in },
            ));
        };
        let complete = Action::BetRaise { pos, to: lo };
        let needed = lo.saturating_sub(self.bet);
        if total >= needed {
            return Ok(self.reading(
                complete,
                RuleId::StudCompletion,
                Reading::Completion { total, to: lo },
            ));
        }
        let over = total - bring_in;
        let increment = needed.saturating_sub(bring_in);
        Ok(if over.0 * 2 >= increment.0 {
            self.reading(
                complete,
                RuleId::FiftyPercentRaise,
                Reading::HalfCompletion {
                    over,
                    bring_in,
                    increment,
                    to: lo,
                },
            )
        } else {
            self.reading(
                bring,
                RuleId::FiftyPercentRaise,
                Reading::UnderHalfCompletion {
                    over,
                    bring_in,
                    increment,
                },
            )
        })
    }
}

/// Whether the bet to call is still the round's opening bet: the blind, the
/// bring-in or the first bet, with no full raise or short all-in above it.
fn facing_opening_bet(s: &HandState) -> bool {
    let round = &s.round;
    round.bets == 0 || (round.bets == 1 && round.max_bet <= round.full_level)
}
