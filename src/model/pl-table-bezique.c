/* pl-table-bezique.c — what the table shows of a Bézique deal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table-bezique"

#include <glib/gi18n-lib.h>

#include "pl-bezique.h"
#include "pl-bezique-offer.h"
#include "pl-table-private.h"

/*
 * All the Bézique knowledge of the model is here, behind PlTableGameView.
 * The engine numbers the 64 physical cards (pl-bezique.h, "Physical
 * cards"); the table shows names, so every set is turned into a list of
 * names here, two identical cards appearing twice.
 */

/* The names of the physical set @set in display order (trumps first, high
 * to low); returns how many. */
static guint
bezique_names (const PlBeziqueState *state,
               PlBeziqueSet          set,
               PlCard               *out)
{
  guint n = 0;

  for (; set != 0; set &= set - 1)
    out[n++] = pl_bezique_card ((guint) __builtin_ctzll (set));
  /* The one order of the table (pl-bezique-words.h). */
  pl_bezique_sort_for_display (out, n, pl_bezique_get_trump (state));
  return n;
}

static guint
bezique_hand (gconstpointer state,
              guint         viewer,
              guint         seat,
              PlCard       *out)
{
  const PlBeziqueState *s = state;

  /* The concealed hand; the melds have their own list.  Once the deal is
   * over both hands are shown. */
  if (viewer != seat && pl_bezique_get_phase (s) != PL_BEZIQUE_PHASE_OVER)
    return 0;
  return bezique_names (s, pl_bezique_get_hand (s, seat), out);
}

static guint
bezique_melds (gconstpointer state,
               guint         seat,
               PlCard       *out)
{
  return bezique_names (state, pl_bezique_get_table (state, seat), out);
}

static guint
bezique_hand_size (gconstpointer state,
                   guint         seat)
{
  return (guint) __builtin_popcountll (pl_bezique_get_hand (state, seat));
}

static guint
bezique_talon (gconstpointer state,
               guint         viewer,
               PlCard       *cards,
               gboolean     *face_up)
{
  guint turn_up = pl_bezique_get_turn_up (state);
  guint size = pl_bezique_get_stock_size (state);
  guint n = 0;

  /* The turn-up lies face up under the stock until it is drawn; it is
   * counted in the stock's size. */
  if (turn_up != PL_BEZIQUE_NO_CARD)
    {
      cards[n] = pl_bezique_card (turn_up);
      face_up[n++] = TRUE;
      size--;
    }
  for (guint i = 0; i < size; i++)
    {
      cards[n] = PL_CARD_NONE;
      face_up[n++] = FALSE;
    }
  return n;
}

static gint
bezique_stock_count (gconstpointer state)
{
  /* Seed 002: the English laws let a player count the stock.  An
   * exhausted stock has nothing to count. */
  if (!pl_bezique_stock_count_visible (state) || pl_bezique_get_stock_size (state) == 0)
    return -1;
  return (gint) pl_bezique_get_stock_size (state);
}

static guint
bezique_current_trick (gconstpointer state,
                       PlCard       *cards,
                       gint         *seats)
{
  guint physical[2], leader = 0;
  guint n = pl_bezique_get_current_trick (state, physical, &leader);

  for (guint i = 0; i < n; i++)
    {
      cards[i] = pl_bezique_card (physical[i]);
      seats[i] = (gint) ((leader + i) % 2);
    }
  return n;
}

static guint
bezique_n_tricks (gconstpointer state)
{
  const PlBeziqueState *s = state;

  return s->n_tricks;
}

static gboolean
bezique_get_trick (gconstpointer state,
                   guint         index,
                   PlCard       *cards,
                   gint         *seats,
                   guint        *n_cards,
                   guint        *leader,
                   guint        *winner)
{
  guint physical[2], lead = 0, win = 0;

  if (!pl_bezique_get_trick (state, index, physical, &lead, &win))
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      cards[i] = pl_bezique_card (physical[i]);
      seats[i] = (gint) ((lead + i) % 2);
    }
  *n_cards = 2;
  *leader = lead;
  *winner = win;
  return TRUE;
}

static gint
bezique_peek_cost (gconstpointer state,
                   guint         seat,
                   guint         index)
{
  return pl_bezique_peek_cost (state, seat, index);
}

