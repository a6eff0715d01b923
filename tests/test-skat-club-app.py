#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Skat for the club player, at the table (issue 16), as a person plays it.

1. `parlour --game skat --seed 11`: both others pass, and the human,
   forehand, jumps straight to 20 with "Jump To" (ISkO 2.2.3: any value of
   the ladder above the last bid may be said) rather than saying 18 first;
   the record has "bid 20" as his only bid.
2. He plays Hand, announces, and during the play claims the rest with
   "Claim the Rest" (ISS "SC"): the computer defenders accept only when no
   line of play beats it (the solver), otherwise they play on and say why;
   then he concedes with "Concede" (ISS "RE"), which ends the game as lost
   (pl-skat.h, "Claims and concessions").  The result is the one
   `parlour-cli replay --json` finds in the record the window wrote.
   From the end-of-deal window, the Score Sheet's Skat list (the ISkO's
   Spielliste) is exported as CSV (Ctrl+E, a file chooser) and has the
   deal's row.
3. `parlour MATCH.rec`, a match with Bock rounds on whose deal is a Grand
   Hand won by concession: "Next Deal" deals a Bock deal (XSkat's Bock
   events: a won Grand Hand calls for a Bock round), the table says
   "Bock", and the record of the new deal has bock-deal=1.
4. `parlour DISCARD.rec`, the human to put two cards away: a card dragged
   over the skat highlights the skat's place (the drop target) and, dropped
   there, stays chosen and raised in the hand.
5. At 360 x 640, every seat's marks lie inside its label and every label
   inside the table (the state file says where they are).

Needs DISPLAY and xdotool; skips (exit 77) without them.

usage: test-skat-club-app.py PARLOUR PARLOUR_CLI SCHEMA_DIR OUTPUT_DIR
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import apptest  # noqa: E402

parlour, parlour_cli, schema_dir, out_dir = sys.argv[1:5]
apptest.skip_without_display()

# Both computers pass at deal #11: the human alone may bid.
SEED = '11'

GRAND_HAND_MATCH = """Parlour-Record: 1

Game: skat
Option: bock=on
Option: ramsch-rounds=on
Dealer: 2
Seed: 1234
1: pass
2: bid 18
0: pass
2: hand
2: announce grand hand
0: concede
1: concede
End
"""

# Seed 11: both others pass, the human bids 20 and takes up the skat; he
# is to put two cards away.
DISCARD_MATCH = """Parlour-Record: 1

Game: skat
Dealer: 2
Seed: 11
1: pass
2: pass
0: bid 20
0: pickup
End
"""

home = tempfile.mkdtemp(prefix='parlour-test-home-')
state_file = os.path.join(home, 'state.json')
# The scenario is scripted on seed 11's bidding: the Easy player's rules
# of thumb keep the computer's bids the same while the Normal and Strong
# players' judgement of hands changes (issue 17).
env = apptest.app_env(home, schema_dir,
                      PARLOUR_TEST_STATE_FILE=state_file,
                      PARLOUR_COMPUTER_DELAY='100',
                      PARLOUR_AI_LEVEL='easy')
app = apptest.App(out_dir, 'skat-club-failure.png', state_file)
log = app.log
wait_window, wait_gone, key = app.wait_window, app.wait_gone, app.key
wait_state, fail, screenshot = app.wait_state, app.fail, app.screenshot


def record_moves(path):
    with open(path, encoding='utf-8') as f:
        return [line.strip() for line in f if line[:1].isdigit() and ': ' in line]


def autosave():
    """The autosaved match (docs/saving.md), written after every move."""
    for root, _dirs, files in os.walk(os.path.join(home, 'data')):
        if 'autosave-skat.rec' in files:
            return os.path.join(root, 'autosave-skat.rec')
    fail('no autosave-skat.rec was written')


