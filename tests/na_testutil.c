/* na_testutil.c — see na_testutil.h. */
#include "na_testutil.h"
#include "fw_testutil.h"
#include "engine/engine.h"

#include <stdio.h>

extern const eng_module eng_nivel_arena;

json_t *nat_run(const char *setup, const char *script)
{
    return fwt_execute(&eng_nivel_arena, setup, script);
}

const char *nat_setup(const char *at, const char *cards, const char *p1, const char *p2)
{
    static char buf[8192];
    snprintf(buf, sizeof buf,
             "{'first': 'P1', 'start': {'at': '%s', 'turn': 3},"
             " 'cards': {'L1': {'type': 'leader'}, 'L2': {'type': 'leader'}%s%s},"
             " 'P1': {'leader': 'L1'%s%s}, 'P2': {'leader': 'L2'%s%s}}",
             at, *cards ? ", " : "", cards, *p1 ? ", " : "", p1, *p2 ? ", " : "", p2);
    return buf;
}
