/* state.c — the observation of a fusion-world run (docs/engines/fusion-world.md, "the
 * state"): the turn, the result, each player's zones with the current power and combo power of
 * the cards that have them (every continuous effect and the damage step's combo additions
 * applied, 9-8-1), and the `view`: the cards whose face each player sees where they now are and
 * the counts of cards every player knows (3-1-2, 3-1-3, 0-3-12), the core's view (tcg_view.h);
 * and the same state as bytes, two states being the same exactly when their bytes are (an
 * endless loop's fingerprint, turn/loop.c). */
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/skills/skills.h"

static const char *const phase_names[] = {"pregame", "charge", "main", "end"};
static const char *const step_names[] = {NULL, "attack", "offense", "defense", "damage",
                                         "battle-end", "main-end"};

static json_t *opt_string(const char *s)
{
    return s ? json_string(s) : json_null();
}

static json_t *power_json(fw_game *g, int card)
{
    if (!fw_face_of(g, card)->has_power)
        return json_null();
    return json_integer(fw_power(g, card));
}

static json_t *battle_entry(fw_game *g, int card)
{
    fw_card *c = &g->c[card];
    return eng_object("card", tcg_id_json(&g->t, card), "rested", json_boolean(c->rested),
                      "power", power_json(g, card),
                      "combo", c->has_combo ? json_integer(fw_combo_power(g, card)) : json_null(),
                      "under", tcg_list_json(&g->t, &g->t.cards[card].attached),
                      "ki", json_integer((json_int_t)c->ki), NULL);
}

static json_t *player_json(fw_game *g, int p)
{
    json_t *o = json_object();
    const tcg_list *leader = fw_zl(g, p, FW_LEADER);
    if (leader->n) {
        int l = leader->v[0];
        json_object_set_new(o, "leader",
                            eng_object("card", tcg_id_json(&g->t, l), "rested",
                                       json_boolean(g->c[l].rested), "face",
                                       json_string(g->c[l].side ? "back" : "front"), "power",
                                       power_json(g, l), NULL));
    }                            /* an empty leader area (an illegal deck's) shows no key */
    json_t *battle = json_array();
    const tcg_list *b = fw_zl(g, p, FW_BATTLE);
    for (size_t i = 0; i < b->n; i++)
        json_array_append_new(battle, battle_entry(g, b->v[i]));
    json_object_set_new(o, "battle", battle);
    json_t *energy = json_array();
    const tcg_list *e = fw_zl(g, p, FW_ENERGY);
    for (size_t i = 0; i < e->n; i++)
        json_array_append_new(energy, eng_object("card", tcg_id_json(&g->t, e->v[i]), "rested",
                                                 json_boolean(g->c[e->v[i]].rested), NULL));
    json_object_set_new(o, "energy", energy);
    json_object_set_new(o, "markers", json_integer(g->markers[p]));
    static const struct { const char *key; int zone; } lists[] = {
        {"hand", FW_HAND}, {"deck", FW_DECK}, {"life", FW_LIFE}, {"drop", FW_DROP}};
    for (size_t i = 0; i < sizeof lists / sizeof *lists; i++)
        json_object_set_new(o, lists[i].key, tcg_list_json(&g->t, fw_zl(g, p, lists[i].zone)));
    /* the combo area's cards with their power and combo power (what 8-4-4 / 8-4-5 add) */
    json_t *combo = json_array();
    const tcg_list *k = fw_zl(g, p, FW_COMBO);
    for (size_t i = 0; i < k->n; i++)
        json_array_append_new(combo, eng_object("card", tcg_id_json(&g->t, k->v[i]), "power",
                                                power_json(g, k->v[i]), "combo",
                                                json_integer(fw_combo_power(g, k->v[i])), NULL));
    json_object_set_new(o, "combo", combo);
    /* removed cards are in no area (13-9-2): each is listed with its owner, in the order
     * removed */
    json_t *removed = tcg_list_json(&g->t, fw_zl(g, p, FW_REMOVED));
    json_object_set_new(o, "removed", removed);
    return o;
}

/* What each player sees (faces, 3-1-3, 0-3-12) and the number of cards of every zone, which
 * every player knows (3-1-2), in the page's order (leader, battle, energy, hand, deck, life,
 * drop, combo; then the removed cards, face up for both, 13-9-3); a battle card is followed by
 * the cards under it (16-2-2-2: a stack is one card of its zone; the state lists no cards under
 * a leader). Energy markers and 【気】 are no cards (1-11-3, 1-12-5). A reveal (13-10) lasts
 * while its cost or effect does (13-10-2): none lasts past a run's end, so a hand shows to its
 * own player only. */
