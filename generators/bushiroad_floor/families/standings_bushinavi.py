"""Family `standings-bushinavi`: standings computed the Bushinavi way, appendix B.

AB.1.1 (the opponent rate used): points, then Oppt% (#1: each opponent's MW half-up to 3
decimals, at least 0.330; the mean half-up), then Oppt2% (#2: the mean of the opponents' Oppt%,
half-up; BF-OPPT2-INPUT), then a shared rank (#3; BF-SHARED-RANK).  AB.1.2 (not used): equal
points share a rank.  AB.2: double elimination by wins, then the same.

- random Swiss events, with byes and draws;
- half-up boundaries found by a seeded search (an exact mean ending in 5 at the 4th decimal),
  the 0.6665 / 0.6115 pair of a five-fighter event with byes, 0.4775 with a dropped opponent
  under the literal denominator; a float trap is tagged `float-trap`;
- the three MW denominators with dropped fighters (BF-BN-DENOM);
- Oppt% equal once rounded though the exact means differ: Oppt2% decides;
- AB.1.2 with competition and dense numbering; AB.2.
"""

from . import Family, strip
from ..model.numbers import dec3, float_mean_halfup3_differs, is_half
from ..model.standings import bn_mw
from .descriptions import describe_bn, show
from .readings import reading_tags
from .scripts import circle_rounds, de_pairing, names, play_forced, play_round, swiss_pairing

BN = "AB.1.1#1"


def bn_case(fam, name, title, b, lead, extra_clauses=(), extra_tags=(), keep_mw=True):
    t = b.t
    ev = strip(b.events("standings")[-1])
    detail = t.standings_details[-1]
    tags = ["standings", "bushinavi", "double-elimination" if t.fmt != "swiss" else "swiss"]
    tags += sorted(reading_tags(t, b.script)) + list(extra_tags)
    primary = "AB.1~p1" if t.fmt == "swiss" else "AB.2~p1"  # points, or wins in double elimination
    if not t.opponent_rate:
        clauses = [primary, "AB.1.2~p1"]
        desc = "%s %s %s" % (lead, fam.quote("AB.1.2~p1", "獲得点数が同点のファイターは同じ順位として"
                                                          "順位が決定されます"),
                             "Rows sharing a rank are listed in setup order.")
    else:
        clauses = ["AB~p1", primary, BN]
        keys = [(r["rank"]) for r in ev["rows"]]
        if any(len(set(r["oppt"] for r in ev["rows"] if r.get("points", r.get("wins")) == p)) <
               sum(1 for r in ev["rows"] if r.get("points", r.get("wins")) == p)
               for p in {r.get("points", r.get("wins")) for r in ev["rows"]}):
            clauses.append("AB.1.1#2")
        if len(set(keys)) < len(keys):
            clauses.append("AB.1.1#3")
        desc = "%s %s %s" % (lead, fam.quote(BN, "この計算結果は小数第4位を四捨五入します。また、"
                                                 "この数値が0.330未満の場合は0.330として扱います"),
                             describe_bn(t, detail))
        if not keep_mw:
            for row in ev["rows"]:
                del row["mw"]
            desc += " (Each row's own mw is not asserted under this denominator.)"
    if t.fmt != "swiss":
        clauses = ["AB.2~p1"] + [c for c in clauses if c != "AB.2~p1"]
    clauses += [c for c in extra_clauses if c not in clauses]
    if any(s.get("outcome") == "time-up" for s in b.script) and t.fmt == "swiss":
        clauses.append("FR.3.2.1~p4")
    fam.add(name, title, desc, clauses, tags, b.setup, b.script, {"events": [ev]})


def play_swiss(b, rng, rounds, drop_rate=0.0, weights=None):
    for r in range(1, rounds + 1):
        if r > 1 and drop_rate and len(b.t.playing()) > 4 and rng.random() < drop_rate:
            b.do("drop", fighter=rng.choice([f.name for f in b.t.playing()]))
        pairing = swiss_pairing(b.t, rng)
        if pairing is None:
            return False
        if weights:
            play_round(b, rng, r, pairing, weights)
        else:
            play_round(b, rng, r, pairing)
    return True


