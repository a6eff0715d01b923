/* pl-bezique-score.c — what the table asks of a Bézique state: accessors,
 * the score, the result of a deal and its reasons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-bezique.h"
#include "pl-bezique-private.h"

#define BRISQUES (PL_BEZIQUE_RANK_BITS (PL_RANK_ACE) | PL_BEZIQUE_RANK_BITS (PL_RANK_10))

/* Accessors -------------------------------------------------------------- */

PlBeziquePhase
pl_bezique_get_phase (const PlBeziqueState *state)
{
  return state->phase;
}

PlSuit
pl_bezique_get_trump (const PlBeziqueState *state)
{
  return state->trump;
}

guint
pl_bezique_get_turn_up (const PlBeziqueState *state)
{
  if (state->stock_next >= PL_BEZIQUE_STOCK_SIZE)
    return PL_BEZIQUE_NO_CARD;
  return state->stock[PL_BEZIQUE_STOCK_SIZE - 1];
}

guint
pl_bezique_get_stock_size (const PlBeziqueState *state)
{
  return PL_BEZIQUE_STOCK_SIZE - state->stock_next;
}

gboolean
pl_bezique_stock_count_visible (const PlBeziqueState *state)
{
  /* Seed 002: "The English laws allow a player to count the stock, the
   * French do not." */
  return state->options.count_stock;
}

PlBeziqueSet
pl_bezique_get_hand (const PlBeziqueState *state,
                     guint                 seat)
{
  return seat < 2 ? state->hands[seat] : 0;
}

PlBeziqueSet
pl_bezique_get_table (const PlBeziqueState *state,
                      guint                 seat)
{
  return seat < 2 ? state->table[seat] : 0;
}

PlBeziqueSet
pl_bezique_get_won (const PlBeziqueState *state,
                    guint                 seat)
{
  return seat < 2 ? state->won[seat] : 0;
}

guint
pl_bezique_get_current_trick (const PlBeziqueState *state,
                              guint                 cards[2],
                              guint                *leader)
{
  const PlBeziqueTrick *trick;

  /* The lead lies alone on the table (by the laws also while its
   * follower draws, or while a lead out of turn is answered). */
  if (state->n_trick_cards == 0 || state->phase == PL_BEZIQUE_PHASE_OVER)
    return 0;
  trick = &state->tricks[state->n_tricks];
  cards[0] = trick->cards[0];
  cards[1] = PL_BEZIQUE_NO_CARD;
  if (leader != NULL)
    *leader = trick->leader;
  return 1;
}

gboolean
pl_bezique_get_trick (const PlBeziqueState *state,
                      guint                 index,
                      guint                 cards[2],
                      guint                *leader,
                      guint                *winner)
{
  const PlBeziqueTrick *trick;

  if (index >= state->n_tricks)
    return FALSE;
  trick = &state->tricks[index];
  if (cards != NULL)
    {
      cards[0] = trick->cards[0];
      cards[1] = trick->cards[1];
    }
  if (leader != NULL)
    *leader = trick->leader;
  if (winner != NULL)
    *winner = trick->winner;
  return TRUE;
}

guint
pl_bezique_get_n_declarations (const PlBeziqueState *state,
                               guint                 seat)
{
  return seat < 2 ? state->n_declarations[seat] : 0;
}

const PlBeziqueDeclaration *
pl_bezique_get_declaration (const PlBeziqueState *state,
                            guint                 seat,
                            guint                 index)
{
  if (seat >= 2 || index >= state->n_declarations[seat])
    return NULL;
  return &state->declarations[seat][index];
}

gint
pl_bezique_peek_cost (const PlBeziqueState *state,
                      guint                 seat,
                      guint                 trick_index)
{
  if (trick_index >= state->n_tricks)
    return -1;
  if (state->phase == PL_BEZIQUE_PHASE_OVER || state->options.peek)
    return 0;
  /* The last trick is not yet "turned and quitted" until the next card is
   * led: while the winner declares, both may still see it. */
  if (trick_index + 1 == state->n_tricks && state->n_trick_cards == 0)
    return 0;
  return -1;
}

void
pl_bezique_get_score (const PlBeziqueState *state,
                      guint                 seat,
                      PlBeziqueScore       *score)
{
  PlBeziqueSet brisques;

  memset (score, 0, sizeof *score);
  /* Seed 002: a fresh deal claimed, this one counts for nothing. */
  if (seat >= 2 || state->annulled)
    return;
  score->declarations = state->declaration_points[seat];
  score->laws = state->law_points[seat];
  score->sevens = state->seven_points[seat];
  /* Brisques: the aces and tens taken in tricks, ten each. */
  brisques = state->won[seat] & BRISQUES;
  score->brisques = 10 * (guint) __builtin_popcountll (brisques);
  /* pl-bezique.h, "Brisques": when they count. */
  if (state->phase == PL_BEZIQUE_PHASE_OVER ||
      state->options.brisques == PL_BEZIQUE_BRISQUES_AT_ONCE)
    score->brisques_scored = score->brisques;
  else if (state->options.brisques == PL_BEZIQUE_BRISQUES_LAST_EIGHT)
    /* Seed 002, the last eight: "should be scored as soon as made". */
    for (guint t = PL_BEZIQUE_N_TRICKS - 8; t < state->n_tricks; t++)
      if (state->tricks[t].winner == seat)
        score->brisques_scored += 10 * (guint) __builtin_popcountll (
          (PL_BEZIQUE_BIT (state->tricks[t].cards[0]) |
           PL_BEZIQUE_BIT (state->tricks[t].cards[1])) & BRISQUES);
  /* Seed 002: "The winner of the last trick of all scores ten points". */
  if (state->n_tricks == PL_BEZIQUE_N_TRICKS &&
      state->tricks[PL_BEZIQUE_N_TRICKS - 1].winner == seat)
    score->last_trick = 10;
  score->total = score->declarations + score->sevens + score->last_trick +
                 score->brisques_scored + score->laws;
}

