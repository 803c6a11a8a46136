"""Family `costs`: paying a 使用代償 (0700–0714). The hand cards a declaration discards give their
EX in points of their attributes (LY-HAND-PAYMENT; 無属性 points pay [無] only, 0212/無属性~r2,
~r3), checked here by trying every assignment of the points to the icons (the model checks
Hall's condition: two ways to the same answer); a surplus is lost (0710/支払いの判定~n1); a
payment short fails the declaration with the cards paid staying in the trash (0603/宣言の失敗).
The icons [T] (0711: the ability's character, untapped, without 登場ターン制限), [0] (0712), [C]
(0713: charges, LY-CHARGE-SHORT) and the other costs of 0714; a cost-type effect's information
(0700#C, 0710/情報による支払い, 0904); 1100:アシスト; an ability without a cost (0224/使用代償)."""

import itertools

from . import Family
from ..model.cards import ATTRS
from .scene import Scene

Q_POINT = "[無]コスト1点(どのようなコストでもよい)"
Q_JUDGE = "使用代償が要求するコストの量と属性を満たす場合、コストの支払いは満たされます。"
Q_SURPLUS = "支払われたコストは余剰しても、他の処理に使い回せません。"
PAY_CLAUSES = ["0700", "0700:使用代償の支払いの宣言(コスト宣言)/タイミング",
               "0700:使用代償の支払いの宣言(コスト宣言)/使用者",
               "0700:使用代償の支払いの宣言(コスト宣言)/進行",
               "0700:使用代償の支払いの宣言(コスト宣言)/進行#1",
               "0700:使用代償の支払いの宣言(コスト宣言)/進行#2",
               "0700:使用代償の支払いの宣言(コスト宣言)/進行#3",
               "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します",
               "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します#A",
               "0700:使用代償の支払いの宣言(コスト宣言)/自分が望むなら1に進みます",
               "0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします",
               "0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします~n1",
               "0710/要求", "0710/支払いの処理", "0710/支払いの処理/手札による支払い", "0710/支払いの判定",
               "0710/支払いの判定~n1", "0603/使用代償の支払いの宣言", "0603/使用代償の支払いの宣言~n1",
               "0700:使用代償の支払いの宣言(コスト宣言)/自分が望むなら1に進みます~n1"]


def assignable(icons, cards):
    """Whether every icon gets a point: cards are (attributes, ex); try every assignment."""
    points = []
    for attrs, ex in cards:
        points += [frozenset(attrs)] * max(ex, 0)
    if len(points) < len(icons):
        return False
    for chosen in itertools.permutations(range(len(points)), len(icons)):
        if all(icon == "any" or icon in points[k] for icon, k in zip(icons, chosen)):
            return True
    return False


def generate(ctx):
    fam = Family(ctx, __name__)
    points(fam)
    icons(fam)
    others(fam)
    cost_effects(fam)
    assist(fam)
    return fam.cases


def points(fam):
    rng = fam.rng("points")
    for i in range(40):
        cost = [rng.choice(ATTRS[:3] + ("any",)) for _ in range(rng.randint(1, 3))]
        hand = []
        for k in range(rng.randint(1, 3)):
            attrs = rng.sample(ATTRS[:3], rng.choice([0, 1, 1, 2]))
            hand.append(("H%d" % (k + 1), attrs, rng.choice([0, 1, 1, 1, 2])))
        ok = assignable(cost, [(a, ex) for _, a, ex in hand])
        s = Scene()
        tp = s.tp
        s.put(tp, "hand", "C", cost=cost)
        for cid, attrs, ex in hand:
            s.put(tp, "hand", cid, attributes=attrs, ex=ex)
        pay = [h[0] for h in hand]
        script = [{"do": "play", "card": "C", "field": "AF-left", "pay": pay}]
        expect = {"state": {tp: {"trash": pay, "AF-left": [{"card": "C"}] if ok else [],
                                 "hand": [] if ok else ["C"]}}}
        if ok:
            script.append({"do": "pass", "by": s.ntp})
        else:
            expect["rejections"] = [{"step": 0, "rule": "0710/支払いの判定"}]
        clauses = list(PAY_CLAUSES)
        if "any" in cost:
            clauses.append("0212/無属性~r2")
        if any(not a for _, a, _ in hand):
            clauses.append("0212/無属性")
        if not ok:
            clauses.append("0603/宣言の失敗")
        total = sum(max(ex, 0) for _, _, ex in hand)
        if ok and total > len(cost):
            clauses.append("0710/支払いの判定~n1")
        desc = " ".join([fam.quote("0710/要求", Q_POINT), fam.quote("0710/支払いの判定", Q_JUDGE),
                         fam.quote("0710/支払いの判定~n1", Q_SURPLUS),
                         "Cost %s; paid with %s (EX points of their attributes): %s." % (
                             cost, ", ".join("%s %s×%d" % (c, "/".join(a) or "無属性", ex)
                                             for c, a, ex in hand),
                             "met" if ok else "not met: the declaration fails, the cards stay paid")])
        fam.add("points-%02d" % i, "Cost %s paid with %d cards" % ("".join(cost), len(hand)), desc,
                clauses, ["cost", fam.reading("LY-HAND-PAYMENT")] +
                ([] if ok else [fam.reading("LY-FAILED-DECLARATION")]), s.setup(), script, expect)


