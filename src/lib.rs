//! Dealer Desk: a dealer-assist and rules-arbitration engine for live poker tables.

pub mod cards;
pub mod chips;
pub mod command;
pub mod desk;
pub mod engine;
pub mod eval;
pub mod export;
pub mod hunt;
pub mod limits;
pub mod log;
pub mod notation;
pub mod pots;
pub mod replay;
pub mod review;
pub mod rules;
pub mod table_face;
pub mod ui;
