/* pl-record-match.c — a record as one match: the checks, the score, the penalties
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-record"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-iss.h"
#include "pl-record-private.h"
#include "pl-score-sheet.h"

/*
 * A record file is read as a match (docs/records.md, "Matches, saved games
 * and the autosave"), by everything that reads one: Continue, Open Game…,
 * `parlour FILE` and `parlour-cli replay` all come through
 * pl_record_check_match(), so that a file gets one verdict and one message
 * wherever it is opened.
 */

#define PENALTY_TAG "X-Penalty"

void
pl_deal_record_add_penalty (PlDealRecord *deal,
                            guint         seat,
                            guint         points)
{
  const char *old;
  char *value;

  g_return_if_fail (deal != NULL);

  old = g_hash_table_lookup (deal->tags, PENALTY_TAG);
  if (old != NULL && *old != '\0')
    value = g_strdup_printf ("%s, %u %u", old, seat, points);
  else
    value = g_strdup_printf ("%u %u", seat, points);
  g_hash_table_insert (deal->tags, g_strdup (PENALTY_TAG), value);
}

gboolean
pl_deal_record_get_penalties (const PlDealRecord  *deal,
                              guint               *seats,
                              guint               *points,
                              guint               *n_penalties,
                              GError             **error)
{
  const char *value;
  g_auto(GStrv) items = NULL;

  g_return_val_if_fail (deal != NULL, FALSE);
  g_return_val_if_fail (n_penalties != NULL, FALSE);

  *n_penalties = 0;
  value = g_hash_table_lookup (deal->tags, PENALTY_TAG);
  if (value == NULL || *value == '\0')
    return TRUE;

  items = g_strsplit (value, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = g_strstrip (items[i]);
      const char *space = strchr (item, ' ');
      g_autofree char *seat_text = NULL;
      guint64 seat, amount;

      if (*n_penalties >= PL_RECORD_MAX_PENALTIES)
        {
          g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_TOO_LARGE,
                       _("more than %u penalties in one deal"), PL_RECORD_MAX_PENALTIES);
          return FALSE;
        }
      /* Digits only, one space between: "0 10". */
      if (space != NULL)
        seat_text = g_strndup (item, (gsize) (space - item));
      if (seat_text == NULL || *seat_text == '\0' ||
          strspn (seat_text, "0123456789") != strlen (seat_text) ||
          strspn (space + 1, "0123456789") != strlen (space + 1) ||
          !g_ascii_string_to_unsigned (seat_text, 10, 0, deal->n_seats - 1, &seat, NULL) ||
          !g_ascii_string_to_unsigned (space + 1, 10, 1, PL_RECORD_MAX_PENALTY_POINTS,
                                       &amount, NULL))
        {
          g_autofree char *quoted = pl_record_quote (item, strlen (item));

          g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX,
                       _("“%s” is not a penalty: “SEAT POINTS”, a seat from 0 to %u "
                         "and 1 to %u points"),
                       quoted, deal->n_seats - 1, PL_RECORD_MAX_PENALTY_POINTS);
          return FALSE;
        }
      if (seats != NULL)
        seats[*n_penalties] = (guint) seat;
      if (points != NULL)
        points[*n_penalties] = (guint) amount;
      (*n_penalties)++;
    }
  return TRUE;
}

static void
match_fail (GError            **error,
            const char         *name,
            const PlDealRecord *deal,
            guint               number,
            PlRecordError       code,
            const char         *message)
{
  if (name != NULL)
    g_set_error (error, PL_RECORD_ERROR, code, _("%s:%u: deal %u: %s"),
                 name, MAX (deal->line, 1), number, message);
  else
    g_set_error (error, PL_RECORD_ERROR, code, _("Deal %u: %s"), number, message);
}

gboolean
pl_record_start_score (const PlRecord  *record,
                       gpointer         state,
                       GError         **error)
{
  const char *text = g_hash_table_lookup (record->tags, "X-Initial-Score");
  const PlDealRecord *first;
  g_auto(GStrv) words = NULL;
  guint score[PL_MAX_SEATS];
  guint n = 0;

  if (text == NULL || record->deals->len == 0)
    return TRUE;
  first = g_ptr_array_index (record->deals, 0);
  words = g_strsplit (text, " ", -1);
  for (; words[n] != NULL; n++)
    {
      guint64 value;

      if (n >= G_N_ELEMENTS (score) ||
          !g_ascii_string_to_unsigned (words[n], 10, 0, 1000000, &value, NULL))
        {
          g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX,
                       _("“X-Initial-Score: %s” is not a score: write one number a side"),
                       text);
          return FALSE;
        }
      score[n] = (guint) value;
    }
  if (first->game->start_score == NULL)
    {
      g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_BAD_DEAL,
                   _("%s keeps no running score from deal to deal: “X-Initial-Score” "
                     "has no meaning for it"),
                   g_dpgettext2 (GETTEXT_PACKAGE, "game name", first->game->name));
      return FALSE;
    }
  if (!first->game->start_score (state, score, n))
    {
      g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_BAD_DEAL,
                   _("“X-Initial-Score: %s” cannot begin a deal: a side has already "
                     "won the game, or the score has not one number a side"),
                   text);
      return FALSE;
    }
  return TRUE;
}

