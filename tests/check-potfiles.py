#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that po/POTFILES.in lists every file with translatable strings.

A file has translatable strings if it is C with _( / N_( / C_( / NC_( /
g_dpgettext2 calls, a GtkBuilder file with translatable="yes", or one of the
data files gettext reads (desktop, metainfo, schema).  Listed files must
exist, so a rename cannot silently drop a file from translation.
"""

import os
import re
import sys

top = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..')
top = os.path.abspath(top)

c_marks = re.compile(r'(?<![A-Za-z0-9_])(_|N_|C_|NC_|Q_|g_dgettext|g_dpgettext2)\s*\(\s*"')
ui_marks = re.compile(r'translatable="yes"')

listed = []
with open(os.path.join(top, 'po', 'POTFILES.in'), encoding='utf-8') as f:
    for line in f:
        line = line.strip()
        if line and not line.startswith('#'):
            listed.append(line)

errors = []
for path in listed:
    if not os.path.exists(os.path.join(top, path)):
        errors.append(f'po/POTFILES.in lists {path}, which does not exist')

needed = []
for root, dirs, files in os.walk(os.path.join(top, 'src')):
    for name in sorted(files):
        full = os.path.join(root, name)
        rel = os.path.relpath(full, top)
        with open(full, encoding='utf-8', errors='replace') as f:
            text = f.read()
        if name.endswith('.c') and c_marks.search(text):
            needed.append(rel)
        elif name.endswith('.ui') and ui_marks.search(text):
            needed.append(rel)

for root, dirs, files in os.walk(os.path.join(top, 'data')):
    for name in sorted(files):
        if name.endswith(('.desktop.in.in', '.metainfo.xml.in.in', '.gschema.xml.in')):
            needed.append(os.path.relpath(os.path.join(root, name), top))

for path in needed:
    if path not in listed:
        errors.append(f'{path} has translatable strings but is not in po/POTFILES.in')

for e in errors:
    print(e, file=sys.stderr)
if errors:
    sys.exit(1)
print(f'POTFILES.in lists all {len(needed)} files with translatable strings')
