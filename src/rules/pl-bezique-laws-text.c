/* pl-bezique-laws-text.c — Bézique's laws in words: the notation of the
 * draws, irregular acts and answers, and the sentences that explain them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-bezique-laws.h"
#include "pl-bezique-private.h"
#include "pl-bezique-laws-private.h"

/* The words of the notation are not translated (pl-bezique.h). */
static const char *const law_words[PL_BEZIQUE_N_LAWS] = {
  "none", "out-of-turn", "no-draw", "draw-out-of-turn", "draw-two", "too-many",
  "too-few", "wrong-declaration", "faced-card",
};
static const char *const remedy_words[PL_BEZIQUE_N_REMEDIES] = {
  "none", "take-back", "stands", "penalty", "return", "pass", "score-100",
  "fresh-deal", "compel", "make-good", "call", "both",
};

const char *
pl_bezique_laws_law_word (guint law)
{
  return law < PL_BEZIQUE_N_LAWS ? law_words[law] : "?";
}

const char *
pl_bezique_laws_remedy_word (guint remedy)
{
  return remedy < PL_BEZIQUE_N_REMEDIES ? remedy_words[remedy] : "?";
}

const char *
pl_bezique_laws_law_source (guint law)
{
  switch (law)
    {
    case PL_BEZIQUE_LAW_OUT_OF_TURN:
    case PL_BEZIQUE_LAW_TOO_FEW:
      return "Seed 002, “Irregularities in Play”";
    case PL_BEZIQUE_LAW_TOO_MANY:
      return "Seed 004; seed 002, “Irregularities in Play”";
    case PL_BEZIQUE_LAW_NO_DRAW:
    case PL_BEZIQUE_LAW_DRAW_OUT_OF_TURN:
    case PL_BEZIQUE_LAW_DRAW_TWO:
      return "Seed 004";
    case PL_BEZIQUE_LAW_WRONG_DECLARATION:
    case PL_BEZIQUE_LAW_FACED_CARD:
      return "Seed 004, 123 ii";
    default:
      return "";
    }
}

/* Notation ---------------------------------------------------------------- */

static void
append_card (GString *out,
             guint    p)
{
  char buf[3];

  pl_card_to_string (pl_bezique_card (p), buf);
  g_string_append_printf (out, " %s", buf);
}

gboolean
pl_bezique_laws_move_to_string (const PlBeziqueState *state,
                                const PlMove         *move,
                                GString              *out)
{
  gboolean irregular = (move->flags & PL_MOVE_IRREGULAR) != 0;
  guint law = irregular && state != NULL ? pl_bezique_laws_classify (state, move)
                                         : PL_BEZIQUE_LAW_NONE;
  const char *word = law != PL_BEZIQUE_LAW_NONE ? law_words[law] : "irregular";

  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_DRAW:
      if (!irregular)
        g_string_append (out, "draw");
      else
        g_string_append (out, move->value == 2 ? "draw two" : "draw out-of-turn");
      return TRUE;
    case PL_MOVE_REMEDY:
      g_string_append (out, pl_bezique_laws_remedy_word (move->arg));
      if (move->card < 64)
        append_card (out, move->card);
      return TRUE;
    case PL_MOVE_LAW_CALL:
      g_string_append_printf (out, "call %s", pl_bezique_laws_law_word (move->arg));
      return TRUE;
    case PL_MOVE_PLAY:
      if (!irregular)
        return FALSE;
      g_string_append (out, "play");
      append_card (out, move->card);
      /* "table" only where the hand holds the same card (pl-bezique.h). */
      if (state != NULL && move->card < 64 && move->seat < 2 &&
          (state->table[move->seat] & PL_BEZIQUE_BIT (move->card)) &&
          (state->hands[move->seat] & PL_BEZIQUE_NAME_BITS (pl_bezique_card (move->card))))
        g_string_append (out, " table");
      g_string_append_printf (out, " %s", word);
      return TRUE;
    case PL_MOVE_DECLARE:
      if (!irregular)
        return FALSE;
      {
        g_autofree char *cards = pl_bezique_set_to_string (move->cards);
        const char *kind = pl_bezique_combination_word (move->arg);

        g_string_append_printf (out, "declare %s %s wrong", kind ? kind : "?", cards);
      }
      return TRUE;
    default:
      return FALSE;
    }
}

