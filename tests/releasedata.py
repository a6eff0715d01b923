# SPDX-License-Identifier: GPL-3.0-or-later
"""What the release checks and tools/release share.

The game catalog (src/ui/pl-game-catalog.c) is the truth about which games
can be played; the store text (the metainfo and the desktop file, in every
language) must say no more than it, and the release manifest must build a
commit where a game can be played.  This module reads the catalog from its
C source, at any commit (the entries were positional initializers once,
designated ones now), finds the games a text names, in any of their
spellings (the id, the English name and its translations in po/), and asks
git about the history, saying when it cannot (no .git, a shallow clone).
"""

import json
import re
import subprocess
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

BASE_ID = 'io.github.parlour.Parlour'
CATALOG = 'src/ui/pl-game-catalog.c'
CATALOG_HEADER = 'src/ui/pl-game-catalog.h'
METAINFO = f'data/{BASE_ID}.metainfo.xml.in.in'
DESKTOP = f'data/{BASE_ID}.desktop.in.in'
RELEASE_MANIFEST = f'flatpak/{BASE_ID}.json'
SCREENSHOT_URL = 'https://raw.githubusercontent.com/parlour/parlour/'
XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'


class Game:
    def __init__(self, game_id, name, playable):
        self.id = game_id
        self.name = name
        self.playable = playable

    def __repr__(self):
        return f'Game({self.id!r}, playable={self.playable})'


# The C catalog ------------------------------------------------------------

_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|/\*.*?\*/|//[^\n]*', re.S)


def _strip_comments(source):
    return _TOKEN.sub(lambda m: m.group(0) if m.group(0).startswith('"') else ' ', source)


def _split_top(text, sep=','):
    """@text split at @sep outside parentheses, braces and strings."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c == '"':
            m = _TOKEN.match(text, i)
            i = m.end() if m else i + 1
            continue
        if c in '({[':
            depth += 1
        elif c in ')}]':
            depth -= 1
        elif c == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def _braced(text, start):
    """The text inside the braces that open at @start, and the index after."""
    depth, i = 0, start
    while i < len(text):
        if text[i] == '"':
            m = _TOKEN.match(text, i)
            i = m.end() if m else i + 1
            continue
        if text[i] == '{':
            depth += 1
        elif text[i] == '}':
            depth -= 1
            if depth == 0:
                return text[start + 1:i], i + 1
        i += 1
    raise ValueError('unbalanced braces')


def _struct_fields(header):
    """The field names of PlGameEntry, in order, from its header."""
    header = _strip_comments(header)
    m = re.search(r'typedef\s+struct\s*\{(.*?)\}\s*PlGameEntry\s*;', header, re.S)
    if not m:
        raise ValueError('no PlGameEntry struct in the header')
    fields = []
    for decl in m.group(1).split(';'):
        decl = decl.strip()
        if not decl:
            continue
        pointer = re.search(r'\(\s*\*\s*(\w+)\s*\)', decl)
        name = pointer.group(1) if pointer else re.findall(r'\w+', decl.split('[')[0])[-1]
        fields.append(name)
    return fields


def _string_value(value):
    """The string of "x", N_("x"), NC_("ctx", "x") or C_("ctx", "x")."""
    strings = re.findall(r'"((?:[^"\\]|\\.)*)"', value)
    if not strings:
        return None
    return json.loads('"' + strings[-1] + '"')


def _flag_value(value):
    value = value.strip()
    if value in ('TRUE', 'true', '1'):
        return True
    if value in ('FALSE', 'false', '0'):
        return False
    raise ValueError(f'cannot tell whether {value!r} is true')


def parse_catalog(source, header=None):
    """The games of the catalog's C source, in order.  @header (the text of
    pl-game-catalog.h) is needed only for positional initializers."""
    text = _strip_comments(source)
    m = re.search(r'PlGameEntry\s+\w+\s*\[\s*\]\s*=\s*(?=\{)', text)
    if not m:
        raise ValueError('no array of PlGameEntry in the catalog')
    body, _ = _braced(text, m.end())
    games = []
    fields = None
    for entry in _split_top(body):
        if not entry.startswith('{'):
            raise ValueError(f'an entry that is not braced: {entry[:40]!r}')
        inner, _ = _braced(entry, 0)
        values = {}
        for i, item in enumerate(_split_top(inner)):
            d = re.match(r'\.(\w+)\s*=\s*(.*)\Z', item, re.S)
            if d:
                values[d.group(1)] = d.group(2)
            else:
                if fields is None:
                    if header is None:
                        raise ValueError('positional entries, and no header to name them')
                    fields = _struct_fields(header)
                if i >= len(fields):
                    raise ValueError(f'more values than PlGameEntry has fields: {item!r}')
                values[fields[i]] = item
        if 'id' not in values:
            raise ValueError(f'an entry without an id: {inner[:60]!r}')
        # A field left out of an initializer is zero: not playable.  Older
        # catalogs said so in a flag; now a game is playable when its entry
        # names its table's controller (pl_game_entry_is_playable()).
        if 'playable' in values:
            playable = _flag_value(values['playable'])
        else:
            controller = values.get('controller_type', 'NULL').strip()
            playable = controller not in ('NULL', '0', '')
        games.append(Game(_string_value(values['id']), _string_value(values.get('name', '')),
                          playable))
    if not games:
        raise ValueError('the catalog is empty')
    return games


def read_catalog(top):
    """The games of the working tree's catalog."""
    top = Path(top)
    header = top / CATALOG_HEADER
    return parse_catalog((top / CATALOG).read_text(encoding='utf-8'),
                         header.read_text(encoding='utf-8') if header.exists() else None)


