/* pl-score-sheet.h — the Skat score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game.h"

G_BEGIN_DECLS

/*
 * Two ways of keeping the score.
 *
 * PL_SCORE_SHEET_BOOK, seed 000 "SCORING": one column per player; "the
 * score of the single player is the only one put down, and it is charged
 * to him as a loss or a gain at the end of each deal", each entry written
 * as the running total with its sign; "a line is drawn under every fourth
 * amount entered in each person's account" at a four-player table, under
 * every third at three, so that the amounts without a line show whose deal
 * it is.  A deal thrown in writes nothing.
 *
 * PL_SCORE_SHEET_SEEGER_FABIAN, the tournament list of the ISkO: the
 * declarer gets the game value plus 50 for a won game, or the (negative,
 * doubled) value minus 50 for a lost one; when the declarer loses, each
 * opponent gets 40 at a three-player table and 30 at a four-player table.
 *
 * A sheet of two players (Bézique) is a running total per player: each
 * finished deal adds what each scored (pl_score_sheet_add_result()), and
 * no lines are drawn.
 *
 * Both record the penalty of seed 000 "Seeing Tricks" (ten points for
 * looking at a trick other than the last) in the looker's column.
 */
typedef enum {
  PL_SCORE_SHEET_BOOK,
  PL_SCORE_SHEET_SEEGER_FABIAN,
} PlScoreSheetKind;

typedef struct {
  gint     amount;      /* what this entry adds */
  gint     total;       /* the running total, which is what is written */
  gboolean line_under;  /* the book's line under every third/fourth */
  guint    deal;        /* the deal (0 …) it belongs to */
  gboolean penalty;
} PlScoreEntry;

typedef struct _PlScoreSheet PlScoreSheet;

PlScoreSheet *pl_score_sheet_new           (PlScoreSheetKind    kind,
                                            guint               n_players);
void          pl_score_sheet_free          (PlScoreSheet       *sheet);
PlScoreSheetKind pl_score_sheet_get_kind   (const PlScoreSheet *sheet);
guint         pl_score_sheet_get_n_players (const PlScoreSheet *sheet);
guint         pl_score_sheet_get_n_deals   (const PlScoreSheet *sheet);

/* One deal with a single player: @value is signed as in PlResult.value
 * (a lost game already doubled).  @declarer < 0 (thrown in) writes nothing
 * but still counts the deal. */
void          pl_score_sheet_add_game      (PlScoreSheet       *sheet,
                                            gint                declarer,
                                            gint                value);
/* One finished deal from the rules' result: a game as above, Ramsch as
 * the score of every seat that scored. */
void          pl_score_sheet_add_result    (PlScoreSheet       *sheet,
                                            const PlResult     *result);
/* A penalty (seed 000: ten points for looking at an old trick). */
void          pl_score_sheet_add_penalty   (PlScoreSheet       *sheet,
                                            guint               seat,
                                            guint               points);

guint         pl_score_sheet_get_n_entries (const PlScoreSheet *sheet,
                                            guint               column);
const PlScoreEntry *pl_score_sheet_get_entry (const PlScoreSheet *sheet,
                                            guint               column,
                                            guint               index);
gint          pl_score_sheet_get_total     (const PlScoreSheet *sheet,
                                            guint               column);
/* Seeger-Fabian counts: games won and lost as declarer, and games the
 * seat won as an opponent (the declarer lost). */
guint         pl_score_sheet_get_won       (const PlScoreSheet *sheet,
                                            guint               column);
guint         pl_score_sheet_get_lost      (const PlScoreSheet *sheet,
                                            guint               column);
/* Seed 000: the game entries under which no line is drawn, counted over
 * all columns; modulo the number of players, it tells whose deal it is. */
guint         pl_score_sheet_count_unlined (const PlScoreSheet *sheet);

/* An entry as written on the sheet: "+33", "-7", "0". */
char         *pl_score_entry_to_string     (const PlScoreEntry *entry);
/* A running total as @sheet writes it: with its sign on the book's sheet
 * of Skat (seed 000), bare on a sheet of two players (Bézique), whose
 * scores only ever add up. */
char         *pl_score_sheet_format_total  (const PlScoreSheet *sheet,
                                            gint                total);
/* The whole sheet as plain text, one column per player, "---" under the
 * entries with a line.  @names may be NULL ("A", "B", …). */
char         *pl_score_sheet_to_text       (const PlScoreSheet *sheet,
                                            const char * const *names);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PlScoreSheet, pl_score_sheet_free)

G_END_DECLS
