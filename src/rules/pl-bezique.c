/* pl-bezique.c — the Bézique state machine: deal, tricks, declarations,
 * the draw, the last eight tricks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-bezique.h"
#include "pl-bezique-private.h"
#include "pl-bezique-laws.h"

/* Options ---------------------------------------------------------------- */

/* Options (pl-bezique.h). */
static const PlOptionChoice bezique_targets[] = {
  { "1000", 1000, N_("1,000 Points") },
  { "1500", 1500, N_("1,500 Points") },
  { "2000", 2000, N_("2,000 Points") },
};

/* Seed 002: brisques in the last eight "should be scored as soon as made";
 * the rest at the end (the default), or all at the end, or all at once. */
static const PlOptionChoice bezique_brisques[] = {
  { "last-eight", PL_BEZIQUE_BRISQUES_LAST_EIGHT, N_("Last Eight as Made") },
  { "end", PL_BEZIQUE_BRISQUES_END, N_("End of the Deal") },
  { "at-once", PL_BEZIQUE_BRISQUES_AT_ONCE, N_("As Soon as Made") },
};

/* Foster allows a card declared in a class to go into a higher combination
 * of it ("combinations of equal value of the same class" are what is
 * forbidden); reuse=whole asks for the whole lower combination. */
static const PlOptionChoice bezique_reuse[] = {
  { "higher", FALSE, N_("Alone") },
  { "whole", TRUE, N_("With the Rest") },
};

static const PlOptionSpec bezique_options[] = {
  { "target", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlBeziqueOptions, target), 1000,
    bezique_targets, G_N_ELEMENTS (bezique_targets), N_("_Game"),
    N_("The points a game is played to"), PL_OPTION_MATCH },
  /* The English laws (seed 002): the stock may be counted. */
  { "count-stock", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlBeziqueOptions, count_stock), TRUE,
    NULL, 0, N_("_Count the Stock"),
    N_("English laws: the cards left in the stock are shown. French laws: they may not be "
       "counted"), 0 },
  { "brisques", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlBeziqueOptions, brisques),
    PL_BEZIQUE_BRISQUES_LAST_EIGHT,
    bezique_brisques, G_N_ELEMENTS (bezique_brisques), N_("Score _Brisques"),
    N_("When the aces and tens taken in tricks count"), 0 },
  /* Seed 002: "A trick once turned and quitted cannot again be seen". */
  { "peek", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlBeziqueOptions, peek), FALSE,
    NULL, 0, N_("_Look at Turned Tricks"),
    N_("By mutual consent; the old laws say a trick once turned cannot again be seen"), 0 },
  { "reuse", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlBeziqueOptions, reuse_whole), FALSE,
    bezique_reuse, G_N_ELEMENTS (bezique_reuse), N_("_Declared Cards Again"),
    N_("A card declared in a combination, used in a higher one of its class: alone, as "
       "Foster allows, or only with the rest of the lower one"), 0 },
  /* Seeds 002 and 004 on drawing wrongly and the like (pl-bezique-laws.h), a table mode. */
  { "laws", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlBeziqueOptions, laws), FALSE,
    NULL, 0, N_("Play by the Book’s La_ws"),
    N_("Irregularities are possible, called and answered as the old laws say"), 0 },
};

static guint
bezique_n_seats (const void *options)
{
  return 2;
}

/* The game is played to the target agreed (the `target` option, 1000 by
 * default): the first to reach it wins, and no deal follows. */
static guint
bezique_match_target (const void *options)
{
  const PlBeziqueOptions *o = options;

  return o->target;
}

static guint
bezique_pack (const void *options,
              PlCard     *cards)
{
  guint n = 0;

  /* Two piquet packs: C S H D, each 7 8 9 T J Q K A, twice. */
  for (guint copy = 0; copy < 2; copy++)
    for (guint suit = 0; suit < PL_N_SUITS; suit++)
      for (guint rank = PL_RANK_7; rank <= PL_RANK_ACE; rank++)
        cards[n++] = PL_CARD (suit, rank);
  return n;
}

/* Deal ------------------------------------------------------------------- */

