#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that the release manifest builds a release where a game is played.

The release manifest (flatpak/io.github.parlour.Parlour.json) pinned tag
v0.1.0 to commit 7a5f34e, where the repository had no tag and no game could
be played (issue 19).  This checks, with git, that the commit it pins:

- is in the history of HEAD (a squash or a rebase that dropped it is
  caught), and the tag it names, if any, exists and is that commit;
- is the release the working tree describes: the same project version and
  the same newest <release> entry of the metainfo;
- has a playable game in its catalog (src/ui/pl-game-catalog.c at that
  commit, read whatever its initializers look like), and store text that
  names no game its catalog does not mark playable;
- is not older than the screenshots the metainfo shows, whose commit has
  every file they name.

The release commit itself cannot pin itself: while the working tree's
release entry is new (not yet in HEAD's parent), the pin follows in the next
commit (tools/release makes both), and the check skips.  It also skips where
git cannot see the history: no .git (a tarball), no git, or a shallow clone
that does not reach the pinned commit (CI's fresh clone may be one).

usage: check-release-pin.py SRCDIR
Exit status: 0 true, 1 something wrong, 77 (skip) when it cannot be told.
"""

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import releasedata as rd  # noqa: E402

SKIP = 77
top = Path(sys.argv[1]).resolve()


def skip(reason):
    print(f'skipped: {reason}')
    sys.exit(SKIP)


try:
    manifest = json.loads((top / rd.RELEASE_MANIFEST).read_text(encoding='utf-8'))
except (OSError, ValueError) as e:
    print(f'{rd.RELEASE_MANIFEST} cannot be read: {e}', file=sys.stderr)
    sys.exit(1)
sources = [s for mod in manifest.get('modules', []) if isinstance(mod, dict)
           and mod.get('name') == 'parlour' for s in mod.get('sources', [])
           if s.get('type') == 'git']
if len(sources) != 1 or not re.fullmatch(r'[0-9a-f]{40}', sources[0].get('commit', '')):
    print(f'{rd.RELEASE_MANIFEST}: no git source pinned to a 40-digit commit '
          '(the flatpak-manifests test says more)', file=sys.stderr)
    sys.exit(1)
commit = sources[0]['commit']
tag = sources[0].get('tag')

try:
    depth = rd.history(top)
    errors = []

    if not rd.has_commit(top, commit):
        if depth == 'shallow':
            skip(f'a shallow clone that does not reach the pinned {commit[:12]}')
        print(f'the release manifest pins {commit}, which is not in this repository',
              file=sys.stderr)
        sys.exit(1)
    if rd.git(top, 'merge-base', '--is-ancestor', commit, 'HEAD', check=False).returncode != 0:
        errors.append(f'the pinned {commit[:12]} is not in the history of HEAD '
                      '(was it rebased or squashed away? tools/release pin)')
    if tag is not None:
        out = rd.git(top, 'rev-parse', '--verify', '--quiet', f'refs/tags/{tag}^{{commit}}',
                     check=False)
        if out.returncode != 0:
            if depth == 'shallow':
                skip(f'a shallow clone without the tag {tag}')
            errors.append(f'the release manifest names the tag {tag}, which the repository '
                          'does not have (push it, or leave the tag out)')
        elif out.stdout.strip() != commit:
            errors.append(f'the tag {tag} is {out.stdout.strip()[:12]}, '
                          f'the manifest pins {commit[:12]}')

    state = rd.release_state(top)
    pinned = rd.release_state(top, commit)
    if pinned != state:
        parent = rd.git(top, 'rev-parse', '--verify', '--quiet', 'HEAD^', check=False)
        before = rd.release_state(top, parent.stdout.strip()) if parent.returncode == 0 else None
        if before != state:
            skip(f'the release {state[0]} is being made here ({state[1]}); '
                 'the next commit pins it (tools/release)')
        errors.append(f'the release manifest pins {commit[:12]}, release {pinned[0]} '
                      f'({pinned[1]}), but this is release {state[0]} ({state[1]}): '
                      'pin the release commit (tools/release pin)')

    games = rd.catalog_at(top, commit)
    playable = [g.name for g in games if g.playable]
    if not playable:
        errors.append(f'no game of the catalog at {commit[:12]} is playable: the release '
                      'would be a table where nothing can be played')
    spellings = rd.game_spellings(top, games)
    desktop = rd.show(top, commit, rd.DESKTOP) or ''
    metainfo = rd.show(top, commit, rd.METAINFO) or ''
    errors += rd.store_text_errors(games, spellings, metainfo, desktop,
                                   where=f'at {commit[:12]}: ')

    metainfo_here = (top / rd.METAINFO).read_text(encoding='utf-8')
    for url in rd.screenshot_urls(metainfo_here):
        m = re.fullmatch(re.escape(rd.SCREENSHOT_URL) + r'([0-9a-f]{40})/(.+)', url)
        if not m:
            continue  # the flatpak-manifests test says what is wrong with it
        shots, path = m.groups()
        if not rd.has_commit(top, shots):
            if depth == 'shallow':
                skip(f'a shallow clone that does not reach the screenshots\' {shots[:12]}')
            errors.append(f'{url}: {shots[:12]} is not in this repository')
        elif rd.git(top, 'merge-base', '--is-ancestor', shots, commit,
                    check=False).returncode != 0:
            errors.append(f'{url}: {shots[:12]} is not the release {commit[:12]} nor before it')
        elif not rd.exists_at(top, shots, path):
            errors.append(f'{url}: {path} is not in {shots[:12]}')
except rd.NoHistory as e:
    skip(str(e))

for e in errors:
    print(e, file=sys.stderr)
if not errors:
    print(f'the release manifest builds {commit[:12]}' + (f' ({tag})' if tag else '') +
          f', release {state[0]}, where {" and ".join(playable)} can be played')
sys.exit(1 if errors else 0)
