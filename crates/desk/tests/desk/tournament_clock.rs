//! Tournament mode through the desk: a wall clock started before a restart
//! runs on from the start the log holds.

use std::path::{Path, PathBuf};

use crate::fixtures::temp_log;

const REBUY: &str = include_str!("../../../../rulesets/tda-2024/nl-holdem-rebuy.yaml");

/// The bundled rebuy preset with ten-minute levels and six places paid.
fn house_file(dir: &Path) -> PathBuf {
    let mut text = REBUY.replace("minutes: 20", "minutes: 10");
    let table = text.find("    table:\n").unwrap();
    text.truncate(table);
    text += "    table:\n      - { entries: 2, percent: [100] }\n      - { entries: 6, percent: [40, 25, 15, 10, 6, 4] }\n";
    let path = dir.join("short-rebuy.yaml");
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_wall_clock_started_before_a_restart_runs_on_from_its_logged_start() {
    let (dir, db) = temp_log();
    let rules = house_file(dir.path());
    let text = std::fs::read_to_string(&rules).unwrap();
    let rules = dealerdesk_core::rules::HouseRules::from_yaml(&text, "short").unwrap();
    {
        let mut desk = dealerdesk_desk::desk::Desk::open(&db, rules.clone(), "t").unwrap();
        desk.enter_tournament(dealerdesk_desk::desk::SeatNo(1), "Ana")
            .unwrap();
        desk.enter_tournament(dealerdesk_desk::desk::SeatNo(2), "Ben")
            .unwrap();
        desk.start_clock().unwrap();
        assert!(desk.tick(60_000).is_err(), "tick is for a manual clock");
    }
    let desk = dealerdesk_desk::desk::Desk::open(&db, rules, "t").unwrap();
    let view = desk.tourney_view().unwrap();
    assert!(view.clock.started && !view.clock.paused);
    assert_eq!(view.clock.level, 1);
    // The clock kept its logged start: a few seconds at most have gone.
    assert!((590..=600).contains(&view.clock.seconds_left), "{view:?}");
    assert_eq!(view.entries, 2);
}
