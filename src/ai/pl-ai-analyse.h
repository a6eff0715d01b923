/* pl-ai-analyse.h — "Analyse This Deal": every card played, against the
 * best card with every hand open
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game.h"
#include "pl-record.h"

G_BEGIN_DECLS

/*
 * For every card played in a finished (or unfinished) deal, the value of
 * each legal card at that moment with best play on both sides from there
 * on and every card open (a double-dummy search), the best of them, and
 * how much the card played lost against it.
 *
 *   Skat: suit games and Grand are valued in the declarer's card points
 *   at the end, the skat included (0 … 120); Null in the tricks the
 *   defenders take (the declarer wins with all ten); an announced Schwarz
 *   in the declarer's tricks.  A card that changes the outcome — the game
 *   won or lost, Schneider made or suffered — is a mistake, one that only
 *   costs points an inaccuracy.  The search sees every hand; a player
 *   sees only his own, so the best card is the best a player who could see
 *   everything would play: where the seat could not know where every card
 *   lay, the decision is marked not exact (PlAiDecision.exact).
 *
 *   Bézique: the last eight tricks, once the stock is exhausted.  A player
 *   who remembers what he has seen knows then every card of his
 *   adversary, so the search is exact there (pl-ai-bezique-endgame.c).
 *   The value is the mover's lead over his adversary at the end (the
 *   brisques and the last trick still to be won added to what both have
 *   scored); a card that turns the deal from won (or tied) to lost is a
 *   mistake.  The first phase, with the stock and the adversary's hand
 *   hidden, is not analysed.
 *
 *   Euchre: every card of the play, valued in the tricks the makers take
 *   in the end (pl-ai-euchre-solver.c).  A card that changes what the
 *   deal scores — the makers euchred, their point, the march — is a
 *   mistake, one that only costs a trick an inaccuracy.  As in Skat, a
 *   player sees only his own hand: the decision is marked not exact
 *   where he could not know where every card lay.
 *
 * Everything here is GLib only and may run in a worker thread (one
 * analysis per thread at a time: the Skat solver is the thread's).  The
 * progress callback is called after every decision; it returns FALSE to
 * cancel, and the analysis then ends with PL_AI_ANALYSE_ERROR_CANCELLED.
 */

#define PL_AI_MAX_OPTIONS 12

typedef enum {
  PL_AI_VERDICT_BEST,           /* as good as the best card */
  PL_AI_VERDICT_INACCURACY,     /* costs points, not the outcome */
  PL_AI_VERDICT_MISTAKE,        /* changes the outcome */
} PlAiVerdict;

typedef struct {
  PlMove   move;                /* PL_MOVE_PLAY of one legal card */
  gint     value;               /* see above: the game's own units */
  gboolean won;                 /* Skat: the declarer wins; Bézique: the
                                 * mover wins or ties the deal; Euchre:
                                 * the makers take three tricks */
  gint     level;               /* the outcome, ordered for the declarer
                                 * (Skat: 0 lost Schneider, 1 lost, 2 won,
                                 * 3 won Schneider; Null and Schwarz
                                 * announced 1 or 2); Bézique: 0 lost,
                                 * 1 tied, 2 won, for the mover; Euchre:
                                 * 0 euchred, 1 made, 2 march */
} PlAiOption;

typedef struct {
  guint        index;           /* the move's index in the deal record */
  guint        seat;
  guint        trick;           /* 0 for the first trick */
  PlMove       played;
  guint        n_options;
  PlAiOption   options[PL_AI_MAX_OPTIONS]; /* the legal cards, in card order */
  guint        played_option;   /* index of the card played in options */
  guint        best_option;     /* the best for the side to move */
  gint         lost;            /* the card played against the best, ≥ 0 */
  PlAiVerdict  verdict;
  gboolean     exact;           /* the seat could know every card */
} PlAiDecision;

typedef struct {
  const PlGame *game;
  GArray       *decisions;      /* of PlAiDecision, in the order played */
  gint          declarer;       /* Skat: the declarer's seat; Euchre: the
                                 * maker's; else -1 */
} PlAiAnalysis;

/* Called after each decision; FALSE cancels the analysis. */
typedef gboolean (*PlAiAnalyseProgress) (guint     done,
                                         guint     total,
                                         gpointer  user_data);

#define PL_AI_ANALYSE_ERROR (pl_ai_analyse_error_quark ())
GQuark pl_ai_analyse_error_quark (void);

typedef enum {
  PL_AI_ANALYSE_ERROR_UNSUPPORTED,  /* a game (or a deal) there is nothing to analyse in */
  PL_AI_ANALYSE_ERROR_CANCELLED,
} PlAiAnalyseError;

/* Analyses every card played in @deal (which must replay: its moves are
 * checked by the rules).  NULL with an error if the record does not
 * replay, the game cannot be analysed, or the progress callback cancels. */
PlAiAnalysis *pl_ai_analyse_deal        (const PlDealRecord  *deal,
                                         PlAiAnalyseProgress  progress,
                                         gpointer             user_data,
                                         GError             **error);
void          pl_ai_analysis_free       (PlAiAnalysis        *analysis);

/* One decision: @state is the position before @played (a PL_MOVE_PLAY of
 * the seat to move).  Skat needs a declarer's game in play; Bézique the
 * last eight tricks; Euchre the trumps made.  FALSE (and @out untouched)
 * where nothing can be analysed.  With @only not empty (Skat), only the
 * cards in it and the card played are valued, and the best card is found
 * from the position's own value: what the XSkat comparison asks, for
 * less. */
gboolean      pl_ai_analyse_decision    (const PlGame        *game,
                                         gconstpointer        state,
                                         const PlMove        *played,
                                         PlCardSet            only,
                                         PlAiDecision        *out);

/* The card of a decision's move in the card notation ("HT"): Bézique's
 * moves name a physical card, Skat's the card itself. */
void          pl_ai_analysis_card_text  (const PlGame        *game,
                                         const PlMove        *move,
                                         char                 buf[3]);

/* "best", "inaccuracy", "mistake" (translated), and the record words. */
const char   *pl_ai_verdict_name        (PlAiVerdict          verdict);
const char   *pl_ai_verdict_id          (PlAiVerdict          verdict);
/* What the values of @game mean and where the search is not exact, in a
 * translated sentence or two for the player. */
const char   *pl_ai_analysis_note       (const PlGame        *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PlAiAnalysis, pl_ai_analysis_free)

G_END_DECLS
