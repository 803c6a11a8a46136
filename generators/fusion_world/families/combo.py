"""Family `combo`: combos (5-6) in the offense step by the turn player (5-6-3) and in the defense
step by the non-turn player (5-6-4): an active battle card of the battle area other than the
attack / guard card, or a battle card revealed from the hand, with a combo power (0 included,
5-6-2; none: 5-6-2-1); a check point after each (5-6-3-3, 5-6-4-3).  Combo power is added only
in the damage step (8-4-4, 8-4-5): before it the powers are the printed ones; the comparison
uses the sums; the additions end at 8-5-2 and the combo cards go to their owners' drops at
8-5-4, each owner ordering two or more (3-1-5, the turn player first, 0-2-7).  Rejections,
random combos on both sides, and a game ended in the damage step (the additions still apply).
"""

from . import Family
from ..model.table import PLAYERS, other
from .scene import in_combo, standard


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in PLAYERS:
        for guard_kind in ("leader", "battle"):
            legality(fam, first, guard_kind)
        outside(fam, first)
    for i in range(20):
        full(fam, i)
    for first in PLAYERS:
        last_life(fam, first)
    return fam.cases


# a combo is an action of the offense / defense free timing (headings 8-2-4-1, 8-3-4-1); after
# it the step goes back to its check point
BACK = ["8-2-4-1", "8-2-4-1-1", "8-3-4-1", "8-3-4-1-1"]


def legality(fam, first, guard_kind):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    s.put(tp, "battle", "A", power=5000, combo=5000)
    s.put(tp, "battle", "R", power=5000, combo=5000)
    s.put(tp, "hand", "N", power=5000)
    s.put(tp, "hand", "Z", power=5000, combo=0)
    s.put(tp, "hand", "Y", type="extra")
    s.rest("R")
    s.put(ntp, "battle", "G", power=5000, combo=5000)
    s.put(ntp, "battle", "Q", power=5000, combo=3000)
    s.put(ntp, "battle", "S", power=2000, combo=1000)
    s.put(ntp, "hand", "M", power=5000)
    s.put(ntp, "hand", "W", combo=2000)
    s.rest("G", "S")
    opp = s.zones[ntp]["leader"]
    target = opp if guard_kind == "leader" else "G"
    script = [{"do": "attack", "card": "A", "target": target},
              {"do": "combo", "card": "A"},          # 5-6-3-1-1
              {"do": "combo", "card": "R"},          # 5-6-3-1 (rested)
              {"do": "combo", "card": "Q"},          # 5-6-3-1 (the opponent's)
              {"do": "combo", "card": "N"},          # 5-6-2-1
              {"do": "combo", "card": "Y"},          # 5-6-3-1 (not a battle card)
              {"do": "combo", "card": "Z"},          # legal, combo power 0
              {"query": "legal"},
              {"do": "pass"},
              {"do": "combo", "card": "G"},          # guard card (battle) / rested
              {"do": "combo", "card": "S"},          # 5-6-4-1 rested
              {"do": "combo", "card": "M"},          # 5-6-2-1
              {"do": "combo", "card": "A", "by": tp},  # 4-1-1
              {"do": "combo", "card": "Q"},          # legal
              {"query": "legal"}]
    rej = [(1, "5-6-3-1-1"), (2, "5-6-3-1"), (3, "5-6-3-1"), (4, "5-6-2-1"), (5, "5-6-3-1"),
           (9, "5-6-4-1-1" if guard_kind == "battle" else "5-6-4-1"), (10, "5-6-4-1"),
           (11, "5-6-2-1"), (12, "4-1-1")]
    legal7 = [{"do": "pass"}]
    legal14 = [{"do": "combo", "card": "W"}, {"do": "pass"}]
    power_g = 5000
    state = {"turn": {"step": "defense", "player": tp},
             tp: {"combo": [in_combo("Z", 0, 5000)], "hand": ["N", "Y"],
                  "battle": [{"card": "A", "rested": True, "power": 5000},
                             {"card": "R", "rested": True, "power": 5000}]},
             ntp: {"combo": [in_combo("Q", 3000, 5000)], "hand": ["M", "W"],
                   "battle": [{"card": "G", "rested": True, "power": power_g},
                              {"card": "S", "rested": True}]}}
    events = [{"type": "combo", "player": tp, "card": "Z"},
              {"type": "checkpoint", "at": "5-6-3-3"},
              {"type": "checkpoint", "at": "8-2-3"},
              {"type": "battle-step", "name": "defense"},
              {"type": "combo", "player": ntp, "card": "Q"},
              {"type": "checkpoint", "at": "5-6-4-3"},
              {"type": "checkpoint", "at": "8-3-3"}]
    desc = " ".join([
        fam.quote("5-6-3-1-1", "ターンプレイヤーは自身のバトルエリアのアタックカード以外のアクティブのバトルカード1枚を指定し、コンボを宣言します。"),
        fam.quote("5-6-3-1-2", "ターンプレイヤーは手札にあるバトルカード1枚を公開して指定し、コンボを宣言します。"),
        fam.quote("5-6-2", "コンボは0以上のコンボパワーを持つカードのみ行えます。"),
        fam.quote("5-6-2-1", "コンボパワーを持たないカードを、コンボエリアに置くことはできません。"),
        fam.quote("5-6-4-1-1", "非ターンプレイヤーは自身のバトルエリアのガードカード以外のアクティブのバトルカード1枚を指定し、コンボを宣言します。"),
        fam.heading("8-2-4-1"), fam.quote("8-2-4-1-1"), fam.heading("8-3-4-1"),
        fam.quote("8-3-4-1-1"),
        "A attacks %s. Offense step: A is the attack card (5-6-3-1-1); R is rested, Q is %s's, "
        "Y is an extra card (5-6-3-1); N has no combo power (5-6-2-1); Z, combo power 0, "
        "combos. Then only passing is left (A and R rested, N without combo power, Y not a "
        "battle card). Defense step: G is %s (%s); S is rested (5-6-4-1); M has no combo "
        "power; %s has no free timing (4-1-1); Q combos and W (hand) may still. Powers are "
        "unchanged before the damage step. Each combo is an action of the step's free "
        "timing: after it the step goes back to its check point (8-2-3 after Z's, 8-3-3 after "
        "Q's) and the same player has the free timing again (the legal sets)."
        % (target, ntp, "the guard card" if guard_kind == "battle" else "rested",
           "5-6-4-1-1" if guard_kind == "battle" else "5-6-4-1", tp)])
    fam.add("legality-%s-first-%s" % (first.lower(), guard_kind),
            "Combo: which cards may combo, %s attacking the %s" % (tp, guard_kind), desc,
            ["5-6-2", "5-6-2-1", "5-6-3-1-1", "5-6-3-1-2", "5-6-3-1", "5-6-4-1", "5-6-4-1-1",
             "5-6-3-3", "5-6-4-3"] + BACK if guard_kind == "battle" else
            ["5-6-2", "5-6-2-1", "5-6-3-1-1", "5-6-3-1-2", "5-6-3-1", "5-6-4-1", "5-6-3-3",
             "5-6-4-3"] + BACK,
            ["combo", "rejection", "legal"], s.setup(), script,
            {"state": state, "events": events,
             "rejections": [{"step": a, "rule": b} for a, b in rej],
             "legal": [{"step": 7, "actions": legal7}, {"step": 14, "actions": legal14}]})


