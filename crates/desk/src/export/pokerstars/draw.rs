//! A draw game's hand history as PokerStars writes it: `*** DEALING HANDS
//! ***` for the deal, `*** FIRST DRAW ***` to `*** THIRD DRAW ***` before
//! each draw of triple draw and badugi (single draw has no line of its
//! own), then in turn "Ana: discards 2 cards" (with the cards for the hero)
//! or "Ana: stands pat" (the hero "stands pat on [cards]"), the hero's
//! "Dealt to Ana [kept] [new]" after their discards; a 2-7 hand named "Lo:
//! 7,6,4,3,2" or "Lo: a pair of Eights", a badugi "Badugi: 8,4,3,A" or
//! "3-card: T,7,2" ("a Badugi: .." in the summary); folds "before the Draw" or "after the 1st Draw", and in
//! single draw "before Flop", as PokerStars' published hands word them
//! (`tests/data/pokerstars/`).

use super::*;
use dealerdesk_core::eval::{Category, HandRank, eval_high};

/// One player's discards in the draw being written, with how many cards
/// the player held before them.
#[derive(Clone, Debug)]
pub(super) struct Discard {
    pos: Pos,
    cards: Vec<Option<Card>>,
    held: usize,
}

impl Writer<'_> {
    pub(super) fn draw_game(&self) -> bool {
        self.r.rules.game().def().has_draws()
    }

    /// How many draws the game has.
    fn draw_count(&self) -> usize {
        let def = self.r.rules.game().def();
        (0..=def.last_street())
            .filter(|k| def.street(*k).draw)
            .count()
    }

    /// A player discarded (`before`: the hand as it was): the draw's header
    /// once, and the discards kept until the draw's cards are out.
    pub(super) fn discarded(&mut self, before: &HandState, pos: Pos, cards: &[Option<Card>]) {
        let street = before.street_index();
        if self.street_written != Some(street) {
            self.street_written = Some(street);
            if self.draw_count() > 1 {
                let name = ["FIRST", "SECOND", "THIRD"]
                    .get(usize::from(street).saturating_sub(1))
                    .copied()
                    .unwrap_or("THIRD");
                self.line(format!("*** {name} DRAW ***"));
            }
        }
        self.discards.push(Discard {
            pos,
            cards: cards.to_vec(),
            held: before.players()[pos.index()].cards().len(),
        });
    }

    /// The draw's lines, once its cards are out (`s`: the hand then): each
    /// player's discards in turn and the hero's cards after theirs.
    pub(super) fn flush_draw(&mut self, s: &HandState) {
        for d in std::mem::take(&mut self.discards) {
            let name = self.name(d.pos).to_string();
            let n = d.cards.len();
            let hero = self.is_hero(d.pos);
            if n == 0 {
                // The hero's own cards: "Hero: stands pat on [3d 7c 5c 4c
                // 2s]", as PokerStars' triple and single draw hands of 2009
                // and 2010 write them.
                let held = s.players()[d.pos.index()].cards();
                let known: Option<Vec<Card>> = held.iter().copied().collect();
                match known.filter(|c| hero && !c.is_empty()) {
                    Some(c) => self.line(format!("{name}: stands pat on [{}]", join(&c))),
                    None => self.line(format!("{name}: stands pat")),
                }
                continue;
            }
            let word = if n == 1 { "card" } else { "cards" };
            let known: Option<Vec<Card>> = d.cards.iter().copied().collect();
            match known.filter(|_| hero) {
                Some(c) => self.line(format!("{name}: discards {n} {word} [{}]", join(&c))),
                None => self.line(format!("{name}: discards {n} {word}")),
            }
            let held = s.players()[d.pos.index()].cards();
            let all: Option<Vec<Card>> = held.iter().copied().collect();
            let kept = d.held.saturating_sub(n);
            if let Some(all) = all.filter(|a| hero && a.len() > kept) {
                let (kept, new) = all.split_at(kept);
                let text = if kept.is_empty() {
                    format!("Dealt to {name} [{}]", join(new))
                } else {
                    format!("Dealt to {name} [{}] [{}]", join(kept), join(new))
                };
                self.line(text);
            }
        }
    }

    /// "before the Draw", "after the 1st Draw"; single draw keeps the
    /// hold'em words before its draw ("before Flop", as PokerStars' single
    /// draw hands of 2010 and 2011 read) and says "after the Draw".
    pub(super) fn draw_fold_street(&self, street: u8) -> String {
        match (street, self.draw_count()) {
            (0, 1) => "before Flop".into(),
            (0, _) => "before the Draw".into(),
            (_, 1) => "after the Draw".into(),
            (k, _) => format!(
                "after the {} Draw",
                ["1st", "2nd", "3rd"]
                    .get(usize::from(k) - 1)
                    .copied()
                    .unwrap_or("3rd")
            ),
        }
    }
}

