/* test-bezique-declare-dialog.c — the Bézique declaration dialog lists
 * what the rules offer and hands back checked moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs a display (meson runs it under xvfb-run when it is installed);
 * without one it skips.  With PL_SCREENSHOT=/tmp/shot the dialogs are
 * also photographed (/tmp/shot-declare.png …), for a look at them.
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include "pl-bezique-declare-dialog.h"
#include "pl-bezique-offer.h"

#include "../bezique-test-util.h"

/* The row of an offer, by the notation the dialog names it with. */
static AdwActionRow *
find_row (GtkWidget  *widget,
          const char *offer)
{
  if (ADW_IS_ACTION_ROW (widget) &&
      g_strcmp0 (g_object_get_data (G_OBJECT (widget), "pl-offer"), offer) == 0)
    return ADW_ACTION_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwActionRow *row = find_row (child, offer);

      if (row != NULL)
        return row;
    }
  return NULL;
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *button = find_button (child, label);

      if (button != NULL)
        return button;
    }
  return NULL;
}

/* Clicks a button of the dialog, which must be sensitive. */
static void
click (PlBeziqueDeclareDialog *dialog,
       const char             *label)
{
  GtkWidget *button = find_button (GTK_WIDGET (dialog), label);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/* Whether a row is shown: it and every group up to the window. */
static gboolean
row_shown (AdwActionRow *row)
{
  for (GtkWidget *w = GTK_WIDGET (row); w != NULL; w = gtk_widget_get_parent (w))
    if (!gtk_widget_get_visible (w))
      return FALSE;
  return TRUE;
}

static AdwActionRow *
get_row (PlBeziqueDeclareDialog *dialog,
         const char             *offer)
{
  AdwActionRow *row = find_row (GTK_WIDGET (dialog), offer);

  if (row == NULL || !row_shown (row))
    g_error ("no row “%s” shown", offer);
  return row;
}

static GtkCheckButton *
row_check (AdwActionRow *row)
{
  return GTK_CHECK_BUTTON (adw_action_row_get_activatable_widget (row));
}

static void
assert_refused (PlBeziqueDeclareDialog *dialog,
                const char             *offer,
                const char             *reason)
{
  AdwActionRow *row = get_row (dialog, offer);

  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (row)));
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, reason);
}

/* The cards are drawn: the default deck, rendered small. */
static PlCardTheme *deck;

typedef struct {
  PlBeziqueState state;        /* the position the dialog was opened on */
  guint          n_emitted;
  GPtrArray     *moves;        /* the moves, in the notation */
} Declared;

static void
declared_cb (PlBeziqueDeclareDialog *dialog,
             gpointer                moves_ptr,
             guint                   n_moves,
             Declared               *declared)
{
  const PlMove *moves = moves_ptr;
  PlBeziqueState state = declared->state;

  declared->n_emitted++;
  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      g_autoptr(GError) error = NULL;

      /* Each move is legal in turn on the position. */
      g_assert_true (pl_bezique_game.check_move (&state, &moves[i], &error));
      g_assert_no_error (error);
      pl_bezique_game.move_to_string (&state, &moves[i], text);
      g_ptr_array_add (declared->moves, g_strdup (text->str));
      pl_bezique_game.apply (&state, &moves[i]);
    }
  /* The human's declarations are over: the next trick is led. */
  g_assert_cmpint (state.phase, ==, PL_BEZIQUE_PHASE_LEAD);
}

