//! Driving the program and its table processes: the room's commands, a
//! `table --room` child fed line by line, and readers of their answers.

use std::process::Command;

/// `dealerdesk ARGS…`: the exit code, standard output and standard error.
pub(crate) fn dealerdesk(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// `room tournament SUB … --url URL`, which must succeed; its output.
pub(crate) fn ok(url: &str, args: &[&str]) -> String {
    let mut all = vec!["room", "tournament"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--url", url]);
    let (code, out, err) = dealerdesk(&all);
    assert_eq!(code, 0, "{args:?}: {out}{err}");
    out
}

/// The TDA tournament preset every event here is created under.
pub(crate) const TOURNAMENT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/rulesets/tda-2024/nl-holdem-tournament.yaml"
);

/// `room tournament create NAME` under [`TOURNAMENT`] with its tables
/// (`Red:5`), seed and players, which must succeed; its output.
pub(crate) fn create(
    url: &str,
    name: &str,
    tables: &[&str],
    seed: &str,
    players: &[&str],
) -> String {
    let mut args = vec!["create", name, "--rules", TOURNAMENT];
    for table in tables {
        args.extend_from_slice(&["--table", table]);
    }
    args.extend_from_slice(&["--seed", seed]);
    for player in players {
        args.extend_from_slice(&["--player", player]);
    }
    ok(url, &args)
}

/// Who sits at `table` in `status` output, by seat: (seat, name).
pub(crate) fn seated(status: &str, table: &str) -> Vec<(u8, String)> {
    let line = status
        .lines()
        .find(|l| l.starts_with(&format!("Table {table} (")))
        .unwrap();
    let (_, players) = line.split_once("): ").unwrap();
    players
        .split(", ")
        .map(|p| {
            let mut words = p.split(' ');
            let seat = words.next().unwrap().parse().unwrap();
            (seat, words.next().unwrap().to_owned())
        })
        .collect()
}

/// A `dealerdesk table LOG --room URL --clock manual` process, driven line
/// by line: each line's JSON answer is read before the next is sent.
pub(crate) struct Table {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: std::io::Lines<std::io::BufReader<std::process::ChildStdout>>,
}

impl Table {
    pub(crate) fn start(log: &std::path::Path, rules: &str, url: &str) -> Table {
        Table::start_with(log, rules, url, "manual")
    }

    /// A table on the `clock` given (`manual` or `wall`).
    pub(crate) fn start_with(log: &std::path::Path, rules: &str, url: &str, clock: &str) -> Table {
        use std::process::Stdio;
        let mut child = Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
            .args(["table", "--db"])
            .arg(log)
            .args(["--rules", rules, "--room", url, "--clock", clock])
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let output = std::io::BufRead::lines(std::io::BufReader::new(child.stdout.take().unwrap()));
        Table {
            child,
            input,
            output,
        }
    }

    /// One line, which the table must take; its answer.
    pub(crate) fn say(&mut self, line: &str) -> serde_json::Value {
        self.send(line);
        self.answer(line)
    }

    /// One line, taken or refused; its answer.
    pub(crate) fn look(&mut self, line: &str) -> serde_json::Value {
        self.send(line);
        serde_json::from_str(&self.output.next().unwrap().unwrap()).unwrap()
    }

    /// One line, its answer read later.
    pub(crate) fn send(&mut self, line: &str) {
        use std::io::Write;
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The answer to `line`, sent before; the table must have taken it.
    pub(crate) fn answer(&mut self, line: &str) -> serde_json::Value {
        let answer: serde_json::Value =
            serde_json::from_str(&self.output.next().unwrap().unwrap()).unwrap();
        assert_eq!(answer["ok"], true, "{line}: {answer}");
        answer
    }

    /// Stops the table (its sync sends what is left) and returns what it
    /// said on standard error.
    pub(crate) fn stop(self) -> String {
        let Table { child, input, .. } = self;
        drop(input);
        let out = child.wait_with_output().unwrap();
        // 1: a line was refused (a scripted all-in tried first, then a call).
        assert!(
            matches!(out.status.code(), Some(0 | 1)),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stderr).unwrap()
    }
}

/// Seat → (name, stack) in a table's answer.
pub(crate) fn stacks(answer: &serde_json::Value) -> Vec<(u8, String, u64)> {
    answer["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                u8::try_from(s["seat"].as_u64().unwrap()).unwrap(),
                s["name"].as_str().unwrap().to_owned(),
                s["stack"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// One hand at `table`: the first player to act moves all in, the next
/// calls all in, everyone else folds; the player who began the hand with
/// fewer chips shows kings to the other's aces (the first to show, with
/// equal stacks), so exactly one player goes out. Returns the answer
/// after the hand.
pub(crate) fn all_in_hand(table: &mut Table) -> serde_json::Value {
    let start = stacks(&table.say("n"));
    let mut answer = table.say("u");
    let mut acted = 0;
    let betting = |a: &serde_json::Value| {
        a["state"]["next"].as_str().unwrap().starts_with("seat ")
            && !a["state"]["legal"].to_string().contains(" sm ")
    };
    while betting(&answer) {
        // All in, or a call where the other player is all in already.
        answer = match acted {
            0 => table.say("a"),
            1 => {
                table.send("a");
                let a = table.output.next().unwrap().unwrap();
                let a: serde_json::Value = serde_json::from_str(&a).unwrap();
                if a["ok"] == true { a } else { table.say("c") }
            }
            _ => table.say("f"),
        };
        acted += 1;
    }
    let in_showdown: Vec<(u8, u64)> = answer["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["status"] == "all-in" || s["status"] == "in hand")
        .map(|s| {
            let seat = u8::try_from(s["seat"].as_u64().unwrap()).unwrap();
            let chips = start.iter().find(|x| x.0 == seat).unwrap().2;
            (seat, chips)
        })
        .collect();
    let shorter = in_showdown.iter().map(|x| x.1).min().unwrap();
    let mut kings_shown = false;
    for _ in 0..2 {
        let next = answer["state"]["next"].as_str().unwrap().to_owned();
        let seat: u8 = next["seat ".len()..]
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let short = in_showdown.iter().any(|x| x == &(seat, shorter));
        let line = if short && !kings_shown {
            kings_shown = true;
            "s Kh Kd"
        } else {
            "s Ah Ad"
        };
        answer = table.say(line);
    }
    for line in ["b", "2c 7d 9h", "b", "3s", "b", "4c"] {
        answer = table.say(line);
    }
    assert_eq!(answer["state"]["next"], "between hands", "{answer}");
    answer
}

/// One hand at `table` folded to the big blind; the answer to `n` (the
/// seats as the hand starts).
pub(crate) fn folded_hand(table: &mut Table) -> serde_json::Value {
    let started = table.say("n");
    let mut answer = table.say("u");
    while answer["state"]["next"]
        .as_str()
        .unwrap()
        .starts_with("seat ")
    {
        answer = table.say("f");
    }
    assert_eq!(answer["state"]["next"], "between hands", "{answer}");
    started
}

/// `room tournament verify`'s output, once it says `want` (5 s at most:
/// the tables sync on their own threads).
pub(crate) fn verify_says(url: &str, want: &str) -> String {
    let start = std::time::Instant::now();
    loop {
        let (code, out, err) =
            dealerdesk(&["room", "tournament", "verify", "Friday", "--url", url]);
        if out.contains(want) {
            assert_eq!(code, 0, "{out}{err}");
            return out;
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(5),
            "verify never said {want:?}: {out}{err}"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// The tables open in `status` output, in the room's order, with how many
/// players each seats.
pub(crate) fn open_tables(status: &str) -> Vec<(String, usize)> {
    status
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix("Table ")?;
            let (name, count) = rest.split_once(" (")?;
            let count = count.split(')').next()?.parse().ok()?;
            Some((name.to_owned(), count))
        })
        .collect()
}

/// Players left, from `status` output.
pub(crate) fn players_left(status: &str) -> usize {
    let (_, rest) = status.split_once(": ").unwrap();
    rest.split(' ').next().unwrap().parse().unwrap()
}

/// Each seat's (seat, name, status, bet) in an answer.
pub(crate) fn seat_states(answer: &serde_json::Value) -> Vec<(u64, String, String, u64)> {
    answer["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["seat"].as_u64().unwrap(),
                s["name"].as_str().unwrap().to_owned(),
                s["status"].as_str().unwrap().to_owned(),
                s["bet"].as_u64().unwrap(),
            )
        })
        .collect()
}
