#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""parlour-cli and the book's laws (issue 15, docs/laws.md), headless.

  test-cli-laws.py CLI DATADIR

- `play GAME --option laws=on --err often` lets the computer err, call and
  answer at every seat: the match it writes replays (`replay --json`) to
  the same results, irregularities, remedies and penalties, and some deals
  have them;
- with the laws off, `--err often` changes nothing: no irregularity, and
  the same match as without `--err`;
- `--err` takes never, sometimes or often only;
- the records in DATADIR with irregular moves replay to the penalties the
  laws give (seed 000 and the ISkO; seeds 002 and 004).
"""

import json
import os
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


def json_lines(proc):
    if proc.returncode != 0:
        fail('the command failed', proc)
    return [json.loads(line) for line in proc.stdout.decode('utf-8').splitlines()]


def check_played(game, deals, seed):
    with tempfile.TemporaryDirectory() as tmp:
        record = os.path.join(tmp, 'laws.rec')
        played = json_lines(run('play', game, '--option', 'laws=on', '--err', 'often',
                                '--deals', str(deals), '--seed', str(seed),
                                '--record', record, '--json'))
        replayed = json_lines(run('replay', record, '--json'))
        if played != replayed:
            fail(f'{game}: the replayed match differs from the one played')
        with open(record, encoding='utf-8') as f:
            text = f.read()
    events = [e for deal in played for e in deal.get('laws', [])]
    if not all('laws' in deal for deal in played):
        fail(f'{game}: a deal played by the laws has no "laws" member')
    if not events:
        fail(f'{game}: {len(played)} deals erring often and no irregularity')
    for e in events:
        for key in ('law', 'seat', 'trick', 'card', 'status', 'remedy', 'by', 'points',
                    'source', 'text'):
            if key not in e:
                fail(f'{game}: an irregularity lacks "{key}": {e}')
        if not e['source'].startswith('Seed 00'):
            fail(f'{game}: an irregularity cites no seed: {e}')
        if e['status'] not in ('settled', 'condoned', 'unseen'):
            fail(f'{game}: a finished deal with an irregularity still {e["status"]}: {e}')
    if 'Option: laws=on' not in text or not any(word in text for word in
                                                  (' out-of-turn', ' revoke', ' no-draw',
                                                   ' two', ' wrong')):
        fail(f'{game}: the record holds no irregular move:\n{text[:2000]}')
    print(f'{game}: {len(played)} deals, {len(events)} irregularities:',
          sorted({e['law'] for e in events}))


def check_off():
    plain = run('play', 'skat', '--deals', '6', '--seed', '5', '--json')
    erring = run('play', 'skat', '--err', 'often', '--deals', '6', '--seed', '5', '--json')
    if plain.returncode != 0 or plain.stdout != erring.stdout:
        fail('with the laws off --err must change nothing', erring)
    if b'"laws"' in erring.stdout:
        fail('a deal not played by the laws has a "laws" member', erring)
    bad = run('play', 'skat', '--option', 'laws=on', '--err', 'always')
    if bad.returncode != 2 or b'--err is never, sometimes or often' not in bad.stderr:
        fail('--err always should be refused as bad usage', bad)


def check_records():
    skat = json_lines(run('replay', os.path.join(data, 'laws-skat.rec'), '--json'))[0]
    # ISkO 4.1.4: lost "einfach", Clubs with 2, Hand: 48, doubled.
    if skat['end'] != 'law' or skat['score'] != [-96, 0, 0] or skat['won']:
        fail(f'laws-skat.rec: {skat}')
    laws = [(e['law'], e['remedy'], e['by']) for e in skat['laws']]
    if laws != [('out-of-turn', 'take-back', 2), ('revoke', 'call', 1)]:
        fail(f'laws-skat.rec: the irregularities are {laws}')
    bezique = json_lines(run('replay', os.path.join(data, 'laws-bezique.rec'), '--json'))[0]
    # Seed 004: ten for the draw out of turn, ten for the play without
    # drawing, both to seat 0.
    if bezique['players'][0]['laws'] != 20 or bezique['players'][1]['laws'] != 0:
        fail(f'laws-bezique.rec: {bezique}')
    laws = [e['law'] for e in bezique['laws']]
    if laws != ['wrong-declaration', 'draw-out-of-turn', 'draw-two', 'faced-card', 'no-draw']:
        fail(f'laws-bezique.rec: the irregularities are {laws}')
    text = run('replay', os.path.join(data, 'laws-skat.rec'))
    if b'ISkO 4.1.4: Forehand, the single player, revoked with C9 in trick 2' not in text.stdout:
        fail('replay does not explain the penalty with the law', text)


check_played('skat', 40, 11)
check_played('bezique', 8, 3)
check_played('euchre', 20, 3)
check_played('cassino', 6, 4)
check_off()
check_records()
print('ok')
