/* pl-rng.h — the seeded generator behind every shuffle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-card.h"

G_BEGIN_DECLS

/*
 * xoshiro256** (Blackman and Vigna), seeded from one 64-bit seed through
 * splitmix64.  Integer arithmetic only, so the same seed gives the same
 * deal on every machine; docs/records.md documents it so that another
 * program can reproduce a deal from its number.
 */
typedef struct {
  guint64 s[4];
} PlRng;

void     pl_rng_init     (PlRng   *rng,
                          guint64  seed);
guint64  pl_rng_next     (PlRng   *rng);
/* Uniform in [0, bound), without modulo bias; bound > 0. */
guint32  pl_rng_below    (PlRng   *rng,
                          guint32  bound);
/* Fisher–Yates, from the last element down. */
void     pl_rng_shuffle  (PlRng   *rng,
                          PlCard  *cards,
                          guint    n_cards);

G_END_DECLS
