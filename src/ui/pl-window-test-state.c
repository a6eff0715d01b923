/* pl-window-test-state.c — what the window shows, written for the UI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-window"

#include "pl-action-bar.h"
#include "pl-card-widget.h"
#include "pl-game-catalog.h"
#include "pl-record.h"
#include "pl-table-view.h"
#include "pl-window-private.h"

/*
 * With PARLOUR_TEST_STATE_FILE set, the window writes a small JSON file
 * (atomically, and only when it changed) with what a person at the table
 * sees: the phase and whose turn, the human's cards with the rectangle of
 * each on the screen and a point where a click hits that card and no
 * other, the playable cards, the trick area, the bar's buttons, the dialog
 * open, the last refusal shown as a toast, the last trick peeked at and
 * the result; the game's controller adds what is the game's own
 * (pl_game_controller_append_test_state()).  The tests read it to know where to press and drag: it is
 * the application telling them what is on the screen, not a back door to
 * the rules.
 */

static void
append_string (GString    *out,
               const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text ? text : ""; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (out, "\\%c", *p);
      else if ((guchar) *p < 0x20)
        g_string_append_printf (out, "\\u%04x", (guchar) *p);
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

void
pl_window_append_json_string (GString    *out,
                              const char *text)
{
  append_string (out, text);
}

static void
append_card (GString *out,
             PlCard   card)
{
  char name[3];

  pl_card_to_string (card, name);
  append_string (out, name);
}

/* The widget of card @index of @seat's hand, melds or (@zone
 * PL_DROP_FLOOR) of the floor, if it is shown: by its place, since of two
 * identical cards (Bézique) the first with the name may be another seat's
 * (issue 18). */
static GtkWidget *
hand_card_widget (GtkWidget  *view,
                  PlDropZone  zone,
                  gint        seat,
                  guint       index)
{
  GtkWidget *widget;

  if (view == NULL)
    return NULL;
  widget = pl_table_view_get_card_widget (PL_TABLE_VIEW (view), zone, seat, index);
  return widget != NULL && gtk_widget_get_mapped (widget) ? widget : NULL;
}

static gboolean
is_or_inside (GtkWidget *widget,
              GtkWidget *ancestor)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (widget == ancestor)
      return TRUE;
  return FALSE;
}

static void
append_hand_card (GString   *out,
                  GtkWidget *window,
                  GtkWidget *view,
                  PlCard     card,
                  GtkWidget *widget,
                  double     ox,
                  double     oy)
{
  graphene_rect_t bounds;
  double px = -1, py = -1;

  g_string_append (out, "{\"card\": ");
  append_card (out, card);
  if (widget == NULL || !gtk_widget_compute_bounds (widget, window, &bounds))
    {
      g_string_append (out, "}");
      return;
    }

  /* The fanned cards overlap: find a point where a click reaches this
   * card, as GTK's own picking decides. */
  for (double fy = 0.5; fy < 0.95 && px < 0; fy += 0.2)
    for (double fx = 0.1; fx < 0.95 && px < 0; fx += 0.05)
      {
        double x = bounds.origin.x + fx * bounds.size.width;
        double y = bounds.origin.y + fy * bounds.size.height;
        GtkWidget *hit = gtk_widget_pick (window, x, y, GTK_PICK_DEFAULT);

        if (is_or_inside (hit, widget))
          {
            px = x;
            py = y;
          }
      }

  g_string_append_printf (out, ", \"x\": %.0f, \"y\": %.0f, \"w\": %.0f, \"h\": %.0f",
                          bounds.origin.x + ox, bounds.origin.y + oy,
                          bounds.size.width, bounds.size.height);
  if (px >= 0)
    g_string_append_printf (out, ", \"px\": %.0f, \"py\": %.0f", px + ox, py + oy);
  g_string_append (out, "}");
}

/* `, "KEY": {"px": X, "py": Y}`: the middle of the drop area of @place,
 * in the X window's coordinates; nothing where the table has no such
 * place. */
