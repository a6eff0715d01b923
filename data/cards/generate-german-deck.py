#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Copyright The Parlour authors.
#
# Generates Parlour's own German-suited card deck as one SVG document: the
# pack most German players play Skat with.  Acorns (Eichel), leaves (Grün),
# hearts (Rot) and bells (Schellen) stand in the places of clubs, spades,
# hearts and diamonds; the Daus (the deuce, called Ass at the Skat table),
# König, Ober and Unter in those of the ace, king, queen and jack.
#
# It shares the frame, the index glyphs, the layout and the back of the
# French deck (generate-deck.py, loaded as a module) and keeps its element
# ids, the AisleRiot ones, so that the same renderer draws it: club_1 is the
# Daus of acorns, spade_queen the Ober of leaves, diamond_jack the Unter of
# bells.  The 2 to 6, which a Skat pack lacks, are drawn too, so that the
# deck serves every game.
#
# The art is original work of the Parlour project, drawn from simple
# geometry: the suit symbols are our own shapes, nothing is copied or
# traced from another deck.
#
# Usage: generate-german-deck.py OUTPUT.svg [--four-colour]

import argparse
import importlib.util
import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_SPEC = importlib.util.spec_from_file_location(
    "parlour_french_deck", os.path.join(_HERE, "generate-deck.py"))
french = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(french)

n = french.n
CARD_W, CARD_H = french.CARD_W, french.CARD_H
INK, RED, GREEN, ORANGE = french.INK, french.RED, french.GREEN, french.ORANGE
BROWN, GOLD, PAPER = french.BROWN, french.GOLD, french.PAPER

# The German suits in the French suits' places (and element ids).
GERMAN = {"club": "acorn", "spade": "leaf", "heart": "heart", "diamond": "bell"}

# Two colours as the French deck has them (the dark suits and the red
# ones), and four as German players know them from their packs: brown
# acorns, green leaves, red hearts and golden bells, each dark enough to
# read on white at a small size.
TWO_COLOUR = {"club": INK, "spade": INK, "heart": RED, "diamond": RED}
FOUR_COLOUR = {"club": BROWN, "spade": GREEN, "heart": RED, "diamond": ORANGE}

# The symbols, each in a 100 x 100 box centred on the origin, filled, with
# their inner lines cut out in white so that they read at every size.
SUIT_SHAPES = {
    # An acorn: a round nut in a scaled cup, with a short stalk on top.
    "acorn": (
        "M-8,-50 L8,-50 L6,-34 L-6,-34 Z "
        "M-34,-14 C-34,-30 -20,-38 0,-38 C20,-38 34,-30 34,-14 "
        "C34,-8 30,-4 24,-4 L-24,-4 C-30,-4 -34,-8 -34,-14 Z "
        "M-24,0 L24,0 C26,24 16,44 0,50 C-16,44 -26,24 -24,0 Z",
        # The cup's scales and the nut's highlight.
        "M-22,-20 L-12,-30 M-6,-18 L4,-32 M10,-18 L20,-28 "
        "M-10,12 C-12,24 -8,34 -2,40"),
    # A leaf: pointed at the top, round at the base, on a stalk, with its
    # midrib and veins.
    "leaf": (
        "M0,-50 C20,-34 38,-14 36,10 C34,30 18,40 4,40 L4,50 L-4,50 L-4,40 "
        "C-18,40 -34,30 -36,10 C-38,-14 -20,-34 0,-50 Z",
        "M0,-36 L0,36 M0,-12 L-18,-24 M0,-12 L18,-24 M0,8 L-24,-4 "
        "M0,8 L24,-4 M0,26 L-20,16 M0,26 L20,16"),
    # A heart, as German packs draw it: fuller than the French one.
    "heart": (
        "M0,-22 C-6,-44 -30,-48 -42,-34 C-54,-20 -48,0 -36,14 "
        "C-26,26 -10,36 0,48 C10,36 26,26 36,14 C48,0 54,-20 42,-34 "
        "C30,-48 6,-44 0,-22 Z",
        ""),
    # A bell: a round sleigh bell on a small loop, with its band and slot.
    "bell": (
        "M-7,-50 C-7,-44 7,-44 7,-50 L7,-40 L-7,-40 Z "
        "M0,-42 C24,-42 42,-24 42,2 C42,28 24,46 0,46 C-24,46 -42,28 -42,2 "
        "C-42,-24 -24,-42 0,-42 Z",
        "M-40,-4 L40,-4 M-40,6 L40,6 M0,20 L0,38 M-6,28 A6,6 0 1 0 6,28 "
        "A6,6 0 1 0 -6,28"),
}

# The index letters the German courts need beside the French glyphs: O for
# the Ober and U for the Unter (K and A as in the French deck).
EXTRA_GLYPHS = {
    "O": (62, "M31,6 C12,6 8,30 8,50 C8,70 12,93 31,93 C50,93 54,70 54,50 "
              "C54,30 50,6 31,6 Z"),
    "U": (58, "M9,4 L9,64 C9,84 17,94 29,94 C41,94 49,84 49,64 L49,4"),
}
RANK_GLYPH = {"1": "A", "jack": "U", "queen": "O", "king": "K"}


def suit_defs():
    out = []
    for suit, (shape, lines) in SUIT_SHAPES.items():
        if lines:
            out.append(f'<g id="s-{suit}"><path d="{shape}"/>'
                       f'<path d="{lines}" fill="none" stroke="{PAPER}" '
                       f'stroke-width="4" stroke-linecap="round"/></g>')
        else:
            out.append(f'<path id="s-{suit}" d="{shape}"/>')
    return "".join(out)


