"""Owns payments in the model (0700–0714; LY-COST-STEPS, LY-HAND-PAYMENT, LY-CHARGE-SHORT,
LY-SUPPORT-TAPPED): the cost-type effects a declaration uses (0700#C, 0904, 1100:サポーター), the
hand cards it discards (#A, each giving its EX in points of its attributes; 1100:アシスト), the
icons and other costs of the 使用代償 (#B: [T], [0], [C], 0714), then the comparison (#3)."""

from common.script import CaseError

from .cards import ATTRS

ALL = frozenset(ATTRS)


def points_met(need, points):
    """need: {attr or "any": n}; points: [(attrs, n)]. Hall's condition over the attributes."""
    total = sum(need.values())
    have = sum(max(n, 0) for _, n in points)
    if have < total:
        return False
    attrs = list(ATTRS)
    for mask in range(1, 1 << len(attrs)):
        chosen = {attrs[i] for i in range(len(attrs)) if mask >> i & 1}
        asked = sum(need.get(a, 0) for a in chosen)
        given = sum(max(n, 0) for s, n in points if s & chosen)
        if asked > given:
            return False
    return True


def needs(cost):
    need = {}
    if cost is not None:
        for p in cost.points:
            need[p] = need.get(p, 0) + 1
    return need


class Costs:
    def pay_card(self, player, card, points, card_use, main_card):
        if self.where.get(card) != (player, "hand"):
            raise CaseError("step %d: pay lists %s, not in %s's hand" % (self.step, card, player),
                            "$.script[%d]" % self.step)
        self.rule("0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します#A",
                  "0710/支払いの処理", "0710/支払いの処理/手札による支払い")
        attrs = frozenset(self.attrs(card))
        if not attrs:
            self.rule("0212/無属性")
        assist = self.basic_count(card, "assist")
        if card_use and assist and set(self.card(card).types) & set(self.card(main_card).types):
            self.rule("1100:アシスト/効果", "1100:アシスト/効果型")
            attrs = ALL
        if not card_use and assist:
            self.rule("1100:アシスト/効果~n1")
        ex = self.card(card).ex
        self.discard(player, card, "cost")
        points.append((attrs, ex))

    def pay_part(self, state, part):
        """One icon or other cost (0700#B): whether it succeeded."""
        h, player = state["holder"], state["player"]
        self.rule("0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します#B")
        k = part[0]
        if k == "T":
            self.rule("0711/要求", "0711/対象", "0711/支払いの処理", "0711/支払いの処理#1",
                      "0711/支払いの処理/失敗の要因例", "0711/支払いの判定")
            can = h is not None and self.on_field(h) and not self.st[h]["tapped"]
            if can and self.restricted(h):
                self.rule("0810/解決/登場ターン制限")
                can = False
            return self.tap(h) if can else False
        if k == "0":
            self.rule("0712/要求", "0712/対象", "0712/支払いの処理", "0712/支払いの判定", "0712~n1")
            return True
        if k == "charge":
            self.rule("0713/要求", "0713/対象", "0713/支払いの処理", "0713/支払いの判定",
                      "1100:チャージ/効果~n1")
            ch = self.carried_by(h, "charge") if h is not None else []
            if len(ch) < part[1]:
                return False
            for c in ch[:part[1]]:
                self.discard(player, c, "cost")
            return True
        if k == "discard_hand":
            self.rule("0714", "0714/自分の手札を破棄する", "0714/自分の手札を破棄する/対象",
                      "0714/自分の手札を破棄する/処理", "0714/自分の手札を破棄する/判定")
            cards = []
            for _ in range(part[1]):
                c = self.next_cost_target(state)
                if c is None or self.where.get(c) != (player, "hand"):
                    return False
                cards.append(c)
            for c in cards:
                self.discard(player, c, "cost")
            return True
        tap = k == "tap"
        base = "0714/キャラを行動済み状態にする" if tap else "0714/カードを破棄する"
        self.rule("0714", base, base + "/対象", base + "/処理", base + "/処理~r1", base + "/判定")
        c = self.next_cost_target(state)
        ctx = {"user": player, "card": h}
        if c is None or c in state["reserved"] or not self.match(ctx, part[1], c):
            return False
        if tap and (not self.on_field(c) or self.st[c]["tapped"]):
            return False
        state["reserved"].append(c)
        if tap:
            return self.tap(c)
        self.discard(player, c, "cost")
        return True

    def next_cost_target(self, state):
        ts = state["targets"]
        if state["next"] >= len(ts):
            return None
        c = ts[state["next"]]
        state["next"] += 1
        if c not in self.cards:
            raise CaseError("cost_targets: unknown card %r" % c)
        return c

    def pay_elements(self, state, cost, points):
        """The hand cards, then the cost's icons and other costs; the first clause failing."""
        failed = None
        for c in state["pay"]:
            if c not in self.cards:
                raise CaseError("pay: unknown card %r" % c)
            self.pay_card(state["player"], c, points, state["card_use"], state["main"])
        if cost is not None:
            for _ in cost.points:
                self.rule("0710/要求")
            for part in cost.parts:
                if not self.pay_part(state, part) and failed is None:
                    failed = {"T": "0711/支払いの判定", "charge": "0713/支払いの判定",
                              "discard_hand": "0714/自分の手札を破棄する/判定",
                              "discard": "0714/カードを破棄する/判定",
                              "tap": "0714/キャラを行動済み状態にする/判定"}[part[0]]
        return failed

    def use_effect(self, d, u, points, tap_paid):
        """0700#C: a cost-type effect declared in the payment; (failed clause, tap paid)."""
        if not isinstance(u, dict) or set(u) - {"card", "ability", "basic", "pay", "cost_targets"}:
            raise CaseError("use entry %r" % u)
        card = u["card"]
        basic = "basic" in u
        k = u["basic"] if basic else u["ability"]
        self.rule("0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します#C",
                  "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します/コスト型効果",
                  "0904/コスト型効果の発生~r1")
        ref = (card, "basic" if basic else "ability", k)
        if basic:
            b = self.ref_basic(ref)
            ok = b is not None and b.name == "supporter" and d["action"] == "support" and \
                card == d["card"] and not self.st[card]["tapped"] and not tap_paid
            if b is not None and b.name == "supporter":
                self.rule("1100:サポーター/使用が許可されるタイミング", "1100:サポーター/効果~n1",
                          "1100:サポーター/効果型")
            cost = b.cost if b else None
        else:
            a = self.ref_ability(ref)
            user = self.user(card)
            c = self.card(card)
            if c.type == "item" and self.st[card]["role"] == "item":
                self.rule("0240/効果の付与", "0240/効果の付与~n1")
            in_place = self.on_field(card) or self.st[card]["role"] == "item" or \
                (c.type == "area" and self.field_of(card) is not None)
            ok = a is not None and a.kind == "cost" and user == d["player"] and in_place
            cost = a.cost if a else None
        why = None
        if ok:
            ok, why = self.use_allowed(d["player"], ref, False)
        if not ok:
            return ("0904/宣言回数の上限" if why else
                    "0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします"), tap_paid
        self.rule("0904/コスト型効果の発生", "0904/使用者", "0904/宣言回数の上限")
        self.count_use(d["player"], ref, False)
        state = {"player": d["player"], "holder": card, "pay": u.get("pay", []),
                 "targets": u.get("cost_targets", []), "next": 0, "reserved": [], "card_use": False,
                 "main": d["card"]}
        own = []
        failed = self.pay_elements(state, cost, own)
        if failed or not points_met(needs(cost), own):
            return failed or "0710/支払いの判定", tap_paid
        self.rule("0904/誘発処理の解決", "0904/誘発処理の解決~n1",
                  "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します/コスト型効果~n1")
        if basic:
            self.rule("1100:サポーター/効果", "1100:サポーター/効果~n2")
            return None, True
        self.rule("0710/支払いの処理/情報による支払い")
        for x in self.ref_ability(ref).produce:
            points.append((ALL if x == "any" else frozenset([x]), 1))
        return None, tap_paid

    def pay(self, d, cost, e, card_use):
        """Step 3 of a declaration: the clause that refused the payment, or None."""
        self.rule("0700", "0700:使用代償の支払いの宣言(コスト宣言)/タイミング",
                  "0700:使用代償の支払いの宣言(コスト宣言)/使用者",
                  "0700:使用代償の支払いの宣言(コスト宣言)/進行",
                  "0700:使用代償の支払いの宣言(コスト宣言)/進行#1",
                  "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します",
                  "0700:使用代償の支払いの宣言(コスト宣言)/自分が望むなら1に進みます")
        points, failed, tap_paid = [], None, False
        for u in e.get("use", []):
            f, tap_paid = self.use_effect(d, u, points, tap_paid)
            failed = failed or f
        holder = d["card"]
        if d["action"] == "other" and self.st[holder]["role"] == "item":
            holder = self.host_of(holder)
        state = {"player": d["player"], "holder": holder, "pay": e.get("pay", []),
                 "targets": e.get("cost_targets", []), "next": 0, "reserved": [],
                 "card_use": card_use, "main": d["card"]}
        self.rule("0700:使用代償の支払いの宣言(コスト宣言)/進行#2")
        failed = failed or self.pay_elements(state, cost, points)
        if d["action"] in ("attack", "support"):
            clause = "0815/要求する使用代償" if d["action"] == "attack" else "0817/要求する使用代償"
            self.rule(clause)
            if not tap_paid:
                done = not self.forbidden(d["card"], "tap") and self.tap(d["card"])
                if not done:
                    failed = failed or clause
        self.rule("0700:使用代償の支払いの宣言(コスト宣言)/進行#3",
                  "0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします",
                  "0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします~n1",
                  "0710/支払いの判定", "0710/支払いの判定~n1",
                  "0700:使用代償の支払いの宣言(コスト宣言)/自分が望むなら1に進みます~n1")
        need = needs(cost)
        if need.get("any"):
            self.rule("0212/無属性~r2")
        if not failed and not points_met(need, points):
            failed = "0710/支払いの判定"
        return failed

    def pay_for(self, player, holder, cost, e):
        """A cost paid outside a declaration (ガッツ, 1570's use): the clause failing, or None."""
        self.rule("0700")
        state = {"player": player, "holder": holder, "pay": e.get("pay", []),
                 "targets": e.get("cost_targets", []), "next": 0, "reserved": [],
                 "card_use": False, "main": holder}
        points = []
        failed = self.pay_elements(state, cost, points)
        self.rule("0710/支払いの判定")
        if not failed and not points_met(needs(cost), points):
            failed = "0710/支払いの判定"
        return failed
