/* pl-action-bar.h — the bar under the table where the human decides what is not a card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "pl-move.h"

G_BEGIN_DECLS

/*
 * PlActionBar is the strip at the bottom of the table page in which every
 * decision that is not a card is taken, in every game: Skat's bidding
 * ("Bid 20", "Hold", "Pass"), taking up the skat, Kontra and Re; Bézique's
 * declarations after a won trick; Euchre's ordering up, calling trump and
 * going alone; the end of the deal.  It shows what the table is waiting
 * for and what the others said, and offers the choices as buttons with
 * mnemonics.  It knows no rules: the game's controller gives it the legal
 * moves to offer, each with the game's own words, and other actions of its
 * own (opening a dialog, the next deal).
 *
 * Signals
 *   "move" (gpointer move)   a move's button was pressed; @move is a
 *                            const PlMove * given to add_move(), valid
 *                            during the emission
 *   "action" (guint id)      another button was pressed; @id is the one
 *                            given to add_action()
 */
#define PL_TYPE_ACTION_BAR (pl_action_bar_get_type ())
G_DECLARE_FINAL_TYPE (PlActionBar, pl_action_bar, PL, ACTION_BAR, GtkWidget)

GtkWidget *pl_action_bar_new           (void);
/* @title is what the table waits for ("Your bid"), @detail what the others
 * said ("Middlehand 20 · Rearhand passed"); either may be NULL. */
void       pl_action_bar_set_status    (PlActionBar  *self,
                                        const char   *title,
                                        const char   *detail);
void       pl_action_bar_clear_actions (PlActionBar  *self);
/* Offers the legal @move with @label (which may have a mnemonic:
 * "_Pass").  The suggested button is drawn highlighted and takes the
 * keyboard focus, so that Enter chooses it. */
GtkWidget *pl_action_bar_add_move      (PlActionBar  *self,
                                        const PlMove *move,
                                        const char   *label,
                                        gboolean      suggested);
/* A button that is no move of the game ("_Announce Game…", "_Next Deal"). */
GtkWidget *pl_action_bar_add_action    (PlActionBar  *self,
                                        const char   *label,
                                        guint         id,
                                        gboolean      suggested);
/* A switch with @label (a mnemonic: "Go _Alone") on a line under the
 * buttons, which qualifies the moves offered (Euchre's lone hand); the
 * caller follows its "notify::active".  Cleared with the buttons. */
GtkWidget *pl_action_bar_add_switch    (PlActionBar  *self,
                                        const char   *label,
                                        gboolean      active);
/* Another control among the buttons (Skat's list of higher bids); it goes
 * with the buttons at the next clear_actions(). */
void       pl_action_bar_add_widget    (PlActionBar  *self,
                                        GtkWidget    *widget);
/* Gives the keyboard focus to the suggested button, if there is one. */
gboolean   pl_action_bar_focus_default (PlActionBar  *self);

/* The labels of the buttons shown, without mnemonics (for the tests). */
GStrv      pl_action_bar_dup_action_labels (PlActionBar *self);

G_END_DECLS
