/* pl-euchre.c — the Euchre state machine: deal, making trumps, the lone
 * hand, play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-euchre"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-euchre.h"
#include "pl-euchre-private.h"
#include "pl-euchre-laws.h"

/* Options ---------------------------------------------------------------- */

static const PlOptionChoice euchre_packs[] = {
  { "24", 24, N_("24 Cards, Nine to Ace") },
  { "32", 32, N_("32 Cards, Seven to Ace (Foster)") },
};

static const PlOptionChoice euchre_games[] = {
  { "5", 5, N_("5 Points (Foster)") },
  { "7", 7, N_("7 Points") },
  { "10", 10, N_("10 Points") },
  { "11", 11, N_("11 Points") },
};

static const PlOptionChoice euchre_leads[] = {
  { "dealer", PL_EUCHRE_LEAD_DEALER, N_("Left of the Dealer") },
  { "loner", PL_EUCHRE_LEAD_LONER, N_("Left of the Lone Player") },
};

static const PlOptionChoice euchre_assists[] = {
  { "free", PL_EUCHRE_ASSIST_FREE, N_("Alone or Not") },
  { "not-alone", PL_EUCHRE_ASSIST_NOT_ALONE, N_("Never Alone") },
  { "alone", PL_EUCHRE_ASSIST_ALONE, N_("Always Alone") },
};

/* The revoke's penalty (pl-euchre-laws.h): the modern game's, or Leeds and
 * Dwight's law 63. */
static const PlOptionChoice euchre_revokes[] = {
  { "2", 2, N_("2 Points, 4 Against a Lone Hand") },
  { "3", 3, N_("3 Points, 5 Against a Lone Hand (Leeds and Dwight)") },
};

static const PlOptionChoice euchre_lone_euchres[] = {
  { "2", 2, N_("2 Points") },
  { "4", 4, N_("4 Points (Leeds and Dwight)") },
};

/* Options (pl-euchre.h): the modern game by default, the book's game
 * (Foster's 32 cards, a game of five, the Joker) and the common variants
 * of the lone hand as choices. */
static const PlOptionSpec euchre_options[] = {
  { "pack", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlEuchreOptions, pack), 24,
    euchre_packs, G_N_ELEMENTS (euchre_packs), N_("Pack") },
  { "joker", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlEuchreOptions, joker), FALSE,
    NULL, 0, N_("The Joker as Best Trump") },
  { "game", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlEuchreOptions, game), 10,
    euchre_games, G_N_ELEMENTS (euchre_games), N_("Game") },
  { "stick", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlEuchreOptions, stick), FALSE,
    NULL, 0, N_("Stick the Dealer") },
  { "lead", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlEuchreOptions, lead),
    PL_EUCHRE_LEAD_DEALER, euchre_leads, G_N_ELEMENTS (euchre_leads),
    N_("First Lead Against a Lone Hand") },
  { "assist", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlEuchreOptions, assist),
    PL_EUCHRE_ASSIST_FREE, euchre_assists, G_N_ELEMENTS (euchre_assists),
    N_("The Dealer’s Partner Assisting") },
  { "exchange", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlEuchreOptions, exchange), FALSE,
    NULL, 0, N_("Lone Player Takes a Card from His Partner") },
  { "defend-alone", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlEuchreOptions, defend_alone),
    FALSE, NULL, 0, N_("Defending Alone") },
  { "lone-euchre", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlEuchreOptions, lone_euchre), 2,
    euchre_lone_euchres, G_N_ELEMENTS (euchre_lone_euchres), N_("Euchring a Lone Hand") },
  /* Seed 001's laws 46–57 (pl-euchre-laws.h), a table mode. */
  { "laws", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlEuchreOptions, laws), FALSE,
    NULL, 0, N_("Play by the Book’s _Laws"),
    N_("Irregularities are possible, called and answered as the old laws say"), 0 },
  { "revoke", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlEuchreOptions, revoke), 2,
    euchre_revokes, G_N_ELEMENTS (euchre_revokes), NULL, NULL, 0 },
};

static guint
euchre_n_seats (const void *options)
{
  return PL_EUCHRE_N_SEATS;
}

