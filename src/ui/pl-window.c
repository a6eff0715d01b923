/* pl-window.c — the main window: the start page and the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-window"

#include <glib/gi18n.h>

#include "pl-action-bar.h"
#include "pl-game-catalog.h"
#include "pl-score-sheet-window.h"
#include "pl-settings.h"
#include "pl-table-view.h"
#include "pl-window.h"
#include "pl-window-private.h"

/* A computer seat's pause before it plays, so that a person can follow. */
#define DEFAULT_COMPUTER_DELAY_MS 600

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
  GtkWidget            *table_page;
  GtkRevealer          *bar_revealer;
  GtkWidget            *last_trick_button;
  GtkWidget            *frequent_box;
  GMenu                *primary_menu;
  GMenuModel           *frequent_menu;
  guint                 frequent_id;
  GtkListBox           *continue_list;
  /* The question before a deal or a saved match is given up. */
  GtkWindow            *leave_dialog;

  /* Autosave, saved games, undo, statistics (pl-window-save.c). */
  PlWindowSave         *save;
  char                 *last_toast;

  /* The table, once a game has been started. */
  PlTable              *table;
  GtkWidget            *view;
  GtkWidget            *bar;
  PlGameController     *controller;
  GtkWindow            *score_sheet;     /* weak */

  /* PARLOUR_TEST_STATE_FILE: what the tests read. */
  char                 *state_file;
  char                 *state_written;
  guint                 state_source;
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
  pl_window_add_toast (self, toast);
}

void
pl_window_set_toast_title (PlWindow   *self,
                           AdwToast   *toast,
                           const char *title)
{
  g_autofree char *markup = g_markup_escape_text (title, -1);
  g_autofree char *shown = NULL;

  /* libadwaita 1.2 reads a toast's title as Pango markup: a name or a
   * file name with "&" or "<" in it would show an empty toast.  Every
   * title is plain text, escaped here. */
  adw_toast_set_title (toast, markup);
  /* What the toast shows, as Pango reads it, for the tests. */
  if (!pango_parse_markup (markup, -1, 0, NULL, &shown, NULL, NULL))
    shown = g_strdup ("");
  /* A screen reader hears hints and refusals too (libadwaita 1.2's toasts
   * are not announced). */
  if (self->view != NULL)
    pl_table_view_announce (PL_TABLE_VIEW (self->view), shown);
  g_free (self->last_toast);
  self->last_toast = g_steal_pointer (&shown);
}

void
pl_window_add_toast (PlWindow *self,
                     AdwToast *toast)
{
  g_autofree char *title = g_strdup (adw_toast_get_title (toast));

  /* The newest message is the one to read: a hint waits for no other. */
  pl_window_hint_withdraw (self);
  pl_window_set_toast_title (self, toast, title);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static gboolean
at_table (PlWindow *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "table") == 0;
}

gboolean
pl_window_is_at_table (PlWindow *self)
{
  return at_table (self);
}

void
pl_window_set_last_trick_visible (PlWindow *self,
                                  gboolean  visible)
{
  gtk_widget_set_visible (self->last_trick_button, visible);
}

static void
update_subtitle (PlWindow *self)
{
  g_autofree char *subtitle = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *contract = NULL;
  const PlGameEntry *entry;

  if (self->table == NULL || !at_table (self))
    {
      adw_window_title_set_subtitle (self->window_title, NULL);
      return;
    }

  entry = pl_game_catalog_lookup (pl_table_get_game (self->table)->id);
  /* TRANSLATORS: the window's subtitle at the table: "Skat · Deal #1234";
   * the number is the deal's seed, which `--seed` replays. */
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, pl_table_get_seed (self->table));
  subtitle = g_strdup_printf (_("%s · Deal #%s"),
                              entry ? pl_game_entry_get_name (entry) : "", seed);
  g_object_get (self->table, "contract", &contract, NULL);
  /* The game being played, where the rules name one: "Grand Hand",
   * "Trumps: Hearts". */
  if (contract != NULL && *contract != '\0')
    {
      char *longer = g_strdup_printf ("%s · %s", subtitle, contract);

      g_free (subtitle);
      subtitle = longer;
    }
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
show_start (PlWindow *self)
{
  gtk_stack_set_visible_child_name (self->stack, "start");
  update_subtitle (self);
  pl_window_update_actions (self);
  pl_window_save_update_continue (self);
}

