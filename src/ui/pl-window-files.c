/* pl-window-files.c — the window's game files: Open Game…, Save Game As…, `parlour FILE`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-window"

#include <string.h>

#include <glib/gi18n.h>

#include "pl-autosave.h"
#include "pl-game-catalog.h"
#include "pl-window-private.h"

/*
 * A file the player opens (through Open Game…, or given to `parlour` or
 * by the Files app) is read in a worker with the window's cancellable,
 * through the one reader of game files (pl_saved_game_load()): only a
 * regular file, refused on its size before it is read, checked whole as
 * a match.  A bad one is refused whole with "file:line: what is wrong",
 * and nothing on the table changes; a good one replaces its game's saved
 * match only once the player agrees (pl_window_save_open_match()).
 *
 * Save Game As… writes in a worker too, through a link to the file it
 * names, atomically, and only what the reader reads back: a record, or
 * the format of the game's own a file name asks for (the catalog's
 * file_formats: ISS lines for Skat).
 */

struct _PlWindowFiles
{
  PlWindow        *window;      /* not owned */
  GtkNativeDialog *chooser;
};

void
pl_window_show_error (PlWindow   *self,
                      const char *heading,
                      const char *body)
{
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  /* The title is not shown; screen readers name the window by it. */
  gtk_window_set_title (GTK_WINDOW (dialog), heading);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  /* The last message shown, for the tests' state file. */
  g_object_set_data_full (G_OBJECT (self), "pl-last-error", g_strdup (body), g_free);
  gtk_window_present (GTK_WINDOW (dialog));
}

static char *
display_name (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    return g_filename_display_basename (path);
  return g_file_get_basename (file);
}

/* Opening ----------------------------------------------------------------- */

static PlRecord *
too_large (const char  *name,
           GError     **error)
{
  g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_TOO_LARGE,
               _("%s:1: the file is larger than %u MiB: not a record"),
               name, PL_RECORD_MAX_FILE / (1024 * 1024));
  return NULL;
}

/* A file that is not on a local disk (a GVfs location): the same checks,
 * through GIO. */
static PlRecord *
load_remote (GFile         *file,
             const char    *name,
             GCancellable  *cancellable,
             GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) data = g_byte_array_new ();
  guint8 buffer[65536];

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                            G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                            cancellable, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, PL_FILE_ERROR, PL_FILE_ERROR_NOT_REGULAR,
                   _("%s: this is not a file: only regular files are read"), name);
      return NULL;
    }
  if (g_file_info_get_size (info) > PL_RECORD_MAX_FILE)
    return too_large (name, error);
  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;
  for (;;)
    {
      gssize n = g_input_stream_read (G_INPUT_STREAM (stream), buffer, sizeof buffer,
                                      cancellable, error);

      if (n < 0)
        return NULL;
      if (n == 0)
        break;
      g_byte_array_append (data, buffer, (guint) n);
      /* Whatever the file claimed: one byte past the limit is enough. */
      if (data->len > PL_RECORD_MAX_FILE)
        return too_large (name, error);
    }
  return pl_saved_game_read ((const char *) data->data, data->len, name, error);
}

static void
open_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GFile *file = task_data;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = display_name (file);
  PlRecord *record;
  GError *error = NULL;

  if (path != NULL)
    record = pl_saved_game_load (path, name, pl_cancellable_is_cancelled, cancellable, &error);
  else
    record = load_remote (file, name, cancellable, &error);
  if (record != NULL)
    g_task_return_pointer (task, record, (GDestroyNotify) pl_record_free);
  else
    g_task_return_error (task, error);
}

static void
open_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  PlWindow *self = PL_WINDOW (object);
  g_autoptr(GError) error = NULL;
  PlRecord *record = g_task_propagate_pointer (G_TASK (result), &error);

  if (record != NULL)
    pl_window_save_open_match (self, record);
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) &&
           !g_error_matches (error, PL_FILE_ERROR, PL_FILE_ERROR_CANCELLED))
    pl_window_show_error (self, _("The Game Could Not Be Opened"), error->message);
}

void
pl_window_open_file (PlWindow *self,
                     GFile    *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (PL_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, pl_window_save_get_cancellable (self), open_done_cb, NULL);
  g_task_set_source_tag (task, pl_window_open_file);
  g_task_set_name (task, "[parlour] open game");
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, open_thread);
}

static void
add_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) records = gtk_file_filter_new ();
  const PlGameEntry *entries;
  guint n_entries;

  gtk_file_filter_set_name (records, _("Parlour records"));
  gtk_file_filter_add_pattern (records, "*.rec");
  gtk_file_chooser_add_filter (chooser, records);

  /* The formats of the games' own (ISS games, for Skat). */
  entries = pl_game_catalog_get (&n_entries);
  for (guint i = 0; i < n_entries; i++)
    for (guint f = 0; pl_game_entry_is_playable (&entries[i]) && f < entries[i].n_file_formats;
         f++)
      {
        const PlGameFileFormat *format = &entries[i].file_formats[f];
        g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

        gtk_file_filter_set_name (filter, _(format->name));
        for (guint k = 0; format->patterns[k] != NULL; k++)
          gtk_file_filter_add_pattern (filter, format->patterns[k]);
        gtk_file_chooser_add_filter (chooser, filter);
      }
}

