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
#include "pl-match-summary.h"
#include "pl-statistics.h"
#include "pl-statistics-window.h"
#include "pl-window-private.h"

/*
 * Everything here is a record (DESIGN.md, "A game is its record"): the
 * autosave is the match record rewritten after every move, Continue loads
 * it back with pl_table_load_match(), a saved game is the same text in a
 * file the player chose, and undo replays the deal without its last moves.
 *
 * Each game has its own saved match (autosave-ID.rec), so that playing one
 * game never touches another's: the window's table writes its game's file,
 * a table that goes (for another game, or a new match) leaves its match
 * saved as it stood, and the start page offers Continue for every game
 * that has one.  A saved match is only ever replaced by the player's
 * choice: a new match of that game, an opened file or `parlour --game`
 * asks first ("Leave This Match?", keeping it is the default).
 *
 * Files from outside are untrusted.  A bad autosave or statistics file is
 * renamed aside (never deleted), the player is told what was wrong, and
 * Parlour goes on with a fresh one; a bad record the player opens is
 * refused whole, with the parser's "file:line: what is wrong".
 */

#define STATISTICS_NAME "statistics"
/* As pl_record_load() refuses: the limit of docs/records.md. */
#define MAX_RECORD_SIZE PL_RECORD_MAX_FILE

typedef struct {
  PlWindowLeaveFunc  func;
  gpointer           data;
  GDestroyNotify     destroy;     /* after @func ran; NULL if it takes @data */
  GDestroyNotify     discard;     /* if @func never runs */
} WhenLoaded;

struct _PlWindowSave
{
  PlWindow       *window;        /* not owned: the window owns us */
  PlTable        *table;         /* not owned */
  char           *table_game;    /* the id of the table's game */

  GHashTable     *autosaves;     /* game id → PlAutosave */
  guint           autosave_idle;
  /* Each game's saved match, the table's included: what Continue offers
   * and what a new match of the game would end. */
  GHashTable     *saved;         /* game id → PlRecord */

