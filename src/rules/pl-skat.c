/* pl-skat.c — the Skat state machine: deal, bidding, skat, announcement, play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-skat.h"
#include "pl-skat-private.h"
#include "pl-skat-laws.h"

/* ISkO 2.2.3: the values of the games, which are the only bids. */
static const guint16 bid_ladder[] = {
  18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55,
  59, 60, 63, 66, 70, 72, 77, 80, 81, 84, 88, 90, 96, 99, 100, 108, 110,
  117, 120, 121, 126, 130, 132, 135, 140, 143, 144, 150, 153, 154, 156,
  160, 162, 165, 168, 170, 176, 180, 187, 192, 198, 204, 216, 240, 264,
};

guint
pl_skat_bid_ladder (const guint16 **values)
{
  if (values != NULL)
    *values = bid_ladder;
  return G_N_ELEMENTS (bid_ladder);
}

gboolean
pl_skat_is_bid_value (guint value)
{
  for (guint i = 0; i < G_N_ELEMENTS (bid_ladder); i++)
    if (bid_ladder[i] == value)
      return TRUE;
  return FALSE;
}

PlCardSet
pl_skat_pack_set (void)
{
  return PL_SKAT_PACK;
}

guint
pl_skat_card_points (PlCard card)
{
  static const guint8 points[13] = { 0, 0, 0, 0, 0, 0, 0, 0, 10, 2, 3, 4, 11 };

  if (!pl_card_is_valid (card))
    return 0;
  return points[PL_CARD_RANK (card)];
}

guint
pl_skat_cardset_points (PlCardSet set)
{
  set &= PL_SKAT_PACK;
  return 11 * pl_cardset_count (set & PL_CARDSET_RANK (PL_RANK_ACE)) +
         10 * pl_cardset_count (set & PL_CARDSET_RANK (PL_RANK_10)) +
         4 * pl_cardset_count (set & PL_CARDSET_RANK (PL_RANK_KING)) +
         3 * pl_cardset_count (set & PL_CARDSET_RANK (PL_RANK_QUEEN)) +
         2 * pl_cardset_count (set & PL_CARDSET_RANK (PL_RANK_JACK));
}

/* Options ---------------------------------------------------------------- */

/* Options (pl-skat.h): three or four at the table, Kontra and Re, Ramsch
 * when all pass. */
static const PlOptionChoice skat_players[] = {
  { "3", 3, N_("Three") },
  { "4", 4, N_("Four") },
};

/* A Bock deal counts double; one in two Bock rounds at once, four times. */
static const PlOptionChoice skat_bock_levels[] = {
  { "0", 0, NULL },
  { "1", 1, NULL },
  { "2", 2, NULL },
  { "3", 3, NULL },
};

static const PlOptionSpec skat_options[] = {
  { "players", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlSkatOptions, players), 3,
    skat_players, G_N_ELEMENTS (skat_players), N_("_Players"),
    N_("At four, the dealer sits out each deal"), 0 },
  { "kontra", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlSkatOptions, kontra), FALSE,
    NULL, 0, N_("_Kontra and Re"),
    N_("The defenders may double the game before the first card, the declarer redouble"), 0 },
  { "ramsch", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlSkatOptions, ramsch), FALSE,
    NULL, 0, N_("_Ramsch"),
    N_("When all pass, play a Ramsch instead of throwing the deal in"), 0 },
  /* The club variants (pl-skat.h). */
  { "kontra-18", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlSkatOptions, kontra_18), FALSE,
    NULL, 0, N_("Kontra Only After _18"),
    N_("Only an opponent who said 18 or more in the bidding may double the game"), 0,
    "kontra" },
  { "schieberamsch", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlSkatOptions, schieberamsch), FALSE,
    NULL, 0, N_("_Schieberamsch"),
    N_("Before a Ramsch each player takes up the skat and pushes two cards on, "
       "or pushes it on unseen for double"), 0, "ramsch" },
  /* The match plays the rounds (pl-skat-rounds.h, the table's model). */
  { "bock", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlSkatOptions, bock), FALSE,
    NULL, 0, N_("_Bock Rounds"),
    N_("After a 60:60, a won Grand Hand or a game with Kontra lost or Re, a round "
       "in which every score counts double"), PL_OPTION_MATCH },
  { "ramsch-rounds", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlSkatOptions, ramsch_rounds), FALSE,
    NULL, 0, N_("Ramsch Rounds _After Bock"),
    N_("A round of Ramsch follows each Bock round; a player may declare Grand Hand "
       "instead"), PL_OPTION_MATCH, "bock" },
  /* Set by the match for one deal (pl-skat-rounds.h), not a preference:
   * they have no title. */
  { "bock-deal", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlSkatOptions, bock_deal), 0,
    skat_bock_levels, G_N_ELEMENTS (skat_bock_levels), NULL, NULL, 0 },
  { "ramsch-deal", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlSkatOptions, ramsch_deal), FALSE,
    NULL, 0, NULL, NULL, 0 },
  /* Seed 000's laws of play (pl-skat-laws.h), a table mode. */
  { "laws", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlSkatOptions, laws), FALSE,
    NULL, 0, N_("Play by the Book’s _Laws"),
    N_("Irregularities are possible, called and answered as the old laws say"), 0 },
};

