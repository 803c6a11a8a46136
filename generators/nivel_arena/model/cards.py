"""The cards of a case (ch. 2 of the text; docs/engines/nivel-arena.md, "cards"): type, cost,
power and hit (units only, 2.8.2, 2.9.2), attribute, affiliations, identification number,
trigger (2.7), a skill's effect, abilities (10.1) and keywords (10.2), a leader's awakening and
pledge, an item's equip condition."""

from common.script import CaseError

from .instruction_form import check_effect

TYPES = ("leader", "unit", "skill", "item")
ABILITY_KINDS = ("entry", "exit", "attacker", "defender", "active", "passive", "armed", "line",
                 "levellink", "equipped")
AUTOMATIC = ("entry", "exit", "attacker", "defender", "active")
CARD_KEYS = {"type", "name", "attribute", "affiliations", "cost", "power", "hit", "number",
             "rarity", "illustration", "trigger", "effect", "abilities", "keywords", "awaken",
             "pledge", "equip", "owner"}


class Keys:
    """The keywords of a unit (10.2): the highest pierce, plunder and infiltrate count (10.2.3.2.3,
    10.2.3.3.3, 10.2.3.6.3), every breakthrough (10.2.3.4.4), the flags, a guardian."""

    def __init__(self, d=None, path=None):
        d = d or {}
        if "guardian" in d:
            check_guardian(d["guardian"], "%s.guardian" % path)
        self.pierce = d.get("pierce", 0)
        self.plunder = d.get("plunder", 0)
        self.infiltrate = d.get("infiltrate", 0)
        self.duelist = d.get("duelist", False)
        self.self_destruct = d.get("self-destruct", False)
        self.take_down = d.get("take-down", False)
        self.ret = d.get("return", False)
        self.berserker = d.get("berserker", False)
        self.breaks = [(-1, -1) if b is True else (b.get("cost_max", -1), b.get("power_max", -1))
                       for b in d.get("breakthrough", [])]
        g = d.get("guardian")
        self.guardian = None if g is None else ("barrier", g["barrier"]) if "barrier" in g \
            else ("sacrifice", g["sacrifice"])

    def add(self, o):
        self.pierce = max(self.pierce, o.pierce)
        self.plunder = max(self.plunder, o.plunder)
        self.infiltrate = max(self.infiltrate, o.infiltrate)
        self.duelist |= o.duelist
        self.self_destruct |= o.self_destruct
        self.take_down |= o.take_down
        self.ret |= o.ret
        self.berserker |= o.berserker
        self.breaks = self.breaks + o.breaks
        if self.guardian is None:
            self.guardian = o.guardian

    def copy(self):
        k = Keys()
        k.add(self)
        return k


def check_guardian(g, path):
    """A guardian has one condition (10.2.6.3.4): {"barrier": N} or {"sacrifice": N}, N >= 1."""
    if not isinstance(g, dict) or len(g) != 1 or set(g) - {"barrier", "sacrifice"}:
        raise CaseError("%s: {\"barrier\": N} or {\"sacrifice\": N}" % path, path)
    (key, n), = g.items()
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise CaseError("%s.%s: an integer of 1 or more" % (path, key), "%s.%s" % (path, key))


class Ability:
    def __init__(self, d, path):
        if d.get("kind") not in ABILITY_KINDS:
            raise CaseError("unknown ability kind %r" % d.get("kind"))
        self.kind = d["kind"]
        self.effect = d.get("effect")
        if (self.kind in AUTOMATIC) != (self.effect is not None):
            raise CaseError("an %s ability and its effect" % self.kind)
        if self.effect is not None:
            check_effect(self.effect, path + ".effect")
        self.optional = d.get("optional", False)
        self.power = d.get("power", 0)
        self.hit = d.get("hit", 0)
        self.size = d.get("size", 0)
        self.target = d.get("target", "this")
        self.level = d.get("level", 0)
        self.affiliation = d.get("affiliation")


class Card:
    def __init__(self, cid, d):
        unknown = set(d) - CARD_KEYS
        if unknown:
            raise CaseError("card %s: unknown keys %s" % (cid, sorted(unknown)))
        self.id = cid
        self.type = d.get("type", "unit")
        if self.type not in TYPES:
            raise CaseError("card %s: type %r" % (cid, self.type))
        self.cost = d.get("cost", 0)
        if self.type == "unit":
            self.power, self.hit = d.get("power", 1000), d.get("hit", 1)
        elif "power" in d or "hit" in d:
            raise CaseError("card %s: only units have power and hit" % cid)
        else:
            self.power = self.hit = 0
        self.attribute = d.get("attribute")
        self.affiliations = list(d.get("affiliations", []))
        self.number = d.get("number", cid)
        self.rarity = d.get("rarity")
        self.illustration = d.get("illustration")
        self.trigger = d.get("trigger")
        self.effect = d.get("effect")
        if (self.type == "skill") != (self.effect is not None):
            raise CaseError("card %s: a skill card, and only one, has an effect" % cid)
        path = "$.setup.cards.%s" % cid
        for key in ("trigger", "effect"):
            if d.get(key) is not None:
                check_effect(d[key], "%s.%s" % (path, key))
        self.abilities = [Ability(a, "%s.abilities[%d]" % (path, i))
                          for i, a in enumerate(d.get("abilities", []))]
        self.keys = Keys(d.get("keywords"), path + ".keywords")
        self.awaken = d.get("awaken", 0)
        self.pledge = d.get("pledge")
        eq = d.get("equip", {})
        self.equip_power_min = eq.get("power_min", -1)
        self.equip_affiliation = eq.get("affiliation")
        self.owner = d.get("owner")
        # run state
        self.awakened = False
        self.attacked = False
