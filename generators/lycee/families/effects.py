"""Family `effects`: what effects read and how their results combine (0212, 0221, 0222, 0225,
0240, 0250, 0604, 0700, 0817, 0818, 0902, 0903): attributes and 無属性 as filters and as
information gained and lost; the same キャラ名 and サブネーム; the bounds of values and the
division by 0 (LY-CLAMP, LY-DIVIDE); teams; the cost-type effect an item gives; an area's own
effects; continuous effects (their user, their one application, their disabling and return,
the abilities they give); triggered effects (their user, once a turn, a failed process meets
no timing); the checks a resolution makes again (0604, 0817/対象~n1)."""

from . import Family
from .battle import battle_script
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    attributes(fam)
    continuous_attributes(fam)
    names(fam)
    move_adjacent_off_field(fam)
    name_widths(fam)
    bounds(fam)
    teams(fam)
    item_cost(fam)
    areas(fam)
    continuous(fam)
    triggered(fam)
    timings(fam)
    rechecks(fam)
    return fam.cases


def declared(s, card="U"):
    return [{"do": "ability", "card": card, "ability": 0}, {"do": "pass", "by": s.ntp}]


def attributes(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", attributes=["sun"], abilities=[{"kind": "declare", "effect": [
        {"mod": {"ap": 1}, "target": {"all": {"who": "any", "attribute": "flower"}}},
        {"mod": {"dp": 1}, "target": {"all": {"who": "any", "no_attribute": True}}}]}])
    s.char(tp, "AF-left", "F1", attributes=["flower"])
    s.char(tp, "AF-center", "F2", attributes=["flower", "moon"])
    s.char(ntp, "AF-left", "N1", attributes=[])
    s.char(ntp, "AF-right", "M1", attributes=["moon"])
    fam.add("attribute-filters", "A [花] filter and a 無属性 filter",
            " ".join([fam.quote("0212/無属性~r3", "無属性のカード1枚は、無属性のカードに該当し、その他の属性のカードに該当しません。"),
                      fam.quote("0212/無属性~n1", "無属性のキャラのみを指し、属性を持つキャラは「無属性のキャラ」とは見なされません。"),
                      "F1 and F2 have [花]: AP +1; N1 alone is 無属性: DP +1; M1 and U neither."]),
            ["0212", "0212/無属性~r1", "0212/無属性~r3", "0212/無属性~n1"], ["effects", "attribute"], s.setup(), declared(s),
            {"state": {tp: {"AF-left": [{"card": "F1", "ap": 2, "dp": 1}], "AF-center": [{"card": "F2", "ap": 2, "dp": 1}],
                            "DF-left": [{"card": "U", "ap": 1, "dp": 1}]},
                       ntp: {"AF-left": [{"card": "N1", "ap": 1, "dp": 2}], "AF-right": [{"card": "M1", "ap": 1, "dp": 1}]}}})
    s = Scene()
    tp = s.tp
    k = {"all": {"name": "K"}}
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"attribute": "flower", "target": k}, {"attribute": "flower", "target": k},
        {"attribute": "flower", "target": k, "lose": True},
        {"mod": {"ap": 1}, "target": {"all": {"no_attribute": True}}}]}])
    s.char(tp, "AF-left", "K", attributes=["flower"])
    s.char(tp, "AF-right", "L", attributes=[])
    s.char(tp, "DF-right", "J", attributes=["flower"])
    s.effects.append({"master": tp, "card": "U", "attribute": "moon", "target": {"all": {"name": "J"}}})
    s.effects.append({"master": tp, "card": "U", "mod": {"dp": 3}, "target": {"all": {"name": "L"}}})
    fam.add("attribute-gain-lose", "[花] given twice to a [花] character, then lost",
            " ".join([fam.quote("0212~r1", "過去の履歴にかかわらず無属性になります。"),
                      "K is [花], given [花] twice (still one [花]), then loses it: 無属性, and the last "
                      "instruction raises its AP with L's (無属性 all along); J, given [月] before, is not 無属性."]),
            ["0212~r1", "0212/無属性~r3"], ["effects", "attribute"], s.setup(), declared(s),
            {"state": {tp: {"AF-left": [{"card": "K", "ap": 2}], "AF-right": [{"card": "L", "ap": 2, "dp": 4}],
                            "DF-right": [{"card": "J", "ap": 1}]}}})
    # an attribute given for the turn only
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"attribute": "snow", "target": {"all": {"name": "K"}}, "until": "turn"}]}])
    s.char(tp, "AF-left", "K", attributes=[])
    s.char(ntp, "DF-left", "N", abilities=[{"kind": "declare", "effect": [
        {"mod": {"ap": 1}, "target": {"all": {"no_attribute": True, "who": "opponent"}}}]}])
    script = declared(s) + [{"do": "pass"}, {"do": "pass", "by": ntp}, {"do": "ability", "card": "N", "ability": 0},
                            {"do": "pass", "by": tp}]
    fam.add("attribute-for-a-turn", "An attribute given until the turn's end",
            " ".join([fam.quote("0510/能力値修正の消失", "TPとNTPの場の全てのキャラクターカードの能力値修正・効果によって得た基本能力・能力を失います。"),
                      "K is [雪] for turn 3 only: in turn 4, 無属性 again, N's effect raises its AP."]),
            ["0212/無属性~r3", "0510/能力値修正の消失"], ["effects", "attribute"], s.setup(), script,
            {"state": {tp: {"AF-left": [{"card": "K", "ap": 2}]}}})


