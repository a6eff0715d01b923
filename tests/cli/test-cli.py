#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Run the built parlour-cli as a user would.

  test-cli.py CLI help               every --help exits 0 and prints usage
  test-cli.py CLI good FILE...       replay exits 0, one result per deal
  test-cli.py CLI bad FILE           replay exits non-zero and stderr says
                                     FILE:LINE: with the line the file's
                                     first line names ("# expect-line: N")
                                     and the text of "# expect-text: …"
  test-cli.py CLI huge               a 100 MB one-line file is refused fast
  test-cli.py CLI play-replay        play 20 deals, replay them: same results
  test-cli.py CLI bench              bench rules runs and reports a rate
  test-cli.py CLI match              short duplicate matches of both games:
                                     the summary's numbers add up, and two
                                     threads give the same match as one;
                                     bench solver reports its times
  test-cli.py CLI toy                (parlour-cli-toy) the tests' toy game,
                                     registered, goes through every command
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import time

cli = sys.argv[1]
mode = sys.argv[2]
args = sys.argv[3:]


def run(*argv, timeout=120):
    return subprocess.run([cli, *argv], capture_output=True, timeout=timeout,
                          env=dict(os.environ, LC_ALL='C.UTF-8'))


def fail(message, proc=None):
    print('FAIL:', message)
    if proc is not None:
        print('exit status:', proc.returncode)
        print('stdout:', proc.stdout.decode('utf-8', 'replace')[:2000])
        print('stderr:', proc.stderr.decode('utf-8', 'replace')[:2000])
    sys.exit(1)


def check_help():
    for argv in (['--help'], ['replay', '--help'], ['play', '--help'],
                 ['bench', '--help'], ['bench', 'rules', '--help']):
        proc = run(*argv)
        if proc.returncode != 0 or b'Usage' not in proc.stdout:
            fail(f'{argv} should print its usage and exit 0', proc)
    proc = run('frobnicate')
    if proc.returncode != 2:
        fail('an unknown command should exit 2', proc)
    proc = run('replay')
    if proc.returncode != 2:
        fail('replay without a file should exit 2', proc)


def check_good(files):
    proc = run('replay', *files)
    if proc.returncode != 0 or proc.stderr:
        fail('replay of good records should succeed silently on stderr', proc)
    proc = run('replay', '--json', *files)
    if proc.returncode != 0:
        fail('replay --json of good records should succeed', proc)
    lines = proc.stdout.decode().splitlines()
    if not lines:
        fail('replay --json printed nothing', proc)
    for line in lines:
        obj = json.loads(line)
        if obj.get('game') != 'skat' or not isinstance(obj.get('deal'), int):
            fail(f'bad JSON line {line!r}', proc)


def check_bad(path):
    with open(path, 'rb') as f:
        head = f.read(4096).decode('utf-8', 'replace')
    m = re.search(r'expect-line: (\d+)', head)
    if not m:
        fail(f'{path} does not say which line is wrong')
    want = f'{path}:{m.group(1)}: '
    text = re.search(r'expect-text: (.*)', head)
    proc = run('replay', path)
    err = proc.stderr.decode('utf-8', 'replace')
    if proc.returncode == 0:
        fail(f'replay of {path} should fail', proc)
    if proc.returncode < 0:
        fail(f'replay of {path} crashed', proc)
    if not err.startswith(want):
        fail(f'stderr should start with {want!r}', proc)
    if text and text.group(1).strip() not in err:
        fail(f'stderr should say {text.group(1).strip()!r}', proc)
    # With a good record beside it the good one is still replayed, and the
    # exit status still says that not every record was valid.
    good = os.path.join(os.path.dirname(path), 'good-deal.rec')
    proc = run('replay', good, path)
    if proc.returncode != 1 or b', deal 1:' not in proc.stdout:
        fail(f'replay of good-deal.rec and {path} should print one result and exit 1', proc)
    print(err.strip())


