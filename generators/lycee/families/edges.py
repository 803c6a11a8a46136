"""Family `edges`: one detail each of the mechanics the other families exercise in their common
form, where an implementation most plausibly slips: declarations with several targets and the
same target twice (0603/行動の対象の指定), the timings after a card reaches the hand or the deck,
or is modified, rearranged or untapped (1510, 1580), the wake-up of every field (1540), a
【ボーナス】 of the defender, an item's [T] paid by its character, a battle participant that must
attack (1600), the legal actions after a use (0901), the order of modifications by time
(LY-MOD-ORDER), a continuous effect lost or only unusable (1580), the letters of card numbers
(LY-NUMBER-LETTERS), the timing names of a battle's responses, cost-type effects that fail."""

from . import Family
from .battle import battle_script
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    targets(fam)
    timings(fam)
    wake_up(fam)
    bonus_defender(fam)
    item_tap(fam)
    must_attack(fam)
    legal_after_use(fam)
    mod_order(fam)
    lost_or_unusable(fam)
    number_letters(fam)
    battle_response_timing(fam)
    costs(fam)
    fields(fam)
    wake_up_untapped(fam)
    first_cards(fam)
    more(fam)
    still_more(fam)
    last_details(fam)
    filters_and_ends(fam)
    legal_basics(fam)
    battle_end_leave(fam)
    attacker_moved(fam)
    several_moved(fam)
    value_filters(fam)
    same_name_kinds(fam)
    move_destination_filled(fam)
    opponents_last_field(fam)
    damage_to_first_card(fam)
    continuous_forbid(fam)
    targeted_first_card(fam)
    item_without_character(fam)
    use_only_empty_field(fam)
    under_card_owner(fam)
    under_first_card(fam)
    charge_paid_then_leave(fam)
    declaration_bounds(fam)
    cost_targets(fam)
    lowercase_number_used(fam)
    subname_of_items(fam)
    second_ability_and_trigger_card(fam)
    return fam.cases


def declared(s, card="U", *after):
    return [{"do": "ability", "card": card, "ability": 0}, {"do": "pass", "by": s.ntp}] + list(after)


def targets(fam):
    Q = "行動と、行動の主要素について、対象の指定を要求された場合、対象を指定します。"
    for name, chosen, ok in (("two", ["X", "Y"], True), ("same-twice", ["X", "X"], False),
                             ("three-repeat", ["X", "Y", "X"], False)):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "target": {"who": "opponent", "count": len(chosen)},
                                               "effect": [{"mod": {"ap": -1}, "target": "targets"}]}])
        for c, f in (("X", "AF-left"), ("Y", "AF-right"), ("Z", "DF-left")):
            s.char(ntp, f, c, ap=3)
        script = [{"do": "ability", "card": "U", "ability": 0, "targets": chosen}]
        if ok:
            script.append({"do": "pass", "by": ntp})
            exp = {"state": {ntp: {"AF-left": [{"card": "X", "ap": 2}], "AF-right": [{"card": "Y", "ap": 2}],
                                   "DF-left": [{"card": "Z", "ap": 3}]}}}
        else:
            exp = {"rejections": [{"step": 0, "rule": "0811/対象"}]}
        fam.add("targets-%s" % name, "Targets %s" % ", ".join(chosen),
                " ".join([fam.quote("0603/行動の対象の指定", Q),
                          "U's ability designates %d of the opponent's characters (%d cards, %d different ones "
                          "asked): %s." % (len(chosen), len(chosen), len(chosen),
                                           "X and Y, each AP -1" if ok else "one of them twice: refused")]),
                ["0603/行動の対象の指定", "0811/対象"], ["edges", "targets"], s.setup(), script, exp)


def watch(s, field, on, when, cid, optional=False):
    s.char(s.tp, field, cid, abilities=[{"kind": "trigger", "trigger": {"on": on, "when": when},
                                         "effect": [dict({"marker": "%s-%s" % (on, when)},
                                                         **({"optional": True} if optional else {}))]}])


def timings(fam):
    rows = [("to-hand", [{"to_hand": {"all": {"zone": "trash", "name": "T1"}}}], "1510:手札に入れる#1",
             "1510:手札に入れる#3"),
            ("to-deck", [{"to_deck": {"all": {"zone": "trash", "name": "T1"}}}], "1510:デッキにカードを置く#1",
             "1510:デッキにカードを置く#3"),
            ("rearrange", [{"rearrange": ["AF-left", "AF-right"]}], "1580:入れ替える#1", "1580:入れ替える#6"),
            ("mod", [{"mod": {"ap": 1}, "target": {"all": {"name": "K"}}}], "1580:能力値修正#1", "1580:能力値修正#3"),
            ("shield", [{"shield": 1}], "1510:シールド+1#1", "1510:シールド+1#3")]
    for on, instrs, before, after in rows:
        for when in ("before", "after"):
            clause = before if when == "before" else after
            s = Scene()
            tp, ntp = s.tp, s.ntp
            s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": instrs}])
            s.char(tp, "AF-left", "K")
            s.put(tp, "trash", "T1")
            watch(s, "DF-right", on, when, "W")
            script = declared(s)
            if on == "rearrange":
                script.append({"choose": {"K": "%s:AF-right" % tp}, "for": "order", "by": tp})
            fam.add("timing-%s-%s" % (on, when), "「%s」 %s" % (on, when),
                    " ".join([fam.quote(clause), "W's trigger on %s %s is met." % (when, on)]),
                    [clause], ["edges", "timing"], s.setup(), script,
                    {"events": [{"type": "trigger", "card": "W"}, {"type": "marker", "name": "%s-%s" % (on, when)}]})
    # untapping an untapped character: no 「未行動にしたとき」 (its effect would ask first)
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"untap": {"all": {"name": "K"}}}, {"marker": "done"}]}])
    s.char(tp, "AF-left", "K")
    watch(s, "DF-right", "untap", "after", "W", optional=True)
    fam.add("untap-untapped", "Untapping a character that is 未行動",
            " ".join([fam.quote("0902/不成功の行為に対する誘発", "失敗した処理について、誘発型効果は誘発しません。"),
                      "K was 未行動: nothing is untapped, W does not trigger."]),
            ["0902/不成功の行為に対する誘発", "1580:未行動状態にする(未行動にする)"], ["edges", "timing"], s.setup(),
            declared(s), {"events": [{"type": "marker", "name": "done"}]})
    # the battle's timings (0850): the declaration timings' start, the result, the end
    for on in ("battle-declare-start", "battle-declare-end", "battle-result", "battle-end"):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "A")
        s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": on}, "effect": [{"marker": on}]}])
        fam.add("battle-timing-%s" % on, "The battle's timing %s" % on,
                " ".join([fam.quote("0850/バトル中宣言タイミング"), "W's trigger on %s." % on]),
                ["0850/バトル中宣言タイミング"], ["edges", "battle"], s.setup(),
                [{"do": "attack", "card": "A"}] + battle_script(ntp, ask=False),
                {"events": [{"type": "marker", "name": on}]})


def wake_up(fam):
    s = Scene(turn=2)
    tp, ntp = s.tp, s.ntp                 # P1's turn 3 follows
    nxt = ntp
    for f in ("AF-left", "DF-right"):
        s.char(nxt, f, "T-" + f)
        s.tapped.append("T-" + f)
    s.char(nxt, "AF-right", "U1")
    s.char(nxt, "DF-left", "W", abilities=[{"kind": "trigger", "trigger": {"on": "untap"},
                                            "effect": [{"marker": "untapped", "optional": True}]}])
    script = [{"do": "pass"}, {"do": "pass", "by": ntp},
              {"choose": True, "for": "optional", "by": nxt}]
    fam.add("wake-up-all-fields", "The wake-up untaps every field's character",
            " ".join([fam.quote("0229/行動状態/未行動状態(未行動)"),
                      "At %s's turn start its AF-left and DF-right characters, 行動済み, become 未行動; U1, "
                      "未行動 already, is not untapped: W's trigger is met once (its limit)." % nxt]),
            ["0229/行動状態/未行動状態(未行動)"], ["edges", "turn"], s.setup(), script,
            {"state": {nxt: {"AF-left": [{"card": "T-AF-left", "tapped": False}],
                             "DF-right": [{"card": "T-DF-right", "tapped": False}]}},
             "events": [{"type": "untap", "card": "T-AF-left"}, {"type": "untap", "card": "T-DF-right"},
                        {"type": "marker", "name": "untapped"}]})


