/* triggers.c — trigger conditions (9-6, 1-3-6-3, 0-3-6): each event the game reports here
 * makes pending every 【自動】 whose trigger it meets and whose skill is valid — for a zone move,
 * valid where the rules look (9-6-7-1: the battle area for a card leaving it, 9-6-7-2) — and
 * every delayed effect whose time has come (1-5-2-1-1); state triggers (9-6-8) are checked at
 * each check point. Turn-end autos become pending once per turn (7-4-2). A trigger reads the
 * card concerned as 9-6-7-1 says (as it was in the battle area it left, as it was in the public
 * zone it left for a hidden one or for outside the game, else as it is now), and the pending
 * auto keeps that reference for its effect (9-10-1). The events are the core's (tcg_event.h):
 * fw_fire is its event hook, each event carrying the number of the simultaneous event it belongs
 * to; an auto met several times by one event is pending once (9-6-2-1). */
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/zones/zones.h"

#include <string.h>

#define GROW(g, vec, n, cap)                                                  \
    do {                                                                      \
        if ((g)->n == (g)->cap) {                                             \
            (g)->cap = (g)->cap ? 2 * (g)->cap : 16;                          \
            (g)->vec = xrealloc((g)->vec, (g)->cap * sizeof *(g)->vec);   \
        }                                                                     \
    } while (0)

fw_delayed *fw_add_delayed(fw_game *g)
{
    GROW(g, del, ndel, capdel);
    fw_delayed *d = &g->del[g->ndel++];
    memset(d, 0, sizeof *d);
    return d;
}

static const char *const this_card_triggers[] = {"enter", "attack", "attacked", "ko", "block",
                                                 "damage-dealt", "combo-battle-end",
                                                 "placed-in-leader-area", "covered", "rest",
                                                 "stand", NULL};
static const char *const phase_triggers[] = {"turn-start", "charge-start", "main-start",
                                             "main-end", "turn-end", "offense-start",
                                             "defense-start", "damage-step-start", "battle-end",
                                             "damage-step-end", NULL};

static bool whose_ok(const json_t *trigger, int master, int player)
{
    const char *w = json_string_value(json_object_get(trigger, "whose"));
    if (!w || strcmp(w, "any") == 0)
        return true;
    return strcmp(w, "your") == 0 ? player == master : player != master;
}

static bool who_ok(const json_t *who, int master, int player)
{
    const char *w = json_string_value(who);
    if (!w || strcmp(w, "any") == 0)
        return true;
    return strcmp(w, "you") == 0 ? player == master : player != master;
}

static const fw_lki *fw_before(const fw_game *g, const tcg_event *ev)
{
    return ev->inc_before ? tcg_lki_get(&g->t, ev->card, ev->inc_before) : NULL;
}

/* 9-6-7-1: the information of a moved card an auto reads: the snapshot of the zone it left
 * (NULL: the card as it is now). */
static const fw_lki *move_view(const tcg_event *t, const fw_lki *before)
{
    if (!before || t->from.zone < 0 || t->to.zone < 0)
        return NULL;
    if (t->from.zone == FW_BATTLE && (t->to.zone != FW_BATTLE || t->to.player != t->from.player))
        return before;           /* 9-6-7-1-2 */
    if (fw_zone_public(t->from.zone) &&
        (!fw_zone_public(t->to.zone) || t->to.zone == FW_REMOVED))
        return before;           /* 9-6-7-1-1: as it was in the public zone */
    return NULL;
}

/* The trigger card as the auto reads it: its serial there. */
static unsigned trigger_serial(const fw_game *g, const tcg_event *t, const fw_lki *before)
{
    if (t->card < 0)
        return 0;
    if (strcmp(t->type, "ko") == 0 && before)
        return before->serial;
    if (strcmp(t->type, "move") == 0) {
        const fw_lki *v = move_view(t, before);
        if (v)
            return v->serial;
    }
    return g->t.cards[t->card].inc;
}

/* "enter", "attack", "ko" with "of": any card matching the zone spec (its who read from the
 * skill's master), read as 9-6-7-1 says; without it, the skill's own card. */
