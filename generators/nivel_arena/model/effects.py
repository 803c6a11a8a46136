"""Effects (ch. 8): the instructions of the effect language (docs/engines/nivel-arena.md, part
2) processed top to bottom (8.3.1, 1.3.7.4), 「その後」 only after what came before was done in
full (8.3.2), choices when the instruction is reached (8.3.3), "this" the effect's card (8.3.4);
whether an activated effect can do anything (8.1.3.1.2); the leader's level and awakening (4.6.3,
10.2.6.1.2); automatic effects waiting while damage or an effect is processed (8.4.2, 8.4.3),
then the turn player's, then the other's (8.1.3.2.3), each player ordering their own (1.3.5),
those met meanwhile in the next round (8.4.1); one whose card moved does not activate
(8.1.3.2.1)."""

from .rules import Pend
from .table import PLAYERS, other

ACTIONS = ("draw", "damage", "power", "hit", "trash", "hand", "level", "size", "then", "lose",
           "win", "look", "reveal")


def action_of(ins):
    for a in ACTIONS:
        if a in ins:
            return a
    return ""


class Effects:
    def init_effects(self):
        self.pend = []
        self.hold = 0
        self.damaging = 0
        self.negating = 0
        self.returns = []

    # instructions -------------------------------------------------------------------------
    def this_unit(self, card, inc):
        return card is not None and self.inc.get(card, 0) == inc and self.lane_of(card) >= 0

    def candidates(self, card, inc, master, target):
        if target == "this":
            self.rule("8.3.4")
            return [card] if self.this_unit(card, inc) else []
        self.rule("3.5.4")
        side = master if target.startswith("own") else other(master)
        return [u for u in (self.unit_at(side, lane) for lane in range(3)) if u is not None]

    def targets(self, card, inc, master, target):
        cands = self.candidates(card, inc, master, target)
        if target not in ("opponent-unit", "own-unit") or not cands:
            return cands
        self.rule("8.3.3", "8.3.3.1")
        ans = self.choose("target", master, lambda v: isinstance(v, list) and len(v) == 1
                          and v[0] in cands)
        return ans

    def players_of(self, master, who):
        if who == "each":
            self.rule("1.3.5.1")
            return [self.tp, other(self.tp)]
        if who == "self":
            self.rule("8.3.4")
        return [master if who == "self" else other(master)]

    def one(self, card, inc, master, until, ins, prev_done):
        a = action_of(ins)
        if a in ("look", "reveal"):
            n = ins[a]
            seen = self.zones[master]["deck"][:n]
            if a == "reveal":
                self.rule("11.1.2", "11.1.3")
                to = ["P1", "P2"]
            else:
                self.rule("11.2.1", "11.2.2", "11.2.3")
                to = [PLAYERS[master]]
            self.event(a, player=PLAYERS[master], to=to, cards=list(seen))
            return len(seen) > 0 and len(seen) == n
        if a == "then":
            self.rule("8.3.2")
            if prev_done:
                self.process(card, inc, master, until, ins["then"])
            return prev_done
        if a == "draw":
            n, done = ins["draw"], True
            for p in self.players_of(master, ins.get("who", "self")):
                want = n
                if ins.get("upto"):
                    deck = len(self.zones[p]["deck"])
                    self.rule("1.3.6.1")
                    if deck < n:
                        self.rule("4.4.4")
                    self.rule("1.3.6")
                    hi = min(deck, n)
                    want = self.choose("draw-count", p, lambda v: isinstance(v, int)
                                       and not isinstance(v, bool) and 0 <= v <= hi)
                if self.draw(p, want) < n:
                    done = False
            return done
        if a == "damage":
            n = ins["damage"]
            self.rule("4.5.1")
            for p in self.players_of(master, ins.get("to", "opponent")):
                self.damage(p, n)
            return n > 0
        if a in ("power", "hit"):
            units = self.targets(card, inc, master, ins.get("target", "this"))
            for u in units:
                self.add_effect(a, u, ins[a], master, ins.get("until", until))
                self.event(a, card=u, by=ins[a])
            if not units:
                self.rule("1.3.2")
            return bool(units)
        if a == "trash":
            if ins["trash"] == "this" and card is not None and self.inc.get(card, 0) == inc \
                    and card not in self.host and self.where[card][1] == "trash":
                # an exit effect's card is in the trash: it cannot be trashed (4.8.2)
                self.rule("8.3.4")
                self.trash(card, "effect")
                return False
            units = self.targets(card, inc, master, ins["trash"])
            for u in units:
                self.trash(u, "effect")
            if not units:
                self.rule("1.3.2")
            return bool(units)
        if a == "hand":
            where = self.place_of(card)[1] if card not in self.host else "unit"
            done = self.inc.get(card, 0) == inc and where not in ("hand", "level")
            if done:
                self.rule("4.2.2")
                self.move(card, self.owner(card), "hand", "effect")
            return done
        if a == "size":
            self.add_effect("size", self.leader[master], ins["size"], master,
                            ins.get("until", until))
            self.rule("4.7.3")
            return True
        if a == "level":
            before = self.level[master]
            self.level_change(master, ins["level"])
            return self.level[master] != before
        lose = a == "lose"
        ps = self.players_of(master, ins[a])
        self.rule("1.2.5")
        self.lose({p if lose else other(p) for p in ps}, "effect")

    def process(self, card, inc, master, until, instrs):
        self.rule("8.3.1", "1.3.7.4")
        self.hold += 1
        try:
            done = True
            for ins in instrs:
                done = self.one(card, inc, master, until, ins, done)
                self.rule_check(False)
        finally:
            self.hold -= 1
        self.rule_check(True)

    def executable(self, card, inc, master, instrs):
        for ins in instrs:
            a = action_of(ins)
            if a in ("power", "hit", "trash"):
                if self.candidates(card, inc, master,
                                   ins["trash"] if a == "trash" else ins.get("target", "this")):
                    return True
            elif a == "level":
                to = min(10, max(1, self.level[master] + ins["level"]))
                if to != self.level[master]:
                    return True
            elif a in ("draw", "damage"):
                if ins[a] > 0:
                    return True
            elif a in ("look", "reveal"):
                if ins[a] > 0 and self.zones[master]["deck"]:
                    return True
            elif a == "hand":
                where = self.place_of(card)[1] if card not in self.host else "unit"
                if self.inc.get(card, 0) == inc and where not in ("hand", "level"):
                    return True
            elif a != "then":
                return True
        return False

    def level_change(self, p, delta):
        to = self.level[p] + delta
        if to > 10:
            self.rule("4.6.3")
            to = 10
        to = max(to, 1)
        if to == self.level[p]:
            self.rule("1.3.2.1")
            return
        self.level[p] = to
        self.rule("4.6.2")
        self.event("level", player=PLAYERS[p], level=to)
        lc = self.cards[self.leader[p]]
        if lc.awaken and not lc.awakened and to >= lc.awaken:
            self.rule("10.2.6.1.2")
            lc.awakened = True
            self.event("awaken", player=PLAYERS[p], card=self.leader[p])

    # automatic effects ------------------------------------------------------------------------
    def pend_add(self, p):
        if self.negating:
            self.rule("8.5.2.2")
        elif self.damaging:
            self.rule("8.4.2")
        elif self.hold:
            self.rule("8.4.3")
        self.pend.append(p)

    def entry_name(self, p):
        if p.what in ("ability", "exit"):
            return "%s:%d" % (p.card, p.ability)
        return "%s:%s" % (p.card, p.what)

    def still_there(self, p):
        c = p.card
        ok = self.inc.get(c, 0) == p.inc and c not in self.host and c in self.where and (
            self.lane_of(c) >= 0 if p.in_zone is None else self.where[c][1] == p.in_zone)
        if not ok:
            self.rule("8.1.3.2.1")
        return ok

    def activate(self, p):
        if not self.still_there(p):
            return
        self.rule("8.1.3.2")
        if p.what == "pierce":
            self.rule("10.2.3.2.2")
            self.event("activate", card=p.card, what="pierce")
            self.damage(other(p.master), p.n)
            return
        if p.what == "plunder":
            self.rule("10.2.3.3.2")
            self.event("activate", card=p.card, what="plunder")
            self.draw(p.master, p.n)
            return
        if p.what == "take-down":
            self.rule("10.2.5.2.3")
            self.event("activate", card=p.card, what="take-down")
            o = p.other
            if self.inc.get(o, 0) != p.other_inc or self.lane_of(o) < 0:
                return
            if p.cost >= self.cards[o].cost:
                self.trash(o, "effect")
            return
        if p.what == "return":
            self.rule("10.2.5.3.3")
            self.event("activate", card=p.card, what="return")
            self.returns.append((p.card, p.inc))
            return
        ab = self.cards[p.card].abilities[p.ability]
        if ab.optional:
            self.rule("8.1.2.2")
            if not self.choose("activate", p.master, lambda v: isinstance(v, bool)):
                return
        else:
            self.rule("8.1.2.1")
        if not self.executable(p.card, p.inc, p.master, ab.effect):
            self.rule("8.1.3.2.2")
        until = "battle" if ab.kind in ("attacker", "defender") else "turn"
        self.event("activate", card=p.card, ability=p.ability)
        self.rule("8.2.1", "8.2.1.3", "8.2.1.4")
        self.process(p.card, p.inc, p.master, until, ab.effect)

    def resolve_player(self, round_, player):
        mine = [p for p in round_ if p.master == player]
        order = list(range(len(mine)))
        if len(mine) > 1:
            self.rule("1.3.5")
            names = [self.entry_name(p) for p in mine]
            ans = self.choose("order", player, lambda v: isinstance(v, list)
                              and sorted(v) == sorted(names))
            order = [names.index(n) for n in ans]
        for i in order:
            self.activate(mine[i])
            self.rule_check(True)

    def resolve(self):
        if self.hold or self.damaging:
            return
        later = False
        while self.pend:
            if later:
                self.rule("8.4.1")
            round_, self.pend = self.pend, []
            if any(p.master != round_[0].master for p in round_):
                self.rule("8.1.3.2.3")
            self.resolve_player(round_, self.tp)
            self.resolve_player(round_, other(self.tp))
            later = True


__all__ = ["Effects", "Pend"]
