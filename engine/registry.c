/* registry.c — the reference engine's modules, one per game of games.def (eng_<folder>). */
#include "engine/engine.h"

#include <stdio.h>
#include <string.h>

#define GAME(slug, folder) extern const eng_module eng_##folder;
#include "games.def"
#undef GAME

static const eng_module *const modules[] = {
#define GAME(slug, folder) &eng_##folder,
#include "games.def"
#undef GAME
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

void eng_version(char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < sizeof modules / sizeof *modules; i++) {
        int k = snprintf(buf + used, size - used, "%s%s %s", i ? ", " : "", modules[i]->doc,
                         modules[i]->version);
        if (k < 0 || used + (size_t)k >= size)
            return;
        used += (size_t)k;
    }
}
