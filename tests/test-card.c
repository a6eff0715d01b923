/* test-card.c — the card notation and card sets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include "pl-card.h"
#include "pl-game.h"

/* DESIGN.md, "Cards and card sets": suit letter then rank, C S H D ×
 * A K Q J T 9 8 7 … 2, the notation of the International Skat Server. */
static void
test_card_roundtrip_all (void)
{
  guint n = 0;

  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    for (guint rank = 0; rank < PL_N_RANKS; rank++)
      {
        PlCard card = PL_CARD (suit, rank), back = PL_CARD_NONE;
        char buf[3];

        g_assert_true (pl_card_is_valid (card));
        pl_card_to_string (card, buf);
        g_assert_cmpuint (buf[0], ==, "CSHD"[suit]);
        g_assert_cmpuint (buf[1], ==, "23456789TJQKA"[rank]);
        g_assert_cmpuint (buf[2], ==, '\0');
        g_assert_true (pl_card_from_string (buf, &back));
        g_assert_cmpuint (back, ==, card);
        n++;
      }
  g_assert_cmpuint (n, ==, 52);
}

static void
test_card_known (void)
{
  static const struct {
    const char *text;
    PlSuit      suit;
    PlRank      rank;
  } cases[] = {
    { "CJ", PL_SUIT_CLUBS, PL_RANK_JACK },
    { "HT", PL_SUIT_HEARTS, PL_RANK_10 },
    { "S7", PL_SUIT_SPADES, PL_RANK_7 },
    { "DA", PL_SUIT_DIAMONDS, PL_RANK_ACE },
    { "C2", PL_SUIT_CLUBS, PL_RANK_2 },
    { "HT rest", PL_SUIT_HEARTS, PL_RANK_10 },  /* a card in place in a line */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PlCard card;

      g_assert_true (pl_card_from_string (cases[i].text, &card));
      g_assert_cmpuint (PL_CARD_SUIT (card), ==, cases[i].suit);
      g_assert_cmpuint (PL_CARD_RANK (card), ==, cases[i].rank);
    }
}

static void
test_card_bad_tokens (void)
{
  static const char *const bad[] = {
    "", "C", "CX", "XJ", "cj", "Cj", "10", "H10", "HTX", "CJ,", "JC", "ZZ",
    "\xc3\xa9J", " CJ",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      PlCard card = 7;

      g_assert_false (pl_card_from_string (bad[i], &card));
      g_assert_cmpuint (card, ==, 7);
    }
  g_assert_false (pl_card_from_string (NULL, NULL));

  /* Invalid values print as "??" rather than as a wrong card. */
  {
    char buf[3];

    pl_card_to_string (PL_CARD_NONE, buf);
    g_assert_cmpstr (buf, ==, "??");
    pl_card_to_string (PL_CARD (0, 13), buf);
    g_assert_cmpstr (buf, ==, "??");
  }
}

