/* fuzz_case.c — libFuzzer target: the case loader (oracle/suite/case_load.c) on arbitrary bytes,
 * as a fusion-world case, its pins located in the document and followed through its history.
 * Differentials: the quick JSON reader against jansson (fuzz_support.c), and the request copied
 * from the file's text against the one built from the parsed case. Every load error must name
 * its line and column. */
#include "fuzz_support.h"
#include "oracle/suite/case_load.h"
#include "oracle/suite/pin_history.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static fz_doc *fusion_world;  /* opened once, for every run */

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fusion_world = calloc(1, sizeof *fusion_world);
    fz_doc_open(fusion_world, "fusion-world");
    return 0;
}

/* Every line of `all` is "fuzz.json:LINE:COL: error: ..." (or names another file: a pin's). */
static void check_positions(const strbuf *all)
{
    const char *p = all->p ? all->p : "";
    while (*p) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (strncmp(p, "fuzz.json:", 10) == 0) {
            const char *q = p + 10;
            bool line = isdigit((unsigned char)*q) && *q != '0';
            while (isdigit((unsigned char)*q))
                q++;
            bool col = *q == ':' && isdigit((unsigned char)q[1]) && q[1] != '0';
            if (!line || !col) {
                char msg[512];
                snprintf(msg, sizeof msg, "%.*s", (int)(n < 500 ? n : 500), p);
                fz_finding("a load error without a line and a column", msg);
            }
        }
        p += n + (end != NULL);
    }
}

/* The request the adapter driver copies from the text is the one the parsed case makes. */
static void check_request(const tcase *c, const char *text, size_t len)
{
    strbuf copied;
    sb_init(&copied);
    json_t *built = case_request(c);
    if (case_request_text(text, len, &copied)) {
        json_error_t err;
        json_t *v = json_loadb(copied.p, copied.n, JSON_REJECT_DUPLICATES, &err);
        if (!v || !json_equal(v, built))
            fz_finding("the request copied from the text differs from the parsed case's", copied.p);
        json_decref(v);
    }
    json_decref(built);
    sb_free(&copied);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    json_decref(fz_parse(text, size));
    strbuf all;
    sb_init(&all);
    diag dg;
    diag_init(&dg, NULL);
    dg.all = &all;
    tcase c;
    if (case_load_mem(&c, "fuzz.json", "fusion-world/hand/fuzz.json", text, size,
                      &fusion_world->d.index, &dg) == 0) {
        check_request(&c, text, size);
        pins_follow_history(&c, &fusion_world->h, &dg);
        case_free(&c);
    } else if (dg.errors == 0) {
        fz_finding("a case refused without a diagnostic", NULL);
    }
    check_positions(&all);
    sb_free(&all);
    return 0;
}
