/* test-rng.c — the seeded generator behind every shuffle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include "pl-rng.h"

/*
 * The expected values below were computed once from the algorithm as
 * docs/records.md ("The shuffle") states it, by an independent Python
 * reimplementation of that text, not by this C code.  A change here means
 * every seeded record ever written deals differently: do not "fix" the
 * numbers, fix the code.
 */

static const struct {
  guint64 seed;
  guint64 out[3];
} next_cases[] = {
  { 0, { G_GUINT64_CONSTANT (0x99ec5f36cb75f2b4),
         G_GUINT64_CONSTANT (0xbf6e1f784956452a),
         G_GUINT64_CONSTANT (0x1a5f849d4933e6e0) } },
  { 1, { G_GUINT64_CONSTANT (0xb3f2af6d0fc710c5),
         G_GUINT64_CONSTANT (0x853b559647364cea),
         G_GUINT64_CONSTANT (0x92f89756082a4514) } },
  { 1234, { G_GUINT64_CONSTANT (0x0bab45d9a0e3ae53),
            G_GUINT64_CONSTANT (0xd7c640660c19433e),
            G_GUINT64_CONSTANT (0xb0dedaa0d09a6691) } },
  { G_MAXUINT64, { G_GUINT64_CONSTANT (0x8f5520d52a7ead08),
                   G_GUINT64_CONSTANT (0xc476a018caa1802d),
                   G_GUINT64_CONSTANT (0x81de31c0d260469e) } },
};

static void
test_rng_next (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (next_cases); i++)
    {
      PlRng rng;

      pl_rng_init (&rng, next_cases[i].seed);
      for (guint k = 0; k < 3; k++)
        g_assert_cmphex (pl_rng_next (&rng), ==, next_cases[i].out[k]);
    }
}

static void
test_rng_below (void)
{
  /* Seed 7, bounds in this order, from the Python reimplementation. */
  static const guint32 bounds[] = { 1, 2, 3, 10, 32, 1000000007, 0xffffffff };
  static const guint32 expected[] = { 0, 0, 1, 3, 12, 748535502, 260928194 };
  PlRng rng;

  pl_rng_init (&rng, 7);
  for (guint i = 0; i < G_N_ELEMENTS (bounds); i++)
    g_assert_cmpuint (pl_rng_below (&rng, bounds[i]), ==, expected[i]);

  /* Always in range, and every value of a small bound comes up. */
  pl_rng_init (&rng, 99);
  for (guint bound = 1; bound < 40; bound++)
    {
      guint64 seen = 0;

      for (guint k = 0; k < 2000; k++)
        {
          guint32 r = pl_rng_below (&rng, bound);

          g_assert_cmpuint (r, <, bound);
          seen |= G_GUINT64_CONSTANT (1) << r;
        }
      g_assert_cmphex (seen, ==, (G_GUINT64_CONSTANT (1) << bound) - 1);
    }
}

/* The Skat pack in its canonical order (pl-skat.h): C S H D, each
 * 7 8 9 T J Q K A. */
static guint
skat_pack (PlCard *cards)
{
  guint n = 0;

  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    for (guint rank = PL_RANK_7; rank <= PL_RANK_ACE; rank++)
      cards[n++] = PL_CARD (suit, rank);
  return n;
}

static void
test_rng_shuffle_skat (void)
{
  static const struct {
    guint64     seed;
    const char *pack;
  } cases[] = {
    { 0, "C7 DQ SK HA HQ DT H9 S9 S8 CK HJ CT C8 S7 SA DJ ST D8 SJ SQ H7 D7 "
         "DK HT CA D9 DA C9 CJ CQ H8 HK" },
    { 1, "D8 S9 DQ SJ CJ DT HK S7 ST C7 HA S8 HT C9 H8 DJ HJ SK DA CQ CK CT "
         "SA H9 DK HQ D7 D9 C8 H7 CA SQ" },
    { 42, "SJ SQ HK CT S8 DK CK HA HQ D8 D7 ST C9 DT D9 DA CJ CA CQ C8 S9 DJ "
          "S7 H9 H8 SA H7 HT DQ C7 HJ SK" },
    { 1234, "S7 CQ HJ C8 ST SQ HA SK H9 CK C7 DA DQ H7 S9 SA HQ DK CT DT S8 C9 "
            "DJ D7 SJ HK CJ HT CA D9 H8 D8" },
    { G_MAXUINT64, "S7 SJ DJ D8 S9 ST SA SK DT CQ C8 CJ H9 HJ DQ HA C9 HT H7 C7 "
                   "DK CA H8 CT CK S8 SQ DA D7 HK D9 HQ" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PlCard cards[32];
      PlRng rng;
      guint n = skat_pack (cards);
      g_autofree char *text = NULL;

      g_assert_cmpuint (n, ==, 32);
      pl_rng_init (&rng, cases[i].seed);
      pl_rng_shuffle (&rng, cards, n);
      text = pl_cards_to_string (cards, n);
      g_assert_cmpstr (text, ==, cases[i].pack);
    }
}

static void
test_rng_shuffle_edges (void)
{
  PlCard one = PL_CARD (PL_SUIT_HEARTS, PL_RANK_10);
  PlRng rng, before;

  /* Shuffling fewer than two cards draws nothing. */
  pl_rng_init (&rng, 5);
  before = rng;
  pl_rng_shuffle (&rng, &one, 1);
  pl_rng_shuffle (&rng, NULL, 0);
  g_assert_cmpmem (&rng, sizeof rng, &before, sizeof before);
  g_assert_cmpuint (one, ==, PL_CARD (PL_SUIT_HEARTS, PL_RANK_10));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rng/next", test_rng_next);
  g_test_add_func ("/rng/below", test_rng_below);
  g_test_add_func ("/rng/shuffle-skat", test_rng_shuffle_skat);
  g_test_add_func ("/rng/shuffle-edges", test_rng_shuffle_edges);

  return g_test_run ();
}
