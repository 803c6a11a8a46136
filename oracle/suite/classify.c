/* classify.c — resolves each clause's class from a classification file's rules (classify.h):
 * at the clause itself a `self` rule, else a `subtree` rule, then the subtree rules of its
 * ancestors, nearest first; at one clause a rule restricted by `kinds` beats one without. A
 * rule's clause is followed from the file's version into the current one (idfollow.h); a rule
 * on a removed clause applies to nothing. */
#include "classify.h"
#include "util/fatal.h"
#include "util/jcheck.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const class_names[CC__COUNT] = {
    "unclassified", "executable", "invariant", "not-checkable", "informative", "structure"};

const char *clause_class_name(clause_class c)
{
    return c < CC__COUNT ? class_names[c] : "?";
}

typedef struct crule {
    int32_t clause;
    bool subtree;
    unsigned kinds;          /* bit per clause_kind; 0: every kind */
    clause_class cls;
    const char *reason;
    size_t index;            /* position in the file, for conflict messages */
} crule;

/* Rank of a rule applying to a clause `up` levels above the target: lower is more specific. */
static int specificity(const crule *r, int up)
{
    return up * 4 + (r->subtree ? 2 : 0) + (r->kinds ? 0 : 1);
}

static int parse_rule(jcheck *ck, const json_t *obj, vhistory *h, idf_list *follow, crule *r)
{
    static const char *const keys[] = {"clause", "scope", "kinds", "class", "reason", NULL};
    static const char *const required[] = {"clause", "class", NULL};
    if (!json_is_object(obj))
        return jc_fail(ck, 0, "a rule is an object, found %s", jc_type_name(obj));
    if (jc_keys(ck, obj, keys, required) != 0)
        return -1;
    const char *id = jc_string(ck, obj, "clause", 1);
    const char *scope = jc_string(ck, obj, "scope", 1);
    const char *cls = jc_string(ck, obj, "class", 1);
    r->reason = jc_string(ck, obj, "reason", 1);
    json_t *kinds = jc_member(ck, obj, "kinds", JSON_ARRAY);
    if (ck->failed)
        return -1;
    jpos_push_key(&ck->path, "clause");
    int rc = idf_follow(ck, h, follow->version, id, follow, &r->clause);
    jpos_pop(&ck->path);
    if (rc != 0)
        return -1;
    if (scope && strcmp(scope, "self") != 0 && strcmp(scope, "subtree") != 0)
        return jc_fail_key(ck, "scope", 0, "scope is \"self\" or \"subtree\", found \"%s\"", scope);
    r->subtree = scope && strcmp(scope, "subtree") == 0;
    r->cls = CC_UNCLASSIFIED;
    for (int k = CC_EXECUTABLE; k < CC__COUNT; k++)
        if (strcmp(cls, class_names[k]) == 0)
            r->cls = (clause_class)k;
    if (r->cls == CC_UNCLASSIFIED)
        return jc_fail_key(ck, "class", 0, "class is executable, invariant, not-checkable, "
                           "informative or structure; found \"%s\"", cls);
    if (r->cls == CC_NOT_CHECKABLE && !r->reason)
        return jc_fail(ck, 0, "a not-checkable rule says why in \"reason\"");
    r->kinds = 0;
    for (size_t i = 0; i < json_array_size(kinds); i++) {
        const char *k = json_string_value(json_array_get(kinds, i));
        int found = -1;
        for (int j = 0; k && j < CK__COUNT; j++)
            if (strcmp(k, clause_kind_name((clause_kind)j)) == 0)
                found = j;
        if (found < 0) {
            jpos_push_key(&ck->path, "kinds");
            jpos_push_index(&ck->path, i);
            return jc_fail(ck, 0, "not a clause kind");
        }
        r->kinds |= 1u << found;
    }
    return 0;
}

