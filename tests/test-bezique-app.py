#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Play a deal of Bézique in the real application, as a person would.

It starts `parlour --game bezique --seed SEED` under X and plays the whole
deal: the first card with a real pointer drag to the trick, the rest with
the keyboard (Enter on the focused card).  After a won trick the
declaration dialog comes by itself (seed 004: "Immediately after taking a
trick, and then only, a player can make a Declaration"); the first time it
offers a declaration, the test closes it, drags a card of that combination
to the human's side of the table (declaring by dragging), and Enter in the
dialog that comes back makes it — a declaration made through the dialog, which the test sees on the table (the cards laid face up in front of
the human) and in the deal's JSON result.  Other times Escape closes it and
"Declare Nothing" (Alt+N) goes on.  In the last eight tricks a card the
must-win rule forbids is dragged and refused with the rules' reason.  The
result shown is checked against `parlour-cli replay --json` of the record
the application wrote.  Screenshots go to OUTPUT_DIR.

usage: test-bezique-app.py PARLOUR PARLOUR_CLI SCHEMA_DIR OUTPUT_DIR
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import apptest  # noqa: E402

parlour, parlour_cli, schema_dir, out_dir = sys.argv[1:5]

# A deal in which the human can declare after an early trick and, in the
# last eight, holds a card the must-win rule refuses.
SEED = os.environ.get('PARLOUR_TEST_BEZIQUE_SEED', '3')

apptest.skip_without_display()

home = tempfile.mkdtemp(prefix='parlour-test-home-')
state_file = os.path.join(home, 'state.json')
env = apptest.app_env(home, schema_dir,
                      PARLOUR_TEST_STATE_FILE=state_file,
                      PARLOUR_COMPUTER_DELAY='50')

app = apptest.App(out_dir, 'bezique-failure.png', state_file)
log = app.log
find_window, wait_window, wait_gone = app.find_window, app.wait_window, app.wait_gone
screenshot, fail, key = app.screenshot, app.fail, app.key
read_state, wait_state = app.read_state, app.wait_state
proc = None


def hand_card(state, card):
    for entry in state['hand'] + state['melds']:
        if entry['card'] == card and 'px' in entry:
            return entry
    fail(f'{card} is not in reach: {state["hand"]} {state["melds"]}')


def drag(window, state, card):
    app.drag_to_trick(window, hand_card(state, card), state)


def n_cards(state):
    return len(state['hand']) + len(state['melds'])


def geometry(window):
    """The window's rectangle on the screen: x, y, width, height."""
    out = apptest.xdotool('getwindowgeometry', window).stdout
    pos = re.search(r'Position: (-?\d+),(-?\d+)', out)
    size = re.search(r'Geometry: (\d+)x(\d+)', out)
    if not pos or not size:
        fail(f'no geometry for window {window}: {out!r}')
    return (int(pos.group(1)), int(pos.group(2)), int(size.group(1)), int(size.group(2)))


def check_hand_in_view(main, dialog, state):
    """Issue 18: the declaration dialog leaves the hand in view (without a
    window manager it sits in the screen's corner; with one, centred on
    the table, it is no taller than leaves the table's bottom free)."""
    mx, my, mw, mh = geometry(main)
    dx, dy, dw, dh = geometry(dialog)
    cards = [e for e in state['hand'] if 'y' in e]
    if not cards:
        return
    hand_top = my + min(e['y'] for e in cards)
    if dy + dh > hand_top:
        fail(f'the Declare window ({dx},{dy} {dw}x{dh}) covers the hand, '
             f'whose top is at {hand_top}')
    # Centred on the table by a window manager it would still end above
    # the hand.
    if my + (mh + dh) / 2 > hand_top:
        fail(f'the Declare window is {dh} px tall: centred on the {mh} px table '
             f'it would cover the hand at {hand_top}')
    log.append(f'the Declare window ({dw}x{dh}) leaves the hand in view (top {hand_top})')


def ready(s):
    return (s['over'] or s['dialog'] == 'Declare' or
            # The keyboard plays the focused card: wait until one has it.
            (s['human_turn'] and s['phase'] in ('lead', 'follow') and s['playable'] and
             s['focus'] in s['playable']) or
            (s['human_turn'] and s['phase'] in ('declare', 'announce') and s['actions']))


try:
    proc = subprocess.Popen([parlour, '--game', 'bezique', '--seed', SEED], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    app.proc = proc
    main = wait_window('Parlour')
    state = wait_state('the deal', lambda s: s.get('phase') is not None)
    if state.get('game') != 'bezique' or str(state['seed']) != SEED:
        fail(f'--game bezique --seed {SEED} dealt {state.get("game")} #{state["seed"]}')
    if len(state['hand']) != 8:
        fail(f'the human was dealt {len(state["hand"])} cards, not eight')
    screenshot('bezique-table.png')

    dragged = False
    dragged_to_declare = False
    declared = False
    refused = False
    plays = 0
    while True:
        state = wait_state('the human to act or the deal to end', ready, timeout=40)
        if state['over']:
            break

        if state['dialog'] == 'Declare':
            dialog = wait_window('Declare')
            before = state['declarations']
            if not declared:
                screenshot('bezique-declare.png')
                check_hand_in_view(main, dialog, state)
                hand = [e['card'] for e in state['hand']]
                offer = next((o for o in state['declarable']
                              if any(c in hand for c in o)), None)
                if offer is not None and 'melds_area' in state:
                    # Declaring by dragging: close the dialog, drag a card of
                    # a combination to his side of the table; the dialog
                    # comes back with that combination chosen.
                    key(dialog, 'Escape')
                    wait_gone('Declare')
                    card = next(c for c in offer if c in hand)
                    state = wait_state('the table after the dialog',
                                       lambda s: s['dialog'] == '')
                    app.drag_to(main, hand_card(state, card), state['melds_area'])
                    dialog = wait_window('Declare')
                    log.append(f'dragged {card} to declare {offer}')
                    dragged_to_declare = True
                # The dialog's default: the chosen combination, scored now.
                key(dialog, 'Return')
                wait_gone('Declare')
                state = wait_state('the declaration',
                                   lambda s: s['declarations'] > before or
                                   s['phase'] not in ('declare', 'announce'))
                if state['declarations'] > before:
                    declared = True
                    log.append(f'declared through the dialog; melds '
                               f'{[e["card"] for e in state["melds"]]}')
                    if not state['melds']:
                        fail('the declared cards are not on the table')
                    screenshot('bezique-declared.png')
                    # The deal's declarations, both players' (Ctrl+D).
                    key(main, 'ctrl+d')
                    wait_window('Declarations')
                    state = wait_state('the log', lambda s: s['dialog'] == 'Declarations')
                    screenshot('bezique-log.png')
                    key(find_window('Declarations'), 'Escape')
                    wait_gone('Declarations')
                    log.append('the Declarations window opened with Ctrl+D')
            else:
                key(dialog, 'Escape')
                wait_gone('Declare')
            continue

        if state['phase'] in ('declare', 'announce'):
            # The bar after a won trick: Declare Nothing.
            key(main, 'alt+n')
            wait_state('the declarations to end', lambda s: s['moves'] > state['moves'])
            continue

        cards = [e['card'] for e in state['hand'] + state['melds']]
        illegal = [c for c in cards if c not in state['playable']]
        count = n_cards(state)
        if not refused and illegal and state['stock'] == 0:
            # Seed 002: in the last eight tricks the second player must
            # follow suit and win if he can; a card against it flies back.
            drag(main, state, illegal[0])
            after = wait_state('the refusal', lambda s: s['refusal'] != '')
            log.append(f'{illegal[0]} refused: {after["refusal"]}')
            if n_cards(after) != count:
                fail(f'the refused {illegal[0]} left the hand')
            screenshot('bezique-refused.png')
            refused = True
            state = after
        def played(s):
            # By the moves made: with a quick opponent the trick may be
            # over, the cards drawn and the human to lead again between
            # two looks at the table.
            return s['over'] or s['moves'] > state['moves']

        if not dragged:
            drag(main, state, state['playable'][0])
            dragged = True
        elif not refused and state['stock'] == 0 and state['phase'] == 'lead':
            # Leading in the last eight before the refusal was seen: the
            # lowest card, so that the computer takes the trick and the
            # human has to follow (and win if he can) at the next.  With
            # whatever card had the focus he could win every trick to the
            # end, and the test never saw a refusal.
            order = '789JQKTA'
            drag(main, state, min(state['playable'], key=lambda c: order.index(c[1])))
        else:
            # The keyboard: the focus is on a playable card; Enter plays it.
            key(main, 'Return')
        plays += 1
        wait_state('the card to be played', played)

    if not (dragged and declared and refused and dragged_to_declare):
        fail(f'the deal ended without: dragged {dragged}, declared {declared}, '
             f'refused {refused}, dragged to declare {dragged_to_declare}')

    wait_window('End of the Deal')
    state = wait_state('the result', lambda s: s['result'] is not None)
    result_shot = screenshot('bezique-result.png')
    shown = state['result']
    human = state['human']
    if not shown['players'][human]['declarations']:
        fail(f'the result lists no declaration of the human: {shown}')
    brisques = sum(p['brisques'] for p in shown['players'])
    if brisques != 160:
        # Eight aces and eight tens in the two packs, ten each.
        fail(f'the brisques do not add up to 160: {brisques}')

    replayed = app.replay(parlour_cli, env, state_file + '.record')
    for field in ('players', 'score'):
        if replayed.get(field) != shown.get(field):
            fail(f'{field}: the window shows {shown.get(field)!r}, '
                 f'parlour-cli replays {replayed.get(field)!r}')

    app.next_deal_and_quit(main)

    # Issue 18: the seven of trumps dragged onto the turn-up exchanges it.
    # A deal laid out in a saved match (docs/records.md): the human, the
    # elder hand, has just taken the first trick holding the seven of
    # trumps (hearts: the king is turned up), and two nines of clubs.
    pack = [f'{s}{r}' for _ in range(2) for s in 'CSHD' for r in '789TJQKA']
    dealt = ('H7 HQ SQ DJ CA C9 C9 D9 '     # the elder hand, seat 0
             'C7 D7 H8 S7 S8 D8 C8 DT '     # the dealer, seat 1
             'HK').split()                  # the turn-up
    for card in dealt:
        pack.remove(card)
    # Each game has its saved match of its own (issue 21).
    autosave = os.path.join(home, 'data', 'parlour', 'autosave-bezique.rec')
    with open(autosave, 'w', encoding='utf-8') as f:
        f.write('Parlour-Record: 1\n\nGame: bezique\nDealer: 1\n'
                f'Deal: {" ".join(dealt + pack)}\n0: play CA\n1: play C7\nEnd\n')
    proc = subprocess.Popen([parlour], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    app.proc = proc
    main = wait_window('Parlour')
    page = wait_state('Continue on the start page', lambda s: s.get('continue'))
    apptest.xdotool('mousemove', '--window', main, str(page['continue']['px']),
                    str(page['continue']['py']))
    apptest.xdotool('click', '1')
    wait_window('Declare')
    key(find_window('Declare'), 'Escape')
    wait_gone('Declare')
    state = wait_state('the bar after the trick',
                       lambda s: s['phase'] == 'declare' and s['dialog'] == '' and
                       'talon_area' in s)
    # Each of the two nines of clubs is at its own place (the test state
    # follows each physical card).
    nines = [(e['x'], e['y']) for e in state['hand'] if e['card'] == 'C9' and 'x' in e]
    if len(nines) != 2 or nines[0] == nines[1]:
        fail(f'the two nines of clubs are not each in their place: {nines}')
    app.drag_to(main, hand_card(state, 'H7'), state['talon_area'])
    state = wait_state('the exchange', lambda s: any(e['card'] == 'HK' for e in s['hand']))
    if any(e['card'] == 'H7' for e in state['hand']):
        fail(f'the seven of trumps is still in the hand: {state["hand"]}')
    screenshot('bezique-exchanged.png')
    with open(autosave, encoding='utf-8') as f:
        saved = f.read()
    if '0: exchange H7' not in saved:
        fail(f'the exchange is not in the saved match:\n{saved}')
    log.append('the seven of trumps dragged onto the turn-up exchanged it')
    key(main, 'ctrl+q')
    proc.wait(timeout=15)
    print('\n'.join(log))
    print(f'played Bézique deal #{SEED} to the end ({plays} cards): {shown["score"]}; '
          f'screenshot {result_shot}')
finally:
    if proc is not None and proc.poll() is None:
        proc.kill()
    shutil.rmtree(home, ignore_errors=True)
