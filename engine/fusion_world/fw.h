/* fw.h — the fusion-world module's shared state and internal functions (DRAGON BALL SUPER CARD
 * GAME Fusion World 総合ルール ver.1.06; the case vocabulary is docs/engines/fusion-world.md).
 * One file per chapter of the rules: fw_cards.c (ch. 2), fw_zones.c (ch. 3), fw_timing.c
 * (ch. 4), fw_actions.c (ch. 5), fw_cost.c (1-2, 1-4, 1-11, 5-3), fw_deck.c and fw_setup.c
 * (ch. 6), fw_turn.c (ch. 7), fw_battle.c (ch. 8), fw_skills.c, fw_continuous.c, fw_exclusion.c
 * (9-5-2), fw_replace.c, fw_lki.c (9-10) (ch. 9), fw_effects.c, fw_select.c and fw_require.c
 * (13-13) (ch. 13), fw_rules.c (ch. 14), fw_keywords.c (ch. 15), fw_stack.c and fw_loop.c
 * (ch. 16); the declared actions (fw_declare.c), the legal actions (fw_legal.c), the setup
 * (fw_load.c), the skills' strict reading (fw_parse.c), the observation (fw_state.c).
 *
 * Every function that may read the script or end the game returns a tcg status: TCG_OK,
 * TCG_STOP (the run ends: a choice the script does not answer, or the script is exhausted at a
 * free timing), TCG_OVER (the game has ended) or TCG_ERR (eng_error() was called). */
#ifndef FW_H
#define FW_H

#include "engine/core/tcg.h"
#include "engine/engine.h"

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

/* What was last known of a card in a zone it left (9-10-1, 9-6-7-1): the card's information as
 * it was there, taken as it left (fw_lki.c), kept by the core under the card's incarnation
 * there (tcg_lki.h). */
typedef struct fw_lki {
    int player, zone;
    unsigned serial;            /* the card as it was in that zone (its incarnation, 3-1-4) */
    int side;
    bool rested;
    bool has_power;
    long power;
    long cost;                  /* as 1-2-5 reads it */
    unsigned colors;
    unsigned kw;
    long strike;
    long ki;
    const json_t *traits;       /* every trait it had (kept by fw_game.kept) */
} fw_lki;

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

/* --- continuous effects (9-8) ------------------------------------------------------------ */
typedef enum fw_ef_kind {
    FW_EF_POWER, FW_EF_SET_POWER, FW_EF_COST, FW_EF_KEYWORD, FW_EF_TRAIT, FW_EF_COLOR,
    FW_EF_FORBID, FW_EF_UNAFFECTED, FW_EF_GRANT, FW_EF_REQUIRE
} fw_ef_kind;

typedef enum fw_until {
    FW_UNTIL_BATTLE, FW_UNTIL_MAIN, FW_UNTIL_TURN, FW_UNTIL_NEXT_TURN_START, FW_UNTIL_GAME,
    FW_UNTIL_YOUR_NEXT_TURN, FW_UNTIL_OPPONENT_NEXT_TURN  /* 「次の自分の(相手の)ターン中」 */
} fw_until;

/* A continuous effect is the core's (tcg_effect): `kind` an fw_ef_kind, `until` an fw_until,
 * `name` the keyword, trait, color, forbidden or restricted act, `data` the skill gained
 * (FW_EF_GRANT, owned) or the cost of 13-13 (FW_EF_REQUIRE). */
typedef tcg_effect fw_effect;

/* An auto or a delayed effect waiting for a check point (9-6-2, 1-5-2-1-1) is the core's
 * (tcg_pending): `ability` the skill index (or FW_SKILL_BLOCKER), `data` the skill (NULL for
 * 【ブロッカー】), `inc` the card as it was where its skill met the trigger; a delayed effect's
 * `ability` is its index in fw_game.del. */
enum { FW_CLS_AUTO, FW_CLS_DELAYED };
typedef tcg_pending fw_pending;

/* A delayed immediate effect (1-5-2-1-1). */
typedef struct fw_delayed {
    int master;
    const json_t *trigger;
    const json_t *effect;
    int source, skill;
    unsigned source_serial;
    bool fired, done;
    int trigger_card;
    unsigned trigger_serial;
} fw_delayed;