def random_events(fam):
    for i, n in enumerate((4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16)):
        key = "random/%d" % n
        rng = fam.rng(key)
        rounds = 3 if n <= 8 else 4
        scoring = ({"win": 1, "draw": 0, "loss": 0}, {"win": 3, "draw": 0, "loss": 0},
                   {"win": 3, "draw": 1, "loss": 0})[i % 3]
        setup = {"format": "swiss", "rounds": rounds, "scoring": scoring, "standings": "bushinavi",
                 "fighters": names(n)}
        b = fam.builder(setup, key)
        assert play_swiss(b, rng, rounds)
        b.do("standings")
        bn_case(fam, "random-%02d-fighters" % n, "%d fighters, %d rounds, %d/%d/%d: Bushinavi "
                "standings" % (n, rounds, scoring["win"], scoring["draw"], scoring["loss"]), b,
                "AB.1~p1 「獲得点数がより多いファイターを上位として」, then Oppt%, Oppt2%, a shared rank.")


def half_search(fam):
    """Events where an exact Oppt% or Oppt2% mean lies half-way: half-up decides."""
    want = {("oppt", "opponent-rounds"): 4, ("oppt2", "opponent-rounds"): 4,
            ("oppt", "tournament-rounds"): 2, ("oppt", "self-rounds"): 2}
    got = {k: 0 for k in want}
    for seed in range(4000):
        if all(got[k] >= want[k] for k in want):
            break
        key = "half/%d" % seed
        rng = fam.rng(key)
        mode = ("opponent-rounds", "opponent-rounds", "tournament-rounds", "self-rounds")[seed % 4]
        n = rng.choice([5, 6, 7, 8])
        rounds = rng.choice([3, 4])
        setup = {"format": "swiss", "rounds": rounds, "standings": "bushinavi",
                 "fighters": names(n)}
        if mode != "opponent-rounds":
            setup["params"] = {"bn_denominator": mode}
        b = fam.builder(setup, key)
        if not play_swiss(b, rng, rounds, drop_rate=0.0 if mode == "opponent-rounds" else 0.6,
                          weights=(("win", 90), ("draw", 5), ("double-loss", 5))):
            continue
        b.do("standings")
        d = b.t.standings_details[-1]
        hit = None
        for which in ("oppt", "oppt2"):
            for f in b.t.fighters:
                x = d[which + "_exact"][f.name]
                if x is not None and is_half(x) and got.get((which, mode), 99) < want.get(
                        (which, mode), 0):
                    hit = (which, f)
                    break
            if hit:
                break
        if not hit:
            continue
        which, f = hit
        got[(which, mode)] += 1
        vals = inputs(b.t, d, which, f)
        tags = ["half-up"] + (["float-trap"] if float_mean_halfup3_differs(vals) else [])
        label = "Oppt%" if which == "oppt" else "Oppt2%"
        bn_case(fam, "half-up-%s-%s-%d" % (which, mode, got[(which, mode)]),
                "%s of %s is exactly %s: half-up gives %s" % (
                    label, f.name, show(d[which + "_exact"][f.name]),
                    dec3(d[which][f.name])),
                b, "%s of %s: the exact mean %s lies half-way; 「四捨五入」 rounds it up to %s "
                   "(a binary float may not)." % (label, f.name, show(d[which + "_exact"][f.name]),
                                                  dec3(d[which][f.name])),
                extra_clauses=["AB.1.1#2"] if which == "oppt2" else [], extra_tags=tags,
                keep_mw=mode == "opponent-rounds")
    missing = [k for k in want if got[k] < want[k]]
    if missing:
        raise AssertionError("half-up boundaries not found: %s" % missing)


def inputs(t, d, which, f):
    opp = [r.opp for r in f.records if r.opp is not None and not r.default]
    tr = t.rounds
    if which == "oppt":
        return [bn_mw(t.by_name[o], f, t.bn_den, tr, t.scoring["win"]) for o in opp]
    return [d["oppt"][o] for o in opp]


