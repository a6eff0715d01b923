/* pl-egn-rebuild.c — an EGN deal made whole: the hands from the cards
 * played, the moves, and a replay through the rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-egn"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-egn.h"
#include "pl-egn-private.h"
#include "pl-euchre-private.h"

/* What is known of one seat's hand as dealt: cards, and how many are not
 * known — "constrained" ones stay in the hand through the play, so they
 * may not be of a suit the seat showed out of; "free" ones left it
 * before (put away, or never played by a seat sitting out). */
typedef struct {
  PlCardSet known;
  guint     constrained;
  guint     free;
  gboolean  x_slot;           /* the dealer's unknown discard */
  gboolean  y_slot;           /* the lone player's unknown exchange */
  PlCardSet void_cards;       /* cards of suits the seat showed out of */
} Seat;

typedef struct {
  const PlEgnDealIn     *in;
  const PlEuchreOptions *options;
  const char            *filename;
  GError               **error;

  PlCardSet   pack;
  gint        maker;
  guint       trump;
  guint       out;            /* seats sitting out */
  gboolean    taken_up;
  PlCard      tricks[PL_EUCHRE_N_TRICKS][PL_EUCHRE_N_SEATS];
  guint       seats[PL_EUCHRE_N_TRICKS][PL_EUCHRE_N_SEATS];
  PlCardSet   played[PL_EUCHRE_N_SEATS];
  PlCard      discard;        /* X, once known or chosen */
  PlCard      exchanged;      /* Y, likewise */
  PlCard      give;
  PlCard      hands[PL_EUCHRE_N_SEATS][PL_EUCHRE_HAND];
  PlCardSet   dealt[PL_EUCHRE_N_SEATS];
  Seat        seat[PL_EUCHRE_N_SEATS];
} Rebuild;

static gboolean
fail_at (Rebuild    *b,
         PlEgnError  code,
         const char *path,
         const char *format,
         ...) G_GNUC_PRINTF (4, 5);

static gboolean
fail_at (Rebuild    *b,
         PlEgnError  code,
         const char *path,
         const char *format,
         ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  return pl_egn_fail (b->error, code, b->filename, path, "%s", what);
}

static const char *
card_name (PlCard  card,
           char    buf[3])
{
  pl_egn_card_to_string (card, buf);
  return buf;
}

/* "R" and "L" once trumps are known. */
static gboolean
resolve (Rebuild    *b,
         PlCard     *card,
         const char *path)
{
  if (*card != PL_EGN_RIGHT && *card != PL_EGN_LEFT)
    return TRUE;
  if (b->trump >= PL_N_SUITS)
    return fail_at (b, PL_EGN_ERROR_FORMAT, path, _("a bower named where there are no trumps"));
  *card = *card == PL_EGN_RIGHT ? pl_euchre_right_bower (b->trump)
                                : pl_euchre_left_bower (b->trump);
  return TRUE;
}

static gboolean
in_pack (Rebuild    *b,
         PlCard      card,
         const char *path)
{
  char buf[3];

  if (card < 64 && pl_cardset_has (b->pack, card))
    return TRUE;
  return fail_at (b, PL_EGN_ERROR_RULES, path, _("“%s” is not in this game’s pack"),
                  card_name (card, buf));
}

