/* pl-review-model.c — "Analyse This Deal": the analysed deal, decision by decision, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-review"

#include <glib/gi18n.h>

#include "pl-review-model.h"

typedef struct {
  guint move_index;     /* in the deal record */
  guint seat;
  guint trick;          /* from 0 */
  gint  decision;       /* in the analysis, or -1 */
} Step;

struct _PlReviewModel {
  PlDealRecord *deal;
  GArray       *decisions;  /* of PlAiDecision, copied */
  GArray       *steps;      /* of Step */
  GArray       *mistakes;   /* of guint: steps */
  gint          declarer;
  char         *names[PL_MAX_SEATS];
  const char   *note;
};

char *
pl_review_card_short_name (PlCard card)
{
  static const char *const symbols[PL_N_SUITS] = { "♣", "♠", "♥", "♦" };
  const char *rank;

  switch (PL_CARD_RANK (card))
    {
    /* TRANSLATORS: the ranks in short, after a suit symbol: "♥K". */
    case PL_RANK_ACE: rank = C_("card rank, short", "A"); break;
    case PL_RANK_KING: rank = C_("card rank, short", "K"); break;
    case PL_RANK_QUEEN: rank = C_("card rank, short", "Q"); break;
    case PL_RANK_JACK: rank = C_("card rank, short", "J"); break;
    default:
      return g_strdup_printf ("%s%d", symbols[PL_CARD_SUIT (card)], PL_CARD_RANK (card) + 2);
    }
  return g_strdup_printf ("%s%s", symbols[PL_CARD_SUIT (card)], rank);
}

/* The card of an analysed move: Bézique's moves name one physical card
 * of its two packs, which the analysis turns back into the card. */
static char *
move_card_name (const PlGame *game,
                const PlMove *move)
{
  char text[3];
  PlCard card;

  pl_ai_analysis_card_text (game, move, text);
  if (!pl_card_from_string (text, &card))
    return g_strdup (text);
  return pl_review_card_short_name (card);
}

PlReviewModel *
pl_review_model_new (const PlDealRecord *deal,
                     const PlAiAnalysis *analysis,
                     const char * const *names)
{
  PlReviewModel *model;
  guint8 seats_playing[PL_MAX_SEATS] = { 0, };
  guint per_trick = 0, plays = 0, d = 0;

  g_return_val_if_fail (deal != NULL, NULL);
  g_return_val_if_fail (analysis != NULL, NULL);

  model = g_new0 (PlReviewModel, 1);
  model->deal = pl_deal_record_copy (deal);
  model->decisions = g_array_copy (analysis->decisions);
  model->steps = g_array_new (FALSE, FALSE, sizeof (Step));
  model->mistakes = g_array_new (FALSE, FALSE, sizeof (guint));
  model->declarer = analysis->declarer;
  model->note = pl_ai_analysis_note (analysis->game);
  for (guint s = 0; s < deal->n_seats && s < PL_MAX_SEATS; s++)
    {
      if (names != NULL && names[s] != NULL)
        model->names[s] = g_strdup (names[s]);
      else if (deal->seat_names[s] != NULL)
        model->names[s] = g_strdup (deal->seat_names[s]);
      else
        model->names[s] = g_strdup_printf (_("Seat %u"), s + 1);
    }

  /* Each seat that plays plays once to every trick: the seats that play
   * at all are the cards of a trick (Skat's dealer among four and
   * Euchre's partner of a lone hand sit out).  That numbers the tricks
   * the analysis did not see (Bézique's first phase). */
  for (guint i = 0; i < deal->moves->len; i++)
    {
      const PlMove *move = &g_array_index (deal->moves, PlMove, i);

      if (move->kind == PL_MOVE_PLAY && move->seat < PL_MAX_SEATS && !seats_playing[move->seat])
        {
          seats_playing[move->seat] = 1;
          per_trick++;
        }
    }

  for (guint i = 0; i < deal->moves->len; i++)
    {
      const PlMove *move = &g_array_index (deal->moves, PlMove, i);
      Step step = { i, move->seat, 0, -1 };

      if (move->kind != PL_MOVE_PLAY)
        continue;
      while (d < model->decisions->len &&
             g_array_index (model->decisions, PlAiDecision, d).index < i)
        d++;
      if (d < model->decisions->len &&
          g_array_index (model->decisions, PlAiDecision, d).index == i)
        {
          const PlAiDecision *decision = &g_array_index (model->decisions, PlAiDecision, d);

          step.decision = (gint) d;
          step.trick = decision->trick;
          if (decision->verdict == PL_AI_VERDICT_MISTAKE)
            g_array_append_val (model->mistakes, model->steps->len);
        }
      else
        step.trick = per_trick > 0 ? plays / per_trick : 0;
      plays++;
      g_array_append_val (model->steps, step);
    }
  return model;
}