def five_with_byes(fam):
    """0.6665 and 0.6115: five fighters, three rounds, a bye each round (as in the text's
    half-up rule; names permuted per variant)."""
    for v, perm in enumerate((("P", "Q", "R", "S", "T"), ("V", "W", "X", "Y", "Z"))):
        p, q, r, s_, t_ = perm
        setup = {"format": "swiss", "rounds": 3, "standings": "bushinavi",
                 "fighters": sorted(perm, reverse=bool(v))}
        b = fam.builder(setup, "five/%d" % v)
        for rnd, tables, bye in ((1, [[p, q], [r, s_]], [t_]), (2, [[p, r], [t_, q]], [s_]),
                                 (3, [[p, t_], [q, s_]], [r])):
            b.do("pair", round=rnd, tables=tables, bye=bye)
            for x, y in tables:
                b.do("result", round=rnd, table=[x, y], outcome="win")
        b.do("standings")
        d = b.t.standings_details[-1]
        assert dec3(d["oppt"][t_]) == "0.667" and show(d["oppt_exact"][t_]) == "0.6665"
        assert dec3(d["oppt2"][t_]) == "0.612" and show(d["oppt2_exact"][t_]) == "0.6115"
        bn_case(fam, "half-up-0-6665-and-0-6115-%d" % (v + 1),
                "Oppt% 0.6665 → 0.667 and Oppt2% 0.6115 → 0.612 (five fighters, byes)", b,
                "%s beats %s, %s beats %s, %s has a bye; %s beats %s, %s beats %s, %s a bye; "
                "%s beats %s, %s beats %s, %s a bye. %s's opponents not by default are %s "
                "(0.333) and %s (1.000): (0.333 + 1.000)/2 = 0.6665 → 0.667 half-up (a float "
                "round gives 0.666); its Oppt2%% (0.667 + 0.556)/2 = 0.6115 → 0.612; %s and %s "
                "share 2 points and Oppt%% 0.667, Oppt2%% separates them." % (
                    p, q, r, s_, t_, p, r, t_, q, s_, p, t_, q, s_, r, t_, q, p, t_, r),
                extra_clauses=["AB.1.1#2"], extra_tags=["half-up", "float-trap"])


def literal_denominator(fam):
    """0.4775: an opponent who dropped after one round, under the literal and the tournament
    denominators, against the default (opponent-rounds)."""
    for mode in ("self-rounds", "tournament-rounds", "opponent-rounds"):
        fighters = ["U", "V", "W", "X", "Y", "Z", "S", "T"]
        setup = {"format": "swiss", "rounds": 4, "standings": "bushinavi", "fighters": fighters}
        if mode != "opponent-rounds":
            setup["params"] = {"bn_denominator": mode}
        b = fam.builder(setup, "literal/" + mode)
        # U lost to V in round 1 (V then dropped), then met W (3-1), X (2-2), Y (1-3)
        schedule = (
            (1, [["V", "U"], ["W", "X"], ["Z", "Y"], ["S", "T"]], []),
            (2, [["W", "U"], ["X", "S"], ["T", "Y"]], ["Z"]),
            (3, [["X", "U"], ["Z", "W"], ["Y", "S"]], ["T"]),
            (4, [["U", "Y"], ["W", "T"], ["Z", "X"]], ["S"]),
        )
        for rnd, tables, bye in schedule:
            if rnd == 2:
                b.do("drop", fighter="V")
            b.do("pair", round=rnd, tables=tables, bye=bye)
            for tb in tables:
                b.do("result", round=rnd, table=tb, outcome="win")
        expected = {"self-rounds": "0.478", "tournament-rounds": "0.478",
                    "opponent-rounds": "0.645"}[mode]
        b.do("standings")
        d = b.t.standings_details[-1]
        if dec3(d["oppt"]["U"]) != expected:
            raise AssertionError("%s: U's Oppt%% %s, %s by hand" % (mode, dec3(d["oppt"]["U"]),
                                                                 expected))
        bn_case(fam, "dropped-opponent-%s" % mode,
                "U's Oppt%% with an opponent who dropped after round 1, denominator %s: %s"
                % (mode, dec3(d["oppt"]["U"])), b,
                "V beat U in round 1 and dropped (1 point, 1 round played). Under %s V's MW is "
                "%s; U's Oppt%% = %s." % (mode, dec3(bn_mw(b.t.by_name["V"], b.t.by_name["U"],
                                                          mode, 4, 1)),
                                         dec3(d["oppt"]["U"])),
                extra_clauses=["FR.4.5~p1"], extra_tags=["half-up", "drop",
                                                         "reading:BF-BN-DENOM"],
                keep_mw=mode == "opponent-rounds")