def outside(fam, first):
    """5-6-3: no combo in the main phase."""
    s = standard(first=first, turn=4)
    tp = s.turn_player
    s.put(tp, "battle", "K", combo=5000)
    s.put(tp, "hand", "H", combo=5000)
    script = [{"do": "combo", "card": "K"}, {"do": "combo", "card": "H"}, {"query": "legal"}]
    opp = s.zones[other(tp)]["leader"]
    legal = [{"do": "attack", "card": c, "target": opp} for c in (s.zones[tp]["leader"], "K")]
    legal.append({"do": "pass"})
    desc = "%s %s's main phase: no battle, so its combos of K (battle area) and H (hand) are " \
           "rejected with 5-6-3 and both stay where they are." % (
               fam.quote("5-6-3-1", "ターンプレイヤーはコンボできます。"), tp)
    fam.add("main-phase-%s" % tp.lower(), "Combo: not in the main phase (%s)" % tp, desc,
            ["5-6-3"], ["combo", "rejection"], s.setup(), script,
            {"rejections": [{"step": 0, "rule": "5-6-3"}, {"step": 1, "rule": "5-6-3"}],
             "legal": [{"step": 2, "actions": legal}],
             "state": {tp: {"hand": ["H"], "combo": [], "battle": [{"card": "K"}]}}})


