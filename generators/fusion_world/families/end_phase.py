"""Family `end-phase`: ending the main phase (7-3-4-4: the main phase end step, its check point
7-3-5-1-2), the end phase (7-4-2 … 7-4-6, its check point 7-4-3) and the passing of the turn
(7-4-7: the non-turn player becomes the turn player and its charge phase begins).  A battle card
rested by its attack stays rested through the opponent's turn, where it may be attacked, and
stands in its own next charge phase (7-2-7).  Runs that start at the end phase; both players;
two turns passed in a row.
"""

from . import Family
from ..model.table import PLAYERS, other
from .quotes import Q727, Q811
from .scene import standard

Q747 = "このターンを終了します。現在の非ターンプレイヤーをターンプレイヤーとして、次のターンのチャージフェイズに進みます。"


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in PLAYERS:
        for turn in (1, 2, 3, 4):
            simple(fam, first, turn, "main")
            simple(fam, first, turn, "end")
        for turn in (2, 3):
            two_turns(fam, first, turn)
        for index in (0, 1):
            restart_for_newcomer(fam, first, index)
    return fam.cases


def restart_for_newcomer(fam, first, index):
    """7-4-4: a card put onto the battle area at the end phase's check point has a 「ターン終了時」
    auto that has not been pending this turn: the end phase starts again and it becomes pending
    (FW-END-RESTART), whichever of the card's skills it is."""
    from .lang import act, auto, draw
    s = standard(first=first, turn=3, at="end")
    tp = s.turn_player
    ntp = other(tp)
    turn_end = auto({"on": "turn-end", "whose": "your"}, draw())
    skills = [turn_end] if index == 0 else [act("main", {"markers": 1}), turn_end]
    s.put(tp, "hand", "C", skills=skills)
    s.put(tp, "battle", "R", skills=[auto({"on": "turn-end", "whose": "your"}, {
        "enter": {"all": {"who": "you", "zone": "hand", "filter": {"name": "C"}}}})])
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("7-4-4"),
                     "%s's R: 「自分のターン終了時、手札の「C」すべてを登場させる」; C's %s skill: 「自分の"
                     "ターン終了時、カード1枚を引く」. At 7-4-3 R puts C onto the battle area: C's "
                     "auto has not been pending this turn, so the end phase starts again (7-4-4): "
                     "C's auto becomes pending at 7-4-2 and %s draws %s at 7-4-3; then the turn "
                     "passes." % (tp, "first" if index == 0 else "second", tp, dt[0])])
    fam.add("restart-for-newcomer-skill-%d-%s-first" % (index, first.lower()),
            "The end phase restarts for a card put onto the battle area at its check point "
            "(its skill %d, %s)" % (index, tp), desc, ["7-4-4", "7-4-2", "7-4-3"],
            ["end-phase", fam.reading("FW-END-RESTART")], s.setup(),
            [{"choose": None, "for": "charge", "by": ntp}],
            {"state": {tp: {"hand": dt[:1], "battle": [{"card": "R"}, {"card": "C"}]},
                       "turn": {"number": 4, "player": ntp, "phase": "main"}},
             "events": [{"type": "checkpoint", "at": "7-4-3"},
                        {"type": "enter", "card": "C", "how": "skill"},
                        {"type": "checkpoint", "at": "7-4-3"},
                        {"type": "activate", "card": "C", "skill": index},
                        {"type": "draw", "player": tp, "card": dt[0]},
                        {"type": "phase", "name": "charge", "turn": 4, "player": ntp}],
             "exactly": [{"type": "draw", "player": tp}]})


