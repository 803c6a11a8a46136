/* test_invariant_haikyu_break.c — the haikyu-break properties the judge checks on every run
 * (oracle/games/haikyu_break/): a faithful observation passes and lists the clauses checked;
 * each property broken on purpose is caught and named by its clause — card conservation, the
 * two players, the result against the losses, a lost with no set card, an appearance with a
 * 「-」 parameter, and each visibility rule of the view (deck, set, face-up set card, hand, drop,
 * the five court areas and their guts, the event area, the counts). */
#include "oracle/games/invariant.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* P1: deck D1, set S1, hand H1, serve V1 with the gut G1; P2: deck E1, set T1 and T2 (face up),
 * hand K1, drop X1, block B1, receive R1, toss Q1, attack A1, event N1. P1 drew D1. */
static const char setup_text[] =
    "{'start': {'at': 'serve'},"
    " 'cards': {'D1': {}, 'S1': {}, 'H1': {'serve': '-'}, 'V1': {}, 'G1': {}, 'E1': {},"
    "  'T1': {}, 'T2': {}, 'K1': {}, 'X1': {}, 'B1': {}, 'R1': {}, 'Q1': {}, 'A1': {},"
    "  'N1': {'type': 'event'}},"
    " 'P1': {'deck': ['D1'], 'set': ['S1'], 'hand': ['H1'], 'serve': 'V1'},"
    " 'P2': {'deck': ['E1'], 'set': ['T1', 'T2'], 'hand': ['K1'], 'drop': ['X1'], 'block': 'B1',"
    "        'receive': 'R1', 'toss': 'Q1', 'attack': 'A1', 'event': ['N1']},"
    " 'under': {'V1': ['G1']}, 'face_up': ['T2']}";

static const char obs_text[] =
    "{'events': [{'type': 'draw', 'step': 0, 'player': 'P1', 'card': 'D1'},"
    "  {'type': 'move', 'step': 0, 'card': 'D1', 'from': 'P1:deck', 'to': 'P1:hand'}],"
    " 'state': {'turn': {'set': 1, 'number': 1, 'player': 'P1', 'phase': 'serve',"
    "   'step': 'free', 'route': 'serve'}, 'result': null,"
    "  'P1': {'deck': [], 'set': ['S1'], 'face_up': [], 'hand': ['H1', 'D1'], 'drop': [],"
    "   'serve': [{'card': 'V1', 'under': ['G1']}], 'block': [], 'receive': [], 'toss': [],"
    "   'attack': [], 'event': [], 'op': null, 'dp': null},"
    "  'P2': {'deck': ['E1'], 'set': ['T1', 'T2'], 'face_up': ['T2'], 'hand': ['K1'],"
    "   'drop': ['X1'], 'serve': [], 'block': [{'card': 'B1', 'role': 'centre', 'under': []}],"
    "   'receive': [{'card': 'R1', 'under': []}], 'toss': [{'card': 'Q1', 'under': []}],"
    "   'attack': [{'card': 'A1', 'under': []}], 'event': ['N1'], 'op': null, 'dp': null},"
    "  'view': {'P1': {'sees': ['H1', 'D1', 'V1', 'G1', 'T2', 'X1', 'B1', 'R1', 'Q1', 'A1', 'N1'],"
    "                  'counts': COUNTS},"
    "           'P2': {'sees': ['V1', 'G1', 'T2', 'K1', 'X1', 'B1', 'R1', 'Q1', 'A1', 'N1'],"
    "                  'counts': COUNTS}}}}";

#define COUNTS_TEXT \
    "{'P1': {'deck': 0, 'set': 1, 'hand': 2, 'drop': 0, 'serve': 2, 'block': 0, 'receive': 0," \
    " 'toss': 0, 'attack': 0, 'event': 0}," \
    " 'P2': {'deck': 1, 'set': 2, 'hand': 1, 'drop': 1, 'serve': 0, 'block': 1, 'receive': 1," \
    " 'toss': 1, 'attack': 1, 'event': 1}}"

/* JSON from a literal written with ' for " and COUNTS for the counts object. */
static json_t *json_of(const char *text)
{
    char buf[8192];
    size_t n = 0;
    for (const char *p = text; *p && n + 512 < sizeof buf; p++) {
        if (strncmp(p, "COUNTS", 6) == 0) {
            for (const char *c = COUNTS_TEXT; *c; c++)
                buf[n++] = *c == '\'' ? '"' : *c;
            p += 5;
            continue;
        }
        buf[n++] = *p == '\'' ? '"' : *p;
    }
    buf[n] = 0;
    json_error_t err;
    json_t *v = json_loads(buf, 0, &err);
    if (!v)
        fail_msg("bad JSON: %s (column %d)", err.text, err.column);
    return v;
}

/* The value at a dotted path of `root` ("state.P1.hand"). */
static json_t *at(json_t *root, const char *path)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", path);
    json_t *v = root;
    for (char *tok = strtok(buf, "."); tok && v; tok = strtok(NULL, "."))
        v = json_is_array(v) ? json_array_get(v, (size_t)atoi(tok)) : json_object_get(v, tok);
    assert_non_null(v);
    return v;
}

