/* pl-ai-skat-judge.c — every game a Skat hand allows, judged by playing
 * it in sampled worlds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include "pl-ai-skat-infer.h"
#include "pl-ai-skat-judge.h"
#include "pl-ai-skat-private.h"
#include "pl-skat-private.h"

/* Discards ------------------------------------------------------------------ */

/* How much a card wants to be put away for @contract; higher goes first. */
static gint
discard_score (PlCardSet cards,
               guint     contract,
               PlCard    card)
{
  PlCardSet trumps = pl_skat_trumps (contract);
  guint suit = PL_CARD_SUIT (card), rank = PL_CARD_RANK (card);
  guint length = pl_cardset_count (cards & PL_SKAT_SUIT (suit) & ~trumps);
  gint score;

  if (contract == PL_SKAT_NULL)
    return 100 + (gint) rank * 10 - (gint) length;
  if (pl_cardset_has (trumps, card))
    return -1000;
  if (rank == PL_RANK_ACE)
    return contract == PL_SKAT_GRAND ? -500 : -100;
  /* Short suits first (to trump them, and void them), the points of a ten
   * without its ace, which the opponents would catch. */
  score = 100 + (10 - (gint) length) * 10 + (gint) pl_skat_card_points (card);
  if (rank == PL_RANK_10 && !pl_cardset_has (cards, PL_CARD (suit, PL_RANK_ACE)))
    score += 30;
  return score;
}

#define MAX_DISCARDS 8

guint
pl_ai_skat_best_discards (PlCardSet  cards,
                          guint      contract,
                          PlCardSet *out,
                          guint      max)
{
  gint scores[MAX_DISCARDS];
  gint card_score[64];
  guint n = 0;
  PlCard a, b;

  max = CLAMP (max, 1, MAX_DISCARDS);
  PL_CARDSET_FOREACH (cards, a)
    card_score[a] = discard_score (cards, contract, a);
  PL_CARDSET_FOREACH (cards, a)
    {
      PlCardSet rest = cards & ~((PL_CARDSET_BIT (a) << 1) - 1);

      PL_CARDSET_FOREACH (rest, b)
        {
          PlCardSet pair = PL_CARDSET_BIT (a) | PL_CARDSET_BIT (b);
          gint score = card_score[a] + card_score[b];
          guint j;

          /* A void in a side suit is worth a little more. */
          if (contract != PL_SKAT_NULL && PL_CARD_SUIT (a) == PL_CARD_SUIT (b) &&
              (cards & PL_SKAT_SUIT (PL_CARD_SUIT (a)) & ~pl_skat_trumps (contract) & ~pair) == 0)
            score += 25;
          if (n == max && score <= scores[n - 1])
            continue;
          j = n < max ? n++ : n - 1;
          while (j > 0 && scores[j - 1] < score)
            {
              scores[j] = scores[j - 1];
              out[j] = out[j - 1];
              j--;
            }
          scores[j] = score;
          out[j] = pair;
        }
    }
  return n;
}

/* Values and scores --------------------------------------------------------- */

/* A game lost with this many card points or more is "close" (a trick or
 * a count away). */
#define CLOSE_TOTAL 45

guint
pl_ai_skat_form_value (guint     contract,
                       guint     flags,
                       guint     dd,
                       PlCardSet twelve)
{
  guint levels = 1;

  if (contract == PL_SKAT_NULL)
    return pl_skat_null_value (flags);
  /* ISkO 4.1.6: game, Hand, Schneider (made or announced), Schneider
   * announced, Schwarz (made or announced), Schwarz announced, Ouvert.
   * Schwarz made is too rare to count on in a judgement. */
  if (flags & PL_SKAT_FLAG_HAND)
    levels++;
  if ((flags & PL_SKAT_FLAG_SCHNEIDER) || ((dd & PL_AI_SKAT_DD_WON) && (dd & PL_AI_SKAT_DD_SCHNEIDER)))
    levels++;
  if (flags & PL_SKAT_FLAG_SCHNEIDER)
    levels++;
  if (flags & PL_SKAT_FLAG_SCHWARZ)
    levels += 2;
  if (flags & PL_SKAT_FLAG_OUVERT)
    levels++;
  return pl_skat_base_value (contract) *
         (ABS (pl_skat_matadors (contract, twelve)) + levels);
}

