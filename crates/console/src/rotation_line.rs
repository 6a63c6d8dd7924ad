//! The game line at a mixed-game table: the game dealt now and the next,
//! with when it comes (in so many hands, from the next hand, at the next
//! tournament level, or after the orbit), above the table. The names come
//! from the game table's codes, said by the desk's speech.

use eframe::egui::{self, RichText};

use dealerdesk_desk::desk::RotationView;
use dealerdesk_desk::speak;
use dealerdesk_i18n::{Args, Words};

use crate::speech::Say;

/// The line in words.
pub(crate) fn text(w: Words, r: &RotationView) -> String {
    let args = Args::new()
        .str("now", speak::variant_name(w, r.now))
        .str("next", speak::variant_name(w, r.next));
    match r.hands_to_go {
        _ if r.by_level => w.tw("table-rotation-level", args),
        None => w.tw("table-rotation-orbit", args),
        Some(0) => w.tw("table-rotation-next-hand", args),
        Some(hands) => w.tw("table-rotation-hands", args.num("hands", hands)),
    }
}

/// Shows the line, large enough to read from the dealer's seat.
pub(crate) fn show(ui: &mut egui::Ui, w: Words, r: &RotationView) {
    ui.label(RichText::new(text(w, r)).strong().size(18.0));
}

#[cfg(test)]
mod tests {
    use super::*;
    use dealerdesk_core::rules::Variant;
    use dealerdesk_i18n::Lang;

    fn view(hands_to_go: Option<u64>, by_level: bool) -> RotationView {
        RotationView {
            now: Variant::Razz,
            next: Variant::Stud,
            hands_to_go,
            by_level,
        }
    }

    #[test]
    fn the_game_line_names_the_game_now_the_next_and_when_in_every_language() {
        let en = Words::new(Lang::En);
        assert_eq!(
            text(en, &view(Some(3), false)),
            "Game now: Razz · next: Seven card stud in 3 hands"
        );
        assert_eq!(
            text(en, &view(Some(1), false)),
            "Game now: Razz · next: Seven card stud in 1 hand"
        );
        assert_eq!(
            text(en, &view(Some(0), false)),
            "Game now: Razz · next: Seven card stud from the next hand"
        );
        assert_eq!(
            text(en, &view(None, true)),
            "Game now: Razz · next: Seven card stud at the next level"
        );
        let cs = Words::new(Lang::Cs);
        assert!(text(cs, &view(Some(3), false)).ends_with("za 3 hry"));
        assert!(text(cs, &view(Some(5), false)).ends_with("za 5 her"));
        let pl = Words::new(Lang::Pl);
        assert!(text(pl, &view(Some(5), false)).ends_with("za 5 rozdań"));
        for lang in Lang::ALL {
            let w = Words::new(lang);
            for v in [view(Some(2), false), view(None, false), view(None, true)] {
                let line = text(w, &v);
                assert!(line.contains("Razz"), "{lang:?}: {line}");
                assert!(!line.contains('{'), "{lang:?}: {line}");
            }
        }
    }
}
