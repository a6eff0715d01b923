/* test-bezique-offer.c — what a Bézique player is offered to declare, and
 * the words of his declarations, after seeds 002 and 004
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-bezique-offer.h"
#include "pl-record.h"
#include "pl-rng.h"

#include "bezique-test-util.h"

#define N_PLAYOUTS 3000

/* The offer of @seat whose kind and names are "@word CARDS" in the move
 * notation ("bezique SQ DJ"), optionally only a pending one; NULL if none. */
static const PlBeziqueOffer *
find_offer (const PlBeziqueOffer *offers,
            guint                 n,
            const char           *text,
            gboolean              pending)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *names = pl_cards_to_string (offers[i].names, offers[i].n_names);
      g_autofree char *have = g_strdup_printf ("%s %s",
                                               pl_bezique_combination_word (offers[i].kind),
                                               names);

      if (strcmp (have, text) == 0 && (!pending || offers[i].pending))
        return &offers[i];
    }
  return NULL;
}

static guint
count_offers (const PlBeziqueOffer *offers,
              guint                 n,
              const char           *text)
{
  guint count = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *names = pl_cards_to_string (offers[i].names, offers[i].n_names);
      g_autofree char *have = g_strdup_printf ("%s %s",
                                               pl_bezique_combination_word (offers[i].kind),
                                               names);

      count += strcmp (have, text) == 0;
    }
  return count;
}

/* Asserts the offer's status (and reason), and that an offer that is not
 * refused carries a move check_move() accepts, which declares it. */
static void
assert_offer (const PlBeziqueState *state,
              guint                 seat,
              const char           *text,
              PlBeziqueOfferStatus  status,
              const char           *reason)
{
  PlBeziqueOffer offers[PL_BEZIQUE_MAX_OFFERS];
  guint n = pl_bezique_list_offers (state, seat, offers, G_N_ELEMENTS (offers));
  const PlBeziqueOffer *offer = find_offer (offers, n, text, status == PL_BEZIQUE_OFFER_PENDING);
  g_autoptr(GError) error = NULL;

  if (offer == NULL)
    g_error ("no offer “%s” for seat %u", text, seat);
  g_assert_cmpint (offer->status, ==, status);
  g_assert_cmpuint (offer->points, ==, pl_bezique_combination_points (offer->kind));
  /* The physical cards are his, and they are the names. */
  g_assert_true ((offer->cards & ~(state->hands[seat] | state->table[seat])) == 0);
  g_assert_cmpuint ((guint) __builtin_popcountll (offer->cards), ==, offer->n_names);
  if (status == PL_BEZIQUE_OFFER_REFUSED)
    {
      g_assert_cmpstr (offer->reason, ==, reason);
      g_assert_cmpint (offer->move.kind, ==, PL_MOVE_NONE);
      return;
    }
  g_assert_null (offer->reason);
  g_assert_cmpint (offer->move.kind, ==, PL_MOVE_DECLARE);
  g_assert_cmpuint (offer->move.seat, ==, seat);
  g_assert_cmpuint (offer->move.arg, ==, offer->kind);
  g_assert_true (offer->move.cards == offer->cards);
  g_assert_cmpuint (offer->move.flags, ==,
                    status == PL_BEZIQUE_OFFER_SCORE ? 0 :
                    status == PL_BEZIQUE_OFFER_ANNOUNCE ? PL_BEZIQUE_TO_SCORE
                                                        : PL_BEZIQUE_FROM_PENDING);
  g_assert_true (pl_bezique_game.check_move (state, &offer->move, &error));
  g_assert_no_error (error);
}

static void
assert_words (const PlBeziqueState *state,
              guint                 seat,
              guint                 trick,
              const char           *words)
{
  g_autofree char *said = pl_bezique_describe_declarations (state, seat, trick);

  g_assert_cmpstr (said, ==, words);
}

#define ALREADY "Already declared"
#define NEW_CARD "Needs a new card from your hand"
#define HIGHER "Part of a higher combination already declared"
#define AFTER_TRICK "Only after winning a trick"
#define ONLY_ONE "Only one declaration after each trick"
#define LAST_EIGHT "No more declarations: the stock is exhausted"
#define EXCHANGED "Not with the card taken for the seven"
#define TOO_MANY "No more combinations can be announced"

