"""Family `card_info`: what a card's information means for play: rarity and illustration mean
nothing (2.11.2, 2.12.2): twin games that differ only there play the same; the cost is what
playing reads (2.5.1); power and hit (2.8.1, 2.9.1)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    for key, clause, values in (("rarity", "2.11.2", ("C", "SR")), ("illustration", "2.12.2", ("a", "b"))):
        for v in values:
            s = Scene(at="attack")
            s.unit("P1", 1, "A", cost=3, power=4000, hit=2, **{key: v})
            s.unit("P2", 1, "D", cost=3, power=4000, **{key: v})
            fam.add("%s-%s" % (key, v), "The same battle with cards of %s %s" % (key, v),
                    fam.cite(clause, "7.4.3"), [clause, "7.4.3"], ["card-info"], s.setup(),
                    [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}],
                    {"state": {"P2": {"trash": ["D"]}}})
    return fam.cases