def bonus_defender(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A", ap=1, dp=1)
    s.char(ntp, "DF-right", "D", ap=3, dp=5, basics=[{"name": "bonus", "effect": [{"marker": "bonus"}]}])
    fam.add("bonus-defender", "【ボーナス】 of the defender",
            " ".join([fam.quote("1100:ボーナス/効果", "このキャラが参加し、このキャラがダウンせず、対戦キャラがダウンしたバトル終了時、併記された効果を処理する。"),
                      "D (AP 3) downs A (DP 1) and survives: its 【ボーナス】, for %s." % ntp]),
            ["1100:ボーナス/効果", "1100:ボーナス/効果型"], ["edges", "battle"], s.setup(),
            [{"do": "attack", "card": "A"}] + battle_script(ntp, "D"),
            {"events": [{"type": "down", "card": "A"}, {"type": "battle-end"}, {"type": "trigger", "card": "D"},
                        {"type": "marker", "name": "bonus", "player": ntp}]})


def item_tap(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "K")
    s.item(tp, "AF-left", "I", abilities=[{"kind": "declare", "cost": ["T"], "effect": [{"marker": "I"}]}])
    s.lead("I")
    fam.add("item-tap-cost", "An item's declared effect costing [T]",
            " ".join([fam.quote("0240/効果の付与"),
                      "I (the setup's first card) gives K its effect: [T] taps K."]),
            ["0240/効果の付与", "0711/支払いの判定"], ["edges", "item"], s.setup(),
            [{"do": "other", "source": "I", "ability": 0}, {"do": "pass", "by": ntp}],
            {"state": {tp: {"AF-left": [{"card": "K", "tapped": True}, {"card": "I", "item": True}]}},
             "events": [{"type": "marker", "name": "I"}]})


def must_attack(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A")
    s.effects.append({"master": ntp, "card": "A", "participate": "must", "target": "this"})
    script = [{"query": "legal"}, {"do": "pass"}, {"do": "attack", "card": "A"}, {"do": "pass", "by": ntp}]
    fam.add("must-attack", "A character that must attack",
            " ".join([fam.quote("1600:バトル参加キャラの操作:参加キャラに指定する"),
                      "A must attack: the turn player's pass is refused until it has."]),
            ["1600:バトル参加キャラの操作:参加キャラに指定する"], ["edges", "battle"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [{"do": "attack", "card": "A"}]}],
             "rejections": [{"step": 1, "rule": "1600:バトル参加キャラの操作:参加キャラに指定する"}],
             "events": [{"type": "battle", "attacker": "A"}]})


def legal_after_use(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.area(tp, "DF-left", "R", abilities=[{"kind": "continuous", "continuous": [{"mod": {"dp": 1}, "target": {"all": {"who": "you"}}}]},
                                          {"kind": "declare", "target": {"who": "opponent"}, "effect": [{"tap": "targets"}]}])
    s.char(ntp, "AF-left", "X")
    script = [{"query": "legal"}, {"do": "other", "source": "R", "ability": 1, "targets": ["X"]},
              {"do": "pass", "by": ntp}, {"query": "legal"}]
    fam.add("legal-after-use", "An area's second effect: listed, used, then not listed",
            " ".join([fam.quote("0901/宣言回数の上限", "宣言型効果は1ターンに1回まで宣言することができます。"),
                      "R's declared effect (its second) has a target, X: listed; used once, not again."]),
            ["0901/宣言回数の上限"], ["edges", "legal"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [{"do": "other", "source": "R", "ability": 1}, {"do": "pass"}]},
                       {"step": 3, "actions": [{"do": "pass"}]}]})


def mod_order(fam):
    # a continuous 「Xにする」 older than an instruction's plus: by time, the plus last (LY-MOD-ORDER)
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "K", abilities=[{"kind": "continuous", "zone": "field", "continuous": [
        {"mod": {"ap": {"set": 4}}, "target": "this"}, {"mod": {"ap": 1}, "target": "this"}]}])
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"mod": {"ap": 2}, "target": {"all": {"name": "K"}}}]}])
    fam.add("mod-order-continuous", "A continuous 「Xにする」, then pluses",
            " ".join([fam.quote("0910/累積"),
                      "K: AP set to 4 and +1 by its own effect (in that order), then +2 by U's later one: 7."]),
            ["0910/累積", "1580:能力値修正/Xにする~r1"], ["edges", "values", fam.reading("LY-MOD-ORDER")], s.setup(),
            [{"query": "legal"}] + declared(s),
            {"state": {tp: {"AF-left": [{"card": "K", "ap": 7}]}}})


def lost_or_unusable(fam):
    for verb in ("lose_ability", "cannot_use"):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "K", abilities=[{"kind": "continuous", "continuous": [{"mod": {"ap": 3}, "target": "this"}]}])
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{verb: 0, "target": {"all": {"name": "K"}}}]}])
        lost = verb == "lose_ability"
        fam.add("continuous-%s" % verb.replace("_", "-"), "A continuous ability %s" % ("lost" if lost else "not usable"),
                " ".join([fam.quote("1580:特殊能力を失う" if lost else "1580:特殊能力を使用できない"),
                          "K's AP +3 %s." % ("ends: its ability is gone" if lost else "stays: only its use is forbidden")]),
                ["1580:特殊能力を失う" if lost else "1580:特殊能力を使用できない"], ["edges", "abilities"], s.setup(),
                declared(s), {"state": {tp: {"AF-left": [{"card": "K", "ap": 1 if lost else 4}]}}})


def number_letters(fam):
    for used, num in (("LO-0700z", "LO-0700"), ("LO-0701Z", "LO-0701A"), ("LO-0702", "LO-0702ab"),
                      ("LO-0703", "LO-0703Z"), ("LO-0704a", "LO-0704z")):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "DF-left", "K", number=num, abilities=[{"kind": "declare", "once_per_game": "use", "effect": [{"marker": "K"}]}])
        s.game_used = {tp: ["LO-9999", used]}
        fam.add("number-letters-%s" % num.lower(), "Numbers %s and %s" % (used, num),
                " ".join([fam.quote("1200:ゲーム中1回まで使用可能", "この同番号(アルファベットは無視する)のカードの宣言全てに影響します。"),
                          "%s was used: %s is the same number." % (used, num)]),
                ["1200:ゲーム中1回まで使用可能", "1200:ゲーム中1回まで使用可能~r1"],
                ["edges", "limits", fam.reading("LY-NUMBER-LETTERS")], s.setup(),
                [{"do": "ability", "card": "K", "ability": 0}],
                {"rejections": [{"step": 0, "rule": "0603/行動の主要素の指定~r1"}]})


def battle_response_timing(fam):
    for timing, ok in (("response-battle-ntp", True), ("response-battle-tp", False)):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "A")
        s.char(ntp, "DF-left", "N", abilities=[{"kind": "declare", "timing": [timing], "effect": [{"marker": "N"}]}])
        s.put(tp, "hand", "E", type="event", abilities=[{"effect": [{"marker": "E"}]}])
        script = [{"do": "attack", "card": "A"}, {"do": "pass", "by": ntp}, {"do": "event", "card": "E"},
                  {"do": "ability", "card": "N", "ability": 0, "by": ntp}]
        if ok:
            script.append({"do": "pass"})
        fam.add("timing-%s" % timing, "An ability allowed at %s, declared by the non-turn player" % timing,
                " ".join([fam.quote("0811/行動が許可される宣言タイミング", "主要素に記載された条件を満たす宣言タイミング"),
                          "%s responds to the turn player's event in the battle: the timing is 「NTPのバトル中宣言タイミングの対応宣言」"
                          " no: %s." % (ntp, "allowed" if ok else "refused")]),
                ["0811/行動が許可される宣言タイミング"], ["edges", "timing"], s.setup(), script,
                {"events": [{"type": "marker", "name": "N"}, {"type": "marker", "name": "E"}]} if ok else
                {"rejections": [{"step": 3, "rule": "0811/行動が許可される宣言タイミング"}]})


def costs(fam):
    # a declared ability offered as a cost-type effect; a cost-type effect whose own [T] fails
    for name, use, tapped in (("not-cost-type", {"card": "K", "ability": 0}, False),
                              ("own-cost-fails", {"card": "K", "ability": 1}, True)):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "DF-left", "K", abilities=[{"kind": "declare", "effect": [{"marker": "K"}]},
                                              {"kind": "cost", "cost": ["T"], "produce": ["any"]}])
        if tapped:
            s.tapped.append("K")
        s.put(tp, "hand", "C", cost=["any"])
        rule = "0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします" if not tapped \
            else "0711/支払いの判定"
        fam.add("cost-effect-%s" % name, "A payment by %s" % ("a declared ability" if not tapped else "a cost-type effect whose [T] fails"),
                " ".join([fam.quote("0904/コスト型効果の発生"),
                          "K's %s: the play of C fails." % ("ability 0 is no cost-type effect" if not tapped else
                                                          "cost-type effect needs [T], K is 行動済み")]),
                ["0603/宣言の失敗", rule], ["edges", "costs"], s.setup(),
                [{"do": "play", "card": "C", "field": "AF-left", "use": [use]}],
                {"rejections": [{"step": 0, "rule": rule}], "state": {tp: {"hand": ["C"]}}})
    # 1100:アシスト for an event's payment
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.put(tp, "hand", "V", type="event", cost=["snow"], types=["学生"], abilities=[{"effect": [{"marker": "V"}]}])
    s.put(tp, "hand", "H", attributes=["moon"], types=["学生"], basics=[{"name": "assist"}])
    fam.add("assist-event", "【アシスト】 paying an event",
            " ".join([fam.quote("1100:アシスト/効果"), "H shares V's タイプ: its point pays [雪]."]),
            ["1100:アシスト/効果"], ["edges", "costs"], s.setup(),
            [{"do": "event", "card": "V", "pay": ["H"]}, {"do": "pass", "by": ntp}],
            {"events": [{"type": "marker", "name": "V"}], "state": {tp: {"trash": ["H", "V"]}}})


