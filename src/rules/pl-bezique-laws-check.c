/* pl-bezique-laws-check.c — Bézique's laws: what may be done now, what is
 * irregular, and why a move is refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-bezique-laws.h"
#include "pl-bezique-private.h"
#include "pl-bezique-laws-private.h"

/* Legal moves ------------------------------------------------------------- */

/* The state the answer goes back to, to ask what a seat may play there. */
static PlBeziqueState
resumed (const PlBeziqueState *state)
{
  PlBeziqueState back = *state;

  back.phase = state->laws.resume_phase;
  back.to_move = state->laws.resume_to_move;
  return back;
}

/* One PL_MOVE_PLAY per name of @cards of @seat, the hand's copies first
 * (as legal_moves() lists them). */
static guint
add_plays (const PlBeziqueState *state,
           guint                 seat,
           PlBeziqueSet          cards,
           guint16               flags,
           PlMove               *moves,
           guint                 n)
{
  for (guint from_table = 0; from_table < 2; from_table++)
    {
      PlBeziqueSet place = cards & (from_table ? state->table[seat] : state->hands[seat]);
      PlCardSet names = pl_bezique_set_names (place);
      PlCard card;

      PL_CARDSET_FOREACH (names, card)
        {
          moves[n] = pl_move_new (PL_MOVE_PLAY, seat);
          moves[n].card = pl_bezique_play_copy (state, seat, card, from_table);
          moves[n++].flags = flags;
        }
    }
  return n;
}

static guint
add_remedy (PlMove *moves,
            guint   n,
            guint   seat,
            guint   remedy,
            guint   card)
{
  moves[n] = pl_move_new (PL_MOVE_REMEDY, seat);
  moves[n].arg = remedy;
  if (card != PL_BEZIQUE_NO_CARD)
    moves[n].card = card;
  return n + 1;
}

/* The answers to the irregularity open now: exactly the law's remedies. */
static guint
answers (const PlBeziqueState *state,
         PlMove               *moves)
{
  const PlLawEvent *e = pl_laws_open_event ((PlLawsState *) &state->laws);
  guint o = state->to_move, s, n = 0;
  PlBeziqueState back;

  if (e == NULL || state->to_move < 0)
    return 0;
  s = e->seat;
  switch ((PlBeziqueLaw) e->law)
    {
    case PL_BEZIQUE_LAW_OUT_OF_TURN:
      {
        PlBeziqueSet legal;

        /* Seed 002: he plays to the lead (the trick stands), or calls
         * attention to it.  A faced card of his called is his play. */
        back = *state;
        back.phase = PL_BEZIQUE_PHASE_FOLLOW;
        back.to_move = o;
        legal = pl_bezique_legal_cards (&back, o);
        if (state->called[o] != 0 && (legal & BIT (state->called[o] - 1)))
          legal = BIT (state->called[o] - 1);
        n = add_plays (state, o, legal, 0, moves, n);
      }
      n = add_remedy (moves, n, o, PL_BEZIQUE_REMEDY_TAKE_BACK, PL_BEZIQUE_NO_CARD);
      break;
    case PL_BEZIQUE_LAW_NO_DRAW:
      n = add_remedy (moves, n, o, PL_BEZIQUE_REMEDY_PENALTY, PL_BEZIQUE_NO_CARD);
      n = add_remedy (moves, n, o, PL_BEZIQUE_REMEDY_PASS, PL_BEZIQUE_NO_CARD);
      break;
    case PL_BEZIQUE_LAW_DRAW_TWO:
      n = add_remedy (moves, n, o, PL_BEZIQUE_REMEDY_RETURN, state->drew[0]);
      if (PL_BEZIQUE_CARD (state->drew[1]) != PL_BEZIQUE_CARD (state->drew[0]))
        n = add_remedy (moves, n, o, PL_BEZIQUE_REMEDY_RETURN, state->drew[1]);
      n = add_remedy (moves, n, o, PL_BEZIQUE_REMEDY_PASS, PL_BEZIQUE_NO_CARD);
      break;
    case PL_BEZIQUE_LAW_TOO_MANY:
      /* Seed 004: "while he only holds eight"; seed 002's two remedies. */
      if (pl_bezique_laws_wrong_count (state, o) == 0)
        n = add_remedy (moves, n, o, PL_BEZIQUE_REMEDY_SCORE_100, PL_BEZIQUE_NO_CARD);
      n = add_remedy (moves, n, o, PL_BEZIQUE_REMEDY_FRESH_DEAL, PL_BEZIQUE_NO_CARD);
      n = add_remedy (moves, n, o, PL_BEZIQUE_REMEDY_COMPEL, PL_BEZIQUE_NO_CARD);
      break;
    case PL_BEZIQUE_LAW_TOO_FEW:
      n = add_remedy (moves, n, o, PL_BEZIQUE_REMEDY_FRESH_DEAL, PL_BEZIQUE_NO_CARD);
      n = add_remedy (moves, n, o, PL_BEZIQUE_REMEDY_MAKE_GOOD, PL_BEZIQUE_NO_CARD);
      break;
    case PL_BEZIQUE_LAW_FACED_CARD:
      {
        PlCardSet names;
        PlCard card;

        back = resumed (state);
        names = pl_bezique_set_names (pl_bezique_laws_callable (&back, s));
        PL_CARDSET_FOREACH (names, card)
          {
            PlBeziqueSet copies = pl_bezique_laws_callable (&back, s) & PL_BEZIQUE_NAME_BITS (card);

            n = add_remedy (moves, n, o, PL_BEZIQUE_REMEDY_CALL_CARD,
                            (guint) __builtin_ctzll (copies));
          }
        n = add_remedy (moves, n, o, PL_BEZIQUE_REMEDY_PASS, PL_BEZIQUE_NO_CARD);
      }
      break;
    case PL_BEZIQUE_LAW_NONE:
    case PL_BEZIQUE_LAW_DRAW_OUT_OF_TURN:
    case PL_BEZIQUE_LAW_WRONG_DECLARATION:
    case PL_BEZIQUE_N_LAWS:
    default:
      break;
    }
  return n;
}

