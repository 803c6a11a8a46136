"""Owns battles in the model (0850): begun by an attack's resolution; the defender designated
(0850#1, LY-BATTLE-COLUMN, LY-DEFEND-NO-TAP, 1600's information, LY-MUST-ATTACK); the battle's
declaration timings; the battle result (0850:バトル結果: deck damage, LY-DAMAGE-TOP, with the
shield; the attack judgements with 「優先」, LY-DOWN-JUDGEMENT; the downs); the end, where the
support modifications end and the triggered effects resolve; interruption (LY-BATTLE-INTERRUPT)."""

from .cards import FIELDS
from .table import cell, is_af, other


class Battle:
    def in_battle(self, card):
        return self.b is not None and card is not None and card in (self.b["attacker"], self.b["defender"])

    def participant(self, player):
        if not self.b:
            return None
        return self.b["attacker"] if player == self.b["att_player"] else self.b["defender"]

    def still_there(self, card, inc, at):
        return self.st[card]["inc"] == inc and self.field_of(card) == at and self.host_of(card) is None

    def broken(self):
        b = self.b
        if not b or b["ending"]:
            return False
        if b["interrupted"]:
            return True
        self.rule("0850/バトルの中断", "0850/バトルの中断~n1")
        if not self.still_there(b["attacker"], b["att_inc"], b["att_from"]):
            return True
        if b["defender"] is None:
            return False
        if not self.still_there(b["defender"], b["def_inc"], b["def_from"]):
            return True
        return self.place_of(b["attacker"])[0] == self.place_of(b["defender"])[0]

    def battle_end(self):
        if self.broken():
            self.rule("0850/バトルの中断~r1")
            self.event("interrupt")
        self.b["ending"] = True
        self.rule("0850/進行#10", "0850/バトル終了時", "0850/バトル終了時~n1", "0817/解決/サポートの発生")
        self.end_effects("battle")
        self.event("battle-end")
        self.provide("battle-end", False, None, self.turn_player)
        self.rule("0850:バトル結果/ダウンの解決~r1")
        try:
            self.resolve_point()
        finally:
            self.b = None

    def designate(self):
        dp = other(self.b["att_player"])
        self.rule("0850/進行#1", "0850/防御キャラの指定(防御側プレイヤー)", "0300/自分の場の構成",
                  "0300/相手の場の配置", "0300/列")
        cands, must = [], []
        for f in FIELDS:
            ch = self.char_at(dp, f)
            if ch is None:
                continue
            if self.forbidden(ch, "participate"):
                self.rule("1600:バトル参加キャラの結果の操作:参加キャラに指定できない")
                continue
            can = cell(dp, f)[1] == self.b["column"] and not is_af(f) and not self.st[ch]["tapped"]
            if not can and self.has_info(ch, "participate", "can"):
                self.rule("1600:バトル参加キャラの結果の操作:参加キャラに指定できる", "0900/優先")
                can = True
            if not can:
                continue
            cands.append(ch)
            if self.has_info(ch, "participate", "must"):
                must.append(ch)
        d = None
        if must:
            self.rule("1600:バトル参加キャラの操作:参加キャラに指定する")
            d = must[0] if len(must) == 1 else self.ask("defender", dp, lambda v: v in must, must)
        elif cands:
            self.rule("0850/防御キャラの指定(防御側プレイヤー)~n1")
            d = self.ask("defender", dp, lambda v: v is None or v in cands, cands + [None])
        self.rule("0850/防御側プレイヤー・防御キャラクターカード")
        self.event("defend", card=d)
        self.b["defender"] = d
        if d is not None:
            self.rule("0850/対戦キャラ")
            self.b["def_inc"] = self.st[d]["inc"]
            self.b["def_from"] = self.field_of(d)

    def battle(self, attacker):
        at = self.field_of(attacker)
        self.b = {"attacker": attacker, "defender": None, "att_inc": self.st[attacker]["inc"],
                  "att_from": at, "att_player": at[0], "column": cell(*at)[1], "downed": [False, False],
                  "damage_mod": 0, "ending": False, "interrupted": False, "def_inc": None,
                  "def_from": None}
        self.rule("0850", "0850/攻撃側プレイヤー・攻撃キャラクターカード", "0850/進行", "0850/進行~n1")
        self.event("battle", attacker=attacker)
        self.resolve_point()
        if self.broken():
            return self.battle_end()
        self.designate()
        if self.broken():
            return self.battle_end()
        self.rule("0850/進行#2")
        self.provide("battle-declare-start", False, None, self.turn_player)
        self.resolve_point()
        ap = self.b["att_player"]
        dp = other(ap)
        self.rule("0850/バトル中宣言タイミング", "0850/バトル中宣言タイミング~n1")
        while not self.broken():
            self.rule("0850/進行#3")
            passed = self.declaration_timing(ap, self.timing_now(ap, False))
            self.rule("0850/進行#4")
            if not passed:
                continue
            self.rule("0850/進行#5")
            if self.broken():
                break
            if self.declaration_timing(dp, self.timing_now(dp, False)):
                break
            self.rule("0850/進行#6", "0850/進行#7")
        if self.broken():
            return self.battle_end()
        self.rule("0850/進行#8")
        self.provide("battle-declare-end", False, None, self.turn_player)
        self.resolve_point()
        if self.broken():
            return self.battle_end()
        self.rule("0850/進行#9")
        self.battle_result()
        self.battle_end()

    # --- 0850:バトル結果 ----------------------------------------------------------------------------
    def judge(self, x, y, priority):
        self.rule("0850:バトル結果/攻撃の判定")
        if self.has_info(y, "not_down"):
            self.rule("1600:バトルの結果の操作:ダウンしない", "1500/否定の優先")
            down = False
        elif self.has_info(y, "down"):
            self.rule("1600:バトルの結果の操作:ダウンする")
            down = True
        else:
            down = self.stat(x, "ap") > self.stat(y, "dp")
        if down:
            self.st[y]["down"] = True
        self.event("judge", card=x, against=y, success=down, priority=priority)

    def downs(self):
        self.rule("0850:バトル結果/ダウンの解決")
        for k, c in enumerate((self.b["defender"], self.b["attacker"])):
            self.rule("0850:バトル結果/ダウンの解決#2" if k else "0850:バトル結果/ダウンの解決#1")
            if not self.st[c]["down"] or not self.on_field(c):
                continue
            self.b["downed"][1 - k] = True
            self.event("down", card=c)
            owner = self.place_of(c)[0]
            self.discard(owner, c, "down")
            self.provide("down", False, c, owner)

    def deck_damage(self):
        dp = other(self.b["att_player"])
        self.rule("0850:バトル結果#2", "0850:バトル結果/デッキへのダメージの判定")
        dmg = self.stat(self.b["attacker"], "dmg")
        if self.b["damage_mod"]:
            self.rule("1600:バトルの結果のデッキへのダメージの増減",
                      "1600:バトルの結果のデッキへのダメージの増減~r1")
            dmg += self.b["damage_mod"]
        self.rule("0850:バトル結果#3", "0850:バトル結果/デッキへのダメージ")
        if dmg <= 0:
            self.rule("0850:バトル結果/デッキへのダメージ~n1")
            return
        self.rule("1530:デッキにダメージを与える")
        self.event("damage", player=dp, amount=dmg)
        self.rule("1510:X枚破棄")
        for _ in range(dmg):
            deck = self.zones[(dp, "deck")]
            if not deck:
                break
            self.rule("1510:X枚破棄#1")
            self.discard(self.b["att_player"], deck[0], "damage", damage=True)
            self.rule("1510:X枚破棄#2")

    def battle_result(self):
        self.rule("0850:バトル結果", "0850:バトル結果#1")
        a, d = self.b["attacker"], self.b["defender"]
        self.st[a]["down"] = False
        if d is None:
            self.deck_damage()
            self.rule("0850:バトル結果#4")
        else:
            self.st[d]["down"] = False
            pa, pd = self.has_info(a, "priority"), self.has_info(d, "priority")
            self.rule("0850:バトル結果#5",
                      "0850:バトル結果/攻撃の判定/攻撃キャラクターカードによる攻撃の判定(優先)")
            if pa:
                self.judge(a, d, True)
            self.rule("0850:バトル結果#6",
                      "0850:バトル結果/攻撃の判定/防御キャラクターカードによる攻撃の判定(優先)")
            if pd:
                self.judge(d, a, True)
            self.rule("0850:バトル結果#7",
                      "0850:バトル結果/ダウンの解決/キャラクターカードによるダウンの解決(優先)")
            if (pa and self.st[d]["down"]) or (pd and self.st[a]["down"]):
                self.downs()
            self.rule("0850:バトル結果#8")
            if not any(self.b["downed"]):
                self.rule("0850:バトル結果#9",
                          "0850:バトル結果/攻撃の判定/攻撃キャラクターカードによる攻撃の判定(通常)")
                if not pa:
                    self.judge(a, d, False)
                self.rule("0850:バトル結果#10",
                          "0850:バトル結果/攻撃の判定/防御キャラクターカードによる攻撃の判定(通常)")
                if not pd:
                    self.judge(d, a, False)
                self.rule("0850:バトル結果#11",
                          "0850:バトル結果/ダウンの解決/キャラクターカードによるダウンの解決(通常)")
                if self.st[a]["down"] or self.st[d]["down"]:
                    self.downs()
        self.rule("0850:バトル結果#12")
        self.provide("battle-result", False, None, self.turn_player)