def fields(fam):
    # a move to a field given by adjacency; by direction; with a filter on EX and on items
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", ex=2, abilities=[{"kind": "declare", "effect": [
        {"move": "this", "to": {"adjacent": True, "empty": True}},
        {"move": {"all": {"name": "K"}}, "to": {"direction": "front", "empty": True}},
        {"discard": {"all": {"type": "item", "who": "any"}}},
        {"mod": {"ap": 1}, "target": {"all": {"ex": 2}}}]}])
    s.char(tp, "DF-right", "K")
    s.char(tp, "AF-left", "L")
    s.item(tp, "AF-left", "I")
    script = declared(s)
    fam.add("fields-by-geometry", "Fields chosen by adjacency and direction; filters on EX and items",
            " ".join([fam.quote("0300/隣接"), fam.quote("0300/方向"),
                      "U moves to an adjacent empty field (AF-left is taken: DF-center); K to the field in front of "
                      "it (AF-right); I, the only item, is discarded; U (EX 2) alone gets AP +1."]),
            ["0300/隣接", "0300/方向", "1580:X体移動"], ["edges", "geometry"], s.setup(), script,
            {"state": {tp: {"DF-center": [{"card": "U", "ap": 2}], "AF-right": [{"card": "K", "ap": 1}],
                            "AF-left": [{"card": "L"}], "trash": ["I"]}}})


def wake_up_untapped(fam):
    """No character 行動済み: the wake-up untaps nothing, no 「未行動にするとき」."""
    s = Scene(turn=2)
    tp, ntp = s.tp, s.ntp
    s.char(ntp, "AF-left", "K")
    s.char(ntp, "DF-left", "W", abilities=[{"kind": "trigger", "trigger": {"on": "untap", "when": "before"},
                                            "effect": [{"marker": "untapping", "optional": True}]}])
    fam.add("wake-up-nothing-tapped", "A wake-up with every character 未行動",
            " ".join([fam.quote("0521/ウェイクアップ#2"), "Nothing to untap: W is not met."]),
            ["0521/ウェイクアップ#1"], ["edges", "turn"], s.setup(), [{"do": "pass"}, {"do": "pass", "by": ntp}],
            {"state": {"turn": {"number": 3, "phase": "main"}}})


def first_cards(fam):
    """The setup's first card as the one an effect, a move or a battle result concerns."""
    # an area moved onto the field of the setup's first card, an area
    s = Scene()
    tp = s.tp
    s.area(tp, "DF-left", "R1", abilities=[{"kind": "declare", "effect": [
        {"move": {"all": {"type": "area", "name": "R1"}}, "to": "DF-right"}, {"marker": "done"}]}])
    s.area(tp, "DF-right", "R2")
    s.lead("R2")
    fam.add("area-onto-first-card", "An area moved onto the field of an area listed first",
            fam.quote("0310/エリアカードの重複する移動の禁止", "その移動は失敗します。"),
            ["0310/エリアカードの重複する移動の禁止"], ["edges", "field"], s.setup(),
            [{"do": "other", "source": "R1", "ability": 0}, {"do": "pass", "by": s.ntp}],
            {"state": {tp: {"DF-left": [{"card": "R1", "area": True}], "DF-right": [{"card": "R2", "area": True}]}}})
    # `all` with the first card a character without an item: once
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"mod": {"ap": 1}, "target": {"all": {"who": "you"}}}]}])
    s.char(tp, "AF-left", "K")
    s.lead("K")
    fam.add("all-first-card", "Every character of the user's, the first listed among them",
            fam.quote("1580:能力値修正#2"), ["1580:能力値修正#2"], ["edges", "select"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": s.ntp}],
            {"state": {tp: {"AF-left": [{"card": "K", "ap": 2}], "DF-left": [{"card": "U", "ap": 2}]}}})
    # the defender first, downed at the result; the attacker first, engaged onto
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A", ap=3)
    s.char(ntp, "DF-right", "D", ap=0, dp=1)
    s.lead("D")
    fam.add("defender-first-card", "A defender listed first, downed",
            fam.quote("0850:バトル結果/攻撃の判定"), ["0850:バトル結果/攻撃の判定"], ["edges", "battle"], s.setup(),
            [{"do": "attack", "card": "A"}] + battle_script(ntp, "D"),
            {"events": [{"type": "judge", "card": "A", "against": "D", "success": True}, {"type": "down", "card": "D"}],
             "state": {ntp: {"trash": ["D"]}}})
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "K")
    s.lead("K")
    s.put(tp, "hand", "N", basics=[{"name": "engage", "effect": [{"marker": "engaged"}]}])
    s.put(tp, "hand", "M", basics=[{"name": "engage", "effect": [{"marker": "never"}]}])
    fam.add("engage-first-card", "【エンゲージ】 onto the first listed card; onto an empty field",
            " ".join([fam.quote("1100:エンゲージ/効果"), "N replaces K; M, on an empty field, is a play like any other."]),
            ["1100:エンゲージ/効果", "1100:エンゲージ/エンゲージ登場"], ["edges", "engage"], s.setup(),
            [{"do": "play", "card": "N", "field": "AF-left"}, {"do": "pass", "by": ntp},
             {"do": "play", "card": "M", "field": "AF-right"}, {"do": "pass", "by": ntp}],
            {"state": {tp: {"AF-left": [{"card": "N"}], "AF-right": [{"card": "M"}], "trash": ["K"]}},
             "events": [{"type": "enter", "card": "N", "how": "engage"}, {"type": "marker", "name": "engaged"},
                        {"type": "enter", "card": "M", "how": "play"}]})
    # the deck's first card picked
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"pick": 2, "then": [{"to_hand": "picked"}]}]}])
    d = s.deck(tp)
    fam.add("pick-first-card", "The first listed card picked from the deck",
            fam.quote("1530:デッキのカード1枚を選ぶ"), ["1530:デッキのカード1枚を選ぶ"], ["edges", "deck"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": s.ntp},
             {"choose": d[0], "for": "target", "by": tp}],
            {"state": {tp: {"hand": [d[0]], "deck": d[1:]}}})