def full(fam, i):
    rng = fam.rng("full-%d" % i)
    first = rng.choice(PLAYERS)
    turn = rng.choice((2, 3, 4, 5))
    life = rng.randint(2, 8)
    s = standard(first=first, turn=turn, life=(life, life))
    tp = s.turn_player
    ntp = other(tp)
    opp = s.zones[ntp]["leader"]
    att_power = rng.choice((3000, 5000, 6000))
    s.put(tp, "battle", "A", power=att_power)
    guard_kind = rng.choice(("leader", "battle"))
    if guard_kind == "leader":
        guard, g_power = opp, 5000
    else:
        g_power = rng.choice((3000, 5000, 8000))
        guard = s.put(ntp, "battle", "G", power=g_power)
        s.rest(guard)
    combos = {}
    for p, tag in ((tp, "K"), (ntp, "J")):
        mine = []
        for j in range(rng.randint(0, 3)):
            cp = rng.choice((0, 1000, 5000, 10000))
            cid = "%s%d" % (tag, j + 1)
            if rng.random() < 0.5:
                s.put(p, "battle", cid, combo=cp)
            else:
                s.put(p, "hand", cid, combo=cp)
            mine.append((cid, cp))
        combos[p] = mine
    s.put(ntp, "drop", "%sX" % ntp)
    stop = rng.random() < 0.3
    script = [{"do": "attack", "card": "A", "target": guard}]
    script += [{"do": "combo", "card": c} for c, _ in combos[tp]] + [{"do": "pass"}]
    script += [{"do": "combo", "card": c} for c, _ in combos[ntp]]
    add_a = sum(cp for _, cp in combos[tp])
    add_g = sum(cp for _, cp in combos[ntp])
    pa, pg = att_power + add_a, g_power + add_g
    zn = s.zones[ntp]
    clauses = ["5-6-3-2", "8-4-4"] if combos[tp] else []
    clauses += ["5-6-4-2", "8-4-5"] if combos[ntp] else []
    if stop:
        state = {"turn": {"step": "defense"},
                 tp: {"combo": [in_combo(c, cp) for c, cp in combos[tp]],
                      "battle": [{"card": "A", "power": att_power}]},
                 ntp: {"combo": [in_combo(c, cp) for c, cp in combos[ntp]]}}
        if guard_kind == "leader":
            state[ntp]["leader"] = {"card": opp, "power": 5000}
        else:
            state[ntp]["battle"] = [{"card": "G", "power": g_power}]
        clauses = [c for c in clauses if c not in ("8-4-4", "8-4-5")] or ["5-6-3-1"]
        if not combos[tp] and not combos[ntp]:
            script.append({"query": "legal"})
        expect = {"state": state}
        if not combos[tp] and not combos[ntp]:
            expect["legal"] = [{"step": len(script) - 1, "actions": [{"do": "pass"}]}]
            clauses = ["8-3-4"]
        why = ("The script ends at the defense step's free timing: the combo cards are in the "
               "combo areas but no combo power is added yet (8-4-4 and 8-4-5 come in the damage "
               "step): A %d, %s %d." % (att_power, guard, g_power))
        outcome = ""
    else:
        script.append({"do": "pass"})
        orders = {}
        for p in (tp, ntp):
            cards = [c for c, _ in combos[p]]
            if len(cards) >= 2:
                order = list(cards)
                rng.shuffle(order)
                script.append({"choose": order, "for": "order", "by": p})
                orders[p] = order
                if "3-1-5" not in clauses:
                    clauses.append("3-1-5")
            else:
                orders[p] = cards
        if combos[tp] or combos[ntp]:
            clauses.append("8-5-4")
        wins = pa >= pg
        state = {"turn": {"step": None, "phase": "main"},
                 tp: {"combo": [], "battle": [{"card": "A", "power": att_power, "rested": True}],
                      "drop": orders[tp]},
                 ntp: {"combo": []}}
        events = [{"type": "compare", "attack": pa, "guard": pg}]
        if wins and guard_kind == "leader":
            events.append({"type": "damage", "player": ntp, "amount": 1, "source": "A"})
            state[ntp].update(life=zn["life"][1:], drop=orders[ntp] + zn["drop"],
                              leader={"card": opp, "power": 5000})
            outcome = "%d ≥ %d: 1 damage, %s's life %d → %d." % (pa, pg, ntp, life, life - 1)
        elif wins:
            events.append({"type": "ko", "card": "G"})
            state[ntp].update(life=zn["life"], drop=orders[ntp] + ["G"] + zn["drop"],
                              battle=[])
            outcome = ("%d ≥ %d: G is KO'd into %s's drop, and at 8-5-4 the combo cards go "
                       "on top of it." % (pa, pg, ntp))
        else:
            state[ntp].update(life=zn["life"], drop=orders[ntp] + zn["drop"])
            if guard_kind == "battle":
                state[ntp]["battle"] = [{"card": "G", "power": g_power, "rested": True}]
            outcome = "%d < %d: nothing happens." % (pa, pg)
        events += [{"type": "battle-step", "name": "battle-end"}]
        if combos[tp] and combos[ntp]:
            # both players' combo cards go at once (8-5-4): the turn player's first (0-2-7)
            events += [{"type": "move", "card": combos[p][0][0], "from": "%s:combo" % p,
                        "to": "%s:drop" % p, "cause": "battle-end"} for p in (tp, ntp)]
        expect = {"state": state, "events": events}
        why = ("In the damage step A's power gets %s's combo power %s = %d (8-4-4) and %s's "
               "gets %s's %s = %d (8-4-5): %d against %d. " % (
                   tp, "+".join(str(cp) for _, cp in combos[tp]) or "nothing", add_a, guard,
                   ntp, "+".join(str(cp) for _, cp in combos[ntp]) or "nothing", add_g, pa, pg))
        why += ("The additions end at 8-5-2 (A reads %d again) and the combo cards go to their "
                "owners' drops at 8-5-4, the turn player's first (0-2-7), each owner ordering "
                "two or more (%s)."
                % (att_power, "; ".join("%s top first %s" % (p, ", ".join(orders[p]))
                                        for p in (tp, ntp)
                                        if len(orders[p]) >= 2) or "none to order"))
        clauses += ["8-4-6", "8-5-2"]
    desc = " ".join([
        fam.quote("8-4-4", "アタックカードのパワーにターンプレイヤーのコンボエリアのカードすべてのコンボパワーを加算します。"),
        fam.quote("8-4-5", "ガードカードのパワーに非ターンプレイヤーのコンボエリアのカードすべてのコンボパワーを加算します。"),
        fam.quote("8-5-4", "コンボエリアに置かれているバトルカードをすべてそれぞれのオーナーのドロップエリアに置きます。"),
        "%s's A (%d) attacks %s (%d). %s combos %s; %s combos %s." % (
            tp, att_power, guard, g_power, tp,
            ", ".join("%s (%d)" % x for x in combos[tp]) or "nothing", ntp,
            ", ".join("%s (%d)" % x for x in combos[ntp]) or "nothing"),
        why, outcome])
    fam.add("full-%02d" % (i + 1), "Combo: %d+%d against %d+%d%s" % (
                att_power, add_a, g_power, add_g, ", observed in the defense step" if stop else ""),
            desc, clauses or ["8-4-6"],
            ["combo"] + ([fam.reading("FW-BATTLE-KO-NOT-EFFECT")]
                         if any(e["type"] == "ko" for e in expect.get("events", [])) else []),
            s.setup(), script, expect)


