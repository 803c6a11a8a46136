/* trace.h — the clause trace of one run: the set of clause ids RULE() recorded while the run
 * was current. Internal to the engine core. */
#ifndef ENGINE_TRACE_H
#define ENGINE_TRACE_H

#include <jansson.h>
#include <stddef.h>

typedef struct eng_trace {
    const char **ids;   /* distinct string literals, unsorted */
    size_t n, cap;
} eng_trace;

/* Make `t` the current trace (RULE() records into it) until eng_trace_end(). */
void eng_trace_begin(eng_trace *t);
void eng_trace_end(eng_trace *t);
/* The recorded ids, sorted bytewise, as a new JSON array. */
json_t *eng_trace_json(const eng_trace *t);
void eng_trace_free(eng_trace *t);

#endif
