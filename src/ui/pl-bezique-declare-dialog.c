/* pl-bezique-declare-dialog.c — declarations after a won Bézique trick
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique-declare"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-bezique-offer.h"
#include "pl-bezique-declare-dialog.h"
#include "pl-card-names.h"
#include "pl-card-picture.h"

#define CARD_WIDTH 32
/* An exchange, one declaration, every announcement and "done". */
#define MAX_MOVES (PL_BEZIQUE_MAX_OFFERS + 3)

typedef struct {
  PlBeziqueOffer offer;
  GtkWidget     *row;
  GtkWidget     *check;       /* NULL for a refused row */
} OfferRow;

struct _PlBeziqueDeclareDialog
{
  AdwWindow       parent_instance;

  PlBeziqueState  state;
  guint           seat;
  PlCardTheme    *theme;

  GtkWidget      *exchange_group;
  GtkWidget      *exchange_switch;
  GtkWidget      *score_group;
  GtkWidget      *announce_group;
  GtkWidget      *refused_group;
  GtkWidget      *declare_button;
  GtkWidget      *nothing_button;
  /* Said before a choice loses points for ever (seed 002). */
  GtkWidget      *warning_box;
  GtkWidget      *warning_label;
  GtkWidget      *scroller;
  /* Never shown: the group leader of the radio rows, so that a lone row
   * is drawn as a radio button too, and active when none is chosen. */
  GtkWidget      *none_radio;

  GArray         *score_rows;     /* OfferRow: radio rows, scored now */
  GArray         *announce_rows;  /* OfferRow: check rows, "to score" */
  GArray         *refused_rows;   /* OfferRow: greyed out, with the reason */
  GArray         *ticked;         /* guint: announce rows in the order ticked */

  gboolean        updating;
};

enum {
  SIGNAL_DECLARED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlBeziqueDeclareDialog, pl_bezique_declare_dialog, ADW_TYPE_WINDOW)

static gboolean
same_offer (const PlBeziqueOffer *a,
            const PlBeziqueOffer *b)
{
  return a->kind == b->kind && a->pending == b->pending && a->n_names == b->n_names &&
         memcmp (a->names, b->names, a->n_names * sizeof (PlCard)) == 0;
}

static gboolean
offer_has_card (const PlBeziqueOffer *offer,
                PlCard                card)
{
  for (guint i = 0; i < offer->n_names; i++)
    if (offer->names[i] == card)
      return TRUE;
  return FALSE;
}

static gboolean
announcing (const PlBeziqueDeclareDialog *self,
            const PlBeziqueState         *state)
{
  return state->phase == PL_BEZIQUE_PHASE_ANNOUNCE && state->to_move == (gint) self->seat;
}

/* Checks a move on @state and applies it; appends it to @moves. */
static gboolean
play_move (PlBeziqueState *state,
           const PlMove   *move,
           PlMove         *moves,
           guint          *n_moves)
{
  g_autoptr(GError) error = NULL;

  if (*n_moves >= MAX_MOVES || !pl_bezique_game.check_move (state, move, &error))
    {
      g_warning ("The declaration dialog made a move the rules refuse: %s",
                 error ? error->message : "too many moves");
      return FALSE;
    }
  pl_bezique_game.apply (state, move);
  moves[(*n_moves)++] = *move;
  return TRUE;
}

static gint
chosen_index (PlBeziqueDeclareDialog *self)
{
  for (guint i = 0; i < self->score_rows->len; i++)
    {
      OfferRow *r = &g_array_index (self->score_rows, OfferRow, i);

      if (gtk_check_button_get_active (GTK_CHECK_BUTTON (r->check)))
        return (gint) i;
    }
  return -1;
}

/* The state after the exchange, if chosen, and the combination scored. */
static guint
play_choice (PlBeziqueDeclareDialog *self,
             PlBeziqueState         *state,
             gboolean                score,
             PlMove                 *moves)
{
  guint n = 0;
  PlMove exchange;
  gint chosen;

  *state = self->state;
  if (gtk_switch_get_active (GTK_SWITCH (self->exchange_switch)) &&
      pl_bezique_can_exchange (state, self->seat, &exchange))
    play_move (state, &exchange, moves, &n);
  chosen = score ? chosen_index (self) : -1;
  if (chosen >= 0)
    play_move (state, &g_array_index (self->score_rows, OfferRow, chosen).offer.move,
               moves, &n);
  return n;
}

/* Announces the ticked combinations "to score" in the order ticked; a tick
 * the others have made impossible is undone (its index set to G_MAXUINT). */
