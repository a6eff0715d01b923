/* pl-window-saved-game.c — the window's saved matches: autosave, Continue, a new match asked for
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-window"

#include <string.h>

#include <glib/gi18n.h>

#include "pl-autosave.h"
#include "pl-game-catalog.h"
#include "pl-match-summary.h"
#include "pl-window-private.h"

/*
 * Everything here is a record (DESIGN.md, "A game is its record"): the
 * autosave is the match record rewritten after every move, Continue loads
 * it back with pl_table_load_match(), and an opened game is the same text
 * in a file the player chose (pl-window-files.c).
 *
 * Each game has its own saved match (autosave-ID.rec), so that playing one
 * game never touches another's: the window's table writes its game's file,
 * a table that goes (for another game, or a new match) leaves its match
 * saved as it stood, and the start page offers Continue for every game
 * that has one.  A saved match is only ever replaced by the player's
 * choice: a new match of that game, an opened file or `parlour --game`
 * asks first ("Leave This Match?", keeping it is the default).
 *
 * Files from outside are untrusted.  A bad autosave is renamed aside
 * (never deleted, numbered so that none replaces an earlier one), the
 * player is told once where it was kept, and Parlour goes on.  Nothing
 * here names a game: they come from the catalog.
 */

/* Past this the match is told that it nears the limit of a saved match. */
#define NEARLY_FULL (PL_RECORD_MAX_FILE / 16 * 15)

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
  /* What the disk holds, for words that are true when a save fails: the
   * games with a file, and those whose file is the match being played. */
  GHashTable     *on_disk;       /* set of game ids */
  GHashTable     *written;       /* set of game ids */
  /* The games whose saving fails now (told once until it works again),
   * and those told that their match nears the limit. */
  GHashTable     *failing;       /* set of game ids */
  GHashTable     *nearly_full;   /* set of game ids */

  /* Whether the saved files have been read; what waits until they are. */
  gboolean        loaded;
  GPtrArray      *when_loaded;   /* of WhenLoaded */

  /* A match being loaded must not count its finished deals again. */
  gboolean        loading;
  /* Cancels the reading of the saved files when the window goes. */
  GCancellable   *cancellable;

  PlWindowStatistics *statistics;
  PlWindowFiles      *files;
};

static const char *
game_name (const char *game_id)
{
  const PlGameEntry *entry = pl_game_catalog_lookup (game_id);

  return entry != NULL ? pl_game_entry_get_name (entry) : game_id;
}

/* Problems with files --------------------------------------------------- */

void
pl_window_tell_problem (PlWindow   *window,
                        const char *what,
                        const char *details)
{
  AdwToast *toast = adw_toast_new (what);
  guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (window), "pl-n-problems"));

  /* How many were told, for the tests: one a failure episode. */
  g_object_set_data (G_OBJECT (window), "pl-n-problems", GUINT_TO_POINTER (n + 1));
  g_warning ("%s: %s", what, details);
  adw_toast_set_timeout (toast, 10);
  adw_toast_set_button_label (toast, _("_Details"));
  adw_toast_set_action_name (toast, "win.file-problem");
  adw_toast_set_action_target_value (toast, g_variant_new ("(ss)", what, details));
  pl_window_add_toast (window, toast);
}

void
pl_window_tell_kept_aside (PlWindow   *window,
                           const char *what,
                           const char *message,
                           const char *kept_as)
{
  g_autofree char *text = NULL;
  g_autofree char *details = NULL;
  g_autofree char *base = kept_as ? g_filename_display_basename (kept_as) : NULL;
  g_autofree char *dir = NULL;

  if (base == NULL)
    {
      text = g_strdup_printf (_("%s."), what);
      pl_window_tell_problem (window, text, message);
      return;
    }
  /* TRANSLATORS: "The saved Skat match could not be read. It was kept as
   * “autosave-skat.rec.bad”." */
  text = g_strdup_printf (_("%s. It was kept as “%s”."), what, base);
  /* Where exactly, for whoever wants to look at it or send it in. */
  dir = g_path_get_dirname (kept_as);
  details = g_strdup_printf (_("%s\n\nThe file was kept, unchanged, as “%s” in the folder "
                               "“%s”. Nothing is deleted: earlier damaged files there keep "
                               "their own numbered names."),
                             message, base, dir);
  pl_window_tell_problem (window, text, details);
}