/// A draw game's hand in PokerStars' words: a 2-7 low "Lo: 7,6,4,3,2", a
/// paired, straight or flush 2-7 hand by its high name after "Lo: " ("Lo: a
/// pair of Sevens"), a badugi "Badugi: 8,5,3,A" (fewer cards: "3-card:
/// K,7,2").
pub(super) fn draw_hand_name(rank: HandRank, cards: &[Option<Card>]) -> Option<String> {
    let text = |ranks: &[dealerdesk_core::cards::Rank]| {
        ranks
            .iter()
            .map(|r| r.to_char().to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    match rank {
        HandRank::DeuceSevenLow(low) if low.category() == Category::HighCard => {
            Some(format!("Lo: {}", text(&low.ranks())))
        }
        HandRank::DeuceSevenLow(_) => {
            let cards: Vec<Card> = cards.iter().flatten().copied().collect();
            high_hand(eval_high(&cards)).map(|high| format!("Lo: {high}"))
        }
        HandRank::Badugi(b) if b.count() == 4 => Some(format!("Badugi: {}", text(&b.ranks()))),
        HandRank::Badugi(b) => Some(format!("{}-card: {}", b.count(), text(&b.ranks()))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dealerdesk_core::cards::parse_cards;
    use dealerdesk_core::eval::{eval_badugi, eval_deuce_seven_low};

    fn cards(text: &str) -> Vec<Option<Card>> {
        parse_cards(text).unwrap()
    }

    fn badugi(text: &str) -> String {
        let c = cards(text);
        let known: Vec<Card> = c.iter().flatten().copied().collect();
        draw_hand_name(HandRank::Badugi(eval_badugi(&known)), &c).unwrap()
    }

    fn deuce_seven(text: &str) -> String {
        let c = cards(text);
        let known: Vec<Card> = c.iter().flatten().copied().collect();
        draw_hand_name(HandRank::DeuceSevenLow(eval_deuce_seven_low(&known)), &c).unwrap()
    }

    #[test]
    fn draw_hands_are_named_as_pokerstars_published_them() {
        // Badugi hands 49164202872 and 49164255772, single draw 63826125692,
        // triple draw 63845186378 (see tests/data/pokerstars/).
        assert_eq!(badugi("8c 5d 7s Th"), "Badugi: T,8,7,5");
        assert_eq!(badugi("8s 3d Ac 4h"), "Badugi: 8,4,3,A");
        assert_eq!(badugi("Tc 3s 2s 7h"), "3-card: T,7,2");
        assert_eq!(badugi("4c 4d 5s 6h"), "3-card: 6,5,4");
        assert_eq!(deuce_seven("2d Th 3d 6h 5c"), "Lo: T,6,5,3,2");
        assert_eq!(deuce_seven("8h 3c 4s 8d 7d"), "Lo: a pair of Eights");
        assert_eq!(deuce_seven("7d 2s 8d 5h 5c"), "Lo: a pair of Fives");
        assert_eq!(deuce_seven("3c 6s 7h 8c 9d"), "Lo: 9,8,7,6,3");
    }
}