static guint
play_announcements (PlBeziqueDeclareDialog *self,
                    PlBeziqueState         *state,
                    PlMove                 *moves,
                    guint                   n)
{
  for (guint t = 0; t < self->ticked->len; t++)
    {
      guint index = g_array_index (self->ticked, guint, t);
      OfferRow *r = &g_array_index (self->announce_rows, OfferRow, index);
      PlBeziqueOffer offers[PL_BEZIQUE_MAX_OFFERS];
      guint n_offers = 0;
      gboolean done = FALSE;

      /* The engine picks the copies anew after each announcement. */
      if (announcing (self, state))
        n_offers = pl_bezique_list_offers (state, self->seat, offers, G_N_ELEMENTS (offers));
      for (guint k = 0; k < n_offers && !done; k++)
        if (offers[k].status == PL_BEZIQUE_OFFER_ANNOUNCE && same_offer (&offers[k], &r->offer))
          done = play_move (state, &offers[k].move, moves, &n);
      if (!done)
        g_array_index (self->ticked, guint, t) = G_MAXUINT;
    }
  return n;
}

/* The offer's cards in the table's one order (pl-bezique-words.h). */
static guint
display_names (const PlBeziqueDeclareDialog *self,
               const PlBeziqueOffer         *offer,
               PlCard                       *names)
{
  memcpy (names, offer->names, offer->n_names * sizeof (PlCard));
  pl_bezique_sort_for_display (names, offer->n_names, self->state.trump);
  return offer->n_names;
}

static char *
spoken_cards (const PlBeziqueDeclareDialog *self,
              const PlBeziqueOffer         *offer)
{
  g_autoptr(GString) text = g_string_new (NULL);
  PlCard names[G_N_ELEMENTS (offer->names)];
  guint n = display_names (self, offer, names);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = pl_card_get_display_name (names[i]);

      if (i > 0)
        /* Translators: between the cards of a combination. */
        g_string_append (text, _(", "));
      g_string_append (text, name);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* What declaring @offer now loses for ever (seed 002: "he would lose the
 * 40 points for the single bézique"), or NULL; @named: a sentence that
 * names the combination, for the warning under the list. */
static char *
forfeit_text (const PlBeziqueOffer *offer,
              gboolean              named)
{
  g_autoptr(GString) list = g_string_new (NULL);
  g_autofree char *self = NULL;
  gboolean higher = FALSE;
  gboolean announce = offer->status == PL_BEZIQUE_OFFER_ANNOUNCE;

  if (offer->n_forfeits == 0)
    return NULL;
  for (guint i = 0; i < offer->n_forfeits; i++)
    {
      guint points = pl_bezique_combination_points (offer->forfeits[i]);

      if (i > 0)
        /* Translators: between the combinations a choice loses. */
        g_string_append (list, _(", "));
      /* Translators: a Bézique combination and its points: "Bézique · 40". */
      g_string_append_printf (list, _("%s · %u"),
                              pl_bezique_combination_name (offer->forfeits[i]), points);
      higher |= points > offer->points;
    }
  if (!named)
    {
      if (announce)
        return g_strdup_printf (higher ? _("Announcing it now blocks %s for ever")
                                       : _("Announcing it now loses %s for ever"), list->str);
      return g_strdup_printf (higher ? _("Scoring it now blocks %s for ever")
                                     : _("Scoring it now loses %s for ever"), list->str);
    }
  self = g_strdup_printf (_("%s · %u"), pl_bezique_combination_name (offer->kind), offer->points);
  if (announce)
    /* Translators: "Double bézique · 500 to score loses Bézique · 40 for
     * ever". */
    return g_strdup_printf (higher ? _("%s to score blocks %s for ever")
                                   : _("%s to score loses %s for ever"), self, list->str);
  /* Translators: "Double bézique · 500 loses Bézique · 40 for ever". */
  return g_strdup_printf (higher ? _("%s blocks %s for ever") : _("%s loses %s for ever"),
                          self, list->str);
}

static void
set_row_reason (PlBeziqueDeclareDialog *self,
                OfferRow               *r,
                const char             *reason)
{
  g_autofree char *cards = NULL;
  g_autofree char *forfeit = NULL;

  gtk_widget_set_sensitive (r->row, reason == NULL);
  if (reason != NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (r->row), reason);
      return;
    }
  cards = spoken_cards (self, &r->offer);
  forfeit = forfeit_text (&r->offer, FALSE);
  /* A choice that loses points for ever says so; the cards are in the
   * pictures, and said to a screen reader. */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (r->row), forfeit);
  gtk_accessible_update_property (GTK_ACCESSIBLE (r->row),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, cards, -1);
}

