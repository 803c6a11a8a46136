"""Owns the reading tags of a played bushiroad-floor script: the readings of
cases/bushiroad-floor/readings.json a run depends on, found from what happened in it (byes,
automatic pairings, simultaneous losses, late drops, rejections, head-to-head, the standings
methods and denominators).
"""

from ..model import DE, SE, SWISS
from ..model.standings import played_opponents as played



def reading_tags(t, script):
    """The readings a played script depends on, found from what happened in it."""
    tags = set()
    byes = [r.round for f in t.fighters for r in f.records if r.opp is None]
    if byes:
        if t.fmt == SE:
            tags.add("BF-SE-WALKOVER" if max(byes) >= 2 else "BF-BYE")
        else:
            tags.add("BF-BYE")
            if t.fmt == DE:
                tags.add("BF-DE-ODD")
    for e in script:
        if e.get("do") == "pair" and "tables" not in e:
            tags.add("BF-PAIR")
        if e.get("do") == "result" and e.get("outcome") == "simultaneous-loss" and t.fmt != SE:
            tags.add("BF-SIMUL")
    if any(r.opp is None and r.res == "L" for f in t.fighters for r in f.records):
        tags.add("BF-ML-BYE")      # a bye that became the fighter's lost match
    drops = [i for i, e in enumerate(script) if e.get("do") == "drop"]
    if any(ev["type"] == "result" and ev["step"] in drops for ev in t.events):
        tags.add("BF-DROP-LATE")
    if any(r["rule"] in ("FR.3.2.1~p1", "FR.3.2.2.1~p1") and "met" in r["reason"]
           for r in t.rejections):
        tags.add("BF-NO-REMATCH")
    if any(r["reason"] == "byes" for r in t.rejections):
        tags.add("BF-BYE")
    if t.fmt == DE and any(ev["type"] == "round-complete" and ev["finished"]
                           and not ev["champions"] for ev in t.events):
        tags.add("BF-DE-END")
    for ev in t.events:
        if ev["type"] != "standings":
            continue
        if t.method == "floor":
            tags.add("BF-OMW-EXACT")
            if any(not played(f) for f in t.fighters):
                tags.add("BF-OMW-NONE")
            if t.fmt == DE and t.scoring["win"] != 1:
                tags.add("BF-DE-MAXPTS")
        else:
            ranks = [row["rank"] for row in ev["rows"]]
            if len(set(ranks)) != len(ranks):
                tags.add("BF-SHARED-RANK")
            if t.opponent_rate:
                tags.add("BF-OPPT2-INPUT")
                rounds = t.rounds if t.fmt == SWISS else t.event_rounds()
                if t.bn_den != "opponent-rounds" or any(len(f.records) != rounds
                                                        for f in t.fighters):
                    tags.add("BF-BN-DENOM")
                if any(not played(f) for f in t.fighters):
                    tags.add("BF-OMW-NONE")
    for detail in t.standings_details:
        if detail.get("log"):
            tags.add("BF-H2H")
        for entry in detail.get("log", []):
            group = set(entry[1])
            if any(r.res == "W" and r.default and r.opp in group
                   for n in group for r in t.by_name[n].records):
                tags.add("BF-H2H-DEFAULT")
    return {"reading:" + x for x in tags}
