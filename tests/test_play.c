/* test_play.c — random play's parts on their own (oracle/play/): the generator's
 * reproducibility, where two observations first differ, what counts as an offered action, the
 * shapes of answers, delta debugging against a fake implementation whose failure is known,
 * and the merge of shards' summaries. */
#include "oracle/play/finding.h"
#include "oracle/play/game.h"
#include "oracle/play/play.h"
#include "oracle/play/probe.h"
#include "oracle/play/rng.h"
#include "oracle/play/shrink.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>
#include <string.h>

static json_t *parse(const char *text)
{
    json_error_t err;
    json_t *v = json_loads(text, 0, &err);
    if (!v)
        fail_msg("bad test JSON: %s", err.text);
    return v;
}

static void test_rng_reproducible(void **state)
{
    (void)state;
    rng a = rng_for_game(7, 3), b = rng_for_game(7, 3), c = rng_for_game(7, 4),
        d = rng_for_game(8, 3);
    uint64_t x = rng_next(&a);
    assert_int_equal(x, rng_next(&b));
    assert_int_not_equal(x, rng_next(&c));
    assert_int_not_equal(x, rng_next(&d));
    for (int i = 0; i < 1000; i++)
        assert_true(rng_below(&a, 7) < 7);
    unsigned w[3] = {0, 5, 0};
    for (int i = 0; i < 100; i++)
        assert_int_equal(rng_weighted(&a, w, 3), 1);
}

static void differ(const char *a, const char *b, const char *check, const char *where)
{
    json_t *x = parse(a), *y = parse(b);
    char c[32] = "", w[256] = "";
    bool d = probe_first_difference(x, y, c, sizeof c, w, sizeof w);
    if (!check) {
        assert_false(d);
    } else {
        assert_true(d);
        assert_string_equal(c, check);
        assert_string_equal(w, where);
    }
    json_decref(x);
    json_decref(y);
}

static void test_first_difference(void **state)
{
    (void)state;
    const char *base = "{\"state\": {\"P1\": {\"hand\": [\"A\", \"B\"]}}, \"events\": [{\"type\": \"draw\"}, "
                       "{\"type\": \"damage\", \"amount\": 2}], \"rejections\": [], \"legal\": [{\"step\": 0, "
                       "\"actions\": [{\"do\": \"pass\"}, {\"do\": \"attack\"}]}], \"consumed\": 1}";
    differ(base, base, NULL, NULL);
    /* the legal set in another order is the same set */
    differ(base, "{\"state\": {\"P1\": {\"hand\": [\"A\", \"B\"]}}, \"events\": [{\"type\": \"draw\"}, "
                 "{\"type\": \"damage\", \"amount\": 2}], \"rejections\": [], \"legal\": [{\"step\": 0, "
                 "\"actions\": [{\"do\": \"attack\"}, {\"do\": \"pass\"}]}], \"consumed\": 1}",
           NULL, NULL);
    differ(base, "{\"state\": {\"P1\": {\"hand\": [\"A\", \"B\"]}}, \"events\": [{\"type\": \"draw\"}, "
                 "{\"type\": \"damage\", \"amount\": 1}], \"rejections\": [], \"legal\": [{\"step\": 0, "
                 "\"actions\": [{\"do\": \"pass\"}, {\"do\": \"attack\"}]}], \"consumed\": 1}",
           "events", "events[1]");
    differ(base, "{\"state\": {\"P1\": {\"hand\": [\"A\", \"C\"]}}, \"events\": [{\"type\": \"draw\"}, "
                 "{\"type\": \"damage\", \"amount\": 2}], \"rejections\": [], \"legal\": [{\"step\": 0, "
                 "\"actions\": [{\"do\": \"pass\"}, {\"do\": \"attack\"}]}], \"consumed\": 1}",
           "state", "state.P1.hand[1]");
    differ(base, "{\"state\": {\"P1\": {\"hand\": [\"A\", \"B\"]}}, \"events\": [{\"type\": \"draw\"}, "
                 "{\"type\": \"damage\", \"amount\": 2}], \"rejections\": [], \"legal\": [{\"step\": 0, "
                 "\"actions\": [{\"do\": \"pass\"}]}], \"consumed\": 1}",
           "legal", "legal@0");
    /* the rejections come before the events: the first difference in the run's order */
    differ(base, "{\"state\": {}, \"events\": [], \"rejections\": [{\"step\": 0, \"rule\": \"x\", "
                 "\"reason\": \"r\"}], \"legal\": [], \"consumed\": 1}",
           "rejections", "rejections[0]");
    json_t *obs = parse(base);
    assert_int_equal(json_integer_value(json_object_get(probe_value_at(obs, "events[1]"), "amount")), 2);
    assert_int_equal(json_array_size(probe_value_at(obs, "legal@0")), 2);
    assert_string_equal(json_string_value(probe_value_at(obs, "state.P1.hand[1]")), "B");
    json_decref(obs);
}

