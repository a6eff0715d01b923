/* pl-ai-euchre-match.c — how `parlour-cli match euchre` compares two levels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <glib/gi18n-lib.h>

#include "pl-ai-euchre.h"
#include "pl-euchre.h"

/*
 * Duplicate Euchre: the deals are played as games to the game's points,
 * the score carried from deal to deal, with A's partnership against B's
 * and then the other way round, so that each level holds every hand once.
 * The deals go in runs of 16, each from love all, so that the runs can be
 * shared among threads and give the same match on any number of them.
 *
 * Beside the points, each level's calls are counted by the score before
 * the deal (behind, level or ahead, and with the game within a lone
 * march, four points or fewer to go): how often it made trumps and how
 * often it went alone, what its lone hands scored and how often they were
 * euchred; and the games it won.
 */

enum {
  COUNT_GAMES,            /* games that ended in a deal it played */
  COUNT_GAMES_WON,
  COUNT_MAKES,            /* trumps made (ordered up or called) */
  COUNT_ALONE,            /* … alone */
  COUNT_ALONE_POINTS,     /* what its lone hands scored */
  COUNT_ALONE_EUCHRED,
  COUNT_MAKES_BY,         /* three: behind, level, ahead */
  COUNT_ALONE_BY = COUNT_MAKES_BY + 3,
  COUNT_MAKES_NEAR = COUNT_ALONE_BY + 3,
  COUNT_ALONE_NEAR,
  N_COUNTS,
};

G_STATIC_ASSERT (N_COUNTS <= PL_AI_MATCH_MAX_COUNTS);

static guint
euchre_side (gconstpointer options,
             guint         seat)
{
  return pl_euchre_side (seat);
}

static void
euchre_count_move (gconstpointer  state_ptr,
                   guint          seat,
                   const PlMove  *move,
                   guint         *counts)
{
  const PlEuchreState *state = state_ptr;
  guint side = pl_euchre_side (seat);
  guint mine = state->score[side], theirs = state->score[1 - side];
  guint by = mine < theirs ? 0 : mine == theirs ? 1 : 2;
  gboolean near = mine + 4 >= state->options.game;

  if (move->kind != PL_MOVE_ORDER_UP && move->kind != PL_MOVE_CALL)
    return;
  counts[COUNT_MAKES]++;
  counts[COUNT_MAKES_BY + by]++;
  counts[COUNT_MAKES_NEAR] += near;
  if (move->flags & PL_EUCHRE_FLAG_ALONE)
    {
      counts[COUNT_ALONE]++;
      counts[COUNT_ALONE_BY + by]++;
      counts[COUNT_ALONE_NEAR] += near;
    }
}

static void
euchre_count_deal (gconstpointer  state,
                   guint          seat,
                   guint         *counts)
{
  guint side = pl_euchre_side (seat);
  PlEuchreOutcome o;

  pl_euchre_get_outcome (state, &o);
  if (o.game_won >= 0)
    {
      counts[COUNT_GAMES]++;
      counts[COUNT_GAMES_WON] += (guint) o.game_won == side;
    }
  if (o.alone && o.maker >= 0 && pl_euchre_side ((guint) o.maker) == side)
    {
      counts[COUNT_ALONE_POINTS] += o.points[side];
      counts[COUNT_ALONE_EUCHRED] += o.end == PL_EUCHRE_END_EUCHRED;
    }
}

static void
euchre_describe_counts (const guint *counts,
                        guint        deals,
                        GString     *out)
{
  static const char *const by[] = { N_("behind"), N_("level"), N_("ahead") };

  g_string_append_printf (out, _("     games won %u of %u\n"),
                          counts[COUNT_GAMES_WON], counts[COUNT_GAMES]);
  g_string_append_printf (out, _("     made trumps %u times, alone %u (%.1f %% of the deals), "
                                 "scoring %.2f per lone hand, euchred %u\n"),
                          counts[COUNT_MAKES], counts[COUNT_ALONE],
                          100.0 * counts[COUNT_ALONE] / MAX (deals, 1),
                          (gdouble) counts[COUNT_ALONE_POINTS] / MAX (counts[COUNT_ALONE], 1),
                          counts[COUNT_ALONE_EUCHRED]);
  g_string_append (out, "    ");
  for (guint i = 0; i < 3; i++)
    g_string_append_printf (out, _(" %s: alone %u of %u makes;"), _(by[i]),
                            counts[COUNT_ALONE_BY + i], counts[COUNT_MAKES_BY + i]);
  g_string_append_printf (out, _(" a lone march from winning: alone %u of %u makes\n"),
                          counts[COUNT_ALONE_NEAR], counts[COUNT_MAKES_NEAR]);
}

const PlAiMatchRules pl_ai_euchre_match = {
  .side = euchre_side,
  .summary = N_("the partnerships swapped, the deals played as games to 10 in runs of "
                "16, with how often each level went alone."),
  .decimals = 3,
  .run_length = 16,
  .n_counts = N_COUNTS,
  .count_move = euchre_count_move,
  .count_deal = euchre_count_deal,
  .describe_counts = euchre_describe_counts,
};
