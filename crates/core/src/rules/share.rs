//! A share (a rake or payout percentage) refused while the YAML is read:
//! serde carries only a message, so the share's reader writes the value and
//! its step between marks, and the loader reads them back into
//! `HouseFault::Share`.

/// The mark around each part of a refused share's message.
const SHARE_MARK: char = '\u{1f}';

/// The message a share's reader gives serde for `written`, kept to tenths
/// or to `hundredths` of a percent.
pub(crate) fn share_refused(written: f64, hundredths: bool) -> String {
    let step = if hundredths { "hundredths" } else { "tenths" };
    format!("{SHARE_MARK}{written}{SHARE_MARK}{step}{SHARE_MARK}")
}

/// The key, the value as written and the step of a refused share inside a
/// YAML parser's message (`rake: <marked>`), if the message holds one.
pub(super) fn read(message: &str) -> Option<(String, String, bool)> {
    let mut parts = message.split(SHARE_MARK);
    let key = parts.next()?.trim_end().trim_end_matches(':').to_string();
    let written = parts.next()?.to_string();
    let hundredths = match parts.next()? {
        "hundredths" => true,
        "tenths" => false,
        _ => return None,
    };
    Some((key, written, hundredths))
}
