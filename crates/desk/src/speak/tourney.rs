//! Tournament refusals in the table's language: each `TourneyRefusal` (and
//! the clock's `ClockError`) becomes a catalogue message with its levels,
//! seats, chips, cards and names as arguments. The match lists every
//! variant, so a new refusal does not compile until it is said here.
use dealerdesk_core::tournament::ClockError;
use dealerdesk_i18n::{Args, Words};

use super::{card, seat_no};
use crate::desk::{SeatNo, TourneyRefusal, mode_name};

/// A tournament word refused, in words.
pub fn tourney(words: Words, r: &TourneyRefusal) -> String {
    use TourneyRefusal as T;
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    let seat = |s: &SeatNo| none().str("seat", seat_no(words, *s));
    let name = |n: &String| none().str("name", n.clone());
    let levels = |until: &u32, level: &u32| {
        none()
            .num("until", u64::from(*until))
            .num("level", u64::from(*level))
    };
    let chip_break =
        |chip: u64, at_break: &u32| none().num("chip", chip).num("break", u64::from(*at_break));
    match r {
        T::NotATournament => w("tournament-not-a-tournament", none()),
        T::ChipsAtEntry => w("tournament-chips-at-entry", none()),
        T::ChipsAtRebuy => w("tournament-chips-at-rebuy", none()),
        T::NoChipsAtCashTable => w("tournament-no-chips-at-cash-table", none()),
        T::StillIn { name: n } => w("tournament-still-in", name(n)),
        T::RegistrationClosed { until, level } => {
            w("tournament-registration-closed", levels(until, level))
        }
        T::NoLateRegistration => w("tournament-no-late-registration", none()),
        T::NoReEntry { name: n } => w("tournament-no-re-entry", name(n)),
        T::ReEntryLimit { name: n, limit } => w(
            "tournament-re-entry-limit",
            name(n).num("limit", u64::from(*limit)),
        ),
        T::NoRebuys => w("tournament-no-rebuys", none()),
        T::RebuyPeriodOver { until, level } => {
            w("tournament-rebuy-period-over", levels(until, level))
        }
        T::RebuyAboveLimit {
            seat: s,
            stack,
            limit,
        } => w(
            "tournament-rebuy-above-limit",
            seat(s).num("stack", stack.0).num("limit", limit.0),
        ),
        T::RebuyLimit { seat: s, limit } => w(
            "tournament-rebuy-limit",
            seat(s).num("limit", u64::from(*limit)),
        ),
        T::NoAddOn => w("tournament-no-add-on", none()),
        T::NotAddOnBreak { at_break } => w(
            "tournament-not-add-on-break",
            none().num("break", u64::from(*at_break)),
        ),
        T::AddOnTaken { seat: s } => w("tournament-add-on-taken", seat(s)),
        T::OutOfTournament { seat: s } => w("tournament-out", seat(s)),
        T::DuringHand => w("tournament-during-hand", none()),
        T::Clock(e) => clock(words, e),
        T::ClockMode { logged, asked } => w(
            "tournament-clock-mode",
            none()
                .str("logged", mode_name(*logged))
                .str("asked", mode_name(*asked)),
        ),
        T::OnBreak { number } => w(
            "tournament-on-break",
            none().num("break", u64::from(*number)),
        ),
        T::ColourUpDue { chip, at_break } => {
            w("tournament-colour-up-due", chip_break(chip.0, at_break))
        }
        T::NoSuchColourUp(chip) => w("tournament-no-such-colour-up", none().num("chip", chip.0)),
        T::ColourUpEarly { chip, at_break } => {
            w("tournament-colour-up-early", chip_break(chip.0, at_break))
        }
        T::ColouredUp(chip) => w("tournament-coloured-up", none().num("chip", chip.0)),
        T::RaceCards { missing, extra } => w(
            "tournament-race-cards",
            none().str(
                "detail",
                parts(
                    words,
                    ("tournament-race-missing", missing.as_slice()),
                    ("tournament-race-extra", extra.as_slice()),
                ),
            ),
        ),
        T::DrawnTwice(c) => w(
            "tournament-drawn-twice",
            none().str("card", card(words, *c)),
        ),
        T::RaceCardCount { seat: s, drew, due } => w(
            "tournament-race-card-count",
            seat(s).num("drew", *drew).num("due", *due),
        ),
        T::NotOut { seat: s } => w("tournament-not-out", seat(s)),
        T::ChopPlayers { missing, extra } => w(
            "tournament-chop-players",
            none().str(
                "detail",
                parts(
                    words,
                    ("tournament-chop-missing", missing.as_slice()),
                    ("tournament-chop-extra", extra.as_slice()),
                ),
            ),
        ),
        T::ChopSum {
            sum,
            play_for,
            left,
        } => w(
            "tournament-chop-sum",
            none()
                .num("sum", *sum)
                .num("play_for", *play_for)
                .num("left", *left),
        ),
        T::ChopAmount {
            seat: Some(s),
            amount,
            left,
        } => w(
            "tournament-chop-amount",
            seat(s).num("amount", *amount).num("left", *left),
        ),
        T::ChopAmount {
            seat: None,
            amount,
            left,
        } => w(
            "tournament-chop-play-for",
            none().num("amount", *amount).num("left", *left),
        ),
        T::ChopTooFew => w("tournament-chop-too-few", none()),
        T::DealMade => w("tournament-deal-made", none()),
        T::DealEnded => w("tournament-deal-ended", none()),
        T::LeaveWithChips { seat: s, stack } => {
            w("tournament-leave-with-chips", seat(s).num("stack", stack.0))
        }
        T::Over => w("tournament-over", none()),
        T::MoveDuringHand => w("tournament-move-during-hand", none()),
        T::MoveNotSeated { seat: s, name: n } => {
            w("tournament-move-not-seated", seat(s).str("name", n.clone()))
        }
        T::MoveSeatedHere { seat: s, name: n } => w(
            "tournament-move-seated-here",
            seat(s).str("name", n.clone()),
        ),
        T::MoveNotLeft { name: n, id } => w("tournament-move-not-left", name(n).num("move", *id)),
    }
}

