//! The command line's human output in the language asked for: `log hands`
//! keeps its tab-separated columns with the words and dates of the
//! language, `log show` its times with the language's decimal sign,
//! anchors, imports, replays and `room status` say their lines in Czech,
//! Polish, Hungarian; the machine outputs stay as they are.
#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};
use std::process::Command;

use chrono::{DateTime, Utc};

#[path = "../crates/room/tests/support/mod.rs"]
mod support;
#[path = "support/table.rs"]
mod table_script;

use table_script::{answers, table_command};

/// `dealerdesk ARGS…`: the exit code, standard output and standard error.
fn dealerdesk(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A table's log with one hand played to its end, and when it started.
fn played(dir: &Path) -> (PathBuf, DateTime<Utc>) {
    let db = dir.join("table.sqlite");
    let script = "sit 1 Ana 100\nsit 2 Ben 100\nsit 3 Cleo 100\nn\nu\ncbr 6\nf\nf\n";
    let (code, _) = answers(table_command().arg("--db").arg(&db), script);
    assert_eq!(code, 0);
    let hands = dealerdesk::log::EventLog::open_read_only(&db)
        .unwrap()
        .hands(&dealerdesk::log::HandFilter::all())
        .unwrap();
    (db, hands[0].started_at)
}

#[test]
fn log_hands_keeps_its_columns_in_the_languages_words_and_dates() {
    let dir = tempfile::tempdir().unwrap();
    let (db, started) = played(dir.path());
    let db = db.to_str().unwrap();
    let columns = |lang: &str| {
        let (code, out, err) = dealerdesk(&["log", "hands", db, "--lang", lang]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.lines().count(), 1, "{out}");
        out.trim_end()
            .split('\t')
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let en = columns("en");
    assert_eq!(en.len(), 6, "{en:?}");
    assert_eq!(en[1], "hand 1");
    assert_eq!(en[2], started.format("%-d %b %Y %H:%M:%S").to_string());
    let button = en[3].strip_prefix("button seat ").unwrap();
    // The players and what each won are names and numbers: the same in
    // every language.
    let (id, players, result) = (&en[0], &en[4], &en[5]);
    assert!(result.contains('+'), "the hand is over: {result}");
    let cs = columns("cs");
    assert_eq!(
        cs,
        [
            id.clone(),
            "hra 1".to_string(),
            started.format("%-d. %-m. %Y %H:%M:%S").to_string(),
            format!("button na místě {button}"),
            players.clone(),
            result.clone(),
        ]
    );
    let hu = columns("hu");
    assert_eq!(
        hu,
        [
            id.clone(),
            "1. leosztás".to_string(),
            started.format("%Y. %m. %d. %H:%M:%S").to_string(),
            format!("button: {button}. hely"),
            players.clone(),
            result.clone(),
        ]
    );
}

#[test]
fn log_show_dates_the_hand_and_times_its_entries_the_languages_way() {
    let dir = tempfile::tempdir().unwrap();
    let (db, started) = played(dir.path());
    let db = db.to_str().unwrap();
    let show = |lang: &str| dealerdesk(&["log", "show", db, "1", "--lang", lang]).1;
    let cs = show("cs");
    let head = cs.lines().next().unwrap();
    assert!(head.starts_with("hra 1 (id 1), button na místě "), "{cs}");
    assert!(
        head.ends_with(&format!(
            ", začátek {} UTC",
            started.format("%-d. %-m. %Y %H:%M:%S")
        )),
        "{cs}"
    );
    // Each entry's time to the millisecond: a decimal comma in Czech and
    // Polish, a point in English; the same time in each.
    let times = |text: &str, sign: char| -> Vec<String> {
        text.lines()
            .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
            .map(|l| {
                let time = l.split_whitespace().nth(1).unwrap().to_string();
                let (clock, ms) = time.split_once(sign).unwrap_or_else(|| panic!("{l}"));
                assert_eq!(clock.len(), 8, "{l}");
                assert_eq!(ms.len(), 3, "{l}");
                time.replace(sign, ".")
            })
            .collect()
    };
    let en = times(&show("en"), '.');
    assert!(en.len() > 5, "{en:?}");
    assert_eq!(times(&cs, ','), en);
    assert_eq!(times(&show("pl"), ','), en);
}

#[test]
fn anchors_that_do_not_hold_are_said_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let (db, _) = played(dir.path());
    let db = db.to_str().unwrap();
    let (_, at3, _) = dealerdesk(&["log", "anchor", db, "--at", "3"]);
    let hash3 = at3.trim().strip_suffix("@3").unwrap();
    let forged = "ab".repeat(32);
    let (code, _, err) = dealerdesk(&[
        "log",
        "verify",
        db,
        "--expect",
        &format!("{forged}@3"),
        "--lang",
        "cs",
    ]);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        format!("{db}: událost 3 má hash {hash3}, ne hash kotvy {forged}: záznam byl přepsán\n")
    );
    let (_, last, _) = dealerdesk(&["log", "anchor", db]);
    let events = last.trim().rsplit_once('@').unwrap().1;
    let (code, _, err) = dealerdesk(&["log", "anchor", db, "--at", "999", "--lang", "hu"]);
    assert_ne!(code, 0);
    assert_eq!(
        err,
        format!(
            "hiba: {db}: nincs 999. esemény; a napló {} {events}. eseménnyel ér véget\n",
            dealerdesk::i18n::hungarian_article(events)
        )
    );
}

