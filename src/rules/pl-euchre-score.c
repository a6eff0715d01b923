/* pl-euchre-score.c — the score of a Euchre deal, its reasons and the
 * game score carried from deal to deal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-euchre"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-euchre.h"
#include "pl-euchre-private.h"

void
pl_euchre_get_outcome (const PlEuchreState *state,
                       PlEuchreOutcome     *o)
{
  guint makers, adversaries;

  memset (o, 0, sizeof *o);
  o->maker = state->maker;
  o->trump = state->trump;
  o->made_round = state->made_round;
  o->alone = state->alone;
  o->defender = state->defender;
  o->conceded = state->conceded;
  o->tricks[0] = state->won[0];
  o->tricks[1] = state->won[1];
  o->score_before[0] = o->score[0] = state->score[0];
  o->score_before[1] = o->score[1] = state->score[1];
  o->game_won = -1;

  if (state->maker < 0 || state->phase != PL_EUCHRE_PHASE_OVER)
    {
      o->end = PL_EUCHRE_END_PASSED;
      return;
    }

  makers = pl_euchre_side (state->maker);
  adversaries = 1 - makers;
  if (state->laws.decided > 0 && state->laws.decided <= state->laws.n_events)
    {
      const PlLawEvent *e = &state->laws.events[state->laws.decided - 1];

      /* Leeds and Dwight, law 4: "The penalty of a revoke takes
       * precedence of all other scores" (pl-euchre-laws.h). */
      o->end = PL_EUCHRE_END_REVOKE;
      o->points[1 - pl_euchre_side (e->seat)] = (guint) e->points;
    }
  else if (state->conceded >= 0 && state->alone && pl_euchre_side (state->conceded) == adversaries)
    {
      /* Seed 001, law 50: "In a lone hand, should either adversary
       * abandon his hand by laying it face upwards on the table, or by
       * failing to play to every trick, the party playing alone scores
       * five points." */
      o->end = PL_EUCHRE_END_LAW_50;
      o->points[makers] = 5;
    }
  else if (state->won[makers] == PL_EUCHRE_N_TRICKS)
    {
      /* A march: 2, or 4 for a lone hand. */
      o->end = state->alone ? PL_EUCHRE_END_LONE_MARCH : PL_EUCHRE_END_MARCH;
      o->points[makers] = state->alone ? 4 : 2;
    }
  else if (state->won[makers] >= 3)
    {
      o->end = PL_EUCHRE_END_MADE;
      o->points[makers] = 1;
    }
  else
    {
      /* Euchred: 2 to the adversaries; a lone hand euchred by a lone
       * defender 4; option lone-euchre=4 makes any lone hand euchred 4
       * (Leeds and Dwight, law 3). */
      o->end = PL_EUCHRE_END_EUCHRED;
      if (state->defender >= 0)
        o->points[adversaries] = 4;
      else if (state->alone)
        o->points[adversaries] = state->options.lone_euchre == 4 ? 4 : 2;
      else
        o->points[adversaries] = 2;
    }

  for (guint side = 0; side < 2; side++)
    o->score[side] = o->score_before[side] + o->points[side];
  for (guint side = 0; side < 2; side++)
    if (o->points[side] > 0 && o->score[side] >= state->options.game)
      o->game_won = side;
}

void
pl_euchre_carry_over_vfunc (void       *state_ptr,
                            const void *previous_ptr)
{
  PlEuchreState *state = state_ptr;
  const PlEuchreState *previous = previous_ptr;
  PlEuchreOutcome o;

  if (previous == NULL)
    return;
  pl_euchre_get_outcome (previous, &o);
  /* A game won starts a new game at love all. */
  if (o.game_won >= 0)
    pl_euchre_set_game_score (state, 0, 0);
  else
    pl_euchre_set_game_score (state, o.score[0], o.score[1]);
}

/* How the maker made trumps, as the table says it. */
static const char *
made_word (const PlEuchreState *state)
{
  if (state->maker < 0)
    return NULL;
  if (state->made_round == 0)
    return "joker";
  if (state->made_round == 2)
    return "call";
  if (state->maker == state->dealer)
    return "take-up";
  if ((guint) state->maker == pl_euchre_partner (state->dealer))
    return "assist";
  return "order";
}

static const char *const end_words[] = {
  "passed", "made", "march", "lone-march", "euchred", "law-50", "revoke",
};

static const char *const suit_ids[] = { "clubs", "spades", "hearts", "diamonds" };

