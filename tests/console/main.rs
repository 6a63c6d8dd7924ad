//! The console driven headless by `egui_kittest`: whole hands entered by
//! keyboard and by mouse, a refused action, chips read before they are
//! confirmed, a misdeal, and a stud hi/lo split — asserting what the screen
//! shows and what the desk recorded.
#![allow(clippy::unwrap_used)]

use dealerdesk::cards::{Card, parse_cards};
use dealerdesk::chips::{Chips, Pos};
use dealerdesk::desk::{Desk, SeatNo};
use dealerdesk::engine::{DealStep, Next, Phase, legal_actions};
use dealerdesk::i18n::Lang;
use dealerdesk::rules::{HouseRules, Variant};
use dealerdesk::ui::{Console, ConsoleOptions, Screen, sample};
use eframe::egui::accesskit::Role;
use eframe::egui::{self, Key};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn harness(console: Console) -> Harness<'static, Console> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, console: &mut Console| console.show(ui), console);
    settle(&mut h);
    h
}

/// Steps until the console is idle: reading the log for review repaints
/// until it is done.
fn settle(h: &mut Harness<'static, Console>) {
    for _ in 0..500 {
        h.step();
        if !h.state().is_busy() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    h.run();
}

/// Types a line into the command line (which holds the focus) and presses Enter.
fn type_line(h: &mut Harness<'static, Console>, line: &str) {
    h.event(egui::Event::Text(line.to_string()));
    h.run();
    h.key_press(Key::Enter);
    h.run();
}

/// Focuses the field labelled `label` and types `text` into it.
fn fill(h: &mut Harness<'static, Console>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.event(egui::Event::Text(text.to_string()));
    h.run();
}

fn shows(h: &Harness<'static, Console>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

fn desk<'a>(h: &'a Harness<'static, Console>) -> &'a Desk {
    h.state().desk().unwrap()
}

fn stacks(h: &Harness<'static, Console>) -> Vec<(u8, u64)> {
    desk(h)
        .seats()
        .iter()
        .map(|(n, s)| (n.0, s.stack.0))
        .collect()
}

fn click(h: &mut Harness<'static, Console>, label: &str) {
    h.get_by_role_and_label(Role::Button, label).click();
    h.run();
}

/// The cards of `to` still to deal, `count` of them, as the player's list
/// says (by position).
fn next_cards(desk: &Desk, holes: &[&str], to: Pos, count: u8) -> Vec<Card> {
    sample::next_cards(desk, holes, to, count)
        .into_iter()
        .flatten()
        .collect()
}

/// Plays the hand in play to its end by keyboard: deals the cards the engine
/// asks for from `holes` and `board`, answers each betting turn with
/// `betting(pos)` and shows every hand called at showdown.
fn keyboard_to_end(
    h: &mut Harness<'static, Console>,
    holes: &[&str],
    board: &[&str],
    mut betting: impl FnMut(&Desk, Pos) -> String,
) {
    let mut boards = board.iter();
    for _ in 0..400 {
        let Some(hand) = desk(h).hand() else {
            return;
        };
        let legal = legal_actions(&hand.state, desk(h).rules());
        let line = match legal.next {
            Next::Done => return,
            Next::Dealer(DealStep::Burn) => "b".to_string(),
            Next::Dealer(DealStep::Hole { to, count }) => next_cards(desk(h), holes, to, count)
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            Next::Dealer(DealStep::Board { .. }) => boards.next().unwrap().to_string(),
            Next::Player(pos) if hand.state.phase() == Phase::Betting => betting(desk(h), pos),
            Next::Player(pos) => format!("s {}", holes[pos.index()]),
        };
        let before = desk(h).log().verify(|_, _| {}).unwrap().events;
        type_line(h, &line);
        let after = desk(h).log().verify(|_, _| {}).unwrap().events;
        assert!(after > before, "'{line}' was not recorded");
    }
    panic!("the hand did not end");
}

#[test]
fn a_six_handed_hand_with_two_all_ins_and_a_side_pot_by_keyboard_alone() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::open_table(&dir.path().join("t.sqlite"), &sample::SIX).unwrap();
    let mut h = harness(Console::with_desk(table));
    assert!(shows(&h, "No hand in play"));
    type_line(&mut h, "n");
    assert!(shows(&h, "Hand #1"));
    // The dealer step says whom to deal to: Ben, left of the button on seat 1.
    assert!(shows(&h, "Deal 1 card to Seat 2 · Ben") || shows(&h, "Deal 2 cards to Seat 2 · Ben"));
    // Preflop: Dev raises, Eve all-in, Finn folds, Ana calls, Ben all-in
    // for less, Cleo folds, Dev calls; flop: Dev checks, Ana bets 40.
    let script = ["r 6", "a", "f", "c", "a", "f", "c"];
    let mut moves = script.iter();
    let holes = sample::SIX_HOLE;
    // Deal the hole cards and play preflop.
    while desk(&h).hand().unwrap().state.street().name() == "preflop" {
        let hand = desk(&h).hand().unwrap();
        let line = match legal_actions(&hand.state, desk(&h).rules()).next {
            Next::Dealer(DealStep::Hole { to, count }) => next_cards(desk(&h), &holes, to, count)
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            Next::Player(_) => moves.next().unwrap().to_string(),
            other => panic!("unexpected step {other:?}"),
        };
        type_line(&mut h, &line);
    }
    type_line(&mut h, "b");
    type_line(&mut h, "2h 5c 9d");
    type_line(&mut h, "c");
    type_line(&mut h, "r 40");
    // What the screen shows is what the engine says.
    assert!(shows(&h, "Main pot: 242"));
    assert!(shows(&h, "eligible: Ben, Dev, Eve, Ana"));
    assert!(shows(&h, "Side pot 1: 90"));
    assert!(shows(&h, "eligible: Dev, Eve, Ana"));
    assert!(shows(&h, "To call 40"));
    assert!(shows(&h, "Seat 4 · Dev to act"));
    let pots = desk(&h).hand().unwrap().state.pots();
    assert_eq!(
        pots.iter().map(|p| p.amount.0).collect::<Vec<_>>(),
        [242, 90]
    );
    keyboard_to_end(&mut h, &holes, &["Tc", "3s"], |_, _| "c".to_string());
    // Ben's aces take the main pot; Dev's kings both side pots.
    assert!(shows(&h, "Main pot: 242, won by Ben (seat 2)"));
    assert!(shows(&h, "Side pot 1: 90, won by Dev (seat 4)"));
    // Each contested pot names the winning hand.
    assert!(shows(&h, "pair of aces"));
    assert!(shows(&h, "pair of kings"));
    assert_eq!(
        stacks(&h),
        [(1, 70), (2, 242), (3, 148), (4, 340), (5, 0), (6, 250)]
    );
    let report = desk(&h).log().verify(|_, _| {}).unwrap();
    assert!(report.events > 30);
}

#[test]
fn a_refused_action_shows_the_ruling_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    let before = desk_snapshot(&h);
    type_line(&mut h, "r 50");
    assert!(shows(&h, "Refused:"));
    assert!(shows(&h, "min_raise"));
    // In words, with the notation beside.
    assert!(shows(&h, "Legal now: fold · call 40 · raise to 80–210"));
    assert!(shows(&h, "f · cc 40 · cbr 80..210"));
    assert_eq!(desk_snapshot(&h), before);
    // A line that is not an action is refused where it was typed.
    type_line(&mut h, "zz");
    assert!(shows(&h, "'zz' is not a betting key here"));
    assert_eq!(desk_snapshot(&h), before);
}