static void
add_offer_row (PlBeziqueDeclareDialog *self,
               GtkWidget              *group,
               GArray                 *rows,
               const PlBeziqueOffer   *offer,
               gboolean                with_check,
               GtkWidget              *radio_group,
               const char             *prefix)
{
  const char *name = pl_bezique_combination_name (offer->kind);
  g_autofree char *title = NULL;
  g_autofree char *notation = NULL;
  GtkWidget *cards;
  OfferRow r = { *offer, NULL, NULL };
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  if (offer->pending)
    /* Translators: a combination kept "to score" from an earlier trick,
     * with its points: "To score: Marriage · 20". */
    title = g_strdup_printf (_("To score: %s · %u"), name, offer->points);
  else
    /* Translators: a Bézique combination and its points: "Bézique · 40". */
    title = g_strdup_printf (_("%s · %u"), name, offer->points);

  r.row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r.row), title);

  /* The cards, small, after the words. */
  cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_widget_set_valign (cards, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (cards, 6);
  gtk_widget_set_margin_bottom (cards, 6);
  {
    PlCard names[G_N_ELEMENTS (offer->names)];
    guint n = display_names (self, offer, names);

    for (guint i = 0; i < n; i++)
      gtk_box_append (GTK_BOX (cards),
                      pl_card_picture_new (self->theme, names[i], CARD_WIDTH, scale));
  }
  adw_action_row_add_suffix (ADW_ACTION_ROW (r.row), cards);
  if (offer->n_forfeits > 0 && offer->status != PL_BEZIQUE_OFFER_REFUSED)
    {
      GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      gtk_widget_add_css_class (icon, "warning");
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (r.row), icon);
    }

  if (with_check)
    {
      r.check = gtk_check_button_new ();
      gtk_widget_set_valign (r.check, GTK_ALIGN_CENTER);
      if (radio_group != NULL)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (r.check), GTK_CHECK_BUTTON (radio_group));
      adw_action_row_add_prefix (ADW_ACTION_ROW (r.row), r.check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (r.row), r.check);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (r.check),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, r.row, NULL, -1);
      /* GTK 4.8 does not follow the relation to a row: the check is read
       * "GtkCheckButton" unless it carries the row's words itself. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (r.check),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                      -1);
    }
  set_row_reason (self, &r, offer->status == PL_BEZIQUE_OFFER_REFUSED ? offer->reason : NULL);

  /* The notation names the row for the tests: "marriage SQ SK",
   * "to-score marriage SQ SK", "pending marriage SQ SK". */
  {
    g_autofree char *names = pl_cards_to_string (offer->names, offer->n_names);

    notation = g_strdup_printf ("%s%s %s", offer->pending ? "pending " : prefix,
                                pl_bezique_combination_word (offer->kind), names);
    g_object_set_data_full (G_OBJECT (r.row), "pl-offer", g_steal_pointer (&notation), g_free);
  }

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), r.row);
  g_array_append_val (rows, r);
}

static void
clear_rows (GtkWidget *group,
            GArray    *rows)
{
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group),
                                  g_array_index (rows, OfferRow, i).row);
  g_array_set_size (rows, 0);
}

static void
update_buttons (PlBeziqueDeclareDialog *self)
{
  gboolean exchange = gtk_switch_get_active (GTK_SWITCH (self->exchange_switch)) &&
                      gtk_widget_get_visible (self->exchange_group);
  gint chosen = chosen_index (self);
  g_autoptr(GString) warning = g_string_new (NULL);

  /* The buttons say what they do (issue 18): with the switch on, the
   * exchange is made with either. */
  gtk_button_set_label (GTK_BUTTON (self->declare_button),
                        exchange ? _("Exchange _and Declare") : _("_Declare"));
  gtk_button_set_label (GTK_BUTTON (self->nothing_button),
                        exchange ? _("_Exchange Only") : _("Declare _Nothing"));
  gtk_widget_set_sensitive (self->declare_button, chosen >= 0 || self->ticked->len > 0);

  /* Seed 002's beginner: warn before a choice loses points for ever. */
  if (chosen >= 0)
    {
      const PlBeziqueOffer *offer = &g_array_index (self->score_rows, OfferRow, chosen).offer;
      g_autofree char *text = forfeit_text (offer, TRUE);

      if (text != NULL)
        g_string_append (warning, text);
    }
  for (guint t = 0; t < self->ticked->len; t++)
    {
      guint index = g_array_index (self->ticked, guint, t);
      const PlBeziqueOffer *offer;
      g_autofree char *text = NULL;

      if (index >= self->announce_rows->len)
        continue;
      offer = &g_array_index (self->announce_rows, OfferRow, index).offer;
      text = forfeit_text (offer, TRUE);
      if (text != NULL)
        g_string_append_printf (warning, "%s%s", warning->len > 0 ? "\n" : "", text);
    }
  gtk_label_set_text (GTK_LABEL (self->warning_label), warning->str);
  gtk_widget_set_visible (self->warning_box, warning->len > 0);
  if (warning->len > 0)
    {
      gtk_widget_remove_css_class (self->declare_button, "suggested-action");
      gtk_widget_add_css_class (self->declare_button, "destructive-action");
    }
  else
    {
      gtk_widget_remove_css_class (self->declare_button, "destructive-action");
      gtk_widget_add_css_class (self->declare_button, "suggested-action");
    }
}

