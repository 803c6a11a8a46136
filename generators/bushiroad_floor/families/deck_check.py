"""Family `deck-check`: which deck infraction a deck check finds and how list and deck are
repaired (PG.3.1.1.1~p1, ~p2, PG.3.1.1.2~p1, ~p2, PG.3.1.1.3~p1, ~p2, PG.3.1.1.4~p1, ~p2;
BF-DECK-INFRACTION): every row of the vocabulary's situation table, with a deck one card over,
one under and with a name one copy over the limit, the deck-remove and deck-add choices of the
fix, lost cards replaced, and an illegible list.
"""

from . import Family, strip
from ..model.lookups import deck_check

SETUP = {"format": "swiss", "rounds": 1, "fighters": ["A", "B"]}
CON = {"size": 10, "max_copies": 4}
LEGAL = {"alpha": 4, "beta": 4, "gamma": 2}


def clauses_of(inf, entry):
    if "list" not in entry:
        return ["PG.3.1.1.1~p1"]
    out = ["PG.3.1.1.1~p2"]
    if inf == "illegal-decklist":
        out += ["PG.3.1.1.2~p1", "PG.3.1.1.2~p2"]
    elif inf == "illegal-deck":
        out += ["PG.3.1.1.3~p1"] + (["PG.3.1.1.3~p2"] if entry.get("lost") else [])
    elif inf == "illegal-decklist-and-deck":
        out += ["PG.3.1.1.4~p1", "PG.3.1.1.4~p2"]
    return out


def generate(ctx):
    fam = Family(ctx, __name__)
    over = {"alpha": 4, "beta": 4, "gamma": 3}         # 11 cards
    under = {"alpha": 4, "beta": 4, "gamma": 1}        # 9 cards
    five = {"alpha": 5, "beta": 3, "gamma": 2}         # 10 cards, alpha over the limit
    five_over = {"alpha": 5, "beta": 4, "gamma": 3}    # 12, alpha over the limit
    other = {"alpha": 4, "beta": 3, "gamma": 2, "delta": 1}
    cases = [
        ("unregistered-legal", {"deck": LEGAL}, []),
        ("unregistered-over", {"deck": over}, [("deck-remove", {"gamma": 1})]),
        ("unregistered-under", {"deck": under}, [("deck-add", {"delta": 1})]),
        ("unregistered-copies", {"deck": five}, [("deck-add", {"beta": 1})]),
        ("unregistered-copies-and-over", {"deck": five_over}, [("deck-remove", {"gamma": 1})]),
        # one name over the limit and one card over: cutting the name makes the size right,
        # so nothing is left to remove or add (no choice is asked)
        ("unregistered-copies-size-then-right", {"deck": {"alpha": 5, "beta": 4, "gamma": 2}},
         []),
        ("unregistered-two-over", {"deck": {"alpha": 4, "beta": 4, "gamma": 4}},
         [("deck-remove", {"gamma": 2})]),
        ("unregistered-two-under", {"deck": {"alpha": 4, "beta": 4}},
         [("deck-add", {"gamma": 2})]),
        ("registered-equal", {"deck": LEGAL, "list": LEGAL}, []),
        # a name with 0 copies is no card: the deck still equals its list
        ("registered-equal-deck-names-zero-copies", {"deck": dict(LEGAL, delta=0),
                                                     "list": LEGAL}, []),
        # a lost list that names no card: nothing is lost, the deck matches its list
        ("registered-equal-nothing-lost", {"deck": LEGAL, "list": LEGAL, "lost": {}}, []),
        ("registered-deck-differs", {"deck": other, "list": LEGAL}, []),
        ("registered-deck-short", {"deck": under, "list": LEGAL}, []),
        ("registered-lost-cards", {"deck": under, "list": LEGAL, "lost": {"gamma": 1}},
         [("deck-add", {"delta": 1})]),
        ("registered-two-lost", {"deck": {"alpha": 4, "beta": 4}, "list": LEGAL,
                                 "lost": {"gamma": 2}}, [("deck-add", {"delta": 2})]),
        ("list-over-deck-legal", {"deck": LEGAL, "list": over}, []),
        ("list-copies-deck-legal", {"deck": LEGAL, "list": five}, []),
        ("list-illegible-deck-legal", {"deck": LEGAL, "list": LEGAL, "illegible": True}, []),
        ("both-illegal-copies", {"deck": five, "list": five}, [("deck-add", {"delta": 1})]),
        ("both-illegal-copies-size-then-right", {"deck": {"alpha": 5, "beta": 4, "gamma": 2},
                                                 "list": {"alpha": 5, "beta": 4, "gamma": 2}},
         []),
        ("both-illegal-over", {"deck": over, "list": over}, [("deck-remove", {"beta": 1})]),
        ("both-illegal-under", {"deck": under, "list": under}, [("deck-add", {"gamma": 1})]),
    ]
    for name, parts, answers in cases:
        entry = {"fighter": "A", "construction": CON}
        entry.update(parts)
        b = fam.builder(SETUP, "deck/" + name)
        for kind, value in answers:
            b.answer(kind, value)
        b.do("deck-check", **entry)
        ev = b.events("deck-check")[-1]
        queue = iter(answers)
        again = deck_check(entry, lambda kind, who, check, options=None: next(queue)[1])
        assert again == strip(ev)
        inf = ev["infraction"]
        cl = clauses_of(inf, entry)
        desc = "%s. Construction: exactly %d cards, at most %d of a name. Deck %s%s%s → %s; " \
               "repaired deck %s, list %s%s (BF-DECK-INFRACTION)." % (
                   "; ".join("%s 「%s」" % (c, fam.text(c)[:90] + "…") for c in cl),
                   CON["size"], CON["max_copies"], parts["deck"],
                   ", list %s" % parts["list"] if "list" in parts else ", no registration",
                   "%s%s" % (" (illegible)" if parts.get("illegible") else "",
                             ", lost %s" % parts["lost"] if parts.get("lost") else ""),
                   inf, ev["deck"], ev["list"],
                   "; the fighter's choices %s" % answers if answers else "")
        fam.add(name, "Deck check: %s → %s" % (name.replace("-", " "), inf), desc, cl,
                ["deck-check", "reading:BF-DECK-INFRACTION"], SETUP, b.script,
                {"events": [strip(ev)]})
    # both fighters' decks checked, one after the other
    b = fam.builder(SETUP, "deck/both")
    entries = ({"fighter": "A", "construction": CON, "deck": over},
               {"fighter": "B", "construction": CON, "deck": LEGAL, "list": LEGAL})
    b.answer("deck-remove", {"beta": 1})
    evs = []
    for entry in entries:
        b.do("deck-check", **entry)
        evs.append(strip(b.events("deck-check")[-1]))
    fam.add("both-fighters-in-turn", "Both fighters' decks checked, one after the other",
            "PG.3.1.1.1~p1 「%s…」; PG.3.1.1.1~p2 「%s…」. A's unregistered deck is one card over "
            "(A removes a beta); B's deck equals its list (BF-DECK-INFRACTION): %s, then %s." % (
                fam.text("PG.3.1.1.1~p1")[:60], fam.text("PG.3.1.1.1~p2")[:60],
                evs[0]["infraction"], evs[1]["infraction"]),
            ["PG.3.1.1.1~p1", "PG.3.1.1.1~p2"], ["deck-check", "reading:BF-DECK-INFRACTION"],
            SETUP, b.script, {"events": evs})
    return fam.cases
