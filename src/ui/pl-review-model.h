/* pl-review-model.h — "Analyse This Deal": the analysed deal, decision by decision, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai-analyse.h"
#include "pl-record.h"

G_BEGIN_DECLS

/*
 * What the review window shows of an analysed deal, without GTK: one step
 * for every card played (PL_MOVE_PLAY), each with its mark — best,
 * inaccuracy, mistake, or not analysed where the analysis says nothing
 * (Bézique before the last eight tricks) — the sentence that says it
 * ("Bert played ♥10: a mistake — ♥A wins the game (61 instead of 58)"),
 * the better cards, and the position of the deal once the card lay on the
 * table (a copy of the record cut after it, for a table to show).  The
 * mistakes of one seat are counted for the statistics.
 */
typedef enum {
  PL_REVIEW_MARK_BEST,
  PL_REVIEW_MARK_INACCURACY,
  PL_REVIEW_MARK_MISTAKE,
  PL_REVIEW_MARK_NOT_ANALYSED,
} PlReviewMark;

typedef struct _PlReviewModel PlReviewModel;

/* @names: the name of each seat of @deal, as the table says them (NULL:
 * the record's names, else "Seat N"). */
PlReviewModel *pl_review_model_new           (const PlDealRecord  *deal,
                                              const PlAiAnalysis  *analysis,
                                              const char * const  *names);
void           pl_review_model_free          (PlReviewModel       *model);

guint          pl_review_model_get_n_steps   (const PlReviewModel *model);
PlReviewMark   pl_review_model_get_mark      (const PlReviewModel *model,
                                              guint                step);
guint          pl_review_model_get_seat      (const PlReviewModel *model,
                                              guint                step);
/* The trick the card was played to, from 1. */
guint          pl_review_model_get_trick     (const PlReviewModel *model,
                                              guint                step);
/* The decision of @step, or NULL where it was not analysed. */
const PlAiDecision *pl_review_model_get_decision (const PlReviewModel *model,
                                                  guint                step);
/* The first of the cards as good as the best where @step's card was not
 * (an inaccuracy or a mistake), else PL_CARD_NONE. */
PlCard         pl_review_model_get_better_card (const PlReviewModel *model,
                                                guint                step);
/* The whole sentence for the step (translated). */
char          *pl_review_model_dup_text      (const PlReviewModel *model,
                                              guint                step);
/* A short title for the list of mistakes: "Trick 8: Bert, ♥K". */
char          *pl_review_model_dup_title     (const PlReviewModel *model,
                                              guint                step);
/* The deal as it stood once the card of @step was played. */
PlDealRecord  *pl_review_model_dup_position  (const PlReviewModel *model,
                                              guint                step);
/* The steps marked mistake, in order; how many there are. */
guint          pl_review_model_get_mistakes  (const PlReviewModel *model,
                                              const guint        **steps);
/* How many mistakes @seat made in the deal. */
guint          pl_review_model_count_mistakes (const PlReviewModel *model,
                                               guint                seat);
/* What the values mean, and where they are not exact (translated). */
const char    *pl_review_model_get_note      (const PlReviewModel *model);

/* A card in short: "♥10", "♣J" (the rank translated). */
char          *pl_review_card_short_name     (PlCard               card);
/* The mark in words: "Best", "Inaccuracy", "Mistake", "Not analysed". */
const char    *pl_review_mark_name           (PlReviewMark         mark);
/* "best", "inaccuracy", "mistake", "not-analysed": for the tests. */
const char    *pl_review_mark_id             (PlReviewMark         mark);

/* Whether the deals of @deal's game can be analysed (tried once per game
 * on the deal as dealt). */
gboolean       pl_review_can_analyse         (const PlDealRecord  *deal);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PlReviewModel, pl_review_model_free)

G_END_DECLS
