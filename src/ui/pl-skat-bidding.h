/* pl-skat-bidding.h — the bar under the table where the human bids and decides
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * PlSkatBidding is the strip at the bottom of the table page in which every
 * decision that is not a card is taken: bidding ("Bid 20", "Hold", "Pass"),
 * taking up the skat or playing Hand, putting two cards away, Kontra and
 * Re.  It shows what the table is waiting for and what the others said,
 * and offers the choices as buttons with mnemonics.  It knows no rules: the
 * controller fills it and turns the "action" signal into a move.
 *
 * Signals
 *   "action" (guint id)   a button was pressed; @id is the one given to
 *                         pl_skat_bidding_add_action()
 */
#define PL_TYPE_SKAT_BIDDING (pl_skat_bidding_get_type ())
G_DECLARE_FINAL_TYPE (PlSkatBidding, pl_skat_bidding, PL, SKAT_BIDDING, GtkWidget)

GtkWidget *pl_skat_bidding_new           (void);
/* @title is what the table waits for ("Your bid"), @detail what the others
 * said ("Middlehand 20 · Rearhand passed"); either may be NULL. */
void       pl_skat_bidding_set_status    (PlSkatBidding *self,
                                          const char    *title,
                                          const char    *detail);
void       pl_skat_bidding_clear_actions (PlSkatBidding *self);
/* @label may have a mnemonic ("_Pass").  The suggested action is drawn
 * highlighted and takes the keyboard focus, so Enter chooses it. */
GtkWidget *pl_skat_bidding_add_action    (PlSkatBidding *self,
                                          const char    *label,
                                          guint          id,
                                          gboolean       suggested);
/* Gives the keyboard focus to the suggested action, if there is one. */
gboolean   pl_skat_bidding_focus_default (PlSkatBidding *self);

/* The labels of the buttons shown, without mnemonics (for the tests). */
GStrv      pl_skat_bidding_dup_action_labels (PlSkatBidding *self);

G_END_DECLS
