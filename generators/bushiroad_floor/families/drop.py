"""Family `drop`: retiring from the event, FR.4.5.

FR.4.5~p1: a fighter who drops before the next pairing is posted is not paired again (an
explicit pairing naming them is rejected).  FR.4.5~p2: a drop after the pairing of the next
round began loses that match (by default, BF-DROP-LATE; the opponent wins by default) and is
removed from the round after; the fighter who holds that round's bye loses the bye, a loss by
default (BF-ML-BYE: the bye is the fighter's match of its round), while one who drops once the
round is complete keeps it.  The standings keep dropped fighters; the floor MW divides by the
event's rounds (FR.3.2.1.2#1), matches by default stay out of the averages; in double
elimination a retired fighter's effective rounds are the rounds played plus the losses still
needed to reach two (FR.3.2.2.2~p3).
"""

from . import Family, strip
from .descriptions import describe_floor
from .readings import reading_tags
from .scripts import de_pairing, names, pick_outcome, play_round, result_entry, swiss_pairing

P1 = ("FR.4.5~p1", "遅くとも次のマッチングが発表される前に、スコアキーパーを行っている運営スタッフに"
                   "その旨を伝え、受理されなければなりません")
P2 = ("FR.4.5~p2", "運営スタッフが次のマッチのためのマッチング作業を始めた後に、リタイアを申し出た"
                   "ファイターは、次のマッチに敗北したものとして取り扱われ、そのマッチの次のマッチより"
                   "大会から除外されます")


def between_rounds(fam):
    for i, (n, auto) in enumerate(((6, True), (7, True), (8, False), (5, False))):
        key = "between/%d" % i
        rng = fam.rng(key)
        setup = {"format": "swiss", "rounds": 3, "fighters": names(n)}
        b = fam.builder(setup, key)
        play_round(b, rng, 1, swiss_pairing(b.t, rng), (("win", 1),))
        gone = rng.choice(names(n))
        b.do("drop", fighter=gone)
        if auto:
            b.do("pair", round=2)
            for x, y in b.events("pairing")[-1]["tables"]:
                b.do("result", round=2, table=[x, y], outcome="win")
        else:
            play_round(b, rng, 2, swiss_pairing(b.t, rng), (("win", 1),))
        events = [strip(e) for e in b.events("pairing")[-1:]] if auto else []
        events.append(strip(b.events("round-complete")[-1]))
        fam.add("drop-between-rounds-%d-fighters%s" % (n, "-auto" if auto else ""),
                "%s drops after round 1 and is not paired in round 2 (%d fighters%s)" % (
                    gone, n, ", automatic pairing" if auto else ""),
                "%s. %s drops after round 1 is complete, before round 2 is posted: not paired "
                "again%s; round 2's remaining fighters leave %s out." % (
                    fam.quote(*P1), gone, " (the seating options exclude them)" if auto else "",
                    gone),
                ["FR.4.5~p1"], ["swiss", "drop"] + sorted(reading_tags(b.t, b.script)), setup,
                b.script, {"events": events, "state": {"fighters": {gone: {
                    "dropped": True, "wins": b.t.by_name[gone].wins,
                    "losses": b.t.by_name[gone].losses}}}})


def late(fam):
    for i, (fmt, n) in enumerate((("swiss", 6), ("swiss", 8), ("swiss", 7),
                                  ("double-elimination", 8))):
        key = "late/%d" % i
        rng = fam.rng(key)
        setup = {"format": fmt, "fighters": names(n)}
        if fmt == "swiss":
            setup["rounds"] = 3
        b = fam.builder(setup, key)
        pair = swiss_pairing if fmt == "swiss" else (lambda t, r: de_pairing(t, r, 1))
        play_round(b, rng, 1, pair(b.t, rng), (("win", 1),))
        p = swiss_pairing(b.t, rng) if fmt == "swiss" else de_pairing(b.t, rng, 2)
        tables, bye = p
        b.do("pair", round=2, tables=tables, bye=bye)
        gone_table = tables[0]
        gone = rng.choice(gone_table)
        other = gone_table[0] if gone_table[1] == gone else gone_table[1]
        before = {x: (b.t.by_name[x].wins, b.t.by_name[x].losses) for x in (gone, other)}
        b.do("drop", fighter=gone)
        for x, y in tables[1:]:
            b.do("result", round=2, table=[x, y], outcome="win")
        if fmt == "swiss":
            b.do("pair", round=3)
        events = [{"type": "result", "round": 2, "winners": [other], "losers": [gone]},
                  strip(b.events("round-complete")[-1])]
        if fmt == "swiss":
            events.append(strip(b.events("pairing")[-1]))
        fam.add("drop-late-%s-%d-fighters" % (fmt, n),
                "%s drops after round 2 is posted: loses it by default, %s wins by default (%s)"
                % (gone, other, fmt),
                "%s. Round 2 pairs %s with %s; %s then drops: the match is lost by default and "
                "%s wins it by default (BF-DROP-LATE)%s." % (
                    fam.quote(*P2), gone, other, gone, other,
                    "; round 3 pairs everyone else" if fmt == "swiss" else ""),
                ["FR.4.5~p2"] + (["FR.3.2.2~p1"] if fmt != "swiss" else []),
                [fmt, "drop"] + sorted(reading_tags(b.t, b.script)), setup, b.script,
                {"events": events, "state": {"fighters": {
                    gone: {"dropped": True, "wins": before[gone][0],
                           "losses": before[gone][1] + 1},
                    other: {"dropped": False, "wins": before[other][0] + 1,
                            "losses": before[other][1]}}}})


