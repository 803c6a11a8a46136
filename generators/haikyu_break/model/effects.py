"""Owns the effect language in the model (docs/engines/haikyu-break.md, part 2): what an effect
designates — zones of 自分 and 相手 (1-1-3-2, 1-1-5-1), characters by role (1-2-14-1), filters
(2-6-1-1, 7-1-2 … 7-1-6, 1-3-2-1-1), choices (1-4-4, 0-2-10-1, 7-3-2, 1-4-4-3, 7-1-5,
0-2-5-5), never a card unaffected by skills (7-6-1) —; numbers (7-3-3's X, counts, parameters
read as last known, 6-4-2, 6-6-2-1); conditions (7-1-7, 7-4-1, 7-8); and the instructions,
executed in order (0-2-3), each as far as it can be (0-2-5-2, 0-2-5-4, 0-2-5-5)."""

import itertools

from common.script import CaseError

from .cards import ATTRS, KEYWORDS, PARAMS, STAFF, VERBS  # noqa: F401 (KEYWORDS re-exported)
from .table import COURT, HIDDEN, PLAYERS, ZONES, other

LISTING = ZONES
ROLE_AREA = {"serve": "serve", "block": "block", "centre": "block", "side": "block",
             "receive": "receive", "toss": "toss", "attack": "attack"}


class Ctx:
    """What an effect being resolved knows."""

    def __init__(self, card, skill, master):
        self.card, self.skill, self.master = card, skill, master
        self.inc = 0
        self.trigger_card, self.trigger_inc, self.event_card = None, 0, None
        self.chosen = []
        self.done = True
        self.any = False
        self.x = None
        self.who_prev = None
        self.revealed = []
        self.looked = None
        self.depth = 0
        self.start_inc = None     # the source as the outermost effect began


def verb_of(ins):
    for v in VERBS:
        if v in ins:
            return v
    raise CaseError("no known instruction: %r" % ins)