/* Damage waiting for the damage process (14-3). */
typedef struct fw_damage {
    int player;
    long amount;
    bool critical;              /* 15-5 */
} fw_damage;

typedef struct fw_battle {
    bool on;
    int attack, guard;          /* card indexes */
    unsigned attack_serial, guard_serial;
    bool blocked[2];            /* a player's 【ブロッカー】 activated in this battle (15-4-3) */
    bool ended_early;           /* 8-1-5-1, 8-1-6 */
} fw_battle;

/* A skill of a card as it is in its zone (a new card after a move, 3-1-4, reading FW-NEW-CARD). */
typedef struct fw_used { int card, skill; unsigned serial; } fw_used;
/* The kinds of the core's ledger fusion-world notes in (tcg_ledger.h), per turn. */
enum { FW_NOTE_USED,             /* 【ターン 1 回】 resolved (15-7) */
       FW_NOTE_TURN_END };       /* a turn-end auto pending (7-4-2) */

/* 9-5-2: whether one continuous entry of a 【永続】 (its card as it is) applied to one card (as it
 * is) this turn, and whether an effect has since put the card out of its reach. */
typedef struct fw_reach {
    int holder;
    unsigned holder_serial;
    const json_t *entry;
    int card;
    unsigned card_serial;
    bool covered, excluded;
} fw_reach;


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
    int perm_depth;             /* nesting of 【永続】 evaluation (fw_continuous.c) */
    int in_checkpoint;          /* inside a check point (1-3-6-4, 1-3-6-5) */
    int effect_depth;           /* inside the resolution of an effect (1-5-1; 9-5-2) */
    bool life_placed[2];
    json_t *kept;               /* JSON the snapshots of 9-10-1 point into (owned) */
    fw_reach *reach;            /* 9-5-2, this turn */
    size_t nreach, capreach;
    tcg_loop loops;             /* the states of the loops declared this turn (16-1-1-2/3) */
    json_t *replay;             /* the answers a declared loop gives again (16-1-1-2/3) */
    size_t replay_pos;
    int entering;               /* 1 + the card arriving in a zone this moment (9-8-3), or 0 */
} fw_game;

/* The context of a skill's resolution (ch. 9, 13). */
typedef struct fw_ctx {
    int master;
    int source;                 /* the card whose skill it is, -1 */
    unsigned source_serial;
    int skill;
    int trigger_card;
    unsigned trigger_serial;    /* the trigger card as the effect reads it (9-6-7-1, 9-10-1) */
    bool done;                  /* the previous instruction was carried out in full (13-14) */
    bool has_x;
    long x;                     /* 13-5 */
    tcg_list looked;            /* cards looked at (13-11) */
    bool delayed;               /* the effect of a delayed effect (1-5-2-1-1, 1-5-2-2-1) */
} fw_ctx;

extern const char *const fw_player_names[];
extern const char *const fw_color_names[];
extern const char *const fw_zone_names[];

/* --- fw_util (fw_module.c) ---------------------------------------------------------------- */
static inline int fw_opp(int p) { return 1 - p; }
fw_card *fw_c(fw_game *g, int card);
int fw_zone_of(const fw_game *g, int card);
int fw_player_of(const fw_game *g, int card);
int fw_owner(const fw_game *g, int card);
const char *fw_id(const fw_game *g, int card);
tcg_list *fw_zl(fw_game *g, int player, int zone);
json_t *fw_skill_label(int skill);
void fw_event(fw_game *g, const char *type, json_t *fields);
/* Grow-and-append a delayed effect. */
fw_delayed *fw_add_delayed(fw_game *g);

