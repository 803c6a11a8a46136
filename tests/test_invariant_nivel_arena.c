/* test_invariant_nivel_arena.c — the nivel-arena invariants the judge checks on every run
 * (oracle/games/nivel_arena/): a consistent run of the engine passes and reports what it checked;
 * each property, broken on purpose in that observation, is caught and named by its clause. */
#include "fw_testutil.h"
#include "na_testutil.h"
#include "oracle/games/invariant.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

/* P1 attacks with A (hit 1, item I) into an empty lane: P2's top card Y1 to its damage zone. P1
 * has H (a unit) and I2 (an item) in hand, S in its skill zone, D1 in its deck. */
static const char *base_setup(void)
{
    return nat_setup("attack",
        "'A': {'cost': 1, 'power': 2000, 'hit': 1}, 'I': {'type': 'item'}, 'H': {},"
        " 'I2': {'type': 'item'}, 'S': {'type': 'skill', 'effect': [{'draw': 1}]}, 'D1': {},"
        " 'Y1': {}, 'Y2': {}, 'B': {}",
        "'unit1': 'A', 'hand': ['H', 'I2'], 'skill': ['S'], 'deck': ['D1']",
        "'deck': ['Y1', 'Y2'], 'unit3': 'B'");
}

typedef struct run {
    json_t *setup, *obs;
} run;

static run base(void)
{
    run r;
    r.setup = fwt_json(base_setup());
    json_object_set_new(r.setup, "under", fwt_json("{'A': ['I']}"));
    char *text = json_dumps(r.setup, 0);
    for (char *c = text; *c; c++)
        if (*c == '"')
            *c = '\'';
    r.obs = nat_run(text, "[{'do': 'attack', 'card': 'A'}]");
    free(text);
    fwt_ok(r.obs);
    return r;
}

static const char *check(run *r, inv_report *rep)
{
    inv_check("nivel-arena", r->setup, r->obs, rep);
    return rep->clause;
}

static void expect_broken(run r, const char *clause)
{
    inv_report rep;
    const char *got = check(&r, &rep);
    if (!got || strcmp(got, clause) != 0)
        fail_msg("expected %s broken, got %s (%s)", clause, got ? got : "none",
                 rep.message ? rep.message : "");
    inv_report_free(&rep);
    json_decref(r.setup);
    json_decref(r.obs);
}

static json_t *st(run *r, const char *player)
{
    json_t *s = json_object_get(r->obs, "state");
    return player ? json_object_get(s, player) : s;
}

static void add_move(run *r, const char *card, const char *from, const char *to)
{
    json_array_append_new(json_object_get(r->obs, "events"),
                          json_pack("{s:s, s:i, s:s, s:s, s:s}", "type", "move", "step", 0,
                                    "card", card, "from", from, "to", to));
}

static void remove_id(json_t *arr, const char *id)
{
    for (size_t i = 0; i < json_array_size(arr); i++)
        if (strcmp(json_string_value(json_array_get(arr, i)), id) == 0) {
            json_array_remove(arr, i);
            return;
        }
}

static void consistent_run_passes(void **state)
{
    (void)state;
    run r = base();
    inv_report rep;
    assert_null(check(&r, &rep));
    static const char *const all[] = {"3.1.1", "3.3.4", "2.2.3", "2.2.4", "2.2.5", "2.2.6",
                                      "1.1.1", "3.1.3", "1.3.7", "4.6.3", "6.1.3", "3.7.3",
                                      "1.2.1", "1.2.3", "3.1.4", "3.1.5", "3.2.2", "3.3.2",
                                      "3.4.2", "3.5.2", "3.6.2", "3.7.2", "3.8.2", "3.8.3"};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        if (!inv_was_checked(&rep, all[i]))
            fail_msg("%s was not checked", all[i]);
    inv_report_free(&rep);
    json_decref(r.setup);
    json_decref(r.obs);
}

static void a_card_lost(void **state)
{
    (void)state;
    run r = base();
    json_array_clear(json_object_get(st(&r, "P2"), "damage"));
    expect_broken(r, "3.1.1");
}

static void the_leader_moves(void **state)
{
    (void)state;
    run r = base();
    add_move(&r, "L1", "P1:leader", "P1:trash");
    expect_broken(r, "3.3.4");
}

static void a_unit_into_the_skill_zone(void **state)
{
    (void)state;
    run r = base();
    add_move(&r, "H", "P1:hand", "P1:skill");
    expect_broken(r, "2.2.5");
}

static void a_skill_into_a_unit_zone(void **state)
{
    (void)state;
    run r = base();
    add_move(&r, "S", "P1:skill", "P1:unit2");
    expect_broken(r, "2.2.4");
}

static void a_unit_into_the_level_zone(void **state)
{
    (void)state;
    run r = base();
    add_move(&r, "H", "P1:hand", "P1:leader");
    expect_broken(r, "2.2.3");
}

static void an_item_standing_alone(void **state)
{
    (void)state;
    run r = base();
    add_move(&r, "I2", "P1:hand", "P1:unit2");
    remove_id(json_object_get(st(&r, "P1"), "hand"), "I2");
    json_object_set_new(st(&r, "P1"), "unit2", fwt_json("[{'card': 'I2', 'under': []}]"));
    expect_broken(r, "2.2.6");
}

static void a_third_player(void **state)
{
    (void)state;
    run r = base();
    json_object_set_new(st(&r, NULL), "P3", json_object());
    expect_broken(r, "1.1.1");
}

