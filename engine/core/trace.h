/* trace.h — the clause trace of one run: the set of clause ids RULE() recorded into it. It is a
 * member of the run (run.c); internal to the engine core. The ids are string literals: a table
 * of the pointers already met answers most RULE() calls, a table of the ids' texts the rest (the
 * same literal may stand at several addresses). */
#ifndef ENGINE_TRACE_H
#define ENGINE_TRACE_H

#include <jansson.h>
#include <stddef.h>

typedef struct eng_trace {
    const char **ids;   /* distinct strings (literals, or a static table's), in the order met */
    size_t n, cap;
    const char **ptrs;  /* every pointer met, hashed by address (open addressing) */
    size_t nptrs, capptrs;
    int *texts;         /* index + 1 into ids, hashed by text */
    size_t captexts;
    int paused;         /* eng_trace_pause() nesting: nothing is recorded while above 0 */
} eng_trace;

/* Record `id` unless it is there already or the trace is paused. */
void eng_trace_add(eng_trace *t, const char *id);
/* The recorded ids, sorted bytewise, as a new JSON array. */
json_t *eng_trace_json(const eng_trace *t);
void eng_trace_free(eng_trace *t);

#endif
