/* pl-cassino-result-dialog.c — the end of a Cassino hand: the showing, side by side, and the match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cassino-result"

#include <glib/gi18n-lib.h>

#include "pl-cassino-result-dialog.h"
#include "pl-cassino-words.h"
#include "pl-result-frame.h"
#include "pl-score-sheet.h"

struct _PlCassinoResultDialog
{
  AdwWindow  parent_instance;

  GtkWidget *next_button;
  /* What it shows, for the tests' state file. */
  GString   *shown;
};

enum {
  SIGNAL_NEXT_DEAL,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlCassinoResultDialog, pl_cassino_result_dialog, ADW_TYPE_WINDOW)

gboolean
pl_cassino_table_match (PlTable        *table,
                        PlCassinoMatch *match)
{
  const PlCassinoState *state;
  const PlScoreSheet *sheet;
  gint score[PL_CASSINO_MAX_SIDES] = { 0, };

  g_return_val_if_fail (PL_IS_TABLE (table), FALSE);

  state = pl_table_get_state (table);
  if (state == NULL || pl_table_get_game (table) != &pl_cassino_game)
    return FALSE;
  sheet = pl_table_get_score_sheet (table, PL_SCORE_SHEET_BOOK);
  pl_cassino_match_init (match, &state->options);
  /* Each seat of a side has the side's score: its first seat (0, 1, 2)
   * holds it.  Judged once over the totals, as seed 003 judges them. */
  for (guint s = 0; s < match->n_sides; s++)
    score[s] = sheet != NULL ? pl_score_sheet_get_total (sheet, s) : 0;
  pl_cassino_match_add_scores (match, score);
  match->n_deals = pl_table_get_deal_number (table);
  return TRUE;
}

char *
pl_cassino_side_name (PlTable *table,
                      guint    side)
{
  const PlCassinoState *state = pl_table_get_state (table);
  const char *first = pl_seat_get_name (pl_table_get_seat (table, side));

  if (state != NULL && pl_cassino_n_sides (state) == 2 && state->n_seats == 4)
    /* Translators: a partnership at Cassino, "You and Bob". */
    return g_strdup_printf (_("%s and %s"), first,
                            pl_seat_get_name (pl_table_get_seat (table, side + 2)));
  return g_strdup (first);
}

static void
next_deal_clicked_cb (PlCassinoResultDialog *self)
{
  g_signal_emit (self, signals[SIGNAL_NEXT_DEAL], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* One line of the showing: what it is, the count, and its points. */
static void
add_part (GtkWidget  *group,
          GString    *shown,
          const char *title,
          const char *count,
          guint       points)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *value = g_strdup_printf ("%u", points);
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (count != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), count);
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_string_append (shown, shown->str[shown->len - 1] == '[' ? "[" : ", [");
  pl_cassino_append_json (shown, title);
  g_string_append (shown, ", ");
  pl_cassino_append_json (shown, count != NULL ? count : "");
  g_string_append_printf (shown, ", %u]", points);
}

/* A side's showing (seed 003: "Cards 3, Spades 1, Big cassino 2, Little
 * cassino 1, Aces 1 each"), with the counts that earned it. */
static GtkWidget *
side_group (const PlCassinoState *state,
            guint                 side,
            const char           *name,
            GString              *shown)
{
  GtkWidget *group = adw_preferences_group_new ();
  PlCassinoCount c;
  g_autofree char *title = NULL;
  g_autofree char *cards = NULL;
  g_autofree char *spades = NULL;
  g_autofree char *aces = NULL;
  g_autofree char *sweeps = NULL;
  const char *cassinos;

  pl_cassino_get_count (state, side, &c);
  /* Translators: a side's points in the hand, "You: 7". */
  title = g_strdup_printf (_("%s: %u"), name, c.total);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  g_string_append_printf (shown, "{\"side\": %u, \"points\": %u, \"rows\": [", side, c.total);

  /* Translators: Cassino's count of the cards taken, "27 cards". */
  cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", c.cards),
                           c.cards);
  add_part (group, shown, _("Cards"), cards, c.card_points);
  /* Translators: Cassino's count of the spades taken, "7 spades". */
  spades = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u spade", "%u spades", c.spades),
                            c.spades);
  add_part (group, shown, _("Spades"), spades, c.spade_points);
  if (c.big_cassino && c.little_cassino)
    cassinos = _("Big cassino (ten of diamonds) and little cassino (two of spades)");
  else if (c.big_cassino)
    cassinos = _("Big cassino (ten of diamonds)");
  else if (c.little_cassino)
    cassinos = _("Little cassino (two of spades)");
  else
    cassinos = _("Neither");
  add_part (group, shown, _("Cassinos"), cassinos, c.cassino_points);
  aces = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u ace", "%u aces", c.aces), c.aces);
  add_part (group, shown, _("Aces"), aces, c.ace_points);
  sweeps = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u sweep", "%u sweeps", c.sweeps),
                            c.sweeps);
  add_part (group, shown, _("Sweeps"), sweeps, c.sweep_points);
  g_string_append (shown, "]}");
  return group;
}

