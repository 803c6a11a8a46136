"""Family `playing`: playing a character (0810): the timing (the player's own main phase, not a
response), the main element (a character of the hand with no same-name character on the player's
fields: 0211/同名 with the character name and subname, LY-NAME-WIDTH, 特別処理's alias), the target
(an empty field of the player's, 0310/空きフィールド, 味方フィールド, and its 配置制限, 0214), the
cost, the resolution (the character on the field 未行動 with 登場ターン制限, 特別処理 「行動済み状態で
登場する」), the timings 「登場するとき／したとき」 seen by triggers, and a failed declaration (its
card back to the hand, the cost paid, LY-FAILED-DECLARATION)."""

from . import Family
from ..model.cards import FIELDS
from .scene import Scene

Q_SAME = "自分の場に同名のキャラクターカードが登場していないキャラクターカード"
Q_EMPTY = "キャラが置かれていないフィールド(空きフィールド)"
Q_ENTER = "主要素のキャラクターカードを、宣言状態カード置き場から、対象のフィールドに移動します。"
Q_FAIL = "宣言は失敗した扱いとなり、支払ったコスト、使用回数は戻りません。"
PLAY_CLAUSES = ["0810/行動が許可される宣言タイミング", "0810/行動の主要素の指定", "0810/対象",
                "0810/要求する使用代償", "0810/解決/進行", "0810/解決/進行#1", "0810/解決/進行#2",
                "0810/解決/進行#3", "0810/解決/登場ターン制限", "0310/空きフィールド",
                "0310/味方フィールド", "0310/味方キャラクターカード", "0214", "0603/進行",
                "0603/進行#1", "0603/進行#2", "0603/進行#3", "0603/進行#4", "0603/行動の指定",
                "0603/使用者", "0603/行動の主要素の指定", "0603/行動の主要素の指定#1",
                "0603/行動の主要素の指定#2", "0603/行動の対象の指定", "0603/行動の対象の指定#2",
                "0603/行動の対象の指定#3", "0603/使用代償の支払いの宣言", "0603/宣言の成立",
                "0604/進行", "0604/進行#1", "0604/進行#2", "0604/進行#3", "0604/進行#4",
                "0604/対象を確認します", "0604/解決の判定",
                "0604/この宣言による宣言状態カード置き場のカード全てを破棄します",
                "0604/2に成功している場合、宣言を解決します", "0601", "0601/回数", "0601/宣言の限定",
                "0601/対応", "0602/進行", "0602/進行#1", "0602/進行#2", "0602/進行#7", "0602/進行#8",
                "0800", "1510/移動"]


def play_events(p, card, field):
    return [{"type": "move", "card": card, "from": "%s:hand" % p, "to": "%s:declared" % p,
             "cause": "declare"},
            {"type": "declare", "player": p, "action": "play", "card": card},
            {"type": "resolve", "action": "play", "card": card, "success": True},
            {"type": "move", "card": card, "from": "%s:declared" % p, "to": "%s:%s" % (p, field),
             "cause": "play"},
            {"type": "enter", "card": card, "field": "%s:%s" % (p, field), "how": "play"}]


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for field in FIELDS:
            play_ok(fam, first, field)
    rejections(fam)
    names(fam)
    placement(fam)
    special(fam)
    timings(fam)
    return fam.cases


def play_ok(fam, first, field):
    s = Scene(first=first)
    tp = s.tp
    stats = {"ap": 3, "dp": 2, "sp": 1, "dmg": 2}
    s.put(tp, "hand", "C", cost=["snow", "any"], attributes=["snow"], **stats)
    s.put(tp, "hand", "H1", attributes=["snow"])
    s.put(tp, "hand", "H2", attributes=["moon"])
    script = [{"do": "play", "card": "C", "field": field, "pay": ["H1", "H2"]},
              {"do": "pass", "by": s.ntp}, {"query": "legal"}]
    events = play_events(tp, "C", field)
    events[1:1] = [{"type": "move", "card": h, "from": "%s:hand" % tp, "to": "%s:trash" % tp,
                    "cause": "cost"} for h in ("H1", "H2")]
    state = {tp: {"hand": [], "trash": ["H1", "H2"], "declared": [],
                  field: [dict(card="C", tapped=False, fresh=True, under=[], charges=[], **stats)]}}
    desc = " ".join([fam.quote("0810/解決/進行#2", Q_ENTER),
                     fam.quote("0810/対象", Q_EMPTY),
                     "%s plays C (cost [雪][無]) on its %s, paying H1 (雪) and H2 (月): C enters "
                     "未行動 with 登場ターン制限 and its printed values." % (tp, field)])
    fam.add("play-%s-%s" % (first.lower(), field.lower()), "Play a character on %s" % field,
            desc, PLAY_CLAUSES, ["play", fam.reading("LY-HAND-PAYMENT")], s.setup(), script,
            {"state": state, "events": events,
             "legal": [{"step": 2, "actions": [{"do": "pass"}]}]})


