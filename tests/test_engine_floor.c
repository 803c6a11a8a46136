/* test_engine_floor.c — the bushiroad-floor reference engine through eng_execute(): small cases
 * built here, each expectation worked out by hand from the rules text (応用フロアルール 1.2.6,
 * chapter 2 and appendix B) and docs/engines/bushiroad-floor.md; the exact rational arithmetic;
 * the clause trace; strict case errors; every RULE() id against the clause index. */
#include "testutil.h"
#include "engine/bushiroad_floor/rational.h"
#include "engine/engine.h"
#include "oracle/index/doc.h"
#include "oracle/index/manifest.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "floor_testutil.h"

/* --- helpers (ft_json, ft_run, ft_event … in floor_testutil.h) ------------------------------ */



static void expect_json(const json_t *got, const char *want_text)
{
    json_t *want = ft_json(want_text);
    if (!json_equal((json_t *)got, want)) {
        char *g = got ? json_dumps(got, JSON_PRESERVE_ORDER) : strdup("(null)");
        char *w = json_dumps(want, JSON_PRESERVE_ORDER);
        fail_msg("expected %s\n     got %s", w, g);
    }
    json_decref(want);
}

static void expect_ok(const json_t *obs)
{
    const char *err = json_string_value(json_object_get(obs, "error"));
    if (err)
        fail_msg("unexpected error: %s", err);
    assert_null(json_object_get(obs, "pending"));
}

/* The k-th event (0-based) of a type. */


/* The rows of the k-th standings reduced to "fighter:rank" strings, in order. */
static void expect_order(const json_t *obs, size_t k, const char *want)
{
    char got[512] = "";
    size_t i;
    json_t *row;
    json_array_foreach(json_object_get(ft_event(obs, "standings", k), "rows"), i, row) {
        char one[64];
        snprintf(one, sizeof one, "%s%s:%lld", i ? " " : "",
                 json_string_value(json_object_get(row, "fighter")),
                 (long long)json_integer_value(json_object_get(row, "rank")));
        strcat(got, one);
    }
    assert_string_equal(got, want);
}

/* Field `key` of the row of `fighter` in the k-th standings. */
static const char *row_field(const json_t *obs, size_t k, const char *fighter, const char *key)
{
    size_t i;
    json_t *row;
    json_array_foreach(json_object_get(ft_event(obs, "standings", k), "rows"), i, row)
        if (strcmp(json_string_value(json_object_get(row, "fighter")), fighter) == 0)
            return json_string_value(json_object_get(row, key));
    fail_msg("no row for %s", fighter);
    return NULL;
}


/* The extension's per-fighter state fields (docs/engines/bushiroad-floor.md, "New fields of the
 * state") as they are for a fighter without penalties, challenges limit or team. */
#define EXT_DEFAULTS \
    "'cautions':0,'warnings':0,'penalties':[],'pending_match_losses':0,'disqualified':false," \
    "'absent':false,'challenges_left':null,'team':null"

/* --- shared schedules --------------------------------------------------------------------- */

/* SC03: six fighters, three rounds. R1 A>B C>D E>F; R2 A>C B>E D>F; R3 E>A B>D C>F. */
#define SC03_SCRIPT \
    "[{'do':'pair','round':1,'tables':[['A','B'],['C','D'],['E','F']]}," \
    "{'do':'result','round':1,'table':['A','B'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['C','D'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['E','F'],'outcome':'win'}," \
    "{'do':'pair','round':2,'tables':[['A','C'],['B','E'],['D','F']]}," \
    "{'do':'result','round':2,'table':['A','C'],'outcome':'win'}," \
    "{'do':'result','round':2,'table':['B','E'],'outcome':'win'}," \
    "{'do':'result','round':2,'table':['D','F'],'outcome':'win'}," \
    "{'do':'pair','round':3,'tables':[['A','E'],['B','D'],['C','F']]}," \
    "{'do':'result','round':3,'table':['E','A'],'outcome':'win'}," \
    "{'do':'result','round':3,'table':['B','D'],'outcome':'win'}," \
    "{'do':'result','round':3,'table':['C','F'],'outcome':'win'}," \
    "{'do':'standings'}"

/* SC06: five fighters, three rounds, one bye a round. R1 P>Q R>S, T bye; R2 P>R T>Q, S bye;
 * R3 P>T Q>S, R bye. Points P 3, T 2, R 2, Q 1, S 1. */
#define SC06_SCRIPT \
    "[{'do':'pair','round':1,'tables':[['P','Q'],['R','S']],'bye':['T']}," \
    "{'do':'result','round':1,'table':['P','Q'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['R','S'],'outcome':'win'}," \
    "{'do':'pair','round':2,'tables':[['P','R'],['T','Q']],'bye':['S']}," \
    "{'do':'result','round':2,'table':['P','R'],'outcome':'win'}," \
    "{'do':'result','round':2,'table':['T','Q'],'outcome':'win'}," \
    "{'do':'pair','round':3,'tables':[['P','T'],['Q','S']],'bye':['R']}," \
    "{'do':'result','round':3,'table':['P','T'],'outcome':'win'}," \
    "{'do':'result','round':3,'table':['Q','S'],'outcome':'win'}," \
    "{'do':'standings'}"

/* Four fighters, three rounds: R1 A>B C>D; R2 A>C B>D; R3 A>D B>C. Points A 3, B 2, C 1, D 0. */
#define LADDER_SCRIPT \
    "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]}," \
    "{'do':'result','round':1,'table':['A','B'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['C','D'],'outcome':'win'}," \
    "{'do':'pair','round':2,'tables':[['A','C'],['B','D']]}," \
    "{'do':'result','round':2,'table':['A','C'],'outcome':'win'}," \
    "{'do':'result','round':2,'table':['B','D'],'outcome':'win'}," \
    "{'do':'pair','round':3,'tables':[['A','D'],['B','C']]}," \
    "{'do':'result','round':3,'table':['A','D'],'outcome':'win'}," \
    "{'do':'result','round':3,'table':['B','C'],'outcome':'win'}," \
    "{'do':'standings'}]"

/* SC11: double elimination, eight fighters (R1 A>B C>D E>F G>H; R2 A>C E>G B>D F>H). */
#define SC11_FIRST_TWO_ROUNDS(EG) \
    "[{'do':'pair','round':1,'tables':[['A','B'],['C','D'],['E','F'],['G','H']]}," \
    "{'do':'result','round':1,'table':['A','B'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['C','D'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['E','F'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['G','H'],'outcome':'win'}," \
    "{'do':'pair','round':2,'tables':[['A','C'],['E','G'],['B','D'],['F','H']]}," \
    "{'do':'result','round':2,'table':['A','C'],'outcome':'win'}," \
    "{'do':'result','round':2,'table':['E','G'],'outcome':'" EG "'}," \
    "{'do':'result','round':2,'table':['B','D'],'outcome':'win'}," \
    "{'do':'result','round':2,'table':['F','H'],'outcome':'win'},"

/* --- exact arithmetic --------------------------------------------------------------------- */

