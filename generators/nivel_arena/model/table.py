"""The table: each player's zones (3.1.1, 3.1.3: three unit zones, the lanes 3.5.4.1), the
items under each unit (3.5.6), a new card each time a card changes zones (its incarnation), the
`move` events, the leader levels, and the state and view a run reports
(docs/engines/nivel-arena.md, "state" and "view")."""

PLAYERS = ("P1", "P2")
UNIT_ZONES = ("unit1", "unit2", "unit3")
LISTED = ("deck", "hand", "trash", "damage", "skill")
# the view's order of zones, and the counted ones (3.1.5): every zone but the level zone
VIEW_ORDER = ("level",) + UNIT_ZONES + ("skill", "damage", "trash", "hand", "deck")
PHASES = ("pregame", "levelup", "draw", "main", "attack", "end")


def other(p):
    return 1 - p


class GameOver(Exception):
    """The game has ended (1.2.1)."""


class Stop(Exception):
    """The run ends where it is (the pre-game of an illegal deck)."""


class Table:
    def init_table(self):
        self.zones = [{z: [] for z in ("level",) + LISTED + UNIT_ZONES} for _ in PLAYERS]
        self.under = {}          # unit id -> [item ids], nearest first
        self.host = {}           # item id -> unit id
        self.where = {}          # card id -> (player, zone) of a card in a zone
        self.inc = {}            # card id -> incarnation
        self.level = [1, 1]
        self.leader = [None, None]
        self.events = []
        self.step = -1
        self.action_step = -1     # the step of the last action read: the step of its events

    def event(self, type_, **fields):
        e = {"type": type_, "step": self.action_step}
        e.update(fields)
        self.events.append(e)
        self.log_event()
        return e

    def rule(self, *ids):
        self.trace.update(ids)
        self.log_rules(self.action_step, ids)

    def put(self, cid, p, zone):
        self.zones[p][zone].append(cid)
        self.where[cid] = (p, zone)

    def place_of(self, cid):
        """(player, zone) of a card; an item's is its unit's."""
        if cid in self.host:
            return self.where[self.host[cid]]
        return self.where[cid]

    def label(self, place):
        return "%s:%s" % (PLAYERS[place[0]], place[1])

    def owner(self, cid):
        return self.cards[cid].owner_index

    def move(self, cid, p, zone, cause, top=False):
        """The move primitive: a new card (3.5.6.1: a unit leaving the unit zones takes its
        items to their owners' trash, not by effect)."""
        self.inc[cid] = self.inc.get(cid, 0) + 1
        frm = self.place_of(cid)
        if cid in self.host:
            self.under[self.host.pop(cid)].remove(cid)
        else:
            self.zones[frm[0]][frm[1]].remove(cid)
        if top:
            self.zones[p][zone].insert(0, cid)
        else:
            self.zones[p][zone].append(cid)
        self.where[cid] = (p, zone)
        self.event("move", card=cid, **{"from": self.label(frm)}, to=self.label((p, zone)),
                   cause=cause)
        c = self.cards[cid]
        if frm[1] in UNIT_ZONES and c.type == "unit":
            c.attacked = False
            if zone not in UNIT_ZONES:
                for item in list(self.under.get(cid, [])):
                    self.rule("3.5.6.1")
                    self.inc[item] = self.inc.get(item, 0) + 1
                    self.under[cid].remove(item)
                    del self.host[item]
                    o = self.owner(item)
                    self.zones[o]["trash"].append(item)
                    self.where[item] = (o, "trash")
                    self.event("move", card=item, **{"from": self.label(frm)},
                               to=self.label((o, "trash")), cause="rule")

    def attach(self, item, unit, cause):
        self.inc[item] = self.inc.get(item, 0) + 1
        frm = self.place_of(item)
        self.zones[frm[0]][frm[1]].remove(item)
        del self.where[item]
        self.under.setdefault(unit, []).append(item)
        self.host[item] = unit
        self.event("move", card=item, **{"from": self.label(frm)},
                   to=self.label(self.where[unit]), cause=cause)

    def unit_at(self, p, lane):
        z = self.zones[p][UNIT_ZONES[lane]]
        return z[0] if z else None

    def lane_of(self, cid):
        if cid is None or cid in self.host or cid not in self.where:
            return -1
        zone = self.where[cid][1]
        return UNIT_ZONES.index(zone) if zone in UNIT_ZONES else -1

    def player_of(self, cid):
        return self.place_of(cid)[0]

    def opposing(self, unit):
        lane = self.lane_of(unit)
        return None if lane < 0 else self.unit_at(other(self.player_of(unit)), lane)

    # the state ------------------------------------------------------------------------------
    def unit_json(self, u):
        return {"card": u, "cost": self.cards[u].cost, "power": self.power(u),
                "hit": self.hit(u), "attacked": self.cards[u].attacked,
                "under": list(self.under.get(u, []))}

    def player_json(self, p):
        lc = self.cards[self.leader[p]]
        o = {"leader": {"card": self.leader[p], "level": self.level[p],
                        "face": "awakened" if lc.awakened else "normal"},
             "size": self.size(p)}
        for z in LISTED:
            o[z] = list(self.zones[p][z])
        for z in UNIT_ZONES:
            o[z] = [self.unit_json(u) for u in self.zones[p][z]]
        return o

    def view(self):
        counts = {}
        for h in range(2):
            counts[PLAYERS[h]] = {z: len(self.zones[h][z]) + sum(
                len(self.under.get(u, [])) for u in self.zones[h][z]) for z in VIEW_ORDER
                if z != "level"}
        view = {}
        for v in range(2):
            sees = []
            for h in range(2):
                for z in VIEW_ORDER:
                    if z == "deck" or (z == "hand" and h != v):
                        continue
                    for c in self.zones[h][z]:
                        sees.append(c)
                        sees.extend(self.under.get(c, []))
            view[PLAYERS[v]] = {"sees": sees, "counts": counts}
        return view

    def state(self):
        if self._state is None:
            s = {"turn": {"number": self.turn,
                          "player": None if self.phase == "pregame" or self.tp is None
                          else PLAYERS[self.tp],
                          "phase": self.phase, "step": self.step_name},
                 "result": self.result}
            for p in range(2):
                s[PLAYERS[p]] = self.player_json(p)
            s["view"] = self.view()
            self._state = s
        return self._state
