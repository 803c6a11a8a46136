/* play_one.c — one case loaded, played once and judged (play_one.h). */
#include "play_one.h"
#include "oracle/games/invariant.h"
#include "oracle/suite/judge.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

int play_one_load(cli_env *env, play_one *p, const run_doc *rd, const char *path, const char *rel)
{
    memset(p, 0, sizeof *p);
    if (case_load(&p->c, path, rel, &rd->d.index, &env->dg) != 0)
        return EXIT_USAGE;
    p->request = case_request(&p->c);
    return 0;
}

void play_one_run(play_one *p, driver *drv)
{
    drv_run(drv, p->request, &p->out);
    p->played = true;
    if (p->out.status != DRV_RESULT)
        return;
    const json_t *obs = p->out.observation;
    bool refusal_expected = json_object_get(p->c.expect, "invalid") != NULL;
    const json_t *err = json_object_get(obs, "error");
    if (err && !refusal_expected) {
        p->verdict = xstrdup("the implementation could not run the case (its \"error\" above)");
        return;
    }
    inv_report inv;
    inv_check(p->c.doc, p->c.setup, obs, &inv);
    verdict v;
    judge(p->c.expect, obs, p->c.script, &v);
    if (!err && inv.clause)
        verdict_add_first(&v, "invariant", inv.message, inv.clause);
    p->pass = v.pass;
    p->verdict = xstrdup(v.pass ? "pass" : v.message ? v.message : "fail");
    verdict_free(&v);
    inv_report_free(&inv);
}

void play_one_free(play_one *p)
{
    if (p->played)
        drv_outcome_free(&p->out);
    json_decref(p->request);
    case_free(&p->c);
    free(p->verdict);
    memset(p, 0, sizeof *p);
}
