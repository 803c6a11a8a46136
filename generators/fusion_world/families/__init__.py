"""The families of fusion-world, one module per family of clauses (fusion_world.FAMILIES), and
`Family`, what they share beyond common.Family: each case replayed by the game's model and its
declared clauses checked against the run's trace, but for the invariants the oracle's judge
checks on every run of the document; the cases held back (held_back.py) printed, not written.

Beside the families: scene.py (setups), lang.py (skills in the effect language), opening.py
(the pre-game worked out directly), quotes.py (fragments of the text quoted by several)."""

import common
from common.attribution import mentioning, strings_in
from common.judge import match_events

from ..held_back import held
from ..model import replay


class Family(common.Family):
    # The invariants the oracle's judge checks on every run of the document (the table
    # "Invariants" of docs/engines/fusion-world.md): a case declaring one is judged on it
    # whatever its script, so the model's trace need not apply it.
    JUDGE_CHECKED = frozenset((
        "0-1-2", "3", "3-1-1", "3-5-1", "10-1-1", "3-5-3", "3-7-1", "3-1-6-1", "5-6-2-1", "3-6-1",
        "14-2-2-1", "14-2-2-2", "14-4-2", "0-2-9", "0-1-3",
        "3-1-2", "0-3-12", "3-1-3", "3-5-2", "3-6-2", "3-7-2", "3-8-2", "13-9-3", "3-3-2", "3-3-3",
        "13-10-2", "3-2-2", "3-9-2", "1-11-3", "1-12-5"))

    def replay(self, case):
        return replay(case)

    def neutral(self, case, run):
        """The `pending` events of the autos one event triggers have no order among themselves
        (the vocabulary, "Order"): expected `pending` events that the run reports one right
        after another become a tie group ({"$any_order": [...]})."""
        events = case["expect"].get("events", [])
        if any(isinstance(e, dict) and "$any_order" in e for e in events):
            return False
        at = match_events(events, run.events)

        def burst(a, b):
            ka, kb = at[a], at[b]
            return events[a].get("type") == events[b].get("type") == "pending" and \
                ka is not None and kb is not None and ka < kb and \
                all(e["type"] == "pending" for e in run.events[ka:kb + 1])

        out, i = [], 0
        while i < len(events):
            j = i
            while j + 1 < len(events) and burst(j, j + 1):
                j += 1
            out.append({"$any_order": events[i:j + 1]} if j > i else events[i])
            i = j + 1
        if len(out) == len(events):
            return False
        case["expect"]["events"] = out
        return True

    def held_back(self, name):
        return held(self.family, name)

    # events that open a scope: what follows in the same step is part of the rule process, the
    # check point or the skill they announce
    OPENERS = ("rule", "checkpoint", "activate")

    def related_events(self, run, k):
        """A skill's activation: the event that made it pending; another event: the rule
        process, check point or skill it follows within the same action (the choices and
        random outcomes answered during an action are part of it)."""
        events = run.events

        def action(step):
            while step > 0 and "do" not in run.script[step] and "query" not in run.script[step]:
                step -= 1
            return step

        e = events[k]
        if e["type"] in ("rule", "checkpoint"):
            return []
        for j in range(k - 1, -1, -1):
            o = events[j]
            if e["type"] == "activate":
                if o["type"] == "pending" and o.get("card") == e.get("card") \
                        and o.get("skill") == e.get("skill"):
                    return [j]
            elif action(o.get("step", -1)) != action(e.get("step", -1)):
                return []
            elif o["type"] in self.OPENERS:
                return [j]
        return []

    def state_events(self, path, value, events):
        """A player's zone: the events that name the place ("P2:life") or a card it holds; the
        result: the defeats and the end of the game; anything else: every event."""
        if len(path) == 2 and path[0] in ("P1", "P2"):
            return mentioning({"%s:%s" % path} | strings_in(value), events)
        if path[0] == "result":
            return [k for k, e in enumerate(events) if e["type"] in ("lose", "game-end")]
        return range(len(events))
