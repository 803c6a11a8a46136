"""The turn player's free timings (6.4.1, 6.5.1): placing units (3.5.3, 3.5.5, upgrades 3.5.5.1,
once per unit zone and turn 6.4.1.1.3), equipping items (3.5.6), activating skills (8.1.3.1.1)
within the size (6.4.1.1.2, 4.7.2), activated effects of units and the leader once per turn
(6.4.1.2, 10.1.4.2; reading NA-LEADER-ACTIVE) when something can be done (8.1.3.1.2), attacks
(7.2.1), ending the phase (berserker 10.2.6.2.3), concession (1.2.4); each forbidden action
rejected with its clause; the exact legal sets."""

from .rules import Pend
from .table import PLAYERS, UNIT_ZONES

KINDS = ("place", "equip", "activate", "attack", "end")


class Actions:
    def parse(self, a):
        if set(a) - {"do", "card", "zone", "unit", "ability", "by"} or a.get("do") not in KINDS:
            self.error("malformed action %s" % a)
        p = {"kind": a["do"], "card": None, "lane": -1, "unit": None,
             "ability": a.get("ability", -1)}
        if p["kind"] != "end":
            p["card"] = self.card_arg(a.get("card"))
        if p["kind"] == "place":
            if a.get("zone") not in UNIT_ZONES:
                self.error("place: zone")
            p["lane"] = UNIT_ZONES.index(a["zone"])
        if p["kind"] == "equip":
            p["unit"] = self.card_arg(a.get("unit"))
        return p

    def in_hand(self, c, type_):
        return c in self.where and self.where[c] == (self.tp, "hand") and \
            self.cards[c].type == type_

    def over_size(self, c, except_unit):
        self.rule("4.7.2", "2.5.1")
        return self.cards[c].cost + self.field_cost(self.tp, except_unit) > self.size(self.tp)

    def can_attack(self, u):
        return self.lane_of(u) >= 0 and self.player_of(u) == self.tp and \
            not self.cards[u].attacked

    def check(self, p):
        kind, c = p["kind"], p["card"]
        if kind == "end":
            if self.phase != "attack":
                return None
            for lane in range(3):
                u = self.unit_at(self.tp, lane)
                if u is not None and self.keys_of(u).berserker and self.can_attack(u):
                    self.rule("10.2.6.2.2")
                    return "10.2.6.2.3"
            return None
        if kind == "attack":
            if self.phase != "attack":
                return "6.5.1"
            return None if self.can_attack(c) else "7.2.1"
        if self.phase != "main":
            return "8.1.3.1" if kind == "activate" and p["ability"] >= 0 else "6.4.1"
        if kind == "place":
            if not self.in_hand(c, "unit"):
                return "6.4.1.1.1"
            if self.placed[self.tp][p["lane"]]:
                return "6.4.1.1.3"
            occ = self.unit_at(self.tp, p["lane"])
            if occ is not None and self.cards[c].cost <= self.cards[occ].cost:
                return "3.5.5"
            return "6.4.1.1.2" if self.over_size(c, occ) else None
        if kind == "equip":
            u = p["unit"]
            if not self.in_hand(c, "item") or self.lane_of(u) < 0 or self.player_of(u) != self.tp:
                return "6.4.1.1.1"
            if not self.equip_ok(c, u):
                return "3.5.6"
            return "6.4.1.1.2" if self.over_size(c, None) else None
        inc = self.inc.get(c, 0)
        if p["ability"] < 0:
            if not self.in_hand(c, "skill"):
                return "6.4.1.1.1"
            if self.over_size(c, None):
                return "6.4.1.1.2"
            return None if self.executable(c, inc, self.tp, self.cards[c].effect) else "8.1.3.1.2"
        k = p["ability"]
        on = c not in self.host and self.where[c][0] == self.tp and \
            (self.lane_of(c) >= 0 or self.where[c][1] == "level")
        abs_ = self.cards[c].abilities
        if not on or k >= len(abs_) or abs_[k].kind != "active":
            return "6.4.1.2.1"
        if (c, inc, k) in self.used:
            return "6.4.1.2.2"
        return None if self.executable(c, inc, self.tp, abs_[k].effect) else "8.1.3.1.2"

    def do(self, p):
        kind, c = p["kind"], p["card"]
        self.rule("6.4.1" if self.phase == "main" else "6.5.1")
        if kind == "attack":
            self.battle(c)
            return
        if kind in ("place", "equip") or p["ability"] < 0:
            self.rule("6.4.1.1.1", "6.4.1.1.2")
        if kind == "place":
            lane = p["lane"]
            occ = self.unit_at(self.tp, lane)
            if occ is not None:
                self.rule("3.5.5.1")
                k = self.keys_of(occ)
                if k.ret or k.take_down or any(ab.kind == "exit"
                                               for ab in self.cards[occ].abilities):
                    self.rule("10.1.7.2.2")
                self.trash(occ, "rule")
            self.rule("3.5.5", "3.5.3", "3.5.1", "6.4.1.1.3")
            self.placed[self.tp][lane] = True
            self.move(c, self.tp, UNIT_ZONES[lane], "play")
            for i, ab in enumerate(self.cards[c].abilities):
                if ab.kind == "entry":
                    self.rule("10.1.2.2")
                    self.pend_add(Pend("ability", c, self.inc[c], self.tp, None, ability=i))
        elif kind == "equip":
            self.rule("3.5.6", "3.5.1")
            self.attach(c, p["unit"], "play")
        else:
            self.rule("8.2.1", "8.2.1.1", "8.2.1.2", "8.2.1.3", "8.2.1.4")
            if p["ability"] < 0:
                self.rule("8.1.3.1.1", "3.6.1")
                self.move(c, self.tp, "skill", "play")
                self.event("activate", card=c)
                self.process(c, self.inc[c], self.tp, "turn", self.cards[c].effect)
            else:
                k = p["ability"]
                self.rule("6.4.1.2.1", "6.4.1.2.2", "8.1.3.1", "10.1.4.2")
                self.used.add((c, self.inc.get(c, 0), k))
                self.event("activate", card=c, ability=k)
                self.process(c, self.inc.get(c, 0), self.tp, "turn",
                             self.cards[c].abilities[k].effect)
        self.rule_check(True)
        self.resolve()

    def legal_actions(self):
        saved, logged = set(self.trace), len(self.rule_log)
        out = []

        def add(p):
            if self.check(p) is None:
                a = {"do": p["kind"]}
                if p["card"] is not None:
                    a["card"] = p["card"]
                if p["kind"] == "place":
                    a["zone"] = UNIT_ZONES[p["lane"]]
                if p["kind"] == "equip":
                    a["unit"] = p["unit"]
                if p["ability"] >= 0:
                    a["ability"] = p["ability"]
                out.append(a)

        tp = self.tp
        if self.phase == "main":
            for c in self.zones[tp]["hand"]:
                for lane in range(3):
                    add({"kind": "place", "card": c, "lane": lane, "unit": None, "ability": -1})
                    u = self.unit_at(tp, lane)
                    if u is not None:
                        add({"kind": "equip", "card": c, "lane": -1, "unit": u, "ability": -1})
                add({"kind": "activate", "card": c, "lane": -1, "unit": None, "ability": -1})
            holders = [self.leader[tp]] + [self.unit_at(tp, lane) for lane in range(3)]
            for h in holders:
                if h is None:
                    continue
                for k in range(len(self.cards[h].abilities)):
                    add({"kind": "activate", "card": h, "lane": -1, "unit": None, "ability": k})
        else:
            for lane in range(3):
                u = self.unit_at(tp, lane)
                if u is not None:
                    add({"kind": "attack", "card": u, "lane": -1, "unit": None, "ability": -1})
        add({"kind": "end", "card": None, "lane": -1, "unit": None, "ability": -1})
        self.trace = saved
        del self.rule_log[logged:]   # the trial checks applied nothing
        return out

    def window(self):
        while True:
            a = self.next_action()
            if "query" in a:
                self.rule("6.4.1" if self.phase == "main" else "6.5.1")
                self.legal.append({"step": self.step, "actions": self.legal_actions()})
                self.log_legal()
                continue
            by = self.player_index(a.get("by", PLAYERS[self.tp]))
            if a.get("do") == "concede":
                self.rule("1.2.4")
                self.lose({by}, "concede")
            if by != self.tp:
                self.reject("4.3.1")
                continue
            p = self.parse(a)
            why = self.check(p)
            if why:
                self.reject(why)
                continue
            if p["kind"] == "end":
                return
            self.do(p)
