/* pl-list-archive.c — the finished lists of a game, kept when a new one starts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-list-archive"

#include <errno.h>
#include <glib/gstdio.h>

#include "pl-list-archive.h"

/* A kept list is a saved match: the same limit as the autosave's
 * (docs/saving.md). */
#define MAX_SIZE (16 * 1024 * 1024)
/* Enough for an evening of lists, never a folder that stalls the page. */
#define MAX_KEPT 200

void
pl_kept_list_free (PlKeptList *kept)
{
  if (kept == NULL)
    return;
  g_clear_pointer (&kept->record, pl_record_free);
  g_clear_pointer (&kept->kept, g_date_time_unref);
  g_free (kept);
}

PlRecord *
pl_list_archive_match_record (PlTable *table)
{
  PlRecord *record;

  g_return_val_if_fail (PL_IS_TABLE (table), NULL);

  record = pl_table_get_match_record (table);
  for (guint i = 0; i < record->deals->len; i++)
    {
      PlDealRecord *deal = g_ptr_array_index (record->deals, i);

      if (deal->n_seats != pl_table_get_n_seats (table))
        continue;
      for (guint s = 0; s < deal->n_seats && s < PL_MAX_SEATS; s++)
        {
          PlSeat *seat = pl_table_get_seat (table, s);

          if ((deal->seat_names[s] == NULL || deal->seat_names[s][0] == '\0') && seat != NULL)
            {
              g_free (deal->seat_names[s]);
              deal->seat_names[s] = g_strdup (pl_seat_get_name (seat));
            }
        }
    }
  return record;
}

char *
pl_list_archive_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "parlour", "lists", NULL);
}

/* Keeping ----------------------------------------------------------------- */

typedef struct {
  char     *game_id;
  PlRecord *record;
} KeepTask;

static void
keep_task_free (gpointer user_data)
{
  KeepTask *keep = user_data;

  g_free (keep->game_id);
  g_clear_pointer (&keep->record, pl_record_free);
  g_free (keep);
}

static void
keep_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  KeepTask *keep = task_data;
  g_autofree char *dir = pl_list_archive_dir ();
  g_autofree char *text = pl_record_to_string (keep->record);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *path = NULL;
  GError *error = NULL;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_task_return_new_error (task, G_IO_ERROR, g_io_error_from_errno (saved),
                               "%s: %s", dir, g_strerror (saved));
      return;
    }
  /* A new name, never over a list kept before (two in one second get a
   * number). */
  for (guint n = 1; path == NULL || g_file_test (path, G_FILE_TEST_EXISTS); n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("%s-%s.rec", keep->game_id, stamp)
                                     : g_strdup_printf ("%s-%s-%u.rec", keep->game_id, stamp, n);

      g_free (path);
      path = g_build_filename (dir, name, NULL);
    }
  if (!pl_file_write_atomic (path, text, strlen (text), 0600, &error))
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, g_steal_pointer (&path), g_free);
}

void
pl_list_archive_keep_async (const char          *game_id,
                            PlRecord            *record,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  KeepTask *keep;

  g_return_if_fail (game_id != NULL);
  g_return_if_fail (record != NULL);

  keep = g_new0 (KeepTask, 1);
  keep->game_id = g_strdup (game_id);
  keep->record = record;
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, pl_list_archive_keep_async);
  g_task_set_task_data (task, keep, keep_task_free);
  g_task_run_in_thread (task, keep_thread);
}

char *
pl_list_archive_keep_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Loading ----------------------------------------------------------------- */

static gboolean
cancelled_cb (gpointer data)
{
  return g_cancellable_is_cancelled (data);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  const char *game_id = task_data;
  g_autofree char *dir_path = pl_list_archive_dir ();
  g_autofree char *prefix = g_strconcat (game_id, "-", NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func ((GDestroyNotify) pl_kept_list_free);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  /* No folder: nothing kept yet. */
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL && names->len < MAX_KEPT)
    if (g_str_has_prefix (name, prefix) && g_str_has_suffix (name, ".rec"))
      g_ptr_array_add (names, g_strdup (name));
  /* The names hold the time they were kept: in order, oldest first. */
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir_path, names->pdata[i], NULL);
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GFileInfo) info = NULL;
      gsize length;
      PlRecord *record;
      PlKeptList *list;

      if (!pl_file_read_regular (path, names->pdata[i], MAX_SIZE, cancelled_cb, cancellable,
                                 &text, &length, &error) ||
          (record = pl_record_parse (text, length, names->pdata[i], &error)) == NULL)
        {
          /* Kept as it is: nothing saved is deleted. */
          g_debug ("A kept list was skipped: %s", error->message);
          continue;
        }
      list = g_new0 (PlKeptList, 1);
      list->record = record;
      info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE,
                                cancellable, NULL);
      list->kept = info != NULL ? g_file_info_get_modification_date_time (info) : NULL;
      if (list->kept == NULL)
        list->kept = g_date_time_new_now_local ();
      g_ptr_array_add (kept, list);
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_pointer (task, g_steal_pointer (&kept), (GDestroyNotify) g_ptr_array_unref);
}

void
pl_list_archive_load_async (const char          *game_id,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (game_id != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, pl_list_archive_load_async);
  g_task_set_task_data (task, g_strdup (game_id), g_free);
  g_task_run_in_thread (task, load_thread);
}

GPtrArray *
pl_list_archive_load_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
