/* pl-bezique-declare.c — Bézique combinations, their classes and the
 * rules of seed 002 for declaring them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-bezique.h"
#include "pl-bezique-private.h"

#define SQ PL_CARD (PL_SUIT_SPADES, PL_RANK_QUEEN)
#define DJ PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_JACK)

guint
pl_bezique_combination_points (PlBeziqueCombination kind)
{
  /* The table, after Foster. */
  static const guint16 points[PL_BEZIQUE_N_COMBINATIONS] = {
    0, 20, 40, 250, 40, 500, 100, 80, 60, 40,
  };

  return kind < PL_BEZIQUE_N_COMBINATIONS ? points[kind] : 0;
}

PlBeziqueClass
pl_bezique_combination_class (PlBeziqueCombination kind)
{
  switch (kind)
    {
    case PL_BEZIQUE_BEZIQUE:
    case PL_BEZIQUE_DOUBLE_BEZIQUE:
      return PL_BEZIQUE_CLASS_BEZIQUES;
    case PL_BEZIQUE_FOUR_ACES: return PL_BEZIQUE_CLASS_ACES;
    case PL_BEZIQUE_FOUR_KINGS: return PL_BEZIQUE_CLASS_KINGS;
    case PL_BEZIQUE_FOUR_QUEENS: return PL_BEZIQUE_CLASS_QUEENS;
    case PL_BEZIQUE_FOUR_JACKS: return PL_BEZIQUE_CLASS_JACKS;
    case PL_BEZIQUE_MARRIAGE:
    case PL_BEZIQUE_ROYAL_MARRIAGE:
    case PL_BEZIQUE_SEQUENCE:
    case PL_BEZIQUE_NONE:
    case PL_BEZIQUE_N_COMBINATIONS:
    default:
      return PL_BEZIQUE_CLASS_MARRIAGES;
    }
}

const char *
pl_bezique_combination_name (PlBeziqueCombination kind)
{
  switch (kind)
    {
    case PL_BEZIQUE_MARRIAGE: return _("Marriage");
    case PL_BEZIQUE_ROYAL_MARRIAGE: return _("Royal marriage");
    case PL_BEZIQUE_SEQUENCE: return _("Sequence in trumps");
    case PL_BEZIQUE_BEZIQUE: return _("Bézique");
    case PL_BEZIQUE_DOUBLE_BEZIQUE: return _("Double bézique");
    case PL_BEZIQUE_FOUR_ACES: return _("Four aces");
    case PL_BEZIQUE_FOUR_KINGS: return _("Four kings");
    case PL_BEZIQUE_FOUR_QUEENS: return _("Four queens");
    case PL_BEZIQUE_FOUR_JACKS: return _("Four jacks");
    case PL_BEZIQUE_NONE:
    case PL_BEZIQUE_N_COMBINATIONS:
    default:
      return "?";
    }
}

const char *
pl_bezique_combination_word (PlBeziqueCombination kind)
{
  /* The notation is not translated: records read the same everywhere. */
  static const char *const words[PL_BEZIQUE_N_COMBINATIONS] = {
    NULL, "marriage", "royal-marriage", "sequence", "bezique",
    "double-bezique", "four-aces", "four-kings", "four-queens", "four-jacks",
  };

  return kind < PL_BEZIQUE_N_COMBINATIONS ? words[kind] : NULL;
}

gboolean
pl_bezique_illegal (GError    **error,
                    const char *format,
                    ...)
{
  va_list args;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  *error = g_error_new_valist (PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                               format, args);
  va_end (args);
  return FALSE;
}

