/* loop.c — infinite loops (10-1): a check process that comes back to a state it was in —
 * 「すべての領域のカードが同一である状況」 (10-1-1-2): every zone's cards, the waiting items (as
 * many of each as wait) and the delayed effects — has entered a loop (the same state and the same answers lead back to it).
 * Who can stop it is whoever made a choice during one pass of it (the answers the core logs):
 * nobody — the master of the skill that started it loses (10-1-1-1); one player — it declares
 * how many more times it runs (10-1-1-2); both — the turn player, then the other, declare, and
 * the smaller number runs (10-1-1-3). The repetitions are played again with the answers of the
 * pass seen (the core's answer hook); then the script's answers must stop it: back in that
 * state once more this turn, the loop was chosen again, which 10-1-1-2/3 forbid (a case error). */
#include "engine/haikyu_break/turn/turn.h"
#include "engine/haikyu_break/skills/skills.h"
#include "util/strbuf.h"

#include <stdlib.h>
#include <string.h>

static void put_long(strbuf *b, long v)
{
    sb_put(b, (const char *)&v, sizeof v);
}

/* The state of 10-1, as bytes. */
static void fingerprint(hb_game *g, strbuf *b)
{
    sb_clear(b);
    for (int p = 0; p < 2; p++)
        for (int z = 0; z < HB_NZONES; z++) {
            const tcg_list *l = hb_zl(g, p, z);
            put_long(b, (long)l->n);
            for (size_t i = 0; i < l->n; i++) {
                const tcg_card *c = &g->t.cards[l->v[i]];
                long k[] = {l->v[i], g->c[l->v[i]].role, g->c[l->v[i]].face_up,
                            (long)c->attached.n};
                sb_put(b, (const char *)k, sizeof k);
                for (size_t a = 0; a < c->attached.n; a++)
                    put_long(b, c->attached.v[a]);
            }
        }
    /* the waiting items, in a fixed order (each as many times as it waits) */
    size_t n = g->t.npend;
    long (*items)[4] = xmalloc((n ? n : 1) * sizeof *items);
    for (size_t i = 0; i < n; i++) {
        const tcg_pending *p = &g->t.pend[i];
        long it[4] = {p->card, p->ability, p->cls, p->master};
        size_t at = i;
        while (at > 0 && memcmp(items[at - 1], it, sizeof it) > 0) {
            memcpy(items[at], items[at - 1], sizeof it);
            at--;
        }
        memcpy(items[at], it, sizeof it);
    }
    put_long(b, (long)n);
    sb_put(b, (const char *)items, n * sizeof *items);
    free(items);
    put_long(b, (long)g->ndel);
    for (size_t i = 0; i < g->ndel; i++)
        put_long(b, 2 * g->del[i].waited + g->del[i].gone);
}

static bool replaying(const hb_game *g)
{
    return g->replay && g->replay_pos < json_array_size(g->replay);
}

int hb_answer_again(tcg_game *t, bool random, const char *kind, const json_t **value)
{
    hb_game *g = (hb_game *)t;
    return tcg_loop_answer_again(g->run, g->replay, &g->replay_pos, random, kind, value);
}

/* Give the answers log[from, to) again, `times` times over, before the script's. */
static void replay(hb_game *g, size_t from, size_t to, long times)
{
    json_t *q = json_array();
    const json_t *log = tcg_log(&g->t);
    for (long k = 0; k < times; k++)
        for (size_t i = from; i < to && i < json_array_size(log); i++)
            json_array_append(q, json_array_get(log, i));
    json_decref(g->replay);
    g->replay = q;
    g->replay_pos = 0;
}

static void passes_clear(hb_game *g)
{
    for (size_t i = 0; i < g->npasses; i++)
        free(g->passes[i].fp);
    g->npasses = 0;
}

/* The loop from pass `i` to now. */
static int settle(hb_game *g, size_t i, const char *fp, size_t len)
{
    size_t now = tcg_log_size(&g->t);
    unsigned who = tcg_log_choosers(&g->t, g->passes[i].log, now);
    RULE(g->run, "10-1-1");
    if (who == 0) {
        RULE(g->run, "10-1-1-1");      /* nobody can stop it: its starter's master loses */
        return hb_game_over(g, 1u << g->passes[i].master, "loop");
    }
    if (tcg_loop_seen(&g->loops, fp, len))
        return eng_error(g->run, "10-1-1-2: this loop was declared already this turn and "
                         "cannot be chosen again: the script's answers must stop it");
    long times;
    if (who == 3u) {
        RULE(g->run, "10-1-1-3");      /* both: the turn player declares first, the smaller runs */
        long a, b;
        TCG_TRY(tcg_choose_int(&g->t, "loop", g->t.tp, 0, -1, &a));
        TCG_TRY(tcg_choose_int(&g->t, "loop", hb_opp(g->t.tp), 0, -1, &b));
        times = a < b ? a : b;
    } else {
        RULE(g->run, "10-1-1-2");
        TCG_TRY(tcg_choose_int(&g->t, "loop", (who & 1u) ? HB_P1 : HB_P2, 0, -1, &times));
    }
    tcg_loop_note(&g->loops, fp, len, 0);
    replay(g, g->passes[i].log, now, times);
    passes_clear(g);
    return TCG_OK;
}

int hb_loop_pass(hb_game *g, int master)
{
    if (replaying(g))
        return TCG_OK;                 /* the declared repetitions are being played */
    strbuf b;
    sb_init(&b);
    fingerprint(g, &b);
    int st = TCG_OK;
    for (size_t i = 0; i < g->npasses; i++)
        if (g->passes[i].len == b.n && memcmp(g->passes[i].fp, b.p, b.n) == 0) {
            st = settle(g, i, b.p, b.n);
            sb_free(&b);
            return st;
        }
    if (g->npasses >= 2000) {
        sb_free(&b);
        return eng_error(g->run, "a check process that never ends and never comes back");
    }
    HB_GROW(g->passes, g->npasses, g->cappasses, 16);
    size_t len = b.n;
    g->passes[g->npasses++] = (hb_pass){.len = len, .log = tcg_log_size(&g->t),
                                        .master = master, .fp = sb_take(&b)};
    return st;
}

void hb_loop_start(hb_game *g)
{
    passes_clear(g);
}

void hb_loop_reset(hb_game *g)
{
    tcg_loop_clear(&g->loops);
}

void hb_loop_free(hb_game *g)
{
    passes_clear(g);
    free(g->passes);
    json_decref(g->replay);
}
