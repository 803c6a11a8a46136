/* tcg_loop.h — a procedure the game repeats by itself (a check point's steps, an end phase
 * restarted) that comes back to a state it was in has entered a loop (FW 16-1, haikyu 10-1,
 * lycee 1200/自動的な循環処理の制限): each pass gives the state as the game's fingerprint
 * (bytes); a pass at a state seen before names the log position of that earlier pass, so that
 * the game can find who made a choice since (tcg_log_choosers: who can stop the loop) and
 * settle it by its rules. */
#ifndef ENGINE_CORE_TCG_LOOP_H
#define ENGINE_CORE_TCG_LOOP_H

#include "tcg_base.h"

typedef struct tcg_loop {
    unsigned char *buf;      /* the passes: [length, log position, fingerprint] each */
    size_t n, cap;
} tcg_loop;

/* A pass at state fp[0..len) with the log at `now`: true when an earlier pass was at the same
 * state (*from: the log position then); else the pass is noted. */
bool tcg_loop_pass(tcg_loop *l, const void *fp, size_t len, size_t now, size_t *from);
/* Note a pass without looking (a loop stopped now must leave this state next). */
void tcg_loop_note(tcg_loop *l, const void *fp, size_t len, size_t now);
/* Whether a pass at that state was noted. */
bool tcg_loop_seen(const tcg_loop *l, const void *fp, size_t len);
void tcg_loop_clear(tcg_loop *l);
/* A declared loop's repeated passes give its first pass's answers again: the script entries
 * replay[*pos...] ({"entry": "choose" or "random", "for": KIND, "value": V}). When one remains
 * it must be an answer of this sort and kind (else an error on run) and *value is its value;
 * when none remains, *value is NULL (the game asks as usual). TCG_OK or the error. */
int tcg_loop_answer_again(eng_run *run, const json_t *replay, size_t *pos, bool random,
                          const char *kind, const json_t **value);
void tcg_loop_free(tcg_loop *l);

#endif
