"""Family `actions`: the actions beside plays and battles (0811–0820): a special ability of a
character on the field (0811, 0224), a basic ability (0812, 1100's moves), an event (0813, 0230),
an item (0814, 0229, 0240: its continuous effect while it is on a character, the declared effects
it gives the character), another declared effect (0818: an item's or an area's), a hand ability
(0819, 0226), an area (0820, 0250, LY-EQUIP-ANY-FIELD). For each: the timings it is allowed at, its
main element, its targets, its cost, its resolution's steps seen through its timings."""

from . import Family
from .scene import Scene

DEFAULT = ["main-tp", "main-ntp", "battle-tp", "battle-ntp", "response-main-tp",
           "response-main-ntp", "response-battle-tp", "response-battle-ntp"]


def steps(sec, n=3):
    return ["%s/解決/進行" % sec] + ["%s/解決/進行#%d" % (sec, k) for k in range(1, n + 1)]


def generate(ctx):
    fam = Family(ctx, __name__)
    special(fam)
    events(fam)
    items(fam)
    areas(fam)
    hand_abilities(fam)
    basics(fam)
    return fam.cases


def before_after(on):
    return [{"kind": "trigger", "trigger": {"on": on, "when": w}, "effect": [{"marker": "%s-%s" % (on, w)}]}
            for w in ("before", "after")]