def bye_holder(fam):
    """The two paths of a fighter who holds the bye of the round being played: dropping while the
    round is played loses the bye (FR.4.5~p2 with BF-ML-BYE), dropping once it is complete keeps
    it (FR.4.5~p1 only)."""
    for n, during in ((5, True), (7, True), (5, False), (7, False)):
        key = "bye/%d/%s" % (n, during)
        rng = fam.rng(key)
        setup = {"format": "swiss", "rounds": 3, "fighters": names(n)}
        b = fam.builder(setup, key)
        play_round(b, rng, 1, swiss_pairing(b.t, rng), (("win", 1),))
        tables, bye = swiss_pairing(b.t, rng)
        b.do("pair", round=2, tables=tables, bye=bye)
        holder = bye[0]
        if not during:
            for x, y in tables:
                b.do("result", round=2, table=[x, y], outcome="win")
        before = b.t.by_name[holder]
        wins, losses, points = before.wins, before.losses, before.points
        b.do("drop", fighter=holder)
        if during:
            for x, y in tables:
                b.do("result", round=2, table=[x, y], outcome="win")
        b.do("pair", round=3)
        win = setup.get("scoring", {}).get("win", 1)
        rec = ({"wins": wins - 1, "losses": losses + 1, "points": points - win} if during else
               {"wins": wins, "losses": losses, "points": points})
        rec.update({"dropped": True, "byes": 1})
        tags = ["swiss", "drop", "bye"] + sorted(reading_tags(b.t, b.script))
        if during:
            fam.add("drop-with-bye-during-round-%d-fighters" % n,
                    "%s, who holds round 2's bye, drops while round 2 is played: the bye is the "
                    "match it loses" % holder,
                    "%s. Round 2 gives %s the bye (BF-BYE: a win by default); %s drops before the "
                    "round's tables have their results: its next match is round 2's, the bye, "
                    "which becomes a loss by default (BF-ML-BYE: the bye is the fighter's match "
                    "of its round): %d win%s, %d loss%s, %d point%s; round 3 leaves %s out." % (
                        fam.quote(*P2), holder, holder, rec["wins"],
                        "" if rec["wins"] == 1 else "s", rec["losses"],
                        "" if rec["losses"] == 1 else "es", rec["points"],
                        "" if rec["points"] == 1 else "s", holder),
                    ["FR.4.5~p2"], tags, setup, b.script,
                    {"state": {"fighters": {holder: rec}},
                     "events": [strip(b.events("pairing")[-1])]})
        else:
            fam.add("drop-with-bye-after-round-%d-fighters" % n,
                    "%s drops once round 2, in which it had the bye, is complete: the bye stays "
                    "a win" % holder,
                    "%s. Round 2 gives %s the bye and every table has its result; %s drops before "
                    "round 3 is posted: not paired again, and round 2's bye, a match already "
                    "decided, stays a win by default (BF-BYE): %d win%s, %d point%s." % (
                        fam.quote(*P1), holder, holder, rec["wins"],
                        "" if rec["wins"] == 1 else "s", rec["points"],
                        "" if rec["points"] == 1 else "s"),
                    ["FR.4.5~p1"], tags, setup, b.script,
                    {"state": {"fighters": {holder: rec}},
                     "events": [strip(b.events("pairing")[-1])]})


