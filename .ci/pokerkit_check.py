"""Loads hand histories exported by `dealerdesk log export --format phh` in
PokerKit and checks that every hand plays to the finishing stacks the export
records. Usage: pokerkit_check.py [--at-least N] FILE.phh|FILE.phhs ...;
exit 1 on any disagreement, or when fewer than N hands were checked."""

import sys

from pokerkit import HandHistory


def hands(path):
    with open(path, "rb") as f:
        text = f.read()
    if path.endswith(".phhs"):
        return list(HandHistory.loads_all(text.decode()))
    return [HandHistory.loads(text.decode())]


def main(args):
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
