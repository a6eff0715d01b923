/* pl-cassino-check.c — whether a Cassino move is legal, and why not
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cassino"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-cassino.h"
#include "pl-cassino-private.h"
#include "pl-cassino-laws.h"

/* Partitions ------------------------------------------------------------- */

/*
 * Whether cards can be grouped into sets of one value depends on their
 * values only, so the search works on how many cards of each value are
 * left: the highest value left must be in some group, which is completed
 * with values no higher (so that no group is tried twice in another
 * order).  Count vectors that failed are remembered, which keeps even a
 * table of forty small cards (a hostile record) quick.
 */

#define MEMO_SIZE 1024

typedef struct {
  guint   value;
  guint8  counts[PL_CASSINO_MAX_VALUE + 1];
  guint64 memo[MEMO_SIZE];      /* failed count vectors, + 1 (0: empty) */
} Partition;

static guint64
counts_key (const Partition *p)
{
  guint64 key = 0;

  /* At most four cards of a value and the card played: three bits. */
  for (guint v = 1; v <= PL_CASSINO_MAX_VALUE; v++)
    key = (key << 3) | p->counts[v];
  return key + 1;
}

static gboolean
memo_has (const Partition *p,
          guint64          key)
{
  for (guint i = (guint) (key % MEMO_SIZE), n = 0; n < MEMO_SIZE; i = (i + 1) % MEMO_SIZE, n++)
    {
      if (p->memo[i] == 0)
        return FALSE;
      if (p->memo[i] == key)
        return TRUE;
    }
  return FALSE;
}

static void
memo_add (Partition *p,
          guint64    key)
{
  for (guint i = (guint) (key % MEMO_SIZE), n = 0; n < MEMO_SIZE / 2; i = (i + 1) % MEMO_SIZE, n++)
    if (p->memo[i] == 0)
      {
        p->memo[i] = key;
        return;
      }
  /* Full enough: the search goes on without remembering. */
}

static gboolean solve (Partition *p);

/* Completes a group that still needs @need with values up to @top. */
static gboolean
complete (Partition *p,
          guint      need,
          guint      top)
{
  if (need == 0)
    return solve (p);
  for (guint v = MIN (top, need); v >= 1; v--)
    if (p->counts[v] > 0)
      {
        gboolean ok;

        p->counts[v]--;
        ok = complete (p, need - v, v);
        p->counts[v]++;
        if (ok)
          return TRUE;
      }
  return FALSE;
}

static gboolean
solve (Partition *p)
{
  guint top = PL_CASSINO_MAX_VALUE;
  guint64 key;
  gboolean ok;

  while (top > 0 && p->counts[top] == 0)
    top--;
  if (top == 0)
    return TRUE;
  if (top > p->value)
    return FALSE;
  key = counts_key (p);
  if (memo_has (p, key))
    return FALSE;
  p->counts[top]--;
  ok = complete (p, p->value - top, top);
  p->counts[top]++;
  if (!ok)
    memo_add (p, key);
  return ok;
}

gboolean
pl_cassino_partition (PlCardSet loose,
                      guint     extra,
                      guint     value,
                      gboolean  royal)
{
  Partition p;
  guint sum = extra;

  if (value == 0 || value > PL_CASSINO_MAX_VALUE || extra > PL_CASSINO_MAX_VALUE)
    return FALSE;
  memset (&p, 0, sizeof p);
  p.value = value;
  for (guint rank = 0; rank < PL_N_RANKS; rank++)
    {
      guint n = pl_cardset_count (loose & PL_CARDSET_RANK (rank));
      guint v = pl_cassino_value (PL_CARD (0, rank), royal);

      if (n == 0)
        continue;
      /* Courts outside Royal Cassino have no value to add up. */
      if (v == 0)
        return FALSE;
      p.counts[v] += n;
      sum += v * n;
    }
  if (extra > 0)
    p.counts[extra]++;
  if (sum % value != 0)
    return FALSE;
  return solve (&p);
}

/* The owner's card ------------------------------------------------------- */

