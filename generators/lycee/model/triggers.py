"""Owns triggered effects in the model (0902): the timings the rules provide meet the triggers
of the cards in play (and of a card that just left the field or went down, for its own 「場を離れた
とき」 and 「ダウンしたとき」, LY-LEAVE-DOWN-TIMINGS), once per turn each (0902/誘発の上限); those
met during a declaration's steps 1–3 wait for it (LY-FAILED-TRIGGERS); they are processed at the
resolution points, the turn player choosing which first (0902/解決); and the triggered basic
abilities of 1100 (リカバリー, ペナルティ, ガッツ, ボーナス, チャージ, エンゲージ's effect)."""

from .cards import FIELDS


class Triggers:
    def init_triggers(self):
        self.pend, self.prov = [], []
        self.declaring = 0
        self.processing = 0

    def trig_json(self, t):
        card, kind, k = t["ref"]
        if kind in ("basic", "gained_basic"):
            return {"card": card, "basic": self.ref_basic(t["ref"]).name}
        return {"card": card, "ability": k}

    def pend_one(self, t):
        ok, _ = self.use_allowed(t["user"], t["ref"], True)
        if not ok:
            return
        self.count_use(t["user"], t["ref"], True)
        self.rule("0902/誘発型効果の発生", "0902/強制")
        self.event("trigger", **self.trig_json(t))
        if self.processing:
            self.rule("0902/解決~n1", "0500/重複するタイミング~r1")
        self.pend.append(t)

    def trigger_add(self, ref, user, trigger_card):
        t = {"ref": ref, "user": user, "trigger": trigger_card}
        if self.declaring:
            self.prov.append(t)
        else:
            self.pend_one(t)

    def declaring_begin(self):
        self.declaring += 1

    def declaring_end(self, established):
        self.declaring -= 1
        if self.declaring > 0:
            return
        if not established and self.prov:
            self.rule("0603/誘発処理の禁止~n1", "0902/不成立の宣言に対する誘発",
                      "0902/不成立の宣言に対する誘発~n1")
        prov, self.prov = self.prov, []
        if established:
            for t in prov:
                self.pend_one(t)

    def meets(self, tr, source, user, on, before, card, player):
        if tr["on"] != on or (tr.get("when") == "before") != before:
            return False
        of = tr.get("of")
        if of is not None:
            if card is None:
                return False
            if isinstance(of, str):
                if self.this_of(source) != card and source != card:
                    return False
            elif not self.match({"user": user, "card": source}, of, card):
                return False
        who = tr.get("who")
        if who and who != "any":
            if player is None or (who == "you") != (player == user):
                return False
        return True

    def card_triggers(self, src, on, before, card, player, in_play):
        for k in range(self.ability_count(src)):
            a, ref = self.ability_at(src, k)
            if a is None or a.kind != "trigger":
                continue
            self_only = isinstance(a.trigger.get("of"), str)
            if not in_play and not (self_only and src == card and on in ("leave", "down")):
                continue
            user = self.user(src)
            if not self.meets(a.trigger, src, user, on, before, card, player):
                continue
            self.rule("0902/使用者")
            if self.card(src).type == "item":
                self.rule("0240/効果の付与")
            if self.card(src).type == "area":
                self.rule("0250/エリアカードの効果")
            self.trigger_add(ref, user, card)

    def provide(self, on, before, card, player):
        for src in self.cards:
            if src not in self.where:
                continue
            c = self.card(src)
            in_play = self.on_field(src) or (c.type == "item" and self.st[src]["role"] == "item") or \
                (c.type == "area" and self.field_of(src) is not None and self.st[src]["role"] is None)
            if in_play or src == card:
                self.card_triggers(src, on, before, card, player, in_play)
        if not before:
            self.basic_triggers(on, card)

    def resolve_point(self):
        if self.declaring or self.processing:
            return
        while self.pend:
            i = 0
            if len(self.pend) >= 2:
                self.rule("0902/解決#1", "0500/重複するタイミング")
                options = [self.trig_json(t) for t in self.pend]
                v = self.ask("trigger", self.turn_player, lambda x: x in options, options)
                i = options.index(v)
            t = self.pend.pop(i)
            self.rule("0902/解決#2")
            self.event("process", **self.trig_json(t))
            if t["ref"][1] in ("basic", "gained_basic"):
                self.basic_process(t)
                continue
            a = self.ref_ability(t["ref"])
            if (a.trump and t["user"] in self.trump) or \
                    (a.once_per_game == "process" and self.use_allowed(t["user"], t["ref"], False)[1] == "1200"):
                self.rule("1201" if a.trump else "1200:ゲーム中1回まで処理可能")
                continue
            ctx = self.ctx(t["user"], t["ref"][0], t["ref"], trigger=t["trigger"])
            self.execute(ctx, a.effect)
            self.processed(t["user"], t["ref"])

    # --- the triggered basic abilities (1100) ---------------------------------------------------
    def add_basic(self, card, name):
        for b, ref in self.basics(card):
            if b.name == name:
                self.rule("0902/使用者")
                self.trigger_add(ref, self.user(card), card)

    def count_chars(self, p):
        return sum(1 for f in FIELDS if self.char_at(p, f))

    def basic_triggers(self, on, card):
        if on == "enter" and card is not None and self.on_field(card):
            p = self.place_of(card)[0]
            if self.basic_count(card, "recovery"):
                self.rule("1100:リカバリー/効果~n1")
                if self.count_chars(p) < self.count_chars("P2" if p == "P1" else "P1"):
                    self.rule("1100:リカバリー/効果型")
                    self.add_basic(card, "recovery")
            if self.basic_count(card, "charge"):
                self.rule("1100:チャージ/効果型")
                self.add_basic(card, "charge")
        if on == "leave" and card is not None:
            self.rule("1100:ペナルティ/効果型")
            self.add_basic(card, "penalty")
        if on == "down" and card is not None:
            self.rule("1100:ガッツ/効果型")
            self.add_basic(card, "guts")
        if on == "battle-end" and self.b:
            who = (self.b["attacker"], self.b["defender"])
            for k in (0, 1):
                if who[k] is None or self.b["downed"][k] or not self.b["downed"][1 - k] or who[1 - k] is None:
                    continue
                self.rule("1100:ボーナス/効果型")
                self.add_basic(who[k], "bonus")

    def basic_process(self, t):
        b = self.ref_basic(t["ref"])
        card = t["ref"][0]
        ctx = self.ctx(t["user"], card, t["ref"], trigger=t["trigger"])
        clause = {"recovery": "1100:リカバリー/効果", "penalty": "1100:ペナルティ/効果",
                  "bonus": "1100:ボーナス/効果", "engage": "1100:エンゲージ/効果"}
        if b.name in clause:
            self.rule(clause[b.name])
            self.execute(ctx, b.effect)
        elif b.name == "charge":
            self.rule("1100:チャージ/効果")
            if self.on_field(card):
                self.processing += 1
                try:
                    self.charge(ctx, card, b.count)
                finally:
                    self.processing -= 1
        elif b.name == "guts":
            self.rule("1100:ガッツ/効果", "1100:ガッツ/効果~n1", "1100:ガッツ/効果~n2")
            p = t["user"]
            v = self.ask("guts", p, lambda x: x is None or isinstance(x, dict), None)
            if v is None:
                return
            if self.pay_for(p, card, b.cost, v) is not None or self.place_of(card)[1] != "trash":
                return
            f = self.choose_field(p, None, None)
            self.provide("enter", True, card, p)
            if self.enter(card, f, "guts"):
                self.provide("enter", False, card, p)
