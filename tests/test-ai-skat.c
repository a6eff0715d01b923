/* test-ai-skat.c — the Skat solver, the sampler and the Monte Carlo player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-ai.h"
#include "pl-ai-skat.h"
#include "pl-ai-skat-solver.h"
#include "pl-ai-skat-world.h"
#include "skat-test-util.h"
#include "pl-skat.h"

/* A dealt state put straight into the play of @contract with @flags by
 * the seat in position @decl_pos: the solver's tests need every kind of
 * game, not only those a bidder would choose. */
static void
start_game (PlSkatState *state,
            PlRng       *rng,
            guint        contract,
            guint        flags,
            guint        decl_pos)
{
  PlSkatOptions options;
  PlCard pack[32];
  guint n;

  pl_game_options_init (&pl_skat_game, &options);
  n = pl_skat_game.pack (&options, pack);
  pl_rng_shuffle (rng, pack, n);
  g_assert_true (pl_skat_game.deal (state, &options, pl_rng_below (rng, 3), pack, n, NULL));
  state->declarer = state->seat_of[decl_pos];
  if (flags & PL_SKAT_FLAG_SCHWARZ)
    {
      /* A Schwarz to play needs the top cards: the declarer gets the jacks,
       * the aces and tens of the trumps (Grand: of every suit), swapped
       * for his others, so that endings with all tricks his exist. */
      PlCardSet top = PL_CARDSET_RANK (PL_RANK_JACK);
      guint d = state->declarer;

      if (contract == PL_SKAT_GRAND)
        top |= PL_CARDSET_RANK (PL_RANK_ACE) | PL_CARDSET_RANK (PL_RANK_10);
      else
        top |= (PL_CARDSET_RANK (PL_RANK_ACE) | PL_CARDSET_RANK (PL_RANK_10)) &
               PL_CARDSET_SUIT (contract);
      for (guint s = 0; s < 3; s++)
        {
          guint seat = state->seat_of[s];
          PlCardSet give;
          PlCard c;

          if (seat == d)
            continue;
          give = state->hands[seat] & top;
          PL_CARDSET_FOREACH (give, c)
            {
              PlCard other = pl_cardset_first (state->hands[d] & ~top);

              if (other == PL_CARD_NONE)
                break;
              state->hands[seat] ^= PL_CARDSET_BIT (c) | PL_CARDSET_BIT (other);
              state->hands[d] ^= PL_CARDSET_BIT (c) | PL_CARDSET_BIT (other);
            }
          state->dealt[seat] = state->hands[seat];
        }
      state->dealt[d] = state->hands[d];
    }
  state->contract = contract;
  state->flags = flags;
  state->bid = 18;
  state->phase = PL_SKAT_PHASE_PLAY;
  state->tricks[0].leader = state->seat_of[0];
  state->to_move = state->seat_of[0];
}

/* The declarer's total at the end, as the solver counts it. */
static gint
final_total (const PlSkatState *state)
{
  guint decl = state->declarer;

  if (state->contract == PL_SKAT_NULL)
    return state->n_tricks - state->n_won[decl];
  if (state->flags & PL_SKAT_FLAG_SCHWARZ)
    return state->n_won[decl];
  return pl_skat_cardset_points (state->won[decl] | state->skat);
}

/* Plain minimax over the rules' own moves: the reference. */
static gint
brute_force (const PlSkatState *state)
{
  PlMove moves[PL_MAX_MOVES];
  guint n;
  gboolean max_node;
  gint best;

  if (pl_skat_game.is_terminal (state))
    return final_total (state);
  n = pl_skat_game.legal_moves (state, moves);
  max_node = state->to_move == state->declarer;
  best = max_node ? -1 : 1000;
  for (guint i = 0; i < n; i++)
    {
      PlSkatState child = *state;
      gint v;

      pl_skat_game.apply (&child, &moves[i]);
      v = brute_force (&child);
      best = max_node ? MAX (best, v) : MIN (best, v);
    }
  return best;
}

