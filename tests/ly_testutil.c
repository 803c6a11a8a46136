/* ly_testutil.c — what the lycee engine tests share (ly_testutil.h). */
#include "ly_testutil.h"
#include "engine/engine.h"
#include "fw_testutil.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <cmocka.h>

const char *lyt_setup(const char *cards, const char *p1, const char *p2, const char *more)
{
    static char buf[16384];
    snprintf(buf, sizeof buf,
             "{'first': 'P1', 'start': {'at': 'main', 'turn': 3},"
             " 'cards': {'P1D1': {}, 'P1D2': {}, 'P1D3': {}, 'P2D1': {}, 'P2D2': {}, 'P2D3': {}%s},"
             " 'P1': {'deck': ['P1D1', 'P1D2', 'P1D3']%s},"
             " 'P2': {'deck': ['P2D1', 'P2D2', 'P2D3']%s}%s}",
             cards, p1, p2, more);
    return buf;
}

json_t *lyt_run(const char *setup, const char *script)
{
    const eng_module *m = eng_find("lycee");
    assert_non_null(m);
    return fwt_execute(m, setup, script);
}