def more(fam):
    # up to N targets: listed with no candidate
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "target": {"who": "opponent", "count": 1, "up_to": True},
                                           "effect": [{"marker": "U"}]}])
    fam.add("up-to-no-candidate", "「…まで」 targets with no candidate",
            fam.quote("0603/行動の対象の指定"), ["0603/行動の対象の指定"], ["edges", "legal"], s.setup(),
            [{"query": "legal"}, {"do": "ability", "card": "U", "ability": 0, "targets": []}, {"do": "pass", "by": s.ntp}],
            {"legal": [{"step": 0, "actions": [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass"}]}],
             "events": [{"type": "marker", "name": "U"}]})
    # a [切札] already processed before the run (setup `trump`)
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "trump": True, "effect": [{"marker": "U"}]}])
    s.trump.append(tp)
    fam.add("trump-before", "A [切札] processed earlier in the game",
            fam.quote("1201", "この情報はプレイヤーに与えられ、カードの破棄、ゲームから取り除かれる等によっても失われません。"),
            ["1201"], ["edges", "limits"], s.setup(), [{"do": "ability", "card": "U", "ability": 0}],
            {"rejections": [{"step": 0, "rule": "0603/行動の主要素の指定~r1"}]})
    # search for two
    s = Scene(decks=(0, 3))
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"search": {"type": "character"}, "count": 2, "then": [{"to_hand": "aside"}]}]}])
    for c in ("K1", "K2", "K3"):
        s.put(tp, "deck", c)
    fam.add("search-two", "Search the deck for two characters",
            fam.quote("1530:デッキからカードを探す", "指定された枚数のカードを選び横に置きます。"),
            ["1530:デッキからカードを探す"], ["edges", "deck"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": s.ntp},
             {"choose": ["K3", "K1"], "for": "target", "by": tp}, {"random": ["K2"], "for": "shuffle"}],
            {"state": {tp: {"hand": ["K3", "K1"], "deck": ["K2"]}}})
    # 【アシスト】 for an item and an area
    for kind in ("item", "area"):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "K")
        s.put(tp, "hand", "V", type=kind, cost=["snow"], types=["学生"])
        s.put(tp, "hand", "H", attributes=["moon"], types=["学生"], basics=[{"name": "assist"}])
        act = {"do": kind, "card": "V", "pay": ["H"]}
        act.update({"target": "K"} if kind == "item" else {"field": "%s:DF-left" % tp})
        fam.add("assist-%s" % kind, "【アシスト】 paying an %s" % kind,
                fam.quote("1100:アシスト/効果"), ["1100:アシスト/効果"], ["edges", "costs"], s.setup(),
                [act, {"do": "pass", "by": ntp}], {"state": {tp: {"trash": ["H"], "hand": []}}})
    # 【チャージ】 then its 「チャージしたとき」 (the processing counted back to 0)
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.put(tp, "hand", "N", basics=[{"name": "charge", "count": 1}])
    s.put(tp, "trash", "T1")
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "charge"}, "effect": [{"marker": "charged"}]}])
    fam.add("charge-then-trigger", "【チャージ】 meeting another trigger",
            fam.quote("1510:チャージ+X(X枚チャージする)#4"), ["1510:チャージ+X(X枚チャージする)#4"], ["edges", "charge"],
            s.setup(), [{"do": "play", "card": "N", "field": "DF-left"}, {"do": "pass", "by": ntp},
                        {"choose": 0, "for": "mill", "by": tp}, {"choose": ["T1"], "for": "charge", "by": tp}],
            {"events": [{"type": "marker", "name": "charged"}]})
    # triggers of an item (given to its character) and of an area
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "K")
    s.item(tp, "AF-left", "I", abilities=[{"kind": "trigger", "trigger": {"on": "draw"}, "effect": [{"marker": "I"}]}])
    s.area(tp, "DF-right", "R", abilities=[{"kind": "trigger", "trigger": {"on": "draw"}, "effect": [{"marker": "R"}]}])
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"draw": 1}]}])
    fam.add("item-area-triggers", "Triggered effects of an item and an area",
            " ".join([fam.quote("0240/効果の付与"), fam.quote("0250/エリアカードの効果")]),
            ["0240/効果の付与", "0250/エリアカードの効果"], ["edges", "trigger"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp},
             {"choose": {"card": "I", "ability": 0}, "for": "trigger", "by": tp}],
            {"events": [{"type": "marker", "name": "I"}, {"type": "marker", "name": "R"}]})
    # a deck whose restricting card is listed after the card it forbids
    # the game ended at a battle's end: nothing after
    s = Scene(decks=(6, 6))
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A", ap=3, basics=[{"name": "bonus", "effect": [{"win": "you"}]}])
    s.char(ntp, "DF-right", "D", ap=0, dp=1)
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "battle-end"},
                                            "effect": [{"marker": "W", "optional": True}]}])
    fam.add("game-end-at-battle-end", "The game won at a battle's end",
            " ".join([fam.quote("0502/判定#B"), "A's 【ボーナス】 wins the game; W's pending trigger is never processed."]),
            ["0502/判定#B"], ["edges", "endgame"], s.setup(),
            [{"do": "attack", "card": "A"}] + battle_script(ntp, "D") +
            [{"choose": {"card": "A", "basic": "bonus"}, "for": "trigger", "by": tp}],
            {"state": {"result": {"winner": tp}}, "events": [{"type": "game-end", "winner": tp}]})
    # 1570:カードを使用する refused, and the effect goes on
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"use": {"all": {"zone": "hand", "name": "U"}}, "free": True}, {"marker": "after"}]}])
    s.put(tp, "hand", "K", name="U")
    fam.add("use-refused-goes-on", "A use refused inside an effect",
            fam.quote("1570:カードを使用する(登場する)"), ["1570:カードを使用する(登場する)"], ["edges", "use"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": s.ntp}],
            {"events": [{"type": "marker", "name": "after"}], "state": {tp: {"hand": ["K"]}}})


def still_more(fam):
    # two triggers of one number 「ゲーム中1回まで処理可能」: the second is not processed
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"draw": 1}]}])
    for c, f in (("K1", "AF-left"), ("K2", "AF-right")):
        s.char(tp, f, c, number="LO-0800", abilities=[{"kind": "trigger", "once_per_game": "process", "trigger": {"on": "draw"},
                                                      "effect": [{"marker": c, "optional": True}]}])
    fam.add("once-per-game-process-pair", "Two triggers of one number 「ゲーム中1回まで処理可能」",
            fam.quote("1200:ゲーム中1回まで処理可能", "そのプレイヤー1人がゲーム中1回まで処理・誘発できます。"),
            ["1200:ゲーム中1回まで処理可能", "1200:ゲーム中1回まで処理可能~r1"], ["edges", "limits"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp},
             {"choose": {"card": "K2", "ability": 0}, "for": "trigger", "by": tp}, {"choose": True, "for": "optional", "by": tp}],
            {"events": [{"type": "process", "card": "K2"}, {"type": "marker", "name": "K2"}, {"type": "process", "card": "K1"}]})
    # a hand ability second among the card's abilities; one costing [T] (no character to tap)
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.put(tp, "hand", "C", abilities=[{"kind": "trigger", "trigger": {"on": "draw"}, "effect": [{"marker": "t"}]},
                                      {"kind": "hand", "effect": [{"marker": "C"}]}])
    s.put(tp, "hand", "D", abilities=[{"kind": "hand", "cost": ["T"], "effect": [{"marker": "D"}]}])
    fam.add("hand-abilities-listed", "Hand abilities: the second of a card; one costing [T]",
            " ".join([fam.quote("0711/支払いの判定"), "C's hand ability 1 is listed and used; D's [T] cannot be paid from the hand."]),
            ["0819/行動の主要素の指定", "0711/支払いの判定"], ["edges", "hand-ability"], s.setup(),
            [{"query": "legal"}, {"do": "hand-ability", "card": "D", "ability": 0},
             {"do": "hand-ability", "card": "C", "ability": 1}, {"do": "pass", "by": ntp}],
            {"legal": [{"step": 0, "actions": [{"do": "play", "card": "C"}, {"do": "hand-ability", "card": "C", "ability": 1},
                                               {"do": "play", "card": "D"}, {"do": "hand-ability", "card": "D", "ability": 0},
                                               {"do": "pass"}]}],
             "rejections": [{"step": 1, "rule": "0711/支払いの判定"}], "events": [{"type": "marker", "name": "C"}]})
    # to the hand from a field and from the shield: shown first
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"to_hand": {"all": {"name": "K"}}}, {"to_hand": {"all": {"zone": "shield"}}}]}])
    s.char(tp, "AF-left", "K")
    s.put(tp, "shield", "S1")
    fam.add("to-hand-shown", "A character and a shield card to the hand",
            fam.quote("1510/公開されたカードの非公開のカード置き場への移動"),
            ["1510/公開されたカードの非公開のカード置き場への移動"], ["edges", "visibility"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}],
            {"events": [{"type": "reveal", "card": "K", "to": ["P1", "P2"]}, {"type": "move", "card": "K", "cause": "to-hand"},
                        {"type": "reveal", "card": "S1", "to": ["P1", "P2"]}, {"type": "move", "card": "S1", "cause": "to-hand"}],
             "state": {tp: {"hand": ["K", "S1"]}}})
    # a continuous division; a giver and a host listed first; a card of P2's on P1's field is P1's to use
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "K", ap=7, abilities=[{"kind": "continuous", "continuous": [{"mod": {"ap": {"div": 2}}, "target": "this"}]}])
    s.char(tp, "AF-right", "B", owner=ntp)
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"mod": {"dp": 1}, "target": {"all": {"who": "you"}}}]}])
    s.lead("B")
    fam.add("continuous-divide-user", "A continuous division; the user of the opponent's card on one's field",
            " ".join([fam.quote("0100/相手・自分"), "K's AP 7/2 = 3; B, owned by %s, is %s's 味方: DP +1." % (ntp, tp)]),
            ["0100/相手・自分", "0903/常時型効果の発生"], ["edges", "values", fam.reading("LY-DIVIDE")], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}],
            {"state": {tp: {"AF-left": [{"card": "K", "ap": 3, "dp": 2}], "AF-right": [{"card": "B", "dp": 2}]}}})
    s = Scene()
    tp, ntp = s.tp, s.ntp
    gained = {"kind": "declare", "once_per_game": "use", "effect": [{"marker": "gained"}]}
    s.char(tp, "DF-left", "G", number="LO-0900", abilities=[{"kind": "declare", "effect": [
        {"gain_ability": gained, "target": {"all": {"name": "K"}}}]}])
    s.char(tp, "AF-left", "K", number="LO-0901")
    s.item(tp, "AF-left", "I", abilities=[{"kind": "declare", "cost": ["T"], "effect": [{"marker": "I"}]}])
    s.lead("G")
    s.game_used = {tp: ["LO-0900"]}
    fam.add("giver-and-host-first", "A giver listed first; an item's character",
            " ".join([fam.quote("1200:ゲーム中1回まで使用可能~r1"), "LO-0900 (G's) was used: K may not use what G gave it."]),
            ["1200:ゲーム中1回まで使用可能~r1"], ["edges", "limits"], s.setup(),
            [{"do": "ability", "card": "G", "ability": 0}, {"do": "pass", "by": ntp},
             {"do": "ability", "card": "K", "ability": 0}],
            {"rejections": [{"step": 2, "rule": "0603/行動の主要素の指定~r1"}]})
    # a card used by an effect onto a field that is taken: nothing, the effect goes on
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"use": {"all": {"zone": "hand", "name": "N"}}, "field": "AF-left", "free": True}, {"marker": "after"}]}])
    s.char(tp, "AF-left", "K")
    s.put(tp, "hand", "N")
    fam.add("use-onto-taken-field", "A card used onto a field that holds a character",
            fam.quote("1570:カードを使用する(登場する)", "特に記載無い限り使用代償の支払いや対象の指定、制限等も適用されます。"),
            ["1570:カードを使用する(登場する)"], ["edges", "use"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": s.ntp}],
            {"events": [{"type": "marker", "name": "after"}], "state": {tp: {"hand": ["N"]}}})


def last_details(fam):
    # basic abilities declared: of the opponent's character, one that is no move
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "K", basics=[{"name": "assist"}, {"name": "step", "cost": ["0"]}])
    s.char(ntp, "AF-left", "N", basics=[{"name": "step", "cost": ["0"]}])
    fam.add("basic-refused", "Basic abilities that cannot be declared",
            " ".join([fam.quote("0812/行動の主要素の指定"), "N is the opponent's; K's 【アシスト】 is allowed at no "
                      "declaration timing (1100:アシスト/使用が許可されるタイミング)."]),
            ["0812/行動の主要素の指定", "0812/行動が許可される宣言タイミング"], ["edges", "basic"], s.setup(),
            [{"do": "basic", "card": "N", "ability": 0, "field": "DF-left"},
             {"do": "basic", "card": "K", "ability": 0, "field": "DF-left"},
             {"do": "basic", "card": "K", "ability": 1, "field": "DF-left"}, {"do": "pass", "by": ntp}],
            {"rejections": [{"step": 0, "rule": "0812/行動の主要素の指定"},
                            {"step": 1, "rule": "0812/行動が許可される宣言タイミング"}],
             "state": {tp: {"DF-left": [{"card": "K"}]}}})
    # a gained ステップ is used once a turn too
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"gain_basic": {"name": "step", "cost": ["0"]}, "target": {"all": {"name": "K"}}}]}])
    s.char(tp, "AF-left", "K")
    script = [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp},
              {"do": "basic", "card": "K", "ability": 0, "field": "AF-center"}, {"do": "pass", "by": ntp},
              {"do": "basic", "card": "K", "ability": 0, "field": "AF-right"}]
    fam.add("gained-step-once", "A gained ステップ, twice in a turn",
            fam.quote("1100:ステップ/効果", "(1ターンに1回まで使用可能)"),
            ["1100:ステップ/効果", "1580:基本能力を得る"], ["edges", "basic"], s.setup(), script,
            {"rejections": [{"step": 4, "rule": "0603/行動の主要素の指定~r1"}], "state": {tp: {"AF-center": [{"card": "K"}]}}})
    # enter by an effect onto a chosen field; a modification of a card in the hand (nothing) then more
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"enter": {"all": {"zone": "hand", "name": "N"}}, "field": {"who": "you", "empty": True, "row": "AF"}},
        {"mod": {"ap": 1}, "target": {"all": {"zone": "hand"}}}, {"marker": "after"}]}])
    s.char(tp, "AF-left", "K")
    s.put(tp, "hand", "N")
    s.put(tp, "hand", "H")
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "enter", "when": "before"}, "effect": [{"marker": "entering"}]}])
    fam.add("enter-chosen-field", "A character entering a chosen field by an effect",
            " ".join([fam.quote("0310/味方キャラクターカード"), "N enters AF-right (AF-left is taken); the AP +1 to the hand's "
                      "H does nothing; the effect goes on."]),
            ["0310/味方キャラクターカード"], ["edges", "enter"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp},
             {"choose": "%s:AF-right" % tp, "for": "field", "by": tp}],
            {"state": {tp: {"AF-right": [{"card": "N"}], "hand": ["H"]}},
             "events": [{"type": "enter", "card": "N", "how": "enter"}, {"type": "marker", "name": "after"},
                        {"type": "marker", "name": "entering"}]})
    # reveal to each explicitly; two cards
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"reveal": {"all": {"zone": "hand"}}, "to": "each"}]}])
    s.put(tp, "hand", "H1")
    s.put(tp, "hand", "H2")
    fam.add("reveal-each", "Two hand cards revealed to each player",
            fam.quote("1570:公開する"), ["1570:公開する", "0201/公開・非公開~r1"], ["edges", "visibility"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}],
            {"events": [{"type": "reveal", "card": "H1", "to": ["P1", "P2"]}, {"type": "reveal", "card": "H2", "to": ["P1", "P2"]}],
             "state": {"view": {ntp: {"sees": ["U", "H1", "H2"]}}}})
    # the opponent's warm-up raised; win and lose for the opponent
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"warm_up": 1, "who": "opponent"}]}])
    e = s.deck(ntp)
    fam.add("warm-up-opponent", "The opponent's next warm-up draws one more (2 + 1)",
            fam.quote("1540:ウォームアップ:ウォームアップのドロー枚数を増減"),
            ["1540:ウォームアップ:ウォームアップのドロー枚数を増減"], ["edges", "turn"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}, {"do": "pass"}, {"do": "pass", "by": ntp}],
            {"state": {ntp: {"hand": e[:3]}}})
    for verb, who, winner in (("win", "opponent", "ntp"), ("lose", "opponent", "tp")):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{verb: who}]}])
        w = tp if winner == "tp" else ntp
        fam.add("game-end-%s-%s" % (verb, who), "The game ended by an effect: %s %s" % (verb, who),
                fam.quote("0502/判定#B"), ["0502/判定#B"], ["edges", "endgame"], s.setup(),
                [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}],
                {"state": {"result": {"winner": w}}})
    # an area with no character: 「このキャラ」 is none
    s = Scene()
    tp = s.tp
    s.area(tp, "DF-right", "R", abilities=[{"kind": "continuous", "continuous": [{"mod": {"ap": 3}, "target": "this"}]}])
    s.char(tp, "AF-left", "K")
    s.lead("K")
    fam.add("area-no-character", "An area's 「このキャラ」 with no character on its field",
            fam.quote("0250/エリアカードの効果/例外~n2"), ["0250/エリアカードの効果/例外~n3"], ["edges", "area"], s.setup(),
            [{"query": "legal"}], {"state": {tp: {"AF-left": [{"card": "K", "ap": 1}]}}})
    # look at more cards than the deck has; an event's column filter (its card is on no field)
    s = Scene(decks=(2, 2))
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"look_top": 5}]}])
    d = s.deck(tp)
    fam.add("look-past-deck", "Looking at 5 of a 2-card deck", fam.quote("1530:デッキのカードを見る"),
            ["1530:デッキのカードを見る"], ["edges", "deck"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": s.ntp}],
            {"events": [{"type": "look", "player": tp, "cards": d}]})
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "K")
    s.put(tp, "hand", "V", type="event", abilities=[{"effect": [{"mod": {"ap": 1}, "target": {"all": {"who": "any", "column": True}}}]}])
    fam.add("event-column", "An event's 「同列」 filter: the event is on no field",
            fam.quote("0300/列/同列", "列の指定はその効果の使用者を基準とした位置指定により行われます。"),
            ["0813/解決/進行#2"], ["edges", "geometry"], s.setup(),
            [{"do": "event", "card": "V"}, {"do": "pass", "by": ntp}], {"state": {tp: {"AF-left": [{"card": "K", "ap": 1}]}}})
    # two teams on one card
    s = Scene()
    tp = s.tp
    s.char(tp, "AF-left", "K", types=["騎士", "魔法"], teams=[{"type": "騎士", "count": 0, "ap": 1},
                                                            {"type": "魔法", "count": 0, "dp": 2}])
    fam.add("two-teams", "A card with two チーム", fam.quote("0225/条件・効果"), ["0225/条件・効果", "0225/効果型"],
            ["edges", "team"], s.setup(), [{"query": "legal"}],
            {"state": {tp: {"AF-left": [{"card": "K", "ap": 2, "dp": 3}]}}})
    # 1600:バトルを中断する in a battle: no result
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A", dmg=2)
    s.put(ntp, "hand", "E", type="event", abilities=[{"effect": [{"interrupt": True}]}])
    e = s.deck(ntp)
    fam.add("interrupt-in-battle", "A battle interrupted by an effect",
            fam.quote("1600:バトルを中断する#2"), ["1600:バトルを中断する#2", "1600:バトルを中断する#3"], ["edges", "battle"],
            s.setup(), [{"do": "attack", "card": "A"}, {"do": "pass", "by": ntp}, {"do": "pass"},
                        {"do": "event", "card": "E", "by": ntp}, {"do": "pass"}],
            {"events": [{"type": "interrupt"}, {"type": "battle-end"}],
             "state": {"turn": {"battle": None}, ntp: {"deck": e, "trash": ["E"]}}})


