//! What a rule the engine applied did (`Note`, the note of a `Ruled`
//! event), in the table's language.
use dealerdesk_core::cards::Card;
use dealerdesk_core::chips::Pos;
use dealerdesk_core::engine::Note;
use dealerdesk_i18n::{Args, Words};

use super::players::{Players, SEAT, with_player};
use super::why::{held_act, yes};
use super::{card, symbols};

/// The note in words, its players named by name and seat.
pub fn note(words: Words, who: &Players, note: &Note) -> String {
    let w = |id: &str, args: Args| words.with(id, &args);
    let none = Args::new;
    let seat = |p: &Pos| with_player(Args::new(), words, who, SEAT, *p);
    let card_to = |c: &Card, to: &Pos| seat(to).str("card", card(words, *c));
    let one = |c: &Card| none().str("card", card(words, *c));
    let cards = |c: &[Card]| none().str("cards", symbols(c));
    // Cards named, or so many dealt face down.
    let came = |c: &[Card], count: usize| {
        if c.is_empty() {
            w("cards-face-down", none().num("count", count as u64))
        } else {
            symbols(c)
        }
    };
    match note {
        Note::ShortAllIn { pos, to } => w("note-short-all-in", seat(pos).num("to", to.0)),
        Note::OpenPairBig { pos } => w("note-open-pair-big", seat(pos)),
        Note::HeldOutOfTurn { pos, act } => {
            w("note-held", seat(pos).str("act", held_act(words, *act)))
        }
        Note::HeldBound { pos, act } => w(
            "note-held-bound",
            seat(pos).str("act", held_act(words, *act)),
        ),
        Note::HeldUnbound { pos, act, chose } => w(
            "note-held-unbound",
            seat(pos)
                .str("act", held_act(words, *act))
                .str("chose", held_act(words, *chose)),
        ),
        Note::OmahaRead => w("note-omaha-read", none()),
        Note::DrawReshuffle => w("note-draw-reshuffle", none()),
        Note::DrawReshuffleCurrent { to } => w("note-draw-reshuffle-current", seat(to)),
        Note::DrawExposed { card, to } => w("note-draw-exposed", card_to(card, to)),
        Note::DrawExtraBack { to } => w("note-draw-extra-back", seat(to)),
        Note::DrawExtraDead { to } => w("note-draw-extra-dead", seat(to)),
        Note::DrawShortCompleted { to } => w("note-draw-short-completed", seat(to)),
        Note::DrawShortDead { to } => w("note-draw-short-dead", seat(to)),
        Note::StudShortStub {
            stub,
            need,
            players,
            spares,
            burns,
            cards,
        } => w(
            "note-stud-short-stub",
            none()
                .num("stub", *stub as u64)
                .num("need", *need as u64)
                .num("players", *players as u64)
                .num("spares", *spares as u64)
                .num("burns", u64::from(*burns))
                .num("cards", *cards as u64),
        ),
        Note::StudCommonCard {
            cards,
            need,
            players,
        } => w(
            "note-stud-common-card",
            none()
                .num("cards", *cards as u64)
                .num("need", *need as u64)
                .num("players", *players as u64),
        ),
        Note::DeadHand { pos } => w("note-dead-hand", seat(pos)),
        Note::FloorAward { to } => w("note-floor-award", seat(to)),
        Note::AskedToSee { pos } => w("note-asked-to-see", seat(pos)),
        Note::FirstTwoExposed { card, to } => w("note-first-two-exposed", card_to(card, to)),
        Note::TwoExposed => w("note-two-exposed", none()),
        Note::ExposedSetAside { card, to, cards } => w(
            "note-exposed-set-aside",
            card_to(card, to).num("cards", u64::from(*cards)),
        ),
        Note::Misdeal => w("note-misdeal", none()),
        Note::SecondBoxed => w("note-second-boxed", none()),
        Note::Boxed { card } => w("note-boxed", one(card)),
        Note::FouledDeck => w("note-fouled-deck", none()),
        Note::PrematureTurn { cards: c } => w("note-premature-turn", cards(c)),
        Note::PrematureBack { cards: c } => {
            w("note-premature-back", cards(c).num("count", c.len() as u64))
        }
        Note::PrematureTurnBack { card } => w("note-premature-turn-back", one(card)),
        Note::FourFlopPick { cards: c } => w("note-four-flop-pick", cards(c)),
        Note::FourFlopRedeal { cards: c } => w("note-four-flop-redeal", cards(c)),
        Note::NoBurnReshuffle {
            cards: c,
            count,
            exposed_flop,
        } => w(
            "note-no-burn-reshuffle",
            none()
                .str("cards", came(c, *count))
                .str("exposed", yes(*exposed_flop)),
        ),
        Note::NoBurnScramble { cards: c } => w("note-no-burn-scramble", cards(c)),
        Note::FlopDownScramble => w("note-flop-down-scramble", none()),
        Note::FlopDownFirstBurn => w("note-flop-down-first-burn", none()),
        Note::NoBurnIsBurn { cards: c, count } => {
            w("note-no-burn-is-burn", none().str("cards", came(c, *count)))
        }
        Note::BurnDrawn { card, stay } => {
            w("note-burn-drawn", one(card).str("stay", symbols(stay)))
        }
        Note::SecondBurnFirst { card } => w("note-second-burn-first", one(card)),
        Note::SecondBurnBack => w("note-second-burn-back", none()),
        Note::ExtraDead { to } => w("note-extra-dead", seat(to)),
        Note::SecondExtra => w("note-second-extra", none()),
        Note::ExtraMisdeal { to } => w("note-extra-misdeal", seat(to)),
        Note::ExtraBurn { to } => w("note-extra-burn", seat(to)),
        Note::ShortDead { to } => w("note-short-dead", seat(to)),
        Note::ShortCompleted { to } => w("note-short-completed", seat(to)),
        Note::SecondDownExposed => w("note-second-down-exposed", none()),
        Note::DownExposedMisdeal { card, to } => w("note-down-exposed-misdeal", card_to(card, to)),
        Note::DownExposedUp { card, to } => w("note-down-exposed-up", card_to(card, to)),
        Note::SeventhPlays { card, to } => w("note-seventh-plays", card_to(card, to)),
        Note::SeventhReplaced { card, to } => w("note-seventh-replaced", card_to(card, to)),
    }
}
