/* jmember.h — reading several members of one jansson object in the order they are usually
 * written (an implementation writes its objects' members in a fixed order): each read first
 * tries the member after the one read last, and hashes the key only when that is another
 * member. The value read is always the one json_object_get gives (NULL: no such member or not
 * an object); only the cost differs. */
#ifndef UTIL_JMEMBER_H
#define UTIL_JMEMBER_H

#include <jansson.h>

typedef struct jm_cursor {
    json_t *obj;   /* the object read, or NULL */
    void *next;    /* the member after the one read last: the guess for the next read */
} jm_cursor;

/* Start reading `obj` (any value: a non-object reads as having no members). */
void jm_start(jm_cursor *c, const json_t *obj);
/* Member `key` of the object, or NULL. */
json_t *jm_get(jm_cursor *c, const char *key);

#endif
