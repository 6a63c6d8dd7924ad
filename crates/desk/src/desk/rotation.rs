//! A mixed-game table's rotation as its log folds it: which of the
//! rotation's games is dealt now, how many hands of it have been dealt, and
//! which game is due next. The house with the rotation is recorded once;
//! each change after it is a rules entry holding exactly one of its games,
//! which the fold knows by its text, so a review reads the same rotation
//! the table dealt. Rules of any other house end the rotation. A rotation
//! by tournament level deals at each hand the game of the level the hand is
//! dealt at.

use dealerdesk_core::rules::{Every, HouseRules, Variant};

use super::ReplayFault;
pub(super) use super::event::RotationMark;

/// A rotation being dealt.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct RotationState {
    every: Every,
    /// Each game's rules and the text its rules entry records.
    games: Vec<(HouseRules, String)>,
    mark: RotationMark,
}

/// The game now and the next, for the faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RotationView {
    /// The game dealt now.
    pub now: Variant,
    /// The game after it.
    pub next: Variant,
    /// Hands of this game still to deal (`None` for an orbit not begun,
    /// or a rotation by level).
    pub hands_to_go: Option<u64>,
    /// The game changes with the tournament's level.
    pub by_level: bool,
}

impl RotationState {
    /// The rotation of `house`, recorded at `seq`, at its first game; `None`
    /// for a house of one game.
    pub(super) fn of(house: &HouseRules, seq: u64) -> Option<Self> {
        let rotation = house.rotation.as_ref()?;
        let games = house
            .rotation_games()
            .into_iter()
            .map(|g| {
                // Rules read from YAML write back to it; a text that did not
                // would match no rules entry, and the rotation would end there.
                let text = serde_yaml::to_string(&g).unwrap_or_default();
                (g, text)
            })
            .collect();
        Some(RotationState {
            every: rotation.every,
            games,
            mark: RotationMark {
                seq,
                index: 0,
                hands: 0,
                orbit: None,
            },
        })
    }

    /// The rotation of `house` where `mark` left it.
    pub(super) fn resumed(house: &HouseRules, mark: RotationMark) -> Result<Self, ReplayFault> {
        let mut state = Self::of(house, mark.seq)
            .ok_or(ReplayFault::SnapshotRulesNotRules { seq: mark.seq })?;
        if mark.index >= state.games.len() {
            return Err(ReplayFault::SnapshotDiffers);
        }
        state.mark = mark;
        Ok(state)
    }

    /// Where it stands.
    pub(super) fn mark(&self) -> RotationMark {
        self.mark
    }

    /// The game recorded as `yaml`, if it is one of the rotation's: dealt
    /// from now, its hands counted from 0.
    pub(super) fn switch(&mut self, yaml: &str) -> Option<&HouseRules> {
        let index = self.games.iter().position(|(_, text)| text == yaml)?;
        self.mark.index = index;
        self.mark.hands = 0;
        self.mark.orbit = None;
        Some(&self.games[index].0)
    }

    /// A hand of the game now was dealt to `players`.
    pub(super) fn dealt(&mut self, players: usize) {
        if self.mark.hands == 0 {
            self.mark.orbit = Some(players);
        }
        self.mark.hands += 1;
    }

    /// The hands each round of the game now deals.
    fn round(&self) -> Option<u64> {
        match self.every {
            Every::Hands(n) => Some(u64::from(n)),
            Every::Orbit => self.mark.orbit.map(|n| n as u64),
            Every::Level => None,
        }
    }

    fn next_index(&self) -> usize {
        (self.mark.index + 1) % self.games.len()
    }

    /// The next game's rules and their text, once the game now has dealt
    /// its hands; by level, the game of `level` (the level the next hand is
    /// dealt at) when it is not the game now.
    pub(super) fn due(&self, level: Option<u32>) -> Option<&(HouseRules, String)> {
        if self.every == Every::Level {
            let index = level?.saturating_sub(1) as usize % self.games.len();
            return (index != self.mark.index).then(|| &self.games[index]);
        }
        let round = self.round()?;
        (self.mark.hands >= round).then(|| &self.games[self.next_index()])
    }

    /// The game now and the next, for the faces.
    pub(super) fn view(&self) -> RotationView {
        RotationView {
            now: self.games[self.mark.index].0.variant(),
            next: self.games[self.next_index()].0.variant(),
            hands_to_go: self.round().map(|r| r.saturating_sub(self.mark.hands)),
            by_level: self.every == Every::Level,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hose(every: &str) -> HouseRules {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../rulesets/wsop-2026-cash/hose.yaml");
        let text = std::fs::read_to_string(&path)
            .expect("the bundled HOSE house")
            .replace("  every:\n    hands: 8\n", every);
        HouseRules::from_yaml(&text, "hose.yaml").expect("reads")
    }

    #[test]
    fn by_orbit_each_game_deals_as_many_hands_as_its_first_dealt_players() {
        let mut r = RotationState::of(&hose("  every: orbit\n"), 7).expect("a rotation");
        assert_eq!(r.view().hands_to_go, None, "no orbit before its first hand");
        r.dealt(4);
        for _ in 0..2 {
            assert!(r.due(None).is_none());
            r.dealt(5);
        }
        assert_eq!(r.view().hands_to_go, Some(1));
        assert!(r.due(None).is_none());
        r.dealt(5);
        let (next, text) = r.due(None).expect("the orbit of four is dealt").clone();
        assert_eq!(next.variant(), Variant::FixedLimitOmahaHiLo);
        assert!(r.switch(&text).is_some());
        assert_eq!(r.mark().index, 1);
        assert_eq!(r.mark().hands, 0);
        // A house outside the rotation is no switch.
        assert!(r.switch("name: another house\n").is_none());
    }

    #[test]
    fn after_the_last_game_the_rotation_comes_round_to_the_first() {
        let mut r = RotationState::of(&hose("  every:\n    hands: 1\n"), 7).expect("a rotation");
        let mut seen = Vec::new();
        for _ in 0..5 {
            r.dealt(3);
            let text = r.due(None).expect("one hand each").1.clone();
            r.switch(&text);
            seen.push(r.view().now);
        }
        assert_eq!(
            seen,
            [
                Variant::FixedLimitOmahaHiLo,
                Variant::Stud,
                Variant::StudHiLo,
                Variant::FixedLimitHoldem,
                Variant::FixedLimitOmahaHiLo
            ]
        );
    }
}
