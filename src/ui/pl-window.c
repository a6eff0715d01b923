/* pl-window.c — the main window: the start page, and later the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-window"

#include <glib/gi18n.h>

#include "pl-game-catalog.h"
#include "pl-window.h"

struct _PlWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* Template children. */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkStack             *stack;
  GtkListBox           *games_list;
  GtkImage             *app_icon;
};

G_DEFINE_FINAL_TYPE (PlWindow, pl_window, ADW_TYPE_APPLICATION_WINDOW)

void
pl_window_show_toast (PlWindow   *self,
                      const char *message)
{
  AdwToast *toast;

  g_return_if_fail (PL_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, 6);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* The one place that decides which window actions are enabled. */
static void
pl_window_update_actions (PlWindow *self)
{
  gboolean at_table;

  at_table = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "start") != 0;

  /* There is no score sheet before a game has been played. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.score-sheet", at_table);
}

static void
pl_window_new_game (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);

  gtk_stack_set_visible_child_name (self->stack, "start");
  adw_window_title_set_subtitle (self->window_title, NULL);
  pl_window_update_actions (self);
}

static void
pl_window_score_sheet (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  /* The score sheet window arrives with the first table. */
}

static void
game_row_activated_cb (AdwActionRow *row,
                       PlWindow     *self)
{
  const PlGameEntry *entry = g_object_get_data (G_OBJECT (row), "pl-game-entry");

  g_assert (entry != NULL);

  /* Only playable games have activatable rows; their tables come with each
   * game's issue. */
  adw_window_title_set_subtitle (self->window_title, pl_game_entry_get_name (entry));
}

static GtkWidget *
create_game_row (const PlGameEntry *entry)
{
  g_autofree char *subtitle = NULL;
  g_autofree char *accessible = NULL;
  g_autofree char *glyph_class = NULL;
  GtkWidget *row;
  GtkWidget *glyph;

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), pl_game_entry_get_name (entry));
  subtitle = g_strdup_printf ("%s · %s", pl_game_entry_get_players (entry),
                              pl_game_entry_get_summary (entry));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
  g_object_set_data (G_OBJECT (row), "pl-game-entry", (gpointer) entry);

  glyph = gtk_image_new_from_icon_name (entry->icon_name);
  gtk_image_set_pixel_size (GTK_IMAGE (glyph), 20);
  gtk_widget_add_css_class (glyph, "game-glyph");
  glyph_class = g_strconcat ("game-glyph-", entry->id, NULL);
  gtk_widget_add_css_class (glyph, glyph_class);
  gtk_widget_set_valign (glyph, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (glyph),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), glyph);

  if (entry->playable)
    {
      GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

      adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
    }
  else
    {
      GtkWidget *note = gtk_label_new (_("Not yet playable"));

      gtk_widget_add_css_class (note, "not-ready");
      gtk_widget_add_css_class (note, "caption");
      gtk_widget_set_valign (note, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), note);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_widget_set_tooltip_text (row, _("The table for this game is not built yet"));

      accessible = g_strdup_printf (_("%s, not yet playable: the table for this game is not "
                                      "built yet"),
                                    pl_game_entry_get_name (entry));
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, accessible, -1);
    }

  return row;
}

static void
pl_window_populate_games (PlWindow *self)
{
  const PlGameEntry *entries;
  guint n_entries;

  entries = pl_game_catalog_get (&n_entries);
  for (guint i = 0; i < n_entries; i++)
    {
      GtkWidget *row = create_game_row (&entries[i]);

      g_signal_connect (row, "activated", G_CALLBACK (game_row_activated_cb), self);
      gtk_list_box_append (self->games_list, row);
    }
}

static void
pl_window_constructed (GObject *object)
{
  PlWindow *self = PL_WINDOW (object);

  G_OBJECT_CLASS (pl_window_parent_class)->constructed (object);

  self->settings = g_settings_new (APP_ID);

  g_settings_bind (self->settings, "window-width", self, "default-width",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized",
                   G_SETTINGS_BIND_DEFAULT);

  if (g_str_equal (PROFILE, "development"))
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");

  pl_window_update_actions (self);
}

static void
pl_window_dispose (GObject *object)
{
  PlWindow *self = PL_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), PL_TYPE_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (pl_window_parent_class)->dispose (object);
}

static void
pl_window_class_init (PlWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pl_window_constructed;
  object_class->dispose = pl_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/pl-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PlWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, games_list);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, app_icon);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, pl_window_new_game);
  gtk_widget_class_install_action (widget_class, "win.score-sheet", NULL,
                                   pl_window_score_sheet);
}

static void
pl_window_init (PlWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_image_set_from_icon_name (self->app_icon, APP_ID);
  pl_window_populate_games (self);
}

PlWindow *
pl_window_new (PlApplication *application)
{
  g_return_val_if_fail (PL_IS_APPLICATION (application), NULL);

  return g_object_new (PL_TYPE_WINDOW,
                       "application", application,
                       NULL);
}