static void a_missing_zone(void **state)
{
    (void)state;
    run r = base();
    json_object_del(st(&r, "P2"), "unit2");
    expect_broken(r, "3.1.3");
}

static void two_units_in_a_zone(void **state)
{
    (void)state;
    run r = base();
    json_array_append_new(json_object_get(st(&r, "P1"), "unit1"), fwt_json("{'card': 'H'}"));
    expect_broken(r, "3.1.3");
}

static void a_negative_power(void **state)
{
    (void)state;
    run r = base();
    json_object_set_new(json_array_get(json_object_get(st(&r, "P1"), "unit1"), 0), "power",
                        json_integer(-1));
    expect_broken(r, "1.3.7");
}

static void a_level_above_ten(void **state)
{
    (void)state;
    run r = base();
    json_object_set_new(json_object_get(st(&r, "P1"), "leader"), "level", json_integer(11));
    expect_broken(r, "4.6.3");
}

static void no_turn_player(void **state)
{
    (void)state;
    run r = base();
    json_object_set_new(json_object_get(st(&r, NULL), "turn"), "player", json_null());
    expect_broken(r, "6.1.3");
}

static void ten_damage_cards_and_the_game_goes_on(void **state)
{
    (void)state;
    run r;
    const char *setup = nat_setup("main",
        "'Z0': {}, 'Z1': {}, 'Z2': {}, 'Z3': {}, 'Z4': {}, 'Z5': {}, 'Z6': {}, 'Z7': {}, 'Z8': {},"
        " 'Z9': {}", "",
        "'damage': ['Z0', 'Z1', 'Z2', 'Z3', 'Z4', 'Z5', 'Z6', 'Z7', 'Z8', 'Z9']");
    r.setup = fwt_json(setup);
    r.obs = nat_run(setup, "[]");
    expect_broken(r, "3.7.3");
}

static void a_winner_nobody_lost_to(void **state)
{
    (void)state;
    run r = base();
    json_object_set_new(st(&r, NULL), "result", fwt_json("{'winner': 'P1'}"));
    expect_broken(r, "1.2.1");
}

static void a_draw_without_both_losing(void **state)
{
    (void)state;
    run r = base();
    json_array_append_new(json_object_get(r.obs, "events"),
                          fwt_json("{'type': 'lose', 'step': 0, 'player': 'P2'}"));
    json_object_set_new(st(&r, NULL), "result", fwt_json("{'draw': true}"));
    expect_broken(r, "1.2.3");
    r = base();
    json_array_append_new(json_object_get(r.obs, "events"),
                          fwt_json("{'type': 'lose', 'step': 0, 'player': 'P2'}"));
    json_array_append_new(json_object_get(r.obs, "events"),
                          fwt_json("{'type': 'lose', 'step': 0, 'player': 'P1'}"));
    json_object_set_new(st(&r, NULL), "result", fwt_json("{'winner': 'P1'}"));
    expect_broken(r, "1.2.3");
}

static json_t *sees(run *r, const char *viewer)
{
    return json_object_get(json_object_get(json_object_get(st(r, NULL), "view"), viewer), "sees");
}

static void the_other_players_hand_seen(void **state)
{
    (void)state;
    run r = base();
    json_t *s = sees(&r, "P2");
    /* P2's listing: P1's level, unit1 (A, I), skill (S); H is P1's hand, after its trash */
    for (size_t i = 0; i < json_array_size(s); i++)
        if (strcmp(json_string_value(json_array_get(s, i)), "S") == 0) {
            json_array_insert_new(s, i + 1, json_string("H"));
            break;
        }
    expect_broken(r, "3.8.3");
}

static void a_deck_card_seen(void **state)
{
    (void)state;
    run r = base();
    json_t *s = sees(&r, "P1");
    for (size_t i = 0; i < json_array_size(s); i++)
        if (strcmp(json_string_value(json_array_get(s, i)), "I2") == 0) {
            json_array_insert_new(s, i + 1, json_string("D1"));
            break;
        }
    expect_broken(r, "3.2.2");
}

static void a_unit_not_seen(void **state)
{
    (void)state;
    run r = base();
    remove_id(sees(&r, "P2"), "A");
    expect_broken(r, "3.5.2");
}

static void a_wrong_count(void **state)
{
    (void)state;
    run r = base();
    json_t *counts = json_object_get(json_object_get(json_object_get(st(&r, NULL), "view"), "P1"),
                                     "counts");
    json_object_set_new(json_object_get(counts, "P2"), "deck", json_integer(7));
    expect_broken(r, "3.1.5");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(consistent_run_passes),
        cmocka_unit_test(a_card_lost),
        cmocka_unit_test(the_leader_moves),
        cmocka_unit_test(a_unit_into_the_skill_zone),
        cmocka_unit_test(a_skill_into_a_unit_zone),
        cmocka_unit_test(a_unit_into_the_level_zone),
        cmocka_unit_test(an_item_standing_alone),
        cmocka_unit_test(a_third_player),
        cmocka_unit_test(a_missing_zone),
        cmocka_unit_test(two_units_in_a_zone),
        cmocka_unit_test(a_negative_power),
        cmocka_unit_test(a_level_above_ten),
        cmocka_unit_test(no_turn_player),
        cmocka_unit_test(ten_damage_cards_and_the_game_goes_on),
        cmocka_unit_test(a_winner_nobody_lost_to),
        cmocka_unit_test(a_draw_without_both_losing),
        cmocka_unit_test(the_other_players_hand_seen),
        cmocka_unit_test(a_deck_card_seen),
        cmocka_unit_test(a_unit_not_seen),
        cmocka_unit_test(a_wrong_count),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
