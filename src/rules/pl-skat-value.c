/* pl-skat-value.c — game values, the result of a deal and its reasons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-skat.h"
#include "pl-skat-private.h"

guint
pl_skat_base_value (PlSkatContract contract)
{
  /* ISkO 4.1.1: Diamonds 9, Hearts 10, Spades 11, Clubs 12, Grand 24. */
  switch (contract)
    {
    case PL_SKAT_CLUBS: return 12;
    case PL_SKAT_SPADES: return 11;
    case PL_SKAT_HEARTS: return 10;
    case PL_SKAT_DIAMONDS: return 9;
    case PL_SKAT_GRAND: return 24;
    case PL_SKAT_NULL: return 23;
    case PL_SKAT_RAMSCH:
    case PL_SKAT_NO_CONTRACT:
    default:
      return 0;
    }
}

gint
pl_skat_matadors (PlSkatContract contract,
                  PlCardSet      cards)
{
  /* ISkO 4.1.2: the trumps from the top, CJ SJ HJ DJ, then in a suit game
   * the trump suit's A T K Q 9 8 7; count how many in an unbroken run the
   * declarer holds ("with") or lacks ("without"), skat included. */
  static const guint8 suit_order[7] = {
    PL_RANK_ACE, PL_RANK_10, PL_RANK_KING, PL_RANK_QUEEN,
    PL_RANK_9, PL_RANK_8, PL_RANK_7,
  };
  PlCard sequence[11];
  guint n = 0, run = 0;
  gboolean with;

  if (contract > PL_SKAT_GRAND)
    return 0;
  for (guint s = 0; s < 4; s++)
    sequence[n++] = PL_CARD (s, PL_RANK_JACK);
  if (contract <= PL_SKAT_DIAMONDS)
    for (guint i = 0; i < 7; i++)
      sequence[n++] = PL_CARD (contract, suit_order[i]);

  with = pl_cardset_has (cards, sequence[0]);
  while (run < n && pl_cardset_has (cards, sequence[run]) == with)
    run++;
  return with ? (gint) run : -(gint) run;
}

/* The multiplier levels beyond the matadors that an announcement
 * guarantees: Hand, Schneider and Schneider announced, Schwarz and Schwarz
 * announced, Ouvert (ISkO 4.1.6). */
static guint
announced_levels (guint flags)
{
  guint levels = 0;

  if (flags & PL_SKAT_FLAG_HAND)
    levels++;
  if (flags & PL_SKAT_FLAG_SCHNEIDER)
    levels += 2;
  if (flags & PL_SKAT_FLAG_SCHWARZ)
    levels += 2;
  if (flags & PL_SKAT_FLAG_OUVERT)
    levels++;
  return levels;
}

guint
pl_skat_game_value (PlSkatContract contract,
                    guint          flags,
                    PlCardSet      declarer_cards)
{
  if (contract == PL_SKAT_NULL)
    return pl_skat_null_value (flags);
  if (contract > PL_SKAT_GRAND)
    return 0;
  return pl_skat_base_value (contract) *
         (ABS (pl_skat_matadors (contract, declarer_cards)) + 1 +
          announced_levels (flags));
}

static void
ramsch_outcome (const PlSkatState *state,
                PlSkatOutcome     *o)
{
  guint most = 0;

  for (guint p = 0; p < 3; p++)
    {
      guint seat = state->seat_of[p];

      o->points[seat] = pl_skat_get_card_points (state, seat);
      most = MAX (most, o->points[seat]);
      if (state->n_won[seat] == 0)
        o->jungfrau++;
      if (state->n_won[seat] == 10)
        o->durchmarsch = seat;
    }
  if (o->durchmarsch >= 0)
    {
      /* Durchmarsch: one player took every trick and scores 120. */
      o->won = TRUE;
      o->value = 120 << state->pushes;
      o->score[o->durchmarsch] = o->value;
      o->jungfrau = 0;
      return;
    }
  /* The most card points lose them, doubled for every Jungfrau and for
   * every skat pushed on unseen in Schieberamsch; a tie for the most
   * charges every tied player (pl-skat.h). */
  o->value = -(gint) ((most << o->jungfrau) << state->pushes);
  for (guint p = 0; p < 3; p++)
    {
      guint seat = state->seat_of[p];

      if (o->points[seat] == most)
        o->score[seat] = o->value;
    }
}

