# SPDX-License-Identifier: GPL-3.0-or-later
"""What the tests that drive the real application under X share.

A test starts Parlour with an environment from app_env() (a temporary
home, keyfile settings, the cairo renderer), finds its windows with
xdotool, presses keys, reads the state file the window writes when
PARLOUR_TEST_STATE_FILE is set, and takes screenshots into the build
directory.  Without a display or xdotool a test skips (exit 77).
"""

import json
import os
import shutil
import subprocess
import sys
import time


def skip_without_display():
    if not os.environ.get('DISPLAY') or not shutil.which('xdotool'):
        print('no display or no xdotool: skipped')
        sys.exit(77)


def xdotool(*args, check=False):
    return subprocess.run(['xdotool', *args], capture_output=True, text=True, check=check)


def app_env(home, schema_dir, **extra):
    env = dict(os.environ,
               GSETTINGS_SCHEMA_DIR=schema_dir,
               GSETTINGS_BACKEND='keyfile',
               XDG_CONFIG_HOME=os.path.join(home, 'config'),
               XDG_DATA_HOME=os.path.join(home, 'data'),
               XDG_CACHE_HOME=os.path.join(home, 'cache'),
               GDK_BACKEND='x11',
               GSK_RENDERER='cairo',
               NO_AT_BRIDGE='1',
               # The tests share one X server: an accessibility bus that an
               # earlier test started (and whose socket is gone) must not
               # be used.
               GTK_A11Y='none',
               **extra)
    env.pop('G_DEBUG', None)
    return env


class App:
    """One test's view of the running program: @proc is set by the test
    once it has started Parlour; @log collects what the test did, shown
    when it fails together with a screenshot named @failure_shot."""

    def __init__(self, out_dir, failure_shot, state_file=None):
        self.out_dir = out_dir
        self.failure_shot = failure_shot
        self.state_file = state_file
        self.proc = None
        self.log = []

    def start(self, parlour, env, *args):
        """Starts Parlour with @args (the state file removed first, so that
        what is read next is the new program's) and waits for its window."""
        if self.state_file and os.path.exists(self.state_file):
            os.remove(self.state_file)
        self.proc = subprocess.Popen([parlour, *args], env=env, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True)
        return self.wait_window('Parlour')

    def screenshot(self, name):
        path = os.path.join(self.out_dir, name)
        if shutil.which('import'):
            subprocess.run(['import', '-window', 'root', path], check=False)
        return path

    def fail(self, message):
        self.screenshot(self.failure_shot)
        raise SystemExit(f'{message}\n' + '\n'.join(self.log[-15:]))

    def find_window(self, name):
        # xdotool takes a regular expression: the name is matched literally.
        pattern = ''.join('\\' + c if c in '.[](){}*+?|^$\\' else c for c in name)
        ids = xdotool('search', '--onlyvisible', '--name', f'^{pattern}$').stdout.split()
        return ids[-1] if ids else None

    def wait_window(self, name, timeout=20):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            window = self.find_window(name)
            if window:
                # Mapped is not yet ready: a key sent at once could reach
                # a dialog before it had put the focus on its default
                # button, and be lost or go to the wrong button (seen on
                # a busy machine).  Half a second lets it draw first.
                time.sleep(0.5)
                return window
            time.sleep(0.2)
        self.fail(f'no visible window named {name!r} after {timeout} s')

    def wait_gone(self, name, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not self.find_window(name):
                return
            time.sleep(0.2)
        self.fail(f'the window {name!r} is still open after {timeout} s')

    @staticmethod
    def key(window, keys):
        # Without a window manager (as under Xvfb) the focus is set directly.
        xdotool('windowfocus', '--sync', window)
        xdotool('key', '--clearmodifiers', keys)

    def read_state(self):
        try:
            with open(self.state_file, encoding='utf-8') as f:
                return json.load(f)
        except (OSError, ValueError):
            return None

    def wait_state(self, what, predicate, timeout=20, interval=0.4):
        """The state once it satisfies @predicate and has settled (the same
        twice, @interval apart, so that no card is still moving)."""
        deadline = time.monotonic() + timeout
        last = None
        while time.monotonic() < deadline:
            if self.proc is not None and self.proc.poll() is not None:
                self.fail(f'Parlour ended while waiting for {what}: {self.proc.stderr.read()}')
            state = self.read_state()
            if state is not None and predicate(state):
                if state == last:
                    return state
                last = state
            else:
                last = None
            time.sleep(interval)
        self.fail(f'timed out waiting for {what}; the table says: '
                  f'{json.dumps(self.read_state())}')

    def drag_to_trick(self, window, entry, state):
        """A real pointer drag from the card at @entry's point to the
        middle of the table."""
        area = state['trick_area']
        self.drag_to(window, entry, {'px': area['x'] + area['w'] / 2,
                                     'py': area['y'] + area['h'] / 2})

    def drag_to(self, window, entry, to):
        """A real pointer drag: press on the card at @entry's point, move
        past the threshold in steps, release at @to's point."""
        if 'px' not in entry:
            self.fail(f'{entry.get("card")} has no point where a click reaches it: {entry}')
        x0, y0 = entry['px'], entry['py']
        x1, y1 = to['px'], to['py']
        xdotool('mousemove', '--window', window, str(int(x0)), str(int(y0)))
        time.sleep(0.2)
        xdotool('mousedown', '1')
        time.sleep(0.1)
        for i in range(1, 13):
            x = x0 + (x1 - x0) * i / 12
            y = y0 + (y1 - y0) * i / 12
            xdotool('mousemove', '--window', window, str(int(x)), str(int(y)))
            time.sleep(0.03)
        time.sleep(0.15)
        xdotool('mouseup', '1')

    def replay(self, parlour_cli, env, record):
        """The last deal of @record as `parlour-cli replay --json` finds it."""
        run = subprocess.run([parlour_cli, 'replay', '--json', record],
                             capture_output=True, text=True, env=env)
        if run.returncode != 0:
            self.fail(f'parlour-cli replay failed: {run.stderr}')
        replayed = json.loads(run.stdout.strip().splitlines()[-1])
        return replayed[-1] if isinstance(replayed, list) else replayed

    def next_deal_and_quit(self, window):
        """"Next Deal" (the result's default button) deals deal 2; then
        Ctrl+Q ends the program by itself, cleanly and without warnings."""
        self.key(self.wait_window('End of the Deal'), 'Return')
        self.wait_gone('End of the Deal')
        self.wait_state('the next deal', lambda s: s['deal'] == 2 and not s['over'])
        self.quit(window)

    def quit(self, window):
        """Ctrl+Q ends the program by itself, cleanly and without
        warnings."""
        self.key(window, 'ctrl+q')
        try:
            status = self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.fail('Ctrl+Q did not end Parlour')
        stderr = self.proc.stderr.read()
        if status != 0:
            self.fail(f'Parlour exited with {status}: {stderr}')
        if 'CRITICAL' in stderr or 'WARNING' in stderr:
            self.fail(f'Parlour warned while it ran:\n{stderr}')