/* Seed 002, "Double Declarations": "A player has announced and shown four
 * Kings, one of them being the King of spades.  On winning another trick
 * he shows and scores bézique.  One of the bézique cards forms a marriage
 * with the spade King … the player would say: 'Forty for bézique, and
 * twenty to score.'" — then "Royal Marriage, forty, and twenty to score",
 * and "On winning another trick he would add the A 10 J of trumps, and
 * announce, 'Two-fifty in trumps, and twenty to score'". */
static void
test_seed_example (void)
{
  PlBeziqueState state;
  PlBeziqueOffer offers[PL_BEZIQUE_MAX_OFFERS];
  guint n;

  /* Hearts are trumps; seat 1 only loses tricks. */
  bezique_test_deal (&state, "CK SK HK DK SQ DJ CA HJ", "C7 C8 C9 D7 D8 S7 S8 S9", "H9",
        "HQ C7 HA C8 HT D7");

  /* Before the first trick nothing can be declared (seed 004 i). */
  assert_offer (&state, 0, "bezique SQ DJ", PL_BEZIQUE_OFFER_REFUSED, AFTER_TRICK);

  bezique_test_play (&state, "play CA, play C7");
  assert_offer (&state, 0, "four-kings CK SK HK DK", PL_BEZIQUE_OFFER_SCORE, NULL);
  assert_offer (&state, 0, "bezique SQ DJ", PL_BEZIQUE_OFFER_SCORE, NULL);
  assert_offer (&state, 0, "marriage SQ SK", PL_BEZIQUE_OFFER_SCORE, NULL);
  /* The loser declares nothing: it is not his trick. */
  n = pl_bezique_list_offers (&state, 1, offers, G_N_ELEMENTS (offers));
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (offers[i].status, ==, PL_BEZIQUE_OFFER_REFUSED);
  /* Legal ones first, the highest first: 80, 40, 20. */
  n = pl_bezique_list_offers (&state, 0, offers, G_N_ELEMENTS (offers));
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpint (offers[0].kind, ==, PL_BEZIQUE_FOUR_KINGS);
  g_assert_cmpint (offers[1].kind, ==, PL_BEZIQUE_BEZIQUE);
  g_assert_cmpint (offers[2].kind, ==, PL_BEZIQUE_MARRIAGE);
  /* At most @max. */
  g_assert_cmpuint (pl_bezique_list_offers (&state, 0, offers, 2), ==, 2);

  bezique_test_play (&state, "declare four-kings CK SK HK DK");
  /* Announcements "to score" after the one scored. */
  assert_offer (&state, 0, "bezique SQ DJ", PL_BEZIQUE_OFFER_ANNOUNCE, NULL);
  /* Seed 002: a card scores again only in a combination of another class
   * (the kings just laid down would count as new cards). */
  assert_offer (&state, 0, "four-kings CK SK HK DK", PL_BEZIQUE_OFFER_REFUSED, ALREADY);
  assert_words (&state, 0, 1, "Eighty kings");
  bezique_test_play (&state, "done");
  assert_words (&state, 0, 1, "Eighty kings");

  /* "On winning another trick he shows and scores bézique." */
  bezique_test_play (&state, "play CK, play C8");
  assert_offer (&state, 0, "bezique SQ DJ", PL_BEZIQUE_OFFER_SCORE, NULL);
  bezique_test_play (&state, "declare bezique SQ DJ");
  assert_offer (&state, 0, "marriage SQ SK", PL_BEZIQUE_OFFER_ANNOUNCE, NULL);
  bezique_test_play (&state, "to-score marriage SQ SK");
  assert_words (&state, 0, 2, "Forty for bézique, and twenty to score");
  bezique_test_play (&state, "done");
  assert_words (&state, 0, 2, "Forty for bézique, and twenty to score");
  /* He declared nothing after the first trick but that. */
  assert_words (&state, 1, 2, NULL);

  /* "A player having a score in abeyance in this manner is not obliged to
   * score it if he has anything else to announce … 'Royal Marriage, forty,
   * and twenty to score.'"  The pending marriage is offered once. */
  bezique_test_play (&state, "play DK, play D7");
  assert_offer (&state, 0, "marriage SQ SK", PL_BEZIQUE_OFFER_PENDING, NULL);
  n = pl_bezique_list_offers (&state, 0, offers, G_N_ELEMENTS (offers));
  g_assert_cmpuint (count_offers (offers, n, "marriage SQ SK"), ==, 1);
  assert_offer (&state, 0, "royal-marriage HQ HK", PL_BEZIQUE_OFFER_SCORE, NULL);
  /* Seed 002: "at least one new card must be added from the player's
   * hand" — both bézique cards lie on the table already. */
  assert_offer (&state, 0, "bezique SQ DJ", PL_BEZIQUE_OFFER_REFUSED, NEW_CARD);
  bezique_test_play (&state, "declare royal-marriage HQ HK, done");
  assert_words (&state, 0, 3, "Royal marriage, forty, and twenty to score");

  /* "… add the A 10 J of trumps, and announce, 'Two-fifty in trumps, and
   * twenty to score'". */
  bezique_test_play (&state, "play DJ, play D8");
  assert_offer (&state, 0, "sequence HT HJ HQ HK HA", PL_BEZIQUE_OFFER_SCORE, NULL);
  bezique_test_play (&state, "declare sequence HT HJ HQ HK HA, done");
  assert_words (&state, 0, 4, "Two hundred and fifty in trumps, and twenty to score");
  /* The words of an earlier trick do not change. */
  assert_words (&state, 0, 2, "Forty for bézique, and twenty to score");

  /* Between tricks the score in abeyance is listed, but not now. */
  assert_offer (&state, 0, "marriage SQ SK", PL_BEZIQUE_OFFER_REFUSED, AFTER_TRICK);
  n = pl_bezique_list_offers (&state, 0, offers, G_N_ELEMENTS (offers));
  g_assert_true (find_offer (offers, n, "marriage SQ SK", TRUE) != NULL);
  /* "If … one of the cards forming either of the marriages was got rid of
   * in the course of play, that marriage could not afterward be scored". */
  bezique_test_play (&state, "play SK, play S7");
  n = pl_bezique_list_offers (&state, 0, offers, G_N_ELEMENTS (offers));
  g_assert_cmpuint (count_offers (offers, n, "marriage SQ SK"), ==, 0);
}

