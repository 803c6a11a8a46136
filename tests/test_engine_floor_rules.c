/* test_engine_floor_rules.c — the bushiroad-floor reference engine's extension vocabulary
 * (docs/engines/bushiroad-floor.md, "Extension") through eng_execute(): penalties and their
 * guideline tables, escalation, match losses and disqualification, team penalties; deck checks,
 * required items, sleeves, eligibility and card legality; sets, concession, agreed draws, time,
 * extra turns and appendix A; tardiness, result reporting and wrong seats; challenges; teams and
 * advice. Every expectation is worked out by hand from 応用フロアルール 1.2.6 and the page. */
#include "testutil.h"
#include "engine/bushiroad_floor/floor_conduct.h"
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



static void expect_ok(const json_t *obs)
{
    const char *err = json_string_value(json_object_get(obs, "error"));
    if (err)
        fail_msg("unexpected error: %s", err);
    if (json_object_get(obs, "pending")) {
        char *p = json_dumps(json_object_get(obs, "pending"), 0);
        fail_msg("unexpected pending entry: %s", p);
    }
}

static void expect_error(const char *setup, const char *script, const char *needle)
{
    json_t *o = ft_run(setup, script);
    const char *err = json_string_value(json_object_get(o, "error"));
    if (!err || !strstr(err, needle))
        fail_msg("expected an error containing \"%s\", got %s", needle, err ? err : "none");
    json_decref(o);
}

/* Every key of `want` is in `got` with an equal value (one level: partial objects). */
static void expect_fields(const json_t *got, const char *want_text)
{
    json_t *want = ft_json(want_text);
    const char *key;
    json_t *v;
    json_object_foreach(want, key, v) {
        json_t *g = json_object_get(got, key);
        if (!g || !json_equal(g, v)) {
            char *gs = json_dumps(got, JSON_PRESERVE_ORDER | JSON_ENCODE_ANY);
            char *ws = json_dumps(want, JSON_PRESERVE_ORDER);
            fail_msg("field \"%s\": expected %s\n     got %s", key, ws, gs);
        }
    }
    json_decref(want);
}

/* The k-th event (0-based) of a type. */


/* The types of all events, space-separated. */
static void expect_event_types(const json_t *obs, const char *want)
{
    char got[2048] = "";
    size_t i;
    json_t *e;
    json_array_foreach(json_object_get(obs, "events"), i, e) {
        if (i)
            strncat(got, " ", sizeof got - strlen(got) - 1);
        strncat(got, json_string_value(json_object_get(e, "type")), sizeof got - strlen(got) - 1);
    }
    assert_string_equal(got, want);
}

/* The rejections as "step:rule" strings, space-separated. */
static void expect_rejections(const json_t *obs, const char *want)
{
    char got[1024] = "";
    size_t i;
    json_t *r;
    json_array_foreach(json_object_get(obs, "rejections"), i, r) {
        char one[96];
        snprintf(one, sizeof one, "%s%lld:%s", i ? " " : "",
                 (long long)json_integer_value(json_object_get(r, "step")),
                 json_string_value(json_object_get(r, "rule")));
        strncat(got, one, sizeof got - strlen(got) - 1);
    }
    assert_string_equal(got, want);
}


static const json_t *fighter_state(const json_t *obs, const char *name)
{
    const json_t *f = json_object_get(json_object_get(json_object_get(obs, "state"), "fighters"),
                                      name);
    assert_non_null(f);
    return f;
}

#define FOUR "{'format':'swiss','rounds':3,'fighters':['A','B','C','D']"

/* === (1) penalties ======================================================================== */

/* PG~p5 and the tables: level 1 reads …~t1.L1, levels 2–3 …~t1.L2+; 「口頭注意～マッチの敗北」
 * is caution, warning, match loss (BF-PENALTY-RANGE). */
static void penalty_guide_reads_the_level_row(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR "}",
                    "[{'do':'penalty-guide','infraction':'zones-mixed'},"
                    "{'do':'penalty-guide','infraction':'zones-mixed','level':2},"
                    "{'do':'penalty-guide','infraction':'missed-infraction-opponent-card','level':3},"
                    "{'do':'penalty-guide','infraction':'illegal-advice'},"
                    "{'do':'penalty-guide','infraction':'lost-score-sheet','reissued':true},"
                    "{'do':'penalty-guide','infraction':'unreported-result-not-reflected'},"
                    "{'do':'penalty-guide','infraction':'wrong-result-not-reflected'}]");
    expect_ok(o);
    /* PG.3.5.5: レベル1 口頭注意~マッチの敗北, レベル2以上 警告~マッチの敗北 */
    expect_fields(ft_event(o, "penalty-guide", 0),
                  "{'infraction':'zones-mixed','level':1,'clause':'PG.3.5.5~t1.L1',"
                  "'penalties':['caution','warning','match-loss']}");
    expect_fields(ft_event(o, "penalty-guide", 1),
                  "{'level':2,'clause':'PG.3.5.5~t1.L2+','penalties':['warning','match-loss']}");
    /* PG.3.7 branch 1 (the opponent's card), level 2 or higher: 口頭注意~警告 */
    expect_fields(ft_event(o, "penalty-guide", 2),
                  "{'clause':'PG.3.7~t1.B1.L2+','penalties':['caution','warning']}");
    /* PG.4.5 level 1: 警告~失格処分 */
    expect_fields(ft_event(o, "penalty-guide", 3),
                  "{'penalties':['warning','match-loss','disqualification']}");
    /* PG.3.17.5~p2: 再発行…【警告】~【マッチの敗北】 */
    expect_fields(ft_event(o, "penalty-guide", 4),
                  "{'clause':'PG.3.17.5~p2','penalties':['warning','match-loss']}");
    expect_fields(ft_event(o, "penalty-guide", 5),
                  "{'clause':'PG.3.17.1~t1.B1','penalties':[],'result':['draw','double-loss']}");
    expect_fields(ft_event(o, "penalty-guide", 6),
                  "{'clause':'PG.3.17.3~t1.B1','penalties':[],'result':'as-submitted'}");
    assert_true(ft_traced(o, "PG~p5"));
    assert_true(ft_traced(o, "FR.3.1.3~h1~p1"));  /* the default level is 1 */
    assert_true(ft_traced(o, "PG.3.7~t1.B1"));     /* the branch row */
    assert_true(ft_traced(o, "PG.3.7~t1.B1.L2+"));
    json_decref(o);
}

/* PG.3.3.3~p1 「大会レベル2以下…【警告】」: a warning at level 2, rejected at level 3. */
static void partial_repair_only_up_to_level_two(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'level':2}",
                    "[{'do':'penalty-guide','infraction':'illegal-state-severe',"
                    "'partial_repair':true},"
                    "{'do':'penalty-guide','infraction':'extra-cards-in-hand','level':3,"
                    "'partial_repair':true},"
                    "{'do':'penalty','fighter':'A','infraction':'unrevealed-card-unidentifiable',"
                    "'partial_repair':true}]");
    expect_ok(o);
    expect_fields(ft_event(o, "penalty-guide", 0),
                  "{'level':2,'clause':'PG.3.3.3~p1','penalties':['warning']}");
    expect_rejections(o, "1:PG.3.5.4~p1");
    expect_fields(ft_event(o, "penalty", 0),
                  "{'fighter':'A','guideline':['warning'],'chosen':'warning','penalty':'warning',"
                  "'within_guideline':true,'cautions':0,'warnings':1}");
    json_decref(o);
    expect_error(FOUR "}", "[{'do':'penalty-guide','infraction':'zones-mixed',"
                           "'partial_repair':true}]", "partial_repair");
    expect_error(FOUR "}", "[{'do':'penalty-guide','infraction':'fraud','reissued':true}]",
                 "reissued");
    expect_error(FOUR "}", "[{'do':'penalty-guide','infraction':'jaywalking'}]",
                 "unknown infraction");
}