static void test_offered(void **state)
{
    (void)state;
    json_t *legal = parse("[{\"do\": \"play\", \"card\": \"A\"}, {\"do\": \"pass\"}]");
    json_t *paid = parse("{\"do\": \"play\", \"card\": \"A\", \"pay\": [\"E1\"]}");
    json_t *other = parse("{\"do\": \"play\", \"card\": \"B\", \"pay\": [\"E1\"]}");
    assert_true(finding_offered(legal, paid));   /* the payment the player added aside */
    assert_false(finding_offered(legal, other));
    json_decref(legal);
    json_decref(paid);
    json_decref(other);
}

static void test_answer_shapes(void **state)
{
    (void)state;
    const play_game *g = play_game_find("fusion-world");
    assert_non_null(g);
    assert_null(play_game_find("no-such-game"));
    rng r = rng_for_game(1, 1);
    json_t *shuffle = parse("{\"pending\": {\"step\": 0, \"kind\": \"random\", \"for\": "
                            "\"shuffle\", \"options\": [\"A\", \"B\", \"C\", \"D\"]}}");
    json_t *a = game_answer(g, NULL, shuffle, 0, &r);
    const json_t *order = json_object_get(a, "random");
    assert_int_equal(json_array_size(order), 4);   /* a permutation of the deck */
    for (size_t i = 0; i < 4; i++)
        for (size_t j = 0; j < i; j++)
            assert_false(json_equal(json_array_get(order, i), json_array_get(order, j)));
    assert_string_equal(json_string_value(json_object_get(a, "for")), "shuffle");
    json_decref(a);
    json_t *number = parse("{\"pending\": {\"step\": 0, \"kind\": \"choose\", \"for\": "
                           "\"number\", \"options\": {\"min\": 2, \"max\": 3}}}");
    for (int i = 0; i < 20; i++) {
        a = game_answer(g, NULL, number, 0, &r);
        json_int_t v = json_integer_value(json_object_get(a, "choose"));
        assert_true(v >= 2 && v <= 3);
        json_decref(a);
    }
    json_t *target = parse("{\"pending\": {\"step\": 0, \"kind\": \"choose\", \"for\": "
                           "\"target\", \"options\": [\"A\", \"B\"]}}");
    for (int attempt = 1; attempt <= 3; attempt++) {   /* 0, 1, then 2 cards */
        a = game_answer(g, NULL, target, attempt, &r);
        assert_int_equal(json_array_size(json_object_get(a, "choose")), (size_t)(attempt - 1));
        json_decref(a);
    }
    json_decref(shuffle);
    json_decref(number);
    json_decref(target);
}

/* `pay` lists between `lo` and `hi` cards, each of `hand` (NULL-terminated), none twice. */
static void assert_payment(const json_t *pay, const char *const *hand, size_t lo, size_t hi)
{
    size_t n = json_array_size(pay);
    assert_true(n >= lo && n <= hi);
    for (size_t k = 0; k < n; k++) {
        assert_true(play_game_listed(hand, json_string_value(json_array_get(pay, k))));
        for (size_t j = 0; j < k; j++)
            assert_false(json_equal(json_array_get(pay, j), json_array_get(pay, k)));
    }
}

/* lycee: the field, payment and target an action drawn from a legal set is given from what the
 * state shows (ly_completion.c). */
