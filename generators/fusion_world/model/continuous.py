"""Owns continuous effects (1-5-2-2, 9-5, 9-8) and the information of every card they produce:
the printed base (9-8-1-1), then the effects that change no number (keywords, traits, colors,
prohibitions, 「スキルの影響を受けない」, granted skills: 9-8-1-2), then those that change a number
(power, 'power becomes N', cost: 9-8-1-3), each layer in the order its effects began to apply
(FW-LAYER-ORDER): a resolved skill's from when it resolved, a 【永続】's from when its skill became
valid on that card, the setup's before anything.  The damage step's combo additions come last
(8-4-4, 8-4-5, until 8-5-2).

An effect of a resolved skill applies to the objects it named (3-1-4, 9-8-2: not to a card that
has since changed zone, except the moves 3-1-4-1, 3-1-4-2 and control, 13-8-2); a 【永続】 applies
while its skill is valid (1-3-7, 9-5-5, 15-9, 15-10, 9-1-3, 16-2-2) to the cards its target names
now, except a card that stopped being one of them earlier this turn (9-5-2).  A card unaffected
by skills (13-4) is subject to no effect of a skill but the one that makes it so.  A skill
giving its own card a trait or a color applies in every zone (2-8-5, 6-1-4-3-2).

Durations (`until`): battle (8-5-7/8), main-phase (7-3-5-1-3/4), turn (7-4-5/6),
next-turn-start (7-2-4 of the master's opponent's next turn), game; your-next-turn and
opponent-next-turn, 「次の自分の(相手の)ターン中」: waiting until that turn, then an effect "during
the turn" that occurs at 7-2-2 when its master is that turn's player, at 7-2-3 otherwise (its
timestamp from then), and ends with the turn (7-4-5/6).
"""

from common.script import CaseError

from .skills import default_zone

NUMERIC = ("power", "set_power", "cost_mod", "combo_power")
NON_NUMERIC = ("keyword", "trait", "color", "forbid", "unaffected", "grant", "negate")
KEYWORD_SKILLS = ("evolve", "fusion-evolve", "awaken")   # skill kinds that are keyword skills


class Info:
    """What the rules read from a card object at one moment."""

    __slots__ = ("cid", "inc", "player", "zone", "type", "name", "colors", "power", "combo",
                 "traits", "keywords", "total", "specified", "rested", "forbids",
                 "unaffected", "granted", "number", "face", "ki")

    def copy(self):
        n = Info()
        for k in Info.__slots__:
            v = getattr(self, k)
            setattr(n, k, set(v) if isinstance(v, set) else
                    (list(v) if isinstance(v, list) else
                     (dict(v) if isinstance(v, dict) else v)))
        return n

    def names(self):
        return self.name.split("/")

    def cost_read(self, rule=lambda *c: None):
        """1-2-5 (FW-COST-READING): the total when the specified sum is at most it; otherwise
        the total for a card in the battle area, the specified sum elsewhere; never below 0."""
        spec = sum(self.specified.values())
        total = max(self.total, 0)
        if spec <= total:
            rule("1-2-5-1")
            return total
        rule("1-2-5-2" if self.zone == "battle" else "1-2-5-3")
        return total if self.zone == "battle" else spec

    def cards_to_pay(self):
        return max(max(self.total, 0), sum(self.specified.values()))


