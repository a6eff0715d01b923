/* pl-cli-common.c — helpers shared by the parlour-cli commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-ai.h"
#include "pl-cli-private.h"
#include "pl-laws.h"


char *
pl_cli_game_list (const char *separator)
{
  const PlGame *games[16];
  guint n = pl_game_get_all (games, G_N_ELEMENTS (games));
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (out, separator);
      g_string_append (out, games[i]->id);
    }
  return g_string_free (out, FALSE);
}

const PlGame *
pl_cli_lookup_game (const char *id)
{
  const PlGame *game = pl_game_lookup (id);

  if (game == NULL)
    {
      g_autofree char *games = pl_cli_game_list (", ");

      /* TRANSLATORS: "unknown game “whist” (games: skat, bezique)". */
      g_printerr (_("parlour-cli: unknown game “%s” (games: %s)\n"), id, games);
    }
  return game;
}

gpointer
pl_cli_make_options (const PlGame  *game,
                     char         **settings,
                     GError       **error)
{
  g_autofree gpointer options = g_malloc0 (MAX (game->options_size, 1));

  pl_game_options_init (game, options);
  for (guint i = 0; settings != NULL && settings[i] != NULL; i++)
    {
      const char *eq = strchr (settings[i], '=');
      g_autofree char *key = NULL;

      if (eq == NULL || eq == settings[i])
        {
          g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION,
                       _("“%s” is not an option: write “key=value”"),
                       settings[i]);
          return NULL;
        }
      key = g_strndup (settings[i], (gsize) (eq - settings[i]));
      if (!pl_game_options_set (game, options, key, eq + 1, error))
        return NULL;
    }
  /* Values that each alone are fine may not go together (a record with
   * them would be refused). */
  if (!pl_game_options_check (game, options, error))
    return NULL;
  return g_steal_pointer (&options);
}

PlMove
pl_cli_choose_move (const PlGame  *game,
                    gconstpointer  state,
                    guint          seat,
                    PlRng         *rng)
{
  return pl_ai_choose (game, state, seat, PL_AI_LEVEL_EASY, rng);
}

static void
append_seat (GString            *out,
             const PlDealRecord *deal,
             guint               seat)
{
  if (seat < PL_MAX_SEATS && deal->seat_names[seat] != NULL)
    g_string_append (out, deal->seat_names[seat]);
  else
    g_string_append_printf (out, _("seat %u"), seat);
}

void
pl_cli_print_outcome (const PlDealRecord *deal,
                      gconstpointer       state,
                      const char         *source,
                      guint               number,
                      gboolean            json,
                      gint               *totals)
{
  const PlGame *game = deal->game;
  gboolean over = game->is_terminal (state);
  g_autoptr(GString) out = g_string_new (NULL);
  PlResult result = { 0, };
  gboolean match_over = FALSE;

  /* A game with a match score of its own: the running score, the sum of
   * the deals' scores (pl-game.h, match_json). */
  if (over && totals != NULL && game->match_json != NULL)
    {
      g_autoptr(GString) members = g_string_new (NULL);

      game->result (state, &result);
      for (guint i = 0; i < result.n_seats && i < PL_MAX_SEATS; i++)
        totals[i] += result.score[i];
      pl_result_clear (&result);
      match_over = game->match_json (state, totals, members);
    }
  else
    totals = NULL;

  if (json)
    {
      g_string_append_printf (out, "{\"game\": \"%s\", \"deal\": %u", game->id, number);
      if (over)
        {
          gsize mark = out->len;

          g_string_append (out, ", ");
          if (totals != NULL)
            game->match_json (state, totals, out);
          else
            game->result_json (state, out);
          if (out->len == mark + 2)
            g_string_truncate (out, mark);
        }
      else
        {
          g_string_append_printf (out, ", \"finished\": false, \"moves\": %u",
                                  deal->moves->len);
          if (game->progress_json != NULL)
            {
              g_string_append (out, ", ");
              game->progress_json (state, out);
            }
        }
      /* The irregularities of a deal played by the laws (pl-laws.h). */
      pl_laws_append_json (game, state, out);
      g_string_append (out, "}\n");
      fputs (out->str, stdout);
    }
  else
    {
      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE, "%s, deal %u: %s, %u move",
                                           "%s, deal %u: %s, %u moves", deal->moves->len),
                              source, number, game->id, deal->moves->len);
      if (deal->has_seed)
        g_string_append_printf (out, _(", seed %llu"), (unsigned long long) deal->seed);
      g_string_append_c (out, '\n');

      if (!over)
        g_string_append_printf (out, _("  unfinished (%s)\n"),
                                game->phase_name (state));
      else
        {
          game->result (state, &result);
          if (result.reasons != NULL && result.reasons[0] != '\0')
            {
              g_auto(GStrv) lines = g_strsplit (result.reasons, "\n", -1);

              for (guint i = 0; lines[i] != NULL; i++)
                if (lines[i][0] != '\0')
                  g_string_append_printf (out, "  %s\n", lines[i]);
            }
          g_string_append (out, _("  Score:"));
          for (guint i = 0; i < result.n_seats && i < PL_MAX_SEATS; i++)
            {
              g_string_append (out, i == 0 ? " " : ", ");
              append_seat (out, deal, i);
              g_string_append_printf (out, " %+d", result.score[i]);
            }
          g_string_append_c (out, '\n');
          if (totals != NULL)
            {
              g_string_append (out, _("  Match:"));
              for (guint i = 0; i < result.n_seats && i < PL_MAX_SEATS; i++)
                {
                  g_string_append (out, i == 0 ? " " : ", ");
                  append_seat (out, deal, i);
                  g_string_append_printf (out, " %d", totals[i]);
                }
              if (match_over)
                g_string_append (out, _(" — the match is over"));
              g_string_append_c (out, '\n');
            }
          pl_result_clear (&result);
        }
      fputs (out->str, stdout);
    }

  /* The next deal starts a new match. */
  if (match_over)
    memset (totals, 0, PL_MAX_SEATS * sizeof totals[0]);
}

gboolean
pl_cli_parse_seed (const char  *text,
                   guint64     *seed,
                   GError     **error)
{
  if (*text == '\0' || strspn (text, "0123456789") != strlen (text) ||
      !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--seed “%s” is not a deal number: a whole number from 0 to %llu"),
                   text, (unsigned long long) G_MAXUINT64);
      return FALSE;
    }
  return TRUE;
}

gboolean
pl_cli_check_count (const char  *option,
                    gint64       value,
                    gint64       min,
                    gint64       max,
                    GError     **error)
{
  if (value >= min && value <= max)
    return TRUE;
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("%s must be from %lld to %lld, not %lld"), option,
               (long long) min, (long long) max, (long long) value);
  return FALSE;
}