gboolean
pl_record_check_match (const PlRecord  *record,
                       const char      *name,
                       PlMatchInfo     *info,
                       GError         **error)
{
  g_autoptr(PlScoreSheet) sheet = NULL;
  const PlDealRecord *first;
  PlMatchInfo local = { 0, };
  gint ended_by = -1;
  guint ended_in = 0;

  g_return_val_if_fail (record != NULL, FALSE);

  if (info == NULL)
    info = &local;
  memset (info, 0, sizeof *info);
  info->leader = -1;

  if (record->deals->len == 0)
    {
      if (name != NULL)
        g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_BAD_DEAL,
                     _("%s:1: the record holds no deal"), name);
      else
        g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_BAD_DEAL,
                     _("The record holds no deal"));
      return FALSE;
    }

  first = g_ptr_array_index (record->deals, 0);
  info->game = first->game;
  info->n_seats = first->n_seats;
  sheet = pl_score_sheet_new (PL_SCORE_SHEET_BOOK, first->n_seats);

  for (guint i = 0; i < record->deals->len; i++)
    {
      const PlDealRecord *deal = g_ptr_array_index (record->deals, i);
      guint seats[PL_RECORD_MAX_PENALTIES], points[PL_RECORD_MAX_PENALTIES], n_penalties;
      g_autoptr(GError) local_error = NULL;
      g_autofree gpointer state = NULL;
      g_autofree char *message = NULL;
      guint target;

      /* A match is of one game, at one table. */
      if (deal->game != first->game)
        {
          message = g_strdup_printf (_("a deal of %s in a match of %s: a match is of one game"),
                                     deal->game->id, first->game->id);
          match_fail (error, name, deal, i + 1, PL_RECORD_ERROR_BAD_DEAL, message);
          return FALSE;
        }
      if (deal->n_seats != first->n_seats)
        {
          message = g_strdup_printf (_("%u players in a match of %u"),
                                     deal->n_seats, first->n_seats);
          match_fail (error, name, deal, i + 1, PL_RECORD_ERROR_BAD_DEAL, message);
          return FALSE;
        }
      if (ended_by >= 0)
        {
          /* Bézique (Foster): the game is played to the points agreed, and
           * the first player to reach them wins it. */
          message = g_strdup_printf (_("the match was over after deal %u, when seat %d "
                                       "reached the %u points it is played to: no deal "
                                       "may follow"),
                                     ended_in, ended_by, info->target);
          match_fail (error, name, deal, i + 1, PL_RECORD_ERROR_BAD_DEAL, message);
          return FALSE;
        }
      if (!pl_deal_record_get_penalties (deal, seats, points, &n_penalties, &local_error))
        {
          match_fail (error, name, deal, i + 1, local_error->code, local_error->message);
          return FALSE;
        }
      state = pl_deal_record_replay (deal, G_MAXUINT, &local_error);
      if (state == NULL)
        {
          match_fail (error, name, deal, i + 1, PL_RECORD_ERROR_ILLEGAL_MOVE,
                      local_error->message);
          return FALSE;
        }
      if (i == 0 && !pl_record_start_score (record, state, &local_error))
        {
          match_fail (error, name, deal, i + 1, local_error->code, local_error->message);
          return FALSE;
        }

      info->n_deals = i + 1;
      info->last_over = deal->game->is_terminal (state);
      /* Only the last deal may stop before its end, except a game the
       * server ended as recorded (an ISS game resigned or timed out). */
      if (!info->last_over && i + 1 < record->deals->len && !pl_iss_deal_ended_early (deal))
        {
          message = g_strdup_printf (_("the deal is not finished: only the last deal of a "
                                       "match may stop before its end"));
          match_fail (error, name, deal, i + 1, PL_RECORD_ERROR_TRUNCATED, message);
          return FALSE;
        }

      for (guint k = 0; k < n_penalties; k++)
        pl_score_sheet_add_penalty (sheet, seats[k], points[k]);
      if (info->last_over)
        {
          PlResult result = { 0, };

          deal->game->result (state, &result);
          pl_score_sheet_add_result (sheet, &result);
          pl_result_clear (&result);
        }

      target = deal->game->match_target != NULL ? deal->game->match_target (deal->options) : 0;
      info->target = target;
      if (target > 0 && info->last_over)
        {
          gint totals[PL_MAX_SEATS] = { 0, };

          /* The game judges the end (pl_game_match_over(): Cassino plays
           * on while the sides are level at the top). */
          for (guint s = 0; s < deal->n_seats && s < PL_MAX_SEATS; s++)
            totals[s] = pl_score_sheet_get_total (sheet, s);
          if (pl_game_match_over (deal->game, deal->options, totals, deal->n_seats, &ended_by))
            ended_in = i + 1;
        }
    }

  info->match_over = ended_by >= 0;
  for (guint s = 0; s < info->n_seats && s < PL_MAX_SEATS; s++)
    {
      info->totals[s] = pl_score_sheet_get_total (sheet, s);
      if (s == 0 || info->totals[s] > info->totals[info->leader])
        info->leader = (gint) s;
    }
  /* The margin over the best of the others; level means no leader. */
  info->margin = G_MAXINT;
  for (guint s = 0; s < info->n_seats && s < PL_MAX_SEATS; s++)
    if ((gint) s != info->leader)
      info->margin = MIN (info->margin, info->totals[info->leader] - info->totals[s]);
  if (info->margin == G_MAXINT || info->margin == 0)
    {
      info->margin = 0;
      info->leader = -1;
    }
  return TRUE;
}
