//! `dealerdesk rules check|explain`: a house file checked, or its rules and
//! chosen values explained.
use std::io::Write;

use anyhow::Result;

use super::RulesCommand;
use dealerdesk::i18n::{Args, Lang, Words};
use dealerdesk::rules::{Defaulted, HouseRules, RuleId};
use dealerdesk::speak;

pub(super) fn rules_cmd(command: RulesCommand, lang: Option<&str>) -> Result<i32> {
    match command {
        RulesCommand::Check { file } => match HouseRules::load_file(&file) {
            Ok((r, notes)) => {
                let words = Words::new(Lang::choose(lang, r.language.as_deref())?);
                let path = || Args::new().str("file", file.display().to_string());
                let ok = path()
                    .str("name", r.name.as_str())
                    .str("follows", r.follows.as_str());
                say!("{}", words.with("cli-rules-ok", &ok));
                // What the file leaves out and what is taken instead.
                for note in notes {
                    let (id, args) = match note {
                        Defaulted::Option { id, value, cite } => (
                            "cli-rules-note-option",
                            path()
                                .str("id", id)
                                .str("value", speak::option_value(words, &value))
                                .str("cite", cite),
                        ),
                        Defaulted::Text { id, preset } => (
                            "cli-rules-note-text",
                            path().str("id", id).str("preset", preset),
                        ),
                    };
                    say!("{}", words.with(id, &args));
                }
                Ok(0)
            }
            Err(e) => {
                // The file did not load, so its `language:` is unknown.
                let words = Words::new(Lang::choose(lang, None)?);
                eprintln!("{}", speak::rules_error(words, &e));
                Ok(1)
            }
        },
        RulesCommand::Explain { file, rule } => {
            // A file, or a bundled preset by name (`nl-holdem`).
            let rules = match HouseRules::preset_named(&file.to_string_lossy()) {
                Some(preset) if !file.exists() => preset,
                _ => match HouseRules::from_file(&file) {
                    Ok(rules) => rules,
                    Err(e) => {
                        let words = Words::new(Lang::choose(lang, None)?);
                        eprintln!("{}", speak::rules_error(words, &e));
                        return Ok(1);
                    }
                },
            };
            let words = Words::new(Lang::choose(lang, rules.language.as_deref())?);
            let all = rules.all_rules();
            let mut out = std::io::stdout().lock();
            let mut explain = |lead: &str, r: &dealerdesk::rules::RuleText| {
                let value = RuleId::ALL
                    .iter()
                    .find(|id| id.as_str() == r.id)
                    .and_then(|id| rules.chosen(*id))
                    .map_or_else(String::new, |v| {
                        let chosen = words.with(
                            "cli-rules-chosen",
                            &Args::new().str("value", speak::option_value(words, &v)),
                        );
                        format!("\n  {chosen}")
                    });
                let text = speak::rule_in(words, r, &rules);
                let cite = speak::cite(words, r);
                writeln!(out, "{lead}{} ({cite}){value}\n  {text}", r.id)
            };
            match rule {
                None => {
                    let head = Args::new()
                        .str("name", rules.name.clone())
                        .str("follows", rules.follows.clone());
                    say!("{}", words.with("cli-rules-follows", &head));
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
                        let args = Args::new()
                            .str("file", file.display().to_string())
                            .str("rule", id)
                            .str("rules", ids.join(", "));
                        eprintln!("{}", words.with("cli-rules-no-rule", &args));
                        Ok(1)
                    }
                },
            }
        }
    }
}
