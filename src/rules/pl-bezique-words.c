/* pl-bezique-words.c — what the Bézique players say, in the old players'
 * words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-bezique-words.h"
#include "pl-bezique-private.h"

/* The words of a scored combination, as the players said them.  They start
 * in lower case: the sentence's first letter is capitalized afterwards. */
static const char *
scored_words (PlBeziqueCombination kind,
              PlBeziqueSet         cards)
{
  switch (kind)
    {
    case PL_BEZIQUE_MARRIAGE:
      switch (PL_CARD_SUIT (PL_BEZIQUE_CARD (__builtin_ctzll (cards))))
        {
        /* Translators: what a Bézique player says when he scores; the
         * program capitalizes the sentence's first letter, so start in
         * lower case unless your language writes the word with a capital. */
        case PL_SUIT_CLUBS: return _("twenty for the marriage in clubs");
        case PL_SUIT_SPADES: return _("twenty for the marriage in spades");
        case PL_SUIT_HEARTS: return _("twenty for the marriage in hearts");
        case PL_SUIT_DIAMONDS:
        default: return _("twenty for the marriage in diamonds");
        }
    /* Translators: seed 002 "Royal Marriage, forty, and twenty to score". */
    case PL_BEZIQUE_ROYAL_MARRIAGE: return _("royal marriage, forty");
    case PL_BEZIQUE_SEQUENCE: return _("two hundred and fifty in trumps");
    case PL_BEZIQUE_BEZIQUE: return _("forty for bézique");
    case PL_BEZIQUE_DOUBLE_BEZIQUE: return _("five hundred for double bézique");
    case PL_BEZIQUE_FOUR_ACES: return _("a hundred aces");
    case PL_BEZIQUE_FOUR_KINGS: return _("eighty kings");
    case PL_BEZIQUE_FOUR_QUEENS: return _("sixty queens");
    case PL_BEZIQUE_FOUR_JACKS: return _("forty jacks");
    case PL_BEZIQUE_NONE:
    case PL_BEZIQUE_N_COMBINATIONS:
    default:
      return "?";
    }
}

/* Seed 002: "Forty for bézique, and twenty to score." */
static const char *
to_score_words (guint points)
{
  switch (points)
    {
    /* Translators: a combination announced "to score" (kept in abeyance),
     * as in seed 002 "Forty for bézique, and twenty to score". */
    case 20: return _("twenty to score");
    case 40: return _("forty to score");
    case 60: return _("sixty to score");
    case 80: return _("eighty to score");
    case 100: return _("a hundred to score");
    case 250: return _("two hundred and fifty to score");
    case 500:
    default: return _("five hundred to score");
    }
}

static char *
join_sentence (GPtrArray *parts)
{
  g_autofree char *text = NULL;
  gunichar first;
  GString *out;

  if (parts->len == 0)
    return NULL;
  text = g_strdup (g_ptr_array_index (parts, 0));
  for (guint i = 1; i < parts->len; i++)
    {
      char *next;

      if (i + 1 == parts->len)
        /* Translators: the last part of a Bézique declaration said aloud:
         * "Forty for bézique, and twenty to score". */
        next = g_strdup_printf (_("%s, and %s"), text, (const char *) g_ptr_array_index (parts, i));
      else
        /* Translators: parts of a Bézique declaration said aloud. */
        next = g_strdup_printf (_("%s, %s"), text, (const char *) g_ptr_array_index (parts, i));
      g_free (text);
      text = next;
    }

  /* The first letter in upper case, as a sentence. */
  first = g_utf8_get_char (text);
  out = g_string_new (NULL);
  g_string_append_unichar (out, g_unichar_totitle (first));
  g_string_append (out, g_utf8_next_char (text));
  return g_string_free (out, FALSE);
}

