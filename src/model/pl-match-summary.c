/* pl-match-summary.c — where a saved match stands, in a player's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-match-summary"

#include <glib/gi18n-lib.h>

#include "pl-match-summary.h"
#include "pl-table.h"

/*
 * The start page offers each saved match with where it stands, so that a
 * player knows what Continue brings back and what a new match would end.
 * Everything said comes from the record: the number of deals, whether the
 * last is over, the totals of the book's score sheet (what the score sheet
 * window shows first) and the game's target.
 */

static const char *
seat_name (const PlDealRecord *deal,
           guint               seat,
           guint               human)
{
  if (seat < PL_MAX_SEATS && deal->seat_names[seat] != NULL && deal->seat_names[seat][0] != '\0')
    return deal->seat_names[seat];
  return pl_table_default_seat_name (seat, human);
}

/* "Anna leads by 84", "You lead by 84", "You won by 84", "Level". */
static char *
describe_standing (const PlMatchInfo *info,
                   const PlDealRecord *deal,
                   guint               human)
{
  const char *name;

  if (info->leader < 0 && info->n_deals == 1 && !info->last_over)
    return g_strdup (_("no score yet"));
  if (info->leader < 0)
    return g_strdup (info->match_over ? _("tied") : _("level"));
  name = seat_name (deal, (guint) info->leader, human);
  if (info->match_over)
    return (guint) info->leader == human
           ? g_strdup_printf (_("you won by %d"), info->margin)
           /* TRANSLATORS: "Anna won by 160" (points). */
           : g_strdup_printf (_("%s won by %d"), name, info->margin);
  return (guint) info->leader == human
         ? g_strdup_printf (_("you lead by %d"), info->margin)
         /* TRANSLATORS: "Anna leads by 84" (points on the score sheet). */
         : g_strdup_printf (_("%s leads by %d"), name, info->margin);
}

char *
pl_match_summary_describe (const PlRecord *record,
                           guint           human)
{
  g_autofree char *standing = NULL;
  g_autofree char *where = NULL;
  const PlDealRecord *last;
  PlMatchInfo info;

  g_return_val_if_fail (record != NULL, NULL);

  if (!pl_record_check_match (record, NULL, &info, NULL))
    return NULL;
  last = g_ptr_array_index (record->deals, record->deals->len - 1);
  standing = describe_standing (&info, last, human);

  if (info.match_over)
    /* TRANSLATORS: "Game over after deal 9, you won by 160". */
    return g_strdup_printf (_("Game over after deal %u, %s"), info.n_deals, standing);

  where = g_strdup_printf (info.last_over ? _("Deal %u finished") : _("Deal %u in play"),
                           info.n_deals);
  if (info.target > 0)
    /* TRANSLATORS: "Deal 3 in play, game to 1000, you lead by 230". */
    return g_strdup_printf (_("%s, game to %u, %s"), where, info.target, standing);
  /* TRANSLATORS: "Deal 7 in play, Anna leads by 84". */
  return g_strdup_printf (_("%s, %s"), where, standing);
}
