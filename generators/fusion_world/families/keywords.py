"""Family `keywords`: the keyword flags of part 1 in battle.  【ブロッカー】 (15-4): pending when
another card of its player is attacked (8-1-3), declared at the 8-1-4 check point by resting
itself (its skill cost; a rested one cannot pay and is cancelled, 9-6-3-2), it becomes the guard
card, and no other 【ブロッカー】 may be declared in that battle (15-4-3); declining is not paying
the cost (9-6-4-1); two declarable ones are an `auto` choice.  【クリティカル】 (15-5-2): the life
cards go to the drop instead of the hand, ordered by their owner when two or more (3-1-5).
【ストライク】 (15-6-2): 1 damage becomes N; with fewer life cards than N, as many as there are,
and the player loses at 0 (14-2-2-1).  Both players as turn player.
"""

from . import Family
from ..model.table import other
from .scene import standard

Q1542 = ("【ブロッカー】は、このカード以外の自分のカードがアタックされた時に待機状態になり、スキルコストとして"
         "このスキルを持つカードをレストにすることで発動を宣言できます。")
Q1543 = "ガードカードをこのスキルを発動したカードに変更する。その後、その戦闘中、自分は【ブロッカー】の発動を宣言できない。"
Q1552 = ("このカードのアタックでライフにダメージを与える場合、ダメージ処理(14-3)の際に、ライフエリアのカードを"
         "手札に加える代わりにドロップエリアに置く")
Q024 = "何らかの理由によりプレイヤーが実行不可能なことを行うように求められた場合、それは行われません。"
Q1562 = "このカードのアタックでライフにダメージを与える場合、そのダメージがN-1以下の場合、ライフに与えるダメージはNになる"


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp_is_p1 in (True, False):
        blockers(fam, tp_is_p1)
        strikes(fam, tp_is_p1)
        criticals(fam, tp_is_p1)
    return fam.cases


def board(tp_is_p1, life=(8, 8), turn=3):
    s = standard(first="P1" if tp_is_p1 else "P2", turn=turn, life=life)
    return s, s.turn_player, other(s.turn_player)


