/* tcg_batch.c — events and the batches that make them simultaneous or one at a time: the
 * number each event carries, events held until their batch ends or kept from the game; the
 * deferral of interrupt checks (tcg_event.h). */
#include "tcg_int.h"

#include <stdlib.h>

struct tcg_frame {
    tcg_batch_mode mode;
    unsigned flags;
    long id;                 /* a simultaneous batch's number */
    tcg_event *held;
    size_t nheld, capheld;
};

tcg_event tcg_event_of(const char *type, int card, int player)
{
    tcg_place none = {-1, TCG_NOWHERE, 0};
    return (tcg_event){.type = type, .card = card, .player = player, .from = none, .to = none};
}

void tcg_batch_begin(tcg_game *g, tcg_batch_mode mode, unsigned flags)
{
    TCG_GROW(g->frames, g->nframes, g->capframes, 8);
    const struct tcg_frame *outer = g->nframes ? &g->frames[g->nframes - 1] : NULL;
    long joined = outer && outer->mode == TCG_SIMULTANEOUS && (flags & TCG_B_JOIN) ? outer->id : 0;
    struct tcg_frame *f = &g->frames[g->nframes++];
    *f = (struct tcg_frame){.mode = mode, .flags = flags};
    if (mode == TCG_SIMULTANEOUS)
        f->id = joined ? joined : ++g->batch;   /* joined: a part of the event around it */
}

long tcg_batch_id(tcg_game *g)
{
    if (g->nframes && g->frames[g->nframes - 1].mode == TCG_SIMULTANEOUS)
        return g->frames[g->nframes - 1].id;
    return ++g->batch;
}

long tcg_batch_last(const tcg_game *g)
{
    return g->batch;
}

/* The innermost open batch that keeps or holds events, NULL: none. */
static struct tcg_frame *keeper(tcg_game *g)
{
    for (size_t i = g->nframes; i-- > 0;)
        if (g->frames[i].flags & (TCG_B_QUIET | TCG_B_HOLD))
            return &g->frames[i];
    return NULL;
}

/* The event reaches the game, unless an open batch keeps it (quiet) or holds it. */
static int deliver(tcg_game *g, const tcg_event *ev)
{
    struct tcg_frame *f = keeper(g);
    if (f && (f->flags & TCG_B_QUIET))
        return TCG_OK;
    if (f) {
        TCG_GROW(f->held, f->nheld, f->capheld, 8);
        f->held[f->nheld++] = *ev;
        return TCG_OK;
    }
    return g->hooks.event ? g->hooks.event(g, ev) : TCG_OK;
}

int tcg_raise(tcg_game *g, tcg_event *ev)
{
    struct tcg_frame *f = keeper(g);
    if (f && (f->flags & TCG_B_QUIET))
        return TCG_OK;           /* kept from the game: not an event it will know of */
    ev->batch = tcg_batch_id(g);
    return deliver(g, ev);
}

int tcg_batch_end(tcg_game *g)
{
    if (g->nframes == 0)
        return TCG_OK;
    struct tcg_frame f = g->frames[--g->nframes];
    int st = TCG_OK;
    for (size_t i = 0; i < f.nheld; i++) {
        int s = deliver(g, &f.held[i]);
        if (st == TCG_OK)
            st = s;
    }
    free(f.held);
    return st;
}

void tcg_defer(tcg_game *g, int delta)
{
    g->defer += delta;
}

void tcg_batch_drop(tcg_game *g)
{
    if (g->nframes)
        free(g->frames[--g->nframes].held);
}

bool tcg_deferred(const tcg_game *g)
{
    return g->defer > 0;
}

void tcg_batch_free(tcg_game *g)
{
    for (size_t i = 0; i < g->nframes; i++)
        free(g->frames[i].held);
    free(g->frames);
}