static const struct {
  guint contract, flags;
} solver_games[] = {
  { PL_SKAT_CLUBS, 0 }, { PL_SKAT_HEARTS, 0 }, { PL_SKAT_GRAND, 0 },
  { PL_SKAT_DIAMONDS, PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER },
  { PL_SKAT_SPADES, PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ },
  { PL_SKAT_NULL, 0 },
  { PL_SKAT_GRAND, PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ },
};

/* An ending of @game with @tricks_left tricks to play, sometimes in the
 * middle of a trick, the game not decided yet.  Null and announced
 * Schwarz end at the declarer's first trick or first lost trick (ISkO
 * 4.5.1): the random play is retried until the ending is open. */
static void
make_ending (PlSkatState *state,
             PlRng       *rng,
             guint        game,
             guint        decl_pos,
             guint        tricks_left)
{
  for (guint attempt = 0; attempt < 200; attempt++)
    {
      guint n_moves = (10 - tricks_left) * 3 + pl_rng_below (rng, 3);

      start_game (state, rng, solver_games[game].contract, solver_games[game].flags, decl_pos);
      for (guint i = 0; i < n_moves && !pl_skat_game.is_terminal (state); i++)
        {
          PlMove moves[PL_MAX_MOVES];
          guint n = pl_skat_game.legal_moves (state, moves);
          guint first = pl_rng_below (rng, n), k;

          /* A random card that keeps the game open, if there is one. */
          for (k = 0; k < n; k++)
            {
              PlSkatState child = *state;

              pl_skat_game.apply (&child, &moves[(first + k) % n]);
              if (!pl_skat_game.is_terminal (&child))
                break;
            }
          pl_skat_game.apply (state, &moves[(first + k % n) % n]);
        }
      if (!pl_skat_game.is_terminal (state))
        return;
    }
  g_error ("no open ending of game %u with %u tricks left", game, tricks_left);
}

/* The solver against plain minimax on one position: the win (the game as
 * announced), null-window tests at three random totals, and in the games
 * that count card points the exact points, also through
 * pl_ai_skat_could_have_won().  Returns whether the declarer wins. */
static gboolean
check_position (PlSkatSolver      *solver,
                const PlSkatState *state,
                PlRng             *rng)
{
  gint truth = brute_force (state), total;
  gboolean won;

  g_assert_true (pl_skat_solver_set_state (solver, state));
  won = pl_skat_solver_declarer_wins (solver);
  g_assert_cmpint (won, ==, truth >= pl_skat_solver_win_total (solver));
  if (!pl_skat_solver_counts_points (solver))
    return won;

  for (guint k = 0; k < 3; k++)
    {
      gint t = pl_rng_below (rng, 121);

      g_assert_cmpint (pl_skat_solver_reaches (solver, t), ==, truth >= t);
    }
  total = pl_skat_solver_exact (solver);
  g_assert_cmpint (total, ==, truth);
  g_assert_cmpint (pl_ai_skat_could_have_won (state, &total), ==, won);
  g_assert_cmpint (total, ==, truth);
  return won;
}

/* Every kind of game, from endings of three and four tricks (and a few of
 * five), sometimes in the middle of a trick: each position with a solver
 * that has just seen other games, so that its table starts empty. */
static void
test_solver_endings (void)
{
  PlSkatSolver *solver = pl_skat_solver_new (16);
  guint checked = 0, wins = 0, per_game[G_N_ELEMENTS (solver_games)] = { 0, };
  guint won_game[G_N_ELEMENTS (solver_games)] = { 0, };
  PlRng rng;

  pl_rng_init (&rng, 61);
  for (guint i = 0; i < 1400; i++)
    {
      PlSkatState state;
      guint g = i % G_N_ELEMENTS (solver_games);
      guint tricks_left = i % 20 == 0 ? 5 : 3 + i % 2;
      gboolean won;

      make_ending (&state, &rng, g, pl_rng_below (&rng, 3), tricks_left);
      won = check_position (solver, &state, &rng);
      wins += won;
      won_game[g] += won;
      per_game[g]++;
      checked++;
    }
  g_test_message ("%u endings checked, %u won", checked, wins);
  for (guint g = 0; g < G_N_ELEMENTS (solver_games); g++)
    {
      /* Both outcomes in every kind of game. */
      g_test_message ("game %u: %u endings, %u won", g, per_game[g], won_game[g]);
      g_assert_cmpuint (per_game[g], >=, 190);
      g_assert_cmpuint (won_game[g], >, 0);
      g_assert_cmpuint (won_game[g], <, per_game[g]);
    }
  g_assert_cmpuint (wins, >, checked / 10);
  g_assert_cmpuint (wins, <, checked - checked / 10);
  pl_skat_solver_free (solver);
}