static void rational_truncation_and_half_up(void **state)
{
    (void)state;
    bool ovf = false;
    /* 小数第3位を切り捨て: 2/3 -> 0.66, 0.58 stays 0.58 (a float gives 57.999...) */
    assert_int_equal(bf_rat_trunc2(bf_rat_make(2, 3, &ovf), &ovf), 66);
    assert_int_equal(bf_rat_trunc2(bf_rat_make(58, 100, &ovf), &ovf), 58);
    assert_int_equal(bf_rat_trunc2(bf_rat_make(7, 9, &ovf), &ovf), 77);
    assert_int_equal(bf_rat_trunc2(bf_rat_make(5, 12, &ovf), &ovf), 41);
    /* 小数第4位を四捨五入: 2/3 -> 0.667, 0.6665 -> 0.667, 0.4775 -> 0.478, 0.6115 -> 0.612 */
    assert_int_equal(bf_rat_halfup3(bf_rat_make(2, 3, &ovf), &ovf), 667);
    assert_int_equal(bf_rat_halfup3(bf_rat_make(6665, 10000, &ovf), &ovf), 667);
    assert_int_equal(bf_rat_halfup3(bf_rat_make(4775, 10000, &ovf), &ovf), 478);
    assert_int_equal(bf_rat_halfup3(bf_rat_make(6115, 10000, &ovf), &ovf), 612);
    assert_int_equal(bf_rat_halfup3(bf_rat_make(66649, 100000, &ovf), &ovf), 666);
    assert_int_equal(bf_rat_halfup3(bf_rat_make(5, 12, &ovf), &ovf), 417);
    assert_int_equal(bf_rat_halfup3(bf_rat_make(7, 9, &ovf), &ovf), 778);
    assert_false(ovf);
}

static void rational_forms_and_order(void **state)
{
    (void)state;
    bool ovf = false;
    char buf[64];
    bf_rat_format(bf_rat_make(66, 100, &ovf), buf, sizeof buf);
    assert_string_equal(buf, "33/50");
    bf_rat_format(bf_rat_make(4, 2, &ovf), buf, sizeof buf);
    assert_string_equal(buf, "2");
    bf_rat_format(bf_rat_int(0), buf, sizeof buf);
    assert_string_equal(buf, "0");
    bf_dec_format(66, 2, buf, sizeof buf);
    assert_string_equal(buf, "0.66");
    bf_dec_format(5, 2, buf, sizeof buf);
    assert_string_equal(buf, "0.05");
    bf_dec_format(330, 3, buf, sizeof buf);
    assert_string_equal(buf, "0.330");
    bf_dec_format(2000, 3, buf, sizeof buf);
    assert_string_equal(buf, "2.000");
    /* (0.33 + 1.00) / 2 = 0.665 is above (0.33 + 0.66 + 1.00) / 3 = 0.66333... */
    bf_rat a = bf_rat_div_int(bf_rat_add(bf_rat_make(33, 100, &ovf), bf_rat_int(1), &ovf), 2, &ovf);
    bf_rat b = bf_rat_make(199, 300, &ovf);
    assert_int_equal(bf_rat_cmp(a, b), 1);
    assert_int_equal(bf_rat_cmp(b, a), -1);
    assert_int_equal(bf_rat_cmp(bf_rat_make(133, 200, &ovf), a), 0);
    assert_false(ovf);
    bf_rat big = bf_rat_make(INT64_MAX - 1, 1, &ovf);
    (void)bf_rat_add(big, big, &ovf);
    assert_true(ovf);
}

/* --- match-win rates ---------------------------------------------------------------------- */

static void match_win_rate_table_floor_and_bushinavi(void **state)
{
    (void)state;
    /* MW = points ÷ (3 rounds × 1): A 3/3, B 2/3, C 1/3, D 0/3. FR truncates with a floor of
     * 0.33; Bushinavi rounds half-up with a floor of 0.330. */
    json_t *fr = ft_run("{'format':'swiss','rounds':3,'fighters':['A','B','C','D']}", LADDER_SCRIPT);
    expect_ok(fr);
    expect_order(fr, 0, "A:1 B:2 C:3 D:4");
    assert_string_equal(row_field(fr, 0, "A", "mw"), "1.00");
    assert_string_equal(row_field(fr, 0, "B", "mw"), "0.66");
    assert_string_equal(row_field(fr, 0, "C", "mw"), "0.33");
    assert_string_equal(row_field(fr, 0, "D", "mw"), "0.33");
    /* OMW: A (B .66 + C .33 + D .33)/3 = .44; B (A 1 + D .33 + C .33)/3 = 1.66/3;
     * C (D .33 + A 1 + B .66)/3 = 1.99/3; D likewise */
    assert_string_equal(row_field(fr, 0, "A", "omw"), "11/25");
    assert_string_equal(row_field(fr, 0, "B", "omw"), "83/150");
    assert_string_equal(row_field(fr, 0, "C", "omw"), "199/300");
    assert_string_equal(row_field(fr, 0, "D", "omw"), "199/300");
    json_decref(fr);

    json_t *bn = ft_run("{'format':'swiss','rounds':3,'standings':'bushinavi',"
                     "'fighters':['A','B','C','D']}", LADDER_SCRIPT);
    expect_ok(bn);
    assert_string_equal(row_field(bn, 0, "A", "mw"), "1.000");
    assert_string_equal(row_field(bn, 0, "B", "mw"), "0.667");
    assert_string_equal(row_field(bn, 0, "C", "mw"), "0.333");
    assert_string_equal(row_field(bn, 0, "D", "mw"), "0.330");
    /* Oppt% C = (D .330 + A 1.000 + B .667)/3 = .66567 -> .666; D = (.333 + .667 + 1)/3 -> .667 */
    assert_string_equal(row_field(bn, 0, "C", "oppt"), "0.666");
    assert_string_equal(row_field(bn, 0, "D", "oppt"), "0.667");
    /* Oppt% A = (.667 + .333 + .330)/3 = .44333 -> .443; Oppt2% A = (B .554 + C .666 + D .667)/3 */
    assert_string_equal(row_field(bn, 0, "A", "oppt"), "0.443");
    assert_string_equal(row_field(bn, 0, "B", "oppt"), "0.554");
    assert_string_equal(row_field(bn, 0, "A", "oppt2"), "0.629");
    json_decref(bn);
}

static void dream_order_scoring(void **state)
{
    (void)state;
    /* FR.3.2.1~p3: 3/1/0. A W W D = 7 -> 7/9: FR 0.77, BN 0.778; B L D W = 4 -> 0.44 / 0.444. */
    const char *script =
        "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"
        "{'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
        "{'do':'result','round':1,'table':['C','D'],'outcome':'win'},"
        "{'do':'pair','round':2,'tables':[['A','C'],['B','D']]},"
        "{'do':'result','round':2,'table':['A','C'],'outcome':'win'},"
        "{'do':'result','round':2,'table':['B','D'],'outcome':'draw'},"
        "{'do':'pair','round':3,'tables':[['A','D'],['B','C']]},"
        "{'do':'result','round':3,'table':['A','D'],'outcome':'time-up'},"
        "{'do':'result','round':3,'table':['B','C'],'outcome':'win'},"
        "{'do':'standings'}]";
    json_t *fr = ft_run("{'format':'swiss','rounds':3,'scoring':{'win':3,'draw':1,'loss':0},"
                     "'fighters':['A','B','C','D']}", script);
    expect_ok(fr);
    assert_string_equal(row_field(fr, 0, "A", "mw"), "0.77");
    assert_string_equal(row_field(fr, 0, "B", "mw"), "0.44");
    expect_json(json_object_get(json_object_get(json_object_get(fr, "state"), "fighters"), "A"),
                "{'points':7,'wins':2,'losses':0,'draws':1,'byes':0,'dropped':false,"
                "'eliminated':false,'opponents':['B','C','D'],"
                EXT_DEFAULTS "}");
    assert_true(ft_traced(fr, "FR.3.2.1~p3"));
    assert_false(ft_traced(fr, "FR.3.2.1~p2"));
    assert_true(ft_traced(fr, "FR.3.2.1~p4"));  /* the time-up draw */
    json_decref(fr);
    json_t *bn = ft_run("{'format':'swiss','rounds':3,'scoring':{'win':3,'draw':1,'loss':0},"
                     "'standings':'bushinavi','fighters':['A','B','C','D']}", script);
    expect_ok(bn);
    assert_string_equal(row_field(bn, 0, "A", "mw"), "0.778");
    assert_string_equal(row_field(bn, 0, "B", "mw"), "0.444");
    json_decref(bn);
}

