/* timeout.c — the end of a match's time (FR.4.2): the recommended match times (FR.4.2~p1 and
 * its table), a judge's extension (FR.1.2.3~p7, ~p8, FR.4.2~p7, BF-EXTEND-TURNS), the time call
 * and the extra turns counted from the turn in progress (FR.4.7~p1–p4, AA~p1), and the end
 * call: a draw without adjudication (FR.4.2~p6, BF-ADJ-ANNOUNCED), else the game's appendix A
 * procedure (timeout_aa.c). */
#include "floor_conduct.h"

#include <string.h>

static const char *const match_time_keys[] = {"do", "game", NULL};
static const char *const extend_keys[] = {"do", "round", "table", "turns", "minutes", NULL};
static const char *const time_keys[] = {"do", "round", "table", "turn", "state", NULL};
static const char *const checkpoint_keys[] = {"do", "round", "table", "at", "turn", "next",
                                              "state", NULL};

/* FR.4.2~t1.1–t1.7, in the order of bf_game_names. */
static const struct {
    const char *row;
    int min, max;
} match_times[BF_GAME_COUNT] = {
    {"FR.4.2~t1.1", 25, 25}, {"FR.4.2~t1.2", 30, 30}, {"FR.4.2~t1.3", 30, 30},
    {"FR.4.2~t1.4", 15, 15}, {"FR.4.2~t1.5", 30, 30}, {"FR.4.2~t1.6", 25, 30},
    {"FR.4.2~t1.7", 30, 30},
};

int bf_do_match_time(bf_tournament *t, const json_t *act)
{
    int game = 0;
    if (eng_only_keys(t->run, act, "match-time", match_time_keys) != BF_OK ||
        eng_get_enum(t->run, act, "game", "match-time", true, bf_game_names, &game) != BF_OK)
        return BF_ERR;
    RULE(t->run, "FR.4.2~p1");             /* 各TCGに於いて推奨される対戦時間は以下のとおりです */
    eng_rule(t->run, match_times[game].row);  /* RULE of the game's row (static table) */
    eng_event(t->run, "match-time",
              json_pack("{s:s, s:{s:i, s:i}}", "game", bf_game_names[game], "minutes", "min",
                        match_times[game].min, "max", match_times[game].max));
    return BF_OK;
}

/* The table's fighter named by `key` (required). */
static int table_fighter(bf_tournament *t, const json_t *act, const char *key, const char *what,
                         size_t ti, int *out)
{
    if (bf_conduct_get_fighter_key(t, act, key, what, out) != BF_OK)
        return BF_ERR;
    const bf_table *tb = &t->round[t->nround - 1].tables[ti];
    if (*out != tb->a && *out != tb->b)
        return eng_error(t->run, "%s: \"%s\" must be a fighter of the table", what, key);
    return BF_OK;
}

static json_t *table_json(const bf_tournament *t, size_t ti)
{
    return bf_names(t, &t->round[t->nround - 1].tables[ti].a, 2);
}

int bf_do_extend(bf_tournament *t, const json_t *act)
{
    const char *what = "extend";
    size_t ti;
    int64_t turns = 0, minutes = 0;
    if (eng_only_keys(t->run, act, what, extend_keys) != BF_OK ||
        eng_get_int(t->run, act, "turns", what, false, 0, ENG_INT_MAX, &turns) != BF_OK ||
        eng_get_int(t->run, act, "minutes", what, false, 0, ENG_INT_MAX, &minutes) != BF_OK ||
        bf_conduct_get_table(t, act, what, &ti) != BF_OK)
        return BF_ERR;
    if (!json_object_get(act, "turns") && !json_object_get(act, "minutes"))
        return eng_error(t->run, "extend: give \"turns\" or \"minutes\"");
    if (t->round[t->nround - 1].tables[ti].done)
        return eng_error(t->run, "extend: the match is already decided");
    bf_table_conduct *tx = &t->conduct->tab[ti];
    RULE(t->run, "FR.1.2.3~p8");  /* 時間切れの処理が完了した場合、その延長は適用されません */
    if (tx->time_given) {
        eng_reject(t->run, "FR.1.2.3~p8", "the time-out of the table has been processed");
        return BF_OK;
    }
    RULE(t->run, "FR.1.2.3~p7");  /* 適切と思われるだけの対戦時間あるいはターンを延長することができます */
    RULE(t->run, "FR.4.2~p7");    /* 延長時間…延長ターンが与えられている場合 */
    tx->extend_turns += turns;
    tx->extend_minutes += minutes;
    eng_event(t->run, "extension",
              json_pack("{s:I, s:o, s:I, s:I}", "round", (json_int_t)t->nround, "table",
                        table_json(t, ti), "turns", (json_int_t)turns, "minutes",
                        (json_int_t)minutes));
    return BF_OK;
}

