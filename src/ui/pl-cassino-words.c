/* pl-cassino-words.c — Cassino moves in a player's words, and the moves a gesture may mean
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cassino-words"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pl-cassino-words.h"

/* A card as a Cassino player counts it: its pips, or the court's name. */
static const char *
value_word (PlCard   card,
            gboolean royal)
{
  static const char *const courts[] = {
    NC_("card rank", "Jack"), NC_("card rank", "Queen"), NC_("card rank", "King"),
  };
  static const char *const numbers[] = {
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14",
  };
  PlRank rank = PL_CARD_RANK (card);

  if (rank >= PL_RANK_JACK && rank <= PL_RANK_KING && !royal)
    return g_dpgettext2 (GETTEXT_PACKAGE, "card rank", courts[rank - PL_RANK_JACK]);
  return numbers[MIN (pl_cassino_card_value (card, royal), 14)];
}

/* The card played, as a player names it: "8", "King", "Ace" (an ace
 * counts 1, but it is played as the ace). */
static const char *
played_word (PlCard   card,
             gboolean royal)
{
  if (PL_CARD_RANK (card) == PL_RANK_ACE)
    return C_("card rank", "Ace");
  return value_word (card, royal);
}

/* "a", "a and b", "a, b and c". */
static void
append_listed (GString    *out,
               guint       i,
               guint       n,
               const char *word)
{
  if (i > 0)
    /* Translators: between the last two of a list, "6+2 and 5+3". */
    g_string_append (out, i + 1 == n ? _(" and ") : _(", "));
  g_string_append (out, word);
}

/* The groups of a capture as the rules' writer groups them ("take D8
 * with C6 H2 + S5 D3"): "6+2 and 5+3"; a whole build is "the build of 7". */
