/* game-conformance.h — what every game's rules must do, over seeded random playouts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "pl-record.h"
#include "pl-rng.h"

/*
 * The conformance of one game to the PlGame interface (pl-game.h), checked
 * over many seeded random deals played to their end:
 *
 *   - the deal is dealt from the seed's shuffle of the game's pack;
 *   - in every position there are legal moves (at most PL_MAX_MOVES) until
 *     the deal is over, and none after; the seat to move is -1 once over;
 *   - no move is listed twice (checked where there are at most 64);
 *   - every legal move passes check_move(), and a card played
 *     (PL_MOVE_PLAY naming the card alone) that check_move() accepts is
 *     one of the legal moves, or means the same (Bézique's two copies of a
 *     card: applied, it gives the state of a legal move), or is a lead that
 *     ends a phase of the seat's by itself (Bézique: a card led instead of
 *     saying "done" after a declaration: applied, it gives the state of a
 *     legal move of the seat followed by that card);
 *   - every legal move's notation round-trips (move_to_string(), then
 *     move_from_string() gives the same move);
 *   - the deal ends within @max_moves moves;
 *   - the result has reasons and as many seats as the game, and the JSON
 *     result says something;
 *   - the record round-trips (written, read back and written again, the
 *     same text) and replays to an identical state (the bytes of the
 *     state: a game's deal() clears its whole struct first).
 *
 * tests/test-games.c runs it over every registered game; a game's own
 * playout test (test-skat-playout.c) runs it with hooks that choose its
 * moves and check its invariants (cards conserved, points adding up).
 */

typedef struct {
  const PlGame *game;
  guint         n_playouts;
  guint64       seed;          /* deal i is shuffled from seed + i */
  guint         record_every;  /* round-trip every Nth deal's record (0: 10) */
  guint         max_moves;     /* the most moves a deal may take (0: 2000) */

  /* Optional: the options of deal @i (they start as the defaults). */
  void    (*options_for)  (guint          i,
                           gpointer       options,
                           gpointer       data);
  /* Optional: the move to play among @moves (default: uniformly random). */
  PlMove  (*choose)       (gconstpointer  state,
                           const PlMove  *moves,
                           guint          n_moves,
                           PlRng         *rng,
                           gpointer       data);
  /* Optional: the game's own invariants, after the deal and each move,
   * and of the finished deal; @move_played sees each move before it is
   * applied. */
  void    (*check_state)  (gconstpointer  state,
                           gpointer       data);
  void    (*move_played)  (gconstpointer  state,
                           const PlMove  *move,
                           gpointer       data);
  void    (*check_result) (gconstpointer  state,
                           gpointer       data);
  /* Optional: the finished deal's record (to keep a copy: Euchre's
   * records of a hundred deals). */
  void    (*deal_played)  (const PlDealRecord *deal,
                           gconstpointer       state,
                           gpointer            data);
  gpointer      data;
} GameConformance;

typedef struct {
  guint deals;
  guint moves;
  guint longest;     /* the most moves one deal took */
  guint most_moves;  /* the most legal moves in one position */
  guint records;     /* records round-tripped */
} GameConformanceStats;

static inline void
game_conformance_move_text (const PlGame  *game,
                            gconstpointer  state,
                            const PlMove  *move,
                            GString       *out)
{
  g_string_truncate (out, 0);
  game->move_to_string (state, move, out);
}

/* Every legal move passes check_move and round-trips its notation; a card
 * played passes exactly when it is legal. */
static inline void
game_conformance_check_moves (const PlGame  *game,
                              gconstpointer  state,
                              const PlMove  *moves,
                              guint          n,
                              guint          deal)
{
  g_autoptr(GString) text = g_string_new (NULL);
  gint seat = game->to_move (state);

  g_assert_cmpint (seat, >=, 0);
  for (guint k = 0; k < n; k++)
    {
      g_autoptr(GError) error = NULL;
      PlMove parsed;

      game_conformance_move_text (game, state, &moves[k], text);
      if (!game->check_move (state, &moves[k], &error))
        g_error ("%s deal %u: the legal move “%s” is refused: %s", game->id, deal, text->str,
                 error->message);
      g_assert_cmpint (moves[k].seat, ==, seat);
      for (guint j = 0; j < k && n <= 64; j++)
        if (pl_move_equal (&moves[j], &moves[k]))
          g_error ("%s deal %u: “%s” is listed twice", game->id, deal, text->str);
      if (!game->move_from_string (state, moves[k].seat, text->str, &parsed, &error))
        g_error ("%s deal %u: “%s” does not parse: %s", game->id, deal, text->str,
                 error->message);
      if (!pl_move_equal (&moves[k], &parsed))
        g_error ("%s deal %u: “%s” parses to another move", game->id, deal, text->str);
    }

  for (guint c = 0; c < 64; c++)
    {
      PlMove play = pl_move_new (PL_MOVE_PLAY, (guint) seat);
      gboolean legal = FALSE;

      play.card = (PlCard) c;
      for (guint k = 0; k < n && !legal; k++)
        legal = pl_move_equal (&play, &moves[k]);
      if (legal || !game->check_move (state, &play, NULL))
        continue;
      /* Accepted though not listed: it must mean a listed move. */
      {
        g_autofree gpointer after = g_memdup2 (state, game->state_size);
        g_autofree gpointer other = g_malloc (game->state_size);

        game->apply (after, &play);
        for (guint k = 0; k < n && !legal; k++)
          {
            memcpy (other, state, game->state_size);
            game->apply (other, &moves[k]);
            legal = memcmp (after, other, game->state_size) == 0;
            /* The legal move, then the card: the card ended the phase. */
            if (!legal && moves[k].kind != PL_MOVE_PLAY && !game->is_terminal (other) &&
                game->to_move (other) == seat && game->check_move (other, &play, NULL))
              {
                game->apply (other, &play);
                legal = memcmp (after, other, game->state_size) == 0;
              }
          }
        if (!legal)
          g_error ("%s deal %u: check_move accepts playing card %u, which no legal move "
                   "means", game->id, deal, c);
      }
    }
}

