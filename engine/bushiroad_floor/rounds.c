/* rounds.c — the recommended number of Swiss rounds by the number of fighters (FR.3.2.1.1):
 * a round robin for 2–4 fighters, table 1 without a top cut, table 2 with one. */
#include "floor_internal.h"

static const char *const recommend_keys[] = {"do", "fighters", "top_cut", NULL};

typedef struct band {
    int64_t lo, hi, min, max;
} band;

static const band without_cut[] = {
    {5, 8, 3, 3},       {9, 16, 4, 4},       {17, 32, 5, 5},     {33, 64, 6, 6},
    {65, 128, 7, 7},    {129, 256, 8, 8},    {257, 512, 9, 9},   {513, 1024, 10, 10},
};
static const band with_cut[] = {
    {9, 64, 3, 5}, {65, 128, 4, 6}, {129, 256, 5, 7}, {257, 512, 6, 8}, {513, 1024, 7, 9},
};

/* The row clause of the band that matched, in table order (two bands per row in table 1). */
static void cite_row(const bf_tournament *t, bool cut, size_t i)
{
    if (!cut) {
        switch (i / 2) {
        case 0: RULE(t->run, "FR.3.2.1.1~t1.1"); break;
        case 1: RULE(t->run, "FR.3.2.1.1~t1.2"); break;
        case 2: RULE(t->run, "FR.3.2.1.1~t1.3"); break;
        default: RULE(t->run, "FR.3.2.1.1~t1.4"); break;
        }
        return;
    }
    switch (i) {
    case 0: RULE(t->run, "FR.3.2.1.1~t2.1"); break;
    case 1: RULE(t->run, "FR.3.2.1.1~t2.2"); break;
    case 2: RULE(t->run, "FR.3.2.1.1~t2.3"); break;
    case 3: RULE(t->run, "FR.3.2.1.1~t2.4"); break;
    default: RULE(t->run, "FR.3.2.1.1~t2.5"); break;
    }
}

int bf_do_recommend_rounds(bf_tournament *t, const json_t *act)
{
    int64_t n = 0;
    bool cut = false;
    if (eng_only_keys(t->run, act, "recommend-rounds", recommend_keys) != BF_OK ||
        eng_get_int(t->run, act, "fighters", "recommend-rounds", true, 0, ENG_INT_MAX, &n) != BF_OK)
        return BF_ERR;
    const json_t *c = json_object_get(act, "top_cut");
    if (!json_is_boolean(c))
        return eng_error(t->run, "recommend-rounds: \"top_cut\" must be true or false");
    cut = json_is_true(c);
    RULE(t->run, "FR.3.2.1.1~p1");  /* 参加人数によって推奨されるマッチ数が変化します */
    json_t *rec = NULL;
    if (n >= 2 && n <= 4) {
        rec = json_string("round-robin");  /* 2~4人: 総当たり戦を行うことが推奨されます */
    } else {
        const band *b = cut ? with_cut : without_cut;
        size_t nb = cut ? sizeof with_cut / sizeof *with_cut
                        : sizeof without_cut / sizeof *without_cut;
        if (cut)
            RULE(t->run, "FR.3.2.1.1~t2");  /* consulted, whether a row matches or not */
        else
            RULE(t->run, "FR.3.2.1.1~t1");
        for (size_t i = 0; i < nb && !rec; i++)
            if (n >= b[i].lo && n <= b[i].hi) {
                cite_row(t, cut, i);
                rec = json_pack("{s:I, s:I}", "min", (json_int_t)b[i].min, "max",
                                (json_int_t)b[i].max);
            }
        if (!rec)
            rec = json_string("none");
    }
    eng_event(t->run, "recommended-rounds",
              json_pack("{s:I, s:b, s:o}", "fighters", (json_int_t)n, "top_cut", cut,
                        "recommendation", rec));
    return BF_OK;
}