/*
 * The chance to win at the table, from the open-card result.  Measured in
 * self-play of the Strong player, 1,370 deals (docs/skat-ai.md): suit
 * games and Grands the solver wins are won 97 times in 100; those it
 * loses with 45 points or more (a trick or a count away) are still won at
 * the table nearly half the time; those it cannot decide within its node
 * budget three times in four; the rest one time in ten.  A plain Null the solver
 * loses is still often won, because the defenders do not see the
 * declarer's cards; in an Ouvert, or with Schneider or Schwarz announced,
 * the table is nearly the open-card game.
 */
gdouble
pl_ai_skat_table_chance (guint contract,
                         guint flags,
                         guint dd)
{
  gboolean won = dd & PL_AI_SKAT_DD_WON;

  if (contract == PL_SKAT_NULL)
    {
      if (flags & PL_SKAT_FLAG_OUVERT)
        return won ? 0.95 : (dd & PL_AI_SKAT_DD_HARD) ? 0.30 : 0.10;
      return won ? 0.97 : (dd & PL_AI_SKAT_DD_HARD) ? 0.70 : 0.60;
    }
  if (flags & (PL_SKAT_FLAG_SCHWARZ | PL_SKAT_FLAG_OUVERT))
    return won ? 0.97 : 0.03;
  if (flags & PL_SKAT_FLAG_SCHNEIDER)
    return won ? 0.92 : 0.08;
  if (won)
    return 0.98;
  if (dd & PL_AI_SKAT_DD_HARD)
    return 0.75;
  if (dd & PL_AI_SKAT_DD_CLOSE)
    return 0.45;
  return 0.10;
}

gdouble
pl_ai_skat_world_score (guint     contract,
                        guint     flags,
                        guint     dd,
                        PlCardSet twelve,
                        guint     bid)
{
  gdouble p = pl_ai_skat_table_chance (contract, flags, dd);
  guint won_value = pl_ai_skat_form_value (contract, flags, dd, twelve);
  guint lost_value = pl_ai_skat_form_value (contract, flags, 0, twelve);

  return p * pl_ai_skat_declarer_utility (contract, won_value, bid, TRUE) +
         (1 - p) * pl_ai_skat_declarer_utility (contract, lost_value, bid, FALSE);
}

gdouble
pl_ai_skat_form_score (const PlAiSkatJudgement *j,
                       const PlAiSkatForm      *form,
                       guint                    bid)
{
  gdouble total = 0, weights = 0;

  if (form->contract == PL_SKAT_NULL && pl_skat_null_value (form->flags) < bid)
    return -G_MAXDOUBLE;
  for (guint w = 0; w < j->n_worlds; w++)
    {
      total += j->weight[w] * pl_ai_skat_world_score (form->contract, form->flags, form->dd[w],
                                                      j->hand | j->skat[w], bid);
      weights += j->weight[w];
    }
  return weights > 0 ? total / weights : -G_MAXDOUBLE;
}

gdouble
pl_ai_skat_pickup_score (const PlAiSkatJudgement *j,
                         guint                    bid)
{
  gdouble total = 0, weights = 0;
  gboolean any = FALSE;

  for (guint k = 0; k < j->n_skats; k++)
    {
      gdouble best = -G_MAXDOUBLE, group = 0;

      for (guint w = k * j->per_skat; w < (k + 1) * j->per_skat; w++)
        group += j->weight[w];
      for (guint f = 0; f < j->n_forms; f++)
        {
          const PlAiSkatForm *form = &j->forms[f];
          gdouble score = 0;

          if (!form->pickup ||
              (form->contract == PL_SKAT_NULL && pl_skat_null_value (form->flags) < bid))
            continue;
          for (guint w = k * j->per_skat; w < (k + 1) * j->per_skat; w++)
            score += j->weight[w] * pl_ai_skat_world_score (form->contract, form->flags,
                                                            form->dd[w], j->hand | j->skat[w],
                                                            bid);
          score = group > 0 ? score / group : score;
          best = MAX (best, score);
          any = TRUE;
        }
      if (best > -G_MAXDOUBLE)
        {
          total += group * best;
          weights += group;
        }
    }
  return any && weights > 0 ? total / weights : -G_MAXDOUBLE;
}

