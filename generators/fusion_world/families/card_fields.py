"""Family `card_fields`: a card's printed fields read as written.  【ストライク N】 (15-6-2) for any
N, whatever its digits: an attack of a card with 【ストライク 9】 or 【ストライク 10】 that deals damage
deals N (the vocabulary's keyword `strike-N`).  Both players.
"""

from . import Family
from ..model.table import other
from .scene import standard


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for n in (9, 10):
            strike(fam, first, n)
    return fam.cases


def strike(fam, first, n):
    """15-6-2: the damage of an attack of a card with 【ストライク N】 is N."""
    s = standard(first=first, turn=3, life=(11, 11))
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    s.put(tp, "battle", "A", power=6000, keywords=["strike-%d" % n])
    life = s.zones[ntp]["life"]
    script = [{"do": "attack", "card": "A", "target": lead_n}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    desc = " ".join([fam.quote("15-6-2"),
                     "%s's A (6000) has 【ストライク %d】 and attacks %s's leader (5000, 11 life "
                     "cards): the attack deals damage, and its damage is %d, not 1: %d life "
                     "cards go to %s's hand, %d stay." % (tp, n, ntp, n, n, ntp, 11 - n)])
    fam.add("strike-%d-%s" % (n, first.lower()), "【ストライク %d】 deals %d damage (%s first)" % (
        n, n, first), desc, ["15-6-2"], ["keywords", "damage"], s.setup(), script,
        {"state": {ntp: {"life": life[n:], "hand": {"$set": life[:n]}}}})
