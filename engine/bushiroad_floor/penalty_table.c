/* penalty_table.c — the recommended penalties of every =罰則基準= table of PG.3 and PG.4 (PG~p5):
 * per infraction, the row read at level 1 (…~t1.L1) and at levels 2 and 3 (…~t1.L2+), branch
 * tables with their branch row (…~t1.Bn), and each printed range 「A～B」 as its first and last
 * penalty on the scale (BF-PENALTY-RANGE). One static table; the clause ids are the rows'. */
#include "floor_conduct.h"

#include <string.h>

#define C BF_PEN_CAUTION
#define W BF_PEN_WARNING
#define M BF_PEN_MATCH_LOSS
#define D BF_PEN_DQ

static const bf_guide_row guide[] = {
    {"unregistered-illegal-deck", NULL, {"PG.3.1.1.1~t1.L1", "PG.3.1.1.1~t1.L2+"}, {W, M}, {M, M}},
    {"illegal-decklist", NULL, {"PG.3.1.1.2~t1.L1", "PG.3.1.1.2~t1.L2+"}, {W, M}, {W, D}},
    {"illegal-deck", NULL, {"PG.3.1.1.3~t1.L1", "PG.3.1.1.3~t1.L2+"}, {W, M}, {M, D}},
    {"illegal-decklist-and-deck", NULL, {"PG.3.1.1.4~t1.L1", "PG.3.1.1.4~t1.L2+"}, {M, M}, {M, D}},
    {"missing-items", NULL, {"PG.3.1.2~t1.L1", "PG.3.1.2~t1.L2+"}, {C, C}, {C, W}},
    {"distinguishable-no-pattern", NULL, {"PG.3.1.3.1~t1.L1", "PG.3.1.3.1~t1.L2+"}, {C, W}, {W, W}},
    {"distinguishable-pattern", NULL, {"PG.3.1.3.2~t1.L1", "PG.3.1.3.2~t1.L2+"}, {W, M}, {M, M}},
    {"wrong-information-minor", NULL, {"PG.3.2.1~t1.L1", "PG.3.2.1~t1.L2+"}, {C, C}, {C, W}},
    {"wrong-information-major", NULL, {"PG.3.2.2~t1.L1", "PG.3.2.2~t1.L2+"}, {C, W}, {W, M}},
    {"illegal-state-minor", NULL, {"PG.3.3.1~t1.L1", "PG.3.3.1~t1.L2+"}, {C, C}, {C, W}},
    {"illegal-state-moderate", NULL, {"PG.3.3.2~t1.L1", "PG.3.3.2~t1.L2+"}, {C, W}, {W, W}},
    {"illegal-state-severe", NULL, {"PG.3.3.3~t1.L1", "PG.3.3.3~t1.L2+"}, {M, M}, {M, M}},
    {"forgotten-automatic-ability", NULL, {"PG.3.4~t1.L1", "PG.3.4~t1.L2+"}, {C, W}, {W, W}},
    {"unrevealed-card-identifiable", NULL, {"PG.3.5.1.1~t1.L1", "PG.3.5.1.1~t1.L2+"}, {C, W}, {W, W}},
    {"unrevealed-card-unidentifiable", NULL, {"PG.3.5.1.2~t1.L1", "PG.3.5.1.2~t1.L2+"}, {M, M}, {M, M}},
    {"forgotten-card-move", NULL, {"PG.3.5.2~t1.L1", "PG.3.5.2~t1.L2+"}, {C, W}, {W, W}},
    {"seen-cards-before-match", NULL, {"PG.3.5.3.1~t1.L1", "PG.3.5.3.1~t1.L2+"}, {C, C}, {W, W}},
    {"seen-cards-during-match", NULL, {"PG.3.5.3.2~t1.L1", "PG.3.5.3.2~t1.L2+"}, {C, W}, {W, W}},
    {"extra-cards-in-hand", NULL, {"PG.3.5.4~t1.L1", "PG.3.5.4~t1.L2+"}, {M, M}, {M, M}},
    {"zones-mixed", NULL, {"PG.3.5.5~t1.L1", "PG.3.5.5~t1.L2+"}, {C, W}, {M, M}},
    {"order-disturbed-minor", NULL, {"PG.3.6.1.1~t1.L1", "PG.3.6.1.1~t1.L2+"}, {C, C}, {C, W}},
    {"order-disturbed-moderate", NULL, {"PG.3.6.1.2~t1.L1", "PG.3.6.1.2~t1.L2+"}, {C, W}, {W, W}},
    {"cards-made-distinguishable", NULL, {"PG.3.6.2~t1.L1", "PG.3.6.2~t1.L2+"}, {C, W}, {C, W}},
    {"missed-infraction-opponent-card", "PG.3.7~t1.B1", {"PG.3.7~t1.B1.L1", "PG.3.7~t1.B1.L2+"}, {C, C}, {C, W}},
    {"missed-infraction-own-card", "PG.3.7~t1.B2", {"PG.3.7~t1.B2.L1", "PG.3.7~t1.B2.L2+"}, {C, W}, {W, W}},
    {"unsporting-minor", NULL, {"PG.3.8.1~t1.L1", "PG.3.8.1~t1.L2+"}, {C, W}, {W, M}},
    {"unsporting-severe", NULL, {"PG.3.8.2~t1.L1", "PG.3.8.2~t1.L2+"}, {M, M}, {M, D}},
    {"unsporting-most-severe", NULL, {"PG.3.8.3~t1.L1", "PG.3.8.3~t1.L2+"}, {D, D}, {D, D}},
    {"tardiness", NULL, {"PG.3.9.1~t1.L1", "PG.3.9.1~t1.L2+"}, {C, W}, {W, M}},
    {"major-tardiness", NULL, {"PG.3.9.2~t1.L1", "PG.3.9.2~t1.L2+"}, {M, M}, {M, M}},
    {"wrong-seat-before-report", NULL, {"PG.3.10.1~t1.L1", "PG.3.10.1~t1.L2+"}, {C, W}, {W, W}},
    {"wrong-seat-after-report", NULL, {"PG.3.10.2~t1.L1", "PG.3.10.2~t1.L2+"}, {C, W}, {W, W}},
    {"insufficient-shuffle", NULL, {"PG.3.11~t1.L1", "PG.3.11~t1.L2+"}, {C, C}, {W, W}},
    {"excessive-touching", NULL, {"PG.3.12~t1.L1", "PG.3.12~t1.L2+"}, {C, W}, {W, W}},
    {"disrupting-event", NULL, {"PG.3.13~t1.L1", "PG.3.13~t1.L2+"}, {W, W}, {W, W}},
    {"eating-drinking", NULL, {"PG.3.14~t1.L1", "PG.3.14~t1.L2+"}, {W, W}, {W, W}},
    {"electronic-device", NULL, {"PG.3.15~t1.L1", "PG.3.15~t1.L2+"}, {C, W}, {W, M}},
    {"note-taking", NULL, {"PG.3.16~t1.L1", "PG.3.16~t1.L2+"}, {W, W}, {W, W}},
    {"unreported-result", "PG.3.17.1~t1.B2", {"PG.3.17.1~t1.B2.L1", "PG.3.17.1~t1.B2.L2+"}, {C, C}, {W, W}},
    {"unapproved-result-reporter", "PG.3.17.2~t1.B1", {"PG.3.17.2~t1.B1.L1", "PG.3.17.2~t1.B1.L2+"}, {C, C}, {C, W}},
    {"unapproved-result-approver", "PG.3.17.2~t1.B2", {"PG.3.17.2~t1.B2.L1", "PG.3.17.2~t1.B2.L2+"}, {C, W}, {W, M}},
    {"wrong-result", "PG.3.17.3~t1.B2", {"PG.3.17.3~t1.B2.L1", "PG.3.17.3~t1.B2.L2+"}, {C, C}, {W, W}},
    {"damaged-score-sheet", NULL, {"PG.3.17.4~t1.L1", "PG.3.17.4~t1.L2+"}, {C, W}, {W, W}},
    {"lost-score-sheet", NULL, {"PG.3.17.5~t1.L1", "PG.3.17.5~t1.L2+"}, {D, D}, {D, D}},
    {"slow-play-minor", NULL, {"PG.3.18.1~t1.L1", "PG.3.18.1~t1.L2+"}, {C, C}, {C, W}},
    {"slow-play-moderate", NULL, {"PG.3.18.2~t1.L1", "PG.3.18.2~t1.L2+"}, {C, W}, {W, M}},
    {"slow-play-severe", NULL, {"PG.3.18.3~t1.L1", "PG.3.18.3~t1.L2+"}, {M, M}, {D, D}},
    {"excessive-hand-shuffling", NULL, {"PG.3.19~t1.L1", "PG.3.19~t1.L2+"}, {C, W}, {W, W}},
    {"touching-other-match", NULL, {"PG.3.20~t1.L1", "PG.3.20~t1.L2+"}, {W, W}, {W, M}},
    {"team-advice-minor", NULL, {"PG.3.21.1~t1.L1", "PG.3.21.1~t1.L2+"}, {C, C}, {C, W}},
    {"team-advice-moderate", NULL, {"PG.3.21.2~t1.L1", "PG.3.21.2~t1.L2+"}, {C, W}, {W, M}},
    {"team-advice-severe", NULL, {"PG.3.21.3~t1.L1", "PG.3.21.3~t1.L2+"}, {W, M}, {M, M}},
    {"dice-unreadable", NULL, {"PG.3.22.1~t1.L1", "PG.3.22.1~t1.L2+"}, {C, C}, {C, W}},
    {"fraud", NULL, {"PG.4.1~t1.L1", "PG.4.1~t1.L2+"}, {D, D}, {D, D}},
    {"illegal-card-movement", NULL, {"PG.4.2~t1.L1", "PG.4.2~t1.L2+"}, {D, D}, {D, D}},
    {"intentional-marking", NULL, {"PG.4.3~t1.L1", "PG.4.3~t1.L2+"}, {D, D}, {D, D}},
    {"illegal-deck-change", NULL, {"PG.4.4~t1.L1", "PG.4.4~t1.L2+"}, {D, D}, {D, D}},
    {"illegal-advice", NULL, {"PG.4.5~t1.L1", "PG.4.5~t1.L2+"}, {W, M}, {D, D}},
    {"dice-trouble-intentional", NULL, {"PG.4.6.1~t1.L1", "PG.4.6.1~t1.L2+"}, {D, D}, {D, D}},
    {"dice-manipulation", NULL, {"PG.4.6.2~t1.L1", "PG.4.6.2~t1.L2+"}, {D, D}, {D, D}},
};

#undef C
#undef W
#undef M
#undef D

const bf_guide_row *bf_guide_rows(size_t *n)
{
    *n = sizeof guide / sizeof *guide;
    return guide;
}

const bf_guide_row *bf_guide_find(const char *infraction)
{
    for (size_t i = 0; i < sizeof guide / sizeof *guide; i++)
        if (strcmp(guide[i].infraction, infraction) == 0)
            return &guide[i];
    return NULL;
}

/* 「ただし、大会レベル2以下の大会に於いて…【警告】が与えられます」 */
static const struct {
    const char *infraction, *clause;
} partial_repair[] = {
    {"illegal-state-severe", "PG.3.3.3~p1"},
    {"unrevealed-card-unidentifiable", "PG.3.5.1.2~p1"},
    {"extra-cards-in-hand", "PG.3.5.4~p1"},
};

const char *bf_partial_repair_clause(const char *infraction)
{
    for (size_t i = 0; i < sizeof partial_repair / sizeof *partial_repair; i++)
        if (strcmp(partial_repair[i].infraction, infraction) == 0)
            return partial_repair[i].clause;
    return NULL;
}
