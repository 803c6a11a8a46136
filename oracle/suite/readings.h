/* readings.h — cases/<doc>/readings.json (docs/cases.md): each gap or contradiction of the text
 * with the reading the project chose, and the clauses it concerns. The oracle reads it to follow
 * those clause ids through a new version of the document (idfollow.h) and to say which readings
 * a change concerns; the generators check the cases' `reading:` tags against it. */
#ifndef ORACLE_READINGS_H
#define ORACLE_READINGS_H

#include "idfollow.h"

#include <jansson.h>
#include <stdbool.h>

typedef struct readings {
    bool present;        /* the document has a readings file */
    json_t *root;
    size_t n;            /* readings */
    idf_list follow;     /* the ids of their clauses that a new version moved, changed, removed */
} readings;

/* Load `path` strictly against h's current index (a missing file is no error). Returns 0, or
 * -1 after a diagnostic naming file, line and column. */
int readings_load(readings *r, const char *path, vhistory *h, diag *dg);
void readings_free(readings *r);
/* The id of the reading a note of r->follow is in. */
const char *readings_of_note(const readings *r, const idf_note *n);

#endif