static PlBeziqueDeclareDialog *
open_dialog (const PlBeziqueState *state,
             PlCardTheme          *theme,
             Declared             *declared)
{
  PlBeziqueDeclareDialog *dialog = pl_bezique_declare_dialog_new (NULL, state, 0, theme);

  declared->state = *state;
  declared->n_emitted = 0;
  declared->moves = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (dialog, "declared", G_CALLBACK (declared_cb), declared);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
assert_moves (Declared   *declared,
              const char *expected)
{
  g_autofree char *have = NULL;

  g_ptr_array_add (declared->moves, NULL);
  have = g_strjoinv (", ", (char **) declared->moves->pdata);
  g_assert_cmpuint (declared->n_emitted, ==, 1);
  g_assert_cmpstr (have, ==, expected);
  g_ptr_array_unref (declared->moves);
}

/* The screen as it is, by ImageMagick's import (under Xvfb the dialog
 * sits in the corner, without a window manager). */
static void
screenshot (GtkWidget  *widget,
            const char *name)
{
  const char *prefix = g_getenv ("PL_SCREENSHOT");
  g_autofree char *command = NULL;
  g_autoptr(GError) error = NULL;
  gint64 deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

  if (prefix == NULL)
    return;
  while (g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  command = g_strdup_printf ("import -window root %s-%s.png", prefix, name);
  if (!g_spawn_command_line_sync (command, NULL, NULL, NULL, &error))
    g_test_message ("no screenshot: %s", error->message);
}

/* Seed 002: four kings shown after the first trick; after the second the
 * player "shows and scores bézique … 'Forty for bézique, and twenty to
 * score'". */
static void
test_declare_and_announce (void)
{
  PlBeziqueDeclareDialog *dialog;
  PlBeziqueState state;
  Declared declared;
  AdwActionRow *bezique, *royal, *marriage;

  bezique_test_deal (&state, "CK SK HK DK SQ DJ CA HJ", "C7 C8 C9 D7 D8 S7 S8 S9", "H9",
        "HQ C7 HA C8 HT D7");
  bezique_test_play (&state, "play CA, play C7, declare four-kings CK SK HK DK, done, play HJ, play C8");

  dialog = open_dialog (&state, deck, &declared);
  /* The best is chosen first; the kings, all on the table, are refused
   * (seed 002: "at least one new card must be added from the player's
   * hand"). */
  royal = get_row (dialog, "royal-marriage HQ HK");
  bezique = get_row (dialog, "bezique SQ DJ");
  marriage = get_row (dialog, "marriage SQ SK");
  g_assert_true (gtk_check_button_get_active (row_check (royal)));
  g_assert_false (gtk_check_button_get_active (row_check (bezique)));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bezique)), ==,
                   "Bézique · 40");
  assert_refused (dialog, "four-kings CK SK HK DK", "Needs a new card from your hand");
  screenshot (GTK_WIDGET (dialog), "declare");

  /* Only one is scored; once it is chosen, the others can be announced
   * "to score" (seed 002, "Double Declarations"). */
  gtk_check_button_set_active (row_check (bezique), TRUE);
  g_assert_false (gtk_check_button_get_active (row_check (royal)));
  g_assert_null (find_row (GTK_WIDGET (dialog), "to-score bezique SQ DJ"));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (get_row (dialog, "to-score marriage SQ SK"))));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (get_row (dialog, "to-score royal-marriage HQ HK"))));

  /* Declaring by drag: the best legal one with the card is chosen. */
  {
    g_autofree char *reason = NULL;
    PlCard sk, ck, c9;

    g_assert_true (pl_card_from_string ("SK", &sk));
    g_assert_true (pl_card_from_string ("CK", &ck));
    g_assert_true (pl_card_from_string ("C9", &c9));
    g_assert_true (pl_bezique_declare_dialog_select_card (dialog, sk, &reason));
    g_assert_null (reason);
    g_assert_true (gtk_check_button_get_active (row_check (marriage)));
    /* With the marriage chosen, the bézique may be announced instead. */
    g_assert_nonnull (find_row (GTK_WIDGET (dialog), "to-score bezique SQ DJ"));
    g_assert_false (pl_bezique_declare_dialog_select_card (dialog, ck, &reason));
    g_assert_cmpstr (reason, ==, "Needs a new card from your hand");
    g_clear_pointer (&reason, g_free);
    g_assert_false (pl_bezique_declare_dialog_select_card (dialog, c9, &reason));
    g_assert_cmpstr (reason, ==, "That card is in no combination you can declare");
  }

  /* Bézique scored, the marriage and the royal marriage "to score", in
   * the order ticked. */
  gtk_check_button_set_active (row_check (bezique), TRUE);
  g_object_ref (dialog);
  gtk_check_button_set_active (row_check (get_row (dialog, "to-score marriage SQ SK")), TRUE);
  gtk_check_button_set_active (row_check (get_row (dialog, "to-score royal-marriage HQ HK")), TRUE);
  click (dialog, "_Declare");
  assert_moves (&declared, "declare bezique SQ DJ, to-score marriage SQ SK, "
                           "to-score royal-marriage HQ HK");
  g_object_unref (dialog);
}

