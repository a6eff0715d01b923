/* pl-skat-result-dialog.c — the end of a Skat deal: who won, why, and every card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat-result"

#include <glib/gi18n-lib.h>

#include "pl-ai-skat.h"
#include "pl-card-picture.h"
#include "pl-record.h"
#include "pl-result-frame.h"
#include "pl-skat-result-dialog.h"
#include "pl-skat.h"

#define CARD_WIDTH 40

struct _PlSkatResultDialog
{
  AdwWindow  parent_instance;

  /* Template children. */
  GtkWidget *next_button;
  GtkWidget *heading_label;
  GtkWidget *value_label;
  GtkWidget *reasons_label;
  GtkWidget *hands_list;

  /* "Could I have won?": the declarer's state after the announcement,
   * the button, the verdict, and the solver running for it. */
  PlSkatState  *initial;
  GtkWidget    *could_button;
  GtkWidget    *verdict_label;
  GCancellable *cancellable;
};

enum {
  SIGNAL_NEXT_DEAL,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlSkatResultDialog, pl_skat_result_dialog, ADW_TYPE_WINDOW)

static void
next_deal_clicked_cb (PlSkatResultDialog *self)
{
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_NEXT_DEAL], 0);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

/* The position right after the announcement, before the first card:
 * the deal's record replayed up to its first card played.  NULL if the
 * record has no card played or does not replay. */
static PlSkatState *
state_after_announcement (PlTable *table)
{
  const PlDealRecord *deal = pl_table_get_record (table);
  g_autoptr(GError) error = NULL;
  PlSkatState *state;
  guint n = 0;

  if (deal == NULL)
    return NULL;
  while (n < deal->moves->len && g_array_index (deal->moves, PlMove, n).kind != PL_MOVE_PLAY)
    n++;
  if (n == deal->moves->len)
    return NULL;
  state = pl_deal_record_replay (deal, n, &error);
  if (state == NULL)
    g_warning ("The deal does not replay: %s", error->message);
  return state;
}

static void
could_have_won_thread (GTask        *task,
                       gpointer      source_object,
                       gpointer      task_data,
                       GCancellable *cancellable)
{
  const PlSkatState *initial = task_data;
  gint points = 0;
  gboolean won = pl_ai_skat_could_have_won (initial, &points);

  /* Won in the low bit, the declarer's total above it. */
  g_task_return_int (task, (gssize) points * 2 + (won ? 1 : 0));
}

static char *
describe_verdict (const PlSkatState *initial,
                  gboolean           won,
                  gint               points)
{
  /* In Null and with Schwarz announced the total is tricks, not card
   * points (pl-ai-skat-solver.h): say only who wins. */
  if (initial->contract == PL_SKAT_NULL || (initial->flags & PL_SKAT_FLAG_SCHWARZ))
    return g_strdup (won ? _("Yes: with best play from both sides you win the game")
                         : _("No: even with best play the defenders beat the game"));
  if (won)
    return g_strdup_printf (ngettext ("Yes: with best play from both sides you make "
                                      "%d card point",
                                      "Yes: with best play from both sides you make "
                                      "%d card points", points), points);
  return g_strdup_printf (_("No: even with best play the defenders hold you to %d"), points);
}

static void
could_have_won_done_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  PlSkatResultDialog *self = PL_SKAT_RESULT_DIALOG (source);
  g_autoptr(GError) error = NULL;
  gssize answer = g_task_propagate_int (G_TASK (result), &error);
  g_autofree char *verdict = NULL;

  /* The dialog was closed meanwhile. */
  if (error != NULL || self->verdict_label == NULL)
    return;
  verdict = describe_verdict (self->initial, answer & 1, (gint) (answer / 2));
  gtk_label_set_text (GTK_LABEL (self->verdict_label), verdict);
}

static void
could_have_won_clicked_cb (PlSkatResultDialog *self)
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

static GtkWidget *
cards_row (PlCardTheme       *theme,
           const PlSkatState *state,
           PlCardSet          set,
           int                scale)
{
  PlCard sorted[12];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  guint n = pl_skat_sort_hand (state, set, sorted);

  gtk_widget_add_css_class (box, "pl-result-cards");
  for (guint i = 0; i < n; i++)
    gtk_box_append (GTK_BOX (box), pl_card_picture_new (theme, sorted[i], CARD_WIDTH, scale));
  return box;
}

