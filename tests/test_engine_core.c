/* test_engine_core.c — the card-game core's batches, pending queue, resolver, turn table,
 * effects, last-known information, ledgers, loops and replacements (engine/core/tcg.h), driven
 * by a small game defined here: two players, a deck, a hand, a field of three slots, a drop
 * and a removed zone. Every order and count asserted below is worked out by hand from the
 * rules the header states. */
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

enum { DECK, HAND, FIELD, DROP, REMOVED, NZONES };
static const char *const players[] = {"P1", "P2", NULL};
static const char *const field_slots[] = {"left", "middle", "right"};
static const tcg_zone_kind zones[NZONES] = {
    [DECK] = {"deck", TCG_ZONE_TOP_FIRST, TCG_VIS_NONE, 1, NULL},
    [HAND] = {"hand", 0, TCG_VIS_HOLDER, 1, NULL},
    [FIELD] = {"field", TCG_ZONE_STACKS, TCG_VIS_PUBLIC, 3, field_slots},
    [DROP] = {"drop", TCG_ZONE_TOP_FIRST, TCG_VIS_PUBLIC, 1, NULL},
    [REMOVED] = {"removed", TCG_ZONE_UNOWNED | TCG_ZONE_UNCOUNTED, TCG_VIS_PUBLIC, 1, NULL},
};

/* The test game: the core, what reached the event hook ("type:card#batch" words), and the
 * pending limit its one ability uses (card W: "when a card goes to a drop"). */
typedef struct game {
    tcg_game t;
    char trail[2048];
    tcg_pend_limit limit;
    int watcher;
    int stop_at;        /* a card whose move event the game cannot take (a choice left unanswered) */
} game;

static void say(game *gm, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(game *gm, const char *fmt, ...)
{
    size_t n = strlen(gm->trail);
    if (n)
        gm->trail[n++] = ' ';
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(gm->trail + n, sizeof gm->trail - n, fmt, ap);
    va_end(ap);
}

static int on_event(tcg_game *g, const tcg_event *ev)
{
    game *gm = (game *)g;
    say(gm, "%s:%s#%ld", ev->type, tcg_id(g, ev->card), ev->batch);
    if (ev->card == gm->stop_at && strcmp(ev->type, "move") == 0)
        return TCG_STOP;
    if (gm->watcher >= 0 && strcmp(ev->type, "move") == 0 && ev->to.zone == DROP) {
        tcg_pending p = {.card = gm->watcher, .inc = g->cards[gm->watcher].inc, .ability = 0,
                         .master = 0, .trigger_card = ev->card, .batch = ev->batch};
        tcg_pend_add(g, &p, gm->limit);
    }
    return TCG_OK;
}

/* The game's move of one card: the core's primitive, a new incarnation, the event raised. */
static int move_one(tcg_game *g, int card, tcg_place to, long pos, const char *cause, void *ud)
{
    (void)ud;
    unsigned before = g->cards[card].inc;
    tcg_event ev = tcg_event_of("move", card, to.player);
    ev.from = tcg_move(g, card, to, pos, cause);
    ev.to = to;
    ev.inc_before = before;
    g->cards[card].inc++;
    say((game *)g, "moved:%s", tcg_id(g, card));
    return tcg_raise(g, &ev);
}

static int owner_of(tcg_game *g, int card, int zone, void *ud)
{
    (void)zone;
    (void)ud;
    return g->cards[card].owner;
}

static int owner_orders(tcg_game *g, int player, int zone, size_t n, void *ud)
{
    (void)g;
    (void)n;
    (void)ud;
    return zone == DROP ? player : -1;
}

/* The scenario the module runs, set by each test. */
static void (*scenario)(game *gm);

/* setup {"P1": [ids in P1's deck], "P2": [...]}: the cards, owned by that player. */
static int core_run(eng_run *r, const json_t *setup)
{
    game *gm = xcalloc(1, sizeof *gm);
    tcg_hooks hooks = {.event = on_event};
    tcg_init(&gm->t, r, players, 2, zones, NZONES, &hooks);
    gm->watcher = -1;
    gm->stop_at = -1;
    gm->limit = TCG_PEND_ONCE_PER_EVENT;
    for (int p = 0; p < 2; p++) {
        size_t i;
        const json_t *x;
        json_array_foreach(json_object_get(setup, players[p]), i, x) {
            int k = tcg_add_card(&gm->t, json_string_value(x));
            assert_true(k >= 0);
            gm->t.cards[k].owner = p;
            gm->t.cards[k].inc = 1;
            tcg_put(&gm->t, k, tcg_at(p, DECK), TCG_BOTTOM);
        }
    }
    gm->t.tp = 0;
    gm->t.turn = 1;
    scenario(gm);
    tcg_free(&gm->t);
    free(gm);
    return 0;
}

static const eng_module core_module = {.doc = "core-test", .name = "core test", .version = "0",
                                       .run = core_run};

static json_t *play(void (*s)(game *gm), const char *setup, const char *script)
{
    scenario = s;
    return fwt_execute(&core_module, setup, script);
}

static int card(game *gm, const char *id)
{
    int k = tcg_find(&gm->t, id);
    assert_true(k >= 0);
    return k;
}

static const char *zone_ids(game *gm, tcg_place at)
{
    static char buf[256];
    buf[0] = '\0';
    const tcg_list *l = tcg_slot_c(&gm->t, at);
    for (size_t i = 0; i < l->n; i++)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", i ? " " : "",
                 tcg_id(&gm->t, l->v[i]));
    return buf;
}

/* --- batches -------------------------------------------------------------------------------- */