static bool card_event_ok(fw_game *g, const json_t *tr, int card, int master, const tcg_event *t,
                          const fw_lki *before)
{
    const json_t *of = json_object_get(tr, "of");
    if (!of)
        return card == t->card;
    if (t->card < 0)
        return false;
    if (t->arg & FW_OWN_ONLY) {
        RULE(g->run, "8-1-6-2");         /* a changed guard card makes no other card's auto pending */
        return false;
    }
    const fw_lki *lki = strcmp(t->type, "ko") == 0 ? before : NULL;
    if (lki)
        RULE(g->run, "9-6-7-1-2");
    int p = fw_info_player(g, t->card, lki), z = fw_info_zone(g, t->card, lki);
    if (strcmp(t->type, "enter") == 0)
        RULE(g->run, "9-6-7-3");         /* an arrival in the battle area from another zone */
    const char *w = json_string_value(json_object_get(of, "who"));
    if ((w && strcmp(w, "you") == 0 && p != master) ||
        (w && strcmp(w, "opponent") == 0 && p == master))
        return false;
    const char *zn = json_string_value(json_object_get(of, "zone"));
    int want = zn ? eng_enum_index(fw_zone_names, zn) : FW_BATTLE;
    if (!zn)
        RULE(g->run, "13-1-2");
    if (z != want && !(z == FW_LEADER && fw_spec_leader_too(g, of)))
        return false;
    if (strcmp(t->type, "enter") == 0 && json_object_get(of, "filter")) {
        RULE(g->run, "9-8-3");
        RULE(g->run, "9-8-3-1");         /* the entering card as the battle area's effects make it */
    }
    return fw_filter_view(g, json_object_get(of, "filter"), card, t->card, lki);
}

static bool move_ok(fw_game *g, const json_t *tr, int master, int source, const tcg_event *t,
                    const fw_lki *before)
{
    const char *from = json_string_value(json_object_get(tr, "from"));
    const char *to = json_string_value(json_object_get(tr, "to"));
    if (from && eng_enum_index(fw_zone_names, from) != t->from.zone)
        return false;
    if (to && eng_enum_index(fw_zone_names, to) != t->to.zone)
        return false;
    const json_t *who = json_object_get(tr, "who");
    if (who) {
        bool ok = false;
        if (from || !to)
            ok |= who_ok(who, master, t->from.player);
        if (to || !from)
            ok |= who_ok(who, master, t->to.player);
        if (!ok)
            return false;
    }
    RULE(g->run, "9-6-7");
    if (t->to.zone == FW_REMOVED)
        RULE(g->run, "13-9-4");
    const json_t *filter = json_object_get(tr, "filter");
    const fw_lki *view = NULL;
    if (t->from.zone >= 0 && t->to.zone >= 0) {
        /* the moved card's information, as the auto reads it (its filter here, 「そのカード」 in
         * its effect later, through the trigger's serial) */
        view = move_view(t, before);
        if (filter)
            RULE(g->run, "9-6-7-1");
        if (t->from.zone == FW_BATTLE && view)
            RULE(g->run, "9-6-7-1-2");
        else if (fw_zone_public(t->from.zone) != fw_zone_public(t->to.zone) ||
                 t->to.zone == FW_REMOVED)
            RULE(g->run, "9-6-7-1-1");
        else if (fw_zone_public(t->from.zone))
            RULE(g->run, "9-6-7-1-3");
        if (filter && t->to.zone == FW_BATTLE) {
            RULE(g->run, "9-8-3");
            RULE(g->run, "9-8-3-1");     /* read with the effects of its new zone applied */
        }
    }
    return fw_filter_view(g, filter, source, t->card, view);
}

/* Does the event meet this trigger of a skill whose card is `card` and master `master`? */
static bool meets(fw_game *g, const json_t *tr, int card, int master, const tcg_event *t,
                  const fw_lki *before)
{
    const char *on = json_string_value(json_object_get(tr, "on"));
    if (!on || strcmp(on, t->type) != 0)
        return false;
    if (strcmp(on, "enter") == 0 || strcmp(on, "attack") == 0 || strcmp(on, "ko") == 0 ||
        strcmp(on, "attacked") == 0 || strcmp(on, "block") == 0 ||
        strcmp(on, "damage-dealt") == 0 || strcmp(on, "rest") == 0 ||
        strcmp(on, "stand") == 0)
        return card_event_ok(g, tr, card, master, t, before);
    if (eng_enum_index(this_card_triggers, on) >= 0)
        return card == t->card;
    if (eng_enum_index(phase_triggers, on) >= 0)
        return whose_ok(tr, master, t->player);
    if (strcmp(on, "move") == 0)
        return move_ok(g, tr, master, card, t, before);
    if (strcmp(on, "use") == 0)
        return who_ok(json_object_get(tr, "who"), master, t->player) &&
               fw_filter_ok(g, json_object_get(tr, "filter"), master, card, t->card);
    return false;
}

