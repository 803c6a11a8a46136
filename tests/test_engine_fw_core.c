/* test_engine_fw_core.c — the card-game core shared by the card-game modules (engine/core/tcg.h):
 * the card table and its hashed lookup, growable lists, ordered zones and the move primitive
 * with its `move` event, shuffles and orders taken from `random` entries (a permutation of the
 * zone, else a case error), choices answered by `choose` entries and their optional "by", and
 * the strict reading helpers. A small module defined here drives the core through
 * eng_execute(), as a game module does. */
#include "engine/core/tcg.h"
#include "engine/engine.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "fw_testutil.h"

static const char *const players[] = {"P1", "P2", NULL};
static const tcg_zone_kind zones[] = {
    {"deck", TCG_ZONE_TOP_FIRST, TCG_VIS_NONE, 1, NULL}, {"hand", 0, TCG_VIS_HOLDER, 1, NULL},
    {"void", TCG_ZONE_UNOWNED, TCG_VIS_PUBLIC, 1, NULL}};

/* The index of the zone kind `name` of the test module, -1 when none. */
static int zone_named(const char *name)
{
    for (int i = 0; name && i < (int)(sizeof zones / sizeof *zones); i++)
        if (strcmp(zones[i].name, name) == 0)
            return i;
    return -1;
}

/* The test module: setup {"deck": [ids]} puts the cards in P1's deck; actions: shuffle, move
 * (card, to, player, top), choose (min, max), order (cards), and the state lists the zones. */
static int core_run(eng_run *r, const json_t *setup)
{
    tcg_game g;
    tcg_init(&g, r, players, 2, zones, 3, NULL);
    int st = TCG_OK;
    static const char *const keys[] = {"deck", NULL};
    st = eng_only_keys(g.run, setup, "setup", keys);
    size_t i;
    const json_t *x;
    json_array_foreach(json_object_get(setup, "deck"), i, x) {
        if (st != TCG_OK)
            break;
        int k = tcg_add_card(&g, json_string_value(x));
        if (k < 0)
            st = eng_error(r, "setup: \"%s\" twice", json_string_value(x));
        else
            tcg_put(&g, k, tcg_at(0, 0), TCG_BOTTOM);
    }
    const json_t *a;
    while (st == TCG_OK && (a = eng_next(r))) {
        const char *d = json_string_value(json_object_get(a, "do"));
        if (strcmp(d, "shuffle") == 0) {
            st = tcg_shuffle(&g, 0, 0);
        } else if (strcmp(d, "move") == 0) {
            int k, to = zone_named(json_string_value(json_object_get(a, "to")));
            int64_t p = 0;
            st = tcg_get_card(&g, json_object_get(a, "card"), "move", &k);
            if (st == TCG_OK)
                st = eng_get_int(g.run, a, "player", "move", false, 0, 1, &p);
            if (st == TCG_OK)
                tcg_move(&g, k, tcg_at((int)p, to),
                         json_is_true(json_object_get(a, "top")) ? TCG_TOP : TCG_DEFAULT, "test");
        } else if (strcmp(d, "choose") == 0) {
            const tcg_list *deck = tcg_zone_c(&g, 0, 0);
            int out[64];
            size_t n = 0;
            int64_t mn = 0, mx = 0;
            eng_get_int(g.run, a, "min", "choose", true, 0, 64, &mn);
            eng_get_int(g.run, a, "max", "choose", true, 0, 64, &mx);
            st = tcg_choose_cards(&g, "target", 1, deck->v, deck->n, (size_t)mn, (size_t)mx, out, &n);
            if (st == TCG_OK)
                eng_event(r, "chosen", json_pack("{s:o}", "cards", tcg_ids_json(&g, out, n)));
        }
    }
    json_t *s = json_object();
    for (int p = 0; p < 2; p++)
        for (int z = 0; z < 3; z++) {
            char key[32];
            snprintf(key, sizeof key, "%s:%s", players[p], zones[z].name);
            json_object_set_new(s, key, tcg_list_json(&g, tcg_zone_c(&g, p, z)));
        }
    eng_state(r, s);
    tcg_free(&g);
    return st == TCG_ERR ? -1 : 0;
}