/* Run the judge's invariants; the clause broken (NULL: none). */
static const char *judge(json_t *setup, json_t *obs, inv_report *r)
{
    inv_check("haikyu-break", setup, obs, r);
    return r->clause;
}

typedef void (*mutation)(json_t *setup, json_t *obs);

static void expect_broken(mutation m, const char *clause)
{
    json_t *setup = json_of(setup_text), *obs = json_of(obs_text);
    m(setup, obs);
    inv_report r;
    const char *got = judge(setup, obs, &r);
    if (!got || strcmp(got, clause) != 0)
        fail_msg("expected %s broken, got %s (%s)", clause, got ? got : "nothing",
                 r.message ? r.message : "");
    assert_non_null(r.message);
    inv_report_free(&r);
    json_decref(setup);
    json_decref(obs);
}

static void faithful_passes(void **state)
{
    (void)state;
    json_t *setup = json_of(setup_text), *obs = json_of(obs_text);
    inv_report r;
    const char *got = judge(setup, obs, &r);
    if (got)
        fail_msg("%s broken: %s", got, r.message);
    static const char *const checked[] = {"3-1-1", "0-1-2", "0-1-3", "0-1-3-1", "1-3-2-2",
                                          "1-1-16", "3-1-4", "3-1-3", "3-2-2", "3-11-2",
                                          "3-11-3", "3-3-2", "3-3-3", "3-4-2", "3-5-2", "3-6-2",
                                          "3-7-2", "3-8-2", "3-9-2", "3-10-2", "1-2-15-1"};
    for (size_t i = 0; i < sizeof checked / sizeof *checked; i++)
        if (!inv_was_checked(&r, checked[i]))
            fail_msg("%s not checked", checked[i]);
    inv_report_free(&r);
    json_decref(setup);
    json_decref(obs);
}

/* --- conservation, players, result ------------------------------------------------------------ */

static void lose_d1(json_t *s, json_t *o)
{
    (void)s;
    json_array_remove(at(o, "state.P1.hand"), 1);
}
static void gut_elsewhere(json_t *s, json_t *o)
{
    (void)s;
    json_array_clear(at(o, "state.P1.serve.0.under"));
    json_array_append_new(at(o, "state.P1.drop"), json_string("G1"));
}
static void third_player(json_t *s, json_t *o)
{
    (void)s;
    json_object_set_new(at(o, "state"), "P3", json_object());
}
static void winner_without_loss(json_t *s, json_t *o)
{
    (void)s;
    json_object_set_new(at(o, "state"), "result", json_pack("{s:s}", "winner", "P1"));
}
static void lost_and_going_on(json_t *s, json_t *o)
{
    (void)s;
    json_array_append_new(at(o, "events"), json_pack("{s:s, s:i, s:s, s:s}", "type", "lose",
                                                     "step", 1, "player", "P2", "why", "lost"));
}

static void conservation_and_players(void **state)
{
    (void)state;
    expect_broken(lose_d1, "3-1-1");
    expect_broken(gut_elsewhere, "3-1-1");
    expect_broken(third_player, "0-1-2");
    expect_broken(winner_without_loss, "0-1-3");
    expect_broken(lost_and_going_on, "0-1-3");
}

/* --- a lost with no set card (0-1-3-1), an appearance of 「-」 (1-3-2-2) ----------------------- */

/* P1's set card S1 goes to its hand, then P1 declares lost with none left. */
static void empty_set_then_lost(json_t *o)
{
    json_t *ev = at(o, "events");
    json_array_append_new(ev, json_pack("{s:s, s:i, s:s, s:s, s:s}", "type", "move", "step", 1,
                                        "card", "S1", "from", "P1:set", "to", "P1:hand"));
    json_array_append_new(ev, json_pack("{s:s, s:i, s:s, s:s}", "type", "lost", "step", 1,
                                        "player", "P1", "why", "declared"));
    json_array_clear(at(o, "state.P1.set"));
    json_array_append_new(at(o, "state.P1.hand"), json_string("S1"));
    for (int v = 0; v < 2; v++) {
        char path[64];
        snprintf(path, sizeof path, "state.view.P%d.counts.P1.set", v + 1);
        json_integer_set(at(o, path), 0);
        snprintf(path, sizeof path, "state.view.P%d.counts.P1.hand", v + 1);
        json_integer_set(at(o, path), 3);
    }
    json_array_insert_new(at(o, "state.view.P1.sees"), 2, json_string("S1"));
}
static void lost_goes_on(json_t *s, json_t *o)
{
    (void)s;
    empty_set_then_lost(o);
    json_array_append_new(at(o, "events"), json_pack("{s:s, s:i, s:s}", "type", "step", "step",
                                                     1, "name", "lost-set"));
}
static void lost_unnoticed(json_t *s, json_t *o)
{
    (void)s;
    empty_set_then_lost(o);
}
/* The lost waits for the choice of a replacement of its `lose`: not yet lost, not going on; a
 * choice of anything else is the game going on. */