json_t *fw_view_json(fw_game *g)
{
    RULE(g->run, "3-1-2");               /* the counts */
    RULE(g->run, "3-1-3");               /* public and hidden zones (0-3-12) */
    RULE(g->run, "0-3-12");
    RULE(g->run, "3-3-2");               /* a hand is seen by its own player */
    static const int order[] = {FW_LEADER, FW_BATTLE, FW_ENERGY, FW_HAND, FW_DECK, FW_LIFE,
                                FW_DROP, FW_COMBO, FW_REMOVED};
    return tcg_view_json(&g->t, order, sizeof order / sizeof *order);
}

/* --- the same state as bytes (a loop's fingerprint: equal bytes, equal states) -------------- */

void fw_key_put(strbuf *b, long v)
{
    sb_put(b, (const char *)&v, sizeof v);
}

static void key_list(strbuf *b, const tcg_list *l)
{
    fw_key_put(b, (long)l->n);
    sb_put(b, (const char *)l->v, l->n * sizeof *l->v);
}

/* A card's power as power_json has it: its flag, then the value (the same fw_power calls). */
static void key_power(fw_game *g, strbuf *b, int card)
{
    bool has = fw_face_of(g, card)->has_power;
    fw_key_put(b, has);
    if (has)
        fw_key_put(b, fw_power(g, card));
}

void fw_state_key(fw_game *g, strbuf *b)
{
    static const long none = -9;             /* a marker no value of the state takes */
    long head[] = {g->t.turn, g->t.tp, g->t.first, g->phase, g->step, g->result};
    sb_put(b, (const char *)head, sizeof head);
    for (int p = 0; p < 2; p++) {
        const tcg_list *leader = fw_zl(g, p, FW_LEADER);
        if (leader->n) {
            int l = leader->v[0];
            long lk[] = {l, g->c[l].rested, g->c[l].side};
            sb_put(b, (const char *)lk, sizeof lk);
            key_power(g, b, l);
        } else {
            fw_key_put(b, none);
        }
        const tcg_list *battle = fw_zl(g, p, FW_BATTLE);
        fw_key_put(b, (long)battle->n);
        for (size_t i = 0; i < battle->n; i++) {
            int k = battle->v[i];
            const fw_card *c = &g->c[k];
            long bk[] = {k, c->rested};
            sb_put(b, (const char *)bk, sizeof bk);
            key_power(g, b, k);
            long ck[] = {c->has_combo, fw_combo_power(g, k), c->ki};
            sb_put(b, (const char *)ck, sizeof ck);
            key_list(b, &g->t.cards[k].attached);
        }
        const tcg_list *energy = fw_zl(g, p, FW_ENERGY);
        fw_key_put(b, (long)energy->n);
        for (size_t i = 0; i < energy->n; i++) {
            long ek[] = {energy->v[i], g->c[energy->v[i]].rested};
            sb_put(b, (const char *)ek, sizeof ek);
        }
        fw_key_put(b, g->markers[p]);
        static const int lists[] = {FW_HAND, FW_DECK, FW_LIFE, FW_DROP, FW_COMBO, FW_REMOVED};
        for (size_t i = 0; i < sizeof lists / sizeof *lists; i++)
            key_list(b, fw_zl(g, p, lists[i]));
    }
}

json_t *fw_state_json(fw_game *g)
{
    json_t *turn = json_pack("{s:I, s:o, s:o, s:s, s:o}", "number", (json_int_t)g->t.turn,
                             "player", g->t.tp >= 0 ? json_string(fw_player_names[g->t.tp]) : json_null(),
                             "first", g->t.first >= 0 ? json_string(fw_player_names[g->t.first]) : json_null(),
                             "phase", phase_names[g->phase], "step", opt_string(step_names[g->step]));
    json_t *result = json_null();
    if (g->result == 2)
        result = json_pack("{s:b}", "draw", 1);
    else if (g->result >= 0)
        result = json_pack("{s:s}", "winner", fw_player_names[g->result]);
    json_t *s = json_pack("{s:o, s:o}", "turn", turn, "result", result);
    for (int p = 0; p < 2; p++)
        json_object_set_new(s, fw_player_names[p], player_json(g, p));
    return s;
}