/* After a tick: what else can still be announced with the ones ticked. */
static void
update_announcements (PlBeziqueDeclareDialog *self)
{
  PlBeziqueState state;
  PlMove moves[MAX_MOVES];
  PlBeziqueOffer offers[PL_BEZIQUE_MAX_OFFERS];
  guint n, n_offers = 0;

  if (self->updating)
    return;
  self->updating = TRUE;

  n = play_choice (self, &state, TRUE, moves);
  play_announcements (self, &state, moves, n);
  for (guint t = self->ticked->len; t > 0; t--)
    if (g_array_index (self->ticked, guint, t - 1) == G_MAXUINT)
      g_array_remove_index (self->ticked, t - 1);

  if (announcing (self, &state))
    n_offers = pl_bezique_list_offers (&state, self->seat, offers, G_N_ELEMENTS (offers));
  for (guint i = 0; i < self->announce_rows->len; i++)
    {
      OfferRow *r = &g_array_index (self->announce_rows, OfferRow, i);
      gboolean ticked = FALSE;
      /* When the engine has nothing left to announce it has drawn; what is
       * left then clashes with a combination ticked in its class. */
      const char *reason = _("Already declared");

      for (guint t = 0; t < self->ticked->len; t++)
        ticked |= g_array_index (self->ticked, guint, t) == i;
      if (ticked)
        {
          set_row_reason (self, r, NULL);
          continue;
        }
      gtk_check_button_set_active (GTK_CHECK_BUTTON (r->check), FALSE);
      for (guint k = 0; k < n_offers; k++)
        if (same_offer (&offers[k], &r->offer))
          reason = offers[k].status == PL_BEZIQUE_OFFER_ANNOUNCE ? NULL : offers[k].reason;
      set_row_reason (self, r, reason);
    }
  update_buttons (self);
  self->updating = FALSE;
}

static void
announce_toggled_cb (GtkCheckButton         *check,
                     PlBeziqueDeclareDialog *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "pl-index"));

  if (self->updating)
    return;
  for (guint t = 0; t < self->ticked->len; t++)
    if (g_array_index (self->ticked, guint, t) == index)
      g_array_remove_index (self->ticked, t--);
  if (gtk_check_button_get_active (check))
    g_array_append_val (self->ticked, index);
  update_announcements (self);
}

/* The combinations that can be announced "to score" once the chosen one is
 * declared: the dialog plays the choice on its copy and asks again, since
 * seed 002's "new card" rule depends on what was laid down. */
