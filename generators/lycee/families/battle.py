"""Family `battle`: attacks and battles (0815, 0817, 0850, 1600). The attacker (an untapped character
of the player's AF without 登場ターン制限, tapped by the declaration), the battle column
(LY-BATTLE-COLUMN), the defender (an untapped character of the defending player's DF in that
column, or none; LY-DEFEND-NO-TAP), deck damage (the attacker's DMG, 2022/10/21 修正; none at 0;
the top cards, LY-DAMAGE-TOP; a shield card taking a point, 2022/10/21 追記; the game over the
moment a deck is empty), the attack judgements (AP greater than DP) with 「優先」 and the downs in
their order, supports (adjacency, the stats of #A and #B, LY-SUPPORT-STATS, the modification ending
with the battle), interruption (LY-BATTLE-INTERRUPT) and 1600's information."""

from . import Family
from ..model.table import other
from .scene import Scene

PASS_BATTLE = "attacker and defender pass their battle declaration timings"
ATTACK_CLAUSES = ["0815/行動が許可される宣言タイミング", "0815/行動の主要素の指定", "0815/行動の主要素の指定~r1",
                  "0815/対象", "0815/要求する使用代償", "0815/解決/進行", "0815/解決/進行#1",
                  "0815/解決/進行#2", "0815/解決/進行#3", "0815/解決/進行#4", "0850",
                  "0850/攻撃側プレイヤー・攻撃キャラクターカード", "0850/防御側プレイヤー・防御キャラクターカード",
                  "0850/進行", "0850/進行~n1", "0850/進行#1", "0850/進行#2", "0850/進行#3", "0850/進行#4",
                  "0850/進行#5", "0850/進行#8", "0850/進行#9", "0850/進行#10", "0850/バトル終了時",
                  "0850/バトル中宣言タイミング", "0850:バトル結果", "0850:バトル結果#1",
                  "0850:バトル結果#12", "0850/防御キャラの指定(防御側プレイヤー)"]
COLUMNS = {"AF-left": "DF-right", "AF-center": "DF-center", "AF-right": "DF-left"}


def battle_script(ntp, defender=None, ask=True):
    """The attack's response (none), the defender's choice, both battle timings passed."""
    s = [{"do": "pass", "by": ntp}]
    if ask:
        s.append({"choose": defender, "for": "defender", "by": ntp})
    s += [{"do": "pass"}, {"do": "pass", "by": ntp}]
    return s


def generate(ctx):
    fam = Family(ctx, __name__)
    for dmg in (0, 1, 2, 3):
        for shields in (0, 1, 2):
            damage(fam, dmg, shields)
    deck_out(fam)
    for col in ("AF-left", "AF-center", "AF-right"):
        defenders(fam, col)
    for ap, dp, dap, ddp in ((3, 2, 2, 3), (4, 2, 3, 3), (3, 3, 3, 3), (2, 1, 2, 2), (5, 5, 1, 4)):
        for prio in ("", "a", "d", "ad"):
            judgement(fam, ap, dp, dap, ddp, prio)
    supports(fam)
    support_not_supporter(fam)
    first_cards(fam)
    attacks_refused(fam)
    interruption(fam)
    info_1600(fam)
    return fam.cases