typedef struct {
  PlWindow          *self;
  PlWindowLeaveFunc  then;
  gpointer           data;
  GDestroyNotify     destroy;
} LeaveClosure;

static void
leave_closure_free (gpointer  user_data,
                    GClosure *closure)
{
  LeaveClosure *leave = user_data;

  if (leave->destroy != NULL)
    leave->destroy (leave->data);
  g_object_unref (leave->self);
  g_free (leave);
}

static void
leave_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   LeaveClosure     *leave)
{
  if (g_strcmp0 (response, "leave") == 0)
    leave->then (leave->self, leave->data);
}

void
pl_window_ask_then (PlWindow          *self,
                    const char        *heading,
                    const char        *body,
                    const char        *keep_label,
                    const char        *leave_label,
                    PlWindowLeaveFunc  then,
                    gpointer           data,
                    GDestroyNotify     destroy)
{
  AdwMessageDialog *dialog;
  LeaveClosure *leave;

  g_return_if_fail (PL_IS_WINDOW (self));
  g_return_if_fail (then != NULL);

  if (self->leave_dialog != NULL)
    {
      /* One question at a time; the new request is dropped. */
      if (destroy != NULL)
        destroy (data);
      gtk_window_present (self->leave_dialog);
      return;
    }

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  /* The title is not shown; screen readers name the window by it. */
  gtk_window_set_title (GTK_WINDOW (dialog), heading);
  adw_message_dialog_add_responses (dialog,
                                    "cancel", keep_label,
                                    "leave", leave_label,
                                    NULL);
  /* What keeps the game is the default, and Escape. */
  adw_message_dialog_set_response_appearance (dialog, "leave", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  leave = g_new0 (LeaveClosure, 1);
  leave->self = g_object_ref (self);
  leave->then = then;
  leave->data = data;
  leave->destroy = destroy;
  g_signal_connect_data (dialog, "response", G_CALLBACK (leave_response_cb), leave,
                         leave_closure_free, 0);
  self->leave_dialog = GTK_WINDOW (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->leave_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
pl_window_leave_deal_then (PlWindow          *self,
                           PlWindowLeaveFunc  then,
                           gpointer           data,
                           GDestroyNotify     destroy)
{
  g_return_if_fail (PL_IS_WINDOW (self));
  g_return_if_fail (then != NULL);

  if (self->controller == NULL || !pl_game_controller_in_progress (self->controller))
    {
      then (self, data);
      if (destroy != NULL)
        destroy (data);
      return;
    }
  pl_window_ask_then (self, _("Leave This Deal?"),
                      _("The deal in progress will be abandoned and not scored."),
                      _("_Keep Playing"), _("_Leave"), then, data, destroy);
}

const char *
pl_window_get_leave_question (PlWindow *self)
{
  g_return_val_if_fail (PL_IS_WINDOW (self), NULL);

  if (self->leave_dialog == NULL || !gtk_widget_get_visible (GTK_WIDGET (self->leave_dialog)))
    return NULL;
  return adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (self->leave_dialog));
}

void
pl_window_present_score_sheet (PlWindow *self)
{
  PlScoreSheetWindow *sheet;

  if (self->table == NULL)
    return;

  if (self->score_sheet != NULL)
    {
      gtk_window_present (self->score_sheet);
      return;
    }

  sheet = pl_score_sheet_window_new (GTK_WINDOW (self), self->table, self->settings);
  self->score_sheet = GTK_WINDOW (sheet);
  g_object_add_weak_pointer (G_OBJECT (sheet), (gpointer *) &self->score_sheet);
  gtk_window_present (GTK_WINDOW (sheet));
}

const char *
pl_window_get_game_id (PlWindow *self)
{
  g_return_val_if_fail (PL_IS_WINDOW (self), NULL);

  if (!at_table (self) || self->table == NULL)
    return NULL;
  return pl_table_get_game (self->table)->id;
}

/* The table. */

static void
card_theme_changed_cb (PlWindow   *self,
                       GParamSpec *pspec,
                       GObject    *application)
{
  PlCardTheme *theme = pl_application_get_card_theme (PL_APPLICATION (application));

  if (self->view != NULL && theme != NULL)
    pl_table_view_set_card_theme (PL_TABLE_VIEW (self->view), theme);
}

static void
view_settings_changed_cb (PlWindow   *self,
                          const char *key,
                          GSettings  *settings)
{
  if (self->view == NULL)
    return;

  pl_table_view_set_animation_speed (PL_TABLE_VIEW (self->view),
                                     g_settings_get_enum (settings, "animation-speed"));
  pl_table_view_set_single_click (PL_TABLE_VIEW (self->view),
                                  !g_settings_get_boolean (settings, "double-click-to-play"));
  pl_table_view_set_trick_pause (PL_TABLE_VIEW (self->view),
                                 (guint) g_settings_get_int (settings, "trick-pause"),
                                 g_settings_get_boolean (settings, "trick-take-on-click"));
}

static void
table_changed_cb (PlWindow *self)
{
  update_subtitle (self);
  pl_window_update_actions (self);
}

static guint
computer_delay (void)
{
  const char *env = g_getenv ("PARLOUR_COMPUTER_DELAY");
  guint64 value;

  if (env != NULL && g_ascii_string_to_unsigned (env, 10, 0, 60000, &value, NULL))
    return (guint) value;
  return DEFAULT_COMPUTER_DELAY_MS;
}

/* Takes the table of another game off the window. */
static void
drop_table (PlWindow *self)
{
  /* The match at the table is saved as it stands before the table goes. */
  if (self->save != NULL)
    pl_window_save_detach_table (self);
  if (self->score_sheet != NULL)
    gtk_window_destroy (self->score_sheet);
  if (self->controller != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->controller, self);
      g_object_run_dispose (G_OBJECT (self->controller));
      g_clear_object (&self->controller);
    }
  gtk_revealer_set_reveal_child (self->bar_revealer, FALSE);
  gtk_revealer_set_child (self->bar_revealer, NULL);
  self->bar = NULL;
  if (self->view != NULL)
    {
      gtk_box_remove (GTK_BOX (self->table_page), self->view);
      self->view = NULL;
    }
  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  g_clear_object (&self->table);
}

static gboolean
ensure_table (PlWindow   *self,
              const char *game_id)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  const PlGameEntry *entry = pl_game_catalog_lookup (game_id);

  if (entry == NULL || !pl_game_entry_is_playable (entry))
    return FALSE;
  if (self->table != NULL)
    {
      if (g_str_equal (pl_table_get_game (self->table)->id, game_id))
        return TRUE;
      /* Another game: its table, view and controller make way. */
      drop_table (self);
    }

  self->table = pl_table_new (game_id);
  if (self->table == NULL)
    return FALSE;
  pl_table_set_computer_delay (self->table, computer_delay ());

  self->view = pl_table_view_new ();
  gtk_widget_set_vexpand (self->view, TRUE);
  gtk_widget_set_hexpand (self->view, TRUE);
  pl_table_view_set_table (PL_TABLE_VIEW (self->view), self->table);
  gtk_box_prepend (GTK_BOX (self->table_page), self->view);

  /* The bar under the table: every decision that is not a card (Skat's
   * bidding, Bézique's choices after a won trick, the end of the deal). */
  self->bar = pl_action_bar_new ();
  gtk_revealer_set_child (self->bar_revealer, self->bar);

  if (PL_IS_APPLICATION (app))
    {
      g_signal_connect_object (app, "notify::card-theme",
                               G_CALLBACK (card_theme_changed_cb), self, G_CONNECT_SWAPPED);
      card_theme_changed_cb (self, NULL, G_OBJECT (app));
    }
  g_signal_connect_object (self->settings, "changed::animation-speed",
                           G_CALLBACK (view_settings_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::double-click-to-play",
                           G_CALLBACK (view_settings_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::trick-pause",
                           G_CALLBACK (view_settings_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::trick-take-on-click",
                           G_CALLBACK (view_settings_changed_cb), self, G_CONNECT_SWAPPED);
  view_settings_changed_cb (self, NULL, self->settings);

  /* The game's controller, as its catalog entry names it. */
  self->controller = g_object_new (pl_game_entry_get_controller_type (entry),
                                   "window", self,
                                   "table", self->table,
                                   "view", self->view,
                                   "bar", self->bar,
                                   "bar-revealer", self->bar_revealer,
                                   NULL);
  g_signal_connect_object (self->controller, "changed",
                           G_CALLBACK (table_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table, "deal-started",
                           G_CALLBACK (table_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table, "move-played",
                           G_CALLBACK (table_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table, "undone",
                           G_CALLBACK (table_changed_cb), self, G_CONNECT_SWAPPED);
  pl_window_save_attach_table (self, self->table);

  return TRUE;
}

gboolean
pl_window_ensure_table (PlWindow   *self,
                        const char *game_id)
{
  return ensure_table (self, game_id);
}

void
pl_window_show_table (PlWindow *self)
{
  GtkWidget *focus;

  gtk_stack_set_visible_child_name (self->stack, "table");
  update_subtitle (self);
  pl_window_update_actions (self);
  /* The controller may have put the focus on a card already. */
  focus = gtk_root_get_focus (GTK_ROOT (self));
  if (focus == NULL || !gtk_widget_is_ancestor (focus, self->view))
    gtk_widget_grab_focus (self->view);
}

void
pl_window_show_start (PlWindow *self)
{
  show_start (self);
}

gboolean
pl_window_start_game (PlWindow   *self,
                      const char *game_id,
                      guint64     seed)
{
  g_return_val_if_fail (PL_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  if (!ensure_table (self, game_id))
    {
      const PlGameEntry *entry = pl_game_catalog_lookup (game_id);
      /* TRANSLATORS: %s is a game's name: "Euchre cannot be played at the
       * table yet" (its rules are there, its table is not). */
      g_autofree char *message = g_strdup_printf (_("%s cannot be played at the table yet"),
                                                  entry != NULL
                                                  ? pl_game_entry_get_name (entry)
                                                  : game_id);

      pl_window_show_toast (self, message);
      return FALSE;
    }

  gtk_stack_set_visible_child_name (self->stack, "table");
  pl_game_controller_deal (self->controller, seed);
  update_subtitle (self);
  pl_window_update_actions (self);
  gtk_widget_grab_focus (self->view);
  return TRUE;
}

gboolean
pl_window_start_new_match (PlWindow   *self,
                           const char *game_id,
                           guint64     seed)
{
  /* A fresh table is a fresh match: the one at the table (which the
   * player agreed to give up) goes. */
  if (self->table != NULL && g_str_equal (pl_table_get_game (self->table)->id, game_id))
    drop_table (self);
  return pl_window_start_game (self, game_id, seed);
}

void
pl_window_start_match (PlWindow   *self,
                       const char *game_id,
                       guint64     seed)
{
  g_return_if_fail (PL_IS_WINDOW (self));
  g_return_if_fail (game_id != NULL);

  pl_window_save_new_match (self, game_id, seed);
}

/* The start page. */

static void
game_row_activated_cb (AdwActionRow *row,
                       PlWindow     *self)
{
  const PlGameEntry *entry = g_object_get_data (G_OBJECT (row), "pl-game-entry");

  g_assert (entry != NULL);

  /* A game chosen on the start page gets a fresh random deal, in a new
   * match; a saved match of that game is only given up if the player
   * says so. */
  if (pl_game_entry_is_playable (entry))
    pl_window_save_new_match (self, entry->id, g_random_int ());
}

/* The row's subtitle: the players and the summary, which may name a
 * setting (Bézique's target). */
static void
update_game_row (GtkWidget *row,
                 GSettings *settings)
{
  const PlGameEntry *entry = g_object_get_data (G_OBJECT (row), "pl-game-entry");
  g_autofree char *summary = pl_game_entry_dup_summary (entry, settings);
  g_autofree char *subtitle = g_strdup_printf ("%s · %s", pl_game_entry_get_players (entry),
                                               summary);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
}

static void
summary_setting_changed_cb (GSettings  *settings,
                            const char *key,
                            GtkWidget  *row)
{
  update_game_row (row, settings);
}

static GtkWidget *
create_game_row (const PlGameEntry *entry,
                 GSettings         *settings)
{
  g_autofree char *accessible = NULL;
  g_autofree char *glyph_class = NULL;
  GtkWidget *row;
  GtkWidget *glyph;

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), pl_game_entry_get_name (entry));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
  g_object_set_data (G_OBJECT (row), "pl-game-entry", (gpointer) entry);
  update_game_row (row, settings);

  glyph = gtk_image_new_from_icon_name (entry->icon_name);
  gtk_image_set_pixel_size (GTK_IMAGE (glyph), 20);
  gtk_widget_add_css_class (glyph, "game-glyph");
  glyph_class = g_strconcat ("game-glyph-", entry->id, NULL);
  gtk_widget_add_css_class (glyph, glyph_class);
  gtk_widget_set_valign (glyph, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (glyph),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), glyph);

  if (pl_game_entry_is_playable (entry))
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

/* Once the settings are there: the rows whose summary names a setting
 * say its value, and follow it. */
static void
follow_game_settings (PlWindow *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->games_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const PlGameEntry *entry = g_object_get_data (G_OBJECT (row), "pl-game-entry");
      g_autofree char *signal = NULL;

      if (entry == NULL || entry->summary_setting == NULL)
        continue;
      update_game_row (row, self->settings);
      signal = g_strconcat ("changed::", entry->summary_setting, NULL);
      g_signal_connect_object (self->settings, signal, G_CALLBACK (summary_setting_changed_cb),
                               row, 0);
    }
}

static void
pl_window_populate_games (PlWindow *self)
{
  const PlGameEntry *entries;
  guint n_entries;

  entries = pl_game_catalog_get (&n_entries);
  for (guint i = 0; i < n_entries; i++)
    {
      GtkWidget *row = create_game_row (&entries[i], self->settings);

      g_signal_connect (row, "activated", G_CALLBACK (game_row_activated_cb), self);
      gtk_widget_set_name (row, entries[i].id);
      gtk_list_box_append (self->games_list, row);
    }
}

/* What the test state writer needs from the window. */

gboolean
pl_window_get_game_row_center (PlWindow   *self,
                               const char *game_id,
                               double     *x,
                               double     *y)
{
  graphene_rect_t bounds;

  g_return_val_if_fail (PL_IS_WINDOW (self), FALSE);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->games_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_widget_get_name (row), game_id) == 0 &&
        gtk_widget_get_mapped (row) &&
        gtk_widget_compute_bounds (row, GTK_WIDGET (self), &bounds))
      {
        *x = bounds.origin.x + bounds.size.width / 2;
        *y = bounds.origin.y + bounds.size.height / 2;
        return TRUE;
      }
  return FALSE;
}

PlTable *
pl_window_get_table (PlWindow *self)
{
  return self->table;
}

GtkWidget *
pl_window_get_table_view (PlWindow *self)
{
  return self->view;
}

GtkWidget *
pl_window_get_action_bar (PlWindow *self)
{
  return self->bar;
}

PlGameController *
pl_window_get_controller (PlWindow *self)
{
  return self->controller;
}

PlWindowSave *
pl_window_get_save (PlWindow *self)
{
  return self->save;
}

GSettings *
pl_window_get_settings (PlWindow *self)
{
  return self->settings;
}

GtkListBox *
pl_window_get_continue_list (PlWindow *self)
{
  return self->continue_list;
}

const char *
pl_window_get_last_toast (PlWindow *self)
{
  return self->last_toast;
}

const char *
pl_window_get_state_file (PlWindow *self)
{
  return self->state_file;
}

gboolean
pl_window_state_changed (PlWindow   *self,
                         const char *contents)
{
  if (g_strcmp0 (self->state_written, contents) == 0)
    return FALSE;
  g_free (self->state_written);
  self->state_written = g_strdup (contents);
  return TRUE;
}

static void
pl_window_constructed (GObject *object)
{
  PlWindow *self = PL_WINDOW (object);

  G_OBJECT_CLASS (pl_window_parent_class)->constructed (object);

  self->settings = g_settings_new (APP_ID);
  /* Values kept under a key's old name are carried over once. */
  pl_settings_migrate (self->settings);
  follow_game_settings (self);

  g_settings_bind (self->settings, "window-width", self, "default-width",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized",
                   G_SETTINGS_BIND_DEFAULT);

  if (g_str_equal (PROFILE, "development"))
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");

  self->save = pl_window_save_new (self);
  g_signal_connect_object (self->settings, "changed::practice-undo",
                           G_CALLBACK (pl_window_update_actions), self, G_CONNECT_SWAPPED);
  pl_window_update_actions (self);
  pl_window_save_update_continue (self);

  if (self->state_file != NULL)
    self->state_source = g_timeout_add (250, pl_window_write_test_state_cb, self);
}

static void
pl_window_dispose (GObject *object)
{
  PlWindow *self = PL_WINDOW (object);

  g_clear_handle_id (&self->state_source, g_source_remove);
  g_clear_handle_id (&self->frequent_id, g_source_remove);
  if (self->score_sheet != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->score_sheet),
                                    (gpointer *) &self->score_sheet);
      gtk_window_destroy (self->score_sheet);
      self->score_sheet = NULL;
    }
  g_clear_object (&self->controller);
  /* The last autosave reaches the disk before the window goes. */
  g_clear_pointer (&self->save, pl_window_save_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), PL_TYPE_WINDOW);
  self->view = NULL;
  self->bar = NULL;
  g_clear_object (&self->table);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (pl_window_parent_class)->dispose (object);
}