def ability_scene(cost, tapped=False, fresh=False, charges=0):
    s = Scene()
    tp = s.tp
    ability = {"kind": "declare", "effect": [{"marker": "done"}]}
    if cost is not None:
        ability["cost"] = cost
    s.char(tp, "AF-left", "A", abilities=[ability])
    if tapped:
        s.tapped.append("A")
    if fresh:
        s.fresh.append("A")
    if charges:
        s.below("A", *["X%d" % (i + 1) for i in range(charges)], charge=True)
    return s


def icons(fam):
    for name, cost, kw, ok, rule, clauses, quote in [
        ("t", ["T"], {}, True, None, ["0711/要求", "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します#B", "0711/対象", "0711/支払いの処理", "0711/支払いの処理#1", "0711/支払いの判定"],
         ("0711/支払いの処理#1", "[T]の対象として指定された、未行動状態のキャラ1体を行動済み状態にします。")),
        ("t-tapped", ["T"], {"tapped": True}, False, "0711/支払いの判定",
         ["0711/対象", "0711/支払いの処理/失敗の要因例", "0711/支払いの判定", "0603/宣言の失敗"],
         ("0711/支払いの処理/失敗の要因例", "指定されたキャラが未行動状態ではない。")),
        ("t-fresh", ["T"], {"fresh": True}, False, "0711/支払いの判定",
         ["0810/解決/登場ターン制限", "0711/支払いの判定"],
         ("0810/解決/登場ターン制限", "[T]の支払い")),
        ("zero", ["0"], {}, True, None, ["0712/要求", "0712/対象", "0712/支払いの処理", "0712/支払いの判定", "0712~n1"],
         ("0712/支払いの判定", "[0]の支払いは満たされます。")),
        ("none", None, {}, True, None, ["0224/使用代償"],
         ("0224/使用代償", "使用代償の記載が無い場合、その使用代償は使用代償の情報を持ちません。")),
        ("charge-2", [{"charge": 2}], {"charges": 3}, True, None,
         ["0713/要求", "0713/対象", "0713/支払いの処理", "0713/支払いの判定", "1100:チャージ/効果~n1"],
         ("0713/支払いの処理", "対象として指定されたキャラの下に「チャージ」として置かれたカード(以下:チャージ)を表記された枚数、破棄します。")),
        ("charge-short", [{"charge": 2}], {"charges": 1}, False, "0713/支払いの判定",
         ["0713/支払いの判定", "0713/支払いの処理"],
         ("0713/支払いの判定", "表記された枚数の「チャージ」を破棄できなかった場合、[C]の支払いは失敗です。")),
    ]:
        s = ability_scene(cost, **kw)
        tp = s.tp
        script = [{"do": "ability", "card": "A", "ability": 0}]
        expect = {}
        if ok:
            script.append({"do": "pass", "by": s.ntp})
            expect["events"] = [{"type": "declare", "player": tp, "action": "ability", "card": "A"},
                                {"type": "marker", "name": "done"}]
        else:
            expect["rejections"] = [{"step": 0, "rule": rule}]
        a = {"card": "A"}
        if name == "t":
            a["tapped"] = True
        if name.startswith("charge"):
            left = kw["charges"] - 2 if ok else kw["charges"]
            a["charges"] = ["X%d" % (i + 1) for i in range(kw["charges"] - left, kw["charges"])]
            expect["state"] = {tp: {"trash": ["X1", "X2"] if ok else [], "AF-left": [a]}}
        else:
            expect["state"] = {tp: {"AF-left": [a]}}
        readings = ["LY-CHARGE-SHORT"] if name == "charge-short" else []
        fam.add("icon-%s" % name, "A special ability costing %s" % (cost or "nothing"),
                "%s %s" % (fam.quote(*quote), "paid" if ok else "not paid: the declaration fails"),
                clauses + ["0811/要求する使用代償"], ["cost"] + [fam.reading(r) for r in readings],
                s.setup(), script, expect)


