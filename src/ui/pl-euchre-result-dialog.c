/* pl-euchre-result-dialog.c — the end of a Euchre deal: trumps, tricks, points and why, the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-euchre-result"

#include <glib/gi18n-lib.h>

#include "pl-ai-euchre-private.h"
#include "pl-euchre.h"
#include "pl-euchre-result-dialog.h"
#include "pl-result-frame.h"

struct _PlEuchreResultDialog
{
  AdwWindow  parent_instance;

  GtkWidget *next_button;

  /* "Could I have won?": the state at the first card led, the human's
   * side, the button, the verdict, and the solver running for it. */
  PlEuchreState *initial;
  guint          human_side;
  GtkWidget     *could_button;
  GtkWidget     *verdict_label;
  GCancellable  *cancellable;
};

enum {
  SIGNAL_NEXT_DEAL,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlEuchreResultDialog, pl_euchre_result_dialog, ADW_TYPE_WINDOW)

static void
next_deal_clicked_cb (PlEuchreResultDialog *self)
{
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_NEXT_DEAL], 0);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

/* "you and your partner" for the human's side, "Anna and Carl" for the
 * other. */
static char *
side_name (PlTable *table,
           guint    side)
{
  guint human = pl_table_get_human_seat (table);

  if (side == pl_euchre_side (human))
    return g_strdup (_("you and your partner"));
  /* TRANSLATORS: the two partners of a side: "Anna and Carl". */
  return g_strdup_printf (_("%s and %s"),
                          pl_seat_get_name (pl_table_get_seat (table, side)),
                          pl_seat_get_name (pl_table_get_seat (table, side + 2)));
}

static const char *
seat_name (PlTable *table,
           guint    seat)
{
  return pl_seat_get_name (pl_table_get_seat (table, seat));
}

/* Why the points went where they did, with the side that scores them:
 * "Euchred: 2 to you and your partner". */
static char *
describe_points (PlTable               *table,
                 const PlEuchreOutcome *o)
{
  guint makers = pl_euchre_side ((guint) o->maker);
  guint scorer = o->points[makers] > 0 ? makers : 1 - makers;
  g_autofree char *who = side_name (table, scorer);
  guint points = o->points[scorer];

  switch (o->end)
    {
    case PL_EUCHRE_END_MADE:
      /* TRANSLATORS: the makers took three or four tricks. */
      return g_strdup_printf (_("Made: %u to %s"), points, who);
    case PL_EUCHRE_END_MARCH:
      return g_strdup_printf (_("March, all five tricks: %u to %s"), points, who);
    case PL_EUCHRE_END_LONE_MARCH:
      return g_strdup_printf (_("Lone hand, all five tricks: %u to %s"), points, who);
    case PL_EUCHRE_END_EUCHRED:
      if (o->defender >= 0)
        return g_strdup_printf (_("Euchred by a lone defender: %u to %s"), points, who);
      return g_strdup_printf (_("Euchred: %u to %s"), points, who);
    case PL_EUCHRE_END_LAW_50:
      /* TRANSLATORS: seed 001, law 50. */
      return g_strdup_printf (_("Law 50, an adversary abandoned his hand against the lone "
                                "hand: %u to %s"), points, who);
    case PL_EUCHRE_END_PASSED:
    default:
      return g_strdup (_("All passed: the deal is thrown in"));
    }
}

