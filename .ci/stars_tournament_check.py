"""Reads the PokerStars export of a tournament log with the `poker`
package's PokerStars hand-history parser (the importer of the `poker`
tracker tools): every hand must parse as a tournament hand with the
tournament's number, buy-in, fee, currency and the level and blinds it was
dealt at.

    stars_tournament_check.py STARS.txt TOURNAMENT_ID BUY_IN FEE CURRENCY LEVEL:SB/BB ...

Exit 1 on any disagreement."""

import sys
import warnings
from decimal import Decimal

warnings.simplefilter("ignore")
from poker.constants import GameType  # noqa: E402
from poker.room.pokerstars import PokerStarsHandHistory  # noqa: E402


def main(path, ident, buy_in, fee, currency, *levels):
    with open(path, encoding="utf-8") as f:
        texts = [t.strip() + "\n" for t in f.read().split("\n\n\n") if t.strip()]
    if len(texts) != len(levels):
        print(f"{len(texts)} hands, {len(levels)} levels expected")
        return 1
    failed = 0
    for text, want in zip(texts, levels):
        level, blinds = want.split(":")
        sb, bb = blinds.split("/")
        h = PokerStarsHandHistory(text)
        h.parse()
        got = (h.game_type, h.tournament_ident, h.buyin, h.rake, str(h.currency),
               h.tournament_level, h.sb, h.bb, h.total_pot is not None)
        expected = (GameType.TOUR, ident, Decimal(buy_in), Decimal(fee), currency,
                    level, Decimal(sb), Decimal(bb), True)
        if got != expected:
            failed += 1
            print(f"hand {h.ident}: read {got}, expected {expected}")
    print(f"poker tournament: {len(texts) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