void
pl_euchre_result_vfunc (const void *state_ptr,
                        PlResult   *result)
{
  const PlEuchreState *state = state_ptr;
  g_autoptr(GString) why = g_string_new (NULL);
  PlEuchreOutcome o;
  guint makers, scorer;

  pl_euchre_get_outcome (state, &o);
  memset (result, 0, sizeof *result);
  result->n_seats = PL_EUCHRE_N_SEATS;
  result->declarer = o.maker;
  for (guint seat = 0; seat < PL_EUCHRE_N_SEATS; seat++)
    {
      result->score[seat] = (gint) o.points[pl_euchre_side (seat)];
      result->points[seat] = (gint) o.tricks[pl_euchre_side (seat)];
    }

  if (o.end == PL_EUCHRE_END_PASSED)
    {
      result->passed = TRUE;
      g_string_append (why, _("All passed: the deal is thrown in and passes to the next dealer"));
      g_string_append_c (why, '\n');
      g_string_append_printf (why, _("Game score: %u–%u"), o.score[0], o.score[1]);
      result->reasons = g_string_free (g_steal_pointer (&why), FALSE);
      return;
    }

  makers = pl_euchre_side (o.maker);
  scorer = o.points[makers] > 0 ? makers : 1 - makers;
  result->won = scorer == makers;
  result->value = result->won ? (gint) o.points[makers] : -(gint) o.points[1 - makers];

  if (o.alone)
    g_string_append_printf (why, _("Trumps %s, made by seat %u playing alone"),
                            pl_euchre_suit_name (o.trump), (guint) o.maker);
  else
    g_string_append_printf (why, _("Trumps %s, made by seat %u"),
                            pl_euchre_suit_name (o.trump), (guint) o.maker);
  g_string_append_c (why, '\n');
  if (o.defender >= 0)
    {
      g_string_append_printf (why, _("Seat %u defended alone"), (guint) o.defender);
      g_string_append_c (why, '\n');
    }
  if (o.conceded >= 0)
    {
      g_string_append_printf (why, _("Seat %u laid the hand down: the remaining tricks go "
                                     "to the other side"), (guint) o.conceded);
      g_string_append_c (why, '\n');
    }
  g_string_append_printf (why, _("Tricks: the makers %u, the adversaries %u"),
                          o.tricks[makers], o.tricks[1 - makers]);
  g_string_append_c (why, '\n');

  switch (o.end)
    {
    case PL_EUCHRE_END_MADE:
      g_string_append_printf (why, _("Made: 1 point to seats %u and %u"), scorer, scorer + 2);
      break;
    case PL_EUCHRE_END_MARCH:
      g_string_append_printf (why, _("March, all five tricks: 2 points to seats %u and %u"),
                              scorer, scorer + 2);
      break;
    case PL_EUCHRE_END_LONE_MARCH:
      g_string_append_printf (why, _("Lone march, all five tricks alone: 4 points to seats %u and %u"),
                              scorer, scorer + 2);
      break;
    case PL_EUCHRE_END_EUCHRED:
      if (o.defender >= 0)
        g_string_append_printf (why, _("Euchred by a lone defender: 4 points to seats %u and %u"),
                                scorer, scorer + 2);
      else
        g_string_append_printf (why, _("Euchred: %u points to seats %u and %u"),
                                o.points[scorer], scorer, scorer + 2);
      break;
    case PL_EUCHRE_END_LAW_50:
      g_string_append_printf (why, _("Law 50: an adversary abandoned his hand against a lone "
                                     "hand: 5 points to seats %u and %u"), scorer, scorer + 2);
      break;
    case PL_EUCHRE_END_REVOKE:
      /* The sentence is the law's (pl_laws_append_reasons() below). */
      g_string_truncate (why, why->len - 1);
      break;
    case PL_EUCHRE_END_PASSED:
    default:
      break;
    }
  /* The irregularities of a deal played by the laws, each with its law. */
  pl_laws_append_reasons (&pl_euchre_game, state, why);
  g_string_append_c (why, '\n');
  g_string_append_printf (why, _("Game score: %u–%u"), o.score[0], o.score[1]);
  if (o.game_won >= 0)
    {
      g_string_append_c (why, '\n');
      g_string_append_printf (why, _("Seats %u and %u win the game"),
                              (guint) o.game_won, (guint) o.game_won + 2);
    }
  result->reasons = g_string_free (g_steal_pointer (&why), FALSE);
}

void
pl_euchre_result_json_vfunc (const void *state_ptr,
                             GString    *out)
{
  const PlEuchreState *state = state_ptr;
  const char *made = made_word (state);
  PlEuchreOutcome o;
  char buf[3];

  pl_euchre_get_outcome (state, &o);
  pl_card_to_string (state->turned, buf);
  g_string_append_printf (out, "\"passed\": %s", o.end == PL_EUCHRE_END_PASSED ? "true" : "false");
  g_string_append_printf (out, ", \"dealer\": %u", (guint) state->dealer);
  g_string_append_printf (out, ", \"turned\": \"%s\"", buf);
  if (o.trump < PL_N_SUITS)
    g_string_append_printf (out, ", \"trump\": \"%s\"", suit_ids[o.trump]);
  else
    g_string_append (out, ", \"trump\": null");
  g_string_append_printf (out, ", \"maker\": %d", o.maker);
  if (made != NULL)
    g_string_append_printf (out, ", \"made\": \"%s\"", made);
  else
    g_string_append (out, ", \"made\": null");
  g_string_append_printf (out, ", \"alone\": %s", o.alone ? "true" : "false");
  g_string_append_printf (out, ", \"defender\": %d", o.defender);
  g_string_append_printf (out, ", \"conceded\": %d", o.conceded);
  g_string_append_printf (out, ", \"end\": \"%s\"", end_words[o.end]);
  g_string_append_printf (out, ", \"tricks\": [%u, %u]", o.tricks[0], o.tricks[1]);
  g_string_append_printf (out, ", \"points\": [%u, %u]", o.points[0], o.points[1]);
  g_string_append_printf (out, ", \"score\": [%u, %u]", o.score[0], o.score[1]);
  g_string_append_printf (out, ", \"game_won\": %d", o.game_won);
  /* The deal's irregularities ("laws") are the caller's to add, as
   * `parlour-cli replay --json` does for every game (pl-laws.h). */
}
