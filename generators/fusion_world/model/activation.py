"""Owns the declaration of 【起動】 skills at a free timing (`{"do": "activate"}`): a card's
【起動】 (9-4), the use of an extra card from the hand (12-2-2), 【フィールド】 (15-3,
FW-FIELD-VIA-DROP), 【覚醒】 (15-2, with the flip of 14-7) and 【進化】 / 【フュージョン進化】 (15-12,
14-5, 16-2), with the rejections the vocabulary lists in its order: the timing (1-3-4-1-x), the
skill invalid where the card is (1-3-7; 15-12-3 / 15-12-10 for an evolve, whose skill is declared
from the hand only), once per turn (15-7-5), the skill cost (1-4-6) or the card cost
(5-3-3 / 5-3-1), evolve's chosen cards (15-12-4 / 15-12-11), awaken's condition (15-2-3); and the
`activate` entries of `query legal`.
"""

from common.script import CaseError

from . import payment
from .effects import Ctx

TIMING_OF = {"evolve": "main", "fusion-evolve": "main", "awaken": "main/battle"}


class Activation:
    def skill_at(self, cid, s):
        if s == "field":
            if "field" not in self.info(cid).keywords:
                raise CaseError("step %d: %s has no 【フィールド】" % (self.step, cid))
            return {"kind": "activate", "timing": "main", "effect": [], "field": True}
        skills = self.skills_of(cid)
        if not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < len(skills):
            raise CaseError("step %d: %s has no skill %r" % (self.step, cid, s))
        skill = skills[s]
        if skill["kind"] not in ("activate", "evolve", "fusion-evolve", "awaken"):
            raise CaseError("step %d: skill %r of %s is not declared" % (self.step, s, cid))
        return skill

    def timing_problem(self, skill, p, where):
        if skill["kind"] in TIMING_OF or skill.get("field"):
            # 15-1-1: a keyword skill has the timing of its category (15-12-1 【起動 メイン】,
            # 15-2-1 【起動 メイン/戦闘中】, 15-3-1 【起動 メイン】)
            self.rule("15-1-1", {"evolve": "15-12-1", "fusion-evolve": "15-12-1",
                                 "awaken": "15-2-1"}.get(skill["kind"], "15-3-1"))
        timing = TIMING_OF.get(skill["kind"], skill.get("timing"))
        if timing == "main" and where != "main":
            return "1-3-4-1-1"
        if timing == "battle" and where == "main":
            return "1-3-4-1-2" if p == self.tp else "1-3-4-1-3"
        return None

    def timing_rules(self, skill, p, where):
        timing = TIMING_OF.get(skill["kind"], skill.get("timing"))
        self.rule("1-3-4-1", "9-4-1", "9-4-2", "1-3-4", "4-1-2", "4-1-2-1")
        if where == "main":
            self.rule("1-3-4-1-1", "7-3-4-2", "7-3-4-2-1")
        elif where == "offense":
            self.rule("1-3-4-1-2", "8-2-4-2", "8-2-4-2-1")
        else:
            self.rule("1-3-4-1-3", "8-3-4-2", "8-3-4-2-1")
        return timing

    def is_extra_use(self, cid, skill):
        return self.card(cid).type == "extra" and self.zone_of(cid) == "hand"

    def activate_problem(self, p, where, cid, s, skill, entry):
        """(rule, reason) of the first rule forbidding the declaration, or None."""
        kind = skill["kind"]
        if "condition" in skill and kind != "awaken" and \
                not self.condition(skill["condition"], p, self.obj(cid)):
            self.rule("9-1-3")
            return ("9-1-3", "the skill's condition does not hold")
        if cid in self.under_of:
            self.rule("16-2-2", "9-1-2")
            return ("1-3-7", "%s is under another card: its skills are invalid" % cid)
        if self.player_of(cid) != p:
            return ("1-3-7", "%s is not a card of %s where its skill is valid" % (cid, p))
        rule = self.timing_problem(skill, p, where)
        if rule:
            return (rule, "the timing does not allow this skill")
        if kind in ("evolve", "fusion-evolve"):
            if self.zone_of(cid) != "hand":
                return ("15-12-3" if kind == "evolve" else "15-12-10",
                        "%s is not in the hand" % cid)
        elif skill.get("field"):
            if self.zone_of(cid) != "hand":
                return ("1-3-7", "【フィールド】 is used from the hand")
        else:
            if self.zone_of(cid) != self.skill_zone(cid, skill):
                return ("1-3-7", "the skill is not valid where %s is" % cid)
        if self.negated(self.obj(cid), None if skill.get("field") else skill):
            return ("9-1-2", "an effect has negated the skill")
        if kind not in ("evolve", "fusion-evolve") and not skill.get("field"):
            if not self.skill_valid(cid, skill, check_condition=False):
                if "during" in skill and self.zone_of(cid) == self.skill_zone(cid, skill):
                    return ("15-9-3" if skill["during"] == "your-turn" else "15-10-3",
                            "not in this turn")
                return ("1-3-7", "the skill is not valid where %s is" % cid)
        if skill.get("once_per_turn"):
            self.rule("15-1-2", "15-7-1")   # a keyword limiting the skill it is attached to
            if (self.obj(cid), s) in self.used:
                return ("15-7-5", "once per turn, already resolved")
        parts = skill.get("cost", [])
        if not self.cost_payable(parts, p, cid, used=self.is_extra_use(cid, skill)):
            return ("1-4-6", "the skill cost cannot be paid")
        if entry is not None and self.energy_problem(parts, entry.get("skill_pay", []), p):
            return ("1-4-6", self.energy_problem(parts, entry.get("skill_pay", []), p))
        if self.is_extra_use(cid, skill):
            info = self.info(cid)
            if not payment.exists(info, *self.energy_args(p)):
                return ("5-3-3", "no payment of %s's cost exists" % cid)
            if entry is not None:
                why = payment.problem(info, entry.get("pay", []), *self.energy_args(p))
                if why:
                    return ("5-3-1", why)
            if self.has_energy_part(parts) and \
                    not payment.exists(self.combined_cost(cid, parts), *self.energy_args(p)):
                # each payable alone, not both: the card's cost is paid first (12-2-2-2), and
                # what it uses is not there for the skill cost (1-4-6, FW-COST-PART-WAY)
                self.rule("12-2-2-3")
                return ("1-4-6", "the skill cost cannot be paid beside the card's cost")
            both = [c for c in (entry or {}).get("skill_pay", []) if c != "marker" and
                    c in entry.get("pay", [])]
            if both and parts:
                # rested for the card's cost, it is not there for the skill cost (1-4-6)
                return ("1-4-6", "%s pays both the cost and the skill cost" % both[0])
            named = sum(x == "marker" for x in (entry or {}).get("pay", []) +
                        (entry or {}).get("skill_pay", []))
            if parts and named > self.markers[p]:
                # a marker removed for the card's cost is not there for the skill cost (1-11-2)
                return ("1-4-6", "more markers named than the energy area holds")
        if kind in ("evolve", "fusion-evolve"):
            return self.evolve_problem(p, cid, skill, entry)
        if kind == "awaken":
            self.rule("15-2-3", "15-2-1")
            if not self.condition(skill["condition"], p, self.obj(cid)):
                return ("15-2-3", "the condition of 【覚醒】 does not hold")
        return None

    def onto_candidates(self, p, skill):
        """The battle cards 15-12-4 / 15-12-11 let the player choose: those in its battle area,
        and with 15-12-4-1 / 15-12-11-1 (`from`) those in the further zones of its own named."""
        mine = [c for c in self.zones[p]["battle"] if self.card(c).type == "battle"]
        for z in skill.get("from", []):
            self.rule("15-12-4-1" if skill["kind"] == "evolve" else "15-12-11-1")
            mine += [c for c in self.zones[p][z] if self.card(c).type == "battle"]
        return mine

    def evolve_problem(self, p, cid, skill, entry):
        rule = "15-12-4" if skill["kind"] == "evolve" else "15-12-11"
        filters = [skill["onto"]] if skill["kind"] == "evolve" else skill["onto"]
        mine = [c for c in self.onto_candidates(p, skill) if c != cid]
        if entry is None:
            if self.onto_assignment(filters, mine, p, cid, any_subset=True):
                return None
            return (rule, "no battle card meets the condition")
        onto = entry["onto"]
        if len(set(onto)) != len(onto) or any(c not in mine for c in onto):
            return (rule, "the chosen cards are not %d of %s's battle cards" % (len(filters), p))
        if not self.onto_assignment(filters, onto, p, cid):
            return (rule, "the chosen cards do not meet the condition")
        return None

    def onto_assignment(self, filters, cards, p, cid, any_subset=False):
        src = self.obj(cid)
        if len(filters) == 1:
            return any(self.matches(c, filters[0], p, src) for c in cards)
        for a in cards:
            for b in cards:
                if a != b and self.matches(a, filters[0], p, src) and \
                        self.matches(b, filters[1], p, src):
                    return True
        return False

    def check_onto(self, entry, need):
        """The cards are chosen with the declaration (15-12-4, 15-12-11): the action names them,
        exactly as many as the skill lands on; anything else is a malformed action."""
        onto = entry.get("onto")
        where = "$.script[%d].onto" % self.step
        if not isinstance(onto, list) or len(onto) != need:
            raise CaseError("step %d: \"onto\" must list %d battle card%s" % (
                self.step, need, "" if need == 1 else "s"), where)
        for i, c in enumerate(onto):
            if c not in self.cards:
                raise CaseError("step %d: unknown card %r" % (self.step, c), "%s[%d]" % (where, i))

    # ---- the action ------------------------------------------------------------------------------
    def do_activate(self, entry, p, where):
        cid, s = entry.get("card"), entry.get("skill")
        if cid not in self.cards:
            raise CaseError("step %d: unknown card %r" % (self.step, cid))
        skill = self.skill_at(cid, s)
        if skill["kind"] in ("evolve", "fusion-evolve"):
            self.check_onto(entry, 1 if skill["kind"] == "evolve" else 2)
        elif "onto" in entry:
            raise CaseError("step %d: \"onto\" belongs to 【進化】 and 【フュージョン進化】" % self.step,
                            "$.script[%d].onto" % self.step)
        why = self.activate_problem(p, where, cid, s, skill, entry)
        if why:
            return self.reject(*why)
        self.timing_rules(skill, p, where)
        self.rule("0-3-4-2")
        declared = self.obj(cid)
        declared_zone = self.zone_of(cid)
        if skill.get("field"):
            return self.use_field(cid, p, entry)
        if skill["kind"] in ("evolve", "fusion-evolve"):
            return self.evolve(cid, s, skill, p, entry)
        if self.is_extra_use(cid, skill):
            self.rule("12-2-2", "12-2-2-1", "12-2-2-2", "5-4-1", "5-4-1-2", "12-1-1", "3-4-1",
                      "12-2-1",
                      "7-3-4-2" if where == "main" else "9-4-1")
            self.emit("reveal", player=p, cards=[cid])
            info = self.info(cid)
            self.rule("5-3-1", "1-2-2", "1-2-1")
            if info.specified:
                self.rule("1-2-3")
            if not entry.get("pay"):
                self.rule("5-3-2")
            use = {"kind": "use", "obj": self.obj(cid), "info": info.copy(), "player": p}
            self.pay(p, entry.get("pay", []))
            self.begin_batch()
            self.move(cid, "drop", "pay")
            self.trig(use)
            self.end_batch()
            if skill.get("cost"):
                self.rule("12-2-2-3")
            else:
                self.rule("12-2-2-3-1")
            if not self.pay_skill_cost(skill.get("cost"), p, cid, entry.get("skill_pay", [])):
                self.rule("1-2-6", "12-3-1")   # the use fails; the card stays in the drop
                self.emit("fail", card=cid, skill=s)
                return "done"
            self.rule("12-2-2-4", "12-2-2-5")
        else:
            if self.card(cid).type == "extra":
                if self.zone_of(cid) == "battle" and "field" in self.info(cid).keywords:
                    self.rule("15-3-3")
                self.rule("12-2-1", "12-2-3", "12-2-3-1", "12-2-3-2", "12-2-3-4", "12-2-3-5",
                          "12-2-3-3" if skill.get("cost") else "12-2-3-3-1")
            if self.zone_of(cid) == "hand":
                self.rule("9-4-2")
                self.emit("reveal", player=p, cards=[cid])
            if skill.get("cost"):
                self.rule("9-4-2-1")
            else:
                self.rule("9-4-2-1-1")
            if not self.pay_skill_cost(skill.get("cost"), p, cid, entry.get("skill_pay", [])):
                self.emit("fail", card=cid, skill=s)
                return "done"
            self.rule("9-4-3", "9-4-4")
        src = declared if self.current(declared) else self.obj(cid)
        after = None
        if declared_zone == "battle" and not self.current(declared):
            # put out of the battle area by its own cost (「このカードをドロップに置く」):
            # 「このカード」 is the card of the area the skill is used in (13-1-6), its information
            # as it last was there (9-10-1); an instruction on it reaches it where it went
            src, after = declared, self.obj(cid)
        if skill.get("once_per_turn"):
            self.rule("15-7-2", "15-7-3", "15-7-1")
            self.used.add((declared, s))
        self.emit("activate", card=cid, skill=s)
        ctx = Ctx(p, src, s, source_after=after)
        self.perform(skill["effect"], ctx)
        if skill["kind"] == "awaken":
            self.flip(cid)
        return "done"

    def flip(self, cid):
        """14-7: the leader turns to its other face, keeping its orientation and the continuous
        effects that modify its power; the others are ignored (14-7-2-1)."""
        self.rule("15-2-2", "14-7-1", "14-7-2", "10-1-3", "10-1-3-1")
        o = self.obj(cid)
        for e in self.effects:
            if e["targets"] and o in e["targets"] and e["kind"] not in ("power", "set_power"):
                self.rule("14-7-2-1")
                e["dropped"].add(o)
        self.face[cid] = "back" if self.face.get(cid, "front") == "front" else "front"
        self.emit("flip", card=cid, face=self.face[cid])

    def use_field(self, cid, p, entry):
        """12-2-2 with 【フィールド】 (15-3-2, 5-5-4; FW-FIELD-VIA-DROP)."""
        self.rule("7-3-4-2", "7-3-4-2-1", "12-2-2", "12-2-2-1", "12-2-2-2", "5-4-1-2",
                  "12-2-2-4", "12-2-2-5", "15-3-1", "15-3-2", "5-5-4", "3-6-3", "5-4-1")
        self.emit("reveal", player=p, cards=[cid])
        use = {"kind": "use", "obj": self.obj(cid), "info": self.info(cid).copy(), "player": p}
        self.pay(p, entry.get("pay", []))
        self.begin_batch()
        self.move(cid, "drop", "pay")
        self.trig(use)
        self.end_batch()
        self.emit("activate", card=cid, skill="field")
        others = [c for c in self.zones[p]["battle"] if "field" in self.info(c).keywords and
                  self.card(c).type == "extra"]
        if others:
            # a rule of the keyword, not an instruction of the skill's effect: cause `rule`
            # (FW-FIELD-VIA-DROP)
            self.rule("15-3-4")
            self.begin_batch()
            self.to_drops([(c, "rule") for c in others])
            self.end_batch()
        self.begin_batch()                 # the one exception to `enter` before its `move`
        self.move(cid, "battle", "effect")
        self.emit("enter", card=cid, how="field")
        self.end_batch()
        return "done"

    def onto_still_holds(self, p, cid, skill, onto):
        """15-12-5-1 / 15-12-12-1: as the effect resolves, the chosen cards are still where they
        were chosen and still meet 15-12-4 / 15-12-11's condition."""
        filters = [skill["onto"]] if skill["kind"] == "evolve" else skill["onto"]
        where = self.onto_candidates(p, skill)
        return all(b in where for b in onto) and self.onto_assignment(filters, onto, p, cid)

    def evolve_failed(self, cid, s, fusion):
        """The skill fails (a `fail` event); the card, which neither entered nor left its zone,
        goes to the drop (15-12-6 / 15-12-13, 5-5-5)."""
        self.emit("fail", card=cid, skill=s)
        self.failed_to_drop(cid, "15-12-13" if fusion else "15-12-6", "5-5-5")
        return "done"

    def evolve(self, cid, s, skill, p, entry):
        """15-12-5 / 15-12-12: the card goes on top of the chosen card(s), an entry by a skill
        (15-12-7), inheriting orientation (【進化】 only), the continuous effects that modify
        power and 【気】 (14-5-2, 14-5-2-1; FW-FUSION-INHERIT); the cards under it are one card
        with it and their skills are invalid (16-2-2)."""
        fusion = skill["kind"] == "fusion-evolve"
        onto = list(entry["onto"])
        self.rule("15-12-1", "15-12-4" if not fusion else "15-12-11",
                  "15-12-3" if not fusion else "15-12-10", "9-4-2")
        self.emit("reveal", player=p, cards=[cid])
        if not self.pay_skill_cost(skill.get("cost"), p, cid, entry.get("skill_pay", [])):
            return self.evolve_failed(cid, s, fusion)
        self.emit("activate", card=cid, skill=s)
        if not self.onto_still_holds(p, cid, skill, onto):
            self.rule("15-12-12-1" if fusion else "15-12-5-1")
            return self.evolve_failed(cid, s, fusion)
        if fusion:
            self.rule("15-12-12")
            order = self.choose("fusion-order", p, lambda v: isinstance(v, list) and
                                sorted(v) == sorted(onto) and len(v) == 2)
        else:
            self.rule("15-12-5")
            order = onto
        outside = [b for b in order if self.zone_of(b) != "battle"]
        for b in outside:
            # 15-12-4-1-1 / 15-12-11-1-1: a card chosen from another zone is moved to the battle
            # area first; that move makes no zone-move auto pending
            self.rule("15-12-4-1-1" if not fusion else "15-12-11-1-1")
            self.move(b, "battle", "effect", silent=True)
        stack, ki, rested, objs = [], 0, False, []
        if any(self.under.get(b) for b in order[:-1]):
            self.rule("16-2-4")         # the lower card goes under the upper one's cards
        if any(self.under.get(b) for b in order):
            self.rule("16-2-2-1")       # the cards already stacked keep their order
        for b in order:
            objs.append(self.obj(b))
            stack += [b] + self.under.pop(b, [])
            ki += self.ki.pop(b, 0)
            rested = rested or b in self.rested
        for b in order:
            self.zones[p]["battle"].remove(b)
            self.rested.discard(b)
            self.inc[b] += 1            # no longer a card of its own (FW-UNDER-NEW-CARD)
        for u in stack:
            self.under_of[u] = cid
            self.loc[u] = (p, "battle")
        self.under[cid] = stack
        self.rule("14-5-1", "14-5-2", "16-2-1", "16-2-2", "16-2-2-2",
                  "15-12-14" if fusion else "15-12-7")
        if len(stack) > len(order):
            self.rule("16-2-3")
        self.rule("15-12-9-1" if fusion else "15-12-2-1")   # 「(フュージョン)進化した」
        self.emit("enter", card=cid, how="fusion-evolve" if fusion else "evolve")
        # its move's autos are looked at once it is on top of the stack, after the rule process
        # 14-5 put it there (the vocabulary: `enter`, `move`, `rule` 14-5, then the `pending`)
        self.begin_batch()
        self.move(cid, "battle", "effect")
        new = self.obj(cid)
        if ki:
            self.ki[cid] = ki
        for e in self.effects:
            if e["targets"] and any(o in e["targets"] for o in objs):
                if e["kind"] in ("power", "set_power"):
                    e["targets"].append(new)
                else:
                    self.rule("14-5-2-1")
        if rested and not fusion:
            # 14-5-2: placed in the orientation it inherits, it is not made rested: no `rest`
            # event, no 「レストになった時」 (FW-EVOLVE-ORIENTATION)
            self.rested.add(cid)
        if self.battle is not None:
            for k in ("attack", "guard"):
                if self.battle[k] in order:
                    self.rule("8-1-6-1")
                    self.battle[k] = cid
                    self.battle[k + "_obj"] = new
        self.emit("rule", process="14-5", card=cid)
        self.end_batch()
        for o in objs:                  # 「このカードの上にカードが登場した時」 (16-2-2-4)
            self.moment("covered", obj=o)
        self.changed()
        return "done"

    # ---- query legal -----------------------------------------------------------------------------
    def activatable(self, p, where):
        out = []
        # every zone of the player: a skill may say it is valid in any of them (1-3-7), the
        # deck, the life area and the combo area included
        cards = [self.leader[p]] + self.zones[p]["battle"] + self.zones[p]["hand"] + \
            self.zones[p]["drop"] + self.zones[p]["energy"] + self.zones[p]["deck"] + \
            self.zones[p]["life"] + self.zones[p]["combo"]
        for cid in cards:
            if cid is None:
                continue
            if self.card(cid).type == "extra" and "field" in self.info(cid).keywords and \
                    self.zone_of(cid) == "hand":
                skill = self.skill_at(cid, "field")
                if self.activate_problem(p, where, cid, "field", skill, None) is None:
                    out.append({"do": "activate", "card": cid, "skill": "field"})
            for s, skill in enumerate(self.skills_of(cid)):
                if skill["kind"] not in ("activate", "evolve", "fusion-evolve", "awaken"):
                    continue
                why = self.activate_problem(p, where, cid, s, skill, None)
                if why is None:
                    out.append({"do": "activate", "card": cid, "skill": s})
                else:
                    self.rule(why[0])
        return out
