/* pl-window-actions.c — the window's actions, and the one place that says which are enabled
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-window"

#include <glib/gi18n.h>

#include "pl-game-catalog.h"
#include "pl-window-private.h"

/*
 * Every `win.` action of the window is installed here (but win.hint, which
 * pl-window-hint.c installs with its worker), and pl_window_update_actions()
 * is the one function that decides which are enabled.  The actions are
 * thin: what they do lives with what it concerns (the saved matches in
 * pl-window-saved-game.c, the files in pl-window-files.c, the statistics
 * in pl-window-statistics.c, the table's windows in pl-window.c).
 */

static gboolean
undo_allowed (PlWindow *self)
{
  return g_settings_get_boolean (pl_window_get_settings (self), "practice-undo");
}

void
pl_window_update_actions (PlWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  PlTable *table = pl_window_get_table (self);
  gboolean at_table = pl_window_is_at_table (self) && table != NULL;
  gboolean has_deal = table != NULL && pl_table_get_record (table) != NULL;
  gboolean undo = undo_allowed (self);

  /* There is no score sheet before a game has been played. */
  gtk_widget_action_set_enabled (widget, "win.score-sheet", table != NULL);
  /* Seed 000: the last trick may be seen once one has been turned. */
  gtk_widget_action_set_enabled (widget, "win.last-trick",
                                 at_table && pl_window_get_controller (self) != NULL &&
                                 pl_game_controller_can_peek (pl_window_get_controller (self)));
  pl_window_set_last_trick_visible (self, at_table);
  gtk_widget_action_set_enabled (widget, "win.hint", at_table && pl_window_hint_available (self));
  /* The deal's log, for a game that keeps one (Bézique's declarations). */
  gtk_widget_action_set_enabled (widget, "win.deal-log",
                                 at_table && pl_window_get_controller (self) != NULL &&
                                 pl_game_controller_has_log (pl_window_get_controller (self)));
  gtk_widget_action_set_enabled (widget, "win.undo",
                                 undo && table != NULL && pl_table_can_undo (table));
  gtk_widget_action_set_enabled (widget, "win.redo",
                                 undo && table != NULL && pl_table_can_redo (table));
  gtk_widget_action_set_enabled (widget, "win.save-game", has_deal);
  gtk_widget_action_set_enabled (widget, "win.replay-deal", has_deal);
  /* A deal of a game the analysis knows, with a card played (or one
   * finished before it). */
  gtk_widget_action_set_enabled (widget, "win.analyse-deal", pl_window_review_available (self));
}

/* The table -------------------------------------------------------------- */

/* New Game goes back to the start page; nothing is lost there (the start
 * page offers to continue the match), so nothing is asked. */
static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  pl_window_show_start (PL_WINDOW (widget));
}

static void
score_sheet_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  pl_window_present_score_sheet (PL_WINDOW (widget));
}

static void
last_trick_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);

  if (pl_window_get_controller (self) != NULL && pl_window_is_at_table (self))
    pl_game_controller_peek (pl_window_get_controller (self));
}

static void
deal_log_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);

  if (pl_window_get_controller (self) != NULL && pl_window_is_at_table (self))
    pl_game_controller_show_log (pl_window_get_controller (self));
}

/* Undo and redo ---------------------------------------------------------- */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);
  PlTable *table = pl_window_get_table (self);

  if (table == NULL)
    return;
  if (!undo_allowed (self))
    {
      pl_window_show_toast (self, _("Undo is turned off in the preferences"));
      return;
    }
  if (!pl_table_undo (table))
    pl_window_show_toast (self, _("There is no move of yours to undo in this deal"));
  pl_window_update_actions (self);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);
  PlTable *table = pl_window_get_table (self);

  if (table != NULL && undo_allowed (self))
    pl_table_redo (table);
  pl_window_update_actions (self);
}

/* Replay and a chosen deal ---------------------------------------------- */

