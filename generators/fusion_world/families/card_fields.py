"""Family `card_fields`: a card's printed fields read as written.  【ストライク N】 (15-6-2) for any
N, whatever its digits: an attack of a card with 【ストライク 9】 or 【ストライク 10】 that deals damage
deals N (the vocabulary's keyword `strike-N`).  A leader's back that lists its keywords has those
and no other (1-7, 10-1-3: the front's 【クリティカル】 is gone once it has turned over); a back
that lists none keeps the front's (the vocabulary, `back`).  「【ストライク】を持つ」 (15-6-3) is met by
【ダブルストライク】 and 【ストライク N】, not by another keyword such as 【バリア】.  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act
from .scene import standard


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for n in (9, 10):
            strike(fam, first, n)
        for back_lists in (True, False):
            back_keywords(fam, first, back_lists)
        strike_family(fam, first)
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


AWAKEN = {"kind": "awaken", "condition": {"count": {"who": "you", "zone": "life"}, "max": 3},
          "effect": [{"draw": 1}]}


def back_keywords(fam, first, back_lists):
    """The front has 【クリティカル】; the back lists 【ブロッカー】 (or no keywords at all)."""
    s = standard(first=first, turn=3, life=(3, 3))
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    back = {"name": "Awakened", "colors": ["red"], "power": 7000}
    if back_lists:
        back["keywords"] = ["blocker"]
    s.cards[lead_t].update(keywords=["critical"], skills=[AWAKEN], back=back)
    life = s.zones[ntp]["life"]
    dt = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": lead_t, "skill": 0},
              {"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    critical = not back_lists
    desc = " ".join([fam.quote("15-5-1") if critical else fam.quote("10-1-3"),
                     "%s's leader has 【クリティカル】 and 「【覚醒】自分のライフが3枚以下の場合、"
                     "カード1枚を引き、その後、このカードを裏返す」; its back (7000) %s. It "
                     "awakens (drawing %s), then attacks %s's leader (5000): one damage. %s" % (
                         tp, "has 【ブロッカー】 only" if back_lists else
                         "gives no keywords: the front's stay", dt[0], ntp,
                         "The back has no 【クリティカル】: the life card goes to %s's hand." % ntp
                         if back_lists else
                         "With 【クリティカル】 the life card goes to %s's drop." % ntp)])
    state = {ntp: {"life": life[1:], "hand": [] if critical else life[:1],
                   "drop": life[:1] if critical else []},
             tp: {"leader": {"card": lead_t, "face": "back", "power": 7000}}}
    fam.add("back-keywords-%s-%s" % ("listed" if back_lists else "front", first.lower()),
            "A leader's back %s (%s first)" % (
                "lists its own keywords" if back_lists else "keeps the front's keywords",
                first), desc, ["15-2-3", "14-7-2"] + (["15-5-1"] if critical else []),
            ["awaken", "leader", "keywords"], s.setup(), script, {"state": state})


def strike_family(fam, first):
    """15-6-3: KO every battle card of yours with 【ストライク】: D (【ダブルストライク】) and N
    (【ストライク 2】) go, B (【バリア】) and K (【ブロッカー】), no strike at all, stay."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    s.put(tp, "battle", "B", keywords=["barrier"])
    s.put(tp, "battle", "D", keywords=["double-strike"])
    s.put(tp, "battle", "K", keywords=["blocker"])
    s.put(tp, "battle", "N", keywords=["strike-2"])
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"all": {
        "who": "you", "zone": "battle", "filter": {"keyword": "strike"}}}})])
    desc = " ".join([fam.quote("15-6-3"),
                     "%s's S: 「自分の【ストライク】を持つバトルカードすべてをKOする」. D "
                     "(【ダブルストライク】) and N (【ストライク 2】) have a 【ストライク】 and are "
                     "KO'd; B (【バリア】) and K (【ブロッカー】) have none and stay." % tp])
    fam.add("strike-family-%s" % first.lower(), "「【ストライク】を持つ」 over several keywords (%s "
            "first)" % first, desc, ["15-6-3"], ["keywords", "filters"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0},
             {"choose": ["D", "N"], "for": "order", "by": tp}],
            {"state": {tp: {"battle": [{"card": "B"}, {"card": "K"}, {"card": "S"}],
                            "drop": {"$set": ["D", "N"]}}}})
