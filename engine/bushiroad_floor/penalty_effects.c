/* penalty_effects.c — what a final penalty does: a match loss ends the fighter's open match or
 * waits for the next one (PG.2~h3~p2, BF-ML-DEFAULT, BF-ML-BYE, BF-ML-PENDING); a
 * disqualification removes the fighter from the event, ends or (on request) reverses the
 * latest match (PG.2~h4~p2, BF-DQ-REVERSE), may forfeit the fighter's place (PG.2~h4~p3,
 * BF-DQ-FORFEIT) and removes a qualifier without replacement (FR.3.2.4~p5). */
#include "floor_conduct.h"

#include <string.h>

void bf_match_loss(bf_tournament *t, int x, bool next_match, bool bye_is_match,
                   const char *decided_by)
{
    bool bye;
    long ti = bf_conduct_table_of(t, x, &bye);
    if (ti >= 0 && !t->round[t->nround - 1].tables[ti].done && !next_match) {
        /* 即座にそのマッチは終了され…敗北したものとして処理されます */
        bf_conduct_decide_loss(t, (size_t)ti, x, false, decided_by);
        return;
    }
    if (bye && bye_is_match && !t->conduct->f[x].bye_lost) {
        bf_conduct_bye_to_loss(t, x);  /* BF-ML-BYE */
        return;
    }
    /* マッチ間に適用される場合、この罰則は次のマッチに適用されます */
    t->conduct->f[x].pending_ml++;
    eng_event(t->run, "match-loss-pending", json_pack("{s:s}", "fighter", t->f[x].name));
}

/* FR.3.2.4~p5: a qualifier who leaves is not replaced. */
static void leave_qualifiers(bf_tournament *t, int x)
{
    if (!t->has_topcut)
        return;
    size_t k = 0;
    while (k < t->nqual && t->qual[k] != x)
        k++;
    if (k == t->nqual)
        return;
    RULE(t->run, "FR.3.2.4~p5");  /* 欠員が出たとしても、原則として進出者の追加補充は行われません */
    memmove(&t->qual[k], &t->qual[k + 1], (t->nqual - k - 1) * sizeof *t->qual);
    t->nqual--;
    eng_event(t->run, "qualifiers", json_pack("{s:o}", "qualifiers",
                                              bf_names(t, t->qual, t->nqual)));
}

static void disqualify(bf_tournament *t, int x, const json_t *opts)
{
    bf_fconduct *f = &t->conduct->f[x];
    RULE(t->run, "PG.2~h4~p2");  /* 即座にその大会から除外され…マッチ中であった場合…敗北 */
    eng_event(t->run, "disqualified", json_pack("{s:s}", "fighter", t->f[x].name));
    f->disqualified = true;
    f->absent = false;
    f->pending_ml = 0;
    t->f[x].dropped = true;
    bool bye;
    long ti = bf_conduct_table_of(t, x, &bye);
    if (ti >= 0) {
        const bf_table *tb = &t->round[t->nround - 1].tables[ti];
        if (!tb->done) {
            bf_conduct_decide_loss(t, (size_t)ti, x, false, "PG.2~h4~p2");
        } else if (json_is_true(json_object_get(opts, "reverse_last"))) {
            /* マッチ終了後であったとしても…敗北したものとして処理される場合があります */
            bf_conduct_correct(t, (size_t)ti, tb->a == x ? BF_LOSS : BF_WIN,
                           tb->a == x ? BF_WIN : BF_LOSS, false, "PG.2~h4~p2");
        }
    }
    /* PG.2~h4~p3: the fighter's results stay in the opponents' records (an invariant: nothing
     * here changes an earlier round) */
    RULE(t->run, "PG.2~h4~p3");
    if (json_is_true(json_object_get(opts, "forfeit")))
        f->forfeited = true;  /* 順位…没収することができます (BF-DQ-FORFEIT) */
    leave_qualifiers(t, x);
    bf_team_member_gone(t, x);
}

void bf_penalty_effects(bf_tournament *t, int x, bf_pen p, const json_t *opts, bool bye_is_match)
{
    if (p == BF_PEN_MATCH_LOSS) {
        RULE(t->run, "PG.2~h3~p2");  /* 「マッチの敗北」…即座に終了…マッチ間なら次のマッチに */
        bf_match_loss(t, x, json_is_true(json_object_get(opts, "next_match")), bye_is_match,
                      "PG.2~h3~p2");
    } else if (p == BF_PEN_DQ) {
        disqualify(t, x, opts);
    }
}