static void
bezique_seat_info (gconstpointer        state,
                   const PlDealRecord  *deal,
                   guint                seat,
                   gint                 match_total,
                   char               **role,
                   gboolean            *is_declarer,
                   char               **said,
                   guint               *tricks)
{
  const PlBeziqueState *s = state;
  PlBeziqueScore score;
  g_autoptr(GPtrArray) sayings = NULL;
  char *words;

  /* The running score of the deal (brisques as the option counts them,
   * pl-bezique.h), and the game's: the match is played to its target. */
  pl_bezique_get_score (s, seat, &score);
  /* Translators: a Bézique player's label: this deal's points, then the
   * game's total so far (the deals finished): "120 points · 870 in the
   * game". */
  *role = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point · %d in the game",
                                        "%u points · %d in the game", score.total),
                           score.total, match_total);
  *is_declarer = FALSE;
  *tricks = (guint) __builtin_popcountll (pl_bezique_get_won (s, seat)) / 2;

  /* What the seat said last, in the old players' words (seed 002: "Forty
   * for bézique, and twenty to score"; "Ten for the seven"), until it wins
   * another trick (pl-bezique-words.h). */
  if (deal != NULL)
    sayings = pl_bezique_deal_sayings (deal);
  words = pl_bezique_last_said (s, sayings, seat);
  *said = words != NULL ? words : g_strdup ("");
}

static gint
bezique_declarer (gconstpointer state)
{
  (void) state;
  return -1;
}

static char *
bezique_contract (gconstpointer state)
{
  static const char *const suits[4] = {
    NC_("card suit", "Clubs"),
    NC_("card suit", "Spades"),
    NC_("card suit", "Hearts"),
    NC_("card suit", "Diamonds"),
  };
  PlSuit trump = pl_bezique_get_trump (state);

  /* The trump suit stays in view after the turn-up is drawn. */
  /* TRANSLATORS: Bézique: the trump suit, "Trumps: Hearts". */
  return g_strdup_printf (C_("bezique", "Trumps: %s"),
                          g_dpgettext2 (GETTEXT_PACKAGE, "card suit", suits[trump & 3]));
}

static gboolean
bezique_tricks_countable (gconstpointer state)
{
  /* Seed 002: "The English laws allow a player to count the stock, the
   * French do not … the players are not allowed to count the number of
   * tricks they have won" — which would count the stock. */
  return pl_bezique_stock_count_visible (state);
}

static gboolean
bezique_play_move (gconstpointer   state,
                   guint           seat,
                   PlCard          card,
                   gboolean        from_melds,
                   PlMove         *move,
                   GError        **error)
{
  const PlBeziqueState *s = state;
  PlBeziqueSet place = from_melds ? pl_bezique_get_table (s, seat)
                                  : pl_bezique_get_hand (s, seat);
  PlBeziqueSet copies = place & PL_BEZIQUE_NAME_BITS (card);

  if (PL_CARD_RANK (card) < PL_RANK_7 || copies == 0)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   from_melds ? _("That card is not among your declared cards")
                              : _("That card is not in your hand"));
      return FALSE;
    }
  /* Either copy: the engine picks the one it plays (pl-bezique.h,
   * "Copies"), and the two are the same card. */
  *move = pl_move_new (PL_MOVE_PLAY, seat);
  move->card = (PlCard) __builtin_ctzll (copies);
  return pl_bezique_game.check_move (s, move, error);
}

/* The book's laws name physical cards (pl-table-laws.c). */
static PlCard
bezique_card_name (PlCard physical)
{
  return pl_bezique_card (physical);
}

const PlTableGameView pl_table_bezique_view = {
  .game = &pl_bezique_game,
  .hand = bezique_hand,
  .hand_size = bezique_hand_size,
  .talon = bezique_talon,
  .current_trick = bezique_current_trick,
  .n_tricks = bezique_n_tricks,
  .get_trick = bezique_get_trick,
  .peek_cost = bezique_peek_cost,
  .seat_info = bezique_seat_info,
  .declarer = bezique_declarer,
  .contract = bezique_contract,
  .melds = bezique_melds,
  .talon_style = PL_TALON_STOCK,
  .stock_count = bezique_stock_count,
  .tricks_countable = bezique_tricks_countable,
  .play_move = bezique_play_move,
  .card_name = bezique_card_name,
  .zones = PL_TABLE_ZONE_TRICK | PL_TABLE_ZONE_TALON | PL_TABLE_ZONE_MELDS,
  /* Seed 004: eight cards, declared ones included. */
  .max_hand_size = 8,
};
