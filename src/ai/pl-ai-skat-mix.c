/* pl-ai-skat-mix.c — the mix of games a table of Skat players bid
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <glib/gi18n-lib.h>

#include "pl-ai-skat-mix.h"

void
pl_ai_skat_mix_add (PlAiSkatMix       *mix,
                    const PlSkatState *finished)
{
  PlSkatOutcome o;

  g_return_if_fail (mix != NULL && finished != NULL);

  if (!pl_skat_game.is_terminal (finished))
    return;
  pl_skat_get_outcome (finished, &o);
  mix->deals++;
  if (o.passed)
    {
      mix->passed++;
      return;
    }
  if (o.ramsch || o.declarer < 0 || o.contract > PL_SKAT_NULL)
    {
      mix->ramsch++;
      return;
    }
  mix->played++;
  mix->won += o.won;
  mix->by_contract[o.contract]++;
  mix->won_by_contract[o.contract] += o.won;
  mix->bid_sum += o.bid;
  if (o.flags & PL_SKAT_FLAG_HAND)
    {
      mix->hand++;
      mix->grand_hand += o.contract == PL_SKAT_GRAND;
    }
  if (o.flags & PL_SKAT_FLAG_OUVERT)
    {
      mix->ouvert++;
      mix->null_ouvert += o.contract == PL_SKAT_NULL;
    }
  /* Suit and Grand Ouvert imply both announcements (ISkO 5.2.1): only
   * those said for their own sake are counted. */
  if ((o.flags & PL_SKAT_FLAG_SCHNEIDER) && !(o.flags & PL_SKAT_FLAG_OUVERT))
    mix->schneider_announced++;
  if ((o.flags & PL_SKAT_FLAG_SCHWARZ) && !(o.flags & PL_SKAT_FLAG_OUVERT))
    mix->schwarz_announced++;
  mix->overbid += o.overbid;
  mix->kontra += o.kontra > 0;
}

static gdouble
percent (guint part,
         guint whole)
{
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

static guint
suit_games (const PlAiSkatMix *mix,
            gboolean           won)
{
  const guint *count = won ? mix->won_by_contract : mix->by_contract;

  return count[PL_SKAT_CLUBS] + count[PL_SKAT_SPADES] + count[PL_SKAT_HEARTS] +
         count[PL_SKAT_DIAMONDS];
}

char *
pl_ai_skat_mix_to_text (const PlAiSkatMix *mix)
{
  GString *out = g_string_new (NULL);
  guint played = mix->played;
  const guint *c = mix->by_contract;
  const guint *w = mix->won_by_contract;

  g_string_append_printf (out, _("Game mix over %u deals:\n"), mix->deals);
  g_string_append_printf (out, _("  thrown in %.1f%% (%u), Ramsch %u\n"),
                          percent (mix->passed, mix->deals), mix->passed, mix->ramsch);
  g_string_append_printf (out, _("  games played %u: suit %.1f%% (Clubs %.1f%%, Spades %.1f%%, "
                                 "Hearts %.1f%%, Diamonds %.1f%%), Grand %.1f%%, Null %.1f%%\n"),
                          played, percent (suit_games (mix, FALSE), played),
                          percent (c[PL_SKAT_CLUBS], played), percent (c[PL_SKAT_SPADES], played),
                          percent (c[PL_SKAT_HEARTS], played), percent (c[PL_SKAT_DIAMONDS], played),
                          percent (c[PL_SKAT_GRAND], played), percent (c[PL_SKAT_NULL], played));
  g_string_append_printf (out, _("  Hand %.1f%% (Grand Hand %.1f%%), Ouvert %.1f%%, "
                                 "Null Ouvert %.1f%% of the Null games\n"),
                          percent (mix->hand, played), percent (mix->grand_hand, played),
                          percent (mix->ouvert, played),
                          percent (mix->null_ouvert, c[PL_SKAT_NULL]));
  g_string_append_printf (out, _("  Schneider announced %u, Schwarz announced %u, overbid %u, "
                                 "Kontra %u\n"),
                          mix->schneider_announced, mix->schwarz_announced, mix->overbid,
                          mix->kontra);
  g_string_append_printf (out, _("  declarer won %.1f%%: suit %.1f%%, Grand %.1f%%, Null %.1f%%; "
                                 "average bid %.1f\n"),
                          percent (mix->won, played),
                          percent (suit_games (mix, TRUE), suit_games (mix, FALSE)),
                          percent (w[PL_SKAT_GRAND], c[PL_SKAT_GRAND]),
                          percent (w[PL_SKAT_NULL], c[PL_SKAT_NULL]),
                          played > 0 ? (gdouble) mix->bid_sum / played : 0.0);
  return g_string_free (out, FALSE);
}

char *
pl_ai_skat_mix_to_json (const PlAiSkatMix *mix)
{
  static const char *const names[6] = {
    "clubs", "spades", "hearts", "diamonds", "grand", "null",
  };
  GString *out = g_string_new (NULL);
  guint played = mix->played;

  /* Numbers in the C locale, whatever the user's. */
#define PCT(part, whole) g_ascii_dtostr (buf, sizeof buf, \
                                         (gint) (percent ((part), (whole)) * 10 + 0.5) / 10.0)
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append_printf (out, "{\"summary\": \"skat-mix\", \"deals\": %u, \"passed\": %u, "
                          "\"ramsch\": %u, \"played\": %u, \"won\": %u",
                          mix->deals, mix->passed, mix->ramsch, played, mix->won);
  g_string_append_printf (out, ", \"passed_pct\": %s", PCT (mix->passed, mix->deals));
  for (guint i = 0; i < 6; i++)
    g_string_append_printf (out, ", \"%s\": %u", names[i], mix->by_contract[i]);
  g_string_append_printf (out, ", \"suit_pct\": %s", PCT (suit_games (mix, FALSE), played));
  g_string_append_printf (out, ", \"grand_pct\": %s", PCT (mix->by_contract[PL_SKAT_GRAND], played));
  g_string_append_printf (out, ", \"null_pct\": %s", PCT (mix->by_contract[PL_SKAT_NULL], played));
  g_string_append_printf (out, ", \"hand\": %u, \"hand_pct\": %s", mix->hand,
                          PCT (mix->hand, played));
  g_string_append_printf (out, ", \"grand_hand\": %u, \"ouvert\": %u, \"null_ouvert\": %u",
                          mix->grand_hand, mix->ouvert, mix->null_ouvert);
  g_string_append_printf (out, ", \"schneider_announced\": %u, \"schwarz_announced\": %u",
                          mix->schneider_announced, mix->schwarz_announced);
  g_string_append_printf (out, ", \"overbid\": %u, \"kontra\": %u", mix->overbid, mix->kontra);
  g_string_append_printf (out, ", \"won_pct\": %s", PCT (mix->won, played));
  g_string_append_printf (out, ", \"suit_won_pct\": %s",
                          PCT (suit_games (mix, TRUE), suit_games (mix, FALSE)));
  g_string_append_printf (out, ", \"grand_won_pct\": %s",
                          PCT (mix->won_by_contract[PL_SKAT_GRAND], mix->by_contract[PL_SKAT_GRAND]));
  g_string_append_printf (out, ", \"null_won_pct\": %s}",
                          PCT (mix->won_by_contract[PL_SKAT_NULL], mix->by_contract[PL_SKAT_NULL]));
#undef PCT
  return g_string_free (out, FALSE);
}