def special(fam):
    # a declared special ability at the player's main phase and in response; NTP's own
    for who in ("tp", "ntp"):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        user = tp if who == "tp" else ntp
        s.char(user, "DF-left", "A", abilities=[{"kind": "declare", "cost": ["0"], "target": {"who": "opponent"},
                                                 "effect": [{"mod": {"ap": -1}, "target": "targets"},
                                                            {"marker": "A"}]}])
        s.char(tp if who == "ntp" else ntp, "AF-left", "X", ap=3)
        s.char(tp, "DF-right", "W", abilities=before_after("ability"))
        if who == "tp":
            script = [{"do": "ability", "card": "A", "ability": 0, "targets": ["X"]}, {"do": "pass", "by": ntp}]
        else:
            script = [{"do": "pass"}, {"do": "ability", "card": "A", "ability": 0, "targets": ["X"], "by": ntp},
                      {"do": "pass"}]
        script.append({"choose": {"card": "W", "ability": 0}, "for": "trigger", "by": tp})
        events = [{"type": "declare", "player": user, "action": "ability", "card": "A", "ability": 0},
                  {"type": "resolve", "action": "ability", "card": "A", "success": True},
                  {"type": "marker", "name": "A", "player": user},
                  {"type": "marker", "name": "ability-before"}, {"type": "marker", "name": "ability-after"}]
        desc = " ".join([fam.quote("0811/行動の主要素の指定", "自分のフィールドに置かれているキャラクターカードの持つ特殊能力"),
                         fam.quote("0811/行動が許可される宣言タイミング", "記載の無い場合については、下記の宣言タイミングです。"),
                         fam.quote("0811/解決/進行#2", "主要素の特殊能力の効果を発生します。(直ちに処理します)"),
                         "%s's A lowers X's AP by 1 (3 → 2); W sees 「特殊能力を使用するとき」 and 「使用したとき」." % user])
        fam.add("ability-%s" % who, "A special ability declared by the %s" % ("turn player" if who == "tp" else "non-turn player"),
                desc, ["0811/行動が許可される宣言タイミング", "0811/行動の主要素の指定", "0811/行動の主要素の指定~r1",
                       "0811/対象", "0811/要求する使用代償"] + steps("0811") +
                ["0901/宣言型効果の発生", "0900", "0900/有効性", "1580:能力値修正", "0910/能力値修正"],
                ["action", "ability"], s.setup(), script,
                {"events": events, "state": {ntp if who == "tp" else tp: {"AF-left": [{"card": "X", "ap": 2}]}}})
    # a restricted timing; the main element refused (the opponent's, not declared)
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "A", abilities=[{"kind": "declare", "timing": ["battle-tp"], "effect": [{"marker": "A"}]},
                                          {"kind": "trigger", "trigger": {"on": "turn-end"}, "effect": [{"marker": "t"}]}])
    s.char(ntp, "DF-left", "N", abilities=[{"kind": "declare", "effect": [{"marker": "N"}]}])
    script = [{"do": "ability", "card": "A", "ability": 0}, {"do": "ability", "card": "A", "ability": 1},
              {"do": "ability", "card": "N", "ability": 0}, {"do": "ability", "card": "A", "ability": 5}]
    fam.add("ability-refused", "Special abilities refused",
            " ".join([fam.quote("0811/行動が許可される宣言タイミング", "主要素に記載された条件を満たす宣言タイミング"),
                      fam.quote("0811/行動の主要素の指定", "宣言型の特殊能力"),
                      "A's ability 0 is for battles only; ability 1 is triggered; N is the "
                      "opponent's; A has no ability 5."]),
            ["0811/行動が許可される宣言タイミング", "0811/行動の主要素の指定"], ["action", "ability"], s.setup(), script,
            {"rejections": [{"step": 0, "rule": "0811/行動が許可される宣言タイミング"},
                            {"step": 1, "rule": "0811/行動の主要素の指定"},
                            {"step": 2, "rule": "0811/行動の主要素の指定"},
                            {"step": 3, "rule": "0811/行動の主要素の指定"}]})
    # a timing list: its first timing
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "A", abilities=[{"kind": "declare", "timing": ["main-tp", "battle-tp"], "effect": [{"marker": "A"}]}])
    fam.add("ability-timings", "A special ability allowed at two timings, declared at the first",
            fam.quote("0811/行動が許可される宣言タイミング", "主要素に記載された条件を満たす宣言タイミング"),
            ["0811/行動が許可される宣言タイミング"], ["action", "ability"], s.setup(),
            [{"do": "ability", "card": "A", "ability": 0}, {"do": "pass", "by": ntp}],
            {"events": [{"type": "marker", "name": "A"}]})
    # 1580:特殊能力を使用できない; the effect stays when its source is gone (0901 ~n1)
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "A", abilities=[{"kind": "declare", "effect": [{"draw": 1}]}])
    s.char(tp, "DF-right", "B", abilities=[{"kind": "declare", "effect": [{"marker": "B"}]}])
    s.effects.append({"master": ntp, "card": "B", "cannot_use": 0, "target": "this"})
    s.put(ntp, "hand", "R", type="event", abilities=[{"effect": [{"discard": {"all": {"who": "opponent", "zone": "field"}}}]}])
    script = [{"do": "ability", "card": "B", "ability": 0},
              {"do": "ability", "card": "A", "ability": 0}, {"do": "event", "card": "R", "by": ntp}, {"do": "pass"}]
    d1 = s.deck(tp)[0]
    fam.add("ability-source-gone", "A declared effect whose source is gone; an ability that cannot be used",
            " ".join([fam.quote("0901/宣言型効果の発生~n1", "宣言型効果は発生源が消失しても効果は残ります。"),
                      fam.quote("1580:特殊能力を使用できない", "指定された特殊能力を主要素とする特殊能力を使用する行動は宣言できません。"),
                      "B cannot use its ability; A's draw resolves after R discarded A and B."]),
            ["0901/宣言型効果の発生~n1", "1580:特殊能力を使用できない", "1580:特殊能力を使用できない~n1"],
            ["action", "ability"], s.setup(), script,
            {"rejections": [{"step": 0, "rule": "0811/行動の主要素の指定"}],
             "state": {tp: {"trash": ["A", "B"], "hand": [d1]}}})


