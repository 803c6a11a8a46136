"""Family `declaring`: declarations and responses (0601–0604). Stacks of events answered in turn by
the two players and resolved last first (0602#1–#8), a single pass closing the stack, no response
to one's own declaration, the limit of 100 declarations (0602/対応宣言の上限), a main element
forbidding responses (0602/対応宣言の禁止); the targets checked again at the resolution, the whole
action failing when one is not valid (0604); the declaration zone's cards discarded before the
effect (0604#3); triggered effects met while declaring resolving after step 4, those met while
resolving after the stack (0603/誘発処理の禁止, 1500/否定の優先~n1, LY-TRIGGER-POINT); a failed
declaration triggering nothing (LY-FAILED-TRIGGERS) and its use counted (0603/行動の主要素の指定
~r2, 0901/宣言回数の上限); the user of a declaration's effects (0603/使用者)."""

from . import Family
from .scene import Scene

STACK_CLAUSES = ["0602/進行", "0602/進行#1", "0602/進行#2", "0602/進行#3", "0602/進行#4",
                 "0602/進行#5", "0602/進行#6", "0602/進行#7", "0602/進行#8", "0602/対応宣言",
                 "0602/対応宣言~n1", "0601/対応", "0601", "0601/回数", "0813/行動が許可される宣言タイミング",
                 "0813/行動の主要素の指定", "0813/要求する使用代償", "0813/解決/進行",
                 "0813/解決/進行#1", "0813/解決/進行#2", "0813/解決/進行#3", "0230/効果",
                 "0901/宣言型効果の発生", "0901/使用者", "0603/使用者"]


def event(mark, **kw):
    a = {"effect": [{"marker": mark}]}
    a.update(kw)
    return {"type": "event", "abilities": [a]}


def generate(ctx):
    fam = Family(ctx, __name__)
    for depth in (1, 2, 3, 4, 5):
        stack(fam, depth)
    limit(fam)
    no_response(fam)
    retarget(fam)
    zone_discard(fam)
    trigger_points(fam)
    failed_triggers(fam)
    counted(fam)
    return fam.cases


def stack(fam, depth):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    script, marks = [], []
    for k in range(depth):
        p = tp if k % 2 == 0 else ntp
        cid = "E%d" % (k + 1)
        s.put(p, "hand", cid, **event(cid))
        act = {"do": "event", "card": cid}
        if p != tp:
            act["by"] = p
        script.append(act)
        marks.append((cid, p))
    last = tp if depth % 2 == 1 else ntp
    script.append({"do": "pass", "by": "P1" if last == "P2" else "P2"})
    events = [{"type": "declare", "player": p, "action": "event", "card": c} for c, p in marks]
    for c, p in reversed(marks):
        events.append({"type": "resolve", "action": "event", "card": c, "success": True})
        events.append({"type": "marker", "name": c, "player": p})
    desc = " ".join([fam.quote("0602/進行#7", "解決されていない宣言のうち、最も最後に宣言された宣言を解決します。"),
                     fam.quote("0602/進行#2", "行わない場合は7へ進みます。"),
                     fam.quote("0602/対応宣言~n1", "自分の宣言に対応して宣言は行えません。"),
                     "%d declarations answered in turn, then a pass: resolved last first." % depth])
    clauses = ["0602/進行", "0602/進行#1", "0602/進行#2", "0602/進行#7", "0602/進行#8", "0601/対応",
               "0602/対応宣言", "0602/対応宣言~n1", "0603/使用者", "0901/使用者"]
    if depth >= 2:
        clauses += ["0602/進行#3", "0602/進行#4"]
    if depth >= 3:
        clauses += ["0602/進行#5", "0602/進行#6"]
    fam.add("stack-%d" % depth, "A stack of %d declarations" % depth, desc, clauses,
            ["declare", "response"], s.setup(), script, {"events": events})