static void
add_hand (GtkWidget   *list,
          const char  *title,
          const char  *subtitle,
          GtkWidget   *cards)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);
  if (subtitle != NULL)
    {
      GtkWidget *sub = gtk_label_new (subtitle);

      gtk_label_set_xalign (GTK_LABEL (sub), 0);
      gtk_widget_add_css_class (sub, "dim-label");
      gtk_widget_add_css_class (sub, "caption");
      gtk_box_append (GTK_BOX (box), sub);
    }
  /* Ten cards are wider than a phone: they scroll rather than widen the
   * dialog. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), cards);
  /* The pane is named by the hand it shows: "Skat", "Anna". */
  gtk_accessible_update_property (GTK_ACCESSIBLE (scrolled),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_list_box_append (GTK_LIST_BOX (list), box);
}

static char *
result_heading (PlTable             *table,
                const PlSkatOutcome *o)
{
  guint human = pl_table_get_human_seat (table);
  const char *contract;
  PlSeat *seat;

  if (o->passed)
    return g_strdup (_("Thrown In"));
  if (o->ramsch)
    {
      if (o->durchmarsch >= 0)
        return g_strdup (_("Durchmarsch"));
      return g_strdup (o->score[human] < 0 ? _("You Lost the Ramsch")
                                           : _("Ramsch Over"));
    }

  contract = pl_skat_contract_name (o->contract);
  if ((guint) o->declarer == human)
    /* TRANSLATORS: "You Won Clubs", "You Lost Grand". */
    return g_strdup_printf (o->won ? _("You Won %s") : _("You Lost %s"), contract);

  seat = pl_table_get_seat (table, o->declarer);
  /* TRANSLATORS: "Anna Won Clubs", "Bernd Lost Grand". */
  return g_strdup_printf (o->won ? _("%s Won %s") : _("%s Lost %s"),
                          pl_seat_get_name (seat), contract);
}

static void
build (PlSkatResultDialog *self,
       PlTable            *table,
       PlCardTheme        *theme)
{
  const PlSkatState *state = pl_table_get_state (table);
  PlResult result = { 0, };
  g_autofree char *heading = NULL;
  PlSkatOutcome o;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  pl_table_get_result (table, &result);
  pl_skat_get_outcome (state, &o);

  heading = result_heading (table, &o);
  gtk_label_set_text (GTK_LABEL (self->heading_label), heading);

  if (!o.passed && !o.ramsch)
    {
      g_autofree char *value = g_strdup_printf ("%+d", o.value);

      gtk_label_set_text (GTK_LABEL (self->value_label), value);
      gtk_widget_add_css_class (self->value_label, o.won ? "success" : "error");
      gtk_widget_set_visible (self->value_label, TRUE);
    }
  gtk_label_set_text (GTK_LABEL (self->reasons_label),
                      result.reasons != NULL ? result.reasons : "");
  gtk_widget_set_visible (self->reasons_label, result.reasons != NULL);

  /* A lost game of the human's own: would best play have won it? */
  if (!o.passed && !o.ramsch && !o.won && (guint) o.declarer == pl_table_get_human_seat (table))
    self->initial = state_after_announcement (table);
  gtk_widget_set_visible (self->could_button, self->initial != NULL);

  /* Issue 16, bug 5: the skat as dealt, and what lay in it at the end —
   * the two cards the declarer put away (or, in Schieberamsch, the skat
   * as the last player pushed it on). */
  if (state->skat != state->dealt_skat ||
      (o.declarer >= 0 && !o.passed && !o.ramsch && !(o.flags & PL_SKAT_FLAG_HAND)))
    {
      g_autofree char *put_title = NULL;

      add_hand (self->hands_list, _("Skat as Dealt"), NULL,
                cards_row (theme, state, state->dealt_skat, scale));
      if (o.ramsch)
        put_title = g_strdup (_("Skat at the End"));
      else if ((guint) o.declarer == pl_table_get_human_seat (table))
        put_title = g_strdup (_("Put Away by You"));
      else
        /* TRANSLATORS: the two cards the declarer put away: "Put Away by Anna". */
        put_title = g_strdup_printf (_("Put Away by %s"),
                                     pl_seat_get_name (pl_table_get_seat (table, o.declarer)));
      add_hand (self->hands_list, put_title, NULL,
                cards_row (theme, state, state->skat, scale));
    }
  else
    add_hand (self->hands_list, _("Skat"),
              (!o.passed && !o.ramsch && (o.flags & PL_SKAT_FLAG_HAND))
              ? _("Not taken up: a Hand game") : NULL,
              cards_row (theme, state, state->dealt_skat, scale));
  for (guint s = 0; s < state->n_seats; s++)
    {
      PlSeat *seat = pl_table_get_seat (table, s);
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      if (state->dealt[s] == 0)
        continue;
      /* The human's seat is already called "You". */
      title = g_strdup (pl_seat_get_name (seat));
      {
        guint tricks = pl_skat_get_tricks_taken (state, s);
        g_autofree char *points = g_strdup_printf (ngettext ("%u card point", "%u card points",
                                                             o.points[s]), o.points[s]);
        g_autofree char *taken = g_strdup_printf (ngettext ("%u trick", "%u tricks", tricks),
                                                  tricks);

        /* TRANSLATORS: "Forehand · 64 card points · 6 tricks". */
        subtitle = g_strdup_printf (_("%s · %s · %s"), pl_seat_get_role (seat), points, taken);
      }
      add_hand (self->hands_list, title, subtitle,
                cards_row (theme, state, state->dealt[s], scale));
    }

  pl_result_clear (&result);
}

