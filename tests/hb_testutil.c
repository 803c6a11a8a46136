/* hb_testutil.c — see hb_testutil.h. */
#include "hb_testutil.h"
#include "fw_testutil.h"
#include "engine/engine.h"

#include <stdio.h>

extern const eng_module eng_haikyu_break;

json_t *hbt_run(const char *setup, const char *script)
{
    return fwt_execute(&eng_haikyu_break, setup, script);
}

const char *hbt_setup(const char *at, int turn, const char *player, const char *cards,
                      const char *p1, const char *p2)
{
    static char buf[8192];
    static const char *const base =
        "'P1D1': {}, 'P1D2': {}, 'P1D3': {}, 'P1D4': {}, 'P1D5': {}, 'P1D6': {},"
        " 'P2D1': {}, 'P2D2': {}, 'P2D3': {}, 'P2D4': {}, 'P2D5': {}, 'P2D6': {},"
        " 'P1S1': {}, 'P1S2': {}, 'P2S1': {}, 'P2S2': {}";
    snprintf(buf, sizeof buf,
             "{'start': {'at': '%s', 'turn': %d, 'player': '%s', 'set': 1},"
             " 'cards': {%s%s%s},"
             " 'P1': {'deck': ['P1D1', 'P1D2', 'P1D3', 'P1D4', 'P1D5', 'P1D6'],"
             "        'set': ['P1S1', 'P1S2']%s%s},"
             " 'P2': {'deck': ['P2D1', 'P2D2', 'P2D3', 'P2D4', 'P2D5', 'P2D6'],"
             "        'set': ['P2S1', 'P2S2']%s%s}}",
             at, turn, player, base, *cards ? ", " : "", cards, *p1 ? ", " : "", p1,
             *p2 ? ", " : "", p2);
    return buf;
}
