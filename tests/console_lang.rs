//! The console in each of its five languages, driven headless by
//! `egui_kittest`: every sample screen (setup, the table with side pots, the
//! floor panel, review, stud, a shift, a tournament and its clock) at
//! 1024×700, 1280×800 and 1920×1080 with no text outside the window, no two
//! texts on top of each other, the seat boxes apart and inside the window,
//! and the title's stakes whole; setup's last fields reachable; the fonts
//! hold every letter of the five languages; and the words on the table are
//! the chosen language's.
#![allow(clippy::unwrap_used)]

use dealerdesk::i18n::Lang;
use dealerdesk::ui::{Console, sample};
use eframe::egui::accesskit::Role;
use eframe::egui::{self, FontId, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

const SIZE: egui::Vec2 = egui::vec2(1280.0, 800.0);

/// The screens the console is laid out for: a small laptop, the design
/// size and a full-HD monitor.
const SIZES: [egui::Vec2; 3] = [egui::vec2(1024.0, 700.0), SIZE, egui::vec2(1920.0, 1080.0)];

fn harness(console: Console) -> Harness<'static, Console> {
    harness_at(console, SIZE)
}

fn harness_at(console: Console, size: egui::Vec2) -> Harness<'static, Console> {
    let mut h = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, console: &mut Console| console.show(ui), console);
    for _ in 0..500 {
        h.step();
        if !h.state().is_busy() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    h.run();
    h
}

/// A sample scene spoken in `lang`.
fn scene(scene: sample::Scene, lang: Lang, dir: &std::path::Path) -> Harness<'static, Console> {
    scene_at(scene, lang, dir, SIZE)
}

/// A sample scene spoken in `lang` in a window of `size`.
fn scene_at(
    scene: sample::Scene,
    lang: Lang,
    dir: &std::path::Path,
    size: egui::Vec2,
) -> Harness<'static, Console> {
    let mut console = sample::scene(scene, dir).unwrap();
    console.speak(lang);
    harness_at(console, size)
}

/// Every text on screen: its words and where it is drawn.
fn texts(h: &Harness<'static, Console>) -> Vec<(String, Rect)> {
    layered_texts(h)
        .into_iter()
        .map(|(_, t, r)| (t, r))
        .collect()
}

/// Every text with the floating window it is in (a seat's menu), if any: a
/// window lies over the screen, so its texts are compared with its own.
fn layered_texts(h: &Harness<'static, Console>) -> Vec<(Option<String>, String, Rect)> {
    let window = |n: &egui_kittest::Node<'_>| {
        let mut up = n.parent();
        while let Some(p) = up {
            // The root is a window too; a window inside it floats.
            if p.accesskit_node().role() == Role::Window && p.parent().is_some() {
                return Some(format!("{:?}", p.accesskit_node().id()));
            }
            up = p.parent();
        }
        None
    };
    h.root()
        .children_recursive()
        .filter(|n| {
            matches!(
                n.accesskit_node().role(),
                Role::Label | Role::Button | Role::CheckBox | Role::ComboBox | Role::Tab
            )
        })
        .filter_map(|n| {
            // egui gives a label's text as the node's value, a button's as
            // its label.
            let node = n.accesskit_node();
            let label = match node.role() {
                Role::Label => node.value()?,
                _ => node.label()?,
            };
            (!label.trim().is_empty()).then(|| (window(&n), label, n.rect()))
        })
        .collect()
}

/// Texts running off the window's sides, and pairs drawn over each other.
/// Rows scrolled out of view (wholly above or below the window) are left out.
fn layout_faults(texts: &[(String, Rect)]) -> Vec<String> {
    layout_faults_in(texts, SIZE)
}

/// Texts running off a window of `size`, and pairs drawn over each other.
fn layout_faults_in(texts: &[(String, Rect)], size: egui::Vec2) -> Vec<String> {
    let window = Rect::from_min_size(egui::Pos2::ZERO, size);
    let texts: Vec<&(String, Rect)> = texts
        .iter()
        .filter(|(_, r)| r.max.y > window.min.y && r.min.y < window.max.y)
        .collect();
    let mut faults = Vec::new();
    for (i, (a, ra)) in texts.iter().enumerate() {
        if ra.min.x < window.min.x - 1.0 || ra.max.x > window.max.x + 1.0 {
            faults.push(format!("“{a}” runs off the window at {ra:?}"));
        }
        for (b, rb) in texts[i + 1..].iter().copied() {
            // Touching edges are not an overlap; a shared pixel row or two is.
            let overlap = ra.shrink(1.5).intersect(rb.shrink(1.5));
            if overlap.is_positive() && !ra.contains_rect(*rb) && !rb.contains_rect(*ra) {
                faults.push(format!("“{a}” overlaps “{b}”"));
            }
        }
    }
    faults
}

