"""Owns what waits and what replaces in the model: an event meets the triggers (1-1-14) of
passive skills (6-6) and delayed effects (1-3-4-4), each waiting once each time, even N times
for one event (6-6-1 ①), a turn-end or end-phase-start trigger once a turn (5-12-2 ①); a card's
own zone-move trigger read where it was (6-6-2-2), counting as one only from another zone
(6-6-2-3); waiting passives cancelled when their card goes to a hidden zone (8-4-4) or not
resolved when negated (6-6-3); the check process's resolution of one item, the player choosing
(5-4-2, 6-6-1 ③); replacements (6-11); the keywords of chapter 9 (HB-KEYWORD-DELAYED)."""

from common.script import CaseError

from .table import COURT, HIDDEN, PHASES, other


class Triggers:
    def init_triggers(self):
        self.pending = []        # waiting items, in the order they began to wait
        self.delayed = []
        self.turn_end_waited = set()
        self.once = set()
        self.applying = []       # replacements being applied (6-11-2-3)

    def raise_event(self, kind, card=None, player=None, arg=None, src=None, dst=None, live=None,
                    inc_before=0):
        ev = {"type": kind, "card": card, "player": player, "arg": arg, "src": src, "dst": dst,
              "live": live or [], "inc_before": inc_before}
        for c in self.order:
            self.card_passives(c, ev)
        for i, d in enumerate(self.delayed):
            if d["waited"] or d["gone"]:
                continue
            meets = self.keyword_meets(d, ev) if d["keyword"] else \
                self.trigger_meets(d["card"], d["master"], d["trigger"], ev)
            if meets:
                d["waited"] = True
                self.rule("1-3-4-4")
                self.add_waiting(d["card"], d["skill"], d["master"], "delayed", ev, i)

    @staticmethod
    def whose_ok(w, master, player, default):
        w = w or default
        if w == "any":
            return True
        return (w in ("your", "you")) == (player == master)

    def zone_named(self, name, zone):
        if name is None:
            return True
        if name == "court":
            return zone in COURT
        return zone == name

    def trigger_meets(self, holder, master, trig, ev):
        on = trig["on"]
        if on != ev["type"]:
            return False
        x = self.ctx(holder, None, master)
        if on == "appear":
            of = trig.get("of")
            if of is None:
                return ev["card"] == holder
            w = self.who(of.get("who", "any"), master, None)
            if "filter" in of:
                self.rule("6-10-2-1")       # the card's information where it now is
            return (w is None or w == ev["player"]) and \
                self.zone_named(of.get("zone"), ev["dst"][1]) and \
                ("filter" not in of or self.filter(x, ev["card"], of["filter"]))
        if on in ("phase-start", "phase-end"):
            return trig["phase"] == PHASES[ev["arg"]] and \
                self.whose_ok(trig.get("whose"), master, ev["player"], "any")
        if on in ("turn-start", "turn-end", "set-start"):
            return self.whose_ok(trig.get("whose"), master, ev["player"], "any")
        if on in ("draw", "shuffle", "lost", "play"):
            return self.whose_ok(trig.get("who"), master, ev["player"], "any")
        if on == "move":
            if "who" in trig:
                ok = self.whose_ok(trig["who"], master, self.owner[ev["card"]], "any") and \
                    ("filter" not in trig or self.filter(x, ev["card"], trig["filter"]))
            else:
                ok = ev["card"] == holder
            return ok and self.zone_named(trig.get("from"), ev["src"][1]) and \
                self.zone_named(trig.get("to"), ev["dst"][1])
        if on == "covered":
            return ev["card"] == holder
        if on == "face-up":
            return self.whose_ok(trig.get("who"), master, self.player_of(ev["card"]), "you")
        return False

    def card_passives(self, c, ev):
        for i, s in enumerate(self.skills_of(c)):
            if s["kind"] != "passive":
                continue
            on = s["trigger"]["on"]
            own_move = on == "move" and "who" not in s["trigger"] and ev["card"] == c
            if own_move:
                live = i in ev["live"]
            elif on == "covered":
                live = not self.negated(c)
            else:
                live = self.skill_live(c, i)
            master = self.player_of(c)
            if not self.trigger_meets(c, master, s["trigger"], ev):
                continue
            if not live:
                if own_move:
                    self.rule("6-6-2", "6-6-2-2")
                continue
            if "condition" in s and not self.cond(self.ctx(c, i, master), s["condition"]):
                continue
            if on == "turn-end" or (on == "phase-start" and ev["type"] == "phase-start" and
                                    PHASES[ev["arg"]] == "end"):
                key = (c, self.inc[c], i)
                if key in self.turn_end_waited:
                    continue
                self.turn_end_waited.add(key)
            if own_move:
                self.rule("6-6-2")
            if ev["type"] == "appear" and ev["card"] == c:
                self.rule("6-6-2-3" if ev["arg"] else "1-4-5-3")
            if on == "covered":
                self.rule("1-2-15-2-1")
            if on == "draw":
                self.rule("6-6-1~x1")
            self.rule("1-3-3-2", "1-3-3-2-1", "1-1-14", "6-6-1")
            self.add_waiting(c, i, master, "passive", ev, i)

    def turn_end_unwaited(self):
        for c in self.order:
            for i, s in enumerate(self.skills_of(c)):
                if s["kind"] != "passive" or s["trigger"]["on"] != "turn-end" or \
                        not self.skill_live(c, i) or (c, self.inc[c], i) in self.turn_end_waited:
                    continue
                if "condition" not in s or \
                        self.cond(self.ctx(c, i, self.player_of(c)), s["condition"]):
                    return True
        return False

    def add_waiting(self, card, skill, master, cls, ev, ability):
        tc = ev["card"]
        tinc = 0 if tc is None else ev["inc_before"] if ev["type"] == "move" else self.inc[tc]
        self.pending.append({"card": card, "inc": self.inc[card], "skill": skill,
                             "master": master, "cls": cls, "trigger_card": tc,
                             "trigger_inc": tinc, "ability": ability})
        self.rule("1-1-15")
        self.wait_event("waiting", card, skill, cls == "delayed")

    def wait_event(self, kind, card, skill, delayed):
        fields = {"card": card, "skill": skill}
        if delayed:
            fields["delayed"] = True
        self.emit(kind, **fields)

    def add_delayed(self, x, keyword, n, trigger, effect):
        self.delayed.append({"card": x.card, "inc": x.inc, "skill": x.skill, "master": x.master,
                             "trigger": trigger, "effect": effect, "keyword": keyword, "n": n,
                             "turn": self.turn, "waited": False, "gone": False})

    # ---- cancelling ----------------------------------------------------------------------------
    def cancel_waiting_of(self, cid, inc_before):
        kept = []
        for p in self.pending:
            if p["cls"] == "passive" and p["card"] == cid and p["inc"] == inc_before:
                self.rule("8-4-4", "6-6-3")
                self.wait_event("cancel", p["card"], p["skill"], False)
            else:
                kept.append(p)
        self.pending = kept

    def cancel_all_waiting(self):
        for p in self.pending:
            self.wait_event("cancel", p["card"], p["skill"], p["cls"] == "delayed")
        self.pending = []

    def vanish_delayed(self, everything, skipped=None):
        for d in self.delayed:
            if d["waited"] or d["gone"]:
                continue
            trig = d["trigger"] or {}
            in_skipped = trig.get("on") in ("phase-start", "phase-end") and \
                trig.get("phase") == skipped
            if everything or in_skipped:
                d["gone"] = True

    # ---- resolving -----------------------------------------------------------------------------
    def label(self, p):
        lab = {"card": p["card"], "skill": p["skill"]}
        if p["cls"] == "delayed":
            lab["delayed"] = True
        return lab

    def resolve_one(self, player):
        items = []
        for p in self.pending:
            if p["master"] == player and self.label(p) not in items:
                items.append(self.label(p))
        pick = items[0]
        if len(items) >= 2:
            pick = self.choose("resolve", player, lambda v: v in items,
                               lambda rng: rng.choice(items))
        i = next(k for k, p in enumerate(self.pending) if self.label(p) == pick)
        p = self.pending.pop(i)
        self.rule("6-6-1")
        if p["cls"] == "passive":
            z = self.zone_of(p["card"])
            moved_hidden = self.inc[p["card"]] != p["inc"] and z is not None and z in HIDDEN
            if moved_hidden or self.negated(p["card"]):
                self.rule("6-6-3")
                self.wait_event("cancel", p["card"], p["skill"], False)
                return
        self.wait_event("resolve", p["card"], p["skill"], p["cls"] == "delayed")
        if p["cls"] == "delayed":
            d = self.delayed[p["ability"]]
            if d["keyword"]:
                self.keyword_resolve(d, p["trigger_card"])
                return
            x = self.ctx(d["card"], d["skill"], d["master"])
            effect = d["effect"]
        else:
            x = self.ctx(p["card"], p["skill"], p["master"])
            x.inc = p["inc"]
            s = self.skill(p["card"], p["skill"])
            effect = s["effect"] if s else []
        x.trigger_card, x.trigger_inc = p["trigger_card"], p["trigger_inc"]
        self.execute(x, effect)

    # ---- replacements (6-11) ---------------------------------------------------------------------
    def replacements(self, event, cid, player):
        out = []
        for h in self.order:
            for si, s in enumerate(self.skills_of(h)):
                rep = s.get("replace")
                if s["kind"] != "permanent" or not rep or rep["event"] != event or \
                        not self.skill_live(h, si):
                    continue
                master = self.player_of(h)
                x = self.ctx(h, si, master)
                ok = "condition" not in s or self.cond(x, s["condition"])
                if ok and cid is not None:
                    ok = cid in (self.select_possible(x, rep["of"]) if "of" in rep else [h])
                if ok and cid is None:
                    ok = master == player
                if ok and (h, si, cid, player) in self.applying:
                    self.rule("6-11-2-3")
                    ok = False
                if ok and rep.get("optional"):
                    x.event_card = cid
                    ok = self.effect_changes(x, rep["instead"])
                    if not ok:
                        self.rule("6-11-3")
                if ok:
                    out.append((h, si))
        return out

    def apply_replacement(self, event, cid, player, chooser, cands):
        k = 0
        if len(cands) >= 2:
            self.rule("6-11-2", "6-11-2-1" if cid is not None else "6-11-2-2")
            refs = [{"card": h, "skill": si} for h, si in cands]
            pick = self.choose("replace", chooser, lambda v: v in refs,
                               lambda rng: rng.choice(refs))
            k = refs.index(pick)
        elif self.skill(*cands[0])["replace"].get("optional"):
            if not self.choose("replace", chooser, lambda v: isinstance(v, bool),
                               lambda rng: rng.random() < 0.7):
                return False
        h, si = cands[k]
        self.emit("replace", card=h, skill=si, event=event)
        self.rule("1-3-4-3", "6-11-1", "6-11-1-1", "0-2-5-2-1")
        self.applying.append((h, si, cid, player))
        x = self.ctx(h, si, self.player_of(h))
        x.event_card = cid
        try:
            self.execute(x, self.skill(h, si)["replace"]["instead"])
        finally:
            self.applying.pop()
        return True

    def replace_drop(self, cid):
        cands = self.replacements("drop", cid, None)
        return bool(cands) and self.apply_replacement("drop", cid, None, self.player_of(cid), cands)

    def replace_lose(self, player):
        cands = self.replacements("lose", None, player)
        return bool(cands) and self.apply_replacement("lose", None, player, player, cands)

    # ---- keywords (ch. 9) ------------------------------------------------------------------------
    def no_block_next_turn(self, master):
        self.add_effect("forbid", None, master, "next-turn", value=other(master),
                        data={"forbid": "appear", "area": "block"})

    def keyword_meets(self, d, ev):
        k, m = d["keyword"], d["master"]
        if k == "doshatto":
            return ev["type"] == "turn-end" and ev["player"] == m and self.blocked
        if k == "feint":
            return ev["type"] == "turn-end" and ev["player"] == m and self.attacked
        if k == "block_out":
            if not (ev["type"] == "appear" and ev["dst"][1] == "block" and
                    ev["player"] == other(m) and self.tp == other(m) and self.prev_attacked):
                return False
            self.rule("9-5-3", "7-1-2")     # its original (printed) block point read
            bl = self.param_original(ev["card"], "block")
            return bl is not None and bl <= d["n"]
        if k == "a_pass":
            return ev["type"] == "appear" and ev["dst"][1] == "toss" and ev["player"] == m and \
                self.turn == d["turn"]
        return False

    def keyword_resolve(self, d, trigger_card):
        k, m = d["keyword"], d["master"]
        if k == "doshatto":
            self.rule("9-2-1", "9-2-3", "9-2-4")
            self.point_fix(m, True, d["n"])
        elif k == "feint":
            self.rule("9-4-1", "9-4-3", "9-4-4")
            self.point_fix(m, True, d["n"])
            self.no_block_next_turn(m)
        elif k == "block_out":
            self.rule("9-5-1", "9-5-3", "9-5-4")
            self.declare_lost(other(m), "effect")
        elif k == "a_pass":
            self.rule("9-7-1", "9-7-3", "9-7-4")
            c = trigger_card
            if c is not None and self.is_character(c) and self.zone_of(c) == "toss":
                self.add_effect("param-add", c, m, None, name="toss", value=d["n"])

    def keyword_instruction(self, x, kw, n):
        if kw in ("doshatto", "feint", "block_out", "a_pass"):
            self.add_delayed(x, kw, n, None, None)
        elif kw == "one_touch":
            self.rule("9-3-1", "9-3-3")
            self.point_add(other(x.master), True, -n)
            if self.phase == "block" and self.tp == x.master:
                self.skip_to("draw")
        elif kw == "two_attack":
            self.rule("9-8-1", "9-8-3")
            self.point_fresh(x.master, True, n)
            if self.tp == x.master:
                self.attacked = True
            self.no_block_next_turn(x.master)
            if self.phase == "toss" and self.tp == x.master:
                self.skip_to("end")
        else:
            raise CaseError("keyword %r" % kw)
