/* tcg_list.h — growable arrays of ints (card indexes: zones, stacks, candidates). A zeroed
 * tcg_list is empty and ready. */
#ifndef ENGINE_CORE_TCG_LIST_H
#define ENGINE_CORE_TCG_LIST_H

#include <stdbool.h>
#include <stddef.h>

typedef struct tcg_list {
    int *v;
    size_t n, cap;
} tcg_list;

void tcg_list_push(tcg_list *l, int x);
/* Insert x at pos (past the end: appended). */
void tcg_list_insert(tcg_list *l, size_t pos, int x);
/* Remove the element at pos; returns it. */
int tcg_list_remove_at(tcg_list *l, size_t pos);
/* Remove the first occurrence of x; false when absent. */
bool tcg_list_remove(tcg_list *l, int x);
/* The position of x, -1 when absent. */
long tcg_list_find(const tcg_list *l, int x);
bool tcg_list_has(const tcg_list *l, int x);
void tcg_list_copy(tcg_list *dst, const tcg_list *src);
void tcg_list_clear(tcg_list *l);
void tcg_list_free(tcg_list *l);

#endif
