/* hb.h — what every part of the haikyu-break module shares (ハイキュー!!バボカ!!BREAK 総合ルール
 * ver.1.03; the case vocabulary is docs/engines/haikyu-break.md): the game's state on the core's
 * handle (hb_game: cards and their skills, the set and the rally, offense and defense points,
 * delayed effects, the waiting items) and its few accessors. Each part has its own header:
 *   setup/setup.h      the cards' details (ch. 2), the setup, the deck check and the pre-game
 *                      (ch. 4), the state and its view
 *   zones/zones.h      moves between zones (3-1-5), the court's stacks and guts (1-2-14, 1-2-15,
 *                      8-3), last-known information (6-4)
 *   turn/turn.h        the turn (ch. 5) as the core's table, the check process (5-4), offense and
 *                      defense points and the judge (5-15, 5-17, 5-18), lost, the lost-set step
 *                      and the interval (1-4-9, 5-20, 5-3), skipping (8-6), defeat (8-2), loops
 *                      (10-1)
 *   actions/actions.h  the appearance step (1-4-5, 5-13), the free step's actions (5-14, 6-7,
 *                      6-8), skill costs (1-3-5, 1-4-8), the legal actions
 *   skills/skills.h    skills' validity (6-1, 6-2), passive skills and delayed effects (6-6),
 *                      continuous effects and values (6-10, 0-2-11, 0-2-12), permanents (6-5),
 *                      replacements (6-11), keywords (ch. 9)
 *   effects/effects.h  the effect language of synthetic cards: its strict reading, selectors,
 *                      filters and conditions (ch. 7), instructions
 *
 * Every function that may read the script or end the game returns a tcg status: TCG_OK,
 * TCG_STOP (the run ends), TCG_OVER (the game has ended), TCG_ERR (eng_error() was called), or
 * HB_JUMPED (a lost or a skip sends the game elsewhere: the callers unwind to the turn). */
#ifndef HB_H
#define HB_H

#include "engine/core/tcg.h"
#include "engine/engine.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

enum { HB_P1 = 0, HB_P2 = 1 };

/* Room for one more element in a growable array (v, n, cap), doubling from `first`. */
#define HB_GROW(v, n, cap, first)                                         \
    do {                                                                  \
        if ((n) == (cap)) {                                               \
            (cap) = (cap) ? 2 * (cap) : (first);                          \
            (v) = xrealloc((v), (cap) * sizeof *(v));                     \
        }                                                                 \
    } while (0)

/* The turns a run may play (a game that goes on with no decision to read never ends). */
enum { HB_MAX_TURNS = 1000 };

/* A lost or a skip has sent the game to another point (g->jump): unwind to the turn. */
enum { HB_JUMPED = 20 };

/* The ten zones of each player (3-1-1); the court is serve … attack (3-1-2). */
enum { HB_DECK, HB_SET, HB_HAND, HB_DROP, HB_SERVE, HB_BLOCK, HB_RECEIVE, HB_TOSS, HB_ATTACK,
       HB_EVENT, HB_NZONES };
static inline bool hb_court(int zone) { return zone >= HB_SERVE && zone <= HB_ATTACK; }

/* The parameters (1-3-2), in the order of the court areas they serve: area - HB_SERVE. */
enum { HB_SV, HB_BL, HB_RC, HB_TS, HB_AT, HB_NPARAMS };
static inline int hb_param_of_area(int zone) { return zone - HB_SERVE; }

enum { HB_T_CHARACTER, HB_T_EVENT };                        /* 2-2-2 */
enum { HB_AFF, HB_GRADE, HB_POS, HB_NATTRS };              /* 1-3-6 */

typedef enum hb_phase {
    HB_PH_PREGAME, HB_PH_SERVE, HB_PH_START, HB_PH_BLOCK, HB_PH_DRAW, HB_PH_RECEIVE,
    HB_PH_TOSS, HB_PH_ATTACK, HB_PH_END, HB_PH_LOST_SET, HB_PH_INTERVAL, HB_NPHASES
} hb_phase;
typedef enum hb_step {
    HB_ST_NONE, HB_ST_APPEAR, HB_ST_FREE, HB_ST_DRAW, HB_ST_OFFENSE, HB_ST_DEFENSE, HB_ST_JUDGE,
    HB_ST_CLEANUP
} hb_step;
typedef enum hb_route { HB_RT_NONE, HB_RT_SERVE, HB_RT_BLOCK, HB_RT_RECEIVE } hb_route;
enum { HB_ROLE_NONE, HB_ROLE_CENTRE, HB_ROLE_SIDE };       /* 1-2-14-2, 1-2-14-3 */

/* A parameter: a number, or 「-」 (has = false, 1-3-2-1). */
typedef struct hb_param {
    long v;
    bool has;
} hb_param;

/* --- skills (part 2 of the vocabulary) ---------------------------------------------------- */
typedef enum hb_skill_kind { HB_SK_PERMANENT, HB_SK_PASSIVE, HB_SK_ACTIVE, HB_SK_EVENT } hb_skill_kind;

/* Where a skill works (1-3-7-1): a court zone, or one of these. */
enum { HB_AREA_COURT = -1, HB_AREA_HAND = -2, HB_AREA_UNDER = -3 };

