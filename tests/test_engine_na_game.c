/* test_engine_na_game.c — the nivel-arena engine (engine/nivel_arena/) on small games whose
 * outcome is worked out by hand from the text: placement and upgrades, damage processing and its
 * triggers, level-up and awakening, the end phase, battles with keywords, guardians, negation,
 * the order of automatic effects, the legal sets, the preparation, and the setup's case errors. */
#include "fw_testutil.h"
#include "na_testutil.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <string.h>

static const char *str(const json_t *obs, const char *path)
{
    return json_string_value(fwt_state(obs, path));
}

static long num(const json_t *obs, const char *path)
{
    return (long)json_integer_value(fwt_state(obs, path));
}

/* Size 6 (level 4, two damage cards): U4 (3) replaces U1 (2) and its item (1) beside U2 (3):
 * 3 + 3 ≤ 6 (6.4.1.1.2.1); U1 and I go to the trash not by effect, U1's return never activates
 * (10.1.7.2.2); a unit of cost 2 onto U1 would be refused (3.5.5). */
static void upgrade_trashes_not_by_effect(void **state)
{
    (void)state;
    const char *setup = "{'first': 'P1', 'start': {'at': 'main', 'turn': 3},"
        " 'cards': {'L1': {'type': 'leader'}, 'L2': {'type': 'leader'}, 'X1': {}, 'X2': {},"
        "  'U1': {'cost': 2, 'keywords': {'return': true}}, 'I': {'type': 'item', 'cost': 1},"
        "  'U2': {'cost': 3}, 'U4': {'cost': 3}, 'U5': {'cost': 2}, 'D1': {}, 'D2': {}},"
        " 'P1': {'leader': 'L1', 'level': 4, 'damage': ['X1', 'X2'], 'unit1': 'U1', 'unit2': 'U2',"
        "        'hand': ['U5', 'U4'], 'deck': ['D1']}, 'P2': {'leader': 'L2', 'deck': ['D2']},"
        " 'under': {'U1': ['I']}}";
    json_t *obs = nat_run(setup, "[{'do': 'place', 'card': 'U5', 'zone': 'unit1'},"
                                 " {'do': 'place', 'card': 'U4', 'zone': 'unit1'},"
                                 " {'do': 'end'}, {'do': 'end'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "3.5.5");
    assert_string_equal(str(obs, "P1.unit1.0.card"), "U4");
    assert_string_equal(fwt_ids(obs, "P1.trash"), "U1 I");
    assert_string_equal(json_string_value(json_object_get(fwt_event(obs, "move", 0), "cause")),
                        "rule");
    assert_int_equal(fwt_count(obs, "activate"), 0);
    assert_true(fwt_traced(obs, "6.4.1.1.2.1"));
    assert_true(fwt_traced(obs, "10.1.7.2.2"));
    json_decref(obs);
}

/* Hit 3 into a deck whose top card is a trigger returning itself: it goes to the damage zone,
 * then to the hand, and the 2 damage left are cancelled (4.5.4.3.1). */
static void trigger_cancels_damage(void **state)
{
    (void)state;
    const char *setup = nat_setup("attack",
        "'A': {'cost': 1, 'power': 1000, 'hit': 3}, 'T': {'trigger': [{'hand': 'this'}]},"
        " 'X2': {}, 'X3': {}",
        "'unit1': 'A'", "'deck': ['T', 'X2', 'X3']");
    json_t *obs = nat_run(setup, "[{'do': 'attack', 'card': 'A'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P2.damage"), "");
    assert_string_equal(fwt_ids(obs, "P2.hand"), "T");
    assert_string_equal(fwt_ids(obs, "P2.deck"), "X2 X3");
    assert_int_equal(fwt_count(obs, "trigger"), 1);
    json_decref(obs);
}

/* Nine damage cards and hit 2: the tenth card loses at once; the second damage is never
 * processed (NA-TEN-DAMAGE). */
