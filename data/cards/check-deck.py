#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Checks generated card decks: each file must be well-formed XML, hold each
# of the 53 AisleRiot element ids (club_1 ... spade_king, back) exactly once
# as a group, and every <use> must point at an element that exists, since a
# dangling reference silently draws nothing in librsvg.
#
# Usage: check-deck.py DECK.svg...

import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"

SUITS = ("club", "diamond", "heart", "spade")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10",
         "jack", "queen", "king")
CARD_IDS = [f"{suit}_{rank}" for suit in SUITS for rank in RANKS] + ["back"]


def check(path):
    errors = []
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as e:
        return [f"{path}: not well-formed XML: {e}"]
    if root.tag != SVG + "svg":
        errors.append(f"{path}: the root element is {root.tag}, not an SVG <svg>")

    counts = {}
    tags = {}
    for element in root.iter():
        element_id = element.get("id")
        if element_id is not None:
            counts[element_id] = counts.get(element_id, 0) + 1
            tags[element_id] = element.tag

    for card in CARD_IDS:
        count = counts.get(card, 0)
        if count != 1:
            errors.append(f"{path}: id {card!r} occurs {count} times, expected once")
        elif tags[card] != SVG + "g":
            errors.append(f"{path}: {card!r} is a {tags[card]}, expected a <g>")

    for element in root.iter(SVG + "use"):
        href = element.get(XLINK_HREF) or element.get("href") or ""
        if not href.startswith("#") or href[1:] not in counts:
            errors.append(f"{path}: <use> refers to a missing element {href!r}")
    return errors


def main(paths):
    if not paths:
        print("usage: check-deck.py DECK.svg...", file=sys.stderr)
        return 2
    errors = [e for path in paths for e in check(path)]
    for error in errors:
        print(error, file=sys.stderr)
    if not errors:
        print(f"{len(paths)} deck(s), {len(CARD_IDS)} cards each: ok")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
