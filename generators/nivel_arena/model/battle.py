"""A battle (ch. 7): the attack declaration step (7.2; attacker effects 10.1.5.2), guardians
(10.2.6.3, reading NA-GUARDIAN) and the defending player's declaration with the opposing unit
(7.3.1, 7.3.3; breakthrough 10.2.3.4, duelist 10.2.3.5), defender effects (10.1.6.2) and
self-destruct (10.2.4.2), the battle step (infiltrate 10.2.3.6; 7.4.1-7.4.3; pierce 10.2.3.2,
plunder 10.2.3.3) and the battle end step (7.5)."""

from .rules import Pend
from .table import PLAYERS, other


class Reject(Exception):
    def __init__(self, rule):
        super().__init__(rule)
        self.rule_id = rule


class Battle:
    def still(self, card, inc):
        return card is not None and self.inc.get(card, 0) == inc and self.lane_of(card) >= 0

    def broken_through(self, k, u):
        for cmax, pmax in k.breaks:
            if cmax < 0 and pmax < 0:
                self.rule("10.2.3.4.3")
                return True
            if (cmax < 0 or self.cards[u].cost <= cmax) and (pmax < 0 or self.power(u) <= pmax):
                return True
        return False

    def may_defend(self, u, guard):
        """None, or the clause that forbids u to declare defense."""
        k = self.keys_of(self.attacker)
        opp = self.opposing(self.attacker)
        self.rule("3.5.4.1")
        if opp is not None:
            self.rule("3.5.4.2")
        if self.defender is not None:
            self.rule("7.3.3")
            return "7.3.3"
        if u is None or self.lane_of(u) < 0 or self.player_of(u) != other(self.tp) or \
                (not guard and u != opp):
            return "7.3.1"
        if k.breaks and self.broken_through(k, u):
            self.rule("10.2.3.4.2")
            if len(k.breaks) > 1:
                self.rule("10.2.3.4.4")
            return "10.2.3.4.2"
        if guard and k.duelist and opp is not None:
            self.rule("10.2.3.5.2")
            return "10.2.3.5.3"
        return None

    def declare_defense(self, u):
        self.rule("7.3.2")
        self.defender, self.defender_inc = u, self.inc.get(u, 0)
        self.event("defend", card=u)
        for i, ab in enumerate(self.cards[u].abilities):
            if ab.kind == "defender":
                self.rule("10.1.6.2")
                self.pend_add(Pend("ability", u, self.defender_inc, self.player_of(u), None,
                                   ability=i))
        if self.keys_of(u).self_destruct:
            self.rule("10.2.4.2.2", "10.2.4.2.3")
            self.self_destructed = True
            self.cards[self.attacker].attacked = True
            self.event("activate", card=u, what="self-destruct")
            self.step_name = "battle-end"
            self.trash(u, "effect")
        self.resolve()

    def pay_guardian(self, u, k):
        p = self.player_of(u)
        kind, n = k.guardian
        if kind == "barrier":
            cands = list(self.zones[p]["hand"])
        else:
            cands = [o for o in (self.unit_at(p, lane) for lane in range(3))
                     if o is not None and o != u]
        if len(cands) < n:
            return False
        if not self.choose("guardian", p, lambda v: isinstance(v, bool)):
            return False
        paid = self.choose(kind, p, lambda v: isinstance(v, list) and len(v) == n
                           and len(set(v)) == n and all(c in cands for c in v))
        self.rule("10.2.6.3.4.1.2" if kind == "barrier" else "10.2.6.3.4.2.2", "3.1.6")
        for c in paid:
            self.trash(c, "effect")
        return True

    def guardians(self):
        lane = self.lane_of(self.attacker)
        ntp = other(self.tp)
        for l in range(3):
            u = self.unit_at(ntp, l)
            if u is None or abs(l - lane) != 1:
                continue
            k = self.keys_of(u)
            if k.guardian is None:
                continue
            if self.may_defend(u, True) is not None:
                self.rule("10.2.6.3.3")
                continue
            self.rule("10.2.6.3.2")
            inc = self.inc.get(u, 0)
            if self.pay_guardian(u, k) and self.still(u, inc):
                self.event("activate", card=u, what="guardian")
                self.declare_defense(u)

    def defense_window(self):
        ntp = other(self.tp)
        while True:
            a = self.next_action()
            if "query" in a:
                self.rule("7.3.1")
                opp = self.opposing(self.attacker)
                can = opp is not None and self.may_defend(opp, False) is None
                k = self.keys_of(self.attacker)
                legal = [{"do": "defend", "card": opp}] if can else []
                if not (can and k.duelist):
                    legal.append({"do": "pass"})
                self.legal.append({"step": self.step, "actions": legal})
                self.log_legal()
                continue
            d = a.get("do")
            by = self.player_index(a.get("by", PLAYERS[ntp]))
            if d == "concede":
                self.rule("1.2.4")
                self.lose({by}, "concede")
            if set(a) - {"do", "card", "by"}:
                self.error("unknown keys in %s" % a)
            if d not in ("defend", "pass") or by != ntp:
                self.reject("7.3.1")
                continue
            opp = self.opposing(self.attacker)
            if d == "pass":
                k = self.keys_of(self.attacker)
                if k.duelist and opp is not None and self.may_defend(opp, False) is None:
                    self.rule("10.2.3.5.2", "10.2.3.5.3")
                    self.reject("10.2.3.5.3")
                    continue
                return
            u = self.card_arg(a.get("card"))
            why = self.may_defend(u, False)
            if why:
                self.reject(why)
                continue
            self.rule("7.3.1")
            self.declare_defense(u)
            return

    def battle_step(self):
        self.step_name = "battle"
        a, d = self.attacker, self.defender
        if self.still(a, self.attacker_inc):
            k = self.keys_of(a)
            if k.infiltrate and d is None:
                self.rule("10.2.3.6.2", "10.2.3.6.3")
                self.event("activate", card=a, what="infiltrate")
                self.draw(self.tp, k.infiltrate)
        if not self.still(a, self.attacker_inc):
            self.rule("7.4.1")
            return
        k = self.keys_of(a)
        if d is None:
            self.rule("7.4.2", "2.9.1")
            self.damage(other(self.tp), self.hit(a))
            return
        if not self.still(d, self.defender_inc):
            return
        self.rule("7.4.3", "2.8.1")
        if self.power(a) >= self.power(d):
            self.trash(d, "battle", a)
            if k.pierce:
                self.rule("10.2.3.2.3")
                self.pend_add(Pend("pierce", a, self.attacker_inc, self.tp, None, n=k.pierce))
            if k.plunder:
                self.rule("10.2.3.3.3")
                self.pend_add(Pend("plunder", a, self.attacker_inc, self.tp, None, n=k.plunder))
            return
        self.trash(a, "battle", d)

    def battle(self, a):
        self.rule("7.1")
        self.step_name = "attack"
        self.attacker, self.attacker_inc = a, self.inc.get(a, 0)
        self.defender = None
        self.self_destructed = False
        self.rule("7.2.1")
        self.cards[a].attacked = True
        self.event("attack", card=a, player=PLAYERS[self.tp])
        for i, ab in enumerate(self.cards[a].abilities):
            if ab.kind == "attacker":
                self.rule("7.2.2", "10.1.5.2")
                self.pend_add(Pend("ability", a, self.attacker_inc, self.tp, None, ability=i))
        self.resolve()
        if self.still(a, self.attacker_inc):
            self.step_name = "defense"
            self.guardians()
            if self.defender is None and self.opposing(a) is not None:
                self.defense_window()
        if not self.self_destructed:
            self.battle_step()
        self.resolve()
        self.step_name = "battle-end"
        self.rule("7.5.1")
        self.negate("battle")
        self.resolve()
        self.rule("7.5.2")
        self.step_name = None
        self.attacker = self.defender = None
