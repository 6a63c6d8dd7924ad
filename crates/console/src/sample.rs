//! Sample sessions entered through the desk exactly as a dealer would, for
//! the console's screenshots, its frame benchmark and its tests.

use std::path::Path;

use dealerdesk_core::cards::{Card, parse_cards};
use dealerdesk_core::chips::{Chips, Pos};
use dealerdesk_core::engine::{Action, DealStep, Next, legal_actions};
use dealerdesk_core::notation::parse_action;
use dealerdesk_core::rules::{HouseRules, RulesError, Variant};
use dealerdesk_desk::desk::{Desk, DeskError, ReplayFault, SeatNo};

/// Six players at a 1/2 no-limit table: seat, name, stack.
pub const SIX: [(u8, &str, u64); 6] = [
    (1, "Ana", 200),
    (2, "Ben", 60),
    (3, "Cleo", 150),
    (4, "Dev", 300),
    (5, "Eve", 90),
    (6, "Finn", 250),
];

/// Hole cards for the six-handed hand, by position (p1 = Ben, left of the
/// button on seat 1).
pub const SIX_HOLE: [&str; 6] = ["AsAd", "7c2d", "KhKc", "QsQd", "9c8c", "JsJh"];

/// The six-handed hand up to the flop bet: Dev raises, Eve and Ben are
/// all-in, Ana and Dev call; on the flop Dev checks and Ana bets.
pub const SIX_TO_FLOP_BET: [&str; 11] = [
    "p3 cbr 6",
    "p4 cbr 90",
    "p5 f",
    "p6 cc",
    "p1 cc",
    "p2 f",
    "p3 cc",
    "d burn ??",
    "d db 2h5c9d",
    "p3 cc",
    "p6 cbr 40",
];

/// Opens a log at `db` with the no-limit preset and seats `players`.
pub fn open_table(db: &Path, players: &[(u8, &str, u64)]) -> Result<Desk, DeskError> {
    open_table_with(db, HouseRules::preset(Variant::NoLimitHoldem), players)
}

/// A table under `rules` with `players` seated.
pub fn open_table_with(
    db: &Path,
    rules: HouseRules,
    players: &[(u8, &str, u64)],
) -> Result<Desk, DeskError> {
    let mut desk = Desk::open(db, rules, "Sample")?;
    for (seat, name, stack) in players {
        desk.seat(SeatNo(*seat), name, Chips(*stack))?;
    }
    Ok(desk)
}

/// Deals every position's hole cards from `cards` (by position), in the
/// order and counts the engine asks for.
pub fn deal_holes(desk: &mut Desk, cards: &[&str]) -> Result<(), DeskError> {
    while let Some(hand) = desk.hand() {
        let Next::Dealer(DealStep::Hole { to, count }) =
            legal_actions(&hand.state, desk.rules()).next
        else {
            return Ok(());
        };
        let take = next_cards(desk, cards, to, count);
        desk.submit(&Action::DealHole { to, cards: take })?;
    }
    Ok(())
}

/// The next `count` cards for `to` from its list in `cards` (by position),
/// after those it already holds.
pub fn next_cards(desk: &Desk, cards: &[&str], to: Pos, count: u8) -> Vec<Option<Card>> {
    let have = desk
        .hand()
        .map_or(0, |h| h.state.players()[to.index()].cards().len());
    cards
        .get(to.index())
        .and_then(|c| parse_cards(c).ok())
        .unwrap_or_default()
        .into_iter()
        .skip(have)
        .take(usize::from(count))
        .collect()
}

/// Submits actions written in notation.
pub fn play(desk: &mut Desk, lines: &[&str]) -> Result<(), DeskError> {
    for line in lines {
        let action = parse_action(line).map_err(|e| DeskError::Replay {
            seq: 0,
            action: (*line).to_string(),
            fault: Box::new(ReplayFault::Notation(e)),
        })?;
        desk.submit(&action)?;
    }
    Ok(())
}

/// The floor person registered at setup on the sample tables with floor
/// staff, and their PIN.
pub const FLOOR: (&str, &str) = ("Morgan", "246800");

/// The six-handed table mid-hand: two players all-in, a side pot, and a bet
/// on the flop to Dev; Morgan on the floor, registered at setup.
pub fn six_handed_side_pot(db: &Path) -> Result<Desk, DeskError> {
    let mut desk = open_table(db, &SIX)?;
    desk.add_floor(FLOOR.0, FLOOR.1)?;
    desk.start_hand()?;
    deal_holes(&mut desk, &SIX_HOLE)?;
    play(&mut desk, &SIX_TO_FLOP_BET)?;
    Ok(desk)
}