/* Reading the saved matches at start --------------------------------------
 *
 * The saved matches are read and checked in a worker, so that a large or
 * slow file never holds up the first frame; a bad one is set aside there
 * too.  Until they arrive the start page offers no Continue, and whatever
 * could replace a saved match waits for them (when_loaded()).
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

      game->record = pl_autosave_load (game->path, cancellable, &game->kept, &game->error);
    }
  g_task_return_boolean (task, TRUE);
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

  if (load->migrate_error != NULL)
    pl_window_tell_kept_aside (self, _("The saved game could not be read"),
                               load->migrate_error->message, load->migrate_kept);
  else if (load->migrate_kept != NULL)
    {
      g_autofree char *message =
        g_strdup_printf (_("Parlour keeps one saved match per game now; the %s match "
                           "saved by an older version was kept as “%s”, beside the one "
                           "saved since."), game_name (load->migrated), load->migrate_kept);

      pl_window_tell_kept_aside (self, _("An older saved match was kept"), message,
                                 load->migrate_kept);
    }

  for (guint i = 0; i < load->games->len; i++)
    {
      GameLoad *game = g_ptr_array_index (load->games, i);

      if (game->error != NULL)
        {
          g_autofree char *what =
            g_strdup_printf (_("The saved %s match could not be read"), game_name (game->game_id));

          pl_window_tell_kept_aside (self, what, game->error->message, game->kept);
        }
      if (game->record == NULL)
        continue;
      g_hash_table_add (save->on_disk, g_strdup (game->game_id));
      /* A match played in the meantime is newer than the file. */
      if (g_strcmp0 (save->table_game, game->game_id) != 0 &&
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

      if (!pl_game_entry_is_playable (&entries[i]))
        continue;
      game = g_new0 (GameLoad, 1);
      game->game_id = g_strdup (entries[i].id);
      game->path = pl_autosave_path_for_game (entries[i].id);
      g_ptr_array_add (load->games, game);
    }

  task = g_task_new (save->window, save->cancellable, startup_load_done_cb, NULL);
  g_task_set_source_tag (task, start_loading);
  g_task_set_name (task, "[parlour] saved matches");
  g_task_set_task_data (task, load, startup_load_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, startup_load_thread);
}

/* Runs @func once the saved matches are known (at once if they are);
 * @destroy frees @data after it ran (NULL: @func takes it), @discard if it
 * never runs (the window went first). */
