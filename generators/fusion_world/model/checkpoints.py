"""Owns check points (4-2) and the rule processes (ch. 14): damage processing (14-3) with
【クリティカル】 (15-5-2), illegal combos (14-4), power 0 or less in the battle area (14-6,
FW-POWER-ZERO-ZONE), and the resolution of pending autos and delayed effects.

4-2-2: all rule processes to be performed are performed at once, again while new ones arise
(4-2-2-1); then one pending auto of the turn player, back to 4-2-2-1 (4-2-2-2); then one of its
delayed effects whose moment came (4-2-2-3); then the non-turn player's (4-2-2-4, 4-2-2-5); then
the check point ends.  Cards of one owner arriving at once in the drop are ordered by that owner
(3-1-5: an `order` choice when two or more), the turn player first (0-2-7).

The `auto` choice (the vocabulary page) offers every pending auto of the player when there are two
or more, those that can no longer activate included, and is asked for a single one pending in a
hidden zone (it may be declined, 9-6-3-1-1: `null` declines all those); one taken up that cannot
be declared is cancelled (9-6-3-2): its cost cannot be paid (1-4-6), its once per turn is used
(15-7-5), or 15-4-3 forbids a 【ブロッカー】.  A declared auto in a hidden zone is revealed
(9-6-3-1); with a skill cost, the `cost` choice pays it or not (9-6-4); then it activates and its
instructions are executed (9-6-5, 9-6-6), even when its card has since moved (9-6-9).  An extra
card's auto declared from the hand is the card's use (12-2-2): the `cost` answer pays the card's
cost and the skill's energy in one list, and the card goes to the drop before the skill
activates.  Two delayed effects of one player due at once: the `delayed` choice.
"""

from . import payment
from .effects import Ctx
from .payment import EnergyCost
from .table import HIDDEN

BLOCKER = {"kind": "auto", "trigger": {"on": "attacked"}, "cost": ["rest-self"],
           "effect": []}


