/* registry.c — the reference engine's modules, one per rules document. */
#include "engine.h"

#include <string.h>

extern const eng_module eng_bushiroad_floor;

static const eng_module *const modules[] = {
    &eng_bushiroad_floor,
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
