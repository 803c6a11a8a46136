"""Family `deck_reading`: every card of a deck counts in the deck check of 6-2-1-1, wherever it
lies: one card of a color the leader lacks (6-1-4-1) or one leader card (6-1-3: battle and extra
cards only) as the first card of the deck or as its last makes the deck illegal.  Each on P1's
deck and on P2's; the other deck is legal.
"""

from . import Family
from ..model.table import PLAYERS
from .lang import perm
from .opening import opening
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
GAINS = perm({"color": "green", "target": "this"})


def generate(ctx):
    fam = Family(ctx, __name__)
    for name in WRONG:
        for at in ("first", "last"):
            for p in PLAYERS:
                one(fam, name, at, p)
    for gainer in ("leader", "deck-card"):
        gained_color(fam, gainer)
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


def gained_color(fam, gainer):
    """6-1-4-3-2: each leader gains green (its deck holds a green card), or a card of each deck
    gains green (the leaders red and green, the card printed red): the decks are legal."""
    key = "gained-%s" % gainer
    rng = fam.rng(key)
    s = Scene(first=None, at="pregame")
    decks = {}
    for q in PLAYERS:
        if gainer == "leader":
            s.leader(q, colors=["red"], skills=[GAINS])
        else:
            s.leader(q, colors=["red", "green"])
        specs = [{} for _ in range(50)]
        specs[20] = {"colors": ["green"]} if gainer == "leader" else {"skills": [GAINS]}
        decks[q] = [s.put(q, "deck", "%sD%02d" % (q, i + 1), **sp) for i, sp in enumerate(specs)]
    chooser = rng.choice(PLAYERS)
    pick = rng.choice(("first", "second"))
    mull = {q: False for q in PLAYERS}
    script, zones, first, _ = opening(rng, decks, chooser, pick, mull, lambda hand: None)
    what = ("Each red leader has 【永続】「すべての領域のこのカードは緑を得る」 and each deck a "
            "green card: the leaders are red and green from deck building on, the green cards "
            "are allowed" if gainer == "leader" else
            "Each leader is red and green; a red card of each deck has 【永続】「すべての領域のこの"
            "カードは緑を得る」: red and green, both the leader's, it is allowed")
    desc = " ".join([fam.quote("6-1-4-3-2"), fam.quote("6-1-4-1", QUOTES["6-1-4-1"]),
                     what + ". Both decks are legal and the pre-game procedure follows: %s goes "
                     "first." % first])
    fam.add(key, "Deck check: a color gained by a 【永続】 counts (%s)" % gainer,
            desc, ["6-2-1-1", "6-1-4-1", "6-1-4-3-2", "9-5-3", "6-2-1-11"],
            ["deck-check", "pregame", fam.reading("FW-LIFE-ORDER"),
             fam.reading("FW-PREGAME-DEFEAT")], s.setup(), script,
            {"events": [{"type": "deck-check", "player": q, "legal": True, "rules": []}
                        for q in PLAYERS] + [{"type": "first", "player": first}],
             "state": {"turn": {"number": 1, "player": first, "first": first,
                                "phase": "main", "step": None},
                       first: {"deck": zones[first]["deck"], "life": zones[first]["life"]}}})
