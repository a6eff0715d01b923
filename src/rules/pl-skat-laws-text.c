/* pl-skat-laws-text.c — Skat's laws in words: the notation of irregular
 * acts and remedies, and the sentences that explain them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-skat-laws.h"
#include "pl-skat-private.h"

/* The words of the notation are not translated (pl-skat.h). */
static const char *const law_words[] = { "none", "out-of-turn", "revoke" };
static const char *const remedy_words[] = {
  "none", "take-back", "stands", "call", "let-stand",
};

const char *
pl_skat_laws_law_word (guint law)
{
  return law < G_N_ELEMENTS (law_words) ? law_words[law] : "?";
}

const char *
pl_skat_laws_remedy_word (guint remedy)
{
  return remedy < G_N_ELEMENTS (remedy_words) ? remedy_words[remedy] : "?";
}

const char *
pl_skat_laws_law_source (guint law)
{
  switch (law)
    {
    case PL_SKAT_LAW_OUT_OF_TURN: return "Seed 000, “Playing Out of Turn”";
    case PL_SKAT_LAW_REVOKE: return "Seed 000, “The Revoke”; ISkO 4.1.3–4.1.4";
    default: return "";
    }
}

/* Notation ---------------------------------------------------------------- */

gboolean
pl_skat_laws_move_to_string (const PlSkatState *state,
                             const PlMove      *move,
                             GString           *out)
{
  char buf[3];

  if (move->flags & PL_MOVE_IRREGULAR)
    {
      PlSkatLaw law = state != NULL ? pl_skat_laws_classify (state, move) : PL_SKAT_LAW_NONE;

      pl_card_to_string (move->card, buf);
      g_string_append_printf (out, "%s %s %s", move->kind == PL_MOVE_PLAY ? "play" : "?", buf,
                              law != PL_SKAT_LAW_NONE ? law_words[law] : "irregular");
      return TRUE;
    }
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_LAW_CALL:
      g_string_append_printf (out, "call %s", pl_skat_laws_law_word (move->arg));
      return TRUE;
    case PL_MOVE_REMEDY:
      g_string_append (out, pl_skat_laws_remedy_word (move->arg));
      return TRUE;
    default:
      return FALSE;
    }
}

PlLawsParse
pl_skat_laws_move_from_string (const PlSkatState *state,
                               guint              seat,
                               char             **words,
                               guint              n_words,
                               const char        *text,
                               PlMove            *move,
                               GError           **error)
{
  const char *verb = words[0];

  if (g_ascii_strcasecmp (verb, "call") == 0)
    {
      if (n_words != 2 || g_ascii_strcasecmp (words[1], "revoke") != 0)
        {
          pl_skat_parse_error (error, text, _("only a revoke is called, “call revoke”"));
          return PL_LAWS_PARSE_FAILED;
        }
      *move = pl_move_new (PL_MOVE_LAW_CALL, seat);
      move->arg = PL_SKAT_LAW_REVOKE;
      return PL_LAWS_PARSED;
    }
  for (guint r = PL_SKAT_REMEDY_TAKE_BACK; r < G_N_ELEMENTS (remedy_words); r++)
    if ((r == PL_SKAT_REMEDY_TAKE_BACK || r == PL_SKAT_REMEDY_LET_STAND) &&
        g_ascii_strcasecmp (verb, remedy_words[r]) == 0)
      {
        if (n_words != 1)
          {
            pl_skat_parse_error (error, text, _("too many words"));
            return PL_LAWS_PARSE_FAILED;
          }
        *move = pl_move_new (PL_MOVE_REMEDY, seat);
        move->arg = r;
        return PL_LAWS_PARSED;
      }
  if (g_ascii_strcasecmp (verb, "play") == 0 && n_words == 3)
    {
      const char *word = words[2];
      PlSkatLaw named = PL_SKAT_LAW_NONE;
      PlCard card;

      for (guint l = PL_SKAT_LAW_OUT_OF_TURN; l < G_N_ELEMENTS (law_words); l++)
        if (g_ascii_strcasecmp (word, law_words[l]) == 0)
          named = l;
      if (named == PL_SKAT_LAW_NONE && g_ascii_strcasecmp (word, "irregular") != 0)
        return PL_LAWS_NOT_MINE;
      if (!pl_card_from_string (words[1], &card) || !pl_cardset_has (pl_skat_pack_set (), card))
        {
          pl_skat_parse_error (error, text, _("say one card of the Skat pack, like “play HT revoke”"));
          return PL_LAWS_PARSE_FAILED;
        }
      *move = pl_move_new (PL_MOVE_PLAY, seat);
      move->card = card;
      move->flags = PL_MOVE_IRREGULAR;
      /* The word must name the law the act breaks, so that a record says
       * what happened (check_move() says why an act breaks none). */
      if (state != NULL && named != PL_SKAT_LAW_NONE)
        {
          PlSkatLaw law = pl_skat_laws_classify (state, move);

          if (law != PL_SKAT_LAW_NONE && law != named)
            {
              pl_skat_parse_error (error, text, law == PL_SKAT_LAW_REVOKE
                           ? _("it is this player’s turn: a card that fails to follow is a revoke")
                           : _("it is not this player’s turn: the card is played out of turn"));
              return PL_LAWS_PARSE_FAILED;
            }
        }
      return PL_LAWS_PARSED;
    }
  return PL_LAWS_NOT_MINE;
}

