/* pl-statistics-file.c — the statistics on the disk, counted into under a lock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-statistics"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "pl-autosave.h"
#include "pl-statistics-file.h"

struct _PlStatisticsFile
{
  GObject        parent_instance;

  char          *path;
  char          *lock_path;

  /* What the file held when last read or written; the deals being
   * written now; the deals counted since.  Shown: the three together. */
  PlStatistics  *base;
  PlStatistics  *writing;
  PlStatistics  *pending;
  PlStatistics  *shown;

  gboolean       loading;
  /* A write finished: what a read started before it brings is older. */
  guint          generation;
  /* The last write failed: the next deal tries again. */
  gboolean       failed;
};

enum {
  SIGNAL_CHANGED,
  SIGNAL_FAILED,
  SIGNAL_SAVED,
  SIGNAL_KEPT_ASIDE,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlStatisticsFile, pl_statistics_file, G_TYPE_OBJECT)

typedef struct {
  char         *path;
  char         *lock_path;
  guint         generation;
  PlStatistics *add;           /* the deals to add (a write), or NULL (a read) */
  PlStatistics *result;        /* what the file holds afterwards */
  char         *bad_message;   /* the file was bad … */
  char         *kept_as;       /* … and kept aside as this */
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  g_free (job->path);
  g_free (job->lock_path);
  g_clear_pointer (&job->add, pl_statistics_free);
  g_clear_pointer (&job->result, pl_statistics_free);
  g_free (job->bad_message);
  g_free (job->kept_as);
  g_free (job);
}

/* Reads the file; a bad one is renamed aside and the job starts from
 * nothing, saying so.  FALSE only if a bad file could not be moved (then
 * nothing may be written over it). */
static gboolean
job_read (Job           *job,
          GCancellable  *cancellable,
          GError       **error)
{
  g_autoptr(GError) local = NULL;

  job->result = pl_statistics_load (job->path, cancellable, &local);
  if (job->result != NULL)
    return TRUE;
  if (g_cancellable_is_cancelled (cancellable))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  job->bad_message = g_strdup (local->message);
  job->kept_as = pl_file_keep_aside (job->path, error);
  if (job->kept_as == NULL)
    return FALSE;
  job->result = pl_statistics_new ();
  return TRUE;
}

static void
job_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  Job *job = task_data;
  g_autofree char *text = NULL;
  GError *error = NULL;
  int fd;

  if (job->add == NULL)
    {
      gboolean ok;

      /* A read sets a bad file aside: not while another writes.  Without
       * a lock file there is no other, and nothing is created to read. */
      fd = g_open (job->lock_path, O_RDWR | O_CLOEXEC, 0);
      if (fd >= 0)
        while (flock (fd, LOCK_EX) != 0 && errno == EINTR)
          ;
      ok = job_read (job, cancellable, &error);
      if (fd >= 0)
        {
          flock (fd, LOCK_UN);
          close (fd);
        }
      if (ok)
        g_task_return_boolean (task, TRUE);
      else
        g_task_return_error (task, error);
      return;
    }

  if (!pl_file_make_parent (job->path, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  /* One writer at a time, across windows and programs: the lock is held
   * from the read to the rename. */
  fd = g_open (job->lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      int saved_errno = errno;

      g_task_return_new_error (task, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                               "%s: %s", job->lock_path, g_strerror (saved_errno));
      return;
    }
  while (flock (fd, LOCK_EX) != 0 && errno == EINTR)
    ;

  if (job_read (job, NULL, &error))
    {
      pl_statistics_merge (job->result, job->add);
      text = pl_statistics_to_string (job->result);
      if (!pl_file_write_atomic (job->path, text, strlen (text), 0600, &error))
        g_clear_pointer (&job->result, pl_statistics_free);
    }

  flock (fd, LOCK_UN);
  close (fd);
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
update_shown (PlStatisticsFile *self)
{
  g_clear_pointer (&self->shown, pl_statistics_free);
  self->shown = pl_statistics_copy (self->base);
  if (self->writing != NULL)
    pl_statistics_merge (self->shown, self->writing);
  pl_statistics_merge (self->shown, self->pending);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void start_write (PlStatisticsFile *self);

static void
job_done_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  PlStatisticsFile *self = PL_STATISTICS_FILE (object);
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);
  gboolean write = job->add != NULL;

  if (job->bad_message != NULL)
    g_signal_emit (self, signals[SIGNAL_KEPT_ASIDE], 0, job->bad_message, job->kept_as);

  if (!write)
    {
      self->loading = FALSE;
      /* A write since brought a newer file. */
      if (ok && job->generation == self->generation)
        {
          pl_statistics_free (self->base);
          self->base = g_steal_pointer (&job->result);
        }
      if (!ok && !g_error_matches (error, PL_FILE_ERROR, PL_FILE_ERROR_CANCELLED) &&
          !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_signal_emit (self, signals[SIGNAL_FAILED], 0, error->message);
      update_shown (self);
      return;
    }

  if (ok)
    {
      self->generation++;
      self->failed = FALSE;
      pl_statistics_free (self->base);
      self->base = g_steal_pointer (&job->result);
      g_clear_pointer (&self->writing, pl_statistics_free);
      g_signal_emit (self, signals[SIGNAL_SAVED], 0);
    }
  else
    {
      /* Kept, to be written with the next deal. */
      self->failed = TRUE;
      pl_statistics_merge (self->pending, self->writing);
      g_clear_pointer (&self->writing, pl_statistics_free);
      g_signal_emit (self, signals[SIGNAL_FAILED], 0, error->message);
    }
  update_shown (self);
  if (ok && pl_statistics_get_n_entries (self->pending) > 0)
    start_write (self);
}

static void
run_job (PlStatisticsFile *self,
         PlStatistics     *add,
         GCancellable     *cancellable)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, job_done_cb, NULL);
  Job *job = g_new0 (Job, 1);

  job->path = g_strdup (self->path);
  job->lock_path = g_strdup (self->lock_path);
  job->generation = self->generation;
  job->add = add;
  g_task_set_source_tag (task, run_job);
  g_task_set_name (task, "[parlour] statistics");
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, job_thread);
}

