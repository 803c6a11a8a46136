/* repair.c — the judge's repair of a hidden zone (PG.3.5.3.2~p1 cards revealed, PG.3.5.4~p2 an
 * extra card put back on top of the deck first, PG.3.6.1.2~p2 an order lost): the cards whose
 * place is legally confirmed are set aside, the rest shuffled (a scripted random order), and the
 * confirmed cards returned to their places. Cards are the case's names; positions count from
 * the top (0) or, negative, from the bottom (-1). */
#include "floor_conduct.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

static const char *const repair_keys[] = {"do", "fighter", "situation", "zone", "fixed", "extra",
                                          NULL};
static const char *const situations[] = {"revealed", "extra-card", "order-lost", NULL};

/* 合法的に確定していない部分をすべて混ぜてシャッフルし、合法的に確定しているカードを適切な位置に戻します */
static void cite_situation(bf_tournament *t, int s)
{
    if (s == 0)
        RULE(t->run, "PG.3.5.3.2~p1");  /* 非公開領域にあるカードが公開されてしまった場合 */
    else if (s == 1)
        RULE(t->run, "PG.3.5.4~p2");    /* 余分に加えてしまったカード…山札の上に戻し */
    else
        RULE(t->run, "PG.3.6.1.2~p2");  /* 正しい順番が分からなくなってしまった場合 */
}

/* The strings of array `v` (member `key`), appended to out; -1 after an error. */
static int strings(bf_tournament *t, const json_t *v, const char *key, const char **out,
                   size_t *n)
{
    if (!v)
        return BF_OK;
    if (!json_is_array(v))
        return eng_error(t->run, "repair-zone: \"%s\" must be an array of card names", key);
    size_t i;
    const json_t *c;
    json_array_foreach(v, i, c) {
        if (!json_is_string(c))
            return eng_error(t->run, "repair-zone: \"%s\"[%zu] must be a card name", key, i);
        for (size_t k = 0; k < *n; k++)
            if (strcmp(out[k], json_string_value(c)) == 0)
                return eng_error(t->run, "repair-zone: \"%s\" is in the zone twice",
                                 json_string_value(c));
        out[(*n)++] = json_string_value(c);
    }
    return BF_OK;
}

static int find(const char *const *cards, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(cards[i], name) == 0)
            return (int)i;
    return -1;
}

typedef struct shuffle_ctx {
    const char *const *names;
    size_t n;
} shuffle_ctx;

static int find_loose(const char *s, void *ud)
{
    const shuffle_ctx *c = ud;
    return find(c->names, c->n, s);
}

/* Place the fixed cards, shuffle the rest into the free places; out: the zone, top first. */
static int repair(bf_tournament *t, const json_t *fixed, const char **zone, size_t n,
                  const char **out)
{
    bool *taken = xcalloc(n ? n : 1, sizeof *taken), *is_fixed = xcalloc(n ? n : 1, sizeof *is_fixed);
    const char **loose = xmalloc((n ? n : 1) * sizeof *loose);
    int *order = xmalloc((n ? n : 1) * sizeof *order);
    int rc = BF_OK;
    size_t nloose = 0;
    const char *card;
    json_t *pos;
    json_object_foreach((json_t *)fixed, card, pos) {
        int at = find(zone, n, card);
        json_int_t p = json_integer_value(pos);
        if (at < 0 || !json_is_integer(pos) || p >= (json_int_t)n || p < -(json_int_t)n) {
            rc = eng_error(t->run, "repair-zone: \"fixed\".%s must be a card of the zone and a "
                           "position in it (0 the top, -1 the bottom)", card);
            goto done;
        }
        size_t place = p >= 0 ? (size_t)p : (size_t)((json_int_t)n + p);
        if (taken[place]) {
            rc = eng_error(t->run, "repair-zone: two fixed cards at position %lld", (long long)p);
            goto done;
        }
        taken[place] = is_fixed[at] = true;
        out[place] = zone[at];
    }
    for (size_t i = 0; i < n; i++)
        if (!is_fixed[i])
            loose[nloose++] = zone[i];
    json_t *options = json_array();
    for (size_t i = 0; i < nloose; i++)
        json_array_append_new(options, json_string(loose[i]));
    const json_t *ans = eng_random(t->run, "repair-shuffle", options);
    if (!ans) {
        rc = BF_STOP;
        goto done;
    }
    shuffle_ctx c = {loose, nloose};
    rc = eng_read_order(t->run, ans, nloose, "random \"repair-shuffle\"", find_loose, &c, order);
    for (size_t i = 0, k = 0; rc == BF_OK && i < n; i++)
        if (!taken[i])
            out[i] = loose[order[k++]];
done:
    free(taken);
    free(is_fixed);
    free(loose);
    free(order);
    return rc;
}

int bf_do_repair_zone(bf_tournament *t, const json_t *act)
{
    int x, s = 0;
    if (eng_only_keys(t->run, act, "repair-zone", repair_keys) != BF_OK ||
        bf_conduct_get_fighter_key(t, act, "fighter", "repair-zone", &x) != BF_OK ||
        eng_get_enum(t->run, act, "situation", "repair-zone", true, situations, &s) != BF_OK)
        return BF_ERR;
    const json_t *extra = json_object_get(act, "extra"), *fixed = json_object_get(act, "fixed");
    if (extra && s != 1)
        return eng_error(t->run, "repair-zone: \"extra\" belongs to the situation \"extra-card\"");
    if (fixed && !json_is_object(fixed))
        return eng_error(t->run, "repair-zone: \"fixed\" must map cards to positions");
    size_t n = json_array_size(json_object_get(act, "zone")) + json_array_size(extra);
    const char **zone = xmalloc((n ? n : 1) * sizeof *zone), **out = xmalloc((n ? n : 1) * sizeof *out);
    size_t m = 0;
    int rc = strings(t, extra, "extra", zone, &m);   /* PG.3.5.4~p2: 山札の上に戻し */
    if (rc == BF_OK)
        rc = strings(t, json_object_get(act, "zone"), "zone", zone, &m);
    if (rc == BF_OK) {
        cite_situation(t, s);
        rc = repair(t, fixed, zone, m, out);   /* no "fixed": every card shuffled */
    }
    if (rc == BF_OK) {
        json_t *cards = json_array();
        for (size_t i = 0; i < m; i++)
            json_array_append_new(cards, json_string(out[i]));
        eng_event(t->run, "zone-repaired", json_pack("{s:s, s:s, s:o}", "fighter",
                                                     t->f[x].name, "situation", situations[s],
                                                     "zone", cards));
    }
    free(zone);
    free(out);
    return rc;
}
