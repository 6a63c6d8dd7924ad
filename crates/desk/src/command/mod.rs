//! The dealer's command language, the one path of every face (the
//! console's command line and floor panel, the scripted table face): short
//! keystrokes (`f`, `c`, `r 1200`, `a`, typed cards; in a draw `pat`, a count
//! of unseen discards or the cards) read into what the dealer means, given
//! what the engine says is legal now, and carried out at the desk
//! (`Desk::carry_out`). A player is named by seat number or name wherever
//! one is typed (`4 c`, `Ana r 40`, `exposed 4 Kd`, `player.rs`,
//! `named.rs`); the notation's positions (`p4 cc`) still read. It decides no
//! rule: amounts for `a`, `p`, `h` and a bare `r` come from `Legal` and
//! `raise_sizes`, and every action still goes through the engine.

mod carry_out;
mod correction;
mod error;
mod named;
mod on_behalf;
mod player;
mod session;
mod tournament;

pub use carry_out::Entered;
pub use correction::parse_correction;
pub use error::{CommandError, WordError};
pub use on_behalf::parse_on_behalf;
pub use player::Roster;
pub use session::SessionCommand;
pub use tournament::{FloorWord, parse_duration, parse_floor_word};

use dealerdesk_core::cards::{Card, parse_cards};
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{
    Action, DealStep, Declaration, HandState, Legal, Next, Phase, dealt_face_up, legal_actions,
    raise_sizes,
};
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::HouseRules;

use crate::desk::Desk;
use player::position;

/// Reads a session word (a tournament's included), or `None` when the line
/// is not one.
pub fn parse_session(line: &str) -> Option<Result<SessionCommand, WordError>> {
    tournament::parse_tournament_word(line).or_else(|| session::parse_seating_word(line))
}

/// What a typed line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// An action to submit to the engine.
    Act(Action),
    /// Chips put out, to be read by `interpret_chips` and confirmed.
    Chips {
        /// The player putting them out.
        pos: Pos,
        /// The chips, one value per chip or stack of chips.
        chips: Vec<Chips>,
        /// What the player said.
        said: Declaration,
    },
    /// Deal the next hand.
    NextHand,
    /// Deal every face-down card of the round that nobody saw (`u`).
    DealUnseen,
    /// Take back the dealer's own last entry (`undo`).
    TakeBack,
    /// A seating or session change (`sit`, `leave`, `rebuy`…).
    Session(SessionCommand),
}

/// Dealer procedure words that take the rest of the line in notation
/// (`exposed p3 Ah` is `d exposed p3 Ah`).
const PROCEDURES: [&str; 12] = [
    "burn",
    "exposed",
    "misdeal",
    "premature",
    "extra",
    "boxed",
    "fouled",
    "oot",
    "kill",
    "short",
    "noburn",
    "doubleburn",
];

/// The hand a line is read in: its state, what is legal now, and who
/// plays it.
#[derive(Clone, Copy)]
pub struct InPlay<'a> {
    /// The hand as it stands.
    pub state: &'a HandState,
    /// What is legal in it now.
    pub legal: &'a Legal,
    /// Who sits where in it.
    pub roster: &'a Roster,
}

/// Reads a typed line at `desk`, for the hand in play if there is one:
/// the one reading of the command language every face shares.
pub fn parse_command(line: &str, desk: &Desk) -> Result<Command, CommandError> {
    let roster = Roster::at_table(desk);
    let hand = desk.hand();
    let legal = hand.map(|h| legal_actions(&h.state, desk.rules()));
    let in_play = hand.zip(legal.as_ref()).map(|(h, legal)| InPlay {
        state: &h.state,
        legal,
        roster: &roster,
    });
    read_command(line, in_play, desk.rules())
}