static void
append_drop_point (GString           *out,
                   GtkWidget         *window,
                   GtkWidget         *view,
                   const PlDropPlace *place,
                   const char        *key,
                   double             ox,
                   double             oy)
{
  graphene_rect_t area;
  graphene_point_t at;

  if (view != NULL &&
      pl_table_view_get_drop_area (PL_TABLE_VIEW (view), place, &area) &&
      gtk_widget_compute_point (view, window,
                                &GRAPHENE_POINT_INIT (area.origin.x + area.size.width / 2,
                                                      area.origin.y + area.size.height / 2),
                                &at))
    g_string_append_printf (out, ", \"%s\": {\"px\": %.0f, \"py\": %.0f}",
                            key, at.x + ox, at.y + oy);
}

static char *
describe (PlWindow *self)
{
  PlTable *table = pl_window_get_table (self);
  GtkWidget *view = pl_window_get_table_view (self);
  PlGameController *controller = pl_window_get_controller (self);
  GtkWidget *window = GTK_WIDGET (self);
  gconstpointer state;
  PlCardList *hand;
  g_autoptr(GString) out = g_string_new ("{");
  g_auto(GStrv) actions = NULL;
  graphene_rect_t view_bounds;
  double ox = 0, oy = 0;
  guint human;

  /* Widget coordinates are relative to the window's surface after its
   * shadow and frame; xdotool counts from the X window's corner. */
  gtk_native_get_surface_transform (GTK_NATIVE (window), &ox, &oy);

  /* The start page's saved matches and the last toast (pl-window-save.c). */
  g_string_append (out, "\"toast\": ");
  append_string (out, pl_window_get_last_toast (self));
  g_string_append (out, ", ");
  pl_window_save_append_test_state (self, out, ox, oy);
  /* "Analyse This Deal", if its window is open (pl-window-review.c). */
  pl_window_review_append_test_state (self, out);
  /* The start page's games, and the question before a new match. */
  g_string_append (out, ", \"games\": {");
  {
    guint n_entries;
    const PlGameEntry *entries = pl_game_catalog_get (&n_entries);
    gboolean first = TRUE;

    for (guint i = 0; i < n_entries; i++)
      {
        double x, y;

        if (!pl_window_get_game_row_center (self, entries[i].id, &x, &y))
          continue;
        g_string_append_printf (out, "%s\"%s\": {\"px\": %.0f, \"py\": %.0f}",
                                first ? "" : ", ", entries[i].id, x + ox, y + oy);
        first = FALSE;
      }
  }
  g_string_append (out, "}, \"leave\": ");
  append_string (out, pl_window_get_leave_question (self));
  g_string_append (out, ", ");

  if (table == NULL || (state = pl_table_get_state (table)) == NULL)
    {
      g_string_append (out, "\"phase\": null}\n");
      return g_string_free (g_steal_pointer (&out), FALSE);
    }

  human = pl_table_get_human_seat (table);
  g_string_append (out, "\"game\": ");
  append_string (out, pl_table_get_game (table)->id);
  g_string_append (out, ", \"phase\": ");
  append_string (out, pl_table_get_game (table)->phase_name (state));
  g_string_append_printf (out, ", \"seed\": %" G_GUINT64_FORMAT
                          ", \"deal\": %u, \"human\": %u, \"to_move\": %d"
                          ", \"human_turn\": %s, \"over\": %s, \"tricks\": %u",
                          pl_table_get_seed (table), pl_table_get_deal_number (table),
                          human, pl_table_get_to_move (table),
                          pl_table_is_human_turn (table) ? "true" : "false",
                          pl_table_is_over (table) ? "true" : "false",
                          pl_table_get_n_tricks (table));
  g_string_append_printf (out, ", \"moves\": %u, \"can_undo\": %s",
                          pl_table_get_record (table)->moves->len,
                          pl_table_can_undo (table) ? "true" : "false");
  /* A completed trick lying in view, the table held for it. */
  g_string_append_printf (out, ", \"trick_in_view\": %s, \"held\": %s",
                          view != NULL && pl_table_view_get_trick_in_view (PL_TABLE_VIEW (view)) ?
                          "true" : "false",
                          pl_table_is_held (table) ? "true" : "false");
  /* What was last said to assistive technology. */
  if (view != NULL)
    {
      g_string_append (out, ", \"announced\": ");
      append_string (out, pl_table_view_get_last_announcement (PL_TABLE_VIEW (view)));
    }

  g_string_append (out, ", \"hand\": [");
  hand = pl_table_get_hand (table, human);
  for (guint i = 0; hand != NULL && i < pl_card_list_get_n_cards (hand); i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      append_hand_card (out, window, view, pl_card_list_get_card (hand, i),
                        hand_card_widget (view, PL_DROP_HAND, (gint) human, i), ox, oy);
    }
  /* Bézique: the human's declared cards on the table, playable too. */
  g_string_append (out, "], \"melds\": [");
  hand = pl_table_get_melds (table, human);
  for (guint i = 0; i < pl_card_list_get_n_cards (hand); i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      append_hand_card (out, window, view, pl_card_list_get_card (hand, i),
                        hand_card_widget (view, PL_DROP_MELDS, (gint) human, i), ox, oy);
    }
  g_string_append (out, "]");
  /* The game's own: the playable cards, the trick, … */
  if (controller != NULL)
    pl_game_controller_append_test_state (controller, out);

  /* The middle of the table, where the trick lies and cards are dropped. */
  if (view != NULL && gtk_widget_compute_bounds (view, window, &view_bounds))
    g_string_append_printf (out, ", \"trick_area\": {\"x\": %.0f, \"y\": %.0f, "
                            "\"w\": %.0f, \"h\": %.0f}",
                            view_bounds.origin.x + ox + view_bounds.size.width * 0.4,
                            view_bounds.origin.y + oy + view_bounds.size.height * 0.35,
                            view_bounds.size.width * 0.2, view_bounds.size.height * 0.2);

  /* The human's side of the table, where a card is dropped to declare,
   * and the talon (Bézique: the seven of trumps dropped on the turn-up). */
  {
    PlDropPlace melds = { PL_DROP_MELDS, (gint) human, -1, PL_CARD_NONE };
    PlDropPlace talon = { PL_DROP_TALON, -1, -1, PL_CARD_NONE };

    append_drop_point (out, window, view, &melds, "melds_area", ox, oy);
    append_drop_point (out, window, view, &talon, "talon_area", ox, oy);
  }

  /* The cards lying on the table, pile by pile, with where a card is
   * dropped on each pile and beside them, and a point of each card where a
   * click reaches it. */
  g_string_append (out, ", \"floor\": [");
  {
    PlCardList *floor = pl_table_get_floor (table);
    guint n = pl_card_list_get_n_cards (floor);

    for (guint first = 0, last; first < n; first = last)
      {
        PlCardItem *item = pl_card_list_get_item (floor, first);
        guint pile = pl_card_item_get_pile (item);
        PlDropPlace place = { PL_DROP_FLOOR, pl_card_item_get_seat (item), (gint) pile,
                              PL_CARD_NONE };

        for (last = first + 1;
             last < n && pl_card_item_get_pile (pl_card_list_get_item (floor, last)) == pile;
             last++)
          ;
        g_string_append_printf (out, "%s{\"pile\": %u, \"owner\": %d, \"cards\": [",
                                first > 0 ? ", " : "", pile, place.seat);
        for (guint j = first; j < last; j++)
          {
            if (j > first)
              g_string_append (out, ", ");
            append_hand_card (out, window, view, pl_card_list_get_card (floor, j),
                              hand_card_widget (view, PL_DROP_FLOOR, -1, j), ox, oy);
          }
        g_string_append (out, "]");
        append_drop_point (out, window, view, &place, "drop", ox, oy);
        g_string_append (out, "}");
      }
  }
  g_string_append (out, "]");
  /* A point of the floor beside every pile, where a card is laid down. */
  {
    PlDropPlace floor = { PL_DROP_FLOOR, -1, -1, PL_CARD_NONE };
    graphene_rect_t area;
    graphene_point_t at;
    gboolean found = FALSE;

    if (view != NULL && pl_table_view_get_drop_area (PL_TABLE_VIEW (view), &floor, &area))
      for (double fy = 0.1; fy < 1.0 && !found; fy += 0.2)
        for (double fx = 0.05; fx < 1.0 && !found; fx += 0.1)
          {
            double x = area.origin.x + fx * area.size.width;
            double y = area.origin.y + fy * area.size.height;
            PlDropPlace place = pl_table_view_drop_place_at (PL_TABLE_VIEW (view), x, y);

            if (place.zone == PL_DROP_FLOOR && place.index < 0 &&
                gtk_widget_compute_point (view, window, &GRAPHENE_POINT_INIT (x, y), &at))
              {
                g_string_append_printf (out, ", \"floor_area\": {\"px\": %.0f, \"py\": %.0f}",
                                        at.x + ox, at.y + oy);
                found = TRUE;
              }
          }
  }
  /* The cards chosen on the table (the hand's, the floor's). */
  g_string_append (out, ", \"selected\": ");
  pl_game_controller_append_cardset (out, view != NULL
                                          ? pl_table_view_get_selection (PL_TABLE_VIEW (view))
                                          : 0);

  g_string_append (out, ", \"actions\": [");
  if (pl_window_get_action_bar (self) != NULL &&
      gtk_widget_get_mapped (pl_window_get_action_bar (self)))
    {
      actions = pl_action_bar_dup_action_labels (PL_ACTION_BAR (pl_window_get_action_bar (self)));
      for (guint i = 0; actions[i] != NULL; i++)
        {
          if (i > 0)
            g_string_append (out, ", ");
          append_string (out, actions[i]);
        }
    }
  /* Where the keyboard is: a card's name, or the focused widget's type. */
  g_string_append (out, "], \"focus\": ");
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

    if (focus != NULL && PL_IS_CARD_WIDGET (focus))
      append_card (out, pl_card_widget_get_card (PL_CARD_WIDGET (focus)));
    else
      append_string (out, focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "");
  }
  g_string_append (out, ", \"dialog\": ");
  append_string (out, controller ? pl_game_controller_get_dialog (controller) : "");
  g_string_append (out, ", \"refusal\": ");
  append_string (out, controller ? pl_game_controller_get_last_refusal (controller) : NULL);
  g_string_append (out, ", \"peek\": ");
  append_string (out, controller ? pl_game_controller_get_last_peek (controller) : NULL);

  g_string_append (out, ", \"result\": ");
  if (pl_table_is_over (table))
    {
      PlResult result = { 0, };

      g_string_append_c (out, '{');
      pl_table_get_game (table)->result_json (state, out);
      if (pl_table_get_result (table, &result))
        {
          g_string_append (out, ", \"reasons\": ");
          append_string (out, result.reasons);
          pl_result_clear (&result);
        }
      g_string_append_c (out, '}');
    }
  else
    g_string_append (out, "null");

  g_string_append (out, "}\n");
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The finished deal's record beside the state file (FILE.record), so
 * that a test can replay it with parlour-cli and compare the results. */
static void
write_record (PlWindow *self)
{
  PlTable *table = pl_window_get_table (self);
  const PlDealRecord *deal;
  g_autoptr(PlRecord) record = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (table == NULL || !pl_table_is_over (table) ||
      (deal = pl_table_get_record (table)) == NULL)
    return;

  record = pl_record_new ();
  g_ptr_array_add (record->deals, pl_deal_record_copy (deal));
  text = pl_record_to_string (record);
  path = g_strconcat (pl_window_get_state_file (self), ".record", NULL);
  if (!g_file_set_contents (path, text, -1, &error))
    g_warning ("Could not write the test record: %s", error->message);
}

gboolean
pl_window_write_test_state_cb (gpointer user_data)
{
  PlWindow *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = describe (self);

  if (pl_window_state_changed (self, contents))
    {
      /* The record first: once the state says "over", it is there. */
      write_record (self);
      if (!g_file_set_contents (pl_window_get_state_file (self), contents, -1, &error))
        {
          g_warning ("Could not write the test state: %s", error->message);
          /* Tried again at the next tick (a full disk may have room then). */
          pl_window_state_changed (self, "");
        }
    }

  return G_SOURCE_CONTINUE;
}
