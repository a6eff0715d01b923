/* pl-table-cassino.c — what the table shows of a Cassino deal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table-cassino"

#include <glib/gi18n-lib.h>

#include "pl-cassino.h"
#include "pl-table-private.h"

/*
 * All the Cassino knowledge of the model is here, behind PlTableGameView.
 * The cards lying on the table are the floor: each loose card a pile of
 * its own, each build one pile of its cards with its owner, so that the
 * canvas lays them out side by side and never over one another.  The
 * stock lies face down with its count; what a seat has taken is its pile,
 * with the count of cards and sweeps beside its name.
 */

/* @set in the order a Cassino player counts it: aces, 2 … 10, then the
 * courts; a rank's cards together, by suit.  Returns how many. */
static guint
cassino_ordered (PlCardSet  set,
                 PlCard    *out)
{
  guint n = 0;

  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    if (pl_cardset_has (set, PL_CARD (suit, PL_RANK_ACE)))
      out[n++] = PL_CARD (suit, PL_RANK_ACE);
  for (guint rank = PL_RANK_2; rank < PL_RANK_ACE; rank++)
    for (guint suit = 0; suit < PL_N_SUITS; suit++)
      if (pl_cardset_has (set, PL_CARD (suit, rank)))
        out[n++] = PL_CARD (suit, rank);
  return n;
}

static guint
cassino_hand (gconstpointer state,
              guint         viewer,
              guint         seat,
              PlCard       *out)
{
  const PlCassinoState *s = state;

  if (viewer != seat && pl_cassino_get_phase (s) != PL_CASSINO_PHASE_OVER)
    return 0;
  return cassino_ordered (pl_cassino_get_hand (s, seat), out);
}

static guint
cassino_hand_size (gconstpointer state,
                   guint         seat)
{
  return pl_cardset_count (pl_cassino_get_hand (state, seat));
}

/* The stock: the cards not yet dealt, face down (seed 003: "four more to
 * each player … until the pack is used"). */
static guint
cassino_talon (gconstpointer state,
               guint         viewer,
               PlCard       *cards,
               gboolean     *face_up)
{
  guint size = MIN (pl_cassino_get_stock_size (state), 64);

  for (guint i = 0; i < size; i++)
    {
      cards[i] = PL_CARD_NONE;
      face_up[i] = FALSE;
    }
  return size;
}

static gint
cassino_stock_count (gconstpointer state)
{
  guint size = pl_cassino_get_stock_size (state);

  return size > 0 ? (gint) size : -1;
}

/* The loose cards first, in the hand's order, each a pile of its own, then the
 * builds in the order they were made, each a pile of its cards. */
static guint
cassino_floor (gconstpointer  state,
               PlCard        *cards,
               guint         *piles,
               gint          *owners)
{
  const PlCassinoState *s = state;
  PlCardSet loose = pl_cassino_get_loose (s);
  guint n = 0, pile = 0;

  n = cassino_ordered (loose, cards);
  for (guint i = 0; i < n; i++)
    {
      piles[i] = pile++;
      owners[i] = -1;
    }
  for (guint b = 0; b < pl_cassino_get_n_builds (s); b++)
    {
      const PlCassinoBuild *build = pl_cassino_get_build (s, b);

      for (PlCardSet rest = build->cards; rest != 0; rest &= rest - 1)
        {
          cards[n] = pl_cardset_first (rest);
          piles[n] = pile;
          owners[n++] = build->owner;
        }
      pile++;
    }
  return n;
}

/* The build that is pile @pile of cassino_floor(), or NULL (a loose card). */
static const PlCassinoBuild *
pile_build (const PlCassinoState *s,
            guint                 pile)
{
  guint n_loose = pl_cardset_count (pl_cassino_get_loose (s));

  if (pile < n_loose || pile - n_loose >= pl_cassino_get_n_builds (s))
    return NULL;
  return pl_cassino_get_build (s, pile - n_loose);
}

/* A card's rank as a Cassino player counts it: "5", "Ace", "King". */
static const char *
rank_word (PlCard card)
{
  /* The pip cards are said by their numbers, in every language. */
  static const char *const words[] = {
    [PL_RANK_2] = "2", [PL_RANK_3] = "3", [PL_RANK_4] = "4",
    [PL_RANK_5] = "5", [PL_RANK_6] = "6", [PL_RANK_7] = "7",
    [PL_RANK_8] = "8", [PL_RANK_9] = "9", [PL_RANK_10] = "10",
    [PL_RANK_JACK] = NC_("card rank", "Jack"), [PL_RANK_QUEEN] = NC_("card rank", "Queen"),
    [PL_RANK_KING] = NC_("card rank", "King"), [PL_RANK_ACE] = NC_("card rank", "Ace"),
  };
  PlRank rank = PL_CARD_RANK (card);

  if (rank >= G_N_ELEMENTS (words) || words[rank] == NULL)
    return "?";
  if (rank >= PL_RANK_JACK)
    return g_dpgettext2 (GETTEXT_PACKAGE, "card rank", words[rank]);
  return words[rank];
}

