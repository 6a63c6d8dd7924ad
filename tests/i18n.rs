//! The faces in the room's language: `dealerdesk table --lang` says its
//! refusals in Czech, Polish, Danish and Hungarian with each language's
//! plurals, `rules explain --lang` quotes the bundled rules' translations,
//! and the log is the same whatever language the table spoke.
#![allow(clippy::unwrap_used)]

use std::process::Command;

use serde_json::Value;

#[path = "support/table.rs"]
mod table_script;

use table_script::{answers, table_command};

/// Runs `dealerdesk table --lang LANG` on a fresh log: the answers, and the
/// log's events in its own notation.
fn table(lang: &str, script: &str) -> (Vec<Value>, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("table.sqlite");
    let answers = run_table(&["--lang", lang], &db, script);
    let log = dealerdesk::log::EventLog::open_read_only(&db)
        .unwrap()
        .events(None)
        .unwrap()
        .into_iter()
        .map(|e| e.action)
        .collect();
    (answers, log)
}

/// Runs `dealerdesk table ARGS --db DB` with `script` on standard input:
/// one answer per line.
fn run_table(args: &[&str], db: &std::path::Path, script: &str) -> Vec<Value> {
    answers(table_command().args(args).arg("--db").arg(db), script).1
}

/// Three players at 1/2; on the flop the small blind bets 1 (the minimum
/// is 2), then bets 5 and the big blind raises to 5 (the minimum is 10).
const SCRIPT: &str = "\
sit 1 Ana 100
sit 2 Ben 100
sit 3 Cleo 100
n
u
c
c
c
2c
3d 4h 5s
cbr 1
cbr 5
cbr 5
";