#[test]
fn every_screen_in_every_language_fits_at_1024_by_700() {
    fits_at(SIZES[0]);
}

#[test]
fn every_screen_in_every_language_fits_at_1280_by_800() {
    fits_at(SIZES[1]);
}

#[test]
fn every_screen_in_every_language_fits_at_1920_by_1080() {
    fits_at(SIZES[2]);
}

/// Every sample screen in every language, laid out in a window of `size`.
fn fits_at(size: egui::Vec2) {
    let mut faults = Vec::new();
    for (s, name) in sample::Scene::ALL {
        for lang in Lang::ALL {
            let dir = tempfile::tempdir().unwrap();
            let h = scene_at(s, lang, dir.path(), size);
            let at = format!("{name} ({lang}, {}×{})", size.x, size.y);
            faults.extend(
                screen_faults(&h, name, size)
                    .into_iter()
                    .map(|f| format!("{at}: {f}")),
            );
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// What is wrong with the screen laid out in a window of `size`: texts off
/// the window or over each other (a floating window's texts compared with
/// its own), seat boxes over each other or off the window, the title's
/// stakes missing.
fn screen_faults(h: &Harness<'static, Console>, name: &str, size: egui::Vec2) -> Vec<String> {
    let mut faults = Vec::new();
    let texts = layered_texts(h);
    // The clock is painted, not laid out: it has no texts to compare.
    if name != "clock" && texts.len() < 3 {
        faults.push(format!("{} texts", texts.len()));
    }
    let mut layers: Vec<Option<String>> = texts.iter().map(|t| t.0.clone()).collect();
    layers.sort();
    layers.dedup();
    for layer in layers {
        let on: Vec<(String, Rect)> = texts
            .iter()
            .filter(|t| t.0 == layer)
            .map(|t| (t.1.clone(), t.2))
            .collect();
        faults.extend(layout_faults_in(&on, size));
    }
    // The seat boxes of a table on screen: apart and inside the window.
    if matches!(
        name,
        "live" | "floor" | "review" | "stud" | "shift" | "seats"
    ) {
        let window = Rect::from_min_size(egui::Pos2::ZERO, size);
        let seats = dealerdesk::ui::seat_rects(&h.ctx);
        if seats.len() != 10 {
            faults.push(format!("{} seat boxes, not the table's 10", seats.len()));
        }
        for (i, a) in seats.iter().enumerate() {
            if !window.expand(1.0).contains_rect(*a) {
                faults.push(format!("seat box {a:?} runs off the window"));
            }
            for b in &seats[i + 1..] {
                if a.shrink(1.0).intersects(b.shrink(1.0)) {
                    faults.push(format!("seat boxes {a:?} and {b:?} overlap"));
                }
            }
        }
    }
    // The title keeps its stakes whole (the cash tables' are 1/2, 5/10 in stud).
    if matches!(name, "live" | "floor" | "review" | "stud") {
        let stakes = texts
            .iter()
            .any(|(_, t, _)| t.contains("1/2") || t.contains("5/10"));
        if !stakes {
            faults.push("the title's stakes are not on screen".into());
        }
    }
    faults
}

#[test]
fn setup_scrolls_to_the_floor_fields_and_open_at_the_smallest_size() {
    let size = SIZES[0];
    for lang in Lang::ALL {
        let dir = tempfile::tempdir().unwrap();
        let mut h = scene_at(sample::Scene::Setup, lang, dir.path(), size);
        let open = dealerdesk::i18n::Words::new(lang).get("setup-open");
        // Below the fold at first: the mouse wheel brings it up.
        h.event(egui::Event::PointerMoved(egui::pos2(
            size.x / 2.0,
            size.y / 2.0,
        )));
        for _ in 0..20 {
            h.event(egui::Event::MouseWheel {
                unit: egui::MouseWheelUnit::Line,
                delta: egui::vec2(0.0, -10.0),
                modifiers: egui::Modifiers::NONE,
                phase: egui::TouchPhase::Move,
                source: egui::MouseWheelSource::Unknown,
            });
        }
        h.run();
        let button = h.get_by_role_and_label(Role::Button, &open);
        let window = Rect::from_min_size(egui::Pos2::ZERO, size);
        assert!(
            window.contains_rect(button.rect()),
            "{lang}: {open} at {:?}",
            button.rect()
        );
    }
}

#[test]
fn the_fonts_hold_every_letter_of_the_five_languages_and_the_suits() {
    let h = harness(Console::new(dealerdesk::ui::ConsoleOptions {
        db: tempfile::tempdir().unwrap().path().join("fonts.sqlite"),
        rules: None,
    }));
    // The suit signs too: rulings name cards as A♠ 10♥.
    let letters = "řůěčšžýáíéťďň ąćęłńóśźż æøå áéíóöőúüű ŘŮĚŁŻŚŐŰØÅÆ ♠♥♦♣";
    for family in [FontId::proportional(14.0), FontId::monospace(14.0)] {
        let missing: String = letters
            .chars()
            .filter(|c| !c.is_whitespace())
            .filter(|c| !h.ctx.fonts_mut(|f| f.has_glyph(&family, *c)))
            .collect();
        assert!(missing.is_empty(), "{family:?} lacks {missing}");
    }
}

#[test]
fn the_table_speaks_the_chosen_language() {
    let dir = tempfile::tempdir().unwrap();
    let live = |lang: Lang| scene(sample::Scene::Live, lang, &dir.path().join(lang.code()));
    let shows = |h: &Harness<'static, Console>, text: &str| {
        h.query_all_by_label_contains(text).next().is_some()
    };
    for lang in Lang::ALL {
        std::fs::create_dir_all(dir.path().join(lang.code())).unwrap();
    }
    let en = live(Lang::En);
    assert!(shows(&en, "Main pot: 242") && shows(&en, "Side pot 1: 90"));
    let cs = live(Lang::Cs);
    assert!(shows(&cs, "Hlavní bank: 242") && shows(&cs, "Vedlejší bank 1: 90"));
    assert!(shows(&cs, "Dorovnat 40 (c)") && !shows(&cs, "Main pot"));
    let pl = live(Lang::Pl);
    assert!(shows(&pl, "Pula główna: 242") && shows(&pl, "Sprawdź 40 (c)"));
    let da = live(Lang::Da);
    assert!(shows(&da, "Hovedpulje: 242") && shows(&da, "Sidepulje 1: 90"));
    let hu = live(Lang::Hu);
    assert!(shows(&hu, "Főpot: 242") && shows(&hu, "1. mellékpot: 90"));
}

#[test]
fn the_layout_check_finds_overlaps_and_overflow() {
    let r = |x0: f32, y0: f32, x1: f32, y1: f32| {
        Rect::from_min_max(egui::pos2(x0, y0), egui::pos2(x1, y1))
    };
    let fits = [
        ("a".to_string(), r(0.0, 0.0, 100.0, 20.0)),
        ("b".to_string(), r(100.0, 0.0, 200.0, 20.0)),
    ];
    assert!(layout_faults(&fits).is_empty());
    let over = [
        ("Hra č. 1".to_string(), r(480.0, 0.0, 560.0, 30.0)),
        ("Stůl".to_string(), r(535.0, 2.0, 590.0, 32.0)),
    ];
    assert_eq!(layout_faults(&over), ["“Hra č. 1” overlaps “Stůl”"]);
    let off = [(
        "Panel floormana (F2)".to_string(),
        r(1200.0, 0.0, 1330.0, 20.0),
    )];
    assert_eq!(layout_faults(&off).len(), 1);
    // A row scrolled below the window is not a fault.
    let scrolled = [("row".to_string(), r(0.0, 900.0, 1400.0, 920.0))];
    assert!(layout_faults(&scrolled).is_empty());
}

/// The digits of every text on screen, in order: the amounts, seats, hand
/// numbers and times a review shows, whatever the words around them.
/// `date`, written in the language's own order, is left out.
fn numbers(h: &Harness<'static, Console>, date: &str) -> Vec<String> {
    texts(h)
        .into_iter()
        .flat_map(|(t, _)| {
            t.replace(date, "")
                .split(|c: char| !c.is_ascii_digit())
                .filter(|n| !n.is_empty())
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn a_hand_played_in_czech_reviews_the_same_in_english_and_hungarian() {
    use dealerdesk::desk::Desk;
    use dealerdesk::log::EventLog;
    use dealerdesk::rules::{HouseRules, Variant};
    use dealerdesk::table_face::TableFace;

    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("czech.sqlite");
    let desk = Desk::open(&db, HouseRules::preset(Variant::NoLimitHoldem), "czech").unwrap();
    let mut face = TableFace::new(desk).unwrap();
    face.speak(Lang::Cs);
    let script = "sit 1 Ana 100\nsit 2 Ben 100\nsit 3 Cleo 100\nn\nu\nc\nc\nc\n2c\n3d 4h 5s\n\
                  cbr 1\ncbr 6\nf\nf\n";
    let mut refused = Vec::new();
    for line in script.lines() {
        let answer = face.line(line);
        if answer["ok"] == false {
            refused.push(answer["refused"]["message"].as_str().unwrap().to_string());
        }
    }
    // Said in Czech; recorded in the log's own notation.
    assert_eq!(
        refused[0],
        "Sázka na 1 žeton je pod minimem: vsadit lze nejméně 2 žetony."
    );
    assert!(
        face.desk().table().last_hand().is_some(),
        "the hand is over"
    );
    drop(face);
    let verify = || {
        EventLog::open_read_only(&db)
            .unwrap()
            .verify(|_, _| {})
            .unwrap()
    };
    let before = verify();
    let hands = EventLog::open_read_only(&db)
        .unwrap()
        .hands(&dealerdesk::log::HandFilter::all())
        .unwrap();
    let started = hands[0].started_at;

    let review = |lang: Lang, tab: &str| {
        let mut console = Console::new(dealerdesk::ui::ConsoleOptions {
            db: db.clone(),
            rules: None,
        });
        console.speak(lang);
        let mut h = harness(console);
        h.get_by_label(tab).click();
        h.step();
        for _ in 0..500 {
            h.step();
            if !h.state().is_busy() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        h.run();
        assert_eq!(h.state().screen(), dealerdesk::ui::Screen::Review);
        h
    };
    // The hand list dates the hand the language's way; the other numbers
    // are the same in every language.
    let dated = |lang: Lang, tab: &str, day: String| {
        let h = review(lang, tab);
        let list = texts(&h)
            .into_iter()
            .map(|(t, _)| t)
            .find(|t| t.contains(&started.format(" %H:%M:%S").to_string()))
            .unwrap_or_else(|| panic!("no hand dated {started} in {:?}", texts(&h)));
        assert!(list.contains(&day), "{list:?} lacks {day:?}");
        numbers(&h, &day)
    };
    let en = dated(
        Lang::En,
        "Review (F3)",
        started.format("%-d %b %Y").to_string(),
    );
    let hu = dated(
        Lang::Hu,
        "Áttekintés (F3)",
        started.format("%Y. %m. %d.").to_string(),
    );
    assert!(en.len() > 10, "{en:?}");
    assert_eq!(en, hu);
    let cs = dated(
        Lang::Cs,
        "Přehled her (F3)",
        started.format("%-d. %-m. %Y").to_string(),
    );
    assert_eq!(cs, en);
    assert!(
        texts(&review(Lang::Cs, "Přehled her (F3)"))
            .iter()
            .any(|(t, _)| *t
                == format!(
                    "č. 1 · {} · bank 6",
                    started.format("%-d. %-m. %Y %H:%M:%S")
                )),
        "no Czech hand line"
    );
    // Reading it in two languages changed nothing: the same events, the same hash.
    assert_eq!(verify(), before);
}

#[test]
fn a_refusal_and_the_step_line_both_stay_on_screen_at_every_size() {
    for size in SIZES {
        for lang in Lang::ALL {
            let dir = tempfile::tempdir().unwrap();
            let mut h = scene_at(sample::Scene::Live, lang, dir.path(), size);
            // Dev may not raise to 50: the refusal box opens under the line.
            h.event(egui::Event::Text("r 50".into()));
            h.run_steps(8);
            h.key_press(egui::Key::Enter);
            h.run_steps(8);
            let words = dealerdesk::i18n::Words::new(lang);
            let dev = dealerdesk::i18n::Args::new()
                .num("seat", 4)
                .str("name", "Dev");
            let who = words.with("next-seat", &dev);
            let step = words.with(
                "next-to-act",
                &dealerdesk::i18n::Args::new().str("who", who),
            );
            let window = Rect::from_min_size(egui::Pos2::ZERO, size);
            let at = format!("{lang}, {}×{}", size.x, size.y);
            let rule = texts(&h)
                .into_iter()
                .find(|(t, _)| t.starts_with("min_raise"))
                .unwrap_or_else(|| panic!("{at}: no refusal"));
            assert!(
                window.contains_rect(rule.1),
                "{at}: refusal at {:?}",
                rule.1
            );
            // The dealer's next step stands above what the pad scrolls; the
            // keys' help wraps whole at the pad's end (reached by scrolling).
            let line = texts(&h)
                .into_iter()
                .find(|(t, _)| *t == step)
                .unwrap_or_else(|| panic!("{at}: no step line {step:?}"));
            assert!(
                window.contains_rect(line.1),
                "{at}: step line at {:?}",
                line.1
            );
        }
    }
}
