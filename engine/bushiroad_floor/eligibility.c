/* eligibility.c — who may play an event (FR.1.2.4: the bars at every level, ~p2–p4, and those
 * of levels 2 and 3 lifted only by Bushiroad's permission, ~p6–p10) with the calendar
 * arithmetic of BF-ELIG-DATES, and when a card may be used (FR.3.3~p3). */
#include "floor_conduct.h"

#include <string.h>

static const char *const elig_keys[] = {"do", "date", "level", "game", "person", NULL};
static const char *const person_keys[] = {"roles", "revoked", "meets_entry_conditions",
                                          "bushiroad_group", "cyberagent_group",
                                          "developed_until", "unreleased", "permitted", NULL};
static const char *const roles[] = {"organiser", "staff", "judge", "head-judge", NULL};
static const char *const unreleased_keys[] = {"release", "known_from", NULL};
static const char *const card_keys[] = {"do", "date", "available_from", "kind", NULL};
static const char *const card_kinds[] = {"set", "promo", NULL};

/* BF-ELIG-DATES: ± months keeps the day of the month, clamped to the month's last day. */
static int64_t add_months(int64_t day, int64_t months)
{
    int64_t y, m, d;
    bf_civil_from_days(day, &y, &m, &d);
    int64_t idx = y * 12 + (m - 1) + months;
    int64_t ny = idx >= 0 ? idx / 12 : -((-idx + 11) / 12);
    int64_t nm = idx - ny * 12 + 1;
    int64_t last = bf_days_from_civil(nm == 12 ? ny + 1 : ny, nm == 12 ? 1 : nm + 1, 1) -
                   bf_days_from_civil(ny, nm, 1);
    return bf_days_from_civil(ny, nm, d < last ? d : last);
}

static int read_roles(bf_tournament *t, const json_t *v, bool *any)
{
    *any = false;
    if (!v)
        return BF_OK;
    if (!json_is_array(v))
        return eng_error(t->run, "check-eligibility: \"roles\" must be an array");
    size_t i;
    json_t *r;
    json_array_foreach(v, i, r) {
        const char *s = json_string_value(r);
        size_t k = 0;
        while (s && roles[k] && strcmp(roles[k], s) != 0)
            k++;
        if (!s || !roles[k])
            return eng_error(t->run, "check-eligibility: \"roles\"[%zu] must be one of "
                             "organiser, staff, judge, head-judge", i);
        *any = true;
    }
    return BF_OK;
}