#[test]
fn a_czech_console_says_the_engines_ruling_in_czech() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut console = Console::with_desk(table);
    console.speak(Lang::Cs);
    let mut h = harness(console);
    // A card found face up in the deck: set aside, and the deal goes on.
    type_line(&mut h, "boxed 3h");
    assert!(
        shows(
            &h,
            "Rozhodnutí: Karta 3♥ (srdcová trojka) byla v balíčku lícem nahoru: odkládá se a rozdává se dál."
        ),
        "the ruling's note in Czech"
    );
    assert!(shows(&h, "boxed_card"));
    assert!(!shows(&h, "was face up in the deck"));
}

#[test]
fn a_czech_setup_says_a_bad_house_file_in_czech() {
    let dir = tempfile::tempdir().unwrap();
    let mut console = Console::new(ConsoleOptions {
        db: dir.path().join("new.sqlite"),
        rules: None,
    });
    console.speak(Lang::Cs);
    let mut h = harness(console);
    // A straddle below the big blind: the file's place and the amounts.
    let text = Variant::NoLimitHoldem
        .text()
        .replacen("straddle: 0", "straddle: 1", 1);
    let line = text
        .lines()
        .position(|l| l.contains("straddle: 1"))
        .unwrap()
        + 1;
    let bad = dir.path().join("dum.yaml");
    std::fs::write(&bad, &text).unwrap();
    fill(&mut h, "nebo soubor pravidel herny", bad.to_str().unwrap());
    click(&mut h, "Načíst");
    assert!(
        shows(
            &h,
            &format!("dum.yaml, řádek {line}, sloupec 3: Straddle 1 je méně než velký blind 2.")
        ),
        "the house file's fault in Czech"
    );
    assert!(!shows(&h, "less than the big blind"));
}

