/* pl-egn-write.c — writing EGN: Parlour's Euchre deals as one game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-egn"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-egn.h"
#include "pl-egn-private.h"

PlEgnGame *
pl_egn_game_new_from_record (const PlRecord  *record,
                             GError         **error)
{
  g_autoptr(PlEgnGame) game = pl_egn_game_alloc ();
  g_autofree gpointer previous = NULL;
  const PlDealRecord *first;

  g_return_val_if_fail (record != NULL, NULL);

  game->version = g_strdup (PL_EGN_VERSION);
  if (record->deals->len == 0)
    {
      g_set_error (error, PL_EGN_ERROR, PL_EGN_ERROR_UNSUPPORTED,
                   _("An EGN file holds a game of at least one deal"));
      return NULL;
    }
  first = g_ptr_array_index (record->deals, 0);
  for (guint i = 0; i < record->deals->len; i++)
    {
      const PlDealRecord *deal = g_ptr_array_index (record->deals, i);
      const PlEuchreOptions *options = deal->options;
      g_autofree PlEuchreState *state = NULL;
      PlEgnDeal *out;

      if (deal->game != &pl_euchre_game ||
          memcmp (deal->options, first->options, sizeof (PlEuchreOptions)) != 0)
        {
          g_set_error (error, PL_EGN_ERROR, PL_EGN_ERROR_UNSUPPORTED,
                       _("Deal %u: an EGN file is one game of Euchre with one set of rules"),
                       i + 1);
          return NULL;
        }
      /* Irregular acts and their answers have no EGN notation
       * (pl-euchre-laws.h). */
      if (options->laws)
        {
          g_set_error (error, PL_EGN_ERROR, PL_EGN_ERROR_UNSUPPORTED,
                       _("EGN has no notation for the book’s laws (laws=on): save the game "
                         "as a Parlour record"));
          return NULL;
        }
      if (options->assist == PL_EUCHRE_ASSIST_NOT_ALONE)
        {
          g_set_error (error, PL_EGN_ERROR, PL_EGN_ERROR_UNSUPPORTED,
                       _("EGN has no rule for a dealer’s partner who may not assist alone"));
          return NULL;
        }
      state = pl_deal_record_replay (deal, G_MAXUINT, error);
      if (state == NULL)
        return NULL;
      if (state->conceded >= 0)
        {
          g_set_error (error, PL_EGN_ERROR, PL_EGN_ERROR_UNSUPPORTED,
                       _("Deal %u: EGN cannot say that a hand was laid down"), i + 1);
          return NULL;
        }
      if (previous != NULL)
        {
          PlEuchreOutcome o;

          pl_euchre_get_outcome (previous, &o);
          if (o.game_won >= 0)
            {
              g_set_error (error, PL_EGN_ERROR, PL_EGN_ERROR_UNSUPPORTED,
                           _("Deal %u comes after the game was won, %u–%u: an EGN file "
                             "is one game"), i + 1, o.score[0], o.score[1]);
              return NULL;
            }
          pl_euchre_game.carry_over (state, previous);
        }
      else
        {
          /* A game read from EGN that began at another score than 0–0
           * keeps it as the record's X-Initial-Score. */
          if (!pl_record_start_score (record, state, error))
            return NULL;
          game->initial_score[0] = state->score[0];
          game->initial_score[1] = state->score[1];
        }
      out = g_new0 (PlEgnDeal, 1);
      out->number = i;
      out->player_cards = TRUE;
      out->discard = TRUE;
      g_ptr_array_add (game->deals, out);
      g_ptr_array_add (game->record->deals, pl_deal_record_copy (deal));
      g_free (previous);
      previous = g_steal_pointer (&state);
    }
  {
    PlEuchreOutcome o;

    pl_euchre_get_outcome (previous, &o);
    game->has_final_score = TRUE;
    game->final_score[0] = o.score[0];
    game->final_score[1] = o.score[1];
  }
  return g_steal_pointer (&game);
}

/* Writing ------------------------------------------------------------------ */