static void
build (PlCassinoResultDialog *self,
       PlTable               *table)
{
  const PlCassinoState *state = pl_table_get_state (table);
  guint human = pl_table_get_human_seat (table);
  guint mine = pl_cassino_side_of (state, human);
  guint n_sides = pl_cassino_n_sides (state);
  guint target = pl_cassino_match_target (&state->options);
  PlCassinoMatch match;
  guint total[PL_CASSINO_MAX_SIDES];
  guint best = 0;
  gboolean tied = FALSE;
  g_autoptr(GString) score = g_string_new (NULL);
  g_autofree char *heading = NULL;
  GtkWidget *header, *box, *label, *button;

  pl_cassino_table_match (table, &match);
  for (guint s = 0; s < n_sides; s++)
    {
      PlCassinoCount c;

      pl_cassino_get_count (state, s, &c);
      total[s] = c.total;
      if (s > 0 && total[s] > total[best])
        best = s;
    }
  for (guint s = 0; s < n_sides; s++)
    if (s != best && total[s] == total[best])
      tied = TRUE;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  if (match.over)
    heading = g_strdup ((guint) match.winner == mine ? _("You Won the Game")
                                                      : _("You Lost the Game"));
  else
    heading = g_strdup (tied ? _("The Hand Is Tied")
                        : best == mine ? _("You Won the Hand") : _("You Lost the Hand"));
  label = gtk_label_new (heading);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "title-1");
  gtk_box_append (GTK_BOX (box), label);

  /* The running score, as seed 003's scoring keeps it. */
  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *name = pl_cassino_side_name (table, s);

      if (s > 0)
        g_string_append (score, ", ");
      /* Translators: a side's match score, "Anna 7". */
      g_string_append_printf (score, _("%s %d"), name, match.score[s]);
    }
  if (target > 0)
    /* Translators: the match score against its target (seed 003: "11
     * points up"), "Game: You 7, Anna 3, to 11". */
    heading = (g_free (heading), g_strdup_printf (_("Game: %s, to %u"), score->str, target));
  else
    /* Translators: "count every hand a game" (seed 003): the hands won,
     * "Games: You 2, Anna 1". */
    heading = (g_free (heading), g_strdup_printf (_("Games: %s"), score->str));
  label = gtk_label_new (heading);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "title-4");
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (box), label);

  if (match.over && match.lurch)
    {
      /* Seed 003: "If one side reached 11 before the adversary reached 6,
       * it was a lurch, and counted as a double game." */
      label = gtk_label_new ((guint) match.winner == mine
                             ? _("A lurch: your opponents did not reach 6. It counts as a double game.")
                             : _("A lurch: you did not reach 6. It counts as a double game."));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);
    }

  g_string_append (self->shown, "{\"score\": ");
  pl_cassino_append_json (self->shown, heading);
  g_string_append_printf (self->shown, ", \"lurch\": %s, \"sides\": [",
                          match.over && match.lurch ? "true" : "false");
  /* The human's side first. */
  for (guint i = 0; i < n_sides; i++)
    {
      guint s = (mine + i) % n_sides;
      g_autofree char *name = pl_cassino_side_name (table, s);

      if (i > 0)
        g_string_append (self->shown, ", ");
      gtk_box_append (GTK_BOX (box), side_group (state, s, name, self->shown));
    }

  g_string_append (self->shown, "]}");
  header = pl_result_frame_set_content (ADW_WINDOW (self), box);
  if (match.over)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("End of the Game"));
      adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                       adw_window_title_new (_("End of the Game"), NULL));
    }
  button = gtk_button_new_with_mnemonic (match.over ? _("_New Game") : _("_Next Hand"));
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (next_deal_clicked_cb), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), button);
  gtk_window_set_default_widget (GTK_WINDOW (self), button);
  self->next_button = button;
}

static void
pl_cassino_result_dialog_map (GtkWidget *widget)
{
  PlCassinoResultDialog *self = PL_CASSINO_RESULT_DIALOG (widget);

  GTK_WIDGET_CLASS (pl_cassino_result_dialog_parent_class)->map (widget);
  if (self->next_button != NULL)
    gtk_widget_grab_focus (self->next_button);
}

static void
pl_cassino_result_dialog_finalize (GObject *object)
{
  PlCassinoResultDialog *self = PL_CASSINO_RESULT_DIALOG (object);

  g_string_free (self->shown, TRUE);

  G_OBJECT_CLASS (pl_cassino_result_dialog_parent_class)->finalize (object);
}

const char *
pl_cassino_result_dialog_get_shown (PlCassinoResultDialog *self)
{
  g_return_val_if_fail (PL_IS_CASSINO_RESULT_DIALOG (self), NULL);

  return self->shown->str;
}

static void
pl_cassino_result_dialog_class_init (PlCassinoResultDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pl_cassino_result_dialog_finalize;
  widget_class->map = pl_cassino_result_dialog_map;

  signals[SIGNAL_NEXT_DEAL] =
    g_signal_new ("next-deal", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
pl_cassino_result_dialog_init (PlCassinoResultDialog *self)
{
  self->shown = g_string_new (NULL);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 520, 640);
}

PlCassinoResultDialog *
pl_cassino_result_dialog_new (GtkWindow *parent,
                              PlTable   *table)
{
  PlCassinoResultDialog *self;

  g_return_val_if_fail (PL_IS_TABLE (table), NULL);

  if (pl_table_get_state (table) == NULL || !pl_table_is_over (table) ||
      pl_table_get_game (table) != &pl_cassino_game)
    return NULL;

  self = g_object_new (PL_TYPE_CASSINO_RESULT_DIALOG, "transient-for", parent, NULL);
  build (self, table);
  return self;
}
