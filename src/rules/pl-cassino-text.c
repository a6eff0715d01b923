/* pl-cassino-text.c — Cassino moves in and out of the card notation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cassino"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-cassino.h"
#include "pl-cassino-private.h"
#include "pl-cassino-laws.h"

/* Writing ---------------------------------------------------------------- */

/* The card of @set with the highest value (of equal ones, the first in
 * notation order), or PL_CARD_NONE if none has a value. */
static PlCard
highest (PlCardSet set,
         gboolean  royal)
{
  guint values = pl_cassino_held_values (set, royal) & ~(1u << 14);
  guint v;

  if (values == 0)
    return PL_CARD_NONE;
  v = 31 - (guint) __builtin_clz (values);
  return pl_cardset_first (set & PL_CARDSET_RANK (v == 1 ? PL_RANK_ACE : v - 2));
}

/* A subset of @cards adding up to @target such that the rest still falls
 * into groups of @value; the cards are tried highest first. */
static gboolean
split_from (PlCardSet  cards,
            PlCardSet  rest,
            guint      target,
            guint      value,
            gboolean   royal,
            PlCardSet  chosen,
            PlCardSet *group)
{
  PlCardSet left = rest;

  if (target == 0)
    {
      if (!pl_cassino_partition (cards & ~chosen, 0, value, royal))
        return FALSE;
      *group = chosen;
      return TRUE;
    }
  while (left != 0)
    {
      PlCard card = highest (left, royal);
      guint v;

      if (card == PL_CARD_NONE)
        break;
      v = pl_cassino_value (card, royal);
      left = pl_cardset_remove (left, card);
      if (v > target)
        continue;
      if (split_from (cards, left, target - v, value, royal,
                      pl_cardset_add (chosen, card), group))
        return TRUE;
    }
  return FALSE;
}

static gboolean
split_group (PlCardSet  cards,
             guint      target,
             guint      value,
             gboolean   royal,
             PlCardSet *group)
{
  return split_from (cards, cards, target, value, royal, 0, group);
}

static void
append_set (GString   *out,
            PlCardSet  set,
            gboolean  *first)
{
  g_autofree char *text = pl_cardset_to_string (set);

  if (set == 0)
    return;
  g_string_append (out, *first ? "" : " + ");
  g_string_append (out, text);
  *first = FALSE;
}

/* The loose cards of @loose as groups of @value, the highest card's group
 * first; cards that fall into no group (not a legal move) are written
 * after them as they are. */
static void
append_loose_groups (GString   *out,
                     PlCardSet  loose,
                     guint      value,
                     gboolean   royal,
                     gboolean  *first)
{
  while (loose != 0)
    {
      PlCard top = highest (loose, royal);
      guint v;
      PlCardSet rest, group;

      if (top == PL_CARD_NONE)
        break;
      v = pl_cassino_value (top, royal);
      rest = pl_cardset_remove (loose, top);
      if (v > value || !split_group (rest, value - v, value, royal, &group))
        break;
      append_set (out, group | PL_CARDSET_BIT (top), first);
      loose &= ~(group | PL_CARDSET_BIT (top));
    }
  append_set (out, loose, first);
}

void
pl_cassino_append_groups (const PlCassinoState *state,
                          PlCardSet             set,
                          guint                 value,
                          GString              *out)
{
  gboolean first = TRUE;

  for (guint i = 0; i < state->n_builds; i++)
    if (state->builds[i].cards & set)
      append_set (out, state->builds[i].cards & set, &first);
  append_loose_groups (out, set & state->loose, value, state->options.royal, &first);
}

/* A build: the set the hand card goes on first (the build it raises, or
 * the loose cards that make up the value with it), then the other sets. */