gdouble
pl_ai_skat_hand_score (const PlAiSkatJudgement *j,
                       guint                    bid,
                       gint                    *best_hand)
{
  gdouble best = -G_MAXDOUBLE;

  if (best_hand != NULL)
    *best_hand = -1;
  for (guint f = 0; f < j->n_forms; f++)
    {
      gdouble score;

      if (j->forms[f].pickup)
        continue;
      score = pl_ai_skat_form_score (j, &j->forms[f], bid);
      if (score > best)
        {
          best = score;
          if (best_hand != NULL)
            *best_hand = f;
        }
    }
  return best;
}

guint
pl_ai_skat_judgement_limit (const PlAiSkatJudgement *j,
                            gdouble                  threshold)
{
  const guint16 *ladder;
  guint n = pl_skat_bid_ladder (&ladder);
  guint limit = 0;

  if (j->n_forms == 0)
    return 0;
  /* The score falls as the bid rises (a higher bid only rules games
   * out), but a game's value comes in steps: try every value. */
  for (guint i = 0; i < n; i++)
    {
      gdouble score = MAX (pl_ai_skat_pickup_score (j, ladder[i]),
                           pl_ai_skat_hand_score (j, ladder[i], NULL));

      if (score >= threshold)
        limit = ladder[i];
    }
  return limit;
}

/* Worlds and games -------------------------------------------------------- */

static void
hand_rng (PlRng     *rng,
          PlCardSet  hand,
          guint      salt)
{
  pl_rng_init (rng, hand * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) ^ salt);
}

/* Deals the cards @hand does not hold: @n_skats skats, each with
 * @per_skat ways to share the other twenty cards. */
static void
deal_worlds (PlAiSkatJudgement *j,
             guint              n_skats,
             guint              per_skat)
{
  PlCardSet unknown = pl_skat_pack_set () & ~j->hand;
  PlRng rng;

  j->n_skats = n_skats;
  j->per_skat = per_skat;
  j->n_worlds = n_skats * per_skat;
  hand_rng (&rng, j->hand, j->position + 1);
  for (guint k = 0; k < n_skats; k++)
    {
      PlCard cards[22];
      guint n = 0;
      PlCard card;
      PlCardSet skat;

      PL_CARDSET_FOREACH (unknown, card)
        cards[n++] = card;
      pl_rng_shuffle (&rng, cards, n);
      skat = PL_CARDSET_BIT (cards[0]) | PL_CARDSET_BIT (cards[1]);
      for (guint m = 0; m < per_skat; m++)
        {
          guint w = k * per_skat + m, next = 2;

          if (m > 0)
            pl_rng_shuffle (&rng, cards + 2, n - 2);
          j->skat[w] = skat;
          for (guint p = 0; p < 3; p++)
            {
              j->hands[w][p] = 0;
              if (p == j->position)
                {
                  j->hands[w][p] = j->hand;
                  continue;
                }
              for (guint i = 0; i < 10; i++)
                j->hands[w][p] |= PL_CARDSET_BIT (cards[next++]);
            }
        }
    }
}

static PlAiSkatForm *
add_form (PlAiSkatJudgement *j,
          guint              contract,
          guint              flags,
          gboolean           pickup)
{
  PlAiSkatForm *form;

  g_assert (j->n_forms < PL_AI_SKAT_JUDGE_FORMS);
  form = &j->forms[j->n_forms++];
  memset (form, 0, sizeof *form);
  form->contract = contract;
  form->flags = flags;
  form->pickup = pickup;
  return form;
}

