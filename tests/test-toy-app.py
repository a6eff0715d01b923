#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The tests' toy games at the table of the real application (issue 12).

parlour-toy is Parlour with two games registered the way a new game
registers (tests/ui/toy-controller.c): "hicard", a trick game of eight
cards, and "fishing", whose cards lie on the floor in piles (loose cards
and builds, as in Cassino).  This test plays a deal of each under X with
the pointer and the keyboard:

  hicard   a card dragged to the trick is played, the rest with Enter; the
           deal ends, the last trick can be looked at, and the record the
           window kept replays with the same result in parlour-cli-toy;
  fishing  the floor's piles are on the screen; a card dragged onto a pile
           of its rank takes it, one dragged onto a pile of another rank
           builds on it (the pile becomes the human's), one dragged beside
           the piles is laid there; a click chooses a card of the floor.

usage: test-toy-app.py PARLOUR_TOY PARLOUR_CLI_TOY SCHEMA_DIR OUTPUT_DIR
"""

import os
import shutil
import subprocess
import sys
import tempfile

import apptest

parlour, parlour_cli, schema_dir, out_dir = sys.argv[1:5]

apptest.skip_without_display()


def start(app, home, game, seed, delay):
    env = apptest.app_env(home, schema_dir,
                          PARLOUR_TEST_STATE_FILE=app.state_file,
                          PARLOUR_COMPUTER_DELAY=str(delay))
    app.proc = subprocess.Popen([parlour, '--game', game, '--seed', str(seed)], env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    main = app.wait_window('Parlour')
    state = app.wait_state(f'the deal of {game}', lambda s: s.get('phase') is not None)
    if state['game'] != game:
        app.fail(f'--game {game} sat down at {state["game"]}')
    return env, main


def play_hicard(home):
    app = apptest.App(out_dir, 'toy-hicard-failure.png', os.path.join(home, 'hicard.json'))
    env, main = start(app, home, 'hicard', 3, 50)
    dragged = peeked = False
    while True:
        state = app.wait_state('the human to play or the end',
                               lambda s: s['over'] or (s['human_turn'] and s['playable']))
        if state['over']:
            break
        count = len(state['hand'])
        if not dragged:
            card = state['playable'][0]
            entry = next(e for e in state['hand'] if e['card'] == card)
            app.drag_to_trick(main, entry, state)
            app.log.append(f'dragged {card} to the trick')
            dragged = True
        else:
            app.key(main, 'Return')
        state = app.wait_state('the card to be played',
                               lambda s: s['over'] or len(s['hand']) < count)
        if not peeked and state['tricks'] > 0 and not state['over']:
            # The last trick may be seen (the toy's table view says so).
            app.key(main, 'ctrl+t')
            state = app.wait_state('the last trick', lambda s: s['peek'] != '')
            app.log.append(f'peeked: {state["peek"]}')
            app.key(app.wait_window(state['dialog']), 'Escape')
            app.wait_state('the peek to close', lambda s: s['dialog'] == '')
            peeked = True
    shot = app.screenshot('toy-hicard.png')
    state = app.wait_state('the result', lambda s: s['result'] is not None)
    replayed = app.replay(parlour_cli, env, app.state_file + '.record')
    if replayed.get('tricks') != state['result'].get('tricks'):
        app.fail(f'the window says {state["result"]}, parlour-cli-toy replays {replayed}')
    if not (dragged and peeked):
        app.fail(f'dragged {dragged}, peeked {peeked}')
    app.key(app.wait_window('End of the Deal'), 'Escape')
    app.quit(main)
    print('\n'.join(app.log))
    print(f'hicard: played to the end, {state["result"]}; screenshot {shot}')


def pile_of(state, rank):
    return next((p for p in state['floor'] if p['cards'][-1]['card'][1] == rank
                 and p['owner'] < 0), None)


def play_fishing(home):
    app = apptest.App(out_dir, 'toy-fishing-failure.png', os.path.join(home, 'fishing.json'))
    # The computer waits long enough for the table to be seen between moves.
    env, main = start(app, home, 'fishing', 3, 1500)
    took = built = trailed = chose = False
    state = app.wait_state('the floor', lambda s: len(s['floor']) == 4 and s['human_turn'])
    shot = app.screenshot('toy-fishing.png')
    for pile in state['floor']:
        if 'drop' not in pile or any('px' not in c for c in pile['cards']):
            app.fail(f'a pile of the floor is not on the screen: {pile}')

    # A click chooses a card of the floor.
    app.proc and apptest.xdotool('mousemove', '--window', main,
                                 str(state['floor'][0]['cards'][0]['px']),
                                 str(state['floor'][0]['cards'][0]['py']))
    apptest.xdotool('click', '1')
    state = app.wait_state('a card of the floor chosen', lambda s: s['selected'] != [])
    if state['selected'] != [state['floor'][0]['cards'][0]['card']]:
        app.fail(f'clicked {state["floor"][0]["cards"][0]["card"]}, chose {state["selected"]}')
    chose = True

    while not (took and built and trailed):
        state = app.wait_state('the human to play or the end',
                               lambda s: s['over'] or s['human_turn'])
        if state['over']:
            break
        moves = state['moves']
        hand = [e['card'] for e in state['hand']]
        ranks = [c[1] for c in hand]
        take = next(((c, pile_of(state, c[1])) for c in hand if pile_of(state, c[1])), None)
        double = next((c for c in hand if ranks.count(c[1]) >= 2), None)
        other = next((p for p in state['floor'] if double and
                      p['cards'][-1]['card'][1] != double[1] and p['owner'] < 0), None)
        entry = None
        if not took and take is not None:
            card, pile = take
            entry = next(e for e in state['hand'] if e['card'] == card)
            app.drag_to(main, entry, pile['drop'])
            after = app.wait_state('the take', lambda s: s['moves'] == moves + 1)
            if any(c['card'] == pile['cards'][0]['card'] for p in after['floor']
                   for c in p['cards']):
                app.fail(f'{card} dropped on {pile["cards"]} did not take it')
            app.log.append(f'took {[c["card"] for c in pile["cards"]]} with {card}')
            took = True
        elif not built and double is not None and other is not None:
            entry = next(e for e in state['hand'] if e['card'] == double)
            app.drag_to(main, entry, other['drop'])
            after = app.wait_state('the build', lambda s: s['moves'] == moves + 1)
            mine = [p for p in after['floor']
                    if p['owner'] == after['human'] and
                    any(c['card'] == double for c in p['cards'])]
            if not mine:
                app.fail(f'{double} dropped on {other["cards"]} built nothing: {after["floor"]}')
            app.screenshot('toy-fishing-build.png')
            app.log.append(f'built {double} on {[c["card"] for c in other["cards"]]}')
            built = True
        else:
            # A card of which the hand holds no other, keeping a pair to
            # build with.
            card = next((c for c in reversed(hand) if ranks.count(c[1]) == 1), hand[-1])
            entry = next(e for e in state['hand'] if e['card'] == card)
            count = len(state['floor'])
            app.drag_to(main, entry, state['floor_area'])
            after = app.wait_state('the card laid down', lambda s: s['moves'] == moves + 1)
            if not any(c['card'] == card for p in after['floor'] for c in p['cards']) and \
                    len(after['floor']) <= count:
                app.fail(f'{card} dropped beside the piles was not laid down: {after["floor"]}')
            app.log.append(f'trailed {card}')
            trailed = True
    if not (took and built and trailed and chose):
        app.fail(f'the deal ended without: took {took}, built {built}, trailed {trailed}')
    # The rest with the keyboard: Enter takes what the focused card takes,
    # or lays it down.
    while True:
        state = app.wait_state('the human to play or the end',
                               lambda s: s['over'] or (s['human_turn'] and s['playable']))
        if state['over']:
            break
        moves = state['moves']
        app.key(main, 'Return')
        app.wait_state('the card played', lambda s: s['moves'] > moves)
    app.key(app.wait_window('End of the Deal'), 'Escape')
    app.wait_state('the result to close', lambda s: s['dialog'] == '')
    app.quit(main)
    print('\n'.join(app.log))
    print(f'fishing: took, built {built}, trailed and chose on the floor; screenshot {shot}')


home = tempfile.mkdtemp(prefix='parlour-test-home-')
try:
    play_hicard(home)
    play_fishing(home)
finally:
    shutil.rmtree(home, ignore_errors=True)
