//! The one helper every engine test drives: a hand built from PHH fields, played
//! action by action in notation.

use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{Event, HandState, Legal, Next, Note, Ruling, legal_actions};
use dealerdesk_core::notation::{PhhHand, parse_action};
use dealerdesk_core::rules::HouseRules;

/// The repository's root, where `rulesets/` and `tests/data/` are.
pub fn repo() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A hand in progress under a preset (or given) ruleset.
pub struct Table {
    pub rules: HouseRules,
    pub state: HandState,
}

impl Table {
    /// A hand of `variant` with the PHH `fields` (stakes and stacks), under the
    /// variant's bundled preset.
    pub fn new(variant: &str, fields: &str) -> Table {
        let text = format!("variant = '{variant}'\n{fields}\nactions = []\n");
        let hand = PhhHand::parse(&text).unwrap_or_else(|e| panic!("{e}"));
        let rules = dealerdesk_core::rules::HouseRules::preset(hand.variant);
        Table::with_rules(&hand, rules)
    }

    /// The same, under the given rules.
    pub fn with_rules(hand: &PhhHand, rules: HouseRules) -> Table {
        let (state, _) = HandState::new(&hand.spec, &rules).unwrap_or_else(|e| panic!("{e}"));
        Table { rules, state }
    }

    /// A hand with the PHH `fields` (variant included) under a bundled
    /// family's house file, e.g. `("roberts-rules", "nl-holdem.yaml")`.
    pub fn family(family: &str, file: &str, fields: &str) -> Table {
        let path = repo().join("rulesets").join(family).join(file);
        let rules = HouseRules::from_file(&path).unwrap_or_else(|e| panic!("{e}"));
        let hand =
            PhhHand::parse(&format!("{fields}\nactions = []\n")).unwrap_or_else(|e| panic!("{e}"));
        Table::with_rules(&hand, rules)
    }

    /// Plays `;`-separated actions in notation; panics with the ruling if one is refused.
    pub fn play(&mut self, actions: &str) -> Vec<Event> {
        let mut all = Vec::new();
        for text in actions.split(';').map(str::trim).filter(|t| !t.is_empty()) {
            let action = parse_action(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            match self.state.play(&self.rules, &action) {
                Ok(events) => all.extend(events),
                Err(r) => panic!("{text} refused: {r}"),
            }
        }
        all
    }

    /// Tries an action that must be refused; asserts the hand is unchanged.
    pub fn refuse(&mut self, text: &str) -> Ruling {
        let before = self.state.clone();
        let action = parse_action(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let ruling = match self.state.play(&self.rules, &action) {
            Ok(_) => panic!("{text} was accepted"),
            Err(r) => r,
        };
        assert_eq!(self.state, before, "a refused action changed the hand");
        ruling
    }

    /// What is legal now.
    pub fn legal(&self) -> Legal {
        legal_actions(&self.state, &self.rules)
    }

    /// The legal actions in notation.
    pub fn options(&self) -> Vec<String> {
        self.legal().to_notation()
    }

    /// Who acts next, in notation (`p3`, `dealer`, `done`).
    pub fn next(&self) -> String {
        match self.legal().next {
            Next::Player(p) => p.to_string(),
            Next::Dealer(_) => "dealer".into(),
            Next::Done => "done".into(),
        }
    }

    /// The stacks as plain numbers.
    pub fn stacks(&self) -> Vec<u64> {
        self.state.stacks().iter().map(|c| c.0).collect()
    }
}

/// `Chips` from a number.
pub fn c(v: u64) -> Chips {
    Chips(v)
}

/// `Pos` from a 1-based player number.
pub fn p(n: u8) -> Pos {
    Pos(n - 1)
}

/// A `Card` from its notation (`Ah`).
pub fn card(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The notes of the rulings among the events.
pub fn notes(events: &[Event]) -> Vec<&Note> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Ruled { note, .. } => Some(note),
            _ => None,
        })
        .collect()
}

/// Deals every player two unknown hole cards.
pub fn deal_unknown(t: &mut Table, players: usize) {
    for i in 1..=players {
        t.play(&format!("d dh p{i} ????"));
    }
}

/// No-limit hold'em with a minimum bet of 100, hole cards dealt.
pub fn nl(blinds: &str, stacks: &str) -> Table {
    let n = stacks.split(',').count();
    let mut t = Table::new(
        "NT",
        &format!(
            "antes = [{}]\nblinds_or_straddles = [{blinds}]\nmin_bet = 100\nstarting_stacks = [{stacks}]",
            vec!["0"; n].join(", ")
        ),
    );
    deal_unknown(&mut t, n);
    t
}

/// Fixed-limit hold'em, blinds 1/2, bets 2 and 4, hole cards dealt.
pub fn fixed_limit(stacks: &str) -> Table {
    let n = stacks.split(',').count();
    let mut blinds = vec!["0"; n];
    blinds[0] = "1";
    blinds[1] = "2";
    let mut t = Table::new(
        "FT",
        &format!(
            "antes = [{}]\nblinds_or_straddles = [{}]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [{stacks}]",
            vec!["0"; n].join(", "),
            blinds.join(", ")
        ),
    );
    deal_unknown(&mut t, n);
    t
}

/// A table that enters burns, as a live dealer does, under the variant's preset.
pub fn live(variant: &str, fields: &str) -> Table {
    let mut hand =
        PhhHand::parse(&format!("variant = '{variant}'\n{fields}\nactions = []\n")).unwrap();
    hand.spec.burns_entered = true;
    let rules = HouseRules::preset(hand.variant);
    let (state, _) = HandState::new(&hand.spec, &rules).unwrap();
    Table { rules, state }
}

/// A live `n`-handed hold'em table, blinds 1 and 2, stacks of 100 (bets of
/// 2 and 4 in fixed-limit).
pub fn handed(variant: &str, n: usize) -> Table {
    let stakes = if variant == "FT" {
        "small_bet = 2\nbig_bet = 4"
    } else {
        "min_bet = 2"
    };
    let mut blinds = vec!["0"; n];
    blinds[0] = "1";
    blinds[1] = "2";
    live(
        variant,
        &format!(
            "antes = [{}]\nblinds_or_straddles = [{}]\n{stakes}\nstarting_stacks = [{}]",
            vec!["0"; n].join(", "),
            blinds.join(", "),
            vec!["100"; n].join(", ")
        ),
    )
}

/// Whether the events include a ruling under rule `id`.
pub fn ruled(events: &[Event], id: &str) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::Ruled { rule, .. } if rule.id == id))
}
