/* probe.c — playing a script on the campaign's implementations (probe.h). */
#include "probe.h"

#include <string.h>

void probe_run(play_sides *s, const char *doc, const json_t *setup, const json_t *script,
               probe *p)
{
    memset(p, 0, sizeof *p);
    json_t *request = json_pack("{s:s, s:s, s:[], s:O, s:O}", "id", "play/random-game", "doc",
                                doc, "tags", "setup", setup, "script", script);
    for (size_t k = 0; k < s->n; k++)
        drv_run(s->drv[k], request, &p->out[k]);
    p->n = s->n;
    s->runs++;
    json_decref(request);
}

void probe_free(probe *p)
{
    for (size_t k = 0; k < p->n; k++)
        drv_outcome_free(&p->out[k]);
    p->n = 0;
}

const json_t *probe_observation(const probe *p, size_t k)
{
    return k < p->n && p->out[k].status == DRV_RESULT ? p->out[k].observation : NULL;
}

const json_t *probe_legal_at(const json_t *observation, long step)
{
    size_t i;
    const json_t *l;
    json_array_foreach(json_object_get(observation, "legal"), i, l)
        if (json_integer_value(json_object_get(l, "step")) == step)
            return json_object_get(l, "actions");
    return NULL;
}
