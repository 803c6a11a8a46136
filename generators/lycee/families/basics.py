"""Family `basics`: the basic abilities of 1100 that are not moves (those are the actions family's):
【エンゲージ】 (a play onto a character, which is discarded, and the effect it triggers),
【リカバリー】 (fewer characters than the opponent once entered, itself counted), 【ペナルティ】
(leaving the field), 【ガッツ】 (triggered on its down, its cost asked when it resolves at the
battle's end), 【ボーナス】 (a won battle's end), 【チャージ】 (1510:チャージ+X on entering),
【アグレッシブ】 lost (登場ターン制限 back); and what ends at a turn's end (0510#6) or lasts, with
登場ターン制限 ending at its user's own turn start (0810/解決/登場ターン制限~n1)."""

from . import Family
from .battle import battle_script
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    engage(fam)
    recovery(fam)
    penalty(fam)
    guts(fam)
    guts_untouched(fam)
    guts_watched(fam)
    bonus(fam)
    charge(fam)
    charge_deck_out(fam)
    aggressive(fam)
    turn_end(fam)
    return fam.cases


def engage(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "K")
    s.put(tp, "hand", "N", basics=[{"name": "assist"}, {"name": "engage", "effect": [{"draw": 1}]}])
    d = s.deck(tp)
    fam.add("engage", "【エンゲージ】 onto a character",
            " ".join([fam.quote("1100:エンゲージ/効果", "このキャラの登場を解決する場合、対象のフィールドに登場するキャラを破棄する。破棄したとき、併記された効果を誘発する。"),
                      fam.quote("1100:エンゲージ/エンゲージ登場", "「エンゲージ登場」が成功したものとして扱われる。"),
                      "K is discarded, N enters AF-left; the effect then draws %s." % d[0]]),
            ["1100:エンゲージ/効果型", "1100:エンゲージ/効果", "1100:エンゲージ/エンゲージ登場"], ["basic", "engage"],
            s.setup(), [{"do": "play", "card": "N", "field": "AF-left"}, {"do": "pass", "by": ntp}],
            {"state": {tp: {"AF-left": [{"card": "N", "fresh": True}], "trash": ["K"], "hand": [d[0]]}},
             "events": [{"type": "move", "card": "K", "to": "%s:trash" % tp, "cause": "engage"},
                        {"type": "enter", "card": "N", "how": "engage"}, {"type": "move", "card": d[0], "cause": "draw"}]})


def recovery(fam):
    Q = "味方キャラの数には、このキャラ自身も含みます。また、キャラの数が同数の場合にはリカバリーの効果は得られません。"
    for mine, theirs in ((0, 2), (1, 2), (0, 1)):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        for k in range(mine):
            s.char(tp, ("DF-left", "DF-right")[k], "M%d" % (k + 1))
        for k in range(theirs):
            s.char(ntp, ("DF-left", "DF-right")[k], "O%d" % (k + 1))
        s.put(tp, "hand", "N", basics=[{"name": "recovery", "effect": [{"marker": "recovery", "optional": True}]}])
        s.lead("N")
        fires = mine + 1 < theirs
        fam.add("recovery-%d-%d" % (mine + 1, theirs), "【リカバリー】 with %d against %d" % (mine + 1, theirs),
                " ".join([fam.quote("1100:リカバリー/効果", "場の相手のキャラの数より味方キャラの数が少ない場合、併記された効果を処理する。"),
                          fam.quote("1100:リカバリー/効果~n1", Q),
                          "N entered: %d against %d: %s." % (mine + 1, theirs, "processed" if fires else "nothing")]),
                ["1100:リカバリー/効果~n1"] + (["1100:リカバリー/効果型", "1100:リカバリー/効果"] if fires else []),
                ["basic", "recovery"], s.setup(), [{"do": "play", "card": "N", "field": "AF-left"}, {"do": "pass", "by": ntp}] +
                ([{"choose": True, "for": "optional", "by": tp}] if fires else []),
                {"events": [{"type": "enter", "card": "N"}] + ([{"type": "marker", "name": "recovery"}] if fires else []),
                 "state": {tp: {"AF-left": [{"card": "N"}]}}} if fires else
                {"state": {tp: {"AF-left": [{"card": "N"}]}}, "events": [{"type": "enter", "card": "N"}]})


