/* pl-cassino-score.c — the showing, the deal's result and the match score
 * of Cassino (seed 003, "Showing" and "Scoring")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cassino"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-cassino.h"
#include "pl-cassino-private.h"

/* The count ---------------------------------------------------------------- */

static PlCardSet
side_pile (const PlCassinoState *state,
           guint                 side,
           PlCardSet            *sweeps)
{
  PlCardSet pile = 0;

  *sweeps = 0;
  for (guint seat = 0; seat < state->n_seats; seat++)
    if (pl_cassino_side_of (state, seat) == side)
      {
        pile |= state->won[seat];
        *sweeps |= state->sweep_cards[seat];
      }
  return pile;
}

/* Whether @side alone has the most of @counts ("the majority"; seed 003:
 * "If it is a tie, neither scores"). */
static gboolean
alone_at_top (const guint *counts,
              guint        n_sides,
              guint        side)
{
  for (guint s = 0; s < n_sides; s++)
    if (s != side && counts[s] >= counts[side])
      return FALSE;
  return TRUE;
}

void
pl_cassino_get_count (const PlCassinoState *state,
                      guint                 side,
                      PlCassinoCount       *count)
{
  guint n_sides = pl_cassino_n_sides (state);
  guint cards[PL_CASSINO_MAX_SIDES], spades[PL_CASSINO_MAX_SIDES];
  guint sweeps[PL_CASSINO_MAX_SIDES];
  guint most_other_sweeps = 0;
  PlCardSet pile = 0;

  memset (count, 0, sizeof *count);
  if (side >= n_sides)
    return;
  for (guint s = 0; s < n_sides; s++)
    {
      PlCardSet swept, p = side_pile (state, s, &swept);

      cards[s] = pl_cardset_count (p);
      spades[s] = pl_cardset_count (p & PL_CARDSET_SUIT (PL_SUIT_SPADES));
      sweeps[s] = pl_cardset_count (swept);
      if (s == side)
        pile = p;
      else
        most_other_sweeps = MAX (most_other_sweeps, sweeps[s]);
    }

  /* Seed 003, "Showing": "The player having the majority scores the three
   * points for cards. If it is a tie, neither scores. The cards are then
   * turned face up, and the spades counted and claimed; and then all the
   * points for Cassinos and Aces." */
  count->cards = cards[side];
  count->spades = spades[side];
  count->aces = pl_cardset_count (pile & PL_CARDSET_RANK (PL_RANK_ACE));
  count->big_cassino = pl_cardset_has (pile, PL_CASSINO_BIG_CASSINO);
  count->little_cassino = pl_cardset_has (pile, PL_CASSINO_LITTLE_CASSINO);
  count->sweeps = sweeps[side];
  count->card_points = alone_at_top (cards, n_sides, side) ? 3 : 0;
  count->spade_points = alone_at_top (spades, n_sides, side) ? 1 : 0;
  count->cassino_points = (count->big_cassino ? 2 : 0) + (count->little_cassino ? 1 : 0);
  count->ace_points = count->aces;
  count->showing = count->card_points + count->spade_points + count->cassino_points +
                   count->ace_points;

  /* Seed 003, "Sweeping": a sweep "counts a point"; "Sweeps made by
   * opposite sides are sometimes turned down to cancel one another": a
   * side keeps the sweeps it made above the most any other side made. */
  switch (state->options.sweeps)
    {
    case PL_CASSINO_SWEEPS_OFF:
      count->sweep_points = 0;
      break;
    case PL_CASSINO_SWEEPS_CANCEL:
      count->sweep_points = count->sweeps > most_other_sweeps
                            ? count->sweeps - most_other_sweeps : 0;
      break;
    case PL_CASSINO_SWEEPS_COUNT:
    default:
      count->sweep_points = count->sweeps;
      break;
    }
  count->total = count->showing + count->sweep_points;
}

/* The deal's score and the match's ------------------------------------------ */

/* What each side adds to the match score for a deal whose sides made
 * @totals points. */
