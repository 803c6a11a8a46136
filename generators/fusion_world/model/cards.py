"""Owns the synthetic cards of a fusion-world case: the keys of `setup.cards`, their defaults
(docs/engines/fusion-world.md, "Players, cards, ids"), the printed information of each face (a
leader's `back`, 10-1-3) and the card's skills, read strictly by skills.py.
"""

import re

from common.script import CaseError

from .skills import check_skills

COLORS = ("red", "blue", "green", "yellow", "black")
TYPES = ("leader", "battle", "extra")
FLAGS = ("blocker", "critical", "double-strike", "triple-strike", "barrier", "super-combo",
         "dragon-ball", "field")
KEYS = {"type", "name", "colors", "cost", "power", "combo", "traits", "number", "rarity",
        "illustration", "bundle", "copyright", "keywords", "skills", "back", "owner"}
BACK_KEYS = {"name", "colors", "power", "traits", "keywords", "skills"}
DEFAULT_POWER = {"leader": 5000, "battle": 1000}
MEANINGLESS = (("illustration", "2-9-2"), ("rarity", "2-11-2"), ("bundle", "2-12-2"),
               ("copyright", "2-13-2"))
STRIKE = re.compile(r"^strike-([1-9][0-9]*)$")

__all__ = ["CaseError", "Card", "Face", "struck", "strike_of", "FLAGS", "STRIKE"]


def _colors(cid, v):
    if not isinstance(v, list) or not v or any(c not in COLORS for c in v):
        raise CaseError("card %s: colors %r" % (cid, v))
    return list(v)


def _keywords(cid, v, where):
    """`where`: the JSON path of the face's `keywords` (a case error names it)."""
    if not isinstance(v, list):
        raise CaseError("card %s: keywords %r" % (cid, v), where)
    for k in v:
        if not isinstance(k, str) or (k not in FLAGS and not STRIKE.match(k)):
            raise CaseError("card %s: keyword %r" % (cid, k), where)
    return list(v)


class Face:
    """The printed information of one face: name, colors, power, traits, keyword flags, skills."""

    def __init__(self, cid, spec, base=None):
        base = base or {}
        self.name = spec.get("name", base.get("name", cid))
        if not isinstance(self.name, str):
            raise CaseError("card %s: name %r" % (cid, self.name))
        self.colors = _colors(cid, spec.get("colors", base.get("colors", ["red"])))
        self.power = spec.get("power", base.get("power"))
        if self.power is not None and (not isinstance(self.power, int) or
                                       isinstance(self.power, bool)):
            raise CaseError("card %s: power %r" % (cid, self.power))
        self.traits = list(spec.get("traits", base.get("traits", [])))
        if any(not isinstance(t, str) for t in self.traits):
            raise CaseError("card %s: traits %r" % (cid, self.traits))
        self.keywords = _keywords(cid, spec.get("keywords", base.get("keywords", [])),
                                  "$.setup.cards.%s%s.keywords" % (cid, ".back" if base else ""))
        try:
            self.skills = check_skills(spec.get("skills", base.get("skills", [])),
                                       "card %s: skills" % cid)
        except CaseError as e:
            # the skill checks name the member in their message ("card S: skills[0].cost[1]
            # …"): the case error's path is that member of the card
            m = re.match(r"card [^:]+: (skills[^\s:]*)", str(e))
            if e.path is None and m:
                e.path = "$.setup.cards.%s%s.%s" % (cid, ".back" if base else "",
                                                    m.group(1).rstrip("."))
            raise


class Card:
    """One card's printed information; `front` and `back` are its faces (a leader's back is a
    copy of its front unless given)."""

    def __init__(self, cid, spec):
        if not isinstance(spec, dict):
            raise CaseError("card %s: not an object" % cid)
        unknown = set(spec) - KEYS
        if unknown:
            raise CaseError("card %s: unknown keys %s" % (cid, sorted(unknown)),
                            "$.setup.cards.%s.%s" % (cid, sorted(unknown)[0]))
        self.id = cid
        self.type = spec.get("type", "battle")
        if self.type not in TYPES:
            raise CaseError("card %s: type %r" % (cid, self.type))
        front = dict(spec)
        front.setdefault("power", DEFAULT_POWER.get(self.type))
        self.front = Face(cid, front)
        if "back" in spec:
            if self.type != "leader":
                raise CaseError("card %s: only a leader has a back" % cid)
            if not isinstance(spec["back"], dict) or set(spec["back"]) - BACK_KEYS:
                raise CaseError("card %s: back %r" % (cid, spec["back"]))
            self.back = Face(cid, spec["back"], base={
                "name": self.front.name, "colors": self.front.colors,
                "power": self.front.power, "traits": self.front.traits,
                "keywords": self.front.keywords, "skills": self.front.skills})
        else:
            self.back = self.front
        cost = spec.get("cost", {"total": 1})
        if not isinstance(cost, dict) or set(cost) - {"total", "specified"}:
            raise CaseError("card %s: cost %r" % (cid, cost))
        self.total = cost.get("total", 0)
        self.specified = dict(cost.get("specified", {}))
        if not isinstance(self.total, int) or self.total < 0 or \
                any(c not in COLORS or not isinstance(n, int) or n < 0
                    for c, n in self.specified.items()):
            raise CaseError("card %s: cost %r" % (cid, cost))
        self.combo = spec.get("combo")
        if self.combo is not None and (not isinstance(self.combo, int) or self.combo < 0):
            raise CaseError("card %s: combo %r" % (cid, self.combo))
        self.number = spec.get("number", cid)
        # 2-9-2, 2-11-2, 2-12-2, 2-13-2: read, checked to be strings, and given no game
        # meaning; `meaningless` lists the clauses of the fields this card carries
        self.meaningless = []
        for key, clause in MEANINGLESS:
            if key in spec:
                if not isinstance(spec[key], str):
                    raise CaseError("card %s: %s %r" % (cid, key, spec[key]))
                self.meaningless.append(clause)
        self.owner = spec.get("owner")
        if self.owner not in (None, "P1", "P2"):
            raise CaseError("card %s: owner %r" % (cid, self.owner))
        # the front face's printed information, as part 1 reads it
        self.name, self.colors, self.power = self.front.name, self.front.colors, self.front.power
        self.keywords, self.traits = self.front.keywords, self.front.traits

    def face(self, side):
        return self.back if side == "back" else self.front

    def has(self, keyword):
        return keyword in self.keywords

    def strike(self):
        return strike_of(self.keywords)

    def cards_to_pay(self):
        """How many energy a payment rests: the total cost, or the sum of the specified costs
        when the total is less (1-2-2-1, 5-3-1-1)."""
        return max(self.total, sum(self.specified.values()))


def strike_of(keywords):
    """The largest N of the 【ストライク】 flags (15-6-2, 15-6-2-1/2), or None."""
    ns = []
    for k in keywords:
        if k == "double-strike":
            ns.append(2)
        elif k == "triple-strike":
            ns.append(3)
        elif STRIKE.match(k):
            ns.append(int(STRIKE.match(k).group(1)))
    return max(ns) if ns else None


def struck(damage, card, keywords=None):
    """15-6-2: 「そのダメージがN-1以下の場合、ライフに与えるダメージはNになる」 for each Strike
    of the card; whichever order they apply in, the result is the largest N when the damage is
    below it (1 with Double and Triple Strike: 1 → 2 → 3, or 1 → 3)."""
    n = strike_of(card.keywords if keywords is None else keywords)
    if n is not None and damage <= n - 1:
        return n
    return damage