def denominators(fam):
    for seed in range(3):
        for mode in ("opponent-rounds", "self-rounds", "tournament-rounds"):
            key = "den/%d" % seed
            rng = fam.rng(key)
            setup = {"format": "swiss", "rounds": 4, "standings": "bushinavi",
                     "fighters": names(8 + seed)}
            if mode != "opponent-rounds":
                setup["params"] = {"bn_denominator": mode}
            b = fam.builder(setup, key)
            assert play_swiss(b, rng, 4, drop_rate=0.9, weights=(("win", 90), ("draw", 10)))
            b.do("standings")
            bn_case(fam, "denominator-%s-%d" % (mode, seed + 1),
                    "%d fighters with drops, MW denominator %s" % (8 + seed, mode), b,
                    "Fighters who dropped have fewer rounds with a result; AB.1.1#1 divides by "
                    "「自分ファイターが対戦した回戦数(不戦勝や不戦敗を含む)」, read per BF-BN-DENOM "
                    "(here: %s)." % mode, extra_clauses=["FR.4.5~p1"],
                    extra_tags=["drop", "reading:BF-BN-DENOM"], keep_mw=mode == "opponent-rounds")


def tournament_rounds_mid_event(fam):
    """BF-TOTAL-ROUNDS: while a Swiss event is under way its total rounds are the announced
    ones, so under the tournament denominator standings taken after round 2 of 4 divide every
    MW by 4 rounds, not by the 2 played."""
    key = "den/mid-event"
    rng = fam.rng(key)
    setup = {"format": "swiss", "rounds": 4, "standings": "bushinavi", "fighters": names(8),
             "params": {"bn_denominator": "tournament-rounds"}}
    b = fam.builder(setup, key)
    assert play_swiss(b, rng, 2, weights=(("win", 1),))
    b.do("standings")
    bn_case(fam, "denominator-tournament-rounds-after-round-2-of-4",
            "Tournament denominator before the last round: MW over the 4 announced rounds", b,
            "Standings after round 2 of a 4-round event; AB.1.1#1's denominator read as the "
            "event's rounds (BF-BN-DENOM tournament-rounds) is the announced 4 while the event "
            "is under way (BF-TOTAL-ROUNDS), so a fighter with 2 wins has MW 0.500.",
            extra_tags=["reading:BF-BN-DENOM", "reading:BF-TOTAL-ROUNDS"], keep_mw=False)


def never_played(fam):
    """A fighter who drops before round 1 has played no round: its own MW has no denominator
    and is the floor 0.330 (AB.1.1#1 「0.330未満の場合は0.330として扱います」)."""
    key = "never-played"
    rng = fam.rng(key)
    setup = {"format": "swiss", "rounds": 2, "standings": "bushinavi", "fighters": names(5)}
    b = fam.builder(setup, key)
    b.do("drop", fighter="E")
    assert play_swiss(b, rng, 2)
    b.do("standings")
    bn_case(fam, "dropped-before-round-1", "A fighter who dropped before round 1: no round, "
            "its own MW at the floor", b, "E drops before round 1 is posted (FR.4.5~p1) and "
            "plays no round: E's own MW divides by no round and is 0.330; E met nobody, so its "
            "Oppt% and Oppt2% are 0.", extra_clauses=["FR.4.5~p1"], extra_tags=["drop"])


def rounded_key(fam):
    """Oppt% equal once rounded though the exact means differ: Oppt2% decides."""
    found = 0
    for seed in range(6000):
        if found >= 2:
            break
        key = "rounded/%d" % seed
        rng = fam.rng(key)
        n = rng.choice([6, 8])
        rounds = n - 1 if n == 6 else 4
        fighters = names(n)
        seats = list(fighters)
        rng.shuffle(seats)
        setup = {"format": "swiss", "rounds": rounds, "standings": "bushinavi",
                 "scoring": {"win": 3, "draw": 1, "loss": 0}, "fighters": fighters}
        b = fam.builder(setup, key)
        play_forced(b, rng, circle_rounds(seats, rounds), {},
                    weights=(("win", 80), ("draw", 20)))
        b.do("standings")
        d = b.t.standings_details[-1]
        pair = None
        for f in b.t.fighters:
            for g in b.t.fighters:
                if f.order < g.order and f.points == g.points and d["oppt"][f.name] == \
                        d["oppt"][g.name] and d["oppt_exact"][f.name] != d["oppt_exact"][g.name] \
                        and d["oppt2"][f.name] != d["oppt2"][g.name]:
                    pair = (f.name, g.name)
        if not pair:
            continue
        found += 1
        f, g = pair
        bn_case(fam, "rounded-oppt-tie-%d" % found,
                "Oppt%% equal once rounded (%s): Oppt2%% decides" % dec3(d["oppt"][f]), b,
                "%s and %s: exact Oppt%% %s and %s, both %s after 「四捨五入」; the comparison "
                "is on the rounded Oppt%% (BF-BN-ROUNDED), so Oppt2%% (%s against %s) decides." % (
                    f, g, show(d["oppt_exact"][f]), show(d["oppt_exact"][g]), dec3(d["oppt"][f]),
                    dec3(d["oppt2"][f]), dec3(d["oppt2"][g])),
                extra_clauses=["AB.1.1#2"], extra_tags=["reading:BF-BN-ROUNDED"])
    if found < 2:
        raise AssertionError("rounded Oppt% ties not found")


