/* ly.h — what every part of the lycee module shares (LYCEE OVERTURE ジャッジ用詳細ルール,
 * rules/lycee/52adaae4.txt; the case vocabulary is docs/engines/lycee.md): the game's state on
 * the core's handle (ly_game: the cards and what they carry in play, the declarations being
 * made and resolved, the battle, the information given to players) and its accessors. Each part
 * has its own header:
 *   setup/setup.h      the cards (0200–0250), the setup, the deck construction (0110), the state
 *   board/board.h      the board (0300, 0310), moves between zones (1510/移動), 下 and 横 (0430,
 *                      0440), the cards a character carries (0229), the end of the game (0502)
 *   turn/turn.h        the pre-game (0501, 0503), the turn and its phases (0510–0523), battles
 *                      and their result (0850)
 *   declare/declare.h  declaration timings, responses and resolution (0601–0604), costs
 *                      (0700–0714), the actions (0800–0820), the legal ones
 *   effects/effects.h  effects (0900–0910), triggers, basic abilities (1100), the limits of 1200
 *                      and 1201, the effect language of synthetic cards and its processing
 *                      (1500–1600)
 *
 * Every function that may read the script or end the game returns a tcg status: TCG_OK,
 * TCG_STOP (a choice the script does not answer, or the script exhausted at a declaration
 * timing), TCG_OVER (the game has ended) or TCG_ERR (eng_error() was called). */
#ifndef LY_H
#define LY_H

#include "engine/core/tcg.h"
#include "engine/engine.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

enum { LY_P1 = 0, LY_P2 = 1 };

/* The zones of each player (0101); fields are six zones (0300), `removed` the unowned place. */
enum {
    LY_DECK, LY_HAND, LY_TRASH, LY_SHIELD,
    LY_AF_LEFT, LY_AF_CENTER, LY_AF_RIGHT, LY_DF_LEFT, LY_DF_CENTER, LY_DF_RIGHT,
    LY_ASIDE, LY_DECLARED, LY_REMOVED, LY_NZONES
};
enum { LY_NFIELDS = 6 };

static inline bool ly_is_field(int zone)
{
    return zone >= LY_AF_LEFT && zone <= LY_DF_RIGHT;
}

enum { LY_T_CHARACTER, LY_T_EVENT, LY_T_ITEM, LY_T_AREA };          /* 0220 … 0250 */
enum { LY_NATTRS = 5, LY_ANY = 5 };                                  /* 0212; [無] */
enum { LY_AP, LY_DP, LY_SP, LY_DMG, LY_NSTATS };                     /* 0222 */

/* --- costs (0710–0714) ---------------------------------------------------------------------- */
typedef enum ly_cost_kind {
    LY_C_POINT,         /* one point of `attr` (LY_ANY: [無]) */
    LY_C_T,             /* [T] */
    LY_C_ZERO,          /* [0] */
    LY_C_CHARGE,        /* [C]: n charges */
    LY_C_DISCARD,       /* a card matching `filter` discarded */
    LY_C_TAP,           /* a character matching `filter` tapped */
    LY_C_DISCARD_HAND,  /* n cards of the hand discarded */
} ly_cost_kind;

typedef struct ly_cost_part {
    ly_cost_kind kind;
    int attr;
    long n;
    const json_t *filter;
} ly_cost_part;

typedef struct ly_cost {
    ly_cost_part *v;
    size_t n;
    bool present;       /* the ability has a 使用代償 at all (0224/使用代償) */
} ly_cost;

/* --- abilities -------------------------------------------------------------------------------- */
typedef enum ly_kind { LY_K_DECLARE, LY_K_TRIGGER, LY_K_CONTINUOUS, LY_K_COST, LY_K_HAND } ly_kind;

/* Declaration timings (0811/行動が許可される宣言タイミング), from the declarer's point of view. */
enum {
    LY_TIM_MAIN_TP = 1u << 0, LY_TIM_MAIN_NTP = 1u << 1,
    LY_TIM_BATTLE_TP = 1u << 2, LY_TIM_BATTLE_NTP = 1u << 3,
    LY_TIM_RESP_MAIN_TP = 1u << 4, LY_TIM_RESP_MAIN_NTP = 1u << 5,
    LY_TIM_RESP_BATTLE_TP = 1u << 6, LY_TIM_RESP_BATTLE_NTP = 1u << 7,
    LY_TIM_ALL = 0xffu,
};
enum { LY_OPG_NONE, LY_OPG_USE, LY_OPG_PROCESS };                  /* 1200 */