static gboolean
banned (const PlBeziqueState *state,
        guint                 seat)
{
  return seat < 2 && (state->no_announce & (1u << seat)) != 0;
}

gboolean
pl_bezique_laws_legal_moves (const PlBeziqueState *state,
                             PlMove               *moves,
                             guint                *n)
{
  gint s = state->to_move;

  switch ((PlBeziquePhase) state->phase)
    {
    case PL_BEZIQUE_PHASE_DRAW:
      moves[0] = pl_move_new (PL_MOVE_DRAW, s);
      moves[0].value = 1;
      *n = 1;
      return TRUE;
    case PL_BEZIQUE_PHASE_LAWS:
      *n = answers (state, moves);
      return TRUE;
    case PL_BEZIQUE_PHASE_LEAD:
    case PL_BEZIQUE_PHASE_FOLLOW:
      if (state->called[s] == 0)
        return FALSE;
      /* Seed 004 ii: the faced card called is played. */
      moves[0] = pl_move_new (PL_MOVE_PLAY, s);
      moves[0].card = state->called[s] - 1;
      *n = 1;
      return TRUE;
    case PL_BEZIQUE_PHASE_DECLARE:
    case PL_BEZIQUE_PHASE_ANNOUNCE:
      if (!banned (state, s))
        return FALSE;
      /* Seed 002: no announcement until his number is right; the seven of
       * trumps may still be exchanged. */
      *n = 0;
      if (pl_bezique_exchange_possible (state, s))
        {
          moves[0] = pl_move_new (PL_MOVE_EXCHANGE, s);
          moves[0].card = pl_bezique_play_copy (state, s, PL_CARD (state->trump, PL_RANK_7), FALSE);
          *n = 1;
        }
      moves[(*n)++] = pl_move_new (PL_MOVE_NO_DECLARE, s);
      return TRUE;
    case PL_BEZIQUE_PHASE_OVER:
    default:
      return FALSE;
    }
}

/* Whether @names fits the shape of @kind in one card at least: what makes
 * a wrong declaration one "of that declaration" (seed 004 ii). */
