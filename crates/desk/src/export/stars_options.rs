//! How PokerStars text is written for a table: its name, the hero, the
//! currency and what a chip is worth, the room's time zone (named in the
//! header as PokerStars names it) and the seat count.

use chrono::Offset;
use chrono_tz::Tz;

use dealerdesk_core::chips::Chips;
use dealerdesk_core::rules::Game;

/// How a hand is written.
#[derive(Clone, Debug)]
pub struct StarsOptions {
    /// The table's name.
    pub table: String,
    /// The player whose hole cards are written in `Dealt to` lines.
    pub hero: Option<String>,
    /// The currency code (`USD`, `EUR`, `CZK`…); `None` writes play chips.
    pub currency: Option<String>,
    /// The room's time zone: the header gives its local time, then Eastern
    /// time in brackets as PokerStars does.
    pub time_zone: Tz,
    /// Seats at the table (the header's `N-max`).
    pub max_seats: u8,
    /// What one chip is worth, in hundredths of the currency: 100 when
    /// chips are whole dollars (or euros…), 1 when they count cents.
    pub chip_cents: u64,
}

impl StarsOptions {
    /// Defaults for a table: US dollars, Eastern time, the seats its game is
    /// dealt to by the rulebook (ten, eight at stud and badugi, six at 2-7
    /// triple draw, seven at 2-7 single draw), chips of one dollar.
    pub fn new(table: &str, game: Game) -> StarsOptions {
        StarsOptions {
            table: table.to_string(),
            hero: None,
            currency: Some("USD".into()),
            time_zone: Tz::America__New_York,
            max_seats: game
                .def()
                .table_size
                .limit
                .max(game.def().table_size.big_bet),
            chip_cents: 100,
        }
    }

    /// `chips` as money: whole amounts bare (`$2`), others with two
    /// decimals (`$0.50`, `$51125.64`), as PokerStars writes them.
    pub(super) fn money(&self, chips: Chips) -> String {
        let cents = chips.0.saturating_mul(self.chip_cents);
        let (whole, part) = (cents / 100, cents % 100);
        if part == 0 {
            format!("{}{whole}", self.symbol())
        } else {
            format!("{}{whole}.{part:02}", self.symbol())
        }
    }

    pub(super) fn symbol(&self) -> &'static str {
        match self.currency.as_deref() {
            Some("USD") => "$",
            Some("EUR") => "€",
            Some("GBP") => "£",
            _ => "",
        }
    }
}

/// The zone's name in the header. PokerStars names a zone by its standard
/// time all year (`CET` in July too: its published hands of 2010/07/03
/// and 2025/04/24 read `CET` beside the Eastern time six hours behind):
/// the abbreviation of the zone's smaller offset over the year.
pub(super) fn zone_label(tz: Tz, year: i32) -> String {
    let at = |month: u32| {
        let utc = chrono::NaiveDate::from_ymd_opt(year, month, 1)
            .and_then(|d| d.and_hms_opt(12, 0, 0))
            .unwrap_or_default()
            .and_utc();
        let local = utc.with_timezone(&tz);
        (
            local.offset().fix().local_minus_utc(),
            local.format("%Z").to_string(),
        )
    };
    let (january, july) = (at(1), at(7));
    if july.0 < january.0 {
        july.1
    } else {
        january.1
    }
}
