/* tcg_loop.c — the passes of a repeated procedure, each a state's fingerprint with the log
 * position then; a pass at a state seen before is a loop (tcg_loop.h). */
#include "tcg_int.h"

#include <stdlib.h>
#include <string.h>

typedef struct pass_head {
    size_t len, pos;
} pass_head;

/* The log position of the noted pass at fp, or -1. */
static long find(const tcg_loop *l, const void *fp, size_t len)
{
    for (size_t at = 0; at < l->n;) {
        pass_head h;
        memcpy(&h, l->buf + at, sizeof h);
        at += sizeof h;
        if (h.len == len && memcmp(l->buf + at, fp, len) == 0)
            return (long)h.pos;
        at += h.len;
    }
    return -1;
}

void tcg_loop_note(tcg_loop *l, const void *fp, size_t len, size_t now)
{
    size_t need = l->n + sizeof(pass_head) + len;
    if (need > l->cap) {
        l->cap = l->cap ? 2 * l->cap : 1024;
        while (l->cap < need)
            l->cap *= 2;
        l->buf = xrealloc(l->buf, l->cap);
    }
    pass_head h = {len, now};
    memcpy(l->buf + l->n, &h, sizeof h);
    memcpy(l->buf + l->n + sizeof h, fp, len);
    l->n = need;
}

bool tcg_loop_pass(tcg_loop *l, const void *fp, size_t len, size_t now, size_t *from)
{
    long at = find(l, fp, len);
    if (at >= 0) {
        *from = (size_t)at;
        return true;
    }
    tcg_loop_note(l, fp, len, now);
    return false;
}

bool tcg_loop_seen(const tcg_loop *l, const void *fp, size_t len)
{
    return find(l, fp, len) >= 0;
}

void tcg_loop_clear(tcg_loop *l)
{
    l->n = 0;
}

void tcg_loop_free(tcg_loop *l)
{
    free(l->buf);
    *l = (tcg_loop){0};
}

int tcg_loop_answer_again(eng_run *run, const json_t *replay, size_t *pos, bool random,
                          const char *kind, const json_t **value)
{
    *value = NULL;
    if (*pos >= json_array_size(replay))
        return TCG_OK;
    const json_t *e = json_array_get(replay, (*pos)++);
    const char *entry = random ? "random" : "choose";
    if (strcmp(json_string_value(json_object_get(e, "entry")), entry) != 0 ||
        strcmp(json_string_value(json_object_get(e, "for")), kind) != 0)
        return eng_error(run, "the repeated loop asks a %s \"%s\" where its first pass "
                         "asked another", entry, kind);
    *value = json_object_get(e, "value");
    return TCG_OK;
}
