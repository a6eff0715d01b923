/* pl-laws-dialog.h — the book's laws at the table: the answer to an irregularity, and a call
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-table.h"

G_BEGIN_DECLS

/*
 * Two small message dialogs over the table (or over the dialog open on
 * it), for a deal played by the book's laws (pl-laws.h):
 *
 * The answer: the irregularity the human's side answers now
 * (pl_laws_get_pending()), named with the law's words, and its remedies
 * (the human's legal moves, each a button with PlLaws.remedy_label); a
 * remedy that is a card played to a card led out of turn is one button,
 * "Play to It", after which the human plays the card from his hand.
 *
 * The call: the irregularities the rules take a call of from the human
 * now (pl_table_get_law_calls()), each a button, and Cancel.
 *
 * Either emits "move" (gpointer, a const PlMove *) with the move chosen,
 * or "play-to-it" () for the answer by a card; then it closes.  It does
 * not play the move itself: the controller does, so that a refusal is
 * shown as every refusal is.
 */
#define PL_TYPE_LAWS_DIALOG (pl_laws_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PlLawsDialog, pl_laws_dialog, PL, LAWS_DIALOG, AdwMessageDialog)

/* NULL if the human answers no irregularity now. */
PlLawsDialog *pl_laws_dialog_new_answer (GtkWindow *parent,
                                         PlTable   *table);
/* NULL if the human may call nothing now. */
PlLawsDialog *pl_laws_dialog_new_call   (GtkWindow *parent,
                                         PlTable   *table);

G_END_DECLS
