#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A hand of Cassino through the real window (issue 14, "At the table").

Parlour starts at the Cassino table with seed 28: the human (forehand)
holds S8 S9 HQ D7 and the table shows C6 H5 H8 D2.  The test plays the
whole hand with real pointer drags and the keyboard:

  - the eight dropped on the eight of the table may take it alone or with
    6+2 as well: the table offers both by name and the test chooses
    "Take 8 with 8 and 6+2" from the list (the table never guesses);
  - the peek control shows that capture (seed 003: "only the last trick
    gathered can be seen");
  - a build: a hand card dropped on a table card making a value the hand
    holds another card of ("Build 9"), chosen by name when the drop has
    other outcomes too;
  - a refused trail: while he owns a build the human may not trail, and
    the table says why ("You own a build of 9: …");
  - the build's capture, dropped on the build;
  - a table card chosen by a click, then a hand card of its rank clicked;
  - every other turn with Enter (and Enter again in the list when a card
    can do several things);
  - at the end the breakdown the window shows for each player (cards,
    spades, cassinos, aces, sweeps, with the counts, and the points) is
    checked against `parlour-cli replay --json` of the autosave.

Screenshots of the table, the list of moves, the result, and the table at
360 x 640 go to the build directory.

usage: test-cassino-app.py PARLOUR PARLOUR_CLI SCHEMA_DIR OUTPUT_DIR
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

import apptest

parlour, parlour_cli, schema_dir, out_dir = sys.argv[1:5]

apptest.skip_without_display()

VALUES = {'A': 1, 'T': 10, 'J': 0, 'Q': 0, 'K': 0}


def value(card):
    """A card's value at Cassino (seed 003; courts only pair)."""
    rank = card[1]
    return VALUES[rank] if rank in VALUES else int(rank)


def pile_with(state, card):
    return next(p for p in state['floor'] if any(c['card'] == card for c in p['cards']))


def entry_of(state, card):
    return next(e for e in state['hand'] if e['card'] == card)


class CassinoTest:
    def __init__(self, home):
        self.home = home
        self.app = apptest.App(out_dir, 'cassino-app-failure.png',
                               os.path.join(home, 'cassino.json'))
        self.env = apptest.app_env(home, schema_dir,
                                   PARLOUR_TEST_STATE_FILE=self.app.state_file,
                                   PARLOUR_COMPUTER_DELAY='400')
        self.main = None
        self.took_multi = self.built = self.refused = self.took_build = False
        self.chose_set = False
        self.build_value = None

    def start(self):
        app = self.app
        app.proc = subprocess.Popen([parlour, '--game', 'cassino', '--seed', '28'], env=self.env,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.main = app.wait_window('Parlour')
        state = app.wait_state('the first hand', lambda s: s.get('human_turn') and
                               len(s.get('floor', [])) == 4)
        if state['game'] != 'cassino':
            app.fail(f'--game cassino sat down at {state["game"]}')
        return state

    def wait_turn(self):
        return self.app.wait_state('the human to play or the end',
                                   lambda s: s['over'] or (s['human_turn'] and s['playable']
                                                           and s['dialog'] == ''))

    def choose(self, moves, want):
        """The list of what the card can do is open: chooses the entry
        @want picks (a function of the entries), with the keyboard."""
        app = self.app
        state = app.wait_state('the list of moves',
                               lambda s: s['dialog'] == 'Choose a Move' and s['choices'])
        choices = state['choices']
        index = want(choices)
        if index is None:
            app.fail(f'no wanted move among {choices}')
        dialog = app.wait_window('Choose a Move')
        for _ in range(index):
            app.key(dialog, 'Down')
        app.key(dialog, 'Return')
        app.wait_state('the move chosen', lambda s: s['moves'] > moves)
        app.log.append(f'chose {choices[index]!r} of {choices}')
        return choices[index]

    def drop(self, state, card, target):
        moves = state['moves']
        self.app.drag_to(self.main, entry_of(state, card), target)
        return moves

    def settle(self, moves):
        """After a drop: the move played at once, or the list offered."""
        return self.app.wait_state('the drop to be judged',
                                   lambda s: s['moves'] > moves or s['dialog'] == 'Choose a Move')

    def try_multi(self, state):
        """An eight on the eight of the table, with 6+2 there as well."""
        hand = [e['card'] for e in state['hand']]
        for card in hand:
            v = value(card)
            if v == 0:
                continue
            pair = [t for t in state['loose'] if value(t) == v]
            rest = [t for t in state['loose'] if t not in pair]
            sums = [(a, b) for i, a in enumerate(rest) for b in rest[i + 1:]
                    if value(a) + value(b) == v]
            if not pair or not sums:
                continue
            won = state['won'][state['human']]
            moves = self.drop(state, card, pile_with(state, pair[0])['drop'])
            after = self.settle(moves)
            if after['moves'] > moves:
                self.app.fail(f'{card} on {pair[0]} with {sums[0]} on the table was played '
                              f'without asking: {after["told"]}')
            self.app.screenshot('cassino-choices.png')
            chosen = self.choose(moves, lambda cs: next(
                (i for i, c in enumerate(cs) if c.startswith('Take') and ' and ' in c), None))
            after = self.app.wait_state('the capture', lambda s: s['moves'] > moves)
            if after['won'][after['human']] < won + 4:
                self.app.fail(f'"{chosen}" took {after["won"][after["human"]] - won} cards')
            self.took_multi = True
            self.peek(after)
            return True
        return False

    def peek(self, state):
        """Seed 003: "only the last trick gathered can be seen": the peek
        control shows the last capture, whoever made it."""
        app = self.app
        app.key(self.main, 'ctrl+t')
        seen = app.wait_state('the last capture', lambda s: s['peek'] != '' and
                              s['dialog'] == 'The Last Capture')
        if 'took' not in seen['peek']:
            app.fail(f'the peek shows {seen["peek"]!r}')
        app.screenshot('cassino-peek.png')
        app.log.append(f'peeked: {seen["peek"]}')
        app.key(app.wait_window('The Last Capture'), 'Escape')
        app.wait_state('the peek to close', lambda s: s['dialog'] == '')

    def try_build(self, state):
        hand = [e['card'] for e in state['hand']]
        values = {b['value'] for b in state['builds']}
        for card in hand:
            for loose in state['loose']:
                v = value(card) + value(loose)
                if value(card) == 0 or value(loose) == 0 or v > 10 or v in values:
                    continue
                if not any(value(c) == v for c in hand if c != card):
                    continue
                moves = self.drop(state, card, pile_with(state, loose)['drop'])
                after = self.settle(moves)
                if after['moves'] == moves:
                    self.choose(moves, lambda cs: next(
                        (i for i, c in enumerate(cs) if c == f'Build {v}'), None))
                after = self.app.wait_state('the build', lambda s: s['moves'] > moves)
                if after['refusal'] and not after['builds']:
                    self.app.fail(f'{card} on {loose}: {after["refusal"]}')
                self.app.log.append(f'built {v} with {card} on {loose}')
                self.built = True
                self.build_value = v
                return True
        return False

    def refuse_trail(self, state, build):
        """Seed 003 / Foster: the owner of a build may not trail."""
        keep = next(c['card'] for c in state['hand'] if value(c['card']) == build['value'])
        card = next((e['card'] for e in state['hand'] if e['card'] != keep), None)
        if card is None:
            return
        moves = self.drop(state, card, state['floor_area'])
        after = self.app.wait_state('the trail refused',
                                    lambda s: s['refusal'] != '' or s['moves'] > moves)
        if after['moves'] > moves:
            self.app.fail(f'{card} trailed while the human owns {build}: {after["told"]}')
        if not after['refusal'].startswith(f'You own a build of {build["value"]}'):
            self.app.fail(f'the trail was refused for the wrong reason: {after["refusal"]!r}')
        self.app.screenshot('cassino-refused.png')
        self.app.log.append(f'trail of {card} refused: {after["refusal"]}')
        self.refused = True

    def take_build(self, state, build):
        card = next(e['card'] for e in state['hand'] if value(e['card']) == build['value'])
        won = state['won'][state['human']]
        moves = self.drop(state, card, pile_with(state, build['cards'][0])['drop'])
        after = self.settle(moves)
        if after['moves'] == moves:
            self.choose(moves, lambda cs: next(
                (i for i, c in enumerate(cs) if c.startswith('Take')), None))
        after = self.app.wait_state('the build taken', lambda s: s['moves'] > moves)
        if any(b['cards'] == build['cards'] for b in after['builds']) or \
                after['won'][after['human']] < won + len(build['cards']) + 1:
            self.app.fail(f'{card} dropped on the build {build} did not take it')
        self.app.log.append(f'took the build of {build["value"]} with {card}')
        self.took_build = True

    def try_chosen_set(self, state):
        """Issue 14: clicking table cards chooses a set; clicking a hand
        card then plays what uses exactly that set (here a pair: one
        outcome, played at once, or the list when there are more)."""
        app = self.app
        for card in [e['card'] for e in state['hand']]:
            loose = next((t for t in state['loose'] if value(t) == value(card) and value(card)),
                         None)
            if loose is None:
                continue
            moves = state['moves']
            target = next(c for p in state['floor'] for c in p['cards'] if c['card'] == loose)
            apptest.xdotool('mousemove', '--window', self.main, str(target['px']),
                            str(target['py']))
            apptest.xdotool('click', '1')
            app.wait_state('the table card chosen', lambda s: s['chosen'] == [loose])
            entry = entry_of(state, card)
            apptest.xdotool('mousemove', '--window', self.main, str(entry['px']),
                            str(entry['py']))
            apptest.xdotool('click', '1')
            after = self.settle(moves)
            if after['moves'] == moves:
                self.choose(moves, lambda cs: next(
                    (i for i, c in enumerate(cs) if c == f'Take {value(card)} with '
                     f'{value(card)}'), None))
            after = app.wait_state('the pair taken', lambda s: s['moves'] > moves)
            if loose in after['loose'] or after['chosen']:
                app.fail(f'{loose} chosen, then {card} clicked: {after["told"]}')
            app.log.append(f'chose {loose} by a click, then took it with {card}')
            self.chose_set = True
            return True
        return False

    def keyboard(self, state):
        moves = state['moves']
        hand = [e['card'] for e in state['hand']]
        # The keyboard is on a card of the hand when it is his turn.
        state = self.app.wait_state('the focus in the hand', lambda s: s['focus'] in hand)
        self.app.key(self.main, 'Return')
        after = self.app.wait_state('the card played or its moves listed',
                                    lambda s: s['moves'] > moves or
                                    s['dialog'] == 'Choose a Move')
        if after['moves'] == moves:
            self.choose(moves, lambda cs: 0)

    def play(self):
        app = self.app
        state = self.start()
        app.screenshot('cassino-table.png')
        while True:
            state = self.wait_turn()
            if state['over']:
                break
            mine = [b for b in state['builds'] if b['owner'] == state['human']]
            if not self.took_multi and self.try_multi(state):
                continue
            if mine:
                if not self.refused:
                    self.refuse_trail(state, mine[0])
                    state = self.wait_turn()
                self.take_build(state, mine[0])
                continue
            if not self.built and self.try_build(state):
                app.screenshot('cassino-build.png')
                continue
            if not self.chose_set and self.try_chosen_set(state):
                continue
            self.keyboard(state)
        if not (self.took_multi and self.built and self.refused and self.took_build and
                self.chose_set):
            app.fail(f'the hand ended without: multi-set capture {self.took_multi}, build '
                     f'{self.built}, refused trail {self.refused}, build taken '
                     f'{self.took_build}, a set chosen by clicks {self.chose_set}')
        return self.check_result()

    def check_result(self):
        app = self.app
        window = app.wait_window('End of the Deal', timeout=30)
        state = app.wait_state('the breakdown', lambda s: s.get('shown') is not None)
        app.screenshot('cassino-result.png')
        autosave = os.path.join(self.home, 'data', 'parlour', 'autosave-cassino.rec')
        replayed = app.replay(parlour_cli, self.env, autosave)
        shown = state['shown']
        for side in shown['sides']:
            player = replayed['players'][side['side']]
            rows = {r[0]: r for r in side['rows']}
            expect = {
                'Cards': (f'{player["cards"]} card' + ('s' if player['cards'] != 1 else '')),
                'Spades': (f'{player["spades"]} spade' + ('s' if player['spades'] != 1 else '')),
                'Aces': (f'{player["aces"]} ace' + ('s' if player['aces'] != 1 else '')),
                'Sweeps': (f'{player["sweeps"]} sweep' + ('s' if player['sweeps'] != 1 else '')),
            }
            for title, count in expect.items():
                if rows[title][1] != count:
                    app.fail(f'the window shows {rows[title]}, parlour-cli replays {player}')
            cassinos = rows['Cassinos'][1]
            if ('Big cassino' in cassinos) != player['big_cassino'] or \
                    ('ittle cassino' in cassinos) != player['little_cassino']:
                app.fail(f'the window shows {cassinos!r}, parlour-cli replays {player}')
            if side['points'] != player['points'] or \
                    sum(r[2] for r in side['rows']) != player['points']:
                app.fail(f'the window shows {side}, parlour-cli replays {player}')
        score = ', '.join(str(s) for s in replayed['score'])
        numbers = [int(w.strip(',')) for w in shown['score'].split() if w.strip(',').isdigit()]
        if numbers[:len(replayed['score'])] != replayed['score']:
            app.fail(f'the window shows {shown["score"]!r}, parlour-cli replays {score}')
        app.log.append(f'breakdown {shown} agrees with {replayed}')
        app.key(window, 'Escape')
        app.wait_state('the result to close', lambda s: s['dialog'] == '')
        # A narrow window: the table still fits (the designer's look).
        apptest.xdotool('windowsize', self.main, '360', '640')
        time.sleep(1.5)
        app.screenshot('cassino-narrow.png')
        app.quit(self.main)
        return shown


home = tempfile.mkdtemp(prefix='parlour-test-home-')
try:
    test = CassinoTest(home)
    shown = test.play()
    print('\n'.join(test.app.log))
    print(f'cassino: a whole hand through the window; the breakdown {shown}')
finally:
    shutil.rmtree(home, ignore_errors=True)