const char *
pl_bezique_problem_message (PlBeziqueProblem     problem,
                            PlBeziqueCombination kind,
                            gboolean             brief)
{
  gboolean marriage = kind == PL_BEZIQUE_MARRIAGE || kind == PL_BEZIQUE_ROYAL_MARRIAGE;

  switch (problem)
    {
    case PL_BEZIQUE_OK:
      return NULL;
    case PL_BEZIQUE_NOT_A_COMBINATION:
      return brief ? _("Not a combination")
                   : _("Those cards are not the combination named");
    case PL_BEZIQUE_EXCHANGED_CARD:
      /* Seed 004 iii: "the card exchanged not being used in such
       * declaration". */
      return brief ? _("Not with the card taken for the seven")
                   : _("The card taken for the seven of trumps cannot be used in a declaration made after the same trick");
    case PL_BEZIQUE_PART_OF_HIGHER:
      /* Seed 002: "the rule which prevents a player from making a
       * declaration which forms part of a higher one of the same class
       * already made". */
      return brief ? _("Part of a higher combination already declared")
                   : _("A lower combination cannot be made with cards of a higher one of its class already declared");
    case PL_BEZIQUE_NEEDS_NEW_CARD:
      /* Seed 002: "at least one new card must be added from the player's
       * hand when the announcement is made". */
      return brief ? _("Needs a new card from your hand")
                   : _("At least one new card must be added from your hand: these cards have all been declared already");
    case PL_BEZIQUE_ALREADY_DECLARED:
      /* Seed 002, the classes: a card scores again in another class; in
       * its own class only in a higher combination (Foster: "Cards once
       * used in combination cannot again be used in combinations of equal
       * value of the same class"). */
      if (marriage)
        return brief ? _("Already married")
                     : _("Already married: a king or queen that has been married cannot be married again");
      return brief ? _("Already declared")
                   : _("Already declared: a card cannot be used again in a combination of equal value of the same class");
    case PL_BEZIQUE_NOT_WHOLE:
      /* The option reuse=whole (pl-bezique.h, "Where the books leave
       * room"). */
      if (kind == PL_BEZIQUE_SEQUENCE)
        return brief ? _("Takes up only a whole royal marriage")
                     : _("The sequence may take up the king and queen of one royal marriage together, not one of them with a new partner");
      return brief ? _("Takes up only a whole bézique")
                   : _("The double bézique may take up the two cards of one bézique together, not one of them alone");
    case PL_BEZIQUE_TOO_MANY:
      return _("No more combinations can be announced");
    case PL_BEZIQUE_NOT_HELD:
    default:
      return _("You do not hold those cards");
    }
}

gboolean
pl_bezique_problem_error (PlBeziqueProblem     problem,
                          PlBeziqueCombination kind,
                          GError             **error)
{
  if (problem == PL_BEZIQUE_OK)
    return TRUE;
  return pl_bezique_illegal (error, "%s", pl_bezique_problem_message (problem, kind, FALSE));
}

static int
compare_cards (const void *a,
               const void *b)
{
  return (int) *(const PlCard *) a - (int) *(const PlCard *) b;
}

gboolean
pl_bezique_shape_ok (PlBeziqueCombination kind,
                     PlSuit               trump,
                     const PlCard        *names,
                     guint                n)
{
  PlCard want[5], have[5];
  guint n_want = 0;

  switch (kind)
    {
    case PL_BEZIQUE_MARRIAGE:
    case PL_BEZIQUE_ROYAL_MARRIAGE:
      {
        PlSuit suit;

        if (n != 2)
          return FALSE;
        suit = PL_CARD_SUIT (names[0]);
        if ((kind == PL_BEZIQUE_ROYAL_MARRIAGE) != (suit == trump))
          return FALSE;
        want[n_want++] = PL_CARD (suit, PL_RANK_KING);
        want[n_want++] = PL_CARD (suit, PL_RANK_QUEEN);
      }
      break;
    case PL_BEZIQUE_SEQUENCE:
      want[n_want++] = PL_CARD (trump, PL_RANK_ACE);
      want[n_want++] = PL_CARD (trump, PL_RANK_10);
      want[n_want++] = PL_CARD (trump, PL_RANK_KING);
      want[n_want++] = PL_CARD (trump, PL_RANK_QUEEN);
      want[n_want++] = PL_CARD (trump, PL_RANK_JACK);
      break;
    case PL_BEZIQUE_BEZIQUE:
      want[n_want++] = SQ;
      want[n_want++] = DJ;
      break;
    case PL_BEZIQUE_DOUBLE_BEZIQUE:
      want[n_want++] = SQ;
      want[n_want++] = SQ;
      want[n_want++] = DJ;
      want[n_want++] = DJ;
      break;
    case PL_BEZIQUE_FOUR_ACES:
    case PL_BEZIQUE_FOUR_KINGS:
    case PL_BEZIQUE_FOUR_QUEENS:
    case PL_BEZIQUE_FOUR_JACKS:
      {
        static const PlRank ranks[] = {
          PL_RANK_ACE, PL_RANK_KING, PL_RANK_QUEEN, PL_RANK_JACK,
        };
        PlRank rank = ranks[kind - PL_BEZIQUE_FOUR_ACES];

        /* Any four of the rank (Foster): two of a suit are allowed. */
        if (n != 4)
          return FALSE;
        for (guint i = 0; i < n; i++)
          if (!pl_card_is_valid (names[i]) || PL_CARD_RANK (names[i]) != rank)
            return FALSE;
        return TRUE;
      }
    case PL_BEZIQUE_NONE:
    case PL_BEZIQUE_N_COMBINATIONS:
    default:
      return FALSE;
    }
  if (n != n_want)
    return FALSE;
  memcpy (have, names, n * sizeof (PlCard));
  qsort (have, n, sizeof (PlCard), compare_cards);
  qsort (want, n, sizeof (PlCard), compare_cards);
  return memcmp (have, want, n * sizeof (PlCard)) == 0;
}