static void
add_row (GtkWidget  *group,
         const char *title,
         const char *subtitle,
         const char *value)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (value != NULL)
    {
      GtkWidget *label = gtk_label_new (value);

      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

/* The making of trumps: the suit, who made it and how. */
static GtkWidget *
deal_group (PlTable               *table,
            const PlEuchreState   *state,
            const PlEuchreOutcome *o)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *made = NULL;
  g_autofree char *points = describe_points (table, o);
  g_autofree char *dealt = NULL;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("The Deal"));
  /* TRANSLATORS: whose deal it was, "Dealt by Anna". */
  dealt = g_strdup_printf (_("Dealt by %s"), seat_name (table, state->dealer));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), dealt);
  if (o->end == PL_EUCHRE_END_PASSED)
    {
      add_row (group, points, _("The deal passes to the next dealer"), NULL);
      return group;
    }

  if (o->alone)
    /* TRANSLATORS: who made trumps and played alone: "Made by Anna, alone". */
    made = g_strdup_printf (_("Made by %s, alone"), seat_name (table, (guint) o->maker));
  else
    made = g_strdup_printf (_("Made by %s"), seat_name (table, (guint) o->maker));
  add_row (group, pl_euchre_suit_name (o->trump), made,
           o->made_round == 1 ? _("First round")
           : o->made_round == 2 ? _("Second round") : _("Joker turned"));
  if (o->defender >= 0)
    add_row (group, _("Defended alone"), seat_name (table, (guint) o->defender), NULL);
  if (o->conceded >= 0)
    add_row (group, _("Hand laid down"), seat_name (table, (guint) o->conceded), NULL);

  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *who = side_name (table, side);
      g_autofree char *tricks = g_strdup_printf ("%u", o->tricks[side]);
      g_autofree char *title = NULL;

      /* TRANSLATORS: a side's tricks, "Tricks of you and your partner". */
      title = g_strdup_printf (_("Tricks of %s"), who);
      add_row (group, title,
               pl_euchre_side ((guint) o->maker) == side ? _("The makers") : _("The adversaries"),
               tricks);
    }
  add_row (group, points, NULL, NULL);
  return group;
}

/* The game: each side's score against the game's points. */
static GtkWidget *
game_group (PlTable               *table,
            const PlEuchreState   *state,
            const PlEuchreOutcome *o)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *title = NULL;

  /* TRANSLATORS: the group of the game score: "Game to 10". */
  title = g_strdup_printf (_("Game to %u"), (guint) state->options.game);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *who = side_name (table, side);
      g_autofree char *score = g_strdup_printf ("%u", o->score[side]);
      g_autofree char *before = NULL;

      /* Capitalised as a row's title. */
      if (who[0] != '\0')
        {
          g_autofree char *rest = g_strdup (g_utf8_next_char (who));
          gunichar first = g_unichar_toupper (g_utf8_get_char (who));
          char head[8] = { 0 };

          g_unichar_to_utf8 (first, head);
          g_free (who);
          who = g_strconcat (head, rest, NULL);
        }
      /* TRANSLATORS: a side's score before this deal: "Was 4". */
      before = g_strdup_printf (_("Was %u"), o->score_before[side]);
      add_row (group, who, before, score);
    }
  if (o->game_won >= 0)
    {
      g_autofree char *who = side_name (table, (guint) o->game_won);
      g_autofree char *won = g_strdup_printf (_("The game goes to %s"), who);

      add_row (group, won, _("The next deal begins a new game"), NULL);
    }
  return group;
}

/* "Could I have won?" ----------------------------------------------------- */

/* The position at the first card led: the deal's record replayed up to
 * its first card played, with the game score of the deal.  NULL if no
 * card was played. */
static PlEuchreState *
state_at_first_lead (PlTable             *table,
                     const PlEuchreState *end)
{
  const PlDealRecord *deal = pl_table_get_record (table);
  g_autoptr(GError) error = NULL;
  PlEuchreState *state;
  guint n = 0;

  if (deal == NULL)
    return NULL;
  while (n < deal->moves->len && g_array_index (deal->moves, PlMove, n).kind != PL_MOVE_PLAY)
    n++;
  if (n == deal->moves->len)
    return NULL;
  state = pl_deal_record_replay (deal, n, &error);
  if (state == NULL)
    {
      g_warning ("The deal does not replay: %s", error->message);
      return NULL;
    }
  memcpy (state->score, end->score, sizeof state->score);
  return state;
}