def filters_and_ends(fam):
    """A subname filter, areas counted on the field only, a forbidden act that forbids no other,
    and every modification of the turn ending with it."""
    # 「サブネーム」 as a filter: K's matches, L's does not, M has none
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"mod": {"ap": 1}, "target": {"all": {"who": "you", "subname": "水着"}}}]}])
    s.char(tp, "AF-left", "K", name="A", subname="水着")
    s.char(tp, "AF-center", "L", name="A", subname="制服")
    s.char(tp, "AF-right", "M", name="B")
    fam.add("filter-subname", "A filter by サブネーム",
            " ".join([fam.quote("0221:サブネーム"), "Only K's サブネーム is 水着: K AP 2, L and M AP 1."]),
            ["1580:能力値修正"], ["edges", "names"], s.setup(), declared(s),
            {"state": {tp: {"AF-left": [{"card": "K", "ap": 2}], "AF-center": [{"card": "L", "ap": 1}],
                            "AF-right": [{"card": "M", "ap": 1}]}}})
    # the areas on the field are discarded; the area in the hand and the one in the trash stay
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"discard": {"all": {"who": "you", "type": "area"}}}]}])
    s.area(tp, "DF-right", "R1")
    s.put(tp, "hand", "R2", type="area")
    s.put(tp, "trash", "R3", type="area")
    fam.add("discard-areas-on-field", "Discarding the areas of the field",
            " ".join([fam.quote("1510:X枚破棄#1"), "R1 is on the field: discarded; R2 (hand) and R3 (trash) are not there."]),
            ["1510:X枚破棄#1"], ["edges", "area"], s.setup(), declared(s),
            {"state": {tp: {"DF-right": [], "hand": ["R2"], "trash": ["R3", "R1"]}}})
    # a character that cannot attack may still be moved
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"forbid": "attack", "target": {"all": {"name": "K"}}, "until": "turn"},
        {"move": {"all": {"name": "K"}}, "to": "AF-right"}]}])
    s.char(tp, "AF-left", "K")
    fam.add("forbid-attack-not-move", "A character that cannot attack is moved",
            " ".join([fam.quote("1500/否定の優先"), "K may not attack; nothing forbids its move: it goes to AF-right."]),
            ["1580:移動#4"], ["edges", "forbid"], s.setup(), declared(s),
            {"state": {tp: {"AF-left": [], "AF-right": [{"card": "K"}]}}})
    # two modifications of the turn on two characters: both end with it
    s = Scene(at="end", turn=3)
    tp = s.tp
    s.char(tp, "AF-left", "K")
    s.char(tp, "AF-right", "L")
    s.effects.append({"master": tp, "card": "K", "mod": {"ap": 2}, "target": {"all": {"name": "K"}}})
    s.effects.append({"master": tp, "card": "L", "mod": {"dp": 3}, "target": {"all": {"name": "L"}}})
    fam.add("turn-end-every-modification", "Every modification of the turn ends with it",
            " ".join([fam.quote("0510/能力値修正の消失", "TPとNTPの場の全てのキャラクターカードの能力値修正・効果によって得た基本能力・能力を失います。"),
                      "K's AP +2 and L's DP +3 both end: turn 4 sees them at 1."]),
            ["0510/能力値修正の消失"], ["edges", "turn"], s.setup(), [],
            {"state": {"turn": {"number": 4}, tp: {"AF-left": [{"card": "K", "ap": 1}], "AF-right": [{"card": "L", "dp": 1}]}}})