guint
pl_ai_skat_solve_game (PlSkatSolver *solver,
                       guint         levels)
{
  gint need = pl_skat_solver_win_total (solver), bound;
  guint dd = 0;

  if (pl_skat_solver_reaches_bound (solver, need, &bound))
    {
      dd |= PL_AI_SKAT_DD_WON;
      if ((levels & PL_AI_SKAT_DD_SCHNEIDER) && need < 90 &&
          (bound >= 90 || pl_skat_solver_reaches (solver, 90)))
        dd |= PL_AI_SKAT_DD_SCHNEIDER;
    }
  else if (pl_skat_solver_aborted (solver))
    /* Too hard to solve within the budget: such games are decided by a
     * trick or a count, close to the line. */
    dd |= PL_AI_SKAT_DD_HARD;
  /* The fail-soft bound may say at once that it was not close. */
  else if ((levels & PL_AI_SKAT_DD_CLOSE) && need == 61 && bound >= CLOSE_TOTAL &&
           (pl_skat_solver_reaches (solver, CLOSE_TOTAL) || pl_skat_solver_aborted (solver)))
    dd |= PL_AI_SKAT_DD_CLOSE;
  return dd;
}

/* @contract played after taking up the skat, the rules of thumb putting
 * two cards away, in the worlds from @from to @to. */
static void
judge_pickup (PlAiSkatJudgement *j,
              PlAiSkatForm      *form,
              guint              from,
              guint              to)
{
  PlSkatSolver *solver = pl_ai_skat_thread_solver ();
  guint contract = form->contract;

  for (guint w = from; w < to; w++)
    {
      PlCardSet twelve = j->hand | j->skat[w], discard, hands[3];

      pl_ai_skat_best_discards (twelve, contract, &discard, 1);
      memcpy (hands, j->hands[w], sizeof hands);
      hands[j->position] = twelve & ~discard;
      pl_skat_solver_set_opening (solver, hands, discard, contract, 0, j->position);
      form->dd[w] = pl_ai_skat_solve_game (solver, contract != PL_SKAT_NULL ?
                                                   PL_AI_SKAT_DD_CLOSE : 0);
    }
}

/* @contract played from the hand with @flags, in every world. */
static PlAiSkatForm *
judge_hand (PlAiSkatJudgement *j,
            guint              contract,
            guint              flags)
{
  PlSkatSolver *solver = pl_ai_skat_thread_solver ();
  PlAiSkatForm *form = add_form (j, contract, flags, FALSE);

  for (guint w = 0; w < j->n_worlds; w++)
    {
      pl_skat_solver_set_opening (solver, j->hands[w], j->skat[w], contract, flags,
                                  j->position);
      form->dd[w] = pl_ai_skat_solve_game (solver, contract != PL_SKAT_NULL ?
                                                   PL_AI_SKAT_DD_CLOSE |
                                                   PL_AI_SKAT_DD_SCHNEIDER : 0);
    }
  return form;
}

/* The share of the first @n worlds in which @form has all of @bits. */
static gdouble
share_of (const PlAiSkatForm *form,
          guint               n,
          guint               bits)
{
  guint k = 0;

  for (guint w = 0; w < n; w++)
    k += (form->dd[w] & bits) == bits;
  return n > 0 ? (gdouble) k / n : 0;
}

/* The mean chance to win @form at the table over the first @n worlds. */
static gdouble
mean_chance (const PlAiSkatForm *form,
             guint               n)
{
  gdouble total = 0;

  for (guint w = 0; w < n; w++)
    total += pl_ai_skat_table_chance (form->contract, form->flags, form->dd[w]);
  return n > 0 ? total / n : 0;
}

static gdouble
share (const PlAiSkatJudgement *j,
       const PlAiSkatForm      *form,
       guint                    bits)
{
  return share_of (form, j->n_worlds, bits);
}

/* A copy of @form announced with other flags, its results as @bits
 * allow: Schneider announced is won only with Schneider made. */
static void
add_announced (PlAiSkatJudgement  *j,
               const PlAiSkatForm *from,
               guint               flags)
{
  PlAiSkatForm *form = add_form (j, from->contract, flags, FALSE);

  for (guint w = 0; w < j->n_worlds; w++)
    form->dd[w] = (from->dd[w] & PL_AI_SKAT_DD_SCHNEIDER) ? PL_AI_SKAT_DD_WON |
                  PL_AI_SKAT_DD_SCHNEIDER : 0;
}

/* A game with less chance than this to be won at the table in the first
 * skats is not played out further (it could not pay). */
#define SCREEN_CHANCE 0.35
/* A game from the hand is tried when the same game with the skat wins
 * in this share of the worlds. */
