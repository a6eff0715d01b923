/* pl-game.c — the rules error domain, results and the registry of games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-rules"

#include <stdarg.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-game.h"
#include "pl-game-registry.h"

#include "pl-skat.h"
#include "pl-bezique.h"
#include "pl-cassino.h"
#include "pl-euchre.h"

G_DEFINE_QUARK (pl-rules-error-quark, pl_rules_error)

void
pl_result_clear (PlResult *result)
{
  g_return_if_fail (result != NULL);

  g_free (result->reasons);
  memset (result, 0, sizeof *result);
  result->declarer = -1;
}

gboolean
pl_rules_illegal (GError     **error,
                  const char  *format,
                  ...)
{
  va_list args;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  *error = g_error_new_valist (PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                               format, args);
  va_end (args);
  return FALSE;
}

static const PlGame *const builtin_games[] = {
  &pl_skat_game,
  &pl_bezique_game,
  &pl_cassino_game,
  &pl_euchre_game,
};

#define MAX_REGISTERED 8
static const PlGame *registered_games[MAX_REGISTERED];
static guint n_registered;

void
pl_game_register (const PlGame *game)
{
  g_return_if_fail (game != NULL && game->id != NULL);

  if (pl_game_lookup (game->id) != NULL)
    return;
  g_return_if_fail (n_registered < MAX_REGISTERED);
  registered_games[n_registered++] = game;
}

const PlGame *
pl_game_lookup (const char *id)
{
  if (id == NULL)
    return NULL;

  for (guint i = 0; i < G_N_ELEMENTS (builtin_games); i++)
    if (strcmp (builtin_games[i]->id, id) == 0)
      return builtin_games[i];
  for (guint i = 0; i < n_registered; i++)
    if (strcmp (registered_games[i]->id, id) == 0)
      return registered_games[i];
  return NULL;
}

char **
pl_move_text_words (const char *text,
                    guint      *n_words)
{
  char **words = g_strsplit_set (text != NULL ? text : "", " \t", -1);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        {
          g_free (words[i]);
          continue;
        }
      words[n++] = words[i];
    }
  words[n] = NULL;
  if (n_words != NULL)
    *n_words = n;
  return words;
}

gboolean
pl_option_parse_on_off (const char *value,
                        gboolean   *out)
{
  g_return_val_if_fail (out != NULL, FALSE);

  if (g_strcmp0 (value, "on") == 0)
    *out = TRUE;
  else if (g_strcmp0 (value, "off") == 0)
    *out = FALSE;
  else
    return FALSE;
  return TRUE;
}

guint
pl_game_get_all (const PlGame **games,
                 guint          max_games)
{
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (builtin_games) && n < max_games; i++)
    games[n++] = builtin_games[i];
  for (guint i = 0; i < n_registered && n < max_games; i++)
    games[n++] = registered_games[i];
  return n;
}

/* Options ---------------------------------------------------------------- */

guint
pl_option_get (const PlOptionSpec *spec,
               const void         *options)
{
  const guint8 *field = (const guint8 *) options + spec->offset;

  switch (spec->size)
    {
    case 1:
      return *field;
    case 2:
      return *(const guint16 *) (gconstpointer) field;
    case 4:
      return *(const guint32 *) (gconstpointer) field;
    default:
      g_assert_not_reached ();
    }
}

void
pl_option_put (const PlOptionSpec *spec,
               void               *options,
               guint               value)
{
  guint8 *field = (guint8 *) options + spec->offset;

  switch (spec->size)
    {
    case 1:
      *field = (guint8) value;
      break;
    case 2:
      *(guint16 *) (gpointer) field = (guint16) value;
      break;
    case 4:
      *(guint32 *) (gpointer) field = (guint32) value;
      break;
    default:
      g_assert_not_reached ();
    }
}

const char *
pl_option_value_to_string (const PlOptionSpec *spec,
                           guint               value)
{
  g_return_val_if_fail (spec != NULL, NULL);

  if (spec->kind == PL_OPTION_SWITCH)
    return value == TRUE ? "on" : value == FALSE ? "off" : NULL;
  for (guint i = 0; i < spec->n_choices; i++)
    if (spec->choices[i].value == value)
      return spec->choices[i].text;
  return NULL;
}