/* --- Swiss standings ---------------------------------------------------------------------- */

static void sc03_floor_standings_head_to_head(void **state)
{
    (void)state;
    json_t *o = ft_run("{'format':'swiss','rounds':3,'fighters':['A','B','C','D','E','F']}",
                    SC03_SCRIPT "]");
    expect_ok(o);
    /* points A B C E 2, D 1, F 0; OMW A .66, B = E .55 (B beat E), C .44 */
    expect_order(o, 0, "A:1 B:2 E:3 C:4 D:5 F:6");
    expect_json(json_object_get(ft_event(o, "standings", 0), "rows"),
                "[{'rank':1,'fighter':'A','points':2,'mw':'0.66','omw':'33/50'},"
                " {'rank':2,'fighter':'B','points':2,'mw':'0.66','omw':'11/20'},"
                " {'rank':3,'fighter':'E','points':2,'mw':'0.66','omw':'11/20'},"
                " {'rank':4,'fighter':'C','points':2,'mw':'0.66','omw':'11/25'},"
                " {'rank':5,'fighter':'D','points':1,'mw':'0.33','omw':'11/20'},"
                " {'rank':6,'fighter':'F','points':0,'mw':'0.33','omw':'11/20'}]");
    assert_true(ft_traced(o, "FR.3.2.1.2#1"));
    assert_true(ft_traced(o, "FR.3.2.1.2#2"));
    assert_false(ft_traced(o, "FR.3.2.1.2#3"));  /* head-to-head settled it */
    expect_json(json_object_get(ft_event(o, "round-complete", 2), "finished"), "true");
    json_decref(o);
}

static void sc04_bushinavi_needs_no_head_to_head(void **state)
{
    (void)state;
    json_t *o = ft_run("{'format':'swiss','rounds':3,'standings':'bushinavi',"
                    "'fighters':['A','B','C','D','E','F']}", SC03_SCRIPT "]");
    expect_ok(o);
    /* Oppt% B (.667+.667+.333)/3 = .55567 -> .556; E (.330+.667+.667)/3 = .55467 -> .555 */
    expect_order(o, 0, "A:1 B:2 E:3 C:4 D:5 F:6");
    assert_string_equal(row_field(o, 0, "B", "oppt"), "0.556");
    assert_string_equal(row_field(o, 0, "E", "oppt"), "0.555");
    assert_string_equal(row_field(o, 0, "C", "oppt"), "0.443");
    assert_string_equal(row_field(o, 0, "F", "mw"), "0.330");
    /* Oppt2% A = (B .556 + C .443 + E .555)/3 = .518 */
    assert_string_equal(row_field(o, 0, "A", "oppt2"), "0.518");
    assert_false(ft_traced(o, "FR.3.2.1.2#2"));
    assert_false(ft_traced(o, "FR.3.2.1.2#3"));
    assert_false(ft_traced(o, "AB.1.1#3"));
    assert_true(ft_traced(o, "AB.1.1#1"));
    json_decref(o);
}

static void sc06_byes_and_half_up(void **state)
{
    (void)state;
    json_t *bn = ft_run("{'format':'swiss','rounds':3,'standings':'bushinavi',"
                     "'fighters':['P','Q','R','S','T']}", SC06_SCRIPT "]");
    expect_ok(bn);
    /* Oppt% T = (Q .333 + P 1.000)/2 = .6665 -> .667 (a float gives .666); byes left out */
    assert_string_equal(row_field(bn, 0, "T", "oppt"), "0.667");
    assert_string_equal(row_field(bn, 0, "R", "oppt"), "0.667");
    /* Oppt2% T = (Q .667 + P .556)/2 = .6115 -> .612; R = (S .500 + P .556)/2 = .528 */
    assert_string_equal(row_field(bn, 0, "T", "oppt2"), "0.612");
    assert_string_equal(row_field(bn, 0, "R", "oppt2"), "0.528");
    expect_order(bn, 0, "P:1 T:2 R:3 Q:4 S:5");
    json_decref(bn);

    json_t *fr = ft_run("{'format':'swiss','rounds':3,'fighters':['P','Q','R','S','T']}",
                     SC06_SCRIPT ",{'random':['T','R'],'for':'tiebreak'}]");
    expect_ok(fr);
    /* T (Q .33 + P 1.00)/2 = .665 = R; never met: the random order decides */
    assert_string_equal(row_field(fr, 0, "T", "omw"), "133/200");
    assert_string_equal(row_field(fr, 0, "R", "omw"), "133/200");
    assert_string_equal(row_field(fr, 0, "Q", "omw"), "199/300");
    assert_string_equal(row_field(fr, 0, "S", "omw"), "99/200");
    expect_order(fr, 0, "P:1 T:2 R:3 Q:4 S:5");
    assert_true(ft_traced(fr, "FR.3.2.1.2#3"));
    /* a bye is a win by default worth the win points, opponents leave it out */
    expect_json(json_object_get(json_object_get(json_object_get(fr, "state"), "fighters"), "T"),
                "{'points':2,'wins':2,'losses':1,'draws':0,'byes':1,'dropped':false,"
                "'eliminated':false,'opponents':['Q','P'],"
                EXT_DEFAULTS "}");
    json_decref(fr);
}

/* R1 A>B C>D; B drops; R2 A>C with D's bye. Rounds with a result: A 2, B 1, C 2, D 2. */
#define DROPPED_OPPONENT_SCRIPT \
    "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]}," \
    "{'do':'result','round':1,'table':['A','B'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['C','D'],'outcome':'win'}," \
    "{'do':'drop','fighter':'B'}," \
    "{'do':'pair','round':2,'tables':[['A','C']],'bye':['D']}," \
    "{'do':'result','round':2,'table':['A','C'],'outcome':'win'}," \
    "{'do':'standings'}]"

static void bushinavi_denominator_readings(void **state)
{
    (void)state;
    /* opponent-rounds (default): MW(B) = 0/1 -> .330, MW(C) = 1/2; Oppt% A = (.330 + .500)/2
     * = .415; B = MW(A) = 2/2; Oppt2% A = (B 1.000 + C .750)/2 = .875 */
    json_t *o = ft_run("{'format':'swiss','rounds':2,'standings':'bushinavi',"
                    "'fighters':['A','B','C','D']}", DROPPED_OPPONENT_SCRIPT);
    expect_ok(o);
    expect_order(o, 0, "A:1 C:2 D:3 B:4");
    assert_string_equal(row_field(o, 0, "A", "oppt"), "0.415");
    assert_string_equal(row_field(o, 0, "B", "oppt"), "1.000");
    assert_string_equal(row_field(o, 0, "C", "oppt"), "0.750");
    assert_string_equal(row_field(o, 0, "A", "oppt2"), "0.875");
    json_decref(o);
    /* self-rounds (the literal 「自分ファイターが対戦した回戦数」): B played one round, so
     * MW(A) in B's average is 2/1 = 2.000 */
    o = ft_run("{'format':'swiss','rounds':2,'standings':'bushinavi',"
            "'params':{'bn_denominator':'self-rounds'},'fighters':['A','B','C','D']}",
            DROPPED_OPPONENT_SCRIPT);
    expect_ok(o);
    assert_string_equal(row_field(o, 0, "B", "oppt"), "2.000");
    assert_string_equal(row_field(o, 0, "A", "oppt2"), "1.375");
    json_decref(o);
    /* tournament-rounds: every rate over the event's 2 rounds */
    o = ft_run("{'format':'swiss','rounds':2,'standings':'bushinavi',"
            "'params':{'bn_denominator':'tournament-rounds'},'fighters':['A','B','C','D']}",
            DROPPED_OPPONENT_SCRIPT);
    expect_ok(o);
    assert_string_equal(row_field(o, 0, "B", "oppt"), "1.000");
    assert_string_equal(row_field(o, 0, "A", "oppt"), "0.415");
    json_decref(o);
}

