/* exclusion.c — 9-5-2: once an effect has put a card out of the reach of a 【永続】 (the card no
 * longer matches the "all" target of one of its continuous entries), that 【永続】 does not apply to
 * the card again in the same turn, even when the card matches again. Whether each entry reaches
 * each card is noted after every instruction, move, change of orientation and end of a duration
 * (a sweep); a card that stops matching while an effect resolves is excluded, one that stops
 * matching by the rules (an attack resting it) is merely no longer reached. The card and the
 * 【永続】's card are taken as they are (a card that moved is a new card: 3-1-4, FW-NEW-CARD). */
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/effects/effects.h"

static fw_reach *find(const fw_game *g, int holder, const json_t *entry, int card)
{
    for (size_t i = 0; i < g->nreach; i++) {
        fw_reach *r = &g->reach[i];
        if (r->holder == holder && r->holder_serial == g->t.cards[holder].inc &&
            r->entry == entry && r->card == card && r->card_serial == g->t.cards[card].inc)
            return r;
    }
    return NULL;
}

bool fw_reach_excluded(const fw_game *g, int holder, const json_t *entry, int card)
{
    const fw_reach *r = find(g, holder, entry, card);
    return r && r->excluded;
}

void fw_reach_reset(fw_game *g)
{
    g->nreach = 0;
}

static void note(fw_game *g, int holder, const json_t *entry, int card)
{
    if (g->nreach == g->capreach) {
        g->capreach = g->capreach ? 2 * g->capreach : 16;
        g->reach = xrealloc(g->reach, g->capreach * sizeof *g->reach);
    }
    g->reach[g->nreach++] = (fw_reach){.holder = holder, .holder_serial = g->t.cards[holder].inc,
                                       .entry = entry, .card = card,
                                       .card_serial = g->t.cards[card].inc, .covered = true};
}

static void sweep_entry(fw_game *g, int holder, const fw_skill *sk, const json_t *entry,
                        void *vctx)
{
    (void)sk;
    bool by_effect = *(const bool *)vctx;
    const json_t *t = json_object_get(entry, "target");
    if (!json_is_object(t) || !json_object_get(t, "all"))
        return;
    int master = fw_player_of(g, holder);
    for (size_t k = 0; k < g->t.ncards; k++) {
        int card = (int)k;
        int z = fw_zone_of(g, card);
        if (z == TCG_NOWHERE || z == FW_REMOVED || g->t.cards[card].host >= 0)
            continue;
        eng_trace_pause(g->run);
        bool reached = fw_sel_covers(g, t, master, holder, card);
        eng_trace_resume(g->run);
        fw_reach *r = find(g, holder, entry, card);
        if (reached) {
            if (!r)
                note(g, holder, entry, card);
            else if (!r->excluded)
                r->covered = true;
        } else if (r && r->covered && !r->excluded) {
            if (by_effect) {
                RULE(g->run, "9-5-2");   /* out of its reach by an effect: not again this turn */
                r->excluded = true;
            } else {
                r->covered = false;
            }
        }
    }
}

void fw_reach_sweep(fw_game *g)
{
    if (g->perm_depth > 0 || !g->c)
        return;                  /* inside a 【永続】's own evaluation, or before the cards exist */
    bool by_effect = g->effect_depth > 0;
    fw_each_permanent(g, sweep_entry, &by_effect);
}