def others(fam):
    """0714: discard a card meeting a condition, tap a character meeting one, discard the hand."""
    cases = [
        ("discard", [{"discard": {"who": "you", "zone": "field", "card_type": "girl"}}], ["G"], True,
         "0714/カードを破棄する", ("0714/カードを破棄する/処理", "対象のカードを破棄します。")),
        ("discard-wrong", [{"discard": {"who": "you", "zone": "field", "card_type": "girl"}}], ["B"], False,
         "0714/カードを破棄する/判定", ("0714/カードを破棄する/処理~r1", "その条件を満たしていなければ処理は行われず失敗です。")),
        ("tap", [{"tap": {"who": "you", "row": "DF"}}], ["G"], True, "0714/キャラを行動済み状態にする",
         ("0714/キャラを行動済み状態にする/処理", "対象のキャラクターカードを行動済み状態にします。")),
        ("tap-tapped", [{"tap": {"who": "you", "row": "DF"}}], ["T"], False, "0714/キャラを行動済み状態にする/判定",
         ("0714/キャラを行動済み状態にする/対象", "行動済み状態の予約の情報を持たない未行動状態のキャラクターカード。")),
        ("tap-twice", [{"tap": {"who": "you", "row": "DF"}}, {"tap": {"who": "you", "row": "DF"}}], ["G", "G"], False,
         "0714/キャラを行動済み状態にする/判定",
         ("0714/キャラを行動済み状態にする/対象", "行動済み状態の予約の情報を持たない未行動状態のキャラクターカード。")),
        ("hand", [{"discard_hand": 2}], ["H1", "H2"], True, "0714/自分の手札を破棄する",
         ("0714/自分の手札を破棄する/処理", "対象の手札を破棄します。")),
        ("hand-short", [{"discard_hand": 2}], ["H1"], False, "0714/自分の手札を破棄する/判定",
         ("0714/自分の手札を破棄する/判定", "対象の手札を破棄できた場合、成功です。")),
    ]
    for name, cost, targets, ok, clause, quote in cases:
        s = Scene()
        tp = s.tp
        s.char(tp, "AF-left", "A", abilities=[{"kind": "declare", "cost": cost,
                                               "effect": [{"marker": "done"}]}])
        s.char(tp, "DF-left", "G", types=["girl"])
        s.char(tp, "DF-right", "B")
        s.char(tp, "DF-center", "T")
        s.tapped.append("T")
        s.put(tp, "hand", "H1")
        s.put(tp, "hand", "H2")
        script = [{"do": "ability", "card": "A", "ability": 0, "cost_targets": targets}]
        expect = {}
        if ok:
            script.append({"do": "pass", "by": s.ntp})
            expect["events"] = [{"type": "marker", "name": "done"}]
        else:
            expect["rejections"] = [{"step": 0, "rule": clause}]
        if name == "discard":
            expect["state"] = {tp: {"trash": ["G"], "DF-left": []}}
        if name == "tap":
            expect["state"] = {tp: {"DF-left": [{"card": "G", "tapped": True}]}}
        if name == "tap-twice":
            expect["state"] = {tp: {"DF-left": [{"card": "G", "tapped": True}]}}
        if name == "hand":
            expect["state"] = {tp: {"trash": ["H1", "H2"], "hand": []}}
        cl = ["0714", "0714/カードを破棄する" if "discard" in name else
              "0714/キャラを行動済み状態にする" if "tap" in name else "0714/自分の手札を破棄する",
              quote[0]]
        if name.startswith("discard"):
            cl += ["0714/カードを破棄する/対象", "0714/カードを破棄する/判定"]
        if name.startswith("tap"):
            cl += ["0714/キャラを行動済み状態にする/処理", "0714/キャラを行動済み状態にする/判定",
                   "0714/キャラを行動済み状態にする/処理~r1"]
        if name.startswith("hand"):
            cl += ["0714/自分の手札を破棄する/対象", "0714/自分の手札を破棄する/判定"]
        fam.add("other-%s" % name, "その他の使用代償: %s" % name,
                "%s %s" % (fam.quote(*quote), "paid" if ok else "not paid: the declaration fails"),
                sorted(set(cl)), ["cost"], s.setup(), script, expect)


