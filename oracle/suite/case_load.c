/* case_load.c — the strict reader of case files (case_load.h, docs/cases.md). Every check that
 * fails reports the position of the offending key or value through jsonpos. */
#include "case_load.h"
#include "case_expect.h"
#include "util/fatal.h"
#include "util/fileio.h"
#include "util/jcheck.h"
#include "util/jread.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int is_hash(const char *s)
{
    size_t n = 0;
    for (; s[n]; n++)
        if (!((s[n] >= '0' && s[n] <= '9') || (s[n] >= 'a' && s[n] <= 'f')))
            return 0;
    return n == 12;
}

static void locate(tcase *c, case_pin *pin, const cidx *index)
{
    int32_t now;
    pin->state = pin_locate(index, pin->id, pin->hash, &now);
    /* a fresh pin is the clause of its id with its hash: no current hash to report */
    int32_t at = pin->state == PIN_FRESH ? -1 : cidx_find(index, pin->id);
    if (at >= 0 && strcmp(index->clause[at].hash, pin->hash) != 0)
        pin->current = index->clause[at].hash;
    if (pin->state == PIN_RENUMBERED)
        pin->now = index->clause[now].id;
    if (pin->state > c->pins_state)
        c->pins_state = pin->state;
}

static int check_pins(jcheck *ck, tcase *c, const json_t *clauses, const cidx *index)
{
    if (!clauses)
        return -1;
    if (json_array_size(clauses) == 0)
        return jc_fail(ck, 0, "a case tests at least one clause");
    c->npins = json_array_size(clauses);
    c->pins = xcalloc(c->npins, sizeof *c->pins);
    static const char *const keys[] = {"id", "hash", NULL};
    for (size_t i = 0; i < c->npins; i++) {
        const json_t *pin = json_array_get(clauses, i);
        jpos_push_index(&ck->path, i);
        if (!json_is_object(pin)) {
            jc_fail(ck, 0, "expected an object {\"id\", \"hash\"}, found %s", jc_type_name(pin));
        } else if (jc_keys(ck, pin, keys, keys) == 0) {
            c->pins[i].id = jc_string(ck, pin, "id", 1);
            c->pins[i].hash = jc_string(ck, pin, "hash", 1);
            if (c->pins[i].hash && !is_hash(c->pins[i].hash)) {
                jc_fail_key(ck, "hash", 0, "expected 12 lowercase hex digits, found \"%s\"", c->pins[i].hash);
            }
            if (index && c->pins[i].id && c->pins[i].hash && is_hash(c->pins[i].hash))
                locate(c, &c->pins[i], index);
        }
        jpos_pop(&ck->path);
    }
    return 0;
}

static const char *const kinds[] = {"do", "query", "choose", "random"};

/* Which of kinds[] `key` is, or -1. */
static int kind_of(const char *key)
{
    int k = key[0] == 'd' ? 0 : key[0] == 'q' ? 1 : key[0] == 'c' ? 2 : key[0] == 'r' ? 3 : -1;
    return k >= 0 && strcmp(key, kinds[k]) == 0 ? k : -1;
}

