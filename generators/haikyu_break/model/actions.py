"""Owns what players do in the model: the appearance step (5-13, 1-4-5-4, 1-4-5-4-1: one card,
or 1–3 of distinct names in the block area with one centre blocker, 3-6-3, 3-6-3-1; never a
「-」 parameter, 1-4-5-1; the toss and attack name rules, 2-6-1-1; a lost without one, 1-4-9-1),
appearing (1-4-5, 1-4-5-3, 6-6-2-3), the free step (5-14: active skills, 6-7; events, 1-4-6-2,
6-8; a voluntary lost, 1-4-9-2; passing), skill costs (1-3-5, 1-4-8), requirements (7-2-3),
ターン1 (9-6), a skill used inside another (6-12), rejections and the exact legal sets."""

import itertools

from common.script import CaseError

from .table import COURT, PLAYERS, other

AREA_OF_PHASE = {"serve": "serve", "block": "block", "receive": "receive", "toss": "toss",
                 "attack": "attack"}
AREA_CLAUSE = {"serve": "3-5-1", "block": "3-6-1", "receive": "3-7-1", "toss": "3-8-1",
               "attack": "3-9-1"}


class Actions:
    # ---- reading actions --------------------------------------------------------------------
    def read_action(self):
        a = self.next_action()
        if a.get("do") == "concede":
            if set(a) - {"do", "by"}:
                raise CaseError("concede: %r" % a)
            self.game_over({a.get("by", self.tp)}, "concede")
        return a

    def by_of(self, a):
        by = a.get("by", self.tp)
        if by not in PLAYERS:
            raise CaseError("by %r" % by)
        return by

    # ---- appearing (1-4-5) --------------------------------------------------------------------
    def appear_refused(self, p, c, zone, role):
        if self.cards[c].params[zone] is None:
            self.rule("1-3-2-1", "1-4-5-1")
            return "1-4-5-1"
        if self.forbidden(p, "appear", c, zone, role):
            self.rule("0-2-6")
            return "0-2-6"
        return None

    def appear(self, c, p, zone, role, how):
        fields = {"card": c, "area": zone}
        if zone == "block":
            fields["role"] = "side" if role == "side" else "centre"
        fields["how"] = how
        self.emit("appear", **fields)
        self.rule("1-4-5", "1-2-14", "1-2-14-1", AREA_CLAUSE[zone])
        if zone == "block":
            self.rule("1-2-14-3" if role == "side" else "1-2-14-2")
        src = self.where(c)
        same_area = self.is_gut(c) and src == (p, zone)
        if same_area:
            self.rule("1-4-5-3")
            self.to_top(c, p, zone, role)
            self.sweep()
        else:
            if src[1] != "hand":
                self.rule("1-4-5-2")
            self.move(c, p, zone, "default", "appear", role=role, replaceable=False)
        self.raise_event("appear", card=c, player=p, src=src, dst=(p, zone),
                         arg=not same_area)

    def in_hand_character(self, p, c):
        return self.where(c) == (p, "hand") and self.cards[c].type == "character"

    def single_refused(self, p, c, zone):
        if not self.in_hand_character(p, c):
            self.rule("1-4-5-4")
            return "1-4-5-4"
        r = self.appear_refused(p, c, zone, None)
        if r == "1-4-5-1":
            return r
        prev = {"toss": "receive", "attack": "toss"}.get(zone)
        other_c = self.character(p, prev) if prev else None
        if other_c is not None:
            self.rule("2-6-1", "2-6-1-1", "2-6-1-1~x1")
            if self.name(c) == self.name(other_c):
                self.rule("1-4-5-4-1")
                return "1-4-5-4-1"
        return r

    def block_refused(self, p, cards, centre):
        def no(rule):
            self.rule(rule)
            return rule
        if any(not self.in_hand_character(p, c) for c in cards):
            return no("1-4-5-4")
        if any(self.cards[c].params["block"] is None for c in cards):
            self.rule("1-3-2-1")
            return no("1-4-5-1")
        if centre is None and len(cards) > 2:
            return no("1-4-5-4-1")
        if len(cards) > 3 or not cards:
            return no("3-6-3")
        names = [self.name(c) for c in cards]
        if len(cards) > 1:
            self.rule("2-6-1-1")            # names equal only when the strings are
        if len(set(names)) != len(names):
            return no("1-4-5-4-1")
        if centre is not None and centre not in cards:
            return no("3-6-3-1")
        if centre is None and any(not self.forbidden(p, "appear", c, "block", "centre")
                                  for c in cards):
            return no("3-6-3-1")
        for c in cards:
            if self.forbidden(p, "appear", c, "block", "centre" if c == centre else "side"):
                return no("0-2-6")
        return None

    def legal_appearances(self, p, zone):
        hand = self.zones[p]["hand"]
        out = []
        if zone != "block":
            for c in hand:
                if not self.single_refused(p, c, zone):
                    out.append({"do": "appear", "card": c})
            return out
        for k in (1, 2, 3):
            for combo in itertools.combinations(range(len(hand)), k):
                cards = [hand[i] for i in combo]
                some = False
                for c in cards:
                    if not self.block_refused(p, cards, c):
                        some = True
                        out.append({"do": "appear", "cards": cards, "centre": c})
                if not some and not self.block_refused(p, cards, None):
                    out.append({"do": "appear", "cards": cards, "centre": None})
        return out

    def any_appearance(self, p, zone):
        self.paused = getattr(self, "paused", 0) + 1
        try:
            return bool(self.legal_appearances(p, zone))
        finally:
            self.paused -= 1

    def appear_step(self):
        tp, zone = self.tp, AREA_OF_PHASE[self.phase]
        self.rule("5-13-1", "5-13-2", "8-5-1")
        if not self.any_appearance(tp, zone):
            for c in self.zones[tp]["hand"]:
                if self.in_hand_character(tp, c) and self.cards[c].params[zone] is None:
                    self.rule("1-4-5-1")    # a character with 「-」 for the area cannot appear
            self.rule("1-4-9-1")
            if self.rally_first:
                self.rule("1-2-4")
            self.rule("5-14-2")             # the step does not end: no free step follows
            self.declare_lost(tp, "appear")
            self.check_jump()
        while True:
            self.deciding(("appear", zone))
            a = self.read_action()
            if "query" in a:
                acts = self.legal_appearances(tp, zone) + [{"do": "pass"}]
                self.rule("1-4-5-4-1")
                self.legal.append({"step": self.step, "actions": acts})
                self.log_legal()
                continue
            what = a.get("do")
            by = self.by_of(a)
            if by != tp or what not in ("appear", "pass"):
                if what not in ("use", "play", "lost", "appear", "pass"):
                    raise CaseError("unknown action %r" % what)
                self.reject("5-13-2", "the appearance step is the turn player's")
                continue
            if what == "pass":
                if set(a) - {"do", "by"}:
                    raise CaseError("pass: %r" % a)
                self.rule("1-4-9-1")
                if self.rally_first:
                    self.rule("1-2-4")
                self.rule("5-14-2")         # the step does not end: no free step follows
                self.declare_lost(tp, "appear")
                self.check_jump()
            if zone == "block":
                if set(a) - {"do", "by", "cards", "centre"}:
                    raise CaseError("appear: %r" % a)
                cards = a.get("cards")
                if not isinstance(cards, list) or not cards or len(set(cards)) != len(cards) or \
                        any(c not in self.cards for c in cards):
                    raise CaseError("appear cards %r" % cards)
                centre = a.get("centre")
                if "centre" not in a and len(cards) == 1:
                    centre = None if self.forbidden(tp, "appear", cards[0], "block",
                                                    "centre") else cards[0]
                if centre is not None and centre not in self.cards:
                    raise CaseError("appear centre %r" % centre)
                refused = self.block_refused(tp, cards, centre)
            else:
                if a.get("card") not in self.cards:
                    raise CaseError("appear: no card %r" % (a.get("card"),),
                                    "$.script[%d].card" % self.step)
                if set(a) - {"do", "by", "card"}:
                    raise CaseError("appear: %r" % a)
                cards, centre = [a["card"]], None
                refused = self.single_refused(tp, a["card"], zone)
            if refused:
                self.reject(refused, "this appearance is not allowed")
                continue
            self.rule("1-4-5-4", "1-4-5-4-1", "1-4-5-1", "1-3-2-2", "1-3-2", "1-4-5-4-2")
            if zone != "block":
                if zone in ("toss", "attack"):
                    self.rule("2-6-1-1", "2-6-1-1~x1")
                self.appear(cards[0], tp, zone, None, "step")
            else:
                if len(cards) > 1:
                    self.rule("2-6-1-1")    # its names all differ (1-4-5-4-1)
                self.rule("3-6-3", "3-6-1-1")
                if centre is not None:
                    self.rule("3-6-3-1", "3-6-2-1")
                    self.appear(centre, tp, "block", "centre", "step")
                for c in cards:
                    if c != centre:
                        self.appear(c, tp, "block", "side", "step")
            break
        self.check_jump()
        self.check_process()

    # ---- costs (1-3-5, 1-4-8) -------------------------------------------------------------------
    def part_cands(self, card, master, part):
        if "guts" in part:
            if card is None or not self.is_character(card):
                return []
            x = self.ctx(card, None, master)
            return [g for g in self.under.get(card, [])
                    if "filter" not in part or self.filter(x, g, part["filter"])]
        return [c for c in self.zones[master]["hand"] if c != card]

    def cost_payable(self, card, master, cost):
        self_parts = 0
        for part in cost or []:
            if part == "drop-self":
                z = self.zone_of(card) if card is not None else None
                self_parts += 1
                if card is None or z is None or z == "drop" or self_parts > 1:
                    return False
                continue
            n = part.get("guts", part.get("discard"))
            if len(self.part_cands(card, master, part)) < n:
                return False
        return True

    def pay_cost(self, card, master, cost):
        self.rule("1-3-5", "1-3-5-1")
        for part in cost or []:
            if part == "drop-self":
                self.rule("1-4-7")
                paid = [card]
            else:
                guts = "guts" in part
                n = part["guts"] if guts else part["discard"]
                cands = self.part_cands(card, master, part)
                if guts:
                    self.rule("1-4-8", "1-4-8-2" if "filter" in part else "1-4-8-1", "1-2-15")
                else:
                    self.rule("1-4-7")
                if len(cands) > n:
                    paid = self.choose("guts" if guts else "discard", master,
                                       lambda v: isinstance(v, list) and len(v) == n and
                                       len(set(v)) == n and all(c in cands for c in v),
                                       lambda rng: rng.sample(cands, n))
                else:
                    paid = list(cands)
            self.emit("pay", player=master, cards=list(paid))
            for c in paid:
                if not self.move(c, self.owner[c], "drop", "default", "cost"):
                    self.rule("0-2-5-2-1-1")

    def requirements(self, p, act):
        return [e for e in self.effects if not e["ended"] and e["kind"] == "require" and
                e["value"] in (p, None) and e["data"]["require"] == act]

    # ---- the free step (5-14) -----------------------------------------------------------------
    def use_refused(self, c, s):
        tp = self.tp
        z = self.zone_of(c)
        if self.player_of(c) != tp or (not self.is_character(c) and z != "hand"):
            self.rule("5-14-3")
            return "5-14-3"
        sk = self.skill(c, s)
        if sk is None or sk["kind"] != "active":
            self.rule("1-3-3-3")
            return "1-3-3-3"
        x = self.ctx(c, s, tp)
        area = self.in_area(c, sk)
        if not area:
            self.rule("1-3-7", "1-3-7-1")     # its area icon names another area
        if not area or ("condition" in sk and not self.cond(x, sk["condition"])):
            self.rule("6-2-4")
            return "6-2-4"
        if self.phase not in sk.get("timing", []):
            r = "1-3-8-1"
        elif self.negated(c):
            r = "6-1-2"
        elif self.forbidden(tp, "use", c, z, self.role.get(c)):
            r = "0-2-6"
        elif not self.cost_payable(c, tp, sk.get("cost")):
            r = "1-3-5-1"
        elif not self.effect_changes(x, sk["effect"]):
            r = "6-7-1"
        else:
            return None
        self.rule(r)
        return r

    def play_refused(self, c, s):
        tp = self.tp
        if self.where(c) != (tp, "hand") or self.cards[c].type != "event":
            self.rule("1-4-6-2")
            return "1-4-6-2"
        if self.phase not in self.cards[c].timing:
            self.rule("2-12-3")
            return "2-12-3"
        sk = self.skill(c, s)
        if sk is None or sk["kind"] != "event":
            self.rule("1-3-3-4")
            return "1-3-3-4"
        x = self.ctx(c, s, tp)
        if "condition" in sk and not self.cond(x, sk["condition"]):
            r = "6-2-4"
        elif self.negated(c):
            r = "6-1-2"
        elif self.forbidden(tp, "play", c, "hand", None):
            r = "0-2-6"
        elif any(not self.cost_payable(c, tp, e["data"]["cost"])
                 for e in self.requirements(tp, "play")):
            r = "7-2-3"
        elif not self.cost_payable(c, tp, sk.get("cost")):
            r = "1-3-5-1"
        elif not self.effect_changes(x, sk["effect"]):
            r = "6-8-1"
        else:
            return None
        self.rule(r)
        return r

    def turn1(self, c, sk, x):
        if not sk.get("turn1"):
            return
        self.rule("9-6-3")
        if not x.any:
            return
        self.rule("9-6-1", "9-6-4", "6-1-2")
        self.add_effect("negate-name", None, x.master, "turn", value=x.master, name=self.name(c))

    def use_skill(self, c, s):
        tp = self.tp
        sk = self.skill(c, s)
        from_hand = self.zone_of(c) == "hand"
        self.rule("6-7-1", "1-3-3-3", "1-3-3-3-1", "1-3-8", "1-3-8-1", "1-3-3", "1-3-4",
                  "6-1-1", "6-2-4")
        if sk.get("area", "court") != "court":
            self.rule("1-3-7", "1-3-7-1")
        if from_hand:
            self.emit("reveal", player=tp, cards=[c])
            self.shown[c] = set(PLAYERS)
        self.emit("use", card=c, skill=s)
        x = self.ctx(c, s, tp)
        try:
            if sk.get("cost"):
                self.pay_cost(c, tp, sk["cost"])
            self.execute(x, sk["effect"])
            self.turn1(c, sk, x)
        finally:
            if from_hand and self.zone_of(c) == "hand":
                self.shown.pop(c, None)

    def play_event(self, c, s):
        tp = self.tp
        sk = self.skill(c, s)
        self.rule("1-4-6", "1-4-6-2", "6-8-1", "1-3-3-4", "1-3-3-4-1", "2-12-1", "2-12-3",
                  "2-2-2", "3-10-1", "6-1-1")
        self.emit("play", player=tp, card=c)
        for e in self.requirements(tp, "play"):
            self.rule("7-2-3")
            self.pay_cost(c, tp, e["data"]["cost"])
        self.move(c, tp, "event", "top", "play", replaceable=False)
        self.raise_event("play", card=c, player=tp)
        self.emit("use", card=c, skill=s)
        if sk.get("cost"):
            self.pay_cost(c, tp, sk["cost"])
        if "place" in sk and self.zone_of(c) == "event":
            self.move(c, self.owner[c], sk["place"], "default", "effect")
        x = self.ctx(c, s, tp)
        self.execute(x, sk["effect"])
        self.turn1(c, sk, x)

    def use_inside(self, outer, c, s):
        sk = self.skill(c, s)
        if sk is None or sk["kind"] not in ("active", "event") or self.negated(c) or \
                not self.cost_payable(c, outer.master, sk.get("cost")):
            return
        self.rule("6-12-1-1", "6-2-1-2")
        self.emit("use", card=c, skill=s)
        if sk.get("cost"):
            self.pay_cost(c, outer.master, sk["cost"])
        x = self.ctx(c, s, outer.master)
        self.execute(x, sk["effect"])
        self.rule("6-12-1-1-1")
        if x.any:
            outer.any = True

    def legal_free(self):
        tp = self.tp
        acts = []
        for z in ("serve", "block", "receive", "toss", "attack", "hand"):
            for c in self.zones[tp][z]:
                for s, sk in enumerate(self.skills_of(c)):
                    if sk["kind"] == "active":
                        r = self.use_refused(c, s)
                    elif sk["kind"] == "event" and z == "hand":
                        r = self.play_refused(c, s)
                    else:
                        continue
                    if not r:
                        acts.append({"do": "use" if sk["kind"] == "active" else "play",
                                     "card": c, "skill": s})
        if not self.pending:
            self.rule("1-4-9-2")
            acts.append({"do": "lost"})
        acts.append({"do": "pass"})
        return acts

    def event_skill(self, c, a):
        if "skill" in a:
            s = a["skill"]
            if not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < len(self.skills_of(c)):
                raise CaseError("play: skill %r" % s)
            return s
        found = [i for i, sk in enumerate(self.skills_of(c)) if sk["kind"] == "event"]
        return found[0] if len(found) == 1 else None

    def free_step(self):
        tp = self.tp
        self.rule("5-14-1", "5-14-2", "5-14-3")
        while True:
            self.check_process()
            while True:
                self.deciding(("free",))
                a = self.read_action()
                if "query" in a:
                    self.legal.append({"step": self.step, "actions": self.legal_free()})
                    self.log_legal()
                    continue
                what = a.get("do")
                by = self.by_of(a)
                if what not in ("use", "play", "lost", "pass", "appear"):
                    raise CaseError("unknown action %r" % what)
                if by != tp or what == "appear":
                    self.reject("5-14-3", "the free step is the turn player's")
                    continue
                if what == "pass":
                    if set(a) - {"do", "by"}:
                        raise CaseError("pass: %r" % a)
                    return
                if what == "lost":
                    if set(a) - {"do", "by"}:
                        raise CaseError("lost: %r" % a)
                    if self.pending:
                        self.reject("1-4-9-2", "a passive or delayed effect is waiting")
                        continue
                    self.rule("1-4-9-2", "1-4-9-2-1")
                    self.declare_lost(tp, "declared")
                    self.check_jump()
                if set(a) - {"do", "by", "card", "skill"} or a.get("card") not in self.cards:
                    raise CaseError("%s: %r" % (what, a))
                c = a["card"]
                if what == "play":
                    s = self.event_skill(c, a)
                    r = self.play_refused(c, s) if s is not None else \
                        (self.rule("1-3-3-4") or "1-3-3-4")
                else:
                    s = a.get("skill")
                    if not isinstance(s, int) or isinstance(s, bool) or \
                            not 0 <= s < len(self.skills_of(c)):
                        raise CaseError("use: skill %r" % s)
                    r = self.use_refused(c, s)
                if r:
                    sk = self.skill(c, s) if s is not None else None
                    if sk and sk.get("cost"):
                        self.rule("6-2-2")
                    if r == "0-2-6":
                        self.rule("6-2-3")
                    self.reject(r, "not allowed")
                    continue
                if what == "play":
                    self.play_event(c, s)
                else:
                    self.use_skill(c, s)
                break
            self.check_jump()


__all__ = ["Actions", "COURT", "other"]