typedef struct ly_ability {
    ly_kind kind;
    ly_cost cost;
    unsigned timing;             /* LY_TIM_* */
    const json_t *target;        /* declare, hand: what the declaration designates */
    const json_t *effect;        /* instructions */
    const json_t *trigger;
    const json_t *continuous;
    const json_t *produce;       /* cost: the cost information it gives */
    int zone;                    /* continuous: where its source must be, -1 a field */
    bool no_response, trump;
    int once_per_game;           /* LY_OPG_* */
} ly_ability;

typedef enum ly_basic_name {
    LY_B_STEP, LY_B_SIDE_STEP, LY_B_ORDER_STEP, LY_B_ORDER_CHANGE, LY_B_AGGRESSIVE,
    LY_B_ENGAGE, LY_B_ASSIST, LY_B_RECOVERY, LY_B_SUPPORTER, LY_B_PENALTY, LY_B_GUTS,
    LY_B_BONUS, LY_B_CHARGE, LY_NBASICS
} ly_basic_name;

typedef struct ly_basic {
    int name;                    /* ly_basic_name */
    ly_cost cost;
    const json_t *effect;        /* engage, recovery, penalty, bonus */
    long count;                  /* charge */
} ly_basic;

typedef struct ly_team {
    const char *type;
    long count;
    long mod[LY_NSTATS];
} ly_team;

/* Which ability of a card: a special ability (index in `abilities`), a basic ability (index in
 * `basics`), or one gained by an effect (index in the game's list of gained ones). */
enum { LY_REF_ABILITY, LY_REF_BASIC, LY_REF_GAINED, LY_REF_GAINED_BASIC };
typedef struct ly_ref {
    int card;                    /* the card whose ability it is (an item's or area's own) */
    int kind;                    /* LY_REF_* */
    int index;
} ly_ref;

/* --- cards ------------------------------------------------------------------------------------ */
/* What a card is in play: its place on a field, on or under a character. */
enum { LY_ROLE_NONE, LY_ROLE_ITEM, LY_ROLE_UNDER, LY_ROLE_CHARGE };

typedef struct ly_card {
    /* printed (0201/元の情報) */
    int type;
    const char *name, *subname, *alias, *number;
    unsigned attrs;              /* bit a: attribute a */
    ly_cost cost;
    long ex, stat[LY_NSTATS];
    const json_t *types;         /* タイプ: an array of strings */
    bool leader, enters_tapped;
    unsigned place;              /* 0214: bit f allowed for field LY_AF_LEFT + f */
    const json_t *brands, *only, *forbid;
    ly_basic *basics;
    size_t nbasics;
    ly_ability *abil;
    size_t nabil;
    ly_team *teams;
    size_t nteams;
    /* in play: lost when the card changes zone, but between fields (1510/移動) */
    bool tapped, fresh, face_down, priority, down;
    int role;                    /* LY_ROLE_* while on or under a character */
    long stamp;                  /* when it arrived where it is (continuous effects' order) */
    int aside_of;                /* the effect use that put it 横 (1570 横の独立性), 0 none */
} ly_card;

/* --- declarations (0601–0604) ------------------------------------------------------------------ */
enum {
    LY_A_PLAY, LY_A_ABILITY, LY_A_BASIC, LY_A_EVENT, LY_A_ITEM, LY_A_ATTACK, LY_A_SUPPORT,
    LY_A_OTHER, LY_A_HAND, LY_A_AREA, LY_NACTIONS
};
enum { LY_MAX_TARGETS = 8, LY_MAX_STACK = 100 };

typedef struct ly_decl {
    int action;                  /* LY_A_* */
    int player;
    int card;                    /* the main element's card (an ability's holder) */
    ly_ref ref;                  /* the ability declared (ability, basic, other, hand) */
    int index;                   /* its number as a case gives it: printed abilities, then gained
                                    ones (1580); -1 for none */
    int targets[LY_MAX_TARGETS];
    unsigned target_inc[LY_MAX_TARGETS];
    size_t ntargets;
    tcg_place field;             /* play, step moves: the target field; area: its place */
    tcg_place from;              /* attack, support, basic: where the main element was */
    unsigned card_inc;
    int timing;                  /* LY_TIM_* it was declared at */
    bool no_response;
} ly_decl;

