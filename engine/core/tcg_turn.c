/* tcg_turn.c — the turn played from a table of rows: spans of phases and steps, skipping
 * (only the END rows of a skipped span run), windows and branches going to labels, the turn's
 * end starting the next turn (tcg_turn.h). */
#include "tcg_int.h"

static size_t row_of(const tcg_table *t, int label)
{
    for (size_t i = 0; i < t->n; i++)
        if (t->rows[i].label == label)
            return i;
    return t->n;
}

/* The row after the span that row i starts. */
static size_t span_end(const tcg_table *t, size_t i)
{
    bool phase = t->rows[i].op == TCG_OP_PHASE;
    size_t j = i + 1;
    for (; j < t->n; j++) {
        tcg_op op = t->rows[j].op;
        if (op == TCG_OP_PHASE || op == TCG_OP_TURN_END || (!phase && op == TCG_OP_STEP))
            break;
    }
    return j;
}

/* Whether the row is skipped: the turn player's skip, then (skip_any) the others' in turn. */
static bool skip_due(tcg_game *g, const tcg_row *r)
{
    if (!r->skip)
        return false;
    int players[TCG_MAX_PLAYERS];
    size_t np = tcg_players_from(g, g->tp >= 0 ? g->tp : 0, players);
    for (size_t k = 0; k < np && (k == 0 || r->skip_any); k++)
        if (g->skip[players[k]] & r->skip) {
            g->skip[players[k]] &= ~r->skip;
            return true;
        }
    return false;
}

/* A skipped span: its END rows only. */
static int run_ends(tcg_game *g, const tcg_table *t, size_t from, size_t to)
{
    int st = TCG_OK;
    g->skipping++;
    for (size_t j = from; j < to && st == TCG_OK; j++)
        if (t->rows[j].op == TCG_OP_END)
            st = t->rows[j].fn(g, t->rows[j].arg);
    g->skipping--;
    return st;
}

int tcg_play(tcg_game *g, const tcg_table *t, int label)
{
    size_t i = label ? row_of(t, label) : 0;
    int outer = g->go_to;                /* a table playing this one from a row keeps its own */
    int st = TCG_OK;
    g->go_to = 0;
    while (i < t->n && st == TCG_OK) {
        const tcg_row *r = &t->rows[i];
        switch (r->op) {
        case TCG_OP_DO:
        case TCG_OP_END:
            st = r->fn(g, r->arg);
            i++;
            break;
        case TCG_OP_PHASE:
        case TCG_OP_STEP:
            if (r->fn && (st = r->fn(g, r->arg)) != TCG_OK)
                break;
            if (skip_due(g, r)) {
                if (t->skipped)
                    t->skipped(g, r);
                size_t end = span_end(t, i);
                st = run_ends(g, t, i + 1, end);
                i = end;
            } else {
                i++;
            }
            break;
        case TCG_OP_WINDOW:
        case TCG_OP_BRANCH:
            st = r->fn(g, r->arg);
            if (st == TCG_ACTED) {
                i = row_of(t, r->target);
                st = TCG_OK;
            } else if (st == TCG_PASS || st == TCG_OK) {
                i++;
                st = TCG_OK;
            }
            break;
        case TCG_OP_TURN_END:
            st = r->fn(g, r->arg);
            i = 0;
            break;
        }
        if (st == TCG_OK && g->go_to) {
            i = row_of(t, g->go_to);
            g->go_to = 0;
        }
    }
    g->go_to = outer;
    return st;
}

void tcg_goto(tcg_game *g, int label)
{
    g->go_to = label;
}

void tcg_skip_next(tcg_game *g, int player, unsigned bit)
{
    g->skip[player] |= bit;
}

bool tcg_skipping(const tcg_game *g)
{
    return g->skipping > 0;
}

void tcg_set_turn(tcg_game *g, long turn, int tp)
{
    g->turn = turn;
    g->tp = tp;
    tcg_ledger_clear(g, TCG_SCOPE_TURN);
}
