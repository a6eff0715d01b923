/* pl-table-euchre.c — what the table shows of a Euchre deal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table-euchre"

#include <glib/gi18n-lib.h>

#include "pl-euchre-private.h"
#include "pl-euchre.h"
#include "pl-table-private.h"

/* All the Euchre knowledge of the model is here, behind PlTableGameView:
 * four seats, partners opposite; the kitty with the turned card; the lone
 * player's partner's cards laid face down; the trump and the game score in
 * the contract the window's subtitle shows. */

/* The kitty is drawn as the turned card and at most this many backs: with
 * Foster's pack it holds twelve cards, and what lies under the turned card
 * is never played nor counted. */
#define KITTY_BACKS 3

/* Display order of the suits, the colours alternating: clubs, hearts,
 * spades, diamonds. */
static const guint suit_order[PL_N_SUITS] = {
  PL_SUIT_CLUBS, PL_SUIT_HEARTS, PL_SUIT_SPADES, PL_SUIT_DIAMONDS,
};

/* A sort key, highest first: the trumps by their power (the Joker, the
 * right and the left bower, then the suit), then the plain suits in the
 * alternating order, each from the ace down. */
static guint
card_key (const PlEuchreState *state,
          PlCard               card)
{
  guint trump = pl_euchre_get_trump (state);

  if (card == PL_CARD_JOKER)
    return 1000;
  if (trump != PL_EUCHRE_NO_TRUMP && pl_cardset_has (state->trumps, card))
    return 900 + pl_euchre_card_power (state->trumps, trump, card, card);
  for (guint i = 0, rank = 0; i < PL_N_SUITS; i++)
    {
      if (suit_order[i] == trump)
        continue;
      if (suit_order[i] == PL_CARD_SUIT (card))
        return 800 - rank * 20 + PL_CARD_RANK (card);
      rank++;
    }
  return 0;
}

static guint
sort_cards (const PlEuchreState *state,
            PlCardSet            set,
            PlCard              *out)
{
  guint n = 0;
  PlCard card;

  PL_CARDSET_FOREACH (set, card)
    {
      guint key = card_key (state, card);
      guint i = n++;

      while (i > 0 && card_key (state, out[i - 1]) < key)
        {
          out[i] = out[i - 1];
          i--;
        }
      out[i] = card;
    }
  return n;
}

static guint
euchre_hand (gconstpointer state,
             guint         viewer,
             guint         seat,
             PlCard       *out)
{
  const PlEuchreState *s = state;

  /* The lone player's partner lays his cards face down (Leeds and Dwight,
   * law 101): the human who sits out sees his own no more than the others
   * do, until the deal is over. */
  if (pl_euchre_sits_out (s, seat) && s->phase != PL_EUCHRE_PHASE_OVER)
    return 0;
  return sort_cards (s, pl_euchre_game.visible_hand (state, viewer, seat), out);
}

static guint
euchre_hand_size (gconstpointer state,
                  guint         seat)
{
  return pl_cardset_count (pl_euchre_get_hand (state, seat));
}

/* Whether the turned card still lies face up on the kitty: in the first
 * round, and while the dealer names trumps to a turned Joker.  Once
 * everybody passed it is turned down; once taken up it is in the dealer's
 * hand. */
static gboolean
turned_card_shown (const PlEuchreState *s)
{
  return pl_cardset_has (s->kitty, s->turned) &&
         (s->phase == PL_EUCHRE_PHASE_ROUND1 || s->phase == PL_EUCHRE_PHASE_JOKER);
}

static guint
euchre_talon (gconstpointer state,
              guint         viewer,
              PlCard       *cards,
              gboolean     *face_up)
{
  const PlEuchreState *s = state;
  gboolean shown = turned_card_shown (s);
  PlCardSet rest = shown ? pl_cardset_remove (s->kitty, s->turned) : s->kitty;
  guint n = 0;

  /* The turned card lies on top of the rest, drawn last. */
  for (guint i = 0; i < MIN (pl_cardset_count (rest), KITTY_BACKS); i++)
    {
      cards[n] = PL_CARD_NONE;
      face_up[n++] = FALSE;
    }
  if (shown)
    {
      cards[n] = s->turned;
      face_up[n++] = TRUE;
    }
  return n;
}

static guint
euchre_current_trick (gconstpointer state,
                      PlCard       *cards,
                      gint         *seats)
{
  guint leader = 0;
  guint n = pl_euchre_get_current_trick (state, cards, &leader);

  for (guint i = 0; i < n; i++)
    seats[i] = (gint) pl_euchre_trick_seat (state, leader, i);
  return n;
}

static guint
euchre_n_tricks (gconstpointer state)
{
  return ((const PlEuchreState *) state)->n_tricks;
}

static gboolean
euchre_get_trick (gconstpointer state,
                  guint         index,
                  PlCard       *cards,
                  gint         *seats,
                  guint        *n_cards,
                  guint        *leader,
                  guint        *winner)
{
  const PlEuchreState *s = state;
  const PlEuchreTrick *trick;
  guint n = pl_euchre_n_active (s);

  if (index >= s->n_tricks)
    return FALSE;
  trick = &s->tricks[index];
  for (guint i = 0; i < n; i++)
    {
      cards[i] = trick->cards[i];
      seats[i] = (gint) pl_euchre_trick_seat (s, trick->leader, i);
    }
  *n_cards = n;
  *leader = trick->leader;
  *winner = trick->winner;
  return TRUE;
}