def blockers(fam, tp_is_p1):
    me = "p1" if tp_is_p1 else "p2"
    cases = [
        # name, blockers [(id, power, rested)], target, script answers, guard, what
        ("one-blocks", [("B1", 3000, False)], "leader", [("cost", True)], "B1",
         "B1 rests and becomes the guard card; 5000 ≥ 3000 KOs it, the life is untouched"),
        ("one-declines", [("B1", 3000, False)], "leader", [("cost", False)], None,
         "B1's cost is not paid, so it does not activate (9-6-4-1): the leader takes 1 damage"),
        ("two-choose-strong", [("B1", 3000, False), ("B2", 8000, False)], "leader",
         [("auto", {"card": "B2", "skill": "blocker"}), ("cost", True)], "B2",
         "both pending: the choice is B2's, which blocks; B1 may no longer be declared and is "
         "cancelled without a choice; 5000 < 8000, nothing happens"),
        ("two-decline-then-block", [("B1", 3000, False), ("B2", 8000, False)], "leader",
         [("auto", {"card": "B1", "skill": "blocker"}), ("cost", False), ("cost", True)], "B2",
         "B1 is chosen first and declined; B2, the only one left, is then declared without an "
         "auto choice and blocks"),
        ("rested-cannot-pay", [("B1", 3000, True)], "leader", [], None,
         "B1 is rested: 「レストにする」 cannot be done to it (0-2-4-1), its cost cannot be paid "
         "(1-4-6) and the pending skill is cancelled (9-6-3-2) without a choice: 1 damage"),
        ("target-is-blocker", [("B1", 3000, True), ("B3", 6000, False)], "B1",
         [("cost", True)], "B3",
         "the attacked B1's own 【ブロッカー】 does not become pending (「このカード以外の自分のカード」); "
         "B3's does, and B3 blocks: 5000 < 6000"),
        ("rested-chosen-first", [("B4", 3000, True), ("B3", 6000, False)], "leader",
         [("auto", {"card": "B4", "skill": "blocker"}), ("cost", True)], "B3",
         "both pending, so both are offered, the rested B4 included; B4 taken up cannot pay its "
         "cost and is cancelled (9-6-3-2) with no cost choice; B3, left alone, is taken up "
         "without asking and blocks: 5000 < 6000"),
        ("active-chosen-first", [("B4", 3000, True), ("B3", 6000, False)], "leader",
         [("auto", {"card": "B3", "skill": "blocker"}), ("cost", True)], "B3",
         "both pending and offered; B3 blocks, then B4, left alone, is taken up and cancelled "
         "(rested, and no more 【ブロッカー】 this battle): 5000 < 6000"),
        ("three-active", [("B1", 3000, False), ("B2", 4000, False), ("B5", 2000, False)],
         "leader",
         [("auto", {"card": "B5", "skill": "blocker"}), ("cost", True),
          ("auto", {"card": "B2", "skill": "blocker"})], "B5",
         "three pending: B5 blocks; B1 and B2 still pending are both offered again though "
         "neither may be declared now (15-4-3); the one taken up is cancelled, then the other "
         "alone; 5000 ≥ 2000 KOs B5"),
    ]
    for name, bl, target_kind, answers, guard, what in cases:
        s, tp, ntp = board(tp_is_p1)
        lead, opp = s.zones[tp]["leader"], s.zones[ntp]["leader"]
        s.put(tp, "battle", "A", power=5000)
        s.put(tp, "battle", "TB", power=1000, keywords=["blocker"])
        for cid, power, rested in bl:
            s.put(ntp, "battle", cid, power=power, keywords=["blocker"])
            if rested:
                s.rest(cid)
        target = opp if target_kind == "leader" else target_kind
        script = [{"do": "attack", "card": "A", "target": target}]
        script += [{"choose": v, "for": k, "by": ntp} for k, v in answers]
        script += [{"do": "pass"}, {"do": "pass"}]
        zn = s.zones[ntp]
        pending = [c for c, _, _ in bl if c != target]
        events = [{"type": "attack", "card": "A", "target": target}]
        events += [{"type": "pending", "card": pending[0], "skill": "blocker"}]
        events += [{"type": "checkpoint", "at": "8-1-4"}]
        final_guard = guard or target
        g_power = dict((c, p) for c, p, _ in bl).get(final_guard, 5000)
        if guard:
            events += [{"type": "activate", "card": guard, "skill": "blocker"},
                       {"type": "guard", "card": guard}]
        events += [{"type": "battle-step", "name": "offense"},
                   {"type": "compare", "attack": 5000, "guard": g_power}]
        state = {"turn": {"step": None}}
        battle = []
        for c, p, rested in bl:
            if c == final_guard and 5000 >= p:
                continue
            battle.append({"card": c, "rested": rested or c == guard})
        state[ntp] = {"battle": battle}
        if final_guard == opp:
            events.append({"type": "damage", "player": ntp, "amount": 1, "source": "A"})
            state[ntp]["life"] = zn["life"][1:]
        else:
            state[ntp]["life"] = zn["life"]
            if 5000 >= g_power:
                events.append({"type": "ko", "card": final_guard})
        state[tp] = {"battle": [{"card": "A", "rested": True}, {"card": "TB", "rested": False}]}
        clauses = ["15-4-2"] + (["15-4-3", "15-4-1", "1-4-5-3"] if guard else []) + ["8-1-3"]
        if any(k == "cost" and v is False for k, v in answers):
            clauses.append("9-6-4-1")
        if name == "rested-cannot-pay" or len([a for a in answers if a[0] == "cost"]) == 1 \
                and len(pending) >= 2:
            clauses.append("9-6-3-2")
        if any(k == "auto" for k, _ in answers):
            clauses.append("4-2-2-4")
        desc = " ".join(([fam.quote("15-4-1"), fam.quote("1-4-5-3")] if guard else []) + [
                         fam.quote("15-4-2", Q1542), fam.quote("15-4-3", Q1543),
                         "%s's A (5000) attacks %s. %s's TB has 【ブロッカー】 too but none of "
                         "%s's cards is attacked. %s." % (
                             tp, target, tp, tp, what[0].upper() + what[1:])])
        fam.add("blocker-%s-%s" % (name, me), "Blocker: %s (%s attacking)" % (
                    name.replace("-", " "), tp), desc, clauses,
                ["keywords", "blocker", fam.reading("FW-BLOCKER-PENDING")],
                s.setup(), script, {"state": state, "events": events})


