//! The console under pressure: seats that never overlap with every panel
//! open, nothing left on screen from an earlier step or hand, confirmations
//! before a hand is voided, and keys that do what their buttons say.

use super::*;
use dealerdesk::engine::{Action, raise_sizes};
use dealerdesk::ui::seat_rects;

fn harness_sized(console: Console, size: egui::Vec2) -> Harness<'static, Console> {
    let mut h = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, console: &mut Console| console.show(ui), console);
    h.run();
    h
}

/// A heads-up hand checked down to the river, Ana on the button.
const CHECKED_DOWN: [&str; 19] = [
    "sit 1 Ana 100",
    "sit 2 Ben 100",
    "button 1",
    "n",
    "u",
    "c",
    "c",
    "5c",
    "2c 7d 9s",
    "c",
    "c",
    "6c",
    "3h",
    "c",
    "c",
    "6d",
    "4s",
    "c",
    "c",
];

/// A no-limit table at `db`, entered line by line in the table face's words.
fn scripted(db: &std::path::Path, lines: &[&str]) -> Desk {
    sample::from_lines(db, HouseRules::preset(Variant::NoLimitHoldem), lines).unwrap()
}

/// The last action in force in the hand in play, or of the hand just ended.
fn last_action(h: &Harness<'static, Console>) -> Action {
    let d = desk(h);
    let hand = d.hand().or(d.table().last_hand()).unwrap();
    hand.actions.last().unwrap().clone()
}

#[test]
fn ten_seats_never_overlap_with_every_panel_open_at_both_screen_sizes() {
    for (w, hgt) in [(1280.0, 800.0), (1920.0, 1080.0)] {
        let dir = tempfile::tempdir().unwrap();
        let table = sample::ten_seats_mid_hand(&dir.path().join("t.sqlite")).unwrap();
        let mut h = harness_sized(Console::with_desk(table), egui::vec2(w, hgt));
        h.key_press(Key::F2);
        h.run();
        assert!(shows(&h, "Rule lookup"), "the floor panel is open");
        click(&mut h, "Card picker");
        assert!(
            h.query_by_role_and_label(Role::Button, "2c").is_some(),
            "the card picker is open"
        );
        type_line(&mut h, "r 1");
        assert!(shows(&h, "Refused:"));
        let seats = seat_rects(&h.ctx);
        assert_eq!(seats.len(), 10, "{w}×{hgt}");
        for (i, a) in seats.iter().enumerate() {
            assert!(
                a.min.x >= 0.0 && a.min.y >= 0.0 && a.max.x <= w && a.max.y <= hgt,
                "{w}×{hgt}: seat box {i} {a:?} is off the screen"
            );
            for (j, b) in seats.iter().enumerate().skip(i + 1) {
                assert!(
                    !a.shrink(0.5).intersects(b.shrink(0.5)),
                    "{w}×{hgt}: seat boxes {i} {a:?} and {j} {b:?} overlap"
                );
            }
        }
        let table = seats.iter().fold(egui::Rect::NOTHING, |u, r| u.union(*r));
        assert!(
            table.height() >= hgt / 2.0,
            "{w}×{hgt}: the table is {} high",
            table.height()
        );
    }
}