static gboolean
bezique_deal (void          *state_ptr,
              const void    *options,
              guint          dealer,
              const PlCard  *pack,
              guint          n_cards,
              GError       **error)
{
  PlBeziqueState *state = state_ptr;
  guint8 physical[PL_BEZIQUE_N_CARDS];
  PlBeziqueSet seen = 0;
  guint elder;

  memset (state, 0, sizeof *state);
  state->options = *(const PlBeziqueOptions *) options;

  if (dealer >= 2)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                   _("There is no seat %u to deal"), dealer);
      return FALSE;
    }
  if (n_cards != PL_BEZIQUE_N_CARDS)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                   _("Bézique is dealt 64 cards, not %u"), n_cards);
      return FALSE;
    }
  /* Each name twice: its first appearance is copy 0, its second copy 1. */
  for (guint i = 0; i < n_cards; i++)
    {
      guint p;

      if (!pl_card_is_valid (pack[i]) || PL_CARD_RANK (pack[i]) < PL_RANK_7)
        goto bad_pack;
      p = pl_bezique_physical (pack[i], 0);
      if (seen & PL_BEZIQUE_BIT (p))
        p = pl_bezique_physical (pack[i], 1);
      if (seen & PL_BEZIQUE_BIT (p))
        goto bad_pack;
      seen |= PL_BEZIQUE_BIT (p);
      physical[i] = p;
    }

  elder = 1 - dealer;
  state->dealer = dealer;
  state->elder = elder;
  /* pl-bezique.h: 0–7 to the elder hand, 8–15 to the dealer, 16 the
   * turn-up (the last card of the stock), 17–63 the stock. */
  for (guint i = 0; i < 8; i++)
    {
      state->hands[elder] |= PL_BEZIQUE_BIT (physical[i]);
      state->hands[dealer] |= PL_BEZIQUE_BIT (physical[8 + i]);
    }
  for (guint i = 0; i < PL_BEZIQUE_STOCK_SIZE - 1; i++)
    state->stock[i] = physical[17 + i];
  state->stock[PL_BEZIQUE_STOCK_SIZE - 1] = physical[16];
  state->stock_next = 0;
  state->trump = PL_CARD_SUIT (pack[16]);
  /* Foster: a seven turned up scores ten for the dealer. */
  if (PL_CARD_RANK (pack[16]) == PL_RANK_7)
    state->seven_points[dealer] += 10;

  state->exchanged = PL_BEZIQUE_NO_CARD;
  state->phase = PL_BEZIQUE_PHASE_LEAD;
  state->to_move = elder;
  state->tricks[0].leader = elder;
  return TRUE;

bad_pack:
  g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
               _("The deal is not the 64 cards of two piquet packs"));
  return FALSE;
}

/* Simple queries --------------------------------------------------------- */

static gint
bezique_to_move (const void *state_ptr)
{
  const PlBeziqueState *state = state_ptr;

  return state->phase == PL_BEZIQUE_PHASE_OVER ? -1 : state->to_move;
}

static gboolean
bezique_is_terminal (const void *state_ptr)
{
  const PlBeziqueState *state = state_ptr;

  return state->phase == PL_BEZIQUE_PHASE_OVER;
}

static const char *
bezique_phase_name (const void *state_ptr)
{
  static const char *const names[] = {
    "lead", "follow", "declare", "announce", "over", "draw", "remedy",
  };
  const PlBeziqueState *state = state_ptr;

  return state->phase < G_N_ELEMENTS (names) ? names[state->phase] : "?";
}

PlBeziqueSet
pl_bezique_legal_cards (const PlBeziqueState *state,
                        guint                 seat)
{
  PlBeziqueSet hand, same, higher = 0, trumps;
  guint lead;
  PlSuit suit;

  if ((state->phase != PL_BEZIQUE_PHASE_LEAD &&
       state->phase != PL_BEZIQUE_PHASE_FOLLOW) ||
      state->to_move != (gint) seat)
    return 0;
  hand = state->hands[seat] | state->table[seat];
  /* Seed 004: "Players are not obliged to follow suit or trump until all
   * the cards have been drawn from the pack." */
  if (state->phase == PL_BEZIQUE_PHASE_LEAD || !state->last_eight)
    return hand;

  /* Seed 002, the last eight tricks: "his adversary must now not only
   * follow suit, but must win the trick if he can, either with a superior
   * card of the same suit, or with a trump". */
  lead = state->tricks[state->n_tricks].cards[0];
  suit = PL_CARD_SUIT (PL_BEZIQUE_CARD (lead));
  same = hand & PL_BEZIQUE_SUIT_BITS (suit);
  if (same)
    {
      guint p;

      for (p = 0; p < 64; p++)
        if ((same & PL_BEZIQUE_BIT (p)) && pl_bezique_beats (p, lead, state->trump))
          higher |= PL_BEZIQUE_BIT (p);
      return higher ? higher : same;
    }
  trumps = hand & PL_BEZIQUE_SUIT_BITS (state->trump);
  return trumps ? trumps : hand;
}

