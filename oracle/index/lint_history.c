/* lint_history.c — the document's own change history against its text:
 *   header-version / header-date: the header disagrees with the newest history entry;
 *   history-missing: an entry says a clause was added or modified, but it is not there;
 *   history-deleted-present: an entry says a clause was deleted, but it is still there (and no
 *     renumbering moved another clause into its number);
 *   history-renumbered: a renumbering's new number is missing, or its old number still exists;
 *   history-unlogged-renumber: a clause was added in front of siblings the history never
 *     records as added, so their numbers shifted without an entry (or their addition is unlogged);
 *   history-topic: an entry's description names something its clause never mentions. */
#include "lint.h"

#include <stdlib.h>
#include <string.h>

/* Numeric comparison of versions "1.2.6" / "1.06"; empty versions sort first. */
static int version_cmp(const char *a, const char *b)
{
    while (*a || *b) {
        long x = strtol(a, (char **)&a, 10), y = strtol(b, (char **)&b, 10);
        if (x != y)
            return x < y ? -1 : 1;
        if (*a == '.')
            a++;
        if (*b == '.')
            b++;
        if (!*a && !*b)
            break;
        if (!*a || !*b)
            return *a ? 1 : -1;
    }
    return 0;
}

const hist_entry *lint_newest_entry(const cidx *x, bool releases_only)
{
    const hist_entry *best = NULL;
    for (size_t i = 0; i < x->nhist; i++) {
        const hist_entry *e = &x->hist[i];
        if ((e->verb == HV_RELEASED || !releases_only) && *e->version && (!best || version_cmp(e->version, best->version) > 0))
            best = e;
    }
    return best;
}

static void check_header(const cidx *x, lint_report *r)
{
    const hist_entry *n = lint_newest_entry(x, true);
    if (!n)
        return;
    if (x->header_version && strcmp(x->header_version, n->version) != 0)
        lint_add(r, LS_WARNING, "header-version", NULL, n->line, 0,
                 "the header prints version %s but the newest history entry is %s", x->header_version,
                 n->version);
    if (x->header_date && *n->date && strcmp(x->header_date, n->date) != 0)
        lint_add(r, LS_INFO, "header-date", NULL, n->line, 0,
                 "the header's date %s differs from the date %s of the newest history entry (version %s)",
                 x->header_date, n->date, n->version);
}

/* The topic an entry's description names: "付表 1 に所属を追加。" → "所属",
 * "回数に関する表記を追加。" → "回数", "注釈文の項目名称を修正。" → "注釈文". Squeezed. */
static void topic_of(const char *note, strbuf *out)
{
    lint_squeeze(out, note, 0);
    static const char *const tails[] = {"。", "を追加", "を修正", "を削除", "追加", "修正", "削除",
                                        "に関する表記", "の項目名称", NULL};
    for (int changed = 1; changed;) {
        changed = 0;
        for (const char *const *t = tails; *t; t++) {
            size_t k = strlen(*t);
            if (out->n >= k && memcmp(out->p + out->n - k, *t, k) == 0) {
                out->n -= k;
                out->p[out->n] = '\0';
                changed = 1;
            }
        }
    }
    const char *ni = NULL;
    for (const char *p = sb_str(out); (p = strstr(p, "に")) != NULL; p += strlen("に"))
        ni = p;
    if (ni) {
        size_t skip = (size_t)(ni - out->p) + strlen("に");
        memmove(out->p, out->p + skip, out->n - skip + 1);
        out->n -= skip;
    }
}

/* Does the clause or any clause below it mention `topic` (squeezed) in its title or text? */
static bool subtree_mentions(const cidx *x, int32_t c, const char *topic, strbuf *tmp)
{
    const clause *cl = &x->clause[c];
    lint_squeeze(tmp, cl->title, 1);
    if (strstr(sb_str(tmp), topic))
        return true;
    lint_squeeze(tmp, cl->text, 1);
    if (strstr(sb_str(tmp), topic))
        return true;
    for (int32_t k = cl->first_child; k >= 0; k = x->clause[k].next_sibling)
        if (subtree_mentions(x, k, topic, tmp))
            return true;
    return false;
}

/* Is clause s named as added by an entry of version >= v (alone or inside a range)? */
static bool logged_as_added(const cidx *x, int32_t s, const char *v)
{
    for (size_t i = 0; i < x->nhist; i++) {
        const hist_entry *e = &x->hist[i];
        if (e->verb != HV_ADDED || !e->first || version_cmp(e->version, v) < 0)
            continue;
        int32_t a = cidx_find(x, e->first), b = e->last ? cidx_find(x, e->last) : a;
        if (a >= 0 && b >= 0 && s >= a && s <= b)
            return true;
    }
    return false;
}

/* An entry that adds the clause itself: "追加" with no description, or a description naming
 * the clause's own title (haikyu-break "【1-1-7】：デッキを追加。"), not something added inside it. */
