//! The tournament as faces show it, worked out from the folded table:
//! `TourneyView` (the clock: level, blinds and ante, time left, next level,
//! break countdown; players left, entries, prize pool, average stack, the
//! payouts) and `Standings` (places, names, the hand and time each player
//! went out in, entries, rebuys and add-ons and the money paid in, prizes,
//! the deal with the figures offered for it, and the prize pool
//! reconciled). Integer money only.

use chrono::{DateTime, Utc};
use serde::Serialize;

use dealerdesk_core::chips::Chips;
use dealerdesk_core::tournament::{
    Finish, Level, Period, Remainder, TieOddUnit, finish_order, place_prizes, share_prize,
};

use super::super::TableState;
use super::{Deal, SeatNo, TourneyState};

/// The clock as every face shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClockView {
    /// `wall` or `manual`.
    pub mode: &'static str,
    pub started: bool,
    pub paused: bool,
    /// The level in play, or the last one before the break.
    pub level: u32,
    pub small_blind: u64,
    pub big_blind: u64,
    pub ante: u64,
    /// `none`, `each` or `big-blind`.
    pub ante_kind: &'static str,
    /// The break in progress, if one is.
    pub on_break: Option<u32>,
    /// Seconds left in the level or break.
    pub seconds_left: i64,
    /// The next level's number and blinds, if there is one.
    pub next_level: Option<(u32, u64, u64, u64)>,
    /// Seconds to the next break, if one is ahead.
    pub seconds_to_break: Option<i64>,
}

/// The tournament as every face shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TourneyView {
    pub id: u64,
    pub currency: String,
    pub clock: ClockView,
    pub players_left: usize,
    pub entries: u32,
    pub prize_pool: u64,
    pub average_stack: u64,
    /// The prize of each place paid, first place first.
    pub payouts: Vec<u64>,
    /// Places settled so far, best first.
    pub places: Vec<Standing>,
}

impl TourneyView {
    /// The place `name` finished in, once out: the first place and the last
    /// a tie covers.
    pub fn place_of(&self, name: &str) -> Option<(usize, usize)> {
        let wanted = super::key(name);
        let row = self.places.iter().find(|r| super::key(&r.name) == wanted)?;
        let place = row.place?;
        Some((place, row.place_to.unwrap_or(place)))
    }

    /// The place the next player out finishes in: the players left, while
    /// more than one is.
    pub fn place_now(&self) -> Option<usize> {
        (self.players_left > 1).then_some(self.players_left)
    }
}

/// One player's line in the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Standing {
    /// Their place; `None` while they are still in.
    pub place: Option<usize>,
    /// The last place a tie covers (the same as `place` without a tie).
    pub place_to: Option<usize>,
    pub name: String,
    pub entries: u32,
    pub rebuys: u32,
    pub add_ons: u32,
    /// Money paid in: buy-ins, rebuys and add-ons, fees included.
    pub paid_in: u64,
    /// The hand they went out in, and when (RFC 3339, UTC).
    pub out_hand: Option<u64>,
    pub out_at: Option<String>,
    /// The chips in front of a player still in.
    pub stack: Option<u64>,
    /// Their prize (or the money of the deal), once settled: the money out.
    pub prize: Option<u64>,
}

/// One player in a deal: the figures offered and the amount agreed, if one
/// was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DealLine {
    pub seat: u64,
    pub name: String,
    pub stack: u64,
    pub chip_chop: Option<u64>,
    pub icm: Option<u64>,
    pub agreed: Option<u64>,
}

/// The deal the floor recorded with the figures it was offered, or the
/// figures offered for one now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DealView {
    /// When it was recorded (RFC 3339, UTC); none for an offer.
    pub at: Option<String>,
    /// The prize money left to pay when it was made.
    pub left: u64,
    /// Left on the table to play for.
    pub play_for: u64,
    /// The payout unit the figures are whole multiples of.
    pub unit: u64,
    /// The seat an odd unit of the figures went to first.
    pub odd_unit_first: Option<u64>,
    /// Whether that is by lowest seat rather than first left of the button.
    pub ties_lowest_seat: bool,
    /// What every player is sure of before the rest goes by chips: the
    /// prize of the next place to finish.
    pub guaranteed: u64,
    /// First place's prize, which a figure by chips may pass.
    pub first_prize: u64,
    pub players: Vec<DealLine>,
}

