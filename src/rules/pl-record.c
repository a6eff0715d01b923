/* pl-record.c — deal records: building, copying, replaying, loading
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-record"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "pl-record-private.h"
#include "pl-rng.h"

G_DEFINE_QUARK (pl-record-error-quark, pl_record_error)

/* The free tags: the seven tags a chess player knows from PGN that make
 * sense at a card table, and any tag an application invents under "X-". */
static const char *const free_tags[] = {
  "Event", "Site", "Date", "Time", "Round", "Table", "Annotator", "Comment",
};

gboolean
pl_record_is_free_tag (const char *name)
{
  if (g_str_has_prefix (name, "X-") && name[2] != '\0')
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (free_tags); i++)
    if (strcmp (name, free_tags[i]) == 0)
      return TRUE;
  return FALSE;
}

char *
pl_record_quote (const char *text,
                 gsize       length)
{
  const gsize max = 40;
  g_autofree char *valid = g_utf8_make_valid (text, (gssize) MIN (length, max));

  return length > max ? g_strconcat (valid, "…", NULL) : g_steal_pointer (&valid);
}

gboolean
pl_record_check_pack (const PlGame  *game,
                      gconstpointer  options,
                      const PlCard  *pack,
                      guint          n_cards,
                      GError       **error)
{
  PlCard game_pack[64];
  guint n_game;
  PlCardSet want = 0, seen = 0;
  guint8 want_count[64] = { 0, }, seen_count[64] = { 0, };
  char buf[3];

  /* A pack may hold a card more than once (Bézique's two piquet packs):
   * the deal must hold each card as often as the game's pack does. */
  n_game = game->pack (options, game_pack);
  for (guint i = 0; i < n_game; i++)
    {
      want = pl_cardset_add (want, game_pack[i]);
      want_count[game_pack[i]]++;
    }

  for (guint i = 0; i < n_cards; i++)
    {
      /* Only the game's own cards: the Joker (no valid card of the 52)
       * passes only in a pack that has it, as Euchre's may. */
      if (pack[i] >= 64 || !pl_cardset_has (want, pack[i]))
        {
          pl_card_to_string (pack[i], buf);
          g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                       _("The card “%s” is not in the pack of %s"),
                       buf, game->id);
          return FALSE;
        }
      if (seen_count[pack[i]]++ == want_count[pack[i]])
        {
          pl_card_to_string (pack[i], buf);
          /* Say how often it was dealt: with two packs (Bézique) a third
           * copy is the fault, not a second. */
          if (want_count[pack[i]] == 1)
            g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                         _("The card “%s” is dealt twice"), buf);
          else
            g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                         _("The card “%s” is dealt %u times: the pack has it %u times"),
                         buf, (guint) seen_count[pack[i]], (guint) want_count[pack[i]]);
          return FALSE;
        }
      seen = pl_cardset_add (seen, pack[i]);
    }

  for (guint i = 0; i < 64; i++)
    if (seen_count[i] < want_count[i])
      seen = pl_cardset_remove (seen, i);
  if (seen != want)
    {
      g_autofree char *missing = pl_cardset_to_string (want & ~seen);

      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                   _("The deal has %u cards but the pack of %s has %u: "
                     "missing %s"),
                   n_cards, game->id, n_game, missing);
      return FALSE;
    }
  return TRUE;
}

static PlDealRecord *
deal_record_alloc (const PlGame  *game,
                   gconstpointer  options,
                   guint          dealer)
{
  PlDealRecord *deal = g_new0 (PlDealRecord, 1);

  deal->game = game;
  deal->options = g_malloc0 (MAX (game->options_size, 1));
  if (options != NULL)
    memcpy (deal->options, options, game->options_size);
  else
    pl_game_options_init (game, deal->options);
  deal->n_seats = game->n_seats (deal->options);
  deal->dealer = dealer;
  deal->moves = g_array_new (FALSE, FALSE, sizeof (PlMove));
  deal->move_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  deal->tags = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return deal;
}

PlDealRecord *
pl_deal_record_new_from_seed (const PlGame  *game,
                              gconstpointer  options,
                              guint          dealer,
                              guint64        seed)
{
  PlDealRecord *deal;
  PlRng rng;

  g_return_val_if_fail (game != NULL, NULL);

  deal = deal_record_alloc (game, options, dealer);
  if (dealer >= deal->n_seats)
    {
      g_critical ("Dealer %u out of range for %u seats", dealer, deal->n_seats);
      deal->dealer = 0;
    }
  deal->has_seed = TRUE;
  deal->seed = seed;
  deal->n_cards = game->pack (deal->options, deal->pack);
  pl_rng_init (&rng, seed);
  pl_rng_shuffle (&rng, deal->pack, deal->n_cards);
  return deal;
}