  /* Whether the saved files have been read; what waits until they are. */
  gboolean        loaded;
  GPtrArray      *when_loaded;   /* of WhenLoaded */

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
 * The saved matches and the statistics are read and checked in a worker,
 * so that a large or slow file never holds up the first frame; a bad one
 * is set aside there too.  Until they arrive the start page offers no
 * Continue, and whatever could replace a saved match waits for them
 * (pl_window_save_when_loaded()).
 */

typedef struct {
  char         *game_id;
  char         *path;
  PlRecord     *record;
  char         *kept;
  GError       *error;
} GameLoad;

typedef struct {
  GPtrArray    *games;          /* of GameLoad */
  char         *migrated;       /* the game of the old single autosave */
  char         *migrate_kept;
  GError       *migrate_error;
  char         *stats_path;
  PlStatistics *stats;
  char         *stats_kept;
  GError       *stats_error;
} StartupLoad;

static void
game_load_free (gpointer data)
{
  GameLoad *game = data;

  g_free (game->game_id);
  g_free (game->path);
  g_clear_pointer (&game->record, pl_record_free);
  g_free (game->kept);
  g_clear_error (&game->error);
  g_free (game);
}

static void
startup_load_free (gpointer data)
{
  StartupLoad *load = data;

  g_ptr_array_unref (load->games);
  g_free (load->migrated);
  g_free (load->migrate_kept);
  g_clear_error (&load->migrate_error);
  g_free (load->stats_path);
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

  /* The one autosave of an older Parlour becomes its game's, first. */
  load->migrated = pl_autosave_migrate (&load->migrate_kept, &load->migrate_error);
  for (guint i = 0; i < load->games->len; i++)
    {
      GameLoad *game = g_ptr_array_index (load->games, i);

      game->record = pl_autosave_load (game->path, &game->kept, &game->error);
    }
  load->stats = pl_statistics_load (load->stats_path, &load->stats_error);
  if (load->stats == NULL && load->stats_error != NULL)
    {
      g_autoptr(GError) aside_error = NULL;

      load->stats_kept = pl_file_keep_aside (load->stats_path, &aside_error);
    }
  g_task_return_boolean (task, TRUE);
}

static const char *
game_name (const char *game_id)
{
  const PlGameEntry *entry = pl_game_catalog_lookup (game_id);

  return entry != NULL ? pl_game_entry_get_name (entry) : game_id;
}

static void
run_when_loaded (PlWindowSave *save)
{
  g_autoptr(GPtrArray) waiting = g_steal_pointer (&save->when_loaded);

  save->when_loaded = g_ptr_array_new ();
  for (guint i = 0; i < waiting->len; i++)
    {
      WhenLoaded *when = g_ptr_array_index (waiting, i);

      when->func (save->window, when->data);
      if (when->destroy != NULL)
        when->destroy (when->data);
      g_free (when);
    }
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

  if (load->migrate_error != NULL)
    tell_kept_aside (self, _("The saved game could not be read"),
                     load->migrate_error->message, load->migrate_kept);
  else if (load->migrate_kept != NULL)
    {
      g_autofree char *message =
        g_strdup_printf (_("Parlour keeps one saved match per game now; the %s match "
                           "saved by an older version was kept as “%s”, beside the one "
                           "saved since."), game_name (load->migrated), load->migrate_kept);

      tell_kept_aside (self, _("An older saved match was kept"), message, load->migrate_kept);
    }

  for (guint i = 0; i < load->games->len; i++)
    {
      GameLoad *game = g_ptr_array_index (load->games, i);

      if (game->error != NULL)
        {
          g_autofree char *what =
            g_strdup_printf (_("The saved %s match could not be read"), game_name (game->game_id));

          tell_kept_aside (self, what, game->error->message, game->kept);
        }
      /* A match played in the meantime is newer than the file. */
      else if (game->record != NULL && g_strcmp0 (save->table_game, game->game_id) != 0 &&
               !g_hash_table_contains (save->saved, game->game_id))
        g_hash_table_insert (save->saved, g_strdup (game->game_id),
                             g_steal_pointer (&game->record));
    }

  save->loaded = TRUE;
  pl_window_save_update_continue (self);
  run_when_loaded (save);
}

static void
start_loading (PlWindowSave *save)
{
  g_autoptr(GTask) task = NULL;
  StartupLoad *load = g_new0 (StartupLoad, 1);
  const PlGameEntry *entries;
  guint n_entries;

  load->games = g_ptr_array_new_with_free_func (game_load_free);
  entries = pl_game_catalog_get (&n_entries);
  for (guint i = 0; i < n_entries; i++)
    {
      GameLoad *game;

      if (!entries[i].playable)
        continue;
      game = g_new0 (GameLoad, 1);
      game->game_id = g_strdup (entries[i].id);
      game->path = pl_autosave_path_for_game (entries[i].id);
      g_ptr_array_add (load->games, game);
    }
  load->stats_path = pl_autosave_default_path (STATISTICS_NAME);

  save->cancellable = g_cancellable_new ();
  task = g_task_new (save->window, save->cancellable, startup_load_done_cb, NULL);
  g_task_set_source_tag (task, start_loading);
  g_task_set_task_data (task, load, startup_load_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, startup_load_thread);
}

/* Runs @func once the saved matches are known (at once if they are);
 * @destroy frees @data after it ran (NULL: @func takes it), @discard if it
 * never runs (the window went first). */
static void
pl_window_save_when_loaded (PlWindowSave      *save,
                            PlWindowLeaveFunc  func,
                            gpointer           data,
                            GDestroyNotify     destroy,
                            GDestroyNotify     discard)
{
  WhenLoaded *when;

  if (save->loaded)
    {
      func (save->window, data);
      if (destroy != NULL)
        destroy (data);
      return;
    }
  when = g_new0 (WhenLoaded, 1);
  when->func = func;
  when->data = data;
  when->destroy = destroy;
  when->discard = discard;
  g_ptr_array_add (save->when_loaded, when);
}

/* Autosave -------------------------------------------------------------- */

static void autosave_failed_cb (PlAutosave *autosave,
                                const char *message,
                                PlWindow   *window);

/* The writer of @game_id's saved match. */
static PlAutosave *
autosave_for (PlWindowSave *save,
              const char   *game_id)
{
  PlAutosave *autosave = g_hash_table_lookup (save->autosaves, game_id);

  if (autosave == NULL)
    {
      g_autofree char *path = pl_autosave_path_for_game (game_id);

      autosave = pl_autosave_new (path);
      g_signal_connect_object (autosave, "failed", G_CALLBACK (autosave_failed_cb),
                               save->window, 0);
      g_hash_table_insert (save->autosaves, g_strdup (game_id), autosave);
    }
  return autosave;
}

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
  pl_autosave_save (autosave_for (save, save->table_game), text);
  /* What Continue offers for this game is now this match. */
  g_hash_table_replace (save->saved, g_strdup (save->table_game), g_steal_pointer (&record));
  return G_SOURCE_REMOVE;
}

