/* pl-egn.h — EGN, the Euchre Game Notation: reading and writing whole games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-euchre.h"
#include "pl-record.h"

G_BEGIN_DECLS

/*
 * EGN is an open JSON format for Euchre games (Apache-2.0; the schema
 * schemas/egn-schema-v1.json of the euchre-game-notation project, versions
 * 1.2 to 1.6, with the 1.4 ruleset fields).  docs/records.md, "EGN", says
 * how Parlour reads it; in short:
 *
 * - A file is one game: metadata (players from seat 0 clockwise, the
 *   initial score of side 0 and side 1, the ruleset) and its deals.  The
 *   ruleset becomes Euchre options: std (stick the dealer, default true),
 *   min_rank 9 or 7 (pack=24 or 32), winning_score (game: 5, 7, 10, 11),
 *   canadian (assist=alone), loner_lead, loner_euchred_score 2 or 4,
 *   defend_alone, partners_best (exchange), joker.  A rule Parlour does not
 *   play (farmers, go_under, allow_no_trump, fast_break, four_trick_tokens,
 *   num_players other than 4, num_deals, loner_march_score other than 4,
 *   min_rank 8) is refused by name rather than replayed wrongly.
 * - A deal gives the dealer, the turned card, the calls from the dealer's
 *   left ("Pass", "Order", a suit letter in the second round), whether the
 *   maker went alone, maybe the dealer's discard, the partner's card for
 *   a lone hand, the lone defender, and the tricks card by card.  The
 *   hands are rarely given: the reader takes each seat's cards from what
 *   it played, the dealer's discard and the cards nobody saw (the kitty,
 *   a lone player's partner) from what is left, never giving a seat a card
 *   of a suit it showed it did not hold; then it replays every deal
 *   through the rules, so a file that breaks a rule is refused.
 * - Cards are rank then suit letter ("Jd", "Ts", "9c"; "N" for the nine;
 *   "R" and "L" for the bowers; "B" for the Joker).  Unknown cards ("Xx",
 *   the generic suits t n g h) and condensed (bit-packed) deals cannot be
 *   replayed and are refused.
 *
 * Errors say where: "FILE:LINE:COLUMN: …" for JSON that does not parse,
 * "FILE: $.deals[3].phases[1].tricks[2][1]: …" for what the rules or the
 * format refuse.
 */

typedef struct {
  guint    number;            /* dealNumber */
  gboolean player_cards;      /* the file gave the hands as dealt */
  gboolean discard;           /* … and the dealer's discard */
  char    *extra;             /* analysis kept as written: compact JSON
                               * members ("callAnnotations": …), or NULL */
} PlEgnDeal;

typedef struct {
  PlRecord  *record;          /* every deal as a Parlour record */
  GPtrArray *deals;           /* of PlEgnDeal, one per record deal */
  char      *version;         /* as read, or the version written */
  char      *game_id;         /* metadata, NULL when absent */
  char      *title;
  char      *description;
  char      *date;
  char      *players;         /* the players array as written (compact
                               * JSON), when it holds more than names */
  char      *team_names;      /* metadata.teamNames as written, or NULL */
  guint      initial_score[2];
  gboolean   has_final_score;
  guint      final_score[2];
} PlEgnGame;

/* The version this code writes. */
#define PL_EGN_VERSION "1.4"

#define PL_EGN_ERROR (pl_egn_error_quark ())
GQuark pl_egn_error_quark (void);

typedef enum {
  PL_EGN_ERROR_JSON,          /* not JSON */
  PL_EGN_ERROR_FORMAT,        /* JSON, but not EGN */
  PL_EGN_ERROR_UNSUPPORTED,   /* EGN that Parlour cannot replay */
  PL_EGN_ERROR_RULES,         /* a deal the rules refuse */
} PlEgnError;

/* Whether @text looks like JSON (its first character that is no blank is
 * "{"): what a file is read as. */
gboolean    pl_egn_sniff            (const char        *text,
                                     gsize              length);
/* A whole game; @filename is for messages only. */
PlEgnGame  *pl_egn_parse            (const char        *text,
                                     gsize              length,
                                     const char        *filename,
                                     GError           **error);
void        pl_egn_game_free        (PlEgnGame         *game);
/* A game of Parlour's deals, for writing it as EGN: one game of one
 * ruleset (every deal has the same options), the deals in order. */
PlEgnGame  *pl_egn_game_new_from_record (const PlRecord *record,
                                         GError        **error);
/* The game as EGN text, pretty-printed; reading it gives the same game. */
char       *pl_egn_to_string        (const PlEgnGame   *game);

/* Puts the game score of the file's start into the first deal's state
 * (EGN's initialScore); the other deals take theirs from the deal before
 * (PlGame.carry_over). */
void        pl_egn_start_state      (const PlEgnGame   *game,
                                     PlEuchreState     *state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PlEgnGame, pl_egn_game_free)

G_END_DECLS
