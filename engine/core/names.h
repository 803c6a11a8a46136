/* names.h — names given by a case (card ids, fighters) found by their string: each added name
 * gets the next index; lookups go through an open-addressing hash table (FNV-1a, linear
 * probing) kept at most half full. The names are borrowed (they live as long as the case's
 * JSON). Used by the card table (tcg_cards.c) and bushiroad-floor's fighters. */
#ifndef ENGINE_CORE_NAMES_H
#define ENGINE_CORE_NAMES_H

#include <stddef.h>

typedef struct eng_names {
    const char **name;   /* in the order added: name[i] has index i */
    size_t n, cap;
    int *slot;           /* index + 1, 0 for an empty slot */
    size_t nslots;       /* a power of two, at least twice n */
} eng_names;

/* Add `name`: its index; -1 when it is there already (*held, when not NULL, its index). */
int eng_names_add(eng_names *m, const char *name, int *held);
/* The index of `name`, -1 when absent or NULL. */
int eng_names_find(const eng_names *m, const char *name);
void eng_names_free(eng_names *m);

#endif
