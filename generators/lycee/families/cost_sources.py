"""Family `cost-sources`: where the card of a cost-type effect must be for its player to use it in
a payment (0700#C, 0904/使用者): a character on its player's field, an item on its player's
character (0240/効果の付与: the character's), an area on its player's field (0250/エリアカードの
効果); the same effect on a card in the hand, the trash, under a character (下, 0430) or charged,
or on the opponent's field is no one's to use: the payment is short and the declaration fails
(LY-COST-STEPS). A cost 「…1枚を破棄する」 twice takes two different cards (0714/カードを破棄する/対象:
a card reserved for a discard is no target of another), each fitting, each named. An item equipped on a character gives its effects to the character's
player (0240/効果の付与), whoever owns the item. The rest of each expectation is the model's whole final state and events
(Family.whole_state)."""

from . import Family
from .scene import Scene

COMPARE = "0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします"
PLACES = [("own-character", True), ("own-item", True), ("own-area", True), ("hand", False),
          ("trash", False), ("under", False), ("charge", False), ("opponent-character", False),
          ("opponent-item", False), ("opponent-area", False)]


def generate(ctx):
    fam = Family(ctx, __name__)
    for place, ok in PLACES:
        one(fam, place, ok)
    discard_targets(fam)
    lent_item(fam)
    trump(fam)
    return fam.cases


def one(fam, place, ok):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    ability = [{"kind": "cost", "produce": ["flower"]}]
    owner = ntp if place.startswith("opponent") else tp
    kind = place.split("-")[-1]
    if kind == "character":
        s.char(owner, "DF-left", "K", abilities=ability)
    elif kind == "item":
        s.char(owner, "DF-left", "H")
        s.item(owner, "DF-left", "K", abilities=ability)
    elif kind == "area":
        s.area(owner, "DF-right", "K", abilities=ability)
    elif place in ("hand", "trash"):
        s.put(tp, place, "K", abilities=ability)
    else:
        s.char(tp, "DF-left", "H")
        s.below("H", "K", charge=place == "charge", abilities=ability)
    s.put(tp, "hand", "C", cost=["flower"])
    script = [{"do": "play", "card": "C", "field": "AF-left", "use": [{"card": "K", "ability": 0}]}]
    expect = {"state": {tp: {"AF-left": [{"card": "C"}] if ok else []}}}
    if ok:
        script.append({"do": "pass", "by": ntp})
    else:
        expect["rejections"] = [{"step": 0, "rule": COMPARE}]
        expect["state"][tp]["hand"] = ["K", "C"] if place == "hand" else ["C"]
    clauses = ["0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します#C",
               "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します/コスト型効果"]
    clauses += ["0904/コスト型効果の発生", "0904/使用者", "0710/支払いの処理/情報による支払い"] if ok else [COMPARE]
    if kind == "item" and owner == tp:
        clauses.append("0240/効果の付与")
    where = {"own-character": "a character on its field", "own-item": "an item its character carries",
             "own-area": "an area on its field", "hand": "in its hand", "trash": "in its trash",
             "under": "under its character (下)", "charge": "a charge of its character",
             "opponent-character": "a character on the opponent's field",
             "opponent-item": "an item of the opponent's character",
             "opponent-area": "an area on the opponent's field"}[place]
    fam.add("cost-effect-%s" % place, "A cost-type effect on %s" % where,
            " ".join([fam.quote("0904/使用者"),
                      "K gives [花] by its cost-type effect and is %s: %s." % (
                          where, "C's [花] is paid, C enters" if ok else "no one of %s uses it, C's [花] is not paid" % tp)]),
            clauses, ["cost", fam.reading("LY-COST-STEPS")], s.setup(), script, expect)