static void
append_build_groups (const PlCassinoState *state,
                     const PlMove         *move,
                     GString              *out)
{
  gboolean royal = state->options.royal;
  PlCardSet loose = move->cards & state->loose, start = 0;
  guint values[2];
  guint n_values = pl_cassino_hand_values (move->card, royal, values);
  gboolean first = TRUE;

  for (guint i = 0; i < state->n_builds; i++)
    if ((state->builds[i].cards & move->cards) && state->builds[i].value != move->value)
      append_set (out, state->builds[i].cards, &first);
  if (first)
    for (guint i = 0; i < n_values; i++)
      if (values[i] < move->value &&
          split_group (loose, move->value - values[i], move->value, royal, &start))
        {
          append_set (out, start, &first);
          loose &= ~start;
          break;
        }
  for (guint i = 0; i < state->n_builds; i++)
    if ((state->builds[i].cards & move->cards) && state->builds[i].value == move->value)
      append_set (out, state->builds[i].cards, &first);
  append_loose_groups (out, loose, move->value, royal, &first);
}

void
pl_cassino_move_to_string (const void   *state_ptr,
                           const PlMove *move,
                           GString      *out)
{
  const PlCassinoState *state = state_ptr;
  char buf[3];

  if (pl_cassino_laws_move_to_string (move, out))
    return;
  /* Laws=on: a wrong gathering, a build without the card to win it
   * (pl-cassino-laws.h): the cards as a plain list, which need not group
   * into sets of the value, then the law's word. */
  if (move->flags & PL_MOVE_IRREGULAR)
    state = NULL;
  pl_card_to_string (move->card, buf);
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_TRAIL:
      g_string_append_printf (out, "trail %s", buf);
      break;
    case PL_MOVE_CAPTURE:
      g_string_append_printf (out, "take %s with ", buf);
      if (state != NULL)
        pl_cassino_append_groups (state, move->cards, move->value, out);
      else
        {
          g_autofree char *cards = pl_cardset_to_string (move->cards);

          g_string_append (out, cards);
        }
      break;
    case PL_MOVE_BUILD:
      g_string_append_printf (out, "build %s on ", buf);
      if (state != NULL)
        append_build_groups (state, move, out);
      else
        {
          g_autofree char *cards = pl_cardset_to_string (move->cards);

          g_string_append (out, cards);
        }
      g_string_append_printf (out, " as %u", move->value);
      break;
    default:
      g_string_append (out, "?");
      break;
    }
  /* A wrong gathering names its value: the set cannot tell it. */
  if ((move->flags & PL_MOVE_IRREGULAR) && move->kind == PL_MOVE_CAPTURE && move->value != 0)
    g_string_append_printf (out, " as %u", move->value);
  if (move->flags & PL_MOVE_IRREGULAR)
    g_string_append (out, move->kind == PL_MOVE_CAPTURE ? " wrong" : " without");
}

/* Reading ---------------------------------------------------------------- */

static gboolean
parse_error (GError    **error,
             const char *text,
             const char *why)
{
  g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE,
               _("“%s” is not a Cassino move: %s"), text, why);
  return FALSE;
}

static gboolean
parse_card (const char *word,
            PlCard     *card)
{
  return word != NULL && strlen (word) == 2 && pl_card_from_string (word, card);
}

