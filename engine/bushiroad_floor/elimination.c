/* elimination.c — double elimination (FR.3.2.2, FR.3.2.2.1) and single elimination (FR.3.2.3):
 * who is out, the engine's own pairing of a round (BF-PAIR, BF-DE-ODD, BF-SE-WALKOVER), and
 * when each format (and the Swiss draw, at its last round) is finished. */
#include "floor_internal.h"

#include <stdlib.h>

bool bf_eliminated(const bf_tournament *t, int i)
{
    if (t->format == BF_DOUBLE)
        return t->f[i].losses >= 2;
    if (t->format == BF_SINGLE)
        return t->f[i].losses >= 1;
    return false;
}

/* Undefeated against undefeated, one loss against one loss; each group in seating order, an odd
 * group giving its own bye to the last fighter without one. */
void bf_pair_double(bf_tournament *t, int64_t r, const int *seating, size_t n, bf_pairing *out)
{
    (void)r;
    RULE(t->run, "FR.3.2.2.1~p1");  /* 全勝のファイター同士での対戦と1敗のファイター同士での対戦 */
    int *group = xmalloc((n ? n : 1) * sizeof *group);
    for (int64_t losses = 0; losses <= 1; losses++) {
        size_t m = 0;
        for (size_t i = 0; i < n; i++)
            if (t->f[seating[i]].losses == losses)
                group[m++] = seating[i];
        if (m % 2) {
            size_t pos = bf_bye_position(t, group, m);
            int bye = group[pos];
            for (size_t i = pos; i + 1 < m; i++)
                group[i] = group[i + 1];
            m--;
            bf_pairing_add_bye(out, bye);
        }
        bf_pair_avoiding_rematches(t, group, m, out);
    }
    free(group);
}

/* Round 1 by seats; then the survivor of each previous table (and bye), in that order, meets the
 * survivor of the next one; a survivor whose neighbour is missing gets the bye. */
void bf_pair_single(bf_tournament *t, int64_t r, const int *seating, size_t n, bf_pairing *out)
{
    if (r == 1) {
        for (size_t i = 0; i + 1 < n; i += 2)
            bf_pairing_add_table(out, seating[i], seating[i + 1]);
        if (n % 2)
            bf_pairing_add_bye(out, seating[n - 1]);
        return;
    }
    RULE(t->run, "FR.3.2.3~p1");  /* 対戦に勝ったファイターのみが次の対戦を行い */
    const bf_round *prev = &t->round[r - 2];
    size_t nslots = prev->ntables + prev->nbyes;
    int *slot = xmalloc((nslots ? nslots : 1) * sizeof *slot);
    for (size_t k = 0; k < prev->ntables; k++) {
        const bf_table *tb = &prev->tables[k];
        int w = tb->ma == BF_WIN ? tb->a : tb->mb == BF_WIN ? tb->b : -1;
        slot[k] = w >= 0 && bf_playing(t, w) ? w : -1;
    }
    for (size_t i = 0; i < prev->nbyes; i++) {
        int b = prev->byes[i];
        slot[prev->ntables + i] = bf_playing(t, b) ? b : -1;
    }
    for (size_t s = 0; s < nslots; s += 2) {
        int x = slot[s], y = s + 1 < nslots ? slot[s + 1] : -1;
        if (x >= 0 && y >= 0)
            bf_pairing_add_table(out, x, y);
        else if (x >= 0 || y >= 0)
            bf_pairing_add_bye(out, x >= 0 ? x : y);
    }
    free(slot);
}

bool bf_event_finished(bf_tournament *t, int64_t r, int *champions, size_t *nchampions)
{
    *nchampions = 0;
    if (t->format == BF_SWISS)
        return r >= t->rounds;
    size_t left = 0;
    for (size_t i = 0; i < t->n; i++) {
        bool in = bf_playing(t, (int)i) && (t->format == BF_SINGLE || t->f[i].losses == 0);
        if (in)
            champions[left++] = (int)i;
    }
    bool over;
    if (t->format == BF_DOUBLE) {
        RULE(t->run, "FR.3.2.2~p1");  /* 全勝者のファイターがその人数以下になるまで対戦を行います */
        over = (int64_t)left <= t->top_places;
    } else {
        RULE(t->run, "FR.3.2.3~p1");  /* 最後まで勝ち残ったファイターが優勝 */
        over = left <= 1;
    }
    if (over)
        *nchampions = left;
    return over;
}
