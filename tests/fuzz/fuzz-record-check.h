/* fuzz-record-check.h — the record parser's properties, for the targets
 * that fuzz records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "fuzz-common.h"
#include "pl-record.h"

/*
 * A record is untrusted input (docs/records.md, "Errors"): any bytes give
 * either a whole record or one error, never a crash, a leak or a
 * sanitizer report.  And what parses round-trips: the canonical text
 * parses again to the same text, and every deal replays.  Returns the
 * record, or NULL.
 */
static inline PlRecord *
fuzz_record_check (const uint8_t *data,
                   size_t         size)
{
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(PlRecord) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;

  record = pl_record_parse ((const char *) data, size, "fuzz.rec", &error);
  if (record == NULL)
    {
      FUZZ_CHECK (error != NULL && g_str_has_prefix (error->message, "fuzz.rec:"),
                  "a refused record without a “file:line:” error");
      return NULL;
    }
  FUZZ_CHECK (error == NULL, "a record and an error");

  text = pl_record_to_string (record);
  again = pl_record_parse (text, strlen (text), "again.rec", &error);
  FUZZ_CHECK (again != NULL, "the canonical text does not parse: %s\n%s",
              error ? error->message : "", text);
  text2 = pl_record_to_string (again);
  FUZZ_CHECK (strcmp (text, text2) == 0, "the canonical text changed:\n%s\n---\n%s",
              text, text2);

  for (guint i = 0; i < record->deals->len; i++)
    {
      g_autofree gpointer state = pl_deal_record_replay (g_ptr_array_index (record->deals, i),
                                                        G_MAXUINT, NULL);

      FUZZ_CHECK (state != NULL, "deal %u of a parsed record does not replay", i);
    }
  return g_steal_pointer (&record);
}
