"""Family `table_legal_then_played`: the match actions legal at a table asked in the middle of a
round, then one of them taken: the question is a decision point, not the end of the event, so
the round goes on after it (FR.4.3~p1: a concession ends the match at once, a loss for the
fighter who concedes; FR.4.4~p1: an agreed draw where the event allows one). The
legal set and what the chosen action causes are the model's run of the script.
"""

from . import Family, strip
from .matches import C1, D1
from .scripts import four


def generate(ctx):
    fam = Family(ctx, __name__)
    q = fam.quote
    for label, extra, act in (("concede", {}, {"do": "concede", "round": 1, "fighter": "B"}),
                              ("agree-draw", {"agreed_draws": True},
                               {"do": "agree-draw", "round": 1, "table": ["A", "B"]})):
        b, setup = four(fam, "legal-then/" + label, extra)
        s = b.add({"query": "legal", "round": 1, "table": ["A", "B"]})
        acts = b.t.legal[-1]["actions"]
        if act not in acts:
            raise AssertionError("the action taken is not among the legal ones: %s" % act)
        b.do(act["do"], **{k: v for k, v in act.items() if k != "do"})
        b.do("result", round=1, table=["C", "D"], outcome="win")
        exp = {"legal": [{"step": s, "actions": acts}],
               "events": [strip(e) for e in b.events("result")] +
                         [strip(b.events("round-complete")[-1])]}
        fam.add("legal-at-table-then-%s" % label,
                "The legal actions at a table, then one of them taken: %s" % label,
                "%s; %s. Asked at A–B, the legal actions are %s; then %s is taken, and C–D's "
                "result completes round 1: the question stops nothing." % (q(*C1), q(*D1), acts,
                                                                         act),
                ["FR.4.3~p1", "FR.4.4~p1"], ["concede", "agree-draw"], setup, b.script, exp)
    return fam.cases
