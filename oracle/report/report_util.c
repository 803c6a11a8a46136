/* report_util.c — tolerant reads of the results document, markup escaping and the case lookup
 * shared by the report writers (report_internal.h). */
#include "report_internal.h"
#include "util/utf8.h"

#include <stdlib.h>
#include <string.h>

const char *report_str(const json_t *obj, const char *key)
{
    const char *s = report_str_or_null(obj, key);
    return s ? s : "";
}

const char *report_str_or_null(const json_t *obj, const char *key)
{
    const json_t *v = json_is_object(obj) ? json_object_get(obj, key) : NULL;
    return json_is_string(v) ? json_string_value(v) : NULL;
}

long long report_int(const json_t *obj, const char *key, long long dflt)
{
    const json_t *v = json_is_object(obj) ? json_object_get(obj, key) : NULL;
    return json_is_integer(v) ? (long long)json_integer_value(v) : dflt;
}

double report_num(const json_t *obj, const char *key)
{
    const json_t *v = json_is_object(obj) ? json_object_get(obj, key) : NULL;
    return json_is_number(v) ? json_number_value(v) : 0.0;
}

const json_t *report_arr(const json_t *obj, const char *key)
{
    const json_t *v = json_is_object(obj) ? json_object_get(obj, key) : NULL;
    return json_is_array(v) ? v : NULL;
}

const json_t *report_obj(const json_t *obj, const char *key)
{
    const json_t *v = json_is_object(obj) ? json_object_get(obj, key) : NULL;
    return json_is_object(v) ? v : NULL;
}

static const char REPLACEMENT[] = "\xEF\xBF\xBD"; /* U+FFFD */

void report_xml_escape(strbuf *b, const char *s, bool attr)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + strlen(s);
    while (p < end) {
        uint32_t cp;
        size_t n = utf8_decode(p, (size_t)(end - p), &cp);
        if (n == 0) {
            sb_puts(b, REPLACEMENT);
            p++;
            continue;
        }
        switch (cp) {
        case '&': sb_puts(b, "&amp;"); break;
        case '<': sb_puts(b, "&lt;"); break;
        case '>': sb_puts(b, "&gt;"); break;
        case '"': sb_puts(b, "&quot;"); break;
        case '\'': sb_puts(b, "&#39;"); break;
        case '\t': sb_puts(b, attr ? "&#9;" : "\t"); break;
        case '\n': sb_puts(b, attr ? "&#10;" : "\n"); break;
        case '\r': sb_puts(b, "&#13;"); break;
        default:
            if (cp < 0x20 || cp == 0x7F || cp == 0xFFFE || cp == 0xFFFF)
                sb_puts(b, REPLACEMENT);
            else
                sb_put(b, (const char *)p, n);
        }
        p += n;
    }
}

void report_first_line(strbuf *b, const char *s, size_t max_chars)
{
    size_t len = strcspn(s, "\r\n");
    size_t i = utf8_head(s, len, max_chars);
    sb_put(b, s, i);
    if (i < len || s[len] != '\0')
        sb_puts(b, "…");
}

void report_json_compact(strbuf *b, const json_t *v)
{
    if (!v) {
        sb_puts(b, "null");
        return;
    }
    char *text = json_dumps(v, JSON_COMPACT | JSON_ENCODE_ANY | JSON_PRESERVE_ORDER);
    sb_puts(b, text ? text : "null");
    free(text);
}

json_t *report_case_index(const json_t *results)
{
    json_t *index = json_object();
    const json_t *cases = report_arr(results, "cases");
    size_t i;
    const json_t *c;
    json_array_foreach(cases, i, c) {
        const char *id = report_str_or_null(c, "id");
        if (id && !json_object_get(index, id))
            json_object_set_new(index, id, json_integer((json_int_t)i));
    }
    return index;
}

const json_t *report_case_by_id(const json_t *results, const json_t *index, const char *id)
{
    const json_t *at = json_object_get(index, id);
    if (!json_is_integer(at))
        return NULL;
    return json_array_get(report_arr(results, "cases"), (size_t)json_integer_value(at));
}

void report_id_list(strbuf *b, const json_t *ids, const json_t *except)
{
    size_t i, k, n = 0;
    const json_t *id, *x;
    json_array_foreach(ids, i, id) {
        bool skip = !json_is_string(id);
        json_array_foreach(except, k, x)
            skip |= json_equal(x, id);
        if (skip)
            continue;
        sb_puts(b, n++ ? ", " : "");
        sb_puts(b, json_string_value(id));
    }
}

bool report_one_of(const char *s, const char *const *set)
{
    for (; *set; set++)
        if (strcmp(s, *set) == 0)
            return true;
    return false;
}
