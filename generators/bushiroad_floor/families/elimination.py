"""Family `elimination`: double and single elimination, FR.3.2.2, FR.3.2.2.1, FR.3.2.2.2, FR.3.2.3.

Double elimination: only undefeated and one-loss fighters play on; two losses eliminate
(FR.3.2.2.1~p1); a draw, a time-up or a simultaneous loss is a loss for both (FR.3.2.2~p2,
FR.3.2.2.1~p2, BF-SIMUL); play stops when the undefeated are at most the top places
(FR.3.2.2~p1; BF-DE-END when none is left).  Standings by wins, then the mean of the
opponents' MW over effective rounds (FR.3.2.2.2~p2, ~p3), head-to-head, random.

Single elimination: winners advance (FR.3.2.3~p1); a simultaneous loss goes to the non-turn
fighter (~p2); a time-up draw is a loss for both (~p3); automatic pairing by the bracket
(BF-SE-WALKOVER).
"""

from . import Family, strip
from ..model.numbers import rational
from .descriptions import describe_floor
from .readings import reading_tags
from .scripts import de_pairing, names, play_one_outcome, play_round

DE_CLAUSES = ["FR.3.2.2~p1", "FR.3.2.2.1~p1"]
STANDINGS_CLAUSES = ["FR.3.2.2.2~p1", "FR.3.2.2.2~p2", "FR.3.2.2.2~p3"]
DEFAULT_EXCLUSION = "FR.3.2.2.2~p6"  # only where a bye or a win by default is left out


def p1_quote(fam):
    return fam.quote("FR.3.2.2~p1", "全勝のファイターと1敗のファイターのみが次の対戦を行い、最後まで"
                                    "勝ち残ったファイターが優勝となります")


def eff_quote(fam):
    return fam.quote("FR.3.2.2.2~p3", "もっとも少ない回戦数のことを指します")


def run_de(fam, key, setup, weights, max_attempts=60):
    for attempt in range(max_attempts):
        k = "%s/%d" % (key, attempt)
        rng = fam.rng(k)
        b = fam.builder(setup, k)
        rnd = 0
        ok = True
        while not b.t.finished:
            rnd += 1
            p = de_pairing(b.t, rng, rnd)
            if p is None or rnd > 12:
                ok = False
                break
            play_round(b, rng, rnd, p, weights)
        if ok:
            return b
    raise AssertionError(key + ": no double-elimination run completed")


def de_expect(b, with_standings):
    events = [strip(e) for e in b.events("round-complete")]
    if with_standings:
        events.append(strip(b.events("standings")[-1]))
    fighters = {f.name: {"wins": f.wins, "losses": f.losses, "eliminated": f.eliminated}
                for f in b.t.fighters}
    return {"state": {"finished": True, "fighters": fighters}, "events": events}


def random_de(fam):
    plan = [(n, 1) for n in range(5, 17)] + [(8, 2), (12, 2), (16, 4), (10, 3), (9, 2)]
    weights = (("win", 88), ("draw", 4), ("time-up", 4), ("double-loss", 4))
    for i, (n, top) in enumerate(plan):
        scoring = {"win": 3, "draw": 0, "loss": 0} if i % 4 == 3 else None
        setup = {"format": "double-elimination", "fighters": names(n)}
        if scoring:
            setup["scoring"] = scoring
        if top != 1:
            setup["top_places"] = top
        b = run_de(fam, "de/%d/%d" % (n, top), setup, weights)
        b.do("standings")
        detail = b.t.standings_details[-1]
        clauses = DE_CLAUSES + STANDINGS_CLAUSES
        outcomes = {e.get("outcome") for e in b.script}
        if "win-by-default" in outcomes or any(e.get("bye") for e in b.script):
            clauses.append(DEFAULT_EXCLUSION)
        if outcomes & {"draw", "time-up"}:
            clauses.append("FR.3.2.2~p2")
        if "time-up" in outcomes:
            clauses.append("FR.3.2.2.1~p2")
        if detail["log"]:
            clauses.append("FR.3.2.1.2#2")
        if any(e[0] == "random" for e in detail["log"]):
            clauses.append("FR.3.2.1.2#3")
        last = b.events("round-complete")[-1]
        desc = ("%s; %s. The event ends after round %d with %s undefeated (top places %d). "
                "Standings by wins (FR.3.2.2.2~p1). %s %s" % (
                    p1_quote(fam), fam.quote("FR.3.2.2~p2", "引き分けは敗北したものと同様に扱います"),
                    last["round"], ", ".join(last["champions"]) or "nobody", top,
                    eff_quote(fam), describe_floor(b.t, detail)))
        tags = ["double-elimination", "standings", "floor"] + sorted(reading_tags(b.t, b.script))
        fam.add("double-elimination-%02d-fighters-top-%d" % (n, top),
                "Double elimination, %d fighters, top places %d%s: rounds, champion, standings"
                % (n, top, ", 3-point wins" if scoring else ""),
                desc, clauses, tags, setup, b.script, de_expect(b, True))