/* Where the skill of `card` is looked for: the battle area it left (9-6-7-1-2), else now; and
 * the card as it was there (its serial). */
static void where(fw_game *g, int card, const tcg_event *t, const fw_lki *before, int *zone,
                  int *player, unsigned *serial)
{
    *zone = fw_zone_of(g, card);
    *player = fw_player_of(g, card);
    *serial = g->t.cards[card].inc;
    if (card == t->card && before && before->zone == FW_BATTLE &&
        (strcmp(t->type, "ko") == 0 ||
         (strcmp(t->type, "move") == 0 &&
          (t->to.zone != FW_BATTLE || t->to.player != before->player)))) {
        RULE(g->run, "9-6-7-1-2");
        *zone = FW_BATTLE;
        *player = before->player;
        *serial = before->serial;
    }
}

/* 7-4-2: per card as it is in its zone (reading FW-NEW-CARD). */
bool fw_turn_end_pended(const fw_game *g, int card, int skill)
{
    return tcg_noted(&g->t, TCG_SCOPE_TURN,
                     (tcg_key){FW_NOTE_TURN_END, card, g->t.cards[card].inc, skill});
}

int fw_fire(tcg_game *tg, const tcg_event *t)
{
    fw_game *g = (fw_game *)tg;
    const fw_lki *before = fw_before(g, t);
    bool turn_end = strcmp(t->type, "turn-end") == 0;
    for (size_t k = 0; k < g->t.ncards; k++) {
        int card = (int)k;
        int zone, player;
        unsigned serial;
        if (card == t->card && strcmp(t->type, "covered") == 0 && g->t.cards[card].host >= 0) {
            RULE(g->run, "16-2-2-4");    /* valid under the card, in the stack's zone, its master the
                                    stack's (16-2-2-2) */
            int top = g->t.cards[card].host;
            zone = fw_zone_of(g, top);
            player = fw_player_of(g, top);
            serial = g->t.cards[card].inc;
        } else if (fw_under_stack(g, card)) {
            continue;            /* 16-2-2 */
        } else {
            where(g, card, t, before, &zone, &player, &serial);
        }
        if (zone == TCG_NOWHERE || zone == FW_REMOVED || player < 0)
            continue;
        size_t n = fw_skill_count(g, card);
        for (size_t s = 0; s < n; s++) {
            const fw_skill *sk = fw_skill_at(g, card, (int)s);
            if (!sk || sk->kind != FW_SK_AUTO || !meets(g, sk->trigger, card, player, t, before))
                continue;
            bool combo_end = strcmp(t->type, "combo-battle-end") == 0;
            if (!combo_end && !fw_skill_valid_as(g, card, sk, zone, player, serial)) {
                if (strcmp(t->type, "move") == 0 || strcmp(t->type, "ko") == 0)
                    RULE(g->run, "9-6-7-2");
                continue;
            }
            if (turn_end) {
                if (fw_turn_end_pended(g, card, (int)s)) {
                    RULE(g->run, "7-4-2");
                    continue;
                }
                tcg_note(&g->t, TCG_SCOPE_TURN, (tcg_key){FW_NOTE_TURN_END, card,
                                                          g->t.cards[card].inc, (int)s});
                const char *whose = json_string_value(json_object_get(sk->trigger, "whose"));
                if (whose && strcmp(whose, "your") == 0)
                    RULE(g->run, "1-3-6-3-5");
                else if (whose && strcmp(whose, "opponent") == 0)
                    RULE(g->run, "1-3-6-3-6");
            }
            if (eng_enum_index(this_card_triggers, t->type) >= 0 || turn_end)
                RULE(g->run, "1-3-6-3");
            if (strcmp(t->type, "enter") == 0) {
                RULE(g->run, "1-3-6-3-1");
                RULE(g->run, "9-6-7-3");  /* an arrival from another zone */
            }
            else if (strcmp(t->type, "attack") == 0)
                RULE(g->run, "1-3-6-3-2");
            else if (strcmp(t->type, "ko") == 0)
                RULE(g->run, "1-3-6-3-3");
            else if (strcmp(t->type, "block") == 0)
                RULE(g->run, "1-3-6-3-4");
            RULE(g->run, "1-3-6");
            RULE(g->run, "0-3-6");
            RULE(g->run, g->in_checkpoint ? "1-3-6-5" : "1-3-6-4");
            fw_make_pending(g, card, serial, (int)s, sk, player, t->card,
                            trigger_serial(g, t, before), t->batch);
        }
    }
    for (size_t i = 0; i < g->ndel; i++) {
        fw_delayed *d = &g->del[i];
        if (d->fired || d->done)
            continue;
        const char *on = json_string_value(json_object_get(d->trigger, "on"));
        if (!on || strcmp(on, t->type) != 0)
            continue;
        if (!meets(g, d->trigger, d->source, d->master, t, before))
            continue;
        RULE(g->run, "1-5-2-1-1");
        RULE(g->run, "9-2-2-1");
        if (strcmp(on, "enter") == 0)
            RULE(g->run, "9-6-7-3");     /* an arrival in the battle area from another zone */
        d->fired = true;
        d->trigger_card = t->card;
        d->trigger_serial = trigger_serial(g, t, before);
        fw_pending p = {.card = d->source, .ability = (int)i, .master = d->master,
                        .cls = FW_CLS_DELAYED, .trigger_card = -1, .batch = t->batch};
        tcg_pend_add(&g->t, &p, TCG_PEND_EACH);
    }
    return TCG_OK;
}

