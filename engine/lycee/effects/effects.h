/* effects.h — effects and their processing: the strict reading of the effect language of
 * synthetic cards (parse.c), the values of characters and what continuous effects give them
 * (0222, 0225, 0903, 0910: stats.c), triggers and the points where triggered effects resolve
 * (0500/タイミング, 0902: triggers.c), the basic abilities (1100: basic.c), the limits of uses
 * (0901, 0904, 1200, 1201: limits.c), the instructions (1500: exec.c) and their processing
 * primitives (1510, 1530, 1540: process.c; 1570, 1580, 1600: chars.c). */
#ifndef LY_EFFECTS_H
#define LY_EFFECTS_H

#include "engine/lycee/ly.h"

/* --- the timings triggers read (0500/タイミング, the 「…とき」 of the text) ------------------- */
enum {
    LY_ON_TURN_START, LY_ON_TURN_END, LY_ON_START_PHASE_START, LY_ON_START_PHASE_END,
    LY_ON_MAIN_START, LY_ON_MAIN_END, LY_ON_END_PHASE_START, LY_ON_END_PHASE_END,
    LY_ON_BATTLE_DECLARE_START, LY_ON_BATTLE_DECLARE_END, LY_ON_BATTLE_RESULT, LY_ON_BATTLE_END,
    LY_ON_MAIN_ELEMENT, LY_ON_TARGETED,
    LY_ON_ENTER, LY_ON_ABILITY, LY_ON_BASIC, LY_ON_EVENT, LY_ON_EQUIP, LY_ON_JOIN,
    LY_ON_SUPPORT, LY_ON_OTHER, LY_ON_HAND, LY_ON_AREA,
    LY_ON_DISCARD, LY_ON_TO_HAND, LY_ON_DRAW, LY_ON_TO_DECK, LY_ON_SHIELD, LY_ON_CHARGE,
    LY_ON_RECOVER, LY_ON_REMOVE, LY_ON_TAP, LY_ON_UNTAP, LY_ON_MOD, LY_ON_MOVE,
    LY_ON_REARRANGE, LY_ON_INTERRUPT, LY_ON_LEAVE, LY_ON_DOWN, LY_NON
};
extern const char *const ly_on_names[];

/* --- effects of a duration on a card (the core's records): their kinds and durations ---------- */
enum {
    LY_EF_ADD = 0,               /* + LY_AP … : value added */
    LY_EF_SET = 4,               /* + stat: set to value (1580:能力値修正/Xにする) */
    LY_EF_DIV = 8,               /* + stat: divided by value (0222/0による除算) */
    LY_EF_SWAP = 12,             /* value = a * 4 + b (1580:能力値修正/入れ替える) */
    LY_EF_ATTR_ADD, LY_EF_ATTR_LOSE,             /* value: the attribute (0212~r1) */
    LY_EF_GAIN, LY_EF_LOSE_ABILITY, LY_EF_CANNOT_USE,   /* 1580:特殊能力を… */
    LY_EF_GAIN_BASIC, LY_EF_LOSE_BASIC,                 /* 1580:基本能力を… */
    LY_EF_DISABLE,               /* 0903/常時型効果の消失 */
    LY_EF_FORBID,                /* value: LY_ACT_* (1500/否定の優先) */
    LY_EF_PARTICIPATE,           /* value: LY_PART_MUST / LY_PART_CAN (1600) */
    LY_EF_DOWN, LY_EF_NOT_DOWN,  /* 1600:バトルの結果の操作 */
    LY_EF_NO_UNTAP,              /* 1540:ウェイクアップで未行動状態に戻らない */
    LY_EF_SUPPORT_ALLOW, LY_EF_SUPPORT_DENY,     /* value: the stat (0817 #B) */
    LY_EF_PRIORITY,              /* 「優先」 (0850:バトル結果/攻撃の判定) */
};
enum { LY_UNTIL_TURN = 1, LY_UNTIL_BATTLE, LY_UNTIL_GAME, LY_UNTIL_WAKEUP };
enum { LY_ACT_ATTACK, LY_ACT_TAP, LY_ACT_UNTAP, LY_ACT_MOVE, LY_ACT_PARTICIPATE, LY_NACTS };
enum { LY_PART_MUST = 1, LY_PART_CAN = 2 };
extern const char *const ly_act_names[];

