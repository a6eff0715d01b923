/* pl-score-sheet.c — the Skat score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat"

#include <string.h>

#include "pl-score-sheet.h"

struct _PlScoreSheet {
  PlScoreSheetKind kind;
  guint            n_players;
  guint            n_deals;
  GArray          *columns[PL_MAX_SEATS];   /* of PlScoreEntry */
  guint            game_entries[PL_MAX_SEATS];
  guint            won[PL_MAX_SEATS];
  guint            lost[PL_MAX_SEATS];
};

PlScoreSheet *
pl_score_sheet_new (PlScoreSheetKind kind,
                    guint            n_players)
{
  PlScoreSheet *sheet;

  g_return_val_if_fail (n_players >= 2 && n_players <= 4, NULL);

  sheet = g_new0 (PlScoreSheet, 1);
  sheet->kind = kind;
  sheet->n_players = n_players;
  for (guint i = 0; i < n_players; i++)
    sheet->columns[i] = g_array_new (FALSE, TRUE, sizeof (PlScoreEntry));
  return sheet;
}

void
pl_score_sheet_free (PlScoreSheet *sheet)
{
  if (sheet == NULL)
    return;
  for (guint i = 0; i < PL_MAX_SEATS; i++)
    if (sheet->columns[i] != NULL)
      g_array_unref (sheet->columns[i]);
  g_free (sheet);
}

PlScoreSheetKind
pl_score_sheet_get_kind (const PlScoreSheet *sheet)
{
  return sheet->kind;
}

guint
pl_score_sheet_get_n_players (const PlScoreSheet *sheet)
{
  return sheet->n_players;
}

guint
pl_score_sheet_get_n_deals (const PlScoreSheet *sheet)
{
  return sheet->n_deals;
}

gint
pl_score_sheet_get_total (const PlScoreSheet *sheet,
                          guint               column)
{
  GArray *entries;

  g_return_val_if_fail (sheet != NULL && column < sheet->n_players, 0);
  entries = sheet->columns[column];
  if (entries->len == 0)
    return 0;
  return g_array_index (entries, PlScoreEntry, entries->len - 1).total;
}

static void
add_entry (PlScoreSheet *sheet,
           guint         column,
           gint          amount,
           gboolean      penalty)
{
  PlScoreEntry entry = { 0, };

  entry.amount = amount;
  entry.total = pl_score_sheet_get_total (sheet, column) + amount;
  entry.deal = sheet->n_deals;
  entry.penalty = penalty;
  /* Two players (Bézique) keep a plain running total per player. */
  if (!penalty && sheet->kind == PL_SCORE_SHEET_BOOK && sheet->n_players >= 3)
    {
      /* Seed 000: "a line is drawn under every fourth amount entered in
       * each person's account.  If three play, … under every third." */
      sheet->game_entries[column]++;
      entry.line_under = sheet->game_entries[column] % sheet->n_players == 0;
    }
  g_array_append_val (sheet->columns[column], entry);
}

void
pl_score_sheet_add_game (PlScoreSheet *sheet,
                         gint          declarer,
                         gint          value)
{
  g_return_if_fail (sheet != NULL);
  g_return_if_fail (declarer < (gint) sheet->n_players);

  if (declarer >= 0)
    {
      if (sheet->kind == PL_SCORE_SHEET_BOOK)
        add_entry (sheet, declarer, value, FALSE);
      else if (value > 0)
        {
          add_entry (sheet, declarer, value + 50, FALSE);
          sheet->won[declarer]++;
        }
      else
        {
          /* Seeger-Fabian: the declarer loses the value and 50; each
           * opponent gets 40 (three players) or 30 (four). */
          gint bonus = sheet->n_players == 3 ? 40 : 30;

          add_entry (sheet, declarer, value - 50, FALSE);
          sheet->lost[declarer]++;
          for (guint p = 0; p < sheet->n_players; p++)
            if ((gint) p != declarer)
              add_entry (sheet, p, bonus, FALSE);
        }
    }
  sheet->n_deals++;
}