def damage(fam, dmg, shields):
    s = Scene(decks=(6, 5))
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A", dmg=dmg, ap=2)
    sh = [s.put(ntp, "shield", "S%d" % (i + 1)) for i in range(shields)]
    deck = s.deck(ntp)
    script = [{"do": "attack", "card": "A"}] + battle_script(ntp, ask=False)
    used, left, events = [], list(deck), []
    if dmg > 0:
        events.append({"type": "damage", "player": ntp, "amount": dmg})
    for k in range(dmg):
        if k < len(sh):
            script.insert(len(script) - 0, None)
    script = [e for e in script if e is not None]
    # the defending player uses a shield card for each of the first points it can
    answers = []
    for k in range(dmg):
        if k < len(sh):
            answers.append({"choose": sh[k], "for": "shield", "by": ntp})
            events.append({"type": "move", "card": sh[k], "from": "%s:shield" % ntp,
                           "to": "%s:trash" % ntp, "cause": "damage"})
            used.append(sh[k])
        else:
            top = left.pop(0)
            events.append({"type": "move", "card": top, "from": "%s:deck" % ntp,
                           "to": "%s:trash" % ntp, "cause": "damage"})
            used.append(top)
    script += answers
    events.append({"type": "battle-end"})
    clauses = ATTACK_CLAUSES + ["0850:バトル結果#2", "0850:バトル結果#3", "0850:バトル結果#4",
                                "0850:バトル結果/デッキへのダメージの判定", "0850:バトル結果/デッキへのダメージ"]
    tags = ["battle", "damage", "amendment:2022-10-21", fam.reading("LY-BATTLE-COLUMN"),
            fam.reading("LY-DAMAGE-TOP")]
    if dmg == 0:
        clauses.append("0850:バトル結果/デッキへのダメージ~n1")
    else:
        clauses += ["1530:デッキにダメージを与える", "1510:X枚破棄", "1510:X枚破棄#1", "1510:X枚破棄#2",
                    "1510:破棄", "1510:破棄#1", "1510:破棄#2", "1510:破棄#3"]
    if dmg and shields:
        clauses += ["1510:破棄/シールド", "0850:バトル結果/デッキへのダメージ~n2"]
    desc = " ".join([fam.quote("0850:バトル結果/デッキへのダメージの判定", "攻撃キャラのDMGの値がデッキへのダメージです。"),
                     fam.quote("0850:バトル結果/デッキへのダメージ~n1", "判定時にダメージが0点の場合はダメージの処理そのものが行われずにバトルが終了します。"),
                     fam.quote("1510:破棄/シールド", "デッキの持ち主は自分のシールド置き場のカード1枚を破棄することができます。"),
                     "A (AP 2, DMG %d) attacks unblocked; %s has %d shield card(s) and uses each for "
                     "a point." % (dmg, ntp, shields)])
    fam.add("damage-%d-shields-%d" % (dmg, shields), "Deck damage %d with %d shield cards" % (dmg, shields),
            desc, clauses, tags, s.setup(), script,
            {"events": events, "state": {ntp: {"trash": used, "deck": left, "shield": sh[dmg:] if dmg < len(sh) else []},
                                         tp: {"AF-left": [{"card": "A", "tapped": True}]}}})


def deck_out(fam):
    for deck in (1, 2, 3):
        s = Scene(decks=(6, deck))
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-center", "A", dmg=3)
        script = [{"do": "attack", "card": "A"}] + battle_script(ntp, ask=False)
        d = s.deck(ntp)
        events = [{"type": "damage", "player": ntp, "amount": 3}]
        events += [{"type": "move", "card": c, "from": "%s:deck" % ntp, "to": "%s:trash" % ntp,
                    "cause": "damage"} for c in d]
        events += [{"type": "lose", "player": ntp, "why": "deck"}, {"type": "game-end", "winner": tp}]
        desc = " ".join([fam.quote("0502/判定#A", "片方のプレイヤーのデッキの残り枚数が0枚になる。"),
                         fam.quote("0502/判定", "条件が満たされたとき、ただちにあらゆる処理を中断し、ゲームを終了します。"),
                         "DMG 3 against a deck of %d: the game ends at its %s discard, before the "
                         "battle's end." % (deck, ["first", "second", "third"][deck - 1])])
        fam.add("deck-out-%d" % deck, "Deck damage empties a deck of %d" % deck, desc,
                ["0502/判定", "0502/判定#A", "0502/勝敗", "1530:デッキにダメージを与える"],
                ["battle", "game-end", fam.reading("LY-DAMAGE-TOP")], s.setup(), script,
                {"events": events, "state": {"result": {"winner": tp}, "turn": {"battle": {"attacker": "A"}}}})


def defenders(fam, col):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, col, "A", ap=1, dp=9)
    dcol = COLUMNS[col]
    others = [f for f in ("DF-left", "DF-center", "DF-right") if f != dcol]
    s.char(ntp, dcol, "D", dp=5, ap=0)
    s.char(ntp, others[0], "O1")
    s.char(ntp, "AF-" + dcol[3:], "F1")
    s.char(ntp, others[1], "T1")
    s.tapped.append("T1")
    script = [{"do": "attack", "card": "A"}, {"do": "pass", "by": ntp},
              {"choose": "D", "for": "defender", "by": ntp}, {"do": "pass"}, {"do": "pass", "by": ntp}]
    events = [{"type": "battle", "attacker": "A"}, {"type": "defend", "card": "D"},
              {"type": "judge", "card": "A", "against": "D", "success": False, "priority": False},
              {"type": "judge", "card": "D", "against": "A", "success": False, "priority": False},
              {"type": "battle-end"}]
    desc = " ".join([fam.quote("0850/防御キャラの指定(防御側プレイヤー)", "バトル使用列のフィールドに置かれているキャラクターカード"),
                     fam.quote("0850/防御キャラの指定(防御側プレイヤー)", "自分のDFに置かれているキャラクターカード"),
                     fam.quote("0300/相手の場の配置", "相手の場は自分の場に対して点対象に配置されます。"),
                     "A attacks from %s: %s's %s is in its column (point symmetry), the only "
                     "untapped DF character there; D defends, untapped after it (no cost), "
                     "and no deck damage follows." % (col, ntp, dcol)])
    fam.add("defender-%s" % col.lower(), "The defender from the battle column of %s" % col, desc,
            ATTACK_CLAUSES + ["0850/対戦キャラ", "0300/相手の場の配置", "0300/列", "0850:バトル結果/攻撃の判定",
                              "0850:バトル結果#5", "0850:バトル結果#9", "0850:バトル結果#10", "0850:バトル結果#11",
                              "0850/防御キャラの指定(防御側プレイヤー)~n1", "0201/初期情報・基本値"],
            ["battle", fam.reading("LY-BATTLE-COLUMN"), fam.reading("LY-DEFEND-NO-TAP")], s.setup(), script,
            {"events": events, "state": {ntp: {dcol: [{"card": "D", "tapped": False}]}}})


