"""Family `points`: the match points of a Swiss draw.

FR.3.2.1~p2: win 1 point (3 by convention), draw 0, loss 0; FR.3.2.1~p3: Dream Order 3/1/0;
FR.3.2.1~p4: a match unfinished at time is a draw.  Byes (BF-BYE), wins by default, double
losses and simultaneous losses (BF-SIMUL) are scored by the vocabulary's table.
"""

from . import Family
from .readings import reading_tags
from .scripts import play_one_outcome, play_round, swiss_pairing

SCORINGS = (
    ("1-0-0", {"win": 1, "draw": 0, "loss": 0}, "FR.3.2.1~p2"),
    ("3-0-0", {"win": 3, "draw": 0, "loss": 0}, "FR.3.2.1~p2"),
    ("3-1-0", {"win": 3, "draw": 1, "loss": 0}, "FR.3.2.1~p3"),
)

# outcome -> (A's result, B's result) in the vocabulary's Swiss column
SINGLE = (
    ("win", "W", "L", "A wins: A takes the win points, B the loss points"),
    ("win-by-default", "W", "L", "A wins by default (不戦勝), B loses by default (不戦敗)"),
    ("draw", "D", "D", "a draw: both take the draw points"),
    ("time-up", "D", "D", "time ends with no result: 「引き分けとなります」, the draw points"),
    ("double-loss", "L", "L", "a double loss (両者敗北): both take the loss points"),
    ("simultaneous-loss", "D", "D",
     "both meet a loss condition at once: a draw in a Swiss draw (BF-SIMUL)"),
)


def scoring_quote(fam, clause):
    if clause == "FR.3.2.1~p3":
        return fam.quote(clause, "勝利の場合は3点、引き分けの場合は1点、敗北の場合は0点")
    return fam.quote(clause, "勝利の場合は1点(慣例により3点とする場合もあります)、"
                             "引き分けの場合は0点、敗北の場合は0点")


def generate(ctx):
    fam = Family(ctx, __name__)
    for sname, scoring, sclause in SCORINGS:
        pts = {"W": scoring["win"], "D": scoring["draw"], "L": scoring["loss"]}
        for outcome, ra, rb, why in SINGLE:
            setup = {"format": "swiss", "rounds": 1, "scoring": scoring,
                     "fighters": ["A", "B", "C", "D"]}
            b = fam.builder(setup, "single/%s/%s" % (sname, outcome))
            play_one_outcome(b, outcome)
            clauses = [sclause]
            if outcome == "time-up":
                clauses.append("FR.3.2.1~p4")
            desc = "%s. Scoring %s. Round 1, A–B: %s, so A %d, B %d; C beats D: C %d, D %d." % (
                scoring_quote(fam, sclause), sname.replace("-", "/"), why, pts[ra], pts[rb],
                pts["W"], pts["L"])
            if outcome == "time-up":
                desc += " " + fam.quote("FR.3.2.1~p4", "対戦時間が終了しても決着がついていないマッチは"
                                                       "引き分けとなります")
            expect = {
                "state": {"round": 1, "finished": True, "fighters": {
                    "A": counts(pts, ra), "B": counts(pts, rb),
                    "C": counts(pts, "W"), "D": counts(pts, "L")}},
                "events": [{"type": "round-complete", "round": 1, "finished": True}],
            }
            fam.add("single-%s-%s" % (outcome, sname),
                    "Swiss %s scoring: %s" % (sname.replace("-", "/"), outcome),
                    desc, clauses, ["swiss", "points"] + sorted(reading_tags(b.t, b.script)),
                    setup, b.script, expect)
        # a round whose only match is a double loss: both take the loss points
        setup = {"format": "swiss", "rounds": 1, "scoring": scoring, "fighters": ["A", "B"]}
        b = fam.builder(setup, "double-loss-only/%s" % sname)
        b.do("pair", round=1, tables=[["A", "B"]], bye=[])
        b.do("result", round=1, table=["A", "B"], outcome="double-loss")
        fam.add("double-loss-only-%s" % sname, "Swiss %s scoring: a round of one double loss"
                % sname.replace("-", "/"),
                "%s. Two fighters, one match, a double loss (両者敗北): both take the loss "
                "points, %d each, and nobody wins." % (scoring_quote(fam, sclause), pts["L"]),
                [sclause], ["swiss", "points"], setup, b.script,
                {"state": {"round": 1, "finished": True,
                           "fighters": {"A": counts(pts, "L"), "B": counts(pts, "L")}}})
        # a bye: 3 fighters, the third sits out (BF-BYE: a win by default worth the win points)
        setup = {"format": "swiss", "rounds": 1, "scoring": scoring, "fighters": ["A", "B", "C"]}
        b = fam.builder(setup, "bye/%s" % sname)
        b.do("pair", round=1, tables=[["A", "B"]], bye=["C"])
        b.do("result", round=1, table=["A", "B"], outcome="win")
        c = counts(pts, "W")
        c["byes"] = 1
        fam.add("bye-%s" % sname, "Swiss %s scoring: a bye is worth the win points"
                % sname.replace("-", "/"),
                "%s. A bye is a win by default worth the win points (BF-BYE; PG.3.9.1~p2 speaks of "
                "「不戦勝となる予定のファイター」): C, with no opponent, takes %d."
                % (scoring_quote(fam, sclause), pts["W"]),
                [sclause], ["swiss", "points", "reading:BF-BYE"], setup, b.script,
                {"state": {"fighters": {"A": counts(pts, "W"), "B": counts(pts, "L"), "C": c}}})
    # whole events: every fighter's points after random 3- to 5-round events
    for i in range(12):
        sname, scoring, sclause = SCORINGS[i % 3]
        rng = fam.rng("event/%d" % i)
        n = rng.choice([5, 6, 7, 8])
        rounds = rng.choice([3, 4]) if n > 5 else 3
        setup = {"format": "swiss", "rounds": rounds, "scoring": scoring,
                 "fighters": [chr(65 + k) for k in range(n)]}
        b = fam.builder(setup, "event/%d" % i)
        for r in range(1, rounds + 1):
            play_round(b, rng, r, swiss_pairing(b.t, rng))
        expect_f, lines = {}, []
        for f in b.t.fighters:
            expect_f[f.name] = f.state()   # the record, dropped, eliminated, the opponents
            lines.append("%s %dW%s %dD %dL = %d" % (
                f.name, f.wins, "(%d bye)" % f.byes if f.byes else "", f.draws, f.losses,
                f.points))
        clauses = [sclause]
        outcomes = {e.get("outcome") for e in b.script}
        if "time-up" in outcomes:
            clauses.append("FR.3.2.1~p4")
        fam.add("event-%02d-%s" % (i + 1, sname),
                "%d fighters, %d rounds, %s scoring: every fighter's points" % (
                    n, rounds, sname.replace("-", "/")),
                "%s. Points = wins × %d + draws × %d + losses × %d (a bye and a win by default "
                "are wins; a time-up or simultaneous loss is a draw; a double loss is a loss for "
                "both): %s. Each record lists the opponents met, round by round (a bye "
                "is none)." % (scoring_quote(fam, sclause), scoring["win"], scoring["draw"],
                               scoring["loss"], "; ".join(lines)),
                clauses, ["swiss", "points"] + sorted(reading_tags(b.t, b.script)), setup,
                b.script, {"state": {"round": rounds, "finished": True, "fighters": expect_f}})
    return fam.cases


def counts(pts, res):
    return {"points": pts[res], "wins": int(res == "W"), "losses": int(res == "L"),
            "draws": int(res == "D"), "byes": 0}