/* The best rule for clause i, or NULL; *conflict gets a rule of equal rank if there is one. */
static const crule *resolve(const cidx *x, const crule *rules, size_t n, int32_t i,
                            const crule **conflict)
{
    const crule *best = NULL;
    int best_rank = 0;
    *conflict = NULL;
    unsigned kind_bit = 1u << x->clause[i].kind;
    for (size_t k = 0; k < n; k++) {
        const crule *r = &rules[k];
        if (r->clause < 0 || (r->kinds && !(r->kinds & kind_bit)))
            continue;
        int up = 0;
        int32_t a = i;
        while (a >= 0 && a != r->clause)
            a = x->clause[a].parent, up++;
        if (a < 0 || (up > 0 && !r->subtree))
            continue;
        int rank = specificity(r, up);
        if (!best || rank < best_rank) {
            best = r, best_rank = rank, *conflict = NULL;
        } else if (rank == best_rank && r->cls != best->cls) {
            *conflict = r;
        }
    }
    return best;
}

static bool is_bare_heading(const clause *cl)
{
    return cl->kind == CK_HEADING && cl->text[0] == '\0';
}

int classify_load(classification *c, const char *path, vhistory *h, diag *dg)
{
    const cidx *x = h->current;
    memset(c, 0, sizeof *c);
    c->follow.file = xstrdup(path);
    c->cls = xcalloc(x->nclauses, sizeof *c->cls);
    c->reason = xcalloc(x->nclauses, sizeof *c->reason);
    if (access(path, F_OK) != 0) {
        for (size_t i = 0; i < x->nclauses; i++)
            c->cls[i] = is_bare_heading(&x->clause[i]) ? CC_STRUCTURE : CC_UNCLASSIFIED;
        return 0;
    }
    c->present = true;
    char *text;
    size_t len;
    c->root = jc_load_file(path, &text, &len, dg);
    if (!c->root)
        return -1;
    jcheck ck = {.file = path, .text = text, .len = len, .dg = dg};
    static const char *const keys[] = {"format", "doc", "version", "rules", NULL};
    static const char *const required[] = {"format", "doc", "rules", NULL};
    json_t *rules_json = NULL;
    if (!json_is_object(c->root))
        jc_fail(&ck, 0, "a classification is an object");
    else if (jc_keys(&ck, c->root, keys, required) == 0) {
        json_t *format = jc_member(&ck, c->root, "format", JSON_INTEGER);
        const char *slug = jc_string(&ck, c->root, "doc", 1);
        rules_json = jc_member(&ck, c->root, "rules", JSON_ARRAY);
        if (format && json_integer_value(format) != 1)
            jc_fail_key(&ck, "format", 0, "unsupported format (this oracle reads format 1)");
        else if (slug && strcmp(slug, x->doc) != 0)
            jc_fail_key(&ck, "doc", 0, "this file classifies \"%s\", expected \"%s\"", slug, x->doc);
        else
            c->follow.version = idf_version(&ck, c->root, h);
    }
    size_t n = json_array_size(rules_json);
    crule *rules = xcalloc(n ? n : 1, sizeof *rules);
    jpos_push_key(&ck.path, "rules");
    for (size_t k = 0; k < n && !ck.failed; k++) {
        jpos_push_index(&ck.path, k);
        rules[k].index = k;
        parse_rule(&ck, json_array_get(rules_json, k), h, &c->follow, &rules[k]);
        jpos_pop(&ck.path);
    }
    for (int32_t i = 0; i < (int32_t)x->nclauses && !ck.failed; i++) {
        const crule *conflict;
        const crule *r = resolve(x, rules, n, i, &conflict);
        if (conflict) {
            jpos_push_index(&ck.path, conflict->index);
            jc_fail(&ck, 0, "this rule and rules[%zu] give %s two classes at the same level",
                    r->index, x->clause[i].id);
            jpos_pop(&ck.path);
        } else if (r && !(is_bare_heading(&x->clause[i]) && (r->clause != i || r->subtree))) {
            c->cls[i] = r->cls;
            c->reason[i] = r->reason;
        } else {
            c->cls[i] = is_bare_heading(&x->clause[i]) ? CC_STRUCTURE : CC_UNCLASSIFIED;
        }
    }
    free(rules);
    free(text);
    return ck.failed ? -1 : 0;
}

void classify_free(classification *c)
{
    free(c->cls);
    free(c->reason);
    idf_list_free(&c->follow);
    json_decref(c->root);
    memset(c, 0, sizeof *c);
}

void classify_count(const classification *c, size_t nclauses, size_t counts[CC__COUNT])
{
    memset(counts, 0, CC__COUNT * sizeof *counts);
    for (size_t i = 0; i < nclauses; i++)
        counts[c->cls[i]]++;
}