static void tenth_damage_card_loses(void **state)
{
    (void)state;
    const char *setup = nat_setup("attack",
        "'A': {'cost': 1, 'power': 1000, 'hit': 2}, 'Y1': {}, 'Y2': {}, 'Z1': {}, 'Z2': {},"
        " 'Z3': {}, 'Z4': {}, 'Z5': {}, 'Z6': {}, 'Z7': {}, 'Z8': {}, 'Z9': {}",
        "'unit1': 'A'",
        "'deck': ['Y1', 'Y2'], 'damage': ['Z1', 'Z2', 'Z3', 'Z4', 'Z5', 'Z6', 'Z7', 'Z8', 'Z9']");
    json_t *obs = nat_run(setup, "[{'do': 'attack', 'card': 'A'}]");
    fwt_ok(obs);
    assert_string_equal(str(obs, "result.winner"), "P1");
    assert_string_equal(fwt_ids(obs, "P2.deck"), "Y2");
    assert_string_equal(json_string_value(json_object_get(fwt_event(obs, "lose", 0), "why")),
                        "damage-zone");
    json_decref(obs);
}

/* The level-up phase from 4 with awakening at 5 flips the leader; from 10 nothing changes; the
 * first player does not draw on turn 1 (6.3.1.1). */
static void levelup_awakens_and_caps(void **state)
{
    (void)state;
    json_t *obs = nat_run("{'first': 'P1', 'start': {'at': 'levelup', 'turn': 3},"
                          " 'cards': {'L1': {'type': 'leader', 'awaken': 5}, 'L2': {'type': 'leader'},"
                          "  'D1': {}}, 'P1': {'leader': 'L1', 'level': 4, 'deck': ['D1']},"
                          " 'P2': {'leader': 'L2'}}", "[]");
    fwt_ok(obs);
    assert_int_equal(num(obs, "P1.leader.level"), 5);
    assert_string_equal(str(obs, "P1.leader.face"), "awakened");
    assert_string_equal(fwt_ids(obs, "P1.hand"), "D1");
    json_decref(obs);
    obs = nat_run("{'first': 'P1', 'start': {'at': 'levelup', 'turn': 1},"
                  " 'cards': {'L1': {'type': 'leader'}, 'L2': {'type': 'leader'}, 'D1': {}},"
                  " 'P1': {'leader': 'L1', 'level': 10, 'deck': ['D1']}, 'P2': {'leader': 'L2'}}",
                  "[]");
    fwt_ok(obs);
    assert_int_equal(num(obs, "P1.leader.level"), 10);
    assert_int_equal(fwt_count(obs, "level"), 0);
    assert_string_equal(fwt_ids(obs, "P1.hand"), "");
    assert_true(fwt_traced(obs, "4.6.3"));
    json_decref(obs);
}

/* The end phase: the skill trashed (6.6.1.3), a hand of 9 cut to 7 by the turn player's choice
 * (6.6.1.4), an until-the-end-of-the-turn +1000 negated (6.6.1.2). */
static void end_phase_steps(void **state)
{
    (void)state;
    const char *setup = nat_setup("main",
        "'S': {'type': 'skill', 'cost': 0, 'effect': [{'power': 1000, 'target': 'own-unit',"
        " 'until': 'turn'}]}, 'U': {'cost': 0, 'power': 2000}, 'H1': {}, 'H2': {}, 'H3': {},"
        " 'H4': {}, 'H5': {}, 'H6': {}, 'H7': {}, 'H8': {}, 'H9': {}, 'E1': {}",
        "'unit1': 'U', 'hand': ['S', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'H8', 'H9']",
        "'deck': ['E1']");
    json_t *obs = nat_run(setup, "[{'do': 'activate', 'card': 'S'}, {'choose': ['U'], 'for': 'target'},"
                                 " {'do': 'end'}, {'do': 'end'},"
                                 " {'choose': ['H9', 'H2'], 'for': 'discard', 'by': 'P1'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.trash"), "S H9 H2");
    assert_string_equal(fwt_ids(obs, "P1.hand"), "H1 H3 H4 H5 H6 H7 H8");
    assert_int_equal(num(obs, "P1.unit1.0.power"), 2000);
    assert_string_equal(str(obs, "turn.player"), "P2");
    json_decref(obs);
}

/* A guardian next to the attacker's lane pays sacrifice 1 and defends: the attacker (4000) loses
 * to it (5000); nobody takes damage (10.2.6.3.2, 10.2.6.3.4.2.2). */