PlCardSet
pl_euchre_pack_set (const PlEuchreOptions *options)
{
  PlCardSet bits = options->pack == 32 ? PL_EUCHRE_SUIT_BITS_32 : PL_EUCHRE_SUIT_BITS_24;
  PlCardSet pack = 0;

  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    pack |= bits << (suit << 4);
  if (options->joker)
    pack |= PL_CARDSET_BIT (PL_CARD_JOKER);
  return pack;
}

static guint
euchre_pack (const void *options,
             PlCard     *cards)
{
  PlCardSet pack = pl_euchre_pack_set (options);
  guint n = 0;
  PlCard card;

  /* C S H D, each low to high, then the Joker: the order of the bits. */
  PL_CARDSET_FOREACH (pack, card)
    cards[n++] = card;
  return n;
}

/* Deal ------------------------------------------------------------------- */

/* pl-euchre.h, "Pack and deal": three and two, then two and three, from
 * the dealer's left; each entry is a seat counted from the dealer. */
static const guint8 deal_order[20] = {
  1, 1, 1, 2, 2, 3, 3, 3, 0, 0,
  1, 1, 2, 2, 2, 3, 3, 0, 0, 0,
};

static gboolean
euchre_deal (void          *state_ptr,
             const void    *options,
             guint          dealer,
             const PlCard  *pack,
             guint          n_cards,
             GError       **error)
{
  PlEuchreState *state = state_ptr;
  PlCardSet want, seen = 0;

  memset (state, 0, sizeof *state);
  state->options = *(const PlEuchreOptions *) options;
  want = pl_euchre_pack_set (&state->options);

  if (dealer >= PL_EUCHRE_N_SEATS)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                   _("There is no seat %u to deal"), dealer);
      return FALSE;
    }
  if (n_cards != pl_cardset_count (want))
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                   _("This Euchre pack has %u cards, not %u"),
                   pl_cardset_count (want), n_cards);
      return FALSE;
    }
  for (guint i = 0; i < n_cards; i++)
    {
      if (pack[i] >= 64 || !pl_cardset_has (want, pack[i]) ||
          pl_cardset_has (seen, pack[i]))
        {
          g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                       _("The deal is not the %u cards of this Euchre pack"),
                       pl_cardset_count (want));
          return FALSE;
        }
      seen = pl_cardset_add (seen, pack[i]);
    }

  state->dealer = dealer;
  for (guint i = 0; i < G_N_ELEMENTS (deal_order); i++)
    {
      guint seat = (dealer + deal_order[i]) & 3;

      state->hands[seat] = pl_cardset_add (state->hands[seat], pack[i]);
    }
  memcpy (state->dealt, state->hands, sizeof state->dealt);
  state->turned = pack[20];
  for (guint i = 20; i < n_cards; i++)
    state->kitty = pl_cardset_add (state->kitty, pack[i]);

  state->maker = -1;
  state->defender = -1;
  state->conceded = -1;
  state->trump = PL_EUCHRE_NO_TRUMP;
  state->discard = PL_CARD_NONE;
  state->given = PL_CARD_NONE;
  state->exchanged = PL_CARD_NONE;
  state->win_call = -1;
  state->win_card = PL_CARD_NONE;
  state->called_suit = PL_EUCHRE_NO_TRUMP;
  state->called_card = PL_CARD_NONE;
  /* The Joker turned up: the dealer names trumps at once (pl-euchre.h). */
  if (state->turned == PL_CARD_JOKER)
    {
      state->phase = PL_EUCHRE_PHASE_JOKER;
      state->to_move = dealer;
    }
  else
    {
      state->phase = PL_EUCHRE_PHASE_ROUND1;
      state->to_move = (dealer + 1) & 3;
    }
  return TRUE;
}

void
pl_euchre_set_game_score (PlEuchreState *state,
                          guint          a,
                          guint          b)
{
  g_return_if_fail (state != NULL);

  state->score[0] = MIN (a, (guint) state->options.game - 1);
  state->score[1] = MIN (b, (guint) state->options.game - 1);
}

