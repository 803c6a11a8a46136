"""Family `reporting`: result reporting and its corrections (PG.3.17): a match not reported in
time becomes a draw or a double loss (PG.3.17.1~p1) unless the real result is reflected with a
penalty (~p2); a Bushinavi report is complete only when reported and approved (PG.3.17.2~p1),
or taken as submitted by the organiser (~p3); a submitted result stands (PG.3.17.3~p1) unless
the organiser enters the correct one before the next pairing (~p2, BF-CORRECT-WINDOW).  Also
FR.3.2.4~p4: a correction after the top cut leaves the qualifiers as they were.
"""

from . import Family, strip
from .scripts import four, two_rounds

U1 = ("PG.3.17.1~p1", "大会で指定された時間内または次の回戦のマッチングに進むまでに対戦の結果報告を"
                      "行わなかった場合")
U1B = ("PG.3.17.1~t1.B1", "当該の対戦の結果を引き分けまたは両者敗北とする")
U2 = ("PG.3.17.1~p2", "主催者またはヘッドジャッジの判断で、結果を反映しても構いません。その場合は、"
                      "当該のファイターに対して【口頭注意】~【警告】が与えられます")
R1 = ("PG.3.17.2~p1", "結果の報告と承認を行い、大会運営に送信されてはじめて結果報告が完了します")
R3 = ("PG.3.17.2~p3", "主催者またはヘッドジャッジの判断で、当該の対戦の結果を提出の通り扱うことができます")
W1 = ("PG.3.17.3~p1", "結果報告用紙は回収係に提出された時点でファイターはその書かれている結果に合意した"
                      "ものとされます")
W2 = ("PG.3.17.3~p2", "原則として一度提出された結果は覆りませんが")
W2R = ("PG.3.17.3~p2", "結果の反映を大会進行に影響を与えない範囲で速やかに可能である場合は、主催者または"
                       "ヘッドジャッジの判断で、結果を反映しても構いません")
TC4 = ("FR.3.2.4~p4", "決勝ラウンドに進出するファイターが確定した後に、成績やデッキの登録間違いなどが"
                      "発覚したとしても、原則として確定した内容を変更することはできません")
TC5 = ("FR.3.2.4~p5", "原則として進出者の追加補充は行われません")


def result_ev(table, winners, losers, drawn, **extra):
    ev = {"type": "result", "round": extra.pop("round", 1), "table": table, "winners": winners,
          "losers": losers, "drawn": drawn}
    ev.update(extra)
    return ev


def penalty_ev(fighter, infraction, chosen, guideline, cautions, warnings=0):
    return {"type": "penalty", "fighter": fighter, "infraction": infraction, "level": 1,
            "guideline": guideline, "chosen": chosen, "penalty": chosen, "upgraded_by": None,
            "within_guideline": chosen in guideline, "cautions": cautions, "warnings": warnings}