static void
replay_deal_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);
  PlTable *table = pl_window_get_table (self);
  g_autoptr(PlDealRecord) deal = NULL;
  g_autoptr(GError) error = NULL;

  if (table == NULL || pl_table_get_record (table) == NULL)
    return;

  /* The same cards to the same seats: the same pack and dealer, no moves. */
  deal = pl_deal_record_copy (pl_table_get_record (table));
  g_array_set_size (deal->moves, 0);
  g_array_set_size (deal->move_lines, 0);
  g_hash_table_remove (deal->tags, "X-Penalty");
  if (!pl_table_load_deal (table, deal, &error))
    pl_window_show_toast (self, error->message);
  pl_window_show_table (self);
}

typedef struct {
  char    *game_id;
  guint64  seed;
} NumberedDeal;

static gpointer
numbered_deal_new (const char *game_id,
                   guint64     seed)
{
  NumberedDeal *deal = g_new0 (NumberedDeal, 1);

  deal->game_id = g_strdup (game_id);
  deal->seed = seed;
  return deal;
}

static void
numbered_deal_free (gpointer data)
{
  NumberedDeal *deal = data;

  g_free (deal->game_id);
  g_free (deal);
}

static void
start_numbered_deal (PlWindow *self,
                     gpointer  data)
{
  NumberedDeal *deal = data;

  pl_window_start_game (self, deal->game_id, deal->seed);
}

static void
deal_number_response_cb (AdwMessageDialog *dialog,
                         const char       *response,
                         PlWindow         *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "pl-entry");
  const char *text = gtk_editable_get_text (entry);
  PlTable *table = pl_window_get_table (self);
  g_autoptr(GError) error = NULL;
  guint64 seed;

  if (g_strcmp0 (response, "deal") != 0)
    return;
  if (*text == '#')
    text++;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &seed, &error))
    {
      g_autofree char *message = g_strdup_printf (_("“%s” is not a deal number"), text);

      pl_window_show_toast (self, message);
      return;
    }
  /* At the table the numbered deal is the match's next (the deal in
   * progress, if any, is given up); without one it starts a new match of
   * the default game, asking first if that has a saved match. */
  if (table != NULL)
    pl_window_leave_deal_then (self, start_numbered_deal,
                               numbered_deal_new (pl_table_get_game (table)->id, seed),
                               numbered_deal_free);
  else
    pl_window_save_new_match (self, pl_game_catalog_get_default ()->id, seed);
}

static void
deal_number_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);
  AdwMessageDialog *dialog;
  GtkWidget *entry;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Play a Deal by Number"),
                                                       _("Every deal has a number, shown "
                                                         "in the title as “Deal #…”: the "
                                                         "same number deals the same cards.")));
  entry = gtk_entry_new ();
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
  /* Enter deals: the default response closes the dialog. */
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Deal number"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Deal number"), -1);
  adw_message_dialog_set_extra_child (dialog, entry);
  g_object_set_data (G_OBJECT (dialog), "pl-entry", entry);
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "deal", _("_Deal"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "deal", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "deal");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (deal_number_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

/* Saved games, files and statistics -------------------------------------- */

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  pl_window_save_continue (PL_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

static void
open_game_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  pl_window_files_open (PL_WINDOW (widget));
}

static void
save_game_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  pl_window_files_save_as (PL_WINDOW (widget));
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PlWindowStatistics *statistics = pl_window_save_get_statistics (PL_WINDOW (widget));

  if (statistics != NULL)
    pl_window_statistics_present (statistics);
}

/* A toast's "Details": the whole message about a file. */
static void
file_problem_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  const char *what, *details;

  g_variant_get (parameter, "(&s&s)", &what, &details);
  pl_window_show_error (PL_WINDOW (widget), what, details);
}

void
pl_window_actions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.score-sheet", NULL, score_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.last-trick", NULL, last_trick_action);
  gtk_widget_class_install_action (widget_class, "win.deal-log", NULL, deal_log_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.replay-deal", NULL, replay_deal_action);
  gtk_widget_class_install_action (widget_class, "win.deal-number", NULL, deal_number_action);
  gtk_widget_class_install_action (widget_class, "win.continue", "s", continue_action);
  gtk_widget_class_install_action (widget_class, "win.open-game", NULL, open_game_action);
  gtk_widget_class_install_action (widget_class, "win.save-game", NULL, save_game_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_install_action (widget_class, "win.file-problem", "(ss)",
                                   file_problem_action);
}
