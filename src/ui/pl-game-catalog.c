/* pl-game-catalog.c — the games Parlour offers, as the start page lists them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-catalog"

#include <glib/gi18n.h>

#include "pl-game-catalog.h"
#include "pl-iss.h"

static const char *const iss_patterns[] = { "*.iss", "*.txt", NULL };

static const PlGameFileFormat iss_format = {
  N_("International Skat Server games"),
  iss_patterns,
  pl_iss_write_record,
};

/* A game becomes playable when its table is built (each game's issue turns
 * its flag on); until then the start page shows it with a plain note. */
static const PlGameEntry catalog[] = {
  {
    "skat",
    NC_("game name", "Skat"),
    N_("Bid, take up the skat and announce your game: Germany’s national card game"),
    N_("3 or 4 players"),
    "suit-clubs-symbolic",
    TRUE,
    &iss_format,
    TRUE,
  },
  {
    "bezique",
    NC_("game name", "Bézique"),
    N_("Win tricks to declare marriages, béziques and sequences, to a thousand points"),
    N_("2 players"),
    "suit-spades-symbolic",
    TRUE,
  },
  {
    "euchre",
    NC_("game name", "Euchre"),
    N_("Order up the trump with your partner, or go alone for five points"),
    N_("4 players in partnerships"),
    "suit-hearts-symbolic",
    FALSE,
  },
  {
    "cassino",
    NC_("game name", "Cassino"),
    N_("Pair, combine and build from the cards on the table; sweeps score"),
    N_("2 players"),
    "suit-diamonds-symbolic",
    FALSE,
  },
};

const PlGameEntry *
pl_game_catalog_get (guint *n_entries)
{
  g_return_val_if_fail (n_entries != NULL, NULL);

  *n_entries = G_N_ELEMENTS (catalog);
  return catalog;
}

const PlGameEntry *
pl_game_catalog_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (catalog); i++)
    if (g_str_equal (catalog[i].id, id))
      return &catalog[i];

  return NULL;
}

const PlGameEntry *
pl_game_catalog_get_default (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (catalog); i++)
    if (catalog[i].playable)
      return &catalog[i];
  g_assert_not_reached ();
}

const char *
pl_game_entry_get_name (const PlGameEntry *entry)
{
  return g_dpgettext2 (GETTEXT_PACKAGE, "game name", entry->name);
}

const char *
pl_game_entry_get_summary (const PlGameEntry *entry)
{
  return _(entry->summary);
}

const char *
pl_game_entry_get_players (const PlGameEntry *entry)
{
  return _(entry->players);
}