static void unscripted_tiebreak_leaves_pending(void **state)
{
    (void)state;
    json_t *o = ft_run("{'format':'swiss','rounds':3,'fighters':['P','Q','R','S','T']}",
                    SC06_SCRIPT "]");
    assert_null(json_object_get(o, "error"));
    expect_json(json_object_get(o, "pending"),
                "{'step':10,'kind':'random','for':'tiebreak','options':['R','T']}");
    expect_json(json_object_get(o, "consumed"), "10");
    assert_int_equal(ft_count_events(o, "standings"), 0);
    json_decref(o);
}

static void unused_scripted_entry_leaves_consumed_short(void **state)
{
    (void)state;
    json_t *o = ft_run("{'format':'swiss','rounds':1,'fighters':['A','B']}",
                    "[{'do':'pair','round':1,'tables':[['A','B']]},"
                    " {'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
                    " {'random':['B','A'],'for':'tiebreak'},"
                    " {'do':'standings'}]");
    assert_null(json_object_get(o, "error"));
    assert_null(json_object_get(o, "pending"));
    expect_json(json_object_get(o, "consumed"), "2");
    assert_int_equal(ft_count_events(o, "standings"), 0);
    json_decref(o);
}

static void trace_holds_exactly_the_clauses_applied(void **state)
{
    (void)state;
    /* posting pairings (FR.3.2.1~p1), points (~p2), standings by points (FR.3.2.1.2~p1) with
     * the opponents' average (#1); no tie, so no head-to-head and no random */
    json_t *o = ft_run("{'format':'swiss','rounds':3,'fighters':['A','B','C','D']}", LADDER_SCRIPT);
    expect_ok(o);
    expect_json(json_object_get(o, "trace"),
                "['FR.3.2.1.2#1','FR.3.2.1.2~p1','FR.3.2.1~p1','FR.3.2.1~p2']");
    json_decref(o);
    o = ft_run("{'format':'swiss','rounds':1,'fighters':['A','B']}",
            "[{'do':'recommend-rounds','fighters':20,'top_cut':false}]");
    expect_ok(o);
    expect_json(json_object_get(o, "trace"),
                "['FR.3.2.1.1~p1','FR.3.2.1.1~t1','FR.3.2.1.1~t1.2']");
    json_decref(o);
}

/* --- pairing ------------------------------------------------------------------------------ */

static void rematch_and_byes_rejected(void **state)
{
    (void)state;
    json_t *o = ft_run("{'format':'swiss','rounds':3,'fighters':['A','B','C','D']}",
                    "[{'do':'pair','round':1,'tables':[['A','B']],'bye':['C','D']},"
                    " {'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"
                    " {'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
                    " {'do':'result','round':1,'table':['D','C'],'outcome':'win-by-default'},"
                    " {'do':'pair','round':2,'tables':[['B','A'],['C','D']]},"
                    " {'do':'drop','fighter':'D'},"
                    " {'do':'pair','round':2,'tables':[['A','C'],['B','D']]},"
                    " {'do':'pair','round':2,'tables':[['A','C']],'bye':['B']}]");
    expect_ok(o);
    json_t *rej = json_object_get(o, "rejections");
    assert_int_equal(json_array_size(rej), 3);
    expect_json(json_object_get(json_array_get(rej, 0), "rule"), "'FR.3.2.1~p1'");
    expect_json(json_object_get(json_array_get(rej, 0), "step"), "0");
    expect_json(json_object_get(json_array_get(rej, 1), "rule"), "'FR.3.2.1~p1'");
    expect_json(json_object_get(json_array_get(rej, 1), "step"), "4");
    assert_non_null(strstr(json_string_value(json_object_get(json_array_get(rej, 1), "reason")),
                           "already met"));
    expect_json(json_object_get(json_array_get(rej, 2), "rule"), "'FR.4.5~p1'");
    expect_json(json_object_get(json_array_get(rej, 2), "step"), "6");
    expect_json(json_object_get(json_object_get(o, "state"), "round"), "2");
    /* D won by default: a win everywhere, left out of the opponents' averages */
    expect_json(json_object_get(ft_event(o, "result", 1), "winners"), "['D']");
    json_decref(o);
}

static void engine_pairs_by_points_and_gives_the_bye_to_the_lowest(void **state)
{
    (void)state;
    /* R1: seats E D C B A -> E-D, C-B, A bye. After E>D, C>B: A 1 (bye), C 1, E 1, B 0, D 0.
     * R2 seating A B C D E sorted by points: A C E B D; bye to the last without one: D;
     * then A-C, E-B. */
    json_t *o = ft_run("{'format':'swiss','rounds':3,'fighters':['A','B','C','D','E']}",
                    "[{'do':'pair','round':1},{'random':['E','D','C','B','A'],'for':'seating'},"
                    " {'do':'result','round':1,'table':['E','D'],'outcome':'win'},"
                    " {'do':'result','round':1,'table':['C','B'],'outcome':'win'},"
                    " {'do':'pair','round':2},{'random':['A','B','C','D','E'],'for':'seating'}]");
    expect_ok(o);
    expect_json(ft_event(o, "pairing", 0),
                "{'type':'pairing','step':0,'round':1,'tables':[['E','D'],['C','B']],'bye':['A']}");
    expect_json(ft_event(o, "pairing", 1),
                "{'type':'pairing','step':4,'round':2,'tables':[['A','C'],['E','B']],'bye':['D']}");
    expect_json(json_object_get(o, "consumed"), "6");
    json_decref(o);
}

/* Everyone draws (0 points), so the pairing order is the seating. After R1 A-B C-D E-F,
 * R2 A-E B-D C-F, R3 A-D B-F C-E, seating F C E D B A: F takes D (its first unmet); C's first
 * unmet B leaves E-A, who met: back to C-A, then E-B. */
static void engine_pairing_backtracks_to_avoid_rematches(void **state)
{
    (void)state;
    const char *draws =
        "[{'do':'pair','round':1,'tables':[['A','B'],['C','D'],['E','F']]},"
        "{'do':'result','round':1,'table':['A','B'],'outcome':'draw'},"
        "{'do':'result','round':1,'table':['C','D'],'outcome':'draw'},"
        "{'do':'result','round':1,'table':['E','F'],'outcome':'draw'},"
        "{'do':'pair','round':2,'tables':[['A','E'],['B','D'],['C','F']]},"
        "{'do':'result','round':2,'table':['A','E'],'outcome':'draw'},"
        "{'do':'result','round':2,'table':['B','D'],'outcome':'draw'},"
        "{'do':'result','round':2,'table':['C','F'],'outcome':'draw'},"
        "{'do':'pair','round':3,'tables':[['A','D'],['B','F'],['C','E']]},"
        "{'do':'result','round':3,'table':['A','D'],'outcome':'draw'},"
        "{'do':'result','round':3,'table':['B','F'],'outcome':'draw'},"
        "{'do':'result','round':3,'table':['C','E'],'outcome':'draw'},"
        "{'do':'pair','round':4},{'random':['F','C','E','D','B','A'],'for':'seating'}]";
    json_t *o = ft_run("{'format':'swiss','rounds':5,'fighters':['A','B','C','D','E','F']}", draws);
    expect_ok(o);
    expect_json(json_object_get(ft_event(o, "pairing", 3), "tables"),
                "[['F','D'],['C','A'],['E','B']]");
    json_decref(o);
}

