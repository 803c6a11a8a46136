"""Owns the free timings (4-1) and the actions declared at them (docs/engines/fusion-world.md,
"script: actions"): play (5-5-2, a 「使用した時」 event, 5-4-1; a cost of 0 is not paid and
reports no `pay`, 5-3-2), attack (8-1-1; one an effect forbids is rejected with 0-2-2, the
vocabulary), combo (5-6-3, 5-6-4), pass, concede (0-1-3-4), each with the
rejections the vocabulary names, and `query legal` (the 【起動】 of activation.py included).

13-13: an act (attack, combo, play) a `require` effect applies to is declared only with that
cost paid first (its energy part a `cost` choice, `false` declining); a cost declined or that
cannot be paid refuses the act with 13-13-1, and `query legal` lists no act whose cost cannot be
paid.

5-3-3 / 5-3-1, as the vocabulary page lists them: when no payment of the cost exists with the
player's active energy and markers (too few, or the colors cannot be met), 5-3-3 (「コストで要求
されるだけのアクティブのエナジー…がない場合」); when one exists but `pay` is not one, 5-3-1.  A
play is listed by `query legal` exactly when some payment exists.
"""

import json

from common.script import CaseError

from . import payment
from .table import PLAYERS, other

PASS_CLAUSE = {"main": "7-3-4-4", "offense": "8-2-4-3", "defense": "8-3-4-3"}

# The keys of each action besides "do" and "by" (docs/engines/fusion-world.md, "script:
# actions"); any other is a malformed action, a case error at that key.
ACTION_KEYS = {"play": {"card", "pay"}, "attack": {"card", "target"}, "combo": {"card"},
               "activate": {"card", "skill", "pay", "skill_pay", "onto"},
               "pass": set(), "concede": set()}


