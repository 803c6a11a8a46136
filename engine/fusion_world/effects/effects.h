/* effects.h — the effect language of fusion-world's synthetic cards (docs/engines/fusion-world.md,
 * part 2): an effect is a list of instructions carried out in order by the skill's master
 * (instructions.c: the basic actions of ch. 5 and the template phrases of ch. 13, continuous,
 * delayed and granted effects), designating cards by selectors, zone specs and filters and
 * reading conditions (select.c: 5-2, 13-1, 9-10-1), read strictly from the case (parse.c), and
 * the restrictions 「(行動 A) する際、(行動 B) しなければ (行動 A) できない」 (require.c: 13-13).
 * An effect resolves in a context: its master, its source card and trigger card as it knows them,
 * X, the cards looked at, whether the previous instruction was carried out in full. */
#ifndef FW_EFFECTS_H
#define FW_EFFECTS_H

#include "engine/fusion_world/fw.h"
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/zones/zones.h"

enum { FW_REFS = 8 };            /* names a skill's selectors may give ("as") */

/* The context of a skill's resolution (ch. 9, 13). */
struct fw_ctx {
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
    /* the cards a selector named with "as" designated, as they were then (card, serial pairs),
     * for a later {"ref": name} (9-10-1: as last known once they have moved) */
    const char *ref_name[FW_REFS];
    tcg_list ref_cards[FW_REFS];
    size_t nrefs;
};

/* A context for the skill `skill` of `source` (-1: none) whose master is `master`. */
void fw_ctx_init(fw_ctx *ctx, fw_game *g, int master, int source, int skill);
void fw_ctx_free(fw_ctx *ctx);
/* Resolve an effect (after its costs: 9-4-3, 9-4-4, 9-6-6; a replacement's instead, 9-9-1). */
int fw_resolve_effect(fw_game *g, const json_t *effect, fw_ctx *ctx);

/* --- instructions.c: the instructions (ch. 13) ----------------------------------------------- */
/* Carry out the instructions of `list` in order (0-2-3), each noting what it took out of a
 * 【永続】's reach (9-5-2). */
int fw_exec_list(fw_game *g, const json_t *list, fw_ctx *ctx);
/* An integer argument: a number or "X" (13-5). */
int fw_int_arg(fw_game *g, const json_t *v, fw_ctx *ctx, long *out);

/* --- select.c: selectors, filters, conditions ------------------------------------------------ */
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

/* --- parse.c: strict reading of skills (part 2) ---------------------------------------------- */
/* A card's skills (an array), or one skill (a skill gained, 13-16), read strictly: every
 * instruction, selector, filter, condition, trigger, cost part checked; `what` names the path. */
int fw_parse_skills(fw_game *g, const json_t *v, const char *what, fw_skill **out, size_t *n);
int fw_parse_skill(fw_game *g, const json_t *v, const char *what, fw_skill *out);
/* A keyword's name; a duration ("until"), *out the duration (game when absent). */
int fw_check_keyword(fw_game *g, const char *kw, const char *what);
int fw_check_duration(fw_game *g, const json_t *v, const char *what, fw_until *out);
/* A skill cost: an array of cost parts (1-4). */
int fw_check_cost(fw_game *g, const json_t *v, const char *what);
/* The duration named `name`: 0, or -1 when none is. */
int fw_until_of(const char *name, fw_until *out);

/* --- require.c: 「(行動 A) する際、(行動 B) しなければ (行動 A) できない」 (13-13) -------------------------------- */
/* NULL when every act B the card's act A requires can be done, else "13-13-1". */
const char *fw_require_refusal(fw_game *g, int player, int card, const char *act, char *why,
                               size_t n);
/* Do the acts B before act A; *withdrawn when the player does not (A is then not done),
 * *failed when their payment failed part way (1-2-6: A fails). */
int fw_require_pay(fw_game *g, int player, int card, const char *act, bool *withdrawn,
                   bool *failed);

#endif