/* The owner of @build by name, "yours" for @viewer (the caption says
 * "Build of 8 — yours"). */
static const char *
owner_name (const PlCassinoBuild *build,
            guint                 viewer,
            const char *const    *names)
{
  if (build->owner == viewer)
    return C_("build owner", "yours");
  return names != NULL && names[build->owner] != NULL ? names[build->owner] : "?";
}

/* "Build of 8 from 5 and 3, Anna's" — for the screen reader and the
 * tooltip; "yours" for @viewer's own build. */
static char *
cassino_floor_pile_label (gconstpointer      state,
                          guint              pile,
                          guint              viewer,
                          const char *const *names)
{
  const PlCassinoBuild *build = pile_build (state, pile);
  g_autoptr(GString) from = NULL;
  g_autofree char *owner = NULL;
  guint n, i = 0;

  if (build == NULL)
    return NULL;
  n = pl_cardset_count (build->cards);
  from = g_string_new (NULL);
  for (PlCardSet rest = build->cards; rest != 0; rest &= rest - 1, i++)
    {
      if (i > 0)
        /* Translators: between the cards of a build, "5, 2 and 1". */
        g_string_append (from, i + 1 == n ? _(" and ") : _(", "));
      g_string_append (from, rank_word (pl_cardset_first (rest)));
    }
  if (build->owner == viewer)
    owner = g_strdup (C_("build owner", "yours"));
  else
    /* Translators: whose build it is, "Anna's". */
    owner = g_strdup_printf (C_("build owner", "%s’s"), owner_name (build, viewer, names));
  if (build->multiple)
    /* Translators: a multiple build (seed 003), "Multiple build of 8 from
     * 5, 3, 6 and 2, Anna's". */
    return g_strdup_printf (_("Multiple build of %u from %s, %s"), build->value, from->str,
                            owner);
  /* Translators: "Build of 8 from 5 and 3, Anna's". */
  return g_strdup_printf (_("Build of %u from %s, %s"), build->value, from->str, owner);
}

/* The caption under a build: "Build of 8 — yours", "Build of 8 — Anna",
 * "8s — Anna" for a multiple build. */
static char *
cassino_floor_caption (gconstpointer      state,
                       guint              pile,
                       guint              viewer,
                       const char *const *names)
{
  const PlCassinoBuild *build = pile_build (state, pile);
  const char *owner;

  if (build == NULL)
    return NULL;
  owner = owner_name (build, viewer, names);
  if (build->multiple)
    /* Translators: the caption under a multiple build (seed 003), "8s —
     * Anna" ("building 8s"). */
    return g_strdup_printf (_("%us — %s"), build->value, owner);
  /* Translators: the caption under a build, "Build of 8 — yours". */
  return g_strdup_printf (_("Build of %u — %s"), build->value, owner);
}

static char *
cassino_floor_label (gconstpointer state,
                     guint         pile)
{
  const PlCassinoBuild *build = pile_build (state, pile);

  if (build == NULL)
    return NULL;
  /* Translators: a build without its owner's name, "Build of 8". */
  return g_strdup_printf (_("Build of %u"), build->value);
}

static void
cassino_seat_info (gconstpointer        state,
                   const PlDealRecord  *deal,
                   guint                seat,
                   gint                 match_total,
                   char               **role,
                   gboolean            *is_declarer,
                   char               **said,
                   guint               *tricks)
{
  const PlCassinoState *s = state;
  guint taken = pl_cardset_count (pl_cassino_get_won (s, seat));
  guint sweeps = pl_cardset_count (pl_cassino_get_sweep_cards (s, seat));
  g_autoptr(GString) words = g_string_new (NULL);

  /* Seed 003: the dealer announces the last deal ("last"). */
  if (seat == s->dealer && pl_cassino_is_last_deal (s) &&
      pl_cassino_get_phase (s) != PL_CASSINO_PHASE_OVER)
    /* Translators: Cassino: the dealer's mark while the last cards of the
     * pack are in the hands (seed 003: the dealer announces "last"). */
    *role = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Last deal · %d in the game",
                                          "Last deal · %d in the game", match_total),
                             match_total);
  else
    /* Translators: Cassino: the seat's score in the match so far. */
    *role = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d in the game",
                                          "%d in the game", match_total),
                             match_total);
  *is_declarer = FALSE;
  /* The pile of what it took shows once it has taken something. */
  *tricks = taken;

  for (guint b = 0; b < pl_cassino_get_n_builds (s); b++)
    {
      const PlCassinoBuild *build = pl_cassino_get_build (s, b);

      if (build->owner == seat)
        {
          if (words->len > 0)
            g_string_append (words, " · ");
          /* Translators: Cassino: the seat owns a build, "Build of 8". */
          g_string_append_printf (words, _("Build of %u"), build->value);
        }
    }
  if (taken > 0)
    {
      if (words->len > 0)
        g_string_append (words, " · ");
      /* Translators: Cassino: the cards a seat has taken so far. */
      g_string_append_printf (words, g_dngettext (GETTEXT_PACKAGE, "%u card taken",
                                                  "%u cards taken", taken), taken);
    }
  if (sweeps > 0)
    {
      g_string_append (words, " · ");
      /* Translators: Cassino: seed 003's sweeps a seat has made. */
      g_string_append_printf (words, g_dngettext (GETTEXT_PACKAGE, "%u sweep", "%u sweeps",
                                                  sweeps), sweeps);
    }
  *said = g_string_free (g_steal_pointer (&words), FALSE);
}