static const eng_module core_module = {.doc = "core-test", .name = "core test", .version = "0", .run = core_run};

static json_t *run(const char *setup, const char *script)
{
    return fwt_execute(&core_module, setup, script);
}

static void card_table_finds_every_id_by_hash(void **state)
{
    (void)state;
    tcg_game g;
    tcg_init(&g, NULL, players, 2, zones, 3, NULL);
    static char ids[1000][16];
    for (int i = 0; i < 1000; i++) {
        snprintf(ids[i], sizeof ids[i], "C%d", i);
        assert_int_equal(tcg_add_card(&g, ids[i]), i);
    }
    for (int i = 999; i >= 0; i--)
        assert_int_equal(tcg_find(&g, ids[i]), i);
    assert_int_equal(tcg_add_card(&g, "C17"), -1);   /* an id is taken once */
    assert_int_equal(tcg_find(&g, "C1000"), -1);
    assert_int_equal(tcg_find(&g, NULL), -1);
    assert_int_equal(tcg_player_index(&g, "P2"), 1);
    assert_int_equal(tcg_player_index(&g, "P3"), -1);
    assert_string_equal(tcg_id(&g, 5), "C5");
    tcg_free(&g);
}

static void lists_insert_remove_and_find(void **state)
{
    (void)state;
    tcg_list l = {0}, c = {0};
    for (int i = 0; i < 20; i++)
        tcg_list_push(&l, i);
    tcg_list_insert(&l, 0, 100);
    tcg_list_insert(&l, 5, 200);
    tcg_list_insert(&l, 999, 300);                    /* past the end: appended */
    assert_int_equal(l.n, 23);
    assert_int_equal(l.v[0], 100);
    assert_int_equal(l.v[5], 200);
    assert_int_equal(l.v[22], 300);
    assert_true(tcg_list_remove(&l, 200));
    assert_false(tcg_list_remove(&l, 200));
    assert_int_equal(tcg_list_find(&l, 300), 21);
    assert_int_equal(tcg_list_remove_at(&l, 0), 100);
    assert_int_equal(l.v[0], 0);
    tcg_list_copy(&c, &l);
    assert_int_equal(c.n, l.n);
    assert_true(tcg_list_has(&c, 19));
    tcg_list_clear(&c);
    assert_int_equal(c.n, 0);
    tcg_list_free(&l);
    tcg_list_free(&c);
}

static void moves_report_the_zones_and_keep_the_order(void **state)
{
    (void)state;
    json_t *obs = run("{'deck': ['A', 'B', 'C']}",
                      "[{'do': 'move', 'card': 'B', 'to': 'hand'},"
                      " {'do': 'move', 'card': 'C', 'to': 'void', 'player': 1},"
                      " {'do': 'move', 'card': 'B', 'to': 'deck'},"
                      " {'do': 'move', 'card': 'A', 'to': 'deck', 'player': 1, 'top': true}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_event(obs, "move", 0),
                    "{'type': 'move', 'step': 0, 'card': 'B', 'from': 'P1:deck', 'to': 'P1:hand', "
                    "'cause': 'test'}");
    /* an unowned zone is named alone */
    fwt_expect_json(json_object_get(fwt_event(obs, "move", 1), "to"), "'void'");
    /* a top-first zone takes an arriving card on top */
    fwt_expect_json(json_object_get(obs, "state"),
                    "{'P1:deck': ['B'], 'P1:hand': [], 'P1:void': [], 'P2:deck': ['A'], "
                    "'P2:hand': [], 'P2:void': ['C']}");
    json_decref(obs);
}