def penalty(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"discard": {"all": {"who": "you", "name": "K"}}}]}])
    s.char(tp, "AF-left", "K", basics=[{"name": "penalty", "effect": [{"draw": 1, "who": "opponent"}]}])
    e = s.deck(ntp)
    fam.add("penalty", "【ペナルティ】 when the character leaves the field",
            " ".join([fam.quote("1100:ペナルティ/効果", "このキャラが場を離れたとき、併記された効果を処理する。"),
                      "K is discarded by U's effect: its 【ペナルティ】 makes %s draw %s." % (ntp, e[0])]),
            ["1100:ペナルティ/効果型", "1100:ペナルティ/効果"], ["basic", "penalty"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}],
            {"state": {tp: {"trash": ["K"]}, ntp: {"hand": [e[0]]}}})


def guts(fam):
    for paid in (True, False):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "A", ap=3)
        s.char(ntp, "DF-right", "D", ap=1, dp=1, basics=[{"name": "guts", "cost": ["any"]}])
        s.put(ntp, "hand", "H")
        script = [{"do": "attack", "card": "A"}] + battle_script(ntp, "D")
        script.append({"choose": {"pay": ["H"]} if paid else None, "for": "guts", "by": ntp})
        ev = [{"type": "down", "card": "D"}, {"type": "move", "card": "D", "to": "%s:trash" % ntp},
              {"type": "battle-end"}]
        if paid:
            script.append({"choose": "%s:DF-center" % ntp, "for": "field", "by": ntp})
            ev += [{"type": "move", "card": "H", "to": "%s:trash" % ntp, "cause": "cost"},
                   {"type": "enter", "card": "D", "field": "%s:DF-center" % ntp, "how": "guts"}]
            st = {ntp: {"DF-center": [{"card": "D", "fresh": True, "tapped": False}], "DF-right": [], "trash": ["H"],
                        "hand": []}}
        else:
            st = {ntp: {"trash": ["D"], "hand": ["H"], "DF-right": []}}
        fam.add("guts-%s" % ("paid" if paid else "declined"), "【ガッツ】 %s" % ("paid" if paid else "not paid"),
                " ".join([fam.quote("1100:ガッツ/効果~n1", "効果が解決されるのはバトルが終了したとき(キャラがゴミ箱に置かれた後)です。"),
                          fam.quote("1100:ガッツ/効果~n2", "併記された使用代償は、効果の解決時(ダウンしたとき)に要求されます。"),
                          "D (DP 1) is downed by A (AP 3); at the battle's end %s %s." % (
                              ntp, "pays H and D enters DF-center from the trash" if paid else "does not pay: D stays in the trash")]),
                ["1100:ガッツ/効果型", "1100:ガッツ/効果", "1100:ガッツ/効果~n1", "1100:ガッツ/効果~n2",
                 "0850:バトル結果/ダウンの解決~r1"],
                ["basic", "guts"], s.setup(), script, {"events": ev, "state": st})


def guts_watched(fam):
    """【ガッツ】's character entering the field is an entry (登場) like any: 「登場したとき」 is met."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A", ap=3)
    s.char(ntp, "DF-right", "D", ap=1, dp=1, basics=[{"name": "guts", "cost": ["0"]}])
    s.char(ntp, "AF-left", "W", abilities=[{"kind": "trigger", "trigger": {"on": "enter", "of": {"who": "you", "other": True}},
                                            "effect": [{"marker": "entered"}]}])
    script = [{"do": "attack", "card": "A"}] + battle_script(ntp, "D")
    script += [{"choose": {"pay": []}, "for": "guts", "by": ntp}, {"choose": "%s:DF-center" % ntp, "for": "field", "by": ntp}]
    fam.add("guts-entry-watched", "【ガッツ】's entry meets 「登場したとき」",
            " ".join([fam.quote("1100:ガッツ/効果"),
                      "D re-enters DF-center from the trash: W's 「味方キャラが登場したとき」 is met."]),
            ["1100:ガッツ/効果"], ["basic", "guts"], s.setup(), script,
            {"events": [{"type": "enter", "card": "D", "field": "%s:DF-center" % ntp, "how": "guts"},
                        {"type": "marker", "name": "entered", "player": ntp}],
             "exactly": [{"type": "marker", "name": "entered"}]})


def guts_untouched(fam):
    """【ガッツ】 is met by its character's down alone: tapped or moved, nothing is asked."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"tap": {"all": {"name": "D"}}}, {"move": {"all": {"name": "D"}}, "to": "%s:DF-center" % ntp}, {"marker": "done"}]}])
    s.char(ntp, "DF-right", "D", basics=[{"name": "guts", "cost": ["0"]}])
    fam.add("guts-not-down", "【ガッツ】's character tapped and moved",
            " ".join([fam.quote("1100:ガッツ/効果", "このキャラがダウンしたとき、併記された使用代償を支払うことができる。"),
                      "D is tapped and moved, not downed: no 【ガッツ】."]),
            ["1580:行動済み状態にする(行動済みにする)#2"], ["basic", "guts"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}],
            {"state": {ntp: {"DF-center": [{"card": "D", "tapped": True}]}}, "events": [{"type": "marker", "name": "done"}]})


