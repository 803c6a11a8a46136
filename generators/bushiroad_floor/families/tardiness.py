"""Family `tardiness`: late arrival at the match (PG.3.9.1~p1, ~p2; PG.3.9.2~p1; FR.1.2.1~h4~p1):
the boundary of major tardiness at 4:59, 5:00 and 5:01 (and an event's own time), the first and
second tardiness, an early start, a late fighter with the bye, and reporting in before the next
match (BF-TARDY-BOUNDARY, BF-ML-DEFAULT, BF-ML-BYE).
"""

from . import Family, strip

T1 = ("PG.3.9.1~p1", "指定された時間を守れないファイターに対しては罰則が与えられます")
T1E = ("PG.3.9.1~p1", "この罰則は予定時刻よりも早く開始されたマッチに於いては適用すべきではありません")
T2 = ("PG.3.9.1~p2", "不戦勝となる予定のファイターもマッチ開始時に指定された席に着いている必要があり")
M1 = ("PG.3.9.2~p1", "マッチ開始後5分または個別に規定された時間の遅刻をした時点でそれは大幅な遅刻をした"
                     "ものとして扱われ")
M1R = ("PG.3.9.2~p1", "その次のマッチまでにスコアキー一パーセントをしている運営スタッフに申し出ない限りは")
DQ = ("PG.2~h4~p2", "即座にその大会から除外され")
R4 = ("FR.1.2.1~h4~p1", "マッチに参加しなかったファイターは大会からリタイア(途中棄権)したものとしてみなされ"
                        "ます")


