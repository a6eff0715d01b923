/* test-bezique-words.c — what the Bézique players say at the table, after
 * seeds 002 and 004
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-bezique-words.h"
#include "pl-record.h"

#include "bezique-test-util.h"

/* A deal record of bezique_test_pack() and its state, played along. */
typedef struct {
  PlDealRecord   *deal;
  PlBeziqueState  state;
} Table;

static void
table_deal (Table      *table,
            const char *elder,
            const char *dealer,
            const char *turn_up,
            const char *stock)
{
  PlBeziqueOptions options;
  PlCard pack[64];
  g_autoptr(GError) error = NULL;

  pl_game_options_init (&pl_bezique_game, &options);
  bezique_test_pack (pack, elder, dealer, turn_up, stock);
  table->deal = pl_deal_record_new_from_pack (&pl_bezique_game, &options, 1, pack, 64, &error);
  g_assert_no_error (error);
  bezique_test_deal (&table->state, elder, dealer, turn_up, stock);
}

/* Plays @text (one move) on the table and in its record. */
static void
table_move (Table      *table,
            const char *text)
{
  g_autoptr(GError) error = NULL;
  gint seat = pl_bezique_game.to_move (&table->state);
  PlMove move;

  g_assert_cmpint (seat, >=, 0);
  if (!pl_bezique_game.move_from_string (&table->state, seat, text, &move, &error) ||
      !pl_deal_record_append (table->deal, &table->state, &move, &error))
    g_error ("move “%s” by seat %d: %s", text, seat, error->message);
}

static void
table_play (Table      *table,
            const char *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, ",", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autofree char *text = g_strstrip (g_strdup (list[i]));

      if (text[0] == '\0' ||
          (strcmp (text, "done") == 0 && table->state.phase != PL_BEZIQUE_PHASE_DECLARE &&
           table->state.phase != PL_BEZIQUE_PHASE_ANNOUNCE))
        continue;
      table_move (table, text);
    }
}