def legal_basics(fam):
    """A character with two basic abilities: the legal set lists each, then the attack."""
    s = Scene()
    tp = s.tp
    s.char(tp, "AF-center", "Q", basics=[{"name": "step", "cost": ["0"]}, {"name": "side-step", "cost": ["0"]}])
    fam.add("legal-two-basics", "The legal set with two basic abilities",
            " ".join([fam.quote("0812/行動の主要素の指定~r1"),
                      "Q (AF-center) may step back to DF-center or side-step to AF-left or AF-right, and attack."]),
            ["0812/行動の主要素の指定~r1"], ["edges", "legal"], s.setup(), [{"query": "legal"}],
            {"legal": [{"step": 0, "actions": [{"do": "basic", "card": "Q", "ability": 0},
                                               {"do": "basic", "card": "Q", "ability": 1},
                                               {"do": "attack", "card": "Q"}, {"do": "pass"}]}]})


def battle_end_leave(fam):
    """The attacker discarded by a trigger of the battle's end timing: the battle is ending, no
    interruption (0850/バトルの中断 applies while it goes on)."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A")
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "battle-end"},
                                            "effect": [{"discard": {"all": {"name": "A"}}}, {"marker": "W"}]}])
    fam.add("battle-end-attacker-leaves", "The attacker leaves at the battle's end timing",
            " ".join([fam.quote("0850/バトルの中断"), fam.quote("0850/バトル終了時"),
                      "W discards A at the battle's end: the battle is already ending, nothing is interrupted."]),
            ["0850/バトル終了時"], ["edges", "battle"], s.setup(),
            [{"do": "attack", "card": "A"}] + battle_script(ntp, ask=False),
            {"state": {tp: {"AF-left": [], "trash": ["A"]}},
             "events": [{"type": "marker", "name": "W"}],
             "absent": [{"type": "interrupt"}]})


def attacker_moved(fam):
    """The attacker moved to another field during the battle: lost from its field, the battle is
    interrupted (no deck damage)."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A", dmg=2)
    s.char(tp, "DF-right", "U", abilities=[{"kind": "declare", "timing": ["battle-tp"],
                                            "effect": [{"move": {"all": {"name": "A"}}, "to": "AF-center"}]}])
    fam.add("battle-attacker-moved", "The attacker moved to another field during its battle",
            " ".join([fam.quote("0850/バトルの中断"),
                      "U moves A from AF-left, where it attacked, to AF-center: the battle is interrupted, "
                      "%s's deck takes no damage." % ntp]),
            ["0850/バトルの中断"], ["edges", "battle"], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "pass", "by": ntp}, {"do": "ability", "card": "U", "ability": 0},
             {"do": "pass", "by": ntp}],
            {"state": {tp: {"AF-left": [], "AF-center": [{"card": "A"}]}, ntp: {"deck": s.deck(ntp)}},
             "events": [{"type": "interrupt"}], "absent": [{"type": "damage"}]})


def several_moved(fam):
    """1580:X体移動 with two characters: each moved in turn, the second to what the first left."""
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-center", "U", abilities=[{"kind": "declare", "effect": [
        {"move": {"all": {"who": "you", "row": "AF"}}, "to": {"row": "DF", "empty": True}}]}])
    s.char(tp, "AF-left", "K")
    s.char(tp, "AF-right", "L")
    fam.add("move-two-characters", "Two characters moved by one instruction",
            " ".join([fam.quote("1580:X体移動#1"), fam.quote("1580:X体移動#2"),
                      "K goes to DF-left (chosen of DF-left and DF-right), then L to DF-right, the one left."]),
            ["1580:X体移動#1", "1580:X体移動#2"], ["edges", "move"], s.setup(),
            declared(s, "U", {"choose": "%s:DF-left" % tp, "for": "field", "by": tp}),
            {"state": {tp: {"AF-left": [], "AF-right": [], "DF-left": [{"card": "K"}], "DF-right": [{"card": "L"}]}}})


def value_filters(fam):
    """Filters by AP bounds (each bound included), EX and 行動状態, one instruction each."""
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", ap=0, ex=0, abilities=[{"kind": "declare", "effect": [
        {"mod": {"dp": 1}, "target": {"all": {"who": "you", "ap_min": 3}}},
        {"mod": {"sp": 1}, "target": {"all": {"who": "you", "ap_max": 3}}},
        {"mod": {"dmg": 1}, "target": {"all": {"who": "you", "ex": 2}}},
        {"mod": {"ap": 1}, "target": {"all": {"who": "you", "tapped": True}}}]}])
    s.char(tp, "AF-left", "K", ap=2, ex=1)
    s.char(tp, "AF-center", "L", ap=3, ex=2)
    s.char(tp, "AF-right", "M", ap=4, ex=2)
    s.tapped.append("L")
    fam.add("value-filters", "Filters by AP from and up to 3, by EX 2 and by 行動済み",
            " ".join([fam.quote("1580:能力値修正"),
                      "DP +1 to AP 3 or more (L, M); SP +1 to AP 3 or less (U, K, L); DMG +1 to EX 2 (L, M); "
                      "AP +1 to the 行動済み (L)."]),
            ["1580:能力値修正"], ["edges", "filters"], s.setup(), declared(s),
            {"state": {tp: {"AF-left": [{"card": "K", "ap": 2, "dp": 1, "sp": 2, "dmg": 1}],
                            "AF-center": [{"card": "L", "ap": 4, "dp": 2, "sp": 2, "dmg": 2}],
                            "AF-right": [{"card": "M", "ap": 4, "dp": 2, "sp": 1, "dmg": 2}],
                            "DF-left": [{"card": "U", "ap": 0, "dp": 1, "sp": 2, "dmg": 1}]}}})


def same_name_kinds(fam):
    """同名 between a character and an event of the same written name: a character's card name is
    its name with its subname (0211/キャラクター名・サブネーム), so the event is not 同名."""
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", name="X", abilities=[{"kind": "declare", "effect": [
        {"to_hand": {"all": {"who": "you", "zone": "trash", "same_name": True}}}]}])
    s.put(tp, "trash", "T1", name="X")
    s.put(tp, "trash", "E1", type="event", name="X", abilities=[{"effect": [{"marker": "E1"}]}])
    fam.add("same-name-character-event", "同名: a character and an event both written X",
            " ".join([fam.quote("0211/同名(同カード名)"),
                      "T1, a character X like U, comes to the hand; E1, an event X, is not 同名 with U: it stays."]),
            ["0211/同名(同カード名)"], ["edges", "names", fam.reading("LY-NAME-KINDS")], s.setup(), declared(s),
            {"state": {tp: {"hand": ["T1"], "trash": ["E1"]}}})


def move_destination_filled(fam):
    """A trigger of 「移動するとき」 waits for the processing's end (0902/解決~n1): K has moved by
    then, and the character it puts on K's new field is discarded (0310)."""
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"move": {"all": {"name": "K"}}, "to": "AF-right"}]}])
    s.char(tp, "AF-left", "K")
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "move", "when": "before"},
                                            "effect": [{"enter": {"all": {"who": "you", "zone": "hand", "name": "H"}},
                                                        "field": "AF-right"}]}])
    s.put(tp, "hand", "H", name="H")
    fam.add("move-trigger-after-processing", "A 「移動するとき」 trigger resolved after the move",
            " ".join([fam.quote("1580:移動#2"), fam.quote("0902/解決~n1"),
                      fam.quote("0310/キャラクターカードの上限を超えた登場の禁止", "そのキャラクターカードは登場することなく破棄されます。"),
                      "K moves to AF-right; W's trigger then puts H onto AF-right, which K holds: H is discarded."]),
            ["1580:移動#2", "0902/解決~n1", "0310/キャラクターカードの上限を超えた登場の禁止"], ["edges", "move"], s.setup(),
            declared(s),
            {"state": {tp: {"AF-left": [], "AF-right": [{"card": "K"}], "hand": [], "trash": ["H"]}}})


