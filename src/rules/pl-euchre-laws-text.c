/* pl-euchre-laws-text.c — Euchre's laws in words: the notation of
 * irregular acts and answers, and the sentences that explain them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-euchre"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-euchre-laws.h"
#include "pl-euchre-private.h"

/* The words of the notation are not translated (pl-euchre.h). */
static const char *const law_words[] = {
  "none", "exposed", "out-of-turn", "revoke", "card-called", "suit-called", "hand-shown",
  "two-cards", "trump-lifted", "winners", "abandoned", "lone-abandoned", "detached",
};
static const char *const remedy_words[] = {
  "none", "call-card", "call-suit", "stands", "demand", "no-call", "call", "let-stand", "paid",
  "call-win", "name",
};

const char *
pl_euchre_laws_law_word (guint law)
{
  return law < G_N_ELEMENTS (law_words) ? law_words[law] : "?";
}

const char *
pl_euchre_laws_remedy_word (guint remedy)
{
  return remedy < G_N_ELEMENTS (remedy_words) ? remedy_words[remedy] : "?";
}

const char *
pl_euchre_laws_law_source (guint law)
{
  switch (law)
    {
    case PL_EUCHRE_LAW_EXPOSED: return "Seed 001, law 46";
    case PL_EUCHRE_LAW_OUT_OF_TURN: return "Seed 001, laws 52 and 53";
    case PL_EUCHRE_LAW_REVOKE: return "Seed 001, law 54; the modern revoke penalty";
    case PL_EUCHRE_LAW_CARD_CALLED: return "Seed 001, laws 46, 55 and 56";
    case PL_EUCHRE_LAW_SUIT_CALLED: return "Seed 001, laws 52 and 57";
    case PL_EUCHRE_LAW_HAND_SHOWN: return "Seed 001, law 48";
    case PL_EUCHRE_LAW_TWO_CARDS: return "Seed 001, law 46 I";
    case PL_EUCHRE_LAW_TRUMP_LIFTED: return "Seed 001, law 46 III";
    case PL_EUCHRE_LAW_WINNERS: return "Seed 001, law 47";
    case PL_EUCHRE_LAW_ABANDONED: return "Seed 001, law 49";
    case PL_EUCHRE_LAW_LONE_ABANDONED: return "Seed 001, law 50";
    case PL_EUCHRE_LAW_DETACHED: return "Seed 001, law 51";
    default: return "";
    }
}

/* Notation ---------------------------------------------------------------- */

gboolean
pl_euchre_laws_move_to_string (const PlEuchreState *state,
                               const PlMove        *move,
                               GString             *out)
{
  char buf[3];

  if (move->flags & PL_MOVE_IRREGULAR)
    {
      guint law;
      PlCard c;

      if (move->kind == PL_MOVE_DISCARD && move->arg == PL_EUCHRE_LAW_TRUMP_LIFTED)
        {
          g_string_append (out, "lift-trump");
          return TRUE;
        }
      if (move->kind == PL_MOVE_DISCARD && move->arg == PL_EUCHRE_LAW_DETACHED)
        {
          pl_card_to_string (pl_cardset_first (move->cards), buf);
          g_string_append_printf (out, "detach %s", buf);
          return TRUE;
        }
      if (move->kind == PL_MOVE_PLAY && move->card == PL_CARD_NONE)
        {
          /* Law 47 "lead-on CA SA"; law 46 I "play HT HA". */
          g_string_append (out, move->arg == PL_EUCHRE_LAW_WINNERS ? "lead-on" : "play");
          PL_CARDSET_FOREACH (move->cards, c)
            {
              pl_card_to_string (c, buf);
              g_string_append_printf (out, " %s", buf);
            }
          return TRUE;
        }
      if (move->kind == PL_MOVE_DISCARD && pl_cardset_count (move->cards) > 1)
        {
          g_string_append (out, "show-hand");
          return TRUE;
        }
      if (move->kind == PL_MOVE_DISCARD)
        {
          pl_card_to_string (pl_cardset_first (move->cards), buf);
          g_string_append_printf (out, "expose %s", buf);
          return TRUE;
        }
      law = state != NULL ? pl_euchre_laws_classify (state, move) : PL_EUCHRE_LAW_NONE;
      pl_card_to_string (move->card, buf);
      g_string_append_printf (out, "play %s %s", buf,
                              law != PL_EUCHRE_LAW_NONE ? law_words[law] : "irregular");
      return TRUE;
    }
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_LAW_CALL:
      g_string_append_printf (out, "call %s", pl_euchre_laws_law_word (move->arg));
      return TRUE;
    case PL_MOVE_REMEDY:
      g_string_append (out, pl_euchre_laws_remedy_word (move->arg));
      if (move->arg == PL_EUCHRE_REMEDY_DEMAND && move->card != PL_CARD_NONE)
        {
          pl_card_to_string (move->card, buf);
          g_string_append_printf (out, " %s", buf);
        }
      else if (move->arg == PL_EUCHRE_REMEDY_DEMAND)
        g_string_append_printf (out, " %s", pl_euchre_suit_word (move->value));
      else if ((move->arg == PL_EUCHRE_REMEDY_CALL_WIN || move->arg == PL_EUCHRE_REMEDY_NAME) &&
               move->card != PL_CARD_NONE)
        {
          pl_card_to_string (move->card, buf);
          g_string_append_printf (out, " %s", buf);
        }
      return TRUE;
    default:
      return FALSE;
    }
}