#define HAND_SHARE 0.7

/* Removes the forms a screening emptied, keeping @picked pointing at the
 * forms that stay. */
static void
drop_empty_forms (PlAiSkatJudgement *j,
                  PlAiSkatForm      *picked[6])
{
  guint kept = 0;

  for (guint f = 0; f < j->n_forms; f++)
    {
      if (j->forms[f].contract == PL_SKAT_NO_CONTRACT)
        continue;
      if (kept != f)
        {
          j->forms[kept] = j->forms[f];
          for (guint c = 0; c < 6; c++)
            if (picked[c] == &j->forms[f])
              picked[c] = &j->forms[kept];
        }
      kept++;
    }
  j->n_forms = kept;
}

/*
 * Which games to play out, by the rules of thumb that keep the solver's
 * work to the games that can matter: a suit with four trumps or more
 * (three with two jacks), a Grand with two jacks (or one and three aces),
 * a Null with at most two suits that are not low (two cards go to the
 * skat).  A game from the hand is tried only when the same game with the
 * skat is won in most worlds; Schwarz and Ouvert only when Schneider from
 * the hand is.
 */
static void
judge_all (PlAiSkatJudgement *j)
{
  PlCardSet hand = j->hand;
  guint jacks = pl_cardset_count (hand & PL_SKAT_JACKS);
  guint aces = pl_cardset_count (hand & PL_CARDSET_RANK (PL_RANK_ACE));
  guint len[4], order[4] = { 0, 1, 2, 3 };
  PlAiSkatForm *picked[6] = { NULL, };
  guint screen = j->per_skat * ((j->n_skats + 2) / 3);

  for (guint s = 0; s < 4; s++)
    len[s] = pl_cardset_count (hand & pl_skat_trumps (s));
  /* The suits by length, the higher suit first among equals. */
  for (guint a = 1; a < 4; a++)
    for (guint b = a; b > 0 && len[order[b]] > len[order[b - 1]]; b--)
      {
        guint t = order[b];

        order[b] = order[b - 1];
        order[b - 1] = t;
      }
  for (guint i = 0; i < 2; i++)
    {
      guint s = order[i];

      if (len[s] >= 4 || (len[s] >= 3 && jacks >= 2))
        picked[s] = add_form (j, s, 0, TRUE);
    }
  if (jacks >= 2 || (jacks == 1 && aces >= 3))
    picked[PL_SKAT_GRAND] = add_form (j, PL_SKAT_GRAND, 0, TRUE);
  if (pl_ai_skat_null_slips (hand) <= 2)
    picked[PL_SKAT_NULL] = add_form (j, PL_SKAT_NULL, 0, TRUE);

  /* The first third of the skats for every game; a game that wins or
   * comes close in few of them is dropped before the solver spends more
   * on it. */
  for (guint c = 0; c < G_N_ELEMENTS (picked); c++)
    {
      if (picked[c] == NULL)
        continue;
      judge_pickup (j, picked[c], 0, screen);
      if (mean_chance (picked[c], screen) < SCREEN_CHANCE)
        {
          /* Emptied here, removed below. */
          picked[c]->contract = PL_SKAT_NO_CONTRACT;
          picked[c] = NULL;
          continue;
        }
      judge_pickup (j, picked[c], screen, j->n_worlds);
    }
  drop_empty_forms (j, picked);
  if (picked[PL_SKAT_NULL] != NULL)
    {
      PlAiSkatForm *ouvert = add_form (j, PL_SKAT_NULL, PL_SKAT_FLAG_OUVERT, TRUE);

      memcpy (ouvert->dd, picked[PL_SKAT_NULL]->dd, sizeof ouvert->dd);
    }

  /* From the hand: the games that do well with the skat. */
  for (guint c = 0; c <= PL_SKAT_GRAND; c++)
    {
      PlAiSkatForm *hand_form;

      if (picked[c] == NULL || share (j, picked[c], PL_AI_SKAT_DD_WON) < HAND_SHARE)
        continue;
      hand_form = judge_hand (j, c, PL_SKAT_FLAG_HAND);
      if (share (j, hand_form, PL_AI_SKAT_DD_SCHNEIDER) >= 0.6)
        add_announced (j, hand_form, PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER);
      if (share (j, hand_form, PL_AI_SKAT_DD_SCHNEIDER) >= 0.8)
        {
          PlAiSkatForm *schwarz;

          schwarz = judge_hand (j, c, PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER |
                                      PL_SKAT_FLAG_SCHWARZ);
          if (share (j, schwarz, PL_AI_SKAT_DD_WON) >= 0.8)
            {
              PlAiSkatForm *ouvert = add_form (j, c, PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER |
                                                     PL_SKAT_FLAG_SCHWARZ | PL_SKAT_FLAG_OUVERT,
                                               FALSE);

              memcpy (ouvert->dd, schwarz->dd, sizeof ouvert->dd);
            }
        }
    }
  if (picked[PL_SKAT_NULL] != NULL && share (j, picked[PL_SKAT_NULL], PL_AI_SKAT_DD_WON) >= 0.5)
    {
      PlAiSkatForm *null_hand = judge_hand (j, PL_SKAT_NULL, PL_SKAT_FLAG_HAND);
      PlAiSkatForm *ouvert = add_form (j, PL_SKAT_NULL, PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_OUVERT,
                                       FALSE);

      memcpy (ouvert->dd, null_hand->dd, sizeof ouvert->dd);
    }
}

