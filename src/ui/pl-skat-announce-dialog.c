/* pl-skat-announce-dialog.c — the declarer announces his game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat-announce"

#include <glib/gi18n-lib.h>

#include "pl-card-picture.h"
#include "pl-skat.h"
#include "pl-skat-announce-dialog.h"

#define N_CONTRACTS 6
/* Twelve cards fit a phone's width. */
#define HAND_CARD_WIDTH 32

struct _PlSkatAnnounceDialog
{
  AdwWindow  parent_instance;

  PlTable   *table;
  guint      seat;
  PlCardSet  cards;          /* the declarer's cards, the skat if he knows it */
  gboolean   hand;           /* the skat was not taken up */
  guint      bid;

  /* Template children. */
  GtkWidget *check_clubs;
  GtkWidget *check_spades;
  GtkWidget *check_hearts;
  GtkWidget *check_diamonds;
  GtkWidget *check_grand;
  GtkWidget *check_null;
  GtkWidget *game_group;
  GtkWidget *announcements_group;
  /* The checks again, in PlSkatContract's order. */
  GtkWidget *contract_checks[N_CONTRACTS];
  GtkWidget *schneider_switch;
  GtkWidget *schwarz_switch;
  GtkWidget *ouvert_switch;
  GtkWidget *schneider_row;
  GtkWidget *schwarz_row;
  GtkWidget *ouvert_row;
  GtkWidget *hand_box;
  GtkWidget *value_label;
  GtkWidget *detail_label;
  GtkWidget *warning_label;
  GtkWidget *announce_button;

  gboolean   updating;
};

enum {
  SIGNAL_ANNOUNCED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlSkatAnnounceDialog, pl_skat_announce_dialog, ADW_TYPE_WINDOW)

static PlSkatContract
get_contract (PlSkatAnnounceDialog *self)
{
  for (guint i = 0; i < N_CONTRACTS; i++)
    if (gtk_check_button_get_active (GTK_CHECK_BUTTON (self->contract_checks[i])))
      return (PlSkatContract) i;
  return PL_SKAT_NO_CONTRACT;
}

/* The flags as the rules want them complete: Hand exactly when the skat was
 * not taken up, Schwarz with Schneider, a suit or Grand Ouvert with
 * everything (ISkO 4.1.6). */
static guint
get_flags (PlSkatAnnounceDialog *self,
           PlSkatContract        contract)
{
  guint flags = 0;

  if (self->hand)
    flags |= PL_SKAT_FLAG_HAND;
  if (gtk_switch_get_active (GTK_SWITCH (self->ouvert_switch)))
    flags |= PL_SKAT_FLAG_OUVERT;
  if (contract != PL_SKAT_NULL)
    {
      if (gtk_switch_get_active (GTK_SWITCH (self->schneider_switch)))
        flags |= PL_SKAT_FLAG_SCHNEIDER;
      if (gtk_switch_get_active (GTK_SWITCH (self->schwarz_switch)))
        flags |= PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ;
      if (flags & PL_SKAT_FLAG_OUVERT)
        flags |= PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ;
    }
  return flags;
}

/* The value as announced, in the words of the result (pl-skat-text.c). */
static char *
describe_value (PlSkatContract contract,
                guint          flags,
                PlCardSet      cards)
{
  return pl_skat_value_text (contract, flags, pl_skat_matadors (contract, cards),
                             FALSE, FALSE);
}