/* The making call, the lone hand and who sits out. */
static gboolean
read_bidding (Rebuild *b)
{
  const PlEgnDealIn *in = b->in;
  const PlMove *make;

  b->maker = -1;
  b->trump = PL_EUCHRE_NO_TRUMP;
  if (in->made < 0)
    {
      if (in->has_play)
        return fail_at (b, PL_EGN_ERROR_RULES, in->bidding_path ? in->bidding_path : in->path,
                        _("cards are played but nobody made trumps"));
      if (in->alone || in->has_discard || in->has_give || in->defender >= 0)
        return fail_at (b, PL_EGN_ERROR_RULES, in->bidding_path ? in->bidding_path : in->path,
                        _("a lone hand, a discard or an exchange where nobody made trumps"));
      return TRUE;
    }
  make = &in->calls[in->made];
  b->maker = make->seat;
  b->trump = make->kind == PL_MOVE_ORDER_UP ? PL_CARD_SUIT (in->up) : make->arg;
  if (in->up == PL_CARD_JOKER && make->kind == PL_MOVE_ORDER_UP)
    return fail_at (b, PL_EGN_ERROR_RULES, in->call_paths[in->made],
                    _("the Joker turned up: the dealer names a suit"));
  if (in->alone)
    b->out |= 1u << pl_euchre_partner (b->maker);
  /* The dealer takes the turned card when it is accepted, unless he sits
   * out for his partner's lone hand (pl-euchre.h). */
  b->taken_up = (make->kind == PL_MOVE_ORDER_UP || in->up == PL_CARD_JOKER) &&
                !(b->out & (1u << in->dealer));
  if (in->defender >= 0)
    {
      if (!in->alone || !b->options->defend_alone)
        return fail_at (b, PL_EGN_ERROR_RULES, in->defender_path,
                        _("defending alone needs a lone hand and defend_alone in the ruleset"));
      if (pl_euchre_side (in->defender) == pl_euchre_side (b->maker))
        return fail_at (b, PL_EGN_ERROR_RULES, in->defender_path,
                        _("seat %d is on the maker’s side and cannot defend"), in->defender);
      b->out |= 1u << pl_euchre_partner (in->defender);
    }
  return TRUE;
}

/* Who played each card: the lead, then the winner of each trick; and the
 * suits each seat showed out of. */
static gboolean
read_tricks (Rebuild *b)
{
  const PlEgnDealIn *in = b->in;
  PlCardSet trumps = b->trump < PL_N_SUITS ? pl_euchre_trump_set (b->pack, b->trump) : 0;
  PlCardSet seen = 0;
  guint n_active = PL_EUCHRE_N_SEATS - pl_cardset_count (b->out);
  guint from = in->alone && b->options->lead == PL_EUCHRE_LEAD_LONER ? (guint) b->maker
                                                                   : in->dealer;
  guint leader = pl_euchre_next_active (b->out, from);
  char buf[3];

  for (guint t = 0; t < in->n_tricks; t++)
    {
      guint best = 0, best_power = 0;

      if (in->n_cards[t] != n_active && (t + 1 < in->n_tricks || in->n_cards[t] > n_active))
        return fail_at (b, PL_EGN_ERROR_RULES, in->trick_paths[t],
                        _("a trick of %u cards where %u play"), in->n_cards[t], n_active);
      for (guint i = 0; i < in->n_cards[t]; i++)
        {
          g_autofree char *path = g_strdup_printf ("%s[%u]", in->trick_paths[t], i);
          PlCard card = in->tricks[t][i];
          guint seat = leader, power;

          for (guint k = 0; k < i; k++)
            seat = pl_euchre_next_active (b->out, seat);
          if (!resolve (b, &card, path) || !in_pack (b, card, path))
            return FALSE;
          if (pl_cardset_has (seen, card))
            return fail_at (b, PL_EGN_ERROR_RULES, path, _("“%s” is played twice"),
                            card_name (card, buf));
          if (card == in->up && !(b->taken_up && seat == in->dealer))
            return fail_at (b, PL_EGN_ERROR_RULES, path,
                            _("“%s” was turned up and not taken into this hand"),
                            card_name (card, buf));
          seen = pl_cardset_add (seen, card);
          b->tricks[t][i] = card;
          b->seats[t][i] = seat;
          b->played[seat] = pl_cardset_add (b->played[seat], card);
          if (i > 0)
            {
              PlCardSet follow = pl_euchre_follow_set (trumps, b->tricks[t][0]);

              if (!pl_cardset_has (follow, card))
                b->seat[seat].void_cards |= follow;
            }
          power = pl_euchre_card_power (trumps, b->trump, b->tricks[t][0], card);
          if (i == 0 || power > best_power)
            {
              best = i;
              best_power = power;
            }
        }
      if (in->n_cards[t] == n_active)
        leader = b->seats[t][best];
    }
  return TRUE;
}