static gboolean
euchre_start_score (void        *state_ptr,
                    const guint *score,
                    guint        n_scores)
{
  PlEuchreState *state = state_ptr;

  if (n_scores != 2 || score[0] >= state->options.game || score[1] >= state->options.game)
    return FALSE;
  pl_euchre_set_game_score (state, score[0], score[1]);
  return TRUE;
}

/* Simple queries --------------------------------------------------------- */

static gint
euchre_to_move (const void *state_ptr)
{
  const PlEuchreState *state = state_ptr;

  return state->phase == PL_EUCHRE_PHASE_OVER ? -1 : state->to_move;
}

static gboolean
euchre_is_terminal (const void *state_ptr)
{
  const PlEuchreState *state = state_ptr;

  return state->phase == PL_EUCHRE_PHASE_OVER;
}

static const char *
euchre_phase_name (const void *state_ptr)
{
  static const char *const names[] = {
    "joker", "first-round", "second-round", "discard", "give", "exchange",
    "defend", "play", "over", "laws",
  };
  const PlEuchreState *state = state_ptr;

  return state->phase < G_N_ELEMENTS (names) ? names[state->phase] : "?";
}

PlEuchrePhase
pl_euchre_get_phase (const PlEuchreState *state)
{
  return state->phase;
}

PlCardSet
pl_euchre_get_hand (const PlEuchreState *state,
                    guint                seat)
{
  return seat < PL_EUCHRE_N_SEATS ? state->hands[seat] : 0;
}

gboolean
pl_euchre_sits_out (const PlEuchreState *state,
                    guint                seat)
{
  return seat < PL_EUCHRE_N_SEATS && (state->out & (1u << seat)) != 0;
}

guint
pl_euchre_n_active (const PlEuchreState *state)
{
  /* Seats 0 to 3, one bit each: the count without a popcount call. */
  static const guint8 active[16] = { 4, 3, 3, 2, 3, 2, 2, 1, 3, 2, 2, 1, 2, 1, 1, 0 };

  return active[state->out & 15];
}

guint
pl_euchre_get_trump (const PlEuchreState *state)
{
  return state->trump;
}

guint
pl_euchre_card_suit (const PlEuchreState *state,
                     PlCard               card)
{
  if (pl_cardset_has (state->trumps, card))
    return state->trump;
  return PL_CARD_SUIT (card);
}

guint
pl_euchre_trick_seat (const PlEuchreState *state,
                      guint                leader,
                      guint                index)
{
  guint seat = leader & 3;

  for (guint i = 0; i < index; i++)
    seat = pl_euchre_next_active (state->out, seat);
  return seat;
}

guint
pl_euchre_trick_winner (const PlEuchreState *state,
                        const PlCard        *cards,
                        guint                n)
{
  PlCardSet played = 0, trumps;
  PlCard best;

  /* With the cards as a set, the winner is found without comparing them
   * one by one: the Joker, the right bower, the left bower, then within a
   * suit the higher rank is the higher bit.  (pl_euchre_card_power() says
   * the same, card by card; the tests hold the two together.) */
  for (guint i = 0; i < n; i++)
    played = pl_cardset_add (played, cards[i]);
  trumps = played & state->trumps;
  if (trumps == 0)
    best = pl_cardset_last (played & PL_CARDSET_SUIT (PL_CARD_SUIT (cards[0])));
  else if (pl_cardset_has (trumps, PL_CARD_JOKER))
    best = PL_CARD_JOKER;
  else if (pl_cardset_has (trumps, pl_euchre_right_bower (state->trump)))
    best = pl_euchre_right_bower (state->trump);
  else if (pl_cardset_has (trumps, pl_euchre_left_bower (state->trump)))
    best = pl_euchre_left_bower (state->trump);
  else
    best = pl_cardset_last (trumps);
  for (guint i = 0; i < n; i++)
    if (cards[i] == best)
      return i;
  return 0;
}

guint
pl_euchre_get_current_trick (const PlEuchreState *state,
                             PlCard               cards[4],
                             guint               *leader)
{
  const PlEuchreTrick *trick;

  if (state->phase != PL_EUCHRE_PHASE_PLAY)
    return 0;
  trick = &state->tricks[state->n_tricks];
  for (guint i = 0; i < state->n_trick_cards; i++)
    cards[i] = trick->cards[i];
  if (leader != NULL)
    *leader = trick->leader;
  return state->n_trick_cards;
}

