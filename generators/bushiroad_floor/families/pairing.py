"""Family `pairing`: who may meet whom, FR.3.2.1~p1 and FR.3.2.2.1~p1.

- rejections of explicit pairings: a rematch (BF-NO-REMATCH; Swiss and double elimination),
  byes (BF-BYE), an undefeated fighter against a one-loss fighter (double elimination);
- automatic pairing (BF-PAIR) with a scripted seating: round 1 by seats, later rounds in points
  order with the first rematch-free pairing, the bye to the last fighter in that order without
  one, the in-order fallback when no rematch-free pairing exists; double elimination by group
  (BF-DE-ODD);
- `query legal`: the exact set of explicit pairings the organiser may post, 4 to 7 fighters
  (a query changes nothing: a pairing it lists is then posted and played);
- a field too small for its rounds (no pairing avoids a rematch, BF-NO-REMATCH): a rematch is
  accepted, and so are byes instead of one (an even number of fighters with two byes), and the
  legal pairings list them.
"""

from . import Family, strip
from .readings import reading_tags
from .scripts import de_pairing, names, pick_outcome, play_round, result_entry, swiss_pairing

NO_DEFAULTS = (("win", 85), ("draw", 10), ("double-loss", 5))


def p1_quote(fam):
    return fam.quote("FR.3.2.1~p1", "2回戦目以降は獲得点数の高いファイターから順に組み合わせる形で"
                                    "決定されます。ただし、この際、既に対戦しているファイター同士での"
                                    "対戦が行われないように注意してください")


def de_quote(fam):
    return fam.quote("FR.3.2.2.1~p1", "2回戦目以降は全勝のファイター同士での対戦と1敗のファイター同士"
                                      "での対戦を行います")


