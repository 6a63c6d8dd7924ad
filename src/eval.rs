//! Hand ranking: best high hand of 5–7 cards, ace-to-five low with the
//! eight-or-better qualifier, and the rank of 1–4 visible stud cards.
//! (Being written: see the module contract in the helper brief.)