/* The physical copy of @name in @set, the lowest, or NO_CARD. */
static guint
copy_in (PlBeziqueSet set,
         PlCard       name)
{
  set &= PL_BEZIQUE_NAME_BITS (name);
  return set ? (guint) __builtin_ctzll (set) : PL_BEZIQUE_NO_CARD;
}

static PlLawsParse
failed (GError    **error,
        const char *text,
        const char *why)
{
  pl_bezique_parse_error (error, text, why);
  return PL_LAWS_PARSE_FAILED;
}

static PlLawsParse
parse_remedy (const PlBeziqueState *state,
              guint                 seat,
              guint                 remedy,
              char                **words,
              guint                 n_words,
              PlMove               *move)
{
  *move = pl_move_new (PL_MOVE_REMEDY, seat);
  move->arg = remedy;
  if (remedy == PL_BEZIQUE_REMEDY_RETURN || remedy == PL_BEZIQUE_REMEDY_CALL_CARD)
    {
      PlCard name;
      guint p = PL_BEZIQUE_NO_CARD;

      if (n_words != 2 || !pl_bezique_parse_card (words[1], &name))
        return PL_LAWS_NOT_MINE;
      /* The copy the rules mean: one of the two drawn, or a faced card. */
      if (state != NULL && remedy == PL_BEZIQUE_REMEDY_RETURN)
        p = PL_BEZIQUE_CARD (state->drew[0]) == name ? state->drew[0]
            : PL_BEZIQUE_CARD (state->drew[1]) == name ? state->drew[1] : PL_BEZIQUE_NO_CARD;
      else if (state != NULL && seat < 2)
        p = copy_in (pl_bezique_laws_faced (state, 1 - seat), name);
      move->card = p != PL_BEZIQUE_NO_CARD ? p : pl_bezique_physical (name, 0);
      return PL_LAWS_PARSED;
    }
  return n_words == 1 ? PL_LAWS_PARSED : PL_LAWS_NOT_MINE;
}

static PlLawsParse
parse_declare (const PlBeziqueState *state,
               guint                 seat,
               char                **words,
               guint                 n_words,
               const char           *text,
               PlMove               *move,
               GError              **error)
{
  guint kind = PL_BEZIQUE_N_COMBINATIONS;
  PlBeziqueSet cards = 0;

  if (n_words < 3)
    return failed (error, text, _("say the combination and its cards, like “declare bezique SQ DJ”"));
  for (guint k = 1; k < PL_BEZIQUE_N_COMBINATIONS; k++)
    if (g_ascii_strcasecmp (words[1], pl_bezique_combination_word (k)) == 0)
      kind = k;
  if (kind == PL_BEZIQUE_N_COMBINATIONS)
    return failed (error, text, _("the combinations are marriage, royal-marriage, sequence, bezique, double-bezique, four-aces, four-kings, four-queens and four-jacks"));
  if (n_words - 2 > 8)
    return failed (error, text, _("a declaration puts down eight cards at the most"));
  for (guint i = 2; i < n_words; i++)
    {
      PlCard name;
      PlBeziqueSet bits;

      if (!pl_bezique_parse_card (words[i], &name))
        return failed (error, text, _("say the cards of the piquet pack, like “SQ DJ”"));
      bits = PL_BEZIQUE_NAME_BITS (name) & ~cards;
      if (bits == 0)
        return failed (error, text, _("a card of the piquet pack is there twice at the most"));
      cards |= bits & -bits;
    }
  /* The engine's copies (pl-bezique.h, "Copies"). */
  if (state != NULL)
    cards = pl_bezique_laws_declared_copies (state, seat, cards);
  *move = pl_move_new (PL_MOVE_DECLARE, seat);
  move->arg = kind;
  move->cards = cards;
  move->flags = PL_MOVE_IRREGULAR;
  return PL_LAWS_PARSED;
}

