#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A saved match per game, and nothing replaced without asking (issue 21).

The finding: one autosave for all games, so that choosing Bézique on the
start page, Open Game… or `parlour --game bezique --seed 9` silently
replaced a Skat match in progress.  Here, through the real window:

1. An old single `autosave.rec` (a Skat match in its third deal) is moved
   to `autosave-skat.rec` on the first start, byte for byte, and the start
   page offers "Continue Skat" saying where the match stands, computed
   here from `parlour-cli replay --json` (the deal, the leader, the margin).
2. The start page's game choice: Bézique starts at once (it has no saved
   match) and leaves the Skat file as it was; back on the start page both
   games are offered.  Choosing Skat asks "Leave This Match?"; Escape (the
   default) keeps the match, the file unchanged.
3. Open Game… (Ctrl+O, through the file chooser) with a Skat record asks
   the same; Escape keeps the saved match; asked again, "Leave the Match"
   loads the opened record, which is then the saved Skat match.
4. `parlour --game bezique --seed 9` with a saved Bézique match asks first;
   Escape keeps it (the start page shows, the file unchanged).  `parlour
   --game skat --seed 9`, answered "Leave the Match", deals deal #9 in a
   new Skat match.

Needs DISPLAY and xdotool; skips (exit 77) without them.

usage: test-saves-app.py PARLOUR PARLOUR_CLI SCHEMA_DIR OUTPUT_DIR
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import apptest  # noqa: E402

parlour, parlour_cli, schema_dir, out_dir = sys.argv[1:5]

apptest.skip_without_display()

home = tempfile.mkdtemp(prefix='parlour-test-saves-')
state_file = os.path.join(home, 'state.json')
data = os.path.join(home, 'data', 'parlour')
old_autosave = os.path.join(data, 'autosave.rec')
skat_file = os.path.join(data, 'autosave-skat.rec')
bezique_file = os.path.join(data, 'autosave-bezique.rec')
env = apptest.app_env(home, schema_dir,
                      PARLOUR_TEST_STATE_FILE=state_file,
                      PARLOUR_COMPUTER_DELAY='50',
                      PARLOUR_AI_LEVEL='easy')

app = apptest.App(out_dir, 'saves-failure.png', state_file)
log, fail, key = app.log, app.fail, app.key
xdotool = apptest.xdotool
proc = None
QUESTION = 'Leave This Match?'


def start(*args):
    global proc
    proc = None
    window = app.start(parlour, env, *args)
    proc = app.proc
    return window


def quit_app(window):
    key(window, 'ctrl+q')
    try:
        status = proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        fail('Ctrl+Q did not end Parlour')
    stderr = proc.stderr.read()
    if status != 0 or 'CRITICAL' in stderr or 'WARNING' in stderr:
        fail(f'Parlour exited with {status}:\n{stderr}')


def read(path):
    with open(path, 'rb') as f:
        return f.read()


def click(window, where):
    xdotool('mousemove', '--window', window, str(where['px']), str(where['py']))
    time.sleep(0.2)
    xdotool('click', '1')


def click_until(window, where, what, predicate):
    """Clicks at @where until the state says @predicate: a click that
    lands while the start page is still fading in is lost now and then
    under Xvfb; a second one (the question is modal) changes nothing
    else."""
    for attempt in range(3):
        click(window, where)
        deadline = time.monotonic() + 4
        while time.monotonic() < deadline:
            state = app.read_state()
            if state is not None and predicate(state):
                return wait_state(what, predicate)
            time.sleep(0.2)
        log.append(f'no {what} after click {attempt + 1}')
    fail(f'no {what} after three clicks')


def wait_state(what, predicate, timeout=20):
    return app.wait_state(what, predicate, timeout, interval=0.3)


def start_page(s):
    return s.get('phase') is None or (s.get('games') and not s.get('leave'))


def cli(*args):
    run = subprocess.run([parlour_cli, *args], capture_output=True, text=True, env=env)
    if run.returncode != 0:
        fail(f'parlour-cli {" ".join(args)}: {run.stderr}')
    return run.stdout


def unfinished_match(deals, seed, drop):
    """A Skat match of @deals deals whose last stops @drop moves early."""
    path = os.path.join(home, f'match-{seed}.rec')
    cli('play', 'skat', '--deals', str(deals), '--seed', str(seed), '--record', path)
    lines = open(path, encoding='utf-8').read().rstrip('\n').split('\n')
    moves = [i for i, line in enumerate(lines) if re.match(r'^\d+: ', line)]
    for i in sorted(moves[-drop:], reverse=True):
        del lines[i]
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')
    return path


def expected_standing(path):
    """What the start page must say of the match in @path: the deal, and
    the leader on the book's score sheet (the sum of the finished deals'
    scores) by how much; the human is seat 0, "You"."""
    deals = [json.loads(line) for line in cli('replay', '--json', path).splitlines()]
    totals = [0, 0, 0]
    for deal in deals:
        for seat, score in enumerate(deal.get('score', [])):
            totals[seat] += score
    finished = 'score' in deals[-1]
    where = f'Deal {len(deals)} {"finished" if finished else "in play"}'
    best = max(totals)
    margin = best - max(t for s, t in enumerate(totals) if s != totals.index(best))
    if margin == 0:
        return f'{where}, level'
    names = ['you', 'Anna', 'Bert']
    verb = 'lead' if totals.index(best) == 0 else 'leads'
    return f'{where}, {names[totals.index(best)]} {verb} by {margin}'