def de_outcomes(fam):
    for outcome, clause, why in (
            ("draw", "FR.3.2.2~p2", "a draw is treated as a loss for both"),
            ("time-up", "FR.3.2.2.1~p2", "unfinished at time: a draw, so a loss for both"),
            ("simultaneous-loss", "FR.3.2.2~p2", "both meet a loss condition at once: a draw, "
                                                 "so a loss for both (BF-SIMUL)"),
            ("double-loss", "FR.3.2.2~p1", "a double loss: both lose")):
        setup = {"format": "double-elimination", "fighters": names(4)}
        b = fam.builder(setup, "de-outcome/" + outcome)
        play_one_outcome(b, outcome)
        clauses = DE_CLAUSES + [clause] if clause not in DE_CLAUSES else list(DE_CLAUSES)
        if clause != "FR.3.2.2~p2" and outcome != "double-loss":
            clauses.append("FR.3.2.2~p2")
        fam.add("double-elimination-%s" % outcome,
                "Double elimination: %s counts as a loss for both fighters" % outcome,
                "%s: A–B %s. After round 1 only C is undefeated: with one top place the event "
                "is over, C is champion (%s)." % (
                    fam.quote(clause, fam.index.text(clause)[:30]), why, p1_quote(fam)),
                clauses, ["double-elimination"] + sorted(reading_tags(b.t, b.script)), setup,
                b.script,
                {"state": {"finished": True, "fighters": {
                    "A": {"wins": 0, "losses": 1}, "B": {"wins": 0, "losses": 1},
                    "C": {"wins": 1, "losses": 0}, "D": {"wins": 0, "losses": 1}}},
                 "events": [{"type": "result", "round": 1, "winners": [], "losers": ["A", "B"]},
                            {"type": "round-complete", "round": 1, "remaining": names(4),
                             "finished": True, "champions": ["C"]}]})


def de_end(fam):
    """BF-DE-END: the last two undefeated fighters draw; nobody is left undefeated."""
    for n, outcome in ((4, "draw"), (8, "time-up")):
        setup = {"format": "double-elimination", "fighters": names(n)}
        b = fam.builder(setup, "de-end/%d" % n)
        if n == 4:
            b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
            b.do("result", round=1, table=["A", "B"], outcome="win")
            b.do("result", round=1, table=["C", "D"], outcome="win")
            b.do("pair", round=2, tables=[["A", "C"], ["B", "D"]], bye=[])
            b.do("result", round=2, table=["A", "C"], outcome=outcome)
            b.do("result", round=2, table=["B", "D"], outcome="win")
        else:
            b.do("pair", round=1, tables=[["A", "B"], ["C", "D"], ["E", "F"], ["G", "H"]],
                 bye=[])
            for t in (["A", "B"], ["C", "D"], ["E", "F"], ["G", "H"]):
                b.do("result", round=1, table=t, outcome="win")
            b.do("pair", round=2, tables=[["A", "C"], ["E", "G"], ["B", "D"], ["F", "H"]],
                 bye=[])
            b.do("result", round=2, table=["A", "C"], outcome="win")
            b.do("result", round=2, table=["E", "G"], outcome="win")
            b.do("result", round=2, table=["B", "D"], outcome="win")
            b.do("result", round=2, table=["F", "H"], outcome="win")
            b.do("pair", round=3, tables=[["A", "E"], ["C", "B"], ["G", "F"]], bye=[])
            b.do("result", round=3, table=["A", "E"], outcome=outcome)
            b.do("result", round=3, table=["C", "B"], outcome="win")
            b.do("result", round=3, table=["G", "F"], outcome="win")
        last = strip(b.events("round-complete")[-1])
        fam.add("double-elimination-no-undefeated-left-%d" % n,
                "Double elimination: the last two undefeated fighters %s; the event ends with "
                "no champion" % ("draw" if outcome == "draw" else "time out"),
                "%s; %s. The last two undefeated fighters, A and %s, %s: both take a loss, "
                "nobody is undefeated. BF-DE-END: zero is at most the top places, so the event "
                "is finished, champions empty." % (
                    p1_quote(fam), fam.quote("FR.3.2.2~p2", "引き分けは敗北したものと同様に扱います"),
                    "C" if n == 4 else "E", outcome),
                DE_CLAUSES + ["FR.3.2.2~p2"] + (["FR.3.2.2.1~p2"] if outcome == "time-up"
                                                else []),
                ["double-elimination", "reading:BF-DE-END"], setup, b.script,
                {"events": [last], "state": {"finished": True}})


