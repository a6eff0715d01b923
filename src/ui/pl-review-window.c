/* pl-review-window.c — "Analyse This Deal": the deal reviewed decision by decision
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-review"

#include <glib/gi18n-lib.h>

#include "pl-review-window.h"
#include "pl-table-view.h"
#include "pl-window-private.h"

/* The worker's share: the deal it analyses and how far it has come, which
 * the window reads on a timer (the analysis calls back in its thread). */
typedef struct {
  PlDealRecord *deal;
  GCancellable *cancellable;
  gint          done;
  gint          total;
} Job;

struct _PlReviewWindow
{
  AdwWindow       parent_instance;

  GtkStack       *stack;
  AdwWindowTitle *window_title;
  GtkProgressBar *progress_bar;
  AdwStatusPage  *error_page;
  GtkBox         *view_box;
  GtkLabel       *mark_label;
  GtkLabel       *text_label;
  GtkButton      *previous_button;
  GtkButton      *next_button;
  GtkScale       *scale;
  GtkAdjustment  *adjustment;
  GtkLabel       *position_label;
  GtkLabel       *mistakes_heading;
  GtkFlowBox     *mistakes_box;
  GtkLabel       *note_label;

  GtkWidget      *view;
  PlTable        *table;
  PlDealRecord   *deal;
  char           *names[PL_MAX_SEATS];
  GCancellable   *cancellable;
  Job            *job;          /* owned by the task, while it runs */
  guint           progress_id;
  PlReviewModel  *model;
  guint           step;
  char           *error;
};

G_DEFINE_FINAL_TYPE (PlReviewWindow, pl_review_window, ADW_TYPE_WINDOW)

enum {
  SIGNAL_ANALYSED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static const char *const mark_classes[] = {
  "review-best", "review-inaccuracy", "review-mistake", "review-not-analysed",
};

/* The worker ---------------------------------------------------------------- */

static void
job_free (gpointer data)
{
  Job *job = data;

  pl_deal_record_free (job->deal);
  g_object_unref (job->cancellable);
  g_free (job);
}

static gboolean
job_progress_cb (guint    done,
                 guint    total,
                 gpointer user_data)
{
  Job *job = user_data;

  g_atomic_int_set (&job->done, (gint) done);
  g_atomic_int_set (&job->total, (gint) total);
  return !g_cancellable_is_cancelled (job->cancellable);
}

static void
analyse_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  Job *job = task_data;
  GError *error = NULL;
  PlAiAnalysis *analysis = pl_ai_analyse_deal (job->deal, job_progress_cb, job, &error);

  if (analysis == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, analysis, (GDestroyNotify) pl_ai_analysis_free);
}

static gboolean
progress_tick_cb (gpointer user_data)
{
  PlReviewWindow *self = user_data;
  gint done, total;
  g_autofree char *text = NULL;

  if (self->job == NULL)
    return G_SOURCE_CONTINUE;
  done = g_atomic_int_get (&self->job->done);
  total = g_atomic_int_get (&self->job->total);
  if (total > 0)
    {
      gtk_progress_bar_set_fraction (self->progress_bar, (double) done / total);
      /* TRANSLATORS: the progress of the analysis: "12 of 30 cards". */
      text = g_strdup_printf (_("%d of %d cards"), done, total);
      gtk_progress_bar_set_text (self->progress_bar, text);
    }
  return G_SOURCE_CONTINUE;
}

/* The review -------------------------------------------------------------- */