/* The copies of the pending combinations of @seat. */
static PlBeziqueSet
pending_cards (const PlBeziqueState *state,
               guint                 seat)
{
  PlBeziqueSet set = 0;

  for (guint i = 0; i < state->n_declarations[seat]; i++)
    if (state->declarations[seat][i].status == PL_BEZIQUE_PENDING)
      set |= state->declarations[seat][i].cards;
  return set;
}

guint
pl_bezique_play_copy (const PlBeziqueState *state,
                      guint                 seat,
                      PlCard                card,
                      gboolean              from_table)
{
  PlBeziqueSet bits = PL_BEZIQUE_NAME_BITS (card), place;

  if (!pl_card_is_valid (card) || PL_CARD_RANK (card) < PL_RANK_7 || seat > 1)
    return PL_BEZIQUE_NO_CARD;
  place = (from_table ? state->table[seat] : state->hands[seat]) & bits;
  if (place == 0)
    return PL_BEZIQUE_NO_CARD;
  /* pl-bezique.h, "Copies": on the table the copy that breaks no pending
   * combination, if there is one. */
  if (from_table && (place & ~pending_cards (state, seat)) != 0)
    place &= ~pending_cards (state, seat);
  return (guint) __builtin_ctzll (place);
}

/* Seed 004 iii: "The seven of trumps may be exchanged for the trump card,
 * and for this exchange ten is scored."  The trump card must not be a
 * seven itself: a seven turned up has scored for the dealer (Foster), and
 * a seven exchanged lies there having scored for its holder, whose
 * adversary, holding the other seven, scores ten for it when he plays it
 * (iv) but cannot take the first one back.  So each seven of trumps scores
 * once in a deal, turned up, exchanged or played, and the exchange is
 * made at most once (issue 18). */
gboolean
pl_bezique_exchange_possible (const PlBeziqueState *state,
                              guint                 seat)
{
  PlCard seven = PL_CARD (state->trump, PL_RANK_7);

  return (state->phase == PL_BEZIQUE_PHASE_DECLARE ||
          state->phase == PL_BEZIQUE_PHASE_ANNOUNCE) &&
         state->to_move == (gint) seat &&
         state->exchanged == PL_BEZIQUE_NO_CARD &&
         state->stock_next < PL_BEZIQUE_STOCK_SIZE &&
         !pl_bezique_turn_up_is_seven (state) &&
         (state->hands[seat] & PL_BEZIQUE_NAME_BITS (seven)) != 0;
}

/* Legal moves ------------------------------------------------------------ */

/* Appends the exchange of the seven of trumps if it is possible now. */
static guint
add_exchange (const PlBeziqueState *state,
              guint                 seat,
              PlMove               *moves,
              guint                 n)
{
  PlCard seven = PL_CARD (state->trump, PL_RANK_7);

  if (!pl_bezique_exchange_possible (state, seat))
    return n;
  moves[n] = pl_move_new (PL_MOVE_EXCHANGE, seat);
  moves[n].card = pl_bezique_play_copy (state, seat, seven, FALSE);
  return n + 1;
}

