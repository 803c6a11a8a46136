/* tournament.c — placeholder until the bushiroad-floor module lands (work in progress). */
#include "engine.h"

static int run(eng_run *r, const json_t *setup)
{
    (void)setup;
    return eng_error(r, "the bushiroad-floor engine is not written yet");
}

const eng_module eng_bushiroad_floor = {"bushiroad-floor", "reference engine", "0", run};
