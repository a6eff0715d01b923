/* pl-result-frame.c — the frame every game's end-of-deal window shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-result"

#include <glib/gi18n-lib.h>

#include "pl-laws.h"
#include "pl-result-frame.h"

void
pl_result_frame_score_sheet_clicked_cb (GtkWindow *window)
{
  GtkWindow *parent = gtk_window_get_transient_for (window);

  /* The action lives on the main window, which is not our ancestor. */
  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.score-sheet", NULL);
}

GtkWidget *
pl_result_frame_set_content (AdwWindow *window,
                             GtkWidget *body)
{
  GtkWidget *content, *header, *clamp, *scrolled, *button;

  g_return_val_if_fail (ADW_IS_WINDOW (window), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (body), NULL);

  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_widget_add_css_class (header, "flat");
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (_("End of the Deal"), NULL));
  button = gtk_button_new_with_mnemonic (_("_Score Sheet"));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (pl_result_frame_score_sheet_clicked_cb), window);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), button);
  gtk_box_append (GTK_BOX (content), header);

  gtk_widget_set_margin_top (body, 12);
  gtk_widget_set_margin_bottom (body, 24);
  gtk_widget_set_margin_start (body, 12);
  gtk_widget_set_margin_end (body, 12);
  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 560);
  adw_clamp_set_child (ADW_CLAMP (clamp), body);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_accessible_update_property (GTK_ACCESSIBLE (scrolled),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The deal’s result"),
                                  -1);
  gtk_box_append (GTK_BOX (content), scrolled);

  g_object_set_data (G_OBJECT (window), "pl-result-frame-body", body);
  /* The window keeps one name (tests find it by it); the heading says who won. */
  gtk_window_set_title (GTK_WINDOW (window), _("End of the Deal"));
  adw_window_set_content (window, content);
  return header;
}

void
pl_result_frame_add_laws (GtkWindow *window,
                          PlTable   *table)
{
  const PlLawEvent *events;
  const PlGame *game;
  gconstpointer state;
  GtkWidget *body, *group, *list;
  guint n;

  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (PL_IS_TABLE (table));

  body = g_object_get_data (G_OBJECT (window), "pl-result-frame-body");
  game = pl_table_get_game (table);
  state = pl_table_get_state (table);
  if (!GTK_IS_BOX (body) || state == NULL || !pl_laws_enabled (game, state) ||
      game->laws->describe == NULL)
    return;
  n = pl_laws_get_events (game, state, &events);
  if (n == 0)
    return;

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("The Book’s Laws"));
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = game->laws->describe (state, &events[i]);
      GtkWidget *label = gtk_label_new (text);

      /* A sentence that quotes the law: it wraps rather than widen the
       * window (360 px on a phone). */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      gtk_widget_set_margin_top (label, 10);
      gtk_widget_set_margin_bottom (label, 10);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_list_box_append (GTK_LIST_BOX (list), label);
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), list);
  /* After the deal's own group, before what follows it (the analysis):
   * the penalty belongs with the result. */
  for (GtkWidget *child = gtk_widget_get_first_child (body); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (ADW_IS_PREFERENCES_GROUP (child))
      {
        gtk_box_insert_child_after (GTK_BOX (body), group, child);
        return;
      }
  gtk_box_append (GTK_BOX (body), group);
}