char *
pl_bezique_describe_declarations (const PlBeziqueState *state,
                                  guint                 seat,
                                  guint                 trick)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  const char *scored = NULL;
  guint n_said;

  g_return_val_if_fail (state != NULL, NULL);

  if (seat > 1 || trick == 0)
    return NULL;

  if (state->exchanged_after[seat] == trick)
    /* Translators: the seven of trumps exchanged for the turn-up (seed 004
     * iii), said aloud. */
    g_ptr_array_add (parts, (gpointer) _("ten for the seven"));

  /* The one combination scored after this trick: a new one, or one that
   * was kept "to score". */
  for (guint i = 0; i < state->n_declarations[seat]; i++)
    {
      const PlBeziqueDeclaration *d = &state->declarations[seat][i];

      if (d->status == PL_BEZIQUE_SCORED && d->scored_trick == trick)
        scored = scored_words (d->kind, d->cards);
    }
  if (scored != NULL)
    g_ptr_array_add (parts, (gpointer) scored);

  /* Those announced "to score" after this trick. */
  for (guint i = 0; i < state->n_declarations[seat]; i++)
    {
      const PlBeziqueDeclaration *d = &state->declarations[seat][i];

      if (d->trick == trick && !(d->status == PL_BEZIQUE_SCORED && d->scored_trick == trick))
        g_ptr_array_add (parts, (gpointer) to_score_words (pl_bezique_combination_points (d->kind)));
    }
  n_said = parts->len;
  if (n_said == 0)
    return NULL;

  /* Seed 002: "Two-fifty in trumps, and twenty to score", "still carrying
   * on the small score": the scores still in abeyance are repeated.  One
   * lost since cannot be told from one lost before, so it is left out. */
  for (guint i = 0; i < state->n_declarations[seat]; i++)
    {
      const PlBeziqueDeclaration *d = &state->declarations[seat][i];

      if (d->trick < trick &&
          (d->status == PL_BEZIQUE_PENDING ||
           (d->status == PL_BEZIQUE_SCORED && d->scored_trick > trick)))
        g_ptr_array_add (parts, (gpointer) to_score_words (pl_bezique_combination_points (d->kind)));
    }
  return join_sentence (parts);
}

/* The order of the cards ------------------------------------------------ */

guint
pl_bezique_display_key (PlCard card,
                        PlSuit trump)
{
  /* Trumps first, then the suits alternating in colour: ♠ ♥ ♣ ♦. */
  static const guint8 suit_order[4] = { 2, 0, 1, 3 };
  guint suit = PL_CARD_SUIT (card) == trump ? 0 : 1 + suit_order[PL_CARD_SUIT (card) & 3];

  return suit * 16 + (15 - pl_bezique_rank_power (PL_CARD_RANK (card)));
}

void
pl_bezique_sort_for_display (PlCard *names,
                             guint   n,
                             PlSuit  trump)
{
  /* An insertion sort: a combination has at most five cards, a hand
   * sixteen. */
  for (guint i = 1; i < n; i++)
    {
      PlCard card = names[i];
      guint at = i;

      while (at > 0 && pl_bezique_display_key (names[at - 1], trump) >
                       pl_bezique_display_key (card, trump))
        {
          names[at] = names[at - 1];
          at--;
        }
      names[at] = card;
    }
}

/* The deal's sayings ---------------------------------------------------- */

void
pl_bezique_saying_free (gpointer saying)
{
  PlBeziqueSaying *s = saying;

  if (s == NULL)
    return;
  g_free (s->text);
  g_free (s);
}

/* Adds what @seat said in or after trick @trick (1 …; 0: at the deal). */
static void
say (GPtrArray *out,
     gint       seat,
     guint      trick,
     char      *text)
{
  PlBeziqueSaying *s;

  if (text == NULL)
    return;
  s = g_new0 (PlBeziqueSaying, 1);
  s->seat = seat;
  s->trick = trick;
  s->text = text;
  g_ptr_array_add (out, s);
}

/* "Twenty to score" lost, and why. */
static char *
lost_words (const PlBeziqueDeclaration *d,
            gboolean                    stock)
{
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();

  if (stock)
    /* Translators: seed 002, "If the stock is exhausted before the player
     * with a score in abeyance can win another trick, the score is lost":
     * "twenty to score, lost with the stock". */
    text = g_strdup_printf (_("%s, lost with the stock"),
                            to_score_words (pl_bezique_combination_points (d->kind)));
  else
    /* Translators: seed 002, a score in abeyance is lost when one of its
     * cards is played: "twenty to score, lost with the card played". */
    text = g_strdup_printf (_("%s, lost with the card played"),
                            to_score_words (pl_bezique_combination_points (d->kind)));
  g_ptr_array_add (parts, text);
  return join_sentence (parts);
}

/* What a completed trick scores at once: its brisques where they are
 * scored as soon as made (pl-bezique.h, "Brisques"), and the last
 * trick's ten. */
static void
say_trick (GPtrArray            *out,
           const PlBeziqueState *state)
{
  guint index = state->n_tricks - 1;
  const PlBeziqueTrick *trick = &state->tricks[index];
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  guint brisques = 0;
  gboolean at_once = state->options.brisques == PL_BEZIQUE_BRISQUES_AT_ONCE ||
                     (state->options.brisques == PL_BEZIQUE_BRISQUES_LAST_EIGHT &&
                      index >= PL_BEZIQUE_N_TRICKS - 8);

  for (guint c = 0; c < 2 && at_once; c++)
    {
      PlRank rank = PL_CARD_RANK (pl_bezique_card (trick->cards[c]));

      brisques += rank == PL_RANK_ACE || rank == PL_RANK_10;
    }
  /* Translators: brisques (aces and tens) scored as the trick is taken,
   * seed 002 "should be scored as soon as made". */
  if (brisques == 1)
    g_ptr_array_add (parts, (gpointer) _("ten for the brisque"));
  else if (brisques == 2)
    g_ptr_array_add (parts, (gpointer) _("twenty for the brisques"));
  /* Seed 002: "The winner of the last trick of all scores ten points for
   * it immediately". */
  if (state->n_tricks == PL_BEZIQUE_N_TRICKS)
    g_ptr_array_add (parts, (gpointer) _("ten for the last trick"));
  say (out, trick->winner, state->n_tricks, join_sentence (parts));
}