#[test]
fn refusals_rulings_and_amounts_go_when_the_step_moves_on() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::ten_seats_mid_hand(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    // Gus (p6) faces a bet of 50 on the flop; a refusal stays while it is his
    // turn, and so does an amount chosen for his raise.
    type_line(&mut h, "r 1");
    assert!(shows(&h, "Refused:"));
    h.get_by_label("Amount").set_value_accesskit(150.0);
    h.run();
    assert!(shows(&h, "Raise to 150 (r)"));
    assert!(shows(&h, "Refused:"));
    type_line(&mut h, "c");
    assert!(!shows(&h, "Refused:"), "the refusal outlived its step");
    // What was recorded, in words and in notation.
    assert!(shows(&h, "Recorded: Gus calls 50"));
    assert!(shows(&h, "p6 cc"));
    // The next player's Raise button starts at his own minimum.
    let hand = desk(&h).hand().unwrap();
    let legal = legal_actions(&hand.state, desk(&h).rules());
    let min = raise_sizes(&hand.state, desk(&h).rules(), &legal)
        .unwrap()
        .min;
    assert_ne!(min.0, 150);
    assert!(shows(&h, &format!("Raise to {min} (r)")));
    assert!(!shows(&h, "Raise to 150 (r)"));

    // A misdeal's ruling is gone once the redeal starts, and kept in the
    // session's list.
    let dir = tempfile::tempdir().unwrap();
    let players = [(1, "Ana", 200), (2, "Ben", 50), (3, "Cleo", 100)];
    let table = sample::open_table(&dir.path().join("m.sqlite"), &players).unwrap();
    let mut h = harness(Console::with_desk(table));
    type_line(&mut h, "n");
    type_line(&mut h, "As");
    type_line(&mut h, "misdeal");
    assert!(shows(&h, "Misdeal: void the hand and redeal?"));
    assert_eq!(desk(&h).hand().unwrap().state.misdeals(), 0, "asked first");
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(desk(&h).hand().unwrap().state.misdeals(), 1);
    assert!(shows(&h, "Ruling:"));
    type_line(&mut h, "Kd");
    assert!(
        !shows(&h, "Ruling:"),
        "the misdeal ruling outlived its step"
    );
    assert!(shows(&h, "Rulings this session (1)"));
}

#[test]
fn fouled_deck_asks_first_and_esc_cancels() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    let before = desk_snapshot(&h);
    click(&mut h, "Procedures…");
    click(&mut h, "Fouled deck: void the hand");
    assert!(shows(&h, "Fouled deck: void the hand?"));
    h.key_press(Key::Escape);
    h.run();
    assert!(!shows(&h, "Fouled deck: void the hand?"));
    assert_eq!(desk_snapshot(&h), before, "nothing was recorded");
}

#[test]
fn one_key_deals_every_unseen_hole_card_of_the_round() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::open_table(&dir.path().join("t.sqlite"), &sample::SIX).unwrap();
    let mut h = harness(Console::with_desk(table));
    type_line(&mut h, "n");
    assert!(shows(&h, "Deal unseen (u)"));
    type_line(&mut h, "u");
    let hand = desk(&h).hand().unwrap();
    assert!(
        hand.state
            .players()
            .iter()
            .all(|p| p.cards() == [None, None]),
        "every player holds two unseen cards"
    );
    assert!(matches!(
        legal_actions(&hand.state, desk(&h).rules()).next,
        Next::Player(_)
    ));
    assert!(shows(&h, "12 face-down cards dealt unseen"));
}

#[test]
fn stud_unseen_deal_stops_at_the_up_card() {
    let dir = tempfile::tempdir().unwrap();
    let rules = HouseRules::preset(Variant::Stud);
    let table = sample::open_table_with(&dir.path().join("s.sqlite"), rules, &sample::SIX).unwrap();
    let mut h = harness(Console::with_desk(table));
    type_line(&mut h, "n");
    type_line(&mut h, "u");
    let hand = desk(&h).hand().unwrap();
    assert!(
        hand.state
            .players()
            .iter()
            .all(|p| p.cards() == [None, None])
    );
    assert!(matches!(
        legal_actions(&hand.state, desk(&h).rules()).next,
        Next::Dealer(DealStep::Hole { count: 1, .. })
    ));
}

