"""Owns executing instructions in the model: each once (6-9-1), in order (0-2-3), as much of it
as is possible (0-2-5-5), nothing for a count of 0 or less (0-2-5-4); the basic actions
(1-4-2, 1-4-7, 3-1-5-3, 1-4-5-2, 1-4-3), modifications and fixes (0-2-9, 0-2-11), prohibitions
(0-2-6), negation and granted skills (6-1-2, 6-1-3), gains, immunity (7-6-1), winning and
losing (0-1-3-3), lost (1-4-9-4), skips (8-6), revealing and looking (7-5), face-up set cards
(3-11-3, 0-2-5-3), options (7-3-1), conditions (7-2-1, 7-2-2, 7-7-3), 「一度だけ」 (7-9-1),
delayed effects (1-3-4-4), requirements (7-2-3), another skill used (6-12), the keywords; and
whether an effect could change anything (HB-NO-CHANGE)."""

from .cards import PARAMS, check_trigger
from .effects import KEYWORDS, verb_of
from .table import COURT, HIDDEN, PHASES, other

PARAM_CLAUSES = {"serve": ("2-7-2", "2-7-3"), "block": ("2-8-2", "2-8-3"),
                 "receive": ("2-9-2", "2-9-3"), "toss": ("2-10-2", "2-10-3"),
                 "attack": ("2-11-2", "2-11-3")}