static void
rebuild_announcements (PlBeziqueDeclareDialog *self)
{
  PlBeziqueState state;
  PlMove moves[MAX_MOVES];
  PlBeziqueOffer offers[PL_BEZIQUE_MAX_OFFERS];
  guint n_offers = 0;

  self->updating = TRUE;
  clear_rows (self->announce_group, self->announce_rows);
  g_array_set_size (self->ticked, 0);

  play_choice (self, &state, TRUE, moves);
  if (announcing (self, &state))
    n_offers = pl_bezique_list_offers (&state, self->seat, offers, G_N_ELEMENTS (offers));
  for (guint k = 0; k < n_offers; k++)
    if (offers[k].status == PL_BEZIQUE_OFFER_ANNOUNCE)
      {
        OfferRow *r;

        add_offer_row (self, self->announce_group, self->announce_rows, &offers[k], TRUE, NULL,
                       "to-score ");
        r = &g_array_index (self->announce_rows, OfferRow, self->announce_rows->len - 1);
        g_object_set_data (G_OBJECT (r->check), "pl-index",
                           GUINT_TO_POINTER (self->announce_rows->len - 1));
        g_signal_connect (r->check, "toggled", G_CALLBACK (announce_toggled_cb), self);
      }
  gtk_widget_set_visible (self->announce_group, self->announce_rows->len > 0);

  /* The order that loses nothing (seed 002): with the single bézique the
   * double is announced "to score", with the royal marriage the
   * sequence — "Forty for bézique, and five hundred to score". */
  {
    gint chosen = chosen_index (self);
    PlBeziqueCombination chosen_kind = chosen >= 0
      ? g_array_index (self->score_rows, OfferRow, chosen).offer.kind : PL_BEZIQUE_NONE;

    for (guint i = 0; i < self->announce_rows->len; i++)
      {
        OfferRow *r = &g_array_index (self->announce_rows, OfferRow, i);

        if (r->offer.n_forfeits == 0 &&
            ((chosen_kind == PL_BEZIQUE_BEZIQUE && r->offer.kind == PL_BEZIQUE_DOUBLE_BEZIQUE) ||
             (chosen_kind == PL_BEZIQUE_ROYAL_MARRIAGE && r->offer.kind == PL_BEZIQUE_SEQUENCE)))
          {
            gtk_check_button_set_active (GTK_CHECK_BUTTON (r->check), TRUE);
            g_array_append_val (self->ticked, i);
          }
      }
  }
  self->updating = FALSE;
  update_announcements (self);
}

static void
score_toggled_cb (GtkCheckButton         *check,
                  PlBeziqueDeclareDialog *self)
{
  if (self->updating || !gtk_check_button_get_active (check))
    return;
  rebuild_announcements (self);
}

/* Whether a refused row of @offer's combination is listed already. */
static gboolean
refused_listed (PlBeziqueDeclareDialog *self,
                const PlBeziqueOffer   *offer)
{
  for (guint i = 0; i < self->refused_rows->len; i++)
    {
      const PlBeziqueOffer *o = &g_array_index (self->refused_rows, OfferRow, i).offer;

      if (o->kind == offer->kind && o->pending == offer->pending &&
          (offer->kind != PL_BEZIQUE_MARRIAGE ||
           PL_CARD_SUIT (o->names[0]) == PL_CARD_SUIT (offer->names[0])))
        return TRUE;
    }
  return FALSE;
}

/* Every row, after the exchange if it is chosen (the card taken cannot be
 * used in this declaration, seed 004 iii). */
static void
rebuild (PlBeziqueDeclareDialog *self)
{
  PlBeziqueOffer previous = { 0, };
  gboolean had_choice = FALSE;
  PlBeziqueState state;
  PlMove moves[MAX_MOVES];
  PlBeziqueOffer offers[PL_BEZIQUE_MAX_OFFERS];
  GtkWidget *select = NULL, *best_check = NULL;
  guint n_offers;
  gint chosen = chosen_index (self), best;

  if (chosen >= 0)
    {
      previous = g_array_index (self->score_rows, OfferRow, chosen).offer;
      had_choice = TRUE;
    }

  self->updating = TRUE;
  clear_rows (self->score_group, self->score_rows);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->none_radio), TRUE);
  clear_rows (self->refused_group, self->refused_rows);

  play_choice (self, &state, FALSE, moves);
  n_offers = pl_bezique_list_offers (&state, self->seat, offers, G_N_ELEMENTS (offers));
  best = pl_bezique_best_offer (offers, n_offers);
  for (guint k = 0; k < n_offers; k++)
    switch (offers[k].status)
      {
      case PL_BEZIQUE_OFFER_SCORE:
      case PL_BEZIQUE_OFFER_PENDING:
        {
          OfferRow *r;

          add_offer_row (self, self->score_group, self->score_rows, &offers[k], TRUE,
                         self->none_radio, "");
          r = &g_array_index (self->score_rows, OfferRow, self->score_rows->len - 1);
          g_signal_connect (r->check, "toggled", G_CALLBACK (score_toggled_cb), self);
          /* The one that loses nothing (seed 002: not "the highest count
           * first"), unless the player chose before the rebuild. */
          if ((gint) k == best)
            best_check = r->check;
          if (had_choice && same_offer (&previous, &offers[k]))
            select = r->check;
        }
        break;
      case PL_BEZIQUE_OFFER_REFUSED:
        /* One row per combination: a kind (a marriage of a suit) once,
         * however many ways the cards could be taken. */
        if (!refused_listed (self, &offers[k]))
          add_offer_row (self, self->refused_group, self->refused_rows, &offers[k], FALSE,
                         NULL, "");
        break;
      case PL_BEZIQUE_OFFER_ANNOUNCE:
      default:
        /* Listed by rebuild_announcements(). */
        break;
      }

  /* Enter alone declares it. */
  if (select == NULL)
    select = best_check;
  if (select != NULL)
    gtk_check_button_set_active (GTK_CHECK_BUTTON (select), TRUE);
  gtk_widget_set_visible (self->score_group, self->score_rows->len > 0);
  gtk_widget_set_visible (self->refused_group, self->refused_rows->len > 0);
  self->updating = FALSE;
  rebuild_announcements (self);
}