def se_auto(fam):
    for n in (4, 8, 16):
        key = "se/%d" % n
        rng = fam.rng(key)
        setup = {"format": "single-elimination", "fighters": names(n)}
        b = fam.builder(setup, key)
        r = 0
        while not b.t.finished:
            r += 1
            b.do("pair", round=r)
            for x, y in b.events("pairing")[-1]["tables"]:
                t = [x, y] if rng.random() < 0.5 else [y, x]
                b.do("result", round=r, table=t, outcome="win")
        champ = b.events("round-complete")[-1]["champions"]
        fam.add("single-elimination-%02d-fighters" % n,
                "Single elimination, %d fighters: the bracket, round by round, to one champion"
                % n,
                "%s. BF-PAIR: round 1 pairs the scripted seats; later rounds pair the winners "
                "in the order of their tables (winner of table 1 against winner of table 2, …). "
                "Champion: %s." % (fam.quote("FR.3.2.3~p1", "対戦に勝ったファイターのみが次の対戦を"
                                                          "行い、最後まで勝ち残ったファイターが優勝と"
                                                          "なります"), champ[0]),
                ["FR.3.2.3~p1"], ["single-elimination", "pairing", "reading:BF-PAIR"], setup,
                b.script, {"events": [strip(e) for e in b.events("pairing")] +
                           [strip(b.events("round-complete")[-1])],
                           "state": {"finished": True}})


SE_BRACKETS = (
    # (name, fighters, round-1 seating or None (drawn), tables lost by both in round 1 (by
    # their place in the round), a round-1 winner who drops before round 2 (by table place),
    # a fighter who wins every match played (or None: winners drawn))
    ("5-fighters-first-seated-last", 5, ["B", "C", "D", "E", "A"], (), None, None),
    ("6-fighters", 6, None, (), None, None),
    ("7-fighters", 7, None, (), None, None),
    ("11-fighters", 11, None, (), None, None),
    ("8-fighters-two-walkovers", 8, None, (1, 3), None, None),
    ("8-fighters-winner-drops", 8, None, (), 2, None),
    # the setup's first fighter survives the last table: the bye of round 2 is theirs
    ("6-fighters-first-wins-last-table", 6, ["B", "C", "D", "E", "F", "A"], (), None, "A"),
    ("10-fighters-first-wins-last-table", 10, ["J", "B", "C", "D", "E", "F", "G", "H", "I", "A"],
     (), None, "A"),
)


