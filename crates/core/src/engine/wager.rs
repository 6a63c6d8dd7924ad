//! What a bet or raise is called for the player to act: a bet opens a round,
//! a raise goes over a bet, a completion brings a stud bring-in up to the
//! full small bet. Every face says the word the engine names here;
//! `Wager::now` (beside `legal_actions`) names it for the player to act.

/// The kind of wager the player to act would make by putting in more.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Wager {
    /// No bet yet this round.
    Bet,
    /// Over a bet already made.
    Raise,
    /// A stud bring-in player making the full small bet instead.
    Complete,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;
    use crate::chips::{Chips, Pos};
    use crate::engine::{Action, HandSpec, HandState, Next, legal_actions};
    use crate::rules::{HouseRules, Variant};

    #[test]
    fn stud_completion_then_raise_and_holdem_bet_then_raise() {
        let r = HouseRules::preset(Variant::Stud);
        let spec = HandSpec::from_stakes(&r.stakes, r.game(), vec![Chips(500); 3]);
        let (mut s, _) = HandState::new(&spec, &r).unwrap();
        for (p, cards) in ["AhKh9c", "2c3d4s", "QsQdJh"].iter().enumerate() {
            let cards = parse_cards(cards).unwrap();
            s.play(
                &r,
                &Action::DealHole {
                    to: Pos(p as u8),
                    cards,
                },
            )
            .unwrap();
        }
        let wager = |s: &HandState| Wager::now(s, &legal_actions(s, &r));
        // The low card brings in, or completes.
        assert_eq!(wager(&s), Wager::Complete);
        let Next::Player(low) = legal_actions(&s, &r).next else {
            panic!("the bring-in is owed");
        };
        s.play(&r, &Action::BringIn(low)).unwrap();
        // Over the bring-in, the next player completes.
        assert_eq!(wager(&s), Wager::Complete);
        let Next::Player(next) = legal_actions(&s, &r).next else {
            panic!("a player acts");
        };
        let full = r.stakes.small_bet;
        s.play(
            &r,
            &Action::BetRaise {
                pos: next,
                to: full,
            },
        )
        .unwrap();
        assert_eq!(wager(&s), Wager::Raise);

        let r = HouseRules::preset(Variant::NoLimitHoldem);
        let spec = HandSpec::from_stakes(&r.stakes, r.game(), vec![Chips(200); 3]);
        let (mut s, _) = HandState::new(&spec, &r).unwrap();
        for p in 0..3 {
            let cards = vec![None, None];
            s.play(&r, &Action::DealHole { to: Pos(p), cards }).unwrap();
        }
        let wager = |s: &HandState| Wager::now(s, &legal_actions(s, &r));
        assert_eq!(wager(&s), Wager::Raise, "over the big blind");
    }
}