void
pl_score_sheet_add_result (PlScoreSheet   *sheet,
                           const PlResult *result)
{
  g_return_if_fail (sheet != NULL && result != NULL);

  if (result->declarer >= 0 || result->passed)
    {
      pl_score_sheet_add_game (sheet, result->passed ? -1 : result->declarer,
                               result->value);
      return;
    }
  /* Ramsch: every seat that scored. */
  for (guint p = 0; p < sheet->n_players && p < result->n_seats; p++)
    if (result->score[p] != 0)
      add_entry (sheet, p, result->score[p], FALSE);
  sheet->n_deals++;
}

void
pl_score_sheet_add_penalty (PlScoreSheet *sheet,
                            guint         seat,
                            guint         points)
{
  g_return_if_fail (sheet != NULL && seat < sheet->n_players);

  add_entry (sheet, seat, -(gint) points, TRUE);
}

guint
pl_score_sheet_get_n_entries (const PlScoreSheet *sheet,
                              guint               column)
{
  g_return_val_if_fail (sheet != NULL && column < sheet->n_players, 0);
  return sheet->columns[column]->len;
}

const PlScoreEntry *
pl_score_sheet_get_entry (const PlScoreSheet *sheet,
                          guint               column,
                          guint               index)
{
  g_return_val_if_fail (sheet != NULL && column < sheet->n_players, NULL);
  if (index >= sheet->columns[column]->len)
    return NULL;
  return &g_array_index (sheet->columns[column], PlScoreEntry, index);
}

guint
pl_score_sheet_get_won (const PlScoreSheet *sheet,
                        guint               column)
{
  g_return_val_if_fail (sheet != NULL && column < sheet->n_players, 0);
  return sheet->won[column];
}

guint
pl_score_sheet_get_lost (const PlScoreSheet *sheet,
                         guint               column)
{
  g_return_val_if_fail (sheet != NULL && column < sheet->n_players, 0);
  return sheet->lost[column];
}

guint
pl_score_sheet_count_unlined (const PlScoreSheet *sheet)
{
  guint n = 0;

  for (guint c = 0; c < sheet->n_players; c++)
    n += sheet->game_entries[c] % sheet->n_players;
  return n;
}

char *
pl_score_entry_to_string (const PlScoreEntry *entry)
{
  /* Seed 000: "a plus or a minus mark placed in front of the last figure". */
  if (entry->total > 0)
    return g_strdup_printf ("+%d", entry->total);
  return g_strdup_printf ("%d", entry->total);
}

char *
pl_score_sheet_format_total (const PlScoreSheet *sheet,
                             gint                total)
{
  g_return_val_if_fail (sheet != NULL, NULL);

  /* Issue 18: "+410, +580" is no Bézique score sheet. */
  if (sheet->n_players == 2)
    return g_strdup_printf ("%d", total);
  return g_strdup_printf (total > 0 ? "+%d" : "%d", total);
}

char *
pl_score_sheet_to_text (const PlScoreSheet *sheet,
                        const char * const *names)
{
  GString *out = g_string_new (NULL);
  guint rows = 0;

  for (guint c = 0; c < sheet->n_players; c++)
    {
      char fallback[2] = { (char) ('A' + c), '\0' };

      rows = MAX (rows, sheet->columns[c]->len);
      g_string_append_printf (out, "%s%6s", c ? " " : "",
                              names && names[c] ? names[c] : fallback);
    }
  g_string_append_c (out, '\n');
  for (guint r = 0; r < rows; r++)
    {
      gboolean any_line = FALSE;

      for (guint c = 0; c < sheet->n_players; c++)
        {
          const PlScoreEntry *e = pl_score_sheet_get_entry (sheet, c, r);
          g_autofree char *text = e ? pl_score_entry_to_string (e) : g_strdup ("");

          g_string_append_printf (out, "%s%6s", c ? " " : "", text);
          any_line |= e != NULL && e->line_under;
        }
      g_string_append_c (out, '\n');
      if (!any_line)
        continue;
      for (guint c = 0; c < sheet->n_players; c++)
        {
          const PlScoreEntry *e = pl_score_sheet_get_entry (sheet, c, r);

          g_string_append_printf (out, "%s%6s", c ? " " : "",
                                  e && e->line_under ? "------" : "");
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
