/* pl-table-view-announce.c — what happens at the table, said to assistive technology
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include <glib/gi18n-lib.h>

#include "pl-card-names.h"
#include "pl-table-view-private.h"

/*
 * A screen reader follows the focus; what the other players do happens
 * elsewhere.  The view says it: the cards the others play, what they say
 * (bids, passes, calls: their seat's "said"), who takes each trick, and
 * when it is the player's turn; the window adds its toasts (hints,
 * refusals).  GTK 4.14 has gtk_accessible_announce(); GTK 4.8 has no live
 * regions, so there the view keeps a label of the alert role out of sight
 * (allocated outside its clip) and shows it anew with each sentence:
 * AT-SPI then sends the alert's name and its "showing" state, which screen
 * readers present as an alert.
 */

#if !GTK_CHECK_VERSION (4, 14, 0)
static gboolean
reshow_cb (gpointer user_data)
{
  PlTableView *self = user_data;

  self->announce_id = 0;
  gtk_widget_set_visible (self->announcer, TRUE);
  return G_SOURCE_REMOVE;
}
#endif

void
pl_table_view_announce (PlTableView *self,
                        const char  *text)
{
  g_return_if_fail (PL_IS_TABLE_VIEW (self));

  if (text == NULL || *text == '\0')
    return;
  g_free (self->last_announcement);
  self->last_announcement = g_strdup (text);
#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_accessible_announce (GTK_ACCESSIBLE (self), text,
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
  gtk_label_set_text (GTK_LABEL (self->announcer), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->announcer),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);
  /* Hidden and shown again in the next main loop turn: a new alert. */
  gtk_widget_set_visible (self->announcer, FALSE);
  if (self->announce_id == 0)
    self->announce_id = g_idle_add (reshow_cb, self);
#endif
}

const char *
pl_table_view_get_last_announcement (PlTableView *self)
{
  g_return_val_if_fail (PL_IS_TABLE_VIEW (self), NULL);

  return self->last_announcement;
}

static const char *
seat_name (PlTableView *self,
           guint        seat)
{
  if (self->table == NULL || seat >= pl_table_get_n_seats (self->table))
    return "";
  return pl_seat_get_name (pl_table_get_seat (self->table, seat));
}

static void
move_played_cb (PlTableView  *self,
                const PlMove *move)
{
  g_autofree char *text = NULL;

  if (self->table == NULL || move == NULL ||
      move->seat == pl_table_get_human_seat (self->table))
    return;

  if (move->kind == PL_MOVE_PLAY && pl_card_is_valid (move->card))
    {
      g_autofree char *card = pl_card_get_display_name (move->card);
      const char *laws = pl_table_get_laws_said (self->table, move->seat);

      if (laws != NULL)
        /* Translators: said to a screen reader, a card played by the
         * book's laws: "Anna plays Queen of Spades: Plays out of turn". */
        text = g_strdup_printf (_("%s plays %s: %s"), seat_name (self, move->seat), card, laws);
      else
        /* Translators: said to a screen reader: "Anna plays Queen of Spades". */
        text = g_strdup_printf (_("%s plays %s"), seat_name (self, move->seat), card);
    }
  else
    {
      const char *said = pl_seat_get_said (pl_table_get_seat (self->table, move->seat));

      if (said != NULL && *said != '\0')
        /* Translators: said to a screen reader, what a player said:
         * "Anna: 18", "Bert: Pass". */
        text = g_strdup_printf (_("%s: %s"), seat_name (self, move->seat), said);
    }
  pl_table_view_announce (self, text);
}

static void
trick_completed_cb (PlTableView *self)
{
  g_autofree char *text = NULL;

  if (self->table == NULL || self->trick_winner < 0)
    return;
  if ((guint) self->trick_winner == pl_table_get_human_seat (self->table))
    text = g_strdup (_("You take the trick"));
  else
    /* Translators: said to a screen reader: "Anna takes the trick". */
    text = g_strdup_printf (_("%s takes the trick"), seat_name (self, (guint) self->trick_winner));
  pl_table_view_announce (self, text);
}

static void
to_move_cb (PlTableView *self)
{
  if (self->table != NULL && pl_table_is_human_turn (self->table))
    pl_table_view_announce (self, _("Your turn"));
}

void
pl_table_view_connect_announcements (PlTableView *self)
{
  /* After the view's own handlers: the trick's winner is known then. */
  g_signal_connect_object (self->table, "move-played", G_CALLBACK (move_played_cb),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->table, "trick-completed", G_CALLBACK (trick_completed_cb),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->table, "notify::to-move", G_CALLBACK (to_move_cb),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
}

void
pl_table_view_init_announcer (PlTableView *self)
{
  self->announcer = g_object_new (GTK_TYPE_LABEL,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT,
                                  NULL);
  gtk_widget_add_css_class (self->announcer, "announcer");
  gtk_widget_set_parent (self->announcer, GTK_WIDGET (self));
#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_widget_set_visible (self->announcer, FALSE);
#endif
}

void
pl_table_view_allocate_announcer (PlTableView *self)
{
  int width, height;

  if (!gtk_widget_get_visible (self->announcer))
    return;
  /* Out of sight: left of the view, which clips its children. */
  gtk_widget_measure (self->announcer, GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
  gtk_widget_measure (self->announcer, GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
  gtk_widget_size_allocate (self->announcer,
                            &(GtkAllocation) { -width - 16, 0, width, height }, -1);
}