/* The other cards: the discard, the card given, resolved and checked. */
static gboolean
read_cards (Rebuild *b)
{
  PlEgnDealIn *in = (PlEgnDealIn *) b->in;
  char buf[3];

  b->discard = PL_CARD_NONE;
  b->exchanged = PL_CARD_NONE;
  b->give = PL_CARD_NONE;
  if (!in_pack (b, in->up, in->path))
    return FALSE;
  if (in->has_discard)
    {
      if (!b->taken_up)
        return fail_at (b, PL_EGN_ERROR_RULES, in->discard_path,
                        _("the dealer took no card up: he puts none away"));
      b->discard = in->discard;
      if (!resolve (b, &b->discard, in->discard_path) || !in_pack (b, b->discard, in->discard_path))
        return FALSE;
    }
  if (in->has_give)
    {
      if (!in->alone || !b->options->exchange)
        return fail_at (b, PL_EGN_ERROR_RULES, in->give_path,
                        _("an exchange needs a lone hand and partners_best in the ruleset"));
      b->give = in->give;
      if (!resolve (b, &b->give, in->give_path) || !in_pack (b, b->give, in->give_path))
        return FALSE;
      if (b->give == in->up)
        return fail_at (b, PL_EGN_ERROR_RULES, in->give_path, _("“%s” was turned up"),
                        card_name (b->give, buf));
    }
  else if (in->alone && b->options->exchange && b->maker >= 0)
    return fail_at (b, PL_EGN_ERROR_UNSUPPORTED, in->bidding_path,
                    _("the card the lone player’s partner gave him is not given (cardExchanges)"));
  if (in->has_hands)
    for (guint s = 0; s < 4; s++)
      for (guint c = 0; c < PL_EUCHRE_HAND; c++)
        {
          g_autofree char *path = g_strdup_printf ("%s.initialState.playerCards[%u][%u]",
                                                   in->path, s, c);

          b->hands[s][c] = in->hands[s][c];
          if (!resolve (b, &b->hands[s][c], path) || !in_pack (b, b->hands[s][c], path))
            return FALSE;
          if (b->hands[s][c] == in->up || pl_cardset_has (b->dealt[0] | b->dealt[1] |
                                                         b->dealt[2] | b->dealt[3],
                                                         b->hands[s][c]))
            return fail_at (b, PL_EGN_ERROR_RULES, path, _("“%s” is dealt twice"),
                            card_name (b->hands[s][c], buf));
          b->dealt[s] = pl_cardset_add (b->dealt[s], b->hands[s][c]);
        }
  return TRUE;
}

/* Going back from the hands at the first lead to the hands as dealt: the
 * exchange undone, then the dealer's take-up (pl-egn.h). */
static gboolean
hands_from_play (Rebuild *b)
{
  const PlEgnDealIn *in = b->in;
  guint dealer = in->dealer;

  for (guint s = 0; s < 4; s++)
    {
      Seat *seat = &b->seat[s];

      seat->known = b->played[s];
      if (b->out & (1u << s))
        seat->free = PL_EUCHRE_HAND - pl_cardset_count (seat->known);
      else
        seat->constrained = PL_EUCHRE_HAND - pl_cardset_count (seat->known);
    }

  if (b->give != PL_CARD_NONE)
    {
      Seat *loner = &b->seat[b->maker];
      Seat *partner = &b->seat[pl_euchre_partner (b->maker)];

      if (pl_cardset_has (loner->known, b->give))
        {
          loner->known = pl_cardset_remove (loner->known, b->give);
          loner->y_slot = TRUE;
        }
      else
        b->exchanged = b->give;     /* put away as soon as it came */
      partner->known = pl_cardset_add (partner->known, b->give);
      partner->free--;
    }

  if (b->taken_up)
    {
      Seat *d = &b->seat[dealer];
      gboolean sits_out = (b->out & (1u << dealer)) != 0;

      if (pl_cardset_has (d->known, in->up))
        {
          d->known = pl_cardset_remove (d->known, in->up);
          if (b->discard == PL_CARD_NONE)
            d->x_slot = TRUE;
          else
            d->known = pl_cardset_add (d->known, b->discard);
        }
      else if (b->discard == PL_CARD_NONE || b->discard == in->up)
        b->discard = in->up;
      else
        {
          /* The turned card is held and not played yet (or, for a seat
           * sitting out, never): it fills one of the unknown places. */
          if (sits_out)
            d->free--;
          else if (pl_cardset_has (d->void_cards, in->up))
            return fail_at (b, PL_EGN_ERROR_RULES, in->discard_path,
                            _("the dealer showed out of the turned card’s suit but never played it"));
          else
            d->constrained--;
          d->known = pl_cardset_add (d->known, b->discard);
        }
    }

  for (guint s = 0; s < 4; s++)
    {
      Seat *seat = &b->seat[s];
      guint n = pl_cardset_count (seat->known) + seat->constrained + seat->free +
                seat->x_slot + seat->y_slot;

      if (n != PL_EUCHRE_HAND || (gint) seat->constrained < 0 || (gint) seat->free < 0)
        return fail_at (b, PL_EGN_ERROR_RULES, in->path,
                        _("seat %u would hold %u cards in this deal, not five"), s, n);
    }
  return TRUE;
}

