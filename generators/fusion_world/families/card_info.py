"""Family `card-info`: the printed fields with no game meaning and the five colors.

Metamorphic twins (2-9-2 illustration, 2-11-2 rarity, 2-12-2 bundle/収録, 2-13-2 copyright, the
vocabulary's card fields `illustration`, `rarity`, `bundle`, `copyright`): the same game played
with every card carrying one value of the field, or each card a different value; the expectation
is computed once, without the field, and is the same for both twins.

- In play: a card played, an attack with a combo from the hand, damage, the battle's end.
- At the deck check: five cards of one card number with the same value of the field, or five
  different values, are five copies all the same (6-1-4-2, 2-10-2): the deck is illegal.
- 1-6-1, the five colors: a leader of four colors and a deck card of the fifth is illegal
  (6-1-4-1), for each of the five; a leader of all five admits a deck of all five.

Both perspectives (P1 first, P2 first; the deck checked P1's or P2's).
"""

from . import Family
from ..model.table import PLAYERS, other
from .scene import Scene, standard

FIELDS = (("illustration", "2-9-2", "イラストは、ゲーム上は特に意味を持ちません。",
           ["Goku, sunset", "Goku, rain", "Vegeta, city", "Gohan, forest", "Piccolo, cliff"]),
          ("rarity", "2-11-2", "これは、ゲーム上特に意味を持ちません。",
           ["C", "UC", "R", "SR", "SCR"]),
          ("bundle", "2-12-2", "これはゲーム上特に意味を持ちません。",
           ["FB01", "FB02", "FB03", "FS01", "FP"]),
          ("copyright", "2-13-2", "これはゲーム上特に意味を持ちません。",
           ["(c) A", "(c) B", "(c) C", "(c) D", "(c) E"]))
COLORS = ("red", "blue", "green", "yellow", "black")


def generate(ctx):
    fam = Family(ctx, __name__)
    for field, clause, text, values in FIELDS:
        for first in PLAYERS:
            for variant in ("same", "mixed"):
                in_play(fam, first, field, clause, text, values, variant)
                deck_copies(fam, first, field, clause, text, values, variant)
    for p in PLAYERS:
        for missing in COLORS + (None,):
            five_colors(fam, p, missing)
    return fam.cases


def labels(cards, values, variant):
    """The field's value for each card: one value for all, or the values in turn."""
    return {c: values[0] if variant == "same" else values[i % len(values)]
            for i, c in enumerate(cards)}


def in_play(fam, first, field, clause, text, values, variant):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    ln = s.zones[ntp]["life"]
    s.put(tp, "hand", "H", cost={"total": 1}, power=4000)
    s.put(tp, "hand", "C", combo=1000)
    s.put(tp, "energy", "E")
    for c, v in labels(sorted(s.cards), values, variant).items():
        s.cards[c][field] = v
    script = [{"do": "play", "card": "H", "pay": ["E"]},
              {"do": "attack", "card": "H", "target": lead_n}, {"do": "combo", "card": "C"},
              {"do": "pass"}, {"do": "pass", "by": ntp}]
    # the outcome, worked out without the field: 4000 + 1000 = 5000 ≥ 5000, one damage
    events = [{"type": "enter", "card": "H", "how": "play"},
              {"type": "attack", "card": "H", "target": lead_n},
              {"type": "combo", "player": tp, "card": "C"},
              {"type": "compare", "attack": 5000, "guard": 5000},
              {"type": "damage", "player": ntp, "amount": 1, "source": "H"},
              {"type": "move", "card": "C", "from": "%s:combo" % tp, "to": "%s:drop" % tp,
               "cause": "battle-end"}]
    state = {tp: {"hand": [], "drop": ["C"], "energy": [{"card": "E", "rested": True}],
                  "battle": [{"card": "H", "rested": True, "power": 4000, "combo": None,
                              "under": [], "ki": 0}]},
             ntp: {"life": ln[1:], "hand": ln[:1]}}
    desc = " ".join([
        fam.quote(clause, text),
        "Every card of the case carries a %s (%s). %s plays H (4000) paying E, attacks %s's "
        "leader with it and combos with C from the hand: 5000 ≥ 5000, one damage; C goes to "
        "the drop at the battle's end. The twin case with %s is the same game with the same "
        "outcome." % (field, "one value for all: %r" % values[0] if variant == "same" else
                      "a different one card by card", tp, ntp,
                      "a different value card by card" if variant == "same" else
                      "one value for all")])
    fam.add("%s-play-%s-%s" % (field, variant, first.lower()),
            "The %s changes nothing in play (%s, %s first)" % (field, variant, first), desc,
            [clause], ["card-info", "metamorphic"], s.setup(), script,
            {"state": state, "events": events})