static guint
bezique_legal_moves (const void *state_ptr,
                     PlMove     *moves)
{
  const PlBeziqueState *state = state_ptr;
  gint seat = state->to_move;
  guint n = 0;

  if (state->phase == PL_BEZIQUE_PHASE_OVER || seat < 0)
    return 0;
  /* The draws, the answers to irregularities and what they restrict
   * (pl-bezique-laws.h). */
  if (state->options.laws && pl_bezique_laws_legal_moves (state, moves, &n))
    return n;

  switch ((PlBeziquePhase) state->phase)
    {
    case PL_BEZIQUE_PHASE_LEAD:
    case PL_BEZIQUE_PHASE_FOLLOW:
      {
        PlBeziqueSet legal = pl_bezique_legal_cards (state, seat);

        for (guint from_table = 0; from_table < 2; from_table++)
          {
            PlBeziqueSet place = legal & (from_table ? state->table[seat]
                                                     : state->hands[seat]);
            PlCardSet names = pl_bezique_set_names (place);
            PlCard card;

            PL_CARDSET_FOREACH (names, card)
              {
                moves[n] = pl_move_new (PL_MOVE_PLAY, seat);
                moves[n].card = pl_bezique_play_copy (state, seat, card, from_table);
                n++;
              }
          }
      }
      break;

    case PL_BEZIQUE_PHASE_DECLARE:
      n = add_exchange (state, seat, moves, n);
      n = pl_bezique_declaration_moves (state, seat, 0, moves, n);
      if (n < PL_MAX_MOVES)
        moves[n++] = pl_move_new (PL_MOVE_NO_DECLARE, seat);
      break;

    case PL_BEZIQUE_PHASE_ANNOUNCE:
      /* Seed 004 iii: the exchange "at the same time" as the declaration,
       * before or after it. */
      n = add_exchange (state, seat, moves, n);
      n = pl_bezique_declaration_moves (state, seat, PL_BEZIQUE_TO_SCORE, moves, n);
      if (n < PL_MAX_MOVES)
        moves[n++] = pl_move_new (PL_MOVE_NO_DECLARE, seat);
      break;

    case PL_BEZIQUE_PHASE_OVER:
    case PL_BEZIQUE_PHASE_DRAW:
    case PL_BEZIQUE_PHASE_LAWS:
    default:
      break;
    }
  return n;
}

/* Applying moves --------------------------------------------------------- */

/* After the winner's declarations: both draw, the winner first (seed 004:
 * "the taker of the last trick drawing first"); the last card of the stock
 * goes to the winner and the turn-up to his adversary (seed 002). */
void
pl_bezique_begin_last_eight (PlBeziqueState *state)
{
  /* Seed 002: "the players take back into their hands all the cards
   * remaining of the combinations which have been laid on the table";
   * "If the stock is exhausted before the player with a score in abeyance
   * can win another trick, the score is lost." */
  state->last_eight = TRUE;
  for (guint s = 0; s < 2; s++)
    {
      state->hands[s] |= state->table[s];
      state->table[s] = 0;
      for (guint i = 0; i < state->n_declarations[s]; i++)
        if (state->declarations[s][i].status == PL_BEZIQUE_PENDING)
          state->declarations[s][i].status = PL_BEZIQUE_LOST;
    }
}

void
pl_bezique_draw_and_lead (PlBeziqueState *state)
{
  guint winner = state->to_move, other = 1 - winner;

  /* By the laws the players draw for themselves (pl-bezique-laws.h). */
  if (state->options.laws)
    {
      pl_bezique_laws_start_draws (state);
      return;
    }
  state->hands[winner] |= PL_BEZIQUE_BIT (state->stock[state->stock_next++]);
  state->hands[other] |= PL_BEZIQUE_BIT (state->stock[state->stock_next++]);
  state->laid_now = 0;
  state->exchanged = PL_BEZIQUE_NO_CARD;

  if (state->stock_next >= PL_BEZIQUE_STOCK_SIZE)
    pl_bezique_begin_last_eight (state);
  state->phase = PL_BEZIQUE_PHASE_LEAD;
  state->tricks[state->n_tricks].leader = winner;
}

static void
finish_trick (PlBeziqueState *state)
{
  PlBeziqueTrick *trick = &state->tricks[state->n_tricks];
  guint follower = 1 - trick->leader;
  guint winner;

  winner = pl_bezique_beats (trick->cards[1], trick->cards[0], state->trump)
           ? follower : trick->leader;
  trick->winner = winner;
  state->won[winner] |= PL_BEZIQUE_BIT (trick->cards[0]) | PL_BEZIQUE_BIT (trick->cards[1]);
  state->n_tricks++;
  state->n_trick_cards = 0;
  state->to_move = winner;

  if (state->n_tricks == PL_BEZIQUE_N_TRICKS)
    {
      state->phase = PL_BEZIQUE_PHASE_OVER;
      state->to_move = -1;
      return;
    }
  if (state->last_eight)
    {
      state->phase = PL_BEZIQUE_PHASE_LEAD;
      state->tricks[state->n_tricks].leader = winner;
      return;
    }
  state->phase = PL_BEZIQUE_PHASE_DECLARE;
  state->laid_now = 0;
  state->exchanged = PL_BEZIQUE_NO_CARD;
}

