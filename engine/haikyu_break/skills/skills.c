/* skills.c — the skills a card has (its printed ones, then those granted, 6-1-2-2) and where they
 * work: an area icon (1-3-7-1, 6-2-4), the court by default (HB-DEFAULT-AREA), the hand for an
 * event card's; a gut's skills are ignored unless written for a card under another (1-2-15-2-1);
 * a negated skill works nowhere (6-1-2), negation by a card effect, by ターン1's name (9-6-4), by
 * a permanent. */
#include "engine/haikyu_break/skills/skills.h"

#include <stdlib.h>
#include <string.h>

size_t hb_nskills(const hb_game *g, int card)
{
    size_t n = g->c[card].nskills;
    for (size_t i = 0; i < g->t.nef; i++)
        if (g->t.ef[i].kind == HB_EF_GRANT && tcg_effect_applies(&g->t, &g->t.ef[i], card))
            n++;
    return n;
}

const hb_skill *hb_skill_at(const hb_game *g, int card, int index)
{
    if (index < 0)
        return NULL;
    if ((size_t)index < g->c[card].nskills)
        return &g->c[card].skills[index];
    size_t k = (size_t)index - g->c[card].nskills;
    for (size_t i = 0; i < g->t.nef; i++)
        if (g->t.ef[i].kind == HB_EF_GRANT && tcg_effect_applies(&g->t, &g->t.ef[i], card) &&
            k-- == 0)
            return g->t.ef[i].data;
    return NULL;
}

bool hb_in_area(const hb_game *g, int card, const hb_skill *s)
{
    if (s->all_zones)
        return true;                           /* 4-1-2-1-2 */
    int zone = hb_zone_of(g, card);
    if (s->kind == HB_SK_EVENT)
        return zone == HB_HAND;                /* an event card is played from the hand */
    if (hb_is_gut(g, card)) {
        if (s->area == HB_AREA_UNDER)
            RULE(g->run, "1-2-15-2-1");        /* a gut's skill that works under a card */
        return s->area == HB_AREA_UNDER;
    }
    switch (s->area) {
    case HB_AREA_HAND:
        return zone == HB_HAND;
    case HB_AREA_UNDER:
        return false;
    case HB_AREA_COURT:
        return hb_is_character(g, card);
    default:
        return hb_is_character(g, card) && zone == s->area;
    }
}

bool hb_negated(hb_game *g, int card, int index)
{
    (void)index;                               /* a negation takes every skill of the card */
    int master = hb_player_of(g, card);
    for (size_t i = 0; i < g->t.nef; i++) {
        const tcg_effect *e = &g->t.ef[i];
        if (e->ended)
            continue;
        if (e->kind == HB_EF_NEGATE && tcg_effect_applies(&g->t, e, card))
            return true;
        if (e->kind == HB_EF_NEGATE_NAME && e->value == master &&
            strcmp(e->name, hb_name(g, card)) == 0)
            return true;
    }
    return hb_perm_verb_reaches(g, "negate", card);   /* the permanents that negate */
}

bool hb_skill_live(hb_game *g, int card, int index)
{
    const hb_skill *s = hb_skill_at(g, card, index);
    return s && hb_in_area(g, card, s) && !hb_negated(g, card, index);
}

int hb_live_mask(hb_game *g, int card)
{
    int mask = 0;
    size_t n = hb_nskills(g, card);
    for (size_t i = 0; i < n && i < 31; i++)
        if (hb_skill_live(g, card, (int)i))
            mask |= 1 << i;
    return mask;
}

json_t *hb_skill_ref(hb_game *g, int card, int index)
{
    return eng_object("card", tcg_id_json(&g->t, card), "skill", json_integer(index), NULL);
}

void hb_skills_free(hb_game *g)
{
    for (size_t i = 0; i < g->t.nef; i++)
        if (g->t.ef[i].kind == HB_EF_GRANT)
            free(g->t.ef[i].data);
    free(g->del);
    free(g->reach);
}