def strikes(fam, tp_is_p1):
    me = "p1" if tp_is_p1 else "p2"
    rows = [("double-strike", 2), ("triple-strike", 3), ("strike-4", 4)]
    for kw, n in rows:
        for life in (n - 1, n, n + 1):
            strike_case(fam, tp_is_p1, [kw], n, life, me)
    strike_case(fam, tp_is_p1, ["strike-1"], 1, 3, me)
    strike_case(fam, tp_is_p1, ["double-strike", "triple-strike"], 3, 5, me)
    # Strike on a battle card: a KO only
    s, tp, ntp = board(tp_is_p1)
    s.put(tp, "battle", "A", power=5000, keywords=["double-strike"])
    s.put(ntp, "battle", "G", power=5000)
    s.rest("G")
    script = [{"do": "attack", "card": "A", "target": "G"}, {"do": "pass"}, {"do": "pass"}]
    zn = s.zones[ntp]
    fam.add("double-strike-on-battle-card-%s" % me,
            "Strike: a battle card guard card is KO'd, no damage (%s attacking)" % tp,
            " ".join([fam.quote("15-6-2", Q1562),
                      "A with 【ダブルストライク】 attacks %s's rested G: 5000 ≥ 5000 KOs G "
                      "(8-4-6-2-1); no damage is dealt, so Strike changes nothing: %s keeps %d "
                      "life." % (ntp, ntp, len(zn["life"]))]),
            ["8-4-6-2-1"], ["keywords", "strike"], s.setup(), script,
            {"state": {ntp: {"life": zn["life"], "battle": [], "drop": ["G"]}},
             "events": [{"type": "ko", "card": "G"}]})


def strike_case(fam, tp_is_p1, kws, n, life, me):
    s, tp, ntp = board(tp_is_p1, life=(8, 8))
    s.zones[ntp]["life"] = []
    for c in list(s.cards):
        if c.startswith(ntp + "T"):
            del s.cards[c]
    s.fill(ntp, "life", life, "T")
    s.put(tp, "battle", "A", power=6000, keywords=kws)
    opp = s.zones[ntp]["leader"]
    script = [{"do": "attack", "card": "A", "target": opp}, {"do": "pass"}, {"do": "pass"}]
    zn = s.zones[ntp]
    taken = zn["life"][:n]
    lost = life <= n
    events = [{"type": "compare", "attack": 6000, "guard": 5000},
              {"type": "damage", "player": ntp, "amount": n, "source": "A"}]
    state = {ntp: {"life": zn["life"][n:]}}
    if lost:
        events += [{"type": "lose", "player": ntp, "why": "life"},
                   {"type": "game-end", "winner": tp}]
        state["result"] = {"winner": tp}
    else:
        state["result"] = None
        state["turn"] = {"step": None}
    if len(taken) == 1:
        events.insert(2, {"type": "move", "card": taken[0], "from": "%s:life" % ntp,
                          "to": "%s:hand" % ntp, "cause": "damage"})
    state[ntp]["hand"] = taken          # arriving together: in the order they left, top first
    clauses = ["14-3-2"] + (["15-6-2"] if n > 1 else []) + (["0-2-4"] if life < n else [])
    clauses += {2: ["15-6-2-1"], 3: ["15-6-2-2"]}.get(n, [])
    if n > 1 and not lost:
        clauses.append("15-6-1")
    if lost:
        clauses.append("14-2-2-1")
    what = " and ".join("【%s】" % {"double-strike": "ダブルストライク",
                                   "triple-strike": "トリプルストライク"}.get(k, "ストライク %s" % k[7:])
                        for k in kws)
    desc = " ".join(([fam.quote("15-6-1")] if n > 1 and not lost else []) + [
        fam.quote("15-6-2", Q1562),
        fam.quote("14-3-2", "Nが1以上の場合、ダメージを受けたプレイヤーは「自身のライフエリアの一番上のカードを手札に移動する」をN回分、同時に処理します。"),
        "A (6000) with %s attacks %s's leader (5000): the battle's 1 damage is at most "
        "N−1 = %d, so it becomes %d. %s has %d life: %s." % (
            what, ntp, n - 1, n, ntp, life,
            ("%d cards go to its hand at once (%s, in the order they left the life, top "
             "first); %d life left" % (n, ", ".join(taken), life - n)) if not lost else
            ("%s to its hand, 0 life, and %s loses (14-2-2-1)" % (
                "all %d go" % life if life > 1 else "the only one goes", ntp)))])
    if life < n:
        desc += " " + fam.quote("0-2-4", Q024)
    if n == 1:
        desc = " ".join([fam.quote("15-6-2", Q1562),
                         "A (6000) with 【ストライク】 N = 1 attacks %s's leader: the damage 1 is not "
                         "at most N−1 = 0, so it stays 1; %s keeps %d life."
                         % (ntp, ntp, life - 1)])
        clauses = ["14-3-2"]
    fam.add("%s-life-%d-%s" % ("-".join(kws), life, me),
            "Strike: %s against %d life (%s attacking)" % ("+".join(kws), life, tp), desc,
            clauses, ["keywords", "strike"] + (["defeat"] if lost else []), s.setup(), script,
            {"state": state, "events": events})