def names(fam):
    for first in (False, True):
        same_names(fam, first)


def same_names(fam, first):
    """U's 同キャラ名 and 同サブネーム; U the setup's first card (an engine's card 0) or not."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    if first:
        s.lead("U")
    s.char(tp, "DF-left", "U", name="アリス!", subname="A", abilities=[{"kind": "declare", "effect": [
        {"mod": {"ap": 1}, "target": {"all": {"who": "any", "same_char_name": True, "other": True}}},
        {"mod": {"dp": 1}, "target": {"all": {"who": "any", "same_subname": True, "other": True}}}]}])
    s.char(tp, "AF-left", "K", name="アリス！", subname="B")
    s.char(tp, "AF-center", "L", name="ありす!", subname="A")
    s.char(ntp, "AF-left", "M", name="アリス!", subname="A")
    fam.add("same-names" + ("-first" if first else ""), "Same キャラ名; same サブネーム" + (", U first" if first else ""),
            " ".join([fam.quote("0221:キャラクター名/同キャラ名(同姓同名)", "漢字・ひらがな・カタカナはそれぞれを別の記載と判定します。記号の半角・全角・フォントサイズは判定しません。"),
                      fam.quote("0221:キャラクター名/同サブネーム", "サブネームの記載が同一であれば、同サブネームと判定します。"),
                      "K (アリス！) and M (アリス!) share U's キャラ名; L (ありす!) does not. L and M share its サブネーム A."]),
            ["0221:キャラクター名/同キャラ名(同姓同名)", "0221:キャラクター名/同サブネーム"],
            ["effects", "names", fam.reading("LY-NAME-WIDTH")], s.setup(), declared(s),
            {"state": {tp: {"AF-left": [{"card": "K", "ap": 2, "dp": 1}], "AF-center": [{"card": "L", "ap": 1, "dp": 2}]},
                       ntp: {"AF-left": [{"card": "M", "ap": 2, "dp": 2}]}}})


WIDTHS = [("#", "＃", True), ("~", "～", True), ("!", "！", True), ("9", "９", False), ("0", "０", False),
          ("A", "Ａ", False), ("Z", "Ｚ", False), ("a", "ａ", False), ("z", "ｚ", False), (" ", "\u3000", True),
          ("!", "\u6f01", False)]  # 漁, a kanji whose UTF-8 ends like a full-width symbol's
# then every other printable ASCII character against its full-width form (U+FF01 … U+FF5E: the
# symbols one name, the letters and digits two), and the code points just outside that range
WIDTHS += [(chr(cp), chr(cp + 0xFEE0), not chr(cp).isalnum()) for cp in range(0x21, 0x7F)
           if (chr(cp), chr(cp + 0xFEE0)) not in {(h, f) for h, f, _ in WIDTHS}]
WIDTHS += [(" ", "\uff00", False), ("\x7f", "\uff5f", False)]


def name_widths(fam):
    Q = "記号の半角・全角・フォントサイズは判定しません。"
    for k, (half, full, same) in enumerate(WIDTHS):
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "U", name="リン%sカ" % half, abilities=[{"kind": "declare", "effect": [
            {"mod": {"ap": 1}, "target": {"all": {"same_char_name": True, "other": True}}}]}])
        s.char(tp, "AF-left", "K", name="リン%sカ" % full)
        fam.add("name-width-%d" % k, "キャラ名 %r against %r" % ("リン%sカ" % half, "リン%sカ" % full),
                " ".join([fam.quote("0221:キャラクター名/同キャラ名(同姓同名)", Q),
                          "%r and %r: %s." % (half, full, "a symbol, one name" if same else "not a symbol, two names")]),
                ["0221:キャラクター名/同キャラ名(同姓同名)"], ["effects", "names", fam.reading("LY-NAME-WIDTH")],
                s.setup(), declared(s), {"state": {tp: {"AF-left": [{"card": "K", "ap": 2 if same else 1}]}}})


def bounds(fam):
    rows = [("upper", {"ap": 100, "dp": 200}, {"ap": 50}, {"ap": 127, "dp": 127},
             ["0222/上限", "0222/無限大(∞)"], "AP 1+100+50 and DP 1+200 are above 127: ∞, 127."),
            ("lower", {"ap": -200}, {"ap": -1}, {"ap": -127},
             ["0222/下限", "0222/-無限大(-∞)"], "AP 1-200 is below -127: -∞, -127; then -1 more: still -127."),
            ("divide-zero", {"ap": {"div": 0}}, {"dp": {"div": 0}}, {"ap": 1, "dp": 1},
             ["0222/0による除算", "0222/0による除算~r1"], "1/0 = 1 for AP and DP alike."),
            ("divide", {"ap": {"div": 2}}, {"dp": {"div": -2}}, {"ap": 2, "dp": -2},
             [], "AP 5/2 = 2, DP 5/-2 = -2: toward zero.")]
    for name, m1, m2, want, clauses, desc in rows:
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
            {"mod": m1, "target": {"all": {"name": "K"}}}, {"mod": m2, "target": {"all": {"name": "K"}}}]}])
        s.char(tp, "AF-left", "K", ap=5 if name == "divide" else 1, dp=5 if name == "divide" else 1)
        tags = ["effects", "values", fam.reading("LY-CLAMP")]
        if name.startswith("divide"):
            tags = ["effects", "values", fam.reading("LY-DIVIDE")]
        quote = fam.quote(clauses[0]) if clauses else fam.quote("0910/累積")
        fam.add("bounds-%s" % name, "Values: %s" % name, " ".join([quote, desc]),
                clauses + ["0910/累積", "1580:能力値修正"], tags, s.setup(), declared(s),
                {"state": {tp: {"AF-left": [dict(want, card="K")]}}})


def teams(fam):
    Q = "同じ枚数の場合は条件を満たした扱いにはなりません。また、味方キャラクターカードの枚数には、このキャラ自身も含まれます。"
    for others in (0, 1, 2):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "K", types=["騎士"], teams=[{"type": "騎士", "count": 2, "ap": 2, "dp": 1}])
        for k in range(others):
            s.char(tp, ("AF-right", "DF-right")[k], "T%d" % (k + 1), types=["魔法", "騎士"])
        s.char(ntp, "AF-left", "O1", types=["騎士"])
        s.char(tp, "DF-left", "X", types=["魔法"])
        on = 1 + others > 2
        fam.add("team-%d" % (1 + others), "チーム 2 with %d 騎士 of its own" % (1 + others),
                " ".join([fam.quote("0225/条件・効果", "場に登場している指定されたタイプの味方キャラクターカードの枚数が、指定されたカード数よりも多い"),
                          fam.quote("0225/条件・効果~n1", Q),
                          "%d 騎士 (K included; the opponent's O1 not): %s." % (1 + others, "AP +2, DP +1" if on else "no bonus")]),
                ["0225/条件・効果", "0225/条件・効果~n1"] + (["0225/効果型"] if on else []), ["effects", "team"],
                s.setup(), [{"query": "legal"}],
                {"state": {tp: {"AF-left": [{"card": "K", "ap": 3 if on else 1, "dp": 2 if on else 1}]}},
                 "legal": [{"step": 0, "actions": [{"do": "attack", "card": "K"}] +
                            [{"do": "attack", "card": "T1"}] * (others >= 1) + [{"do": "pass"}]}]})


def item_cost(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "K")
    s.item(tp, "AF-left", "I", abilities=[{"kind": "cost", "produce": ["flower"]}])
    s.put(tp, "hand", "C", cost=["flower"])
    script = [{"do": "play", "card": "C", "field": "AF-right", "use": [{"card": "I", "ability": 0}]},
              {"do": "pass", "by": ntp}]
    fam.add("item-cost-effect", "An item's cost-type effect pays a play",
            " ".join([fam.quote("0240/効果の付与~n1", "例えば、コスト型効果を得た場合、その効果を使用代償支払い時に使用することができます。"),
                      "K's item I gives it a cost-type effect worth [花]: C's [花] is paid with no card."]),
            ["0240/効果の付与", "0240/効果の付与~n1",
             "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します/コスト型効果~n1",
             "0904/誘発処理の解決~n1"], ["effects", "item"], s.setup(), script,
            {"state": {tp: {"AF-right": [{"card": "C"}], "trash": []}}})


def areas(fam):
    # an area's 「このキャラ」 is the character on its field; its effects are continuous unless marked
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.area(tp, "AF-left", "R", abilities=[{"kind": "continuous", "continuous": [{"mod": {"ap": 2}, "target": "this"}]}])
    s.lead("R")
    s.char(tp, "AF-left", "K")
    s.char(tp, "AF-right", "L")
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"mod": {"dp": 1}, "target": {"all": {"ap_min": 3}}},
        {"discard": {"all": {"type": "area", "name": "R"}}}]}])
    script = declared(s)
    fam.add("area-this-character", "An area's 「このキャラ」, until the area leaves",
            " ".join([fam.quote("0250/エリアカードの効果/例外~n2", "「このキャラ」等の文言はエリアと同じフィールドに配置されているキャラクターを指します。"),
                      fam.quote("0250/エリアカードの効果/発生源", "効果の発生源は、この効果を持つエリアカードです。"),
                      "R gives K (on its field) AP +2, not L: U's effect finds K alone at AP 3 or more (DP +1); "
                      "R discarded, its effect ends: K back to AP 1."]),
            ["0250/エリアカードの効果/例外~n2", "0250/エリアカードの効果/例外~n3", "0250/効果/発生源",
             "0250/エリアカードの効果/発生源", "0903/発生源の消失"], ["effects", "area"], s.setup(), script,
            {"state": {tp: {"AF-left": [{"card": "K", "ap": 1, "dp": 2}], "AF-right": [{"card": "L", "dp": 1}],
                            "trash": ["R"]}},
             "events": [{"type": "move", "card": "R", "to": "%s:trash" % tp, "cause": "discard"}]})
    # an area's declared effect with targets (0818/対象), used by the area's user
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.area(tp, "DF-right", "R", abilities=[{"kind": "declare", "target": {"who": "opponent"},
                                            "effect": [{"tap": "targets"}]}])
    s.char(ntp, "AF-left", "X")
    s.char(ntp, "AF-right", "Y")
    script = [{"do": "other", "source": "R", "ability": 0, "targets": ["Y"]}, {"do": "pass", "by": ntp}]
    fam.add("area-targets", "An area's declared effect with a target",
            " ".join([fam.quote("0818/対象", "主要素に指定された効果の対象です。"),
                      fam.quote("0250/エリアカードの効果/例外~n1", "キャラが配置されていなくても処理可能です。"),
                      "R (on an empty field) taps Y, the target its user designated."]),
            ["0818/対象", "0250/エリアカードの効果/例外~n1"], ["effects", "area"], s.setup(), script,
            {"state": {ntp: {"AF-right": [{"card": "Y", "tapped": True}], "AF-left": [{"card": "X", "tapped": False}]}}})


def continuous_attributes(fam):
    """An attribute a continuous effect gives (0903), and its loss by a later processing: the
    later over the earlier (LY-MOD-ORDER), 0212~r1's set."""
    for lost in (False, True):
        s = Scene()
        tp = s.tp
        s.char(tp, "AF-left", "K", attributes=[], abilities=[{"kind": "continuous", "continuous": [
            {"attribute": "snow", "target": "this"}]}])
        s.char(tp, "AF-right", "L", attributes=[])
        effect = [{"attribute": "snow", "lose": True, "target": {"all": {"name": "K"}}}] if lost else []
        wanted = {"no_attribute": True} if lost else {"attribute": "snow"}
        effect.append({"mod": {"ap": 1}, "target": {"all": dict(who="you", **wanted)}})
        s.char(tp, "DF-left", "U", attributes=["sun"], abilities=[{"kind": "declare", "effect": effect}])
        fam.add("continuous-attribute-%s" % ("lost" if lost else "given"),
                "An attribute given by a continuous effect%s" % (", then lost" if lost else ""),
                " ".join([fam.quote("0903/常時型効果の発生"), fam.quote("0212~r1", "過去の履歴にかかわらず無属性になります。"),
                          "K's own continuous effect makes it [雪]; " +
                          ("U then takes [雪] away, the later over the earlier: K and L are 無属性 and both get AP +1."
                           if lost else "U's AP +1 to its [雪] characters reaches K, not L.")]),
                ["0212~r1"], ["effects", "attribute", "continuous"] +
                ([fam.reading("LY-MOD-ORDER")] if lost else []), s.setup(), declared(s),
                {"state": {tp: {"AF-left": [{"card": "K", "ap": 2}], "AF-right": [{"card": "L", "ap": 2 if lost else 1}]}}})