def events(fam):
    for who in ("tp", "ntp"):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        user = tp if who == "tp" else ntp
        s.put(user, "hand", "E", type="event", cost=["any"], abilities=[{"effect": [{"draw": 2}]}])
        s.put(user, "hand", "H")
        s.char(tp, "DF-right", "W", abilities=before_after("event"))
        if who == "tp":
            script = [{"do": "event", "card": "E", "pay": ["H"]}, {"do": "pass", "by": ntp}]
        else:
            script = [{"do": "pass"}, {"do": "event", "card": "E", "pay": ["H"], "by": ntp}, {"do": "pass"}]
        script.append({"choose": {"card": "W", "ability": 0}, "for": "trigger", "by": tp})
        d = s.deck(user)
        desc = " ".join([fam.quote("0813/行動の主要素の指定", "自分の手札に含まれているイベントカード"),
                         fam.quote("0230/効果", "イベントカードの効果は宣言型効果です。"),
                         fam.quote("0813/解決/進行#2", "主要素のイベントカードの効果を発生します。(直ちに処理します)"),
                         "%s's event draws 2 for its user." % user])
        fam.add("event-%s" % who, "An event of the %s" % ("turn player" if who == "tp" else "non-turn player"), desc,
                ["0813/行動が許可される宣言タイミング", "0813/行動の主要素の指定", "0813/要求する使用代償", "0230/効果",
                 "0603/使用者", "1000/処理者について", "1500/使用者"] + steps("0813"),
                ["action", "event"], s.setup(), script,
                {"state": {user: {"hand": d[:2], "trash": ["H", "E"]}},
                 "events": [{"type": "marker", "name": "event-before"}, {"type": "marker", "name": "event-after"}]})
    # timing restricted to the main phase of its player and responses there
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.put(ntp, "hand", "E", type="event", abilities=[{"timing": ["main-tp"], "effect": [{"marker": "E"}]}])
    s.put(tp, "hand", "F", type="event", abilities=[{"effect": [{"marker": "F"}]}])
    script = [{"do": "event", "card": "F"}, {"do": "event", "card": "E", "by": ntp}, {"do": "pass", "by": ntp}]
    fam.add("event-timing", "An event allowed at its player's main phase only",
            fam.quote("0813/行動が許可される宣言タイミング", "主要素に記載された宣言タイミング"),
            ["0813/行動が許可される宣言タイミング"], ["action", "event"], s.setup(), script,
            {"rejections": [{"step": 1, "rule": "0813/行動が許可される宣言タイミング"}],
             "events": [{"type": "marker", "name": "F"}]})