/* The table kept across positions of one game, as the Monte Carlo player
 * keeps it across its sampled worlds: the endings of one contract and one
 * declarer solved one after another with one solver, never cleared, agree
 * with plain minimax; then again with the table cleared before each
 * position, more often than its generations can count. */
static void
test_solver_shared_table (void)
{
  PlSkatSolver *solver = pl_skat_solver_new (12);
  guint checked = 0;
  PlRng rng;

  pl_rng_init (&rng, 4711);
  for (guint g = 0; g < G_N_ELEMENTS (solver_games); g++)
    for (guint i = 0; i < 40; i++)
      {
        PlSkatState state;

        make_ending (&state, &rng, g, g % 3, 3 + i % 2);
        check_position (solver, &state, &rng);
        checked++;
      }
  for (guint i = 0; i < 150; i++)
    {
      PlSkatState state;

      make_ending (&state, &rng, 0, 1, 3);
      pl_skat_solver_clear (solver);
      check_position (solver, &state, &rng);
      checked++;
    }
  g_test_message ("%u endings checked with a shared table", checked);
  pl_skat_solver_free (solver);
}

/* A whole opening position is solved, and the same open cards give the
 * same verdict through pl_ai_skat_could_have_won(). */
static void
test_solver_opening (void)
{
  PlSkatSolver *solver = pl_skat_solver_new (18);
  PlRng rng;

  pl_rng_init (&rng, 7);
  for (guint i = 0; i < 6; i++)
    {
      PlSkatState state;
      gboolean won;
      gint total;

      start_game (&state, &rng, i % 5, 0, i % 3);
      g_assert_true (pl_skat_solver_set_state (solver, &state));
      won = pl_skat_solver_declarer_wins (solver);
      total = pl_skat_solver_exact (solver);
      g_assert_cmpint (won, ==, total >= 61);
      g_assert_cmpint (pl_ai_skat_could_have_won (&state, NULL), ==, won);
    }
  pl_skat_solver_free (solver);
}

/* The sampler over real mid-game states of simple self-play: a world keeps
 * everything the seat has seen, deals no card it has seen elsewhere, keeps
 * the sizes of the hands, and respects every void shown. */
