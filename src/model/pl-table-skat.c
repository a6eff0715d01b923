/* pl-table-skat.c — what the table shows of a Skat deal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table-skat"

#include <glib/gi18n-lib.h>

#include "pl-record.h"
#include "pl-skat.h"
#include "pl-skat-rounds.h"
#include "pl-table-private.h"

/* All the Skat knowledge of the model is here, behind PlTableGameView. */

static guint
skat_hand (gconstpointer state,
           guint         viewer,
           guint         seat,
           PlCard       *out)
{
  return pl_skat_sort_hand (state, pl_skat_game.visible_hand (state, viewer, seat), out);
}

static guint
skat_hand_size (gconstpointer state,
                guint         seat)
{
  return pl_cardset_count (pl_skat_get_hand (state, seat));
}

static guint
skat_talon (gconstpointer state,
            guint         viewer,
            PlCard       *cards,
            gboolean     *face_up)
{
  PlCardSet skat = pl_skat_get_skat (state);
  PlCardSet visible = pl_skat_shown_skat (state, viewer) & skat;
  guint n, hidden = pl_cardset_count (skat & ~visible);

  /* The skat lies face down but for the declarer who took it up, until
   * the first card is led (pl_skat_shown_skat(): the ISkO), and for
   * everyone once the deal is over.  A card the viewer may not see never
   * leaves the rules as a face. */
  n = pl_skat_sort_hand (state, visible, cards);
  for (guint i = 0; i < n; i++)
    face_up[i] = TRUE;
  for (guint i = 0; i < hidden; i++)
    {
      cards[n] = PL_CARD_NONE;
      face_up[n++] = FALSE;
    }
  return n;
}

/* The seat of the @i-th card of a trick led by @leader: the active seats
 * play in the order forehand, middlehand, rearhand round. */
static gint
skat_trick_seat (const PlSkatState *state,
                 guint              leader,
                 guint              i)
{
  gint position = pl_skat_get_seat_position (state, leader);

  if (position < 0)
    return -1;
  return (gint) pl_skat_get_position_seat (state, ((guint) position + i) % 3);
}

static guint
skat_current_trick (gconstpointer state,
                    PlCard       *cards,
                    gint         *seats)
{
  guint leader = 0;
  guint n = pl_skat_get_current_trick (state, cards, &leader);

  for (guint i = 0; i < n; i++)
    seats[i] = skat_trick_seat (state, leader, i);
  return n;
}

static guint
skat_n_tricks (gconstpointer state)
{
  return pl_skat_get_n_tricks (state);
}

static gboolean
skat_get_trick (gconstpointer state,
                guint         index,
                PlCard       *cards,
                gint         *seats,
                guint        *n_cards,
                guint        *leader,
                guint        *winner)
{
  guint lead = 0, win = 0;

  if (!pl_skat_get_trick (state, index, cards, &lead, &win))
    return FALSE;
  for (guint i = 0; i < 3; i++)
    seats[i] = skat_trick_seat (state, lead, i);
  *n_cards = 3;
  *leader = lead;
  *winner = win;
  return TRUE;
}

static gint
skat_peek_cost (gconstpointer state,
                guint         seat,
                guint         index)
{
  return pl_skat_peek_cost (state, seat, index);
}

static gint
skat_declarer (gconstpointer state)
{
  return pl_skat_get_declarer (state);
}

/* "Clubs", "Grand Hand", "Hearts Hand Schneider", "Null Ouvert",
 * "Grand Ouvert": the name and what was announced with it.  A suit or
 * Grand Ouvert implies Hand, Schneider and Schwarz, so they are not said. */
static char *
skat_contract_text (PlSkatContract contract,
                    guint          flags)
{
  GString *text = g_string_new (pl_skat_contract_name (contract));
  gboolean ouvert = (flags & PL_SKAT_FLAG_OUVERT) != 0;

  if (!ouvert || contract == PL_SKAT_NULL)
    {
      if (flags & PL_SKAT_FLAG_HAND)
        g_string_append_printf (text, " %s", C_("skat announcement", "Hand"));
      if (flags & PL_SKAT_FLAG_SCHWARZ)
        g_string_append_printf (text, " %s", C_("skat announcement", "Schwarz"));
      else if (flags & PL_SKAT_FLAG_SCHNEIDER)
        g_string_append_printf (text, " %s", C_("skat announcement", "Schneider"));
    }
  if (ouvert)
    g_string_append_printf (text, " %s", C_("skat announcement", "Ouvert"));
  return g_string_free (text, FALSE);
}

static char *
skat_game_text (const PlSkatState *state)
{
  PlSkatContract contract = pl_skat_get_contract (state);

  if (contract == PL_SKAT_NO_CONTRACT)
    return g_strdup ("");
  if (contract == PL_SKAT_RAMSCH)
    return g_strdup (pl_skat_contract_name (contract));
  if (pl_skat_get_declarer (state) < 0)
    return g_strdup ("");
  return skat_contract_text (contract, pl_skat_get_flags (state));
}