static void
start_write (PlStatisticsFile *self)
{
  g_assert (self->writing == NULL);

  self->writing = g_steal_pointer (&self->pending);
  self->pending = pl_statistics_new ();
  run_job (self, pl_statistics_copy (self->writing), NULL);
}

void
pl_statistics_file_load (PlStatisticsFile *self,
                         GCancellable     *cancellable)
{
  g_return_if_fail (PL_IS_STATISTICS_FILE (self));

  self->loading = TRUE;
  run_job (self, NULL, cancellable);
}

const PlStatistics *
pl_statistics_file_get (PlStatisticsFile *self)
{
  g_return_val_if_fail (PL_IS_STATISTICS_FILE (self), NULL);

  return self->shown;
}

const char *
pl_statistics_file_get_path (PlStatisticsFile *self)
{
  g_return_val_if_fail (PL_IS_STATISTICS_FILE (self), NULL);

  return self->path;
}

void
pl_statistics_file_add_result (PlStatisticsFile *self,
                               const char       *game,
                               const char       *variant,
                               const PlResult   *result,
                               guint             seat,
                               gint              seeger_fabian)
{
  g_return_if_fail (PL_IS_STATISTICS_FILE (self));

  pl_statistics_add_result (self->pending, game, variant, result, seat, seeger_fabian);
  update_shown (self);
  if (self->writing == NULL)
    start_write (self);
}

gboolean
pl_statistics_file_add_review (PlStatisticsFile *self,
                               const char       *game,
                               const char       *variant,
                               const char       *key,
                               guint             mistakes)
{
  g_return_val_if_fail (PL_IS_STATISTICS_FILE (self), FALSE);

  /* Counted already, in the file or by this window: nothing to do.  A
   * deal another program counts meanwhile is taken out when the two are
   * merged (pl_statistics_merge()). */
  if (self->shown != NULL && pl_statistics_has_review (self->shown, key))
    return FALSE;
  if (!pl_statistics_add_review (self->pending, game, variant, key, mistakes))
    return FALSE;
  update_shown (self);
  if (self->writing == NULL)
    start_write (self);
  return TRUE;
}

gboolean
pl_statistics_file_is_pending (PlStatisticsFile *self)
{
  g_return_val_if_fail (PL_IS_STATISTICS_FILE (self), FALSE);

  return self->loading || self->writing != NULL ||
         (!self->failed && pl_statistics_get_n_entries (self->pending) > 0);
}

void
pl_statistics_file_flush (PlStatisticsFile *self)
{
  g_return_if_fail (PL_IS_STATISTICS_FILE (self));

  /* Deals a failed write left are tried once more on the way out. */
  if (self->writing == NULL && pl_statistics_get_n_entries (self->pending) > 0)
    {
      self->failed = FALSE;
      start_write (self);
    }
  while (pl_statistics_file_is_pending (self))
    g_main_context_iteration (NULL, TRUE);
}

static void
pl_statistics_file_finalize (GObject *object)
{
  PlStatisticsFile *self = PL_STATISTICS_FILE (object);

  g_free (self->path);
  g_free (self->lock_path);
  g_clear_pointer (&self->base, pl_statistics_free);
  g_clear_pointer (&self->writing, pl_statistics_free);
  g_clear_pointer (&self->pending, pl_statistics_free);
  g_clear_pointer (&self->shown, pl_statistics_free);

  G_OBJECT_CLASS (pl_statistics_file_parent_class)->finalize (object);
}

static void
pl_statistics_file_class_init (PlStatisticsFileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pl_statistics_file_finalize;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_SAVED] =
    g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_KEPT_ASIDE] =
    g_signal_new ("kept-aside", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
pl_statistics_file_init (PlStatisticsFile *self)
{
  self->base = pl_statistics_new ();
  self->pending = pl_statistics_new ();
  self->shown = pl_statistics_new ();
}

PlStatisticsFile *
pl_statistics_file_new (const char *path)
{
  PlStatisticsFile *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (PL_TYPE_STATISTICS_FILE, NULL);
  self->path = g_strdup (path);
  self->lock_path = g_strconcat (path, ".lock", NULL);
  return self;
}
