"""Family `card_info`: the information of a card as skills read it (ch. 2, 1-3-6, 7-1, 7-8): the
card type (2-2), affiliations, grades and positions, of which a card may have several or none
(2-3 … 2-5), the parameters, which effects can make negative (2-7-3 … 2-11-3) and which 「-」
is not (1-3-2-1-1, 1-3-2-1-2), the printed values (7-1-2); the wording of attributes — 「持たな
い」 (7-1-3), 「以外の属性を持つ」 (7-1-4), 「同じ／別々の」 (7-1-5), 「まったく同じ」 (7-1-6),
「自分のキャラすべてが」 (7-1-7) — and the comparisons of 7-8; the fields with no game meaning
(2-16 … 2-18). A skill of the toss character is used at the free step; it adds cards of the
drop to the hand, or changes a parameter, and the figures follow from the cards' information."""

from . import Family
from .common_parts import active_scene

KARASUNO, NEKOMA, SEIJOH, FUKURO = "烏野", "音駒", "青葉城西", "梟谷"


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        for case in PICKS:
            pick(fam, tp, *case)
        for case in CONDITIONS:
            condition(fam, tp, *case)
        negative(fam, tp)
        dash(fam, tp)
        original(fam, tp)
        meaningless(fam, tp)
    return fam.cases


def aff(*words):
    return {"affiliation": list(words)}


# key, title, the drop (id suffix, info), the selector's filter or "distinct", the answer of the
# target choice (None: not asked), the cards added (suffixes), clauses, quotes
PICKS = [
    ("type-event", "「イベントカード1枚を手札に加える」: the event card of the drop",
     [("C", {}), ("E", {"type": "event", "timing": ["serve"]})],
     {"choose": 1, "filter": {"type": "event"}}, None, ["E"],
     ["2-2-1", "2-2-2", "1-4-4", "1-4-4-1", "1-4-4-2"], ["2-2-2"]),
    ("type-character", "「キャラカード1枚を手札に加える」: the character card of the drop",
     [("E", {"type": "event", "timing": ["serve"]}), ("C", {})],
     {"choose": 1, "filter": {"type": "character"}}, None, ["C"],
     ["2-2-1", "2-2-2", "1-4-4", "1-4-4-1"], ["2-2-1"]),
    ("affiliation-several", "A card of two affiliations has each of them",
     [("K", aff(KARASUNO)), ("KN", aff(KARASUNO, NEKOMA)), ("N", aff(NEKOMA))],
     {"choose": 1, "filter": {"affiliation": KARASUNO}}, ["KN"], ["KN"],
     ["2-3-1", "2-3-2", "1-3-6", "1-4-4-1"], ["2-3-1", "2-3-2"]),
    ("grade-none", "A card with no grade has none to match",
     [("G0", {}), ("G23", {"grade": ["2年", "3年"]}), ("G1", {"grade": ["1年"]})],
     {"choose": 1, "filter": {"grade": "3年"}}, None, ["G23"],
     ["2-4-1", "2-4-2", "2-4-3", "1-3-6"], ["2-4-1", "2-4-3"]),
    ("position-staff", "監督 is a position though no volleyball position",
     [("W", {"position": ["WS"]}), ("M", {"position": ["監督"]})],
     {"choose": 1, "filter": {"position": "監督"}}, None, ["M"],
     ["2-5-1", "2-5-2", "2-5-3", "1-3-6"], ["2-5-1", "2-5-3"]),
    ("lacks", "「烏野を持たないカード」: no 烏野, with or without others",
     [("K", aff(KARASUNO)), ("KN", aff(KARASUNO, NEKOMA)), ("X", {}), ("N", aff(NEKOMA))],
     {"all": {"filter": {"lacks": {"affiliation": KARASUNO}}}}, None, ["X", "N"],
     ["7-1-3", "7-1-3~x1"], ["7-1-3", "7-1-3~x1"]),
    ("other", "「烏野以外の所属を持つカード」: another affiliation; none does not count",
     [("K", aff(KARASUNO)), ("KN", aff(KARASUNO, NEKOMA)), ("X", {}), ("N", aff(NEKOMA))],
     {"all": {"filter": {"other": {"affiliation": KARASUNO}}}}, None, ["KN", "N"],
     ["7-1-4", "7-1-4~x1"], ["7-1-4", "7-1-4~x1"]),
    ("exactly", "「烏野&音駒とまったく同じ所属」: those two and no other",
     [("KN", aff(KARASUNO, NEKOMA)), ("K", aff(KARASUNO)), ("N", aff(NEKOMA)),
      ("KNF", aff(KARASUNO, NEKOMA, FUKURO))],
     {"all": {"filter": {"exactly": {"affiliation": [KARASUNO, NEKOMA]}}}}, None, ["KN"],
     ["7-1-6", "7-1-6~x1"], ["7-1-6", "7-1-6~x1"]),
    ("distinct-three", "「別々の所属のカード3枚」: 烏野, 烏野&青葉城西, 烏野&音駒 are three",
     [("K", aff(KARASUNO)), ("KS", aff(KARASUNO, SEIJOH)), ("KN", aff(KARASUNO, NEKOMA))],
     {"choose": 3, "distinct": "affiliation"}, ["K", "KS", "KN"], ["K", "KS", "KN"],
     ["7-1-5", "7-1-5~x2", "7-1-5-1"], ["7-1-5", "7-1-5~x2", "7-1-5-1"]),
    ("distinct-one-card", "「異なるカード名のカード2枚」 with one card there: none added",
     [("A", {"name": "x"})],
     {"choose": 2, "distinct": "name"}, None, [],
     ["0-2-5-5", "0-2-5-5~x3"], ["0-2-5-5~x3"]),
    ("distinct-none", "「異なるカード名のカード2枚」 with one name: none added",
     [("A", {"name": "same"}), ("B", {"name": "same"})],
     {"choose": 2, "distinct": "name"}, None, [],
     ["7-1-5", "0-2-5-5", "0-2-5-5~x3"], ["0-2-5-5~x3"]),
]


