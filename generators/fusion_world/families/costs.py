"""Family `costs`: paying a battle card's cost (5-3) when it is played (5-5-2): exactly the total
cost in active energy, rested (5-3-1), including the specified colors (1-2-3); the specified
count when the total is less (1-2-2-1, 5-3-1-1); an energy marker removed instead of a card,
counting as one of the leader's colors (1-11-2); a cost of 0 paid with nothing (5-3-2).  A
declaration when no payment exists (too few cards, or the colors cannot be met) is rejected with
5-3-3, a `pay` that is not a payment while one exists with 5-3-1 (as the vocabulary page lists
them), and a rejection rests nothing.  A card of two colors counts
for each (FW-MULTICOLOR-PAY); a marker is one color of the leader's (FW-MARKER-COLOR).  Both
players as turn player.
"""

from . import Family
from ..model.table import other
from .quotes import Q533
from .scene import ids_text, standard

Q531 = ("コストを支払うとは、エナジーエリアにあるカードをコスト(1-2)で要求される合計コストと同じ枚数選び、"
        "レストにすることを指します。コストに指定コストがある場合、レストにするエナジーエリアのカードの中に、"
        "指定コストで指定された数だけ指定の色のカードが含まれる必要があります。")
Q1112 = ("自分がエナジーを支払う際、エナジーエリアのエナジーマーカー1つを取り除くことで、自分のリーダーが持つ"
         "色のどれか1つと同じ色のエナジー1枚をレストにしたものとすることができます。")
Q1221 = "合計コストが指定コスト未満の場合、指定コストの合計の数のことを表します。"