gboolean
pl_cassino_keeps_cards (const PlCassinoState *state,
                        guint                 seat,
                        PlCardSet             hand,
                        PlCardSet             gone,
                        guint                 new_value,
                        guint                *value)
{
  guint held = pl_cassino_held_values (hand, state->options.royal);
  guint owned = new_value != 0 ? 1u << new_value : 0;

  for (guint i = 0; i < state->n_builds; i++)
    if (state->builds[i].owner == seat && (state->builds[i].cards & gone) == 0 &&
        !state->builds[i].without)
      owned |= 1u << state->builds[i].value;
  if (owned & ~held)
    {
      if (value != NULL)
        *value = (guint) __builtin_ctz (owned & ~held);
      return FALSE;
    }
  /* One ace cannot take a build of 1 and one of 14: one capture takes at
   * one value. */
  if ((owned & PL_CASSINO_ACE_VALUES) == PL_CASSINO_ACE_VALUES &&
      pl_cardset_count (hand & PL_CARDSET_RANK (PL_RANK_ACE)) < 2)
    {
      if (value != NULL)
        *value = 14;
      return FALSE;
    }
  return TRUE;
}

static const PlCassinoBuild *
owned_build (const PlCassinoState *state,
             guint                 seat)
{
  for (guint i = 0; i < state->n_builds; i++)
    if (state->builds[i].owner == seat && !state->builds[i].without)
      return &state->builds[i];
  return NULL;
}

/* Checks ------------------------------------------------------------------ */

/* The cards of @set that are on the table, whole builds only. */
static gboolean
check_on_table (const PlCassinoState  *state,
                PlCardSet              set,
                GError               **error)
{
  PlCardSet table = state->loose | pl_cassino_built_cards (state);

  if (set & ~table)
    {
      char buf[3];

      pl_card_to_string (pl_cardset_first (set & ~table), buf);
      return pl_rules_illegal (error, _("%s is not on the table"), buf);
    }
  for (guint i = 0; i < state->n_builds; i++)
    {
      const PlCassinoBuild *build = &state->builds[i];

      if ((build->cards & set) != 0 && (build->cards & ~set) != 0)
        /* Foster: the cards of a build "cannot be separated". */
        return pl_rules_illegal (error, _("The build of %u goes whole: its cards cannot be separated"),
                                 build->value);
    }
  return TRUE;
}

static gboolean
check_keeps (const PlCassinoState  *state,
             const PlMove          *move,
             GError               **error)
{
  PlCardSet hand = pl_cardset_remove (state->hands[move->seat], move->card);
  guint new_value = move->kind == PL_MOVE_BUILD ? move->value : 0;
  guint value = 0;

  if (!pl_cassino_keeps_cards (state, move->seat, hand, move->cards, new_value, &value))
    return pl_rules_illegal (error, _("You own a build of %u: you must keep a card that takes it"),
                             value);
  return TRUE;
}