/* The judge's choice inside a range; one penalty needs no choice; a departure is reported. */
static void chosen_penalty_and_departures(void **state)
{
    (void)state;
    /* tardiness at level 1: 口頭注意~警告 → the judge is asked */
    json_t *o = ft_run(FOUR "}", "[{'do':'penalty','fighter':'A','infraction':'tardiness'}]");
    const json_t *p = json_object_get(o, "pending");
    assert_non_null(p);
    json_decref(o);
    o = ft_run(FOUR "}", "[{'do':'penalty','fighter':'A','infraction':'tardiness'},"
                      "{'choose':'caution','for':'penalty','by':'judge'},"
                      "{'do':'penalty','fighter':'B','infraction':'fraud','penalty':'warning'},"
                      "{'do':'penalty','fighter':'C','infraction':'other','penalty':'caution'}]");
    expect_ok(o);
    expect_fields(ft_event(o, "penalty", 0),
                  "{'fighter':'A','infraction':'tardiness','level':1,"
                  "'guideline':['caution','warning'],'chosen':'caution','penalty':'caution',"
                  "'upgraded_by':null,'within_guideline':true,'cautions':1,'warnings':0}");
    /* PG.4.1 guideline is 失格処分; the judge gave a warning (PG~p3, PG~p5) */
    expect_fields(ft_event(o, "penalty", 1),
                  "{'fighter':'B','guideline':['disqualification'],'chosen':'warning',"
                  "'penalty':'warning','within_guideline':false}");
    expect_fields(ft_event(o, "penalty", 2),
                  "{'fighter':'C','infraction':'other','guideline':[],'within_guideline':false}");
    expect_fields(fighter_state(o, "A"),
                  "{'cautions':1,'warnings':0,'penalties':[{'infraction':'tardiness',"
                  "'penalty':'caution'}]}");
    json_decref(o);
    /* a choice outside the guideline is a case error */
    expect_error(FOUR "}", "[{'do':'penalty','fighter':'A','infraction':'tardiness'},"
                           "{'choose':'match-loss','for':'penalty','by':'judge'}]",
                 "guideline");
    expect_error(FOUR "}", "[{'do':'penalty','fighter':'A','infraction':'other'}]", "other");
}

/* PG.2~h2~p2: a second warning becomes a match loss unless the judge declines; between matches
 * it waits for the next match, which is lost by default (BF-ML-DEFAULT). Carried penalties
 * count (PG.2~x2). */
static void second_warning_becomes_a_pending_match_loss(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'carried_penalties':{'A':['warning']}}",
                    "[{'do':'penalty','fighter':'A','infraction':'note-taking'},"
                    "{'do':'penalty','fighter':'B','infraction':'note-taking'},"
                    "{'do':'penalty','fighter':'B','infraction':'eating-drinking',"
                    "'warning_upgrade':false},"
                    "{'do':'pair','round':1,'tables':[['A','C'],['B','D']]}]");
    expect_ok(o);
    /* A: carried warning + PG.3.16 警告 → match loss, pending (no round posted) */
    expect_fields(ft_event(o, "penalty", 0),
                  "{'fighter':'A','chosen':'warning','penalty':'match-loss',"
                  "'upgraded_by':'PG.2~h2~p2','cautions':0,'warnings':2}");
    expect_fields(ft_event(o, "match-loss-pending", 0), "{'fighter':'A'}");
    /* B: the first warning stays; the second is declined by the judge */
    expect_fields(ft_event(o, "penalty", 1), "{'fighter':'B','penalty':'warning','warnings':1}");
    expect_fields(ft_event(o, "penalty", 2),
                  "{'fighter':'B','penalty':'warning','upgraded_by':null,'warnings':2}");
    /* round 1 posted: A's table is decided at once, A losing by default */
    expect_event_types(o, "penalty match-loss-pending penalty penalty pairing result");
    expect_fields(ft_event(o, "result", 0),
                  "{'round':1,'table':['A','C'],'winners':['C'],'losers':['A'],'drawn':[],"
                  "'by_default':true,'decided_by':'PG.2~h3~p2'}");
    expect_fields(fighter_state(o, "A"),
                  "{'pending_match_losses':0,'losses':1,'points':0,'penalties':["
                  "{'infraction':null,'penalty':'warning'},"
                  "{'infraction':'note-taking','penalty':'match-loss'}]}");
    expect_fields(fighter_state(o, "C"), "{'wins':1,'points':1}");
    assert_true(ft_traced(o, "PG.2~h2~p2"));
    assert_true(ft_traced(o, "PG.2~h3~p2"));
    json_decref(o);
}

/* PG.2~h3~p2: a match loss during the match ends it at once (not by default); next_match
 * defers it; two pending fighters at one table both lose by default; a pending bye is lost. */
static void match_loss_during_and_between_matches(void **state)
{
    (void)state;
    json_t *o = ft_run("{'format':'swiss','rounds':3,'fighters':['A','B','C','D','E']}",
                    "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']],'bye':['E']},"
                    "{'do':'penalty','fighter':'A','infraction':'extra-cards-in-hand'},"
                    "{'do':'penalty','fighter':'C','infraction':'extra-cards-in-hand',"
                    "'next_match':true},"
                    "{'do':'result','round':1,'table':['C','D'],'outcome':'win'},"
                    "{'do':'penalty','fighter':'D','infraction':'illegal-state-severe'},"
                    "{'do':'penalty','fighter':'E','infraction':'illegal-state-severe'},"
                    "{'do':'penalty','fighter':'B','infraction':'illegal-state-severe'},"
                    "{'do':'pair','round':2,'tables':[['C','E'],['D','A']],'bye':['B']}]");
    expect_ok(o);
    /* A's open match ends at once, an ordinary loss */
    expect_fields(ft_event(o, "result", 0),
                  "{'round':1,'table':['A','B'],'winners':['B'],'losers':['A'],"
                  "'by_default':false,'decided_by':'PG.2~h3~p2'}");
    expect_fields(ft_event(o, "match-loss-pending", 0), "{'fighter':'C'}");
    assert_int_equal(ft_count_events(o, "match-loss-pending"), 4);  /* C, D, E, B */
    /* round 2: C and E both pending: a double loss by default; D loses to A by default */
    expect_fields(ft_event(o, "result", 2),
                  "{'round':2,'table':['C','E'],'winners':[],'losers':['C','E'],"
                  "'by_default':true,'decided_by':'PG.2~h3~p2'}");
    expect_fields(ft_event(o, "result", 3),
                  "{'round':2,'table':['D','A'],'winners':['A'],'losers':['D'],"
                  "'by_default':true}");
    /* B's bye of round 2 becomes a loss by default (BF-ML-BYE) */
    expect_fields(fighter_state(o, "B"),
                  "{'points':1,'wins':1,'losses':1,'byes':1,'pending_match_losses':0}");
    expect_fields(fighter_state(o, "E"),
                  "{'points':1,'wins':1,'losses':1,'pending_match_losses':0}");
    expect_fields(fighter_state(o, "C"), "{'points':1,'wins':1,'losses':1}");
    expect_fields(fighter_state(o, "A"), "{'points':1,'wins':1,'losses':1}");
    json_decref(o);
}

/* PG.2~h1~p2: an upgrade of a caution needs an earlier caution (BF-CAUTION-UPGRADE); the upgraded
 * caution goes on to the warning step. */
static void caution_upgrade(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'carried_penalties':{'B':['warning']}}",
                    "[{'do':'penalty','fighter':'A','infraction':'missing-items',"
                    "'caution_upgrade':true},"
                    "{'do':'penalty','fighter':'A','infraction':'missing-items'},"
                    "{'do':'penalty','fighter':'A','infraction':'missing-items',"
                    "'caution_upgrade':true},"
                    "{'do':'penalty','fighter':'B','infraction':'missing-items'},"
                    "{'do':'penalty','fighter':'B','infraction':'missing-items',"
                    "'caution_upgrade':true}]");
    expect_ok(o);
    expect_rejections(o, "0:PG.2~h1~p2");
    expect_fields(ft_event(o, "penalty", 1),
                  "{'fighter':'A','chosen':'caution','penalty':'warning',"
                  "'upgraded_by':'PG.2~h1~p2','cautions':2,'warnings':1}");
    /* B has a warning already: the upgraded caution is a second warning → match loss */
    expect_fields(ft_event(o, "penalty", 3),
                  "{'fighter':'B','chosen':'caution','penalty':'match-loss',"
                  "'upgraded_by':'PG.2~h2~p2','cautions':2,'warnings':2}");
    json_decref(o);
    expect_error(FOUR "}", "[{'do':'penalty','fighter':'A','infraction':'note-taking',"
                           "'caution_upgrade':true}]", "caution_upgrade");
}

/* PG.2~h4: a disqualification removes the fighter, ends the open match, may reverse the last
 * one on request; the fighter's results stay (PG.2~h4~p3) and the place may be forfeited. */