try:
    # 1. A jump bid.
    main = app.start(parlour, env, '--game', 'skat', '--seed', SEED)
    state = wait_state('the human to bid', lambda s: s.get('phase') == 'bidding' and
                       s['human_turn'] and 'Jump To' in s['actions'])
    log.append(f'bidding: {state["actions"]}')
    screenshot('skat-jump-bid.png')
    key(main, 'alt+j')
    state = wait_state('the jump bid', lambda s: s['phase'] != 'bidding' or s['bid'] > 18)
    if state['bid'] != 20:
        fail(f'"Jump To" bid {state["bid"]}, not 20')
    bids = [m for m in record_moves(autosave()) if m.startswith('0: bid')]
    if bids != ['0: bid 20']:
        fail(f'the human\'s bids in the record are {bids}, not a jump to 20')
    log.append('jumped to 20')

    # 2. Hand, the announcement, a claim and a concession.
    state = wait_state('the skat decision', lambda s: s['phase'] == 'skat' and s['human_turn'])
    key(main, 'alt+h')
    dialog = wait_window('Announce Your Game')
    screenshot('skat-announce.png')
    key(dialog, 'alt+a')
    wait_gone('Announce Your Game')
    state = wait_state('the play with a claim offered',
                       lambda s: s['phase'] == 'play' and 'Claim the Rest' in s['actions']
                       and 'Concede' in s['actions'])
    key(main, 'alt+r')
    state = wait_state('the claim to be answered',
                       lambda s: s['over'] or (s['claimed'] and s['toast'] != ''), timeout=60)
    screenshot('skat-claimed.png')
    log.append(f'claimed: over {state["over"]}, toast {state["toast"]!r}')
    if not state['claimed']:
        fail('the claim was not recorded')
    if not state['over']:
        # The defenders play on, and say why (the solver found a trick).
        if 'does not accept the claim' not in state['toast']:
            fail(f'the defenders neither accepted the claim nor said why: {state["toast"]!r}')
        state = wait_state('Concede offered', lambda s: 'Concede' in s['actions'])
        key(main, 'alt+c')
        state = wait_state('the concession to end the game', lambda s: s['over'])
        # PL_SKAT_END_DECLARER_CONCEDED: the declarer gave the rest away.
        if state['result']['won']:
            fail(f'a conceded game was won: {state["result"]}')
    wait_window('End of the Deal')
    state = wait_state('the result', lambda s: s['result'] is not None)
    screenshot('skat-claim-result.png')
    replayed = app.replay(parlour_cli, env, state_file + '.record')
    for field in ('declarer', 'contract', 'won', 'value', 'points', 'score'):
        if replayed.get(field) != state['result'].get(field):
            fail(f'{field}: the window shows {state["result"].get(field)!r}, '
                 f'parlour-cli replays {replayed.get(field)!r}')
    moves = record_moves(state_file + '.record')
    if '0: claim' not in moves:
        fail(f'the claim is not in the record: {moves[-6:]}')
    log.append(f'claim and concession: {moves[-4:]}')
    # A Hand game: the skat was not taken up, and lies as dealt.
    if state['skat_dealt'] != state['skat_end']:
        fail(f'a Hand game\'s skat changed: {state["skat_dealt"]} -> {state["skat_end"]}')

    # The Skat list (the ISkO's Spielliste) exported as CSV from the
    # Score Sheet opened from the end-of-deal window (Ctrl+E).
    key(wait_window('End of the Deal'), 'alt+s')
    sheet = wait_window('Score Sheet')
    key(sheet, 'ctrl+e')
    chooser = wait_window('Export the Skat List')
    exported = os.path.join(home, 'list.csv')
    apptest.xdotool('windowfocus', '--sync', chooser)
    apptest.xdotool('key', '--clearmodifiers', 'ctrl+a')
    apptest.xdotool('type', '--delay', '20', exported)
    apptest.xdotool('key', '--clearmodifiers', 'Return')
    wait_gone('Export the Skat List')
    for _ in range(50):
        if os.path.exists(exported):
            break
        time.sleep(0.2)
    else:
        fail('the Skat list was not exported')
    with open(exported, encoding='utf-8') as f:
        csv = f.read()
    log.append(f'exported: {csv.splitlines()[:2]}')
    # One row for the deal: number 1, the human declarer, Hearts Hand, bid 20.
    if not any(line.startswith('1,') and ',20,' in line for line in csv.splitlines()):
        fail(f'the exported list has no row for deal 1 bid at 20:\n{csv}')
    # Print… (Ctrl+P) opens the print dialog over the Score Sheet, which is
    # itself over the modal end-of-deal window: the dialog must respond
    # (Escape closes it, and only it).  test-skat-app.py prints to a PDF.
    key(sheet, 'ctrl+p')
    printing = wait_window('Print')
    screenshot('skat-club-print.png')
    key(printing, 'Escape')
    wait_gone('Print')
    if not app.find_window('Score Sheet') or not app.find_window('End of the Deal'):
        fail('closing the print dialog closed the Score Sheet or the result')
    log.append('the print dialog opened from the Score Sheet and closed by itself')
    key(sheet, 'Escape')
    wait_gone('Score Sheet')
    app.quit(main)

    # 3. A Bock round after a won Grand Hand, in a home without a saved
    # match (that one would be offered first).
    shutil.rmtree(os.path.join(home, 'data'), ignore_errors=True)
    match = os.path.join(home, 'grand-hand.rec')
    with open(match, 'w', encoding='utf-8') as f:
        f.write(GRAND_HAND_MATCH)
    main = app.start(parlour, env, match)
    result = wait_window('End of the Deal')
    state = wait_state('the Grand Hand loaded', lambda s: s.get('over'))
    if state['bock_deal'] != 0:
        fail(f'the first deal is already a Bock deal: {state["bock_deal"]}')
    key(result, 'Return')
    wait_gone('End of the Deal')
    state = wait_state('the Bock deal', lambda s: s['deal'] == 2 and not s['over'])
    screenshot('skat-bock.png')
    if state['bock_deal'] != 1 or 'Bock' not in state['contract_text']:
        fail(f'the deal after a won Grand Hand is no Bock deal: bock_deal '
             f'{state["bock_deal"]}, the table says {state["contract_text"]!r}')
    with open(autosave(), encoding='utf-8') as f:
        if 'Option: bock-deal=1' not in f.read():
            fail('the Bock deal\'s autosaved record does not say bock-deal=1')
    log.append(f'Bock deal: {state["contract_text"]!r}')
    app.quit(main)

    # 4. Discarding by dragging (issue 16): while a card is dragged over
    # the skat, the skat's place is highlighted (the drop target); the
    # card dropped there stays chosen, raised in the hand.
    shutil.rmtree(os.path.join(home, 'data'), ignore_errors=True)
    match = os.path.join(home, 'discard.rec')
    with open(match, 'w', encoding='utf-8') as f:
        f.write(DISCARD_MATCH)
    main = app.start(parlour, env, match)
    # Under load the hand may still be coming in: the card must be where a
    # press reaches it.
    state = wait_state('the discard', lambda s: s['phase'] == 'discard' and s['human_turn'] and
                       any(e['card'] == 'D7' and 'px' in e for e in s['hand']), timeout=40)
    card = next(e for e in state['hand'] if e['card'] == 'D7')
    if state['drop_target'] != '':
        fail(f'a drop target is highlighted before any drag: {state["drop_target"]!r}')
    x0, y0 = card['px'], card['py']
    x1, y1 = state['talon_area']['px'], state['talon_area']['py']
    apptest.xdotool('mousemove', '--window', main, str(x0), str(y0))
    time.sleep(0.2)
    apptest.xdotool('mousedown', '1')
    try:
        for i in range(1, 13):
            apptest.xdotool('mousemove', '--window', main, str(int(x0 + (x1 - x0) * i / 12)),
                            str(int(y0 + (y1 - y0) * i / 12)))
            time.sleep(0.03)
        wait_state('the skat highlighted under the dragged card',
                          lambda s: s['drop_target'] == 'talon')
        screenshot('skat-discard-drop-target.png')
    finally:
        apptest.xdotool('mouseup', '1')
    state = wait_state('the card chosen', lambda s: s['selected'] == ['D7'] and
                       s['drop_target'] == '')
    raised = next(e for e in state['hand'] if e['card'] == 'D7')
    others = [e['y'] for e in state['hand'] if e['card'] != 'D7']
    if raised['y'] >= min(others):
        fail(f'the chosen D7 is not raised: y {raised["y"]}, the others from {min(others)}')
    screenshot('skat-discard-chosen.png')
    log.append(f'dragged D7 onto the highlighted skat: chosen, raised to y {raised["y"]}')
    app.quit(main)

    # 5. Nothing cut off at 360 x 640 (issue 16): at seed 5 Bert, on the
    # right, has three marks (Dealer, Rearhand, Pass with the Easy
    # players); every mark lies inside its seat's label, and every label
    # inside the table.
    shutil.rmtree(os.path.join(home, 'data'), ignore_errors=True)
    for setting, value in (('window-width', '360'), ('window-height', '640')):
        subprocess.run(['gsettings', 'set', 'io.github.parlour.Parlour', setting, value],
                       env=env, check=True)
    main = app.start(parlour, env, '--game', 'skat', '--seed', '5')
    while True:
        state = wait_state('the bidding to reach the human or end',
                           lambda s: s['phase'] != 'bidding' or
                           (s['human_turn'] and s['actions']))
        if state['phase'] != 'bidding':
            break
        key(main, 'alt+p')
        wait_state('the pass', lambda s: not (s['phase'] == 'bidding' and s['human_turn'] and
                                              s['actions'] == state['actions']))
    state = wait_state('the play at 360 px', lambda s: s['phase'] == 'play')
    screenshot('skat-narrow.png')
    view = state['view']
    if view['w'] > 400:
        fail(f'the window is not narrow: the table is {view["w"]} px wide')
    for seat, label in enumerate(state['seat_labels']):
        if label is None:
            continue
        marks = label['marks']
        if label['x'] < 0 or label['x'] + label['w'] > view['w']:
            fail(f'seat {seat}\'s label {label} passes the table\'s edge ({view["w"]} px)')
        # A pixel for rounding.
        if (marks['x'] < label['x'] - 1 or marks['y'] < label['y'] - 1 or
                marks['x'] + marks['w'] > label['x'] + label['w'] + 1 or
                marks['y'] + marks['h'] > label['y'] + label['h'] + 1):
            fail(f'seat {seat}\'s marks {marks} are cut off by its label {label}')
    log.append(f'360 px: {len(state["seat_labels"])} seat labels, every mark inside')
    app.quit(main)
    print('\n'.join(log))
finally:
    if app.proc is not None and app.proc.poll() is None:
        app.proc.kill()
    shutil.rmtree(home, ignore_errors=True)
