//! The languages the console speaks: the dealer's, and the floor person's in
//! the floor panel (each person chooses their own). Every word on screen is a
//! catalogue message, said through [`Say`] on the `Words` of the person who
//! reads it; whatever draws or says something is given those `Words`, as
//! egui passes a widget what it needs. Nothing is switched behind its back.

use dealerdesk_core::game::Street;
use dealerdesk_i18n::{Args, Lang, Words};

/// Who reads the screen, each in their own language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct People {
    /// The dealer at the table.
    pub dealer: Lang,
    /// The floor person, in the floor panel.
    pub floor: Lang,
}

impl People {
    /// Both in one language.
    pub fn both(lang: Lang) -> People {
        People {
            dealer: lang,
            floor: lang,
        }
    }

    /// The dealer's words.
    pub fn dealer(self) -> Words {
        Words::new(self.dealer)
    }

    /// The floor person's words.
    pub fn floor(self) -> Words {
        Words::new(self.floor)
    }
}

/// The console's ways of saying things in one language's words.
pub trait Say: Copy {
    /// A message with no arguments.
    fn t(self, id: &str) -> String;
    /// A message with its arguments.
    fn tw(self, id: &str, args: Args) -> String;
    /// A street's name, as the table says it.
    fn street(self, street: Street) -> String;
    /// A player by name and seat, as every list of players says them.
    fn player(self, name: &str, seat: u8) -> String;
}

impl Say for Words {
    fn t(self, id: &str) -> String {
        self.get(id)
    }

    fn tw(self, id: &str, args: Args) -> String {
        self.with(id, &args)
    }

    fn street(self, street: Street) -> String {
        self.t(match street {
            Street::Preflop => "street-preflop",
            Street::Flop => "street-flop",
            Street::Turn => "street-turn",
            Street::River => "street-river",
            Street::Third => "street-third",
            Street::Fourth => "street-fourth",
            Street::Fifth => "street-fifth",
            Street::Sixth => "street-sixth",
            Street::Seventh => "street-seventh",
            Street::Predraw => "street-predraw",
            Street::FirstDraw => "street-first-draw",
            Street::SecondDraw => "street-second-draw",
            Street::ThirdDraw => "street-third-draw",
        })
    }

    fn player(self, name: &str, seat: u8) -> String {
        self.tw(
            "console-player",
            Args::new().str("name", name).num("seat", u64::from(seat)),
        )
    }
}
