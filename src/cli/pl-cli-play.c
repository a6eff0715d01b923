/* pl-cli-play.c — `parlour-cli play GAME`: the computer plays every seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-ai.h"
#include "pl-ai-laws.h"
#include "pl-ai-skat-mix.h"
#include "pl-cli-private.h"
#include "pl-egn.h"
#include "pl-iss.h"
#include "pl-score-sheet.h"


/* More moves than any deal of any game has: a guard against a rules bug
 * that would never end a deal. */
#define MAX_MOVES_PER_DEAL 10000

/* Mixed into each deal's seed for the computer's own choices, so that they
 * do not follow the shuffle's sequence. */
#define AI_SEED_MIX G_GUINT64_CONSTANT (0x5eed5eed5eed5eed)

static gint opt_deals = 1;
static char *opt_seed_text;
static guint64 opt_seed = 1;
static char *opt_record;
static gboolean opt_json;
static char *opt_format;
static char **opt_options;
static char *opt_level;
static gboolean opt_summary;
static char *opt_err;
static PlAiErrRate err_rate = PL_AI_ERR_NEVER;

static const GOptionEntry play_entries[] = {
  { "deals", 'n', 0, G_OPTION_ARG_INT, &opt_deals,
    N_("Play N deals (default 1)"), N_("N") },
  { "seed", 's', 0, G_OPTION_ARG_STRING, &opt_seed_text,
    N_("Deal i is shuffled from seed S+i (default 1)"), N_("S") },
  { "record", 'r', 0, G_OPTION_ARG_FILENAME, &opt_record,
    N_("Write the match to FILE"), N_("FILE") },
  { "format", 'f', 0, G_OPTION_ARG_STRING, &opt_format,
    N_("Record format: native (default), iss (Skat) or egn (Euchre)"), N_("FORMAT") },
  { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &opt_options,
    N_("A game option, as in records (players=4, ramsch=on); repeatable"),
    N_("KEY=VALUE") },
  { "json", 0, 0, G_OPTION_ARG_NONE, &opt_json,
    N_("Print one JSON object per deal and line"), NULL },
  { "level", 'l', 0, G_OPTION_ARG_STRING, &opt_level,
    N_("The computer's level: easy, normal or strong (default: the application's, "
       "or PARLOUR_AI_LEVEL)"), N_("LEVEL") },
  { "summary", 0, 0, G_OPTION_ARG_NONE, &opt_summary,
    N_("At the end, the mix of games bid and the declarer's wins (Skat)"), NULL },
  { "err", 0, 0, G_OPTION_ARG_STRING, &opt_err,
    N_("With the option laws=on, how often the computer breaks the book’s laws: never "
       "(default), sometimes or often"), N_("RATE") },
  { NULL }
};

/* Plays one deal to its end; the record holds every move.  @previous is
 * the state of the match's deal before, as it ended, or NULL. */
static PlDealRecord *
play_deal (const PlGame  *game,
           gconstpointer  options,
           guint          dealer,
           guint64        seed,
           gconstpointer  previous,
           PlAiLevel      level,
           gpointer      *state_out,
           GError       **error)
{
  g_autoptr(PlDealRecord) deal = pl_deal_record_new_from_seed (game, options, dealer, seed);
  g_autofree gpointer state = pl_deal_record_replay (deal, 0, error);
  PlRng rng;

  if (state == NULL)
    return NULL;
  /* A game of several deals (Euchre's game of 10) goes on from the last. */
  if (game->carry_over != NULL && previous != NULL)
    game->carry_over (state, previous);

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
      /* By the laws (laws=on): a call, an error, or an answer first. */
      if (!pl_ai_laws_interject (game, state, err_rate, level, &rng, &move))
        move = pl_cli_choose_move (game, state, (guint) seat, level, &rng);
      if (!pl_deal_record_append (deal, state, &move, error))
        return NULL;
    }

  *state_out = g_steal_pointer (&state);
  return g_steal_pointer (&deal);
}

typedef enum {
  FORMAT_NATIVE,
  FORMAT_ISS,
  FORMAT_EGN,
} Format;

