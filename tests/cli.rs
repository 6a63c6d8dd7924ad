//! The command-line faces, run as a user would: `state` on worked examples from
//! the rules reference, `replay` on a small folder, and `rules check/explain`.

#![allow(clippy::unwrap_used)] // tests fail loudly by design

use std::path::PathBuf;
use std::process::Command;

use serde_json::Value;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_dealerdesk"))
}

/// Writes `text` to a fresh file in a per-test folder and returns its path.
fn file(test: &str, name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dealerdesk-cli-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn state(test: &str, phh: &str) -> (Value, i32) {
    let path = file(test, "hand.phh", phh);
    let out = bin().arg("state").arg(&path).output().unwrap();
    let json: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stdout)));
    (json, out.status.code().unwrap())
}

fn rule_ids(json: &Value) -> Vec<String> {
    json["why"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["rule"].as_str().unwrap().to_string())
        .collect()
}

const SIX_MAX: &str = "variant = 'NT'\nantes = [0, 0, 0, 0, 0, 0]\nblinds_or_straddles = [50, 100, 0, 0, 0, 0]\nmin_bet = 100\nstarting_stacks = [10000, 10000, 10000, 10000, 10000, 10000]\n";

#[test]
fn state_gives_the_minimum_raise_with_its_citation_tda_43a() {
    let (json, code) = state(
        "minraise",
        &format!(
            "{SIX_MAX}actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'd dh p5 ????', 'd dh p6 ????', 'p3 cbr 300']\n"
        ),
    );
    assert_eq!(code, 0);
    assert_eq!(json["street"], "preflop");
    assert_eq!(json["next"], "p4");
    assert_eq!(
        json["legal"],
        serde_json::json!(["f", "cc 300", "cbr 500..10000"])
    );
    assert_eq!(json["stacks"][2], 9700);
    assert_eq!(json["bets"][2], 300);
    let why = json["why"].as_array().unwrap();
    let min_raise = why.iter().find(|w| w["rule"] == "min_raise").unwrap();
    assert!(
        min_raise["cite"]
            .as_str()
            .unwrap()
            .contains("TDA 2024 Rule 43-A")
    );
    assert!(
        min_raise["text"]
            .as_str()
            .unwrap()
            .contains("largest full bet or raise")
    );
}

/// A rule text the house file leaves out is the bundled preset's: `state`
/// gives its citation as it stands and says where it was taken from.
#[test]
fn state_says_a_rule_text_was_taken_from_the_bundled_preset() {
    let preset = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/nl-holdem.yaml"
    ))
    .unwrap();
    let mut rules: serde_yaml::Value = serde_yaml::from_str(&preset).unwrap();
    rules["rules"]
        .as_mapping_mut()
        .unwrap()
        .remove("min_raise")
        .unwrap();
    let house = file(
        "taken",
        "house.yaml",
        &serde_yaml::to_string(&rules).unwrap(),
    );
    let hand = file(
        "taken",
        "hand.phh",
        &format!(
            "{SIX_MAX}actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'd dh p5 ????', 'd dh p6 ????', 'p3 cbr 300']\n"
        ),
    );
    let out = bin()
        .arg("state")
        .arg("--rules")
        .arg(&house)
        .arg(&hand)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    let why = json["why"].as_array().unwrap();
    let min_raise = why.iter().find(|w| w["rule"] == "min_raise").unwrap();
    assert_eq!(
        min_raise["cite"],
        "TDA 2024 Rule 43-A and Addendum; RRoP No-Limit & Pot-Limit 2"
    );
    assert_eq!(min_raise["taken"], "preset");
    // A rule the house file states says nothing of the kind.
    let stated = why.iter().find(|w| w["rule"] != "min_raise").unwrap();
    assert!(stated.get("taken").is_none(), "{stated}");
}