static gboolean
check_capture (const PlCassinoState  *state,
               const PlMove          *move,
               GError               **error)
{
  gboolean royal = state->options.royal;
  PlCardSet taken = move->cards, loose;
  guint value = move->value;

  if (taken == 0)
    return pl_rules_illegal (error, _("Say which cards you take"));
  if (!check_on_table (state, taken, error))
    return FALSE;
  loose = taken & state->loose;

  if (pl_cassino_value (move->card, royal) == 0)
    {
      /* A court outside Royal Cassino: Foster, "only of service in
       * pairing" — all of its rank at once, or one (courts=one). */
      PlCardSet courts = state->loose & PL_CARDSET_RANK (PL_CARD_RANK (move->card));

      if (value != 0 || (taken & ~courts) != 0)
        return pl_rules_illegal (error, _("A court card only pairs: it takes the courts of its own rank"));
      if (state->options.courts == PL_CASSINO_COURTS_ONE && pl_cardset_count (taken) != 1)
        return pl_rules_illegal (error, _("A court card takes one court of its rank at a time"));
      if (state->options.courts == PL_CASSINO_COURTS_ALL && taken != courts)
        return pl_rules_illegal (error, _("A court card takes all the courts of its rank on the table"));
      return check_keeps (state, move, error);
    }

  if (!pl_cassino_takes_at (move->card, value, royal))
    return pl_rules_illegal (error, _("Your card does not count %u"), value);
  for (guint i = 0; i < state->n_builds; i++)
    {
      const PlCassinoBuild *build = &state->builds[i];

      /* Foster: the cards of a build "are no longer a 7 and 2, but a 9,
       * for all practical purposes"; and a build is not a card, so it
       * does not add up with other cards either. */
      if ((build->cards & taken) != 0 && build->value != value)
        return pl_rules_illegal (error, _("A build of %u is taken only by a card of %u: "
                                          "a build is not a card"),
                                 build->value, build->value);
    }
  if (!royal && (loose & PL_CASSINO_COURTS))
    return pl_rules_illegal (error, _("Court cards only pair: they do not add up with other cards"));
  /* Seed 003: pairs and combinations, several at once ("By combining the
   * 6 and 2, and the 5 and 3, two Eights will be formed"). */
  if (!pl_cassino_partition (loose, 0, value, royal))
    return pl_rules_illegal (error, _("Those cards do not make %u: take pairs, or sets "
                                      "that add up to %u"),
                             value, value);
  return check_keeps (state, move, error);
}

/* The build other than those of the move's value that the move raises,
 * and how many there are. */
static guint
raised_builds (const PlCassinoState   *state,
               const PlMove           *move,
               const PlCassinoBuild  **raised)
{
  guint n = 0;

  *raised = NULL;
  for (guint i = 0; i < state->n_builds; i++)
    if ((state->builds[i].cards & move->cards) != 0 && state->builds[i].value != move->value)
      {
        *raised = &state->builds[i];
        n++;
      }
  return n;
}

static gboolean
card_raises_to (const PlCassinoState *state,
                const PlMove         *move,
                guint                 from)
{
  guint values[2];
  guint n = pl_cassino_hand_values (move->card, state->options.royal, values);

  for (guint i = 0; i < n; i++)
    if (from + values[i] == move->value)
      return TRUE;
  return FALSE;
}

static gboolean
check_build (const PlCassinoState  *state,
             const PlMove          *move,
             GError               **error)
{
  gboolean royal = state->options.royal;
  PlCardSet hand = pl_cardset_remove (state->hands[move->seat], move->card);
  guint value = move->value, max_value = royal ? 14 : 10;
  const PlCassinoBuild *raised;
  guint values[2], n_values, n_raised;
  PlCardSet loose;
  gboolean ok = FALSE;

  n_values = pl_cassino_hand_values (move->card, royal, values);
  if (n_values == 0)
    return pl_rules_illegal (error, _("Court cards only pair: they cannot be built"));
  if (move->cards == 0)
    return pl_rules_illegal (error, _("Build on cards on the table: a card laid alone is a trail"));
  if (!check_on_table (state, move->cards, error))
    return FALSE;
  if (value < 1 || value > max_value)
    return pl_rules_illegal (error, _("A build is worth %u at the most"), max_value);
  loose = move->cards & state->loose;
  if (!royal && (loose & PL_CASSINO_COURTS))
    return pl_rules_illegal (error, _("Court cards only pair: they cannot be built"));
  /* Seed 003: "If a player makes a build without the proper card in his
   * hand to win it … the combination must be broken up". */
  if (!(pl_cassino_held_values (hand, royal) & (1u << value)))
    return pl_rules_illegal (error, _("You may build %u only if you hold another card that "
                                      "takes %u"),
                             value, value);
  for (guint i = 0; i < state->n_builds; i++)
    if (state->builds[i].value == value && (state->builds[i].cards & move->cards) == 0)
      return pl_rules_illegal (error, _("There is a build of %u on the table: build onto it"),
                               value);

  n_raised = raised_builds (state, move, &raised);
  if (n_raised > 1)
    return pl_rules_illegal (error, _("A build is not a card: your card can raise one build "
                                      "only"));
  if (n_raised == 1)
    {
      /* Foster, "Increasing Builds": the card played goes on the build;
       * a multiple build cannot be increased. */
      if (raised->multiple)
        return pl_rules_illegal (error, _("The build of %u is a multiple build: it cannot be "
                                          "raised"),
                                 raised->value);
      if (raised->owner == move->seat && !state->options.raise_own)
        return pl_rules_illegal (error, _("At this table a player may not raise his own build"));
      if (!card_raises_to (state, move, raised->value))
        return pl_rules_illegal (error, _("A build is not a card: your card raises the build "
                                          "of %u, and only to %u"),
                                 raised->value, raised->value + values[0]);
      ok = pl_cassino_partition (loose, 0, value, royal);
    }
  else
    for (guint i = 0; i < n_values && !ok; i++)
      ok = values[i] <= value && pl_cassino_partition (loose, values[i], value, royal);
  if (!ok)
    return pl_rules_illegal (error, _("Those cards do not make a build of %u"), value);
  return check_keeps (state, move, error);
}