/// The messages of the refused lines.
fn refusals(answers: &[Value]) -> Vec<String> {
    answers
        .iter()
        .filter(|a| a["ok"] == false)
        .map(|a| a["refused"]["message"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn czech_refusals_say_1_zeton_2_zetony_5_zetonu() {
    let (answers, _) = table("cs", SCRIPT);
    assert_eq!(
        refusals(&answers),
        [
            "Sázka na 1 žeton je pod minimem: vsadit lze nejméně 2 žetony.",
            "Navýšení na 5 žetonů je pod minimem: navýšit lze nejméně na 10 žetonů.",
        ]
    );
    let refused = answers.iter().find(|a| a["ok"] == false).unwrap();
    assert_eq!(refused["refused"]["rule"], "min_bet");
}

#[test]
fn polish_refusals_say_1_zeton_2_zetony_5_zetonow() {
    let (answers, _) = table("pl", SCRIPT);
    assert_eq!(
        refusals(&answers),
        [
            "Za mały zakład (1 żeton): najmniejszy zakład to 2 żetony.",
            "Za małe podbicie (łącznie 5 żetonów): najmniejsze podbicie to łącznie 10 żetonów.",
        ]
    );
}

#[test]
fn danish_and_hungarian_refusals() {
    let (da, _) = table("da", SCRIPT);
    assert_eq!(
        refusals(&da),
        [
            "Et bet på 1 chip er under minimum: det mindste bet er 2 chips.",
            "Et raise til 5 chips er under minimum: raise til mindst 10 chips.",
        ]
    );
    let (hu, _) = table("hu", SCRIPT);
    assert_eq!(
        refusals(&hu),
        [
            "Az 1 zsetonos tét a minimum alatt van: a legkisebb tét 2 zseton.",
            "Az 5 zsetonra emelés a minimum alatt van: legalább 10 zsetonra kell emelni.",
        ]
    );
}

#[test]
fn english_refusals_come_from_the_catalogue_too() {
    let (answers, _) = table("en", SCRIPT);
    assert_eq!(
        refusals(&answers),
        [
            "A bet of 1 chip is below the minimum: the smallest bet is 2 chips.",
            "A raise to 5 chips is below the minimum: raise to at least 10 chips.",
        ]
    );
}

#[test]
fn the_log_does_not_depend_on_the_language_spoken() {
    let (cs, cs_log) = table("cs", SCRIPT);
    let (hu, hu_log) = table("hu", SCRIPT);
    let (en, en_log) = table("en", SCRIPT);
    assert!(cs_log.len() > 10);
    assert_eq!(cs_log, en_log);
    assert_eq!(hu_log, en_log);
    // The answers differ only in the words of the refusals.
    let strip = |answers: &[Value]| -> Vec<Value> {
        answers
            .iter()
            .map(|a| {
                let mut a = a.clone();
                if let Some(r) = a.get_mut("refused") {
                    r["message"] = Value::Null;
                }
                a
            })
            .collect()
    };
    assert_eq!(strip(&cs), strip(&en));
    assert_eq!(strip(&hu), strip(&en));
}

#[test]
fn entries_the_table_does_not_understand_are_said_in_the_language() {
    let (answers, _) = table("cs", "sit 1 Ana 100\nsit 2 Ben 100\nn\nu\nzz\n");
    let said = refusals(&answers);
    assert_eq!(said.len(), 1);
    // The reason too is Czech, from the typed error: no English left.
    assert_eq!(
        said[0],
        "Nerozumím zadání „zz“ („zz“ tu není klávesa pro sázení: f, c, r N, p, h, a, bi nebo $ ŽETONY)."
    );
    let (answers, _) = table("pl", "sit 1 Ana 100\nsit 2 Ben 100\nn\nu\np9 zz\n");
    let said = refusals(&answers);
    // Nobody sits at `p9` in a hand of two: said in Polish, naming the word.
    assert_eq!(
        said[0],
        "Na „p9” nie siedzi nikt z tego rozdania: podaj numer miejsca albo imię."
    );
    // A seating word short of its seat is not read; a floor word without
    // the floor is read, and refused as the floor's.
    let (answers, _) = table("cs", "sit 1 Ana 100\nleave x\nclock pause\n");
    assert_eq!(
        refusals(&answers),
        [
            "Nerozumím zadání „leave x“ („leave x“: chybí číslo místa).",
            "„clock pause“ patří floormanovi: floor JMÉNO PIN \"DŮVOD\" clock pause",
        ]
    );
}

#[test]
fn a_floor_entry_out_of_form_or_by_an_unknown_floor_is_said_in_the_language() {
    let script =
        "sit 1 Ana 100\naddfloor Morgan\nfloor Nobody 246800 \"why\" kill p1\nfloor Morgan\n";
    let (answers, _) = table("en", script);
    assert_eq!(
        refusals(&answers),
        [
            "Not understood: “addfloor Morgan” (addfloor NAME PIN [BY PIN]).",
            "No floor person is called “Nobody”.",
            "Not understood: “floor Morgan” (floor NAME PIN \"REASON\" RULING).",
        ]
    );
    let (answers, _) = table("cs", script);
    assert_eq!(
        refusals(&answers),
        [
            "Nerozumím zadání „addfloor Morgan“ (addfloor NAME PIN [BY PIN]).",
            "Žádný floorman se nejmenuje „Nobody“.",
            "Nerozumím zadání „floor Morgan“ (floor NAME PIN \"REASON\" RULING).",
        ]
    );
}

#[test]
fn seating_refusals_name_their_case_in_the_language() {
    let script = "sit 1 Ana 100\nsit 1 Ben 100\nsit 2 Ben 0\n";
    let (answers, _) = table("cs", script);
    assert_eq!(
        refusals(&answers),
        [
            "Místo 1 je obsazené: sedí tam Ana. Zamítnuto podle pravidla seating \
             (TDA 2024 Rule 4): Na jednom místě sedí jeden hráč; každý hraje z místa, \
             které mu bylo přiděleno, a žetony má před sebou.",
            "Hráč si přisedá se žetony, ne s 0. Zamítnuto podle pravidla seating \
             (TDA 2024 Rule 4): Na jednom místě sedí jeden hráč; každý hraje z místa, \
             které mu bylo přiděleno, a žetony má před sebou.",
        ]
    );
    let (answers, _) = table("pl", script);
    assert_eq!(
        refusals(&answers)[0],
        "Miejsce 1 jest zajęte: siedzi tam Ana. Odrzucone według zasady seating \
         (TDA 2024 Rule 4): Jedno miejsce to jeden gracz; każdy gra z przydzielonego \
         miejsca i ma żetony przed sobą."
    );
    // The rule behind it stays on the answer, as data.
    let refused = answers
        .iter()
        .find(|a| a["ok"] == false)
        .map(|a| a["refused"]["rule"].clone());
    assert_eq!(refused, Some(serde_json::json!("seating")));
}

/// Runs `dealerdesk table --lang LANG --clock manual` under the bundled
/// tournament preset (no rebuys, no add-on, entries until level 4): the
/// messages of the refused lines, and their rules.
fn tournament_refusals(lang: &str, script: &str) -> Vec<(String, Value)> {
    let dir = tempfile::tempdir().unwrap();
    let rules = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/tda-2024/nl-holdem-tournament.yaml"
    );
    run_table(
        &["--lang", lang, "--clock", "manual", "--rules", rules],
        &dir.path().join("turnaj.sqlite"),
        script,
    )
    .into_iter()
    .filter(|a| a["ok"] == false)
    .map(|a| {
        let message = a["refused"]["message"].as_str().unwrap().to_string();
        (message, a["refused"]["rule"].clone())
    })
    .collect()
}

/// Chips at a tournament seat, a rebuy and an add-on the structure lacks,
/// the clock started twice, and an entry at level 5 after registration
/// closed with level 4.
const TOURNAMENT: &str = "\
sit 1 Ana 100
sit 1 Ana
sit 2 Ben
rebuy 2
addon 1
clock start
clock start
tick 105m
sit 3 Cleo
";

#[test]
fn tournament_refusals_name_their_case_in_the_language() {
    let said = |lang| -> Vec<String> {
        tournament_refusals(lang, TOURNAMENT)
            .into_iter()
            .map(|(m, _)| m)
            .collect()
    };
    // The case, then (the rule's text being worded in the language) the
    // rule behind it.
    let cs = said("cs");
    assert_eq!(
        cs[..4],
        [
            "Místo v turnaji dostává startovní stack: sit MÍSTO JMÉNO, bez žetonů.",
            "Tento turnaj nemá rebuy.",
            "Tento turnaj nemá add-on.",
            "Hodiny už běží.",
        ]
    );
    assert!(
        cs[4].starts_with(
            "Registrace skončila po levelu 4; hodiny jsou na levelu 5. \
             Zamítnuto podle pravidla late_registration (TDA 2024 Rules 8-A, 10-A): \
             Vstupy se přijímají do konce levelu 4"
        ),
        "{}",
        cs[4]
    );
    let pl = said("pl");
    assert_eq!(
        pl[..4],
        [
            "Miejsce w turnieju dostaje stack startowy: sit MIEJSCE IMIĘ, bez żetonów.",
            "Ten turniej nie ma rebuy.",
            "Ten turniej nie ma add-onu.",
            "Zegar już ruszył.",
        ]
    );
    assert!(
        pl[4].starts_with("Rejestracja zamknęła się po poziomie 4; zegar jest na poziomie 5. "),
        "{}",
        pl[4]
    );
    assert!(pl[4].contains("late_registration"), "{}", pl[4]);
    // English says the case and the rule's text from the catalogue too; the
    // rule that closed registration stays on the answer as data in every
    // language.
    let english = tournament_refusals("en", TOURNAMENT);
    assert_eq!(
        english[0].0,
        "A tournament seat takes the starting stack: sit SEAT NAME, without chips."
    );
    assert!(
        english[4].0.starts_with(
            "Registration closed after level 4; the clock is at level 5. \
             Refused under late_registration (TDA 2024 Rules 8-A, 10-A): "
        ),
        "{}",
        english[4].0
    );
    let rules: Vec<Value> = tournament_refusals("hu", TOURNAMENT)
        .into_iter()
        .map(|(_, r)| r)
        .collect();
    assert_eq!(rules[4], serde_json::json!("late_registration"));
    assert_eq!(rules[0], Value::Null);
}

#[test]
fn an_unknown_language_is_refused_by_name() {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["rules", "explain", "nl-holdem", "min_bet", "--lang", "de"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("no language 'de'"), "{err}");
}

fn explain(lang: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["rules", "explain", "nl-holdem", "min_bet", "--lang", lang])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn rules_explain_quotes_the_bundled_rule_in_danish() {
    let en = explain("en");
    let da = explain("da");
    // The id and the citation stay; the text is the Danish translation.
    let first = en.lines().next().unwrap();
    assert_eq!(da.lines().next().unwrap(), first);
    assert!(first.starts_with("min_bet ("), "{en}");
    let english_text = en.lines().nth(1).unwrap().trim();
    let danish_text = da.lines().nth(1).unwrap().trim();
    assert_eq!(
        Some(danish_text),
        dealerdesk::i18n::rule_text(dealerdesk::i18n::Lang::Da, english_text)
    );
    assert!(danish_text.contains("mindste"), "{da}");
    assert_ne!(danish_text, english_text);
}

#[test]
fn the_house_files_language_is_the_tables_unless_asked_otherwise() {
    let dir = tempfile::tempdir().unwrap();
    let house = dir.path().join("house.yaml");
    let preset = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/nl-holdem.yaml"),
    )
    .unwrap();
    std::fs::write(&house, format!("{preset}\nlanguage: pl\n")).unwrap();
    let run = |lang: Option<&str>, db: &str| {
        let mut command = table_command();
        command
            .arg("--rules")
            .arg(&house)
            .arg("--db")
            .arg(dir.path().join(db))
            .env("LANG", "da_DK.UTF-8")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES");
        if let Some(lang) = lang {
            command.args(["--lang", lang]);
        }
        refusals(&answers(&mut command, SCRIPT).1).remove(0)
    };
    // The house file's Polish before the locale's Danish; --lang before both.
    assert!(run(None, "a.sqlite").starts_with("Za mały zakład (1 żeton)"));
    assert!(run(Some("hu"), "b.sqlite").starts_with("Az 1 zsetonos tét"));
}

#[test]
fn the_log_commands_speak_the_language_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("table.sqlite");
    answers(
        table_command().arg("--db").arg(&db),
        &format!("{SCRIPT}f\nf\n"),
    );
    // `log COMMAND DB ARGS…`
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
            .args(&args[..2])
            .arg(&db)
            .args(&args[2..])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let en = run(&["log", "verify", "--lang", "en"]);
    let cs = run(&["log", "verify", "--lang", "cs"]);
    let events = en
        .split(", ")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .to_string();
    assert!(
        en.contains(&format!("chain intact, {events} events")),
        "{en}"
    );
    // Czech takes the plural of the count: 5 and more událostí.
    assert!(
        cs.contains(&format!("řetězec neporušen, {events} událostí")),
        "{cs}"
    );
    // The same hash in every language.
    let hash = |said: &str| {
        let after = said.split("hash ").nth(1).unwrap_or_default();
        after.split_whitespace().next().map(str::to_owned)
    };
    assert_eq!(hash(&en), hash(&cs));
    let pl = run(&["log", "show", "1", "--lang", "pl"]);
    assert!(
        pl.starts_with("rozdanie 1 (id 1), button na miejscu"),
        "{pl}"
    );
    assert!(pl.contains("pula 1: "), "{pl}");
}

