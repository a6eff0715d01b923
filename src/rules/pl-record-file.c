/* pl-record-file.c — game files on the disk: read only what is a file, within the limit; written atomically
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-record"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "pl-egn.h"
#include "pl-iss.h"
#include "pl-record-private.h"

/*
 * Every file Parlour reads comes through pl_file_read_regular(): it asks
 * the file's type before it reads a byte (a named pipe would block the
 * reader for ever, /dev/zero never ends, a device is no game), refuses a
 * file larger than the reader's limit on its size, and still stops one
 * byte past the limit whatever the file claims.  Every file Parlour writes
 * comes through pl_file_write_atomic(): a temporary file beside the target
 * that is flushed and renamed over it, through a symbolic link to the file
 * it names, never over something that is not a regular file.
 *
 * And every game file is read by pl_saved_game_read(), the one reader the
 * window (Continue, Open Game…, `parlour FILE`) and `parlour-cli replay`
 * share: one verdict and one message for one file, wherever it is opened.
 */

G_DEFINE_QUARK (pl-file-error-quark, pl_file_error)

static const char *
describe_type (mode_t mode)
{
  if (S_ISDIR (mode))
    return _("a folder");
  if (S_ISFIFO (mode))
    return _("a named pipe (FIFO)");
  if (S_ISSOCK (mode))
    return _("a socket");
  if (S_ISCHR (mode))
    return _("a character device");
  if (S_ISBLK (mode))
    return _("a block device");
  return _("not a regular file");
}

static void
set_errno_error (GError     **error,
                 const char  *name,
                 int          saved_errno)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               "%s: %s", name, g_strerror (saved_errno));
}

static void
set_too_large (GError     **error,
               const char  *name,
               gsize        max_size)
{
  g_autofree char *size = g_format_size_full (max_size, G_FORMAT_SIZE_IEC_UNITS);

  g_set_error (error, PL_FILE_ERROR, PL_FILE_ERROR_TOO_LARGE,
               _("%s:1: the file is larger than %s, the most Parlour reads"), name, size);
}

gboolean
pl_file_read_regular (const char       *path,
                      const char       *name,
                      gsize             max_size,
                      PlCancelledFunc   cancelled,
                      gpointer          cancelled_data,
                      char            **contents,
                      gsize            *length,
                      GError          **error)
{
  g_autofree char *data = NULL;
  gsize used = 0, allocated = 0;
  struct stat st;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);
  g_return_val_if_fail (length != NULL, FALSE);

  if (name == NULL)
    name = path;

  /* The type is asked before the file is opened (a socket cannot be
   * opened at all), and again of what was opened, which is what counts. */
  if (g_stat (path, &st) == 0 && !S_ISREG (st.st_mode))
    {
      g_set_error (error, PL_FILE_ERROR, PL_FILE_ERROR_NOT_REGULAR,
                   _("%s: this is %s, not a file: only regular files are read"),
                   name, describe_type (st.st_mode));
      return FALSE;
    }
  /* O_NONBLOCK: opening a named pipe without a writer returns at once
   * (to be refused below) instead of waiting for one; it changes nothing
   * for a regular file. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_errno_error (error, name, errno);
      return FALSE;
    }
  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, name, errno);
      close (fd);
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, PL_FILE_ERROR, PL_FILE_ERROR_NOT_REGULAR,
                   _("%s: this is %s, not a file: only regular files are read"),
                   name, describe_type (st.st_mode));
      close (fd);
      return FALSE;
    }
  if ((guint64) st.st_size > max_size)
    {
      set_too_large (error, name, max_size);
      close (fd);
      return FALSE;
    }

  for (;;)
    {
      gssize n;

      if (cancelled != NULL && cancelled (cancelled_data))
        {
          g_set_error (error, PL_FILE_ERROR, PL_FILE_ERROR_CANCELLED,
                       _("%s: the reading was cancelled"), name);
          close (fd);
          return FALSE;
        }
      if (allocated - used < 4096)
        {
          /* The size the file claims, or more as it grows; never more
           * than one byte past the limit. */
          allocated = MAX (allocated * 2, (gsize) MAX (st.st_size + 1, 65536));
          allocated = MIN (allocated, max_size + 2);
          data = g_realloc (data, allocated);
        }
      n = read (fd, data + used, MIN (allocated - used - 1, 1024 * 1024));
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, name, errno);
          close (fd);
          return FALSE;
        }
      if (n == 0)
        break;
      used += (gsize) n;
      if (used > max_size)
        {
          set_too_large (error, name, max_size);
          close (fd);
          return FALSE;
        }
    }
  close (fd);

  if (data == NULL)
    data = g_malloc (1);
  data[used] = '\0';
  *contents = g_steal_pointer (&data);
  *length = used;
  return TRUE;
}

