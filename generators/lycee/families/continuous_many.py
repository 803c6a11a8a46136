"""Family `continuous-many`: several continuous effects at once (0903/常時型効果の発生, 0910/累積):
each source's effect applies to every card it names, whatever the number of sources and of
cards. Attributes given by three sources to three characters, each read through a filter
(0212~r1: an attribute is held once, from any source); values modified by three sources,
their modifications added (0910/累積); a set and an addition from two sources applied in the order
their sources arrived, a source moved to another field arriving anew (LY-MOD-ORDER). The rest of each expectation is the model's whole final
state and events (Family.whole_state)."""

from . import Family
from .scene import Scene

ATTRS = ("snow", "moon", "flower")
STATS = ("ap", "dp", "sp")


def generate(ctx):
    fam = Family(ctx, __name__)
    attributes(fam)
    values(fam)
    order_after_move(fam)
    return fam.cases


def attributes(fam):
    """Sources S1, S2, S3 (characters of the DF), each giving one attribute to one set of the AF's
    characters; U then adds AP to [雪], DP to [月], SP to [花]."""
    for name, sets in (("each-one", (("K1",), ("K2",), ("K3",))),
                       ("overlapping", (("K1", "K2"), ("K2", "K3"), ("K1", "K3"))),
                       ("all-to-one", (("K2",), ("K2",), ("K2",)))):
        s = Scene()
        tp = s.tp
        for k, f in zip(("K1", "K2", "K3"), ("AF-left", "AF-center", "AF-right")):
            s.char(tp, f, k, attributes=[])
        for i, (attr, names) in enumerate(zip(ATTRS, sets)):
            s.char(tp, ("DF-left", "DF-center", "DF-right")[i], "S%d" % (i + 1), attributes=[],
                   abilities=[{"kind": "continuous", "continuous": [
                       {"attribute": attr, "target": {"all": {"who": "you", "name": n}}} for n in names]}])
        # U acts from the hand: a hand ability, so that it is no character of the field
        s.put(tp, "hand", "U", abilities=[{"kind": "hand", "effect": [
            {"mod": {stat: 1}, "target": {"all": {"who": "you", "attribute": attr}}}
            for attr, stat in zip(ATTRS, STATS)]}])
        want = {}
        for k in ("K1", "K2", "K3"):
            got = {attr for attr, names in zip(ATTRS, sets) if k in names}
            want[k] = {stat: 2 if attr in got else 1 for attr, stat in zip(ATTRS, STATS)}
        fields = dict(zip(("K1", "K2", "K3"), ("AF-left", "AF-center", "AF-right")))
        fam.add("attributes-%s" % name, "Attributes from three continuous effects: %s" % name,
                " ".join([fam.quote("0903/常時型効果の発生"), fam.quote("0212~r1", "過去の履歴にかかわらず無属性になります。"),
                          "S1, S2, S3 give [雪], [月], [花] to %s; U's hand ability adds AP to [雪], DP to [月], "
                          "SP to [花]." % (", ".join("+".join(n) for n in sets))]),
                ["0212~r1"], ["continuous-many", "attribute", "continuous"], s.setup(),
                [{"do": "hand-ability", "card": "U", "ability": 0}, {"do": "pass", "by": s.ntp}],
                {"state": {tp: {fields[k]: [dict(want[k], card=k)] for k in want}}})


def values(fam):
    """Three sources each adding to one value of every one of the player's characters."""
    s = Scene()
    tp = s.tp
    for k, f in zip(("K1", "K2", "K3"), ("AF-left", "AF-center", "AF-right")):
        s.char(tp, f, k)
    for i, (stat, f) in enumerate(zip(STATS, ("DF-left", "DF-center", "DF-right"))):
        s.char(tp, f, "S%d" % (i + 1), abilities=[{"kind": "continuous", "continuous": [
            {"mod": {stat: i + 1}, "target": {"all": {"who": "you", "row": "AF"}}}]}])
    want = {"ap": 2, "dp": 3, "sp": 4}
    fam.add("values-three-sources", "Values from three continuous effects",
            " ".join([fam.quote("0903/常時型効果の発生"), fam.quote("0910/累積"),
                      "S1 AP +1, S2 DP +2, S3 SP +3 to each AF character: K1, K2, K3 all 2/3/4."]),
            ["0903/常時型効果の発生", "0910/累積"], ["continuous-many", "continuous"], s.setup(), [],
            {"state": {tp: {f: [dict(want, card=k)] for k, f in zip(("K1", "K2", "K3"),
                                                                     ("AF-left", "AF-center", "AF-right"))}}})


def order_after_move(fam):
    """S1 sets K's AP to 5, S2 adds 1 (continuous); S1 arrived first: 6. U then moves S1 or S2 to
    another field: the one moved arrives last, its modification is given last."""
    for moved in (None, "S1", "S2"):
        s = Scene()
        tp = s.tp
        s.char(tp, "AF-left", "K", ap=1)
        s.char(tp, "DF-left", "S1", abilities=[{"kind": "continuous", "continuous": [
            {"mod": {"ap": {"set": 5}}, "target": {"all": {"who": "you", "name": "K"}}}]}])
        s.char(tp, "DF-center", "S2", abilities=[{"kind": "continuous", "continuous": [
            {"mod": {"ap": 1}, "target": {"all": {"who": "you", "name": "K"}}}]}])
        effect = [{"move": {"all": {"who": "you", "name": moved}}, "to": "DF-right"}] if moved else [{"marker": "none"}]
        s.char(tp, "AF-right", "U", abilities=[{"kind": "declare", "effect": effect}])
        ap = 5 if moved == "S1" else 6
        fam.add("order-%s" % ("moved-%s" % moved.lower() if moved else "as-placed"),
                "A set and an addition from two sources%s" % (", %s moved" % moved if moved else ""),
                " ".join([fam.quote("0910/累積"),
                          "S1 (AP →5) placed before S2 (AP +1)%s: K's AP is %d." % (
                              "; %s moved to DF-right arrives anew" % moved if moved else "", ap)]),
                ["0910/累積", "1580:能力値修正/Xにする"], ["continuous-many", "continuous", fam.reading("LY-MOD-ORDER")],
                s.setup(), [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": s.ntp}],
                {"state": {tp: {"AF-left": [{"card": "K", "ap": ap}]}}})
