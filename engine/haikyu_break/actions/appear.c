/* appear.c — appearances (1-4-5): the appearance step of the serve, block, receive, toss and
 * attack phases (5-13, 1-4-5-4, 1-4-5-4-1): one character card from the hand into the phase's
 * area, or 1–3 of distinct names into the block area, one of them the centre blocker on top of
 * the centre stack, the others side blockers (3-6-3, 3-6-3-1, 1-4-5-4-2); a card whose parameter
 * of that area is 「-」 never appears (1-4-5-1, 1-3-2-2), nor one an effect forbids (0-2-6); the
 * toss character not of the receive character's name, the attack character not of the toss
 * character's (1-4-5-4-1, 2-6-1-1). A turn player who cannot or does not make one appear
 * declares lost (1-4-9-1). */
#include "engine/haikyu_break/actions/actions.h"
#include "engine/haikyu_break/skills/skills.h"
#include "engine/haikyu_break/turn/turn.h"
#include "engine/haikyu_break/zones/zones.h"

#include <string.h>

static int area_of_phase(hb_phase ph)
{
    switch (ph) {
    case HB_PH_SERVE: return HB_SERVE;
    case HB_PH_BLOCK: return HB_BLOCK;
    case HB_PH_RECEIVE: return HB_RECEIVE;
    case HB_PH_TOSS: return HB_TOSS;
    default: return HB_ATTACK;
    }
}

const char *hb_appear_refused(hb_game *g, int player, int card, int zone, int role)
{
    if (!g->c[card].param[hb_param_of_area(zone)].has) {
        RULE(g->run, "1-3-2-1");
        return RULE(g->run, "1-4-5-1"), "1-4-5-1";                   /* 1-3-2-2: 「-」 for that area */
    }
    if (hb_forbidden(g, player, "appear", card, zone, role))
        return RULE(g->run, "0-2-6"), "0-2-6";
    return NULL;
}

int hb_appear(hb_game *g, int card, int player, int zone, int role, const char *how)
{
    json_t *ev = eng_event_new(g->run, "appear");
    json_object_set_new_nocheck(ev, "card", tcg_id_json(&g->t, card));
    json_object_set_new_nocheck(ev, "area", json_string(hb_zone_names[zone]));
    if (zone == HB_BLOCK)
        json_object_set_new_nocheck(ev, "role", json_string(role == HB_ROLE_SIDE ? "side"
                                                                                 : "centre"));
    json_object_set_new_nocheck(ev, "how", json_string(how));
    RULE(g->run, "1-4-5");
    RULE(g->run, "1-2-14");
    RULE(g->run, "1-2-14-1");
    RULE(g->run, zone == HB_SERVE ? "3-5-1" : zone == HB_BLOCK ? "3-6-1" : zone == HB_RECEIVE
                 ? "3-7-1" : zone == HB_TOSS ? "3-8-1" : "3-9-1");
    if (zone == HB_BLOCK)
        RULE(g->run, role == HB_ROLE_SIDE ? "1-2-14-3" : "1-2-14-2");
    tcg_place from = tcg_where(&g->t, card);
    bool same_area = hb_is_gut(g, card) && from.player == player && from.zone == zone;
    if (same_area) {
        RULE(g->run, "1-4-5-3");            /* a gut appears in its own area: no zone change */
        hb_to_top(g, card, player, zone, role);
        hb_reach_sweep(g);
    } else {
        if (from.zone != HB_HAND)
            RULE(g->run, "1-4-5-2");        /* from another zone than the hand */
        TCG_TRY(hb_move_role(g, card, player, zone, TCG_DEFAULT, role, "appear"));
    }
    tcg_event e = tcg_event_of("appear", card, player);
    e.from = from;
    e.to = tcg_at(player, zone);
    e.arg = !same_area;                     /* 6-6-2-3: a zone-move trigger only from another */
    return tcg_raise(&g->t, &e);
}

/* --- the appearance step ---------------------------------------------------------------------- */

static bool in_hand_character(hb_game *g, int player, int card)
{
    return card >= 0 && hb_zone_of(g, card) == HB_HAND && hb_player_of(g, card) == player &&
           g->c[card].type == HB_T_CHARACTER;
}