def pick(fam, tp, key, title, drop, sel, answer, added, clauses, quotes):
    p = tp.lower()
    spec = {"who": "you", "zone": "drop"}
    if "filter" in sel:
        spec["filter"] = sel["filter"]
    if "all" in sel:
        spec.update(sel["all"])
        selector = {"all": spec}
    else:
        selector = {"choose": sel["choose"], "from": spec}
        if "distinct" in sel:
            selector["distinct"] = sel["distinct"]
    s, t, script = active_scene(tp, {"effect": [{"to_hand": selector}]})
    ids = {}
    for suffix, info in drop:
        info = dict(info)
        info.setdefault("name", "c-%s" % suffix.lower())
        ids[suffix] = s.put(tp, "drop", "%sX%s" % (tp, suffix), **info)
    if answer is not None:
        script.append({"choose": [ids[a] for a in answer], "for": "target"})
    setup = s.setup()
    moved = [ids[a] for a in added]
    events = [{"type": "use", "card": t, "skill": 0}] + \
        [{"type": "move", "card": c, "from": "%s:drop" % tp, "to": "%s:hand" % tp,
          "cause": "effect"} for c in moved]
    hand = moved
    state = {tp: {"hand": hand, "drop": [ids[x] for x, _ in drop if ids[x] not in moved]}}
    desc = " ".join([fam.quote(q) for q in quotes] + [
        "%s's toss character's skill adds to the hand the drop's cards it names; the drop "
        "holds %s: %s added." % (tp, ", ".join("%s (%s)" % (ids[x], describe(i))
                                               for x, i in drop),
                                 ", ".join(moved) if moved else "none")])
    fam.add("%s-%s" % (p, key), title, desc, clauses, ["card-info"], setup, script,
            {"events": events, "state": state})


def describe(info):
    parts = []
    for k in ("type", "affiliation", "grade", "position"):
        if k in info:
            parts.append("%s %s" % (k, "&".join(info[k]) if isinstance(info[k], list)
                                    else info[k]))
    if "name" in info:
        parts.append("name %s" % info["name"])
    return ", ".join(parts) or "no attribute"


