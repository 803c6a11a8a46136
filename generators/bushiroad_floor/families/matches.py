"""Family `matches`: matches of several games (FR.4.1~p1: best-of-N, the first to (N+1)/2 sets;
drawn sets count for nobody, BF-SETS-TIME), the play order of the next set (FR.4.1~p2: the
loser of the set chooses; after a drawn set the game's own procedure, BF-SET-ORDER), concession
(FR.4.3~p1, ~p2: refused when the event forbids it, after the match is decided, after time, or
with a condition; BF-CONCEDE-LOSS, BF-CONCEDE-TIME), agreed draws (FR.4.4~p1) and the match
actions legal at a table.
"""

from . import Family, strip
from .scripts import four

P1 = ("FR.4.1~p1", "3本制2本先取などの複数本制の場合は、1本の対戦をセットと称します")
P2 = ("FR.4.1~p2", "直前のセットで敗北したファイターが行うことができます")
C1 = ("FR.4.3~p1", "ファイターが投了を宣言した瞬間、マッチの状況がどうであったとしても、そのファイターは"
                   "宣言したマッチに敗北します")
C1N = ("FR.4.3~p1", "大会に於いて投了が認められていない場合を除き")
C2T = ("FR.4.3~p2", "対戦時間が終了した後(エクストラターンがある場合はそれが終了した後)の投了や勝敗が"
                    "決定した後の投了は認められません")
C2C = ("FR.4.3~p2", "投了に対して、「時間切れになった場合は投了したことにする」などのような、何らかの"
                    "条件をつけることも認められません")
D1 = ("FR.4.4~p1", "対戦を行うファイター同士の合意によって、マッチの結果を引き分けにすることは、原則として"
                   "認められません")


