/* pl-skat-list.c — the Skat list (the ISkO's "Spielliste") of a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-skat-list.h"
#include "pl-skat-rounds.h"

/* Building ----------------------------------------------------------------- */

static PlSkatList *
list_new (const PlDealRecord *deal)
{
  PlSkatList *list = g_new0 (PlSkatList, 1);

  list->n_seats = deal->n_seats;
  list->rows = g_array_new (FALSE, TRUE, sizeof (PlSkatListRow));
  /* ISkO tournament list: 40 for each opponent at three, 30 at four. */
  list->opponent_bonus = deal->n_seats == 4 ? 30 : 40;
  list->next_dealer = -1;
  for (guint s = 0; s < deal->n_seats; s++)
    list->names[s] = deal->seat_names[s] != NULL && deal->seat_names[s][0] != '\0'
                     ? g_strdup (deal->seat_names[s])
                     : g_strdup_printf (_("Player %u"), s + 1);
  return list;
}

void
pl_skat_list_free (PlSkatList *list)
{
  if (list == NULL)
    return;
  for (guint s = 0; s < PL_MAX_SEATS; s++)
    g_free (list->names[s]);
  g_array_unref (list->rows);
  g_free (list);
}

static void
add_row (PlSkatList        *list,
         const PlSkatState *state,
         guint              dealer,
         guint              events)
{
  PlSkatListRow row = { 0, };
  const PlSkatListRow *previous = list->rows->len > 0
    ? &g_array_index (list->rows, PlSkatListRow, list->rows->len - 1) : NULL;
  PlSkatOutcome o;

  pl_skat_get_outcome (state, &o);
  row.number = list->rows->len + 1;
  row.dealer = dealer;
  row.declarer = o.ramsch ? -1 : o.declarer;
  row.contract = o.contract;
  row.flags = o.flags;
  row.schneider = o.schneider;
  row.schwarz = o.schwarz;
  row.passed = o.passed;
  row.ramsch = o.ramsch;
  row.abandoned = o.end == PL_SKAT_END_ABANDONED;
  row.abandoned_by = o.abandoned_by;
  row.won = o.won;
  row.bid = o.bid;
  row.value = o.value;
  row.kontra = o.kontra;
  row.bock = o.bock;
  row.bock_events = events;
  for (guint s = 0; s < list->n_seats; s++)
    {
      row.score[s] = o.score[s];
      row.total[s] = (previous ? previous->total[s] : 0) + o.score[s];
      list->points[s] += o.score[s];
    }
  /* Seeger-Fabian counts the declarer's games; Ramsch adds its scores
   * only. */
  if (row.declarer >= 0 && !row.passed && !row.abandoned)
    {
      if (o.won)
        list->won[row.declarer]++;
      else
        {
          list->lost[row.declarer]++;
          for (guint s = 0; s < list->n_seats; s++)
            if ((gint) s != row.declarer)
              list->opponent_won[s]++;
        }
    }
  for (guint s = 0; s < list->n_seats; s++)
    list->seeger_fabian[s] = list->points[s] + 50 * (gint) list->won[s] -
                             50 * (gint) list->lost[s] +
                             (gint) (list->opponent_bonus * list->opponent_won[s]);
  g_array_append_val (list->rows, row);
}

GPtrArray *
pl_skat_list_split (const PlRecord  *record,
                    GError         **error)
{
  g_autoptr(GPtrArray) lists = g_ptr_array_new_with_free_func ((GDestroyNotify) pl_skat_list_free);
  PlSkatList *list = NULL;
  PlSkatRounds rounds;

  g_return_val_if_fail (record != NULL, NULL);

  pl_skat_rounds_init (&rounds);
  for (guint i = 0; i < record->deals->len; i++)
    {
      const PlDealRecord *deal = g_ptr_array_index (record->deals, i);
      g_autofree PlSkatState *state = NULL;
      g_autoptr(GError) local = NULL;
      const PlSkatOptions *options;
      guint events;

      if (deal->game != &pl_skat_game)
        {
          g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_BAD_DEAL,
                       _("Deal %u is not a deal of Skat"), i + 1);
          return NULL;
        }
      state = pl_deal_record_replay (deal, G_MAXUINT, &local);
      if (state == NULL)
        {
          g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_ILLEGAL_MOVE,
                       _("Deal %u does not replay: %s"), i + 1, local->message);
          return NULL;
        }
      if (list == NULL || list->n_seats != deal->n_seats)
        {
          /* A new number of players starts a new list. */
          list = list_new (deal);
          g_ptr_array_add (lists, list);
          pl_skat_rounds_init (&rounds);
        }
      if (!pl_skat_game.is_terminal (state))
        {
          /* The deal being played: its dealer deals now. */
          list->next_dealer = deal->dealer;
          break;
        }
      options = deal->options;
      events = pl_skat_rounds_add_deal (&rounds, options, state);
      add_row (list, state, deal->dealer, options->bock ? events : 0);
      list->next_dealer = pl_skat_rounds_same_dealer (&rounds)
                          ? (gint) deal->dealer
                          : (gint) ((deal->dealer + 1) % deal->n_seats);
    }
  return g_steal_pointer (&lists);
}

