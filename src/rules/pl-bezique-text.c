/* pl-bezique-text.c — Bézique moves in and out of the card notation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-bezique.h"
#include "pl-bezique-private.h"

PlCardSet
pl_bezique_set_names (PlBeziqueSet set)
{
  PlCardSet names = 0;

  /* Fold the second copy onto the first, then spread the 8 ranks of each
   * suit to their PlCard bits. */
  set = (set | (set >> 32)) & G_GUINT64_CONSTANT (0xffffffff);
  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    names |= ((set >> (suit * 8)) & 0xff) << (suit * 16 + PL_RANK_7);
  return names;
}

char *
pl_bezique_set_to_string (PlBeziqueSet set)
{
  PlCard names[64];
  guint n = 0;
  PlCardSet all = pl_bezique_set_names (set);
  PlCard card;

  PL_CARDSET_FOREACH (all, card)
    {
      names[n++] = card;
      if ((set & PL_BEZIQUE_NAME_BITS (card)) == PL_BEZIQUE_NAME_BITS (card))
        names[n++] = card;
    }
  return pl_cards_to_string (names, n);
}

void
pl_bezique_move_to_string (const void   *state_ptr,
                           const PlMove *move,
                           GString      *out)
{
  const PlBeziqueState *state = state_ptr;
  char buf[3];

  /* Draws, irregular acts and their answers (pl-bezique-laws.h). */
  if (pl_bezique_laws_move_to_string (state, move, out))
    return;
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_PLAY:
      pl_card_to_string (pl_bezique_card (move->card), buf);
      g_string_append_printf (out, "play %s", buf);
      /* "table" only where the hand holds the same card (pl-bezique.h). */
      if (state != NULL && move->card < 64 && move->seat < 2 &&
          (state->table[move->seat] & PL_BEZIQUE_BIT (move->card)) &&
          (state->hands[move->seat] & PL_BEZIQUE_NAME_BITS (pl_bezique_card (move->card))))
        g_string_append (out, " table");
      break;
    case PL_MOVE_EXCHANGE:
      pl_card_to_string (pl_bezique_card (move->card), buf);
      g_string_append_printf (out, "exchange %s", buf);
      break;
    case PL_MOVE_DECLARE:
      {
        const char *word = pl_bezique_combination_word (move->arg);
        g_autofree char *cards = pl_bezique_set_to_string (move->cards);

        g_string_append_printf (out, "%s %s %s",
                                (move->flags & PL_BEZIQUE_TO_SCORE) ? "to-score" :
                                (move->flags & PL_BEZIQUE_FROM_PENDING) ? "score" : "declare",
                                word ? word : "?", cards);
      }
      break;
    case PL_MOVE_NO_DECLARE:
      g_string_append (out, "done");
      break;
    default:
      g_string_append (out, "?");
      break;
    }
}

gboolean
pl_bezique_parse_error (GError    **error,
                        const char *text,
                        const char *why)
{
  g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE,
               _("“%s” is not a Bézique move: %s"), text, why);
  return FALSE;
}

gboolean
pl_bezique_parse_card (const char *word,
                       PlCard     *card)
{
  /* pl_card_is_valid() keeps out the Joker, which the notation reads. */
  return word != NULL && strlen (word) == 2 && pl_card_from_string (word, card) &&
         pl_card_is_valid (*card) && PL_CARD_RANK (*card) >= PL_RANK_7;
}