#[test]
fn a_house_file_gives_its_texts_in_several_languages() {
    let dir = tempfile::tempdir().unwrap();
    let house = dir.path().join("house.yaml");
    let preset = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/nl-holdem.yaml"),
    )
    .unwrap();
    let english =
        "text: The smallest opening bet is the big blind, unless the player is all-in for less.";
    assert!(preset.contains(english));
    let several = "text:\n      en: Here the smallest bet is the big blind.\n      \
                   cs: Zde je nejmenší sázka velký blind.";
    std::fs::write(&house, preset.replace(english, several)).unwrap();
    let explain = |lang: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
            .args(["rules", "explain"])
            .arg(&house)
            .args(["min_bet", "--lang", lang])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .nth(1)
            .unwrap()
            .trim()
            .to_string()
    };
    assert_eq!(explain("cs"), "Zde je nejmenší sázka velký blind.");
    assert_eq!(explain("en"), "Here the smallest bet is the big blind.");
    // No Hungarian in the file and none bundled for this wording: the file's first.
    assert_eq!(explain("hu"), "Here the smallest bet is the big blind.");
    // The log keeps the languages: a refusal by that rule, said at a table
    // reopened from its log, quotes the Czech.
    let rules = dealerdesk::rules::HouseRules::from_file(&house).unwrap();
    assert_eq!(
        rules.translations["Here the smallest bet is the big blind."]["cs"],
        "Zde je nejmenší sázka velký blind."
    );
    let db = dir.path().join("t.sqlite");
    drop(dealerdesk::desk::Desk::open(&db, rules.clone(), "t").unwrap());
    // Reopened with the bundled rules: the session's own come from its log.
    let bundled = dealerdesk::rules::HouseRules::preset(dealerdesk::rules::Variant::NoLimitHoldem);
    let reopened = dealerdesk::desk::Desk::open(&db, bundled, "t").unwrap();
    assert_eq!(
        reopened.rules().translations["Here the smallest bet is the big blind."]["cs"],
        "Zde je nejmenší sázka velký blind."
    );
}

