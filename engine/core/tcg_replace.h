/* tcg_replace.h — replacement effects being applied (FW 9-9-2-3, haikyu 6-11-2-3: each applies
 * at most once to one event): while a replacement's instructions are carried out, the event
 * they cause for the same card or player is the same event again, and that replacement does
 * not apply to it. Which replacements exist, who picks among them and what they do are the
 * game's. */
#ifndef ENGINE_CORE_TCG_REPLACE_H
#define ENGINE_CORE_TCG_REPLACE_H

#include "tcg_base.h"

typedef struct tcg_applying {
    int holder, ability, card, player;
} tcg_applying;

/* The replacement (holder's ability) applies to the event of card or player: until
 * tcg_replace_done, it does not apply to that event again. */
void tcg_replacing(tcg_game *g, int holder, int ability, int card, int player);
void tcg_replace_done(tcg_game *g);
bool tcg_replace_applying(const tcg_game *g, int holder, int ability, int card, int player);

#endif
