/* pl-window-save.c — autosave and Continue, saved games, undo, statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-window"

#include <string.h>

#include <glib/gi18n.h>

#include "pl-autosave.h"
#include "pl-game-catalog.h"
#include "pl-iss.h"
#include "pl-statistics.h"
#include "pl-statistics-window.h"
#include "pl-window-private.h"

/*
 * Everything here is a record (DESIGN.md, "A game is its record"): the
 * autosave is the match record rewritten after every move, Continue loads
 * it back with pl_table_load_match(), a saved game is the same text in a
 * file the player chose, and undo replays the deal without its last moves.
 *
 * Files from outside are untrusted.  A bad autosave or statistics file is
 * renamed aside (never deleted), the player is told what was wrong, and
 * Parlour goes on with a fresh one; a bad record the player opens is
 * refused whole, with the parser's "file:line: what is wrong".
 */

#define AUTOSAVE_NAME "autosave.rec"
#define STATISTICS_NAME "statistics"
/* As pl_record_load() refuses: the limit of docs/records.md. */
#define MAX_RECORD_SIZE (16 * 1024 * 1024)

struct _PlWindowSave
{
  PlWindow       *window;        /* not owned: the window owns us */
  PlTable        *table;         /* not owned */

  PlAutosave     *autosave;
  guint           autosave_idle;
  PlRecord       *resume;        /* the autosaved match, for Continue */

  PlAutosave     *stats_writer;
  PlStatistics   *stats;
  GtkWindow      *stats_window;  /* weak */

  /* A match being loaded must not count its finished deals again. */
  gboolean        loading;
  /* Whether a deal was counted into the statistics since the start. */
  gboolean        stats_counted;
  /* Cancels the reading of the saved files when the window goes. */
  GCancellable   *cancellable;

  GtkNativeDialog *chooser;
};

/* Bad files ------------------------------------------------------------- */

/* Says in a toast what went wrong with a file, short enough to read at
 * a glance, with the whole message one click away ("Details"). */
static void
tell_problem (PlWindow   *window,
              const char *what,
              const char *details)
{
  AdwToast *toast = adw_toast_new (what);

  g_warning ("%s: %s", what, details);
  adw_toast_set_timeout (toast, 10);
  adw_toast_set_button_label (toast, _("_Details"));
  adw_toast_set_action_name (toast, "win.file-problem");
  adw_toast_set_action_target_value (toast, g_variant_new ("(ss)", what, details));
  pl_window_add_toast (window, toast);
}

static void
tell_kept_aside (PlWindow   *window,
                 const char *what,
                 const char *message,
                 const char *kept_as)
{
  g_autofree char *text = NULL;
  g_autofree char *base = kept_as ? g_path_get_basename (kept_as) : NULL;

  if (base != NULL)
    /* TRANSLATORS: "The saved game could not be read. It was kept as
     * “autosave.rec.bad”." */
    text = g_strdup_printf (_("%s. It was kept as “%s”."), what, base);
  else
    text = g_strdup_printf (_("%s."), what);
  tell_problem (window, text, message);
}

static void
file_problem_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  const char *what, *details;
  AdwMessageDialog *dialog;

  g_variant_get (parameter, "(&s&s)", &what, &details);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (widget), what, details));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Reading the saved files at start ----------------------------------------
 *
 * The autosave and the statistics are read and checked in a worker, so
 * that a large or slow file never holds up the first frame; a bad one is
 * set aside there too.  Until they arrive the start page offers no
 * Continue and the statistics start empty.
 */

typedef struct {
  char         *autosave_path;
  char         *stats_path;
  PlRecord     *resume;
  char         *resume_kept;
  GError       *resume_error;
  PlStatistics *stats;
  char         *stats_kept;
  GError       *stats_error;
} StartupLoad;

