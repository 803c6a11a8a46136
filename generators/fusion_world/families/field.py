"""Family `field`: the keyword skill 【フィールド】 of extra cards (15-3), used from the hand as an
extra card is (12-2-2): its cost paid (5-3), the card put into the drop (12-2-2-2), then, as the
skill resolves, onto the battle area, active (15-3-2, 5-5-4; FW-FIELD-VIA-DROP); every other
【フィールド】 of its master goes to the drop as it enters (15-3-4), ordered by its owner when two
or more (3-1-5).  An extra card in the battle area is not a battle card: it neither attacks nor
combos (8-1-1, 5-6-3-1-1).  `query legal` lists the use when some payment exists (5-3-3).  Both
players as turn player.
"""

from . import Family
from ..model.table import PLAYERS, other
from .quotes import Q533
from .scene import standard

Q1532 = "「このスキルを発動したエクストラカードをバトルエリアにアクティブで登場させる」という指示を実行します。"
Q1534 = ("バトルエリアに他の【フィールド】を持つエクストラカードを登場させる際、登場させるカード以外の自分の"
         "バトルエリアの【フィールド】を持つエクストラカードすべてをドロップエリアに置きます。")
Q12222 = "コストを決定し、コストを支払い、そのスキルを持つカードをドロップエリアに置きます。(5-3)"
FIELD = {"type": "extra", "keywords": ["field"]}

# name, fields already in the battle area, the new field's cost, energy, markers, what
ROWS = [
    ("enters", 0, {"total": 1}, ["red"], 0, "no other field"),
    ("replaces-one", 1, {"total": 1}, ["red"], 0, "FD1 already in the battle area"),
    ("replaces-two", 2, {"total": 2}, ["red", "blue"], 0, "FD1 and FD2 already there"),
    ("colored-with-marker", 0, {"total": 2, "specified": {"blue": 1}}, ["red"], 1,
     "a cost of 2 with 1 blue paid with a red energy and a marker of the red/blue leader"),
    ("cost-zero", 1, {"total": 0}, [], 0, "a cost of 0 with FD1 already there"),
]


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in PLAYERS:
        for row in ROWS:
            one(fam, first, *row)
        short(fam, first)
        for where in ("drop", "battle"):
            elsewhere(fam, first, where)
    return fam.cases


def one(fam, first, name, n_old, cost, energy, markers, what):
    s = standard(first=first, turn=3, colors=[["red", "blue"], ["red", "blue"]])
    tp = s.turn_player
    ntp = other(tp)
    old = [s.put(tp, "battle", "FD%d" % (i + 1), cost={"total": 1}, **FIELD)
           for i in range(n_old)]
    new = s.put(tp, "hand", "FDN", cost=cost, **FIELD)
    s.put(tp, "hand", "H", combo=1000)
    e_ids = [s.put(tp, "energy", "E%d" % (i + 1), colors=[c]) for i, c in enumerate(energy)]
    s.put(tp, "energy", "EX")
    s.zones[tp]["markers"] = markers
    need = max(cost["total"], sum(cost.get("specified", {}).values()))
    pay = e_ids[:need - markers] + ["marker"] * markers if need else []
    script = [{"query": "legal"}, {"do": "activate", "card": new, "skill": "field", "pay": pay}]
    drop = list(old)
    if len(old) >= 2:
        drop = list(reversed(old))
        script.append({"choose": drop, "for": "order", "by": tp})
    script.append({"query": "legal"})
    lead, opp = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    legal0 = [{"do": "activate", "card": new, "skill": "field"}, {"do": "play", "card": "H"},
              {"do": "attack", "card": lead, "target": opp}, {"do": "pass"}]
    left = len([e for e in e_ids + ["EX"] if e not in pay]) + markers - pay.count("marker")
    legal1 = ([{"do": "play", "card": "H"}] if left else []) + \
        [{"do": "attack", "card": lead, "target": opp}, {"do": "pass"}]
    used = [x for x in pay if x != "marker"]
    state = {tp: {"battle": [{"card": new, "rested": False}], "drop": drop, "hand": ["H"],
                  "energy": [{"card": e, "rested": e in used} for e in e_ids + ["EX"]],
                  "markers": 0}}
    events = ([{"type": "pay", "player": tp, "cards": used, "markers": pay.count("marker")}]
              if pay else []) + \
             [{"type": "move", "card": new, "from": "%s:hand" % tp, "to": "%s:drop" % tp},
              {"type": "move", "card": new, "from": "%s:drop" % tp, "to": "%s:battle" % tp},
              {"type": "enter", "card": new, "how": "field"}]
    clauses = ["15-3-2", "12-2-2-2", "5-5-4"] + (["15-3-4"] if old else []) + \
        (["5-3-2"] if not pay else []) + \
        (["3-1-5"] if len(old) >= 2 else []) + (["1-11-2"] if markers else [])
    extra_quotes = []
    if name == "enters":
        # 【フィールド】 is a 【起動メイン】: listed at the main phase's free timing and declared
        clauses.append("15-3-1")
        extra_quotes.append(fam.quote("15-3-1"))
    desc = " ".join(
        [fam.quote("15-3-2", Q1532), fam.quote("12-2-2-2", Q12222)] + extra_quotes +
        ([fam.quote("15-3-4", Q1534)] if old else []) +
        ["%s uses FDN from its hand (%s): it pays %s, FDN goes to the drop and then enters the "
         "battle area active%s. FDN is an extra card, not a battle card: it may not attack, "
         "so the legal actions are %s, the leader's attack and the end of the main phase."
         % (tp, what, ", ".join(pay) or "nothing",
            "; %s go%s to the drop%s" % (", ".join(old), "es" if len(old) == 1 else "",
                                          " in the order %s chooses, top first %s" % (
                                              tp, ", ".join(drop)) if len(old) >= 2 else "")
            if old else "", "H's play" if left else "no play (no energy left)")])
    tags = ["field", fam.reading("FW-FIELD-VIA-DROP")]
    if markers:
        tags.append(fam.reading("FW-MARKER-COLOR"))
    fam.add("%s-%s" % (name, tp.lower()), "Field: %s (%s)" % (name.replace("-", " "), tp), desc,
            clauses, tags, s.setup(), script,
            {"state": state, "events": events,
             "legal": [{"step": 0, "actions": legal0},
                       {"step": len(script) - 1, "actions": legal1}]})