/* New Game, Undo, Redo and Hint sit in the header bar where the window is
 * wide enough for them beside the title (issue 19); a narrow window (down
 * to 360 px) has Undo, Redo and Hint as the menu's first section instead
 * (New Game is in the menu at every width).  Shown or hidden after the
 * allocation, never during it. */
#define FREQUENT_MIN_WIDTH 600

static gboolean
frequent_idle_cb (gpointer user_data)
{
  PlWindow *self = user_data;

  gboolean wide = gtk_widget_get_width (GTK_WIDGET (self)) >= FREQUENT_MIN_WIDTH;
  GMenuModel *menu = G_MENU_MODEL (self->primary_menu);
  gboolean in_menu = FALSE;

  self->frequent_id = 0;
  gtk_widget_set_visible (self->frequent_box, wide);
  if (g_menu_model_get_n_items (menu) > 0)
    {
      g_autoptr(GMenuModel) first = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);

      in_menu = first == self->frequent_menu;
    }
  if (wide && in_menu)
    g_menu_remove (self->primary_menu, 0);
  else if (!wide && !in_menu)
    g_menu_insert_section (self->primary_menu, 0, NULL, self->frequent_menu);
  return G_SOURCE_REMOVE;
}

static void
pl_window_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  PlWindow *self = PL_WINDOW (widget);

  GTK_WIDGET_CLASS (pl_window_parent_class)->size_allocate (widget, width, height, baseline);
  if ((width >= FREQUENT_MIN_WIDTH) != gtk_widget_get_visible (self->frequent_box) &&
      self->frequent_id == 0)
    self->frequent_id = g_idle_add (frequent_idle_cb, self);
}