#[test]
fn state_shows_that_a_short_all_in_does_not_reopen_tda_47a() {
    let (json, _) = state(
        "reopen",
        "variant = 'NT'\nantes = [0, 0, 0, 0]\nblinds_or_straddles = [50, 100, 0, 0]\nmin_bet = 100\nstarting_stacks = [1000, 1000, 250, 1000]\nactions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'p3 cc', 'p4 cc', 'p1 cc', 'p2 cc', 'd db AhKd2c', 'p1 cbr 100', 'p2 cc', 'p3 cbr 150', 'p4 cc']\n",
    );
    assert_eq!(json["street"], "flop");
    assert_eq!(json["next"], "p1");
    assert_eq!(json["legal"], serde_json::json!(["f", "cc 50"]));
    assert!(rule_ids(&json).contains(&"short_all_in".to_string()));
    // 400 collected before the flop; the flop bets are still in front.
    assert_eq!(json["pots"][0]["amount"], 400);
    assert_eq!(json["bets"], serde_json::json!([100, 100, 150, 150]));
}

#[test]
fn state_gives_the_pot_limit_maximum_rrop_pl() {
    let (json, _) = state(
        "potlimit",
        "variant = 'PT'\nantes = [0, 0]\nblinds_or_straddles = [25, 50]\nmin_bet = 50\nstarting_stacks = [1000, 1000]\nactions = ['d dh p1 ????', 'd dh p2 ????', 'p2 cc', 'p1 cc', 'd db AhKd2c', 'p1 cbr 50']\n",
    );
    assert_eq!(
        json["legal"],
        serde_json::json!(["f", "cc 50", "cbr 100..250"])
    );
    assert!(rule_ids(&json).contains(&"pot_limit_max".to_string()));
}

#[test]
fn state_names_the_bring_in_rrop_stud_1() {
    let (json, _) = state(
        "bringin",
        "variant = 'F7S'\nantes = [1, 1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [100, 100, 100]\nactions = ['d dh p1 AsKs2s', 'd dh p2 AcKc2c', 'd dh p3 AdKdQd']\n",
    );
    assert_eq!(json["street"], "third");
    assert_eq!(json["next"], "p2");
    assert_eq!(json["legal"], serde_json::json!(["pb 2", "cbr 5"]));
    assert!(rule_ids(&json).contains(&"bring_in".to_string()));
}

#[test]
fn state_reports_the_dealer_step_and_the_showdown_order() {
    let head = "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]\n";
    let (json, _) = state(
        "dealer",
        &format!(
            "{head}actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 cc', 'p1 cc', 'p2 cc']\n"
        ),
    );
    assert_eq!(json["next"], "dealer");
    assert_eq!(json["legal"], serde_json::json!(["d db (3)"]));
    let (json, _) = state(
        "showdown",
        &format!(
            "{head}actions = ['d dh p1 9s9c', 'd dh p2 2c3c', 'd dh p3 2d3d', 'p3 cc', 'p1 cc', 'p2 cc', 'd db AhKhQh', 'p1 cc', 'p2 cc', 'p3 cc', 'd db Jc', 'p1 cc', 'p2 cc', 'p3 cc', 'd db 4d', 'p1 cc', 'p2 cbr 10', 'p3 cc', 'p1 cc']\n"
        ),
    );
    assert_eq!(json["street"], "river");
    assert_eq!(json["next"], "p2");
    assert_eq!(json["show_order"], serde_json::json!(["p2", "p3", "p1"]));
    assert!(rule_ids(&json).contains(&"showdown_order".to_string()));
}

#[test]
fn state_reports_a_refused_action_by_index_and_rule() {
    let (json, code) = state(
        "refused",
        &format!(
            "{SIX_MAX}actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'd dh p5 ????', 'd dh p6 ????', 'p3 cbr 300', 'p4 cbr 450']\n"
        ),
    );
    assert_eq!(code, 1);
    assert_eq!(json["error"]["action_index"], 7);
    assert_eq!(json["error"]["action"], "p4 cbr 450");
    assert_eq!(json["error"]["rule"], "min_raise");
    assert_eq!(
        json["error"]["why"],
        serde_json::json!({"why": "below-min", "wager": "raise", "to": 450, "min": 500})
    );
    assert_eq!(
        json["error"]["message"],
        "A raise to 450 chips is below the minimum: raise to at least 500 chips."
    );
}