static void engine_pairing_without_a_rematch_free_solution_pairs_in_order(void **state)
{
    (void)state;
    /* A, B, C have each met D, E and F: no rematch-free pairing of six exists */
    const char *script =
        "[{'do':'pair','round':1,'tables':[['C','D'],['A','E'],['B','F']]},"
        "{'do':'result','round':1,'table':['C','D'],'outcome':'draw'},"
        "{'do':'result','round':1,'table':['A','E'],'outcome':'draw'},"
        "{'do':'result','round':1,'table':['B','F'],'outcome':'draw'},"
        "{'do':'pair','round':2,'tables':[['C','E'],['A','F'],['B','D']]},"
        "{'do':'result','round':2,'table':['C','E'],'outcome':'draw'},"
        "{'do':'result','round':2,'table':['A','F'],'outcome':'draw'},"
        "{'do':'result','round':2,'table':['B','D'],'outcome':'draw'},"
        "{'do':'pair','round':3,'tables':[['C','F'],['A','D'],['B','E']]},"
        "{'do':'result','round':3,'table':['C','F'],'outcome':'draw'},"
        "{'do':'result','round':3,'table':['A','D'],'outcome':'draw'},"
        "{'do':'result','round':3,'table':['B','E'],'outcome':'draw'},"
        "{'query':'legal','round':4},"
        "{'do':'pair','round':4},{'random':['A','B','C','D','E','F'],'for':'seating'}]";
    json_t *o = ft_run("{'format':'swiss','rounds':4,'fighters':['A','B','C','D','E','F']}", script);
    expect_ok(o);
    /* BF-NO-REMATCH: no rematch-free pairing, so every pairing is legal, a rematch or byes
     * instead (an even number of them): the 76 matchings of six fighters, none left out */
    const json_t *actions = json_object_get(json_array_get(json_object_get(o, "legal"), 0), "actions");
    assert_int_equal(json_array_size(actions), 76);
    json_t *automatic = ft_json("{'tables':[['A','B'],['C','D'],['E','F']],'bye':[]}");
    int listed = 0;
    size_t i;
    const json_t *a;
    json_array_foreach(actions, i, a)
        listed |= json_equal(a, automatic);
    assert_true(listed);
    json_decref(automatic);
    expect_json(json_object_get(ft_event(o, "pairing", 3), "tables"),
                "[['A','B'],['C','D'],['E','F']]");
    json_decref(o);
}

static void legal_pairings_of_the_next_round(void **state)
{
    (void)state;
    /* after A-B and C-D met, round 2 of four: A-C/B-D and A-D/B-C; after D drops, three
     * fighters: a bye and a table that is not A-B */
    json_t *o = ft_run("{'format':'swiss','rounds':3,'fighters':['A','B','C','D']}",
                    "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"
                    " {'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
                    " {'do':'result','round':1,'table':['C','D'],'outcome':'win'},"
                    " {'query':'legal','round':2},"
                    " {'do':'drop','fighter':'D'},"
                    " {'query':'legal','round':2}]");
    expect_ok(o);
    expect_json(json_object_get(o, "legal"),
                "[{'step':3,'actions':[{'tables':[['A','C'],['B','D']],'bye':[]},"
                "                      {'tables':[['A','D'],['B','C']],'bye':[]}]},"
                " {'step':5,'actions':[{'tables':[['B','C']],'bye':['A']},"
                "                      {'tables':[['A','C']],'bye':['B']}]}]");
    json_decref(o);
}

static void late_drop_loses_by_default(void **state)
{
    (void)state;
    /* FR.4.5~p2: after the pairing was posted, A drops: A loses, B wins, both by default */
    json_t *o = ft_run("{'format':'swiss','rounds':2,'fighters':['A','B','C','D']}",
                    "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"
                    " {'do':'drop','fighter':'A'},"
                    " {'do':'result','round':1,'table':['C','D'],'outcome':'win'},"
                    " {'do':'standings'}]");
    expect_ok(o);
    expect_json(ft_event(o, "result", 0),
                "{'type':'result','step':1,'round':1,'table':['B','A'],'winners':['B'],"
                "'losers':['A'],'drawn':[]}");
    expect_json(json_object_get(ft_event(o, "round-complete", 0), "remaining"), "['B','C','D']");
    /* B's only match was by default: no opponents in its average */
    assert_string_equal(row_field(o, 0, "B", "omw"), "0");
    assert_true(ft_traced(o, "FR.4.5~p2"));
    json_decref(o);
}

/* --- double elimination ------------------------------------------------------------------- */

static void sc11_double_elimination(void **state)
{
    (void)state;
    json_t *o = ft_run("{'format':'double-elimination','fighters':['A','B','C','D','E','F','G','H']}",
                    SC11_FIRST_TWO_ROUNDS("win")
                    "{'do':'pair','round':3,'tables':[['A','E'],['C','B'],['F','G']]},"
                    "{'do':'result','round':3,'table':['A','E'],'outcome':'win'},"
                    "{'do':'result','round':3,'table':['C','B'],'outcome':'win'},"
                    "{'do':'result','round':3,'table':['F','G'],'outcome':'win'},"
                    "{'do':'standings'},{'random':['H','D'],'for':'tiebreak'}]");
    expect_ok(o);
    expect_json(ft_event(o, "round-complete", 1),
                "{'type':'round-complete','step':9,'round':2,'remaining':['A','B','C','E','F','G'],"
                "'finished':false,'champions':[]}");
    expect_json(json_object_get(ft_event(o, "round-complete", 2), "champions"), "['A']");
    /* effective rounds 3 (D, H: 2); OMW E (F .66 + G .33 + A 1)/3, C (D .33 + A 1 + B .33)/3,
     * F (E .66 + H .33 + G .33)/3 = .44; D and H .495, never met: random */
    expect_order(o, 0, "A:1 E:2 C:3 F:4 B:5 G:6 H:7 D:8");
    assert_string_equal(row_field(o, 0, "E", "omw"), "199/300");
    assert_string_equal(row_field(o, 0, "C", "omw"), "83/150");
    assert_string_equal(row_field(o, 0, "F", "omw"), "11/25");
    assert_string_equal(row_field(o, 0, "D", "omw"), "99/200");
    assert_string_equal(row_field(o, 0, "D", "mw"), "0.33");
    expect_json(json_object_get(json_object_get(json_object_get(o, "state"), "fighters"), "D"),
                "{'points':0,'wins':0,'losses':2,'draws':0,'byes':0,'dropped':false,"
                "'eliminated':true,'opponents':['C','B'],"
                EXT_DEFAULTS "}");
    json_decref(o);
}

static void sc12_time_up_is_a_loss_for_both(void **state)
{
    (void)state;
    /* E-G time-up in round 2: both take a loss, only A is undefeated: finished after 2 */
    json_t *o = ft_run("{'format':'double-elimination','fighters':['A','B','C','D','E','F','G','H']}",
                    SC11_FIRST_TWO_ROUNDS("time-up")
                    "{'do':'standings'},{'random':['B','C'],'for':'tiebreak'},"
                    "{'random':['F','G'],'for':'tiebreak'},{'random':['D','H'],'for':'tiebreak'},"
                    "{'do':'pair','round':3}]");
    expect_json(ft_event(o, "result", 5),
                "{'type':'result','step':7,'round':2,'table':['E','G'],'winners':[],"
                "'losers':['E','G'],'drawn':[]}");
    expect_json(json_object_get(ft_event(o, "round-complete", 1), "finished"), "true");
    expect_json(json_object_get(ft_event(o, "round-complete", 1), "champions"), "['A']");
    /* effective rounds 2; B (A 1.00 + D .33)/2 = .665; E (F .50 + G .50)/2; F (E .50 + H .33)/2 */
    expect_order(o, 0, "A:1 B:2 C:3 E:4 F:5 G:6 D:7 H:8");
    assert_string_equal(row_field(o, 0, "B", "omw"), "133/200");
    assert_string_equal(row_field(o, 0, "E", "omw"), "1/2");
    assert_string_equal(row_field(o, 0, "F", "omw"), "83/200");
    assert_string_equal(row_field(o, 0, "E", "mw"), "0.50");
    assert_true(ft_traced(o, "FR.3.2.2.1~p2"));
    /* the event is over: another round is a case error */
    assert_non_null(strstr(json_string_value(json_object_get(o, "error")), "finished"));
    json_decref(o);
}

