"""Owns a battle (ch. 8): the attack (8-1) and the autos it makes pending (8-1-3: 「アタックした時」,
「アタックされた時」, 【ブロッカー】), the offense and defense steps with their free timings (8-2,
8-3), the damage step (8-4: combo power added to the attack and guard cards, the comparison,
damage to the leader's player with 【ストライク】 and 【クリティカル】, or the guard card's KO) and
the end of battle (8-5: the additions end, the combo areas go to the drops, 「戦闘終了時」 and
「このカードがコンボした戦闘の終了時」 autos, the battle's durations end).

8-1-6: from the 8-1-4 check point on, when the attack card or the guard card leaves (0 cards),
the battle goes to its end step — after the check point it happens in, or after a check point
held at once when it happens outside one.  The guard card KO'd by 8-4-6-2-1 is the battle's own
result and the damage step goes on (FW-BATTLE-KO-NOT-EFFECT).  Readings: battle damage is dealt
as the check point 8-4-6-1-1 opens (FW-DAMAGE-TIMING); 「8-4-6-1-2-1でダメージを与えた場合」
names 8-4-6-1-1-1 (FW-DANGLING-REF).  The KO autos of the battle's KO become pending at
8-4-6-2-3, its zone-move autos at once.  A card that may not be KO'd in battle (13-17) or may not
leave the battle area (0-2-2: the text before the rules) stays.  An offense, defense or damage
step an effect skips (13-12) does not happen.
"""

from .cards import struck
from .checkpoints import BLOCKER


class BattleBroken(Exception):
    """8-1-6: the attack card or the guard card is gone; the battle goes to 8-5."""


