//! One live table of Dealer Desk and what reads its log: the `Desk` (seats,
//! button and hands, every change recorded in the audit log before it
//! applies), the dealer's command language (`command`), `review` of a logged
//! hand, hand-history `export`, and the scripted `table_face`.
//!
//! **Invariant:** the desk computes no rule: positions, blinds, pots and
//! rulings come from `dealerdesk_core`'s engine, persistence from
//! `dealerdesk_log`.

pub mod command;
pub mod desk;
pub mod export;
pub mod review;
pub mod speak;
pub mod table_face;