PlLawsParse
pl_euchre_laws_move_from_string (const PlEuchreState *state,
                                 guint                seat,
                                 char               **words,
                                 guint                n_words,
                                 const char          *text,
                                 PlMove              *move,
                                 GError             **error)
{
  const char *verb = words[0];
  PlCard card;
  guint suit;

  if (g_ascii_strcasecmp (verb, "call") == 0 && n_words == 2 &&
      g_ascii_strcasecmp (words[1], "revoke") == 0)
    {
      *move = pl_move_new (PL_MOVE_LAW_CALL, seat);
      move->arg = PL_EUCHRE_LAW_REVOKE;
      return PL_LAWS_PARSED;
    }
  if (g_ascii_strcasecmp (verb, "expose") == 0)
    {
      if (n_words != 2 || !pl_euchre_parse_card (state, words[1], &card))
        {
          pl_euchre_parse_error (error, text, _("say one card of this pack, like “expose HT”"));
          return PL_LAWS_PARSE_FAILED;
        }
      *move = pl_move_new (PL_MOVE_DISCARD, seat);
      move->cards = PL_CARDSET_BIT (card);
      move->flags = PL_MOVE_IRREGULAR;
      return PL_LAWS_PARSED;
    }
  if (g_ascii_strcasecmp (verb, "lift-trump") == 0)
    {
      /* Law 46 III: the card turned up (read against the deal). */
      if (n_words != 1 || state == NULL || state->turned >= 64)
        {
          pl_euchre_parse_error (error, text, _("“lift-trump” takes no card: it is the one "
                                                "turned up"));
          return PL_LAWS_PARSE_FAILED;
        }
      *move = pl_move_new (PL_MOVE_DISCARD, seat);
      move->cards = PL_CARDSET_BIT (state->turned);
      move->arg = PL_EUCHRE_LAW_TRUMP_LIFTED;
      move->flags = PL_MOVE_IRREGULAR;
      return PL_LAWS_PARSED;
    }
  if (g_ascii_strcasecmp (verb, "detach") == 0 || g_ascii_strcasecmp (verb, "name") == 0)
    {
      gboolean detach = g_ascii_strcasecmp (verb, "detach") == 0;

      if (n_words != 2 || !pl_euchre_parse_card (state, words[1], &card))
        {
          pl_euchre_parse_error (error, text, detach ? _("say one card of this pack, like "
                                                         "“detach HT”")
                                                     : _("say one card of this pack, like "
                                                         "“name HT”"));
          return PL_LAWS_PARSE_FAILED;
        }
      if (detach)
        {
          *move = pl_move_new (PL_MOVE_DISCARD, seat);
          move->cards = PL_CARDSET_BIT (card);
          move->arg = PL_EUCHRE_LAW_DETACHED;
          move->flags = PL_MOVE_IRREGULAR;
        }
      else
        {
          *move = pl_move_new (PL_MOVE_REMEDY, seat);
          move->arg = PL_EUCHRE_REMEDY_NAME;
          move->card = card;
        }
      return PL_LAWS_PARSED;
    }
  if (g_ascii_strcasecmp (verb, "call-win") == 0)
    {
      *move = pl_move_new (PL_MOVE_REMEDY, seat);
      move->arg = PL_EUCHRE_REMEDY_CALL_WIN;
      if (n_words == 2 && pl_euchre_parse_card (state, words[1], &card))
        move->card = card;
      else if (n_words != 1)
        {
          pl_euchre_parse_error (error, text, _("say the card led on whose trick he must win, "
                                                "like “call-win SA”, or nothing for the first "
                                                "trick"));
          return PL_LAWS_PARSE_FAILED;
        }
      return PL_LAWS_PARSED;
    }
  if (g_ascii_strcasecmp (verb, "lead-on") == 0 ||
      (g_ascii_strcasecmp (verb, "play") == 0 && n_words >= 3 &&
       pl_euchre_parse_card (state, words[2], &card)))
    {
      gboolean lead_on = g_ascii_strcasecmp (verb, "lead-on") == 0;
      PlCardSet cards = 0;

      for (guint i = 1; i < n_words; i++)
        {
          if (!pl_euchre_parse_card (state, words[i], &card) || pl_cardset_has (cards, card))
            {
              pl_euchre_parse_error (error, text, lead_on ? _("say the winning cards led on, "
                                                              "like “lead-on SA HA”")
                                                          : _("say the cards played at once, "
                                                              "like “play HT HA”"));
              return PL_LAWS_PARSE_FAILED;
            }
          cards = pl_cardset_add (cards, card);
        }
      if (cards == 0)
        {
          pl_euchre_parse_error (error, text, _("say the winning cards led on, like "
                                                "“lead-on SA HA”"));
          return PL_LAWS_PARSE_FAILED;
        }
      *move = pl_move_new (PL_MOVE_PLAY, seat);
      move->cards = cards;
      move->arg = lead_on ? PL_EUCHRE_LAW_WINNERS : 0;
      move->flags = PL_MOVE_IRREGULAR;
      return PL_LAWS_PARSED;
    }
  if (g_ascii_strcasecmp (verb, "show-hand") == 0)
    {
      /* Law 48: every card of his hand (read against the deal). */
      if (n_words != 1 || state == NULL || seat >= PL_EUCHRE_N_SEATS ||
          pl_cardset_count (state->hands[seat]) < 2)
        {
          pl_euchre_parse_error (error, text, _("“show-hand” throws a hand of two cards or more "
                                                "face up"));
          return PL_LAWS_PARSE_FAILED;
        }
      *move = pl_move_new (PL_MOVE_DISCARD, seat);
      move->cards = state->hands[seat];
      move->flags = PL_MOVE_IRREGULAR;
      return PL_LAWS_PARSED;
    }
  if (g_ascii_strcasecmp (verb, "demand") == 0)
    {
      *move = pl_move_new (PL_MOVE_REMEDY, seat);
      move->arg = PL_EUCHRE_REMEDY_DEMAND;
      if (n_words == 2 && pl_euchre_parse_suit (words[1], &suit))
        move->value = suit;
      else if (n_words == 2 && pl_euchre_parse_card (state, words[1], &card))
        move->card = card;
      else
        {
          pl_euchre_parse_error (error, text, _("say an exposed card or a suit, like “demand HT” "
                                                "or “demand hearts”"));
          return PL_LAWS_PARSE_FAILED;
        }
      return PL_LAWS_PARSED;
    }
  for (guint r = PL_EUCHRE_REMEDY_CALL_CARD; r < G_N_ELEMENTS (remedy_words); r++)
    if ((r == PL_EUCHRE_REMEDY_CALL_CARD || r == PL_EUCHRE_REMEDY_CALL_SUIT ||
         r == PL_EUCHRE_REMEDY_NO_CALL || r == PL_EUCHRE_REMEDY_LET_STAND) &&
        g_ascii_strcasecmp (verb, remedy_words[r]) == 0)
      {
        if (n_words != 1)
          {
            pl_euchre_parse_error (error, text, _("too many words"));
            return PL_LAWS_PARSE_FAILED;
          }
        *move = pl_move_new (PL_MOVE_REMEDY, seat);
        move->arg = r;
        return PL_LAWS_PARSED;
      }
  if (g_ascii_strcasecmp (verb, "play") == 0 && n_words == 3)
    {
      guint named = PL_EUCHRE_LAW_NONE;

      if (g_ascii_strcasecmp (words[2], "out-of-turn") == 0)
        named = PL_EUCHRE_LAW_OUT_OF_TURN;
      else if (g_ascii_strcasecmp (words[2], "revoke") == 0)
        named = PL_EUCHRE_LAW_REVOKE;
      else if (g_ascii_strcasecmp (words[2], "irregular") != 0)
        return PL_LAWS_NOT_MINE;
      if (!pl_euchre_parse_card (state, words[1], &card))
        {
          pl_euchre_parse_error (error, text, _("say one card of this pack, like “play HT revoke”"));
          return PL_LAWS_PARSE_FAILED;
        }
      *move = pl_move_new (PL_MOVE_PLAY, seat);
      move->card = card;
      move->flags = PL_MOVE_IRREGULAR;
      /* The word must name the law the act breaks, so that a record says
       * what happened (check_move() says why an act breaks none). */
      if (named != PL_EUCHRE_LAW_NONE)
        {
          guint law = pl_euchre_laws_classify (state, move);

          if (law != PL_EUCHRE_LAW_NONE && law != named)
            {
              pl_euchre_parse_error (error, text, law == PL_EUCHRE_LAW_REVOKE
                                     ? _("it is this player’s turn: a card that fails to follow is a revoke")
                                     : _("it is not this player’s turn: the card is led out of turn"));
              return PL_LAWS_PARSE_FAILED;
            }
        }
      return PL_LAWS_PARSED;
    }
  return PL_LAWS_NOT_MINE;
}