static void
deal_score_from (PlCassinoScoring  scoring,
                 const guint      *totals,
                 guint             n_sides,
                 gint             *score)
{
  guint lowest = G_MAXUINT;

  for (guint s = 0; s < n_sides; s++)
    lowest = MIN (lowest, totals[s]);
  for (guint s = 0; s < n_sides; s++)
    switch (scoring)
      {
      case PL_CASSINO_SCORING_HAND:
        /* Seed 003: "count every hand a game". */
        score[s] = alone_at_top (totals, n_sides, s) ? 1 : 0;
        break;
      case PL_CASSINO_SCORING_TWENTY_ONE:
        score[s] = (gint) totals[s];
        break;
      case PL_CASSINO_SCORING_ELEVEN:
      default:
        /* Seed 003: "deducting the lower score from the higher at the end
         * of each deal"; among three, each less the lowest. */
        score[s] = (gint) (totals[s] - lowest);
        break;
      }
}

guint
pl_cassino_deal_score (const PlCassinoState *state,
                       gint                 *score)
{
  guint n_sides = pl_cassino_n_sides (state);
  guint totals[PL_CASSINO_MAX_SIDES];

  for (guint s = 0; s < n_sides; s++)
    {
      PlCassinoCount count;

      pl_cassino_get_count (state, s, &count);
      totals[s] = count.total;
    }
  deal_score_from (state->options.scoring, totals, n_sides, score);
  return n_sides;
}

guint
pl_cassino_match_target (const PlCassinoOptions *options)
{
  switch (options->scoring)
    {
    case PL_CASSINO_SCORING_HAND:
      return 0;
    case PL_CASSINO_SCORING_TWENTY_ONE:
      return 21;
    case PL_CASSINO_SCORING_ELEVEN:
    default:
      return 11;
    }
}

/* Whether a match with @score is over: a side at the target alone at the
 * top wins; seed 003: "If one side reached 11 before the adversary reached
 * 6, it was a lurch, and counted as a double game" (every adversary under
 * 6, in the old game to 11 only). */
static gboolean
judge (PlCassinoScoring  scoring,
       guint             target,
       const gint       *score,
       guint             n_sides,
       gint             *winner,
       gboolean         *lurch)
{
  gint top = 0;

  *winner = -1;
  *lurch = FALSE;
  if (target == 0)
    return FALSE;
  for (guint s = 1; s < n_sides; s++)
    if (score[s] > score[top])
      top = (gint) s;
  if (score[top] < (gint) target)
    return FALSE;
  for (guint s = 0; s < n_sides; s++)
    if ((gint) s != top && score[s] == score[top])
      return FALSE;
  *winner = top;
  if (scoring == PL_CASSINO_SCORING_ELEVEN)
    {
      *lurch = TRUE;
      for (guint s = 0; s < n_sides; s++)
        if ((gint) s != top && score[s] >= 6)
          *lurch = FALSE;
    }
  return TRUE;
}

gboolean
pl_cassino_match_over_vfunc (const void *options_ptr,
                             const gint *totals,
                             guint       n_seats,
                             gint       *winner)
{
  const PlCassinoOptions *options = options_ptr;
  guint n_sides = options->players == 4 ? 2 : CLAMP (options->players, 2, 3);
  gint score[PL_CASSINO_MAX_SIDES] = { 0, };
  gboolean lurch;

  /* Partners share one total (seed 003's "if one side reached 11"): each
   * seat of a side holds the side's score, and side s's first seat is
   * seat s. */
  g_return_val_if_fail (n_seats >= n_sides, FALSE);
  for (guint s = 0; s < n_sides; s++)
    score[s] = totals[s];
  return judge (options->scoring, pl_cassino_match_target (options), score, n_sides, winner,
                &lurch);
}

void
pl_cassino_match_init (PlCassinoMatch         *match,
                       const PlCassinoOptions *options)
{
  memset (match, 0, sizeof *match);
  match->scoring = options->scoring;
  match->n_sides = options->players == 4 ? 2 : CLAMP (options->players, 2, 3);
  match->winner = -1;
}