static void
could_have_won_thread (GTask        *task,
                       gpointer      source_object,
                       gpointer      task_data,
                       GCancellable *cancellable)
{
  const PlEuchreState *initial = task_data;
  PlCard cards[PL_EUCHRE_HAND + 1];
  guint tricks[PL_EUCHRE_HAND + 1];
  guint n = pl_ai_euchre_solve (initial, cards, tricks);
  gboolean maker_leads = pl_euchre_side ((guint) initial->to_move) ==
                         pl_euchre_side ((guint) initial->maker);
  guint best = maker_leads ? 0 : PL_EUCHRE_N_TRICKS;

  /* The leader picks the card best for his side; the solver gives the
   * makers' tricks after each with best play from there on. */
  for (guint i = 0; i < n; i++)
    best = maker_leads ? MAX (best, tricks[i]) : MIN (best, tricks[i]);
  g_task_return_int (task, (gssize) best);
}

static void
could_have_won_done_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  PlEuchreResultDialog *self = PL_EUCHRE_RESULT_DIALOG (source);
  g_autoptr(GError) error = NULL;
  gssize tricks = g_task_propagate_int (G_TASK (result), &error);
  gboolean makers = self->human_side == pl_euchre_side ((guint) self->initial->maker);
  gboolean made = tricks >= 3;
  g_autofree char *verdict = NULL;

  /* The dialog was closed meanwhile. */
  if (error != NULL || self->verdict_label == NULL)
    return;
  /* Whole sentences, the verdict in each: translators see them whole. */
  if (makers && made)
    verdict = g_strdup_printf (ngettext ("Yes: with best play from all four, you and your "
                                         "partner take %d trick",
                                         "Yes: with best play from all four, you and your "
                                         "partner take %d tricks", (gulong) tricks),
                               (gint) tricks);
  else if (makers)
    verdict = g_strdup_printf (ngettext ("No: even with best play from all four, you and "
                                         "your partner take only %d trick",
                                         "No: even with best play from all four, you and "
                                         "your partner take only %d tricks", (gulong) tricks),
                               (gint) tricks);
  else if (made)
    verdict = g_strdup_printf (ngettext ("No: with best play from all four, the makers take "
                                         "%d trick",
                                         "No: with best play from all four, the makers take "
                                         "%d tricks", (gulong) tricks),
                               (gint) tricks);
  else
    verdict = g_strdup_printf (ngettext ("Yes: with best play from all four, the makers take "
                                         "only %d trick",
                                         "Yes: with best play from all four, the makers take "
                                         "only %d tricks", (gulong) tricks),
                               (gint) tricks);
  gtk_label_set_text (GTK_LABEL (self->verdict_label), verdict);
}

static void
could_have_won_clicked_cb (PlEuchreResultDialog *self)
{
  g_autoptr(GTask) task = NULL;

  gtk_widget_set_sensitive (self->could_button, FALSE);
  gtk_label_set_text (GTK_LABEL (self->verdict_label), _("Working it out…"));
  gtk_widget_set_visible (self->verdict_label, TRUE);

  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, could_have_won_done_cb, NULL);
  g_task_set_source_tag (task, could_have_won_clicked_cb);
  g_task_set_task_data (task, g_memdup2 (self->initial, sizeof *self->initial), g_free);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, could_have_won_thread);
}

/* The window -------------------------------------------------------------- */