PlLawsParse
pl_bezique_laws_move_from_string (const PlBeziqueState *state,
                                  guint                 seat,
                                  char                **words,
                                  guint                 n_words,
                                  const char           *text,
                                  PlMove               *move,
                                  GError              **error)
{
  const char *verb = words[0];

  if (g_ascii_strcasecmp (verb, "draw") == 0)
    {
      *move = pl_move_new (PL_MOVE_DRAW, seat);
      move->value = 1;
      if (n_words == 2 && g_ascii_strcasecmp (words[1], "two") == 0)
        {
          move->value = 2;
          move->flags = PL_MOVE_IRREGULAR;
        }
      else if (n_words == 2 && g_ascii_strcasecmp (words[1], "out-of-turn") == 0)
        move->flags = PL_MOVE_IRREGULAR;
      else if (n_words != 1)
        return failed (error, text, _("a draw is “draw”, “draw two” or “draw out-of-turn”"));
      return PL_LAWS_PARSED;
    }
  if (g_ascii_strcasecmp (verb, "call") == 0 && n_words == 2)
    for (guint law = PL_BEZIQUE_LAW_TOO_MANY; law <= PL_BEZIQUE_LAW_TOO_FEW; law++)
      if (g_ascii_strcasecmp (words[1], law_words[law]) == 0)
        {
          *move = pl_move_new (PL_MOVE_LAW_CALL, seat);
          move->arg = law;
          return PL_LAWS_PARSED;
        }
  for (guint r = PL_BEZIQUE_REMEDY_TAKE_BACK; r < PL_BEZIQUE_N_REMEDIES; r++)
    if (r != PL_BEZIQUE_REMEDY_STANDS && r != PL_BEZIQUE_REMEDY_BOTH &&
        g_ascii_strcasecmp (verb, remedy_words[r]) == 0)
      {
        PlLawsParse parsed = parse_remedy (state, seat, r, words, n_words, move);

        if (parsed == PL_LAWS_NOT_MINE)
          return failed (error, text, r == PL_BEZIQUE_REMEDY_RETURN || r == PL_BEZIQUE_REMEDY_CALL_CARD
                         ? _("say the card, like “return SQ” or “call SQ”")
                         : _("too many words"));
        return parsed;
      }
  if (g_ascii_strcasecmp (verb, "declare") == 0 && n_words >= 2 &&
      g_ascii_strcasecmp (words[n_words - 1], "wrong") == 0)
    {
      g_free (words[--n_words]);
      words[n_words] = NULL;
      return parse_declare (state, seat, words, n_words, text, move, error);
    }
  if (g_ascii_strcasecmp (verb, "play") == 0 && n_words >= 3)
    {
      const char *word = words[n_words - 1];
      gboolean from_table;
      PlCard card;
      guint p = PL_BEZIQUE_NO_CARD, named = PL_BEZIQUE_LAW_NONE;

      if (g_ascii_strcasecmp (word, law_words[PL_BEZIQUE_LAW_OUT_OF_TURN]) == 0)
        named = PL_BEZIQUE_LAW_OUT_OF_TURN;
      else if (g_ascii_strcasecmp (word, law_words[PL_BEZIQUE_LAW_NO_DRAW]) == 0)
        named = PL_BEZIQUE_LAW_NO_DRAW;
      else if (g_ascii_strcasecmp (word, "irregular") != 0)
        return PL_LAWS_NOT_MINE;
      from_table = n_words == 4 && g_ascii_strcasecmp (words[2], "table") == 0;
      if ((n_words != 3 && !from_table) || !pl_bezique_parse_card (words[1], &card))
        return failed (error, text, _("say one card, like “play HT no-draw” or “play HT table no-draw”"));
      /* pl-bezique.h, "Copies": the hand's copy if it holds one. */
      if (state != NULL)
        {
          if (!from_table)
            p = pl_bezique_play_copy (state, seat, card, FALSE);
          if (p == PL_BEZIQUE_NO_CARD)
            p = pl_bezique_play_copy (state, seat, card, TRUE);
        }
      *move = pl_move_new (PL_MOVE_PLAY, seat);
      move->card = p != PL_BEZIQUE_NO_CARD ? p : pl_bezique_physical (card, 0);
      move->flags = PL_MOVE_IRREGULAR;
      if (state != NULL && named != PL_BEZIQUE_LAW_NONE)
        {
          guint law = pl_bezique_laws_classify (state, move);

          if (law != PL_BEZIQUE_LAW_NONE && law != named)
            return failed (error, text, law == PL_BEZIQUE_LAW_NO_DRAW
                           ? _("it is this player’s turn to draw: a card played now is played without drawing")
                           : _("it is the other player’s lead: the card is led out of turn"));
        }
      return PL_LAWS_PARSED;
    }
  return PL_LAWS_NOT_MINE;
}

/* Sentences --------------------------------------------------------------- */

static char *
card_text (PlCard card)
{
  char buf[3] = "?";

  if (card != PL_CARD_NONE)
    pl_card_to_string (card, buf);
  return g_strdup (buf);
}