PlDealRecord *
pl_deal_record_new_from_pack (const PlGame  *game,
                              gconstpointer  options,
                              guint          dealer,
                              const PlCard  *pack,
                              guint          n_cards,
                              GError       **error)
{
  g_autoptr(PlDealRecord) deal = NULL;
  g_autofree gpointer state = NULL;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (pack != NULL || n_cards == 0, NULL);

  if (options != NULL && !pl_game_options_check (game, options, error))
    return NULL;
  deal = deal_record_alloc (game, options, dealer);
  if (dealer >= deal->n_seats)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                   _("Dealer %u does not exist: the game has %u seats"),
                   dealer, deal->n_seats);
      return NULL;
    }
  if (n_cards > G_N_ELEMENTS (deal->pack))
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                   _("The deal has %u cards; no pack has more than 64"), n_cards);
      return NULL;
    }
  if (!pl_record_check_pack (game, deal->options, pack, n_cards, error))
    return NULL;

  memcpy (deal->pack, pack, n_cards * sizeof (PlCard));
  deal->n_cards = n_cards;

  /* The game may know more about a deal than that it is a permutation. */
  state = g_malloc0 (game->state_size);
  if (!game->deal (state, deal->options, dealer, deal->pack, n_cards, error))
    return NULL;

  return g_steal_pointer (&deal);
}

void
pl_deal_record_free (PlDealRecord *deal)
{
  if (deal == NULL)
    return;

  g_free (deal->options);
  g_array_unref (deal->moves);
  g_array_unref (deal->move_lines);
  for (guint i = 0; i < PL_MAX_SEATS; i++)
    g_free (deal->seat_names[i]);
  g_hash_table_unref (deal->tags);
  g_free (deal);
}

static GHashTable *
copy_tags (GHashTable *tags)
{
  GHashTable *copy = g_hash_table_new_full (g_str_hash, g_str_equal,
                                            g_free, g_free);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, tags);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy, g_strdup (key), g_strdup (value));
  return copy;
}

PlDealRecord *
pl_deal_record_copy (const PlDealRecord *deal)
{
  PlDealRecord *copy;

  g_return_val_if_fail (deal != NULL, NULL);

  copy = g_new0 (PlDealRecord, 1);
  *copy = *deal;
  copy->options = g_memdup2 (deal->options, MAX (deal->game->options_size, 1));
  copy->moves = g_array_copy (deal->moves);
  copy->move_lines = g_array_copy (deal->move_lines);
  for (guint i = 0; i < PL_MAX_SEATS; i++)
    copy->seat_names[i] = g_strdup (deal->seat_names[i]);
  copy->tags = copy_tags (deal->tags);
  return copy;
}

gpointer
pl_deal_record_replay (const PlDealRecord *deal,
                       guint               n_moves,
                       GError            **error)
{
  const PlGame *game;
  g_autofree gpointer state = NULL;

  g_return_val_if_fail (deal != NULL, NULL);

  game = deal->game;
  state = g_malloc0 (game->state_size);
  if (!game->deal (state, deal->options, deal->dealer, deal->pack,
                   deal->n_cards, error))
    return NULL;

  n_moves = MIN (n_moves, deal->moves->len);
  for (guint i = 0; i < n_moves; i++)
    {
      const PlMove *move = &g_array_index (deal->moves, PlMove, i);
      g_autoptr(GError) local_error = NULL;

      if (!game->check_move (state, move, &local_error))
        {
          g_autoptr(GString) text = g_string_new (NULL);

          game->move_to_string (state, move, text);
          g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_ILLEGAL_MOVE,
                       _("Move %u, “%s” by seat %u, is illegal: %s"),
                       i + 1, text->str, move->seat, local_error->message);
          return NULL;
        }
      game->apply (state, move);
    }

  return g_steal_pointer (&state);
}

/* Appends and applies: after a successful call @state is the state after
 * @move, so that a caller playing a deal keeps one state and one record. */
gboolean
pl_deal_record_append (PlDealRecord  *deal,
                       gpointer       state,
                       const PlMove  *move,
                       GError       **error)
{
  const guint no_line = 0;

  g_return_val_if_fail (deal != NULL, FALSE);
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (deal->moves->len >= PL_RECORD_MAX_MOVES)
    {
      g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_TOO_LARGE,
                   _("A deal has at most %u moves"), PL_RECORD_MAX_MOVES);
      return FALSE;
    }
  if (!deal->game->check_move (state, move, error))
    return FALSE;

  deal->game->apply (state, move);
  g_array_append_val (deal->moves, *move);
  g_array_append_val (deal->move_lines, no_line);
  return TRUE;
}

PlRecord *
pl_record_new (void)
{
  PlRecord *record = g_new0 (PlRecord, 1);

  record->deals = g_ptr_array_new_with_free_func ((GDestroyNotify) pl_deal_record_free);
  record->tags = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return record;
}

void
pl_record_free (PlRecord *record)
{
  if (record == NULL)
    return;

  g_ptr_array_unref (record->deals);
  g_hash_table_unref (record->tags);
  g_free (record);
}
