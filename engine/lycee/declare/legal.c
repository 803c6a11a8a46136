/* legal.c — the answer to `query legal` at a declaration timing: the exact set of actions the
 * player may declare there, without targets or payments: those whose timing allows them
 * (08xx/行動が許可される宣言タイミング), whose main element can be designated, uses left included
 * (0603/行動の主要素の指定~r1), and for which some target exists; `pass` unless a character must
 * attack (1600). The payment is not part of it: a declaration that cannot be paid fails at step 3. */
#include "engine/lycee/declare/declare.h"
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/setup/setup.h"

static bool declarable(ly_game *g, ly_decl *d, unsigned tim)
{
    if (!(ly_action_timings(g, d) & tim) || ly_main_element(g, d))
        return false;
    bool limited = d->action == LY_A_ABILITY || d->action == LY_A_BASIC ||
                   d->action == LY_A_EVENT || d->action == LY_A_OTHER || d->action == LY_A_HAND;
    const char *why;
    ly_ref use = d->ref;
    if (limited && !ly_use_allowed(g, d->player, use, false, &why))
        return false;
    return ly_some_target(g, d);
}

static void add(ly_game *g, json_t *out, ly_decl *d, unsigned tim, int index)
{
    if (!declarable(g, d, tim))
        return;
    json_t *a = json_object();
    json_object_set_new(a, "do", json_string(ly_action_names[d->action]));
    json_object_set_new(a, d->action == LY_A_OTHER ? "source" : "card", ly_card_json(g, d->card));
    if (index >= 0)
        json_object_set_new(a, "ability", json_integer(index));
    json_array_append_new(out, a);
}

static ly_decl decl_of(ly_game *g, int action, int player, int card, unsigned tim)
{
    return (ly_decl){.action = action, .player = player, .card = card, .timing = (int)tim,
                     .ref = {card, LY_REF_ABILITY, action == LY_A_EVENT ? 0 : -1}, .index = -1,
                     .field = {-1, TCG_NOWHERE, 0}, .from = tcg_where(&g->t, card),
                     .card_inc = g->t.cards[card].inc};
}

json_t *ly_legal(ly_game *g, int player, unsigned tim)
{
    json_t *out = json_array();
    for (size_t i = 0; i < g->t.ncards; i++) {
        int card = (int)i;
        const ly_card *c = &g->c[card];
        int zone = ly_zone_of(g, card);
        if (zone == LY_HAND && ly_player_of(g, card) == player) {
            static const int by_type[] = {LY_A_PLAY, LY_A_EVENT, LY_A_ITEM, LY_A_AREA};
            ly_decl d = decl_of(g, by_type[c->type], player, card, tim);
            add(g, out, &d, tim, -1);
            for (size_t k = 0; k < c->nabil; k++)
                if (c->abil[k].kind == LY_K_HAND) {
                    d = decl_of(g, LY_A_HAND, player, card, tim);
                    d.ref.index = d.index = (int)k;
                    add(g, out, &d, tim, (int)k);
                }
            continue;
        }
        if (ly_on_field(g, card) && ly_player_of(g, card) == player) {
            for (int k = 0;; k++) {
                ly_ref ref;
                bool has = ly_ability_of(g, card, k, &ref) != NULL;
                if (!has && (size_t)k >= c->nabil)
                    break;                  /* past the printed ones and the gained ones */
                if (!has)
                    continue;               /* a printed one lost (1580:特殊能力を失う) */
                ly_decl d = decl_of(g, LY_A_ABILITY, player, card, tim);
                d.ref = ref;
                d.index = k;
                add(g, out, &d, tim, k);
            }
            const ly_basic *b[32];
            ly_ref refs[32];
            size_t n = ly_basics(g, card, b, refs, 32);
            for (size_t k = 0; k < n; k++) {
                ly_decl d = decl_of(g, LY_A_BASIC, player, card, tim);
                d.ref = refs[k];
                d.index = (int)k;
                add(g, out, &d, tim, (int)k);
            }
            ly_decl d = decl_of(g, LY_A_ATTACK, player, card, tim);
            add(g, out, &d, tim, -1);
            d = decl_of(g, LY_A_SUPPORT, player, card, tim);
            add(g, out, &d, tim, -1);
        }
        bool source = (c->type == LY_T_ITEM && c->role == LY_ROLE_ITEM) ||
                      (c->type == LY_T_AREA && ly_is_field(zone));
        for (size_t k = 0; source && k < c->nabil; k++) {
            ly_decl d = decl_of(g, LY_A_OTHER, player, card, tim);
            d.ref.index = d.index = (int)k;
            add(g, out, &d, tim, (int)k);
        }
    }
    if (tim != LY_TIM_MAIN_TP || ly_must_attack(g, player) < 0)
        json_array_append_new(out, json_pack("{s:s}", "do", "pass"));
    return out;
}
