# SPDX-License-Identifier: GPL-3.0-or-later
"""Issue 19, "Screen readers": the table as assistive technology sees it.

Runs Parlour under a private D-Bus session with the accessibility bus
(dbus-run-session starts at-spi-bus-launcher on demand) and reads it with
pyatspi, as a screen reader or switch access would:

1. Every interactive object of the table and its bar (a push button,
   toggle or radio button, a card) has a role, a name that is words (not
   a GTK type name such as "GtkImage") and at least one action.
2. The other seat's face-down cards are no objects of their own: its
   label says "Anna, …: 8 cards".
3. A whole deal of Bézique is played through AT-SPI actions alone: the
   cards' "card.activate", the bar's and the Declare window's buttons'
   "click".  The state file is only read, to know when the deal is over.
4. What the others do reaches assistive technology: the alert's text (or
   GTK 4.14's announcement) changes with the computer's cards and the
   tricks; the events that arrived are counted from an AT-SPI event log.

Skips (exit 77) without a display, without the system Python's pyatspi
(python3-pyatspi) or without dbus-run-session.

Usage: test-a11y-app.py PARLOUR SCHEMA_DIR OUT_DIR
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

SYSTEM_PYTHON = '/usr/bin/python3'


def skip(why):
    print(f'{why}: skipped')
    sys.exit(77)


def outer(parlour, schema_dir, out_dir):
    """Runs this file again inside a private session bus, with the Python
    that has pyatspi."""
    if not os.environ.get('DISPLAY'):
        skip('no display')
    if not shutil.which('dbus-run-session'):
        skip('no dbus-run-session (dbus)')
    if not os.path.exists(SYSTEM_PYTHON) or subprocess.run(
            [SYSTEM_PYTHON, '-c', 'import pyatspi'], capture_output=True).returncode != 0:
        skip('no pyatspi (python3-pyatspi)')
    env = dict(os.environ)
    for key in ('NO_AT_BRIDGE', 'GTK_A11Y', 'DBUS_SESSION_BUS_ADDRESS', 'AT_SPI_BUS_ADDRESS'):
        env.pop(key, None)
    result = subprocess.run(['dbus-run-session', '--', SYSTEM_PYTHON, __file__, '--inner',
                             parlour, schema_dir, out_dir], env=env)
    sys.exit(result.returncode)


def inner(parlour, schema_dir, out_dir):
    import pyatspi
    from gi.repository import GLib

    home = tempfile.mkdtemp(prefix='parlour-test-a11y-')
    state_file = os.path.join(home, 'state.json')
    env = dict(os.environ,
               GSETTINGS_SCHEMA_DIR=schema_dir, GSETTINGS_BACKEND='keyfile',
               XDG_CONFIG_HOME=os.path.join(home, 'config'),
               XDG_DATA_HOME=os.path.join(home, 'data'),
               XDG_CACHE_HOME=os.path.join(home, 'cache'),
               GDK_BACKEND='x11', GSK_RENDERER='cairo',
               PARLOUR_TEST_STATE_FILE=state_file, PARLOUR_COMPUTER_DELAY='50')
    env.pop('G_DEBUG', None)
    log = []
    events = []

    def fail(message):
        shot = os.path.join(out_dir, 'a11y-failure.png')
        if shutil.which('import'):
            subprocess.run(['import', '-window', 'root', shot], check=False)
        raise SystemExit(message + '\n' + '\n'.join(log[-20:]))

    def read_state():
        try:
            with open(state_file, encoding='utf-8') as f:
                return json.load(f)
        except (OSError, ValueError):
            return None

    def find_app():
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == 'parlour':
                return app
        return None

    def walk(obj):
        try:
            yield obj
            for child in obj:
                if child is not None:
                    yield from walk(child)
        except Exception:  # an object gone while walking
            return

    def actions(obj):
        try:
            action = obj.queryAction()
        except NotImplementedError:
            return []
        return [action.getName(i) for i in range(action.nActions)]

    def do_action(obj, name):
        action = obj.queryAction()
        for i in range(action.nActions):
            if action.getName(i) == name:
                log.append(f'{name} on {obj.getRoleName()} {obj.name!r}')
                return action.doAction(i)
        fail(f'{obj.name!r} has no action {name!r}: {actions(obj)}')

    def enabled(obj):
        return obj.getState().contains(pyatspi.STATE_SENSITIVE)

    def pause(seconds):
        """Waits, letting the event listener hear what arrives meanwhile."""
        context = GLib.MainContext.default()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while context.pending():
                context.iteration(False)
            time.sleep(0.02)

    interactive = {'push button', 'toggle button', 'radio button', 'check box'}

    proc = subprocess.Popen([parlour, '--game', 'bezique', '--seed', '3'], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        app = None
        while app is None and time.monotonic() < deadline:
            app = find_app()
            pause(0.3)
        if app is None:
            fail('Parlour did not appear on the accessibility bus')

        def on_event(event):
            name = getattr(event.source, 'name', '') or ''
            events.append((event.type, event.source.getRoleName() if event.source else '', name))
        pyatspi.Registry.registerEventListener(
            on_event, 'object:property-change:accessible-name', 'object:state-changed:showing',
            'object:announcement')

        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            state = read_state()
            if state and state.get('phase') == 'lead' and state.get('human_turn'):
                break
            pause(0.3)
        else:
            fail(f'no deal to play: {read_state()}')

        # 1. Names and actions of the table's interactive objects.
        frame = next(o for o in app if o.getRoleName() == 'frame')
        table = next((o for o in walk(frame) if o.name == 'Card table'), None)
        if table is None:
            fail('no "Card table" in the window')
        checked = 0
        for obj in list(walk(frame)):
            if obj.getRoleName() not in interactive or not enabled(obj):
                continue
            # GTK 4.8's GtkMenuButton is a button around the button that
            # acts: the inner one is checked.
            if any(c is not None and c.getRoleName() in interactive for c in obj):
                continue
            checked += 1
            if not obj.name or obj.name.startswith('Gtk') or obj.name.startswith('_'):
                fail(f'a {obj.getRoleName()} is named {obj.name!r}')
            if not actions(obj):
                fail(f'the {obj.getRoleName()} {obj.name!r} has no action')
        log.append(f'{checked} interactive objects named, each with an action')

        # 2. The other hand is one object, its seat's label.
        names = [o.name for o in walk(table)]
        if any('in Anna' in n for n in names):
            fail('the face-down cards of Anna’s hand are objects of their own')
        if not any(n.startswith('Anna') and n.endswith('8 cards') or
                   n.startswith('Anna') and '8 cards' in n for n in names):
            fail(f'no seat label says Anna holds 8 cards: {[n for n in names if n][:12]}')
        hand = [o for o in walk(table) if 'in your hand' in (o.name or '')]
        if len(hand) != 8 or any('card.activate' not in actions(o) for o in hand):
            fail(f'the hand is not 8 cards with an action: {[(o.name, actions(o)) for o in hand]}')

        # Issue 19, "Small windows": at 360 × 640 no seat label, nor any
        # of its marks, reaches past the window (read from each object's
        # extents on the screen).
        if shutil.which('xdotool'):
            xenv = dict(os.environ)
            window = subprocess.run(['xdotool', 'search', '--onlyvisible', '--name', '^Parlour$'],
                                    capture_output=True, text=True, env=xenv).stdout.split()
            if window:
                subprocess.run(['xdotool', 'windowsize', '--sync', window[-1], '360', '640'],
                               env=xenv, check=False)
                pause(1.5)
                if shutil.which('import'):
                    subprocess.run(['import', '-window', 'root',
                                    os.path.join(out_dir, 'a11y-360x640.png')], check=False)
                box = frame.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                seats = [o for o in walk(table) if o.getRoleName() == 'panel' and
                         ' card' in (o.name or '') and ':' in (o.name or '')]
                if len(seats) != 2:
                    fail(f'{len(seats)} seat labels at 360 px')
                for seat in seats:
                    for obj in walk(seat):
                        if obj.getRoleName() not in ('label', 'panel'):
                            continue
                        e = obj.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                        if e.width <= 0:
                            continue
                        if e.x < box.x or e.x + e.width > box.x + box.width:
                            fail(f'{obj.name!r} of {seat.name!r} ({e.x}+{e.width}) leaves '
                                 f'the window ({box.x}+{box.width}) at 360 px')
                log.append(f'at 360 × 640 every seat label lies within the window')
                subprocess.run(['xdotool', 'windowsize', '--sync', window[-1], '1024', '720'],
                               env=xenv, check=False)
                pause(1.0)

        # 3. A deal played through the actions alone.
        plays = 0
        deadline = time.monotonic() + 200
        while time.monotonic() < deadline:
            state = read_state()
            if state is None:
                pause(0.2)
                continue
            if state['over']:
                break
            if not state['human_turn'] or state.get('trick_in_view'):
                pause(0.2)
                continue
            acted = False
            dialog = next((o for o in app if o.getRoleName() == 'dialog' and o.name == 'Declare'),
                          None)
            for root in ([dialog] if dialog is not None else []) + [frame]:
                if acted:
                    break
                buttons = [o for o in walk(root) if o.getRoleName() == 'push button' and
                           enabled(o) and (o.name or '').replace('_', '').startswith('Declare Nothing')]
                if buttons:
                    do_action(buttons[0], 'click')
                    acted = True
            if not acted and state['phase'] in ('lead', 'follow'):
                cards = [o for o in walk(table) if ('in your hand' in (o.name or '') or
                                                    'declared, on the table' in (o.name or ''))
                         and enabled(o)]
                if cards:
                    do_action(cards[0], 'card.activate')
                    plays += 1
                    acted = True
            if acted:
                # The move lands, the others answer.
                moves = state['moves']
                settle = time.monotonic() + 10
                while time.monotonic() < settle:
                    now = read_state()
                    if now and (now['moves'] != moves or now['over'] or
                                now.get('dialog') != state.get('dialog')):
                        break
                    pause(0.1)
            else:
                pause(0.3)
        else:
            fail(f'the deal did not end through AT-SPI actions: {read_state()}')
        log.append(f'the deal was played through AT-SPI actions: {plays} cards')
        if plays < 16:
            fail(f'only {plays} cards were played by their action')

        # 4. What reached assistive technology.
        said = [e for e in events if 'takes the trick' in e[2] or ' plays ' in e[2]]
        alerts = {}
        for kind, role, _ in events:
            if role == 'alert':
                alerts[kind] = alerts.get(kind, 0) + 1
        log.append(f'{len(events)} events; from the alert: {alerts}; '
                   f'{len(said)} said plays or tricks')
        if not said:
            fail('no event said a card played by the other seat or a trick taken')
        print('\n'.join(log))
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == '__main__':
    if len(sys.argv) == 5 and sys.argv[1] == '--inner':
        inner(*sys.argv[2:5])
    elif len(sys.argv) == 4:
        outer(*sys.argv[1:4])
    else:
        sys.exit(__doc__)