guint
pl_skat_outcome_multiplier (const PlSkatOutcome *o)
{
  guint levels = 1;

  /* ISkO 4.1.6: game, Hand, Schneider, Schneider announced, Schwarz,
   * Schwarz announced, Ouvert; an announcement counts what it promises. */
  if (o->flags & PL_SKAT_FLAG_HAND)
    levels++;
  if (o->schneider || (o->flags & PL_SKAT_FLAG_SCHNEIDER))
    levels++;
  if (o->flags & PL_SKAT_FLAG_SCHNEIDER)
    levels++;
  if (o->schwarz || (o->flags & PL_SKAT_FLAG_SCHWARZ))
    levels++;
  if (o->flags & PL_SKAT_FLAG_SCHWARZ)
    levels++;
  if (o->flags & PL_SKAT_FLAG_OUVERT)
    levels++;
  return ABS (o->matadors) + levels;
}

static void get_outcome (const PlSkatState *state,
                         PlSkatOutcome     *o);

void
pl_skat_get_outcome (const PlSkatState *state,
                     PlSkatOutcome     *o)
{
  get_outcome (state, o);
  o->pushes = state->pushes;
  o->ramsch_round = state->options.ramsch_deal;
  o->bock = state->options.bock_deal;
  /* A Bock round doubles every score of the deal (pl-skat-rounds.h). */
  if (o->bock > 0 && !o->passed && o->end != PL_SKAT_END_ABANDONED)
    {
      o->value *= 1 << o->bock;
      for (guint i = 0; i < PL_MAX_SEATS; i++)
        o->score[i] *= 1 << o->bock;
    }
}