#[test]
fn imports_and_replays_report_in_the_language() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let hand = data.join("phh/public/dwan-ivey-2009.phh");
    let unfinished = data.join("min-raise.phh");
    let (hand, unfinished) = (hand.to_str().unwrap(), unfinished.to_str().unwrap());
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("import.sqlite");
    let db = db.to_str().unwrap();
    let (code, out, err) = dealerdesk(&["log", "import", db, hand, unfinished, "--lang", "pl"]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(out, format!("{hand}: zapisano jako rozdanie 1\n"));
    assert_eq!(
        err,
        format!("{unfinished}: nie zapisano: rozdanie nie jest zakończone\n")
    );
    let (_, _, err) = dealerdesk(&["log", "import", db, unfinished, "--lang", "cs"]);
    assert_eq!(err, format!("{unfinished}: nezapsáno: hra není dohraná\n"));
    // Recorded stacks the rules do not give, with the decimal comma and a
    // semicolon between them; a bad field named with its value.
    let stacks = dir.path().join("stacks.phh");
    std::fs::write(
        &stacks,
        "variant = 'NT'\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
         starting_stacks = [1000, 1000]\nactions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\n\
         finishing_stacks = [1010.5, 989.5]\n",
    )
    .unwrap();
    let stacks = stacks.to_str().unwrap();
    let (code, _, err) = dealerdesk(&["log", "import", db, stacks, "--lang", "cs"]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(
        err,
        format!(
            "{stacks}: nezapsáno: podle pravidel tohoto záznamu hra končí se žetony \
             1\u{a0}001; 999, ne se zapsanými 1\u{a0}010,5; 989,5\n"
        )
    );
    // `state` says a refused action on standard error, its JSON on standard
    // output staying for tools.
    let short = dir.path().join("short.phh");
    std::fs::write(
        &short,
        "variant = 'NT'\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n\
         starting_stacks = [100, 100, 100]\n\
         actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 cbr 3']\n",
    )
    .unwrap();
    let short = short.to_str().unwrap();
    let (code, out, err) = dealerdesk(&["state", short, "--lang", "cs"]);
    assert_eq!(code, 1, "{err}");
    assert!(out.contains("\"action_index\": 3"), "{out}");
    assert_eq!(
        err,
        format!(
            "{short}: akce 4 „p3 cbr 3“ odmítnuta: Navýšení na 3 žetony je pod minimem: \
             navýšit lze nejméně na 4 žetony.\n"
        )
    );
    let seats = dir.path().join("seats.phh");
    std::fs::write(
        &seats,
        "variant = 'NT'\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
         starting_stacks = [100, 100]\nseats = [4, 4]\n",
    )
    .unwrap();
    let seats = seats.to_str().unwrap();
    let (code, _, err) = dealerdesk(&["log", "import", db, seats, "--lang", "pl"]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        err,
        format!("błąd: {seats}: seats: miejsce 4 podano dwa razy\n")
    );
    // The amounts a person reads are grouped the language's way.
    let (_, shown, _) = dealerdesk(&["log", "show", db, "1", "--lang", "cs"]);
    assert_eq!(
        shown.lines().last().unwrap(),
        "bank 1: 1\u{a0}109\u{a0}500, vyhrává: Tom Dwan 1\u{a0}109\u{a0}500"
    );
    let (_, shown, _) = dealerdesk(&["log", "show", db, "1", "--lang", "da"]);
    assert_eq!(
        shown.lines().last().unwrap(),
        "pulje 1: 1.109.500 til Tom Dwan 1.109.500"
    );
    // The replay's lines are JSON for tools; its tally is for people.
    let (code, out, err) = dealerdesk(&["replay", hand, "--lang", "pl"]);
    assert_eq!(code, 0);
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(out.trim()).unwrap()["ok"],
        true
    );
    assert_eq!(err, "zgodne: 1, niezgodne: 0, nieobsługiwane: 0\n");
    let (_, _, err) = dealerdesk(&["replay", hand, "--lang", "cs"]);
    assert_eq!(err, "prošlo 1, selhalo 0, nepodporováno 0\n");
    // A house file that does not load: where, in the language's words.
    let house = dir.path().join("dum.yaml");
    std::fs::write(&house, "name: Dům\ngame: holdem\nstructure: [no\n").unwrap();
    let house = house.to_str().unwrap();
    let (code, _, err) = dealerdesk(&["replay", "--rules", house, hand, "--lang", "cs"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with(&format!("chyba: {house}, řádek 3, sloupec ")),
        "{err}"
    );
}

#[test]
fn room_status_says_its_columns_in_czech_and_danish() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let west = dir.path().join("west.sqlite");
    let mut face = support::open_table(&west);
    support::deal(&mut face, 2, false);
    drop(face);
    let sync = dealerdesk::room::RoomSync::start(pg.admin(), &west, support::quick());
    let events = support::wait_in_sync(&sync, &west);
    drop(sync);
    let status = |lang: &str| {
        let (code, out, err) = dealerdesk(&["room", "status", &pg.admin(), "--lang", lang]);
        assert_eq!(code, 0, "{err}");
        out.trim_end()
            .split('\t')
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    // Synced a moment ago: today's date (or yesterday's, at midnight).
    let synced = |pattern: &str| {
        let now = Utc::now();
        [now, now - chrono::Duration::hours(1)].map(|t| t.format(pattern).to_string())
    };
    let cs = status("cs");
    assert_eq!(cs[0], "west");
    assert_eq!(cs[2], "mezi hrami");
    assert_eq!(cs[3], "1 Ana 200, 2 Ben 200");
    assert!(events >= 5);
    assert_eq!(cs[4], format!("{events} událostí"));
    let when = cs[5]
        .strip_prefix("poslední synchronizace ")
        .and_then(|w| w.strip_suffix(" UTC"))
        .unwrap_or_else(|| panic!("{cs:?}"));
    assert!(
        synced("%-d. %-m. %Y ").iter().any(|d| when.starts_with(d)),
        "{when}"
    );
    let da = status("da");
    assert_eq!(da[2], "mellem hænder");
    assert_eq!(da[4], format!("{events} hændelser"));
    assert!(da[5].starts_with("sidst synkroniseret "), "{da:?}");
    assert!(
        synced("sidst synkroniseret %d.%m.%Y ")
            .iter()
            .any(|d| da[5].starts_with(d)),
        "{da:?}"
    );
}

#[test]
fn room_staff_is_changed_under_the_owners_role_only_and_listed_with_its_chain() {
    let Some(pg) = support::Cluster::start() else {
        return;
    };
    let mut admin = dealerdesk::room::connect::connect(&pg.admin()).unwrap();
    dealerdesk::room::migrate::migrate(&mut admin).unwrap();
    admin
        .batch_execute(
            "CREATE ROLE house LOGIN IN ROLE dealerdesk_owner;
             CREATE ROLE table_a LOGIN IN ROLE dealerdesk_table;",
        )
        .unwrap();
    let (house, table) = (pg.url("house"), pg.url("table_a"));
    let (code, out, err) = dealerdesk(&["room", "staff", "add", "Flo", &house, "--lang", "cs"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("Flo je floorman herny (změna 1, provedla role house, "),
        "{out}"
    );
    // A table's role is refused, naming the role, and nothing is written.
    let (code, out, err) = dealerdesk(&["room", "staff", "add", "Mal", &table, "--lang", "pl"]);
    assert_ne!(code, 0);
    assert_eq!(out, "");
    assert!(
        err.contains("Rola table_a nie należy do właściciela sali"),
        "{err}"
    );
    // A look-alike of Flo, and one not on the staff, each named.
    let (code, _, err) = dealerdesk(&["room", "staff", "add", "FLO", &house]);
    assert_ne!(code, 0);
    assert!(err.contains("“FLO” reads like “Flo”"), "{err}");
    let (code, _, err) = dealerdesk(&["room", "staff", "remove", "Mal", &house, "--lang", "da"]);
    assert_ne!(code, 0);
    assert!(err.contains("Mal er ikke floor i rummet."), "{err}");

    let (code, out, err) = dealerdesk(&["room", "staff", "list", &table]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].starts_with("Flo: added by house, "), "{out}");
    assert!(
        lines[1].starts_with("floor staff: chain intact, 1 change, last hash "),
        "{out}"
    );
    let (code, _, err) = dealerdesk(&["room", "staff", "remove", "Flo", &house]);
    assert_eq!(code, 0, "{err}");
    let (_, out, _) = dealerdesk(&["room", "staff", "list", &table, "--lang", "hu"]);
    assert!(out.starts_with("a teremnek nincs floorja\n"), "{out}");

    // A table whose log registered a floor person the room's staff lacks.
    let dir = tempfile::tempdir().unwrap();
    let east = dir.path().join("east.sqlite");
    let mut face = support::open_table(&east);
    support::say(&mut face, "addfloor Rex 246800");
    drop(face);
    let sync = dealerdesk::room::RoomSync::start(pg.admin(), &east, support::quick());
    support::wait_in_sync(&sync, &east);
    drop(sync);
    let (code, out, _) = dealerdesk(&["room", "verify", &pg.admin()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.lines().any(
            |l| l.starts_with("east: Rex, a floor person in the table's log (event ")
                && l.ends_with("), is not on the room's floor staff")
        ),
        "{out}"
    );

    // A change edited behind the roles: `room verify` and `room staff list`
    // say where, and exit 1.
    admin
        .batch_execute(
            "SET session_replication_role = replica;
             UPDATE room.staff_changes SET name = 'Mal' WHERE seq = 1;",
        )
        .unwrap();
    let (code, out, _) = dealerdesk(&["room", "verify", &pg.admin()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("floor staff: chain broken at change 1: "),
        "{out}"
    );
    let (code, _, _) = dealerdesk(&["room", "staff", "list", &table]);
    assert_eq!(code, 1);
}
