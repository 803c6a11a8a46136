"""Family `action-costs`: every action asks its own 使用代償 (08xx/要求する使用代償): a character's
play (0810), an ability (0811), an event (0813), an item (0814), an area (0820), a hand ability
(0819), an item's or an area's declared effect (0818). Each with the cost [雪] paid by a hand card
of 雪 (met: the action resolves), by one of 月 (not met: the declaration fails at step 3, the card
paid stays in the trash, 0603/宣言の失敗) and by nothing (not met either). The rest of each
expectation is the model's whole final state and events (Family.whole_state)."""

from . import Family
from .scene import Scene

COST = ["snow"]
PAYS = [("paid", ["snow"]), ("wrong-attribute", ["moon"]), ("unpaid", None)]


def generate(ctx):
    fam = Family(ctx, __name__)
    for action in ("play", "ability", "event", "item", "area", "hand-ability", "other-item", "other-area"):
        for label, attrs in PAYS:
            one(fam, action, label, attrs)
    return fam.cases


def one(fam, action, label, attrs):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    marker = [{"marker": "resolved"}]
    if action == "play":
        s.put(tp, "hand", "X", cost=COST)
        act, clause, done = {"do": "play", "card": "X", "field": "AF-left"}, "0810/要求する使用代償", "X enters AF-left"
    elif action == "ability":
        s.char(tp, "DF-left", "X", abilities=[{"kind": "declare", "cost": COST, "effect": marker}])
        act, clause, done = {"do": "ability", "card": "X", "ability": 0}, "0811/要求する使用代償", "its effect resolves"
    elif action == "event":
        s.put(tp, "hand", "X", type="event", cost=COST, abilities=[{"effect": marker}])
        act, clause, done = {"do": "event", "card": "X"}, "0813/要求する使用代償", "its effect resolves"
    elif action == "item":
        s.char(tp, "DF-left", "C")
        s.put(tp, "hand", "X", type="item", cost=COST)
        act, clause, done = {"do": "item", "card": "X", "target": "C"}, "0814/要求する使用代償", "C carries it"
    elif action == "area":
        s.put(tp, "hand", "X", type="area", cost=COST)
        act, clause, done = {"do": "area", "card": "X", "field": "%s:DF-right" % tp}, "0820/要求する使用代償", \
            "it is placed on DF-right"
    elif action == "hand-ability":
        s.put(tp, "hand", "X", abilities=[{"kind": "hand", "cost": COST, "effect": marker}])
        act, clause, done = {"do": "hand-ability", "card": "X", "ability": 0}, "0819/要求する使用代償", \
            "its effect resolves"
    else:
        kind = action.split("-")[1]
        s.char(tp, "DF-left", "C")
        decl = [{"kind": "declare", "cost": COST, "effect": marker}]
        if kind == "item":
            s.item(tp, "DF-left", "X", abilities=decl)
        else:
            s.area(tp, "DF-right", "X", abilities=decl)
        act, clause, done = {"do": "other", "source": "X", "ability": 0}, "0818/要求する使用代償", "its effect resolves"
    if attrs:
        s.put(tp, "hand", "H", attributes=attrs)
        act["pay"] = ["H"]
    ok = attrs == ["snow"]
    script = [act]
    expect = {}
    if ok:
        script.append({"do": "pass", "by": ntp})
    else:
        expect["rejections"] = [{"step": 0, "rule": "0710/支払いの判定"}]
    if attrs:
        expect["state"] = {tp: {"trash": ["H"] + (["X"] if ok and action in ("event", "hand-ability") else [])}}
    clauses = [clause, "0710/支払いの判定"] + ([] if ok else ["0603/宣言の失敗"])
    fam.add("%s-%s" % (action, label), "%s: the cost [雪] %s" % (action, label.replace("-", " ")),
            " ".join([fam.quote(clause), "The cost is [雪]; %s: %s." % (
                "paid with a 雪 card" if ok else "paid with a 月 card" if attrs else "nothing paid",
                done if ok else "not met, the declaration fails%s" % (
                    " (the card paid stays in the trash)" if attrs else ""))]),
            clauses, ["cost", "action", fam.reading("LY-HAND-PAYMENT")] +
            ([] if ok else [fam.reading("LY-FAILED-DECLARATION")]), s.setup(), script, expect)