/// The prize pool reconciled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reconciliation {
    /// Entries at buy-in plus fee.
    pub buy_ins: u64,
    pub rebuys: u64,
    pub add_ons: u64,
    pub fees: u64,
    /// buy-ins + rebuys + add-ons − fees.
    pub prize_pool: u64,
    pub prizes_paid: u64,
    pub prizes_to_pay: u64,
}

/// Places, prizes and the money.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Standings {
    pub id: u64,
    pub currency: String,
    /// The rounding rule the prizes follow.
    pub rounding: String,
    /// The payout unit, where the rest below it goes (`first` or
    /// `top-down`) and where a tied odd unit goes first (`button` or
    /// `lowest`): the rounding rule for faces to say.
    pub unit: u64,
    pub remainder: &'static str,
    pub ties: &'static str,
    /// The prize structure: each place's prize, first place first.
    pub payouts: Vec<u64>,
    pub rows: Vec<Standing>,
    /// The deal, if the floor recorded one.
    pub deal: Option<DealView>,
    /// The figures offered for a deal at the final table before one.
    pub offer: Option<DealView>,
    pub money: Reconciliation,
}

fn level_stakes(l: &Level) -> (u64, u64, u64, &'static str) {
    let s = l.stakes();
    let kind = match l.ante_kind {
        dealerdesk_core::tournament::AnteRule::None => "none",
        dealerdesk_core::tournament::AnteRule::Each => "each",
        dealerdesk_core::tournament::AnteRule::BigBlind => "big-blind",
    };
    (s.small_blind.0, s.big_blind.0, s.ante.0, kind)
}

impl TourneyState {
    /// The clock at `now`.
    pub fn clock_view(&self, now: DateTime<Utc>) -> ClockView {
        let t = &self.structure;
        let p = self.position(now);
        let level = t.level(p.level).or_else(|| t.level_list().next());
        let (small_blind, big_blind, ante, ante_kind) =
            level.map_or((0, 0, 0, "none"), level_stakes);
        let next_level = t.levels[p.period + 1..]
            .iter()
            .find_map(|q| match q {
                Period::Level(l) => Some(l),
                Period::Break(_) => None,
            })
            .map(|l| {
                let (s, b, a, _) = level_stakes(l);
                // On a break `p.level` is the level before it: the next is
                // one on either way.
                (p.level + 1, s, b, a)
            });
        ClockView {
            mode: super::error::mode_name(self.clock.mode),
            started: self.clock.started(),
            paused: self.clock.paused(),
            level: p.level,
            small_blind,
            big_blind,
            ante,
            ante_kind,
            on_break: p.on_break,
            seconds_left: p.left_ms / 1000,
            next_level,
            seconds_to_break: p.to_break_ms.map(|ms| ms / 1000),
        }
    }

    /// Entries in all (first entries and re-entries).
    pub fn entries(&self) -> u32 {
        self.entrants.iter().map(|e| e.entries).sum()
    }

    /// The prize pool: everything paid in but fees.
    pub fn prize_pool(&self) -> u64 {
        self.entrants.iter().map(|e| e.paid).sum()
    }

    /// The prize of each place paid, first place first.
    pub fn payouts(&self) -> Vec<u64> {
        place_prizes(&self.structure, self.prize_pool(), self.entries())
    }
}

