/* cassino-test-util.h — dealing given hands and playing scripted Cassino
 * moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "pl-cassino.h"

static inline PlCardSet
cassino_test_cards (const char *text)
{
  g_autoptr(GError) error = NULL;
  PlCardSet set = 0;

  g_assert_true (pl_cardset_from_string (text, &set, &error));
  g_assert_no_error (error);
  return set;
}

/* Deals two hands of four and four table cards: the dealer is seat 1, so
 * that seat 0 (the elder hand) plays first.  The rest of the pack follows
 * in its canonical order. */
static inline void
cassino_test_deal_with (PlCassinoState         *state,
                        const PlCassinoOptions *options,
                        const char             *elder,
                        const char             *dealer,
                        const char             *table)
{
  PlCardSet parts[3] = {
    cassino_test_cards (elder), cassino_test_cards (dealer), cassino_test_cards (table),
  };
  PlCard cards[3][4], pack[PL_CASSINO_N_CARDS], canonical[PL_CASSINO_N_CARDS];
  PlCardSet used = 0;
  guint n = 0;
  g_autoptr(GError) error = NULL;

  for (guint k = 0; k < 3; k++)
    {
      guint i = 0;
      PlCard card;

      g_assert_cmpuint (pl_cardset_count (parts[k]), ==, 4);
      PL_CARDSET_FOREACH (parts[k], card)
        cards[k][i++] = card;
      used |= parts[k];
    }
  /* Two to the elder hand, two to the dealer, two to the table, twice. */
  for (guint twice = 0; twice < 2; twice++)
    for (guint k = 0; k < 3; k++)
      {
        pack[n++] = cards[k][2 * twice];
        pack[n++] = cards[k][2 * twice + 1];
      }
  pl_cassino_game.pack (options, canonical);
  for (guint i = 0; i < PL_CASSINO_N_CARDS; i++)
    if (!pl_cardset_has (used, canonical[i]))
      pack[n++] = canonical[i];
  g_assert_cmpuint (n, ==, PL_CASSINO_N_CARDS);
  g_assert_true (pl_cassino_game.deal (state, options, 1, pack, n, &error));
  g_assert_no_error (error);
}

static inline void
cassino_test_deal (PlCassinoState *state,
                   const char     *elder,
                   const char     *dealer,
                   const char     *table)
{
  PlCassinoOptions options;

  pl_game_options_init (&pl_cassino_game, &options);
  cassino_test_deal_with (state, &options, elder, dealer, table);
}

/* The same deal played by the book's laws (option laws=on). */
static inline void
cassino_test_deal_laws (PlCassinoState *state,
                        const char     *elder,
                        const char     *dealer,
                        const char     *table)
{
  PlCassinoOptions options;

  pl_game_options_init (&pl_cassino_game, &options);
  options.laws = TRUE;
  cassino_test_deal_with (state, &options, elder, dealer, table);
}

/* A position of the last round: the pack is dealt out, seat @to_move
 * plays, the hands and the table are as given and every other card lies
 * in seat 0's pile (seat 1 has taken last if @last_taker is 1). */
static inline void
cassino_test_last_round (PlCassinoState *state,
                         const char     *hand0,
                         const char     *hand1,
                         const char     *table,
                         guint           to_move,
                         gint            last_taker)
{
  cassino_test_deal (state, "CA C2 C3 C4", "C5 C6 C7 C8", "C9 CT CJ CQ");
  state->hands[0] = cassino_test_cards (hand0);
  state->hands[1] = cassino_test_cards (hand1);
  state->loose = cassino_test_cards (table);
  state->won[0] = PL_CARDSET_PACK52 & ~(state->hands[0] | state->hands[1] | state->loose);
  state->won[1] = 0;
  state->stock_next = PL_CASSINO_N_CARDS;
  state->round = state->n_rounds;
  state->to_move = to_move;
  state->last_taker = last_taker;
}

/* Reads @text as a move of the seat to move; asserts that it reads. */
static inline PlMove
cassino_test_move (const PlCassinoState *state,
                   const char           *text)
{
  g_autoptr(GError) error = NULL;
  gint seat = pl_cassino_game.to_move (state);
  PlMove move;

  g_assert_cmpint (seat, >=, 0);
  if (!pl_cassino_game.move_from_string (state, seat, text, &move, &error))
    g_error ("“%s” does not read: %s", text, error->message);
  return move;
}

/* Plays moves separated by commas, each by the seat to move. */
static inline void
cassino_test_play (PlCassinoState *state,
                   const char     *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, ",", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strstrip (g_strdup (list[i]));
      PlMove move;

      if (text[0] == '\0')
        continue;
      move = cassino_test_move (state, text);
      if (!pl_cassino_game.check_move (state, &move, &error))
        g_error ("move “%s” by seat %d: %s", text, move.seat, error->message);
      pl_cassino_game.apply (state, &move);
    }
}

/* Asserts that @text is refused with exactly @message. */
static inline void
cassino_test_refused (const PlCassinoState *state,
                      const char           *text,
                      const char           *message)
{
  g_autoptr(GError) error = NULL;
  PlMove move = cassino_test_move (state, text);

  g_assert_false (pl_cassino_game.check_move (state, &move, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==, message);
}

/* Whether @text is one of the legal moves listed now. */
static inline gboolean
cassino_test_listed (const PlCassinoState *state,
                     const char           *text)
{
  PlMove moves[PL_MAX_MOVES];
  PlMove move = cassino_test_move (state, text);
  guint n = pl_cassino_game.legal_moves (state, moves);

  for (guint i = 0; i < n; i++)
    if (pl_move_equal (&moves[i], &move))
      return TRUE;
  return FALSE;
}

/* Asserts the invariant of seed 003, "Showing": "the total number of
 * points to be made in each hand, exclusive of sweeps, is eleven" — less
 * the three for cards and the one for spades when they are tied. */
static inline void
cassino_test_check_eleven (const PlCassinoState *state)
{
  guint n_sides = pl_cassino_n_sides (state);
  guint showing = 0, expected = 11;
  gboolean cards_claimed = FALSE, spades_claimed = FALSE;

  for (guint s = 0; s < n_sides; s++)
    {
      PlCassinoCount count;

      pl_cassino_get_count (state, s, &count);
      showing += count.showing;
      cards_claimed |= count.card_points > 0;
      spades_claimed |= count.spade_points > 0;
      g_assert_cmpuint (count.total, ==, count.showing + count.sweep_points);
    }
  if (!cards_claimed)
    expected -= 3;
  if (!spades_claimed)
    expected -= 1;
  g_assert_cmpuint (showing, ==, expected);
}
