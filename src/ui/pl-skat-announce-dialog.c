/* pl-skat-announce-dialog.c — the declarer announces his game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat-announce"

#include <glib/gi18n-lib.h>

#include "pl-skat.h"
#include "pl-skat-announce-dialog.h"

#define N_CONTRACTS 6

struct _PlSkatAnnounceDialog
{
  AdwWindow  parent_instance;

  PlTable   *table;
  guint      seat;
  PlCardSet  cards;          /* the declarer's cards, the skat if he knows it */
  gboolean   hand;           /* the skat was not taken up */
  guint      bid;

  GtkWidget *contract_checks[N_CONTRACTS];
  GtkWidget *schneider_switch;
  GtkWidget *schwarz_switch;
  GtkWidget *ouvert_switch;
  GtkWidget *schneider_row;
  GtkWidget *schwarz_row;
  GtkWidget *ouvert_row;
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

static const char * const contract_icons[N_CONTRACTS] = {
  "suit-clubs-symbolic", "suit-spades-symbolic", "suit-hearts-symbolic",
  "suit-diamonds-symbolic", "view-grid-symbolic", "action-unavailable-symbolic",
};

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

static GtkWidget *
add_switch_row (GtkWidget  *group,
                const char *title,
                const char *subtitle,
                GtkWidget **out_switch)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  *out_switch = sw;
  return row;
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

static void
build (PlSkatAnnounceDialog *self)
{
  static const char * const contract_labels[N_CONTRACTS] = {
    N_("_Clubs"), N_("_Spades"), N_("_Hearts"), N_("_Diamonds"), N_("_Grand"), N_("_Null"),
  };
  static const char * const contract_notes[N_CONTRACTS] = {
    N_("Clubs are trumps after the jacks; base value 12"),
    N_("Spades are trumps after the jacks; base value 11"),
    N_("Hearts are trumps after the jacks; base value 10"),
    N_("Diamonds are trumps after the jacks; base value 9"),
    N_("Only the four jacks are trumps; base value 24"),
    N_("No trumps; you must take no trick. Worth 23, Hand 35, Ouvert 46, Hand Ouvert 59"),
  };
  GtkWidget *header, *page, *group, *row, *box, *content;
  GtkWidget *first = NULL;
  g_autofree char *description = NULL;

  gtk_window_set_title (GTK_WINDOW (self), _("Announce Your Game"));

  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  gtk_box_append (GTK_BOX (content), header);

  self->announce_button = gtk_button_new_with_mnemonic (_("_Announce"));
  gtk_widget_add_css_class (self->announce_button, "suggested-action");
  g_signal_connect_swapped (self->announce_button, "clicked",
                            G_CALLBACK (announce_clicked_cb), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->announce_button);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->announce_button);

  /* The value stays in sight above the choices, which scroll. */
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_add_css_class (box, "pl-game-value");
  self->value_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->value_label, "title-2");
  gtk_box_append (GTK_BOX (box), self->value_label);
  self->detail_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->detail_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->detail_label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (self->detail_label, "dim-label");
  gtk_box_append (GTK_BOX (box), self->detail_label);
  self->warning_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->warning_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->warning_label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (self->warning_label, "error");
  gtk_box_append (GTK_BOX (box), self->warning_label);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->announce_button),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                  self->value_label, self->warning_label, NULL, -1);
  gtk_box_append (GTK_BOX (content), box);

  page = adw_preferences_page_new ();
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (content), page);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Game"));
  description = g_strdup_printf (_("You won the bidding at %u."), self->bid);
  if (self->bid == 0)
    g_clear_pointer (&description, g_free);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  for (guint i = 0; i < N_CONTRACTS; i++)
    {
      GtkWidget *check = gtk_check_button_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name (contract_icons[i]);

      if (first != NULL)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (check), GTK_CHECK_BUTTON (first));
      else
        first = check;
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      g_signal_connect_swapped (check, "toggled", G_CALLBACK (changed_cb), self);
      self->contract_checks[i] = check;

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(contract_labels[i]));
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(contract_notes[i]));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), icon);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      if (i == PL_SKAT_HEARTS || i == PL_SKAT_DIAMONDS)
        gtk_widget_add_css_class (icon, "pl-red-suit");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Announcements"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         self->hand
                                         ? _("A Hand game: you did not take up the skat.")
                                         : _("You took up the skat: Schneider and Schwarz "
                                             "cannot be announced, and only Null may be "
                                             "played Ouvert."));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  self->schneider_row = add_switch_row (group, _("Schneide_r"),
                  _("You will take 90 card points or more"), &self->schneider_switch);
  self->schwarz_row = add_switch_row (group, _("Sch_warz"),
                  _("You will take every trick"), &self->schwarz_switch);
  self->ouvert_row = add_switch_row (group, _("_Ouvert"),
                  _("Your cards lie open on the table before the first card"),
                  &self->ouvert_switch);
  g_signal_connect_swapped (self->schneider_switch, "notify::active",
                            G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (self->schwarz_switch, "notify::active",
                            G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (self->ouvert_switch, "notify::active",
                            G_CALLBACK (changed_cb), self);


  adw_window_set_content (ADW_WINDOW (self), content);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->contract_checks[suggest_contract (self->cards)]),
                               TRUE);
  update (self);
}

static void
pl_skat_announce_dialog_dispose (GObject *object)
{
  PlSkatAnnounceDialog *self = PL_SKAT_ANNOUNCE_DIALOG (object);

  g_clear_object (&self->table);

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
}

static void
pl_skat_announce_dialog_init (PlSkatAnnounceDialog *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self), 480, 640);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
}

PlSkatAnnounceDialog *
pl_skat_announce_dialog_new (GtkWindow *parent,
                             PlTable   *table)
{
  PlSkatAnnounceDialog *self;
  const PlSkatState *state;

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

  return self;
}