static void
get_outcome (const PlSkatState *state,
             PlSkatOutcome     *o)
{
  guint decl;
  PlCardSet declarer_cards;
  gboolean conceded;

  memset (o, 0, sizeof *o);
  o->declarer = state->declarer;
  o->contract = state->contract;
  o->flags = state->flags;
  o->bid = state->bid;
  o->kontra = state->kontra;
  o->durchmarsch = -1;
  o->end = state->end;
  /* Only a deal that ended by a concession or abandonment names a seat
   * (a state put together by hand may leave the field zero). */
  o->abandoned_by = state->end != PL_SKAT_END_PLAYED ? state->abandoned_by : -1;
  o->abandon_reason = state->abandon_reason;

  if (state->end == PL_SKAT_END_ABANDONED)
    {
      /* Left or timed out before a game (pl-skat.h): nothing is scored,
       * the seat that abandoned the deal is marked with a penalty. */
      o->declarer = -1;
      o->contract = PL_SKAT_NO_CONTRACT;
      if (state->abandoned_by >= 0)
        o->penalty[state->abandoned_by] = 1;
      return;
    }
  if (state->contract == PL_SKAT_RAMSCH)
    {
      o->ramsch = TRUE;
      ramsch_outcome (state, o);
      return;
    }
  if (state->declarer < 0 || state->contract > PL_SKAT_NULL)
    {
      o->passed = state->declarer < 0;
      return;
    }

  decl = state->declarer;
  for (guint p = 0; p < 3; p++)
    o->points[state->seat_of[p]] = pl_skat_get_card_points (state, state->seat_of[p]);
  declarer_cards = state->won[decl] | state->skat;
  o->declarer_tricks = state->n_won[decl];
  conceded = state->end == PL_SKAT_END_DECLARER_CONCEDED ||
             state->end == PL_SKAT_END_DEFENDERS_CONCEDED;
  if (conceded)
    {
      /* The rest of the tricks go to the side conceded to (pl-skat.h); in
       * Null the declarer who wins takes none of them.  The opponents'
       * share is counted for the first of them from forehand round. */
      PlCardSet rest = pl_skat_get_rest (state);
      guint rest_tricks = 10 - state->n_tricks;

      if (state->end == PL_SKAT_END_DEFENDERS_CONCEDED &&
          state->contract != PL_SKAT_NULL)
        {
          declarer_cards |= rest;
          o->declarer_tricks += rest_tricks;
        }
      else
        {
          for (guint p = 0; p < 3; p++)
            if (state->seat_of[p] != decl)
              {
                o->points[state->seat_of[p]] += pl_skat_cardset_points (rest);
                break;
              }
        }
    }
  o->declarer_points = pl_skat_cardset_points (declarer_cards);
  o->points[decl] = o->declarer_points;

  if (state->contract == PL_SKAT_NULL)
    {
      /* ISkO 5.2: the declarer of a Null game must not take a trick; one
       * who concedes loses it, one conceded to wins it. */
      o->base = pl_skat_null_value (state->flags);
      o->multiplier = 1;
      o->game_value = o->base;
      o->won = o->declarer_tricks == 0;
      if (state->end == PL_SKAT_END_DECLARER_CONCEDED)
        o->won = FALSE;
    }
  else
    {
      gboolean all_played = state->n_tricks == 10 || conceded;

      /* ISkO 4.1.5/4.1.7: Schneider by card points (90 or more, or 30 or
       * less for the declarer), Schwarz by tricks.  A declarer who
       * concedes during the first trick is neither (the server's rule,
       * pl-skat.h). */
      if (state->end == PL_SKAT_END_DECLARER_CONCEDED && state->n_tricks == 0)
        all_played = FALSE;
      o->schneider = all_played &&
                     (o->declarer_points >= 90 || o->declarer_points <= 30);
      o->schwarz = all_played &&
                   (o->declarer_tricks == 10 || o->declarer_tricks == 0);
      o->won = o->declarer_points >= 61;
      if ((state->flags & PL_SKAT_FLAG_SCHNEIDER) && o->declarer_points < 90)
        o->won = FALSE;
      if ((state->flags & PL_SKAT_FLAG_SCHWARZ) && o->declarer_tricks < 10)
        o->won = FALSE;

      o->matadors = pl_skat_matadors (state->contract,
                                      state->dealt[decl] | state->dealt_skat);
      o->base = pl_skat_base_value (state->contract);
      o->multiplier = pl_skat_outcome_multiplier (o);
      o->game_value = o->base * o->multiplier;
    }
  /* A law decided the game (seed 000, ISkO 4.1.3–4.1.4). */
  if (state->end == PL_SKAT_END_LAW)
    pl_skat_laws_judge (state, o);

  o->value = o->game_value;
  if (o->game_value < state->bid)
    {
      /* ISkO 4.4.1: an overbid game is lost, charged at the smallest
       * multiple of the base value that reaches the bid. */
      o->overbid = TRUE;
      o->won = FALSE;
      o->value = (state->bid + o->base - 1) / o->base * o->base;
    }
  /* ISkO 4.4.2 (and 5.2 for Null): a lost game counts double, a Hand game
   * too. */
  if (!o->won)
    o->value = -2 * o->value;
  o->value *= 1 << state->kontra;
  o->score[decl] = o->value;
}

/* Reasons ---------------------------------------------------------------- */

/* "Clubs with 2, game 3, Hand 4: 4 × 12 = 48" (pl_skat_value_text()). */
static void
append_levels (GString             *out,
               const PlSkatOutcome *o)
{
  g_autofree char *text = pl_skat_value_text (o->contract, o->flags, o->matadors,
                                              o->schneider, o->schwarz);

  g_string_append (out, text);
}