static char *
groups_words (const PlCassinoState *state,
              const PlMove         *move)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) out = g_string_new (NULL);
  g_auto(GStrv) groups = NULL;
  const char *with;
  guint n;

  pl_cassino_game.move_to_string (state, move, text);
  with = strstr (text->str, " with ");
  if (with == NULL)
    return g_strdup ("");
  groups = g_strsplit (with + strlen (" with "), " + ", -1);
  n = g_strv_length (groups);
  for (guint i = 0; i < n; i++)
    {
      g_auto(GStrv) names = g_strsplit (g_strstrip (groups[i]), " ", -1);
      g_autoptr(GString) group = g_string_new (NULL);
      PlCardSet set = 0;
      const PlCassinoBuild *build = NULL;

      for (guint k = 0; names[k] != NULL; k++)
        {
          PlCard card;

          /* "as 14" (a Royal ace) ends the text: not a card. */
          if (!pl_card_from_string (names[k], &card))
            break;
          set = pl_cardset_add (set, card);
          if (group->len > 0)
            g_string_append_c (group, '+');
          g_string_append (group, value_word (card, state->options.royal));
        }
      if (set != 0)
        build = pl_cassino_find_build (state, pl_cardset_first (set));
      if (build != NULL && build->cards == set)
        {
          g_autofree char *words =
            /* Translators: a build taken whole, "Take 8 with the build of 8". */
            g_strdup_printf (build->multiple ? _("the multiple build of %u")
                                             : _("the build of %u"), build->value);
          append_listed (out, i, n, words);
        }
      else if (pl_cardset_count (set) == 1 && !state->options.royal &&
               PL_CARD_RANK (pl_cardset_first (set)) >= PL_RANK_JACK &&
               PL_CARD_RANK (pl_cardset_first (set)) <= PL_RANK_KING)
        {
          /* Translators: a court card paired, "Take the King". */
          g_autofree char *court = g_strdup_printf (_("the %s"), group->str);

          append_listed (out, i, n, court);
        }
      else if (group->len > 0)
        append_listed (out, i, n, group->str);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* What a build move makes: multiple (seed 003's "building 8s"), a raise
 * of a single build, or a new single build. */
typedef enum {
  BUILD_NEW,
  BUILD_RAISE,
  BUILD_MULTIPLE,
} BuildKind;

static BuildKind
build_kind (const PlCassinoState *state,
            const PlMove         *move,
            guint                *raised_from)
{
  PlCassinoState after = *state;
  const PlCassinoBuild *made;

  *raised_from = 0;
  pl_cassino_game.apply (&after, move);
  made = pl_cassino_find_build (&after, move->card);
  if (made != NULL && made->multiple)
    return BUILD_MULTIPLE;
  for (PlCardSet rest = move->cards; rest != 0; rest &= rest - 1)
    {
      const PlCassinoBuild *build = pl_cassino_find_build (state, pl_cardset_first (rest));

      if (build != NULL && build->value != move->value)
        {
          *raised_from = build->value;
          return BUILD_RAISE;
        }
    }
  return BUILD_NEW;
}

char *
pl_cassino_move_words (const PlCassinoState *state,
                       const PlMove         *move)
{
  g_autofree char *groups = NULL;
  guint from;

  g_return_val_if_fail (state != NULL && move != NULL, NULL);

  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_CAPTURE:
      groups = groups_words (state, move);
      if (move->value == 0)
        /* Translators: a court card pairs, "Take the King" (or "the King
         * and the King"). */
        return g_strdup_printf (_("Take %s"), groups);
      /* Translators: "Take 8 with 6+2 and 5+3". */
      return g_strdup_printf (_("Take %u with %s"), move->value, groups);
    case PL_MOVE_BUILD:
      switch (build_kind (state, move, &from))
        {
        case BUILD_MULTIPLE:
          /* Translators: a multiple build (seed 003), "Build 8s". */
          return g_strdup_printf (_("Build %us"), move->value);
        case BUILD_RAISE:
          /* Translators: increasing a single build, "Raise the build of 7
           * to 9". */
          return g_strdup_printf (_("Raise the build of %u to %u"), from, move->value);
        case BUILD_NEW:
        default:
          /* Translators: "Build 8". */
          return g_strdup_printf (_("Build %u"), move->value);
        }
    case PL_MOVE_TRAIL:
      /* Translators: laying a card on the table, "Trail the 9". */
      return g_strdup_printf (_("Trail the %s"), played_word (move->card, state->options.royal));
    default:
      return g_strdup ("");
    }
}

char *
pl_cassino_move_told (const PlCassinoState *before,
                      const PlMove         *move,
                      const char           *name)
{
  const char *card;
  g_autofree char *groups = NULL;
  g_autofree char *told = NULL;
  PlCassinoState after;
  guint from;

  g_return_val_if_fail (before != NULL && move != NULL && name != NULL, NULL);

  card = played_word (move->card, before->options.royal);
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_CAPTURE:
      groups = groups_words (before, move);
      after = *before;
      pl_cassino_game.apply (&after, move);
      /* Seed 003: a capture that clears the table is a sweep. */
      if (pl_cardset_has (pl_cassino_get_sweep_cards (&after, move->seat), move->card))
        /* Translators: "Anna took 6+2 and 5+3 with the 8: a sweep". */
        return g_strdup_printf (_("%s took %s with the %s: a sweep"), name, groups, card);
      /* Translators: "Anna took 6+2 and 5+3 with the 8". */
      return g_strdup_printf (_("%s took %s with the %s"), name, groups, card);
    case PL_MOVE_BUILD:
      switch (build_kind (before, move, &from))
        {
        case BUILD_MULTIPLE:
          /* Translators: "Anna built 8s with the 8". */
          return g_strdup_printf (_("%s built %us with the %s"), name, move->value, card);
        case BUILD_RAISE:
          /* Translators: "Anna raised the build of 7 to 9 with the 2". */
          return g_strdup_printf (_("%s raised the build of %u to %u with the %s"), name, from,
                                  move->value, card);
        case BUILD_NEW:
        default:
          /* Translators: "Anna built 8 with the 3". */
          return g_strdup_printf (_("%s built %u with the %s"), name, move->value, card);
        }
    case PL_MOVE_TRAIL:
      /* Translators: "Anna trailed the 9". */
      return g_strdup_printf (_("%s trailed the %s"), name, card);
    default:
      return g_strdup ("");
    }
}

/* Captures before builds, and the capture that takes more first. */
static int
compare_moves (gconstpointer a,
               gconstpointer b)
{
  const PlMove *x = a, *y = b;

  if (x->kind != y->kind)
    return x->kind == PL_MOVE_CAPTURE ? -1 : y->kind == PL_MOVE_CAPTURE ? 1 : 0;
  return (int) pl_cardset_count (y->cards) - (int) pl_cardset_count (x->cards);
}

guint
pl_cassino_moves_onto (const PlCassinoState *state,
                       guint                 seat,
                       PlCard                card,
                       PlCardSet             cards,
                       PlMove               *out,
                       guint                 max)
{
  PlMove moves[PL_MAX_MOVES];
  guint n_moves, n = 0;
  PlMove exact[PL_CASSINO_MAX_CHOICES];
  g_autoptr(GError) error = NULL;
  guint n_exact;

  g_return_val_if_fail (state != NULL && out != NULL, 0);

  /* The set itself, judged by the rules: the legal list may be cut
   * short in a crowded position. */
  n_exact = pl_cassino_moves_with_set (state, seat, card, cards, exact, G_N_ELEMENTS (exact),
                                       &error);
  for (guint i = 0; i < n_exact && n < max; i++)
    out[n++] = exact[i];

  n_moves = pl_cassino_game.legal_moves (state, moves);
  for (guint i = 0; i < n_moves && n < max; i++)
    {
      gboolean seen = FALSE;

      if (moves[i].seat != seat || moves[i].card != card ||
          (moves[i].kind != PL_MOVE_CAPTURE && moves[i].kind != PL_MOVE_BUILD) ||
          (moves[i].cards & cards) != cards)
        continue;
      for (guint k = 0; k < n && !seen; k++)
        seen = out[k].kind == moves[i].kind && out[k].cards == moves[i].cards &&
               out[k].value == moves[i].value;
      if (!seen)
        out[n++] = moves[i];
    }
  qsort (out, n, sizeof *out, compare_moves);
  return n;
}