/* Follows @path's symbolic links to the file they name (which need not
 * exist yet); NULL with @error on a loop. */
static char *
resolve_links (const char  *path,
               GError     **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint depth = 0; depth < 40; depth++)
    {
      g_autofree char *target = NULL;
      g_autofree char *dir = NULL;
      struct stat st;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      target = g_file_read_link (current, error);
      if (target == NULL)
        return NULL;
      if (g_path_is_absolute (target))
        {
          g_free (current);
          current = g_steal_pointer (&target);
          continue;
        }
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (dir, target, NULL);
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_LOOP,
               _("%s: too many symbolic links"), path);
  return NULL;
}

gboolean
pl_file_write_atomic (const char  *path,
                      const char  *contents,
                      gsize        length,
                      int          mode,
                      GError     **error)
{
  g_autofree char *target = NULL;
  struct stat st;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL || length == 0, FALSE);

  /* A link is written through: the file it names is replaced, and the
   * link stays a link. */
  target = resolve_links (path, error);
  if (target == NULL)
    return FALSE;
  if (g_stat (target, &st) == 0)
    {
      if (!S_ISREG (st.st_mode))
        {
          g_set_error (error, PL_FILE_ERROR, PL_FILE_ERROR_NOT_REGULAR,
                       _("%s: this is %s, not a file: only regular files are written"),
                       path, describe_type (st.st_mode));
          return FALSE;
        }
      /* The file keeps its permissions. */
      mode = (int) (st.st_mode & 07777);
    }
  /* A temporary file beside it, fsync, rename: a crash or a full disk
   * leaves the old file or the new one, never a mixture. */
  return g_file_set_contents_full (target, contents, (gssize) length,
                                   G_FILE_SET_CONTENTS_CONSISTENT |
                                   G_FILE_SET_CONTENTS_DURABLE,
                                   mode, error);
}

/* Records ------------------------------------------------------------------ */

PlRecord *
pl_record_load (const char  *path,
                GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if (!pl_file_read_regular (path, path, PL_RECORD_MAX_FILE, NULL, NULL, &data, &length,
                             error))
    return NULL;
  return pl_record_parse (data, length, path, error);
}

/* Skips a byte-order mark, blanks and '#' comment lines; returns where
 * the first line with something else starts. */
static const char *
skip_to_content (const char *text,
                 gsize       length)
{
  const char *p = text, *end = text + length;

  if (length >= 3 && memcmp (p, "\xef\xbb\xbf", 3) == 0)
    p += 3;
  while (p < end)
    {
      if (g_ascii_isspace (*p))
        p++;
      else if (*p == '#')
        {
          const char *nl = memchr (p, '\n', (gsize) (end - p));

          p = nl != NULL ? nl + 1 : end;
        }
      else
        break;
    }
  return p;
}

/* One ISS game a line (pl-iss.h); blank lines and '#' comments between
 * them are skipped.  Each line is checked as a record's lines are. */
