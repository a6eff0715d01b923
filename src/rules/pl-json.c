/* pl-json.c — writing JSON text for the machine-readable outputs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-rules"

#include "pl-json.h"

void
pl_json_append_string (GString    *out,
                       const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text != NULL ? text : ""; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (out, "\\%c", *p);
      else if ((guchar) *p < 0x20)
        g_string_append_printf (out, "\\u%04x", (guchar) *p);
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}