static void
test_sampler (void)
{
  guint worlds = 0, voids = 0, judged = 0, plain_ok = 0, read_ok = 0;
  PlRng rng;

  pl_rng_init (&rng, 99);
  for (guint d = 0; d < 60; d++)
    {
      PlSkatOptions options;
      PlSkatState state;
      PlCard pack[32];
      guint n, stop = 2 + pl_rng_below (&rng, 26);

      pl_game_options_init (&pl_skat_game, &options);
      n = pl_skat_game.pack (&options, pack);
      pl_rng_shuffle (&rng, pack, n);
      g_assert_true (pl_skat_game.deal (&state, &options, d % 3, pack, n, NULL));
      while (!pl_skat_game.is_terminal (&state) &&
             !(state.phase == PL_SKAT_PHASE_PLAY &&
               state.n_tricks * 3u + state.n_trick_cards >= stop))
        {
          PlMove move = pl_ai_choose (&pl_skat_game, &state, pl_skat_game.to_move (&state),
                                      PL_AI_LEVEL_EASY, &rng);
          pl_skat_game.apply (&state, &move);
        }
      if (state.phase != PL_SKAT_PHASE_PLAY)
        continue;

      for (guint seat = 0; seat < 3; seat++)
        {
          PlSkatKnowledge knowledge;
          PlCardSet played = 0;

          pl_skat_knowledge_init (&knowledge, &state, seat);
          for (guint t = 0; t <= state.n_tricks && t < 10; t++)
            for (guint i = 0; i < (t < state.n_tricks ? 3u : state.n_trick_cards); i++)
              played |= PL_CARDSET_BIT (state.tricks[t].cards[i]);
          for (guint p = 0; p < knowledge.n_places; p++)
            voids += knowledge.forbidden[p] != 0;

          for (guint k = 0; k < 6; k++)
            {
              PlSkatState world;
              PlCardSet all;
              gboolean reading = k % 2 == 1;

              /* Every other world drawn reading the bidding. */
              if (reading)
                g_assert_true (pl_skat_knowledge_sample_plausible (&knowledge, &rng, 20, &world));
              else
                g_assert_true (pl_skat_knowledge_sample (&knowledge, &rng, &world));

              /* A defender's world agrees with the declarer's bid: his
               * twelve cards (the hand, those he played, the skat) make
               * the game as announced worth it. */
              if (state.declarer >= 0 && (guint) state.declarer != seat &&
                  state.contract < PL_SKAT_NULL &&
                  pl_skat_knowledge_plausible (&knowledge, &state))
                {
                  PlCardSet twelve = world.hands[state.declarer] | world.skat;
                  gboolean enough;

                  for (guint t = 0; t <= state.n_tricks && t < 10; t++)
                    {
                      const PlSkatTrick *trick = &state.tricks[t];
                      guint lead_pos = pl_skat_get_seat_position (&state, trick->leader);

                      for (guint i = 0; i < (t < state.n_tricks ? 3u : state.n_trick_cards); i++)
                        if (state.seat_of[(lead_pos + i) % 3] == (guint) state.declarer)
                          twelve |= PL_CARDSET_BIT (trick->cards[i]);
                    }
                  g_assert_cmpuint (pl_cardset_count (twelve), ==, 12);
                  enough = pl_skat_game_value (state.contract, state.flags, twelve) >= state.bid;
                  judged += reading;
                  read_ok += reading && enough && pl_skat_knowledge_plausible (&knowledge, &world);
                  plain_ok += !reading && enough && pl_skat_knowledge_plausible (&knowledge, &world);
                }
              all = played | world.skat;
              g_assert_cmpuint (world.hands[seat], ==, state.hands[seat]);
              g_assert_cmpuint (pl_cardset_count (world.skat), ==, 2);
              g_assert_cmpuint (world.skat & played, ==, 0);
              if (pl_skat_visible_skat (&state, seat))
                g_assert_cmpuint (world.skat, ==, state.skat);
              for (guint s = 0; s < 3; s++)
                {
                  PlCardSet visible = pl_skat_game.visible_hand (&state, seat, s);

                  g_assert_cmpuint (pl_cardset_count (world.hands[s]), ==,
                                    pl_cardset_count (state.hands[s]));
                  g_assert_cmpuint (world.hands[s] & played, ==, 0);
                  g_assert_cmpuint (world.hands[s] & all, ==, 0);
                  if (visible)
                    g_assert_cmpuint (world.hands[s], ==, visible);
                  if (s != seat)
                    g_assert_cmpuint (world.hands[s] & state.hands[seat], ==, 0);
                  all |= world.hands[s];
                }
              g_assert_cmpuint (all, ==, pl_skat_pack_set ());

              /* ISkO 3.3.1: who did not follow has none of the led cards. */
              for (guint t = 0; t <= state.n_tricks && t < 10; t++)
                {
                  const PlSkatTrick *trick = &state.tricks[t];
                  guint cards = t < state.n_tricks ? 3 : state.n_trick_cards;
                  guint lead_pos = pl_skat_get_seat_position (&state, trick->leader);

                  for (guint i = 1; i < cards; i++)
                    {
                      guint player = state.seat_of[(lead_pos + i) % 3];
                      PlCardSet follow;

                      follow = state.contract == PL_SKAT_NULL
                        ? PL_CARDSET_SUIT (PL_CARD_SUIT (trick->cards[0]))
                        : 0;
                      if (state.contract != PL_SKAT_NULL)
                        {
                          PlCardSet trumps = PL_CARDSET_RANK (PL_RANK_JACK);

                          if (state.contract <= PL_SKAT_DIAMONDS)
                            trumps |= PL_CARDSET_SUIT (state.contract);
                          follow = pl_cardset_has (trumps, trick->cards[0])
                            ? trumps
                            : PL_CARDSET_SUIT (PL_CARD_SUIT (trick->cards[0])) & ~trumps;
                        }
                      if (!pl_cardset_has (follow, trick->cards[i]))
                        g_assert_cmpuint (world.hands[player] & follow, ==, 0);
                    }
                }
              worlds++;
            }
        }
    }
  g_test_message ("%u worlds checked, %u places with voids; reading the bidding "
                  "%u of %u worlds plausible, without %u", worlds, voids, read_ok, judged, plain_ok);
  g_assert_cmpuint (worlds, >, 300);
  g_assert_cmpuint (voids, >, 0);
  /* Reading the bidding finds worlds that agree with it nearly always,
   * more often than dealing blind. */
  g_assert_cmpuint (judged, >, 30);
  g_assert_cmpuint (read_ok * 100, >=, judged * 99);
  g_assert_cmpuint (read_ok, >, plain_ok);
}