/* As in Whist, a trick turned and quitted may not be looked at again
 * except the last one; once the deal is over every trick may be. */
static gint
euchre_peek_cost (gconstpointer state,
                  guint         seat,
                  guint         index)
{
  const PlEuchreState *s = state;

  if (index >= s->n_tricks)
    return -1;
  if (s->phase == PL_EUCHRE_PHASE_OVER || index + 1 == s->n_tricks)
    return 0;
  return -1;
}

static gint
euchre_declarer (gconstpointer state)
{
  return ((const PlEuchreState *) state)->maker;
}

/* "Hearts", "Hearts alone", "Hearts alone, defended alone". */
static char *
euchre_contract (gconstpointer state)
{
  const PlEuchreState *s = state;
  const char *suit;

  if (s->maker < 0 || s->trump == PL_EUCHRE_NO_TRUMP)
    return g_strdup ("");
  suit = pl_euchre_suit_name (s->trump);
  if (s->alone && s->defender >= 0)
    /* TRANSLATORS: the window's subtitle once trumps are made: the
     * trump suit, the maker alone and an adversary defending alone. */
    return g_strdup_printf (C_("euchre contract", "%s, alone against one"), suit);
  if (s->alone)
    /* TRANSLATORS: the window's subtitle: the trump suit, the maker
     * playing alone: "Hearts alone". */
    return g_strdup_printf (C_("euchre contract", "%s alone"), suit);
  /* TRANSLATORS: the window's subtitle: the trump suit, "Trumps: Hearts". */
  return g_strdup_printf (C_("euchre contract", "Trumps: %s"), suit);
}

/* What @move said, in the words the table uses ("Order up", "Assist",
 * "Take it up", "Hearts alone"); NULL for a move that says nothing. */
static char *
call_words (const PlEuchreState *s,
            const PlMove        *move)
{
  gboolean alone = (move->flags & PL_EUCHRE_FLAG_ALONE) != 0;

  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_PASS:
      return g_strdup (C_("euchre call", "Pass"));
    case PL_MOVE_ORDER_UP:
      if (move->seat == s->dealer)
        return g_strdup (alone ? C_("euchre call", "Takes it up alone")
                               : C_("euchre call", "Takes it up"));
      if (move->seat == pl_euchre_partner (s->dealer))
        return g_strdup (alone ? C_("euchre call", "Assists alone")
                               : C_("euchre call", "Assists"));
      return g_strdup (alone ? C_("euchre call", "Orders it up alone")
                             : C_("euchre call", "Orders it up"));
    case PL_MOVE_CALL:
      if (alone)
        /* TRANSLATORS: a player named trumps and goes alone: "Hearts alone". */
        return g_strdup_printf (C_("euchre call", "%s alone"), pl_euchre_suit_name (move->arg));
      return g_strdup (pl_euchre_suit_name (move->arg));
    case PL_MOVE_ALONE:
      return g_strdup (C_("euchre call", "Defends alone"));
    case PL_MOVE_CONCEDE:
      return g_strdup (C_("euchre call", "Lays the hand down"));
    default:
      return NULL;
    }
}

/* The tricks @seat won in the deal so far. */
static guint
seat_tricks (const PlEuchreState *s,
             guint                seat)
{
  guint n = 0;

  for (guint i = 0; i < s->n_tricks; i++)
    if (s->tricks[i].winner == seat)
      n++;
  return n;
}

static void
euchre_seat_info (gconstpointer        state,
                  const PlDealRecord  *deal,
                  guint                seat,
                  gint                 match_total,
                  char               **role,
                  gboolean            *is_declarer,
                  char               **said,
                  guint               *tricks)
{
  const PlEuchreState *s = state;
  GString *text = g_string_new (NULL);
  char *words = NULL;

  /* The role: who made trumps (and in what), who sits out; the table
   * marks the dealer itself. */
  if (s->maker == (gint) seat && s->trump != PL_EUCHRE_NO_TRUMP)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      /* TRANSLATORS: the seat that made trumps, and the trump suit:
       * "Maker: Hearts". */
      g_string_append_printf (text, C_("euchre role", "Maker: %s"),
                              pl_euchre_suit_name (s->trump));
    }
  if (pl_euchre_sits_out (s, seat))
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append (text, C_("euchre role", "Sits out"));
    }
  *role = g_string_free (text, FALSE);
  *is_declarer = FALSE;
  *tricks = seat_tricks (s, seat);

  /* What the seat said last in the making of trumps. */
  for (guint i = 0; i < deal->moves->len; i++)
    {
      const PlMove *move = &g_array_index (deal->moves, PlMove, i);
      char *now;

      if (move->seat != seat)
        continue;
      now = call_words (s, move);
      if (now != NULL)
        {
          g_free (words);
          words = now;
        }
    }
  *said = words != NULL ? words : g_strdup ("");
}

const PlTableGameView pl_table_euchre_view = {
  .game = &pl_euchre_game,
  .hand = euchre_hand,
  .hand_size = euchre_hand_size,
  .talon = euchre_talon,
  .current_trick = euchre_current_trick,
  .n_tricks = euchre_n_tricks,
  .get_trick = euchre_get_trick,
  .peek_cost = euchre_peek_cost,
  .seat_info = euchre_seat_info,
  .declarer = euchre_declarer,
  .contract = euchre_contract,
  .zones = PL_TABLE_ZONE_TRICK | PL_TABLE_ZONE_TALON,
  /* Five dealt, and the dealer holds six once he takes up the turned
   * card, until he puts one away. */
  .max_hand_size = 6,
};
