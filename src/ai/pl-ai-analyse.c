/* pl-ai-analyse.c — "Analyse This Deal": every card played, against the
 * best card with every hand open
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-ai-analyse-private.h"

G_DEFINE_QUARK (pl-ai-analyse-error-quark, pl_ai_analyse_error)

void
pl_ai_decision_begin (PlAiDecision *d,
                      const PlMove *played,
                      guint         trick,
                      gboolean      exact)
{
  memset (d, 0, sizeof *d);
  d->seat = played->seat;
  d->trick = trick;
  d->played = *played;
  d->exact = exact;
  d->played_option = G_MAXUINT;
}

PlAiOption *
pl_ai_decision_add (PlAiDecision *d,
                    const PlMove *move)
{
  PlAiOption *o;

  if (d->n_options == PL_AI_MAX_OPTIONS)
    return NULL;
  o = &d->options[d->n_options];
  o->move = *move;
  if (pl_move_equal (move, &d->played))
    d->played_option = d->n_options;
  d->n_options++;
  return o;
}

void
pl_ai_decision_judge (PlAiDecision *d,
                      gboolean      maximize)
{
  const PlAiOption *best, *played;

  d->best_option = 0;
  for (guint i = 1; i < d->n_options; i++)
    {
      gint v = d->options[i].value, b = d->options[d->best_option].value;

      if (maximize ? v > b : v < b)
        d->best_option = i;
    }
  best = &d->options[d->best_option];
  played = &d->options[d->played_option];
  d->lost = ABS (best->value - played->value);
  /* The outcome a side can reach is ordered for the declarer (the mover
   * in Bézique): a card that leaves his side a worse one is a mistake. */
  if (maximize ? played->level < best->level : played->level > best->level)
    d->verdict = PL_AI_VERDICT_MISTAKE;
  else if (d->lost > 0)
    d->verdict = PL_AI_VERDICT_INACCURACY;
  else
    d->verdict = PL_AI_VERDICT_BEST;
}

gboolean
pl_ai_analyse_decision (const PlGame  *game,
                        gconstpointer  state,
                        const PlMove  *played,
                        PlCardSet      only,
                        PlAiDecision  *out)
{
  g_return_val_if_fail (game != NULL && state != NULL && played != NULL && out != NULL, FALSE);

  if (played->kind != PL_MOVE_PLAY || !game->check_move (state, played, NULL))
    return FALSE;
  if (game == &pl_skat_game)
    return pl_ai_analyse_skat_decision (state, played, only, out);
  if (game == &pl_bezique_game)
    return pl_ai_analyse_bezique_decision (state, played, out);
  if (game == &pl_euchre_game)
    return pl_ai_analyse_euchre_decision (state, played, out);
  return FALSE;
}

PlAiAnalysis *
pl_ai_analyse_deal (const PlDealRecord  *deal,
                    PlAiAnalyseProgress  progress,
                    gpointer             user_data,
                    GError             **error)
{
  const PlGame *game;
  g_autoptr(PlAiAnalysis) analysis = NULL;
  g_autofree gpointer state = NULL;
  guint total = 0, done = 0;

  g_return_val_if_fail (deal != NULL, NULL);

  game = deal->game;
  if (game != &pl_skat_game && game != &pl_bezique_game && game != &pl_euchre_game)
    {
      g_set_error (error, PL_AI_ANALYSE_ERROR, PL_AI_ANALYSE_ERROR_UNSUPPORTED,
                   _("There is no analysis of %s yet"), _(game->name));
      return NULL;
    }
  state = pl_deal_record_replay (deal, 0, error);
  if (state == NULL)
    return NULL;

  analysis = g_new0 (PlAiAnalysis, 1);
  analysis->game = game;
  analysis->decisions = g_array_new (FALSE, FALSE, sizeof (PlAiDecision));
  analysis->declarer = -1;
  for (guint i = 0; i < deal->moves->len; i++)
    total += g_array_index (deal->moves, PlMove, i).kind == PL_MOVE_PLAY;

  for (guint i = 0; i < deal->moves->len; i++)
    {
      const PlMove *move = &g_array_index (deal->moves, PlMove, i);
      PlAiDecision decision;

      if (!game->check_move (state, move, error))
        return NULL;
      if (move->kind == PL_MOVE_PLAY)
        {
          if (pl_ai_analyse_decision (game, state, move, 0, &decision))
            {
              decision.index = i;
              g_array_append_val (analysis->decisions, decision);
            }
          done++;
          if (progress != NULL && !progress (done, total, user_data))
            {
              g_set_error_literal (error, PL_AI_ANALYSE_ERROR, PL_AI_ANALYSE_ERROR_CANCELLED,
                                   _("The analysis was cancelled"));
              return NULL;
            }
        }
      game->apply (state, move);
    }
  if (game == &pl_skat_game)
    analysis->declarer = pl_skat_get_declarer (state);
  else if (game == &pl_euchre_game)
    analysis->declarer = ((const PlEuchreState *) state)->maker;
  return g_steal_pointer (&analysis);
}

void
pl_ai_analysis_free (PlAiAnalysis *analysis)
{
  if (analysis == NULL)
    return;
  g_clear_pointer (&analysis->decisions, g_array_unref);
  g_free (analysis);
}

void
pl_ai_analysis_card_text (const PlGame *game,
                          const PlMove *move,
                          char          buf[3])
{
  pl_card_to_string (game == &pl_bezique_game ? pl_bezique_card (move->card) : move->card, buf);
}

const char *
pl_ai_verdict_name (PlAiVerdict verdict)
{
  switch (verdict)
    {
    case PL_AI_VERDICT_BEST:
      return C_("analysis", "best");
    case PL_AI_VERDICT_INACCURACY:
      return C_("analysis", "inaccuracy");
    case PL_AI_VERDICT_MISTAKE:
    default:
      return C_("analysis", "mistake");
    }
}

const char *
pl_ai_verdict_id (PlAiVerdict verdict)
{
  static const char *const ids[] = { "best", "inaccuracy", "mistake" };

  return (guint) verdict < G_N_ELEMENTS (ids) ? ids[verdict] : "mistake";
}

const char *
pl_ai_analysis_note (const PlGame *game)
{
  if (game == &pl_skat_game)
    return _("Each card is valued with every hand open and best play on both sides "
             "from there on (card points of the declarer at the end, the skat "
             "included; in Null the tricks of the defenders, with Schwarz announced "
             "the tricks of the declarer). A player sees only his own hand: where he "
             "could not know where every card lay, the best card is the best with "
             "every hand open, which he might not have found (the decision is marked "
             "not exact).");
  if (game == &pl_bezique_game)
    return _("The last eight tricks are valued with best play on both sides (the "
             "lead at the end, brisques and the last trick included). A player who "
             "remembers what he has seen knows every card of his adversary then, so "
             "the search is exact there. The tricks before, with the stock and the "
             "adversary's hand hidden, are not analysed.");
  if (game == &pl_euchre_game)
    return _("Each card is valued with every hand open and best play on both sides "
             "from there on: the tricks the makers take in the end. A card that "
             "changes what the deal scores (the makers euchred, their point, the "
             "march) is a mistake. A player sees only his own hand and the cards "
             "played: where he could not know where every card lay, the best card "
             "is the best with every hand open, which he might not have found (the "
             "decision is marked not exact).");
  return "";
}