static gboolean
fits_shape (PlBeziqueCombination kind,
            PlSuit               trump,
            PlCard               card)
{
  PlRank rank = PL_CARD_RANK (card);
  PlSuit suit = PL_CARD_SUIT (card);

  switch (kind)
    {
    case PL_BEZIQUE_MARRIAGE:
      return suit != trump && (rank == PL_RANK_KING || rank == PL_RANK_QUEEN);
    case PL_BEZIQUE_ROYAL_MARRIAGE:
      return suit == trump && (rank == PL_RANK_KING || rank == PL_RANK_QUEEN);
    case PL_BEZIQUE_SEQUENCE:
      return suit == trump && rank >= PL_RANK_JACK;
    case PL_BEZIQUE_BEZIQUE:
    case PL_BEZIQUE_DOUBLE_BEZIQUE:
      return card == PL_CARD (PL_SUIT_SPADES, PL_RANK_QUEEN) ||
             card == PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_JACK);
    case PL_BEZIQUE_FOUR_ACES: return rank == PL_RANK_ACE;
    case PL_BEZIQUE_FOUR_KINGS: return rank == PL_RANK_KING;
    case PL_BEZIQUE_FOUR_QUEENS: return rank == PL_RANK_QUEEN;
    case PL_BEZIQUE_FOUR_JACKS: return rank == PL_RANK_JACK;
    case PL_BEZIQUE_NONE:
    case PL_BEZIQUE_N_COMBINATIONS:
    default:
      return FALSE;
    }
}

PlBeziqueSet
pl_bezique_laws_declared_copies (const PlBeziqueState *state,
                                 guint                 seat,
                                 PlBeziqueSet          cards)
{
  PlCard names[PL_BEZIQUE_N_CARDS];
  guint n = pl_bezique_set_name_list (cards, names);
  PlBeziqueSet chosen = 0;

  /* pl-bezique.h, "Copies": the table's copies before the hand's, the
   * lowest first; a name held nowhere keeps a copy not held (refused). */
  for (guint i = 0; i < n; i++)
    {
      PlBeziqueSet bits = PL_BEZIQUE_NAME_BITS (names[i]) & ~chosen;
      PlBeziqueSet place = bits & state->table[seat];

      if (place == 0)
        place = bits & state->hands[seat];
      if (place == 0)
        place = bits;
      if (place != 0)
        chosen |= place & -place;
    }
  return chosen;
}

/* The first card of a wrong declaration that does not fit its shape, or
 * the first card. */
guint
pl_bezique_laws_wrong_card (const PlBeziqueState *state,
                            guint                 kind,
                            PlBeziqueSet          cards)
{
  for (PlBeziqueSet rest = cards; rest; rest &= rest - 1)
    {
      guint p = (guint) __builtin_ctzll (rest);

      if (!fits_shape (kind, state->trump, PL_BEZIQUE_CARD (p)))
        return p;
    }
  return cards ? (guint) __builtin_ctzll (cards) : PL_BEZIQUE_NO_CARD;
}

guint
pl_bezique_laws_irregular_moves (const void *state_ptr,
                                 PlMove     *moves)
{
  const PlBeziqueState *state = state_ptr;
  gint s = state->to_move;
  guint n = 0;

  if (!state->options.laws || s < 0 || !pl_laws_has_room (&state->laws))
    return 0;
  switch ((PlBeziquePhase) state->phase)
    {
    case PL_BEZIQUE_PHASE_LEAD:
      /* Seed 002: the adversary leads out of turn, from his hand. */
      if (state->n_trick_cards == 0)
        n = add_plays (state, 1 - s, state->hands[1 - s], PL_MOVE_IRREGULAR, moves, n);
      break;
    case PL_BEZIQUE_PHASE_DRAW:
      if (pl_bezique_laws_may_draw_wrongly (state, s))
        {
          PlBeziqueState play = *state;

          moves[n] = pl_move_new (PL_MOVE_DRAW, s);
          moves[n].value = 2;
          moves[n++].flags = PL_MOVE_IRREGULAR;
          play.phase = state->n_trick_cards == 0 ? PL_BEZIQUE_PHASE_LEAD
                                                 : PL_BEZIQUE_PHASE_FOLLOW;
          n = add_plays (state, s, pl_bezique_legal_cards (&play, s), PL_MOVE_IRREGULAR,
                         moves, n);
        }
      if (state->n_trick_cards == 0 && state->draw_due[1 - s] > 0 &&
          pl_bezique_laws_stock_size (state) >= PL_BEZIQUE_LAWS_MIN_STOCK &&
          pl_bezique_laws_room_for_draw_error (state))
        {
          moves[n] = pl_move_new (PL_MOVE_DRAW, 1 - s);
          moves[n].value = 1;
          moves[n++].flags = PL_MOVE_IRREGULAR;
        }
      break;
    case PL_BEZIQUE_PHASE_DECLARE:
      {
        PlMove good[PL_MAX_MOVES];
        guint n_good = pl_bezique_declaration_moves (state, s, 0, good, 0);

        /* Seed 004 ii: a wrong card put down "in addition to" the cards of
         * a declaration, the hand's lowest card not in it. */
        for (guint i = 0; i < n_good && n < 12; i++)
          {
            PlBeziqueSet extra = state->hands[s] & ~good[i].cards;

            if (good[i].flags != 0 || extra == 0)
              continue;
            moves[n] = good[i];
            moves[n].cards = pl_bezique_laws_declared_copies (state, s,
                                                              good[i].cards | (extra & -extra));
            moves[n++].flags = PL_MOVE_IRREGULAR;
          }
      }
      break;
    case PL_BEZIQUE_PHASE_FOLLOW:
    case PL_BEZIQUE_PHASE_ANNOUNCE:
    case PL_BEZIQUE_PHASE_OVER:
    case PL_BEZIQUE_PHASE_LAWS:
    default:
      break;
    }
  return n;
}

