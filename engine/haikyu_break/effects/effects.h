/* effects.h — the effect language of synthetic cards (docs/engines/haikyu-break.md, part 2):
 * the strict reading of skills (parse.c), selectors, filters, numbers and conditions
 * (select.c: the standard wordings of 7-1 … 7-4, 7-8), the instructions (instructions.c:
 * 1-4's basic actions, modifications, prohibitions, replacements' instructions, 7-2 … 7-10, the
 * keywords' instructions) and whether an effect would change anything (HB-NO-CHANGE). */
#ifndef HB_EFFECTS_H
#define HB_EFFECTS_H

#include "engine/haikyu_break/hb.h"

/* What an effect being resolved knows. */
typedef struct hb_ctx {
    int card;                   /* the source (10-2-2), -1 for none */
    unsigned inc;               /* the source as it was when the skill was used or waited */
    int skill;                  /* its index among the card's skills, -1 */
    int master;                 /* the skill's master (1-1-5-2) */
    int trigger_card;           /* the card whose event triggered it, -1 */
    unsigned trigger_inc;
    int event_card;             /* a replacement's event card, -1 */
    tcg_list chosen;            /* the cards the previous selection chose */
    bool done;                  /* the previous instruction was executed in full (7-2-1) */
    bool any;                   /* some instruction did something (9-6-3) */
    bool has_x;                 /* X decided (7-3-3) */
    long x;
    int who_prev;               /* the previous instruction's actor (7-7-4), -1 */
    bool look;                  /* cards are being looked at (7-5-2) */
    int look_player;
    tcg_list revealed;          /* hidden cards revealed or looked at until the resolution
                                   ends (7-5-1, 7-5-2) */
    int looked_player;          /* the deck looked at, to shuffle if nothing moved (7-5-2), -1 */
    int depth;                  /* nesting of effects (if, may, options …) */
    unsigned start_inc;         /* the source as the outermost effect began (6-3-1) */
} hb_ctx;

void hb_ctx_init(hb_ctx *x, int card, int skill, int master);
void hb_ctx_free(hb_ctx *x);

/* parse.c: a card's `skills` (strict), into out (n skills, malloc'd). */
int hb_parse_skills(hb_game *g, int card, const json_t *skills, const char *what,
                    hb_skill **out, size_t *n);
int hb_parse_skill(hb_game *g, const json_t *s, const char *what, hb_skill *out);
/* A continuous effect of setup.effects (an instruction's shape with `master`). */
int hb_check_instruction(hb_game *g, const json_t *ins, const char *what);

/* select.c */
/* The player a `who` names relative to the master ("you", "opponent"); -1 for "each"/"any". */
int hb_who(const char *who, int master, int dflt);
/* The cards a ZONESPEC matches now, in listing order. */
void hb_zonespec_cards(hb_game *g, const hb_ctx *x, const json_t *zs, tcg_list *out);
/* Whether a card meets a FILTER. */
bool hb_filter(hb_game *g, const hb_ctx *x, int card, const json_t *f);
/* The cards a selector gives (asking the master's choices); `touch` false: only what it could
 * give, no choice asked (for HB-NO-CHANGE and the reach of permanents). */
int hb_select(hb_game *g, hb_ctx *x, const json_t *sel, tcg_list *out);
void hb_select_possible(hb_game *g, const hb_ctx *x, const json_t *sel, tcg_list *out);
/* A number (an integer, "X", a count, a parameter). */
int hb_number(hb_game *g, hb_ctx *x, const json_t *v, long *out);
bool hb_number_now(hb_game *g, const hb_ctx *x, const json_t *v, long *out);
/* A condition, checked now. */
bool hb_cond(hb_game *g, const hb_ctx *x, const json_t *cond);
/* The values of INFO a card has (a name, attribute words or a parameter as text), into vals
 * (at most max); their number. */
size_t hb_info_values(hb_game *g, int card, const char *info, const char **vals, long *nums,
                      size_t max);

/* instructions.c */
int hb_execute(hb_game *g, hb_ctx *x, const json_t *effect);
/* Whether executing `effect` now could change anything (6-7-1 ①, 6-8-1 ①: HB-NO-CHANGE). */
bool hb_effect_changes(hb_game *g, const hb_ctx *x, const json_t *effect);

#endif
