/* fuzz-egn.c — libFuzzer target: the EGN reader (and its JSON reader) on
 * any bytes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "fuzz-common.h"
#include "pl-egn.h"

/*
 * An EGN file is untrusted input: any bytes give a whole game or one error
 * that starts with the file's name, never a crash, a leak or a sanitizer
 * report.  A game that reads is written back as EGN that reads again to
 * the same deals and writes the same text.
 */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(PlEgnGame) game = NULL;
  g_autoptr(PlEgnGame) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;
  g_autofree char *rec = NULL;
  g_autofree char *rec2 = NULL;

  game = pl_egn_parse ((const char *) data, size, "fuzz.egn", &error);
  if (game == NULL)
    {
      FUZZ_CHECK (error != NULL && g_str_has_prefix (error->message, "fuzz.egn"),
                  "a refused file without a “file:” error");
      return 0;
    }
  FUZZ_CHECK (error == NULL, "a game and an error");

  text = pl_egn_to_string (game);
  again = pl_egn_parse (text, strlen (text), "again.egn", &error);
  FUZZ_CHECK (again != NULL, "the written game does not read: %s\n%s",
              error ? error->message : "", text);
  text2 = pl_egn_to_string (again);
  FUZZ_CHECK (strcmp (text, text2) == 0, "the written game changed:\n%s\n---\n%s", text, text2);
  rec = pl_record_to_string (game->record);
  rec2 = pl_record_to_string (again->record);
  FUZZ_CHECK (strcmp (rec, rec2) == 0, "the deals changed:\n%s\n---\n%s", rec, rec2);
  return 0;
}