def last_life(fam, first):
    """The game ends in the damage step: the combo additions still apply to the observed state."""
    s = standard(first=first, turn=3, life=(3, 1))
    tp = s.turn_player
    ntp = other(tp)
    if tp != "P1":
        s = standard(first=first, turn=3, life=(1, 3))
    lead, opp = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(tp, "hand", "K1", combo=5000)
    s.put(tp, "battle", "K2", combo=2000)
    s.put(ntp, "hand", "J1", combo=6000)
    script = [{"do": "attack", "card": lead, "target": opp}, {"do": "combo", "card": "K1"},
              {"do": "combo", "card": "K2"}, {"do": "pass"}, {"do": "combo", "card": "J1"},
              {"do": "pass"}]
    top = s.zones[ntp]["life"][0]
    desc = " ".join([
        fam.quote("5-6-1"), fam.quote("14-2-1"),
        fam.quote("8-4-4"), fam.quote("8-5-2", "アタックカード、ガードカードそれぞれのコンボによる加算が消失します。"),
        fam.quote("14-2-2-1", "いずれかのプレイヤーのライフエリアのカードが0枚の場合、そのプレイヤーはゲームの敗北条件を満たしています。"),
        "%s's leader (5000) attacks with K1 (5000) and K2 (2000) in combo: 12000; %s's "
        "leader gets J1's 6000: 11000. 12000 ≥ 11000: 1 damage takes %s's last life card %s "
        "into its hand, and %s loses at once (14-2, 割り込み型). The game ends in the damage "
        "step, before 8-5-2: the observed leaders still read 12000 and 11000, and the combo "
        "cards are still in the combo areas." % (tp, ntp, ntp, top, ntp)])
    fam.add("game-ends-in-damage-step-%s" % tp.lower(),
            "Combo: the game ends in the damage step with the additions applied (%s wins)" % tp,
            desc, ["8-4-4", "8-4-5", "14-2-2-1", "5-6-1", "14-2-1"], ["combo", "defeat"], s.setup(), script,
            {"state": {"result": {"winner": tp},
                       tp: {"leader": {"card": lead, "power": 12000},
                            "combo": [in_combo("K1", 5000), in_combo("K2", 2000)]},
                       ntp: {"leader": {"card": opp, "power": 11000},
                             "combo": [in_combo("J1", 6000)],
                             "life": [], "hand": [top]}},
             "events": [{"type": "compare", "attack": 12000, "guard": 11000},
                        {"type": "damage", "player": ntp, "amount": 1, "source": lead},
                        {"type": "lose", "player": ntp, "why": "life"},
                        {"type": "game-end", "winner": tp}]})
