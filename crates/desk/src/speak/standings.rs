//! A tournament's money in words, as every form of the standings (text,
//! HTML) says it: the pool reconciled, and how the prizes round.

use dealerdesk_i18n::{Args, Words};

use crate::desk::Standings;

/// Buy-ins, rebuys, add-ons and fees against the prize pool, the prizes paid
/// and those still to pay.
pub fn standings_pool(words: Words, s: &Standings) -> String {
    let m = &s.money;
    let pool = Args::new()
        .num("buy_ins", m.buy_ins)
        .num("rebuys", m.rebuys)
        .num("add_ons", m.add_ons)
        .num("fees", m.fees)
        .num("pool", m.prize_pool)
        .num("paid", m.prizes_paid)
        .num("to_pay", m.prizes_to_pay);
    words.with("cli-standings-pool", &pool)
}

/// How the prizes round: the unit, where the remainder goes and how ties
/// share.
pub fn standings_rounding(words: Words, s: &Standings) -> String {
    let rule = Args::new()
        .num("unit", s.unit)
        .str("currency", s.currency.clone())
        .str("remainder", s.remainder)
        .str("ties", s.ties);
    let rounding = Args::new().str("rounding", words.with("cli-standings-rounding-rule", &rule));
    words.with("cli-standings-rounding", &rounding)
}