void
pl_bezique_apply_play (PlBeziqueState *state,
                       guint           seat,
                       guint           p)
{
  PlBeziqueTrick *trick = &state->tricks[state->n_tricks];
  PlCard card = PL_BEZIQUE_CARD (p);
  gboolean from_table = (state->table[seat] & PL_BEZIQUE_BIT (p)) != 0;

  /* The engine's copy (pl-bezique.h, "Copies"). */
  p = pl_bezique_play_copy (state, seat, card, from_table);
  if (from_table)
    {
      state->table[seat] &= ~PL_BEZIQUE_BIT (p);
      /* Seed 002: "If … one of the cards forming either of the marriages
       * was got rid of in the course of play, that marriage could not
       * afterward be scored". */
      for (guint i = 0; i < state->n_declarations[seat]; i++)
        {
          PlBeziqueDeclaration *d = &state->declarations[seat][i];

          if (d->status == PL_BEZIQUE_PENDING && (d->cards & PL_BEZIQUE_BIT (p)))
            d->status = PL_BEZIQUE_LOST;
        }
    }
  else
    state->hands[seat] &= ~PL_BEZIQUE_BIT (p);

  /* Seed 004 iv: "Whenever the seven of trumps is played, except in the
   * last eight tricks, the player scores ten for it". */
  if (card == PL_CARD (state->trump, PL_RANK_7) && !state->last_eight)
    state->seven_points[seat] += 10;

  trick->cards[state->n_trick_cards++] = p;
  if (state->n_trick_cards == 1)
    {
      trick->leader = seat;
      state->phase = PL_BEZIQUE_PHASE_FOLLOW;
      state->to_move = 1 - seat;
    }
  else
    finish_trick (state);
}

static void
add_declaration (PlBeziqueState *state,
                 guint           seat,
                 guint           kind,
                 PlBeziqueSet    cards,
                 PlBeziqueStatus status)
{
  PlBeziqueDeclaration *d;

  g_assert (state->n_declarations[seat] < PL_BEZIQUE_MAX_DECLARATIONS);
  d = &state->declarations[seat][state->n_declarations[seat]++];
  d->kind = kind;
  d->status = status;
  d->trick = state->n_tricks;
  d->scored_trick = status == PL_BEZIQUE_SCORED ? state->n_tricks : 0;
  d->cards = cards;

  /* The cards from the hand are laid face up on the table. */
  state->laid_now |= cards & state->hands[seat];
  state->table[seat] |= cards & state->hands[seat];
  state->hands[seat] &= ~cards;
  state->declared[pl_bezique_combination_class (kind)] |= cards;
  if (status == PL_BEZIQUE_SCORED)
    state->declaration_points[seat] += pl_bezique_combination_points (kind);
}

/* After a declaration, a pending one scored, or an exchange made after
 * either: announcements "to score" and the exchange, if any is possible;
 * else both draw. */
static void
after_declaration (PlBeziqueState *state,
                   guint           seat)
{
  PlMove moves[PL_MAX_MOVES];

  state->phase = PL_BEZIQUE_PHASE_ANNOUNCE;
  if (!pl_bezique_exchange_possible (state, seat) &&
      pl_bezique_declaration_moves (state, seat, PL_BEZIQUE_TO_SCORE, moves, 0) == 0)
    pl_bezique_draw_and_lead (state);
}

static void
apply_declare (PlBeziqueState *state,
               const PlMove   *move)
{
  guint seat = move->seat;
  PlCard names[5];
  guint n = pl_bezique_set_name_list (move->cards, names);
  PlMove canonical;

  if (!pl_bezique_make_declaration (state, seat, move->arg, names, n,
                                    move->flags, &canonical, NULL))
    g_return_if_reached ();

  if (move->flags & PL_BEZIQUE_FROM_PENDING)
    {
      gint i = pl_bezique_find_pending (state, seat, move->arg, canonical.cards);
      PlBeziqueDeclaration *d;

      g_return_if_fail (i >= 0);
      d = &state->declarations[seat][i];
      d->status = PL_BEZIQUE_SCORED;
      d->scored_trick = state->n_tricks;
      state->declaration_points[seat] += pl_bezique_combination_points (d->kind);
      /* pl-bezique.h: others may be announced "to score" with it. */
      after_declaration (state, seat);
      return;
    }
  add_declaration (state, seat, move->arg, canonical.cards,
                   (move->flags & PL_BEZIQUE_TO_SCORE) ? PL_BEZIQUE_PENDING
                                                       : PL_BEZIQUE_SCORED);
  after_declaration (state, seat);
}