static char *
record_text (PlRecord  *record,
             Format     format,
             GError   **error)
{
  if (format == FORMAT_ISS)
    return pl_iss_write_record (record, error);
  if (format == FORMAT_EGN)
    {
      g_autoptr(PlEgnGame) game = pl_egn_game_new_from_record (record, error);

      return game != NULL ? pl_egn_to_string (game) : NULL;
    }
  return pl_record_to_string (record);
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
  g_autoptr(PlScoreSheet) sheet = NULL;
  g_autofree gpointer previous = NULL;
  const PlGame *game;
  Format format = FORMAT_NATIVE;
  guint n_seats, target;
  gint totals[PL_MAX_SEATS];
  gint match_totals[PL_MAX_SEATS] = { 0, };
  PlAiLevel level = pl_ai_level_from_env (PL_AI_LEVEL_DEFAULT);
  PlAiSkatMix mix = { 0, };

  g_set_prgname ("parlour-cli play");
  context = g_option_context_new (_("GAME — let the computer play every seat"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  games = pl_cli_game_list (", ");
  /* TRANSLATORS: %s lists the games: "skat, bezique". */
  summary = g_strdup_printf (_(
    "Plays DEALS deals of GAME (%s) with the computer at every seat, at the\n"
    "level that --level names.  Deal i (from 0) is shuffled from seed S+i\n"
    "and dealt by seat i modulo the number of seats, so the same command\n"
    "plays the same match.  Prints each deal's result and can write the\n"
    "match as a record that “parlour-cli replay” reads back."), games);
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
  if (!pl_cli_check_count ("--deals", opt_deals, 1, PL_CLI_MAX_DEALS, &error) ||
      (opt_seed_text != NULL && !pl_cli_parse_seed (opt_seed_text, &opt_seed, &error)))
    {
      g_printerr ("play: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  if (opt_level != NULL && !pl_ai_level_from_string (opt_level, &level))
    {
      g_printerr (_("play: --level is easy, normal or strong, not “%s”\n"), opt_level);
      return PL_CLI_EXIT_USAGE;
    }
  if (opt_err != NULL && !pl_ai_err_rate_from_string (opt_err, &err_rate))
    {
      g_printerr (_("play: --err is never, sometimes or often, not “%s”\n"), opt_err);
      return PL_CLI_EXIT_USAGE;
    }
  if (opt_format != NULL && strcmp (opt_format, "iss") == 0)
    format = FORMAT_ISS;
  else if (opt_format != NULL && strcmp (opt_format, "egn") == 0)
    format = FORMAT_EGN;
  else if (opt_format != NULL && strcmp (opt_format, "native") != 0)
    {
      g_printerr (_("play: --format is native, iss or egn, not “%s”\n"), opt_format);
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

  /* A game played to a target (Bézique) ends its match there: a record
   * holds that match and no deal after it (pl_record_check_match()), and
   * without one the next deal begins a new match, as at the table. */
  target = game->match_target != NULL ? game->match_target (options) : 0;
  sheet = pl_score_sheet_new (PL_SCORE_SHEET_BOOK, n_seats);

  record = pl_record_new ();
  memset (totals, 0, sizeof totals);
  for (gint i = 0; i < opt_deals; i++)
    {
      PlResult result = { 0, };
      gint winner = -1;
      guint64 seed = opt_seed + (guint64) i;
      g_autofree gpointer state = NULL;
      PlDealRecord *deal;

      deal = play_deal (game, options, (guint) i % n_seats, seed, previous, level, &state,
                        &error);
      if (deal == NULL)
        {
          g_printerr (_("play: deal %d (seed %llu): %s\n"),
                      i + 1, (unsigned long long) seed, error->message);
          return PL_CLI_EXIT_FAIL;
        }
      pl_cli_print_outcome (deal, state, opt_record ? opt_record : "play",
                            (guint) i + 1, opt_json, totals);
      if (game == &pl_skat_game)
        pl_ai_skat_mix_add (&mix, state);
      if (target != 0)
        {
          game->result (state, &result);
          pl_score_sheet_add_result (sheet, &result);
          pl_result_clear (&result);
        }
      g_free (previous);
      previous = g_steal_pointer (&state);
      /* Only a match that is written keeps its deals: a long soak without
       * --record runs in constant memory. */
      if (opt_record != NULL)
        g_ptr_array_add (record->deals, deal);
      else
        pl_deal_record_free (deal);

      if (target == 0)
        continue;
      for (guint s = 0; s < n_seats && s < PL_MAX_SEATS; s++)
        match_totals[s] = pl_score_sheet_get_total (sheet, s);
      /* The game judges the end (Cassino plays on from a tie at the top). */
      if (!pl_game_match_over (game, options, match_totals, n_seats, &winner))
        continue;
      if (opt_record != NULL && i + 1 < opt_deals)
        {
          g_printerr (_("play: the match is over after deal %d (seat %d reached the %u points "
                        "it is played to); a record holds one match, so it ends there\n"),
                      i + 1, winner, target);
          break;
        }
      g_clear_pointer (&sheet, pl_score_sheet_free);
      sheet = pl_score_sheet_new (PL_SCORE_SHEET_BOOK, n_seats);
    }
  if (opt_summary && game == &pl_skat_game)
    {
      g_autofree char *text = opt_json ? pl_ai_skat_mix_to_json (&mix)
                                       : pl_ai_skat_mix_to_text (&mix);

      printf ("%s%s", text, opt_json ? "\n" : "");
    }
  fflush (stdout);

  if (opt_record != NULL)
    {
      g_autofree char *text = record_text (record, format, &error);
      g_autoptr(PlRecord) check = NULL;

      /* Only what `replay` reads back is written (its size limit first),
       * atomically, through a link to the file it names, and never over
       * a pipe, a socket or a device. */
      if (text != NULL)
        check = pl_saved_game_read (text, strlen (text), opt_record, &error);
      if (check == NULL ||
          !pl_file_write_atomic (opt_record, text, strlen (text), 0644, &error))
        {
          g_printerr ("play: %s\n", error->message);
          return PL_CLI_EXIT_FAIL;
        }
    }

  return PL_CLI_EXIT_OK;
}
