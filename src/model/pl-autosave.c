/* pl-autosave.c — the autosaved match: written atomically, read as untrusted input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-autosave"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "pl-autosave.h"

struct _PlAutosave
{
  GObject       parent_instance;

  char         *path;
  gboolean      writing;
  char         *waiting;       /* the newest text not yet written */
};

enum {
  SIGNAL_FAILED,
  SIGNAL_SAVED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlAutosave, pl_autosave, G_TYPE_OBJECT)

char *
pl_autosave_default_path (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);

  return g_build_filename (g_get_user_data_dir (), "parlour", name, NULL);
}

char *
pl_autosave_path_for_game (const char *game_id)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (game_id != NULL, NULL);

  name = g_strdup_printf ("autosave-%s.rec", game_id);
  return pl_autosave_default_path (name);
}

char *
pl_autosave_migrate (char   **kept_as,
                     GError **error)
{
  g_autofree char *old_path = pl_autosave_default_path ("autosave.rec");
  g_autofree char *new_path = NULL;
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(GError) local = NULL;
  const PlDealRecord *first;

  if (kept_as != NULL)
    *kept_as = NULL;
  record = pl_autosave_load (old_path, NULL, kept_as, &local);
  if (record == NULL)
    {
      if (local != NULL)
        g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  /* pl_autosave_load() checked the match: it has a first deal. */
  first = g_ptr_array_index (record->deals, 0);
  new_path = pl_autosave_path_for_game (first->game->id);
  if (g_file_test (new_path, G_FILE_TEST_EXISTS))
    {
      /* Both exist only if an older Parlour ran after a newer one: the
       * game's own file stays the match, and the old one is kept. */
      char *aside = pl_file_keep_aside_as (old_path, "earlier", error);

      if (aside == NULL)
        return NULL;
      if (kept_as != NULL)
        *kept_as = aside;
      else
        g_free (aside);
      return g_strdup (first->game->id);
    }
  /* rename(2) is atomic: a kill leaves the old name or the new one. */
  if (g_rename (old_path, new_path) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not rename “%s”: %s"), old_path, g_strerror (saved_errno));
      return NULL;
    }
  return g_strdup (first->game->id);
}

gboolean
pl_file_make_parent (const char  *path,
                     GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  PlAutosave *self = source_object;
  const char *contents = task_data;
  gsize length = strlen (contents);
  g_autoptr(PlRecord) check = NULL;
  GError *error = NULL;

  /* What is written can be read back: the reader's own checks, its size
   * limit first, decide, and a match they would refuse is not written
   * (the last save stays) but told. */
  if (length > PL_RECORD_MAX_FILE)
    {
      g_autofree char *size = g_format_size (length);

      g_task_return_new_error (task, PL_RECORD_ERROR, PL_RECORD_ERROR_TOO_LARGE,
                               _("the match has grown to %s, and a saved match may be at "
                                 "most %u MiB; start a new match to save again"),
                               size, PL_RECORD_MAX_FILE / (1024 * 1024));
      return;
    }
  check = pl_saved_game_read (contents, length, self->path, &error);
  if (check == NULL || !pl_file_make_parent (self->path, &error) ||
      !pl_file_write_atomic (self->path, contents, length, 0600, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void start_write (PlAutosave *self,
                         char       *contents);

static void
write_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  PlAutosave *self = PL_AUTOSAVE (object);
  g_autoptr(GError) error = NULL;

  self->writing = FALSE;
  if (g_task_propagate_boolean (G_TASK (result), &error))
    g_signal_emit (self, signals[SIGNAL_SAVED], 0);
  else
    {
      g_autofree char *message =
        g_strdup_printf (_("The game could not be saved: %s"), error->message);

      g_signal_emit (self, signals[SIGNAL_FAILED], 0, message);
    }

  if (self->waiting != NULL)
    start_write (self, g_steal_pointer (&self->waiting));
}

static void
start_write (PlAutosave *self,
             char       *contents)
{
  g_autoptr(GTask) task = NULL;

  self->writing = TRUE;
  task = g_task_new (self, NULL, write_done_cb, NULL);
  g_task_set_source_tag (task, start_write);
  g_task_set_name (task, "[parlour] autosave");
  g_task_set_task_data (task, contents, g_free);
  g_task_run_in_thread (task, write_thread);
}

void
pl_autosave_save (PlAutosave *self,
                  const char *contents)
{
  g_return_if_fail (PL_IS_AUTOSAVE (self));
  g_return_if_fail (contents != NULL);

  if (self->writing)
    {
      g_free (self->waiting);
      self->waiting = g_strdup (contents);
      return;
    }
  start_write (self, g_strdup (contents));
}

gboolean
pl_autosave_is_pending (PlAutosave *self)
{
  g_return_val_if_fail (PL_IS_AUTOSAVE (self), FALSE);

  return self->writing || self->waiting != NULL;
}

void
pl_autosave_flush (PlAutosave *self)
{
  g_return_if_fail (PL_IS_AUTOSAVE (self));

  while (pl_autosave_is_pending (self))
    g_main_context_iteration (NULL, TRUE);
}

const char *
pl_autosave_get_path (PlAutosave *self)
{
  g_return_val_if_fail (PL_IS_AUTOSAVE (self), NULL);

  return self->path;
}

char *
pl_file_keep_aside (const char  *path,
                    GError     **error)
{
  return pl_file_keep_aside_as (path, "bad", error);
}

char *
pl_file_keep_aside_as (const char  *path,
                       const char  *suffix,
                       GError     **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (suffix != NULL, NULL);

  for (guint i = 1; i < 1000; i++)
    {
      g_autofree char *aside = i == 1 ? g_strdup_printf ("%s.%s", path, suffix)
                                      : g_strdup_printf ("%s.%s-%u", path, suffix, i);

      GStatBuf st;

      /* Never over anything, not even a dangling link. */
      if (g_lstat (aside, &st) == 0)
        continue;
      if (g_rename (path, aside) != 0)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       _("Could not rename “%s”: %s"), path, g_strerror (saved_errno));
          return NULL;
        }
      return g_steal_pointer (&aside);
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
               _("Too many bad copies of “%s” are kept already"), path);
  return NULL;
}

gboolean
pl_cancellable_is_cancelled (gpointer cancellable)
{
  return cancellable != NULL && g_cancellable_is_cancelled (cancellable);
}

PlRecord *
pl_autosave_load (const char    *path,
                  GCancellable  *cancellable,
                  char         **kept_as,
                  GError       **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GError) aside_error = NULL;
  g_autofree char *aside = NULL;
  PlRecord *record;

  g_return_val_if_fail (path != NULL, NULL);

  if (kept_as != NULL)
    *kept_as = NULL;
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return NULL;

  record = pl_saved_game_load (path, NULL, pl_cancellable_is_cancelled, cancellable, &local);
  if (record != NULL)
    return record;
  /* Not read to its end: nothing wrong with it. */
  if (g_error_matches (local, PL_FILE_ERROR, PL_FILE_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }

  /* Never deleted: the player (or a bug report) may want it. */
  aside = pl_file_keep_aside (path, &aside_error);
  if (aside_error != NULL)
    g_warning ("%s", aside_error->message);
  if (kept_as != NULL)
    *kept_as = g_steal_pointer (&aside);
  g_propagate_error (error, g_steal_pointer (&local));
  return NULL;
}

static void
pl_autosave_finalize (GObject *object)
{
  PlAutosave *self = PL_AUTOSAVE (object);

  g_free (self->path);
  g_free (self->waiting);

  G_OBJECT_CLASS (pl_autosave_parent_class)->finalize (object);
}

static void
pl_autosave_class_init (PlAutosaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pl_autosave_finalize;

  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_SAVED] =
    g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
pl_autosave_init (PlAutosave *self)
{
}

PlAutosave *
pl_autosave_new (const char *path)
{
  PlAutosave *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (PL_TYPE_AUTOSAVE, NULL);
  self->path = g_strdup (path);
  return self;
}