def opponents_last_field(fam):
    """A move to the opponent's empty fields when one is left: taken, no choice asked."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"move": {"all": {"name": "K"}}, "to": {"who": "opponent", "empty": True}}]}])
    s.char(tp, "AF-left", "K")
    for i, f in enumerate(("AF-center", "AF-right", "DF-left", "DF-center", "DF-right")):
        s.char(ntp, f, "N%d" % (i + 1))
    fam.add("move-to-opponents-last-field", "A move to the opponent's only empty field",
            " ".join([fam.quote("1580:移動/異なる持ち主のフィールドへの移動"),
                      "%s's AF-left is its only empty field: K goes there, no choice asked." % ntp]),
            ["1580:移動/異なる持ち主のフィールドへの移動"], ["edges", "move"], s.setup(), declared(s),
            {"state": {tp: {"AF-left": []}, ntp: {"AF-left": [{"card": "K"}]}}})


def damage_to_first_card(fam):
    """Deck damage when the defending deck's top card is the setup's first card."""
    s = Scene(decks=(6, 3))
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A", dmg=2)
    top = s.deck(ntp)[0]
    s.lead(top)
    fam.add("damage-first-card-on-top", "Deck damage with the setup's first card on top of the deck",
            " ".join([fam.quote("0850:バトル結果/デッキへのダメージ"),
                      "A's DMG 2 discards %s's top two cards, the first being the setup's first card." % ntp]),
            ["0850:バトル結果/デッキへのダメージ"], ["edges", "battle", fam.reading("LY-DAMAGE-TOP")], s.setup(),
            [{"do": "attack", "card": "A"}] + battle_script(ntp, ask=False),
            {"state": {ntp: {"deck": s.deck(ntp)[2:], "trash": s.deck(ntp)[:2]}}})


def continuous_forbid(fam):
    """A continuous 「攻撃できない」 forbids the attack and nothing else: the character is tapped."""
    s = Scene()
    tp = s.tp
    s.char(tp, "AF-left", "K", abilities=[{"kind": "continuous", "continuous": [{"forbid": "attack", "target": "this"}]}])
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"tap": {"all": {"name": "K"}}}]}])
    fam.add("continuous-forbid-attack-tap", "A continuous 「攻撃できない」 and a tap",
            " ".join([fam.quote("1500/否定の優先"), "K may not attack by its own continuous effect; U taps it all the same."]),
            ["1580:行動済み状態にする(行動済みにする)"], ["edges", "forbid"], s.setup(), declared(s),
            {"state": {tp: {"AF-left": [{"card": "K", "tapped": True}]}}})


def targeted_first_card(fam):
    """「対象に指定されたとき」 of the setup's first card, which the declaration does not designate."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "target": {"who": "opponent"}, "effect": [{"marker": "U"}]}])
    s.char(ntp, "AF-left", "X", abilities=[{"kind": "trigger", "trigger": {"on": "targeted", "of": "this"},
                                            "effect": [{"marker": "X-targeted"}]}])
    s.char(ntp, "AF-right", "F", abilities=[{"kind": "trigger", "trigger": {"on": "targeted", "of": "this"},
                                             "effect": [{"marker": "F-targeted"}]}])
    s.lead("F")
    fam.add("targeted-not-first-card", "「対象を指定したとき」 of a card not designated",
            " ".join([fam.quote("0603/行動の対象の指定#3", "タイミング:対象を指定したとき"),
                      "U designates X only: X's trigger resolves, F's (the setup's first card) does not."]),
            ["0603/行動の対象の指定#3"], ["edges", "trigger"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0, "targets": ["X"]}, {"do": "pass", "by": ntp}],
            {"events": [{"type": "marker", "name": "X-targeted", "player": ntp}, {"type": "marker", "name": "U"}],
             "absent": [{"type": "marker", "name": "F-targeted"}]})


def item_without_character(fam):
    """No character without an item on any field: an item in the hand has no target, and is not
    in the legal set (LY-EQUIP-ANY-FIELD)."""
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "C")
    s.item(tp, "DF-left", "I0")
    s.put(tp, "hand", "J", type="item")
    fam.add("item-no-target-legal", "An item with no character to equip: not legal",
            " ".join([fam.quote("0814/対象", "アイテムカードを装備していないキャラクターカード"),
                      "C, the only character on either field, carries I0: J has no target."]),
            ["0814/行動の主要素の指定"], ["edges", "legal", "item", fam.reading("LY-EQUIP-ANY-FIELD")], s.setup(),
            [{"query": "legal"}], {"legal": [{"step": 0, "actions": [{"do": "pass"}]}]})


def use_only_empty_field(fam):
    """A card used by an effect without a field named: it enters one of its user's empty fields;
    with one empty field, that one, no choice asked."""
    s = Scene()
    tp = s.tp
    for k, f in enumerate(("AF-left", "AF-center", "AF-right", "DF-left")):
        s.char(tp, f, "O%d" % k)
    s.char(tp, "DF-center", "U", abilities=[{"kind": "declare", "effect": [
        {"use": {"all": {"zone": "hand", "name": "N"}}, "free": True}]}])
    s.put(tp, "hand", "N")
    fam.add("use-default-field", "A card used by an effect, no field named: the one empty field",
            " ".join([fam.quote("1570:カードを使用する(登場する)"),
                      "Five of %s's fields hold a character: N enters DF-right, the empty one, no choice asked." % tp]),
            ["1570:カードを使用する(登場する)"], ["edges", "use", fam.reading("LY-USE-CARD")], s.setup(),
            declared(s), {"state": {tp: {"hand": [], "DF-right": [{"card": "N"}]}},
                          "events": [{"type": "move", "card": "N", "from": "%s:hand" % tp, "to": "%s:declared" % tp,
                                      "cause": "use"},
                                     {"type": "enter", "card": "N", "field": "%s:DF-right" % tp}]})
    # a field spec relative to the used card: a card in the hand is on no field, so none fits
    s = Scene()
    tp = s.tp
    s.char(tp, "AF-left", "K")
    s.lead("K")
    s.char(tp, "DF-center", "U", abilities=[{"kind": "declare", "effect": [
        {"use": {"all": {"zone": "hand", "name": "N"}}, "field": {"adjacent": True, "empty": True}, "free": True},
        {"marker": "after"}]}])
    s.put(tp, "hand", "N")
    fam.add("use-adjacent-from-hand", "A card used from the hand onto a field adjacent to itself: none",
            " ".join([fam.quote("0300/隣接"),
                      "The field must be adjacent to the used card's own field; N is in the hand, on no field: "
                      "no field fits and N is not used (the effect goes on)."]),
            ["1570:カードを使用する(登場する)"], ["edges", "use", fam.reading("LY-USE-CARD")], s.setup(),
            declared(s), {"state": {tp: {"hand": ["N"]}}, "events": [{"type": "marker", "name": "after"}],
                          "absent": [{"type": "enter", "card": "N"}]})


def under_card_owner(fam):
    """A card under the opponent's character owned by the player: where it goes when the
    character leaves the field is its owner's trash (0201/持ち主); P1's card under P2's, and P2's
    under P1's."""
    for turn, suffix in ((3, ""), (4, "-p2")):
        s = Scene(turn=turn)
        tp, ntp = s.tp, s.ntp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"discard": {"all": {"who": "opponent"}}}]}])
        s.char(ntp, "AF-left", "K")
        s.below("K", "X", owner=tp)
        fam.add("under-owned-by-opponent" + suffix, "A 下 owned by the other player goes to its owner's trash (%s's)" % tp,
                " ".join([fam.quote("0201/持ち主"),
                          "X is under %s's K but is %s's card: K leaving the field, X goes to %s's trash." % (ntp, tp, tp)]),
                ["0201/持ち主", "0430"], ["edges", "under"], s.setup(), declared(s),
                {"state": {tp: {"trash": ["X"]}, ntp: {"trash": ["K"]}}})


