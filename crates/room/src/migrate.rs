//! The room's schema: versioned SQL files (`migrations/NNNN_name.sql`)
//! applied in order, each once, under an advisory lock so that tables
//! starting together do not race; `room.migrations` records each.

use postgres::Client;

use crate::RoomError;

/// The migrations, in order: version, name, SQL.
pub const MIGRATIONS: &[(i32, &str, &str)] = &[
    (1, "room", include_str!("../migrations/0001_room.sql")),
    (
        2,
        "clearances",
        include_str!("../migrations/0002_clearances.sql"),
    ),
    (3, "hello", include_str!("../migrations/0003_hello.sql")),
    (4, "staff", include_str!("../migrations/0004_staff.sql")),
    (
        5,
        "tournaments",
        include_str!("../migrations/0005_tournaments.sql"),
    ),
];

/// The schema version this program writes and reads.
pub fn latest() -> i32 {
    MIGRATIONS.last().map_or(0, |m| m.0)
}

const LOCK_KEY: i64 = 0x6465_616c_6572; // "dealer"

/// The version the room's schema is at (0 for a database without one).
///
/// # Errors
/// Database errors.
pub fn version(client: &mut Client) -> Result<i32, RoomError> {
    let row = client.query_one("SELECT to_regclass('room.migrations') IS NOT NULL", &[])?;
    if !row.get::<_, bool>(0) {
        return Ok(0);
    }
    let row = client.query_one("SELECT coalesce(max(version), 0) FROM room.migrations", &[])?;
    Ok(row.get(0))
}

/// Apply the migrations the room lacks; returns the versions applied.
///
/// # Errors
/// [`RoomError::Schema`] for a schema newer than this program, or one this
/// role may not migrate; database errors.
pub fn migrate(client: &mut Client) -> Result<Vec<i32>, RoomError> {
    let wanted = latest();
    let found = version(client)?;
    if found == wanted {
        return Ok(Vec::new());
    }
    if found > wanted {
        return Err(RoomError::Schema {
            found,
            wanted,
            hint: "the room was set up by a newer Dealer Desk",
        });
    }
    let mut tx = client.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&LOCK_KEY])?;
    let bootstrap = tx.batch_execute(
        "CREATE SCHEMA IF NOT EXISTS room;
         CREATE TABLE IF NOT EXISTS room.migrations (
             version    integer PRIMARY KEY,
             name       text NOT NULL,
             applied_at timestamptz NOT NULL DEFAULT now()
         );",
    );
    if let Err(e) = bootstrap {
        return Err(match e.code() {
            Some(&postgres::error::SqlState::INSUFFICIENT_PRIVILEGE) => RoomError::Schema {
                found,
                wanted,
                hint: "connect once as the database's owner to apply the migrations",
            },
            _ => e.into(),
        });
    }
    // Another table may have migrated while this one waited for the lock.
    let row = tx.query_one("SELECT coalesce(max(version), 0) FROM room.migrations", &[])?;
    let found: i32 = row.get(0);
    let mut applied = Vec::new();
    for (version, name, sql) in MIGRATIONS.iter().filter(|m| m.0 > found) {
        tx.batch_execute(sql).map_err(|e| {
            RoomError::Database(format!(
                "migration {version:04}_{name}: {}",
                RoomError::from(e)
            ))
        })?;
        tx.execute(
            "INSERT INTO room.migrations (version, name) VALUES ($1, $2)",
            &[version, name],
        )?;
        applied.push(*version);
    }
    tx.commit()?;
    Ok(applied)
}
