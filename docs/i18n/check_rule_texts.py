#!/usr/bin/env python3
"""Check the rule-text translations in docs/i18n/rule-texts/ against the rulesets.

Fails (exit status 1) when
  * a `text` in any rulesets/**/*.yaml has no translation in one of the languages,
  * a translation file holds a key that no ruleset uses any more,
  * a translation is empty, not a string, or still the English text,
  * a number written in digits in the English text is missing from a translation
    (group separators and the decimal comma are normalised, so 10,000 matches
    10 000 / 10.000 and 2.5 matches 2,5),
  * the "??" marker of an unseen burn card is lost.

Numbers in a translation that the English does not have are reported as
warnings only.

Usage: python3 docs/i18n/check_rule_texts.py [--root REPO] [--lang cs,pl,da,hu]
Needs PyYAML (pip install pyyaml).
"""

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

try:
    import yaml
except ImportError:  # pragma: no cover
    sys.exit("check_rule_texts.py needs PyYAML: pip install pyyaml")

LANGS = ["cs", "pl", "da", "hu"]
MARKERS = ["??"]

# English: 10,000 / 2.5 / 40
EN_NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")
# cs/pl/hu: 10 000 (space, no-break or narrow no-break space), da: 10.000; decimal comma.
TR_NUMBER = re.compile(r"\d{1,3}(?:[ \u00a0\u202f.]\d{3})+(?:,\d+)?|\d+(?:,\d+)?")


def en_numbers(text):
    return Counter(m.replace(",", "") for m in EN_NUMBER.findall(text))


def tr_numbers(text):
    out = Counter()
    for m in TR_NUMBER.findall(text):
        m = re.sub(r"[ \u00a0\u202f.](?=\d{3}\b)", "", m)
        out[m.replace(",", ".")] += 1
    return out


def walk_texts(node, path, found):
    """Collect every `text` value; a `text: {en: ...}` mapping counts by its `en`."""
    if isinstance(node, dict):
        for key, value in node.items():
            here = path + [str(key)]
            if key == "text":
                if isinstance(value, dict):
                    value = value.get("en")
                if isinstance(value, str):
                    found.append((value, ".".join(path) or "<top>"))
                else:
                    found.append((None, ".".join(here)))
            else:
                walk_texts(value, here, found)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            walk_texts(value, path + [str(i)], found)


def ruleset_texts(root):
    texts = {}
    problems = []
    files = sorted((root / "rulesets").rglob("*.yaml")) + sorted((root / "rulesets").rglob("*.yml"))
    for f in files:
        found = []
        rel = f.relative_to(root)
        try:
            walk_texts(yaml.safe_load(f.read_text(encoding="utf-8")), [], found)
        except yaml.YAMLError as err:
            problems.append(f"{rel}: not valid YAML: {err}")
            continue
        for text, where in found:
            if text is None:
                problems.append(f"{rel}: {where} is not a string (or has no `en`)")
                continue
            texts.setdefault(text, []).append(f"{rel}:{where}")
    return files, texts, problems


def short(text, n=70):
    return text if len(text) <= n else text[: n - 1] + "…"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[2])
    ap.add_argument("--lang", default=",".join(LANGS))
    args = ap.parse_args()
    root = args.root.resolve()
    langs = [l for l in args.lang.split(",") if l]

    files, texts, errors = ruleset_texts(root)
    if not files:
        errors.append(f"no ruleset files under {root / 'rulesets'}")
    warnings = []
    counts = {}

    for lang in langs:
        path = root / "docs" / "i18n" / "rule-texts" / f"{lang}.yaml"
        if not path.exists():
            errors.append(f"{lang}: {path.relative_to(root)} is missing")
            continue
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except yaml.YAMLError as err:
            errors.append(f"{lang}: {path.relative_to(root)} is not valid YAML: {err}")
            continue
        if not isinstance(data, dict):
            errors.append(f"{lang}: {path.relative_to(root)} is not a mapping")
            continue
        counts[lang] = len(data)
        for text, where in texts.items():
            if text not in data:
                errors.append(f"{lang}: no translation for {short(text)!r} (used in {where[0]}"
                              + (f" and {len(where) - 1} more" if len(where) > 1 else "") + ")")
        for key, value in data.items():
            if key not in texts:
                errors.append(f"{lang}: key no longer used by any ruleset: {short(str(key))!r}")
                continue
            if not isinstance(value, str) or not value.strip():
                errors.append(f"{lang}: empty or non-string translation for {short(key)!r}")
                continue
            if value.strip() == key.strip():
                errors.append(f"{lang}: translation is the English text: {short(key)!r}")
            if value != value.strip():
                errors.append(f"{lang}: leading/trailing whitespace in translation of {short(key)!r}")
            want, got = en_numbers(key), tr_numbers(value)
            for number, n in want.items():
                if got[number] < n:
                    errors.append(f"{lang}: number {number} appears {n}x in the English but "
                                  f"{got[number]}x in the translation of {short(key)!r}")
            for number in got:
                if number not in want:
                    warnings.append(f"{lang}: number {number} in the translation is not in the "
                                    f"English of {short(key)!r}")
            for marker in MARKERS:
                if key.count(marker) > value.count(marker):
                    errors.append(f"{lang}: marker {marker!r} lost in translation of {short(key)!r}")

    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("error:", e)
    uses = sum(len(w) for w in texts.values())
    print(f"{len(files)} ruleset files, {uses} text entries, {len(texts)} distinct texts; "
          + ", ".join(f"{l}: {counts.get(l, 0)} translations" for l in langs))
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