def se_brackets(fam):
    """Brackets that are not powers of two: the last seat's bye in round 1, a survivor whose
    neighbour is missing (an odd number of survivors, a table lost by both, a winner who
    dropped) gets the bye (BF-SE-WALKOVER); the engine pairs every round (BF-PAIR)."""
    for name, n, seating, both_lose, drops, favour in SE_BRACKETS:
        key = "se-bracket/" + name
        rng = fam.rng(key)
        setup = {"format": "single-elimination", "fighters": names(n)}
        b = fam.builder(setup, key)
        if seating:
            b.preset = [("seating", list(seating))]
        r, gone = 0, None
        while not b.t.finished:
            r += 1
            b.do("pair", round=r)
            for k, (x, y) in enumerate(b.events("pairing")[-1]["tables"]):
                t = [x, y] if rng.random() < 0.5 else [y, x]
                if favour in t:
                    t = [favour, x if y == favour else y]
                outcome = "time-up" if r == 1 and k in both_lose else "win"
                b.do("result", round=r, table=t, outcome=outcome)
                if r == 1 and k == drops:
                    gone = t[0]
            if gone and r == 1:
                b.do("drop", fighter=gone)
        byes = ["round %d: %s" % (e["round"], e["bye"][0]) for e in b.events("pairing")
                if e["bye"]]
        champ = b.events("round-complete")[-1]["champions"]
        why = []
        if both_lose:
            why.append("round 1's table%s %s end%s time up, both fighters out" % (
                "s" if len(both_lose) > 1 else "", " and ".join(str(k + 1) for k in both_lose),
                "" if len(both_lose) > 1 else "s"))
        if gone:
            why.append("%s wins round 1 and then drops (FR.4.5~p1)" % gone)
        clauses = ["FR.3.2.3~p1"] + (["FR.3.2.3~p3"] if both_lose else []) + \
            (["FR.4.5~p1"] if gone else [])
        fam.add("single-elimination-bracket-%s" % name,
                "Single elimination, %d fighters: byes where a survivor has no neighbour" % n,
                "%s. BF-PAIR: round 1 pairs the seats 1–2, 3–4, …, the last seat of an odd "
                "count getting the bye; later rounds pair the survivors in the order of the "
                "previous round's tables and bye, and a survivor whose neighbour is missing gets "
                "the bye (BF-SE-WALKOVER)%s. Byes: %s. Champion: %s." % (
                    fam.quote("FR.3.2.3~p1", "対戦に勝ったファイターのみが次の対戦を行い、最後まで"
                                             "勝ち残ったファイターが優勝となります"),
                    "; " + "; ".join(why) if why else "", "; ".join(byes) or "none", champ[0]),
                clauses, ["single-elimination", "pairing", "bye", "reading:BF-PAIR",
                          "reading:BF-SE-WALKOVER"] + (["drop"] if gone else []), setup,
                b.script, {"events": [strip(e) for e in b.events("pairing")] +
                           [strip(b.events("round-complete")[-1])],
                           "state": {"finished": True,
                                     "fighters": {f.name: f.state() for f in b.t.fighters}}})


def se_bye_holder_drops(fam):
    """Single elimination: round 1's bye holder drops before round 2; its slot in the bracket
    is empty and the two winners meet, nobody getting a bye (BF-SE-WALKOVER)."""
    setup = {"format": "single-elimination", "fighters": names(5)}
    b = fam.builder(setup, "se-bye-holder-drops")
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=["E"])
    b.do("result", round=1, table=["A", "B"], outcome="win")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("drop", fighter="E")
    b.random("seating", ["C", "A"])
    b.do("pair", round=2)
    fam.add("single-elimination-bye-holder-drops",
            "Single elimination: the round-1 bye holder drops; round 2 pairs the two winners "
            "without a bye",
            "%s. Round 1: A beats B, C beats D, E has the bye; E then drops (FR.4.5~p1). "
            "BF-PAIR: round 2 pairs the survivors in the order of round 1's tables and bye — "
            "A, C, and E's slot, now empty — so A meets C and nobody has the bye "
            "(BF-SE-WALKOVER: a survivor gets the bye only when its neighbour is missing)." % (
                fam.quote("FR.3.2.3~p1", "対戦に勝ったファイターのみが次の対戦を行い、最後まで"
                                         "勝ち残ったファイターが優勝となります")),
            ["FR.3.2.3~p1", "FR.4.5~p1"],
            ["single-elimination", "pairing", "bye", "drop", "reading:BF-PAIR",
             "reading:BF-SE-WALKOVER", "reading:BF-BYE"], setup, b.script,
            {"events": [strip(b.events("pairing")[-1])],
             "state": {"fighters": {"E": {"dropped": True, "byes": 1}}}})


