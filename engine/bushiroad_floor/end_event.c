/* end_event.c — the organiser ends a Swiss event before its announced rounds (FR.3.2.1.1~p2:
 * 打ち切り, "when one undefeated fighter is left, or no more than the prize places"): after a
 * complete round, the event is finished, and its total rounds (「大会の総回戦数」, the MW
 * denominator of FR.3.2.1.2#1 and bushinavi's tournament-rounds) are the rounds it played
 * (BF-TOTAL-ROUNDS). */
#include "floor_internal.h"

static const char *const end_keys[] = {"do", NULL};

int bf_do_end_event(bf_tournament *t, const json_t *act)
{
    if (eng_only_keys(t->run, act, "end-event", end_keys) != BF_OK)
        return BF_ERR;
    if (t->format != BF_SWISS)
        return eng_error(t->run, "end-event: only a Swiss event ends before its rounds "
                         "(FR.3.2.1.1~p2); this one is %s",
                         t->format == BF_DOUBLE ? "double elimination" : "single elimination");
    if (t->nround == 0 || t->round[t->nround - 1].ndone != t->round[t->nround - 1].ntables)
        return eng_error(t->run, "end-event: the event ends after a complete round (round %zu "
                         "is %s)", t->nround, t->nround ? "not complete" : "not posted");
    if (t->finished)
        return eng_error(t->run, "end-event: the event is finished already");
    RULE(t->run, "FR.3.2.1.1~p2");  /* 全勝者が1人になった時点…で打ち切りにしたり */
    t->rounds = (int64_t)t->nround;  /* BF-TOTAL-ROUNDS: 大会の総回戦数 = the rounds played */
    t->finished = true;
    eng_event(t->run, "event-ended", json_pack("{s:I}", "after_round", (json_int_t)t->nround));
    return BF_OK;
}