static void
startup_load_free (gpointer data)
{
  StartupLoad *load = data;

  g_free (load->autosave_path);
  g_free (load->stats_path);
  g_clear_pointer (&load->resume, pl_record_free);
  g_free (load->resume_kept);
  g_clear_error (&load->resume_error);
  g_clear_pointer (&load->stats, pl_statistics_free);
  g_free (load->stats_kept);
  g_clear_error (&load->stats_error);
  g_free (load);
}

static void
startup_load_thread (GTask        *task,
                     gpointer      source_object,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  StartupLoad *load = task_data;

  load->resume = pl_autosave_load (load->autosave_path, &load->resume_kept,
                                   &load->resume_error);
  load->stats = pl_statistics_load (load->stats_path, &load->stats_error);
  if (load->stats == NULL && load->stats_error != NULL)
    {
      g_autoptr(GError) aside_error = NULL;

      load->stats_kept = pl_file_keep_aside (load->stats_path, &aside_error);
    }
  g_task_return_boolean (task, TRUE);
}

static void
startup_load_done_cb (GObject      *object,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  PlWindow *self = PL_WINDOW (object);
  StartupLoad *load = g_task_get_task_data (G_TASK (result));
  PlWindowSave *save;

  if (!g_task_propagate_boolean (G_TASK (result), NULL) ||
      (save = pl_window_get_save (self)) == NULL)
    return;

  if (load->stats_error != NULL)
    tell_kept_aside (self, _("Your statistics could not be read and start afresh"),
                     load->stats_error->message, load->stats_kept);
  else if (load->stats != NULL)
    {
      /* A deal counted in the moment before the file arrived would be lost
       * by taking the file's figures; it is kept instead. */
      if (!save->stats_counted)
        {
          pl_statistics_free (save->stats);
          save->stats = g_steal_pointer (&load->stats);
        }
      if (save->stats_window != NULL)
        pl_statistics_window_set (PL_STATISTICS_WINDOW (save->stats_window), save->stats);
    }

  if (load->resume_error != NULL)
    tell_kept_aside (self, _("The saved game could not be read"),
                     load->resume_error->message, load->resume_kept);
  else if (load->resume != NULL && save->resume == NULL && save->table == NULL &&
           load->resume->deals->len > 0 &&
           pl_game_catalog_lookup (((PlDealRecord *) g_ptr_array_index (load->resume->deals,
                                                                        0))->game->id) != NULL)
    {
      save->resume = g_steal_pointer (&load->resume);
      pl_window_save_update_continue (self);
    }
}

static void
start_loading (PlWindowSave *save)
{
  g_autoptr(GTask) task = NULL;
  StartupLoad *load = g_new0 (StartupLoad, 1);

  load->autosave_path = g_strdup (pl_autosave_get_path (save->autosave));
  load->stats_path = pl_autosave_default_path (STATISTICS_NAME);

  save->cancellable = g_cancellable_new ();
  task = g_task_new (save->window, save->cancellable, startup_load_done_cb, NULL);
  g_task_set_source_tag (task, start_loading);
  g_task_set_task_data (task, load, startup_load_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, startup_load_thread);
}

/* Autosave -------------------------------------------------------------- */

static gboolean
autosave_idle_cb (gpointer user_data)
{
  PlWindowSave *save = user_data;
  g_autoptr(PlRecord) record = NULL;
  g_autofree char *text = NULL;

  save->autosave_idle = 0;
  if (save->table == NULL || pl_table_get_record (save->table) == NULL)
    return G_SOURCE_REMOVE;

  record = pl_table_get_match_record (save->table);
  text = pl_record_to_string (record);
  pl_autosave_save (save->autosave, text);
  /* What Continue offers is now this match. */
  g_clear_pointer (&save->resume, pl_record_free);
  save->resume = g_steal_pointer (&record);
  return G_SOURCE_REMOVE;
}

static void
schedule_autosave (PlWindowSave *save)
{
  /* Several signals of one move make one write, right after them. */
  if (save->autosave_idle == 0)
    save->autosave_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, autosave_idle_cb, save, NULL);
}