#[test]
fn a_broken_log_and_a_bad_house_file_are_refused_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("table.sqlite");
    drop(dealerdesk::ui::sample::six_handed_side_pot(&db).unwrap());
    // An insider's edit of event 9, the append-only triggers dropped first.
    let conn = rusqlite::Connection::open(&db).unwrap();
    dealerdesk_testkit::drop_triggers(&conn);
    conn.execute("UPDATE events SET action = action || ' ' WHERE seq = 9", [])
        .unwrap();
    drop(conn);
    let refused = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        String::from_utf8(out.stderr).unwrap()
    };
    let path = db.to_str().unwrap();
    let cs = refused(&["log", "verify", path, "--lang", "cs"]);
    assert!(
        cs.starts_with("Hašovací řetězec je porušen u události 9: uložený haš "),
        "{cs}"
    );
    let pl = refused(&["log", "verify", path, "--lang", "pl"]);
    assert!(
        pl.starts_with("Łańcuch haszy jest przerwany przy zdarzeniu 9: zapisany hasz "),
        "{pl}"
    );
    let en = refused(&["log", "verify", path, "--lang", "en"]);
    assert!(
        en.starts_with("The hash chain is broken at event 9: the stored hash "),
        "{en}"
    );
    // A house file that does not parse: the place in the language's words.
    let house = dir.path().join("dum.yaml");
    std::fs::write(&house, "name: Dům\ngame: holdem\nstructure: [no\n").unwrap();
    let house = house.to_str().unwrap();
    let cs = refused(&["rules", "check", house, "--lang", "cs"]);
    assert!(cs.contains("dum.yaml, řádek 3, sloupec "), "{cs}");
    let pl = refused(&["rules", "check", house, "--lang", "pl"]);
    assert!(pl.contains("dum.yaml, wiersz 3, kolumna "), "{pl}");
}

