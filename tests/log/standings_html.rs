//! The payout sheet: `dealerdesk log standings --format html` after the
//! six-player rebuy tournament of `tournament.rs`, one player's name full
//! of markup, rendered in headless Chromium: the dumped DOM holds the
//! prize structure, the places with money in and out and bust hands, the
//! deal, and the name as text, never as markup; printed, it is one A4 page
//! of PDF. In Czech the page says so and speaks Czech. Chromium comes from
//! Debian's `chromium`; CI installs it and sets DEALERDESK_REQUIRE_CHROMIUM,
//! so there a missing browser fails the test, elsewhere it is skipped.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::tournament::{SCRIPT, house_file, run};
use crate::common::temp_log;

const MARKUP: &str = "<b>Cleo</b> & \"Co\"";

fn sheet(db: &Path, lang: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(["--lang", lang, "log", "standings", "--format", "html"])
        .arg(db)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
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

/// Runs headless Chromium on the page with `args` in a profile of its own.
fn headless(browser: &Path, dir: &Path, page: &Path, args: &[String]) -> Vec<u8> {
    let out = Command::new(browser)
        .args(["--headless", "--no-sandbox", "--disable-gpu"])
        .arg(format!("--user-data-dir={}", dir.join("profile").display()))
        .args(args)
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

/// The pages of a PDF: its `/Type /Page` objects (not `/Pages`).
fn pdf_pages(pdf: &[u8]) -> usize {
    let key = b"/Type /Page";
    pdf.windows(key.len() + 1)
        .filter(|w| w.starts_with(key) && w[key.len()] != b's')
        .count()
}

#[test]
fn the_payout_sheet_renders_in_chromium_with_places_money_and_the_deal_and_names_as_text() {
    let (dir, db) = temp_log();
    let rules = house_file(dir.path());
    let script = SCRIPT.replace("sit 3 Cleo", &format!("sit 3 {MARKUP}"));
    let (answers, _) = run(&db, &rules, &script);
    assert_eq!(answers[2]["ok"], true, "{}", answers[2]);
    let html = sheet(&db, "en");
    // The name is written as text: no element of the player's making.
    assert!(html.contains("&lt;b&gt;Cleo&lt;/b&gt; &amp; &quot;Co&quot;"));
    assert!(!html.contains("<b>"));
    let Some(browser) = chromium() else {
        return;
    };
    let page = dir.path().join("sheet.html");
    std::fs::write(&page, &html).unwrap();
    let dom = String::from_utf8(headless(
        &browser,
        dir.path(),
        &page,
        &["--dump-dom".into()],
    ))
    .unwrap();
    let cells = |row: &str| -> Vec<String> {
        row.split("<td")
            .skip(1)
            .map(|c| {
                let text = &c[c.find('>').unwrap() + 1..];
                text[..text.find("</td>").unwrap()].to_string()
            })
            .collect()
    };
    let rows = |table: &str| -> Vec<Vec<String>> {
        let at = dom.find(&format!("id=\"{table}\"")).unwrap();
        let body = &dom[at..at + dom[at..].find("</table>").unwrap()];
        body.split("<tr>").skip(2).map(cells).collect()
    };
    // The prize structure for six entries: 40/25/15/10/6/4 % of 500.
    let prizes: Vec<String> = rows("prizes").iter().map(|r| r[1].clone()).collect();
    assert_eq!(
        prizes,
        ["200 USD", "125 USD", "75 USD", "50 USD", "30 USD", "20 USD"]
    );
    // The places: place, name, entries, rebuys, add-ons, money in, stack,
    // money out, the hand out. Eve won after the deal (180 + the 20 played
    // for), Finn second at 125; Cleo and Ana, out in hand 6, share 3rd-4th.
    let places: Vec<Vec<String>> = rows("places")
        .into_iter()
        .map(|r| [0, 1, 5, 7, 8].iter().map(|i| r[*i].clone()).collect())
        .collect();
    let want = [
        ["1", "Eve", "55 USD", "200 USD", ""],
        ["2", "Finn", "105 USD", "125 USD", "7"],
        [
            "3–4",
            "&lt;b&gt;Cleo&lt;/b&gt; &amp; \"Co\"",
            "105 USD",
            "60 USD",
            "6",
        ],
        ["3–4", "Ana", "105 USD", "65 USD", "6"],
        ["5", "Dev", "105 USD", "30 USD", "3"],
        ["6", "Ben", "55 USD", "20 USD", "3"],
    ];
    assert_eq!(places, want, "{dom}");
    // Each player out has the time they went out.
    for r in rows("places").iter().skip(1) {
        assert!(r[9].ends_with('Z') && r[9].len() == 20, "{r:?}");
    }
    // The deal: seat, name, stack, by chips, ICM, agreed.
    assert_eq!(
        rows("deal"),
        [
            ["5", "Eve", "170,100", "185 USD", "185 USD", "180 USD"],
            ["6", "Finn", "50,000", "140 USD", "140 USD", "125 USD"],
        ]
    );
    assert!(dom.contains("prize pool 500 = paid 500 + to pay 0"));

    // Printed: one A4 page.
    let pdf = dir.path().join("sheet.pdf");
    headless(
        &browser,
        dir.path(),
        &page,
        &[
            "--no-pdf-header-footer".into(),
            format!("--print-to-pdf={}", pdf.display()),
        ],
    );
    let pdf = std::fs::read(&pdf).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    assert_eq!(pdf_pages(&pdf), 1);
    // A4 is 595 by 842 points.
    let text = String::from_utf8_lossy(&pdf);
    let at = text.find("/MediaBox [").unwrap() + "/MediaBox [".len();
    let size: Vec<f64> = text[at..at + text[at..].find(']').unwrap()]
        .split_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    assert!(
        (size[2] - 595.0).abs() < 1.0 && (size[3] - 842.0).abs() < 1.0,
        "{size:?} is not A4"
    );

    // In Czech: the page's language, headings and words.
    let cs = sheet(&db, "cs");
    assert!(cs.contains("<html lang=\"cs\">"));
    assert!(cs.contains("<h2>Struktura výher</h2>"));
    assert!(cs.contains("Výplatní listina"));
    std::fs::write(&page, &cs).unwrap();
    let dom = String::from_utf8(headless(
        &browser,
        dir.path(),
        &page,
        &["--dump-dom".into()],
    ))
    .unwrap();
    assert!(dom.contains("<h2>Umístění</h2>"), "{dom}");
}