# (name, leader colors, energy [(id, colors, rested)], markers, card cost,
#  [(pay, rule or None)], what)
SCENARIOS = [
    ("two-red-of-three", ["red", "blue"],
     [("R1", ["red"], False), ("R2", ["red"], False), ("B1", ["blue"], False),
      ("R3", ["red"], True)], 0, {"total": 3, "specified": {"red": 2}},
     [(["R1", "B1", "R3"], "5-3-1"), (["R1", "R2"], "5-3-1"), (["R1", "B1", "marker"], "5-3-1"),
      (["R1", "R1", "B1"], "5-3-1"), (["B1", "R1", "R2"], None)],
     "total 3 with 2 red: R3 is rested, two cards are one short, there is no marker, R1 twice "
     "is one card; R1, R2 and B1 pay it"),
    ("one-red-short", ["red", "blue"],
     [("R1", ["red"], False), ("B1", ["blue"], False), ("B2", ["blue"], False),
      ("B3", ["blue"], False)], 0, {"total": 3, "specified": {"red": 2}},
     [(["R1", "B1", "B2"], "5-3-3")],
     "total 3 with 2 red and one red energy among four active: enough cards, but no payment has "
     "two red"),
    ("two-for-three", ["red"],
     [("R1", ["red"], False), ("R2", ["red"], False)], 0, {"total": 3, "specified": {"red": 2}},
     [(["R1", "R2"], "5-3-3")], "total 3 with two active energy and no marker"),
    ("total-below-specified", ["green"],
     [("G1", ["green"], False), ("G2", ["green"], False), ("G3", ["green"], False)], 0,
     {"total": 1, "specified": {"green": 2}},
     [(["G1"], "5-3-1"), (["G1", "G2"], None)],
     "total 1 with 2 green: the total is the specified 2 (1-2-2-1), one card is not enough"),
    ("marker-as-red", ["red", "green"],
     [("G1", ["green"], False)], 1, {"total": 2, "specified": {"red": 1}},
     [(["G1", "marker"], None)],
     "total 2 with 1 red, one green energy and one marker: the marker is red, a color of the "
     "red/green leader"),
    ("marker-not-red", ["green"],
     [("G1", ["green"], False)], 1, {"total": 2, "specified": {"red": 1}},
     [(["G1", "marker"], "5-3-3")],
     "the same under a green leader: a marker is green only, so no payment has a red"),
    ("two-markers", ["yellow"], [], 2, {"total": 2, "specified": {"yellow": 1}},
     [(["marker"], "5-3-1"), (["marker", "marker"], None)],
     "total 2 with 1 yellow paid with the two markers of a yellow leader"),
    ("marker-one-color", ["red", "blue"], [("G1", ["green"], False)], 1,
     {"total": 2, "specified": {"red": 1, "blue": 1}},
     [(["G1", "marker"], "5-3-3")],
     "1 red and 1 blue with a green energy and one marker: the marker is red or blue, not both"),
    ("markers-two-colors", ["red", "blue"], [], 2,
     {"total": 2, "specified": {"red": 1, "blue": 1}},
     [(["marker", "marker"], None)],
     "1 red and 1 blue with two markers under a red/blue leader: one is red, the other blue"),
    ("multicolor-both-colors", ["red", "blue"],
     [("M1", ["red", "blue"], False), ("G1", ["green"], False)], 0,
     {"total": 2, "specified": {"red": 1, "blue": 1}},
     [(["M1", "G1"], None)],
     "1 red and 1 blue with a red/blue card and a green one: the red/blue card counts for red "
     "and for blue"),
    ("multicolor-and-blue", ["red", "blue"],
     [("M1", ["red", "blue"], False), ("B1", ["blue"], False)], 0,
     {"total": 2, "specified": {"red": 1, "blue": 1}},
     [(["B1", "M1"], None)],
     "1 red and 1 blue with a red/blue card and a blue one"),
    ("multicolor-short", ["red", "blue"],
     [("M1", ["red", "blue"], False), ("B1", ["blue"], False)], 0,
     {"total": 2, "specified": {"red": 2}},
     [(["M1", "B1"], "5-3-3")],
     "2 red with a red/blue card and a blue one: one red card only"),
    ("cost-zero", ["black"], [], 0, {"total": 0},
     [(["marker"], "5-3-1"), ([], None)],
     "cost 0: nothing is paid (5-3-2), a marker would be one too many"),
    ("foreign-energy", ["red"], [("R1", ["red"], False)], 0, {"total": 2},
     [(["R1", "OPP"], "5-3-3")],
     "total 2 with one active energy of its own: the opponent's energy does not count"),
    ("eight-energy", ["red"], [("R%d" % i, ["red"], False) for i in range(1, 9)], 0,
     {"total": 8, "specified": {"red": 2}},
     [(["R%d" % i for i in range(1, 8)], "5-3-1"), (["R%d" % i for i in range(1, 9)], None)],
     "total 8 with 2 red and eight active red energy: seven are one short, all eight pay it"),
    ("markers-beyond", ["red"], [("R1", ["red"], False)], 1, {"total": 2},
     [(["marker", "marker"], "5-3-1"), (["R1", "R1"], "5-3-1"), (["R1", "marker"], None)],
     "total 2 with one energy and one marker: two markers are one more than there is, R1 twice "
     "is one card; R1 and the marker pay it"),
    ("foreign-in-pay", ["red"], [("R1", ["red"], False), ("R2", ["red"], False)], 0,
     {"total": 2}, [(["R1", "OPP"], "5-3-1"), (["R2", "R1"], None)],
     "total 2: the opponent's energy OPP is not in its energy area; R1 and R2 pay"),
]


