//! `dealerdesk rules check|explain`: a house file checked, or its rules and
//! chosen values explained.
use std::io::Write;

use anyhow::Result;

use super::RulesCommand;
use dealerdesk::rules::{HouseRules, RuleId};

pub(super) fn rules_cmd(command: RulesCommand) -> Result<i32> {
    match command {
        RulesCommand::Check { file } => match HouseRules::load_file(&file) {
            Ok((r, notes)) => {
                println!("{}: ok ({}, follows {})", file.display(), r.name, r.follows);
                // What the file leaves out and what is taken instead.
                for note in notes {
                    println!("{}: note: {note}", file.display());
                }
                Ok(0)
            }
            Err(e) => {
                eprintln!("{e}");
                Ok(1)
            }
        },
        RulesCommand::Explain { file, rule } => {
            // A file, or a bundled preset by name (`nl-holdem`).
            let rules = match HouseRules::preset_named(&file.to_string_lossy()) {
                Some(preset) if !file.exists() => preset,
                _ => HouseRules::from_file(&file)?,
            };
            let all = rules.all_rules();
            let mut out = std::io::stdout().lock();
            let mut explain = |lead: &str, r: &dealerdesk::rules::RuleText| {
                let value = RuleId::ALL
                    .iter()
                    .find(|id| id.as_str() == r.id)
                    .and_then(|id| rules.chosen(*id))
                    .map_or_else(String::new, |v| format!("\n  chosen: {v}"));
                writeln!(out, "{lead}{} ({}){value}\n  {}", r.id, r.cite, r.text)
            };
            match rule {
                None => {
                    println!("{} — follows {}", rules.name, rules.follows);
                    for r in &all {
                        explain("\n", r)?;
                    }
                    Ok(0)
                }
                Some(id) => match all.iter().find(|r| r.id == id) {
                    Some(r) => {
                        explain("", r)?;
                        Ok(0)
                    }
                    None => {
                        let ids: Vec<&str> = all.iter().map(|r| r.id).collect();
                        eprintln!(
                            "{}: no rule '{id}'; rules here: {}",
                            file.display(),
                            ids.join(", ")
                        );
                        Ok(1)
                    }
                },
            }
        }
    }
}