def under_first_card(fam):
    """A character card under the setup's first card is no character on the field: its special
    ability cannot be declared (0811: the main element is a character on the player's fields)."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "K")
    s.below("K", "Y", abilities=[{"kind": "declare", "effect": [{"marker": "Y"}]}])
    s.lead("K")
    fam.add("under-card-ability-refused", "A character card under one declares no special ability",
            " ".join([fam.quote("0811/行動の主要素の指定", "自分のフィールドに置かれているキャラクターカードの持つ特殊能力"),
                      "Y is under K (the setup's first card), not on a field: its ability is refused."]),
            ["0811/行動の主要素の指定"], ["edges", "under"], s.setup(),
            [{"do": "ability", "card": "Y", "ability": 0}],
            {"rejections": [{"step": 0, "rule": "0811/行動の主要素の指定"}]})


def charge_paid_then_leave(fam):
    """A charge paid as [C], then its character leaves the field: the 下 left under it goes to
    the trash once, and the charge already in the trash stays where it is."""
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "K", abilities=[{"kind": "declare", "cost": [{"charge": 1}],
                                           "effect": [{"discard": "this"}]}])
    s.below("K", "U1", charge=True)
    s.below("K", "U2")
    fam.add("charge-paid-then-leave", "A charge paid, then its character leaves: each card moved once",
            " ".join([fam.quote("0713/支払いの処理"), fam.quote("0430"),
                      "K's [C] discards U1, its oldest charge; K then discards itself: U2, the 下 left, follows it to the trash."]),
            ["0713/支払いの処理", "0430"], ["edges", "under"], s.setup(), declared(s, "K"),
            {"events": [{"type": "move", "card": "U1", "cause": "cost"},
                        {"type": "move", "card": "U2", "cause": "leave"}],
             "exactly": [{"type": "move", "card": "U1"}, {"type": "move", "card": "U2"}],
             "state": {tp: {"trash": ["U1", "K", "U2"]}}})


def declaration_bounds(fam):
    """A target count met exactly by an up-to ability; an item's own cost; an area declaration of
    a card that is no area; a charge that charges nothing, its `then` not processed."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "target": {"who": "opponent", "count": 2, "up_to": True},
                                           "effect": [{"marker": "U"}]}])
    s.char(ntp, "AF-left", "X")
    s.char(ntp, "AF-right", "Y")
    fam.add("targets-up-to-all", "「2体まで」 designating two",
            " ".join([fam.quote("0603/行動の対象の指定"), "U may designate up to two: X and Y are two."]),
            ["0603/行動の対象の指定"], ["edges", "targets"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0, "targets": ["X", "Y"]}, {"do": "pass", "by": ntp}],
            {"events": [{"type": "marker", "name": "U"}]})
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "C")
    s.put(tp, "hand", "I", type="item", cost=["snow"])
    fam.add("item-cost-unpaid", "An item's 使用代償 unpaid",
            " ".join([fam.quote("0814/要求する使用代償"), "I costs [雪] and nothing pays it: the declaration fails."]),
            ["0814/要求する使用代償", "0710/支払いの判定"], ["edges", "item"], s.setup(),
            [{"do": "item", "card": "I", "target": "C"}],
            {"rejections": [{"step": 0, "rule": "0710/支払いの判定"}], "state": {tp: {"hand": ["I"]}}})
    s = Scene()
    tp = s.tp
    s.put(tp, "hand", "C")
    fam.add("area-not-an-area", "An area declaration of a character card",
            " ".join([fam.quote("0820/行動の主要素の指定"), "C is a character card, no area: refused."]),
            ["0820/行動の主要素の指定"], ["edges", "area"], s.setup(),
            [{"do": "area", "card": "C", "field": "%s:DF-left" % tp}],
            {"rejections": [{"step": 0, "rule": "0820/行動の主要素の指定"}], "state": {tp: {"hand": ["C"]}}})
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"charge": 1, "target": {"all": {"who": "you", "name": "Z"}}, "then": [{"marker": "charged"}]},
        {"marker": "after"}]}])
    fam.add("charge-nothing-then", "A charge with no character to charge: its then not processed",
            " ".join([fam.quote("1510:チャージ+X(X枚チャージする)~n2"),
                      "No character named Z: nothing is charged, so 「チャージした場合」 is not met."]),
            ["1500/処理順序"], ["edges", "charge"], s.setup(), declared(s),
            {"events": [{"type": "marker", "name": "after"}], "absent": [{"type": "marker", "name": "charged"}]})


def cost_targets(fam):
    """Two tap costs paid by two different characters; a hand card discarded as a cost being the
    setup's first card."""
    s = Scene()
    tp = s.tp
    s.char(tp, "AF-left", "K", abilities=[{"kind": "declare", "cost": [{"tap": {"who": "you", "row": "DF"}},
                                                                       {"tap": {"who": "you", "row": "DF"}}],
                                           "effect": [{"marker": "K"}]}])
    s.char(tp, "DF-left", "G1")
    s.char(tp, "DF-right", "G2")
    fam.add("cost-tap-two", "Two tap costs, two characters",
            " ".join([fam.quote("0714/キャラを行動済み状態にする"), "G1 pays the first, G2 the second."]),
            ["0714/キャラを行動済み状態にする"], ["edges", "costs"], s.setup(),
            [{"do": "ability", "card": "K", "ability": 0, "cost_targets": ["G1", "G2"]}, {"do": "pass", "by": s.ntp}],
            {"events": [{"type": "tap", "card": "G1"}, {"type": "tap", "card": "G2"}, {"type": "marker", "name": "K"}]})
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "K", abilities=[{"kind": "declare", "cost": [{"discard_hand": 1}], "effect": [{"marker": "K"}]}])
    s.put(tp, "hand", "H")
    s.lead("H")
    fam.add("cost-discard-first-card", "A hand card discarded as a cost, the setup's first card",
            " ".join([fam.quote("0714/自分の手札を破棄する"), "H pays 「手札を1枚破棄する」."]),
            ["0714/自分の手札を破棄する"], ["edges", "costs"], s.setup(),
            [{"do": "ability", "card": "K", "ability": 0, "cost_targets": ["H"]}, {"do": "pass", "by": s.ntp}],
            {"events": [{"type": "marker", "name": "K"}], "state": {tp: {"trash": ["H"], "hand": []}}})


def lowercase_number_used(fam):
    """A card number used in an earlier turn written with a lower-case letter after its digits."""
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "K", number="LO-0300", abilities=[{"kind": "declare", "once_per_game": "use",
                                                           "effect": [{"marker": "K"}]}])
    s.game_used = {tp: ["LO-0300a"]}
    fam.add("once-per-game-lowercase-letter", "「ゲーム中1回まで」 used as LO-0300a, K is LO-0300",
            " ".join([fam.quote("1200:ゲーム中1回まで使用可能", "この同番号(アルファベットは無視する)"),
                      "LO-0300a is LO-0300 once its letter is ignored: K is refused."]),
            ["1200:ゲーム中1回まで使用可能"], ["edges", "limits", fam.reading("LY-NUMBER-LETTERS")], s.setup(),
            [{"do": "ability", "card": "K", "ability": 0}],
            {"rejections": [{"step": 0, "rule": "0603/行動の主要素の指定~r1"}]})


def subname_of_items(fam):
    """「同サブネーム」 is a character's: an item is never of the same サブネーム; an item in the
    hand has no declared effect to give (0818)."""
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"discard": {"all": {"who": "you", "type": "item", "same_subname": True}}}, {"marker": "after"}]}])
    s.item(tp, "DF-left", "I")
    fam.add("same-subname-item", "「同サブネーム」 and an item",
            " ".join([fam.quote("0221:キャラクター名/同サブネーム"),
                      "I is an item: it has no サブネーム of a character, so it is not discarded."]),
            ["0221:キャラクター名/同サブネーム"], ["edges", "names"], s.setup(), declared(s),
            {"events": [{"type": "marker", "name": "after"}], "absent": [{"type": "move", "card": "I"}]})
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "C")
    s.put(tp, "hand", "I", type="item", abilities=[{"kind": "declare", "effect": [{"marker": "I"}]}])
    fam.add("other-item-in-hand", "An item's declared effect from the hand",
            " ".join([fam.quote("0818/行動の主要素の指定"), "I is in the hand, on no character: its effect is nobody's to declare."]),
            ["0818/行動の主要素の指定"], ["edges", "item"], s.setup(),
            [{"do": "other", "source": "I", "ability": 0}],
            {"rejections": [{"step": 0, "rule": "0818/行動の主要素の指定"}]})


def second_ability_and_trigger_card(fam):
    """A declaration of a card's second ability names it in its event; 「その登場したキャラ」 is the
    card the trigger concerned, whatever its place in the setup; an order-change partner that is
    the setup's first card."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"marker": "first"}]},
                                          {"kind": "declare", "effect": [{"marker": "second"}]}])
    fam.add("declare-second-ability", "The declare event of a card's second ability",
            " ".join([fam.quote("0811/行動の主要素の指定"), "U declares its ability 1: the event names it."]),
            ["0811/行動の主要素の指定"], ["edges", "declare"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 1}, {"do": "pass", "by": ntp}],
            {"events": [{"type": "declare", "player": tp, "action": "ability", "card": "U", "ability": 1},
                        {"type": "marker", "name": "second"}]})
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "W", abilities=[{"kind": "trigger", "trigger": {"on": "enter", "of": {"who": "you", "other": True}},
                                           "effect": [{"mod": {"ap": 2}, "target": "trigger"}]}])
    s.lead("W")
    s.put(tp, "hand", "N", ap=1)
    fam.add("trigger-card-selector", "「その登場したキャラ」: the card the trigger concerned",
            " ".join([fam.quote("0902/使用者"), "N enters; W's trigger gives N, the card it concerned, AP+2."]),
            ["0902/使用者"], ["edges", "trigger"], s.setup(),
            [{"do": "play", "card": "N", "field": "AF-left"}, {"do": "pass", "by": ntp}],
            {"state": {tp: {"AF-left": [{"card": "N", "ap": 3}]}}})
    s = Scene()
    tp = s.tp
    s.char(tp, "AF-left", "P")
    s.char(tp, "DF-left", "Q", basics=[{"name": "order-change", "cost": ["0"]}])
    s.lead("P")
    fam.add("order-change-first-card-legal", "Order-change whose only partner is the setup's first card",
            " ".join([fam.quote("0812/対象"), "Q's only partner in front is P, the setup's first card: order-change is legal."]),
            ["0812/行動の主要素の指定"], ["edges", "legal", "basic"], s.setup(), [{"query": "legal"}],
            {"legal": [{"step": 0, "actions": [{"do": "basic", "card": "Q", "ability": 0},
                                               {"do": "attack", "card": "P"}, {"do": "pass"}]}]})