/// A full ten-seat table on the flop, for the frame benchmark.
pub fn ten_seats_mid_hand(db: &Path) -> Result<Desk, DeskError> {
    let names = [
        "Ana", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jun",
    ];
    let players: Vec<(u8, &str, u64)> = names
        .iter()
        .enumerate()
        .map(|(i, n)| (i as u8 + 1, *n, 100 + 50 * i as u64))
        .collect();
    let mut desk = open_table(db, &players)?;
    desk.start_hand()?;
    let holes = [
        "AsAd", "7c2d", "KhKc", "QsQd", "9c8c", "JsJh", "Tc9d", "6h6s", "Ac8h", "4d4h",
    ];
    deal_holes(&mut desk, &holes)?;
    play(
        &mut desk,
        &[
            "p3 cbr 8",
            "p4 cc",
            "p5 f",
            "p6 cc",
            "p7 cbr 30",
            "p8 f",
            "p9 cc",
            "p10 f",
            "p1 f",
            "p2 f",
            "p3 cc",
            "p4 cc",
            "p6 cc",
            "d burn ??",
            "d db 2h5c9s",
            "p3 cc",
            "p4 cbr 50",
        ],
    )?;
    Ok(desk)
}

/// The rest of the six-handed hand after the flop bet, to the river.
pub const SIX_TO_RIVER: [&str; 9] = [
    "p3 cc",
    "d burn ??",
    "d db Tc",
    "p3 cc",
    "p6 cc",
    "d burn ??",
    "d db 3s",
    "p3 cc",
    "p6 cc",
];

/// Shows every hand the engine calls for at showdown, from `cards` by
/// position, until the hand is over.
pub fn show_down(desk: &mut Desk, cards: &[&str]) -> Result<(), DeskError> {
    while let Some(hand) = desk.hand() {
        let Next::Player(pos) = legal_actions(&hand.state, desk.rules()).next else {
            return Ok(());
        };
        let shown = cards
            .get(pos.index())
            .and_then(|c| parse_cards(c).ok())
            .unwrap_or_default();
        desk.submit(&Action::Show { pos, cards: shown })?;
    }
    Ok(())
}

/// Three players at a stud hi/lo table: seat, name, stack.
pub const STUD: [(u8, &str, u64); 3] = [(1, "Ana", 500), (2, "Ben", 500), (3, "Cleo", 500)];

/// Stud hole cards by position (p1 = Ben): a full house, a wheel, two pair.
pub const STUD_HOLE: [&str; 3] = [
    "Kc Kd Ks 9h 9d 8s Qc",
    "Ah 2c 3d 4s 5h Jc Jd",
    "7c 7d Tc Th Qd Qs 6c",
];

/// A stud hi/lo hand dealt and called (the low card bringing it in) up to
/// the betting on `street` (0 = third street).
pub fn stud_to_street(db: &Path, street: u8) -> Result<Desk, DeskError> {
    let mut desk = Desk::open(db, HouseRules::preset(Variant::StudHiLo), "Stud")?;
    for (seat, name, stack) in STUD {
        desk.seat(SeatNo(seat), name, Chips(stack))?;
    }
    desk.start_hand()?;
    while let Some(hand) = desk.hand() {
        let legal = legal_actions(&hand.state, desk.rules());
        let action = match legal.next {
            Next::Dealer(DealStep::Hole { .. }) => {
                deal_holes(&mut desk, &STUD_HOLE)?;
                continue;
            }
            Next::Dealer(DealStep::Burn) => Action::Burn { card: None },
            Next::Player(_) if hand.state.street_index() >= street => break,
            Next::Player(pos) if legal.bring_in.is_some() => Action::BringIn(pos),
            Next::Player(pos) => Action::CheckCall(pos),
            Next::Dealer(DealStep::Board { .. }) | Next::Done => break,
        };
        desk.submit(&action)?;
    }
    Ok(desk)
}