PlCardSet
pl_euchre_legal_cards (const PlEuchreState *state,
                       guint                seat)
{
  PlCardSet hand, follow;

  if (state->phase != PL_EUCHRE_PHASE_PLAY || state->to_move != (gint) seat)
    return 0;
  hand = state->hands[seat];
  if (state->n_trick_cards > 0)
    {
      /* Follow suit if you can; the left bower follows trumps, not its
       * printed suit (pl-euchre.h, "Ranks and play"). */
      follow = hand & pl_euchre_follow_set (state->trumps,
                                            state->tricks[state->n_tricks].cards[0]);
      if (follow)
        hand = follow;
    }
  /* An exposed card or a suit called (pl-euchre-laws.h). */
  if (state->options.laws)
    return pl_euchre_laws_restrict (state, seat, hand);
  return hand;
}

/* Whether @seat may make trumps alone (or with his partner, for @alone
 * FALSE): option assist rules the dealer's partner's order up in the first
 * round; every other make may be either. */
static gboolean
alone_allowed (const PlEuchreState *state,
               guint                seat,
               gboolean             alone)
{
  if (state->phase != PL_EUCHRE_PHASE_ROUND1 || seat != pl_euchre_partner (state->dealer))
    return TRUE;
  switch (state->options.assist)
    {
    case PL_EUCHRE_ASSIST_NOT_ALONE:
      return !alone;
    case PL_EUCHRE_ASSIST_ALONE:
      return alone;
    case PL_EUCHRE_ASSIST_FREE:
    default:
      return TRUE;
    }
}

/* Legal moves ------------------------------------------------------------ */

static guint
add_make (const PlEuchreState *state,
          PlMove              *moves,
          guint                n,
          PlMoveKind           kind,
          guint                seat,
          guint                suit)
{
  for (guint alone = 0; alone < 2; alone++)
    {
      PlMove m = pl_move_new (kind, seat);

      if (!alone_allowed (state, seat, alone))
        continue;
      m.arg = kind == PL_MOVE_CALL ? suit : 0;
      m.flags = alone ? PL_EUCHRE_FLAG_ALONE : 0;
      moves[n++] = m;
    }
  return n;
}

static guint
add_cards (PlMove     *moves,
           guint       n,
           PlMoveKind  kind,
           guint       seat,
           PlCardSet   cards,
           gboolean    as_set)
{
  PlCard card;

  PL_CARDSET_FOREACH (cards, card)
    {
      PlMove m = pl_move_new (kind, seat);

      if (as_set)
        m.cards = PL_CARDSET_BIT (card);
      else
        m.card = card;
      moves[n++] = m;
    }
  return n;
}

/* The dealer may not pass in the second round when stick=on: he has been
 * passed by all three. */
static gboolean
dealer_is_stuck (const PlEuchreState *state)
{
  return state->options.stick && state->phase == PL_EUCHRE_PHASE_ROUND2 &&
         state->n_calls == 7;
}

