/* test-game-hicard.h — a tiny trick game that exists only for the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "pl-game.h"

/*
 * "hicard" exists only here, so that generic code (records, the CLI) is
 * tested apart from any real game's rules: two seats, eight cards (spades
 * and hearts, J Q K A), four each dealt one at a time starting left of the
 * dealer; the player left of the dealer leads, suit must be followed
 * (unless strict=off), the higher card of the suit led wins and leads
 * next.  Most tricks wins.  Register it with pl_game_register (&hi_game)
 * (pl-game-registry.h) before reading its records.
 */

typedef struct {
  gboolean strict;
} HiOptions;

typedef struct {
  HiOptions options;
  guint8    dealer;
  gint8     to_move;
  guint8    leader;
  guint8    n_trick;
  PlCard    trick[2];
  guint8    tricks[2];
  PlCardSet hands[2];
  /* The tricks played, for a table that shows the last one. */
  guint8    n_done;
  PlCard    done[4][2];         /* in the order played */
  guint8    done_leader[4];
  guint8    done_winner[4];
} HiState;

static const PlOptionSpec hi_options[] = {
  { "strict", PL_OPTION_SWITCH, PL_OPTION_FIELD (HiOptions, strict), TRUE,
    NULL, 0, "Strict" },
};

static guint
hi_n_seats (const void *options)
{
  return 2;
}

static guint
hi_pack (const void *options,
         PlCard     *cards)
{
  guint n = 0;

  for (guint suit = PL_SUIT_SPADES; suit <= PL_SUIT_HEARTS; suit++)
    for (guint rank = PL_RANK_JACK; rank <= PL_RANK_ACE; rank++)
      cards[n++] = PL_CARD (suit, rank);
  return n;
}

static gboolean
hi_deal (void          *state,
         const void    *options,
         guint          dealer,
         const PlCard  *pack,
         guint          n_cards,
         GError       **error)
{
  HiState *s = state;
  PlCard want[8];
  PlCardSet all = 0, got = 0;

  for (guint i = 0, n = hi_pack (options, want); i < n; i++)
    all |= PL_CARDSET_BIT (want[i]);
  for (guint i = 0; i < n_cards; i++)
    got |= pl_card_is_valid (pack[i]) ? PL_CARDSET_BIT (pack[i]) : 0;
  if (n_cards != 8 || got != all || dealer > 1)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL, "Not a hicard pack");
      return FALSE;
    }

  memset (s, 0, sizeof *s);
  s->options = *(const HiOptions *) options;
  s->dealer = (guint8) dealer;
  for (guint i = 0; i < 8; i++)
    s->hands[(dealer + 1 + i) % 2] |= PL_CARDSET_BIT (pack[i]);
  s->leader = (guint8) ((dealer + 1) % 2);
  s->to_move = (gint8) s->leader;
  return TRUE;
}

static gint
hi_to_move (const void *state)
{
  return ((const HiState *) state)->to_move;
}

static gboolean
hi_is_terminal (const void *state)
{
  return ((const HiState *) state)->to_move < 0;
}

static const char *
hi_phase_name (const void *state)
{
  return hi_is_terminal (state) ? "over" : "play";
}

static PlCardSet
hi_legal_cards (const HiState *s)
{
  PlCardSet hand = s->hands[s->to_move];

  if (s->n_trick == 1 && s->options.strict)
    {
      PlCardSet follow = hand & PL_CARDSET_SUIT (PL_CARD_SUIT (s->trick[0]));
      if (follow != 0)
        return follow;
    }
  return hand;
}

static guint
hi_legal_moves (const void *state,
                PlMove     *moves)
{
  const HiState *s = state;
  PlCard card;
  guint n = 0;

  if (s->to_move < 0)
    return 0;
  PL_CARDSET_FOREACH (hi_legal_cards (s), card)
    {
      moves[n] = pl_move_new (PL_MOVE_PLAY, (guint) s->to_move);
      moves[n++].card = card;
    }
  return n;
}

