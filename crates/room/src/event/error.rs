//! What can go wrong with a tournament held by the room.

use dealerdesk_core::tournament::SeatingError;

use crate::RoomError;

/// A tournament refused, or the room behind it.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum EventError {
    /// The room: its connection, database or schema.
    #[error(transparent)]
    Room(#[from] RoomError),
    /// The tables and players do not make a draw.
    #[error(transparent)]
    Seating(#[from] SeatingError),
    /// The house file has no `tournament:` section.
    #[error("the house file has no tournament section")]
    NotATournament,
    /// The house file stored with the tournament no longer reads.
    #[error("the tournament's house file: {0}")]
    Structure(String),
    /// No tournament of that name.
    #[error("no tournament {0:?} in the room")]
    NoEvent(String),
    /// A tournament of that name exists already.
    #[error("a tournament {0:?} is in the room already")]
    EventExists(String),
    /// The seats were drawn already.
    #[error("the seats of {0:?} are drawn already")]
    AlreadyDrawn(String),
    /// The seats are not drawn yet.
    #[error("the seats of {0:?} are not drawn yet")]
    NotDrawn(String),
    /// No table of that name in the tournament.
    #[error("no table {table:?} in tournament {event:?}")]
    NoTable {
        /// The tournament.
        event: String,
        /// The table asked for.
        table: String,
    },
    /// The table has been broken.
    #[error("table {0:?} is broken")]
    TableBroken(String),
    /// A table the floor would break whose players the other open tables
    /// have too few empty seats for.
    #[error("table {table:?} has {players} players and the other tables {free} empty seats")]
    NoRoomToBreak {
        /// The table.
        table: String,
        /// Its players.
        players: usize,
        /// The empty seats at the other open tables.
        free: usize,
    },
    /// A player named who does not sit at that table.
    #[error("{player} does not sit at table {table:?}")]
    NotAtTable {
        /// The player.
        player: String,
        /// The table.
        table: String,
    },
    /// A seat the table does not have.
    #[error("table {table:?} has no seat {seat}")]
    NoSeat {
        /// The table.
        table: String,
        /// The seat given.
        seat: u8,
    },
    /// A hand the table has reported already, or an older one.
    #[error("table {table:?} reported hand {last} already; hand {hand} comes after it")]
    HandAgain {
        /// The table.
        table: String,
        /// The hand given.
        hand: u64,
        /// The last hand it reported.
        last: u64,
    },
    /// A player named twice in one result.
    #[error("{0} is named twice")]
    PlayerTwice(String),
    /// A hand's result that does not keep the table's chips.
    #[error("table {table:?} had {before} chips among these players and the result gives {after}")]
    ChipsChanged {
        /// The table.
        table: String,
        /// Their chips before the hand.
        before: u64,
        /// Their chips in the result.
        after: u64,
    },
    /// Hand for hand: the table has played this round and waits for others.
    #[error("hand for hand: table {table:?} waits for {waiting:?} to finish round {round}")]
    WaitForOthers {
        /// The table that reported.
        table: String,
        /// The round being played.
        round: u64,
        /// The tables still playing it.
        waiting: Vec<String>,
    },
}
