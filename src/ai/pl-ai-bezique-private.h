/* pl-ai-bezique-private.h — what the files of the Bézique player share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai-bezique.h"

G_BEGIN_DECLS

/* How much @seat would rather keep its physical card @p: its rank, a
 * brisque's 10, trumps, and while the stock lasts a share of the
 * combinations it may still help to declare. */
gint     pl_ai_bezique_keep_value     (const PlBeziqueState *state,
                                       guint                 seat,
                                       guint                 p);

/* About the most @seat could declare after winning the next trick, from
 * the cards it holds now; 0 for nothing. */
guint    pl_ai_bezique_declarable     (const PlBeziqueState *state,
                                       guint                 seat);

G_END_DECLS