impl TableState {
    /// The tournament as faces show it, at `now`.
    pub fn tourney_view(&self, now: DateTime<Utc>) -> Option<TourneyView> {
        let t = self.tournament.as_ref()?;
        let standings = self.standings()?;
        let alive: Vec<u64> = standings.rows.iter().filter_map(|r| r.stack).collect();
        let players_left = t
            .entrants
            .iter()
            .filter(|e| e.out.is_none() && !e.away)
            .count();
        Some(TourneyView {
            id: t.structure.id,
            currency: t.structure.currency.clone(),
            clock: t.clock_view(now),
            players_left,
            entries: t.entries(),
            prize_pool: t.prize_pool(),
            average_stack: alive.iter().sum::<u64>() / (players_left.max(1) as u64),
            payouts: t.payouts(),
            places: standings
                .rows
                .into_iter()
                .filter(|r| r.place.is_some())
                .collect(),
        })
    }

    /// Places and prizes so far, and the prize pool reconciled.
    pub fn standings(&self) -> Option<Standings> {
        let t = self.tournament.as_ref()?;
        let prizes = t.payouts();
        let mut rows = self.standing_rows(t);
        let alive: Vec<usize> = (0..t.entrants.len())
            .filter(|i| t.entrants[*i].out.is_none() && !t.entrants[*i].away)
            .collect();
        let groups = self.finishing_groups(t, &alive);
        self.award_places(t, &groups, &prizes, &mut rows);
        rows.sort_by_key(|r| (r.place.unwrap_or(0), r.name.clone()));
        let money = reconcile(t, &rows);
        let payouts = &t.structure.payouts;
        Some(Standings {
            id: t.structure.id,
            currency: t.structure.currency.clone(),
            rounding: rounding_words(t),
            unit: payouts.unit,
            remainder: match payouts.remainder {
                Remainder::First => "first",
                Remainder::TopDown => "top-down",
            },
            ties: match payouts.ties {
                TieOddUnit::LeftOfButton => "button",
                TieOddUnit::LowestSeat => "lowest",
            },
            payouts: prizes,
            rows,
            deal: t.deal.as_ref().map(|d| deal_view(t, d)),
            offer: self.deal_offer(t, &alive, money.prizes_to_pay),
            money,
        })
    }

    /// The stack of the player seated under `name`, if one is.
    fn stack_of(&self, name: &str) -> Option<Chips> {
        let key = super::key(name);
        self.seats
            .values()
            .find(|s| super::key(&s.name) == key)
            .map(|s| s.stack)
    }

    /// Each entrant's row, in entry order, before places are known: the
    /// money paid in, when they went out, and the stack of those still in.
    fn standing_rows(&self, t: &TourneyState) -> Vec<Standing> {
        t.entrants
            .iter()
            .map(|e| Standing {
                place: None,
                place_to: None,
                name: e.name.clone(),
                entries: e.entries,
                rebuys: e.rebuys,
                add_ons: e.add_ons,
                paid_in: e.paid + e.fees,
                out_hand: e.out.as_ref().map(|o| o.hand_no),
                out_at: e.out.as_ref().map(|o| utc(o.at)),
                stack: e
                    .out
                    .is_none()
                    .then(|| self.stack_of(&e.name).unwrap_or_default().0),
                prize: None,
            })
            .collect()
    }

    /// The places decided so far, best first: each a place and the
    /// entrants (by index) who share it. Players out place by when they
    /// went out; after a deal that ended play the players `alive` place
    /// by stack; the last player with chips is first.
    fn finishing_groups(&self, t: &TourneyState, alive: &[usize]) -> Vec<(usize, Vec<usize>)> {
        let out: Vec<Finish<usize>> = t
            .entrants
            .iter()
            .enumerate()
            .filter_map(|(i, e)| {
                let o = e.out.as_ref()?;
                Some(Finish {
                    key: i,
                    hand_no: o.hand_no,
                    start_stack: o.start_stack,
                })
            })
            .collect();
        let mut groups = finish_order(&out, t.entrants.len());
        let stack_of = |i: &usize| self.stack_of(&t.entrants[*i].name);
        if over_by_deal(t) {
            // Play stopped at the deal: the players left place by stack.
            let mut left = alive.to_vec();
            left.sort_by_key(|i| std::cmp::Reverse(stack_of(i)));
            let mut place = 1;
            for same in left.chunk_by(|a, b| stack_of(a) == stack_of(b)) {
                groups.push((place, same.to_vec()));
                place += same.len();
            }
            groups.sort_by_key(|g| g.0);
        } else if let [winner] = alive
            && !out.is_empty()
            && stack_of(winner).is_some_and(|s| !s.is_zero())
        {
            groups.insert(0, (1, vec![*winner]));
        }
        groups
    }

