/* problems.c — an implementation's problems with a case, read from its observation and placed
 * in the case file (problems.h). */
#include "problems.h"
#include "util/fatal.h"
#include "util/jsonpos.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A path token: no blank, ended by ": ". Its length, or 0. */
static size_t token_before_colon(const char *s)
{
    size_t n = 0;
    while (s[n] && s[n] != ' ' && !(s[n] == ':' && s[n + 1] == ' '))
        n++;
    return s[n] == ':' && n > 0 ? n : 0;
}

/* A token that names a member of the case an implementation receives: setup or script. */
static bool names_case_member(const char *tok, size_t n)
{
    char keys[256], text[256];
    jpos_path p;
    if (n >= sizeof text)
        return false;
    memcpy(text, tok, n);
    text[n] = '\0';
    if (!jpos_parse(text, keys, sizeof keys, &p) || p.depth == 0 || !p.step[0].key)
        return false;
    return strcmp(p.step[0].key, "setup") == 0 || strcmp(p.step[0].key, "script") == 0;
}

/* "[step N: ][PATH: ]TEXT" as a problem. */
static json_t *read_message(const char *msg)
{
    char path[300] = "";
    const char *rest = msg;
    long step;
    int used = 0;
    if (sscanf(msg, "step %ld: %n", &step, &used) == 1 && used > 0 && step >= 0) {
        snprintf(path, sizeof path, "$.script[%ld]", step);
        rest = msg + used;
    } else {
        size_t n = token_before_colon(msg);
        if (n && names_case_member(msg, n)) {
            snprintf(path, sizeof path, "%s%.*s", msg[0] == '$' ? "" : "$.", (int)n, msg);
            rest = msg + n + 2;
        }
    }
    const char *k = strstr(rest, "unknown key \"");
    if (path[0] && k) {
        k += strlen("unknown key \"");
        const char *end = strchr(k, '"');
        if (end && !memchr(k, '.', (size_t)(end - k)) && !memchr(k, '[', (size_t)(end - k)))
            snprintf(path + strlen(path), sizeof path - strlen(path), ".%.*s", (int)(end - k), k);
    }
    return json_pack("{s:s?, s:s}", "path", path[0] ? path : NULL, "message", msg);
}

json_t *problems_of(const json_t *obs)
{
    json_t *out = json_array();
    const json_t *errors = json_object_get(obs, "errors");
    size_t i;
    const json_t *e;
    json_array_foreach(errors, i, e) {
        const char *path = json_string_value(json_object_get(e, "path"));
        const char *msg = json_string_value(json_object_get(e, "message"));
        char full[300];
        if (path && path[0] != '$')   /* "setup.x", written without its "$" */
            snprintf(full, sizeof full, "$%s%s", path[0] == '[' ? "" : ".", path);
        json_array_append_new(out, json_pack("{s:s?, s:s}", "path",
                                             path && path[0] != '$' ? full : path, "message",
                                             msg ? msg : ""));
    }
    const char *msg = json_string_value(json_object_get(obs, "error"));
    /* without "errors": every problem of "error", one per line */
    for (const char *line = json_array_size(out) ? NULL : msg; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) : strlen(line);
        char *one = strndup(line, n);
        if (!one)
            fatal_oom();
        if (n)
            json_array_append_new(out, read_message(one));
        free(one);
        line = end ? end + 1 : NULL;
    }
    if (json_array_size(out) == 0)
        json_array_append_new(out, read_message(msg ? msg : "(no message)"));
    return out;
}

bool problem_path_matches(const char *expected, const char *observed)
{
    char ke[512], ko[512];
    jpos_path e, o;
    if (!expected || !observed || !jpos_parse(expected, ke, sizeof ke, &e)
        || !jpos_parse(observed, ko, sizeof ko, &o))
        return false;
    int common = e.depth < o.depth ? e.depth : o.depth;
    for (int d = 0; d < common && d < JPOS_MAX_DEPTH; d++) {
        const jpos_step *a = &e.step[d], *b = &o.step[d];
        if ((a->key == NULL) != (b->key == NULL) || (a->key ? strcmp(a->key, b->key) != 0 : a->index != b->index))
            return false;
    }
    return o.depth >= e.depth || o.depth == e.depth - 1;
}

void problem_position(const char *text, size_t len, const char *path, long *line, long *col)
{
    char keys[512];
    jpos_path p;
    *line = *col = 0;
    if (!jpos_parse(path, keys, sizeof keys, &p))
        return;
    bool at_key = p.depth > 0 && p.depth <= JPOS_MAX_DEPTH && p.step[p.depth - 1].key;
    jpos_find(text, len, &p, at_key, line, col);
}

size_t problems_locate(json_t *problems, const char *file, const char *text, size_t len,
                       strbuf *out)
{
    size_t i;
    json_t *p;
    json_array_foreach(problems, i, p) {
        const char *path = json_string_value(json_object_get(p, "path"));
        const char *msg = json_string_value(json_object_get(p, "message"));
        long line = 1, col = 1;
        if (path && text)
            problem_position(text, len, path, &line, &col);
        json_object_set_new(p, "file", json_string(file));
        json_object_set_new(p, "line", json_integer(line));
        json_object_set_new(p, "col", json_integer(col));
        sb_printf(out, "%s%s:%ld:%ld: ", i ? "\n" : "", file, line, col);
        size_t said = token_before_colon(msg);   /* a message that begins with its place */
        if (path && !(said && names_case_member(msg, said)) && strncmp(msg, "step ", 5) != 0)
            sb_printf(out, "%s: ", path);
        sb_puts(out, msg);
    }
    return json_array_size(problems);
}
