//! Issue 9 at the console: the eight-hand shift of the table face's
//! acceptance test typed line by line into the command line — a bust and a
//! rebuy, a player leaving, a newcomer posting his big blind, a raked cash
//! game — with the stacks, the button and the rake checked after every hand,
//! and refusals that name their rule and leave the log as it was.

use super::*;

/// Robert's Rules no-limit 1/2 (a moving button; a new player posts), a
/// rake of 5 % capped at three big blinds, and buy-ins of 40 to 200.
fn shift_rules() -> HouseRules {
    let base = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("rulesets/roberts-rules/nl-holdem.yaml"),
    )
    .unwrap();
    let text = format!(
        "{base}rake:\n  percent: 5\n  cap: 6\n  increment: 1\n  no_flop_no_drop: true\n  \
         cite: House rake schedule\n  text: Five percent of a pot that sees a flop, up to three big blinds.\n\
         buy_in:\n  min: 20\n  max: 100\n  cite: House buy-in\n  text: A player sits down with 20 to 100 big blinds.\n"
    );
    HouseRules::from_yaml(&text, "shift.yaml").unwrap()
}

/// One hand of the shift: the lines typed (seating before it included), and
/// after it the button, the stacks by seat, and the session's rake.
struct Hand {
    lines: &'static str,
    button: u8,
    stacks: [(u8, u64); 6],
    rake_total: u64,
}

const SHIFT: [Hand; 8] = [
    Hand {
        lines: "n;u;r 10;f;a;f;f;f;c;b;2c 7d 9h;b;Js;b;4h;s Kh Kd;s Ah Ad",
        button: 1,
        stacks: [(1, 200), (2, 199), (3, 198), (4, 397), (5, 200), (6, 0)],
        rake_total: 6,
    },
    Hand {
        lines: "rebuy 6 100;n;u;f;f;f;f;f",
        button: 2,
        stacks: [(1, 200), (2, 199), (3, 197), (4, 398), (5, 200), (6, 100)],
        rake_total: 6,
    },
    Hand {
        lines: "leave 1;sit 8 Gus 150;n;u;f;c;r 20;f;f;f;c;b;2c 7d 9h;c;r 20;c;b;Js;c;c;b;4h;c;c;s Ah Kh;s Qd Qc",
        button: 3,
        stacks: [(2, 238), (3, 197), (4, 397), (5, 198), (6, 100), (8, 110)],
        rake_total: 10,
    },
    Hand {
        lines: "n;u;r 6;f;f;f;f;f",
        button: 4,
        stacks: [(2, 238), (3, 197), (4, 397), (5, 197), (6, 98), (8, 113)],
        rake_total: 10,
    },
    Hand {
        lines: "n;u;r 10;c;c;f;f;f;b;3s 8c Kd;r 30;c;f;b;5h;c;c;b;9d;c;c;s As Ac;s Jh Jd",
        button: 5,
        stacks: [(2, 287), (3, 157), (4, 387), (5, 197), (6, 97), (8, 111)],
        rake_total: 14,
    },
    Hand {
        lines: "n;u;f;f;f;f;f",
        button: 6,
        stacks: [(2, 288), (3, 157), (4, 387), (5, 197), (6, 97), (8, 110)],
        rake_total: 14,
    },
    Hand {
        lines: "n;u;r 40;f;f;f;f;c;b;Tc 6d 2h;r 40;f",
        button: 8,
        stacks: [(2, 287), (3, 194), (4, 347), (5, 197), (6, 97), (8, 110)],
        rake_total: 18,
    },
    Hand {
        lines: "n;u;r 60;c;f;f;f;f;b;4s 4d 9c;c;c;b;Qs;c;c;b;7h;c;c;s Kc Ks;s Th Td",
        button: 2,
        stacks: [(2, 287), (3, 193), (4, 345), (5, 254), (6, 37), (8, 110)],
        rake_total: 24,
    },
];

/// Types `line`, which the desk must refuse naming `cite`, and checks that
/// the log's head and the seats are as they were.
fn refused(h: &mut Harness<'static, Console>, line: &str, cite: &str) {
    let head = desk(h).log().head().unwrap();
    let seats = desk(h).seats().clone();
    type_line(h, line);
    assert!(shows(h, cite), "{line}: the refusal names {cite}");
    assert_eq!(
        desk(h).log().head().unwrap(),
        head,
        "{line} wrote to the log"
    );
    assert_eq!(desk(h).seats(), &seats, "{line} changed the seats");
}

#[test]
fn issue_9_the_eight_hand_shift_by_keyboard() {
    let dir = tempfile::tempdir().unwrap();
    let table = Desk::open(dir.path().join("t.sqlite"), shift_rules(), "Table 9").unwrap();
    let mut h = harness(Console::with_desk(table));
    for (seat, name) in [
        (1, "Ana"),
        (2, "Ben"),
        (3, "Cy"),
        (4, "Dee"),
        (5, "Eve"),
        (6, "Fay"),
    ] {
        type_line(&mut h, &format!("sit {seat} {name} 200"));
    }
    type_line(&mut h, "button 1");
    for (i, hand) in SHIFT.iter().enumerate() {
        for line in hand.lines.split(';') {
            if i == 1 && line == "n" {
                // Between hands, with the rule that refuses each.
                refused(&mut h, "sit 7 Gus 300", "House buy-in");
                refused(&mut h, "sit 2 Gus 100", "RRoP Buying-In");
                refused(&mut h, "sit 7 Gus 0", "RRoP Buying-In");
            }
            type_line(&mut h, line);
            if i == 1 && line == "u" {
                // Table stakes: no rebuy during the hand.
                refused(&mut h, "rebuy 1 50", "RRoP Table Stakes");
            }
            if i == 2 && line == "n" {
                // Gus, new to the game, posts a live big blind and is dealt in.
                let hand = desk(&h).hand().unwrap();
                let gus = hand.seats.iter().position(|s| *s == SeatNo(8)).unwrap();
                assert_eq!(hand.state.bets()[gus], Chips(2));
            }
        }
        let d = desk(&h);
        assert!(d.hand().is_none(), "hand {} is over", i + 1);
        assert_eq!(d.button(), Some(SeatNo(hand.button)), "hand {}", i + 1);
        assert_eq!(stacks(&h), hand.stacks, "hand {}", i + 1);
        assert_eq!(
            d.table().rake_total(),
            Chips(hand.rake_total),
            "hand {}",
            i + 1
        );
    }
    assert!(desk(&h).log().verify(|_, _| {}).is_ok());
}