/* --- fw_cards.c: card information (ch. 2) ------------------------------------------------- */
int fw_cards_read(fw_game *g, const json_t *cards);
const fw_face *fw_face_of(const fw_game *g, int card);
/* 2-3-1-1, 2-3-3: the card's name, or one of its "/"-separated names, is exactly `name`. */
bool fw_name_matches(const fw_game *g, int card, const char *name);
int fw_color_index(const char *name);
/* The cost as a skill reads it (1-2-5). */
long fw_cost_value(fw_game *g, int card);
/* The total cost to pay and the specified costs (1-2-2-1, 1-2-3). */
void fw_cost_to_pay(fw_game *g, int card, long *total, long spec[FW_NCOLORS]);
/* The skills of the card's face plus the skills gained (13-16); *n their count. */
const fw_skill *fw_skill_at(fw_game *g, int card, int index);
size_t fw_skill_count(fw_game *g, int card);

/* --- fw_parse.c: strict reading of skills (part 2) ---------------------------------------- */
int fw_parse_skills(fw_game *g, const json_t *v, const char *what, fw_skill **out, size_t *n);
int fw_parse_skill(fw_game *g, const json_t *v, const char *what, fw_skill *out);
int fw_check_instructions(fw_game *g, const json_t *v, const char *what);
int fw_check_instruction(fw_game *g, const json_t *v, const char *what);
int fw_check_condition(fw_game *g, const json_t *v, const char *what);
int fw_check_trigger(fw_game *g, const json_t *v, const char *what);
int fw_check_selector(fw_game *g, const json_t *v, const char *what, bool fixed);
int fw_check_filter(fw_game *g, const json_t *v, const char *what);
int fw_check_zonespec(fw_game *g, const json_t *v, const char *what);
int fw_check_keyword(fw_game *g, const char *kw, const char *what);
int fw_check_duration(fw_game *g, const json_t *v, const char *what, fw_until *out);
/* A skill cost: an array of cost parts (1-4). */
int fw_check_cost(fw_game *g, const json_t *v, const char *what);
int fw_until_of(const char *name, fw_until *out);

/* --- fw_load.c: the setup ------------------------------------------------------------------ */
int fw_load(fw_game *g, const json_t *setup, int *start_at);
enum { FW_START_PREGAME, FW_START_CHARGE, FW_START_MAIN, FW_START_END };

/* --- fw_zones.c: moves between zones (ch. 3) ---------------------------------------------- */
/* Move a card (and what the move means: 3-1-4 a new card, 1-12-4, 16-2-5, triggers 9-6-7). The
 * destination is the owner's zone unless it is the leader, battle or combo area (3-1-6-1).
 * `pos`: TCG_TOP, TCG_BOTTOM, TCG_DEFAULT. Returns TCG_OVER when the defeat check ends the game
 * (unless a deferral is open, tcg_defer). */
int fw_move(fw_game *g, int card, int to_player, int to_zone, long pos, const char *cause);
/* A card still in the hand that failed to enter (5-5-5) or to combo (5-6-5), `clause`, goes
 * to its owner's drop (cause "rule"); elsewhere nothing happens. */
int fw_failed_to_drop(fw_game *g, int card, const char *clause);
int fw_move_nocheck(fw_game *g, int card, int to_player, int to_zone, long pos,
                    const char *cause);
/* Several cards arriving at once (3-1-5): the owner orders those of theirs that arrive together
 * in a deck, life or drop (an `order` choice, the turn player's first, 0-2-7). */
int fw_move_group(fw_game *g, const int *cards, size_t n, int to_zone, long pos,
                  const char *cause);
/* The player whose zone a card moving to `zone` goes to (3-1-6, 3-1-6-1). */
int fw_dest_player(fw_game *g, int card, int zone, int named_player);
bool fw_zone_public(int zone);
/* An entry (5-5): the `enter` event, the card's move into the battle area (`pos` as for fw_move),
 * then its 【登場時】 (9-6-7-3). */
int fw_enter_move(fw_game *g, int card, int player, long pos, const char *cause,
                  const char *how);
/* The `enter` event and the 【登場時】 of a card already moved into the battle area (a field,
 * whose move comes first: 15-3-2), or the two halves apart (an evolve). */
void fw_entered(fw_game *g, int card, const char *how);
void fw_enter_event(fw_game *g, int card, const char *how);
void fw_enter_fire(fw_game *g, int card);

