//! `log rulings`: every floor entry with its time, table, hand, floor
//! person, rule, reason and the players' chips before and after; filtered;
//! as a page that prints in headless Chromium (Debian's `chromium`; CI sets
//! DEALERDESK_REQUIRE_CHROMIUM, so there a missing browser fails the test,
//! elsewhere it is skipped).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

use crate::common::{play, run, temp_log};

/// Morgan rules Dee's short hand dead in hand 1 (Cy, seat 3, all in, takes
/// the pot of 401); in hand 2 Lee, registered by Morgan, kills Ana's hand
/// (seat 1) for a reason full of markup.
const SHIFT: &str = "addfloor Morgan 246800
sit 1 Ana 200
sit 2 Ben 200
sit 3 Cy 200
sit 4 Dee 200
n
d dh p1 AhKh
d dh p2 7c8c
d dh p3 QcQd
d dh p4 JsTs
p3 cbr 200
p4 f
p1 f
p2 cc
p3 sm QcQd
p2 sm 7c8c
d burn ??
d db 2c3c4c
floor Morgan 246800 \"Dee played a card short\" d short p3
addfloor Lee 135790 Morgan 246800
n
u
floor Lee 135790 \"<b>cards</b> & chips mixed\" kill 1
";

fn rulings(db: &Path, args: &[&str]) -> Vec<Value> {
    let mut all = vec!["log", "rulings", db.to_str().unwrap(), "--format", "json"];
    all.extend(args);
    let (code, out, err) = run(&all);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str::<Vec<Value>>(&out).unwrap()
}

#[test]
fn every_floor_entry_is_listed_with_its_rule_reason_and_chips_and_filtered() {
    let (_dir, db) = temp_log();
    play(&db, "", SHIFT);
    let all = rulings(&db, &[]);
    assert_eq!(all.len(), 2, "{all:?}");
    let short = &all[0];
    assert_eq!(short["floor"], "Morgan");
    assert_eq!(short["hand_no"], 1);
    assert_eq!(short["entry"], "d short p3");
    assert_eq!(short["reason"], "Dee played a card short");
    assert_eq!(short["rules"][0]["id"], "short_hole_card");
    assert!(short["rules"][0]["cite"].as_str().unwrap().contains("37"));
    let chips: Vec<(String, u64, u64)> = short["affected"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            let name = a["name"].as_str().unwrap().to_string();
            (
                name,
                a["before"].as_u64().unwrap(),
                a["after"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        chips,
        [("Cy".to_string(), 0, 401), ("Dee".to_string(), 0, 0)]
    );
    let kill = &all[1];
    assert_eq!(
        (kill["floor"].as_str(), kill["hand_no"].as_u64()),
        (Some("Lee"), Some(2))
    );
    assert_eq!(kill["affected"][0]["name"], "Ana");
    // Filters: by floor person, by rule, by player.
    assert_eq!(rulings(&db, &["--floor", "lee"]).len(), 1);
    assert_eq!(rulings(&db, &["--floor", "lee"])[0]["floor"], "Lee");
    let by_rule = rulings(&db, &["--rule", "short_hole_card"]);
    assert_eq!(by_rule.len(), 1);
    assert_eq!(by_rule[0]["floor"], "Morgan");
    assert_eq!(rulings(&db, &["--player", "Cy"]).len(), 1);
    assert!(rulings(&db, &["--player", "Nobody"]).is_empty());
    // In words.
    let path = db.to_str().unwrap();
    let (code, text, _) = run(&["log", "rulings", path]);
    assert_eq!(code, 0);
    assert!(text.starts_with("2 floor rulings."), "{text}");
    assert!(text.contains("Reason: Dee played a card short"), "{text}");
    assert!(text.contains("Cy (seat 3): 0 → 401"), "{text}");
    let (_, czech, _) = run(&["--lang", "cs", "log", "rulings", path]);
    assert!(czech.contains("Důvod: Dee played a card short"), "{czech}");
}

/// The browser, or `None` where there is none and none is required.
fn chromium() -> Option<PathBuf> {
    let found = ["chromium", "chromium-browser"]
        .into_iter()
        .map(PathBuf::from)
        .find(|b| {
            Command::new(b)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        });
    if found.is_none() {
        assert!(
            std::env::var("DEALERDESK_REQUIRE_CHROMIUM").as_deref() != Ok("1"),
            "DEALERDESK_REQUIRE_CHROMIUM=1 but no chromium on PATH (apt-get install chromium)"
        );
        eprintln!("skipped: no chromium on PATH");
    }
    found
}

/// Runs headless Chromium on the page with `arg` in a profile of its own.
fn headless(browser: &Path, dir: &Path, page: &Path, arg: &str) -> Vec<u8> {
    let out = Command::new(browser)
        .args(["--headless", "--no-sandbox", "--disable-gpu"])
        .arg(format!("--user-data-dir={}", dir.join("profile").display()))
        .arg(arg)
        .arg(format!("file://{}", page.display()))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

#[test]
fn the_rulings_page_prints_in_chromium_with_every_ruling_and_the_reasons_as_text() {
    let (dir, db) = temp_log();
    play(&db, "", SHIFT);
    let (code, html, err) = run(&["log", "rulings", db.to_str().unwrap(), "--format", "html"]);
    assert_eq!(code, 0, "{err}");
    assert!(html.contains("&lt;b&gt;cards&lt;/b&gt; &amp; chips mixed"));
    assert!(!html.contains("<b>"));
    let Some(browser) = chromium() else {
        return;
    };
    let page = dir.path().join("rulings.html");
    std::fs::write(&page, &html).unwrap();
    let dom = String::from_utf8(headless(&browser, dir.path(), &page, "--dump-dom")).unwrap();
    let at = dom.find("id=\"rulings\"").unwrap();
    let table = &dom[at..at + dom[at..].find("</table>").unwrap()];
    let rows: Vec<&str> = table.split("<tr>").skip(2).collect();
    assert_eq!(rows.len(), 2);
    assert!(rows[0].contains("Morgan") && rows[0].contains("short_hole_card"));
    assert!(rows[0].contains("Dee played a card short"));
    assert!(rows[1].contains("Lee") && rows[1].contains("&lt;b&gt;cards&lt;/b&gt;"));
    let pdf_path = dir.path().join("rulings.pdf");
    headless(
        &browser,
        dir.path(),
        &page,
        &format!("--print-to-pdf={}", pdf_path.display()),
    );
    let pdf = std::fs::read(&pdf_path).unwrap();
    assert!(pdf.starts_with(b"%PDF"));
}