/// The log's length and the hand's state, to show nothing changed.
fn desk_snapshot(h: &Harness<'static, Console>) -> (u64, String) {
    let d = desk(h);
    let events = d.log().verify(|_, _| {}).unwrap().events;
    (events, format!("{:?}", d.hand().unwrap().state))
}

#[test]
fn chips_put_out_are_read_by_the_engine_and_confirmed_with_enter() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    // Dev faces 40 and puts out a single 100 chip without a word: a call.
    type_line(&mut h, "$ 100");
    assert!(shows(&h, "Chips read as: Dev (seat 4) calls"));
    assert!(shows(&h, "oversized_chip"));
    assert!(shows(&h, "Give back 60"));
    // Nothing is recorded until the dealer confirms.
    assert_eq!(desk(&h).hand().unwrap().state.players()[2].bet, Chips(0));
    h.key_press(Key::Enter);
    h.run();
    let hand = desk(&h).hand().unwrap();
    assert_eq!(hand.state.players()[2].stack, Chips(170));
    assert_eq!(hand.actions.last().unwrap().to_string(), "p3 cc");
}

#[test]
fn a_hand_by_mouse_with_a_misdeal_and_a_side_pot() {
    let dir = tempfile::tempdir().unwrap();
    let players = [(1, "Ana", 200), (2, "Ben", 50), (3, "Cleo", 100)];
    let table = sample::open_table(&dir.path().join("t.sqlite"), &players).unwrap();
    let mut h = harness(Console::with_desk(table));
    click(&mut h, "Next hand (n)");
    click(&mut h, "Card picker");
    // Two cards dealt, then the dealer calls a misdeal with the button.
    for card in ["As", "Kd"] {
        let to = match legal_actions(&desk(&h).hand().unwrap().state, desk(&h).rules()).next {
            Next::Dealer(DealStep::Hole { to, .. }) => to,
            other => panic!("expected hole cards, got {other:?}"),
        };
        click(&mut h, card);
        click(&mut h, "Enter");
        assert_eq!(
            desk(&h).hand().unwrap().state.players()[to.index()]
                .cards()
                .len(),
            1
        );
    }
    // The misdeal asks first; nothing happens until it is confirmed.
    click(&mut h, "Procedures…");
    click(&mut h, "Misdeal: void the hand and redeal");
    assert!(shows(&h, "Misdeal: void the hand and redeal?"));
    assert_eq!(desk(&h).hand().unwrap().state.misdeals(), 0);
    click(&mut h, "Confirm (Enter)");
    assert!(shows(&h, "Ruling:"));
    assert!(shows(&h, "misdeal"));
    let hand = desk(&h).hand().unwrap();
    assert!(hand.state.players().iter().all(|p| p.cards().is_empty()));
    assert_eq!(hand.state.misdeals(), 1);
    // The redeal, clicking cards in the picker: Ben (p1) AhAc, Cleo (p2)
    // KhKc, Ana (p3) QhQc.
    let holes = ["AhAc", "KhKc", "QhQc"];
    let mut boards = ["2s", "7d", "9c", "Js", "3d"].iter();
    for _ in 0..60 {
        let Some(hand) = desk(&h).hand() else { break };
        let legal = legal_actions(&hand.state, desk(&h).rules());
        match legal.next {
            Next::Dealer(DealStep::Hole { to, count }) => {
                for c in next_cards(desk(&h), &holes, to, count) {
                    click(&mut h, &c.to_string());
                }
                click(&mut h, "Enter");
            }
            Next::Dealer(DealStep::Burn) => click(&mut h, "Burn ?? (b)"),
            Next::Dealer(DealStep::Board { count }) => {
                for _ in 0..count {
                    click(&mut h, boards.next().unwrap());
                }
                click(&mut h, "Enter");
            }
            Next::Player(pos) if hand.state.phase() == Phase::Betting => {
                // Ana (button, first preflop three-handed) moves all in;
                // the others call all in.
                let label = if pos == Pos(2) && legal.raise.is_some() {
                    "All-in (a) 200".to_string()
                } else {
                    format!("Call {} (c)", legal.check_call.unwrap())
                };
                click(&mut h, &label);
            }
            Next::Player(pos) => {
                let cards = parse_cards(holes[pos.index()]).unwrap();
                let cards: Vec<String> = cards.iter().flatten().map(|c| c.to_string()).collect();
                click(&mut h, &format!("Show {} (s)", cards.join(" ")));
            }
            Next::Done => break,
        }
    }
    assert!(desk(&h).hand().is_none(), "the hand did not end");
    // Ben's aces win the main pot (3 × 50); Cleo's kings the side pot (2 × 50).
    assert!(shows(&h, "Main pot: 150, won by Ben (seat 2)"));
    assert!(shows(&h, "Side pot 1: 100, won by Cleo (seat 3)"));
    assert_eq!(stacks(&h), [(1, 100), (2, 150), (3, 100)]);
}