/* Checking ---------------------------------------------------------------- */

static gboolean
refuse (GError    **error,
        const char *message)
{
  return pl_bezique_illegal (error, "%s", message);
}

gboolean
pl_bezique_laws_takes (const PlBeziqueState *state,
                       const PlMove         *move,
                       gboolean              applying)
{
  guint s = move->seat;

  if (!state->options.laws)
    return FALSE;
  if (pl_laws_is_laws_move (move) || state->phase == PL_BEZIQUE_PHASE_DRAW ||
      state->phase == PL_BEZIQUE_PHASE_LAWS)
    return TRUE;
  if (applying)
    return FALSE;
  /* What the laws restrict: the winner draws before he plays, a called
   * card is played, a player with too many cards does not declare. */
  if (pl_bezique_laws_declaring (state) && (gint) s == state->to_move && move->kind == PL_MOVE_PLAY)
    return TRUE;
  if (s < 2 && state->called[s] != 0 && move->kind == PL_MOVE_PLAY)
    return TRUE;
  return pl_bezique_laws_declaring (state) && move->kind == PL_MOVE_DECLARE && banned (state, s);
}

static gboolean
check_answer (const PlBeziqueState *state,
              const PlMove         *move,
              GError              **error)
{
  const PlLawEvent *e = pl_laws_open_event ((PlLawsState *) &state->laws);
  PlMove moves[PL_MAX_MOVES];
  guint n;

  if ((gint) move->seat != state->to_move)
    return refuse (error, _("It is not your turn: the side that was wronged answers the irregularity"));
  n = answers (state, moves);
  for (guint i = 0; i < n; i++)
    if (pl_move_equal (&moves[i], move))
      return TRUE;
  switch (e != NULL ? e->law : PL_BEZIQUE_LAW_NONE)
    {
    case PL_BEZIQUE_LAW_OUT_OF_TURN:
      return refuse (error, _("Seed 002: play to the card led out of turn, and the trick stands, or have it taken back"));
    case PL_BEZIQUE_LAW_NO_DRAW:
      return refuse (error, _("Seed 004: claim the ten and the two cards next time, or let it pass"));
    case PL_BEZIQUE_LAW_DRAW_TWO:
      return refuse (error, _("Seed 004: decide which of the two cards drawn is returned, or let it pass"));
    case PL_BEZIQUE_LAW_TOO_MANY:
      return refuse (error, _("Seeds 004 and 002: add 100 if you hold your right number, claim a fresh deal, or compel him to play without drawing"));
    case PL_BEZIQUE_LAW_TOO_FEW:
      return refuse (error, _("Seed 002: claim a fresh deal, or let him make good the deficiency by drawing"));
    case PL_BEZIQUE_LAW_FACED_CARD:
      return refuse (error, _("Seed 004 ii: call one of his faced cards, or none"));
    default:
      return refuse (error, _("There is no irregularity to answer"));
    }
}