static void
exchange_changed_cb (PlBeziqueDeclareDialog *self)
{
  rebuild (self);
}

static void
emit_and_close (PlBeziqueDeclareDialog *self,
                gboolean                declare)
{
  PlBeziqueState state;
  PlMove moves[MAX_MOVES];
  guint n = play_choice (self, &state, declare, moves);

  if (declare)
    n = play_announcements (self, &state, moves, n);
  /* "done", unless the engine has already ended the declarations. */
  if (state.to_move == (gint) self->seat &&
      (state.phase == PL_BEZIQUE_PHASE_DECLARE || state.phase == PL_BEZIQUE_PHASE_ANNOUNCE))
    {
      PlMove done = pl_move_new (PL_MOVE_NO_DECLARE, self->seat);

      play_move (&state, &done, moves, &n);
    }

  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_DECLARED], 0, (gpointer) moves, n);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

static void
declare_clicked_cb (PlBeziqueDeclareDialog *self)
{
  emit_and_close (self, TRUE);
}

static void
nothing_clicked_cb (PlBeziqueDeclareDialog *self)
{
  emit_and_close (self, FALSE);
}

/* The row of @rows that @focus lies in, or NULL. */
static OfferRow *
focused_row (GArray    *rows,
             GtkWidget *focus)
{
  for (guint i = 0; i < rows->len; i++)
    {
      OfferRow *r = &g_array_index (rows, OfferRow, i);

      if (r->check != NULL &&
          (focus == r->row || focus == r->check || gtk_widget_is_ancestor (focus, r->row)))
        return r;
    }
  return NULL;
}

/* Issue 19: Enter on a combination's row declares that combination, as
 * GNOME's dialogs do (Enter takes the focused choice, then the default
 * button acts); the row alone would only tick it and leave the dialog
 * open.  Elsewhere (a button, the exchange's switch) Enter does what the
 * focused control does. */
static gboolean
enter_pressed_cb (GtkEventControllerKey  *controller,
                  guint                   keyval,
                  guint                   keycode,
                  GdkModifierType         state,
                  PlBeziqueDeclareDialog *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  OfferRow *r;

  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return GDK_EVENT_PROPAGATE;
  if (focus == NULL)
    return GDK_EVENT_PROPAGATE;
  r = focused_row (self->score_rows, focus);
  if (r == NULL)
    r = focused_row (self->announce_rows, focus);
  if (r == NULL || !gtk_widget_is_sensitive (r->check))
    return GDK_EVENT_PROPAGATE;
  gtk_check_button_set_active (GTK_CHECK_BUTTON (r->check), TRUE);
  if (gtk_widget_is_sensitive (self->declare_button))
    gtk_widget_activate (self->declare_button);
  return GDK_EVENT_STOP;
}

/* A group for the dialog's body (not a preferences page: the body
 * scrolls in a window that is only as tall as it needs). */
static GtkWidget *
add_group (GtkWidget  *body,
           const char *title,
           const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  if (title != NULL)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (GTK_BOX (body), group);
  return group;
}