#[test]
fn a_stud_hi_lo_hand_with_bring_in_and_a_split_pot() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("stud.sqlite");
    let mut table = Desk::open(&db, HouseRules::preset(Variant::StudHiLo), "Stud").unwrap();
    for (seat, name, stack) in sample::STUD {
        table.seat(SeatNo(seat), name, Chips(stack)).unwrap();
    }
    let mut h = harness(Console::with_desk(table));
    type_line(&mut h, "n");
    // By position (p1 = Ben): p1 a full house, p2 a wheel (the low), p3 two pair.
    let holes = sample::STUD_HOLE;
    let mut brought_in = false;
    keyboard_to_end(&mut h, &holes, &[], |d, _| {
        let legal = legal_actions(&d.hand().unwrap().state, d.rules());
        if legal.bring_in.is_some() {
            brought_in = true;
            // The low card (the 3d of p2) brings it in.
            assert_eq!(legal.next, Next::Player(Pos(1)));
            "bi".to_string()
        } else {
            "c".to_string()
        }
    });
    assert!(brought_in);
    // Seats: Ana 1 (button, p3), Ben 2 (p1, the high), Cleo 3 (p2, the low).
    // All three put in the same; Ben and Cleo halve the pot.
    let s = stacks(&h);
    let (ana, ben, cleo) = (s[0].1, s[1].1, s[2].1);
    assert!(
        ana < 500 && ben > 500 && cleo > 500,
        "high and low split: {s:?}"
    );
    assert!(
        ben.abs_diff(cleo) <= 1,
        "the halves differ by the odd chip at most: {s:?}"
    );
    assert_eq!(ana + ben + cleo, 1500);
    // Each put in 500 - ana; each winner's share is what they have above Ana.
    let (pot, hi, lo) = (3 * (500 - ana), ben - ana, cleo - ana);
    assert_eq!(hi + lo, pot);
    assert!(
        shows(
            &h,
            &format!("Main pot: {pot}, split: Ben (seat 2) takes {hi}, Cleo (seat 3) takes {lo}")
        ) || shows(
            &h,
            &format!("Main pot: {pot}, split: Cleo (seat 3) takes {lo}, Ben (seat 2) takes {hi}")
        ),
        "the award line names both winners and their halves"
    );
}

#[test]
fn setup_opens_a_table_from_typed_names_and_refuses_a_bad_house_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("new.sqlite");
    let mut h = harness(Console::new(ConsoleOptions {
        db: db.clone(),
        rules: None,
    }));
    assert_eq!(h.state().screen(), Screen::Setup);
    // A malformed house file: the error names the file, line and column.
    let bad = dir.path().join("house.yaml");
    std::fs::write(&bad, "name: House\ngame: holdem\nstructure: [no\n").unwrap();
    fill(&mut h, "or house file", bad.to_str().unwrap());
    click(&mut h, "Load");
    assert!(shows(&h, "house.yaml, line 3, column "));
    assert!(shows(&h, "The YAML cannot be read: "));
    // Too few players is refused before anything is written.
    click(&mut h, "Open table (Ctrl+Enter)");
    assert!(shows(&h, "seat at least two players"));
    assert!(!db.exists());
    for (seat, name) in [("Seat 1", "Ana"), ("Seat 2", "Ben"), ("Seat 4", "Dev")] {
        fill(&mut h, seat, name);
    }
    click(&mut h, "Open table (Ctrl+Enter)");
    assert_eq!(h.state().screen(), Screen::Table);
    let seats: Vec<(u8, String, u64)> = desk(&h)
        .seats()
        .iter()
        .map(|(n, s)| (n.0, s.name.clone(), s.stack.0))
        .collect();
    assert_eq!(
        seats,
        [
            (1, "Ana".into(), 200),
            (2, "Ben".into(), 200),
            (4, "Dev".into(), 200)
        ]
    );
    type_line(&mut h, "n");
    assert!(shows(&h, "Hand #1"));
    // Reopening the file resumes the session at the table, mid-hand.
    drop(h);
    let h = harness(Console::new(ConsoleOptions { db, rules: None }));
    assert_eq!(h.state().screen(), Screen::Table);
    assert!(shows(&h, "Hand #1"));
}