def discard_targets(fam):
    """Two discard costs of a card of the trash (the ability's 「ゴミ箱のカード1枚を破棄する」 ×2):
    two different cards, one card twice, one card only, none."""
    part = {"discard": {"who": "you", "zone": "trash"}}
    for name, targets, ok in (("two", ["T1", "T2"], True), ("same-twice", ["T1", "T1"], False),
                              ("one-only", ["T1"], False), ("none", [], False)):
        s = Scene()
        tp = s.tp
        s.char(tp, "AF-left", "A", abilities=[{"kind": "declare", "cost": [part, part], "effect": [{"marker": "done"}]}])
        s.put(tp, "trash", "T1")
        s.put(tp, "trash", "T2")
        script = [{"do": "ability", "card": "A", "ability": 0, "cost_targets": targets}]
        expect = {}
        if ok:
            script.append({"do": "pass", "by": s.ntp})
            expect["events"] = [{"type": "marker", "name": "done"}]
        else:
            expect["rejections"] = [{"step": 0, "rule": "0714/カードを破棄する/判定"}]
        fam.add("discard-cost-%s" % name, "Two costs discarding a trash card: %s" % (targets or "none named"),
                " ".join([fam.quote("0714/カードを破棄する/対象"),
                          "Each part discards a card of the trash; named %s: %s." % (
                              targets or "nothing", "both paid" if ok else "a part has no target, the payment fails")]),
                ["0714", "0714/カードを破棄する", "0714/カードを破棄する/対象", "0714/カードを破棄する/判定"],
                ["cost"], s.setup(), script, expect)


def lent_item(fam):
    """An item owned by the opponent on the turn player's character H: its continuous effect's
    「味方」 and its cost-type effect are H's player's; H the setup's first card or not."""
    for first in (True, False):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "DF-left", "H")
        s.item(tp, "DF-left", "I", owner=ntp, abilities=[
            {"kind": "continuous", "continuous": [{"mod": {"ap": 1}, "target": {"all": {"who": "you"}}}]},
            {"kind": "cost", "produce": ["flower"]}])
        s.char(tp, "AF-left", "K")
        s.char(ntp, "AF-left", "N")
        s.put(tp, "hand", "C", cost=["flower"])
        if first:
            s.lead("H")
        script = [{"do": "play", "card": "C", "field": "AF-right", "use": [{"card": "I", "ability": 1}]},
                  {"do": "pass", "by": ntp}]
        fam.add("lent-item%s" % ("-first" if first else ""), "An item owned by the opponent, on %s's character%s" % (
                    tp, " (the setup's first card)" if first else ""),
                " ".join([fam.quote("0240/効果の付与"),
                          "I is %s's, equipped on %s's H: its AP +1 to 「味方」 reaches %s's characters (H, K, C), "
                          "not N; its cost-type effect pays C's [花] for %s." % (ntp, tp, tp, tp)]),
                ["0240/効果の付与", "0904/使用者"], ["cost", "item", fam.reading("LY-COST-STEPS")], s.setup(), script,
                {"state": {tp: {"DF-left": [{"card": "H", "ap": 2}, {"card": "I", "item": True}],
                                "AF-left": [{"card": "K", "ap": 2}], "AF-right": [{"card": "C", "ap": 2}]},
                           ntp: {"AF-left": [{"card": "N", "ap": 1}]}}})


def trump(fam):
    """A cost-type effect that is a [切札] (1201): usable once in the game; the player's [切札]
    already processed, it pays nothing (0904/宣言回数の上限: its use is refused)."""
    for used in (False, True):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "DF-left", "K", abilities=[{"kind": "cost", "trump": True, "produce": ["flower"]}])
        s.put(tp, "hand", "C", cost=["flower"])
        if used:
            s.trump.append(tp)
        script = [{"do": "play", "card": "C", "field": "AF-left", "use": [{"card": "K", "ability": 0}]}]
        expect = {"state": {tp: {"AF-left": [] if used else [{"card": "C"}], "hand": ["C"] if used else []}}}
        if used:
            expect["rejections"] = [{"step": 0, "rule": "0904/宣言回数の上限"}]
        else:
            script.append({"do": "pass", "by": ntp})
        fam.add("trump-cost-effect%s" % ("-used" if used else ""), "A [切札] cost-type effect%s" % (
                    ", the player's [切札] already processed" if used else ""),
                " ".join([fam.quote("1201"), "K's cost-type effect is a [切札]; %s." % (
                    "the player processed one earlier: it is refused, C's [花] is not paid" if used else
                    "none processed yet: it pays C's [花]")]),
                ["1201"] if used else ["0904/コスト型効果の発生"],
                ["cost", "limits", fam.reading("LY-COST-STEPS")], s.setup(), script, expect)