def items(fam):
    for side in ("own", "opponent"):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        owner = tp if side == "own" else ntp
        s.char(owner, "AF-left", "C", ap=2)
        s.put(tp, "hand", "I", type="item", cost=["any"], abilities=[
            {"continuous": [{"mod": {"ap": 2}, "target": "this"}]},
            {"kind": "declare", "effect": [{"marker": "I"}]}])
        s.put(tp, "hand", "H")
        s.char(tp, "DF-right", "W", abilities=before_after("equip"))
        script = [{"do": "item", "card": "I", "target": "C", "pay": ["H"]}, {"do": "pass", "by": ntp},
                  {"choose": {"card": "W", "ability": 0}, "for": "trigger", "by": tp}]
        events = [{"type": "move", "card": "I", "from": "%s:declared" % tp, "to": "%s:AF-left" % owner, "cause": "equip"},
                  {"type": "equip", "card": "I", "target": "C"},
                  {"type": "marker", "name": "equip-before"}, {"type": "marker", "name": "equip-after"}]
        state = {owner: {"AF-left": [{"card": "C", "ap": 4}, {"card": "I", "item": True}]}}
        clauses = ["0814/行動が許可される宣言タイミング", "0814/行動の主要素の指定", "0814/対象", "0814/要求する使用代償",
                   "0229/カード置き場/アイテムカードの装備", "0240/効果", "0240/効果/処理"] + steps("0814", 4)
        if side == "own":
            script.append({"do": "other", "source": "I", "ability": 1})
            script.append({"do": "pass", "by": ntp})
            events.append({"type": "marker", "name": "I", "player": tp})
            clauses += ["0818/その他の効果", "0818/その他の効果~n1", "0818/行動の主要素の指定", "0818/行動の主要素の指定~r1",
                        "0818/行動が許可される宣言タイミング", "0818/要求する使用代償", "0240/効果の付与"] + steps("0818")
        else:
            script.append({"do": "other", "source": "I", "ability": 1})
        desc = " ".join([fam.quote("0814/対象", "フィールドに置かれているキャラクターカード"),
                         fam.quote("0240/効果/処理", "このアイテムカードがキャラクターカードに置かれている間、効果を処理します。"),
                         fam.quote("0240/効果の付与", "アイテムカードを装備したキャラクターはその効果を得ます。そのキャラクターの使用者はその効果を使用することができます。"),
                         "I is equipped on %s's C (AP 2+2); its declared effect is the character's "
                         "user's to declare (0818)%s." % (owner, "" if side == "own" else ": not %s's" % tp)])
        exp = {"events": events, "state": state}
        if side != "own":
            exp["rejections"] = [{"step": 3, "rule": "0818/行動の主要素の指定"}]
        fam.add("item-%s" % side, "An item on the %s character" % side, desc, clauses,
                ["action", "item", fam.reading("LY-EQUIP-ANY-FIELD")], s.setup(), script, exp)
    # the item leaves with its character; the target taken: the item fails and is discarded
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "C", ap=2)
    s.char(tp, "AF-right", "C2")
    s.item(tp, "AF-right", "I0")
    s.put(tp, "hand", "I", type="item", abilities=[{"continuous": [{"mod": {"ap": 2}, "target": "this"}]}])
    s.put(tp, "hand", "J", type="item", abilities=[{"continuous": [{"mod": {"ap": 1}, "target": "this"}]}])
    s.put(ntp, "hand", "R", type="event", abilities=[{"effect": [{"to_hand": {"all": {"who": "opponent", "zone": "field", "card_type": "x"}}}]}])
    script = [{"do": "item", "card": "J", "target": "C2"},
              {"do": "item", "card": "I", "target": "C"}, {"do": "pass", "by": ntp},
              {"do": "pass"}, {"do": "pass", "by": ntp}]
    fam.add("item-limit", "One item per character",
            " ".join([fam.quote("0814/対象", "アイテムカードを装備していないキャラクターカード"),
                      fam.quote("0229/カード置き場/アイテムカードの上限", "1枚のキャラクターカードに置くことができるアイテムカードの上限は1枚です。"),
                      "C2 already carries I0: J's target fails (J back to the hand); I goes on C."]),
            ["0814/対象", "0229/カード置き場/アイテムカードの上限", "0229/カード置き場/アイテムカードの重複の禁止"],
            ["action", "item"], s.setup(), script,
            {"rejections": [{"step": 0, "rule": "0814/対象"}],
             "state": {tp: {"AF-left": [{"card": "C", "ap": 4}, {"card": "I", "item": True}], "hand": ["J"]}}})
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "C", ap=2)
    s.item(tp, "AF-left", "I", abilities=[{"continuous": [{"mod": {"ap": 2}, "target": "this"}]}])
    s.below("C", "U1")
    s.below("C", "U2", charge=True)
    s.put(ntp, "hand", "R", type="event", abilities=[{"effect": [{"discard": {"all": {"who": "opponent"}}}]}])
    script = [{"do": "pass"}, {"do": "event", "card": "R", "by": ntp}, {"do": "pass"}]
    fam.add("item-leaves", "A character leaving the field: its item and 下 discarded",
            " ".join([fam.quote("0229/カード置き場/カードの破棄", "このキャラクターカードに置かれた全てのカードを破棄します。"),
                      fam.quote("0430/処理の終了", "カードが場を離れた場合、下は失われます。下に置かれているカードを全て破棄します。"),
                      fam.quote("0240/効果/発生源", "常時型効果の発生源は、この効果を持つアイテムカードです。"),
                      "R discards C: then its item I and its 下 U1, U2 (a charge)."]),
            ["0229/カード置き場", "0229/カード置き場/カードの破棄", "0430/処理の終了", "0430", "0240/効果/発生源",
             "0903/発生源の消失"],
            ["action", "item"], s.setup(), script,
            {"events": [{"type": "move", "card": "C", "from": "%s:AF-left" % tp, "to": "%s:trash" % tp, "cause": "discard"},
                        {"type": "move", "card": "I", "from": "%s:AF-left" % tp, "to": "%s:trash" % tp, "cause": "leave"},
                        {"type": "move", "card": "U1", "from": "%s:AF-left" % tp, "to": "%s:trash" % tp, "cause": "leave"},
                        {"type": "move", "card": "U2", "from": "%s:AF-left" % tp, "to": "%s:trash" % tp, "cause": "leave"}],
             "state": {tp: {"trash": ["C", "I", "U1", "U2"]}}})