/* Whether @seat said @text in @sayings. */
static gboolean
said (GPtrArray  *sayings,
      gint        seat,
      const char *text)
{
  for (guint i = 0; i < sayings->len; i++)
    {
      const PlBeziqueSaying *s = g_ptr_array_index (sayings, i);

      if (s->seat == seat && strcmp (s->text, text) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
assert_last_said (Table      *table,
                  guint       seat,
                  const char *text)
{
  g_autoptr(GPtrArray) sayings = pl_bezique_deal_sayings (table->deal);
  g_autofree char *last = pl_bezique_last_said (&table->state, sayings, seat);

  for (guint i = 0; sayings != NULL && i < sayings->len; i++)
    {
      const PlBeziqueSaying *s = g_ptr_array_index (sayings, i);

      g_test_message ("said: %d after %u: %s", s->seat, s->trick, s->text);
    }

  g_assert_cmpstr (last, ==, text);
}

#define LAST_EIGHT "The stock is exhausted: the last eight tricks. No more declarations; " \
  "the second player must follow suit and win the trick if he can"

/* Issue 18, the silent scores: seed 004 iv "Whenever the seven of trumps
 * is played … the player scores ten for it"; Foster, a seven turned up
 * scores ten for the dealer; seed 002 "If the stock is exhausted before
 * the player with a score in abeyance can win another trick, the score is
 * lost"; the last eight tricks; "The winner of the last trick of all
 * scores ten points for it immediately"; brisques "should be scored as
 * soon as made". */
static void
test_deal_sayings (void)
{
  Table table;
  g_autoptr(GPtrArray) sayings = NULL;
  const PlBeziqueSaying *first;
  guint n_last = 0, n_brisques = 0;

  table_deal (&table, "SK SQ DJ C9 CA DA HA ST", "C7 D7 H7 S7 S8 D8 C8 D9", "H8", "");
  table_play (&table, "play CA, play C7, declare bezique SQ DJ, to-score marriage SQ SK, done");
  assert_last_said (&table, 0, "Forty for bézique, and twenty to score");
  /* The adversary takes the next trick with his seven of trumps. */
  table_play (&table, "play C9, play H7");
  assert_last_said (&table, 1, "Ten for the seven");
  /* The first player's words stay until he wins another trick. */
  assert_last_said (&table, 0, "Forty for bézique, and twenty to score");
  table_play (&table, "done");

  /* On to the end, the spade king and queen kept: the twenty to score is
   * lost with the stock. */
  while (!pl_bezique_game.is_terminal (&table.state))
    {
      PlMove moves[PL_MAX_MOVES];
      guint n = pl_bezique_game.legal_moves (&table.state, moves);
      PlMove move = moves[0];
      g_autoptr(GError) error = NULL;

      for (guint i = 0; i < n; i++)
        if (moves[i].kind == PL_MOVE_NO_DECLARE)
          move = moves[i];
      if (move.kind == PL_MOVE_PLAY && table.state.to_move == 0 && !table.state.last_eight)
        for (guint i = 0; i < n; i++)
          if (PL_BEZIQUE_CARD (moves[i].card) != PL_CARD (PL_SUIT_SPADES, PL_RANK_KING) &&
              PL_BEZIQUE_CARD (moves[i].card) != PL_CARD (PL_SUIT_SPADES, PL_RANK_QUEEN))
            {
              move = moves[i];
              break;
            }
      g_assert_true (pl_deal_record_append (table.deal, &table.state, &move, &error));
    }

  sayings = pl_bezique_deal_sayings (table.deal);
  g_assert_nonnull (sayings);
  g_assert_true (said (sayings, 0, "Forty for bézique, and twenty to score"));
  g_assert_true (said (sayings, 1, "Ten for the seven"));
  g_assert_true (said (sayings, 0, "Twenty to score, lost with the stock"));
  g_assert_true (said (sayings, -1, LAST_EIGHT));
  for (guint i = 0; i < sayings->len; i++)
    {
      const PlBeziqueSaying *s = g_ptr_array_index (sayings, i);

      n_last += g_str_has_suffix (s->text, "en for the last trick");
      n_brisques += strstr (s->text, "for the brisque") != NULL;
      /* The brisques are said only in the last eight tricks. */
      if (strstr (s->text, "for the brisque") != NULL)
        g_assert_cmpuint (s->trick, >, PL_BEZIQUE_N_TRICKS - 8);
      /* Told when the stock is exhausted, after the 24th trick. */
      if (s->seat == -1)
        g_assert_cmpuint (s->trick, ==, PL_BEZIQUE_N_TRICKS - 8);
    }
  g_assert_cmpuint (n_last, ==, 1);
  g_assert_cmpuint (n_brisques, >, 0);
  pl_deal_record_free (table.deal);

  /* A seven turned up: the dealer's ten. */
  g_clear_pointer (&sayings, g_ptr_array_unref);
  table_deal (&table, "SK SQ DJ C9 CA DA HA ST", "C7 D7 S9 S7 S8 D8 C8 D9", "H7", "");
  sayings = pl_bezique_deal_sayings (table.deal);
  g_assert_cmpuint (sayings->len, ==, 1);
  first = g_ptr_array_index (sayings, 0);
  g_assert_cmpint (first->seat, ==, 1);
  g_assert_cmpstr (first->text, ==, "Ten for the seven turned up");
  assert_last_said (&table, 1, "Ten for the seven turned up");
  g_clear_pointer (&sayings, g_ptr_array_unref);

  /* A score in abeyance lost with a card of it. */
  table_play (&table, "play CA, play C7, declare bezique SQ DJ, to-score marriage SQ SK, done");
  table_play (&table, "play SK table, play S7");
  assert_last_said (&table, 0, "Twenty to score, lost with the card played");
  pl_deal_record_free (table.deal);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bezique-words/deal-sayings", test_deal_sayings);

  return g_test_run ();
}