static void disqualification(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR "}",
                    "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"
                    "{'do':'result','round':1,'table':['C','D'],'outcome':'win'},"
                    "{'do':'penalty','fighter':'A','infraction':'fraud'}]");
    expect_ok(o);
    expect_event_types(o, "pairing result penalty disqualified result round-complete");
    expect_fields(ft_event(o, "result", 1),
                  "{'table':['A','B'],'winners':['B'],'losers':['A'],'by_default':false,"
                  "'decided_by':'PG.2~h4~p2'}");
    expect_fields(ft_event(o, "round-complete", 0), "{'remaining':['B','C','D']}");
    expect_fields(fighter_state(o, "A"),
                  "{'disqualified':true,'dropped':true,'penalties':[{'infraction':'fraud',"
                  "'penalty':'disqualification'}]}");
    assert_true(ft_traced(o, "PG.2~h4~p3"));
    json_decref(o);

    /* after the match: reverse_last turns A's win into a loss (corrected) */
    o = ft_run(FOUR "}",
            "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"
            "{'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
            "{'do':'result','round':1,'table':['C','D'],'outcome':'win'},"
            "{'do':'penalty','fighter':'A','infraction':'dice-manipulation','reverse_last':true}]");
    expect_ok(o);
    expect_fields(ft_event(o, "result", 2),
                  "{'table':['A','B'],'winners':['B'],'losers':['A'],'corrected':true,"
                  "'decided_by':'PG.2~h4~p2'}");
    assert_int_equal(ft_count_events(o, "round-complete"), 1);
    expect_fields(fighter_state(o, "B"), "{'points':1,'wins':1,'losses':0}");
    expect_fields(fighter_state(o, "A"), "{'points':0,'wins':0,'losses':1}");
    json_decref(o);

    /* a bye is not a decided table: rejected, nothing changes (BF-DQ-REVERSE) */
    o = ft_run("{'format':'swiss','rounds':3,'fighters':['A','B','C']}",
            "[{'do':'pair','round':1,'tables':[['A','B']],'bye':['C']},"
            "{'do':'penalty','fighter':'C','infraction':'fraud','reverse_last':true}]");
    expect_ok(o);
    expect_rejections(o, "1:PG.2~h4~p2");
    expect_fields(fighter_state(o, "C"), "{'disqualified':false,'penalties':[]}");
    json_decref(o);
}

/* BF-DQ-FORFEIT: vacant keeps the row, move-up renumbers; never a top-cut candidate;
 * after a top cut the qualifier is removed without replacement (FR.3.2.4~p5). */
static void forfeited_places(void **state)
{
    (void)state;
    const char *script =
        "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"
        "{'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
        "{'do':'result','round':1,'table':['C','D'],'outcome':'win'},"
        "{'do':'pair','round':2,'tables':[['A','C'],['B','D']]},"
        "{'do':'result','round':2,'table':['A','C'],'outcome':'win'},"
        "{'do':'result','round':2,'table':['B','D'],'outcome':'win'},"
        "{'do':'penalty','fighter':'A','infraction':'fraud','forfeit':true},"
        "{'do':'standings'},{'random':['B','C'],'for':'tiebreak'},"
        "{'do':'top-cut','method':'standings','slots':2}]";
    /* after two rounds: A 2 points; B and C 1 with equal OMW (1.00 and 0.33), never met: a
     * tiebreak random; D 0 */
    json_t *o = ft_run("{'format':'swiss','rounds':2,'fighters':['A','B','C','D']}", script);
    expect_ok(o);
    const json_t *rows = json_object_get(ft_event(o, "standings", 0), "rows");
    assert_int_equal(json_array_size(rows), 4);
    expect_fields(json_array_get(rows, 0), "{'rank':1,'fighter':'A','forfeited':true}");
    assert_int_equal(json_integer_value(json_object_get(json_array_get(rows, 1), "rank")), 2);
    /* A is no candidate: the two best others qualify */
    const json_t *q = json_object_get(ft_event(o, "top-cut", 0), "qualifiers");
    assert_int_equal(json_array_size(q), 2);
    assert_string_not_equal(json_string_value(json_array_get(q, 0)), "A");
    assert_string_not_equal(json_string_value(json_array_get(q, 1)), "A");
    json_decref(o);
    o = ft_run("{'format':'swiss','rounds':2,'fighters':['A','B','C','D'],"
            "'params':{'forfeit_vacancy':'move-up'}}", script);
    expect_ok(o);
    rows = json_object_get(ft_event(o, "standings", 0), "rows");
    assert_int_equal(json_array_size(rows), 3);
    for (size_t i = 0; i < 3; i++) {
        assert_int_equal(json_integer_value(json_object_get(json_array_get(rows, i), "rank")),
                         (json_int_t)i + 1);
        assert_string_not_equal(
            json_string_value(json_object_get(json_array_get(rows, i), "fighter")), "A");
    }
    json_decref(o);
    /* disqualified after the cut: removed, nobody replaces */
    o = ft_run("{'format':'swiss','rounds':1,'fighters':['A','B','C','D']}",
            "[{'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"
            "{'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
            "{'do':'result','round':1,'table':['C','D'],'outcome':'win'},"
            "{'do':'standings'},{'random':['A','C'],'for':'tiebreak'},"
            "{'random':['B','D'],'for':'tiebreak'},"
            "{'do':'top-cut','method':'standings','slots':2},"
            "{'do':'penalty','fighter':'C','infraction':'fraud'}]");
    expect_ok(o);
    expect_fields(ft_event(o, "top-cut", 0), "{'qualifiers':['A','C']}");
    expect_fields(ft_event(o, "qualifiers", 0), "{'qualifiers':['A']}");
    assert_true(ft_traced(o, "FR.3.2.4~p5"));
    json_decref(o);
}

/* FR.5.2.3~p1: one choice for the team, then each member with their own escalation. */
static void team_penalty(void **state)
{
    (void)state;
    json_t *o = ft_run("{'format':'swiss','rounds':3,'fighters':['A','B','C','D'],"
                    "'team_format':'tag','carried_penalties':{'B':['warning']}}",
                    "[{'do':'register-team','team':'T','members':['A','B']},"
                    "{'do':'penalty','team':'T','infraction':'team-advice-minor','level':1}]");
    /* "level" is not an argument of penalty: a case error */
    assert_non_null(json_object_get(o, "error"));
    json_decref(o);
    o = ft_run("{'format':'swiss','rounds':3,'fighters':['A','B','C','D'],"
            "'team_format':'tag','carried_penalties':{'B':['warning']}}",
            "[{'do':'register-team','team':'T','members':['A','B']},"
            "{'do':'penalty','team':'T','infraction':'team-advice-moderate'},"
            "{'choose':'warning','for':'penalty','by':'judge'}]");
    expect_ok(o);
    assert_int_equal(ft_count_events(o, "penalty"), 2);
    expect_fields(ft_event(o, "penalty", 0), "{'fighter':'A','penalty':'warning','warnings':1}");
    expect_fields(ft_event(o, "penalty", 1),
                  "{'fighter':'B','penalty':'match-loss','upgraded_by':'PG.2~h2~p2'}");
    expect_fields(ft_event(o, "match-loss-pending", 0), "{'fighter':'B'}");
    assert_true(ft_traced(o, "FR.5.2.3~p1"));
    json_decref(o);
}

/* The judge's decision point: the guideline's penalties as actions. */
static void legal_penalties(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'level':3}",
                    "[{'query':'legal','penalty':{'fighter':'A','infraction':'slow-play-moderate'}}]");
    expect_ok(o);
    const json_t *legal = json_object_get(json_array_get(json_object_get(o, "legal"), 0),
                                          "actions");
    json_t *want = ft_json("[{'do':'penalty','fighter':'A','infraction':'slow-play-moderate',"
                     "'penalty':'warning'},{'do':'penalty','fighter':'A',"
                     "'infraction':'slow-play-moderate','penalty':'match-loss'}]");
    assert_true(json_equal((json_t *)legal, want));
    json_decref(want);
    json_decref(o);
}

/* Every clause of the static guideline table is a clause of the document. */
static void guideline_table_rows_exist(void **state)
{
    (void)state;
    doc d;
    manifest m;
    tu_open(&d, &m, "bushiroad-floor");
    size_t n = 0, ids = 0;
    const bf_guide_row *rows = bf_guide_rows(&n);
    assert_int_equal(n, 60);
    for (size_t i = 0; i < n; i++) {
        const char *c[3] = {rows[i].row[0], rows[i].row[1], rows[i].branch};
        for (int k = 0; k < 3; k++) {
            if (!c[k])
                continue;
            if (cidx_find(&d.index, c[k]) < 0)
                fail_msg("%s: %s is not a clause", rows[i].infraction, c[k]);
            ids++;
        }
        assert_true(rows[i].lo[0] <= rows[i].hi[0] && rows[i].lo[1] <= rows[i].hi[1]);
    }
    /* 120 level rows and the 6 branch rows above them (the two branches that are not
     * penalties, PG.3.17.1~t1.B1 and PG.3.17.3~t1.B1, are penalty-guide's own) */
    assert_int_equal(ids, 120 + 6);
    doc_close(&d);
    mfst_free(&m);
}


