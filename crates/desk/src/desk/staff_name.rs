//! A new staff member's name: checked like every name (`name.rs`), and
//! refused when it reads like the name of anyone already registered.

use super::{Desk, DeskError, check_name, reads_like};

impl Desk {
    /// A new staff member's name as stored, checked, and refused if it reads
    /// like the name of anyone already registered (dealer, floor or reviewer).
    pub(super) fn new_staff_name(&self, name: &str) -> Result<String, DeskError> {
        let name = check_name(name).map_err(DeskError::Name)?;
        let operators = self.log.operators()?;
        match operators.into_iter().find(|o| reads_like(&o.name, &name)) {
            Some(o) => Err(DeskError::NameReadsLike { name, like: o.name }),
            None => Ok(name),
        }
    }
}