/* Sentences --------------------------------------------------------------- */

static char *
describe_out_of_turn (const PlLawEvent *e,
                      const char       *card)
{
  guint trick = (guint) e->trick + 1;

  switch (e->remedy)
    {
    case PL_EUCHRE_REMEDY_CALL_CARD:
      /* Translators: "Law 52" is the law quoted; %u are seats and a
       * trick's number, %s a card (HT). */
      return g_strdup_printf (_("Law 52: seat %u led %s out of turn in trick %u; seat %u called "
                                "the card: it is taken back, exposed, and liable to be called"),
                              (guint) e->seat, card, trick, (guint) e->by);
    case PL_EUCHRE_REMEDY_CALL_SUIT:
      return g_strdup_printf (_("Law 52: seat %u led %s out of turn in trick %u; seat %u will call "
                                "a suit from him or his partner when it is next the turn of "
                                "either to lead"), (guint) e->seat, card, trick, (guint) e->by);
    case PL_EUCHRE_REMEDY_STANDS:
      return g_strdup_printf (_("Law 53: seat %u led %s out of turn in trick %u and the others "
                                "followed him: the trick is complete, and the error cannot be "
                                "rectified"), (guint) e->seat, card, trick);
    default:
      return g_strdup_printf (_("Law 52: seat %u led %s out of turn: the adversaries may call the "
                                "card or call a suit; cards played to it are taken back (law 53)"),
                              (guint) e->seat, card);
    }
}

