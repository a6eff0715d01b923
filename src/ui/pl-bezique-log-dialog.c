/* pl-bezique-log-dialog.c — what was said in the Bézique deal so far
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique-log"

#include <glib/gi18n-lib.h>

#include "pl-bezique-log-dialog.h"
#include "pl-bezique-words.h"

struct _PlBeziqueLogDialog
{
  AdwWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (PlBeziqueLogDialog, pl_bezique_log_dialog, ADW_TYPE_WINDOW)

/* Who said it: a seat's name, or the table. */
static char *
speaker (PlTable                *table,
         const PlBeziqueState   *state,
         const PlBeziqueSaying  *saying)
{
  const char *who;

  if (saying->seat < 0)
    /* Translators: in the Bézique deal's log, what both players are told
     * (the last eight tricks begin). */
    who = _("The table");
  else
    who = pl_seat_get_name (pl_table_get_seat (table, (guint) saying->seat));
  /* Seed 002: under the French laws the tricks are not counted. */
  if (!pl_bezique_stock_count_visible (state) || saying->trick == 0)
    return g_strdup (who);
  /* Translators: who said it, and in or after which trick: "Anna, trick 5". */
  return g_strdup_printf (_("%s, trick %u"), who, saying->trick);
}

static void
build (PlBeziqueLogDialog *self,
       PlTable            *table)
{
  const PlBeziqueState *state = pl_table_get_state (table);
  g_autoptr(GPtrArray) sayings = pl_bezique_deal_sayings (pl_table_get_record (table));
  GtkWidget *content, *header, *page, *group;

  gtk_window_set_title (GTK_WINDOW (self), _("Declarations"));
  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (content), header);

  if (sayings == NULL || sayings->len == 0)
    {
      page = adw_status_page_new ();
      adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), "view-list-symbolic");
      adw_status_page_set_title (ADW_STATUS_PAGE (page), _("Nothing Declared Yet"));
      adw_status_page_set_description (ADW_STATUS_PAGE (page),
                                       _("What the players declare and score in this deal "
                                         "is listed here"));
      gtk_widget_set_vexpand (page, TRUE);
      gtk_box_append (GTK_BOX (content), page);
      adw_window_set_content (ADW_WINDOW (self), content);
      return;
    }

  page = adw_preferences_page_new ();
  gtk_widget_set_vexpand (page, TRUE);
  group = adw_preferences_group_new ();
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Everything both players have said in this deal, "
                                           "the latest last"));
  for (guint i = 0; i < sayings->len; i++)
    {
      const PlBeziqueSaying *saying = g_ptr_array_index (sayings, i);
      g_autofree char *who = speaker (table, state, saying);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), saying->text);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), who);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  gtk_box_append (GTK_BOX (content), page);
  adw_window_set_content (ADW_WINDOW (self), content);
}

static void
pl_bezique_log_dialog_class_init (PlBeziqueLogDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
pl_bezique_log_dialog_init (PlBeziqueLogDialog *self)
{
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 420, 480);
}

PlBeziqueLogDialog *
pl_bezique_log_dialog_new (GtkWindow *parent,
                           PlTable   *table)
{
  PlBeziqueLogDialog *self;

  g_return_val_if_fail (PL_IS_TABLE (table), NULL);

  if (pl_table_get_state (table) == NULL || pl_table_get_game (table) != &pl_bezique_game)
    return NULL;
  self = g_object_new (PL_TYPE_BEZIQUE_LOG_DIALOG, "transient-for", parent, NULL);
  build (self, table);
  return self;
}
