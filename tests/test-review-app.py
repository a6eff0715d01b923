#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Analyse This Deal through the real window (issue 17).

1. `parlour skat-mistake.rec` (the scripted Skat deal of test-analyse.c,
   finished) opens at its end-of-deal window; its "Analyse" button opens
   the review, whose progress ends in the review page.
2. Home goes to the first card; Right steps, one card a key, to the card
   `parlour-cli analyse --json` names as the mistake: the review marks it
   a mistake, names the card played and the better card with both
   values, says it to the screen reader, and shows every hand open.
   End and Left step too.  Screenshots at 1280×800 and 360×640.
3. Closing the review and analysing again counts the player's mistakes
   in the statistics once.
4. Bézique (last eight only) and Euchre analyse from the menu's
   shortcut, closed once while the analysis runs (it is cancelled);
   Cassino's table has the action off.

Needs DISPLAY and xdotool; skips (exit 77) without them.

usage: test-review-app.py PARLOUR PARLOUR_CLI SCHEMA_DIR OUTPUT_DIR
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import apptest  # noqa: E402

parlour, parlour_cli, schema_dir, out_dir = sys.argv[1:5]
here = os.path.dirname(os.path.abspath(__file__))
parlour_cli = os.path.abspath(parlour_cli)

apptest.skip_without_display()

home = tempfile.mkdtemp(prefix='parlour-test-review-')
state_file = os.path.join(home, 'state.json')
env = apptest.app_env(home, schema_dir,
                      PARLOUR_TEST_STATE_FILE=state_file,
                      PARLOUR_COMPUTER_DELAY='50',
                      PARLOUR_AI_LEVEL='easy')
env.pop('DBUS_SESSION_BUS_ADDRESS', None)

app = apptest.App(out_dir, 'review-failure.png', state_file)
log, fail, key = app.log, app.fail, app.key
REVIEW = 'Analyse This Deal'
SUITS = {'C': '♣', 'S': '♠', 'H': '♥', 'D': '♦'}


def short(card):
    """"HT" as the review writes it: "♥10"."""
    return SUITS[card[0]] + ('10' if card[1] == 'T' else card[1])


def copy_record(name):
    path = os.path.join(home, name)
    shutil.copy(os.path.join(here, 'data', 'analyse', name), path)
    return path


def analysis(record):
    run = subprocess.run([parlour_cli, 'analyse', '--json', record],
                         capture_output=True, text=True, env=env)
    if run.returncode != 0:
        fail(f'parlour-cli analyse failed: {run.stderr}')
    return json.loads(run.stdout.strip().splitlines()[0])


def review_state(what, predicate, timeout=60):
    return app.wait_state(what, lambda s: s.get('review') and predicate(s['review']),
                          timeout, interval=0.3)


def statistics_text():
    path = os.path.join(home, 'data', 'parlour', 'statistics')
    if not os.path.exists(path):
        return ''
    with open(path, encoding='utf-8') as f:
        return f.read()


def step_to(review_window, target):
    """Home, then Right until the review stands on @target."""
    key(review_window, 'Home')
    review_state('the first card', lambda r: r.get('step') == 0)
    for step in range(1, target + 1):
        key(review_window, 'Right')
        review_state(f'card {step + 1}', lambda r, step=step: r.get('step') == step)


# 1. The scripted Skat deal, finished: the end-of-deal window's button.
record = copy_record('skat-mistake.rec')
expected = analysis(record)
mistakes = [i for i, d in enumerate(expected['decisions']) if d['verdict'] == 'mistake']
if not mistakes:
    fail(f'parlour-cli analyse finds no mistake in {record}')
mistake = expected['decisions'][mistakes[0]]
log.append(f'the analysis names {mistake}')

main = app.start(parlour, env, record)
state = app.wait_state('the finished deal', lambda s: s.get('over'))
if not state.get('analyse_deal'):
    fail('Analyse This Deal is off at the end of a Skat deal')
result = app.wait_window('End of the Deal')
key(result, 'alt+a')
review = app.wait_window(REVIEW)
state = review_state('the analysis done', lambda r: r['page'] == 'review')
r = state['review']
if r['steps'] != len(expected['decisions']):
    fail(f'the review has {r["steps"]} cards, the analysis {len(expected["decisions"])}')