/* === (2) items, deck checks, sleeves, eligibility, card legality ========================== */

/* FR.1.2.2~p8–p10: Re:birth needs the deck and the partner card; PG.3.1.2~p1 when one is
 * missing. */
static void required_items(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR "}", "[{'do':'required-items','game':'rebirth','brought':['deck']},"
                              "{'do':'required-items','game':'hololive'}]");
    expect_ok(o);
    expect_fields(ft_event(o, "required-items", 0),
                  "{'game':'rebirth','items':['deck','partner-card'],'missing':['partner-card'],"
                  "'infraction':'missing-items'}");
    expect_fields(ft_event(o, "required-items", 1),
                  "{'items':['deck','damage-markers','sp-oshi-skill-markers','d6'],'missing':[],"
                  "'infraction':null}");
    assert_true(ft_traced(o, "FR.1.2.2~p10"));
    assert_true(ft_traced(o, "FR.2.3.8~p2"));
    assert_true(ft_traced(o, "PG.3.1.2~p1"));
    json_decref(o);
}

#define CONS "'construction':{'size':8,'max_copies':4}"

/* PG.3.1.1: each situation's infraction and repair (BF-DECK-INFRACTION). */
static void deck_checks(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR "}",
                    "[{'do':'deck-check','fighter':'A'," CONS ",'deck':{'X':5,'Y':3,'Z':2}},"
                    "{'choose':{'Z':1},'for':'deck-remove','by':'A'},"
                    "{'do':'deck-check','fighter':'A'," CONS ",'deck':{'X':4,'Y':3,'Z':1},"
                    "'list':{'X':4,'Y':4}},"
                    "{'do':'deck-check','fighter':'A'," CONS ",'deck':{'X':4,'Y':4},"
                    "'list':{'X':4,'Y':3}},"
                    "{'do':'deck-check','fighter':'A'," CONS ",'deck':{'X':5,'Y':2},"
                    "'list':{'X':5,'Y':2}},"
                    "{'choose':{'W':2},'for':'deck-add','by':'A'},"
                    "{'do':'deck-check','fighter':'A'," CONS ",'deck':{'X':4,'Y':3},"
                    "'list':{'X':4,'Y':4},'lost':{'Y':1}},"
                    "{'choose':{'V':1},'for':'deck-add','by':'A'},"
                    "{'do':'deck-check','fighter':'A'," CONS ",'deck':{'X':4,'Y':4},"
                    "'list':{'X':4,'Y':4}}]");
    expect_ok(o);
    /* no registration: the surplus copy of X is cut, then the fighter removes one card */
    expect_fields(ft_event(o, "deck-check", 0),
                  "{'fighter':'A','infraction':'unregistered-illegal-deck',"
                  "'deck':{'X':4,'Y':3,'Z':1},'list':null}");
    /* PG.3.1.1.3~p1: the deck is matched to the legal list */
    expect_fields(ft_event(o, "deck-check", 1),
                  "{'infraction':'illegal-deck','deck':{'X':4,'Y':4},'list':{'X':4,'Y':4}}");
    /* PG.3.1.1.2~p2: a short list is completed from the deck */
    expect_fields(ft_event(o, "deck-check", 2),
                  "{'infraction':'illegal-decklist','deck':{'X':4,'Y':4},'list':{'X':4,'Y':4}}");
    /* PG.3.1.1.4~p2: the list is fixed first (X cut to 4, two cards added), the deck follows */
    expect_fields(ft_event(o, "deck-check", 3),
                  "{'infraction':'illegal-decklist-and-deck','deck':{'X':4,'Y':2,'W':2},"
                  "'list':{'X':4,'Y':2,'W':2}}");
    /* PG.3.1.1.3~p2: a lost Y replaced by a card the fighter adds; the list rewritten */
    expect_fields(ft_event(o, "deck-check", 4),
                  "{'infraction':'illegal-deck','deck':{'X':4,'Y':3,'V':1},"
                  "'list':{'X':4,'Y':3,'V':1}}");
    expect_fields(ft_event(o, "deck-check", 5), "{'infraction':null}");
    json_decref(o);
    /* an added card that breaks the copies limit, a removal of the wrong size */
    expect_error(FOUR "}", "[{'do':'deck-check','fighter':'A'," CONS ",'deck':{'X':4,'Y':3},"
                           "'list':{'X':4,'Y':4},'lost':{'Y':1}},"
                           "{'choose':{'X':1},'for':'deck-add','by':'A'}]", "construction");
    expect_error(FOUR "}", "[{'do':'deck-check','fighter':'A'," CONS ",'deck':{'X':4,'Y':4,'Z':2}},"
                           "{'choose':{'X':1},'for':'deck-remove','by':'A'}]", "deck-remove");
    expect_error(FOUR "}", "[{'do':'deck-check','fighter':'A'," CONS ",'deck':{'X':4,'Y':5},"
                           "'list':{'X':4},'illegible':true}]", "not modelled");
}

static void sleeves(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'game':'weiss-schwarz'}",
                    "[{'do':'check-sleeves','event':'official','card':{'width':63,'height':88},"
                    "'layers':[{'kind':'clear','width':64,'height':89},"
                    "{'kind':'opaque-art','width':70,'height':95},"
                    "{'kind':'partly-opaque','width':72,'height':97}]},"
                    "{'do':'check-sleeves','event':'official','card':{'width':63,'height':88},"
                    "'layers':[{'kind':'opaque-plain','width':64,'height':89},"
                    "{'kind':'opaque-art','width':67,'height':92}]},"
                    "{'do':'check-sleeves','event':'official','card':{'width':63,'height':88},"
                    "'layers':[{'kind':'opaque-art','width':64,'height':89},"
                    "{'kind':'opaque-plain','width':67,'height':92},"
                    "{'kind':'clear','width':68,'height':93},"
                    "{'kind':'clear','width':69,'height':94}]},"
                    "{'do':'check-sleeves','event':'official','card':{'width':63,'height':88},"
                    "'layers':[]},"
                    "{'do':'check-sleeves','event':'authorized','card':{'width':63,'height':88},"
                    "'layers':[]},"
                    "{'do':'check-sleeves','event':'official','game':'hololive',"
                    "'card':{'width':63,'height':88},"
                    "'layers':[{'kind':'clear','width':64,'height':89}],"
                    "'parts':{'main':'red','cheer':'red','oshi':'blue'}},"
                    "{'do':'check-sleeves','event':'official','game':'shadowverse-evolve',"
                    "'card':{'width':63,'height':88},"
                    "'layers':[{'kind':'clear','width':64,'height':89}],"
                    "'parts':{'main':'red','evolve':null}}]");
    expect_ok(o);
    /* a partly opaque sleeve over an art sleeve (~b3); the art sleeve is 6 mm wider (~p8) */
    expect_fields(ft_event(o, "sleeves", 0), "{'allowed':false,'violations':['FR.2.3.1~b3'],"
                                          "'not_recommended':[1]}");
    /* an art sleeve over a plain one is allowed (~b4's parenthesis) */
    expect_fields(ft_event(o, "sleeves", 1), "{'allowed':true,'violations':[],"
                                          "'not_recommended':[]}");
    /* four layers (~b2) and a plain sleeve over an art one (~b4) */
    expect_fields(ft_event(o, "sleeves", 2),
                  "{'allowed':false,'violations':['FR.2.3.1~b2','FR.2.3.1~b4']}");
    /* unsleeved: official events require sleeves (~p5), authorized ones only recommend them */
    expect_fields(ft_event(o, "sleeves", 3), "{'allowed':false,'violations':['FR.2.3.1~p5']}");
    expect_fields(ft_event(o, "sleeves", 4), "{'allowed':true}");
    expect_fields(ft_event(o, "sleeves", 5), "{'violations':['FR.2.3.8~p1']}");
    /* FR.2.3.6~p2: Shadowverse EVOLVE's other parts may go unsleeved */
    expect_fields(ft_event(o, "sleeves", 6), "{'allowed':true}");
    json_decref(o);
    o = ft_run(FOUR ",'params':{'authorized_sleeves_required':true}}",
            "[{'do':'check-sleeves','event':'authorized','card':{'width':59,'height':86},"
            "'layers':[]}]");
    expect_ok(o);
    expect_fields(ft_event(o, "sleeves", 0), "{'violations':['FR.2.3.1~p5']}");
    json_decref(o);
}