static void
update_step (PlReviewWindow *self)
{
  g_autoptr(PlDealRecord) position = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *where = NULL, *announce = NULL;
  guint n = pl_review_model_get_n_steps (self->model);
  PlReviewMark mark;

  if (n == 0)
    return;
  mark = pl_review_model_get_mark (self->model, self->step);
  text = pl_review_model_dup_text (self->model, self->step);

  /* The deal as it stood once the card lay on the table. */
  position = pl_review_model_dup_position (self->model, self->step);
  if (!pl_table_load_deal (self->table, position, &error))
    g_warning ("A position of the analysed deal does not replay: %s", error->message);

  /* The better card, still in the hand it was not played from, is
   * raised where the view raises a hint: in the player's own hand. */
  if (pl_review_model_get_seat (self->model, self->step) == pl_table_get_human_seat (self->table))
    pl_table_view_set_hint (PL_TABLE_VIEW (self->view),
                            pl_review_model_get_better_card (self->model, self->step));
  else
    pl_table_view_set_hint (PL_TABLE_VIEW (self->view), PL_CARD_NONE);

  for (guint i = 0; i < G_N_ELEMENTS (mark_classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->mark_label), mark_classes[i]);
  gtk_widget_add_css_class (GTK_WIDGET (self->mark_label), mark_classes[mark]);
  gtk_label_set_label (self->mark_label, pl_review_mark_name (mark));
  gtk_label_set_label (self->text_label, text);

  /* TRANSLATORS: where the review stands: "Trick 8 · 22/30". */
  where = g_strdup_printf (_("Trick %u · %u/%u"),
                           pl_review_model_get_trick (self->model, self->step),
                           self->step + 1, n);
  gtk_label_set_label (self->position_label, where);
  gtk_widget_set_sensitive (GTK_WIDGET (self->previous_button), self->step > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->next_button), self->step + 1 < n);
  if ((guint) gtk_adjustment_get_value (self->adjustment) != self->step)
    gtk_adjustment_set_value (self->adjustment, self->step);

  /* The slider says where it stands, and the step is said aloud. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->scale),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, where, -1);
  /* TRANSLATORS: said to the screen reader: "Trick 8: Mistake. Bert played ♥K: …". */
  announce = g_strdup_printf (_("Trick %u: %s. %s"),
                              pl_review_model_get_trick (self->model, self->step),
                              pl_review_mark_name (mark), text);
  pl_table_view_announce (PL_TABLE_VIEW (self->view), announce);
}

void
pl_review_window_show_step (PlReviewWindow *self,
                            guint           step)
{
  guint n;

  g_return_if_fail (PL_IS_REVIEW_WINDOW (self));

  if (self->model == NULL)
    return;
  n = pl_review_model_get_n_steps (self->model);
  if (n == 0)
    return;
  self->step = MIN (step, n - 1);
  update_step (self);
}

static void
previous_clicked_cb (PlReviewWindow *self)
{
  if (self->step > 0)
    pl_review_window_show_step (self, self->step - 1);
}

static void
next_clicked_cb (PlReviewWindow *self)
{
  pl_review_window_show_step (self, self->step + 1);
}

static void
scale_changed_cb (PlReviewWindow *self)
{
  guint value = (guint) (gtk_adjustment_get_value (self->adjustment) + 0.5);

  if (self->model != NULL && value != self->step)
    pl_review_window_show_step (self, value);
}

static void
mistake_clicked_cb (GtkButton      *button,
                    PlReviewWindow *self)
{
  pl_review_window_show_step (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button),
                                                                         "pl-step")));
}

/* Left and Right, Home and End step through the deal wherever the focus
 * is (the slider, a button), as they do in a media player. */
static gboolean
step_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  PlReviewWindow *self = PL_REVIEW_WINDOW (widget);
  const char *where = g_variant_get_string (args, NULL);

  if (self->model == NULL || pl_review_model_get_n_steps (self->model) == 0)
    return FALSE;
  if (g_str_equal (where, "previous"))
    previous_clicked_cb (self);
  else if (g_str_equal (where, "next"))
    next_clicked_cb (self);
  else if (g_str_equal (where, "first"))
    pl_review_window_show_step (self, 0);
  else
    pl_review_window_show_step (self, G_MAXUINT);
  return TRUE;
}

static void
fill_mistakes (PlReviewWindow *self)
{
  const guint *steps;
  guint n = pl_review_model_get_mistakes (self->model, &steps);
  g_autofree char *heading = NULL;

  if (n == 0)
    heading = g_strdup (_("No mistakes in this deal"));
  else
    heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u mistake: go to it",
                                            "%u mistakes: go to one", n), n);
  gtk_label_set_label (self->mistakes_heading, heading);
  gtk_widget_set_visible (GTK_WIDGET (self->mistakes_box), n > 0);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *title = pl_review_model_dup_title (self->model, steps[i]);
      g_autofree char *name = NULL;
      GtkWidget *button = gtk_button_new_with_label (title);

      /* TRANSLATORS: a button's accessible name: "Go to the mistake: Trick 8: Bert, ♥K". */
      name = g_strdup_printf (_("Go to the mistake: %s"), title);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
      gtk_widget_add_css_class (button, "review-mistake-button");
      g_object_set_data (G_OBJECT (button), "pl-step", GUINT_TO_POINTER (steps[i]));
      g_signal_connect (button, "clicked", G_CALLBACK (mistake_clicked_cb), self);
      gtk_flow_box_append (self->mistakes_box, button);
    }
}

