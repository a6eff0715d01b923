/* pl-window-review.c — win.analyse-deal: "Analyse This Deal" for the table's last deal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-window"

#include <glib/gi18n.h>

#include "pl-review-window.h"
#include "pl-window-private.h"

/*
 * The deal analysed is the last finished deal of the match at the table,
 * or, before any deal is finished, the deal in progress as far as it has
 * gone.  The review window is transient for the window it was asked from
 * (the end-of-deal window, which is modal, or the main window), so that it
 * takes the input; one is open at a time.  When its analysis is done, the
 * player's own mistakes are counted in the statistics (once per deal).
 */

#define REVIEW_KEY "pl-review-window"

/* The deal to analyse (owned by @record), or NULL. */
static const PlDealRecord *
deal_to_analyse (PlTable  *table,
                 PlRecord *record)
{
  const PlDealRecord *last;

  if (record == NULL || record->deals->len == 0)
    return NULL;
  last = g_ptr_array_index (record->deals, record->deals->len - 1);
  if (pl_table_is_over (table) || record->deals->len == 1)
    return last;
  /* Every deal but the last of a match record is finished. */
  return g_ptr_array_index (record->deals, record->deals->len - 2);
}

static gboolean
has_card_played (const PlDealRecord *deal)
{
  for (guint i = 0; i < deal->moves->len; i++)
    if (g_array_index (deal->moves, PlMove, i).kind == PL_MOVE_PLAY)
      return TRUE;
  return FALSE;
}

gboolean
pl_window_review_available (PlWindow *self)
{
  PlTable *table = pl_window_get_table (self);
  const PlDealRecord *current;

  if (table == NULL || (current = pl_table_get_record (table)) == NULL)
    return FALSE;
  /* Cassino has no analysis: the action stays insensitive there. */
  if (!pl_review_can_analyse (current))
    return FALSE;
  return has_card_played (current) || pl_table_get_deal_number (table) > 1;
}

static PlReviewWindow *
get_review (PlWindow *self)
{
  GWeakRef *ref = g_object_get_data (G_OBJECT (self), REVIEW_KEY);

  return ref != NULL ? g_weak_ref_get (ref) : NULL;
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

static void
review_analysed_cb (PlReviewWindow *review,
                    gpointer        model,
                    PlWindow       *self)
{
  PlWindowStatistics *statistics = pl_window_save_get_statistics (self);
  const PlDealRecord *deal = g_object_get_data (G_OBJECT (review), "pl-deal");
  PlTable *table = pl_window_get_table (self);

  if (statistics != NULL && deal != NULL && table != NULL)
    pl_window_statistics_count_review (statistics, deal,
                                       pl_review_model_count_mistakes (model,
                                                                       pl_table_get_human_seat (table)));
}

void
pl_window_review_present (PlWindow  *self,
                          GtkWindow *parent)
{
  PlTable *table = pl_window_get_table (self);
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(PlReviewWindow) old = get_review (self);
  const PlDealRecord *deal;
  const char *names[PL_MAX_SEATS] = { NULL, };
  PlReviewWindow *review;
  GWeakRef *ref;

  if (table == NULL)
    return;
  if (old != NULL)
    gtk_window_destroy (GTK_WINDOW (old));
  record = pl_table_get_match_record (table);
  deal = deal_to_analyse (table, record);
  if (deal == NULL || !has_card_played (deal))
    {
      pl_window_show_toast (self, _("No card has been played in this deal yet"));
      return;
    }
  if (!pl_review_can_analyse (deal))
    {
      /* TRANSLATORS: %s is the game: "Cassino cannot be analysed". */
      g_autofree char *message = g_strdup_printf (_("%s cannot be analysed"), _(deal->game->name));

      pl_window_show_toast (self, message);
      return;
    }

  for (guint s = 0; s < deal->n_seats && s < PL_MAX_SEATS; s++)
    names[s] = pl_seat_get_name (pl_table_get_seat (table, s));
  review = pl_review_window_new (parent != NULL ? parent : GTK_WINDOW (self), deal, names,
                                 pl_table_view_get_card_theme (PL_TABLE_VIEW (pl_window_get_table_view (self))));
  g_object_set_data_full (G_OBJECT (review), "pl-deal", pl_deal_record_copy (deal),
                          (GDestroyNotify) pl_deal_record_free);
  g_signal_connect_object (review, "analysed", G_CALLBACK (review_analysed_cb), self, 0);
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, review);
  g_object_set_data_full (G_OBJECT (self), REVIEW_KEY, ref, weak_ref_free);
  gtk_window_present (GTK_WINDOW (review));
}

void
pl_window_review_append_test_state (PlWindow *self,
                                    GString  *out)
{
  g_autoptr(PlReviewWindow) review = get_review (self);

  g_string_append_printf (out, ", \"analyse_deal\": %s, ",
                          pl_window_review_available (self) ? "true" : "false");
  if (review != NULL && gtk_widget_get_visible (GTK_WIDGET (review)))
    pl_review_window_append_test_state (review, out);
  else
    g_string_append (out, "\"review\": null");
}

static void
analyse_deal_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  pl_window_review_present (PL_WINDOW (widget), NULL);
}

void
pl_window_review_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.analyse-deal", NULL, analyse_deal_action);
}