static guint
euchre_legal_moves (const void *state_ptr,
                    PlMove     *moves)
{
  const PlEuchreState *state = state_ptr;
  gint seat = state->to_move;
  guint n = 0;

  if (state->phase == PL_EUCHRE_PHASE_OVER || seat < 0)
    return 0;

  switch ((PlEuchrePhase) state->phase)
    {
    case PL_EUCHRE_PHASE_JOKER:
      for (guint suit = 0; suit < PL_N_SUITS; suit++)
        n = add_make (state, moves, n, PL_MOVE_CALL, seat, suit);
      break;

    case PL_EUCHRE_PHASE_ROUND1:
      moves[n++] = pl_move_new (PL_MOVE_PASS, seat);
      n = add_make (state, moves, n, PL_MOVE_ORDER_UP, seat, 0);
      break;

    case PL_EUCHRE_PHASE_ROUND2:
      if (!dealer_is_stuck (state))
        moves[n++] = pl_move_new (PL_MOVE_PASS, seat);
      for (guint suit = 0; suit < PL_N_SUITS; suit++)
        if (suit != PL_CARD_SUIT (state->turned))
          n = add_make (state, moves, n, PL_MOVE_CALL, seat, suit);
      break;

    case PL_EUCHRE_PHASE_DISCARD:
    case PL_EUCHRE_PHASE_EXCHANGE:
      n = add_cards (moves, n, PL_MOVE_DISCARD, seat, state->hands[seat], TRUE);
      break;

    case PL_EUCHRE_PHASE_GIVE:
      n = add_cards (moves, n, PL_MOVE_EXCHANGE, seat, state->hands[seat], FALSE);
      break;

    case PL_EUCHRE_PHASE_DEFEND:
      moves[n++] = pl_move_new (PL_MOVE_PASS, seat);
      moves[n++] = pl_move_new (PL_MOVE_ALONE, seat);
      break;

    case PL_EUCHRE_PHASE_PLAY:
      n = add_cards (moves, n, PL_MOVE_PLAY, seat, pl_euchre_legal_cards (state, seat), FALSE);
      break;

    case PL_EUCHRE_PHASE_LAWS:
      n = pl_euchre_laws_legal_moves (state, moves);
      break;

    case PL_EUCHRE_PHASE_OVER:
    default:
      break;
    }
  return n;
}

/* Checking moves --------------------------------------------------------- */

gboolean
pl_euchre_check_card (const PlEuchreState *state,
                      guint                seat,
                      PlCard               card,
                      GError             **error)
{
  PlCard led;

  if (state->phase != PL_EUCHRE_PHASE_PLAY)
    return pl_rules_illegal (error, _("This is not the time to play a card"));
  if (state->to_move != (gint) seat)
    return pl_rules_illegal (error, _("It is not your turn"));
  if (card >= 64 || !pl_cardset_has (state->hands[seat], card))
    return pl_rules_illegal (error, _("You do not hold that card"));
  if (pl_cardset_has (pl_euchre_legal_cards (state, seat), card))
    return TRUE;
  if (state->options.laws && state->called_card != PL_CARD_NONE)
    return pl_rules_illegal (error, _("Law 56: your exposed card was called: play it"));
  if (state->options.laws && pl_euchre_laws_win_applies (state, seat) &&
      pl_cardset_has (pl_euchre_laws_follow_cards (state, seat), card))
    return pl_rules_illegal (error, _("Law 47: you are called on to win this trick: play a "
                                      "card that wins it"));
  if (state->options.laws && state->n_trick_cards == 0)
    return pl_rules_illegal (error, _("Law 52: a suit was called: lead one of it"));

  led = state->tricks[state->n_tricks].cards[0];
  if (pl_cardset_has (state->trumps, led))
    {
      /* The left bower is a trump for every purpose: say so when it is
       * the card that must follow. */
      if (pl_cardset_has (state->hands[seat], pl_euchre_left_bower (state->trump)))
        return pl_rules_illegal (error, _("You must follow with a trump: the left bower is a trump"));
      return pl_rules_illegal (error, _("You must follow with a trump"));
    }
  if (card == pl_euchre_left_bower (state->trump) && PL_CARD_SUIT (card) == PL_CARD_SUIT (led))
    return pl_rules_illegal (error, _("You must follow suit: %s (the left bower is a trump, not one of them)"),
                             pl_euchre_suit_name (PL_CARD_SUIT (led)));
  return pl_rules_illegal (error, _("You must follow suit: %s"),
                           pl_euchre_suit_name (PL_CARD_SUIT (led)));
}

static gboolean
check_make (const PlEuchreState  *state,
            const PlMove         *move,
            GError              **error)
{
  gboolean alone = (move->flags & PL_EUCHRE_FLAG_ALONE) != 0;

  if (move->flags & ~PL_EUCHRE_FLAG_ALONE)
    return pl_rules_illegal (error, _("That is not a way to make trumps"));
  if (!alone_allowed (state, move->seat, alone))
    return pl_rules_illegal (error, alone
                             ? _("The dealer’s partner may not assist alone (option “assist”)")
                             : _("The dealer’s partner who assists must play alone (option “assist”)"));
  return TRUE;
}