/* One step of Kuhn's augmenting path: whether place @p (of seat
 * @place_seat[p]) can have a card of @pool, moving other places' cards
 * along a path if need be.  @owner maps a card to its place + 1. */
static gboolean
augment (const Rebuild *b,
         const guint   *place_seat,
         guint          p,
         PlCardSet      pool,
         guint8        *owner,
         PlCardSet     *visited)
{
  PlCard card;

  PL_CARDSET_FOREACH (pool & ~b->seat[place_seat[p]].void_cards, card)
    {
      /* Visited in this search already, perhaps by a deeper step. */
      if (pl_cardset_has (*visited, card))
        continue;
      *visited = pl_cardset_add (*visited, card);
      if (owner[card] == 0 ||
          augment (b, place_seat, owner[card] - 1, pool, owner, visited))
        {
          owner[card] = p + 1;
          return TRUE;
        }
    }
  return FALSE;
}

/* Whether the seats' constrained places can all be given cards of @pool
 * of no suit their seat showed out of: a bipartite matching of places to
 * cards (at most twenty places), so that the search below never walks
 * into a dead end.  Without it a hostile file whose places cannot be
 * filled made the search try every order of every card (the fuzzer's
 * find: minutes on one deal). */
static gboolean
can_fill (const Rebuild *b,
          PlCardSet      pool)
{
  guint place_seat[4 * PL_EUCHRE_HAND];
  guint8 owner[64] = { 0 };
  guint n = 0;

  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < b->seat[s].constrained && n < G_N_ELEMENTS (place_seat); i++)
      place_seat[n++] = s;
  for (guint p = 0; p < n; p++)
    {
      PlCardSet visited = 0;

      if (!augment (b, place_seat, p, pool, owner, &visited))
        return FALSE;
    }
  return TRUE;
}

/* Gives each seat's constrained places cards of @pool that are of no suit
 * it showed out of: the first way in card order, each card tried only if
 * the places left can still be filled (can_fill()), so the search goes
 * straight to it. */
static gboolean
fill_constrained (Rebuild   *b,
                  guint      seat,
                  PlCardSet *pool)
{
  PlCard card;

  while (seat < 4 && b->seat[seat].constrained == 0)
    seat++;
  if (seat == 4)
    return TRUE;
  if (!can_fill (b, *pool))
    return FALSE;
  PL_CARDSET_FOREACH (*pool & ~b->seat[seat].void_cards, card)
    {
      b->seat[seat].known = pl_cardset_add (b->seat[seat].known, card);
      b->seat[seat].constrained--;
      *pool = pl_cardset_remove (*pool, card);
      if (fill_constrained (b, seat, pool))
        return TRUE;
      *pool = pl_cardset_add (*pool, card);
      b->seat[seat].constrained++;
      b->seat[seat].known = pl_cardset_remove (b->seat[seat].known, card);
    }
  return FALSE;
}

static PlCard
take_first (PlCardSet *pool)
{
  PlCard card = pl_cardset_first (*pool);

  *pool = pl_cardset_remove (*pool, card);
  return card;
}

static gboolean
fill_hands (Rebuild *b)
{
  PlCardSet pool = pl_cardset_remove (b->pack, b->in->up);

  for (guint s = 0; s < 4; s++)
    {
      if ((pool & b->seat[s].known) != b->seat[s].known)
        return fail_at (b, PL_EGN_ERROR_RULES, b->in->path,
                        _("a card is in two places in this deal"));
      pool &= ~b->seat[s].known;
    }
  if (!fill_constrained (b, 0, &pool))
    return fail_at (b, PL_EGN_ERROR_RULES, b->in->path,
                    _("no deal gives every seat cards that agree with the suits it did not "
                      "follow"));
  for (guint s = 0; s < 4; s++)
    {
      Seat *seat = &b->seat[s];

      if (seat->x_slot)
        {
          b->discard = take_first (&pool);
          seat->known = pl_cardset_add (seat->known, b->discard);
        }
      if (seat->y_slot)
        {
          b->exchanged = take_first (&pool);
          seat->known = pl_cardset_add (seat->known, b->exchanged);
        }
      for (; seat->free > 0; seat->free--)
        seat->known = pl_cardset_add (seat->known, take_first (&pool));
      b->dealt[s] = seat->known;
    }
  return TRUE;
}

