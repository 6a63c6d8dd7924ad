"""Loads hand histories exported by `dealerdesk log export --format phh` in
PokerKit and checks that every hand plays to the finishing stacks the export
records. Usage: pokerkit_check.py FILE.phh|FILE.phhs ...; exit 1 on any
disagreement."""

import sys

from pokerkit import HandHistory


def hands(path):
    with open(path, "rb") as f:
        text = f.read()
    if path.endswith(".phhs"):
        return list(HandHistory.loads_all(text.decode()))
    return [HandHistory.loads(text.decode())]


def main(paths):
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
    return 1 if failed or not checked else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