/// A house file that parses but cannot be dealt is refused by `rules check`
/// in the reader's language: the place, the fault and its amounts, no
/// English; `rules explain` says the same.
#[test]
fn a_bad_house_file_is_refused_in_czech_and_polish_with_its_amounts() {
    let dir = tempfile::tempdir().unwrap();
    let preset = dealerdesk::rules::Variant::NoLimitHoldem.text();
    let text = preset.replacen("small_blind: 1", "small_blind: 5", 1);
    let line = text.lines().position(|l| l == "  small_blind: 5").unwrap() + 1;
    let house = dir.path().join("dum.yaml");
    std::fs::write(&house, &text).unwrap();
    let refused = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
            .args(args)
            .arg(&house)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        String::from_utf8(out.stderr).unwrap()
    };
    let cs = refused(&["rules", "check", "--lang", "cs"]);
    assert!(
        cs.ends_with(&format!(
            "dum.yaml, řádek {line}, sloupec 3: Malý blind 5 je víc než velký blind 2.\n"
        )),
        "{cs}"
    );
    let pl = refused(&["rules", "check", "--lang", "pl"]);
    assert!(
        pl.ends_with(&format!(
            "dum.yaml, wiersz {line}, kolumna 3: Mały blind 5 jest większy niż duży blind 2.\n"
        )),
        "{pl}"
    );
    let explained = refused(&["rules", "explain", "--lang", "pl"]);
    assert_eq!(explained, pl);
    // A tournament structure's fault, in Czech with the decimal comma.
    let rebuy = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/tda-2024/nl-holdem-rebuy.yaml"
    ))
    .unwrap()
    .replacen(
        "{ entries: 11, percent: [50, 30, 20] }",
        "{ entries: 11, percent: [50, 30, 25] }",
        1,
    );
    std::fs::write(&house, rebuy).unwrap();
    let cs = refused(&["rules", "check", "--lang", "cs"]);
    assert!(
        cs.contains(": Turnaj: řádek od 11 vstupů vyplácí 105,00 %, ne 100 %."),
        "{cs}"
    );
    // A share finer than it is kept: the key and the value as written, with
    // the language's decimal sign, at its line.
    let wsop = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/wsop-2026-cash/nl-holdem.yaml"
    ))
    .unwrap();
    let raked = wsop.replacen("  percent: 10\n", "  percent: 10.55\n", 1);
    assert_ne!(raked, wsop, "the preset's rake is 10 percent");
    let line = raked.lines().position(|l| l == "  percent: 10.55").unwrap() + 1;
    std::fs::write(&house, raked).unwrap();
    let cs = refused(&["rules", "check", "--lang", "cs"]);
    assert!(
        cs.ends_with(&format!(
            "dum.yaml, řádek {line}, sloupec 3: rake: 10,55 není podíl od 0 do 100 \
             v celých desetinách procenta.\n"
        )),
        "{cs}"
    );
    let en = refused(&["rules", "check", "--lang", "en"]);
    assert!(
        en.ends_with(&format!(
            "dum.yaml, line {line}, column 3: rake: 10.55 is not a share from 0 to 100 \
             in whole tenths of a percent.\n"
        )),
        "{en}"
    );
}