static gboolean
option_value_from_string (const PlOptionSpec *spec,
                          const char         *text,
                          guint              *value)
{
  if (spec->kind == PL_OPTION_SWITCH)
    {
      gboolean on;

      if (!pl_option_parse_on_off (text, &on))
        return FALSE;
      *value = on;
      return TRUE;
    }
  for (guint i = 0; i < spec->n_choices; i++)
    if (g_strcmp0 (spec->choices[i].text, text) == 0)
      {
        *value = spec->choices[i].value;
        return TRUE;
      }
  return FALSE;
}

const PlOptionSpec *
pl_game_find_option (const PlGame *game,
                     const char   *key)
{
  g_return_val_if_fail (game != NULL, NULL);

  for (guint i = 0; key != NULL && i < game->n_options; i++)
    if (strcmp (game->options[i].key, key) == 0)
      return &game->options[i];
  return NULL;
}

void
pl_game_options_init (const PlGame *game,
                      void         *options)
{
  g_return_if_fail (game != NULL && options != NULL);

  memset (options, 0, game->options_size);
  for (guint i = 0; i < game->n_options; i++)
    pl_option_put (&game->options[i], options, game->options[i].default_value);
}

gboolean
pl_game_options_set (const PlGame  *game,
                     void          *options,
                     const char    *key,
                     const char    *value,
                     GError       **error)
{
  const PlOptionSpec *spec;
  guint v;

  g_return_val_if_fail (game != NULL && options != NULL, FALSE);

  spec = pl_game_find_option (game, key);
  if (spec == NULL)
    {
      /* TRANSLATORS: "Skat has no option “jacks”". */
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION,
                   _("%s has no option “%s”"),
                   g_dpgettext2 (GETTEXT_PACKAGE, "game name", game->name),
                   key ? key : "");
      return FALSE;
    }
  if (!option_value_from_string (spec, value, &v))
    {
      /* TRANSLATORS: "“5” is not a value of the Skat option “players”". */
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION,
                   _("“%s” is not a value of the %s option “%s”"),
                   value ? value : "",
                   g_dpgettext2 (GETTEXT_PACKAGE, "game name", game->name),
                   key);
      return FALSE;
    }
  pl_option_put (spec, options, v);
  return TRUE;
}

void
pl_game_options_write (const PlGame *game,
                       const void   *options,
                       GString      *out)
{
  g_return_if_fail (game != NULL && options != NULL && out != NULL);

  for (guint i = 0; i < game->n_options; i++)
    {
      const PlOptionSpec *spec = &game->options[i];
      guint value = pl_option_get (spec, options);

      if (value != spec->default_value)
        g_string_append_printf (out, "%s=%s\n", spec->key,
                                pl_option_value_to_string (spec, value));
    }
}

gboolean
pl_game_options_check (const PlGame  *game,
                       const void    *options,
                       GError       **error)
{
  g_return_val_if_fail (game != NULL && options != NULL, FALSE);

  return game->options_check == NULL || game->options_check (options, error);
}

gboolean
pl_game_match_over (const PlGame *game,
                    const void   *options,
                    const gint   *totals,
                    guint         n_seats,
                    gint         *winner)
{
  guint target;
  gint dummy;

  g_return_val_if_fail (game != NULL && options != NULL && totals != NULL, FALSE);

  if (winner == NULL)
    winner = &dummy;
  *winner = -1;
  target = game->match_target != NULL ? game->match_target (options) : 0;
  if (target == 0)
    return FALSE;
  if (game->match_over != NULL)
    return game->match_over (options, totals, n_seats, winner);
  /* The generic rule (Bézique, Foster): the game is played to the points
   * agreed, and the first player to reach them wins it. */
  for (guint s = 0; s < n_seats; s++)
    if (totals[s] >= (gint) target)
      {
        *winner = (gint) s;
        return TRUE;
      }
  return FALSE;
}
