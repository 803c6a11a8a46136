"""Family `misseating`: a wrong seat or opponent (PG.3.10).  Found before the result
(PG.3.10.1): both fighters penalised, the right match played, and a fighter who sits down again
past the major tardiness time gets that penalty (~p2).  Found after the results (PG.3.10.2): both
fighters of every wrong game penalised, and before the next pairing the results normalised as
the text's two examples do (BF-MISSEAT, BF-ML-DEFAULT).
"""

from . import Family

B1 = ("PG.3.10.1~p1", "結果報告前に発覚した場合、両ファイターに対してこの罰則が適用されます")
B2 = ("PG.3.10.1~p2", "間違った席に着いていたファイターは、正しい席に着き直します")
B2L = ("PG.3.10.1~p2", "それが大幅な遅刻の項に定義される時間を過ぎていた場合、そのファイターには大幅な遅刻の"
                       "項に於いて定められる罰則が与えられます")
A1 = ("PG.3.10.2~p1", "結果報告後に発覚した場合、両ファイターに対してこの罰則が適用されます")
A2 = ("PG.3.10.2~p2", "次の回戦のマッチングまでに発覚した場合、運営スタッフは可能な限り結果の正常化を"
                      "行います")
MT = ("PG.3.9.2~p1", "遅刻をしているファイターに対して【マッチの敗北】が与えられます")
ML = {"infraction": "major-tardiness", "penalty": "match-loss"}


def normalise(tables, played, fmt="swiss"):
    """The text's normalisation (PG.3.10.2~p2 and its examples), worked out here: for each
    posted table (a, b), the game a and b played if they met; else the fighter who sat at
    that table number beats by default the one who sat elsewhere (~x1: 「Bの大幅な遅刻により」),
    two fighters who both sat elsewhere both lose by default.  Returns {table index: (winners,
    losers, drawn, by_default)} and the penalised fighters (every fighter of a game that is not
    a posted pair at its own table)."""
    out, penalised = {}, set()
    for e in played:
        if set(e["fighters"]) != set(tables[e["table"] - 1]):
            penalised.update(e["fighters"])
    for i, (a, b) in enumerate(tables):
        game = [e for e in played if set(e["fighters"]) == {a, b}]
        if game:
            p, q = game[0]["fighters"]
            o = game[0]["outcome"]
            if o == "win":
                out[i] = ([p], [q], [], False)
            elif fmt == "swiss":
                out[i] = ([], [], [a, b], False)
            else:
                out[i] = ([], [a, b], [], False)
            continue
        here = {n for e in played if e["table"] == i + 1 for n in e["fighters"]}
        present = [n for n in (a, b) if n in here]
        absent = [n for n in (a, b) if n not in here]
        out[i] = (present, absent, [], True)
    return out, penalised


