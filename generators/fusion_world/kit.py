"""Owns what every fusion-world family shares: case assembly (pins, quotes checked against the
clause text), the self-check of each case (replayed by the model, judged by the rules of
docs/cases.md, every declared clause among those the run applied), and `Scene`, a setup under
construction with the small conventions of the families (leaders L1/L2, decks P1D1…, lives
P1T1…).
"""

import json
import os
import random
import sys

from common import cases as casefile

from . import DOC
from .held_back import held
from .model import judge, replay
from .table import PLAYERS, ZONES, other


# The invariants the oracle's judge checks on every run of the document (the table "Invariants"
# of docs/engines/fusion-world.md): a case declaring one is judged on it whatever its script, so
# the model's trace need not apply it.
JUDGE_CHECKED = frozenset((
    "0-1-2", "3", "3-1-1", "3-5-1", "10-1-1", "3-5-3", "3-7-1", "3-1-6-1", "5-6-2-1", "3-6-1",
    "14-2-2-1", "14-2-2-2", "14-4-2", "0-2-9", "0-1-3",
    "3-1-2", "0-3-12", "3-1-3", "3-5-2", "3-6-2", "3-7-2", "3-8-2", "13-9-3", "3-3-2", "3-3-3",
    "13-10-2", "3-2-2", "3-9-2", "1-11-3", "1-12-5"))


def strip(event):
    """An observed event as an expectation: without the script step that caused it."""
    return {k: v for k, v in event.items() if k != "step"}


class Family:
    """Collects the cases of one family; each is replayed and judged before it is kept."""

    def __init__(self, ctx, module_name):
        self.ctx = ctx
        self.name = module_name.rsplit(".", 1)[-1]
        self.family = self.name.replace("_", "-")
        self.origin = ctx.origin(self.name)
        self.index = ctx.index
        self.cases = []
        self.readings = load_readings(ctx.cases_root)

    def rng(self, key):
        return random.Random("%s/%s/%s" % (DOC, self.name, key))

    def text(self, clause_id):
        return self.index.text(clause_id)

    def quote(self, clause_id, fragment=None):
        """「fragment」 (default: the whole text) of clause_id, checked against its text."""
        text = self.index.text(clause_id)
        fragment = text if fragment is None else fragment
        if fragment not in text:
            raise ValueError("%s does not contain %r" % (clause_id, fragment))
        return "%s 「%s」" % (clause_id, fragment)

    def reading(self, key):
        """The tag of a reading of cases/fusion-world/readings.json; an id the file (when there
        is one under the cases root) does not list stops the generation."""
        if self.readings is not None and key not in self.readings:
            raise ValueError("reading %s is not in readings.json" % key)
        return "reading:" + key

    def add(self, name, title, description, clauses, tags, setup, script, expect):
        question = held(self.family, name)
        if question is not None:  # replayed all the same, reported, not written (held_back.py)
            print("held back: fusion-world/gen/%s/%s: %s" % (self.family, name, question),
                  file=sys.stderr)
        tags = [t for t in tags if t]
        case = casefile.make(DOC, self.family, name, title, description,
                             self.index.pins(clauses), tags, self.origin, setup, script, expect)
        game = replay(case)
        diff = judge(case, game)
        if diff:
            raise AssertionError("%s: the model disagrees with the case: %s" % (case["id"], diff))
        missing = [c for c in clauses if c not in game.trace and c not in JUDGE_CHECKED]
        if missing:
            raise AssertionError("%s declares %s, which its run never applies"
                                 % (case["id"], missing))
        if question is None:
            self.cases.append(case)
        return case


def load_readings(cases_root):
    path = os.path.join(cases_root, DOC, "readings.json")
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return {r["id"] for r in json.load(f)["readings"]}


class Scene:
    """A setup under construction: cards are added to zones with only the keys that differ
    from the vocabulary's defaults."""

    def __init__(self, first="P1", at="main", turn=3):
        self.first, self.at, self.turn = first, at, turn
        self.cards = {}
        self.zones = {p: {"leader": None, **{z: [] for z in ZONES}, "markers": 0}
                      for p in PLAYERS}
        self.rested = []
        self.under, self.ki, self.effects, self.used = {}, {}, [], {}
        self.start_player = None

    @property
    def turn_player(self):
        if self.start_player:
            return self.start_player
        return self.first if self.turn % 2 == 1 else other(self.first)

    def put(self, p, zone, cid, **spec):
        if cid in self.cards:
            raise ValueError("card %s twice" % cid)
        self.cards[cid] = spec
        if zone == "leader":
            self.zones[p]["leader"] = cid
        else:
            self.zones[p][zone].append(cid)
        return cid

    def leader(self, p, cid=None, **spec):
        return self.put(p, "leader", cid or ("L1" if p == "P1" else "L2"), type="leader", **spec)

    def fill(self, p, zone, n, tag, **spec):
        """n cards named <p><tag><i> (P1D1, P1D2…) into a zone."""
        return [self.put(p, zone, "%s%s%d" % (p, tag, i + 1), **dict(spec)) for i in range(n)]

    def rest(self, *cids):
        self.rested += [c for c in cids if c not in self.rested]

    def stack(self, top, *below, **spec):
        """Cards put under `top` (top of the stack first), each with the same spec."""
        self.under.setdefault(top, [])
        for cid in below:
            if cid in self.cards:
                raise ValueError("card %s twice" % cid)
            self.cards[cid] = dict(spec)
            self.under[top].append(cid)

    def effect(self, master, **fields):
        """An effect already applying when the run begins (setup.effects)."""
        e = {"master": master}
        e.update(fields)
        self.effects.append(e)

    def setup(self):
        out = {}
        if self.at != "pregame" or self.first:
            out["first"] = self.first
        out["start"] = {"at": self.at} if self.at == "pregame" else {"at": self.at,
                                                                     "turn": self.turn}
        out["cards"] = {k: dict(v) for k, v in self.cards.items()}
        for p in PLAYERS:
            z = self.zones[p]
            po = {}
            if z["leader"]:
                po["leader"] = z["leader"]
            for k in ZONES:
                if z[k]:
                    po[k] = list(z[k])
            if z["markers"]:
                po["markers"] = z["markers"]
            out[p] = po
        if self.rested:
            out["rested"] = list(self.rested)
        if self.under:
            out["under"] = {k: list(v) for k, v in self.under.items()}
        if self.ki:
            out["ki"] = dict(self.ki)
        if self.effects:
            out["effects"] = [dict(e) for e in self.effects]
        if self.used:
            out["used"] = {k: [list(x) for x in v] for k, v in self.used.items()}
        if self.start_player:
            out["start"]["player"] = self.start_player
        return out


def standard(first="P1", turn=3, at="main", deck=(5, 5), life=(8, 8), colors=None):
    """Leaders L1/L2 (red, 5000), decks P1D…/P2D… and lives P1T…/P2T… of vanilla cards."""
    s = Scene(first, at, turn)
    for i, p in enumerate(PLAYERS):
        if colors:
            s.leader(p, colors=list(colors[i]))
        else:
            s.leader(p)
        s.fill(p, "deck", deck[i], "D")
        s.fill(p, "life", life[i], "T")
    return s


def cost_text(cost):
    """A cost as the text writes it: total and specified colors (1-2)."""
    spec = cost.get("specified", {})
    return "total %d%s" % (cost.get("total", 0), "".join(
        ", %d %s" % (n, c) for c, n in sorted(spec.items())))


def ids_text(ids):
    return ", ".join(ids) if ids else "nothing"
