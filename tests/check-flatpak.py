#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check the Flatpak manifests offline.

A Flatpak cannot be built on the test machines (the GNOME runtime cannot be
downloaded), so this checks what can be checked without it: flatpak-builder
parses both manifests, the finish-args are exactly the ones Parlour needs,
the IDs and file names agree with the metainfo and the desktop file, the
development manifest leaves the build directories out of the working tree it
copies, the release manifest builds one commit of the repository (with the
tag v<version> only if it names one), and the metainfo's screenshots are
read at a commit.  What git knows of that commit, check-release-pin.py
checks.

usage: check-flatpak.py SRCDIR PROJECT_VERSION
"""

import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

top = Path(sys.argv[1]).resolve()
version = sys.argv[2]
base_id = 'io.github.parlour.Parlour'
finish_args = ['--share=ipc', '--socket=fallback-x11', '--socket=wayland', '--device=dri']

errors = []


def load(path):
    builder = shutil.which('flatpak-builder')
    if builder:
        # flatpak-builder is the authority on what a manifest means.
        out = subprocess.run([builder, '--show-manifest', str(path)],
                             capture_output=True, text=True)
        if out.returncode == 0:
            return json.loads(out.stdout)
        errors.append(f'{path.name}: flatpak-builder cannot read it: {out.stderr.strip()}')
    try:
        return json.loads(path.read_text())
    except ValueError as e:
        errors.append(f'{path.name}: not JSON: {e}')
        return {}


def build_outputs():
    """What building, testing and packaging put in the checkout: the build
    directories the shell scripts of tools/ set up, and the plain (not
    wildcard) top-level names of .gitignore."""
    names = set()
    for script in sorted((top / 'tools').iterdir()):
        if script.is_file():
            text = script.read_text(encoding='utf-8', errors='replace')
            if not re.match(r'#!.*\b(ba)?sh\b', text):
                continue
            names.update(re.findall(r'meson setup ([\w.-]+)', text))
            names.update(re.findall(r'^\s*out=([\w.-]+)\s*$', text, re.M))
    for line in (top / '.gitignore').read_text(encoding='utf-8').splitlines():
        m = re.fullmatch(r'/([\w.-]+)/?', line.strip())
        if m:
            names.add(m.group(1))
    return names


def tracked(path):
    """Whether git tracks anything at @path (None: git cannot say)."""
    try:
        out = subprocess.run(['git', '-C', str(top), 'ls-files', '--', path],
                             capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return bool(out.stdout.strip()) if out.returncode == 0 else None


def check_skip(name, skip):
    """The working tree is copied into the sandbox as it is, build
    directories and all (issue 19: ~92 MB); flatpak-builder's `skip` takes
    exact paths, not patterns, so each is named."""
    if not isinstance(skip, list) or not all(isinstance(x, str) for x in skip):
        errors.append(f'{name}: skip must be a list of paths')
        return
    for missing in sorted(build_outputs() - set(skip)):
        errors.append(f'{name}: the dir source copies {missing}/ into the build: add it to skip')
    for path in skip:
        if path.startswith('/') or '..' in Path(path).parts:
            errors.append(f'{name}: skip {path!r} must be a path inside the source tree')
        elif tracked(path):
            errors.append(f'{name}: skip {path!r} leaves out files the build needs (git tracks them)')


metainfo = ET.parse(top / 'data' / f'{base_id}.metainfo.xml.in.in').getroot()
meta_id = metainfo.findtext('id')
launchable = metainfo.find('launchable')
releases = [r.get('version') for r in metainfo.iter('release')]

if meta_id != '@app_id@':
    errors.append(f'metainfo <id> is {meta_id!r}, expected the configured @app_id@')
if launchable is None or launchable.text != '@app_id@.desktop':
    errors.append('metainfo <launchable> must name @app_id@.desktop')
if not releases or releases[0] != version:
    errors.append(f'the newest metainfo release is {releases[:1]}, the project is {version}')

# The store's screenshots are read at a commit, so that they do not change
# with main (tools/release points them at the release).
for image in metainfo.iter('image'):
    url = (image.text or '').strip()
    m = re.fullmatch(r'https://raw\.githubusercontent\.com/parlour/parlour/([^/]+)/(.+)', url)
    if not m:
        errors.append(f'screenshot {url!r} is not a raw URL of the repository')
    elif not re.fullmatch(r'[0-9a-f]{40}', m.group(1)):
        errors.append(f'screenshot {url} is read at {m.group(1)!r}, not at a commit')
    elif not m.group(2).startswith('docs/screenshots/') or not (top / m.group(2)).is_file():
        errors.append(f'screenshot {url}: {m.group(2)} is not in docs/screenshots/')

desktop = (top / 'data' / f'{base_id}.desktop.in.in').read_text()
if 'Icon=@app_id@' not in desktop or 'Exec=parlour' not in desktop:
    errors.append('the desktop file must use Icon=@app_id@ and Exec=parlour')

for name, app_id, profile in [(f'{base_id}.json', base_id, 'default'),
                              (f'{base_id}.Devel.json', base_id + '.Devel', 'development')]:
    path = top / 'flatpak' / name
    if not path.exists():
        errors.append(f'{name}: missing')
        continue
    m = load(path)
    if m.get('id', m.get('app-id')) != app_id:
        errors.append(f'{name}: id is {m.get("id")!r}, expected {app_id}')
    if m.get('runtime') != 'org.gnome.Platform' or m.get('sdk') != 'org.gnome.Sdk':
        errors.append(f'{name}: runtime and SDK must be org.gnome.Platform / org.gnome.Sdk')
    if m.get('command') != 'parlour':
        errors.append(f'{name}: command must be parlour')
    if m.get('finish-args') != finish_args:
        errors.append(f'{name}: finish-args are {m.get("finish-args")}, expected exactly {finish_args}')
    module = next((mod for mod in m.get('modules', [])
                   if isinstance(mod, dict) and mod.get('name') == 'parlour'), None)
    if module is None:
        errors.append(f'{name}: no parlour module')
        continue
    if module.get('buildsystem') != 'meson':
        errors.append(f'{name}: the parlour module must build with meson')
    if f'-Dprofile={profile}' not in module.get('config-opts', []):
        errors.append(f'{name}: config-opts must set -Dprofile={profile}')
    sources = module.get('sources', [])
    if profile == 'default':
        git = [s for s in sources if s.get('type') == 'git']
        if len(git) != 1:
            errors.append(f'{name}: the release builds from one git source')
        else:
            # The commit is the release; a tag only where it exists
            # (check-release-pin.py asks git about both).
            if git[0].get('url') != 'https://github.com/parlour/parlour.git':
                errors.append(f'{name}: the git source must be the project\'s repository')
            if not re.fullmatch(r'[0-9a-f]{40}', git[0].get('commit', '')):
                errors.append(f'{name}: the git source must pin a 40-digit commit')
            elif 'tag' in git[0] and git[0]['tag'] != f'v{version}':
                errors.append(f'{name}: the git tag is {git[0]["tag"]!r}, the release is '
                              f'v{version}')
            elif 'branch' in git[0]:
                errors.append(f'{name}: a release builds a commit, not a branch')
    else:
        tree = [s for s in sources if s.get('type') == 'dir' and s.get('path') == '..']
        if not tree:
            errors.append(f'{name}: the development manifest builds the working tree (dir ..)')
        else:
            check_skip(name, tree[0].get('skip', []))

for e in errors:
    print(e, file=sys.stderr)
sys.exit(1 if errors else 0)