static void
schedule_autosave (PlWindowSave *save)
{
  /* Several signals of one move make one write, right after them. */
  if (save->autosave_idle == 0)
    save->autosave_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, autosave_idle_cb, save, NULL);
}

/* Writes the table's match now if a write is due. */
static void
autosave_now (PlWindowSave *save)
{
  if (save->autosave_idle != 0)
    {
      g_source_remove (save->autosave_idle);
      autosave_idle_cb (save);
    }
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
  g_free (save->table_game);
  save->table_game = g_strdup (pl_table_get_game (table)->id);
  for (guint i = 0; i < G_N_ELEMENTS (signals); i++)
    g_signal_connect_object (table, signals[i], G_CALLBACK (table_changed_cb), self,
                             G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "deal-over", G_CALLBACK (deal_over_cb), self,
                           G_CONNECT_SWAPPED);
}

void
pl_window_save_detach_table (PlWindow *self)
{
  PlWindowSave *save = pl_window_get_save (self);

  if (save == NULL || save->table == NULL)
    return;
  /* The last move reaches the game's file; the match stays under
   * Continue (its record in save->saved). */
  autosave_now (save);
  save->table = NULL;
  g_clear_pointer (&save->table_game, g_free);
}

/* Continue -------------------------------------------------------------- */

/* Whether @game_id has a match that a new one would end. */
static gboolean
has_saved_match (PlWindowSave *save,
                 const char   *game_id)
{
  if (save->table != NULL && g_strcmp0 (save->table_game, game_id) == 0 &&
      pl_table_get_record (save->table) != NULL)
    return TRUE;
  return g_hash_table_contains (save->saved, game_id);
}

/* Where @game_id's saved match stands: "Deal 7 in play, Anna leads by 84". */
static char *
describe_saved (PlWindowSave *save,
                const char   *game_id)
{
  g_autoptr(PlRecord) current = NULL;
  const PlRecord *record = g_hash_table_lookup (save->saved, game_id);
  char *text;

  if (save->table != NULL && g_strcmp0 (save->table_game, game_id) == 0 &&
      pl_table_get_record (save->table) != NULL)
    record = current = pl_table_get_match_record (save->table);
  if (record == NULL)
    return NULL;
  text = pl_match_summary_describe (record, save->table != NULL
                                            ? pl_table_get_human_seat (save->table) : 0);
  return text != NULL ? text : g_strdup ("");
}

static GtkWidget *
create_continue_row (const char *game_id,
                     const char *where,
                     gboolean    first)
{
  g_autofree char *title = NULL;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *image;

  /* TRANSLATORS: a row of the start page: "Continue Skat". */
  title = g_strdup_printf (first ? _("_Continue %s") : _("Continue %s"), game_name (game_id));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), first);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), where);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.continue");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", game_id);

  /* The pictures say nothing the title does not. */
  image = g_object_new (GTK_TYPE_IMAGE, "icon-name", "media-playback-start-symbolic",
                        "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), image);
  image = g_object_new (GTK_TYPE_IMAGE, "icon-name", "go-next-symbolic",
                        "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), image);
  return row;
}

void
pl_window_save_update_continue (PlWindow *self)
{
  PlWindowSave *save = pl_window_get_save (self);
  GtkListBox *list = pl_window_get_continue_list (self);
  const PlGameEntry *entries;
  GtkWidget *child;
  guint n_entries, n_rows = 0;

  if (save == NULL)
    return;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);

  /* One row per game with a saved match, in the order of the games. */
  entries = pl_game_catalog_get (&n_entries);
  for (guint i = 0; i < n_entries; i++)
    {
      g_autofree char *where = NULL;
      g_autofree char *name = NULL;
      GtkWidget *row;

      if (!has_saved_match (save, entries[i].id))
        continue;
      where = describe_saved (save, entries[i].id);
      row = create_continue_row (entries[i].id, where, n_rows == 0);
      name = g_strconcat ("continue-", entries[i].id, NULL);
      gtk_widget_set_name (row, name);
      gtk_list_box_append (list, row);
      n_rows++;
    }
  gtk_widget_set_visible (GTK_WIDGET (list), n_rows > 0);
}