gboolean
pl_bezique_move_from_string (const void  *state_ptr,
                             guint        seat,
                             const char  *text,
                             PlMove      *move,
                             GError     **error)
{
  const PlBeziqueState *state = state_ptr;
  g_auto(GStrv) words = NULL;
  guint n_words = 0;
  const char *verb;
  gboolean laws_ok;
  PlMove m;

  if (text == NULL)
    return pl_bezique_parse_error (error, "", _("it is empty"));
  if (seat > 1)
    return pl_bezique_parse_error (error, text, _("Bézique has seats 0 and 1"));
  words = g_strsplit_set (text, " \t", -1);
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
    return pl_bezique_parse_error (error, text, _("it is empty"));
  verb = words[0];

  /* Draws, irregular acts, remedies and calls (pl-laws.h). */
  if (pl_laws_parse_done (pl_bezique_laws_move_from_string (state, seat, words, n_words,
                                                            text, move, error), &laws_ok))
    return laws_ok;
  if (g_ascii_strcasecmp (verb, "play") == 0 || g_ascii_strcasecmp (verb, "exchange") == 0)
    {
      gboolean play = g_ascii_strcasecmp (verb, "play") == 0;
      gboolean from_table = FALSE;
      PlCard card;
      guint p = PL_BEZIQUE_NO_CARD;

      if (n_words == 3 && play && g_ascii_strcasecmp (words[2], "table") == 0)
        from_table = TRUE;
      else if (n_words != 2)
        return pl_bezique_parse_error (error, text, _("say one card, like “play HT” or “play HT table”"));
      if (!pl_bezique_parse_card (words[1], &card))
        return pl_bezique_parse_error (error, text, _("say one card of the piquet pack, like “play HT”"));
      /* pl-bezique.h, "Copies": the hand's copy if it holds one. */
      if (state != NULL)
        {
          if (!from_table)
            p = pl_bezique_play_copy (state, seat, card, FALSE);
          if (p == PL_BEZIQUE_NO_CARD && play)
            p = pl_bezique_play_copy (state, seat, card, TRUE);
        }
      if (p == PL_BEZIQUE_NO_CARD)
        p = pl_bezique_physical (card, 0);   /* check_move says why not */
      m = pl_move_new (play ? PL_MOVE_PLAY : PL_MOVE_EXCHANGE, seat);
      m.card = p;
    }
  else if ((g_ascii_strcasecmp (verb, "done") == 0) && n_words == 1)
    m = pl_move_new (PL_MOVE_NO_DECLARE, seat);
  else if (g_ascii_strcasecmp (verb, "declare") == 0 ||
           g_ascii_strcasecmp (verb, "to-score") == 0 ||
           g_ascii_strcasecmp (verb, "score") == 0)
    {
      guint flags = g_ascii_strcasecmp (verb, "to-score") == 0 ? PL_BEZIQUE_TO_SCORE :
                    g_ascii_strcasecmp (verb, "score") == 0 ? PL_BEZIQUE_FROM_PENDING : 0;
      guint kind = PL_BEZIQUE_N_COMBINATIONS;
      PlCard names[5];
      guint n = 0;

      if (n_words < 2)
        return pl_bezique_parse_error (error, text, _("say the combination and its cards, like “declare bezique SQ DJ”"));
      for (guint k = 1; k < PL_BEZIQUE_N_COMBINATIONS; k++)
        if (g_ascii_strcasecmp (words[1], pl_bezique_combination_word (k)) == 0)
          kind = k;
      if (kind == PL_BEZIQUE_N_COMBINATIONS)
        return pl_bezique_parse_error (error, text, _("the combinations are marriage, royal-marriage, sequence, bezique, double-bezique, four-aces, four-kings, four-queens and four-jacks"));
      if (n_words - 2 > 5)
        return pl_bezique_parse_error (error, text, _("a combination has at most five cards"));
      for (guint i = 2; i < n_words; i++)
        if (!pl_bezique_parse_card (words[i], &names[n++]))
          return pl_bezique_parse_error (error, text, _("say the cards of the piquet pack, like “SQ DJ”"));

      if (state == NULL ||
          !pl_bezique_make_declaration (state, seat, kind, names, n, flags, &m, NULL))
        {
          /* Not possible now: a move with the first copies, which
           * check_move() refuses with the reason. */
          m = pl_move_new (PL_MOVE_DECLARE, seat);
          m.arg = kind;
          m.flags = flags;
          for (guint i = 0; i < n; i++)
            {
              guint p = pl_bezique_physical (names[i], 0);

              if (m.cards & PL_BEZIQUE_BIT (p))
                p = pl_bezique_physical (names[i], 1);
              m.cards |= PL_BEZIQUE_BIT (p);
            }
        }
    }
  else
    return pl_bezique_parse_error (error, text, _("the moves are play, exchange, declare, to-score, score and done"));

  *move = m;
  return TRUE;
}