static void move_three(game *gm, tcg_batch_mode mode, unsigned flags)
{
    int c[3] = {card(gm, "A"), card(gm, "B"), card(gm, "C")};
    tcg_moves m = {.mode = mode, .flags = flags, .zone = DROP, .pos = TCG_DEFAULT,
                   .cause = "test", .dest = owner_of, .move = move_one};
    assert_int_equal(tcg_move_cards(&gm->t, c, 3, &m), TCG_OK);
}

static void simultaneous_batch(game *gm)
{
    gm->watcher = card(gm, "W");
    move_three(gm, TCG_SIMULTANEOUS, TCG_B_HOLD);
    /* every card moves, then the events reach the game, all one event (#1) */
    assert_string_equal(gm->trail, "moved:A moved:B moved:C move:A#1 move:B#1 move:C#1");
    /* the watcher is pending once for the one event (FW 9-6-2-1) */
    assert_int_equal(gm->t.npend, 1);
    assert_int_equal(gm->t.pend[0].batch, 1);
    assert_int_equal(gm->t.pend[0].trigger_card, card(gm, "A"));
    /* no order is asked (no orderer): each next one just below the one before, from the top */
    assert_string_equal(zone_ids(gm, tcg_at(0, DROP)), "A B C");
    assert_int_equal(tcg_batch_last(&gm->t), 1);
}

static void sequential_batch(game *gm)
{
    gm->watcher = card(gm, "W");
    move_three(gm, TCG_SEQUENTIAL, 0);
    /* one at a time: each move's event reaches the game before the next move, each its own */
    assert_string_equal(gm->trail, "moved:A move:A#1 moved:B move:B#2 moved:C move:C#3");
    assert_int_equal(gm->t.npend, 3);
    assert_int_equal(gm->t.pend[2].batch, 3);
}

static void each_limit_in_one_event(game *gm)
{
    gm->watcher = card(gm, "W");
    gm->limit = TCG_PEND_EACH;                  /* haikyu 6-6-1 ①: once per time met */
    move_three(gm, TCG_SIMULTANEOUS, TCG_B_HOLD);
    assert_int_equal(gm->t.npend, 3);
}

static void quiet_and_deferred(game *gm)
{
    assert_false(tcg_deferred(&gm->t));
    tcg_defer(&gm->t, 1);
    assert_true(tcg_deferred(&gm->t));
    move_three(gm, TCG_SEQUENTIAL, TCG_B_QUIET);
    assert_true(tcg_deferred(&gm->t));
    tcg_defer(&gm->t, -1);
    assert_false(tcg_deferred(&gm->t));
    /* the quiet batch's events never reach the game, and take no number */
    assert_string_equal(gm->trail, "moved:A moved:B moved:C");
    assert_int_equal(tcg_batch_last(&gm->t), 0);
}

static void nested_batches(game *gm)
{
    tcg_batch_begin(&gm->t, TCG_SIMULTANEOUS, 0);           /* #1 */
    tcg_event e = tcg_event_of("ko", card(gm, "A"), 0);
    tcg_raise(&gm->t, &e);
    tcg_batch_begin(&gm->t, TCG_SIMULTANEOUS, TCG_B_HOLD);  /* #2: an event of its own */
    e = tcg_event_of("ko", card(gm, "B"), 0);
    tcg_raise(&gm->t, &e);
    tcg_batch_begin(&gm->t, TCG_SEQUENTIAL, 0);             /* one at a time: #3, #4 */
    e = tcg_event_of("draw", card(gm, "C"), 0);
    tcg_raise(&gm->t, &e);
    e = tcg_event_of("draw", card(gm, "W"), 0);
    tcg_raise(&gm->t, &e);
    tcg_batch_end(&gm->t);
    assert_int_equal(tcg_batch_end(&gm->t), TCG_OK);        /* B's KO reaches the game now */
    e = tcg_event_of("attack", card(gm, "C"), 0);           /* back in #1 */
    tcg_raise(&gm->t, &e);
    tcg_batch_end(&gm->t);
    e = tcg_event_of("attack", card(gm, "A"), 0);           /* outside any batch: #5 */
    tcg_raise(&gm->t, &e);
    /* the sequential batch's events are held by the holding batch around them */
    assert_string_equal(gm->trail, "ko:A#1 ko:B#2 draw:C#3 draw:W#4 attack:C#1 attack:A#5");
}

static void batch_to_both_players_in_order(game *gm)
{
    /* A, B are P1's, X, Y P2's; P2 is the turn player: P2's cards first, each player ordering
     * their own (`order` choices, the turn player's first) */
    gm->t.tp = 1;
    int c[4] = {card(gm, "A"), card(gm, "X"), card(gm, "B"), card(gm, "Y")};
    tcg_moves m = {.mode = TCG_SIMULTANEOUS, .flags = TCG_B_HOLD, .zone = DROP,
                   .pos = TCG_DEFAULT, .cause = "test", .dest = owner_of,
                   .orderer = owner_orders, .move = move_one};
    assert_int_equal(tcg_move_cards(&gm->t, c, 4, &m), TCG_OK);
    assert_string_equal(gm->trail, "moved:Y moved:X moved:B moved:A "
                                   "move:Y#1 move:X#1 move:B#1 move:A#1");
    assert_string_equal(zone_ids(gm, tcg_at(1, DROP)), "Y X");
    assert_string_equal(zone_ids(gm, tcg_at(0, DROP)), "B A");
}

/* A stop while a batch's held events reach the game is the batch's result, the events after
 * it still delivered; a stop in a move of its own (a sequential batch) ends the batch there. */