/* Seed 003: "Sweeps are usually marked by leaving the cards with which
 * they are made face upward at the bottom of the tricks taken in by the
 * player": each sweep's card lies face up across the pile. */
static guint
cassino_pile_marks (gconstpointer state,
                    guint         seat,
                    PlCard       *out)
{
  return cassino_ordered (pl_cassino_get_sweep_cards (state, seat), out);
}

/* "7 of Spades", "King of Diamonds": a card as a Cassino player says it. */
static char *
card_words (PlCard card)
{
  static const char *const suits[] = {
    [PL_SUIT_CLUBS] = NC_("card suit", "Clubs"),
    [PL_SUIT_SPADES] = NC_("card suit", "Spades"),
    [PL_SUIT_HEARTS] = NC_("card suit", "Hearts"),
    [PL_SUIT_DIAMONDS] = NC_("card suit", "Diamonds"),
  };
  guint suit = PL_CARD_SUIT (card);

  if (suit >= G_N_ELEMENTS (suits) || suits[suit] == NULL)
    return g_strdup ("?");
  /* Translators: a card, its rank then its suit: "7 of Spades". */
  return g_strdup_printf (C_("card", "%s of %s"), rank_word (card),
                          g_dpgettext2 (GETTEXT_PACKAGE, "card suit", suits[suit]));
}

/* "Anna's pile: 14 cards, 2 sweeps (7 of Spades and King of Diamonds)":
 * the pile and its sweeps for the screen reader, "Your pile" for
 * @viewer's own. */
static char *
cassino_pile_label (gconstpointer      state,
                    guint              seat,
                    guint              viewer,
                    const char *const *names)
{
  const PlCassinoState *s = state;
  PlCard marks[PL_CASSINO_N_CARDS];
  guint n_cards = pl_cardset_count (pl_cassino_get_won (s, seat));
  guint n_marks = cassino_pile_marks (state, seat, marks);
  g_autofree char *whose = NULL;
  g_autofree char *cards = NULL;
  g_autoptr(GString) sweeps = g_string_new (NULL);

  if (seat == viewer)
    /* Translators: Cassino: the human's own pile of taken cards. */
    whose = g_strdup (_("Your pile"));
  else
    /* Translators: Cassino: a player's pile of taken cards, "Anna's pile". */
    whose = g_strdup_printf (_("%s’s pile"),
                             names != NULL && names[seat] != NULL ? names[seat] : "?");
  /* Translators: Cassino: how many cards a pile holds. */
  cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n_cards),
                           n_cards);
  if (n_marks == 0)
    /* Translators: Cassino: "Anna's pile: 14 cards, no sweeps". */
    return g_strdup_printf (_("%s: %s, no sweeps"), whose, cards);
  for (guint i = 0; i < n_marks; i++)
    {
      g_autofree char *words = card_words (marks[i]);

      if (i > 0)
        /* Translators: between the cards of a list, "7 of Spades, 2 of
         * Hearts and King of Diamonds". */
        g_string_append (sweeps, i + 1 == n_marks ? _(" and ") : _(", "));
      g_string_append (sweeps, words);
    }
  /* Translators: Cassino: "Anna's pile: 14 cards, 2 sweeps (7 of Spades
   * and King of Diamonds)": the cards that made the sweeps lie face up
   * across the pile (seed 003). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %s, %u sweep (%s)",
                                       "%s: %s, %u sweeps (%s)", n_marks),
                          whose, cards, n_marks, sweeps->str);
}

static gboolean
cassino_tricks_countable (gconstpointer state)
{
  /* The pile's count is the cards taken, said beside the name; there are
   * no tricks to count. */
  return FALSE;
}

const PlTableGameView pl_table_cassino_view = {
  .game = &pl_cassino_game,
  .hand = cassino_hand,
  .hand_size = cassino_hand_size,
  .talon = cassino_talon,
  .seat_info = cassino_seat_info,
  .talon_style = PL_TALON_STOCK,
  .stock_count = cassino_stock_count,
  .tricks_countable = cassino_tricks_countable,
  .zones = PL_TABLE_ZONE_TALON | PL_TABLE_ZONE_FLOOR,
  /* Seed 003: four cards to each player at a time. */
  .max_hand_size = 4,
  .floor = cassino_floor,
  .floor_label = cassino_floor_label,
  .floor_pile_label = cassino_floor_pile_label,
  .floor_caption = cassino_floor_caption,
  .pile_marks = cassino_pile_marks,
  .pile_label = cassino_pile_label,
};
