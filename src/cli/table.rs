//! `dealerdesk table`: the scripted table face on standard input.
use std::path::Path;

use anyhow::Result;

use super::{ClockFlag, load_rules, open_desk};
use dealerdesk::i18n::{Lang, Words};
use dealerdesk::rules::{HouseRules, Variant};
use dealerdesk::table_face::TableFace;
use dealerdesk::tournament::ClockMode;

pub(super) fn table_cmd(
    db: &Path,
    rules: Option<&Path>,
    clock: Option<ClockFlag>,
    room: Option<&str>,
    lang: Option<&str>,
) -> Result<i32> {
    let room = dealerdesk::room::config::room_url(room)?;
    // Until the log's own rules are read: the flag, else the locale.
    let early = Words::new(Lang::choose(lang, None)?);
    let rules =
        load_rules(rules, early)?.unwrap_or_else(|| HouseRules::preset(Variant::NoLimitHoldem));
    let early = Words::new(Lang::choose(lang, rules.language.as_deref())?);
    let table = db
        .file_stem()
        .map_or_else(|| "table".into(), |s| s.to_string_lossy().into_owned());
    let mut desk = open_desk(db, rules, &table, early)?;
    if let Some(clock) = clock {
        if desk.tournament().is_none() {
            let lang = Lang::choose(lang, desk.rules().language.as_deref())?;
            anyhow::bail!(Words::new(lang).get("cli-clock-not-a-tournament"));
        }
        desk.set_clock_mode(match clock {
            ClockFlag::Wall => ClockMode::Wall,
            ClockFlag::Manual => ClockMode::Manual,
        })?;
    }
    let lang = Lang::choose(lang, desk.rules().language.as_deref())?;
    if let Some(url) = &room {
        super::room::take_room_staff(&mut desk, url, Words::new(lang))?;
    }
    let mut face = TableFace::new(desk)?;
    let sync = room
        .as_deref()
        .map(|url| super::room::TableSync::start(url, db));
    face.speak(lang);
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    // Unbuffered beyond the line: each answer is flushed as it is made.
    let refused = match &room {
        // A table of a tournament the room holds takes its moves between hands.
        Some(url) => super::event_table::run_with_moves(
            &mut face,
            url,
            Words::new(lang),
            || {
                if let Some(s) = &sync {
                    s.poke();
                }
            },
            stdin.lock(),
            stdout.lock(),
        )?,
        None => face.run(stdin.lock(), stdout.lock())?,
    };
    if let Some(sync) = sync {
        sync.finish(db, Words::new(lang))?;
    }
    Ok(i32::from(refused))
}