void
pl_cassino_match_add_scores (PlCassinoMatch *match,
                             const gint     *score)
{
  PlCassinoOptions options = { 0, };

  /* A deal after the end starts the next match. */
  if (match->over)
    {
      match->over = FALSE;
      match->n_deals = 0;
      memset (match->score, 0, sizeof match->score);
    }
  for (guint s = 0; s < match->n_sides; s++)
    match->score[s] += score[s];
  match->n_deals++;
  options.scoring = match->scoring;
  match->over = judge (match->scoring, pl_cassino_match_target (&options),
                       match->score, match->n_sides, &match->winner, &match->lurch);
  /* Seed 003: a lurch "counted as a double game". */
  match->games = match->over ? (match->lurch ? 2 : 1) : 0;
}

void
pl_cassino_match_add (PlCassinoMatch       *match,
                      const PlCassinoState *state)
{
  gint score[PL_CASSINO_MAX_SIDES];

  g_return_if_fail (state->phase == PL_CASSINO_PHASE_OVER);
  g_return_if_fail (pl_cassino_n_sides (state) == match->n_sides);
  pl_cassino_deal_score (state, score);
  pl_cassino_match_add_scores (match, score);
}

/* Results ---------------------------------------------------------------- */

static char *
side_name (const PlCassinoState *state,
           guint                 side)
{
  if (state->n_seats == 4)
    return g_strdup_printf (_("Seats %u and %u"), side, side + 2);
  return g_strdup_printf (_("Seat %u"), side);
}

/* Whether a side scores the cards (or the spades). */
static gboolean
claimed (const PlCassinoCount *count,
         guint                 n_sides,
         gboolean              cards)
{
  for (guint s = 0; s < n_sides; s++)
    if ((cards ? count[s].card_points : count[s].spade_points) > 0)
      return TRUE;
  return FALSE;
}

static guint
most_of (const guint *counts,
         guint        n_sides)
{
  guint most = 0;

  for (guint s = 0; s < n_sides; s++)
    most = MAX (most, counts[s]);
  return most;
}

void
pl_cassino_result_vfunc (const void *state_ptr,
                         PlResult   *result)
{
  const PlCassinoState *state = state_ptr;
  guint n_sides = pl_cassino_n_sides (state);
  GString *reasons = g_string_new (NULL);
  PlCassinoCount count[PL_CASSINO_MAX_SIDES];
  gint score[PL_CASSINO_MAX_SIDES];
  guint cards[PL_CASSINO_MAX_SIDES], spades[PL_CASSINO_MAX_SIDES];
  gint best_other = G_MININT;

  memset (result, 0, sizeof *result);
  result->n_seats = state->n_seats;
  result->declarer = -1;
  pl_cassino_deal_score (state, score);
  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *name = side_name (state, s);

      pl_cassino_get_count (state, s, &count[s]);
      cards[s] = count[s].cards;
      spades[s] = count[s].spades;
      if (s > 0)
        g_string_append_c (reasons, '\n');
      g_string_append_printf (reasons,
                              _("%s: cards %u, spades %u, cassinos %u, aces %u, sweeps %u"),
                              name, count[s].cards, count[s].spades,
                              (count[s].big_cassino ? 1 : 0) + (count[s].little_cassino ? 1 : 0),
                              count[s].aces, count[s].sweeps);
      g_string_append_printf (reasons,
                              g_dngettext (GETTEXT_PACKAGE, " — %u point", " — %u points",
                                           count[s].total),
                              count[s].total);
      if (s > 0)
        best_other = MAX (best_other, (gint) count[s].total);
    }
  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      guint side = pl_cassino_side_of (state, seat);

      result->score[seat] = score[side];
      result->points[seat] = (gint) count[side].total;
    }

  /* Seed 003: "If it is a tie, neither scores." */
  if (!claimed (count, n_sides, TRUE))
    {
      g_string_append_c (reasons, '\n');
      g_string_append_printf (reasons, _("The cards are tied at %u: neither scores the "
                                         "three points for cards"),
                              most_of (cards, n_sides));
    }
  if (!claimed (count, n_sides, FALSE))
    {
      g_string_append_c (reasons, '\n');
      g_string_append_printf (reasons, _("The spades are tied at %u: neither scores the "
                                         "point for spades"),
                              most_of (spades, n_sides));
    }
  if (state->options.sweeps == PL_CASSINO_SWEEPS_CANCEL)
    {
      g_string_append_c (reasons, '\n');
      g_string_append (reasons, _("Sweeps made by opposite sides cancel one another"));
    }
  else if (state->options.sweeps == PL_CASSINO_SWEEPS_OFF)
    {
      g_string_append_c (reasons, '\n');
      g_string_append (reasons, _("Sweeps are not counted"));
    }

  result->won = (gint) count[0].total > best_other;
  result->value = (gint) count[0].total - best_other;
  /* The cards played out of turn of a deal played by the laws. */
  pl_laws_append_reasons (&pl_cassino_game, state, reasons);
  result->reasons = g_string_free (reasons, FALSE);
}