/// Reads a typed line for `hand`, the hand in play with what is legal in
/// it and who plays it.
pub fn read_command(
    line: &str,
    hand: Option<InPlay>,
    rules: &HouseRules,
) -> Result<Command, CommandError> {
    let line = line.trim();
    let lower = line.to_ascii_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let typed: Vec<&str> = line.split_whitespace().collect();
    let Some((&first, rest)) = words.split_first() else {
        return Err(CommandError::Empty);
    };
    if let Some(session) = parse_session(line) {
        return Ok(Command::Session(session?));
    }
    let Some(in_play) = hand else {
        return match first {
            "n" | "new" | "next" | "deal" => Ok(Command::NextHand),
            _ => Err(CommandError::NoHand),
        };
    };
    let (state, legal) = (in_play.state, in_play.legal);
    if first == "undo" && rest.is_empty() {
        return Ok(Command::TakeBack);
    }
    if matches!(first, "void" | "correct") {
        return Err(CommandError::FloorWord {
            word: first.to_string(),
        });
    }
    if first == "u" && rest.is_empty() && matches!(legal.next, Next::Dealer(DealStep::Hole { .. }))
    {
        return Ok(Command::DealUnseen);
    }
    // The notation, as scripts write it (`d dh p1 AhKd`, `p2 cbr 40`).
    if first == "d" {
        return Ok(Command::Act(parse_action(line)?));
    }
    if position(first).is_some()
        && let Ok(action) = parse_action(line)
    {
        return Ok(Command::Act(action));
    }
    if PROCEDURES.contains(&first) && !(first == "burn" && rest.is_empty()) {
        return Ok(Command::Act(named::procedure(in_play, &words, &typed)?));
    }
    if let Some(command) = named::for_named(in_play, rules, &words, &typed) {
        return command;
    }
    let rest_typed = typed[1..].join(" ");
    match legal.next {
        Next::Done => Err(CommandError::HandOver),
        Next::Dealer(step) => dealer(step, first, line),
        Next::Player(pos) if state.phase() == Phase::Betting => {
            betting(state, rules, legal, pos, first, rest)
        }
        Next::Player(pos) if legal.draw => draw(pos, first, line),
        Next::Player(pos) => showdown(state, pos, first, &rest_typed),
    }
}

/// A player's showdown: `m` mucks, a bare `s` tables the cards the dealer
/// entered for them, `s` and cards (or the cards alone) tables those.
/// `rest` is the line after `first`.
fn showdown(state: &HandState, pos: Pos, first: &str, rest: &str) -> Result<Command, CommandError> {
    match first {
        "m" | "muck" => Ok(Command::Act(Action::Muck(pos))),
        "s" | "show" if rest.is_empty() => {
            let held = state.players()[pos.index()].cards();
            if held.is_empty() || held.iter().any(Option::is_none) {
                return Err(CommandError::Unseen { pos });
            }
            Ok(Command::Act(Action::Show {
                pos,
                cards: held.to_vec(),
            }))
        }
        "s" | "show" => {
            let cards = tabled(state, pos, cards(rest)?);
            Ok(Command::Act(Action::Show { pos, cards }))
        }
        _ => {
            let cards = tabled(state, pos, cards(&format!("{first} {rest}"))?);
            Ok(Command::Act(Action::Show { pos, cards }))
        }
    }
}

/// The hand a player tables, from the cards typed: every card, or only
/// those the table has not seen — the cards dealt unseen, else the down
/// cards of a stud hand — the others being known from the hand. Any other
/// count is the engine's to refuse as it stands.
fn tabled(state: &HandState, pos: Pos, typed: Vec<Option<Card>>) -> Vec<Option<Card>> {
    let held = state.players()[pos.index()].cards();
    if typed.len() >= held.len() {
        return typed;
    }
    let unseen: Vec<usize> = (0..held.len()).filter(|i| held[*i].is_none()).collect();
    let down: Vec<usize> = (0..held.len())
        .filter(|i| !dealt_face_up(state.game(), *i))
        .collect();
    let slots = if typed.len() == unseen.len() {
        unseen
    } else if typed.len() == down.len() {
        down
    } else {
        return typed;
    };
    let mut cards = held.to_vec();
    for (slot, card) in slots.into_iter().zip(typed) {
        cards[slot] = card;
    }
    cards
}

fn cards(text: &str) -> Result<Vec<Option<Card>>, CommandError> {
    let cards = parse_cards(text)?;
    if cards.is_empty() {
        return Err(CommandError::NoCards);
    }
    Ok(cards)
}

