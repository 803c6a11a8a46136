/* tcg_ledger.h — what happened once in a scope: an ability used this turn (FW 15-7 【ターン1回】,
 * nivel 6.4.1.2.2, lycee 0901), a turn-end auto already pending this turn (FW 7-4-2, haikyu
 * 5-12-2 ①), an ability pending this turn (lycee 0902/誘発の上限), once per game (lycee 1200).
 * Each entry is the game's kind with a card as an incarnation (inc 0: any) and an ability. The
 * turn's entries end with the turn (tcg_set_turn). */
#ifndef ENGINE_CORE_TCG_LEDGER_H
#define ENGINE_CORE_TCG_LEDGER_H

#include "tcg_base.h"

typedef enum tcg_scope { TCG_SCOPE_TURN, TCG_SCOPE_GAME, TCG_NSCOPES } tcg_scope;

typedef struct tcg_key {
    int kind;                /* the game's */
    int card;
    unsigned inc;            /* 0: the card in any incarnation */
    int ability;
} tcg_key;

typedef struct tcg_ledger {
    tcg_key *v;
    size_t n, cap;
} tcg_ledger;

/* Whether the key was noted in the scope: same kind, card and ability, and the same
 * incarnation when both have one. */
bool tcg_noted(const tcg_game *g, tcg_scope s, tcg_key k);
void tcg_note(tcg_game *g, tcg_scope s, tcg_key k);
/* The scope's entries, in the order noted. */
const tcg_ledger *tcg_ledger_of(const tcg_game *g, tcg_scope s);
void tcg_ledger_clear(tcg_game *g, tcg_scope s);

#endif