def rejections(fam):
    # Swiss rematch
    for n in (4, 6, 8):
        key = "reject/rematch/%d" % n
        rng = fam.rng(key)
        setup = {"format": "swiss", "rounds": 3, "fighters": names(n)}
        b = fam.builder(setup, key)
        play_round(b, rng, 1, swiss_pairing(b.t, rng), weights=(("win", 1),))
        r1 = b.t.history[0].tables
        firsts, seconds = [t[0] for t in r1[1:]], [t[1] for t in r1[1:]]
        k = len(firsts)
        bad = [list(r1[0])] + ([[firsts[i], seconds[(i + 1) % k]] for i in range(k)] if k > 1
                               else [list(r1[1])])
        step = b.do("pair", round=2, tables=bad, bye=[])
        again = b.do("pair", round=2, tables=swiss_pairing(b.t, rng)[0], bye=[])
        fam.add("reject-rematch-swiss-%d" % n,
                "Swiss, %d fighters: a round-2 pairing repeating %s–%s is rejected" % (
                    n, r1[0][0], r1[0][1]),
                "%s (BF-NO-REMATCH: read as a requirement). %s and %s met in round 1; the "
                "pairing at step %d is refused and nothing changes; the next one (step %d) is "
                "accepted." % (p1_quote(fam), r1[0][0], r1[0][1], step, again),
                ["FR.3.2.1~p1"], ["swiss", "pairing", "reading:BF-NO-REMATCH"], setup, b.script,
                {"rejections": [{"step": step, "rule": "FR.3.2.1~p1"}],
                 "state": {"round": 2}})
    # byes
    setup = {"format": "swiss", "rounds": 3, "fighters": names(5)}
    b = fam.builder(setup, "reject/byes/5")
    s1 = b.do("pair", round=1, tables=[["A", "B"]], bye=["C", "D", "E"])
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=["E"])
    fam.add("reject-three-byes", "Five fighters: a pairing with three byes is rejected",
            "%s: a bye is for a fighter the pairing leaves without an opponent. BF-BYE: only the "
            "odd fighter out, at most one; step %d gives three and is refused (rule "
            "FR.3.2.1~p1)." % (fam.quote("PG.3.9.1~p2", "マッチングにより対戦相手が割り当てられず、"
                                                        "不戦勝となる予定のファイター"), s1),
            ["FR.3.2.1~p1"],
            ["swiss", "pairing", "reading:BF-BYE"], setup, b.script,
            {"rejections": [{"step": s1, "rule": "FR.3.2.1~p1"}],
             "state": {"round": 1, "fighters": {"E": {"byes": 1}, "C": {"byes": 0}}}})
    setup = {"format": "swiss", "rounds": 3, "fighters": names(6)}
    b = fam.builder(setup, "reject/byes/6")
    s1 = b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=["E", "F"])
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"], ["E", "F"]], bye=[])
    fam.add("reject-byes-even-count", "Six fighters: byes with an even count are rejected",
            "BF-BYE: with an even number of fighters everyone is paired; step %d gives E and F "
            "byes and is refused (rule FR.3.2.1~p1)." % s1, ["FR.3.2.1~p1"],
            ["swiss", "pairing", "reading:BF-BYE"], setup, b.script,
            {"rejections": [{"step": s1, "rule": "FR.3.2.1~p1"}],
             "state": {"round": 1, "fighters": {"E": {"byes": 0}, "F": {"byes": 0}}}})
    # double elimination: rematch, and an undefeated fighter against a one-loss fighter
    setup = {"format": "double-elimination", "fighters": names(8)}
    b = fam.builder(setup, "reject/de")
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"], ["E", "F"], ["G", "H"]], bye=[])
    for t in (["A", "B"], ["C", "D"], ["E", "F"], ["G", "H"]):
        b.do("result", round=1, table=t, outcome="win")
    s_cross = b.do("pair", round=2, tables=[["A", "D"], ["C", "B"], ["E", "H"], ["G", "F"]],
                   bye=[])
    s_rematch = b.do("pair", round=2, tables=[["A", "C"], ["E", "G"], ["B", "D"], ["F", "H"]],
                     bye=[])
    for t in (["A", "C"], ["E", "G"], ["B", "D"], ["F", "H"]):
        b.do("result", round=2, table=t, outcome="win")
    s_re = b.do("pair", round=3, tables=[["A", "E"], ["C", "G"], ["B", "F"], ["D", "H"]],
                bye=[])
    fam.add("reject-double-elimination",
            "Double elimination: an undefeated–one-loss table, then two-loss fighters, are "
            "rejected",
            "%s. Step %d pairs A (1–0) with D (0–1): refused. Round 2 goes ahead (step %d). "
            "Step %d pairs D and H, who have two losses (%s): refused." % (
                de_quote(fam), s_cross, s_rematch, s_re,
                fam.quote("FR.3.2.2.1~p1", "ファイターは2敗した時点で大会からリタイアしたものとして"
                                           "取り扱われます")),
            ["FR.3.2.2.1~p1", "FR.3.2.2~p1"], ["double-elimination", "pairing"], setup,
            b.script, {"rejections": [{"step": s_cross, "rule": "FR.3.2.2.1~p1"},
                                      {"step": s_re, "rule": "FR.3.2.2.1~p1"}],
                       "state": {"round": 2}})
    # double elimination round 2: two byes inside one even group
    setup = {"format": "double-elimination", "fighters": names(8)}
    b = fam.builder(setup, "reject/de-two-byes")
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"], ["E", "F"], ["G", "H"]], bye=[])
    for t in (["A", "B"], ["C", "D"], ["E", "F"], ["G", "H"]):
        b.do("result", round=1, table=t, outcome="win")
    s_byes = b.do("pair", round=2, tables=[["A", "C"], ["B", "D"], ["F", "H"]], bye=["E", "G"])
    s_ok = b.do("pair", round=2, tables=[["A", "C"], ["E", "G"], ["B", "D"], ["F", "H"]],
                bye=[])
    fam.add("reject-double-elimination-two-byes-in-one-group",
            "Double elimination round 2: two byes in the undefeated group are rejected",
            "%s. After round 1 the undefeated A, C, E, G and the one-loss B, D, F, H are two "
            "even groups, each with rematch-free pairings: step %d pairs A–C and gives E and G "
            "byes, two byes in one group (BF-BYE, BF-DE-ODD: one bye only for an odd group): "
            "refused, rule FR.3.2.1~p1; step %d pairs E–G instead and is accepted." % (
                de_quote(fam), s_byes, s_ok),
            ["FR.3.2.1~p1", "FR.3.2.2.1~p1"],
            ["double-elimination", "pairing", "reading:BF-BYE", "reading:BF-DE-ODD"], setup,
            b.script, {"rejections": [{"step": s_byes, "rule": "FR.3.2.1~p1"}],
                       "state": {"round": 2, "fighters": {"E": {"byes": 0},
                                                          "G": {"byes": 0}}}})
    setup = {"format": "double-elimination", "fighters": names(8)}
    b2 = fam.builder(setup, "reject/de-rematch2")
    b2.do("pair", round=1, tables=[["A", "B"], ["C", "D"], ["E", "F"], ["G", "H"]], bye=[])
    for t in (["A", "B"], ["C", "D"], ["E", "F"], ["G", "H"]):
        b2.do("result", round=1, table=t, outcome="win")
    b2.do("pair", round=2, tables=[["A", "C"], ["G", "E"], ["D", "B"], ["H", "F"]], bye=[])
    for t in (["A", "C"], ["G", "E"], ["D", "B"], ["H", "F"]):
        b2.do("result", round=2, table=t, outcome="win")
    # undefeated A, G; one loss C, E, D, H; out B, F.  C and D met in round 1.
    s_bad = b2.do("pair", round=3, tables=[["A", "G"], ["C", "D"], ["E", "H"]], bye=[])
    s_ok = b2.do("pair", round=3, tables=[["A", "G"], ["C", "E"], ["D", "H"]], bye=[])
    fam.add("reject-rematch-double-elimination-2",
            "Double elimination: C–D again in round 3 is rejected (they met in round 1)",
            "%s (BF-NO-REMATCH). Step %d repeats C–D; refused. Step %d is accepted." % (
                de_quote(fam), s_bad, s_ok),
            ["FR.3.2.2.1~p1"], ["double-elimination", "pairing", "reading:BF-NO-REMATCH"],
            setup, b2.script, {"rejections": [{"step": s_bad, "rule": "FR.3.2.2.1~p1"}],
                               "state": {"round": 3}})