# The names of the games ----------------------------------------------------

def fold(text):
    """@text without accents, in lower case: "Bésigue" is "besigue"."""
    decomposed = unicodedata.normalize('NFKD', text)
    return ''.join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def _po_string(text):
    return json.loads('"' + text + '"')


def game_spellings(top, games):
    """Every spelling of each game, folded: its id, its English name, and
    the names po/LANG.po gives it (msgctxt "game name")."""
    spellings = {g.id: {fold(g.id), fold(g.name or g.id)} for g in games}
    by_name = {g.name: g.id for g in games if g.name}
    entry = re.compile(r'^msgctxt "game name"\nmsgid "((?:[^"\\]|\\.)*)"\n'
                       r'msgstr "((?:[^"\\]|\\.)*)"', re.M)
    for po in sorted((Path(top) / 'po').glob('*.po')):
        for m in entry.finditer(po.read_text(encoding='utf-8')):
            game_id = by_name.get(_po_string(m.group(1)))
            translated = _po_string(m.group(2))
            if game_id and translated:
                spellings[game_id].add(fold(translated))
    return spellings


def games_named(text, spellings):
    """The ids of the games @text names, in any spelling, as whole words."""
    folded = fold(text)
    return {game_id for game_id, names in spellings.items()
            if any(re.search(r'(?<!\w)' + re.escape(n) + r'(?!\w)', folded) for n in names)}


# The store text ------------------------------------------------------------

def _text(element):
    return ' '.join(''.join(element.itertext()).split())


def _by_language(elements):
    """{language: text} of elements that come with xml:lang translations
    (None: the English); a language without a translation of an element
    reads it in English, as a software centre shows it."""
    groups = []
    for e in elements:
        lang = e.get(XML_LANG)
        if lang is None or not groups:
            groups.append({None: _text(e)})
        else:
            groups[-1][lang] = _text(e)
    langs = {lang for g in groups for lang in g}
    return {lang: ' '.join(g.get(lang, g[None]) for g in groups) for lang in langs}


def metainfo_texts(xml_text):
    """What the metainfo says to a user, as [(where, language, text)]:
    the summary, the description, the keywords and the captions, and the
    newest release's notes, each in every language it has."""
    root = ET.fromstring(xml_text)
    out = []

    def add(where, elements):
        for lang, text in sorted(_by_language(elements).items(), key=lambda x: x[0] or ''):
            out.append((where, lang, text))

    add('summary', root.findall('summary'))
    description = root.find('description')
    if description is not None:
        add('description', [e for e in description.iter() if e.tag in ('p', 'li')])
    keywords = root.find('keywords')
    if keywords is not None:
        by_lang = {}
        for k in keywords.findall('keyword'):
            by_lang.setdefault(k.get(XML_LANG), []).append(_text(k))
        for lang, words in by_lang.items():
            out.append(('keywords', lang, '; '.join(words)))
    add('screenshot captions', root.findall('screenshots/screenshot/caption'))
    release = root.find('releases/release')
    if release is not None and release.find('description') is not None:
        add(f'release {release.get("version")} notes',
            [e for e in release.find('description').iter() if e.tag in ('p', 'li')])
    return out


def desktop_texts(desktop_text):
    """What the desktop file says, as [(key, language, text)]."""
    out = []
    for line in desktop_text.splitlines():
        m = re.match(r'(Name|GenericName|Comment|Keywords)(?:\[([^\]]+)\])?=(.*)', line)
        if m:
            out.append((m.group(1), m.group(2), m.group(3)))
    return out