gboolean
pl_cassino_check_move (const void    *state_ptr,
                       const PlMove  *move,
                       GError       **error)
{
  const PlCassinoState *state = state_ptr;
  const PlCassinoBuild *owned;

  if (state->phase == PL_CASSINO_PHASE_OVER)
    return pl_rules_illegal (error, _("The hand is over"));
  /* Seed 003, "Irregularities in Play": a card played out of turn, a
   * wrong capture, a build without the card to win it are laid aside,
   * returned or broken up at the table; here they are refused, with the
   * reason, before they happen — except, with laws=on, a card played out
   * of turn, which is an act of its own (pl-cassino-laws.h). */
  if (pl_laws_is_laws_move (move))
    return pl_cassino_laws_check (state, move, error);
  if ((gint) move->seat != state->to_move)
    return pl_rules_illegal (error, _("It is not your turn"));
  if (pl_cassino_laws_exposed (state, move->seat) != 0)
    return pl_cassino_laws_check_turn (state, move, error);
  if (move->arg != 0 || move->flags != 0)
    return pl_rules_illegal (error, _("Take, build or trail a card"));
  if (!pl_card_is_valid (move->card) || !pl_cardset_has (state->hands[move->seat], move->card))
    return pl_rules_illegal (error, _("You do not hold that card"));

  switch (move->kind)
    {
    case PL_MOVE_TRAIL:
      if (move->cards != 0 || move->value != 0)
        return pl_rules_illegal (error, _("A trailed card takes nothing"));
      /* A player who owns a build may not trail (Foster). */
      owned = owned_build (state, move->seat);
      if (owned != NULL)
        return pl_rules_illegal (error, _("You own a build of %u: you may not trail while it "
                                          "is on the table"),
                                 owned->value);
      return TRUE;

    case PL_MOVE_CAPTURE:
      return check_capture (state, move, error);

    case PL_MOVE_BUILD:
      return check_build (state, move, error);

    default:
      return pl_rules_illegal (error, _("Take, build or trail a card"));
    }
}

gboolean
pl_cassino_build_is_single (const PlCassinoState *state,
                            const PlMove         *move)
{
  const PlCassinoBuild *raised;
  guint values[2];
  guint n_values = pl_cassino_hand_values (move->card, state->options.royal, values);
  PlCardSet loose = move->cards & state->loose;
  PlCardSet built = move->cards & ~state->loose;

  /* One set: the hand card with loose cards, or on the one build it
   * raises; a build of the value joined makes it multiple. */
  if (built == 0)
    {
      guint sum = pl_cassino_set_value (loose, state->options.royal);

      for (guint i = 0; i < n_values; i++)
        if (sum + values[i] == move->value)
          return TRUE;
      return FALSE;
    }
  if (loose != 0 || raised_builds (state, move, &raised) != 1 ||
      (raised->cards & ~built) != 0 || built != raised->cards)
    return FALSE;
  return card_raises_to (state, move, raised->value);
}