def auto_swiss(fam):
    for n in range(4, 13):
        for variant in range(2):
            key = "auto/%d/%d" % (n, variant)
            rng = fam.rng(key)
            rounds = 3 if n <= 8 else 4
            setup = {"format": "swiss", "rounds": rounds, "fighters": names(n)}
            if variant:
                setup["scoring"] = {"win": 3, "draw": 1, "loss": 0}
            b = fam.builder(setup, key)
            for r in range(1, rounds + 1):
                b.do("pair", round=r)
                pe = b.events("pairing")[-1]
                for x, y in pe["tables"]:
                    b.do("result", **result_entry(rng, r, x, y, pick_outcome(rng, NO_DEFAULTS)))
            events = [strip(e) for e in b.events("pairing")]
            fam.add("auto-swiss-%02d-fighters-%d" % (n, variant + 1),
                    "Automatic Swiss pairing, %d fighters, %d rounds" % (n, rounds),
                    "%s. BF-PAIR: round 1 pairs the scripted seats 1–2, 3–4…; later rounds "
                    "stable-sort the seating by points and take the first rematch-free pairing in "
                    "backtracking order%s. Results are given with the winner first." % (
                        p1_quote(fam), "; the odd fighter out is the last in points order without "
                        "a bye (BF-BYE)" if n % 2 else ""),
                    ["FR.3.2.1~p1"], ["swiss", "pairing"] + sorted(reading_tags(b.t, b.script)),
                    setup, b.script, {"events": events})


def auto_swiss_dense(fam):
    """Automatic Swiss pairing nearly round-robin long: late rounds leave few rematch-free
    partners, so the first rematch-free pairing must often re-route earlier choices (odd cycles
    of possible partners included); the event ends with every pairing compared."""
    for n in range(5, 11):
        for variant in range(2):
            key = "auto-dense/%d/%d" % (n, variant)
            rng = fam.rng(key)
            rounds = n - 1 if n % 2 == 0 else n
            rounds -= variant
            setup = {"format": "swiss", "rounds": rounds, "fighters": names(n)}
            b = fam.builder(setup, key)
            for r in range(1, rounds + 1):
                b.do("pair", round=r)
                pe = b.events("pairing")[-1]
                for x, y in pe["tables"]:
                    b.do("result", **result_entry(rng, r, x, y,
                                                  pick_outcome(rng, (("win", 3), ("draw", 1)))))
            events = [strip(e) for e in b.events("pairing")]
            fam.add("auto-swiss-dense-%02d-fighters-%d-rounds" % (n, rounds),
                    "Automatic Swiss pairing, %d fighters over %d rounds" % (n, rounds),
                    "%s. BF-PAIR: round 1 pairs the scripted seats 1–2, 3–4…; later rounds "
                    "stable-sort the seating by points and take the first rematch-free pairing in "
                    "backtracking order, pairing in order only when none exists (BF-NO-REMATCH)%s. "
                    "With %d rounds for %d fighters the late rounds have few rematch-free "
                    "partners left." % (
                        p1_quote(fam), "; the odd fighter out is the last in points order without "
                        "a bye (BF-BYE)" if n % 2 else "", rounds, n),
                    ["FR.3.2.1~p1"], ["swiss", "pairing"] + sorted(reading_tags(b.t, b.script)),
                    setup, b.script,
                    {"events": events, "state": {"fighters": {
                        x: {k: v for k, v in f.state().items() if k != "eliminated"}
                        for x, f in b.t.by_name.items()}}})