class Checkpoints:
    def checkpoint(self, at, inside=None):
        """A check point; `inside` happens in it before its rule processes (8-4-6-1-1-1)."""
        self.rule(at, "4-2-1", "4-2-2")
        self.emit("checkpoint", at=at)
        self.in_checkpoint += 1
        try:
            if inside is not None:
                inside()
            while True:
                self.rule("4-2-2-1")
                if self.rule_processes():
                    continue
                self.scan_states()
                if self.resolve_one():
                    continue
                break
        finally:
            self.in_checkpoint -= 1
        self.rule("4-2-2-6")

    # ---- 4-2-2-1 ---------------------------------------------------------------------------
    def rule_processes(self):
        self.check_defeat()
        damage, self.pending_damage = self.pending_damage, []
        illegal = [] if self.battle is not None else \
            [c for p in self.tp_first() for c in self.zones[p]["combo"]]
        zero = [c for p in self.tp_first() for c in self.zones[p]["battle"]
                if self.card(c).type == "battle" and self.info(c).power is not None and
                self.info(c).power <= 0]
        if not (damage or illegal or zero):
            return False
        self.rule("4-2-2-1", "14-1-2-2")
        if sum(1 for x in (damage, illegal, zero) if x) >= 2 or len(damage) >= 2:
            self.rule("14-1-2-2-1")
        to_drop = []                     # (card, cause), all arriving at once
        to_hand = []
        for player, amount, source, critical in damage:
            self.rule("14-3-2", "14-3-1", "5-8-3", "14-1-2-2")
            self.emit("rule", process="14-3")
            life = self.zones[player]["life"]
            taken = [c for c in life if c not in [x for x, _ in to_drop] + to_hand][:amount]
            if len(taken) < amount:
                self.rule("0-2-4")
            if critical:
                self.rule("15-5-2")
                to_drop += [(c, "damage") for c in taken]
            else:
                self.rule("3-9-3")
                to_hand += taken
        if illegal:
            self.rule("14-4-2", "14-4-1")
            for c in illegal:           # the process acts on each card: a `rule` event each
                self.emit("rule", process="14-4", card=c)
            to_drop += [(c, "rule") for c in illegal]
        for c in zero:
            self.rule("14-6-2", "14-6-1", "5-10-2")
            if "leave" in self.info(c).forbids:
                self.rule("0-2-2-2")
            self.emit("rule", process="14-6", card=c)
            to_drop.append((c, "rule"))
        # 14-3-2 「同時に処理します」, 14-1-2-2-1: everything the processes move, at once: one event
        # (9-6-2-1), each card read as it was before any moved; the life cards into the hands,
        # then the cards into the drops
        moving = to_hand + [c for c, _ in to_drop]
        if len(moving) >= 2:
            self.rule("0-2-10")
        self.read_together(moving)
        self.begin_batch()
        if to_hand:
            self.rule("3-3-4")               # the hand takes any number of cards
        for c in to_hand:
            self.move(c, "hand", "damage")
        self.to_drops(to_drop)
        self.end_batch()
        self.done_together(moving)
        if self.started and self.result is None and \
                any(not self.zones[p]["life"] for p in self.tp_first()):
            self.rule("0-1-3-2")             # 0 life cards: a loss condition (14-2 below)
        self.check_defeat()
        return True

    def to_drops(self, arriving):
        """Cards put into their owners' drops at once: each owner orders its own (3-1-5)."""
        cause = dict(arriving)
        if not arriving:
            return
        self.rule("3-4-4")                   # the drop takes any number of cards
        if sum(1 for c, why in arriving if why == "ko") >= 2:
            self.rule("14-1-2-1-1")          # several KOs (14-9, interrupt-type) at once
        if any(self.owner[c] != self.player_of(c) for c, _ in arriving):
            self.rule("0-3-3", "0-3-3-1")    # to its owner's drop, not its master's
        self.read_together([c for c, _ in arriving])
        self.arrive_ordered([c for c, _ in arriving], "drop", cause)
        self.done_together([c for c, _ in arriving])

    # ---- 4-2-2-2 .. 4-2-2-5 ----------------------------------------------------------------
    def resolve_one(self):
        for p, auto_clause, delayed_clause in zip(self.tp_first(), ("4-2-2-2", "4-2-2-4"),
                                                  ("4-2-2-3", "4-2-2-5")):
            mine = [a for a in self.pending if a["master"] == p]
            if mine:
                self.rule(auto_clause)
                self.take_up(p, mine)
                return True
            ready = [d for d in self.delayed if d["ready"] is not None and d["master"] == p]
            if ready:
                self.rule(delayed_clause, "1-5-2-1-1", "9-2-2-1")
                d = ready[0]
                options = [{"card": x["source"][0], "skill": x["skill"]} for x in ready]
                if len([o for i, o in enumerate(options) if o not in options[:i]]) >= 2:
                    pick = self.choose("delayed", p, lambda v: v in options)
                    d = ready[options.index(pick)]
                self.delayed.remove(d)
                hit = d["ready"]
                ctx = Ctx(p, d["source"], d["skill"], hit[0], hit[1], d["source"], hit[2])
                ctx.delayed = True
                self.perform(d["effect"], ctx)
                return True
        return False

    def option_of(self, a):
        return {"card": a["card"], "skill": a["skill"]}

    def take_up(self, p, mine):
        hidden = [a for a in mine if self.zone_of(a["card"]) in HIDDEN]
        options = [self.option_of(a) for a in mine]
        distinct = [o for i, o in enumerate(options) if o not in options[:i]]
        if hidden:
            self.rule("9-6-3-1-1")
        if len(distinct) >= 2 or hidden:
            self.rule("4")                   # a check point: the other occasion of 4
            pick = self.choose("auto", p, lambda v: v in options or (v is None and hidden))
            if pick is None:
                self.rule("9-6-3-1-1")
                for a in hidden:
                    self.pending.remove(a)
                return
            chosen = mine[options.index(pick)]
        else:
            chosen = mine[0]
        self.pending.remove(chosen)
        self.rule("9-6-3", "1-3-6", "9-6-1")
        self.declare_auto(p, chosen)

    def cannot_declare(self, p, a):
        """Why a pending auto taken up cannot be declared (9-6-3-2), or None."""
        cid = a["card"]
        if a["skill"] == "blocker":
            if self.battle is None or self.battle.get("blocked_by", {}).get(p):
                return "15-4-3"
            if self.zone_of(cid) != "battle" or self.obj(cid) != a["source"]:
                return "9-6-9"
            if not self.is_active(cid):
                self.rule("0-2-4-1")
                return "1-4-6"
            return None
        spec = a["spec"]
        if spec.get("once_per_turn") and (a["source"], a["skill"]) in self.used:
            self.rule("15-7-4", "15-7-1", "9-2-3", "9-2-4")
            return "15-7-5"
        if not self.cost_payable(spec.get("cost"), p, cid):
            return "1-4-6"
        return None

    def combined_cost(self, cid, parts):
        """An extra card's auto used from the hand: the card's cost and the skill's energy, paid
        with one list (the vocabulary, `cost`; 12-2-2-2, 12-2-2-3)."""
        card, skill = self.info(cid), EnergyCost(parts or [])
        spec = dict(card.specified)
        for c, n in skill.specified.items():
            spec[c] = spec.get(c, 0) + n
        both = EnergyCost([])
        both.total = card.cards_to_pay() + skill.cards_to_pay()
        both.specified = spec
        return both

    def extra_use(self, a):
        return a["skill"] != "blocker" and self.card(a["card"]).type == "extra" and \
            self.zone_of(a["card"]) == "hand"

    def declare_auto(self, p, a):
        cid = a["card"]
        if self.extra_use(a):
            return self.use_extra_auto(p, a)
        why = self.cannot_declare(p, a)
        if why:
            # its activation can no longer be carried out: a failure (0-3-16), reported as such
            self.rule("9-6-3-2", why)
            self.emit("fail", card=cid, skill=a["skill"])
            self.rearm(a)
            return
        if self.zone_of(cid) in HIDDEN:
            self.rule("9-6-3-1")
            self.emit("reveal", player=self.player_of(cid), cards=[cid])
        spec = BLOCKER if a["skill"] == "blocker" else a["spec"]
        parts = spec.get("cost")
        if a["skill"] == "blocker":
            self.rule("15-4-2", "1-4-5-3")   # the cost the keyword 【ブロッカー】 names
        if parts:
            self.rule("9-6-4")
            pay = self.choose("cost", p, self.cost_answer(parts, p))
            if pay is False:
                self.rule("9-6-4-1")
                self.rearm(a)
                return
            self.rule("9-6-4-2")
            if not self.pay_skill_cost(parts, p, cid, pay if isinstance(pay, list) else []):
                self.emit("fail", card=cid, skill=a["skill"])
                self.rearm(a)
                return
        else:
            self.rule("9-6-4-3")
        self.rule("9-6-5", "9-6-6")
        if a["skill"] != "blocker" and not self.current(a["source"]):
            self.rule("9-6-9")
        if spec.get("once_per_turn"):
            self.rule("15-7-2", "15-7-3")
            self.used.add((a["source"], a["skill"]))
        self.emit("activate", card=cid, skill=a["skill"])
        if a["skill"] == "blocker":
            self.block(p, cid)
        else:
            ctx = Ctx(p, a["source"], a["skill"], a["trigger"], a["trigger_info"],
                      a["source_after"], a["trigger_after"])
            self.perform(spec["effect"], ctx)
        self.rearm(a)

    def use_extra_auto(self, p, a):
        """9-6-3 with 12-2-2: revealed, the card's cost and the skill cost paid (or not,
        9-6-4), the card put into the drop, then the skill activates and resolves."""
        cid, spec = a["card"], a["spec"]
        parts = spec.get("cost") or []
        cost = self.combined_cost(cid, parts)
        other_parts = [x for x in parts if not (isinstance(x, dict) and "energy" in x)]
        if (spec.get("once_per_turn") and (a["source"], a["skill"]) in self.used) or \
                not payment.exists(cost, *self.energy_args(p)) or \
                not self.cost_payable(other_parts, p, cid, used=True):
            self.rule("9-6-3-2", "1-4-6")
            return
        self.rule("9-6-3-1", "12-2-2", "12-2-2-1", "12-2-2-2", "5-4-1", "5-4-1-2", "9-6-4")
        self.emit("reveal", player=p, cards=[cid])

        def valid(v):
            if v is False:
                return True
            if cost.cards_to_pay() == 0 and v is True:
                return True
            return isinstance(v, list) and payment.problem(cost, v, *self.energy_args(p)) is None
        pay = self.choose("cost", p, valid)
        if pay is False:
            self.rule("9-6-4-1")
            return
        use = {"kind": "use", "obj": self.obj(cid), "info": self.info(cid).copy(), "player": p}
        self.pay(p, pay if isinstance(pay, list) else [])
        self.begin_batch()
        self.move(cid, "drop", "pay")
        self.trig(use)
        self.end_batch()
        if other_parts:
            self.rule("12-2-2-3")
            if not self.pay_skill_cost(other_parts, p, cid, []):
                self.rule("1-2-6", "12-3-1")   # the use fails; the card stays in the drop
                self.emit("fail", card=cid, skill=a["skill"])
                return
        self.rule("9-6-4-2", "12-2-2-4", "12-2-2-5", "9-6-5", "9-6-6")
        if spec.get("once_per_turn"):
            self.used.add((a["source"], a["skill"]))
        self.emit("activate", card=cid, skill=a["skill"])
        ctx = Ctx(p, self.obj(cid), a["skill"], a["trigger"], a["trigger_info"],
                  a["source_after"], a["trigger_after"])
        self.perform(spec["effect"], ctx)
