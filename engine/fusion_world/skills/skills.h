/* skills.h — fusion-world's skills (ch. 9, 15): where a skill is valid, autos made pending by
 * their triggers (9-6) and declared, continuous effects and the card information they change
 * (9-8) with a 【永続】's reach (9-5-2), replacement effects (9-9), and the keyword skills that act
 * on the game (ch. 15). */
#ifndef FW_SKILLS_H
#define FW_SKILLS_H

#include "engine/fusion_world/fw.h"

/* --- continuous effects (9-8) ------------------------------------------------------------ */
typedef enum fw_ef_kind {
    FW_EF_POWER, FW_EF_SET_POWER, FW_EF_COST, FW_EF_KEYWORD, FW_EF_TRAIT, FW_EF_COLOR,
    FW_EF_FORBID, FW_EF_UNAFFECTED, FW_EF_GRANT, FW_EF_REQUIRE, FW_EF_COMBO, FW_EF_NEGATE
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
struct fw_delayed {
    int master;
    const json_t *trigger;
    const json_t *effect;
    int source, skill;
    unsigned source_serial;
    bool fired, done;
    int trigger_card;
    unsigned trigger_serial;
};
/* Grow-and-append a delayed effect (triggers.c). */
fw_delayed *fw_add_delayed(fw_game *g);

/* A skill of a card as it is in its zone (a new card after a move, 3-1-4, reading FW-NEW-CARD). */
struct fw_used { int card, skill; unsigned serial; };
/* The kinds of the core's ledger fusion-world notes in (tcg_ledger.h), per turn. */
enum { FW_NOTE_USED,             /* 【ターン 1 回】 resolved (15-7) */
       FW_NOTE_TURN_END };       /* a turn-end auto pending (7-4-2) */

/* 9-5-2: whether one continuous entry of a 【永続】 (its card as it is) applied to one card (as it
 * is) this turn, and whether an effect has since put the card out of its reach. */
struct fw_reach {
    int holder;
    unsigned holder_serial;
    const json_t *entry;
    int card;
    unsigned card_serial;
    bool covered, excluded;
};

/* --- skills.c: skills (ch. 9) ---------------------------------------------------------------- */
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

/* --- triggers.c: trigger conditions (9-6, 1-3-6-3) ------------------------------------------- */
enum { FW_OWN_ONLY = 1 };       /* an event's arg: only the card's own autos (15-4-3-1 over 8-1-6-2) */
/* The core's event hook: every auto and delayed effect whose trigger the event meets becomes
 * pending. */
int fw_fire(tcg_game *t, const tcg_event *ev);
/* Raise an event that is no move: `on` of `card` (-1: none) concerning `player`. */
void fw_fire_simple(fw_game *g, const char *on, int card, int player);
/* State triggers (9-6-8) whose condition holds become pending. */
void fw_fire_states(fw_game *g);
bool fw_turn_end_pended(const fw_game *g, int card, int skill);

/* --- continuous.c: continuous effects and the information they change (9-8) ------------------ */
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
/* The combo power as the rules read it (0-2-9, reading FW-NEGATIVE-COMBO-POWER: the printed value
 * with every change added, below 0 read as 0); 0 for a card without combo power. */
long fw_combo_power(fw_game *g, int card);
/* 9-1-2: an effect negates the skill `sk` of the card as `serial` (NULL: a keyword flag's, or
 * 【フィールド】): "all" every skill, "keyword" the keyword skills only — the flags, 【進化】,
 * 【フュージョン進化】, 【覚醒】 — never a keyword such as 【ターン1回】 (15-1-3). */
bool fw_negated(fw_game *g, int card, unsigned serial, const fw_skill *sk);
/* Add a continuous effect of an instruction or of the setup. */
fw_effect *fw_effect_new(fw_game *g, fw_ef_kind kind, int card, int master, fw_until until);
/* 7-2-2 / 7-2-3: the effects of `master` waiting for this turn occur, lasting the turn. */
void fw_begin_turn_effects(fw_game *g, int master);
/* End the effects of `until` whose master is `master` (7-2-4, 7-3-5-1-3/4, 7-4-5/6, 8-5-7/8). */
void fw_end_effects(fw_game *g, fw_until until, int master);
/* Permanents' deck rules and starting life (6-1-4-3, 6-2-2-1). */
long fw_start_life(fw_game *g, int player);
/* Each valid 【永続】 continuous entry of every card: calls f(g, card, skill, entry, ctx). */
typedef void (*fw_perm_fn)(fw_game *g, int card, const fw_skill *sk, const json_t *entry,
                           void *ctx);
void fw_each_permanent(fw_game *g, fw_perm_fn f, void *ctx);
bool fw_keyword_of(const char *name, unsigned *flag, long *strike);

/* --- exclusion.c: a 【永続】 kept from a card an effect took out of its reach (9-5-2) ------------ */
/* Note which cards each 【永続】 entry with an "all" target reaches now. */
void fw_reach_sweep(fw_game *g);
/* Whether the entry of holder's 【永続】 is kept from applying to the card (9-5-2). */
bool fw_reach_excluded(const fw_game *g, int holder, const json_t *entry, int card);
/* A new turn: 9-5-2 looks at one turn. */
void fw_reach_reset(fw_game *g);

/* --- replace.c: replacement effects (9-9) ---------------------------------------------------- */
/* Apply the replacements of the event, whose kinds are `ev` (space-separated among ko, leave,
 * damage, draw, move: a KO is "ko leave"), concerning `card` (or player `player` for damage and
 * draw); *replaced when one applied. */
int fw_replace(fw_game *g, const char *ev, int card, int player, bool *replaced);

/* --- keywords.c: keyword skills (ch. 15) ----------------------------------------------------- */
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

#endif