/* Seed 004 iii: "The seven of trumps may be exchanged for the trump card
 * … the card exchanged not being used in such declaration." */
static void
test_exchange (void)
{
  PlBeziqueDeclareDialog *dialog;
  PlBeziqueState state;
  Declared declared;
  AdwActionRow *bezique;
  GtkWidget *sw;

  bezique_test_deal (&state, "H7 HQ SQ DJ CA C9 C9 D9", "C7 D7 H8 S7 S8 D8 C8 DT", "HK", "");
  bezique_test_play (&state, "play CA, play C7");
  dialog = open_dialog (&state, deck, &declared);
  g_object_ref (dialog);
  bezique = get_row (dialog, "bezique SQ DJ");
  g_assert_true (gtk_check_button_get_active (row_check (bezique)));
  g_assert_null (find_row (GTK_WIDGET (dialog), "royal-marriage HQ HK"));

  {
    /* The switch of the exchange row. */
    GtkWidget *stack[256];
    guint top = 0;

    sw = NULL;
    stack[top++] = GTK_WIDGET (dialog);
    while (top > 0 && sw == NULL)
      {
        GtkWidget *w = stack[--top];

        if (GTK_IS_SWITCH (w))
          sw = w;
        for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
          if (top < G_N_ELEMENTS (stack))
            stack[top++] = c;
      }
  }
  g_assert_nonnull (sw);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (sw, ADW_TYPE_PREFERENCES_GROUP)));
  gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
  assert_refused (dialog, "royal-marriage HQ HK", "Not with the card taken for the seven");
  screenshot (GTK_WIDGET (dialog), "exchange");
  /* The choice survives the rebuild. */
  g_assert_true (gtk_check_button_get_active (row_check (get_row (dialog, "bezique SQ DJ"))));

  /* With the switch on the buttons say what they do (issue 18). */
  g_assert_null (find_button (GTK_WIDGET (dialog), "_Declare"));
  g_assert_nonnull (find_button (GTK_WIDGET (dialog), "Exchange _and Declare"));
  click (dialog, "_Exchange Only");
  assert_moves (&declared, "exchange H7, done");
  g_object_unref (dialog);
}

static guint
count_rows (GtkWidget  *widget,
            const char *prefix)
{
  guint n = 0;

  if (ADW_IS_ACTION_ROW (widget) && gtk_widget_get_visible (widget) &&
      g_str_has_prefix (g_object_get_data (G_OBJECT (widget), "pl-offer") ?: "", prefix))
    n++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_rows (child, prefix);
  return n;
}

static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *label = find_label (child, text);

      if (label != NULL)
        return label;
    }
  return NULL;
}