def limit(fam):
    """0602/対応宣言の上限: 99 responses, 100 declarations; then the stack resolves."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    script = []
    for k in range(100):
        p = tp if k % 2 == 0 else ntp
        cid = "E%03d" % (k + 1)
        s.put(p, "hand", cid, **event(cid))
        script.append({"do": "event", "card": cid, "by": p})
    s.put(tp, "hand", "X", **event("X"))
    script.append({"do": "pass"})
    events = [{"type": "declare", "card": "E100"}, {"type": "resolve", "card": "E100"},
              {"type": "marker", "name": "E100"}, {"type": "marker", "name": "E099"},
              {"type": "marker", "name": "E001"}]
    desc = " ".join([fam.quote("0602/対応宣言の上限", "1回の宣言について、対応宣言は最大で99回まで(対応元の宣言を含めて100回)です。"),
                     "100 declarations: no response timing after the 100th, the stack resolves at "
                     "once; the turn player's next timing is its main phase's (it passes)."])
    fam.add("limit-100", "The 100th declaration closes the stack", desc,
            ["0602/対応宣言の上限"], ["declare", "response", fam.reading("LY-MAIN-PASS")], s.setup(),
            script, {"events": events, "state": {tp: {"hand": ["X"]}}})


def no_response(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.put(tp, "hand", "E1", **event("E1", no_response=True))
    s.put(ntp, "hand", "R", **event("R"))
    script = [{"do": "event", "card": "E1"}, {"query": "legal"}]
    desc = " ".join([fam.quote("0602/対応宣言の禁止", "宣言の主要素が対応宣言の禁止の情報を持つ場合、以降の対応宣言の宣言タイミングは与えられず、7に進みます。"),
                     "E1 forbids responses: it resolves at once and %s has its main phase's "
                     "timing again." % tp])
    fam.add("no-response", "A main element that forbids responses", desc,
            ["0602/対応宣言の禁止"], ["declare", "response"], s.setup(), script,
            {"events": [{"type": "declare", "card": "E1"}, {"type": "marker", "name": "E1"}],
             "legal": [{"step": 1, "actions": [{"do": "pass"}]}],
             "state": {ntp: {"hand": ["R"]}}})


def retarget(fam):
    """0604: the target gone by a response's resolution: the whole action fails."""
    for gone in (True, False):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(ntp, "AF-left", "X", dp=3)
        s.put(tp, "hand", "E", type="event", abilities=[{
            "target": {"who": "opponent"}, "effect": [{"mod": {"dp": -2}, "target": "targets"},
                                                      {"marker": "E"}]}])
        effect = [{"to_hand": {"all": {"who": "you", "zone": "field"}}}] if gone else [{"marker": "R"}]
        s.put(ntp, "hand", "R", type="event", abilities=[{"effect": effect}])
        script = [{"do": "event", "card": "E", "targets": ["X"]},
                  {"do": "event", "card": "R", "by": ntp}, {"do": "pass"}]
        events = [{"type": "resolve", "action": "event", "card": "R", "success": True},
                  {"type": "resolve", "action": "event", "card": "E", "success": not gone},
                  {"type": "move", "card": "E", "from": "%s:declared" % tp, "to": "%s:trash" % tp,
                   "cause": "resolve"}]
        if not gone:
            events.append({"type": "marker", "name": "E"})
        state = {tp: {"trash": ["E"]},
                 ntp: {"AF-left": [] if gone else [{"card": "X", "dp": 1}]}}
        desc = " ".join([fam.quote("0604/対象を確認します", "適切な状態でなければ失敗となります。"),
                         fam.quote("0604/解決の判定", "1つでも失敗の場合、行動は失敗です。"),
                         fam.quote("0604/この宣言による宣言状態カード置き場のカード全てを破棄します",
                                   "この宣言によって宣言状態カード置き場に置かれているカード全てを破棄します。"),
                         "%s's response %s: E %s." % (ntp, "returns X to the hand" if gone else "leaves X",
                                                      "fails, discarded without effect" if gone else "resolves: DP 3-2")])
        fam.add("retarget-%s" % ("gone" if gone else "there"), "The target checked again at the resolution",
                desc, ["0604/進行#1", "0604/対象を確認します", "0604/解決の判定", "0604/進行#2",
                       "0604/進行#3", "0604/この宣言による宣言状態カード置き場のカード全てを破棄します",
                       "0604/進行#4", "0604/2に成功している場合、宣言を解決します", "0813/対象"],
                ["declare"], s.setup(), script, {"events": events, "state": state})