static void
indent (GString *out,
        guint    level)
{
  for (guint i = 0; i < level; i++)
    g_string_append (out, "  ");
}

static void
key (GString    *out,
     guint       level,
     const char *name)
{
  indent (out, level);
  pl_json_append_string (out, name);
  g_string_append (out, ": ");
}

static void
card (GString *out,
      PlCard   c)
{
  char buf[3];

  pl_egn_card_to_string (c, buf);
  pl_json_append_string (out, buf);
}

static void
card_list (GString      *out,
           const PlCard *cards,
           guint         n)
{
  g_string_append_c (out, '[');
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      card (out, cards[i]);
    }
  g_string_append_c (out, ']');
}

static void
card_set (GString   *out,
          PlCardSet  set)
{
  PlCard cards[PL_EUCHRE_HAND + 1];
  guint n = 0;
  PlCard c;

  PL_CARDSET_FOREACH (set, c)
    if (n < G_N_ELEMENTS (cards))
      cards[n++] = c;
  card_list (out, cards, n);
}

/* One member of the analysis kept as written, if the deal has it. */
static void
extra_member (GString          *out,
              guint             level,
              const PlJsonNode *extra,
              const char       *name)
{
  const PlJsonNode *node = pl_json_object_get (extra, name);

  if (node == NULL)
    return;
  g_string_append (out, ",\n");
  key (out, level, name);
  pl_json_append_node (out, node);
}

static void
write_ruleset (GString               *out,
               const PlEuchreOptions *options)
{
  key (out, 2, "ruleset");
  g_string_append (out, "{\n");
  key (out, 3, "std");
  g_string_append_printf (out, "%s,\n", options->stick ? "true" : "false");
  key (out, 3, "min_rank");
  g_string_append_printf (out, "%u,\n", options->pack == 32 ? 7 : 9);
  key (out, 3, "winning_score");
  g_string_append_printf (out, "%u,\n", (guint) options->game);
  key (out, 3, "canadian");
  g_string_append_printf (out, "%s,\n", options->assist == PL_EUCHRE_ASSIST_ALONE ? "true" : "false");
  key (out, 3, "loner_lead");
  g_string_append_printf (out, "\"%s\",\n", options->lead == PL_EUCHRE_LEAD_LONER
                                            ? "LEFT_OF_LONER" : "LEFT_OF_DEALER");
  key (out, 3, "loner_euchred_score");
  g_string_append_printf (out, "%u,\n", (guint) options->lone_euchre);
  key (out, 3, "defend_alone");
  g_string_append_printf (out, "%s,\n", options->defend_alone ? "true" : "false");
  key (out, 3, "partners_best");
  g_string_append_printf (out, "%s,\n", options->exchange ? "true" : "false");
  key (out, 3, "joker");
  g_string_append_printf (out, "%s\n", options->joker ? "true" : "false");
  indent (out, 2);
  g_string_append (out, "}");
}

static const char *
call_text (const PlMove *move)
{
  static const char *const suits[] = { "c", "s", "h", "d" };

  switch (move->kind)
    {
    case PL_MOVE_PASS: return "Pass";
    case PL_MOVE_ORDER_UP: return "Order";
    case PL_MOVE_CALL: return move->arg < PL_N_SUITS ? suits[move->arg] : "x";
    default: return "x";
    }
}

/* One deal: replays the record to say the calls, the discard, the
 * exchange, the lone defender and the tricks. */