/* --- the battle (0850) -------------------------------------------------------------------------- */
typedef struct ly_battle {
    bool on;
    int attacker, defender;      /* -1: none */
    unsigned att_inc, def_inc;
    tcg_place att_from, def_from;
    int att_player;
    int column;                  /* the battle column, in P1's frame (0 left … 2 right) */
    bool downed[2];              /* [0] the attacker, [1] the defender was downed */
    long damage_mod;             /* 1600: deck damage ± for this battle's result */
    bool ending;
    bool interrupted;            /* 1600:バトルを中断する */
} ly_battle;

/* A triggered effect waiting to be processed (0902). */
typedef struct ly_trig {
    ly_ref ref;                  /* its ability */
    int user;                    /* its user (0902/使用者) */
    int trigger_card;            /* the card the trigger concerned, -1 */
    int engage_of;               /* エンゲージ: the character that entered, -1 */
} ly_trig;

typedef struct ly_gained ly_gained;     /* effects/effects.h */

typedef struct ly_game {
    tcg_game t;                  /* the core: cards, zones, the turn, events, effects, ledger */
    eng_run *run;
    ly_card *c;                  /* parallel to t.cards */
    int phase;                   /* LY_PH_* */
    int result;                  /* -1 none, else the winner, 2 a draw */
    ly_decl stack[LY_MAX_STACK]; /* the declarations not yet resolved (0602) */
    size_t nstack;
    int resp_kind;               /* LY_TIM_RESP_* of the responses being made, 0 none */
    ly_battle b;
    long warm_mod[2];            /* 1540: the next warm-up's ± */
    bool trump[2];               /* 1201 */
    json_t *game_used[2];        /* 1200: the card numbers each player used or processed */
    int declaring;               /* inside steps 1–3 of a declaration: triggers wait */
    ly_trig *pend, *prov;        /* pending triggers; provisional ones (LY-FAILED-TRIGGERS) */
    size_t npend, cappend, nprov, capprov;
    int processing;              /* inside the processing of an effect */
    int aside_seq;               /* the uses of 横 (1570) */
    ly_gained *gained;           /* abilities gained by effects (1580) */
    size_t ngained, capgained;
    int chain;                   /* 1200: the automatic processing without a declaration */
    json_t *kept;                /* JSON the run's effects read (owned) */
    int cont_depth;              /* reading continuous effects (their filters read no others) */
} ly_game;

enum { LY_PH_PREGAME, LY_PH_START, LY_PH_MAIN, LY_PH_END };

extern const char *const ly_player_names[];
extern const char *const ly_zone_names[];
extern const char *const ly_attr_names[];
extern const char *const ly_stat_names[];

/* --- module.c: the accessors every part uses -------------------------------------------------- */
static inline int ly_opp(int p) { return 1 - p; }
static inline int ly_zone_of(const ly_game *g, int card) { return g->t.cards[card].zone; }
static inline int ly_player_of(const ly_game *g, int card) { return g->t.cards[card].player; }
static inline int ly_owner(const ly_game *g, int card) { return g->t.cards[card].owner; }
static inline const char *ly_id(const ly_game *g, int card) { return tcg_id(&g->t, card); }
static inline tcg_list *ly_zl(ly_game *g, int player, int zone)
{
    return tcg_zone(&g->t, player, zone);
}
static inline eng_run *ly_run(const ly_game *g) { return g->run; }
/* The character on a field (a player's field zone), -1 when it is empty (0310/空きフィールド). */
int ly_char_at(const ly_game *g, int player, int zone);
/* The area on a field, -1 when none. */
int ly_area_at(const ly_game *g, int player, int zone);
/* The card is a character on a field (not an item or a 下). */
bool ly_on_field(const ly_game *g, int card);
json_t *ly_place_json(ly_game *g, tcg_place at);
json_t *ly_card_json(ly_game *g, int card);
json_t *ly_player_json(int p);
/* The players of a set (bit p for player p), as an array of their names. */
json_t *ly_players_json(unsigned who);

#endif