static void
update (PlSkatAnnounceDialog *self)
{
  const PlGame *game = pl_table_get_game (self->table);
  g_autoptr(GError) error = NULL;
  g_autofree char *value_text = NULL;
  g_autofree char *detail = NULL;
  PlSkatContract contract;
  PlMove move;
  guint flags, value;
  gboolean is_null, ouvert, legal;

  if (self->updating)
    return;
  self->updating = TRUE;

  contract = get_contract (self);
  is_null = contract == PL_SKAT_NULL;
  ouvert = gtk_switch_get_active (GTK_SWITCH (self->ouvert_switch));

  /* Schneider and Schwarz may be announced in a Hand game only, and mean
   * nothing in Null; a suit or Grand Ouvert is a Hand game and implies
   * both (ISkO 5.2). */
  gtk_widget_set_sensitive (self->schneider_row,
                            self->hand && !is_null && !ouvert);
  gtk_widget_set_sensitive (self->schwarz_row,
                            self->hand && !is_null && !ouvert);
  gtk_widget_set_sensitive (self->ouvert_row,
                            self->hand || is_null);
  if (!self->hand && !is_null && ouvert)
    gtk_switch_set_active (GTK_SWITCH (self->ouvert_switch), FALSE);
  if (is_null || !self->hand)
    {
      gtk_switch_set_active (GTK_SWITCH (self->schneider_switch), FALSE);
      gtk_switch_set_active (GTK_SWITCH (self->schwarz_switch), FALSE);
    }
  else if (gtk_switch_get_active (GTK_SWITCH (self->ouvert_switch)))
    {
      gtk_switch_set_active (GTK_SWITCH (self->schneider_switch), TRUE);
      gtk_switch_set_active (GTK_SWITCH (self->schwarz_switch), TRUE);
    }
  else if (gtk_switch_get_active (GTK_SWITCH (self->schwarz_switch)))
    gtk_switch_set_active (GTK_SWITCH (self->schneider_switch), TRUE);

  flags = get_flags (self, contract);
  value = pl_skat_game_value (contract, flags, self->cards);

  value_text = g_strdup_printf (_("Worth %u"), value);
  gtk_label_set_label (GTK_LABEL (self->value_label), value_text);
  detail = describe_value (contract, flags, self->cards);
  gtk_label_set_label (GTK_LABEL (self->detail_label), detail);

  move = pl_move_new (PL_MOVE_ANNOUNCE, self->seat);
  move.arg = contract;
  move.flags = flags;
  legal = game->check_move (pl_table_get_state (self->table), &move, &error);
  gtk_widget_set_sensitive (self->announce_button, legal);

  if (!legal)
    {
      gtk_label_set_label (GTK_LABEL (self->warning_label), error->message);
      gtk_widget_set_visible (self->warning_label, TRUE);
    }
  else if (value < self->bid)
    {
      g_autofree char *warning = NULL;

      /* ISkO 4.4: a game worth less than the bid is lost as overbid
       * unless play lifts it (Schneider, or fewer matadors than thought
       * when the skat is turned). */
      if (self->hand)
        warning = g_strdup_printf (_("Less than your bid of %u: unless you make Schneider or "
                                     "the skat helps, you lose this game as overbid."),
                                   self->bid);
      else
        warning = g_strdup_printf (_("Less than your bid of %u: unless you make Schneider, "
                                     "you lose this game as overbid."),
                                   self->bid);
      gtk_label_set_label (GTK_LABEL (self->warning_label), warning);
      gtk_widget_set_visible (self->warning_label, TRUE);
    }
  else
    gtk_widget_set_visible (self->warning_label, FALSE);

  self->updating = FALSE;
}

static void
changed_cb (PlSkatAnnounceDialog *self)
{
  update (self);
}

static void
announce_clicked_cb (PlSkatAnnounceDialog *self)
{
  PlSkatContract contract = get_contract (self);
  guint flags = get_flags (self, contract);

  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_ANNOUNCED], 0, (guint) contract, flags);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

/* The contract the declarer's cards suggest: the suit he holds most
 * trumps of, so that Enter alone announces a sensible game. */
static PlSkatContract
suggest_contract (PlCardSet cards)
{
  PlSkatContract best = PL_SKAT_CLUBS;
  guint best_count = 0;

  for (guint s = 0; s < 4; s++)
    {
      PlCardSet suit = cards & PL_CARDSET_SUIT (s) & ~PL_CARDSET_BIT (PL_CARD (s, PL_RANK_JACK));
      guint count = pl_cardset_count (suit);

      if (count > best_count)
        {
          best = (PlSkatContract) s;
          best_count = count;
        }
    }
  return best;
}

/* What the template leaves to the deal: the bid won, whether the skat was
 * taken up, the suggested game. */
static void
build (PlSkatAnnounceDialog *self)
{
  g_autofree char *description = NULL;

  if (self->bid > 0)
    description = g_strdup_printf (_("You won the bidding at %u."), self->bid);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->game_group), description);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->announcements_group),
                                         self->hand
                                         ? _("A Hand game: you did not take up the skat.")
                                         : _("You took up the skat: Schneider and Schwarz "
                                             "cannot be announced, and only Null may be "
                                             "played Ouvert."));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->contract_checks[suggest_contract (self->cards)]),
                               TRUE);
  update (self);
}

static void
pl_skat_announce_dialog_dispose (GObject *object)
{
  PlSkatAnnounceDialog *self = PL_SKAT_ANNOUNCE_DIALOG (object);

  g_clear_object (&self->table);
  gtk_widget_dispose_template (GTK_WIDGET (object), PL_TYPE_SKAT_ANNOUNCE_DIALOG);

  G_OBJECT_CLASS (pl_skat_announce_dialog_parent_class)->dispose (object);
}