def areas(fam):
    for side in ("own", "opponent"):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        owner = tp if side == "own" else ntp
        s.char(owner, "DF-left", "C", dp=1)
        s.put(tp, "hand", "A", type="area", abilities=[
            {"continuous": [{"mod": {"dp": 3}, "target": "this"}]},
            {"kind": "declare", "effect": [{"marker": "area"}]}])
        s.char(tp, "DF-right", "W", abilities=before_after("area"))
        place = "%s:DF-left" % owner
        script = [{"do": "area", "card": "A", "field": place}, {"do": "pass", "by": ntp},
                  {"choose": {"card": "W", "ability": 0}, "for": "trigger", "by": tp}]
        user = owner
        if user == tp:
            script += [{"do": "other", "source": "A", "ability": 1}, {"do": "pass", "by": ntp}]
        else:
            script += [{"do": "pass"}, {"do": "other", "source": "A", "ability": 1, "by": ntp}, {"do": "pass"}]
        desc = " ".join([fam.quote("0820/対象", "エリアカードを置かれていないフィールド"),
                         fam.quote("0250/エリアカードの効果", "エリアカードを使用しているプレイヤーはその効果を使用することができます。"),
                         fam.quote("0250/エリアカードの効果/例外~n2", "「このキャラ」等の文言はエリアと同じフィールドに配置されているキャラクターを指します。"),
                         "A placed on %s: its continuous effect gives the character of its field DP +3; "
                         "its declared effect is its field's user's (%s)." % (place, user)])
        fam.add("area-%s" % side, "An area on the %s field" % side, desc,
                ["0820/行動が許可される宣言タイミング", "0820/行動の主要素の指定", "0820/対象", "0820/要求する使用代償",
                 "0250/効果", "0250/効果/処理", "0250/エリアカードの効果", "0250/エリアカードの効果/処理",
                 "0250/エリアカードの効果/例外~n1", "0310/味方エリアカード", "0310/上限"] + steps("0820", 4) + steps("0818"),
                ["action", "area", fam.reading("LY-EQUIP-ANY-FIELD")], s.setup(), script,
                {"state": {owner: {"DF-left": [{"card": "C", "dp": 4}, {"card": "A", "area": True}]}},
                 "events": [{"type": "place-area", "card": "A", "field": place},
                            {"type": "marker", "name": "area-before"}, {"type": "marker", "name": "area-after"},
                            {"type": "marker", "name": "area", "player": user}]})
    # an area on a field without a character still gives its player its effect; one area per field
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.area(tp, "AF-right", "A0")
    s.put(tp, "hand", "A", type="area", abilities=[{"kind": "declare", "effect": [{"draw": 1}]},
                                                   {"zone": "trash", "continuous": [{"mod": {"ap": 1}, "target": {"all": {"who": "you"}}}]}])
    s.char(tp, "DF-center", "C", ap=1)
    script = [{"do": "area", "card": "A", "field": "AF-right"}, {"do": "area", "card": "A", "field": "AF-left"},
              {"do": "pass", "by": ntp}, {"do": "other", "source": "A", "ability": 5},
              {"do": "other", "source": "A", "ability": 0}, {"do": "pass", "by": ntp}]
    fam.add("area-empty-field", "An area without a character; one area per field",
            " ".join([fam.quote("0250/エリアカードの効果/例外~n1", "キャラが配置されていなくても処理可能です。"),
                      fam.quote("0820/対象", "エリアカードを置かれていないフィールド"),
                      "AF-right holds A0 already: A's first target fails; placed on the empty AF-left, "
                      "its declared effect draws for its user (it has no effect 5). Its effect 「ゴミ箱にある間」 "
                      "does not apply on the field (0250/効果/例外)."]),
            ["0250/エリアカードの効果/例外~n1", "0820/対象", "0818/行動の主要素の指定"],
            ["action", "area"], s.setup(), script,
            {"rejections": [{"step": 0, "rule": "0820/対象"}, {"step": 3, "rule": "0818/行動の主要素の指定"}],
             "state": {tp: {"AF-left": [{"card": "A", "area": True}], "DF-center": [{"card": "C", "ap": 1}],
                            "hand": [s.deck(tp)[0]]}}})
    # an effect applying from the trash (0240/効果/例外, 0250/効果/例外)
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-center", "C", ap=1)
    s.put(tp, "trash", "A", type="area", abilities=[{"zone": "trash", "continuous": [{"mod": {"ap": 2}, "target": {"all": {"who": "you"}}}]}])
    s.put(tp, "trash", "I", type="item", abilities=[{"zone": "trash", "continuous": [{"mod": {"dp": 2}, "target": {"all": {"who": "you"}}}]}])
    fam.add("effect-from-trash", "Areas' and items' effects with their own period",
            " ".join([fam.quote("0250/効果/例外", "効果の内容として、規定された処理外の処理期間が指定されている場合、その記述を優先します。"),
                      fam.quote("0240/効果/例外", "効果の内容として、規定された処理外の処理期間が指定されている場合、その記述を優先します。"),
                      "A and I apply from the trash, as their effects say: C 3/3."]),
            ["0250/効果/例外", "0240/効果/例外", "0250/エリアカードの効果/例外"], ["action", "area", "item"], s.setup(),
            [{"do": "attack", "card": "C"}] if False else [{"query": "legal"}],
            {"state": {tp: {"DF-center": [{"card": "C", "ap": 3, "dp": 3}]}},
             "legal": [{"step": 0, "actions": [{"do": "pass"}]}]})