static void
analyse_done_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  PlReviewWindow *self = PL_REVIEW_WINDOW (object);
  g_autoptr(PlAiAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  guint n;

  g_clear_handle_id (&self->progress_id, g_source_remove);
  self->job = NULL;
  analysis = g_task_propagate_pointer (G_TASK (result), &error);
  /* Closed meanwhile: the window's children may be gone already. */
  if (g_cancellable_is_cancelled (self->cancellable))
    return;
  gtk_progress_bar_set_fraction (self->progress_bar, 1.0);
  if (analysis == NULL)
    {
      self->error = g_strdup (error->message);
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }

  self->model = pl_review_model_new (self->deal, analysis, (const char * const *) self->names);
  n = pl_review_model_get_n_steps (self->model);
  if (n == 0)
    {
      self->error = g_strdup (_("No card has been played in this deal yet."));
      adw_status_page_set_description (self->error_page, self->error);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }
  gtk_adjustment_set_upper (self->adjustment, n - 1);
  gtk_label_set_label (self->note_label, pl_review_model_get_note (self->model));
  fill_mistakes (self);
  gtk_stack_set_visible_child_name (self->stack, "review");
  /* The first mistake, if there is one: what the player came to see. */
  if (pl_review_model_get_mistakes (self->model, NULL) > 0)
    {
      const guint *steps;

      pl_review_model_get_mistakes (self->model, &steps);
      pl_review_window_show_step (self, steps[0]);
    }
  else
    pl_review_window_show_step (self, 0);
  gtk_widget_grab_focus (GTK_WIDGET (self->scale));
  g_signal_emit (self, signals[SIGNAL_ANALYSED], 0, self->model);
}

static void
start_analysis (PlReviewWindow *self)
{
  g_autoptr(GTask) task = NULL;
  Job *job = g_new0 (Job, 1);

  job->deal = pl_deal_record_copy (self->deal);
  job->cancellable = g_object_ref (self->cancellable);
  self->job = job;
  task = g_task_new (self, self->cancellable, analyse_done_cb, NULL);
  g_task_set_source_tag (task, start_analysis);
  /* The worker reports cancellation as the analysis's own error. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, analyse_thread);
  self->progress_id = g_timeout_add (100, progress_tick_cb, self);
}

/* The tests' state file -------------------------------------------------- */

void
pl_review_window_append_test_state (PlReviewWindow *self,
                                    GString        *out)
{
  const char *page;

  g_return_if_fail (PL_IS_REVIEW_WINDOW (self));

  page = gtk_stack_get_visible_child_name (self->stack);
  g_string_append (out, "\"review\": {\"page\": ");
  pl_window_append_json_string (out, page);
  g_string_append_printf (out, ", \"progress\": %.3f",
                          gtk_progress_bar_get_fraction (self->progress_bar));
  if (self->error != NULL)
    {
      g_string_append (out, ", \"error\": ");
      pl_window_append_json_string (out, self->error);
    }
  if (self->model != NULL && pl_review_model_get_n_steps (self->model) > 0)
    {
      const guint *steps;
      guint n = pl_review_model_get_mistakes (self->model, &steps);
      g_autofree char *text = pl_review_model_dup_text (self->model, self->step);

      g_string_append_printf (out, ", \"step\": %u, \"steps\": %u, \"trick\": %u, \"mark\": \"%s\"",
                              self->step, pl_review_model_get_n_steps (self->model),
                              pl_review_model_get_trick (self->model, self->step),
                              pl_review_mark_id (pl_review_model_get_mark (self->model,
                                                                           self->step)));
      g_string_append (out, ", \"text\": ");
      pl_window_append_json_string (out, text);
      g_string_append (out, ", \"shown\": ");
      pl_window_append_json_string (out, gtk_label_get_label (self->text_label));
      g_string_append (out, ", \"announced\": ");
      pl_window_append_json_string (out, pl_table_view_get_last_announcement (PL_TABLE_VIEW (self->view)));
      g_string_append (out, ", \"mistakes\": [");
      for (guint i = 0; i < n; i++)
        g_string_append_printf (out, "%s%u", i > 0 ? ", " : "", steps[i]);
      g_string_append (out, "], \"open_hands\": [");
      for (guint s = 0; s < pl_table_get_n_seats (self->table); s++)
        {
          PlCardList *hand = pl_table_get_hand (self->table, s);
          guint shown = 0;

          for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (hand)); i++)
            shown += pl_card_list_get_card (hand, i) != PL_CARD_NONE;
          g_string_append_printf (out, "%s%u", s > 0 ? ", " : "", shown);
        }
      g_string_append (out, "]");
    }
  g_string_append (out, "}");
}