static void
build (PlEuchreResultDialog *self,
       PlTable              *table)
{
  const PlEuchreState *state = pl_table_get_state (table);
  guint human = pl_table_get_human_seat (table);
  guint side = pl_euchre_side (human);
  PlEuchreOutcome o;
  const char *heading;
  GtkWidget *header, *box, *label, *button;

  pl_euchre_get_outcome (state, &o);
  self->human_side = side;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  if (o.game_won >= 0)
    heading = (guint) o.game_won == side ? _("You and Your Partner Won the Game")
                                         : _("Your Adversaries Won the Game");
  else if (o.end == PL_EUCHRE_END_PASSED)
    heading = _("Thrown In");
  else
    heading = o.points[side] > 0 ? _("You and Your Partner Scored")
                                 : _("Your Adversaries Scored");
  label = gtk_label_new (heading);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, "title-1");
  gtk_box_append (GTK_BOX (box), label);

  gtk_box_append (GTK_BOX (box), deal_group (table, state, &o));
  gtk_box_append (GTK_BOX (box), game_group (table, state, &o));

  self->initial = o.end != PL_EUCHRE_END_PASSED ? state_at_first_lead (table, state) : NULL;
  if (self->initial != NULL)
    {
      GtkWidget *could = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

      button = gtk_button_new_with_mnemonic (_("_Could I Have Won?"));
      gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "pill");
      gtk_widget_set_tooltip_text (button, _("Works out what the makers take with every hand "
                                             "open and best play from the first lead"));
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (could_have_won_clicked_cb), self);
      gtk_box_append (GTK_BOX (could), button);
      self->could_button = button;

      self->verdict_label = gtk_label_new (NULL);
      gtk_label_set_wrap (GTK_LABEL (self->verdict_label), TRUE);
      gtk_label_set_justify (GTK_LABEL (self->verdict_label), GTK_JUSTIFY_CENTER);
      gtk_widget_set_visible (self->verdict_label, FALSE);
      gtk_box_append (GTK_BOX (could), self->verdict_label);
      gtk_box_append (GTK_BOX (box), could);
    }

  header = pl_result_frame_set_content (ADW_WINDOW (self), box);
  button = gtk_button_new_with_mnemonic (_("_Next Deal"));
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (next_deal_clicked_cb), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), button);
  gtk_window_set_default_widget (GTK_WINDOW (self), button);
  self->next_button = button;
}

static void
pl_euchre_result_dialog_map (GtkWidget *widget)
{
  PlEuchreResultDialog *self = PL_EUCHRE_RESULT_DIALOG (widget);

  GTK_WIDGET_CLASS (pl_euchre_result_dialog_parent_class)->map (widget);
  if (self->next_button != NULL)
    gtk_widget_grab_focus (self->next_button);
}

static void
pl_euchre_result_dialog_dispose (GObject *object)
{
  PlEuchreResultDialog *self = PL_EUCHRE_RESULT_DIALOG (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->verdict_label = NULL;

  G_OBJECT_CLASS (pl_euchre_result_dialog_parent_class)->dispose (object);
}

static void
pl_euchre_result_dialog_finalize (GObject *object)
{
  PlEuchreResultDialog *self = PL_EUCHRE_RESULT_DIALOG (object);

  g_free (self->initial);

  G_OBJECT_CLASS (pl_euchre_result_dialog_parent_class)->finalize (object);
}

static void
pl_euchre_result_dialog_class_init (PlEuchreResultDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pl_euchre_result_dialog_dispose;
  object_class->finalize = pl_euchre_result_dialog_finalize;
  widget_class->map = pl_euchre_result_dialog_map;

  signals[SIGNAL_NEXT_DEAL] =
    g_signal_new ("next-deal", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
pl_euchre_result_dialog_init (PlEuchreResultDialog *self)
{
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 520, 640);
}

PlEuchreResultDialog *
pl_euchre_result_dialog_new (GtkWindow   *parent,
                             PlTable     *table,
                             PlCardTheme *theme)
{
  PlEuchreResultDialog *self;

  g_return_val_if_fail (PL_IS_TABLE (table), NULL);

  if (pl_table_get_state (table) == NULL || !pl_table_is_over (table) ||
      pl_table_get_game (table) != &pl_euchre_game)
    return NULL;

  self = g_object_new (PL_TYPE_EUCHRE_RESULT_DIALOG, "transient-for", parent, NULL);
  build (self, table);
  return self;
}