void
pl_window_save_append_test_state (PlWindow *self,
                                  GString  *out,
                                  double    ox,
                                  double    oy)
{
  PlWindowSave *save = pl_window_get_save (self);
  GtkListBox *list = pl_window_get_continue_list (self);
  gboolean first = TRUE;

  /* "continue" is the first row (the tests before there was one a game);
   * "saved" has every game's row, with what it says. */
  g_string_append (out, "\"continue\": ");
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      graphene_rect_t bounds;

      if (!gtk_widget_get_mapped (row) ||
          !gtk_widget_compute_bounds (row, GTK_WIDGET (self), &bounds))
        continue;
      g_string_append_printf (out, "{\"px\": %.0f, \"py\": %.0f}",
                              bounds.origin.x + ox + bounds.size.width / 2,
                              bounds.origin.y + oy + bounds.size.height / 2);
      first = FALSE;
      break;
    }
  if (first)
    g_string_append (out, "null");

  g_string_append (out, ", \"saved\": {");
  first = TRUE;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list));
       save != NULL && row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      const char *name = gtk_widget_get_name (row);
      g_autofree char *subtitle = NULL;
      g_autofree char *escaped = NULL;
      graphene_rect_t bounds;

      if (!g_str_has_prefix (name, "continue-") || !gtk_widget_get_mapped (row) ||
          !gtk_widget_compute_bounds (row, GTK_WIDGET (self), &bounds))
        continue;
      subtitle = g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
      escaped = g_strescape (subtitle != NULL ? subtitle : "", "");
      g_string_append_printf (out, "%s\"%s\": {\"px\": %.0f, \"py\": %.0f, "
                              "\"subtitle\": \"%s\"}",
                              first ? "" : ", ", name + strlen ("continue-"),
                              bounds.origin.x + ox + bounds.size.width / 2,
                              bounds.origin.y + oy + bounds.size.height / 2, escaped);
      first = FALSE;
    }
  g_string_append (out, "}");
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
continue_match (PlWindow *self,
                gpointer  game_id)
{
  PlWindowSave *save = pl_window_get_save (self);
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  gpointer key = NULL;

  /* The match at the table is that game's: it is there already. */
  if (save->table != NULL && g_strcmp0 (save->table_game, game_id) == 0 &&
      pl_table_get_record (save->table) != NULL)
    {
      pl_window_show_table (self);
      pl_game_controller_refresh (pl_window_get_controller (self));
      return;
    }
  if (!g_hash_table_steal_extended (save->saved, game_id, &key, (gpointer *) &record))
    return;
  g_free (key);
  if (!load_match (self, record, &error))
    {
      g_autoptr(GError) aside_error = NULL;
      g_autofree char *kept = NULL;
      g_autofree char *what = NULL;
      PlAutosave *autosave = autosave_for (save, game_id);

      /* It parsed, but is no match this table can continue. */
      pl_autosave_flush (autosave);
      kept = pl_file_keep_aside (pl_autosave_get_path (autosave), &aside_error);
      what = g_strdup_printf (_("The saved %s match could not be continued"),
                              game_name (game_id));
      tell_kept_aside (self, what, error->message, kept);
      pl_window_save_update_continue (self);
    }
}

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);
  PlWindowSave *save = pl_window_get_save (self);

  pl_window_save_when_loaded (save, continue_match,
                              g_variant_dup_string (parameter, NULL), g_free, g_free);
}

/* A new match of a game ------------------------------------------------- */

typedef struct {
  char              *game_id;
  guint64            seed;
  PlRecord          *record;      /* an opened match, or NULL */
} NewMatch;

static void
new_match_free (gpointer data)
{
  NewMatch *match = data;

  g_free (match->game_id);
  g_clear_pointer (&match->record, pl_record_free);
  g_free (match);
}

static void
show_error_dialog (PlWindow   *self,
                   const char *heading,
                   const char *body);

static void
begin_new_match (PlWindow *self,
                 gpointer  data)
{
  NewMatch *match = data;
  g_autoptr(GError) error = NULL;

  if (match->record == NULL)
    pl_window_start_new_match (self, match->game_id, match->seed);
  /* Nothing on the table changes unless the whole match loads. */
  else if (!load_match (self, match->record, &error))
    show_error_dialog (self, _("The Game Could Not Be Opened"), error->message);
}

/* Runs begin_new_match() with @data (a NewMatch it takes) once the
 * player agrees to end the game's saved match, if it has one: the
 * question is the same wherever the new match comes from, and keeping
 * the match is the default. */
