#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Copyright The Parlour authors.
#
# Generates Parlour's own French-suited card deck as one SVG document.
#
# Every card is a <g> element whose bounding box is exactly the card, laid
# out on a 13 x 5 grid, with the element ids AisleRiot's card themes use
# (club_1 ... club_10, club_jack, club_queen, club_king, likewise for
# diamond, heart and spade, and back), so that one renderer can draw this
# deck and any installed AisleRiot deck with rsvg_handle_render_element ().
#
# The art is original work of the Parlour project, drawn here from simple
# geometry: nothing is copied or traced from another deck or font.  Letters
# and numerals of the indices are stroked paths, not <text>, so the cards
# look the same on every machine and inside the Flatpak sandbox whatever
# fonts are installed.
#
# Only the Python standard library is used: the script runs at build time
# with the interpreter meson itself runs on.
#
# Usage: generate-deck.py OUTPUT.svg [--four-colour]

import argparse
import math
import os
import sys
import tempfile

CARD_W = 240
CARD_H = 336
CORNER = 12
COLUMNS = 13

SUITS = ("club", "diamond", "heart", "spade")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10",
         "jack", "queen", "king")

# The GNOME palette: flat colours that sit well on a libadwaita window.
INK = "#241f31"
RED = "#c01c28"
BLUE = "#1a5fb4"
DEEP_BLUE = "#183f73"
GOLD = "#f5c211"
DARK_GOLD = "#c88800"
GREEN = "#1e8a4c"
ORANGE = "#e66100"
SKIN = "#fbe0c4"
PAPER = "#ffffff"
PANEL = "#fcf8ef"
GREY = "#9a9996"
BROWN = "#865e3c"
DARK_BROWN = "#63452c"
BORDER = "#77767b"

TWO_COLOUR = {"club": INK, "spade": INK, "heart": RED, "diamond": RED}
FOUR_COLOUR = {"club": INK, "spade": GREEN, "heart": RED, "diamond": ORANGE}


