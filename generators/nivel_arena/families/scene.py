"""Setups of nivel-arena cases in the vocabulary of docs/engines/nivel-arena.md: two leaders, each
player's zones, vanilla deck cards, units, items under units, skills; the start of the run."""

PLAYERS = ("P1", "P2")
LANES = ("unit1", "unit2", "unit3")


def other(p):
    return "P2" if p == "P1" else "P1"


class Scene:
    def __init__(self, at="main", turn=3, first="P1", player=None, deck=6):
        self.first = first
        self.start = {"at": at, "turn": turn}
        if player:
            self.start["player"] = player
        self.tp = player or (first if turn % 2 == 1 else other(first))
        self.ntp = other(self.tp)
        self.cards = {"L1": {"type": "leader"}, "L2": {"type": "leader"}}
        self.zones = {"P1": {"leader": "L1"}, "P2": {"leader": "L2"}}
        self.under = {}
        self.attacked = []
        self.placed = []
        self.listed_first = []   # cards to list before the units in setup.cards
        for p in PLAYERS:
            self.deck(p, deck)

    def leader(self, p):
        return self.zones[p]["leader"]

    def set_leader(self, p, **info):
        self.cards[self.leader(p)].update(info)

    def level(self, p, n):
        self.zones[p]["level"] = n

    def card(self, cid, **info):
        self.cards[cid] = info
        return cid

    def put(self, p, zone, cid, **info):
        self.card(cid, **info)
        if zone in LANES:
            self.zones[p][zone] = cid
        else:
            self.zones[p].setdefault(zone, []).append(cid)
        return cid

    def unit(self, p, lane, cid, **info):
        """A unit in lane 1-3."""
        return self.put(p, LANES[lane - 1], cid, **info)

    def item(self, unit, cid, **info):
        self.card(cid, type="item", **info)
        self.under.setdefault(unit, []).append(cid)
        return cid

    def deck(self, p, n, trigger_at=()):
        """n vanilla cards on top of p's deck list (replacing it)."""
        ids = ["%sd%d" % (p.lower(), i + 1) for i in range(n)]
        for old in self.zones[p].get("deck", []):
            self.cards.pop(old, None)
        for i, cid in enumerate(ids):
            self.cards[cid] = {}
        self.zones[p]["deck"] = list(ids)
        return ids

    def damage(self, p, n):
        ids = ["%sx%d" % (p.lower(), i + 1) for i in range(n)]
        for cid in ids:
            self.put(p, "damage", cid)
        return ids

    def hand(self, p, n, prefix="h"):
        ids = ["%s%s%d" % (p.lower(), prefix, i + 1) for i in range(n)]
        for cid in ids:
            self.put(p, "hand", cid)
        return ids

    def setup(self):
        s = {}
        if self.start["at"] != "pregame":
            s["first"] = self.first
        s["start"] = dict(self.start)
        # the units on the table first: a case never depends on the order of setup.cards, and an
        # engine that takes the first card for "none" is caught
        units = [self.zones[p][z] for p in PLAYERS for z in LANES if self.zones[p].get(z)]
        head = self.listed_first + [u for u in units if u not in self.listed_first]
        order = head + [k for k in self.cards if k not in head]
        s["cards"] = {k: dict(self.cards[k]) for k in order}
        for p in PLAYERS:
            s[p] = dict(self.zones[p])
        if self.under:
            s["under"] = {k: list(v) for k, v in self.under.items()}
        if self.attacked:
            s["attacked"] = list(self.attacked)
        if self.placed:
            s["placed"] = list(self.placed)
        return s