/* --- fw_lki.c: the last information of a card in a zone it left (9-10-1, 9-6-7-1) ----------- */
/* Take what is known of the card in its zone now (before it leaves it); returns the snapshot. */
fw_lki fw_remember(fw_game *g, int card);
/* The snapshot of the card as it was with `serial`, NULL when none was taken. */
const fw_lki *fw_lki_of(const fw_game *g, int card, unsigned serial);
/* What an effect reading the card it knows as `serial` reads: NULL when that is the card as it
 * is now (or serial 0: no reference), else its last information there (9-10-1). */
const fw_lki *fw_known(fw_game *g, int card, unsigned serial);
/* The information of a card, as it is now (lki NULL) or as last known. */
bool fw_info_has_power(fw_game *g, int card, const fw_lki *lki);
long fw_info_power(fw_game *g, int card, const fw_lki *lki);
long fw_info_cost(fw_game *g, int card, const fw_lki *lki);
unsigned fw_info_colors(fw_game *g, int card, const fw_lki *lki);
bool fw_info_trait(fw_game *g, int card, const fw_lki *lki, const char *trait);
bool fw_info_rested(fw_game *g, int card, const fw_lki *lki);
bool fw_info_keyword(fw_game *g, int card, const fw_lki *lki, unsigned kw);
long fw_info_strike(fw_game *g, int card, const fw_lki *lki);
long fw_info_ki(fw_game *g, int card, const fw_lki *lki);
int fw_info_player(fw_game *g, int card, const fw_lki *lki);
int fw_info_zone(fw_game *g, int card, const fw_lki *lki);

/* --- fw_timing.c: free timings and check points (ch. 4) ------------------------------------ */
/* A free timing of the current free-timing player (4-1): reads actions until one is taken
 * (TCG_ACTED) or the player passes (TCG_PASS). */
int fw_free_timing(fw_game *g);
int fw_free_timing_player(const fw_game *g);
/* A check point (4-2), reported with the clause that makes it happen (a string literal). */
int fw_checkpoint(fw_game *g, const char *at);
/* The same in two halves: the report, then the procedure of 4-2-2. */
void fw_checkpoint_open(fw_game *g, const char *at);
int fw_checkpoint_run(fw_game *g);

/* --- fw_actions.c: basic actions (ch. 5) -------------------------------------------------- */
int fw_draw(fw_game *g, int player, long n, fw_ctx *ctx, long *drawn);
/* Deal n damage (5-8) to a player from `source` (16-3); queued for the damage process (14-3). */
int fw_deal_damage(fw_game *g, int player, long n, int source, bool by_attack, fw_ctx *ctx,
                   bool *dealt);
/* KO a battle card (5-10, 14-9); `in_battle`: 8-4-6-2-1 (its triggers wait for 8-4-6-2-3). */
int fw_ko(fw_game *g, int card, bool in_battle, fw_ctx *ctx, bool *done);
/* KO several cards at once (0-2-10, 14-1-2-1-1): every `ko`, then every 14-9 `rule`, then the
 * moves into the owners' drops together (3-1-5), then their KO triggers as one event
 * (9-6-2-1); *ndone the cards KO'd. */
int fw_ko_cards(fw_game *g, const int *cards, size_t n, bool in_battle, fw_ctx *ctx,
                size_t *ndone);
bool fw_rest(fw_game *g, int card);
bool fw_stand(fw_game *g, int card);
void fw_place_markers(fw_game *g, int player, long n);
void fw_reveal(fw_game *g, int player, const int *cards, size_t n);
int fw_shuffle(fw_game *g, int player, int zone);

/* --- fw_cost.c: paying costs and skill costs (1-2, 1-4, 1-11, 5-3) ------------------------- */
typedef struct fw_payreq {
    long total;                 /* cards or markers to use */
    long spec[FW_NCOLORS];      /* of which so many of each color */
} fw_payreq;
typedef struct fw_payment {
    int cards[64];
    size_t ncards;
    long markers;
} fw_payment;
/* Whether some payment of req exists with the player's active energy and markers (5-3-3). */
bool fw_can_pay(fw_game *g, int player, const fw_payreq *req);
/* Read a payment list (energy ids and "marker"). *clause holds on entry the clause that refuses
 * a list that does not pay req (5-3-1 for a card's cost, 1-4-6 for a skill cost); on return it
 * is NULL when the list pays req, else that clause with the reason in why. */
