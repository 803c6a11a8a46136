/* zones.c — moving cards between zones (1510/移動: a moved card loses the information given to
 * it, but between fields; a public card going where it is hidden is shown first), the cards a
 * character carries (0229/カード置き場: one item; 0430: its 下 and charges) and their discard when
 * it leaves the field, 横 and its end (0440/処理の終了), and the end of the game (0502: checked
 * after every card moved, and when the run begins). */
#include "engine/lycee/board/board.h"
#include "engine/lycee/effects/effects.h"

/* Zones whose cards every player sees (0310/公開, 0400/公開, 0430/公開, 0450/公開). */
static bool public_zone(int zone)
{
    return zone == LY_TRASH || zone == LY_SHIELD || ly_is_field(zone) || zone == LY_DECLARED ||
           zone == LY_REMOVED;
}

/* The information a card holds in play is lost (1510/移動, 0229/行動状態): a new card for the
 * rules, the effects given to it ending with its old incarnation. */
static void forget(ly_game *g, int card)
{
    ly_card *c = &g->c[card];
    g->t.cards[card].inc++;
    c->tapped = c->fresh = c->face_down = c->priority = c->down = false;
    c->role = LY_ROLE_NONE;
    c->aside_of = 0;
}

/* The zones that keep the order of their cards (0400/順序, 0410/順序, 0420/順序, 0450/順序): a
 * card arriving takes its place in that order. */
static void cite_order(eng_run *run, int zone)
{
    switch (zone) {
    case LY_TRASH:
        RULE(run, "0400/順序");
        break;
    case LY_HAND:
        RULE(run, "0410/順序");
        break;
    case LY_DECK:
        RULE(run, "0420/順序");
        break;
    case LY_SHIELD:
        RULE(run, "0450");
        RULE(run, "0450/順序");
        break;
    default:
        break;
    }
}

static int release_one(tcg_game *t, int card, void *ud)
{
    ly_game *g = ud;
    (void)t;
    if (g->c[card].role == LY_ROLE_ITEM) {
        RULE(g->run, "0229/カード置き場/カードの破棄");
        RULE(g->run, "0240/効果/発生源");       /* its effects end with it (0903/発生源の消失) */
        RULE(g->run, "0903/発生源の消失");
    } else {
        RULE(g->run, "0430");
        RULE(g->run, "0430/処理の終了");
    }
    return ly_discard(g, ly_owner(g, card), card, "leave", false);
}

int ly_move(ly_game *g, int card, tcg_place to, long pos, const char *cause)
{
    tcg_place from = tcg_where(&g->t, card);
    bool attached = g->t.cards[card].host >= 0;
    bool between_fields = !attached && ly_is_field(from.zone) && ly_is_field(to.zone);
    if (from.zone >= 0 && public_zone(from.zone) && !public_zone(to.zone)) {
        RULE(g->run, "1510/公開されたカードの非公開のカード置き場への移動");
        eng_event(g->run, "reveal", eng_object("card", tcg_id_json(&g->t, card), "to",
                                               ly_players_json(3u), NULL));
    }
    tcg_move(&g->t, card, to, pos, cause);
    RULE(g->run, "1510/移動");
    cite_order(g->run, to.zone);
    if (between_fields) {
        /* 「フィールド間の移動は除きます」: it keeps its information and what it carries */
        const tcg_list *a = &g->t.cards[card].attached;
        for (size_t i = 0; i < a->n; i++)
            tcg_emit_move(&g->t, a->v[i], from, to, "with");
    } else {
        forget(g, card);
    }
    g->c[card].stamp = tcg_tick(&g->t);
    int st = TCG_OK;
    if (!attached && ly_is_field(from.zone) && !ly_is_field(to.zone) &&
        g->c[card].type == LY_T_AREA) {
        RULE(g->run, "0250/効果/発生源");
        RULE(g->run, "0250/エリアカードの効果/発生源");
        RULE(g->run, "0903/発生源の消失");
    }
    if (!attached && ly_is_field(from.zone) && !ly_is_field(to.zone) &&
        g->t.cards[card].attached.n) {
        RULE(g->run, "0229/カード置き場");
        st = tcg_release(&g->t, card, from, release_one, g);
    }
    if (st == TCG_OK && from.zone == LY_DECK)
        st = ly_check_end(g);
    /* LY-LEAVE-DOWN-TIMINGS: 「場を離れたとき」 is a character's or an area's move off the field */
    if (st == TCG_OK && !attached && ly_is_field(from.zone) && !ly_is_field(to.zone))
        st = ly_provide(g, LY_ON_LEAVE, false, card, from.player);
    return st;
}

