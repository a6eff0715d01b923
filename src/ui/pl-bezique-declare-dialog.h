/* pl-bezique-declare-dialog.h — declarations after a won Bézique trick
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-bezique.h"
#include "pl-card-theme.h"

G_BEGIN_DECLS

/*
 * After the human wins a trick: every combination he holds with its
 * points, one of them (or a score kept "to score") chosen to score now —
 * seed 004 "Only one Declaration can be made after each trick" — others
 * announced "to score", those the rules refuse greyed out with the reason,
 * and the exchange of the seven of trumps.  The dialog works on its own
 * copy of the state and knows the rules only through pl-bezique-offer.h
 * and the engine's check_move()/apply().
 *
 * Signals
 *   "declared" (gpointer moves, guint n_moves)
 *       moves is a const PlMove *: the moves to play in order — [exchange]
 *       [declare, or score a pending one] [to-score …] [done] — each checked
 *       and applied on the dialog's copy.  "done" is left out when the
 *       engine ends the declarations itself (a pending one scored, or
 *       nothing left to announce: it has drawn).  The array lives only
 *       during the emission: copy what you keep.  The dialog closes itself
 *       after emitting; closing it otherwise (Escape) emits nothing.
 */
#define PL_TYPE_BEZIQUE_DECLARE_DIALOG (pl_bezique_declare_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PlBeziqueDeclareDialog, pl_bezique_declare_dialog,
                      PL, BEZIQUE_DECLARE_DIALOG, AdwWindow)

/* A copy of @state is kept; @seat is the human's; @theme (may be NULL)
 * draws the cards. */
PlBeziqueDeclareDialog *pl_bezique_declare_dialog_new         (GtkWindow              *parent,
                                                               const PlBeziqueState   *state,
                                                               guint                   seat,
                                                               PlCardTheme            *theme);

/* Declaring by drag: preselects the best legal combination that uses a
 * card named @card.  FALSE (and a translated *@reason, g_free it) if none
 * that uses it can be declared now. */
gboolean                pl_bezique_declare_dialog_select_card (PlBeziqueDeclareDialog *self,
                                                               PlCard                  card,
                                                               char                  **reason);

G_END_DECLS
