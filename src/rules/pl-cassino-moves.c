/* pl-cassino-moves.c — the Cassino move generator: every trail, capture
 * and build of the seat to move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cassino"

#include <string.h>

#include "pl-cassino.h"
#include "pl-cassino-private.h"
#include "pl-cassino-laws.h"

/*
 * The moves are enumerated from the loose cards' sums: the "atoms" of a
 * value are the sets of loose cards adding up to it (a single card of the
 * value is one) and the builds of the value; a capture takes any non-empty
 * union of disjoint atoms, and a build is the hand card's set (the hand
 * card with loose cards adding up to the rest of the value, or on a single
 * build it raises, or alone) with any union of disjoint atoms of the value
 * beside it.  Two different partitions of the same cards are the same
 * move, so each new move is compared with those made for the same card and
 * value.
 *
 * PL_MAX_MOVES bounds the list: a table of twenty small cards offers more
 * captures than any list can hold.  Trails come first, then captures, then
 * builds, and the enumeration stops when the list is full; check_move()
 * judges a move by the rules, not by this list, so a move left out is
 * still legal.  The sums of one value are bounded in the same way
 * (MAX_SUMS).  `parlour-cli bench rules cassino` reports the largest list
 * seen.
 */

#define MAX_SUMS 1024

/* Sets of cards (loose sums, builds) of one value: a view into the pool
 * of sums, or into a copy with builds added. */
typedef struct {
  const PlCardSet *sets;
  guint            n;
} Sums;

/* A view with room for sets of its own. */
typedef struct {
  Sums      sums;
  PlCardSet sets[MAX_SUMS];
} SumsCopy;

typedef struct {
  const PlCassinoState *state;
  guint     seat;
  gboolean  royal;
  /* The loose cards that have a value, highest value first. */
  guint     n_loose;
  PlCard    loose[PL_CASSINO_N_CARDS];
  guint8    values[PL_CASSINO_N_CARDS];
  guint16   before[PL_CASSINO_N_CARDS];     /* the sum of values[… i - 1] */
  guint     total;                          /* the sum of all values */
  /* The sums 0 … 14 that some loose cards add up to, as bits: most
   * captures and builds are ruled out by it before any search. */
  guint     reach;
  /* The sets of loose cards adding up to each value, found when first
   * wanted (bit v of found) into the pool. */
  guint     found;
  Sums      sums[PL_CASSINO_MAX_VALUE + 1];
  guint     n_pool;
  PlCardSet pool[MAX_SUMS];
  /* The values of the builds on the table, as bits. */
  guint     build_values;
  /* What the rest of the hand holds beside the card played now. */
  guint     held;
  guint     aces;
  /* The mover's builds: he must keep a card for each. */
  guint     n_owned;
  PlCardSet owned_cards[PL_CASSINO_MAX_BUILDS];
  guint     owned_values[PL_CASSINO_MAX_BUILDS];

  PlMove   *moves;
  guint     n;
  guint     first;              /* the first move of this card and value */
} Gen;

static inline gboolean
full (const Gen *gen)
{
  return gen->n >= PL_MAX_MOVES;
}

/* Whether the mover, holding the rest of his hand (gen->held, gen->aces)
 * after playing the card, keeps a card for each build of his the move
 * leaves on the table (not in @gone) and for the build of @value (0: none)
 * it makes: pl_cassino_keeps_cards(). */
static inline gboolean
keeps (const Gen *gen,
       PlCardSet  gone,
       guint      value)
{
  guint owned = value != 0 ? 1u << value : 0;

  /* Most movers own nothing, and a build's value is held by the card
   * that makes it possible. */
  if (gen->n_owned == 0)
    return TRUE;

  for (guint i = 0; i < gen->n_owned; i++)
    if ((gen->owned_cards[i] & gone) == 0)
      owned |= 1u << gen->owned_values[i];
  if (owned & ~gen->held)
    return FALSE;
  /* A Royal ace takes 1 or 14, not both at once. */
  return (owned & PL_CASSINO_ACE_VALUES) != PL_CASSINO_ACE_VALUES || gen->aces >= 2;
}

/* Adds a move; @check compares it with the moves of the same card and
 * value so far.  Sets that add up to different totals differ, so only a
 * move of two or more sets of the value (or one beside the hand card's
 * own set) can repeat another: the same cards grouped otherwise. */
static void
emit (Gen        *gen,
      PlMoveKind  kind,
      PlCard      card,
      PlCardSet   cards,
      guint       value,
      gboolean    check)
{
  PlMove *move;

  if (check)
    for (guint i = gen->first; i < gen->n; i++)
      if (gen->moves[i].cards == cards)
        return;
  if (full (gen))
    return;
  move = &gen->moves[gen->n++];
  *move = pl_move_new (kind, gen->seat);
  move->card = card;
  move->cards = cards;
  move->value = value;
}

