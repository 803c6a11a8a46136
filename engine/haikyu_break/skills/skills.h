/* skills.h — skills and their effects (ch. 6, 1-3-3, 1-3-4): which skills a card has and where
 * they work (6-1, 6-2-4, 1-3-7, 1-2-15-2-1: skills.c); values with their continuous effects,
 * attributes, prohibitions, negation and the reach of permanents (6-5, 6-10, 0-2-11, 0-2-12:
 * values.c); triggers, waiting passives and delayed effects and their cancellation (6-6, 8-4-4,
 * 5-20-3 ④: passive.c); replacements (6-11: replace.c); the keywords (ch. 9: keywords.c). */
#ifndef HB_SKILLS_H
#define HB_SKILLS_H

#include "engine/haikyu_break/effects/effects.h"
#include "engine/haikyu_break/hb.h"

/* The classes of waiting items (tcg_pending.cls). */
enum { HB_CLS_PASSIVE, HB_CLS_DELAYED };

/* The keywords whose resolution leaves a delayed effect (ch. 9). */
enum { HB_KW_NONE, HB_KW_DOSHATTO, HB_KW_FEINT, HB_KW_BLOCK_OUT, HB_KW_A_PASS };

/* A delayed effect (1-3-4-4): made by a resolution, waiting once when its trigger is met. */
struct hb_delayed {
    int card;                   /* the card of the skill that made it, and that skill */
    unsigned inc;
    int skill;
    int master;
    const json_t *trigger;      /* a `delayed` instruction's trigger; NULL for a keyword */
    const json_t *effect;
    int keyword;                /* HB_KW_* */
    long n;                     /* the keyword's N */
    long turn;                  /* the turn it was made */
    bool waited;                /* it has waited: it is done waiting */
    bool gone;                  /* it vanished (5-20-3 ④, 8-6-4) */
};

/* The durations of continuous effects (tcg_effect.until). */
enum { HB_UNTIL_CLEANUP, HB_UNTIL_PHASE, HB_UNTIL_TURN, HB_UNTIL_SET, HB_UNTIL_NEXT_TURN };

/* The kinds of continuous effects (tcg_effect.kind). */
enum {
    HB_EF_PARAM_ADD, HB_EF_PARAM_SET,  /* name: the parameter's; value: N */
    HB_EF_NEGATE,                      /* the card's skills (6-1-2) */
    HB_EF_NEGATE_NAME,                 /* card -1; value: the player; name: the card name (9-6-4) */
    HB_EF_GAIN,                        /* name: the attribute; data: the word */
    HB_EF_UNAFFECTED,                  /* 7-6-1 */
    HB_EF_GRANT,                       /* data: the skill granted (owned) */
    HB_EF_FORBID,                      /* card -1; value: the player; data: the instruction */
    HB_EF_REQUIRE,                     /* card -1; value: the player; data: the instruction */
};

/* skills.c ------------------------------------------------------------------------------------ */
/* The card's skills: printed ones, then those granted (6-1-2-2), in the order granted. */
size_t hb_nskills(const hb_game *g, int card);
const hb_skill *hb_skill_at(const hb_game *g, int card, int index);
/* The skill is negated (6-1-2). */
bool hb_negated(hb_game *g, int card, int index);
/* The skill works where its card is now (1-3-7-1, 6-2-4, HB-DEFAULT-AREA, 1-2-15-2-1). */
bool hb_in_area(const hb_game *g, int card, const hb_skill *s);
/* Works there and is not negated. */
bool hb_skill_live(hb_game *g, int card, int index);
/* Its label in events: {"card": id, "skill": index}. */
json_t *hb_skill_ref(hb_game *g, int card, int index);
void hb_skills_free(hb_game *g);

/* values.c ------------------------------------------------------------------------------------- */
/* A parameter with every continuous effect applied (6-10-1, 0-2-12, HB-PERMANENT-FIX); false: the
 * card has 「-」 (1-3-2-1-2). The printed one (7-1-2): hb_param_original. */