class Effects:
    def ctx(self, card, skill, master):
        x = Ctx(card, skill, master)
        if card is not None:
            x.inc = self.inc[card]
        return x

    def who(self, w, master, default):
        if w is None:
            return default
        if w == "you":
            return master
        if w == "opponent":
            return other(master)
        return None

    def players_of(self, x, w, default):
        p = self.who(w or default, x.master, None)
        if p is not None:
            return [p]
        first = x.master if x.master is not None else "P1"
        return [first, other(first)]

    # ---- zones and filters ------------------------------------------------------------------
    def zonespec_cards(self, x, zs):
        zone = zs.get("zone", "court")
        f = zs.get("filter")
        out = []
        for p in self.players_of(x, zs.get("who"), "any"):
            for z in LISTING:
                if (z != zone) if zone != "court" else z not in COURT:
                    continue
                for c in self.zones[p][z]:
                    if z in COURT and zs.get("guts"):
                        out.extend(g for g in self.under.get(c, []) if not f or self.filter(x, g, f))
                    elif not f or self.filter(x, c, f):
                        out.append(c)
        if zone == "court" or zone in COURT:
            self.rule("3-1-2")
        self.rule("1-1-5-1", "1-1-3-2")
        return out

    def filter(self, x, c, f):
        card = self.cards[c]
        if "type" in f:
            self.rule("2-2-1", "2-2-2")
            if f["type"] != card.type:
                return False
        if "name" in f:
            self.rule("2-6-1", "2-6-1-1", "2-6-1-1~x1")
            if f["name"] != self.name(c):
                return False
        if "not_name" in f and f["not_name"] == self.name(c):
            return False
        for a in ATTRS:
            if a in f:
                self.rule("1-3-6", {"affiliation": "2-3-1", "grade": "2-4-1",
                                    "position": "2-5-1"}[a],
                          {"affiliation": "2-3-2", "grade": "2-4-2", "position": "2-5-2"}[a])
                if a == "grade" and not self.attr_values(c, a):
                    self.rule("2-4-3")          # no grade: nothing to match
                if a == "position" and f[a] in STAFF:
                    self.rule("2-5-3")          # a position that is no volleyball position
                if not self.has_attr(c, a, f[a]):
                    return False
        if "lacks" in f:
            self.rule("7-1-3", "7-1-3~x1")
            (a, w), = f["lacks"].items()
            if self.has_attr(c, a, w):
                return False
        if "other" in f:
            self.rule("7-1-4", "7-1-4~x1")
            (a, w), = f["other"].items()
            if not any(v != w for v in self.attr_values(c, a)):
                return False
        if "exactly" in f:
            self.rule("7-1-6", "7-1-6~x1")
            (a, ws), = f["exactly"].items()
            if sorted(set(self.attr_values(c, a))) != sorted(set(ws)):
                return False
        if "param" in f:
            orig = f.get("original", False)
            if orig:
                self.rule("7-1-2")
            v = self.param_original(c, f["param"]) if orig else self.param(c, f["param"])
            if v is None:
                self.rule("1-3-2-1-1")
                return False
            if ("min" in f and v < f["min"]) or ("max" in f and v > f["max"]):
                return False
        if f.get("not_this") and c == x.card:
            return False
        return True

    # ---- information -----------------------------------------------------------------------
    def info_values(self, c, info):
        if info == "name":
            return [self.name(c)]
        if info in ATTRS:
            return self.attr_values(c, info)
        v = self.param(c, info)
        return [] if v is None else [v]

    def distinct(self, cards, info):
        vals = [self.info_values(c, info) for c in cards]
        if any(not v for v in vals):
            return False
        self.rule("7-1-5", "7-1-5~x2", "7-1-5-1")
        return any(len(set(pick)) == len(pick) for pick in itertools.product(*vals))

    def same(self, cards, info):
        self.rule("7-1-5", "7-1-5~x1")
        vals = [set(self.info_values(c, info)) for c in cards]
        return bool(set.intersection(*vals))

    # ---- selectors ---------------------------------------------------------------------------
    def drop_unaffected(self, cards):
        out = []
        for c in cards:
            if self.unaffected(c):
                self.rule("7-6-1")
            else:
                out.append(c)
        return out

    def choose_cands(self, x, sel):
        frm = sel["from"]
        specs = frm if isinstance(frm, list) else [frm]
        cands = []
        for zs in specs:
            cands.extend(self.zonespec_cards(x, zs))
        return self.drop_unaffected(cands)

    def select_possible(self, x, sel):
        if isinstance(sel, list):
            return [c for s in sel for c in self.select_possible(x, s)]
        if isinstance(sel, str):
            if sel == "chosen":
                return list(x.chosen)
            c = {"this": x.card, "trigger-card": x.trigger_card,
                 "event-card": x.event_card}[sel]
            if sel == "this" and c is not None:
                self.rule("7-1-1", "10-2-1", "10-2-2")
            return [] if c is None else [c]
        if "character" in sel:
            role = sel["character"]
            out = []
            self.rule("1-2-14-1")
            for p in self.players_of(x, sel.get("who"), "you"):
                for c in self.zones[p][ROLE_AREA[role]]:
                    r = self.role.get(c)
                    if (role == "centre" and r != "centre") or (role == "side" and r != "side"):
                        continue
                    out.append(c)
                if role in ("block", "centre", "side"):
                    self.rule("1-2-14-3" if role == "side" else "1-2-14-2")
            return self.drop_unaffected(out)
        if "all" in sel:
            return self.drop_unaffected(self.zonespec_cards(x, sel["all"]))
        if "top" in sel:
            n = self.number_now(x, sel["top"])
            p = self.players_of(x, sel.get("who"), "you")[0]
            return list(self.zones[p]["deck"][:max(n, 0)])
        return self.choose_cands(x, sel)

    def hidden_search(self, sel):
        frm = sel["from"]
        specs = frm if isinstance(frm, list) else [frm]
        return all(zs.get("zone") in HIDDEN and "filter" in zs for zs in specs)

    def select_choose(self, x, sel):
        cands = self.choose_cands(x, sel)
        n = self.number(x, sel["choose"])
        pooled = isinstance(sel["from"], list)
        hidden = self.hidden_search(sel)
        up_to = sel.get("up_to", False) or pooled or hidden
        info = sel.get("distinct")
        self.rule("1-4-4", "1-4-4-1", "1-4-4-1~x1", "1-4-4-2")
        if pooled:
            self.rule("7-3-2")
        if hidden:
            self.rule("1-4-4-3")
        if n <= 0 or not cands:
            return []
        want = min(n, len(cands))
        if info and not up_to:
            # N cards that differ: fewer candidates than N cannot meet it either (~x3)
            if n > len(cands) or \
                    not any(self.distinct(list(s), info) for s in itertools.combinations(cands, want)):
                self.rule("0-2-5-5", "0-2-5-5~x3")
                return []
        if up_to:
            self.rule("0-2-10-1")
        if not up_to and not info and want == len(cands):
            return list(cands)
        lo = 0 if up_to else want

        def valid(v):
            return isinstance(v, list) and lo <= len(v) <= want and len(set(v)) == len(v) and \
                all(c in cands for c in v) and (not info or len(v) < 2 or self.distinct(v, info))
        def gen(rng):
            for _ in range(50):
                pick = rng.sample(cands, rng.randint(lo, want))
                if valid(pick):
                    return pick
            return list(cands[:want]) if valid(list(cands[:want])) else []
        return list(self.choose("target", x.master, valid, gen))

    def select(self, x, sel):
        if isinstance(sel, list):
            out, parts = [], []
            for s in sel:
                got = self.select(x, s)
                parts.append(bool(got))
                out.extend(got)
            if any(parts) and not all(parts):
                self.rule("0-2-5-5", "0-2-5-5~x2")
            return out
        if isinstance(sel, dict) and "choose" in sel:
            got = self.select_choose(x, sel)
            x.chosen = list(got)
            if not got:
                self.rule("1-4-4-4")
            return got
        return self.select_possible(x, sel)

    # ---- numbers ------------------------------------------------------------------------------
    def number_now(self, x, v):
        if isinstance(v, int):
            return v
        if isinstance(v, str):
            return x.x if x.x is not None else 0
        if "count" in v:
            return len(self.zonespec_cards(x, v["count"])) + v.get("add", 0)
        p = v["param"]
        card = x.card
        if "of" in v:
            cs = self.select_possible(x, v["of"])
            card = cs[0] if cs else None
        if card is None:
            return 0
        if v.get("original"):
            self.rule("7-1-2")
            return self.param_original(card, p) or 0
        # the card whose move triggered the skill: as it was before it moved (6-6-2-1)
        inc = x.trigger_inc if card == x.trigger_card and x.trigger_inc else x.inc
        z = self.zone_of(card)
        last = self.lki.get((card, inc)) if inc and inc != self.inc[card] else None
        if last and (z is None or z in HIDDEN) and last["public"]:
            self.rule("6-4-1", "6-4-2", "6-6-2-1")
            return last["params"][p] or 0
        if last:
            self.rule("6-6-2-1")
        self.rule("6-4-1")
        return self.param(card, p) or 0

    def number(self, x, v):
        if isinstance(v, str) and x.x is None:
            self.rule("7-3-3", "0-2-10")
            x.x = self.choose("number", x.master, lambda a: isinstance(a, int) and
                              not isinstance(a, bool) and a >= 0, lambda rng: rng.randint(0, 3))
        return self.number_now(x, v)

    # ---- conditions ---------------------------------------------------------------------------
    def in_range(self, c, v):
        return ("min" not in c or v >= c["min"]) and ("max" not in c or v <= c["max"])

    def first_card(self, x, sel):
        cs = self.select_possible(x, sel)
        return cs[0] if cs else None

    def zone_has_same(self, x, c, absent):
        info = c["not_in_zone" if absent else "in_zone"]
        a = self.first_card(x, c["as"])
        mine = set(self.info_values(a, info)) if a is not None else set()
        found = lacking = False
        for o in self.zonespec_cards(x, c["zone"]):
            if o == a:
                continue
            theirs = set(self.info_values(o, info))
            if not theirs:
                lacking = True
            if mine & theirs:
                found = True
        if not absent:
            self.rule("7-8-3", "7-8-3~x1")
            return bool(mine) and found
        self.rule("7-8-4", "7-8-4~x1")
        if not mine:
            return not lacking              # HB-SAME-INFO-ABSENT
        return not found

    def cond(self, x, c):
        if "count" in c:
            return self.in_range(c, len(self.zonespec_cards(x, c["count"])))
        if "op" in c or "dp" in c:
            op = "op" in c
            p = self.who(c["op" if op else "dp"], x.master, x.master)
            v = self.point_value(p, op)
            return v is not None and self.in_range(c, v)
        if "turn" in c:
            return (c["turn"] == "your") == (self.tp == x.master)
        if "phase" in c:
            return c["phase"] == self.phase
        if "previous_turn" in c:
            self.rule("7-4-1")
            return not self.rally_first and self.prev_route == c["previous_turn"]
        if "all_characters" in c:
            self.rule("7-1-7")
            (a, w), = c["all_characters"].items()
            for p in self.players_of(x, c.get("who"), "you"):
                for z in COURT:
                    for ch in self.zones[p][z]:
                        if not self.has_attr(ch, a, w):
                            return False
            return True
        if "same" in c or "different" in c:
            same = "same" in c
            info = c["same" if same else "different"]
            cards = [self.first_card(x, s) for s in c["cards"]]
            if any(ch is None for ch in cards):
                return False
            self.rule("7-8-1" if same else "7-8-2")
            if any(not self.info_values(ch, info) for ch in cards):
                return False
            return self.same(cards, info) if same else self.distinct(cards, info)
        if "in_zone" in c:
            return self.zone_has_same(x, c, False)
        if "not_in_zone" in c:
            return self.zone_has_same(x, c, True)
        if "all" in c:
            return all(self.cond(x, s) for s in c["all"])
        if "any" in c:
            return any(self.cond(x, s) for s in c["any"])
        if "not" in c:
            return not self.cond(x, c["not"])
        raise CaseError("condition %r" % c)