def second_bye_holder(fam):
    """Double elimination round 2 with both groups odd has two byes (BF-DE-ODD); the holder of
    the second (the one-loss group's) drops while the round is played: that bye is the match it
    loses (BF-ML-BYE), its second loss."""
    setup = {"format": "double-elimination", "fighters": names(6)}
    b = fam.builder(setup, "bye/de-second")
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"], ["E", "F"]], bye=[])
    for t in (["A", "B"], ["C", "D"], ["E", "F"]):
        b.do("result", round=1, table=t, outcome="win")
    b.do("pair", round=2, tables=[["A", "C"], ["B", "D"]], bye=["E", "F"])
    b.do("drop", fighter="F")
    b.do("result", round=2, table=["A", "C"], outcome="win")
    b.do("result", round=2, table=["B", "D"], outcome="win")
    fam.add("drop-with-second-bye-during-round-double-elimination",
            "F, who holds the one-loss group's bye of round 2, drops while round 2 is played: the "
            "bye is its second loss",
            "%s. Round 1: A, C and E win; round 2 pairs A–C and B–D, each odd group giving a bye "
            "(E undefeated, F one loss; BF-DE-ODD). F drops before the round's tables have their "
            "results: its match of round 2 is the bye, which becomes a loss by default (BF-ML-BYE), "
            "and F is out with two losses; E keeps its bye." % fam.quote(*P2),
            ["FR.4.5~p2"], ["double-elimination", "drop", "bye"] + sorted(reading_tags(b.t, b.script)),
            setup, b.script,
            {"state": {"fighters": {x: b.t.state()["fighters"][x] for x in ("E", "F")}},
             "events": [strip(b.events("round-complete")[-1])]})


def rejected(fam):
    for i, n in enumerate((6, 8)):
        setup = {"format": "swiss", "rounds": 3, "fighters": names(n)}
        b = fam.builder(setup, "rejected/%d" % n)
        fs = names(n)
        r1 = [[fs[0], fs[1]], [fs[2], fs[4]], [fs[3], fs[5]]] + \
            ([[fs[6], fs[7]]] if n == 8 else [])
        b.do("pair", round=1, tables=r1, bye=[])
        for t in r1:
            b.do("result", round=1, table=t, outcome="win")
        x, y = fs[4], fs[5]
        b.do("drop", fighter=x)
        b.do("drop", fighter=y)
        rest = [f for f in fs if f not in (x, y)]
        bad = ([[rest[0], rest[2]], [rest[1], rest[3]]] if n == 6 else
               [[rest[0], rest[2]], [rest[1], rest[4]], [rest[3], rest[5]]]) + [[x, y]]
        s_bad = b.do("pair", round=2, tables=bad, bye=[])
        b.do("pair", round=2, tables=bad[:-1], bye=[])
        fam.add("drop-rejected-pairing-%d-fighters" % n,
                "A pairing that names two dropped fighters is rejected",
                "%s. %s and %s dropped after round 1; step %d pairs them with each other (they "
                "have not met) and is refused; the pairing without them is accepted." % (
                    fam.quote(*P1), x, y, s_bad),
                ["FR.4.5~p1"], ["swiss", "drop", "pairing"], setup, b.script,
                {"rejections": [{"step": s_bad, "rule": "FR.4.5~p1"}],
                 "state": {"round": 2, "fighters": {x: {"dropped": True}, y: {"dropped": True}}}})


def swiss_standings(fam):
    for i in range(6):
        key = "standings/%d" % i
        rng = fam.rng(key)
        n = (6, 7, 8, 9, 10, 12)[i]
        rounds = 3 if n <= 8 else 4
        setup = {"format": "swiss", "rounds": rounds, "fighters": names(n)}
        b = fam.builder(setup, key)
        late_round = rng.randint(2, rounds)
        for r in range(1, rounds + 1):
            if r > 1 and rng.random() < 0.7 and len(b.t.playing()) > 4:
                b.do("drop", fighter=rng.choice([f.name for f in b.t.playing()]))
            tables, bye = swiss_pairing(b.t, rng)
            entries = [result_entry(rng, r, x, y, pick_outcome(rng, (("win", 9), ("draw", 1))))
                       for x, y in tables]
            b.do("pair", round=r, tables=[e["table"] for e in entries], bye=bye)
            if r == late_round:
                b.do("drop", fighter=entries[0]["table"][rng.randint(0, 1)])
                entries = entries[1:]
            for e in entries:
                b.do("result", **e)
        b.do("standings")
        detail = b.t.standings_details[-1]
        dropped = [f.name for f in b.t.fighters if f.dropped]
        clauses = ["FR.4.5~p1", "FR.4.5~p2", "FR.3.2.1.2~p1", "FR.3.2.1.2#1"]
        if detail["log"]:
            clauses.append("FR.3.2.1.2#2")
        if any(e[0] == "random" for e in detail["log"]):
            clauses.append("FR.3.2.1.2#3")
        fam.add("standings-with-drops-%02d-fighters" % n,
                "%d fighters, drops between rounds and one late drop: floor standings" % n,
                "%s; %s. Dropped: %s. They stay in the standings; MW divides by the event's %d "
                "rounds whatever a fighter played (「大会の総回戦数」); the late drop's match is by "
                "default and counts in neither average. %s" % (
                    fam.quote(*P1), fam.quote(*P2), ", ".join(dropped), rounds,
                    describe_floor(b.t, detail)),
                clauses, ["swiss", "drop", "standings", "floor"] +
                sorted(reading_tags(b.t, b.script)), setup, b.script,
                {"events": [strip(b.events("standings")[-1])]})


