"""Family `charge`: the charge phase (7-2) from its first step: the turn player's rested cards
in the leader, battle and energy areas become active and the other player's stay rested
(7-2-7); the turn player draws (7-2-9) and puts up to one card of its hand into the energy, where
it is active (7-2-11, 3-8-3); a check point at 7-2-6, 7-2-8, 7-2-10 and 7-2-12, then the main
phase (7-2-13, 7-3-3).  Random boards (seeded) for both players as turn player, first or second
player, odd and even turns; a legal query shows the charged energy paying at once.
"""

from . import Family
from ..model.table import PLAYERS, other
from .quotes import Q727
from .scene import standard


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in PLAYERS:
        for turn in (2, 3, 4, 5, 7):
            for variant in ("card", "none", "extra"):
                key = "%s-first-turn-%d-%s" % (first.lower(), turn, variant)
                rng = fam.rng(key)
                s = standard(first=first, turn=turn, at="charge",
                             deck=(rng.randint(2, 6), rng.randint(2, 6)))
                tp = s.turn_player
                ntp = other(tp)
                for p in PLAYERS:
                    for i in range(rng.randint(0, 3)):
                        s.put(p, "battle", "%sB%d" % (p, i + 1), power=rng.choice((1000, 3000)))
                    for i in range(rng.randint(1, 4)):
                        s.put(p, "energy", "%sE%d" % (p, i + 1))
                    for i in range(rng.randint(0, 2)):
                        s.put(p, "hand", "%sH%d" % (p, i + 1))
                    if p == tp and variant == "extra":
                        s.put(p, "hand", "%sX1" % p, type="extra")
                    z = s.zones[p]
                    oriented = [z["leader"]] + z["battle"] + z["energy"]
                    s.rest(*[c for c in oriented if rng.random() < (0.8 if p == tp else 0.5)])
                    if p == tp and not any(c in s.rested for c in oriented):
                        s.rest(z["leader"])
                zt = s.zones[tp]
                drawn = zt["deck"][0]
                hand = zt["hand"] + [drawn]
                pick = {"card": drawn, "none": None, "extra": "%sX1" % tp}[variant]
                script = [{"choose": pick, "for": "charge", "by": tp}, {"query": "legal"}]
                hand_after = [c for c in hand if c != pick]
                energy = [{"card": c, "rested": False} for c in zt["energy"]]
                if pick:
                    energy.append({"card": pick, "rested": False})
                state = {"turn": {"number": turn, "player": tp, "first": first,
                                  "phase": "main", "step": None},
                         tp: {"leader": {"card": zt["leader"], "rested": False},
                              "battle": [{"card": c, "rested": False} for c in zt["battle"]],
                              "energy": energy, "hand": hand_after, "deck": zt["deck"][1:]}}
                zn = s.zones[ntp]
                state[ntp] = {"leader": {"card": zn["leader"], "rested": zn["leader"] in s.rested},
                              "battle": [{"card": c, "rested": c in s.rested}
                                         for c in zn["battle"]],
                              "energy": [{"card": c, "rested": c in s.rested}
                                         for c in zn["energy"]]}
                first_rested = [c for c in [zt["leader"]] + zt["battle"] + zt["energy"]
                                if c in s.rested][0]
                events = [{"type": "checkpoint", "at": "7-2-6"},
                          {"type": "stand", "card": first_rested},
                          {"type": "checkpoint", "at": "7-2-8"},
                          {"type": "draw", "player": tp, "card": drawn},
                          {"type": "checkpoint", "at": "7-2-10"}]
                if pick:
                    events.append({"type": "move", "card": pick, "from": "%s:hand" % tp,
                                   "to": "%s:energy" % tp, "cause": "charge"})
                events += [{"type": "checkpoint", "at": "7-2-12"},
                           {"type": "phase", "name": "main", "turn": turn, "player": tp},
                           {"type": "checkpoint", "at": "7-3-3"}]
                # the legal actions: every battle card of the hand costs 1 (any color)
                active_energy = len(energy)           # all active after 7-2-7
                attackers = [zt["leader"]] + zt["battle"]
                targets = [zn["leader"]] + [c for c in zn["battle"] if c in s.rested]
                acts = [{"do": "play", "card": c} for c in hand_after
                        if not c.endswith("X1") and active_energy >= 1]
                acts += [{"do": "attack", "card": a, "target": t}
                         for a in attackers for t in targets]
                acts.append({"do": "pass"})
                clauses = ["7-2-6", "7-2-7", "7-2-8", "7-2-9", "7-2-10", "7-2-11", "7-2-12",
                           "7-2-13"]
                if pick:
                    clauses.append("3-8-3")
                desc = " ".join([
                    fam.quote("7-2-7", Q727),
                    fam.quote("7-2-9", "ターンプレイヤーがデッキからカードを1枚引きます。"),
                    fam.quote("7-2-11", "手札から1枚までをエナジーエリアに置きます。"),
                    fam.quote("3-8-3", "エナジーエリアにカードが置かれる場合、特に指示がない場合、表向きでかつ、アクティブで置かれます。"),
                    "Turn %d, %s first: %s is the turn player. Its rested %s become active; "
                    "%s's rested %s stay rested (7-2-7 names the turn player's own areas). "
                    "It draws %s and puts %s into its energy, active. Check points at 7-2-6, "
                    "7-2-8, 7-2-10 and 7-2-12, then 7-3-3; at the free timing every battle "
                    "card of its hand costs 1 and %d energy are active, and %s."
                    % (turn, first, tp, ", ".join(c for c in s.rested if c in
                                                   [zt["leader"]] + zt["battle"] + zt["energy"]),
                       ntp, ", ".join(c for c in s.rested if c in [zn["leader"]] + zn["battle"] +
                                      zn["energy"]) or "cards (none)",
                       drawn, pick or "no card", active_energy,
                       "its leader and battle cards may attack %s's leader and rested battle "
                       "cards" % ntp)])
                fam.add(key, "Charge phase: %s's turn %d, %s" % (
                            tp, turn, {"card": "the drawn card charged",
                                       "none": "nothing charged",
                                       "extra": "an extra card charged"}[variant]),
                        desc, clauses, ["charge", fam.reading("FW-CHARGE-PLAYER")], s.setup(),
                        script,
                        {"state": state, "events": events,
                         "legal": [{"step": 1, "actions": acts}]})
    return fam.cases
