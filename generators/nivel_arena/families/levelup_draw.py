"""Family `levelup_draw`: the turn's first phases (6.1.2): the level-up phase (6.2.3.1, reading
NA-LEVELUP: from the first turn on; 4.6.3 at 10 nothing happens, 1.3.2.1), awakening (10.2.6.1.2),
the draw phase (6.3.1, 4.4.1; none on the first player's first turn 6.3.1.1)."""

from . import Family
from .scene import Scene, other


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for turn in (1, 2, 3):
            for level in (1, 9, 10):
                one(fam, first, turn, level)
    awaken(fam)
    return fam.cases


def one(fam, first, turn, level):
    s = Scene(at="levelup", turn=turn, first=first)
    tp = s.tp
    s.level(tp, level)
    top = s.zones[tp]["deck"][0]
    new = min(level + 1, 10)
    skip = turn == 1 and tp == first
    events = [{"type": "turn", "number": turn, "player": tp},
              {"type": "phase", "phase": "levelup", "player": tp}]
    if new != level:
        events.append({"type": "level", "player": tp, "level": new})
    events.append({"type": "phase", "phase": "draw", "player": tp})
    if not skip:
        events.append({"type": "move", "card": top, "from": "%s:deck" % tp, "to": "%s:hand" % tp,
                       "cause": "draw"})
    events.append({"type": "phase", "phase": "main", "player": tp})
    clauses = ["6.2.3.1", "6.1.2", "6.1.1", "3.3.3"]
    clauses += ["4.6.2"] if new != level else ["4.6.3", "1.3.2.1"]
    clauses += ["6.3.1.1"] if skip else ["6.3.1", "4.4.1", "4.4.2"]
    desc = "%s (NA-LEVELUP: every turn, the first one too); %s; %s Turn %d, %s first: %s at level " \
           "%d goes to %d and %s." % (
               fam.quote("6.2.3.1"), fam.quote("4.6.3"),
               fam.quote("6.3.1.1") if skip else fam.quote("6.3.1"), turn, first, tp, level, new,
               "draws nothing (the first player's first turn)" if skip else "draws its top card")
    fam.add("%s-first-t%d-l%d" % (first.lower(), turn, level),
            "Level-up and draw phases of turn %d (%s first), level %d" % (turn, first, level), desc,
            clauses, ["turn", fam.reading("NA-LEVELUP")], s.setup(), [],
            {"state": {"turn": {"number": turn, "player": tp, "phase": "main"},
                       tp: {"leader": {"level": new}, "hand": [] if skip else [top]}},
             "events": events})


def awaken(fam):
    for level, cond, already in ((4, 5, False), (3, 5, False), (6, 5, True), (9, 10, False),
                                 (1, 1, False)):
        s = Scene(at="levelup", turn=3)
        s.level("P1", level)
        s.set_leader("P1", awaken=cond)
        if already:
            s.zones["P1"]["awakened"] = True
        flips = not already and level + 1 >= cond
        exp = {"state": {"P1": {"leader": {"level": level + 1,
                                           "face": "awakened" if flips or already else "normal"}}}}
        if flips:
            exp["events"] = [{"type": "level", "player": "P1", "level": level + 1},
                             {"type": "awaken", "player": "P1", "card": "L1"}]
        fam.add("awaken-l%d-c%d%s" % (level, cond, "-already" if already else ""),
                "Awakening at level %d (condition %d)%s" % (level + 1, cond,
                                                             ", already awakened" if already else ""),
                "%s The leader's awakening condition is level %d or more; the level-up takes it from "
                "%d to %d: %s." % (fam.quote("10.2.6.1.2"), cond, level, level + 1,
                                   "it flips" if flips else "already awakened, nothing flips back or "
                                   "again" if already else "not yet"),
                ["10.2.6.1.2", "6.2.3.1"] if flips else ["6.2.3.1", "4.6.2"],
                ["awaken", fam.reading("NA-AWAKEN")], s.setup(), [], exp)
    s = Scene(at="levelup", turn=3)
    s.listed_first = ["p1d1"]
    fam.add("draw-first-listed", "The card listed first in the setup is drawn like any other",
            fam.quote("4.4.1") + " p1d1, the first card of setup.cards, is on top of P1's deck.",
            ["4.4.1", "6.3.1"], ["turn"], s.setup(), [],
            {"state": {"P1": {"hand": ["p1d1"], "deck": ["p1d2", "p1d3", "p1d4", "p1d5", "p1d6"]}}})
    s = Scene(at="levelup", turn=3)
    s.level("P1", 4)
    fam.add("awaken-none", "A leader without awakening does not flip when its level changes",
            "%s L1 has no awakening condition (10.2.6.1.1: no icon): the level-up takes it from 4 "
            "to 5 and nothing flips." % fam.quote("10.2.6.1.2"), ["6.2.3.1", "4.6.2"],
            ["awaken", fam.reading("NA-LEVELUP")], s.setup(), [],
            {"state": {"P1": {"leader": {"level": 5, "face": "normal"}}},
             "absent": [{"type": "awaken"}]})