static PlRecord *
read_iss (const char  *text,
          gsize        length,
          const char  *name,
          GError     **error)
{
  g_autoptr(PlRecord) record = pl_record_new ();
  const char *p = text, *end = text + length;
  guint line = 0;

  if (length >= 3 && memcmp (p, "\xef\xbb\xbf", 3) == 0)
    p += 3;
  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      gsize len = (gsize) ((nl != NULL ? nl : end) - p);
      g_autoptr(GError) local = NULL;
      g_autofree char *copy = NULL;
      PlDealRecord *deal;
      char *stripped;

      line++;
      if (len > 0 && p[len - 1] == '\r')
        len--;
      if (!pl_record_check_line (p, len, &local))
        {
          g_set_error (error, PL_RECORD_ERROR, local->code, "%s:%u: %s", name, line,
                       local->message);
          return NULL;
        }
      copy = g_strndup (p, len);
      p = nl != NULL ? nl + 1 : end;
      stripped = g_strstrip (copy);
      if (*stripped == '\0' || *stripped == '#')
        continue;
      if (!g_str_has_prefix (stripped, "(;"))
        {
          g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX,
                       _("%s:%u: not an ISS game line: a file of ISS games has one "
                         "“(;GM[Skat]…)” a line"), name, line);
          return NULL;
        }
      deal = pl_iss_parse_line (stripped, &local);
      if (deal == NULL)
        {
          g_set_error (error, PL_RECORD_ERROR, local->code, "%s:%u: %s", name, line,
                       local->message);
          return NULL;
        }
      deal->line = line;
      g_ptr_array_add (record->deals, deal);
    }
  return g_steal_pointer (&record);
}

/* An EGN game as the Parlour record of its deals.  A game that EGN says
 * began from a score other than 0–0 keeps it in the match tag
 * "X-Initial-Score" ("A B"). */
static PlRecord *
read_egn (const char  *text,
          gsize        length,
          const char  *name,
          GError     **error)
{
  PlEgnGame *game = pl_egn_parse (text, length, name, error);
  PlRecord *record;

  if (game == NULL)
    return NULL;
  record = g_steal_pointer (&game->record);
  if (game->initial_score[0] != 0 || game->initial_score[1] != 0)
    g_hash_table_replace (record->tags, g_strdup ("X-Initial-Score"),
                          g_strdup_printf ("%u %u", game->initial_score[0],
                                           game->initial_score[1]));
  pl_egn_game_free (game);
  return record;
}

PlRecord *
pl_saved_game_read (const char  *text,
                    gsize        length,
                    const char  *name,
                    GError     **error)
{
  g_autoptr(PlRecord) record = NULL;
  const char *p;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (name == NULL)
    name = "<record>";
  if (length > PL_RECORD_MAX_FILE)
    {
      g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_TOO_LARGE,
                   _("%s:1: the file is larger than %u MiB: not a record"),
                   name, PL_RECORD_MAX_FILE / (1024 * 1024));
      return NULL;
    }

  /* The format: a JSON object with EGN's members is a Euchre game (EGN);
   * otherwise the first line that is neither blank nor a comment tells:
   * "(;" starts an ISS game, anything else must be a Parlour record. */
  p = skip_to_content (text, length);
  if (pl_egn_sniff (text, length))
    record = read_egn (text, length, name, error);
  else if ((gsize) (text + length - p) >= 2 && p[0] == '(' && p[1] == ';')
    record = read_iss (text, length, name, error);
  else
    record = pl_record_parse (text, length, name, error);
  if (record == NULL)
    return NULL;
  if (!pl_record_check_match (record, name, NULL, error))
    return NULL;
  return g_steal_pointer (&record);
}

PlRecord *
pl_saved_game_load (const char       *path,
                    const char       *name,
                    PlCancelledFunc   cancelled,
                    gpointer          cancelled_data,
                    GError          **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if (name == NULL)
    name = path;
  if (!pl_file_read_regular (path, name, PL_RECORD_MAX_FILE, cancelled, cancelled_data,
                             &data, &length, error))
    return NULL;
  return pl_saved_game_read (data, length, name, error);
}