static guint
skat_n_seats (const void *options)
{
  const PlSkatOptions *o = options;

  return o->players == 4 ? 4 : 3;
}

static guint
skat_pack (const void *options,
           PlCard     *cards)
{
  guint n = 0;

  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    for (guint rank = PL_RANK_7; rank <= PL_RANK_ACE; rank++)
      cards[n++] = PL_CARD (suit, rank);
  return n;
}

/* Deal ------------------------------------------------------------------- */

static gboolean
skat_deal (void          *state_ptr,
           const void    *options,
           guint          dealer,
           const PlCard  *pack,
           guint          n_cards,
           GError       **error)
{
  PlSkatState *state = state_ptr;
  PlCardSet seen = 0;

  memset (state, 0, sizeof *state);
  state->options = *(const PlSkatOptions *) options;
  state->n_seats = skat_n_seats (options);
  state->options.players = state->n_seats;

  if (dealer >= state->n_seats)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                   _("There is no seat %u to deal"), dealer);
      return FALSE;
    }
  if (n_cards != 32)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                   _("Skat is dealt 32 cards, not %u"), n_cards);
      return FALSE;
    }
  for (guint i = 0; i < n_cards; i++)
    {
      if (!pl_card_is_valid (pack[i]) ||
          !pl_cardset_has (PL_SKAT_PACK, pack[i]) ||
          pl_cardset_has (seen, pack[i]))
        {
          g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                       _("The deal is not the 32 cards of the Skat pack"));
          return FALSE;
        }
      seen = pl_cardset_add (seen, pack[i]);
    }

  state->dealer = dealer;
  for (guint p = 0; p < 3; p++)
    state->seat_of[p] = (dealer + 1 + p) % state->n_seats;

  /* pl-skat.h: 10 to forehand, 10 to middlehand, 10 to rearhand, 2 skat. */
  for (guint i = 0; i < 30; i++)
    {
      guint seat = state->seat_of[i / 10];
      state->hands[seat] = pl_cardset_add (state->hands[seat], pack[i]);
    }
  state->skat = pl_cardset_add (pl_cardset_add (0, pack[30]), pack[31]);
  state->dealt_skat = state->skat;
  memcpy (state->dealt, state->hands, sizeof state->dealt);

  if (state->options.ramsch_deal)
    {
      /* A Ramsch round's deal: no bidding, the Grand Hand question. */
      state->declarer = -1;
      state->kontra_by = -1;
      state->abandoned_by = -1;
      state->contract = PL_SKAT_NO_CONTRACT;
      state->phase = PL_SKAT_PHASE_GRAND_HAND;
      state->round_pos = 0;
      state->to_move = state->seat_of[0];
      return TRUE;
    }
  state->phase = PL_SKAT_PHASE_BIDDING;
  state->bid_stage = 0;
  state->bidder = state->seat_of[1];
  state->holder = state->seat_of[0];
  state->holder_to_answer = FALSE;
  state->to_move = state->bidder;
  state->declarer = -1;
  state->kontra_by = -1;
  state->abandoned_by = -1;
  state->contract = PL_SKAT_NO_CONTRACT;
  return TRUE;
}