static void lost_waits_for(json_t *o, const char *what)
{
    empty_set_then_lost(o);
    json_object_set_new(o, "pending", json_pack("{s:i, s:s, s:s, s:[]}", "step", 2, "kind",
                                                "choose", "for", what, "options"));
}
static void lost_waits_for_target(json_t *s, json_t *o)
{
    (void)s;
    lost_waits_for(o, "target");
}
static void dash_appears(json_t *s, json_t *o)
{
    (void)s;
    json_array_append_new(at(o, "events"), json_pack("{s:s, s:i, s:s, s:s, s:s}", "type",
                                                     "appear", "step", 1, "card", "H1", "area",
                                                     "serve", "how", "step"));
}

static void defeat_and_appearance(void **state)
{
    (void)state;
    expect_broken(lost_goes_on, "0-1-3-1");
    expect_broken(lost_unnoticed, "0-1-3-1");
    expect_broken(dash_appears, "1-3-2-2");
    expect_broken(lost_waits_for_target, "0-1-3-1");
    /* waiting for the replacement of the `lose` is fine */
    json_t *waiting = json_of(obs_text), *setup0 = json_of(setup_text);
    lost_waits_for(waiting, "replace");
    inv_report r0;
    const char *got0 = judge(setup0, waiting, &r0);
    if (got0)
        fail_msg("%s broken while the lose waits for its replacement: %s", got0, r0.message);
    inv_report_free(&r0);
    json_decref(waiting);
    json_decref(setup0);
    /* losing at once is fine */
    json_t *setup = json_of(setup_text), *obs = json_of(obs_text);
    empty_set_then_lost(obs);
    json_array_append_new(at(obs, "events"), json_pack("{s:s, s:i, s:s, s:s}", "type", "lose",
                                                       "step", 1, "player", "P1", "why", "lost"));
    json_array_append_new(at(obs, "events"), json_pack("{s:s, s:i, s:s}", "type", "game-end",
                                                       "step", 1, "winner", "P2"));
    json_object_set_new(at(obs, "state"), "result", json_pack("{s:s}", "winner", "P2"));
    inv_report r;
    const char *got = judge(setup, obs, &r);
    if (got)
        fail_msg("%s broken: %s", got, r.message);
    inv_report_free(&r);
    json_decref(setup);
    json_decref(obs);
}

/* --- the view ---------------------------------------------------------------------------------- */

static const char *viewer;       /* the `sees` list a mutation edits */
static const char *card;         /* the card it adds or removes */

static void sees_also(json_t *s, json_t *o)
{
    (void)s;
    char path[64];
    snprintf(path, sizeof path, "state.view.%s.sees", viewer);
    json_array_insert_new(at(o, path), 0, json_string(card));
}

static void sees_not(json_t *s, json_t *o)
{
    (void)s;
    char path[64];
    snprintf(path, sizeof path, "state.view.%s.sees", viewer);
    json_t *a = at(o, path);
    for (size_t i = 0; i < json_array_size(a); i++)
        if (strcmp(json_string_value(json_array_get(a, i)), card) == 0) {
            json_array_remove(a, i);
            return;
        }
    fail_msg("%s does not list %s", viewer, card);
}

static void miscount(json_t *s, json_t *o)
{
    (void)s;
    json_integer_set(at(o, "state.view.P2.counts.P2.hand"), 2);
}

static void visibility(void **state)
{
    (void)state;
    static const struct { const char *viewer, *card; bool add; const char *clause; } cases[] = {
        {"P1", "E1", true, "3-2-2"},     /* a deck card */
        {"P1", "S1", true, "3-11-2"},    /* its own face-down set card */
        {"P2", "T1", true, "3-11-2"},
        {"P1", "T2", false, "3-11-3"},   /* a face-up set card */
        {"P1", "H1", false, "3-3-2"},    /* its own hand */
        {"P2", "H1", true, "3-3-3"},     /* the other's hand */
        {"P2", "X1", false, "3-4-2"},
        {"P2", "V1", false, "3-5-2"},
        {"P1", "G1", false, "1-2-15-1"}, /* a gut */
        {"P1", "B1", false, "3-6-2"},
        {"P1", "R1", false, "3-7-2"},
        {"P1", "Q1", false, "3-8-2"},
        {"P1", "A1", false, "3-9-2"},
        {"P1", "N1", false, "3-10-2"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        viewer = cases[i].viewer;
        card = cases[i].card;
        expect_broken(cases[i].add ? sees_also : sees_not, cases[i].clause);
    }
    expect_broken(miscount, "3-1-3");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(faithful_passes),
        cmocka_unit_test(conservation_and_players),
        cmocka_unit_test(defeat_and_appearance),
        cmocka_unit_test(visibility),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