static void
build (PlBeziqueDeclareDialog *self,
       GtkWindow              *parent)
{
  GtkWidget *content, *header, *body, *clamp, *row, *box, *buttons, *icon;
  g_autofree char *subtitle = NULL;
  guint turn_up = pl_bezique_get_turn_up (&self->state);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int parent_height = parent != NULL ? gtk_widget_get_height (GTK_WIDGET (parent)) : 0;

  gtk_window_set_title (GTK_WINDOW (self), _("Declare"));

  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_widget_add_css_class (header, "flat");
  /* Seed 002: under the French laws the tricks are not counted. */
  if (pl_bezique_stock_count_visible (&self->state))
    /* Translators: the declaration dialog's subtitle, "You won trick 5". */
    subtitle = g_strdup_printf (_("You won trick %u"), (guint) self->state.n_tricks);
  else
    subtitle = g_strdup (_("You won the trick"));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (_("Declare"), subtitle));
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  gtk_box_append (GTK_BOX (content), header);

  /* The body scrolls, and the window is no taller than it needs nor
   * than leaves the hand in view under it (issue 18): a window manager
   * centres the dialog on the table, whose bottom fifth is the hand. */
  body = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_set_margin_top (body, 6);
  gtk_widget_set_margin_bottom (body, 12);
  gtk_widget_set_margin_start (body, 12);
  gtk_widget_set_margin_end (body, 12);
  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 560);
  adw_clamp_set_child (ADW_CLAMP (clamp), body);
  self->scroller = gtk_scrolled_window_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->scroller),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Combinations"),
                                  -1);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->scroller),
                                              MAX (200, parent_height > 0
                                                        ? parent_height * 2 / 5 : 320));
  gtk_widget_set_vexpand (self->scroller, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), clamp);
  gtk_box_append (GTK_BOX (content), self->scroller);

  /* Seed 004 iii: the exchange, ten, with the declaration. */
  self->exchange_group = add_group (body, NULL, NULL);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 _("_Exchange the seven of trumps for the turn-up"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Scores 10; the card taken cannot be used in this declaration"));
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  if (turn_up != PL_BEZIQUE_NO_CARD)
    gtk_box_append (GTK_BOX (box), pl_card_picture_new (self->theme, pl_bezique_card (turn_up),
                                                        CARD_WIDTH, scale));
  self->exchange_switch = gtk_switch_new ();
  gtk_widget_set_valign (self->exchange_switch, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), self->exchange_switch);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), self->exchange_switch);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->exchange_group), row);
  gtk_widget_set_visible (self->exchange_group,
                          pl_bezique_can_exchange (&self->state, self->seat, NULL));
  g_signal_connect_swapped (self->exchange_switch, "notify::active",
                            G_CALLBACK (exchange_changed_cb), self);

  /* Seed 004 i. */
  self->score_group = add_group (body, _("Score One Combination"),
                                 _("Only one declaration can be made after each trick"));
  /* Seed 002, "Double Declarations". */
  self->announce_group = add_group (body, _("Also Announce to Score"),
                                    _("Scored after a later trick you win, as long as "
                                      "their cards stay on the table"));
  self->refused_group = add_group (body, _("Cannot Be Declared Now"), NULL);

  /* The warning, and the buttons, under the list. */
  self->warning_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_start (self->warning_box, 18);
  gtk_widget_set_margin_end (self->warning_box, 18);
  gtk_widget_set_margin_top (self->warning_box, 12);
  icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_widget_add_css_class (icon, "warning");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (self->warning_box), icon);
  self->warning_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->warning_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->warning_label), 0);
  gtk_widget_set_hexpand (self->warning_label, TRUE);
  gtk_box_append (GTK_BOX (self->warning_box), self->warning_label);
  gtk_widget_set_visible (self->warning_box, FALSE);
  gtk_box_append (GTK_BOX (content), self->warning_box);

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_widget_set_margin_top (buttons, 12);
  gtk_widget_set_margin_bottom (buttons, 12);
  gtk_widget_set_margin_start (buttons, 12);
  gtk_widget_set_margin_end (buttons, 12);
  self->nothing_button = gtk_button_new_with_mnemonic (_("Declare _Nothing"));
  g_signal_connect_swapped (self->nothing_button, "clicked",
                            G_CALLBACK (nothing_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), self->nothing_button);
  self->declare_button = gtk_button_new_with_mnemonic (_("_Declare"));
  gtk_widget_add_css_class (self->declare_button, "suggested-action");
  g_signal_connect_swapped (self->declare_button, "clicked",
                            G_CALLBACK (declare_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), self->declare_button);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->declare_button);
  gtk_box_append (GTK_BOX (content), buttons);

  adw_window_set_content (ADW_WINDOW (self), content);
  rebuild (self);
}