static gboolean
hi_check_move (const void    *state,
               const PlMove  *move,
               GError       **error)
{
  const HiState *s = state;
  char buf[3];

  if (s->to_move < 0)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   "The deal is over");
      return FALSE;
    }
  if (move->kind != PL_MOVE_PLAY)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   "Only cards are played in hicard");
      return FALSE;
    }
  if (move->seat != s->to_move)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   "It is seat %d’s turn", s->to_move);
      return FALSE;
    }
  pl_card_to_string (move->card, buf);
  if (!pl_card_is_valid (move->card) || !pl_cardset_has (s->hands[move->seat], move->card))
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   "You do not hold %s", buf);
      return FALSE;
    }
  if (!pl_cardset_has (hi_legal_cards (s), move->card))
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   "You must follow suit");
      return FALSE;
    }
  return TRUE;
}

static void
hi_apply (void         *state,
          const PlMove *move)
{
  HiState *s = state;

  s->hands[move->seat] = pl_cardset_remove (s->hands[move->seat], move->card);
  s->trick[s->n_trick++] = move->card;
  if (s->n_trick == 1)
    {
      s->to_move = (gint8) ((move->seat + 1) % 2);
      return;
    }
  {
    PlCard lead = s->trick[0], second = s->trick[1];
    guint winner = s->leader;

    if (PL_CARD_SUIT (second) == PL_CARD_SUIT (lead) && second > lead)
      winner = (s->leader + 1) % 2;
    s->tricks[winner]++;
    if (s->n_done < G_N_ELEMENTS (s->done))
      {
        s->done[s->n_done][0] = lead;
        s->done[s->n_done][1] = second;
        s->done_leader[s->n_done] = s->leader;
        s->done_winner[s->n_done] = (guint8) winner;
        s->n_done++;
      }
    s->leader = (guint8) winner;
    s->n_trick = 0;
    s->to_move = (s->hands[0] | s->hands[1]) ? (gint8) winner : -1;
  }
}

static PlCardSet
hi_visible_hand (const void *state,
                 guint       viewer,
                 guint       seat)
{
  return viewer == seat ? ((const HiState *) state)->hands[seat] : 0;
}

static void
hi_result (const void *state,
           PlResult   *result)
{
  const HiState *s = state;

  memset (result, 0, sizeof *result);
  result->n_seats = 2;
  result->declarer = -1;
  result->won = s->tricks[0] > s->tricks[1];
  for (guint i = 0; i < 2; i++)
    result->points[i] = result->score[i] = s->tricks[i];
  result->reasons = g_strdup_printf ("Tricks %u to %u", s->tricks[0], s->tricks[1]);
}

static void
hi_result_json (const void *state,
                GString    *out)
{
  const HiState *s = state;

  g_string_append_printf (out, "\"tricks\": [%u, %u]", s->tricks[0], s->tricks[1]);
}

static void
hi_move_to_string (const void   *state,
                   const PlMove *move,
                   GString      *out)
{
  char buf[3];

  pl_card_to_string (move->card, buf);
  g_string_append_printf (out, "play %s", buf);
}

static gboolean
hi_move_from_string (const void  *state,
                     guint        seat,
                     const char  *text,
                     PlMove      *move,
                     GError     **error)
{
  PlCard card;

  if (!g_str_has_prefix (text, "play ") || strlen (text) != 7 ||
      !pl_card_from_string (text + 5, &card))
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE,
                   "write “play” and a card");
      return FALSE;
    }
  *move = pl_move_new (PL_MOVE_PLAY, seat);
  move->card = card;
  return TRUE;
}

static const PlGame hi_game = {
  .id = "hicard",
  .name = "High Card",
  .options_size = sizeof (HiOptions),
  .state_size = sizeof (HiState),
  .options = hi_options,
  .n_options = G_N_ELEMENTS (hi_options),
  .n_seats = hi_n_seats,
  .pack = hi_pack,
  .deal = hi_deal,
  .to_move = hi_to_move,
  .is_terminal = hi_is_terminal,
  .phase_name = hi_phase_name,
  .legal_moves = hi_legal_moves,
  .check_move = hi_check_move,
  .apply = hi_apply,
  .visible_hand = hi_visible_hand,
  .result = hi_result,
  .result_json = hi_result_json,
  .move_to_string = hi_move_to_string,
  .move_from_string = hi_move_from_string,
};