void fw_fire_simple(fw_game *g, const char *on, int card, int player)
{
    tcg_event ev = tcg_event_of(on, card, player);
    tcg_raise(&g->t, &ev);
}

static bool latched(const fw_game *g, int card, int skill)
{
    for (size_t i = 0; i < g->nlatched; i++)
        if (g->state_latched[i].card == card && g->state_latched[i].skill == skill)
            return true;
    return false;
}

void fw_fire_states(fw_game *g)
{
    for (size_t k = 0; k < g->t.ncards; k++) {
        int card = (int)k;
        int z = fw_zone_of(g, card);
        if (z == TCG_NOWHERE || z == FW_REMOVED || fw_under_stack(g, card))
            continue;
        size_t n = fw_skill_count(g, card);
        for (size_t s = 0; s < n; s++) {
            const fw_skill *sk = fw_skill_at(g, card, (int)s);
            if (!sk || sk->kind != FW_SK_AUTO)
                continue;
            const char *on = json_string_value(json_object_get(sk->trigger, "on"));
            if (!on || strcmp(on, "state") != 0)
                continue;
            int master = fw_player_of(g, card);
            bool holds = fw_skill_valid(g, card, sk) &&
                         fw_condition(g, json_object_get(sk->trigger, "condition"), master, card);
            if (!holds) {
                for (size_t i = 0; i < g->nlatched; i++)
                    if (g->state_latched[i].card == card && g->state_latched[i].skill == (int)s) {
                        g->state_latched[i] = g->state_latched[--g->nlatched];
                        break;
                    }
                continue;
            }
            if (latched(g, card, (int)s))
                continue;
            RULE(g->run, "9-6-8");
            RULE(g->run, "9-6-8-1");     /* once when the state arises */
            if (g->nlatched == g->caplatched) {
                g->caplatched = g->caplatched ? 2 * g->caplatched : 8;
                g->state_latched = xrealloc(g->state_latched,
                                                g->caplatched * sizeof *g->state_latched);
            }
            g->state_latched[g->nlatched++] = (fw_used){card, (int)s, g->t.cards[card].inc};
            fw_make_pending(g, card, g->t.cards[card].inc, (int)s, sk, master, -1, 0,
                            tcg_batch_last(&g->t));
        }
    }
}