static void
pl_skat_result_dialog_map (GtkWidget *widget)
{
  PlSkatResultDialog *self = PL_SKAT_RESULT_DIALOG (widget);

  GTK_WIDGET_CLASS (pl_skat_result_dialog_parent_class)->map (widget);
  /* Enter deals the next deal: the focus starts on "Next Deal", not on
   * the first button of the header bar. */
  if (self->next_button != NULL)
    gtk_widget_grab_focus (self->next_button);
}

static void
pl_skat_result_dialog_dispose (GObject *object)
{
  PlSkatResultDialog *self = PL_SKAT_RESULT_DIALOG (object);

  /* The solver's answer may come after the dialog is gone. */
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->verdict_label = NULL;
  self->could_button = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (object), PL_TYPE_SKAT_RESULT_DIALOG);

  G_OBJECT_CLASS (pl_skat_result_dialog_parent_class)->dispose (object);
}

static void
pl_skat_result_dialog_finalize (GObject *object)
{
  PlSkatResultDialog *self = PL_SKAT_RESULT_DIALOG (object);

  g_free (self->initial);

  G_OBJECT_CLASS (pl_skat_result_dialog_parent_class)->finalize (object);
}

static void
pl_skat_result_dialog_class_init (PlSkatResultDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pl_skat_result_dialog_dispose;
  object_class->finalize = pl_skat_result_dialog_finalize;

  widget_class->map = pl_skat_result_dialog_map;

  signals[SIGNAL_NEXT_DEAL] =
    g_signal_new ("next-deal", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/pl-skat-result-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, PlSkatResultDialog, next_button);
  gtk_widget_class_bind_template_child (widget_class, PlSkatResultDialog, heading_label);
  gtk_widget_class_bind_template_child (widget_class, PlSkatResultDialog, value_label);
  gtk_widget_class_bind_template_child (widget_class, PlSkatResultDialog, reasons_label);
  gtk_widget_class_bind_template_child (widget_class, PlSkatResultDialog, could_button);
  gtk_widget_class_bind_template_child (widget_class, PlSkatResultDialog, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, PlSkatResultDialog, hands_list);
  gtk_widget_class_bind_template_callback (widget_class, next_deal_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, could_have_won_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, pl_result_frame_score_sheet_clicked_cb);
}

static void
pl_skat_result_dialog_init (PlSkatResultDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

PlSkatResultDialog *
pl_skat_result_dialog_new (GtkWindow   *parent,
                      PlTable     *table,
                      PlCardTheme *theme)
{
  PlSkatResultDialog *self;

  g_return_val_if_fail (PL_IS_TABLE (table), NULL);

  if (!pl_table_is_over (table))
    return NULL;

  self = g_object_new (PL_TYPE_SKAT_RESULT_DIALOG, "transient-for", parent, NULL);
  build (self, table, theme);
  return self;
}
