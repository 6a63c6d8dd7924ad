//! Each hand's players: the `hand_players` rows (hand, seat, name), written
//! with the hand's start and chained together as one `log hand players`
//! record, so a player's hands are found by an index and a forged or
//! deleted row breaks the chain like an edited event.

use rusqlite::{OptionalExtension, params};

use crate::batch::WriteTx;
use crate::records::{HAND_PLAYERS, PLAYERS};
use crate::{ArgumentFault, EventLog, HandId, LogError, OperatorId, RowFault, SessionId, schema};

/// A player dealt into a hand, in the seat they held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandPlayer {
    /// The seat.
    pub seat: u32,
    /// The player's name.
    pub name: String,
}

/// What an upgrade learns from the chain: each hand recorded before
/// `hand_players`, who dealt it and its players.
pub type PlayersFound = Vec<(HandId, OperatorId, Vec<HandPlayer>)>;

impl EventLog {
    /// [`begin_hand`](Self::begin_hand) with the players dealt in, written
    /// in the same transaction with their `log hand players` record.
    ///
    /// # Errors
    /// As [`begin_hand`](Self::begin_hand); [`LogError::InvalidArgument`] for
    /// a player without a name or two in one seat.
    pub fn begin_hand_with(
        &mut self,
        session: SessionId,
        hand_no: u64,
        by: OperatorId,
        players: &[HandPlayer],
    ) -> Result<HandId, LogError> {
        self.in_one_transaction(|log| {
            let hand = log.begin_hand(session, hand_no, by)?;
            log.add_hand_players(hand, players, by)?;
            Ok(hand)
        })
    }

    /// Writes the players of `hand` and chains their record, in one
    /// transaction; nothing for a hand dealt to nobody.
    pub(crate) fn add_hand_players(
        &mut self,
        hand: HandId,
        players: &[HandPlayer],
        by: OperatorId,
    ) -> Result<(), LogError> {
        self.ensure_writable("add_hand_players")?;
        if players.is_empty() {
            return Ok(());
        }
        for (i, p) in players.iter().enumerate() {
            if p.name.trim().is_empty() {
                return Err(LogError::InvalidArgument(
                    ArgumentFault::PlayerWithoutName {
                        hand: hand.0,
                        seat: p.seat,
                    },
                ));
            }
            if players[..i].iter().any(|q| q.seat == p.seat) {
                return Err(LogError::InvalidArgument(ArgumentFault::SeatTwice {
                    hand: hand.0,
                    seat: p.seat,
                }));
            }
        }
        let role = self.appending_role(by)?;
        let sign = self.must_sign(Some(by), role, HAND_PLAYERS)?;
        let path = self.path.clone();
        let map = |e| LogError::from_sqlite(&path, e);
        let tx = WriteTx::begin(&mut self.conn, self.in_batch, &path)?;
        let known: Option<i64> = tx
            .prepare_cached(
                "SELECT (SELECT count(*) FROM hand_players WHERE hand_id = ?1) \
                 FROM hands WHERE id = ?1",
            )
            .and_then(|mut s| s.query_row([hand.0], |r| r.get(0)).optional())
            .map_err(map)?;
        match known {
            None => return Err(LogError::UnknownHand(hand)),
            Some(n) if n > 0 => return Err(LogError::PlayersRecorded(hand)),
            Some(_) => {}
        }
        for p in players {
            tx.prepare_cached("INSERT INTO hand_players(hand_id, seat, name) VALUES (?1, ?2, ?3)")
                .and_then(|mut s| s.execute(params![hand.0, p.seat, p.name]))
                .map_err(map)?;
        }
        crate::append::chain_record(
            &tx,
            &path,
            &mut self.buf,
            crate::append::Record {
                table: &PLAYERS,
                id: hand.0,
                action: HAND_PLAYERS,
                by,
                role,
            },
        )?;
        if let Some(unlocked) = self.unlocked.as_ref().filter(|_| sign) {
            let mut tip = crate::append::Tip::read(&tx, &path)?;
            let at = crate::chain::format_at(&crate::append::now());
            tip.sign(&tx, &path, &mut self.buf, &at, unlocked)?;
        }
        tx.commit(&path)
    }

    /// The players of `hand` by seat (none for a hand dealt to nobody, or
    /// recorded before the log kept them).
    ///
    /// # Errors
    /// Database errors; [`LogError::BadRow`] for a row that cannot be decoded.
    pub fn hand_players(&self, hand: HandId) -> Result<Vec<HandPlayer>, LogError> {
        if !schema::has_players(&self.conn, &self.path)? {
            return Ok(Vec::new());
        }
        let map = |e| self.sql_err(e);
        let mut stmt = self
            .conn
            .prepare_cached("SELECT seat, name FROM hand_players WHERE hand_id = ?1 ORDER BY seat")
            .map_err(map)?;
        let rows = stmt
            .query_map([hand.0], |r| {
                Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?))
            })
            .map_err(map)?;
        let mut out = Vec::new();
        for row in rows {
            let (seat, name) = row.map_err(map)?;
            let seat = u32::try_from(seat).map_err(|_| LogError::BadRow {
                path: self.path.clone(),
                fault: RowFault::Seat { hand: hand.0, seat },
            })?;
            out.push(HandPlayer { seat, name });
        }
        Ok(out)
    }
}