/* "Bock: the deal counts double: -96" (pl-skat-rounds.h). */
static void
append_bock (GString             *out,
             const PlSkatOutcome *o)
{
  if (o->bock == 0)
    return;
  g_string_append_c (out, '\n');
  if (o->bock == 1)
    g_string_append_printf (out, _("Bock: the deal counts double: %d"), o->value);
  else
    g_string_append_printf (out, _("Bock %u times over: the deal counts %u times: %d"),
                            o->bock, 1u << o->bock, o->value);
}

static char *
outcome_reasons (const PlSkatState   *state,
                 const PlSkatOutcome *o)
{
  GString *out = g_string_new (NULL);
  gint unkontra;

  if (o->passed)
    {
      g_string_append (out, _("Thrown in: everyone passed"));
      return g_string_free (out, FALSE);
    }
  if (o->end == PL_SKAT_END_ABANDONED)
    {
      gint pos = pl_skat_get_seat_position (state, MAX (o->abandoned_by, 0));

      g_string_append_printf (out, o->abandon_reason == PL_SKAT_CONCEDE_TIMEOUT
                              ? _("Abandoned: %s ran out of time before a game was played")
                              : _("Abandoned: %s left the table before a game was played"),
                              pl_skat_position_name (MAX (pos, 0)));
      g_string_append_c (out, '\n');
      g_string_append (out, _("Nothing is scored; a penalty is marked for the player who abandoned the deal"));
      return g_string_free (out, FALSE);
    }
  if (o->end == PL_SKAT_END_DECLARER_CONCEDED || o->end == PL_SKAT_END_DEFENDERS_CONCEDED)
    {
      gboolean to_declarer = o->end == PL_SKAT_END_DEFENDERS_CONCEDED;

      if (o->abandoned_by >= 0)
        {
          gint pos = pl_skat_get_seat_position (state, o->abandoned_by);

          g_string_append_printf (out, o->abandon_reason == PL_SKAT_CONCEDE_TIMEOUT
                                  ? _("%s ran out of time, which concedes the rest")
                                  : _("%s left the table, which concedes the rest"),
                                  pl_skat_position_name (MAX (pos, 0)));
          g_string_append_c (out, '\n');
        }
      if (o->contract == PL_SKAT_NULL)
        g_string_append (out, to_declarer
                         ? _("The opponents conceded: the declarer wins his Null game")
                         : _("The declarer conceded his Null game"));
      else
        g_string_append (out, to_declarer
                         ? _("The opponents conceded: the rest of the tricks go to the declarer")
                         : _("The declarer conceded: the rest of the tricks go to the opponents"));
      g_string_append_c (out, '\n');
    }
  if (o->ramsch)
    {
      g_string_append_printf (out, _("Ramsch: card points %u, %u and %u"),
                              o->points[state->seat_of[0]],
                              o->points[state->seat_of[1]],
                              o->points[state->seat_of[2]]);
      if (o->durchmarsch >= 0)
        g_string_append_printf (out, "\n%s", _("Durchmarsch: one player took every trick and scores 120"));
      else
        {
          if (o->jungfrau > 0)
            g_string_append_printf (out, "\n%s", _("Jungfrau: a player took no trick, which doubles the loss"));
          g_string_append_printf (out, "\n");
          g_string_append_printf (out, _("The most card points lose: %d"), o->value / (1 << o->bock));
        }
      if (o->pushes > 0)
        {
          g_string_append_c (out, '\n');
          g_string_append_printf (out,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "Schieberamsch: the skat was pushed on unseen %u time, each doubling",
                                               "Schieberamsch: the skat was pushed on unseen %u times, each doubling",
                                               o->pushes),
                                  o->pushes);
        }
      append_bock (out, o);
      return g_string_free (out, FALSE);
    }

  /* The value before Kontra, Re and Bock doubled it. */
  unkontra = o->value / (1 << o->kontra) / (1 << o->bock);
  /* The irregularities of a deal played by the laws, and what they made
   * of it (pl-skat-laws.h). */
  if (state->options.laws)
    {
      gsize before = out->len;

      pl_laws_append_reasons (&pl_skat_game, state, out);
      if (out->len > before)
        g_string_append_c (out, '\n');
    }
  if (o->end == PL_SKAT_END_LAW && !o->overbid)
    append_levels (out, o);
  else if (o->contract == PL_SKAT_NULL)
    {
      if (o->won)
        g_string_append_printf (out, _("Won: the declarer took no trick"));
      else
        g_string_append_printf (out, _("Lost: the declarer took a trick"));
      g_string_append_c (out, '\n');
      append_levels (out, o);
    }
  else if (o->overbid)
    {
      g_autoptr(GString) levels = g_string_new (NULL);

      append_levels (levels, o);
      /* Translators: %s is the game's value counted aloud, e.g.
       * "Diamonds with 1, game 2: 2 × 9 = 18". */
      g_string_append_printf (out, _("Lost: overbid — bid %u, but %s"),
                              o->bid, levels->str);
      g_string_append_c (out, '\n');
      g_string_append_printf (out, _("Charged at the smallest multiple of %u that reaches the bid: %d"),
                              o->base, -unkontra / 2);
    }
  else
    {
      if (o->won)
        g_string_append_printf (out,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "Won with %u card points in %u trick",
                                             "Won with %u card points in %u tricks",
                                             o->declarer_tricks),
                                o->declarer_points, o->declarer_tricks);
      else if ((o->flags & PL_SKAT_FLAG_SCHWARZ) && o->declarer_tricks < 10)
        g_string_append_printf (out, _("Lost: Schwarz was announced and the opponents took a trick"));
      else if ((o->flags & PL_SKAT_FLAG_SCHNEIDER) && o->declarer_points < 90 &&
               o->declarer_points >= 61)
        g_string_append_printf (out, _("Lost: Schneider was announced but the declarer took only %u card points"),
                                o->declarer_points);
      else
        g_string_append_printf (out,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "Lost with %u card points in %u trick",
                                             "Lost with %u card points in %u tricks",
                                             o->declarer_tricks),
                                o->declarer_points, o->declarer_tricks);
      g_string_append_c (out, '\n');
      append_levels (out, o);
    }
  if (!o->won)
    {
      g_string_append_printf (out, "\n");
      g_string_append_printf (out, _("A lost game counts double: %d"), unkontra);
    }
  if (o->kontra >= 1)
    {
      g_string_append_printf (out, "\n");
      g_string_append_printf (out, _("Kontra doubles: %d"), unkontra * 2);
    }
  if (o->kontra >= 2)
    {
      g_string_append_printf (out, "\n");
      g_string_append_printf (out, _("Re doubles again: %d"), unkontra * 4);
    }
  append_bock (out, o);
  return g_string_free (out, FALSE);
}

