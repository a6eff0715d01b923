/* test-game-fishing.h — a tiny game of cards on the floor that exists only for the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "pl-game.h"

/*
 * "fishing" exists only here, so that the generic code that shows cards
 * lying on the table (the floor: loose cards and builds, as in Cassino) is
 * tested apart from any real game: two seats, sixteen cards (J Q K A of
 * each suit); six to each player and four face up on the floor, each a
 * pile of its own.  The player after the dealer begins, then they take
 * turns with a card from the hand:
 *
 *   take   the card takes every pile of its rank (a loose card of that
 *          rank, a build called that rank) with it;
 *   build  the card goes on a pile of another rank, which becomes the
 *          player's build called the card's rank; he must hold another
 *          card of that rank to take it with later;
 *   trail  the card is laid on the floor as a pile of its own.
 *
 * When both hands are empty the floor goes to the last player who took.
 * Most cards taken wins.  Register it with pl_game_register
 * (&fishing_game) before reading its records.
 */

#define FISHING_MAX_PILES 16
#define FISHING_PILE_CARDS 16

typedef struct {
  gboolean unused;
} FishingOptions;

typedef struct {
  guint8    n_cards;
  gint8     owner;                      /* -1: a loose card */
  guint8    rank;                       /* what the pile is taken with */
  PlCard    cards[FISHING_PILE_CARDS];  /* bottom first */
} FishingPile;

typedef struct {
  guint8      dealer;
  gint8       to_move;
  gint8       last_taker;
  guint8      n_piles;
  PlCardSet   hands[2];
  PlCardSet   won[2];
  FishingPile piles[FISHING_MAX_PILES];
} FishingState;

static guint
fishing_n_seats (const void *options)
{
  return 2;
}

static guint
fishing_pack (const void *options,
              PlCard     *cards)
{
  guint n = 0;

  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    for (guint rank = PL_RANK_JACK; rank <= PL_RANK_ACE; rank++)
      cards[n++] = PL_CARD (suit, rank);
  return n;
}

static PlCardSet
fishing_pile_set (const FishingPile *pile)
{
  PlCardSet set = 0;

  for (guint i = 0; i < pile->n_cards; i++)
    set = pl_cardset_add (set, pile->cards[i]);
  return set;
}

static gboolean
fishing_deal (void          *state,
              const void    *options,
              guint          dealer,
              const PlCard  *pack,
              guint          n_cards,
              GError       **error)
{
  FishingState *s = state;
  PlCard want[16];
  PlCardSet all = 0, got = 0;

  for (guint i = 0, n = fishing_pack (options, want); i < n; i++)
    all = pl_cardset_add (all, want[i]);
  for (guint i = 0; i < n_cards; i++)
    got |= pl_card_is_valid (pack[i]) ? PL_CARDSET_BIT (pack[i]) : 0;
  if (n_cards != 16 || got != all || dealer > 1)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL, "Not a fishing pack");
      return FALSE;
    }

  memset (s, 0, sizeof *s);
  s->dealer = (guint8) dealer;
  s->last_taker = -1;
  for (guint i = 0; i < 12; i++)
    s->hands[(dealer + 1 + i) % 2] = pl_cardset_add (s->hands[(dealer + 1 + i) % 2], pack[i]);
  for (guint i = 12; i < 16; i++)
    {
      FishingPile *pile = &s->piles[s->n_piles++];

      pile->n_cards = 1;
      pile->owner = -1;
      pile->rank = PL_CARD_RANK (pack[i]);
      pile->cards[0] = pack[i];
    }
  s->to_move = (gint8) ((dealer + 1) % 2);
  return TRUE;
}

static gint
fishing_to_move (const void *state)
{
  return ((const FishingState *) state)->to_move;
}

static gboolean
fishing_is_terminal (const void *state)
{
  return ((const FishingState *) state)->to_move < 0;
}

static const char *
fishing_phase_name (const void *state)
{
  return fishing_is_terminal (state) ? "over" : "play";
}

