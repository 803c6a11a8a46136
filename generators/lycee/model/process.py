"""Owns the model's processing of the effect language (part 2 of docs/engines/lycee.md, 1500–1600):
instructions in order (1500/処理順序), optional ones (1500/任意処理), selectors and filters (the
board read in the frame of the effect's user, 0300), fields chosen, and the primitives: 1510's
moves (破棄 and the shield taking a point of battle damage, 手札に入れる, ドロー, デッキにカードを置く,
シールド+1, チャージ+X), 1530's deck processing, 1540's information, 1570's card processing, 1580's
character processing (tap, untap, modifications, moves, rearrangements, abilities gained and
lost), a character entering a field by an effect (0310), 1600's battle information, and the end of
the game by an effect (0502/判定#B). Cards processed together go one at a time in the board's
order (LY-ALL-ORDER)."""

from common.script import CaseError

from .cards import ATTRS, BASICS, FIELDS, STATS
from .table import DIRS, PLAYERS, adjacent, is_af, other, ray, same_column

TYPE_NAMES = ("character", "event", "item", "area")
VERBS = ("draw", "discard", "mill", "to_hand", "to_deck", "shield", "charge", "recover",
         "shuffle", "look_deck", "look_top", "pick", "search", "remove", "face_up", "face_down",
         "reveal", "conceal", "look", "aside", "use", "tap", "untap", "mod", "swap", "move",
         "rearrange", "enter", "gain_ability", "lose_ability", "cannot_use", "gain_basic",
         "lose_basic", "attribute", "disable", "forbid", "participate", "down", "not_down",
         "battle_damage", "interrupt", "no_untap", "warm_up", "priority", "support_stats", "win",
         "lose", "marker")
UNTIL = {"turn": "turn", "battle": "battle", "game": "game"}
# the keys each verb allows beside itself and "optional" (the vocabulary page, "Instructions")
KEYS = {"draw": "who", "mill": "who", "to_deck": "at", "shield": "who", "charge": "target then",
        "recover": "who", "look_top": "who", "pick": "who then", "search": "count then who",
        "reveal": "to", "conceal": "to", "aside": "then", "use": "field free", "mod": "target until",
        "swap": "target until", "move": "to", "enter": "field", "gain_ability": "target until",
        "lose_ability": "target until", "cannot_use": "target until", "gain_basic": "target until",
        "lose_basic": "target until", "attribute": "target lose until", "disable": "until",
        "forbid": "target until", "participate": "target", "warm_up": "who",
        "support_stats": "target until"}


def verb_of(instr):
    for v in VERBS:
        if v in instr:
            extra = set(instr) - {v, "optional"} - set(KEYS.get(v, "").split())
            if extra:
                raise CaseError("unknown key %s for %r" % (sorted(extra)[0], v))
            return v
    raise CaseError("no known instruction in %r" % instr)