static void
append_json (const PlCassinoState *state,
             const gint           *match_score,
             GString              *out)
{
  guint n_sides = pl_cassino_n_sides (state);
  guint showing = 0;
  gint score[PL_CASSINO_MAX_SIDES];

  pl_cassino_deal_score (state, score);
  g_string_append (out, "\"players\": [");
  for (guint s = 0; s < n_sides; s++)
    {
      PlCassinoCount c;

      pl_cassino_get_count (state, s, &c);
      showing += c.showing;
      g_string_append_printf (out, "%s{\"seats\": [%u", s ? ", " : "", s);
      if (state->n_seats == 4)
        g_string_append_printf (out, ", %u", s + 2);
      g_string_append_printf (out, "], \"cards\": %u, \"spades\": %u, \"cassinos\": %u, "
                              "\"aces\": %u, \"sweeps\": %u, \"big_cassino\": %s, "
                              "\"little_cassino\": %s, \"showing\": %u, "
                              "\"sweep_points\": %u, \"points\": %u}",
                              c.cards, c.spades,
                              (c.big_cassino ? 1 : 0) + (c.little_cassino ? 1 : 0),
                              c.aces, c.sweeps, c.big_cassino ? "true" : "false",
                              c.little_cassino ? "true" : "false", c.showing,
                              c.sweep_points, c.total);
    }
  g_string_append_printf (out, "], \"showing\": %u, \"deal_score\": [", showing);
  for (guint s = 0; s < n_sides; s++)
    g_string_append_printf (out, "%s%d", s ? ", " : "", score[s]);
  g_string_append (out, "], \"score\": [");
  for (guint s = 0; s < n_sides; s++)
    g_string_append_printf (out, "%s%d", s ? ", " : "", match_score[s]);
  g_string_append (out, "]");
}

gboolean
pl_cassino_match_json_vfunc (const void *state_ptr,
                             const gint *totals,
                             GString    *out)
{
  const PlCassinoState *state = state_ptr;
  guint n_sides = pl_cassino_n_sides (state);
  gint score[PL_CASSINO_MAX_SIDES];
  gint winner;
  gboolean lurch, over;

  /* The seats of a side share its score: the side's first seat holds it. */
  for (guint s = 0; s < n_sides; s++)
    score[s] = totals[s];
  append_json (state, score, out);
  over = judge (state->options.scoring, pl_cassino_match_target (&state->options),
                score, n_sides, &winner, &lurch);
  g_string_append_printf (out, ", \"match_over\": %s", over ? "true" : "false");
  if (over)
    /* Seed 003: a lurch "counted as a double game". */
    g_string_append_printf (out, ", \"winner\": %d, \"lurch\": %s, \"games\": %u", winner,
                            lurch ? "true" : "false", lurch ? 2u : 1u);
  return over;
}

void
pl_cassino_result_json_vfunc (const void *state_ptr,
                              GString    *out)
{
  const PlCassinoState *state = state_ptr;
  gint score[PL_CASSINO_MAX_SIDES];
  gint totals[PL_MAX_SEATS];

  /* A deal alone is a match of one deal. */
  pl_cassino_deal_score (state, score);
  for (guint seat = 0; seat < state->n_seats; seat++)
    totals[seat] = score[pl_cassino_side_of (state, seat)];
  pl_cassino_match_json_vfunc (state, totals, out);
  /* The deal's irregularities ("laws") are the caller's to add, as
   * `parlour-cli replay --json` does for every game (pl-laws.h). */
}
