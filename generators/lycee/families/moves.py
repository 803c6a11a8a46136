"""Family `moves`: a character moved by an effect onto a field (1580:移動): an empty field takes
it; a field holding a character does not (1510/移動~n1, 0310/上限: a field has one character),
whichever card holds it (the setup's first card too: an engine's card 0); a field holding only an
area takes it. The rest of each expectation is the model's whole final state and events
(Family.whole_state)."""

from . import Family
from .processing import declared
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    for held, first in (("empty", None), ("character", False), ("character", True), ("area", False), ("area", True)):
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
            {"move": {"all": {"who": "you", "name": "K"}}, "to": "AF-right"}, {"marker": "done"}]}])
        s.char(tp, "AF-left", "K", name="K")
        if held == "character":
            s.char(tp, "AF-right", "O")
        elif held == "area":
            s.area(tp, "AF-right", "O")
        if first:
            s.lead("O")
        moves = held != "character"
        fam.add("move-onto-%s%s" % (held, "-first" if first else ""), "A move onto a field holding %s%s" % (
                    "nothing" if held == "empty" else "a " + held, " (the setup's first card)" if first else ""),
                " ".join([fam.quote("1580:移動"),
                          "K is moved to AF-right, which holds %s: %s." % (
                              "nothing" if held == "empty" else "O, a " + held,
                              "K moves" if moves else "K stays where it is")]),
                ["1580:移動"], ["moves"], s.setup(), declared(s),
                {"state": {tp: {"AF-left": [] if moves else [{"card": "K"}]}},
                 "events": [{"type": "marker", "name": "done"}]})
    several_enter(fam)
    rearrange_answers(fam)
    return fam.cases


def rearrange_answers(fam):
    """1580:入れ替える's order: each character of the range gets one place of the range; an answer
    giving a place outside it, or one place twice, is none the rule gives (`invalid`)."""
    for name, order in (("outside", {"K1": "AF-right", "K2": "DF-left"}), ("twice", {"K1": "AF-center", "K2": "AF-center"}),
                        ("valid", {"K1": "AF-center", "K2": "AF-left"})):
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"rearrange": ["AF-left", "AF-center"]}]}])
        s.char(tp, "AF-left", "K1")
        s.char(tp, "AF-center", "K2")
        s.char(tp, "AF-right", "K3")
        script = declared(s, {"choose": {k: "%s:%s" % (tp, f) for k, f in order.items()}, "for": "order", "by": tp})
        ok = name == "valid"
        fam.add("rearrange-order-%s" % name, "入れ替える: an order %s" % (
                    "within the range" if ok else "giving a place %s" % ("outside the range" if name == "outside" else "twice")),
                " ".join([fam.quote("1580:入れ替える#4"),
                          "K1 and K2 (AF-left, AF-center) are rearranged; the order gives %s: %s." % (
                              order, "K1 and K2 swap" if ok else "no answer the rule gives, the script cannot be played")]),
                ["1580:入れ替える#4"] if ok else ["1580:入れ替える"], ["moves", "rearrange"], s.setup(), script,
                {"state": {tp: {"AF-left": [{"card": "K2"}], "AF-center": [{"card": "K1"}]}}} if ok else
                {"invalid": [{"path": "$.script"}]})


def several_enter(fam):
    """An effect making every character of the hand enter (0310): each enters a field its user
    chooses, one after the other; the event card stays in the hand."""
    for n in (1, 2, 3):
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
            {"enter": {"all": {"who": "you", "zone": "hand", "type": "character"}}, "field": {"empty": True, "row": "AF"}}]}])
        hand = [s.put(tp, "hand", "H%d" % (k + 1)) for k in range(n)]
        s.put(tp, "hand", "E", type="event", abilities=[{"effect": [{"marker": "e"}]}])
        fields = ["AF-right", "AF-left", "AF-center"][:n]
        picks = [{"choose": "%s:%s" % (tp, f), "for": "field", "by": tp} for f in fields[:-1]] if n == 3 else \
                [{"choose": "%s:%s" % (tp, f), "for": "field", "by": tp} for f in fields]
        script = declared(s, *picks)
        fam.add("enter-%d-from-hand" % n, "%d characters of the hand enter by an effect" % n,
                " ".join([fam.quote("1500/処理順序"),
                          "Each of %s enters an empty AF field chosen in turn (%s); E, an event, stays." % (
                              hand, ", ".join(fields))]),
                ["1500/処理順序"], ["moves", "enter"], s.setup(), script,
                {"state": {tp: dict({f: [{"card": c, "fresh": True}] for c, f in zip(hand, fields)}, hand=["E"])},
                 "events": [{"type": "enter", "card": c, "field": "%s:%s" % (tp, f)} for c, f in zip(hand, fields)]})
