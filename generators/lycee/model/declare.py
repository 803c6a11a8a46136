"""Owns declarations in the model: declaration timings and the response procedure (0601, 0602),
the steps of a declaration and its failure (0603, LY-FAILED-DECLARATION, LY-FAILED-TRIGGERS), the
resolution (0604), each action's allowed timings, main element, targets, cost and resolution
(0810–0820), the legal sets of `query legal`, and a card used by an effect (1570, LY-USE-CARD)."""

from common.script import CaseError

from .cards import FIELDS, MOVES
from .reasons import reason_class
from .table import PLAYERS, adjacent, cell, is_af, other, ray

ACTIONS = ("play", "ability", "basic", "event", "item", "attack", "support", "other",
           "hand-ability", "area")
SECTION = {"play": "0810", "ability": "0811", "basic": "0812", "event": "0813", "item": "0814",
           "attack": "0815", "support": "0817", "other": "0818", "hand-ability": "0819",
           "area": "0820"}
KEYS = {"play": {"card", "field", "pay", "use", "cost_targets"},
        "ability": {"card", "ability", "targets", "pay", "use", "cost_targets"},
        "basic": {"card", "ability", "field", "targets", "pay", "use", "cost_targets"},
        "event": {"card", "targets", "pay", "use", "cost_targets"},
        "item": {"card", "target", "pay", "use", "cost_targets"},
        "attack": {"card"}, "support": {"card", "target", "use"},
        "other": {"source", "ability", "targets", "pay", "use", "cost_targets"},
        "hand-ability": {"card", "ability", "targets", "pay", "use", "cost_targets"},
        "area": {"card", "field", "pay", "use", "cost_targets"}}
TO_DECLARED = ("play", "event", "item", "area", "hand-ability")
LIMITED = ("ability", "basic", "event", "other", "hand-ability")
RESPONSES = ("response-main-tp", "response-main-ntp", "response-battle-tp", "response-battle-ntp")