GPtrArray *
pl_bezique_deal_sayings (const PlDealRecord *deal)
{
  g_autoptr(GPtrArray) out = NULL;
  PlBeziqueState state;
  PlSuit trump;

  g_return_val_if_fail (deal != NULL, NULL);

  if (deal->game != &pl_bezique_game ||
      !pl_bezique_game.deal (&state, deal->options, deal->dealer, deal->pack,
                             deal->n_cards, NULL))
    return NULL;
  out = g_ptr_array_new_with_free_func (pl_bezique_saying_free);
  trump = state.trump;

  /* Foster: a seven turned up scores ten for the dealer. */
  if (pl_bezique_turn_up_is_seven (&state))
    say (out, state.dealer, 0, g_strdup (_("Ten for the seven turned up")));

  for (guint i = 0; i < deal->moves->len; i++)
    {
      const PlMove *move = &g_array_index (deal->moves, PlMove, i);
      PlBeziqueState before = state;
      gboolean declaring = before.phase == PL_BEZIQUE_PHASE_DECLARE ||
                           before.phase == PL_BEZIQUE_PHASE_ANNOUNCE;

      if (!pl_bezique_game.check_move (&state, move, NULL))
        return NULL;
      pl_bezique_game.apply (&state, move);

      /* A declaring turn is said once it ends (the cards are drawn). */
      if (declaring && state.phase != PL_BEZIQUE_PHASE_DECLARE &&
          state.phase != PL_BEZIQUE_PHASE_ANNOUNCE)
        {
          say (out, before.to_move, before.n_tricks,
               pl_bezique_describe_declarations (&state, before.to_move, before.n_tricks));
          if (state.last_eight && !before.last_eight)
            {
              for (guint s = 0; s < 2; s++)
                for (guint k = 0; k < state.n_declarations[s]; k++)
                  if (before.declarations[s][k].status == PL_BEZIQUE_PENDING &&
                      state.declarations[s][k].status == PL_BEZIQUE_LOST)
                    say (out, s, before.n_tricks, lost_words (&state.declarations[s][k], TRUE));
              /* Seed 004 v, seed 002: told to both, the leader first. */
              say (out, -1, before.n_tricks,
                   g_strdup (_("The stock is exhausted: the last eight tricks. No more "
                               "declarations; the second player must follow suit and win "
                               "the trick if he can")));
            }
        }

      if (move->kind != PL_MOVE_PLAY)
        continue;
      /* Seed 004 iv: "Whenever the seven of trumps is played, except in
       * the last eight tricks, the player scores ten for it". */
      if (pl_bezique_card (move->card) == PL_CARD (trump, PL_RANK_7) &&
          !before.last_eight)
        say (out, move->seat, before.n_tricks + 1, g_strdup (_("Ten for the seven")));
      for (guint k = 0; k < state.n_declarations[move->seat]; k++)
        if (before.declarations[move->seat][k].status == PL_BEZIQUE_PENDING &&
            state.declarations[move->seat][k].status == PL_BEZIQUE_LOST)
          say (out, move->seat, before.n_tricks + 1,
               lost_words (&state.declarations[move->seat][k], FALSE));
      if (state.n_tricks > before.n_tricks)
        say_trick (out, &state);
    }
  return g_steal_pointer (&out);
}

char *
pl_bezique_last_said (const PlBeziqueState *state,
                      GPtrArray            *sayings,
                      guint                 seat)
{
  guint last_won = 0;

  g_return_val_if_fail (state != NULL, NULL);

  if (seat > 1)
    return NULL;
  /* In his declaring turn: what he has said so far ("Ten for the seven"). */
  if ((state->phase == PL_BEZIQUE_PHASE_DECLARE || state->phase == PL_BEZIQUE_PHASE_ANNOUNCE) &&
      state->to_move == (gint) seat)
    {
      char *now = pl_bezique_describe_declarations (state, seat, state->n_tricks);

      if (now != NULL)
        return now;
    }
  for (guint t = state->n_tricks; t > 0 && last_won == 0; t--)
    if (state->tricks[t - 1].winner == seat)
      last_won = t;
  for (guint i = sayings != NULL ? sayings->len : 0; i > 0; i--)
    {
      const PlBeziqueSaying *s = g_ptr_array_index (sayings, i - 1);

      if (s->trick < last_won)
        break;
      if (s->seat == (gint) seat)
        return g_strdup (s->text);
    }
  return NULL;
}