def n(value):
    """Formats a coordinate compactly: at most two decimals, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


# Suit symbols, each drawn in a 100 x 100 box centred on the origin.  They
# are filled shapes so that they stay solid at every size.
SUIT_PATHS = {
    "heart": ("M0,-24 C-4,-44 -26,-48 -40,-38 C-54,-27 -52,-6 -40,10 "
              "C-29,24 -10,34 0,48 C10,34 29,24 40,10 C52,-6 54,-27 40,-38 "
              "C26,-48 4,-44 0,-24 Z"),
    "diamond": ("M0,-50 C10,-32 22,-16 38,0 C22,16 10,32 0,50 "
                "C-10,32 -22,16 -38,0 C-22,-16 -10,-32 0,-50 Z"),
    "club": ("M0,-46 A20,20 0 1 1 0,-6 A20,20 0 1 1 0,-46 Z "
             "M-22,-8 A20,20 0 1 1 -22,32 A20,20 0 1 1 -22,-8 Z "
             "M22,-8 A20,20 0 1 1 22,32 A20,20 0 1 1 22,-8 Z "
             "M0,-16 L12,8 L0,20 L-12,8 Z "
             "M-4,8 C-4,28 -10,40 -18,48 L18,48 C10,40 4,28 4,8 Z"),
    "spade": ("M0,-48 C-12,-30 -30,-20 -42,-6 C-56,10 -48,34 -28,36 "
              "C-18,37 -9,32 -5,24 C-6,34 -12,42 -20,48 L20,48 "
              "C12,42 6,34 5,24 C9,32 18,37 28,36 C48,34 56,10 42,-6 "
              "C30,-20 12,-30 0,-48 Z"),
}

# Index glyphs as stroke centre lines in a box 100 units high; the widths
# are the glyphs' advance.  "10" is condensed to the width of one letter
# and a half so that it stays legible in the narrow corner of a fanned
# card.
GLYPH_STROKE = 15
GLYPHS = {
    "A": (62, "M7,98 L31,5 L55,98 M16,66 L46,66"),
    "K": (56, "M9,3 L9,97 M50,4 L15,58 M28,41 L52,97"),
    "Q": (62, "M31,6 C12,6 8,30 8,50 C8,70 12,93 31,93 C50,93 54,70 54,50 "
              "C54,30 50,6 31,6 Z M36,72 L58,99"),
    "J": (48, "M16,6 L44,6 M36,6 L36,70 C36,98 8,98 7,72"),
    "10": (68, "M3,22 L18,8 L18,98 M48,7 C35,7 32,30 32,50 C32,70 35,93 48,93 "
               "C61,93 64,70 64,50 C64,30 61,7 48,7 Z"),
    "9": (56, "M48,46 C46,64 34,66 28,66 C14,66 8,52 8,36 C8,20 16,7 28,7 "
              "C42,7 48,22 48,44 C48,76 40,93 26,93 C18,93 12,89 9,82"),
    "8": (56, "M28,50 C16,50 10,42 10,29 C10,15 18,7 28,7 C38,7 46,15 46,29 "
              "C46,42 40,50 28,50 C14,50 7,60 7,72 C7,86 16,93 28,93 "
              "C40,93 49,86 49,72 C49,60 42,50 28,50 Z"),
    "7": (54, "M5,8 L49,8 C36,30 26,58 22,98"),
    "6": (56, "M8,54 C10,36 22,34 28,34 C42,34 48,48 48,64 C48,80 40,93 28,93 "
              "C14,93 8,78 8,56 C8,24 16,7 30,7 C38,7 44,11 47,18"),
    "5": (56, "M46,8 L14,8 L11,46 C15,41 21,39 28,39 C41,39 48,50 48,66 "
              "C48,83 39,93 27,93 C18,93 11,89 7,81"),
    "4": (58, "M41,98 L41,6 L6,70 L56,70"),
    "3": (54, "M7,17 C11,10 18,6 27,6 C38,6 46,13 46,26 C46,39 37,47 24,47 "
              "C39,47 48,55 48,70 C48,85 38,93 26,93 C17,93 10,89 6,82"),
    "2": (54, "M7,26 C7,14 15,6 27,6 C39,6 47,14 47,26 C47,50 10,66 8,93 "
              "L50,93"),
}

RANK_GLYPH = {"1": "A", "jack": "J", "queen": "Q", "king": "K"}

# Pip centres for the number cards, as (column, row) in a unit grid: the
# columns are left, centre and right, the rows run from 0 (top) to 1
# (bottom).  These are the classic layouts of the French pack.
THIRD = 1 / 3
PIP_LAYOUTS = {
    2: [(1, 0), (1, 1)],
    3: [(1, 0), (1, 0.5), (1, 1)],
    4: [(0, 0), (2, 0), (0, 1), (2, 1)],
    5: [(0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)],
    6: [(0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    7: [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    8: [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75),
        (0, 1), (2, 1)],
    9: [(0, 0), (2, 0), (0, THIRD), (2, THIRD), (1, 0.5),
        (0, 2 * THIRD), (2, 2 * THIRD), (0, 1), (2, 1)],
    10: [(0, 0), (2, 0), (1, 1 / 6), (0, THIRD), (2, THIRD),
         (0, 2 * THIRD), (2, 2 * THIRD), (1, 5 / 6), (0, 1), (2, 1)],
}
PIP_COLUMNS = (80, 120, 160)
PIP_TOP = 46
PIP_BOTTOM = 290
PIP_SIZE = 50

# The corner index: rank above suit, in a column left of the pips.
INDEX_X = 26
INDEX_TOP = 12
INDEX_RANK_H = 54
INDEX_SUIT = 36

# The court panel, framed, between the two corner indices.
PANEL_X = 52
PANEL_Y = 12
PANEL_W = CARD_W - 2 * PANEL_X
PANEL_H = CARD_H - 2 * PANEL_Y
HALF_H = PANEL_H / 2


def suit_use(suit, cx, cy, size, rotate=False, extra=""):
    scale = size / 100
    transform = f"translate({n(cx)},{n(cy)})"
    if rotate:
        transform += " rotate(180)"
    if scale != 1:
        transform += f" scale({n(scale)})"
    return f'<use xlink:href="#s-{suit}" transform="{transform}"{extra}/>'


def glyph_defs():
    out = []
    for name, (width, d) in GLYPHS.items():
        # Each glyph is centred on x = 0 so an index can centre it easily.
        out.append(f'<path id="g-{name}" transform="translate({n(-width / 2)},0)" '
                   f'd="{d}"/>')
    return "".join(out)


def suit_defs():
    return "".join(f'<path id="s-{suit}" d="{d}"/>'
                   for suit, d in SUIT_PATHS.items())


def index_def(suit, rank, colour):
    glyph = RANK_GLYPH.get(rank, rank)
    scale = INDEX_RANK_H / 100
    suit_cy = INDEX_TOP + INDEX_RANK_H + 6 + INDEX_SUIT / 2
    return (f'<g id="ix-{suit}-{rank}" fill="{colour}">'
            f'<use xlink:href="#g-{glyph}" fill="none" stroke="{colour}" '
            f'stroke-width="{GLYPH_STROKE}" stroke-linejoin="round" '
            f'transform="translate({n(INDEX_X)},{n(INDEX_TOP)}) scale({n(scale)})"/>'
            f'{suit_use(suit, INDEX_X, suit_cy, INDEX_SUIT)}'
            f'</g>')


def card_frame():
    # The border is drawn inside the card so that the element's ink
    # rectangle is exactly the card.
    return (f'<rect width="{CARD_W}" height="{CARD_H}" rx="{CORNER}" '
            f'fill="{PAPER}"/>'
            f'<rect x="0.75" y="0.75" width="{n(CARD_W - 1.5)}" '
            f'height="{n(CARD_H - 1.5)}" rx="{n(CORNER - 0.75)}" fill="none" '
            f'stroke="{BORDER}" stroke-width="1.5"/>')


def both_indices(suit, rank):
    return (f'<use xlink:href="#ix-{suit}-{rank}"/>'
            f'<use xlink:href="#ix-{suit}-{rank}" '
            f'transform="rotate(180,{CARD_W // 2},{CARD_H // 2})"/>')


def pips(suit, count, colour):
    out = [f'<g fill="{colour}">']
    for column, row in PIP_LAYOUTS[count]:
        x = PIP_COLUMNS[column]
        y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        out.append(suit_use(suit, x, y, PIP_SIZE, rotate=row > 0.5))
    out.append("</g>")
    return "".join(out)


def ace(suit, colour):
    cx, cy = CARD_W / 2, CARD_H / 2
    if suit != "spade":
        return f'<g fill="{colour}">{suit_use(suit, cx, cy, 104)}</g>'
    # The ace of spades is the pack's signature card: a larger spade inside
    # a ring of small diamonds, with a white inner line.
    out = [f'<g fill="{colour}">',
           f'<circle cx="{n(cx)}" cy="{n(cy)}" r="84" fill="none" '
           f'stroke="{colour}" stroke-width="2"/>',
           f'<circle cx="{n(cx)}" cy="{n(cy)}" r="78" fill="none" '
           f'stroke="{colour}" stroke-width="1"/>']
    for i in range(16):
        angle = math.radians(i * 22.5)
        x = cx + 81 * math.sin(angle)
        y = cy - 81 * math.cos(angle)
        out.append(f'<rect x="-4" y="-4" width="8" height="8" '
                   f'transform="translate({n(x)},{n(y)}) rotate({n(45 + i * 22.5)})"/>')
    out.append(suit_use("spade", cx, cy + 4, 124))
    out.append(f'<use xlink:href="#s-spade" fill="none" stroke="{PAPER}" '
               f'stroke-width="2.4" transform="translate({n(cx)},{n(cy + 2)}) '
               f'scale(1.04)"/>')
    out.append("</g>")
    return "".join(out)


def back():
    """An original back: a deep blue lattice with small diamonds at the
    crossings, a white margin and a central medallion with the four suits."""
    margin = 11
    x0, y0 = margin, margin
    x1, y1 = CARD_W - margin, CARD_H - margin
    out = [card_frame(),
           f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" '
           f'rx="6" fill="{DEEP_BLUE}"/>']
    # Diagonal lattice lines clipped by hand to the inner rectangle: no
    # clip path, which keeps rendering cheap.
    step = 22
    segments = []
    inner = 4
    ix0, iy0, ix1, iy1 = x0 + inner, y0 + inner, x1 - inner, y1 - inner
    cx, cy = CARD_W / 2, CARD_H / 2
    for k in range(-40, 41):
        for slope in (1, -1):
            # Lines y - cy = slope * (x - cx) + k * step.
            c = k * step
            points = []
            for x in (ix0, ix1):
                y = cy + slope * (x - cx) + c
                if iy0 <= y <= iy1:
                    points.append((x, y))
            for y in (iy0, iy1):
                x = cx + (y - cy - c) / slope
                if ix0 < x < ix1:
                    points.append((x, y))
            if len(points) >= 2:
                points.sort()
                (ax, ay), (bx, by) = points[0], points[-1]
                segments.append(f"M{n(ax)},{n(ay)}L{n(bx)},{n(by)}")
    out.append(f'<path d="{"".join(segments)}" fill="none" stroke="#3f74b8" '
               f'stroke-width="2.2"/>')
    # Small diamonds at every crossing of the lattice.
    dots = []
    for i in range(-20, 21):
        for j in range(-20, 21):
            x = cx + i * step / 2 + j * step / 2
            y = cy + (i - j) * step / 2
            if (i + j) % 2:
                continue
            if ix0 + 5 < x < ix1 - 5 and iy0 + 5 < y < iy1 - 5:
                dots.append(f"M{n(x)},{n(y - 4)}l4,4l-4,4l-4,-4z")
    out.append(f'<path d="{"".join(dots)}" fill="#8fb3e0"/>')
    out.append(f'<rect x="{ix0}" y="{iy0}" width="{ix1 - ix0}" '
               f'height="{iy1 - iy0}" rx="3" fill="none" stroke="{GOLD}" '
               f'stroke-width="2"/>')
    # The medallion.
    out.append(f'<circle cx="{n(cx)}" cy="{n(cy)}" r="40" fill="{DEEP_BLUE}" '
               f'stroke="{GOLD}" stroke-width="3"/>')
    out.append(f'<circle cx="{n(cx)}" cy="{n(cy)}" r="33" fill="none" '
               f'stroke="#8fb3e0" stroke-width="1.5"/>')
    out.append(f'<g fill="{PAPER}">')
    for suit, (dx, dy) in zip(SUITS, ((0, -15), (15, 0), (0, 15), (-15, 0))):
        out.append(suit_use(suit, cx + dx, cy + dy, 20))
    out.append("</g>")
    return "".join(out)


# ---------------------------------------------------------------------------
# Court cards.
#
# Each court is a framed panel whose upper half holds a figure from the
# waist up; the lower half is the same figure turned through 180 degrees,
# as on a real double-ended court.  The figures are simple flat geometry:
# a crown and beard for the king, a veil, tiara and flower for the queen,
# a plumed cap for the jack.  The suits differ by the colours of the robe,
# the hair and the side on which the figure holds its attribute.

COURT_STYLE = {
    #          robe       trim       lining     hair         attribute side
    "club": (BLUE, GOLD, RED, DARK_BROWN, 1),
    "diamond": (GOLD, RED, BLUE, BROWN, -1),
    "heart": (RED, GOLD, BLUE, DARK_GOLD, -1),
    "spade": ("#3d3846", GOLD, BLUE, GREY, 1),
}

OUTLINE = f'stroke="{INK}" stroke-width="1.6" stroke-linejoin="round"'


def mirror_x(x, side):
    """Places a detail on the figure's left (side -1) or right (side 1)."""
    centre = PANEL_W / 2
    return centre + side * (x - centre)


