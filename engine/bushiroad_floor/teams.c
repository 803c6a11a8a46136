/* teams.c — team events (FR.5): registering a tag (FR.5.1.1) or trio (FR.5.1.2) team with its
 * order and representative, the team's retirement when a member can no longer take part, and
 * advice within a team (FR.5.2.2: none by default, allowed, or after one's own match; a member
 * who lost the right, BF-ADVICE-LOST). */
#include "floor_conduct.h"

#include <stdlib.h>
#include <string.h>

static const char *const register_keys[] = {"do", "team", "members", NULL};
static const char *const advise_keys[] = {"do", "from", "to", "judge_allowed", NULL};
static const char *const fighter_keys[] = {"do", "fighter", NULL};
static const char *const lose_keys[] = {"do", "fighter", "cause", NULL};
static const char *const team_keys[] = {"do", "team", NULL};
static const char *const causes[] = {"left-area", "spectator", "device", "judge", NULL};

static void cite_team_size(const bf_tournament *t)
{
    if (t->conduct->team_format == 0)
        RULE(t->run, "FR.5.1.1~p2");  /* チームの人数は2人です…複数のチームに所属することはできません */
    else
        RULE(t->run, "FR.5.1.2~p2");  /* チームの人数は3人です */
}

static long team_index(const bf_tournament *t, const char *name)
{
    for (size_t k = 0; name && k < t->conduct->nteams; k++)
        if (strcmp(t->conduct->teams[k].name, name) == 0)
            return (long)k;
    return -1;
}

int bf_do_register_team(bf_tournament *t, const json_t *act)
{
    const char *what = "register-team";
    struct bf_conduct *x = t->conduct;
    if (eng_only_keys(t->run, act, what, register_keys) != BF_OK)
        return BF_ERR;
    if (x->team_format < 0)
        return eng_error(t->run, "register-team: the setup has no \"team_format\"");
    const char *name = json_string_value(json_object_get(act, "team"));
    if (!name || !*name)
        return eng_error(t->run, "register-team: \"team\" must be a name");
    if (team_index(t, name) >= 0)
        return eng_error(t->run, "register-team: team \"%s\" is already registered", name);
    int *members = xmalloc(t->n * sizeof *members);
    size_t n = 0;
    if (bf_get_fighter_list(t, json_object_get(act, "members"), "register-team: \"members\"",
                            members, &n) != BF_OK) {
        free(members);
        return BF_ERR;
    }
    size_t size = x->team_format == 0 ? 2 : 3;
    if (x->team_format == 0)
        RULE(t->run, "FR.5.1.1~p1");  /* 2人でチームを結成…タッグファイト */
    else
        RULE(t->run, "FR.5.1.2~p1");  /* 3人でチームを結成…トリオファイト */
    cite_team_size(t);
    const char *rule = x->team_format == 0 ? "FR.5.1.1~p2" : "FR.5.1.2~p2";
    if (n != size) {
        eng_reject(t->run, rule, "a team has %zu members", size);
        free(members);
        return BF_OK;
    }
    for (size_t i = 0; i < n; i++)
        if (x->f[members[i]].team >= 0) {
            eng_reject(t->run, rule, "\"%s\" is already in a team", t->f[members[i]].name);
            free(members);
            return BF_OK;
        }
    if (x->team_format == 0)
        RULE(t->run, "FR.5.1.1~p3");  /* 「先鋒」と「大将」…「大将」であるメンバーがチームの代表者 */
    else
        RULE(t->run, "FR.5.1.2~p3");  /* 「先鋒」と「中堅」と「大将」 */
    bf_team *nt = realloc(x->teams, (x->nteams + 1) * sizeof *nt);
    if (!nt)
        abort();
    x->teams = nt;
    bf_team *tm = &x->teams[x->nteams];
    memset(tm, 0, sizeof *tm);
    tm->name = name;
    tm->n = n;
    memcpy(tm->members, members, n * sizeof *members);
    for (size_t i = 0; i < n; i++)
        x->f[members[i]].team = (int)x->nteams;
    x->nteams++;
    json_t *pos = json_object();
    json_object_set_new(pos, "lead", json_string(t->f[members[0]].name));
    if (n == 3)
        json_object_set_new(pos, "middle", json_string(t->f[members[1]].name));
    json_object_set_new(pos, "captain", json_string(t->f[members[n - 1]].name));
    eng_event(t->run, "team", json_pack("{s:s, s:o, s:s}", "team", name, "positions", pos,
                                        "representative", t->f[members[n - 1]].name));
    free(members);
    return BF_OK;
}