def zone_discard(fam):
    """0604#3 before #4: the event is in the trash when its effect is processed; its cost cards
    were in the trash since the declaration (~n1)."""
    s = Scene()
    tp = s.tp
    s.put(tp, "hand", "E", type="event", cost=["any"], abilities=[{"effect": [{"shield": 2}]}])
    s.put(tp, "hand", "H")
    script = [{"do": "event", "card": "E", "pay": ["H"]}, {"do": "pass", "by": s.ntp},
              {"choose": "E", "for": "target", "by": tp}]
    events = [{"type": "move", "card": "H", "from": "%s:hand" % tp, "to": "%s:trash" % tp, "cause": "cost"},
              {"type": "declare", "card": "E"},
              {"type": "move", "card": "E", "from": "%s:declared" % tp, "to": "%s:trash" % tp, "cause": "resolve"},
              {"type": "move", "card": "E", "from": "%s:trash" % tp, "to": "%s:shield" % tp, "cause": "shield"},
              {"type": "move", "card": "H", "from": "%s:trash" % tp, "to": "%s:shield" % tp, "cause": "shield"}]
    desc = " ".join([fam.quote("0604/この宣言による宣言状態カード置き場のカード全てを破棄します~n1",
                               "手札からコストとして支払うカードは宣言の処理時にゴミ箱に置かれています。"),
                     fam.quote("0604/進行#3", "この宣言による宣言状態カード置き場のカード全てを破棄します。"),
                     "E's effect puts two trash cards into the shield: the paid H and E itself, "
                     "already discarded at #3 (the user chooses E first, then H is the only one)."])
    fam.add("zone-discard", "The declared card is in the trash when its effect is processed", desc,
            ["0604/この宣言による宣言状態カード置き場のカード全てを破棄します~n1", "0604/進行#3",
             "1510:シールド+X", "1510:シールド+X#1", "1510:シールド+X#2", "1510:シールド+1",
             "1510:シールド+1#1", "1510:シールド+1#2", "1510:シールド+1#3", "1510:シールド+X~n1"],
            ["declare", fam.reading("LY-SHIELD-BOTTOM")], s.setup(), script,
            {"events": events, "state": {tp: {"shield": ["E", "H"], "trash": []}}})


def trigger_points(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "W", abilities=[
        {"kind": "trigger", "trigger": {"on": "main-element", "who": "you"}, "effect": [{"marker": "decl"}]},
        {"kind": "trigger", "trigger": {"on": "event", "who": "opponent"}, "effect": [{"marker": "res"}]}])
    s.put(tp, "hand", "E1", **event("E1"))
    s.put(ntp, "hand", "R", **event("R"))
    script = [{"do": "event", "card": "E1"}, {"do": "event", "card": "R", "by": ntp}, {"do": "pass"}]
    events = [{"type": "declare", "card": "E1"}, {"type": "marker", "name": "decl"},
              {"type": "declare", "card": "R"}, {"type": "marker", "name": "R"},
              {"type": "marker", "name": "E1"}, {"type": "marker", "name": "res"}]
    desc = " ".join([fam.quote("0603/誘発処理の禁止", "この間、誘発した効果の処理は4の後に行われます。"),
                     fam.quote("1500/否定の優先~n1", "誘発の解決は行われている宣言もしくは解決が全て終了した後に行われます。"),
                     "W's trigger on its player's main element resolves right after E1's step 4, "
                     "before the response; its trigger on the opponent's event (R's resolution) "
                     "waits for the stack's end."])
    fam.add("trigger-points", "Triggered effects after a declaration, after a stack", desc,
            ["0603/誘発処理の禁止", "1500/否定の優先~n1", "0902/解決", "0603/行動の主要素の指定#2",
             "0813/解決/進行#1", "0813/解決/進行#3"],
            ["declare", "trigger", fam.reading("LY-TRIGGER-POINT")], s.setup(), script, {"events": events})