def generate(ctx):
    fam = Family(ctx, __name__)
    q = fam.quote
    row = "PG.3.9.1~t1.L1"

    def four(key, extra=None):
        setup = {"format": "swiss", "rounds": 3, "fighters": ["A", "B", "C", "D"]}
        setup.update(extra or {})
        b = fam.builder(setup, key)
        b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
        return b, setup

    for secs, major in ((1, None), (299, None), (300, None), (301, None), (179, 180),
                        (180, 180)):
        extra = {"major_tardiness_seconds": major} if major else {}
        b, setup = four("late/%d/%s" % (secs, major), extra)
        limit = major or 300
        if secs < limit:
            b.answer("penalty", "caution")
        b.do("late", round=1, fighter="A", seconds=secs)
        ev = b.events("late")[-1]
        evs = [strip(ev)]
        if ev["infraction"] == "tardiness":
            cl = [row, "PG.3.9.1~p1"]
            evs.append(strip(b.events("penalty")[-1]))
            why = "%s: below %d s it is tardiness, %s → the judge's caution" % (
                q(*T1), limit, row)
        else:
            cl = ["PG.3.9.2~p1", "FR.1.2.1~h4~p1"]
            evs.append(strip(b.events("result")[-1]))
            why = "%s: at %d s or more it is major tardiness: a match loss by default " \
                  "(BF-ML-DEFAULT), then A is treated as retired (%s)" % (q(*M1), limit, q(*R4))
        fam.add("late-%ds%s" % (secs, "-event-limit-%d" % major if major else ""),
                "%d:%02d late%s: %s" % (secs // 60, secs % 60, " (event limit %d s)" % major
                                        if major else "", ev["infraction"]),
                "%s (BF-TARDY-BOUNDARY)." % why, cl,
                ["tardiness", "reading:BF-TARDY-BOUNDARY"] +
                (["reading:BF-ML-DEFAULT"] if ev["infraction"] != "tardiness" else []),
                setup, b.script, {"events": evs, "state": {"fighters": {"A": {
                    k: b.t.state()["fighters"]["A"][k] for k in ("dropped", "absent",
                                                                 "penalties", "losses")}}}})
    b, setup = four("late/early")
    b.do("late", round=1, fighter="B", seconds=120, early_start=True)
    fam.add("late-after-early-start", "Late to a match started before its time: no penalty",
            "%s: the match started early; no tardiness (infraction null)." % q(*T1E),
            ["PG.3.9.1~p1"], ["tardiness"], setup, b.script,
            {"events": [strip(b.events("late")[-1])],
             "state": {"fighters": {"B": {"penalties": []}}}})
    # a second tardiness: a second warning
    b, setup = four("late/second", {"rounds": 2})
    b.do("late", round=1, fighter="C", seconds=60, penalty="warning")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("result", round=1, table=["A", "B"], outcome="win")
    b.do("pair", round=2, tables=[["A", "C"], ["B", "D"]], bye=[])
    b.do("late", round=2, fighter="C", seconds=90, penalty="warning")
    fam.add("late-second-time-match-loss", "A second tardiness warning is a match loss, ending "
            "the late fighter's match", "%s; %s → the judge's warning twice; the second is "
            "upgraded (PG.2~h2~p2) and C loses the open round-2 match, not by default." % (
                q(*T1), row), [row, "PG.3.9.1~p1", "PG.2~h2~p1", "PG.2~h2~p2", "PG.2~h3~p2"],
            ["tardiness", "reading:BF-WARN-UPGRADE", "reading:BF-ML-DEFAULT"], setup, b.script,
            {"events": [strip(b.events("penalty")[-1]), strip(b.events("result")[-1])]})
    # a caution upgrade needs an earlier caution, whether the caution is given or chosen
    b, setup = four("late/caution-upgrade")
    b.answer("penalty", "caution")
    s_late = b.do("late", round=1, fighter="A", seconds=200, caution_upgrade=True)
    fam.add("late-caution-upgrade-without-earlier-caution-rejected", "A late fighter's first "
            "caution, chosen by the judge, cannot be upgraded",
            "%s; %s → the judge chooses the caution and asks for the caution upgrade of "
            "PG.2~h1~p2 (「2回以上…格上げされる場合があります」); A has no earlier caution, so "
            "the penalty is rejected, rule PG.2~h1~p2, after the late event (BF-CAUTION-UPGRADE), "
            "and A has no penalty." % (q(*T1), row), ["PG.3.9.1~p1", row, "PG.2~h1~p2"],
            ["tardiness", "reading:BF-CAUTION-UPGRADE", "reading:BF-TARDY-BOUNDARY"], setup,
            b.script, {"rejections": [{"step": s_late, "rule": "PG.2~h1~p2",
                                       "class": "no-earlier-caution"}],
                       "events": [strip(b.events("late")[-1])],
                       "state": {"fighters": {"A": {k: b.t.state()["fighters"]["A"][k]
                                                    for k in ("penalties", "cautions",
                                                              "warnings")}}}})
    # the bye
    for secs in (200, 300):
        setup = {"format": "swiss", "rounds": 2, "fighters": ["A", "B", "C"]}
        b = fam.builder(setup, "late/bye/%d" % secs)
        b.do("pair", round=1, tables=[["A", "B"]], bye=["C"])
        if secs < 300:
            b.do("late", round=1, fighter="C", seconds=secs, penalty="match-loss")
        else:
            b.do("late", round=1, fighter="C", seconds=secs)
        cl = ["PG.3.9.1~p2"] + (["PG.3.9.1~p1", row, "PG.2~h3~p2"] if secs < 300
                                else ["PG.3.9.2~p1"])
        fam.add("late-with-bye-%ds" % secs, "The fighter with the bye arrives %d s late" % secs,
                "%s: the bye is confirmed only at the start; C is late like anyone (%s); the "
                "match loss turns the bye into a loss by default (BF-ML-BYE)." % (
                    q(*T2), "a judge's match loss for tardiness" if secs < 300
                    else "major tardiness"), cl,
                ["tardiness", "reading:BF-ML-BYE", "reading:BF-BYE",
                 "reading:BF-TARDY-BOUNDARY"], setup, b.script,
                {"state": {"fighters": {"C": {"points": 0, "losses": 1, "wins": 0}}}})
    # late with the bye, then a drop while the round is played: the bye is lost once
    setup = {"format": "swiss", "rounds": 2, "fighters": ["A", "B", "C"]}
    b = fam.builder(setup, "late/bye/then-drop")
    b.do("pair", round=1, tables=[["A", "B"]], bye=["C"])
    b.do("late", round=1, fighter="C", seconds=200, penalty="match-loss")
    b.do("drop", fighter="C")
    b.do("result", round=1, table=["A", "B"], outcome="win")
    fam.add("late-with-bye-then-drop", "The fighter with the bye is late, loses the bye, then "
            "drops while the round is played: one loss", "%s: C is late with a match loss, "
            "which turns the bye into a loss by default (BF-ML-BYE). C then drops while A–B is "
            "still played (FR.4.5~p2: a drop after pairing began loses the next match); that "
            "match is the bye, already lost: C has one loss, no win, 0 points." % q(*T2),
            ["PG.3.9.1~p2", "PG.3.9.1~p1", row, "PG.2~h3~p2", "FR.4.5~p1", "FR.4.5~p2"],
            ["tardiness", "drop", "reading:BF-ML-BYE", "reading:BF-BYE",
             "reading:BF-TARDY-BOUNDARY"], setup, b.script,
            {"state": {"fighters": {"C": {k: b.t.state()["fighters"]["C"][k]
                                          for k in ("points", "wins", "losses", "byes",
                                                    "dropped")}}}})
    # double elimination, both groups odd: two byes; the second bye's holder is late
    setup = {"format": "double-elimination", "fighters": ["A", "B", "C", "D", "E", "F"]}
    b = fam.builder(setup, "late/bye/de-second")
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"], ["E", "F"]], bye=[])
    for t in (["A", "B"], ["C", "D"], ["E", "F"]):
        b.do("result", round=1, table=t, outcome="win")
    b.do("pair", round=2, tables=[["A", "C"], ["B", "D"]], bye=["E", "F"])
    b.do("late", round=2, fighter="F", seconds=200, penalty="match-loss")
    fam.add("late-with-second-bye-double-elimination",
            "Double elimination: the one-loss group's bye holder arrives 200 s late",
            "%s: round 2 gives byes to E (undefeated) and F (one loss), each odd group its own "
            "(BF-DE-ODD); F is late like anyone (a judge's match loss for tardiness), and the match "
            "loss turns F's bye into a loss by default (BF-ML-BYE): F's second loss; E keeps its "
            "bye." % q(*T2),
            ["PG.3.9.1~p2", "PG.3.9.1~p1", row, "PG.2~h3~p2"],
            ["tardiness", "double-elimination", "reading:BF-ML-BYE", "reading:BF-BYE",
             "reading:BF-DE-ODD", "reading:BF-TARDY-BOUNDARY"], setup, b.script,
            {"state": {"fighters": {x: {k: b.t.state()["fighters"][x][k]
                                        for k in ("points", "wins", "losses", "byes",
                                                  "eliminated", "penalties")}
                                    for x in ("E", "F")}}})
    # late with the bye twice: each round's bye is that round's match, and each becomes a loss
    setup = {"format": "swiss", "rounds": 4, "fighters": ["A", "B", "C"]}
    b = fam.builder(setup, "late/bye/twice")
    rounds = [([["A", "B"]], ["C"]), ([["A", "C"]], ["B"]), ([["B", "C"]], ["A"]),
              ([["A", "B"]], ["C"])]
    for r, (tables, bye) in enumerate(rounds, 1):
        b.do("pair", round=r, tables=tables, bye=bye)
        if "C" in bye:
            b.do("late", round=r, fighter="C", seconds=200, penalty="match-loss")
        for t in tables:
            b.do("result", round=r, table=t, outcome="win")
    # from the text: C's two byes (rounds 1 and 4) are losses, and C loses both played matches
    # (A–C and B–C, the first fighter wins)
    fam.add("late-with-bye-twice", "The fighter with the bye is late in two rounds: both byes "
            "become losses", "%s: C has the bye in rounds 1 and 4 (three fighters, four rounds) "
            "and is late for each with a match loss; each round's bye is C's match of that "
            "round, so each becomes a loss by default (BF-ML-BYE); C also loses the A–C and "
            "B–C matches: four losses, no win, 0 points." % q(*T2),
            ["PG.3.9.1~p2", "PG.3.9.1~p1", row, "PG.2~h3~p2"],
            ["tardiness", "reading:BF-ML-BYE", "reading:BF-BYE", "reading:BF-NO-REMATCH"],
            setup, b.script,
            {"state": {"fighters": {"C": {"points": 0, "losses": 4, "wins": 0,
                                          "pending_match_losses": 0}}}})
    # report-in
    b, setup = four("reportin/ok")
    b.do("late", round=1, fighter="A", seconds=400)
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("report-in", fighter="A")
    b.do("pair", round=2, tables=[["A", "D"], ["B", "C"]], bye=[])
    fam.add("report-in-before-next-match", "A fighter dropped for major tardiness reports in "
            "before the next match and plays on", "%s: A reports in before round 2 is posted: "
            "no longer dropped nor absent, and paired again." % q(*M1R), ["PG.3.9.2~p1"],
            ["tardiness", "reading:BF-ML-DEFAULT"], setup, b.script,
            {"events": [{"type": "reported-in", "fighter": "A"},
                        strip(b.events("pairing")[-1])],
             "state": {"fighters": {"A": {"dropped": False, "absent": False}}}})
    # a disqualification excludes at once: an absent fighter disqualified is no longer absent
    b, setup = four("reportin/disqualified")
    b.do("late", round=1, fighter="A", seconds=400)
    b.do("penalty", fighter="A", infraction="unsporting-most-severe",
         penalty="disqualification")
    fam.add("absent-fighter-disqualified", "A fighter absent for major tardiness, then "
            "disqualified, may no longer report in", "%s: A is dropped and absent after major "
            "tardiness, then disqualified: %s, so A is no longer a fighter who may report in "
            "(absent false), and stays dropped." % (q(*M1R), q(*DQ)),
            ["PG.3.9.2~p1", "PG.2~h4~p2"], ["tardiness", "penalty", "reading:BF-ML-DEFAULT"],
            setup, b.script,
            {"state": {"fighters": {"A": {"dropped": True, "disqualified": True,
                                          "absent": False}}}})
    b, setup = four("reportin/late")
    b.do("late", round=1, fighter="A", seconds=400)
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("pair", round=2, tables=[["B", "C"]], bye=["D"])
    s = b.do("report-in", fighter="A")
    b.do("result", round=2, table=["C", "B"], outcome="win")
    fam.add("report-in-after-next-pairing-rejected", "Reporting in after the next pairing is "
            "too late", "%s: round 2 was posted first; A stays retired (rejected, rule "
            "PG.3.9.2~p1), and round 2 is played without A." % q(*M1R),
            ["PG.3.9.2~p1", "FR.1.2.1~h4~p1"],
            ["tardiness", "reading:BF-ML-DEFAULT", "reading:BF-BYE"], setup, b.script,
            {"rejections": [{"step": s, "rule": "PG.3.9.2~p1"}],
             "events": [strip(b.events("round-complete")[-1])],
             "state": {"fighters": {"A": {"dropped": True, "absent": True}}}})
    # both fighters of a table absent past the limit: each gets the match loss
    for secs in (300, 120):
        b, setup = four("both/%d" % secs)
        major = secs >= 300
        if not major:
            b.answer("penalty", "caution")
        s = b.do("late", round=1, fighters=["A", "B"], seconds=secs)
        ev = [strip(e) for e in b.t.events if e["step"] == s and e["type"] in ("late", "result",
                                                                            "penalty")]
        fam.add("both-late-%ds" % secs,
                "Both fighters of a table %s" % ("absent past the limit: each gets the match "
                                                 "loss, a loss by default for both" if major
                                                 else "120 s late: each gets the penalty"),
                "%s. A and B, the two fighters of table 1, are both %d s late: the penalty "
                "applies to each (one choice, given to each); %s" % (
                    q(*M1) if major else q(*T1), secs,
                    "each has 【マッチの敗北】, so the match is lost by default by both (neither "
                    "wins it) and both are treated as retired until reporting in "
                    "(BF-ML-DEFAULT)." if major else "a caution each (PG.3.9.1's first row)."),
                ["PG.3.9.2~p1"] if major else ["PG.3.9.1~p1", row],
                ["tardiness"] + (["reading:BF-ML-DEFAULT"] if major else []), setup, b.script,
                {"events": ev,
                 "state": {"fighters": {n: ({"losses": 1, "wins": 0, "dropped": True,
                                             "absent": True} if major else {"losses": 0})
                                        for n in ("A", "B")}}})
    return fam.cases
