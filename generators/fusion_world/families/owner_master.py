"""Family `owner_master`: a card whose master is not its owner (13-8-1, control).  Its master
combos with it: it goes to the combo area of the player who combos (5-6-3-2; 3-1-6-1 leaves the
combo area out of the owner's zones) and its combo power is added to that player's card
(8-4-4); at the end of the battle it goes from there to its owner's drop (8-5-4, 3-1-6-1).
Both players.
"""

from . import Family
from ..model.table import other
from .lang import act
from .scene import standard


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for combo in (2000, 0):
            controlled_combo(fam, first, combo)
    return fam.cases


def controlled_combo(fam, first, combo):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    s.put(tp, "battle", "A", power=5000)
    s.put(tp, "battle", "S", skills=[act("main", {"control": {"choose": 1, "from": {
        "who": "opponent", "filter": {"name": "C"}}}})])
    s.put(ntp, "battle", "C", power=3000, combo=combo)
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"do": "attack", "card": "A", "target": lead_n},
              {"do": "combo", "card": "C"}, {"do": "pass"}, {"do": "pass", "by": ntp}]
    life = s.zones[ntp]["life"]
    hits = 5000 + combo >= 5000
    desc = " ".join([fam.quote("13-8-1"), fam.quote("5-6-3-2"), fam.quote("3-1-6-1"),
                     "%s's S takes control of %s's C (3000, combo power %d): C is in %s's "
                     "battle area, %s its master, %s still its owner. %s's A (5000) attacks "
                     "%s's leader (5000) and %s combos with C: C goes to %s's combo area and its "
                     "combo power is added to A: %d against 5000, one damage. At the end of the "
                     "battle C leaves the combo area for its owner's drop, %s's." % (
                         tp, ntp, combo, tp, tp, ntp, tp, ntp, tp, tp, 5000 + combo, ntp)])
    fam.add("controlled-combo-%d-%s" % (combo, first.lower()),
            "A controlled card combos into its master's combo area (combo power %d, %s first)"
            % (combo, first), desc, ["13-8-1", "5-6-3-2", "3-1-6-1"],
            ["combo", "control"], s.setup(), script,
            {"events": [{"type": "combo", "player": tp, "card": "C"},
                        {"type": "compare", "attack": 5000 + combo, "guard": 5000}],
             "state": {tp: {"combo": [], "drop": [],
                            "battle": [{"card": "A", "rested": True}, {"card": "S"}]},
                       ntp: {"combo": [], "drop": ["C"], "battle": [],
                             "life": life[1:] if hits else life}}})
