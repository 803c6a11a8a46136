/* declare.h — declarations: the declaration timings and the response procedure (0601, 0602),
 * the steps of a declaration and of its resolution (0603, 0604), the payment of costs (0700–0714),
 * each action's main element, targets and resolution (0800–0820), the legal actions at a
 * declaration timing, and a card used by an effect (1570:カードを使用する(登場する)). */
#ifndef LY_DECLARE_H
#define LY_DECLARE_H

#include "engine/lycee/ly.h"

/* --- timing.c (0601, 0602) --------------------------------------------------------------------- */
/* A declaration timing of `player` of kind `tim` (LY_TIM_MAIN_TP …, from that player's point of
 * view): the script's entries until a declaration is made (and its stack resolved) or `pass`.
 * *passed says which; TCG_STOP when the script ends there. */
int ly_declaration_timing(ly_game *g, int player, unsigned tim, bool *passed);
/* The character of `player` that must attack and can (1600:バトル参加キャラの操作:参加キャラに指定する,
 * LY-MUST-ATTACK-ABLE), or -1: while there is one, the main timing's pass is refused. */
int ly_must_attack(ly_game *g, int player);
/* The timing kind of a declaration of `player` now (main or battle, a response or not). */
unsigned ly_timing_now(const ly_game *g, int player, bool response);

/* --- declare.c (0603, 0604) --------------------------------------------------------------------- */
/* Declare the action of script entry `e` (steps 1–4): *ok false when it was refused (a
 * rejection is reported); when true it is on the stack. */
int ly_declare(ly_game *g, int player, unsigned tim, const json_t *e, bool *ok);
/* Resolve the declaration on the top of the stack (0604). */
int ly_resolve_top(ly_game *g);

/* --- actions.c (0800–0820) ----------------------------------------------------------------------- */
extern const char *const ly_action_names[];
/* The timings the action of d's kind allows (its main element's for abilities). */
unsigned ly_action_timings(ly_game *g, const ly_decl *d);
/* Step 1: the main element of d can be designated (the clause that refuses it, or NULL). */
const char *ly_main_element(ly_game *g, const ly_decl *d);
/* Step 2 and 0604#1: the target t (a card, or d->field) is valid for d. */
bool ly_target_ok(ly_game *g, const ly_decl *d, int t);
bool ly_field_target_ok(ly_game *g, const ly_decl *d, tcg_place f);
/* The targets d names are as many as its action asks (step 2). */
bool ly_targets_complete(ly_game *g, const ly_decl *d);
/* Whether some valid target exists for d (step 2 can succeed). */
bool ly_some_target(ly_game *g, const ly_decl *d);
/* The action's cost (NULL: none) and the clause naming its timing, element and target. */
const ly_cost *ly_action_cost(ly_game *g, const ly_decl *d);
const char *ly_timing_clause(int action);
const char *ly_target_clause(int action);
/* RULE() the action's target clause (a refused target). */
void ly_cite_target(eng_run *r, int action);
/* 0604#4: the action's own resolution (0810–0820 解決/進行). */
int ly_action_resolve(ly_game *g, ly_decl *d);
/* The ability a declaration of an ability, basic ability, other effect or hand ability uses. */
const ly_ability *ly_decl_ability(ly_game *g, const ly_decl *d);

/* --- cost.c (0700–0714) -------------------------------------------------------------------------- */
/* Step 3: pay the cost of d with the payment of entry `e` (pay, use, cost_targets): *failed the
 * clause that refused it, or NULL. */
int ly_pay(ly_game *g, ly_decl *d, const ly_cost *cost, const json_t *e, bool card_use,
           const char **failed);
/* A cost paid by `player` for the effect of `holder` outside a declaration (1100:ガッツ, 1570's
 * use), with the entry's pay and cost_targets: *failed as ly_pay's. */
int ly_pay_for(ly_game *g, int player, int holder, const ly_cost *cost, const json_t *e,
               const char **failed);
/* The cost points a set of paid cards gives meets the cost's points (0710/支払いの判定). */
bool ly_points_met(const long need[LY_NATTRS + 1], const unsigned *attrs, const long *pts,
                   size_t n);

/* --- legal.c ----------------------------------------------------------------------------------- */
json_t *ly_legal(ly_game *g, int player, unsigned tim);

/* --- use.c (1570:カードを使用する(登場する)) ---------------------------------------------------- */
int ly_use_card(ly_game *g, int user, int card, const json_t *instr);

#endif
