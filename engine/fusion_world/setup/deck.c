/* deck.c — the deck construction conditions checked when the decks are presented (6-2-1-1):
 * one leader (6-1-2), 50 to 60 battle and extra cards (6-1-3), only the leader's colors
 * (6-1-4-1, colors gained by 【永続】 count, 6-1-4-3-2), four copies per card number (6-1-4-2),
 * deck-building 【永続】s replacing those limits (6-1-4-3: a `deck_rule` {"copies": N}, and
 * 【スーパーコンボ】 15-8-2 and 【ドラゴンボール】 15-13-2, whose copies 15-13-2 counts instead of
 * 6-1-4-2). */
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/skills/skills.h"

#include <string.h>

/* The deck-building 【永続】 of the card, {"deck_rule": {"copies": N}}: N, or -1 when none. */
static long copies_allowed(fw_game *g, int card)
{
    const fw_face *f = fw_face_of(g, card);
    for (size_t s = 0; s < f->nskills; s++) {
        const fw_skill *sk = &f->skills[s];
        if (sk->kind != FW_SK_PERMANENT || !sk->continuous)
            continue;
        size_t i;
        const json_t *e;
        json_array_foreach(sk->continuous, i, e) {
            const json_t *r = json_object_get(json_object_get(e, "deck_rule"), "copies");
            if (r)
                return (long)json_integer_value(r);
        }
    }
    return -1;
}

/* 6-1-4-3: a deck-building 【永続】 replaces the conditions above it; 9-5-3: it acts as the deck
 * is prepared. */
static void replacing_permanent(fw_game *g)
{
    RULE(g->run, "6-1-4-3");
    RULE(g->run, "6-1-4-3-1");
    RULE(g->run, "9-5-3");
}

void fw_deck_check(fw_game *g, int player, json_t *rules)
{
    const tcg_list *leader = fw_zl(g, player, FW_LEADER);
    const tcg_list *deck = fw_zl(g, player, FW_DECK);
    bool bad_leader = leader->n != 1 || g->c[leader->v[0]].type != FW_T_LEADER;
    RULE(g->run, "6-1-1");
    RULE(g->run, "6-1-2");
    if (bad_leader)
        json_array_append_new(rules, json_string("6-1-2"));
    RULE(g->run, "6-1-3");
    bool bad_size = deck->n < 50 || deck->n > 60;
    for (size_t i = 0; i < deck->n; i++)
        if (g->c[deck->v[i]].type == FW_T_LEADER)
            bad_size = true;     /* battle and extra cards only */
    if (bad_size)
        json_array_append_new(rules, json_string("6-1-3"));
    RULE(g->run, "6-1-4");
    RULE(g->run, "6-1-4-1");
    RULE(g->run, "6-1-4-3-2");           /* colors gained by a 【永続】 count from deck building on */
    bool bad_color = false;
    if (!bad_leader) {           /* without a leader there are no leader's colors to read */
        unsigned lc = fw_colors(g, leader->v[0]);
        bool gained = lc != fw_face_of(g, leader->v[0])->colors;
        for (size_t i = 0; i < deck->n; i++) {
            unsigned dc = fw_colors(g, deck->v[i]);
            gained |= dc != fw_face_of(g, deck->v[i])->colors;
            if (dc & ~lc)
                bad_color = true;
        }
        if (gained) {            /* a color-gaining 【永続】 (6-1-4-3-2, under 6-1-4-3) acting as
                                    the deck is prepared (9-5-3) */
            RULE(g->run, "6-1-4-3");
            RULE(g->run, "9-5-3");
        }
    }
    if (bad_color)
        json_array_append_new(rules, json_string("6-1-4-1"));
    RULE(g->run, "6-1-4-2");
    RULE(g->run, "2-10-1");
    RULE(g->run, "2-10-2");              /* the card number (reading FW-CARD-NUMBER-REF) */
    bool bad_copies = false, bad_replaced = false, bad_super = false, bad_dragon = false;
    long super = 0, dragon = 0;
    for (size_t i = 0; i < deck->n; i++) {
        int c = deck->v[i];
        long same_number = 0;
        for (size_t j = 0; j < deck->n; j++)
            same_number += strcmp(g->c[c].number, g->c[deck->v[j]].number) == 0;
        long copies = copies_allowed(g, c);
        bool dball = fw_has_keyword(g, c, FW_KW_DRAGON_BALL);
        if (copies >= 0) {       /* "this card may be in the deck up to N times" */
            replacing_permanent(g);
            if (same_number > copies)
                bad_replaced = true;
        } else if (dball) {      /* 15-13-2 counts its copies instead of 6-1-4-2: up to 7 */
            if (same_number > 7)
                bad_dragon = true;
        } else if (same_number > 4) {
            bad_copies = true;
        }
        if (dball) {
            RULE(g->run, "15-13-1");
            RULE(g->run, "15-13-2");
            replacing_permanent(g);
            dragon++;
        }
        if (fw_has_keyword(g, c, FW_KW_SUPER_COMBO)) {
            RULE(g->run, "15-8-1");
            RULE(g->run, "15-8-2");
            replacing_permanent(g);
            super++;
        }
    }
    bad_super = super > 4;       /* 15-8-2: four in all */
    bad_dragon |= dragon > 7;    /* 15-13-2: seven in all */
    if (bad_copies)
        json_array_append_new(rules, json_string("6-1-4-2"));
    if (bad_replaced)
        json_array_append_new(rules, json_string("6-1-4-3"));
    if (bad_super)
        json_array_append_new(rules, json_string("15-8-2"));
    if (bad_dragon)
        json_array_append_new(rules, json_string("15-13-2"));
}