static gboolean
euchre_check_move (const void    *state_ptr,
                   const PlMove  *move,
                   GError       **error)
{
  const PlEuchreState *state = state_ptr;
  guint seat = move->seat;

  if (state->phase == PL_EUCHRE_PHASE_OVER)
    return pl_rules_illegal (error, _("The deal is over"));
  if (move->kind >= PL_N_MOVE_KINDS)
    return pl_rules_illegal (error, _("That is not a move"));
  /* Irregular acts, answers and calls are the laws' (pl-euchre-laws.h). */
  if (pl_laws_is_laws_move (move) || state->phase == PL_EUCHRE_PHASE_LAWS)
    return pl_euchre_laws_check (state, move, error);
  if ((gint) seat != state->to_move)
    return pl_rules_illegal (error, _("It is not your turn"));

  switch ((PlEuchrePhase) state->phase)
    {
    case PL_EUCHRE_PHASE_JOKER:
      if (move->kind != PL_MOVE_CALL || move->arg >= PL_N_SUITS)
        return pl_rules_illegal (error, _("The Joker is turned up: the dealer names trumps"));
      return check_make (state, move, error);

    case PL_EUCHRE_PHASE_ROUND1:
      if (move->kind == PL_MOVE_PASS)
        return TRUE;
      if (move->kind != PL_MOVE_ORDER_UP)
        return pl_rules_illegal (error, seat == state->dealer
                                 ? _("Take up the turned card or pass")
                                 : _("Order up the turned card or pass"));
      return check_make (state, move, error);

    case PL_EUCHRE_PHASE_ROUND2:
      if (move->kind == PL_MOVE_PASS)
        {
          if (dealer_is_stuck (state))
            return pl_rules_illegal (error, _("Stick the dealer: all have passed, you must name trumps"));
          return TRUE;
        }
      if (move->kind != PL_MOVE_CALL || move->arg >= PL_N_SUITS)
        return pl_rules_illegal (error, _("Name a suit for trumps or pass"));
      if (move->arg == PL_CARD_SUIT (state->turned))
        return pl_rules_illegal (error, _("%s were turned down: name another suit"),
                                 pl_euchre_suit_name (move->arg));
      return check_make (state, move, error);

    case PL_EUCHRE_PHASE_DISCARD:
    case PL_EUCHRE_PHASE_EXCHANGE:
      if (move->kind != PL_MOVE_DISCARD || pl_cardset_count (move->cards) != 1)
        return pl_rules_illegal (error, _("Put one card away"));
      if ((move->cards & ~state->hands[seat]) != 0)
        return pl_rules_illegal (error, _("You can only put away a card you hold"));
      return TRUE;

    case PL_EUCHRE_PHASE_GIVE:
      if (move->kind != PL_MOVE_EXCHANGE)
        return pl_rules_illegal (error, _("Give your partner one card for his lone hand"));
      if (move->card >= 64 || !pl_cardset_has (state->hands[seat], move->card))
        return pl_rules_illegal (error, _("You do not hold that card"));
      return TRUE;

    case PL_EUCHRE_PHASE_DEFEND:
      if (move->kind != PL_MOVE_PASS && move->kind != PL_MOVE_ALONE)
        return pl_rules_illegal (error, _("Defend alone or pass"));
      return TRUE;

    case PL_EUCHRE_PHASE_PLAY:
      /* Seed 001, law 50: a player may abandon his hand (pl-euchre.h). */
      if (move->kind == PL_MOVE_CONCEDE)
        return TRUE;
      if (move->kind != PL_MOVE_PLAY)
        return pl_rules_illegal (error, _("Play a card"));
      return pl_euchre_check_card (state, seat, move->card, error);

    case PL_EUCHRE_PHASE_LAWS:
    case PL_EUCHRE_PHASE_OVER:
    default:
      return pl_rules_illegal (error, _("The deal is over"));
    }
}

/* Applying moves --------------------------------------------------------- */

static void
end_deal (PlEuchreState *state)
{
  state->phase = PL_EUCHRE_PHASE_OVER;
  state->to_move = -1;
}

