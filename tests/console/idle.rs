//! An idle console asks for no repaint: with the command line focused (the
//! dealer's usual state) and nothing changing, simulated frames request
//! none, so the window is not drawn again until something happens.

use super::*;
use egui_kittest::kittest::NodeT;
use std::time::Duration;

/// How many of `frames` simulated frames (a quarter of a second each)
/// asked for another repaint within a minute.
fn repaints_asked(h: &mut Harness<'static, Console>, frames: usize) -> usize {
    (0..frames)
        .filter(|_| {
            h.step();
            h.output()
                .viewport_output
                .get(&egui::ViewportId::ROOT)
                .is_some_and(|v| v.repaint_delay < Duration::from_secs(60))
        })
        .count()
}

#[test]
fn the_table_with_the_command_line_focused_asks_for_no_repaint() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(sample::scene(sample::Scene::Live, dir.path()).unwrap());
    let focused = h.query_all_by(|n| n.is_focused()).next().unwrap();
    assert_eq!(
        focused.accesskit_node().label().as_deref(),
        Some("Command line")
    );
    // Thirty simulated seconds.
    assert_eq!(repaints_asked(&mut h, 120), 0);
    // Typing draws again, then it is idle once more.
    h.event(egui::Event::Text("c".into()));
    h.run();
    assert!(shows(&h, "Enter records"));
    assert_eq!(repaints_asked(&mut h, 40), 0);
}