def generate(ctx):
    fam = Family(ctx, __name__)

    # PG.3.17.1: not reported
    for fmt, as_, ev, st in (
            ("swiss", "draw", result_ev(["A", "B"], [], [], ["A", "B"]),
             {"A": {"draws": 1, "points": 0}, "B": {"draws": 1}}),
            ("swiss", "double-loss", result_ev(["A", "B"], [], ["A", "B"], []),
             {"A": {"losses": 1}, "B": {"losses": 1}}),
            ("double-elimination", "draw", result_ev(["A", "B"], [], ["A", "B"], []),
             {"A": {"losses": 1, "draws": 0}, "B": {"losses": 1, "draws": 0}})):
        b, setup = four(fam, "unreported/%s/%s" % (fmt, as_), fmt=fmt)
        b.do("result", round=1, table=["C", "D"], outcome="win")
        b.do("unreported", round=1, table=["A", "B"], **{"as": as_})
        ev = dict(ev, by_default=False, decided_by="PG.3.17.1~p1")
        fam.add("unreported-as-%s-%s" % (as_, fmt), "A match not reported in time becomes a %s "
                "(%s)" % (as_.replace("-", " "), fmt),
                "%s; the row 「結果を反映しない場合」: %s. The organiser records A–B as a %s%s." % (
                    fam.cite(U1), fam.cite(U1B), as_,
                    "; in double elimination a draw is a loss for both (FR.3.2.2~p2)"
                    if fmt != "swiss" else ""),
                ["PG.3.17.1~p1"] + (["FR.3.2.2~p2"] if fmt != "swiss" else []),
                ["reporting"], setup, b.script,
                {"events": [ev, {"type": "round-complete", "round": 1}],
                 "state": {"fighters": st}})
    # PG.3.17.1~p2: reflected after all, with a caution to warning
    b, setup = four(fam, "unreported/reflected")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("unreported", round=1, table=["A", "B"], **{"as": "double-loss"})
    b.do("correct-result", round=1, table=["B", "A"], outcome="win")
    b.answer("penalty", "caution")
    b.do("penalty", fighter="A", infraction="unreported-result")
    b.answer("penalty", "warning")
    b.do("penalty", fighter="B", infraction="unreported-result")
    g = ["caution", "warning"]
    fam.add("unreported-then-reflected", "A late report reflected after all: the real result "
            "replaces the double loss, and both fighters are penalised",
            "%s; %s. A–B was entered as a double loss; the real result (B won) is known before "
            "the next pairing and entered: the corrected result (decided_by PG.3.17.3~p2), then "
            "the judge's caution for A and warning for B, the row PG.3.17.1~t1.B2.L1 being "
            "caution–warning." % (fam.cite(U1), fam.cite(U2)),
            ["PG.3.17.1~p1", "PG.3.17.1~p2", "PG.3.17.3~p2", "PG.3.17.1~t1.B2.L1"],
            ["reporting", "penalty", "reading:BF-CORRECT-WINDOW"], setup, b.script,
            {"events": [result_ev(["A", "B"], [], ["A", "B"], [], by_default=False,
                                  decided_by="PG.3.17.1~p1"),
                        result_ev(["A", "B"], ["B"], ["A"], [], by_default=False,
                                  decided_by="PG.3.17.3~p2", corrected=True),
                        penalty_ev("A", "unreported-result", "caution", g, 1),
                        penalty_ev("B", "unreported-result", "warning", g, 0, 1)],
             "state": {"fighters": {"A": {"wins": 0, "losses": 1}, "B": {"wins": 1,
                                                                          "losses": 0}}}})
    # PG.3.17.2: report and approve
    b, setup = four(fam, "report/pending")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("report", round=1, table=["A", "B"], outcome="win", by="A")
    fam.add("report-without-approval-is-no-result", "A Bushinavi report not yet approved is "
            "not a result", "%s. A reports a win; B has not approved: the match stays open, "
            "nobody has a result for it." % fam.cite(R1), ["PG.3.17.2~p1"], ["reporting"],
            setup, b.script,
            {"events": [{"type": "reported", "round": 1, "table": ["A", "B"], "outcome": "win",
                         "by": "A"}],
             "state": {"fighters": {"A": {"wins": 0, "losses": 0, "draws": 0},
                                    "B": {"wins": 0, "losses": 0}}}})
    b, setup = four(fam, "report/fields")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("report", round=1, table=["B", "A"], outcome="win", by="B")
    b.do("approve", round=1, table=["A", "B"], by="A")
    fam.add("reported-event-carries-the-report-as-given", "The reported event gives the "
            "report's own fields, the table in the reporter's order",
            "%s. B reports B's win naming the table B–A (for a win the first named wins); the "
            "reported event carries the report's round, table (as B named it), outcome and by, "
            "and not the action's name; A approves: B wins." % fam.cite(R1),
            ["PG.3.17.2~p1"], ["reporting"], setup, b.script,
            {"events": [strip(b.events("reported")[-1]),
                        strip(b.events("result")[-1])],
             "absent": [{"type": "reported", "do": "report"}],
             "state": {"fighters": {"B": {"wins": 1}, "A": {"losses": 1}}}})
    b, setup = four(fam, "report/approve")
    b.do("report", round=1, table=["A", "B"], outcome="win", by="A")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("approve", round=1, table=["A", "B"], by="B")
    fam.add("report-and-approve", "Reported by one fighter, approved by the other: the result "
            "is recorded and completes the round", "%s. A reports A's win, C–D is decided, B "
            "approves: A wins, and the round is complete only now." % fam.cite(R1),
            ["PG.3.17.2~p1"], ["reporting"], setup, b.script,
            {"events": [{"type": "reported", "round": 1, "table": ["A", "B"], "outcome": "win",
                         "by": "A"},
                        result_ev(["C", "D"], ["C"], ["D"], []),
                        result_ev(["A", "B"], ["A"], ["B"], [], by_default=False),
                        {"type": "round-complete", "round": 1}],
             "state": {"fighters": {"A": {"wins": 1}, "B": {"losses": 1}}}})
    b, setup = four(fam, "report/reject")
    s1 = b.do("approve", round=1, table=["A", "B"], by="B")
    b.do("report", round=1, table=["A", "B"], outcome="draw", by="A")
    s2 = b.do("approve", round=1, table=["A", "B"], by="A")
    b.do("approve", round=1, table=["A", "B"], by="B")
    fam.add("approve-without-report-or-by-reporter-rejected", "Approval needs a pending report "
            "and the other fighter", "%s. B approves before any report: rejected; A reports a "
            "draw and approves it alone: rejected (rule PG.3.17.2~p1); B approves: a draw." %
            fam.cite(R1), ["PG.3.17.2~p1"], ["reporting"], setup, b.script,
            {"rejections": [{"step": s1, "rule": "PG.3.17.2~p1"},
                            {"step": s2, "rule": "PG.3.17.2~p1"}],
             "events": [result_ev(["A", "B"], [], [], ["A", "B"], by_default=False)]})
    b, setup = four(fam, "report/replace")
    b.do("report", round=1, table=["A", "B"], outcome="win", by="A")
    b.do("report", round=1, table=["A", "B"], outcome="draw", by="B")
    b.do("approve", round=1, table=["A", "B"], by="A")
    fam.add("later-report-replaces", "A later report replaces the pending one", "%s. A reports "
            "A's win, then B reports a draw, which replaces it; A approves B's report: a draw." %
            fam.cite(R1), ["PG.3.17.2~p1"], ["reporting"], setup, b.script,
            {"events": [result_ev(["A", "B"], [], [], ["A", "B"], by_default=False)],
             "state": {"fighters": {"A": {"draws": 1, "wins": 0}, "B": {"draws": 1}}}})
    b, setup = four(fam, "report/accept")
    s1 = b.do("accept-report", round=1, table=["A", "B"])
    b.do("report", round=1, table=["B", "A"], outcome="win", by="B")
    b.do("accept-report", round=1, table=["A", "B"])
    fam.add("accept-report-as-submitted", "The organiser takes an unapproved report as "
            "submitted", "%s. With nothing reported, accept-report is rejected (rule "
            "PG.3.17.2~p3); B reports B's win, A cannot be reached: the organiser accepts it, "
            "and B wins." % fam.cite(R3), ["PG.3.17.2~p3"], ["reporting"], setup, b.script,
            {"rejections": [{"step": s1, "rule": "PG.3.17.2~p3"}],
             "events": [result_ev(["A", "B"], ["B"], ["A"], [], by_default=False)],
             "state": {"fighters": {"B": {"wins": 1}, "A": {"losses": 1}}}})
    b, setup = four(fam, "report/discarded")
    b.do("report", round=1, table=["A", "B"], outcome="win", by="A")
    b.do("result", round=1, table=["B", "A"], outcome="win")
    s1 = b.do("accept-report", round=1, table=["A", "B"])
    fam.add("result-discards-pending-report", "An ordinary result on a match with a pending "
            "report records that result and discards the report", "%s; %s. A's report (A wins) "
            "is pending when the score sheet gives B's win: B wins, and the report is gone, so "
            "accept-report is rejected (rule PG.3.17.2~p3)." % (fam.cite(W1), fam.cite(R3)),
            ["PG.3.17.2~p3"], ["reporting"], setup, b.script,
            {"rejections": [{"step": s1, "rule": "PG.3.17.2~p3"}],
             "events": [{"type": "result", "round": 1, "winners": ["B"], "losers": ["A"]}],
             "state": {"fighters": {"B": {"wins": 1}, "A": {"wins": 0, "losses": 1}}}})
    # PG.3.17.3: a submitted result stands, unless corrected before the next pairing
    b, setup = four(fam, "correct/latest")
    b.do("result", round=1, table=["A", "B"], outcome="win")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("correct-result", round=1, table=["A", "B"], outcome="draw")
    b.answer("penalty", "caution")
    b.do("penalty", fighter="A", infraction="wrong-result")
    g = ["caution", "warning"]
    fam.add("correct-result-before-next-pairing", "A wrong result corrected before the next "
            "pairing, with a penalty", "%s; %s. A–B was submitted as A's win; it was a draw, "
            "known before round 2 is posted: the draw replaces it (corrected, decided_by "
            "PG.3.17.3~p2, BF-CORRECT-WINDOW); the judge cautions A (row PG.3.17.3~t1.B2.L1, "
            "caution–warning)." % (fam.cite(W2), fam.cite(W2R)),
            ["PG.3.17.3~p2", "PG.3.17.3~t1.B2.L1"],
            ["reporting", "penalty", "reading:BF-CORRECT-WINDOW"], setup, b.script,
            {"events": [result_ev(["A", "B"], ["A"], ["B"], []),
                        result_ev(["A", "B"], [], [], ["A", "B"], by_default=False,
                                  decided_by="PG.3.17.3~p2", corrected=True),
                        penalty_ev("A", "wrong-result", "caution", g, 1)],
             "state": {"fighters": {"A": {"wins": 0, "draws": 1, "points": 0},
                                    "B": {"losses": 0, "draws": 1}}}})
    # a draw corrected to a win under Dream Order scoring (3/1/0): the draw's point goes back
    b, setup = four(fam, "correct/draw-points", {"scoring": {"win": 3, "draw": 1, "loss": 0}})
    b.do("result", round=1, table=["A", "B"], outcome="draw")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("correct-result", round=1, table=["A", "B"], outcome="win")
    pts = {x: b.t.by_name[x].points for x in ("A", "B")}
    fam.add("correct-draw-to-win-dream-order-scoring", "A draw corrected to a win under 3/1/0 "
            "scoring", "%s; %s. Scoring 3/1/0 (%s). A–B was submitted as a draw (1 point "
            "each) and corrected before round 2 to A's win (BF-CORRECT-WINDOW): the draw's "
            "points are taken back, A has %d, B %d." % (
                fam.cite(W2), fam.cite(W2R), fam.quote("FR.3.2.1~p3", "勝利の場合は3点、引き分け"
                                                                      "の場合は1点、敗北の場合は0点"),
                pts["A"], pts["B"]),
            ["PG.3.17.3~p2", "FR.3.2.1~p3"], ["reporting", "reading:BF-CORRECT-WINDOW"], setup,
            b.script,
            {"events": [result_ev(["A", "B"], ["A"], ["B"], [], by_default=False,
                                  decided_by="PG.3.17.3~p2", corrected=True)],
             "state": {"fighters": {"A": {"wins": 1, "draws": 0, "points": pts["A"]},
                                    "B": {"losses": 1, "draws": 0, "points": pts["B"]}}}})
    b, setup = four(fam, "correct/late")
    b.do("result", round=1, table=["A", "B"], outcome="win")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("pair", round=2, tables=[["A", "C"], ["B", "D"]], bye=[])
    s1 = b.do("correct-result", round=1, table=["B", "A"], outcome="win")
    fam.add("correct-result-after-next-pairing-rejected", "After the next pairing a submitted "
            "result stands", "%s; %s. Round 2 is posted; correcting round 1 is rejected (rule "
            "PG.3.17.3~p2, BF-CORRECT-WINDOW): A keeps the win." % (fam.cite(W1), fam.cite(W2)),
            ["PG.3.17.3~p1", "PG.3.17.3~p2"], ["reporting", "reading:BF-CORRECT-WINDOW"],
            setup, b.script,
            {"rejections": [{"step": s1, "rule": "PG.3.17.3~p2"}],
             "state": {"round": 2, "fighters": {"A": {"wins": 1}, "B": {"losses": 1}}}})
    # the event goes on after a refused correction
    b, setup = four(fam, "correct/late-then-on")
    b.do("result", round=1, table=["A", "B"], outcome="win")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("pair", round=2, tables=[["A", "C"], ["B", "D"]], bye=[])
    s1 = b.do("correct-result", round=1, table=["B", "A"], outcome="win")
    b.do("result", round=2, table=["A", "C"], outcome="win")
    b.do("result", round=2, table=["D", "B"], outcome="win")
    fam.add("correct-result-rejected-then-round-played", "A refused correction changes nothing "
            "and the round goes on", "%s; %s. Round 2 is posted; the correction of round 1 is "
            "rejected (rule PG.3.17.3~p2, BF-CORRECT-WINDOW) and round 2 is then played: A 2 "
            "wins, B 2 losses." % (fam.cite(W1), fam.cite(W2)),
            ["PG.3.17.3~p1", "PG.3.17.3~p2"], ["reporting", "reading:BF-CORRECT-WINDOW"],
            setup, b.script,
            {"rejections": [{"step": s1, "rule": "PG.3.17.3~p2"}],
             "events": [strip(e) for e in b.events("result")[-2:]] +
                       [strip(b.events("round-complete")[-1])],
             "state": {"round": 2, "fighters": {f.name: f.state() for f in b.t.fighters}}})
    # a draw corrected to a win: the draw is taken back, the rounds played stay one
    # (Bushinavi's own-rounds denominator, AB.1.1#1 with BF-BN-DENOM self-rounds)
    b, setup = four(fam, "correct/draw-to-win", {"standings": "bushinavi",
                                                 "params": {"bn_denominator": "self-rounds"}})
    b.do("result", round=1, table=["A", "B"], outcome="draw")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("correct-result", round=1, table=["B", "A"], outcome="win")
    b.do("standings")
    fam.add("correct-draw-to-win-standings", "A draw corrected to a win: the draw is gone and "
            "each fighter has still played one round", "%s. A–B was submitted as a draw and "
            "corrected to B's win before round 2 (BF-CORRECT-WINDOW): A and B no longer have a "
            "draw, B has the win; each has played one round, the denominator of the Bushinavi "
            "rate with the event's own-rounds reading (BF-BN-DENOM self-rounds)." % fam.cite(W2R),
            ["PG.3.17.3~p2", "AB.1.1#1"],
            ["reporting", "bushinavi", "reading:BF-CORRECT-WINDOW", "reading:BF-BN-DENOM"],
            setup, b.script,
            {"events": [strip(b.events("result")[-1]), strip(b.events("standings")[-1])],
             "state": {"fighters": {f.name: f.state() for f in b.t.fighters}}})
    # the same correction where a draw is worth points (3/1/0, FR.3.2.1~p3): the draw's point
    # goes with it
    b, setup = four(fam, "correct/draw-to-win-points",
                    {"scoring": {"win": 3, "draw": 1, "loss": 0}})
    b.do("result", round=1, table=["A", "B"], outcome="draw")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("correct-result", round=1, table=["B", "A"], outcome="win")
    fam.add("correct-draw-to-win-points", "A draw worth a point corrected to a win: the draw's "
            "point is taken back", "%s. Scoring 3/1/0 (%s): A–B was submitted as a draw, 1 "
            "point each, and corrected to B's win before round 2 (BF-CORRECT-WINDOW): A keeps "
            "no point of the draw (0 for the loss), B has the win's 3, not 4." % (
                fam.cite(W2R), fam.quote("FR.3.2.1~p3", "勝利の場合は3点、引き分けの場合は1点、敗北の場合は0点")),
            ["PG.3.17.3~p2", "FR.3.2.1~p3"], ["reporting", "reading:BF-CORRECT-WINDOW"],
            setup, b.script,
            {"events": [strip(b.events("result")[-1])],
             "state": {"fighters": {f.name: f.state() for f in b.t.fighters}}})
    # a correction decides whether the event is over: double elimination, top 1
    b, setup = four(fam, "correct/unfinish", {"top_places": 1}, fmt="double-elimination")
    b.do("result", round=1, table=["A", "B"], outcome="double-loss")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    done_before = b.t.finished
    b.do("correct-result", round=1, table=["A", "B"], outcome="win")
    b.do("pair", round=2)
    assert done_before and not b.t.finished
    fam.add("correct-result-reopens-double-elimination", "A correction that leaves two "
            "undefeated fighters: the event is no longer over", "%s; %s. Double elimination to "
            "one undefeated fighter: A–B a double loss and C's win leave C alone undefeated, the "
            "event finished; A–B is corrected to A's win before the next pairing: A and C are "
            "undefeated, the event goes on and round 2 is paired." % (
                fam.cite(W2R), fam.quote("FR.3.2.2~p1", "全勝者のファイターがその人数以下になるまで対戦を行います")),
            ["PG.3.17.3~p2", "FR.3.2.2~p1"],
            ["reporting", "double-elimination", "reading:BF-CORRECT-WINDOW", "reading:BF-PAIR"],
            setup, b.script,
            {"events": [strip(b.events("round-complete")[-1]), strip(b.events("result")[-1]),
                        strip(b.events("pairing")[-1])],
             "state": {"round": 2, "finished": False}})
    # a reported simultaneous loss keeps its turn until approved (FR.3.2.3~p2)
    b, setup = four(fam, "report/turn", fmt="single-elimination")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("report", round=1, table=["A", "B"], outcome="simultaneous-loss", turn="B", by="A")
    b.do("approve", round=1, table=["A", "B"], by="B")
    fam.add("report-simultaneous-loss-with-turn", "A reported simultaneous loss is decided by "
            "the turn it was reported with", "%s; %s. Single elimination: A reports a "
            "simultaneous loss in B's turn, B approves: A, the non-turn fighter, wins." % (
                fam.cite(R1), fam.quote("FR.3.2.3~p2", "非ターンファイターであるファイターが勝利")),
            ["PG.3.17.2~p1", "FR.3.2.3~p2"], ["reporting", "single-elimination"], setup,
            b.script, {"events": [strip(b.events("result")[-1])],
                       "state": {"fighters": {"A": {"eliminated": False},
                                              "B": {"eliminated": True}}}})
    # FR.3.2.4~p4: a correction after the qualifiers are fixed changes nothing
    b, setup = two_rounds(fam, "correct/after-top-cut")
    b.do("standings")
    b.do("top-cut", method="standings", slots=2)
    b.do("correct-result", round=2, table=["D", "B"], outcome="win")
    b.do("standings")
    b.do("penalty", fighter="A", infraction="fraud")
    # by hand: MW = points ÷ 2 (truncated, ≥ 0.33): A 1.00, B 0.50, C 0.50, D 0.33.
    # Before: A 2 pts; B and C 1 pt, OMW B (A 1.00 + D 0.33)/2 = 133/200, C (D 0.33 + A 1.00)/2
    # = 133/200; head-to-head: B and C never met → a tiebreak random (scripted by the model).
    rows1 = b.events("standings")[0]["rows"]
    second = rows1[1]["fighter"]
    rows2 = b.events("standings")[1]["rows"]
    assert [r["fighter"] for r in rows1][0] == "A" and [r["points"] for r in rows1] == [2, 1, 1, 0]
    assert rows2[1]["fighter"] in ("C", "D") and rows2[0]["fighter"] == "A"
    fam.add("qualifiers-fixed-despite-correction", "After the top cut, a corrected result "
            "changes the standings but not the qualifiers",
            "%s; %s. Top 2 by standings: A and %s (B and C tie on 1 point and OMW 133/200 and "
            "never met: a tiebreak random). Round 2 is then corrected: D beat B, so B drops to "
            "the bottom; the qualifiers stay A and %s. A is then disqualified (PG.4.1): %s "
            "alone remains and nobody replaces A." % (
                fam.cite(TC4), fam.cite(TC5), second, second, second),
            ["FR.3.2.4~p4", "FR.3.2.4~p5", "FR.3.2.4.1~p1", "PG.3.17.3~p2", "PG.2~h4~p2"],
            ["reporting", "top-cut", "reading:BF-CORRECT-WINDOW", "reading:BF-OMW-EXACT",
             "reading:BF-H2H"], setup, b.script,
            {"events": [{"type": "top-cut", "method": "standings", "qualifiers": ["A", second],
                         "empty": 0},
                        result_ev(["B", "D"], ["D"], ["B"], [], round=2, corrected=True,
                                  decided_by="PG.3.17.3~p2"),
                        strip(b.events("standings")[1]),
                        {"type": "qualifiers", "qualifiers": [second]}]})
    return fam.cases