def auto_special(fam):
    # every pairing is a rematch: four fighters, a fourth round
    setup = {"format": "swiss", "rounds": 4, "fighters": names(4)}
    b = fam.builder(setup, "auto/fallback")
    b.preset = [("seating", ["A", "B", "C", "D"])]
    b.do("pair", round=1)
    b.do("result", round=1, table=["A", "B"], outcome="win")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("pair", round=2, tables=[["A", "C"], ["B", "D"]], bye=[])
    b.do("result", round=2, table=["A", "C"], outcome="win")
    b.do("result", round=2, table=["B", "D"], outcome="win")
    b.do("pair", round=3, tables=[["A", "D"], ["C", "B"]], bye=[])
    b.do("result", round=3, table=["A", "D"], outcome="win")
    b.do("result", round=3, table=["C", "B"], outcome="win")
    b.preset = [("seating", ["D", "C", "B", "A"])]
    b.do("pair", round=4)
    ev = strip(b.events("pairing")[-1])
    fam.add("auto-fallback-in-order",
            "Four fighters, round 4: no rematch-free pairing, paired in order",
            "%s. After three rounds everyone has met everyone. BF-PAIR: seating D, C, B, A "
            "sorted by points (A 3, B 1, C 1, D 1 → A, D, C, B); no rematch-free pairing "
            "exists, so the order is paired 1–2, 3–4: %s." % (
                p1_quote(fam), ", ".join("–".join(t) for t in ev["tables"])),
            ["FR.3.2.1~p1"], ["swiss", "pairing", "reading:BF-PAIR"], setup, b.script,
            {"events": [ev]})
    # backtracking: the first fighter's earliest unmet partner would strand the rest
    found = 0
    for seed in range(3000):
        if found >= 3:
            break
        key = "auto/backtrack/%d" % seed
        rng = fam.rng(key)
        n = rng.choice([6, 8])
        rounds = 4 if n == 6 else 5
        setup = {"format": "swiss", "rounds": rounds, "fighters": names(n)}
        b = fam.builder(setup, key)
        hit = None
        for r in range(1, rounds + 1):
            if r < rounds - 1:
                p = swiss_pairing(b.t, rng)
                if p is None:
                    break
                play_round(b, rng, r, p, weights=(("win", 1),))
                continue
            step = b.do("pair", round=r)
            pe = b.events("pairing")[-1]
            if naive_differs(b.t, pe, b.script[step + 1]["random"]) and hit is None:
                hit = r
            for x, y in pe["tables"]:
                b.do("result", round=r, table=[x, y], outcome="win")
        if hit is None:
            continue
        found += 1
        events = [strip(e) for e in b.events("pairing")[-(rounds - hit + 1):]]
        events = [e for e in events if e["round"] >= hit]
        fam.add("auto-backtracking-%d" % found,
                "Automatic pairing backtracks: the first unmet partner would strand others",
                "%s. BF-PAIR: the first unpaired fighter takes the earliest fighter it has not "
                "met *such that the rest can still be paired without rematches*. In round %d "
                "the greedy choice leads to a dead end; the backtracking pairing is expected." % (
                    p1_quote(fam), hit),
                ["FR.3.2.1~p1"], ["swiss", "pairing", "reading:BF-PAIR", "backtracking"],
                setup, b.script, {"events": events})
    if found < 3:
        raise AssertionError("no backtracking case found")
    # the bye skips the last fighters in points order when they already had one
    setup = {"format": "swiss", "rounds": 3, "fighters": names(5)}
    b = fam.builder(setup, "auto/bye-skip")
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=["E"])
    b.do("result", round=1, table=["A", "B"], outcome="win")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("pair", round=2, tables=[["A", "E"], ["B", "C"]], bye=["D"])
    b.do("result", round=2, table=["A", "E"], outcome="win")
    b.do("result", round=2, table=["B", "C"], outcome="win")
    b.preset = [("seating", ["B", "A", "C", "D", "E"])]
    b.do("pair", round=3)
    ev = strip(b.events("pairing")[-1])
    assert ev["bye"] == ["C"] and ev["tables"] == [["A", "D"], ["B", "E"]], ev
    fam.add("auto-bye-skips-previous-byes",
            "Round 3: the bye skips D and E, who had one, and goes to C",
            "BF-BYE / BF-PAIR: the bye goes to the last fighter in points order who has had no "
            "bye. After two rounds A has 2 points, B, C, D (bye) and E (bye) 1 each; seating B, "
            "A, C, D, E sorted by points gives A, B, C, D, E; E and D had byes, so C sits out. "
            "A takes the earliest fighter it has not met, D (it met B and E); B–E remain.",
            ["FR.3.2.1~p1"],
            ["swiss", "pairing", "reading:BF-PAIR", "reading:BF-BYE"], setup, b.script,
            {"events": [ev]})


    # every fighter has had a bye: the last one in points order sits out again
    setup = {"format": "swiss", "rounds": 4, "fighters": names(3)}
    b = fam.builder(setup, "auto/bye-all-had-one")
    for r, (x, y), z in ((1, ("A", "B"), "C"), (2, ("C", "A"), "B"), (3, ("B", "C"), "A")):
        b.do("pair", round=r, tables=[[x, y]], bye=[z])
        b.do("result", round=r, table=[x, y], outcome="win")
    b.preset = [("seating", ["B", "C", "A"])]
    pts = {f.name: f.points for f in b.t.fighters}
    b.do("pair", round=4)
    ev = strip(b.events("pairing")[-1])
    for x, y in ev["tables"]:
        b.do("result", round=4, table=[x, y], outcome="win")
    fam.add("auto-bye-everyone-had-one",
            "Round 4 of three fighters: everyone has had a bye, the last in points order sits out",
            "BF-BYE / BF-PAIR: the bye goes to the last fighter in points order who has had no "
            "bye, and to the last one if all have. Rounds 1–3 gave C, B and A a bye each and every "
            "pair has met; points before round 4: %s; seating B, C, A sorted by points (stable) "
            "puts %s last: %s sits out, and the other two meet again (no rematch-free pairing: "
            "paired in order); the state after round 4." % (
                ", ".join("%s %d" % kv for kv in sorted(pts.items())), ev["bye"][0], ev["bye"][0]),
            ["FR.3.2.1~p1"],
            ["swiss", "pairing", "reading:BF-PAIR", "reading:BF-BYE", "reading:BF-NO-REMATCH"],
            setup, b.script,
            {"events": [ev], "state": {"fighters": {
                n: {"byes": f.byes, "points": f.points, "opponents": list(f.state()["opponents"])}
                for n, f in b.t.by_name.items()}}})


def pts_before(t, name, rnd):
    f = t.by_name[name]
    s = t.scoring
    return sum(s["win"] if r.res == "W" else s["draw"] if r.res == "D" else s["loss"]
               for r in f.records if r.round < rnd)


def naive_differs(t, pe, seating):
    """True when pairing each fighter in points order with its earliest unmet partner, without
    looking ahead, would fail or differ from the posted tables."""
    rnd = pe["round"]
    left = [n for n in sorted(seating, key=lambda n: -pts_before(t, n, rnd))
            if n not in pe["bye"]]
    naive = []
    while left:
        a = left.pop(0)
        met = {r.opp for r in t.by_name[a].records if r.round < rnd}
        cand = [x for x in left if x not in met]
        if not cand:
            return True
        naive.append([a, cand[0]])
        left.remove(cand[0])
    return naive != pe["tables"]


