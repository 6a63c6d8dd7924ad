//! Dealer Desk: a dealer-assist and rules-arbitration engine for live poker tables.

pub mod cards;
pub mod eval;
