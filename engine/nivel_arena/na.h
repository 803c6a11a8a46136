/* na.h — the state every part of the nivel-arena module shares (private to engine/nivel_arena/):
 * the game handle (the card-game core's tcg_game first), each card's information read from the
 * case, the zones, the turn, the pending automatic effects and the returns waiting for the end
 * phase. Each part has its own header for its functions: setup/setup.h, zones/zones.h,
 * turn/turn.h, actions/actions.h, effects/effects.h. Clause ids are the document's
 * (rules/nivel-arena/698f7fbf.txt); the case vocabulary is docs/engines/nivel-arena.md. */
#ifndef ENGINE_NIVEL_ARENA_NA_H
#define ENGINE_NIVEL_ARENA_NA_H

#include "engine/core/tcg.h"

#include <jansson.h>
#include <stdbool.h>

/* The zones (3.1.1): the three unit zones are the lanes 1-3 (3.5.4.1). */
enum { NA_DECK, NA_HAND, NA_TRASH, NA_LEVEL, NA_UNIT1, NA_UNIT2, NA_UNIT3, NA_SKILL, NA_DAMAGE,
       NA_NZONES };
#define NA_LANES 3
#define NA_IS_UNIT_ZONE(z) ((z) >= NA_UNIT1 && (z) <= NA_UNIT3)

/* Card types (2.2.2). */
enum { NA_LEADER, NA_UNIT, NA_SKILL_CARD, NA_ITEM };

/* Phases (6.1.2) and the steps of a battle (7.1). */
enum { NA_PREGAME, NA_LEVELUP, NA_DRAW, NA_MAIN, NA_ATTACK, NA_END };
enum { NA_NO_STEP, NA_STEP_ATTACK, NA_STEP_DEFENSE, NA_STEP_BATTLE, NA_STEP_END };

/* Ability kinds (10.1): automatic, activated and continuous. */
enum { NA_AB_ENTRY, NA_AB_EXIT, NA_AB_ATTACKER, NA_AB_DEFENDER, NA_AB_ACTIVE, NA_AB_PASSIVE,
       NA_AB_ARMED, NA_AB_LINE, NA_AB_LEVELLINK, NA_AB_EQUIPPED, NA_NAB_KINDS };

/* Continuous targets: the card itself (an item's: the unit it is under), all its player's units. */
enum { NA_TGT_THIS, NA_TGT_OWN_UNITS };

#define NA_MAX_ABILITIES 8
#define NA_MAX_PENDING 64          /* automatic effects waiting at once: far more than a game meets */
#define NA_MAX_BREAK 4
#define NA_MAX_AFFIL 4

typedef struct na_ability {
    int kind;
    const json_t *effect;      /* automatic and activated: the instructions */
    bool optional;             /* 「~できる」 (8.1.2.2) */
    long power, hit, size;     /* continuous: what it adds */
    int target;                /* continuous: NA_TGT_* */
    long level;                /* level link's level (10.1.10.2) */
    const char *affiliation;   /* armed's condition (10.1.8.3), NULL: any item */
} na_ability;

/* A breakthrough's condition (10.2.3.4): none (every unit), or a unit's cost or power at most. */
typedef struct na_break {
    long cost_max, power_max;  /* -1: no bound */
} na_break;

/* The keywords a card has (10.2), its own or given by an item (8.6.1). */
typedef struct na_keys {
    long pierce, plunder, infiltrate;   /* the highest of each (10.2.3.2.3, .3.3, .6.3); 0 none */
    bool duelist, self_destruct, take_down, ret, berserker;
    na_break brk[NA_MAX_BREAK * 4];
    int nbrk;
    int guardian;                       /* 0 none, 1 barrier, 2 sacrifice (10.2.6.3.4) */
    long guardian_n;
} na_keys;

typedef struct na_card {
    int type;
    long cost, power, hit;
    const char *affil[NA_MAX_AFFIL];
    int naffil;
    const char *number;        /* identification number (2.10.1) */
    const json_t *trigger;     /* the trigger's instructions (2.7), NULL none */
    const json_t *effect;      /* a skill card's instructions (8.1.3.1.1) */
    na_ability ab[NA_MAX_ABILITIES];
    int nab;
    na_keys keys;              /* the card's own */
    long awaken;               /* a leader's awakening level (10.2.6.1), 0 none */
    const json_t *pledge;      /* a leader's pledge: the affiliations a deck may hold (5.1.2.1) */
    long equip_power_min;      /* an item's equip condition (3.5.6): -1 none */
    const char *equip_affil;
    /* run state */
    bool awakened;             /* a leader's face */
    bool attacked;             /* declared an attack this turn (7.2.1), or treated so (10.2.4.2.3) */
} na_card;

/* Effects with a duration (tcg_effects: kind, value, until). */
enum { NA_EF_POWER, NA_EF_HIT, NA_EF_SIZE };
enum { NA_UNTIL_BATTLE = 1, NA_UNTIL_TURN, NA_UNTIL_GAME };

/* A pending automatic effect (8.1.3.2). */
enum { NA_P_ABILITY, NA_P_PIERCE, NA_P_PLUNDER, NA_P_TAKE_DOWN, NA_P_RETURN };
typedef struct na_pend {
    int what;                  /* NA_P_* */
    int card;
    unsigned inc;              /* the card as it was when the condition was met */
    int ability;               /* NA_P_ABILITY: the index in its card's abilities */
    int master;                /* the player whose effect it is */
    long n;                    /* pierce, plunder: the number */
    int other;                 /* take-down: the unit that trashed it */
    unsigned other_inc;
    long cost;                 /* take-down: the card's cost in the trash (10.2.5.2.4) */
} na_pend;

typedef struct na_game {
    tcg_game t;                /* first: the core's handle */
    eng_run *run;
    na_card *c;                /* per card of t.cards */
    int level[2];              /* leader levels (4.6) */
    int leader[2];             /* the leader cards */
    bool placed[2][NA_LANES];  /* a unit placed in the zone this turn (6.4.1.1.3) */
    int phase, step;
    int result;                /* -1 going on, 0/1 the winner, 2 a draw */
    bool lost[2];
    /* the battle (7) */
    int attacker, defender;
    unsigned attacker_inc, defender_inc;
    /* pending automatic effects and their rounds (8.4) */
    na_pend pend[NA_MAX_PENDING];
    size_t npend;
    /* returns waiting for the end phase (10.2.5.3.3): card and incarnation in the trash */
    tcg_list ret, ret_inc;
    int hold;                  /* effect processing going on: autos wait (8.4.3) */
    int damaging;              /* damage processing going on: autos wait (8.4.2) */
    int negating;              /* negation processing going on: autos wait (8.5.2.2) */
} na_game;

#define NA_G(tg) ((na_game *)(tg))

extern const char *const na_player_names[];
extern const char *const na_zone_names[];
extern const char *const na_phase_names[];
extern const char *const na_step_names[];

/* The other player. */
static inline int na_other(int p)
{
    return 1 - p;
}

#endif