def figure(suit, rank, suit_colour):
    robe, trim, lining, hair, side = COURT_STYLE[suit]
    c = PANEL_W / 2
    h = HALF_H
    out = []

    def path(d, fill, extra=OUTLINE):
        out.append(f'<path d="{d}" fill="{fill}" {extra}/>')

    def staff(x, top, colour):
        out.append(f'<path d="M{n(x)},{n(h)} L{n(x)},{n(top)}" stroke="{INK}" '
                   f'stroke-width="6" stroke-linecap="round"/>'
                   f'<path d="M{n(x)},{n(h)} L{n(x)},{n(top)}" stroke="{colour}" '
                   f'stroke-width="3" stroke-linecap="round"/>')

    # Shoulders and robe, with the arms marked by two lines.
    path(f"M20,{n(h)} L21,124 C22,110 36,102 52,100 L84,100 "
         f"C100,102 114,110 115,124 L116,{n(h)} Z", robe)
    path(f"M36,116 L38,{n(h)} M100,116 L98,{n(h)}", "none",
         f'stroke="{INK}" stroke-width="1.4"')
    # A lining showing down the front, edged with the trim colour.
    path(f"M54,100 L82,100 L79,{n(h)} L57,{n(h)} Z", lining)
    path(f"M54,101 L58,{n(h)} M82,101 L78,{n(h)}", "none",
         f'stroke="{trim}" stroke-width="5"')
    # A belt at the waist, which meets its mirror image at the centre line.
    path(f"M38,146 L98,146 L98,{n(h)} L38,{n(h)} Z", trim)
    path(f"M62,145 L74,145 L74,{n(h)} L62,{n(h)} Z", GOLD if trim != GOLD else RED)

    if rank == "king":
        # An ermine cape over the shoulders.
        path("M22,120 C26,106 40,100 52,100 L84,100 C96,100 110,106 114,120 "
             "C104,115 92,117 84,123 L68,113 L52,123 C44,117 32,115 22,120 Z",
             PAPER)
        spots = "".join(f"M{x},{y}l2,5l-4,0z" for x, y in
                        ((33, 109), (45, 113), (91, 113), (103, 109), (68, 104)))
        path(spots, INK, "")

    # Neck and head.
    path("M60,82 L60,100 L76,100 L76,82 Z", SKIN)

    if rank == "queen":
        # A veil falling behind the head to the shoulders.
        path("M42,104 C36,72 40,40 68,36 C96,40 100,72 94,104 Z", lining)
        # Long hair framing the face.
        path("M50,60 C46,76 48,92 56,98 L60,80 Z M86,60 C90,76 88,92 80,98 "
             "L76,80 Z", hair)

    out.append(f'<ellipse cx="{n(c)}" cy="66" rx="16" ry="19" fill="{SKIN}" '
               f'{OUTLINE}/>')
    # Eyes, brows and nose: a few lines, so the face reads at small sizes
    # without becoming fussy at large ones.
    out.append(f'<g fill="{INK}"><circle cx="{n(c - 6)}" cy="64" r="1.8"/>'
               f'<circle cx="{n(c + 6)}" cy="64" r="1.8"/></g>')
    path(f"M{n(c - 10)},59 L{n(c - 3)},58 M{n(c + 3)},58 L{n(c + 10)},59 "
         f"M{n(c)},64 L{n(c - 2)},71 L{n(c + 1)},72", "none",
         f'stroke="{INK}" stroke-width="1.3" stroke-linecap="round"')

    # The hand that holds the figure's attribute.
    hx, hy = mirror_x(121, side), 126
    if rank == "king":
        # Beard and moustache.
        path("M52,68 C52,88 60,98 68,100 C76,98 84,88 84,68 "
             "C80,76 76,78 68,78 C60,78 56,76 52,68 Z", hair)
        path("M59,78 C63,74 67,75 68,76 C69,75 73,74 77,78 C73,78 70,79 68,79 "
             "C66,79 63,78 59,78 Z", hair)
        # Hair at the temples.
        path("M52,62 C50,54 52,48 56,46 L54,64 Z M84,62 C86,54 84,48 80,46 "
             "L82,64 Z", hair)
        # The crown: a band and five points with pearls, and a jewel.
        path("M50,50 L46,22 L56,34 L62,16 L68,30 L74,16 L80,34 L90,22 "
             "L86,50 Z", GOLD)
        path("M50,42 L86,42 L86,50 L50,50 Z", DARK_GOLD)
        for x, y in ((46, 22), (62, 16), (74, 16), (90, 22)):
            out.append(f'<circle cx="{x}" cy="{y}" r="2.6" fill="{PAPER}" '
                       f'{OUTLINE}/>')
        out.append(f'<circle cx="68" cy="46" r="3" fill="{lining}" '
                   f'stroke="{INK}" stroke-width="1"/>')
        # A sceptre topped with an orb and cross.
        staff(hx, 40, GOLD)
        out.append(f'<circle cx="{n(hx)}" cy="33" r="7" fill="{GOLD}" {OUTLINE}/>')
        path(f"M{n(hx - 5)},21 L{n(hx + 5)},21 M{n(hx)},15 L{n(hx)},26", "none",
             f'stroke="{INK}" stroke-width="2.2" stroke-linecap="round"')
    elif rank == "queen":
        path(f"M{n(c - 4)},84 L{n(c + 4)},84", "none",
             f'stroke="{RED}" stroke-width="2.4" stroke-linecap="round"')
        # A tiara of three points with pearls.
        path("M52,50 C56,46 62,44 68,44 C74,44 80,46 84,50 L84,44 L77,38 "
             "L72,42 L68,30 L64,42 L59,38 L52,44 Z", GOLD)
        out.append(f'<circle cx="68" cy="29" r="3" fill="{PAPER}" {OUTLINE}/>')
        # A string of pearls.
        out.append(f'<g fill="{PAPER}" stroke="{INK}" stroke-width="0.8">' +
                   "".join(f'<circle cx="{n(c + 13 * math.sin(t))}" '
                           f'cy="{n(96 + 8 * math.cos(t))}" r="2.2"/>'
                           for t in (-1.2, -0.6, 0, 0.6, 1.2)) + "</g>")
        # A rose held up in the hand.
        fx, fy = hx - 4 * side, 94
        out.append(f'<path d="M{n(hx)},{n(hy)} L{n(fx)},{n(fy)}" '
                   f'stroke="{GREEN}" stroke-width="3"/>')
        path(f"M{n(hx - 2 * side)},{n(fy + 20)} C{n(hx - 14 * side)},{n(fy + 12)} "
             f"{n(hx - 18 * side)},{n(fy + 18)} {n(hx - 18 * side)},{n(fy + 24)} "
             f"C{n(hx - 12 * side)},{n(fy + 26)} {n(hx - 6 * side)},{n(fy + 24)} "
             f"{n(hx - 2 * side)},{n(fy + 20)} Z", GREEN)
        petals = "".join(
            f'<circle cx="{n(fx + 7 * math.cos(a))}" cy="{n(fy + 7 * math.sin(a))}" r="6"/>'
            for a in (math.radians(d) for d in range(-90, 270, 72)))
        out.append(f'<g fill="{RED}" {OUTLINE}>{petals}</g>')
        out.append(f'<circle cx="{n(fx)}" cy="{n(fy)}" r="4" fill="{GOLD}" '
                   f'{OUTLINE}/>')
    else:
        path(f"M{n(c - 4)},78 C{n(c - 1)},80 {n(c + 1)},80 {n(c + 4)},78", "none",
             f'stroke="{INK}" stroke-width="1.4" stroke-linecap="round"')
        # Short hair below the cap.
        path("M52,66 C50,58 52,52 56,48 L56,70 Z M84,66 C86,58 84,52 80,48 "
             "L80,70 Z", hair)
        # A plume on the side away from the halberd, then a flat cap.
        px = mirror_x(82, -side)
        path(f"M{n(px)},44 C{n(px + 2 * -side)},30 {n(px + 8 * -side)},18 "
             f"{n(px + 18 * -side)},8 C{n(px + 18 * -side)},22 "
             f"{n(px + 16 * -side)},36 {n(px + 10 * -side)},48 Z", trim)
        path("M44,54 C40,40 54,32 70,32 C88,32 100,40 94,52 Z", lining)
        path("M47,50 L92,48 L92,55 L47,57 Z", trim)
        # A halberd: a shaft with a spear point and an axe blade.
        staff(hx, 30, DARK_BROWN)
        path(f"M{n(hx)},8 L{n(hx + 4)},26 L{n(hx)},30 L{n(hx - 4)},26 Z", "#deddda")
        blade = -side
        path(f"M{n(hx)},36 C{n(hx + 9 * blade)},32 {n(hx + 13 * blade)},40 "
             f"{n(hx + 12 * blade)},52 C{n(hx + 8 * blade)},47 {n(hx + 4 * blade)},47 "
             f"{n(hx)},48 Z", "#deddda")

    out.append(f'<circle cx="{n(hx)}" cy="{n(hy)}" r="5.5" fill="{SKIN}" {OUTLINE}/>')
    # The suit emblem on the chest, in the suit's colour.
    out.append(f'<circle cx="{n(c)}" cy="128" r="12" fill="{PAPER}" {OUTLINE}/>')
    out.append(f'<g fill="{suit_colour}">{suit_use(suit, c, 128, 15)}</g>')
    # The suit again in the panel's free corner, so that the two halves
    # show it at both ends.
    sx = mirror_x(18, side)
    out.append(f'<g fill="{suit_colour}">{suit_use(suit, sx, 22, 20)}</g>')
    return "".join(out)


