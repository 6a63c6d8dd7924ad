//! Where the next hand's button and blinds go, who is dealt in, and what each
//! player posts: a moving or a dead button (TDA 32, WSOP 155), blinds
//! missed while sitting out, posted on return or waited out (WSOP 160-161,
//! RRoP Button & Blind Use), and a new player in a game already running,
//! dealt in, posting a big blind or waiting for it (`new_player`). Pure: `plan` reads the seats and the last hand's
//! blind seats and returns the hand to start with the owed blinds after it.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{DeskError, Seat, SeatNo};
use dealerdesk_core::chips::Chips;
use dealerdesk_core::engine::HandSpec;
use dealerdesk_core::rules::{AnteKind, ButtonMode, HouseRules, MissedBlinds, NewPlayer, Stakes};

/// The seats of a hand's button and blinds. With a dead button the button
/// may be an empty seat, and the small blind a seat not dealt in (no small
/// blind is posted).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlindSeats {
    /// The button.
    pub button: SeatNo,
    /// The small blind's seat.
    pub small: SeatNo,
    /// The big blind's seat.
    pub big: SeatNo,
}

/// Blinds a seat owes for sitting out while they passed, or as a new
/// player in a game already running (the big blind, posted or waited for
/// per the house's `new_player`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Owed {
    /// The small blind, posted dead.
    pub small: bool,
    /// The big blind, posted live.
    pub big: bool,
    /// Owed as a new player, not for blinds missed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub new: bool,
}

impl Owed {
    /// What a player newly seated in a game already running owes.
    pub(crate) const NEW_PLAYER: Owed = Owed {
        small: false,
        big: true,
        new: true,
    };

    fn any(self) -> bool {
        self.small || self.big
    }
}

fn is_new(owed: &BTreeMap<SeatNo, Owed>, seat: &SeatNo) -> bool {
    owed.get(seat).is_some_and(|o| o.new)
}

/// The next hand, as `plan` works it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    pub blinds: BlindSeats,
    /// The seats dealt in, in position order (the button last when dealt in).
    pub seats: Vec<SeatNo>,
    pub spec: HandSpec,
    /// What each seat owes once the hand has started.
    pub owed: BTreeMap<SeatNo, Owed>,
}

/// Steps clockwise from `from` to `to`, 1 to 10 (10 when they are the same).
fn steps(from: SeatNo, to: SeatNo) -> u8 {
    (to.0 + 9 - from.0) % 10 + 1
}

/// The first of `seats` clockwise after `from`.
fn next_after(seats: &[SeatNo], from: SeatNo) -> SeatNo {
    seats
        .iter()
        .copied()
        .min_by_key(|s| steps(from, *s))
        .unwrap_or(from)
}

/// Whether `x` lies strictly between `a` and `b`, going clockwise.
fn between(a: SeatNo, x: SeatNo, b: SeatNo) -> bool {
    steps(a, x) < steps(a, b)
}

/// The moving button: the next seat after the last button, the blinds the
/// two after it (heads-up the button posts the small blind).
fn moving(dealt: &[SeatNo], last: Option<BlindSeats>, first: Option<SeatNo>) -> BlindSeats {
    // The session's first button is the one chosen or drawn, if that player
    // is dealt in; else the lowest seat.
    let opening = first.filter(|f| dealt.contains(f)).unwrap_or(dealt[0]);
    let button = last.map_or(opening, |l| next_after(dealt, l.button));
    let first = next_after(dealt, button);
    if dealt.len() == 2 {
        BlindSeats {
            button,
            small: button,
            big: first,
        }
    } else {
        BlindSeats {
            button,
            small: first,
            big: next_after(dealt, first),
        }
    }
}

/// The dead button: the big blind moves on one player; the small blind and
/// the button take the last hand's big and small blind seats.
fn dead(ready: &[SeatNo], last: BlindSeats) -> BlindSeats {
    let big = next_after(ready, last.big);
    if ready.len() == 2 {
        // Heads-up the other player has the button and the small blind, so
        // nobody is big blind twice running.
        let other = next_after(ready, big);
        return BlindSeats {
            button: other,
            small: other,
            big,
        };
    }
    BlindSeats {
        button: last.small,
        small: last.big,
        big,
    }
}

