//! Reading the chips a player puts out (being written).
