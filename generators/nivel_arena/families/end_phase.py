"""Family `end_phase`: the end phase's steps in order (6.6.1): end-of-turn effects (6.6.1.1),
"until the end of the turn" negated (6.6.1.2), the turn player's skills trashed (6.6.1.3), the turn
player's hand cut to 7 by their choice (6.6.1.4, 3.1.6), the next turn (6.6.1.5)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    hand_limit(fam)
    durations(fam)
    next_turn(fam)
    return fam.cases


def hand_limit(fam):
    for n in (7, 8, 10):
        s = Scene(at="end")
        hand = s.hand("P1", n)
        other_hand = s.hand("P2", 9)
        drop = hand[:n - 7] if n >= 8 else []
        script = [{"choose": list(reversed(drop)), "for": "discard", "by": "P1"}] if drop else []
        fam.add("hand-%d" % n, "The turn player's hand of %d at the end phase" % n,
                fam.quote("6.6.1.4") + " P2's hand of 9 stays (P2 then draws in its own turn): only "
                "the turn player's is cut.",
                ["6.6.1.4", "3.1.6"] if drop else ["6.6.1"], ["end-phase"], s.setup(), script,
                {"state": {"P1": {"hand": hand[n - 7:] if drop else hand,
                                  "trash": list(reversed(drop))},
                           "P2": {"hand": other_hand + s.zones["P2"]["deck"][:1]}}})


def durations(fam):
    for until in ("turn", "game"):
        s = Scene()
        s.level("P1", 5)
        s.unit("P1", 1, "U", cost=1, power=2000)
        s.put("P1", "hand", "S", type="skill", cost=1,
              effect=[{"power": 1000, "target": "this" if False else "own-unit", "until": until}])
        fam.add("until-%s" % until, "A power change until the end of the %s" % until,
                fam.quote("6.6.1.2"), ["6.6.1.2"] + (["8.5.2"] if until == "turn" else []),
                ["end-phase"], s.setup(),
                [{"do": "activate", "card": "S"}, {"choose": ["U"], "for": "target"},
                 {"do": "end"}, {"do": "end"}],
                {"state": {"P1": {"unit1": [{"card": "U",
                                             "power": 2000 if until == "turn" else 3000}]},
                           "turn": {"player": "P2", "phase": "main"}}})


def next_turn(fam):
    s = Scene(at="end", turn=4)
    s.level("P1", 2)
    s.level("P2", 3)
    fam.add("next-turn", "The other player's turn begins at its level-up phase",
            fam.cite("6.6.1.5", "6.1.2"), ["6.6.1.5", "6.6.1", "6.1.2"], ["end-phase"], s.setup(),
            [], {"state": {"turn": {"number": 5, "player": "P1", "phase": "main"},
                           "P1": {"leader": {"level": 3}}},
                 "events": [{"type": "phase", "phase": "end", "player": "P2"},
                            {"type": "turn", "number": 5, "player": "P1"},
                            {"type": "phase", "phase": "levelup", "player": "P1"},
                            {"type": "phase", "phase": "draw", "player": "P1"},
                            {"type": "phase", "phase": "main", "player": "P1"}]})