static void
open_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  PlWindow        *self)
{
  PlWindowFiles *files = pl_window_save_get_files (self);
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&files->chooser);
  if (file != NULL)
    pl_window_open_file (self, file);
}

void
pl_window_files_open (PlWindow *self)
{
  PlWindowFiles *files = pl_window_save_get_files (self);
  GtkFileChooserNative *chooser;

  if (files == NULL || files->chooser != NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  add_filters (GTK_FILE_CHOOSER (chooser));
  files->chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect_object (chooser, "response", G_CALLBACK (open_response_cb), self, 0);
  gtk_native_dialog_show (files->chooser);
}

/* Saving ------------------------------------------------------------------ */

/* The table game's own format if @name asks for it, else NULL (a record). */
static const PlGameFileFormat *
format_for_name (PlTable    *table,
                 const char *name)
{
  const PlGameEntry *entry = pl_game_catalog_lookup (pl_table_get_game (table)->id);

  if (entry == NULL || name == NULL)
    return NULL;
  for (guint f = 0; f < entry->n_file_formats; f++)
    for (guint k = 0; entry->file_formats[f].patterns[k] != NULL; k++)
      if (g_pattern_match_simple (entry->file_formats[f].patterns[k], name))
        return &entry->file_formats[f];
  return NULL;
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GFile *file = g_object_get_data (G_OBJECT (task), "pl-file");
  const char *text = task_data;
  gsize length = strlen (text);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = display_name (file);
  g_autoptr(PlRecord) check = NULL;
  GError *error = NULL;

  /* Only what Parlour reads back is written: the reader's size limit and
   * checks decide before the file is touched. */
  check = pl_saved_game_read (text, length, name, &error);
  if (check == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (path != NULL ? pl_file_write_atomic (path, text, length, 0644, &error)
                   : g_file_replace_contents (file, text, length, NULL, FALSE,
                                              G_FILE_CREATE_NONE, NULL, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
save_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  PlWindow *self = PL_WINDOW (object);
  GFile *file = g_object_get_data (G_OBJECT (result), "pl-file");
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        pl_window_show_error (self, _("The Game Could Not Be Saved"), error->message);
    }
  else
    {
      g_autofree char *name = display_name (file);
      g_autofree char *message = g_strdup_printf (_("Saved as “%s”"), name);

      pl_window_show_toast (self, message);
    }
}

static void
save_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  PlWindow        *self)
{
  PlWindowFiles *files = pl_window_save_get_files (self);
  PlTable *table = pl_window_get_table (self);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(GTask) task = NULL;
  g_autofree char *name = NULL;
  const PlGameFileFormat *format;
  char *text;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&files->chooser);
  if (file == NULL || table == NULL)
    return;

  name = g_file_get_basename (file);
  format = format_for_name (table, name);
  record = pl_table_get_match_record (table);
  text = format != NULL ? format->write (record, &error) : pl_record_to_string (record);
  if (text == NULL)
    {
      pl_window_show_error (self, _("The Game Could Not Be Saved"), error->message);
      return;
    }
  task = g_task_new (self, pl_window_save_get_cancellable (self), save_done_cb, NULL);
  g_task_set_source_tag (task, save_response_cb);
  g_task_set_name (task, "[parlour] save game");
  g_task_set_task_data (task, text, g_free);
  g_object_set_data_full (G_OBJECT (task), "pl-file", g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, save_thread);
}

void
pl_window_files_save_as (PlWindow *self)
{
  PlWindowFiles *files = pl_window_save_get_files (self);
  PlTable *table = pl_window_get_table (self);
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;
  g_autofree char *seed = NULL;

  if (files == NULL || table == NULL || files->chooser != NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  add_filters (GTK_FILE_CHOOSER (chooser));
  /* TRANSLATORS: the suggested file name of a saved game; keep “.rec”. */
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, pl_table_get_seed (table));
  name = g_strdup_printf (_("Deal %s.rec"), seed);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  files->chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect_object (chooser, "response", G_CALLBACK (save_response_cb), self, 0);
  gtk_native_dialog_show (files->chooser);
}

PlWindowFiles *
pl_window_files_new (PlWindow *window)
{
  PlWindowFiles *files = g_new0 (PlWindowFiles, 1);

  files->window = window;
  return files;
}

void
pl_window_files_free (PlWindowFiles *files)
{
  if (files == NULL)
    return;
  if (files->chooser != NULL)
    gtk_native_dialog_destroy (files->chooser);
  g_clear_object (&files->chooser);
  g_free (files);
}