static int check_script(jcheck *ck, const json_t *script)
{
    int before = ck->failed;
    for (size_t i = 0; i < json_array_size(script); i++) {
        const json_t *e = json_array_get(script, i);
        jpos_push_index(&ck->path, i);
        if (!json_is_object(e)) {
            jc_fail(ck, 0, "a script entry is an object, found %s", jc_type_name(e));
        } else {
            int n = 0;  /* the members that are kinds (an object's keys are distinct) */
            const char *kind = NULL, *key;
            json_t *v;
            json_object_foreach((json_t *)e, key, v) {
                int k = kind_of(key);
                if (k >= 0)
                    n++, kind = kinds[k];
            }
            if (n != 1) {
                jc_fail(ck, 0, "a script entry has exactly one of \"do\", \"query\", \"choose\", \"random\" (found %d)", n);
            } else if (strcmp(kind, "choose") == 0) {
                static const char *const allowed[] = {"choose", "for", "by", NULL};
                static const char *const required[] = {"choose", "for", NULL};
                if (jc_keys(ck, e, allowed, required) == 0)
                    jc_string(ck, e, "for", 1), jc_string(ck, e, "by", 1);
            } else if (strcmp(kind, "random") == 0) {
                static const char *const allowed[] = {"random", "for", "optional", NULL};
                static const char *const required[] = {"random", "for", NULL};
                if (jc_keys(ck, e, allowed, required) == 0)
                    jc_string(ck, e, "for", 1), jc_member(ck, e, "optional", JSON_TRUE);
            } else {
                jc_string(ck, e, kind, 1);
            }
        }
        jpos_pop(&ck->path);
    }
    return ck->failed > before ? -1 : 0;
}

/* The members of the case object, each checked on its own: every problem is reported. */
static int check_case(jcheck *ck, tcase *c, const char *rel, const cidx *index)
{
    const json_t *root = c->root;
    static const char *const keys[] = {"format", "id", "doc", "version", "title", "description",
                                       "clauses", "tags", "origin", "setup", "script", "expect",
                                       NULL};
    static const char *const required[] = {"format", "id", "doc", "title", "description",
                                           "clauses", "tags", "origin", "setup", "script",
                                           "expect", NULL};
    if (!json_is_object(root))
        return jc_fail(ck, 0, "a case is a JSON object, found %s", jc_type_name(root));
    ck->every = 1;
    jc_keys(ck, root, keys, required);
    json_t *format = jc_member(ck, root, "format", JSON_INTEGER);
    if (format && json_integer_value(format) != 1)
        jc_fail_key(ck, "format", 0, "unsupported case format %lld (this oracle reads format 1)",
                    (long long)json_integer_value(format));
    c->id = jc_string(ck, root, "id", 1);
    c->doc = jc_string(ck, root, "doc", 1);
    c->version = jc_string(ck, root, "version", 1);
    c->title = jc_string(ck, root, "title", 1);
    c->description = jc_string(ck, root, "description", 1);
    c->origin = jc_string(ck, root, "origin", 1);
    c->tags = jc_member(ck, root, "tags", JSON_ARRAY);
    c->setup = jc_member(ck, root, "setup", JSON_OBJECT);
    c->script = jc_member(ck, root, "script", JSON_ARRAY);
    c->expect = jc_member(ck, root, "expect", JSON_OBJECT);
    json_t *clauses = jc_member(ck, root, "clauses", JSON_ARRAY);
    size_t rl = strlen(rel);
    if (c->id && (rl < 5 || strcmp(rel + rl - 5, ".json") != 0 || strlen(c->id) != rl - 5
                  || strncmp(c->id, rel, rl - 5) != 0))
        jc_fail_key(ck, "id", 0, "the id \"%s\" must be the file's path under cases/ without .json (\"%.*s\")",
                    c->id, (int)(rl > 5 ? rl - 5 : rl), rel);
    size_t dl = c->doc ? strlen(c->doc) : 0;
    if (c->doc && c->id && (strncmp(c->id, c->doc, dl) != 0 || c->id[dl] != '/'))
        jc_fail_key(ck, "doc", 0, "the document \"%s\" must be the first segment of the id", c->doc);
    if (c->title && strchr(c->title, '\n'))
        jc_fail_key(ck, "title", 0, "a title is one line");
    if (c->origin && strcmp(c->origin, "hand") != 0
        && (strncmp(c->origin, "generators/", 11) != 0 || strlen(c->origin) < 14
            || strcmp(c->origin + strlen(c->origin) - 3, ".py") != 0))
        jc_fail_key(ck, "origin", 0, "origin is \"hand\" or \"generators/….py\", found \"%s\"", c->origin);
    jpos_push_key(&ck->path, "tags");
    for (size_t i = 0; i < json_array_size(c->tags); i++) {
        const json_t *t = json_array_get(c->tags, i);
        if (!json_is_string(t) || json_string_length(t) == 0) {
            jpos_push_index(&ck->path, i);
            jc_fail(ck, 0, "a tag is a non-empty string");
            jpos_pop(&ck->path);
        }
    }
    jpos_pop(&ck->path);
    jpos_push_key(&ck->path, "clauses");
    check_pins(ck, c, clauses, index);
    jpos_pop(&ck->path);
    jpos_push_key(&ck->path, "script");
    check_script(ck, c->script);
    jpos_pop(&ck->path);
    if (c->expect) {
        jpos_push_key(&ck->path, "expect");
        case_check_expect(ck, c);
        jpos_pop(&ck->path);
    }
    return ck->failed ? -1 : 0;
}