static bool adds_the_clause(const cidx *x, const hist_entry *e, int32_t c, const strbuf *topic)
{
    if (e->verb != HV_ADDED)
        return false;
    if (topic->n == 0)
        return true;
    strbuf title;
    sb_init(&title);
    lint_squeeze(&title, x->clause[c].title, 1);
    bool same = title.n && strcmp(sb_str(&title), topic->p) == 0;
    sb_free(&title);
    return same;
}

static bool logged_as_added_in(const cidx *x, int32_t s, const char *v)
{
    for (size_t i = 0; i < x->nhist; i++) {
        const hist_entry *e = &x->hist[i];
        if (e->verb != HV_ADDED || !e->first || version_cmp(e->version, v) != 0)
            continue;
        int32_t a = cidx_find(x, e->first), b = e->last ? cidx_find(x, e->last) : a;
        if (a >= 0 && b >= 0 && s >= a && s <= b)
            return true;
    }
    return false;
}

/* Reported once per run of additions: by the last clause of a run added in one version. */
static void check_unlogged_renumber(const cidx *x, const hist_entry *e, int32_t c, lint_report *r)
{
    const clause *cl = &x->clause[c];
    if (cl->next_sibling >= 0 && logged_as_added_in(x, cl->next_sibling, e->version))
        return;
    int32_t first_unlogged = -1, last_unlogged = -1;
    for (int32_t s = cl->next_sibling; s >= 0; s = x->clause[s].next_sibling) {
        if (!x->clause[s].numbered || logged_as_added(x, s, e->version))
            continue;
        if (first_unlogged < 0)
            first_unlogged = s;
        last_unlogged = s;
    }
    if (first_unlogged < 0)
        return;
    const char *a = x->clause[first_unlogged].id, *b = x->clause[last_unlogged].id;
    lint_add(r, LS_WARNING, "history-unlogged-renumber", cl->id, e->line, 0,
             "the history says %s was added in version %s in front of %s%s%s, which it never records as "
             "added: their numbers must have shifted without an entry (or their addition went unlogged)",
             cl->id, *e->version ? e->version : "(none)", a, first_unlogged == last_unlogged ? "" : "…",
             first_unlogged == last_unlogged ? "" : b);
}

static bool renumbered_into(const cidx *x, const char *id, const char *v)
{
    for (size_t i = 0; i < x->nhist; i++) {
        const hist_entry *e = &x->hist[i];
        if (e->verb == HV_RENUMBERED && e->renumbered_to && strcmp(e->renumbered_to, id) == 0 &&
            version_cmp(e->version, v) >= 0)
            return true;
    }
    return false;
}

static void check_entry(const cidx *x, const hist_entry *e, lint_report *r)
{
    const char *v = *e->version ? e->version : "(no version)";
    int32_t c = cidx_find(x, e->first);
    switch (e->verb) {
    case HV_DELETED:
        if (c >= 0 && !renumbered_into(x, e->first, e->version))
            lint_add(r, LS_ERROR, "history-deleted-present", e->first, e->line, 0,
                     "the history says %s was deleted in version %s, but the text still has it (line %ld)",
                     e->first, v, x->clause[c].line_start);
        return;
    case HV_RENUMBERED:
        if (e->renumbered_to && cidx_find(x, e->renumbered_to) < 0)
            lint_add(r, LS_ERROR, "history-renumbered", e->first, e->line, 0,
                     "the history says %s became %s in version %s, but the text has no %s", e->first,
                     e->renumbered_to, v, e->renumbered_to);
        if (c >= 0 && !renumbered_into(x, e->first, e->version))
            lint_add(r, LS_WARNING, "history-renumbered", e->first, e->line, 0,
                     "the history says %s was renumbered in version %s, but the text still has a %s", e->first,
                     v, e->first);
        return;
    case HV_ADDED:
    case HV_MODIFIED:
    case HV_OTHER:
        break;
    case HV_RELEASED:
        return;
    }
    const char *ids[2] = {e->first, e->last};
    for (int k = 0; k < 2; k++)
        if (ids[k] && cidx_find(x, ids[k]) < 0)
            lint_add(r, LS_ERROR, "history-missing", ids[k], e->line, 0,
                     "the history says %s was %s in version %s, but the text has no %s", ids[k],
                     hist_verb_name(e->verb), v, ids[k]);
    if (c < 0)
        return;
    strbuf topic, tmp;
    sb_init(&topic);
    sb_init(&tmp);
    if (*e->note)
        topic_of(e->note, &topic);
    if (topic.n && !subtree_mentions(x, c, sb_str(&topic), &tmp))
        lint_add(r, LS_WARNING, "history-topic", e->first, e->line, 0,
                 "the history entry for %s in version %s reads \"%s\", but %s and its sub-clauses never "
                 "mention %s",
                 e->first, v, e->note, e->first, sb_str(&topic));
    if (adds_the_clause(x, e, c, &topic))
        check_unlogged_renumber(x, e, c, r);
    sb_free(&topic);
    sb_free(&tmp);
}

void lint_history(const cidx *x, lint_report *r)
{
    check_header(x, r);
    for (size_t i = 0; i < x->nhist; i++)
        if (x->hist[i].first)
            check_entry(x, &x->hist[i], r);
}
