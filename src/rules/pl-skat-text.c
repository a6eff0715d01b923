/* pl-skat-text.c — Skat moves in and out of the card notation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-skat.h"
#include "pl-skat-private.h"

/* Names, translated, for dialogs and reasons ------------------------------ */

const char *
pl_skat_suit_name (PlSuit suit)
{
  switch (suit)
    {
    case PL_SUIT_CLUBS: return C_("card suit", "Clubs");
    case PL_SUIT_SPADES: return C_("card suit", "Spades");
    case PL_SUIT_HEARTS: return C_("card suit", "Hearts");
    case PL_SUIT_DIAMONDS: return C_("card suit", "Diamonds");
    default: return "?";
    }
}

const char *
pl_skat_position_name (guint position)
{
  switch (position)
    {
    case 0: return C_("skat position", "Forehand");
    case 1: return C_("skat position", "Middlehand");
    case 2: return C_("skat position", "Rearhand");
    default: return C_("skat position", "Sits out");
    }
}

const char *
pl_skat_contract_name (PlSkatContract contract)
{
  switch (contract)
    {
    case PL_SKAT_CLUBS:
    case PL_SKAT_SPADES:
    case PL_SKAT_HEARTS:
    case PL_SKAT_DIAMONDS:
      return pl_skat_suit_name ((PlSuit) contract);
    case PL_SKAT_GRAND: return C_("skat game", "Grand");
    case PL_SKAT_NULL: return C_("skat game", "Null");
    case PL_SKAT_RAMSCH: return C_("skat game", "Ramsch");
    case PL_SKAT_NO_CONTRACT:
    default:
      return C_("skat game", "No game");
    }
}

/* Notation ---------------------------------------------------------------- */

/* The words of the notation are not translated: records read the same in
 * every language (pl-skat.h lists them). */
static const char *const contract_words[] = {
  "clubs", "spades", "hearts", "diamonds", "grand", "null",
};
static const char contract_letters[] = "CSHDGN";

void
pl_skat_move_to_string (const void   *state_ptr,
                        const PlMove *move,
                        GString      *out)
{
  char buf[3];

  /* Irregular acts, remedies and calls (pl-skat-laws.h). */
  if (pl_skat_laws_move_to_string (state_ptr, move, out))
    return;
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_BID:
      g_string_append_printf (out, "bid %u", (guint) move->value);
      break;
    case PL_MOVE_HOLD:
      g_string_append_printf (out, "hold %u", (guint) move->value);
      break;
    case PL_MOVE_PASS:
      g_string_append (out, "pass");
      break;
    case PL_MOVE_PICKUP:
      g_string_append (out, "pickup");
      break;
    case PL_MOVE_HAND:
      g_string_append (out, "hand");
      break;
    case PL_MOVE_DISCARD:
      {
        PlCard card;

        g_string_append (out, "discard");
        PL_CARDSET_FOREACH (move->cards, card)
          {
            pl_card_to_string (card, buf);
            g_string_append_printf (out, " %s", buf);
          }
      }
      break;
    case PL_MOVE_ANNOUNCE:
      g_string_append_printf (out, "announce %s",
                              move->arg < G_N_ELEMENTS (contract_words)
                              ? contract_words[move->arg] : "?");
      if (move->flags & PL_SKAT_FLAG_HAND)
        g_string_append (out, " hand");
      if (move->flags & PL_SKAT_FLAG_SCHNEIDER)
        g_string_append (out, " schneider");
      if (move->flags & PL_SKAT_FLAG_SCHWARZ)
        g_string_append (out, " schwarz");
      if (move->flags & PL_SKAT_FLAG_OUVERT)
        g_string_append (out, " ouvert");
      break;
    case PL_MOVE_KONTRA:
      g_string_append (out, "kontra");
      break;
    case PL_MOVE_RE:
      g_string_append (out, "re");
      break;
    case PL_MOVE_PLAY:
      pl_card_to_string (move->card, buf);
      g_string_append_printf (out, "play %s", buf);
      break;
    case PL_MOVE_CLAIM:
      g_string_append (out, "claim");
      break;
    case PL_MOVE_CONCEDE:
      g_string_append (out, move->arg == PL_SKAT_CONCEDE_LEFT ? "leave"
                       : move->arg == PL_SKAT_CONCEDE_TIMEOUT ? "timeout"
                       : "concede");
      break;
    default:
      g_string_append (out, "?");
      break;
    }
}

gboolean
pl_skat_parse_error (GError    **error,
                     const char *text,
                     const char *why)
{
  g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE,
               _("“%s” is not a Skat move: %s"), text, why);
  return FALSE;
}

