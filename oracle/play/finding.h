/* finding.h — what random play reports: the checks of one probe of a game (probe.h) and the
 * finding they make. Alone, a finding is an implementation that crashed, timed out or failed
 * on the game, an invariant of the game broken (oracle/games/), an action its own legal set
 * offered and then rejected or refused as malformed, a game that does not end within the
 * campaign's limit of steps; against a second implementation, the first difference of their
 * observations too. A finding's `kind` and `detail` are what shrinking keeps. */
#ifndef ORACLE_PLAY_FINDING_H
#define ORACLE_PLAY_FINDING_H

#include "play_games.h"
#include "probe.h"

#include <jansson.h>
#include <stdbool.h>

typedef struct finding {
    char kind[32];      /* crash, timeout, errored, invariant, offered-rejected, offered-error,
                           divergence; and from the game (game.c): replay, stuck, no-end */
    char detail[256];   /* the clause broken, the rule of the rejection, the check and path
                           of the difference ("state state.P1.hand[2]") */
    char signature[300];/* what findings of one cause share: the kind, the detail, and for a
                           divergence its check with the type of the event or the path of the
                           state without its indices ("divergence events:damage") */
    char message[1024];
    long step;          /* the script entry it concerns, -1 when none */
    int side;           /* the implementation it concerns (0 or 1), -1 both */
} finding;

/* Run the checks of one probe of `script` from `setup`: true and `f` filled on a finding. An
 * action offered is a `do` right after a `query` whose legal set lists it (the members the
 * legal set gives equal; what the player added, a payment, aside). */
bool finding_check(const play_game *g, const play_sides *s, const json_t *setup,
                   const json_t *script, const probe *p, finding *f);
/* Is `action` one of the legal actions `legal` (the actions of a query)? */
bool finding_offered(const json_t *legal, const json_t *action);
/* Does the finding `b` repeat `a` (the same signature; the same side when it concerns one)? */
bool finding_same(const finding *a, const finding *b);

#endif
