#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Play Euchre in the real application, as a person would.

First `parlour --game euchre --seed SEED` under X: the human, on the
dealer's left, speaks first; he turns the Go Alone switch on and orders
the turned card up alone (a bid, a lone hand).  His partner's cards are
then laid face down and every trick has three cards.  Every card he plays
is a real pointer drag to the middle of the table; Ctrl+T shows the last
trick.  The result shown is checked against `parlour-cli replay --json`
of the autosave.

Then a game in progress is continued from the start page: the first two
deals of docs/records.md's example, the second stopped where the left
hand has ordered up alone and the human, the dealer, must put a card
away.  The table must know the game score (1–0, carried over from the
first deal: PlGame.carry_over), the human drags a card onto the kitty
(the dealer's discard) and defends against the lone hand to the end; the
result, with the game score, is checked against `parlour-cli replay`.
Screenshots go to OUTPUT_DIR.

usage: test-euchre-app.py PARLOUR PARLOUR_CLI SCHEMA_DIR OUTPUT_DIR
"""

import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import apptest  # noqa: E402

parlour, parlour_cli, schema_dir, out_dir = sys.argv[1:5]

SEED = os.environ.get('PARLOUR_TEST_EUCHRE_SEED', '5')

apptest.skip_without_display()

home = tempfile.mkdtemp(prefix='parlour-test-home-')
state_file = os.path.join(home, 'state.json')
env = apptest.app_env(home, schema_dir,
                      PARLOUR_TEST_STATE_FILE=state_file,
                      PARLOUR_COMPUTER_DELAY='50')

app = apptest.App(out_dir, 'euchre-failure.png', state_file)
log = app.log
find_window, wait_window, wait_gone = app.find_window, app.wait_window, app.wait_gone
screenshot, fail, key = app.screenshot, app.fail, app.key
wait_state = app.wait_state
proc = None


def laid_out(state):
    """Every card of the human's hand has its place on the screen (after a
    deal, a resumed game or a move, the view lays them out a moment
    later, longer under load)."""
    return all('px' in e for e in state['hand'])


def hand_card(state, card):
    for entry in state['hand']:
        if entry['card'] == card and 'px' in entry:
            return entry
    fail(f'{card} is not in reach: {state["hand"]}')


def play_out(main, state, largest_trick):
    """Plays the human's cards by pointer drags until the deal is over;
    checks that no trick has more than @largest_trick cards.  Returns how
    many cards he played."""
    plays = 0
    peeked = False
    while True:
        state = wait_state('the human to play or the deal to end',
                           lambda s: s['over'] or
                           (s['human_turn'] and s['playable'] and s['dialog'] == '' and
                            laid_out(s)),
                           timeout=40)
        if len(state['trick']) > largest_trick:
            fail(f'a trick of {len(state["trick"])} cards: {state["trick"]}')
        if state['over']:
            return plays
        if not peeked and state['tricks'] >= 1:
            # The last trick may be looked at (only the last).
            key(main, 'ctrl+t')
            peek = wait_window('Last Trick')
            state = wait_state('the peek', lambda s: s['peek'] != '')
            log.append(f'peeked: {state["peek"]}')
            screenshot('euchre-peek.png')
            key(peek, 'Escape')
            wait_gone('Last Trick')
            state = wait_state('the table after the peek', lambda s: s['dialog'] == '')
            peeked = True
        before = state['moves']
        card = state['playable'][0]
        app.drag_to_trick(main, hand_card(state, card), state)
        plays += 1
        log.append(f'dragged {card} to the trick')
        wait_state(f'{card} to be played', lambda s: s['over'] or s['moves'] > before)


def check_result(state, record):
    """The result shown against `parlour-cli replay --json` of @record, the
    autosave: the whole game, so that the game score carried from deal to
    deal is checked too."""
    shown = state['result']
    replayed = app.replay(parlour_cli, env, record)
    for field in ('trump', 'maker', 'alone', 'tricks', 'points', 'score', 'end'):
        if replayed.get(field) != shown.get(field):
            fail(f'{field}: the window shows {shown.get(field)!r}, '
                 f'parlour-cli replays {replayed.get(field)!r}')
    return shown


def continue_from_start_page(env_):
    global proc
    proc = subprocess.Popen([parlour], env=env_, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    app.proc = proc
    main_ = wait_window('Parlour')
    page = wait_state('Continue on the start page', lambda s: s.get('continue'))
    apptest.xdotool('mousemove', '--window', main_, str(page['continue']['px']),
                    str(page['continue']['py']))
    apptest.xdotool('click', '1')
    return main_


autosave = os.path.join(home, 'data', 'parlour', 'autosave-euchre.rec')

try:
    # Part one: a lone hand of the human's, through the window.
    proc = subprocess.Popen([parlour, '--game', 'euchre', '--seed', SEED], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    app.proc = proc
    main = wait_window('Parlour')
    state = wait_state('the bidding', lambda s: s.get('phase') is not None and
                       s['human_turn'] and s['actions'])
    if state.get('game') != 'euchre' or str(state['seed']) != SEED:
        fail(f'--game euchre --seed {SEED} dealt {state.get("game")} #{state["seed"]}')
    if len(state['hand']) != 5:
        fail(f'the human was dealt {len(state["hand"])} cards, not five')
    if state['dealer'] != 3 or state['actions'] != ['Order Up', 'Pass']:
        fail(f'the first round on the dealer\'s left offers {state["actions"]} '
             f'(dealer {state["dealer"]})')
    screenshot('euchre-table.png')

    # The Go Alone switch (Alt+A, its mnemonic), then Order Up (Alt+O).
    key(main, 'alt+a')
    # The bar is made again with the switch on: answer once it has.
    wait_state('Order Up Alone', lambda s: s['actions'] == ['Order Up Alone', 'Pass'])
    key(main, 'alt+o')
    state = wait_state('the lone hand', lambda s: s['maker'] == 0)
    if not state['alone'] or state['out'] != 1 << 2:
        fail(f'ordered up alone, but alone={state["alone"]}, out={state["out"]}')
    log.append(f'ordered up alone: trump {state["trump"]}')
    state = wait_state('the play', lambda s: s['human_turn'] and s['playable'])
    screenshot('euchre-alone.png')
    plays = play_out(main, state, 3)
    wait_window('End of the Deal')
    state = wait_state('the result', lambda s: s['result'] is not None)
    screenshot('euchre-result.png')
    shown = check_result(state, autosave)
    if plays != 5 or not shown['alone'] or shown['maker'] != 0:
        fail(f'the lone hand: {plays} cards played, result {shown}')
    log.append(f'lone hand: {shown["end"]}, tricks {shown["tricks"]}, score {shown["score"]}')
    key(wait_window('End of the Deal'), 'Escape')
    wait_gone('End of the Deal')
    app.quit(main)

    # Part two: a game continued, the dealer's discard dragged onto the
    # kitty, defending against a lone hand.
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                           'data', 'euchre', 'docs-example.rec'), encoding='utf-8') as f:
        example = f.read()
    first, second = example.split('\nEnd\n')[:2]
    second = second[:second.index('0: discard')]
    with open(autosave, 'w', encoding='utf-8') as f:
        f.write(first + '\nEnd\n' + second + 'End\n')
    main = continue_from_start_page(env)
    state = wait_state('the discard', lambda s: s.get('game') == 'euchre' and
                       s['human_turn'] and s['dialog'] == '' and 'talon_area' in s and
                       laid_out(s))
    if state['score'] != [1, 0]:
        fail(f'the table does not know the game score 1–0 after the first deal: '
             f'{state["score"]}')
    if state['out'] != 1 << 3 or len(state['hand']) != 6:
        fail(f'the dealer should hold six cards, seat 3 sit out: {state}')
    screenshot('euchre-discard.png')
    card = state['hand'][-1]['card']
    app.drag_to(main, hand_card(state, card), state['talon_area'])
    state = wait_state('the discard made', lambda s: len(s['hand']) == 5 or s['over'])
    if any(e['card'] == card for e in state['hand']):
        fail(f'{card} dragged onto the kitty is still in the hand')
    with open(autosave, encoding='utf-8') as f:
        if f'0: discard {card}' not in f.read():
            fail(f'the discard of {card} is not in the saved game')
    log.append(f'dragged {card} onto the kitty: put away')
    play_out(main, state, 3)
    wait_window('End of the Deal')
    state = wait_state('the result', lambda s: s['result'] is not None)
    screenshot('euchre-result-game.png')
    shown = check_result(state, autosave)
    if sum(shown['score']) != 1 + sum(shown['points']):
        fail(f'the game score {shown["score"]} is not 1–0 plus the deal\'s {shown["points"]}')
    log.append(f'defended a lone hand: {shown["end"]}, game score {shown["score"]}')
    # "Next Deal" (the default button) deals the game's third deal.
    key(wait_window('End of the Deal'), 'Return')
    wait_gone('End of the Deal')
    wait_state('the next deal', lambda s: s['deal'] == 3 and not s['over'])
    app.quit(main)
    print('\n'.join(log))
    print(f'played Euchre deal #{SEED} alone and a continued deal to the end')
finally:
    if proc is not None and proc.poll() is None:
        proc.kill()
    shutil.rmtree(home, ignore_errors=True)
