"""Family `sleeves`: which sleeve stacks are allowed (FR.2.3.1~p5, ~p6, ~b2, ~b3, ~b4; BF-SLEEVE-
ABOVE), which are not recommended (FR.2.3.1~p8: 6 mm or more wider or taller than what a layer
covers), Shadowverse EVOLVE's optional other sleeves (FR.2.3.6~p2) and hololive's three
different sleeves (FR.2.3.8~p1).
"""

from . import Family
from ..model.lookups import check_sleeves

SETUP = {"format": "swiss", "rounds": 1, "fighters": ["A", "B"]}
CARD = {"width": 63, "height": 88}


def layer(kind, w, h):
    return {"kind": kind, "width": w, "height": h}


def generate(ctx):
    fam = Family(ctx, __name__)
    clear = layer("clear", 64, 89)
    cases = [
        ("single-clear", "official", [clear], None, {}, []),
        ("unsleeved-official", "official", [], None, {}, []),
        ("unsleeved-authorized", "authorized", [], None, {}, []),
        ("unsleeved-authorized-required", "authorized", [], None, {},
         [("authorized_sleeves_required", True)]),
        ("three-layers", "official", [clear, layer("clear", 66, 91), layer("opaque-art", 67, 92)],
         None, {}, []),
        ("four-layers", "official", [clear, layer("clear", 65, 90), layer("clear", 66, 91),
                                     layer("clear", 67, 92)], None, {}, []),
        ("partly-over-plain", "official", [layer("opaque-plain", 64, 89),
                                           layer("partly-opaque", 66, 91)], None, {}, []),
        ("partly-over-art-through-clear", "official", [layer("opaque-art", 64, 89), clear_over(),
                                                       layer("partly-opaque", 67, 92)],
         None, {}, []),
        # the breaking pair above an innermost clear sleeve (every pair of layers is judged)
        ("partly-over-plain-over-clear", "official", [clear, layer("opaque-plain", 66, 91),
                                                      layer("partly-opaque", 67, 92)],
         None, {}, []),
        ("plain-over-art-over-clear", "official", [clear, layer("opaque-art", 66, 91),
                                                   layer("opaque-plain", 67, 92)], None, {}, []),
        ("partly-under-plain", "official", [layer("partly-opaque", 64, 89),
                                            layer("opaque-plain", 66, 91)], None, {}, []),
        ("art-over-art", "official", [layer("opaque-art", 64, 89),
                                      layer("opaque-art", 67, 92)], None, {}, []),
        ("plain-over-art", "official", [layer("opaque-art", 64, 89),
                                        layer("opaque-plain", 67, 92)], None, {}, []),
        ("art-over-plain", "official", [layer("opaque-plain", 64, 89),
                                        layer("opaque-art", 67, 92)], None, {}, []),
        ("plain-over-plain", "official", [layer("opaque-plain", 64, 89),
                                          layer("opaque-plain", 66, 91)], None, {}, []),
        ("width-5mm", "official", [layer("clear", 68, 89)], None, {}, []),
        ("width-6mm", "official", [layer("clear", 69, 89)], None, {}, []),
        ("height-6mm", "official", [layer("clear", 64, 94)], None, {}, []),
        ("outer-6mm-over-inner", "official", [layer("clear", 64, 89),
                                              layer("opaque-art", 70, 92)], None, {}, []),
        ("svevolve-other-parts-unsleeved", "official", [clear], "shadowverse-evolve",
         {"main": "red", "tokens": None, "ep": "blue"}, []),
        ("hololive-all-different", "official", [clear], "hololive",
         {"main": "red", "cheer": "blue", "oshi": "green"}, []),
        ("hololive-main-cheer-same", "official", [clear], "hololive",
         {"main": "red", "cheer": "red", "oshi": "green"}, []),
        ("hololive-cheer-unsleeved", "official", [clear], "hololive",
         {"main": "red", "cheer": None, "oshi": "green"}, []),
    ]
    for name, event, layers, game, parts, params in cases:
        setup = dict(SETUP)
        if params:
            setup["params"] = dict(params)
        entry = {"event": event, "card": CARD, "layers": layers}
        if game:
            entry["game"] = game
        if parts:
            entry["parts"] = parts
        b = fam.builder(setup, "sleeves/" + name)
        b.do("check-sleeves", **entry)
        ev = check_sleeves(entry, None, bool(params))
        cl = list(ev["violations"])
        if any(c.startswith("FR.2.3.1~b") for c in cl):
            cl.insert(0, "FR.2.3.1~p6")
        if ev["not_recommended"]:
            cl.append("FR.2.3.1~p8")
        if game == "shadowverse-evolve":
            cl.append("FR.2.3.6~p2")
        if game == "hololive" and "FR.2.3.8~p1" not in cl:
            cl.append("FR.2.3.8~p1")
        # the boundary each allowed case tests
        cl += {"art-over-plain": ["FR.2.3.1~p6", "FR.2.3.1~b4"],
               "plain-over-plain": ["FR.2.3.1~p6", "FR.2.3.1~b4"],
               "partly-under-plain": ["FR.2.3.1~p6", "FR.2.3.1~b3"],
               "three-layers": ["FR.2.3.1~p6", "FR.2.3.1~b2"],
               "single-clear": ["FR.2.3.1~p5"], "unsleeved-authorized": ["FR.2.3.1~p5"],
               "width-5mm": ["FR.2.3.1~p8"]}.get(name, [])
        cl = list(dict.fromkeys(cl))
        tags = ["sleeves"]
        if name.startswith("partly-over-art") or name.startswith("partly"):
            tags.append("reading:BF-SLEEVE-ABOVE")
        desc = "%s. Layers from the card out: %s%s → violations %s, not recommended %s." % (
            "; ".join("%s 「%s」" % (c, fam.text(c)) for c in cl),
            ", ".join("%s %d×%d" % (l["kind"], l["width"], l["height"]) for l in layers)
            or "none (unsleeved)", "; %s event%s%s" % (
                event, ", parts %s" % parts if parts else "",
                ", organiser requires sleeves" if params else ""),
            ev["violations"], ev["not_recommended"])
        fam.add(name, "Sleeves: %s → %s" % (name.replace("-", " "),
                                            "allowed" if ev["allowed"] else "not allowed"),
                desc, cl, tags, setup, b.script, {"events": [ev]})
    # two checks in one event, one after the other: each judged on its own layers
    entries = ({"event": "official", "card": CARD, "layers": [layer("clear", 69, 89)]},
               {"event": "official", "card": CARD, "layers": [clear_over()]})
    b, evs = checks_in_turn(fam, "sleeves/two-checks", entries)
    fam.add("two-checks-in-turn", "Two sleeve checks in one event, each on its own layers",
            "FR.2.3.1~p5 「%s」; FR.2.3.1~p8 「%s」. A clear sleeve 6 mm wider than the card, then "
            "one clear sleeve of the usual size: %s, then %s." % (
                fam.text("FR.2.3.1~p5"), fam.text("FR.2.3.1~p8"),
                evs[0]["not_recommended"] and "not recommended" or evs[0]["violations"],
                "allowed" if evs[1]["allowed"] else evs[1]["violations"]),
            ["FR.2.3.1~p5", "FR.2.3.1~p8"], ["sleeves"], SETUP, b.script, {"events": evs})
    # a longer stack, then a shorter one: the second is judged on its own two layers only (an
    # opaque sleeve under a clear one breaks nothing; the first stack's third layer, partly
    # opaque, is no layer of the second)
    entries = ({"event": "official", "card": CARD,
                "layers": [clear, clear_over(), layer("partly-opaque", 67, 92)]},
               {"event": "official", "card": CARD,
                "layers": [layer("opaque-plain", 64, 89), clear_over()]})
    b, evs = checks_in_turn(fam, "sleeves/longer-then-shorter", entries)
    fam.add("longer-stack-then-shorter", "A three-layer sleeve check, then a two-layer one",
            "FR.2.3.1~p6 「%s」; FR.2.3.1~b3 「%s」. Clear, clear, partly opaque: %s; then opaque "
            "(plain) under clear: %s — its two layers alone are judged, and no partly opaque "
            "sleeve lies over its opaque one." % (
                fam.text("FR.2.3.1~p6"), fam.text("FR.2.3.1~b3"),
                "allowed" if evs[0]["allowed"] else evs[0]["violations"],
                "allowed" if evs[1]["allowed"] else evs[1]["violations"]),
            ["FR.2.3.1~p6", "FR.2.3.1~b3"], ["sleeves", "reading:BF-SLEEVE-ABOVE"], SETUP,
            b.script, {"events": evs})
    return fam.cases


def checks_in_turn(fam, key, entries):
    """A builder that checked each entry in turn, and the model's events for them."""
    b = fam.builder(SETUP, key)
    evs = []
    for entry in entries:
        b.do("check-sleeves", **entry)
        evs.append(check_sleeves(entry, None, False))
    return b, evs


def clear_over():
    return layer("clear", 66, 91)