/* With the hands given: what was put away, where the file does not say. */
static gboolean
choose_discards (Rebuild *b)
{
  const PlEgnDealIn *in = b->in;

  if (b->taken_up && b->discard == PL_CARD_NONE)
    {
      PlCardSet rest = b->dealt[in->dealer] & ~b->played[in->dealer];

      if (!pl_cardset_has (b->played[in->dealer], in->up) || rest == 0)
        b->discard = in->up;
      else
        b->discard = pl_cardset_first (rest);
    }
  if (b->give != PL_CARD_NONE)
    {
      PlCardSet hand = b->dealt[b->maker];

      if ((guint) b->maker == in->dealer && b->taken_up)
        hand = pl_cardset_remove (pl_cardset_add (hand, in->up), b->discard);
      hand = pl_cardset_add (hand, b->give);
      if (!pl_cardset_has (b->played[b->maker], b->give) ||
          (hand & ~b->played[b->maker] & ~PL_CARDSET_BIT (b->give)) == 0)
        b->exchanged = b->give;
      else
        b->exchanged = pl_cardset_first (hand & ~b->played[b->maker] & ~PL_CARDSET_BIT (b->give));
    }
  return TRUE;
}

/* The pack in dealing order: each seat's cards in its places (pl-euchre.h,
 * "Pack and deal"), the turned card, the rest of the kitty. */
static guint
make_pack (Rebuild *b,
           PlCard  *pack)
{
  static const guint8 places[4][5] = {
    { 8, 9, 17, 18, 19 }, { 0, 1, 2, 10, 11 }, { 3, 4, 12, 13, 14 }, { 5, 6, 7, 15, 16 },
  };
  PlCardSet kitty = b->pack & ~(b->dealt[0] | b->dealt[1] | b->dealt[2] | b->dealt[3]);
  guint n = 20;
  PlCard card;

  for (guint s = 0; s < 4; s++)
    {
      guint k = 0;

      PL_CARDSET_FOREACH (b->dealt[s], card)
        if (k < PL_EUCHRE_HAND)
          pack[places[(s + 4 - b->in->dealer) & 3][k++]] = card;
    }
  pack[n++] = b->in->up;
  kitty = pl_cardset_remove (kitty, b->in->up);
  PL_CARDSET_FOREACH (kitty, card)
    pack[n++] = card;
  return n;
}

static gboolean
append (Rebuild      *b,
        PlDealRecord *deal,
        gpointer      state,
        PlMove        move,
        const char   *path)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GString) text = NULL;

  if (pl_deal_record_append (deal, state, &move, &local))
    return TRUE;
  text = g_string_new (NULL);
  pl_euchre_game.move_to_string (state, &move, text);
  return fail_at (b, PL_EGN_ERROR_RULES, path, _("illegal move “%s” by seat %u: %s"),
                  text->str, (guint) move.seat, local->message);
}