/// A player's discards in a draw: `pat` (or `0`) stands pat, a count
/// discards that many cards nobody saw, typed cards discard those.
fn draw(pos: Pos, first: &str, line: &str) -> Result<Command, CommandError> {
    let discards = match first {
        "pat" | "0" => Vec::new(),
        _ => match first.parse::<usize>() {
            Ok(n) if (1..=7).contains(&n) => vec![None; n],
            _ => cards(line)?,
        },
    };
    Ok(Command::Act(Action::Draw { pos, discards }))
}

fn dealer(step: DealStep, first: &str, line: &str) -> Result<Command, CommandError> {
    match step {
        DealStep::Burn if matches!(first, "b" | "burn") => {
            Ok(Command::Act(Action::Burn { card: None }))
        }
        DealStep::Burn => match cards(line)?.as_slice() {
            [card] => Ok(Command::Act(Action::Burn { card: *card })),
            _ => Err(CommandError::BurnOneCard),
        },
        DealStep::Hole { to, .. } => Ok(Command::Act(Action::DealHole {
            to,
            cards: cards(line)?,
        })),
        DealStep::Board { .. } => {
            let known: Option<Vec<Card>> = cards(line)?.into_iter().collect();
            let cards = known.ok_or(CommandError::BoardFaceUp)?;
            Ok(Command::Act(Action::DealBoard { cards }))
        }
    }
}

fn betting(
    state: &HandState,
    rules: &HouseRules,
    legal: &Legal,
    pos: Pos,
    first: &str,
    rest: &[&str],
) -> Result<Command, CommandError> {
    let no_raise = || CommandError::NoRaise {
        why: legal.no_raise.as_ref().map(|(_, why)| why.clone()),
    };
    let sizes = raise_sizes(state, rules, legal);
    let act = |a: Action| Ok(Command::Act(a));
    let raise_to = |to: Chips| act(Action::BetRaise { pos, to });
    // `r1200` is `r 1200`.
    let (word, glued) = match first.find(|c: char| c.is_ascii_digit()) {
        Some(i) if i > 0 && !first.starts_with('$') => (&first[..i], Some(&first[i..])),
        _ => (first, None),
    };
    match word {
        "f" | "fold" => act(Action::Fold(pos)),
        "c" | "x" | "k" | "call" | "check" => act(Action::CheckCall(pos)),
        "bi" | "bring" | "pb" => act(Action::BringIn(pos)),
        "r" | "b" | "raise" | "bet" | "cbr" | "complete" => {
            match glued.or_else(|| rest.first().copied()) {
                Some(n) => raise_to(amount(n)?),
                None => raise_to(sizes.ok_or_else(no_raise)?.min),
            }
        }
        "p" | "pot" => raise_to(sizes.ok_or_else(no_raise)?.pot),
        "h" | "half" => raise_to(sizes.ok_or_else(no_raise)?.half_pot),
        "a" | "allin" | "all-in" | "shove" => {
            let p = state.players()[pos.index()];
            let all_in = p.bet + p.stack;
            match (sizes, legal.check_call) {
                (Some(s), _) if s.max == all_in => raise_to(s.max),
                (_, Some(call)) if call == p.stack => act(Action::CheckCall(pos)),
                (Some(s), _) => Err(CommandError::AllInTooMuch { all_in, max: s.max }),
                (None, _) => Err(no_raise()),
            }
        }
        "$" | "chips" => chips(pos, rest),
        _ if first.starts_with('$') => {
            let mut all = vec![&first[1..]];
            all.extend_from_slice(rest);
            chips(pos, &all)
        }
        _ => Err(CommandError::NotBettingKey {
            word: first.to_string(),
        }),
    }
}

/// `$ 500 100 raise`: chip values, with what the player said first or last.
fn chips(pos: Pos, words: &[&str]) -> Result<Command, CommandError> {
    let mut chips = Vec::new();
    let mut said = Declaration::Nothing;
    for w in words.iter().filter(|w| !w.is_empty()) {
        match *w {
            "raise" | "bet" | "r" => said = Declaration::Raise,
            "call" | "c" => said = Declaration::Call,
            "check" | "x" => said = Declaration::Check,
            "fold" | "f" => said = Declaration::Fold,
            "allin" | "all-in" | "a" => said = Declaration::AllIn,
            n => chips.push(amount(n)?),
        }
    }
    if chips.is_empty() && said == Declaration::Nothing {
        return Err(CommandError::NoChips);
    }
    Ok(Command::Chips { pos, chips, said })
}

