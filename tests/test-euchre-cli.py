#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""parlour-cli with Euchre, as a user runs it.

  test-euchre-cli.py CLI DATADIR

- replay --json of the EGN games in DATADIR (worked out by hand): the
  trump, the maker, alone or not, the tricks and points of each side and
  the game score after each deal;
- replay of the docs example record, and of a record and an EGN game that
  `play` wrote: the same deals, the game score carried from deal to deal
  and started again after a game;
- bad EGN: the exit status and a message with the file and the JSON path;
- a short duplicate match: the numbers add up, two threads play it as one.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

cli = sys.argv[1]
data = sys.argv[2]


def run(*argv):
    return subprocess.run([cli, *argv], capture_output=True, timeout=300,
                          env=dict(os.environ, LC_ALL='C.UTF-8'))


def fail(message, proc=None):
    print('FAIL:', message)
    if proc is not None:
        print('exit status:', proc.returncode)
        print('stdout:', proc.stdout.decode('utf-8', 'replace')[:3000])
        print('stderr:', proc.stderr.decode('utf-8', 'replace')[:3000])
    sys.exit(1)


def replay_json(path):
    proc = run('replay', '--json', path)
    if proc.returncode != 0 or proc.stderr:
        fail(f'replay --json {path} should succeed', proc)
    return [json.loads(line) for line in proc.stdout.decode().splitlines()]


def expect(deals, wanted, what):
    if len(deals) != len(wanted):
        fail(f'{what}: {len(deals)} deals, not {len(wanted)}')
    for i, (deal, want) in enumerate(zip(deals, wanted)):
        for key, value in want.items():
            if deal.get(key) != value:
                fail(f'{what}, deal {i + 1}: {key} is {deal.get(key)!r}, not {value!r}: {deal}')


# The game of club-night.egn, worked out by hand.
expect(replay_json(os.path.join(data, 'club-night.egn')), [
    dict(game='euchre', trump='hearts', maker=0, made='order', alone=True, end='lone-march',
         tricks=[5, 0], points=[4, 0], score=[4, 0]),
    dict(trump='hearts', maker=0, alone=False, end='made', tricks=[3, 2], points=[1, 0],
         score=[5, 0]),
    dict(trump='diamonds', maker=1, made='call', end='made', tricks=[2, 3], points=[0, 1],
         score=[5, 1]),
    dict(passed=True, trump=None, maker=-1, points=[0, 0], score=[5, 1]),
], 'club-night.egn')

# A lone hand under both loner-lead rules: from 6–8, a lone march wins.
for name in ('lead-dealer.egn', 'lead-loner.egn'):
    expect(replay_json(os.path.join(data, name)), [
        dict(maker=0, alone=True, end='lone-march', points=[4, 0], score=[10, 8], game_won=0),
    ], name)

expect(replay_json(os.path.join(data, 'docs-example.rec')), [
    dict(maker=0, end='made', tricks=[3, 2], score=[1, 0]),
    dict(maker=1, alone=True, trump='spades', end='made', tricks=[2, 3], score=[1, 1]),
], 'docs-example.rec')

with tempfile.TemporaryDirectory() as tmp:
    # play writes a match; replay reads the same deals back with the game
    # score carried, and a new game after one is won.
    rec = os.path.join(tmp, 'match.rec')
    proc = run('play', 'euchre', '--deals', '60', '--seed', '3', '--json', '--record', rec)
    if proc.returncode != 0:
        fail('play euchre should succeed', proc)
    played = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    replayed = replay_json(rec)
    if played != replayed:
        fail('replay should give what play printed')
    score = [0, 0]
    games = 0
    for deal in replayed:
        for side in (0, 1):
            score[side] += deal['points'][side]
        if deal['score'] != score:
            fail(f'the game score should be carried: {deal}')
        if sorted(deal['points'])[0] != 0 or sum(deal['points']) not in (0, 1, 2, 4):
            fail(f'points go to one side, 1, 2 or 4: {deal}')
        if deal['game_won'] >= 0:
            if max(score) < 10:
                fail(f'a game won below 10: {deal}')
            games += 1
            score = [0, 0]
    if games == 0:
        fail('60 deals should finish a game')

    # One game as EGN, written and read back.
    egn = os.path.join(tmp, 'game.egn')
    deals = 12
    while True:
        proc = run('play', 'euchre', '--deals', str(deals), '--seed', '8', '--json',
                   '--format', 'egn', '--record', egn)
        if proc.returncode == 0:
            break
        if b'one game' not in proc.stderr or deals == 1:
            fail('play --format egn should write one game', proc)
        deals -= 1
    played = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    if replay_json(egn) != played:
        fail('the EGN game should replay as it was played')
    with open(egn, encoding='utf-8') as f:
        if json.load(f)['metadata']['finalScore'] != played[-1]['score']:
            fail('finalScore should be the score after the last deal')

    # Errors name the file and the JSON path; nothing is printed for a
    # game that does not read.
    bad = os.path.join(tmp, 'bad.egn')
    with open(os.path.join(data, 'club-night.egn'), encoding='utf-8') as f:
        text = f.read()
    with open(bad, 'w', encoding='utf-8') as f:
        f.write(text.replace('["Jd", "Kh", "Ks", "Qc"]', '["Jd", "Kh", "Ks", "Qq"]'))
    proc = run('replay', '--json', bad)
    err = proc.stderr.decode()
    if proc.returncode != 1 or proc.stdout or \
            f'{bad}: $.deals[1].phases[1].tricks[1][3]: “Qq” is not a card' not in err:
        fail('a bad card should be refused with its JSON path', proc)
    with open(bad, 'w', encoding='utf-8') as f:
        f.write(text[:len(text) // 2])
    proc = run('replay', bad)
    if proc.returncode != 1 or not proc.stderr.decode().startswith(bad + ':'):
        fail('a truncated file should be refused with its line and column', proc)

# A short duplicate match: the numbers add up, and two threads play the
# same match as one.
def summary(proc):
    return [line for line in proc.stdout.decode().splitlines() if 'decisions' not in line]


one = run('match', 'euchre', '--a', 'normal', '--b', 'easy', '--deals', '20', '-q')
two = run('match', 'euchre', '--a', 'normal', '--b', 'easy', '--deals', '20', '-q', '--jobs', '2')
if one.returncode != 0 or two.returncode != 0:
    fail('match euchre should succeed', one if one.returncode else two)
if summary(one) != summary(two):
    fail('two threads should play the same match:\n' + '\n'.join(summary(one)) + '\n---\n'
         + '\n'.join(summary(two)))
text = one.stdout.decode()
points = [float(x) for x in re.findall(r'deals won \d+ of \d+, (\d+\.\d+) points per deal', text)]
diff = re.search(r'A − B: ([+-]\d+\.\d+) per deal, 95% interval', text)
if len(points) != 2 or diff is None or abs(points[0] - points[1] - float(diff.group(1))) > 0.002:
    fail('the difference should be A less B', one)
# How often each level went alone, and the games it won (the generic
# match's counts of Euchre's own, PlAiMatchRules).
if len(re.findall(r'games won \d+ of \d+\n', text)) != 2 or \
        len(re.findall(r'alone \d+ \(\d+\.\d % of the deals\)', text)) != 2 or \
        'a lone march from winning' not in text:
    fail('match euchre should say how often each level went alone', one)
if len(re.findall(r'decisions +\d+ +p50', text)) != 2:
    fail('match euchre should print the decision times of both levels', one)

print('ok')