static char *
describe_draw (const PlBeziqueState *state,
               const PlLawEvent     *e,
               guint                 s,
               guint                 o)
{
  g_autofree char *card = card_text (e->card);

  if (e->law == PL_BEZIQUE_LAW_NO_DRAW)
    {
      if (e->status == PL_LAW_OPEN)
        return g_strdup_printf (_("Seed 004: seat %u played %s without drawing: “he must draw two "
                                  "next time, and his opponent scores ten”; seat %u claims it or "
                                  "lets it pass"), s, card, o);
      if (e->status == PL_LAW_CONDONED)
        return g_strdup_printf (_("Seed 004: seat %u played %s without drawing; seat %u let it "
                                  "pass"), s, card, o);
      return g_strdup_printf (_("Seed 004: seat %u played %s without drawing: he draws two next "
                                "time, and seat %u scores ten"), s, card, o);
    }
  if (e->law == PL_BEZIQUE_LAW_DRAW_OUT_OF_TURN)
    return g_strdup_printf (_("Seed 004: seat %u drew out of turn: seat %u, who had not drawn a "
                              "card himself, scores ten"), s, o);
  if (e->status == PL_LAW_OPEN)
    {
      g_autofree char *first = card_text (PL_BEZIQUE_CARD (state->drew[0]));
      g_autofree char *second = card_text (PL_BEZIQUE_CARD (state->drew[1]));

      return g_strdup_printf (_("Seed 004: seat %u drew two cards instead of one, %s and %s: "
                                "seat %u decides which is returned to the middle of the pack, "
                                "or lets it pass"), s, first, second, o);
    }
  if (e->status == PL_LAW_CONDONED)
    return g_strdup_printf (_("Seed 004: seat %u drew two cards instead of one; seat %u let it "
                              "pass"), s, o);
  return g_strdup_printf (_("Seed 004: seat %u drew two cards instead of one; seat %u had %s "
                            "returned towards the middle of the pack"), s, o, card);
}

static char *
describe_count (const PlLawEvent *e,
                guint             s,
                guint             o)
{
  gboolean many = e->law == PL_BEZIQUE_LAW_TOO_MANY;

  switch ((PlBeziqueRemedy) e->remedy)
    {
    case PL_BEZIQUE_REMEDY_BOTH:
      return g_strdup (_("Seed 004: both held more than their proper number of cards: “there is "
                         "no penalty, but each must play without drawing”"));
    case PL_BEZIQUE_REMEDY_SCORE_100:
      return g_strdup_printf (_("Seed 004: seat %u held more than his proper number of cards while "
                                "seat %u held his: seat %u adds 100, and seat %u plays without "
                                "drawing until his number is right"), s, o, o, s);
    case PL_BEZIQUE_REMEDY_FRESH_DEAL:
      return g_strdup_printf (many
                              ? _("Seed 002: seat %u held too many cards; seat %u claimed a fresh "
                                  "deal: this deal counts for nothing")
                              : _("Seed 002: seat %u held too few cards; seat %u claimed a fresh "
                                  "deal: this deal counts for nothing"), s, o);
    case PL_BEZIQUE_REMEDY_COMPEL:
      return g_strdup_printf (_("Seed 002: seat %u held too many cards; seat %u compels him to play "
                                "without drawing until he has his right number, making no "
                                "announcement until then"), s, o);
    case PL_BEZIQUE_REMEDY_MAKE_GOOD:
      return g_strdup_printf (_("Seed 002: seat %u held too few cards; seat %u let him make good "
                                "the deficiency by drawing from the stock"), s, o);
    default:
      break;
    }
  if (many)
    return g_strdup_printf (_("Seed 004 and seed 002: seat %u holds more than his proper number "
                              "of cards: seat %u adds 100 if he holds his own, claims a fresh "
                              "deal, or compels him to play without drawing"), s, o);
  return g_strdup_printf (_("Seed 002: seat %u holds too few cards: seat %u claims a fresh deal, "
                            "or lets him make good the deficiency by drawing from the stock"), s, o);
}