static void
bezique_apply (void         *state_ptr,
               const PlMove *move)
{
  PlBeziqueState *state = state_ptr;
  guint seat = move->seat;

  if (state->options.laws && pl_bezique_laws_takes (state, move, TRUE))
    {
      pl_bezique_laws_apply (state, move);
      return;
    }
  switch (move->kind)
    {
    case PL_MOVE_PLAY:
      /* The winner's lead ends his announcements (pl-bezique.h). */
      if (state->phase == PL_BEZIQUE_PHASE_ANNOUNCE)
        pl_bezique_draw_and_lead (state);
      pl_bezique_apply_play (state, seat, move->card);
      break;

    case PL_MOVE_EXCHANGE:
      {
        /* Seed 004 iii: "The seven of trumps may be exchanged for the trump
         * card, and for this exchange ten is scored." */
        guint seven = pl_bezique_play_copy (state, seat, PL_BEZIQUE_CARD (move->card), FALSE);
        guint turn_up = state->stock[PL_BEZIQUE_STOCK_SIZE - 1];

        state->hands[seat] = (state->hands[seat] & ~PL_BEZIQUE_BIT (seven)) |
                             PL_BEZIQUE_BIT (turn_up);
        state->stock[PL_BEZIQUE_STOCK_SIZE - 1] = seven;
        state->exchanged = turn_up;
        state->taken[seat] |= PL_BEZIQUE_BIT (turn_up);
        state->exchanged_after[seat] = state->n_tricks;
        state->seven_points[seat] += 10;
        /* Made after the declaration: the announcements go on, if any is
         * left. */
        if (state->phase == PL_BEZIQUE_PHASE_ANNOUNCE)
          after_declaration (state, seat);
      }
      break;

    case PL_MOVE_DECLARE:
      apply_declare (state, move);
      break;

    case PL_MOVE_NO_DECLARE:
      pl_bezique_draw_and_lead (state);
      break;

    default:
      break;
    }
  if (state->options.laws)
    pl_bezique_laws_after (state, move);
}

/* What a seat may see ---------------------------------------------------- */

static PlCardSet
bezique_visible_hand (const void *state_ptr,
                      guint       viewer,
                      guint       seat)
{
  const PlBeziqueState *state = state_ptr;

  /* A PlBeziqueSet (pl-bezique.h): the declared cards lie face up. */
  if (seat > 1)
    return 0;
  if (viewer == seat || state->phase == PL_BEZIQUE_PHASE_OVER)
    return state->hands[seat] | state->table[seat];
  /* Faced cards are seen by both (seed 004 ii, pl-bezique-laws.h). */
  return state->table[seat] | pl_bezique_laws_faced (state, seat);
}

/* The table of functions ------------------------------------------------- */

const PlGame pl_bezique_game = {
  .id = "bezique",
  .name = NC_("game name", "Bézique"),
  .options_size = sizeof (PlBeziqueOptions),
  .state_size = sizeof (PlBeziqueState),
  .options = bezique_options,
  .n_options = G_N_ELEMENTS (bezique_options),
  .n_seats = bezique_n_seats,
  .pack = bezique_pack,
  .deal = bezique_deal,
  .to_move = bezique_to_move,
  .is_terminal = bezique_is_terminal,
  .phase_name = bezique_phase_name,
  .legal_moves = bezique_legal_moves,
  .check_move = pl_bezique_check_move_vfunc,
  .apply = bezique_apply,
  .visible_hand = bezique_visible_hand,
  .result = pl_bezique_result_vfunc,
  .result_json = pl_bezique_result_json_vfunc,
  .progress_json = pl_bezique_progress_json_vfunc,
  .move_to_string = pl_bezique_move_to_string,
  .move_from_string = pl_bezique_move_from_string,
  .match_target = bezique_match_target,
  .laws = &pl_bezique_laws,
};