/* The pending marriage scored: "twenty" said for it. */
static void
test_pending_scored (void)
{
  PlBeziqueState state;

  bezique_test_deal (&state, "SK SQ DJ C9 CA DA HA ST", "C7 D7 H7 S7 S8 D8 C8 D9", "H8", "");
  bezique_test_play (&state, "play CA, play C7, declare bezique SQ DJ, to-score marriage SQ SK, done");
  bezique_test_play (&state, "play DA, play D7");
  assert_offer (&state, 0, "marriage SQ SK", PL_BEZIQUE_OFFER_PENDING, NULL);
  bezique_test_play (&state, "score marriage SQ SK");
  assert_words (&state, 0, 2, "Twenty for the marriage in spades");
  /* And the trick it was announced after still says so. */
  assert_words (&state, 0, 1, "Forty for bézique, and twenty to score");
}

/* Seed 002: "He cannot lay all these cards down at once, and claim 600
 * points.  Neither can he lay down four Queens and two Jacks, and score
 * 560 … he can score only one combination, and must win a separate trick
 * to score each of the others." */
static void
test_only_one (void)
{
  PlBeziqueState state;

  bezique_test_deal (&state, "SQ SQ DJ DJ HQ CQ SK HA", "H7 H8 H9 D7 D8 D9 S7 S8", "C8", "");
  bezique_test_play (&state, "play HA, play H7, declare double-bezique SQ SQ DJ DJ");
  assert_offer (&state, 0, "four-queens CQ SQ SQ HQ", PL_BEZIQUE_OFFER_ANNOUNCE, NULL);
  assert_offer (&state, 0, "marriage SQ SK", PL_BEZIQUE_OFFER_ANNOUNCE, NULL);
  bezique_test_play (&state, "to-score four-queens CQ SQ SQ HQ");
  /* The one kept "to score" cannot be scored after this trick. */
  assert_offer (&state, 0, "four-queens CQ SQ SQ HQ", PL_BEZIQUE_OFFER_REFUSED, ONLY_ONE);
  assert_offer (&state, 0, "marriage SQ SK", PL_BEZIQUE_OFFER_ANNOUNCE, NULL);
  assert_words (&state, 0, 1, "Five hundred for double bézique, and sixty to score");
  bezique_test_play (&state, "to-score marriage SQ SK, done");
  assert_words (&state, 0, 1,
                "Five hundred for double bézique, sixty to score, and twenty to score");
}