static void
pl_skat_announce_dialog_class_init (PlSkatAnnounceDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pl_skat_announce_dialog_dispose;

  signals[SIGNAL_ANNOUNCED] =
    g_signal_new ("announced", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/pl-skat-announce-dialog.ui");
#define BIND(child) \
  gtk_widget_class_bind_template_child (widget_class, PlSkatAnnounceDialog, child)
  BIND (check_clubs);
  BIND (check_spades);
  BIND (check_hearts);
  BIND (check_diamonds);
  BIND (check_grand);
  BIND (check_null);
  BIND (game_group);
  BIND (announcements_group);
  BIND (schneider_switch);
  BIND (schwarz_switch);
  BIND (ouvert_switch);
  BIND (schneider_row);
  BIND (schwarz_row);
  BIND (ouvert_row);
  BIND (hand_box);
  BIND (value_label);
  BIND (detail_label);
  BIND (warning_label);
  BIND (announce_button);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, announce_clicked_cb);
}

/* Issue 19: Enter on a game's focused row or radio button announces that
 * game, as GNOME's dialogs do (Enter takes the focused choice, then the
 * default button, Announce, acts), not the one ticked before (a Clubs
 * overbid was announced while Spades had the focus); on the row alone it
 * only ticked the game. */
static gboolean
enter_pressed_cb (GtkEventControllerKey *controller,
                  guint                  keyval,
                  guint                  keycode,
                  GdkModifierType        state,
                  PlSkatAnnounceDialog  *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return GDK_EVENT_PROPAGATE;
  if (focus == NULL)
    return GDK_EVENT_PROPAGATE;
  for (guint i = 0; i < G_N_ELEMENTS (self->contract_checks); i++)
    {
      GtkWidget *check = self->contract_checks[i];
      /* The check's row, whose activatable widget it is. */
      GtkWidget *row = gtk_widget_get_ancestor (check, ADW_TYPE_ACTION_ROW);

      if (focus != check && (row == NULL || (focus != row && !gtk_widget_is_ancestor (focus, row))))
        continue;
      if (!gtk_widget_is_sensitive (check))
        return GDK_EVENT_PROPAGATE;
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
      if (gtk_widget_is_sensitive (self->announce_button))
        gtk_widget_activate (self->announce_button);
      return GDK_EVENT_STOP;
    }
  /* Elsewhere the focused control takes the key. */
  return GDK_EVENT_PROPAGATE;
}

static void
pl_skat_announce_dialog_init (PlSkatAnnounceDialog *self)
{
  GtkEventController *key;

  /* The handlers run while the template is built: nothing to update yet. */
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->updating = FALSE;
  self->contract_checks[PL_SKAT_CLUBS] = self->check_clubs;
  self->contract_checks[PL_SKAT_SPADES] = self->check_spades;
  self->contract_checks[PL_SKAT_HEARTS] = self->check_hearts;
  self->contract_checks[PL_SKAT_DIAMONDS] = self->check_diamonds;
  self->contract_checks[PL_SKAT_GRAND] = self->check_grand;
  self->contract_checks[PL_SKAT_NULL] = self->check_null;

  key = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (enter_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}

PlSkatAnnounceDialog *
pl_skat_announce_dialog_new (GtkWindow   *parent,
                             PlTable     *table,
                             PlCardTheme *theme)
{
  PlSkatAnnounceDialog *self;
  const PlSkatState *state;
  PlCard sorted[12];
  guint n;

  g_return_val_if_fail (PL_IS_TABLE (table), NULL);

  self = g_object_new (PL_TYPE_SKAT_ANNOUNCE_DIALOG,
                       "transient-for", parent,
                       NULL);
  self->table = g_object_ref (table);
  self->seat = pl_table_get_human_seat (table);
  state = pl_table_get_state (table);
  self->cards = pl_skat_get_hand (state, self->seat) | pl_skat_visible_skat (state, self->seat);
  self->hand = !state->picked_up;
  self->bid = pl_skat_get_bid (state);
  build (self);

  /* The hand, small, above the value: the player chooses his game
   * looking at his cards, which the dialog would otherwise cover. */
  n = pl_skat_sort_hand (state, pl_skat_get_hand (state, self->seat), sorted);
  for (guint i = 0; theme != NULL && i < n; i++)
    gtk_box_append (GTK_BOX (self->hand_box),
                    pl_card_picture_new (theme, sorted[i], HAND_CARD_WIDTH,
                                         gtk_widget_get_scale_factor (GTK_WIDGET (self))));

  return self;
}