# key, title, the court (area, id suffix, info), the condition, holds, clauses, quotes
CONDITIONS = [
    ("all-karasuno", "「自分のキャラすべてが烏野」 with a character of no affiliation",
     [("receive", "R", {}), ("toss", None, aff(KARASUNO))],
     {"all_characters": {"affiliation": KARASUNO}}, False, ["7-1-7"], ["7-1-7"]),
    ("all-karasuno-met", "「自分のキャラすべてが烏野」 when they all are",
     [("receive", "R", aff(KARASUNO, NEKOMA)), ("toss", None, aff(KARASUNO))],
     {"all_characters": {"affiliation": KARASUNO}}, True, ["7-1-7"], ["7-1-7"]),
    ("same-affiliation", "「所属が同じ場合」: 烏野&音駒 and 音駒",
     [("receive", "R", aff(KARASUNO, NEKOMA)), ("toss", None, aff(NEKOMA))],
     {"same": "affiliation", "cards": [{"character": "receive"}, "this"]}, True,
     ["7-8-1", "7-1-5", "7-1-5~x1"], ["7-8-1"]),
    ("same-none", "「所属が同じ場合」: a card with no affiliation is not compared",
     [("receive", "R", {}), ("toss", None, {})],
     {"same": "affiliation", "cards": [{"character": "receive"}, "this"]}, False,
     ["7-8-1"], ["7-8-1"]),
    ("different-affiliation", "「所属が異なる場合」: 烏野 and 音駒",
     [("receive", "R", aff(KARASUNO)), ("toss", None, aff(NEKOMA))],
     {"different": "affiliation", "cards": [{"character": "receive"}, "this"]}, True,
     ["7-8-2"], ["7-8-2"]),
    ("different-none", "「所属が異なる場合」: no affiliation is not compared",
     [("receive", "R", aff(KARASUNO)), ("toss", None, {})],
     {"different": "affiliation", "cards": [{"character": "receive"}, "this"]}, False,
     ["7-8-2"], ["7-8-2"]),
    ("in-drop", "「同じ所属のカードがドロップエリアにある場合」",
     [("toss", None, aff(KARASUNO)), ("drop", "X", aff(NEKOMA, KARASUNO))],
     {"in_zone": "affiliation", "as": "this", "zone": {"who": "you", "zone": "drop"}}, True,
     ["7-8-3", "7-8-3~x1"], ["7-8-3~x1"]),
    ("in-drop-none", "「同じ所属のカードがドロップエリアにある場合」: the card has none",
     [("toss", None, {}), ("drop", "X", {})],
     {"in_zone": "affiliation", "as": "this", "zone": {"who": "you", "zone": "drop"}}, False,
     ["7-8-3"], ["7-8-3"]),
    ("in-drop-second-value", "「同じ所属のカードがドロップエリアにある場合」: by the card's second affiliation",
     [("toss", None, aff(KARASUNO, NEKOMA)), ("drop", "X", aff(NEKOMA))],
     {"in_zone": "affiliation", "as": "this", "zone": {"who": "you", "zone": "drop"}}, True,
     ["7-8-3", "7-8-3~x1"], ["7-8-3~x1"]),
    ("not-in-drop", "「同じ所属のカードがドロップエリアにない場合」",
     [("toss", None, aff(KARASUNO)), ("drop", "X", aff(NEKOMA))],
     {"not_in_zone": "affiliation", "as": "this", "zone": {"who": "you", "zone": "drop"}},
     True, ["7-8-4", "7-8-4~x1"], ["7-8-4~x1"]),
    ("not-in-drop-found", "「同じ所属のカードがドロップエリアにない場合」: there is one",
     [("toss", None, aff(KARASUNO)), ("drop", "X", aff(KARASUNO))],
     {"not_in_zone": "affiliation", "as": "this", "zone": {"who": "you", "zone": "drop"}},
     False, ["7-8-4"], ["7-8-4"]),
    ("same-all-of", "「自分のトスフェイズ中、所属が同じ場合」: every part holds",
     [("receive", "R", aff(KARASUNO, NEKOMA)), ("toss", None, aff(NEKOMA))],
     {"all": [{"turn": "your"}, {"phase": "toss"},
              {"same": "affiliation", "cards": [{"character": "receive"}, "this"]}]}, True,
     ["7-8-1"], ["7-8-1"]),
    ("same-any-of", "「相手のターン中か、アタックフェイズ中か、所属が同じ場合」: no part holds",
     [("receive", "R", {}), ("toss", None, {})],
     {"any": [{"turn": "opponent"}, {"phase": "attack"},
              {"same": "affiliation", "cards": [{"character": "receive"}, "this"]}]}, False,
     ["7-8-1"], ["7-8-1"]),
    ("not-different", "「所属が異なる場合でない」: 烏野 and 音駒 differ",
     [("receive", "R", aff(KARASUNO)), ("toss", None, aff(NEKOMA))],
     {"not": {"different": "affiliation", "cards": [{"character": "receive"}, "this"]}}, False,
     ["7-8-2"], ["7-8-2"]),
    ("not-in-drop-none", "「同じ所属のカードがドロップエリアにない場合」: the card has none, the drop's has one",
     [("toss", None, {}), ("drop", "X", aff(NEKOMA))],
     {"not_in_zone": "affiliation", "as": "this", "zone": {"who": "you", "zone": "drop"}},
     True, ["7-8-4"], ["7-8-4"]),
    ("not-in-drop-none-lacking", "「同じ所属のカードがドロップエリアにない場合」: neither card has one",
     [("toss", None, {}), ("drop", "X", {})],
     {"not_in_zone": "affiliation", "as": "this", "zone": {"who": "you", "zone": "drop"}},
     False, ["7-8-4", "7-8-4~x1"], ["7-8-4~x1"]),
]