def glyph_defs():
    out = [french.glyph_defs()]
    for name, (width, d) in EXTRA_GLYPHS.items():
        out.append(f'<path id="g-{name}" transform="translate({n(-width / 2)},0)" '
                   f'd="{d}"/>')
    return "".join(out)


def index_def(suit, rank, colour):
    """The corner index, as the French deck's but with the German letters
    and symbol."""
    german = GERMAN[suit]
    glyph = RANK_GLYPH.get(rank, rank)
    scale = french.INDEX_RANK_H / 100
    suit_cy = french.INDEX_TOP + french.INDEX_RANK_H + 6 + french.INDEX_SUIT / 2
    return (f'<g id="ix-{suit}-{rank}" fill="{colour}">'
            f'<use xlink:href="#g-{glyph}" fill="none" stroke="{colour}" '
            f'stroke-width="{french.GLYPH_STROKE}" stroke-linejoin="round" '
            f'transform="translate({n(french.INDEX_X)},{n(french.INDEX_TOP)}) '
            f'scale({n(scale)})"/>'
            f'{french.suit_use(german, french.INDEX_X, suit_cy, french.INDEX_SUIT)}'
            f'</g>')


def pips(suit, count, colour):
    out = [f'<g fill="{colour}">']
    for column, row in french.PIP_LAYOUTS[count]:
        x = french.PIP_COLUMNS[column]
        y = french.PIP_TOP + row * (french.PIP_BOTTOM - french.PIP_TOP)
        out.append(french.suit_use(GERMAN[suit], x, y, french.PIP_SIZE,
                                   rotate=row > 0.5))
    out.append("</g>")
    return "".join(out)


def daus(suit, colour):
    """The Daus: two large symbols, one above the other, as German packs
    show it, in a thin double oval."""
    cx, cy = CARD_W / 2, CARD_H / 2
    german = GERMAN[suit]
    return (f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="74" ry="128" '
            f'fill="none" stroke="{colour}" stroke-width="1.5"/>'
            f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="69" ry="123" '
            f'fill="none" stroke="{GOLD}" stroke-width="2"/>'
            f'<g fill="{colour}">'
            f'{french.suit_use(german, cx, cy - 58, 92)}'
            f'{french.suit_use(german, cx, cy + 58, 92)}'
            f'</g>')


def figure(suit, rank, colour):
    """A court figure: the French deck's king for the König, its jack's
    figure for the Ober and the Unter, told apart as on German packs by
    where the suit symbol is held: the Ober's high above, the Unter's
    low at his side."""
    german = GERMAN[suit]
    robe, trim, lining, hair, side = french.COURT_STYLE[suit]
    base = french.figure(suit, "king" if rank == "king" else "jack", colour)
    if rank == "king":
        return base.replace(f'#s-{suit}"', f'#s-{german}"')
    base = base.replace(f'#s-{suit}"', f'#s-{german}"')
    sx = french.mirror_x(110, -side)
    if rank == "queen":
        # The Ober: the symbol raised on high, with a gold ring round it.
        held = (f'<circle cx="{n(sx)}" cy="30" r="18" fill="{PAPER}" '
                f'stroke="{GOLD}" stroke-width="3"/>'
                f'<g fill="{colour}">{french.suit_use(german, sx, 30, 28)}</g>')
    else:
        # The Unter: the symbol held low, by the belt.
        held = (f'<circle cx="{n(sx)}" cy="136" r="15" fill="{PAPER}" '
                f'stroke="{INK}" stroke-width="1.4"/>'
                f'<g fill="{colour}">{french.suit_use(german, sx, 136, 22)}</g>')
    return base + held


def back():
    return french.back().replace('#s-club"', '#s-acorn"') \
        .replace('#s-diamond"', '#s-bell"').replace('#s-spade"', '#s-leaf"')


def document(four_colour):
    colours = FOUR_COLOUR if four_colour else TWO_COLOUR
    defs = [suit_defs(), glyph_defs()]
    cards = []
    for row, suit in enumerate(french.SUITS):
        colour = colours[suit]
        for column, rank in enumerate(french.RANKS):
            defs.append(index_def(suit, rank, colour))
            if rank in ("jack", "queen", "king"):
                defs.append(f'<g id="f-{suit}-{rank}">'
                            f'{figure(suit, rank, colour)}</g>')
                face = french.court(suit, rank, colour)
            elif rank == "1":
                face = daus(suit, colour)
            else:
                face = pips(suit, int(rank), colour)
            cards.append(f'<g id="{suit}_{rank}" '
                         f'transform="translate({column * CARD_W},{row * CARD_H})">'
                         f'{french.card_frame()}{face}'
                         f'{french.both_indices(suit, rank)}</g>\n')
    cards.append(f'<g id="back" transform="translate(0,{4 * CARD_H})">{back()}</g>\n')
    title = ("Parlour German-suited four-colour deck" if four_colour
             else "Parlour German-suited deck")
    return french.svg_document(title, "generate-german-deck.py", defs, cards)


def main(argv):
    parser = argparse.ArgumentParser(
        description="Generate Parlour's German-suited card deck as one SVG file.")
    parser.add_argument("output", help="the SVG file to write")
    parser.add_argument("--four-colour", action="store_true",
                        help="acorns brown, leaves green, hearts red, bells orange")
    args = parser.parse_args(argv)
    french.write_atomically(args.output, document(args.four_colour))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
