"""Owns misseating found after the results (PG.3.10.2, BF-MISSEAT; a part of the tournament):
the games played as the wrong pairs, each posted table's result normalised (a game between its
own fighters stands; a fighter missing from its table loses by default, major tardiness) and
the fighters penalised.
"""

from common.script import CaseError

from .event import SWISS


class Misseating:
    def do_misseating(self, step, entry):
        r = self.current()
        if r is None or entry["round"] != r.number:
            raise CaseError("misseating outside the latest round")
        if not r.complete():
            raise CaseError("misseating before every table of the round is decided")
        played = entry["played"]
        posted = sorted(n for t in r.tables for n in t)
        named = sorted(n for e in played for n in e["fighters"])
        if named != posted:
            raise CaseError("misseating must name every fighter of the round's tables once")
        self.rule("PG.3.10.2~p1", "PG.3.10.2~p2")
        penalised = set()
        for e in played:
            no, (p, q) = e["table"], e["fighters"]
            if not 1 <= no <= len(r.tables):
                raise CaseError("table number %s" % no)
            if frozenset((p, q)) != frozenset(r.tables[no - 1]):
                penalised.update((p, q))
        for i, t in enumerate(r.tables):
            a, b = t
            game = next((e for e in played if frozenset(e["fighters"]) == frozenset(t)), None)
            if game is not None:
                winners, losers, drawn, dflt = self.outcome(
                    game["fighters"][0], game["fighters"][1], game["outcome"], game.get("turn"))
                if self.fmt != SWISS and drawn:
                    winners, losers, drawn = [], [a, b], []
            else:
                here = {n for e in played if e["table"] == i + 1 for n in e["fighters"]}
                present = [n for n in t if n in here]
                absent = [n for n in t if n not in here]
                winners, losers, drawn, dflt = present, absent, [], True
                for n in absent:
                    self.by_name[n].penalties.append({"infraction": "major-tardiness",
                                                      "penalty": "match-loss"})
            if self.result_of(r, t) != (set(winners), set(losers), set(drawn), dflt):
                self.decide(step, r, t, winners, losers, drawn, dflt, "PG.3.10.2~p2",
                            corrected=True)
        self.emit(step, {"type": "misseating", "round": r.number,
                         "penalised": self.setup_sorted(penalised)})

    def result_of(self, r, t):
        recs = {n: next(x for x in self.by_name[n].records if x.round == r.number) for n in t}
        return ({n for n in t if recs[n].res == "W"}, {n for n in t if recs[n].res == "L"},
                {n for n in t if recs[n].res == "D"}, recs[t[0]].default)