static gboolean
parse_number (const char *word,
              guint      *value)
{
  guint64 v;

  if (word == NULL || !g_ascii_string_to_unsigned (word, 10, 0, 999, &v, NULL))
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

static gboolean
parse_announce (const PlSkatState *state,
                char             **words,
                guint              n_words,
                const char        *text,
                PlMove            *move,
                GError           **error)
{
  guint contract = G_N_ELEMENTS (contract_words);
  guint flags = 0;

  if (n_words < 2)
    return pl_skat_parse_error (error, text, _("say which game"));
  for (guint c = 0; c < G_N_ELEMENTS (contract_words); c++)
    if (g_ascii_strcasecmp (words[1], contract_words[c]) == 0 ||
        (words[1][0] == contract_letters[c] && words[1][1] == '\0'))
      contract = c;
  if (contract == G_N_ELEMENTS (contract_words))
    return pl_skat_parse_error (error, text, _("the games are clubs, spades, hearts, diamonds, grand and null"));
  for (guint i = 2; i < n_words; i++)
    {
      if (g_ascii_strcasecmp (words[i], "hand") == 0)
        flags |= PL_SKAT_FLAG_HAND;
      else if (g_ascii_strcasecmp (words[i], "schneider") == 0)
        flags |= PL_SKAT_FLAG_SCHNEIDER;
      else if (g_ascii_strcasecmp (words[i], "schwarz") == 0)
        flags |= PL_SKAT_FLAG_SCHWARZ;
      else if (g_ascii_strcasecmp (words[i], "ouvert") == 0)
        flags |= PL_SKAT_FLAG_OUVERT;
      else
        return pl_skat_parse_error (error, text, _("the additions are hand, schneider, schwarz and ouvert"));
    }
  /* Complete what the player need not say (pl-skat.h). */
  if (state != NULL && state->phase == PL_SKAT_PHASE_ANNOUNCE && !state->picked_up)
    flags |= PL_SKAT_FLAG_HAND;
  if (contract != PL_SKAT_NULL)
    {
      if (flags & PL_SKAT_FLAG_OUVERT)
        flags |= PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ;
      if (flags & PL_SKAT_FLAG_SCHWARZ)
        flags |= PL_SKAT_FLAG_SCHNEIDER;
    }
  move->arg = contract;
  move->flags = flags;
  return TRUE;
}

gboolean
pl_skat_move_from_string (const void  *state_ptr,
                          guint        seat,
                          const char  *text,
                          PlMove      *move,
                          GError     **error)
{
  const PlSkatState *state = state_ptr;
  g_auto(GStrv) words = NULL;
  guint n_words;
  const char *verb;
  gboolean laws_ok;
  PlMove m;

  if (text == NULL)
    return pl_skat_parse_error (error, "", _("it is empty"));
  words = g_strsplit_set (text, " \t", -1);
  /* Drop empty words from repeated spaces. */
  n_words = 0;
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
    return pl_skat_parse_error (error, text, _("it is empty"));
  verb = words[0];

  /* Irregular acts, remedies and calls (pl-skat-laws.h). */
  if (pl_laws_parse_done (pl_skat_laws_move_from_string (state, seat, words, n_words, text,
                                                         move, error), &laws_ok))
    return laws_ok;
  if (g_ascii_strcasecmp (verb, "bid") == 0 || g_ascii_strcasecmp (verb, "hold") == 0)
    {
      guint value = 0;
      gboolean hold = g_ascii_strcasecmp (verb, "hold") == 0;

      if (n_words > 2)
        return pl_skat_parse_error (error, text, _("too many words"));
      if (n_words == 2 && !parse_number (words[1], &value))
        return pl_skat_parse_error (error, text, _("a bid is a number"));
      if (n_words == 1)
        {
          if (!hold || state == NULL)
            return pl_skat_parse_error (error, text, _("say the bid"));
          value = state->bid;
        }
      m = pl_move_new (hold ? PL_MOVE_HOLD : PL_MOVE_BID, seat);
      m.value = value;
    }
  else if (g_ascii_strcasecmp (verb, "pass") == 0 && n_words == 1)
    m = pl_move_new (PL_MOVE_PASS, seat);
  else if (g_ascii_strcasecmp (verb, "pickup") == 0 && n_words == 1)
    m = pl_move_new (PL_MOVE_PICKUP, seat);
  else if (g_ascii_strcasecmp (verb, "hand") == 0 && n_words == 1)
    m = pl_move_new (PL_MOVE_HAND, seat);
  else if (g_ascii_strcasecmp (verb, "kontra") == 0 && n_words == 1)
    m = pl_move_new (PL_MOVE_KONTRA, seat);
  else if (g_ascii_strcasecmp (verb, "re") == 0 && n_words == 1)
    m = pl_move_new (PL_MOVE_RE, seat);
  else if (g_ascii_strcasecmp (verb, "claim") == 0 && n_words == 1)
    m = pl_move_new (PL_MOVE_CLAIM, seat);
  else if ((g_ascii_strcasecmp (verb, "concede") == 0 ||
            g_ascii_strcasecmp (verb, "leave") == 0 ||
            g_ascii_strcasecmp (verb, "timeout") == 0) && n_words == 1)
    {
      m = pl_move_new (PL_MOVE_CONCEDE, seat);
      m.arg = g_ascii_strcasecmp (verb, "leave") == 0 ? PL_SKAT_CONCEDE_LEFT
              : g_ascii_strcasecmp (verb, "timeout") == 0 ? PL_SKAT_CONCEDE_TIMEOUT
              : PL_SKAT_CONCEDE_RESIGN;
    }
  else if (g_ascii_strcasecmp (verb, "play") == 0)
    {
      PlCard card;

      if (n_words != 2 || !pl_card_from_string (words[1], &card) ||
          !pl_cardset_has (pl_skat_pack_set (), card))
        return pl_skat_parse_error (error, text, _("say one card of the Skat pack, like “play HT”"));
      m = pl_move_new (PL_MOVE_PLAY, seat);
      m.card = card;
    }
  else if (g_ascii_strcasecmp (verb, "discard") == 0)
    {
      PlCardSet cards = 0;

      if (n_words != 3)
        return pl_skat_parse_error (error, text, _("say the two cards, like “discard S7 D8”"));
      for (guint i = 1; i < 3; i++)
        {
          PlCard card;

          if (!pl_card_from_string (words[i], &card) ||
              !pl_cardset_has (pl_skat_pack_set (), card) ||
              pl_cardset_has (cards, card))
            return pl_skat_parse_error (error, text, _("say the two cards, like “discard S7 D8”"));
          cards = pl_cardset_add (cards, card);
        }
      m = pl_move_new (PL_MOVE_DISCARD, seat);
      m.cards = cards;
    }
  else if (g_ascii_strcasecmp (verb, "announce") == 0)
    {
      m = pl_move_new (PL_MOVE_ANNOUNCE, seat);
      if (!parse_announce (state, words, n_words, text, &m, error))
        return FALSE;
    }
  else
    return pl_skat_parse_error (error, text, _("the moves are bid, hold, pass, pickup, hand, discard, announce, kontra, re, play, claim, concede, leave and timeout"));

  *move = m;
  return TRUE;
}

/* The value in words ----------------------------------------------------- */

/* The levels German players count aloud, each one more than the last:
 * "with 2, game 3, Hand 4, Schneider 5, announced 6, Schwarz 7, announced
 * 8, Ouvert 9" (ISkO 4.1.2–4.1.6), then the multiplier times the base
 * value.  Each form is one whole sentence for the translators, so that a
 * language may reorder it (%1$s, %2$u, …). */
typedef enum {
  FORM_PLAIN,
  FORM_S,
  FORM_S_Z,
  FORM_H,
  FORM_H_S,
  FORM_H_S_Z,
  FORM_H_SA,
  FORM_H_SA_Z,
  FORM_H_SA_ZA,
  FORM_H_SA_ZA_O,
} ValueForm;

static ValueForm
value_form (guint    flags,
            gboolean schneider,
            gboolean schwarz)
{
  gboolean hand = (flags & PL_SKAT_FLAG_HAND) != 0;

  schneider = schneider || (flags & PL_SKAT_FLAG_SCHNEIDER);
  schwarz = schwarz || (flags & PL_SKAT_FLAG_SCHWARZ);
  if (flags & PL_SKAT_FLAG_OUVERT)
    return FORM_H_SA_ZA_O;
  if (flags & PL_SKAT_FLAG_SCHWARZ)
    return FORM_H_SA_ZA;
  if (flags & PL_SKAT_FLAG_SCHNEIDER)
    return schwarz ? FORM_H_SA_Z : FORM_H_SA;
  if (schwarz)
    return hand ? FORM_H_S_Z : FORM_S_Z;
  if (schneider)
    return hand ? FORM_H_S : FORM_S;
  return hand ? FORM_H : FORM_PLAIN;
}

char *
pl_skat_value_text (PlSkatContract contract,
                    guint          flags,
                    gint           matadors,
                    gboolean       schneider,
                    gboolean       schwarz)
{
  const char *game;
  guint m, base;

  if (contract == PL_SKAT_NULL)
    {
      guint value = pl_skat_null_value (flags);

      /* ISkO 5.2: a Null game has a fixed value. */
      if ((flags & PL_SKAT_FLAG_OUVERT) && (flags & PL_SKAT_FLAG_HAND))
        return g_strdup_printf (_("Null Ouvert Hand, a fixed %u"), value);
      if (flags & PL_SKAT_FLAG_OUVERT)
        return g_strdup_printf (_("Null Ouvert, a fixed %u"), value);
      if (flags & PL_SKAT_FLAG_HAND)
        return g_strdup_printf (_("Null Hand, a fixed %u"), value);
      return g_strdup_printf (_("Null, a fixed %u"), value);
    }
  if (contract > PL_SKAT_GRAND)
    return g_strdup (pl_skat_contract_name (contract));

  game = pl_skat_contract_name (contract);
  m = ABS (matadors);
  base = pl_skat_base_value (contract);
  if (matadors >= 0)
    switch (value_form (flags, schneider, schwarz))
      {
      /* Translators: a game value as counted aloud, e.g. "Clubs with 2,
       * game 3: 3 × 12 = 36"; the last numbers are the multiplier, the
       * base value and the game value. */
      case FORM_PLAIN:
        return g_strdup_printf (_("%s with %u, game %u: %u × %u = %u"),
                                game, m, m + 1, m + 1, base, (m + 1) * base);
      case FORM_S:
        return g_strdup_printf (_("%s with %u, game %u, Schneider %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 2, base, (m + 2) * base);
      case FORM_S_Z:
        return g_strdup_printf (_("%s with %u, game %u, Schneider %u, Schwarz %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 3, base, (m + 3) * base);
      case FORM_H:
        return g_strdup_printf (_("%s with %u, game %u, Hand %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 2, base, (m + 2) * base);
      case FORM_H_S:
        return g_strdup_printf (_("%s with %u, game %u, Hand %u, Schneider %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 3, base, (m + 3) * base);
      case FORM_H_S_Z:
        return g_strdup_printf (_("%s with %u, game %u, Hand %u, Schneider %u, Schwarz %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 4, m + 4, base, (m + 4) * base);
      case FORM_H_SA:
        return g_strdup_printf (_("%s with %u, game %u, Hand %u, Schneider %u, announced %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 4, m + 4, base, (m + 4) * base);
      case FORM_H_SA_Z:
        return g_strdup_printf (_("%s with %u, game %u, Hand %u, Schneider %u, announced %u, Schwarz %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 4, m + 5, m + 5, base, (m + 5) * base);
      case FORM_H_SA_ZA:
        return g_strdup_printf (_("%s with %u, game %u, Hand %u, Schneider %u, announced %u, Schwarz %u, announced %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 4, m + 5, m + 6, m + 6, base, (m + 6) * base);
      case FORM_H_SA_ZA_O:
      default:
        return g_strdup_printf (_("%s with %u, game %u, Hand %u, Schneider %u, announced %u, Schwarz %u, announced %u, Ouvert %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 4, m + 5, m + 6, m + 7, m + 7, base, (m + 7) * base);
      }
  switch (value_form (flags, schneider, schwarz))
    {
      case FORM_PLAIN:
        return g_strdup_printf (_("%s without %u, game %u: %u × %u = %u"),
                                game, m, m + 1, m + 1, base, (m + 1) * base);
      case FORM_S:
        return g_strdup_printf (_("%s without %u, game %u, Schneider %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 2, base, (m + 2) * base);
      case FORM_S_Z:
        return g_strdup_printf (_("%s without %u, game %u, Schneider %u, Schwarz %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 3, base, (m + 3) * base);
      case FORM_H:
        return g_strdup_printf (_("%s without %u, game %u, Hand %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 2, base, (m + 2) * base);
      case FORM_H_S:
        return g_strdup_printf (_("%s without %u, game %u, Hand %u, Schneider %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 3, base, (m + 3) * base);
      case FORM_H_S_Z:
        return g_strdup_printf (_("%s without %u, game %u, Hand %u, Schneider %u, Schwarz %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 4, m + 4, base, (m + 4) * base);
      case FORM_H_SA:
        return g_strdup_printf (_("%s without %u, game %u, Hand %u, Schneider %u, announced %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 4, m + 4, base, (m + 4) * base);
      case FORM_H_SA_Z:
        return g_strdup_printf (_("%s without %u, game %u, Hand %u, Schneider %u, announced %u, Schwarz %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 4, m + 5, m + 5, base, (m + 5) * base);
      case FORM_H_SA_ZA:
        return g_strdup_printf (_("%s without %u, game %u, Hand %u, Schneider %u, announced %u, Schwarz %u, announced %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 4, m + 5, m + 6, m + 6, base, (m + 6) * base);
      case FORM_H_SA_ZA_O:
      default:
        return g_strdup_printf (_("%s without %u, game %u, Hand %u, Schneider %u, announced %u, Schwarz %u, announced %u, Ouvert %u: %u × %u = %u"),
                                game, m, m + 1, m + 2, m + 3, m + 4, m + 5, m + 6, m + 7, m + 7, base, (m + 7) * base);
    }
}