static void
write_deal (GString            *out,
            const PlDealRecord *deal,
            const PlEgnDeal    *info)
{
  g_autofree PlEuchreState *state = pl_deal_record_replay (deal, 0, NULL);
  g_autoptr(PlJsonNode) extra = NULL;
  g_autoptr(GString) calls = g_string_new (NULL);
  PlCard discard = PL_CARD_NONE, give = PL_CARD_NONE;
  gint giver = -1, defender = -1;
  gboolean defend_asked = FALSE;
  guint n_calls = 0, n_played = 0;
  PlCardSet dealt[4];

  g_return_if_fail (state != NULL);
  if (info->extra != NULL)
    {
      g_autofree char *text = g_strdup_printf ("{%s}", info->extra);

      extra = pl_json_parse (text, strlen (text), NULL, NULL);
    }
  memcpy (dealt, state->dealt, sizeof dealt);

  for (guint i = 0; i < deal->moves->len; i++)
    {
      const PlMove *move = &g_array_index (deal->moves, PlMove, i);

      switch ((PlEuchrePhase) state->phase)
        {
        case PL_EUCHRE_PHASE_JOKER:
        case PL_EUCHRE_PHASE_ROUND1:
        case PL_EUCHRE_PHASE_ROUND2:
          g_string_append_printf (calls, "%s\"%s\"", n_calls++ > 0 ? ", " : "", call_text (move));
          break;
        case PL_EUCHRE_PHASE_DISCARD:
          discard = pl_cardset_first (move->cards);
          break;
        case PL_EUCHRE_PHASE_GIVE:
          give = move->card;
          giver = move->seat;
          break;
        case PL_EUCHRE_PHASE_DEFEND:
          defend_asked = TRUE;
          if (move->kind == PL_MOVE_ALONE)
            defender = move->seat;
          break;
        case PL_EUCHRE_PHASE_PLAY:
          n_played++;
          break;
        case PL_EUCHRE_PHASE_EXCHANGE:
        case PL_EUCHRE_PHASE_OVER:
        default:
          break;
        }
      pl_euchre_game.apply (state, move);
    }

  g_string_append (out, "    {\n");
  key (out, 3, "dealNumber");
  g_string_append_printf (out, "%u,\n", info->number);
  key (out, 3, "initialState");
  g_string_append (out, "{\n");
  key (out, 4, "dealer");
  g_string_append_printf (out, "%u,\n", deal->dealer);
  key (out, 4, "upCard");
  card (out, state->turned);
  if (info->player_cards)
    {
      g_string_append (out, ",\n");
      key (out, 4, "playerCards");
      g_string_append (out, "[\n");
      for (guint s = 0; s < 4; s++)
        {
          indent (out, 5);
          card_set (out, dealt[s]);
          g_string_append (out, s < 3 ? ",\n" : "\n");
        }
      indent (out, 4);
      g_string_append (out, "]");
    }
  g_string_append (out, "\n");
  indent (out, 3);
  g_string_append (out, "},\n");
  key (out, 3, "phases");
  if (n_calls == 0)
    g_string_append (out, "[]");
  else
    {
      g_string_append (out, "[\n");
      indent (out, 4);
      g_string_append (out, "{\n");
      key (out, 5, "phaseNumber");
      g_string_append (out, "0,\n");
      key (out, 5, "type");
      g_string_append (out, "\"EUCHRE_BIDDING\",\n");
      key (out, 5, "calls");
      g_string_append_printf (out, "[%s],\n", calls->str);
      key (out, 5, "isAlone");
      g_string_append (out, state->alone ? "true" : "false");
      if (defend_asked)
        {
          g_string_append (out, ",\n");
          key (out, 5, "aloneDefender");
          g_string_append_printf (out, "%d", defender);
        }
      if (discard != PL_CARD_NONE && info->discard)
        {
          g_string_append (out, ",\n");
          key (out, 5, "discard");
          card (out, discard);
        }
      if (give != PL_CARD_NONE)
        {
          g_string_append (out, ",\n");
          key (out, 5, "cardExchanges");
          g_string_append_printf (out, "[{\"sender\": %d, \"receiver\": %d, \"cards\": [",
                                  giver, state->maker);
          card (out, give);
          g_string_append (out, "]}]");
        }
      extra_member (out, 5, extra, "callAnnotations");
      g_string_append (out, "\n");
      indent (out, 4);
      g_string_append (out, "}");
      if (n_played > 0)
        {
          guint n_active = pl_euchre_n_active (state);
          guint n_tricks = (n_played + n_active - 1) / n_active;

          g_string_append (out, ",\n");
          indent (out, 4);
          g_string_append (out, "{\n");
          key (out, 5, "phaseNumber");
          g_string_append (out, "1,\n");
          key (out, 5, "type");
          g_string_append (out, "\"TRICK_PLAY\",\n");
          key (out, 5, "tricks");
          g_string_append (out, "[\n");
          for (guint t = 0; t < n_tricks; t++)
            {
              guint n = MIN (n_active, n_played - t * n_active);

              indent (out, 6);
              card_list (out, state->tricks[t].cards, n);
              g_string_append (out, t + 1 < n_tricks ? ",\n" : "\n");
            }
          indent (out, 5);
          g_string_append (out, "]");
          extra_member (out, 5, extra, "playAnnotations");
          g_string_append (out, "\n");
          indent (out, 4);
          g_string_append (out, "}");
        }
      g_string_append (out, "\n");
      indent (out, 3);
      g_string_append (out, "]");
    }
  extra_member (out, 3, extra, "alternativeLines");
  g_string_append (out, "\n    }");
}