def criticals(fam, tp_is_p1):
    me = "p1" if tp_is_p1 else "p2"
    rows = [(["critical"], 3, None), (["critical", "double-strike"], 4, "keep"),
            (["critical", "double-strike"], 5, "swap"), (["critical", "triple-strike"], 2, "keep"),
            (["critical"], 1, None)]
    for kws, life, order in rows:
        s, tp, ntp = board(tp_is_p1)
        s.zones[ntp]["life"] = []
        for c in list(s.cards):
            if c.startswith(ntp + "T"):
                del s.cards[c]
        s.fill(ntp, "life", life, "T")
        s.put(ntp, "drop", "%sX" % ntp)
        s.put(ntp, "hand", "%sH" % ntp)
        s.put(tp, "battle", "A", power=5000, keywords=kws)
        opp = s.zones[ntp]["leader"]
        n = {1: 1, 2: 2, 3: 3}[1 if len(kws) == 1 else (2 if "double-strike" in kws else 3)]
        zn = s.zones[ntp]
        taken = zn["life"][:n]
        script = [{"do": "attack", "card": "A", "target": opp}, {"do": "pass"}, {"do": "pass"}]
        arrive = list(taken)
        if len(taken) >= 2:
            arrive = list(taken) if order == "keep" else list(reversed(taken))
            script.append({"choose": arrive, "for": "order", "by": ntp})
        lost = life <= n
        state = {ntp: {"life": zn["life"][n:], "hand": zn["hand"], "drop": arrive + zn["drop"]},
                 "result": {"winner": tp} if lost else None}
        events = [{"type": "damage", "player": ntp, "amount": n, "source": "A"}]
        if len(taken) == 1:
            events.append({"type": "move", "card": taken[0], "from": "%s:life" % ntp,
                           "to": "%s:drop" % ntp, "cause": "damage"})
        if lost:
            events += [{"type": "lose", "player": ntp, "why": "life"},
                       {"type": "game-end", "winner": tp}]
        clauses = ["15-5-2", "14-3-2"] + (["3-1-5"] if len(taken) >= 2 else []) + \
            (["0-2-4"] if life < n else [])
        plain = kws == ["critical"] and not lost
        if plain:
            clauses.append("15-5-1")
        if lost:
            clauses.append("14-2-2-1")
        desc = " ".join(([fam.quote("15-5-1")] if plain else []) + [
            fam.quote("15-5-2", Q1552),
            fam.quote("3-1-5", "複数のカードが、ある領域に同時に置かれる場合、特に指定がない限り、新しい領域に置く順番はそのカードのオーナーが決定します。"),
            "A (5000) with %s attacks %s's leader: %d damage; the %s %s go%s to %s's drop, "
            "not its hand%s. %s" % (
                " and ".join(kws), ntp, n, "card" if n == 1 else "cards", ", ".join(taken),
                "es" if n == 1 else "", ntp,
                "" if len(taken) < 2 else ", in the order %s chooses (top first %s)" % (
                    ntp, ", ".join(arrive)),
                "Its life reaches 0 and it loses." if lost else
                "%d life left; its hand keeps its one card." % (life - n))] +
            ([fam.quote("0-2-4", Q024)] if life < n else []))
        fam.add("%s-life-%d-%s" % ("-".join(kws), life, me),
                "Critical: %s against %d life (%s attacking)" % ("+".join(kws), life, tp), desc,
                clauses, ["keywords", "critical"], s.setup(), script,
                {"state": state, "events": events})
