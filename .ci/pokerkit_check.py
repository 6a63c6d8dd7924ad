"""Loads hand histories exported by `dealerdesk log export` in PokerKit.

    pokerkit_check.py [--at-least N] FILE.phh|FILE.phhs ...
        Every PHH hand plays to the finishing stacks the export records.
    pokerkit_check.py --pokerstars STARS.txt SAME.phhs
        Every no-limit hold'em hand of the PokerStars text (an export of the
        same log as the .phhs, hand for hand) parses in PokerKit's
        PokerStarsParser to the same players, starting and final stacks as
        the PHH export. PokerKit's PokerStars reader takes no antes and no
        straddles: such hands are counted as skipped.

Exit 1 on any disagreement, or when fewer than N hands were checked."""

import sys

import warnings

from pokerkit import HandHistory, PokerStarsParser


def hands(path):
    with open(path, "rb") as f:
        text = f.read()
    if path.endswith(".phhs"):
        return list(HandHistory.loads_all(text.decode()))
    return [HandHistory.loads(text.decode())]


def pokerstars(stars_path, phhs_path):
    with open(stars_path, encoding="utf-8") as f:
        texts = [t.strip() + "\n" for t in f.read().split("\n\n\n") if t.strip()]
    phh = hands(phhs_path)
    if len(texts) != len(phh):
        print(f"pokerstars: {len(texts)} hands of text, {len(phh)} of PHH")
        return 1
    checked = failed = skipped = 0
    for text, ref in zip(texts, phh):
        number = text.split(":", 1)[0]
        unreadable = "posts the ante" in text or "posts straddle" in text
        if "Hold'em No Limit" not in text.splitlines()[0] or unreadable:
            skipped += 1
            continue
        checked += 1
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                (hh,) = list(PokerStarsParser()(text, error_status=True))
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
    print(f"pokerkit pokerstars: {checked - failed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed or not checked else 0


def main(args):
    if args[:1] == ["--pokerstars"]:
        return pokerstars(args[1], args[2])
    at_least = 1
    if args[:1] == ["--at-least"]:
        at_least, args = int(args[1]), args[2:]
    paths = args
    checked, failed = 0, 0
    for path in paths:
        for i, hh in enumerate(hands(path), start=1):
            checked += 1
            try:
                state = None
                for state in hh:
                    pass
                got = list(state.stacks)
                want = list(hh.finishing_stacks)
                if got != want:
                    failed += 1
                    print(f"{path} hand {i}: PokerKit ends with {got}, the export records {want}")
            except Exception as e:  # a hand PokerKit cannot load or play
                failed += 1
                print(f"{path} hand {i}: PokerKit refused it: {e!r}")
    print(f"pokerkit: {checked - failed} passed, {failed} failed")
    if checked < at_least:
        print(f"pokerkit: only {checked} hands checked, expected at least {at_least}")
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
