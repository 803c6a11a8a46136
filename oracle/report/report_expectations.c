/* report_expectations.c — an implementation's known-failures file made from a run
 * (`oracle run --write-expectations FILE`): every case that did not pass, in case order, each
 * with the check that failed first as its reason, to be read and edited by a person before
 * `--expectations FILE` uses it (knownfail.h reads the format). */
#include "report_internal.h"

#include <stdlib.h>
#include <string.h>

/* Longest reason written: the first line of the first divergence, cut. */
enum { REASON_CHARS = 200 };

/* Statuses a known-failures list holds: every failure but xpass (the case passed). */
static const char *const listed[] = {"fail", "error", "timeout", "crash", "xfail", NULL};

/* The reason of one case: an xfail keeps the reason it was listed with; a failing case gives
 * its first divergence ("CHECK PATH: MESSAGE"); any other its status and message. */
static void reason_of(const json_t *c, strbuf *b)
{
    const char *status = report_str(c, "status");
    const char *known = report_str_or_null(c, "known_failure");
    if (strcmp(status, "xfail") == 0 && known) {
        sb_puts(b, known);
        return;
    }
    const json_t *first = NULL, *d;
    size_t i;
    json_array_foreach(report_arr(c, "divergences"), i, d) {
        if (!first || json_is_true(json_object_get(d, "first")))
            first = d;
        if (json_is_true(json_object_get(d, "first")))
            break;
    }
    strbuf line;
    sb_init(&line);
    if (first) {
        sb_printf(&line, "%s", report_str(first, "check"));
        if (*report_str(first, "path"))
            sb_printf(&line, " %s", report_str(first, "path"));
        sb_printf(&line, ": %s", report_str(first, "message"));
    } else {
        sb_printf(&line, "%s: %s", status, *report_str(c, "message") ? report_str(c, "message")
                                                                    : "(no message)");
    }
    report_first_line(b, sb_str(&line), REASON_CHARS);
    sb_free(&line);
}

void report_expectations(const json_t *results, strbuf *out)
{
    json_t *list = json_array();
    size_t i;
    const json_t *c;
    json_array_foreach(report_arr(results, "cases"), i, c) {
        if (!report_one_of(report_str(c, "status"), listed))
            continue;
        strbuf r;
        sb_init(&r);
        reason_of(c, &r);
        json_array_append_new(list, json_pack("{s:s, s:s}", "case", report_str(c, "id"),
                                               "reason", sb_str(&r)));
        sb_free(&r);
    }
    json_t *root = json_pack("{s:i, s:o}", "format", 1, "known_failures", list);
    char *text = json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    sb_puts(out, text ? text : "{}");
    sb_puts(out, "\n");
    free(text);
    json_decref(root);
}