int fw_read_payment(fw_game *g, int player, const json_t *list, const fw_payreq *req,
                    fw_payment *out, const char **clause, char *why, size_t whysize);
/* Rest the cards and remove the markers; reports `pay`. */
void fw_pay(fw_game *g, int player, const fw_payment *p);
/* The energy part of a skill cost (1-4-5-1, 1-4-5-2). */
void fw_skill_cost_energy(const json_t *cost, fw_payreq *req);
/* Whether every part of a skill cost can be paid (1-4-6); `extra`: the card cost of an extra
 * card used from the hand, paid first, which puts the card into the drop. */
bool fw_skill_cost_payable(fw_game *g, int player, int card, const json_t *cost,
                           const fw_payreq *extra);
/* Pay the non-energy parts of a skill cost, in order (1-4-3); the energy part is `energy`. */
int fw_pay_skill_cost(fw_game *g, int player, int card, const json_t *cost,
                      const fw_payment *energy, fw_ctx *ctx, bool *failed);
/* *failed: a part could no longer be paid when its turn came (1-4-7); the parts before it stay
 * paid. */
bool fw_cost_has_energy(const json_t *cost);

/* --- fw_deck.c and fw_setup.c: the game's preparation (ch. 6) ----------------------------- */
/* 6-2-1-1: the clauses the player's deck violates (in document order) into rules. */
void fw_deck_check(fw_game *g, int player, json_t *rules);
int fw_pregame(fw_game *g);

/* --- fw_turn.c: the turn (ch. 7) ------------------------------------------------------------ */
int fw_play_game(fw_game *g, int start_at);
/* A check point row of a turn or battle table: `at` indexes the table's clauses. */
int fw_checkpoint_row(tcg_game *t, int at);
/* The clauses of a phase or step skipped (13-12). */
void fw_skipped(tcg_game *t, const tcg_row *row);
void fw_set_turn(fw_game *g, long turn);
int fw_phase_event(fw_game *g, const char *name);
/* 7-3-4-3-1: the first player's first turn. */
bool fw_first_turn(const fw_game *g);

/* --- fw_battle.c: attack and battle (ch. 8) ------------------------------------------------- */
int fw_fight(fw_game *g, int attacker, int target);
bool fw_battle_card_gone(fw_game *g);
bool fw_is_attack_card(const fw_game *g, int card);
bool fw_is_guard_card(const fw_game *g, int card);

/* --- fw_declare.c: the actions a player declares at a free timing -------------------------- */
/* Each checks the action (a rejection leaves everything as it was: FW_REJECTED) then does it. */
enum { FW_REJECTED = 20,
       FW_ACT_FAILED = 21 };     /* declared, then failed (1-2-6): an action all the same */
int fw_do_play(fw_game *g, int player, const json_t *act);
int fw_do_activate(fw_game *g, int player, const json_t *act);
int fw_do_attack(fw_game *g, int player, const json_t *act);
int fw_do_combo(fw_game *g, int player, const json_t *act);
/* NULL when the action could be declared now, else the clause that forbids it (why: reason). */
const char *fw_attack_refusal(fw_game *g, int player, int attacker, int target, char *why,
                              size_t n);
const char *fw_combo_refusal(fw_game *g, int player, int card, char *why, size_t n);
const char *fw_play_refusal(fw_game *g, int player, int card, char *why, size_t n);
const char *fw_activate_refusal(fw_game *g, int player, int card, int skill, char *why,
                                size_t n);

/* --- fw_legal.c: the legal actions at a free timing ---------------------------------------- */
json_t *fw_legal_actions(fw_game *g);

