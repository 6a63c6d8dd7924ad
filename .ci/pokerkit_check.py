"""Loads hand histories exported by `dealerdesk log export` in PokerKit.

    pokerkit_check.py [--expect N] [--cover] FILE.phh|FILE.phhs ...
        Every PHH hand plays in PokerKit to the finishing stacks the export
        records. --expect: exactly N hands (every hand of the log), else
        exit 1. --cover: the hands must include, in all, the seven variants,
        side pots, odd chips, straddles, antes, big-blind antes and all-ins
        before the river, else exit 1.
    pokerkit_check.py --pokerstars STARS.txt SAME.phhs
        Every no-limit hold'em hand of the PokerStars text (an export of the
        same log as the .phhs, hand for hand) parses in PokerKit's
        PokerStarsParser to the same players, starting and final stacks as
        the PHH export.

Pot-limit hold'em ('PT'): PokerKit 0.7.7 names no such game and the PHH
specification no such variant code, but PokerKit's own parts make it: its
pot-limit betting (PotLimitPokerMixin), Texas hold'em dealing and hand
(TexasHoldemMixin) and hold'em streets (UnfixedLimitHoldem), joined the way
PokerKit joins them for no-limit hold'em and pot-limit Omaha. Registered
under 'PT', with the same fields as 'NT', PokerKit reads and plays PT hands.

PokerKit's PokerStars reader matches no ante line and only small and big
blinds (ANTE_POSTING is its never-matching pattern): for hands with antes or
straddles it is given the two lines PokerStars writes for them, "posts the
ante N" and "posts straddle N" (a straddle live, where the reader would take
any forced bet past the big blind for a dead post), and the ante layering
of the PHH export of the same hand; everything else is PokerKit's parser as
shipped."""

import re
import sys
import warnings

from pokerkit import (
    BoardDealing,
    ChipsPushing,
    HandHistory,
    HoleDealing,
    PokerStarsParser,
    PotLimitPokerMixin,
    UnfixedLimitHoldem,
)
from pokerkit.games import TexasHoldemMixin


class PotLimitTexasHoldem(PotLimitPokerMixin, TexasHoldemMixin, UnfixedLimitHoldem):
    """Pot-limit Texas hold'em, made of PokerKit's own parts."""


HandHistory.game_types["PT"] = PotLimitTexasHoldem
HandHistory.variants[PotLimitTexasHoldem] = "PT"
HandHistory.required_field_names["PT"] = HandHistory.required_field_names["NT"]

GAMES = {"NT", "PT", "FT", "PO", "FO/8", "F7S", "F7S/8"}
FEATURES = [
    "side pots",
    "odd chips",
    "straddles",
    "antes",
    "big-blind antes",
    "all-ins before the river",
]


def hands(path):
    with open(path, "rb") as f:
        text = f.read().decode()
    if path.endswith(".phhs"):
        return list(HandHistory.loads_all(text))
    return [HandHistory.loads(text)]


def features(hh):
    """Plays the hand in PokerKit; returns its final stacks and what of
    FEATURES it shows."""
    found = set()
    blinds = [b for b in (hh.blinds_or_straddles or []) if b]
    antes = [a for a in hh.antes if a]
    if len(blinds) > 2:
        found.add("straddles")
    if antes:
        found.add("antes")
    if len(antes) == 1 and len(blinds) == 2:
        found.add("big-blind antes")
    state, all_in, done = None, False, 0
    # PokerKit plays the hand on one state object, step by step.
    for state in hh:
        if len(list(state.pots)) > 1:
            found.add("side pots")
        for op in state.operations[done:]:
            if isinstance(op, ChipsPushing):
                won = [a for a in op.amounts if a]
                if len(won) > 1 and len(set(won)) > 1:
                    found.add("odd chips")
            # Cards still to come for a player in the hand with no chips.
            if all_in and isinstance(op, (BoardDealing, HoleDealing)):
                found.add("all-ins before the river")
        done = len(state.operations)
        all_in = all_in or any(
            live and stack == 0 for live, stack in zip(state.statuses, state.stacks)
        )
    return list(state.stacks), found