static void eligibility(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR "}",
                    "[{'do':'check-eligibility','date':'2024-05-01',"
                    "'person':{'roles':['judge'],'revoked':true,'bushiroad_group':true}},"
                    "{'do':'check-eligibility','date':'2024-05-01','level':2,"
                    "'person':{'bushiroad_group':true}},"
                    "{'do':'check-eligibility','date':'2024-05-01','level':2,"
                    "'person':{'bushiroad_group':true,'permitted':true}},"
                    "{'do':'check-eligibility','date':'2024-05-01','level':3,"
                    "'game':'shadowverse-evolve','person':{'cyberagent_group':true}},"
                    "{'do':'check-eligibility','date':'2024-05-01','level':3,"
                    "'game':'vanguard','person':{'cyberagent_group':true}},"
                    "{'do':'check-eligibility','date':'2025-02-27','level':2,"
                    "'person':{'developed_until':'2024-02-29'}},"
                    "{'do':'check-eligibility','date':'2025-02-28','level':2,"
                    "'person':{'developed_until':'2024-02-29'}},"
                    "{'do':'check-eligibility','date':'2030-01-01','level':2,"
                    "'person':{'unreleased':[{'release':'2024-03-31','known_from':'2024-02-28'}]}},"
                    "{'do':'check-eligibility','date':'2024-04-13','level':2,"
                    "'person':{'unreleased':[{'release':'2024-03-31','known_from':'2024-02-29'}]}},"
                    "{'do':'check-eligibility','date':'2024-04-14','level':2,"
                    "'person':{'unreleased':[{'release':'2024-03-31','known_from':'2024-02-29'}]}},"
                    "{'do':'check-eligibility','date':'2024-04-01','level':1,"
                    "'person':{'meets_entry_conditions':false}},"
                    "{'do':'card-legal','date':'2024-05-10','available_from':'2024-05-10',"
                    "'kind':'set'},"
                    "{'do':'card-legal','date':'2024-05-09','available_from':'2024-05-10',"
                    "'kind':'promo'}]");
    expect_ok(o);
    /* level 1: the group bar does not apply */
    expect_fields(ft_event(o, "eligibility", 0),
                  "{'eligible':false,'barred_by':['FR.1.2.4~p2','FR.1.2.4~p3']}");
    expect_fields(ft_event(o, "eligibility", 1), "{'eligible':false,'barred_by':['FR.1.2.4~p7']}");
    expect_fields(ft_event(o, "eligibility", 2), "{'eligible':true,'barred_by':[]}");
    expect_fields(ft_event(o, "eligibility", 3), "{'barred_by':['FR.1.2.4~p8']}");
    expect_fields(ft_event(o, "eligibility", 4), "{'eligible':true}");
    /* 2024-02-29 + 1 year = 2025-02-28 */
    expect_fields(ft_event(o, "eligibility", 5), "{'barred_by':['FR.1.2.4~p8']}");
    expect_fields(ft_event(o, "eligibility", 6), "{'eligible':true}");
    /* 2024-03-31 − 1 month = 2024-02-29: known on 02-28 is earlier (~p9, any date) */
    expect_fields(ft_event(o, "eligibility", 7), "{'barred_by':['FR.1.2.4~p9']}");
    /* known on 02-29: barred the 14 days 03-31 … 04-13 (~p10) */
    expect_fields(ft_event(o, "eligibility", 8), "{'barred_by':['FR.1.2.4~p10']}");
    expect_fields(ft_event(o, "eligibility", 9), "{'eligible':true}");
    expect_fields(ft_event(o, "eligibility", 10), "{'barred_by':['FR.1.2.4~p4']}");
    expect_fields(ft_event(o, "card-legal", 0), "{'legal':true}");
    expect_fields(ft_event(o, "card-legal", 1), "{'legal':false}");
    json_decref(o);
    expect_error(FOUR "}", "[{'do':'card-legal','date':'2024-02-30','available_from':"
                           "'2024-01-01','kind':'set'}]", "calendar");
}

/* FR.1.2.3~p3–p5: challenges after another judge's ruling, counted when the ruling is the same. */
static void challenges(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'challenge_limit':1}",
                    "[{'do':'challenge','by':['A','B'],'same':false},"
                    "{'do':'challenge','by':['A','B'],'same':true},"
                    "{'do':'challenge','by':['A'],'same':false},"
                    "{'do':'challenge','by':['C'],'after_ruling':false,'same':true}]");
    expect_ok(o);
    expect_fields(ft_event(o, "challenge", 0), "{'remaining':{'A':1,'B':1}}");
    expect_fields(ft_event(o, "challenge", 1), "{'by':['A','B'],'same':true,"
                                            "'remaining':{'A':0,'B':0}}");
    expect_rejections(o, "2:FR.1.2.3~p4 3:FR.1.2.3~p3");
    expect_fields(fighter_state(o, "A"), "{'challenges_left':0}");
    expect_fields(fighter_state(o, "C"), "{'challenges_left':1}");
    json_decref(o);
    o = ft_run(FOUR ",'head_judge_only':true}",
            "[{'do':'challenge','by':['C'],'after_ruling':false,'same':true}]");
    expect_ok(o);
    expect_fields(ft_event(o, "challenge", 0), "{'remaining':{'C':null}}");
    expect_fields(fighter_state(o, "C"), "{'challenges_left':null}");
    json_decref(o);
}

/* === (3) sets, concession, agreed draws, time, extra turns, appendix A ==================== */

#define R1 "{'do':'pair','round':1,'tables':[['A','B'],['C','D']]},"

/* FR.4.1~p1, ~p2: best of three; the loser of a set chooses who plays first next (BF-SET-ORDER
 * after a drawn set); drawn sets count for nobody. */
static void sets_and_play_order(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'best_of':3}",
                    "[" R1 "{'do':'set','round':1,'table':['A','B'],'outcome':'win'},"
                    "{'choose':'B','for':'play-order','by':'B'},"
                    "{'do':'set','round':1,'table':['B','A'],'outcome':'win'},"
                    "{'choose':'A','for':'play-order','by':'A'},"
                    "{'do':'set','round':1,'table':['A','B'],'outcome':'draw'},"
                    "{'random':['B','A'],'for':'play-order'},"
                    "{'do':'set','round':1,'table':['A','B'],'outcome':'win'}]");
    expect_ok(o);
    expect_fields(ft_event(o, "set", 0), "{'round':1,'table':['A','B'],'set':1,'winner':'A',"
                                      "'score':{'A':1,'B':0}}");
    expect_fields(ft_event(o, "play-order", 0), "{'set':2,'first':'B','chosen_by':'B'}");
    expect_fields(ft_event(o, "set", 1), "{'set':2,'winner':'B','score':{'A':1,'B':1}}");
    expect_fields(ft_event(o, "set", 2), "{'set':3,'winner':null,'score':{'A':1,'B':1}}");
    expect_fields(ft_event(o, "play-order", 2), "{'set':4,'first':'B','chosen_by':null}");
    expect_fields(ft_event(o, "result", 0), "{'table':['A','B'],'winners':['A'],'losers':['B'],"
                                         "'by_default':false,'decided_by':'FR.4.1~p1'}");
    json_decref(o);
    expect_error(FOUR "}", "[" R1 "{'do':'set','round':1,'table':['A','B'],'outcome':'win'}]",
                 "best_of");
}

/* FR.4.3, FR.4.4 and the legal actions at a table. */
static void concession_and_agreed_draws(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR "}",
                    "[" R1 "{'query':'legal','round':1,'table':['B','A']},"
                    "{'do':'concede','round':1,'fighter':'A','condition':'if time runs out'},"
                    "{'do':'agree-draw','round':1,'table':['C','D']},"
                    "{'do':'concede','round':1,'fighter':'A'},"
                    "{'do':'concede','round':1,'fighter':'B'},"
                    "{'query':'legal','round':1,'table':['A','B']}]");
    expect_ok(o);
    const json_t *legal = json_object_get(o, "legal");
    json_t *want = ft_json("[{'do':'concede','round':1,'fighter':'A'},"
                     "{'do':'concede','round':1,'fighter':'B'}]");
    assert_true(json_equal(json_object_get(json_array_get(legal, 0), "actions"), want));
    json_decref(want);
    assert_int_equal(json_array_size(json_object_get(json_array_get(legal, 1), "actions")), 0);
    expect_rejections(o, "2:FR.4.3~p2 3:FR.4.4~p1 5:FR.4.3~p2");
    expect_fields(ft_event(o, "result", 0), "{'table':['A','B'],'winners':['B'],'losers':['A'],"
                                         "'by_default':false,'decided_by':'FR.4.3~p1'}");
    json_decref(o);
    o = ft_run(FOUR ",'concession':false,'agreed_draws':true}",
            "[" R1 "{'query':'legal','round':1,'table':['D','C']},"
            "{'do':'concede','round':1,'fighter':'A'},"
            "{'do':'agree-draw','round':1,'table':['D','C']}]");
    expect_ok(o);
    want = ft_json("[{'do':'agree-draw','round':1,'table':['C','D']}]");
    assert_true(json_equal(json_object_get(json_array_get(json_object_get(o, "legal"), 0),
                                           "actions"), want));
    json_decref(want);
    expect_rejections(o, "2:FR.4.3~p1");
    expect_fields(ft_event(o, "result", 0), "{'table':['C','D'],'drawn':['C','D'],"
                                         "'decided_by':'FR.4.4~p1'}");
    json_decref(o);
}