/* Seed 002: "under the rule which prevents a player from making a
 * declaration which forms part of a higher one of the same class already
 * made, he would lose the 40 points for the single bézique." */
static void
test_part_of_higher (void)
{
  PlBeziqueState state;

  bezique_test_deal (&state, "SQ SQ DJ DJ HA DA CA S9", "H7 H8 H9 D7 D8 D9 C7 S8", "C8", "");
  bezique_test_play (&state, "play HA, play H7, declare double-bezique SQ SQ DJ DJ, done");
  bezique_test_play (&state, "play DA, play D7");
  assert_offer (&state, 0, "bezique SQ DJ", PL_BEZIQUE_OFFER_REFUSED, HIGHER);
  /* Shown again whole, it would need a new card. */
  assert_offer (&state, 0, "double-bezique SQ SQ DJ DJ", PL_BEZIQUE_OFFER_REFUSED, NEW_CARD);
}

/* Seed 002: "A player is not allowed to score 40 for the second bézique,
 * and then 500 for the two combined; because if new announcements are made
 * in the same class, at least one new card must be added from the
 * player's hand". */
static void
test_needs_new_card (void)
{
  PlBeziqueState state;

  bezique_test_deal (&state, "SQ SQ DJ DJ HA DA CA S9", "H7 H8 H9 D7 D8 D9 C7 S8", "C8", "");
  bezique_test_play (&state, "play HA, play H7");
  /* Both copies in the hand: the single and the double are offered. */
  assert_offer (&state, 0, "bezique SQ DJ", PL_BEZIQUE_OFFER_SCORE, NULL);
  assert_offer (&state, 0, "double-bezique SQ SQ DJ DJ", PL_BEZIQUE_OFFER_SCORE, NULL);
  bezique_test_play (&state, "declare bezique SQ DJ, done");
  bezique_test_play (&state, "play DA, play D7");
  /* "It would be better to declare the single bézique first … and after
   * winning another trick to show the other bézique, scoring 500". */
  assert_offer (&state, 0, "double-bezique SQ SQ DJ DJ", PL_BEZIQUE_OFFER_SCORE, NULL);
  assert_offer (&state, 0, "bezique SQ DJ", PL_BEZIQUE_OFFER_SCORE, NULL);
  bezique_test_play (&state, "declare bezique SQ DJ, done");
  bezique_test_play (&state, "play CA, play C7");
  assert_offer (&state, 0, "double-bezique SQ SQ DJ DJ", PL_BEZIQUE_OFFER_REFUSED, NEW_CARD);
}