/* GObject ---------------------------------------------------------------- */

static gboolean
pl_review_window_close_request (GtkWindow *window)
{
  PlReviewWindow *self = PL_REVIEW_WINDOW (window);

  /* Closing the window ends the analysis: nobody waits for it. */
  g_cancellable_cancel (self->cancellable);
  return GTK_WINDOW_CLASS (pl_review_window_parent_class)->close_request (window);
}

static void
pl_review_window_dispose (GObject *object)
{
  PlReviewWindow *self = PL_REVIEW_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->progress_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), PL_TYPE_REVIEW_WINDOW);
  g_clear_object (&self->table);

  G_OBJECT_CLASS (pl_review_window_parent_class)->dispose (object);
}

static void
pl_review_window_finalize (GObject *object)
{
  PlReviewWindow *self = PL_REVIEW_WINDOW (object);

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->deal, pl_deal_record_free);
  g_clear_pointer (&self->model, pl_review_model_free);
  for (guint s = 0; s < PL_MAX_SEATS; s++)
    g_free (self->names[s]);
  g_free (self->error);

  G_OBJECT_CLASS (pl_review_window_parent_class)->finalize (object);
}

static void
pl_review_window_class_init (PlReviewWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = pl_review_window_dispose;
  object_class->finalize = pl_review_window_finalize;
  window_class->close_request = pl_review_window_close_request;

  signals[SIGNAL_ANALYSED] =
    g_signal_new ("analysed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/pl-review-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, view_box);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, mark_label);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, text_label);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, previous_button);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, next_button);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, scale);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, adjustment);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, position_label);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, mistakes_heading);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, mistakes_box);
  gtk_widget_class_bind_template_child (widget_class, PlReviewWindow, note_label);
  gtk_widget_class_bind_template_callback (widget_class, previous_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, scale_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, gtk_window_close);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, 0, step_key_cb, "s", "previous");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, 0, step_key_cb, "s", "next");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Home, 0, step_key_cb, "s", "first");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_End, 0, step_key_cb, "s", "last");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
pl_review_window_init (PlReviewWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
}

PlReviewWindow *
pl_review_window_new (GtkWindow          *parent,
                      const PlDealRecord *deal,
                      const char * const *names,
                      PlCardTheme        *theme)
{
  PlReviewWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (deal != NULL, NULL);

  self = g_object_new (PL_TYPE_REVIEW_WINDOW, "transient-for", parent, NULL);
  self->deal = pl_deal_record_copy (deal);
  for (guint s = 0; s < deal->n_seats && s < PL_MAX_SEATS; s++)
    self->names[s] = g_strdup (names != NULL ? names[s] : NULL);
  adw_window_title_set_subtitle (self->window_title, _(deal->game->name));

  /* A table of its own that only looks at positions: every hand open, no
   * computer seat playing on, no card moving. */
  self->table = pl_table_new (deal->game->id);
  pl_table_set_review (self->table, TRUE);
  pl_table_set_computer_delay (self->table, 0);
  self->view = pl_table_view_new ();
  gtk_widget_set_vexpand (self->view, TRUE);
  gtk_widget_set_hexpand (self->view, TRUE);
  pl_table_view_set_animation_speed (PL_TABLE_VIEW (self->view), 0);
  if (theme != NULL)
    pl_table_view_set_card_theme (PL_TABLE_VIEW (self->view), theme);
  pl_table_view_set_table (PL_TABLE_VIEW (self->view), self->table);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The deal with every hand open"), -1);
  gtk_box_append (self->view_box, self->view);

  start_analysis (self);
  return self;
}