static void double_elimination_groups_and_odd_byes(void **state)
{
    (void)state;
    /* after A>B, C>D, E>F: undefeated A C E, one loss B D F. Seating F E D C B A: undefeated
     * E C A -> A's bye, E-C; one loss F D B -> B's bye, F-D. */
    json_t *o = ft_run("{'format':'double-elimination','fighters':['A','B','C','D','E','F']}",
                    "[{'do':'pair','round':1},{'random':['A','B','C','D','E','F'],'for':'seating'},"
                    " {'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
                    " {'do':'result','round':1,'table':['C','D'],'outcome':'win'},"
                    " {'do':'result','round':1,'table':['E','F'],'outcome':'win'},"
                    " {'do':'pair','round':2,'tables':[['A','D'],['C','E']],'bye':['B','F']},"
                    " {'do':'pair','round':2,'tables':[['A','B'],['C','E']],'bye':['D','F']},"
                    " {'do':'pair','round':2,'tables':[['A','C'],['E','B']],'bye':['D','F']},"
                    " {'do':'pair','round':2},{'random':['F','E','D','C','B','A'],'for':'seating'}]");
    expect_ok(o);
    expect_json(json_object_get(o, "rejections"),
                "[{'step':5,'rule':'FR.3.2.2.1~p1','reason':'\\'A\\' and \\'D\\' do not have the "
                "same number of losses'},"
                " {'step':6,'rule':'FR.3.2.2.1~p1','reason':'\\'A\\' and \\'B\\' have already met'},"
                " {'step':7,'rule':'FR.3.2.2.1~p1','reason':'\\'E\\' and \\'B\\' do not have the "
                "same number of losses'}]");
    expect_json(ft_event(o, "pairing", 1),
                "{'type':'pairing','step':8,'round':2,'tables':[['E','C'],['F','D']],"
                "'bye':['A','B']}");
    json_decref(o);
}

static void double_elimination_eliminated_fighter_rejected(void **state)
{
    (void)state;
    /* R1 A>B C>D E>F; R2 A>C with E's bye, B-D double loss with F's bye: B and D have two
     * losses and are out (FR.3.2.2.1~p1); A and E undefeated, C and F one loss. */
    json_t *o = ft_run("{'format':'double-elimination','fighters':['A','B','C','D','E','F']}",
                    "[{'do':'pair','round':1,'tables':[['A','B'],['C','D'],['E','F']]},"
                    " {'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
                    " {'do':'result','round':1,'table':['C','D'],'outcome':'win'},"
                    " {'do':'result','round':1,'table':['E','F'],'outcome':'win'},"
                    " {'do':'pair','round':2,'tables':[['A','C'],['B','D']],'bye':['E','F']},"
                    " {'do':'result','round':2,'table':['A','C'],'outcome':'win'},"
                    " {'do':'result','round':2,'table':['B','D'],'outcome':'double-loss'},"
                    " {'do':'pair','round':3,'tables':[['A','E'],['C','B']],'bye':['F']},"
                    " {'query':'legal','round':3}]");
    expect_ok(o);
    expect_json(json_object_get(o, "rejections"),
                "[{'step':7,'rule':'FR.3.2.2.1~p1','reason':'\\'B\\' has two losses'}]");
    expect_json(ft_event(o, "round-complete", 1),
                "{'type':'round-complete','step':6,'round':2,'remaining':['A','C','E','F'],"
                "'finished':false,'champions':[]}");
    /* undefeated A-E, one loss C-F: the only legal pairing */
    expect_json(json_object_get(o, "legal"),
                "[{'step':8,'actions':[{'tables':[['A','E'],['C','F']],'bye':[]}]}]");
    json_decref(o);
}

/* --- single elimination ------------------------------------------------------------------- */

static void single_elimination_specials(void **state)
{
    (void)state;
    /* R1 seats A-B, C-D, E bye; C-D time-up: neither advances (FR.3.2.3~p3). R2: A's neighbour
     * (table 2) is missing: a bye; E (the bye slot) alone: a bye. R3: A-E; simultaneous loss in
     * A's turn: E, the non-turn fighter, wins (FR.3.2.3~p2). */
    json_t *o = ft_run("{'format':'single-elimination','fighters':['A','B','C','D','E']}",
                    "[{'do':'pair','round':1},{'random':['A','B','C','D','E'],'for':'seating'},"
                    " {'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
                    " {'do':'result','round':1,'table':['C','D'],'outcome':'time-up'},"
                    " {'do':'pair','round':2},{'random':['A','E'],'for':'seating'},"
                    " {'do':'pair','round':3},{'random':['E','A'],'for':'seating'},"
                    " {'do':'result','round':3,'table':['A','E'],'outcome':'simultaneous-loss',"
                    "  'turn':'A'}]");
    expect_ok(o);
    expect_json(json_object_get(ft_event(o, "result", 1), "losers"), "['C','D']");
    expect_json(ft_event(o, "pairing", 1),
                "{'type':'pairing','step':4,'round':2,'tables':[],'bye':['A','E']}");
    expect_json(json_object_get(ft_event(o, "pairing", 2), "tables"), "[['A','E']]");
    expect_json(json_object_get(ft_event(o, "result", 2), "winners"), "['E']");
    expect_json(ft_event(o, "round-complete", 2),
                "{'type':'round-complete','step':8,'round':3,'remaining':['E'],'finished':true,"
                "'champions':['E']}");
    assert_true(ft_traced(o, "FR.3.2.3~p2"));
    assert_true(ft_traced(o, "FR.3.2.3~p3"));
    json_decref(o);
}

/* --- recommended rounds ------------------------------------------------------------------- */

static void recommended_rounds_tables(void **state)
{
    (void)state;
    json_t *o = ft_run("{'format':'swiss','rounds':1,'fighters':['A']}",
                    "[{'do':'recommend-rounds','fighters':4,'top_cut':false},"
                    " {'do':'recommend-rounds','fighters':5,'top_cut':false},"
                    " {'do':'recommend-rounds','fighters':9,'top_cut':false},"
                    " {'do':'recommend-rounds','fighters':1024,'top_cut':false},"
                    " {'do':'recommend-rounds','fighters':1025,'top_cut':false},"
                    " {'do':'recommend-rounds','fighters':8,'top_cut':true},"
                    " {'do':'recommend-rounds','fighters':9,'top_cut':true},"
                    " {'do':'recommend-rounds','fighters':300,'top_cut':true},"
                    " {'do':'recommend-rounds','fighters':1,'top_cut':false}]");
    expect_ok(o);
    const char *want[] = {"'round-robin'", "{'min':3,'max':3}", "{'min':4,'max':4}",
                          "{'min':10,'max':10}", "'none'", "'none'", "{'min':3,'max':5}",
                          "{'min':6,'max':8}", "'none'"};
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        expect_json(json_object_get(ft_event(o, "recommended-rounds", i), "recommendation"),
                    want[i]);
    expect_json(ft_event(o, "recommended-rounds", 6),
                "{'type':'recommended-rounds','step':6,'fighters':9,'top_cut':true,"
                "'recommendation':{'min':3,'max':5}}");
    json_decref(o);
}