def de_standings(fam):
    """Retired fighters in double elimination: effective rounds with losses still needed."""
    made = 0
    for seed in range(300):
        if made >= 4:
            break
        key = "de/%d" % seed
        rng = fam.rng(key)
        n = (8, 10, 12, 16)[seed % 4]
        setup = {"format": "double-elimination", "fighters": names(n)}
        b = fam.builder(setup, key)
        rnd, ok, drops = 0, True, 0
        while not b.t.finished:
            rnd += 1
            if rnd > 1:
                # only one-loss fighters drop: the end condition counts the undefeated
                ones = [f.name for f in b.t.playing() if f.losses == 1]
                k = len(ones) % 2 or (2 if len(ones) >= 4 and rng.random() < 0.5 else 0)
                for gone in rng.sample(ones, k):
                    b.do("drop", fighter=gone)
                    drops += 1
            p = de_pairing(b.t, rng, rnd)
            if p is None or rnd > 10:
                ok = False
                break
            play_round(b, rng, rnd, p, (("win", 1),))
        if not ok or not drops:
            continue
        if any(r.opp is None for f in b.t.fighters for r in f.records):
            continue      # byes make "rounds played" a reading; keep these cases free of them
        b.do("standings")
        made += 1
        detail = b.t.standings_details[-1]
        retired = [f.name for f in b.t.fighters if f.dropped]
        fam.add("double-elimination-retired-%02d-fighters-%d" % (n, made),
                "Double elimination, %d fighters, retirements at one loss: effective rounds" % n,
                "%s: 「全勝または1敗の時点でリタイアした場合、それまでの対戦回戦数に2敗になるまで敗北を"
                "加算したもの」. Retired at one loss: %s (rounds played + 1, at most the event's %d "
                "rounds). %s" % (
                    fam.quote("FR.3.2.2.2~p3", "もっとも少ない回戦数のことを指します"),
                    ", ".join(retired), b.t.event_rounds(), describe_floor(b.t, detail)),
                ["FR.4.5~p1", "FR.3.2.2.2~p1", "FR.3.2.2.2~p2", "FR.3.2.2.2~p3",
                 "FR.3.2.2~p1"] + (["FR.3.2.1.2#2"] if detail["log"] else []) +
                (["FR.3.2.1.2#3"] if any(e[0] == "random" for e in detail["log"]) else []),
                ["double-elimination", "drop", "standings", "floor"] +
                sorted(reading_tags(b.t, b.script)), setup, b.script,
                {"events": [strip(b.events("standings")[-1])]})
    if made < 4:
        raise AssertionError("double-elimination retirements: %d" % made)


def late_last_open(fam):
    """A late drop from the round's last open table: the match lost by default completes the
    round."""
    setup = {"format": "swiss", "rounds": 3, "fighters": names(4)}
    b = fam.builder(setup, "late/last-open")
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("drop", fighter="B")
    fam.add("drop-late-from-the-last-open-table",
            "A late drop from the last open table completes the round",
            "%s. Round 1 pairs A–B and C–D; C beats D, then B drops with A–B still open: B "
            "loses that match by default and A wins it by default (BF-DROP-LATE), the last "
            "result of round 1, which is then complete (B no longer remaining)." % fam.quote(*P2),
            ["FR.4.5~p2"], ["swiss", "drop"] + sorted(reading_tags(b.t, b.script)), setup,
            b.script, {"events": [strip(e) for e in b.events("result")] +
                       [strip(b.events("round-complete")[-1])]})


def generate(ctx):
    fam = Family(ctx, __name__)
    between_rounds(fam)
    late(fam)
    late_last_open(fam)
    bye_holder(fam)
    second_bye_holder(fam)
    rejected(fam)
    swiss_standings(fam)
    de_standings(fam)
    return fam.cases