def check_huge():
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, 'huge.rec')
        with open(path, 'wb') as f:
            f.write(b'Parlour-Record: 1\nComment: ')
            f.seek(100 * 1000 * 1000)
            f.write(b'x\n')
        start = time.monotonic()
        proc = run('replay', path)
        took = time.monotonic() - start
        if proc.returncode == 0 or not proc.stderr.decode().startswith(path + ':1: '):
            fail('a 100 MB record should be refused with FILE:1:', proc)
        if took > 5:
            fail(f'refusing a 100 MB record took {took:.1f} s')

        # The same as one long line in a file under the size limit.
        path = os.path.join(tmp, 'long.rec')
        with open(path, 'wb') as f:
            f.write(b'Parlour-Record: 1\nComment: ' + b'x' * (1 << 20) + b'\n')
        proc = run('replay', path)
        if proc.returncode == 0 or not proc.stderr.decode().startswith(path + ':2: '):
            fail('a 1 MiB line should be refused with FILE:2:', proc)


def iss_seats(line):
    """A native result as an ISS line numbers the seats.

    An ISS game line has no dealer: it numbers the seats from forehand
    (0 forehand, 1 middlehand, 2 rearhand).  Deal k of `play` is dealt by
    seat (k - 1) mod 3, whose forehand is the next seat, so ISS seat s is
    native seat (s + dealer + 1) mod 3.
    """
    obj = json.loads(line)
    dealer = (obj['deal'] - 1) % 3
    native = lambda s: (s + dealer + 1) % 3
    iss = lambda n: (n - dealer - 1) % 3
    for key, value in obj.items():
        if isinstance(value, list) and len(value) == 3:
            obj[key] = [value[native(s)] for s in range(3)]
    if isinstance(obj.get('declarer'), int) and obj['declarer'] >= 0:
        obj['declarer'] = iss(obj['declarer'])
    return json.dumps(obj, ensure_ascii=False)


def check_play_replay():
    with tempfile.TemporaryDirectory() as tmp:
        for fmt in ('native', 'iss'):
            path = os.path.join(tmp, 'match.' + fmt)
            proc = run('play', 'skat', '--deals', '20', '--seed', '1',
                       '--record', path, '--json', '--format', fmt)
            if fmt == 'iss' and proc.returncode != 0 and b'ISS' in proc.stderr:
                print('this build has no ISS support; skipped the ISS round')
                continue
            if proc.returncode != 0:
                fail(f'play ({fmt}) should succeed', proc)
            played = proc.stdout.decode().splitlines()
            if len(played) != 20:
                fail(f'play should print 20 results, printed {len(played)}', proc)

            again = run('play', 'skat', '--deals', '20', '--seed', '1', '--json')
            if again.stdout.decode().splitlines() != played:
                fail('the same seed should play the same match', again)

            proc = run('replay', '--json', path)
            if proc.returncode != 0:
                fail(f'replay of the played match ({fmt}) should succeed', proc)
            replayed = proc.stdout.decode().splitlines()
            if fmt == 'iss':
                replayed = [json.dumps(json.loads(line), ensure_ascii=False)
                            for line in replayed]
                played = [iss_seats(line) for line in played]
            if replayed != played:
                fail(f'replay ({fmt}) should give the same results:\n'
                     + '\n'.join(played[:3]) + '\n---\n' + '\n'.join(replayed[:3]))

            # The human summary too, one block per deal.
            proc = run('replay', path)
            if proc.returncode != 0 or proc.stdout.decode().count(', deal ') != 20:
                fail('replay should print 20 summaries', proc)


def check_bench():
    proc = run('bench', 'rules', 'skat', '--deals', '200')
    out = proc.stdout.decode()
    if proc.returncode != 0 or not re.search(r'median \d+ deals/s', out):
        fail('bench rules should report a median rate', proc)
    print(out.strip())


def summary(proc):
    """The result lines of a match (the decision times vary)."""
    return [line for line in proc.stdout.decode().splitlines()
            if 'decisions' not in line]