static void
start_play (PlEuchreState *state)
{
  guint from = state->dealer;

  /* pl-euchre.h, "The lone hand": the lead is the first seat that plays
   * from the dealer's left, or with lead=loner from the lone player's. */
  if (state->alone && state->options.lead == PL_EUCHRE_LEAD_LONER)
    from = state->maker;
  state->phase = PL_EUCHRE_PHASE_PLAY;
  state->n_tricks = 0;
  state->n_trick_cards = 0;
  state->tricks[0].leader = pl_euchre_next_active (state->out, from);
  state->to_move = state->tricks[0].leader;
}

static void
defend_or_play (PlEuchreState *state)
{
  if (state->alone && state->options.defend_alone)
    {
      state->phase = PL_EUCHRE_PHASE_DEFEND;
      state->defend_asked = 0;
      state->to_move = (state->maker + 1) & 3;
    }
  else
    start_play (state);
}

static void
after_discard (PlEuchreState *state)
{
  if (state->alone && state->options.exchange)
    {
      state->phase = PL_EUCHRE_PHASE_GIVE;
      state->to_move = pl_euchre_partner (state->maker);
    }
  else
    defend_or_play (state);
}

static void
make_trumps (PlEuchreState *state,
             guint          seat,
             guint          trump,
             gboolean       alone,
             guint          round)
{
  state->maker = seat;
  state->trump = trump;
  state->made_round = round;
  state->alone = alone;
  state->out = alone ? 1u << pl_euchre_partner (seat) : 0;
  state->trumps = pl_euchre_trump_set (pl_euchre_pack_set (&state->options), trump);

  /* The turned card accepted (or the Joker turned): the dealer takes it
   * up and puts a card away — unless he sits out for his partner's lone
   * hand. */
  if (round != 2 && !(state->out & (1u << state->dealer)))
    {
      state->taken_up = TRUE;
      state->kitty = pl_cardset_remove (state->kitty, state->turned);
      state->hands[state->dealer] = pl_cardset_add (state->hands[state->dealer], state->turned);
      state->phase = PL_EUCHRE_PHASE_DISCARD;
      state->to_move = state->dealer;
      return;
    }
  after_discard (state);
}

static void
finish_trick (PlEuchreState *state)
{
  PlEuchreTrick *trick = &state->tricks[state->n_tricks];
  guint n = state->n_trick_cards;
  guint best = pl_euchre_trick_winner (state, trick->cards, n);
  guint winner = pl_euchre_trick_seat (state, trick->leader, best);

  trick->winner = winner;
  state->won[pl_euchre_side (winner)]++;
  state->n_tricks++;
  state->n_trick_cards = 0;
  if (state->n_tricks == PL_EUCHRE_N_TRICKS)
    {
      end_deal (state);
      return;
    }
  state->tricks[state->n_tricks].leader = winner;
  state->to_move = winner;
}