def auto_de(fam):
    for i, n in enumerate((6, 7, 9, 10, 12)):
        key = "auto-de/%d" % n
        rng = fam.rng(key)
        setup = {"format": "double-elimination", "fighters": names(n)}
        b = fam.builder(setup, key)
        r = 0
        while not b.t.finished and r < 6:
            r += 1
            b.do("pair", round=r)
            for x, y in b.events("pairing")[-1]["tables"]:
                b.do("result", round=r, table=[x, y], outcome="win")
        fam.add("auto-double-elimination-%02d-fighters" % n,
                "Automatic double-elimination pairing, %d fighters" % n,
                "%s. BF-PAIR: inside each group (undefeated, then one loss), the seating in "
                "points order, first rematch-free pairing; an odd group gives its own bye "
                "(BF-DE-ODD)." % de_quote(fam),
                ["FR.3.2.2.1~p1", "FR.3.2.2~p1"],
                ["double-elimination", "pairing"] + sorted(reading_tags(b.t, b.script)),
                setup, b.script, {"events": [strip(e) for e in b.events("pairing")]})


def legal(fam):
    for n in (4, 5, 6, 7):
        for played in (0, 1, 2):
            key = "legal/%d/%d" % (n, played)
            rng = fam.rng(key)
            setup = {"format": "swiss", "rounds": 3, "fighters": names(n)}
            b = fam.builder(setup, key)
            for r in range(1, played + 1):
                play_round(b, rng, r, swiss_pairing(b.t, rng), weights=(("win", 1),))
            step = b.query_legal(played + 1)
            acts = b.t.legal[-1]["actions"]
            met = sorted({"–".join(sorted((f.name, o))) for f in b.t.fighters for o in f.met()})
            fam.add("legal-%d-fighters-after-%d" % (n, played),
                    "%d fighters, round %d: the exact set of legal pairings (%d)" % (
                        n, played + 1, len(acts)),
                    "%s. Every pairing of the %d fighters%s with no table repeating a match "
                    "already played (%s) is legal (BF-NO-REMATCH); explicit pairings are not "
                    "checked for score order. %d pairings." % (
                        p1_quote(fam), n, ", one of them with the bye (BF-BYE)" if n % 2 else "",
                        ", ".join(met) if met else "none yet", len(acts)),
                    ["FR.3.2.1~p1"], ["swiss", "pairing", "legal"] +
                    (["reading:BF-NO-REMATCH"] if played else []) +
                    (["reading:BF-BYE"] if n % 2 else []),
                    setup, b.script, {"legal": [{"step": step, "actions": acts}]})
    # a query is no action: the run goes on, and a pairing the query listed is then posted
    # and played
    key = "legal/then-posted"
    rng = fam.rng(key)
    setup = {"format": "swiss", "rounds": 3, "fighters": names(5)}
    b = fam.builder(setup, key)
    play_round(b, rng, 1, swiss_pairing(b.t, rng), weights=(("win", 1),))
    step = b.query_legal(2)
    acts = b.t.legal[-1]["actions"]
    chosen = acts[-1]
    play_round(b, rng, 2, (chosen["tables"], chosen["bye"]), weights=(("win", 1),))
    fam.add("legal-pairing-then-posted-and-played",
            "5 fighters, round 2: a pairing the legal query lists is posted and played",
            "%s. After round 1 the legal pairings of round 2 are queried (%d, none repeating a "
            "match of round 1, one bye, BF-BYE); the query changes nothing, and the last pairing "
            "it lists (%s, bye %s) is then posted: accepted, and its results complete round 2."
            % (p1_quote(fam), len(acts), ", ".join("–".join(tb) for tb in chosen["tables"]),
               ", ".join(chosen["bye"])),
            ["FR.3.2.1~p1"], ["swiss", "pairing", "legal", "reading:BF-BYE"],
            setup, b.script,
            {"legal": [{"step": step, "actions": acts}],
             "events": [strip(b.events("pairing")[-1]), strip(b.events("round-complete")[-1])]})
    # Swiss is one group whatever the losses: the two undefeated fighters drew in round 1
    setup = {"format": "swiss", "rounds": 3, "fighters": names(6)}
    b = fam.builder(setup, "legal/undefeated-drew")
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"], ["E", "F"]], bye=[])
    b.do("result", round=1, table=["A", "B"], outcome="draw")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("result", round=1, table=["E", "F"], outcome="win")
    b.do("pair", round=2, tables=[["A", "C"], ["B", "E"], ["D", "F"]], bye=[])
    b.do("result", round=2, table=["A", "C"], outcome="win")
    b.do("result", round=2, table=["B", "E"], outcome="win")
    b.do("result", round=2, table=["D", "F"], outcome="draw")
    step = b.query_legal(3)
    acts = b.t.legal[-1]["actions"]
    fam.add("legal-swiss-undefeated-fighters-already-met",
            "Swiss round 3: the only undefeated fighters drew each other; legal pairings are those "
            "of the whole field",
            "%s. A and B drew in round 1 and both won round 2: they are the only fighters without "
            "a loss, and they have met. Swiss pairs one group of everyone still playing (no loss "
            "groups, unlike FR.3.2.2.1~p1): the field has rematch-free pairings (A–D, B–F, C–E), "
            "so exactly those are legal, without byes (BF-NO-REMATCH, BF-BYE). %d pairings." % (
                p1_quote(fam), len(acts)),
            ["FR.3.2.1~p1"], ["swiss", "pairing", "legal", "reading:BF-NO-REMATCH", "reading:BF-BYE"],
            setup, b.script, {"legal": [{"step": step, "actions": acts}]})
    # double elimination round 2: a double loss puts both fighters of a table in the one-loss
    # group, which then has no rematch-free pairing of its own
    setup = {"format": "double-elimination", "fighters": names(7)}
    b = fam.builder(setup, "legal-de/double-loss")
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"], ["E", "F"]], bye=["G"])
    b.do("result", round=1, table=["A", "B"], outcome="double-loss")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("result", round=1, table=["E", "F"], outcome="win")
    b.do("drop", fighter="D")
    b.do("drop", fighter="F")
    step = b.query_legal(2)
    acts = b.t.legal[-1]["actions"]
    fam.add("legal-double-elimination-round-2-one-loss-group-met",
            "Double elimination round 2: the one-loss group is the two fighters of a double loss",
            "%s. Round 1: A and B both lose (a double loss), C beats D, E beats F, G has the "
            "bye; D and F then drop (FR.4.5~p1). C, E and G are undefeated (an odd group: one "
            "bye, BF-DE-ODD); A and B, the one-loss group, have met. No pairing of that group "
            "avoids the rematch, so the rematch or two byes instead are accepted there "
            "(BF-NO-REMATCH): up to three byes in all. %d pairings." % (
                de_quote(fam), len(acts)),
            ["FR.3.2.2.1~p1"], ["double-elimination", "pairing", "legal", "drop",
                                "reading:BF-NO-REMATCH", "reading:BF-BYE", "reading:BF-DE-ODD"],
            setup, b.script, {"legal": [{"step": step, "actions": acts}]})
    # double elimination after round 1: two groups
    for n in (6, 7):
        key = "legal-de/%d" % n
        rng = fam.rng(key)
        setup = {"format": "double-elimination", "fighters": names(n)}
        b = fam.builder(setup, key)
        p = de_pairing(b.t, rng, 1)
        play_round(b, rng, 1, p, weights=(("win", 1),))
        step = b.query_legal(2)
        acts = b.t.legal[-1]["actions"]
        und = [f.name for f in b.t.fighters if f.losses == 0]
        one = [f.name for f in b.t.fighters if f.losses == 1]
        fam.add("legal-double-elimination-%d-fighters" % n,
                "Double elimination, %d fighters, round 2: legal pairings stay inside the groups"
                % n,
                "%s. Undefeated %s; one loss %s. Tables only inside a group, no rematch; %s "
                "%d pairings." % (de_quote(fam), ", ".join(und), ", ".join(one),
                                  "the odd group gives the bye (BF-DE-ODD);" if n % 2 else "",
                                  len(acts)),
                ["FR.3.2.2.1~p1"], ["double-elimination", "pairing", "legal",
                                    "reading:BF-NO-REMATCH"] +
                (["reading:BF-DE-ODD", "reading:BF-BYE"] if n % 2 else []),
                setup, b.script, {"legal": [{"step": step, "actions": acts}]})