#[test]
fn the_floor_panel_explains_and_voids_the_last_action_behind_the_pin() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    h.key_press(Key::F2);
    h.run();
    assert!(shows(&h, "Why these options"));
    assert!(shows(&h, "min_raise · TDA 2024 Rule 43-A"));
    fill(&mut h, "Rule lookup", "four_card");
    assert!(shows(&h, "four_card_flop"));
    let before = desk_snapshot(&h);
    fill(&mut h, "PIN", "1111");
    fill(&mut h, "Reason", "Ana's bet was a misclick");
    click(&mut h, "Void last action");
    assert!(shows(&h, "Wrong floor PIN"));
    // The hand is as it was; the wrong PIN itself is on record.
    let after = desk_snapshot(&h);
    assert_eq!(after.1, before.1);
    assert_eq!(after.0, before.0 + 1);
    fill(&mut h, "PIN", "246800");
    click(&mut h, "Void last action");
    assert!(shows(&h, "last action voided: Ana's bet was a misclick"));
    // Ana is to act again with no bet out; the void is on the record.
    assert!(shows(&h, "Seat 1 · Ana to act"));
    let hand = desk(&h).hand().unwrap();
    assert_eq!(hand.state.players()[5].bet, Chips(0));
    let events = desk(&h).log().events(Some(hand.id)).unwrap();
    assert!(
        events
            .last()
            .unwrap()
            .action
            .starts_with("floor void p6 cbr 40")
    );
    // A bet keyed wrong is corrected in one ruling. The preview says the
    // bet in words as it is typed, no notation.
    h.event(egui::Event::Text("r 45".into()));
    h.run();
    assert!(shows(&h, "Enter records: Ana (seat 1) bets 45"));
    assert!(!shows(&h, "p6 cbr"));
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(desk(&h).hand().unwrap().state.players()[5].bet, Chips(45));
    fill(&mut h, "PIN", "246800");
    fill(&mut h, "Reason", "Ana bet 40, keyed 45");
    fill(&mut h, "Correct to:", "r 40");
    click(&mut h, "Correct last");
    // Said in words, the notation small beside.
    assert!(shows(&h, "Recorded: Ana (seat 1) bets 40"));
    assert_eq!(desk(&h).hand().unwrap().state.players()[5].bet, Chips(40));
    // The floor awards the pot to Dev, who is in every pot: the hand ends.
    fill(&mut h, "PIN", "246800");
    fill(&mut h, "Reason", "the others' hands were fouled");
    // The players are listed by name and seat, each a key stop.
    h.get_by_label("Dev (seat 4)").click();
    h.run();
    click(&mut h, "Award pot");
    assert!(desk(&h).hand().is_none());
    assert!(shows(&h, "Main pot: 242, won by Dev (seat 4)"));
    assert_eq!(stacks(&h).iter().map(|s| s.1).sum::<u64>(), 1050);
    // Review reads the void and the correction as logged: the actions in
    // words, the floor person by name, the reason.
    h.key_press(Key::F3);
    settle(&mut h);
    assert!(shows(
        &h,
        "Morgan: voided by the floor: Ana (seat 1) bets 40 — Ana's bet was a misclick"
    ));
    assert!(shows(
        &h,
        "Morgan: corrected by the floor: Ana (seat 1) bets 45, now Ana (seat 1) bets 40 \
         — Ana bet 40, keyed 45"
    ));
    assert!(!shows(&h, "floor void p6"));
}