    /// Each placed row's place and prize: a deal's amount for the players
    /// in it (first place also takes what was left to play for, unless the
    /// deal ended play), else an even share of the places the group spans.
    fn award_places(
        &self,
        t: &TourneyState,
        groups: &[(usize, Vec<usize>)],
        prizes: &[u64],
        rows: &mut [Standing],
    ) {
        // The deal decides the prizes of the players in it.
        let dealt = |i: usize| {
            t.deal.as_ref().and_then(|d| {
                let key = super::key(&t.entrants[i].name);
                d.amounts
                    .iter()
                    .find(|(n, _)| super::key(n) == key)
                    .map(|(_, a)| *a)
            })
        };
        let over_by_deal = over_by_deal(t);
        for (place, members) in groups {
            let n = members.len();
            let table_total: u64 = (place - 1..place - 1 + n)
                .map(|p| prizes.get(p).copied().unwrap_or(0))
                .sum();
            let ordered = self.tie_order(t, members);
            let shares = share_prize(table_total, n, t.structure.payouts.unit);
            for (k, i) in ordered.iter().enumerate() {
                let prize = match dealt(*i) {
                    Some(amount) if *place == 1 && !over_by_deal => {
                        amount + t.deal.as_ref().map_or(0, |d| d.play_for)
                    }
                    Some(amount) => amount,
                    None => shares[k],
                };
                let row = &mut rows[*i];
                row.place = Some(*place);
                row.place_to = Some(place + n - 1);
                row.stack = None;
                row.prize = Some(prize);
            }
        }
    }

    /// The figures for a deal among the players `alive` (entrant indices)
    /// sharing `left`, at the final table before any deal.
    fn deal_offer(&self, t: &TourneyState, alive: &[usize], left: u64) -> Option<DealView> {
        if t.deal.is_some() || alive.len() > t.payouts().len() {
            return None;
        }
        let mut players: Vec<(SeatNo, String, Chips)> = self
            .seats
            .iter()
            .filter(|(_, s)| {
                let key = super::key(&s.name);
                alive
                    .iter()
                    .any(|i| super::key(&t.entrants[*i].name) == key)
            })
            .map(|(n, s)| (*n, s.name.clone(), s.stack))
            .collect();
        players.sort_by_key(|p| p.0);
        let seats: Vec<SeatNo> = players.iter().map(|p| p.0).collect();
        let stacks: Vec<Chips> = players.iter().map(|p| p.2).collect();
        let button = self.button.or(self.first_button);
        let f = t.deal_figures(seats, stacks, left, button)?;
        Some(DealView {
            at: None,
            left,
            play_for: 0,
            unit: f.unit,
            odd_unit_first: f.odd_unit.first().map(|s| u64::from(s.0)),
            ties_lowest_seat: f.ties_lowest_seat,
            guaranteed: f.guaranteed,
            first_prize: f.first_prize,
            players: players
                .into_iter()
                .enumerate()
                .map(|(i, (seat, name, stack))| DealLine {
                    seat: u64::from(seat.0),
                    name,
                    stack: stack.0,
                    chip_chop: f.chip_chop.get(i).copied(),
                    icm: f.icm.get(i).copied(),
                    agreed: None,
                })
                .collect(),
        })
    }

