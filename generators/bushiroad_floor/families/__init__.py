"""The families of bushiroad-floor, one module per family of clauses (bushiroad_floor.FAMILIES),
and what they share beyond common.Family: `Family`, whose cases are built by playing the model
(`builder`) and replayed by it with the recommended-rounds tables read from the text, and
`strip`, an observed event as an expectation.

Beside the families: scripts.py (names, drawn outcomes, explicit pairings, rounds played),
readings.py (the reading tags of a played script), descriptions.py (standings arithmetic in
words).
"""

import common
from common.attribution import mentioning
from common.judge import flat_events, match_events

from ..model import Builder, replay
from ..model.rounds_tables import RoundsTables


class Family(common.Family):
    """A bushiroad-floor family: its cases' scripts are built by the model (`builder`) and every
    case is replayed by it (the oracle's judge checks no invariant of this document, so every
    declared clause must be applied by the run)."""

    def __init__(self, ctx, module_name):
        common.Family.__init__(self, ctx, module_name)
        self.rounds_tables = RoundsTables(ctx.index)

    def builder(self, setup, key, rounds_tables=False):
        """A Builder of the model for setup, its randoms drawn from rng(key)."""
        return Builder(setup, self.rng(key), self.index,
                       self.rounds_tables if rounds_tables else None)

    def replay(self, case):
        return replay(case, self.index, self.rounds_tables)

    def neutral(self, case, run):
        """The tables of a pairing are a set (the text orders no table); a group of fighters the
        standings order by a random method (FR.3.2.1.2#3) is a tie group in any order, its rows
        without their rank, and the random outcome that ordered it optional, unless the case
        tests that random method, or something it expects after the standings follows from
        their order (a top cut)."""
        changed = False
        events = case["expect"].get("events", [])
        for e in events:
            if e.get("type") == "pairing" and isinstance(e.get("tables"), list):
                e["tables"] = {"$set": e["tables"]}
                changed = True
        if "FR.3.2.1.2#3" in [p["id"] for p in case["clauses"]]:
            return changed
        matched = match_events(events, run.events)
        for i, (e, at) in enumerate(zip(flat_events(events), matched)):
            if e.get("type") != "standings" or at is None or i + 1 < len(events):
                continue
            step = run.events[at]["step"]
            for action, kind, group, entry in run.asked:
                if action == step and kind == "tiebreak" and tie_group(e, set(group)):
                    case["script"][entry]["optional"] = True
                    changed = True
        return changed

    def related_events(self, run, k):
        """The events the same action caused before event k: one act's consequences share its
        causes (a disqualification, then the match it loses)."""
        step = run.events[k].get("step")
        return [j for j in range(k) if run.events[j].get("step") == step]

    def state_events(self, path, value, events):
        """A fighter's record or a team: the events that name it; the round: the pairings; the
        end: the rounds completed; anything else: every event."""
        if len(path) == 2:
            return mentioning({path[1]}, events)
        kinds = {"round": ("pairing",), "finished": ("round-complete",)}.get(path[0])
        if kinds:
            return [k for k, e in enumerate(events) if e["type"] in kinds]
        return range(len(events))


def tie_group(standings, group):
    """Rewrite the rows of `group` (consecutive in the standings) as one tie group; False when
    they are not consecutive there."""
    rows = standings["rows"]
    at = [i for i, r in enumerate(rows) if isinstance(r, dict) and r.get("fighter") in group]
    if len(at) != len(group) or at != list(range(at[0], at[0] + len(at))):
        return False
    tied = [{k: v for k, v in rows[i].items() if k != "rank"} for i in at]
    standings["rows"] = rows[:at[0]] + [{"$any_order": tied}] + rows[at[-1] + 1:]
    return True


def strip(event):
    """An observed event as an expectation: without the step that caused it, and without the
    champions of a round that does not finish the event (the vocabulary defines them only for a
    finished one)."""
    out = common.strip(event)
    if out.get("type") == "round-complete" and not out.get("finished"):
        out.pop("champions", None)
    return out
