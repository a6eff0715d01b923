/* fuzz-statistics.c — libFuzzer target: the statistics loader on any bytes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "fuzz-common.h"
#include "pl-statistics.h"

/*
 * The statistics file is untrusted input: any bytes give statistics or an
 * error.  What loads is consistent (won + lost = declared ≤ deals, worst ≤
 * best) and writes back to a text that loads to the same text.
 */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(PlStatistics) stats = NULL;
  g_autoptr(PlStatistics) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;

  stats = pl_statistics_parse ((const char *) data, size, &error);
  if (stats == NULL)
    {
      FUZZ_CHECK (error != NULL, "refused without an error");
      return 0;
    }
  for (guint i = 0; i < pl_statistics_get_n_entries (stats); i++)
    {
      const PlStatisticsEntry *e = pl_statistics_get_entry (stats, i);

      FUZZ_CHECK (e->won + e->lost == e->declared && e->declared <= e->deals &&
                  e->worst <= e->best, "an inconsistent entry was accepted");
    }
  text = pl_statistics_to_string (stats);
  again = pl_statistics_parse (text, strlen (text), &error);
  FUZZ_CHECK (again != NULL, "the written statistics do not load: %s",
              error ? error->message : "");
  text2 = pl_statistics_to_string (again);
  FUZZ_CHECK (strcmp (text, text2) == 0, "the statistics changed:\n%s\n---\n%s", text, text2);
  return 0;
}