/* An ability gained by an effect (1580:特殊能力を得る, 基本能力を得る). */
struct ly_gained {
    bool basic;
    ly_ability a;
    ly_basic b;
    const json_t *src;           /* the JSON it was read from (a continuous gain_basic's) */
    int giver;                   /* the card whose effect gives it (1200~r1: 「追加している元のカード」) */
};

/* What processing an effect knows (1500/使用者, 処理者). */
typedef struct ly_ctx {
    int user;                    /* the effect's user */
    int card;                    /* the card whose ability it is ("this") */
    ly_ref ref;
    const ly_decl *decl;         /* the declaration resolved, NULL */
    int trigger_card;            /* the card the trigger concerned, -1 */
    int aside;                   /* the 横 use of this effect, 0 */
    int picked;                  /* 1 + the card 1530:デッキのカード1枚を選ぶ chose, 0 none */
} ly_ctx;

/* --- parse.c: the strict reading of the effect language ------------------------------------------ */
int ly_check_effect(ly_game *g, const json_t *instrs, const char *what);
int ly_check_trigger(ly_game *g, const json_t *trigger, const char *what);
int ly_check_continuous(ly_game *g, const json_t *list, const char *what);
int ly_check_target(ly_game *g, const json_t *spec, const char *what);
int ly_check_filter(ly_game *g, const json_t *filter, const char *what);
int ly_until_of(const json_t *instr, int dflt);
/* The verb of an instruction (the first of the language's verbs it has). */
const char *ly_verb_of(const json_t *instr);

/* --- stats.c (0222, 0225, 0240, 0250, 0903, 0910) ------------------------------------------------ */
long ly_stat(ly_game *g, int card, int stat);
unsigned ly_attrs(ly_game *g, int card);
/* 登場ターン制限 applies to the character (its information, unless 【アグレッシブ】, 1100). */
bool ly_restricted(ly_game *g, int card);
/* The basic abilities the card has now (printed, gained, lost; 0510/能力値修正の消失). */
size_t ly_basics(ly_game *g, int card, const ly_basic **out, ly_ref *refs, size_t max);
int ly_basic_count(ly_game *g, int card, int name);
/* The card's special ability `index` now (printed ones first, then those gained), NULL. */
const ly_ability *ly_ability_of(ly_game *g, int card, int index, ly_ref *ref);
const ly_ability *ly_ref_ability(ly_game *g, ly_ref ref);
const ly_basic *ly_ref_basic(ly_game *g, ly_ref ref);
/* An effect forbids the act to the card (1500/否定の優先). */
bool ly_forbidden(ly_game *g, int card, int act);
bool ly_has_info(ly_game *g, int card, int kind, long value);
/* Give an effect of a duration to a card (the core's record), stamped now. */
tcg_effect *ly_give(ly_game *g, int kind, long value, int card, int master, int until);
/* End the effects lasting `until` (0510/能力値修正の消失: LY_UNTIL_TURN; 0817: LY_UNTIL_BATTLE). */
void ly_end_effects(ly_game *g, int until);
/* The continuous abilities applying now, for the checks that read them (0903). */
bool ly_continuous_active(ly_game *g, int source, const ly_ability *a);

/* --- triggers.c (0500, 0902) --------------------------------------------------------------------- */
/* A timing is provided: the triggered effects whose condition it meets trigger. */
int ly_provide(ly_game *g, int on, bool before, int card, int player);
/* A resolution point (0902/解決): the pending triggered effects are processed, the turn player
 * choosing which first. */
int ly_resolve_point(ly_game *g);
/* Steps 1–3 of a declaration begin / end: what triggers meanwhile waits, and is kept
 * (established) or dropped (failed; LY-FAILED-TRIGGERS). */
void ly_declaring_begin(ly_game *g);
void ly_declaring_end(ly_game *g, bool established);
/* Add a triggered effect directly (an engage's, 1100:エンゲージ). */
void ly_trigger_add(ly_game *g, ly_ref ref, int user, int trigger_card);

