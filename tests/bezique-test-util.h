/* bezique-test-util.h — dealing given hands and playing scripted Bézique moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "pl-bezique.h"

/* The pack of a deal with the dealer in seat 1, so that the elder hand
 * (who leads) is seat 0: @elder and @dealer are the hands (eight cards
 * each), @turn_up the trump card, @stock the first cards drawn (winner
 * first, then loser); the rest of the pack follows in its canonical
 * order. */
static inline void
bezique_test_pack (PlCard     *pack,
                   const char *elder,
                   const char *dealer,
                   const char *turn_up,
                   const char *stock)
{
  PlBeziqueOptions options;
  PlCard canonical[64];
  guint n = 0, count[64] = { 0, };
  const char *parts[] = { elder, dealer, turn_up, stock };

  pl_game_options_init (&pl_bezique_game, &options);
  for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
    {
      g_auto(GStrv) words = g_strsplit (parts[k], " ", -1);

      for (guint i = 0; words[i] != NULL; i++)
        if (words[i][0] != '\0')
          {
            g_assert_true (pl_card_from_string (words[i], &pack[n]));
            count[pack[n]]++;
            n++;
          }
      if (k == 0 || k == 1)
        g_assert_cmpuint (n, ==, 8 * (k + 1));
    }
  pl_bezique_game.pack (&options, canonical);
  for (guint i = 0; i < 64; i++)
    if (count[canonical[i]] > 0)
      count[canonical[i]]--;
    else
      pack[n++] = canonical[i];
  g_assert_cmpuint (n, ==, 64);
}

/* Deals bezique_test_pack() with @option ("key=value", as in records;
 * NULL: the defaults). */
static inline void
bezique_test_deal_with (PlBeziqueState *state,
                        const char     *option,
                        const char     *elder,
                        const char     *dealer,
                        const char     *turn_up,
                        const char     *stock)
{
  PlBeziqueOptions options;
  PlCard pack[64];
  g_autoptr(GError) error = NULL;

  pl_game_options_init (&pl_bezique_game, &options);
  if (option != NULL)
    {
      g_auto(GStrv) kv = g_strsplit (option, "=", 2);

      g_assert_true (pl_game_options_set (&pl_bezique_game, &options, kv[0], kv[1], &error));
      g_assert_no_error (error);
    }
  bezique_test_pack (pack, elder, dealer, turn_up, stock);
  g_assert_true (pl_bezique_game.deal (state, &options, 1, pack, 64, &error));
  g_assert_no_error (error);
}

/* Deals bezique_test_pack() with the default options. */
static inline void
bezique_test_deal (PlBeziqueState *state,
                   const char     *elder,
                   const char     *dealer,
                   const char     *turn_up,
                   const char     *stock)
{
  bezique_test_deal_with (state, NULL, elder, dealer, turn_up, stock);
}

/* Plays moves separated by commas, each by the seat to move. */
static inline void
bezique_test_play (PlBeziqueState *state,
                   const char     *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, ",", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strstrip (g_strdup (list[i]));
      gint seat = pl_bezique_game.to_move (state);
      PlMove move;

      if (text[0] == '\0')
        continue;
      /* The engine skips the announcements when none is possible: "done"
       * after the last one is then implied. */
      if (strcmp (text, "done") == 0 && state->phase != PL_BEZIQUE_PHASE_DECLARE &&
          state->phase != PL_BEZIQUE_PHASE_ANNOUNCE)
        continue;
      g_assert_cmpint (seat, >=, 0);
      if (!pl_bezique_game.move_from_string (state, seat, text, &move, &error) ||
          !pl_bezique_game.check_move (state, &move, &error))
        g_error ("move “%s” by seat %d: %s", text, seat, error->message);
      pl_bezique_game.apply (state, &move);
    }
}

/* @text by @seat, in turn or not; the rules must accept it. */
static inline void
bezique_test_say (PlBeziqueState *state,
                  guint           seat,
                  const char     *text)
{
  g_autoptr(GError) error = NULL;
  PlMove move;

  if (!pl_bezique_game.move_from_string (state, seat, text, &move, &error) ||
      !pl_bezique_game.check_move (state, &move, &error))
    g_error ("“%s” by seat %u: %s", text, seat, error->message);
  pl_bezique_game.apply (state, &move);
}

/* Asserts that @seat may not make the move @text, for the reason
 * @message: every refusal names the rule that refuses it. */
static inline void
bezique_test_refused_by (const PlBeziqueState *state,
                         guint                 seat,
                         const char           *text,
                         const char           *message)
{
  g_autoptr(GError) error = NULL;
  PlMove move;

  g_assert_true (pl_bezique_game.move_from_string (state, seat, text, &move, &error));
  g_assert_false (pl_bezique_game.check_move (state, &move, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==, message);
}