static void
when_loaded (PlWindowSave      *save,
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

static void
autosave_failed_cb (PlAutosave *autosave,
                    const char *message,
                    PlWindow   *window)
{
  PlWindowSave *save = pl_window_get_save (window);
  const char *game_id = g_object_get_data (G_OBJECT (autosave), "pl-game-id");
  const char *what;

  /* One message while the saving fails (a full disk fails at every move),
   * until a save works again. */
  if (save == NULL || !g_hash_table_add (save->failing, g_strdup (game_id)))
    return;
  /* The write went to a temporary file: what the disk held is intact,
   * and the words say what that is. */
  if (g_hash_table_contains (save->written, game_id))
    what = _("Your match could not be saved. The save after an earlier move is kept.");
  else if (g_hash_table_contains (save->on_disk, game_id))
    what = _("Your new match could not be saved. The match saved before it is kept.");
  else
    what = _("Your match could not be saved, and nothing of it is saved yet.");
  pl_window_tell_problem (window, what, message);
}

static void
autosave_saved_cb (PlAutosave *autosave,
                   PlWindow   *window)
{
  PlWindowSave *save = pl_window_get_save (window);
  const char *game_id = g_object_get_data (G_OBJECT (autosave), "pl-game-id");

  if (save == NULL)
    return;
  g_hash_table_add (save->on_disk, g_strdup (game_id));
  g_hash_table_add (save->written, g_strdup (game_id));
  if (g_hash_table_remove (save->failing, game_id))
    pl_window_show_toast (window, _("Your match is saved again"));
}

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
      g_object_set_data_full (G_OBJECT (autosave), "pl-game-id", g_strdup (game_id), g_free);
      g_signal_connect_object (autosave, "failed", G_CALLBACK (autosave_failed_cb),
                               save->window, 0);
      g_signal_connect_object (autosave, "saved", G_CALLBACK (autosave_saved_cb),
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
  /* Told before anything is lost: a match this long will soon be longer
   * than a saved match may be (the autosave refuses it then, and says
   * so). */
  if (strlen (text) > NEARLY_FULL &&
      g_hash_table_add (save->nearly_full, g_strdup (save->table_game)))
    pl_window_tell_problem (save->window,
                            _("This match is nearly too long to be saved. Start a new match "
                              "soon."),
                            _("A saved match may be at most 16 MiB, and this one is close to "
                              "it. Once it is longer, its moves can no longer be saved; the "
                              "last save is kept, and a new match saves again."));
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
table_changed_cb (PlWindow *window)
{
  PlWindowSave *save = pl_window_get_save (window);

  if (save != NULL)
    schedule_autosave (save);
}

static void
deal_over_cb (PlWindow *window)
{
  PlWindowSave *save = pl_window_get_save (window);

  if (save != NULL && !save->loading && !pl_table_get_autoplay (save->table))
    pl_window_statistics_count_deal (save->statistics, save->table);
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

static gboolean
table_plays (PlWindowSave *save,
             const char   *game_id)
{
  return save->table != NULL && g_strcmp0 (save->table_game, game_id) == 0 &&
         pl_table_get_record (save->table) != NULL;
}

/* Whether @game_id has a match that a new one would end. */
static gboolean
has_saved_match (PlWindowSave *save,
                 const char   *game_id)
{
  return table_plays (save, game_id) || g_hash_table_contains (save->saved, game_id);
}

/* Where @game_id's saved match stands: "Deal 7 in play, Anna leads by 84". */
static char *
describe_saved (PlWindowSave *save,
                const char   *game_id)
{
  g_autoptr(PlRecord) current = NULL;
  const PlRecord *record = g_hash_table_lookup (save->saved, game_id);
  char *text;

  if (table_plays (save, game_id))
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
  GtkListBox *list = pl_window_get_continue_list (self);
  gboolean first = TRUE;

  /* "continue" is the first row (what the tests knew before there was one
   * a game); "saved" has every game's row, with what it says. */
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
       row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      const char *name = gtk_widget_get_name (row);
      graphene_rect_t bounds;

      if (!g_str_has_prefix (name, "continue-") || !gtk_widget_get_mapped (row) ||
          !gtk_widget_compute_bounds (row, GTK_WIDGET (self), &bounds))
        continue;
      g_string_append_printf (out, "%s\"%s\": {\"px\": %.0f, \"py\": %.0f, \"subtitle\": ",
                              first ? "" : ", ", name + strlen ("continue-"),
                              bounds.origin.x + ox + bounds.size.width / 2,
                              bounds.origin.y + oy + bounds.size.height / 2);
      pl_window_append_json_string (out, adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
      g_string_append (out, "}");
      first = FALSE;
    }
  /* The message of the last error dialog (pl_window_show_error()), and
   * how many problems with files were told (pl_window_tell_problem()). */
  g_string_append (out, "}, \"error\": ");
  pl_window_append_json_string (out, g_object_get_data (G_OBJECT (self), "pl-last-error"));
  g_string_append_printf (out, ", \"problems\": %u",
                          GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (self),
                                                               "pl-n-problems")));
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
                   /* TRANSLATORS: %s is a game's name: "Euchre cannot be
                    * played at the table yet". */
                   _("%s cannot be played at the table yet"), game_name (first->game->id));
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
  if (table_plays (save, game_id))
    {
      pl_window_show_table (self);
      pl_game_controller_refresh (pl_window_get_controller (self));
      return;
    }
  if (!g_hash_table_steal_extended (save->saved, game_id, &key, (gpointer *) &record))
    return;
  g_free (key);
  if (load_match (self, record, &error))
    {
      /* The file holds this match. */
      if (g_hash_table_contains (save->on_disk, game_id))
        g_hash_table_add (save->written, g_strdup (game_id));
    }
  else
    {
      g_autoptr(GError) aside_error = NULL;
      g_autofree char *kept = NULL;
      g_autofree char *what = NULL;
      PlAutosave *autosave = autosave_for (save, game_id);

      /* It was read, but is no match this table can continue. */
      pl_autosave_flush (autosave);
      kept = pl_file_keep_aside (pl_autosave_get_path (autosave), &aside_error);
      g_hash_table_remove (save->on_disk, game_id);
      what = g_strdup_printf (_("The saved %s match could not be continued"),
                              game_name (game_id));
      pl_window_tell_kept_aside (self, what, error->message, kept);
      pl_window_save_update_continue (self);
    }
}