/* The cards a row shows, in order, by the pictures' names. */
static void
collect_pictures (GtkWidget *widget,
                  GString   *out)
{
  if (gtk_widget_has_css_class (widget, "pl-card-picture"))
    g_string_append_printf (out, "%s%s", out->len > 0 ? ", " : "",
                            gtk_widget_get_tooltip_text (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_pictures (child, out);
}

static char *
row_cards (AdwActionRow *row)
{
  GString *out = g_string_new (NULL);

  collect_pictures (GTK_WIDGET (row), out);
  return g_string_free (out, FALSE);
}

#define LOSES_BEZIQUE "Scoring it now loses Bézique · 40 for ever"
#define DOUBLE_LOSES "Double bézique · 500 loses Bézique · 40 for ever"

/* Seed 002: "A beginner would be apt to declare the highest count first,
 * 500 for the double bézique; but … he would lose the 40 points for the
 * single bézique.  It would be better to declare the single bézique
 * first".  The dialog chooses the order that loses nothing — "Forty for
 * bézique, and five hundred to score" — and warns before a choice loses
 * points for ever. */
static void
test_beginners_order (void)
{
  PlBeziqueDeclareDialog *dialog;
  PlBeziqueState state;
  Declared declared;
  AdwActionRow *single, *dbl;
  GtkWidget *warning;

  bezique_test_deal (&state, "SQ SQ DJ DJ HA DA CA S9", "H7 H8 H9 D7 D8 D9 C7 S8", "C8", "");
  bezique_test_play (&state, "play HA, play H7");
  dialog = open_dialog (&state, deck, &declared);
  g_object_ref (dialog);
  single = get_row (dialog, "bezique SQ DJ");
  dbl = get_row (dialog, "double-bezique SQ SQ DJ DJ");
  g_assert_true (gtk_check_button_get_active (row_check (single)));
  g_assert_cmpstr (adw_action_row_get_subtitle (dbl), ==, LOSES_BEZIQUE);
  g_assert_true (gtk_check_button_get_active (
    row_check (get_row (dialog, "to-score double-bezique SQ SQ DJ DJ"))));
  g_assert_null (find_label (GTK_WIDGET (dialog), DOUBLE_LOSES));
  screenshot (GTK_WIDGET (dialog), "order");

  /* The double chosen: the warning, before anything is lost. */
  gtk_check_button_set_active (row_check (dbl), TRUE);
  warning = find_label (GTK_WIDGET (dialog), DOUBLE_LOSES);
  g_assert_nonnull (warning);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (warning)));
  g_assert_true (gtk_widget_has_css_class (find_button (GTK_WIDGET (dialog), "_Declare"),
                                           "destructive-action"));
  screenshot (GTK_WIDGET (dialog), "warning");

  /* Back to the single one, and Enter's default. */
  gtk_check_button_set_active (row_check (single), TRUE);
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (warning)));
  click (dialog, "_Declare");
  assert_moves (&declared, "declare bezique SQ DJ, to-score double-bezique SQ SQ DJ DJ");
  g_object_unref (dialog);

  /* "A player is not allowed to score 40 for the second bézique, and then
   * 500 for the two combined": the row says it blocks the double. */
  bezique_test_deal (&state, "SQ SQ DJ DJ HA DA CA S9", "H7 H8 H9 D7 D8 D9 C7 S8", "C8", "");
  bezique_test_play (&state, "play HA, play H7, declare bezique SQ DJ, done, play DA, play D7");
  dialog = open_dialog (&state, deck, &declared);
  g_object_ref (dialog);
  g_assert_cmpstr (adw_action_row_get_subtitle (get_row (dialog, "bezique SQ DJ")), ==,
                   "Scoring it now blocks Double bézique · 500 for ever");
  g_assert_true (gtk_check_button_get_active (
    row_check (get_row (dialog, "double-bezique SQ SQ DJ DJ"))));
  click (dialog, "_Declare");
  assert_moves (&declared, "declare double-bezique SQ SQ DJ DJ");
  g_object_unref (dialog);
}

/* Issue 18: "Cannot Be Declared Now" lists each combination once; the
 * sequence's cards are shown in one order (A T K Q J, as on the table);
 * under the French laws the dialog does not number the trick. */
