/* fuzz-iss.c — libFuzzer target: the ISS game line parser on any bytes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "fuzz-common.h"
#include "pl-iss.h"

/*
 * An ISS line is untrusted input: any bytes give a deal or an error.  A
 * deal that parses replays, and a finished one is written back as a line
 * that parses again and writes the same line.
 */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *line = g_strndup ((const char *) data, size);
  g_autoptr(PlDealRecord) deal = NULL;
  g_autoptr(PlDealRecord) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  g_autofree char *written2 = NULL;
  g_autofree gpointer state = NULL;

  /* The parser takes a C string: bytes after a NUL are not its input. */
  deal = pl_iss_parse_line (line, &error);
  if (deal == NULL)
    {
      FUZZ_CHECK (error != NULL, "a refused line without an error");
      return 0;
    }

  /* ISS lines are finished games; the writer refuses others. */
  state = pl_deal_record_replay (deal, G_MAXUINT, &error);
  FUZZ_CHECK (state != NULL, "a parsed deal does not replay: %s", error ? error->message : "");
  if (!deal->game->is_terminal (state))
    return 0;

  written = pl_iss_write_line (deal, &error);
  /* A line whose moves go on after the end (the server's "rest") and that
   * has no R[] result is read, but not written back: the writer needs the
   * server's result for it.  That refusal is an error, not a crash. */
  if (written == NULL && g_error_matches (error, PL_RECORD_ERROR, PL_RECORD_ERROR_TRUNCATED) &&
      g_hash_table_contains (deal->tags, "X-ISS-Rest"))
    return 0;
  FUZZ_CHECK (written != NULL, "a parsed deal cannot be written: %s",
              error ? error->message : "");
  again = pl_iss_parse_line (written, &error);
  FUZZ_CHECK (again != NULL, "the written line does not parse: %s\n%s",
              error ? error->message : "", written);
  written2 = pl_iss_write_line (again, &error);
  FUZZ_CHECK (written2 != NULL && strcmp (written, written2) == 0,
              "the written line changed:\n%s\n%s", written, written2 ? written2 : "");
  return 0;
}
