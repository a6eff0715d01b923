#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The computer players through parlour-cli, as a user runs them.

  test-cli-ai.py CLI mix      play --level … --summary: the mix printed at
                              the end is the count of the deals printed
                              before it, as text and as JSON; a bad level
                              is refused
  test-cli-ai.py CLI analyse SKAT BEZIQUE EUCHRE
                              analyse names the known mistakes of the three
                              scripted deals (tests/test-analyse.c), in
                              words and as JSON; bad input is refused
  test-cli-ai.py CLI xskat LOG
                              analyse --xskat reads XSkat's sample log,
                              every game replayed and scored as XSkat
                              scored it; the losses and their intervals
                              are numbers, two threads give the same
"""

import json
import os
import subprocess
import sys

cli = sys.argv[1]
mode = sys.argv[2]
args = sys.argv[3:]


def run(*argv, timeout=600):
    env = dict(os.environ, LC_ALL='C.UTF-8')
    env.pop('PARLOUR_AI_LEVEL', None)
    return subprocess.run([cli, *argv], capture_output=True, timeout=timeout, env=env)


def fail(message, proc=None):
    print('FAIL:', message)
    if proc is not None:
        print('exit status:', proc.returncode)
        print('stdout:', proc.stdout.decode('utf-8', 'replace')[-3000:])
        print('stderr:', proc.stderr.decode('utf-8', 'replace')[-3000:])
    sys.exit(1)


def recount(deals):
    """The mix as the per-deal JSON lines give it."""
    mix = {'deals': len(deals), 'passed': 0, 'played': 0, 'won': 0, 'hand': 0,
           'clubs': 0, 'spades': 0, 'hearts': 0, 'diamonds': 0, 'grand': 0, 'null': 0}
    for deal in deals:
        if deal['passed']:
            mix['passed'] += 1
            continue
        mix['played'] += 1
        mix['won'] += deal['won']
        mix['hand'] += deal['hand']
        mix[deal['contract']] += 1
    return mix


def check_mix():
    for level in ('easy', 'normal'):
        proc = run('play', 'skat', '--level', level, '--deals', '24', '--seed', '7',
                   '--summary', '--json')
        if proc.returncode != 0:
            fail(f'play --level {level} --summary should succeed', proc)
        lines = proc.stdout.decode().splitlines()
        if len(lines) != 25:
            fail(f'24 deals and a summary should print 25 lines, not {len(lines)}', proc)
        deals = [json.loads(line) for line in lines[:-1]]
        summary = json.loads(lines[-1])
        if summary.get('summary') != 'skat-mix':
            fail('the last line should be the mix', proc)
        for key, value in recount(deals).items():
            if summary[key] != value:
                fail(f'{level}: the mix says {key} {summary[key]}, the deals {value}', proc)
        if summary['passed'] + summary['played'] + summary['ramsch'] != 24:
            fail('every deal is thrown in, a game or a Ramsch', proc)
        text = run('play', 'skat', '--level', level, '--deals', '24', '--seed', '7',
                   '--summary')
        out = text.stdout.decode()
        if text.returncode != 0 or 'Game mix over 24 deals:' not in out \
                or f'games played {summary["played"]}:' not in out:
            fail('the text summary should give the same count', text)
        print(level, json.dumps(summary))
    proc = run('play', 'skat', '--level', 'grandmaster')
    if proc.returncode != 2 or b'--level' not in proc.stderr:
        fail('an unknown level should be refused', proc)


def check_analyse(skat, bezique, euchre):
    proc = run('analyse', '--json', skat, bezique, euchre)
    if proc.returncode != 0:
        fail('analyse of the scripted deals should succeed', proc)
    deals = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    if [d['game'] for d in deals] != ['skat', 'bezique', 'euchre']:
        fail('one JSON object per deal', proc)
    for deal, (seat, card, best, lost) in zip(deals, ((2, 'HK', 'CT', 12), (0, 'S8', 'SA', 40),
                                                          (0, 'SA', 'HJ', 2))):
        mistakes = [d for d in deal['decisions'] if d['verdict'] == 'mistake']
        if not any(d['seat'] == seat and d['card'] == card and d['best'] == best
                   and d['lost'] == lost for d in mistakes):
            fail(f'{deal["game"]}: the mistake {card} (better {best}, {lost} lost) '
                 f'should be named: {mistakes}', proc)
        for d in deal['decisions']:
            values = {o['card']: o['value'] for o in d['options']}
            if d['card'] not in values or d['best'] not in values:
                fail('every decision lists the card played and the best', proc)
            if abs(values[d['best']] - values[d['card']]) != d['lost']:
                fail(f'lost should be the difference of the values: {d}', proc)
        if not deal['note']:
            fail('the analysis should say where the search is not exact', proc)
    text = run('analyse', skat)
    out = text.stdout.decode()
    if text.returncode != 0 or 'played HK — mistake, lost 12, better CT' not in out \
            or 'not exact' not in out:
        fail('the text analysis should name the mistake', text)
    print(out)
    for argv, status in ((['analyse'], 2), (['analyse', '--deal', '3', skat], 1),
                         (['analyse', '/nonexistent.rec'], 1)):
        proc = run(*argv)
        if proc.returncode != status or not proc.stderr:
            fail(f'{argv} should exit {status} and say why', proc)


def check_xskat(log):
    argv = ['analyse', '--xskat', log, '--levels', 'normal', '--json', '--quiet']
    one = run(*argv)
    two = run(*argv, '--jobs', '2')
    if one.returncode != 0 or two.returncode != 0:
        fail('analyse --xskat of the sample should succeed', one if one.returncode else two)
    if one.stdout != two.stdout:
        fail('two threads should give the same comparison', two)
    obj = json.loads(one.stdout)
    if (obj['games'], obj['played'], obj['analysed'], obj['results_agree']) != (12, 11, 11, 11):
        fail(f'twelve games, eleven played, each scored as XSkat did: {obj}', one)
    if obj['decisions'] < 100 or obj['forced'] < 1 or obj['in_tricks'] < 1:
        fail(f'the decisions should be counted: {obj}', one)
    for player in ('xskat', 'normal'):
        p = obj['players'][player]
        if not 0 <= p['lost_per_decision'] < 20 or p['half_interval'] <= 0:
            fail(f'{player}: a mean loss and its interval: {p}', one)
    diff = obj['differences']['normal-xskat']['mean']
    want = obj['players']['normal']['lost_per_decision'] - obj['players']['xskat']['lost_per_decision']
    if abs(diff - want) > 1e-9:
        fail('the paired difference should be the difference of the means', one)
    text = run('analyse', '--xskat', log, '--levels', 'normal', '--quiet')
    if text.returncode != 0 or 'normal − xskat:' not in text.stdout.decode():
        fail('the text comparison should end with the difference', text)
    print(text.stdout.decode())
    proc = run('analyse', '--xskat', '--levels', 'grandmaster', log)
    if proc.returncode != 2:
        fail('an unknown level should be refused', proc)


if mode == 'mix':
    check_mix()
elif mode == 'xskat':
    check_xskat(*args)
elif mode == 'analyse':
    check_analyse(*args)
else:
    fail(f'unknown mode {mode}')
