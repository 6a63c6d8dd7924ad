//! What an operation on the hand leaves to follow (`Then`), for `flow` to
//! carry out: the operations say it, and only `flow` moves the hand on.

/// What an operation leaves to follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use]
pub(crate) enum Then {
    /// Nothing: the hand waits for its next entry.
    Stay,
    /// The betting round is over; `played`: someone acted in it.
    EndRound { played: bool },
    /// The street's cards may all be out: its betting round opens.
    StreetDealt,
    /// Every hand may be decided: the pots are awarded if so.
    Finish,
    /// A hand left out of turn: who acts now, or the round is over.
    RecheckTurn,
}