#[test]
fn replay_prints_a_line_per_hand_and_a_summary() {
    let good = file(
        "replay",
        "a.phh",
        &format!(
            "{SIX_MAX}actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'd dh p5 ????', 'd dh p6 ????', 'p3 f', 'p4 f', 'p5 f', 'p6 f', 'p1 f']\nfinishing_stacks = [9950, 10050, 10000, 10000, 10000, 10000]\n"
        ),
    );
    let dir = good.parent().unwrap().to_path_buf();
    file(
        "replay",
        "b.phh",
        &format!("{SIX_MAX}actions = ['d dh p1 ????', 'p2 f']\n"),
    );
    file(
        "replay",
        "c.phh",
        "variant = 'NFD'\nstarting_stacks = [1, 2]\n",
    );
    let out = bin().arg("replay").arg(&dir).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["ok"], true);
    assert_eq!(lines[0]["finishing_stacks"][1], 10050);
    assert_eq!(
        lines[0]["pots"][0]["awards"][0],
        serde_json::json!(["p2", 100])
    );
    assert_eq!(lines[1]["ok"], false);
    assert_eq!(lines[1]["error"]["action_index"], 1);
    assert_eq!(lines[1]["error"]["rule"], "order_of_play");
    assert_eq!(
        lines[2]["unsupported"],
        "The variant NFD is not dealt here."
    );
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        stderr.lines().last(),
        Some("1 passed, 1 failed, 1 unsupported")
    );
}

/// A hand written in fractions of a chip replays in the smallest unit that
/// makes its amounts whole, and its line gives the stacks and pots back in
/// its own chips, with the unit.
#[test]
fn replay_reads_a_hand_in_fractions_of_a_chip_in_a_smaller_unit() {
    let quarters = file(
        "replay-fractions",
        "quarters.phh",
        "variant = 'NT'\nblinds_or_straddles = [0.25, 0.5]\nmin_bet = 0.5\n\
         starting_stacks = [10.75, 20]\nactions = ['d dh p1 AsAd', 'd dh p2 KsKd', \
         'p2 cbr 1.75', 'p1 cbr 10.75', 'p2 cc', 'p1 sm AsAd', 'p2 sm KsKd', \
         'd db 2c3d7h', 'd db 9s', 'd db Jc']\nfinishing_stacks = [21.5, 9.25]\n",
    );
    let blom = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/phh/public/antonius-blom-2009.phh"
    );
    let out = bin()
        .arg("replay")
        .arg(&quarters)
        .arg(blom)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["ok"], true);
    assert_eq!(lines[0]["chip_unit"], 0.01);
    assert_eq!(
        lines[0]["finishing_stacks"],
        serde_json::json!([21.5, 9.25])
    );
    assert_eq!(lines[0]["pots"][0]["amount"], 21.5);
    // The largest pot played online, in a quarter-chip stack: Antonius wins
    // 1,356,947 and keeps 1,937,923.75.
    assert_eq!(lines[1]["ok"], true);
    assert_eq!(
        lines[1]["finishing_stacks"],
        serde_json::json!([1937923.75, 0])
    );
    assert_eq!(
        lines[1]["pots"][0]["awards"][0],
        serde_json::json!(["p1", 1356947])
    );
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        stderr.lines().last(),
        Some("2 passed, 0 failed, 0 unsupported")
    );
}