def without_rate(fam):
    for i, (n, style) in enumerate(((6, "competition"), (7, "competition"), (8, "dense"),
                                    (9, "competition"), (10, "dense"), (5, "dense"))):
        key = "no-rate/%d" % i
        rng = fam.rng(key)
        rounds = 3 if n <= 8 else 4
        scoring = {"win": 3, "draw": 0, "loss": 0} if i % 2 else {"win": 1, "draw": 0, "loss": 0}
        setup = {"format": "swiss", "rounds": rounds, "scoring": scoring,
                 "standings": "bushinavi", "opponent_rate": False, "fighters": names(n)}
        if style != "competition":
            setup["params"] = {"shared_rank": style}
        b = fam.builder(setup, key)
        assert play_swiss(b, rng, rounds, weights=(("win", 85), ("draw", 15)))
        b.do("standings")
        bn_case(fam, "without-rate-%02d-fighters-%s" % (n, style),
                "%d fighters, the opponent rate not used: equal points share a rank (%s)" % (
                    n, style), b,
                "AB.1.2: no tiebreak at all. Shared ranks numbered %s (BF-SHARED-RANK)." % (
                    "1, 2, 2, 4" if style == "competition" else "1, 2, 2, 3"),
                extra_tags=["reading:BF-SHARED-RANK"])


def dense_with_rate(fam):
    key = "dense-rate"
    rng = fam.rng(key)
    setup = {"format": "swiss", "rounds": 3, "standings": "bushinavi", "fighters": names(8),
             "params": {"shared_rank": "dense"}}
    for seed in range(200):
        rng = fam.rng("%s/%d" % (key, seed))
        b = fam.builder(setup, "%s/%d" % (key, seed))
        assert play_swiss(b, rng, 3, weights=(("win", 100),))
        b.do("standings")
        ranks = [r["rank"] for r in b.events("standings")[-1]["rows"]]
        if len(set(ranks)) < len(ranks) and ranks[-1] != len(ranks):
            bn_case(fam, "shared-rank-dense-with-rate",
                    "Tied on points, Oppt% and Oppt2%: a shared rank, dense numbering", b,
                    "AB.1.1#3 「「ブシナビ」では同じ順位となります」; numbered 1, 2, 2, 3 "
                    "(shared_rank dense, BF-SHARED-RANK).", extra_clauses=["AB.1.1#3"],
                    extra_tags=["reading:BF-SHARED-RANK"])
            return
    raise AssertionError("no shared rank found")


def double_elimination(fam):
    for i, (n, rate) in enumerate(((8, True), (10, True), (12, True), (8, False))):
        key = "de/%d" % i
        rng = fam.rng(key)
        setup = {"format": "double-elimination", "standings": "bushinavi",
                 "fighters": names(n)}
        if not rate:
            setup["opponent_rate"] = False
        for attempt in range(50):
            b = fam.builder(setup, "%s/%d" % (key, attempt))
            rng = fam.rng("%s/%d" % (key, attempt))
            rnd, ok = 0, True
            while not b.t.finished:
                rnd += 1
                p = de_pairing(b.t, rng, rnd)
                if p is None:
                    ok = False
                    break
                play_round(b, rng, rnd, p, weights=(("win", 100),))
            if ok:
                break
        b.do("standings")
        bn_case(fam, "double-elimination-%02d-fighters%s" % (n, "" if rate else "-no-rate"),
                "Double elimination, %d fighters: Bushinavi standings by wins" % n, b,
                "AB.2~p1 「勝ち数がより多いファイターを上位として」, then the Swiss method of "
                "AB.1; the event ran %d rounds." % b.t.event_rounds(),
                extra_clauses=["FR.3.2.2~p1"])


def generate(ctx):
    fam = Family(ctx, __name__)
    random_events(fam)
    five_with_byes(fam)
    literal_denominator(fam)
    half_search(fam)
    denominators(fam)
    tournament_rounds_mid_event(fam)
    never_played(fam)
    rounded_key(fam)
    without_rate(fam)
    dense_with_rate(fam)
    double_elimination(fam)
    return fam.cases