def cost_effects(fam):
    """0700#C: a cost-type effect declared in the payment gives its cost information."""
    for name, produce, cost, ok, twice in [("flower", ["flower"], ["flower"], True, False),
                                            ("any", ["any"], ["moon"], True, False),
                                            ("short", ["flower"], ["flower", "flower"], False, False),
                                            ("once", ["flower"], ["flower"], True, True)]:
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "K", abilities=[{"kind": "cost", "cost": ["0"], "produce": produce}])
        s.put(tp, "hand", "C", cost=cost)
        s.put(tp, "hand", "C2", cost=cost, name="C2")
        use = [{"card": "K", "ability": 0}]
        script = [{"do": "play", "card": "C", "field": "AF-left", "use": use}]
        expect = {"state": {tp: {"AF-left": [{"card": "C"}] if ok else []}}}
        if ok:
            script.append({"do": "pass", "by": s.ntp})
        else:
            expect["rejections"] = [{"step": 0, "rule": "0710/支払いの判定"}]
        if twice:
            script.append({"do": "play", "card": "C2", "field": "AF-right", "use": use})
            expect["rejections"] = [{"step": 2, "rule": "0904/宣言回数の上限"}]
        clauses = ["0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します#C",
                   "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します/コスト型効果",
                   "0904/コスト型効果の発生", "0904/コスト型効果の発生~r1", "0904/使用者",
                   "0904/誘発処理の解決", "0710/支払いの処理/情報による支払い"]
        if twice:
            clauses.append("0904/宣言回数の上限")
        desc = " ".join([fam.quote("0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します/コスト型効果",
                                   "その宣言は、この時点で処理され、処理の結果与えられるコストの情報を要素として指定します。"),
                         fam.quote("0904/宣言回数の上限", "コスト型効果は1ターンに1回まで宣言することができます。"),
                         "K's cost-type effect gives %s; the cost %s is %s%s." % (
                             produce, cost, "met" if ok else "not met",
                             "; the second use this turn is refused" if twice else "")])
        fam.add("cost-effect-%s" % name, "A cost-type effect pays: %s" % name, desc, clauses,
                ["cost", fam.reading("LY-COST-STEPS")], s.setup(), script, expect)
    # an item's cost-type effect is its character's (0240/効果の付与): in the hand, nobody's
    s = Scene()
    tp = s.tp
    s.put(tp, "hand", "I", type="item", abilities=[{"kind": "cost", "produce": ["flower"]}])
    s.put(tp, "hand", "C", cost=["flower"])
    fam.add("cost-effect-item-in-hand", "A cost-type effect of an item in the hand pays nothing",
            " ".join([fam.quote("0240/効果の付与"),
                      "I is in the hand, on no character: its cost-type effect is no one's, and C's [花] is not paid."]),
            ["0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします"],
            ["cost", fam.reading("LY-COST-STEPS")], s.setup(),
            [{"do": "play", "card": "C", "field": "AF-left", "use": [{"card": "I", "ability": 0}]}],
            {"rejections": [{"step": 0, "rule": "0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします"}],
             "state": {tp: {"hand": ["I", "C"]}}})


def assist(fam):
    """1100:アシスト: a discarded character of the main element's タイプ pays any attribute."""
    for name, types, use_card, ok in [("same-type", ["cat"], True, True),
                                      ("other-type", ["dog"], True, False),
                                      ("ability", ["cat"], False, False)]:
        s = Scene()
        tp = s.tp
        s.put(tp, "hand", "S", attributes=["moon"], types=types, basics=[{"name": "assist"}])
        if use_card:
            s.put(tp, "hand", "C", cost=["sun"], types=["cat"])
            script = [{"do": "play", "card": "C", "field": "AF-left", "pay": ["S"]}]
        else:
            s.char(tp, "AF-left", "C", types=["cat"], abilities=[{"kind": "declare", "cost": ["sun"],
                                                                  "effect": [{"marker": "m"}]}])
            script = [{"do": "ability", "card": "C", "ability": 0, "pay": ["S"]}]
        expect = {}
        if ok:
            script.append({"do": "pass", "by": s.ntp})
            expect["state"] = {tp: {"AF-left": [{"card": "C"}]}}
        else:
            expect["rejections"] = [{"step": 0, "rule": "0710/支払いの判定"}]
        clauses = ["1100:アシスト/効果", "1100:アシスト/効果型"] if ok else \
            (["1100:アシスト/効果~n1"] if not use_card else ["0710/支払いの判定"])
        desc = " ".join([fam.quote("1100:アシスト/効果", "このカードを破棄することで支払われるコストを[雪][月][花][宙][日]属性に変更する。"),
                         fam.quote("1100:アシスト/効果~n1", "カードの使用にのみ有効です。"),
                         "S (月, アシスト, タイプ %s) paid for a [日] cost of %s: %s." % (
                             types, "a card of タイプ cat" if use_card else "an ability",
                             "met" if ok else "not met")])
        fam.add("assist-%s" % name, "アシスト: %s" % name, desc, clauses,
                ["cost", "basic", fam.reading("LY-ASSIST-TYPE")], s.setup(), script, expect)