/* The clause refusing `card` as the step's single appearance, NULL when it may appear. */
static const char *single_refused(hb_game *g, int player, int card, int zone)
{
    if (!in_hand_character(g, player, card))
        return RULE(g->run, "1-4-5-4"), "1-4-5-4";
    const char *r = hb_appear_refused(g, player, card, zone, HB_ROLE_NONE);
    if (r && strcmp(r, "1-4-5-1") == 0)
        return r;
    int other = zone == HB_TOSS ? hb_character(g, player, HB_RECEIVE)
                : zone == HB_ATTACK ? hb_character(g, player, HB_TOSS) : -1;
    if (other >= 0) {
        RULE(g->run, "2-6-1");
        RULE(g->run, "2-6-1-1");            /* names equal only when the strings are */
        RULE(g->run, "2-6-1-1~x1");
        if (strcmp(hb_name(g, card), hb_name(g, other)) == 0)
            return RULE(g->run, "1-4-5-4-1"), "1-4-5-4-1";
    }
    return r;
}

/* A block appearance: cards[0..n) with `centre` (-1 none); the clause refusing it, or NULL. */
static const char *block_refused(hb_game *g, int player, const int *cards, size_t n, int centre)
{
    for (size_t i = 0; i < n; i++)
        if (!in_hand_character(g, player, cards[i]))
            return RULE(g->run, "1-4-5-4"), "1-4-5-4";
    for (size_t i = 0; i < n; i++)
        if (!g->c[cards[i]].param[HB_BL].has) {
            RULE(g->run, "1-3-2-1");         /* 「-」: no block point */
            return RULE(g->run, "1-4-5-1"), "1-4-5-1";
        }
    if (centre < 0 && n > 2)
        return RULE(g->run, "1-4-5-4-1"), "1-4-5-4-1";                 /* no centre blocker: two at most */
    if (n > 3 || n == 0)
        return RULE(g->run, "3-6-3"), "3-6-3";
    if (n > 1)
        RULE(g->run, "2-6-1-1");            /* names equal only when the strings are */
    for (size_t i = 0; i < n; i++)
        for (size_t k = i + 1; k < n; k++)
            if (strcmp(hb_name(g, cards[i]), hb_name(g, cards[k])) == 0)
                return RULE(g->run, "1-4-5-4-1"), "1-4-5-4-1";         /* one name once */
    bool among = centre < 0;
    for (size_t i = 0; i < n; i++)
        if (cards[i] == centre)
            among = true;
    if (!among)
        return RULE(g->run, "3-6-3-1"), "3-6-3-1";
    if (centre < 0)
        for (size_t i = 0; i < n; i++)      /* one of them must be the centre blocker if it can */
            if (!hb_forbidden(g, player, "appear", cards[i], HB_BLOCK, HB_ROLE_CENTRE))
                return RULE(g->run, "3-6-3-1"), "3-6-3-1";
    for (size_t i = 0; i < n; i++)
        if (hb_forbidden(g, player, "appear", cards[i], HB_BLOCK,
                         cards[i] == centre ? HB_ROLE_CENTRE : HB_ROLE_SIDE))
            return RULE(g->run, "0-2-6"), "0-2-6";
    return NULL;
}

static json_t *single_action(hb_game *g, int card)
{
    return eng_object("do", json_string("appear"), "card", tcg_id_json(&g->t, card), NULL);
}

static json_t *block_action(hb_game *g, const int *cards, size_t n, int centre)
{
    json_t *ids = tcg_ids_json(&g->t, cards, n);
    return eng_object("do", json_string("appear"), "cards", ids, "centre",
                      centre >= 0 ? tcg_id_json(&g->t, centre) : json_null(), NULL);
}

/* One set of block cards: its legal appearances into `out`; whether it has one. */
static bool consider(hb_game *g, int player, const int *set, size_t k, json_t *out)
{
    bool any = false;
    for (size_t i = 0; i < k; i++) {
        if (block_refused(g, player, set, k, set[i]))
            continue;
        any = true;
        if (out)
            json_array_append_new(out, block_action(g, set, k, set[i]));
    }
    if (!any && !block_refused(g, player, set, k, -1)) {
        any = true;
        if (out)
            json_array_append_new(out, block_action(g, set, k, -1));
    }
    return any;
}

