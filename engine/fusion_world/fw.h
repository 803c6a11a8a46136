/* fw.h — what every part of the fusion-world module shares (DRAGON BALL SUPER CARD GAME Fusion
 * World 総合ルール ver.1.06; the case vocabulary is docs/engines/fusion-world.md): the game's
 * state on the core's handle (fw_game: cards, skills, the battle, the delayed effects, the
 * damage waiting) and its few accessors. Each part has its own header:
 *   setup/setup.h      the cards' details (ch. 2), the setup, the deck check (6-2-1-1), the state
 *   zones/zones.h      moves between zones (ch. 3), stacks (16-2), last-known information (9-10)
 *   turn/turn.h        the pre-game (6-2), the turn (ch. 7), free timings and check points (ch. 4),
 *                      battles (ch. 8), rule processes (ch. 14), loops (16-1)
 *   actions/actions.h  basic actions (ch. 5), costs (1-2, 1-4, 1-11, 5-3), the actions declared
 *                      at a free timing and the legal ones
 *   skills/skills.h    skills and autos (ch. 9), triggers (9-6), continuous effects (9-8) and
 *                      their reach (9-5-2), replacements (9-9), keyword skills (ch. 15)
 *   effects/effects.h  the effect language of synthetic cards: instructions (ch. 13), selectors,
 *                      filters and conditions, their strict reading, the restrictions of 13-13
 *
 * Every function that may read the script or end the game returns a tcg status: TCG_OK,
 * TCG_STOP (the run ends: a choice the script does not answer, or the script is exhausted at a
 * free timing), TCG_OVER (the game has ended) or TCG_ERR (eng_error() was called). */
#ifndef FW_H
#define FW_H

#include "engine/core/tcg.h"
#include "engine/engine.h"
#include "util/strbuf.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

enum { FW_P1 = 0, FW_P2 = 1 };

/* Zones (ch. 3) and the place of a removed card (13-9). */
enum { FW_DECK, FW_HAND, FW_DROP, FW_LEADER, FW_BATTLE, FW_COMBO, FW_ENERGY, FW_LIFE,
       FW_REMOVED, FW_NZONES };

enum { FW_T_LEADER, FW_T_BATTLE, FW_T_EXTRA };             /* 2-1-2 */
enum { FW_NCOLORS = 5 };                                    /* 1-6-1 */

/* Keyword flags (ch. 15); 【ストライク】 carries its N apart. */
enum {
    FW_KW_BLOCKER = 1u << 0, FW_KW_CRITICAL = 1u << 1, FW_KW_BARRIER = 1u << 2,
    FW_KW_SUPER_COMBO = 1u << 3, FW_KW_DRAGON_BALL = 1u << 4, FW_KW_FIELD = 1u << 5,
};

typedef enum fw_phase { FW_PH_PREGAME, FW_PH_CHARGE, FW_PH_MAIN, FW_PH_END } fw_phase;
typedef enum fw_step {
    FW_ST_NONE, FW_ST_ATTACK, FW_ST_OFFENSE, FW_ST_DEFENSE, FW_ST_DAMAGE, FW_ST_BATTLE_END,
    FW_ST_MAIN_END
} fw_step;

/* --- skills (part 2 of the vocabulary) ---------------------------------------------------- */
typedef enum fw_skill_kind {
    FW_SK_AUTO, FW_SK_ACTIVATE, FW_SK_PERMANENT, FW_SK_EVOLVE, FW_SK_FUSION, FW_SK_AWAKEN
} fw_skill_kind;

enum { FW_TIME_MAIN = 1, FW_TIME_BATTLE = 2, FW_TIME_BOTH = 3 };          /* 1-3-4-1 */
enum { FW_DURING_ANY, FW_DURING_YOURS, FW_DURING_OPPONENTS };            /* 15-9, 15-10 */

/* The pseudo skill indexes of keyword skills that are not in a card's `skills`. */
enum { FW_SKILL_BLOCKER = -2, FW_SKILL_FIELD = -3, FW_SKILL_NONE = -1 };

typedef struct fw_skill {
    fw_skill_kind kind;
    int timing;                 /* FW_TIME_* (activate, evolve, awaken) */
    const json_t *trigger;      /* auto */
    const json_t *cost;         /* array of cost parts, NULL for none */
    const json_t *effect;       /* array of instructions */
    const json_t *continuous;   /* permanent: array */
    const json_t *replace;      /* permanent: object */
    const json_t *condition;
    const json_t *onto;         /* evolve: a filter; fusion: an array of two */
    const json_t *from;         /* evolve, fusion: other zones it may choose in (15-12-4-1) */
    int zone;                   /* where valid, -1 = the default (1-3-7) */
    bool once;                  /* 【ターン 1 回】 */
    int during;                 /* FW_DURING_* */
} fw_skill;

typedef struct fw_face {
    const char *name;           /* "/" separates the names of a card with several (2-3-3) */
    unsigned colors;            /* bit i = color i (fw_color_names) */
    long power;
    bool has_power;
    const json_t *traits;       /* array of strings (borrowed) */
    unsigned kw;                /* FW_KW_* */
    long strike;                /* 【ストライク】 N, 0 when none */
    unsigned strikes;           /* FW_STRIKE_*: which named strikes it has (15-6-2-1/2) */
    fw_skill *skills;
    size_t nskills;
} fw_face;