static int64_t extra_turns(const bf_tournament *t, size_t ti)
{
    return t->conduct->extra_turns + t->conduct->tab[ti].extend_turns;
}

int bf_do_time(bf_tournament *t, const json_t *act)
{
    const char *what = "time";
    size_t ti;
    if (eng_only_keys(t->run, act, what, time_keys) != BF_OK ||
        bf_conduct_get_open_table(t, act, what, &ti) != BF_OK)
        return BF_ERR;
    bf_table_conduct *tx = &t->conduct->tab[ti];
    if (tx->time_given)
        return eng_error(t->run, "time: the time of this table was already called");
    int turn = -1;
    if (json_object_get(act, "turn") && table_fighter(t, act, "turn", what, ti, &turn) != BF_OK)
        return BF_ERR;
    tx->time_given = true;
    int64_t e = extra_turns(t, ti);
    if (e == 0) {
        tx->base = turn;  /* rebirth: the turn in progress is the base turn (AA.4#2) */
        return bf_aa_end_call(t, ti, act);
    }
    if (t->conduct->extra_turns > 0)
        RULE(t->run, "FR.4.7~p2");  /* エクストラターンが設定されている場合のみ */
    if (tx->extend_turns > 0)
        RULE(t->run, "FR.4.2~p7");  /* 延長ターンが与えられている場合、そのターンが終了した時点で */
    RULE(t->run, "FR.4.7~p1");      /* 対戦時間が終了した際に…追加のターンを行う */
    RULE(t->run, "FR.4.7~p3");      /* 対戦時間が終了した時点のターンを基準のターン(0ターン目)として */
    if (turn < 0)
        return eng_error(t->run, "time: \"turn\" is required when the table has extra turns");
    tx->phase = BF_TO_EXTRA;
    tx->turn_index = 0;
    eng_event(t->run, "time",
              json_pack("{s:I, s:o, s:I, s:s}", "round", (json_int_t)t->nround, "table",
                        table_json(t, ti), "extra_turns", (json_int_t)e, "next", "turn-end"));
    return BF_OK;
}

/* A turn of the extra turns has ended (FR.4.7~p3, ~p4, AA~p1). */
static int extra_turn_ended(bf_tournament *t, size_t ti, const json_t *act)
{
    const char *what = "checkpoint";
    bf_table_conduct *tx = &t->conduct->tab[ti];
    int turn, next;
    if (table_fighter(t, act, "turn", what, ti, &turn) != BF_OK ||
        table_fighter(t, act, "next", what, ti, &next) != BF_OK)
        return BF_ERR;
    int64_t k = tx->turn_index;
    if (next == turn) {
        RULE(t->run, "FR.4.7~p4");  /* 同じファイターが続けてターンを行う場合、経過ターン数のカウントは行われません */
    } else if (k == extra_turns(t, ti)) {
        RULE(t->run, "FR.4.7~p3");  /* 規定のターンが終了するまで対戦を行います */
        RULE(t->run, "AA~p1");      /* 規定のターンが終了した時点を、対戦終了の合図があった時点として扱います */
        tx->phase = BF_TO_NONE;
        tx->base = turn;    /* BF-AA-BASE: the extra turn that has just ended */
        return bf_aa_end_call(t, ti, act);
    } else {
        k++;
    }
    tx->turn_index = k;
    eng_event(t->run, "turn", json_pack("{s:I, s:o, s:I}", "round", (json_int_t)t->nround,
                                        "table", table_json(t, ti), "index", (json_int_t)k));
    return BF_OK;
}

int bf_do_checkpoint(bf_tournament *t, const json_t *act)
{
    const char *what = "checkpoint";
    size_t ti;
    if (eng_only_keys(t->run, act, what, checkpoint_keys) != BF_OK ||
        bf_conduct_get_table(t, act, what, &ti) != BF_OK)
        return BF_ERR;
    const char *at = json_string_value(json_object_get(act, "at"));
    if (!at)
        return eng_error(t->run, "checkpoint: \"at\" must name the checkpoint");
    bf_table_conduct *tx = &t->conduct->tab[ti];
    if (tx->phase == BF_TO_EXTRA) {
        if (strcmp(at, "turn-end") != 0)
            return eng_error(t->run, "checkpoint: the extra turns wait for \"turn-end\"");
        return extra_turn_ended(t, ti, act);
    }
    if (tx->phase == BF_TO_AWAIT) {
        if (strcmp(at, tx->awaiting) != 0)
            return eng_error(t->run, "checkpoint: the table waits for \"%s\"", tx->awaiting);
        return bf_aa_checkpoint(t, ti, act);
    }
    return eng_error(t->run, "checkpoint: the table is not waiting for a checkpoint");
}