json_t *case_parse(const char *name, const char *text, size_t len, diag *dg)
{
    json_t *root = jr_load(text, len);
    return root ? root : jc_load_mem(name, text, len, dg);
}

static int check_text(tcase *c, const char *name, const char *rel, const char *text, size_t len,
                      const cidx *index, diag *dg)
{
    if (!c->root) {
        case_free(c);
        return -1;
    }
    jcheck ck = {.file = name, .text = text, .len = len, .dg = dg};
    if (check_case(&ck, c, rel, index) != 0) {
        case_free(c);
        return -1;
    }
    return 0;
}

int case_load_mem(tcase *c, const char *name, const char *rel, const char *text, size_t len,
                  const cidx *index, diag *dg)
{
    memset(c, 0, sizeof *c);
    c->file = xstrdup(name);
    c->root = case_parse(name, text, len, dg);
    return check_text(c, name, rel, text, len, index, dg);
}

int case_load_with(tcase *c, const char *path, const char *rel, const cidx *index, strbuf *text,
                   diag *dg)
{
    memset(c, 0, sizeof *c);
    c->file = xstrdup(path);
    if (file_read_into(path, text, dg) != 0) {
        case_free(c);
        return -1;
    }
    c->root = case_parse(path, text->p, text->n, dg);
    return check_text(c, path, rel, text->p, text->n, index, dg);
}

int case_load(tcase *c, const char *path, const char *rel, const cidx *index, diag *dg)
{
    strbuf text;
    sb_init(&text);
    int rc = case_load_with(c, path, rel, index, &text, dg);
    sb_free(&text);
    return rc;
}

void case_free(tcase *c)
{
    json_decref(c->root);
    free(c->pins);
    free(c->file);
    memset(c, 0, sizeof *c);
}

json_t *case_request(const tcase *c)
{
    /* id and doc are strings of the parsed case, valid UTF-8 already */
    json_t *r = json_object();
    json_object_set_new_nocheck(r, "id", json_string_nocheck(c->id));
    json_object_set_new_nocheck(r, "doc", json_string_nocheck(c->doc));
    json_object_set_nocheck(r, "tags", c->tags);
    json_object_set_nocheck(r, "setup", c->setup);
    json_object_set_nocheck(r, "script", c->script);
    return r;
}

bool case_request_text(const char *text, size_t len, strbuf *out)
{
    static const char *const members[] = {"id", "doc", "tags", "setup", "script"};
    size_t start[5], end[5];
    if (!jpos_members(text, len, members, 5, start, end))
        return false;
    size_t need = 32;  /* braces, names, colons, commas */
    for (int i = 0; i < 5; i++)
        need += end[i] - start[i];
    sb_reserve(out, need);  /* at most: one allocation, not one per member */
    for (int i = 0; i < 5; i++) {
        sb_printf(out, "%s\"%s\":", i ? "," : "{", members[i]);
        jpos_put_compact(out, text + start[i], end[i] - start[i]);
    }
    sb_putc(out, '}');
    return true;
}
