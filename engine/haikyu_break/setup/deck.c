/* deck.c — the deck (4-1) and the pre-game (4-2): the deck's conditions, 40 cards and at most
 * 8 event cards (4-1-2), changed by the deck-building permanents of its cards (4-1-2-1,
 * 4-1-2-1-1, 6-5-4) whose attributes and names count from the start (4-1-2-1-2), checked when
 * the deck is presented (4-2-1-1); then the first serve right (4-2-1-2), the shuffles (4-2-1-3),
 * the opening hands and one mulligan each, the first server first (4-2-1-4, 4-2-1-4-1), the set
 * cards (4-2-1-5), with the pre-game permanents of the decks' cards (4-2-2, 6-5-5,
 * HB-PREGAME-APPLIED). */
#include "engine/haikyu_break/setup/setup.h"
#include "engine/haikyu_break/actions/actions.h"
#include "engine/haikyu_break/effects/effects.h"
#include "engine/haikyu_break/skills/skills.h"

#include <string.h>

/* The deck's cards' permanents with `key` (deck_rule, pregame), in deck order. */
static size_t deck_rules(hb_game *g, int player, const char *key, const json_t **out,
                         int *holders, size_t max)
{
    const tcg_list *deck = hb_zl(g, player, HB_DECK);
    size_t n = 0;
    for (size_t i = 0; i < deck->n; i++) {
        int c = deck->v[i];
        for (size_t s = 0; s < g->c[c].nskills && n < max; s++) {
            const json_t *v = strcmp(key, "deck_rule") == 0 ? g->c[c].skills[s].deck_rule
                                                              : g->c[c].skills[s].pregame;
            if (v) {
                holders[n] = c;
                out[n++] = v;
            }
        }
    }
    return n;
}

bool hb_deck_check(hb_game *g, int player)
{
    const tcg_list *deck = hb_zl(g, player, HB_DECK);
    json_t *rules = json_array();
    long events = 0, max_events = 8;
    const json_t *dr[64];
    int holders[64];
    size_t ndr = deck_rules(g, player, "deck_rule", dr, holders, 64);
    for (size_t k = 0; k < ndr; k++)
        if (json_object_get(dr[k], "events")) {
            RULE(g->run, "4-1-2-1");       /* the condition changed, as a replacement */
            max_events = (long)json_integer_value(json_object_get(dr[k], "events"));
        }
    for (size_t i = 0; i < deck->n; i++)
        if (g->c[deck->v[i]].type == HB_T_EVENT)
            events++;
    RULE(g->run, "4-1-2");
    RULE(g->run, "4-2-1-1");
    if (deck->n != 40 || events > max_events)
        json_array_append_new(rules, json_string("4-1-2"));
    bool broken = false;
    for (size_t k = 0; k < ndr && !broken; k++) {
        const json_t *r = dr[k];
        hb_ctx x;
        hb_ctx_init(&x, holders[k], -1, player);
        RULE(g->run, "4-1-2-1-1");
        RULE(g->run, "6-5-4");
        if (json_object_get(r, "max_copies")) {
            long copies = 0;
            for (size_t i = 0; i < deck->n; i++)
                if (strcmp(hb_name(g, deck->v[i]), hb_name(g, holders[k])) == 0)
                    copies++;
            broken = copies > (long)json_integer_value(json_object_get(r, "max_copies"));
        } else if (json_object_get(r, "forbid") || json_object_get(r, "only")) {
            bool only = json_object_get(r, "only") != NULL;
            const json_t *f = json_object_get(r, only ? "only" : "forbid");
            RULE(g->run, "4-1-2-1-2");   /* attributes gained in every zone count already */
            for (size_t i = 0; i < deck->n && !broken; i++)
                broken = hb_filter(g, &x, deck->v[i], f) != only;
        }
        hb_ctx_free(&x);
    }
    if (broken)
        json_array_append_new(rules, json_string("4-1-2-1"));
    bool legal = json_array_size(rules) == 0;
    json_t *ev = eng_event_new(g->run, "deck-check");
    json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[player]));
    json_object_set_new_nocheck(ev, "legal", json_boolean(legal));
    json_object_set_new_nocheck(ev, "rules", rules);
    return legal;
}

/* The opening hand's size and the set cards' number, as the pre-game permanents change them. */
static long pregame_number(hb_game *g, int player, const char *key, long dflt)
{
    const json_t *pg[64];
    int holders[64];
    size_t n = deck_rules(g, player, "pregame", pg, holders, 64);
    for (size_t k = 0; k < n; k++)
        if (json_object_get(pg[k], key)) {
            RULE(g->run, "4-2-2");
            RULE(g->run, "6-5-5");
            return (long)json_integer_value(json_object_get(pg[k], key));
        }
    return dflt;
}

int hb_pregame(hb_game *g, int *first_server)
{
    RULE(g->run, "4-2-1");
    bool ok = hb_deck_check(g, HB_P1);
    ok = hb_deck_check(g, HB_P2) && ok;
    if (!ok)
        return TCG_STOP;                   /* the game does not start */
    RULE(g->run, "4-2-1-2");
    int chooser;
    TCG_TRY(tcg_random_player(&g->t, "chooser", &chooser));
    bool take;
    TCG_TRY(tcg_choose_bool(&g->t, "serve", chooser, &take));
    int first = take ? chooser : hb_opp(chooser);
    *first_server = first;
    g->t.tp = first;                       /* the first server decides first (4-2-1-4) */
    json_t *ev = eng_event_new(g->run, "serve-right");
    json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[first]));
    int order[2] = {first, hb_opp(first)};
    RULE(g->run, "4-2-1-3");
    RULE(g->run, "3-2-1");
    for (int k = 0; k < 2; k++)
        TCG_TRY(hb_shuffle_deck(g, order[k]));
    RULE(g->run, "4-2-1-4");
    long hand[2];
    for (int k = 0; k < 2; k++) {
        hand[order[k]] = pregame_number(g, order[k], "hand", 6);
        TCG_TRY(hb_draw(g, order[k], hand[order[k]]));
    }
    for (int k = 0; k < 2; k++) {          /* 4-2-1-4-1: once each, the first server first */
        int p = order[k];
        const tcg_list *h = hb_zl(g, p, HB_HAND);
        int back[64];
        size_t nb = 0;
        TCG_TRY(tcg_choose_cards(&g->t, "mulligan", p, h->v, h->n, 0, h->n, back, &nb));
        RULE(g->run, "4-2-1-4-1");
        if (!nb)
            continue;
        ev = eng_event_new(g->run, "mulligan");
        json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[p]));
        json_object_set_new_nocheck(ev, "cards", tcg_ids_json(&g->t, back, nb));
        for (size_t i = 0; i < nb; i++)
            TCG_TRY(hb_move_plain(g, back[i], p, HB_DECK, TCG_TOP, "mulligan"));
        TCG_TRY(hb_shuffle_deck(g, p));
        long want = hand[p] - (long)hb_zl(g, p, HB_HAND)->n;
        TCG_TRY(hb_draw(g, p, want));
    }
    RULE(g->run, "4-2-1-5");
    RULE(g->run, "1-2-3");
    RULE(g->run, "3-11-1");
    for (int k = 0; k < 2; k++) {
        long n = pregame_number(g, order[k], "set", 2);
        for (long i = 0; i < n && hb_zl(g, order[k], HB_DECK)->n; i++)
            TCG_TRY(hb_move_plain(g, hb_zl(g, order[k], HB_DECK)->v[0], order[k], HB_SET,
                                  TCG_TOP, "setup"));
    }
    RULE(g->run, "4-2-1-6");
    return TCG_OK;
}