static gboolean
append_moves (Rebuild       *b,
              PlDealRecord  *deal,
              PlEuchreState *state)
{
  const PlEgnDealIn *in = b->in;
  PlMove move;

  for (guint i = 0; i < in->n_calls; i++)
    if (!append (b, deal, state, in->calls[i], in->call_paths[i]))
      return FALSE;
  if (state->phase == PL_EUCHRE_PHASE_DISCARD)
    {
      move = pl_move_new (PL_MOVE_DISCARD, in->dealer);
      move.cards = PL_CARDSET_BIT (b->discard);
      if (!append (b, deal, state, move, in->discard_path))
        return FALSE;
    }
  if (state->phase == PL_EUCHRE_PHASE_GIVE)
    {
      move = pl_move_new (PL_MOVE_EXCHANGE, pl_euchre_partner (b->maker));
      move.card = b->give;
      if (!append (b, deal, state, move, in->give_path))
        return FALSE;
      move = pl_move_new (PL_MOVE_DISCARD, b->maker);
      move.cards = PL_CARDSET_BIT (b->exchanged);
      if (!append (b, deal, state, move, in->give_path))
        return FALSE;
    }
  if (state->phase == PL_EUCHRE_PHASE_DEFEND)
    for (guint k = 1; k <= 3 && state->phase == PL_EUCHRE_PHASE_DEFEND; k += 2)
      {
        guint seat = (b->maker + k) & 3;

        move = pl_move_new ((gint) seat == in->defender ? PL_MOVE_ALONE : PL_MOVE_PASS, seat);
        if (!append (b, deal, state, move, in->defender_path))
          return FALSE;
      }
  for (guint t = 0; t < in->n_tricks; t++)
    for (guint i = 0; i < in->n_cards[t]; i++)
      {
        g_autofree char *path = g_strdup_printf ("%s[%u]", in->trick_paths[t], i);

        move = pl_move_new (PL_MOVE_PLAY, b->seats[t][i]);
        move.card = b->tricks[t][i];
        if (!append (b, deal, state, move, path))
          return FALSE;
      }
  return TRUE;
}

/* The calls checked by the rules before anything else, on a deal of any
 * hands with the same turned card: whether a call may be made does not
 * depend on the cards held, and a bad call is best named as such. */
static gboolean
check_calls (Rebuild *b)
{
  const PlEgnDealIn *in = b->in;
  g_autoptr(PlDealRecord) deal = NULL;
  g_autofree PlEuchreState *state = NULL;
  PlCard pack[64];
  guint n = pl_euchre_game.pack (b->options, pack);

  for (guint i = 0; i < n; i++)
    if (pack[i] == in->up)
      {
        pack[i] = pack[20];
        pack[20] = in->up;
      }
  if (pack[20] != in->up)
    return in_pack (b, in->up, in->path);
  deal = pl_deal_record_new_from_pack (&pl_euchre_game, b->options, in->dealer, pack, n, NULL);
  state = pl_deal_record_replay (deal, 0, NULL);
  for (guint i = 0; i < in->n_calls; i++)
    if (!append (b, deal, state, in->calls[i], in->call_paths[i]))
      return FALSE;
  return TRUE;
}

PlDealRecord *
pl_egn_rebuild_deal (const PlEgnDealIn     *in,
                     const PlEuchreOptions *options,
                     const PlEgnGame       *game,
                     gconstpointer          previous,
                     gpointer              *state_out,
                     const char            *filename,
                     GError               **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(PlDealRecord) deal = NULL;
  g_autofree PlEuchreState *state = NULL;
  PlCard pack[64];
  guint n;
  Rebuild b = { 0, };

  b.in = in;
  b.options = options;
  b.filename = filename;
  b.error = error;
  b.pack = pl_euchre_pack_set (options);

  if (previous != NULL)
    {
      PlEuchreOutcome o;

      pl_euchre_get_outcome (previous, &o);
      if (o.game_won >= 0)
        {
          fail_at (&b, PL_EGN_ERROR_RULES, in->path,
                   _("the game was won in the deal before, %u–%u: an EGN file is one game"),
                   o.score[0], o.score[1]);
          return NULL;
        }
    }

  if (!check_calls (&b) || !read_bidding (&b) || !read_tricks (&b) || !read_cards (&b))
    return NULL;
  if (in->has_hands ? !choose_discards (&b) : (!hands_from_play (&b) || !fill_hands (&b)))
    return NULL;
  n = make_pack (&b, pack);

  deal = pl_deal_record_new_from_pack (&pl_euchre_game, options, in->dealer, pack, n, &local);
  if (deal == NULL)
    {
      fail_at (&b, PL_EGN_ERROR_RULES, in->path, "%s", local->message);
      return NULL;
    }
  state = pl_deal_record_replay (deal, 0, &local);
  if (state == NULL)
    {
      fail_at (&b, PL_EGN_ERROR_RULES, in->path, "%s", local->message);
      return NULL;
    }
  if (previous != NULL)
    pl_euchre_game.carry_over (state, previous);
  else
    pl_egn_start_state (game, state);
  if (!append_moves (&b, deal, state))
    return NULL;

  *state_out = g_steal_pointer (&state);
  return g_steal_pointer (&deal);
}
