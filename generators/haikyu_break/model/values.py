"""Owns what cards are with their continuous effects in the model: a card's skills (printed, then
granted, 6-1-2-2) and where they work (1-3-7-1, 6-2-4, HB-DEFAULT-AREA, 1-2-15-2-1), negation
(6-1-2, 9-6-4), parameters (the printed value, 6-10-1; non-permanent modifications and fixes in
the order they resolved, then the permanents' additions; a permanent's fix wins, the first one
applied, 0-2-12, HB-PERMANENT-FIX; 「-」 takes none, 1-3-2-1-2), attributes gained (6-10-1),
immunity (7-6-1), prohibitions (0-2-6, 0-2-6-1), offense and defense points with their
modifications (0-2-11), the reach of permanents and the cards that left it this turn (6-5-1,
6-5-2), continuous effects made and ended by their durations."""

from common.script import CaseError

from .cards import ATTRS, PARAMS
from .table import COURT, PLAYERS, ZONES, other


class Values:
    def init_values(self):
        self.effects = []
        self.perm_depth = 0
        self.reach = {}          # (holder, hinc, skill, entry, card, cinc) -> True (in reach)
        self.excluded = set()    # the same keys: left the reach this turn (6-5-2)
        self.op = {p: None for p in PLAYERS}
        self.dp = {p: None for p in PLAYERS}

    # ---- skills -----------------------------------------------------------------------------
    def skills_of(self, cid):
        out = list(self.cards[cid].skills)
        for e in self.effects:
            if e["kind"] == "grant" and self.applies(e, cid):
                out.append(e["data"])
        return out

    def skill(self, cid, i):
        s = self.skills_of(cid)
        return s[i] if 0 <= i < len(s) else None

    def in_area(self, cid, s):
        if s.get("all_zones"):
            return True
        z = self.zone_of(cid)
        if s["kind"] == "event":
            return z == "hand"
        area = s.get("area", "court")
        if self.is_gut(cid):
            if area == "under":
                self.rule("1-2-15-2-1")     # a gut's skill that works under a card
            return area == "under"
        if area == "hand":
            return z == "hand"
        if area == "under":
            return False
        if area == "court":
            return self.is_character(cid)
        return self.is_character(cid) and z == area

    def negated(self, cid):
        master = self.player_of(cid)
        for e in self.effects:
            if e["ended"]:
                continue
            if e["kind"] == "negate" and self.applies(e, cid):
                return True
            if e["kind"] == "negate-name" and e["value"] == master and e["name"] == self.name(cid):
                return True
        if self.perm_depth:
            return False
        for h, si, k, entry in self.permanent_entries("negate"):
            if self.perm_reaches(h, si, k, cid):
                return True
        return False

    def skill_live(self, cid, i):
        s = self.skill(cid, i)
        return s is not None and self.in_area(cid, s) and not self.negated(cid)

    # ---- effects ----------------------------------------------------------------------------
    def applies(self, e, cid):
        return not e["ended"] and e["card"] == cid and e["inc"] == self.inc[cid]

    def add_effect(self, kind, card, master, until, **fields):
        e = {"kind": kind, "card": card, "inc": self.inc[card] if card is not None else 0,
             "master": master, "until": until or "cleanup", "stamp": self.tick(),
             "begins": 0, "ended": False, "name": None, "value": 0, "data": None}
        e.update(fields)
        if e["until"] == "next-turn":
            self.rule("7-4-1")
            e["begins"] = self.turn + 1     # the next turn of the rally
            e["ended"] = True
        self.effects.append(e)
        return e

    def begin_turn_effects(self):
        for p in (self.tp, other(self.tp)):
            for e in self.effects:
                if e["begins"] == self.turn and e["master"] == p:
                    e["begins"] = 0
                    e["ended"] = False
                    e["stamp"] = self.tick()

    def end_effects(self, until):
        for e in self.effects:
            if not e["ended"] and e["until"] == until:
                e["ended"] = True

    def end_all_effects(self, master):
        for e in self.effects:
            if e["master"] == master:
                e["ended"] = True
                e["begins"] = 0

    # ---- permanents ---------------------------------------------------------------------------
    def permanent_entries(self, verb):
        """(holder, skill index, entry index, entry) of every permanent's continuous entry with
        `verb`, in the case's order of the cards (printed skills)."""
        for h in self.order:
            for si, s in enumerate(self.cards[h].skills):
                for k, entry in enumerate(s.get("continuous", [])):
                    if verb in entry:
                        yield h, si, k, entry

    def perm_applies(self, h, si):
        s = self.cards[h].skills[si]
        if s["kind"] != "permanent" or "continuous" not in s:
            return False
        self.perm_depth += 1
        try:
            ok = self.skill_live(h, si)
            if ok and "condition" in s:
                ok = self.cond(self.ctx(h, si, self.player_of(h)), s["condition"])
                if not ok:
                    self.rule("6-3-1-1")    # its condition unmet: no effect, at once
        finally:
            self.perm_depth -= 1
        return ok

    def perm_takes(self, h, si, entry, cid):
        t = entry.get("negate", entry.get("unaffected", entry.get("target")))
        self.perm_depth += 1
        try:
            cards = self.select_possible(self.ctx(h, si, self.player_of(h)), t) if t else [h]
        finally:
            self.perm_depth -= 1
        return cid in cards

    def reach_key(self, h, si, k, cid):
        return (h, self.inc[h], si, k, cid, self.inc[cid])

    def zone_effect(self, entry):
        """6-10-2: a permanent changing the information of a zone's cards applies to a card as
        it enters the zone."""
        if isinstance(entry.get("target"), dict) and "all" in entry["target"]:
            self.rule("6-10-2")

    def perm_reaches(self, h, si, k, cid):
        if self.perm_depth or not self.perm_applies(h, si):
            return False
        entry = self.cards[h].skills[si]["continuous"][k]
        if not self.perm_takes(h, si, entry, cid):
            return False
        if self.reach_key(h, si, k, cid) in self.excluded:
            self.rule("6-5-2")
            return False
        self.rule("6-5-1", "1-3-3-1")
        return True

    def sweep(self):
        """Note the cards that left a permanent's reach (6-5-2)."""
        if self.perm_depth:
            return
        self.paused = getattr(self, "paused", 0) + 1
        try:
            now = set()
            for h in self.order:
                for si, s in enumerate(self.cards[h].skills):
                    if not self.perm_applies(h, si):
                        continue
                    for k, entry in enumerate(s.get("continuous", [])):
                        if not any(v in entry for v in ("negate", "unaffected", "target")):
                            continue
                        for c in self.order:
                            key = self.reach_key(h, si, k, c)
                            if key in self.excluded or not self.perm_takes(h, si, entry, c):
                                continue
                            now.add(key)
            for key in self.reach:
                if key not in now:
                    self.excluded.add(key)
            self.reach = dict.fromkeys(now, True)
        finally:
            self.paused -= 1

    def reach_reset(self):
        self.excluded = set()

    # ---- parameters, attributes -----------------------------------------------------------------
    def param_original(self, cid, p):
        return self.cards[cid].params[p]

    def param(self, cid, p):
        v = self.cards[cid].params[p]
        if v is None:
            return None                        # 1-3-2-1-2
        fix, first, add = None, None, 0
        if not self.perm_depth:
            for h, si, k, entry in self.permanent_entries("param"):
                if entry["param"] != p or not self.perm_reaches(h, si, k, cid):
                    continue
                self.zone_effect(entry)
                x = self.ctx(h, si, self.player_of(h))
                self.perm_depth += 1
                try:
                    n = self.number_now(x, entry.get("set", entry.get("add")))
                finally:
                    self.perm_depth -= 1
                if "set" not in entry:
                    add += n
                elif fix is None or self.stamp[h] < first:
                    fix, first = n, self.stamp[h]
        if fix is not None:
            self.rule("0-2-12")
            return fix
        mods = sorted((e for e in self.effects
                       if e["kind"] in ("param-add", "param-set") and self.applies(e, cid)
                       and e["name"] == p), key=lambda e: e["stamp"])
        for e in mods:
            v = e["value"] if e["kind"] == "param-set" else v + e["value"]
        return v + add

    def attr_values(self, cid, a):
        out = []
        for w in self.cards[cid].attrs[a]:
            if w not in out:
                out.append(w)
        for e in self.effects:
            if e["kind"] == "gain" and self.applies(e, cid) and e["name"] == a and \
                    e["data"] not in out:
                out.append(e["data"])
        if not self.perm_depth:
            for h, si, k, entry in self.permanent_entries("gain"):
                w = entry["gain"].get(a)
                if w and self.perm_reaches(h, si, k, cid):
                    self.zone_effect(entry)
                    if w not in out:
                        out.append(w)
        return out

    def has_attr(self, cid, a, w):
        return w in self.attr_values(cid, a)

    def unaffected(self, cid):
        if any(e["kind"] == "unaffected" and self.applies(e, cid) for e in self.effects):
            return True
        if self.perm_depth:
            return False
        return any(self.perm_reaches(h, si, k, cid)
                   for h, si, k, _ in self.permanent_entries("unaffected"))

    # ---- prohibitions ---------------------------------------------------------------------------
    def forbid_matches(self, spec, holder, master, act, cid, zone, role):
        if spec["forbid"] != act:
            return False
        area = spec.get("area")
        if area == "centre":
            if zone != "block" or role != "centre":
                return False
        elif area == "side":
            if zone != "block" or role != "side":
                return False
        elif area is not None and zone != area:
            return False
        if "filter" not in spec:
            return True
        if area is not None and act == "appear":
            self.rule("7-7-2~x1")
        match = cid is not None and self.filter(self.ctx(holder, None, master), cid,
                                                spec["filter"])
        if spec.get("only"):
            self.rule("0-2-6-1")
            return not match
        return match

    def forbidden(self, player, act, cid, zone, role):
        for e in self.effects:
            if not e["ended"] and e["kind"] == "forbid" and e["value"] in (player, None) and \
                    self.forbid_matches(e["data"], None, e["master"], act, cid, zone, role):
                if cid is not None and self.unaffected(cid):
                    self.rule("7-6-1", "7-6-1~x1")
                return True
        if self.perm_depth:
            return False
        for h in self.order:
            for si, s in enumerate(self.cards[h].skills):
                if not self.perm_applies(h, si):
                    continue
                master = self.player_of(h)
                for entry in s["continuous"]:
                    if "forbid" not in entry:
                        continue
                    w = self.who(entry.get("who"), master, master)
                    if w in (player, None) and \
                            self.forbid_matches(entry, h, master, act, cid, zone, role):
                        return True
        return False

    # ---- offense and defense points -------------------------------------------------------------
    def points(self, op):
        return self.op if op else self.dp

    def point_value(self, p, op):
        pt = self.points(op)[p]
        if pt is None:
            return None
        verb, verb_set = ("op", "op_set") if op else ("dp", "dp_set")
        add, fix, first = 0, None, None
        if not self.perm_depth:
            self.perm_depth += 1          # inside a permanent: none is read
            try:
                add, fix = self.perm_points(p, verb, verb_set)
            finally:
                self.perm_depth -= 1
        if fix is not None:
            self.rule("0-2-12")           # the first permanent fix applied
            return fix
        v = pt["base"]
        for is_set, n in pt["mods"]:
            v = n if is_set else v + n
        return v + add

    def perm_points(self, p, verb, verb_set):
        add, fix, first = 0, None, None
        for h in self.order:
            for si, s in enumerate(self.cards[h].skills):
                if s["kind"] != "permanent" or "continuous" not in s or not self.skill_live(h, si):
                    continue
                master = self.player_of(h)
                x = self.ctx(h, si, master)
                if "condition" in s and not self.cond(x, s["condition"]):
                    continue
                for entry in s["continuous"]:
                    if verb not in entry and verb_set not in entry:
                        continue
                    w = self.who(entry.get("who"), master, master)
                    if w not in (p, None):
                        continue
                    n = self.number_now(x, entry.get(verb, entry.get(verb_set)))
                    if verb in entry:
                        add += n
                    elif fix is None or self.stamp[h] < first:
                        fix, first = n, self.stamp[h]
        return add, fix

    def point_fresh(self, p, op, base):
        self.points(op)[p] = {"base": base, "mods": []}

    def point_add(self, p, op, n):
        pt = self.points(op)[p]
        if pt is not None:
            self.rule("0-2-11")
            pt["mods"].append((False, n))

    def point_fix(self, p, op, n):
        pt = self.points(op)[p]
        if pt is None:
            self.point_fresh(p, op, n)
        else:
            pt["mods"].append((True, n))
        self.rule("0-2-11")

    def point_vanish(self, p, op):
        self.points(op)[p] = None

    # ---- setup.effects ------------------------------------------------------------------------
    def setup_effects(self, effects):
        for spec in effects or []:
            if not isinstance(spec, dict) or spec.get("master") not in PLAYERS:
                raise CaseError("setup.effects: %r" % spec)
            master = spec["master"]
            until = spec.get("until")
            if until not in (None, "phase", "turn", "set"):
                raise CaseError("setup.effects until %r" % until)
            if "param" in spec:
                kind = "param-set" if "set" in spec else "param-add"
                self.add_effect(kind, spec["target"], master, until, name=spec["param"],
                                value=spec.get("set", spec.get("add")))
            elif "forbid" in spec:
                if spec.get("who") not in (None, "you", "opponent", "each"):
                    raise CaseError("setup.effects who %r" % spec.get("who"))
                data = {k: v for k, v in spec.items() if k != "master"}
                self.add_effect("forbid", None, master, until,
                                value=self.who(spec.get("who"), master, master), data=data)
            elif "gain" in spec:
                (a, w), = spec["gain"].items()
                self.add_effect("gain", spec["target"], master, until, name=a, data=w)
            elif "negate" in spec:
                self.add_effect("negate", spec["negate"], master, until)
            elif "unaffected" in spec:
                self.add_effect("unaffected", spec["unaffected"], master, until)
            else:
                raise CaseError("setup.effects: %r" % spec)


__all__ = ["Values", "ATTRS", "PARAMS", "COURT", "ZONES"]