static void
autosave_failed_cb (PlAutosave *autosave,
                    const char *message,
                    PlWindow   *window)
{
  /* The write went to a temporary file: the previous save is intact. */
  tell_problem (window, _("The game could not be saved. The last save is kept."), message);
}

static void
stats_failed_cb (PlAutosave *writer,
                 const char *message,
                 PlWindow   *window)
{
  tell_problem (window, _("Your statistics could not be saved."), message);
}

static void
table_changed_cb (PlWindow *window)
{
  PlWindowSave *save = pl_window_get_save (window);

  if (save != NULL)
    schedule_autosave (save);
}

static void
count_deal (PlWindowSave *save)
{
  PlTable *table = save->table;
  const PlDealRecord *deal = pl_table_get_record (table);
  g_autoptr(PlScoreSheet) sheet = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *text = NULL;
  PlResult result = { 0, };
  guint human = pl_table_get_human_seat (table);

  if (deal == NULL || !pl_table_get_result (table, &result))
    return;

  /* The Seeger-Fabian points of this deal alone: a sheet of one deal. */
  sheet = pl_score_sheet_new (PL_SCORE_SHEET_SEEGER_FABIAN, result.n_seats);
  pl_score_sheet_add_result (sheet, &result);
  variant = pl_statistics_variant (deal->game, deal->options);
  pl_statistics_add_result (save->stats, deal->game->id, variant, &result, human,
                            g_str_equal (deal->game->id, "skat")
                            ? pl_score_sheet_get_total (sheet, human) : 0);
  pl_result_clear (&result);

  save->stats_counted = TRUE;
  text = pl_statistics_to_string (save->stats);
  pl_autosave_save (save->stats_writer, text);
  if (save->stats_window != NULL)
    pl_statistics_window_set (PL_STATISTICS_WINDOW (save->stats_window), save->stats);
}

static void
deal_over_cb (PlWindow *window)
{
  PlWindowSave *save = pl_window_get_save (window);

  if (save != NULL && !save->loading && !pl_table_get_autoplay (save->table))
    count_deal (save);
}

void
pl_window_save_attach_table (PlWindow *self,
                             PlTable  *table)
{
  PlWindowSave *save = pl_window_get_save (self);
  static const char *const signals[] = {
    "deal-started", "move-played", "undone", "score-changed",
  };

  save->table = table;
  for (guint i = 0; i < G_N_ELEMENTS (signals); i++)
    g_signal_connect_object (table, signals[i], G_CALLBACK (table_changed_cb), self,
                             G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "deal-over", G_CALLBACK (deal_over_cb), self,
                           G_CONNECT_SWAPPED);
}

/* Continue -------------------------------------------------------------- */

static char *
describe_match (const PlRecord *record)
{
  const PlDealRecord *last = g_ptr_array_index (record->deals, record->deals->len - 1);
  const PlGameEntry *entry = pl_game_catalog_lookup (last->game->id);
  g_autofree gpointer state = pl_deal_record_replay (last, G_MAXUINT, NULL);
  gboolean over = state != NULL && last->game->is_terminal (state);

  /* TRANSLATORS: what "Continue" continues: "Skat · deal 3 of the match, in
   * play" or "… finished". */
  return g_strdup_printf (over ? _("%s · deal %u of the match, finished")
                               : _("%s · deal %u of the match, in play"),
                          entry ? pl_game_entry_get_name (entry) : last->game->id,
                          record->deals->len);
}

gboolean
pl_window_save_has_continue (PlWindow *self)
{
  PlWindowSave *save = pl_window_get_save (self);

  return save != NULL && save->resume != NULL;
}