/// Works out the next hand at `stakes` (the house's, or a tournament
/// level's). `last` is the last hand's blind seats, `owed` what each seat
/// owed before it. With `deal_absent` (a tournament) a player away from
/// the table is dealt in and posts, as every player with chips is.
pub(crate) fn plan(
    seats: &BTreeMap<SeatNo, Seat>,
    rules: &HouseRules,
    stakes: &Stakes,
    last: Option<BlindSeats>,
    first_button: Option<SeatNo>,
    owed: &BTreeMap<SeatNo, Owed>,
    deal_absent: bool,
) -> Result<Plan, DeskError> {
    let ready: Vec<SeatNo> = seats
        .iter()
        .filter(|(_, s)| (deal_absent || !s.sitting_out) && !s.stack.is_zero())
        .map(|(n, _)| *n)
        .collect();
    if ready.len() < 2 {
        return Err(DeskError::TooFewPlayers(ready.len()));
    }
    let waiting = Waiting::new(rules, owed, &ready);
    let dead_button = rules.button() == ButtonMode::Dead;
    let (blinds, candidates) = match last {
        Some(last) if dead_button => dead_button_seats(&ready, last),
        _ => moving_button_seats(&ready, last, first_button, &waiting),
    };
    let dealt: Vec<SeatNo> = candidates
        .into_iter()
        .filter(|s| !waiting.waits(s) || *s == blinds.big)
        .collect();
    if dealt.len() < 2 {
        return Err(DeskError::TooFewPlayers(dealt.len()));
    }
    let mut order = dealt.clone();
    order.sort_by_key(|s| steps(blinds.button, *s));
    let spec = posting(seats, rules, stakes, &order, blinds, owed, waiting.waived);
    let mut after = owed.clone();
    for s in &order {
        after.remove(s);
    }
    if let Some(last) = last {
        note_missed(&mut after, seats, &order, last, blinds, dead_button);
    }
    Ok(Plan {
        blinds,
        seats: order,
        spec,
        owed: after,
    })
}

/// Who waits for the big blind instead of posting: a new player or one who
/// missed blinds, as the house's rules say.
struct Waiting<'a> {
    rules: &'a HouseRules,
    owed: &'a BTreeMap<SeatNo, Owed>,
    /// A new player is dealt in free while fewer than two others can play.
    waived: bool,
}

impl<'a> Waiting<'a> {
    fn new(rules: &'a HouseRules, owed: &'a BTreeMap<SeatNo, Owed>, ready: &[SeatNo]) -> Self {
        let waived = ready.iter().filter(|s| !is_new(owed, s)).count() < 2;
        Waiting {
            rules,
            owed,
            waived,
        }
    }

    /// A new player who owes an entry blind (none while it is waived).
    fn new_player(&self, s: &SeatNo) -> bool {
        !self.waived && is_new(self.owed, s)
    }

    /// Owes blinds and, by the house's rule, waits for the big blind.
    fn waits(&self, s: &SeatNo) -> bool {
        let policy = if self.new_player(s) {
            self.rules.new_player() == NewPlayer::Wait
        } else {
            self.rules.missed_blinds() == MissedBlinds::Wait
        };
        policy && self.owed.get(s).is_some_and(|o| o.any())
    }
}

/// The dead button's blind seats and the seats it may deal in: a player
/// newly seated between the blinds and the button waits.
fn dead_button_seats(ready: &[SeatNo], last: BlindSeats) -> (BlindSeats, Vec<SeatNo>) {
    let blinds = dead(ready, last);
    let dealt = ready
        .iter()
        .copied()
        .filter(|s| *s == blinds.small || !between(blinds.button, *s, blinds.big))
        .collect();
    (blinds, dealt)
}