def check_match():
    for game, pattern in (('skat', r'games won (\d+) of (\d+) as declarer'),
                          ('bezique', r'deals won (\d+) of (\d+),')):
        argv = ['match', game, '--a', 'normal', '--b', 'easy', '--deals', '3',
                '--seed', '5', '--quiet']
        one = run(*argv, '--jobs', '1', timeout=600)
        two = run(*argv, '--jobs', '2', timeout=600)
        if one.returncode != 0 or two.returncode != 0:
            fail(f'match {game} should succeed', one if one.returncode else two)
        lines = summary(one)
        if lines != summary(two):
            fail(f'match {game} on two threads should give the same match:\n'
                 + '\n'.join(lines) + '\n---\n' + '\n'.join(summary(two)))
        if not re.search(r'A − B: [+-]\d+\.\d per deal, 95% interval', '\n'.join(lines)):
            fail(f'match {game} should print the interval of the difference', one)
        counts = [tuple(map(int, m)) for m in re.findall(pattern, '\n'.join(lines))]
        if len(counts) != 2 or any(won > played for won, played in counts):
            fail(f'match {game} should print games won of played for A and B', one)
        if game == 'bezique' and sum(played for _, played in counts) != 2 * 2 * 3:
            fail('a Bézique deal is played twice by both players', one)
        if len(re.findall(r'decisions +\d+ +p50', one.stdout.decode())) != 2:
            fail(f'match {game} should print the decision times of both levels', one)
        print('\n'.join(lines))
    proc = run('match', 'skat', '--jobs', '0')
    if proc.returncode != 2:
        fail('--jobs 0 should be refused', proc)
    proc = run('bench', 'solver', 'skat', '--deals', '4', '--each', timeout=600)
    out = proc.stdout.decode()
    if proc.returncode != 0 or not re.search(r'win/loss +mean +[\d.]+ ms', out) \
            or not re.search(r'exact +mean +[\d.]+ ms', out):
        fail('bench solver should report win/loss and exact times', proc)
    print(out.strip())


def check_toy():
    """The toy game is listed, played, replayed, benchmarked and matched
    without a line of the tool naming it."""
    proc = run('--help')
    if proc.returncode != 0 or not re.search(r'Games: .*\bhicard\b', proc.stdout.decode()):
        fail('the usage should list the registered game', proc)
    proc = run('play', 'whist')
    if proc.returncode != 2 or 'hicard' not in proc.stderr.decode():
        fail('an unknown game should be refused with the known ones listed', proc)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, 'hicard.rec')
        proc = run('play', 'hicard', '--deals', '6', '--seed', '3', '--json',
                   '--record', path)
        played = [json.loads(line) for line in proc.stdout.decode().splitlines()]
        if proc.returncode != 0 or len(played) != 6:
            fail('play hicard should play six deals', proc)
        if any(sum(d['tricks']) != 4 for d in played):
            fail('every hicard deal has four tricks', proc)
        with open(path, encoding='utf-8') as f:
            if 'Game: hicard' not in f.read():
                fail('the record should name the game')
        again = run('replay', '--json', path)
        if again.returncode != 0 or \
                [json.loads(line) for line in again.stdout.decode().splitlines()] != played:
            fail('replay of the toy game should give what play printed', again)
    proc = run('bench', 'rules', 'hicard', '--deals', '500')
    if proc.returncode != 0 or not re.search(r'median \d+ deals/s', proc.stdout.decode()):
        fail('bench rules hicard should report a rate', proc)
    # Normal (the highest card) against Easy (the lowest), each deal with
    # the hands swapped: two seatings, both levels in both seats.
    proc = run('match', 'hicard', '--deals', '20', '--seed', '2', '--quiet')
    out = proc.stdout.decode()
    if proc.returncode != 0 or 'match hicard: A normal vs B easy, 20 deals × 2 seatings' not in out:
        fail('match hicard should play every deal in two seatings', proc)
    counts = [tuple(map(int, m)) for m in re.findall(r'deals won (\d+) of (\d+),', out)]
    if counts[0][1] != 40 or counts[1][1] != 40 or counts[0][0] + counts[1][0] > 40:
        fail('each level plays every deal once a seating', proc)
    print(out.strip())


if mode == 'help':
    check_help()
elif mode == 'good':
    check_good(args)
elif mode == 'bad':
    check_bad(args[0])
elif mode == 'huge':
    check_huge()
elif mode == 'play-replay':
    check_play_replay()
elif mode == 'bench':
    check_bench()
elif mode == 'match':
    check_match()
elif mode == 'toy':
    check_toy()
else:
    fail(f'unknown mode {mode}')
print('ok')