#[test]
fn rules_check_names_line_and_column_and_explain_quotes_a_rule() {
    let preset = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/nl-holdem.yaml"
    ))
    .unwrap();
    let bad = preset.replacen("  min_raise:\n", "  min_raise:\n    colour: red\n", 1);
    let line = bad.lines().position(|l| l.contains("colour")).unwrap() + 1;
    let path = file("rules", "house.yaml", &bad);
    let out = bin().args(["rules", "check"]).arg(&path).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with(&format!(
            "{}, line {line}, column 5: The YAML cannot be read: rules.min_raise: there is no key “colour” here (unknown field `colour`",
            path.display()
        )),
        "{err}"
    );
    let good = file("rules", "good.yaml", &preset);
    let out = bin()
        .args(["rules", "explain"])
        .arg(&good)
        .arg("min_raise")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("min_raise (TDA 2024 Rule 43-A"), "{text}");
}

#[test]
fn state_reports_the_dealer_step_and_the_ruling_after_a_procedure() {
    let (json, code) = state(
        "procedure",
        // The deal goes a card at a time: Bo's 7c is the fifth card off the
        // deck, not one of the first two, so it is replaced after the deal.
        "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]\nactions = ['d dh p1 Ah', 'd dh p2 Kc', 'd dh p3 2d', 'd dh p1 Kh', 'd dh p2 7c', 'd exposed p2 7c']\n",
    );
    assert_eq!(code, 0);
    assert_eq!(json["next"], "dealer");
    assert_eq!(json["legal"], serde_json::json!(["d dh p3 (1)"]));
    let ruling = &json["rulings"][0];
    assert_eq!(ruling["rule"], "exposed_hole_card");
    assert_eq!(ruling["action"], "d exposed p2 7c");
    assert!(
        ruling["cite"]
            .as_str()
            .unwrap()
            .contains("TDA 2024 Rule 35-A-7")
    );
    assert_eq!(
        ruling["note"],
        serde_json::json!({"note": "exposed-set-aside", "card": "7c", "to": "p2", "cards": 2}),
        "{ruling}"
    );
    assert!(
        ruling["message"]
            .as_str()
            .unwrap()
            .contains("position 2 gets a replacement"),
        "{ruling}"
    );
}

#[test]
fn rules_explain_reads_the_stud_rulesets_of_each_family() {
    for (file, cite) in [
        ("tda-2024/stud.yaml", "TDA 2024 Recommended Procedure 10-B"),
        (
            "wsop-2026-cash/stud-hilo.yaml",
            "WSOP 2026 Live Action Rule 234",
        ),
        ("roberts-rules/stud.yaml", "WSOP 2026 Live Action Rule 234"),
    ] {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("rulesets")
            .join(file);
        let out = bin()
            .args(["rules", "explain"])
            .arg(&path)
            .arg("exposed_seventh_card")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{file}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(
            text.starts_with(&format!("exposed_seventh_card ({cite})")),
            "{file}: {text}"
        );
    }
}