def continuous(fam):
    # a continuous effect of a character: its user's 味方, itself included, once each; disabled for
    # the turn, back the next
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "K", abilities=[{"kind": "continuous", "continuous": [
        {"mod": {"ap": 1}, "target": {"all": {"who": "you"}}}]}])
    s.char(tp, "AF-right", "L")
    s.char(ntp, "AF-left", "O")
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"marker": "before"}, {"disable": {"all": {"name": "K"}}, "until": "turn"}]}])
    script = declared(s) + [{"do": "pass"}, {"do": "pass", "by": ntp}]
    fam.add("continuous-disabled", "A continuous effect disabled for a turn",
            " ".join([fam.quote("0903/使用者", "常時型効果の使用者は、その常時型効果の発生源の使用者です。"),
                      fam.quote("0903/常時型効果の復帰", "常時型効果が消失する情報を消失した場合、持続的処理は発生します。"),
                      "K gives %s's characters AP +1 (K itself once, not O); disabled by U for turn 3, it "
                      "applies again in turn 4." % tp]),
            ["0903/使用者", "0903/常時型効果の発生", "0903/持続的処理の重複の禁止", "0903/常時型効果の消失",
             "0903/常時型効果の復帰", "0903/宣言型効果・誘発型効果の付与~n1"], ["effects", "continuous"], s.setup(), script,
            {"state": {"turn": {"number": 4}, tp: {"AF-left": [{"card": "K", "ap": 2}], "AF-right": [{"card": "L", "ap": 2}],
                                                    "DF-left": [{"card": "U", "ap": 2}]},
                       ntp: {"AF-left": [{"card": "O", "ap": 1}]}}})
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "K", abilities=[{"kind": "continuous", "continuous": [
        {"mod": {"ap": 1}, "target": {"all": {"who": "you"}}}]}])
    s.char(tp, "AF-right", "L")
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"disable": {"all": {"name": "K"}}, "until": "turn"}]}])
    script = declared(s)
    fam.add("continuous-disabled-now", "A continuous effect while it is disabled",
            " ".join([fam.quote("0903/常時型効果の消失", "その常時型効果によって得ている能力値修正・基本能力・能力は失われます。"),
                      "K and L lose the +1 at once."]),
            ["0903/常時型効果の消失"], ["effects", "continuous"], s.setup(), script,
            {"state": {tp: {"AF-left": [{"card": "K", "ap": 1}], "AF-right": [{"card": "L", "ap": 1}]}}})
    # a continuous effect second among a card's abilities; one forbidding attacks; one of an area
    # in the hand (not on a field: nothing)
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "K", abilities=[{"kind": "declare", "effect": [{"marker": "K"}]},
                                          {"kind": "continuous", "continuous": [
                                              {"mod": {"dp": 2}, "target": {"all": {"who": "you", "row": "AF"}}},
                                              {"forbid": "attack", "target": {"all": {"who": "you", "name": "A2"}}}]}])
    s.char(tp, "AF-left", "A1")
    s.char(tp, "AF-right", "A2")
    s.put(tp, "hand", "R", type="area", abilities=[{"kind": "continuous", "continuous": [
        {"mod": {"ap": 5}, "target": {"all": {"who": "any"}}}]}])
    fam.add("continuous-second-forbid", "A card's second ability, continuous; an attack forbidden; an area in the hand",
            " ".join([fam.quote("0903/常時型効果の発生", "常時型効果の発生源が場に置かれている間、常時型効果の効果は処理されます。"),
                      fam.quote("1500/否定の優先", "処理の禁止(「・・・できない」)情報を得ている場合、禁止されている処理を行うことはできません。"),
                      "K's continuous effect gives A1 and A2 DP +2 and forbids A2's attacks; R, in the hand, gives nothing."]),
            ["0903/常時型効果の発生", "1500/否定の優先"], ["effects", "continuous"], s.setup(), [{"query": "legal"}],
            {"state": {tp: {"AF-left": [{"card": "A1", "ap": 1, "dp": 3}], "AF-right": [{"card": "A2", "ap": 1, "dp": 3}],
                            "DF-left": [{"card": "K", "ap": 1, "dp": 1}]}},
             "legal": [{"step": 0, "actions": [{"do": "ability", "card": "K", "ability": 0}, {"do": "attack", "card": "A1"},
                                               {"do": "area", "card": "R"}, {"do": "pass"}]}]})
    # a continuous effect that gives a basic ability
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "K", abilities=[{"kind": "continuous", "continuous": [
        {"gain_basic": {"name": "step", "cost": ["0"]}, "target": "this"}]}])
    script = [{"do": "basic", "card": "K", "ability": 0, "field": "DF-center"}, {"do": "pass", "by": ntp}]
    fam.add("continuous-gives-ability", "A continuous effect giving 【ステップ】",
            " ".join([fam.quote("0903/宣言型効果・誘発型効果の付与", "キャラはその効果を得たものとして扱われ、そのキャラの使用者はその効果を宣言、誘発することが可能です。"),
                      "K uses the ステップ its own continuous effect gives it."]),
            ["0903/宣言型効果・誘発型効果の付与"], ["effects", "continuous"], s.setup(), script,
            {"state": {tp: {"DF-center": [{"card": "K"}], "DF-left": []}}})