def bonus(fam):
    for d_ap in (0, 5):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "A", ap=3, dp=2, basics=[{"name": "bonus", "effect": [{"marker": "bonus"}]}])
        s.char(ntp, "DF-right", "D", ap=d_ap, dp=1)
        both = d_ap > 2
        script = [{"do": "attack", "card": "A"}] + battle_script(ntp, "D")
        ev = [{"type": "down", "card": "D"}, {"type": "battle-end"}]
        if not both:
            ev.append({"type": "marker", "name": "bonus"})
        fam.add("bonus-%s" % ("both-down" if both else "won"), "【ボーナス】: %s" % ("both downed" if both else "a won battle"),
                " ".join([fam.quote("1100:ボーナス/効果", "このキャラが参加し、このキャラがダウンせず、対戦キャラがダウンしたバトル終了時、併記された効果を処理する。"),
                          "A (AP 3, DP 2) against D (AP %d, DP 1): %s." % (d_ap, "both are downed: no bonus" if both else "D alone is downed: A's bonus")]),
                ["0850:バトル結果/ダウンの解決"] + ([] if both else ["1100:ボーナス/効果型", "1100:ボーナス/効果"]),
                ["basic", "bonus"], s.setup(), script,
                {"events": ev, "state": {tp: {"trash": ["A"] if both else []}}})


def charge(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.put(tp, "hand", "N", basics=[{"name": "charge", "count": 2}])
    s.put(tp, "trash", "T1")
    d = s.deck(tp)
    script = [{"do": "play", "card": "N", "field": "DF-left"}, {"do": "pass", "by": ntp},
              {"choose": 1, "for": "mill", "by": tp}, {"choose": [d[0], "T1"], "for": "charge", "by": tp}]
    fam.add("charge", "【チャージ】 2 on entering",
            " ".join([fam.quote("1100:チャージ/効果", "このキャラが登場したとき、自分のデッキを併記された枚数まで破棄できる。"),
                      "N enters; %s discards 1 (%s), then puts %s and T1 under N as charges." % (tp, d[0], d[0])]),
            ["1100:チャージ/効果型", "1100:チャージ/効果", "1510:チャージ+X(X枚チャージする)"], ["basic", "charge"], s.setup(), script,
            {"state": {tp: {"DF-left": [{"card": "N", "under": [d[0], "T1"], "charges": [d[0], "T1"]}], "trash": [],
                            "deck": d[1:]}}})


    # what 【チャージ】 meets triggers after it, and the game goes on: a later trigger resolves too
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.put(tp, "hand", "N", basics=[{"name": "charge", "count": 1}])
    s.put(tp, "trash", "T1")
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "charge"}, "effect": [{"marker": "charged"}]},
                                           {"kind": "trigger", "trigger": {"on": "draw"}, "effect": [{"marker": "drew"}]}])
    s.char(tp, "AF-left", "U", abilities=[{"kind": "declare", "effect": [{"draw": 1}]}])
    d = s.deck(tp)
    script = [{"do": "play", "card": "N", "field": "DF-left"}, {"do": "pass", "by": ntp},
              {"choose": 0, "for": "mill", "by": tp}, {"choose": ["T1"], "for": "charge", "by": tp},
              {"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}]
    fam.add("charge-then-triggers", "【チャージ】, then triggers met after it",
            " ".join([fam.quote("1100:チャージ/効果", "このキャラが登場したとき、自分のデッキを併記された枚数まで破棄できる。"),
                      fam.quote("0902/解決~n1"),
                      "N charges T1; W's 「チャージしたとき」 resolves after the charge, and later, after U's draw, "
                      "its 「ドローしたとき」."]),
            ["1100:チャージ/効果", "0902/解決~n1"], ["basic", "charge"], s.setup(), script,
            {"events": [{"type": "marker", "name": "charged"}, {"type": "marker", "name": "drew"}],
             "state": {tp: {"DF-left": [{"card": "N", "charges": ["T1"]}], "hand": [d[0]]}}})


def charge_deck_out(fam):
    s = Scene(decks=(1, 6))
    tp, ntp = s.tp, s.ntp
    s.put(tp, "hand", "N", basics=[{"name": "charge", "count": 2}])
    s.put(tp, "trash", "T1")
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "enter"},
                                            "effect": [{"marker": "W", "optional": True}]}])
    script = [{"do": "play", "card": "N", "field": "DF-left"}, {"do": "pass", "by": ntp},
              {"choose": {"card": "N", "basic": "charge"}, "for": "trigger", "by": tp},
              {"choose": 1, "for": "mill", "by": tp}]
    fam.add("charge-deck-out", "【チャージ】 discarding the last card of the deck",
            " ".join([fam.quote("0502/判定#A", "片方のプレイヤーのデッキの残り枚数が0枚になる。"),
                      "%s discards its deck's last card: it loses at once; nothing is charged, and W's "
                      "pending trigger is never processed." % tp]),
            ["1100:チャージ/効果", "0502/判定#A"], ["basic", "charge"], s.setup(), script,
            {"state": {"result": {"winner": ntp}, tp: {"DF-left": [{"card": "N", "under": []}]}},
             "events": [{"type": "game-end", "winner": ntp}]})


