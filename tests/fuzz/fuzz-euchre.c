/* fuzz-euchre.c — libFuzzer target: Euchre records and moves on any bytes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "fuzz-common.h"
#include "pl-euchre.h"
#include "pl-record.h"

/*
 * Two readings of the same bytes.  As a record: a Euchre record parses or
 * gives one error; each deal that parses replays, goes on from the deal
 * before (carry_over), and a finished deal scores 1, 2, 4 or 5 points to
 * one side, or nothing when thrown in.  As move texts, one a line, tried
 * on a seeded deal of every option set: each is read and checked by the
 * rules, and only what check_move() accepts is applied — the engine never
 * crashes on a move from anywhere.
 */
static void
check_outcome (const PlEuchreState *state)
{
  PlEuchreOutcome o;
  guint p;

  if (!pl_euchre_game.is_terminal (state))
    return;
  pl_euchre_get_outcome (state, &o);
  p = o.points[0] + o.points[1];
  FUZZ_CHECK (o.points[0] == 0 || o.points[1] == 0, "points to both sides");
  FUZZ_CHECK (p == 0 || p == 1 || p == 2 || p == 4 || p == 5, "%u points in a deal", p);
  FUZZ_CHECK ((p == 0) == (o.end == PL_EUCHRE_END_PASSED), "points in a deal thrown in");
}

static void
moves_from_lines (const char *text,
                  const char *settings)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", 200);
  PlEuchreOptions options;
  PlEuchreState state;
  PlCard pack[64];
  guint n;
  g_auto(GStrv) words = g_strsplit (settings, " ", -1);

  pl_game_options_init (&pl_euchre_game, &options);
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (words[i], "=", 2);

      if (kv[0] != NULL && kv[1] != NULL)
        pl_game_options_set (&pl_euchre_game, &options, kv[0], kv[1], NULL);
    }
  n = pl_euchre_game.pack (&options, pack);
  FUZZ_CHECK (pl_euchre_game.deal (&state, &options, strlen (text) % 4, pack, n, NULL),
              "the canonical pack does not deal");
  for (guint i = 0; lines[i] != NULL && !pl_euchre_game.is_terminal (&state); i++)
    {
      gint seat = pl_euchre_game.to_move (&state);
      PlMove move;

      if (!pl_euchre_game.move_from_string (&state, (guint) seat, lines[i], &move, NULL) ||
          !pl_euchre_game.check_move (&state, &move, NULL))
        continue;
      pl_euchre_game.apply (&state, &move);
    }
  check_outcome (&state);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree gpointer previous = NULL;

  record = pl_record_parse ((const char *) data, size, "fuzz.rec", &error);
  if (record == NULL)
    FUZZ_CHECK (error != NULL && g_str_has_prefix (error->message, "fuzz.rec:"),
                "a refused record without a “file:line:” error");
  for (guint i = 0; record != NULL && i < record->deals->len; i++)
    {
      const PlDealRecord *deal = g_ptr_array_index (record->deals, i);
      g_autofree gpointer state = pl_deal_record_replay (deal, G_MAXUINT, NULL);

      FUZZ_CHECK (state != NULL, "deal %u of a parsed record does not replay", i);
      if (deal->game != &pl_euchre_game)
        continue;
      if (previous != NULL)
        pl_euchre_game.carry_over (state, previous);
      check_outcome (state);
      g_free (previous);
      previous = g_steal_pointer (&state);
    }

  moves_from_lines (text, "");
  moves_from_lines (text, "stick=on joker=on pack=32 exchange=on defend-alone=on lead=loner");
  moves_from_lines (text, "assist=alone lone-euchre=4 game=5");
  return 0;
}