def judgement(fam, ap, dp, dap, ddp, prio):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-center", "A", ap=ap, dp=dp)
    s.char(ntp, "DF-center", "D", ap=dap, dp=ddp)
    if "a" in prio:
        s.priority.append("A")
    if "d" in prio:
        s.priority.append("D")
    pa, pd = "a" in prio, "d" in prio
    down = {"A": False, "D": False}
    judges, downs = [], []
    if pa:
        ok = ap > ddp
        judges.append(("A", "D", ok, True))
        down["D"] = down["D"] or ok
    if pd:
        ok = dap > dp
        judges.append(("D", "A", ok, True))
        down["A"] = down["A"] or ok
    if (pa and down["D"]) or (pd and down["A"]):
        downs = [c for c in ("D", "A") if down[c]]
    if not downs:
        if not pa:
            ok = ap > ddp
            judges.append(("A", "D", ok, False))
            down["D"] = down["D"] or ok
        if not pd:
            ok = dap > dp
            judges.append(("D", "A", ok, False))
            down["A"] = down["A"] or ok
        downs = [c for c in ("D", "A") if down[c]]
    events = [{"type": "judge", "card": x, "against": y, "success": ok, "priority": p}
              for x, y, ok, p in judges]
    for c in downs:
        owner = tp if c == "A" else ntp
        events += [{"type": "down", "card": c},
                   {"type": "move", "card": c, "from": "%s:%s" % (owner, "AF-center" if c == "A" else "DF-center"),
                    "to": "%s:trash" % owner, "cause": "down"}]
    events.append({"type": "battle-end"})
    script = [{"do": "attack", "card": "A"}] + battle_script(ntp, "D")
    clauses = ["0850:バトル結果/攻撃の判定", "0850:バトル結果#5", "0850:バトル結果#6", "0850:バトル結果#7",
               "0850:バトル結果#8", "0850:バトル結果/攻撃の判定/攻撃キャラクターカードによる攻撃の判定(優先)",
               "0850:バトル結果/攻撃の判定/防御キャラクターカードによる攻撃の判定(優先)",
               "0850:バトル結果/ダウンの解決/キャラクターカードによるダウンの解決(優先)",
               "0850/対戦キャラ", "0201/初期情報・基本値"]
    if not any(p for *_, p in judges) or len(judges) > (2 if pa and pd else 1) or not downs:
        pass
    if any(not p for *_, p in judges):
        clauses += ["0850:バトル結果#9", "0850:バトル結果#10", "0850:バトル結果#11",
                    "0850:バトル結果/攻撃の判定/攻撃キャラクターカードによる攻撃の判定(通常)",
                    "0850:バトル結果/攻撃の判定/防御キャラクターカードによる攻撃の判定(通常)",
                    "0850:バトル結果/ダウンの解決/キャラクターカードによるダウンの解決(通常)"]
    if downs:
        clauses += ["0850:バトル結果/ダウンの解決", "0850:バトル結果/ダウンの解決#1",
                    "0850:バトル結果/ダウンの解決#2", "1510:破棄"]
    desc = " ".join([fam.quote("0850:バトル結果/攻撃の判定", "判定するキャラクターカードのAPが、他方のキャラクターカードのDPより大きい場合、攻撃は成功します。"),
                     fam.quote("0850:バトル結果/攻撃の判定/攻撃キャラクターカードによる攻撃の判定(通常)",
                               "「攻撃キャラクターカードによる攻撃の判定(優先)」が行われていない場合に行われます。"),
                     fam.quote("0850:バトル結果/ダウンの解決#1", "ダウンの情報を得ている防御キャラを破棄(ダウン)します。"),
                     "A %d/%d against D %d/%d, 優先: %s: %s." % (
                         ap, dp, dap, ddp, {"": "none", "a": "A", "d": "D", "ad": "both"}[prio],
                         ", ".join("%s→%s %s%s" % (x, y, "succeeds" if ok else "fails", " (優先)" if p else "")
                                   for x, y, ok, p in judges))])
    fam.add("judge-%d%d-%d%d-%s" % (ap, dp, dap, ddp, prio or "none"),
            "Battle: A %d/%d against D %d/%d, 優先 %s" % (ap, dp, dap, ddp, prio or "none"), desc, clauses,
            ["battle", "judgement"], s.setup(), script, {"events": events})