static void stop_in_held_delivery(game *gm)
{
    gm->stop_at = card(gm, "B");
    int c[3] = {card(gm, "A"), card(gm, "B"), card(gm, "C")};
    tcg_moves m = {.mode = TCG_SIMULTANEOUS, .flags = TCG_B_HOLD, .zone = DROP,
                   .pos = TCG_DEFAULT, .cause = "test", .dest = owner_of, .move = move_one};
    assert_int_equal(tcg_move_cards(&gm->t, c, 3, &m), TCG_STOP);
    assert_string_equal(gm->trail, "moved:A moved:B moved:C move:A#1 move:B#1 move:C#1");
}

static void stop_in_sequential_move(game *gm)
{
    gm->stop_at = card(gm, "B");
    int c[3] = {card(gm, "A"), card(gm, "B"), card(gm, "C")};
    tcg_moves m = {.mode = TCG_SEQUENTIAL, .zone = DROP, .pos = TCG_DEFAULT, .cause = "test",
                   .dest = owner_of, .move = move_one};
    assert_int_equal(tcg_move_cards(&gm->t, c, 3, &m), TCG_STOP);
    assert_string_equal(gm->trail, "moved:A move:A#1 moved:B move:B#2");
    assert_string_equal(zone_ids(gm, tcg_at(0, DECK)), "C");
}

/* A shuffle whose outcome the script does not give stops; one it gives wrongly is an error;
 * either way the deck keeps its order and no shuffle is reported. */
static void shuffle_unanswered(game *gm)
{
    assert_int_equal(tcg_shuffle(&gm->t, 0, DECK), TCG_STOP);
    assert_string_equal(zone_ids(gm, tcg_at(0, DECK)), "A B C");
}

static void shuffle_answered_wrongly(game *gm)
{
    assert_int_equal(tcg_shuffle(&gm->t, 0, DECK), TCG_ERR);
    assert_string_equal(zone_ids(gm, tcg_at(0, DECK)), "A B C");
}

static void shuffle_answered(game *gm)
{
    assert_int_equal(tcg_shuffle(&gm->t, 0, DECK), TCG_OK);
    assert_string_equal(zone_ids(gm, tcg_at(0, DECK)), "C A B");
}