/// Finds the label of the button a key stands for.
type ButtonFor = fn(&Harness<'static, Console>) -> String;

/// Each quick key does what the button labelled with it does: the same
/// action recorded on two identical tables.
#[test]
fn every_labelled_key_does_what_its_button_does() {
    let cases: [(&str, ButtonFor); 6] = [
        ("f", |_| "Fold (f)".into()),
        ("c", |h| {
            let hand = desk(h).hand().unwrap();
            let c = legal_actions(&hand.state, desk(h).rules())
                .check_call
                .unwrap();
            format!("Call {c} (c)")
        }),
        ("r", |h| button_with(h, "(r)")),
        ("h", |h| button_with(h, "(h)")),
        ("p", |h| button_with(h, "(p)")),
        ("a", |h| button_with(h, "(a)")),
    ];
    for (key, button) in cases {
        let dir = tempfile::tempdir().unwrap();
        let by_key = sample::six_handed_side_pot(&dir.path().join("k.sqlite")).unwrap();
        let by_click = sample::six_handed_side_pot(&dir.path().join("c.sqlite")).unwrap();
        let mut k = harness(Console::with_desk(by_key));
        let mut c = harness(Console::with_desk(by_click));
        type_line(&mut k, key);
        let label = button(&c);
        click(&mut c, &label);
        assert_eq!(last_action(&k), last_action(&c), "key {key} vs {label}");
    }
    // Showdown: `s` tables the cards dealt, as the Show button does.
    let dir = tempfile::tempdir().unwrap();
    let mut by_key = sample::six_handed_side_pot(&dir.path().join("k.sqlite")).unwrap();
    let mut by_click = sample::six_handed_side_pot(&dir.path().join("c.sqlite")).unwrap();
    sample::play(&mut by_key, &sample::SIX_TO_RIVER).unwrap();
    sample::play(&mut by_click, &sample::SIX_TO_RIVER).unwrap();
    let mut k = harness(Console::with_desk(by_key));
    let mut c = harness(Console::with_desk(by_click));
    type_line(&mut k, "s");
    let label = button_with(&c, "(s)");
    click(&mut c, &label);
    assert!(matches!(last_action(&k), Action::Show { .. }));
    assert_eq!(last_action(&k), last_action(&c));
    // Nobody mucks in that all-in showdown (TDA 16): the pad offers no muck.
    assert!(!shows(&c, "Muck (m)"));
    // Checked down with nobody all in, the second player mucks by key and
    // by button alike.
    let checked_down =
        |db: &std::path::Path| scripted(db, &[&CHECKED_DOWN[..], &["s Kh Kd"]].concat());
    let mut k = harness(Console::with_desk(checked_down(
        &dir.path().join("k2.sqlite"),
    )));
    let mut c = harness(Console::with_desk(checked_down(
        &dir.path().join("c2.sqlite"),
    )));
    type_line(&mut k, "m");
    click(&mut c, "Muck (m)");
    assert!(matches!(last_action(&k), Action::Muck(_)));
    assert_eq!(last_action(&k), last_action(&c));
}

/// The label of the one button whose label contains `key`.
fn button_with(h: &Harness<'static, Console>, key: &str) -> String {
    let labels: Vec<String> = h
        .query_all_by_role(Role::Button)
        .filter_map(|n| {
            let text = format!("{n:?}");
            let start = text.find("label: \"")? + 8;
            let end = text[start..].find('"')? + start;
            Some(text[start..end].to_string())
        })
        .filter(|l| l.contains(key))
        .collect();
    assert_eq!(labels.len(), 1, "buttons with {key}: {labels:?}");
    labels[0].clone()
}

#[test]
fn esc_closes_the_floor_panel_and_the_four_colour_deck_is_on_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    h.key_press(Key::F2);
    h.run();
    assert!(shows(&h, "Rule lookup"));
    h.key_press(Key::Escape);
    h.run();
    assert!(!shows(&h, "Rule lookup"));
    assert!(dealerdesk::ui::four_colour(&h.ctx));
    h.get_by_label("4-colour").click();
    h.run();
    assert!(!dealerdesk::ui::four_colour(&h.ctx));
}

#[test]
fn the_dealer_takes_back_a_typo_by_key_and_by_button() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    let before = desk(&h).hand().unwrap().state.clone();
    type_line(&mut h, "r 120");
    assert_ne!(desk(&h).hand().unwrap().state, before);
    type_line(&mut h, "undo");
    assert!(shows(
        &h,
        "Recorded: taken back: Dev (seat 4) raises to 120"
    ));
    assert_eq!(desk(&h).hand().unwrap().state, before);
    type_line(&mut h, "c");
    click(&mut h, "Take back (undo)");
    assert_eq!(desk(&h).hand().unwrap().state, before);
    // Only the very last entry: the next take-back is the floor's.
    click(&mut h, "Take back (undo)");
    assert!(shows(&h, "the floor corrects it"));
    assert_eq!(desk(&h).hand().unwrap().state, before);
}