gboolean
pl_bezique_declare_dialog_select_card (PlBeziqueDeclareDialog *self,
                                       PlCard                  card,
                                       char                  **reason)
{
  g_return_val_if_fail (PL_IS_BEZIQUE_DECLARE_DIALOG (self), FALSE);

  /* The rows to score are in the rules' order, the highest first: the
   * first with the card that loses nothing (seed 002), else the first. */
  {
    OfferRow *found = NULL;

    for (guint i = 0; i < self->score_rows->len; i++)
      {
        OfferRow *r = &g_array_index (self->score_rows, OfferRow, i);

        if (offer_has_card (&r->offer, card) &&
            (found == NULL || (found->offer.n_forfeits > 0 && r->offer.n_forfeits == 0)))
          found = r;
      }
    if (found != NULL)
      {
        gtk_check_button_set_active (GTK_CHECK_BUTTON (found->check), TRUE);
        gtk_window_set_focus (GTK_WINDOW (self), self->declare_button);
        return TRUE;
      }
  }
  /* With nothing to score (the dialog opened while announcing), tick one
   * "to score". */
  for (guint i = 0; self->score_rows->len == 0 && i < self->announce_rows->len; i++)
    {
      OfferRow *r = &g_array_index (self->announce_rows, OfferRow, i);

      if (gtk_widget_get_sensitive (r->row) && offer_has_card (&r->offer, card))
        {
          gtk_check_button_set_active (GTK_CHECK_BUTTON (r->check), TRUE);
          gtk_window_set_focus (GTK_WINDOW (self), self->declare_button);
          return TRUE;
        }
    }

  if (reason != NULL)
    {
      *reason = NULL;
      for (guint i = 0; i < self->refused_rows->len && *reason == NULL; i++)
        {
          OfferRow *r = &g_array_index (self->refused_rows, OfferRow, i);

          if (offer_has_card (&r->offer, card))
            *reason = g_strdup (r->offer.reason);
        }
      if (*reason == NULL)
        *reason = g_strdup (_("That card is in no combination you can declare"));
    }
  return FALSE;
}

static void
pl_bezique_declare_dialog_dispose (GObject *object)
{
  PlBeziqueDeclareDialog *self = PL_BEZIQUE_DECLARE_DIALOG (object);

  g_clear_object (&self->theme);
  g_clear_object (&self->none_radio);

  G_OBJECT_CLASS (pl_bezique_declare_dialog_parent_class)->dispose (object);
}

static void
pl_bezique_declare_dialog_finalize (GObject *object)
{
  PlBeziqueDeclareDialog *self = PL_BEZIQUE_DECLARE_DIALOG (object);

  g_array_unref (self->score_rows);
  g_array_unref (self->announce_rows);
  g_array_unref (self->refused_rows);
  g_array_unref (self->ticked);

  G_OBJECT_CLASS (pl_bezique_declare_dialog_parent_class)->finalize (object);
}

static void
pl_bezique_declare_dialog_class_init (PlBeziqueDeclareDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pl_bezique_declare_dialog_dispose;
  object_class->finalize = pl_bezique_declare_dialog_finalize;

  signals[SIGNAL_DECLARED] =
    g_signal_new ("declared", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_UINT);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
pl_bezique_declare_dialog_init (PlBeziqueDeclareDialog *self)
{
  GtkEventController *key;

  self->score_rows = g_array_new (FALSE, TRUE, sizeof (OfferRow));
  self->announce_rows = g_array_new (FALSE, TRUE, sizeof (OfferRow));
  self->refused_rows = g_array_new (FALSE, TRUE, sizeof (OfferRow));
  self->ticked = g_array_new (FALSE, TRUE, sizeof (guint));
  self->none_radio = g_object_ref_sink (gtk_check_button_new ());

  gtk_window_set_default_size (GTK_WINDOW (self), 440, -1);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);

  key = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (enter_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}

PlBeziqueDeclareDialog *
pl_bezique_declare_dialog_new (GtkWindow            *parent,
                               const PlBeziqueState *state,
                               guint                 seat,
                               PlCardTheme          *theme)
{
  PlBeziqueDeclareDialog *self;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (seat < 2, NULL);
  g_return_val_if_fail (theme == NULL || PL_IS_CARD_THEME (theme), NULL);

  self = g_object_new (PL_TYPE_BEZIQUE_DECLARE_DIALOG,
                       "transient-for", parent,
                       NULL);
  self->state = *state;
  self->seat = seat;
  self->theme = theme ? g_object_ref (theme) : NULL;
  build (self, parent);
  /* Keyboard alone: Enter declares what is chosen (the best at first);
   * the focus would otherwise start on "Declare Nothing", the first
   * button of the header bar. */
  if (gtk_widget_get_sensitive (self->declare_button))
    gtk_window_set_focus (GTK_WINDOW (self), self->declare_button);

  return self;
}