static char *
describe_revoke (const PlEuchreState *state,
                 const PlLawEvent    *e,
                 const char          *card)
{
  guint trick = (guint) e->trick + 1;
  guint wronged = 1 - pl_euchre_side (e->seat);

  switch ((PlLawStatus) e->status)
    {
    case PL_LAW_UNSEEN:
      return g_strdup_printf (_("Law 54: seat %u revoked with %s in trick %u; nobody has called "
                                "it"), (guint) e->seat, card, trick);
    case PL_LAW_OPEN:
      return g_strdup_printf (_("Law 54: seat %u revoked with %s in trick %u: call the revoke, "
                                "and seats %u and %u score %u, or let the result stand"),
                              (guint) e->seat, card, trick, wronged, wronged + 2,
                              pl_euchre_laws_penalty (state, e));
    case PL_LAW_CONDONED:
      return g_strdup_printf (_("Law 54: seat %u revoked with %s in trick %u; seat %u let the "
                                "result stand"), (guint) e->seat, card, trick, (guint) e->by);
    case PL_LAW_SETTLED:
    default:
      /* Translators: the penalty of a revoke takes precedence of all
       * other scores (Leeds and Dwight, law 4). */
      return g_strdup_printf (_("Law 54: seat %u revoked with %s in trick %u and seat %u called "
                                "it: the penalty of a revoke, %u points to seats %u and %u, "
                                "takes precedence of all other scores"),
                              (guint) e->seat, card, trick, (guint) e->by, (guint) e->points,
                              wronged, wronged + 2);
    }
}