/* --- top cut ------------------------------------------------------------------------------ */

/* Four fighters, two rounds, Bushinavi without the opponents' rate: A 2, B 1, C 1, D 0. */
#define SHARED_RANK_SCRIPT \
    "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]}," \
    "{'do':'result','round':1,'table':['A','B'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['C','D'],'outcome':'win'}," \
    "{'do':'pair','round':2,'tables':[['A','C'],['B','D']]}," \
    "{'do':'result','round':2,'table':['A','C'],'outcome':'win'}," \
    "{'do':'result','round':2,'table':['B','D'],'outcome':'win'}," \
    "{'do':'standings'}"

static void shared_ranks_and_the_cut_line(void **state)
{
    (void)state;
    json_t *o = ft_run("{'format':'swiss','rounds':2,'standings':'bushinavi','opponent_rate':false,"
                    "'fighters':['A','B','C','D']}",
                    SHARED_RANK_SCRIPT ","
                    "{'do':'top-cut','method':'standings','slots':2},"
                    "{'random':['C','B'],'for':'cut-line'},"
                    "{'do':'top-cut','method':'standings','slots':3},"
                    "{'do':'top-cut','method':'standings','slots':2,'excluded':['A']},"
                    "{'do':'disqualify','fighter':'B'},"
                    "{'do':'top-cut','method':'standings','slots':6}]");
    expect_ok(o);
    /* AB.1.2: equal points share a rank, 1,2,2,4 by default */
    expect_json(json_object_get(ft_event(o, "standings", 0), "rows"),
                "[{'rank':1,'fighter':'A','points':2},{'rank':2,'fighter':'B','points':1},"
                " {'rank':2,'fighter':'C','points':1},{'rank':4,'fighter':'D','points':0}]");
    expect_json(ft_event(o, "top-cut", 0),
                "{'type':'top-cut','step':7,'method':'standings','qualifiers':['A','C'],"
                "'empty':0}");
    expect_json(json_object_get(ft_event(o, "top-cut", 1), "qualifiers"), "['A','B','C']");
    /* A excluded: B and C move up, nobody shares the cut */
    expect_json(json_object_get(ft_event(o, "top-cut", 2), "qualifiers"), "['B','C']");
    expect_json(ft_event(o, "qualifiers", 0), "{'type':'qualifiers','step':11,'qualifiers':['C']}");
    expect_json(json_object_get(ft_event(o, "top-cut", 3), "empty"), "2");
    json_decref(o);

    o = ft_run("{'format':'swiss','rounds':2,'standings':'bushinavi','opponent_rate':false,"
            "'params':{'shared_rank':'dense'},'fighters':['A','B','C','D']}",
            SHARED_RANK_SCRIPT "]");
    expect_ok(o);
    expect_order(o, 0, "A:1 B:2 C:2 D:3");
    json_decref(o);
}

/* Nine fighters, two rounds: U1 U2 undefeated; L1..L5 one loss; X1 X2 two losses. R1 U1>L1,
 * U2>L2, L3>X1, L4>X2, L5 bye; R2 U1>L3, U2>L4, L5-X1 double loss, L1>X2, L2 bye. */
#define TIERS_SETUP \
    "{'format':'swiss','rounds':2,'standings':'bushinavi','opponent_rate':false," \
    "'fighters':['U1','U2','L1','L2','L3','L4','L5','X1','X2']}"
#define TIERS_SCRIPT \
    "[{'do':'pair','round':1,'tables':[['U1','L1'],['U2','L2'],['L3','X1'],['L4','X2']]," \
    "  'bye':['L5']}," \
    "{'do':'result','round':1,'table':['U1','L1'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['U2','L2'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['L3','X1'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['L4','X2'],'outcome':'win'}," \
    "{'do':'pair','round':2,'tables':[['U1','L3'],['U2','L4'],['L5','X1'],['L1','X2']]," \
    "  'bye':['L2']}," \
    "{'do':'result','round':2,'table':['U1','L3'],'outcome':'win'}," \
    "{'do':'result','round':2,'table':['U2','L4'],'outcome':'win'}," \
    "{'do':'result','round':2,'table':['L5','X1'],'outcome':'double-loss'}," \
    "{'do':'result','round':2,'table':['L1','X2'],'outcome':'win'}," \
    "{'do':'standings'},"
#define NATION_DECKS \
    "{'U1':[['Dragon Empire']],'U2':[['Keter Sanctuary']],'L1':[['Dragon Empire']]," \
    "'L2':[['Dark States']],'L3':[['Keter Sanctuary']],'L4':[['Stoicheia']]," \
    "'L5':[['Brandt Gate']]}"

static void nation_selection_tiers(void **state)
{
    (void)state;
    /* selected: Dragon Empire, Keter Sanctuary. Tier 2 (no selected nation): L2 L4 L5; tier 3
     * (one deck): L1 L3. */
    json_t *o = ft_run(TIERS_SETUP, TIERS_SCRIPT
                    "{'do':'top-cut','method':'nation','slots':5,'decks':" NATION_DECKS "},"
                    "{'do':'top-cut','method':'nation','slots':4,'decks':" NATION_DECKS "},"
                    "{'random':['L5','L2','L4'],'for':'cut-line'},"
                    "{'do':'top-cut','method':'nation','slots':8,'decks':" NATION_DECKS "}]");
    expect_ok(o);
    expect_json(json_object_get(ft_event(o, "top-cut", 0), "qualifiers"),
                "['U1','U2','L2','L4','L5']");
    /* tier 2 overflows; L2 L4 L5 share rank 3: the cut-line order decides */
    expect_json(json_object_get(ft_event(o, "top-cut", 1), "qualifiers"), "['U1','U2','L5','L2']");
    /* 2 + 3 + 2 = 7 of 8: one slot stays empty, X1 and X2 never qualify */
    expect_json(ft_event(o, "top-cut", 2),
                "{'type':'top-cut','step':14,'method':'nation',"
                "'qualifiers':['U1','U2','L2','L4','L5','L1','L3'],'empty':1}");
    assert_true(ft_traced(o, "FR.3.2.4.2#3"));
    assert_true(ft_traced(o, "FR.3.2.4.2~p4"));
    assert_false(ft_traced(o, "FR.3.2.4.2#4"));
    json_decref(o);
}

/* Six fighters, two rounds: R1 X>Q Y>V Z>W; R2 X-Y draw, Z>Q, W>V. Undefeated X Y Z (a Swiss
 * draw is not a loss), one loss W, two losses V Q; wins X 1, Y 1, Z 2, W 1, V 0, Q 0. */
#define USAGE_SCRIPT \
    "[{'do':'pair','round':1,'tables':[['X','Q'],['Y','V'],['Z','W']]}," \
    "{'do':'result','round':1,'table':['X','Q'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['Y','V'],'outcome':'win'}," \
    "{'do':'result','round':1,'table':['Z','W'],'outcome':'win'}," \
    "{'do':'pair','round':2,'tables':[['X','Y'],['Z','Q'],['W','V']]}," \
    "{'do':'result','round':2,'table':['X','Y'],'outcome':'draw'}," \
    "{'do':'result','round':2,'table':['Z','Q'],'outcome':'win'}," \
    "{'do':'result','round':2,'table':['W','V'],'outcome':'win'}," \
    "{'do':'standings'},"
