/* fuzz_results.c — libFuzzer target: the reader of a run's results.json that `merge` and
 * `compare` use (oracle/cli/results_read.c) on arbitrary bytes. What it accepts lists each case
 * id once, as a string; what it refuses it refuses with a diagnostic. */
#include "fuzz_support.h"
#include "oracle/cli/results_read.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    diag dg;
    diag_init(&dg, NULL);
    json_t *r = results_read_mem("results.json", (const char *)data, size, &dg);
    if (!r) {
        if (dg.errors == 0)
            fz_finding("a results.json refused without a diagnostic", NULL);
        return 0;
    }
    json_t *seen = json_object();
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(r, "cases"), i, c) {
        const char *id = json_string_value(json_object_get(c, "id"));
        if (!id || json_object_get(seen, id))
            fz_finding("a results.json accepted with a case id missing or repeated", id);
        json_object_set_new(seen, id, json_true());
    }
    json_decref(seen);
    json_decref(r);
    return 0;
}
