/* loop.c — infinite loops (10-1): not detected yet; each check process pass is allowed. */
#include "engine/haikyu_break/turn/turn.h"

int hb_loop_pass(hb_game *g, int starter)
{
    (void)g;
    (void)starter;
    return TCG_OK;
}

void hb_loop_reset(hb_game *g)
{
    tcg_loop_clear(&g->loops);
}
