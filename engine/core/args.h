/* args.h — the strict reading of a case's JSON that every module of the reference engine uses
 * (its setup, each script entry's arguments): an unknown key, a missing required key, a value of
 * the wrong type or out of its range is a case error (eng_error) naming the object (`what`, a
 * path such as "setup.P1" or "pair") and the key. Each function returns 0, or -1 after
 * eng_error(); an absent optional key leaves *out unchanged. What a value names (a fighter, a
 * card, a player) is looked up by its module. */
#ifndef ENGINE_CORE_ARGS_H
#define ENGINE_CORE_ARGS_H

#include "engine/engine.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The largest integer a case may give where no rule bounds it. */
#define ENG_INT_MAX 1000000000

/* Member `key` of obj in *v, NULL when absent; an error when absent and required. */
int eng_member(eng_run *r, const json_t *obj, const char *key, const char *what, bool required,
               const json_t **v);
/* Every key of `obj` (which must be an object) is one of `allowed` (NULL-terminated); each that
 * is not is an error naming the keys allowed. */
int eng_only_keys(eng_run *r, const json_t *obj, const char *what, const char *const *allowed);
/* An integer in [min, max]. */
int eng_get_int(eng_run *r, const json_t *obj, const char *key, const char *what, bool required,
                int64_t min, int64_t max, int64_t *out);
int eng_get_bool(eng_run *r, const json_t *obj, const char *key, const char *what, bool *out);
int eng_get_string(eng_run *r, const json_t *obj, const char *key, const char *what,
                   bool required, const char **out);
/* One of `names` (NULL-terminated), *out its index; the error lists the names allowed. */
int eng_get_enum(eng_run *r, const json_t *obj, const char *key, const char *what,
                 bool required, const char *const *names, int *out);
/* An order of n options given by the script (a `random` or `choose` value, `what` naming it in
 * messages): v must list each option once; find(s, ud) is the option named s (0 .. n-1), -1
 * for none; out[i] the option listed i-th. */
int eng_read_order(eng_run *r, const json_t *v, size_t n, const char *what,
                   int (*find)(const char *s, void *ud), void *ud, int *out);
/* The index of `name` in `names` (NULL-terminated), -1 when absent or NULL. */
int eng_enum_index(const char *const *names, const char *name);
/* snprintf into buf, cut at its size: the path of a key in messages. */
void eng_format(char *buf, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