def rejections(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.put(tp, "hand", "C")
    s.put(tp, "hand", "E", type="event", abilities=[{"effect": [{"marker": "e"}]}])
    s.put(ntp, "hand", "N")
    s.char(tp, "AF-left", "A")
    s.put(tp, "trash", "T")
    rej = [{"step": 0, "rule": "0810/行動の主要素の指定"}, {"step": 1, "rule": "0810/行動の主要素の指定"},
           {"step": 2, "rule": "0810/行動の主要素の指定"},
           {"step": 4, "rule": "0810/行動が許可される宣言タイミング"},
           {"step": 7, "rule": "0810/行動が許可される宣言タイミング"}]
    script = [{"do": "play", "card": "E", "field": "AF-center"},
              {"do": "play", "card": "T", "field": "AF-center"},
              {"do": "play", "card": "N", "field": "AF-center"},
              {"do": "event", "card": "E"},
              {"do": "play", "card": "N", "field": "AF-center", "by": ntp},   # a response
              {"do": "pass", "by": ntp},
              {"do": "pass"},
              {"do": "play", "card": "N", "field": "AF-center", "by": ntp},   # NTP's main timing
              {"do": "pass", "by": ntp}]
    desc = " ".join([fam.quote("0810/行動が許可される宣言タイミング", "自分がTPのメインフェイズ"),
                     fam.quote("0810/行動の主要素の指定", "自分の手札のキャラクターカード"),
                     "An event, a trash card and the opponent's hand card are no main element of %s's "
                     "play; %s's play as a response to %s's event, and at its own declaration timing "
                     "of %s's main phase (0522#5), is refused by the timing." % (tp, ntp, tp, tp)])
    fam.add("refused", "Plays refused: main element and timing", desc,
            ["0810/行動の主要素の指定", "0810/行動が許可される宣言タイミング", "0601/宣言の限定"],
            ["play", "rejection"], s.setup(), script,
            {"rejections": rej, "state": {tp: {"hand": ["C"], "trash": ["T", "E"]},
                                           ntp: {"hand": ["N", ntp + "D1", ntp + "D2"]}}})
    # a target that fails: the card returns, the cost stays paid
    for why, field, place in (("occupied", "AF-left", None), ("placement", "AF-right", ["DF-left"]),
                              ("missing", None, None)):
        s = Scene()
        tp = s.tp
        info = {"cost": ["any"]}
        if place:
            info["place"] = place
        s.put(tp, "hand", "C", **info)
        s.put(tp, "hand", "H1")
        s.char(tp, "AF-left", "A")
        act = {"do": "play", "card": "C", "pay": ["H1"]}
        if field:
            act["field"] = field
        script = [act, {"query": "legal"}]
        events = [{"type": "move", "card": "C", "from": "%s:hand" % tp, "to": "%s:declared" % tp,
                   "cause": "declare"},
                  {"type": "move", "card": "C", "from": "%s:declared" % tp, "to": "%s:hand" % tp,
                   "cause": "return"}]
        clauses = ["0810/対象", "0603/宣言の失敗", "0603/行動の対象の指定"]
        if why == "placement":
            clauses.append("0214")
        if why == "occupied":
            clauses.append("0310/空きフィールド")
        desc = " ".join([fam.quote("0810/対象", Q_EMPTY), fam.quote("0603/宣言の失敗", Q_FAIL),
                         "The target fails (%s): the declaration fails after its main element went "
                         "to the declaration zone; C comes back to the hand; no cost was asked yet "
                         "(step 3 comes after the targets), H1 stays in the hand." % why])
        fam.add("target-%s" % why, "A play's target fails: %s" % why, desc, clauses,
                ["play", "rejection", fam.reading("LY-FAILED-DECLARATION")], s.setup(), script,
                {"rejections": [{"step": 0, "rule": "0810/対象"}], "events": events,
                 "state": {tp: {"hand": ["H1", "C"], "AF-left": [{"card": "A"}]}}})


def names(fam):
    """0211/同名: name and subname alike; width of symbols not judged; kana kinds are."""
    pairs = [
        ("same", ("アリス", "学生"), ("アリス", "学生"), False, []),
        ("other-subname", ("アリス", "学生"), ("アリス", "教師"), True, []),
        ("other-name", ("アリス", "学生"), ("ボブ", "学生"), True, []),
        ("width", ("アリス！", "学生"), ("アリス!", "学生"), False, ["LY-NAME-WIDTH"]),
        ("kana", ("ありす", "学生"), ("アリス", "学生"), True, []),
        ("letters-width", ("ＡＢ", ""), ("AB", ""), True, ["LY-NAME-WIDTH"]),
        ("alias", ("ボブ", "学生"), ("アリス", "学生"), False, []),
    ]
    for tag, on, hand, legal, readings in pairs:
        s = Scene()
        tp = s.tp
        s.char(tp, "AF-left", "A", name=on[0], subname=on[1])
        info = {"name": hand[0], "subname": hand[1]}
        if tag == "alias":
            info["alias"] = "ボブ"
        s.put(tp, "hand", "C", **info)
        script = [{"do": "play", "card": "C", "field": "AF-center"}]
        expect = {"state": {tp: {"AF-center": [{"card": "C"}] if legal else []}}}
        clauses = ["0211/同名(同カード名)", "0211/同名(同カード名)~r1", "0211/キャラクター名・サブネーム",
                   "0221:サブネーム/同名(同姓同名)", "0810/行動の主要素の指定"]
        if not legal:
            expect["rejections"] = [{"step": 0, "rule": "0810/行動の主要素の指定"}]
        else:
            script.append({"do": "pass", "by": s.ntp})
        if tag == "alias":
            clauses.append("0210/特別処理")
        desc = " ".join([fam.quote("0810/行動の主要素の指定", Q_SAME),
                         fam.quote("0211/同名(同カード名)", "漢字・ひらがな・カタカナはそれぞれを別の記載と判定します。"),
                         fam.quote("0211/同名(同カード名)", "記号の半角・全角・フォントサイズは判定しません。"),
                         fam.quote("0211/同名(同カード名)~r1", "サブネームとキャラクター名の両方の一致が同名です。"),
                         "On the field: %s/%s; in the hand: %s/%s%s: %s." % (
                             on[0], on[1], hand[0], hand[1],
                             " (also named ボブ, 特別処理)" if tag == "alias" else "",
                             "a different name, played" if legal else "the same name, refused")])
        fam.add("name-%s" % tag, "Same name: %s" % tag, desc, clauses,
                ["play", "name"] + [fam.reading(r) for r in readings], s.setup(), script, expect)


def placement(fam):
    for field in FIELDS:
        s = Scene()
        tp = s.tp
        s.put(tp, "hand", "C", place=["AF-center", "DF-left", "DF-right"])
        allowed = field in ("AF-center", "DF-left", "DF-right")
        script = [{"do": "play", "card": "C", "field": field}]
        expect = {"state": {tp: {field: [{"card": "C"}] if allowed else []}}}
        if allowed:
            script.append({"do": "pass", "by": s.ntp})
        else:
            expect["rejections"] = [{"step": 0, "rule": "0810/対象"}]
        desc = " ".join([fam.quote("0214", "配置制限の情報は下記のそれぞれについての、使用可能・使用不可能の情報によって構成されます。"),
                         "C may be played on AF-center, DF-left and DF-right only: %s %s." % (
                             field, "allowed" if allowed else "refused")])
        fam.add("placement-%s" % field.lower(), "配置制限: %s" % field, desc, ["0214", "0810/対象"],
                ["play", fam.reading("LY-PLACEMENT")], s.setup(), script, expect)


def special(fam):
    s = Scene()
    tp = s.tp
    s.put(tp, "hand", "C", enters_tapped=True)
    script = [{"do": "play", "card": "C", "field": "DF-center"}, {"do": "pass", "by": s.ntp}]
    desc = " ".join([fam.quote("0210/特別処理", "このキャラは行動済み状態で登場する。"),
                     fam.quote("0210/特別処理", "特別処理はカードの効果に優先します。"),
                     "C enters 行動済み."])
    fam.add("enters-tapped", "特別処理: a character that enters 行動済み", desc,
            ["0210/特別処理", "0810/解決/進行#2"], ["play"], s.setup(), script,
            {"state": {tp: {"DF-center": [{"card": "C", "tapped": True, "fresh": True}]}}})


def timings(fam):
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-right", "W", abilities=[
        {"kind": "trigger", "trigger": {"on": "enter", "when": w, "who": "you"},
         "effect": [{"marker": w}]} for w in ("before", "after")])
    s.put(tp, "hand", "C")
    script = [{"do": "play", "card": "C", "field": "AF-left"}, {"do": "pass", "by": s.ntp},
              {"choose": {"card": "W", "ability": 0}, "for": "trigger", "by": tp}]
    events = [{"type": "resolve", "action": "play", "card": "C", "success": True},
              {"type": "trigger", "card": "W", "ability": 0},
              {"type": "enter", "card": "C"},
              {"type": "trigger", "card": "W", "ability": 1},
              {"type": "process", "card": "W", "ability": 0},
              {"type": "marker", "name": "before"},
              {"type": "process", "card": "W", "ability": 1},
              {"type": "marker", "name": "after"}]
    desc = " ".join([fam.quote("0810/解決/進行#1", "キャラクターカードが登場するとき"),
                     fam.quote("0810/解決/進行#3", "キャラクターカードが登場したとき"),
                     fam.quote("0902/解決", "複数の効果が誘発している場合、TPがそのうち1つを処理します。"),
                     "W triggers before and after C enters; both wait for the stack's end "
                     "(1500/否定の優先~n1) and %s picks the order." % tp])
    fam.add("enter-timings", "「登場するとき」 and 「登場したとき」", desc,
            ["0810/解決/進行#1", "0810/解決/進行#3", "0902/解決", "0902/解決#1", "0902/解決#2",
             "1500/否定の優先~n1", "0500/重複するタイミング"],
            ["play", "timing", fam.reading("LY-TRIGGER-POINT")], s.setup(), script,
            {"events": events})