def hand_abilities(fam):
    for who in ("tp", "ntp"):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        user = tp if who == "tp" else ntp
        s.put(user, "hand", "C", abilities=[{"kind": "hand", "cost": ["any"], "target": {"who": "opponent"},
                                             "effect": [{"draw": 1}, {"mod": {"ap": -1}, "target": "targets"}]}])
        s.put(user, "hand", "H")
        s.char(tp, "DF-right", "W", abilities=before_after("hand-ability"))
        foe = ntp if who == "tp" else tp
        s.char(foe, "AF-left", "X", ap=3)
        act = {"do": "hand-ability", "card": "C", "ability": 0, "pay": ["H"], "targets": ["X"]}
        if who == "tp":
            script = [act, {"do": "pass", "by": ntp}]
        else:
            act["by"] = ntp
            script = [{"do": "pass"}, act, {"do": "pass"}]
        script.append({"choose": {"card": "W", "ability": 0}, "for": "trigger", "by": tp})
        d = s.deck(user)
        fam.add("hand-ability-%s" % who, "A hand ability",
                " ".join([fam.quote("0819/行動の主要素の指定", "自分の手札に含まれている手札宣言能力を持つカード"),
                          fam.quote("0226/効果型", "手札宣言能力の効果は宣言型効果です。"),
                          fam.quote("0819/解決/進行~n1", "手札宣言能力の使用は、能力の使用・基本能力の使用・キャラの登場とは異なる宣言です。"),
                          "C declared from the hand draws 1 and lowers X's AP (3 → 2); C is discarded at 0604#3."]),
                ["0819/行動が許可される宣言タイミング", "0819/行動の主要素の指定", "0819/対象", "0819/要求する使用代償",
                 "0819/解決/進行~n1", "0226/効果型"] + steps("0819"),
                ["action", "hand-ability", fam.reading("LY-HAND-ABILITY-CARD")], s.setup(), script,
                {"state": {user: {"hand": [d[0]], "trash": ["H", "C"]}, foe: {"AF-left": [{"card": "X", "ap": 2}]}},
                 "events": [{"type": "marker", "name": "hand-ability-before"},
                            {"type": "marker", "name": "hand-ability-after"}]})
    s = Scene()
    tp = s.tp
    s.put(tp, "hand", "C", abilities=[{"kind": "hand", "effect": [{"marker": "m"}]}])
    s.char(tp, "DF-right", "D", abilities=[{"kind": "hand", "effect": [{"marker": "d"}]}])
    script = [{"query": "legal"}, {"do": "hand-ability", "card": "D", "ability": 0},
              {"do": "hand-ability", "card": "C", "ability": 3}, {"do": "hand-ability", "card": "C", "ability": 0},
              {"do": "pass", "by": s.ntp}]
    fam.add("hand-ability-no-cost", "A hand ability without a cost; not from the field",
            " ".join([fam.quote("0226/使用代償", "使用代償の記載が無い場合、その使用代償は使用代償の情報を持ちません。"),
                      "D is on the field: no main element; C has no ability 3; C's ability 0, without a cost, is declared."]),
            ["0226/使用代償", "0819/行動の主要素の指定"], ["action", "hand-ability"], s.setup(), script,
            {"rejections": [{"step": 1, "rule": "0819/行動の主要素の指定"}, {"step": 2, "rule": "0819/行動の主要素の指定"}],
             "events": [{"type": "marker", "name": "m"}],
             "legal": [{"step": 0, "actions": [{"do": "hand-ability", "card": "C", "ability": 0}, {"do": "play", "card": "C"},
                                               {"do": "pass"}]}]})