def deck_copies(fam, first, field, clause, text, values, variant):
    p = first
    s = Scene(first=None, at="pregame")
    for q in PLAYERS:
        s.leader(q)
        for i in range(50):
            spec = {"number": "N-700"} if q == p and i < 5 else {}
            s.put(q, "deck", "%sD%02d" % (q, i + 1), **spec)
    copies = ["%sD%02d" % (p, i + 1) for i in range(5)]
    for c, v in labels(copies, values, variant).items():
        s.cards[c][field] = v
    # the outcome, worked out without the field: five cards of the number N-700
    events = [{"type": "deck-check", "player": q, "legal": q != p,
               "rules": ["6-1-4-2"] if q == p else []} for q in PLAYERS]
    desc = " ".join([
        fam.quote(clause, text), fam.quote("6-1-4-2"),
        "Five cards of %s's deck have the card number N-700 and %s. They are five copies all "
        "the same: %s's deck breaks 6-1-4-2 and the game does not start; the twin case with "
        "%s has the same outcome." % (
            p, "one %s, %r" % (field, values[0]) if variant == "same" else
            "five different %s values (%s)" % (field, ", ".join(values)), p,
            "five different values" if variant == "same" else "one value")])
    fam.add("%s-deck-%s-%s" % (field, variant, p.lower()),
            "The %s does not make copies different cards (%s, %s's deck)" % (field, variant, p),
            desc, [clause, "2-10-2"], ["card-info", "metamorphic", "deck-check",
                                       fam.reading("FW-CARD-NUMBER-REF")],
            s.setup(), [], {"state": {"turn": {"phase": "pregame"}, "result": None},
                            "events": events})


def five_colors(fam, p, missing):
    """1-6-1: the five colors, each tried as the one a leader lacks."""
    s = Scene(first=None, at="pregame")
    q = other(p)
    leader_colors = [c for c in COLORS if c != missing]
    s.leader(p, colors=leader_colors)
    s.leader(q)
    for i in range(50):
        s.put(p, "deck", "%sD%02d" % (p, i + 1), colors=[COLORS[i % 5]])
    for i in range(49):
        s.put(q, "deck", "%sD%02d" % (q, i + 1))
    bad = ["6-1-4-1"] if missing else []
    events = [{"type": "deck-check", "player": x, "legal": x == p and not bad,
               "rules": bad if x == p else ["6-1-3"]} for x in PLAYERS]
    desc = " ".join([
        fam.quote("1-6-1"), fam.quote("6-1-4-1"),
        "%s's deck holds ten cards of each of the five colors; its leader has %s. %s %s's "
        "deck has 49 cards (6-1-3), so the game does not start either way." % (
            p, "all five" if not missing else "every color but %s" % missing,
            "So the deck is legal." if not missing else
            "The ten %s cards are of a color the leader does not have: 6-1-4-1." % missing, q)])
    fam.add("five-colors-%s-%s" % (missing or "all", p.lower()),
            "The five colors: a leader %s (%s's deck)" % (
                "of all five" if not missing else "without %s" % missing, p),
            desc, ["1-6-1", "6-1-4-1"], ["card-info", "deck-check", "colors"], s.setup(), [],
            {"state": {"turn": {"phase": "pregame"}, "result": None}, "events": events})
