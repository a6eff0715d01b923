#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every number in the settings schema has a range, and GSettings keeps to it.

Issue 21: "A GSettings value out of range (window-width -5) prints a
warning: the schema declares ranges."  For each integer key of the built
schema: it declares <range>, `gsettings set` refuses the value below its
minimum and above its maximum (so that nothing out of range is stored),
and takes the minimum.  The memory backend keeps the user's settings out
of it.

usage: check-schema-ranges.py SCHEMA_DIR
"""

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

schema_dir = sys.argv[1]
gsettings = shutil.which('gsettings')
if gsettings is None:
    print('gsettings is not installed: skipped')
    sys.exit(77)

files = [f for f in os.listdir(schema_dir) if f.endswith('.gschema.xml')]
if not files:
    sys.exit(f'no schema in {schema_dir}')
env = dict(os.environ, GSETTINGS_SCHEMA_DIR=schema_dir, GSETTINGS_BACKEND='memory')
failed = []
checked = 0

for name in files:
    root = ET.parse(os.path.join(schema_dir, name)).getroot()
    for schema in root.iter('schema'):
        schema_id = schema.get('id')
        for key in schema.iter('key'):
            if key.get('type') not in ('i', 'u', 'x', 't', 'n', 'q', 'y', 'd'):
                continue
            checked += 1
            rng = key.find('range')
            if rng is None:
                failed.append(f'{schema_id} {key.get("name")}: a number without a <range>')
                continue
            low, high = int(rng.get('min')), int(rng.get('max'))
            for value, ok in ((low - 1, False), (high + 1, False), (low, True), (high, True)):
                run = subprocess.run([gsettings, 'set', schema_id, key.get('name'), str(value)],
                                     env=env, capture_output=True, text=True)
                if (run.returncode == 0) != ok:
                    failed.append(f'{schema_id} {key.get("name")} = {value}: '
                                  f'{"refused" if ok else "taken"} ({run.stderr.strip()})')

for line in failed:
    print('FAIL:', line)
print(f'{checked} numeric keys checked')
sys.exit(1 if failed or checked == 0 else 0)