/* FR.4.2~p6 without adjudication; FR.4.7 extra turns (a consecutive turn is not counted). */
static void time_and_extra_turns(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'game':'vanguard'}",
                    "[" R1 "{'do':'time','round':1,'table':['A','B']}]");
    expect_ok(o);
    expect_fields(ft_event(o, "result", 0), "{'table':['A','B'],'drawn':['A','B'],"
                                         "'by_default':false,'decided_by':'FR.4.2~p6'}");
    json_decref(o);
    o = ft_run(FOUR ",'extra_turns':1}",
            "[" R1 "{'do':'time','round':1,'table':['A','B'],'turn':'A'},"
            "{'do':'checkpoint','round':1,'table':['A','B'],'at':'turn-end','turn':'A',"
            "'next':'A'},"
            "{'do':'checkpoint','round':1,'table':['A','B'],'at':'turn-end','turn':'A',"
            "'next':'B'},"
            "{'do':'time','round':1,'table':['C','D'],'turn':'C'},"
            "{'do':'concede','round':1,'fighter':'D'},"
            "{'do':'checkpoint','round':1,'table':['A','B'],'at':'turn-end','turn':'B',"
            "'next':'A'},"
            "{'do':'concede','round':1,'fighter':'A'}]");
    expect_ok(o);
    expect_fields(ft_event(o, "time", 0), "{'extra_turns':1,'next':'turn-end'}");
    expect_fields(ft_event(o, "turn", 0), "{'index':0}");  /* FR.4.7~p4 */
    expect_fields(ft_event(o, "turn", 1), "{'index':1}");
    /* D's concession during the extra turns is accepted (FR.4.3~p2 「それが終了した後」) */
    expect_fields(ft_event(o, "result", 0), "{'table':['C','D'],'winners':['C'],"
                                         "'decided_by':'FR.4.3~p1'}");
    expect_fields(ft_event(o, "result", 1), "{'table':['A','B'],'drawn':['A','B'],"
                                         "'decided_by':'FR.4.2~p6'}");
    expect_rejections(o, "7:FR.4.3~p2");  /* after the end of the extra turns */
    assert_true(ft_traced(o, "FR.4.7~p4"));
    assert_true(ft_traced(o, "AA~p1"));
    json_decref(o);
}

/* AA.1: more damage loses; equal waits for the end of the turn (AA.1#3); no concession after
 * the end call (BF-CONCEDE-TIME); an extension after the call is refused (FR.1.2.3~p8). */
static void vanguard_adjudication_and_extensions(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'game':'vanguard','adjudication':true}",
                    "[" R1 "{'do':'extend','round':1,'table':['C','D'],'turns':1},"
                    "{'do':'time','round':1,'table':['A','B'],"
                    "'state':{'damage':{'A':4,'B':4}}},"
                    "{'do':'concede','round':1,'fighter':'A'},"
                    "{'do':'extend','round':1,'table':['A','B'],'minutes':3},"
                    "{'do':'checkpoint','round':1,'table':['A','B'],'at':'turn-end',"
                    "'state':{'damage':{'A':5,'B':5}}},"
                    "{'do':'checkpoint','round':1,'table':['A','B'],'at':'turn-end',"
                    "'state':{'damage':{'A':5,'B':6}}},"
                    "{'do':'time','round':1,'table':['D','C'],'turn':'D'},"
                    "{'do':'checkpoint','round':1,'table':['C','D'],'at':'turn-end','turn':'D',"
                    "'next':'C'},"
                    "{'do':'checkpoint','round':1,'table':['C','D'],'at':'turn-end','turn':'C',"
                    "'next':'D','state':{'damage':{'C':2,'D':3}}}]");
    expect_ok(o);
    expect_fields(ft_event(o, "extension", 0), "{'table':['C','D'],'turns':1,'minutes':0}");
    expect_fields(ft_event(o, "time-out", 0), "{'table':['A','B'],'procedure':'AA.1#2',"
                                           "'next':'turn-end'}");
    expect_fields(ft_event(o, "time-out", 1), "{'procedure':'AA.1#3','next':'turn-end'}");
    expect_rejections(o, "3:FR.4.3~p2 4:FR.1.2.3~p8");
    expect_fields(ft_event(o, "result", 0), "{'table':['A','B'],'winners':['A'],'losers':['B'],"
                                         "'decided_by':'AA.1#3'}");
    /* the extended table: one extra turn (C's, after D's turn 0), then D (more damage) loses */
    expect_fields(ft_event(o, "time", 0), "{'table':['C','D'],'extra_turns':1}");
    expect_fields(ft_event(o, "result", 1), "{'table':['C','D'],'winners':['C'],"
                                         "'decided_by':'AA.1#2'}");
    json_decref(o);
    expect_error(FOUR ",'game':'vanguard','adjudication':true}",
                 "[" R1 "{'do':'time','round':1,'table':['A','B']}]", "state");
}

/* AA.2 (level then clock), AA.5 (less defense loses), AA.7 (a double loss). */
static void weiss_shadowverse_hololive(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'game':'weiss-schwarz','adjudication':true}",
                    "[" R1 "{'do':'time','round':1,'table':['A','B'],"
                    "'state':{'level':{'A':2,'B':2},'clock':{'A':3,'B':5}}},"
                    "{'do':'time','round':1,'table':['C','D'],"
                    "'state':{'level':{'C':3,'D':3},'clock':{'C':1,'D':1}}},"
                    "{'do':'checkpoint','round':1,'table':['C','D'],'at':'check-timing',"
                    "'state':{'level':{'C':3,'D':2},'clock':{'C':0,'D':6}}}]");
    expect_ok(o);
    expect_fields(ft_event(o, "result", 0), "{'winners':['A'],'decided_by':'AA.2#2'}");
    expect_fields(ft_event(o, "time-out", 0), "{'procedure':'AA.2#2','next':'check-timing'}");
    expect_fields(ft_event(o, "result", 1), "{'winners':['D'],'decided_by':'AA.2#3'}");
    json_decref(o);
    o = ft_run(FOUR ",'game':'shadowverse-evolve','adjudication':true}",
            "[" R1 "{'do':'time','round':1,'table':['A','B'],'state':{'defense':{'A':2,'B':5}}}]");
    expect_ok(o);
    expect_fields(ft_event(o, "result", 0), "{'winners':['B'],'decided_by':'AA.5#2'}");
    json_decref(o);
    o = ft_run(FOUR ",'game':'hololive','adjudication':true}",
            "[" R1 "{'do':'time','round':1,'table':['A','B']}]");
    expect_ok(o);
    expect_fields(ft_event(o, "result", 0), "{'winners':[],'losers':['A','B'],'drawn':[],"
                                         "'decided_by':'AA.7#2'}");
    expect_fields(fighter_state(o, "A"), "{'losses':1,'draws':0}");
    json_decref(o);
}

/* AA.6: the inning in progress, extra innings, then two d6 each (ties roll again) or a lottery. */
static void dream_order_innings(void **state)
{
    (void)state;
    const char *script =
        "[" R1 "{'do':'time','round':1,'table':['A','B']},"
        "{'do':'checkpoint','round':1,'table':['A','B'],'at':'inning-end'},"
        "{'do':'checkpoint','round':1,'table':['A','B'],'at':'inning-end'},"
        "{'random':{'A':[3,4],'B':[2,5]},'for':'dice'},"
        "{'random':{'A':[1,1],'B':[6,6]},'for':'dice'}]";
    json_t *o = ft_run(FOUR ",'game':'dream-order','adjudication':true,'extra_innings':1,"
                    "'scoring':{'win':3,'draw':1,'loss':0}}", script);
    expect_ok(o);
    expect_fields(ft_event(o, "time-out", 0), "{'procedure':'AA.6#2','next':'inning-end'}");
    expect_fields(ft_event(o, "time-out", 1), "{'procedure':'AA.6#3','next':'inning-end'}");
    expect_fields(ft_event(o, "result", 0), "{'winners':['B'],'decided_by':'AA.6~p1'}");
    json_decref(o);
    o = ft_run(FOUR ",'game':'dream-order','adjudication':true,'params':{'do_decider':'lottery'}}",
            "[" R1 "{'do':'time','round':1,'table':['A','B']},"
            "{'do':'checkpoint','round':1,'table':['A','B'],'at':'inning-end'},"
            "{'random':['B','A'],'for':'lottery'}]");
    expect_ok(o);
    expect_fields(ft_event(o, "result", 0), "{'winners':['B'],'decided_by':'AA.6#4'}");
    json_decref(o);
}