def triggered(fam):
    # the user of a triggered effect is its source's user; once a turn: a loop stops after one round
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"draw": 1}]}])
    s.char(ntp, "AF-left", "K", abilities=[{"kind": "trigger", "trigger": {"on": "draw", "when": "after"},
                                            "effect": [{"draw": 1, "who": "opponent"}]}])
    d = s.deck(tp)
    fam.add("trigger-loop", "A triggered effect that would loop",
            " ".join([fam.quote("0902/誘発の上限", "誘発型効果の誘発の上限は1ターンに1回です。"),
                      fam.quote("1200:自動的な循環処理の制限", "処理は1週目で(下記例の場合、2の手順の終了後)で終了します。"),
                      "%s draws %s; %s's K makes %s draw %s; K's second trigger is past its limit." % (tp, d[0], ntp, tp, d[1])]),
            ["0902/使用者", "0902/誘発の上限", "0902/誘発の上限~r1", "1200:自動的な循環処理の制限",
             "1200:自動的な循環処理の制限~n1"], ["effects", "trigger"], s.setup(), declared(s),
            {"state": {tp: {"hand": d[:2]}},
             "events": [{"type": "trigger", "card": "K", "ability": 0}, {"type": "process", "card": "K", "ability": 0}]})
    # a failed process meets no timing: tapping a tapped character
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"tap": {"all": {"name": "K"}}}, {"marker": "done"}]}])
    s.char(ntp, "AF-left", "K")
    s.tapped.append("K")
    s.char(ntp, "AF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "tap", "when": "after"},
                                            "effect": [{"marker": "tapped"}]}])
    fam.add("failed-tap-no-trigger", "「行動済みにしたとき」 is not met by a tapped character",
            " ".join([fam.quote("0902/不成功の行為に対する誘発", "失敗した処理について、誘発型効果は誘発しません。"),
                      "K was already 行動済み: W does not trigger."]),
            ["0902/不成功の行為に対する誘発", "0902/不成功の行為に対する誘発~n1",
             "1580:行動済み状態にする(行動済みにする)~n1"], ["effects", "trigger"], s.setup(), declared(s),
            {"events": [{"type": "marker", "name": "done"}], "state": {ntp: {"AF-left": [{"card": "K", "tapped": True}]}}})