/* Simple queries --------------------------------------------------------- */

static gint
skat_to_move (const void *state_ptr)
{
  const PlSkatState *state = state_ptr;

  return state->phase == PL_SKAT_PHASE_OVER ? -1 : state->to_move;
}

static gboolean
skat_is_terminal (const void *state_ptr)
{
  const PlSkatState *state = state_ptr;

  return state->phase == PL_SKAT_PHASE_OVER;
}

static const char *
skat_phase_name (const void *state_ptr)
{
  static const char *const names[] = {
    "bidding", "grand-hand", "push", "skat", "discard", "announce", "kontra",
    "play", "over", "remedy",
  };
  const PlSkatState *state = state_ptr;

  return state->phase < G_N_ELEMENTS (names) ? names[state->phase] : "?";
}

gint
pl_skat_get_seat_position (const PlSkatState *state,
                           guint              seat)
{
  for (guint p = 0; p < 3; p++)
    if (state->seat_of[p] == seat)
      return p;
  return -1;
}

/* The seat that plays next to the current trick. */
static guint
trick_next_seat (const PlSkatState *state)
{
  const PlSkatTrick *trick = &state->tricks[state->n_tricks];
  gint pos = pl_skat_get_seat_position (state, trick->leader);

  return state->seat_of[(pos + state->n_trick_cards) % 3];
}

/* The two opponents of the declarer, from forehand round. */
static guint
kontra_opponent (const PlSkatState *state,
                 guint              index)
{
  guint n = 0;

  for (guint p = 0; p < 3; p++)
    {
      if (state->seat_of[p] == (guint) state->declarer)
        continue;
      if (n++ == index)
        return state->seat_of[p];
    }
  return state->seat_of[0];
}

gint
pl_skat_kontra_asker (const PlSkatState *state,
                      guint              index)
{
  for (guint i = index; i < 2; i++)
    {
      guint seat = kontra_opponent (state, i);

      /* kontra-18 (XSkat's "kontra18"): only an opponent who said at least
       * 18 in the bidding may say Kontra. */
      if (!state->options.kontra_18 || state->max_bid[seat] >= 18)
        return i;
    }
  return -1;
}

guint
pl_skat_null_value (guint flags)
{
  /* ISkO 5.2: Null 23, Null Hand 35, Null Ouvert 46, Null Ouvert Hand 59. */
  if (flags & PL_SKAT_FLAG_OUVERT)
    return (flags & PL_SKAT_FLAG_HAND) ? 59 : 46;
  return (flags & PL_SKAT_FLAG_HAND) ? 35 : 23;
}

PlCardSet
pl_skat_legal_cards (const PlSkatState *state,
                     guint              seat)
{
  PlCardSet hand, follow;

  if (state->phase != PL_SKAT_PHASE_PLAY || state->to_move != (gint) seat)
    return 0;
  hand = state->hands[seat];
  if (state->n_trick_cards == 0)
    return hand;
  /* ISkO 3.3.1: a player must follow suit (with a trump if a trump was
   * led) if he can; otherwise he may play any card. */
  follow = hand & pl_skat_follow_set (state->contract,
                                      state->tricks[state->n_tricks].cards[0]);
  return follow ? follow : hand;
}

/* Legal moves ------------------------------------------------------------ */

static gboolean
announce_is_valid (const PlSkatState *state,
                   guint              contract,
                   guint              flags,
                   GError           **error);

