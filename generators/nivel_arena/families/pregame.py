"""Family `pregame`: the preparation (5.1): each deck checked (5.1.2: exactly 40 cards; 5.1.2.1
the leader's pledge; 5.1.2.2 at most 3 of an identification number, 2.10.1; 5.1.2.3 at most 8
triggers), shuffled (5.1.3, 3.2.4), the leaders at level 1 (5.1.4, 4.6.2.1, 3.3.1), the first
player at random (5.1.5), five cards each and one redraw each from the first player (5.1.6,
5.1.6.1), the first turn (5.1.7): level 2 and no draw for the first player."""

from . import Family
from .scene import PLAYERS, Scene, other


def generate(ctx):
    fam = Family(ctx, __name__)
    checks(fam)
    for first in PLAYERS:
        for redraw in ((False, False), (True, False), (False, True), (True, True)):
            game(fam, first, redraw)
    return fam.cases


def scene(n1=40, n2=40):
    s = Scene(at="pregame", deck=0)
    s.start.pop("turn")
    for p, n in (("P1", n1), ("P2", n2)):
        s.deck(p, n)
    return s


def checks(fam):
    variants = (("39", 39, None, None), ("41", 41, None, None), ("copies-3", 40, "copies", 3),
                ("copies-4", 40, "copies", 4), ("triggers-8", 40, "triggers", 8),
                ("triggers-9", 40, "triggers", 9), ("pledge-ok", 40, "pledge", 0),
                ("pledge-broken", 40, "pledge", 1))
    for name, n, kind, k in variants:
        s = scene(n1=n)
        deck = s.zones["P1"]["deck"]
        if kind == "copies":
            for c in deck[:k]:
                s.cards[c] = {"number": "NA-001"}
        if kind == "triggers":
            for c in deck[:k]:
                s.cards[c] = {"trigger": [{"draw": 1}]}
        if kind == "pledge":
            s.set_leader("P1", pledge=["Order"])
            for c in deck:
                s.cards[c] = {"affiliations": ["Order"]}
            if k:
                s.cards[deck[5]] = {"affiliations": ["Chaos"]}
        fault = {"39": "5.1.2", "41": "5.1.2", "copies-4": "5.1.2.2", "triggers-9": "5.1.2.3",
                 "pledge-broken": "5.1.2.1"}.get(name)
        clause = {"copies": "5.1.2.2", "triggers": "5.1.2.3", "pledge": "5.1.2.1"}.get(kind, "5.1.2")
        ev = {"type": "deck-check", "player": "P1", "legal": fault is None}
        if fault:
            ev["rule"] = fault
        script = [] if fault else [{"random": list(s.zones["P1"]["deck"]), "for": "shuffle"},
                                   {"random": list(s.zones["P2"]["deck"]), "for": "shuffle"},
                                   {"random": "P1", "for": "first"},
                                   {"choose": False, "for": "redraw"}, {"choose": False, "for": "redraw"}]
        fam.add("deck-%s" % name, "P1's deck: %s" % name, fam.cite("5.1.2", clause),
                [clause, "5.1.1"] + (["2.10.1"] if kind == "copies" else []), ["pregame"], s.setup(),
                script, {"events": [ev], "state": {"turn": {"phase": "pregame" if fault else "main"}}})


def game(fam, first, redraw):
    s = scene()
    s.level("P1", 4)   # 5.1.4: the preparation puts both leaders at level 1 whatever the setup says
    s.level("P2", 6)
    d = {p: list(s.zones[p]["deck"]) for p in PLAYERS}
    shuffled = {p: list(reversed(d[p])) for p in PLAYERS}
    script = [{"random": shuffled["P1"], "for": "shuffle"}, {"random": shuffled["P2"], "for": "shuffle"},
              {"random": first, "for": "first"}]
    hands = {p: shuffled[p][:5] for p in PLAYERS}
    decks = {p: shuffled[p][5:] for p in PLAYERS}
    order = (first, other(first))
    for p, again in zip(order, redraw):
        script.append({"choose": again, "for": "redraw", "by": p})
        if again:
            full = decks[p] + hands[p]
            new = full[5:] + full[:5]     # the redraw's shuffle: the former hand goes to the bottom
            script.append({"random": new, "for": "shuffle"})
            hands[p], decks[p] = new[:5], new[5:]
    exp = {"state": {"turn": {"number": 1, "player": first, "phase": "main"},
                     first: {"leader": {"level": 2}, "hand": hands[first], "deck": decks[first]},
                     other(first): {"leader": {"level": 1}, "hand": hands[other(first)]}},
           "events": [{"type": "shuffle", "player": "P1"}, {"type": "shuffle", "player": "P2"},
                      {"type": "first", "player": first}]}
    clauses = ["5.1.3", "3.2.4", "3.2.1", "5.1.4", "4.6.2.1", "3.3.1", "5.1.5", "5.1.6", "5.1.7",
               "6.3.1.1"]
    if any(redraw):
        clauses.append("5.1.6.1")
    fam.add("game-%s-%s" % (first.lower(), "".join("r" if r else "k" for r in redraw)),
            "The preparation, %s first, redraws %s" % (first, redraw),
            fam.cite("5.1.3", "5.1.5", "5.1.6", "5.1.6.1", "5.1.7"), clauses, ["pregame"], s.setup(),
            script, exp)