/* Sentences --------------------------------------------------------------- */

static const char *
seat_name (const PlSkatState *state,
           gint               seat)
{
  gint pos = seat >= 0 ? pl_skat_get_seat_position (state, (guint) seat) : -1;

  return pl_skat_position_name (pos >= 0 ? (guint) pos : 3);
}

static char *
describe_out_of_turn (const PlSkatState *state,
                      const PlLawEvent  *e,
                      const char        *card)
{
  const char *who = seat_name (state, e->seat);

  if (!pl_skat_laws_is_declarer (state, e->seat))
    /* Translators: "Seed 000, “Playing Out of Turn”" is the law quoted;
     * %s are a position (Middlehand), a card (HT) and a trick's number. */
    return g_strdup_printf (_("Seed 000, “Playing Out of Turn”: %s, an adversary of the single "
                              "player, played %s out of turn in trick %u: the game is lost for "
                              "the adversaries"), who, card, (guint) e->trick + 1);
  if (e->status == PL_LAW_OPEN)
    return g_strdup_printf (_("Seed 000, “Playing Out of Turn”: %s, the single player, led %s "
                              "out of turn: the card must be taken back, unless both adversaries "
                              "play to it"), who, card);
  if (e->remedy == PL_SKAT_REMEDY_STANDS)
    return g_strdup_printf (_("Seed 000, “Playing Out of Turn”: %s, the single player, led %s "
                              "out of turn in trick %u and both adversaries played to it: the "
                              "trick stands good"), who, card, (guint) e->trick + 1);
  if (e->by >= 0)
    return g_strdup_printf (_("Seed 000, “Playing Out of Turn”: %s, the single player, led %s "
                              "out of turn in trick %u; %s called it back: the cards played to "
                              "it are taken back, without penalty"),
                            who, card, (guint) e->trick + 1, seat_name (state, e->by));
  return g_strdup_printf (_("Seed 000, “Playing Out of Turn”: %s, the single player, played %s "
                            "out of turn in trick %u: the card is taken back; the single player "
                            "suffers no penalty"), who, card, (guint) e->trick + 1);
}

