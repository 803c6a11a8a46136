"""Family `turns`: the turn (0510: its start and end timings, the end of the turn's modifications,
the change of turn player) and its phases: the start phase's wake-up and warm-up (0521; the first
player's first turn; 1540's information), the main phase's passes (0522#2–#7), the end phase's
hand adjustment (0523). Runs from the end phase of turn 2 or 3 into the next main phase, from the
start of turn 1, and main phases passed by both players in the orders the text allows; timings
seen by triggered effects that leave a marker."""

from . import Family
from ..model.table import other
from .scene import Scene

Q_ADJUST = "7枚以下の場合は手札調整を終了します"
Q_WARM = "自分のデッキからカードを2枚ドローします"
Q_FIRST = "1の処理のドローの枚数は1枚になります"
Q_WAKE = "効果等で制限されない限り、全ての味方キャラを未行動にします"
Q_CHANGE = "「TPの変更」をもって、新たなターンの開始となります"

TIMINGS = ("turn-start", "start-phase-start", "start-phase-end", "main-start", "main-end",
           "end-phase-start", "end-phase-end", "turn-end")


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for turn in (2, 3):
            for hand in (6, 7, 8, 10):
                end_to_main(fam, first, turn, hand)
        first_turn(fam, first)
        for order in ("tp-ntp", "tp-ntp-acts", "tp-acts"):
            main_passes(fam, first, order)
    for extra in (-2, -1, 1, 2):
        warm_up_info(fam, extra)
    no_untap(fam)
    timings(fam)
    return fam.cases


def end_to_main(fam, first, turn, hand):
    s = Scene(first=first, at="end", turn=turn)
    tp, ntp = s.tp, s.ntp
    hcards = [s.put(tp, "hand", "%sH%d" % (tp, i + 1)) for i in range(hand)]
    s.char(tp, "AF-left", "A1")
    s.char(ntp, "AF-center", "B1")
    s.char(ntp, "DF-right", "B2")
    s.char(ntp, "DF-left", "B3")
    s.tapped += ["A1", "B1", "B3"]
    discards = hcards[:max(0, hand - 7)]
    script = [{"choose": c, "for": "hand-adjust", "by": tp} for c in discards]
    script.append({"query": "legal"})
    ndeck = s.deck(ntp)
    drawn = ndeck[:2]
    events = [{"type": "phase", "name": "end", "turn": turn, "player": tp}]
    events += [{"type": "move", "card": c, "from": "%s:hand" % tp, "to": "%s:trash" % tp,
                "cause": "hand-adjust"} for c in discards]
    events += [{"type": "turn", "number": turn + 1, "player": ntp},
               {"type": "phase", "name": "start", "turn": turn + 1, "player": ntp},
               {"type": "untap", "card": "B1"}, {"type": "untap", "card": "B3"}]
    events += [{"type": "move", "card": c, "from": "%s:deck" % ntp, "to": "%s:hand" % ntp,
                "cause": "draw"} for c in drawn]
    events.append({"type": "phase", "name": "main", "turn": turn + 1, "player": ntp})
    state = {"turn": {"number": turn + 1, "player": ntp, "phase": "main"},
             tp: {"hand": hcards[len(discards):], "trash": discards,
                  "AF-left": [{"card": "A1", "tapped": True}]},
             ntp: {"hand": drawn, "deck": ndeck[2:],
                   "AF-center": [{"card": "B1", "tapped": False}],
                   "DF-left": [{"card": "B3", "tapped": False}],
                   "DF-right": [{"card": "B2", "tapped": False}]}}
    legal = [{"do": "attack", "card": "B1"}] + [{"do": "play", "card": c} for c in drawn] + \
        [{"do": "pass"}]
    clauses = ["0523/進行", "0523/進行#1", "0523/進行#2", "0523/進行#3", "0523/手札調整",
               "0523/手札調整#1", "0523/エンドフェイズ開始時", "0523/エンドフェイズ終了時",
               "0510/進行", "0510/進行#4", "0510/進行#5", "0510/進行#6", "0510/進行#7",
               "0510/進行#1", "0510/進行#2", "0510/進行#3", "0510/TPの変更", "0510/ターン開始時",
               "0510/ターン終了時", "0510/ターン進行中プレイヤー(TP)・非ターン進行中プレイヤー(NTP)",
               "0521/進行", "0521/進行#1", "0521/進行#2", "0521/進行#3", "0521/進行#4",
               "0521/ウェイクアップ", "0521/ウェイクアップ#1", "0521/ウェイクアップ#2",
               "0521/ウェイクアップ~n1", "0521/ウォームアップ", "0521/ウォームアップ#1",
               "0521/ウォームアップ~n1", "0521/スタートフェイズ開始時", "0521/スタートフェイズ終了時",
               "0522/進行", "0522/進行#1", "0522/進行#2", "0522/メインフェイズ開始時",
               "0522/メインフェイズ(TP)", "0501#5", "0501#3", "0501#4"]
    if discards:
        clauses += ["0523/手札調整#2", "0523/手札調整#3"]
    desc = " ".join([
        fam.quote("0523/手札調整#1", Q_ADJUST), fam.quote("0510/TPの変更", Q_CHANGE),
        fam.quote("0521/ウェイクアップ~n1", Q_WAKE), fam.quote("0521/ウォームアップ#1", Q_WARM),
        "%s ends turn %d with %d cards in hand: %s; %s's turn %d begins, its 行動済み B1 and B3 "
        "become 未行動 (P1's A1 stays 行動済み) and it draws %s." % (
            tp, turn, hand, "it discards %d of its choice, keeping 7" % len(discards)
            if discards else "nothing to adjust", ntp, turn + 1, " and ".join(drawn))])
    fam.add("end-%s-first-turn-%d-hand-%d" % (first.lower(), turn, hand),
            "Turn %d: %s's end phase with %d cards, then %s's start phase" % (turn, tp, hand, ntp),
            desc, clauses, ["turn"], s.setup(), script,
            {"state": state, "events": events, "legal": [{"step": len(script) - 1, "actions": legal}]})


