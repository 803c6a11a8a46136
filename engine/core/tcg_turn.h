/* tcg_turn.h — the turn as a table (FW ch. 7 and 8, haikyu 5, nivel 6-7, lycee 0510-0523,
 * 0850): rows run in order; a PHASE or STEP row starts a span (a PHASE's up to the next
 * PHASE, a STEP's up to the next STEP or PHASE); DO rows do the game's work (timings, actions,
 * resolution points); END rows end durations; a WINDOW row gives a player actions (TCG_ACTED:
 * back to its target label; TCG_PASS: on); a BRANCH row goes to its target when its function
 * returns TCG_ACTED (TCG_OK: on); any row's function may send the table to a label
 * (tcg_goto); TURN_END starts the next turn from the first row. A phase or step a player has had
 * skipped (FW 13-12, haikyu 8-6-4) runs only the END rows of its span, so that the durations
 * that would have ended there end (FW 13-12-5). The game's functions carry the clauses they
 * apply; a battle is a table the game plays from an action. Everything is on the C stack: a
 * run that stops on an unanswered choice ends. */
#ifndef ENGINE_CORE_TCG_TURN_H
#define ENGINE_CORE_TCG_TURN_H

#include "tcg_base.h"

typedef enum tcg_op {
    TCG_OP_DO,
    TCG_OP_PHASE,
    TCG_OP_STEP,
    TCG_OP_END,
    TCG_OP_WINDOW,
    TCG_OP_BRANCH,
    TCG_OP_TURN_END,
} tcg_op;

typedef struct tcg_row {
    tcg_op op;
    /* DO, END, WINDOW, BRANCH, TURN_END: the row's work; PHASE, STEP: run as the phase or step
     * is reached, before a skip is looked for (may be NULL). */
    int (*fn)(tcg_game *g, int arg);
    int arg;
    int label;               /* > 0: a label to go to */
    int target;              /* WINDOW, BRANCH: the label after TCG_ACTED */
    unsigned skip;           /* PHASE, STEP: the bit tcg_skip_next sets for it, 0: not skipped */
    bool skip_any;           /* any player's skip applies (the turn player's first); else only
                                the turn player's */
} tcg_row;

typedef struct tcg_table {
    const char *name;
    const tcg_row *rows;
    size_t n;
    /* A phase or step is skipped (the clauses of skipping); may be NULL. */
    void (*skipped)(tcg_game *g, const tcg_row *row);
} tcg_table;

/* Play the table from the row labelled `label` (0: the first row) until a status other than
 * TCG_OK, or its last row. */
int tcg_play(tcg_game *g, const tcg_table *t, int label);
/* The table goes on at the row labelled `label` once the running row's function returns
 * (whatever a WINDOW or BRANCH row would do): a battle cut short (FW 8-1-6), a turn ended at
 * once (haikyu 1-4-9-5). The rows passed over do not run. */
void tcg_goto(tcg_game *g, int label);
/* Player's next phase or step marked with `bit` is skipped. */
void tcg_skip_next(tcg_game *g, int player, unsigned bit);
/* Whether END rows are running for a skipped phase or step. */
bool tcg_skipping(const tcg_game *g);
/* A new turn: its number and turn player; the turn's ledger starts empty (tcg_ledger.h). */
void tcg_set_turn(tcg_game *g, long turn, int tp);

#endif