void
pl_window_save_continue (PlWindow   *self,
                         const char *game_id)
{
  PlWindowSave *save = pl_window_get_save (self);

  when_loaded (save, continue_match, g_strdup (game_id), g_free, g_free);
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
begin_new_match (PlWindow *self,
                 gpointer  data)
{
  PlWindowSave *save = pl_window_get_save (self);
  NewMatch *match = data;
  g_autoptr(GError) error = NULL;

  /* The file holds the match before this one until this one is saved. */
  g_hash_table_remove (save->written, match->game_id);
  g_hash_table_remove (save->nearly_full, match->game_id);
  if (match->record == NULL)
    pl_window_start_new_match (self, match->game_id, match->seed);
  /* Nothing on the table changes unless the whole match loads. */
  else if (!load_match (self, match->record, &error))
    pl_window_show_error (self, _("The Game Could Not Be Opened"), error->message);
}

/* Runs begin_new_match() with @data (a NewMatch it takes) once the player
 * agrees to end the game's saved match, if it has one: the question is
 * the same wherever the new match comes from, and keeping the match is
 * the default. */
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
  when_loaded (save, ask_then_begin, match, NULL, new_match_free);
}

void
pl_window_save_open_match (PlWindow *self,
                           PlRecord *record)
{
  PlWindowSave *save = pl_window_get_save (self);
  NewMatch *match = g_new0 (NewMatch, 1);

  /* pl_saved_game_read() checked it: a match of one game. */
  match->game_id = g_strdup (((PlDealRecord *) g_ptr_array_index (record->deals, 0))->game->id);
  match->record = record;
  when_loaded (save, ask_then_begin, match, NULL, new_match_free);
}

/* Setup ----------------------------------------------------------------- */

PlWindowStatistics *
pl_window_save_get_statistics (PlWindow *self)
{
  PlWindowSave *save = pl_window_get_save (self);

  return save != NULL ? save->statistics : NULL;
}

PlWindowFiles *
pl_window_save_get_files (PlWindow *self)
{
  PlWindowSave *save = pl_window_get_save (self);

  return save != NULL ? save->files : NULL;
}

GCancellable *
pl_window_save_get_cancellable (PlWindow *self)
{
  PlWindowSave *save = pl_window_get_save (self);

  return save != NULL ? save->cancellable : NULL;
}

static GHashTable *
string_set_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

PlWindowSave *
pl_window_save_new (PlWindow *self)
{
  PlWindowSave *save = g_new0 (PlWindowSave, 1);

  save->window = self;
  save->autosaves = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  save->saved = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify) pl_record_free);
  save->on_disk = string_set_new ();
  save->written = string_set_new ();
  save->failing = string_set_new ();
  save->nearly_full = string_set_new ();
  save->when_loaded = g_ptr_array_new ();
  save->cancellable = g_cancellable_new ();
  save->statistics = pl_window_statistics_new (self, save->cancellable);
  save->files = pl_window_files_new (self);
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

  /* A move made just now is written before the window goes. */
  autosave_now (save);
  g_hash_table_iter_init (&iter, save->autosaves);
  while (g_hash_table_iter_next (&iter, NULL, &autosave))
    pl_autosave_flush (autosave);
  for (guint i = 0; i < save->when_loaded->len; i++)
    {
      WhenLoaded *when = g_ptr_array_index (save->when_loaded, i);

      /* What waited is not run: the window is going. */
      when->discard (when->data);
      g_free (when);
    }
  g_ptr_array_unref (save->when_loaded);
  g_clear_pointer (&save->files, pl_window_files_free);
  g_clear_pointer (&save->statistics, pl_window_statistics_free);
  g_clear_pointer (&save->autosaves, g_hash_table_unref);
  g_clear_pointer (&save->saved, g_hash_table_unref);
  g_clear_pointer (&save->on_disk, g_hash_table_unref);
  g_clear_pointer (&save->written, g_hash_table_unref);
  g_clear_pointer (&save->failing, g_hash_table_unref);
  g_clear_pointer (&save->nearly_full, g_hash_table_unref);
  g_clear_object (&save->cancellable);
  g_free (save->table_game);
  g_free (save);
}
