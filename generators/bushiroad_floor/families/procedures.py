"""Family `procedures`: the judge's procedures the penalty guide states exactly.

PG.3.4~p1: a forgotten automatic ability is played at the check timing nearest to when it was
noticed; one whose effect is optional is treated as declined.  PG.3.5.3.2~p1 (cards of a hidden
zone revealed), PG.3.5.4~p2 (an extra card in hand: back on top of the deck first) and
PG.3.6.1.2~p2 (an order lost): the legally confirmed cards are set aside, the rest shuffled (a
scripted random order), the confirmed ones returned to their places.
"""

from . import Family, strip

FORGOT = ("PG.3.4~p1", "原則としてそれに気づいた時点から一番近いチェックタイミングに即座にプレイします")
OPTIONAL = ("PG.3.4~p1", "任意の効果を持つ自動能力に関しては、原則としてそれをしないことを選択したものとして"
                         "扱います")
SHUFFLE = "合法的に確定していない部分をすべて混ぜてシャッフルし、合法的に確定しているカードを適切な位置に戻します"
REPAIRS = (
    ("revealed", "PG.3.5.3.2~p1", {"zone": ["D1", "D2", "D3", "D4", "D5", "D6"],
                                   "fixed": {"D1": 0, "D6": -1}},
     "D1 (the top card, revealed earlier by an effect) and D6 (put on the bottom by an effect) are "
     "confirmed"),
    ("extra-card", "PG.3.5.4~p2", {"extra": ["D0"], "zone": ["D1", "D2", "D3", "D4"],
                                   "fixed": {"D4": -1}},
     "D0, the card drawn too many, goes back on top of the deck first; D4 at the bottom is "
     "confirmed"),
    ("order-lost", "PG.3.6.1.2~p2", {"zone": ["C1", "C2", "C3", "C4", "C5"],
                                     "fixed": {"C1": 0, "C2": 1}},
     "C1 and C2, the top two, are confirmed"),
)


def generate(ctx):
    fam = Family(ctx, __name__)
    setup = {"format": "swiss", "rounds": 3, "fighters": ["A", "B"]}
    for optional in (False, True):
        b = fam.builder(setup, "forgotten/%s" % optional)
        b.do("pair", round=1, tables=[["A", "B"]], bye=[])
        # the mandatory case leaves `optional` out: the vocabulary's default is false
        b.do("forgotten-ability", fighter="A", **({"optional": True} if optional else {}))
        ev = strip(b.events("forgotten-ability")[-1])
        fam.add("forgotten-ability-%s" % ("optional" if optional else "mandatory"),
                "A forgotten %s automatic ability is %s" % (
                    "optional" if optional else "mandatory",
                    "treated as declined" if optional else "played at the nearest check timing"),
                "%s. A forgot an ability that had triggered; the judge notices: %s." % (
                    fam.quote(*(OPTIONAL if optional else FORGOT)),
                    "its effect is optional (「～してよい」), so A is treated as having chosen "
                    "not to" if optional else "it is played at once, at the check timing "
                    "nearest to the moment it was noticed"),
                ["PG.3.4~p1"], ["procedures"], setup, b.script, {"events": [ev]})
    b = fam.builder(setup, "forgotten/both")
    b.do("pair", round=1, tables=[["A", "B"]], bye=[])
    b.do("forgotten-ability", fighter="A", optional=False)
    b.do("forgotten-ability", fighter="B", optional=True)
    fam.add("forgotten-ability-both-fighters", "Two forgotten abilities in one match, one after "
            "the other", "%s; %s. A's mandatory ability is played at once, then B's optional one "
            "is treated as declined." % (fam.quote(*FORGOT), fam.quote(*OPTIONAL)),
            ["PG.3.4~p1"], ["procedures"], setup, b.script,
            {"events": [strip(e) for e in b.events("forgotten-ability")]})
    b = fam.builder(setup, "repair/two")
    b.do("pair", round=1, tables=[["A", "B"]], bye=[])
    for (situation, clause, args, _), who in zip(REPAIRS[::2], "AB"):
        b.do("repair-zone", fighter=who, situation=situation, **args)
    fam.add("repair-zone-two-in-turn", "Two hidden zones repaired one after the other",
            "%s. A's deck after cards were revealed (PG.3.5.3.2~p1), then B's zone whose order "
            "was lost (PG.3.6.1.2~p2): each shuffled in its own scripted order." % (
                fam.quote(REPAIRS[0][1], SHUFFLE)),
            [REPAIRS[0][1], REPAIRS[2][1]], ["procedures"], setup, b.script,
            {"events": [strip(e) for e in b.events("zone-repaired")]})
    for situation, clause, args, why in REPAIRS:
        b = fam.builder(setup, "repair/" + situation)
        b.do("pair", round=1, tables=[["A", "B"]], bye=[])
        b.do("repair-zone", fighter="A", situation=situation, **args)
        ev = strip(b.events("zone-repaired")[-1])
        fam.add("repair-zone-%s" % situation,
                "Repairing a hidden zone (%s): the confirmed cards stay in place, the rest is "
                "shuffled" % situation,
                "%s. %s; the rest is shuffled in the scripted order and the confirmed cards "
                "return to their places: %s." % (
                    fam.quote(clause, SHUFFLE), why, ", ".join(ev["zone"])),
                [clause], ["procedures"], setup, b.script, {"events": [ev]})
    return fam.cases