def supports(fam):
    # #A on each side; a diagonal supporter refused; the modification ends with the battle
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-center", "P", ap=2, dp=2)
    s.char(tp, "DF-center", "S1", sp=2)
    s.char(tp, "DF-left", "S2", sp=5)
    s.char(ntp, "DF-center", "D", ap=3, dp=3)
    s.char(ntp, "DF-left", "S3", sp=1)
    script = [{"do": "attack", "card": "P"}, {"do": "pass", "by": ntp},
              {"choose": "D", "for": "defender", "by": ntp},
              {"do": "support", "card": "S2", "target": "P"},
              {"do": "support", "card": "S1", "target": "P"}, {"do": "pass", "by": ntp},
              {"do": "pass"},
              {"do": "support", "card": "S3", "target": "D", "by": ntp}, {"do": "pass"},
              {"do": "pass"}, {"do": "pass", "by": ntp}]
    events = [{"type": "support", "card": "S1", "target": "P", "stats": ["ap"]},
              {"type": "support", "card": "S3", "target": "D", "stats": ["dp"]},
              {"type": "judge", "card": "P", "against": "D", "success": False},
              {"type": "judge", "card": "D", "against": "P", "success": True},
              {"type": "down", "card": "P"}, {"type": "battle-end"}]
    desc = " ".join([fam.quote("0817/行動の主要素の指定", "自分のバトル参加キャラに隣接しているキャラクターカード"),
                     fam.quote("0817/解決/サポート能力値の決定#A", "自ターン中の場合、APがサポート能力値です。"),
                     fam.quote("0817/解決/サポート能力値の決定#A", "相手ターン中の場合、DPがサポート能力値です。"),
                     fam.quote("0817/解決/サポートの発生", "この能力値修正はバトル終了時に消失します。"),
                     "S2 (diagonal to P) is refused; S1 adds SP 2 to P's AP (4), S3 1 to D's DP (4): "
                     "4 > 4 fails, D's 3 > 2 downs P; S1 and S3 stay 行動済み, D's DP is 3 again."])
    fam.add("support-a", "Supports #A on both sides", desc,
            ["0817/行動が許可される宣言タイミング", "0817/行動の主要素の指定", "0817/行動の主要素の指定~r1",
             "0817/対象", "0817/要求する使用代償", "0817/解決/進行", "0817/解決/進行#1", "0817/解決/進行#2",
             "0817/解決/進行#3", "0817/解決/進行#4", "0817/解決/サポート能力値の決定",
             "0817/解決/サポート能力値の決定#A", "0817/解決/サポートの発生", "0850/バトル終了時~n1",
             "0850/進行#6", "0850/進行#7", "0850/バトル中宣言タイミング~n1", "0300/隣接"],
            ["battle", "support"], s.setup(), script,
            {"events": events, "rejections": [{"step": 3, "rule": "0817/行動の主要素の指定"}],
             "state": {tp: {"DF-center": [{"card": "S1", "tapped": True}], "trash": ["P"]},
                       ntp: {"DF-center": [{"card": "D", "dp": 3}], "DF-left": [{"card": "S3", "tapped": True}]}}})
    # #B: allowed stats, a denial
    for name, allow, deny, stats in [("b-sp", ["sp", "sp"], [], ["sp"]), ("b-ap-dp", ["ap", "dp"], [], ["ap", "dp"]),
                                     ("b-deny", ["ap", "dp"], ["ap"], ["dp"]), ("a-deny", [], ["ap"], []),
                                     ("b-ap-dp-no-target", ["ap", "dp"], [], ["ap", "dp"]),
                                     ("dmg-only", ["dmg"], [], ["ap"])]:   # DMG is no support stat: #A
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-center", "P", ap=2, dp=2, sp=0)
        s.char(tp, "AF-left", "S", sp=3)
        s.char(ntp, "DF-right", "D", ap=0, dp=9)
        s.effects.append(dict({"master": tp, "card": "S", "support_stats": {"allow": allow, "deny": deny}},
                              **({} if name.endswith("no-target") else {"target": "this"})))   # default: this
        script = [{"do": "attack", "card": "P"}, {"do": "pass", "by": ntp},
                  {"do": "support", "card": "S", "target": "P"}, {"do": "pass", "by": ntp}]
        vals = {"ap": 2, "dp": 2, "sp": 0}
        for st in stats:
            vals[st] += 3
        clauses = ["0817/解決/サポート能力値の決定"]
        if set(allow) - {"dmg"}:
            clauses += ["0817/解決/サポート能力値の決定#B", "0817/解決/サポート能力値の決定/サポートの許可の重複",
                        "0817/解決/サポート能力値の決定/サポートの不許可~n1"]
        else:
            clauses.append("0817/解決/サポート能力値の決定#A")
        if deny:
            clauses.append("0817/解決/サポート能力値の決定/サポートの不許可")
        desc = " ".join([fam.quote("0817/解決/サポート能力値の決定#B", "サポートを許可されている能力値全てがサポート能力値です。"),
                         fam.quote("0817/解決/サポート能力値の決定/サポートの許可の重複", "サポートの回数は1回です。"),
                         fam.quote("0817/解決/サポート能力値の決定/サポートの不許可", "その能力値はサポート能力値にはなりません。"),
                         "S allowed %s, denied %s: SP 3 added to %s." % (allow, deny, stats or "nothing")])
        fam.add("support-%s" % name, "Support stats: %s" % name, desc, clauses,
                ["battle", "support", fam.reading("LY-SUPPORT-STATS")], s.setup(), script,
                {"events": [{"type": "support", "card": "S", "target": "P", "stats": stats}],
                 "state": {tp: {"AF-center": [dict(card="P", **vals)]}}})
    # the tap: a 行動済み supporter cannot pay; 登場ターン制限 does not stop it (not [T]);
    # 【サポーター】 pays instead, once per turn
    for name in ("tapped", "fresh", "supporter", "supporter-twice"):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "P", ap=2)
        s.char(tp, "AF-right", "P2", ap=2)
        s.char(tp, "AF-center", "S", sp=1, basics=[{"name": "supporter", "cost": ["any"]}])
        s.char(ntp, "DF-right", "D", ap=0, dp=9)
        s.char(ntp, "DF-left", "D2", ap=0, dp=9)
        s.put(tp, "hand", "H1")
        s.put(tp, "hand", "H2")
        if name == "tapped":
            s.tapped.append("S")
        if name == "fresh":
            s.fresh.append("S")
        act = {"do": "support", "card": "S", "target": "P2"}
        if name.startswith("supporter"):
            act["use"] = [{"card": "S", "basic": 0, "pay": ["H1"]}]
        script = [{"do": "attack", "card": "P2"}, {"do": "pass", "by": ntp},
                  {"choose": None, "for": "defender", "by": ntp}, act]
        expect = {}
        if name == "tapped":
            expect["rejections"] = [{"step": 3, "rule": "0817/要求する使用代償"}]
            clauses, q = ["0817/要求する使用代償", "1580:行動済み状態にする(行動済みにする)~n1"], \
                ("1580:行動済み状態にする(行動済みにする)~n1", "行動済み状態のキャラを行動済み状態にした場合について、行動済みの処理は成功した扱いとはなりません。")
        elif name == "fresh":
            script.append({"do": "pass", "by": ntp})
            expect["state"] = {tp: {"AF-center": [{"card": "S", "tapped": True}]}}
            clauses, q = ["0817/要求する使用代償"], \
                ("0817/要求する使用代償", "主要素のキャラクターカードを行動済み状態にします。")
        else:
            script.append({"do": "pass", "by": ntp})
            expect["state"] = {tp: {"AF-center": [{"card": "S", "tapped": False}], "trash": ["H1"]}}
            clauses, q = ["1100:サポーター/効果", "1100:サポーター/効果型", "1100:サポーター/使用が許可されるタイミング",
                          "1100:サポーター/効果~n2", "1100:サポーター/効果~n1", "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します#C"], \
                ("1100:サポーター/効果", "サポートの使用で要求される使用代償「主要素のキャラクターカードを行動済み状態にします。」を支払う。")
            if name == "supporter-twice":
                script += [{"do": "pass"}, {"do": "pass", "by": ntp}, {"do": "attack", "card": "P"},
                           {"do": "pass", "by": ntp}, {"choose": None, "for": "defender", "by": ntp},
                           {"do": "support", "card": "S", "target": "P", "use": [{"card": "S", "basic": 0, "pay": ["H2"]}]}]
                expect["rejections"] = [{"step": 10, "rule": "0904/宣言回数の上限"}]
                # the refused cost-type effect pays nothing; the tap, processed all the same, stays
                expect["state"] = {tp: {"AF-center": [{"card": "S", "tapped": True}], "trash": ["H1"],
                                        "hand": ["H2"]}}
                clauses.append("1100:サポーター/効果")
        fam.add("support-cost-%s" % name, "A support's tap: %s" % name, fam.quote(*q), clauses,
                ["battle", "support", fam.reading("LY-SUPPORT-TAPPED")], s.setup(), script, expect)


