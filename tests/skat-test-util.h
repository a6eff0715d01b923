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
