/* actions.h — what players and effects do in fusion-world: the basic actions (ch. 5), paying
 * costs and skill costs (1-2, 1-4, 1-11, 5-3), the actions a player declares at a free timing
 * (7-3-4, 8-2-4, 8-3-4) and the exact set of those that are legal. */
#ifndef FW_ACTIONS_H
#define FW_ACTIONS_H

#include "engine/fusion_world/fw.h"

/* Damage waiting for the damage process (14-3). */
struct fw_damage {
    int player;
    long amount;
    bool critical;              /* 15-5 */
};

/* --- basic.c: basic actions (ch. 5) ---------------------------------------------------------- */
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

/* --- cost.c: paying costs and skill costs (1-2, 1-4, 1-11, 5-3) ------------------------------ */
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
/* Pay the non-energy parts of a skill cost, in order (1-4-3); the energy part is `energy`.
 * *failed: a part could no longer be paid when its turn came (1-4-7); the parts before it stay
 * paid. */
int fw_pay_skill_cost(fw_game *g, int player, int card, const json_t *cost,
                      const fw_payment *energy, fw_ctx *ctx, bool *failed);

/* --- declare.c: the actions a player declares at a free timing ------------------------------- */
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

/* --- legal.c: the legal actions at a free timing --------------------------------------------- */
json_t *fw_legal_actions(fw_game *g);

#endif