#[test]
fn review_steps_through_a_logged_hand_and_exports_it() {
    let dir = tempfile::tempdir().unwrap();
    let console = sample::scene(sample::Scene::Review, dir.path()).unwrap();
    let mut h = harness(console);
    assert_eq!(h.state().screen(), Screen::Review);
    assert!(shows(&h, "Hand #1"));
    h.key_press(Key::End);
    h.run();
    assert!(shows(&h, "Main pot: 242, won by Ben (seat 2)"));
    h.key_press(Key::Home);
    h.run();
    assert!(shows(&h, "step 0 /"));
    h.key_press(Key::ArrowRight);
    h.run();
    assert!(shows(&h, "step 1 /"));
    // Presses arriving faster than frames all count.
    for _ in 0..4 {
        h.key_press(Key::ArrowRight);
    }
    h.key_press(Key::ArrowLeft);
    h.run();
    assert!(shows(&h, "step 4 /"));
    h.key_press(Key::Home);
    h.run();
    click(&mut h, "Export PHH");
    let phh = std::fs::read_to_string(dir.path().join("review-hand-1.phh")).unwrap();
    // Shown hands are written; Finn's folded 9c8c never was.
    assert!(phh.contains("AsAd"), "{phh}");
    assert!(!phh.contains("9c8c"), "{phh}");
    click(&mut h, "Export PokerStars");
    let text = std::fs::read_to_string(dir.path().join("review-hand-1.txt")).unwrap();
    assert!(text.contains("Ben"), "{text}");
}

#[test]
fn the_benchmark_table_is_ten_seats_on_the_flop() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::ten_seats_mid_hand(&dir.path().join("t.sqlite")).unwrap();
    let hand = table.hand().unwrap();
    assert_eq!(hand.seats.len(), 10);
    assert_eq!(hand.state.board().len(), 3);
    let h = harness(Console::with_desk(table));
    assert!(shows(&h, "to act"));
}

#[test]
fn a_weak_floor_pin_at_setup_is_refused_before_anything_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("pin.sqlite");
    let mut h = harness(Console::new(ConsoleOptions {
        db: db.clone(),
        rules: None,
    }));
    for (seat, name) in [("Seat 1", "Ana"), ("Seat 2", "Ben")] {
        fill(&mut h, seat, name);
    }
    fill(&mut h, "Floor person (optional)", "Mia");
    fill(&mut h, "PIN", "123");
    click(&mut h, "Open table (Ctrl+Enter)");
    assert_eq!(h.state().screen(), Screen::Setup);
    assert!(shows(
        &h,
        "This PIN is too weak: a floor PIN has at least 6 digits"
    ));
    assert!(!db.exists(), "nothing is written for a refused setup");
    // A PIN long enough: the same form opens the table, players as typed.
    fill(&mut h, "PIN", "800");
    click(&mut h, "Open table (Ctrl+Enter)");
    assert_eq!(h.state().screen(), Screen::Table);
    let names: Vec<String> = desk(&h).seats().values().map(|s| s.name.clone()).collect();
    assert_eq!(names, ["Ana", "Ben"]);
    let floors: Vec<String> = desk(&h)
        .log()
        .operators()
        .unwrap()
        .into_iter()
        .filter(|o| o.role == dealerdesk::log::Role::Floor)
        .map(|o| o.name)
        .collect();
    assert_eq!(floors, ["Mia"]);
}

#[test]
fn setup_by_keyboard_alone_names_first_tab_between_seats_ctrl_enter_opens() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("keys.sqlite");
    let mut h = harness(Console::new(ConsoleOptions { db, rules: None }));
    // The first name field has the focus; Tab passes the stack to the next seat.
    for name in ["Ana", "Ben", "Cleo"] {
        h.event(egui::Event::Text(name.into()));
        h.run();
        h.key_press(Key::Tab);
        h.run();
        h.key_press(Key::Tab);
        h.run();
    }
    h.key_press_modifiers(egui::Modifiers::CTRL, Key::Enter);
    h.run();
    assert_eq!(h.state().screen(), Screen::Table);
    let names: Vec<String> = desk(&h).seats().values().map(|s| s.name.clone()).collect();
    assert_eq!(names, ["Ana", "Ben", "Cleo"]);
    // Untyped, the table is named for its log file, as the room will know it.
    let sessions = desk(&h).log().sessions().unwrap();
    assert_eq!(sessions[0].table_name, "keys");
    type_line(&mut h, "n");
    assert!(shows(&h, "Hand #1"));
}