/* Laws 47 and 51, answered or not. */
static char *
describe_called (const PlLawEvent *e,
                 const char       *card)
{
  char named[3] = "?";

  if (e->law == PL_EUCHRE_LAW_WINNERS)
    {
      if (e->status == PL_LAW_OPEN)
        /* Translators: law 47; %u are seats. */
        return g_strdup_printf (_("Law 47: seat %u led on winning cards without waiting for "
                                  "his partner: call on seat %u to win the first or any other "
                                  "of those tricks, or do not call; the cards led on are "
                                  "exposed"), (guint) e->seat, pl_euchre_partner (e->seat));
      if (e->remedy == PL_EUCHRE_REMEDY_CALL_WIN && e->side == 0)
        return g_strdup_printf (_("Law 47: seat %u led on winning cards without waiting for "
                                  "his partner: seat %u called on seat %u to win the first "
                                  "trick, if he can; the other cards are exposed"),
                                (guint) e->seat, (guint) e->by, pl_euchre_partner (e->seat));
      if (e->remedy == PL_EUCHRE_REMEDY_CALL_WIN)
        return g_strdup_printf (_("Law 47: seat %u led on winning cards without waiting for "
                                  "his partner: seat %u called on seat %u to win the trick of "
                                  "%s, if he can; the other cards are exposed"),
                                (guint) e->seat, (guint) e->by, pl_euchre_partner (e->seat),
                                card);
      return g_strdup_printf (_("Law 47: seat %u led on winning cards without waiting for his "
                                "partner: the cards thus improperly played are exposed cards"),
                              (guint) e->seat);
    }
  if (e->status == PL_LAW_OPEN)
    return g_strdup_printf (_("Law 51: seat %u detached a card from his hand: it is liable to "
                              "be called if you can name it; a wrong name lets the adversaries "
                              "call a suit when you or your partner next lead"), (guint) e->seat);
  if (e->remedy != PL_EUCHRE_REMEDY_NAME)
    return g_strdup_printf (_("Law 51: seat %u detached %s from his hand; nobody named it"),
                            (guint) e->seat, card);
  pl_card_to_string (e->side, named);
  if (g_strcmp0 (named, card) == 0)
    return g_strdup_printf (_("Law 51: seat %u detached %s from his hand and seat %u named it: "
                              "it is liable to be called"), (guint) e->seat, card, (guint) e->by);
  return g_strdup_printf (_("Law 51: seat %u detached %s from his hand; seat %u named %s, a "
                            "wrong card, and is liable to have a suit called when he or his "
                            "partner next lead"), (guint) e->seat, card, (guint) e->by, named);
}

