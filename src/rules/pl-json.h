/* pl-json.h — writing JSON text for the machine-readable outputs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Appends @text (UTF-8; NULL for an empty string) as a JSON string, with
 * its quotes, escaping the quote, the backslash and control characters. */
void pl_json_append_string (GString    *out,
                            const char *text);

G_END_DECLS