class Declare:
    def timing_now(self, player, response):
        tp = "tp" if player == self.turn_player else "ntp"
        where = "battle" if self.b else "main"
        return ("response-" if response else "") + where + "-" + tp

    # --- 0601, 0602 ------------------------------------------------------------------------------
    def declaration_timing(self, player, tim):
        """True when the player passes; False after a declaration (its stack resolved)."""
        while True:
            self.timing_player, self.timing_kind = player, tim
            e = self.next_action()
            if "query" in e:
                if e["query"] != "legal":
                    raise CaseError("query")
                self.legal.append({"step": self.step, "actions": self.legal_actions(player, tim)})
                self.log_legal()
                continue
            by = e.get("by")
            if by is not None and by not in PLAYERS:
                raise CaseError("by")
            if by is not None and by != player:
                self.reject("0601/回数")
                continue
            if e.get("do") == "pass":
                if tim == "main-tp" and self.must_attack(player):
                    self.reject("1600:バトル参加キャラの操作:参加キャラに指定する")
                    continue
                return True
            if not self.declare(player, tim, e):
                continue
            if tim in RESPONSES:
                return False
            self.respond_and_resolve(player)
            return False

    def reject(self, rule):
        self.rejections.append({"step": self.step, "rule": rule, "class": reason_class(rule)})
        self.log_rejection()

    def must_attack(self, player):
        """1600:バトル参加キャラの操作: a character that must attack and can: its main element
        allowed and the attack's required cost payable, being made 行動済み (0815/要求する使用代償;
        LY-MUST-ATTACK-ABLE)."""
        for f in FIELDS:
            ch = self.char_at(player, f)
            if ch and self.has_info(ch, "participate", "must") and \
                    not self.st[ch]["tapped"] and not self.forbidden(ch, "tap") and \
                    self.main_element({"action": "attack", "player": player, "card": ch}) is None:
                return True
        return False

    def respond_and_resolve(self, first):
        self.rule("0601/対応", "0602/進行", "0602/進行#1")
        last = first
        while True:
            top = self.stack[-1]
            if top["no_response"]:
                self.rule("0602/対応宣言の禁止")
                break
            if len(self.stack) >= 100:
                self.rule("0602/対応宣言の上限")
                break
            responder = other(last)
            self.rule("0602/対応宣言~n1", "0602/進行#4" if responder == first else "0602/進行#2",
                      "0602/対応宣言")
            if self.declaration_timing(responder, self.timing_now(responder, True)):
                break
            self.rule("0602/進行#5" if responder == first else "0602/進行#3")
            if responder == first:
                self.rule("0602/進行#6")
            last = responder
        while self.stack:
            self.rule("0602/進行#7")
            self.resolve_top()
            self.rule("0602/進行#8")
        self.rule("1500/否定の優先~n1", "0902/解決")
        self.resolve_point()

    # --- the action's parts (0810–0820) --------------------------------------------------------------
    def decl_ability(self, d):
        c = self.card(d["card"])
        if d["action"] == "event":
            return c.abilities[0] if c.abilities else None
        if d["action"] == "ability":
            return self.ability_at(d["card"], d["index"])[0]
        if d["action"] in ("other", "hand-ability"):
            k = d["index"]
            return c.abilities[k] if 0 <= k < len(c.abilities) else None
        return None

    def decl_basic(self, d):
        for b, ref in self.basics(d["card"]):
            if ref == d["ref"]:
                return b
        return None

    def allowed_timings(self, d):
        a = d["action"]
        self.rule(SECTION[a] + "/行動が許可される宣言タイミング")
        if a in ("play", "item", "attack", "area"):
            return {"main-tp"}
        if a == "support":
            return {"battle-tp", "battle-ntp", "response-battle-tp", "response-battle-ntp"}
        if a == "basic":
            b = self.decl_basic(d)
            if b and b.name in MOVES:
                self.rule({"step": "1100:ステップ/使用が許可されるタイミング",
                           "side-step": "1100:サイドステップ/使用が許可されるタイミング",
                           "order-step": "1100:オーダーステップ/使用が許可されるタイミング",
                           "order-change": "1100:オーダーチェンジ/使用が許可されるタイミング"}[b.name])
                return {"main-tp", "response-main-tp"}
            if b and b.name == "supporter":
                self.rule("1100:サポーター/使用が許可されるタイミング")
            return set() if b else None
        ab = self.decl_ability(d)
        return ab.timing if ab else None

    def own_char(self, card, player):
        return self.on_field(card) and self.place_of(card)[0] == player

    def in_hand_of(self, card, player):
        return self.where.get(card) == (player, "hand")

    def source_user(self, src):
        c = self.card(src)
        if c.type == "item" and self.st[src]["role"] == "item":
            self.rule("0240/効果の付与")
            return self.place_of(self.host_of(src))[0]
        if c.type == "area" and self.field_of(src) is not None:
            self.rule("0250/エリアカードの効果", "0250/エリアカードの効果/処理",
                      "0250/エリアカードの効果/例外~n1", "0310/味方エリアカード")
            return self.place_of(src)[0]
        return None

    def can_attack(self, card, player):
        if not self.own_char(card, player):
            return False
        if self.forbidden(card, "attack") or self.forbidden(card, "participate"):
            self.rule("1500/否定の優先", "1600:バトル参加キャラの結果の操作:参加キャラに指定できない")
            return False
        if self.restricted(card):
            self.rule("0810/解決/登場ターン制限")
            return False
        if self.has_info(card, "participate", "can"):
            self.rule("1600:バトル参加キャラの結果の操作:参加キャラに指定できる", "0900/優先")
            return True
        return is_af(self.place_of(card)[1]) and not self.st[card]["tapped"]

    def main_element(self, d):
        """None when step 1 can designate d's main element, else the clause refusing it."""
        a, card, p = d["action"], d["card"], d["player"]
        c = self.card(card)
        clause = SECTION[a] + "/行動の主要素の指定"
        self.rule(clause)
        ok = False
        if a == "play":
            ok = self.in_hand_of(card, p) and c.type == "character" and \
                all(self.char_at(p, f) is None or not self.same_name(card, self.char_at(p, f))
                    for f in FIELDS)
        elif a == "ability":
            self.rule("0811/行動の主要素の指定~r1")
            ab = self.decl_ability(d)
            ok = self.own_char(card, p) and ab is not None and ab.kind == "declare"
            if ok and self.has_info(card, "cannot_use", d["index"]):
                self.rule("1580:特殊能力を使用できない")
                ok = False
        elif a == "basic":
            self.rule("0812/行動の主要素の指定~r1")
            b = self.decl_basic(d)
            ok = self.own_char(card, p) and b is not None and b.name in MOVES
        elif a == "event":
            ok = self.in_hand_of(card, p) and c.type == "event"
        elif a == "item":
            ok = self.in_hand_of(card, p) and c.type == "item"
        elif a == "area":
            ok = self.in_hand_of(card, p) and c.type == "area"
        elif a == "attack":
            self.rule("0815/行動の主要素の指定~r1")
            ok = self.can_attack(card, p)
        elif a == "support":
            self.rule("0817/行動の主要素の指定~r1", "0300/隣接")
            part = self.participant(p)
            ok = self.b is not None and part is not None and self.own_char(card, p) and card != part and \
                adjacent(self.field_of(card), self.field_of(part))
        elif a == "other":
            self.rule("0818/その他の効果", "0818/その他の効果~n1", "0818/行動の主要素の指定~r1")
            ab = self.decl_ability(d)
            ok = ab is not None and ab.kind == "declare" and self.source_user(card) == p
        elif a == "hand-ability":
            ab = self.decl_ability(d)
            ok = self.in_hand_of(card, p) and ab is not None and ab.kind == "hand"
        return None if ok else clause

    def target_ok(self, d, t):
        a, p = d["action"], d["player"]
        self.rule(SECTION[a] + "/対象")
        if t not in self.where:
            return False
        if a == "item":
            self.rule("0229/カード置き場/アイテムカードの上限")
            return self.on_field(t) and not self.carried_by(t, "item")
        if a == "support":
            s = d["card"]
            return self.own_char(t, p) and self.in_battle(t) and self.on_field(s) and \
                adjacent(self.field_of(s), self.field_of(t))
        if a == "basic":
            b = self.decl_basic(d)
            if not b or b.name != "order-change" or not self.on_field(d["card"]):
                return False
            self.rule("1100:オーダーチェンジ/対象")
            at, to = self.field_of(d["card"]), self.field_of(t)
            me = self.place_of(d["card"])[0]
            return self.own_char(t, me) and t != d["card"] and to is not None and \
                (to in ray(p, at[0], at[1], "front") or to in ray(p, at[0], at[1], "back")) and \
                adjacent(at, to)
        if a in ("ability", "event", "other", "hand-ability"):
            ab = self.decl_ability(d)
            if not ab or ab.target is None:
                return False
            return self.match(self.ctx(p, d["card"], d["ref"], decl=d), ab.target, t)
        return False

    def field_target_ok(self, d, fl):
        a = d["action"]
        self.rule(SECTION[a] + "/対象")
        if a == "play":
            self.rule("0310/味方フィールド")
            if fl[0] != d["player"]:
                return False
            self.rule("0214")
            if fl[1] not in self.card(d["card"]).place:
                return False
            if self.basic_count(d["card"], "engage"):
                self.rule("1100:エンゲージ/効果")
                return True
            self.rule("0310/空きフィールド")
            return self.char_at(*fl) is None
        if a == "area":
            self.rule("0310/上限")
            return self.area_at(*fl) is None
        if a == "basic":
            b = self.decl_basic(d)
            return b is not None and b.name in ("step", "side-step", "order-step") and \
                self.basic_field_ok(d["card"], b.name, fl)
        return False

    def basic_field_ok(self, card, name, fl):
        if not self.on_field(card):
            return False
        self.rule({"step": "1100:ステップ/対象", "side-step": "1100:サイドステップ/対象",
                   "order-step": "1100:オーダーステップ/対象"}[name])
        p, z = self.field_of(card)
        if fl[0] != p or self.char_at(*fl) is not None or not adjacent((p, z), fl):
            return False
        side = fl in ray(p, p, z, "left") or fl in ray(p, p, z, "right")
        if name == "side-step":
            return side
        if name == "order-step":
            return not side
        return True

    def targets_complete(self, d):
        a = d["action"]
        if a in ("play", "area"):
            return d["field"] is not None and not d["targets"]
        if a == "basic":
            b = self.decl_basic(d)
            if b and b.name == "order-change":
                return len(d["targets"]) == 1 and d["field"] is None
            return d["field"] is not None and not d["targets"]
        if a in ("item", "support"):
            return len(d["targets"]) == 1
        if a == "attack":
            return True
        ab = self.decl_ability(d)
        if ab is None or ab.target is None:
            return not d["targets"] and d["field"] is None
        want = ab.target.get("count", 1)
        if len(set(d["targets"])) != len(d["targets"]):
            return False
        if ab.target.get("up_to"):
            return len(d["targets"]) <= want
        return len(d["targets"]) == want

    def some_target(self, d):
        saved = self.trial()
        try:
            a = d["action"]
            if a in ("play", "area", "basic"):
                if any(self.field_target_ok(d, (p, f)) for p in PLAYERS for f in FIELDS):
                    return True
                if a != "basic":
                    return False
                return any(self.target_ok(d, c) for c in self.cards)
            if a == "attack":
                return True
            if a in ("ability", "event", "other", "hand-ability"):
                ab = self.decl_ability(d)
                if ab is None or ab.target is None or ab.target.get("up_to"):
                    return True
            return any(self.target_ok(d, c) for c in self.cards)
        finally:
            self.untried(saved)

    def action_cost(self, d):
        a = d["action"]
        if a in ("play", "event", "item", "area"):
            self.rule(SECTION[a] + "/要求する使用代償")
            return self.card(d["card"]).cost
        if a == "basic":
            self.rule("0812/要求する使用代償")
            b = self.decl_basic(d)
            return b.cost if b else None
        if a in ("attack", "support"):
            return None
        self.rule(SECTION[a] + "/要求する使用代償")
        ab = self.decl_ability(d)
        return ab.cost if ab else None

    # --- 0603 ------------------------------------------------------------------------------------------
    def read_decl(self, player, tim, e):
        a = e.get("do")
        if a not in ACTIONS:
            raise CaseError("unknown action %r" % a)
        if set(e) - {"do", "by"} - KEYS[a]:
            raise CaseError("step %d: unknown key in %r" % (self.step, e))
        card = e.get("source" if a == "other" else "card")
        if card not in self.cards:
            raise CaseError("step %d: unknown card %r" % (self.step, card))
        d = {"action": a, "player": player, "card": card, "timing": tim, "index": -1,
             "ref": (card, "ability", 0 if a == "event" else -1), "targets": [], "target_inc": [],
             "field": None, "from": self.field_of(card), "card_inc": self.st[card]["inc"],
             "no_response": False}
        if a in ("ability", "basic", "other", "hand-ability"):
            if "ability" not in e:
                raise CaseError("ability required")
            k = e["ability"]
            d["index"] = k
            if a == "ability":
                d["ref"] = self.ability_at(card, k)[1]
            elif a == "basic":
                bs = self.basics(card)
                d["ref"] = bs[k][1] if k < len(bs) else (card, "basic", 1000 + k)
            else:
                d["ref"] = (card, "ability", k)
        if "field" in e:
            f = e["field"]
            p, fl = (f.split(":", 1) if ":" in f else (player, f))
            if p not in PLAYERS or fl not in FIELDS:
                raise CaseError("field %r" % f)
            d["field"] = (p, fl)
        ts = list(e.get("targets", [])) + ([e["target"]] if "target" in e else [])
        for t in ts:
            if t not in self.cards:
                raise CaseError("unknown target %r" % t)
        d["targets"] = ts
        d["target_inc"] = [self.st[t]["inc"] for t in ts]
        return d

    def fail(self, d, moved, rule):
        self.rule("0603/宣言の失敗")
        if moved and self.where.get(d["card"]) == (d["player"], "declared"):
            self.move(d["card"], (d["player"], "hand"), "return")
        self.declaring_end(False)
        self.reject(rule)

    def declare(self, player, tim, e):
        """Steps 1–4; True when established (on the stack), False when refused (a rejection)."""
        d = self.read_decl(player, tim, e)
        self.rule("0603/進行", "0603/行動の指定", "0603/使用者", "0601", "0601/回数",
                  "0601/宣言の限定", "0800")
        allowed = self.allowed_timings(d)
        if allowed is not None and tim not in allowed:
            self.reject(SECTION[d["action"]] + "/行動が許可される宣言タイミング")
            return False
        self.rule("0603/進行#1", "0603/行動の主要素の指定", "0603/行動の主要素の指定#1")
        why = self.main_element(d)
        if why:
            self.reject(why)
            return False
        ab = self.decl_ability(d)
        limited = d["action"] in LIMITED
        if limited and not self.use_allowed(player, d["ref"], False)[0]:
            self.rule("0603/行動の主要素の指定~r1")
            self.reject("0603/行動の主要素の指定~r1")
            return False
        self.declaring_begin()
        if limited:
            self.rule("0603/行動の主要素の指定~r2")
            self.count_use(player, d["ref"], False)
        d["no_response"] = bool(ab and ab.no_response)
        d["from"] = self.field_of(d["card"])
        moved = False
        if d["action"] in TO_DECLARED:
            self.move(d["card"], (player, "declared"), "declare")
            moved = True
        self.rule("0603/行動の主要素の指定#2")
        self.provide("main-element", False, d["card"], player)
        self.rule("0603/進行#2", "0603/行動の対象の指定", "0603/行動の対象の指定#2",
                  "0603/行動の対象の指定~r1")
        ok = self.targets_complete(d)
        if ok and d["field"] is not None:
            ok = self.field_target_ok(d, d["field"])
        for t in d["targets"]:
            ok = ok and self.target_ok(d, t)
        if not ok:
            self.rule(SECTION[d["action"]] + "/対象")
            self.fail(d, moved, SECTION[d["action"]] + "/対象")
            return False
        self.rule("0603/行動の対象の指定#3")
        for t in d["targets"]:
            self.provide("targeted", False, t, player)
        self.rule("0603/進行#3", "0603/使用代償の支払いの宣言", "0603/使用代償の支払いの宣言~n1")
        card_use = d["action"] in ("play", "event", "item", "area")
        cost = self.action_cost(d)
        if d["action"] in ("ability", "hand-ability") and (cost is None or not cost.present):
            self.rule("0224/使用代償" if d["action"] == "ability" else "0226/使用代償")
        failed = self.pay(d, cost, e, card_use)
        if failed:
            self.fail(d, moved, failed)
            return False
        self.rule("0603/進行#4", "0603/宣言の成立")
        if d["action"] == "attack":
            d["from"] = self.field_of(d["card"])
        self.stack.append(d)
        ev = {"player": player, "action": d["action"], "card": d["card"]}
        if d["index"] >= 0 and d["action"] != "event":
            ev["ability"] = d["index"]
        self.event("declare", **ev)
        self.declaring_end(True)
        self.rule("0603/誘発処理の禁止")
        self.resolve_point()
        return True

    # --- 0604 --------------------------------------------------------------------------------------------
    def resolve_top(self):
        d = self.stack.pop()
        self.rule("0604/進行", "0604/進行#1", "0604/対象を確認します", "0604/対象を確認します~n1")
        ok = True
        if d["field"] is not None:
            ok = self.field_target_ok(d, d["field"])
        for t, inc in zip(d["targets"], d["target_inc"]):
            ok = ok and self.st[t]["inc"] == inc and self.target_ok(d, t)
        if ok and d["action"] == "attack":
            ok = self.st[d["card"]]["inc"] == d["card_inc"] and self.field_of(d["card"]) == d["from"] and \
                self.host_of(d["card"]) is None
            self.rule("0815/対象~n1", "0815/要求する使用代償~n1")
        if d["action"] == "support":
            self.rule("0817/対象~n1")
        self.rule("0604/進行#2", "0604/解決の判定")
        self.event("resolve", action=d["action"], card=d["card"], success=ok)
        self.rule("0604/進行#3", "0604/この宣言による宣言状態カード置き場のカード全てを破棄します",
                  "0604/この宣言による宣言状態カード置き場のカード全てを破棄します~n1")
        stays = ok and d["action"] in ("play", "item", "area")
        if d["action"] in TO_DECLARED and self.where.get(d["card"], (None, None))[1] == "declared" and not stays:
            self.discard(d["player"], d["card"], "resolve")
        self.rule("0604/進行#4", "0604/2に成功している場合、宣言を解決します")
        if ok:
            self.action_resolve(d)

    def action_resolve(self, d):
        a, p, card = d["action"], d["player"], d["card"]
        if a == "play":
            self.rule("0810/解決/進行", "0810/解決/進行#1")
            self.provide("enter", True, card, p)
            how = "play"
            there = self.char_at(*d["field"])
            if there is not None and self.basic_count(card, "engage"):
                self.rule("1100:エンゲージ/効果", "1100:エンゲージ/効果型")
                self.discard(p, there, "engage")
                for b, ref in self.basics(card):
                    if b.name == "engage":
                        self.trigger_add(ref, p, there)
                how = "engage"
            self.rule("0810/解決/進行#2", "0810/解決/登場ターン制限")
            if self.enter(card, d["field"], how) and how == "engage":
                self.rule("1100:エンゲージ/エンゲージ登場")
            self.rule("0810/解決/進行#3")
            self.provide("enter", False, card, p)
        elif a == "item":
            t = d["targets"][0]
            self.rule("0814/解決/進行", "0814/解決/進行#1")
            self.provide("equip", True, card, p)
            self.rule("0814/解決/進行#2", "0229/カード置き場/アイテムカードの装備")
            self.attach(card, t, "item", "equip")
            self.event("equip", card=card, target=t)
            self.rule("0814/解決/進行#3", "0240/効果", "0240/効果/処理", "0814/解決/進行#4")
            self.provide("equip", False, card, p)
        elif a == "area":
            self.rule("0820/解決/進行", "0820/解決/進行#1")
            self.provide("area", True, card, p)
            self.rule("0820/解決/進行#2")
            self.move(card, d["field"], "area")
            self.event("place-area", card=card, field="%s:%s" % d["field"])
            self.rule("0820/解決/進行#3", "0250/効果", "0250/効果/処理", "0820/解決/進行#4")
            self.provide("area", False, card, p)
        elif a == "support":
            self.support_resolve(d)
        elif a == "attack":
            self.rule("0815/解決/進行", "0815/解決/進行#1")
            self.provide("join", True, card, p)
            self.rule("0815/解決/進行#2", "0815/対象", "0815/解決/進行#3")
            self.provide("join", False, card, p)
            self.rule("0815/解決/進行#4")
            self.battle(card)
        else:
            sec = SECTION[a]
            on = {"ability": "ability", "basic": "basic", "event": "event", "other": "other",
                  "hand-ability": "hand-ability"}[a]
            self.rule(sec + "/解決/進行", sec + "/解決/進行#1")
            self.provide(on, True, card, p)
            self.rule(sec + "/解決/進行#2")
            if a == "basic":
                self.basic_resolve(d)
            else:
                ab = self.decl_ability(d)
                self.rule("0901/宣言型効果の発生", "0901/宣言型効果の発生~n1", "0901/使用者", "0900",
                          "0900/有効性")
                if a == "event":
                    self.rule("0230/効果")
                if a == "hand-ability":
                    self.rule("0226/効果型", "0819/解決/進行~n1")
                self.execute(self.ctx(p, card, d["ref"], decl=d), ab.effect)
                self.processed(p, d["ref"])
            self.rule(sec + "/解決/進行#3")
            self.provide(on, False, card, p)

    def basic_resolve(self, d):
        b = self.decl_basic(d)
        card = d["card"]
        self.rule({"step": "1100:ステップ/効果", "side-step": "1100:サイドステップ/効果",
                   "order-step": "1100:オーダーステップ/効果", "order-change": "1100:オーダーチェンジ/効果"}[b.name],
                  {"step": "1100:ステップ/効果型", "side-step": "1100:サイドステップ/効果型",
                   "order-step": "1100:オーダーステップ/効果型",
                   "order-change": "1100:オーダーチェンジ/効果型"}[b.name])
        if not self.on_field(card) or self.st[card]["tapped"]:
            return
        if b.name != "order-change":
            self.move_char(card, d["field"])
            return
        o = d["targets"][0]
        a_at, o_at = self.field_of(card), self.field_of(o)
        instr = {"rearrange": ["%s:%s" % a_at, "%s:%s" % o_at]}
        self.rearrange(self.ctx(d["player"], card, d["ref"], decl=d), instr,
                       order={card: "%s:%s" % o_at, o: "%s:%s" % a_at})

    def support_resolve(self, d):
        s, t, p = d["card"], d["targets"][0], d["player"]
        self.rule("0817/解決/進行", "0817/解決/進行#1")
        self.provide("support", True, s, p)
        self.rule("0817/解決/進行#2", "0817/解決/サポート能力値の決定")
        allow = [self.has_info(s, "support_allow", k) for k in ("ap", "dp", "sp")]
        deny = [self.has_info(s, "support_deny", k) for k in ("ap", "dp", "sp")]
        if any(allow):
            self.rule("0817/解決/サポート能力値の決定#B", "0817/解決/サポート能力値の決定/サポートの許可の重複",
                      "0817/解決/サポート能力値の決定/サポートの不許可~n1")
            stats = list(allow)
        else:
            self.rule("0817/解決/サポート能力値の決定#A")
            stats = [p == self.turn_player, p != self.turn_player, False]
        for k in range(3):
            if stats[k] and deny[k]:
                self.rule("0817/解決/サポート能力値の決定/サポートの不許可")
                stats[k] = False
        self.rule("0817/解決/進行#3", "0817/解決/サポートの発生")
        sp = self.stat(s, "sp")
        names = []
        for k, name in enumerate(("ap", "dp", "sp")):
            if stats[k]:
                self.give("add:" + name, sp, t, p, "battle")
                names.append(name)
        self.event("support", card=s, target=t, stats=names)
        self.rule("0817/解決/進行#4")
        self.provide("support", False, s, p)

    # --- query legal -------------------------------------------------------------------------------------
    def declarable(self, d, tim):
        allowed = self.allowed_timings(d)
        if (allowed is not None and tim not in allowed) or self.main_element(d):
            return False
        if d["action"] in LIMITED and not self.use_allowed(d["player"], d["ref"], False)[0]:
            return False
        return self.some_target(d)

    def legal_actions(self, player, tim):
        out = []

        def decl(action, card, index=-1, ref=None):
            return {"action": action, "player": player, "card": card, "timing": tim, "index": index,
                    "ref": ref or (card, "ability", 0 if action == "event" else index),
                    "targets": [], "target_inc": [], "field": None, "from": self.field_of(card),
                    "card_inc": self.st[card]["inc"], "no_response": False}

        def add(d):
            if self.declarable(d, tim):
                a = {"do": d["action"], ("source" if d["action"] == "other" else "card"): d["card"]}
                if d["index"] >= 0 and d["action"] != "event":
                    a["ability"] = d["index"]
                out.append(a)

        for card in self.cards:
            c = self.card(card)
            w = self.where.get(card)
            if w == (player, "hand"):
                add(decl({"character": "play", "event": "event", "item": "item", "area": "area"}[c.type], card))
                for k, ab in enumerate(c.abilities):
                    if ab.kind == "hand":
                        add(decl("hand-ability", card, k))
                continue
            if self.own_char(card, player):
                for k in range(self.ability_count(card)):
                    _, ref = self.ability_at(card, k)
                    add(decl("ability", card, k, ref))
                for k, (b, ref) in enumerate(self.basics(card)):
                    add(decl("basic", card, k, ref))
                add(decl("attack", card))
                add(decl("support", card))
            source = (c.type == "item" and self.st[card]["role"] == "item") or \
                (c.type == "area" and self.field_of(card) is not None)
            if source:
                for k in range(len(c.abilities)):
                    add(decl("other", card, k))
        if not (tim == "main-tp" and self.must_attack(player)):
            out.append({"do": "pass"})
        return out

    # --- 1570:カードを使用する(登場する) ---------------------------------------------------------------
    def use_target_and_pay(self, user, card, instr, d):
        """Steps 2 and 3 of the use's declaration (0603): its field, then its 使用代償 unless
        `free`; False when either fails (no field, not paid, paid short)."""
        spec = instr.get("field", {"who": "you", "empty": True})
        d["field"] = self.choose_field(user, None, spec)
        if d["field"] is None or not self.field_target_ok(d, d["field"]):
            return False
        if not instr.get("free"):
            v = self.ask("cost", user, lambda x: x is None or isinstance(x, dict), None)
            if not isinstance(v, dict):
                return False
            if self.pay_for(user, card, self.card(card).cost, v) is not None:
                return False
        return True

    def use_card(self, user, card, instr):
        self.rule("1570:カードを使用する(登場する)")
        if self.card(card).type != "character":
            return
        for f in FIELDS:
            o = self.char_at(user, f)
            if o is not None and o != card and self.same_name(card, o):
                return
        d = {"action": "play", "player": user, "card": card, "timing": "main-tp", "index": -1,
             "ref": (card, "ability", -1), "targets": [], "target_inc": [], "field": None,
             "from": self.field_of(card), "card_inc": 0, "no_response": False}
        # 0810/行動の主要素の指定: into the declaration zone first, so its own payment (0700#A, a
        # hand card discarded) cannot name it; a failed use puts it back (LY-USE-CARD-FAILS)
        self.rule("0810/行動の主要素の指定")
        was = self.place_of(card)
        self.move(card, (user, "declared"), "use")
        if not self.use_target_and_pay(user, card, instr, d):
            self.rule("0603/宣言の失敗")
            if self.place_of(card) == (user, "declared"):
                self.move(card, was, "return")
            return
        d["card_inc"] = self.st[card]["inc"]
        self.stack.append(d)
        self.event("declare", player=user, action="play", card=card)
        self.resolve_top()