static void guardian_sacrifice(void **state)
{
    (void)state;
    const char *setup = nat_setup("attack",
        "'A': {'cost': 1, 'power': 4000, 'hit': 2},"
        " 'G': {'cost': 1, 'power': 5000, 'keywords': {'guardian': {'sacrifice': 1}}},"
        " 'X': {'cost': 1}, 'Y1': {}, 'Y2': {}",
        "'unit1': 'A'", "'unit2': 'G', 'unit3': 'X', 'deck': ['Y1', 'Y2']");
    json_t *obs = nat_run(setup, "[{'do': 'attack', 'card': 'A'},"
                                 " {'choose': true, 'for': 'guardian', 'by': 'P2'},"
                                 " {'choose': ['X'], 'for': 'sacrifice', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.trash"), "A");
    assert_string_equal(fwt_ids(obs, "P2.trash"), "X");
    assert_string_equal(fwt_ids(obs, "P2.damage"), "");
    assert_string_equal(json_string_value(json_object_get(fwt_event(obs, "defend", 0), "card")),
                        "G");
    json_decref(obs);
}

/* +3000 then −4000 on a 2000 unit, both until the end of the turn: the negation passes −2000
 * without trashing it (8.5.2.1); it ends at 2000. */
static void negation_does_not_trash_midway(void **state)
{
    (void)state;
    const char *setup = nat_setup("main",
        "'U': {'cost': 0, 'power': 2000},"
        " 'S1': {'type': 'skill', 'effect': [{'power': 3000, 'target': 'own-unit', 'until': 'turn'}]},"
        " 'S2': {'type': 'skill', 'effect': [{'power': -4000, 'target': 'own-unit', 'until': 'turn'}]},"
        " 'E1': {}", "'unit1': 'U', 'hand': ['S1', 'S2'], 'level': 5", "'deck': ['E1']");
    json_t *obs = nat_run(setup, "[{'do': 'activate', 'card': 'S1'}, {'choose': ['U'], 'for': 'target'},"
                                 " {'do': 'activate', 'card': 'S2'}, {'choose': ['U'], 'for': 'target'},"
                                 " {'do': 'end'}, {'do': 'end'}]");
    fwt_ok(obs);
    assert_string_equal(str(obs, "P1.unit1.0.card"), "U");
    assert_int_equal(num(obs, "P1.unit1.0.power"), 2000);
    json_decref(obs);
}

/* Both players' exit effects met by one skill: the turn player's activates first (8.1.3.2.3);
 * a take-down in battle trashes the winner of equal cost (10.2.5.2.3). */
static void automatic_effects_in_order(void **state)
{
    (void)state;
    const char *setup = nat_setup("main",
        "'A': {'cost': 1, 'abilities': [{'kind': 'exit', 'effect': [{'draw': 1}]}]},"
        " 'D': {'cost': 1, 'abilities': [{'kind': 'exit', 'effect': [{'draw': 1}]}]},"
        " 'S': {'type': 'skill', 'effect': [{'trash': 'own-unit'}, {'trash': 'opponent-unit'}]},"
        " 'E1': {}, 'E2': {}", "'unit1': 'A', 'hand': ['S'], 'deck': ['E1']",
        "'unit1': 'D', 'deck': ['E2']");
    json_t *obs = nat_run(setup, "[{'do': 'activate', 'card': 'S'}, {'choose': ['A'], 'for': 'target'},"
                                 " {'choose': ['D'], 'for': 'target'}]");
    fwt_ok(obs);
    assert_string_equal(json_string_value(json_object_get(fwt_event(obs, "activate", 1), "card")), "A");
    assert_string_equal(json_string_value(json_object_get(fwt_event(obs, "activate", 2), "card")), "D");
    assert_string_equal(fwt_ids(obs, "P1.hand"), "E1");
    assert_string_equal(fwt_ids(obs, "P2.hand"), "E2");
    json_decref(obs);
    setup = nat_setup("attack", "'A': {'cost': 5, 'power': 2000, 'keywords': {'take-down': true}},"
                      " 'D': {'cost': 5, 'power': 3000}", "'unit1': 'A'", "'unit1': 'D'");
    obs = nat_run(setup, "[{'do': 'attack', 'card': 'A'}, {'do': 'defend', 'card': 'D'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.trash"), "A");
    assert_string_equal(fwt_ids(obs, "P2.trash"), "D");
    json_decref(obs);
}

