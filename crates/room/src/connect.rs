//! Opening a connection to the room: a PostgreSQL connection string
//! (`postgresql://user@host:port/db` or `host=… user=…`), a short connect
//! timeout unless the string sets one, no TLS (a room database sits on the
//! card room's own network or socket).

use std::time::Duration;

use postgres::{Client, Config, NoTls};

use crate::RoomError;

/// How long a connection attempt waits when the string does not say.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);

/// Connect to the room at `url`.
///
/// # Errors
/// [`RoomError::Address`] for a string that cannot be read,
/// [`RoomError::Unreachable`] or [`RoomError::Database`] from the server.
pub fn connect(url: &str) -> Result<Client, RoomError> {
    let mut config: Config = url
        .parse()
        .map_err(|e: postgres::Error| RoomError::Address(crate::error::with_sources(&e)))?;
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(CONNECT_TIMEOUT);
    }
    if config.get_application_name().is_none() {
        config.application_name("dealerdesk");
    }
    Ok(config.connect(NoTls)?)
}
