"""Owns trigger conditions (0-3-6, 9-6-2, 1-3-6-3) and delayed effects (1-5-2-1-1): what the
events of the game make pending.

Events that happen at once (one instruction moving several cards, 8-5-4, 0-2-10) form one batch:
an auto whose condition the batch meets several times becomes pending once (9-6-2-1); events one
after another each make it pending (9-6-2, FW-PENDING-COUNT).  An auto is tested for validity
when its condition is met (FW-AUTO-AFTER-MOVE): a skill triggered by its card leaving a zone is
valid or not in the zone it left (9-6-7-2), one triggered by an entry in the zone it entered
(9-6-7-3).  The information of the card a zone-move auto reads follows 9-6-7-1: a move between a
public and a hidden zone, or out of the battle area, reads the card as it was in the public
zone / the battle area; other moves between public zones read it after the move.  A state
trigger (9-6-8) becomes pending when its condition becomes true, and again after it resolved if
the condition still holds (9-6-8-1).  「ターン終了時」 autos already pending this turn do not
become pending again at 7-4-2.
"""

from .table import HIDDEN

PUBLIC = ("drop", "leader", "battle", "combo", "energy", "removed")


class Triggers:
    def init_triggers(self):
        self.batches = []
        self.delayed = []
        self.skips = []
        self.turn_end_pended = set()
        self.state_armed = {}
        self.deferred_ko = None
        self.in_checkpoint = 0

    # ---- batches -----------------------------------------------------------------------------
    def begin_batch(self):
        self.batches.append([])

    def end_batch(self):
        evs = self.batches.pop()
        if self.batches:
            self.batches[-1].extend(evs)
        elif evs:
            self.fire(evs)

    def trig(self, ev):
        if self.batches:
            self.batches[-1].append(ev)
        else:
            self.fire([ev])

    def moved(self, cid, old, frm, to, before, cause):
        """Called by every move: the zone-move trigger events (9-6-7), 【登場時】 (9-6-7-3) and
        the KO (5-10)."""
        new = self.obj(cid)
        self.battle_left(cid, old, new)
        ev = {"kind": "move", "card": cid, "old": old, "new": new, "from": frm, "to": to,
              "before": before}
        self.trig(ev)
        if cause == "ko":
            kev = {"kind": "ko", "card": cid, "old": old, "new": new, "from": frm,
                   "before": before}
            if self.deferred_ko is not None:
                self.deferred_ko.append(kev)
            else:
                self.trig(kev)
        if to[1] == "battle" and frm[1] != "battle":
            self.rule("9-6-7-3")
            self.trig({"kind": "enter", "card": cid, "new": new, "to": to})

    # ---- firing ---------------------------------------------------------------------------------
    def skills_at(self, cid, o):
        own = list(self.printed(cid).skills)
        granted = []
        for e in self.effects:
            if e["kind"] == "grant" and e["targets"] and o in e["targets"] and \
                    o not in e["dropped"]:
                granted.append(e["value"])
        return own + granted

    def valid_at(self, cid, skill, zone, master, o):
        if zone != self.skill_zone(cid, skill):
            return False
        if self.negated(o, skill):
            return False                   # 9-1-2; a zone-move auto negated where it was, 9-6-7-2
        if o == self.obj(cid) and cid in self.under_of and skill["trigger"]["on"] != "covered":
            return False
        if not self.during_ok(skill, master):
            return False
        if "condition" in skill:
            if not self.condition(skill["condition"], master, o):
                return False
        return True

    def fire(self, evs):
        sources = []
        for cid in self.on_table():
            sources.append((cid, self.obj(cid), self.zone_of(cid), self.player_of(cid)))
        for ev in evs:
            if ev["kind"] == "covered":      # a card now under another (16-2-2-4)
                cid = ev["obj"][0]
                sources.append((cid, ev["obj"], self.loc[cid][1], self.player_of(cid)))  # 16-2-2-2
            if ev["kind"] in ("move", "ko") and ev["old"] != ev["new"] and \
                    ev["from"][1] not in ("under",):
                src = (ev["card"], ev["old"], ev["from"][1], ev["from"][0])
                if src not in sources:
                    sources.append(src)
        made = []
        for cid, o, zone, master in sources:
            for idx, s in enumerate(self.skills_at(cid, o)):
                if s["kind"] != "auto" or s["trigger"]["on"] == "state":
                    continue
                if not self.valid_at(cid, s, zone, master, o):
                    if o != self.obj(cid) and s["trigger"]["on"] in ("move", "ko") and \
                            zone == self.skill_zone(cid, s) and \
                            any(ev["kind"] in ("move", "ko") and ev["old"] == o for ev in evs):
                        # its card left a zone where the skill was valid by its zone but not
                        # otherwise (its condition, its turn): it does not trigger (9-6-7-2)
                        self.rule("9-6-7-2")
                    continue
                for ev in evs:
                    hit = self.trigger_hits(s["trigger"], o, master, ev)
                    if hit is None:
                        continue
                    if ev["kind"] == "turn-end":
                        if (o, idx) in self.turn_end_pended:
                            break
                        self.turn_end_pended.add((o, idx))
                    if any(ev2 is not ev for ev2 in evs if self.trigger_hits(
                            s["trigger"], o, master, ev2) is not None):
                        self.rule("9-6-2-1")
                    made.append({"master": master, "card": cid, "skill": idx, "spec": s,
                                 "source": o, "source_after": self.obj(cid),
                                 "trigger": hit[0], "trigger_info": hit[1],
                                 "trigger_after": hit[2]})
                    break
        for d in self.delayed:
            if d["ready"] is not None:
                continue
            for ev in evs:
                hit = self.trigger_hits(d["trigger"], d["source"], d["master"], ev)
                if hit is not None:
                    d["ready"] = hit
                    break
        for rec in made:
            self.add_pending(rec)

    def add_pending(self, rec):
        self.rule("9-6-2", "0-3-6", "0-3-7", "0-3-4-4")
        self.rule("1-3-6-5" if self.in_checkpoint else "1-3-6-4")
        self.pending.append(rec)
        self.emit("pending", card=rec["card"], skill=rec["skill"])

    def spec_has(self, spec, cid, player, info, master):
        if info.zone not in self.spec_zones(spec):
            return False
        if player not in self.players_of(spec.get("who", "any"), master):
            return False
        return self.info_matches(info, spec.get("filter"), master, None)

    def move_info(self, ev):
        """9-6-7-1: (object, information) a zone-move auto reads."""
        f, t = ev["from"][1], ev["to"][1] if ev["to"] != "removed" else "removed"
        if f in PUBLIC and (t in HIDDEN or f == "battle" or t == "removed"):
            if f == "battle":
                self.rule("9-6-7-1-2")
            else:
                self.rule("9-6-7-1-1")
            return ev["old"], ev["before"]
        if f in HIDDEN and t in PUBLIC:
            self.rule("9-6-7-1-1")
        elif f in PUBLIC and t in PUBLIC:
            self.rule("9-6-7-1-3")
        return ev["new"], None

    def trigger_hits(self, t, o, master, ev):
        """(trigger object, its information or None, the object after) when `ev` meets the
        trigger condition `t` of a skill of object `o` whose master is `master`."""
        on, k = t["on"], ev["kind"]
        if on in ("turn-start", "charge-start", "main-start", "main-end", "turn-end",
                  "offense-start", "defense-start", "damage-step-start", "battle-end",
                  "damage-step-end"):
            if k != on:
                return None
            whose = t.get("whose", "any")
            if whose == "your" and master != self.turn_player:
                return None
            if whose == "opponent" and master == self.turn_player:
                return None
            if on == "turn-end" and whose != "any":
                self.rule("1-3-6-3-5" if whose == "your" else "1-3-6-3-6")
            return (None, None, None)
        if on == "enter" and k == "enter":
            if "of" in t:
                info = self.info_of(ev["new"])
                if (t["of"].get("filter") or {}).keys() & {"power_min", "power_max",
                                                           "cost_min", "cost_max"}:
                    self.rule("9-8-3", "9-8-3-1")
                if not self.spec_has(t["of"], ev["card"], ev["to"][0], info, master):
                    return None
            elif ev["new"] != o:
                return None
            else:
                self.rule("1-3-6-3-1")
            return (ev["new"], None, ev["new"])
        if on in ("attack", "attacked") and k == on:
            x = ev["obj"]
            if "of" in t and ev.get("block"):
                # 15-4-3-1 makes only the blocking card's own autos pending: this changed guard
                # card makes no other 「アタックされた時」 auto pending (8-1-6-2, FW-BLOCKER-ATTACKED)
                self.rule("8-1-6-2")
                return None
            if "of" in t:
                info = self.info_of(x)
                if not self.spec_has(t["of"], x[0], self.player_of(x[0]), info, master):
                    return None
            elif x != o:
                return None
            elif on == "attack":
                self.rule("1-3-6-3-2")
            return (x, None, x)
        if on == "ko" and k == "ko":
            if "of" in t:
                self.rule("9-6-7-1-2")      # the card as it was in the battle area it left
                if not self.spec_has(t["of"], ev["card"], ev["from"][0], ev["before"], master):
                    return None
            elif ev["old"] != o:
                return None
            else:
                self.rule("1-3-6-3-3")
            return (ev["old"], ev["before"], ev["new"])
        if on in ("rest", "stand") and k == on:
            # 「レスト(アクティブ)になった時」: the card's orientation changed (0-2-4-1: only a
            # change meets it); with `of`, any matching card
            x = ev["obj"]
            if "of" in t:
                if not self.spec_has(t["of"], x[0], self.player_of(x[0]), self.info_of(x),
                                     master):
                    return None
            elif x != o:
                return None
            return (x, None, x)
        if on == "covered" and k == on:
            if ev["obj"] != o:
                return None
            self.rule("16-2-2-4")           # valid under the card; its master the stack's
            return (o, None, o)
        if on in ("block", "damage-dealt", "combo-battle-end", "placed-in-leader-area") and \
                k == on:
            if ev["obj"] != o:
                return None
            if on == "block":
                self.rule("1-3-6-3-4")
            return (o, None, o)
        if on == "move" and k == "move":
            f, to = ev["from"], ev["to"]
            tz = "removed" if to == "removed" else to[1]
            self.rule("9-6-7")
            if tz == "removed":
                self.rule("13-9-4")
            if "from" in t and t["from"] != f[1]:
                return None
            if "to" in t and t["to"] != tz:
                return None
            who = self.players_of(t.get("who", "any"), master)
            if "to" in t and tz != "removed" and to[0] not in who:
                return None
            if "from" in t and f[0] not in who:
                return None
            if "from" not in t and "to" not in t and f[0] not in who and \
                    (tz == "removed" or to[0] not in who):
                return None
            obj, info = self.move_info(ev)
            if "filter" in t:
                self.rule("9-6-7-1")
                if not self.info_matches(info or self.info_of(obj), t["filter"], master, None):
                    return None
            return (obj, info, ev["new"])
        if on == "use" and k == "use":
            if ev["player"] not in self.players_of(t.get("who", "any"), master):
                return None
            if "filter" in t and not self.info_matches(ev["info"], t["filter"], master, None):
                return None
            return (ev["obj"], ev["info"], ev["obj"])
        return None

    # ---- named moments ---------------------------------------------------------------------------
    def moment(self, name, **fields):
        ev = {"kind": name}
        ev.update(fields)
        self.trig(ev)

    def scan_states(self):
        """9-6-8: state triggers of valid autos."""
        found = []
        for cid in self.on_table():
            o = self.obj(cid)
            for idx, s in enumerate(self.skills_at(cid, o)):
                if s["kind"] != "auto" or s["trigger"]["on"] != "state":
                    continue
                key = (o, idx)
                master = self.player_of(cid)
                holds = self.valid_at(cid, s, self.zone_of(cid), master, o) and \
                    self.condition(s["trigger"]["condition"], master, o)
                if not holds:
                    self.state_armed[key] = True
                    continue
                if not self.state_armed.get(key, True):
                    continue
                if any(p["source"] == o and p["skill"] == idx for p in self.pending):
                    continue
                self.rule("9-6-8", "9-6-8-1")
                self.state_armed[key] = False
                found.append({"master": master, "card": cid, "skill": idx, "spec": s,
                              "source": o, "source_after": o, "trigger": None,
                              "trigger_info": None, "trigger_after": None, "state": key})
        for rec in found:
            self.add_pending(rec)
        return bool(found)

    def rearm(self, rec):
        if "state" in rec:
            self.state_armed[rec["state"]] = True

    def new_turn_triggers(self):
        self.turn_end_pended = set()