/* Words ------------------------------------------------------------------ */

char *
pl_skat_list_game_text (const PlSkatListRow *row)
{
  static const char *const symbols[] = { "♣", "♠", "♥", "♦" };
  GString *out;
  gboolean ouvert_game;

  if (row->passed)
    return g_strdup (C_("skat list", "Passed in"));
  if (row->abandoned)
    return g_strdup (C_("skat list", "Abandoned"));
  if (row->ramsch)
    return g_strdup (C_("skat game", "Ramsch"));

  out = g_string_new (NULL);
  if (row->contract <= PL_SKAT_DIAMONDS)
    g_string_append (out, symbols[row->contract]);
  else
    g_string_append (out, pl_skat_contract_name (row->contract));
  /* A suit or Grand Ouvert is Hand with everything announced: the list
   * writes "Ouvert" alone, as players say it. */
  ouvert_game = (row->flags & PL_SKAT_FLAG_OUVERT) && row->contract != PL_SKAT_NULL;
  if ((row->flags & PL_SKAT_FLAG_HAND) && !ouvert_game)
    g_string_append_printf (out, " %s", C_("skat list", "Hand"));
  if (!ouvert_game)
    {
      if (row->flags & PL_SKAT_FLAG_SCHNEIDER)
        g_string_append_printf (out, " %s", C_("skat list", "Schneider announced"));
      else if (row->schneider)
        g_string_append_printf (out, " %s", C_("skat list", "Schneider"));
      if (row->flags & PL_SKAT_FLAG_SCHWARZ)
        g_string_append_printf (out, " %s", C_("skat list", "Schwarz announced"));
      else if (row->schwarz)
        g_string_append_printf (out, " %s", C_("skat list", "Schwarz"));
    }
  if (row->flags & PL_SKAT_FLAG_OUVERT)
    g_string_append_printf (out, " %s", C_("skat list", "Ouvert"));
  return g_string_free (out, FALSE);
}

char *
pl_skat_list_marks (const PlSkatListRow *row)
{
  GString *out = g_string_new (NULL);

  /* Translators: the list's marks: K for Kontra, R for Re. */
  if (row->kontra >= 1)
    g_string_append (out, C_("skat list", "K"));
  if (row->kontra >= 2)
    g_string_append_printf (out, " %s", C_("skat list", "R"));
  if (row->bock > 0)
    g_string_append_printf (out, "%s%s", out->len ? " " : "",
                            row->bock == 1 ? C_("skat list", "Bock")
                                           : C_("skat list", "Bock Bock"));
  if (row->bock_events != 0)
    /* Translators: this deal called for a Bock round. */
    g_string_append_printf (out, "%s%s", out->len ? " " : "", C_("skat list", "+Bock"));
  return g_string_free (out, FALSE);
}

/* Plain text --------------------------------------------------------------- */

/* A row's cells before the players' totals: number, dealer, declarer,
 * game, bid, value (with its sign in the text, plain in CSV). */
#define N_CELLS 6

static const gboolean cell_right[N_CELLS] = { TRUE, FALSE, FALSE, FALSE, TRUE, TRUE };

static void
row_cells (const PlSkatList    *list,
           const PlSkatListRow *row,
           gboolean             with_sign,
           char                *cells[N_CELLS])
{
  gboolean no_value = row->passed || row->abandoned;

  cells[0] = g_strdup_printf ("%u", row->number);
  cells[1] = g_strdup (list->names[row->dealer]);
  cells[2] = g_strdup (row->declarer >= 0 ? list->names[row->declarer] : "");
  cells[3] = pl_skat_list_game_text (row);
  cells[4] = row->bid > 0 ? g_strdup_printf ("%u", row->bid) : g_strdup ("");
  cells[5] = no_value ? g_strdup ("")
             : g_strdup_printf (with_sign && row->value > 0 ? "+%d" : "%d", row->value);
}

static void
free_cells (char *cells[],
            guint n)
{
  for (guint i = 0; i < n; i++)
    g_free (cells[i]);
}

/* Appends @text padded to @width columns (characters, not bytes). */
static void
pad (GString    *out,
     const char *text,
     guint       width,
     gboolean    right)
{
  glong n = g_utf8_strlen (text, -1);
  guint fill = n < (glong) width ? width - (guint) n : 0;

  if (right)
    for (guint i = 0; i < fill; i++)
      g_string_append_c (out, ' ');
  g_string_append (out, text);
  if (!right)
    for (guint i = 0; i < fill; i++)
      g_string_append_c (out, ' ');
}

