/* pregame.c — before the first turn: the players' decks checked (0501#1, the construction
 * conditions of 0110), then the preparation of 0503: the leaders taken out and put 横, the decks
 * shuffled, the first player decided at random, the opening draws (6 with a leader, 7 without),
 * the mulligans (the first player first, LY-PREGAME) and the leaders revealed into the hands. */
#include "engine/lycee/turn/turn.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/setup/setup.h"

static int leader_of(ly_game *g, int p, int zone)
{
    const tcg_list *l = ly_zl(g, p, zone);
    for (size_t i = 0; i < l->n; i++)
        if (g->c[l->v[i]].leader)
            return l->v[i];
    return -1;
}

static int mulligan(ly_game *g, int p)
{
    bool take;
    TCG_TRY(tcg_choose_bool(&g->t, "mulligan", p, &take));
    eng_event(g->run, "mulligan", eng_object("player", ly_player_json(p), "taken",
                                             json_boolean(take), NULL));
    if (!take)
        return TCG_OK;
    /* 「その手札を全てデッキに戻し、デッキをシャッフルし、もう一度、7枚のカードをドローします」; with
     * the leader 横 (LY-PREGAME): its 6 cards, and 6 drawn */
    size_t n = ly_zl(g, p, LY_HAND)->n;
    while (ly_zl(g, p, LY_HAND)->n)
        TCG_TRY(ly_move(g, ly_zl(g, p, LY_HAND)->v[0], tcg_at(p, LY_DECK), TCG_BOTTOM,
                        "mulligan"));
    TCG_TRY(ly_shuffle(g, p));
    return ly_draw(g, p, (long)n);
}

int ly_pregame(ly_game *g)
{
    /* 0501#1: the players, decks and cards; a deck breaking 0110 starts no game */
    RULE(g->run, "0501");                   /* the game's steps, from the first */
    RULE(g->run, "0501#1");
    bool legal = true;
    for (int p = 0; p < 2; p++) {
        json_t *rules = json_array();
        ly_deck_check(g, p, rules);
        legal = legal && json_array_size(rules) == 0;
        eng_event(g->run, "deck-check", eng_object("player", ly_player_json(p), "legal",
                                                   json_boolean(!json_array_size(rules)),
                                                   "rules", rules, NULL));
    }
    if (!legal)
        return TCG_STOP;
    RULE(g->run, "0501#2");
    RULE(g->run, "0503/進行");
    RULE(g->run, "0503/進行#1");
    RULE(g->run, "0503/お互いのプレイヤーは自分のデッキから「リーダー」を取り出し横に置きます");
    RULE(g->run, "0503/お互いのプレイヤーは自分のデッキから「リーダー」を取り出し横に置きます~n1");
    int leader[2];
    for (int p = 0; p < 2; p++) {
        leader[p] = leader_of(g, p, LY_DECK);
        if (leader[p] >= 0) {
            RULE(g->run, "0110/リーダー~n1");
            TCG_TRY(ly_move(g, leader[p], tcg_at(p, LY_ASIDE), TCG_BOTTOM, "leader"));
        }
    }
    RULE(g->run, "0503/進行#2");
    RULE(g->run, "0503/お互いのプレイヤーは自分のデッキをシャッフルします");
    for (int p = 0; p < 2; p++)
        TCG_TRY(ly_shuffle(g, p));
    RULE(g->run, "0503/進行#3");
    RULE(g->run, "0503/先攻・後攻を決定します");
    RULE(g->run, "0503/先攻・後攻を決定します~n1");   /* the winner of the draw goes first */
    int first;
    TCG_TRY(tcg_random_player(&g->t, "first", &first));
    g->t.first = first;
    g->t.tp = first;
    eng_event(g->run, "first", eng_object("player", ly_player_json(first), NULL));
    int order[2] = {first, ly_opp(first)};
    RULE(g->run, "0503/進行#4");
    RULE(g->run, "0503/お互いのプレイヤーは自分のデッキが7枚になるまでドローします");
    for (int i = 0; i < 2; i++)
        TCG_TRY(ly_draw(g, order[i], leader[order[i]] >= 0 ? 6 : 7));
    RULE(g->run, "0503/進行#5");
    RULE(g->run, "0503/マリガン(引き直し)");
    for (int i = 0; i < 2; i++)
        TCG_TRY(mulligan(g, order[i]));
    RULE(g->run, "0503/進行#6");
    RULE(g->run, "0503/お互いのプレイヤーは横に置いた「リーダー」を公開し、手札に加えます");
    for (int i = 0; i < 2; i++)
        if (leader[order[i]] >= 0) {
            eng_event(g->run, "reveal", eng_object("card", ly_card_json(g, leader[order[i]]),
                                                   "to", ly_players_json(3u), NULL));
            TCG_TRY(ly_move(g, leader[order[i]], tcg_at(order[i], LY_HAND), TCG_BOTTOM,
                            "leader"));
        }
    tcg_set_turn(&g->t, 1, first);
    return TCG_OK;
}