/* The piles @card takes: those of its rank. */
static PlCardSet
fishing_takes (const FishingState *s,
               PlCard              card)
{
  PlCardSet set = 0;

  for (guint p = 0; p < s->n_piles; p++)
    if (s->piles[p].rank == PL_CARD_RANK (card))
      set |= fishing_pile_set (&s->piles[p]);
  return set;
}

static guint
fishing_legal_moves (const void *state,
                     PlMove     *moves)
{
  const FishingState *s = state;
  PlCardSet hand;
  PlCard card;
  guint n = 0;

  if (s->to_move < 0)
    return 0;
  hand = s->hands[s->to_move];
  PL_CARDSET_FOREACH (hand, card)
    {
      PlCardSet takes = fishing_takes (s, card);
      PlCardSet same = hand & PL_CARDSET_RANK (PL_CARD_RANK (card));

      if (takes != 0)
        {
          moves[n] = pl_move_new (PL_MOVE_CAPTURE, (guint) s->to_move);
          moves[n].card = card;
          moves[n++].cards = takes;
        }
      /* A build needs another card of its rank in the hand to take it. */
      if (pl_cardset_count (same) >= 2)
        for (guint p = 0; p < s->n_piles; p++)
          if (s->piles[p].rank != PL_CARD_RANK (card) &&
              s->piles[p].n_cards < FISHING_PILE_CARDS)
            {
              moves[n] = pl_move_new (PL_MOVE_BUILD, (guint) s->to_move);
              moves[n].card = card;
              moves[n].cards = fishing_pile_set (&s->piles[p]);
              moves[n++].value = PL_CARD_RANK (card);
            }
      if (s->n_piles < FISHING_MAX_PILES)
        {
          moves[n] = pl_move_new (PL_MOVE_TRAIL, (guint) s->to_move);
          moves[n++].card = card;
        }
    }
  return n;
}

static gboolean
fishing_check_move (const void    *state,
                    const PlMove  *move,
                    GError       **error)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = fishing_legal_moves (state, moves);

  for (guint i = 0; i < n; i++)
    if (pl_move_equal (&moves[i], move))
      return TRUE;
  g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
               fishing_is_terminal (state) ? "The deal is over" : "That is no move of fishing");
  return FALSE;
}

static void
fishing_remove_pile (FishingState *s,
                     guint         p)
{
  memmove (&s->piles[p], &s->piles[p + 1], (s->n_piles - p - 1) * sizeof s->piles[0]);
  s->n_piles--;
  memset (&s->piles[s->n_piles], 0, sizeof s->piles[0]);
}

static void
fishing_apply (void         *state,
               const PlMove *move)
{
  FishingState *s = state;
  guint seat = move->seat;

  s->hands[seat] = pl_cardset_remove (s->hands[seat], move->card);
  switch (move->kind)
    {
    case PL_MOVE_CAPTURE:
      for (guint p = s->n_piles; p > 0; p--)
        if (s->piles[p - 1].rank == PL_CARD_RANK (move->card))
          {
            s->won[seat] |= fishing_pile_set (&s->piles[p - 1]);
            fishing_remove_pile (s, p - 1);
          }
      s->won[seat] = pl_cardset_add (s->won[seat], move->card);
      s->last_taker = (gint8) seat;
      break;
    case PL_MOVE_BUILD:
      for (guint p = 0; p < s->n_piles; p++)
        if (fishing_pile_set (&s->piles[p]) == move->cards)
          {
            FishingPile *pile = &s->piles[p];

            pile->cards[pile->n_cards++] = move->card;
            pile->owner = (gint8) seat;
            pile->rank = (guint8) move->value;
          }
      break;
    case PL_MOVE_TRAIL:
    default:
      {
        FishingPile *pile = &s->piles[s->n_piles++];

        pile->n_cards = 1;
        pile->owner = -1;
        pile->rank = PL_CARD_RANK (move->card);
        pile->cards[0] = move->card;
      }
      break;
    }

  if (s->hands[0] != 0 || s->hands[1] != 0)
    {
      s->to_move = (gint8) ((seat + 1) % 2);
      return;
    }
  /* The floor goes to the last player who took. */
  while (s->n_piles > 0)
    {
      if (s->last_taker >= 0)
        s->won[s->last_taker] |= fishing_pile_set (&s->piles[s->n_piles - 1]);
      fishing_remove_pile (s, s->n_piles - 1);
    }
  s->to_move = -1;
}