def generate(ctx):
    fam = Family(ctx, __name__)
    for name, colors, energy, markers, cost, tries, what in SCENARIOS:
        for tp_is_p1 in (True, False):
            first = "P1" if tp_is_p1 else "P2"
            turn = 3 if name != "marker-as-red" else 2
            if name == "marker-as-red":
                first = "P2" if tp_is_p1 else "P1"   # turn 2: the second player's first turn
            s = standard(first=first, turn=turn, colors=[colors, colors])
            tp = s.turn_player
            ntp = other(tp)
            for cid, cs, rested in energy:
                s.put(tp, "energy", cid, colors=cs)
                if rested:
                    s.rest(cid)
            s.zones[tp]["markers"] = markers
            s.put(ntp, "energy", "OPP", colors=colors[:1])
            s.put(tp, "hand", "C", cost=cost, power=3000)
            script, rejections = [], []
            paid = None
            for pay, rule in tries:
                script.append({"do": "play", "card": "C", "pay": pay})
                if rule:
                    rejections.append({"step": len(script) - 1, "rule": rule})
                else:
                    paid = pay
                    break
            script.append({"query": "legal"})
            lead, opp = s.zones[tp]["leader"], s.zones[ntp]["leader"]
            used = [x for x in (paid or []) if x != "marker"]
            n_markers = len(paid or []) - len(used)
            state = {tp: {"energy": [{"card": c, "rested": rested or c in used}
                                     for c, _, rested in energy],
                          "markers": markers - n_markers,
                          "hand": [] if paid is not None else ["C"],
                          "battle": [{"card": "C", "rested": False}] if paid is not None else []}}
            attackers = [lead] + (["C"] if paid is not None else [])
            legal = ([] if paid is not None else []) + \
                [{"do": "attack", "card": a, "target": opp} for a in attackers] + \
                [{"do": "pass"}]
            expect = {"state": state, "legal": [{"step": len(script) - 1, "actions": legal}]}
            if rejections:
                expect["rejections"] = rejections
            clauses = []
            if any(r["rule"] == "5-3-3" for r in rejections):
                clauses.append("5-3-3")
            if any(r["rule"] == "5-3-1" for r in rejections) or paid is not None:
                clauses.append("5-3-1")
            if paid is not None:
                # a cost of 0 is not paid at all and reports no `pay` (the vocabulary, 5-3-2)
                # 5-5-2-1: the card is revealed, its cost paid, then it enters
                expect["events"] = [{"type": "reveal", "player": tp, "cards": ["C"]}] + \
                    ([{"type": "pay", "player": tp, "cards": used,
                       "markers": n_markers}] if paid else []) + \
                    [{"type": "enter", "card": "C", "how": "play"}]
                clauses += ["5-5-2-1", "5-5-2-2"]
                if n_markers:
                    clauses.append("1-11-2")
                if cost["total"] < sum(cost.get("specified", {}).values()):
                    clauses += ["1-2-2-1"]
                if not paid:
                    clauses.append("5-3-2")
            desc = [fam.quote("5-3-1", Q531)]
            if "5-3-3" in clauses:
                desc.append(fam.quote("5-3-3", Q533))
            if "1-11-2" in clauses or name == "marker-not-red":
                desc.append(fam.quote("1-11-2", Q1112))
            if "1-2-2-1" in clauses:
                desc.append(fam.quote("1-2-2-1", Q1221))
            if name == "cost-zero":
                desc.append(fam.quote("5-3-2"))
            desc.append("%s's leader is %s; %s. %s" % (
                tp, "/".join(colors), what,
                ("Rejected: %s; nothing is rested. " % "; ".join(
                    "paying %s (%s)" % (ids_text(tries[i][0]), r["rule"])
                    for i, r in enumerate(rejections))
                 if rejections else "") +
                ("It plays C paying %s: %s rested%s, C enters active and may attack."
                 % (ids_text(paid), ", ".join(used) or "no card",
                    ", %d marker(s) removed" % n_markers if n_markers else "")
                 if paid is not None else "C stays in the hand; only attacks and the end of "
                                          "the main phase are legal.")))
            tags = ["costs"] + (["rejection"] if rejections else [])
            if name.startswith("multicolor"):
                tags.append(fam.reading("FW-MULTICOLOR-PAY"))
            if "marker" in name:
                tags.append(fam.reading("FW-MARKER-COLOR"))
            if paid is not None:
                tags.append(fam.reading("FW-NO-SUMMONING-SICKNESS"))
            fam.add("%s-%s" % (name, tp.lower()), "Cost: %s (%s)" % (name.replace("-", " "), tp),
                    " ".join(desc), clauses, tags, s.setup(), script, expect)
    return fam.cases