void
pl_review_model_free (PlReviewModel *model)
{
  if (model == NULL)
    return;
  g_clear_pointer (&model->deal, pl_deal_record_free);
  g_clear_pointer (&model->decisions, g_array_unref);
  g_clear_pointer (&model->steps, g_array_unref);
  g_clear_pointer (&model->mistakes, g_array_unref);
  for (guint s = 0; s < PL_MAX_SEATS; s++)
    g_free (model->names[s]);
  g_free (model);
}

static const Step *
get_step (const PlReviewModel *model,
          guint                step)
{
  g_assert (step < model->steps->len);
  return &g_array_index (model->steps, Step, step);
}

guint
pl_review_model_get_n_steps (const PlReviewModel *model)
{
  g_return_val_if_fail (model != NULL, 0);

  return model->steps->len;
}

const PlAiDecision *
pl_review_model_get_decision (const PlReviewModel *model,
                              guint                step)
{
  const Step *s;

  g_return_val_if_fail (model != NULL && step < model->steps->len, NULL);

  s = get_step (model, step);
  return s->decision < 0 ? NULL : &g_array_index (model->decisions, PlAiDecision, s->decision);
}

PlReviewMark
pl_review_model_get_mark (const PlReviewModel *model,
                          guint                step)
{
  const PlAiDecision *d = pl_review_model_get_decision (model, step);

  if (d == NULL)
    return PL_REVIEW_MARK_NOT_ANALYSED;
  switch (d->verdict)
    {
    case PL_AI_VERDICT_BEST:
      return PL_REVIEW_MARK_BEST;
    case PL_AI_VERDICT_INACCURACY:
      return PL_REVIEW_MARK_INACCURACY;
    case PL_AI_VERDICT_MISTAKE:
    default:
      return PL_REVIEW_MARK_MISTAKE;
    }
}

guint
pl_review_model_get_seat (const PlReviewModel *model,
                          guint                step)
{
  g_return_val_if_fail (model != NULL && step < model->steps->len, 0);

  return get_step (model, step)->seat;
}

guint
pl_review_model_get_trick (const PlReviewModel *model,
                           guint                step)
{
  g_return_val_if_fail (model != NULL && step < model->steps->len, 0);

  return get_step (model, step)->trick + 1;
}

PlCard
pl_review_model_get_better_card (const PlReviewModel *model,
                                 guint                step)
{
  const PlAiDecision *d = pl_review_model_get_decision (model, step);
  char text[3];
  PlCard card;

  if (d == NULL || d->verdict == PL_AI_VERDICT_BEST)
    return PL_CARD_NONE;
  pl_ai_analysis_card_text (model->deal->game, &d->options[d->best_option].move, text);
  return pl_card_from_string (text, &card) ? card : PL_CARD_NONE;
}