/* AA.4: after the base player's opponent's turn, the entry-ins. */
static void rebirth_entry_ins(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'game':'rebirth','adjudication':true}",
                    "[" R1 "{'do':'time','round':1,'table':['A','B'],'turn':'A'},"
                    "{'do':'checkpoint','round':1,'table':['A','B'],'at':'turn-end','turn':'A'},"
                    "{'do':'checkpoint','round':1,'table':['A','B'],'at':'turn-end','turn':'B',"
                    "'state':{'cards':{'A':[3000,'rebirth'],'B':[2000,1000]},"
                    "'retired':{'A':0,'B':6}}},"
                    "{'random':[3000,'rebirth'],'for':'shuffle'},"
                    "{'random':[1000,2000],'for':'shuffle'}]");
    expect_ok(o);
    assert_int_equal(ft_count_events(o, "time-out"), 2);
    expect_fields(ft_event(o, "entry-in", 0), "{'entry':1,'cards':{'A':3000,'B':1000},"
                                           "'retired':{'A':0,'B':7}}");
    expect_fields(ft_event(o, "result", 0), "{'winners':['A'],'decided_by':'AA.4#5'}");
    json_decref(o);
    o = ft_run(FOUR ",'game':'rebirth','adjudication':true}",
            "[" R1 "{'do':'time','round':1,'table':['A','B'],'turn':'B'},"
            "{'do':'checkpoint','round':1,'table':['A','B'],'at':'turn-end','turn':'A',"
            "'state':{'cards':{'A':['rebirth',0],'B':[1000,500]},'retired':{'A':0,'B':0}}},"
            "{'random':[0,'rebirth'],'for':'shuffle'},"
            "{'random':[500,1000],'for':'shuffle'}]");
    assert_null(json_object_get(o, "error"));
    /* step 1: 0 against 500, A's card retired; step 2: Re:birth beats 1000, B's retired; both
     * decks empty: a lottery is asked */
    expect_fields(ft_event(o, "entry-in", 1), "{'entry':2,'retired':{'A':1,'B':1}}");
    assert_non_null(json_object_get(o, "pending"));
    json_decref(o);
    expect_error(FOUR ",'game':'rebirth','adjudication':true}",
                 "[" R1 "{'do':'time','round':1,'table':['A','B'],'turn':'A'},"
                 "{'do':'checkpoint','round':1,'table':['A','B'],'at':'turn-end','turn':'B',"
                 "'state':{'cards':{'A':[1],'B':[2]},'retired':{'A':0,'B':0}}},"
                 "{'random':[2],'for':'shuffle'}]", "arrangement");
}

/* FR.4.2~t1 and BF-SETS-TIME at the end call. */
static void match_time_and_sets_at_time(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'best_of':3}",
                    "[{'do':'match-time','game':'dream-order'},{'do':'match-time','game':'rebirth'},"
                    R1 "{'do':'set','round':1,'table':['A','B'],'outcome':'win'},"
                    "{'choose':'A','for':'play-order','by':'B'},"
                    "{'do':'time','round':1,'table':['A','B']},"
                    "{'do':'time','round':1,'table':['C','D']}]");
    expect_ok(o);
    expect_fields(ft_event(o, "match-time", 0), "{'minutes':{'min':25,'max':30}}");
    expect_fields(ft_event(o, "match-time", 1), "{'minutes':{'min':15,'max':15}}");
    expect_fields(ft_event(o, "result", 0), "{'winners':['A'],'decided_by':'FR.4.1~p3'}");
    expect_fields(ft_event(o, "result", 1), "{'drawn':['C','D'],'decided_by':'FR.4.2~p6'}");
    json_decref(o);
    o = ft_run(FOUR ",'best_of':3,'params':{'sets_at_time':'draw'}}",
            "[" R1 "{'do':'set','round':1,'table':['A','B'],'outcome':'win'},"
            "{'choose':'A','for':'play-order','by':'B'},"
            "{'do':'time','round':1,'table':['A','B']}]");
    expect_ok(o);
    expect_fields(ft_event(o, "result", 0), "{'drawn':['A','B'],'decided_by':'FR.4.2~p6'}");
    json_decref(o);
}

/* === (4) tardiness, result reporting, wrong seats ========================================== */

/* PG.3.9.1 (a penalty like any other), PG.3.9.2~p1 (a loss by default, then retired unless the
 * fighter reports in before the next pairing). */
static void tardiness(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR "}",
                    "[" R1 "{'do':'late','round':1,'fighter':'A','seconds':120},"
                    "{'choose':'warning','for':'penalty','by':'judge'},"
                    "{'do':'late','round':1,'fighter':'B','seconds':60,'early_start':true},"
                    "{'do':'late','round':1,'fighter':'C','seconds':300},"
                    "{'do':'report-in','fighter':'C'}]");
    expect_ok(o);
    expect_fields(ft_event(o, "late", 0), "{'fighter':'A','seconds':120,'infraction':'tardiness'}");
    expect_fields(ft_event(o, "penalty", 0), "{'fighter':'A','infraction':'tardiness',"
                                          "'penalty':'warning'}");
    expect_fields(ft_event(o, "late", 1), "{'fighter':'B','infraction':null}");
    expect_fields(ft_event(o, "late", 2), "{'fighter':'C','infraction':'major-tardiness'}");
    expect_fields(ft_event(o, "result", 0), "{'table':['C','D'],'winners':['D'],'losers':['C'],"
                                         "'by_default':true,'decided_by':'PG.3.9.2~p1'}");
    expect_fields(ft_event(o, "reported-in", 0), "{'fighter':'C'}");
    expect_fields(fighter_state(o, "C"), "{'dropped':false,'absent':false,'penalties':["
                                         "{'infraction':'major-tardiness','penalty':'match-loss'}]}");
    assert_int_equal(ft_count_events(o, "penalty"), 1);
    json_decref(o);
    /* the bye is the fighter's match (PG.3.9.1~p2); too late to report in after a pairing */
    o = ft_run("{'format':'swiss','rounds':3,'fighters':['A','B','C','D','E']}",
            "[{'do':'pair','round':1,'tables':[['A','B'],['D','E']],'bye':['C']},"
            "{'do':'late','round':1,'fighter':'C','seconds':400},"
            "{'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
            "{'do':'result','round':1,'table':['D','E'],'outcome':'win'},"
            "{'do':'pair','round':2,'tables':[['A','D'],['B','E']]},"
            "{'do':'report-in','fighter':'C'}]");
    expect_ok(o);
    expect_rejections(o, "5:PG.3.9.2~p1");
    expect_fields(fighter_state(o, "C"), "{'points':0,'losses':1,'dropped':true,'absent':true}");
    json_decref(o);
}

/* PG.3.17.1~p1 (B1), PG.3.17.2~p1 and ~p3, PG.3.17.3~p2 (BF-CORRECT-WINDOW). */
static void result_reporting(void **state)
{
    (void)state;
    json_t *o = ft_run("{'format':'swiss','rounds':3,'fighters':['A','B','C','D','E','F']}",
                    "[{'do':'pair','round':1,'tables':[['A','B'],['C','D'],['E','F']]},"
                    "{'do':'report','round':1,'table':['A','B'],'outcome':'win','by':'A'},"
                    "{'do':'approve','round':1,'table':['A','B'],'by':'A'},"
                    "{'do':'approve','round':1,'table':['B','A'],'by':'B'},"
                    "{'do':'accept-report','round':1,'table':['C','D']},"
                    "{'do':'report','round':1,'table':['D','C'],'outcome':'win','by':'C'},"
                    "{'do':'accept-report','round':1,'table':['C','D']},"
                    "{'do':'unreported','round':1,'table':['E','F'],'as':'double-loss'},"
                    "{'do':'correct-result','round':1,'table':['B','A'],'outcome':'win'},"
                    "{'do':'pair','round':2,'tables':[['A','C'],['B','E'],['D','F']]},"
                    "{'do':'correct-result','round':1,'table':['A','B'],'outcome':'win'}]");
    expect_ok(o);
    expect_fields(ft_event(o, "reported", 0), "{'round':1,'table':['A','B'],'outcome':'win',"
                                           "'by':'A'}");
    expect_rejections(o, "2:PG.3.17.2~p1 4:PG.3.17.2~p3 10:PG.3.17.3~p2");
    expect_fields(ft_event(o, "result", 0), "{'table':['A','B'],'winners':['A'],"
                                         "'decided_by':'PG.3.17.2~p1'}");
    expect_fields(ft_event(o, "result", 1), "{'table':['C','D'],'winners':['D'],"
                                         "'decided_by':'PG.3.17.2~p3'}");
    expect_fields(ft_event(o, "result", 2), "{'table':['E','F'],'losers':['E','F'],"
                                         "'decided_by':'PG.3.17.1~p1'}");
    expect_fields(ft_event(o, "result", 3), "{'table':['A','B'],'winners':['B'],'losers':['A'],"
                                         "'corrected':true,'decided_by':'PG.3.17.3~p2'}");
    assert_int_equal(ft_count_events(o, "round-complete"), 1);
    expect_fields(fighter_state(o, "A"), "{'points':0,'wins':0,'losses':1}");
    expect_fields(fighter_state(o, "B"), "{'points':1,'wins':1,'losses':0}");
    json_decref(o);
}