static guint
skat_legal_moves (const void *state_ptr,
                  PlMove     *moves)
{
  const PlSkatState *state = state_ptr;
  guint n = 0;
  gint seat = state->to_move;
  PlMove m;

  if (state->phase == PL_SKAT_PHASE_OVER || seat < 0)
    return 0;

  switch ((PlSkatPhase) state->phase)
    {
    case PL_SKAT_PHASE_BIDDING:
      if (state->bid_stage < 2 && state->holder_to_answer)
        {
          m = pl_move_new (PL_MOVE_HOLD, seat);
          m.value = state->bid;
          moves[n++] = m;
        }
      else
        {
          for (guint i = 0; i < G_N_ELEMENTS (bid_ladder); i++)
            if (bid_ladder[i] > state->bid)
              {
                m = pl_move_new (PL_MOVE_BID, seat);
                m.value = bid_ladder[i];
                moves[n++] = m;
              }
        }
      moves[n++] = pl_move_new (PL_MOVE_PASS, seat);
      break;

    case PL_SKAT_PHASE_GRAND_HAND:
    case PL_SKAT_PHASE_PUSH:
      n = pl_skat_variant_legal_moves (state, moves);
      break;

    case PL_SKAT_PHASE_SKAT:
      moves[n++] = pl_move_new (PL_MOVE_PICKUP, seat);
      moves[n++] = pl_move_new (PL_MOVE_HAND, seat);
      break;

    case PL_SKAT_PHASE_DISCARD:
      {
        PlCardSet hand = state->hands[seat];
        PlCard a, b;

        PL_CARDSET_FOREACH (hand, a)
          {
            PlCardSet rest = hand & ~((PL_CARDSET_BIT (a) << 1) - 1);
            PL_CARDSET_FOREACH (rest, b)
              {
                m = pl_move_new (PL_MOVE_DISCARD, seat);
                m.cards = PL_CARDSET_BIT (a) | PL_CARDSET_BIT (b);
                moves[n++] = m;
              }
          }
      }
      break;

    case PL_SKAT_PHASE_ANNOUNCE:
      {
        static const guint8 flag_sets[] = {
          0,
          PL_SKAT_FLAG_OUVERT,
          PL_SKAT_FLAG_HAND,
          PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER,
          PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ,
          PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_OUVERT,
          PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ |
            PL_SKAT_FLAG_OUVERT,
        };

        for (guint c = PL_SKAT_CLUBS; c <= PL_SKAT_NULL; c++)
          for (guint f = 0; f < G_N_ELEMENTS (flag_sets); f++)
            if (announce_is_valid (state, c, flag_sets[f], NULL))
              {
                m = pl_move_new (PL_MOVE_ANNOUNCE, seat);
                m.arg = c;
                m.flags = flag_sets[f];
                moves[n++] = m;
              }
      }
      break;

    case PL_SKAT_PHASE_KONTRA:
      moves[n++] = pl_move_new (state->kontra == 0 ? PL_MOVE_KONTRA : PL_MOVE_RE,
                                seat);
      moves[n++] = pl_move_new (PL_MOVE_PASS, seat);
      break;

    case PL_SKAT_PHASE_PLAY:
      {
        PlCardSet legal = pl_skat_legal_cards (state, seat);
        PlCard card;

        PL_CARDSET_FOREACH (legal, card)
          {
            m = pl_move_new (PL_MOVE_PLAY, seat);
            m.card = card;
            moves[n++] = m;
          }
      }
      break;

    case PL_SKAT_PHASE_LAWS:
      n = pl_skat_laws_legal_moves (state, moves);
      break;

    case PL_SKAT_PHASE_OVER:
    default:
      break;
    }
  return n;
}

/* Checking moves --------------------------------------------------------- */

static gboolean
illegal (GError    **error,
         const char *format,
         ...) G_GNUC_PRINTF (2, 3);