/* Self-play at every level (Normal and Strong with small budgets, Strong
 * reading the bidding), 300 deals of every kind (90 when quick): every
 * move passes the rules' check, and a hint is always a legal move. */
static void
test_self_play (void)
{
  PlAiSkatBudget small = { .play_samples = 2, .bid_samples = 2,
                           .discard_samples = 2, .discard_candidates = 2,
                           .read_bidding = 4 };
  PlAiSkatBudget smallest = { .play_samples = 1, .bid_samples = 1,
                              .discard_samples = 1, .discard_candidates = 1 };
  guint moves_checked = 0, hints = 0, played = 0;
  guint n_deals = g_getenv ("PARLOUR_TEST_QUICK") != NULL ? 90 : 300;
  PlRng rng;

  pl_rng_init (&rng, 2025);
  for (guint d = 0; d < n_deals; d++)
    {
      PlSkatOptions options;
      PlSkatState state;
      PlCard pack[32];
      guint n;

      pl_game_options_init (&pl_skat_game, &options);
      options.kontra = d % 4 == 1;
      options.players = d % 5 == 4 ? 4 : 3;
      n = pl_skat_game.pack (&options, pack);
      pl_rng_shuffle (&rng, pack, n);
      g_assert_true (pl_skat_game.deal (&state, &options, d % options.players, pack, n, NULL));

      while (!pl_skat_game.is_terminal (&state))
        {
          guint seat = pl_skat_game.to_move (&state);
          guint level = (seat + d) % 3;
          g_autoptr(GError) error = NULL;
          PlMove move;

          if (level == PL_AI_LEVEL_EASY)
            move = pl_ai_choose (&pl_skat_game, &state, seat, PL_AI_LEVEL_EASY, &rng);
          else
            move = pl_ai_skat_choose_with_budget (&state, seat,
                                                  level == PL_AI_LEVEL_NORMAL ? &smallest : &small,
                                                  &rng);
          if (!pl_skat_game.check_move (&state, &move, &error))
            {
              g_autoptr(GString) text = g_string_new (NULL);

              pl_skat_game.move_to_string (&state, &move, text);
              g_error ("deal %u: seat %u (level %u) chose “%s”: %s",
                       d, seat, level, text->str, error->message);
            }
          moves_checked++;
          pl_skat_game.apply (&state, &move);
        }
      played += state.declarer >= 0;
    }

  /* Hints, from the play of a few deals at full Strong strength. */
  pl_rng_init (&rng, 5);
  for (guint d = 0; d < 4; d++)
    {
      PlSkatOptions options;
      PlSkatState state;
      PlCard pack[32];
      guint n;

      pl_game_options_init (&pl_skat_game, &options);
      n = pl_skat_game.pack (&options, pack);
      pl_rng_shuffle (&rng, pack, n);
      g_assert_true (pl_skat_game.deal (&state, &options, d % 3, pack, n, NULL));
      while (!pl_skat_game.is_terminal (&state))
        {
          guint seat = pl_skat_game.to_move (&state);
          g_autofree char *reason = NULL;
          PlMove move;

          if (state.phase == PL_SKAT_PHASE_PLAY && state.n_tricks >= 5)
            {
              move = pl_ai_hint (&pl_skat_game, &state, seat, &reason);
              g_assert_true (pl_skat_game.check_move (&state, &move, NULL));
              hints++;
            }
          else
            move = pl_ai_choose (&pl_skat_game, &state, seat, PL_AI_LEVEL_EASY, &rng);
          pl_skat_game.apply (&state, &move);
        }
    }
  g_test_message ("%u moves checked in self-play, %u games played, %u hints",
                  moves_checked, played, hints);
  g_assert_cmpuint (played, >, n_deals / 4);
  g_assert_cmpuint (hints, >, 0);
}