def timings(fam):
    """「対象に指定されたとき」; 「場を離れたとき」 for a field's card going elsewhere only, and a
    trigger that is not its own card's (no 「このキャラ」) not met when that card itself leaves."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "target": {"who": "opponent"}, "effect": [{"marker": "U"}]}])
    s.char(ntp, "AF-left", "X", abilities=[{"kind": "trigger", "trigger": {"on": "targeted", "of": "this"},
                                            "effect": [{"marker": "targeted"}]}])
    s.char(ntp, "AF-right", "Y")
    fam.add("targeted-trigger", "「対象を指定したとき」, seen by the target",
            " ".join([fam.quote("0603/行動の対象の指定#3", "タイミング:対象を指定したとき"),
                      "X is designated by U's declaration: its trigger resolves once the declaration is established."]),
            ["0603/行動の対象の指定#3", "0902/使用者"], ["effects", "trigger"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0, "targets": ["X"]}, {"do": "pass", "by": ntp}],
            {"events": [{"type": "trigger", "card": "X"}, {"type": "marker", "name": "targeted", "player": ntp},
                        {"type": "marker", "name": "U"}]})
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"move": {"all": {"name": "K"}}, "to": "AF-center"}, {"draw": 1}, {"discard": {"all": {"zone": "hand", "name": "H"}}},
        {"discard": {"all": {"name": "L"}}}, {"marker": "done"}]}])
    s.char(tp, "AF-left", "K")
    s.char(tp, "AF-right", "L", abilities=[{"kind": "trigger", "trigger": {"on": "leave", "of": {"who": "you"}},
                                            "effect": [{"marker": "L saw"}]}])
    s.put(tp, "hand", "H")
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "leave"}, "effect": [{"marker": "left"}]}])
    fam.add("leave-timing", "「場を離れたとき」: which moves it is",
            " ".join([fam.quote("1510/移動", "フィールド間の移動は除きます。"),
                      "K's move between fields, the draw and H's discard from the hand are no leaving; L's discard is: "
                      "W's trigger, once. L's own trigger, not a 「このキャラ」 one, is off the field with it."]),
            ["1510/移動", "0902/使用者"], ["effects", "trigger", fam.reading("LY-LEAVE-DOWN-TIMINGS")], s.setup(), declared(s),
            {"events": [{"type": "move", "card": "L", "cause": "discard"}, {"type": "trigger", "card": "W"},
                        {"type": "marker", "name": "done"}, {"type": "marker", "name": "left"}],
             "absent": [{"type": "trigger", "card": "L"}, {"type": "marker", "name": "L saw"}]})
    # the same with a filter that admits the card where it went: W (on the field) sees L go to the
    # trash, L's own ability does not (off the field with it, not a 「このキャラ」 one)
    s = Scene()
    tp = s.tp
    seen = {"on": "leave", "of": {"who": "you", "zone": "trash"}}
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"discard": {"all": {"name": "L"}}}, {"marker": "done"}]}])
    s.char(tp, "AF-right", "L", abilities=[{"kind": "trigger", "trigger": seen, "effect": [{"marker": "L saw"}]}])
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": seen, "effect": [{"marker": "W saw"}]}])
    fam.add("leave-timing-trash-filter", "「場を離れたとき」 of a card that goes to the trash, its own ability off the field",
            " ".join([fam.quote("1510/移動", "フィールド間の移動は除きます。"),
                      "L is discarded from its field to the trash: W's 「自分のキャラが場を離れたとき」 (the card now in the trash) "
                      "triggers; L's own, the same ability but not a 「このキャラ」 one, is off the field with it and does not."]),
            ["1510/移動", "0902/使用者"], ["effects", "trigger", fam.reading("LY-LEAVE-DOWN-TIMINGS")], s.setup(), declared(s),
            {"events": [{"type": "move", "card": "L", "cause": "discard"}, {"type": "trigger", "card": "W"},
                        {"type": "marker", "name": "done"}, {"type": "marker", "name": "W saw"}],
             "absent": [{"type": "trigger", "card": "L"}, {"type": "marker", "name": "L saw"}]})


def move_adjacent_off_field(fam):
    """「隣接したフィールドに移動する」 for a card on no field: 0300/隣接 names the fields around a
    field, so a card in the hand has none: no field to choose, nothing moves."""
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"move": {"all": {"zone": "hand", "name": "H"}}, "to": {"adjacent": True}}, {"marker": "done"}]}])
    s.put(tp, "hand", "H")
    fam.add("move-adjacent-off-field", "A move to a field adjacent to a card on no field",
            " ".join([fam.quote("0300/隣接", "フィールドの前後左右1マスを、そのフィールドに隣接したフィールドと呼称します。"),
                      fam.quote("1580:X体移動#1", "手順:指定されたキャラクターカードを指定されたフィールドに移動します。"),
                      "H is in the hand, on no field: no field is adjacent to it, so none is offered and H stays."]),
            ["1580:X体移動#1"], ["effects"], s.setup(), declared(s),
            {"events": [{"type": "marker", "name": "done"}], "absent": [{"type": "move", "card": "H"}],
             "state": {tp: {"hand": ["H"]}}})


def rechecks(fam):
    # 0604: a target's restriction (untapped) checked again at the resolution
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "target": {"who": "opponent", "tapped": False},
                                           "effect": [{"mod": {"ap": -1}, "target": "targets"}]}])
    s.char(ntp, "AF-left", "X", abilities=[{"kind": "declare", "cost": ["T"], "effect": [{"marker": "X"}]}])
    script = [{"do": "ability", "card": "U", "ability": 0, "targets": ["X"]},
              {"do": "ability", "card": "X", "ability": 0, "by": ntp}, {"do": "pass"}]
    fam.add("target-restriction-recheck", "A target no longer 未行動 at the resolution",
            " ".join([fam.quote("0604/対象を確認します~n1", "付帯する制限(未行動状態の...等)も満たされなければいけません。"),
                      "X, 未行動 when designated, taps itself for its own ability in response: U's effect fails."]),
            ["0604/対象を確認します~n1", "0604/対象を確認します", "0604/解決の判定"], ["effects", "resolution"],
            s.setup(), script,
            {"events": [{"type": "resolve", "card": "X", "success": True}, {"type": "resolve", "card": "U", "success": False}],
             "state": {ntp: {"AF-left": [{"card": "X", "ap": 1, "tapped": True}]}}})
    # 0817/対象~n1: a support whose characters moved in response, still adjacent / gone
    for gone in (False, True):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "P", ap=2)
        s.char(tp, "DF-left", "S", sp=2)
        s.char(ntp, "DF-right", "D", ap=0, dp=9)
        foe_s = {"all": {"who": "opponent", "name": "S"}}
        s.put(ntp, "hand", "E", type="event", abilities=[{"effect": [
            {"discard": foe_s} if gone else {"move": foe_s, "to": "%s:AF-center" % tp}]}])
        script = [{"do": "attack", "card": "P"}, {"do": "pass", "by": ntp}, {"choose": None, "for": "defender", "by": ntp},
                  {"do": "support", "card": "S", "target": "P"}, {"do": "event", "card": "E", "by": ntp}, {"do": "pass"}]
        fam.add("support-moved-%s" % ("gone" if gone else "adjacent"), "A support whose supporter %s" % (
                    "left the field" if gone else "moved, still adjacent"),
                " ".join([fam.quote("0817/対象~n1", "対応宣言でキャラが移動しても上記が満たされていれば、サポートは解決される。場を離れている場合、対象を喪失し失敗する。"),
                          "%s's response: S %s before the support resolves: %s." % (ntp, "is discarded" if gone else "moves to AF-center, beside P",
                                                                     "it fails" if gone else "it resolves, P's AP +2")]),
                ["0817/対象~n1", "0817/対象"], ["effects", "resolution", "battle"], s.setup(), script,
                {"events": [{"type": "resolve", "action": "support", "card": "S", "success": not gone}],
                 "state": {tp: {"AF-left": [{"card": "P", "ap": 2 if gone else 4}]}}})