/* A member dropped or disqualified: the team retires, its other members drop as by drop
 * (a late drop losing an open match by default, FR.4.5~p2). */
/* Team k retires because of member x: every other member is dropped as by `drop`. */
static void retire(bf_tournament *t, int k, int x)
{
    bf_team *tm = &t->conduct->teams[k];
    cite_team_size(t);  /* 1人以上が…参加し続けることができなくなった場合…リタイア */
    tm->retired = true;
    for (size_t i = 0; i < tm->n; i++) {
        int m = tm->members[i];
        if (m == x || t->f[m].dropped)
            continue;
        RULE(t->run, "FR.4.5~p1");
        t->f[m].dropped = true;
        long ti = bf_conduct_table_of(t, m, NULL);
        if (ti >= 0 && !t->round[t->nround - 1].tables[ti].done) {
            RULE(t->run, "FR.4.5~p2");  /* 次のマッチに敗北したものとして取り扱われ */
            bf_conduct_decide_loss(t, (size_t)ti, m, true, "FR.4.5~p2");
        }
    }
    eng_event(t->run, "team-retired",
              json_pack("{s:s, s:s}", "team", tm->name, "because", t->f[x].name));
}

void bf_team_member_gone(bf_tournament *t, int x)
{
    struct bf_conduct *e = t->conduct;
    int k = e->f[x].team;
    if (k < 0 || e->teams[k].retired)
        return;
    if (e->team_penalty) {   /* the team's own penalty: each member has it first (FR.5.2.3~p1) */
        if (e->team_gone < 0)
            e->team_gone = x;
        return;
    }
    if (e->f[x].absent)      /* may report in before the next match (BF-TEAM-LATE) */
        return;
    retire(t, k, x);
}

void bf_team_absent_retire(bf_tournament *t)
{
    for (size_t x = 0; x < t->n; x++) {
        int k = t->conduct->f[x].team;
        if (t->conduct->f[x].absent && k >= 0 && !t->conduct->teams[k].retired) {
            RULE(t->run, "PG.3.9.2~p1");  /* 申し出ない限りは…リタイアしたものとして扱われます */
            retire(t, k, (int)x);
        }
    }
}

/* A round is posted: each team's next match begins, and with it the restriction of FR.5.2.2.1~p1
 * (「対戦の準備を開始してから…勝敗が決定するまでの間」): no team's result is decided yet, no member's
 * match is over, and a right lost in the last match (FR.5.2.2.2~p2: until that match's result)
 * is back. */
void bf_team_new_match(bf_tournament *t)
{
    struct bf_conduct *e = t->conduct;
    for (size_t k = 0; k < e->nteams; k++)
        e->teams[k].finished = false;
    for (size_t i = 0; i < t->n; i++)
        e->f[i].member_finished = e->f[i].advice_lost = false;
}

void bf_team_penalty_begin(bf_tournament *t)
{
    t->conduct->team_penalty = true;
    t->conduct->team_gone = -1;
}

void bf_team_penalty_end(bf_tournament *t)
{
    t->conduct->team_penalty = false;
    if (t->conduct->team_gone >= 0)
        bf_team_member_gone(t, t->conduct->team_gone);
    t->conduct->team_gone = -1;
}

/* The two fighters of one team, named by `from` and `to`. */
static int team_pair(bf_tournament *t, const json_t *act, int *from, int *to)
{
    if (bf_conduct_get_fighter_key(t, act, "from", "advise", from) != BF_OK ||
        bf_conduct_get_fighter_key(t, act, "to", "advise", to) != BF_OK)
        return BF_ERR;
    int k = t->conduct->f[*from].team;
    if (*from == *to || k < 0 || t->conduct->f[*to].team != k)
        return eng_error(t->run, "advise: \"from\" and \"to\" must be two members of one team");
    return BF_OK;
}

