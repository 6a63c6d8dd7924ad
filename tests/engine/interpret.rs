//! Chip interpretation tests (being written).