/* The combination a lower one is part of, in its class (seed 002). */
static PlBeziqueCombination
higher_of (PlBeziqueCombination kind)
{
  if (kind == PL_BEZIQUE_ROYAL_MARRIAGE)
    return PL_BEZIQUE_SEQUENCE;
  if (kind == PL_BEZIQUE_BEZIQUE)
    return PL_BEZIQUE_DOUBLE_BEZIQUE;
  return PL_BEZIQUE_NONE;
}

PlBeziqueProblem
pl_bezique_combination_problem (const PlBeziqueState *state,
                                guint                 seat,
                                PlBeziqueCombination  kind,
                                PlBeziqueSet          cards,
                                guint                 flags)
{
  const PlBeziqueDeclaration *decls = state->declarations[seat];
  guint n_decls = state->n_declarations[seat];
  PlBeziqueClass cls = pl_bezique_combination_class (kind);
  PlBeziqueSet reused = cards & state->declared[cls];
  PlBeziqueSet fresh;
  PlBeziqueCombination higher = higher_of (kind);

  if ((cards & ~(state->hands[seat] | state->table[seat])) != 0)
    return PL_BEZIQUE_NOT_HELD;
  if (state->exchanged != PL_BEZIQUE_NO_CARD &&
      (cards & PL_BEZIQUE_BIT (state->exchanged)) != 0)
    return PL_BEZIQUE_EXCHANGED_CARD;   /* seed 004 iii */

  /* Seed 002: "the rule which prevents a player from making a declaration
   * which forms part of a higher one of the same class already made";
   * Foster: "If the sequence has been declared, a player cannot take from
   * it the King and Queen and score a marriage; neither can he add a new
   * Queen to the King already in the sequence". */
  if (reused != 0 && higher != PL_BEZIQUE_NONE)
    for (guint i = 0; i < n_decls; i++)
      if (decls[i].kind == higher && (cards & decls[i].cards) != 0)
        return PL_BEZIQUE_PART_OF_HIGHER;

  /* Seed 002: "at least one new card must be added from the player's hand
   * when the announcement is made, even if it is not scored until later".
   * An announcement "to score" may rely on the cards just laid down. */
  fresh = state->hands[seat];
  if (flags & PL_BEZIQUE_TO_SCORE)
    fresh |= state->laid_now;
  if ((cards & fresh) == 0)
    return PL_BEZIQUE_NEEDS_NEW_CARD;

  /* Seed 002: a card scores again in a combination of a different class;
   * in its own class, Foster: "Cards once used in combination cannot again
   * be used in combinations of equal value of the same class" — so a
   * declared card goes again only into the higher combination of its
   * class (the lower ones were refused above): the sequence takes up
   * cards of royal marriages, the double bézique those of béziques
   * ("single bézique first, then double"). */
  if (reused != 0)
    {
      PlBeziqueCombination lower =
        kind == PL_BEZIQUE_SEQUENCE ? PL_BEZIQUE_ROYAL_MARRIAGE :
        kind == PL_BEZIQUE_DOUBLE_BEZIQUE ? PL_BEZIQUE_BEZIQUE : PL_BEZIQUE_NONE;
      PlBeziqueSet from_lower = 0;
      gboolean whole = FALSE;

      for (guint i = 0; i < n_decls; i++)
        {
          if (decls[i].kind == kind && (decls[i].cards & reused) != 0)
            return PL_BEZIQUE_ALREADY_DECLARED;
          if (decls[i].kind == lower)
            {
              from_lower |= decls[i].cards & reused;
              whole |= decls[i].cards == reused;
            }
        }
      if (lower == PL_BEZIQUE_NONE || from_lower != reused)
        return PL_BEZIQUE_ALREADY_DECLARED;
      /* The narrower reading (reuse=whole): one whole lower combination,
       * "Royal Marriage, forty", then "he would add the A 10 J". */
      if (state->options.reuse_whole && !whole)
        return PL_BEZIQUE_NOT_WHOLE;
    }
  if (n_decls >= PL_BEZIQUE_MAX_DECLARATIONS)
    return PL_BEZIQUE_TOO_MANY;
  return PL_BEZIQUE_OK;
}