def aggressive(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"lose_basic": "aggressive", "target": {"all": {"name": "K"}}}]}])
    s.char(tp, "AF-left", "K", basics=[{"name": "aggressive"}])
    s.fresh.append("K")
    script = [{"query": "legal"}, {"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp},
              {"do": "attack", "card": "K"}]
    fam.add("aggressive-lost", "【アグレッシブ】 lost: 登場ターン制限 back",
            " ".join([fam.quote("1100:アグレッシブ/効果~r1", "アグレッシブが消失すれば、失った「登場ターン制限」が復帰します。"),
                      "K entered this turn may attack while it has 【アグレッシブ】; lost, it may not."]),
            ["1100:アグレッシブ/効果~r1", "1100:アグレッシブ/効果"], ["basic", "aggressive"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [{"do": "ability", "card": "U", "ability": 0}, {"do": "attack", "card": "K"},
                                               {"do": "pass"}]}],
             "rejections": [{"step": 3, "rule": "0815/行動の主要素の指定"}],
             "state": {tp: {"AF-left": [{"card": "K", "fresh": True}]}}})


def turn_end(fam):
    """A fresh character moved to the opponent's field: its 登場ターン制限 ends at its new user's
    turn start; the turn's modifications end at 0510#6, the game-long one stays."""
    for moved in (True, False):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        effect = [{"mod": {"ap": 2}, "target": {"all": {"name": "K"}}},
                  {"mod": {"dp": 1}, "target": {"all": {"name": "K"}}, "until": "game"}]
        if moved:
            effect.append({"move": {"all": {"name": "K"}}, "to": "%s:AF-right" % ntp})
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": effect}])
        s.char(tp, "AF-left", "K")
        s.fresh.append("K")
        script = [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp},
                  {"do": "pass"}, {"do": "pass", "by": ntp}]
        where = (ntp, "AF-right") if moved else (tp, "AF-left")
        fam.add("turn-end-%s" % ("moved" if moved else "stayed"), "A turn's end: K %s" % (
                    "moved to the opponent's field" if moved else "on its own field"),
                " ".join([fam.quote("0510/能力値修正の消失/消失しない能力値修正", "修正の消失タイミングが別に設定されている"),
                          fam.quote("0810/解決/登場ターン制限~n1", "登場後に使用者が変わる場合について、期間が延長される場合があります。"),
                          "K's AP +2 ends with turn 3, its DP +1 (for the game) stays; in turn 4 (%s's) K %s." % (
                              ntp, "is %s's and its 登場ターン制限 is gone" % ntp if moved else "is still fresh: its user's turn has not begun")]),
                ["0510/能力値修正の消失", "0510/能力値修正の消失/消失しない能力値修正", "0510/TPの変更~n1", "0910/消失"] +
                (["0810/解決/登場ターン制限~n1", "1580:移動/異なる持ち主のフィールドへの移動"] if moved else []),
                ["basic", "turn"], s.setup(), script,
                {"state": {"turn": {"number": 4, "player": ntp, "phase": "main"},
                           where[0]: {where[1]: [{"card": "K", "ap": 1, "dp": 2, "fresh": not moved}]}}})
