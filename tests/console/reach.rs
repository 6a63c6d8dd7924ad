//! Nothing out of reach at 1024×700: on every screen, each control the
//! keyboard's Tab reaches is brought into the window when it takes the
//! focus, and each screen's last controls are among those Tab reaches.

use super::*;
use dealerdesk::ui::sample::Scene;
use egui_kittest::kittest::NodeT;
use std::collections::HashSet;

/// The console in a 1024×700 window.
fn small(console: Console) -> Harness<'static, Console> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(1024.0, 700.0))
        .build_ui_state(|ui, console: &mut Console| console.show(ui), console);
    settle(&mut h);
    h
}

/// Tabs once round every control: the label of each as it took the
/// focus, and where it stood then.
fn tab_round(h: &mut Harness<'static, Console>) -> Vec<(String, egui::Rect)> {
    let mut seen = Vec::new();
    let mut ids = HashSet::new();
    for _ in 0..300 {
        h.key_press(Key::Tab);
        h.run();
        let Some(node) = h.query_all_by(|n| n.is_focused()).next() else {
            continue;
        };
        if !ids.insert(node.accesskit_node().id()) {
            break;
        }
        let label = node.accesskit_node().label().unwrap_or_default();
        seen.push((label, node.rect()));
    }
    seen
}

/// Every control of `scene` that Tab reaches stands in the 1024×700
/// window when it has the focus, and the controls named `last` are reached.
fn reachable(scene: Scene, last: &[&str]) {
    let dir = tempfile::tempdir().unwrap();
    let mut h = small(sample::scene(scene, dir.path()).unwrap());
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1024.0, 700.0));
    let round = tab_round(&mut h);
    for (label, rect) in &round {
        assert!(
            window.expand(1.0).contains_rect(*rect),
            "{scene:?}: '{label}' has the focus at {rect:?}, outside the window"
        );
    }
    for want in last {
        assert!(
            round.iter().any(|(label, _)| label.contains(want)),
            "{scene:?}: Tab never reaches '{want}'; it reaches {:?}",
            round.iter().map(|(l, _)| l.as_str()).collect::<Vec<_>>()
        );
    }
}

#[test]
fn at_1024_by_700_setup_brings_the_floor_row_and_open_into_view() {
    reachable(
        Scene::Setup,
        &["Floor person (optional)", "Open table (Ctrl+Enter)"],
    );
}

#[test]
fn at_1024_by_700_the_table_brings_procedures_take_back_and_the_card_picker_into_view() {
    reachable(
        Scene::Live,
        &["Procedures…", "Take back (undo)", "Card picker"],
    );
    reachable(Scene::Stud, &["Procedures…", "Card picker"]);
}

#[test]
fn at_1024_by_700_the_floor_panel_brings_its_last_field_into_view() {
    reachable(
        Scene::Floor,
        &["PIN", "Reason", "Correct to:", "Rule lookup"],
    );
}

#[test]
fn at_1024_by_700_review_reaches_its_filters_and_hand_list() {
    reachable(
        Scene::Review,
        &["Hand #", "Player", "#1 ·", "Export PokerStars"],
    );
}

#[test]
fn at_1024_by_700_every_other_screen_keeps_its_controls_in_view() {
    reachable(Scene::Shift, &["Next hand"]);
    reachable(Scene::Seats, &[]);
    reachable(Scene::Tournament, &[]);
    reachable(Scene::Clock, &[]);
    reachable(Scene::Broken, &[]);
    reachable(Scene::Room, &[]);
}

#[test]
fn at_1024_by_700_the_step_line_stays_in_view_under_a_refusal() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = small(sample::scene(Scene::Live, dir.path()).unwrap());
    type_line(&mut h, "r 50");
    assert!(shows(&h, "Refused:"));
    let step = h.get_by_label("Seat 4 · Dev to act").rect();
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1024.0, 700.0));
    assert!(window.contains_rect(step), "the step line is at {step:?}");
    // Nothing sits over it: the pad's scrolled part begins below it.
    let line = h.get_by_label("Command line").rect();
    assert!(step.max.y <= line.min.y, "{step:?} {line:?}");
}

#[test]
fn tabbing_into_a_stack_selects_its_default_so_typing_replaces_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = small(sample::scene(Scene::Setup, dir.path()).unwrap());
    // Seat 1's name has the focus; Tab moves to its stack.
    h.key_press(Key::Tab);
    h.run();
    h.event(egui::Event::Text("350".into()));
    h.run();
    let stacks: Vec<String> = h
        .query_all_by_label("stack")
        .filter_map(|n| n.value())
        .collect();
    assert_eq!(
        stacks.first().map(String::as_str),
        Some("350"),
        "{stacks:?}"
    );
}

#[test]
fn the_four_card_flop_form_takes_the_keyboard_when_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = small(sample::scene(Scene::Live, dir.path()).unwrap());
    h.get_by_label("Procedures…").click();
    h.run();
    h.get_by_label("Four-card flop").click();
    h.run();
    // The cards field, labelled by the form's name, has the keyboard.
    let focused = h.query_all_by(|n| n.is_focused()).next().unwrap();
    assert_eq!(focused.accesskit_node().role(), Role::TextInput);
    let label = focused.accesskit_node().label().unwrap_or_default();
    assert!(label.contains("Four-card flop"), "'{label}' has the focus");
}
