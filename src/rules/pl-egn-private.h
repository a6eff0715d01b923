/* pl-egn-private.h — what the EGN reader, its deal rebuilder and the
 * writer share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-egn.h"
#include "pl-json.h"

G_BEGIN_DECLS

/* Stand-ins for "R" and "L", the bowers, until trumps are known. */
#define PL_EGN_RIGHT ((PlCard) 0xfd)
#define PL_EGN_LEFT  ((PlCard) 0xfe)

#define PL_EGN_MAX_CALLS 8

/* One EGN deal as read, before it is replayed: what the file says, each
 * piece with the JSON path it came from (for messages). */
typedef struct {
  guint     number;
  guint     dealer;
  PlCard    up;
  gboolean  has_hands;
  PlCard    hands[4][PL_EUCHRE_HAND];

  guint     n_calls;
  PlMove    calls[PL_EGN_MAX_CALLS];     /* PASS, ORDER_UP, CALL by seat */
  char     *call_paths[PL_EGN_MAX_CALLS];
  gint      made;                        /* index of the making call, -1 */
  gboolean  alone;
  gint      defender;                    /* -1: nobody defends alone */
  char     *defender_path;
  gboolean  has_discard;
  PlCard    discard;
  char     *discard_path;
  gboolean  has_give;
  PlCard    give;                        /* partners_best: to the loner */
  char     *give_path;

  gboolean  has_play;
  guint     n_tricks;                    /* tricks begun */
  guint     n_cards[PL_EUCHRE_N_TRICKS];
  PlCard    tricks[PL_EUCHRE_N_TRICKS][PL_EUCHRE_N_SEATS];
  char     *trick_paths[PL_EUCHRE_N_TRICKS];   /* "$.deals[0].phases[1].tricks[2]" */
  char     *bidding_path;                /* "$.deals[0].phases[0]" */
  char     *path;                        /* "$.deals[0]" */
} PlEgnDealIn;

void      pl_egn_deal_in_clear   (PlEgnDealIn          *in);
/* An empty game: a record without deals. */
PlEgnGame *pl_egn_game_alloc     (void);

/* Rebuilds the pack and the moves of @in, replays them through the rules
 * and returns the deal; @previous is the state the deal before ended in
 * (NULL for the first), @state_out gets this one's. */
PlDealRecord *pl_egn_rebuild_deal (const PlEgnDealIn     *in,
                                   const PlEuchreOptions *options,
                                   const PlEgnGame       *game,
                                   gconstpointer          previous,
                                   gpointer              *state_out,
                                   const char            *filename,
                                   GError               **error);

/* "FILE: PATH: what" as a PL_EGN_ERROR. */
gboolean  pl_egn_fail            (GError              **error,
                                  PlEgnError            code,
                                  const char           *filename,
                                  const char           *path,
                                  const char           *format,
                                  ...) G_GNUC_PRINTF (5, 6);

/* EGN's card names: "Jd", "Ts", "B"; FALSE for what is none. */
gboolean  pl_egn_card_from_string (const char         *text,
                                   PlCard             *card);
void      pl_egn_card_to_string   (PlCard              card,
                                   char                buf[3]);

G_END_DECLS