char *
pl_egn_to_string (const PlEgnGame *game)
{
  GString *out = g_string_new (NULL);
  const PlDealRecord *first = game->record->deals->len > 0
                              ? g_ptr_array_index (game->record->deals, 0) : NULL;
  PlEuchreOptions defaults;
  const char *strings[][2] = {
    { "gameId", game->game_id }, { "title", game->title },
    { "description", game->description }, { "date", game->date },
  };

  g_return_val_if_fail (game != NULL, NULL);

  pl_game_options_init (&pl_euchre_game, &defaults);
  g_string_append (out, "{\n");
  key (out, 1, "fileType");
  g_string_append (out, "\"Euchre Game Notation\",\n");
  key (out, 1, "version");
  pl_json_append_string (out, game->version != NULL ? game->version : PL_EGN_VERSION);
  g_string_append (out, ",\n");
  key (out, 1, "metadata");
  g_string_append (out, "{\n");
  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    if (strings[i][1] != NULL)
      {
        key (out, 2, strings[i][0]);
        pl_json_append_string (out, strings[i][1]);
        g_string_append (out, ",\n");
      }
  key (out, 2, "players");
  if (game->players != NULL)
    g_string_append (out, game->players);
  else
    {
      gboolean named = FALSE;

      for (guint s = 0; first != NULL && s < 4; s++)
        named |= first->seat_names[s] != NULL;
      g_string_append_c (out, '[');
      for (guint s = 0; named && s < 4; s++)
        {
          if (s > 0)
            g_string_append (out, ", ");
          pl_json_append_string (out, first->seat_names[s] ? first->seat_names[s] : "");
        }
      g_string_append_c (out, ']');
    }
  g_string_append (out, ",\n");
  if (game->team_names != NULL)
    {
      key (out, 2, "teamNames");
      g_string_append (out, game->team_names);
      g_string_append (out, ",\n");
    }
  key (out, 2, "initialScore");
  g_string_append_printf (out, "[%u, %u],\n", game->initial_score[0], game->initial_score[1]);
  if (game->has_final_score)
    {
      key (out, 2, "finalScore");
      g_string_append_printf (out, "[%u, %u],\n", game->final_score[0], game->final_score[1]);
    }
  write_ruleset (out, first != NULL ? first->options : &defaults);
  g_string_append (out, "\n  },\n");
  key (out, 1, "deals");
  if (game->record->deals->len == 0)
    g_string_append (out, "[]");
  else
    {
      g_string_append (out, "[\n");
      for (guint i = 0; i < game->record->deals->len; i++)
        {
          write_deal (out, g_ptr_array_index (game->record->deals, i),
                      g_ptr_array_index (game->deals, i));
          g_string_append (out, i + 1 < game->record->deals->len ? ",\n" : "\n");
        }
      g_string_append (out, "  ]");
    }
  g_string_append (out, "\n}\n");
  return g_string_free (out, FALSE);
}