static void test_lycee_completion(void **state)
{
    (void)state;
    const play_game *g = play_game_find("lycee");
    assert_non_null(g);
    assert_non_null(g->complete);
    json_t *setup = parse("{\"cards\": {\"H\": {\"cost\": [\"sun\", \"any\", \"T\"]}, "
                          "\"E1\": {}, \"E2\": {}, \"E3\": {}, \"A\": {}, \"D\": {}, "
                          "\"I\": {\"type\": \"item\"}, \"S\": {}}}");
    json_t *st = parse("{\"turn\": {\"player\": \"P1\", \"battle\": {\"attacker\": \"A\", "
                       "\"defender\": \"D\"}}, \"P1\": {\"hand\": [\"H\", \"E1\", \"E2\", \"E3\", "
                       "\"I\"], \"AF-left\": [{\"card\": \"A\"}], \"DF-left\": [{\"card\": \"S\"}]}, "
                       "\"P2\": {\"hand\": [], \"DF-right\": [{\"card\": \"D\"}]}}");
    rng r = rng_for_game(4, 2);
    for (int i = 0; i < 30; i++) {
        json_t *play = parse("{\"do\": \"play\", \"card\": \"H\"}");
        g->complete(play, setup, st, &r);
        const char *field = json_string_value(json_object_get(play, "field"));
        assert_non_null(field);
        assert_true(strncmp(field, "AF-", 3) == 0 || strncmp(field, "DF-", 3) == 0);
        /* two points ([T] is no point), one short at most; the payer's hand, not the card
         * played */
        static const char *const hand[] = {"E1", "E2", "E3", "I", NULL};
        assert_payment(json_object_get(play, "pay"), hand, 1, 2);
        json_decref(play);
        json_t *item = parse("{\"do\": \"item\", \"card\": \"I\"}");
        g->complete(item, setup, st, &r);
        const char *t = json_string_value(json_object_get(item, "target"));
        assert_true(t && (strcmp(t, "A") == 0 || strcmp(t, "S") == 0 || strcmp(t, "D") == 0));
        assert_null(json_object_get(item, "pay"));   /* no cost: nothing paid */
        json_decref(item);
    }
    json_t *support = parse("{\"do\": \"support\", \"card\": \"S\"}");
    g->complete(support, setup, st, &r);   /* the supporter's own side of the battle */
    assert_string_equal(json_string_value(json_object_get(support, "target")), "A");
    json_decref(support);
    json_t *attack = parse("{\"do\": \"attack\", \"card\": \"A\"}");
    json_t *same = json_deep_copy(attack);
    g->complete(attack, setup, st, &r);
    assert_true(json_equal(attack, same));   /* the attack's column is its card's */
    json_decref(attack);
    json_decref(same);
    /* the legal set leaves payment out (0603/宣言の失敗): a support's tap is no finding */
    assert_true(play_game_listed(g->completion_rules, "0817/要求する使用代償"));
    assert_false(play_game_listed(g->completion_rules, "0817/行動の主要素の指定"));
    json_decref(setup);
    json_decref(st);
}

/* lycee: the answers the options do not spell out (ly_answers.c): 【ガッツ】's payment by the
 * player whose trash holds the card the last `process` event names, a rearrangement's places
 * from the characters the state shows there, and a target's shape alternating when refused. */