guint
pl_bezique_set_name_list (PlBeziqueSet set,
                          PlCard      *names)
{
  guint n = 0;
  PlCardSet all = pl_bezique_set_names (set);
  PlCard card;

  PL_CARDSET_FOREACH (all, card)
    {
      names[n++] = card;
      if ((set & PL_BEZIQUE_NAME_BITS (card)) == PL_BEZIQUE_NAME_BITS (card))
        names[n++] = card;
    }
  return n;
}

/* The copies of @card in @place, lowest first; returns how many. */
static guint
copies_in (PlBeziqueSet place,
           PlCard       card,
           guint8       out[2])
{
  guint n = 0;

  for (guint copy = 0; copy < 2; copy++)
    {
      guint p = pl_bezique_physical (card, copy);

      if (place & PL_BEZIQUE_BIT (p))
        out[n++] = p;
    }
  return n;
}

PlBeziqueProblem
pl_bezique_choose_copies (const PlBeziqueState *state,
                          guint                 seat,
                          PlBeziqueCombination  kind,
                          const PlCard         *names,
                          guint                 n,
                          guint                 flags,
                          PlBeziqueSet         *cards)
{
  PlCard sorted[5];
  guint8 cand[5][4];              /* per distinct name: its choices */
  guint8 n_cand[5], mult[5];
  guint n_distinct = 0, index[5] = { 0, };
  PlBeziqueProblem worst = PL_BEZIQUE_OK;

  if (n == 0 || n > 5 || !pl_bezique_shape_ok (kind, state->trump, names, n))
    return PL_BEZIQUE_NOT_A_COMBINATION;
  memcpy (sorted, names, n * sizeof (PlCard));
  qsort (sorted, n, sizeof (PlCard), compare_cards);

  /* The choices per distinct name, in the order of pl-bezique.h,
   * "Copies": the table's copies before the hand's, lowest first.  A name
   * wanted twice has exactly one choice: both copies. */
  for (guint i = 0; i < n; i++)
    {
      guint8 table[2], hand[2];
      guint nt, nh, d;

      if (i > 0 && sorted[i] == sorted[i - 1])
        {
          mult[n_distinct - 1]++;
          continue;
        }
      d = n_distinct++;
      mult[d] = 1;
      nt = copies_in (state->table[seat], sorted[i], table);
      nh = copies_in (state->hands[seat], sorted[i], hand);
      n_cand[d] = 0;
      for (guint k = 0; k < nt; k++)
        cand[d][n_cand[d]++] = table[k];
      for (guint k = 0; k < nh; k++)
        cand[d][n_cand[d]++] = hand[k];
      if (n_cand[d] == 0)
        return PL_BEZIQUE_NOT_HELD;
    }
  for (guint d = 0; d < n_distinct; d++)
    if (mult[d] == 2)
      {
        if (n_cand[d] < 2)
          return PL_BEZIQUE_NOT_HELD;
        n_cand[d] = 1;   /* the one choice: both copies */
      }

  /* An odometer over the choices, the first name most significant. */
  for (;;)
    {
      PlBeziqueSet set = 0;
      PlBeziqueProblem problem;
      gint d;

      for (guint k = 0; k < n_distinct; k++)
        {
          if (mult[k] == 2)
            set |= PL_BEZIQUE_NAME_BITS (PL_BEZIQUE_CARD (cand[k][0]));
          else
            set |= PL_BEZIQUE_BIT (cand[k][index[k]]);
        }
      problem = pl_bezique_combination_problem (state, seat, kind, set, flags);
      if (problem == PL_BEZIQUE_OK)
        {
          *cards = set;
          return PL_BEZIQUE_OK;
        }
      /* The choice that passed the most rules says which one refuses the
       * combination: a king married before and a new queen from the hand
       * is refused by the class rule, not for want of a new card. */
      worst = MAX (worst, problem);

      for (d = (gint) n_distinct - 1; d >= 0; d--)
        {
          if (++index[d] < n_cand[d])
            break;
          index[d] = 0;
        }
      if (d < 0)
        return worst;
    }
}