static void
pl_window_finalize (GObject *object)
{
  PlWindow *self = PL_WINDOW (object);

  g_free (self->state_file);
  g_free (self->state_written);
  g_free (self->last_toast);

  G_OBJECT_CLASS (pl_window_parent_class)->finalize (object);
}

static void
pl_window_class_init (PlWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pl_window_constructed;
  object_class->dispose = pl_window_dispose;
  object_class->finalize = pl_window_finalize;
  widget_class->size_allocate = pl_window_size_allocate;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/pl-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PlWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, games_list);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, app_icon);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, table_page);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, bar_revealer);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, last_trick_button);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, frequent_box);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, frequent_menu);
  gtk_widget_class_bind_template_child (widget_class, PlWindow, continue_list);

  pl_window_actions_class_init (widget_class);
  pl_window_hint_class_init (widget_class);
  pl_window_review_class_init (widget_class);
}

static void
pl_window_init (PlWindow *self)
{
  const char *state_file = g_getenv ("PARLOUR_TEST_STATE_FILE");

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The frequent buttons start hidden, in the menu: a window opened
   * narrow (the saved size, down to 360 px) must not be held wider by
   * buttons it is about to hide.  The first allocation of a wide window
   * shows them (pl_window_size_allocate). */
  g_menu_insert_section (self->primary_menu, 0, NULL, self->frequent_menu);

  gtk_image_set_from_icon_name (self->app_icon, APP_ID);
  pl_window_populate_games (self);

  if (state_file != NULL && *state_file != '\0')
    self->state_file = g_strdup (state_file);
}

PlWindow *
pl_window_new (PlApplication *application)
{
  g_return_val_if_fail (PL_IS_APPLICATION (application), NULL);

  return g_object_new (PL_TYPE_WINDOW,
                       "application", application,
                       NULL);
}