static gboolean
check_draw (const PlBeziqueState *state,
            const PlMove         *move,
            GError              **error)
{
  guint s = move->seat;

  if (move->value != 1 || move->card != PL_CARD_NONE || move->cards != 0 || move->arg != 0)
    return refuse (error, _("A draw takes one card from the top of the stock"));
  if (state->stock_next >= PL_BEZIQUE_STOCK_SIZE)
    return refuse (error, _("The stock is exhausted"));
  if (state->phase == PL_BEZIQUE_PHASE_DRAW && (gint) s == state->to_move)
    return TRUE;
  /* The adversary draws when the winner has drawn, before or after the
   * lead. */
  if (state->phase == PL_BEZIQUE_PHASE_LEAD && (gint) s != state->to_move &&
      state->draw_due[s] > 0 && state->draw_due[state->to_move] == 0)
    return TRUE;
  if (state->draw_due[s] == 0)
    return refuse (error, _("You have drawn your card"));
  if (state->phase == PL_BEZIQUE_PHASE_DRAW)
    return refuse (error, _("The winner of the trick draws first (seed 004): drawing now is out of turn"));
  return refuse (error, _("This is not the time to draw"));
}

static gboolean
check_wrong_declaration (const PlBeziqueState *state,
                         const PlMove         *move,
                         GError              **error)
{
  guint s = move->seat;
  PlCard names[8];
  guint n;
  gboolean fits = FALSE;
  PlMove good;
  PlBeziqueSet cards;

  if (move->arg == PL_BEZIQUE_NONE || move->arg >= PL_BEZIQUE_N_COMBINATIONS ||
      move->flags != PL_MOVE_IRREGULAR || move->card != PL_CARD_NONE || move->value != 0)
    return refuse (error, _("That is not a declaration"));
  if (move->cards == 0 || __builtin_popcountll (move->cards) > 8)
    return refuse (error, _("A declaration puts down one card to eight"));
  /* Judged by the names, in the engine's copies (pl-bezique.h). */
  cards = pl_bezique_laws_declared_copies (state, s, move->cards);
  if ((cards & ~(state->hands[s] | state->table[s])) != 0)
    return refuse (error, _("You do not hold those cards"));
  if ((cards & state->hands[s]) == 0)
    return refuse (error, _("A wrong card is one put down from the hand"));
  n = pl_bezique_set_name_list (move->cards, names);
  for (guint i = 0; i < n; i++)
    fits |= fits_shape (move->arg, state->trump, names[i]);
  if (!fits)
    return refuse (error, _("None of those cards belongs to that combination"));
  if (n <= 5 && pl_bezique_make_declaration (state, s, move->arg, names, n, 0, &good, NULL))
    return refuse (error, _("That is a good declaration: declare it as it is"));
  return TRUE;
}

static gboolean
check_irregular (const PlBeziqueState *state,
                 const PlMove         *move,
                 GError              **error)
{
  guint s = move->seat;
  guint law = pl_bezique_laws_classify (state, move);

  if (!pl_laws_has_room (&state->laws))
    return refuse (error, _("Enough irregularities for one deal: play by the rules"));
  switch ((PlBeziqueLaw) law)
    {
    case PL_BEZIQUE_LAW_OUT_OF_TURN:
      if (move->flags != PL_MOVE_IRREGULAR || move->cards != 0 || move->arg != 0 ||
          move->card >= 64 || !(state->hands[s] & BIT (move->card)))
        return refuse (error, _("A lead out of turn is a card from the hand"));
      return TRUE;
    case PL_BEZIQUE_LAW_NO_DRAW:
      {
        PlBeziqueState play = *state;

        if (!pl_bezique_laws_may_draw_wrongly (state, s))
          return refuse (error, _("Draw as the laws have it: the count must come right before the last eight tricks"));
        if (move->flags != PL_MOVE_IRREGULAR || move->cards != 0 || move->arg != 0 ||
            move->card >= 64)
          return refuse (error, _("You do not hold that card"));
        play.phase = state->n_trick_cards == 0 ? PL_BEZIQUE_PHASE_LEAD : PL_BEZIQUE_PHASE_FOLLOW;
        return pl_bezique_check_move_vfunc (&play, &(PlMove) { .kind = PL_MOVE_PLAY, .seat = s,
                                                               .card = move->card },
                                            error);
      }
    case PL_BEZIQUE_LAW_DRAW_OUT_OF_TURN:
    case PL_BEZIQUE_LAW_DRAW_TWO:
      if (move->flags != PL_MOVE_IRREGULAR || move->cards != 0 || move->arg != 0 ||
          move->card != PL_CARD_NONE)
        return refuse (error, _("A draw takes cards from the top of the stock"));
      if (law == PL_BEZIQUE_LAW_DRAW_TWO ? !pl_bezique_laws_may_draw_wrongly (state, s)
          : (pl_bezique_laws_stock_size (state) < PL_BEZIQUE_LAWS_MIN_STOCK ||
             !pl_bezique_laws_room_for_draw_error (state)))
        return refuse (error, _("Draw as the laws have it: the count must come right before the last eight tricks"));
      return TRUE;
    case PL_BEZIQUE_LAW_WRONG_DECLARATION:
      return check_wrong_declaration (state, move, error);
    case PL_BEZIQUE_LAW_NONE:
    case PL_BEZIQUE_LAW_TOO_MANY:
    case PL_BEZIQUE_LAW_TOO_FEW:
    case PL_BEZIQUE_LAW_FACED_CARD:
    case PL_BEZIQUE_N_LAWS:
    default:
      return refuse (error, _("That breaks none of Bézique’s laws: make it as it is"));
    }
}