static guint
width_of (const char *text)
{
  return (guint) g_utf8_strlen (text, -1);
}

/* One line: @n_cells cells (none for the foot, which pads @lead instead),
 * the players' columns, and the marks. */
static void
text_line (GString          *out,
           const PlSkatList *list,
           const guint      *widths,
           char *const      *cells,
           guint             n_cells,
           guint             lead,
           char *const      *seats,
           const char       *marks)
{
  for (guint i = 0; i < n_cells; i++)
    {
      if (i > 0)
        g_string_append (out, "  ");
      pad (out, cells[i], widths[i], cell_right[i]);
    }
  if (n_cells == 0)
    pad (out, "", lead, FALSE);
  for (guint s = 0; s < list->n_seats; s++)
    {
      g_string_append (out, "  ");
      pad (out, seats[s], widths[N_CELLS + s], TRUE);
    }
  if (marks != NULL && marks[0] != '\0')
    g_string_append_printf (out, "  %s", marks);
  g_string_append_c (out, '\n');
}

/* A line of the foot: its label over the row cells, a number a player. */
static void
foot_line (GString          *out,
           const PlSkatList *list,
           const guint      *widths,
           guint             lead,
           const char       *label,
           const gint       *values)
{
  char *seats[PL_MAX_SEATS] = { NULL, };

  for (guint s = 0; s < list->n_seats; s++)
    seats[s] = g_strdup_printf (values[s] > 0 ? "+%d" : "%d", values[s]);
  g_string_append (out, label);
  text_line (out, list, widths, NULL, 0, lead - MIN (lead, width_of (label)), seats, NULL);
  free_cells (seats, list->n_seats);
}