/// The moving button's blind seats and the seats it may deal in: a player
/// waiting for the big blind is dealt in only there; a new player posting
/// is not dealt in on the button or the small blind. The button moves over
/// the seats left out.
fn moving_button_seats(
    ready: &[SeatNo],
    last: Option<BlindSeats>,
    first_button: Option<SeatNo>,
    waiting: &Waiting,
) -> (BlindSeats, Vec<SeatNo>) {
    let first = moving(ready, last, first_button);
    let dealt: Vec<SeatNo> = ready
        .iter()
        .copied()
        .filter(|s| {
            *s == first.big
                || !(waiting.waits(s)
                    || (waiting.new_player(s) && (*s == first.button || *s == first.small)))
        })
        .collect();
    if dealt.len() < 2 || dealt.len() == ready.len() {
        (first, ready.to_vec())
    } else {
        (moving(&dealt, last, first_button), dealt)
    }
}

/// The blinds each seat sitting out and not dealt in missed as the blinds
/// moved from `last` to `blinds`, added to what it owes.
fn note_missed(
    owed: &mut BTreeMap<SeatNo, Owed>,
    seats: &BTreeMap<SeatNo, Seat>,
    dealt: &[SeatNo],
    last: BlindSeats,
    blinds: BlindSeats,
    dead_button: bool,
) {
    for (n, seat) in seats {
        if !seat.sitting_out || dealt.contains(n) {
            continue;
        }
        let missed_big = between(last.big, *n, blinds.big);
        let missed_small = if dead_button {
            *n == blinds.small
        } else {
            between(last.small, *n, blinds.small)
        };
        if missed_big || missed_small {
            let o = owed.entry(*n).or_default();
            o.big |= missed_big;
            o.small |= missed_big || missed_small;
            o.new = false;
        }
    }
}

/// The blind seats of a hand recorded without them (by an earlier
/// version): the big blind where the largest blind was posted, the small
/// blind first left of the button (heads-up, the button).
pub(crate) fn recorded(button: SeatNo, seats: &[SeatNo], spec: &HandSpec) -> BlindSeats {
    let top = spec.blinds.iter().copied().max().unwrap_or_default();
    let big = spec
        .blinds
        .iter()
        .position(|b| *b == top)
        .and_then(|i| seats.get(i))
        .copied()
        .unwrap_or(button);
    let small = if seats.len() == 2 {
        button
    } else {
        seats.first().copied().unwrap_or(button)
    };
    BlindSeats { button, small, big }
}

/// Stacks and forced bets by position: the blinds where they fall (none for
/// a dead small blind), a straddle after the big blind, antes, and owed
/// blinds: the big blind live, the small blind dead (posted as an ante); a
/// new player's big blind is waived (`waived`) while the game is starting.
fn posting(
    seats: &BTreeMap<SeatNo, Seat>,
    rules: &HouseRules,
    stakes: &Stakes,
    order: &[SeatNo],
    blinds: BlindSeats,
    owed: &BTreeMap<SeatNo, Owed>,
    waived: bool,
) -> HandSpec {
    let n = order.len();
    let stacks = order.iter().map(|s| seats[s].stack).collect();
    let mut spec = HandSpec::from_stakes(stakes, rules.game(), stacks);
    spec.burns_entered = true;
    spec.blinds = vec![Chips::ZERO; n];
    spec.antes = vec![Chips::ZERO; n];
    spec.posts = vec![Chips::ZERO; n];
    let pos = |seat: SeatNo| order.iter().position(|s| *s == seat);
    let big = pos(blinds.big).unwrap_or(0);
    if let Some(i) = pos(blinds.small) {
        spec.blinds[i] = stakes.small_blind;
    }
    spec.blinds[big] = stakes.big_blind;
    if !stakes.straddle.is_zero() && n > 3 {
        spec.blinds[(big + 1) % n] = stakes.straddle;
    }
    match stakes.ante_kind {
        AnteKind::Each => spec.antes.iter_mut().for_each(|a| *a = stakes.ante),
        AnteKind::BigBlind => spec.antes[big] = stakes.ante,
    }
    for (i, seat) in order.iter().enumerate() {
        let o = owed.get(seat).copied().unwrap_or_default();
        if !o.any() || *seat == blinds.big || (waived && o.new) {
            continue;
        }
        if o.big {
            // In the small blind's seat the live big blind covers it.
            spec.posts[i] = stakes.big_blind;
        }
        if o.small && *seat != blinds.small {
            spec.antes[i] += stakes.small_blind;
        }
    }
    if spec.posts.iter().all(|p| p.is_zero()) {
        spec.posts.clear();
    }
    spec
}