static void a_shuffle_is_a_permutation_from_the_script(void **state)
{
    (void)state;
    json_t *obs = run("{'deck': ['A', 'B', 'C']}",
                      "[{'do': 'shuffle'}, {'random': ['C', 'A', 'B'], 'for': 'shuffle'}]");
    fwt_ok(obs);
    fwt_expect_json(json_object_get(json_object_get(obs, "state"), "P1:deck"), "['C', 'A', 'B']");
    fwt_expect_json(fwt_event(obs, "shuffle", 0),
                    "{'type': 'shuffle', 'step': 0, 'player': 'P1', 'zone': 'deck'}");
    json_decref(obs);
    obs = run("{'deck': ['A', 'B', 'C']}",
              "[{'do': 'shuffle'}, {'random': ['C', 'A', 'A'], 'for': 'shuffle'}]");
    fwt_error(obs, "permutation");
    json_decref(obs);
    obs = run("{'deck': ['A', 'B', 'C']}",
              "[{'do': 'shuffle'}, {'random': ['C', 'A'], 'for': 'shuffle'}]");
    fwt_error(obs, "permutation");
    json_decref(obs);
    /* no answer: the run stops with the zone as the options */
    obs = run("{'deck': ['A', 'B', 'C']}", "[{'do': 'shuffle'}]");
    fwt_expect_json(json_object_get(obs, "pending"),
                    "{'step': 1, 'kind': 'random', 'for': 'shuffle', 'options': ['A', 'B', 'C']}");
    json_decref(obs);
}

static void choices_check_count_membership_and_chooser(void **state)
{
    (void)state;
    json_t *obs = run("{'deck': ['A', 'B', 'C']}",
                      "[{'do': 'choose', 'min': 1, 'max': 2},"
                      " {'choose': ['C', 'A'], 'for': 'target', 'by': 'P2'}]");
    fwt_ok(obs);
    fwt_expect_json(json_object_get(fwt_event(obs, "chosen", 0), "cards"), "['C', 'A']");
    json_decref(obs);
    static const char *const bad[][2] = {
        {"[{'do': 'choose', 'min': 1, 'max': 2}, {'choose': ['C', 'A', 'B'], 'for': 'target'}]",
         "between 1 and 2"},
        {"[{'do': 'choose', 'min': 1, 'max': 2}, {'choose': ['C', 'C'], 'for': 'target'}]",
         "chosen twice"},
        {"[{'do': 'choose', 'min': 1, 'max': 2}, {'choose': ['X'], 'for': 'target'}]",
         "not one of the options"},
        {"[{'do': 'choose', 'min': 1, 'max': 2}, {'choose': ['A'], 'for': 'target', 'by': 'P1'}]",
         "P2's to make"},
        {"[{'do': 'move', 'card': 'Z', 'to': 'hand'}]", "unknown card \"Z\""},
        {"[{'do': 'move', 'card': 'A', 'to': 'hand', 'player': 3}]", "between 0 and 1"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        obs = run("{'deck': ['A', 'B', 'C']}", bad[i][0]);
        fwt_error(obs, bad[i][1]);
        json_decref(obs);
    }
    /* a choice the script leaves unanswered stops the run, the options offered */
    obs = run("{'deck': ['A', 'B']}", "[{'do': 'choose', 'min': 0, 'max': 1}]");
    fwt_expect_json(json_object_get(json_object_get(obs, "pending"), "options"), "['A', 'B']");
    json_decref(obs);
}

static void strict_reading_names_the_key(void **state)
{
    (void)state;
    json_t *obs = run("{'deck': ['A', 'A']}", "[]");
    fwt_error(obs, "\"A\" twice");
    json_decref(obs);
    obs = run("{'deck': [], 'extra': 1}", "[]");
    fwt_error(obs, "setup: unknown key \"extra\"");
    json_decref(obs);
    assert_int_equal(eng_enum_index((const char *const[]){"a", "b", NULL}, "b"), 1);
    assert_int_equal(eng_enum_index((const char *const[]){"a", "b", NULL}, "c"), -1);
    char buf[8];
    eng_format(buf, sizeof buf, "%s.%s", "abcdef", "ghijk");   /* cut at the buffer's size */
    assert_string_equal(buf, "abcdef.");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(card_table_finds_every_id_by_hash),
        cmocka_unit_test(lists_insert_remove_and_find),
        cmocka_unit_test(moves_report_the_zones_and_keep_the_order),
        cmocka_unit_test(a_shuffle_is_a_permutation_from_the_script),
        cmocka_unit_test(choices_check_count_membership_and_chooser),
        cmocka_unit_test(strict_reading_names_the_key),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