# the rows whose verdict is the reading's (the compared card lacks the item)
READING_ROWS = {"not-in-drop-none": "HB-SAME-INFO-ABSENT",
                "not-in-drop-none-lacking": "HB-SAME-INFO-ABSENT"}


def condition(fam, tp, key, title, court, cond, holds, clauses, quotes):
    """「…場合、カード1枚を引く」: the toss character's skill draws a card when the condition
    holds, else nothing (the skill is usable either way: its draw is conditional)."""
    eff = [{"if": cond, "then": [{"draw": 1}]},
           {"param": "toss", "add": 1, "target": "this"}]
    s, t, script = active_scene(tp, {"effect": eff})
    for area, suffix, info in court:
        if suffix is None:
            s.cards[t].update(info)
            continue
        info = dict(info)
        info.setdefault("name", "c-%s" % suffix.lower())
        if area == "drop":
            s.put(tp, "drop", "%s%s" % (tp, suffix), **info)
        else:
            s.put(tp, area, "%s%s" % (tp, suffix), **dict(info, receive=1))
            if "same" in cond or "different" in cond:
                s.first("%s%s" % (tp, suffix))      # a compared card first of the case's cards
    setup = s.setup()
    top = setup[tp]["deck"][0]
    expect = {"events": [{"type": "use", "card": t, "skill": 0}]}
    if holds:
        expect["events"].append({"type": "draw", "player": tp, "card": top})
    else:
        expect["absent"] = [{"type": "draw", "player": tp}]
    desc = " ".join([fam.quote(q) for q in quotes] + [
        "「…場合、カード1枚を引く」 on %s's toss character: the condition %s, %s." % (
            tp, "holds" if holds else "does not hold",
            "%s draws %s" % (tp, top) if holds else "no card is drawn")])
    tags = ["card-info"] + ([fam.reading(READING_ROWS[key])] if key in READING_ROWS else [])
    fam.add("%s-%s" % (tp.lower(), key), title, desc, clauses, tags, setup, script, expect)


def negative(fam, tp):
    """A parameter lowered by an effect below 0 is negative (2-7-3 … 2-11-3): −3 on each of the
    five parameters of 1 of the receive character."""
    eff = [{"param": q, "add": -3, "target": {"character": "receive"}}
           for q in ("serve", "block", "receive", "toss", "attack")]
    s, t, script = active_scene(tp, {"effect": eff})
    r = s.put(tp, "receive", "%sR" % tp, name="r", serve=1, block=1, receive=1, toss=1,
              attack=1)
    setup = s.setup()
    state = {tp: {"receive": [{"card": r, "points": {q: -2 for q in
                                                     ("serve", "block", "receive", "toss",
                                                      "attack")}}]}}
    desc = " ".join([fam.quote("2-7-3"), "%s's receive character %s, every parameter 1, gets "
                     "−3 on each: all five are −2." % (tp, r)])
    fam.add("%s-negative-parameters" % tp.lower(), "Parameters lowered below 0 are negative",
            desc, ["2-7-2", "2-7-3", "2-8-2", "2-8-3", "2-9-2", "2-9-3", "2-10-2", "2-10-3",
                   "2-11-2", "2-11-3"], ["card-info"], setup, script, {"state": state})