/* Sets the weights of the worlds from what the other seats said so far. */
static void
weigh_worlds (PlAiSkatJudgement *j,
              const PlSkatState *state)
{
  for (guint w = 0; w < j->n_worlds; w++)
    {
      j->weight[w] = 1.0;
      for (guint p = 0; p < 3; p++)
        if (p != j->position)
          j->weight[w] *= pl_ai_skat_bidding_weight (state, state->seat_of[p], j->hands[w][p]);
    }
}

/* The memo ------------------------------------------------------------------ */

typedef struct {
  guint             samples;
  guint             scope;
  PlAiSkatJudgement judgement;
} Memo;

/* Three hands at two levels: a duplicate match's table. */
#define N_MEMOS 8

typedef struct {
  Memo  memo[N_MEMOS];
  guint next;
} Memos;

static GPrivate thread_memos = G_PRIVATE_INIT (g_free);

const PlAiSkatJudgement *
pl_ai_skat_judge (const PlSkatState    *state,
                  guint                 seat,
                  const PlAiSkatBudget *budget,
                  PlAiSkatJudgeScope    scope)
{
  Memos *memos = g_private_get (&thread_memos);
  PlCardSet hand = state->dealt[seat];
  guint position = pl_skat_get_seat_position (state, seat);
  guint per_skat = CLAMP (budget->bid_per_skat, 1, 8);
  guint n_skats = CLAMP (budget->bid_samples / per_skat, 1, PL_AI_SKAT_JUDGE_WORLDS / per_skat);
  Memo *m = NULL;

  if (memos == NULL)
    {
      memos = g_new0 (Memos, 1);
      g_private_set (&thread_memos, memos);
    }
  for (guint i = 0; i < N_MEMOS && m == NULL; i++)
    if (memos->memo[i].samples == n_skats * per_skat && memos->memo[i].scope == scope &&
        memos->memo[i].judgement.hand == hand && memos->memo[i].judgement.position == position)
      m = &memos->memo[i];
  if (m == NULL)
    {
      m = &memos->memo[memos->next];
      memos->next = (memos->next + 1) % N_MEMOS;
      memset (m, 0, sizeof *m);
      m->samples = n_skats * per_skat;
      m->scope = scope;
      m->judgement.hand = hand;
      m->judgement.position = position;
      deal_worlds (&m->judgement, n_skats, per_skat);
      pl_skat_solver_set_node_limit (pl_ai_skat_thread_solver (), budget->node_limit);
      if (scope == PL_AI_SKAT_JUDGE_GRAND_HAND)
        judge_hand (&m->judgement, PL_SKAT_GRAND, PL_SKAT_FLAG_HAND);
      else
        judge_all (&m->judgement);
      pl_skat_solver_set_node_limit (pl_ai_skat_thread_solver (), 0);
    }
  weigh_worlds (&m->judgement, state);
  return &m->judgement;
}