/* The kinds @text's offer forfeits, as words: "bezique double-bezique". */
static char *
forfeits_of (const PlBeziqueState *state,
             guint                 seat,
             const char           *text)
{
  PlBeziqueOffer offers[PL_BEZIQUE_MAX_OFFERS];
  guint n = pl_bezique_list_offers (state, seat, offers, G_N_ELEMENTS (offers));
  const PlBeziqueOffer *offer = find_offer (offers, n, text, FALSE);
  g_autoptr(GString) out = g_string_new (NULL);

  g_assert_nonnull (offer);
  for (guint i = 0; i < offer->n_forfeits; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "",
                            pl_bezique_combination_word (offer->forfeits[i]));
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static char *
best_of (const PlBeziqueState *state,
         guint                 seat)
{
  PlBeziqueOffer offers[PL_BEZIQUE_MAX_OFFERS];
  guint n = pl_bezique_list_offers (state, seat, offers, G_N_ELEMENTS (offers));
  gint best = pl_bezique_best_offer (offers, n);

  g_assert_cmpint (best, >=, 0);
  return g_strdup (pl_bezique_combination_word (offers[best].kind));
}

#define assert_forfeits(state, text, want) \
  G_STMT_START { \
    g_autofree char *got_ = forfeits_of ((state), 0, (text)); \
    g_assert_cmpstr (got_, ==, (want)); \
  } G_STMT_END

#define assert_best(state, want) \
  G_STMT_START { \
    g_autofree char *got_ = best_of ((state), 0); \
    g_assert_cmpstr (got_, ==, (want)); \
  } G_STMT_END

/* Seed 002: "A beginner would be apt to declare the highest count first,
 * 500 for the double bézique; but under the rule which prevents a player
 * from making a declaration which forms part of a higher one of the same
 * class already made, he would lose the 40 points for the single
 * bézique"; "A player is not allowed to score 40 for the second bézique,
 * and then 500 for the two combined".  The offers say what each choice
 * loses for ever, and the one that loses nothing is the one to take. */
static void
test_forfeits (void)
{
  PlBeziqueState state;

  bezique_test_deal (&state, "SQ SQ DJ DJ HA DA CA S9", "H7 H8 H9 D7 D8 D9 C7 S8", "C8", "");
  bezique_test_play (&state, "play HA, play H7");
  assert_forfeits (&state, "double-bezique SQ SQ DJ DJ", "bezique");
  assert_forfeits (&state, "bezique SQ DJ", "");
  assert_best (&state, "bezique");
  /* After the single bézique the double, announced to score, loses
   * nothing: "Forty for bézique, and five hundred to score". */
  bezique_test_play (&state, "declare bezique SQ DJ");
  assert_offer (&state, 0, "double-bezique SQ SQ DJ DJ", PL_BEZIQUE_OFFER_ANNOUNCE, NULL);
  assert_forfeits (&state, "double-bezique SQ SQ DJ DJ", "");

  /* The second bézique shown alone blocks the double for ever. */
  bezique_test_deal (&state, "SQ SQ DJ DJ HA DA CA S9", "H7 H8 H9 D7 D8 D9 C7 S8", "C8", "");
  bezique_test_play (&state, "play HA, play H7, declare bezique SQ DJ, done");
  bezique_test_play (&state, "play DA, play D7");
  assert_forfeits (&state, "bezique SQ DJ", "double-bezique");
  /* The double excludes the second bézique, but it is the higher. */
  assert_forfeits (&state, "double-bezique SQ SQ DJ DJ", "");
  assert_best (&state, "double-bezique");

  /* The sequence before the royal marriage loses the forty. */
  bezique_test_deal (&state, "HK HQ HA HT HJ C9 CA DA", "C7 D7 C8 S7 S8 D8 C9 D9", "H8", "");
  bezique_test_play (&state, "play CA, play C7");
  assert_forfeits (&state, "sequence HT HJ HQ HK HA", "royal-marriage");
  assert_forfeits (&state, "royal-marriage HQ HK", "");
  assert_best (&state, "royal-marriage");
}

/* Seed 004 iii: "The seven of trumps may be exchanged for the trump card
 * … This exchange is made immediately after he has taken a trick, but he
 * may make a declaration at the same time, the card exchanged not being
 * used in such declaration." */
static void
test_exchange (void)
{
  PlBeziqueState state;
  PlMove move;

  bezique_test_deal (&state, "H7 HQ SQ DJ CA C9 C9 D9", "C7 D7 H8 S7 S8 D8 C8 DT", "HK", "");
  g_assert_false (pl_bezique_can_exchange (&state, 0, &move));
  bezique_test_play (&state, "play CA, play C7");
  g_assert_false (pl_bezique_can_exchange (&state, 1, &move));
  g_assert_true (pl_bezique_can_exchange (&state, 0, &move));
  g_assert_cmpint (move.kind, ==, PL_MOVE_EXCHANGE);
  g_assert_true (pl_bezique_game.check_move (&state, &move, NULL));
  pl_bezique_game.apply (&state, &move);
  g_assert_false (pl_bezique_can_exchange (&state, 0, &move));
  assert_offer (&state, 0, "royal-marriage HQ HK", PL_BEZIQUE_OFFER_REFUSED, EXCHANGED);
  assert_offer (&state, 0, "bezique SQ DJ", PL_BEZIQUE_OFFER_SCORE, NULL);
  /* "Ten for the seven", while he is still declaring. */
  assert_words (&state, 0, 1, "Ten for the seven");
  /* Nothing is left to announce: the engine draws at once. */
  bezique_test_play (&state, "declare bezique SQ DJ");
  g_assert_cmpint (state.phase, ==, PL_BEZIQUE_PHASE_LEAD);
  /* What he said after that trick stays said: the exchange too. */
  assert_words (&state, 0, 1, "Ten for the seven, and forty for bézique");
  /* Not after the next trick he wins. */
  bezique_test_play (&state, "play HQ, play H8");
  assert_words (&state, 0, 2, NULL);
}

/* Seed 004 v: "When all the cards are drawn from the pack … No more
 * declarations can he made". */
static void
test_last_eight (void)
{
  gboolean found = FALSE;

  for (guint seed = 1; seed < 200 && !found; seed++)
    {
      PlBeziqueOptions options;
      g_autoptr(PlDealRecord) record = NULL;
      PlBeziqueState state;
      PlRng rng;

      pl_game_options_init (&pl_bezique_game, &options);
      record = pl_deal_record_new_from_seed (&pl_bezique_game, &options, 0, seed);
      g_assert_true (pl_bezique_game.deal (&state, record->options, 0, record->pack,
                                           record->n_cards, NULL));
      pl_rng_init (&rng, seed);
      while (!state.last_eight)
        {
          PlMove moves[PL_MAX_MOVES];
          guint n = pl_bezique_game.legal_moves (&state, moves);

          pl_bezique_game.apply (&state, &moves[pl_rng_below (&rng, n)]);
        }
      for (guint seat = 0; seat < 2; seat++)
        {
          PlBeziqueOffer offers[PL_BEZIQUE_MAX_OFFERS];
          guint n = pl_bezique_list_offers (&state, seat, offers, G_N_ELEMENTS (offers));

          for (guint i = 0; i < n; i++)
            {
              g_assert_cmpint (offers[i].status, ==, PL_BEZIQUE_OFFER_REFUSED);
              g_assert_cmpstr (offers[i].reason, ==, LAST_EIGHT);
              g_assert_false (offers[i].pending);
              found = TRUE;
            }
        }
    }
  g_assert_true (found);
}

/* The engine's limit of declarations a player may have (a state set up:
 * no deal comes near it). */
static void
test_too_many (void)
{
  PlBeziqueState state;

  bezique_test_deal (&state, "SQ DJ C9 CA DA HA ST S9", "C7 D7 H7 S7 S8 D8 C8 D9", "H8", "");
  bezique_test_play (&state, "play CA, play C7");
  state.n_declarations[0] = PL_BEZIQUE_MAX_DECLARATIONS;
  for (guint i = 0; i < PL_BEZIQUE_MAX_DECLARATIONS; i++)
    {
      state.declarations[0][i].kind = PL_BEZIQUE_MARRIAGE;
      state.declarations[0][i].status = PL_BEZIQUE_LOST;
    }
  assert_offer (&state, 0, "bezique SQ DJ", PL_BEZIQUE_OFFER_REFUSED, TOO_MANY);
}

static gboolean
move_in (const PlMove *move,
         const PlMove *moves,
         guint         n)
{
  for (guint i = 0; i < n; i++)
    if (pl_move_equal (move, &moves[i]))
      return TRUE;
  return FALSE;
}

/* Over random deals, the offers that are not refused are exactly the
 * declarations legal_moves() lists, and the exchange is offered exactly
 * when it is legal. */
static void
test_playouts (void)
{
  guint checked = 0, offered = 0, refused = 0, pending = 0;

  for (guint i = 0; i < N_PLAYOUTS; i++)
    {
      PlBeziqueOptions options;
      g_autoptr(PlDealRecord) record = NULL;
      PlBeziqueState state;
      PlRng rng;

      pl_game_options_init (&pl_bezique_game, &options);
      record = pl_deal_record_new_from_seed (&pl_bezique_game, &options, i % 2, 9000 + i);
      g_assert_true (pl_bezique_game.deal (&state, record->options, i % 2, record->pack,
                                           record->n_cards, NULL));
      pl_rng_init (&rng, i);

      while (!pl_bezique_game.is_terminal (&state))
        {
          PlMove moves[PL_MAX_MOVES], declares[PL_MAX_MOVES], exchange;
          PlBeziqueOffer offers[PL_BEZIQUE_MAX_OFFERS];
          guint n = pl_bezique_game.legal_moves (&state, moves);
          guint n_declares = 0, n_declare_moves = 0, seat = state.to_move;
          gboolean has_exchange = FALSE;
          guint n_offers;

          for (guint k = 0; k < n; k++)
            {
              if (moves[k].kind == PL_MOVE_DECLARE)
                declares[n_declares++] = moves[k];
              has_exchange |= moves[k].kind == PL_MOVE_EXCHANGE;
            }

          n_offers = pl_bezique_list_offers (&state, seat, offers, G_N_ELEMENTS (offers));
          g_assert_cmpuint (n_offers, <, PL_BEZIQUE_MAX_OFFERS);
          for (guint k = 0; k < n_offers; k++)
            {
              g_assert_true ((offers[k].cards & ~(state.hands[seat] | state.table[seat])) == 0);
              if (offers[k].status == PL_BEZIQUE_OFFER_REFUSED)
                {
                  g_assert_nonnull (offers[k].reason);
                  refused++;
                  /* Legal ones come first. */
                  for (guint j = k + 1; j < n_offers; j++)
                    g_assert_cmpint (offers[j].status, ==, PL_BEZIQUE_OFFER_REFUSED);
                  continue;
                }
              g_assert_true (pl_bezique_game.check_move (&state, &offers[k].move, NULL));
              if (!move_in (&offers[k].move, declares, n_declares))
                {
                  g_autoptr(GString) text = g_string_new (NULL);

                  pl_bezique_game.move_to_string (&state, &offers[k].move, text);
                  g_error ("deal %u: offered “%s”, which is not a legal move", i, text->str);
                }
              pending += offers[k].status == PL_BEZIQUE_OFFER_PENDING;
              n_declare_moves++;
            }
          /* legal_moves() lists each declaration once, as the offers do. */
          g_assert_cmpuint (n_declare_moves, ==, n_declares);
          offered += n_declare_moves;
          g_assert_true (pl_bezique_can_exchange (&state, seat, &exchange) == has_exchange);
          if (has_exchange)
            g_assert_true (move_in (&exchange, moves, n));

          /* The other seat is offered nothing now. */
          n_offers = pl_bezique_list_offers (&state, 1 - seat, offers, G_N_ELEMENTS (offers));
          for (guint k = 0; k < n_offers; k++)
            g_assert_cmpint (offers[k].status, ==, PL_BEZIQUE_OFFER_REFUSED);
          g_assert_false (pl_bezique_can_exchange (&state, 1 - seat, &exchange));
          checked++;

          /* Declare more often than at random, to reach the rules of
           * seed 002 (classes, new cards, pending scores). */
          if (n_declares > 0 && pl_rng_below (&rng, 4) != 0)
            pl_bezique_game.apply (&state, &declares[pl_rng_below (&rng, n_declares)]);
          else
            pl_bezique_game.apply (&state, &moves[pl_rng_below (&rng, n)]);
        }
    }
  g_test_message ("%u positions: %u offers legal (%u pending), %u refused",
                  checked, offered, pending, refused);
  g_assert_cmpuint (offered, >, 0);
  g_assert_cmpuint (pending, >, 0);
  g_assert_cmpuint (refused, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bezique-offer/seed-example", test_seed_example);
  g_test_add_func ("/bezique-offer/pending-scored", test_pending_scored);
  g_test_add_func ("/bezique-offer/only-one", test_only_one);
  g_test_add_func ("/bezique-offer/part-of-higher", test_part_of_higher);
  g_test_add_func ("/bezique-offer/needs-new-card", test_needs_new_card);
  g_test_add_func ("/bezique-offer/forfeits", test_forfeits);
  g_test_add_func ("/bezique-offer/exchange", test_exchange);
  g_test_add_func ("/bezique-offer/last-eight", test_last_eight);
  g_test_add_func ("/bezique-offer/too-many", test_too_many);
  g_test_add_func ("/bezique-offer/playouts", test_playouts);

  return g_test_run ();
}
