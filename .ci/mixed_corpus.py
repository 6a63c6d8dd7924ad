"""Hands of the mixed games played by PokerKit, written as PHH files with the
finishing stacks PokerKit computed: the oracle the replay of razz (FR),
no-limit 2-7 single draw (N2L1D), fixed-limit 2-7 triple draw (F2L3D),
badugi (FB) and no-limit short-deck hold'em (NS) is checked against.

Players act at random (folds, calls, bets and raises of random sizes,
discards of random cards), stacks differ widely so that all-ins make side
pots, and a seed makes every file again. Where PokerKit plays a rule its own
way rather than the rule books', the hand is not one to compare and is left
out: in fixed limit no raise follows an all-in short of a full bet in the
same round (the rule books raise from the last full level), and no pot's
odd chips go otherwise than the rule books give them (PokerKit gives them
all to the first winner by seat; they go one a winner, and in razz to the
lowest card by suit). The draws, two to eight players, never run the stub
short: a player draws at most what the stub can give while keeping its last
card back, for PokerKit deals the stub's last card and reshuffles every
discard, this draw's too, where the rule books keep the last card back and
leave this draw's discards out (`draw_short_stub`, `draw_reshuffle`; the
reshuffle is checked by the engine's and the desk's own tests):

    python .ci/mixed_corpus.py --out DIR --hands 500 --seed 1
"""

import argparse
import random
from importlib.metadata import version
from pathlib import Path

import warnings

import pokerkit
from pokerkit import Automation, BettingStructure, ChipsPushing, HandHistory

# Razz with seven players may run out of cards for the last street, and
# PokerKit says so each time it deals from what is left; the hands record
# what was dealt.
warnings.filterwarnings("ignore", "Returning reserved")

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
    Automation.RUNOUT_COUNT_SELECTION,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


def razz(rng):
    ante = rng.choice([0, 1, 2])
    bring_in = rng.choice([2, 3, 5])
    small = bring_in * 2
    game = pokerkit.FixedLimitRazz(AUTOMATIONS, True, ante, bring_in, small, small * 2)
    return game, rng.randint(2, 7)


def single_draw(rng):
    ante = rng.choice([0, 0, 1])
    game = pokerkit.NoLimitDeuceToSevenLowballSingleDraw(
        AUTOMATIONS, True, ante, (1, 2), 2
    )
    return game, draw_players(rng)


def draw_players(rng):
    """Two to eight players, seven- and eight-handed tables as often as the
    others together: the draws are dealt up to eight-handed (2-7 single draw
    seven-handed, badugi eight-handed, WSOP Live Action 306)."""
    return rng.randint(7, 8) if rng.random() < 0.5 else rng.randint(2, 6)


def triple_draw(rng):
    game = pokerkit.FixedLimitDeuceToSevenLowballTripleDraw(
        AUTOMATIONS, True, 0, (1, 2), 2, 4
    )
    return game, draw_players(rng)


def badugi(rng):
    game = pokerkit.FixedLimitBadugi(AUTOMATIONS, True, 0, (1, 2), 2, 4)
    return game, draw_players(rng)


def short_deck(rng):
    ante = rng.choice([1, 2])
    game = pokerkit.NoLimitShortDeckHoldem(AUTOMATIONS, True, ante, (0, 2), 2)
    return game, rng.randint(2, 6)


GAMES = {
    "fr": razz,
    "n2l1d": single_draw,
    "f2l3d": triple_draw,
    "fb": badugi,
    "ns": short_deck,
}


class Reopen:
    """In no-limit, who may raise again: a player who has acted in the round
    may only once a full raise has come since (TDA 47-A); PokerKit lets any
    player raise again after an all-in short of a full raise."""

    def __init__(self):
        self.street = None
        self.full = 0
        self.increment = 0
        self.seen = {}

    def may_raise(self, state):
        if state.betting_structure is not BettingStructure.NO_LIMIT:
            return True
        if self.street != state.street_index:
            self.street = state.street_index
            self.full = max(state.bets)
            self.increment = max(state.street.min_completion_betting_or_raising_amount, self.full)
            self.seen = {}
        i = state.actor_index
        return i not in self.seen or self.seen[i] < self.full

    def raised(self, state, to):
        if to - max(state.bets) >= self.increment:
            self.increment = to - max(state.bets)
            self.full = to

    def acted(self, state, i):
        self.seen[i] = self.full