static void test_lycee_answers(void **state)
{
    (void)state;
    const play_game *g = play_game_find("lycee");
    assert_non_null(g->answer);
    json_t *setup = parse("{\"cards\": {\"G1\": {\"basics\": [\"aggressive\", {\"name\": \"guts\", "
                          "\"cost\": [\"moon\", \"any\", {\"tap\": {}}]}]}, \"C2\": {}, "
                          "\"H1\": {}, \"H2\": {}, \"H3\": {}, \"X\": {}}}");
    json_t *guts = parse("{\"state\": {\"P1\": {\"hand\": [\"X\"], \"AF-left\": [{\"card\": \"A\"}]}, "
                         "\"P2\": {\"hand\": [\"H1\", \"H2\", \"H3\"], \"trash\": [\"G1\"], "
                         "\"DF-right\": [{\"card\": \"C2\"}, {\"card\": \"I\", \"item\": true}]}}, "
                         "\"events\": [{\"type\": \"process\", \"card\": \"A\", \"basic\": \"bonus\"}, "
                         "{\"type\": \"down\", \"card\": \"G1\"}, "
                         "{\"type\": \"process\", \"card\": \"G1\", \"basic\": \"guts\"}], "
                         "\"pending\": {\"step\": 5, \"kind\": \"choose\", \"for\": \"guts\", "
                         "\"options\": null}}");
    rng r = rng_for_game(9, 1);
    int declined = 0, paid = 0;
    for (int i = 0; i < 40; i++) {
        json_t *a = game_answer(g, setup, guts, 0, &r);
        assert_string_equal(json_string_value(json_object_get(a, "for")), "guts");
        const json_t *v = json_object_get(a, "choose");
        if (json_is_null(v)) {
            declined++;
        } else {
            paid++;
            assert_true(json_is_object(v));
            static const char *const hand[] = {"H1", "H2", "H3", NULL};
            assert_payment(json_object_get(v, "pay"), hand, 1, 2);   /* two points, one short at most */
            /* the [tap] part: a character of the payer's own fields, not its item */
            const json_t *t = json_object_get(v, "cost_targets");
            assert_int_equal(json_array_size(t), 1);
            assert_string_equal(json_string_value(json_array_get(t, 0)), "C2");
        }
        json_decref(a);
    }
    assert_true(declined > 0 && paid > declined);
    json_t *order = parse("{\"state\": {\"P1\": {\"AF-left\": [{\"card\": \"A\"}], \"AF-center\": [], "
                          "\"AF-right\": [{\"card\": \"B\"}]}}, \"events\": [], \"pending\": {\"step\": 2, "
                          "\"kind\": \"choose\", \"for\": \"order\", \"options\": [\"P1:AF-left\", "
                          "\"P1:AF-center\", \"P1:AF-right\"]}}");
    for (int i = 0; i < 20; i++) {
        json_t *a = game_answer(g, setup, order, 0, &r);
        const json_t *v = json_object_get(a, "choose");
        assert_int_equal(json_object_size(v), 2);   /* the two characters, the empty field none */
        const char *pa = json_string_value(json_object_get(v, "A"));
        const char *pb = json_string_value(json_object_get(v, "B"));
        assert_true(pa && pb && strcmp(pa, pb) != 0);
        assert_true(strncmp(pa, "P1:AF-", 6) == 0 && strncmp(pb, "P1:AF-", 6) == 0);
        json_decref(a);
    }
    json_t *target = parse("{\"state\": {}, \"events\": [], \"pending\": {\"step\": 2, \"kind\": "
                           "\"choose\", \"for\": \"target\", \"options\": [\"T1\", \"T2\", \"T3\"]}}");
    for (int attempt = 0; attempt < 8; attempt++) {
        json_t *a = game_answer(g, setup, target, attempt, &r);
        const json_t *v = json_object_get(a, "choose");
        if (attempt % 2 == 1) {   /* one card id: 【シールド+X】, 回復, pick */
            assert_true(json_is_string(v));
        } else {
            assert_true(json_is_array(v));
            if (attempt)   /* refused before: 0, 1, 2 … of them */
                assert_int_equal(json_array_size(v), (size_t)(attempt / 2 - 1));
        }
        json_decref(a);
    }
    /* a random outcome is drawn from its options, never by the hook */
    json_t *shuffle = parse("{\"pending\": {\"step\": 0, \"kind\": \"random\", \"for\": \"shuffle\", "
                            "\"options\": [\"D1\", \"D2\"]}}");
    json_t *a = game_answer(g, setup, shuffle, 0, &r);
    assert_int_equal(json_array_size(json_object_get(a, "random")), 2);
    json_decref(a);
    json_decref(shuffle);
    json_decref(target);
    json_decref(order);
    json_decref(guts);
    json_decref(setup);
}

/* A fake implementation: it crashes when the script holds {"do": "boom"}, the setup's card X
 * is in play and setup.n is 5 or more; otherwise it answers an empty observation. */
typedef struct fake {
    driver base;
    json_t *request;
} fake;

static bool fake_implements(driver *d, const char *doc)
{
    (void)d;
    (void)doc;
    return true;
}

static void fake_send(driver *d, const json_t *request, const char *text)
{
    (void)text;
    ((fake *)d)->request = json_incref((json_t *)request);
}

static bool boom(const json_t *request)
{
    const json_t *setup = json_object_get(request, "setup");
    size_t i;
    const json_t *e;
    bool in_script = false;
    json_array_foreach(json_object_get(request, "script"), i, e) {
        const char *d = json_string_value(json_object_get(e, "do"));
        if (d && strcmp(d, "boom") == 0)
            in_script = true;
    }
    return in_script && json_object_get(json_object_get(setup, "cards"), "X") &&
           json_integer_value(json_object_get(setup, "n")) >= 5;
}

static void fake_receive(driver *d, drv_outcome *out)
{
    fake *f = (fake *)d;
    memset(out, 0, sizeof *out);
    out->incidents = json_array();
    if (boom(f->request)) {
        out->status = DRV_CRASH;
        out->message = strdup("killed by signal 11");
    } else {
        out->status = DRV_RESULT;
        out->observation = parse("{\"state\": {}, \"events\": [], \"rejections\": [], "
                                 "\"legal\": [], \"consumed\": 0}");
    }
    json_decref(f->request);
    f->request = NULL;
}