/* --- limits.c (0901, 0902, 0904, 1200, 1201) ----------------------------------------------------- */
/* Whether the player may use (declare or trigger) the ability now, by the limits of uses; the
 * clause that refuses it in *why. */
bool ly_use_allowed(ly_game *g, int player, ly_ref ref, bool trigger, const char **why);
/* Count one use (at the main element, 0603/行動の主要素の指定~r2; at the trigger, 0902). */
void ly_use_count(ly_game *g, int player, ly_ref ref, bool trigger);
/* After an ability was processed: [切札] and 「ゲーム中1回まで処理可能」 are counted. */
void ly_processed(ly_game *g, int player, ly_ref ref);
bool ly_declared_limit(const ly_ability *a);

/* --- basic.c (1100) ------------------------------------------------------------------------------- */
extern const char *const ly_basic_names[];
/* The effect of a declared basic ability (step, side-step, order-step, order-change). */
int ly_basic_resolve(ly_game *g, const ly_decl *d);
/* Whether the field f is a target of basic ability `name` of the character. */
bool ly_basic_field_ok(ly_game *g, int card, int name, tcg_place f);
/* The triggers of basic abilities at a timing (recovery, penalty, guts, bonus, charge). */
void ly_basic_triggers(ly_game *g, int on, int card);
/* Process a triggered basic ability. */
int ly_basic_process(ly_game *g, const ly_trig *t);

/* The card an ability's 「このキャラ」 names: the card itself, an item's character, the character
 * on an area's field (0250/エリアカードの効果/例外~n2); -1 none. */
int ly_this_of(ly_game *g, int card);
/* The user of an effect whose source is the card (0903/使用者: its source's user). */
int ly_user_of(const ly_game *g, int card);
/* A gained ability or basic ability read once from its JSON (kept by the game). */
int ly_gained_of(ly_game *g, const json_t *src, bool basic, int giver);

/* --- exec.c (1500) -------------------------------------------------------------------------------- */
int ly_exec(ly_game *g, ly_ctx *x, const json_t *instrs);
/* The cards a selector names (choices asked as it says). */
int ly_select(ly_game *g, ly_ctx *x, const json_t *sel, int *out, size_t max, size_t *n);
bool ly_filter(ly_game *g, const ly_ctx *x, const json_t *filter, int card);
/* A field chosen by `chooser` among those `spec` allows (NULL: the chooser's six; a field name,
 * a place, or {who, empty, adjacent, direction, row} around `card`); zone TCG_NOWHERE when none. */
int ly_choose_field(ly_game *g, int chooser, int card, const json_t *spec, tcg_place *out);
/* The candidates of a filter, in the order of the state's listing. */
size_t ly_candidates(ly_game *g, const ly_ctx *x, const json_t *filter, int *out, size_t max);

/* --- process.c (1510, 1530, 1540) ----------------------------------------------------------------- */
int ly_discard(ly_game *g, int user, int card, const char *cause, bool battle_damage);
int ly_draw(ly_game *g, int player, long n);
int ly_to_hand(ly_game *g, int user, int card);
int ly_to_deck(ly_game *g, int user, int card, bool bottom);
int ly_shield_one(ly_game *g, int user, int card);
int ly_recover(ly_game *g, int user, int card);
int ly_charge(ly_game *g, ly_ctx *x, int host, long n, bool *full);
int ly_shuffle(ly_game *g, int player);
int ly_process_deck(ly_game *g, ly_ctx *x, const char *verb, const json_t *instr);

/* --- chars.c (1570, 1580, 1600) --------------------------------------------------------------------- */
int ly_tap(ly_game *g, int card, bool *done);
int ly_untap(ly_game *g, int card);
/* 1580:移動: a character (or an area) to field `to`; *done whether it moved. */
int ly_move_char(ly_game *g, int card, tcg_place to, bool *done);
/* A character enters a field by a rule or an effect (0310 when it is taken). */
int ly_enter(ly_game *g, int card, tcg_place to, const char *how, bool *entered);
int ly_process_card(ly_game *g, ly_ctx *x, const char *verb, const json_t *instr);

#endif
