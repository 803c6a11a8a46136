/* pins.h — where a case's pinned clause stands in the document on disk. A case pins each clause
 * it tests with the hash of the text it was written against (docs/cases.md); when a new
 * version of the document changes, moves or removes that text, the pin tells which:
 *   fresh       the clause has the pinned text under the pinned id;
 *   renumbered  the pinned text is now under another id (oracle repin rewrites the pin);
 *   suspect     the clause is there with other text: the case may no longer say what the rule
 *               says, and needs review;
 *   orphaned    neither the id nor the text is there any more.
 * From the current index alone, a pin is followed by its hash: to one other clause holding
 * that text (renumbered); text held by several clauses cannot be followed this way. With the
 * old version at hand, the two versions are aligned instead (vdiff.h): `oracle diff --cases`,
 * and a run when a pin's text is an older version's (pin_history.h). */
#ifndef ORACLE_PINS_H
#define ORACLE_PINS_H

#include "oracle/index/cindex.h"
#include "oracle/index/vdiff.h"

#include <stdint.h>

typedef enum pin_state {  /* in order of severity: a case takes its worst pin's state */
    PIN_FRESH,
    PIN_RENUMBERED,
    PIN_SUSPECT,
    PIN_ORPHANED,
} pin_state;

/* "fresh", "renumbered", "suspect", "orphaned". */
const char *pin_state_name(pin_state s);
/* The state of pin (id, hash) in index x. *now: the clause the pin points to in x (its own id
 * when fresh or suspect, the new one when renumbered), -1 when orphaned. */
pin_state pin_locate(const cidx *x, const char *id, const char *hash, int32_t *now);
/* The state of a pin written against the old side of a version diff, e being the entry of the
 * pinned clause there (its text the pinned one): unchanged or layout-only fresh, renumbered with
 * the same text renumbered, changed (or renumbered and reworded) suspect, removed orphaned.
 * *now: the clause in the new side, -1 when removed. */
pin_state pin_through(const vd_entry *e, int32_t *now);

#endif
