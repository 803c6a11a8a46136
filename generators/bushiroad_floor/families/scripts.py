"""Owns the scripts the bushiroad-floor families play: fighters' names, outcomes drawn with the
families' weights, explicit rematch-free pairings (Swiss, double elimination, round-robin
circles), rounds posted with a result for every table, the four-fighter starts most
extension families take (`four`, `two_rounds`), and a rebirth time-out played to B's turn end
(`rebirth_at_time`).
"""

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def names(n):
    if n <= len(LETTERS):
        return list(LETTERS[:n])
    return ["P%02d" % (i + 1) for i in range(n)]


OUTCOMES = (("win", 80), ("draw", 6), ("time-up", 4), ("double-loss", 4),
            ("win-by-default", 3), ("simultaneous-loss", 3))


def pick_outcome(rng, weights=OUTCOMES):
    total = sum(w for _, w in weights)
    x = rng.randrange(total)
    for name, w in weights:
        if x < w:
            return name
        x -= w
    raise AssertionError


def result_entry(rng, rnd, a, b, outcome):
    table = [a, b] if rng.random() < 0.5 else [b, a]
    entry = {"round": rnd, "table": table, "outcome": outcome}
    if outcome == "simultaneous-loss":
        entry["turn"] = rng.choice(table)
    return entry


def swiss_pairing(t, rng, tries=200):
    """A rematch-free explicit pairing in rough score order (the generator's own choice;
    explicit pairings are not checked for score order), or None."""
    playing = [f.name for f in t.playing()]
    for _ in range(tries):
        rng.shuffle(playing)
        order = sorted(playing, key=lambda n: -t.by_name[n].points)
        bye = []
        if len(order) % 2:
            pool = [n for n in order if t.by_name[n].byes == 0] or order
            bye = [pool[-1 - rng.randrange(min(2, len(pool)))]]
            order = [n for n in order if n != bye[0]]
        tables = _greedy(t, order, rng)
        if tables is not None:
            return tables, bye
    return None


def _greedy(t, order, rng):
    if not order:
        return []
    a, rest = order[0], order[1:]
    cands = [b for b in rest if b not in t.by_name[a].met()]
    head = cands[:3]
    rng.shuffle(head)
    for b in head + cands[3:]:
        sub = _greedy(t, [x for x in rest if x != b], rng)
        if sub is not None:
            return [[a, b]] + sub
    return None


def de_pairing(t, rng, rnd):
    """An explicit double-elimination pairing: inside the undefeated and one-loss groups, no
    rematch; at most one odd group (the bye goes inside it).  None if impossible."""
    playing = [f.name for f in t.playing()]
    if rnd == 1:
        rng.shuffle(playing)
        bye = [playing.pop()] if len(playing) % 2 else []
        return [[playing[i], playing[i + 1]] for i in range(0, len(playing), 2)], bye
    groups = [[n for n in playing if t.by_name[n].losses == k] for k in (0, 1)]
    if sum(len(g) % 2 for g in groups) > 1:
        return None
    tables, bye = [], []
    for g in groups:
        for _ in range(100):
            rng.shuffle(g)
            gb = []
            order = list(g)
            if len(order) % 2:
                pool = [n for n in order if t.by_name[n].byes == 0] or order
                gb = [rng.choice(pool)]
                order = [n for n in order if n != gb[0]]
            got = _greedy(t, order, rng)
            if got is not None:
                tables += got
                bye += gb
                break
        else:
            return None
    return tables, bye


def play_one_outcome(b, outcome):
    """Round 1 of four fighters A–D: tables A–B and C–D; A–B ends with `outcome` (A's turn when
    the outcome needs one), C wins against D."""
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
    entry = {"round": 1, "table": ["A", "B"], "outcome": outcome}
    if outcome == "simultaneous-loss":
        entry["turn"] = "A"
    b.do("result", **entry)
    b.do("result", round=1, table=["C", "D"], outcome="win")