#[test]
fn a_floor_ruling_typed_by_the_dealer_goes_to_the_floor_panel() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    let before = desk_snapshot(&h);
    // The dealer types a dead hand: nothing is recorded, the floor panel
    // opens with the ruling ready and the keyboard in the PIN field.
    type_line(&mut h, "kill p4");
    assert_eq!(desk_snapshot(&h), before);
    assert!(shows(&h, "is the floor's"));
    assert!(shows(&h, "Rule lookup"), "the floor panel is open");
    assert!(h.get_by_label("PIN").is_focused());
    h.event(egui::Event::Text("246800".into()));
    h.run();
    fill(&mut h, "Reason", "Eve's hand touched the muck");
    click(&mut h, "Enter as ruling");
    let hand = desk(&h).hand().unwrap();
    assert!(hand.state.players()[3].folded, "Eve's hand is dead");
    let last = desk(&h).log().events(Some(hand.id)).unwrap();
    let acts: Vec<_> = last.iter().map(|e| (e.action.clone(), e.role)).collect();
    assert_eq!(
        last.last().unwrap().role,
        dealerdesk::log::Role::Floor,
        "{acts:?}"
    );
    // Neither the PIN nor the reason stays for the next ruling.
    let refused = desk_snapshot(&h);
    click(&mut h, "Void last action");
    assert!(shows(&h, "needs a reason") || shows(&h, "Wrong floor PIN"));
    assert_eq!(desk_snapshot(&h), refused);
}

#[test]
fn no_floor_ruling_typed_by_the_dealer_is_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    let before = desk_snapshot(&h);
    let head = desk(&h).log().head().unwrap();
    for line in [
        "kill p4",
        "d kill p4",
        "d award p1",
        "fouled",
        "d fouled",
        "misdeal",
        "void",
    ] {
        type_line(&mut h, line);
        // Whatever opened (the floor panel with the ruling ready, a
        // confirmation), the dealer walks away from it.
        h.key_press(Key::Enter);
        h.run();
        h.key_press(Key::Escape);
        h.run();
        assert_eq!(desk_snapshot(&h), before, "{line}");
        assert_eq!(desk(&h).log().head().unwrap(), head, "{line} was recorded");
    }
}

#[test]
fn f2_puts_the_keyboard_in_the_pin_field() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    h.key_press(Key::F2);
    h.run();
    assert!(h.get_by_label("PIN").is_focused());
    // Typed digits land in the PIN field, not in the command line.
    h.event(egui::Event::Text("246800".into()));
    h.run();
    assert!(!shows(&h, "246800"), "the PIN is not shown anywhere");
}

#[test]
fn the_top_bar_shows_the_logs_anchor_and_follows_it() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    let anchor = |h: &Harness<'static, Console>| {
        let (seq, hash) = desk(h).log().head().unwrap();
        format!("log {}@{}", &hash.unwrap()[..8], seq.0)
    };
    assert!(shows(&h, &anchor(&h)));
    type_line(&mut h, "c");
    assert!(shows(&h, &anchor(&h)), "the anchor moved on with the log");
}

#[test]
fn seats_change_by_keyboard_between_hands_and_chips_wait_for_the_hand_to_end() {
    let dir = tempfile::tempdir().unwrap();
    let players = [(1, "Ana", 100), (2, "Ben", 100)];
    let table = sample::open_table(&dir.path().join("t.sqlite"), &players).unwrap();
    let mut h = harness(Console::with_desk(table));
    type_line(&mut h, "sit 4 Cleo 150");
    assert!(shows(&h, "Recorded: Cleo sits down in seat 4 with 150"));
    type_line(&mut h, "n");
    // Table stakes: no chips are added during a hand.
    type_line(&mut h, "rebuy 1 50");
    assert!(shows(&h, "Chips are added between hands, not during one"));
    type_line(&mut h, "u");
    // Everyone folds to the big blind.
    while desk(&h).hand().is_some() {
        type_line(&mut h, "f");
    }
    type_line(&mut h, "rebuy 1 50");
    assert!(shows(&h, "Recorded: Ana adds 50"));
    // The last hand stays on the felt, with the stacks as they are now.
    let ana = desk(&h).seats()[&dealerdesk::desk::SeatNo(1)].stack;
    assert!(shows(&h, &format!("stack {ana}")), "Ana's rebuy shows");
    type_line(&mut h, "leave 2");
    assert!(shows(&h, "Recorded: Ben leaves seat 2 with"));
    assert!(shows(&h, "left the table"));
    let seats: Vec<u8> = desk(&h).seats().keys().map(|s| s.0).collect();
    assert_eq!(seats, [1, 4]);
}

