//! The table-face hunt: random lines into `TableFace`, the code behind
//! `dealerdesk table`, on a fresh log under a random bundled ruleset. Lines
//! are legal actions from the engine hunt's random player (draws and
//! standing pat included), the command
//! language and session words with random arguments, floor rulings, valid
//! commands in the wrong state, and garbage (random tokens, huge numbers,
//! unicode, control characters, very long lines). Checked for every line:
//! nothing panics, and a refused line leaves the table's state and the log's
//! head as they were (a wrong floor PIN is put on record, and only that).
//! After the lines the log verifies and reopens to the same state.

use std::path::Path;

use serde_json::Value;

use dealerdesk_core::rules::HouseRules;
use dealerdesk_desk::desk::Desk;
use dealerdesk_desk::table_face::TableFace;
use dealerdesk_log::Seq;

use super::hand::random_action;
use super::{Broken, Kind, Outcome, Rng, Scratch, digest, random_rules};

/// Lines fed to one table.
pub(super) const LINES: u64 = 100;

/// The floor person a table may register, and their PIN.
const FLOOR: &str = "Flo";
const PIN: &str = "314159";

/// Words and fragments garbage lines are made of: the language's own words,
/// numbers at and past every bound, and text no dealer types.
const TOKENS: [&str; 62] = [
    "f",
    "c",
    "r",
    "a",
    "p",
    "h",
    "bi",
    "s",
    "m",
    "n",
    "u",
    "undo",
    "$",
    "raise",
    "call",
    "sit",
    "leave",
    "out",
    "back",
    "rebuy",
    "move",
    "button",
    "draw",
    "dealer",
    "floor",
    "addfloor",
    "d",
    "dh",
    "db",
    "p1",
    "p0",
    "p11",
    "p255",
    "cbr",
    "cc",
    "sm",
    "sd",
    "exposed",
    "misdeal",
    "premature",
    "extra",
    "short",
    "boxed",
    "fouled",
    "oot",
    "kill",
    "Ah",
    "??",
    "10h",
    "KdKd",
    "0",
    "-1",
    "18446744073709551615",
    "18446744073709551616",
    "1000000000000001",
    "1e30",
    "\"",
    "#",
    "é",
    "🂡",
    "\u{202e}",
    "\u{0}",
];

/// Feeds `LINES` random lines of `seed` to a new table.
pub(super) fn feed_table(seed: u64, dir: &Path) -> Result<Outcome, Broken> {
    let mut rng = Rng::new(seed);
    let (ruleset, rules) = random_rules(&mut rng)?;
    let broken = |what: String| Broken(format!("{ruleset}: {what}"));
    let scratch = Scratch::new(dir, Kind::Face, seed);
    let desk = Desk::open(&scratch.path, rules.clone(), "hunt")
        .map_err(|e| broken(format!("the log does not open: {e}")))?;
    let mut face =
        TableFace::new(desk).map_err(|e| broken(format!("the face does not start: {e}")))?;
    let mut answers = String::new();
    for i in 0..LINES {
        let (line, offered) = if i < 4 {
            (sit(&mut rng), false)
        } else if i == 4 && rng.one_in(2) {
            // The first floor person, at setup, before the first hand.
            (format!("addfloor {FLOOR} {PIN}"), true)
        } else {
            random_line(&face, &mut rng)
        };
        let ok = enter_line(&mut face, &line).map_err(&broken)?;
        answers.push(if ok { '+' } else { '-' });
        if offered && !ok {
            return Err(broken(format!(
                "the offered action {:?} was refused",
                shorten(&line)
            )));
        }
    }
    check_reopens(&face, &scratch.path, rules).map_err(&broken)?;
    let state = face.state();
    let desk = face.desk();
    let hands = desk
        .hand()
        .or(desk.table().last_hand())
        .map_or(0, |h| h.hand_no);
    Ok(Outcome {
        hands,
        digest: digest(&format!("{answers} {state}")),
    })
}

/// Checks a table after its lines: the log verifies, and reopened from
/// `path` it folds to the live state.
pub(super) fn check_reopens(
    face: &TableFace,
    path: &Path,
    rules: HouseRules,
) -> Result<(), String> {
    face.desk()
        .log()
        .verify(|_, _| {})
        .map_err(|e| format!("the log does not verify: {e}"))?;
    let reopened = Desk::open(path, rules, "hunt")
        .and_then(TableFace::new)
        .map_err(|e| format!("the log does not reopen: {e}"))?;
    let state = face.state();
    if reopened.state() != state {
        return Err(format!(
            "reopened, the state differs:\n{}\nlive:\n{state}",
            reopened.state()
        ));
    }
    Ok(())
}

/// Enters one line and checks it: a refused line leaves the table's state
/// and the log's head as they were (a wrong floor PIN is put on record, and
/// only that). Whether the line was taken.
pub(super) fn enter_line(face: &mut TableFace, line: &str) -> Result<bool, String> {
    let state = face.state();
    let before = log_head(face)?;
    let answer = face.line(line);
    if answer["ok"] == Value::Bool(true) {
        return Ok(true);
    }
    let shown = shorten(line);
    if face.state() != state {
        return Err(format!("refused line {shown:?} changed the state"));
    }
    let recorded = &answer["recorded"];
    let pin_refused = recorded
        .as_array()
        .is_some_and(|r| r.len() == 1 && r[0].as_str().is_some_and(is_pin_refusal));
    let now = log_head(face)?;
    let expected = if pin_refused {
        before.0.0 + 1
    } else {
        before.0.0
    };
    if now.0.0 != expected || (!pin_refused && now != before) {
        return Err(format!(
            "refused line {shown:?} wrote to the log: {recorded}"
        ));
    }
    Ok(false)
}