static void
ask_then_begin (PlWindow *self,
                gpointer  data)
{
  PlWindowSave *save = pl_window_get_save (self);
  NewMatch *match = data;
  g_autofree char *where = NULL;
  g_autofree char *body = NULL;

  if (!has_saved_match (save, match->game_id))
    {
      begin_new_match (self, match);
      new_match_free (match);
      return;
    }
  where = describe_saved (save, match->game_id);
  body = g_strdup_printf (match->record != NULL
                          /* TRANSLATORS: "Your Skat match is saved (deal 7 in play, Anna
                           * leads by 84). The game opened replaces it." */
                          ? _("Your %s match is saved (%s). The game opened replaces it.")
                          : _("Your %s match is saved (%s). A new match replaces it."),
                          game_name (match->game_id), where);
  pl_window_ask_then (self, _("Leave This Match?"), body, _("_Keep the Match"),
                      _("_Leave the Match"), begin_new_match, match, new_match_free);
}

void
pl_window_save_new_match (PlWindow   *self,
                          const char *game_id,
                          guint64     seed)
{
  PlWindowSave *save = pl_window_get_save (self);
  NewMatch *match = g_new0 (NewMatch, 1);

  match->game_id = g_strdup (game_id);
  match->seed = seed;
  pl_window_save_when_loaded (save, ask_then_begin, match, NULL, new_match_free);
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
  /* At the table the numbered deal is the match's next (the deal in
   * progress, if any, is given up); without one it starts a new match. */
  if (table != NULL)
    pl_window_leave_deal_then (self, start_numbered_deal,
                               numbered_deal_new (pl_table_get_game (table)->id, seed),
                               numbered_deal_free);
  else
    pl_window_save_new_match (self, "skat", seed);
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
open_loaded_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(PlWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = g_file_get_basename (G_FILE (object));
  NewMatch *match;
  gsize length;

  if (!g_file_load_contents_finish (G_FILE (object), result, &contents, &length, NULL, &error))
    {
      show_error_dialog (self, _("The Game Could Not Be Opened"), error->message);
      return;
    }
  record = pl_saved_game_parse (contents, length, name, &error);
  if (record != NULL && !pl_record_check_match (record, name, NULL, &error))
    g_clear_pointer (&record, pl_record_free);
  if (record == NULL)
    {
      show_error_dialog (self, _("The Game Could Not Be Opened"), error->message);
      return;
    }
  match = g_new0 (NewMatch, 1);
  match->game_id = g_strdup (((PlDealRecord *) g_ptr_array_index (record->deals, 0))->game->id);
  match->record = g_steal_pointer (&record);
  pl_window_save_when_loaded (pl_window_get_save (self), ask_then_begin, match, NULL,
                              new_match_free);
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
  gtk_widget_class_install_action (widget_class, "win.continue", "s", continue_action);
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
  g_autofree char *stats_path = pl_autosave_default_path (STATISTICS_NAME);

  save->window = self;
  save->autosaves = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  save->saved = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify) pl_record_free);
  save->when_loaded = g_ptr_array_new ();
  save->stats_writer = pl_autosave_new (stats_path);
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
  GHashTableIter iter;
  gpointer autosave;

  if (save == NULL)
    return;

  g_cancellable_cancel (save->cancellable);
  g_clear_object (&save->cancellable);

  /* A move made just now is written before the window goes. */
  autosave_now (save);
  g_hash_table_iter_init (&iter, save->autosaves);
  while (g_hash_table_iter_next (&iter, NULL, &autosave))
    pl_autosave_flush (autosave);
  pl_autosave_flush (save->stats_writer);
  for (guint i = 0; i < save->when_loaded->len; i++)
    {
      WhenLoaded *when = g_ptr_array_index (save->when_loaded, i);

      /* What waited is not run: the window is going. */
      when->discard (when->data);
      g_free (when);
    }
  g_ptr_array_unref (save->when_loaded);
  if (save->stats_window != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (save->stats_window),
                                    (gpointer *) &save->stats_window);
      gtk_window_destroy (save->stats_window);
    }
  if (save->chooser != NULL)
    gtk_native_dialog_destroy (save->chooser);
  g_clear_object (&save->chooser);
  g_clear_pointer (&save->autosaves, g_hash_table_unref);
  g_clear_object (&save->stats_writer);
  g_clear_pointer (&save->stats, pl_statistics_free);
  g_clear_pointer (&save->saved, g_hash_table_unref);
  g_free (save->table_game);
  g_free (save);
}