class Continuous:
    def init_continuous(self, setup):
        self.effects = []            # resolved and setup effects, in the order they began
        self.waiting = []            # effects of a turn to come (your-next-turn, …)
        self.clock = 0               # the order in which effects begin to apply
        self.perm_since = {}         # (cid, inc, skill index) -> when that 【永続】 became valid
        self.excluded = {}           # (permanent key) -> objects out of it this turn (9-5-2)
        self.last_targets = {}
        self.effect_depth = 0        # inside the instructions of an effect (9-5-2 「何らかの効果により」)
        self._snap = None
        self._computing = False
        self._has_perm = None
        for i, e in enumerate(setup.get("effects") or []):
            self.setup_effect(e, i)

    def tick(self):
        self.clock += 1
        return self.clock

    def changed(self):
        self._snap = None
        if not self._computing and self.has_permanents():
            self.refresh_permanents()
            self.snap()

    def has_permanents(self):
        if self._has_perm is None:
            self._has_perm = any(s["kind"] == "permanent" for c in self.cards.values()
                                 for f in (c.front, c.back) for s in f.skills)
        return self._has_perm or any(e["kind"] == "grant" for e in self.effects)

    # ---- effects -------------------------------------------------------------------------------
    def add_effect(self, master, kind, value, targets, until, source=None, origin="resolved"):
        """A continuous effect of a resolved skill on the objects `targets` (a list of objects;
        None for an effect on no card)."""
        if until in ("your-next-turn", "opponent-next-turn"):
            whose = master if until == "your-next-turn" else other_player(master)
            self.waiting.append({"begins": self.next_turn_of(whose), "master": master,
                                 "args": (kind, value, targets, source, origin)})
            return None
        e = {"ts": self.tick(), "master": master, "kind": kind, "value": value,
             "targets": list(targets) if targets is not None else None, "until": until,
             "source": source, "origin": origin, "turn": self.turn,
             "end_turn": self.next_turn_of(other_player(master)) if until == "next-turn-start"
             else None, "dropped": set()}
        self.effects.append(e)
        self.changed()
        return e

    def next_turn_of(self, p):
        """The number of the next turn of player p after the current one."""
        n = self.turn + 1
        tp = other_player(self.turn_player) if self.turn_player else p
        while tp != p:
            n += 1
            tp = other_player(tp)
        return n

    def setup_effect(self, spec, i):
        if not isinstance(spec, dict) or spec.get("master") not in ("P1", "P2"):
            raise CaseError("setup.effects[%d]: %r" % (i, spec))
        kinds = [k for k in spec if k in NUMERIC + NON_NUMERIC + ("require",)]
        if len(kinds) != 1:
            raise CaseError("setup.effects[%d]: one effect per entry" % i)
        kind = kinds[0]
        names_card = kind in ("unaffected", "negate")
        allowed = {"master", kind, "until"} | ({"target"} if not names_card else set()) | \
            ({"cost"} if kind == "require" else set()) | \
            ({"skills"} if kind == "negate" else set())
        if set(spec) - allowed:
            raise CaseError("setup.effects[%d]: unknown keys %s" % (i, sorted(set(spec) -
                                                                             allowed)))
        target = spec[kind] if names_card else spec.get("target")
        if target not in self.cards:
            raise CaseError("setup.effects[%d]: target %r" % (i, target))
        until = spec.get("until", "game")
        from .skills import check_instruction
        probe = {kind: spec[kind] if not names_card else "this", "until": until}
        if not names_card:
            probe["target"] = "this"
        if "skills" in spec:
            probe["skills"] = spec["skills"]
        if kind == "require":
            from .skills import check_cost
            try:
                check_cost(spec.get("cost"), "setup.effects[%d].cost" % i)
            except CaseError as e:
                raise CaseError(str(e), "$.setup.effects[%d].cost" % i) from None
            probe["cost"] = spec.get("cost")
        if kind in ("trait", "color"):
            # no instruction gives these: the shape of a permanent's entry, with a duration
            from .skills import check_continuous
            check_continuous({kind: spec[kind], "target": "this"}, "setup.effects[%d]" % i)
            check_instruction({"power": 0, "until": until}, "setup.effects[%d]" % i)
        else:
            check_instruction(probe, "setup.effects[%d]" % i)
        value = None if kind == "unaffected" else spec[kind]
        if kind == "negate":
            value = spec.get("skills", "all")
        if kind == "require":
            # 13-13, as a skill's `require` makes it: a prohibition with a way out (effects.py)
            from .effects import requirement
            kind, value = "forbid", requirement(spec["require"], spec["cost"])
        self.add_effect(spec["master"], kind, value, [(target, 0)], until, origin="setup")

    def end_effects(self, until, master, clause):
        """Durations ending at a step of the turn (7-3-5-1-3/4, 7-4-5/6, 8-5-7/8)."""
        keep = []
        for e in self.effects:
            if e["until"] == until and e["master"] == master:
                self.rule(clause)
                continue
            keep.append(e)
        if len(keep) != len(self.effects):
            self.effects = keep
            self.changed()

    def begin_turn_effects(self, master, clause):
        """7-2-2 / 7-2-3: the effects of `master` that wait for this turn occur, 「ターン中」."""
        for w in [w for w in self.waiting if w["begins"] == self.turn and
                  w["master"] == master]:
            self.waiting.remove(w)
            self.rule(clause)
            kind, value, targets, source, origin = w["args"]
            self.add_effect(master, kind, value, targets, "turn", source, origin)

    def end_turn_start_effects(self):
        """7-2-4: 「(相手の)ターン開始時まで」 ends."""
        keep = [e for e in self.effects
                if not (e["until"] == "next-turn-start" and e["end_turn"] <= self.turn)]
        if len(keep) != len(self.effects):
            self.rule("7-2-4")
            self.effects = keep
            self.changed()

    # ---- validity of skills ----------------------------------------------------------------------
    def skills_of(self, cid):
        """The skills of a card now: its face-up side's, then those granted (13-16)."""
        own = list(self.printed(cid).skills)
        return own + self.granted_skills(cid)

    def granted_skills(self, cid):
        o = self.obj(cid)
        out = []
        for e in self.effects:
            if e["kind"] == "grant" and e["targets"] and o in e["targets"] and \
                    o not in e["dropped"]:
                out.append(e["value"])
        return out

    def skill_zone(self, cid, skill):
        card = self.card(cid)
        return default_zone(card.type, skill, field="field" in self.printed(cid).keywords)

    def during_ok(self, skill, master):
        d = skill.get("during")
        if d is None:
            return True
        if self.turn_player is None:
            return False
        mine = self.turn_player == master
        if d == "your-turn":
            self.rule("15-9-2", "15-9-1")
            if not mine:
                self.rule("15-9-3")
            return mine
        self.rule("15-10-2", "15-10-1")
        if mine:
            self.rule("15-10-3")
        return not mine

    def negation_of(self, o):
        """9-1-2: "all" when an effect negates every skill of the object, "keyword" when only its
        keyword skills (15-1-3), else None."""
        mode = None
        for e in self.effects:
            if e["kind"] == "negate" and e["targets"] and o in e["targets"] and \
                    o not in e["dropped"]:
                if e["value"] == "all":
                    return "all"
                mode = "keyword"
        return mode

    def negated(self, o, skill):
        """Whether an effect negates this skill of the object (None: a keyword flag's): "all"
        every skill, "keyword" the keyword skills (the flags, 【進化】, 【フュージョン進化】, 【覚醒】),
        never a keyword such as 【ターン1回】 (15-1-3)."""
        mode = self.negation_of(o)
        if mode is None:
            return False
        if mode == "keyword" and skill is not None and skill["kind"] not in KEYWORD_SKILLS:
            return False
        self.rule("9-1-1", "9-1-2")
        if mode == "keyword":
            self.rule("15-1-3")
        return True

    def skill_valid(self, cid, skill, zone=None, check_condition=True):
        """1-3-7, 9-5-5, 12-1-1, 15-3-3: valid in its zone; 16-2-2: never under a card; 15-9,
        15-10: in its master's turn or the other's; 9-1-3: while its condition holds; 9-1-2:
        not while an effect negates it."""
        if cid in self.under_of:
            return False
        z = zone or self.zone_of(cid)
        if z != self.skill_zone(cid, skill):
            return False
        if self.negated(self.obj(cid), skill):
            return False
        if "zone" in skill:
            self.rule("9-5-5" if skill["kind"] == "permanent" else "9-2-1")
        master = self.player_of(cid)
        if not self.during_ok(skill, master):
            return False
        if check_condition and "condition" in skill and skill["kind"] != "awaken":
            self.rule("9-1-3")
            if not self.condition(skill["condition"], master, self.obj(cid)):
                return False
        return True

    def valid_permanents(self):
        """[(cid, skill index, skill)] of every valid 【永続】 now."""
        out = []
        for cid in self.on_table():
            for i, s in enumerate(self.skills_of(cid)):
                if s["kind"] != "permanent":
                    continue
                everywhere = all(("trait" in c or "color" in c) and
                                 c.get("target", "this") == "this"
                                 for c in s.get("continuous", [])) and "continuous" in s and \
                    "replace" not in s
                if everywhere and cid not in self.under_of and \
                        self.during_ok(s, self.player_of(cid)):
                    if self.zone_of(cid) != self.skill_zone(cid, s):
                        self.rule("2-8-5", "6-1-4-3-2")
                    out.append((cid, i, s))
                elif self.skill_valid(cid, s):
                    out.append((cid, i, s))
        if any(self.skills_of(u) for u in self.under_of):
            self.rule("16-2-2")                # the cards under another: no valid skill
        return out

    def refresh_permanents(self):
        """Notes when each 【永続】 became valid on its card (FW-LAYER-ORDER)."""
        if self._computing:
            return
        self._computing = True
        try:
            now = set()
            for cid, i, s in self.valid_permanents():
                key = (cid, self.inc[cid], i)
                now.add(key)
                if key not in self.perm_since:
                    self.perm_since[key] = self.tick()
            for key in list(self.perm_since):
                if key not in now:
                    if self.inc.get(key[0]) != key[1]:
                        self.rule("1-3-7")
                    del self.perm_since[key]
        finally:
            self._computing = False

    # ---- the information of every card -----------------------------------------------------------
    def info(self, cid):
        snap = self.snap()
        if cid in snap:
            return snap[cid]
        return self.base_info(cid)

    def info_of(self, o):
        """The information of an object: now if it is current, else its last-known (9-10-1)."""
        if self.current(o):
            return self.info(o[0])
        if o in self.lki:
            self.rule("9-10-1")
            return self.lki[o]
        return self.base_info(o[0])

    def combo_power(self, cid):
        """The combo power as the rules read it (0-2-9, FW-NEGATIVE-COMBO-POWER): every change
        added to the printed value, below 0 read as 0; None for a card without combo power
        (a change gives it none, 5-6-2-1)."""
        v = self.info(cid).combo
        if v is None:
            return None
        if v != self.card(cid).combo:
            self.rule("9-8-1-3")
        if v < 0:
            self.rule("0-2-9")
            return 0
        return v

    def snapshot_of(self, cid):
        return self.info(cid).copy()

    def base_info(self, cid):
        card = self.card(cid)
        face = self.printed(cid)
        i = Info()
        i.cid, i.inc = cid, self.inc.get(cid, 0)
        i.player, i.zone = self.player_of(cid), self.zone_of(cid)
        i.type, i.name, i.colors = card.type, face.name, list(face.colors)
        i.power, i.combo = face.power, card.combo
        i.traits, i.keywords = list(face.traits), set(face.keywords)
        i.total, i.specified = card.total, dict(card.specified)
        i.rested = cid in self.rested
        i.forbids, i.unaffected, i.granted = set(), False, []
        i.number, i.face = card.number, self.face.get(cid, "front")
        i.ki = self.ki.get(cid, 0)
        return i

    def snap(self):
        if self._snap is not None:
            return self._snap
        self._computing = True
        try:
            self._snap = self.compute()
        finally:
            self._computing = False
        return self._snap

    def compute(self):
        cards = list(self.on_table())
        base = {c: self.base_info(c) for c in cards}
        self._snap = base                   # the printed information, while the layers read it
        perms = []                          # (ts, master, kind, value, target spec, key, cid)
        for cid, i, s in self.valid_permanents():
            key = (cid, self.inc[cid], i)
            ts = self.perm_since.get(key, 0)
            for j, c in enumerate(s.get("continuous", [])):
                kind = [k for k in c if k != "target"][0]
                if kind in ("deck_rule", "start_life"):
                    continue
                target = c[kind] if kind == "unaffected" else c.get("target", "this")
                perms.append((ts, self.player_of(cid), kind, c[kind], target, key + (j,), cid))
                self.rule("0-3-4-3")
        live = [e for e in self.effects]

        def targets_of_perm(target, master, cid):
            if target == "this":
                return [cid] if cid in base else []
            spec = target["all"]
            return [c for c in self.zone_matches(spec, master, cid)]

        # 13-4 first: who is unaffected by skills
        unaffected = set()
        for e in live:
            if e["kind"] == "unaffected":
                for o in e["targets"]:
                    if o not in e["dropped"] and self.current(o):
                        unaffected.add(o[0])
        for ts, master, kind, value, target, key, cid in perms:
            if kind == "unaffected":
                unaffected.update(targets_of_perm(target, master, cid))
        for c in unaffected:
            if c in base:
                base[c].unaffected = True

        layer = []                          # (ts, kind, value, cids or spec, key, master, cid)
        for e in live:
            if e["targets"] is None:
                continue
            cs = [o[0] for o in e["targets"] if o not in e["dropped"] and self.current(o)]
            if len(cs) < len(e["targets"]) and any(
                    not self.current(o) and o[0] in self.inc for o in e["targets"]):
                self.rule("3-1-4", "9-8-2")
            layer.append((e["ts"], e["kind"], e["value"], cs, None, e["master"], None))
        for ts, master, kind, value, target, key, cid in perms:
            layer.append((ts, kind, value, target, key, master, cid))
        layer.sort(key=lambda x: x[0])

        def applies(c, kind, key):
            if c not in base:
                return False
            if base[c].unaffected and kind != "unaffected":
                self.rule("13-4-1")
                return False
            if key is not None and (c, self.inc[c]) in self.excluded.get(key, ()):
                return False
            return True

        seen = {x[4]: set() for x in layer if x[4] is not None}

        def cards_of(item):
            ts, kind, value, cs, key, master, cid = item
            if key is None:
                return cs
            found = targets_of_perm(cs, master, cid)
            seen[key].update((c, self.inc[c]) for c in found if applies(c, kind, key))
            return found

        for item in layer:                                    # 9-8-1-2
            ts, kind, value, _, key, master, _ = item
            if kind not in NON_NUMERIC or kind == "unaffected":
                continue
            for c in cards_of(item):
                if not applies(c, kind, key):
                    continue
                self.rule("9-8-1", "9-8-1-1", "9-8-1-2")
                if key is not None:
                    self.rule("9-5-1", "1-3-5")
                i = base[c]
                if kind == "keyword":
                    i.keywords.add(value)
                elif kind == "trait":
                    if value not in i.traits:
                        i.traits.append(value)
                elif kind == "color":
                    if value not in i.colors:
                        i.colors.append(value)
                elif kind == "forbid":
                    i.forbids.add(value)
                elif kind == "grant":
                    i.granted.append(value)
        for c, i in base.items():                             # 9-1-2: keyword skills negated
            mode = self.negation_of((c, self.inc[c])) if i.keywords else None
            if mode:
                self.rule("9-1-2")
                if mode == "keyword":
                    self.rule("15-1-3")   # the flags are keyword skills, not keywords
                i.keywords = set()
        for item in layer:                                    # 9-8-1-3
            ts, kind, value, _, key, master, _ = item
            if kind not in NUMERIC:
                continue
            for c in cards_of(item):
                if not applies(c, kind, key):
                    continue
                self.rule("9-8-1", "9-8-1-1", "9-8-1-3")
                if key is not None:
                    self.rule("9-5-1", "1-3-5", "9")   # a 【永続】 applies, never activated
                i = base[c]
                if kind == "power" and i.power is not None:
                    i.power += value
                    if i.power < 0:
                        self.rule("2-6-2")
                elif kind == "set_power" and i.power is not None:
                    i.power = value
                elif kind == "combo_power" and i.combo is not None:
                    i.combo += value            # the value itself, below 0 too (0-2-9)
                elif kind == "cost_mod":
                    self.rule("1-2-3-1" if value > 0 else "1-2-3-2")
                    i.total += value
                    if value < 0 and i.total <= 0:
                        self.rule("1-2-3-2-1")     # reduced down to 0 at most
                    if i.total < 0:
                        self.rule("0-2-9")
        for item in layer:
            if item[4] is not None and item[1] == "unaffected":
                cards_of(item)
        self.note_exclusions(seen, {p[5] for p in perms})
        for c, add in self.adds.items():
            if c in base and base[c].power is not None:
                base[c].power += add
        return base

    def note_exclusions(self, seen, live_keys):
        """9-5-2: an object that an effect puts out of a valid 【永続】's targets is not one again
        this turn (「何らかの効果により」: one the rules put out of them, an attack resting it or a
        cost, is one again as soon as it matches)."""
        for key in live_keys:
            now = seen.get(key, set())
            before = self.last_targets.get(key, set())
            for o in before - now:
                if self.current(o) and self.effect_depth > 0:
                    self.rule("9-5-2")
                    self.excluded.setdefault(key, set()).add(o)
            self.last_targets[key] = now
        for key in list(self.last_targets):
            if key not in live_keys:
                del self.last_targets[key]

    def new_turn_exclusions(self):
        self.excluded = {}


def other_player(p):
    return "P2" if p == "P1" else "P1"
