"""Family `loops`: infinite loops (10-1). Two passives send a card back and forth: the toss
character's skill drops the hand card C; 「自分のカードがドロップエリアに置かれた時、そのカードを
手札に加える」 (on the serve character) and 「自分のカードがドロップエリアから手札に加えられた
時、そのカードをドロップする」 (on the receive character) then repeat for ever (10-1-1). With no
choice in the loop, the master of the skill that started it — the one resolving when the state
came back — loses (10-1-1-1); with 「…してもよい」 on one side, its player declares how many more
times and stops it after (10-1-1-2); on both sides, the turn player declares, then the other,
and the smaller number runs (10-1-1-3). The state compared is every zone's cards, the waiting
items and the delayed effects (reading HB-LOOP-STATE)."""

from . import Family
from .common_parts import active_scene
from ..model.table import other


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        forced(fam, tp)
        for k in (0, 2):
            one_side(fam, tp, k)
        for a, b in ((1, 3), (2, 0)):
            both_sides(fam, tp, a, b)
    return fam.cases


def loop_scene(tp, back_may, drop_may, back_owner=None):
    """The scene: `back_owner` (default tp) has the card returning C to the hand, tp the one
    dropping it again; each effect optional or not."""
    back_owner = back_owner or tp
    s, t, script = active_scene(tp, {"effect": [
        {"drop": {"choose": 1, "from": {"who": "you", "zone": "hand"}}}]})
    c = s.put(tp, "hand", "%sC" % tp, name="c")
    back = [{"to_hand": "trigger-card"}]
    again = [{"drop": "trigger-card"}]
    who = "you" if back_owner == tp else "opponent"
    area = "serve" if back_owner == tp else "receive"
    b = s.put(back_owner, area, "%sB" % back_owner, name="b", receive=1, skills=[
        {"kind": "passive", "trigger": {"on": "move", "who": who, "to": "drop"},
         "effect": [{"may": back}] if back_may else back}])
    a = s.put(tp, "receive", "%sA" % tp, name="a", receive=1, skills=[
        {"kind": "passive", "trigger": {"on": "move", "who": "you", "from": "drop",
                                        "to": "hand"},
         "effect": [{"may": again}] if drop_may else again}])
    return s, t, c, b, a, script


def forced(fam, tp):
    s, t, c, b, a, script = loop_scene(tp, False, False)
    if tp == "P2":
        s.first(c)                      # the triggering card first of the case's cards
    setup = s.setup()
    opp = other(tp)
    desc = " ".join([fam.quote("10-1-1"), fam.quote("10-1-1-1"),
                     "%s drops %s; %s returns it, %s drops it, and so on with no choice: the "
                     "state comes back, nobody can stop the loop, %s (master of %s's skill, "
                     "resolving then) loses." % (t, c, b, a, tp, b)])
    fam.add("%s-forced-loop" % tp.lower(), "A loop nobody can stop", desc,
            ["10-1-1", "10-1-1-1"], ["loop", fam.reading("HB-LOOP-STATE")], setup, script,
            {"events": [{"type": "move", "card": c, "to": "%s:drop" % tp},
                        {"type": "move", "card": c, "to": "%s:hand" % tp},
                        {"type": "move", "card": c, "to": "%s:drop" % tp},
                        {"type": "lose", "player": tp, "why": "loop"},
                        {"type": "game-end", "winner": opp}],
             "state": {"result": {"winner": opp}}})


def one_side(fam, tp, k):
    """「そのカードを手札に加えてもよい」: tp alone can stop; it declares k more times, then
    declines."""
    s, t, c, b, a, script = loop_scene(tp, True, False)
    script += [{"choose": True, "for": "may"}, {"choose": k, "for": "loop"},
               {"choose": False, "for": "may"}]
    setup = s.setup()
    back = {"type": "move", "card": c, "to": "%s:hand" % tp}
    desc = " ".join([fam.quote("10-1-1-2", "そのプレイヤーはこの循環行動を何回繰り返すかを宣言し、その回数だけ循環行動を実行し"),
                     "%s returns %s once, the state comes back, %s declares %d more times: %s "
                     "goes to the hand %d times in all, then %s declines and %s stays in the "
                     "drop." % (b, c, tp, k, c, k + 1, tp, c)])
    fam.add("%s-loop-one-side-%d" % (tp.lower(), k), "A loop one player stops after %d more" % k,
            desc, ["10-1-1", "10-1-1-2"], ["loop", fam.reading("HB-LOOP-STATE")], setup,
            script,
            {"events": [back] * (k + 1), "exactly": [back],
             "state": {tp: {"drop": [c]}, "result": None}})


def both_sides(fam, tp, a_n, b_n):
    """Both optional, the returning card the opponent's: each can stop; the turn player
    declares a_n, the other b_n, the smaller runs (10-1-1-3), then the opponent declines."""
    opp = other(tp)
    s, t, c, b, a, script = loop_scene(tp, True, True, back_owner=opp)
    n = min(a_n, b_n)
    script += [{"choose": True, "for": "may"}, {"choose": True, "for": "may"},
               {"choose": a_n, "for": "loop", "by": tp}, {"choose": b_n, "for": "loop",
                                                          "by": opp},
               {"choose": False, "for": "may"}]
    setup = s.setup()
    back = {"type": "move", "card": c, "to": "%s:hand" % tp}
    desc = " ".join([fam.quote("10-1-1-3", "まずターンプレイヤーがこの循環行動を何回繰り返すかを宣言し、その後非ターンプレイヤーがこの循環行動を何回繰り返すかを宣言します。"),
                     "%s's %s returns %s, %s's %s drops it; the state comes back; %s declares %d, "
                     "%s %d: %d more times; then %s declines." % (
                         opp, b, c, tp, a, tp, a_n, opp, b_n, n, opp)])
    fam.add("%s-loop-both-%d-%d" % (tp.lower(), a_n, b_n), "A loop both can stop: %d and %d" % (
        a_n, b_n), desc, ["10-1-1", "10-1-1-3"], ["loop", fam.reading("HB-LOOP-STATE")], setup,
            script, {"events": [back] * (n + 1), "exactly": [back],
                     "state": {tp: {"drop": [c]}, "result": None}})
