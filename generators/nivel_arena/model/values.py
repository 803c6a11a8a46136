"""What the rules read from the table: power and hit (2.8, 2.9) with the effects that modify
them (durations: 6.6.1.2, 7.5.1) and the continuous effects that apply (8.1.3.3; passive
10.1.3.2, armed 10.1.8.2/10.1.8.3, hold the line 10.1.9.2, level link 10.1.10.2, an item's
while equipped 8.1.3.3.2 and 8.6.1), a negative value read as 0 (1.3.7.1); size (4.7.2,
4.7.3); the cost of a field (6.4.1.1.2, 6.4.1.1.2.1); keywords with the items' (8.6.1); equip
conditions (3.5.6)."""

from .cards import Keys
from .table import UNIT_ZONES


class Effect:
    """A modification for a duration: kind power/hit/size, on a card as one incarnation."""

    def __init__(self, kind, card, inc, value, master, until):
        self.kind, self.card, self.inc, self.value = kind, card, inc, value
        self.master, self.until, self.ended = master, until, False


class Values:
    def init_values(self):
        self.effects = []

    def add_effect(self, kind, card, value, master, until):
        self.effects.append(Effect(kind, card, self.inc.get(card, 0), value, master, until))

    def effects_sum(self, card, kind):
        return sum(e.value for e in self.effects
                   if e.kind == kind and not e.ended and e.card == card
                   and e.inc == self.inc.get(card, 0))

    def _valid(self, src, ab, mark):
        """Whether a continuous ability of src is valid now (2.6.2, its keyword)."""
        if ab.kind == "equipped":
            return src in self.host
        mark and self.rule("2.6.2")
        if src in self.host or src not in self.where:
            return False
        p, zone = self.where[src]
        if zone not in UNIT_ZONES and zone != "level":
            return False
        if ab.kind == "passive":
            mark and self.rule("10.1.3.2")
            return True
        if ab.kind == "armed":
            if zone not in UNIT_ZONES:
                return False
            mark and self.rule("10.1.8.3" if ab.affiliation else "10.1.8.2")
            return any(ab.affiliation is None or ab.affiliation in self.cards[i].affiliations
                       for i in self.under.get(src, []))
        if ab.kind == "line":
            mark and self.rule("10.1.9.2")
            return all(self.unit_at(p, lane) is not None for lane in range(3))
        if ab.kind == "levellink":
            mark and self.rule("10.1.10.2")
            return self.level[p] >= ab.level
        return False

    def continuous(self, card, player, field):
        total = 0
        for sid, c in self.cards.items():
            for ab in c.abilities:
                v = getattr(ab, field)
                if not v or ab.kind not in ("passive", "armed", "line", "levellink", "equipped"):
                    continue
                holder = self.host.get(sid, sid)
                owner = self.player_of(holder)
                if field == "size":
                    hits = owner == player
                elif ab.target == "own-units":
                    hits = self.lane_of(card) >= 0 and self.player_of(card) == owner
                else:
                    hits = holder == card
                if not hits or not self._valid(sid, ab, True):
                    continue
                self.rule("8.1.3.3")
                if ab.kind == "equipped":
                    self.rule("8.1.3.3.2", "8.6.1")
                else:
                    self.rule("8.1.3.3.1")
                total += v
        return total

    def power_raw(self, u):
        return self.cards[u].power + self.effects_sum(u, "power") + self.continuous(u, None, "power")

    def power(self, u):
        v = self.power_raw(u)
        if v < 0:
            self.rule("1.3.7.1")
        return max(v, 0)

    def hit(self, u):
        v = self.cards[u].hit + self.effects_sum(u, "hit") + self.continuous(u, None, "hit")
        if v < 0:
            self.rule("1.3.7.1")
        return max(v, 0)

    def size(self, p):
        self.rule("4.7.2")
        mod = self.effects_sum(self.leader[p], "size") + self.continuous(None, p, "size")
        if mod:
            self.rule("4.7.3")
        return max(self.level[p] + len(self.zones[p]["damage"]) + mod, 0)

    def field_cost(self, p, except_unit=None):
        self.rule("3.1.2")
        total = 0
        for z in UNIT_ZONES:
            for u in self.zones[p][z]:
                if u == except_unit:
                    self.rule("6.4.1.1.2.1")
                    continue
                total += self.cards[u].cost + sum(self.cards[i].cost
                                                  for i in self.under.get(u, []))
        return total + sum(self.cards[s].cost for s in self.zones[p]["skill"])

    def keys_of(self, u):
        k = self.cards[u].keys.copy()
        for item in self.under.get(u, []):
            self.rule("8.6.1")
            k.add(self.cards[item].keys)
        return k

    def equip_ok(self, item, unit):
        c = self.cards[item]
        if c.equip_affiliation:
            n = len(self.cards[unit].affiliations)
            self.rule("2.4.3" if n == 0 else "2.4.2" if n > 1 else "2.4.1")
            if c.equip_affiliation not in self.cards[unit].affiliations:
                return False
        return c.equip_power_min < 0 or self.power(unit) >= c.equip_power_min


__all__ = ["Values", "Keys"]
