"""Replay speed against PokerKit, whole process, same files, same run.

Usage: python replay_vs_pokerkit.py DEALERDESK_BINARY PHH_DIR [LIMIT]

Times `DEALERDESK_BINARY replay` over the first LIMIT `.phh` files under
PHH_DIR (all by default), then PokerKit loading and playing the same files to
their last state, and prints one JSON line with both rates. The files and the
binary are read once before either is timed, so neither pays for a cold
page cache."""

import json
import os
import subprocess
import sys
import time

from pokerkit import HandHistory


def files(root, limit):
    found = []
    for dirpath, _, names in os.walk(root):
        found.extend(os.path.join(dirpath, n) for n in names if n.endswith(".phh"))
    found.sort()
    return found[:limit] if limit else found


def pokerkit_rate(paths):
    played = 0
    start = time.perf_counter()
    for path in paths:
        with open(path, "rb") as f:
            try:
                hh = HandHistory.load(f)
                for _ in hh:
                    pass
                played += 1
            except Exception:  # variants PokerKit cannot play
                pass
    return played, time.perf_counter() - start


def warm_up(binary, paths):
    """Reads every file and loads the binary once, untimed."""
    for path in paths:
        with open(path, "rb") as f:
            f.read()
    subprocess.run([binary, "--version"], stdout=subprocess.DEVNULL, check=True)


def dealerdesk_rate(binary, root, paths, limit):
    """The whole process: the folder itself when every file is wanted."""
    args = [root] if not limit else paths
    start = time.perf_counter()
    run = subprocess.run(
        [binary, "replay", "--lang", "en", *args],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=False,
    )
    seconds = time.perf_counter() - start
    # The last line on stderr: "N passed, M failed, K unsupported".
    counts = run.stderr.strip().splitlines()[-1].replace(",", "").split()
    return int(counts[0]) + int(counts[2]), seconds


def main(binary, root, limit=0):
    limit = int(limit)
    paths = files(root, limit)
    warm_up(binary, paths)
    dd_hands, dd_s = dealerdesk_rate(binary, root, paths, limit)
    pk_hands, pk_s = pokerkit_rate(paths)
    result = {
        "files": len(paths),
        "dealerdesk": {"hands": dd_hands, "seconds": round(dd_s, 3),
                       "hands_per_s": round(dd_hands / dd_s)},
        "pokerkit": {"hands": pk_hands, "seconds": round(pk_s, 3),
                     "hands_per_s": round(pk_hands / pk_s)},
    }
    result["ratio"] = round(result["dealerdesk"]["hands_per_s"] / result["pokerkit"]["hands_per_s"], 1)
    print(json.dumps(result))


if __name__ == "__main__":
    main(*sys.argv[1:])