/// A clock step refused, in words.
fn clock(words: Words, e: &ClockError) -> String {
    if let ClockError::MoreThanLeft { left_ms } = e {
        let s = left_ms / 1000;
        let left = Args::new().str("left", format!("{}:{:02}", s / 60, s % 60));
        return words.with("tournament-clock-more-than-left", &left);
    }
    words.get(match e {
        ClockError::Started => "tournament-clock-started",
        ClockError::NotStarted => "tournament-clock-not-started",
        ClockError::Paused => "tournament-clock-paused",
        ClockError::Running => "tournament-clock-running",
        ClockError::NotManual => "tournament-clock-not-manual",
        ClockError::NoTime => "tournament-clock-no-time",
        ClockError::MoreThanLeft { .. } => "tournament-clock-more-than-left",
    })
}

/// Two lists of seats, each said by its message when it has any (the
/// numbers and their count as arguments), joined by a semicolon.
fn parts(words: Words, a: (&str, &[SeatNo]), b: (&str, &[SeatNo])) -> String {
    [a, b]
        .into_iter()
        .filter(|(_, seats)| !seats.is_empty())
        .map(|(id, seats)| {
            let numbers: Vec<String> = seats.iter().map(|s| s.0.to_string()).collect();
            words.with(
                id,
                &Args::new()
                    .str("seats", numbers.join(", "))
                    .num("count", seats.len() as u64),
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use dealerdesk_core::chips::Chips;
    use dealerdesk_core::tournament::ClockMode;
    use dealerdesk_i18n::Lang;

    use super::*;

    const S: SeatNo = SeatNo(3);

    /// One of each refusal, and each clock error.
    fn refusals() -> Vec<TourneyRefusal> {
        use TourneyRefusal as T;
        let name = || "Ana".to_string();
        let clock = [
            ClockError::Started,
            ClockError::NotStarted,
            ClockError::Paused,
            ClockError::Running,
            ClockError::NotManual,
            ClockError::NoTime,
            ClockError::MoreThanLeft {
                left_ms: 28 * 60_000,
            },
        ];
        let mut all = vec![
            T::NotATournament,
            T::ChipsAtEntry,
            T::ChipsAtRebuy,
            T::NoChipsAtCashTable,
            T::StillIn { name: name() },
            T::RegistrationClosed { until: 6, level: 7 },
            T::NoLateRegistration,
            T::NoReEntry { name: name() },
            T::ReEntryLimit {
                name: name(),
                limit: 2,
            },
            T::NoRebuys,
            T::RebuyPeriodOver { until: 4, level: 5 },
            T::RebuyAboveLimit {
                seat: S,
                stack: Chips(40_300),
                limit: Chips(20_000),
            },
            T::RebuyLimit { seat: S, limit: 1 },
            T::NoAddOn,
            T::NotAddOnBreak { at_break: 1 },
            T::AddOnTaken { seat: S },
            T::OutOfTournament { seat: S },
            T::DuringHand,
            T::ClockMode {
                logged: ClockMode::Wall,
                asked: ClockMode::Manual,
            },
            T::OnBreak { number: 2 },
            T::ColourUpDue {
                chip: Chips(25),
                at_break: 2,
            },
            T::NoSuchColourUp(Chips(500)),
            T::ColourUpEarly {
                chip: Chips(100),
                at_break: 3,
            },
            T::ColouredUp(Chips(25)),
            T::RaceCards {
                missing: vec![S],
                extra: vec![SeatNo(5), SeatNo(6)],
            },
            T::DrawnTwice("Kh".parse().expect("a card")),
            T::RaceCardCount {
                seat: S,
                drew: 1,
                due: 3,
            },
            T::NotOut { seat: S },
            T::ChopPlayers {
                missing: vec![SeatNo(1), SeatNo(2)],
                extra: vec![SeatNo(9)],
            },
            T::ChopSum {
                sum: 300,
                play_for: 0,
                left: 325,
            },
            T::ChopAmount {
                seat: Some(S),
                amount: u64::MAX,
                left: 325,
            },
            T::ChopAmount {
                seat: None,
                amount: 400,
                left: 325,
            },
            T::ChopTooFew,
            T::DealMade,
            T::DealEnded,
            T::LeaveWithChips {
                seat: S,
                stack: Chips(20_100),
            },
            T::Over,
            T::MoveDuringHand,
            T::MoveNotSeated {
                seat: S,
                name: name(),
            },
            T::MoveSeatedHere {
                seat: S,
                name: name(),
            },
            T::MoveNotLeft {
                name: name(),
                id: 42,
            },
        ];
        all.extend(clock.into_iter().map(T::Clock));
        all
    }

    /// Which variant: every one listed, no catch-all, so a new refusal
    /// fails here until `refusals` builds one.
    fn kind(r: &TourneyRefusal) -> usize {
        use TourneyRefusal as T;
        match r {
            T::NotATournament => 0,
            T::ChipsAtEntry => 1,
            T::ChipsAtRebuy => 2,
            T::NoChipsAtCashTable => 3,
            T::StillIn { .. } => 4,
            T::RegistrationClosed { .. } => 5,
            T::NoLateRegistration => 6,
            T::NoReEntry { .. } => 7,
            T::ReEntryLimit { .. } => 8,
            T::NoRebuys => 9,
            T::RebuyPeriodOver { .. } => 10,
            T::RebuyAboveLimit { .. } => 11,
            T::RebuyLimit { .. } => 12,
            T::NoAddOn => 13,
            T::NotAddOnBreak { .. } => 14,
            T::AddOnTaken { .. } => 15,
            T::OutOfTournament { .. } => 16,
            T::DuringHand => 17,
            T::Clock(ClockError::Started) => 18,
            T::Clock(ClockError::NotStarted) => 19,
            T::Clock(ClockError::Paused) => 20,
            T::Clock(ClockError::Running) => 21,
            T::Clock(ClockError::NotManual) => 22,
            T::Clock(ClockError::NoTime) => 23,
            T::Clock(ClockError::MoreThanLeft { .. }) => 47,
            T::ClockMode { .. } => 24,
            T::OnBreak { .. } => 25,
            T::ColourUpDue { .. } => 26,
            T::NoSuchColourUp(_) => 27,
            T::ColourUpEarly { .. } => 28,
            T::ColouredUp(_) => 29,
            T::RaceCards { .. } => 30,
            T::DrawnTwice(_) => 31,
            T::RaceCardCount { .. } => 32,
            T::NotOut { .. } => 33,
            T::ChopPlayers { .. } => 34,
            T::ChopSum { .. } => 35,
            T::ChopTooFew => 36,
            T::DealMade => 37,
            T::Over => 38,
            T::ChopAmount { seat: Some(_), .. } => 39,
            T::ChopAmount { seat: None, .. } => 40,
            T::DealEnded => 41,
            T::LeaveWithChips { .. } => 42,
            T::MoveDuringHand => 43,
            T::MoveNotSeated { .. } => 44,
            T::MoveSeatedHere { .. } => 45,
            T::MoveNotLeft { .. } => 46,
        }
    }

    #[test]
    fn every_tournament_refusal_is_said_in_every_language() {
        let all = refusals();
        let kinds: BTreeSet<usize> = all.iter().map(kind).collect();
        assert_eq!(kinds, (0..=47).collect(), "a variant is not built");
        for lang in Lang::ALL {
            let words = Words::new(lang);
            let mut said = BTreeSet::new();
            for r in &all {
                let text = tourney(words, r);
                assert!(!text.trim().is_empty(), "{lang}: {r:?} is empty");
                assert!(
                    !text.contains('{'),
                    "{lang}: {r:?} left a placeholder: {text}"
                );
                said.insert(text);
            }
            // No two refusals read the same.
            assert_eq!(said.len(), all.len(), "{lang}: {said:#?}");
        }
        let english: Vec<_> = Words::fallbacks()
            .into_iter()
            .filter(|(_, id)| id.starts_with("tournament-"))
            .collect();
        assert!(english.is_empty(), "said in English instead: {english:?}");
    }

    #[test]
    fn czech_and_polish_say_levels_seats_chips_and_counts() {
        let cs = Words::new(Lang::Cs);
        let pl = Words::new(Lang::Pl);
        let closed = TourneyRefusal::RegistrationClosed { until: 6, level: 7 };
        assert_eq!(
            tourney(cs, &closed),
            "Registrace skončila po levelu 6; hodiny jsou na levelu 7."
        );
        let limit = |limit| TourneyRefusal::RebuyLimit { seat: S, limit };
        assert_eq!(
            tourney(pl, &limit(1)),
            "Miejsce 3: rebuy już 1 raz, to limit."
        );
        assert_eq!(
            tourney(pl, &limit(2)),
            "Miejsce 3: rebuy już 2 razy, to limit."
        );
        assert_eq!(tourney(cs, &limit(5)), "Místo 3 už má 5× rebuy, víc nejde.");
        let due = TourneyRefusal::ColourUpDue {
            chip: Chips(25),
            at_break: 2,
        };
        assert_eq!(
            tourney(cs, &due),
            "Žetony hodnoty 25 odcházejí ze hry o 2. přestávce: před další hrou je nutný color-up."
        );
        let above = TourneyRefusal::RebuyAboveLimit {
            seat: SeatNo(5),
            stack: Chips(40_300),
            limit: Chips(20_000),
        };
        assert_eq!(
            tourney(cs, &above),
            "Místo 5 má 40\u{a0}300, víc než 20\u{a0}000: rebuy je povolen jen s tolika žetony nebo méně."
        );
        let race = TourneyRefusal::RaceCards {
            missing: vec![S],
            extra: vec![SeatNo(5), SeatNo(6)],
        };
        assert_eq!(
            tourney(pl, &race),
            "Każdy gracz z nieparzystymi żetonami ciągnie po jednej karcie na każdy z nich: miejsce 3 musi ciągnąć; miejsca 5, 6 nie mają nieparzystych żetonów."
        );
        let twice = TourneyRefusal::DrawnTwice("Kh".parse().expect("a card"));
        assert_eq!(tourney(cs, &twice), "K♥ (srdcový král) je tažena dvakrát.");
        // English keeps the refusal's own words, seats and all.
        assert_eq!(
            race.to_string(),
            "each player with odd chips draws a card for each of them: seat 3 must draw; seat 5, 6 has no odd chips"
        );
    }

    #[test]
    fn a_desk_error_names_the_case_and_a_translated_rule() {
        use crate::desk::{DeskError, TourneyError};
        use crate::speak::desk_error;
        use dealerdesk_core::rules::{HouseRules, RuleText, Taken, Variant};

        let rule = RuleText {
            id: "rebuy",
            cite: "House 7".into(),
            text: "One rebuy a player.".into(),
            taken: Taken::House,
        };
        let e = DeskError::Tournament(Box::new(TourneyError {
            refusal: TourneyRefusal::RebuyLimit { seat: S, limit: 1 },
            rule: Some(rule),
        }));
        let mut house = HouseRules::preset_ref(Variant::NoLimitHoldem).clone();
        let cs = Words::new(Lang::Cs);
        // A rule in English alone is left to the answer's data.
        assert_eq!(
            desk_error(cs, &e, &house),
            "Místo 3 už má 1× rebuy, víc nejde."
        );
        house.translations.insert(
            "One rebuy a player.".into(),
            [("cs".to_string(), "Jeden rebuy na hráče.".to_string())].into(),
        );
        assert_eq!(
            desk_error(cs, &e, &house),
            "Místo 3 už má 1× rebuy, víc nejde. Zamítnuto podle pravidla rebuy (House 7): Jeden rebuy na hráče."
        );
        // English says the refusal and the house file's own text.
        assert_eq!(
            desk_error(Words::new(Lang::En), &e, &house),
            "Seat 3 has rebought 1 time, the limit. Refused under rebuy (House 7): One rebuy a player."
        );
    }
}
