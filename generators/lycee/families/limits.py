"""Family `limits`: the limits a player carries for the game (1200: 「ゲーム中1回まで使用可能」 and
「…処理可能」 for every card of the same number, the letters after its digits ignored,
LY-NUMBER-LETTERS; 1201: [切札], applied once one is processed, not when its resolution fails),
and the game's end by an effect (0502/判定#B: a win, a loss, a draw when no single loser or
winner is decided, 0502/引き分け)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    once_per_game(fam)
    carried_uses(fam)
    trump(fam)
    endings(fam)
    return fam.cases


def once_per_game(fam):
    Q = "この特殊な使用回数の制限は、この同番号(アルファベットは無視する)のカードの宣言全てに影響します。"
    # two cards of one number (letters apart): using one uses up the other's too; P1's turn, P2's
    for turn, suffix in ((3, ""), (4, "-p2")):
        s = Scene(turn=turn)
        tp, ntp = s.tp, s.ntp
        ab = {"kind": "declare", "once_per_game": "use", "effect": [{"draw": 1}]}
        s.char(tp, "DF-left", "K", number="LO-0100A", abilities=[ab])
        s.char(tp, "DF-right", "L", number="LO-0100B", abilities=[dict(ab)])
        s.char(tp, "DF-center", "M", number="LO-0101", abilities=[dict(ab)])
        d = s.deck(tp)
        script = [{"do": "ability", "card": "K", "ability": 0}, {"do": "pass", "by": ntp},
                  {"do": "ability", "card": "L", "ability": 0}, {"do": "ability", "card": "M", "ability": 0},
                  {"do": "pass", "by": ntp}]
        fam.add("once-per-game-use" + suffix, "「ゲーム中1回まで使用可能」 across one card number (%s)" % tp,
                " ".join([fam.quote("1200:ゲーム中1回まで使用可能", Q),
                          "%s's K (LO-0100A) is used; L (LO-0100B) is the same number: refused; M (LO-0101) is not." % tp]),
                ["1200:ゲーム中1回まで使用可能", "1200:ゲーム中1回まで使用可能~r1"],
                ["limits", fam.reading("LY-NUMBER-LETTERS")], s.setup(), script,
                {"rejections": [{"step": 2, "rule": "0603/行動の主要素の指定~r1"}], "state": {tp: {"hand": d[:2]}}})
    # already used in an earlier turn (the information is the player's): refused, the card discarded or not
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "K", number="LO-0200", abilities=[{"kind": "declare", "once_per_game": "use",
                                                           "effect": [{"marker": "K"}]}])
    s.game_used = {tp: ["LO-0200"]}
    s.char(ntp, "DF-left", "N", number="LO-0200", abilities=[{"kind": "declare", "once_per_game": "use",
                                                            "effect": [{"marker": "N"}]}])
    script = [{"do": "ability", "card": "K", "ability": 0}, {"do": "pass"},
              {"do": "ability", "card": "N", "ability": 0, "by": ntp}, {"do": "pass"}]
    fam.add("once-per-game-earlier", "「ゲーム中1回まで使用可能」 used in an earlier turn",
            " ".join([fam.quote("1200:ゲーム中1回まで使用可能", "そのプレイヤー1人がゲーム中1回まで使用を宣言できます。"),
                      "%s used LO-0200 before: K is refused; %s has not: N is used." % (tp, ntp)]),
            ["1200:ゲーム中1回まで使用可能", "1200:ゲーム中1回まで使用可能~r1"], ["limits"], s.setup(), script,
            {"rejections": [{"step": 0, "rule": "0603/行動の主要素の指定~r1"}],
             "events": [{"type": "marker", "name": "N", "player": ntp}]})
    # a gained ability counts by the number of the card that gave it (1200~r1)
    for used in (False, True):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        gained = {"kind": "declare", "once_per_game": "use", "effect": [{"marker": "gained"}]}
        s.char(tp, "DF-left", "G", number="LO-0400", abilities=[{"kind": "declare", "effect": [
            {"gain_ability": gained, "target": {"all": {"name": "K"}}}]}])
        s.char(tp, "AF-left", "K", number="LO-0999")
        if used:
            s.game_used = {tp: ["LO-0400"]}
        script = [{"do": "ability", "card": "G", "ability": 0}, {"do": "pass", "by": ntp},
                  {"do": "ability", "card": "K", "ability": 0}]
        exp = {"rejections": [{"step": 2, "rule": "0603/行動の主要素の指定~r1"}]} if used else \
            {"events": [{"type": "marker", "name": "gained"}]}
        if not used:
            script.append({"do": "pass", "by": ntp})
        fam.add("once-per-game-gained-%s" % ("used" if used else "fresh"),
                "A gained 「ゲーム中1回まで使用可能」: its giver's number %s" % ("used" if used else "unused"),
                " ".join([fam.quote("1200:ゲーム中1回まで使用可能~r1", "追加している元のカードが同番号であれば、同一の効果と見なします。"),
                          "G (LO-0400) gives K (LO-0999) the ability; %s." % (
                              "LO-0400 was used before: K may not use it" if used else "K uses it")]),
                ["1200:ゲーム中1回まで使用可能"] + (["1200:ゲーム中1回まで使用可能~r1"] if used else []) +
                ["1580:特殊能力を得る"], ["limits"], s.setup(), script, exp)
    # a hand ability of a number used before; an area's declared effect twice in a turn
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.put(tp, "hand", "C", number="LO-0600", abilities=[{"kind": "hand", "once_per_game": "use", "effect": [{"marker": "C"}]}])
    s.game_used = {tp: ["LO-0600"]}
    fam.add("once-per-game-hand-ability", "A hand ability 「ゲーム中1回まで使用可能」 whose number was used",
            fam.quote("1200:ゲーム中1回まで使用可能", "この同番号(アルファベットは無視する)のカードの宣言全てに影響します。"),
            ["1200:ゲーム中1回まで使用可能", "1200:ゲーム中1回まで使用可能~r1"], ["limits"], s.setup(),
            [{"do": "hand-ability", "card": "C", "ability": 0}],
            {"rejections": [{"step": 0, "rule": "0603/行動の主要素の指定~r1"}], "state": {tp: {"hand": ["C"]}}})
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.area(tp, "DF-left", "R", abilities=[{"kind": "declare", "effect": [{"draw": 1}]}])
    d = s.deck(tp)
    script = [{"do": "other", "source": "R", "ability": 0}, {"do": "pass", "by": ntp},
              {"do": "other", "source": "R", "ability": 0}]
    fam.add("area-effect-twice", "An area's declared effect, twice in a turn",
            " ".join([fam.quote("0901/宣言回数の上限", "宣言型効果は1ターンに1回まで宣言することができます。"),
                      "R's effect draws once; the second declaration is refused."]),
            ["0901/宣言回数の上限", "0603/行動の主要素の指定~r1"], ["limits"], s.setup(), script,
            {"rejections": [{"step": 2, "rule": "0603/行動の主要素の指定~r1"}], "state": {tp: {"hand": [d[0]]}}})
    # an event of a number used before
    for used in (False, True):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.put(tp, "hand", "V", type="event", number="LO-0500", abilities=[{"once_per_game": "use", "effect": [{"marker": "V"}]}])
        if used:
            s.game_used = {tp: ["LO-0500"]}
        script = [{"do": "event", "card": "V"}] + ([] if used else [{"do": "pass", "by": ntp}])
        fam.add("once-per-game-event-%s" % ("used" if used else "fresh"), "An event 「ゲーム中1回まで使用可能」, %s" % (
                    "its number used before" if used else "not used yet"),
                " ".join([fam.quote("1200:ゲーム中1回まで使用可能", "この情報はプレイヤーに与えられ、カードの破棄、ゲームから取り除かれる等によっても失われません。"),
                          "V (LO-0500): %s." % ("refused, it stays in the hand" if used else "used")]),
                ["1200:ゲーム中1回まで使用可能"] + (["1200:ゲーム中1回まで使用可能~r1"] if used else []), ["limits"],
                s.setup(), script,
                {"rejections": [{"step": 0, "rule": "0603/行動の主要素の指定~r1"}], "state": {tp: {"hand": ["V"]}}} if used else
                {"events": [{"type": "marker", "name": "V"}], "state": {tp: {"trash": ["V"]}}})
    # 「処理可能」: a triggered effect whose number was processed is not processed again
    for used in (False, True):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"draw": 1}]}])
        s.char(tp, "DF-right", "K", number="LO-0300", abilities=[{"kind": "trigger", "once_per_game": "process",
                                                                "trigger": {"on": "draw", "when": "after"},
                                                                "effect": [{"marker": "K"}]}])
        if used:
            s.game_used = {tp: ["LO-0300"]}
        fam.add("once-per-game-process-%s" % ("used" if used else "fresh"),
                "「ゲーム中1回まで処理可能」 %s" % ("already processed" if used else "not yet processed"),
                " ".join([fam.quote("1200:ゲーム中1回まで処理可能", "そのプレイヤー1人がゲーム中1回まで処理・誘発できます。"),
                          "K's trigger %s." % ("does not trigger: LO-0300 was processed before" if used else "triggers and is processed")]),
                ["1200:ゲーム中1回まで処理可能"] + (["1200:ゲーム中1回まで処理可能~r1"] if used else []), ["limits"],
                s.setup(), [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}],
                {"events": [] if used else [{"type": "trigger", "card": "K"}, {"type": "marker", "name": "K"}],
                 "state": {tp: {"hand": s.deck(tp)[:1]}}} if not used else
                {"state": {tp: {"hand": s.deck(tp)[:1]}}})


def trump(fam):
    # one [切札] processed: no other; a [切札] whose resolution failed applies no limit
    for fails in (False, True):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "DF-left", "K", abilities=[{"kind": "declare", "trump": True, "target": {"who": "opponent"},
                                               "effect": [{"tap": "targets"}]}])
        s.char(tp, "DF-right", "L", abilities=[{"kind": "declare", "trump": True, "effect": [{"marker": "L"}]}])
        s.char(ntp, "AF-left", "X")
        script = [{"do": "ability", "card": "K", "ability": 0, "targets": ["X"]}]
        if fails:
            s.put(ntp, "hand", "E", type="event", abilities=[{"effect": [{"discard": {"all": {"who": "you", "name": "X"}}}]}])
            script += [{"do": "event", "card": "E", "by": ntp}, {"do": "pass"}]
        else:
            script.append({"do": "pass", "by": ntp})
        script.append({"do": "ability", "card": "L", "ability": 0})
        if fails:
            script.append({"do": "pass", "by": ntp})
        exp = {"events": [{"type": "resolve", "card": "K", "success": not fails}]}
        if fails:
            exp["events"].append({"type": "marker", "name": "L"})
        else:
            exp["rejections"] = [{"step": 2, "rule": "0603/行動の主要素の指定~r1"}]
            exp["state"] = {ntp: {"AF-left": [{"card": "X", "tapped": True}]}}
        fam.add("trump-%s" % ("failed" if fails else "processed"), "[切札] %s, then another" % (
                    "failing" if fails else "processed"),
                " ".join([fam.quote("1201", "[切札]と記載された効果全てを宣言・解決・処理・誘発できません。"),
                          fam.quote("1201~n1", "効果の解決に失敗した場合(効果が処理されなかった場合)については[切札]の制限は適用されません。"),
                          "K's [切札] %s; L's [切札] %s." % ("fails (X is gone)" if fails else "taps X",
                                                           "is then used" if fails else "is refused")]),
                ["1201"] + ([] if fails else ["1201~n1"]), ["limits", "trump"], s.setup(), script, exp)


def carried_uses(fam):
    """Uses made earlier in the turn, given by the setup (`used`): each counts (0901, 0902)."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "K", abilities=[{"kind": "declare", "effect": [{"marker": "K"}]}])
    s.char(tp, "DF-center", "L", abilities=[{"kind": "declare", "effect": [{"marker": "L"}]}])
    s.char(tp, "DF-right", "M", abilities=[{"kind": "declare", "effect": [{"draw": 1}, {"marker": "M"}]}])
    s.char(tp, "AF-left", "W", abilities=[{"kind": "trigger", "trigger": {"on": "draw"}, "effect": [{"marker": "W"}]}])
    s.used = [["K", "ability", 0], ["L", "ability", 0], ["W", "trigger", 0]]
    script = [{"do": "ability", "card": "K", "ability": 0}, {"do": "ability", "card": "L", "ability": 0},
              {"do": "ability", "card": "M", "ability": 0}, {"do": "pass", "by": ntp}]
    fam.add("once-per-turn-earlier-uses", "Declared and triggered effects already used this turn",
            " ".join([fam.quote("0901/宣言回数の上限"), fam.quote("0902/誘発の上限"),
                      "K's and L's declared effects and W's trigger were used earlier this turn: K and L are "
                      "refused, M is declared and draws, and W does not trigger again."]),
            ["0901/宣言回数の上限", "0902/誘発の上限"], ["limits"], s.setup(), script,
            {"rejections": [{"step": 0, "rule": "0603/行動の主要素の指定~r1"}, {"step": 1, "rule": "0603/行動の主要素の指定~r1"}],
             "events": [{"type": "marker", "name": "M", "player": tp}],
             "absent": [{"type": "marker", "name": "W"}]})


def endings(fam):
    rows = [("win", {"win": "you"}, {"winner": "P1"}, "P1 wins by its effect."),
            ("lose", {"lose": "you"}, {"winner": "P2"}, "P1 loses by its effect: P2 wins."),
            ("each-loses", {"lose": "each"}, {"draw": True}, "Both players lose: no single loser, a draw.")]
    for name, instr, result, desc in rows:
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [instr, {"marker": "after"}]}])
        clauses = ["0502/判定#B"] + (["0502/引き分け"] if "draw" in result else [])
        fam.add("game-end-%s" % name, "The game ended by an effect: %s" % name,
                " ".join([fam.quote("0502/判定#B", "ルールまたはカードの処理として、ゲームの勝敗が決定されたとき。"),
                          fam.quote("0502/引き分け") if "draw" in result else "", desc,
                          "The processing stops there: no marker after it."]),
                clauses, ["endgame"], s.setup(), [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}],
                {"state": {"result": result}, "events": [dict(type="game-end", **result)]})