/* Sums of loose cards -------------------------------------------------------- */

/* Every set of loose cards from @i on adding up to @target with @set: a
 * depth-first search, highest value first, cut where the cards left cannot
 * make up the rest. */
static void
search_sums (Gen       *gen,
             guint      i,
             guint      target,
             PlCardSet  set)
{
  for (; i < gen->n_loose; i++)
    {
      guint v = gen->values[i];

      /* The cards left cannot make up the rest. */
      if (gen->total - gen->before[i] < target)
        return;
      if (v > target)
        continue;
      if (v == target)
        {
          if (gen->n_pool == MAX_SUMS)
            return;
          gen->pool[gen->n_pool++] = set | PL_CARDSET_BIT (gen->loose[i]);
        }
      else
        search_sums (gen, i + 1, target - v, set | PL_CARDSET_BIT (gen->loose[i]));
    }
}

/* The sets of loose cards adding up to @value. */
static const Sums *
sums_of (Gen   *gen,
         guint  value)
{
  static const Sums none = { NULL, 0 };
  Sums *sums;

  /* Values are 1 … 14: the bound is for the compiler's sake. */
  if (value > PL_CASSINO_MAX_VALUE)
    return &none;
  sums = &gen->sums[value];
  if (gen->found & (1u << value))
    return sums;
  gen->found |= 1u << value;
  sums->sets = &gen->pool[gen->n_pool];
  if (gen->reach & (1u << value))
    search_sums (gen, 0, value, 0);
  sums->n = (guint) (&gen->pool[gen->n_pool] - sums->sets);
  return sums;
}

/* The builds of @value as one set; added to @atoms if given. */
static PlCardSet
builds_of (const Gen *gen,
           guint      value,
           SumsCopy  *atoms)
{
  PlCardSet set = 0;

  for (guint i = 0; i < gen->state->n_builds; i++)
    if (gen->state->builds[i].value == value)
      {
        set |= gen->state->builds[i].cards;
        if (atoms != NULL && atoms->sums.n < MAX_SUMS)
          atoms->sets[atoms->sums.n++] = gen->state->builds[i].cards;
      }
  return set;
}

/* Starts @copy as a copy of @sums. */
static Sums *
copy_sums (SumsCopy   *copy,
           const Sums *sums)
{
  memcpy (copy->sets, sums->sets, sums->n * sizeof sums->sets[0]);
  copy->sums.sets = copy->sets;
  copy->sums.n = sums->n;
  return &copy->sums;
}

/* The sets of loose cards adding up to @value, and the builds of it if
 * there are any (then in @copy). */
static const Sums *
atoms_of (Gen      *gen,
          guint     value,
          SumsCopy *copy)
{
  const Sums *loose = sums_of (gen, value);

  if (!(gen->build_values & (1u << value)))
    return loose;
  copy_sums (copy, loose);
  builds_of (gen, value, copy);
  return &copy->sums;
}

/* Captures ---------------------------------------------------------------- */

/* Every non-empty union of disjoint atoms from @i on, added to @taken. */
static void
capture_unions (Gen         *gen,
                const Sums  *atoms,
                guint        i,
                PlCardSet    taken,
                PlCard       card,
                guint        value)
{
  for (; i < atoms->n && !full (gen); i++)
    {
      PlCardSet set;

      if (atoms->sets[i] & taken)
        continue;
      set = taken | atoms->sets[i];
      if (keeps (gen, set, 0))
        emit (gen, PL_MOVE_CAPTURE, card, set, value, taken != 0);
      capture_unions (gen, atoms, i + 1, set, card, value);
    }
}

static void
gen_captures (Gen    *gen,
              PlCard  card)
{
  const PlCassinoState *state = gen->state;
  guint values[2];
  guint n_values = pl_cassino_hand_values (card, gen->royal, values);

  if (n_values == 0)
    {
      /* A court outside Royal Cassino pairs only: Foster, all of its
       * rank at once; the later books, one. */
      PlCardSet courts = state->loose & PL_CARDSET_RANK (PL_CARD_RANK (card));
      PlCard court;

      gen->first = gen->n;
      if (courts == 0)
        return;
      if (state->options.courts == PL_CASSINO_COURTS_ALL)
        {
          if (keeps (gen, courts, 0))
            emit (gen, PL_MOVE_CAPTURE, card, courts, 0, FALSE);
          return;
        }
      PL_CARDSET_FOREACH (courts, court)
        if (keeps (gen, PL_CARDSET_BIT (court), 0))
          emit (gen, PL_MOVE_CAPTURE, card, PL_CARDSET_BIT (court), 0, FALSE);
      return;
    }

  for (guint k = 0; k < n_values && !full (gen); k++)
    {
      SumsCopy copy;
      const Sums *atoms;

      if (!((gen->reach | gen->build_values) & (1u << values[k])))
        continue;
      atoms = atoms_of (gen, values[k], &copy);
      gen->first = gen->n;
      capture_unions (gen, atoms, 0, 0, card, values[k]);
    }
}