static gboolean
check_call (const PlBeziqueState *state,
            const PlMove         *move,
            GError              **error)
{
  guint other = 1 - move->seat;
  gint wrong = pl_bezique_laws_wrong_count (state, other);

  if ((move->arg != PL_BEZIQUE_LAW_TOO_MANY && move->arg != PL_BEZIQUE_LAW_TOO_FEW) ||
      move->flags != 0 || move->card != PL_CARD_NONE || move->cards != 0 || move->value != 0)
    return refuse (error, _("In Bézique one calls a wrong number of cards: too many or too few"));
  if (state->last_eight || state->phase == PL_BEZIQUE_PHASE_OVER)
    return refuse (error, _("The cards are counted before the last eight tricks"));
  if (!pl_laws_has_room (&state->laws))
    return refuse (error, _("Enough irregularities for one deal: play by the rules"));
  if (move->arg == PL_BEZIQUE_LAW_TOO_MANY && wrong <= 0)
    return refuse (error, _("Your opponent does not hold too many cards"));
  if (move->arg == PL_BEZIQUE_LAW_TOO_FEW && wrong >= 0)
    return refuse (error, _("Your opponent does not hold too few cards"));
  return TRUE;
}

gboolean
pl_bezique_laws_check (const PlBeziqueState *state,
                       const PlMove         *move,
                       GError              **error)
{
  guint s = move->seat;

  if (state->phase == PL_BEZIQUE_PHASE_LAWS)
    return check_answer (state, move, error);
  if (pl_bezique_laws_declaring (state) && (gint) s == state->to_move &&
      (move->kind == PL_MOVE_DRAW ||
       (move->kind == PL_MOVE_PLAY && (move->flags & PL_MOVE_IRREGULAR))))
    {
      PlBeziqueState drawn = *state;

      /* A draw, or a play without drawing, ends his declarations. */
      pl_bezique_laws_start_draws (&drawn);
      if (drawn.phase != PL_BEZIQUE_PHASE_DRAW && drawn.phase != PL_BEZIQUE_PHASE_LEAD)
        return refuse (error, _("Say that you are done: the cards are counted before the last draws"));
      return pl_bezique_laws_check (&drawn, move, error);
    }
  if (move->kind == PL_MOVE_LAW_CALL)
    return check_call (state, move, error);
  if (move->kind == PL_MOVE_REMEDY)
    return refuse (error, _("There is no irregularity to answer"));
  if (move->flags & PL_MOVE_IRREGULAR)
    return check_irregular (state, move, error);
  if (move->kind == PL_MOVE_DRAW)
    return check_draw (state, move, error);
  if (state->phase == PL_BEZIQUE_PHASE_DRAW)
    return refuse (error, (gint) s == state->to_move
                   ? _("Draw from the stock before you play (seed 004)")
                   : _("It is not your turn"));
  if (pl_bezique_laws_declaring (state) && move->kind == PL_MOVE_PLAY)
    return refuse (error, _("Say that you are done and draw before you lead (seed 004)"));
  if (move->kind == PL_MOVE_DECLARE)
    return refuse (error, _("Seed 002: with too many cards he makes no announcement until he has his right number"));
  if (move->kind == PL_MOVE_PLAY && s < 2 && state->called[s] != 0)
    {
      PlBeziqueState plain = *state;

      if (move->card >= 64 ||
          PL_BEZIQUE_CARD (move->card) != PL_BEZIQUE_CARD (state->called[s] - 1))
        return refuse (error, _("Seed 004 ii: your faced card was called: play it"));
      plain.options.laws = FALSE;
      return pl_bezique_check_move_vfunc (&plain, move, error);
    }
  return refuse (error, _("That breaks none of Bézique’s laws: make it as it is"));
}