int ly_attach(ly_game *g, int card, int host, int role, const char *cause)
{
    tcg_place from = tcg_where(&g->t, card), to = tcg_where(&g->t, host);
    tcg_take(&g->t, card);
    tcg_attach(&g->t, card, host, TCG_BOTTOM);
    tcg_emit_move(&g->t, card, from, to, cause);
    RULE(g->run, "1510/移動");
    forget(g, card);
    if (role != LY_ROLE_ITEM)
        RULE(g->run, "0430/順序");             /* the 下 in the order placed */
    g->c[card].role = role;
    g->c[card].stamp = tcg_tick(&g->t);
    return from.zone == LY_DECK ? ly_check_end(g) : TCG_OK;
}

size_t ly_carried(const ly_game *g, int host, int role, int *out, size_t max)
{
    const tcg_list *a = &g->t.cards[host].attached;
    size_t n = 0;
    for (size_t i = 0; i < a->n && n < max; i++) {
        int r = g->c[a->v[i]].role;
        if (role == LY_ROLE_NONE || r == role)
            out[n++] = a->v[i];
    }
    return n;
}

int ly_host_of(const ly_game *g, int card)
{
    return g->t.cards[card].host;
}

int ly_deck_top(const ly_game *g, int player)
{
    const tcg_list *d = tcg_zone_c(&g->t, player, LY_DECK);
    return d->n ? d->v[0] : -1;
}

int ly_end_game(ly_game *g, unsigned losers, const char *why)
{
    if (g->result >= 0)
        return TCG_OVER;
    /* 「条件が満たされたとき、ただちにあらゆる処理を中断し、ゲームを終了します」 */
    RULE(g->run, "0502/判定");
    int order[2] = {g->t.tp >= 0 ? g->t.tp : LY_P1, g->t.tp >= 0 ? ly_opp(g->t.tp) : LY_P2};
    for (int i = 0; i < 2; i++)
        if (losers & (1u << order[i]))
            eng_event(g->run, "lose", eng_object("player", ly_player_json(order[i]), "why",
                                                 json_string(why), NULL));
    RULE(g->run, "0502/勝敗");
    json_t *end;
    if (losers == 3u) {
        RULE(g->run, "0502/引き分け");     /* no one loser, no one winner */
        g->result = 2;
        end = eng_object("draw", json_true(), NULL);
    } else {
        g->result = losers & 1u ? LY_P2 : LY_P1;
        end = eng_object("winner", ly_player_json(g->result), NULL);
    }
    eng_event(g->run, "game-end", end);
    return TCG_OVER;
}

int ly_check_end(ly_game *g)
{
    if (g->result >= 0)
        return TCG_OVER;
    unsigned losers = 0;
    for (int p = 0; p < 2; p++)
        if (tcg_zone_c(&g->t, p, LY_DECK)->n == 0)
            losers |= 1u << p;
    if (!losers)
        return TCG_OK;
    RULE(g->run, "0502/判定#A");           /* 「デッキの残り枚数が0枚になる」 */
    return ly_end_game(g, losers, "deck");
}

int ly_aside_end(ly_game *g, int aside)
{
    for (int p = 0; p < 2; p++) {
        const tcg_list *l = ly_zl(g, p, LY_ASIDE);
        for (size_t i = 0; i < l->n;) {
            int card = l->v[i];
            if (g->c[card].aside_of != aside) {
                i++;
                continue;
            }
            RULE(g->run, "0440/処理の終了");
            RULE(g->run, "1570:カードを横に置く/残存カードの破棄");
            TCG_TRY(ly_discard(g, ly_owner(g, card), card, "aside-end", false));
        }
    }
    return TCG_OK;
}