/* --- fw_skills.c: skills (ch. 9) ------------------------------------------------------------ */
/* The zone where the skill is valid (1-3-7, 9-5-5, 12-1-1, 15-3-3). */
int fw_skill_zone(fw_game *g, int card, const fw_skill *sk);
/* The skill of the card is valid now (its zone, 15-9/15-10, its condition 9-1-3). */
bool fw_skill_valid(fw_game *g, int card, const fw_skill *sk);
/* The card is under another (16-2-2): its skills are invalid, never declared (9-1-2). */
bool fw_under_stack(fw_game *g, int card);
bool fw_skill_valid_in(fw_game *g, int card, const fw_skill *sk, int zone, int player);
/* The same for the card as it was known with `serial` there (a zone it has left, 9-6-7-2). */
bool fw_skill_valid_as(fw_game *g, int card, const fw_skill *sk, int zone, int player,
                       unsigned serial);
bool fw_during_ok(const fw_game *g, int master, int during);
bool fw_used_this_turn(const fw_game *g, int card, int skill);
void fw_mark_used(fw_game *g, int card, int skill);
/* Make an auto pending (9-6-2; once per trigger, 9-6-2-1): the card as it is known with
 * `serial` where its skill met the trigger, the trigger card as the auto reads it. */
void fw_make_pending(fw_game *g, int card, unsigned serial, int skill, const fw_skill *sk,
                     int master, int trigger_card, unsigned trigger_serial, long batch);
/* 9-6-3-2: the pending auto taken up cannot be declared: cancelled (a `fail` event). */
int fw_pending_cancel(fw_game *g, int card, int skill);
/* Declare and resolve one pending auto (9-6-3 … 9-6-6). */
int fw_resolve_pending(fw_game *g, size_t index);
/* Resolve an 【起動】 skill's effect after its costs (9-4-3, 9-4-4). */
int fw_resolve_effect(fw_game *g, const json_t *effect, fw_ctx *ctx);
void fw_ctx_init(fw_ctx *ctx, fw_game *g, int master, int source, int skill);
void fw_ctx_free(fw_ctx *ctx);

/* --- fw_triggers.c: trigger conditions (9-6, 1-3-6-3) -------------------------------------- */
enum { FW_OWN_ONLY = 1 };       /* an event's arg: only the card's own autos (15-4-3-1 over 8-1-6-2) */
/* What was known of the event's card before it (a move's, a KO's), NULL when nothing. */
const fw_lki *fw_before(const fw_game *g, const tcg_event *ev);
/* The core's event hook: every auto and delayed effect whose trigger the event meets becomes
 * pending. */
int fw_fire(tcg_game *t, const tcg_event *ev);
/* Raise an event that is no move: `on` of `card` (-1: none) concerning `player`. */
void fw_fire_simple(fw_game *g, const char *on, int card, int player);
/* State triggers (9-6-8) whose condition holds become pending. */
void fw_fire_states(fw_game *g);
bool fw_turn_end_pended(const fw_game *g, int card, int skill);

/* --- fw_effects.c: the instructions (ch. 13) ------------------------------------------------ */
int fw_exec_list(fw_game *g, const json_t *list, fw_ctx *ctx);
int fw_exec(fw_game *g, const json_t *ins, fw_ctx *ctx);
/* An integer argument: a number or "X" (13-5). */
int fw_int_arg(fw_game *g, const json_t *v, fw_ctx *ctx, long *out);

/* --- fw_select.c: selectors, filters, conditions ------------------------------------------- */
/* The cards a selector designates (a `target` choice when there is something to choose). */
int fw_select(fw_game *g, const json_t *sel, fw_ctx *ctx, tcg_list *out);
/* A fixed selector (permanents): does it designate `card`? */
bool fw_sel_covers(fw_game *g, const json_t *sel, int master, int source, int card);
bool fw_filter_ok(fw_game *g, const json_t *filter, int master, int source, int card);
/* The same on the card as last known (lki NULL: as it is now). */
bool fw_filter_view(fw_game *g, const json_t *filter, int source, int card, const fw_lki *lki);
/* The cards of a zone spec, in zone order. */
void fw_zonespec_cards(fw_game *g, const json_t *spec, int master, int source, tcg_list *out);
/* 13-1-5: a zone spec with no zone that names a card by its name or trait covers the leader
 * area as well as the battle area. */
