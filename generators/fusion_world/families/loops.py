"""Family `loops`: infinite loops (16-1).  Two autos that undo each other: A's 【登場時】 returns A
to the hand, B's 「「A」が手札に戻った時」 puts A onto the battle area again (a new card each time,
3-1-4, FW-NEW-CARD), so the check point comes back to the state it was in (the vocabulary, `loop`):
 - nobody can stop it (every selection forced): the game ends in a draw (16-1-1-1);
 - B's choice is 「up to 1」: only the turn player can stop it; asked `loop`, it declares the
   number of repetitions, the pass is played that many more times with the same answers, and its
   next answer (none) stops it (16-1-1-2), 0 repetitions being the boundary;
 - the non-turn player's D returns A 「up to 1」 instead of A's own auto: both can stop it; the
   turn player declares first, then the other, the smaller number is used, and the player who
   declared it stops the loop (16-1-1-3);
 - the same loop through the end phase's restarts (7-4-4, FW-END-RESTART): A's 「ターン終了時」
   returns A, B brings it back as a new card whose turn-end auto has not been pending yet.
What a run shows of the number of repetitions is the entries of A it reports (an expectation's
events are a subsequence: at least that many).  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act, auto, draw
from .scene import standard

NO_COST = {"total": 0}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        forced_draw(fam, first)
        for mill_from in ("deck", "life"):
            no_loop(fam, first, mill_from)
        for n in (0, 2):
            one_player(fam, first, n)
        one_player(fam, first, 1, once=True)
        for counts in ((3, 1), (2, 2)):
            both_players(fam, first, counts)
        end_phase_draw(fam, first)
        end_phase_one(fam, first)
        other_pending(fam, first)
        power_grows(fam, first)
    return fam.cases


def power_grows(fam, first):
    """Not a loop: A returns and comes back as in a loop, but each pass gives X +1000, and the
    state compared includes every card's power (the vocabulary, `loop`): the check point never
    comes back to a state it was in; B stops bringing A back once X is over 3000."""
    s, tp = board(first)[:2]
    x = {"all": {"who": "you", "zone": "battle", "filter": {"name": "X"}}}
    s.put(tp, "battle", "X", power=1000)
    bounce = bounce_self()
    bounce["effect"] = [{"power": 1000, "target": x, "until": "turn"}] + bounce["effect"]
    s.put(tp, "hand", "A", cost=NO_COST, skills=[bounce])
    back = bring_back(False)
    back["effect"] = [{"if": {"power": x, "max": 3000}, "then": back["effect"]}]
    s.put(tp, "battle", "B", skills=[back])
    desc = " ".join([
        loop_quote(fam),
        "%s plays A (cost 0; 【登場時】 「自分の「X」のパワー+1000。このカードを手札に戻す」); B has "
        "「「A」が自分のバトルエリアから手札に戻った時、自分の「X」のパワーが3000以下なら、手札1枚を"
        "登場させる」; X has 1000. A enters, X reads 2000, A returns, B brings it back; X 3000, "
        "back again; X 4000: B brings nothing. Each pass changed X's power, so no state came "
        "back: no loop, no draw; A ends in the hand." % tp])
    fam.add("power-grows-no-loop-%s" % tp.lower(),
            "A repetition that changes a power each pass is no loop (%s)" % tp, desc,
            ["9-6-7-3"], ["loop", fam.reading("FW-NEW-CARD")], s.setup(),
            [{"do": "play", "card": "A", "pay": []}],
            {"state": {"result": None, tp: {"hand": ["A"], "battle": [
                {"card": "X", "power": 4000}, {"card": "B"}]}},
             "events": entries(2), "exactly": [{"type": "enter"}]})


def other_pending(fam, first):
    """Not a loop: the check point comes back to the same cards, but with other autos pending
    (the vocabulary, `loop`: the state compared includes the pending autos).  X's effect stands W
    and rests it again (the same board), and W's becoming rested makes Y pending once more: the
    pending autos went from X and Y to Y twice.  No `loop` choice is asked; Y resolves twice."""
    s, tp = board(first)[:2]

    def pick(name):
        return {"choose": 1, "from": {"who": "you", "filter": {"name": name}}}
    s.put(tp, "battle", "V")
    s.put(tp, "battle", "W")
    s.rest("V")
    s.put(tp, "battle", "S", skills=[act("main", {"stand": pick("V")}, {"rest": pick("W")})])
    s.put(tp, "battle", "X", skills=[auto({"on": "stand", "of": {
        "who": "you", "zone": "battle", "filter": {"name": "V"}}},
        {"stand": pick("W")}, {"rest": pick("W")})])
    s.put(tp, "battle", "Y", skills=[auto({"on": "rest", "of": {
        "who": "you", "zone": "battle", "filter": {"name": "W"}}}, draw())])
    dt = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"choose": {"card": "X", "skill": 0}, "for": "auto", "by": tp}]
    desc = " ".join([fam.quote("16-1-1"),
                     "%s's V is rested, W active. S: 「自分の「V」をアクティブにする。自分の「W」を"
                     "レストにする」; X: 「自分の「V」がアクティブになった時、自分の「W」をアクティブにし、"
                     "レストにする」; Y: 「自分の「W」がレストになった時、カード1枚を引く」. After S, X and "
                     "Y are pending; %s takes up X, which leaves the board as it was and makes Y "
                     "pending again: the check point is not back to a state it was in (the "
                     "pending autos differ), so there is no loop; Y resolves twice: %s draws %s "
                     "and %s." % (tp, tp, tp, dt[0], dt[1])])
    fam.add("other-pending-no-loop-%s" % tp.lower(),
            "The same board with other autos pending is no loop (%s)" % tp, desc,
            ["4-2-2-2", "9-6-2"], ["loop"], s.setup(), script,
            {"state": {tp: {"hand": dt[:2], "battle": [
                {"card": "V", "rested": False}, {"card": "W", "rested": True},
                {"card": "S"}, {"card": "X"}, {"card": "Y"}]}, "result": None},
             "exactly": [{"type": "draw", "player": tp}],
             "events": [{"type": "draw", "player": tp, "card": c} for c in dt[:2]]})


def board(first, at="main"):
    s = standard(first=first, turn=3, at=at)
    tp = s.turn_player
    return s, tp, other(tp), s.zones[tp]["leader"], s.zones[other(tp)]["leader"]


def bounce_self(trigger="enter"):
    return {"kind": "auto", "trigger": {"on": trigger},
            "effect": [{"move": "this", "to": "hand"}]}


def bring_back(up_to):
    # the hand holds A alone: a search of the hand with no filter is forced (5-2-3; with a
    # filter it would be 「up to」, 5-2-7)
    sel = {"choose": 1, "from": {"who": "you", "zone": "hand"}}
    if up_to:
        sel["up_to"] = True
    return {"kind": "auto", "trigger": {"on": "move", "from": "battle", "to": "hand", "who": "you",
                                        "filter": {"name": "A"}},
            "effect": [{"enter": sel}]}


def entries(n, first_how="play"):
    out = [{"type": "enter", "card": "A", "how": first_how}] if first_how else []
    return out + [{"type": "enter", "card": "A", "how": "skill"} for _ in range(n)]


def draw_ends(tp):
    """The end of a game a loop nobody can stop makes a draw: both players lose (why `loop`),
    the turn player first, then `game-end` (0-1-3-3, the vocabulary's order)."""
    return [{"type": "lose", "player": tp, "why": "loop"},
            {"type": "lose", "player": other(tp), "why": "loop"},
            {"type": "game-end", "draw": True}]


def loop_quote(fam):
    return fam.quote("16-1-1", "これを永久循環と呼び、永久循環の開始時点から元に戻るまでの一連の行動を"
                               "循環行動と呼びます。")


def forced_draw(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "hand", "A", cost=NO_COST, skills=[bounce_self()])
    s.put(tp, "battle", "B", skills=[bring_back(False)])
    desc = " ".join([
        loop_quote(fam), fam.quote("16-1-1-1"),
        "%s plays A (cost 0; 【登場時】 「このカードを手札に戻す」); B has 「「A」が自分のバトルエリア"
        "から手札に戻った時、手札1枚を登場させる」 (A is %s's only card in hand). Every "
        "selection is forced: A returns, enters, returns… the check point comes back to A's entry with nobody to stop it: the "
        "game ends in a draw." % (tp, tp)])
    fam.add("forced-draw-%s" % tp.lower(), "A loop nobody can stop is a draw (%s)" % tp, desc,
            ["16-1-1", "16-1-1-1"], ["loop", fam.reading("FW-NEW-CARD")], s.setup(),
            [{"do": "play", "card": "A", "pay": []}],
            {"state": {"result": {"draw": True}},
             "events": entries(1) + draw_ends(tp)})


def no_loop(fam, first, mill_from):
    """Not a loop: the same returns and entries, but each of A's entries also puts the top card
    of a deck or a life area into the drop, so the check point never comes back to a state it
    was in (16-1-1 compares every zone): it goes on until that zone is empty, a defeat
    (14-2-2-1, 14-2-2-2), not a draw."""
    s, tp, ntp, lead_t, lead_n = board(first)
    a = bounce_self()
    a["effect"] = [{"move": {"top": 1, "who": "you", "zone": mill_from}, "to": "drop"}] + \
        a["effect"]
    s.put(tp, "hand", "A", cost=NO_COST, skills=[a])
    s.put(tp, "battle", "B", skills=[bring_back(False)])
    n = len(s.zones[tp][mill_from])
    what = "デッキ" if mill_from == "deck" else "ライフ"
    desc = " ".join([
        loop_quote(fam),
        "%s plays A (cost 0; 【登場時】 「自分の%sの上から1枚をドロップに置き、このカードを手札に戻す」); "
        "B has 「「A」が自分のバトルエリアから手札に戻った時、手札1枚を登場させる」. Every selection is "
        "forced, as in a loop, but every pass moves one more card of %s's %s (%d cards) into "
        "the drop: the game is never in a state it was in, so this is no loop. It goes on "
        "until the %s is empty, and %s loses (%s)." % (
            tp, what, tp, mill_from, n, mill_from, tp,
            "14-2-2-2" if mill_from == "deck" else "14-2-2-1")])
    fam.add("no-loop-%s-%s" % (mill_from, tp.lower()),
            "A repetition that moves a %s card each pass is no loop (%s)" % (mill_from, tp), desc,
            ["14-2-2-2" if mill_from == "deck" else "14-2-2-1"],
            ["loop", fam.reading("FW-NEW-CARD")], s.setup(),
            [{"do": "play", "card": "A", "pay": []}],
            {"state": {"result": {"winner": ntp}, tp: {mill_from: []}},
             "events": entries(n - 1) + [{"type": "game-end", "winner": ntp}]})


def one_player(fam, first, n, once=False):
    """With `once`, A's auto is 【ターン1回】: each A that enters is a new card whose use is its own
    (FW-NEW-CARD), and the uses of the cards A was before are no part of the state that comes
    back (16-1-1: the once-per-turn uses of the cards as they are)."""
    s, tp, ntp, lead_t, lead_n = board(first)
    bounce = bounce_self()
    if once:
        bounce["once_per_turn"] = True
    s.put(tp, "hand", "A", cost=NO_COST, skills=[bounce])
    s.put(tp, "battle", "B", skills=[bring_back(True)])
    script = [{"do": "play", "card": "A", "pay": []},
              {"choose": ["A"], "for": "target", "by": tp},
              {"choose": n, "for": "loop", "by": tp},
              {"choose": [], "for": "target", "by": tp}]
    desc = " ".join([
        loop_quote(fam),
        fam.quote("16-1-1-2", "その行動の中に、一方のプレイヤーにのみ永久循環を停止する選択肢が与えられて"
                              "いる場合、そのプレイヤーはこの循環行動を何回繰り返すかを宣言し、その回数だけ"
                              "循環行動を実行し、そのプレイヤーがその循環行動を止めることのできるいずれかの"
                              "選択を行った状態で循環行動を止めます。"),
        "%s plays A (【登場時】%s 「このカードを手札に戻す」); B brings 「up to 1」 「A」 back from the "
        "hand. %s chooses A once: the check point is back at A's entry, and only %s made a "
        "choice: %s declares %d more repetition%s, played with the same answer (A enters %d "
        "times by B in all), then chooses nothing: A stays in the hand." % (
            tp, "【ターン1回】" if once else "", tp, tp, tp, n, "" if n == 1 else "s", n + 1)])
    fam.add("one-player-%d%s-%s" % (n, "-once-per-turn" if once else "", tp.lower()), "A loop only %s can stop, %d more times" % (
        tp, n), desc, ["16-1-1", "16-1-1-2"], ["loop", fam.reading("FW-NEW-CARD")], s.setup(),
        script,
        {"state": {"result": None, tp: {"hand": ["A"], "battle": [{"card": "B"}]}},
         "events": entries(n + 1)})


def both_players(fam, first, counts):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "hand", "A", cost=NO_COST)
    s.put(tp, "battle", "B", skills=[bring_back(True)])
    s.put(ntp, "battle", "D", skills=[{
        "kind": "auto", "trigger": {"on": "enter", "of": {"who": "opponent", "filter": {
            "name": "A"}}},
        "effect": [{"move": {"choose": 1, "up_to": True, "from": {
            "who": "opponent", "filter": {"name": "A"}}}, "to": "hand"}]}])
    n_tp, n_ntp = counts
    n = min(counts)
    script = [{"do": "play", "card": "A", "pay": []},
              {"choose": ["A"], "for": "target", "by": ntp},
              {"choose": ["A"], "for": "target", "by": tp},
              {"choose": n_tp, "for": "loop", "by": tp},
              {"choose": n_ntp, "for": "loop", "by": ntp},
              {"choose": [], "for": "target", "by": ntp}]
    desc = " ".join([
        loop_quote(fam),
        fam.quote("16-1-1-3", "まずターンプレイヤーがこの循環行動を何回繰り返すかを宣言し、その後非ターン"
                              "プレイヤーがこの循環行動を何回繰り返すかを宣言します。その後、両者の宣言した"
                              "回数のうち、より小さい方の回数だけ循環行動を実行し"),
        "%s plays A. %s's D returns 「up to 1」 of %s's 「A」 that entered to the hand, %s's B "
        "brings 「up to 1」 「A」 back. Both choose A once: the check point is back at A's entry "
        "and both made a choice. %s declares %d, then %s %d: the pass is played %d more "
        "time%s (A enters %d times by B in all); then %s chooses nothing: A stays in the "
        "battle area." % (tp, ntp, tp, tp, tp, n_tp, ntp, n_ntp, n, "" if n == 1 else "s",
                          n + 1, ntp)])
    fam.add("both-players-%d-%d-%s" % (n_tp, n_ntp, tp.lower()),
            "A loop both can stop: %d and %d (%s's turn)" % (n_tp, n_ntp, tp), desc,
            ["16-1-1", "16-1-1-3"], ["loop", fam.reading("FW-NEW-CARD")], s.setup(), script,
            {"state": {"result": None, tp: {"hand": [], "battle": [{"card": "B"},
                                                                   {"card": "A"}]}},
             "events": entries(n + 1)})


