//! The odd chip of a split pot in a draw game goes by position, as in the
//! flop games (TDA 2024 Rule 20-A): the games are dealt with a button, so
//! the first winner clockwise from it takes it, not the high card by suit
//! as in stud. The hand is one PokerKit played (the draw corpus, badugi,
//! seed 1, hand 494), where the rule books and PokerKit agree.

use crate::support::Table;

#[test]
fn a_split_badugi_pot_gives_its_odd_chip_to_the_first_winner_left_of_the_button() {
    let mut t = Table::new(
        "FB",
        "antes = [0, 0, 0, 0, 0, 0]\nblinds_or_straddles = [1, 2, 0, 0, 0, 0]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [250, 11, 118, 293, 31, 8]",
    );
    t.play(
        "d dh p1 4c5d8sKs; d dh p2 Ad6c7c2c; d dh p3 3c9cTh8d; d dh p4 6h7dJh6s; \
         d dh p5 AcAh2sTc; d dh p6 2dQhJc6d; p3 cc; p4 cbr 4; p5 f; p6 cbr 6; p1 cc; \
         p2 cc; p3 cc; p4 f; p1 sd 5d; p2 sd; p3 sd; p6 sd 2d; d dh p1 Js; d dh p6 8h; \
         p1 cbr 2; p2 cc; p3 cc; p6 cc; p1 sd Ks; p2 sd 2c; p3 sd Th9c8d; \
         p6 sd 6dJc8hQh; d dh p1 5s; d dh p2 Ts; d dh p3 7h2hJd; d dh p6 Qd3sQs8c; \
         p1 cc; p2 cc; p3 cc; p1 sd; p2 sd 6c7cAdTs; p3 sd 2h7hJd; p6 sd 8cQd3s; \
         d dh p2 3h4dKcTd; d dh p3 Qc4hKd; d dh p6 9s3d9h; p1 cc; p2 cbr 3; p3 cc; \
         p1 cc; p2 sm 3h4dKcTd; p3 sm 3cQc4hKd; p6 sm Qs9s3d9h; p1 sm 4c8sJs5s",
    );
    // Ben (p2) and Cleo (p3) tie with K-4-3 for the side pot of 9: Ben,
    // first of them left of the button (p6), takes the odd chip: 5 and 4.
    assert_eq!(t.stacks(), [239, 5, 111, 289, 31, 36]);
}
