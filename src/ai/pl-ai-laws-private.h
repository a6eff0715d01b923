/* pl-ai-laws-private.h — each game's side of the computer at a table
 * played by the laws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai-laws.h"

G_BEGIN_DECLS

/* A game's answers and calls (pl-ai-laws-skat.c, pl-ai-laws-bezique.c);
 * a game without an entry answers with its first remedy and calls
 * nothing. */
typedef struct {
  const PlGame *game;
  /* The answer of @seat to the irregularity open now (one of the legal
   * moves). */
  PlMove   (*remedy) (gconstpointer  state,
                      guint          seat,
                      PlAiLevel      level,
                      PlRng         *rng);
  /* A call @seat makes now; FALSE if none. */
  gboolean (*call)   (gconstpointer  state,
                      guint          seat,
                      PlMove        *move);
  /* A sentence for @move, or NULL. */
  char    *(*say)    (gconstpointer  state,
                      const PlMove  *move);
} PlAiLawsGame;

extern const PlAiLawsGame pl_ai_laws_skat;
extern const PlAiLawsGame pl_ai_laws_bezique;
extern const PlAiLawsGame pl_ai_laws_euchre;
extern const PlAiLawsGame pl_ai_laws_cassino;

/* The worlds a level looks at to choose a remedy (0: rules of thumb). */
guint    pl_ai_laws_worlds (PlAiLevel level);

G_END_DECLS
