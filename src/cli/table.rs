//! `dealerdesk table`: the scripted table face on standard input.
use std::path::Path;

use anyhow::Result;

use super::load_rules;
use dealerdesk::desk::Desk;
use dealerdesk::rules::{HouseRules, Variant};
use dealerdesk::table_face::TableFace;

pub(super) fn table_cmd(db: &Path, rules: Option<&Path>) -> Result<i32> {
    let rules = load_rules(rules)?.unwrap_or_else(|| HouseRules::preset(Variant::NoLimitHoldem));
    let table = db
        .file_stem()
        .map_or_else(|| "table".into(), |s| s.to_string_lossy().into_owned());
    let desk = Desk::open(db, rules, &table)?;
    let mut face = TableFace::new(desk)?;
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let refused = face.run(stdin.lock(), std::io::BufWriter::new(stdout.lock()))?;
    Ok(i32::from(refused))
}