/* 【ダブルストライク】 and 【トリプルストライク】 among a card's strikes (15-6-2-1, 15-6-2-2). */
enum { FW_STRIKE_2 = 1u << 0, FW_STRIKE_3 = 1u << 1 };

typedef struct fw_card {
    int type;                   /* FW_T_* */
    fw_face face[2];            /* front, back (a leader's back, 1-7) */
    long cost_total;            /* 1-2 */
    long spec[FW_NCOLORS];      /* specified cost per color */
    bool has_combo;             /* 2-7; 5-6-2-1 */
    long combo;
    const char *number;         /* 2-10 */
    /* the card in the game */
    int side;                   /* 0 front, 1 back (10-1-3) */
    bool rested;                /* 1-8 */
    long ki;                    /* 【気】 (1-12) */
    long stamp;                 /* when it last arrived in its zone (the timestamp of its
                                   【永続】, 9-8) */
    long combo_bonus;           /* the damage step's combo addition, until 8-5-2 */
    bool comboed;               /* put into the combo area in this battle (8-5-6-1) */
} fw_card;



typedef struct fw_battle {
    bool on;
    int attack, guard;          /* card indexes */
    unsigned attack_serial, guard_serial;
    bool blocked[2];            /* a player's 【ブロッカー】 activated in this battle (15-4-3) */
    bool ended_early;           /* 8-1-5-1, 8-1-6 */
    bool invalid;               /* the attack was invalidated (8-1-2-1): no attack or guard card */
} fw_battle;


/* The parts' own types, held by the game (defined in their headers). */
typedef struct fw_delayed fw_delayed;   /* skills/skills.h */
typedef struct fw_used fw_used;         /* skills/skills.h */
typedef struct fw_reach fw_reach;       /* skills/skills.h */
typedef struct fw_damage fw_damage;     /* actions/actions.h */
typedef struct fw_ctx fw_ctx;           /* effects/effects.h */

typedef struct fw_game {
    tcg_game t;                 /* the core: cards, zones, the turn (t.turn, t.tp, t.first),
                                   events, pending abilities, effects, last-known information */
    eng_run *run;
    fw_card *c;                 /* parallel to t.cards */
    fw_phase phase;
    fw_step step;
    bool begun;                 /* the game has begun: the defeat check applies (14-2) */
    bool decks_placed;          /* the decks are in the deck areas (6-2-1-7) */
    bool first_phase;           /* no phase reached yet in this run (7-1-1 for a run's start) */
    bool fresh;                 /* the phase now is the run's first */
    tcg_loop end_loop;          /* the passes of this end phase's restarts (7-4-4, 16-1) */
    long end_rounds;
    int result;                 /* -1 none, else the winner, 2 a draw */
    long markers[2];            /* energy markers in each energy area (1-11) */
    fw_delayed *del;
    size_t ndel, capdel;
    fw_damage *dmg;
    size_t ndmg, capdmg;
    fw_used *state_latched;     /* state triggers pending and not yet resolved (9-6-8-1) */
    size_t nlatched, caplatched;
    fw_battle b;
    int fight[2];               /* the attack declared: the attacker, its target (8-1-1) */
    int perm_depth;             /* nesting of 【永続】 evaluation (skills/continuous.c) */
    tcg_list perm_cards;        /* the cards printed with a 【永続】 of continuous effects */
    tcg_list known_before;      /* cards of a group moving at once whose last information was
                                   taken before any of them moved (0-2-10, zones/moves.c) */
    size_t grants;              /* skills gained so far (13-16) */
    int in_checkpoint;          /* inside a check point (1-3-6-4, 1-3-6-5) */
    int effect_depth;           /* inside the resolution of an effect (1-5-1; 9-5-2) */
    bool life_placed[2];
    json_t *kept;               /* JSON the snapshots of 9-10-1 point into (owned) */
    fw_reach *reach;            /* 9-5-2, this turn */
    size_t nreach, capreach;
    tcg_loop loops;             /* the states of the loops declared this turn (16-1-1-2/3) */
    strbuf fp;                  /* the state a loop's pass is at (turn/loop.c) */
    json_t *replay;             /* the answers a declared loop gives again (16-1-1-2/3) */
    size_t replay_pos;
    int entering;               /* 1 + the card arriving in a zone this moment (9-8-3), or 0 */
    int skip_turn[2];           /* each player's next turns to skip (13-12) */
    json_t *this_card;          /* the selector "this" (13-1-1), an instruction's default target */
} fw_game;

extern const char *const fw_player_names[];
extern const char *const fw_color_names[];
extern const char *const fw_zone_names[];

/* --- module.c: the module and the accessors every part uses ---------------------------------- */
static inline int fw_opp(int p) { return 1 - p; }
int fw_zone_of(const fw_game *g, int card);
int fw_player_of(const fw_game *g, int card);
int fw_owner(const fw_game *g, int card);
const char *fw_id(const fw_game *g, int card);
tcg_list *fw_zl(fw_game *g, int player, int zone);
json_t *fw_skill_label(int skill);
void fw_event(fw_game *g, const char *type, json_t *fields);

#endif