class Actions:
    def free_timing(self, player, where):
        """Reads actions until one is performed; returns "pass" or "done"."""
        self.rule("4", "4-1-1", "4-1-2")     # a free timing: one of the two occasions of 4
        while True:
            entry = self.next_action()
            if "query" in entry:
                if entry["query"] != "legal":
                    raise CaseError("query %r" % entry["query"])
                self.legal.append({"step": self.step,
                                   "actions": self.legal_actions(player, where)})
                self.log_legal()
                continue
            name = entry["do"]
            unknown = sorted(set(entry) - {"do", "by"} - ACTION_KEYS.get(name, set(entry)))
            if unknown:
                raise CaseError("step %d: %r has no key %r" % (self.step, name, unknown[0]),
                                "$.script[%d].%s" % (self.step, unknown[0]))
            by = entry.get("by", player)
            if by not in PLAYERS:
                raise CaseError("step %d: by %r" % (self.step, by))
            if name == "concede":
                self.concede(by)
            if by != player:
                self.reject("4-1-1", "%s has no free timing" % by)
                continue
            handler = getattr(self, "do_" + str(name), None)
            if handler is None:
                raise CaseError("step %d: action %r is not modelled" % (self.step, name))
            done = handler(entry, player, where)
            if done == "pass":
                self.rule("4-1-2-2", PASS_CLAUSE[where])
                return "pass"
            if done is not None:
                self.rule("4-1-2-1")
                return "done"

    def do_pass(self, entry, player, where):
        return "pass"

    def concede(self, p):
        self.rule("0-1-3-4")
        self.emit("lose", player=p, why="concede")
        self.end_game(other(p))

    # ---- play (5-5-2) -----------------------------------------------------------------------
    def do_play(self, entry, p, where):
        cid = entry.get("card")
        if where != "main":
            return self.reject("7-3-4", "not the main phase")
        if cid not in self.cards or self.loc[cid] != (p, "hand") or \
                self.card(cid).type != "battle":
            return self.reject("5-5-2", "%s is not a battle card in %s's hand" % (cid, p))
        card = self.info(cid)
        if card.total != self.card(cid).total:
            self.rule("5-3-3-1", "9-5-5")
        if not payment.exists(card, *self.energy_args(p)):
            return self.reject("5-3-3", "no payment of %s's cost exists" % cid)
        pay = entry.get("pay", [])
        if card.specified:
            self.rule("1-2-3")
        if self.markers[p]:
            self.rule("1-11-2")
        why = payment.problem(card, pay, *self.energy_args(p))
        # 1-1-1: the energy that pays is the energy area's cards (and its markers, 1-11-2)
        self.rule("1-1-1")
        if why:
            return self.reject("5-3-1", why)
        at = self.step
        paid = self.pay_requirements(p, cid, "play", keep=[x for x in pay if x != "marker"])
        if paid == "failed":
            return self.act_failed(cid, "play")
        if not paid:
            return self.refuse_unpaid(at, "the cost required of %s's play is not paid" % cid)
        # 3-8-2: any active cards of the energy area may pay, in any order; 3-6-4: the battle
        # area takes any number of battle cards
        self.rule("3-8-2", "3-6-4")
        self.rule("5-5-2", "1-2-2", "7-3-4-1", "7-3-4-1-1", "5-5-2-1", "5-5-2-2", "5-3-1",
                  "5-4-1", "5-4-1-1", "3-6-3", "5-5-1")
        if max(card.total, 0) < sum(card.specified.values()):
            self.rule("1-2-2-1", "5-3-1-1")
        use = {"kind": "use", "obj": self.obj(cid), "info": card.copy(), "player": p}
        self.emit("reveal", player=p, cards=[cid])      # 5-5-2-1: revealed, then the cost paid
        self.pay(p, pay)
        self.emit("enter", card=cid, how="play")
        self.begin_batch()
        self.move(cid, "battle", "play")
        self.trig(use)
        self.end_batch()
        return "done"

    def pay(self, p, pay):
        if not pay:
            self.rule("5-3-2")                 # a cost of 0: not paid at all, no `pay` event
            return
        ids = [x for x in pay if x != "marker"]
        markers = len(pay) - len(ids)
        if markers:
            self.rule("1-11-2")
            self.markers[p] -= markers
        self.emit("pay", player=p, cards=ids, markers=markers)
        if len(ids) > 1:
            self.rule("0-2-10")
        self.begin_batch()                     # the energy rested together: one event (0-2-10)
        for x in ids:
            self.set_rested(x)
        self.end_batch()

    # ---- 13-13: an act only with a cost paid -------------------------------------------------
    def requirements_of(self, cid, act):
        """The costs the `require` effects applying to cid put on the act `act`, oldest first."""
        return [json.loads(f[2]) for f in sorted(x for x in self.info(cid).forbids
                                                 if isinstance(x, tuple))
                if f[0] == "require" and f[1] == act]

    def requirement_impossible(self, p, cid, act):
        return any(not self.cost_parts_payable(parts, p, cid)
                   for parts in self.requirements_of(cid, act))

    def pay_requirements(self, p, cid, act, keep=()):
        """13-13-1: pays every cost required of the act first; False when one is declined or
        cannot be paid (the act is then refused), "failed" when a payment failed part way (the
        act then fails, 1-2-6).  `keep`: energy the act itself pays with."""
        for parts in self.requirements_of(cid, act):
            self.rule("13-13")
            if not self.cost_parts_payable(parts, p, cid):
                self.rule("13-13-1")
                return False
            # the vocabulary: the energy part is named by a `cost` choice (false declines)
            energy = self.has_energy_part(parts)
            pay = self.choose("cost", p, self.cost_answer(parts, p, keep)) if energy else True
            if pay is False:
                self.rule("13-13-1")
                return False
            self.rule("13-13-1")
            if not self.pay_skill_cost(parts, p, cid, pay if isinstance(pay, list) else []):
                self.rule("1-2-6")
                return "failed"
        return True

    def act_failed(self, cid, act):
        """1-2-6: what the act required failed part way, so the act fails (a `fail` event); a
        card that was to enter or to combo goes to the drop (5-5-5, 5-6-5)."""
        self.emit("fail", card=cid, act=act)
        if act in ("play", "combo"):
            self.failed_to_drop(cid, "5-5-5" if act == "play" else "5-6-5")
        return "done"

    def failed_to_drop(self, cid, *clauses):
        """A card still in the hand that failed to enter (5-5-5) or to combo (5-6-5) goes to the
        drop; elsewhere nothing happens."""
        if self.zone_of(cid) != "hand":
            return
        self.rule(*clauses)
        self.begin_batch()
        self.move(cid, "drop", "rule")
        self.end_batch()

    def refuse_unpaid(self, at, reason):
        """13-13-1: the act is refused; the rejection names the act's step, not the choice's."""
        step, self.step = self.step, at
        self.reject("13-13-1", reason)
        self.step = step

    # ---- attack (8-1-1) ---------------------------------------------------------------------
    def can_attack_with(self, p, a):
        battle_card = self.loc.get(a) == (p, "battle") and self.card(a).type == "battle" and \
            a not in self.under_of
        return (a == self.leader[p] or battle_card) and self.is_active(a)

    def forbidden_to_attack(self, a):
        """The vocabulary: an effect forbidding the attack wins over 8-1-1 (0-2-2)."""
        if "attack" in self.info(a).forbids:
            self.rule("0-2-2", "0-2-5")
            return True
        return False

    def can_target(self, p, t):
        q = other(p)
        return t == self.leader[q] or (self.loc.get(t) == (q, "battle") and t not in self.under_of
                                       and self.card(t).type == "battle" and
                                       not self.is_active(t))

    def do_attack(self, entry, p, where):
        a, t = entry.get("card"), entry.get("target")
        if where != "main":
            return self.reject("7-3-4", "not the main phase")
        if self.turn == 1:
            return self.reject("7-3-4-3-1", "the first player's first turn")
        if not self.can_attack_with(p, a):
            return self.reject("8-1-1", "%s cannot attack" % a)
        if not self.can_target(p, t):
            return self.reject("8-1-1", "%s cannot be attacked" % t)
        if self.forbidden_to_attack(a):
            return self.reject("0-2-2", "an effect forbids %s to attack" % a)
        at = self.step
        paid = self.pay_requirements(p, a, "attack")
        if paid == "failed":
            return self.act_failed(a, "attack")
        if not paid:
            return self.refuse_unpaid(at, "the cost required of %s's attack is not paid" % a)
        self.rule("7-3-4-3", "8-1-1", "7-3-4-3-2")
        if self.owner[a] != p:
            self.rule("0-3-4", "0-3-4-1")    # its master attacks with it: the zone's player
        self.set_rested(a)
        self.emit("attack", card=a, target=t)
        self.fight(a, t)
        return "done"

    # ---- combo (5-6) -----------------------------------------------------------------------
    def do_combo(self, entry, p, where):
        k = entry.get("card")
        if where == "main":
            return self.reject("5-6-3", "not the offense step")
        base = "5-6-3" if where == "offense" else "5-6-4"
        if where == "offense" and k == self.battle["attack"]:
            return self.reject("5-6-3-1-1", "%s is the attack card" % k)
        if where == "defense" and k == self.battle["guard"]:
            return self.reject("5-6-4-1-1", "%s is the guard card" % k)
        from_battle = self.loc.get(k) == (p, "battle") and self.is_active(k) and \
            k not in self.under_of
        from_hand = self.loc.get(k) == (p, "hand")
        if k not in self.cards or self.card(k).type != "battle" or not (from_battle or from_hand):
            return self.reject(base + "-1", "%s is not an active battle card or a battle card "
                                            "in hand of %s" % (k, p))
        if self.info(k).combo is None:
            return self.reject("5-6-2-1", "%s has no combo power" % k)
        at = self.step
        paid = self.pay_requirements(p, k, "combo")
        if paid == "failed":
            return self.act_failed(k, "combo")
        if not paid:
            return self.refuse_unpaid(at, "the cost required of %s's combo is not paid" % k)
        if from_battle and self.owner[k] != p:
            self.rule("0-3-4", "0-3-4-1")    # its master combos with it: the zone's player
        combos = self.battle.setdefault("combos", {})
        if combos.get(p):
            self.rule(base + "-4")           # the player goes on comboing: back to -1
        combos[p] = combos.get(p, 0) + 1
        self.rule(base, "3-7-3")             # 3-7-3: the combo area takes any number
        self.rule("5-6-2", base + "-1", base + ("-1-1" if from_battle else "-1-2"), base + "-2",
                  "3-1-4-1" if from_battle else "5-6-1",
                  "8-2-4-1" if where == "offense" else "8-3-4-1",
                  "8-2-4-1-1" if where == "offense" else "8-3-4-1-1")
        if from_hand:
            self.emit("reveal", player=p, cards=[k])
        self.emit("combo", player=p, card=k)
        self.begin_batch()
        # into the combo area of the player who combos (5-6-3-2, 5-6-4-2): 3-1-6-1 sends a card
        # to its owner's zone for every zone but the leader, battle and combo areas
        self.move(k, "combo", "combo", dest=p)
        self.end_batch()
        self.checkpoint(base + "-3")
        return "done"

    # ---- query legal ----------------------------------------------------------------------
    def legal_actions(self, p, where):
        out = []
        out += self.activatable(p, where)
        if where == "main":
            for c in self.zones[p]["hand"]:
                card = self.info(c)
                if card.type != "battle":
                    continue
                if payment.exists(card, *self.energy_args(p)) and \
                        not self.requirement_impossible(p, c, "play"):
                    out.append({"do": "play", "card": c})
                else:
                    self.rule("5-3-3")
            if self.turn == 1:
                self.rule("7-3-4-3-1")
            else:
                self.rule("8-1-1")
                q = other(p)
                attackers = [c for c in [self.leader[p]] + self.zones[p]["battle"]
                             if self.can_attack_with(p, c) and not self.forbidden_to_attack(c)
                             and not self.requirement_impossible(p, c, "attack")]
                targets = [self.leader[q]] + [c for c in self.zones[q]["battle"]
                                              if not self.is_active(c)]
                out += [{"do": "attack", "card": a, "target": t}
                        for a in attackers for t in targets]
        else:
            busy = self.battle["attack"] if where == "offense" else self.battle["guard"]
            for c in self.zones[p]["battle"] + self.zones[p]["hand"]:
                card = self.info(c)
                if c == busy or card.type != "battle" or card.combo is None:
                    continue
                if self.zone_of(c) == "battle" and not self.is_active(c):
                    continue
                if self.requirement_impossible(p, c, "combo"):
                    continue
                out.append({"do": "combo", "card": c})
        out.append({"do": "pass"})
        return out

