//! The language the console speaks this frame: the dealer's, or the floor
//! person's while the floor panel is drawn (each person chooses their own).
//! Every word on screen is a catalogue message (`t`, `tw`).
use std::cell::Cell;

use dealerdesk_i18n::{Args, Lang, Words};

thread_local! {
    static SPOKEN: Cell<Lang> = const { Cell::new(Lang::En) };
}

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
}

/// Speaks `lang` from now on, on this thread (the UI thread).
pub fn set(lang: Lang) {
    SPOKEN.with(|s| s.set(lang));
}

/// The language spoken now.
pub fn lang() -> Lang {
    SPOKEN.with(Cell::get)
}

/// The words of the language spoken now.
pub fn words() -> Words {
    Words::new(lang())
}

/// A message with no arguments.
pub fn t(id: &str) -> String {
    words().get(id)
}

/// A message with its arguments.
pub fn tw(id: &str, args: Args) -> String {
    words().with(id, &args)
}

/// Chips (or any count) written the language's way: 10,000 / 10 000 / 10.000.
pub fn number(n: u64) -> String {
    words().number(n)
}

/// A street's name, as the table says it.
pub fn street_name(street: dealerdesk_core::game::Street) -> String {
    use dealerdesk_core::game::Street;
    t(match street {
        Street::Preflop => "street-preflop",
        Street::Flop => "street-flop",
        Street::Turn => "street-turn",
        Street::River => "street-river",
        Street::Third => "street-third",
        Street::Fourth => "street-fourth",
        Street::Fifth => "street-fifth",
        Street::Sixth => "street-sixth",
        Street::Seventh => "street-seventh",
    })
}

/// A player by name and seat, as every list of players says them.
pub fn player(name: &str, seat: u8) -> String {
    tw(
        "console-player",
        Args::new().str("name", name).num("seat", u64::from(seat)),
    )
}