static void
test_rows (void)
{
  PlBeziqueDeclareDialog *dialog;
  PlBeziqueState state;
  Declared declared;

  /* Four queens declared; with a fifth queen several sets of four are
   * held, each refused. */
  bezique_test_deal (&state, "CQ SQ HQ DQ SQ CA DA HA", "C7 D7 H7 S7 S8 D8 C8 D9", "H8", "");
  bezique_test_play (&state, "play CA, play C7, declare four-queens CQ SQ HQ DQ, done");
  bezique_test_play (&state, "play DA, play D7");
  dialog = open_dialog (&state, deck, &declared);
  g_object_ref (dialog);
  g_assert_cmpuint (count_rows (GTK_WIDGET (dialog), "four-queens"), ==, 1);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_ptr_array_unref (declared.moves);
  g_object_unref (dialog);

  bezique_test_deal (&state, "HK HQ HA HT HJ C9 CA DA", "C7 D7 C8 S7 S8 D8 C9 D9", "H8", "");
  bezique_test_play (&state, "play CA, play C7, declare royal-marriage HQ HK, done, play DA, play D7");
  state.options.count_stock = FALSE;
  dialog = open_dialog (&state, deck, &declared);
  g_object_ref (dialog);
  {
    g_autofree char *cards = row_cards (get_row (dialog, "sequence HT HJ HQ HK HA"));

    g_assert_cmpstr (cards, ==,
                     "Ace of Hearts, 10 of Hearts, King of Hearts, Queen of Hearts, Jack of Hearts");
  }
  g_assert_nonnull (find_label (GTK_WIDGET (dialog), "You won the trick"));
  g_assert_null (find_label (GTK_WIDGET (dialog), "You won trick 2"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_ptr_array_unref (declared.moves);
  g_object_unref (dialog);
}

/* Seed 002: "A player having a score in abeyance … is not obliged to score
 * it"; here he does, in place of a new declaration. */
static void
test_pending (void)
{
  PlBeziqueDeclareDialog *dialog;
  PlBeziqueState state;
  Declared declared;
  AdwActionRow *row;

  bezique_test_deal (&state, "SK SQ DJ C9 CA DA HA ST", "C7 D7 H7 S7 S8 D8 C8 D9", "H8", "");
  bezique_test_play (&state, "play CA, play C7, declare bezique SQ DJ, to-score marriage SQ SK, done, "
                "play DA, play D7");
  dialog = open_dialog (&state, deck, &declared);
  g_object_ref (dialog);
  row = get_row (dialog, "pending marriage SQ SK");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   "To score: Marriage · 20");
  assert_refused (dialog, "bezique SQ DJ", "Needs a new card from your hand");
  gtk_check_button_set_active (row_check (row), TRUE);
  screenshot (GTK_WIDGET (dialog), "pending");
  click (dialog, "_Declare");
  /* Scoring it ends the declarations: the engine draws, no "done". */
  assert_moves (&declared, "score marriage SQ SK");
  g_object_unref (dialog);
}

/* Escape closes the dialog and declares nothing. */
static void
test_close (void)
{
  PlBeziqueDeclareDialog *dialog;
  PlBeziqueState state;
  Declared declared;

  bezique_test_deal (&state, "SK SQ DJ C9 CA DA HA ST", "C7 D7 H7 S7 S8 D8 C8 D9", "H8", "");
  bezique_test_play (&state, "play CA, play C7");
  dialog = open_dialog (&state, deck, &declared);
  g_object_ref (dialog);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL);
  for (int i = 0; i < 20 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_cmpuint (declared.n_emitted, ==, 0);
  g_ptr_array_unref (declared.moves);
  g_object_unref (dialog);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  /* Exit status 77 tells meson the test was skipped. */
  if (!gtk_init_check ())
    {
      g_printerr ("No display: skipped\n");
      return 77;
    }
  adw_init ();
  deck = pl_card_theme_new_default ();
  g_assert_true (pl_card_theme_prepare (deck, 32, 1, NULL, NULL));

  g_test_add_func ("/bezique-declare-dialog/declare-and-announce", test_declare_and_announce);
  g_test_add_func ("/bezique-declare-dialog/exchange", test_exchange);
  g_test_add_func ("/bezique-declare-dialog/pending", test_pending);
  g_test_add_func ("/bezique-declare-dialog/beginners-order", test_beginners_order);
  g_test_add_func ("/bezique-declare-dialog/rows", test_rows);
  g_test_add_func ("/bezique-declare-dialog/close", test_close);

  {
    int status = g_test_run ();

    g_clear_object (&deck);
    return status;
  }
}