#[test]
fn the_floor_re_decides_a_mistyped_show_after_the_hand_until_the_next_starts() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.sqlite");
    drop(scripted(
        &db,
        &[
            &["addfloor Morgan 246800"],
            &CHECKED_DOWN[..],
            &["s Kh Kd", "s 8h 8d"],
        ]
        .concat(),
    ));
    let mut h = harness(Console::new(ConsoleOptions {
        db: db.clone(),
        rules: None,
    }));
    assert_eq!(stacks(&h), [(1, 98), (2, 102)]);
    h.key_press(Key::F2);
    h.run();
    assert!(shows(&h, "Hand #1 has ended"));
    h.event(egui::Event::Text("246800".into()));
    h.run();
    fill(&mut h, "Reason", "Ana showed aces, keyed as eights");
    fill(&mut h, "Correct to:", "s Ah Ad");
    click(&mut h, "Correct last");
    assert_eq!(stacks(&h), [(1, 102), (2, 98)], "the pot went to Ana");
    // The correction, then its signature by the floor person.
    let mut events = desk(&h).log().events(None).unwrap();
    assert_eq!(events.pop().unwrap().action, "log signed");
    let last = events.pop().unwrap();
    assert_eq!(last.role, dealerdesk::log::Role::Floor);
    assert_eq!(
        last.action,
        "floor correct hand 1: p2 sm 8h8d to p2 sm AhAd"
    );
    // Once the next hand is dealt the last one stands: the floor panel no
    // longer offers it.
    h.key_press(Key::Escape);
    h.run();
    type_line(&mut h, "n");
    assert!(desk(&h).hand().is_some());
    h.key_press(Key::F2);
    h.run();
    assert!(!shows(&h, "Hand #1 has ended"));
}

#[test]
fn the_seat_menu_seats_rebuys_and_lets_a_busted_player_go_by_click_and_key() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.sqlite");
    // Ben is all in with his big blind and loses it.
    drop(scripted(
        &db,
        &[
            "sit 1 Ana 100",
            "sit 2 Ben 2",
            "sit 3 Cy 100",
            "button 3",
            "n",
            "u",
            "c",
            "f",
            "s 8h 8d",
            "s Kh Kd",
            "5c",
            "2c 7d 9s",
            "6c",
            "3h",
            "6d",
            "4s",
        ],
    ));
    let mut h = harness(Console::new(ConsoleOptions {
        db: db.clone(),
        rules: None,
    }));
    assert!(desk(&h).hand().is_none());
    assert_eq!(desk(&h).seats()[&SeatNo(2)].stack, Chips(0));
    assert!(shows(&h, "2 Ben · busted"));
    // An empty seat, by click: a name and a buy-in in the dialog.
    h.get_by_label_contains("5 ·").click();
    h.run();
    assert!(shows(&h, "Empty seat"));
    fill(&mut h, "Name", "Cleo");
    fill(&mut h, "Buy-in", "150");
    click(&mut h, "Sit down");
    assert!(shows(&h, "Recorded: Cleo sits down in seat 5 with 150"));
    // Alt+2 opens Ben's seat: a busted player is offered a rebuy or leaving.
    h.key_press_modifiers(egui::Modifiers::ALT, Key::Num2);
    h.run();
    assert!(shows(&h, "Ben has no chips: a rebuy, or the seat is left"));
    fill(&mut h, "Rebuy / top-up", "40");
    click(&mut h, "Rebuy");
    assert_eq!(desk(&h).seats()[&SeatNo(2)].stack, Chips(40));
    // Cy leaves by the menu; Esc closes a menu without a change.
    h.get_by_label_contains("3 Cy").click();
    h.run();
    click(&mut h, "Leave");
    assert!(!desk(&h).seats().contains_key(&SeatNo(3)));
    h.get_by_label_contains("1 Ana").click();
    h.run();
    assert!(shows(&h, "Move to seat"));
    h.key_press(Key::Escape);
    h.run();
    assert!(!shows(&h, "Move to seat"));
    let seats: Vec<(u8, u64)> = stacks(&h);
    assert_eq!(seats.iter().map(|s| s.0).collect::<Vec<_>>(), [1, 2, 5]);
}
