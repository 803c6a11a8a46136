/* invariant.c — the games' invariant checkers, registered through games.def, and the report
 * they fill (invariant.h). */
#include "invariant.h"
#include "util/strbuf.h"
#include "util/utf8.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct inv_ctx {
    inv_report *r;
};

#define GAME(slug, folder) extern const inv_game inv_game_##folder;
#include "games.def"
#undef GAME

static const struct {
    const char *doc;
    const inv_game *game;
} games[] = {
#define GAME(slug, folder) {slug, &inv_game_##folder},
#include "games.def"
#undef GAME
};

/* FNV-1a of a clause id: a checker records some forty per run, each compared with those
 * recorded before it, so the comparison is of hashes first. */
static uint32_t clause_hash(const char *clause)
{
    uint32_t h = 2166136261u;
    for (const unsigned char *c = (const unsigned char *)clause; *c; c++)
        h = (h ^ *c) * 16777619u;
    return h;
}

static bool has_clause(const inv_report *r, const char *clause, uint32_t h)
{
    for (size_t i = 0; i < r->n_checked; i++)
        if (r->checked_hash[i] == h && (r->checked[i] == clause || strcmp(r->checked[i], clause) == 0))
            return true;
    return false;
}

void inv_checked(inv_ctx *x, const char *clause)
{
    inv_report *r = x->r;
    uint32_t h = clause_hash(clause);
    if (has_clause(r, clause, h) || r->n_checked == INV_MAX_CHECKED)
        return;
    r->checked_hash[r->n_checked] = h;
    r->checked[r->n_checked++] = clause;
}

bool inv_was_checked(const inv_report *r, const char *clause)
{
    return has_clause(r, clause, clause_hash(clause));
}

int inv_broken(inv_ctx *x, const char *clause, const char *fmt, ...)
{
    if (x->r->clause)
        return -1;
    char buf[600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    buf[utf8_fit(buf, sizeof buf)] = '\0';  /* a cut inside a character */
    size_t n = strlen(clause) + strlen(buf) + 32;
    x->r->message = malloc(n);
    if (x->r->message)
        snprintf(x->r->message, n, "invariant %s broken: %s", clause, buf);
    x->r->clause = clause;
    return -1;
}

void inv_check(const char *doc, const json_t *setup, const json_t *observation, inv_report *r)
{
    r->n_checked = 0;
    r->clause = NULL;
    r->message = NULL;
    inv_ctx x = {r};
    for (size_t i = 0; i < sizeof games / sizeof *games; i++)
        if (strcmp(games[i].doc, doc) == 0 && games[i].game->check)
            games[i].game->check(&x, setup, observation);
}

void inv_report_free(inv_report *r)
{
    free(r->message);
    r->n_checked = 0;
    r->message = NULL;
    r->clause = NULL;
}
