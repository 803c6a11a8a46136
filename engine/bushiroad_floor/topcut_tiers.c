/* topcut_tiers.c — the tiered top-cut methods: nations/clans (FR.3.2.4.2), ride lines
 * (FR.3.2.4.3), titles (FR.3.2.4.4) and oshi holomen (FR.3.2.4.6). The names used by any
 * undefeated fighter are selected; tier 1 is the undefeated, tier k+2 the one-loss fighters with
 * exactly k decks using a selected name; tiers fill in order, an overflowing tier by standing or
 * by lottery (BF-TIER-OVERFLOW); empty slots stay empty. */
#include "floor_internal.h"

#include <stdlib.h>
#include <string.h>

/* The clauses of each method: what is selected, the overflow of a tier, each step, no
 * backfill, and the random order on the cut line. */
static void cite_selected(const bf_tournament *t, int method)
{
    switch (method) {
    case BF_CUT_NATION: RULE(t->run, "FR.3.2.4.2~p2"); break;   /* 選抜国家/選抜クラン */
    case BF_CUT_RIDE_LINE: RULE(t->run, "FR.3.2.4.3~p3"); break; /* 選抜ライドライン */
    case BF_CUT_TITLE: RULE(t->run, "FR.3.2.4.4~p2"); break;     /* 選抜タイトル */
    default: RULE(t->run, "FR.3.2.4.6~p2"); break;               /* 選抜推しホロメン */
    }
}

/* The paragraph that states the procedure: 次に示された手順で選出します, and inside an
 * overflowing step, その手順内での上位順または抽選. */
static void cite_procedure(const bf_tournament *t, int method)
{
    switch (method) {
    case BF_CUT_NATION: RULE(t->run, "FR.3.2.4.2~p3"); break;
    case BF_CUT_RIDE_LINE: RULE(t->run, "FR.3.2.4.3~p2"); break;
    case BF_CUT_TITLE: RULE(t->run, "FR.3.2.4.4~p3"); break;
    default: RULE(t->run, "FR.3.2.4.6~p3"); break;
    }
}

static void cite_no_backfill(const bf_tournament *t, int method)
{
    switch (method) {
    case BF_CUT_NATION: RULE(t->run, "FR.3.2.4.2~p4"); break;  /* 追加補充は行われません */
    case BF_CUT_RIDE_LINE: RULE(t->run, "FR.3.2.4.3~p4"); break;
    case BF_CUT_TITLE: RULE(t->run, "FR.3.2.4.4~p4"); break;
    default: RULE(t->run, "FR.3.2.4.6~p4"); break;
    }
}

/* Step 1 is the undefeated; step k+2 the one-loss fighters with k decks using a selected name;
 * step 6 covers four decks and more. */
static void cite_step(const bf_tournament *t, int method, size_t step)
{
    if (step > 6)
        step = 6;
    switch (method) {
    case BF_CUT_NATION:
        switch (step) {
        case 1: RULE(t->run, "FR.3.2.4.2#1"); break;
        case 2: RULE(t->run, "FR.3.2.4.2#2"); break;
        case 3: RULE(t->run, "FR.3.2.4.2#3"); break;
        case 4: RULE(t->run, "FR.3.2.4.2#4"); break;
        case 5: RULE(t->run, "FR.3.2.4.2#5"); break;
        default: RULE(t->run, "FR.3.2.4.2#6"); break;
        }
        break;
    case BF_CUT_RIDE_LINE:
        switch (step) {
        case 1: RULE(t->run, "FR.3.2.4.3#1"); break;
        case 2: RULE(t->run, "FR.3.2.4.3#2"); break;
        case 3: RULE(t->run, "FR.3.2.4.3#3"); break;
        case 4: RULE(t->run, "FR.3.2.4.3#4"); break;
        case 5: RULE(t->run, "FR.3.2.4.3#5"); break;
        default: RULE(t->run, "FR.3.2.4.3#6"); break;
        }
        break;
    case BF_CUT_TITLE:
        switch (step) {
        case 1: RULE(t->run, "FR.3.2.4.4#1"); break;
        case 2: RULE(t->run, "FR.3.2.4.4#2"); break;
        case 3: RULE(t->run, "FR.3.2.4.4#3"); break;
        case 4: RULE(t->run, "FR.3.2.4.4#4"); break;
        case 5: RULE(t->run, "FR.3.2.4.4#5"); break;
        default: RULE(t->run, "FR.3.2.4.4#6"); break;
        }
        break;
    default:
        switch (step) {
        case 1: RULE(t->run, "FR.3.2.4.6#1"); break;
        case 2: RULE(t->run, "FR.3.2.4.6#2"); break;
        case 3: RULE(t->run, "FR.3.2.4.6#3"); break;
        case 4: RULE(t->run, "FR.3.2.4.6#4"); break;
        case 5: RULE(t->run, "FR.3.2.4.6#5"); break;
        default: RULE(t->run, "FR.3.2.4.6#6"); break;
        }
        break;
    }
}