bool fw_spec_leader_too(fw_game *g, const json_t *spec);
bool fw_condition(fw_game *g, const json_t *cond, int master, int source);
/* The same with "this" as the card was known with `serial` (9-10-1: a zone it has left). */
bool fw_condition_as(fw_game *g, const json_t *cond, int master, int source, unsigned serial);
/* A condition read by an effect: "this" and "trigger-card" as the effect knows them (9-10-1). */
bool fw_condition_ctx(fw_game *g, const json_t *cond, const fw_ctx *ctx);
/* Players named by "who" relative to the master, the turn player first (0-2-7). */
size_t fw_who(const fw_game *g, const json_t *who, int master, int out[2]);
/* 15-11, 13-4: may a skill of `master` choose the card? */
bool fw_choosable(fw_game *g, int card, int master);

/* --- fw_continuous.c: continuous effects and the information they change (9-8) ------------- */
long fw_power(fw_game *g, int card);
bool fw_has_keyword(fw_game *g, int card, unsigned kw);
long fw_strike(fw_game *g, int card);
/* Every keyword flag, the largest 【ストライク】 N and FW_STRIKE_* of the card. */
void fw_keywords(fw_game *g, int card, unsigned *kw, long *strike, unsigned *strikes);
/* FW_STRIKE_* of the strikes the card has (15-6-2-1, 15-6-2-2). */
unsigned fw_strikes(fw_game *g, int card);
/* Every trait the card has, printed and gained (a new array). */
json_t *fw_traits(fw_game *g, int card);
/* 13-13: the cost parts that must be paid for the card's act ("attack", "combo", "play"), from
 * every requirement applying to it (a new array), NULL when none. */
json_t *fw_required(fw_game *g, int card, const char *act);
unsigned fw_colors(fw_game *g, int card);
bool fw_has_trait(fw_game *g, int card, const char *trait);
bool fw_forbidden(fw_game *g, int card, const char *what);
bool fw_unaffected(fw_game *g, int card);
long fw_cost_mod(fw_game *g, int card);
/* Add a continuous effect of an instruction or of the setup. */
fw_effect *fw_effect_new(fw_game *g, fw_ef_kind kind, int card, int master, fw_until until);
/* 7-2-2 / 7-2-3: the effects of `master` waiting for this turn occur, lasting the turn. */
void fw_begin_turn_effects(fw_game *g, int master);
/* End the effects of `until` whose master is `master` (7-2-4, 7-3-5-1-3/4, 7-4-5/6, 8-5-7/8). */
void fw_end_effects(fw_game *g, fw_until until, int master);
/* 14-5-2, 14-7-2, 16-2-6: power modifications of `from` now apply to `to`. */
void fw_inherit_power(fw_game *g, int from, unsigned from_serial, int to);
/* Permanents' deck rules and starting life (6-1-4-3, 6-2-2-1). */
long fw_start_life(fw_game *g, int player);
/* Each valid 【永続】 continuous entry of every card: calls f(g, card, skill, entry, ctx). */
typedef void (*fw_perm_fn)(fw_game *g, int card, const fw_skill *sk, const json_t *entry,
                           void *ctx);
void fw_each_permanent(fw_game *g, fw_perm_fn f, void *ctx);
bool fw_keyword_of(const char *name, unsigned *flag, long *strike);

/* --- fw_exclusion.c: a 【永続】 not applying again to a card an effect took out of its reach
 * in the same turn (9-5-2) ------------------------------------------------------------------- */
/* Note which cards each 【永続】 entry with an "all" target reaches now. */
void fw_reach_sweep(fw_game *g);
/* Whether the entry of holder's 【永続】 is kept from applying to the card (9-5-2). */
bool fw_reach_excluded(const fw_game *g, int holder, const json_t *entry, int card);
/* A new turn: 9-5-2 looks at one turn. */
void fw_reach_reset(fw_game *g);

/* --- fw_require.c: 「(行動 A) する際、(行動 B) しなければ (行動 A) できない」 (13-13) ---------- */
/* NULL when every act B the card's act A requires can be done, else "13-13-1". */
const char *fw_require_refusal(fw_game *g, int player, int card, const char *act, char *why,
                               size_t n);