def act(state, rng, reopen):
    """One random decision by the player to act; every hand in a showdown
    is shown."""
    if state.can_show_or_muck_hole_cards():
        state.show_or_muck_hole_cards(True)
        return
    if state.can_post_bring_in():
        if rng.random() < 0.7 or not state.can_complete_bet_or_raise_to():
            state.post_bring_in()
        else:
            state.complete_bet_or_raise_to()
        return
    if state.can_stand_pat_or_discard():
        hole = list(state.hole_cards[state.stand_patter_or_discarder_index])
        count = rng.choice([0, 0, 1, 1, 2, 3, len(hole)])
        # The stub never runs short: the burns of this draw and the draws
        # after it, the cards owed to the players who discarded before this
        # one (dealt once all have) and this player's come from it with its
        # last card kept back.
        owed = len(state.discarded_cards[state.street_index])
        burns = sum(1 for street in state.streets[state.street_index :] if street.draw_status)
        spare = len(state.deck_cards) - 1 - burns - owed
        count = min(count, len(hole), max(spare, 0))
        state.stand_pat_or_discard(rng.sample(hole, count))
        return
    roll = rng.random()
    may_raise = reopen.may_raise(state)
    actor = state.actor_index
    if roll < 0.15 and state.can_fold() and state.checking_or_calling_amount:
        state.fold()
    elif (
        roll < 0.45
        and state.can_complete_bet_or_raise_to()
        and at_full_level(state)
        and under_cap(state)
        and may_raise
    ):
        low = state.min_completion_betting_or_raising_to_amount
        high = state.max_completion_betting_or_raising_to_amount
        pick = rng.choice([low, high, rng.randint(low, high)])
        reopen.raised(state, pick)
        state.complete_bet_or_raise_to(pick)
    else:
        state.check_or_call()
    if actor is not None:
        reopen.acted(state, actor)


def under_cap(state):
    """Whether a fixed-limit draw round is below the house's cap of a bet
    and three raises (the big blind the bet before the first draw): PokerKit
    allows four raises over it, the bundled rulesets do not."""
    if state.betting_structure is not BettingStructure.FIXED_LIMIT:
        return True
    if not any(street.draw_status for street in state.streets):
        return True
    size = state.street.min_completion_betting_or_raising_amount
    return max(state.bets) // size < 4


def at_full_level(state):
    """Whether the bet to call is a full fixed-limit level (no all-in short
    of a full bet has raised it), or the betting is not fixed limit."""
    if state.betting_structure is not BettingStructure.FIXED_LIMIT:
        return True
    size = state.street.min_completion_betting_or_raising_amount
    top = max(state.bets)
    return top % size == 0 or (top == state.bring_in and state.street_index == 0)


def low_card_key(card):
    """A card's place for a razz odd chip: the ace lowest, then by suit."""
    rank = "A23456789TJQK".index(card.rank.value)
    return rank, "cdhs".index(card.suit.value)


def odd_chips_by_seat(state):
    """Whether PokerKit gave odd chips otherwise than the rule books: all of
    two or more to one winner (they go one a winner), or the odd chip to
    another winner than theirs."""
    for operation in state.operations:
        if not isinstance(operation, ChipsPushing):
            continue
        won = [i for i, a in enumerate(operation.amounts) if a]
        shares = [operation.amounts[i] for i in won]
        if len(won) < 2 or max(shares) == min(shares):
            continue
        if max(shares) - min(shares) > 1:
            return True
        # The rule books' winner of the odd chip: in razz the lowest card by
        # suit, in a flop game the first winner left of the button.
        first = won[0]
        if state.bring_in:
            first = min(won, key=lambda i: sorted(map(low_card_key, state.hole_cards[i])))
        if max(won, key=lambda i: operation.amounts[i]) != first:
            return True
    return False


def merged_split(state, pots):
    """Whether PokerKit split as one pot what the rule books split as
    several: once the losing hands are killed it merges the pots left with
    the same players, and the odd chips of each no longer fall as they do."""
    pushes = [op for op in state.operations if isinstance(op, ChipsPushing)]
    split = any(sum(1 for a in op.amounts if a) > 1 for op in pushes)
    return split and pots is not None and pots != len(pushes)


def hand(game_of, rng):
    game, players = game_of(rng)
    stacks = [rng.choice([rng.randint(5, 40), rng.randint(40, 400)]) for _ in range(players)]
    state = game(stacks, players)
    steps = 0
    pots = None
    reopen = Reopen()
    while state.status:
        if pots is None and state.can_show_or_muck_hole_cards():
            pots = len(tuple(state.pots))
        act(state, rng, reopen)
        steps += 1
        if steps > 500:
            raise RuntimeError("a hand did not end")
    if odd_chips_by_seat(state) or merged_split(state, pots):
        return None
    history = HandHistory.from_game_state(game, state)
    history.finishing_stacks = list(state.stacks)
    return history


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args()
    for code in args.games.split(","):
        folder = args.out / code
        folder.mkdir(parents=True, exist_ok=True)
        rng = random.Random(f"{args.seed}-{code}")
        for number in range(args.hands):
            history = None
            while history is None:
                random.seed(rng.random())
                history = hand(GAMES[code], rng)
            text = history.dumps()
            header = (
                f"# Generated with PokerKit {version('pokerkit')} (seed {args.seed}, "
                f"hand {number}); finishing_stacks computed by PokerKit.\n"
            )
            (folder / f"{code}-{number:06}.phh").write_text(header + text.rstrip() + "\n")
        print(f"{code}: {args.hands} hands in {folder}")


if __name__ == "__main__":
    main()