def se_outcomes(fam):
    # simultaneous loss: the non-turn fighter wins (FR.3.2.3~p2)
    for turn in ("A", "B"):
        setup = {"format": "single-elimination", "fighters": names(4)}
        b = fam.builder(setup, "se-simul/" + turn)
        b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
        b.do("result", round=1, table=["A", "B"], outcome="simultaneous-loss", turn=turn)
        b.do("result", round=1, table=["C", "D"], outcome="win")
        other = "B" if turn == "A" else "A"
        fam.add("single-elimination-simultaneous-loss-turn-%s" % turn.lower(),
                "Single elimination: both lose at once in %s's turn; %s, the non-turn fighter, "
                "wins" % (turn, other),
                "%s. %s is the turn fighter: %s wins and advances." % (
                    fam.quote("FR.3.2.3~p2", "非ターンファイターであるファイターが勝利、ターン"
                                             "ファイターであるファイターが敗北となります"), turn, other),
                ["FR.3.2.3~p2", "FR.3.2.3~p1"], ["single-elimination"], setup, b.script,
                {"events": [{"type": "result", "round": 1, "winners": [other],
                             "losers": [turn]},
                            {"type": "round-complete", "round": 1,
                             "remaining": sorted([other, "C"]), "finished": False}],
                 "state": {"fighters": {turn: {"eliminated": True},
                                        other: {"eliminated": False}}}})
    # time-up and draw: a loss for both; a double loss
    for outcome in ("time-up", "draw", "double-loss"):
        setup = {"format": "single-elimination", "fighters": names(4)}
        b = fam.builder(setup, "se-both/" + outcome)
        b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
        b.do("result", round=1, table=["A", "B"], outcome=outcome)
        b.do("result", round=1, table=["C", "D"], outcome="win")
        clause = "FR.3.2.3~p3" if outcome != "double-loss" else "FR.3.2.3~p1"
        fam.add("single-elimination-%s" % outcome,
                "Single elimination: %s — neither fighter advances; C is champion" % outcome,
                "%s. A–B: %s, both out. C beat D and is the only survivor: finished." % (
                    fam.quote("FR.3.2.3~p3", "引き分けとなり、敗北したものと同様に扱います"),
                    outcome),
                sorted({clause, "FR.3.2.3~p1"}), ["single-elimination"], setup, b.script,
                {"events": [{"type": "result", "round": 1, "winners": [], "losers": ["A", "B"]},
                            {"type": "round-complete", "round": 1, "remaining": ["C"],
                             "finished": True, "champions": ["C"]}],
                 "state": {"finished": True, "fighters": {"A": {"eliminated": True},
                                                          "B": {"eliminated": True}}}})
    # the last table of round 1 lost by both: its neighbour walks over (BF-SE-WALKOVER)
    setup = {"format": "single-elimination", "fighters": names(8)}
    b = fam.builder(setup, "se-walkover")
    b.preset = [("seating", names(8))]
    b.do("pair", round=1)
    b.do("result", round=1, table=["A", "B"], outcome="win")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("result", round=1, table=["E", "F"], outcome="win")
    b.do("result", round=1, table=["G", "H"], outcome="time-up")
    b.preset = [("seating", ["A", "C", "E"])]
    b.do("pair", round=2)
    ev = strip(b.events("pairing")[-1])
    assert ev == {"type": "pairing", "round": 2, "tables": [["A", "C"]], "bye": ["E"]}, ev
    b.do("result", round=2, table=["A", "C"], outcome="win")
    b.do("pair", round=3, tables=[["E", "A"]], bye=[])
    b.do("result", round=3, table=["E", "A"], outcome="win")
    fam.add("single-elimination-walkover",
            "Single elimination: table 4 lost by both; the winner of table 3 has a bye",
            "%s: G–H time up, neither advances. BF-SE-WALKOVER: in round 2 the winners of "
            "tables 1 and 2 meet; the winner of table 3 has no neighbour and gets the bye. "
            "Round 3 (paired explicitly): E beats A and is champion." % fam.quote(
                "FR.3.2.3~p3", "引き分けとなり、敗北したものと同様に扱います"),
            ["FR.3.2.3~p1", "FR.3.2.3~p3"],
            ["single-elimination", "pairing", "reading:BF-PAIR", "reading:BF-SE-WALKOVER"],
            setup, b.script,
            {"events": [ev, strip(b.events("round-complete")[-1])],
             "state": {"finished": True}})
    # an eliminated fighter cannot be paired
    setup = {"format": "single-elimination", "fighters": names(4)}
    b = fam.builder(setup, "se-reject")
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
    b.do("result", round=1, table=["A", "B"], outcome="win")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    s_bad = b.do("pair", round=2, tables=[["A", "C"], ["B", "D"]], bye=[])
    s_ok = b.do("pair", round=2, tables=[["A", "C"]], bye=[])
    fam.add("single-elimination-reject-eliminated",
            "Single elimination: a pairing naming the round-1 losers is rejected",
            "%s. B and D lost in round 1; step %d pairs them and is refused; step %d is "
            "accepted." % (fam.quote("FR.3.2.3~p1", "対戦に勝ったファイターのみが次の対戦を行い"),
                           s_bad, s_ok),
            ["FR.3.2.3~p1"], ["single-elimination", "pairing"], setup, b.script,
            {"rejections": [{"step": s_bad, "rule": "FR.3.2.3~p1"}], "state": {"round": 2}})


