/* fw_deck.c — the deck construction conditions checked when the decks are presented (6-2-1-1):
 * one leader (6-1-2), 50 to 60 battle and extra cards (6-1-3), only the leader's colors
 * (6-1-4-1, colors gained by 【永続】 count, 6-1-4-3-2), four copies per card number (6-1-4-2),
 * deck-building 【永続】s replacing those limits (6-1-4-3), 【スーパーコンボ】 (15-8-2) and
 * 【ドラゴンボール】 (15-13-2). */
#include "fw.h"

#include <string.h>

/* A deck-building 【永続】 of the card: {"number_max": N} or {"total_max": N}; -1 when none. */
static long deck_rule(fw_game *g, int card, const char *key)
{
    const fw_face *f = fw_face_of(g, card);
    for (size_t s = 0; s < f->nskills; s++) {
        const fw_skill *sk = &f->skills[s];
        if (sk->kind != FW_SK_PERMANENT || !sk->continuous)
            continue;
        size_t i;
        const json_t *e;
        json_array_foreach(sk->continuous, i, e) {
            const json_t *r = json_object_get(json_object_get(e, "deck_rule"), key);
            if (r)
                return (long)json_integer_value(r);
        }
    }
    return -1;
}

void fw_deck_check(fw_game *g, int player, json_t *rules)
{
    const tcg_list *leader = fw_zl(g, player, FW_LEADER);
    const tcg_list *deck = fw_zl(g, player, FW_DECK);
    bool bad_leader = leader->n != 1 || g->c[leader->v[0]].type != FW_T_LEADER;
    RULE("6-1-1");
    RULE("6-1-2");
    if (bad_leader)
        json_array_append_new(rules, json_string("6-1-2"));
    RULE("6-1-3");
    bool bad_size = deck->n < 50 || deck->n > 60;
    for (size_t i = 0; i < deck->n; i++)
        if (g->c[deck->v[i]].type == FW_T_LEADER)
            bad_size = true;     /* battle and extra cards only */
    if (bad_size)
        json_array_append_new(rules, json_string("6-1-3"));
    RULE("6-1-4");
    RULE("6-1-4-1");
    RULE("6-1-4-3-2");           /* colors gained by a 【永続】 count from deck building on */
    bool bad_color = false;
    if (!bad_leader) {           /* without a leader there are no leader's colors to read */
        unsigned lc = fw_colors(g, leader->v[0]);
        for (size_t i = 0; i < deck->n; i++)
            if (fw_colors(g, deck->v[i]) & ~lc)
                bad_color = true;
    }
    if (bad_color)
        json_array_append_new(rules, json_string("6-1-4-1"));
    RULE("6-1-4-2");
    RULE("2-10-1");
    RULE("2-10-2");              /* the card number (reading FW-CARD-NUMBER-REF) */
    bool bad_copies = false, bad_replaced = false;
    long super = 0, dragon = 0;
    bool bad_super = false, bad_dragon = false;
    for (size_t i = 0; i < deck->n; i++) {
        int c = deck->v[i];
        long same_number = 0, same_name = 0;
        for (size_t j = 0; j < deck->n; j++) {
            int d = deck->v[j];
            same_number += strcmp(g->c[c].number, g->c[d].number) == 0;
            same_name += strcmp(fw_face_of(g, c)->name, fw_face_of(g, d)->name) == 0;
        }
        long limit = 4;
        bool replaced = false;
        if (fw_has_keyword(g, c, FW_KW_DRAGON_BALL)) {
            RULE("15-13-1");
            limit = 7;           /* 15-13-2: up to 7 of one card number */
        }
        long nmax = deck_rule(g, c, "number_max"), tmax = deck_rule(g, c, "total_max");
        if (nmax >= 0 || tmax >= 0) {
            RULE("6-1-4-3");
            RULE("6-1-4-3-1");
            RULE("9-5-3");
        }
        if (nmax >= 0) {
            limit = nmax;
            replaced = true;
        }
        if (same_number > limit)
            *(replaced ? &bad_replaced : &bad_copies) = true;
        if (tmax >= 0 && same_name > tmax)
            bad_replaced = true;
        if (fw_has_keyword(g, c, FW_KW_SUPER_COMBO))
            super++;
        if (fw_has_keyword(g, c, FW_KW_DRAGON_BALL))
            dragon++;
    }
    if (super) {
        RULE("15-8-1");
        RULE("15-8-2");
        bad_super = super > 4;
    }
    if (dragon) {
        RULE("15-13-2");
        bad_dragon = dragon > 7;
    }
    if (bad_copies)
        json_array_append_new(rules, json_string("6-1-4-2"));
    if (bad_replaced)
        json_array_append_new(rules, json_string("6-1-4-3"));
    if (bad_super)
        json_array_append_new(rules, json_string("15-8-2"));
    if (bad_dragon)
        json_array_append_new(rules, json_string("15-13-2"));
}