guint
pl_cassino_moves_with_set (const PlCassinoState *state,
                           guint                 seat,
                           PlCard                card,
                           PlCardSet             cards,
                           PlMove               *out,
                           guint                 max,
                           GError              **error)
{
  gboolean royal = state->options.royal;
  guint max_value = royal ? 14 : 10;
  guint n = 0, sum = pl_cassino_card_value (card, royal);
  g_autoptr(GError) capture_error = NULL;
  g_autoptr(GError) build_error = NULL;
  PlMove move;

  g_return_val_if_fail (state != NULL && out != NULL, 0);

  /* A capture at the card's value, and a Royal ace's at 14 too. */
  for (guint pass = 0; pass < 2 && n < max; pass++)
    {
      guint value = pass == 0 ? pl_cassino_card_value (card, royal) : 14;

      if (pass == 1 && !(royal && PL_CARD_RANK (card) == PL_RANK_ACE))
        break;
      move = pl_move_new (PL_MOVE_CAPTURE, seat);
      move.card = card;
      move.cards = cards;
      move.value = (guint16) value;
      if (pl_cassino_game.check_move (state, &move, capture_error == NULL ? &capture_error : NULL))
        out[n++] = move;
    }
  /* A build of any value. */
  for (guint value = 1; value <= max_value && n < max; value++)
    {
      move = pl_move_new (PL_MOVE_BUILD, seat);
      move.card = card;
      move.cards = cards;
      move.value = (guint16) value;
      if (pl_cassino_game.check_move (state, &move, NULL))
        out[n++] = move;
    }
  if (n > 0 || cards == 0)
    {
      if (n == 0)
        {
          /* Nothing chosen: the card is laid down by itself. */
          move = pl_move_new (PL_MOVE_TRAIL, seat);
          move.card = card;
          if (pl_cassino_game.check_move (state, &move, error))
            out[n++] = move;
        }
      return n;
    }

  /* None: the reason for the likeliest meaning.  Cards adding up to
   * more than the card itself can only be meant as a build of their sum
   * with it; otherwise as a capture. */
  for (PlCardSet rest = cards; rest != 0; rest &= rest - 1)
    {
      PlCard c = pl_cardset_first (rest);
      const PlCassinoBuild *build = pl_cassino_find_build (state, c);

      if (build != NULL)
        {
          /* A build counts once, at its value. */
          if (c == pl_cardset_first (build->cards))
            sum += build->value;
        }
      else
        {
          sum += pl_cassino_card_value (c, royal);
        }
    }
  if (sum - pl_cassino_card_value (card, royal) > pl_cassino_card_value (card, royal) &&
      sum <= max_value)
    {
      move = pl_move_new (PL_MOVE_BUILD, seat);
      move.card = card;
      move.cards = cards;
      move.value = (guint16) sum;
      pl_cassino_game.check_move (state, &move, &build_error);
    }
  if (build_error != NULL)
    g_propagate_error (error, g_steal_pointer (&build_error));
  else if (capture_error != NULL)
    g_propagate_error (error, g_steal_pointer (&capture_error));
  return 0;
}

guint
pl_cassino_moves_of_card (const PlCassinoState *state,
                          guint                 seat,
                          PlCard                card,
                          PlMove               *out,
                          guint                 max)
{
  PlMove moves[PL_MAX_MOVES];
  guint n_moves = pl_cassino_game.legal_moves (state, moves);
  PlMove trail = pl_move_new (PL_MOVE_TRAIL, seat);
  gboolean can_trail = FALSE;
  guint n = 0;

  g_return_val_if_fail (state != NULL && out != NULL && max > 0, 0);

  for (guint i = 0; i < n_moves; i++)
    {
      if (moves[i].seat != seat || moves[i].card != card)
        continue;
      if (moves[i].kind == PL_MOVE_TRAIL)
        can_trail = TRUE;
      else if (n < max - 1)
        out[n++] = moves[i];
    }
  qsort (out, n, sizeof *out, compare_moves);
  trail.card = card;
  if (can_trail || pl_cassino_game.check_move (state, &trail, NULL))
    out[n++] = trail;
  return n;
}

void
pl_cassino_append_json (GString    *out,
                        const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text != NULL ? text : ""; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (out, "\\%c", *p);
      else if ((guchar) *p < 0x20)
        g_string_append_printf (out, "\\u%04x", (guint) (guchar) *p);
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}