/// What a position posted out of its turn when dealt in: a missed small
/// blind posted dead (into the pot, as `posting` puts it among the antes)
/// and a big blind posted live (the player's bet), by a player coming back
/// or new to a game already running.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Posted {
    /// The dead part, in the pot and no part of the player's bet.
    pub dead: Chips,
    /// The live part, the player's bet.
    pub live: Chips,
}

/// What each position of a hand dealt at `stakes` posted out of its turn,
/// read from the hand's spec as `posting` wrote it.
pub fn posted(spec: &HandSpec, stakes: &Stakes) -> Vec<Posted> {
    (0..spec.stacks.len())
        .map(|i| {
            let at = |v: &[Chips]| v.get(i).copied().unwrap_or_default();
            let big_blind = !stakes.big_blind.is_zero() && at(&spec.blinds) == stakes.big_blind;
            let ante = match stakes.ante_kind {
                AnteKind::Each => stakes.ante,
                AnteKind::BigBlind if big_blind => stakes.ante,
                AnteKind::BigBlind => Chips::ZERO,
            };
            let extra = at(&spec.antes).0.saturating_sub(ante.0);
            Posted {
                dead: if extra == stakes.small_blind.0 {
                    stakes.small_blind
                } else {
                    Chips::ZERO
                },
                live: at(&spec.posts),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_count_clockwise_round_the_table() {
        assert_eq!(steps(SeatNo(9), SeatNo(2)), 3);
        assert_eq!(steps(SeatNo(2), SeatNo(2)), 10);
        assert!(between(SeatNo(9), SeatNo(1), SeatNo(3)));
        assert!(!between(SeatNo(9), SeatNo(9), SeatNo(3)));
        assert_eq!(
            next_after(&[SeatNo(2), SeatNo(5), SeatNo(9)], SeatNo(9)),
            SeatNo(2)
        );
    }

    #[test]
    fn a_returning_player_posted_the_small_blind_dead_and_the_big_live() {
        let rules = HouseRules::preset(dealerdesk_core::rules::Variant::NoLimitHoldem);
        let stakes = rules.stakes.clone();
        let seats: BTreeMap<SeatNo, Seat> = [1, 3, 5, 7]
            .into_iter()
            .map(|n| {
                let seat = Seat {
                    name: format!("player {n}"),
                    stack: Chips(200),
                    sitting_out: false,
                };
                (SeatNo(n), seat)
            })
            .collect();
        let both = Owed {
            small: true,
            big: true,
            new: false,
        };
        let owed = BTreeMap::from([(SeatNo(7), both)]);
        let blinds = BlindSeats {
            button: SeatNo(1),
            small: SeatNo(3),
            big: SeatNo(5),
        };
        let order = [SeatNo(3), SeatNo(5), SeatNo(7), SeatNo(1)];
        let spec = posting(&seats, &rules, &stakes, &order, blinds, &owed, false);
        let none = Posted::default();
        let back = Posted {
            dead: stakes.small_blind,
            live: stakes.big_blind,
        };
        assert_eq!(posted(&spec, &stakes), [none, none, back, none]);
        // Owed nothing, nobody posted out of turn.
        let spec = posting(
            &seats,
            &rules,
            &stakes,
            &order,
            blinds,
            &BTreeMap::new(),
            false,
        );
        assert_eq!(posted(&spec, &stakes), [none; 4]);
    }
}
