/* fuzz-cassino.c — libFuzzer target: Cassino records and moves on any bytes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "fuzz-record-check.h"
#include "pl-cassino.h"

/*
 * Cassino's part of the record parser, from both ends:
 *
 * - the bytes as a record (a Cassino record in the corpus): a record or
 *   one error; what parses round-trips and replays (fuzz-record-check.h);
 * - the bytes as move texts, one a line, read against a hand dealt from
 *   the first byte (its options from the second): any text gives a move
 *   or an error; a move is checked by the rules, and a legal one is
 *   played, written and read back as the same move.
 */

/* A finished Cassino deal's result is written too. */
static void
fuzz_record (const uint8_t *data,
             size_t         size)
{
  g_autoptr(PlRecord) record = fuzz_record_check (data, size);

  for (guint i = 0; record != NULL && i < record->deals->len; i++)
    {
      const PlDealRecord *deal = g_ptr_array_index (record->deals, i);
      g_autofree gpointer state = NULL;
      g_autoptr(GString) json = g_string_new (NULL);

      if (deal->game != &pl_cassino_game)
        continue;
      state = pl_deal_record_replay (deal, G_MAXUINT, NULL);
      if (deal->game->is_terminal (state))
        deal->game->result_json (state, json);
    }
}

static void
fuzz_moves (const uint8_t *data,
            size_t         size)
{
  PlCassinoOptions options;
  PlCassinoState state;
  g_autoptr(PlDealRecord) deal = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (size < 2)
    return;
  pl_game_options_init (&pl_cassino_game, &options);
  options.players = 2 + data[1] % 3;
  options.royal = (data[1] >> 2) & 1;
  options.courts = options.royal ? PL_CASSINO_COURTS_ALL : (data[1] >> 3) & 1;
  options.raise_own = (data[1] >> 4) & 1;
  options.sweeps = ((data[1] >> 5) & 3) % 3;
  deal = pl_deal_record_new_from_seed (&pl_cassino_game, &options, data[0] % options.players,
                                       data[0]);
  FUZZ_CHECK (pl_cassino_game.deal (&state, deal->options, deal->dealer, deal->pack,
                                    deal->n_cards, NULL),
              "a seeded deal is refused");

  text = g_strndup ((const char *) data + 2, size - 2);
  lines = g_strsplit (text, "\n", 200);
  for (guint i = 0; lines[i] != NULL && !pl_cassino_game.is_terminal (&state); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) written = g_string_new (NULL);
      gint seat = pl_cassino_game.to_move (&state);
      PlMove move, again;

      if (!g_utf8_validate (lines[i], -1, NULL))
        continue;
      if (!pl_cassino_game.move_from_string (&state, seat, lines[i], &move, &error))
        {
          FUZZ_CHECK (error != NULL, "a refused move text without an error");
          continue;
        }
      if (!pl_cassino_game.check_move (&state, &move, &error))
        {
          FUZZ_CHECK (error != NULL && error->message[0] != '\0',
                      "an illegal move without a reason");
          continue;
        }
      pl_cassino_game.move_to_string (&state, &move, written);
      FUZZ_CHECK (pl_cassino_game.move_from_string (&state, seat, written->str, &again, NULL) &&
                  pl_move_equal (&move, &again),
                  "“%s” (read from “%s”) does not read back", written->str, lines[i]);
      FUZZ_CHECK (pl_deal_record_append (deal, &state, &move, NULL),
                  "a checked move is not appended");
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  fuzz_record (data, size);
  fuzz_moves (data, size);
  return 0;
}