/// A console scene for the screenshots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scene {
    /// The setup screen, filled in for six players.
    Setup,
    /// The six-handed hand with two all-ins and side pots, Dev to act.
    Live,
    /// The same hand with the floor panel open.
    Floor,
    /// The review screen on the finished six-handed hand.
    Review,
    /// A stud hi/lo hand on fifth street.
    Stud,
    /// A cash shift under the WSOP cash rules: a raked pot, then a rebuy
    /// between hands, with the seat strip.
    Shift,
    /// A rebuy tournament at level 5 between hands, with the tournament bar.
    Tournament,
    /// The same tournament's clock view, filling the window.
    Clock,
    /// The cash shift between hands with seat 2's menu open (Ben, busted).
    Seats,
    /// A log edited behind the desk's back: the blocking screen naming the
    /// first bad event.
    Broken,
    /// The Room screen of a table whose room cannot be reached: the sync's
    /// state and the room's error.
    Room,
}

impl Scene {
    /// Every scene, with its name.
    pub const ALL: [(Scene, &'static str); 11] = [
        (Scene::Setup, "setup"),
        (Scene::Live, "live"),
        (Scene::Floor, "floor"),
        (Scene::Review, "review"),
        (Scene::Stud, "stud"),
        (Scene::Shift, "shift"),
        (Scene::Tournament, "tournament"),
        (Scene::Clock, "clock"),
        (Scene::Seats, "seats"),
        (Scene::Broken, "broken"),
        (Scene::Room, "room"),
    ];

    /// The scene called `name`.
    pub fn named(name: &str) -> Option<Scene> {
        Scene::ALL.iter().find(|(_, n)| *n == name).map(|(s, _)| *s)
    }
}

/// Builds a scene with its log in `dir`.
pub fn scene(scene: Scene, dir: &Path) -> Result<super::Console, SampleError> {
    use super::{Console, ConsoleOptions, Screen};
    let db = dir.join(match scene {
        Scene::Setup => "setup.sqlite",
        Scene::Live => "live.sqlite",
        Scene::Floor => "floor.sqlite",
        Scene::Review => "review.sqlite",
        Scene::Stud => "stud.sqlite",
        Scene::Shift | Scene::Seats => "shift.sqlite",
        Scene::Broken => "broken.sqlite",
        Scene::Room => "room.sqlite",
        Scene::Tournament | Scene::Clock => "tournament.sqlite",
    });
    Ok(match scene {
        Scene::Setup => {
            let mut console = Console::new(ConsoleOptions { db, rules: None });
            for (seat, name, stack) in SIX {
                console.setup.set_seat(seat, name, stack);
            }
            console
        }
        Scene::Live => Console::with_desk(six_handed_side_pot(&db)?),
        Scene::Floor => {
            let mut console = Console::with_desk(six_handed_side_pot(&db)?);
            console.floor.open = true;
            console
        }
        Scene::Review => {
            let mut desk = six_handed_side_pot(&db)?;
            play(&mut desk, &SIX_TO_RIVER)?;
            show_down(&mut desk, &SIX_HOLE)?;
            let mut console = Console::with_desk(desk);
            console.screen = Screen::Review;
            console.review.step_to(6);
            console
        }
        Scene::Stud => Console::with_desk(stud_to_street(&db, 2)?),
        Scene::Shift => Console::with_desk(shift(&db)?),
        Scene::Tournament => Console::with_desk(tournament(&db)?),
        Scene::Clock => {
            let mut console = Console::with_desk(tournament(&db)?);
            console.screen = Screen::Clock;
            console
        }
        Scene::Seats => {
            let mut console = Console::with_desk(shift(&db)?);
            console.seats.open(SeatNo(2));
            console
        }
        Scene::Broken => {
            drop(six_handed_side_pot(&db)?);
            tamper(&db)?;
            Console::new(ConsoleOptions { db, rules: None })
        }
        Scene::Room => {
            let mut console = Console::with_desk(six_handed_side_pot(&db)?);
            // Nothing listens on the discard port: the room is unreachable.
            console.connect_room(UNREACHABLE_ROOM.into());
            console.open_room();
            console
        }
    })
}

/// A room address where no room answers.
const UNREACHABLE_ROOM: &str =
    "host=127.0.0.1 port=9 user=dealerdesk dbname=room connect_timeout=2";

/// An insider's edit of one logged action, in the file's bytes: Dev's
/// all-in of 90 becomes 99, so the chain breaks at that event.
fn tamper(db: &Path) -> Result<(), SampleError> {
    let mut bytes = std::fs::read(db).map_err(SampleError::Io)?;
    let from = b"p4 cbr 90";
    let at = bytes
        .windows(from.len())
        .position(|w| w == from)
        .ok_or_else(|| SampleError::Io(std::io::Error::other("no 'p4 cbr 90' in the log")))?;
    bytes[at + from.len() - 1] = b'9';
    std::fs::write(db, bytes).map_err(SampleError::Io)
}

/// The words of a raked hand that sees a flop, under the WSOP cash rules,
/// and a rebuy after it.
const SHIFT: [&str; 34] = [
    "sit 1 Ana 200",
    "sit 2 Ben 80",
    "sit 3 Cy 200",
    "sit 4 Dev 150",
    "button 4",
    "n",
    "u",
    "c",
    "c",
    "c",
    "c",
    "5c",
    "2c 7d 9s",
    "c",
    "c",
    "c",
    "c",
    "6c",
    "3h",
    "c",
    "c",
    "c",
    "r 20",
    "f",
    "f",
    "c",
    "6d",
    "4s",
    "c",
    "c",
    "s 8h 8d",
    "s Kh Kd",
    "rebuy 2 50",
    "dealer Dana",
];

/// A rebuy tournament on a manual clock: six entries and Fay on the floor
/// (registered at setup), an all-in with a
/// rebuy after it, two add-ons at the first break, and the clock 7½ minutes
/// into level 5.
const TOURNAMENT: [&str; 31] = [
    "sit 1 Ana",
    "sit 2 Ben",
    "sit 3 Cleo",
    "sit 4 Dev",
    "sit 5 Eve",
    "sit 6 Finn",
    "addfloor Fay 135790",
    "button 1",
    "n",
    "u",
    "a",
    "c",
    "f",
    "f",
    "f",
    "f",
    "s Kh Kd",
    "s Ah Ad",
    "b",
    "2c 7d 9h",
    "b",
    "3s",
    "b",
    "4c",
    "rebuy 4",
    "tick 1h20m",
    "addon 1",
    "addon 6",
    "tick 15m",
    "tick 7m30s",
    "dealer Dana",
];

/// The sample rebuy tournament under the bundled TDA preset.
pub fn tournament(db: &Path) -> Result<Desk, SampleError> {
    let rules = HouseRules::from_yaml(
        include_str!("../../../rulesets/tda-2024/nl-holdem-rebuy.yaml"),
        "tda-2024/nl-holdem-rebuy.yaml",
    )?;
    let mut desk = Desk::open(db, rules, "Sample")?;
    desk.set_clock_mode(dealerdesk_core::tournament::ClockMode::Manual)?;
    enter_lines(desk, &TOURNAMENT)
}

/// Why a sample table could not be entered.
#[derive(Debug, thiserror::Error)]
pub enum SampleError {
    /// The desk refused a step.
    #[error(transparent)]
    Desk(#[from] DeskError),
    /// The rules did not load.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// The table face refused a line.
    #[error("{line}: {answer}")]
    Refused {
        /// The line.
        line: String,
        /// The table face's answer.
        answer: String,
    },
    /// The scene's scratch file could not be read or written.
    #[error("scene file: {0}")]
    Io(std::io::Error),
}

/// A shift under the WSOP cash rules, entered through the command language.
pub fn shift(db: &Path) -> Result<Desk, SampleError> {
    let rules = HouseRules::from_yaml(
        include_str!("../../../rulesets/wsop-2026-cash/nl-holdem.yaml"),
        "wsop-2026-cash/nl-holdem.yaml",
    )?;
    from_lines(db, rules, &SHIFT)
}

/// A table under `rules` at `db`, entered line by line in the table face's
/// words (the console's command language and the session words).
pub fn from_lines(db: &Path, rules: HouseRules, lines: &[&str]) -> Result<Desk, SampleError> {
    enter_lines(Desk::open(db, rules, "Sample")?, lines)
}

/// `lines` entered at `desk` in the table face's words.
fn enter_lines(desk: Desk, lines: &[&str]) -> Result<Desk, SampleError> {
    let mut face = dealerdesk_desk::table_face::TableFace::new(desk)?;
    for line in lines {
        let answer = face.line(line);
        if answer["ok"] != true {
            return Err(SampleError::Refused {
                line: line.to_string(),
                answer: answer.to_string(),
            });
        }
    }
    Ok(face.into_desk())
}