/* Kontra and Re (option kontra=on): against a Grand Hand the declarer
 * cannot win, a defender says Kontra; against one he cannot lose, the
 * defenders pass, and after a Kontra the declarer says Re. */
static void
test_kontra (void)
{
  PlSkatOptions options = { .players = 3, .kontra = TRUE };
  PlAiSkatBudget budget;
  PlSkatState state;
  PlRng rng;
  PlMove move;

  pl_ai_skat_budget_for_level (PL_AI_LEVEL_NORMAL, &budget);
  pl_rng_init (&rng, 11);

  /* Forehand has nothing: no jack, no ace, no ten. */
  skat_test_deal (&state, &options,
                  "C7 C8 S7 S8 S9 H7 H8 H9 D7 D8",
                  "CJ SJ CA CT CK SA ST SK HQ DQ",
                  "HJ DJ HA HT HK DA DT DK CQ SQ", "C9 D9");
  skat_test_play (&state, "pass, pass, bid 18, hand, announce grand");
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_KONTRA);
  move = pl_ai_skat_choose_with_budget (&state, 1, &budget, &rng);
  g_assert_cmpint (move.kind, ==, PL_MOVE_KONTRA);

  /* Forehand holds the four jacks and the aces and tens. */
  skat_test_deal (&state, &options,
                  "CJ SJ HJ DJ CA CT SA ST HA HT",
                  "C7 C8 C9 CK S7 S8 S9 SK H7 DQ",
                  "CQ SQ H8 H9 HQ HK D7 D8 D9 DA", "DT DK");
  skat_test_play (&state, "pass, pass, bid 18, hand, announce grand");
  move = pl_ai_skat_choose_with_budget (&state, 1, &budget, &rng);
  g_assert_cmpint (move.kind, ==, PL_MOVE_PASS);
  skat_test_play (&state, "pass, kontra");
  move = pl_ai_skat_choose_with_budget (&state, 0, &budget, &rng);
  g_assert_cmpint (move.kind, ==, PL_MOVE_RE);
  g_assert_true (pl_skat_game.check_move (&state, &move, NULL));
}

static void
test_levels (void)
{
  PlAiLevel level;

  g_assert_true (pl_ai_level_from_string ("strong", &level));
  g_assert_cmpint (level, ==, PL_AI_LEVEL_STRONG);
  g_assert_true (pl_ai_level_from_string ("Easy", &level));
  g_assert_cmpint (level, ==, PL_AI_LEVEL_EASY);
  g_assert_false (pl_ai_level_from_string ("grandmaster", &level));
  g_assert_cmpstr (pl_ai_level_to_string (PL_AI_LEVEL_NORMAL), ==, "normal");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai-skat/solver-endings", test_solver_endings);
  g_test_add_func ("/ai-skat/solver-shared-table", test_solver_shared_table);
  g_test_add_func ("/ai-skat/solver-opening", test_solver_opening);
  g_test_add_func ("/ai-skat/sampler", test_sampler);
  g_test_add_func ("/ai-skat/self-play", test_self_play);
  g_test_add_func ("/ai-skat/kontra", test_kontra);
  g_test_add_func ("/ai-skat/levels", test_levels);

  return g_test_run ();
}
