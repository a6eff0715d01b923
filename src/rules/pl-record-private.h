/* pl-record-private.h — what the record parser and writer share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-record.h"

G_BEGIN_DECLS

/* The format version this code reads and writes (docs/records.md). */
#define PL_RECORD_VERSION 1

/* Whether @name is one of the free tags kept verbatim (Event, Date, …,
 * and every X- tag). */
gboolean  pl_record_is_free_tag   (const char    *name);

/* Whether @pack is exactly a permutation of @game's pack under @options;
 * if not, a PL_RULES_ERROR_DEAL that names the first card that is wrong. */
gboolean  pl_record_check_pack    (const PlGame  *game,
                                   gconstpointer  options,
                                   const PlCard  *pack,
                                   guint          n_cards,
                                   GError       **error);

/* Checks one line of raw bytes, without its line end: its length, NUL
 * bytes, UTF-8 and control characters (C0 but tabs, DEL, C1); the error
 * has no "file:line: " yet. */
gboolean  pl_record_check_line    (const char    *text,
                                   gsize          length,
                                   GError       **error);

/* A short, valid UTF-8 quotation of untrusted text for an error message. */
char     *pl_record_quote         (const char    *text,
                                   gsize          length);

G_END_DECLS
