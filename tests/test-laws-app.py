#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The book's laws at the table, in the real application (issue 15).

Euchre with "Play by the Book's Laws" on (the settings key euchre-laws),
continued from a saved game where the left-hand computer (seat 1) is to
lead the first trick and the human (seat 0) made trumps:

1. The human leads out of turn: a real pointer drag of a card to the
   middle while it is not his turn.  Seed 001, laws 52 and 53: an
   adversary answers; a computer does, and its seat label (and what the
   table says to a screen reader) names what it chose and the law.
2. A computer exposes a card: PARLOUR_LAWS_FORCE_ERR="3: expose" makes
   the computer at seat 3 commit "expose C" at its first chance (pl-table-
   computer.c), before seat 1 leads,
   so that the test meets it every time.  The card lies face up in front
   of its owner, marked, until it is played; when the human's side may
   call it (seed 001, laws 46 and 56) the answer's dialog names the law
   and offers its remedies; the human chooses the first with Enter.
   Then he plays out the deal and the result's reasons name the law.

3. Skat with the laws on (skat-laws), continued where the declarer
   (seat 2) is to follow a club lead: PARLOUR_LAWS_FORCE_ERR=revoke makes
   him revoke; on his turn the human opens Call an Irregularity (Ctrl+I),
   calls the revoke with Enter, and the deal ends by the law (ISkO 4.1.4,
   which Parlour follows where seed 000 is silent on the single player's
   revoke).

Screenshots go to OUTPUT_DIR (laws-*.png), also at 360 px wide.

usage: test-laws-app.py PARLOUR PARLOUR_CLI SCHEMA_DIR OUTPUT_DIR
"""

import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import apptest  # noqa: E402

parlour, parlour_cli, schema_dir, out_dir = sys.argv[1:5]

apptest.skip_without_display()

# Seed 5 dealt by seat 0: the others pass, the human orders up and puts
# the ten of clubs away; seat 1 leads.
SAVED = """Parlour-Record: 1

Game: euchre
Option: laws=on
Dealer: 0
Seed: 5
1: pass
2: pass
3: pass
0: order
0: discard CT
End
"""


# Seed 1 dealt by seat 0: middlehand (seat 2) takes the game at 18 and
# announces a Grand; forehand (seat 1) leads.
SAVED_SKAT = """Parlour-Record: 1