def de_one_loss_rematch(fam):
    """Double elimination, round 3: the one-loss group is two fighters who met in round 1, so
    no pairing of that group avoids a rematch (BF-NO-REMATCH: the rematch, or byes instead),
    while the odd undefeated group gives its bye as usual: a pairing with three byes is legal."""
    setup = {"format": "double-elimination", "fighters": names(9)}
    b = fam.builder(setup, "legal-de-one-loss-rematch")
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"], ["E", "F"], ["G", "H"]], bye=["I"])
    for x, y in (("A", "B"), ("C", "D"), ("E", "F"), ("G", "H")):
        b.do("result", round=1, table=[x, y], outcome="win")
    b.do("pair", round=2, tables=[["A", "C"], ["E", "G"], ["B", "D"], ["F", "H"]], bye=["I"])
    for x, y in (("C", "A"), ("E", "G"), ("B", "D"), ("F", "H")):
        b.do("result", round=2, table=[x, y], outcome="win")
    b.do("drop", fighter="G")
    b.do("drop", fighter="F")
    step = b.query_legal(3)
    acts = b.t.legal[-1]["actions"]
    fam.add("legal-double-elimination-one-loss-group-rematch",
            "Double elimination, round 3: the one-loss group can only rematch",
            "%s. After round 2 the undefeated are C, E and I, the one-loss fighters A (lost to "
            "C), B (lost to A in round 1), F and G, who drop (FR.4.5~p1); D and H are out with "
            "two losses. A and B can only meet again: that group's rematch, or byes for both "
            "instead, is legal (BF-NO-REMATCH), beside the undefeated group's one bye (BF-DE-ODD): "
            "pairings with three byes are legal. %d pairings." % (de_quote(fam), len(acts)),
            ["FR.3.2.2.1~p1", "FR.4.5~p1"],
            ["double-elimination", "pairing", "legal", "drop", "reading:BF-NO-REMATCH",
             "reading:BF-DE-ODD", "reading:BF-BYE"],
            setup, b.script, {"legal": [{"step": step, "actions": acts}]})