static inline void
game_conformance_check_record (const PlGame        *game,
                               const PlDealRecord  *deal,
                               gconstpointer        state)
{
  g_autoptr(PlRecord) record = pl_record_new ();
  g_autoptr(PlRecord) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;
  g_autofree gpointer replayed = NULL;
  PlResult a = { 0, }, b = { 0, };

  g_ptr_array_add (record->deals, pl_deal_record_copy (deal));
  text = pl_record_to_string (record);
  again = pl_record_parse (text, strlen (text), "conformance", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->deals->len, ==, 1);
  text2 = pl_record_to_string (again);
  g_assert_cmpstr (text, ==, text2);
  replayed = pl_deal_record_replay (g_ptr_array_index (again->deals, 0), G_MAXUINT, &error);
  g_assert_no_error (error);
  if (memcmp (replayed, state, game->state_size) != 0)
    g_error ("%s: the replayed record gives another state:\n%s", game->id, text);
  game->result (state, &a);
  game->result (replayed, &b);
  g_assert_cmpstr (a.reasons, ==, b.reasons);
  for (guint s = 0; s < a.n_seats; s++)
    g_assert_cmpint (a.score[s], ==, b.score[s]);
  pl_result_clear (&a);
  pl_result_clear (&b);
}

static inline void
game_conformance_check_result (const PlGame  *game,
                               gconstpointer  options,
                               gconstpointer  state)
{
  g_autoptr(GString) json = g_string_new (NULL);
  PlMove moves[PL_MAX_MOVES];
  PlResult result = { 0, };

  g_assert_true (game->is_terminal (state));
  g_assert_cmpint (game->to_move (state), ==, -1);
  g_assert_cmpuint (game->legal_moves (state, moves), ==, 0);
  game->result (state, &result);
  g_assert_cmpuint (result.n_seats, ==, game->n_seats (options));
  g_assert_nonnull (result.reasons);
  g_assert_cmpuint (strlen (result.reasons), >, 0);
  pl_result_clear (&result);
  game->result_json (state, json);
  g_assert_cmpuint (json->len, >, 0);
}

static inline void
game_conformance_run (const GameConformance *c,
                      GameConformanceStats  *stats)
{
  const PlGame *game = c->game;
  guint record_every = c->record_every > 0 ? c->record_every : 10;
  guint max_moves = c->max_moves > 0 ? c->max_moves : 2000;
  g_autofree gpointer options = g_malloc0 (MAX (game->options_size, 1));
  g_autofree gpointer state = g_malloc0 (game->state_size);

  memset (stats, 0, sizeof *stats);
  for (guint i = 0; i < c->n_playouts; i++)
    {
      g_autoptr(PlDealRecord) deal = NULL;
      g_autoptr(GError) error = NULL;
      guint dealer, moves_played = 0;
      PlRng rng;

      pl_game_options_init (game, options);
      if (c->options_for != NULL)
        c->options_for (i, options, c->data);
      g_assert_true (pl_game_options_check (game, options, NULL));
      dealer = i % game->n_seats (options);
      deal = pl_deal_record_new_from_seed (game, options, dealer, c->seed + i);
      g_assert_nonnull (deal);
      memset (state, 0xa5, game->state_size);
      if (!game->deal (state, deal->options, dealer, deal->pack, deal->n_cards, &error))
        g_error ("%s deal %u: not dealt: %s", game->id, i, error->message);
      pl_rng_init (&rng, c->seed + i);
      if (c->check_state != NULL)
        c->check_state (state, c->data);

      while (!game->is_terminal (state))
        {
          PlMove moves[PL_MAX_MOVES], move;
          guint n = game->legal_moves (state, moves);

          g_assert_cmpuint (n, >, 0);
          g_assert_cmpuint (n, <=, PL_MAX_MOVES);
          stats->most_moves = MAX (stats->most_moves, n);
          game_conformance_check_moves (game, state, moves, n, i);
          move = c->choose != NULL ? c->choose (state, moves, n, &rng, c->data)
                                   : moves[pl_rng_below (&rng, n)];
          if (c->move_played != NULL)
            c->move_played (state, &move, c->data);
          g_assert_true (pl_deal_record_append (deal, state, &move, &error));
          g_assert_no_error (error);
          if (c->check_state != NULL)
            c->check_state (state, c->data);
          if (++moves_played > max_moves)
            g_error ("%s deal %u: no end after %u moves", game->id, i, max_moves);
        }
      game_conformance_check_result (game, options, state);
      if (c->check_result != NULL)
        c->check_result (state, c->data);
      if (c->deal_played != NULL)
        c->deal_played (deal, state, c->data);
      if (i % record_every == 0)
        {
          game_conformance_check_record (game, deal, state);
          stats->records++;
        }
      stats->deals++;
      stats->moves += moves_played;
      stats->longest = MAX (stats->longest, moves_played);
    }
}