#[test]
fn ctrl_plus_scales_the_console_up() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    let before = h.ctx.zoom_factor();
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Plus);
    h.run();
    assert!(h.ctx.zoom_factor() > before);
    assert!(shows(&h, "Seat 4 · Dev to act"));
}

mod broken;
mod command_line;
mod deal;
mod draw;
mod floor_authority;
mod floor_keys;
mod idle;
mod in_use;
mod open_pair;
mod pressure;
mod reach;
mod room;
mod room_event;
mod seats_in_place;
mod shift;
mod tournament;
mod tourney_setup;

/// Deals a hand at `desk` in which everyone folds to the last player.
fn fold_round(desk: &mut Desk) {
    use dealerdesk::command::{Command, parse_command};
    desk.start_hand().unwrap();
    let mut line = "u";
    while desk.hand().is_some() {
        match parse_command(line, desk).unwrap() {
            Command::Act(action) => {
                desk.submit(&action).unwrap();
            }
            Command::DealUnseen => {
                desk.deal_unseen().unwrap();
            }
            other => panic!("{line}: {other:?}"),
        }
        line = "f";
    }
}

#[test]
fn review_lists_the_hands_a_player_typed_in_its_filter_was_dealt_into() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("players.sqlite");
    let mut table = Desk::open(&db, HouseRules::preset(Variant::NoLimitHoldem), "t").unwrap();
    for (seat, name) in [(1, "Ana"), (2, "Ben"), (3, "Cleo")] {
        table.seat(SeatNo(seat), name, Chips(1_000)).unwrap();
    }
    fold_round(&mut table);
    fold_round(&mut table);
    table.leave(SeatNo(2)).unwrap();
    fold_round(&mut table);
    fold_round(&mut table);
    let mut h = harness(Console::with_desk(table));
    // F3 opens review from the table, as its button says.
    assert!(shows(&h, "Review (F3)"));
    h.key_press(Key::F3);
    settle(&mut h);
    assert_eq!(h.state().screen(), Screen::Review);
    assert!(shows(&h, "Hands (4)"));
    // Typed into the Player box: Ben's two hands, the newest first.
    fill(&mut h, "Player", "Ben");
    assert!(shows(&h, "Hands (2)"));
    assert!(shows(&h, "#2 ·") && shows(&h, "#1 ·"));
    assert!(!shows(&h, "#3 ·") && !shows(&h, "#4 ·"));
    // A name nobody sat under: no hands.
    for _ in 0..3 {
        h.key_press(Key::Backspace);
    }
    h.run();
    assert!(shows(&h, "Hands (4)"));
    h.event(egui::Event::Text("Zed".into()));
    h.run();
    assert!(shows(&h, "Hands (0)"));
    // F4 goes back to the table.
    h.key_press(Key::F4);
    h.run();
    assert_eq!(h.state().screen(), Screen::Table);
}

#[test]
fn at_fixed_limit_the_pad_says_the_one_amount_a_raise_can_be() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let mut desk = Desk::open(&path, HouseRules::preset(Variant::FixedLimitHoldem), "T").unwrap();
    for (seat, name) in [(2, "Ana"), (5, "Ben"), (9, "Cy")] {
        desk.seat(SeatNo(seat), name, Chips(200)).unwrap();
    }
    desk.start_hand().unwrap();
    for a in ["d dh p1 AhKh", "d dh p2 7c8c", "d dh p3 QcQd"] {
        desk.submit(&dealerdesk::notation::parse_action(a).unwrap())
            .unwrap();
    }
    let hand = desk.hand().unwrap();
    let (lo, hi) = legal_actions(&hand.state, desk.rules()).raise.unwrap();
    assert_eq!(lo, hi, "one amount at fixed limit");
    let h = harness(Console::with_desk(desk));
    assert!(shows(&h, &format!("Raise to {}", lo.0)));
    assert!(!shows(&h, &format!("{}–{}", lo.0, hi.0)));
}