fn amount(text: &str) -> Result<Chips, CommandError> {
    text.replace([',', '_'], "")
        .parse::<u64>()
        .map(Chips)
        .map_err(|_| CommandError::NotChips {
            word: text.to_string(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::desk::SeatNo;
    use dealerdesk_core::engine::{HandSpec, HeldAct, legal_actions};
    use dealerdesk_core::rules::Variant;

    fn three_handed() -> (HandState, HouseRules) {
        let rules = HouseRules::preset(Variant::NoLimitHoldem);
        let spec = HandSpec::from_stakes(&rules.stakes, rules.game(), vec![Chips(200); 3]);
        let (mut hand, _) = HandState::new(&spec, &rules).expect("a legal setup");
        for (p, c) in ["AhKh", "7c7d", "2s3s"].iter().enumerate() {
            let cards = parse_cards(c).expect("cards");
            hand.play(
                &rules,
                &Action::DealHole {
                    to: Pos(p as u8),
                    cards,
                },
            )
            .expect("deal");
        }
        (hand, rules)
    }

    /// Ana (seat 1, `p1`), Bo (seat 4, `p2`), Cy (seat 6, `p3`, to act).
    fn roster() -> Roster {
        Roster::new(vec![
            ("Ana".into(), SeatNo(1)),
            ("Bo".into(), SeatNo(4)),
            ("Cy".into(), SeatNo(6)),
        ])
    }

    fn read(line: &str, hand: &HandState, rules: &HouseRules) -> Result<Command, CommandError> {
        let legal = legal_actions(hand, rules);
        let roster = roster();
        let in_play = InPlay {
            state: hand,
            legal: &legal,
            roster: &roster,
        };
        read_command(line, Some(in_play), rules)
    }

    #[test]
    fn a_player_named_first_acts_in_turn_or_out_of_it() {
        let (hand, rules) = three_handed();
        let act = |a: Action| Ok(Command::Act(a));
        let held =
            |pos: u8, act: HeldAct| Ok(Command::Act(Action::OutOfTurn { pos: Pos(pos), act }));
        // Cy, seat 6, is to act: by seat, name or position, in turn.
        assert_eq!(read("6 c", &hand, &rules), act(Action::CheckCall(Pos(2))));
        assert_eq!(read("cy f", &hand, &rules), act(Action::Fold(Pos(2))));
        assert_eq!(
            read("Cy r 40", &hand, &rules),
            act(Action::BetRaise {
                pos: Pos(2),
                to: Chips(40)
            })
        );
        // Bo (seat 4) and Ana (seat 1) act out of turn: held.
        assert_eq!(read("4 c", &hand, &rules), held(1, HeldAct::CheckCall));
        assert_eq!(read("Ana f", &hand, &rules), held(0, HeldAct::Fold));
        assert_eq!(read("1 c", &hand, &rules), held(0, HeldAct::CheckCall));
        assert_eq!(
            read("4 r 40", &hand, &rules),
            held(1, HeldAct::BetRaise(Chips(40)))
        );
        assert_eq!(
            read("bo r40", &hand, &rules),
            held(1, HeldAct::BetRaise(Chips(40)))
        );
        assert_eq!(read("oot 4 c", &hand, &rules), held(1, HeldAct::CheckCall));
        assert_eq!(read("p2 c", &hand, &rules), held(1, HeldAct::CheckCall));
        // The notation of older scripts reads as it always did.
        assert_eq!(read("p2 cc", &hand, &rules), act(Action::CheckCall(Pos(1))));
        // Out of turn an amount is typed, never worked out.
        assert_eq!(
            read("4 a", &hand, &rules),
            Err(CommandError::OutOfTurnKey {
                pos: Pos(1),
                word: "a".into()
            })
        );
    }

    #[test]
    fn amounts_and_seats_never_collide() {
        let (hand, rules) = three_handed();
        let raise = |to| {
            Ok(Command::Act(Action::BetRaise {
                pos: Pos(2),
                to: Chips(to),
            }))
        };
        // Seat 4 sits at the table, yet `r 4` and `b 4` raise to 4.
        assert_eq!(read("r 4", &hand, &rules), raise(4));
        assert_eq!(read("b 4", &hand, &rules), raise(4));
        assert_eq!(read("r 40", &hand, &rules), raise(40));
        assert_eq!(read("b 25", &hand, &rules), raise(25));
        assert_eq!(read("raise 6", &hand, &rules), raise(6));
        assert!(matches!(
            read("$ 4 6", &hand, &rules),
            Ok(Command::Chips { pos: Pos(2), .. })
        ));
        // A number alone is no key; a seat nobody plays is said so.
        assert_eq!(
            read("40", &hand, &rules),
            Err(CommandError::NotBettingKey { word: "40".into() })
        );
        assert_eq!(
            read("5 c", &hand, &rules),
            Err(CommandError::NoSuchPlayer { word: "5".into() })
        );
        assert_eq!(
            read("p4 c", &hand, &rules),
            Err(CommandError::NoSuchPlayer { word: "p4".into() })
        );
        assert_eq!(
            read("exposed 5 Kd", &hand, &rules),
            Err(CommandError::NoSuchPlayer { word: "5".into() })
        );
        assert_eq!(
            read("exposed ana Kd", &hand, &rules),
            Ok(Command::Act(Action::Exposed {
                to: Pos(0),
                card: "Kd".parse().expect("a card")
            }))
        );
    }

    #[test]
    fn betting_keys_become_actions_for_the_player_to_act() {
        let (hand, rules) = three_handed();
        let p3 = Pos(2);
        assert_eq!(read("f", &hand, &rules), Ok(Command::Act(Action::Fold(p3))));
        assert_eq!(
            read("C", &hand, &rules),
            Ok(Command::Act(Action::CheckCall(p3)))
        );
        let raise = |to| {
            Ok(Command::Act(Action::BetRaise {
                pos: p3,
                to: Chips(to),
            }))
        };
        assert_eq!(read("r 12", &hand, &rules), raise(12));
        assert_eq!(read("r12", &hand, &rules), raise(12));
        assert_eq!(read("r", &hand, &rules), raise(4));
        assert_eq!(read("a", &hand, &rules), raise(200));
        // Pot: blinds 1 + 2, call 2 → raise to 2 + 5 = 7; half: 2 + 2 = 4.
        assert_eq!(read("p", &hand, &rules), raise(7));
        assert_eq!(read("h", &hand, &rules), raise(4));
    }

    #[test]
    fn chips_and_words_are_read_for_interpretation() {
        let (hand, rules) = three_handed();
        assert_eq!(
            read("$ 25 5 raise", &hand, &rules),
            Ok(Command::Chips {
                pos: Pos(2),
                chips: vec![Chips(25), Chips(5)],
                said: Declaration::Raise
            })
        );
        assert_eq!(
            read("$10", &hand, &rules),
            Ok(Command::Chips {
                pos: Pos(2),
                chips: vec![Chips(10)],
                said: Declaration::Nothing
            })
        );
        assert_eq!(
            read("$ ten", &hand, &rules),
            Err(CommandError::NotChips { word: "ten".into() })
        );
    }

    #[test]
    fn dealer_steps_take_typed_cards() {
        let rules = HouseRules::preset(Variant::NoLimitHoldem);
        let spec = HandSpec::from_stakes(&rules.stakes, rules.game(), vec![Chips(200); 2]);
        let (hand, _) = HandState::new(&spec, &rules).expect("a legal setup");
        assert_eq!(
            read("as kd", &hand, &rules),
            Ok(Command::Act(Action::DealHole {
                to: Pos(0),
                cards: parse_cards("AsKd").expect("cards")
            }))
        );
        assert!(matches!(
            read("Ax", &hand, &rules),
            Err(CommandError::Cards(dealerdesk_core::cards::CardError::BadToken { token, .. })) if token == "Ax"
        ));
        assert_eq!(
            read("exposed p2 Ah", &hand, &rules),
            Ok(Command::Act(parse_action("d exposed p2 Ah").unwrap()))
        );
    }

    #[test]
    fn without_a_hand_only_the_next_hand_is_possible() {
        let rules = HouseRules::preset(Variant::NoLimitHoldem);
        assert_eq!(read_command("n", None, &rules), Ok(Command::NextHand));
        assert!(read_command("f", None, &rules).is_err());
    }
}
