/* tcg_game.c — the handle of a card game: set up with the game's players, zone kinds and hooks,
 * and freed with everything its subsystems hold (tcg.h). */
#include "tcg_int.h"

#include <stdlib.h>
#include <string.h>

void tcg_init(tcg_game *g, eng_run *run, const char *const *players, int nplayers,
              const tcg_zone_kind *zones, int nzones, const tcg_hooks *hooks)
{
    memset(g, 0, sizeof *g);
    g->run = run;
    if (hooks)
        g->hooks = *hooks;
    g->player_names = players;
    g->nplayers = nplayers;
    g->zones = zones;
    g->nzones = nzones;
    g->tp = g->first = -1;
    g->released_host = -1;
    tcg_zones_init(g);
    g->log = json_array();
}

void tcg_free(tcg_game *g)
{
    tcg_zones_free(g);
    tcg_cards_free(g);
    tcg_batch_free(g);
    tcg_lki_free(g);
    free(g->pend);
    free(g->ef);
    for (int s = 0; s < TCG_NSCOPES; s++)
        free(g->ledger[s].v);
    free(g->applying);
    json_decref(g->log);
    memset(g, 0, sizeof *g);
}