void
pl_window_save_update_continue (PlWindow *self)
{
  PlWindowSave *save = pl_window_get_save (self);
  GtkWidget *row = pl_window_get_continue_row (self);
  g_autofree char *subtitle = NULL;

  if (save == NULL)
    return;
  if (save->resume != NULL)
    subtitle = describe_match (save->resume);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_visible (row, save->resume != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue", save->resume != NULL);
}

/* Loads @record as the match; FALSE and a message on anything wrong. */
static gboolean
load_match (PlWindow        *self,
            const PlRecord  *record,
            GError         **error)
{
  PlWindowSave *save = pl_window_get_save (self);
  const PlDealRecord *first;
  gboolean ok, at_table;

  if (record->deals->len == 0)
    {
      g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_BAD_DEAL,
                   _("The record holds no deal"));
      return FALSE;
    }
  first = g_ptr_array_index (record->deals, 0);
  if (!pl_window_ensure_table (self, first->game->id))
    {
      g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_BAD_DEAL,
                   _("“%s” cannot be played yet"), first->game->id);
      return FALSE;
    }
  /* The table shows first, so that the controller can put the focus on
   * the human's cards when the deal starts. */
  at_table = gtk_widget_get_mapped (pl_window_get_table_view (self));
  pl_window_show_table (self);
  save->loading = TRUE;
  ok = pl_table_load_match (pl_window_get_table (self), record, error);
  save->loading = FALSE;
  if (ok)
    {
      pl_window_show_table (self);
      pl_game_controller_refresh (pl_window_get_controller (self));
    }
  else if (!at_table)
    pl_window_show_start (self);
  return ok;
}

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);
  PlWindowSave *save = pl_window_get_save (self);
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  if (save->resume == NULL)
    return;
  record = g_steal_pointer (&save->resume);
  if (!load_match (self, record, &error))
    {
      g_autoptr(GError) aside_error = NULL;
      g_autofree char *kept = NULL;

      /* It parsed, but is no match this table can continue. */
      pl_autosave_flush (save->autosave);
      kept = pl_file_keep_aside (pl_autosave_get_path (save->autosave), &aside_error);
      tell_kept_aside (self, _("The saved game could not be continued"), error->message,
                       kept);
      pl_window_save_update_continue (self);
      return;
    }
  save->resume = g_steal_pointer (&record);
}

/* Undo and redo --------------------------------------------------------- */

static gboolean
undo_allowed (PlWindow *self)
{
  return g_settings_get_boolean (pl_window_get_settings (self), "practice-undo");
}

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
  pl_window_leave_deal_then (self, start_numbered_deal,
                             numbered_deal_new (table != NULL ? pl_table_get_game (table)->id
                                                              : "skat", seed),
                             numbered_deal_free);
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

/* Saving and opening records -------------------------------------------- */

static void
show_error_dialog (PlWindow   *self,
                   const char *heading,
                   const char *body)
{
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
is_iss_name (const char *name)
{
  return name != NULL && (g_str_has_suffix (name, ".iss") || g_str_has_suffix (name, ".txt"));
}

/* The match as text: a native record, or ISS lines (Skat only). */
static char *
match_to_text (PlTable     *table,
               gboolean     iss,
               GError     **error)
{
  g_autoptr(PlRecord) record = pl_table_get_match_record (table);
  g_autoptr(GString) out = NULL;

  if (!iss)
    return pl_record_to_string (record);

  out = g_string_new (NULL);
  for (guint i = 0; i < record->deals->len; i++)
    {
      g_autofree char *line = pl_iss_write_line (g_ptr_array_index (record->deals, i), error);

      if (line == NULL)
        return NULL;
      g_string_append_printf (out, "%s\n", line);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
save_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(PlWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_file_replace_contents_finish (G_FILE (object), result, NULL, &error))
    show_error_dialog (self, _("The Game Could Not Be Saved"), error->message);
  else
    {
      g_autofree char *name = g_file_get_basename (G_FILE (object));
      g_autofree char *message = g_strdup_printf (_("Saved as “%s”"), name);

      pl_window_show_toast (self, message);
    }
}

static void
save_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  PlWindow        *self)
{
  PlWindowSave *save = pl_window_get_save (self);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  GBytes *bytes;
  gsize length;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&save->chooser);
  if (file == NULL || pl_window_get_table (self) == NULL)
    return;

  name = g_file_get_basename (file);
  text = match_to_text (pl_window_get_table (self), is_iss_name (name), &error);
  if (text == NULL)
    {
      show_error_dialog (self, _("The Game Could Not Be Saved"), error->message);
      return;
    }
  length = strlen (text);
  bytes = g_bytes_new_take (g_steal_pointer (&text), length);
  /* Written in the background, to a temporary file renamed over the old. */
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                       save_done_cb, g_object_ref (self));
  g_bytes_unref (bytes);
}