class Process:
    def ctx(self, user, card, ref, decl=None, trigger=None):
        return {"user": user, "card": card, "ref": ref, "decl": decl, "trigger": trigger,
                "aside": 0, "picked": None}

    # --- filters and selectors ------------------------------------------------------------------
    def in_zone(self, f, card):
        z = f.get("zone", "field")
        c = self.card(card)
        if z == "field":
            t = f.get("type")
            if t == "item":
                return c.type == "item" and self.st[card]["role"] == "item"
            if t == "area":
                return c.type == "area" and self.field_of(card) is not None
            return self.on_field(card)
        w = self.where.get(card)
        return bool(w) and w[0] != "under" and w[1] == z and self.st[card]["role"] is None

    def match(self, ctx, f, card):
        if card is None or card not in self.where or not self.in_zone(f, card):
            return False
        c = self.card(card)
        who = f.get("who")
        if who and who != "any":
            self.rule("0100/相手・自分")
            if (who == "you") != (self.user(card) == ctx["user"]):
                return False
        if "type" in f and f["type"] != c.type:
            return False
        if "name" in f and f["name"] != c.name:
            return False
        if "subname" in f and f["subname"] != c.subname:
            return False
        attrs = self.attrs(card) if ("attribute" in f or "no_attribute" in f) else set()
        if "attribute" in f:
            self.rule("0212")
            if f["attribute"] not in attrs:
                return False
        if f.get("no_attribute"):
            self.rule("0212/無属性~r1", "0212/無属性~r3", "0212/無属性~n1")
            if attrs:
                return False
        if "card_type" in f and f["card_type"] not in c.types:
            return False
        if "tapped" in f and f["tapped"] != self.st[card]["tapped"]:
            return False
        if "ex" in f and f["ex"] != c.ex:
            return False
        if "ap_min" in f and self.stat(card, "ap") < f["ap_min"]:
            return False
        if "ap_max" in f and self.stat(card, "ap") > f["ap_max"]:
            return False
        me = self.this_of(ctx["card"])
        if f.get("other") and card == me:
            return False
        if "row" in f and is_af(self.place_of(card)[1]) != (f["row"] == "AF"):
            return False
        if "direction" in f or f.get("column") or f.get("order") or f.get("adjacent"):
            if me is None or self.field_of(me) is None or self.field_of(card) is None:
                return False
            a, b = self.field_of(me), self.field_of(card)
            if "direction" in f:
                self.rule("0300/自分の場の構成", "0300/方向", "0300/方向~n1")
                if b not in ray(ctx["user"], a[0], a[1], f["direction"]):
                    return False
            if f.get("column"):
                self.rule("0300/列", "0300/列/同列")
                if not same_column(a, b):
                    return False
            if f.get("order"):
                self.rule("0300/オーダー", "0300/オーダー/同オーダー")
                if a[0] != b[0] or is_af(a[1]) != is_af(b[1]):
                    return False
            if f.get("adjacent"):
                self.rule("0300/隣接", "0300/隣接~n1")
                if not adjacent(a, b):
                    return False
        if f.get("same_name") and (me is None or not self.same_name(me, card)):
            return False
        if f.get("same_char_name") and (me is None or not self.same_char_name(me, card)):
            return False
        if f.get("same_subname"):
            self.rule("0221:キャラクター名/同サブネーム")
            if me is None or self.card(me).type != "character" or c.type != "character" or \
                    self.card(me).subname != c.subname:
                return False
        return True

    def candidates(self, ctx, f):
        out = []
        first = self.turn_player or "P1"
        for p in (first, other(first)):
            for fl in FIELDS:
                ch, area = self.char_at(p, fl), self.area_at(p, fl)
                items = self.carried_by(ch, "item") if ch else []
                for c in [ch] + items[:1] + [area]:
                    if c is not None and self.match(ctx, f, c):
                        out.append(c)
            for z in ("hand", "trash", "shield", "deck"):
                out += [c for c in self.zones[(p, z)] if self.match(ctx, f, c)]
        return out

    def select(self, ctx, sel):
        if sel is None:
            sel = "this"
        if isinstance(sel, str):
            if sel == "this":
                t = self.this_of(ctx["card"])
                return [t] if t is not None else []
            if sel == "targets":
                d = ctx["decl"]
                if not d:
                    return []
                return [t for t, inc in zip(d["targets"], d["target_inc"]) if self.st[t]["inc"] == inc]
            if sel == "trigger":
                return [ctx["trigger"]] if ctx["trigger"] is not None else []
            if sel in ("attacker", "defender"):
                t = self.b[sel] if self.b else None
                return [t] if t is not None else []
            if sel == "aside":
                return [c for p in PLAYERS for c in self.zones[(p, "aside")]
                        if ctx["aside"] and self.st[c]["aside"] == ctx["aside"]]
            if sel == "picked":
                return [ctx["picked"]] if ctx["picked"] is not None else []
            raise CaseError("selector %r" % sel)
        if "all" in sel:
            return self.candidates(ctx, sel["all"])
        cands = self.candidates(ctx, sel["from"])
        want, up_to = sel["choose"], sel.get("up_to", False)
        chooser = other(ctx["user"]) if sel.get("by") == "opponent" else ctx["user"]
        if chooser != ctx["user"]:
            self.rule("1500/処理者", "1500/処理者~n1")
        if not up_to and len(cands) <= want:
            return cands
        if not cands:
            return []
        lo, hi = (0 if up_to else want), min(want, len(cands))
        v = self.ask("target", chooser, lambda x: isinstance(x, list) and lo <= len(x) <= hi and
                     len(set(x)) == len(x) and all(c in cands for c in x), ("subset", cands, lo, hi))
        return list(v)

    def choose_field(self, chooser, card, spec):
        if isinstance(spec, str):
            p, f = spec.split(":", 1) if ":" in spec else (chooser, spec)
            if p not in PLAYERS or f not in FIELDS:
                raise CaseError("%r is not a field" % spec)
            return (p, f)
        if spec is not None and spec.get("row", "AF") not in ("AF", "DF"):
            raise CaseError("a field's row is AF or DF: %r" % spec)
        cands = []
        for p in PLAYERS:
            for f in FIELDS:
                if spec is None:
                    ok = p == chooser
                else:
                    ok = self.field_fits(chooser, card, spec, (p, f))
                if ok:
                    cands.append((p, f))
        if not cands:
            return None
        if len(cands) == 1:
            return cands[0]
        labels = ["%s:%s" % c for c in cands]
        v = self.ask("field", chooser, lambda x: x in labels, labels)
        return cands[labels.index(v)]

    def field_fits(self, chooser, card, spec, fl):
        who = spec.get("who", "you")
        if who == "you" and fl[0] != chooser:
            return False
        if who == "opponent" and fl[0] == chooser:
            return False
        if spec.get("empty") and self.char_at(*fl):
            return False
        if "row" in spec and is_af(fl[1]) != (spec["row"] == "AF"):
            return False
        if spec.get("adjacent") or "direction" in spec:
            if card is None or self.field_of(card) is None:
                return False
            at = self.field_of(card)
            if spec.get("adjacent"):
                self.rule("0300/隣接")
            if spec.get("adjacent") and not adjacent(at, fl):
                return False
            if "direction" in spec:
                self.rule("0300/方向")
            if "direction" in spec and fl not in ray(chooser, at[0], at[1], spec["direction"]):
                return False
        return True

    # --- names (0211, 0221) ---------------------------------------------------------------------
    def same_name(self, a, b):
        from .cards import fold
        ca, cb = self.card(a), self.card(b)
        self.rule("0211/同名(同カード名)")
        if (ca.type == "character") != (cb.type == "character"):
            return False             # LY-NAME-KINDS: a character and another card are never 同名
        if ca.type == "character":
            self.rule("0211/キャラクター名・サブネーム", "0211/同名(同カード名)~r1",
                      "0221:サブネーム/同名(同姓同名)")
            if fold(ca.subname) != fold(cb.subname):
                return False
        if fold(ca.name) == fold(cb.name):
            return True
        alias = (ca.alias and fold(ca.alias) == fold(cb.name)) or \
            (cb.alias and fold(cb.alias) == fold(ca.name)) or \
            (ca.alias and cb.alias and fold(ca.alias) == fold(cb.alias))
        if alias:
            self.rule("0210/特別処理")
        return bool(alias)

    def same_char_name(self, a, b):
        from .cards import fold
        self.rule("0221:キャラクター名/同キャラ名(同姓同名)")
        return fold(self.card(a).name) == fold(self.card(b).name)

    # --- 1510, 1530 -------------------------------------------------------------------------------
    def discard(self, user, card, cause, damage=False):
        self.rule("1510:破棄", "1510:破棄#1")
        self.provide("discard", True, card, user)
        if damage:
            owner = self.owner(card)
            shield = self.zones[(owner, "shield")]
            if shield:
                self.rule("1510:破棄/シールド", "0850:バトル結果/デッキへのダメージ~n2")
                s = self.ask("shield", owner, lambda v: v is None or v in shield, list(shield) + [None])
                if s is not None:
                    self.discard(owner, s, "damage")
                    return
        self.rule("1510:破棄#2", "0201/持ち主")
        self.move(card, (self.owner(card), "trash"), cause)
        self.rule("1510:破棄#3")
        self.provide("discard", False, card, user)

    def draw(self, player, n):
        self.rule("1510:手札に入れる:ドロー:X枚ドロー")
        for _ in range(n):
            self.rule("1510:手札に入れる:ドロー:X枚ドロー#1", "1510:手札に入れる:ドロー")
            deck = self.zones[(player, "deck")]
            if deck:
                top = deck[0]
                self.rule("1510:手札に入れる:ドロー#1")
                self.provide("draw", True, top, player)
                self.rule("1510:手札に入れる:ドロー#2", "0420/順序")
                self.move(top, (player, "hand"), "draw")
                self.rule("1510:手札に入れる:ドロー#3")
                self.provide("draw", False, top, player)
            self.rule("1510:手札に入れる:ドロー:X枚ドロー#2")

    def to_hand(self, user, card):
        self.rule("1510:手札に入れる", "1510:手札に入れる#1")
        self.provide("to-hand", True, card, user)
        self.rule("1510:手札に入れる#2")
        self.move(card, (self.owner(card), "hand"), "to-hand")
        self.rule("1510:手札に入れる#3")
        self.provide("to-hand", False, card, user)

    def to_deck(self, user, card, bottom):
        self.rule("1510:デッキにカードを置く", "1510:デッキにカードを置く#1")
        self.provide("to-deck", True, card, user)
        self.rule("1510:デッキにカードを置く#2")
        self.move(card, (self.owner(card), "deck"), "to-deck", bottom=bottom)
        self.rule("1510:デッキにカードを置く#3")
        self.provide("to-deck", False, card, user)

    def shield_one(self, user, card):
        self.rule("1510:シールド+1", "1510:シールド+1#1")
        self.provide("shield", True, card, user)
        self.rule("1510:シールド+1#2", "0450/順序")
        self.move(card, (self.owner(card), "shield"), "shield")
        self.rule("1510:シールド+1#3", "1510:シールド+X~n1")
        self.provide("shield", False, card, user)

    def recover(self, user, card):
        self.rule("1530:移動:回復", "1530:移動:回復#1")
        self.provide("recover", True, card, user)
        self.rule("1530:移動:回復#2")
        self.move(card, (self.owner(card), "deck"), "recover")
        self.rule("1530:移動:回復#3")
        self.provide("recover", False, card, user)

    def shuffle(self, player):
        self.rule("1530:デッキをシャッフルする", "1530:デッキをシャッフルする/シャッフル",
                  "0420/順序/順序の変更の禁止")
        deck = self.zones[(player, "deck")]
        order = self.draw_random("shuffle", lambda v: isinstance(v, list) and sorted(v) == sorted(deck), ("order", list(deck)))
        deck[:] = order
        self.event("shuffle", player=player, zone="deck")

    def charge(self, ctx, host, n):
        """1510:チャージ+X; True when X cards were charged."""
        p = ctx["user"]
        self.rule("1510:チャージ+X(X枚チャージする)", "1510:チャージ+X(X枚チャージする)#1")
        self.provide("charge", True, host, p)
        self.rule("1510:チャージ+X(X枚チャージする)#2", "1510:チャージ+X(X枚チャージする)~n2")
        deck = self.zones[(p, "deck")]
        mill = 0
        if deck and n > 0:
            top = min(n, len(deck))
            mill = self.ask("mill", p, lambda v: isinstance(v, int) and not isinstance(v, bool)
                            and 0 <= v <= top, list(range(top + 1)))
        for _ in range(mill):
            self.rule("1510:X枚破棄", "1510:X枚破棄#1")
            self.discard(p, self.zones[(p, "deck")][0], "discard")
            self.rule("1510:X枚破棄#2")
        self.rule("1510:チャージ+X(X枚チャージする)#3")
        trash = list(self.zones[(p, "trash")])
        chosen = []
        if trash and n > 0 and self.on_field(host):
            hi = min(n, len(trash))
            chosen = self.ask("charge", p, lambda v: isinstance(v, list) and len(v) <= hi and
                              len(set(v)) == len(v) and all(c in trash for c in v), ("subset", trash, 0, hi))
        for c in chosen:
            self.attach(c, host, "charge", "charge")
        self.rule("1510:チャージ+X(X枚チャージする)/チャージの成功",
                  "1510:チャージ+X(X枚チャージする)/チャージの成功~n1",
                  "1510:チャージ+X(X枚チャージする)/チャージの成功~n2",
                  "1510:チャージ+X(X枚チャージする)~n1", "0430")
        if not chosen:
            self.rule("0902/不成功の行為に対する誘発")
            return False
        self.rule("1510:チャージ+X(X枚チャージする)#4")
        self.provide("charge", False, host, p)
        return len(chosen) == n

    def deck_verb(self, ctx, verb, instr):
        arg = instr[verb]
        p = other(ctx["user"]) if instr.get("who") == "opponent" else ctx["user"]
        if verb == "draw":
            self.draw(p, arg)
        elif verb == "mill":
            self.rule("1510:X枚破棄")
            for _ in range(arg):
                if not self.zones[(p, "deck")]:
                    break
                self.rule("1510:X枚破棄#1")
                self.discard(ctx["user"], self.zones[(p, "deck")][0], "discard")
                self.rule("1510:X枚破棄#2")
        elif verb in ("discard", "to_hand", "to_deck"):
            cards = self.select(ctx, arg)
            if verb == "discard":
                self.rule("1510:X枚破棄")
            elif verb == "to_hand":
                self.rule("1510:X枚手札に入れる")
            for c in cards:
                if verb == "discard":
                    self.rule("1510:X枚破棄#1")
                    self.discard(ctx["user"], c, "discard")
                    self.rule("1510:X枚破棄#2")
                elif verb == "to_hand":
                    self.rule("1510:X枚手札に入れる#1")
                    self.to_hand(ctx["user"], c)
                    self.rule("1510:X枚手札に入れる#2")
                else:
                    self.to_deck(ctx["user"], c, instr.get("at") == "bottom")
        elif verb in ("shield", "recover"):
            shield = verb == "shield"
            self.rule("1510:シールド+X" if shield else "1530:移動:X枚回復")
            for _ in range(arg):
                self.rule("1510:シールド+X#1" if shield else "1530:移動:X枚回復#1")
                trash = list(self.zones[(p, "trash")])
                if not trash:
                    break
                c = trash[0] if len(trash) == 1 else \
                    self.ask("target", ctx["user"], lambda v: v in trash, trash)
                if shield:
                    self.shield_one(ctx["user"], c)
                else:
                    self.recover(ctx["user"], c)
                self.rule("1510:シールド+X#2" if shield else "1530:移動:X枚回復#2")
            if not shield:
                self.rule("1530:移動:X枚回復~n1")
        elif verb == "charge":
            t = self.select(ctx, instr.get("target"))
            full = bool(t) and self.on_field(t[0]) and self.charge(ctx, t[0], arg)
            if full and "then" in instr:
                self.execute(ctx, instr["then"])
        elif verb == "shuffle":
            self.rule("1530:デッキをシャッフルする/シャッフル~r2")
            self.shuffle(other(ctx["user"]) if arg == "opponent" else ctx["user"])
        elif verb == "look_deck":
            q = other(ctx["user"]) if arg == "opponent" else ctx["user"]
            self.rule("1530:デッキの内容を見る")
            self.event("look", player=ctx["user"], cards=list(self.zones[(q, "deck")]))
        elif verb == "look_top":
            self.rule("1530:デッキのカードを見る")
            self.event("look", player=ctx["user"], cards=self.zones[(p, "deck")][:arg])
        elif verb == "pick":
            self.rule("1530:デッキのカード1枚を選ぶ")
            rng = self.zones[(p, "deck")][:arg]
            if rng:
                c = rng[0] if len(rng) == 1 else self.ask("target", ctx["user"], lambda v: v in rng, rng)
                sub = dict(ctx, picked=c)
                self.execute(sub, instr.get("then", []))
        else:   # search
            self.rule("1530:デッキからカードを探す")
            deck = self.zones[(p, "deck")]
            self.event("look", player=ctx["user"], cards=list(deck))
            f = dict(arg, zone="deck", who="you" if p == ctx["user"] else "opponent")
            cands = self.candidates(ctx, f)
            want = instr.get("count", 1)
            chosen = []
            if cands:
                hi = min(want, len(cands))
                chosen = self.ask("target", ctx["user"], lambda v: isinstance(v, list) and
                                  len(v) <= hi and len(set(v)) == len(v) and all(c in cands for c in v),
                                  ("subset", cands, 0, hi))
            sub = dict(ctx, aside=self.next_aside())
            for c in chosen:
                self.rule("1570:カードを横に置く")
                self.move(c, (ctx["user"], "aside"), "aside")
                self.st[c]["aside"] = sub["aside"]
                self.st[c]["hidden"] = frozenset(PLAYERS)
            self.shuffle(p)
            if "then" in instr:
                self.execute(sub, instr["then"])
            self.aside_end(sub["aside"])

    def next_aside(self):
        self.aside_seq = getattr(self, "aside_seq", 0) + 1
        return self.aside_seq

    def aside_end(self, aside):
        for p in PLAYERS:
            for c in list(self.zones[(p, "aside")]):
                if self.st[c]["aside"] == aside:
                    self.rule("0440/処理の終了", "1570:カードを横に置く/残存カードの破棄")
                    self.discard(self.owner(c), c, "aside-end")

    # --- 1580 --------------------------------------------------------------------------------------
    def tap(self, card):
        self.rule("1580:行動済み状態にする(行動済みにする)", "1580:行動済み状態にする(行動済みにする)#1")
        self.provide("tap", True, card, self.place_of(card)[0])
        if not self.on_field(card) or self.forbidden(card, "tap"):
            return False
        if self.st[card]["tapped"]:
            self.rule("1580:行動済み状態にする(行動済みにする)~n1", "0902/不成功の行為に対する誘発",
                      "0902/不成功の行為に対する誘発~n1")
            return False
        self.rule("1580:行動済み状態にする(行動済みにする)#2", "0229/行動状態",
                  "0229/行動状態/行動済み状態(行動済み)")
        self.st[card]["tapped"] = True
        self.event("tap", card=card)
        self.rule("1580:行動済み状態にする(行動済みにする)#3")
        self.provide("tap", False, card, self.place_of(card)[0])
        return True

    def untap(self, card):
        self.rule("1580:未行動状態にする(未行動にする)", "1580:未行動状態にする(未行動にする)#1")
        self.provide("untap", True, card, self.place_of(card)[0])
        if not self.on_field(card) or not self.st[card]["tapped"] or self.forbidden(card, "untap"):
            self.rule("0902/不成功の行為に対する誘発")
            return False
        self.rule("1580:未行動状態にする(未行動にする)#2", "0229/行動状態/未行動状態(未行動)")
        self.st[card]["tapped"] = False
        self.event("untap", card=card)
        self.rule("1580:未行動状態にする(未行動にする)#3")
        self.provide("untap", False, card, self.place_of(card)[0])
        return True

    def enter(self, card, fl, how):
        if self.char_at(*fl):
            self.rule("0310/キャラクターカードの上限を超えた登場の禁止")
            self.discard(fl[0], card, "collision")
            return False
        self.move(card, fl, how)
        s = self.st[card]
        s["tapped"], s["fresh"] = False, True
        self.rule("0310/味方キャラクターカード")
        if self.card(card).enters_tapped:
            self.rule("0210/特別処理")
            s["tapped"] = True
        self.event("enter", card=card, field="%s:%s" % fl, how=how)
        return True

    def move_char(self, card, to):
        area = self.card(card).type == "area"
        self.rule("1580:移動", "1580:移動#1")
        frm = self.field_of(card)
        if frm is None or self.st[card]["role"] is not None:
            return False
        occupied = (self.area_at if area else self.char_at)
        if frm == to:
            self.rule("1580:移動/同じフィールドへの移動")
            return False
        if occupied(*to):
            self.rule("0310/エリアカードの重複する移動の禁止" if area else
                      "0310/キャラクターカードの重複する移動の禁止", "0902/不成功の行為に対する誘発~n1")
            return False
        if self.forbidden(card, "move"):
            return False
        self.rule("1580:移動#2")
        self.provide("move", True, card, frm[0])
        self.rule("1580:移動#3")
        if occupied(*to):
            return False
        self.rule("1580:移動#4", "1580:移動/同じフィールドへの移動~n1", "1510/移動~n1")
        if frm[0] != to[0]:
            self.rule("1580:移動/異なる持ち主のフィールドへの移動")
        self.move(card, to, "move")
        self.rule("1580:移動#5")
        self.provide("move", False, card, to[0])
        return True

    def rearrange(self, ctx, instr, order=None):
        """1580:入れ替える; `order` given (オーダーチェンジ's swap) or chosen by the user."""
        places = [self.choose_field(ctx["user"], None, s) for s in instr["rearrange"]]
        chars = [self.char_at(*pl) for pl in places]
        chars = [c for c in chars if c is not None]
        self.rule("1580:入れ替える", "1580:入れ替える#1")
        self.provide("rearrange", True, None, ctx["user"])
        self.rule("1580:入れ替える#2", "1580:入れ替える#3", "1580:入れ替える/タイミングの提供の禁止")
        labels = ["%s:%s" % pl for pl in places]
        def each_once(v):
            given = [v.get(c) for c in chars] if isinstance(v, dict) else [None]
            return all(lab in labels for lab in given) and len(set(given)) == len(given)
        if order is None:
            order = self.ask("order", ctx["user"], each_once, ("assign", chars, labels))
        dest = []
        for c in chars:
            lab = order.get(c)
            if lab not in labels or lab in [("%s:%s" % d) for d in dest]:
                raise CaseError("choose order: each character gets a place of the range once")
            dest.append(places[labels.index(lab)])
        frm = [self.place_of(c) for c in chars]
        for c in chars:
            self.take(c)
        self.rule("1580:入れ替える#4")
        moved = []
        for c, d, f in zip(chars, dest, frm):
            self.put(c, d)
            if d != f:
                moved.append((c, d))
                self.event("move", card=c, **{"from": self.label(f), "to": self.label(d)}, cause="rearrange")
                for a in self.carried.get(c, []):
                    self.event("move", card=a, **{"from": self.label(f), "to": self.label(d)}, cause="with")
        self.rule("1580:入れ替える#5", "1580:入れ替える/移動したとき")
        for c, d in moved:
            self.provide("move", False, c, d[0])
        self.rule("1580:入れ替える#6")
        self.provide("rearrange", False, None, ctx["user"])

    def mod_one(self, ctx, instr, card, swap):
        until = UNTIL.get(instr.get("until"), "turn")
        self.rule("1580:能力値修正", "1580:能力値修正#1")
        self.provide("mod", True, card, ctx["user"])
        if not self.on_field(card):
            return
        self.rule("1580:能力値修正#2", "0910/能力値修正")
        if swap:
            a, b = instr["swap"]
            self.give("swap", (a, b), card, ctx["user"], until)
        else:
            for stat, x in instr["mod"].items():
                if isinstance(x, int):
                    self.give("add:" + stat, x, card, ctx["user"], until)
                elif "set" in x:
                    self.give("set:" + stat, x["set"], card, ctx["user"], until)
                else:
                    self.give("div:" + stat, x["div"], card, ctx["user"], until)
        self.rule("1580:能力値修正#3")
        self.provide("mod", False, card, ctx["user"])

    def remove(self, ctx, card):
        self.rule("1570:ゲームから取り除く", "1570:ゲームから取り除く#1")
        self.provide("remove", True, card, ctx["user"])
        self.rule("1570:ゲームから取り除く#2")
        self.move(card, (self.owner(card), "removed"), "remove")
        self.rule("1570:ゲームから取り除く#1~d2")
        self.provide("remove", False, card, ctx["user"])

    # --- the instructions --------------------------------------------------------------------------
    def execute(self, ctx, instrs):
        self.rule("1500/使用者", "1000/処理者について", "1500/処理者")
        self.processing += 1
        try:
            for instr in instrs:
                self.rule("1500/処理順序")
                self.one(ctx, instr)
        finally:
            self.processing -= 1

    def one(self, ctx, instr):
        if instr.get("optional"):
            self.rule("1500/任意処理")
            if not self.ask("optional", ctx["user"], lambda v: isinstance(v, bool), [True, False]):
                return
        verb = verb_of(instr)
        if verb in ("draw", "discard", "mill", "to_hand", "to_deck", "shield", "charge", "recover",
                    "shuffle", "look_deck", "look_top", "pick", "search"):
            return self.deck_verb(ctx, verb, instr)
        arg = instr[verb]
        on_arg = ("remove", "face_up", "face_down", "reveal", "conceal", "look", "aside", "use",
                  "tap", "untap", "move", "enter", "disable", "down", "not_down", "no_untap",
                  "priority")
        cards = []
        if verb in on_arg:
            cards = self.select(ctx, arg)
        elif "target" in instr or verb in ("mod", "swap", "gain_ability", "gain_basic", "lose_ability",
                                           "lose_basic", "cannot_use", "attribute", "forbid",
                                           "participate", "support_stats"):
            cards = self.select(ctx, instr.get("target"))
        until = UNTIL.get(instr.get("until"), "turn")
        user = ctx["user"]
        if verb == "remove":
            for c in cards:
                self.remove(ctx, c)
        elif verb in ("face_up", "face_down"):
            up = verb == "face_up"
            self.rule("1570:表にする" if up else "1570:裏にする", "0201/表向き・裏向き",
                      "0201/表向き・裏向き/表向き" if up else "0201/表向き・裏向き/裏向き")
            for c in cards:
                self.st[c]["face_down"] = not up
                if up:
                    self.st[c]["shown"] = frozenset(PLAYERS)
                    self.st[c]["hidden"] = frozenset()
                else:
                    self.st[c]["hidden"] = frozenset(PLAYERS)
                    self.st[c]["shown"] = frozenset()
                self.event("face", card=c, up=up)
        elif verb in ("reveal", "conceal"):
            to = instr.get("to", "each")
            who = set(PLAYERS) if to == "each" else {user if to == "you" else other(user)}
            self.rule("1570:公開する" if verb == "reveal" else "1570:非公開にする", "0201/公開・非公開")
            for c in cards:
                s = self.st[c]
                if verb == "reveal":
                    s["shown"] = frozenset(s["shown"] | who)
                    s["hidden"] = frozenset(s["hidden"] - who)
                else:
                    s["hidden"] = frozenset(s["hidden"] | who)
                    s["shown"] = frozenset(s["shown"] - who)
                self.event(verb, card=c, to=[p for p in PLAYERS if p in who])
        elif verb == "look":
            self.rule("1570:カードを見る")
            self.event("look", player=user, cards=cards)
        elif verb == "aside":
            sub = dict(ctx, aside=self.next_aside())
            self.rule("1570:カードを横に置く", "1570:カードを横に置く/横の独立性", "0440", "0440/公開")
            for c in cards:
                self.move(c, (user, "aside"), "aside")
                self.st[c]["aside"] = sub["aside"]
                self.st[c]["hidden"] = frozenset(PLAYERS)
            if "then" in instr:
                self.execute(sub, instr["then"])
            self.aside_end(sub["aside"])
        elif verb == "use":
            for c in cards:
                self.use_card(user, c, instr)
        elif verb == "enter":
            for c in cards:
                fl = self.choose_field(user, None, instr.get("field"))
                if fl is None or self.card(c).type != "character":
                    continue
                self.provide("enter", True, c, user)
                if self.enter(c, fl, "enter"):
                    self.provide("enter", False, c, fl[0])
        elif verb in ("tap", "untap"):
            for c in cards:
                (self.tap if verb == "tap" else self.untap)(c)
        elif verb in ("mod", "swap"):
            for c in cards:
                self.mod_one(ctx, instr, c, verb == "swap")
        elif verb == "move":
            self.rule("1580:X体移動")
            for c in cards:
                self.rule("1580:X体移動#1")
                fl = self.choose_field(user, c, instr.get("to"))
                if fl is not None:
                    self.move_char(c, fl)
                self.rule("1580:X体移動#2")
        elif verb == "rearrange":
            self.rearrange(ctx, instr)
        elif verb in ("gain_ability", "gain_basic"):
            basic = verb == "gain_basic"
            self.rule("1580:基本能力を得る" if basic else "1580:特殊能力を得る")
            i = self.gained_index(arg, basic, ctx["card"])
            for c in cards:
                self.give("gain_basic" if basic else "gain", i, c, user, until)
        elif verb in ("lose_ability", "cannot_use"):
            self.rule("1580:特殊能力を失う" if verb == "lose_ability" else "1580:特殊能力を使用できない")
            if verb == "cannot_use":
                self.rule("1580:特殊能力を使用できない~n1")
            for c in cards:
                self.give(verb, arg, c, user, until)
        elif verb == "lose_basic":
            self.rule("1580:基本能力を失う")
            for c in cards:
                self.give("lose_basic", arg, c, user, until)
        elif verb == "attribute":
            kind = "attr_lose" if instr.get("lose") else "attr_add"
            for c in cards:
                self.give(kind, arg, c, user, UNTIL.get(instr.get("until"), "game"))
        elif verb == "disable":
            self.rule("0903/常時型効果の消失", "0903/常時型効果の復帰")
            for c in cards:
                self.give("disable", 0, c, user, until)
        elif verb == "forbid":
            self.rule("1500/否定の優先")
            for c in cards:
                self.give("forbid", arg, c, user, until)
        elif verb == "participate":
            self.rule("1600:バトル参加キャラの操作:参加キャラに指定する" if arg == "must" else
                      "1600:バトル参加キャラの結果の操作:参加キャラに指定できる")
            for c in cards:
                self.give("participate", arg, c, user, until)
        elif verb in ("down", "not_down"):
            self.rule("1600:バトルの結果の操作:ダウンする" if verb == "down" else
                      "1600:バトルの結果の操作:ダウンしない")
            for c in cards:
                self.give(verb, 0, c, user, "battle")
        elif verb == "battle_damage":
            self.rule("1600:バトルの結果のデッキへのダメージの増減")
            if self.b:
                self.b["damage_mod"] += arg
        elif verb == "interrupt":
            self.rule("1600:バトルを中断する", "1600:バトルを中断する#1")
            self.provide("interrupt", True, None, user)
            if not self.b:
                return
            self.rule("1600:バトルを中断する#2")
            self.b["interrupted"] = True
            self.rule("1600:バトルを中断する#3")
            self.provide("interrupt", False, None, user)
        elif verb == "no_untap":
            self.rule("1540:ウェイクアップ:ウェイクアップで未行動状態に戻らない")
            for c in cards:
                self.give("no_untap", 0, c, user, "wakeup")
        elif verb == "warm_up":
            self.rule("1540:ウォームアップ:ウォームアップのドロー枚数を増減")
            p = other(user) if instr.get("who") == "opponent" else user
            self.warm[p] += arg
        elif verb == "priority":
            for c in cards:
                self.give("priority", 0, c, user, "battle")
        elif verb == "support_stats":
            for k in ("allow", "deny"):
                for stat in arg.get(k, []):
                    for c in cards:
                        self.give("support_" + k, stat, c, user, until)
        elif verb in ("win", "lose"):
            players = set(PLAYERS) if arg == "each" else {user if arg == "you" else other(user)}
            losers = players if verb == "lose" else set(PLAYERS) - players
            self.rule("0502/判定#B")
            if not losers:
                losers = set(PLAYERS)
            self.end_game(sorted(losers), "effect")
        elif verb == "marker":
            self.event("marker", name=arg, player=user)
