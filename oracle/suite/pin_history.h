/* pin_history.h — a loaded case's pins followed through its document's older versions. The
 * loader locates each pin in the current text alone (pins.h): by id, else by its text's hash.
 * When a pin is not fresh and an older version holds its text under its id (the version the
 * case records, else the newest that does), the two versions' alignment says more: a clause
 * reworded and renumbered at once is followed to its new id (suspect there), and a deleted
 * clause whose id a sibling took is orphaned, not suspect. */
#ifndef ORACLE_PIN_HISTORY_H
#define ORACLE_PIN_HISTORY_H

#include "case_load.h"
#include "oracle/index/vhistory.h"

/* Follow every pin of c that is not fresh through h (c was loaded against h's current index);
 * c->pins_state is the worst state again afterwards. */
void pins_follow_history(tcase *c, vhistory *h, diag *dg);

#endif
