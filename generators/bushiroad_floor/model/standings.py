"""Owns the standings of bushiroad-floor: the computations, as pure functions over fighters'
records, and `Standings`, the part of the tournament that emits them (with forfeited places,
BF-DQ-FORFEIT).

- floor, Swiss (FR.3.2.1.2): points, then the exact mean of the opponents' MW (#1), then
  head-to-head (#2, BF-H2H), then random (#3);  MW = points ÷ (rounds × win points),
  truncated to 2 decimals, at least 0.33.
- floor, double elimination (FR.3.2.2.2): wins first; MW = points ÷ (effective rounds × win
  points) (BF-DE-MAXPTS), truncated, at least 0.33; the rest as in Swiss.
- bushinavi (AB.1.1, AB.1.2, AB.2): points (wins in double elimination), Oppt%, Oppt2%, then a
  shared rank; half-up to 3 decimals, at least 0.330.

A fighter is any object with .name, .order (setup order), .records (list of Record) and the
derived counts below; `ask(kind, options)` answers a random outcome (a permutation).
"""

from fractions import Fraction

from common.script import CaseError

from .event import SE, SWISS
from .numbers import (BN_MW_MIN, FLOOR_MW_MIN, dec2, dec3, halfup3, mean, rational, trunc2)


def played_opponents(f):
    """Opponents met in matches not by default, one per match (FR.3.2.1.2#1: 「不戦勝や不戦敗を
    得ていた場合、その対戦については…含めず」; a bye is a win by default)."""
    return [r.opp for r in f.records if r.opp is not None and not r.default]


def floor_mw_swiss(f, rounds, win):
    return max(trunc2(Fraction(f.points, rounds * win)), FLOOR_MW_MIN)


def effective_rounds(f, event_rounds):
    """FR.3.2.2.2~p3: 「2敗した時点での対戦回戦数」, or for a fighter with fewer than two losses
    the rounds played plus the losses still needed to reach two, at most the event's rounds."""
    losses = 0
    for r in f.records:
        if r.res == "L":
            losses += 1
            if losses == 2:
                return r.round
    return min(len(f.records) + (2 - losses), event_rounds)


def floor_mw_de(f, event_rounds, win):
    return max(trunc2(Fraction(f.points, effective_rounds(f, event_rounds) * win)),
               FLOOR_MW_MIN)


def omw(f, mw):
    """The exact mean (BF-OMW-EXACT); 0 with no opponent met not by default (BF-OMW-NONE)."""
    m = mean(mw[o] for o in played_opponents(f))
    return Fraction(0) if m is None else m


def h2h_wins(f, group):
    """Wins (by default included) against the others of the group."""
    return sum(1 for r in f.records if r.res == "W" and r.opp in group and r.opp != f.name)


def order_tied(group, by_name, ask, log):
    """BF-H2H: order a group tied on the primary key and OMW.  group: names in setup order."""
    if len(group) == 1:
        return list(group)
    counts = {n: h2h_wins(by_name[n], set(group)) for n in group}
    levels = sorted(set(counts.values()), reverse=True)
    if len(levels) == 1:
        order = ask("tiebreak", list(group))
        log.append(("random", list(group), dict(counts), list(order)))
        return list(order)
    log.append(("h2h", list(group), dict(counts)))
    out = []
    for level in levels:
        out += order_tied([n for n in group if counts[n] == level], by_name, ask, log)
    return out


def floor_standings(fighters, fmt, rounds, win, event_rounds, ask):
    """(rows, detail) of the floor method; detail holds mw, omw, the tie log and the clauses
    applied."""
    by_name = {f.name: f for f in fighters}
    if fmt == "double-elimination":
        mw = {f.name: floor_mw_de(f, event_rounds, win) for f in fighters}
        primary = {f.name: f.wins for f in fighters}
        pkey = "wins"
        # wins, then MW over effective rounds and the mean of the opponents' MW
        applied = ["FR.3.2.2.2~p1", "FR.3.2.2.2~p2", "FR.3.2.2.2~p3", "FR.3.2.2.2~p4",
                   "FR.3.2.2.2~p5", "FR.3.2.2.2~p7"]
        if any(r.default for f in fighters for r in f.records):
            applied.append("FR.3.2.2.2~p6")     # a match by default left out
    else:
        mw = {f.name: floor_mw_swiss(f, rounds, win) for f in fighters}
        primary = {f.name: f.points for f in fighters}
        pkey = "points"
        applied = ["FR.3.2.1.2~p1", "FR.3.2.1.2#1"]
    om = {f.name: omw(f, mw) for f in fighters}
    keys = sorted({(primary[n], om[n]) for n in by_name}, reverse=True)
    log, order = [], []
    for k in keys:
        group = [f.name for f in fighters if (primary[f.name], om[f.name]) == k]
        order += order_tied(group, by_name, ask, log)
    rows = [{"rank": i + 1, "fighter": n, pkey: primary[n], "mw": dec2(mw[n]),
             "omw": rational(om[n])} for i, n in enumerate(order)]
    if log:
        applied.append("FR.3.2.1.2#2")          # head-to-head compared
    if any(e[0] == "random" for e in log):
        applied.append("FR.3.2.1.2#3")          # then a random order
    return rows, {"mw": mw, "omw": om, "log": log, "primary": primary, "applied": applied}