def support_not_supporter(fam):
    """A basic ability that is no 【サポーター】 offered to pay a support's tap."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "P", ap=2)
    s.char(tp, "AF-center", "S", sp=1, basics=[{"name": "step", "cost": ["0"]}])
    s.char(ntp, "DF-right", "D", ap=0, dp=9)
    script = [{"do": "attack", "card": "P"}, {"do": "pass", "by": ntp}, {"choose": None, "for": "defender", "by": ntp},
              {"do": "support", "card": "S", "target": "P", "use": [{"card": "S", "basic": 0}]}]
    fam.add("support-cost-not-supporter", "A support's tap offered to a ステップ",
            " ".join([fam.quote("1100:サポーター/効果", "サポートの使用で要求される使用代償「主要素のキャラクターカードを行動済み状態にします。」を支払う。"),
                      "S's ステップ is no cost-type effect: the payment fails, the declaration with it."]),
            ["0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします", "0603/宣言の失敗"],
            ["battle", "support"], s.setup(), script,
            {"rejections": [{"step": 3, "rule": "0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします"}]})


def first_cards(fam):
    """The attacker, the defender or the damaged deck's top being the setup's first card."""
    for lead in ("attacker", "defender"):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "A", ap=3)
        s.char(ntp, "DF-right", "D", ap=1, dp=5)
        s.lead("A" if lead == "attacker" else "D")
        s.put(ntp, "hand", "E", type="event", abilities=[{"effect": [
            {"mod": {"ap": 2}, "target": "attacker"}, {"mod": {"dp": 1}, "target": "defender"}]}])
        script = [{"do": "attack", "card": "A"}] + battle_script(ntp, "D")[:3] + \
            [{"do": "event", "card": "E", "by": ntp}, {"do": "pass"}]
        fam.add("selectors-%s-first" % lead, "「攻撃キャラ」 and 「防御キャラ」 with the %s listed first" % lead,
                " ".join([fam.quote("0850/攻撃側プレイヤー・攻撃キャラクターカード"),
                          "%s's event in the battle: A (AP 3 → 5), D (DP 5 → 6)." % ntp]),
                ["0850/攻撃側プレイヤー・攻撃キャラクターカード", "0850/防御側プレイヤー・防御キャラクターカード"],
                ["battle"], s.setup(), script,
                {"state": {"turn": {"battle": {"attacker": "A", "defender": "D"}},
                           tp: {"AF-left": [{"card": "A", "ap": 5}]}, ntp: {"DF-right": [{"card": "D", "dp": 6}]}}})
    s = Scene(turn=4)
    tp, ntp = s.tp, s.ntp           # P2 attacks P1, whose deck's top P1D1 is the setup's first card
    s.char(tp, "AF-center", "A", dmg=1)
    d = s.deck(ntp)
    fam.add("damage-first-card", "Deck damage taking the setup's first card",
            " ".join([fam.quote("0850:バトル結果/デッキへのダメージの判定", "攻撃キャラのDMGの値がデッキへのダメージです。"),
                      "%s's top card %s goes to the trash." % (ntp, d[0])]),
            ["0850:バトル結果/デッキへのダメージの判定", "1530:デッキにダメージを与える"],
            ["battle", "damage", fam.reading("LY-DAMAGE-TOP")], s.setup(),
            [{"do": "attack", "card": "A"}] + battle_script(ntp, ask=False),
            {"state": {ntp: {"trash": [d[0]], "deck": d[1:]}}})


def attacks_refused(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "B")
    s.char(tp, "AF-left", "T")
    s.char(tp, "AF-center", "F")
    s.char(tp, "AF-right", "G", basics=[{"name": "aggressive"}])
    s.tapped.append("T")
    s.fresh += ["F", "G"]
    s.char(ntp, "AF-left", "N")
    s.put(tp, "hand", "C")
    script = [{"do": "attack", "card": "B"}, {"do": "attack", "card": "T"}, {"do": "attack", "card": "F"},
              {"do": "attack", "card": "N"}, {"do": "attack", "card": "G"}, {"do": "pass", "by": ntp},
              {"do": "play", "card": "C", "field": "DF-center"}, {"do": "pass"}, {"do": "pass", "by": ntp}]
    rej = [{"step": k, "rule": "0815/行動の主要素の指定"} for k in range(4)] + \
        [{"step": 6, "rule": "0810/行動が許可される宣言タイミング"}]
    desc = " ".join([fam.quote("0815/行動の主要素の指定", "自分のAFに置かれているキャラクターカード"),
                     fam.quote("0815/行動の主要素の指定", "未行動状態のキャラクターカード"),
                     fam.quote("0815/行動の主要素の指定", "「登場ターン制限」の情報を持たないキャラクターカード"),
                     fam.quote("1100:アグレッシブ/効果", "このキャラの得ている「登場ターン制限」の情報を失う。"),
                     fam.quote("0850/バトル中宣言タイミング~n1", "バトル中の宣言タイミングに、メインフェイズ中の宣言タイミングは提供されません。"),
                     "B (DF), T (行動済み), F (登場ターン制限) and the opponent's N cannot attack; G "
                     "with アグレッシブ can; during its battle a play is refused by its timing."])
    fam.add("attackers", "Who may attack", desc,
            ["0815/行動の主要素の指定", "0810/解決/登場ターン制限", "1100:アグレッシブ/効果", "1100:アグレッシブ/効果型",
             "0850/バトル中宣言タイミング~n1", "0810/行動が許可される宣言タイミング"],
            ["battle", "attack"], s.setup(), script, {"rejections": rej})


def interruption(fam):
    # the attacker moved by a response: the attack fails (0815/対象~n1)
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "P", ap=3)
    s.char(tp, "DF-left", "Q", basics=[{"name": "order-change", "cost": ["0"]}])
    s.put(ntp, "hand", "E", type="event", abilities=[{"effect": [{"marker": "E"}]}])
    script = [{"do": "attack", "card": "P"}, {"do": "event", "card": "E", "by": ntp},
              {"do": "basic", "card": "Q", "ability": 0, "targets": ["P"]}, {"do": "pass", "by": ntp},
              {"query": "legal"}]
    desc = " ".join([fam.quote("0815/対象~n1", "キャラが移動した場合、フィールドの対象エラーでバトルが失敗します。"),
                     fam.quote("0815/要求する使用代償~n1", "対応宣言によってキャラが場を離れた、移動した場合、対象の喪失によりバトルは行われない。"),
                     "Q's オーダーチェンジ swaps it with P in response: the attack fails as it "
                     "resolves (no battle); P stays 行動済み, Q at AF-left is 未行動."])
    fam.add("attack-fizzles", "The attacker moved in response: no battle", desc,
            ["0815/対象~n1", "0815/要求する使用代償~n1", "0604/解決の判定", "1580:入れ替える",
             "1100:オーダーチェンジ/効果"],
            ["battle", fam.reading("LY-ORDER-CHANGE")], s.setup(), script,
            {"events": [{"type": "resolve", "action": "attack", "card": "P", "success": False}],
             "state": {tp: {"DF-left": [{"card": "P", "tapped": True}], "AF-left": [{"card": "Q", "tapped": False}]},
                       "turn": {"battle": None}},
             "legal": [{"step": 4, "actions": [{"do": "attack", "card": "Q"}, {"do": "pass"}]}]})
    # the defender leaves during the battle: interrupted, the battle end timing
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-center", "P", ap=3, dmg=2)
    s.char(ntp, "DF-center", "D", dp=1)
    s.put(tp, "hand", "E", type="event", abilities=[{"effect": [{"discard": "defender"}]}])
    script = [{"do": "attack", "card": "P"}, {"do": "pass", "by": ntp}, {"choose": "D", "for": "defender", "by": ntp},
              {"do": "event", "card": "E"}, {"do": "pass", "by": ntp}, {"query": "legal"}]
    desc = " ".join([fam.quote("0850/バトルの中断", "防御キャラクターカードが、防御宣言時に置かれていたフィールドから失われた場合"),
                     fam.quote("0850/バトルの中断~r1", "バトルが中断するとき、バトルの終了時のタイミングを提供し、バトルの処理を終了します。"),
                     "E discards the defender during the battle: no battle result, no deck damage."])
    fam.add("interrupted", "The defender discarded: the battle is interrupted", desc,
            ["0850/バトルの中断", "0850/バトルの中断~r1", "0850/バトルの中断~n1", "0850/進行#10"],
            ["battle", fam.reading("LY-BATTLE-INTERRUPT")], s.setup(), script,
            {"events": [{"type": "interrupt"}, {"type": "battle-end"}],
             "state": {ntp: {"trash": ["D"], "deck": s.deck(ntp)}, "turn": {"battle": None}},
             "legal": [{"step": 5, "actions": [{"do": "pass"}]}]})


def info_1600(fam):
    rows = [
        ("can-tapped", "participate", "can", True, ["1600:バトル参加キャラの結果の操作:参加キャラに指定できる", "0900/優先"],
         ("1600:バトル参加キャラの結果の操作:参加キャラに指定できる", "本来参加キャラに指定できないキャラをバトル参加キャラにすることができます。")),
        ("cannot", "forbid", "participate", False, ["1600:バトル参加キャラの結果の操作:参加キャラに指定できない"],
         ("1600:バトル参加キャラの結果の操作:参加キャラに指定できない", "防御または攻撃の宣言を行うことができません。")),
        ("must", "participate", "must", False, ["1600:バトル参加キャラの操作:参加キャラに指定する"],
         ("1600:バトル参加キャラの操作:参加キャラに指定する", "防御または攻撃の宣言を行わなければいけません。")),
    ]
    for name, verb, arg, tapped, clauses, q in rows:
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-center", "P", ap=1, dp=9)
        s.char(ntp, "DF-center", "D", dp=5)
        s.char(ntp, "DF-right", "X", dp=5)
        if tapped:
            s.tapped.append("D")
        s.effects.append({"master": ntp, "card": "D", verb: arg, "target": "this"})
        if name == "must":
            script = [{"do": "attack", "card": "P"}] + battle_script(ntp, ask=False)
            events = [{"type": "defend", "card": "D"}]
        elif name == "cannot":
            script = [{"do": "attack", "card": "P"}] + battle_script(ntp, ask=False)
            events = [{"type": "defend", "card": None}, {"type": "damage"}]
        else:
            script = [{"do": "attack", "card": "P"}] + battle_script(ntp, "D")
            events = [{"type": "defend", "card": "D"}]
        fam.add("defend-%s" % name, "1600: %s" % name, fam.quote(*q), clauses,
                ["battle", "1600", fam.reading("LY-MUST-ATTACK")], s.setup(), script, {"events": events})
    # down / not down; deck damage ±; the interrupt instruction
    for name, eff, events, clauses in [
        ("down", {"down": "this"}, [{"type": "judge", "card": "P", "against": "D", "success": True}],
         ["1600:バトルの結果の操作:ダウンする"]),
        ("not-down", {"not_down": "this"}, [{"type": "judge", "card": "P", "against": "D", "success": False}],
         ["1600:バトルの結果の操作:ダウンしない"])]:
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-center", "P", ap=2 if name == "down" else 9)
        s.char(ntp, "DF-center", "D", dp=5)
        s.effects.append(dict({"master": tp, "card": "D"}, **eff))
        script = [{"do": "attack", "card": "P"}] + battle_script(ntp, "D")
        fam.add("result-%s" % name, "1600: %s" % name,
                fam.quote(clauses[0], "指定されたキャラは" + ("ダウンと判定されます。" if name == "down" else "ダウンと判定されません。")),
                clauses, ["battle", "1600", fam.reading("LY-DOWN-JUDGEMENT")], s.setup(), script, {"events": events})
    for mod in (-2, 1, 2):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-center", "P", dmg=1)
        s.put(tp, "hand", "E", type="event", abilities=[{"effect": [{"battle_damage": mod}]}])
        s.put(tp, "hand", "E2", type="event", abilities=[{"effect": [{"battle_damage": mod}]}])
        script = [{"do": "attack", "card": "P"}, {"do": "pass", "by": ntp}, {"do": "event", "card": "E"},
                  {"do": "pass", "by": ntp}, {"do": "event", "card": "E2"}, {"do": "pass", "by": ntp},
                  {"do": "pass"}, {"do": "pass", "by": ntp}]
        amount = 1 + 2 * mod
        events = [{"type": "damage", "player": ntp, "amount": amount}] if amount > 0 else []
        events.append({"type": "battle-end"})
        fam.add("damage-mod-%+d" % mod, "1600: deck damage %+d twice" % mod,
                " ".join([fam.quote("1600:バトルの結果のデッキへのダメージの増減", "この情報は累積します。"),
                          "DMG 1, %+d twice: %d." % (mod, amount)]),
                ["1600:バトルの結果のデッキへのダメージの増減", "1600:バトルの結果のデッキへのダメージの増減~r1",
                 "0850/進行#4"], ["battle", "1600"], s.setup(), script,
                {"events": events, "state": {ntp: {"deck": s.deck(ntp)[max(amount, 0):]}}})
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-center", "P", dmg=2)
    s.put(tp, "hand", "E", type="event", abilities=[{"effect": [{"interrupt": True}]}])
    s.char(tp, "DF-left", "W", abilities=[{"kind": "trigger", "trigger": {"on": "interrupt", "when": w},
                                           "effect": [{"marker": w}]} for w in ("before", "after")])
    script = [{"do": "attack", "card": "P"}, {"do": "pass", "by": ntp}, {"do": "event", "card": "E"},
              {"do": "pass", "by": ntp}, {"choose": {"card": "W", "ability": 0}, "for": "trigger"}]
    fam.add("interrupt-effect", "1600:バトルを中断する",
            fam.quote("1600:バトルを中断する", "進行しているバトルを中断します。"),
            ["1600:バトルを中断する", "1600:バトルを中断する#1", "1600:バトルを中断する#2", "1600:バトルを中断する#3",
             "0850/バトルの中断~r1"],
            ["battle", "1600"], s.setup(), script,
            {"events": [{"type": "marker", "name": "before"}, {"type": "marker", "name": "after"},
                        {"type": "interrupt"}, {"type": "battle-end"}],
             "state": {ntp: {"deck": s.deck(ntp)}}})
