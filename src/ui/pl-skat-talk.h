/* pl-skat-talk.h — claims and concessions at the Skat table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game-controller.h"

G_BEGIN_DECLS

/*
 * What is said beside the play of a Skat game (pl-skat.h, "Claims and
 * concessions", the ISS's SC and RE): the human claims the rest as
 * declarer or concedes from any seat; the computer seats answer a claim
 * (the defenders accept it when no line of play beats it,
 * pl_ai_skat_accepts_claim(), else they play on and say why), and at the
 * start of a trick the computer declarer claims when the rest is certainly
 * his and a computer player concedes when beaten (XSkat's "shortcut").
 * Every search runs in a GTask on a copy of the state; an answer for a
 * position that has gone is dropped.
 */
typedef struct _PlSkatTalk PlSkatTalk;

PlSkatTalk *pl_skat_talk_new     (PlGameController *controller);
void        pl_skat_talk_free    (PlSkatTalk       *talk);
/* The table moved: drops a search for the old position and starts the
 * computer seats' one for the new position if it is time to. */
void        pl_skat_talk_update  (PlSkatTalk       *talk);
/* Whether the human may claim / concede now. */
gboolean    pl_skat_talk_can_claim   (PlSkatTalk   *talk);
gboolean    pl_skat_talk_can_concede (PlSkatTalk   *talk);
/* The human claims the rest / concedes; FALSE (with the rules' reason
 * shown) if he may not. */
gboolean    pl_skat_talk_claim   (PlSkatTalk       *talk);
gboolean    pl_skat_talk_concede (PlSkatTalk       *talk);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PlSkatTalk, pl_skat_talk_free)

G_END_DECLS