if r['mistakes'] != mistakes:
    fail(f'the review lists the mistakes {r["mistakes"]}, the analysis {mistakes}')

# 2. Step with the keys to the mistake.
step_to(review, mistakes[0])
r = review_state('the mistake', lambda r: r['step'] == mistakes[0])['review']
if r['mark'] != 'mistake':
    fail(f'card {mistakes[0] + 1} is marked {r["mark"]}: {r}')
if not r['shown'].startswith(f'Bert played {short(mistake["card"])}: a mistake — '):
    fail(f'the review says “{r["shown"]}”')
if short(mistake['best']) not in r['shown']:
    fail(f'the review does not name the better card {mistake["best"]}: “{r["shown"]}”')
values = {o['card']: o['value'] for o in mistake['options']}
if f'({values[mistake["best"]]} instead of {values[mistake["card"]]})' not in r['shown']:
    fail(f'the review does not give both values {values}: “{r["shown"]}”')
if r['shown'] not in r['announced']:
    fail(f'the screen reader was told “{r["announced"]}”')
if not all(n > 0 for n in r['open_hands']):
    fail(f'not every hand is open: {r["open_hands"]}')
app.screenshot('review-1280.png')

key(review, 'End')
review_state('the last card', lambda r: r['step'] == r['steps'] - 1)
key(review, 'Left')
review_state('the card before the last', lambda r: r['step'] == r['steps'] - 2)
apptest.xdotool('windowsize', '--sync', review, '360', '640')
step_to(review, mistakes[0])
app.screenshot('review-360.png')

# 3. The player's own mistakes, counted once however often analysed.
human_mistakes = sum(1 for d in expected['decisions']
                     if d['verdict'] == 'mistake' and d['seat'] == 0)
key(review, 'Escape')
app.wait_gone(REVIEW)
app.wait_state('the review closed', lambda s: s.get('review') is None)
key(result, 'alt+a')
review = app.wait_window(REVIEW)
review_state('the second analysis', lambda r: r['page'] == 'review')
text = statistics_text()
if not re.search(r'^Analysed: 1$', text, re.M) or \
        not re.search(rf'^Mistakes: {human_mistakes}$', text, re.M):
    fail(f'the statistics do not count the deal analysed once:\n{text}')
key(review, 'Escape')
app.wait_gone(REVIEW)
app.quit(main)

# 4. Bézique's last eight and Euchre from the shortcut; not Cassino.
for name, card_before in (('bezique-mistake.rec', 'not analysed'), ('euchre-mistake.rec', None)):
    record = copy_record(name)
    expected = analysis(record)
    main = app.start(parlour, env, record)
    app.wait_state(f'the finished deal of {name}', lambda s: s.get('over'))
    result = app.wait_window('End of the Deal')
    key(result, 'Escape')
    app.wait_gone('End of the Deal')
    # Closed at once, the analysis is cancelled (Ctrl+Q below finds no
    # warning); opened again, it runs to the end.
    key(main, 'ctrl+shift+a')
    review = app.wait_window(REVIEW)
    key(review, 'Escape')
    app.wait_gone(REVIEW)
    key(main, 'ctrl+shift+a')
    review = app.wait_window(REVIEW)
    r = review_state(f'the analysis of {name}', lambda r: r['page'] == 'review')['review']
    first = [i for i, d in enumerate(expected['decisions']) if d['verdict'] == 'mistake']
    if not r['mistakes'] or r['mark'] != 'mistake':
        fail(f'{name}: the review opens on {r}')
    key(review, 'Home')
    r = review_state('the first card', lambda r: r['step'] == 0)['review']
    if card_before is not None and not r['shown'].endswith(card_before):
        fail(f'{name}: the first card says “{r["shown"]}”')
    if name.startswith('bezique'):
        app.screenshot('review-bezique.png')
    key(review, 'Escape')
    app.wait_gone(REVIEW)
    app.quit(main)

main = app.start(parlour, env, '--game', 'cassino', '--seed', '28')
state = app.wait_state('the Cassino table', lambda s: s.get('game') == 'cassino')
if state.get('analyse_deal'):
    fail('Analyse This Deal is on at the Cassino table')
app.quit(main)
print('review app test passed')