/* A value 1 … 14 in decimal. */
static gboolean
parse_value (const char *word,
             guint      *value)
{
  char *end = NULL;
  gulong v;

  if (word == NULL || !g_ascii_isdigit (word[0]) || strlen (word) > 2)
    return FALSE;
  v = strtoul (word, &end, 10);
  if (end == NULL || *end != '\0' || v < 1 || v > PL_CASSINO_MAX_VALUE)
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

/* The value a capture of @cards with @card is meant at: the one at which
 * it is legal, or else the card's own (check_move() then says why not). */
static guint
capture_value (const PlCassinoState *state,
               guint                 seat,
               PlCard                card,
               PlCardSet             cards)
{
  guint values[2];
  guint n = pl_cassino_hand_values (card, state != NULL && state->options.royal, values);

  if (n == 0)
    return 0;
  for (guint i = 0; state != NULL && i < n; i++)
    {
      PlMove move = pl_move_new (PL_MOVE_CAPTURE, seat);

      move.card = card;
      move.cards = cards;
      move.value = values[i];
      if (pl_cassino_check_move (state, &move, NULL))
        return values[i];
    }
  return values[0];
}

gboolean
pl_cassino_move_from_string (const void  *state_ptr,
                             guint        seat,
                             const char  *text,
                             PlMove      *move,
                             GError     **error)
{
  const PlCassinoState *state = state_ptr;
  g_auto(GStrv) words = NULL;
  guint n_words = 0, end, value = 0;
  gboolean take, has_value = FALSE;
  gboolean laws_ok;
  PlMoveKind irregular;
  PlCardSet cards = 0;
  PlCard card;
  PlMove m;

  if (text == NULL)
    return parse_error (error, "", _("it is empty"));
  if (seat >= PL_MAX_SEATS || (state != NULL && seat >= state->n_seats))
    return parse_error (error, text, _("there is no such seat"));
  /* Blanks and "+" separate the words: the groups are the reader's help
   * only, the rules judge the set. */
  words = g_strsplit_set (text, " \t+", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        {
          g_free (words[i]);
          continue;
        }
      words[n_words++] = words[i];
    }
  words[n_words] = NULL;
  if (n_words == 0)
    return parse_error (error, text, _("it is empty"));
  /* A card played out of turn (pl-cassino-laws.h). */
  if (pl_laws_parse_done (pl_cassino_laws_move_from_string (seat, words, n_words, text, move,
                                                            error), &laws_ok))
    return laws_ok;

  if (g_ascii_strcasecmp (words[0], "trail") == 0)
    {
      if (n_words != 2 || !parse_card (words[1], &card))
        return parse_error (error, text, _("say one card, like “trail S9”"));
      m = pl_move_new (PL_MOVE_TRAIL, seat);
      m.card = card;
      *move = m;
      return TRUE;
    }

  /* Laws=on: "take … wrong", "build … without" (pl-cassino-laws.h). */
  irregular = pl_laws_take_word (words, &n_words, "wrong") ? PL_MOVE_CAPTURE
              : pl_laws_take_word (words, &n_words, "without") ? PL_MOVE_BUILD
              : PL_MOVE_NONE;
  take = g_ascii_strcasecmp (words[0], "take") == 0;
  if (irregular != PL_MOVE_NONE && irregular != (take ? PL_MOVE_CAPTURE : PL_MOVE_BUILD))
    return parse_error (error, text, _("“wrong” follows a capture, “without” a build"));
  if (!take && g_ascii_strcasecmp (words[0], "build") != 0)
    return parse_error (error, text, _("the moves are take, build and trail"));
  if (n_words < 4 || !parse_card (words[1], &card) ||
      g_ascii_strcasecmp (words[2], take ? "with" : "on") != 0)
    return parse_error (error, text, take ? _("say the card played and what it takes, "
                                              "like “take D8 with C6 H2 + S5 D3”")
                                          : _("say the card played, what it goes on and "
                                              "the value, like “build C3 on H5 as 8”"));
  end = n_words;
  if (n_words >= 5 && g_ascii_strcasecmp (words[n_words - 2], "as") == 0)
    {
      if (!parse_value (words[n_words - 1], &value))
        return parse_error (error, text, _("a value is a number from 1 to 14"));
      has_value = TRUE;
      end = n_words - 2;
    }
  if (!take && !has_value)
    return parse_error (error, text, _("say the value of the build, like “as 8”"));
  for (guint i = 3; i < end; i++)
    {
      PlCard c;

      if (!parse_card (words[i], &c))
        return parse_error (error, text, _("cards are a suit C S H D and a rank "
                                           "A K Q J T 9 8 7 6 5 4 3 2, as in “HT”"));
      if (pl_cardset_has (cards, c) || c == card)
        return parse_error (error, text, _("a card is named twice"));
      cards = pl_cardset_add (cards, c);
    }
  if (cards == 0)
    return parse_error (error, text, take ? _("say what the card takes")
                                          : _("say what the card goes on"));

  m = pl_move_new (take ? PL_MOVE_CAPTURE : PL_MOVE_BUILD, seat);
  m.card = card;
  m.cards = cards;
  m.value = has_value ? value : capture_value (state, seat, card, cards);
  if (irregular != PL_MOVE_NONE)
    m.flags = PL_MOVE_IRREGULAR;
  *move = m;
  return TRUE;
}