def generate(ctx):
    fam = Family(ctx, __name__)
    q = fam.quote

    # best-of-N
    for n, sets in ((3, ["A", "A"]), (3, ["A", "B", "B"]), (3, ["A", None, "B", "A"]),
                    (5, ["B", "A", "B", "A", "B"]), (5, [None, None, "A", "A", "A"])):
        b, setup = four(fam, "sets/%d/%s" % (n, sets), {"best_of": n})
        seq = []
        for i, w in enumerate(sets):
            if w is None:
                b.do("set", round=1, table=["A", "B"], outcome="draw")
                seq.append("drawn")
            else:
                other = "B" if w == "A" else "A"
                if i + 1 < len(sets):
                    b.answer("play-order", other if i % 2 else w)
                b.do("set", round=1, table=[w, other], outcome="win")
                seq.append(w)
        # the run goes on after the deciding set: the other table's result completes the round
        b.do("result", round=1, table=["C", "D"], outcome="win")
        evs = [strip(e) for e in b.t.events if e["type"] in ("set", "play-order", "result")
               and e.get("table") == ["A", "B"]] + [strip(b.events("round-complete")[-1])]
        need = (n + 1) // 2
        cl = ["FR.4.1~p1"] + (["FR.4.1~p2"] if len(sets) > 1 else [])
        tags = ["sets"] + (["reading:BF-SETS-TIME", "reading:BF-SET-ORDER"]
                           if None in sets else [])
        fam.add("best-of-%d-%s" % (n, "-".join(w or "draw" for w in sets)),
                "Best of %d: sets %s" % (n, ", ".join(seq)),
                "%s; the first to %d sets wins the match. %s: after a won set its loser "
                "chooses who plays first (choose play-order by the loser); after a drawn set "
                "the order is the game's own procedure, a random permutation (BF-SET-ORDER); a "
                "drawn set counts for nobody (BF-SETS-TIME). Sets: %s; C–D's result then completes the "
                "round." % (
                    q(*P1), need, q(*P2), ", ".join(seq)), cl, tags, setup, b.script,
                # one result, the match's first: neither doubled nor marked as a correction
                {"events": evs, "exactly": [{"type": "result", "table": ["A", "B"],
                                             "$clauses": ["FR.4.1~p1"]}],
                 "absent": [{"type": "result", "corrected": True, "$clauses": ["FR.4.1~p1"]}]})
    # concession
    b, setup = four(fam, "concede")
    b.do("concede", round=1, fighter="B")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    fam.add("concede-loses-at-once", "A fighter who concedes loses the match at once",
            "%s: B concedes the open A–B match; A wins, an ordinary win and loss, not by default "
            "(BF-CONCEDE-LOSS), decided_by FR.4.3~p1; C–D's result then completes the round." %
            q(*C1), ["FR.4.3~p1"], ["concede", "reading:BF-CONCEDE-LOSS"], setup, b.script,
            {"events": [strip(e) for e in b.events("result")] +
                       [strip(b.events("round-complete")[-1])],
             "state": {"fighters": {"A": {"wins": 1}, "B": {"losses": 1}}},
             "exactly": [{"type": "result", "table": ["A", "B"], "$clauses": ["FR.4.3~p1"]}],
             "absent": [{"type": "result", "corrected": True, "$clauses": ["FR.4.3~p1"]}]})
    b, setup = four(fam, "concede-bo3", {"best_of": 3})
    b.answer("play-order", "B")
    b.do("set", round=1, table=["A", "B"], outcome="win")
    b.do("concede", round=1, fighter="A")
    fam.add("concede-best-of-3-whole-match", "A concession in a best-of-3 concedes the match, "
            "not the set", "%s; in a best-of-3 A leads 1–0 and concedes: B wins the match "
            "(BF-CONCEDE-LOSS)." % q(*C1), ["FR.4.3~p1", "FR.4.1~p1"],
            ["concede", "sets", "reading:BF-CONCEDE-LOSS"], setup, b.script,
            {"events": [strip(b.events("result")[-1])]})
    b, setup = four(fam, "concede-forbidden", {"concession": False})
    s = b.do("concede", round=1, fighter="A")
    b.do("result", round=1, table=["A", "B"], outcome="win")
    fam.add("concede-forbidden-by-event", "An event that forbids conceding refuses it",
            "%s (concession false): rejected, rule FR.4.3~p1; the match is then played and A "
            "wins." % q(*C1N), ["FR.4.3~p1"], ["concede"], setup, b.script,
            {"rejections": [{"step": s, "rule": "FR.4.3~p1"}],
             "events": [strip(b.events("result")[-1])]})
    b, setup = four(fam, "concede-decided")
    b.do("result", round=1, table=["A", "B"], outcome="win")
    s = b.do("concede", round=1, fighter="A")
    fam.add("concede-after-decided", "No concession after the match is decided",
            "%s: A already won; A's concession is rejected, rule FR.4.3~p2." % q(*C2T),
            ["FR.4.3~p2"], ["concede"], setup, b.script,
            {"rejections": [{"step": s, "rule": "FR.4.3~p2"}]})
    b, setup = four(fam, "concede-condition")
    s = b.do("concede", round=1, fighter="B", condition="time-up")
    fam.add("concede-with-condition", "A conditional concession is refused",
            "%s: a concession with a condition is rejected, rule FR.4.3~p2." % q(*C2C),
            ["FR.4.3~p2"], ["concede"], setup, b.script,
            {"rejections": [{"step": s, "rule": "FR.4.3~p2"}]})
    b, setup = four(fam, "concede-after-time", {"game": "vanguard", "adjudication": True})
    b.do("time", round=1, table=["A", "B"], state={"damage": {"A": 3, "B": 3}})
    s = b.do("concede", round=1, fighter="B")
    fam.add("concede-after-time-during-adjudication", "No concession once time is called, "
            "even while appendix A plays on", "%s. Time was called at 3–3 damage and the match "
            "continues to the end of the turn (AA.1#2), but time is over: rejected, rule "
            "FR.4.3~p2 (BF-CONCEDE-TIME)." % q(*C2T), ["FR.4.3~p2"],
            ["concede", "reading:BF-CONCEDE-TIME"], setup, b.script,
            {"rejections": [{"step": s, "rule": "FR.4.3~p2"}]})
    b, setup = four(fam, "concede-extra", {"extra_turns": 2})
    b.do("time", round=1, table=["A", "B"], turn="A")
    b.do("concede", round=1, fighter="A")
    fam.add("concede-during-extra-turns", "A concession during the extra turns is accepted",
            "%s: time is over only once the extra turns are over; A concedes during them and "
            "loses (BF-CONCEDE-TIME)." % q(*C2T), ["FR.4.3~p1", "FR.4.3~p2"],
            ["concede", "reading:BF-CONCEDE-TIME"], setup, b.script,
            {"events": [strip(b.events("result")[-1])]})
    # agreed draws
    for fmt, allowed in (("swiss", True), ("swiss", False), ("double-elimination", True)):
        extra = {"agreed_draws": True} if allowed else {}
        b, setup = four(fam, "agree/%s/%s" % (fmt, allowed), extra, fmt)
        s = b.do("agree-draw", round=1, table=["B", "A"])
        if not allowed:
            b.do("result", round=1, table=["A", "B"], outcome="win")
        b.do("result", round=1, table=["C", "D"], outcome="win")   # the round goes on
        exp = {"events": [strip(e) for e in b.events("result")] +
               [strip(b.events("round-complete")[-1])]}
        if not allowed:
            exp["rejections"] = [{"step": s, "rule": "FR.4.4~p1"}]
        fam.add("agree-draw-%s-%s" % (fmt, "allowed" if allowed else "default"),
                "Agreed draw, %s, %s" % (fmt, "allowed by the event" if allowed else
                                         "not allowed (default)"),
                "%s; %s" % (q(*D1), "the event allows it (agreed_draws): the match is a draw%s"
                            % (", a loss for both in double elimination (FR.3.2.2~p2)"
                               if fmt != "swiss" else "") if allowed else
                            "by default it is not allowed: rejected, rule FR.4.4~p1, and A "
                            "then wins the match."),
                ["FR.4.4~p1"], ["agree-draw"], setup, b.script, exp)
    # legal match actions
    for label, extra, pre in (("open", {"agreed_draws": True}, None),
                              ("no-concession", {"concession": False, "agreed_draws": True}, None),
                              ("decided", {"agreed_draws": True}, "result"),
                              ("defaults", {}, None)):
        b, setup = four(fam, "legal/" + label, extra)
        if pre:
            b.do("result", round=1, table=["A", "B"], outcome="win")
        s = b.add({"query": "legal", "round": 1, "table": ["B", "A"]})
        acts = b.t.legal[-1]["actions"]
        cl = ["FR.4.3~p2"] if pre else (["FR.4.3~p1", "FR.4.4~p1"])
        fam.add("legal-at-table-%s" % label, "Match actions legal at a table: %s" % label,
                "%s; %s. The legal actions at A–B: %s." % (q(*C1N), q(*D1), acts or "none (%s)"
                                                          % q(*C2T)),
                cl, ["concede", "agree-draw"], setup, b.script,
                {"legal": [{"step": s, "actions": acts}]})
    # the fighters of a table as the vocabulary lists them: in setup order, however posted
    setup = {"format": "swiss", "rounds": 3, "fighters": ["A", "B", "C", "D"],
             "agreed_draws": True}
    b = fam.builder(setup, "legal/posted-reversed")
    b.do("pair", round=1, tables=[["B", "A"], ["D", "C"]], bye=[])
    s = b.add({"query": "legal", "round": 1, "table": ["B", "A"]})
    acts = b.t.legal[-1]["actions"]
    # a query is no action: the match is then played as any other
    b.do("concede", round=1, fighter="A")
    fam.add("legal-at-table-posted-reversed", "Match actions legal at a table posted as B–A",
            "%s; %s. Round 1 posts B–A; the legal actions there: %s (the agreed draw names the "
            "table's fighters in setup order). The query changes nothing: A then concedes and "
            "B wins." % (q(*C1N), q(*D1), acts),
            ["FR.4.3~p1", "FR.4.4~p1"], ["concede", "agree-draw", "reading:BF-CONCEDE-LOSS"],
            setup, b.script,
            {"legal": [{"step": s, "actions": acts}],
             "events": [strip(b.events("result")[-1])]})
    return fam.cases