def failed_triggers(fam):
    for ok in (True, False):
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "W", abilities=[
            {"kind": "trigger", "trigger": {"on": "discard", "of": {"zone": "trash", "who": "you"}},
             "effect": [{"marker": "discarded"}]},
            {"kind": "trigger", "trigger": {"on": "main-element", "who": "you"}, "effect": [{"marker": "element"}]}])
        s.put(tp, "hand", "C", cost=["snow"])
        s.put(tp, "hand", "H", attributes=["snow" if ok else "moon"])
        script = [{"do": "play", "card": "C", "field": "AF-left", "pay": ["H"]}]
        if ok:
            script += [{"choose": {"card": "W", "ability": 0}, "for": "trigger"},
                       {"do": "pass", "by": s.ntp}]
            expect = {"events": [{"type": "declare", "card": "C"}, {"type": "marker", "name": "discarded"},
                                 {"type": "marker", "name": "element"}]}
        else:
            expect = {"rejections": [{"step": 0, "rule": "0710/支払いの判定"}],
                      "state": {tp: {"trash": ["H"], "hand": ["C"]}}}
        desc = " ".join([fam.quote("0603/誘発処理の禁止~n1", "4の宣言の成立まで達しない場合、1~3を条件とする誘発効果の処理は発生しません。"),
                         fam.quote("0902/不成立の宣言に対する誘発", "宣言の手続きを条件とした誘発型効果は誘発しません。"),
                         "H pays C (%s): %s." % ("雪 for [雪]" if ok else "月 for [雪]",
                                                 "the declaration is established, both W's effects trigger (the turn player orders them)"
                                                 if ok else "the payment fails; what triggered in steps 1–3 (the main element, H's discard) does not")])
        clauses = ["0603/誘発処理の禁止~n1", "0902/不成立の宣言に対する誘発", "0902/不成立の宣言に対する誘発~n1",
                   "0603/宣言の失敗"] if not ok else ["0603/誘発処理の禁止", "0902/解決#1"]
        fam.add("failed-triggers-%s" % ("ok" if ok else "failed"), "Triggers of a %s declaration" % (
            "successful" if ok else "failed"), desc, clauses,
            ["declare", "trigger", fam.reading("LY-FAILED-TRIGGERS")], s.setup(), script, expect)


def counted(fam):
    """0603/行動の主要素の指定~r2: the use counted at the main element, not given back."""
    s = Scene()
    tp = s.tp
    s.char(tp, "AF-left", "A", abilities=[{"kind": "declare", "cost": ["snow"], "effect": [{"marker": "A"}]}])
    s.put(tp, "hand", "H1", attributes=["moon"])
    s.put(tp, "hand", "H2", attributes=["snow"])
    script = [{"do": "ability", "card": "A", "ability": 0, "pay": ["H1"]},
              {"do": "ability", "card": "A", "ability": 0, "pay": ["H2"]}, {"query": "legal"}]
    desc = " ".join([fam.quote("0603/行動の主要素の指定~r2", "1ターンに1回まで等の使用回数はこの時点で加算・判定されます。"),
                     fam.quote("0603/宣言の失敗", "支払ったコスト、使用回数は戻りません。"),
                     fam.quote("0901/宣言回数の上限", "宣言型効果は1ターンに1回まで宣言することができます。"),
                     "The first use of A's ability fails its payment (月 for [雪]) after its use was "
                     "counted; the second is refused at the main element."])
    fam.add("counted", "A use counted at the main element stays counted", desc,
            ["0603/行動の主要素の指定~r1", "0603/行動の主要素の指定~r2", "0603/宣言の失敗",
             "0901/宣言回数の上限"],
            ["declare", fam.reading("LY-ONCE-UNIT")], s.setup(), script,
            {"rejections": [{"step": 0, "rule": "0710/支払いの判定"},
                            {"step": 1, "rule": "0603/行動の主要素の指定~r1"}],
             "legal": [{"step": 2, "actions": [{"do": "attack", "card": "A"}, {"do": "play", "card": "H2"},
                                               {"do": "pass"}]}],
             "state": {tp: {"hand": ["H2"], "trash": ["H1"]}}})