def answer(leave):
    """Answers the question: Escape keeps the match; Tab from the default
    ("Keep the Match") reaches "Leave the Match"."""
    question = app.wait_window(QUESTION)
    app.screenshot('saves-question.png')
    if leave:
        # Its mnemonic: Tab then Return raced the dialog's own focus
        # on its default button when the machine was busy.
        key(question, 'alt+l')
    else:
        key(question, 'Escape')
    app.wait_gone(QUESTION)


try:
    # 1. The old single autosave becomes Skat's.
    os.makedirs(data)
    shutil.copy(unfinished_match(3, 3, 5), old_autosave)
    old_bytes = read(old_autosave)
    standing = expected_standing(old_autosave)
    main = start()
    page = wait_state('Continue Skat', lambda s: 'skat' in s.get('saved', {}))
    if os.path.exists(old_autosave):
        fail('autosave.rec is still there after the first start')
    if read(skat_file) != old_bytes:
        fail('autosave-skat.rec is not the old autosave, byte for byte')
    if page['saved']['skat']['subtitle'] != standing:
        fail(f'Continue Skat says {page["saved"]["skat"]["subtitle"]!r}, '
             f'the match stands at {standing!r}')
    app.screenshot('saves-start-page.png')
    log.append(f'migrated; Continue Skat: {standing}')

    # 2. Another game on the start page leaves the Skat match alone.
    click_until(main, page['games']['bezique'], 'Bézique deal',
                lambda s: s.get('game') == 'bezique' and s.get('phase'))
    if read(skat_file) != old_bytes:
        fail('starting Bézique changed the saved Skat match')
    key(main, 'ctrl+n')
    page = wait_state('both games under Continue',
                      lambda s: set(s.get('saved', {})) == {'skat', 'bezique'})
    if page['saved']['skat']['subtitle'] != standing:
        fail(f'Continue Skat now says {page["saved"]["skat"]["subtitle"]!r}')
    click_until(main, page['games']['skat'], 'question', lambda s: s.get('leave') == QUESTION)
    answer(leave=False)
    page = wait_state('the start page again', lambda s: not s.get('leave'))
    if read(skat_file) != old_bytes:
        fail('the Skat match changed although the player kept it')
    log.append('start page: Bézique beside Skat; Skat asked and kept')

    # 3. Open Game… asks the same.
    opened = unfinished_match(1, 11, 3)
    for leave in (False, True):
        key(main, 'ctrl+o')
        chooser = app.wait_window('Open Game')
        key(chooser, 'ctrl+l')
        time.sleep(0.3)
        xdotool('type', '--delay', '20', opened)
        time.sleep(0.3)
        xdotool('key', 'Return')
        app.wait_gone('Open Game')
        wait_state('the question', lambda s: s.get('leave') == QUESTION)
        answer(leave)
        if not leave and read(skat_file) != old_bytes:
            fail('Open Game… replaced the Skat match although the player kept it')
    wait_state('the opened deal', lambda s: s.get('game') == 'skat' and s.get('seed') == 11)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and b'Seed: 11' not in read(skat_file):
        time.sleep(0.2)
    if b'Seed: 11' not in read(skat_file) or b'Seed: 3\n' in read(skat_file):
        fail('the opened game is not the saved Skat match')
    log.append('Open Game…: asked, kept, asked again, replaced')
    quit_app(main)

    # 4. The command line asks too.
    bezique_bytes = read(bezique_file)
    main = start('--game', 'bezique', '--seed', '9')
    answer(leave=False)
    wait_state('the start page', lambda s: s.get('phase') is None and s.get('saved'))
    if read(bezique_file) != bezique_bytes:
        fail('--game bezique --seed 9 replaced the Bézique match although it was kept')
    quit_app(main)
    main = start('--game', 'skat', '--seed', '9')
    answer(leave=True)
    wait_state('deal #9', lambda s: s.get('game') == 'skat' and s.get('seed') == 9 and
               s.get('deal') == 1)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and b'Seed: 9\n' not in read(skat_file):
        time.sleep(0.2)
    if b'Seed: 9\n' not in read(skat_file) or b'Seed: 11' in read(skat_file):
        fail('the new match of --game skat --seed 9 is not the saved Skat match')
    if read(bezique_file) != bezique_bytes:
        fail('a new Skat match changed the Bézique match')
    quit_app(main)
    log.append('command line: asked; kept Bézique, replaced Skat by choice')

    print('\n'.join(log))
    print('one saved match per game; none replaced without the player choosing it')
finally:
    if proc is not None and proc.poll() is None:
        proc.kill()
    shutil.rmtree(home, ignore_errors=True)
