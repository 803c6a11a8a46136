/* pins.c — following a case's pinned clause into the current index by id and by hash, or
 * through a version diff (pins.h). */
#include "pins.h"

#include <string.h>

const char *pin_state_name(pin_state s)
{
    static const char *const names[] = {"fresh", "renumbered", "suspect", "orphaned"};
    return (unsigned)s < sizeof names / sizeof *names ? names[s] : "?";
}

/* The one clause other than `except` whose text has `hash`: its index, -1 when none, -2 when
 * several (the text cannot be followed). */
static int32_t sole_holder(const cidx *x, const char *hash, int32_t except)
{
    int32_t found = -1;
    for (size_t i = 0; i < x->nclauses; i++) {
        if ((int32_t)i == except || strcmp(x->clause[i].hash, hash) != 0)
            continue;
        if (found >= 0)
            return -2;
        found = (int32_t)i;
    }
    return found;
}

pin_state pin_locate(const cidx *x, const char *id, const char *hash, int32_t *now)
{
    int32_t at = cidx_find(x, id);
    if (at >= 0 && strcmp(x->clause[at].hash, hash) == 0) {
        *now = at;
        return PIN_FRESH;
    }
    int32_t moved = sole_holder(x, hash, at);
    if (moved >= 0) {
        *now = moved;
        return PIN_RENUMBERED;
    }
    *now = at;
    return at >= 0 ? PIN_SUSPECT : PIN_ORPHANED;
}

pin_state pin_through(const vd_entry *e, int32_t *now)
{
    *now = e->new_clause;
    switch (e->status) {
    case VD_UNCHANGED:
    case VD_LAYOUT:
        return PIN_FRESH;
    case VD_RENUMBERED:
        return e->same_text ? PIN_RENUMBERED : PIN_SUSPECT;
    case VD_CHANGED:
        return PIN_SUSPECT;
    default:
        return PIN_ORPHANED;
    }
}