void
pl_skat_result_vfunc (const void *state_ptr,
                      PlResult   *result)
{
  const PlSkatState *state = state_ptr;
  PlSkatOutcome o;

  pl_skat_get_outcome (state, &o);
  memset (result, 0, sizeof *result);
  result->n_seats = state->n_seats;
  /* An abandoned deal is scored as one thrown in (pl-skat.h). */
  result->passed = o.passed || o.end == PL_SKAT_END_ABANDONED;
  result->declarer = o.declarer;
  result->won = o.won;
  result->value = o.value;
  for (guint i = 0; i < PL_MAX_SEATS; i++)
    {
      result->score[i] = o.score[i];
      result->points[i] = o.points[i];
    }
  result->reasons = outcome_reasons (state, &o);
}

static const char *
contract_id (PlSkatContract contract)
{
  static const char *const ids[] = {
    "clubs", "spades", "hearts", "diamonds", "grand", "null", "ramsch",
  };

  return contract < G_N_ELEMENTS (ids) ? ids[contract] : NULL;
}

/* How the deal ended, as `replay --json` names it. */
static const char *
end_id (PlSkatEnd end)
{
  switch (end)
    {
    case PL_SKAT_END_DECLARER_CONCEDED: return "declarer-conceded";
    case PL_SKAT_END_DEFENDERS_CONCEDED: return "opponents-conceded";
    case PL_SKAT_END_ABANDONED: return "abandoned";
    case PL_SKAT_END_LAW: return "law";
    case PL_SKAT_END_PLAYED:
    default:
      return "played";
    }
}

