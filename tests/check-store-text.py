#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that the store text says only what is true (issue 19).

The metainfo (summary, description, keywords, screenshot captions, the
newest release's notes) and the desktop file (Name, GenericName, Comment,
Keywords), as they are built with their translations, may name a game only
if the catalog (src/ui/pl-game-catalog.c) marks it playable, in any of its
spellings (its id, its English name, its names in po/); and the description
and the desktop Comment name every playable game, in English and in each
language that translates them.  When a game becomes playable, its name goes
into that text (docs/releasing.md).

usage: check-store-text.py SRCDIR DATA_BUILDDIR
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import releasedata  # noqa: E402

top = Path(sys.argv[1]).resolve()
data = Path(sys.argv[2]).resolve()
base_id = releasedata.BASE_ID

games = releasedata.read_catalog(top)
spellings = releasedata.game_spellings(top, games)
playable = [g.name for g in games if g.playable]
errors = []
if not playable:
    errors.append(f'no game in {releasedata.CATALOG} is playable')

# The build names the files after the application ID of its profile.
metainfo = sorted(data.glob(f'{base_id}*.metainfo.xml'))
desktop = sorted(data.glob(f'{base_id}*.desktop'))
if len(metainfo) != 1 or len(desktop) != 1:
    errors.append(f'expected one built metainfo and one desktop file in {data}, '
                  f'found {[p.name for p in metainfo + desktop]}')
else:
    errors += releasedata.store_text_errors(games, spellings,
                                            metainfo[0].read_text(encoding='utf-8'),
                                            desktop[0].read_text(encoding='utf-8'))

for e in errors:
    print(e, file=sys.stderr)
if not errors:
    print(f'the store text names {", ".join(playable)}, the games the catalog marks playable, '
          f'and no other')
sys.exit(1 if errors else 0)