def first_turn(fam, first):
    s = Scene(first=first, at="start", turn=1)
    tp, ntp = s.tp, s.ntp
    d1, d2 = s.deck(tp), s.deck(ntp)
    script = [{"do": "pass"}, {"do": "pass", "by": ntp}, {"query": "legal"}]
    events = [{"type": "turn", "number": 1, "player": tp},
              {"type": "move", "card": d1[0], "from": "%s:deck" % tp, "to": "%s:hand" % tp,
               "cause": "draw"},
              {"type": "phase", "name": "main", "turn": 1, "player": tp},
              {"type": "phase", "name": "end", "turn": 1, "player": tp},
              {"type": "turn", "number": 2, "player": ntp},
              {"type": "move", "card": d2[0], "from": "%s:deck" % ntp, "to": "%s:hand" % ntp,
               "cause": "draw"},
              {"type": "move", "card": d2[1], "from": "%s:deck" % ntp, "to": "%s:hand" % ntp,
               "cause": "draw"},
              {"type": "phase", "name": "main", "turn": 2, "player": ntp}]
    state = {"turn": {"number": 2, "player": ntp, "first": first}, tp: {"hand": d1[:1]},
             ntp: {"hand": d2[:2]}}
    desc = " ".join([fam.quote("0521/ウォームアップ/先攻のプレイヤーの1ターン目", Q_FIRST),
                     fam.quote("0501#3", "先攻のプレイヤーのターン"),
                     fam.quote("0501#4", "後攻のプレイヤーのターン"),
                     "The first player %s draws 1 in its first turn; %s, second, draws 2 in turn 2."
                     % (tp, ntp)])
    fam.add("first-turn-%s" % first.lower(), "The first player's first warm-up draws 1", desc,
            ["0521/ウォームアップ/先攻のプレイヤーの1ターン目", "0521/ウォームアップ#1", "0501#3",
             "0501#4", "0522/進行#3", "0522/進行#4", "0522/進行#7", "0522/メインフェイズ終了時"],
            ["turn", "warm-up"], s.setup(), script,
            {"state": state, "events": events,
             "legal": [{"step": 2, "actions": [{"do": "play", "card": c} for c in d2[:2]] +
                        [{"do": "pass"}]}]})


def main_passes(fam, first, order):
    s = Scene(first=first, at="main", turn=3)
    tp, ntp = s.tp, s.ntp
    s.put(ntp, "hand", "EV", type="event", abilities=[{"effect": [{"marker": "ntp"}]}])
    s.put(tp, "hand", "ET", type="event", abilities=[{"effect": [{"marker": "tp"}]}])
    if order == "tp-ntp":
        script = [{"do": "pass"}, {"do": "pass", "by": ntp}]
        clauses = ["0522/進行#3", "0522/進行#4", "0522/進行#7", "0522/メインフェイズ終了時"]
        markers = []
        why = "%s passes (0522#3: end), %s passes (#4: end): the main phase ends (#7)." % (tp, ntp)
    elif order == "tp-ntp-acts":
        script = [{"do": "pass"}, {"do": "event", "card": "EV", "by": ntp}, {"do": "pass"},
                  {"do": "pass"}, {"do": "pass", "by": ntp}]
        clauses = ["0522/進行#3", "0522/進行#4", "0522/進行#5", "0522/進行#6",
                   "0522/メインフェイズ(NTP)", "0522/進行#7"]
        markers = [{"type": "marker", "name": "ntp", "player": ntp}]
        why = ("%s passes; %s does not end the main phase (#4) and declares its event at its "
               "declaration timing (#5); %s passes its response timing; then #6 gives %s the "
               "timing again: it passes, %s passes: the phase ends." % (tp, ntp, tp, tp, ntp))
    else:
        script = [{"do": "event", "card": "ET"}, {"do": "pass", "by": ntp}, {"do": "pass"},
                  {"do": "pass", "by": ntp}]
        clauses = ["0522/進行#2", "0500/重複する宣言タイミング", "0522/進行#3", "0522/メインフェイズ(TP)"]
        markers = [{"type": "marker", "name": "tp", "player": tp}]
        why = ("%s declares at #2, %s does not respond, the event resolves; #3: %s does not end "
               "and has the timing again; it passes, %s passes." % (tp, ntp, tp, ntp))
    events = markers + [{"type": "phase", "name": "end", "turn": 3, "player": tp},
                        {"type": "turn", "number": 4, "player": ntp}]
    desc = " ".join([fam.quote("0522/進行#3", "TPはメインフェイズを終了する・または終了しないを選択します"),
                     fam.quote("0522/進行#4", "NTPはメインフェイズを終了する・または終了しないを選択します"),
                     why])
    fam.add("main-%s-%s" % (order, first.lower()), "The main phase ends: %s" % order, desc,
            clauses, ["turn", "main-phase", fam.reading("LY-MAIN-PASS")], s.setup(), script,
            {"state": {"turn": {"number": 4, "player": ntp, "phase": "main"}}, "events": events})


