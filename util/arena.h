/* arena.h — bump allocator that owns every string and record of one extracted document.
 * Everything allocated from an arena is freed at once by arena_free(); allocation never
 * fails silently (it aborts with a message on exhausted memory). */
#ifndef UTIL_ARENA_H
#define UTIL_ARENA_H

#include <stddef.h>

typedef struct arena_block arena_block;

typedef struct arena {
    arena_block *head;
} arena;

void *arena_alloc(arena *a, size_t size);                 /* zeroed, 16-byte aligned */
char *arena_strndup(arena *a, const char *s, size_t n);   /* NUL-terminated copy */
char *arena_strdup(arena *a, const char *s);
void arena_free(arena *a);

#endif
