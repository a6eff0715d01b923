/* pl-cli-play.c — `parlour-cli play GAME`: the computer plays every seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-cli-private.h"
#include "pl-iss.h"


/* More moves than any deal of any game has: a guard against a rules bug
 * that would never end a deal. */
#define MAX_MOVES_PER_DEAL 10000

/* Mixed into each deal's seed for the computer's own choices, so that they
 * do not follow the shuffle's sequence. */
#define AI_SEED_MIX G_GUINT64_CONSTANT (0x5eed5eed5eed5eed)

static gint opt_deals = 1;
static gint64 opt_seed = 1;
static char *opt_record;
static gboolean opt_json;
static char *opt_format;
static char **opt_options;

static const GOptionEntry play_entries[] = {
  { "deals", 'n', 0, G_OPTION_ARG_INT, &opt_deals,
    N_("Play N deals (default 1)"), N_("N") },
  { "seed", 's', 0, G_OPTION_ARG_INT64, &opt_seed,
    N_("Deal i is shuffled from seed S+i (default 1)"), N_("S") },
  { "record", 'r', 0, G_OPTION_ARG_FILENAME, &opt_record,
    N_("Write the match to FILE"), N_("FILE") },
  { "format", 'f', 0, G_OPTION_ARG_STRING, &opt_format,
    N_("Record format: native (default) or iss"), N_("FORMAT") },
  { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &opt_options,
    N_("A game option, as in records (players=4, ramsch=on); repeatable"),
    N_("KEY=VALUE") },
  { "json", 0, 0, G_OPTION_ARG_NONE, &opt_json,
    N_("Print one JSON object per deal and line"), NULL },
  { NULL }
};

/* Plays one deal to its end; the record holds every move. */
static PlDealRecord *
play_deal (const PlGame  *game,
           gconstpointer  options,
           guint          dealer,
           guint64        seed,
           gpointer      *state_out,
           GError       **error)
{
  g_autoptr(PlDealRecord) deal = pl_deal_record_new_from_seed (game, options, dealer, seed);
  g_autofree gpointer state = pl_deal_record_replay (deal, 0, error);
  PlRng rng;

  if (state == NULL)
    return NULL;

  pl_rng_init (&rng, seed ^ AI_SEED_MIX);
  while (!game->is_terminal (state))
    {
      gint seat = game->to_move (state);
      PlMove move;

      if (seat < 0 || deal->moves->len >= MAX_MOVES_PER_DEAL)
        {
          g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                       _("the deal does not end (phase %s after %u moves)"),
                       game->phase_name (state), deal->moves->len);
          return NULL;
        }
      move = pl_cli_choose_move (game, state, (guint) seat, &rng);
      if (!pl_deal_record_append (deal, state, &move, error))
        return NULL;
    }

  *state_out = g_steal_pointer (&state);
  return g_steal_pointer (&deal);
}

static char *
record_text (PlRecord  *record,
             gboolean   iss,
             GError   **error)
{
  g_autoptr(GString) out = NULL;

  if (!iss)
    return pl_record_to_string (record);

  out = g_string_new (NULL);
  for (guint i = 0; i < record->deals->len; i++)
    {
      g_autofree char *line = pl_iss_write_line (g_ptr_array_index (record->deals, i), error);

      if (line == NULL)
        return NULL;
      g_string_append (out, line);
      g_string_append_c (out, '\n');
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

int
pl_cli_play (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = NULL;
  g_autofree gpointer options = NULL;
  g_autofree char *games = NULL;
  g_autofree char *summary = NULL;
  const PlGame *game;
  gboolean iss = FALSE;
  guint n_seats;

  g_set_prgname ("parlour-cli play");
  context = g_option_context_new (_("GAME — let the computer play every seat"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  games = pl_cli_game_list (", ");
  /* TRANSLATORS: %s lists the games: "skat, bezique". */
  summary = g_strdup_printf (_(
    "Plays DEALS deals of GAME (%s) with the game's Easy computer player at\n"
    "every seat.  Deal i (from 0) is shuffled from seed S+i and dealt by\n"
    "seat i modulo the number of seats, so the same command plays the same\n"
    "match.  Prints each deal's result and can write the match as a record\n"
    "that “parlour-cli replay” reads back."), games);
  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, play_entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("play: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  if (argc != 2)
    {
      g_printerr (_("play: name one game (see “parlour-cli play --help”)\n"));
      return PL_CLI_EXIT_USAGE;
    }
  if (opt_deals < 1)
    {
      g_printerr (_("play: --deals must be at least 1\n"));
      return PL_CLI_EXIT_USAGE;
    }
  if (opt_format != NULL && strcmp (opt_format, "iss") == 0)
    iss = TRUE;
  else if (opt_format != NULL && strcmp (opt_format, "native") != 0)
    {
      g_printerr (_("play: --format is native or iss, not “%s”\n"), opt_format);
      return PL_CLI_EXIT_USAGE;
    }

  game = pl_cli_lookup_game (argv[1]);
  if (game == NULL)
    return PL_CLI_EXIT_USAGE;
  options = pl_cli_make_options (game, opt_options, &error);
  if (options == NULL)
    {
      g_printerr ("play: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  n_seats = game->n_seats (options);

  record = pl_record_new ();
  for (gint i = 0; i < opt_deals; i++)
    {
      guint64 seed = (guint64) opt_seed + (guint64) i;
      g_autofree gpointer state = NULL;
      PlDealRecord *deal;

      deal = play_deal (game, options, (guint) i % n_seats, seed, &state, &error);
      if (deal == NULL)
        {
          g_printerr (_("play: deal %d (seed %llu): %s\n"),
                      i + 1, (unsigned long long) seed, error->message);
          return PL_CLI_EXIT_FAIL;
        }
      pl_cli_print_outcome (deal, state, opt_record ? opt_record : "play",
                            (guint) i + 1, opt_json);
      /* Only a match that is written keeps its deals: a long soak without
       * --record runs in constant memory. */
      if (opt_record != NULL)
        g_ptr_array_add (record->deals, deal);
      else
        pl_deal_record_free (deal);
    }
  fflush (stdout);

  if (opt_record != NULL)
    {
      g_autofree char *text = record_text (record, iss, &error);

      /* Written atomically (temp file and rename), as saved games are. */
      if (text == NULL || !g_file_set_contents (opt_record, text, -1, &error))
        {
          g_printerr ("play: %s\n", error->message);
          return PL_CLI_EXIT_FAIL;
        }
    }

  return PL_CLI_EXIT_OK;
}