/* Builds ------------------------------------------------------------------ */

/* The build made of @set (the hand card's set and the builds of the
 * value) with every union of disjoint atoms from @i on. */
static void
build_unions (Gen         *gen,
              const Sums  *atoms,
              guint        i,
              PlCardSet    set,
              PlCard       card,
              guint        value)
{
  for (; i < atoms->n && !full (gen); i++)
    {
      PlCardSet more;

      if (atoms->sets[i] & set)
        continue;
      more = set | atoms->sets[i];
      if (keeps (gen, more, value))
        emit (gen, PL_MOVE_BUILD, card, more, value, TRUE);
      build_unions (gen, atoms, i + 1, more, card, value);
    }
}

/* The values of the single builds the mover may raise, as bits. */
static guint
raisable_values (const Gen *gen)
{
  const PlCassinoState *state = gen->state;
  guint bits = 0;

  for (guint b = 0; b < state->n_builds; b++)
    {
      const PlCassinoBuild *build = &state->builds[b];

      /* Multiple builds are fixed; Foster lets a player raise his own
       * single build, unless the table forbids it (raise-own=off). */
      if (!build->multiple && (state->options.raise_own || build->owner != gen->seat))
        bits |= 1u << build->value;
    }
  return bits;
}

/* The hand card's set in a build when the rest of the value is @rest:
 * alone (rest 0: its value is the build's), with loose cards adding up to
 * the rest, or on one single build of the rest that it raises. */
static const Sums *
starts_of (Gen      *gen,
           guint     rest,
           guint     raisable,
           SumsCopy *copy)
{
  static const PlCardSet alone = 0;
  static const Sums alone_sums = { &alone, 1 };
  const PlCassinoState *state = gen->state;
  const Sums *loose;
  Sums *starts;

  if (rest == 0)
    return &alone_sums;
  loose = sums_of (gen, rest);
  if (!(raisable & (1u << rest)))
    return loose;
  starts = copy_sums (copy, loose);
  for (guint b = 0; b < state->n_builds; b++)
    {
      const PlCassinoBuild *build = &state->builds[b];

      if (build->value == rest && !build->multiple &&
          (state->options.raise_own || build->owner != gen->seat) &&
          starts->n < MAX_SUMS)
        copy->sets[starts->n++] = build->cards;
    }
  return starts;
}

static void
gen_builds (Gen    *gen,
            PlCard  card,
            guint   raisable)
{
  guint values[2];
  guint n_values = pl_cassino_hand_values (card, gen->royal, values);
  guint max_value = gen->royal ? 14 : 10;
  /* The rests a start can be made of: loose sums, raisable builds. */
  guint rests = gen->reach | raisable | 1;
  guint feasible = 0;

  /* The values the card can build: rest v - vc made of loose cards or a
   * build it raises, or the card alone beside something of its value. */
  for (guint k = 0; k < n_values; k++)
    feasible |= ((gen->reach | raisable) << values[k]) |
                ((gen->reach | gen->build_values) & (1u << values[k]));

  /* Seed 003: a build needs "the proper card in his hand to win it": one
   * of the other cards of the hand takes the value. */
  for (guint bits = gen->held & feasible & ((2u << max_value) - 1); bits != 0 && !full (gen);
       bits &= bits - 1)
    {
      guint value = (guint) __builtin_ctz (bits);
      gboolean first_start = TRUE;
      const Sums *atoms = NULL;
      PlCardSet same = 0;

      for (guint k = 0; k < n_values; k++)
        {
          guint rest = value - values[k];
          SumsCopy copy;
          const Sums *starts;

          if (values[k] > value || !(rests & (1u << rest)))
            continue;
          /* The hand card alone needs something of its value beside it. */
          if (rest == 0 && !((gen->reach | gen->build_values) & (1u << value)))
            continue;
          if (first_start)
            {
              first_start = FALSE;
              gen->first = gen->n;
              atoms = sums_of (gen, value);
              /* One build of a value: any build of it already there joins. */
              if (gen->build_values & (1u << value))
                same = builds_of (gen, value, NULL);
            }
          starts = starts_of (gen, rest, raisable, &copy);
          for (guint s = 0; s < starts->n && !full (gen); s++)
            {
              PlCardSet set = starts->sets[s] | same;

              if (set != 0 && keeps (gen, set, value))
                emit (gen, PL_MOVE_BUILD, card, set, value, FALSE);
              build_unions (gen, atoms, 0, set, card, value);
            }
        }
    }
}