def simple(fam, first, turn, at):
    s = standard(first=first, turn=turn, at=at)
    tp = s.turn_player
    ntp = other(tp)
    s.put(ntp, "battle", "N1")
    s.put(ntp, "energy", "F1")
    s.put(tp, "battle", "A1")
    s.rest("N1", "F1", "A1")
    nxt = turn + 1
    top = s.zones[ntp]["deck"][0]
    script = ([{"do": "pass"}] if at == "main" else []) + \
        [{"choose": None, "for": "charge", "by": ntp}, {"query": "legal"}]
    events = []
    if at == "main":
        events.append({"type": "checkpoint", "at": "7-3-5-1-2"})
        events.append({"type": "phase", "name": "end", "turn": turn, "player": tp})
    events += [{"type": "checkpoint", "at": "7-4-3"},
               {"type": "phase", "name": "charge", "turn": nxt, "player": ntp},
               {"type": "checkpoint", "at": "7-2-6"},
               {"type": "stand", "card": "N1"},
               {"type": "draw", "player": ntp, "card": top},
               {"type": "phase", "name": "main", "turn": nxt, "player": ntp},
               {"type": "checkpoint", "at": "7-3-3"}]
    lead_n, lead_t = s.zones[ntp]["leader"], s.zones[tp]["leader"]
    legal = [{"do": "play", "card": top}] + \
        [{"do": "attack", "card": a, "target": t}
         for a in (lead_n, "N1") for t in (lead_t, "A1")] + \
        [{"do": "pass"}]
    state = {"turn": {"number": nxt, "player": ntp, "first": first, "phase": "main",
                      "step": None},
             ntp: {"battle": [{"card": "N1", "rested": False}],
                   "energy": [{"card": "F1", "rested": False}], "hand": [top]},
             tp: {"battle": [{"card": "A1", "rested": True}]}}
    clauses = ["7-4-3", "7-4-7", "7-2-7"] + (["7-3-4-4", "7-3-5-1-2"] if at == "main" else [])
    # the main phase end step as a whole, declared on the first two turns of each first player
    ends = at == "main" and turn in (1, 2)
    if ends:
        clauses += ["7-3-4-4-1", "7-3-5-1", "7-3-5-1-5"]
    desc = " ".join(([
        fam.quote("7-3-4-4-1", "ターンプレイヤーはメインフェイズを終了できます。メインフェイズ終了ステップに進みます。")]
        if at == "main" else []) + ([
        fam.quote("7-3-5-1"), fam.quote("7-3-5-1-5"),
        "Passing the main phase's free timing ends the main phase: the main phase end step's "
        "check point 7-3-5-1-2, then the end phase (the phase event) and its check point 7-4-3."]
        if ends else []) + [
        fam.quote("7-4-7", Q747),
        "%s turn %d: %s %s; the end phase's check point, then turn %d is %s's. %s's rested "
        "N1 and F1 stand (7-2-7) and it draws %s; %s's A1 stays rested, so %s may attack it "
        "as well as the leader, and F1 pays for %s." % (
            "From its main phase" if at == "main" else "Starting at the end phase of",
            turn, tp, "ends its main phase (a check point at 7-3-5-1-2)" if at == "main" else
            "has nothing left to do", nxt, ntp, ntp, top, tp, ntp, top)])
    fam.add("%s-turn-%d-%s-first" % ("pass" if at == "main" else "from-end", turn,
                                     first.lower()),
            "End phase: %s's turn %d passes to %s" % (tp, turn, ntp), desc, clauses,
            ["end-phase", fam.reading("FW-CHARGE-PLAYER")], s.setup(), script,
            {"state": state, "events": events, "legal": [{"step": len(script) - 1,
                                                          "actions": legal}]})


def two_turns(fam, first, turn):
    """A attacks, the turn passes, the opponent attacks the rested A, the turn passes back."""
    s = standard(first=first, turn=turn, life=(8, 8))
    tp = s.turn_player
    ntp = other(tp)
    s.put(tp, "battle", "A", power=5000)
    s.put(ntp, "battle", "N", power=6000)
    s.put(tp, "energy", "E1")
    s.rest("E1")
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    top_n = s.zones[ntp]["deck"][0]
    top_t = s.zones[tp]["deck"][0]
    life_n = s.zones[ntp]["life"]
    script = [{"do": "attack", "card": "A", "target": lead_n}, {"do": "pass"}, {"do": "pass"},
              {"do": "pass"},
              {"choose": top_n, "for": "charge", "by": ntp},
              {"do": "attack", "card": "N", "target": "A"}, {"do": "pass"}, {"do": "pass"},
              {"do": "pass"},
              {"choose": None, "for": "charge", "by": tp},
              {"query": "legal"}]
    state = {"turn": {"number": turn + 2, "player": tp, "phase": "main", "step": None},
             tp: {"battle": [], "drop": ["A"], "energy": [{"card": "E1", "rested": False}],
                  "hand": [top_t], "leader": {"card": lead_t, "rested": False}},
             ntp: {"battle": [{"card": "N", "rested": True}], "life": life_n[1:],
                   "hand": [life_n[0]], "energy": [{"card": top_n, "rested": False}]}}
    events = [{"type": "damage", "player": ntp, "amount": 1, "source": "A"},
              {"type": "phase", "name": "charge", "turn": turn + 1, "player": ntp},
              {"type": "attack", "card": "N", "target": "A"},
              {"type": "ko", "card": "A"},
              {"type": "phase", "name": "charge", "turn": turn + 2, "player": tp},
              {"type": "stand", "card": "E1"}]
    legal = [{"do": "play", "card": top_t}, {"do": "attack", "card": lead_t, "target": lead_n},
             {"do": "attack", "card": lead_t, "target": "N"}, {"do": "pass"}]
    desc = " ".join([
        fam.quote("7-4-7", Q747),
        fam.quote("7-2-7", Q727),
        fam.quote("8-1-1", Q811),
        "Turn %d: %s's A (5000) attacks %s's leader (5000 ≥ 5000, 1 damage) and stays rested; "
        "the turn passes. Turn %d: %s draws and charges %s; its N (6000) attacks the rested A "
        "and KOs it (6000 ≥ 5000); N stays rested. Turn %d: %s's rested E1 stands, it draws "
        "%s; N is a rested battle card it may attack." % (turn, tp, ntp, turn + 1, ntp, top_n, turn + 2,
                                                 tp, top_t)])
    fam.add("two-turns-%d-%s-first" % (turn, first.lower()),
            "End phase: two turns passed, a rested attacker attacked in between (%s first)" % first,
            desc, ["7-4-7", "7-2-7", "8-1-1", "8-4-6-2-1"],
            ["end-phase", "battle", fam.reading("FW-CHARGE-PLAYER"),
             fam.reading("FW-BATTLE-KO-NOT-EFFECT")], s.setup(),
            script, {"state": state, "events": events, "legal": [{"step": 10, "actions": legal}]})