static gboolean
illegal (GError    **error,
         const char *format,
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

static gboolean
announce_is_valid (const PlSkatState *state,
                   guint              contract,
                   guint              flags,
                   GError           **error)
{
  gboolean hand = !state->picked_up;
  const guint all = PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER |
                    PL_SKAT_FLAG_SCHWARZ | PL_SKAT_FLAG_OUVERT;

  if (contract > PL_SKAT_NULL)
    return illegal (error, _("That is not a game one can announce"));
  if (flags & ~all)
    return illegal (error, _("That is not an announcement"));
  if (!!(flags & PL_SKAT_FLAG_HAND) != hand)
    return illegal (error, hand
                    ? _("You did not take up the skat: announce a Hand game")
                    : _("You took up the skat: it cannot be a Hand game"));
  if (contract == PL_SKAT_NULL)
    {
      guint value = pl_skat_null_value (flags);

      if (flags & (PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ))
        return illegal (error, _("Schneider and Schwarz cannot be announced in a Null game"));
      /* A Null game has a fixed value: one below the bid is not allowed
       * (ISkO 2.2.6 asks for a game that reaches the bid). */
      if (value < state->bid)
        return illegal (error, _("This Null game is worth %u, less than your bid of %u"),
                        value, (guint) state->bid);
      return TRUE;
    }
  if ((flags & (PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ)) && !hand)
    return illegal (error, _("Schneider and Schwarz can be announced only in a Hand game"));
  if ((flags & PL_SKAT_FLAG_SCHWARZ) && !(flags & PL_SKAT_FLAG_SCHNEIDER))
    return illegal (error, _("Announcing Schwarz includes announcing Schneider"));
  if ((flags & PL_SKAT_FLAG_OUVERT) && flags != all)
    return illegal (error, _("An Ouvert game is played Hand with Schneider and Schwarz announced"));
  return TRUE;
}

gboolean
pl_skat_check_card (const PlSkatState *state,
                    guint              seat,
                    PlCard             card,
                    GError           **error)
{
  PlCardSet legal;

  if (state->phase != PL_SKAT_PHASE_PLAY)
    return illegal (error, _("This is not the time to play a card"));
  if (state->to_move != (gint) seat)
    return illegal (error, _("It is not your turn"));
  if (!pl_card_is_valid (card) || !pl_cardset_has (state->hands[seat], card))
    return illegal (error, _("You do not hold that card"));
  legal = pl_skat_legal_cards (state, seat);
  if (!pl_cardset_has (legal, card))
    {
      PlCard led = state->tricks[state->n_tricks].cards[0];

      if (pl_cardset_has (pl_skat_trumps (state->contract), led))
        return illegal (error, _("You must follow with a trump"));
      return illegal (error, _("You must follow suit: %s"),
                      pl_skat_suit_name (PL_CARD_SUIT (led)));
    }
  return TRUE;
}

static gboolean
skat_check_move (const void    *state_ptr,
                 const PlMove  *move,
                 GError       **error)
{
  const PlSkatState *state = state_ptr;
  guint seat = move->seat;

  if (state->phase == PL_SKAT_PHASE_OVER)
    return illegal (error, _("The deal is over"));
  if (move->kind >= PL_N_MOVE_KINDS)
    return illegal (error, _("That is not a move"));
  /* Irregular acts, remedies and calls are the laws' (pl-skat-laws.h). */
  if (pl_laws_is_laws_move (move) || state->phase == PL_SKAT_PHASE_LAWS)
    return pl_skat_laws_check (state, move, error);
  /* Claims and concessions are said out of turn too (pl-skat.h). */
  if (move->kind == PL_MOVE_CLAIM || move->kind == PL_MOVE_CONCEDE)
    return pl_skat_check_talk (state, move, error);
  if ((gint) seat != state->to_move)
    return illegal (error, _("It is not your turn"));

  switch ((PlSkatPhase) state->phase)
    {
    case PL_SKAT_PHASE_BIDDING:
      if (move->kind == PL_MOVE_PASS)
        return TRUE;
      if (state->bid_stage < 2 && state->holder_to_answer)
        {
          if (move->kind != PL_MOVE_HOLD)
            return illegal (error, _("Hold %u or pass"), (guint) state->bid);
          if (move->value != state->bid)
            return illegal (error, _("The bid to hold is %u"), (guint) state->bid);
          return TRUE;
        }
      if (move->kind != PL_MOVE_BID)
        return illegal (error, state->bid_stage == 2
                        ? _("Nobody has bid: bid or pass")
                        : _("It is your turn to bid: bid higher or pass"));
      if (!pl_skat_is_bid_value (move->value))
        return illegal (error, _("%u is not a bid: bids are game values (18, 20, 22, 23, 24, …)"),
                        (guint) move->value);
      if (move->value <= state->bid)
        return illegal (error, _("You must bid more than %u"), (guint) state->bid);
      return TRUE;

    case PL_SKAT_PHASE_GRAND_HAND:
    case PL_SKAT_PHASE_PUSH:
      return pl_skat_variant_check (state, move, error);

    case PL_SKAT_PHASE_SKAT:
      if (move->kind != PL_MOVE_PICKUP && move->kind != PL_MOVE_HAND)
        return illegal (error, _("Take up the skat or play Hand"));
      return TRUE;

    case PL_SKAT_PHASE_DISCARD:
      if (move->kind != PL_MOVE_DISCARD)
        return illegal (error, _("Put two cards away into the skat"));
      if (pl_cardset_count (move->cards) != 2)
        return illegal (error, _("Put exactly two cards away"));
      if ((move->cards & ~state->hands[seat]) != 0)
        return illegal (error, _("You can only put away cards you hold"));
      return TRUE;

    case PL_SKAT_PHASE_ANNOUNCE:
      if (move->kind != PL_MOVE_ANNOUNCE)
        return illegal (error, _("Announce your game"));
      return announce_is_valid (state, move->arg, move->flags, error);

    case PL_SKAT_PHASE_KONTRA:
      if (move->kind == PL_MOVE_PASS)
        return TRUE;
      if (state->kontra == 0 && move->kind != PL_MOVE_KONTRA)
        return illegal (error, _("Say Kontra or pass"));
      if (state->kontra == 1 && move->kind != PL_MOVE_RE)
        return illegal (error, _("Say Re or pass"));
      return TRUE;

    case PL_SKAT_PHASE_PLAY:
      if (move->kind != PL_MOVE_PLAY)
        return illegal (error, _("Play a card"));
      return pl_skat_check_card (state, seat, move->card, error);

    case PL_SKAT_PHASE_OVER:
    default:
      return illegal (error, _("The deal is over"));
    }
}

/* Applying moves --------------------------------------------------------- */

void
pl_skat_start_play (PlSkatState *state)
{
  state->phase = PL_SKAT_PHASE_PLAY;
  state->n_tricks = 0;
  state->n_trick_cards = 0;
  state->tricks[0].leader = state->seat_of[0];
  state->to_move = state->seat_of[0];
}

static void
end_deal (PlSkatState *state)
{
  state->phase = PL_SKAT_PHASE_OVER;
  state->to_move = -1;
}

static void
bidding_over (PlSkatState *state,
              gint         declarer)
{
  if (declarer >= 0)
    {
      state->declarer = declarer;
      state->phase = PL_SKAT_PHASE_SKAT;
      state->to_move = declarer;
    }
  else if (state->options.ramsch)
    pl_skat_start_ramsch (state);
  else
    end_deal (state);
}

void
pl_skat_after_announce (PlSkatState *state)
{
  gint asker = state->options.kontra ? pl_skat_kontra_asker (state, 0) : -1;

  if (asker < 0)
    {
      pl_skat_start_play (state);
      return;
    }
  state->phase = PL_SKAT_PHASE_KONTRA;
  state->kontra_asked = asker;
  state->to_move = kontra_opponent (state, asker);
}

/* One side of a bidding stage has passed: the other survives. */
static void
stage_over (PlSkatState *state,
            guint        survivor)
{
  if (state->bid_stage == 0)
    {
      state->bid_stage = 1;
      state->holder = survivor;
      state->bidder = state->seat_of[2];
      state->holder_to_answer = FALSE;
      state->to_move = state->bidder;
    }
  else if (state->bid > 0)
    bidding_over (state, survivor);
  else
    {
      /* Everyone passed without a bid: forehand may still play (ISkO
       * 2.2.8). */
      state->bid_stage = 2;
      state->to_move = state->seat_of[0];
    }
}

static void
apply_bidding (PlSkatState  *state,
               const PlMove *move)
{
  guint seat = move->seat;

  if (state->bid_stage == 2)
    {
      if (move->kind == PL_MOVE_BID)
        {
          state->bid = move->value;
          state->max_bid[seat] = move->value;
          bidding_over (state, seat);
        }
      else
        bidding_over (state, -1);
      return;
    }

  switch (move->kind)
    {
    case PL_MOVE_BID:
      state->bid = move->value;
      state->max_bid[seat] = move->value;
      state->holder_to_answer = TRUE;
      state->to_move = state->holder;
      break;
    case PL_MOVE_HOLD:
      state->max_bid[seat] = state->bid;
      state->holder_to_answer = FALSE;
      state->to_move = state->bidder;
      break;
    case PL_MOVE_PASS:
    default:
      stage_over (state, seat == state->bidder ? state->holder : state->bidder);
      break;
    }
}

static void
finish_trick (PlSkatState *state)
{
  PlSkatTrick *trick = &state->tricks[state->n_tricks];
  gint pos = pl_skat_get_seat_position (state, trick->leader);
  guint best = 0, best_power = 0;
  guint winner;
  PlCardSet cards;

  for (guint i = 0; i < 3; i++)
    {
      guint power = pl_skat_card_power (state->contract, trick->cards[0],
                                        trick->cards[i]);
      if (i == 0 || power > best_power)
        {
          best = i;
          best_power = power;
        }
    }
  winner = state->seat_of[(pos + best) % 3];
  trick->winner = winner;
  cards = PL_CARDSET_BIT (trick->cards[0]) | PL_CARDSET_BIT (trick->cards[1]) |
          PL_CARDSET_BIT (trick->cards[2]);
  state->won[winner] |= cards;
  state->n_won[winner]++;
  state->n_tricks++;
  state->n_trick_cards = 0;

  /* ISkO 4.5.1: Null is lost with the declarer's first trick; a game with
   * Schwarz announced is lost with the opponents' first.  Both decide the
   * deal, so the rest is not played (pl-skat.h). */
  if ((state->contract == PL_SKAT_NULL && (gint) winner == state->declarer) ||
      (state->contract <= PL_SKAT_GRAND && (state->flags & PL_SKAT_FLAG_SCHWARZ) &&
       (gint) winner != state->declarer))
    {
      state->ended_early = state->n_tricks < 10;
      end_deal (state);
      return;
    }
  if (state->n_tricks == 10)
    {
      end_deal (state);
      return;
    }
  state->tricks[state->n_tricks].leader = winner;
  state->to_move = winner;
}

static void
skat_apply (void         *state_ptr,
            const PlMove *move)
{
  PlSkatState *state = state_ptr;
  guint seat = move->seat;

  if (move->kind == PL_MOVE_CLAIM || move->kind == PL_MOVE_CONCEDE)
    {
      pl_skat_apply_talk (state, move);
      return;
    }
  if (state->options.laws && pl_skat_laws_apply (state, move))
    return;

  switch ((PlSkatPhase) state->phase)
    {
    case PL_SKAT_PHASE_BIDDING:
      apply_bidding (state, move);
      break;

    case PL_SKAT_PHASE_SKAT:
      if (move->kind == PL_MOVE_PICKUP)
        {
          state->picked_up = TRUE;
          state->hands[seat] |= state->skat;
          state->skat = 0;
          state->phase = PL_SKAT_PHASE_DISCARD;
        }
      else
        state->phase = PL_SKAT_PHASE_ANNOUNCE;
      break;

    case PL_SKAT_PHASE_DISCARD:
      state->hands[seat] &= ~move->cards;
      state->skat = move->cards;
      state->phase = PL_SKAT_PHASE_ANNOUNCE;
      break;

    case PL_SKAT_PHASE_GRAND_HAND:
    case PL_SKAT_PHASE_PUSH:
      pl_skat_variant_apply (state, move);
      break;

    case PL_SKAT_PHASE_ANNOUNCE:
      state->contract = move->arg;
      state->flags = move->flags;
      pl_skat_after_announce (state);
      break;

    case PL_SKAT_PHASE_KONTRA:
      if (move->kind == PL_MOVE_KONTRA)
        {
          state->kontra = 1;
          state->kontra_by = seat;
          state->to_move = state->declarer;
        }
      else if (move->kind == PL_MOVE_RE)
        {
          state->kontra = 2;
          pl_skat_start_play (state);
        }
      else if (state->kontra == 1 ||
               pl_skat_kontra_asker (state, state->kontra_asked + 1) < 0)
        pl_skat_start_play (state);
      else
        {
          state->kontra_asked = pl_skat_kontra_asker (state, state->kontra_asked + 1);
          state->to_move = kontra_opponent (state, state->kontra_asked);
        }
      break;

    case PL_SKAT_PHASE_PLAY:
      state->hands[seat] = pl_cardset_remove (state->hands[seat], move->card);
      state->tricks[state->n_tricks].cards[state->n_trick_cards++] = move->card;
      if (state->n_trick_cards == 3)
        finish_trick (state);
      else
        state->to_move = trick_next_seat (state);
      break;

    case PL_SKAT_PHASE_LAWS:
    case PL_SKAT_PHASE_OVER:
    default:
      break;
    }
  if (state->options.laws)
    pl_skat_laws_after (state);
}

/* What a seat may see ---------------------------------------------------- */

static PlCardSet
skat_visible_hand (const void *state_ptr,
                   guint       viewer,
                   guint       seat)
{
  const PlSkatState *state = state_ptr;

  if (seat >= state->n_seats)
    return 0;
  if (viewer == seat || state->phase == PL_SKAT_PHASE_OVER)
    return state->hands[seat];
  /* Seed 000, "Playing Ouverts": exposed before a card is played.  A
   * declarer who claims lays his cards open the same way (pl-skat.h). */
  if ((gint) seat == state->declarer &&
      ((state->flags & PL_SKAT_FLAG_OUVERT) || state->claimed) &&
      state->phase >= PL_SKAT_PHASE_KONTRA)
    return state->hands[seat];
  return 0;
}

PlCardSet
pl_skat_visible_skat (const PlSkatState *state,
                      guint              viewer)
{
  if (state->phase == PL_SKAT_PHASE_OVER)
    return state->skat;
  if ((gint) viewer == state->declarer && state->picked_up)
    return state->skat;
  return 0;
}

/* The ISkO gives the skat to the declarer: having taken it up he may look
 * at the cards he put away, and change them, until the game is announced,
 * and see them again until the first card is led; after that the skat
 * lies face down, untouched by everyone, until the game is over and it is
 * counted with the declarer's tricks.  The opponents never look at it
 * during the game (an opponent who did would lose the game for his side).
 * A Hand game's skat stays face down until the end. */
gboolean
pl_skat_may_look_at_skat (const PlSkatState *state,
                          guint              viewer,
                          GError           **error)
{
  if (state->phase == PL_SKAT_PHASE_OVER)
    return TRUE;
  if ((gint) viewer != state->declarer || state->declarer < 0)
    return illegal (error, _("Only the declarer may look at the skat, and only before the first card is led"));
  if (!state->picked_up)
    return illegal (error, _("A Hand game’s skat stays face down until the game is over"));
  if (state->phase == PL_SKAT_PHASE_PLAY &&
      (state->n_tricks > 0 || state->n_trick_cards > 0))
    return illegal (error, _("The first card is led: the skat stays face down until the game is over"));
  return TRUE;
}

PlCardSet
pl_skat_shown_skat (const PlSkatState *state,
                    guint              viewer)
{
  if (!pl_skat_may_look_at_skat (state, viewer, NULL))
    return 0;
  return state->skat;
}

/* The table of functions ------------------------------------------------- */

const PlGame pl_skat_game = {
  .id = "skat",
  .name = NC_("game name", "Skat"),
  .options_size = sizeof (PlSkatOptions),
  .state_size = sizeof (PlSkatState),
  .options = skat_options,
  .n_options = G_N_ELEMENTS (skat_options),
  .n_seats = skat_n_seats,
  .pack = skat_pack,
  .deal = skat_deal,
  .to_move = skat_to_move,
  .is_terminal = skat_is_terminal,
  .phase_name = skat_phase_name,
  .legal_moves = skat_legal_moves,
  .check_move = skat_check_move,
  .apply = skat_apply,
  .visible_hand = skat_visible_hand,
  .result = pl_skat_result_vfunc,
  .result_json = pl_skat_result_json_vfunc,
  .move_to_string = pl_skat_move_to_string,
  .move_from_string = pl_skat_move_from_string,
  .laws = &pl_skat_laws,
};