def bn_denominator(o, s, mode, tournament_rounds):
    if mode == "opponent-rounds":
        return len(o.records)
    if mode == "self-rounds":
        return len(s.records)
    if mode == "tournament-rounds":
        return tournament_rounds
    raise ValueError("bn_denominator " + mode)


def bn_mw(o, s, mode, tournament_rounds, win):
    den = bn_denominator(o, s, mode, tournament_rounds)
    if den == 0:
        return BN_MW_MIN
    return max(halfup3(Fraction(o.points, den * win)), BN_MW_MIN)


def shared_ranks(keys, style):
    """Ranks of a list of keys sorted best first; equal keys share a rank."""
    ranks, distinct = [], 0
    for i, k in enumerate(keys):
        if i and k == keys[i - 1]:
            ranks.append(ranks[-1])
        else:
            distinct += 1
            ranks.append(i + 1 if style == "competition" else distinct)
    return ranks


def bushinavi_standings(fighters, fmt, tournament_rounds, win, opponent_rate, den_mode,
                        rank_style):
    """(rows, detail): AB.1.1 with the opponent rate, AB.1.2 without; AB.2 for double
    elimination (wins first).  Rows sharing a rank are listed in setup order."""
    by_name = {f.name: f for f in fighters}
    pkey = "wins" if fmt == "double-elimination" else "points"
    primary = {f.name: getattr(f, pkey) for f in fighters}
    applied = ["AB~p1", "AB.2~p1" if fmt == "double-elimination" else "AB.1~p1"]
    if not opponent_rate:
        order = sorted(fighters, key=lambda f: (-primary[f.name], f.order))
        keys = [primary[f.name] for f in order]
        ranks = shared_ranks(keys, rank_style)
        rows = [{"rank": r, "fighter": f.name, pkey: primary[f.name]}
                for r, f in zip(ranks, order)]
        return rows, {"primary": primary, "applied": applied + ["AB.1.2~p1"]}
    oppt_exact, oppt = {}, {}
    for s in fighters:
        m = mean(bn_mw(by_name[o], s, den_mode, tournament_rounds, win)
                 for o in played_opponents(s))
        oppt_exact[s.name] = m
        oppt[s.name] = Fraction(0) if m is None else halfup3(m)
    oppt2_exact, oppt2 = {}, {}
    for s in fighters:
        m = mean(oppt[o] for o in played_opponents(s))
        oppt2_exact[s.name] = m
        oppt2[s.name] = Fraction(0) if m is None else halfup3(m)
    own = {f.name: bn_mw(f, f, den_mode, tournament_rounds, win) for f in fighters}
    order = sorted(fighters, key=lambda f: (-primary[f.name], -oppt[f.name], -oppt2[f.name],
                                            f.order))
    keys = [(primary[f.name], oppt[f.name], oppt2[f.name]) for f in order]
    ranks = shared_ranks(keys, rank_style)
    applied += ["AB.1.1#1", "AB.1.1#2"]         # Oppt% and Oppt2%, computed for every row
    if len(set(keys)) < len(keys):
        applied.append("AB.1.1#3")              # a rank shared
    rows = [{"rank": r, "fighter": f.name, pkey: primary[f.name], "mw": dec3(own[f.name]),
             "oppt": dec3(oppt[f.name]), "oppt2": dec3(oppt2[f.name])}
            for r, f in zip(ranks, order)]
    return rows, {"primary": primary, "oppt": oppt, "oppt2": oppt2, "oppt_exact": oppt_exact,
                  "oppt2_exact": oppt2_exact, "mw": own, "applied": applied}


class Standings:
    """The `standings` action: floor or Bushinavi, forfeited places vacant or moved up."""

    def event_rounds(self):
        return self.current().number if self.history else 0

    def compute_standings(self, ask):
        win = self.scoring["win"]
        if self.method == "floor":
            if self.fmt == SE:
                raise CaseError("no standings method for single elimination")
            return floor_standings(self.fighters, self.fmt, self.rounds, win,
                                   self.event_rounds(), ask)
        tr = self.rounds if self.fmt == SWISS else self.event_rounds()
        return bushinavi_standings(self.fighters, self.fmt, tr, win, self.opponent_rate,
                                   self.bn_den, self.rank_style)

    def do_standings(self, step, entry):
        def ask(kind, options):
            # a tie left after the head-to-head (FR.3.2.1.2#2): its random order (#3) is asked
            # here, so both apply as it is asked (the run may stop at it)
            self.rule("FR.3.2.1.2#2", "FR.3.2.1.2#3")
            return self.ask(kind, options)
        rows, detail = self.compute_standings(ask)
        self.rule(*detail["applied"])
        forfeited = {f.name for f in self.fighters if f.forfeited}
        if forfeited:
            if self.forfeit_vacancy == "vacant":
                rows = [dict(r, forfeited=True) if r["fighter"] in forfeited else r
                        for r in rows]
            else:   # ranked as if the forfeited rows were not there, by the method's own rule
                old_ranks = [r["rank"] for r in rows if r["fighter"] not in forfeited]
                rows = [dict(r) for r in rows if r["fighter"] not in forfeited]
                ranks = (list(range(1, len(rows) + 1)) if self.method == "floor"
                         else shared_ranks(old_ranks, self.rank_style))
                for r, k in zip(rows, ranks):
                    r["rank"] = k
        self.latest_rows = rows
        self.standings_details.append(detail)
        self.emit(step, {"type": "standings", "after_round": self.event_rounds(), "rows": rows})