def end_phase_draw(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first, at="end")
    s.put(tp, "battle", "A", skills=[bounce_self("turn-end")])
    s.put(tp, "battle", "B", skills=[bring_back(False)])
    desc = " ".join([
        loop_quote(fam), fam.quote("16-1-1-1"), fam.quote("7-4-4"),
        "%s's A has 「ターン終了時、このカードを手札に戻す」, B brings 「A」 back from the hand "
        "when it returns. In %s's end phase A returns and enters again, a new card whose "
        "turn-end auto has not been pending: the end phase restarts, and again, each time "
        "in the same state, with no choice to stop it: the game ends in a draw." % (tp, tp)])
    fam.add("end-phase-draw-%s" % tp.lower(), "An end phase restarting forever is a draw (%s)"
            % tp, desc, ["16-1-1", "16-1-1-1", "7-4-4"],
            ["loop", fam.reading("FW-END-RESTART"), fam.reading("FW-NEW-CARD")], s.setup(), [],
            {"state": {"result": {"draw": True}, "turn": {"phase": "end"}},
             "events": [{"type": "phase", "name": "end", "player": tp}] +
             entries(2, first_how=None) + draw_ends(tp),
             "exactly": [{"type": "phase", "name": "end"}, {"type": "lose"}]})


def end_phase_one(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first, at="end")
    s.put(tp, "battle", "A", skills=[bounce_self("turn-end")])
    s.put(tp, "battle", "B", skills=[bring_back(True)])
    script = [{"choose": ["A"], "for": "target", "by": tp},
              {"choose": ["A"], "for": "target", "by": tp},
              {"choose": 1, "for": "loop", "by": tp},
              {"choose": [], "for": "target", "by": tp},
              {"choose": None, "for": "charge", "by": ntp}]
    desc = " ".join([
        loop_quote(fam), fam.quote("16-1-1-2", "そのプレイヤーはこの循環行動を何回繰り返すかを宣言し"),
        fam.quote("7-4-4"),
        "The same end phase with B's 「up to 1」: %s brings A back twice, and the restarted end "
        "phase is in the same state again: %s declares 1 more repetition (A enters 3 times in "
        "all), then chooses nothing; A stays in the hand, the end phase has no turn-end auto "
        "left and %s's turn begins (it charges nothing)." % (tp, tp, ntp)])
    fam.add("end-phase-one-%s" % tp.lower(), "An end-phase loop %s stops (%s)" % (tp, tp), desc,
            ["16-1-1", "16-1-1-2", "7-4-4"],
            ["loop", fam.reading("FW-END-RESTART"), fam.reading("FW-NEW-CARD")], s.setup(),
            script,
            {"state": {"result": None, "turn": {"player": ntp},
                       tp: {"hand": ["A"], "battle": [{"card": "B"}]}},
             "events": entries(3, first_how=None)})