fn log_head(face: &TableFace) -> Result<(Seq, Option<String>), String> {
    face.desk()
        .log()
        .head()
        .map_err(|e| format!("the log's head cannot be read: {e}"))
}

fn is_pin_refusal(action: &str) -> bool {
    action.starts_with("desk pin refused ")
}

/// A line short enough to quote in a failure.
fn shorten(line: &str) -> String {
    line.chars().take(200).collect()
}

/// A sit-down with a random seat, name and buy-in.
fn sit(rng: &mut Rng) -> String {
    let chips = match rng.below(4) {
        0 => rng.below(50),
        _ => 100 * (1 + rng.below(60)),
    };
    format!(
        "sit {} P{} {chips}",
        rng.below(12),
        rng.pick(&["a", "b", "c", "d", "e", "f"])
    )
}

/// One line: mostly what a dealer might type, the rest garbage; and
/// whether it is an action the engine offers, which must be taken.
fn random_line(face: &TableFace, rng: &mut Rng) -> (String, bool) {
    let desk = face.desk();
    let line = match rng.below(20) {
        0..=6 => match desk.hand() {
            // A legal action, in notation.
            Some(h) if !h.state.is_done() => {
                return (random_action(&h.state, desk.rules(), rng).to_string(), true);
            }
            _ => "n".into(),
        },
        7 | 8 => {
            let amount = rng.below(2_000);
            rng.pick(&[
                "f".to_string(),
                "c".into(),
                "a".into(),
                "p".into(),
                "h".into(),
                "bi".into(),
                "u".into(),
                "undo".into(),
                "s".into(),
                "m".into(),
                "n".into(),
                format!("r {amount}"),
                format!("$ {amount} 25"),
                format!("$ {amount} raise"),
                "s Ah Kd".to_string(),
            ])
            .clone()
        }
        9 | 10 => session(rng),
        11 => floor(rng),
        12 => {
            // A legal-looking action for someone else, or a dealing step.
            let pos = 1 + rng.below(11);
            let amount = rng.below(5_000);
            rng.pick(&[
                format!("p{pos} cbr {amount}"),
                format!("p{pos} cc"),
                format!("p{pos} f"),
                format!("p{pos} sm"),
                format!("d dh p{pos} AhKd"),
                "d db 2c3c4c".to_string(),
                "d burn ??".to_string(),
                "d burn".to_string(),
                format!("exposed p{pos} Ah"),
                format!("extra p{pos} ??"),
                format!("d short p{pos}"),
                "premature Kd".to_string(),
                "boxed Ah".to_string(),
                "misdeal".to_string(),
                "fouled".to_string(),
                format!("oot p{pos} cbr {amount}"),
                format!("kill p{pos}"),
                // A draw: discards or standing pat, the cards held or not.
                format!("p{pos} sd"),
                format!("p{pos} sd ????"),
                format!("p{pos} sd AhKd2c"),
                format!("p{pos} sd ??????????????"),
            ])
            .clone()
        }
        13 => {
            // A very long line.
            let token = *rng.pick(&TOKENS);
            let n = 1 + rng.below(20_000) as usize;
            vec![token; n].join(if rng.one_in(2) { " " } else { "" })
        }
        _ => {
            let n = 1 + rng.below(8);
            (0..n)
                .map(|_| *rng.pick(&TOKENS))
                .collect::<Vec<_>>()
                .join(if rng.one_in(6) { "\t" } else { " " })
        }
    };
    (line, false)
}

/// A session word with random arguments.
fn session(rng: &mut Rng) -> String {
    let seat = rng.below(12);
    let other = rng.below(12);
    let chips = rng.below(5_000);
    let seated = sit(rng);
    rng.pick(&[
        seated,
        format!("leave {seat}"),
        format!("out {seat}"),
        format!("back {seat}"),
        format!("rebuy {seat} {chips}"),
        format!("move {seat} {other}"),
        format!("button {seat}"),
        format!("draw {seat} Ah {other} Kd"),
        format!("draw {seat} Ah {other} Ah"),
        "dealer Dana".to_string(),
    ])
    .clone()
}

/// A floor line: registering, rulings with the right PIN, a wrong PIN now
/// and then, and malformed ones.
fn floor(rng: &mut Rng) -> String {
    let pos = 1 + rng.below(9);
    let ruling = rng
        .pick(&[
            "void".to_string(),
            format!("award p{pos}"),
            format!("kill p{pos}"),
            format!("see p{pos}"),
            format!("d short p{pos}"),
            format!("extra p{pos} ??"),
            "misdeal".to_string(),
            "fouled".to_string(),
            format!("correct p{pos} cc"),
            format!("p{pos} f"),
            String::new(),
        ])
        .clone();
    match rng.below(8) {
        // The first floor person again, or one without a floor's word:
        // refused; a weak PIN on the floor's word: refused; on the word of
        // the floor person, taken.
        0 => rng
            .pick(&[
                format!("addfloor {FLOOR} {PIN}"),
                "addfloor Mal 999999".to_string(),
                format!("addfloor Other 1234 {FLOOR} {PIN}"),
            ])
            .clone(),
        1 => format!("addfloor Other{pos} 246800 {FLOOR} {PIN}"),
        2 => format!("floor {FLOOR} 000000 \"wrong pin\" {ruling}"),
        3 => format!("floor {FLOOR} {PIN} \"\" {ruling}"),
        4 => format!("floor Nobody {PIN} \"who\" {ruling}"),
        5 => format!("floor {FLOOR} {PIN} \"unterminated {ruling}"),
        _ => format!("floor {FLOOR} {PIN} \"hunt ruling\" {ruling}"),
    }
}