def small_field(fam):
    """Four fighters, four rounds: after a round robin of three rounds every pairing of round 4
    repeats a match, so the text's 「注意してください」 cannot be met; the organiser may post a
    rematch, or leave fighters without an opponent instead (BF-NO-REMATCH)."""
    setup = {"format": "swiss", "rounds": 4, "fighters": names(4)}
    robin = ([["A", "B"], ["C", "D"]], [["A", "C"], ["B", "D"]], [["A", "D"], ["B", "C"]])
    for how in ("rematch", "byes", "legal"):
        b = fam.builder(setup, "small/" + how)
        for r, tables in enumerate(robin, 1):
            b.do("pair", round=r, tables=tables, bye=[])
            for t in tables:
                b.do("result", round=r, table=t, outcome="win")
        tags = ["swiss", "pairing", "reading:BF-NO-REMATCH"]
        if how == "rematch":
            s4 = b.do("pair", round=4, tables=[["A", "B"], ["C", "D"]], bye=[])
            fam.add("rematch-accepted-small-field",
                    "Four fighters, round 4 after a round robin: no pairing avoids a rematch, so "
                    "the rematch A–B, C–D is accepted",
                    "%s. After rounds 1–3 every fighter has met every other: no round-4 pairing "
                    "avoids a rematch (BF-NO-REMATCH: the requirement holds where it can be met), "
                    "so the pairing at step %d, A–B and C–D again, is accepted." % (
                        p1_quote(fam), s4),
                    ["FR.3.2.1~p1"], tags, setup, b.script,
                    {"events": [strip(b.events("pairing")[-1])], "state": {"round": 4}})
        elif how == "byes":
            s4 = b.do("pair", round=4, tables=[["A", "B"]], bye=["C", "D"])
            fam.add("byes-instead-of-rematch-small-field",
                    "Four fighters, round 4 after a round robin: C and D left without an opponent "
                    "(two byes, an even number of fighters) instead of a rematch",
                    "%s. No round-4 pairing avoids a rematch; instead of C–D again the organiser "
                    "leaves C and D without an opponent (step %d): two byes with an even number "
                    "of fighters, each a win by default (BF-BYE), accepted where no pairing "
                    "avoids a rematch (BF-NO-REMATCH); elsewhere byes other than one for an odd "
                    "number of fighters are refused (reject-byes-even-count)." % (
                        p1_quote(fam), s4),
                    ["FR.3.2.1~p1"], tags + ["reading:BF-BYE"], setup, b.script,
                    {"events": [strip(b.events("pairing")[-1])],
                     "state": {"fighters": {"C": {"byes": 1, "wins": 2}, "D": {"byes": 1,
                                                                             "wins": 1}}}})
        else:
            s4 = b.query_legal(4)
            fam.add("legal-small-field",
                    "Four fighters, round 4 after a round robin: every pairing is legal, with "
                    "rematches or byes instead",
                    "%s. No round-4 pairing avoids a rematch: the legal pairings are every "
                    "partition of the four into tables and byes of even count (BF-NO-REMATCH, "
                    "BF-BYE): the three pairings of two tables, the six of one table and two "
                    "byes, and four byes." % p1_quote(fam),
                    ["FR.3.2.1~p1"], tags + ["reading:BF-BYE"], setup, b.script,
                    {"legal": [{"step": s4, "actions": b.t.legal[-1]["actions"]}]})


def play_schedule(b, schedule):
    """Posts each (round, tables, bye) of schedule and decides every table, the first named
    fighter winning."""
    for rnd, tables, bye in schedule:
        b.do("pair", round=rnd, tables=tables, bye=bye)
        for t in tables:
            b.do("result", round=rnd, table=t, outcome="win")


def forced_bye(fam):
    """Fields whose rematch-free pairings are few because fighters dropped: (1) the only one
    gives the bye to the fighter who met both others, and a rematch is then rejected; (2) none
    exists for the whole field though each loss group would have one (Swiss pairs one group,
    whatever the losses), so the legal pairings include byes for everyone (BF-NO-REMATCH)."""
    setup = {"format": "swiss", "rounds": 4, "fighters": names(5)}
    b = fam.builder(setup, "forced-bye/reject")
    schedule = ((1, [["A", "B"], ["C", "E"]], ["D"]), (2, [["B", "C"], ["A", "D"]], ["E"]),
                (3, [["B", "D"], ["A", "E"]], ["C"]))
    play_schedule(b, schedule)
    b.do("drop", fighter="A")
    b.do("drop", fighter="E")
    s_bad = b.do("pair", round=4, tables=[["B", "C"]], bye=["D"])
    s_ok = b.do("pair", round=4, tables=[["C", "D"]], bye=["B"])
    fam.add("reject-rematch-only-pairing-gives-bye-to-fighter-who-met-all",
            "Three fighters left after two drops: B has met C and D, so the only rematch-free "
            "pairing is C–D with B's bye; B–C is rejected",
            "%s (BF-NO-REMATCH: a requirement wherever it can be met). A and E drop after round "
            "3 (FR.4.5~p1); B, C and D remain: B met C (round 2) and D (round 3), C and D never "
            "met. The pairing C–D with the bye to B (BF-BYE: the odd fighter out) avoids every "
            "rematch, so B–C at step %d is refused; C–D with B's bye (step %d) is accepted." % (
                p1_quote(fam), s_bad, s_ok),
            ["FR.3.2.1~p1", "FR.4.5~p1"],
            ["swiss", "pairing", "drop", "reading:BF-NO-REMATCH", "reading:BF-BYE"],
            setup, b.script, {"rejections": [{"step": s_bad, "rule": "FR.3.2.1~p1",
                                              "class": "rematch"}],
                              "events": [strip(b.events("pairing")[-1])]})
    b = fam.builder(setup, "forced-bye/legal")
    schedule = ((1, [["A", "B"], ["D", "E"]], ["C"]), (2, [["A", "C"], ["B", "D"]], ["E"]),
                (3, [["A", "D"], ["B", "C"]], ["E"]))
    play_schedule(b, schedule)
    b.do("drop", fighter="E")
    step = b.query_legal(4)
    acts = b.t.legal[-1]["actions"]
    fam.add("legal-swiss-no-rematch-free-pairing-across-loss-groups",
            "Swiss round 4 after a drop: A has met everyone left, so no pairing avoids a rematch; "
            "every pairing is legal, four byes included",
            "%s. E drops after round 3 (FR.4.5~p1); A, B, C and D remain and A has met B, C and "
            "D: no pairing of the four avoids a rematch, so rematches, or byes of even count "
            "instead, are legal (BF-NO-REMATCH, BF-BYE). Swiss pairs one group of everyone "
            "still playing: that A is the only fighter without a loss and that B, C, D (with "
            "losses) could be paired C–D with B's bye changes nothing. %d pairings." % (
                p1_quote(fam), len(acts)),
            ["FR.3.2.1~p1", "FR.4.5~p1"],
            ["swiss", "pairing", "legal", "drop", "reading:BF-NO-REMATCH", "reading:BF-BYE"],
            setup, b.script, {"legal": [{"step": step, "actions": acts}]})