int bf_do_check_eligibility(bf_tournament *t, const json_t *act)
{
    const char *what = "check-eligibility";
    int64_t date = 0, level = t->conduct->level;
    int game = t->conduct->game;
    if (eng_only_keys(t->run, act, what, elig_keys) != BF_OK ||
        bf_conduct_get_date(t, act, "date", what, true, &date) != BF_OK ||
        eng_get_int(t->run, act, "level", what, false, 1, ENG_INT_MAX, &level) != BF_OK ||
        eng_get_enum(t->run, act, "game", what, false, bf_game_names, &game) != BF_OK)
        return BF_ERR;
    if (level > 3)
        return eng_error(t->run, "check-eligibility: \"level\" must be 1, 2 or 3");
    const json_t *p = json_object_get(act, "person");
    if (p && !json_is_object(p))
        return eng_error(t->run, "check-eligibility: \"person\" must be an object");
    json_t *empty = json_object();
    if (!p)
        p = empty;
    bool role = false, revoked = false, meets = true, bushiroad = false, cyberagent = false,
         permitted = false;
    int64_t developed = 0;
    bool has_developed = json_object_get(p, "developed_until") != NULL;
    const json_t *unrel = json_object_get(p, "unreleased");
    int rc = BF_OK;
    if (eng_only_keys(t->run, p, "check-eligibility: \"person\"", person_keys) != BF_OK ||
        read_roles(t, json_object_get(p, "roles"), &role) != BF_OK ||
        eng_get_bool(t->run, p, "revoked", what, &revoked) != BF_OK ||
        eng_get_bool(t->run, p, "meets_entry_conditions", what, &meets) != BF_OK ||
        eng_get_bool(t->run, p, "bushiroad_group", what, &bushiroad) != BF_OK ||
        eng_get_bool(t->run, p, "cyberagent_group", what, &cyberagent) != BF_OK ||
        eng_get_bool(t->run, p, "permitted", what, &permitted) != BF_OK ||
        bf_conduct_get_date(t, p, "developed_until", what, false, &developed) != BF_OK)
        rc = BF_ERR;
    if (rc == BF_OK && unrel && !json_is_array(unrel))
        rc = eng_error(t->run, "check-eligibility: \"unreleased\" must be an array");
    bool p9 = false, p10 = false;
    size_t i;
    json_t *u;
    json_array_foreach(unrel, i, u) {
        int64_t d1 = 0, d2 = 0;
        if (rc != BF_OK)
            break;
        if (!json_is_object(u) ||
            eng_only_keys(t->run, u, "check-eligibility: \"unreleased\"", unreleased_keys) != BF_OK ||
            bf_conduct_get_date(t, u, "release", what, true, &d1) != BF_OK ||
            bf_conduct_get_date(t, u, "known_from", what, true, &d2) != BF_OK) {
            rc = json_is_object(u) ? BF_ERR
                                   : eng_error(t->run, "check-eligibility: \"unreleased\"[%zu] "
                                               "must be an object", i);
            break;
        }
        int64_t month_before = add_months(d1, -1);
        if (d2 < month_before)
            p9 = true;  /* 発売日の1ヶ月よりも前に…知り得る者 (no end, BF-ELIG-DATES) */
        else if (d2 < d1 && date >= d1 && date < d1 + 14)
            p10 = true; /* 1ヶ月前までの間に知りうる者…発売日より2週間の間 */
    }
    json_decref(empty);
    if (rc != BF_OK)
        return BF_ERR;
    json_t *bars = json_array();
    RULE(t->run, "FR.1.2.4~p1");  /* 以下の条件に当てはまる者以外は、誰でも…参加する資格を持ちます */
    RULE(t->run, "FR.1.2.4~p2");
    if (role)
        json_array_append_new(bars, json_string("FR.1.2.4~p2"));
    RULE(t->run, "FR.1.2.4~p3");
    if (revoked)
        json_array_append_new(bars, json_string("FR.1.2.4~p3"));
    RULE(t->run, "FR.1.2.4~p4");
    if (!meets)
        json_array_append_new(bars, json_string("FR.1.2.4~p4"));
    if (level >= 2) {
        RULE(t->run, "FR.1.2.4~p6");  /* ブシロードが認める場合を除き、大会レベル2・3…参加できません */
        if (!permitted) {
            RULE(t->run, "FR.1.2.4~p7");
            if (bushiroad)
                json_array_append_new(bars, json_string("FR.1.2.4~p7"));
            RULE(t->run, "FR.1.2.4~p8");
            if ((cyberagent && game == BF_GAME_SVE) ||
                (has_developed && date < add_months(developed, 12)))
                json_array_append_new(bars, json_string("FR.1.2.4~p8"));
            RULE(t->run, "FR.1.2.4~p9");
            if (p9)
                json_array_append_new(bars, json_string("FR.1.2.4~p9"));
            RULE(t->run, "FR.1.2.4~p10");
            if (p10)
                json_array_append_new(bars, json_string("FR.1.2.4~p10"));
        }
    }
    eng_event(t->run, "eligibility", json_pack("{s:b, s:o}", "eligible",
                                               json_array_size(bars) == 0, "barred_by", bars));
    return BF_OK;
}

int bf_do_card_legal(bf_tournament *t, const json_t *act)
{
    const char *what = "card-legal";
    int64_t date = 0, from = 0;
    int kind = 0;
    if (eng_only_keys(t->run, act, what, card_keys) != BF_OK ||
        bf_conduct_get_date(t, act, "date", what, true, &date) != BF_OK ||
        bf_conduct_get_date(t, act, "available_from", what, true, &from) != BF_OK ||
        eng_get_enum(t->run, act, "kind", what, true, card_kinds, &kind) != BF_OK)
        return BF_ERR;
    RULE(t->run, "FR.3.3~p3");  /* 収録カードはその発売日から、PRカードは配布開始日から使用可能 */
    eng_event(t->run, "card-legal", json_pack("{s:b}", "legal", date >= from));
    return BF_OK;
}