static PlCardSet
fishing_visible_hand (const void *state,
                      guint       viewer,
                      guint       seat)
{
  const FishingState *s = state;

  return viewer == seat || s->to_move < 0 ? s->hands[seat] : 0;
}

static void
fishing_result (const void *state,
                PlResult   *result)
{
  const FishingState *s = state;
  guint taken[2] = { pl_cardset_count (s->won[0]), pl_cardset_count (s->won[1]) };

  memset (result, 0, sizeof *result);
  result->n_seats = 2;
  result->declarer = -1;
  result->won = taken[0] > taken[1];
  for (guint i = 0; i < 2; i++)
    result->points[i] = result->score[i] = (gint) taken[i];
  result->reasons = g_strdup_printf ("Cards taken %u to %u", taken[0], taken[1]);
}

static void
fishing_result_json (const void *state,
                     GString    *out)
{
  const FishingState *s = state;

  g_string_append_printf (out, "\"taken\": [%u, %u]",
                          pl_cardset_count (s->won[0]), pl_cardset_count (s->won[1]));
}

/* "take CA with HA SA", "build CK on HQ as K", "trail DJ". */
static void
fishing_move_to_string (const void   *state,
                        const PlMove *move,
                        GString      *out)
{
  g_autofree char *cards = pl_cardset_to_string (move->cards);
  char card[3];

  pl_card_to_string (move->card, card);
  switch (move->kind)
    {
    case PL_MOVE_CAPTURE:
      g_string_append_printf (out, "take %s with %s", card, cards);
      break;
    case PL_MOVE_BUILD:
      g_string_append_printf (out, "build %s on %s", card, cards);
      break;
    default:
      g_string_append_printf (out, "trail %s", card);
      break;
    }
}

static gboolean
fishing_move_from_string (const void  *state,
                          guint        seat,
                          const char  *text,
                          PlMove      *move,
                          GError     **error)
{
  g_auto(GStrv) words = g_strsplit (text, " ", 3);
  guint n = g_strv_length (words);
  PlCard card;

  if (n < 2 || !pl_card_from_string (words[1], &card))
    goto bad;
  if (g_str_equal (words[0], "trail") && n == 2)
    {
      *move = pl_move_new (PL_MOVE_TRAIL, seat);
      move->card = card;
      return TRUE;
    }
  if (n == 3 && (g_str_equal (words[0], "take") || g_str_equal (words[0], "build")))
    {
      const char *rest = words[2];
      PlCardSet cards;

      if (g_str_equal (words[0], "take") ? !g_str_has_prefix (rest, "with ")
                                         : !g_str_has_prefix (rest, "on "))
        goto bad;
      rest = strchr (rest, ' ') + 1;
      if (!pl_cardset_from_string (rest, &cards, NULL))
        goto bad;
      *move = pl_move_new (g_str_equal (words[0], "take") ? PL_MOVE_CAPTURE : PL_MOVE_BUILD,
                           seat);
      move->card = card;
      move->cards = cards;
      if (move->kind == PL_MOVE_BUILD)
        move->value = PL_CARD_RANK (card);
      return TRUE;
    }
bad:
  g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE,
               "write “take”, “build” or “trail” and the cards");
  return FALSE;
}

static const PlGame fishing_game = {
  .id = "fishing",
  .name = "Fishing",
  .options_size = sizeof (FishingOptions),
  .state_size = sizeof (FishingState),
  .n_seats = fishing_n_seats,
  .pack = fishing_pack,
  .deal = fishing_deal,
  .to_move = fishing_to_move,
  .is_terminal = fishing_is_terminal,
  .phase_name = fishing_phase_name,
  .legal_moves = fishing_legal_moves,
  .check_move = fishing_check_move,
  .apply = fishing_apply,
  .visible_hand = fishing_visible_hand,
  .result = fishing_result,
  .result_json = fishing_result_json,
  .move_to_string = fishing_move_to_string,
  .move_from_string = fishing_move_from_string,
};