def short(fam, first):
    s = standard(first=first, turn=4)
    tp = s.turn_player
    s.put(tp, "hand", "FDN", cost={"total": 2}, **FIELD)
    s.put(tp, "energy", "E1")
    script = [{"query": "legal"}, {"do": "activate", "card": "FDN", "skill": "field",
                                   "pay": ["E1"]}]
    opp = s.zones[other(tp)]["leader"]
    desc = " ".join([fam.quote("5-3-3", Q533),
                     "FDN costs 2 and %s has one energy and no marker: its use is not listed and "
                     "is rejected; FDN stays in the hand and E1 stays active." % tp])
    fam.add("not-enough-energy-%s" % tp.lower(), "Field: a cost that cannot be paid (%s)" % tp,
            desc, ["5-3-3"], ["field", "rejection"], s.setup(), script,
            {"rejections": [{"step": 1, "rule": "5-3-3"}],
             "legal": [{"step": 0, "actions": [
                 {"do": "attack", "card": s.zones[tp]["leader"], "target": opp},
                 {"do": "pass"}]}],
             "state": {tp: {"hand": ["FDN"], "battle": [], "energy": [{"card": "E1",
                                                                       "rested": False}]}}})


def elsewhere(fam, first, where):
    """An extra card is used from the hand (12-1-1): its 【フィールド】 declared for a card in
    the drop, or already in the battle area, is rejected (1-3-7) though its cost could be paid."""
    s = standard(first=first, turn=4)
    tp = s.turn_player
    s.put(tp, where, "FDN", cost={"total": 1}, **FIELD)
    s.put(tp, "energy", "E1")
    script = [{"do": "activate", "card": "FDN", "skill": "field", "pay": ["E1"]}]
    desc = " ".join([fam.quote("12-1-1", "カード種類「エクストラ」であるカードは手札から使用し"),
                     fam.quote("1-3-7", "特に指示がない場合"),
                     "%s's FDN (【フィールド】, cost 1) is in %s; %s has one active energy, "
                     "enough for the cost. Declaring its 【フィールド】 there is rejected: FDN stays "
                     "where it is and E1 stays active." % (
                         tp, "the drop" if where == "drop" else "the battle area already", tp)])
    zone = [{"card": "FDN", "rested": False}] if where == "battle" else ["FDN"]
    fam.add("from-%s-%s" % (where, tp.lower()),
            "Field: not usable from the %s (%s)" % (
                "drop" if where == "drop" else "battle area", tp),
            desc, ["1-3-7"], ["field", "rejection"], s.setup(), script,
            {"rejections": [{"step": 0, "rule": "1-3-7"}],
             "state": {tp: {where: zone, "hand": [], "energy": [{"card": "E1",
                                                                  "rested": False}]}}})