def basics(fam):
    """0812 with 1100's moves: ステップ, サイドステップ, オーダーステップ, オーダーチェンジ."""
    rows = [("step", "AF-center", ["AF-left", "AF-right", "DF-center"], ["DF-left"]),
            ("side-step", "AF-center", ["AF-left", "AF-right"], ["DF-center"]),
            ("order-step", "AF-center", ["DF-center"], ["AF-left"]),
            ("step", "DF-left", ["AF-left", "DF-center"], ["AF-center"])]
    for name, at, ok_fields, bad in rows:
        for dest in ok_fields + bad:
            s = Scene()
            tp, ntp = s.tp, s.ntp
            s.char(tp, at, "Q", basics=[{"name": name, "cost": ["0"]}])
            s.char(tp, "DF-right", "W", abilities=before_after("basic"))
            ok = dest in ok_fields
            script = [{"do": "basic", "card": "Q", "ability": 0, "field": dest}]
            if ok:
                script += [{"do": "pass", "by": ntp}, {"choose": {"card": "W", "ability": 0}, "for": "trigger", "by": tp},
                           {"query": "legal"}]
                exp = {"state": {tp: {dest: [{"card": "Q"}], at: []}},
                       "events": [{"type": "move", "card": "Q", "from": "%s:%s" % (tp, at), "to": "%s:%s" % (tp, dest),
                                   "cause": "move"}, {"type": "marker", "name": "basic-before"},
                                  {"type": "marker", "name": "basic-after"}],
                       "legal": [{"step": 3, "actions": [{"do": "attack", "card": "Q"}] * ("AF" in dest) + [{"do": "pass"}]}]}
            else:
                exp = {"rejections": [{"step": 0, "rule": "0812/対象"}]}
            label = {"step": "ステップ", "side-step": "サイドステップ", "order-step": "オーダーステップ"}[name]
            clauses = ["0812/対象", "1100:%s/対象" % label]
            if ok:
                clauses += ["0812/行動が許可される宣言タイミング", "0812/行動の主要素の指定", "0812/行動の主要素の指定~r1",
                            "0812/要求する使用代償", "1100:%s/効果型" % label, "1100:%s/使用が許可されるタイミング" % label,
                            "1100:%s/効果" % label, "1580:移動", "1580:移動#1", "1580:移動#2", "1580:移動#3",
                            "1580:移動#4", "1580:移動#5", "1580:移動/同じフィールドへの移動~n1",
                            "0223/使用代償・効果~n1"] + steps("0812")
                clauses.remove("0223/使用代償・効果~n1")
            desc = " ".join([fam.quote("1100:%s/対象" % label),
                             fam.quote("1100:%s/効果" % label, "(1ターンに1回まで使用可能)"),
                             "Q (%s at %s) to %s: %s." % (label, at, dest, "moved" if ok else "not a target")])
            fam.add("%s-%s-%s" % (name, at.lower(), dest.lower()), "%s from %s to %s" % (label, at, dest), desc,
                    clauses, ["action", "basic"], s.setup(), script, exp)
    # twice a turn with two ステップ; not in a battle, not in the opponent's turn, not when tapped
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-center", "Q", basics=[{"name": "step", "cost": ["0"]}, {"name": "step", "cost": ["0"]}])
    script = [{"do": "basic", "card": "Q", "ability": 0, "field": "AF-left"}, {"do": "pass", "by": ntp},
              {"do": "basic", "card": "Q", "ability": 0, "field": "DF-left"},
              {"do": "basic", "card": "Q", "ability": 1, "field": "DF-left"}, {"do": "pass", "by": ntp}]
    fam.add("step-twice", "Two ステップ: two uses, each once",
            " ".join([fam.quote("0223/使用代償・効果~n1", "[ステップ]を2つ得た場合、[ステップ]を2回使うことが可能です"),
                      fam.quote("1100:ステップ/効果", "(1ターンに1回まで使用可能)"),
                      "The first ステップ is refused a second time; the second one moves Q again."]),
            ["0223/使用代償・効果~n1", "1100:ステップ/効果", "0603/行動の主要素の指定~r1"],
            ["action", "basic", fam.reading("LY-ONCE-UNIT")], s.setup(), script,
            {"rejections": [{"step": 2, "rule": "0603/行動の主要素の指定~r1"}],
             "state": {tp: {"DF-left": [{"card": "Q"}]}}})
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-center", "Q", basics=[{"name": "step", "cost": ["0"]}])
    s.char(tp, "AF-left", "T", basics=[{"name": "side-step", "cost": ["0"]}])
    s.char(ntp, "DF-right", "N", basics=[{"name": "step", "cost": ["0"]}])
    s.tapped.append("T")
    s.put(tp, "hand", "E", type="event", abilities=[{"effect": [{"marker": "E"}]}])
    script = [{"do": "basic", "card": "T", "ability": 0, "field": "AF-left"},
              {"do": "event", "card": "E"}, {"do": "basic", "card": "N", "ability": 0, "field": "DF-center", "by": ntp},
              {"do": "pass", "by": ntp}, {"do": "attack", "card": "Q"}, {"do": "pass", "by": ntp},
              {"do": "basic", "card": "Q", "ability": 0, "field": "DF-center"}]
    fam.add("moves-refused", "Basic moves outside their timings",
            " ".join([fam.quote("1100:ステップ/使用が許可されるタイミング", "自分がTPのメインフェイズの対応宣言"),
                      fam.quote("1100:ステップ/効果", "自ターン中に使用する。バトル中に使用できない。"),
                      "T's サイドステップ to its own field: no target; N's ステップ as the non-turn "
                      "player's response: refused by its timing; Q's in its battle: refused too."]),
            ["1100:ステップ/使用が許可されるタイミング", "0812/行動が許可される宣言タイミング", "1100:サイドステップ/対象"],
            ["action", "basic"], s.setup(), script,
            {"rejections": [{"step": 0, "rule": "0812/対象"},
                            {"step": 2, "rule": "0812/行動が許可される宣言タイミング"},
                            {"step": 6, "rule": "0812/行動が許可される宣言タイミング"}]})
    # オーダーチェンジ: with the character in front or behind (tapped or not); not sideways
    for other_at, ok in (("DF-center", True), ("AF-left", False)):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-center", "Q", basics=[{"name": "order-change", "cost": ["0"]}])
        s.char(tp, other_at, "R")
        s.tapped.append("R")
        script = [{"do": "basic", "card": "Q", "ability": 0, "targets": ["R"]}]
        if ok:
            script.append({"do": "pass", "by": ntp})
            exp = {"state": {tp: {"AF-center": [{"card": "R", "tapped": True}], "DF-center": [{"card": "Q", "tapped": False}]}},
                   "events": [{"type": "move", "card": "Q", "cause": "rearrange"}, {"type": "move", "card": "R", "cause": "rearrange"}]}
        else:
            exp = {"rejections": [{"step": 0, "rule": "0812/対象"}]}
        fam.add("order-change-%s" % other_at.lower(), "オーダーチェンジ with %s" % other_at,
                " ".join([fam.quote("1100:オーダーチェンジ/対象", "主要素のキャラクターカードの前後に隣接した味方キャラ1体"),
                          "Q with R at %s: %s." % (other_at, "swapped" if ok else "not in front or behind")]),
                ["1100:オーダーチェンジ/対象", "1100:オーダーチェンジ/効果", "1100:オーダーチェンジ/効果型",
                 "1100:オーダーチェンジ/使用が許可されるタイミング"][:1 if not ok else 4],
                ["action", "basic", fam.reading("LY-ORDER-CHANGE")], s.setup(), script, exp)
