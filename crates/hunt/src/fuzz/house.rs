//! House files: loaded as the console and `--rules` load them; rules that
//! load write to YAML (as the log records them) that loads back the same.

use dealerdesk_core::rules::HouseRules;

use crate::Broken;

/// Checks one house file.
pub(super) fn check(data: &[u8]) -> Result<(), Broken> {
    let Some(text) = super::text(data) else {
        return Ok(());
    };
    let Ok((rules, _)) = HouseRules::load(text, "fuzz.yaml") else {
        return Ok(());
    };
    let yaml = serde_yaml::to_string(&rules)
        .map_err(|e| Broken(format!("the rules do not write to YAML: {e}")))?;
    let again = HouseRules::from_yaml(&yaml, "written.yaml")
        .map_err(|e| Broken(format!("the rules written back do not load: {e}\n{yaml}")))?;
    if again != rules {
        return Err(Broken(format!(
            "the rules written back load as other rules:\n{yaml}"
        )));
    }
    Ok(())
}