static void
euchre_apply (void         *state_ptr,
              const PlMove *move)
{
  PlEuchreState *state = state_ptr;
  guint seat = move->seat;
  gboolean alone = (move->flags & PL_EUCHRE_FLAG_ALONE) != 0;

  if (state->options.laws && pl_euchre_laws_apply (state, move))
    {
      pl_euchre_laws_after (state);
      return;
    }
  switch ((PlEuchrePhase) state->phase)
    {
    case PL_EUCHRE_PHASE_JOKER:
      state->n_calls++;
      make_trumps (state, seat, move->arg, alone, 0);
      break;

    case PL_EUCHRE_PHASE_ROUND1:
      state->n_calls++;
      if (move->kind == PL_MOVE_ORDER_UP)
        make_trumps (state, seat, PL_CARD_SUIT (state->turned), alone, 1);
      else if (state->n_calls == 4)
        {
          state->phase = PL_EUCHRE_PHASE_ROUND2;
          state->to_move = (state->dealer + 1) & 3;
        }
      else
        state->to_move = (seat + 1) & 3;
      break;

    case PL_EUCHRE_PHASE_ROUND2:
      state->n_calls++;
      if (move->kind == PL_MOVE_CALL)
        make_trumps (state, seat, move->arg, alone, 2);
      else if (state->n_calls == 8)
        end_deal (state);    /* all passed: the deal is thrown in */
      else
        state->to_move = (seat + 1) & 3;
      break;

    case PL_EUCHRE_PHASE_DISCARD:
      state->hands[seat] &= ~move->cards;
      state->kitty |= move->cards;
      state->discard = pl_cardset_first (move->cards);
      after_discard (state);
      break;

    case PL_EUCHRE_PHASE_GIVE:
      state->hands[seat] = pl_cardset_remove (state->hands[seat], move->card);
      state->hands[state->maker] = pl_cardset_add (state->hands[state->maker], move->card);
      state->given = move->card;
      state->phase = PL_EUCHRE_PHASE_EXCHANGE;
      state->to_move = state->maker;
      break;

    case PL_EUCHRE_PHASE_EXCHANGE:
      state->hands[seat] &= ~move->cards;
      state->kitty |= move->cards;
      state->exchanged = pl_cardset_first (move->cards);
      defend_or_play (state);
      break;

    case PL_EUCHRE_PHASE_DEFEND:
      if (move->kind == PL_MOVE_ALONE)
        {
          state->defender = seat;
          state->out |= 1u << pl_euchre_partner (seat);
          start_play (state);
        }
      else if (++state->defend_asked == 2)
        start_play (state);
      else
        state->to_move = (state->maker + 3) & 3;
      break;

    case PL_EUCHRE_PHASE_PLAY:
      if (move->kind == PL_MOVE_CONCEDE)
        {
          /* The side gives up every trick not yet won, the current one
           * included (pl-euchre.h, "Abandoning the hand"). */
          state->conceded = seat;
          state->won[1 - pl_euchre_side (seat)] += PL_EUCHRE_N_TRICKS - state->n_tricks;
          end_deal (state);
          break;
        }
      state->hands[seat] = pl_cardset_remove (state->hands[seat], move->card);
      state->played = pl_cardset_add (state->played, move->card);
      state->tricks[state->n_tricks].cards[state->n_trick_cards++] = move->card;
      if (state->n_trick_cards == pl_euchre_n_active (state))
        finish_trick (state);
      else
        state->to_move = pl_euchre_next_active (state->out, seat);
      break;

    case PL_EUCHRE_PHASE_LAWS:
    case PL_EUCHRE_PHASE_OVER:
    default:
      break;
    }
  if (state->options.laws)
    pl_euchre_laws_after (state);
}

/* What a seat may see ---------------------------------------------------- */

static PlCardSet
euchre_visible_hand (const void *state_ptr,
                     guint       viewer,
                     guint       seat)
{
  const PlEuchreState *state = state_ptr;

  if (seat >= PL_EUCHRE_N_SEATS)
    return 0;
  if (viewer == seat || state->phase == PL_EUCHRE_PHASE_OVER)
    return state->hands[seat];
  /* A lone player's partner's cards lie face down (Leeds and Dwight, law
   * 101): nobody sees them, the lone player included. */
  return 0;
}

/* The table of functions ------------------------------------------------- */

const PlGame pl_euchre_game = {
  .id = "euchre",
  .name = NC_("game name", "Euchre"),
  .options_size = sizeof (PlEuchreOptions),
  .state_size = sizeof (PlEuchreState),
  .options = euchre_options,
  .n_options = G_N_ELEMENTS (euchre_options),
  .n_seats = euchre_n_seats,
  .pack = euchre_pack,
  .deal = euchre_deal,
  .to_move = euchre_to_move,
  .is_terminal = euchre_is_terminal,
  .phase_name = euchre_phase_name,
  .legal_moves = euchre_legal_moves,
  .check_move = euchre_check_move,
  .apply = euchre_apply,
  .visible_hand = euchre_visible_hand,
  .result = pl_euchre_result_vfunc,
  .result_json = pl_euchre_result_json_vfunc,
  .carry_over = pl_euchre_carry_over_vfunc,
  .start_score = euchre_start_score,
  .move_to_string = pl_euchre_move_to_string,
  .move_from_string = pl_euchre_move_from_string,
  .laws = &pl_euchre_laws,
};
