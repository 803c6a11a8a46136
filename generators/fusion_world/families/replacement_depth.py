"""Family `replacement_depth`: who chooses among several replacements (9-9-2, 9-9-2-1) whatever
the card's place in the setup: the card listed first of all the setup's cards, a battle card
with two replacements of its KO, is KO'd by its opponent's skill; its master chooses which
applies (reading FW-REPLACE-CHOOSER).  Both players.
"""

from . import Family
from ..model.table import PLAYERS, other
from .lang import act, opt, repl
from .replacements import REST_ONE
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for pick in (0, 1):
            listed_first(fam, first, pick)
    return fam.cases


def listed_first(fam, first, pick):
    s = Scene(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    # G before every other card of the setup, the leaders included
    s.put(ntp, "battle", "G", power=3000,
          skills=[repl("ko", [REST_ONE], optional=True),
                  repl("ko", [{"move": "this", "to": "hand"}])])
    for p in PLAYERS:
        s.leader(p)
        s.fill(p, "deck", 5, "D")
        s.fill(p, "life", 8, "T")
    s.put(ntp, "energy", "PE1")
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
        "who": "opponent"}}})])
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"choose": opt("G", pick), "for": "replace", "by": ntp}]
    if pick == 0:
        state = {ntp: {"battle": [{"card": "G"}], "hand": [],
                       "energy": [{"card": "PE1", "rested": True}]}}
        what = "%s applies the optional one (0): PE1 rests and G stays" % ntp
    else:
        state = {ntp: {"battle": [], "hand": ["G"], "drop": [],
                       "energy": [{"card": "PE1", "rested": False}]}}
        what = "%s applies 1: G returns to the hand instead, PE1 stays active" % ntp
    desc = " ".join([fam.quote("9-9-2"), fam.quote("9-9-2-1"),
                     "%s's G, the first card of the setup, has two replacements of its KO: 0 "
                     "「代わりにアクティブのエナジー1枚をレストにしてもよい」, 1 「代わりにこのカード"
                     "を手札に戻す」. %s's S would KO G: %s, G's master, chooses which applies; "
                     "%s." % (ntp, tp, ntp, what)])
    fam.add("listed-first-pick-%d-%s" % (pick, ntp.lower()),
            "Two replacements of the KO of the setup's first card: its master picks %d (%s's "
            "card)" % (pick, ntp), desc, ["9-9-2", "9-9-2-1", "9-9-1"],
            ["replacement", fam.reading("FW-REPLACE-CHOOSER")], s.setup(), script,
            {"state": state,
             "events": [{"type": "replace", "card": "G", "skill": pick, "event": "ko"}]})
