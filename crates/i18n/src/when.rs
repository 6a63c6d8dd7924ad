//! Dates and times as each language writes them: the pattern is the
//! catalogue's (`when.ftl`, chrono's strftime syntax), the month names and
//! the decimal sign chrono's locale data (en_GB, cs_CZ, pl_PL, da_DK,
//! hu_HU). Times are 24-hour in every language. A pattern chrono cannot
//! write gives the ISO form, never a panic.
use std::fmt::{Display, Write};

use chrono::format::{DelayedFormat, StrftimeItems};
use chrono::{DateTime, Locale, NaiveDate, NaiveTime, Utc};

use crate::{Lang, Words};

impl Words {
    /// A day: `5 Nov 2026`, `5. 11. 2026`, `05.11.2026`, `2026. 11. 05.`
    pub fn date(self, date: NaiveDate) -> String {
        let pattern = self.get("when-date");
        render(&pattern, self.lang(), Some(date), None, date)
    }

    /// A time of day to the second: `21:07:09`.
    pub fn time(self, time: NaiveTime) -> String {
        let pattern = self.get("when-time");
        render(
            &pattern,
            self.lang(),
            None,
            Some(time),
            time.format("%H:%M:%S"),
        )
    }

    /// A time of day to the millisecond, with the language's decimal sign:
    /// `21:07:09.123`, `21:07:09,123`.
    pub fn time_ms(self, time: NaiveTime) -> String {
        let pattern = self.get("when-time-ms");
        let iso = time.format("%H:%M:%S%.3f");
        render(&pattern, self.lang(), None, Some(time), iso)
    }

    /// A moment as the log stores it (UTC): the day and the time to the
    /// second, `5 Nov 2026 21:07:09`. Which zone it is in is the message's
    /// to say.
    pub fn date_time(self, at: DateTime<Utc>) -> String {
        let pattern = self.get("when-date-time");
        let naive = at.naive_utc();
        let iso = naive.format("%Y-%m-%d %H:%M:%S");
        render(
            &pattern,
            self.lang(),
            Some(naive.date()),
            Some(naive.time()),
            iso,
        )
    }
}

/// chrono's locale for the language's words and decimal sign.
fn locale(lang: Lang) -> Locale {
    match lang {
        Lang::En => Locale::en_GB,
        Lang::Cs => Locale::cs_CZ,
        Lang::Pl => Locale::pl_PL,
        Lang::Da => Locale::da_DK,
        Lang::Hu => Locale::hu_HU,
    }
}

/// `pattern` written for the date and time given, else `iso`: chrono
/// reports a pattern it cannot write (an unknown `%` or a date field asked
/// of a time) as a formatting error.
fn render(
    pattern: &str,
    lang: Lang,
    date: Option<NaiveDate>,
    time: Option<NaiveTime>,
    iso: impl Display,
) -> String {
    let locale = locale(lang);
    let items = StrftimeItems::new_with_locale(pattern, locale);
    let mut out = String::new();
    match write!(
        out,
        "{}",
        DelayedFormat::new_with_locale(date, time, items, locale)
    ) {
        Ok(()) => out,
        Err(_) => iso.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 5).expect("a real day")
    }

    fn moment() -> NaiveTime {
        NaiveTime::from_hms_milli_opt(21, 7, 9, 123).expect("a real time")
    }

    #[test]
    fn each_language_writes_the_day_its_way() {
        let date = |lang| Words::new(lang).date(day());
        assert_eq!(date(Lang::En), "5 Nov 2026");
        assert_eq!(date(Lang::Cs), "5. 11. 2026");
        assert_eq!(date(Lang::Pl), "05.11.2026");
        assert_eq!(date(Lang::Da), "05.11.2026");
        assert_eq!(date(Lang::Hu), "2026. 11. 05.");
    }

    #[test]
    fn times_are_24_hour_and_milliseconds_take_the_decimal_sign() {
        for lang in Lang::ALL {
            assert_eq!(Words::new(lang).time(moment()), "21:07:09", "{lang}");
        }
        let ms = |lang| Words::new(lang).time_ms(moment());
        assert_eq!(ms(Lang::En), "21:07:09.123");
        assert_eq!(ms(Lang::Cs), "21:07:09,123");
        assert_eq!(ms(Lang::Pl), "21:07:09,123");
        assert_eq!(ms(Lang::Da), "21:07:09,123");
        assert_eq!(ms(Lang::Hu), "21:07:09,123");
    }

    #[test]
    fn a_moment_is_its_day_and_time() {
        let at = day().and_time(moment()).and_utc();
        let both = |lang| Words::new(lang).date_time(at);
        assert_eq!(both(Lang::En), "5 Nov 2026 21:07:09");
        assert_eq!(both(Lang::Cs), "5. 11. 2026 21:07:09");
        assert_eq!(both(Lang::Pl), "05.11.2026 21:07:09");
        assert_eq!(both(Lang::Da), "05.11.2026 21:07:09");
        assert_eq!(both(Lang::Hu), "2026. 11. 05. 21:07:09");
    }

    #[test]
    fn a_pattern_chrono_cannot_write_gives_the_iso_form() {
        let iso = || render("%Q %Y", Lang::Cs, Some(day()), None, day());
        assert_eq!(iso(), "2026-11-05");
        // A day asked of a time alone.
        let t = render("%d %H", Lang::Hu, None, Some(moment()), "21:07:09");
        assert_eq!(t, "21:07:09");
        // A month name comes from the locale, not from English.
        let month = render("%B", Lang::Cs, Some(day()), None, day());
        assert_ne!(month, "November");
        assert!(!month.is_empty());
    }
}