static void
append_int_array (GString    *out,
                  const char *key,
                  const gint *values,
                  guint       n)
{
  g_string_append_printf (out, ", \"%s\": [", key);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%d", i ? ", " : "", values[i]);
  g_string_append (out, "]");
}

void
pl_skat_result_json_vfunc (const void *state_ptr,
                           GString    *out)
{
  const PlSkatState *state = state_ptr;
  PlSkatOutcome o;
  const char *id;
  gint points[PL_MAX_SEATS];

  pl_skat_get_outcome (state, &o);
  id = o.passed ? NULL : contract_id (o.contract);
  g_string_append_printf (out, "\"passed\": %s", o.passed ? "true" : "false");
  g_string_append_printf (out, ", \"declarer\": %d", o.declarer);
  if (id != NULL)
    g_string_append_printf (out, ", \"contract\": \"%s\"", id);
  else
    g_string_append (out, ", \"contract\": null");
  g_string_append_printf (out, ", \"hand\": %s",
                          (o.flags & PL_SKAT_FLAG_HAND) ? "true" : "false");
  g_string_append_printf (out, ", \"schneider_announced\": %s",
                          (o.flags & PL_SKAT_FLAG_SCHNEIDER) ? "true" : "false");
  g_string_append_printf (out, ", \"schwarz_announced\": %s",
                          (o.flags & PL_SKAT_FLAG_SCHWARZ) ? "true" : "false");
  g_string_append_printf (out, ", \"ouvert\": %s",
                          (o.flags & PL_SKAT_FLAG_OUVERT) ? "true" : "false");
  g_string_append_printf (out, ", \"bid\": %u", o.bid);
  g_string_append_printf (out, ", \"won\": %s", o.won ? "true" : "false");
  g_string_append_printf (out, ", \"value\": %d", o.value);
  g_string_append_printf (out, ", \"matadors\": %d", o.matadors);
  g_string_append_printf (out, ", \"multiplier\": %u", o.multiplier);
  g_string_append_printf (out, ", \"declarer_points\": %u", o.declarer_points);
  g_string_append_printf (out, ", \"declarer_tricks\": %u", o.declarer_tricks);
  g_string_append_printf (out, ", \"schneider\": %s", o.schneider ? "true" : "false");
  g_string_append_printf (out, ", \"schwarz\": %s", o.schwarz ? "true" : "false");
  g_string_append_printf (out, ", \"overbid\": %s", o.overbid ? "true" : "false");
  g_string_append_printf (out, ", \"kontra\": %u", o.kontra);
  if (o.ramsch)
    {
      g_string_append_printf (out, ", \"jungfrau\": %u", o.jungfrau);
      g_string_append_printf (out, ", \"durchmarsch\": %d", o.durchmarsch);
    }
  g_string_append_printf (out, ", \"end\": \"%s\"", end_id (o.end));
  g_string_append_printf (out, ", \"abandoned_by\": %d", o.abandoned_by);
  g_string_append_printf (out, ", \"bock\": %u", o.bock);
  g_string_append_printf (out, ", \"pushes\": %u", o.pushes);
  for (guint i = 0; i < PL_MAX_SEATS; i++)
    points[i] = o.points[i];
  append_int_array (out, "points", points, state->n_seats);
  append_int_array (out, "score", o.score, state->n_seats);
  for (guint i = 0; i < PL_MAX_SEATS; i++)
    points[i] = o.penalty[i];
  append_int_array (out, "penalty", points, state->n_seats);
}
