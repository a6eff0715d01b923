#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that every language in po/LINGUAS translates every message.

The template is regenerated from po/POTFILES.in in a temporary directory,
the way meson's i18n.gettext(preset: 'glib') does it (the same xgettext
keywords and flags; xgettext finds the ITS rules for the desktop, metainfo,
schema and GtkBuilder files by itself), so a string added to the sources
and not yet translated makes this test fail even though no template is
kept in git.  Each po/LANG.po is merged with that template into a
temporary file, and the test fails if any message is untranslated or
fuzzy, or if msgfmt -c --check-format rejects the result (a format
directive lost or changed, a bad header).  Nothing in the source tree is
written.

Usage: check-translations.py SRCDIR
Exit status: 0 all complete, 1 something missing or wrong, 77 (skip) when
the gettext tools are not installed.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

PACKAGE = 'parlour'

# Mirrors the 'glib' preset of meson's i18n module (mesonbuild/modules/i18n.py),
# which is what `ninja parlour-pot` runs.
XGETTEXT_ARGS = [
    '--from-code=UTF-8',
    '--add-comments',
    '--keyword=_',
    '--keyword=N_',
    '--keyword=C_:1c,2',
    '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2',
    '--keyword=g_dngettext:2,3',
    '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format',
    '--flag=C_:2:pass-c-format',
    '--flag=NC_:2:pass-c-format',
    '--flag=g_dngettext:2:pass-c-format',
    '--flag=g_strdup_printf:1:c-format',
    '--flag=g_string_printf:2:c-format',
    '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format',
    '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format',
    '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format',
    '--flag=g_printerr:1:c-format',
    '--flag=g_printf:1:c-format',
    '--flag=g_fprintf:2:c-format',
    '--flag=g_sprintf:2:c-format',
    '--flag=g_snprintf:3:c-format',
]

SHOW = 5  # untranslated or fuzzy msgids named per language


def read_linguas(po_dir):
    langs = []
    with open(os.path.join(po_dir, 'LINGUAS'), encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0].strip()
            langs += line.split()
    return langs


def unquote(text):
    """Undo the C escapes of one quoted po string."""
    out = []
    i = 0
    escapes = {'n': '\n', 't': '\t', 'r': '\r', '"': '"', '\\': '\\', 'a': '\a', 'b': '\b',
               'f': '\f', 'v': '\v'}
    while i < len(text):
        c = text[i]
        if c == '\\' and i + 1 < len(text):
            out.append(escapes.get(text[i + 1], text[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def read_po(path):
    """Return the messages of a po file as dicts: ctxt, id, strs, fuzzy.

    Enough of a parser for files written by msgmerge; obsolete (#~)
    entries and the header are left out.
    """
    entries = []
    with open(path, encoding='utf-8') as f:
        text = f.read()
    for block in re.split(r'\n\s*\n', text):
        entry = {'ctxt': None, 'id': None, 'strs': [], 'fuzzy': False}
        field = None
        for line in block.splitlines():
            line = line.strip()
            if line.startswith('#,'):
                entry['fuzzy'] = entry['fuzzy'] or 'fuzzy' in line[2:].replace(',', ' ').split()
                continue
            if not line or line.startswith('#'):
                continue
            m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"$', line)
            if m:
                field = m.group(1)
                value = unquote(m.group(2))
                if field == 'msgctxt':
                    entry['ctxt'] = value
                elif field == 'msgid':
                    entry['id'] = value
                elif field.startswith('msgstr'):
                    entry['strs'].append(value)
                continue
            m = re.match(r'^"(.*)"$', line)
            if m and field is not None:
                value = unquote(m.group(1))
                if field == 'msgctxt':
                    entry['ctxt'] += value
                elif field == 'msgid':
                    entry['id'] += value
                elif field.startswith('msgstr'):
                    entry['strs'][-1] += value
        if entry['id'] is not None and entry['id'] != '':
            entries.append(entry)
    return entries


def describe(entry):
    msgid = entry['id'].replace('\n', '\\n')
    if len(msgid) > 70:
        msgid = msgid[:67] + '…'
    if entry['ctxt'] is not None:
        return f'[{entry["ctxt"]}] “{msgid}”'
    return f'“{msgid}”'


def main():
    top = os.path.abspath(sys.argv[1] if len(sys.argv) > 1
                          else os.path.join(os.path.dirname(__file__), '..'))
    po_dir = os.path.join(top, 'po')

    tools = {name: shutil.which(name) for name in ('xgettext', 'msgmerge', 'msgfmt')}
    missing_tools = [name for name, path in tools.items() if path is None]
    if missing_tools:
        print('SKIP: the gettext tools are not installed: ' + ', '.join(missing_tools))
        return 77

    langs = read_linguas(po_dir)
    if not langs:
        print('po/LINGUAS lists no language: nothing to check')
        return 0

    failed = False
    with tempfile.TemporaryDirectory(prefix='parlour-po-') as tmp:
        pot = os.path.join(tmp, PACKAGE + '.pot')
        run = subprocess.run(
            [tools['xgettext'], '--package-name=' + PACKAGE, '-p', tmp,
             '-f', os.path.join(po_dir, 'POTFILES.in'), '-D', top, '-k_', '-o', pot]
            + XGETTEXT_ARGS,
            cwd=tmp, capture_output=True, text=True)
        if run.returncode != 0 or not os.path.exists(pot):
            print('xgettext could not build the template:\n' + run.stderr)
            return 1
        n_template = len(read_po(pot))
        print(f'template: {n_template} messages from po/POTFILES.in')

        for lang in langs:
            po = os.path.join(po_dir, lang + '.po')
            if not os.path.exists(po):
                print(f'{lang}: po/{lang}.po is listed in po/LINGUAS but does not exist')
                failed = True
                continue
            merged = os.path.join(tmp, lang + '.po')
            run = subprocess.run([tools['msgmerge'], '--quiet', '-o', merged, po, pot],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                print(f'{lang}: msgmerge failed:\n{run.stderr}')
                failed = True
                continue

            entries = read_po(merged)
            fuzzy = [e for e in entries if e['fuzzy']]
            untranslated = [e for e in entries
                            if not e['fuzzy'] and (not e['strs'] or any(s == '' for s in e['strs']))]
            translated = len(entries) - len(fuzzy) - len(untranslated)
            print(f'{lang}: {translated} translated, {len(fuzzy)} fuzzy, '
                  f'{len(untranslated)} untranslated of {len(entries)}')
            if fuzzy or untranslated:
                failed = True
                for kind, group in (('untranslated', untranslated), ('fuzzy', fuzzy)):
                    for entry in group[:SHOW]:
                        print(f'  {lang}: {kind}: {describe(entry)}')
                    if len(group) > SHOW:
                        print(f'  {lang}: … and {len(group) - SHOW} more {kind}')

            run = subprocess.run([tools['msgfmt'], '-c', '--check-format', '-o', os.devnull, merged],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                failed = True
                print(f'{lang}: msgfmt -c --check-format fails:')
                print(run.stderr.replace(merged, f'po/{lang}.po (merged)').rstrip())

    if failed:
        print('Translations are incomplete or wrong: run “ninja parlour-pot parlour-update-po” '
              'in a build directory and translate what is missing.')
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