typedef struct hb_skill {
    hb_skill_kind kind;
    int area;                   /* a court zone or HB_AREA_* */
    unsigned timing;            /* active: the phases (bit per hb_phase) of its icons (1-3-8-1) */
    const json_t *trigger;      /* passive */
    const json_t *cost;         /* array of cost parts, NULL for none */
    const json_t *effect;       /* array of instructions */
    const json_t *continuous;   /* permanent: array */
    const json_t *replace;      /* permanent: object */
    const json_t *condition;
    const json_t *deck_rule;    /* permanent: object (4-1-2-1) */
    const json_t *pregame;      /* permanent: object (4-2-2) */
    bool turn1;                 /* 9-6 */
    bool all_zones;             /* 4-1-2-1-2 */
    int place;                  /* event: the zone the played card goes to (6-8-1 ③), -1 */
} hb_skill;

typedef struct hb_card {
    int type;                   /* HB_T_* */
    const char *name;
    const json_t *attr[HB_NATTRS];  /* arrays of strings (borrowed), NULL: none */
    hb_param param[HB_NPARAMS];
    unsigned timing;            /* an event card's play-timing icons: bit per hb_phase (2-12) */
    hb_skill *skills;
    size_t nskills;
    /* the card in the game */
    int role;                   /* HB_ROLE_* in the block area */
    bool face_up;               /* a face-up set card (3-11-3) */
    long stamp;                 /* when it arrived where it is (the order permanents apply) */
} hb_card;

/* An offense or defense point (5-17, 5-18) and its modifications (0-2-11, 0-2-12). */
typedef struct hb_mod {
    bool set;                   /* a fix (「N にする」), else an addition */
    long n;
} hb_mod;
typedef struct hb_point {
    bool has;
    long base;
    hb_mod *mods;
    size_t nmods, capmods;
} hb_point;

/* A 「一度だけ」 part processed by a card (7-9-1). */
typedef struct hb_once {
    int card;
    unsigned inc;
    const json_t *part;
} hb_once;

/* One pass of a check process (10-1): the state, where the answers log was, who resolved next. */
typedef struct hb_pass {
    char *fp;
    size_t len, log;
    int master;
} hb_pass;

/* The parts' own types, held by the game (defined in their headers). */
typedef struct hb_delayed hb_delayed;   /* skills/skills.h */
typedef struct hb_reach hb_reach;       /* skills/skills.h */

typedef struct hb_game {
    tcg_game t;                 /* the core: cards, zones, the turn (t.turn, t.tp), events,
                                   waiting items, continuous effects, last-known information */
    eng_run *run;
    hb_card *c;                 /* parallel to t.cards */
    hb_phase phase;
    hb_step step;
    hb_route route;
    long set;                   /* the set (1-2-2) */
    long first_turn;            /* the run's first turn: a run of more than HB_MAX_TURNS turns
                                   with no end is a case error */
    int result;                 /* -1 none, else the winner, 2 a draw */
    hb_point op[2], dp[2];
    /* the jump a lost or a skip asks for (turn/turn.c's labels), 0 none */
    int jump;
    int lost_by;                /* the player who declared lost in this set, -1 */
    /* this turn's record */
    bool attacked;              /* an attack OP was calculated this turn (HB-ATTACKED) */
    bool blocked;               /* the turn player's block succeeded this turn (9-2-1) */
    bool prev_attacked;         /* the previous turn of the rally was one in which its turn
                                   player attacked (9-5-3) */
    hb_route prev_route;        /* the previous turn's route in this rally, NONE: none (7-4-1) */
    bool rally_first;           /* this turn is the first of its set */
    hb_delayed *del;
    size_t ndel, capdel;
    hb_reach *reach;            /* 6-5-2, this turn */
    size_t nreach, capreach;
    int resolving;              /* inside a resolution (6-2-1) */
    int perm_depth;             /* inside the reach of a permanent: permanents are not read */
    hb_once *once;
    size_t nonce, caponce;
    json_t *kw_forbid;          /* 「相手はブロックキャラを登場させられない」 (9-4-4, 9-8-3) */
    tcg_loop loops;             /* the states of the loops declared this turn (10-1-1-2/3) */
    hb_pass *passes;            /* the passes of the check process under way (10-1) */
    size_t npasses, cappasses;
    json_t *replay;             /* the answers a declared loop gives again (10-1-1-2/3) */
    size_t replay_pos;
} hb_game;

extern const char *const hb_player_names[];
extern const char *const hb_zone_names[];
extern const char *const hb_param_names[];
extern const char *const hb_phase_names[];
extern const char *const hb_step_names[];
extern const char *const hb_attr_names[];

/* --- module.c: the module and the accessors every part uses ---------------------------------- */
static inline int hb_opp(int p) { return 1 - p; }
int hb_zone_of(const hb_game *g, int card);
int hb_player_of(const hb_game *g, int card);
int hb_owner(const hb_game *g, int card);
const char *hb_id(const hb_game *g, int card);
tcg_list *hb_zl(hb_game *g, int player, int zone);
/* The card's current name (its printed one). */
const char *hb_name(const hb_game *g, int card);
/* The card is a character (1-2-14): the top of a stack of a court area, or a side blocker. */
bool hb_is_character(const hb_game *g, int card);
/* The card is a gut (1-2-15): under a character. */
bool hb_is_gut(const hb_game *g, int card);
/* The character of `player`'s area `zone` (a block area: its centre blocker), -1. */
int hb_character(const hb_game *g, int player, int zone);

#endif