class Fighting:
    def fight(self, attacker, target):
        tp, ntp = self.tp, self.ntp
        self.rule("8-1-2", "8-1-2-1")
        self.battle = {"attack": attacker, "guard": target, "blocked_by": {},
                       "attack_obj": self.obj(attacker), "guard_obj": self.obj(target),
                       "watch": False, "broken": None, "battle_ko": False}
        self.step_name = "attack"
        self.rule("8-1-3")
        self.begin_batch()
        self.moment("attack", obj=self.obj(attacker))
        self.moment("attacked", obj=self.obj(target))
        self.end_batch()
        for c in self.zones[ntp]["battle"]:
            if c != target and "blocker" in self.info(c).keywords:
                self.rule("15-4-2", "15-4-1")
                self.add_pending({"master": ntp, "card": c, "skill": "blocker", "spec": BLOCKER,
                                  "source": self.obj(c), "source_after": self.obj(c),
                                  "trigger": self.obj(target), "trigger_info": None,
                                  "trigger_after": self.obj(target)})
        try:
            self.battle["watch"] = True
            self.checkpoint("8-1-4")
            if self.battle["broken"] and (self.battle.get("invalid") or
                                          not self.current(self.battle["attack_obj"])):
                self.rule("8-1-5-1")      # invalidated, or no attack card left: the attack is void
            self.check_broken()
            self.rule("8-1-5")
            if not self.skipped("offense"):
                self.step_name = "offense"
                self.emit("battle-step", name="offense")
                self.rule("8-2-1", "8-2-2")      # the turn player's free timings (8-2-1)
                self.moment("offense-start")     # 8-2-2: pending, resolved at 8-2-3
                while True:
                    self.checkpoint("8-2-3")
                    self.check_broken()
                    self.rule("8-2-4")
                    r = self.free_timing(tp, "offense")
                    self.check_broken(after_action=True)
                    if r == "pass":
                        break
                self.rule("8-2-4-3-1")
            if not self.skipped("defense"):
                self.step_name = "defense"
                self.emit("battle-step", name="defense")
                self.rule("8-3-1", "8-3-2")      # the non-turn player's free timings (8-3-1)
                self.moment("defense-start")     # 8-3-2: pending, resolved at 8-3-3
                while True:
                    self.checkpoint("8-3-3")
                    self.check_broken()
                    self.rule("8-3-4")
                    r = self.free_timing(ntp, "defense")
                    self.check_broken(after_action=True)
                    if r == "pass":
                        break
                self.rule("8-3-4-3-1")
            if not self.skipped("damage"):
                self.damage_step()
        except BattleBroken:
            self.rule("8-1-6")
        self.battle_end_step()

    def invalidate_attack(self):
        """「アタックが無効になる」: from now on there is no attack or guard card (8-1-2-1), and the
        battle goes to its end step (8-1-5-1 at 8-1-5, else 8-1-6); nothing when there is no
        attack to invalidate."""
        b = self.battle
        if b is None or b.get("invalid") or self.step_name == "battle-end":
            self.rule("0-2-4")
            return False
        self.rule("8-1-2-1")
        b["invalid"] = True
        if b["watch"] and not b["broken"]:
            b["broken"] = "checkpoint" if self.in_checkpoint else "outside"
        return True

    def battle_left(self, cid, old, new):
        """Notes 8-1-6 when the attack or guard card leaves (called by every move)."""
        b = self.battle
        if b is None or not b["watch"] or b["broken"] or old == new:
            return
        for k in ("attack", "guard"):
            if b[k] == cid and b[k + "_obj"] == old:
                if k == "guard" and b["battle_ko"]:
                    continue
                b["broken"] = "checkpoint" if self.in_checkpoint else "outside"

    def check_broken(self, after_action=False):
        b = self.battle
        if b is None or not b["broken"]:
            return
        if after_action and b["broken"] == "outside":
            self.checkpoint("8-1-6")
        raise BattleBroken()

    def block(self, p, cid):
        """15-4-3: the guard card becomes the blocking card; then 15-4-3-1 and 【ブロック時】."""
        self.rule("15-4-3", "15-4-3-1", "1-3-6-3-4")
        self.battle["guard"] = cid
        self.battle["guard_obj"] = self.obj(cid)
        self.battle["blocked_by"][p] = True
        self.emit("guard", card=cid)
        self.begin_batch()
        self.moment("attacked", obj=self.obj(cid), block=True)
        self.moment("block", obj=self.obj(cid))
        self.end_batch()

    def damage_step(self):
        tp, ntp = self.tp, self.ntp
        self.step_name = "damage"
        self.emit("battle-step", name="damage")
        self.rule("8-4-1", "8-4-2")
        self.moment("damage-step-start")  # 8-4-2: pending, resolved at 8-4-3
        self.checkpoint("8-4-3")
        self.check_broken()
        att, grd = self.battle["attack"], self.battle["guard"]
        self.rule("8-4-4", "8-4-5")
        self.adds[att] = self.adds.get(att, 0) + sum(self.combo_power(c) or 0
                                                     for c in self.zones[tp]["combo"])
        self.adds[grd] = self.adds.get(grd, 0) + sum(self.combo_power(c) or 0
                                                     for c in self.zones[ntp]["combo"])
        self.changed()
        pa, pg = self.info(att).power, self.info(grd).power
        self.rule("8-4-6")
        self.emit("compare", attack=pa, guard=pg)
        if pa >= pg:
            if self.card(grd).type == "leader":
                self.rule("8-4-6-1", "8-4-6-1-1", "8-4-6-1-1-1", "5-8-1", "16-3-3-1", "16-3-3")
                dealt = []

                def deal():
                    kws = self.info(att).keywords
                    amount = struck(1, self.card(att), kws)
                    if amount != 1:
                        self.rule("15-6-2", "15-6-1")
                        if "double-strike" in kws:
                            self.rule("15-6-2-1")
                        if "triple-strike" in kws:
                            self.rule("15-6-2-2")
                    before = len(self.pending_damage)
                    if "critical" in kws:
                        self.rule("15-5-1")
                    self.deal_damage(ntp, amount, att, battle=True,
                                     critical="critical" in kws)
                    if len(self.pending_damage) > before:
                        dealt.append(amount)
                    else:
                        # 5-8-2: the damage the attack card deals is damage the player
                        # receives, so that player's 「ダメージを受ける」 replacement took it
                        self.rule("5-8-2")
                self.checkpoint("8-4-6-1-1", inside=deal)
                self.check_broken()
                self.rule("8-4-6-1-2")
                if dealt:
                    self.moment("damage-dealt", obj=self.obj(att))
            else:
                self.rule("8-4-6-2")
                self.battle_ko(grd)
                self.checkpoint("8-4-6-2-2")
                self.check_broken()
                self.rule("8-4-6-2-3")
                kos = self.battle.pop("kos", [])
                if kos:
                    self.begin_batch()
                    for ev in kos:
                        self.trig(ev)
                    self.end_batch()
        self.rule("8-4-7")
        self.moment("damage-step-end")
        self.checkpoint("8-4-8")
        self.check_broken()
        self.rule("8-4-9")

    def battle_ko(self, grd):
        """8-4-6-2-1: the guard card is KO'd, unless 13-17 or a prohibition keeps it, or a
        replacement applies."""
        info = self.info(grd)
        if "ko-in-battle" in info.forbids:
            self.rule("13-17-1", "13-17-1-1")
            return
        if "leave" in info.forbids:
            self.rule("0-2-2", "0-2-5")
            return
        if self.replaced_leave(grd, "ko"):
            return
        self.rule("8-4-6-2-1", "5-10-1", "14-9-2", "14-9-1", "3-4-4")
        self.battle["battle_ko"] = True
        self.deferred_ko = []
        self.emit("ko", card=grd)
        self.emit("rule", process="14-9", card=grd)
        self.begin_batch()
        self.move(grd, "drop", "ko")
        self.battle["kos"], self.deferred_ko = self.deferred_ko, None
        self.end_batch()
        self.check_defeat()

    def battle_end_step(self):
        self.step_name = "battle-end"
        self.emit("battle-step", name="battle-end")
        self.checkpoint("8-5-1")
        self.rule("8-5-2")
        self.adds = {}
        self.changed()
        self.checkpoint("8-5-3")
        combo = [c for p in self.tp_first() for c in self.zones[p]["combo"]]
        if combo:
            self.rule("8-5-4")
            if any(self.owner[c] != self.player_of(c) for c in combo):
                self.rule("0-3-3", "0-3-3-1")   # each to its owner's drop, not its master's
            self.begin_batch()
            self.to_drops([(c, "battle-end") for c in combo])
            self.end_batch()
        self.rule("8-5-5")
        self.begin_batch()
        self.moment("battle-end")
        for c in combo:
            if self.zone_of(c) == "drop":
                self.rule("8-5-6-1")
                self.moment("combo-battle-end", obj=self.obj(c))
        self.end_batch()
        self.checkpoint("8-5-6")
        # 8-1-2-2: 「戦闘中」 lasts from the attack (8-1-2) to the battle's end (8-5-9): the
        # battle's durations end here, after 8-5-6's autos have seen them
        self.rule("8-5-7", "8-5-8", "8-1-2-2")
        self.end_effects("battle", self.tp, "8-5-7")
        self.end_effects("battle", self.ntp, "8-5-8")
        self.rule("8-5-9")
        self.battle = None
        self.step_name = None