Game: skat
Option: laws=on
Dealer: 0
Seed: 1
2: bid 18
1: pass
0: pass
2: pickup
2: discard SK HT
2: announce grand
End
"""


def write_settings(home):
    keyfile = os.path.join(home, 'config', 'glib-2.0', 'settings', 'keyfile')
    os.makedirs(os.path.dirname(keyfile), exist_ok=True)
    with open(keyfile, 'w', encoding='utf-8') as f:
        f.write('[io/github/parlour/Parlour]\neuchre-laws=true\nskat-laws=true\n')


def laid_out(state):
    return all('px' in e for e in state['hand'])


def hand_card(app, state, card):
    for entry in state['hand']:
        if entry['card'] == card and 'px' in entry:
            return entry
    app.fail(f'{card} is not in reach: {state["hand"]}')


def start(app, env):
    """Continues the saved game from the start page."""
    main = app.start(parlour, env)
    page = app.wait_state('Continue on the start page', lambda s: s.get('continue'))
    apptest.xdotool('mousemove', '--window', main, str(page['continue']['px']),
                    str(page['continue']['py']))
    apptest.xdotool('click', '1')
    return main


def play_out(app, main, first_dialog=None):
    """Plays the human's cards to the end and answers what he is asked
    with Enter (the dialog's first remedy); @first_dialog(state) is called
    when the first answer's dialog is open, before it is answered.
    Returns the final state and how many answers he gave."""
    answers = 0
    while True:
        state = app.wait_state('the human to play or the deal to end',
                               lambda s: s['over'] or
                               (s['human_turn'] and laid_out(s) and
                                (s['dialog'] != '' or s['playable'])),
                               timeout=60)
        if state['over']:
            return state, answers
        if state['dialog'] != '' and state['laws']['pending']:
            # The answer's dialog is headed by the law ("Seed 001, laws 46,
            # 55 and 56").
            if 'law' not in state['dialog']:
                app.fail(f'the answer\'s dialog does not name the law: {state["dialog"]!r}')
            dialog = app.wait_window(state['dialog'])
            if answers == 0 and first_dialog is not None:
                first_dialog(state)
            app.key(dialog, 'Return')
            app.wait_state('the answer', lambda s, m=state['moves']: s['moves'] > m)
            answers += 1
            app.log.append(f'answered: {app.read_state()["laws"]["said"][0]}')
            continue
        before = state['moves']
        if not state['playable']:
            app.fail(f"nothing to play, dialog {state['dialog']!r}")
        card = state['playable'][0]
        app.drag_to_trick(main, hand_card(app, state, card), state)
        app.log.append(f'dragged {card} to the trick')
        app.wait_state(f'{card} to be played', lambda s: s['over'] or s['moves'] > before)


# The application running now, killed if a test fails before it quits.
running = []


def part_one(home, autosave):
    state_file = os.path.join(home, 'state.json')
    # The computer waits long enough before its lead for the human to lead
    # first, however loaded the machine.
    env = apptest.app_env(home, schema_dir, PARLOUR_TEST_STATE_FILE=state_file,
                          PARLOUR_COMPUTER_DELAY='12000', PARLOUR_AI_LEVEL='easy')
    app = apptest.App(out_dir, 'laws-failure.png', state_file)
    running.append(app)
    with open(autosave, 'w', encoding='utf-8') as f:
        f.write(SAVED)
    main = start(app, env)
    state = app.wait_state('seat 1 to lead', lambda s: s.get('game') == 'euchre' and
                           s['to_move'] == 1 and not s['trick'] and laid_out(s) and
                           'laws' in s)
    card = state['hand'][0]['card']
    app.drag_to_trick(main, hand_card(app, state, card), state)
    app.log.append(f'led {card} out of turn')
    state = app.wait_state('the lead out of turn', lambda s: s['moves'] > 5 or s['refusal'])
    if state['refusal'] or state['laws']['said'][0] != 'Plays out of turn':
        app.fail(f'the lead out of turn was not taken: {state["refusal"]!r}, '
                 f'{state["laws"]}')
    state = app.wait_state('an adversary to answer the lead out of turn',
                           lambda s: any(s['laws']['said'][i] for i in (1, 3)), timeout=60)
    said = [s for s in state['laws']['said'] if s]
    if not any('laws 52 and 53' in s for s in said):
        app.fail(f'no seat label names laws 52 and 53: {state["laws"]["said"]}')
    if 'laws 52 and 53' not in state['announced']:
        app.fail(f'the screen reader was told {state["announced"]!r}')
    app.log.append(f'answered: {said}; announced {state["announced"]!r}')
    time.sleep(0.5)
    app.screenshot('laws-answered.png')
    app.quit(main)


def part_two(home, autosave):
    state_file = os.path.join(home, 'state.json')
    env = apptest.app_env(home, schema_dir, PARLOUR_TEST_STATE_FILE=state_file,
                          PARLOUR_COMPUTER_DELAY='300', PARLOUR_AI_LEVEL='easy',
                          PARLOUR_LAWS_FORCE_ERR='3: expose')
    app = apptest.App(out_dir, 'laws-failure.png', state_file)
    running.append(app)
    with open(autosave, 'w', encoding='utf-8') as f:
        f.write(SAVED)
    main = start(app, env)
    state = app.wait_state('a computer to expose a card',
                           lambda s: s.get('laws') and any(s['laws']['exposed'][1:]),
                           timeout=30)
    exposed = [c for cards in state['laws']['exposed'] for c in cards]
    app.log.append(f'exposed: {state["laws"]["exposed"]}, said {state["laws"]["said"]}')
    time.sleep(0.5)
    app.screenshot('laws-exposed.png')

    def look(_state):
        time.sleep(0.5)
        app.screenshot('laws-dialog.png')
        apptest.xdotool('windowsize', main, '360', '640')
        time.sleep(1.5)
        app.screenshot('laws-dialog-narrow.png')
        apptest.xdotool('windowsize', main, '1280', '760')
        time.sleep(1)

    # The human's side may call it when its owner is to play and may play
    # it (laws 46, 55 and 56): the human, on its owner's left, is asked.
    state, answers = play_out(app, main, look)
    if answers == 0:
        app.fail('the deal ended without the human being asked about the exposed card')
    app.wait_window('End of the Deal')
    state = app.wait_state('the result', lambda s: s['result'] is not None)
    time.sleep(0.5)
    app.screenshot("laws-result.png")
    reasons = state['result'].get('reasons', '')
    if 'Law 46' not in reasons and 'law 46' not in reasons:
        app.fail(f'the result does not name law 46: {reasons!r}')
    app.log.append(f'result: {reasons!r}')
    app.key(app.wait_window('End of the Deal'), 'Escape')
    app.wait_gone('End of the Deal')
    app.quit(main)
    return app


def part_three(home):
    state_file = os.path.join(home, 'state.json')
    env = apptest.app_env(home, schema_dir, PARLOUR_TEST_STATE_FILE=state_file,
                          PARLOUR_COMPUTER_DELAY='300', PARLOUR_AI_LEVEL='easy',
                          PARLOUR_LAWS_FORCE_ERR='revoke')
    app = apptest.App(out_dir, 'laws-failure.png', state_file)
    running.append(app)
    autosave = os.path.join(home, 'data', 'parlour', 'autosave-skat.rec')
    with open(autosave, 'w', encoding='utf-8') as f:
        f.write(SAVED_SKAT)
    main = start(app, env)
    state = app.wait_state('the human\'s turn after the revoke',
                           lambda s: s.get('game') == 'skat' and s['human_turn'] and
                           laid_out(s) and s.get('laws') is not None, timeout=30)
    if state['laws']['calls'] != 1:
        fail_state = state['laws']
        app.fail(f'the human may not call the revoke: {fail_state}')
    app.key(main, 'ctrl+i')
    dialog = app.wait_window('Call an Irregularity')
    app.screenshot('laws-call.png')
    app.key(dialog, 'Return')
    state = app.wait_state('the deal ended by the law', lambda s: s['over'])
    with open(autosave, encoding='utf-8') as f:
        record = f.read()
    if '2: play' not in record or 'revoke\n0: call revoke' not in record:
        app.fail(f'the record does not hold the revoke and the call:\n{record}')
    reasons = state['result']['reasons']
    if 'ISkO 4.1.4' not in reasons or state['result']['end'] != 'law':
        app.fail(f'the result does not name the law: {state["result"]}')
    app.log.append(f'called the revoke: {reasons.splitlines()[0]}')
    app.wait_window('End of the Deal')
    app.key(app.wait_window('End of the Deal'), 'Escape')
    app.wait_gone('End of the Deal')
    app.quit(main)


home = tempfile.mkdtemp(prefix='parlour-test-home-')
try:
    write_settings(home)
    autosave = os.path.join(home, 'data', 'parlour', 'autosave-euchre.rec')
    os.makedirs(os.path.dirname(autosave), exist_ok=True)
    part_one(home, autosave)
    app = part_two(home, autosave)
    print('\n'.join(app.log))
    part_three(home)
    print('\n'.join(running[-1].log))
finally:
    for started in running:
        if started.proc is not None and started.proc.poll() is None:
            started.proc.kill()
    shutil.rmtree(home, ignore_errors=True)