#[test]
fn rules_explain_names_each_options_chosen_value_and_reads_a_preset_by_name() {
    let explain = |args: &[&str]| {
        let out = bin()
            .args(["rules", "explain"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    // The families choose differently, and explain says which.
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rulesets");
    for (file, chosen) in [
        (
            "tda-2024/nl-holdem.yaml",
            "chosen: hands face up once a player is all-in",
        ),
        (
            "roberts-rules/nl-holdem.yaml",
            "chosen: hands shown at showdown",
        ),
    ] {
        let text = explain(&[root.join(file).to_str().unwrap(), "all_in_face_up"]);
        assert!(text.contains(chosen), "{file}: {text}");
    }
    // A rule that is not an option has no value; a bundled preset by name.
    let text = explain(&["nl-holdem"]);
    assert!(text.starts_with("No-limit hold'em (TDA 2024)"), "{text}");
    let order = text
        .split("\n\n")
        .find(|b| b.starts_with("order_of_play"))
        .unwrap();
    assert!(!order.contains("chosen:"), "{order}");
    assert!(
        text.contains("chosen: hands face up once a player is all-in"),
        "{text}"
    );
    let text = explain(&["stud-hilo.yaml", "stud_odd_chip"]);
    assert!(text.contains("chosen: "), "{text}");
}

/// A house file written before an option existed still loads: `rules
/// check` names each option left at its default and each rule text taken
/// from the bundled preset.
#[test]
fn rules_check_names_the_defaults_a_house_file_leaves_out() {
    let preset = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/roberts-rules/fl-holdem.yaml"
    ))
    .unwrap();
    let mut rules: serde_yaml::Value = serde_yaml::from_str(&preset).unwrap();
    let book = rules["rules"].as_mapping_mut().unwrap();
    book.remove("four_card_flop").unwrap();
    book.remove("min_raise").unwrap();
    let path = file(
        "rules",
        "older.yaml",
        &serde_yaml::to_string(&rules).unwrap(),
    );
    let out = bin().args(["rules", "check"]).arg(&path).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    let notes: Vec<&str> = text.lines().skip(1).collect();
    let at = path.display();
    assert_eq!(
        notes,
        [
            format!(
                "{at}: note: rules.four_card_flop is not in the file: the default 'the floor picks the burn card' (TDA 2024 Rule 39-A) is taken"
            ),
            // Not in the Robert's Rules file at all: a cash game without a
            // big-blind ante.
            format!(
                "{at}: note: rules.bb_ante_order is not in the file: the default 'the ante first' (Big-blind ante practice before TDA 2024 RP-11) is taken"
            ),
            // Written before the table size was a house setting.
            format!(
                "{at}: note: rules.table_size is not in the file: the default '10' (WSOP 2026 Live Action Rules 284, 288, 306 (the draw games); full tables in the others) is taken"
            ),
            format!(
                "{at}: note: rules.min_raise is not in the file: the text of the bundled fl-holdem.yaml is taken"
            ),
        ]
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
    );
    // `rules explain` says where each came from after its citation, in the
    // reader's language.
    let explain = |lang: &str, rule: &str| {
        let out = bin()
            .args(["rules", "explain", "--lang", lang])
            .arg(&path)
            .arg(rule)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8(out.stdout).unwrap()
    };
    let min = explain("en", "min_raise");
    assert!(
        min.starts_with(
            "min_raise (RRoP Betting & Raising 6 (from the bundled preset: not in this house file))"
        ),
        "{min}"
    );
    let min = explain("cs", "min_raise");
    assert!(
        min.contains(" (z přiložené předvolby: v tomto souboru pravidel herny není))"),
        "{min}"
    );
    let flop = explain("pl", "four_card_flop");
    assert!(
        flop.starts_with(
            "four_card_flop (TDA 2024 Rule 39-A (domyślne: nie ma go w tym pliku zasad))"
        ),
        "{flop}"
    );
}

/// A card from a dead hand is a dead card (TDA 37): `state` leaves the hand
/// with something to do, never done.
#[test]
fn the_state_command_never_calls_an_unfinished_hand_done() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("stuck.phh");
    std::fs::write(
        &file,
        "variant = 'NT'\nantes = [1, 1, 1]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n\
         starting_stacks = [144, 329, 145]\nactions = ['d dh p1 ????', 'd dh p2 8h', \
         'd dh p3 8d', 'd dh p2 4c', 'd dh p3 5s', 'd kill p2', 'd exposed p2 8h']\n",
    )
    .unwrap();
    let out = bin()
        .args(["state".as_ref(), file.as_os_str()])
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!text.contains("\"next\":\"done\""), "{text}");
    assert!(text.contains("dead_hand"), "{text}");
}

#[test]
fn a_reader_that_stops_after_one_line_ends_the_output_quietly() {
    use std::io::BufRead;
    use std::process::Stdio;
    // `rules explain … | head -1`: the pipe closes after the first line.
    for args in [
        [
            "rules",
            "explain",
            "rulesets/tda-2024/horse-tournament.yaml",
        ],
        ["rules", "check", "rulesets/tda-2024/nl-holdem-rebuy.yaml"],
    ] {
        let mut child = bin()
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        std::io::BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(!first.trim().is_empty(), "{args:?} said nothing");
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
    }
}
