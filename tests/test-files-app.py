#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Files that are not files, `parlour FILE`, one instance, Ctrl+Q (issue 21).

Through the real window:

1. `parlour PIPE` (a named pipe) and `parlour ZERO` (a link to /dev/zero):
   the window comes up at once and says in "The Game Could Not Be Opened"
   why (the same words as `parlour-cli replay`), without hanging and
   without growing; the table keeps working (the state file is written).
2. `parlour BAD.rec`: refused with "BAD.rec:LINE: …", as the CLI says;
   a record of a game whose table is not built yet, by the game's name.
3. `parlour GOOD.rec` (a finished deal of Skat) opens it as Open Game…
   would (no GLib CRITICAL), at the end of the deal; Ctrl+Q quits with
   the end-of-deal window open.
4. Open → Save As keeps the record's tags (event, date, comment), and the
   toast names the file "a&b <c>.rec" whole (libadwaita 1.2 reads toast
   titles as markup: unescaped, it would show nothing).
5. With a session bus, Parlour is one program: a second `parlour --game
   bezique --seed 9` hands the deal to the first and ends, and a second
   `parlour FILE` opens the file in the first.

Needs DISPLAY and xdotool; skips (exit 77) without them.

usage: test-files-app.py PARLOUR PARLOUR_CLI SCHEMA_DIR OUTPUT_DIR
"""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import apptest  # noqa: E402
import releasedata  # noqa: E402

parlour, parlour_cli, schema_dir, out_dir = sys.argv[1:5]
top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
parlour_cli = os.path.abspath(parlour_cli)

apptest.skip_without_display()

home = tempfile.mkdtemp(prefix='parlour-test-files-')
state_file = os.path.join(home, 'state.json')
env = apptest.app_env(home, schema_dir,
                      PARLOUR_TEST_STATE_FILE=state_file,
                      PARLOUR_COMPUTER_DELAY='50',
                      PARLOUR_AI_LEVEL='easy')
# Without a bus each program is its own (the tests run under xvfb-run);
# part 5 starts one.
env.pop('DBUS_SESSION_BUS_ADDRESS', None)

app = apptest.App(out_dir, 'files-failure.png', state_file)
log, fail, key = app.log, app.fail, app.key
ERROR = 'The Game Could Not Be Opened'
bus = None


def start(*args):
    return app.start(parlour, env, *args)


def wait_state(what, predicate, timeout=20):
    return app.wait_state(what, predicate, timeout, interval=0.3)


def quit_app(window):
    key(window, 'ctrl+q')
    try:
        status = app.proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        fail('Ctrl+Q did not end Parlour')
    stderr = app.proc.stderr.read()
    if status != 0 or 'CRITICAL' in stderr:
        fail(f'Parlour exited with {status}:\n{stderr}')
    return stderr


def cli_message(path):
    """The first line `parlour-cli replay` prints about @path, run where the
    file is so that it names it as the window does."""
    run = subprocess.run(['timeout', '20', parlour_cli, 'replay', os.path.basename(path)],
                         cwd=os.path.dirname(path), capture_output=True, text=True, env=env)
    if run.returncode != 1:
        fail(f'parlour-cli replay {path}: exit {run.returncode}')
    return run.stderr.splitlines()[0]


def refused(path, what):
    window = start(path)
    app.wait_window(ERROR, timeout=10)
    state = wait_state('the message', lambda s: s.get('error'))
    app.screenshot(f'files-{what}.png')
    expected = cli_message(path)
    if state['error'] != expected:
        fail(f'{what}: the window says {state["error"]!r}, parlour-cli {expected!r}')
    # The window is not held up: Ctrl+Q (through the message, which
    # belongs to the application) ends it at once.
    quit_app(app.wait_window(ERROR))
    log.append(f'{what}: {expected}')


try:
    data = os.path.join(home, 'files')
    os.makedirs(data)
    pipe = os.path.join(data, 'pipe.rec')
    os.mkfifo(pipe)
    zero = os.path.join(data, 'zero.rec')
    os.symlink('/dev/zero', zero)
    bad = os.path.join(data, 'a&b <bad>.rec')
    with open(bad, 'w', encoding='utf-8') as f:
        f.write('Parlour-Record: 1\n\nGame: skat\nDealer: 0\nSeed: 1\n0: play CJ\nEnd\n')
    good = os.path.join(data, 'good.rec')
    subprocess.run([parlour_cli, 'play', 'skat', '--seed', '31', '--record', good],
                   check=True, capture_output=True, env=env)

    # 0. Issue 21: `--seed` is a deal number, as in parlour-cli.
    # A game not playable yet is refused by `--game`, and the message lists
    # the playable ones (the catalog says which: each game's table issue
    # makes its game playable).
    catalog = releasedata.read_catalog(top)
    playable = ', '.join(g.id for g in catalog if g.playable)
    unbuilt = next((g for g in catalog if not g.playable), None)
    checks = [(['--seed', '-1'], 'Invalid seed “-1”'),
              (['--seed', '+5'], 'Invalid seed “+5”')]
    if unbuilt is not None:
        checks.append((['--game', unbuilt.id], playable))
    for args, says in checks:
        run = subprocess.run([parlour, *args], env=env, capture_output=True, text=True,
                             timeout=20)
        if run.returncode != 2 or says not in run.stderr:
            fail(f'parlour {" ".join(args)}: {run.returncode} {run.stderr!r}')
    log.append(f'--seed -1, --seed +5 and --game {unbuilt.id if unbuilt else "(none)"} refused')

    # 1, 2. Refused, with the CLI's words, without hanging.
    refused(pipe, 'pipe')
    refused(zero, 'device')
    refused(bad, 'bad-record')

    # Issue 12: a record of a registered game whose table is not built yet
    # (rules, records and players, no controller) is refused by the game's
    # name, and the window stays at the start page.  Once every game is
    # playable there is none to try.
    if unbuilt is not None:
        unbuilt_record = os.path.join(data, f'{unbuilt.id}.rec')
        subprocess.run([parlour_cli, 'play', unbuilt.id, '--seed', '3',
                        '--record', unbuilt_record],
                       check=True, capture_output=True, env=env)
        window = start(unbuilt_record)
        app.wait_window(ERROR, timeout=10)
        state = wait_state('the message', lambda s: s.get('error'))
        if state['error'] != f'{unbuilt.name} cannot be played at the table yet' or \
                state.get('phase') is not None:
            fail(f'a {unbuilt.name} record: {state!r}')
        quit_app(app.wait_window(ERROR))
        log.append(f'{unbuilt.id}: {state["error"]}')

    # 3. A good file opens at the end of its deal; Ctrl+Q quits through
    # the end-of-deal window.
    window = start(good)
    wait_state('the opened deal', lambda s: s.get('seed') == 31 and s.get('over'))
    app.wait_window('End of the Deal')
    app.screenshot('files-opened.png')
    key(app.wait_window('End of the Deal'), 'ctrl+q')
    try:
        status = app.proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        fail('Ctrl+Q in the end-of-deal window did not end Parlour')
    stderr = app.proc.stderr.read()
    if status != 0 or 'CRITICAL' in stderr or 'WARNING' in stderr:
        fail(f'Parlour exited with {status}:\n{stderr}')
    log.append('parlour FILE opened it; Ctrl+Q quit from the end-of-deal window')

    # 4. Open → Save As keeps the record's own tags; and the toast that
    # says so names the file, "&" and "<" and all (libadwaita 1.2 reads a
    # toast's title as markup: unescaped, it would show nothing).
    tagged = os.path.join(data, 'tagged.rec')
    with open(good, encoding='utf-8') as f:
        lines = f.read().split('\n')
    moves = [i for i, line in enumerate(lines) if line[:1].isdigit()]
    del lines[moves[-4]:moves[-1] + 1]
    lines[1:1] = ['Date: 2024-05-02', 'Event: Thursday club evening', 'Comment: kept']
    with open(tagged, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines))
    window = start(tagged)
    answer = app.wait_window('Leave This Match?')
    # Its mnemonic: Tab then Return raced the dialog's own focus
    # on its default button when the machine was busy.
    key(answer, 'alt+l')
    wait_state('the opened deal', lambda s: s.get('seed') == 31 and not s.get('over'))
    saved_as = os.path.join(data, 'a&b <c>.rec')
    key(window, 'ctrl+s')
    chooser = app.wait_window('Save Game')
    key(chooser, 'ctrl+a')
    apptest.xdotool('type', '--delay', '20', saved_as)
    time.sleep(0.3)
    apptest.xdotool('key', 'Return')
    state = wait_state('the toast', lambda s: 'Saved as' in s.get('toast', ''))
    app.screenshot('files-saved-as.png')
    if state['toast'] != 'Saved as “a&b <c>.rec”':
        fail(f'the toast shows {state["toast"]!r}')
    with open(saved_as, encoding='utf-8') as f:
        text = f.read()
    for tag in ('Date: 2024-05-02', 'Event: Thursday club evening', 'Comment: kept'):
        if tag not in text:
            fail(f'Save As lost “{tag}”:\n{text}')
    quit_app(window)
    log.append(f'Open → Save As kept the tags; toast: {state["toast"]}')

    # 5. One program, with a session bus.
    bus_run = subprocess.run(['dbus-daemon', '--session', '--fork', '--print-address=1',
                              '--print-pid=1'], capture_output=True, text=True, check=True)
    address, pid = bus_run.stdout.split()[:2]
    bus = int(pid)
    env['DBUS_SESSION_BUS_ADDRESS'] = address
    window = start('--game', 'skat', '--seed', '5')
    # The Skat match of part 4 is saved: a new one is by choice.
    question = app.wait_window('Leave This Match?')
    # Its mnemonic: Tab then Return raced the dialog's own focus
    # on its default button when the machine was busy.
    key(question, 'alt+l')
    wait_state('deal #5', lambda s: s.get('game') == 'skat' and s.get('seed') == 5)
    second = subprocess.run([parlour, '--game', 'bezique', '--seed', '9'], env=env,
                            capture_output=True, text=True, timeout=20)
    if second.returncode != 0 or 'CRITICAL' in second.stderr:
        fail(f'the second parlour: {second.returncode} {second.stderr}')
    wait_state('deal #9 of Bézique in the first',
               lambda s: s.get('game') == 'bezique' and s.get('seed') == 9)
    second = subprocess.run([parlour, good], env=env, capture_output=True, text=True,
                            timeout=20)
    if second.returncode != 0 or 'CRITICAL' in second.stderr:
        fail(f'the second parlour FILE: {second.returncode} {second.stderr}')
    # The Skat match (deal #5) is saved: the first asks before it opens.
    wait_state('the question in the first', lambda s: s.get('leave') == 'Leave This Match?')
    question = app.wait_window('Leave This Match?')
    # Its mnemonic: Tab then Return raced the dialog's own focus
    # on its default button when the machine was busy.
    key(question, 'alt+l')
    wait_state('the file opened in the first', lambda s: s.get('seed') == 31)
    key(app.wait_window('End of the Deal'), 'ctrl+q')
    if app.proc.wait(timeout=15) != 0:
        fail(f'the first parlour: {app.proc.stderr.read()}')
    log.append('one program: the second handed over --game and FILE')

    print('\n'.join(log))
    print('pipes and devices refused at once with the CLI\'s words; parlour FILE opens; '
          'one program; Ctrl+Q from the end-of-deal window')
finally:
    if app.proc is not None and app.proc.poll() is None:
        app.proc.kill()
    if bus is not None:
        os.kill(bus, signal.SIGTERM)
    shutil.rmtree(home, ignore_errors=True)