OMW_CLAUSES = ["FR.3.2.2.2~p4", "FR.3.2.2.2~p5", "FR.3.2.2.2~p7"]


def de_omw_decides(fam):
    """FR.3.2.2.2~p4, ~p5, ~p7: among fighters with equal wins, the exact mean of the
    opponents' MW orders them (higher first).  Runs are searched for standings where at least
    two adjacent rows share their wins and differ in OMW; the order inside each wins group is
    checked here against the OMW values."""
    made = 0
    for seed in range(200):
        if made >= 3:
            break
        n = (8, 12, 16)[seed % 3]
        setup = {"format": "double-elimination", "fighters": names(n)}
        b = run_de(fam, "de-omw/%d" % seed, setup, (("win", 1),))
        b.do("standings")
        detail = b.t.standings_details[-1]
        rows = b.events("standings")[-1]["rows"]
        pairs = [(x["fighter"], y["fighter"]) for x, y in zip(rows, rows[1:])
                 if x["wins"] == y["wins"] and detail["omw"][x["fighter"]] !=
                 detail["omw"][y["fighter"]]]
        if not pairs:
            continue
        for x, y in zip(rows, rows[1:]):
            if x["wins"] == y["wins"]:
                assert detail["omw"][x["fighter"]] >= detail["omw"][y["fighter"]], (x, y)
        made += 1
        clauses = DE_CLAUSES + STANDINGS_CLAUSES + OMW_CLAUSES
        if any(e.get("bye") for e in b.script):
            clauses.append(DEFAULT_EXCLUSION)
        if detail["log"]:
            clauses.append("FR.3.2.1.2#2")
        if any(e[0] == "random" for e in detail["log"]):
            clauses.append("FR.3.2.1.2#3")
        desc = ("%s; %s; %s. Equal wins decided by OMW: %s. %s %s" % (
            fam.quote("FR.3.2.2.2~p5", "「相手のマッチ勝率の平均」=「相手ファイターのマッチ勝率の合計」÷"
                                       "「相手ファイターの人数」"),
            fam.quote("FR.3.2.2.2~p7", "この「相手のマッチ勝率の平均」が高いファイターがより上位となります"),
            fam.quote("FR.3.2.2.2~p1", "勝ち数が同じ場合は"),
            "; ".join("%s (%s) above %s (%s)" % (x, rational(detail["omw"][x]), y,
                                                 rational(detail["omw"][y])) for x, y in pairs),
            eff_quote(fam), describe_floor(b.t, detail)))
        tags = ["double-elimination", "standings", "floor"] + sorted(reading_tags(b.t, b.script))
        fam.add("double-elimination-omw-orders-equal-wins-%d" % made,
                "Double elimination, %d fighters: equal wins ordered by the opponents' mean MW"
                % len(setup["fighters"]), desc, clauses, tags, setup, b.script,
                de_expect(b, True))
    if made < 3:
        raise AssertionError("double elimination: too few runs where OMW orders equal wins")


def generate(ctx):
    fam = Family(ctx, __name__)
    random_de(fam)
    de_outcomes(fam)
    de_end(fam)
    se_auto(fam)
    se_brackets(fam)
    se_bye_holder_drops(fam)
    se_outcomes(fam)
    de_omw_decides(fam)
    return fam.cases
