/* scheme.c — the registry of numbering schemes. */
#include "scheme.h"

#include <string.h>

static const scheme *const all[] = {&scheme_dash, &scheme_dot, &scheme_lycee, &scheme_floor, NULL};

const scheme *const *scheme_all(void)
{
    return all;
}

const scheme *scheme_find(const char *name)
{
    for (const scheme *const *s = all; *s; s++)
        if (strcmp((*s)->name, name) == 0)
            return *s;
    return NULL;
}