static char *
describe_revoke (const PlSkatState *state,
                 const PlLawEvent  *e,
                 const char        *card)
{
  const char *who = seat_name (state, e->seat);
  const char *by = seat_name (state, e->by);
  guint trick = (guint) e->trick + 1;
  gboolean declarer = pl_skat_laws_is_declarer (state, e->seat);
  guint dp, dt, op, ot;

  switch ((PlLawStatus) e->status)
    {
    case PL_LAW_UNSEEN:
      return g_strdup_printf (_("Seed 000, “The Revoke”: %s revoked with %s in trick %u; nobody "
                                "has called it"), who, card, trick);
    case PL_LAW_OPEN:
      if (declarer)
        return g_strdup_printf (_("ISkO 4.1.4: %s, the single player, revoked with %s in trick "
                                  "%u: call the revoke, and his game is lost, or let the result "
                                  "stand"), who, card, trick);
      return g_strdup_printf (_("Seed 000, “The Revoke”: %s, an adversary of the single player, "
                                "revoked with %s in trick %u: call the revoke, and the game is "
                                "lost for the adversaries, or let the result stand"),
                              who, card, trick);
    case PL_LAW_CONDONED:
      return g_strdup_printf (_("Seed 000, “The Revoke”: %s revoked with %s in trick %u; %s let "
                                "the result stand"), who, card, trick, by);
    case PL_LAW_SETTLED:
    default:
      break;
    }

  pl_skat_laws_count_before (state, e->trick, &dp, &dt, &op, &ot);
  if (state->contract == PL_SKAT_NULL)
    return g_strdup_printf (_("Seed 000, “The Revoke”: %s revoked with %s in trick %u and %s "
                              "called it: “In Nullos, the game is lost the moment the revoke is "
                              "discovered”"), who, card, trick, by);
  if (!declarer)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Seed 000, “The Revoke”: %s, an adversary of the single "
                                         "player, revoked with %s in trick %u and %s called it: "
                                         "the game is lost for the adversaries, who count the %u "
                                         "point of their tricks before it",
                                         "Seed 000, “The Revoke”: %s, an adversary of the single "
                                         "player, revoked with %s in trick %u and %s called it: "
                                         "the game is lost for the adversaries, who count the %u "
                                         "points of their tricks before it", op),
                            who, card, trick, by, op);
  if (pl_skat_laws_decided_won (state, dp))
    return g_strdup_printf (_("ISkO 4.1.3: %s, the single player, revoked with %s in trick %u "
                              "and %s called it, but his game was won already: he wins with the "
                              "%u points he had"), who, card, trick, by, dp);
  if (op >= 90)
    return g_strdup_printf (_("ISkO 4.1.3: %s, the single player, revoked with %s in trick %u "
                              "and %s called it: his game is lost with the %u points the "
                              "adversaries had made, Schneider"), who, card, trick, by, op);
  return g_strdup_printf (_("ISkO 4.1.4: %s, the single player, revoked with %s in trick %u and "
                            "%s called it: his game is lost, not Schneider or Schwarz"),
                          who, card, trick, by);
}

char *
pl_skat_laws_describe (const void       *state_ptr,
                       const PlLawEvent *e)
{
  const PlSkatState *state = state_ptr;
  char card[3] = "?";

  if (e->card != PL_CARD_NONE)
    pl_card_to_string (e->card, card);
  if (e->law == PL_SKAT_LAW_OUT_OF_TURN)
    return describe_out_of_turn (state, e, card);
  if (e->law == PL_SKAT_LAW_REVOKE)
    return describe_revoke (state, e, card);
  return g_strdup ("");
}

char *
pl_skat_laws_remedy_label (const void   *state_ptr,
                           const PlMove *move)
{
  char card[3];

  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_LAW_CALL:
      return g_strdup (_("Call the Revoke"));
    case PL_MOVE_REMEDY:
      if (move->arg == PL_SKAT_REMEDY_TAKE_BACK)
        return g_strdup (_("Call the Card Back"));
      if (move->arg == PL_SKAT_REMEDY_LET_STAND)
        return g_strdup (_("Let the Result Stand"));
      return NULL;
    case PL_MOVE_PLAY:
      pl_card_to_string (move->card, card);
      /* Translators: playing to a card led out of turn lets it stand. */
      return g_strdup_printf (_("Play %s to It"), card);
    default:
      return NULL;
    }
}
