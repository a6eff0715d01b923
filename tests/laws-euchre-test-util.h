/* laws-euchre-test-util.h — the deal and the checks the tests of Euchre's
 * laws share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "pl-euchre-laws.h"
#include "pl-laws.h"
#include "pl-record.h"
#include "euchre-test-util.h"

/*
 * One deal for every test (seat 3 deals, seat 0 orders hearts up, the
 * dealer takes HT and puts D9 away; seat 0 leads):
 *   seat 0: HJ DJ HA C9 S9     (the right and the left bower, HA)
 *   seat 1: HK HQ CA CK ST
 *   seat 2: H9 DA DK SA SK
 *   seat 3: DT DQ CQ SQ HT
 * Seats 0 and 2 are partners against seats 1 and 3.
 */
#define H0 "HJ DJ HA C9 S9"
#define H1 "HK HQ CA CK ST"
#define H2 "H9 DA DK SA SK"
#define H3 "DT DQ CQ SQ D9"
#define KITTY "HT CT CJ SJ"

#define LAWS_OFF "This deal is not played by the book’s laws: irregular acts, their " \
                 "remedies and calls are not taken"

static inline void
deal (PlEuchreState *state,
      const char    *settings,
      gboolean       alone)
{
  euchre_test_deal (state, settings, 3, H0, H1, H2, H3, KITTY);
  euchre_test_play (state, alone ? "order alone, discard D9" : "order, discard D9");
  g_assert_cmpint (pl_euchre_get_phase (state), ==, PL_EUCHRE_PHASE_PLAY);
  g_assert_cmpint (pl_euchre_game.to_move (state), ==, 0);
}

/* @text by @seat is refused with @message. */
static inline void
refused_by (const PlEuchreState *state,
            guint                seat,
            const char          *text,
            const char          *message)
{
  g_autoptr(GError) error = NULL;
  PlMove move;

  g_assert_true (pl_euchre_game.move_from_string (state, seat, text, &move, &error));
  g_assert_false (pl_euchre_game.check_move (state, &move, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, message);
}

/* @text by @seat is accepted, and not applied. */
static inline void
accepted_by (const PlEuchreState *state,
             guint                seat,
             const char          *text)
{
  g_autoptr(GError) error = NULL;
  PlMove move;

  if (!pl_euchre_game.move_from_string (state, seat, text, &move, &error) ||
      !pl_euchre_game.check_move (state, &move, &error))
    g_error ("“%s” by seat %u: %s", text, seat, error->message);
}

/* The legal moves in the notation, joined by ", ". */
static inline char *
legal_text (const PlEuchreState *state)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_euchre_game.legal_moves (state, moves);
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_assert_false (moves[i].flags & PL_MOVE_IRREGULAR);
      if (i > 0)
        g_string_append (out, ", ");
      pl_euchre_game.move_to_string (state, &moves[i], out);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static inline void
assert_legal (const PlEuchreState *state,
              const char          *expected)
{
  g_autofree char *text = legal_text (state);

  g_assert_cmpstr (text, ==, expected);
}

static inline void
assert_event (const PlEuchreState *state,
              guint                index,
              const char          *sentence)
{
  g_autofree char *text = NULL;

  g_assert_cmpuint (index, <, state->laws.n_events);
  text = pl_euchre_laws_describe (state, &state->laws.events[index]);
  g_assert_cmpstr (text, ==, sentence);
}

static inline void
assert_reason (const PlEuchreState *state,
               const char          *line)
{
  PlResult result = { 0, };

  pl_euchre_game.result (state, &result);
  if (strstr (result.reasons, line) == NULL)
    g_error ("the reasons lack “%s”:\n%s", line, result.reasons);
  pl_result_clear (&result);
}

/* The test deal played by the laws as a record of @script ("3:lift-trump":
 * seat, colon, move), played out to its end; @state is the state after
 * it. */
static inline PlDealRecord *
record_script (const char *const *script,
               guint              n_script,
               gpointer          *state)
{
  const char *hands[4] = { H0, H1, H2, H3 };
  g_autoptr(GError) error = NULL;
  PlEuchreOptions options;
  PlDealRecord *deal_record;
  PlCard pack[64];
  guint n;

  euchre_test_options (&options, "laws=on");
  n = euchre_test_pack (pack, 3, hands, KITTY);
  deal_record = pl_deal_record_new_from_pack (&pl_euchre_game, &options, 3, pack, n, &error);
  g_assert_no_error (error);
  *state = pl_deal_record_replay (deal_record, 0, &error);
  for (guint i = 0; i < n_script; i++)
    {
      PlMove move;

      if (!pl_euchre_game.move_from_string (*state, script[i][0] - '0', script[i] + 2, &move,
                                            &error) ||
          !pl_deal_record_append (deal_record, *state, &move, &error))
        g_error ("%s: %s", script[i], error->message);
    }
  g_assert_true (pl_euchre_game.is_terminal (*state));
  return deal_record;
}
