/* forgotten.c — a triggered automatic ability a fighter forgot to play (PG.3.4~p1): the judge
 * has it played at the check timing nearest to when it was noticed, unless its effect is
 * optional (「～してよい」), which is treated as declined. */
#include "floor_conduct.h"

static const char *const forgotten_keys[] = {"do", "fighter", "optional", NULL};

int bf_do_forgotten_ability(bf_tournament *t, const json_t *act)
{
    int x;
    bool optional = false;
    if (eng_only_keys(t->run, act, "forgotten-ability", forgotten_keys) != BF_OK ||
        eng_get_bool(t->run, act, "optional", "forgotten-ability", &optional) != BF_OK ||
        bf_conduct_get_fighter_key(t, act, "fighter", "forgotten-ability", &x) != BF_OK)
        return BF_ERR;
    RULE(t->run, "PG.3.4~p1");  /* 一番近いチェックタイミングに即座にプレイ…任意の効果…しない */
    eng_event(t->run, "forgotten-ability",
              json_pack("{s:s, s:s}", "fighter", t->f[x].name, "resolution",
                        optional ? "declined" : "play-at-next-check-timing"));
    return BF_OK;
}
