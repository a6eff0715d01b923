/* pl-card-names.h — cards in words, as a player (and a screen reader) says them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "pl-card.h"

G_BEGIN_DECLS

/* "Queen", "10", "Ace" (translated). */
const char *pl_rank_get_display_name (PlRank rank);
/* "Spades" (translated). */
const char *pl_suit_get_display_name (PlSuit suit);
/* "Queen of Spades"; "face-down card" for PL_CARD_NONE (translated). */
char       *pl_card_get_display_name (PlCard card);

G_END_DECLS