static void
test_cardset_strings (void)
{
  static const struct {
    const char *in;
    const char *out;     /* NULL: an error naming @token */
    const char *token;
  } cases[] = {
    { "", "", NULL },
    { "  ", "", NULL },
    { "CJ", "CJ", NULL },
    { "DA  C2\tHT", "C2 HT DA", NULL },
    { "S7 S8 S9", "S7 S8 S9", NULL },
    { "CJ CJ", NULL, "CJ" },
    { "CJ XQ", NULL, "XQ" },
    { "CJ H10", NULL, "H10" },
    { "cj", NULL, "cj" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PlCardSet set = 12345;
      g_autoptr(GError) error = NULL;
      gboolean ok = pl_cardset_from_string (cases[i].in, &set, &error);

      if (cases[i].out != NULL)
        {
          g_autofree char *text = NULL;

          g_assert_no_error (error);
          g_assert_true (ok);
          text = pl_cardset_to_string (set);
          g_assert_cmpstr (text, ==, cases[i].out);
        }
      else
        {
          g_assert_false (ok);
          g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE);
          g_assert_nonnull (strstr (error->message, cases[i].token));
          g_assert_cmpuint (set, ==, 12345);
        }
    }

  /* A long junk token is quoted shortened, as valid UTF-8. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *junk = g_strnfill (5000, 'Q');

    g_assert_false (pl_cardset_from_string (junk, NULL, &error));
    g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE);
    g_assert_cmpuint (strlen (error->message), <, 200);
    g_assert_true (g_utf8_validate (error->message, -1, NULL));
  }
}

static void
test_cards_to_string_order (void)
{
  PlCard cards[] = { PL_CARD (3, PL_RANK_ACE), PL_CARD (0, PL_RANK_JACK),
                     PL_CARD (2, PL_RANK_10) };
  g_autofree char *text = pl_cards_to_string (cards, 3);
  g_autofree char *none = pl_cards_to_string (cards, 0);

  g_assert_cmpstr (text, ==, "DA CJ HT");
  g_assert_cmpstr (none, ==, "");
}

static void
test_cardset_ops (void)
{
  PlCardSet set = PL_CARDSET_EMPTY;
  PlCard cj = PL_CARD (PL_SUIT_CLUBS, PL_RANK_JACK);
  PlCard da = PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_ACE);
  PlCard c2 = PL_CARD (PL_SUIT_CLUBS, PL_RANK_2);

  g_assert_cmpuint (pl_cardset_count (set), ==, 0);
  g_assert_cmpuint (pl_cardset_first (set), ==, PL_CARD_NONE);
  g_assert_cmpuint (pl_cardset_last (set), ==, PL_CARD_NONE);

  set = pl_cardset_add (set, cj);
  set = pl_cardset_add (set, da);
  set = pl_cardset_add (set, da);
  g_assert_cmpuint (pl_cardset_count (set), ==, 2);
  g_assert_true (pl_cardset_has (set, cj));
  g_assert_false (pl_cardset_has (set, c2));
  g_assert_cmpuint (pl_cardset_first (set), ==, cj);
  g_assert_cmpuint (pl_cardset_last (set), ==, da);
  set = pl_cardset_remove (set, cj);
  g_assert_false (pl_cardset_has (set, cj));
  g_assert_cmpuint (pl_cardset_count (set), ==, 1);

  g_assert_cmpuint (pl_cardset_count (PL_CARDSET_PACK52), ==, 52);
  for (guint s = 0; s < PL_N_SUITS; s++)
    g_assert_cmpuint (pl_cardset_count (PL_CARDSET_SUIT (s)), ==, 13);
  for (guint r = 0; r < PL_N_RANKS; r++)
    {
      PlCardSet rank = PL_CARDSET_RANK (r);

      g_assert_cmpuint (pl_cardset_count (rank), ==, 4);
      g_assert_cmpuint (rank & ~PL_CARDSET_PACK52, ==, 0);
    }
  /* The four jacks, as Skat's trump test sees them. */
  {
    g_autofree char *jacks = pl_cardset_to_string (PL_CARDSET_RANK (PL_RANK_JACK));
    g_assert_cmpstr (jacks, ==, "CJ SJ HJ DJ");
  }
}

static void
test_cardset_foreach (void)
{
  PlCardSet set = PL_CARDSET_SUIT (PL_SUIT_HEARTS) |
                  PL_CARDSET_BIT (PL_CARD (PL_SUIT_CLUBS, PL_RANK_2));
  PlCard card, last = 0;
  guint n = 0;
  PlCardSet rebuilt = 0;

  PL_CARDSET_FOREACH (set, card)
    {
      g_assert_true (pl_card_is_valid (card));
      if (n > 0)
        g_assert_cmpuint (card, >, last);   /* lowest first */
      last = card;
      rebuilt = pl_cardset_add (rebuilt, card);
      n++;
    }
  g_assert_cmpuint (n, ==, 14);
  g_assert_cmphex (rebuilt, ==, set);

  n = 0;
  PL_CARDSET_FOREACH (PL_CARDSET_EMPTY, card)
    n++;
  g_assert_cmpuint (n, ==, 0);

  /* The whole pack, all 52. */
  PL_CARDSET_FOREACH (PL_CARDSET_PACK52, card)
    n++;
  g_assert_cmpuint (n, ==, 52);
}

static void
test_suit_rank_chars (void)
{
  PlSuit suit;
  PlRank rank;

  for (guint s = 0; s < PL_N_SUITS; s++)
    {
      g_assert_true (pl_suit_from_char (pl_suit_to_char ((PlSuit) s), &suit));
      g_assert_cmpuint (suit, ==, s);
    }
  for (guint r = 0; r < PL_N_RANKS; r++)
    {
      g_assert_true (pl_rank_from_char (pl_rank_to_char ((PlRank) r), &rank));
      g_assert_cmpuint (rank, ==, r);
    }
  g_assert_false (pl_suit_from_char ('X', &suit));
  g_assert_false (pl_rank_from_char ('1', &rank));
  g_assert_false (pl_rank_from_char ('t', &rank));
  g_assert_cmpuint (pl_suit_to_char ((PlSuit) 4), ==, '?');
  g_assert_cmpuint (pl_rank_to_char ((PlRank) 13), ==, '?');
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card/roundtrip-all", test_card_roundtrip_all);
  g_test_add_func ("/card/known", test_card_known);
  g_test_add_func ("/card/bad-tokens", test_card_bad_tokens);
  g_test_add_func ("/card/suit-rank-chars", test_suit_rank_chars);
  g_test_add_func ("/cardset/strings", test_cardset_strings);
  g_test_add_func ("/cardset/cards-to-string", test_cards_to_string_order);
  g_test_add_func ("/cardset/ops", test_cardset_ops);
  g_test_add_func ("/cardset/foreach", test_cardset_foreach);

  return g_test_run ();
}