def generate(ctx):
    fam = Family(ctx, __name__)

    # found before the result (PG.3.10.1)
    for secs in (None, 240, 300):
        setup = {"format": "swiss", "rounds": 3, "fighters": ["A", "B", "C", "D"]}
        b = fam.builder(setup, "before/%s" % secs)
        b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
        b.answer("penalty", "caution")
        b.do("penalty", fighter="A", infraction="wrong-seat-before-report")
        b.answer("penalty", "caution")
        b.do("penalty", fighter="C", infraction="wrong-seat-before-report")
        g = ["caution", "warning"]
        evs = [{"type": "penalty", "fighter": n, "infraction": "wrong-seat-before-report",
                "guideline": g, "chosen": "caution", "penalty": "caution"} for n in "AC"]
        cl = ["PG.3.10.1~p1", "PG.3.10.1~t1.L1"]
        tags = ["misseating", "penalty"]
        if secs and secs >= 300:
            b.do("late", round=1, fighter="C", seconds=secs)
            evs.append({"type": "late", "round": 1, "fighter": "C", "seconds": secs,
                        "infraction": "major-tardiness"})
            evs.append({"type": "result", "round": 1, "table": ["C", "D"], "winners": ["D"],
                        "losers": ["C"], "by_default": True, "decided_by": "PG.3.9.2~p1"})
            cl += ["PG.3.10.1~p2", "PG.3.9.2~p1"]
            tags += ["reading:BF-TARDY-BOUNDARY", "reading:BF-ML-DEFAULT"]
            how = ("C reaches the right seat 5 minutes after the start: %s, so %s — C loses "
                   "by default to D and is absent (BF-TARDY-BOUNDARY)" % (fam.cite(B2L),
                                                                          fam.cite(MT)))
            st = {"C": {"losses": 1, "dropped": True, "absent": True,
                        "penalties": [{"infraction": "wrong-seat-before-report",
                                       "penalty": "caution"}, ML]}, "D": {"wins": 1}}
        else:
            b.do("result", round=1, table=["B", "A"], outcome="win")
            b.do("result", round=1, table=["C", "D"], outcome="win")
            how = ("C moves to table 2 %s, and the right matches are played: B beats A, C "
                   "beats D" % ("%d seconds after the start, below the major tardiness time: no "
                                "tardiness penalty" % secs if secs else "at once"))
            if secs:
                cl.append("PG.3.10.1~p2")
            st = {"C": {"wins": 1, "dropped": False,
                        "penalties": [{"infraction": "wrong-seat-before-report",
                                       "penalty": "caution"}]}, "A": {"losses": 1}}
        fam.add("before-report%s" % ("-reseated-%ds" % secs if secs else ""),
                "Wrong seats found before the result%s" % (
                    ", re-seated after %d:%02d" % (secs // 60, secs % 60) if secs else ""),
                "%s%s. Posted A–B and C–D; C sat down at table 1 facing A, a wrong opponent for "
                "both; before any result the judge gives both fighters of that game a caution (row PG.3.10.1~t1.L1, caution–warning); %s." % (
                    fam.cite(B1), "; " + fam.cite(B2) if secs else "", how),
                cl, tags, setup, b.script, {"events": evs, "state": {"fighters": st}})

    # found after the results (PG.3.10.2)
    plays = [
        ("example-1", ["A", "B", "X", "Y"], [["A", "B"], ["X", "Y"]],
         [["B", "A"], ["Y", "X"]],
         [{"table": 1, "fighters": ["A", "Y"], "outcome": "win"},
          {"table": 2, "fighters": ["B", "X"], "outcome": "win"}],
         "the text's first example: posted A–B and X–Y, A beat Y at table 1 and B beat X at "
         "table 2; the sheets gave B and Y the wins. Table 1: A sat there, B did not → A beats "
         "B by default; table 2: X sat there, Y did not → X beats Y by default"),
        ("example-2", ["A", "B", "X", "Y"], [["A", "B"], ["X", "Y"]],
         [["A", "B"], ["X", "Y"]],
         [{"table": 1, "fighters": ["X", "Y"], "outcome": "win"},
          {"table": 2, "fighters": ["A", "B"], "outcome": "win"}],
         "the text's second example: posted A–B at table 1 and X–Y at table 2, they played at "
         "each other's tables; each pair met its posted opponent, so every result stands and "
         "everyone is penalised"),
        ("mixed-three-tables", ["A", "B", "C", "D", "E", "F"],
         [["A", "B"], ["C", "D"], ["E", "F"]], [["A", "B"], ["C", "D"], ["E", "F"]],
         [{"table": 1, "fighters": ["C", "E"], "outcome": "win"},
          {"table": 2, "fighters": ["A", "D"], "outcome": "win"},
          {"table": 3, "fighters": ["F", "B"], "outcome": "win"}],
         "nobody met the posted opponent: neither A nor B sat at table 1 → both lose by "
         "default; D sat at table 2, C did not → D wins by default; F sat at table 3, E did "
         "not → F wins by default"),
        ("one-pair-right", ["A", "B", "C", "D", "E", "F"],
         [["A", "B"], ["C", "D"], ["E", "F"]], [["A", "B"], ["D", "C"], ["F", "E"]],
         [{"table": 1, "fighters": ["A", "B"], "outcome": "win"},
          {"table": 2, "fighters": ["C", "F"], "outcome": "win"},
          {"table": 3, "fighters": ["E", "D"], "outcome": "win"}],
         "A–B played their posted match at the right table: it stands and they are not "
         "penalised; C sat at table 2 and D did not → C beats D by default; E sat at table 3 "
         "and F did not → E beats F by default"),
    ]
    for name, fighters, tables, sheets, played, story in plays:
        setup = {"format": "swiss", "rounds": 3, "fighters": fighters}
        b = fam.builder(setup, "after/" + name)
        b.do("pair", round=1, tables=tables, bye=[])
        for t in sheets:
            b.do("result", round=1, table=t, outcome="win")
        recorded = {i: ([t[0]], [t[1]], [], False) for i, t in
                    enumerate(sorted(sheets, key=lambda s: tables.index(
                        next(x for x in tables if set(x) == set(s)))))}
        b.do("misseating", round=1, played=played)
        norm, penalised = normalise(tables, played)
        evs = []
        for i, t in enumerate(tables):
            w, l, d, dflt = norm[i]
            rw, rl, rd, rdf = recorded[i]
            if (set(w), set(l), set(d), dflt) != (set(rw), set(rl), set(rd), rdf):
                if set(w) == set(rw) and set(l) == set(rl):
                    raise AssertionError("%s: only by_default would change" % name)
                evs.append({"type": "result", "round": 1, "table": t, "winners": w,
                            "losers": l, "drawn": d, "by_default": dflt,
                            "decided_by": "PG.3.10.2~p2", "corrected": True})
        pen = [n for n in fighters if n in penalised]
        evs.append({"type": "misseating", "round": 1, "penalised": pen})
        st = {}
        for i, t in enumerate(tables):
            w, l, d, dflt = norm[i]
            for n in t:
                st[n] = {"wins": int(n in w), "losses": int(n in l), "dropped": False,
                         "penalties": [ML] if (dflt and n in l) else []}
        fam.add("after-report-%s" % name, "Wrong seats found after the results: %s" %
                name.replace("-", " "),
                "%s; %s. %s (BF-MISSEAT: the one who sat elsewhere is treated as majorly late, "
                "without the drop; BF-ML-DEFAULT). Penalised: %s." % (
                    fam.cite(A1), fam.cite(A2), story[0].upper() + story[1:],
                    ", ".join(pen) or "nobody"),
                ["PG.3.10.2~p1", "PG.3.10.2~p2"],
                ["misseating", "reading:BF-MISSEAT", "reading:BF-ML-DEFAULT"], setup, b.script,
                # a table whose result already was the normalised one is not corrected
                {"events": evs, "state": {"fighters": st},
                 "exactly": [{"type": "result", "corrected": True,
                              "$clauses": ["PG.3.10.2~p2"]}]})
    # the penalties themselves are the judge's separate penalty actions
    setup = {"format": "swiss", "rounds": 3, "fighters": ["A", "B", "X", "Y"]}
    b = fam.builder(setup, "after/penalties")
    b.do("pair", round=1, tables=[["A", "B"], ["X", "Y"]], bye=[])
    b.do("result", round=1, table=["A", "B"], outcome="win")
    b.do("result", round=1, table=["X", "Y"], outcome="win")
    played = [{"table": 1, "fighters": ["X", "Y"], "outcome": "win"},
              {"table": 2, "fighters": ["A", "B"], "outcome": "win"}]
    b.do("misseating", round=1, played=played)
    for n in ("A", "B", "X", "Y"):
        b.answer("penalty", "warning")
        b.do("penalty", fighter=n, infraction="wrong-seat-after-report")
    fam.add("after-report-penalties", "Wrong seats found after the results: the listed "
            "fighters get the penalty", "%s; the second example: 「全員に「相手や席の間違い」による"
            "罰則を与えた上で、それぞれの対戦結果を有効とします」. The misseating lists A, B, X, Y; the "
            "judge gives each a warning (row PG.3.10.2~t1.L1, caution–warning); the results "
            "stand." % fam.cite(A1), ["PG.3.10.2~p1", "PG.3.10.2~p2", "PG.3.10.2~t1.L1"],
            ["misseating", "penalty", "reading:BF-MISSEAT"], setup, b.script,
            {"events": [{"type": "misseating", "round": 1, "penalised": ["A", "B", "X", "Y"]}] +
             [{"type": "penalty", "fighter": n, "infraction": "wrong-seat-after-report",
               "guideline": ["caution", "warning"], "penalty": "warning"} for n in "ABXY"],
             "state": {"fighters": {"A": {"wins": 1, "warnings": 1},
                                    "X": {"wins": 1, "warnings": 1}}}})
    return fam.cases