static void
add_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) records = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) iss = gtk_file_filter_new ();

  gtk_file_filter_set_name (records, _("Parlour records"));
  gtk_file_filter_add_pattern (records, "*.rec");
  gtk_file_chooser_add_filter (chooser, records);
  gtk_file_filter_set_name (iss, _("International Skat Server games"));
  gtk_file_filter_add_pattern (iss, "*.iss");
  gtk_file_filter_add_pattern (iss, "*.txt");
  gtk_file_chooser_add_filter (chooser, iss);
}

static void
save_game_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);
  PlWindowSave *save = pl_window_get_save (self);
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;
  g_autofree char *seed = NULL;

  if (pl_window_get_table (self) == NULL || save->chooser != NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  add_filters (GTK_FILE_CHOOSER (chooser));
  /* TRANSLATORS: the suggested file name of a saved game; keep “.rec”. */
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, pl_table_get_seed (pl_window_get_table (self)));
  name = g_strdup_printf (_("Deal %s.rec"), seed);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  save->chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect_object (chooser, "response", G_CALLBACK (save_response_cb), self, 0);
  gtk_native_dialog_show (save->chooser);
}

static void
load_opened_match (PlWindow *self,
                   gpointer  record)
{
  g_autoptr(GError) error = NULL;

  /* Nothing on the table changes unless the whole match loads. */
  if (!load_match (self, record, &error))
    show_error_dialog (self, _("The Game Could Not Be Opened"), error->message);
}

static void
open_loaded_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(PlWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = g_file_get_basename (G_FILE (object));
  gsize length;

  if (!g_file_load_contents_finish (G_FILE (object), result, &contents, &length, NULL, &error))
    {
      show_error_dialog (self, _("The Game Could Not Be Opened"), error->message);
      return;
    }
  record = pl_saved_game_parse (contents, length, name, &error);
  if (record == NULL)
    {
      show_error_dialog (self, _("The Game Could Not Be Opened"), error->message);
      return;
    }
  pl_window_leave_deal_then (self, load_opened_match, g_steal_pointer (&record),
                             (GDestroyNotify) pl_record_free);
}

static void
open_info_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(PlWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFileInfo) info = NULL;

  info = g_file_query_info_finish (G_FILE (object), result, &error);
  if (info == NULL)
    {
      show_error_dialog (self, _("The Game Could Not Be Opened"), error->message);
      return;
    }
  /* Refused on its size before it is read, as docs/records.md says. */
  if (g_file_info_get_size (info) > MAX_RECORD_SIZE)
    {
      g_autofree char *name = g_file_get_basename (G_FILE (object));
      g_autofree char *message = g_strdup_printf (_("%s: the file is larger than 16 MiB: "
                                                    "not a record"), name);

      show_error_dialog (self, _("The Game Could Not Be Opened"), message);
      return;
    }
  g_file_load_contents_async (G_FILE (object), NULL, open_loaded_cb, g_steal_pointer (&self));
}

void
pl_window_open_file (PlWindow *self,
                     GFile    *file)
{
  g_file_query_info_async (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                           G_PRIORITY_DEFAULT, NULL, open_info_cb, g_object_ref (self));
}

