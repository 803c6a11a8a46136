/* tcg.h — the card-game core of the reference engine, shared by fusion-world and the card
 * games to come (haikyu-break, nivel-arena, lycee): mechanism only, no rule of any one game.
 * A game module embeds a tcg_game (the one handle: every piece of state is reached through it)
 * and gives it its tables (zone kinds, turn rows), its policies (pending limits, resolvers,
 * batch modes) and its hooks; the core keeps the books and the order. Each subsystem has its
 * header:
 *   tcg_cards.h    the card table, players, incarnations, the ids as JSON
 *   tcg_zones.h    ordered zones and slots, the move primitive, attachments
 *   tcg_view.h     who sees which face, the counts, the state's view
 *   tcg_event.h    events, simultaneous and sequential batches, the move batch
 *   tcg_pending.h  pending triggered abilities and the resolution point
 *   tcg_turn.h     the turn as a table of phases, steps and rows; skipping
 *   tcg_effects.h  continuous effects: timestamps, durations
 *   tcg_lki.h      last-known information
 *   tcg_ledger.h   once per turn / per game
 *   tcg_choice.h   choices, orders and random outcomes from the script; the answer log
 *   tcg_loop.h     loops: a state seen again
 *   tcg_replace.h  replacements applying once to one event
 * Every function that may read the script or end the game returns a status (tcg_base.h). */
#ifndef ENGINE_CORE_TCG_H
#define ENGINE_CORE_TCG_H

#include "engine/core/args.h"
#include "engine/core/names.h"
#include "tcg_base.h"
#include "tcg_cards.h"
#include "tcg_choice.h"
#include "tcg_effects.h"
#include "tcg_event.h"
#include "tcg_ledger.h"
#include "tcg_list.h"
#include "tcg_lki.h"
#include "tcg_loop.h"
#include "tcg_pending.h"
#include "tcg_replace.h"
#include "tcg_turn.h"
#include "tcg_view.h"
#include "tcg_zones.h"

/* What the game says to the core; any hook may be NULL. A game module's struct starts with
 * its tcg_game, so its hooks reach the module's state from the handle. */
typedef struct tcg_hooks {
    /* An event reaches the game (its triggers: tcg_event.h). */
    int (*event)(tcg_game *g, const tcg_event *ev);
    /* An answer before the script's: TCG_OK with *value set, TCG_OK with *value NULL when the
     * game has none, or an error. */
    int (*answer)(tcg_game *g, bool random, const char *kind, const json_t **value);
} tcg_hooks;

struct tcg_game {
    eng_run *run;
    tcg_hooks hooks;
    const char *const *player_names;  /* "P1", "P2", … */
    int nplayers;
    const tcg_zone_kind *zones;
    int nzones;
    /* cards (tcg_cards.c) */
    tcg_card *cards;
    size_t ncards, cap_cards;
    eng_names ids;
    /* zones (tcg_zones.c): a player's slots are slots[player * nslots + slot_base[zone] + k] */
    tcg_list *slots;
    int *slot_base;
    int nslots;
    json_t **labels;                  /* the places' shared JSON labels, the last one "none" */
    int released_host;                /* tcg_release: the host whose attachments are leaving */
    tcg_place released_from;          /* … and where it was */
    /* the clock and the turn (tcg_turn.c) */
    long turn;                        /* from 1; 0 before the first */
    int tp, first;                    /* the turn player, the first player; -1 before */
    long clock;                       /* timestamps (tcg_tick) */
    unsigned skip[TCG_MAX_PLAYERS];   /* phases and steps to skip (tcg_skip_next) */
    int skipping;
    int go_to;                        /* the label tcg_goto named, 0 none */
    /* events (tcg_batch.c) */
    struct tcg_frame *frames;         /* the open batches, innermost last */
    size_t nframes, capframes;
    long batch;                       /* the number last given to an event */
    int defer;                        /* open deferrals of interrupt checks */
    /* pending abilities (tcg_pending.c) */
    tcg_pending *pend;
    size_t npend, cappend;
    long pend_seq;
    int hold;
    /* continuous effects (tcg_effects.c) */
    tcg_effect *ef;
    size_t nef, capef;
    /* last-known information (tcg_lki.c) */
    struct tcg_lki_card *lki;         /* per card, lki_ncards of them */
    size_t lki_ncards, lki_size;
    /* ledgers (tcg_ledger.c), replacements applying (tcg_replace.c) */
    tcg_ledger ledger[TCG_NSCOPES];
    tcg_applying *applying;
    size_t napplying, capapplying;
    /* the answers given (tcg_choice.c) */
    json_t *log;
};

void tcg_init(tcg_game *g, eng_run *run, const char *const *players, int nplayers,
              const tcg_zone_kind *zones, int nzones, const tcg_hooks *hooks);
void tcg_free(tcg_game *g);

#endif