static void stops_are_passed_on(void **state)
{
    (void)state;
    json_t *obs = play(stop_in_held_delivery, "{'P1': ['A', 'B', 'C']}", "[]");
    json_decref(obs);
    json_decref(play(stop_in_sequential_move, "{'P1': ['A', 'B', 'C']}", "[]"));
    obs = play(shuffle_unanswered, "{'P1': ['A', 'B', 'C']}", "[]");
    fwt_expect_json(json_object_get(obs, "pending"),
                    "{'step': 0, 'kind': 'random', 'for': 'shuffle', 'options': ['A', 'B', 'C']}");
    assert_int_equal(fwt_count(obs, "shuffle"), 0);
    json_decref(obs);
    obs = play(shuffle_answered_wrongly, "{'P1': ['A', 'B', 'C']}",
               "[{'random': ['A', 'A', 'B'], 'for': 'shuffle'}]");
    fwt_error(obs, "random \"shuffle\"");
    assert_int_equal(fwt_count(obs, "shuffle"), 0);
    json_decref(obs);
    obs = play(shuffle_answered, "{'P1': ['A', 'B', 'C']}",
               "[{'random': ['C', 'A', 'B'], 'for': 'shuffle'}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "shuffle"), 1);
    json_decref(obs);
}

static void batches_in_both_modes(void **state)
{
    (void)state;
    json_t *obs = play(simultaneous_batch, "{'P1': ['A', 'B', 'C', 'W']}", "[]");
    fwt_ok(obs);
    /* the observation reports each move as it happens */
    assert_int_equal(fwt_count(obs, "move"), 3);
    fwt_expect_json(fwt_event(obs, "move", 1),
                    "{'type': 'move', 'step': -1, 'card': 'B', 'from': 'P1:deck', "
                    "'to': 'P1:drop', 'cause': 'test'}");
    json_decref(obs);
    json_decref(play(sequential_batch, "{'P1': ['A', 'B', 'C', 'W']}", "[]"));
    json_decref(play(each_limit_in_one_event, "{'P1': ['A', 'B', 'C', 'W']}", "[]"));
    json_decref(play(quiet_and_deferred, "{'P1': ['A', 'B', 'C']}", "[]"));
    json_decref(play(nested_batches, "{'P1': ['A', 'B', 'C', 'W']}", "[]"));
    obs = play(batch_to_both_players_in_order, "{'P1': ['A', 'B'], 'P2': ['X', 'Y']}",
               "[{'choose': ['Y', 'X'], 'for': 'order', 'by': 'P2'},"
               " {'choose': ['B', 'A'], 'for': 'order', 'by': 'P1'}]");
    fwt_ok(obs);
    json_decref(obs);
}

/* The game's look at every card before a batch moves any: their places then ("A@deck"). */
static void note_places(tcg_game *g, const int *cards, size_t n, void *ud)
{
    (void)ud;
    for (size_t i = 0; i < n; i++)
        say((game *)g, "before:%s@%s", tcg_id(g, cards[i]),
            g->zones[tcg_where(g, cards[i]).zone].name);
}

static void moves_seen_before_and_placed_in_turn(game *gm)
{
    gm->watcher = card(gm, "W");
    int c[3] = {card(gm, "A"), card(gm, "B"), card(gm, "C")};
    /* one at a time (FW 3-2-3): the game looks at all three first, then each moves as a move
     * of its own: each on top of the one before, each its own event, no order asked */
    tcg_moves m = {.mode = TCG_SEQUENTIAL, .zone = DROP, .pos = TCG_DEFAULT, .cause = "test",
                   .dest = owner_of, .orderer = NULL, .move = move_one, .before = note_places,
                   .placed_in_turn = true};
    assert_int_equal(tcg_move_cards(&gm->t, c, 3, &m), TCG_OK);
    assert_string_equal(gm->trail, "before:A@deck before:B@deck before:C@deck "
                                   "moved:A move:A#1 moved:B move:B#2 moved:C move:C#3");
    assert_string_equal(zone_ids(gm, tcg_at(0, DROP)), "C B A");
    assert_int_equal(gm->t.npend, 3);
    /* at the bottom, in turn: the later ones below the earlier */
    gm->trail[0] = '\0';
    int d[2] = {card(gm, "A"), card(gm, "B")};
    m.mode = TCG_SIMULTANEOUS;
    m.flags = TCG_B_HOLD;
    m.zone = DECK;
    m.pos = TCG_BOTTOM;
    assert_int_equal(tcg_move_cards(&gm->t, d, 2, &m), TCG_OK);
    assert_string_equal(zone_ids(gm, tcg_at(0, DECK)), "W A B");
    assert_string_equal(gm->trail, "before:A@drop before:B@drop moved:A moved:B "
                                   "move:A#4 move:B#4");
}

static void joined_batches(game *gm)
{
    gm->watcher = card(gm, "W");
    /* two processes done at once (FW 4-2-2-1): each move batch joins the event around it */
    tcg_batch_begin(&gm->t, TCG_SIMULTANEOUS, TCG_B_HOLD);          /* #1 */
    int a[1] = {card(gm, "A")}, b[2] = {card(gm, "B"), card(gm, "C")};
    tcg_moves m = {.mode = TCG_SIMULTANEOUS, .flags = TCG_B_HOLD | TCG_B_JOIN, .zone = DROP,
                   .pos = TCG_DEFAULT, .cause = "test", .dest = owner_of, .move = move_one};
    assert_int_equal(tcg_move_cards(&gm->t, a, 1, &m), TCG_OK);
    assert_int_equal(tcg_move_cards(&gm->t, b, 2, &m), TCG_OK);
    assert_int_equal(tcg_batch_end(&gm->t), TCG_OK);
    assert_string_equal(gm->trail, "moved:A moved:B moved:C move:A#1 move:B#1 move:C#1");
    assert_int_equal(gm->t.npend, 1);           /* one event: the watcher once */
    /* without the flag, or outside a simultaneous batch, a batch is an event of its own */
    gm->trail[0] = '\0';
    tcg_batch_begin(&gm->t, TCG_SEQUENTIAL, 0);
    tcg_batch_begin(&gm->t, TCG_SIMULTANEOUS, TCG_B_JOIN);         /* #2 */
    tcg_event e = tcg_event_of("ko", card(gm, "A"), 0);
    tcg_raise(&gm->t, &e);
    tcg_batch_end(&gm->t);
    tcg_batch_begin(&gm->t, TCG_SIMULTANEOUS, 0);                  /* #3 */
    tcg_batch_begin(&gm->t, TCG_SIMULTANEOUS, 0);                  /* #4: not joined */
    e = tcg_event_of("ko", card(gm, "B"), 0);
    tcg_raise(&gm->t, &e);
    tcg_batch_end(&gm->t);
    tcg_batch_end(&gm->t);
    tcg_batch_end(&gm->t);
    assert_string_equal(gm->trail, "ko:A#2 ko:B#4");
}

static void moves_in_turn_and_joined(void **state)
{
    (void)state;
    json_t *obs = play(moves_seen_before_and_placed_in_turn, "{'P1': ['A', 'B', 'C', 'W']}",
                       "[]");
    fwt_ok(obs);
    json_decref(obs);
    obs = play(joined_batches, "{'P1': ['A', 'B', 'C', 'W']}", "[]");
    fwt_ok(obs);
    json_decref(obs);
}

/* --- the pending queue and the resolver ------------------------------------------------------ */

typedef struct resolving {
    game *gm;
    char order[256];
    int checks;              /* the `before` hook's calls */
    int add_on;              /* resolving this ability adds a new entry for the turn player */
} resolving;

static int by_master(const tcg_game *g, const tcg_pending *p, void *ud)
{
    (void)ud;
    return p->master == g->tp ? 0 : 1;       /* the turn player's first */
}

static int count_checks(tcg_game *g, void *ud)
{
    (void)g;
    ((resolving *)ud)->checks++;
    return TCG_OK;
}

static int take_first(tcg_game *g, int group, const size_t *idx, size_t n, void *ud)
{
    resolving *rs = ud;
    (void)n;
    tcg_pending p = tcg_pend_take(g, idx[0]);
    snprintf(rs->order + strlen(rs->order), sizeof rs->order - strlen(rs->order), "%s%d/%d",
             rs->order[0] ? " " : "", p.ability, group);
    if (p.ability == rs->add_on) {
        tcg_pending q = {.card = p.card, .ability = 9, .master = g->tp, .batch = -1};
        tcg_pend_add(g, &q, TCG_PEND_EACH);
    }
    return TCG_OK;
}

static void add(game *gm, int ability, int master)
{
    tcg_pending p = {.card = 0, .inc = 1, .ability = ability, .master = master,
                     .batch = tcg_batch_id(&gm->t)};
    assert_true(tcg_pend_add(&gm->t, &p, TCG_PEND_EACH));
}

static void resolver_orders(game *gm)
{
    /* queue: P2's 1, P1's 2, P2's 3, P1's 4; P1 is the turn player */
    add(gm, 1, 1);
    add(gm, 2, 0);
    add(gm, 3, 1);
    add(gm, 4, 0);
    resolving rs = {.gm = gm, .add_on = 2};
    tcg_resolver r = {.group = by_master, .before = count_checks, .take = take_first, .ud = &rs};
    assert_int_equal(tcg_resolve(&gm->t, &r), TCG_OK);
    /* the turn player's in queue order, the new one (9, made pending by 2) before the other
     * player's; the checks before each pick and once more when nothing is left */
    assert_string_equal(rs.order, "2/0 4/0 9/0 1/1 3/1");
    assert_int_equal(rs.checks, 6);
    /* in rounds (nivel 8.4.1), the new one waits for the other player's of this round */
    add(gm, 1, 1);
    add(gm, 2, 0);
    add(gm, 3, 1);
    add(gm, 4, 0);
    resolving rr = {.gm = gm, .add_on = 2};
    r.rounds = true;
    r.ud = &rr;
    assert_int_equal(tcg_resolve(&gm->t, &r), TCG_OK);
    assert_string_equal(rr.order, "2/0 4/0 1/1 3/1 9/0");
    /* inside a hold nothing is resolved */
    add(gm, 5, 0);
    tcg_hold(&gm->t, 1);
    resolving rh = {.gm = gm, .add_on = -1};
    r.ud = &rh;
    assert_int_equal(tcg_resolve(&gm->t, &r), TCG_OK);
    assert_string_equal(rh.order, "");
    assert_int_equal(gm->t.npend, 1);
    tcg_hold(&gm->t, -1);
    assert_int_equal(tcg_resolve(&gm->t, &r), TCG_OK);
    assert_string_equal(rh.order, "5/0");
}

static bool of_p2(const tcg_game *g, const tcg_pending *p, void *ud)
{
    (void)g;
    (void)ud;
    return p->master == 1;
}

static void pending_limits(game *gm)
{
    tcg_pending p = {.card = 0, .inc = 1, .ability = 0, .master = 0, .batch = 7};
    assert_true(tcg_pend_add(&gm->t, &p, TCG_PEND_ONCE_PER_EVENT));
    assert_false(tcg_pend_add(&gm->t, &p, TCG_PEND_ONCE_PER_EVENT));   /* the same event */
    p.batch = 8;
    assert_true(tcg_pend_add(&gm->t, &p, TCG_PEND_ONCE_PER_EVENT));    /* another event */
    p.ability = 1;
    assert_true(tcg_pend_add(&gm->t, &p, TCG_PEND_ONCE_PER_TURN));
    p.batch = 9;
    assert_false(tcg_pend_add(&gm->t, &p, TCG_PEND_ONCE_PER_TURN));    /* this turn already */
    tcg_pend_take(&gm->t, 2);
    assert_false(tcg_pend_add(&gm->t, &p, TCG_PEND_ONCE_PER_TURN));    /* even resolved */
    tcg_set_turn(&gm->t, 2, 1);
    assert_true(tcg_pend_add(&gm->t, &p, TCG_PEND_ONCE_PER_TURN));     /* a new turn */
    assert_int_equal(gm->t.npend, 3);
    assert_true(gm->t.pend[0].seq < gm->t.pend[1].seq);
    p.master = 1;
    assert_true(tcg_pend_add(&gm->t, &p, TCG_PEND_EACH));
    assert_int_equal(tcg_pend_cancel(&gm->t, of_p2, NULL), 1);
    assert_int_equal(gm->t.npend, 3);
}

static void pending_queue_and_resolver(void **state)
{
    (void)state;
    json_decref(play(resolver_orders, "{'P1': ['A']}", "[]"));
    json_decref(play(pending_limits, "{'P1': ['A']}", "[]"));
}

/* --- the turn table ------------------------------------------------------------------------- */

enum { L_MAIN = 1, L_WINDOW, L_END, L_BATTLE_END };
enum { SKIP_MAIN = 1u << 0, SKIP_DEFENSE = 1u << 1 };
static game *turn_game;
static int actions_left, turns_left;

static int row(tcg_game *g, int arg)
{
    static const char *const names[] = {"draw", "main-start", "main-end", "end-of-main",
                                        "attack", "defense", "damage", "end-of-battle",
                                        "cleanup", "end-of-turn"};
    say(turn_game, "%s%s", tcg_skipping(g) ? "skipped:" : "", names[arg]);
    return TCG_OK;
}

static int phase(tcg_game *g, int arg)
{
    (void)g;
    say(turn_game, "<%s>", arg == 0 ? "charge" : arg == 1 ? "main" : arg == 2 ? "end" : "step");
    return TCG_OK;
}

static int window(tcg_game *g, int arg)
{
    (void)g;
    (void)arg;
    say(turn_game, "window");
    if (actions_left-- > 0)
        return TCG_ACTED;
    return TCG_PASS;
}

static int to_end_unless_battle(tcg_game *g, int arg)
{
    (void)g;
    (void)arg;
    return turns_left == 1 ? TCG_ACTED : TCG_OK;     /* no battle in the last turn */
}

static int next_turn(tcg_game *g, int arg)
{
    (void)arg;
    say(turn_game, "turn-end");
    if (--turns_left <= 0)
        return TCG_STOP;
    tcg_set_turn(g, g->turn + 1, 1 - g->tp);
    return TCG_OK;
}

static void skipped(tcg_game *g, const tcg_row *r)
{
    (void)g;
    say(turn_game, "skip(%d)", r->arg);
}

static const tcg_row turn_rows[] = {
    {TCG_OP_PHASE, phase, 0, 0, 0, 0, false},
    {TCG_OP_DO, row, 0, 0, 0, 0, false},
    {TCG_OP_PHASE, phase, 1, L_MAIN, 0, SKIP_MAIN, false},
    {TCG_OP_DO, row, 1, 0, 0, 0, false},
    {TCG_OP_WINDOW, window, 0, L_WINDOW, L_WINDOW, 0, false},
    {TCG_OP_BRANCH, to_end_unless_battle, 0, 0, L_END, 0, false},
    {TCG_OP_STEP, NULL, 3, 0, 0, 0, false},
    {TCG_OP_DO, row, 4, 0, 0, 0, false},
    {TCG_OP_STEP, phase, 3, 0, 0, SKIP_DEFENSE, true},
    {TCG_OP_DO, row, 5, 0, 0, 0, false},
    {TCG_OP_STEP, phase, 3, L_BATTLE_END, 0, 0, false},
    {TCG_OP_DO, row, 6, 0, 0, 0, false},
    {TCG_OP_END, row, 7, 0, 0, 0, false},
    {TCG_OP_STEP, NULL, 3, L_END, 0, 0, false},
    {TCG_OP_DO, row, 2, 0, 0, 0, false},
    {TCG_OP_END, row, 3, 0, 0, 0, false},
    {TCG_OP_PHASE, phase, 2, 0, 0, 0, false},
    {TCG_OP_END, row, 9, 0, 0, 0, false},
    {TCG_OP_TURN_END, next_turn, 0, 0, 0, 0, false},
};
static const tcg_table turn_table = {"turn", turn_rows, sizeof turn_rows / sizeof *turn_rows,
                                     skipped};

static void turn_rows_in_order(game *gm)
{
    turn_game = gm;
    actions_left = 2;
    turns_left = 3;
    /* turn 1 (P1): two actions then a pass, a battle whose defense step P2 (the non-turn
     * player) has skipped; turn 2 (P2): its main phase skipped, so only the main phase's END
     * row runs (the battle's END row is in a step of its own, which the main phase's span
     * holds too); turn 3: no battle */
    tcg_skip_next(&gm->t, 1, SKIP_DEFENSE);
    tcg_skip_next(&gm->t, 1, SKIP_MAIN);
    tcg_note(&gm->t, TCG_SCOPE_TURN, (tcg_key){1, 0, 0, 0});
    tcg_note(&gm->t, TCG_SCOPE_GAME, (tcg_key){2, 0, 0, 0});
    assert_int_equal(tcg_play(&gm->t, &turn_table, 0), TCG_STOP);
    assert_string_equal(gm->trail,
                        "<charge> draw <main> main-start window window window "
                        "attack <step> skip(3) <step> damage end-of-battle main-end end-of-main "
                        "<end> end-of-turn turn-end "
                        "<charge> draw <main> skip(1) skipped:end-of-battle skipped:end-of-main "
                        "<end> end-of-turn turn-end "
                        "<charge> draw <main> main-start window main-end end-of-main "
                        "<end> end-of-turn turn-end");
    assert_int_equal(gm->t.turn, 3);
    assert_int_equal(gm->t.tp, 0);
    /* the turn's ledger ended with the turn, the game's did not */
    assert_false(tcg_noted(&gm->t, TCG_SCOPE_TURN, (tcg_key){1, 0, 0, 0}));
    assert_true(tcg_noted(&gm->t, TCG_SCOPE_GAME, (tcg_key){2, 0, 0, 0}));
    /* starting at a label */
    gm->trail[0] = '\0';
    turns_left = 1;
    assert_int_equal(tcg_play(&gm->t, &turn_table, L_END), TCG_STOP);
    assert_string_equal(gm->trail, "main-end end-of-main <end> end-of-turn turn-end");
}

static void turn_table_rows(void **state)
{
    (void)state;
    json_decref(play(turn_rows_in_order, "{'P1': ['A']}", "[]"));
}

/* --- effects, last-known information, ledgers ------------------------------------------------- */

enum { UNTIL_TURN = 1, UNTIL_BATTLE = 2 };

static bool any_effect(const tcg_effect *e)
{
    return e->kind == 0;
}

static void effects_and_durations(game *gm)
{
    tcg_game *g = &gm->t;
    int a = card(gm, "A"), b = card(gm, "B");
    long t0 = tcg_tick(g);
    tcg_effect *e = tcg_effect_add(g, 0, a, 0, UNTIL_TURN);
    assert_int_equal(e->stamp, t0 + 1);
    e->value = 1000;
    e = tcg_effect_add(g, 0, a, 1, UNTIL_BATTLE);
    assert_int_equal(e->stamp, t0 + 2);
    e = tcg_effect_add(g, 1, a, 0, UNTIL_TURN);     /* P1's next turn (turn 3) */
    tcg_effect_defer(e, 3);
    assert_true(tcg_effect_applies(g, &g->ef[0], a));
    assert_false(tcg_effect_applies(g, &g->ef[2], a));   /* not yet */
    assert_false(tcg_effect_applies(g, &g->ef[0], b));
    tcg_effects_end(g, UNTIL_BATTLE, 0);                  /* P2's battle effect stays */
    assert_true(tcg_effect_applies(g, &g->ef[1], a));
    tcg_effects_end(g, UNTIL_BATTLE, -1);
    assert_false(tcg_effect_applies(g, &g->ef[1], a));
    tcg_set_turn(g, 3, 0);
    tcg_effects_begin_turn(g, 1);                         /* P2's: none waits */
    assert_false(tcg_effect_applies(g, &g->ef[2], a));
    tcg_effects_begin_turn(g, 0);
    assert_true(tcg_effect_applies(g, &g->ef[2], a));
    assert_int_equal(g->ef[2].stamp, t0 + 4);             /* stamped as it began */
    /* the power change passes to B (the card on top), not the other kind */
    tcg_effects_follow(g, a, g->cards[a].inc, b, any_effect);
    assert_true(tcg_effect_applies(g, &g->ef[0], b));
    assert_true(tcg_effect_applies(g, &g->ef[2], a));
    /* B moves: a new card, the effect no longer applies to it */
    g->cards[b].inc++;
    assert_false(tcg_effect_applies(g, &g->ef[0], b));
    tcg_effects_end(g, UNTIL_TURN, 0);
    assert_false(tcg_effect_applies(g, &g->ef[2], a));
}

typedef struct snap {
    long power;
    int zone;
} snap;

static void last_known_information(game *gm)
{
    tcg_game *g = &gm->t;
    int a = card(gm, "A");
    tcg_lki_init(g, sizeof(snap));
    assert_null(tcg_lki_get(g, a, 1));
    snap *s = tcg_lki_put(g, a, 1);
    s->power = 5000;
    s->zone = FIELD;
    s = tcg_lki_put(g, a, 2);
    s->power = 3000;
    s->zone = DROP;
    const snap *k = tcg_lki_get(g, a, 1);
    assert_non_null(k);
    assert_int_equal(k->power, 5000);
    assert_int_equal(((const snap *)tcg_lki_get(g, a, 2))->zone, DROP);
    s = tcg_lki_put(g, a, 1);                    /* the same incarnation again: replaced */
    assert_int_equal(s->power, 0);
    s->power = 6000;
    assert_int_equal(((const snap *)tcg_lki_get(g, a, 1))->power, 6000);
    assert_null(tcg_lki_get(g, a, 3));
    assert_null(tcg_lki_get(g, card(gm, "B"), 1));
}

static void ledgers_loops_replacements(game *gm)
{
    tcg_game *g = &gm->t;
    tcg_note(g, TCG_SCOPE_TURN, (tcg_key){0, 4, 2, 1});
    assert_true(tcg_noted(g, TCG_SCOPE_TURN, (tcg_key){0, 4, 2, 1}));
    assert_true(tcg_noted(g, TCG_SCOPE_TURN, (tcg_key){0, 4, 0, 1}));     /* any incarnation */
    assert_false(tcg_noted(g, TCG_SCOPE_TURN, (tcg_key){0, 4, 3, 1}));    /* a new card */
    assert_false(tcg_noted(g, TCG_SCOPE_TURN, (tcg_key){1, 4, 2, 1}));
    assert_false(tcg_noted(g, TCG_SCOPE_GAME, (tcg_key){0, 4, 2, 1}));
    assert_int_equal(tcg_ledger_of(g, TCG_SCOPE_TURN)->n, 1);
    tcg_loop l = {0};
    size_t from = 99;
    assert_false(tcg_loop_pass(&l, "s1", 2, 0, &from));
    assert_false(tcg_loop_pass(&l, "s2", 2, 3, &from));
    assert_false(tcg_loop_pass(&l, "s", 1, 4, &from));
    assert_true(tcg_loop_pass(&l, "s2", 2, 7, &from));
    assert_int_equal(from, 3);
    assert_true(tcg_loop_seen(&l, "s1", 2));
    tcg_loop_clear(&l);
    assert_false(tcg_loop_seen(&l, "s1", 2));
    tcg_loop_note(&l, "s1", 2, 8);
    assert_true(tcg_loop_pass(&l, "s1", 2, 9, &from));
    assert_int_equal(from, 8);
    tcg_loop_free(&l);
    assert_false(tcg_replace_applying(g, 1, 0, 2, -1));
    tcg_replacing(g, 1, 0, 2, -1);
    tcg_replacing(g, 3, 1, -1, 0);
    assert_true(tcg_replace_applying(g, 1, 0, 2, -1));
    assert_false(tcg_replace_applying(g, 1, 0, 3, -1));
    tcg_replace_done(g);
    assert_false(tcg_replace_applying(g, 3, 1, -1, 0));
    tcg_replace_done(g);
    assert_false(tcg_replace_applying(g, 1, 0, 2, -1));
}

static void effects_lki_ledgers(void **state)
{
    (void)state;
    json_decref(play(effects_and_durations, "{'P1': ['A', 'B']}", "[]"));
    json_decref(play(last_known_information, "{'P1': ['A', 'B']}", "[]"));
    json_decref(play(ledgers_loops_replacements, "{'P1': ['A']}", "[]"));
}

/* --- zones, attachments, the view ------------------------------------------------------------ */

static int release_to_drop(tcg_game *g, int c, void *ud)
{
    (void)ud;
    return move_one(g, c, tcg_at(g->cards[c].owner, DROP), TCG_TOP, "rule", NULL);
}

static void stacks_and_view(game *gm)
{
    tcg_game *g = &gm->t;
    int a = card(gm, "A"), b = card(gm, "B"), c = card(gm, "C"), d = card(gm, "D");
    tcg_move(g, a, (tcg_place){0, FIELD, 1}, TCG_BOTTOM, "play");
    tcg_move(g, d, (tcg_place){0, FIELD, 1}, TCG_BOTTOM, "play");
    tcg_take(g, b);
    tcg_attach(g, b, a, TCG_BOTTOM);
    tcg_take(g, c);
    tcg_attach(g, c, a, TCG_BOTTOM);
    assert_int_equal(tcg_stack_top(g, c), a);
    assert_int_equal(g->cards[c].zone, TCG_NOWHERE);          /* an attached card is in none */
    tcg_place w = tcg_where(g, c);
    assert_int_equal(w.zone, FIELD);
    assert_int_equal(w.slot, 1);
    assert_int_equal(tcg_count(g, 0, FIELD), 4);              /* with the attached cards */
    /* P2 sees the field, not P1's hand; P1 sees its hand; nobody the deck; E is removed */
    tcg_move(g, card(gm, "E"), tcg_at(0, HAND), TCG_BOTTOM, "draw");
    tcg_move(g, card(gm, "F"), tcg_at(0, REMOVED), TCG_BOTTOM, "effect");
    static const int order[] = {FIELD, HAND, DECK, DROP, REMOVED};
    json_t *view = tcg_view_json(g, order, 5);
    fwt_expect_json(view,
                    "{'P1': {'sees': ['A', 'B', 'C', 'D', 'E', 'F'], 'counts': "
                    "  {'P1': {'field': 4, 'hand': 1, 'deck': 1, 'drop': 0},"
                    "   'P2': {'field': 0, 'hand': 0, 'deck': 0, 'drop': 0}}}, "
                    " 'P2': {'sees': ['A', 'B', 'C', 'D', 'F'], 'counts': "
                    "  {'P1': {'field': 4, 'hand': 1, 'deck': 1, 'drop': 0},"
                    "   'P2': {'field': 0, 'hand': 0, 'deck': 0, 'drop': 0}}}}");
    json_decref(view);
    /* a reveal shows the hand's card to P2 until it moves; a hidden attached card */
    tcg_show(g, card(gm, "E"), 1u << 1);
    tcg_hide(g, c, 1u << 1);
    assert_true(tcg_sees(g, 1, card(gm, "E")));
    assert_false(tcg_sees(g, 1, card(gm, "G")));              /* in the deck */
    view = tcg_view_json(g, order, 2);
    fwt_expect_json(json_object_get(json_object_get(view, "P2"), "sees"),
                    "['A', 'B', 'D', 'E']");
    json_decref(view);
    /* A leaves alone: B takes its place just after it, C under B */
    assert_int_equal(tcg_stack_promote(g, a), b);
    assert_string_equal(zone_ids(gm, (tcg_place){0, FIELD, 1}), "A B D");
    assert_int_equal(tcg_stack_top(g, c), b);
    /* B leaves the field; its attached card is released from where B was */
    tcg_place from = tcg_move(g, b, tcg_at(0, DROP), TCG_TOP, "ko");
    assert_int_equal(tcg_release(g, b, from, release_to_drop, NULL), TCG_OK);
    assert_string_equal(zone_ids(gm, tcg_at(0, DROP)), "C B");
    char label[64];
    assert_string_equal(tcg_place_label(g, (tcg_place){1, FIELD, 2}, label, sizeof label),
                        "P2:field:right");
    assert_string_equal(tcg_place_label(g, tcg_at(1, REMOVED), label, sizeof label), "removed");
}

static void zones_stacks_and_the_view(void **state)
{
    (void)state;
    json_t *obs = play(stacks_and_view, "{'P1': ['A', 'B', 'C', 'D', 'E', 'F', 'G']}", "[]");
    fwt_ok(obs);
    /* C is released as a card leaving the field where B was */
    fwt_expect_json(fwt_event(obs, "move", 5),
                    "{'type': 'move', 'step': -1, 'card': 'C', 'from': 'P1:field:middle', "
                    "'to': 'P1:drop', 'cause': 'rule'}");
    json_decref(obs);
}

/* --- choices, orders, random outcomes --------------------------------------------------------- */

static void choices(game *gm)
{
    tcg_game *g = &gm->t;
    int out[3];
    assert_int_equal(tcg_players_from(g, 1, out), 2);
    assert_int_equal(out[0], 1);
    assert_int_equal(out[1], 0);
    int p;
    assert_int_equal(tcg_random_player(g, "first", &p), TCG_OK);
    assert_int_equal(p, 1);
    static const char *const acts[] = {"draw", "attack", "play"};
    assert_int_equal(tcg_choose_order(g, "order", 0, acts, 3, out), TCG_OK);
    assert_int_equal(out[0], 2);
    assert_int_equal(out[1], 0);
    assert_int_equal(out[2], 1);
    assert_int_equal(tcg_log_size(g), 2);
    assert_int_equal(tcg_log_choosers(g, 0, 2), 1u);          /* P1 chose; the random is none */
    assert_int_equal(tcg_choose_order(g, "order", 0, acts, 3, out), TCG_ERR);
}

/* A card choice that allows none offers null beside the cards (the observation's pending
 * choice shows the options when the script gives no answer). */
static void card_or_none_unanswered(game *gm)
{
    int cands[2] = {card(gm, "A"), card(gm, "B")}, out;
    assert_int_equal(tcg_choose_card(&gm->t, "target", 0, cands, 2, true, &out), TCG_STOP);
}

/* A random player's outcome that names no player is refused, the question named. */
static void random_player_wrong(game *gm)
{
    int p;
    assert_int_equal(tcg_random_player(&gm->t, "first", &p), TCG_ERR);
}

static void choices_orders_random(void **state)
{
    (void)state;
    json_t *pending = play(card_or_none_unanswered, "{'P1': ['A', 'B']}", "[]");
    fwt_expect_json(json_object_get(pending, "pending"),
                    "{'step': 0, 'kind': 'choose', 'for': 'target', 'options': ['A', 'B', null]}");
    json_decref(pending);
    pending = play(random_player_wrong, "{'P1': ['A']}", "[{'random': 'P3', 'for': 'first'}]");
    fwt_error(pending, "random \"first\"");
    json_decref(pending);
    json_t *obs = play(choices, "{'P1': ['A']}",
                       "[{'random': 'P2', 'for': 'first'},"
                       " {'choose': ['play', 'draw', 'attack'], 'for': 'order'},"
                       " {'choose': ['play', 'draw', 'play'], 'for': 'order'}]");
    fwt_error(obs, "choose \"order\": the value must be a permutation of the 3 options: "
                   "\"play\" is named twice");
    json_decref(obs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(batches_in_both_modes),
        cmocka_unit_test(stops_are_passed_on),
        cmocka_unit_test(moves_in_turn_and_joined),
        cmocka_unit_test(pending_queue_and_resolver),
        cmocka_unit_test(turn_table_rows),
        cmocka_unit_test(effects_lki_ledgers),
        cmocka_unit_test(zones_stacks_and_the_view),
        cmocka_unit_test(choices_orders_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