/* Results ---------------------------------------------------------------- */

void
pl_bezique_result_vfunc (const void *state_ptr,
                         PlResult   *result)
{
  const PlBeziqueState *state = state_ptr;
  GString *reasons = g_string_new (NULL);
  PlBeziqueScore score[2];

  memset (result, 0, sizeof *result);
  result->n_seats = 2;
  result->declarer = -1;
  for (guint s = 0; s < 2; s++)
    {
      pl_bezique_get_score (state, s, &score[s]);
      result->score[s] = score[s].total;
      result->points[s] = score[s].total;
      if (s > 0)
        g_string_append_c (reasons, '\n');
      g_string_append_printf (reasons,
                              _("Seat %u: declarations %u, sevens of trumps %u, brisques %u, last trick %u: %u"),
                              s, score[s].declarations, score[s].sevens,
                              score[s].brisques, score[s].last_trick, score[s].total);
    }
  /* The irregularities and their penalties (pl-bezique-laws.h). */
  if (state->options.laws)
    pl_bezique_laws_append_reasons (state, reasons);
  result->won = score[0].total > score[1].total;
  result->value = (gint) score[0].total - (gint) score[1].total;
  result->reasons = g_string_free (reasons, FALSE);
}

/* The players' scores as JSON members: "players": [...], "score": [...]. */
static void
append_players (const PlBeziqueState *state,
                GString              *out)
{
  PlBeziqueScore score[2];

  for (guint s = 0; s < 2; s++)
    pl_bezique_get_score (state, s, &score[s]);
  g_string_append (out, "\"players\": [");
  for (guint s = 0; s < 2; s++)
    {
      gboolean first = TRUE;

      g_string_append_printf (out, "%s{\"declarations\": [", s ? ", " : "");
      for (guint i = 0; i < state->n_declarations[s]; i++)
        {
          const PlBeziqueDeclaration *d = &state->declarations[s][i];
          g_autofree char *cards = pl_bezique_set_to_string (d->cards);
          static const char *const status[] = { "scored", "pending", "lost" };

          g_string_append_printf (out, "%s{\"combination\": \"%s\", \"cards\": \"%s\", "
                                  "\"status\": \"%s\", \"points\": %u}",
                                  first ? "" : ", ",
                                  pl_bezique_combination_word (d->kind), cards,
                                  status[d->status % 3],
                                  d->status == PL_BEZIQUE_SCORED
                                  ? pl_bezique_combination_points (d->kind) : 0);
          first = FALSE;
        }
      g_string_append_printf (out, "], \"declaration_points\": %u, \"sevens\": %u, "
                              "\"brisques\": %u, \"brisques_scored\": %u, "
                              "\"last_trick\": %u, ",
                              score[s].declarations, score[s].sevens,
                              score[s].brisques, score[s].brisques_scored,
                              score[s].last_trick);
      /* Only a deal played by the laws has their points. */
      if (state->options.laws)
        g_string_append_printf (out, "\"laws\": %u, ", score[s].laws);
      g_string_append_printf (out, "\"total\": %u}", score[s].total);
    }
  g_string_append_printf (out, "], \"score\": [%u, %u]", score[0].total, score[1].total);
}

void
pl_bezique_result_json_vfunc (const void *state_ptr,
                              GString    *out)
{
  const PlBeziqueState *state = state_ptr;

  g_string_append_printf (out, "\"target\": %u, ", (guint) state->options.target);
  append_players (state, out);
}

void
pl_bezique_progress_json_vfunc (const void *state_ptr,
                                GString    *out)
{
  const PlBeziqueState *state = state_ptr;

  /* What the table shows in the middle of the deal, as the options want
   * it: the stock's count only under the English laws (seed 002), null
   * under the French; the scores with the brisques counted so far. */
  g_string_append_printf (out, "\"phase\": \"%s\", \"to_move\": %d, \"tricks\": %u, "
                          "\"last_eight\": %s, \"stock_count\": ",
                          pl_bezique_game.phase_name (state), (gint) state->to_move,
                          (guint) state->n_tricks, state->last_eight ? "true" : "false");
  if (pl_bezique_stock_count_visible (state))
    g_string_append_printf (out, "%u", pl_bezique_get_stock_size (state));
  else
    g_string_append (out, "null");
  g_string_append_printf (out, ", \"target\": %u, ", (guint) state->options.target);
  append_players (state, out);
}
