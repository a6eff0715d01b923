/* pl-game-catalog.c — the games Parlour offers, as the start page lists them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-catalog"

#include <glib/gi18n.h>

#include "pl-bezique-controller.h"
#include "pl-egn.h"
#include "pl-euchre-controller.h"
#include "pl-cassino-controller.h"
#include "pl-game-catalog.h"
#include "pl-iss.h"
#include "pl-skat-controller.h"

/* The game to the target the player chose (issue 18), not always "a
 * thousand points". */
static char *
bezique_summary (GSettings *settings)
{
  gint target = settings != NULL ? g_settings_get_int (settings, "bezique-target") : 1000;

  /* Translators: the start page's line for Bézique; the number is the
   * chosen target, 1000, 1500 or 2000. */
  return g_strdup_printf (_("Win tricks to declare marriages, béziques and sequences, to %d "
                            "points"), target);
}

static const char * const iss_patterns[] = { "*.iss", "*.txt", NULL };

static const PlGameFileFormat skat_formats[] = {
  { N_("International Skat Server games"), iss_patterns, pl_iss_write_record },
};

/* A Euchre game as EGN, the tournament sites' JSON: one game of one
 * ruleset, every deal in order. */
static char *
egn_write_record (const PlRecord  *record,
                  GError         **error)
{
  g_autoptr(PlEgnGame) game = pl_egn_game_new_from_record (record, error);

  return game != NULL ? pl_egn_to_string (game) : NULL;
}

static const char * const egn_patterns[] = { "*.egn", "*.json", NULL };

static const PlGameFileFormat euchre_formats[] = {
  { N_("Euchre Game Notation"), egn_patterns, egn_write_record },
};

/* A game becomes playable when its table is built (each game's issue
 * names its controller here); until then the start page shows it with a
 * plain note. */
static const PlGameEntry catalog[] = {
  {
    .id = "skat",
    .name = NC_("game name", "Skat"),
    .summary = N_("Bid, take up the skat and announce your game: Germany’s national card game"),
    .players = N_("3 or 4 players"),
    .icon_name = "suit-clubs-symbolic",
    .controller_type = pl_skat_controller_get_type,
    .file_formats = skat_formats,
    .n_file_formats = G_N_ELEMENTS (skat_formats),
  },
  {
    .id = "bezique",
    .name = NC_("game name", "Bézique"),
    .summary = N_("Win tricks to declare marriages, béziques and sequences"),
    .players = N_("2 players"),
    .icon_name = "suit-spades-symbolic",
    .controller_type = pl_bezique_controller_get_type,
    .summary_with = bezique_summary,
    .summary_setting = "bezique-target",
  },
  {
    .id = "euchre",
    .name = NC_("game name", "Euchre"),
    .summary = N_("Order up the trump with your partner, or go alone for five points"),
    .players = N_("4 players in partnerships"),
    .icon_name = "suit-hearts-symbolic",
    .controller_type = pl_euchre_controller_get_type,
    .file_formats = euchre_formats,
    .n_file_formats = G_N_ELEMENTS (euchre_formats),
  },
  {
    .id = "cassino",
    .name = NC_("game name", "Cassino"),
    .summary = N_("Pair, combine and build from the cards on the table; sweeps score"),
    .players = N_("2 to 4 players"),
    .icon_name = "suit-diamonds-symbolic",
    .controller_type = pl_cassino_controller_get_type,
  },
};

#define MAX_ENTRIES (G_N_ELEMENTS (catalog) + 4)
static PlGameEntry entries[MAX_ENTRIES];
static guint n_entries;

/* The built-in games, then those registered. */
static void
ensure_entries (void)
{
  if (n_entries > 0)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (catalog); i++)
    entries[n_entries++] = catalog[i];
}

void
pl_game_catalog_register (const PlGameEntry *entry)
{
  g_return_if_fail (entry != NULL && entry->id != NULL);

  ensure_entries ();
  if (pl_game_catalog_lookup (entry->id) != NULL)
    return;
  g_return_if_fail (n_entries < MAX_ENTRIES);
  entries[n_entries++] = *entry;
}

const PlGameEntry *
pl_game_catalog_get (guint *n)
{
  g_return_val_if_fail (n != NULL, NULL);

  ensure_entries ();
  *n = n_entries;
  return entries;
}

const PlGameEntry *
pl_game_catalog_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  ensure_entries ();
  for (guint i = 0; i < n_entries; i++)
    if (g_str_equal (entries[i].id, id))
      return &entries[i];

  return NULL;
}

const PlGameEntry *
pl_game_catalog_get_default (void)
{
  ensure_entries ();
  for (guint i = 0; i < n_entries; i++)
    if (pl_game_entry_is_playable (&entries[i]))
      return &entries[i];
  return NULL;
}

char *
pl_game_catalog_list_playable (const char *separator)
{
  GString *out = g_string_new (NULL);

  ensure_entries ();
  for (guint i = 0; i < n_entries; i++)
    if (pl_game_entry_is_playable (&entries[i]))
      {
        if (out->len > 0)
          g_string_append (out, separator);
        g_string_append (out, entries[i].id);
      }
  return g_string_free (out, FALSE);
}

const char *
pl_game_entry_get_name (const PlGameEntry *entry)
{
  return g_dpgettext2 (GETTEXT_PACKAGE, "game name", entry->name);
}

char *
pl_game_entry_dup_summary (const PlGameEntry *entry,
                           GSettings         *settings)
{
  if (entry->summary_with != NULL)
    return entry->summary_with (settings);
  return g_strdup (_(entry->summary));
}

const char *
pl_game_entry_get_players (const PlGameEntry *entry)
{
  return _(entry->players);
}

gboolean
pl_game_entry_is_playable (const PlGameEntry *entry)
{
  g_return_val_if_fail (entry != NULL, FALSE);

  return entry->controller_type != NULL && pl_game_lookup (entry->id) != NULL;
}

GType
pl_game_entry_get_controller_type (const PlGameEntry *entry)
{
  g_return_val_if_fail (entry != NULL, G_TYPE_NONE);

  return pl_game_entry_is_playable (entry) ? entry->controller_type () : G_TYPE_NONE;
}

gpointer
pl_game_entry_get_controller_class (const PlGameEntry *entry)
{
  GType type = pl_game_entry_get_controller_type (entry);
  gpointer klass;

  if (type == G_TYPE_NONE)
    return NULL;
  /* Made once and kept for the life of the program, as static types are. */
  klass = g_type_class_peek (type);
  return klass != NULL ? klass : g_type_class_ref (type);
}