/* The cards as good as the best, "♥A" or "♥A or ♥K". */
static char *
better_cards (const PlReviewModel *model,
              const PlAiDecision  *d)
{
  g_autoptr(GString) out = g_string_new (NULL);
  gint best = d->options[d->best_option].value;

  for (guint o = 0; o < d->n_options; o++)
    if (d->options[o].value == best && o != d->played_option)
      {
        g_autofree char *name = move_card_name (model->deal->game, &d->options[o].move);

        if (out->len > 0)
          /* TRANSLATORS: between the cards as good as the best: "♥J or ♥A". */
          g_string_append (out, C_("review", " or "));
        g_string_append (out, name);
      }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* A mistake changed the outcome: say what the better card would have
 * made of it, for the side of the seat that played.  The options say
 * "won" for the declarer's side (the mover's in a game without one), and
 * the levels order the outcomes for it. */
static char *
mistake_text (const PlReviewModel *model,
              const PlAiDecision  *d,
              const char          *name,
              const char          *card,
              const char          *better)
{
  const PlAiOption *best = &d->options[d->best_option];
  const PlAiOption *played = &d->options[d->played_option];

  if (model->declarer < 0)
    {
      if (best->level >= 2)
        /* TRANSLATORS: "Bert played ♥10: a mistake — ♥A wins the deal (61 instead of 58)". */
        return g_strdup_printf (_("%s played %s: a mistake — %s wins the deal (%d instead of %d)"),
                                name, card, better, best->value, played->value);
      return g_strdup_printf (_("%s played %s: a mistake — %s ties the deal (%d instead of %d)"),
                              name, card, better, best->value, played->value);
    }
  if (best->won && !played->won)
    return g_strdup_printf (_("%s played %s: a mistake — %s wins the game (%d instead of %d)"),
                            name, card, better, best->value, played->value);
  if (!best->won && played->won)
    return g_strdup_printf (_("%s played %s: a mistake — %s defeats the game (%d instead of %d)"),
                            name, card, better, best->value, played->value);
  /* Schneider made or suffered, the march: the same side wins, by more. */
  return g_strdup_printf (_("%s played %s: a mistake — %s scores more (%d instead of %d)"),
                          name, card, better, best->value, played->value);
}

char *
pl_review_model_dup_text (const PlReviewModel *model,
                          guint                step)
{
  const Step *s;
  const PlAiDecision *d;
  const PlMove *move;
  const char *name;
  g_autofree char *card = NULL, *better = NULL, *text = NULL;

  g_return_val_if_fail (model != NULL && step < model->steps->len, NULL);

  s = get_step (model, step);
  d = pl_review_model_get_decision (model, step);
  move = &g_array_index (model->deal->moves, PlMove, s->move_index);
  name = s->seat < PL_MAX_SEATS && model->names[s->seat] ? model->names[s->seat] : "";
  card = move_card_name (model->deal->game, move);

  if (d == NULL)
    /* TRANSLATORS: "Bert played ♥10: not analysed". */
    return g_strdup_printf (_("%s played %s: not analysed"), name, card);

  better = better_cards (model, d);
  switch (d->verdict)
    {
    case PL_AI_VERDICT_BEST:
      if (d->n_options == 1)
        text = g_strdup_printf (_("%s played %s: the only card"), name, card);
      else
        text = g_strdup_printf (_("%s played %s: the best card"), name, card);
      break;
    case PL_AI_VERDICT_INACCURACY:
      /* TRANSLATORS: "Bert played ♥10: an inaccuracy — ♥A was better (61 instead of 58)". */
      text = g_strdup_printf (_("%s played %s: an inaccuracy — %s was better (%d instead of %d)"),
                              name, card, better, d->options[d->best_option].value,
                              d->options[d->played_option].value);
      break;
    case PL_AI_VERDICT_MISTAKE:
    default:
      text = mistake_text (model, d, name, card, better);
      break;
    }
  if (!d->exact)
    /* TRANSLATORS: after the verdict; %s is the player. */
    return g_strdup_printf (_("%s. Not exact: %s could not know where every card lay."),
                            text, name);
  return g_steal_pointer (&text);
}