/* The legal appearances, into `out` (NULL: only whether there is one). */
static bool list_appearances(hb_game *g, int player, int zone, json_t *out)
{
    const tcg_list *hand = hb_zl(g, player, HB_HAND);
    bool any = false;
    if (zone != HB_BLOCK) {
        for (size_t i = 0; i < hand->n; i++) {
            if (single_refused(g, player, hand->v[i], zone))
                continue;
            any = true;
            if (out)
                json_array_append_new(out, single_action(g, hand->v[i]));
        }
        return any;
    }
    size_t n = hand->n;
    for (size_t a = 0; a < n && (out || !any); a++) {
        int set[3] = {hand->v[a], -1, -1};
        any |= consider(g, player, set, 1, out);
        for (size_t b = a + 1; b < n && (out || !any); b++) {
            set[1] = hand->v[b];
            any |= consider(g, player, set, 2, out);
            for (size_t c = b + 1; c < n && (out || !any); c++) {
                set[2] = hand->v[c];
                any |= consider(g, player, set, 3, out);
            }
        }
    }
    return any;
}

/* The same; only a query applies the clauses that decide the set (whether any appearance is
 * possible is the step's book-keeping). */
static bool legal_appearances(hb_game *g, int player, int zone, json_t *out)
{
    if (out)
        return list_appearances(g, player, zone, out);
    eng_trace_pause(g->run);
    bool any = list_appearances(g, player, zone, NULL);
    eng_trace_resume(g->run);
    return any;
}

/* A block appearance's cards and centre from the action. */
static int read_block(hb_game *g, const json_t *a, int *cards, size_t *n, int *centre)
{
    const json_t *v = json_object_get(a, "cards");
    if (!json_is_array(v) || json_array_size(v) == 0 || json_array_size(v) > 8)
        return eng_error(g->run, "appear: \"cards\" must be an array of 1 to 3 card ids");
    *n = json_array_size(v);
    for (size_t i = 0; i < *n; i++) {
        if (tcg_get_card(&g->t, json_array_get(v, i), "appear.cards", &cards[i]) != 0)
            return -1;
        for (size_t k = 0; k < i; k++)
            if (cards[k] == cards[i])
                return eng_error(g->run, "appear: card \"%s\" is listed twice", hb_id(g, cards[i]));
    }
    const json_t *c = json_object_get(a, "centre");
    *centre = -1;
    if (c && !json_is_null(c))
        return tcg_get_card(&g->t, c, "appear.centre", centre);
    if (!c && *n == 1)
        *centre = hb_forbidden(g, g->t.tp, "appear", cards[0], HB_BLOCK, HB_ROLE_CENTRE)
                  ? -1 : cards[0];
    return 0;
}

/* Make the step's appearance (single or block) and say which clause allowed it. */
static int do_appear(hb_game *g, int player, int zone, const int *cards, size_t n, int centre)
{
    RULE(g->run, "1-4-5-4");
    RULE(g->run, "1-4-5-4-1");
    RULE(g->run, "1-4-5-1");
    RULE(g->run, "1-3-2-2");
    RULE(g->run, "1-3-2");
    RULE(g->run, "1-4-5-4-2");
    if (zone != HB_BLOCK) {
        if (zone == HB_TOSS || zone == HB_ATTACK) {
            RULE(g->run, "2-6-1-1");
            RULE(g->run, "2-6-1-1~x1");
        }
        return hb_appear(g, cards[0], player, zone, HB_ROLE_NONE, "step");
    }
    if (n > 1)
        RULE(g->run, "2-6-1-1");            /* its names all differ (1-4-5-4-1) */
    RULE(g->run, "3-6-3");
    RULE(g->run, "3-6-1-1");
    if (centre >= 0) {
        RULE(g->run, "3-6-3-1");
        RULE(g->run, "3-6-2-1");
        TCG_TRY(hb_appear(g, centre, player, HB_BLOCK, HB_ROLE_CENTRE, "step"));
    }
    for (size_t i = 0; i < n; i++)
        if (cards[i] != centre)
            TCG_TRY(hb_appear(g, cards[i], player, HB_BLOCK, HB_ROLE_SIDE, "step"));
    return TCG_OK;
}

