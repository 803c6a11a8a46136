"""Family `deck_reading`: every card of a deck counts in the deck check of 6-2-1-1, wherever it
lies: one card of a color the leader lacks (6-1-4-1) or one leader card (6-1-3: battle and extra
cards only) as the first card of the deck or as its last makes the deck illegal.  Each on P1's
deck and on P2's; the other deck is legal.
"""

from . import Family
from ..model.table import PLAYERS
from .scene import Scene

# name: (the offending card's spec, the rule it breaks, what)
WRONG = {
    "off-color": ({"colors": ["green"]}, "6-1-4-1", "a green card under a red leader"),
    "leader": ({"type": "leader"}, "6-1-3", "a leader card"),
}
QUOTES = {
    "6-1-3": "バトルカードとエクストラカードから、50枚から60枚の任意の枚数で構成された構築デッキが必要です。",
    "6-1-4-1": "リーダーが持たない色のカードをデッキに入れる事はできません。",
}


def generate(ctx):
    fam = Family(ctx, __name__)
    for name in WRONG:
        for at in ("first", "last"):
            for p in PLAYERS:
                one(fam, name, at, p)
    return fam.cases


def one(fam, name, at, p):
    spec, rule, what = WRONG[name]
    s = Scene(first=None, at="pregame")
    decks = {}
    for q in PLAYERS:
        s.leader(q, colors=["red"])
        specs = [{} for _ in range(50)]
        if q == p:
            specs[0 if at == "first" else -1] = dict(spec)
        decks[q] = [s.put(q, "deck", "%sD%02d" % (q, i + 1), **sp) for i, sp in enumerate(specs)]
    checks = [{"type": "deck-check", "player": q, "legal": q != p,
               "rules": [rule] if q == p else []} for q in PLAYERS]
    desc = " ".join(["6-2-1-1 「このデッキは、この時点でのみ6-1のデッキ構築に関するルールで指定される"
                     "諸条件を満たしている必要があります。」", fam.quote(rule, QUOTES[rule]),
                     "%s's deck of 50 cards has %s as its %s card, the other 49 red battle "
                     "cards: the check reports %s, the other deck is legal; the game does not "
                     "start." % (p, what, at, rule)])
    fam.add("%s-%s-%s" % (name, at, p.lower()), "Deck check: %s as the %s card of %s's deck"
            % (what, at, p), desc, ["6-2-1-1", rule], ["deck-check"], s.setup(), [],
            {"events": checks,
             "state": {"turn": {"phase": "pregame"}, "result": None,
                       p: {"deck": decks[p], "hand": [], "life": []}}})