/* The main phase's legal set at size 2 with a field of cost 1: the unit of cost 1 in either empty
 * zone (1 + 1), the item on the unit (1 + 1), the unit of cost 2 only as an upgrade of U (2 + 0,
 * 6.4.1.1.2.1), never into an empty zone (2 + 1 > 2). */
static void legal_sets(void **state)
{
    (void)state;
    const char *setup = nat_setup("main",
        "'U': {'cost': 1}, 'V': {'cost': 1}, 'W': {'cost': 2}, 'I': {'type': 'item', 'cost': 1}",
        "'level': 2, 'unit1': 'U', 'hand': ['V', 'W', 'I']", "");
    json_t *obs = nat_run(setup, "[{'query': 'legal'}]");
    fwt_ok(obs);
    fwt_expect_json(json_object_get(json_array_get(json_object_get(obs, "legal"), 0), "actions"),
                    "[{'do': 'place', 'card': 'V', 'zone': 'unit2'},"
                    " {'do': 'place', 'card': 'V', 'zone': 'unit3'},"
                    " {'do': 'place', 'card': 'W', 'zone': 'unit1'},"
                    " {'do': 'equip', 'card': 'I', 'unit': 'U'}, {'do': 'end'}]");
    json_decref(obs);
}

/* The preparation: a deck of 39 is illegal (5.1.2) and the game does not start. */
static void pregame_deck_check(void **state)
{
    (void)state;
    json_t *obs = nat_run("{'start': {'at': 'pregame'}, 'cards': {'L1': {'type': 'leader'},"
                          " 'L2': {'type': 'leader'}, 'D1': {}}, 'P1': {'leader': 'L1', 'deck': ['D1']},"
                          " 'P2': {'leader': 'L2'}}", "[]");
    fwt_ok(obs);
    const json_t *ev = fwt_event(obs, "deck-check", 0);
    assert_false(json_is_true(json_object_get(ev, "legal")));
    assert_string_equal(json_string_value(json_object_get(ev, "rule")), "5.1.2");
    assert_string_equal(str(obs, "turn.phase"), "pregame");
    json_decref(obs);
}

/* Case errors: power on an item, an unknown key, a card in no zone, an ability without effect. */
static void setup_errors(void **state)
{
    (void)state;
    json_t *obs = nat_run(nat_setup("main", "'I': {'type': 'item', 'power': 1}", "'hand': ['I']", ""), "[]");
    fwt_error(obs, "power and hit");
    json_decref(obs);
    obs = nat_run(nat_setup("main", "'U': {'colour': 'red'}", "'hand': ['U']", ""), "[]");
    fwt_error(obs, "colour");
    json_decref(obs);
    obs = nat_run(nat_setup("main", "'U': {}", "", ""), "[]");
    fwt_error(obs, "in no zone");
    json_decref(obs);
    obs = nat_run(nat_setup("main", "'U': {'abilities': [{'kind': 'entry'}]}", "'hand': ['U']", ""), "[]");
    fwt_error(obs, "effect");
    json_decref(obs);
    obs = nat_run(nat_setup("main", "'U': {}", "'hand': ['U']", ""),
                  "[{'do': 'place', 'card': 'U', 'zone': 'unit4'}]");
    fwt_error(obs, "zone");
    json_decref(obs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(upgrade_trashes_not_by_effect),
        cmocka_unit_test(trigger_cancels_damage),
        cmocka_unit_test(tenth_damage_card_loses),
        cmocka_unit_test(levelup_awakens_and_caps),
        cmocka_unit_test(end_phase_steps),
        cmocka_unit_test(guardian_sacrifice),
        cmocka_unit_test(negation_does_not_trash_midway),
        cmocka_unit_test(automatic_effects_in_order),
        cmocka_unit_test(legal_sets),
        cmocka_unit_test(pregame_deck_check),
        cmocka_unit_test(setup_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