gint
pl_bezique_find_pending (const PlBeziqueState *state,
                         guint                 seat,
                         PlBeziqueCombination  kind,
                         PlBeziqueSet          cards)
{
  PlCardSet names = pl_bezique_set_names (cards);
  guint count = (guint) __builtin_popcountll (cards);

  for (guint i = 0; i < state->n_declarations[seat]; i++)
    {
      const PlBeziqueDeclaration *d = &state->declarations[seat][i];

      if (d->status == PL_BEZIQUE_PENDING && d->kind == kind &&
          pl_bezique_set_names (d->cards) == names &&
          (guint) __builtin_popcountll (d->cards) == count)
        return (gint) i;
    }
  return -1;
}

/* Tries one list of names and appends the move if it is legal. */
static guint
try_names (const PlBeziqueState *state,
           guint                 seat,
           PlBeziqueCombination  kind,
           const PlCard         *names,
           guint                 n_names,
           guint                 flags,
           PlMove               *moves,
           guint                 n)
{
  PlBeziqueSet cards;

  if (n >= PL_MAX_MOVES ||
      pl_bezique_choose_copies (state, seat, kind, names, n_names, flags,
                                &cards) != PL_BEZIQUE_OK)
    return n;
  moves[n] = pl_move_new (PL_MOVE_DECLARE, seat);
  moves[n].arg = kind;
  moves[n].flags = flags;
  moves[n].cards = cards;
  return n + 1;
}

guint
pl_bezique_declaration_moves (const PlBeziqueState *state,
                              guint                 seat,
                              guint                 flags,
                              PlMove               *moves,
                              guint                 n)
{
  PlBeziqueSet avail = state->hands[seat] | state->table[seat];
  PlSuit trump = state->trump;
  PlCard names[5];

  /* Marriages and the sequence. */
  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    {
      names[0] = PL_CARD (suit, PL_RANK_QUEEN);
      names[1] = PL_CARD (suit, PL_RANK_KING);
      if ((avail & PL_BEZIQUE_NAME_BITS (names[0])) &&
          (avail & PL_BEZIQUE_NAME_BITS (names[1])))
        n = try_names (state, seat,
                       suit == trump ? PL_BEZIQUE_ROYAL_MARRIAGE : PL_BEZIQUE_MARRIAGE,
                       names, 2, flags, moves, n);
    }
  names[0] = PL_CARD (trump, PL_RANK_10);
  names[1] = PL_CARD (trump, PL_RANK_JACK);
  names[2] = PL_CARD (trump, PL_RANK_QUEEN);
  names[3] = PL_CARD (trump, PL_RANK_KING);
  names[4] = PL_CARD (trump, PL_RANK_ACE);
  n = try_names (state, seat, PL_BEZIQUE_SEQUENCE, names, 5, flags, moves, n);

  /* Béziques. */
  names[0] = SQ;
  names[1] = DJ;
  n = try_names (state, seat, PL_BEZIQUE_BEZIQUE, names, 2, flags, moves, n);
  names[0] = SQ;
  names[1] = SQ;
  names[2] = DJ;
  names[3] = DJ;
  n = try_names (state, seat, PL_BEZIQUE_DOUBLE_BEZIQUE, names, 4, flags, moves, n);

  /* Fours: every multiset of four suits with at most two of each. */
  for (guint kind = PL_BEZIQUE_FOUR_ACES; kind <= PL_BEZIQUE_FOUR_JACKS; kind++)
    {
      static const PlRank ranks[] = {
        PL_RANK_ACE, PL_RANK_KING, PL_RANK_QUEEN, PL_RANK_JACK,
      };
      PlRank rank = ranks[kind - PL_BEZIQUE_FOUR_ACES];
      guint have[4];

      if (__builtin_popcountll (avail & PL_BEZIQUE_RANK_BITS (rank)) < 4)
        continue;
      for (guint s = 0; s < 4; s++)
        have[s] = (guint) __builtin_popcountll (avail & PL_BEZIQUE_NAME_BITS (PL_CARD (s, rank)));
      for (guint c0 = 0; c0 <= MIN (2, have[0]); c0++)
        for (guint c1 = 0; c1 <= MIN (2, have[1]); c1++)
          for (guint c2 = 0; c2 <= MIN (2, have[2]); c2++)
            {
              guint c3 = 4 - c0 - c1 - c2, k = 0;

              if (c0 + c1 + c2 > 4 || c3 > MIN (2, have[3]))
                continue;
              for (guint i = 0; i < c0; i++) names[k++] = PL_CARD (0, rank);
              for (guint i = 0; i < c1; i++) names[k++] = PL_CARD (1, rank);
              for (guint i = 0; i < c2; i++) names[k++] = PL_CARD (2, rank);
              for (guint i = 0; i < c3; i++) names[k++] = PL_CARD (3, rank);
              n = try_names (state, seat, kind, names, 4, flags, moves, n);
            }
    }

  /* Scores in abeyance (seed 002), in place of a new declaration. */
  if (!(flags & PL_BEZIQUE_TO_SCORE))
    for (guint i = 0; i < state->n_declarations[seat] && n < PL_MAX_MOVES; i++)
      {
        const PlBeziqueDeclaration *d = &state->declarations[seat][i];

        if (d->status != PL_BEZIQUE_PENDING ||
            pl_bezique_find_pending (state, seat, d->kind, d->cards) != (gint) i)
          continue;
        moves[n] = pl_move_new (PL_MOVE_DECLARE, seat);
        moves[n].arg = d->kind;
        moves[n].flags = PL_BEZIQUE_FROM_PENDING;
        moves[n].cards = d->cards;
        n++;
      }
  return n;
}