/* PG.3.10.2~x1 and ~x2, with C and D for X and Y. */
static void misseating(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR "}",
                    "[" R1 "{'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
                    "{'do':'result','round':1,'table':['D','C'],'outcome':'win'},"
                    "{'do':'misseating','round':1,'played':["
                    "{'table':1,'fighters':['A','D'],'outcome':'win'},"
                    "{'table':2,'fighters':['B','C'],'outcome':'win'}]}]");
    expect_ok(o);
    /* ~x1: A beat B by B's major tardiness at table 1; X (C) beat Y (D) at table 2 */
    expect_fields(ft_event(o, "result", 2), "{'table':['A','B'],'winners':['A'],"
                                         "'by_default':true,'corrected':true,"
                                         "'decided_by':'PG.3.10.2~p2'}");
    expect_fields(ft_event(o, "result", 3), "{'table':['C','D'],'winners':['C'],'losers':['D'],"
                                         "'by_default':true,'corrected':true}");
    expect_fields(ft_event(o, "misseating", 0), "{'round':1,'penalised':['A','B','C','D']}");
    expect_fields(fighter_state(o, "D"), "{'points':0,'dropped':false,'penalties':["
                                         "{'infraction':'major-tardiness','penalty':'match-loss'}]}");
    json_decref(o);
    o = ft_run(FOUR "}",
            "[" R1 "{'do':'result','round':1,'table':['A','B'],'outcome':'win'},"
            "{'do':'result','round':1,'table':['C','D'],'outcome':'win'},"
            "{'do':'misseating','round':1,'played':["
            "{'table':1,'fighters':['C','D'],'outcome':'win'},"
            "{'table':2,'fighters':['A','B'],'outcome':'win'}]}]");
    expect_ok(o);
    /* ~x2: each pair played each other: the results stand, all four penalised */
    assert_int_equal(ft_count_events(o, "result"), 2);
    expect_fields(ft_event(o, "misseating", 0), "{'penalised':['A','B','C','D']}");
    json_decref(o);
}

/* === (5) teams and advice ================================================================== */

static void teams_and_retirement(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'team_format':'tag'}",
                    "[{'do':'register-team','team':'T1','members':['A','B']},"
                    "{'do':'register-team','team':'T2','members':['C']},"
                    "{'do':'register-team','team':'T3','members':['B','C']},"
                    "{'do':'pair','round':1,'tables':[['A','C'],['B','D']]},"
                    "{'do':'drop','fighter':'A'}]");
    expect_ok(o);
    expect_fields(ft_event(o, "team", 0), "{'team':'T1','positions':{'lead':'A','captain':'B'},"
                                       "'representative':'B'}");
    expect_rejections(o, "1:FR.5.1.1~p2 2:FR.5.1.1~p2");
    /* A's late drop, then the team retires: B's open match is lost by default too */
    expect_event_types(o, "team pairing result result round-complete team-retired");
    expect_fields(ft_event(o, "result", 1), "{'table':['B','D'],'winners':['D'],'losers':['B'],"
                                         "'by_default':true}");
    expect_fields(ft_event(o, "team-retired", 0), "{'team':'T1','because':'A'}");
    json_t *want = ft_json("{'T1':{'members':['A','B'],'retired':true}}");
    assert_true(json_equal(json_object_get(json_object_get(o, "state"), "teams"), want));
    json_decref(want);
    expect_fields(fighter_state(o, "B"), "{'dropped':true,'team':'T1'}");
    json_decref(o);
    o = ft_run(FOUR ",'team_format':'trio'}",
            "[{'do':'register-team','team':'T','members':['A','B','C']}]");
    expect_ok(o);
    expect_fields(ft_event(o, "team", 0), "{'positions':{'lead':'A','middle':'B','captain':'C'},"
                                       "'representative':'C'}");
    json_decref(o);
}

/* FR.5.2.2: none by default; after one's own match; a lost right (BF-ADVICE-LOST). */
static void advice(void **state)
{
    (void)state;
    json_t *o = ft_run(FOUR ",'team_format':'trio'}",
                    "[{'do':'register-team','team':'T','members':['A','B','C']},"
                    "{'do':'advise','from':'A','to':'B'},"
                    "{'do':'advise','from':'A','to':'B','judge_allowed':true}]");
    expect_ok(o);
    expect_rejections(o, "1:FR.5.2.2.1~p1");
    assert_int_equal(ft_count_events(o, "advice"), 1);
    json_decref(o);
    o = ft_run(FOUR ",'team_format':'trio','advice':'after-own-match'}",
            "[{'do':'register-team','team':'T','members':['A','B','C']},"
            "{'do':'advise','from':'A','to':'B'},"
            "{'do':'member-finished','fighter':'A'},"
            "{'do':'advise','from':'B','to':'A'},"
            "{'do':'lose-advice','fighter':'B','cause':'spectator'},"
            "{'do':'advise','from':'A','to':'B'},"
            "{'do':'advise','from':'A','to':'C'},"
            "{'do':'team-finished','team':'T'},"
            "{'do':'advise','from':'B','to':'C'}]");
    expect_ok(o);
    expect_rejections(o, "1:FR.5.2.2.3~p3 5:FR.5.2.2.2~p2");
    assert_int_equal(ft_count_events(o, "advice"), 3);
    assert_true(ft_traced(o, "FR.5.2.2.2~b2"));
    json_decref(o);
    o = ft_run(FOUR ",'team_format':'tag','advice':'allowed'}",
            "[{'do':'register-team','team':'T','members':['A','B']},"
            "{'do':'advise','from':'A','to':'B'},"
            "{'do':'lose-advice','fighter':'A','cause':'device'},"
            "{'do':'advise','from':'B','to':'A'}]");
    expect_ok(o);
    expect_rejections(o, "3:FR.5.2.2.2~p2");
    json_decref(o);
    expect_error(FOUR ",'team_format':'tag'}",
                 "[{'do':'register-team','team':'T','members':['A','B']},"
                 "{'do':'advise','from':'A','to':'C'}]", "one team");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(penalty_guide_reads_the_level_row),
        cmocka_unit_test(partial_repair_only_up_to_level_two),
        cmocka_unit_test(chosen_penalty_and_departures),
        cmocka_unit_test(second_warning_becomes_a_pending_match_loss),
        cmocka_unit_test(match_loss_during_and_between_matches),
        cmocka_unit_test(caution_upgrade),
        cmocka_unit_test(disqualification),
        cmocka_unit_test(forfeited_places),
        cmocka_unit_test(team_penalty),
        cmocka_unit_test(legal_penalties),
        cmocka_unit_test(guideline_table_rows_exist),
        cmocka_unit_test(required_items),
        cmocka_unit_test(deck_checks),
        cmocka_unit_test(sleeves),
        cmocka_unit_test(eligibility),
        cmocka_unit_test(challenges),
        cmocka_unit_test(sets_and_play_order),
        cmocka_unit_test(concession_and_agreed_draws),
        cmocka_unit_test(time_and_extra_turns),
        cmocka_unit_test(vanguard_adjudication_and_extensions),
        cmocka_unit_test(weiss_shadowverse_hololive),
        cmocka_unit_test(dream_order_innings),
        cmocka_unit_test(rebirth_entry_ins),
        cmocka_unit_test(match_time_and_sets_at_time),
        cmocka_unit_test(tardiness),
        cmocka_unit_test(result_reporting),
        cmocka_unit_test(misseating),
        cmocka_unit_test(teams_and_retirement),
        cmocka_unit_test(advice),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
