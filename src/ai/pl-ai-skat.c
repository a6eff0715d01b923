/* pl-ai-skat.c — the Monte Carlo Skat player: card play and dispatch
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-ai-skat-private.h"
#include "pl-ai-skat-world.h"
#include "pl-score-sheet.h"
#include "pl-skat-private.h"

static void
free_solver (gpointer data)
{
  pl_skat_solver_free (data);
}

static GPrivate thread_solver = G_PRIVATE_INIT (free_solver);

PlSkatSolver *
pl_ai_skat_thread_solver (void)
{
  PlSkatSolver *solver = g_private_get (&thread_solver);

  if (solver == NULL)
    {
      solver = pl_skat_solver_new (20);
      g_private_set (&thread_solver, solver);
    }
  return solver;
}

void
pl_ai_skat_budget_for_level (PlAiLevel       level,
                             PlAiSkatBudget *budget)
{
  memset (budget, 0, sizeof *budget);
  switch (level)
    {
    case PL_AI_LEVEL_EASY:
      break;
    case PL_AI_LEVEL_NORMAL:
      budget->play_samples = 8;
      budget->bid_samples = 6;
      budget->discard_samples = 3;
      budget->discard_candidates = 2;
      break;
    case PL_AI_LEVEL_STRONG:
    default:
      budget->play_samples = 40;
      budget->bid_samples = 32;
      budget->discard_samples = 8;
      budget->discard_candidates = 4;
      budget->read_bidding = 20;
      break;
    }
}

gdouble
pl_ai_skat_declarer_utility (PlSkatContract contract,
                             guint          gv,
                             guint          bid,
                             gboolean       won)
{
  if (gv < bid)
    {
      guint base = contract == PL_SKAT_NULL ? gv : pl_skat_base_value (contract);

      base = MAX (base, 1);
      gv = (bid + base - 1) / base * base;
      won = FALSE;
    }
  return won ? (gdouble) gv + 50 : -2.0 * gv - 90;
}

/* Card play ---------------------------------------------------------------- */

/* How good the solved world is for the declarer: win or loss, and in suit
 * games and Grand whether Schneider is made or suffered (a level more). */
static gdouble
evaluate_world (PlSkatSolver *solver,
                gboolean      levels)
{
  gint need = pl_skat_solver_win_total (solver);

  if (!pl_skat_solver_counts_points (solver))
    return pl_skat_solver_reaches (solver, need) ? 1.0 : -1.0;
  if (!levels)
    return pl_skat_solver_reaches (solver, need) ? 1.0 : -1.0;
  if (pl_skat_solver_reaches (solver, need))
    return need < 90 && pl_skat_solver_reaches (solver, 90) ? 1.25 : 1.0;
  return pl_skat_solver_reaches (solver, 31) ? -1.0 : -1.25;
}

static PlMove
choose_play (const PlSkatState    *state,
             guint                 seat,
             const PlAiSkatBudget *budget,
             PlRng                *rng)
{
  PlCardSet legal = pl_skat_legal_cards (state, seat);
  PlSkatSolver *solver;
  PlSkatKnowledge *knowledge;
  PlCard cards[12];
  gdouble score[12] = { 0, };
  guint n = 0, best = 0;
  gboolean declarer = state->declarer == (gint) seat;
  PlMove move = pl_move_new (PL_MOVE_PLAY, seat), simple;
  guint tricks_left, samples;
  PlCard card;

  PL_CARDSET_FOREACH (legal, card)
    cards[n++] = card;
  if (n == 1 || budget->play_samples == 0 || state->declarer < 0 ||
      state->contract > PL_SKAT_NULL)
    return pl_ai_skat_easy_choose (state, seat);

  /* The first tricks cost the solver most and decide least: fewer worlds
   * there keep the time per card even (a fixed number, never a clock). */
  tricks_left = 10 - state->n_tricks;
  samples = budget->play_samples;
  if (tricks_left >= 9)
    samples = MAX (samples / 4, 1);
  else if (tricks_left >= 7)
    samples = MAX (samples / 2, 1);

  solver = pl_ai_skat_thread_solver ();
  knowledge = g_new (PlSkatKnowledge, 1);
  pl_skat_knowledge_init (knowledge, state, seat);
  for (guint s = 0; s < samples; s++)
    {
      PlSkatState world;

      if (!pl_skat_knowledge_sample_plausible (knowledge, rng, budget->read_bidding, &world))
        break;
      for (guint i = 0; i < n; i++)
        {
          PlSkatState child = world;
          gdouble v;

          move.card = cards[i];
          pl_skat_game.apply (&child, &move);
          pl_skat_solver_set_state (solver, &child);
          v = evaluate_world (solver, tricks_left < 8);
          score[i] += declarer ? v : -v;
        }
    }
  g_free (knowledge);

  /* Among equally good cards, the one the rule of thumb prefers (it saves
   * points and keeps winners), else the lowest. */
  simple = pl_ai_skat_easy_choose (state, seat);
  for (guint i = 1; i < n; i++)
    if (score[i] > score[best] + 1e-9)
      best = i;
  for (guint i = 0; i < n; i++)
    if (cards[i] == simple.card && score[i] > score[best] - 1e-9)
      best = i;
  move.card = cards[best];
  return move;
}