#define CH(name, n) "{'card':'" name "','type':'character','count':" #n "}"
#define USAGE_DECKS \
    "{'X':[[" CH("a", 4) "," CH("b", 4) "]],'Y':[[" CH("a", 2) "," CH("c", 4) "]]," \
    "'Z':[[" CH("a", 4) "," CH("b", 2) "," CH("d", 1) "]],'W':[[" CH("c", 4) "," CH("e", 4) "]]," \
    "'V':[[" CH("e", 2) "," CH("f", 4) ",{'card':'c','type':'rebirth','count':4}," \
    "{'card':'p','type':'partner','count':1}]],'Q':[]}"

static void usage_rate_selection(void **state)
{
    (void)state;
    /* default threshold 2 wins: only Z's deck is counted (a 4, b 2, d 1). X = 4·4 + 4·2 = 24,
     * Y = 2·4 = 8, Z = 16 + 4 + 1 = 21 (the sole user of 4 copies: 16P), W = 0 */
    json_t *o = ft_run("{'format':'swiss','rounds':2,'standings':'bushinavi','opponent_rate':false,"
                    "'fighters':['X','Y','Z','W','V','Q']}",
                    USAGE_SCRIPT "{'do':'top-cut','method':'usage-rate','slots':2,'decks':"
                    USAGE_DECKS "}]");
    expect_ok(o);
    expect_json(ft_event(o, "top-cut", 0),
                "{'type':'top-cut','step':9,'method':'usage-rate','qualifiers':['Y','Z'],"
                "'empty':0,'usage':{'X':24,'Y':8,'Z':21,'W':0}}");
    json_decref(o);
    /* threshold 0: every deck counts (characters only: V's rebirth c is not a c): a 10, b 6,
     * c 8, d 1, e 6, f 4. X 64, Y 52, Z 53, W 56; V has two losses and never qualifies */
    o = ft_run("{'format':'swiss','rounds':2,'standings':'bushinavi','opponent_rate':false,"
            "'params':{'usage_threshold':0},'fighters':['X','Y','Z','W','V','Q']}",
            USAGE_SCRIPT "{'do':'top-cut','method':'usage-rate','slots':5,'decks':"
            USAGE_DECKS "}]");
    expect_ok(o);
    expect_json(ft_event(o, "top-cut", 0),
                "{'type':'top-cut','step':9,'method':'usage-rate','qualifiers':['Y','Z','X','W'],"
                "'empty':1,'usage':{'X':64,'Y':52,'Z':53,'W':56}}");
    assert_true(ft_traced(o, "FR.3.2.4.5~p6"));
    json_decref(o);
}

/* --- case errors -------------------------------------------------------------------------- */

static void expect_error(const char *setup, const char *script, const char *needle)
{
    json_t *o = ft_run(setup, script);
    const char *err = json_string_value(json_object_get(o, "error"));
    if (!err || !strstr(err, needle))
        fail_msg("expected an error containing \"%s\", got %s", needle, err ? err : "none");
    json_decref(o);
}

static void strict_case_errors(void **state)
{
    (void)state;
    const char *four = "{'format':'swiss','rounds':2,'fighters':['A','B','C','D']}";
    expect_error("{'format':'swiss','rounds':2,'fighters':['A'],'colour':1}", "[]",
                 "unknown key \"colour\"");
    expect_error("{'format':'swiss','fighters':['A','B']}", "[]", "\"rounds\" is required");
    expect_error("{'format':'swiss','rounds':'3','fighters':['A','B']}", "[]", "integer");
    expect_error("{'format':'swiss','rounds':2,'fighters':['A','A']}", "[]", "twice");
    expect_error("{'format':'knockout','rounds':2,'fighters':['A']}", "[]",
                 "setup: \"format\" must be one of: swiss, double-elimination, "
                 "single-elimination");
    expect_error("{'format':'swiss','rounds':0,'fighters':['A','B']}", "[]",
                 "setup: \"rounds\" must be between 1 and 1000000000");
    expect_error("{'format':'swiss','rounds':2,'fighters':['A'],'params':{'bonus':1}}", "[]",
                 "unknown key \"bonus\"");
    expect_error(four, "[{'do':'pair','round':1,'tables':[['A','Z'],['B','C']]}]",
                 "unknown fighter \"Z\"");
    expect_error(four, "[{'do':'pair','round':1,'tables':[['A','B']]}]",
                 "\"C\" is still playing");
    expect_error(four, "[{'do':'pair','round':2}]", "not the next round");
    expect_error(four, "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']],'seed':1}]",
                 "unknown key \"seed\"");
    expect_error(four, "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"
                       " {'do':'result','round':1,'table':['A','C'],'outcome':'win'}]",
                 "no table in round 1");
    expect_error(four, "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"
                       " {'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
                       " {'do':'result','round':1,'table':['B','A'],'outcome':'win'}]",
                 "already has a result");
    expect_error(four, "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"
                       " {'do':'result','round':2,'table':['A','B'],'outcome':'win'}]",
                 "has not been paired");
    expect_error(four, "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"
                       " {'do':'result','round':1,'table':['A','B'],'outcome':'simultaneous-loss'}]",
                 "\"turn\" is required");
    expect_error(four, "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"
                       " {'do':'pair','round':2,'tables':[['A','C'],['B','D']]}]",
                 "round 1 is not complete");
    expect_error(four, "[{'do':'pair','round':1},{'random':['A','B','C'],'for':'seating'}]",
                 "permutation");
    expect_error(four, "[{'do':'pair','round':1},{'random':['A','B','C','C'],'for':'seating'}]",
                 "random \"seating\": the value must be a permutation of the 4 options: \"C\" is "
                 "named twice");
    expect_error(four, "[{'do':'pair','round':1},{'random':['A','B','C','Z'],'for':'seating'}]",
                 "\"Z\" is not one of the options");
    expect_error(four, "[{'do':'top-cut','method':'standings','slots':2}]", "no standings");
    expect_error(four, "[{'do':'shuffle'}]", "unknown action \"shuffle\"");
    expect_error(four, "[{'query':'everything'}]", "unknown query");
    /* the step that failed is named */
    expect_error(four, "[{'do':'recommend-rounds','fighters':9}]", "step 0:");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rational_truncation_and_half_up),
        cmocka_unit_test(rational_forms_and_order),
        cmocka_unit_test(match_win_rate_table_floor_and_bushinavi),
        cmocka_unit_test(dream_order_scoring),
        cmocka_unit_test(sc03_floor_standings_head_to_head),
        cmocka_unit_test(sc04_bushinavi_needs_no_head_to_head),
        cmocka_unit_test(sc06_byes_and_half_up),
        cmocka_unit_test(bushinavi_denominator_readings),
        cmocka_unit_test(unscripted_tiebreak_leaves_pending),
        cmocka_unit_test(unused_scripted_entry_leaves_consumed_short),
        cmocka_unit_test(trace_holds_exactly_the_clauses_applied),
        cmocka_unit_test(rematch_and_byes_rejected),
        cmocka_unit_test(engine_pairs_by_points_and_gives_the_bye_to_the_lowest),
        cmocka_unit_test(engine_pairing_backtracks_to_avoid_rematches),
        cmocka_unit_test(engine_pairing_without_a_rematch_free_solution_pairs_in_order),
        cmocka_unit_test(legal_pairings_of_the_next_round),
        cmocka_unit_test(late_drop_loses_by_default),
        cmocka_unit_test(sc11_double_elimination),
        cmocka_unit_test(sc12_time_up_is_a_loss_for_both),
        cmocka_unit_test(double_elimination_groups_and_odd_byes),
        cmocka_unit_test(double_elimination_eliminated_fighter_rejected),
        cmocka_unit_test(single_elimination_specials),
        cmocka_unit_test(recommended_rounds_tables),
        cmocka_unit_test(shared_ranks_and_the_cut_line),
        cmocka_unit_test(nation_selection_tiers),
        cmocka_unit_test(usage_rate_selection),
        cmocka_unit_test(strict_case_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