def dash(fam, tp):
    """「-」 is no number: a +2 leaves it 「-」 (1-3-2-1-2); 「ブロックポイントが0以下」 does not
    take it (1-3-2-1-1)."""
    eff = [{"param": "block", "add": 2, "target": {"character": "receive"}},
           {"to_hand": {"all": {"who": "you", "zone": "drop",
                                "filter": {"param": "block", "max": 0}}}}]
    s, t, script = active_scene(tp, {"effect": eff})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, block="-")
    z = s.put(tp, "drop", "%sZ" % tp, name="z", block=0)
    d = s.put(tp, "drop", "%sN" % tp, name="n", block="-")
    setup = s.setup()
    state = {tp: {"receive": [{"card": r, "points": {"block": "-"}}], "hand": [z],
                  "drop": [d]}}
    desc = " ".join([fam.quote("1-3-2-1-1"), fam.quote("1-3-2-1-2"),
                     "+2 to the block point 「-」 of %s leaves 「-」; of the drop's %s (block 0) "
                     "and %s (block 「-」) only %s has a block point of 0 or less." % (
                         r, z, d, z)])
    fam.add("%s-dash-is-no-number" % tp.lower(), "「-」 is not 0 and takes no +N", desc,
            ["1-3-2-1-1", "1-3-2-1-2"], ["card-info"], setup, script,
            {"state": state, "events": [{"type": "move", "card": z, "to": "%s:hand" % tp}]})


def original(fam, tp):
    """「元々のトスポイントが2以下」 reads the printed value (7-1-2): the receive character with a
    printed toss point of 2, raised to 5, still matches; one printed 3, lowered to 0, does not."""
    eff = [{"param": "toss", "add": 3, "target": {"character": "receive"}},
           {"to_hand": {"all": {"who": "any", "zone": "court",
                                "filter": {"param": "toss", "max": 2, "original": True,
                                           "not_this": True}}}}]
    s, t, script = active_scene(tp, {"effect": eff})
    opp = "P2" if tp == "P1" else "P1"
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, toss=2)
    o = s.put(opp, "attack", "%sA" % opp, name="a", toss=3)
    s.effect(opp, param="toss", add=-3, target=o, until="set")
    setup = s.setup()
    desc = " ".join([fam.quote("7-1-2"), "%s (printed toss 2, now 5) goes to the hand; %s "
                     "(printed 3, now 0) stays." % (r, o)])
    fam.add("%s-original-value" % tp.lower(), "「元々の」 reads the printed value", desc,
            ["7-1-2"], ["card-info"], setup, script,
            {"events": [{"type": "move", "card": r, "from": "%s:receive" % tp,
                         "to": "%s:hand" % tp}],
             "absent": [{"type": "move", "card": o}]})


def meaningless(fam, tp):
    """Rarity, illustrator and copyright mean nothing to the game (2-16-2, 2-17-2, 2-18-2): two
    cards that differ only in them are the same for a 「同じカード名」 choice and appear alike."""
    s, t, script = active_scene(tp, {"effect": [{"to_hand": {"choose": 1, "from": {
        "who": "you", "zone": "drop", "filter": {"name": "c"}}}}]},
                                rarity="SR", illustrator="A", copyright="©X")
    a = s.put(tp, "drop", "%sXA" % tp, name="c", rarity="R", illustrator="B",
              copyright="©Y", number="HV-P01")
    b = s.put(tp, "drop", "%sXB" % tp, name="c", rarity="SP", illustrator="C",
              copyright="©Z", number="HV-P02")
    script.append({"choose": [b], "for": "target"})
    setup = s.setup()
    desc = " ".join([fam.quote("2-16-2"), "%s and %s differ only in rarity, illustrator, "
                     "copyright and number: both are candidates; %s is chosen." % (a, b, b)])
    fam.add("%s-meaningless-fields" % tp.lower(), "Rarity, illustrator, copyright: no meaning",
            desc, ["2-16-2", "2-17-2", "2-18-2"], ["card-info"], setup, script,
            {"events": [{"type": "move", "card": b, "to": "%s:hand" % tp}],
             "state": {tp: {"drop": [a]}}})