def rematch_free_by_repairing(fam):
    """Fields whose rematch-free pairing exists but is found only by re-pairing around odd
    cycles of fighters who have not met: twelve fighters play six rounds, four drop, and the
    eight left have met often enough that taking each fighter's first unmet opponent in turn
    strands two of them; a pairing with a rematch is still rejected (BF-NO-REMATCH)."""
    fields = (
        ("reject-rematch-field-paired-only-by-repairing", "E", "F", 5, (
            [["A", "E"], ["B", "G"], ["C", "J"], ["D", "L"], ["F", "H"], ["K", "I"]],
            [["A", "H"], ["B", "F"], ["C", "K"], ["D", "E"], ["G", "J"], ["L", "I"]],
            [["A", "G"], ["B", "J"], ["C", "I"], ["D", "K"], ["E", "H"], ["F", "L"]],
            [["A", "L"], ["B", "K"], ["C", "E"], ["D", "H"], ["F", "J"], ["G", "I"]],
            [["A", "J"], ["B", "L"], ["C", "H"], ["D", "I"], ["E", "F"], ["G", "K"]],
            [["A", "C"], ["B", "I"], ["D", "J"], ["E", "G"], ["F", "K"], ["H", "L"]])),
        ("reject-rematch-field-paired-only-by-repairing-2", "G", "H", 4, (
            [["A", "C"], ["B", "E"], ["D", "G"], ["F", "H"], ["J", "K"], ["L", "I"]],
            [["A", "J"], ["B", "L"], ["C", "E"], ["D", "H"], ["F", "G"], ["K", "I"]],
            [["A", "F"], ["B", "H"], ["C", "I"], ["D", "K"], ["E", "G"], ["L", "J"]],
            [["A", "I"], ["B", "F"], ["C", "J"], ["D", "E"], ["G", "H"], ["L", "K"]],
            [["A", "G"], ["B", "K"], ["C", "H"], ["D", "I"], ["E", "L"], ["F", "J"]],
            [["A", "H"], ["B", "J"], ["C", "G"], ["D", "L"], ["E", "I"], ["F", "K"]])),
    )
    for name, x, y, met_round, schedule in fields:
        setup = {"format": "swiss", "rounds": 7, "fighters": names(12)}
        b = fam.builder(setup, name)
        play_schedule(b, [(rnd, tables, []) for rnd, tables in enumerate(schedule, 1)])
        for d in "IJKL":
            b.do("drop", fighter=d)
        field = list("ABCDEFGH")
        tables = b.t.first_pairing(field)
        assert tables is not None
        s_bad = b.do("pair", round=7, tables=[["A", "B"], ["C", "D"], ["E", "F"], ["G", "H"]],
                     bye=[])
        s_ok = b.do("pair", round=7, tables=tables, bye=[])
        met = sorted("–".join(sorted((f, o))) for f in field for o in b.t.by_name[f].met()
                     if o in field and f < o)
        fam.add(name,
                "Eight fighters left after four drops: a rematch-free pairing exists only by "
                "re-pairing several tables; %s–%s again is rejected" % (x, y),
                "%s (BF-NO-REMATCH: a requirement wherever it can be met). Twelve fighters play "
                "six rounds; I, J, K and L drop (FR.4.5~p1). Among the eight left these have "
                "met: %s. The pairing at step %d repeats %s–%s (round %d); a pairing without any "
                "rematch exists (%s), so it is refused, and that pairing is accepted at step "
                "%d." % (p1_quote(fam), ", ".join(met), s_bad, x, y, met_round,
                         ", ".join("–".join(t) for t in tables), s_ok),
                ["FR.3.2.1~p1", "FR.4.5~p1"], ["swiss", "pairing", "drop",
                                               "reading:BF-NO-REMATCH"],
                setup, b.script, {"rejections": [{"step": s_bad, "rule": "FR.3.2.1~p1",
                                                  "class": "rematch"}],
                                  "events": [strip(b.events("pairing")[-1])]})

def generate(ctx):
    fam = Family(ctx, __name__)
    rejections(fam)
    auto_swiss(fam)
    auto_swiss_dense(fam)
    auto_special(fam)
    auto_de(fam)
    legal(fam)
    de_one_loss_rematch(fam)
    small_field(fam)
    forced_bye(fam)
    rematch_free_by_repairing(fam)
    return fam.cases