def play_round(b, rng, rnd, pairing, weights=OUTCOMES):
    """Posts an explicit pairing and a result for every table.  Each outcome is drawn first
    and the table written in the order the result names it (the winner first), so the
    result repeats the table exactly as paired."""
    tables, bye = pairing
    entries = []
    for x, y in tables:
        entries.append(result_entry(rng, rnd, x, y, pick_outcome(rng, weights)))
    b.do("pair", round=rnd, tables=[e["table"] for e in entries], bye=bye)
    for e in entries:
        b.do("result", **e)


def circle_rounds(fighters, rounds):
    """Round-robin (circle method) pairings for `rounds` rounds: no two fighters meet twice.
    With an odd count, the fighter facing the empty seat has the bye."""
    seats = list(fighters) + ([None] if len(fighters) % 2 else [])
    if rounds > len(seats) - 1:
        raise ValueError("a circle of %d seats has %d rounds" % (len(seats), len(seats) - 1))
    out = []
    for _ in range(rounds):
        tables, bye = [], []
        for i in range(len(seats) // 2):
            a, b = seats[i], seats[len(seats) - 1 - i]
            if a is None or b is None:
                bye.append(b if a is None else a)
            else:
                tables.append([a, b])
        out.append((tables, bye))
        seats = [seats[0], seats[-1]] + seats[1:-1]
    return out


def play_forced(b, rng, pairings, forced, weights=OUTCOMES, first_round=1):
    """Plays pairings; forced[name] gives that fighter's result per round ('W', 'D', 'L',
    from its side); other tables draw their outcome from weights."""
    for i, (tables, bye) in enumerate(pairings):
        rnd = first_round + i
        entries = []
        for x, y in tables:
            fx, fy = forced.get(x), forced.get(y)
            if fx or fy:
                me, other, res = (x, y, fx[i]) if fx else (y, x, fy[i])
                if res == "W":
                    entries.append({"round": rnd, "table": [me, other], "outcome": "win"})
                elif res == "L":
                    entries.append({"round": rnd, "table": [other, me], "outcome": "win"})
                else:
                    entries.append({"round": rnd, "table": [me, other], "outcome": "draw"})
            else:
                entries.append(result_entry(rng, rnd, x, y, pick_outcome(rng, weights)))
        b.do("pair", round=rnd, tables=[e["table"] for e in entries], bye=bye)
        for e in entries:
            b.do("result", **e)


def four(fam, key, setup_extra=None, fmt="swiss", rounds=3):
    """A builder of four fighters A–D, round 1 posted as A–B, C–D (both open)."""
    setup = {"format": fmt, "fighters": ["A", "B", "C", "D"]}
    if fmt == "swiss":
        setup["rounds"] = rounds
    setup.update(setup_extra or {})
    b = fam.builder(setup, key)
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
    return b, setup


def two_rounds(fam, key, setup_extra=None):
    """A builder of a two-round Swiss draw of A–D, played: round 1 A beats B, C beats D;
    round 2 A beats C, B beats D."""
    setup = {"format": "swiss", "rounds": 2, "fighters": ["A", "B", "C", "D"]}
    setup.update(setup_extra or {})
    b = fam.builder(setup, key)
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
    b.do("result", round=1, table=["A", "B"], outcome="win")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("pair", round=2, tables=[["A", "C"], ["B", "D"]], bye=[])
    b.do("result", round=2, table=["A", "C"], outcome="win")
    b.do("result", round=2, table=["B", "D"], outcome="win")
    return b, setup


def rebirth_at_time(fam, key, shuffles, lots, cards, retired):
    """A builder of `four` with rebirth adjudication (AA.4): time is called in A's turn of A–B,
    each deck's shuffle and the lotteries answered as given, and B's turn-end checkpoint reported
    with the cards and retired counts; returns the builder and the setup."""
    b, setup = four(fam, key, {"game": "rebirth", "adjudication": True})
    b.do("time", round=1, table=["A", "B"], turn="A")
    b.random("shuffle", shuffles["A"]).random("shuffle", shuffles["B"])
    for lot in lots:
        b.random("lottery", lot)
    b.do("checkpoint", round=1, table=["A", "B"], at="turn-end", turn="B",
         state={"cards": cards, "retired": retired})
    return b, setup
