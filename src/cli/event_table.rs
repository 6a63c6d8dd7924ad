//! `table --room` at a tournament on many tables: the room's moves written
//! into the table's log between hands ([`run_with_moves`]), its clock
//! (manual or wall) following the room's, hand for hand waited out.

use std::io::{BufRead, Write};

use anyhow::Result;
use dealerdesk::desk::RoomMove;
use dealerdesk::i18n::{Args, Words};
use dealerdesk::room::event;
use dealerdesk::room::{Client, connect};
use dealerdesk::table_face::TableFace;

/// `table --room`: the scripted table face's lines, with the room's moves
/// of a tournament on many tables written between hands. Before a line
/// at a table with no hand in play, the table asks the room which moves
/// it has to write ([`event::pending`]): players out first, then players
/// seated; a player on their way from another table is waited for (5 s at
/// most) before the next hand. The table's clock, manual or wall, follows the
/// room's; hand for hand, a line that deals waits until every other table
/// has played the round. A line that ends a hand is answered once the room
/// holds it (3 s at most), so the floor's next look sees it. Each move is said on standard error; the
/// room out of reach, the table plays on and asks again before the next
/// hand. Returns whether any line was refused.
pub(super) fn run_with_moves(
    face: &mut TableFace,
    url: &str,
    words: Words,
    poke: impl Fn(),
    input: impl BufRead,
    mut output: impl Write,
) -> Result<bool> {
    // The table's name in the room: its log's first session's, as the sync's.
    let table = face
        .desk()
        .log()
        .sessions()?
        .first()
        .map(|s| s.table_name.clone())
        .unwrap_or_default();
    let mut room = RoomLink::default();
    let mut refused = false;
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        if face.desk().hand().is_none() {
            let first = line.split_whitespace().next().unwrap_or("");
            let deals = matches!(first, "n" | "new" | "next" | "deal");
            take_moves(face, &table, url, &mut room, words, deals);
        }
        let in_hand = face.desk().hand().is_some();
        let answer = face.line(&line);
        refused |= answer["ok"] == serde_json::json!(false);
        if in_hand && face.desk().hand().is_none() {
            // A hand ended: the room has it before the answer is given.
            poke();
            wait_in_room(face, &table, url, &mut room);
        }
        writeln!(output, "{answer}")?;
        output.flush()?;
    }
    Ok(refused)
}

/// The table's connection to the room for its moves: made when needed;
/// lost, it is not tried again for 5 s, so that a table whose room is down
/// deals on without waiting at every line.
#[derive(Default)]
struct RoomLink {
    client: Option<Client>,
    down_since: Option<std::time::Instant>,
}

impl RoomLink {
    fn client(&mut self, url: &str) -> Option<&mut Client> {
        if self.client.is_none() {
            if self
                .down_since
                .is_some_and(|t| t.elapsed() < std::time::Duration::from_secs(5))
            {
                return None;
            }
            match connect::connect(url) {
                Ok(c) => {
                    self.down_since = None;
                    self.client = Some(c);
                }
                Err(_) => {
                    self.down_since = Some(std::time::Instant::now());
                    return None;
                }
            }
        }
        self.client.as_mut()
    }

    fn lost(&mut self) {
        self.client = None;
        self.down_since = Some(std::time::Instant::now());
    }
}

/// Waits (3 s at most; not at all with the room out of reach) until the
/// room holds the table's log to its last event.
fn wait_in_room(face: &TableFace, table: &str, url: &str, room: &mut RoomLink) {
    let head = face.desk().log().head().map_or(0, |(seq, _)| seq.0);
    let start = std::time::Instant::now();
    while start.elapsed() < std::time::Duration::from_secs(3) {
        let Some(client) = room.client(url) else {
            return;
        };
        match event::tables::room_head(client, table) {
            Ok(synced) if synced >= head => return,
            Ok(_) => std::thread::sleep(std::time::Duration::from_millis(10)),
            Err(_) => {
                room.lost();
                return;
            }
        }
    }
}

/// Writes the moves the room has for this table now; the room's errors
/// leave the table as it is (it asks again before its next hand).
fn take_moves(
    face: &mut TableFace,
    table: &str,
    url: &str,
    room: &mut RoomLink,
    words: Words,
    deals: bool,
) {
    let start = std::time::Instant::now();
    let mut said_hold = false;
    // The room reads this table's hands from the log it holds: the last
    // one first reaches it (3 s at most).
    let head = face.desk().log().head().map_or(0, |(seq, _)| seq.0);
    loop {
        let Some(client) = room.client(url) else {
            return;
        };
        let synced = event::tables::room_head(client, table).unwrap_or(head);
        if synced < head && start.elapsed() < std::time::Duration::from_secs(3) {
            std::thread::sleep(std::time::Duration::from_millis(20));
            continue;
        }
        let pending = match event::pending(client, table) {
            Ok(p) => p,
            Err(_) => {
                room.lost();
                return;
            }
        };
        for m in &pending.out {
            write_half(face, m, false, words);
        }
        // A move within this table (a redraw): seated from its own half,
        // once every player moving has left their seat.
        for m in pending.out.iter().filter(|m| m.to.0 == table) {
            write_half(face, m, true, words);
        }
        for m in &pending.seat {
            write_half(face, m, true, words);
        }
        if let Some(played) = pending.played_ms {
            // The room's clock: a level changes here at the next hand.
            if let Err(e) = face.desk_mut().follow_clock(played) {
                let reason = dealerdesk::speak::desk_error(words, &e, face.desk().rules());
                eprintln!("{reason}");
            }
        }
        // Hand for hand: the next hand waits for every other table's.
        if deals && !pending.hold.is_empty() {
            if !said_hold {
                let args = Args::new().str("tables", pending.hold.join(", "));
                eprintln!("{}", words.with("event-table-h4h-wait", &args));
                said_hold = true;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
            continue;
        }
        // Only a hand about to be dealt waits for a player on their way.
        let waited = !deals || start.elapsed() > std::time::Duration::from_secs(5);
        if pending.waiting.is_empty() || waited {
            for m in &pending.waiting {
                let args = Args::new()
                    .num("move", m.id)
                    .str("player", m.name.as_str())
                    .num("seat", u64::from(m.to.1.0))
                    .str("from", m.from.as_ref().map_or("", |f| f.0.as_str()));
                eprintln!("{}", words.with("event-table-move-waiting", &args));
            }
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// One half of a move at this table, said on standard error.
fn write_half(face: &mut TableFace, m: &RoomMove, seat: bool, words: Words) {
    let desk = face.desk_mut();
    let done = if seat {
        desk.move_in(m)
    } else {
        desk.move_out(m)
    };
    let args = Args::new().num("move", m.id).str("player", m.name.as_str());
    match done {
        Ok(None) => {}
        Ok(Some(chips)) if seat => {
            let args = args.num("seat", u64::from(m.to.1.0)).num("chips", chips.0);
            eprintln!("{}", words.with("event-table-moved-in", &args));
        }
        Ok(Some(chips)) => {
            let from = m.from.as_ref().map_or(0, |f| f.1.0);
            let args = args
                .num("seat", u64::from(from))
                .num("chips", chips.0)
                .str("to", m.to.0.as_str())
                .num("to_seat", u64::from(m.to.1.0));
            eprintln!("{}", words.with("event-table-moved-out", &args));
        }
        Err(e) => {
            let reason = dealerdesk::speak::desk_error(words, &e, desk.rules());
            let args = args.str("reason", reason);
            eprintln!("{}", words.with("event-table-move-refused", &args));
        }
    }
}
