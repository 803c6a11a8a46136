/* lki.c — the last information of a card (9-10-1, 9-6-7-1): each time a card leaves a zone,
 * what it was there — its place, orientation, power, cost, colors, traits, keywords and 【気】
 * with every continuous effect applied — is kept under the serial it had there (3-1-4: the card
 * in the new zone is a new card). An effect that knows a card as it was somewhere reads that
 * snapshot once the card has moved; the accessors below read either the snapshot or the card as
 * it is now. The snapshots are kept by the core (tcg_lki.h). */
#include "engine/fusion_world/zones/zones.h"
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/skills/skills.h"

#include <string.h>

fw_lki fw_remember(fw_game *g, int card)
{
    fw_card *c = &g->c[card];
    fw_lki k = {0};
    eng_trace_pause(g->run);
    k.player = fw_player_of(g, card);
    k.zone = fw_zone_of(g, card);
    k.serial = g->t.cards[card].inc;
    k.side = c->side;
    k.rested = c->rested;
    k.has_power = fw_face_of(g, card)->has_power;
    k.power = k.has_power ? fw_power(g, card) : 0;
    k.cost = c->type == FW_T_LEADER ? 0 : fw_cost_value(g, card);
    k.colors = fw_colors(g, card);
    unsigned strikes;
    fw_keywords(g, card, &k.kw, &k.strike, &strikes);
    k.ki = c->ki;
    json_t *traits = fw_traits(g, card);
    json_array_append_new(g->kept, traits);
    k.traits = traits;
    eng_trace_resume(g->run);
    /* the same card again replaces its snapshot (a control change keeps it, 13-8-2) */
    *(fw_lki *)tcg_lki_put(&g->t, card, k.serial) = k;
    return k;
}

const fw_lki *fw_lki_of(const fw_game *g, int card, unsigned serial)
{
    return tcg_lki_get(&g->t, card, serial);
}

const fw_lki *fw_known(fw_game *g, int card, unsigned serial)
{
    if (card < 0 || serial == 0 || g->t.cards[card].inc == serial)
        return NULL;
    const fw_lki *k = fw_lki_of(g, card, serial);
    if (k) {
        RULE(g->run, "9-10-1");          /* the card has left that zone: as it last was there */
        RULE(g->run, "0-3-11");          /* its information: details, zone, effects, orientation */
    }
    return k;
}

bool fw_info_has_power(fw_game *g, int card, const fw_lki *lki)
{
    return lki ? lki->has_power : fw_face_of(g, card)->has_power;
}

long fw_info_power(fw_game *g, int card, const fw_lki *lki)
{
    return lki ? lki->power : fw_power(g, card);
}

long fw_info_cost(fw_game *g, int card, const fw_lki *lki)
{
    return lki ? lki->cost : fw_cost_value(g, card);
}

unsigned fw_info_colors(fw_game *g, int card, const fw_lki *lki)
{
    return lki ? lki->colors : fw_colors(g, card);
}

bool fw_info_trait(fw_game *g, int card, const fw_lki *lki, const char *trait)
{
    if (!lki)
        return fw_has_trait(g, card, trait);
    size_t i;
    const json_t *t;
    json_array_foreach(lki->traits, i, t)
        if (strcmp(json_string_value(t), trait) == 0)
            return true;
    return false;
}

bool fw_info_rested(fw_game *g, int card, const fw_lki *lki)
{
    return lki ? lki->rested : g->c[card].rested;
}

bool fw_info_keyword(fw_game *g, int card, const fw_lki *lki, unsigned kw)
{
    return lki ? (lki->kw & kw) != 0 : fw_has_keyword(g, card, kw);
}

long fw_info_strike(fw_game *g, int card, const fw_lki *lki)
{
    return lki ? lki->strike : fw_strike(g, card);
}

long fw_info_ki(fw_game *g, int card, const fw_lki *lki)
{
    return lki ? lki->ki : g->c[card].ki;
}

int fw_info_player(fw_game *g, int card, const fw_lki *lki)
{
    return lki ? lki->player : fw_player_of(g, card);
}

int fw_info_zone(fw_game *g, int card, const fw_lki *lki)
{
    return lki ? lki->zone : fw_zone_of(g, card);
}