char *
pl_skat_list_to_text (const PlSkatList *list)
{
  GString *out = g_string_new (NULL);
  char *header[N_CELLS] = {
    g_strdup (C_("skat list", "No.")),
    g_strdup (C_("skat list", "Dealer")),
    g_strdup (C_("skat list", "Declarer")),
    g_strdup (C_("skat list", "Game")),
    g_strdup (C_("skat list", "Bid")),
    g_strdup (C_("skat list", "Value")),
  };
  g_autofree char *opponents = g_strdup_printf (C_("skat list", "Opponents × %u"),
                                                list->opponent_bonus);
  const char *labels[5] = {
    C_("skat list", "Game values"),
    C_("skat list", "Won × 50"),
    C_("skat list", "Lost × 50"),
    opponents,
    C_("skat list", "Seeger-Fabian"),
  };
  guint widths[N_CELLS + PL_MAX_SEATS] = { 3, 0, 0, 0, 3, 5, };
  gint foot[4][PL_MAX_SEATS];
  guint lead = 0;

  /* Each column as wide as its widest text. */
  for (guint i = 0; i < N_CELLS; i++)
    widths[i] = MAX (widths[i], width_of (header[i]));
  for (guint s = 0; s < list->n_seats; s++)
    {
      widths[N_CELLS + s] = MAX (width_of (list->names[s]), 6);
      widths[1] = MAX (widths[1], width_of (list->names[s]));
      widths[2] = MAX (widths[2], width_of (list->names[s]));
    }
  for (guint i = 0; i < list->rows->len; i++)
    {
      char *cells[N_CELLS];

      row_cells (list, &g_array_index (list->rows, PlSkatListRow, i), TRUE, cells);
      for (guint c = 0; c < N_CELLS; c++)
        widths[c] = MAX (widths[c], width_of (cells[c]));
      free_cells (cells, N_CELLS);
    }

  text_line (out, list, widths, header, N_CELLS, 0, list->names, NULL);
  free_cells (header, N_CELLS);
  for (guint i = 0; i < list->rows->len; i++)
    {
      const PlSkatListRow *row = &g_array_index (list->rows, PlSkatListRow, i);
      g_autofree char *marks = pl_skat_list_marks (row);
      char *cells[N_CELLS];
      char *totals[PL_MAX_SEATS] = { NULL, };

      row_cells (list, row, TRUE, cells);
      for (guint s = 0; s < list->n_seats; s++)
        totals[s] = g_strdup_printf ("%d", row->total[s]);
      text_line (out, list, widths, cells, N_CELLS, 0, totals, marks);
      free_cells (cells, N_CELLS);
      free_cells (totals, list->n_seats);
    }

  /* The Seeger-Fabian foot, its numbers under the players' columns. */
  for (guint i = 0; i < N_CELLS; i++)
    lead += widths[i] + (i > 0 ? 2 : 0);
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    lead = MAX (lead, width_of (labels[i]));
  for (guint s = 0; s < list->n_seats; s++)
    {
      foot[0][s] = 50 * (gint) list->won[s];
      foot[1][s] = -50 * (gint) list->lost[s];
      foot[2][s] = (gint) (list->opponent_bonus * list->opponent_won[s]);
    }
  g_string_append_c (out, '\n');
  foot_line (out, list, widths, lead, labels[0], list->points);
  foot_line (out, list, widths, lead, labels[1], foot[0]);
  foot_line (out, list, widths, lead, labels[2], foot[1]);
  foot_line (out, list, widths, lead, labels[3], foot[2]);
  foot_line (out, list, widths, lead, labels[4], list->seeger_fabian);
  for (guint s = 0; s < list->n_seats; s++)
    {
      g_string_append_c (out, '\n');
      g_string_append_printf (out,
                              /* Translators: "Anna: 3 won, 1 lost, 2 won as an opponent". */
                              _("%s: %u won, %u lost, %u won as an opponent"),
                              list->names[s], list->won[s], list->lost[s],
                              list->opponent_won[s]);
    }
  g_string_append_c (out, '\n');
  if (list->next_dealer >= 0)
    {
      g_string_append_c (out, '\n');
      g_string_append_printf (out, _("Next to deal: %s"), list->names[list->next_dealer]);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* CSV ---------------------------------------------------------------------- */

/* RFC 4180: quoted when it holds a comma, a quote or a line break. */
static void
csv_field (GString    *out,
           const char *text,
           gboolean    last)
{
  if (strpbrk (text, ",\"\r\n") != NULL)
    {
      g_string_append_c (out, '"');
      for (const char *c = text; *c != '\0'; c++)
        {
          if (*c == '"')
            g_string_append_c (out, '"');
          g_string_append_c (out, *c);
        }
      g_string_append_c (out, '"');
    }
  else
    g_string_append (out, text);
  g_string_append (out, last ? "\r\n" : ",");
}

static void
csv_foot (GString          *out,
          const PlSkatList *list,
          const char       *label,
          const gint       *values)
{
  csv_field (out, label, FALSE);
  for (guint k = 0; k < 5; k++)
    csv_field (out, "", FALSE);
  for (guint s = 0; s < list->n_seats; s++)
    {
      g_autofree char *text = g_strdup_printf ("%d", values[s]);

      csv_field (out, text, FALSE);
    }
  csv_field (out, "", TRUE);
}

char *
pl_skat_list_to_csv (const PlSkatList *list)
{
  GString *out = g_string_new (NULL);
  gint foot[PL_MAX_SEATS];

  /* The header names are the record's words, not translated, so that a
   * spreadsheet reads the same columns in every language; the names of
   * the players head their columns. */
  csv_field (out, "number", FALSE);
  csv_field (out, "dealer", FALSE);
  csv_field (out, "declarer", FALSE);
  csv_field (out, "game", FALSE);
  csv_field (out, "bid", FALSE);
  csv_field (out, "value", FALSE);
  for (guint s = 0; s < list->n_seats; s++)
    csv_field (out, list->names[s], FALSE);
  csv_field (out, "marks", TRUE);

  for (guint i = 0; i < list->rows->len; i++)
    {
      const PlSkatListRow *row = &g_array_index (list->rows, PlSkatListRow, i);
      g_autofree char *marks = pl_skat_list_marks (row);
      char *cells[N_CELLS];

      row_cells (list, row, FALSE, cells);
      for (guint c = 0; c < N_CELLS; c++)
        csv_field (out, cells[c], FALSE);
      free_cells (cells, N_CELLS);
      for (guint s = 0; s < list->n_seats; s++)
        {
          g_autofree char *total = g_strdup_printf ("%d", row->total[s]);

          csv_field (out, total, FALSE);
        }
      csv_field (out, marks, TRUE);
    }

  g_string_append (out, "\r\n");
  csv_foot (out, list, "game values", list->points);
  for (guint s = 0; s < list->n_seats; s++)
    foot[s] = (gint) list->won[s];
  csv_foot (out, list, "won", foot);
  for (guint s = 0; s < list->n_seats; s++)
    foot[s] = (gint) list->lost[s];
  csv_foot (out, list, "lost", foot);
  for (guint s = 0; s < list->n_seats; s++)
    foot[s] = (gint) list->opponent_won[s];
  csv_foot (out, list, "won as opponent", foot);
  csv_foot (out, list, "seeger-fabian", list->seeger_fabian);
  if (list->next_dealer >= 0)
    {
      csv_field (out, "next dealer", FALSE);
      csv_field (out, list->names[list->next_dealer], TRUE);
    }
  return g_string_free (out, FALSE);
}