class Instructions:
    def actor(self, x, ins):
        w = ins.get("who")
        if w is None:
            self.rule("7-7-4")
            return x.who_prev if x.who_prev is not None else x.master
        return self.who(w, x.master, x.master)

    def actors(self, who):
        if who is not None:
            return [who]
        self.rule("0-2-7")
        return [self.tp, other(self.tp)]

    def execute(self, x, effect):
        self.rule("0-2-3", "1-1-5-2", "6-2-1")
        if x.depth == 0:
            x.start_inc = self.inc.get(x.card)
        x.depth += 1
        done = False
        try:
            for i, ins in enumerate(effect):
                nxt = effect[i + 1] if i + 1 < len(effect) else None
                if x.card is not None and self.inc[x.card] != x.start_inc:
                    self.rule("6-3-1")      # its source moved: the effect goes on
                self.instruction(x, ins, nxt)
                self.sweep()
                if self.jump:
                    self.rule("8-6-5")
            done = True
        finally:
            x.depth -= 1
            if x.depth == 0:
                self.resolution_end(x, done)

    def resolution_end(self, x, done=True):
        for c in x.revealed:
            if self.zone_of(c) in HIDDEN and c not in self.face_up:
                self.shown.pop(c, None)
        x.revealed = []
        if done and x.looked is not None:
            p, x.looked = x.looked, None
            self.shuffle_deck(p)

    # ---- the instructions ------------------------------------------------------------------
    def source_cards(self, x):
        """No target written: the card with the skill, the effect's source (7-1-1, 10-2)."""
        if x.card is None:
            return []
        self.rule("7-1-1", "10-2-1", "10-2-2")
        return [x.card]

    def do_move(self, x, ins, verb):
        sel = ins[verb]
        cards = self.select(x, sel)
        zone = {"to_hand": "hand", "drop": "drop"}.get(verb, ins.get("to"))
        pos = "default"
        if zone == "deck" and "at" in ins:
            if all(not self.zones[self.owner[c]]["deck"] for c in cards):
                self.rule("7-10-1")
            pos = ins["at"]
        if verb == "to_hand":
            self.rule("1-4-2")
        if zone in COURT:
            self.rule("1-4-5")
        moved = replaced = 0
        for c in cards:
            if self.zone_of(c) is None:
                continue
            if zone == "drop":
                self.rule("1-4-7")
            role = "centre" if zone == "block" else None
            if self.move(c, self.owner[c], zone, pos, "effect", role=role):
                moved += 1
            else:
                replaced += 1
            self.rule("3-1-5-3")
        if replaced and moved:
            self.rule("6-11-1-2", "6-11-1-2~x1")
        want = len(cards)
        if isinstance(sel, dict) and "choose" in sel:
            want = max(want, self.number_now(x, sel["choose"]))
        x.done = bool(cards) and moved == want
        if moved:
            x.any = True
        if moved and moved < want:
            self.rule("0-2-5-5", "0-2-5-5~x1")

    def do_appear(self, x, ins):
        cards = self.select(x, ins["appear"])
        zone = ins["area"]
        role = ("side" if ins.get("side") else "centre") if zone == "block" else None
        done = 0
        for c in cards:
            p = self.player_of(c) or self.owner[c]
            if self.cards[c].type != "character":
                continue
            r = self.appear_refused(p, c, zone, role)
            if r:
                self.rule("0-2-1" if r == "0-2-6" else "0-2-2-1")
                continue
            self.rule("7-7-2")
            self.appear(c, p, zone, role, "effect")
            done += 1
        x.done = bool(cards) and done == len(cards)
        if done:
            x.any = True

    def card_effect(self, x, kind, cards, until, **fields):
        for c in cards:
            self.add_effect(kind, c, x.master, until, **fields)
        if cards:
            x.any = True
        x.done = bool(cards)
        self.rule("1-3-4-2" if until else "1-3-4-1")

    def do_param(self, x, ins):
        p = ins["param"]
        is_set = "set" in ins
        n = self.number(x, ins["set"] if is_set else ins["add"])
        cards = self.select(x, ins["target"]) if "target" in ins else self.source_cards(x)
        with_p = []
        for c in cards:
            if self.param_original(c, p) is None:
                self.rule("1-3-2-1-2")
            else:
                with_p.append(c)
        self.card_effect(x, "param-set" if is_set else "param-add", with_p, ins.get("until"),
                         name=p, value=n)
        self.rule("1-3-2", PARAM_CLAUSES[p][0])
        for c in with_p:
            v = self.param(c, p)
            if v is not None and v < 0:
                self.rule("0-2-9", PARAM_CLAUSES[p][1])
        if is_set:
            self.rule("0-2-12")

    def do_point(self, x, ins, verb):
        op = verb.startswith("op")
        is_set = verb.endswith("_set")
        n = self.number(x, ins[verb])
        who = self.actor(x, ins)
        x.done = False
        for p in self.actors(who):
            if self.point_value(p, op) is None:
                self.rule("0-2-5-2")        # no such point: nothing to change
                continue
            if is_set:
                self.point_fix(p, op, n)
            else:
                self.point_add(p, op, n)
            v = self.point_value(p, op)
            if v is not None and v < 0:
                self.rule("0-2-9")
            x.done = x.any = True
        x.who_prev = who

    def do_player_effect(self, x, ins, kind):
        who = self.actor(x, ins)
        self.add_effect(kind, None, x.master, ins.get("until"), value=who, data=ins)
        x.done = x.any = True
        x.who_prev = who
        self.rule("0-2-6" if kind == "forbid" else "7-2-3")

    def do_negate(self, x, ins):
        cards = self.select(x, ins["negate"])
        for c in cards:
            for e in self.effects:
                if e["kind"] == "grant" and self.applies(e, c):
                    self.rule("6-1-2-2")
                    e["ended"] = True
        if cards:
            self.rule("6-1-2", "6-1-2-1")
        self.card_effect(x, "negate", cards, ins.get("until"))

    def do_grant(self, x, ins):
        cards = self.select(x, ins["target"]) if "target" in ins else self.source_cards(x)
        got = 0
        for c in cards:
            if any(e["kind"] == "negate" and self.applies(e, c) for e in self.effects):
                self.rule("6-1-3")
                continue
            self.add_effect("grant", c, x.master, ins.get("until"), data=dict(ins["grant"]))
            got += 1
        x.done = bool(cards) and got == len(cards)
        if got:
            x.any = True

    def do_card_effect(self, x, ins, verb):
        sel = ins.get("target") if verb == "gain" else ins[verb]
        cards = self.select(x, sel) if sel is not None else self.source_cards(x)
        if verb == "gain":
            (a, w), = ins["gain"].items()
            self.rule("6-10-1")
            self.card_effect(x, "gain", cards, ins.get("until"), name=a, data=w)
        else:
            self.rule("7-6-1")
            self.card_effect(x, "unaffected", cards, ins.get("until"))

    def do_draw(self, x, ins):
        n = self.number(x, ins["draw"])
        who = self.actor(x, ins)
        x.who_prev = who
        if n <= 0:
            self.rule("0-2-5-4")
            x.done = False
            return
        x.done = True
        for p in self.actors(who):
            before = len(self.zones[p]["deck"])
            self.draw(p, n)
            drawn = before - len(self.zones[p]["deck"])
            if drawn:
                x.any = True
            if drawn < n:
                x.done = False
            self.rule("0-2-8")

    def do_reveal(self, x, ins):
        cards = self.select(x, ins["reveal"])
        if cards:
            self.rule("7-5-1")
            self.emit("reveal", player=x.master, cards=list(cards))
            for c in cards:
                self.shown[c] = set(("P1", "P2"))
                x.revealed.append(c)
            x.any = True
        x.done = bool(cards)

    def do_look(self, x, ins, nxt):
        n = self.number(x, ins["look"])
        who = self.actor(x, ins)
        x.who_prev = who
        self.rule("7-5-2")
        deck = self.zones[who]["deck"]
        for c in deck[:max(n, 0)]:
            self.shown[c] = {x.master}
            x.revealed.append(c)
        if nxt is None or verb_of(nxt) not in ("move", "to_hand", "drop"):
            x.looked = who
        x.done = bool(deck) and n > 0

    def do_face_up(self, x, ins):
        cards = self.select(x, ins["face_up"])
        x.done = False
        for c in cards:
            if self.zone_of(c) != "set":
                continue
            if c in self.face_up:
                self.rule("0-2-5-3")
                continue
            self.face_up.add(c)
            self.rule("3-11-3")
            self.emit("face-up", card=c)
            self.raise_event("face-up", card=c, player=self.player_of(c))
            x.done = x.any = True

    def do_options(self, x, ins):
        opts = ins["options"]
        count = min(ins["count"], len(opts))
        self.rule("7-3-1-1", "7-3-1-2", "1-3-3-7")

        def valid(v):
            return isinstance(v, list) and len(v) == count and len(set(v)) == len(v) and \
                all(isinstance(i, int) and 0 <= i < len(opts) for i in v)
        picked = self.choose("option", x.master, valid,
                             lambda rng: rng.sample(range(len(opts)), count))
        if count >= 2:
            self.rule("7-3-1-3")
        for i in picked:
            self.execute(x, opts[i])

    def do_once(self, x, ins):
        key = (x.card, self.inc[x.card] if x.card is not None else 0, id(ins["once"]))
        self.rule("7-9-1")
        if key in self.once:
            return
        self.once.add(key)
        self.execute(x, ins["once"])

    def win_lose(self, x, ins, verb):
        w = self.who(ins[verb], x.master, x.master)
        self.rule("0-1-3-3")
        players = {"P1", "P2"} if w is None else ({w} if verb == "lose" else {other(w)})
        self.game_over(players, "effect")

    def instruction(self, x, ins, nxt):
        v = verb_of(ins)
        was_done = x.done
        self.rule("6-9-1")
        if v in ("draw", "to_hand", "drop", "move"):
            self.rule("1-3-4-1")           # an immediate effect: done, and over
        if v == "draw":
            return self.do_draw(x, ins)
        if v in ("to_hand", "drop", "move"):
            return self.do_move(x, ins, v)
        if v == "appear":
            return self.do_appear(x, ins)
        if v == "shuffle":
            who = self.actor(x, ins)
            x.who_prev = who
            x.done = False
            for p in self.actors(who):
                if len(self.zones[p]["deck"]) >= 2:
                    x.done = x.any = True
                self.shuffle_deck(p)
            return None
        if v == "param":
            return self.do_param(x, ins)
        if v in ("op", "op_set", "dp", "dp_set"):
            return self.do_point(x, ins, v)
        if v in ("forbid", "require"):
            return self.do_player_effect(x, ins, v)
        if v == "negate":
            return self.do_negate(x, ins)
        if v == "grant":
            return self.do_grant(x, ins)
        if v in ("gain", "unaffected"):
            return self.do_card_effect(x, ins, v)
        if v in ("win", "lose"):
            return self.win_lose(x, ins, v)
        if v == "lost":
            w = self.who(ins["lost"], x.master, x.master)
            self.rule("1-4-9-4")
            x.done = x.any = True
            return self.declare_lost(w if w is not None else self.tp, "effect")
        if v == "skip_to":
            to = ins["skip_to"]
            x.done = False
            here = PHASES.index(self.phase)
            if self.tp != x.master or here >= PHASES.index(to) or here < PHASES.index("serve") or \
                    (to == "draw" and self.phase != "block"):
                return None
            x.done = x.any = True
            return self.skip_to(to)
        if v == "reveal":
            return self.do_reveal(x, ins)
        if v == "look":
            return self.do_look(x, ins, nxt)
        if v == "face_up":
            return self.do_face_up(x, ins)
        if v == "options":
            return self.do_options(x, ins)
        if v == "if":
            branch = ins["then"] if self.cond(x, ins["if"]) else ins.get("else")
            if branch:
                self.execute(x, branch)
            return None
        if v in ("if_done", "if_not_done"):
            want = v == "if_done"
            self.rule("7-2-1" if want else "7-2-2")
            if was_done == want:
                self.execute(x, ins[v])
            x.done = was_done
            return None
        if v == "may":
            self.rule("7-7-3")
            if "if" in ins and not self.cond(x, ins["if"]):
                return None
            if self.choose("may", x.master, lambda a: isinstance(a, bool),
                           lambda rng: rng.random() < 0.7):
                self.execute(x, ins["may"])
            return None
        if v == "once":
            return self.do_once(x, ins)
        if v == "delayed":
            check_trigger("a delayed effect", ins["delayed"])
            self.rule("1-3-4-4", "6-2-1-1")
            self.add_delayed(x, None, 0, ins["delayed"], ins["effect"])
            x.done = x.any = True
            return None
        if v == "use":
            for c in self.select(x, ins["use"]):
                self.use_inside(x, c, ins["skill"])
            return None
        n = self.number(x, ins[v])        # a keyword
        x.done = x.any = True
        return self.keyword_instruction(x, v, n)

    # ---- HB-NO-CHANGE ---------------------------------------------------------------------
    def changes(self, x, ins):
        v = verb_of(ins)
        if v in ("draw", "look"):
            n = ins[v]
            known = not isinstance(n, str) or x.x is not None
            n = self.number_now(x, n)
            who = self.actor(x, ins)
            return any(self.zones[p]["deck"] for p in self.actors(who)) and (not known or n > 0)
        if v == "shuffle":
            return any(len(self.zones[p]["deck"]) >= 2 for p in self.actors(self.actor(x, ins)))
        if v in ("op", "op_set", "dp", "dp_set"):
            return any(self.point_value(p, v.startswith("op")) is not None
                       for p in self.actors(self.actor(x, ins)))
        if v in ("param", "grant", "gain"):
            return bool(self.select_possible(x, ins["target"])) if "target" in ins else \
                x.card is not None
        if v in ("to_hand", "drop", "move", "appear", "negate", "unaffected", "reveal",
                 "face_up", "use"):
            return bool(self.select_possible(x, ins[v]))
        if v == "options":
            return any(self.effect_changes(x, o) for o in ins["options"])
        if v == "if":
            b = ins["then"] if self.cond(x, ins["if"]) else ins.get("else")
            return bool(b) and self.effect_changes(x, b)
        if v in ("if_done", "if_not_done", "may", "once"):
            return self.effect_changes(x, ins[v])
        return True

    def effect_changes(self, x, effect):
        self.paused = getattr(self, "paused", 0) + 1
        try:
            return any(self.changes(x, ins) for ins in effect)
        finally:
            self.paused -= 1


__all__ = ["Instructions", "KEYWORDS", "PARAMS"]
