/* matching.c — the engine's rematch-free pairing of fighters in a given order (BF-PAIR): the
 * first rematch-free pairing in backtracking order, else 1–2, 3–4, … (FR.3.2.1~p1 in the Swiss
 * draw, FR.3.2.2.1~p1 inside a group of double elimination).
 *
 * Backtracking order: the first unpaired fighter takes the earliest unpaired fighter it has not
 * met such that the rest can still be paired without rematches. Plain backtracking finds that
 * pairing in exponential time when the rest cannot be paired and the search has to exhaust the
 * middle of the order to learn it; here "the rest can still be paired" is decided exactly, on the
 * graph whose edges join fighters who have not met, with Edmonds' blossom algorithm:
 *
 *   - a perfect matching M of the fighters still unpaired is kept; none at the start means no
 *     rematch-free pairing exists;
 *   - the first unpaired fighter i, with p its partner in M, tries the earliest fighter j it has
 *     not met: if j is p, M less that table pairs the rest; otherwise the rest pairs exactly when
 *     an augmenting path joins p and j's old partner (the two fighters M then leaves uncovered),
 *     and that path, flipped, is M for the rest;
 *   - when there is none, the partners that leave a pairable rest are the fighters an even
 *     M-alternating path from p reaches in the graph without i (Gallai–Edmonds: the even
 *     vertices of the tree grown from p, the only fighter M leaves uncovered there), and i takes
 *     the earliest of them it has not met, M restored by one augmenting path as above.
 *
 * The partner i takes is therefore the one backtracking takes, at O(n^2) per search and at most
 * three searches per table (O(n^3) in all); when M already pairs i with its earliest candidate,
 * no search runs. */
#include "floor_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct bf_match_graph {
    size_t n;
    const bool *met;     /* n x n: order[u] and order[v] have met */
    bool *gone;          /* paired already: out of the graph */
    int *mate;           /* the perfect matching M of the vertices not gone (-1: uncovered) */
    /* one search (grow_tree): */
    int *parent;         /* the tree edge into an odd vertex (-1: none) */
    int *base;           /* the base of the blossom holding each vertex */
    bool *even;          /* in the tree at even distance from the root, blossoms included */
    bool *in_blossom;
    bool *on_path;
    int *queue;
} bf_match_graph;

static bool joined(const bf_match_graph *g, int u, int v)
{
    return u != v && !g->gone[u] && !g->gone[v] && !g->met[(size_t)u * g->n + (size_t)v];
}

/* The base of the first blossom the tree paths from a and from b share. */
static int common_base(bf_match_graph *g, int a, int b)
{
    memset(g->on_path, 0, g->n * sizeof *g->on_path);
    for (;;) {
        a = g->base[a];
        g->on_path[a] = true;
        if (g->mate[a] < 0)
            break;  /* the root */
        a = g->parent[g->mate[a]];
    }
    for (;;) {
        b = g->base[b];
        if (g->on_path[b])
            return b;
        b = g->parent[g->mate[b]];
    }
}

/* Mark the blossoms on the tree path from v down to base b; `child` is v's new tree neighbour. */
static void mark_blossom_path(bf_match_graph *g, int v, int b, int child)
{
    while (g->base[v] != b) {
        g->in_blossom[g->base[v]] = g->in_blossom[g->base[g->mate[v]]] = true;
        g->parent[v] = child;
        child = g->mate[v];
        v = g->parent[g->mate[v]];
    }
}

/* Grow the alternating tree from the uncovered vertex root (Edmonds). Returns an uncovered vertex
 * an augmenting path reaches (parent[] and mate[] give the path), or -1; then even[] marks the
 * vertices an even alternating path from root reaches. */
static int grow_tree(bf_match_graph *g, int root)
{
    size_t n = g->n, head = 0, tail = 0;
    for (size_t v = 0; v < n; v++) {
        g->parent[v] = -1;
        g->base[v] = (int)v;
        g->even[v] = false;
    }
    g->even[root] = true;
    g->queue[tail++] = root;
    while (head < tail) {
        int v = g->queue[head++];
        for (int to = 0; to < (int)n; to++) {
            if (!joined(g, v, to) || g->base[v] == g->base[to] || g->mate[v] == to)
                continue;
            if (to == root || (g->mate[to] >= 0 && g->parent[g->mate[to]] >= 0)) {
                /* to is even too: an odd cycle, contracted into a blossom */
                int b = common_base(g, v, to);
                memset(g->in_blossom, 0, n * sizeof *g->in_blossom);
                mark_blossom_path(g, v, b, to);
                mark_blossom_path(g, to, b, v);
                for (size_t u = 0; u < n; u++) {
                    if (!g->in_blossom[g->base[u]])
                        continue;
                    g->base[u] = b;
                    if (!g->even[u]) {
                        g->even[u] = true;
                        g->queue[tail++] = (int)u;
                    }
                }
            } else if (g->parent[to] < 0) {
                g->parent[to] = v;
                if (g->mate[to] < 0)
                    return to;
                g->even[g->mate[to]] = true;
                g->queue[tail++] = g->mate[to];
            }
        }
    }
    return -1;
}

/* Flip the augmenting path that ends at the uncovered vertex v. */
static void augment(bf_match_graph *g, int v)
{
    while (v >= 0) {
        int pv = g->parent[v], next = g->mate[pv];
        g->mate[v] = pv;
        g->mate[pv] = v;
        v = next;
    }
}

/* A perfect matching of all n vertices: first the greedy one in backtracking order (so that M
 * mostly agrees with the pairing sought), then augmented. False when none exists. */