static void fake_close(driver *d)
{
    (void)d;
}

static driver fake_driver(void (*receive)(driver *d, drv_outcome *out))
{
    return (driver){.name = "fake", .version = "1", .implements = fake_implements, .window = 1,
                    .send = fake_send, .receive = receive, .close = fake_close};
}

static void test_shrink_to_the_cause(void **state)
{
    (void)state;
    fake f = {fake_driver(fake_receive), NULL};
    play_sides sides = {{&f.base, NULL}, {"fake", NULL}, 1, 0};
    const play_game *g = play_game_find("nivel-arena");
    json_t *setup = parse("{\"n\": 40, \"cards\": {\"A\": {}, \"B\": {}, \"X\": {}, \"C\": {}}, "
                          "\"P1\": {\"deck\": [\"A\", \"X\", \"B\"], \"hand\": [\"C\"]}}");
    json_t *script = json_array();
    for (int i = 0; i < 30; i++)
        json_array_append_new(script, i == 17 ? parse("{\"do\": \"boom\"}")
                                              : json_pack("{s:s, s:i}", "do", "wait", "n", i));
    probe p;
    probe_run(&sides, g->doc, setup, script, &p);
    finding fd;
    assert_true(finding_check(g, &sides, setup, script, &p, &fd));
    assert_string_equal(fd.kind, "crash");
    probe_free(&p);
    json_t *observations = NULL;
    shrink_stats st;
    shrink_finding(g, &sides, &setup, &script, &fd, &observations, 2000, &st);
    assert_int_equal(st.steps_before, 30);
    assert_int_equal(st.steps_after, 1);
    assert_string_equal(json_string_value(json_object_get(json_array_get(script, 0), "do")), "boom");
    assert_int_equal(st.items_after, 1);   /* only X is needed */
    assert_non_null(json_object_get(json_object_get(setup, "cards"), "X"));
    assert_int_equal(json_array_size(json_object_get(json_object_get(setup, "P1"), "deck")), 1);
    assert_int_equal(json_integer_value(json_object_get(setup, "n")), 5);   /* 40, 20, 10, 5 */
    assert_true(st.probes < 2000);
    json_decref(observations);
    json_decref(setup);
    json_decref(script);
}

/* A counting game played by a fake implementation: each "inc" adds one, the game ends when
 * the count reaches setup.goal; the legal set is [inc] (none with setup.empty); an inc is
 * rejected when the count is setup.reject_at. */
static void counting_receive(driver *d, drv_outcome *out)
{
    fake *f = (fake *)d;
    memset(out, 0, sizeof *out);
    out->incidents = json_array();
    const json_t *setup = json_object_get(f->request, "setup");
    json_int_t goal = json_integer_value(json_object_get(setup, "goal"));
    const json_t *reject_at = json_object_get(setup, "reject_at");
    json_t *legal = json_array(), *rejections = json_array();
    json_int_t n = 0;
    size_t i;
    const json_t *e;
    size_t consumed = 0;
    json_array_foreach(json_object_get(f->request, "script"), i, e) {
        if (n >= goal)
            break;
        consumed++;
        if (json_object_get(e, "query")) {
            json_array_append_new(legal, json_pack("{s:I, s:o}", "step", (json_int_t)i, "actions",
                                                   json_object_get(setup, "empty")
                                                       ? json_array()
                                                       : json_pack("[{s:s}]", "do", "inc")));
        } else if (reject_at && json_integer_value(reject_at) == n) {
            json_array_append_new(rejections, json_pack("{s:I, s:s, s:s}", "step", (json_int_t)i,
                                                         "rule", "R", "reason", "no"));
        } else {
            n++;
        }
    }
    out->status = DRV_RESULT;
    out->observation = json_pack("{s:{s:I, s:o}, s:[], s:o, s:o, s:I}", "state", "n", n,
                                 "result", n >= goal ? json_pack("{s:s}", "winner", "P1")
                                                     : json_null(),
                                 "events", "rejections", rejections, "legal", legal, "consumed",
                                 (json_int_t)consumed);
    json_decref(f->request);
    f->request = NULL;
}

