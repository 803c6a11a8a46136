/* fuzz_response.c — libFuzzer target: one line an adapter writes, read as the adapter driver
 * reads it (the quick JSON reader against jansson, as the pump parses), then checked as a start
 * response and as the answer to run 1 (oracle/suite/adapter_check.c); the same bytes as the
 * adapter's stderr, kept in the ring whose tail a report quotes. Whatever an adapter writes,
 * what the oracle quotes of it is valid UTF-8, and a check that fails says why. */
#include "fuzz_support.h"
#include "oracle/suite/adapter_int.h"

#include <string.h>

static void check_utf8(const strbuf *s, const char *what)
{
    json_t *v = json_stringn(s->p ? s->p : "", s->n);
    if (!v)
        fz_finding(what, "not valid UTF-8");
    json_decref(v);
}

/* A check that fails says why; one that passes adds nothing. */
static void check_why(bool ok, const strbuf *why, const char *what)
{
    if (!ok && why->n == 0)
        fz_finding(what, "refused without a reason");
    if (ok && why->n != 0)
        fz_finding(what, why->p);
    check_utf8(why, what);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *line = (const char *)data;
    strbuf why;
    sb_init(&why);
    json_t *resp = fz_parse(line, size);
    if (resp) {
        check_why(ad_check_start(resp, &why), &why, "the start response's check");
        sb_clear(&why);
        check_why(ad_check_response(resp, 1, &why), &why, "the run response's check");
        sb_clear(&why);
        bool body = ad_check_body(resp, &why);
        check_why(body, &why, "the body's check");
        sb_clear(&why);
        bool seq = ad_check_seq(resp, 1, &why);
        sb_clear(&why);
        if ((body && seq) != ad_check_response(resp, 1, &why))
            fz_finding("ad_check_response is not ad_check_seq and ad_check_body", NULL);
        json_decref(resp);
    }
    sb_clear(&why);
    ad_put_utf8(&why, line, size);
    check_utf8(&why, "a response quoted in a message");
    ad_ring ring;
    memset(&ring, 0, sizeof ring);
    size_t half = size / 2;
    ad_ring_put(&ring, line, half);       /* in two writes, as a pipe may give them */
    ad_ring_put(&ring, line + half, size - half);
    sb_clear(&why);
    ad_ring_tail(&ring, &why);
    check_utf8(&why, "the tail of an adapter's stderr");
    sb_free(&why);
    return 0;
}
