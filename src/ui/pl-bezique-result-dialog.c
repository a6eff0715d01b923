/* pl-bezique-result-dialog.c — the end of a Bézique deal: each score with its parts, the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique-result"

#include <glib/gi18n-lib.h>

#include "pl-bezique.h"
#include "pl-bezique-words.h"
#include "pl-bezique-result-dialog.h"
#include "pl-card-picture.h"
#include "pl-result-frame.h"

struct _PlBeziqueResultDialog
{
  AdwWindow  parent_instance;

  GtkWidget *next_button;
};

enum {
  SIGNAL_NEXT_DEAL,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlBeziqueResultDialog, pl_bezique_result_dialog, ADW_TYPE_WINDOW)

static void
next_deal_clicked_cb (PlBeziqueResultDialog *self)
{
  g_signal_emit (self, signals[SIGNAL_NEXT_DEAL], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* One line of the score: a title, what it is worth, and optionally the
 * cards it was made with. */
static void
add_part (GtkWidget   *group,
          const char  *title,
          const char  *subtitle,
          guint        points,
          PlBeziqueSet cards,
          PlSuit       trump,
          PlCardTheme *theme,
          int          scale)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *value = g_strdup_printf ("%u", points);
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (cards != 0 && theme != NULL)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
      PlCard names[8];
      guint n = 0;

      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      for (PlBeziqueSet rest = cards; rest != 0 && n < G_N_ELEMENTS (names); rest &= rest - 1)
        names[n++] = pl_bezique_card ((guint) __builtin_ctzll (rest));
      /* In the table's one order (pl-bezique-words.h). */
      pl_bezique_sort_for_display (names, n, trump);
      for (guint i = 0; i < n; i++)
        gtk_box_append (GTK_BOX (box), pl_card_picture_new (theme, names[i], 32, scale));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
    }
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

/* A player's deal: every part of his score (Foster; seeds 002 and 004). */
static GtkWidget *
player_group (const PlBeziqueState *state,
              guint                 seat,
              const char           *name,
              PlCardTheme          *theme,
              int                   scale)
{
  GtkWidget *group = adw_preferences_group_new ();
  PlBeziqueScore score;
  g_autofree char *title = NULL;
  g_autofree char *brisques = NULL;

  pl_bezique_get_score (state, seat, &score);
  /* TRANSLATORS: a player's score of the deal: "You: 430". */
  title = g_strdup_printf (_("%s: %u"), name, score.total);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);

  for (guint i = 0; i < pl_bezique_get_n_declarations (state, seat); i++)
    {
      const PlBeziqueDeclaration *d = pl_bezique_get_declaration (state, seat, i);
      const char *status = NULL;

      if (d->status == PL_BEZIQUE_LOST)
        status = _("Kept to score, lost");
      else if (d->status == PL_BEZIQUE_PENDING)
        status = _("Kept to score, not scored");
      else if (d->scored_trick != d->trick)
        status = _("Kept to score, scored later");
      add_part (group, pl_bezique_combination_name (d->kind), status,
                d->status == PL_BEZIQUE_SCORED ? pl_bezique_combination_points (d->kind) : 0,
                d->cards, state->trump, theme, scale);
    }
  if (pl_bezique_get_n_declarations (state, seat) == 0)
    add_part (group, _("No declarations"), NULL, 0, 0, state->trump, theme, scale);
  if (score.sevens > 0)
    add_part (group, _("Seven of trumps"), _("Turned up, exchanged or played"),
              score.sevens, 0, state->trump, theme, scale);
  brisques = g_strdup_printf (ngettext ("%u ace or ten taken", "%u aces and tens taken",
                                        score.brisques / 10), score.brisques / 10);
  add_part (group, _("Brisques"), brisques, score.brisques, 0, state->trump, theme, scale);
  if (score.last_trick > 0)
    add_part (group, _("Last trick"), NULL, score.last_trick, 0, state->trump, theme, scale);
  return group;
}

