/* euchre-test-util.h — dealing given Euchre hands and playing scripted moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "pl-euchre.h"

/* Options from "key=value" words ("pack=32 joker=on"); NULL: defaults. */
static inline void
euchre_test_options (PlEuchreOptions *options,
                     const char      *settings)
{
  g_auto(GStrv) words = g_strsplit (settings ? settings : "", " ", -1);

  pl_game_options_init (&pl_euchre_game, options);
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) kv = NULL;

      if (words[i][0] == '\0')
        continue;
      kv = g_strsplit (words[i], "=", 2);
      g_assert_nonnull (kv[1]);
      g_assert_true (pl_game_options_set (&pl_euchre_game, options, kv[0], kv[1], &error));
      g_assert_no_error (error);
    }
}

static inline PlCardSet
euchre_test_set (const char *text)
{
  g_autoptr(GError) error = NULL;
  PlCardSet set = 0;

  g_assert_true (pl_cardset_from_string (text, &set, &error));
  g_assert_no_error (error);
  return set;
}

/* The places of a seat's five cards in the pack, counted from the dealer
 * (pl-euchre.h, "Pack and deal"). */
static const guint8 euchre_test_places[4][5] = {
  { 8, 9, 17, 18, 19 },    /* the dealer */
  { 0, 1, 2, 10, 11 },     /* his left */
  { 3, 4, 12, 13, 14 },    /* his partner */
  { 5, 6, 7, 15, 16 },     /* his right */
};

/* Builds the pack that deals @hands (seat 0 … 3, five cards each) and
 * @kitty (the turned card first) with @dealer dealing; returns its size. */
static inline guint
euchre_test_pack (PlCard     *pack,
                  guint       dealer,
                  const char *hands[4],
                  const char *kitty)
{
  g_auto(GStrv) rest = g_strsplit (kitty, " ", -1);
  guint n = 20;

  for (guint seat = 0; seat < 4; seat++)
    {
      g_auto(GStrv) words = g_strsplit (hands[seat], " ", -1);
      guint k = 0;

      for (guint i = 0; words[i] != NULL; i++)
        {
          if (words[i][0] == '\0')
            continue;
          g_assert_cmpuint (k, <, 5);
          g_assert_true (pl_card_from_string (words[i],
                                              &pack[euchre_test_places[(seat + 4 - dealer) & 3][k]]));
          k++;
        }
      g_assert_cmpuint (k, ==, 5);
    }
  for (guint i = 0; rest[i] != NULL; i++)
    if (rest[i][0] != '\0')
      g_assert_true (pl_card_from_string (rest[i], &pack[n++]));
  return n;
}

static inline void
euchre_test_deal (PlEuchreState *state,
                  const char    *settings,
                  guint          dealer,
                  const char    *hand0,
                  const char    *hand1,
                  const char    *hand2,
                  const char    *hand3,
                  const char    *kitty)
{
  const char *hands[4] = { hand0, hand1, hand2, hand3 };
  g_autoptr(GError) error = NULL;
  PlEuchreOptions options;
  PlCard pack[64];
  guint n;

  euchre_test_options (&options, settings);
  n = euchre_test_pack (pack, dealer, hands, kitty);
  g_assert_true (pl_euchre_game.deal (state, &options, dealer, pack, n, &error));
  g_assert_no_error (error);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_true (state->hands[seat] == euchre_test_set (hands[seat]));
}

/* Plays moves in the notation separated by commas, each by the seat to
 * move: "pass, order, discard S9, play HJ". */
static inline void
euchre_test_play (PlEuchreState *state,
                  const char    *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, ",", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strstrip (g_strdup (list[i]));
      gint seat = pl_euchre_game.to_move (state);
      PlMove move;

      if (text[0] == '\0')
        continue;
      g_assert_cmpint (seat, >=, 0);
      if (!pl_euchre_game.move_from_string (state, seat, text, &move, &error) ||
          !pl_euchre_game.check_move (state, &move, &error))
        g_error ("move “%s” by seat %d: %s", text, seat, error->message);
      pl_euchre_game.apply (state, &move);
    }
}

/* Plays @text by @seat, whoever is to move: an irregular act, an answer
 * or a call ("play SA out-of-turn", "call revoke"). */
static inline void
euchre_test_by (PlEuchreState *state,
                guint          seat,
                const char    *text)
{
  g_autoptr(GError) error = NULL;
  PlMove move;

  if (!pl_euchre_game.move_from_string (state, seat, text, &move, &error) ||
      !pl_euchre_game.check_move (state, &move, &error))
    g_error ("“%s” by seat %u: %s", text, seat, error->message);
  pl_euchre_game.apply (state, &move);
}

/* Plays the first legal move while the deal is in the play. */
static inline void
euchre_test_play_out (PlEuchreState *state)
{
  while (pl_euchre_get_phase (state) == PL_EUCHRE_PHASE_PLAY)
    {
      PlMove moves[PL_MAX_MOVES];

      g_assert_cmpuint (pl_euchre_game.legal_moves (state, moves), >, 0);
      pl_euchre_game.apply (state, &moves[0]);
    }
}

/* Checks that @text by the seat to move is refused with @message. */
static inline void
euchre_test_refused (const PlEuchreState *state,
                     const char          *text,
                     const char          *message)
{
  g_autoptr(GError) error = NULL;
  gint seat = pl_euchre_game.to_move (state);
  PlMove move;

  g_assert_true (pl_euchre_game.move_from_string (state, seat, text, &move, &error));
  g_assert_no_error (error);
  g_assert_false (pl_euchre_game.check_move (state, &move, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==, message);
}