char *
pl_euchre_laws_describe (const void       *state_ptr,
                         const PlLawEvent *e)
{
  const PlEuchreState *state = state_ptr;
  char card[3] = "?";

  if (e->card != PL_CARD_NONE)
    pl_card_to_string (e->card, card);
  switch ((PlEuchreLaw) e->law)
    {
    case PL_EUCHRE_LAW_EXPOSED:
      return g_strdup_printf (_("Law 46: seat %u exposed %s: it must be left on the table, "
                                "liable to be called"), (guint) e->seat, card);
    case PL_EUCHRE_LAW_HAND_SHOWN:
      return g_strdup_printf (_("Law 48: seat %u threw his cards face upwards: they are exposed, "
                                "and can be called by the adversaries"), (guint) e->seat);
    case PL_EUCHRE_LAW_TWO_CARDS:
      return g_strdup_printf (_("Law 46 I: seat %u played %u cards at once: they are exposed, "
                                "liable to be called, and he is still to play"),
                              (guint) e->seat, (guint) e->side);
    case PL_EUCHRE_LAW_TRUMP_LIFTED:
      return g_strdup_printf (_("Law 46 III: seat %u lifted the trump card %s from the pack: it "
                                "is exposed, liable to be called"), (guint) e->seat, card);
    case PL_EUCHRE_LAW_ABANDONED:
      return g_strdup_printf (_("Law 49: all the players threw their cards on the table face "
                                "upwards: the hands are abandoned with %u tricks unplayed, and "
                                "no claim that the game could have been saved or won can be "
                                "entertained unless a revoke be established"), (guint) e->side);
    case PL_EUCHRE_LAW_LONE_ABANDONED:
      return g_strdup_printf (_("Law 50: seat %u, an adversary of the lone hand, laid his hand "
                                "face upwards on the table: the party playing alone scores five "
                                "points"), (guint) e->seat);
    case PL_EUCHRE_LAW_WINNERS:
    case PL_EUCHRE_LAW_DETACHED:
      return describe_called (e, card);
    case PL_EUCHRE_LAW_OUT_OF_TURN:
      return describe_out_of_turn (e, card);
    case PL_EUCHRE_LAW_REVOKE:
      return describe_revoke (state, e, card);
    case PL_EUCHRE_LAW_CARD_CALLED:
      if (e->status == PL_LAW_OPEN)
        return g_strdup_printf (_("Law 46: seat %u, to play, has an exposed card: call it, or "
                                  "do not call"), (guint) e->seat);
      return g_strdup_printf (_("Law 56: seat %u called the exposed %s from seat %u, who must "
                                "play it"), (guint) e->by, card, (guint) e->seat);
    case PL_EUCHRE_LAW_SUIT_CALLED:
      if (e->status == PL_LAW_OPEN)
        return g_strdup_printf (_("Law 52: seat %u is to lead: name the suit he must lead, or do "
                                  "not call"), (guint) e->seat);
      if (e->remedy == PL_EUCHRE_REMEDY_PAID)
        return g_strdup_printf (_("Law 57: seat %u called %s from seat %u, who has none: the "
                                  "penalty is paid"), (guint) e->by,
                                pl_euchre_suit_name (e->side), (guint) e->seat);
      return g_strdup_printf (_("Law 52: seat %u called %s from seat %u, who must lead one"),
                              (guint) e->by, pl_euchre_suit_name (e->side), (guint) e->seat);
    case PL_EUCHRE_LAW_NONE:
    default:
      return g_strdup ("");
    }
}

char *
pl_euchre_laws_remedy_label (const void   *state_ptr,
                             const PlMove *move)
{
  char card[3];

  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_LAW_CALL:
      return g_strdup (_("Call the Revoke"));
    case PL_MOVE_REMEDY:
      switch (move->arg)
        {
        case PL_EUCHRE_REMEDY_CALL_CARD:
          return g_strdup (_("Call the Card Led"));
        case PL_EUCHRE_REMEDY_CALL_SUIT:
          return g_strdup (_("Call a Suit at His Side’s Next Lead"));
        case PL_EUCHRE_REMEDY_NO_CALL:
          return g_strdup (_("Do Not Call"));
        case PL_EUCHRE_REMEDY_LET_STAND:
          return g_strdup (_("Let the Result Stand"));
        case PL_EUCHRE_REMEDY_CALL_WIN:
          if (move->card == PL_CARD_NONE)
            return g_strdup (_("Call on His Partner to Win This Trick"));
          pl_card_to_string (move->card, card);
          /* Translators: law 47; %s is a card led on (SA). */
          return g_strdup_printf (_("Call on His Partner to Win the Trick of %s"), card);
        case PL_EUCHRE_REMEDY_NAME:
          pl_card_to_string (move->card, card);
          /* Translators: law 51; %s is the card named (SA). */
          return g_strdup_printf (_("Name %s"), card);
        case PL_EUCHRE_REMEDY_DEMAND:
          if (move->card != PL_CARD_NONE)
            {
              pl_card_to_string (move->card, card);
              /* Translators: %s is an exposed card (HT). */
              return g_strdup_printf (_("Call %s"), card);
            }
          /* Translators: %s is a suit (Hearts). */
          return g_strdup_printf (_("Call %s"), pl_euchre_suit_name (move->value));
        default:
          return NULL;
        }
    case PL_MOVE_PLAY:
      pl_card_to_string (move->card, card);
      /* Translators: playing to a card led out of turn lets it stand. */
      return g_strdup_printf (_("Play %s to It"), card);
    default:
      return NULL;
    }
}