int bf_do_advise(bf_tournament *t, const json_t *act)
{
    int from, to;
    bool judge_allowed = false;
    if (eng_only_keys(t->run, act, "advise", advise_keys) != BF_OK ||
        eng_get_bool(t->run, act, "judge_allowed", "advise", &judge_allowed) != BF_OK ||
        team_pair(t, act, &from, &to) != BF_OK)
        return BF_ERR;
    const bf_fconduct *a = &t->conduct->f[from], *b = &t->conduct->f[to];
    const char *rule = NULL;
    if (t->conduct->teams[a->team].finished || judge_allowed) {
        rule = NULL;  /* 勝敗が決定するまでの間 / ジャッジが認める場合を除き */
    } else if (t->conduct->advice == 0) {
        RULE(t->run, "FR.5.2.2~p1");       /* 特に明記されておらず…認めない場合として扱います */
        RULE(t->run, "FR.5.2.2.1~p1");     /* チーム内での相談やアドバイスを行うことはできません */
        rule = "FR.5.2.2.1~p1";
    } else {
        RULE(t->run, "FR.5.2.2.2~p2");     /* 該当したメンバーは…相談やアドバイスを行うことはできません */
        if (t->conduct->advice == 2)
            RULE(t->run, "FR.5.2.2.3~p1");
        if (a->advice_lost || b->advice_lost) {
            rule = "FR.5.2.2.2~p2";
        } else if (t->conduct->advice == 2) {
            RULE(t->run, "FR.5.2.2.3~p3");  /* 対戦中のメンバーどうしで…できません */
            if (a->member_finished || b->member_finished)
                RULE(t->run, "FR.5.2.2.3~p2");  /* 対戦が終了したメンバーは…できます */
            else
                rule = "FR.5.2.2.3~p3";
        }
    }
    if (rule) {
        eng_reject(t->run, rule, "advice between \"%s\" and \"%s\" is not allowed now",
                   t->f[from].name, t->f[to].name);
        return BF_OK;
    }
    eng_event(t->run, "advice",
              json_pack("{s:s, s:s}", "from", t->f[from].name, "to", t->f[to].name));
    return BF_OK;
}

int bf_do_member_finished(bf_tournament *t, const json_t *act)
{
    int x;
    if (eng_only_keys(t->run, act, "member-finished", fighter_keys) != BF_OK ||
        bf_conduct_get_fighter_key(t, act, "fighter", "member-finished", &x) != BF_OK)
        return BF_ERR;
    t->conduct->f[x].member_finished = true;
    return BF_OK;
}

int bf_do_lose_advice(bf_tournament *t, const json_t *act)
{
    int x, cause = 0;
    if (eng_only_keys(t->run, act, "lose-advice", lose_keys) != BF_OK ||
        bf_conduct_get_fighter_key(t, act, "fighter", "lose-advice", &x) != BF_OK ||
        eng_get_enum(t->run, act, "cause", "lose-advice", true, causes, &cause) != BF_OK)
        return BF_ERR;
    switch (cause) {
    case 0: RULE(t->run, "FR.5.2.2.2~b1"); break;  /* 対戦エリアから離れた */
    case 1: RULE(t->run, "FR.5.2.2.2~b2"); break;  /* 観戦者と会話した */
    case 2: RULE(t->run, "FR.5.2.2.2~b3"); break;  /* 電子機器を…使用した */
    default: RULE(t->run, "FR.5.2.2.2~b4"); break; /* ジャッジが判断した */
    }
    t->conduct->f[x].advice_lost = true;
    return BF_OK;
}

int bf_do_team_finished(bf_tournament *t, const json_t *act)
{
    if (eng_only_keys(t->run, act, "team-finished", team_keys) != BF_OK)
        return BF_ERR;
    long k = team_index(t, json_string_value(json_object_get(act, "team")));
    if (k < 0)
        return eng_error(t->run, "team-finished: \"team\" must name a registered team");
    bf_team *tm = &t->conduct->teams[k];
    tm->finished = true;  /* 勝敗が決定するまでの間: every advise accepted until the next match */
    return BF_OK;
}