static bool perfect_matching(bf_match_graph *g)
{
    int n = (int)g->n;
    for (int u = 0; u < n; u++)
        for (int v = u + 1; v < n && g->mate[u] < 0; v++)
            if (g->mate[v] < 0 && joined(g, u, v)) {
                g->mate[u] = v;
                g->mate[v] = u;
            }
    for (int u = 0; u < n; u++) {
        if (g->mate[u] >= 0)
            continue;
        int end = grow_tree(g, u);
        if (end < 0)
            return false;  /* a maximum matching leaves u uncovered */
        augment(g, end);
    }
    return true;
}

/* The earliest vertex after i still in the graph that i has not met and that `allowed` admits
 * (NULL: any); -1 when none. */
static int first_candidate(const bf_match_graph *g, int i, const bool *allowed)
{
    for (int j = i + 1; j < (int)g->n; j++)
        if (!g->gone[j] && !g->met[(size_t)i * g->n + (size_t)j] && (!allowed || allowed[j]))
            return j;
    return -1;
}

/* Take j out of the graph and give i's old partner p (uncovered, i gone) j's old partner instead,
 * by an augmenting path. False, with j back in the graph and M as it was, when the graph without
 * i and j has no perfect matching. */
static bool pair_off(bf_match_graph *g, int p, int j)
{
    int q = g->mate[j];
    g->gone[j] = true;
    g->mate[j] = g->mate[q] = -1;
    int end = grow_tree(g, p);  /* p and q are the only uncovered vertices */
    if (end < 0) {
        g->gone[j] = false;
        g->mate[j] = q;
        g->mate[q] = j;
        return false;
    }
    augment(g, end);
    return true;
}

/* Pair vertex i, the first still in the graph, as backtracking would; returns its partner.
 * Afterwards both are gone and M is a perfect matching of the rest. */
static int take_partner(bf_match_graph *g, int i)
{
    int p = g->mate[i];
    int j = first_candidate(g, i, NULL);
    g->gone[i] = true;
    g->mate[i] = g->mate[p] = -1;
    if (j == p || pair_off(g, p, j)) {
        g->gone[j] = true;
        return j;
    }
    /* The earliest candidate leaves an unpairable rest. Without i, M leaves only p uncovered:
     * the even vertices of the tree grown from p are the partners of i that leave a pairable
     * rest (p among them). */
    if (grow_tree(g, p) >= 0)
        abort();  /* p is the only uncovered vertex: no augmenting path exists */
    j = first_candidate(g, i, g->even);
    if (j != p && !pair_off(g, p, j))
        abort();  /* j is even: the rest has a perfect matching */
    g->gone[j] = true;
    return j;
}

/* Which of order[0..n) have met, from the posted rounds (bf_met for every pair, in one pass). */
static bool *met_matrix(const bf_tournament *t, const int *order, size_t n)
{
    bool *met = xcalloc(n * n, sizeof *met);
    int *pos = xmalloc(t->n * sizeof *pos);
    for (size_t x = 0; x < t->n; x++)
        pos[x] = -1;
    for (size_t i = 0; i < n; i++)
        if (order[i] >= 0)   /* -1: a bye, met by nobody */
            pos[order[i]] = (int)i;
    for (size_t r = 0; r < t->nround; r++)
        for (size_t k = 0; k < t->round[r].ntables; k++) {
            int a = pos[t->round[r].tables[k].a], b = pos[t->round[r].tables[k].b];
            if (a >= 0 && b >= 0 && a != b)
                met[(size_t)a * n + (size_t)b] = met[(size_t)b * n + (size_t)a] = true;
        }
    free(pos);
    return met;
}

/* A graph of order[0..n) for perfect_matching (freed by graph_free). */
static bf_match_graph graph_of(const bf_tournament *t, const int *order, size_t n)
{
    size_t cells = n ? n : 1;
    bf_match_graph g = {
        .n = n,
        .met = met_matrix(t, order, n),
        .gone = xcalloc(cells, sizeof(bool)),
        .mate = xmalloc(cells * sizeof(int)),
        .parent = xmalloc(cells * sizeof(int)),
        .base = xmalloc(cells * sizeof(int)),
        .even = xcalloc(cells, sizeof(bool)),
        .in_blossom = xcalloc(cells, sizeof(bool)),
        .on_path = xcalloc(cells, sizeof(bool)),
        .queue = xmalloc(cells * sizeof(int)),
    };
    for (size_t v = 0; v < n; v++)
        g.mate[v] = -1;
    return g;
}

static void graph_free(bf_match_graph *g)
{
    free((void *)g->met);
    free(g->gone);
    free(g->mate);
    free(g->parent);
    free(g->base);
    free(g->even);
    free(g->in_blossom);
    free(g->on_path);
    free(g->queue);
}

bool bf_rematch_free_exists(const bf_tournament *t, const int *fighters, size_t n)
{
    /* an odd group's bye is a fighter nobody has met: -1, which met_matrix never finds */
    int *order = xmalloc((n + 1) * sizeof *order);
    memcpy(order, fighters, n * sizeof *order);
    size_t m = n;
    if (n % 2)
        order[m++] = -1;
    bf_match_graph g = graph_of(t, order, m);
    bool ok = perfect_matching(&g);
    graph_free(&g);
    free(order);
    return ok;
}

void bf_pair_avoiding_rematches(bf_tournament *t, const int *order, size_t n, bf_pairing *out)
{
    bf_match_graph g = graph_of(t, order, n);
    if (perfect_matching(&g)) {
        for (size_t i = 0; i < n; i++)
            if (!g.gone[i]) {
                int j = take_partner(&g, (int)i);
                bf_pairing_add_table(out, order[i], order[j]);
            }
    } else {  /* no rematch-free pairing exists: pair in order */
        for (size_t i = 0; i + 1 < n; i += 2)
            bf_pairing_add_table(out, order[i], order[i + 1]);
    }
    graph_free(&g);
}
