//! Each game cites its own rulebook sections: under a rotation too, every
//! game's rules (the Omaha hands of HORSE, say) come from its own house,
//! and no game other than hold'em cites Robert's Rules' Texas hold'em.

use std::path::{Path, PathBuf};

use dealerdesk_core::game::Game;
use dealerdesk_core::rules::HouseRules;

/// Every bundled house file.
fn bundled() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rulesets");
    let mut dirs = vec![root];
    let mut files = Vec::new();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "yaml") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

#[test]
fn no_game_but_holdem_cites_texas_holdem_under_any_bundled_house() {
    let mut games = 0;
    let mut wrong = Vec::new();
    for path in bundled() {
        let house = HouseRules::from_file(&path).unwrap();
        let mut dealt = house.rotation_games();
        if dealt.is_empty() {
            dealt.push(house.clone());
        }
        for game in dealt {
            games += 1;
            if game.game() == Game::Holdem {
                continue;
            }
            for rule in game.all_rules().iter().filter(|r| r.id != "rotation") {
                if rule.cite.contains("Texas Hold'em") {
                    let variant = game.variant().code();
                    wrong.push(format!(
                        "{}: {variant} {}: {}",
                        path.display(),
                        rule.id,
                        rule.cite
                    ));
                }
            }
        }
    }
    assert!(games > 40, "only {games} games read");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
