/* pl-skat-announce-dialog.h — the declarer announces his game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-card-theme.h"
#include "pl-table.h"

G_BEGIN_DECLS

/*
 * The announcement: the contract (a suit, Grand or Null) and what goes
 * with it (Hand, Schneider, Schwarz, Ouvert), with the game's value shown
 * as it would count with the declarer's cards, and a warning when it falls
 * short of the bid.  What the rules refuse (a Null game below the bid, a
 * Schneider announced after taking up the skat) cannot be announced, and
 * the dialog says why.  The dialog knows the rules only through the rules'
 * own functions; "announced" hands the choice to the controller.
 *
 * Signals
 *   "announced" (guint contract, guint flags)   PlSkatContract, PlSkatFlags
 */
#define PL_TYPE_SKAT_ANNOUNCE_DIALOG (pl_skat_announce_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PlSkatAnnounceDialog, pl_skat_announce_dialog,
                      PL, SKAT_ANNOUNCE_DIALOG, AdwWindow)

/* @theme draws the human's hand in the dialog (NULL: no cards shown). */
PlSkatAnnounceDialog *pl_skat_announce_dialog_new (GtkWindow   *parent,
                                                   PlTable     *table,
                                                   PlCardTheme *theme);

G_END_DECLS
