/* pl-ai-skat-judge.h — every game a Skat hand allows, judged by playing
 * it in sampled worlds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai-skat.h"

G_BEGIN_DECLS

/*
 * A bidder's ten cards are judged before he sees the skat: the cards he
 * cannot see are dealt at random into worlds — a few skats, and for each
 * skat a few ways to share the other twenty cards — and in every world
 * the solver plays with every card open each game the hand allows:
 *
 *   - with the skat taken up: a suit, Grand, Null and Null Ouvert, after
 *     putting away the two cards the rules of thumb choose;
 *   - from the hand (the skat unseen, its points the declarer's): a suit
 *     or Grand Hand, with Schneider or Schwarz announced, Ouvert; Null
 *     Hand and Null Ouvert Hand.
 *
 * The open-card result of a world is not the result at the table: the
 * defenders there do not see each other's cards and the declarer does not
 * see theirs.  pl_ai_skat_table_chance() turns it into the chance to win
 * at the table, measured in self-play (docs/skat-ai.md).  The value of a
 * game depends on the skat (the matadors count it, ISkO 4.1.2) and on
 * Schneider and Schwarz made, so each world counts its own value.
 *
 * After taking up the skat the declarer chooses his game knowing the skat
 * but not how the others' cards lie: the worlds that share a skat are
 * averaged, the best game for that skat taken, and the skats averaged —
 * the chance to choose after seeing the skat is worth something, and is
 * counted.  A Hand game is chosen before.
 *
 * Each world has a weight: how well the other hands in it agree with
 * what their holders said in the bidding (pl-ai-skat-infer.h).  The
 * worlds are dealt and solved once per hand; the weights follow the
 * bidding as it goes on.
 */

#define PL_AI_SKAT_JUDGE_WORLDS 64
#define PL_AI_SKAT_JUDGE_FORMS  20

/* What the solver found in one world. */
typedef enum {
  PL_AI_SKAT_DD_WON       = 1 << 0, /* the game as announced is won */
  PL_AI_SKAT_DD_SCHNEIDER = 1 << 1, /* won with 90 or more */
  PL_AI_SKAT_DD_CLOSE     = 1 << 2, /* lost, with 45 or more */
  PL_AI_SKAT_DD_HARD      = 1 << 3, /* not decided within the node budget */
} PlAiSkatDd;

/* A game as it would be announced, and its results world by world. */
typedef struct {
  guint8   contract;                          /* PlSkatContract */
  guint8   flags;                             /* PlSkatFlags announced */
  gboolean pickup;                            /* after taking up the skat */
  guint8   dd[PL_AI_SKAT_JUDGE_WORLDS];       /* PlAiSkatDd */
} PlAiSkatForm;

typedef struct {
  PlCardSet    hand;
  guint        position;                      /* 0 forehand … 2 rearhand */
  guint        n_skats;
  guint        per_skat;                      /* worlds per skat */
  guint        n_worlds;                      /* n_skats × per_skat */
  PlCardSet    skat[PL_AI_SKAT_JUDGE_WORLDS];
  PlCardSet    hands[PL_AI_SKAT_JUDGE_WORLDS][3];  /* by position */
  gdouble      weight[PL_AI_SKAT_JUDGE_WORLDS];
  guint        n_forms;
  PlAiSkatForm forms[PL_AI_SKAT_JUDGE_FORMS];
} PlAiSkatJudgement;

typedef enum {
  PL_AI_SKAT_JUDGE_ALL,          /* every game the hand allows */
  PL_AI_SKAT_JUDGE_GRAND_HAND,   /* a Ramsch round: Grand Hand alone */
} PlAiSkatJudgeScope;

/* The judgement of @seat's ten cards (the seat's own hand, before the
 * skat), with the weights of the worlds set from what the others said so
 * far in @state.  Judged once per hand and thread (a few hands are kept);
 * the pointer stays valid until the thread judges other hands. */
const PlAiSkatJudgement *pl_ai_skat_judge (const PlSkatState    *state,
                                           guint                 seat,
                                           const PlAiSkatBudget *budget,
                                           PlAiSkatJudgeScope    scope);

/* The chance to win at the table a game whose open-card result is @dd. */
gdouble  pl_ai_skat_table_chance   (guint                contract,
                                    guint                flags,
                                    guint                dd);

/* The expected score of @form (pl_ai_skat_declarer_utility()) at @bid,
 * over the weighted worlds, or -G_MAXDOUBLE for a Null worth less than
 * the bid (which may not be announced). */
gdouble  pl_ai_skat_form_score     (const PlAiSkatJudgement *judgement,
                                    const PlAiSkatForm      *form,
                                    guint                    bid);
/* The expected score at @bid of taking up the skat and then choosing the
 * best game for it, and of the best Hand game; @best_hand (if not NULL)
 * receives that game's index in forms[], or -1 when there is none. */
gdouble  pl_ai_skat_pickup_score   (const PlAiSkatJudgement *judgement,
                                    guint                    bid);
gdouble  pl_ai_skat_hand_score     (const PlAiSkatJudgement *judgement,
                                    guint                    bid,
                                    gint                    *best_hand);
/* The highest value of the ladder at which the hand's best choice still
 * scores at least @threshold; 0 if none. */
guint    pl_ai_skat_judgement_limit (const PlAiSkatJudgement *judgement,
                                     gdouble                  threshold);

/* Helpers the declarer's choices share (pl-ai-skat-judge.c). */

/* The solver's verdict (PlAiSkatDd) on the opening it holds: won or
 * lost, and as @levels asks (PL_AI_SKAT_DD_SCHNEIDER, _CLOSE, for suit
 * games and Grand without announcements) whether won with Schneider or
 * lost by little: one null-window search, and a second where the bound
 * of the first does not say. */
guint    pl_ai_skat_solve_game     (PlSkatSolver *solver,
                                    guint         levels);

/* The @max most promising discards of the twelve @cards for @contract, as
 * the rules of thumb rank them (short suits, lone tens; in Null the high
 * cards); returns how many. */
guint    pl_ai_skat_best_discards  (PlCardSet  cards,
                                    guint      contract,
                                    PlCardSet *out,
                                    guint      max);
/* The value of @contract announced with @flags by a declarer holding
 * @twelve (his hand and the skat), with Schneider and Schwarz made as
 * @dd says (none for a lost game). */
guint    pl_ai_skat_form_value     (guint      contract,
                                    guint      flags,
                                    guint      dd,
                                    PlCardSet  twelve);
/* The declarer's expected score of one world's result: the chance to win
 * at the table times the won game's score, and the rest times the lost
 * one's. */
gdouble  pl_ai_skat_world_score    (guint      contract,
                                    guint      flags,
                                    guint      dd,
                                    PlCardSet  twelve,
                                    guint      bid);

G_END_DECLS