def store_text_errors(games, spellings, metainfo_xml, desktop_text, where=''):
    """What the store text says untruly of the catalog: a game that is not
    playable named anywhere, or a playable game left out of the
    description or the desktop Comment (in a language that translates
    them)."""
    errors = []
    playable = {g.id for g in games if g.playable}
    names = {g.id: g.name for g in games}
    texts = ([('metainfo ' + w, lang, t) for w, lang, t in metainfo_texts(metainfo_xml)] +
             [('desktop ' + k, lang, t) for k, lang, t in desktop_texts(desktop_text)])
    for what, lang, text in texts:
        label = f'{where}{what}' + (f' [{lang}]' if lang else '')
        named = games_named(text, spellings)
        for game_id in sorted(named - playable):
            errors.append(f'{label} names {names[game_id]}, which the catalog '
                          f'({CATALOG}) does not mark playable: {text[:100]!r}')
        if what in ('metainfo description', 'desktop Comment'):
            for game_id in sorted(playable - named):
                errors.append(f'{label} does not name {names[game_id]}, which the catalog '
                              f'marks playable: {text[:100]!r}')
    return errors


# The history ---------------------------------------------------------------

class NoHistory(Exception):
    """Git cannot answer here: no repository, no git, or a shallow clone
    that does not reach far enough.  The check that needs it skips."""


def git(top, *args, check=True):
    try:
        out = subprocess.run(['git', '-C', str(top), *args], capture_output=True, text=True,
                             timeout=120)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise NoHistory(f'git could not run: {e}')
    if check and out.returncode != 0:
        raise subprocess.CalledProcessError(out.returncode, args, out.stdout, out.stderr)
    return out


def history(top):
    """Whether @top is a git checkout with its history: 'full', 'shallow',
    or NoHistory raised when it is not a checkout that git can read (no
    .git, as in a release tarball; git missing; a repository owned by
    another user)."""
    out = git(top, 'rev-parse', '--show-toplevel', '--is-shallow-repository', check=False)
    if out.returncode != 0:
        raise NoHistory(f'{top} is not a git checkout git can read: {out.stderr.strip()}')
    toplevel, shallow = out.stdout.split('\n')[:2]
    # A tree unpacked inside another checkout is not that checkout.
    if Path(toplevel).resolve() != Path(top).resolve():
        raise NoHistory(f'{top} is not the top of a git checkout')
    return 'shallow' if shallow.strip() == 'true' else 'full'


def has_commit(top, commit):
    return git(top, 'cat-file', '-e', f'{commit}^{{commit}}', check=False).returncode == 0


def exists_at(top, commit, path):
    """Whether @path (a file of any kind) is in @commit's tree."""
    return git(top, 'cat-file', '-e', f'{commit}:{path}', check=False).returncode == 0


def show(top, commit, path):
    """The text of @path at @commit, or None where it did not exist."""
    out = git(top, 'show', f'{commit}:{path}', check=False)
    return out.stdout if out.returncode == 0 else None


def catalog_at(top, commit):
    source = show(top, commit, CATALOG)
    if source is None:
        raise ValueError(f'{commit[:12]} has no {CATALOG}')
    return parse_catalog(source, show(top, commit, CATALOG_HEADER))


def project_version(meson_build):
    m = re.search(r"project\s*\(\s*'parlour'.*?version\s*:\s*'([^']+)'", meson_build, re.S)
    return m.group(1) if m else None


def screenshot_urls(metainfo_xml):
    root = ET.fromstring(metainfo_xml)
    return [i.text.strip() for i in root.findall('screenshots/screenshot/image') if i.text]


def newest_release_line(metainfo_text):
    """The newest <release ...> start tag, as written: its version and date."""
    m = re.search(r'<release\s[^>]*>', metainfo_text or '')
    return ' '.join(m.group(0).split()) if m else None


def release_state(top, commit=None):
    """What a release is made of: the project version and the newest
    <release> entry; at @commit, or in the working tree (None)."""
    if commit is None:
        top = Path(top)
        meson_build = (top / 'meson.build').read_text(encoding='utf-8')
        metainfo = (top / METAINFO).read_text(encoding='utf-8')
    else:
        meson_build = show(top, commit, 'meson.build')
        metainfo = show(top, commit, METAINFO)
    return (project_version(meson_build or ''), newest_release_line(metainfo))


def release_commit(top):
    """The commit where the working tree's release state began: the release
    commit (None if the working tree's state is not committed)."""
    state = release_state(top)
    found = None
    log = git(top, 'log', '--format=%H', 'HEAD', '--', 'meson.build', METAINFO).stdout.split()
    for commit in log:
        if release_state(top, commit) != state:
            break
        found = commit
    return found