int hb_appear_step(hb_game *g)
{
    int tp = g->t.tp, zone = area_of_phase(g->phase);
    RULE(g->run, "5-13-1");
    RULE(g->run, "5-13-2");
    RULE(g->run, "8-5-1");
    if (!legal_appearances(g, tp, zone, NULL)) {
        const tcg_list *hand = hb_zl(g, tp, HB_HAND);
        for (size_t i = 0; i < hand->n; i++)
            if (in_hand_character(g, tp, hand->v[i]) &&
                !g->c[hand->v[i]].param[hb_param_of_area(zone)].has)
                RULE(g->run, "1-4-5-1");    /* a character with 「-」 for the area cannot appear */
        RULE(g->run, "1-4-9-1");            /* it cannot: it declares lost */
        if (g->rally_first)
            RULE(g->run, "1-2-4");
        RULE(g->run, "5-14-2");             /* the step does not end: no free step follows */
        TCG_TRY(hb_declare_lost(g, tp, "appear"));
        return hb_jumped(g);
    }
    for (;;) {
        const json_t *a;
        TCG_TRY(hb_read_action(g, &a));
        if (json_object_get(a, "query")) {
            json_t *acts = json_array();
            legal_appearances(g, tp, zone, acts);
            json_array_append_new(acts, eng_object("do", json_string("pass"), NULL));
            RULE(g->run, "1-4-5-4-1");
            eng_legal(g->run, acts);
            continue;
        }
        const char *what = json_string_value(json_object_get(a, "do"));
        int by;
        if (hb_action_by(g, a, tp, &by) != 0)
            return TCG_ERR;
        if (!what)
            return eng_error(g->run, "an action needs \"do\"");
        if (by != tp || (strcmp(what, "appear") != 0 && strcmp(what, "pass") != 0)) {
            if (strcmp(what, "appear") && strcmp(what, "pass") && strcmp(what, "use") &&
                strcmp(what, "play") && strcmp(what, "lost"))
                return eng_error(g->run, "unknown action \"%s\"", what);
            eng_reject(g->run, "5-13-2", "the appearance step is the turn player's: %s "
                       "cannot %s here", hb_player_names[by], what);
            RULE(g->run, "5-13-2");
            continue;
        }
        if (strcmp(what, "pass") == 0) {
            static const char *const keys[] = {"do", "by", NULL};
            if (eng_only_keys(g->run, a, "pass", keys) != 0)
                return TCG_ERR;
            RULE(g->run, "1-4-9-1");
            if (g->rally_first)
                RULE(g->run, "1-2-4");      /* giving up the serve */
            RULE(g->run, "5-14-2");         /* the step does not end: no free step follows */
            TCG_TRY(hb_declare_lost(g, tp, "appear"));
            return hb_jumped(g);
        }
        int cards[8], centre = -1;
        size_t n = 1;
        const char *refused;
        if (zone == HB_BLOCK) {
            static const char *const keys[] = {"do", "by", "cards", "centre", NULL};
            if (eng_only_keys(g->run, a, "appear", keys) != 0 ||
                read_block(g, a, cards, &n, &centre) != 0)
                return TCG_ERR;
            refused = block_refused(g, tp, cards, n, centre);
        } else {
            static const char *const keys[] = {"do", "by", "card", NULL};
            const json_t *c = json_object_get(a, "card");
            if (eng_only_keys(g->run, a, "appear", keys) != 0)
                return TCG_ERR;
            if (!c)
                return eng_error(g->run, "appear: \"card\" is required");
            if (tcg_get_card(&g->t, c, "appear.card", &cards[0]) != 0)
                return TCG_ERR;
            refused = single_refused(g, tp, cards[0], zone);
        }
        if (refused) {
            eng_reject(g->run, refused, "this appearance is not allowed");
            continue;
        }
        TCG_TRY(do_appear(g, tp, zone, cards, n, centre));
        break;
    }
    TCG_TRY(hb_jumped(g));
    TCG_TRY(hb_check_process(g));           /* 5-13-2 ①'s check process, then ② */
    return TCG_OK;
}