#[test]
fn setup_says_at_once_a_stack_that_is_not_a_number_and_opens_nothing_with_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("new.sqlite");
    let mut h = harness(Console::new(ConsoleOptions {
        db: db.clone(),
        rules: None,
    }));
    fill(&mut h, "Seat 1", "Ana");
    fill(&mut h, "Seat 2", "Ben");
    // Seat 2's stack typed with a letter O: said beside the field, not dropped.
    h.query_all_by_label("stack").nth(1).unwrap().focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    h.event(egui::Event::Text("3OO".into()));
    h.run();
    assert!(shows(&h, "\"3OO\" is not a number of chips"));
    click(&mut h, "Open table (Ctrl+Enter)");
    assert!(shows(
        &h,
        "seat 2, Ben: \"3OO\" is not a number of chips: digits only"
    ));
    assert_eq!(h.state().screen(), Screen::Setup);
    assert!(!db.exists());
    // Typed right, the table opens with the stack as typed.
    h.query_all_by_label("stack").nth(1).unwrap().focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    h.event(egui::Event::Text("300".into()));
    h.run();
    assert!(!shows(&h, "is not a number of chips"));
    click(&mut h, "Open table (Ctrl+Enter)");
    assert_eq!(h.state().screen(), Screen::Table);
    assert_eq!(stacks(&h), [(1, 200), (2, 300)]);
}

#[test]
fn the_title_keeps_a_house_files_name_whole_in_the_languages_words() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, title) in [
        (
            Lang::En,
            "House rules: No-limit hold'em cash (WSOP 2026) · 1/2 no limit",
        ),
        (
            Lang::Hu,
            "Házszabály: No-limit hold'em cash (WSOP 2026) · 1/2 no-limit",
        ),
    ] {
        let at = dir.path().join(lang.code());
        std::fs::create_dir(&at).unwrap();
        let mut console = sample::scene(sample::Scene::Shift, &at).unwrap();
        console.speak(lang);
        let h = harness(console);
        assert!(shows(&h, title), "{lang:?}: the title whole");
        // The window's own title names the table the same way.
        assert_eq!(h.state().window_title(), format!("{title} — Dealer Desk"));
    }
}

/// The titles the console sent to its window in the last frame.
fn titles_sent(h: &Harness<'static, Console>) -> Vec<String> {
    h.output()
        .viewport_output
        .values()
        .flat_map(|v| v.commands.iter())
        .filter_map(|c| match c {
            egui::ViewportCommand::Title(t) => Some(t.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn the_window_title_names_the_table_in_the_dealers_language_when_it_changes() {
    let dir = tempfile::tempdir().unwrap();
    let console = sample::scene(sample::Scene::Shift, dir.path()).unwrap();
    let mut h = harness(console);
    // Sent once, not every frame.
    h.step();
    assert!(titles_sent(&h).is_empty());
    h.state_mut().speak(Lang::Cs);
    h.step();
    let sent = titles_sent(&h);
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert!(sent[0].contains("1/2") && sent[0].ends_with(" — Dealer Desk"));
    assert_eq!(sent[0], h.state().window_title());
    assert!(!sent[0].starts_with("House rules"), "in Czech: {}", sent[0]);
}

#[test]
fn the_floor_enters_an_action_on_a_players_behalf_by_name_or_seat() {
    let dir = tempfile::tempdir().unwrap();
    let table = sample::six_handed_side_pot(&dir.path().join("t.sqlite")).unwrap();
    let mut h = harness(Console::with_desk(table));
    h.key_press(Key::F2);
    h.run();
    // A name that sits nowhere is refused by name, and nothing is recorded.
    let before = desk_snapshot(&h);
    let dev = desk(&h).hand().unwrap().state.stacks()[2];
    fill(&mut h, "PIN", "246800");
    fill(&mut h, "Reason", "Dev called out loud");
    fill(&mut h, "Action on a player's behalf:", "Zed c");
    click(&mut h, "Enter as ruling");
    assert!(shows(&h, "Nobody in this hand sits at \"Zed\""));
    assert_eq!(desk_snapshot(&h).1, before.1);
    // Dev (seat 4), to act, calls Ana's 40: named by name, said in words.
    h.get_by_label("Action on a player's behalf:").focus();
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    h.key_press(Key::Backspace);
    h.run();
    fill(&mut h, "Action on a player's behalf:", "Dev c");
    // The PIN stays for the ruling a refusal did not record.
    click(&mut h, "Enter as ruling");
    assert!(
        shows(&h, "Recorded: Dev (seat 4) calls"),
        "the floor's call"
    );
    let hand = desk(&h).hand().unwrap();
    assert_eq!(hand.actions.last().unwrap().to_string(), "p3 cc");
    assert_eq!(hand.state.stacks()[2], dev - Chips(40));
}