bool hb_param_now(hb_game *g, int card, int p, long *out);
bool hb_param_original(const hb_game *g, int card, int p, long *out);
/* The card has `word` among its attribute `attr` (printed, gained: 6-10-1). */
bool hb_has_attr(hb_game *g, int card, int attr, const char *word);
/* Its values of the attribute (at most max); their number. */
size_t hb_attr_values(hb_game *g, int card, int attr, const char **out, size_t max);
bool hb_unaffected(hb_game *g, int card);
/* Whether a continuous entry with `verb` of some valid permanent reaches `card` now. */
bool hb_perm_verb_reaches(hb_game *g, const char *verb, int card);
/* `player` may not do `act` ("appear", "play", "use", "lost") with `card` (-1 none) in `zone`
 * as `role` (0-2-6, 0-2-6-1): the prohibitions applying. */
bool hb_forbidden(hb_game *g, int player, const char *act, int card, int zone, int role);
/* A continuous effect from an instruction: on `card` (-1: a player's, `value` naming it). */
tcg_effect *hb_add_effect(hb_game *g, int kind, int card, int master, const json_t *until);
/* End the effects of duration `until` (master -1: any). */
void hb_end_effects(hb_game *g, int until, int master);
/* End every continuous effect of `master` (5-3-2 ④⑤). */
void hb_end_all_effects(hb_game *g, int master);
/* setup.effects. */
int hb_setup_effects(hb_game *g, const json_t *effects);
/* The cards in the reach of a permanent's entry now (6-5-1), with the exclusions of 6-5-2. */
bool hb_perm_reaches(hb_game *g, int holder, int skill, size_t entry, int card);
/* A new turn: the exclusions of 6-5-2 end. */
void hb_reach_reset(hb_game *g);
/* Note which cards have left a permanent's reach (6-5-2); call after anything changes. */
void hb_reach_sweep(hb_game *g);

/* passive.c ------------------------------------------------------------------------------------ */
/* The core's event hook: passives and delayed effects whose trigger the event meets wait. */
int hb_fire(tcg_game *t, const tcg_event *ev);
/* Raise a simple event (phase-start, turn-end, lost …). */
int hb_raise(hb_game *g, const char *type, int card, int player, int arg);
/* A card became a gut under `top` (the `covered` trigger, 1-2-15-2-1). */
void hb_covered(hb_game *g, int gut, int top);
/* Cancel the waiting passives of a card that went to a hidden zone (8-4-4). */
void hb_cancel_waiting_of(hb_game *g, int card, unsigned inc_before);
/* Cancel every waiting item (6-6-3: a skip; 5-20-3 ④), reporting `cancel` events. */
void hb_cancel_all_waiting(hb_game *g);
/* Delayed effects vanish: all of them (5-20-3 ④), or those waiting for a trigger in a
 * skipped phase (8-6-4). */
void hb_vanish_delayed(hb_game *g, bool all, hb_phase skipped);
/* Whether a live turn-end passive has not waited this turn (5-12-2 ①'s repeat). */
bool hb_turn_end_unwaited(hb_game *g);
/* The skills of the card that work where it is now, as bits (for its own move triggers). */
int hb_live_mask(hb_game *g, int card);
/* Whether a passive or delayed effect is waiting (1-4-9-2). */
bool hb_any_waiting(const hb_game *g);
/* Resolve one waiting item of `player` (5-4-2 ②③, 6-6-1 ③④): asks which when there are
 * several. */
int hb_resolve_one(hb_game *g, int player);
/* A delayed effect made now by a resolution. */
hb_delayed *hb_add_delayed(hb_game *g, const hb_ctx *x, int keyword, long n,
                           const json_t *trigger, const json_t *effect);

/* replace.c ------------------------------------------------------------------------------------ */
/* The card is about to be moved to a drop: the replacements that apply (6-11). */
int hb_replace_drop(hb_game *g, int card, bool *replaced);
/* `player` is about to lose the game (not by conceding, 0-1-3-2-1). */
int hb_replace_lose(hb_game *g, int player, bool *replaced);

/* keywords.c ----------------------------------------------------------------------------------- */
/* Whether a keyword's delayed effect waits on this event (9-2-3, 9-4-3, 9-5-3, 9-7-3). */
bool hb_keyword_meets(hb_game *g, const hb_delayed *d, const tcg_event *ev);
/* Its instructions (9-2-4, 9-4-4, 9-5-4, 9-7-4). */
int hb_keyword_resolve(hb_game *g, hb_delayed *d, int trigger_card);
/* The immediate keywords (9-3-3, 9-8-3) and the delayed ones' creation, for instructions.c. */
int hb_keyword_instruction(hb_game *g, hb_ctx *x, const char *kw, long n);

#endif
