"""Drawing (4.4), trashing (4.8; the cause exit abilities read, 10.1.7.2), damage processing
(4.5; reading NA-TEN-DAMAGE), rule processing (ch. 9: defeat 9.2.1, 1.2.1, 1.2.3; a unit at
power 0 trashed by effect 1.3.7.3; items whose condition fails 8.6.2) and negation of effects
whose duration ends (8.5.2, 8.5.2.1)."""

from .table import PLAYERS, UNIT_ZONES, GameOver, other


class Pend:
    """An automatic effect whose condition was met (8.1.3.2)."""

    def __init__(self, what, card, inc, master, in_zone, ability=-1, n=0, other_card=None,
                 other_inc=0, cost=0):
        self.what, self.card, self.inc, self.master = what, card, inc, master
        self.in_zone, self.ability, self.n = in_zone, ability, n
        self.other, self.other_inc, self.cost = other_card, other_inc, cost


class Rules:
    def lose(self, losers, why):
        self.rule("9.2.1", "9.1.2")
        for p in (0, 1):
            if p in losers:
                self.lost[p] = True
                self.event("lose", player=PLAYERS[p], why=why)
        if self.lost[0] and self.lost[1]:
            self.rule("1.2.3")
            self.result = {"draw": True}
            self.event("game-end", draw=True)
        else:
            self.rule("1.2.1")
            w = 1 if self.lost[0] else 0
            self.result = {"winner": PLAYERS[w]}
            self.event("game-end", winner=PLAYERS[w])
        raise GameOver()

    def draw(self, p, n):
        """Draw n (4.4.3); the number drawn."""
        if n <= 0:
            self.rule("4.4.5", "1.3.3")
            return 0
        self.rule("4.4.3")
        for i in range(n):
            deck = self.zones[p]["deck"]
            if not deck:
                self.rule("9.2.1.3", "1.2.2", "1.2.2.3")
                self.lose({p}, "deck")
            self.rule("4.4.1", "4.4.2")
            self.move(deck[0], p, "hand", "draw")
        return n

    def trash(self, cid, cause, winner=None):
        if cid not in self.host and self.where[cid][1] == "trash":
            self.rule("4.8.2")
            return
        self.rule("4.8.1", "3.4.1", "4.2.1")
        unit = self.lane_of(cid) >= 0 and self.cards[cid].type == "unit"
        keys = self.keys_of(cid) if unit else None
        master = self.player_of(cid)
        self.move(cid, self.owner(cid), "trash", cause)
        if not unit or cause == "rule":
            return
        battle = cause == "battle"
        c = self.cards[cid]
        exits = [i for i, ab in enumerate(c.abilities) if ab.kind == "exit"]
        if keys.ret or (keys.take_down and battle) or exits:
            self.rule("10.1.7.2", "10.1.7.2.1")
        inc = self.inc[cid]
        for i in exits:
            self.pend_add(Pend("exit", cid, inc, master, "trash", ability=i))
        if keys.ret:
            self.rule("10.2.5.3.2")
            self.pend_add(Pend("return", cid, inc, master, "trash"))
        if keys.take_down and battle and winner is not None:
            self.rule("10.2.5.2.2", "10.2.5.2.4")
            self.pend_add(Pend("take-down", cid, inc, master, "trash", other_card=winner,
                               other_inc=self.inc.get(winner, 0), cost=c.cost))

    def damage(self, p, n):
        if n <= 0:
            self.rule("1.3.3")
            return
        self.rule("4.5.1")
        self.event("damage", player=PLAYERS[p], amount=n)
        self.damaging += 1
        try:
            left = n
            while left > 0:
                deck = self.zones[p]["deck"]
                if not deck:
                    self.rule("4.5.3", "1.2.2", "9.2.1.2", "1.2.2.2")
                    self.lose({p}, "damage")
                self.rule("4.5.4", "4.5.4.1")
                left -= 1
                card = deck[0]
                self.rule("4.5.4.2", "3.2.3")
                self.move(card, p, "damage", "damage")
                c = self.cards[card]
                if c.trigger is not None:
                    self.rule("4.5.4.3", "8.1.3.4", "10.1.11.2", "2.7.1")
                    self.event("trigger", card=card, player=PLAYERS[p])
                    self.process(card, self.inc[card], p, "turn", c.trigger)
                    if left > 0:
                        self.rule("4.5.4.3.1")
                        left = 0
                self.rule("4.5.4.4")
                if len(self.zones[p]["damage"]) >= 10:
                    self.rule("3.7.3", "1.2.2", "9.2.1.1", "1.2.2.1")
                    self.lose({p}, "damage-zone")
                if left > 0:
                    self.rule("4.5.4.5")
        finally:
            self.damaging -= 1

    def rule_check(self, items):
        again = True
        while again:
            again = False
            for p in (0, 1):
                for lane in range(3):
                    u = self.unit_at(p, lane)
                    raw = self.power_raw(u) if u is not None else 1
                    if raw <= 0:
                        if raw < 0:
                            self.rule("1.3.7.1")
                        self.rule("1.3.7.3")
                        self.trash(u, "effect")
                        again = True
                        break
                if again:
                    break
            if again or not items:
                continue
            for p in (0, 1):
                for lane in range(3):
                    u = self.unit_at(p, lane)
                    for item in list(self.under.get(u, [])) if u is not None else []:
                        if not self.equip_ok(item, u):
                            self.rule("8.6.2")
                            self.trash(item, "rule")
                            again = True
                            break
                    if again:
                        break
                if again:
                    break

    def negate(self, until):
        any_ = False
        for p in (self.tp, other(self.tp)):
            for e in self.effects:
                if not e.ended and e.until == until and e.master == p:
                    e.ended = True
                    any_ = True
        if any_:
            self.rule("8.5.2", "8.5.2.1")
            self.negating += 1
            try:
                self.rule_check(True)
            finally:
                self.negating -= 1


__all__ = ["Rules", "Pend", "UNIT_ZONES"]