/* Do the acts B before act A; *withdrawn when the player does not (A is then not done),
 * *failed when their payment failed part way (1-2-6: A fails). */
int fw_require_pay(fw_game *g, int player, int card, const char *act, bool *withdrawn,
                   bool *failed);

/* --- fw_loop.c: endless loops (16-1) ------------------------------------------------------- */
/* One pass of a procedure that may repeat (a check point's 4-2-2-1, the end phase's 7-4-2): when
 * the game is back in a state seen at an earlier pass, the loop is settled by 16-1-1-1 (a draw,
 * TCG_OVER), 16-1-1-2 or 16-1-1-3 (the `loop` choice, then its repetitions played again). */
int fw_loop_pass(fw_game *g, tcg_loop *l);
/* The core's answer hook: the answers of a declared loop's repetitions. */
int fw_answer_again(tcg_game *t, bool random, const char *kind, const json_t **value);

/* --- fw_replace.c: replacement effects (9-9) ----------------------------------------------- */
/* Apply the replacements of the event, whose kinds are `ev` (space-separated among ko, leave,
 * damage, draw, move: a KO is "ko leave"), concerning `card` (or player `player` for damage and
 * draw); *replaced when one applied. */
int fw_replace(fw_game *g, const char *ev, int card, int player, bool *replaced);

/* --- fw_rules.c: rule processes (ch. 14) --------------------------------------------------- */
/* 14-2 (interrupt): every player meeting a defeat condition loses; TCG_OVER when the game ends. */
int fw_defeat_check(fw_game *g);
/* The check-type rule processes of a check point (4-2-2-1): true in *acted when any acted. */
int fw_rule_processes(fw_game *g, bool *acted);
/* End the game: the players losers[p] lose, each for why[p] (0-1-3; a draw when both). */
int fw_game_over(fw_game *g, const bool losers[2], const char *const why[2]);

/* --- fw_keywords.c: keyword skills (ch. 15) ------------------------------------------------ */
int fw_blocker_resolve(fw_game *g, int card);
int fw_evolve(fw_game *g, int card, int skill, const int *onto, size_t nonto, fw_ctx *ctx);
/* 15-12-6 / 15-12-13: the card that declared 【(フュージョン)進化】 and did not enter, still in
 * the hand, goes to the drop (5-5-5). */
int fw_evolve_not_entered(fw_game *g, int card, bool fusion);
int fw_field_enter(fw_game *g, int card);
int fw_flip(fw_game *g, int card, int side);
/* The battle cards a 【進化】/【フュージョン進化】 may choose (15-12-4, 15-12-11). */
size_t fw_evolve_candidates(fw_game *g, int player, int card, const fw_skill *sk, int *out);
bool fw_evolve_pair_ok(fw_game *g, int player, int card, const fw_skill *sk, int a, int b);
bool fw_evolve_one_ok(fw_game *g, int player, int card, const fw_skill *sk, int a);

/* --- fw_stack.c: cards under others (ch. 16) ------------------------------------------------ */
/* Put `card` (from wherever it is) on top of `base`; the stack's cards stay where they are. */
void fw_stack_on(fw_game *g, int card, int base);
/* `base` goes under `top` with the cards under it (its information kept, 9-10-1; its power
 * changes, being in battle and 【気】 passing to the top, 14-5-2); true when it was the attack or
 * guard card. */
bool fw_put_under(fw_game *g, int top, int base);
/* When a stack's top has left the battle area (`from`), the cards under it go from that area
 * to their owners' drops, the card just below the top first (16-2-5). */
int fw_stack_release(fw_game *g, int top, tcg_place from);
/* The top card of the stack holding `card`. */
int fw_stack_top(const fw_game *g, int card);
/* 16-2-6: the top card of a battle-area stack is about to move alone: the card under it takes
 * its place with the rest of the stack, its 【気】, its orientation and its power changes. */
void fw_stack_leave_alone(fw_game *g, int top);

/* --- fw_state.c: the observation ----------------------------------------------------------- */
json_t *fw_state_json(fw_game *g);
/* The state's `view` (what each player sees, the counts of cards): the end of a run only. */
json_t *fw_view_json(fw_game *g);

#endif