/* FR.3.2.4.2 has no sentence of its own for the cut line: its overflow rule (上位順または抽選)
 * covers it. */
static void cut_line_nation(const bf_tournament *t) { RULE(t->run, "FR.3.2.4.2~p3"); }
static void cut_line_ride_line(const bf_tournament *t) { RULE(t->run, "FR.3.2.4.3~p5"); }
static void cut_line_title(const bf_tournament *t) { RULE(t->run, "FR.3.2.4.4~p6"); }
static void cut_line_oshi(const bf_tournament *t) { RULE(t->run, "FR.3.2.4.6~p5"); }

static void (*cut_line_cite(int method))(const bf_tournament *)
{
    switch (method) {
    case BF_CUT_NATION: return cut_line_nation;
    case BF_CUT_RIDE_LINE: return cut_line_ride_line;
    case BF_CUT_TITLE: return cut_line_title;
    default: return cut_line_oshi;
    }
}

/* decks: {FIGHTER: [[NAME, ...], ...]}: each entry of a deck is a name. */
static int check_name(bf_tournament *t, const json_t *name, const char *key, size_t i, size_t j)
{
    if (!json_is_string(name))
        return eng_error(t->run, "top-cut: \"decks\".%s[%zu][%zu] must be a name", key, i, j);
    return BF_OK;
}

static bool deck_uses_selected(const json_t *deck, const json_t *selected)
{
    size_t j;
    json_t *name;
    json_array_foreach(deck, j, name)
        if (json_object_get(selected, json_string_value(name)))
            return true;
    return false;
}

/* The members of a tier, in standing order, into the selection (`room` places left). */
static int fill_tier(bf_tournament *t, int method, int *members, size_t n, size_t room, int *out,
                     size_t *nout)
{
    if (n <= room) {
        memcpy(out, members, n * sizeof *out);
        *nout = n;
        return BF_OK;
    }
    cite_procedure(t, method);
    int64_t *key = xmalloc(n * sizeof *key);
    for (size_t i = 0; i < n; i++)
        key[i] = t->tier_overflow == BF_OVERFLOW_LOTTERY
                     ? 0
                     : t->st_rank[bf_standing_position(t, members[i])];
    int rc = bf_cut(t, members, key, n, room, cut_line_cite(method), out, nout);
    free(key);
    return rc;
}

static void sort_by_standing(const bf_tournament *t, int *idx, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        int x = idx[i];
        size_t j = i;
        while (j > 0 && bf_standing_position(t, idx[j - 1]) > bf_standing_position(t, x)) {
            idx[j] = idx[j - 1];
            j--;
        }
        idx[j] = x;
    }
}

int bf_top_cut_tiers(bf_tournament *t, int method, const json_t *decks, const bool *excluded,
                     size_t slots, int *out, size_t *nout)
{
    bool *need = xcalloc(t->n, sizeof *need);
    const json_t **of = xcalloc(t->n, sizeof *of);
    int *members = xmalloc(t->n * sizeof *members);
    size_t *used = xcalloc(t->n, sizeof *used);
    json_t *selected = json_object();
    for (size_t i = 0; i < t->n; i++)
        need[i] = t->f[i].losses == 0 || (t->f[i].losses == 1 && !excluded[i]);
    int rc = bf_read_decks(t, decks, need, of, check_name);
    if (rc != BF_OK)
        goto done;
    cite_selected(t, method);
    for (size_t i = 0; i < t->n; i++) {
        if (t->f[i].losses != 0)
            continue;
        size_t d, j;
        json_t *deck, *name;
        json_array_foreach(of[i], d, deck)
            json_array_foreach(deck, j, name)
                json_object_set(selected, json_string_value(name), json_true());
    }
    size_t maxk = 0;
    for (size_t i = 0; i < t->n; i++) {
        if (t->f[i].losses != 1 || excluded[i])
            continue;
        size_t d;
        json_t *deck;
        json_array_foreach(of[i], d, deck)
            used[i] += deck_uses_selected(deck, selected);
        if (used[i] > maxk)
            maxk = used[i];
    }
    *nout = 0;
    cite_procedure(t, method);
    /* step 1: the undefeated; step k + 2: one loss, k decks using a selected name */
    for (size_t step = 1; step <= maxk + 2 && *nout < slots && rc == BF_OK; step++) {
        size_t m = 0;
        for (size_t i = 0; i < t->n; i++) {
            if (excluded[i])
                continue;
            bool in = step == 1 ? t->f[i].losses == 0
                                : t->f[i].losses == 1 && used[i] == step - 2;
            if (in)
                members[m++] = (int)i;
        }
        cite_step(t, method, step);
        sort_by_standing(t, members, m);
        size_t took = 0;
        rc = fill_tier(t, method, members, m, slots - *nout, out + *nout, &took);
        *nout += took;
    }
    if (rc == BF_OK && *nout < slots)
        cite_no_backfill(t, method);
done:
    json_decref(selected);
    free(need);
    free(of);
    free(members);
    free(used);
    return rc;
}
