/* skat-test-util.h — dealing given hands and playing scripted moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "pl-skat.h"

/* Appends the cards of @text ("CJ SA H7") to @pack. */
static inline void
skat_test_add_cards (PlCard     *pack,
                     guint      *n,
                     const char *text)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      PlCard card;

      if (words[i][0] == '\0')
        continue;
      g_assert_true (pl_card_from_string (words[i], &card));
      pack[(*n)++] = card;
    }
}

/* Deals forehand, middlehand, rearhand and skat as given; the dealer is the
 * last seat, so that forehand is seat 0, middlehand 1, rearhand 2. */
static inline void
skat_test_deal (PlSkatState         *state,
                const PlSkatOptions *options,
                const char          *fore,
                const char          *middle,
                const char          *rear,
                const char          *skat)
{
  PlSkatOptions defaults;
  PlCard pack[32];
  guint n = 0;
  g_autoptr(GError) error = NULL;

  if (options == NULL)
    {
      pl_game_options_init (&pl_skat_game, &defaults);
      options = &defaults;
    }
  skat_test_add_cards (pack, &n, fore);
  skat_test_add_cards (pack, &n, middle);
  skat_test_add_cards (pack, &n, rear);
  skat_test_add_cards (pack, &n, skat);
  g_assert_cmpuint (n, ==, 32);
  g_assert_true (pl_skat_game.deal (state, options,
                                    pl_skat_game.n_seats (options) - 1,
                                    pack, n, &error));
  g_assert_no_error (error);
}

/* Plays moves in the notation separated by commas, each by the seat to
 * move: "bid 18, hold 18, pass, pass". */
static inline void
skat_test_play (PlSkatState *state,
                const char  *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, ",", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strstrip (g_strdup (list[i]));
      PlMove move;
      gint seat = pl_skat_game.to_move (state);

      if (text[0] == '\0')
        continue;
      g_assert_cmpint (seat, >=, 0);
      if (!pl_skat_game.move_from_string (state, seat, text, &move, &error) ||
          !pl_skat_game.check_move (state, &move, &error))
        g_error ("move “%s” by seat %d: %s", text, seat, error->message);
      pl_skat_game.apply (state, &move);
    }
}

/* Says @text for @seat, in turn or not (a claim or a concession), and
 * applies it; the rules must accept it. */
static inline void
skat_test_say (PlSkatState *state,
               guint        seat,
               const char  *text)
{
  g_autoptr(GError) error = NULL;
  PlMove move;

  g_assert_true (pl_skat_game.move_from_string (state, seat, text, &move, &error));
  g_assert_true (pl_skat_game.check_move (state, &move, &error));
  g_assert_no_error (error);
  pl_skat_game.apply (state, &move);
}

/* Checks that @text by @seat is refused with @message. */
static inline void
skat_test_refused_by (const PlSkatState *state,
                      guint              seat,
                      const char        *text,
                      const char        *message)
{
  g_autoptr(GError) error = NULL;
  PlMove move;

  g_assert_true (pl_skat_game.move_from_string (state, seat, text, &move, &error));
  g_assert_false (pl_skat_game.check_move (state, &move, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==, message);
}

/* Checks that @text by the seat to move is refused with @message. */
static inline void
skat_test_refused (const PlSkatState *state,
                   const char        *text,
                   const char        *message)
{
  skat_test_refused_by (state, pl_skat_game.to_move (state), text, message);
}

static inline PlCardSet
skat_test_set (const char *text)
{
  PlCard cards[32];
  guint n = 0;
  PlCardSet set = 0;

  skat_test_add_cards (cards, &n, text);
  for (guint i = 0; i < n; i++)
    set = pl_cardset_add (set, cards[i]);
  return set;
}

/* The declarer's total at the end, as the solver counts it: card points
 * with the skat, tricks with Schwarz announced, the defenders' tricks in
 * Null (pl-ai-skat-solver.h). */
static inline gint
skat_test_final_total (const PlSkatState *state)
{
  guint decl = state->declarer;

  if (state->contract == PL_SKAT_NULL)
    return state->n_tricks - state->n_won[decl];
  if (state->flags & PL_SKAT_FLAG_SCHWARZ)
    return state->n_won[decl];
  return pl_skat_cardset_points (state->won[decl] | state->skat);
}

/* Plain minimax over the rules' own moves, every hand open: the reference
 * the solver and the analysis are checked against (a few tricks only). */
static inline gint
skat_test_brute_force (const PlSkatState *state)
{
  PlMove moves[PL_MAX_MOVES];
  guint n;
  gboolean max_node;
  gint best;

  if (pl_skat_game.is_terminal (state))
    return skat_test_final_total (state);
  n = pl_skat_game.legal_moves (state, moves);
  max_node = state->to_move == state->declarer;
  best = max_node ? -1 : 1000;
  for (guint i = 0; i < n; i++)
    {
      PlSkatState child = *state;
      gint v;

      pl_skat_game.apply (&child, &moves[i]);
      v = skat_test_brute_force (&child);
      best = max_node ? MAX (best, v) : MIN (best, v);
    }
  return best;
}