    /// Tied players in the order the odd unit goes.
    fn tie_order(&self, t: &TourneyState, members: &[usize]) -> Vec<usize> {
        let mut ordered = members.to_vec();
        let seat_of = |i: usize| t.entrants[i].out.as_ref().map(|o| (o.seat, o.button));
        match t.structure.payouts.ties {
            TieOddUnit::LowestSeat => ordered.sort_by_key(|i| seat_of(*i).map(|(s, _)| s)),
            TieOddUnit::LeftOfButton => {
                ordered.sort_by_key(|i| seat_of(*i).map(|(s, b)| (s.0 + 9 - b.0) % 10 + 1))
            }
        }
        ordered
    }
}

/// The deal as recorded, with the figures for the stacks it was made at.
fn deal_view(t: &TourneyState, d: &Deal) -> DealView {
    let left = d.amounts.iter().map(|(_, a)| *a).sum::<u64>() + d.play_for;
    let stacks: Vec<Chips> = d.stacks.iter().map(|(_, s)| *s).collect();
    let figures = t.deal_figures(d.seats.clone(), stacks.clone(), left, d.button);
    let players = d
        .amounts
        .iter()
        .enumerate()
        .map(|(i, (name, agreed))| DealLine {
            seat: d.seats.get(i).map_or(0, |s| u64::from(s.0)),
            name: name.clone(),
            stack: stacks.get(i).map_or(0, |s| s.0),
            chip_chop: figures.as_ref().and_then(|f| f.chip_chop.get(i).copied()),
            icm: figures.as_ref().and_then(|f| f.icm.get(i).copied()),
            agreed: Some(*agreed),
        })
        .collect();
    DealView {
        at: Some(utc(d.at)),
        left,
        play_for: d.play_for,
        unit: t.structure.payouts.unit.max(1),
        odd_unit_first: figures
            .as_ref()
            .and_then(|f| f.odd_unit.first())
            .map(|s| u64::from(s.0)),
        ties_lowest_seat: figures.as_ref().is_some_and(|f| f.ties_lowest_seat),
        guaranteed: figures.as_ref().map_or(0, |f| f.guaranteed),
        first_prize: figures.as_ref().map_or(0, |f| f.first_prize),
        players,
    }
}

/// A logged time to the second, as RFC 3339 in UTC.
fn utc(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// Whether a deal ended play: it left nothing to play for.
fn over_by_deal(t: &TourneyState) -> bool {
    t.deal.as_ref().is_some_and(|d| d.play_for == 0)
}

/// The money in and out: buy-ins, rebuys and add-ons at the structure's
/// prices, fees, the prize pool, and the prizes of the `rows` placed.
fn reconcile(t: &TourneyState, rows: &[Standing]) -> Reconciliation {
    let count =
        |n: fn(&super::Entrant) -> u32| -> u64 { t.entrants.iter().map(|e| u64::from(n(e))).sum() };
    let fees: u64 = t.entrants.iter().map(|e| e.fees).sum();
    let rebuy_price = t.structure.rebuy.as_ref().map_or(0, |r| r.price);
    let add_on_price = t.structure.add_on.as_ref().map_or(0, |a| a.price);
    let paid: u64 = rows.iter().filter_map(|r| r.prize).sum();
    let pool = t.prize_pool();
    Reconciliation {
        buy_ins: count(|e| e.entries) * t.structure.buy_in + fees,
        rebuys: count(|e| e.rebuys) * rebuy_price,
        add_ons: count(|e| e.add_ons) * add_on_price,
        fees,
        prize_pool: pool,
        prizes_paid: paid,
        prizes_to_pay: pool.saturating_sub(paid),
    }
}

/// The structure's rounding rule in a sentence.
fn rounding_words(t: &TourneyState) -> String {
    let payouts = &t.structure.payouts;
    format!(
        "each prize rounded down to a multiple of {} {}, the rest to {}; tied players share in units, the odd unit {}",
        payouts.unit,
        t.structure.currency,
        match payouts.remainder {
            Remainder::First => "first place",
            Remainder::TopDown => "the places from first down, a unit each",
        },
        match payouts.ties {
            TieOddUnit::LeftOfButton => "first to the player left of the button",
            TieOddUnit::LowestSeat => "first to the lowest seat",
        }
    )
}