/* Kontra and Re (option kontra=on) ------------------------------------------ */

/* A defender says Kontra when the declarer loses in most worlds, the
 * declarer says Re when he wins in most.  Each doubles the game: Kontra
 * pays a defender when the declarer loses more than a third of the time,
 * but the open-card solver wins fewer games for the declarer than he wins
 * at the table, so both ask for a clear majority of its worlds. */
#define KONTRA_LOSSES 0.70
#define RE_WINS       0.75

static PlMove
choose_kontra (const PlSkatState    *state,
               guint                 seat,
               const PlAiSkatBudget *budget,
               PlRng                *rng)
{
  gboolean declarer = state->declarer == (gint) seat;
  PlMove pass = pl_move_new (PL_MOVE_PASS, seat);
  PlMove say = pl_move_new (declarer ? PL_MOVE_RE : PL_MOVE_KONTRA, seat);
  PlSkatKnowledge *knowledge;
  PlSkatSolver *solver;
  guint wins = 0, n = 0;
  gint decl_pos;

  decl_pos = state->declarer >= 0 ? pl_skat_get_seat_position (state, state->declarer) : -1;
  if (decl_pos < 0 || state->contract > PL_SKAT_NULL ||
      !pl_skat_game.check_move (state, &say, NULL))
    return pass;

  solver = pl_ai_skat_thread_solver ();
  knowledge = g_new (PlSkatKnowledge, 1);
  pl_skat_knowledge_init (knowledge, state, seat);
  for (guint s = 0; s < MAX (budget->play_samples, 1); s++)
    {
      PlSkatState world;
      PlCardSet hands[3];

      if (!pl_skat_knowledge_sample_plausible (knowledge, rng, budget->read_bidding, &world))
        break;
      for (guint p = 0; p < 3; p++)
        hands[p] = world.hands[world.seat_of[p]];
      pl_skat_solver_set_opening (solver, hands, world.skat, world.contract,
                                  world.flags, (guint) decl_pos);
      wins += pl_skat_solver_declarer_wins (solver);
      n++;
    }
  g_free (knowledge);

  if (n == 0)
    return pass;
  if (declarer ? wins >= RE_WINS * n : n - wins >= KONTRA_LOSSES * n)
    return say;
  return pass;
}

PlMove
pl_ai_skat_choose_with_budget (const PlSkatState    *state,
                               guint                 seat,
                               const PlAiSkatBudget *budget,
                               PlRng                *rng)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_skat_game.legal_moves (state, moves);

  g_return_val_if_fail (n > 0, pl_move_new (PL_MOVE_NONE, seat));
  if (moves[0].seat != seat || budget->play_samples == 0)
    return pl_ai_skat_easy_choose (state, seat);

  switch ((PlSkatPhase) state->phase)
    {
    case PL_SKAT_PHASE_BIDDING:
      return pl_ai_skat_choose_bid (state, seat, moves, n, budget);
    case PL_SKAT_PHASE_DISCARD:
      return pl_ai_skat_choose_discard (state, seat, budget);
    case PL_SKAT_PHASE_ANNOUNCE:
      return pl_ai_skat_choose_announce (state, seat, moves, n, budget);
    case PL_SKAT_PHASE_PLAY:
      return choose_play (state, seat, budget, rng);
    case PL_SKAT_PHASE_KONTRA:
      return choose_kontra (state, seat, budget, rng);
    case PL_SKAT_PHASE_SKAT:
    case PL_SKAT_PHASE_OVER:
    default:
      /* Take up the skat (the simple player's choice). */
      return pl_ai_skat_easy_choose (state, seat);
    }
}