char *
pl_bezique_laws_describe (const void       *state_ptr,
                          const PlLawEvent *e)
{
  const PlBeziqueState *state = state_ptr;
  guint s = e->seat, o = 1 - e->seat;
  g_autofree char *card = card_text (e->card);

  switch ((PlBeziqueLaw) e->law)
    {
    case PL_BEZIQUE_LAW_OUT_OF_TURN:
      if (e->status == PL_LAW_OPEN)
        return g_strdup_printf (_("Seed 002: seat %u led %s out of turn: seat %u plays to it, and "
                                  "the trick stands good, or has it taken back without penalty"),
                                s, card, o);
      if (e->remedy == PL_BEZIQUE_REMEDY_STANDS)
        return g_strdup_printf (_("Seed 002: seat %u led %s out of turn and seat %u played to it: "
                                  "the trick stands good"), s, card, o);
      return g_strdup_printf (_("Seed 002: seat %u led %s out of turn; seat %u called attention to "
                                "the error: the card was taken back without penalty"), s, card, o);
    case PL_BEZIQUE_LAW_NO_DRAW:
    case PL_BEZIQUE_LAW_DRAW_OUT_OF_TURN:
    case PL_BEZIQUE_LAW_DRAW_TWO:
      return describe_draw (state, e, s, o);
    case PL_BEZIQUE_LAW_TOO_MANY:
    case PL_BEZIQUE_LAW_TOO_FEW:
      return describe_count (e, s, o);
    case PL_BEZIQUE_LAW_WRONG_DECLARATION:
      return g_strdup_printf (_("Seed 004 ii: seat %u put down a wrong card, %s, in declaring %s: "
                                "he is not allowed to score until he has taken another trick, and "
                                "the cards he resumes are faced cards, liable to be called"),
                              s, card, pl_bezique_combination_name (e->side));
    case PL_BEZIQUE_LAW_FACED_CARD:
      if (e->status == PL_LAW_OPEN)
        return g_strdup_printf (_("Seed 004 ii: seat %u is to play and holds faced cards: seat %u "
                                  "may call one, which must be played"), s, o);
      return g_strdup_printf (_("Seed 004 ii: seat %u called the faced card %s, which seat %u "
                                "played"), o, card, s);
    case PL_BEZIQUE_LAW_NONE:
    case PL_BEZIQUE_N_LAWS:
    default:
      return g_strdup ("");
    }
}

char *
pl_bezique_laws_remedy_label (const void   *state_ptr,
                              const PlMove *move)
{
  g_autofree char *card = card_text (move->card < 64 ? pl_bezique_card (move->card) : PL_CARD_NONE);

  if (move->kind == PL_MOVE_PLAY)
    /* Translators: playing to a card led out of turn lets it stand. */
    return g_strdup_printf (_("Play %s to It"), card);
  if (move->kind != PL_MOVE_REMEDY)
    return NULL;
  switch ((PlBeziqueRemedy) move->arg)
    {
    case PL_BEZIQUE_REMEDY_TAKE_BACK: return g_strdup (_("Have the Card Taken Back"));
    case PL_BEZIQUE_REMEDY_PENALTY: return g_strdup (_("Ten, and Two Cards Next Time"));
    case PL_BEZIQUE_REMEDY_RETURN: return g_strdup_printf (_("Return %s to the Pack"), card);
    case PL_BEZIQUE_REMEDY_PASS:
      {
        const PlBeziqueState *state = state_ptr;
        const PlLawEvent *e = pl_laws_open_event ((PlLawsState *) &state->laws);

        return g_strdup (e != NULL && e->law == PL_BEZIQUE_LAW_FACED_CARD ? _("Call No Card")
                                                                           : _("Let It Pass"));
      }
    case PL_BEZIQUE_REMEDY_SCORE_100: return g_strdup (_("Add 100"));
    case PL_BEZIQUE_REMEDY_FRESH_DEAL: return g_strdup (_("Claim a Fresh Deal"));
    case PL_BEZIQUE_REMEDY_COMPEL: return g_strdup (_("Compel Him to Play Without Drawing"));
    case PL_BEZIQUE_REMEDY_MAKE_GOOD: return g_strdup (_("Let Him Draw to Make Good"));
    case PL_BEZIQUE_REMEDY_CALL_CARD: return g_strdup_printf (_("Call %s"), card);
    case PL_BEZIQUE_REMEDY_NONE:
    case PL_BEZIQUE_REMEDY_STANDS:
    case PL_BEZIQUE_REMEDY_BOTH:
    case PL_BEZIQUE_N_REMEDIES:
    default:
      return NULL;
    }
}

void
pl_bezique_laws_append_reasons (const PlBeziqueState *state,
                                GString              *out)
{
  pl_laws_append_reasons (&pl_bezique_game, state, out);
  for (guint s = 0; s < 2; s++)
    if (state->law_points[s] > 0 && !state->annulled)
      {
        g_string_append_c (out, '\n');
        g_string_append_printf (out, _("Seat %u: %u points by the laws"), s,
                                (guint) state->law_points[s]);
      }
}
