/* challenge.c — challenges (チャレンジ, FR.1.2.3): a review by the head judge of another judge's
 * ruling (~p3), the event's limit per fighter (~p4), counted only when the head judge rules the
 * same way, for every fighter who asked (~p5). */
#include "floor_conduct.h"

#include <stdlib.h>

static const char *const challenge_keys[] = {"do", "by", "after_ruling", "same", NULL};

int bf_do_challenge(bf_tournament *t, const json_t *act)
{
    const char *what = "challenge";
    bool after_ruling = true, same = false;
    if (eng_only_keys(t->run, act, what, challenge_keys) != BF_OK ||
        eng_get_bool(t->run, act, "after_ruling", what, &after_ruling) != BF_OK ||
        eng_get_bool(t->run, act, "same", what, &same) != BF_OK)
        return BF_ERR;
    if (!json_object_get(act, "same"))
        return eng_error(t->run, "challenge: \"same\" is required");
    int *by = xmalloc(t->n * sizeof *by);
    size_t n = 0;
    if (bf_get_fighter_list(t, json_object_get(act, "by"), "challenge: \"by\"", by, &n) !=
        BF_OK) {
        free(by);
        return BF_ERR;
    }
    if (n == 0) {
        free(by);
        return eng_error(t->run, "challenge: \"by\" names nobody");
    }
    RULE(t->run, "FR.1.2.3~p3");  /* ヘッドジャッジ以外のジャッジの裁定を受けずに…仰ぐことはできません */
    if (!after_ruling && !t->conduct->head_judge_only) {
        eng_reject(t->run, "FR.1.2.3~p3", "no other judge has ruled");
        free(by);
        return BF_OK;
    }
    RULE(t->run, "FR.1.2.3~p4");  /* 上限回数が設定される場合があります…特に指定がない場合…設定されていない */
    for (size_t i = 0; i < n; i++)
        if (t->conduct->f[by[i]].challenges_left == 0) {
            eng_reject(t->run, "FR.1.2.3~p4", "\"%s\" has no challenge left", t->f[by[i]].name);
            free(by);
            return BF_OK;
        }
    RULE(t->run, "FR.1.2.3~p5");  /* 異なる場合、残り回数は減算されませんが、同じ場合は減算されます */
    json_t *rem = json_object();
    for (size_t i = 0; i < n; i++) {
        bf_fconduct *f = &t->conduct->f[by[i]];
        if (same && f->challenges_left > 0)
            f->challenges_left--;
        json_object_set_new(rem, t->f[by[i]].name,
                            f->challenges_left < 0 ? json_null()
                                                   : json_integer(f->challenges_left));
    }
    eng_event(t->run, "challenge", json_pack("{s:o, s:b, s:o}", "by", bf_names(t, by, n), "same",
                                             same, "remaining", rem));
    free(by);
    return BF_OK;
}