static void play_counting(const char *setup_text, long max_steps, game_result *res)
{
    static const char *const none[] = {NULL};
    static const play_kind kinds[] = {{NULL, SHAPE_ONE}};
    static const play_game counting = {"counting", "cards", none, none, none, kinds, none,
                                       NULL, NULL, NULL, NULL};
    fake f = {fake_driver(counting_receive), NULL};
    play_sides sides = {{&f.base, NULL}, {"fake", NULL}, 1, 0};
    json_t *setup = parse(setup_text);
    rng r = rng_for_game(1, 0);
    game_limits lim = {max_steps, 4};
    game_play(&counting, &sides, setup, &r, &lim, res);
    json_decref(setup);
}

static void test_game_course(void **state)
{
    (void)state;
    game_result res;
    play_counting("{\"goal\": 3}", 100, &res);
    assert_true(res.ended);
    assert_false(res.has_finding);
    assert_int_equal(res.decisions, 3);
    /* the query of the last decision only, then its action */
    assert_int_equal(json_array_size(res.script), 4);
    assert_non_null(json_object_get(json_array_get(res.script, 2), "query"));
    game_result_free(&res);

    play_counting("{\"goal\": 3, \"reject_at\": 1}", 100, &res);
    assert_true(res.has_finding);
    assert_string_equal(res.f.kind, "offered-rejected");
    assert_string_equal(res.f.detail, "R");
    game_result_free(&res);

    play_counting("{\"goal\": 1000}", 50, &res);
    assert_true(res.has_finding);
    assert_string_equal(res.f.kind, "no-end");
    game_result_free(&res);

    play_counting("{\"goal\": 3, \"empty\": true}", 100, &res);
    assert_true(res.has_finding);   /* a free timing that offers no action */
    assert_string_equal(res.f.kind, "stuck");
    game_result_free(&res);
}

static void test_merge(void **state)
{
    (void)state;
    json_t *a = parse("{\"doc\": \"d\", \"seed\": 1, \"games\": 10, \"played\": 5, \"ended\": 4, "
                      "\"discarded\": 1, \"decisions\": 50, \"script_entries\": 80, \"runs\": 60, "
                      "\"seconds\": 2.0, \"discards\": [], \"findings\": [{\"game\": 7, "
                      "\"signature\": \"crash crash\", \"repeats\": 0}], \"clauses\": "
                      "{\"applied_ids\": [\"1\", \"2\"]}}");
    json_t *b = parse("{\"doc\": \"d\", \"seed\": 1, \"games\": 10, \"played\": 5, \"ended\": 5, "
                      "\"discarded\": 0, \"decisions\": 40, \"script_entries\": 70, \"runs\": 50, "
                      "\"seconds\": 3.0, \"discards\": [], \"findings\": [{\"game\": 2, "
                      "\"signature\": \"crash crash\", \"repeats\": 1}], \"clauses\": "
                      "{\"applied_ids\": [\"2\", \"3\"]}}");
    json_t *declared = parse("{\"1\": true}");
    json_t *parts[2] = {a, b};
    json_t *m = play_merge(parts, 2, declared);
    assert_int_equal(json_integer_value(json_object_get(m, "played")), 10);
    assert_int_equal(json_integer_value(json_object_get(m, "ended")), 9);
    assert_int_equal(json_integer_value(json_object_get(m, "decisions")), 90);
    const json_t *f = json_object_get(m, "findings");
    assert_int_equal(json_array_size(f), 1);   /* one signature, kept at its lowest game */
    assert_int_equal(json_integer_value(json_object_get(json_array_get(f, 0), "game")), 2);
    assert_int_equal(json_integer_value(json_object_get(json_array_get(f, 0), "repeats")), 2);
    const json_t *cl = json_object_get(m, "clauses");
    assert_int_equal(json_integer_value(json_object_get(cl, "applied")), 3);
    assert_int_equal(json_array_size(json_object_get(cl, "applied_not_declared")), 2);
    json_decref(m);
    json_decref(a);
    json_decref(b);
    json_decref(declared);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rng_reproducible),
        cmocka_unit_test(test_first_difference),
        cmocka_unit_test(test_offered),
        cmocka_unit_test(test_answer_shapes),
        cmocka_unit_test(test_lycee_completion),
        cmocka_unit_test(test_lycee_answers),
        cmocka_unit_test(test_shrink_to_the_cause),
        cmocka_unit_test(test_game_course),
        cmocka_unit_test(test_merge),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