def check_phh(paths, expect, cover):
    checked, failed = 0, 0
    games, seen = set(), set()
    for path in paths:
        for i, hh in enumerate(hands(path), start=1):
            checked += 1
            try:
                got, shown = features(hh)
                want = list(hh.finishing_stacks)
                if got != want:
                    failed += 1
                    print(f"{path} hand {i}: PokerKit ends with {got}, the export records {want}")
                    continue
                games.add(hh.variant)
                seen |= shown
            except Exception as e:  # a hand PokerKit cannot load or play
                failed += 1
                print(f"{path} hand {i}: PokerKit refused it: {e!r}")
    print(f"pokerkit phh: {checked - failed} passed, {failed} failed")
    bad = failed > 0 or checked == 0
    if expect is not None and checked != expect:
        print(f"pokerkit phh: {checked} hands exported, the log holds {expect}")
        bad = True
    if cover:
        missing = sorted(GAMES - games) + [f for f in FEATURES if f not in seen]
        print(f"pokerkit phh: games {sorted(games)}; cases {[f for f in FEATURES if f in seen]}")
        if missing:
            print(f"pokerkit phh: the hands lack {missing}")
            bad = True
    return 1 if bad else 0


class StarsParser(PokerStarsParser):
    """PokerKit's PokerStars reader given the ante and straddle lines."""

    ANTE_POSTING = re.compile(r"(?P<player>.+): posts the ante \D?(?P<ante>[0-9.]+)")
    BLIND_OR_STRADDLE_POSTING = re.compile(
        r"(?P<player>.+): posts (small blind|big blind|straddle) \D?(?P<blind_or_straddle>[0-9.]+)"
    )
    STRADDLE = re.compile(r"(?P<player>.+): posts straddle ")

    def _parse_blinds_or_straddles(self, s, parse_value):
        # The reader negates every forced bet past the first two players,
        # PokerKit's sign for a dead post; a straddle is live, so it is
        # handed over negated once already.
        posted = super()._parse_blinds_or_straddles(s, parse_value)
        for line in s.splitlines():
            if m := self.STRADDLE.match(line):
                posted[m["player"]] = -posted[m["player"]]
        return posted


def check_pokerstars(stars_path, phhs_path):
    with open(stars_path, encoding="utf-8") as f:
        texts = [t.strip() + "\n" for t in f.read().split("\n\n\n") if t.strip()]
    phh = hands(phhs_path)
    if len(texts) != len(phh):
        print(f"pokerstars: {len(texts)} hands of text, {len(phh)} of PHH")
        return 1
    checked = failed = extended = 0
    for text, ref in zip(texts, phh):
        if "Hold'em No Limit" not in text.splitlines()[0]:
            continue
        checked += 1
        number = text.split(":", 1)[0]
        plain = "posts the ante" not in text and "posts straddle" not in text
        extended += not plain
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                parser = PokerStarsParser() if plain else StarsParser()
                (hh,) = list(parser(text, error_status=True))
                hh.ante_trimming_status = ref.ante_trimming_status
            state = None
            for state in hh:
                pass
            got = dict(zip(hh.players, zip(hh.starting_stacks, state.stacks)))
            want = dict(zip(ref.players, zip(ref.starting_stacks, ref.finishing_stacks)))
            if got != want:
                failed += 1
                print(f"{number}: PokerKit reads {got}, the PHH export says {want}")
        except Exception as e:  # a hand PokerKit cannot parse or play
            failed += 1
            print(f"{number}: PokerKit's PokerStars reader refused it: {e!r}")
    print(f"pokerkit pokerstars: {extended} hands with antes or straddles")
    print(f"pokerkit pokerstars: {checked - failed} passed, {failed} failed")
    return 1 if failed or not checked else 0


def main(args):
    if args[:1] == ["--pokerstars"]:
        return check_pokerstars(args[1], args[2])
    expect, cover = None, False
    while args and args[0].startswith("--"):
        if args[0] == "--expect":
            expect, args = int(args[1]), args[2:]
        elif args[0] == "--cover":
            cover, args = True, args[1:]
        else:
            print(f"unknown option {args[0]}")
            return 2
    return check_phh(args, expect, cover)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
