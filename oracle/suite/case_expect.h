/* case_expect.h — the strict reading of a case's `expect` (docs/cases.md, "The expectation"):
 * its checks (state, events, rejections, legal, absent, exactly, invalid), the operators of the
 * expectation language ("$clauses", "$value", "$set", "$any_order") and the clauses each check
 * names, every one a clause the case declares. Every problem is reported (jcheck's `every`). */
#ifndef ORACLE_CASE_EXPECT_H
#define ORACLE_CASE_EXPECT_H

#include "case_load.h"
#include "util/jcheck.h"

/* Check c->expect (ck's path at "expect") against the case's script and pins; sets
 * c->names_clauses. Returns 0, or -1 after one diagnostic per problem. */
int case_check_expect(jcheck *ck, tcase *c);

#endif
