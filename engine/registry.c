/* registry.c — the reference engine's modules, one per rules document. */
#include "engine.h"

#include <string.h>

extern const eng_module eng_bushiroad_floor;
extern const eng_module eng_fusion_world;

static const eng_module *const modules[] = {
    &eng_bushiroad_floor,
    &eng_fusion_world,
};

const eng_module *const *eng_modules(size_t *count)
{
    *count = sizeof modules / sizeof *modules;
    return modules;
}

const eng_module *eng_find(const char *doc)
{
    for (size_t i = 0; i < sizeof modules / sizeof *modules; i++)
        if (strcmp(modules[i]->doc, doc) == 0)
            return modules[i];
    return NULL;
}