gboolean
pl_bezique_make_declaration (const PlBeziqueState *state,
                             guint                 seat,
                             PlBeziqueCombination  kind,
                             const PlCard         *names,
                             guint                 n,
                             guint                 flags,
                             PlMove               *move,
                             GError              **error)
{
  PlBeziqueSet cards = 0;

  g_return_val_if_fail (state != NULL && move != NULL, FALSE);

  if (seat > 1)
    return pl_bezique_illegal (error, _("There is no such seat"));
  if (flags & PL_BEZIQUE_FROM_PENDING)
    {
      /* The names of a pending declaration of this seat. */
      for (guint i = 0; i < state->n_declarations[seat]; i++)
        {
          const PlBeziqueDeclaration *d = &state->declarations[seat][i];
          PlCard have[5];

          if (d->status != PL_BEZIQUE_PENDING || d->kind != kind ||
              pl_bezique_set_name_list (d->cards, have) != n)
            continue;
          {
            PlCard want[5];

            memcpy (want, names, n * sizeof (PlCard));
            qsort (want, n, sizeof (PlCard), compare_cards);
            if (memcmp (want, have, n * sizeof (PlCard)) == 0)
              {
                cards = d->cards;
                break;
              }
          }
        }
      if (cards == 0)
        {
          /* Seed 002: "If … one of the cards forming either of the
           * marriages was got rid of in the course of play, that marriage
           * could not afterward be scored". */
          for (guint i = 0; i < state->n_declarations[seat]; i++)
            {
              const PlBeziqueDeclaration *d = &state->declarations[seat][i];
              PlCard have[8], want[5];

              if (d->status != PL_BEZIQUE_LOST || d->kind != kind ||
                  pl_bezique_set_name_list (d->cards, have) != n)
                continue;
              memcpy (want, names, n * sizeof (PlCard));
              qsort (want, n, sizeof (PlCard), compare_cards);
              if (memcmp (want, have, n * sizeof (PlCard)) == 0)
                return pl_bezique_illegal (error, _("That combination kept to score is lost: one of its cards has been played"));
            }
          return pl_bezique_illegal (error, _("You have no such combination kept to score"));
        }
    }
  else
    {
      PlBeziqueProblem problem =
        pl_bezique_choose_copies (state, seat, kind, names, n, flags, &cards);

      if (problem != PL_BEZIQUE_OK)
        return pl_bezique_problem_error (problem, kind, error);
    }
  *move = pl_move_new (PL_MOVE_DECLARE, seat);
  move->arg = kind;
  move->flags = flags;
  move->cards = cards;
  return TRUE;
}
