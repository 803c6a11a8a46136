/* lint_refs.c — reference findings: a target that does not exist (dangling-ref); a label
 * that names another clause's title, so the number went stale when clauses were renumbered
 * (stale-ref); a label that is not its target's title (ref-label). A label that is the start
 * of the target's title (an abbreviation such as 「0-2. 基本原則」) is accepted, and so is one
 * naming the section that contains the target (【特殊な効果の解決†6-12-1】 points into 6-12).
 * Where a scheme says that an unlabelled reference follows the term it is about
 * (cidx.terms_before_refs: nivel-arena's 「ルール処理(9.)」), a target that neither is titled by
 * that term (it or a section containing it) nor defines it as 「term」 is about something else
 * (ref-topic: 「ダメージ処理(4.5.3.)」, where 4.5.1 defines ダメージ処理). */
#include "lint.h"

#include <string.h>

static bool is_ancestor(const cidx *x, int32_t a, int32_t c)
{
    for (int32_t p = x->clause[c].parent; p >= 0; p = x->clause[p].parent)
        if (p == a)
            return true;
    return false;
}

/* The clause other than `not` whose title is exactly `label` (squeezed), preferring a
 * sibling of `not`; -1 if none. */
static int32_t titled(const cidx *x, const char *label, int32_t not)
{
    strbuf t;
    sb_init(&t);
    int32_t found = -1;
    for (size_t i = 0; i < x->nclauses; i++) {
        if ((int32_t)i == not || !*x->clause[i].title)
            continue;
        lint_squeeze(&t, x->clause[i].title, 1);
        if (strcmp(sb_str(&t), label) == 0) {
            if (found < 0 || x->clause[i].parent == x->clause[not].parent)
                found = (int32_t)i;
        }
    }
    sb_free(&t);
    return found;
}

static void check_label(const cidx *x, const clause_ref *ref, lint_report *r)
{
    const clause *from = &x->clause[ref->from], *to = &x->clause[ref->resolved];
    if (!*to->title)
        return; /* an untitled target: the label names a concept, nothing to compare */
    strbuf label, title;
    sb_init(&label);
    sb_init(&title);
    lint_squeeze(&label, ref->label, 0);
    lint_squeeze(&title, to->title, 1);
    if (label.n && strncmp(sb_str(&title), sb_str(&label), label.n) != 0) {
        int32_t other = titled(x, sb_str(&label), ref->resolved);
        if (other >= 0 && is_ancestor(x, other, ref->resolved))
            ; /* the label names the section the target opens: a reference into that section */
        else if (other >= 0)
            lint_add(r, LS_ERROR, "stale-ref", from->id, ref->line, ref->col,
                     "%s refers to %s (%s) with the label \"%s\", which is the title of %s: the number "
                     "was not updated when the clauses were renumbered",
                     from->id, to->id, to->title, ref->label, x->clause[other].id);
        else
            lint_add(r, LS_WARNING, "ref-label", from->id, ref->line, ref->col,
                     "%s refers to %s (%s) with the label \"%s\", which is not its title", from->id,
                     to->id, to->title, ref->label);
    }
    sb_free(&label);
    sb_free(&title);
}

static bool ends_with(const char *s, size_t n, const char *end)
{
    size_t m = strlen(end);
    return m > 0 && m <= n && memcmp(s + n - m, end, m) == 0;
}

/* Whether the text before a reference (prefix[0..n)) ends with a term the clause c is about:
 * its title or a title of a section containing it, or a term its text defines 「…」. */
static bool about(const cidx *x, int32_t c, const char *prefix, size_t n)
{
    for (int32_t a = c; a >= 0; a = x->clause[a].parent)
        if (ends_with(prefix, n, x->clause[a].title))
            return true;
    const char *open = "\xE3\x80\x8C", *close = "\xE3\x80\x8D";   /* 「 」 */
    for (const char *t = x->clause[c].text; (t = strstr(t, open)); t += 3) {
        const char *e = strstr(t + 3, close);
        size_t m = e ? (size_t)(e - t - 3) : 0;
        if (m > 0 && m <= n && memcmp(prefix + n - m, t + 3, m) == 0)
            return true;
    }
    return false;
}

/* The clause whose text defines the term ending prefix[0..n) as 「term」, -1 when none: the
 * longest such term wins. */
static int32_t definer(const cidx *x, const char *prefix, size_t n)
{
    int32_t best = -1;
    size_t best_m = 0;
    const char *open = "\xE3\x80\x8C", *close = "\xE3\x80\x8D";
    for (size_t i = 0; i < x->nclauses; i++)
        for (const char *t = x->clause[i].text; (t = strstr(t, open)); t += 3) {
            const char *e = strstr(t + 3, close);
            size_t m = e ? (size_t)(e - t - 3) : 0;
            if (m > best_m && m <= n && memcmp(prefix + n - m, t + 3, m) == 0
                && strstr(e, "\xE5\x91\xBC\xE3\x81\xB3") == e + 3 + strlen("\xE3\x81\xA8")) {
                best = (int32_t)i;
                best_m = m;
            }
        }
    return best;
}

static void check_topic(const cidx *x, const clause_ref *ref, lint_report *r)
{
    const clause *from = &x->clause[ref->from];
    if (ref->printed[0] != '(')
        return;
    const char *at = strstr(from->text, ref->printed);
    if (!at || at == from->text || about(x, ref->resolved, from->text, (size_t)(at - from->text)))
        return;
    size_t n = (size_t)(at - from->text);
    int32_t def = definer(x, from->text, n);
    const clause *to = &x->clause[ref->resolved];
    if (def >= 0)
        lint_add(r, LS_WARNING, "ref-topic", from->id, ref->line, ref->col,
                 "%s refers to %s right after a term that %s neither is titled by nor defines: %s "
                 "defines it (\"%s\")", from->id, to->id, to->id, x->clause[def].id,
                 x->clause[def].text);
    else
        lint_add(r, LS_WARNING, "ref-topic", from->id, ref->line, ref->col,
                 "%s refers to %s right after a term that %s neither is titled by nor defines",
                 from->id, to->id, to->id);
}

void lint_refs(const cidx *x, lint_report *r)
{
    for (size_t i = 0; i < x->nrefs; i++) {
        const clause_ref *ref = &x->ref[i];
        const clause *from = &x->clause[ref->from];
        if (ref->resolved < 0)
            lint_add(r, LS_ERROR, "dangling-ref", from->id, ref->line, ref->col,
                     "%s refers to %s, which the document does not contain (printed \"%s\")", from->id,
                     ref->target, ref->printed);
        else if (ref->label)
            check_label(x, ref, r);
        else if (x->terms_before_refs)
            check_topic(x, ref, r);
    }
}
