/* pl-cli-common.c — helpers shared by the parlour-cli commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "pl-ai.h"
#include "pl-cli-private.h"


char *
pl_cli_game_list (const char *separator)
{
  const PlGame *games[16];
  guint n = pl_game_get_all (games, G_N_ELEMENTS (games));
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (out, separator);
      g_string_append (out, games[i]->id);
    }
  return g_string_free (out, FALSE);
}

const PlGame *
pl_cli_lookup_game (const char *id)
{
  const PlGame *game = pl_game_lookup (id);

  if (game == NULL)
    {
      g_autofree char *games = pl_cli_game_list (", ");

      /* TRANSLATORS: "unknown game “whist” (games: skat, bezique)". */
      g_printerr (_("parlour-cli: unknown game “%s” (games: %s)\n"), id, games);
    }
  return game;
}

gpointer
pl_cli_make_options (const PlGame  *game,
                     char         **settings,
                     GError       **error)
{
  g_autofree gpointer options = g_malloc0 (MAX (game->options_size, 1));

  pl_game_options_init (game, options);
  for (guint i = 0; settings != NULL && settings[i] != NULL; i++)
    {
      const char *eq = strchr (settings[i], '=');
      g_autofree char *key = NULL;

      if (eq == NULL || eq == settings[i])
        {
          g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION,
                       _("“%s” is not an option: write “key=value”"),
                       settings[i]);
          return NULL;
        }
      key = g_strndup (settings[i], (gsize) (eq - settings[i]));
      if (!pl_game_options_set (game, options, key, eq + 1, error))
        return NULL;
    }
  return g_steal_pointer (&options);
}

PlMove
pl_cli_choose_move (const PlGame  *game,
                    gconstpointer  state,
                    guint          seat,
                    PlRng         *rng)
{
  return pl_ai_choose (game, state, seat, PL_AI_LEVEL_EASY, rng);
}

static void
append_seat (GString            *out,
             const PlDealRecord *deal,
             guint               seat)
{
  if (seat < PL_MAX_SEATS && deal->seat_names[seat] != NULL)
    g_string_append (out, deal->seat_names[seat]);
  else
    g_string_append_printf (out, _("seat %u"), seat);
}

void
pl_cli_print_outcome (const PlDealRecord *deal,
                      gconstpointer       state,
                      const char         *source,
                      guint               number,
                      gboolean            json)
{
  const PlGame *game = deal->game;
  gboolean over = game->is_terminal (state);
  g_autoptr(GString) out = g_string_new (NULL);
  PlResult result = { 0, };

  if (json)
    {
      g_string_append_printf (out, "{\"game\": \"%s\", \"deal\": %u", game->id, number);
      if (over)
        {
          gsize mark = out->len;

          g_string_append (out, ", ");
          game->result_json (state, out);
          if (out->len == mark + 2)
            g_string_truncate (out, mark);
        }
      else
        g_string_append_printf (out, ", \"finished\": false, \"moves\": %u",
                                deal->moves->len);
      g_string_append (out, "}\n");
      fputs (out->str, stdout);
      return;
    }

  g_string_append_printf (out,
                          g_dngettext (GETTEXT_PACKAGE, "%s, deal %u: %s, %u move",
                                       "%s, deal %u: %s, %u moves", deal->moves->len),
                          source, number, game->id, deal->moves->len);
  if (deal->has_seed)
    g_string_append_printf (out, _(", seed %llu"), (unsigned long long) deal->seed);
  g_string_append_c (out, '\n');

  if (!over)
    {
      g_string_append_printf (out, _("  unfinished (%s)\n"),
                              game->phase_name (state));
      fputs (out->str, stdout);
      return;
    }

  game->result (state, &result);
  if (result.reasons != NULL && result.reasons[0] != '\0')
    {
      g_auto(GStrv) lines = g_strsplit (result.reasons, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        if (lines[i][0] != '\0')
          g_string_append_printf (out, "  %s\n", lines[i]);
    }
  g_string_append (out, _("  Score:"));
  for (guint i = 0; i < result.n_seats && i < PL_MAX_SEATS; i++)
    {
      g_string_append (out, i == 0 ? " " : ", ");
      append_seat (out, deal, i);
      g_string_append_printf (out, " %+d", result.score[i]);
    }
  g_string_append_c (out, '\n');
  pl_result_clear (&result);
  fputs (out->str, stdout);
}

gboolean
pl_cli_read_file (const char  *path,
                  gsize        max_size,
                  char       **contents,
                  gsize       *length,
                  GError     **error)
{
  FILE *file;
  GString *data;
  char buf[65536];
  gsize n;
  GStatBuf st;

  if (g_stat (path, &st) == 0 && S_ISDIR (st.st_mode))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR,
                   _("%s: is a directory, not a record"), path);
      return FALSE;
    }
  /* A file that says it is too large is refused before it is read. */
  if (g_stat (path, &st) == 0 && S_ISREG (st.st_mode) &&
      (guint64) st.st_size > max_size)
    {
      g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_TOO_LARGE,
                   _("%s:1: the file is larger than %u MiB"),
                   path, (guint) (max_size / (1024 * 1024)));
      return FALSE;
    }

  file = g_fopen (path, "rb");
  if (file == NULL)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }

  /* Bounded whatever the file claims to be (a pipe has no size). */
  data = g_string_new (NULL);
  while ((n = fread (buf, 1, sizeof buf, file)) > 0)
    {
      g_string_append_len (data, buf, (gssize) n);
      if (data->len > max_size)
        {
          fclose (file);
          g_string_free (data, TRUE);
          g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_TOO_LARGE,
                       _("%s:1: the file is larger than %u MiB"),
                       path, (guint) (max_size / (1024 * 1024)));
          return FALSE;
        }
    }
  if (ferror (file))
    {
      fclose (file);
      g_string_free (data, TRUE);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_IO,
                   _("%s: could not be read"), path);
      return FALSE;
    }
  fclose (file);
  *length = data->len;
  *contents = g_string_free (data, FALSE);
  return TRUE;
}