static void
open_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  PlWindow        *self)
{
  PlWindowSave *save = pl_window_get_save (self);
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&save->chooser);
  if (file != NULL)
    pl_window_open_file (self, file);
}

static void
open_game_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);
  PlWindowSave *save = pl_window_get_save (self);
  GtkFileChooserNative *chooser;

  if (save->chooser != NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  add_filters (GTK_FILE_CHOOSER (chooser));
  save->chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect_object (chooser, "response", G_CALLBACK (open_response_cb), self, 0);
  gtk_native_dialog_show (save->chooser);
}

/* Statistics ------------------------------------------------------------ */

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);
  PlWindowSave *save = pl_window_get_save (self);
  PlStatisticsWindow *window;

  if (save->stats_window != NULL)
    {
      gtk_window_present (save->stats_window);
      return;
    }
  window = pl_statistics_window_new (GTK_WINDOW (self), save->stats);
  save->stats_window = GTK_WINDOW (window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &save->stats_window);
  gtk_window_present (GTK_WINDOW (window));
}

/* Setup ----------------------------------------------------------------- */

void
pl_window_save_update_actions (PlWindow *self)
{
  PlTable *table = pl_window_get_table (self);
  gboolean allowed = undo_allowed (self);
  gboolean has_deal = table != NULL && pl_table_get_record (table) != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 allowed && table != NULL && pl_table_can_undo (table));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 allowed && table != NULL && pl_table_can_redo (table));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-game", has_deal);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.replay-deal", has_deal);
}

void
pl_window_save_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "win.file-problem", "(ss)",
                                   file_problem_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.replay-deal", NULL, replay_deal_action);
  gtk_widget_class_install_action (widget_class, "win.deal-number", NULL, deal_number_action);
  gtk_widget_class_install_action (widget_class, "win.save-game", NULL, save_game_action);
  gtk_widget_class_install_action (widget_class, "win.open-game", NULL, open_game_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
}

static void
practice_undo_changed_cb (PlWindow *self)
{
  pl_window_update_actions (self);
}

PlWindowSave *
pl_window_save_new (PlWindow *self)
{
  PlWindowSave *save = g_new0 (PlWindowSave, 1);
  g_autofree char *path = pl_autosave_default_path (AUTOSAVE_NAME);
  g_autofree char *stats_path = pl_autosave_default_path (STATISTICS_NAME);

  save->window = self;
  save->autosave = pl_autosave_new (path);
  save->stats_writer = pl_autosave_new (stats_path);
  g_signal_connect_object (save->autosave, "failed", G_CALLBACK (autosave_failed_cb), self, 0);
  g_signal_connect_object (save->stats_writer, "failed", G_CALLBACK (stats_failed_cb), self, 0);
  g_signal_connect_object (pl_window_get_settings (self), "changed::practice-undo",
                           G_CALLBACK (practice_undo_changed_cb), self, G_CONNECT_SWAPPED);

  save->stats = pl_statistics_new ();
  start_loading (save);
  return save;
}

void
pl_window_save_free (PlWindowSave *save)
{
  if (save == NULL)
    return;

  g_cancellable_cancel (save->cancellable);
  g_clear_object (&save->cancellable);

  /* A move made just now is written before the window goes. */
  if (save->autosave_idle != 0)
    {
      g_source_remove (save->autosave_idle);
      autosave_idle_cb (save);
    }
  pl_autosave_flush (save->autosave);
  pl_autosave_flush (save->stats_writer);
  if (save->stats_window != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (save->stats_window),
                                    (gpointer *) &save->stats_window);
      gtk_window_destroy (save->stats_window);
    }
  if (save->chooser != NULL)
    gtk_native_dialog_destroy (save->chooser);
  g_clear_object (&save->chooser);
  g_clear_object (&save->autosave);
  g_clear_object (&save->stats_writer);
  g_clear_pointer (&save->stats, pl_statistics_free);
  g_clear_pointer (&save->resume, pl_record_free);
  g_free (save);
}