def warm_up_info(fam, extra):
    s = Scene(first="P1", at="start", turn=3)
    tp = s.tp
    s.effects.append({"master": tp, "warm_up": extra})
    n = 2 + extra
    drawn = s.deck(tp)[:max(n, 0)]
    events = [{"type": "move", "card": c, "from": "%s:deck" % tp, "to": "%s:hand" % tp,
               "cause": "draw"} for c in drawn]
    events.append({"type": "phase", "name": "main", "turn": 3, "player": tp})
    desc = " ".join([fam.quote("1540:ウォームアップ:ウォームアップのドロー枚数を増減",
                               "指定されたウォームアップは指定された内容でドロー枚数が増減します"),
                     "%s's next warm-up draws %+d: %d cards." % (tp, extra, max(n, 0))])
    fam.add("warm-up-%+d" % extra, "1540: the warm-up draws %+d" % extra, desc,
            ["1540:ウォームアップ:ウォームアップのドロー枚数を増減", "0521/ウォームアップ#1"],
            ["turn", "warm-up"], s.setup(), [],
            {"state": {tp: {"hand": drawn}}, "events": events})


def no_untap(fam):
    s = Scene(first="P1", at="start", turn=3)
    tp = s.tp
    s.char(tp, "AF-left", "A1")
    s.char(tp, "AF-right", "A2")
    s.tapped += ["A1", "A2"]
    s.effects.append({"master": tp, "card": "A1", "no_untap": "this"})
    desc = " ".join([fam.quote("1540:ウェイクアップ:ウェイクアップで未行動状態に戻らない",
                               "指定されたウェイクアップで未行動状態に戻るキャラとして指定できません"),
                     "A1 stays 行動済み through this wake-up, A2 becomes 未行動."])
    fam.add("no-untap", "1540: a character kept 行動済み by its wake-up", desc,
            ["1540:ウェイクアップ:ウェイクアップで未行動状態に戻らない", "0521/ウェイクアップ#1"],
            ["turn", "wake-up"], s.setup(), [],
            {"state": {tp: {"AF-left": [{"card": "A1", "tapped": True}],
                            "AF-right": [{"card": "A2", "tapped": False}]}},
             "events": [{"type": "untap", "card": "A2"}]})


def timings(fam):
    """A character of each player with triggers on the turn's timings, leaving markers."""
    s = Scene(first="P1", at="end", turn=3)
    tp, ntp = s.tp, s.ntp
    for p, field in ((tp, "DF-left"), (ntp, "DF-right")):
        s.char(p, field, "W" + p, abilities=[
            {"kind": "trigger", "trigger": {"on": t, "who": "you"},
             "effect": [{"marker": "%s:%s" % (p, t)}]} for t in TIMINGS])
    order = ["end-phase-start", "end-phase-end", "turn-end"]
    events = [{"type": "marker", "name": "%s:%s" % (tp, t), "player": tp} for t in order]
    events += [{"type": "marker", "name": "%s:%s" % (ntp, t), "player": ntp}
               for t in ("turn-start", "start-phase-start", "start-phase-end", "main-start")]
    desc = " ".join([fam.quote("0500/タイミング", "1つの手順を行うごとにタイミングが提供されます"),
                     fam.quote("0510/ターン開始時"), fam.quote("0510/ターン終了時"),
                     fam.quote("0523/エンドフェイズ開始時"), fam.quote("0523/エンドフェイズ終了時"),
                     fam.quote("0521/スタートフェイズ開始時"), fam.quote("0521/スタートフェイズ終了時"),
                     fam.quote("0522/メインフェイズ開始時"),
                     "Each player's W triggers on the timings of its own turn ('who': you): %s's "
                     "end phase and turn end, then %s's turn start, start phase and main phase."
                     % (tp, ntp)])
    fam.add("timings", "The turn's timings, seen by triggered effects", desc,
            ["0500/タイミング", "0510/ターン開始時", "0510/ターン終了時", "0523/エンドフェイズ開始時",
             "0523/エンドフェイズ終了時", "0521/スタートフェイズ開始時", "0521/スタートフェイズ終了時",
             "0522/メインフェイズ開始時", "0902/誘発型効果の発生", "0902/強制"],
            ["turn", "timing"], s.setup(), [], {"events": events})