/* The list ---------------------------------------------------------------- */

static void
gen_init (Gen                  *gen,
          const PlCassinoState *state,
          PlMove               *moves)
{
  PlCardSet valued;
  PlCard card;
  guint n = 0, reach = 1, total = 0, present;
  guint mask = (2u << PL_CASSINO_MAX_VALUE) - 1;

  gen->state = state;
  gen->seat = state->to_move;
  gen->royal = state->options.royal;
  gen->moves = moves;
  gen->n = 0;
  gen->first = 0;
  gen->found = 0;
  gen->n_pool = 0;

  /* The loose cards with a value, highest value first (courts outside
   * Royal Cassino have none: they only pair), and the sums they reach. */
  valued = gen->royal ? state->loose : state->loose & ~PL_CASSINO_COURTS;
  /* The values present, as bits (an ace: 1, never 14 on the table). */
  present = pl_cassino_held_values (valued, gen->royal) & ~(1u << 14);
  while (present != 0)
    {
      guint v = 31 - (guint) __builtin_clz (present);
      PlCardSet these = valued & PL_CARDSET_RANK (v == 1 ? PL_RANK_ACE : v - 2);

      present &= ~(1u << v);
      PL_CARDSET_FOREACH (these, card)
        {
          gen->loose[n] = card;
          gen->values[n] = v;
          gen->before[n] = total;
          n++;
          total += v;
          reach |= (reach << v) & mask;
        }
    }
  gen->n_loose = n;
  gen->total = total;
  gen->reach = reach & ~1u;

  gen->build_values = 0;
  gen->n_owned = 0;
  for (guint i = 0; i < state->n_builds; i++)
    {
      gen->build_values |= 1u << state->builds[i].value;
      if (state->builds[i].owner == gen->seat && !state->builds[i].without)
        {
          gen->owned_cards[gen->n_owned] = state->builds[i].cards;
          gen->owned_values[gen->n_owned] = state->builds[i].value;
          gen->n_owned++;
        }
    }
}

guint
pl_cassino_legal_moves (const void *state_ptr,
                        PlMove     *moves)
{
  const PlCassinoState *state = state_ptr;
  PlCardSet hand;
  PlCard card, cards[PL_CASSINO_N_CARDS];
  guint raisable, all_held, held[PL_CASSINO_N_CARDS], aces[PL_CASSINO_N_CARDS], n_cards = 0;
  Gen gen;

  if (state->phase == PL_CASSINO_PHASE_OVER || state->to_move < 0)
    return 0;
  /* A card played out of turn goes to the table first (pl-cassino-laws.h). */
  if (pl_cassino_laws_exposed (state, (guint) state->to_move) != 0)
    return pl_cassino_laws_legal_moves (state, moves);
  gen_init (&gen, state, moves);
  hand = state->hands[gen.seat];
  raisable = raisable_values (&gen);

  /* Seed 003, "Trailing"; the owner of a build may not trail.  And what
   * the rest of the hand holds, beside each card: the whole hand's values
   * less the card's own, unless another card of its rank stays. */
  all_held = pl_cassino_held_values (hand, gen.royal);
  PL_CARDSET_FOREACH (hand, card)
    {
      PlCardSet rest = pl_cardset_remove (hand, card);

      cards[n_cards] = card;
      held[n_cards] = rest & PL_CARDSET_RANK (PL_CARD_RANK (card))
                      ? all_held
                      : all_held & ~pl_cassino_held_values (PL_CARDSET_RANK (PL_CARD_RANK (card)),
                                                            gen.royal);
      /* Only a Royal ace can take two builds' values (pl-cassino-private.h). */
      aces[n_cards++] = gen.royal ? pl_cardset_count (rest & PL_CARDSET_RANK (PL_RANK_ACE)) : 0;
    }
  if (gen.n_owned == 0)
    for (guint i = 0; i < n_cards; i++)
      {
        moves[gen.n] = pl_move_new (PL_MOVE_TRAIL, gen.seat);
        moves[gen.n].card = cards[i];
        gen.n++;
      }
  for (guint i = 0; i < n_cards; i++)
    {
      gen.held = held[i];
      gen.aces = aces[i];
      gen_captures (&gen, cards[i]);
    }
  for (guint i = 0; i < n_cards; i++)
    if (pl_cassino_value (cards[i], gen.royal) > 0)
      {
        gen.held = held[i];
        gen.aces = aces[i];
        gen_builds (&gen, cards[i], raisable);
      }
  return gen.n;
}