/* The game, and the round the match plays it in (pl-skat-rounds.h), so
 * that the table says from the first bid that the deal counts double or
 * is a Ramsch round: "Bock", "Clubs Hand · Bock", "Ramsch round". */
static char *
skat_contract (gconstpointer state_ptr)
{
  const PlSkatState *state = state_ptr;
  g_autofree char *game = skat_game_text (state);
  const char *round = NULL;

  if (state->options.ramsch_deal)
    round = C_("skat round", "Ramsch round");
  else if (state->options.bock_deal > 1)
    round = C_("skat round", "Double Bock");
  else if (state->options.bock_deal == 1)
    round = C_("skat round", "Bock");
  if (round == NULL)
    return g_steal_pointer (&game);
  if (*game == '\0')
    return g_strdup (round);
  /* TRANSLATORS: the game and the round it is played in: "Clubs Hand · Bock". */
  return g_strdup_printf (C_("skat round", "%s · %s"), game, round);
}

static void
skat_seat_info (gconstpointer        state,
                const PlDealRecord  *deal,
                guint                seat,
                gint                 match_total,
                char               **role,
                gboolean            *is_declarer,
                char               **said,
                guint               *tricks)
{
  static const char *positions[3] = {
    NC_("skat position", "Forehand"),
    NC_("skat position", "Middlehand"),
    NC_("skat position", "Rearhand"),
  };
  gint position = pl_skat_get_seat_position (state, seat);
  gboolean announced = FALSE;
  char *text = NULL;

  if (position < 0)
    *role = g_strdup (C_("skat position", "Sits out"));
  else
    *role = g_strdup (g_dpgettext2 (GETTEXT_PACKAGE, "skat position",
                                    positions[position]));
  *is_declarer = pl_skat_get_declarer (state) == (gint) seat;
  *tricks = pl_skat_get_tricks_taken (state, seat);

  /* What the seat said last: its bids, then the declarer's game, then
   * Kontra and Re.  A pass after the announcement is a pass on Kontra,
   * which the label does not repeat. */
  for (guint i = 0; i < deal->moves->len; i++)
    {
      const PlMove *move = &g_array_index (deal->moves, PlMove, i);

      if (move->kind == PL_MOVE_ANNOUNCE)
        announced = TRUE;
      if (move->seat != seat)
        continue;
      switch (move->kind)
        {
        case PL_MOVE_BID:
          g_free (text);
          text = g_strdup_printf ("%u", (guint) move->value);
          break;
        case PL_MOVE_HOLD:
          g_free (text);
          text = g_strdup (C_("skat bidding", "Hold"));
          break;
        case PL_MOVE_PASS:
          if (!announced)
            {
              g_free (text);
              text = g_strdup (C_("skat bidding", "Pass"));
            }
          break;
        case PL_MOVE_ANNOUNCE:
          g_free (text);
          text = skat_contract_text (move->arg, move->flags);
          break;
        case PL_MOVE_KONTRA:
          g_free (text);
          text = g_strdup (C_("skat bidding", "Kontra"));
          break;
        case PL_MOVE_RE:
          g_free (text);
          text = g_strdup (C_("skat bidding", "Re"));
          break;
        default:
          break;
        }
    }
  *said = text != NULL ? text : g_strdup ("");
}

/* The club's Bock and Ramsch rounds span deals: the match replays its
 * finished deals through the schedule (pl-skat-rounds.h) to know the
 * next deal's options and whether its dealer deals again. */
static void
skat_deal_options (gconstpointer               match_options,
                   const PlDealRecord * const *deals,
                   guint                       n_deals,
                   gpointer                    options,
                   gboolean                   *same_dealer)
{
  const PlSkatOptions *match = match_options;
  PlSkatRounds rounds;

  pl_skat_rounds_init (&rounds);
  if (match->bock)
    for (guint i = 0; i < n_deals; i++)
      {
        g_autoptr(GError) error = NULL;
        g_autofree PlSkatState *state = pl_deal_record_replay (deals[i], G_MAXUINT, &error);

        /* The match's deals replayed once already: one that does not now
         * counts for nothing rather than stop the match. */
        if (state == NULL)
          {
            g_warning ("A deal of the match does not replay: %s", error->message);
            continue;
          }
        pl_skat_rounds_add_deal (&rounds, match, state);
      }
  pl_skat_rounds_deal_options (&rounds, match, options);
  *same_dealer = pl_skat_rounds_same_dealer (&rounds);
}

const PlTableGameView pl_table_skat_view = {
  .game = &pl_skat_game,
  .hand = skat_hand,
  .hand_size = skat_hand_size,
  .talon = skat_talon,
  .current_trick = skat_current_trick,
  .n_tricks = skat_n_tricks,
  .get_trick = skat_get_trick,
  .peek_cost = skat_peek_cost,
  .seat_info = skat_seat_info,
  .declarer = skat_declarer,
  .contract = skat_contract,
  .zones = PL_TABLE_ZONE_TRICK | PL_TABLE_ZONE_TALON,
  /* Ten dealt, and the declarer holds the skat's two before he puts two
   * away. */
  .max_hand_size = 12,
  .deal_options = skat_deal_options,
};