char *
pl_review_model_dup_title (const PlReviewModel *model,
                           guint                step)
{
  const Step *s;
  g_autofree char *card = NULL;

  g_return_val_if_fail (model != NULL && step < model->steps->len, NULL);

  s = get_step (model, step);
  card = move_card_name (model->deal->game,
                         &g_array_index (model->deal->moves, PlMove, s->move_index));
  /* TRANSLATORS: a mistake in the list: "Trick 8: Bert, ♥K". */
  return g_strdup_printf (_("Trick %u: %s, %s"), s->trick + 1,
                          s->seat < PL_MAX_SEATS ? model->names[s->seat] : "", card);
}

PlDealRecord *
pl_review_model_dup_position (const PlReviewModel *model,
                              guint                step)
{
  PlDealRecord *deal;
  guint n;

  g_return_val_if_fail (model != NULL && step < model->steps->len, NULL);

  n = get_step (model, step)->move_index + 1;
  deal = pl_deal_record_copy (model->deal);
  g_array_set_size (deal->moves, n);
  if (deal->move_lines->len > n)
    g_array_set_size (deal->move_lines, n);
  return deal;
}

guint
pl_review_model_get_mistakes (const PlReviewModel *model,
                              const guint        **steps)
{
  g_return_val_if_fail (model != NULL, 0);

  if (steps != NULL)
    *steps = (const guint *) (gpointer) model->mistakes->data;
  return model->mistakes->len;
}

guint
pl_review_model_count_mistakes (const PlReviewModel *model,
                                guint                seat)
{
  guint n = 0;

  g_return_val_if_fail (model != NULL, 0);

  for (guint i = 0; i < model->mistakes->len; i++)
    n += get_step (model, g_array_index (model->mistakes, guint, i))->seat == seat;
  return n;
}

const char *
pl_review_model_get_note (const PlReviewModel *model)
{
  g_return_val_if_fail (model != NULL, NULL);

  return model->note;
}

const char *
pl_review_mark_name (PlReviewMark mark)
{
  switch (mark)
    {
    case PL_REVIEW_MARK_BEST:
      return C_("review mark", "Best");
    case PL_REVIEW_MARK_INACCURACY:
      return C_("review mark", "Inaccuracy");
    case PL_REVIEW_MARK_MISTAKE:
      return C_("review mark", "Mistake");
    case PL_REVIEW_MARK_NOT_ANALYSED:
    default:
      return C_("review mark", "Not analysed");
    }
}

const char *
pl_review_mark_id (PlReviewMark mark)
{
  static const char *const ids[] = { "best", "inaccuracy", "mistake", "not-analysed" };

  return (guint) mark < G_N_ELEMENTS (ids) ? ids[mark] : "not-analysed";
}

gboolean
pl_review_can_analyse (const PlDealRecord *deal)
{
  static GHashTable *known;   /* PlGame → 1 can, 2 cannot */
  gpointer value;

  g_return_val_if_fail (deal != NULL, FALSE);

  if (known == NULL)
    known = g_hash_table_new (NULL, NULL);
  value = g_hash_table_lookup (known, deal->game);
  if (value == NULL)
    {
      g_autoptr(PlDealRecord) dealt = pl_deal_record_copy (deal);
      g_autoptr(PlAiAnalysis) analysis = NULL;
      g_autoptr(GError) error = NULL;

      /* The deal as dealt, before any card: the analysis refuses a game
       * it has no search for at once, and has nothing to do otherwise. */
      g_array_set_size (dealt->moves, 0);
      g_array_set_size (dealt->move_lines, 0);
      analysis = pl_ai_analyse_deal (dealt, NULL, NULL, &error);
      if (analysis == NULL &&
          !g_error_matches (error, PL_AI_ANALYSE_ERROR, PL_AI_ANALYSE_ERROR_UNSUPPORTED))
        return FALSE;
      value = GUINT_TO_POINTER (analysis != NULL ? 1 : 2);
      g_hash_table_insert (known, (gpointer) deal->game, value);
    }
  return GPOINTER_TO_UINT (value) == 1;
}