static void
build (PlBeziqueResultDialog *self,
       PlTable               *table,
       PlCardTheme           *theme)
{
  const PlBeziqueState *state = pl_table_get_state (table);
  const PlScoreSheet *sheet = pl_table_get_score_sheet (table, PL_SCORE_SHEET_BOOK);
  guint human = pl_table_get_human_seat (table);
  guint other = 1 - human;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  PlBeziqueScore score[2];
  gint total[2];
  gboolean game_over = FALSE;
  g_autofree char *heading = NULL;
  g_autofree char *totals = NULL;
  GtkWidget *header, *box, *label, *button;

  for (guint s = 0; s < 2; s++)
    {
      pl_bezique_get_score (state, s, &score[s]);
      total[s] = sheet != NULL ? pl_score_sheet_get_total (sheet, s) : (gint) score[s].total;
      if (total[s] >= (gint) state->options.target)
        game_over = TRUE;
    }

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  if (game_over)
    heading = g_strdup (total[human] > total[other] ? _("You Won the Game")
                        : total[human] < total[other] ? _("You Lost the Game")
                        : _("The Game Is Tied"));
  else
    heading = g_strdup (score[human].total > score[other].total ? _("You Won the Deal")
                        : score[human].total < score[other].total ? _("You Lost the Deal")
                        : _("The Deal Is Tied"));
  label = gtk_label_new (heading);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "title-1");
  gtk_box_append (GTK_BOX (box), label);

  /* TRANSLATORS: the game's totals against its target: "Game: you 1,040,
   * Anna 870, of 1000". */
  totals = g_strdup_printf (_("Game: you %d, %s %d, of %u"), total[human],
                            pl_seat_get_name (pl_table_get_seat (table, other)), total[other],
                            (guint) state->options.target);
  label = gtk_label_new (totals);
  gtk_widget_add_css_class (label, "title-4");
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (box), label);

  gtk_box_append (GTK_BOX (box), player_group (state, human,
                                               pl_seat_get_name (pl_table_get_seat (table, human)),
                                               theme, scale));
  gtk_box_append (GTK_BOX (box), player_group (state, other,
                                               pl_seat_get_name (pl_table_get_seat (table, other)),
                                               theme, scale));

  header = pl_result_frame_set_content (ADW_WINDOW (self), box);
  if (game_over)
    {
      /* The match's last window is the end of the game (issue 18). */
      gtk_window_set_title (GTK_WINDOW (self), _("End of the Game"));
      adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                       adw_window_title_new (_("End of the Game"), NULL));
    }
  button = gtk_button_new_with_mnemonic (game_over ? _("_New Game") : _("_Next Deal"));
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (next_deal_clicked_cb), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), button);
  gtk_window_set_default_widget (GTK_WINDOW (self), button);
  self->next_button = button;
}

static void
pl_bezique_result_dialog_map (GtkWidget *widget)
{
  PlBeziqueResultDialog *self = PL_BEZIQUE_RESULT_DIALOG (widget);

  GTK_WIDGET_CLASS (pl_bezique_result_dialog_parent_class)->map (widget);
  if (self->next_button != NULL)
    gtk_widget_grab_focus (self->next_button);
}

static void
pl_bezique_result_dialog_class_init (PlBeziqueResultDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->map = pl_bezique_result_dialog_map;

  signals[SIGNAL_NEXT_DEAL] =
    g_signal_new ("next-deal", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
pl_bezique_result_dialog_init (PlBeziqueResultDialog *self)
{
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 520, 640);
}

PlBeziqueResultDialog *
pl_bezique_result_dialog_new (GtkWindow   *parent,
                              PlTable     *table,
                              PlCardTheme *theme)
{
  PlBeziqueResultDialog *self;

  g_return_val_if_fail (PL_IS_TABLE (table), NULL);

  if (pl_table_get_state (table) == NULL || !pl_table_is_over (table) ||
      pl_table_get_game (table) != &pl_bezique_game)
    return NULL;

  self = g_object_new (PL_TYPE_BEZIQUE_RESULT_DIALOG, "transient-for", parent, NULL);
  build (self, table, theme);
  return self;
}