def court(suit, rank, suit_colour):
    x, y, w, h = PANEL_X, PANEL_Y, PANEL_W, PANEL_H
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{PANEL}" '
            f'stroke="{INK}" stroke-width="1.6"/>'
            f'<use xlink:href="#f-{suit}-{rank}" transform="translate({x},{y})"/>'
            f'<use xlink:href="#f-{suit}-{rank}" '
            f'transform="rotate(180,{CARD_W // 2},{CARD_H // 2}) translate({x},{y})"/>'
            f'<path d="M{x},{n(y + h / 2)} L{x + w},{n(y + h / 2)}" '
            f'stroke="{INK}" stroke-width="1.6"/>'
            f'<rect x="{x + 3}" y="{y + 3}" width="{w - 6}" height="{h - 6}" '
            f'fill="none" stroke="{suit_colour}" stroke-width="1.2"/>')


def document(four_colour):
    colours = FOUR_COLOUR if four_colour else TWO_COLOUR
    defs = [suit_defs(), glyph_defs()]
    cards = []
    for row, suit in enumerate(SUITS):
        colour = colours[suit]
        for column, rank in enumerate(RANKS):
            defs.append(index_def(suit, rank, colour))
            if rank in ("jack", "queen", "king"):
                defs.append(f'<g id="f-{suit}-{rank}">'
                            f'{figure(suit, rank, colour)}</g>')
                face = court(suit, rank, colour)
            elif rank == "1":
                face = ace(suit, colour)
            else:
                face = pips(suit, int(rank), colour)
            cards.append(f'<g id="{suit}_{rank}" '
                         f'transform="translate({column * CARD_W},{row * CARD_H})">'
                         f'{card_frame()}{face}{both_indices(suit, rank)}</g>\n')
    cards.append(f'<g id="back" transform="translate(0,{4 * CARD_H})">{back()}</g>\n')
    title = ("Parlour four-colour deck" if four_colour else "Parlour deck")
    return svg_document(title, "generate-deck.py", defs, cards)


def svg_document(title, script, defs, cards):
    """The whole document: the grid of cards after the shared definitions."""
    width = COLUMNS * CARD_W
    height = 5 * CARD_H
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!-- SPDX-License-Identifier: GPL-3.0-or-later -->\n'
            f'<!-- Generated by data/cards/{script}: do not edit. -->\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" '
            f'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" '
            f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
            f'<title>{title}</title>\n'
            f'<defs>{"".join(defs)}</defs>\n'
            f'{"".join(cards)}</svg>\n')


def write_atomically(path, text):
    """Writes @text to @path through a temporary file, so that an
    interrupted build never leaves a truncated deck behind."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=directory, suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def main(argv):
    parser = argparse.ArgumentParser(
        description="Generate Parlour's card deck as one SVG file.")
    parser.add_argument("output", help="the SVG file to write")
    parser.add_argument("--four-colour", action="store_true",
                        help="clubs black, spades green, hearts red, "
                             "diamonds orange")
    args = parser.parse_args(argv)
    write_atomically(args.output, document(args.four_colour))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