gboolean
pl_ai_skat_could_have_won (const PlSkatState *initial,
                           gint              *declarer_points)
{
  PlSkatSolver *solver = pl_ai_skat_thread_solver ();
  gboolean won;

  g_return_val_if_fail (initial != NULL, FALSE);
  if (!pl_skat_solver_set_state (solver, initial))
    return FALSE;
  won = pl_skat_solver_declarer_wins (solver);
  if (declarer_points != NULL)
    *declarer_points = pl_skat_solver_exact (solver);
  return won;
}

/* Skat's entry in the table of pl-ai.c --------------------------------- */

PlMove
pl_ai_skat_choose (gconstpointer  state,
                   guint          seat,
                   PlAiLevel      level,
                   PlRng         *rng)
{
  PlAiSkatBudget budget;

  if (level == PL_AI_LEVEL_EASY)
    return pl_ai_skat_easy_choose (state, seat);
  pl_ai_skat_budget_for_level (level, &budget);
  return pl_ai_skat_choose_with_budget (state, seat, &budget, rng);
}

/* Why a card is good, in a few words, where a simple reason exists. */
static char *
play_reason (const PlSkatState *state,
             guint              seat,
             PlCard             card)
{
  const PlSkatTrick *trick = &state->tricks[state->n_tricks];
  guint n = state->n_trick_cards;
  PlCardSet trumps = pl_skat_trumps (state->contract);
  gboolean declarer = state->declarer == (gint) seat;
  guint best = 0;
  gint lead_pos, best_seat;

  if (state->contract > PL_SKAT_NULL)
    return NULL;
  if (n == 0)
    {
      if (declarer && pl_cardset_has (trumps, card))
        return g_strdup (_("keeps the trump lead"));
      return NULL;
    }
  for (guint i = 1; i < n; i++)
    if (pl_skat_card_power (state->contract, trick->cards[0], trick->cards[i]) >
        pl_skat_card_power (state->contract, trick->cards[0], trick->cards[best]))
      best = i;
  lead_pos = pl_skat_get_seat_position (state, trick->leader);
  best_seat = state->seat_of[(lead_pos + best) % 3];
  if (pl_skat_card_power (state->contract, trick->cards[0], card) >
      pl_skat_card_power (state->contract, trick->cards[0], trick->cards[best]))
    {
      if (state->contract == PL_SKAT_NULL)
        return NULL;
      return g_strdup (_("wins the trick"));
    }
  if (state->contract != PL_SKAT_NULL && !declarer && best_seat != state->declarer &&
      pl_skat_card_points (card) >= 10)
    return g_strdup (_("smears points to your partner"));
  if (state->contract == PL_SKAT_NULL && declarer)
    return g_strdup (_("stays under the trick"));
  return NULL;
}

char *
pl_ai_skat_reason (gconstpointer  state,
                   guint          seat,
                   const PlMove  *move)
{
  g_return_val_if_fail (state != NULL && move != NULL, NULL);

  if (move->kind != PL_MOVE_PLAY)
    return NULL;
  return play_reason (state, seat, move->card);
}

void
pl_ai_skat_match_points (gconstpointer  state,
                         gint          *points)
{
  const PlSkatState *s = state;
  g_autoptr(PlScoreSheet) sheet = NULL;
  PlResult result = { 0, };

  memset (points, 0, s->n_seats * sizeof (gint));
  pl_skat_game.result (state, &result);
  /* The tournament list scores the declarer's game; a deal thrown in or
   * a Ramsch has none. */
  if (result.declarer >= 0 && !result.passed)
    {
      sheet = pl_score_sheet_new (PL_SCORE_SHEET_SEEGER_FABIAN, s->n_seats);
      pl_score_sheet_add_result (sheet, &result);
      for (guint seat = 0; seat < s->n_seats; seat++)
        points[seat] = pl_score_sheet_get_total (sheet, seat);
    }
  pl_result_clear (&result);
}
