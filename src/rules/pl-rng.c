/* pl-rng.c — xoshiro256** seeded through splitmix64
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-rules"

#include "pl-rng.h"

/*
 * docs/records.md ("The shuffle") specifies this file in words, so that
 * another program can reproduce a deal from its seed; keep the two in step.
 * Everything is unsigned 64-bit arithmetic modulo 2^64.
 */

static inline guint64
rotl (guint64 x,
      int     k)
{
  return (x << k) | (x >> (64 - k));
}

/* Sebastiano Vigna's splitmix64, used only to spread one seed over the
 * 256 bits of xoshiro's state (as its authors recommend). */
static guint64
splitmix64_next (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
pl_rng_init (PlRng   *rng,
             guint64  seed)
{
  guint64 x = seed;

  g_return_if_fail (rng != NULL);

  for (guint i = 0; i < 4; i++)
    rng->s[i] = splitmix64_next (&x);
}

guint64
pl_rng_next (PlRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

/* The upper 32 bits of the next output, redrawn while they fall into the
 * incomplete last block of [0, 2^32): whatever remains is uniform modulo
 * @bound.  Plain rejection, not Lemire's multiply, because it is the easiest
 * rule to restate exactly in docs/records.md. */
guint32
pl_rng_below (PlRng   *rng,
              guint32  bound)
{
  guint64 limit;

  g_return_val_if_fail (bound > 0, 0);

  /* The largest multiple of @bound not above 2^32. */
  limit = (G_GUINT64_CONSTANT (1) << 32) -
          ((G_GUINT64_CONSTANT (1) << 32) % bound);
  for (;;)
    {
      guint64 r = pl_rng_next (rng) >> 32;

      if (r < limit)
        return (guint32) (r % bound);
    }
}

void
pl_rng_shuffle (PlRng  *rng,
                PlCard *cards,
                guint   n_cards)
{
  g_return_if_fail (n_cards == 0 || cards != NULL);

  for (guint i = n_cards; i > 1; i--)
    {
      guint j = pl_rng_below (rng, i);
      PlCard tmp = cards[i - 1];

      cards[i - 1] = cards[j];
      cards[j] = tmp;
    }
}
