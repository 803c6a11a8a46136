"""Owns which cards an effect names (part 2, "Selectors"): zone specs (13-1-2: the battle area
by default; both players' zones when `who` is not given, the vocabulary), filters (2-3-1-1
and 2-3-3 names, 2-8 traits, 1-6-2 「同じ色」, 1-2-5 costs), the named selectors, `all`, `top`, and the master's choice (5-2): as many as possible when a number
is given (5-2-3, 5-2-5), any number up to it with `up_to` (5-2-4, 0-2-8-1), none when nothing
can be chosen (5-2-6).  A card with 【バリア】 is never chosen by a skill of its opponent (15-11),
one its effects forbid the opponent to choose neither, and a card unaffected by skills (13-4)
is never chosen and is ignored by `all`.  The number of a choice may be "X" (13-5, effects.py).
A filter's `keyword` (and `not_keyword`, its negation) names a flag or a family: `strike`, any
【ストライク】 (15-6-3); `evolve`, a card with 【進化】 or 【フュージョン進化】 (15-12-8, 15-12-8-1);
`fusion-evolve`, one with 【フュージョン進化】.  A `target` choice is asked only when there is
something to choose: more candidates than the number, or `up_to` with a candidate.  A choice
by a filter among the cards of a hand, a deck or a life area is "up to" (5-2-7).
"""

from common.script import CaseError

from .cards import STRIKE
from .table import HIDDEN, other


class Select:
    def players_of(self, who, master):
        if who in ("you", "opponent"):
            self.rule("0-3-2-2")
        if who == "you":
            return [master]
        if who == "opponent":
            return [other(master)]
        return [master, other(master)]

    def zone_cards(self, p, zone):
        if zone == "leader":
            return [self.leader[p]] if self.leader[p] else []
        return list(self.zones[p][zone])

    def matches(self, cid, flt, master, src):
        """Whether the card meets every key of a filter (read with the current information)."""
        if not flt:
            return True
        i = self.info(cid)
        return self.info_matches(i, flt, master, src)

    def info_matches(self, i, flt, master, src):
        for k, v in (flt or {}).items():
            if k == "type" and i.type != v:
                return False
            if k == "name":
                self.rule("2-3-2", "2-3-1-1")
                if "/" in i.name:
                    self.rule("2-3-3")
                if v != i.name and v not in i.names():
                    return False
            if k == "trait":
                self.rule("2-8-4", "2-8-1-1")
                if len(i.traits) > 1:
                    self.rule("2-8-3")
                if v not in i.traits:
                    return False
            if k == "color" and v not in i.colors:
                return False
            if k == "same_color":
                self.rule("1-6-2")
                if i.colors != [v]:
                    return False
            if k == "power_min" and (i.power is None or i.power < v):
                return False
            if k == "power_max" and (i.power is None or i.power > v):
                return False
            if k in ("cost_min", "cost_max"):
                if i.type == "leader":
                    return False
                self.rule("1-2-5", "1-2-4")  # a skill's コスト: a battle or extra card's
                c = i.cost_read(self.rule)
                if k == "cost_min" and c < v:
                    return False
                if k == "cost_max" and c > v:
                    return False
            if k == "rested" and i.rested != v:
                return False
            if k == "other" and v and src is not None and i.cid == src[0]:
                return False
            if k == "other" and not v and src is not None and i.cid != src[0]:
                return False
            if k == "keyword" and not self.has_keyword(i, v):
                return False
            if k == "not_keyword" and self.has_keyword(i, v, negated=True):
                return False
            if k == "has_combo" and (i.combo is not None) != v:
                return False
        return True

    def has_keyword(self, i, k, negated=False):
        """Whether the card has the keyword flag k, or one of the family k names: 「【ストライク】」
        includes 【ダブルストライク】 and 【トリプルストライク】 (15-6-3); 「【進化】を持つ」 includes
        【フュージョン進化】 (15-12-8), and so does 「【進化】を持たない」 (15-12-8-1)."""
        if k == "strike":
            self.rule("15-6-3")
            return any(x in ("double-strike", "triple-strike") or STRIKE.match(x)
                       for x in i.keywords)
        if k in ("evolve", "fusion-evolve"):
            kinds = ("evolve", "fusion-evolve") if k == "evolve" else ("fusion-evolve",)
            if k == "evolve":
                self.rule("15-12-8-1" if negated else "15-12-8")
            return any(sk["kind"] in kinds for sk in self.skills_of(i.cid))
        return k in i.keywords

    def zone_matches(self, spec, master, src_cid=None):
        """Every card in the zones a zone spec names that meets its filter."""
        zones = self.spec_zones(spec)
        if (spec.get("filter") or {}).get("keyword") == "field":
            self.rule("13-1-7")            # 【フィールド】: the extra cards that have it
            if "zone" not in spec:
                self.rule("13-1-7-1")      # with no zone named, those of a battle area
        if zones == ["energy"]:
            self.rule("13-1-3")
        if zones == ["life"]:
            self.rule("13-1-4")
        out = []
        src = self.obj(src_cid) if src_cid else None
        for p in self.players_of(spec.get("who", "any"), master):
            for zone in zones:
                for cid in self.zone_cards(p, zone):
                    if self.matches(cid, spec.get("filter"), master, src):
                        out.append(cid)
        return out

    def spec_zones(self, spec):
        """The zones a zone spec names: its `zone`; none, the battle area (13-1-2), and with a
        name or a trait the leader area first (13-1-5)."""
        if "zone" in spec:
            return [spec["zone"]]
        self.rule("13-1-2")
        if {"name", "trait"} & set(spec.get("filter") or {}):
            self.rule("13-1-5")
            return ["leader", "battle"]
        return ["battle"]

    def choosable(self, cid, master):
        """15-11-2, 13-4-1 and the prohibition `chosen-by-opponent`."""
        i = self.info(cid)
        if i.unaffected:
            self.rule("13-4-1", "0-3-15")
            return False
        if self.player_of(cid) != master:
            if "barrier" in i.keywords:
                self.rule("15-11-2", "15-11-1")
                return False
            if "chosen-by-opponent" in i.forbids:
                self.rule("0-2-5")
                return False
        return True

    def named(self, sel, ctx):
        """A named selector: the object, or None."""
        m = ctx.master
        if sel == "this":
            self.rule("13-1-1", "13-1-6")
            return ctx.source
        if sel in ("attack-card", "guard-card"):
            if not self.battle or self.battle.get("invalid"):
                return None               # 8-1-2-1: none once the attack is invalidated
            o = self.battle["attack_obj" if sel == "attack-card" else "guard_obj"]
            # a card that has left its zone is a new card (3-1-4): no longer the attack or the
            # guard card of the battle
            if o is not None and not self.current(o):
                self.rule("3-1-4")
                return None
            return o
        if sel == "your-leader":
            self.rule("10-1-2")          # 「リーダー」: the leader card in the leader area
            return self.obj(self.leader[m]) if self.leader[m] else None
        if sel == "opponent-leader":
            self.rule("10-1-2")
            q = other(m)
            return self.obj(self.leader[q]) if self.leader[q] else None
        if sel == "trigger-card":
            return ctx.trigger
        raise CaseError("selector %r" % sel)

    def resolve(self, sel, ctx, choose=True):
        """The objects a selector names when an instruction is executed.  Returns (objects,
        required): required is how many the instruction asked for (for 13-14, 13-15).  A
        selector with `as` names what it designated for a later `ref` of the same skill: those
        objects, read as last known once they have moved (9-10-1)."""
        objs, need = self.resolve_named(sel, ctx, choose)
        if isinstance(sel, dict) and "as" in sel:
            ctx.refs[sel["as"]] = list(objs)
        return objs, need

    def resolve_named(self, sel, ctx, choose):
        if isinstance(sel, dict) and "ref" in sel:
            objs = list(ctx.refs.get(sel["ref"], []))
            if any(not self.current(o) for o in objs):
                self.rule("3-1-4")        # moved since: a new card, not the one named
            return objs, len(objs)
        if isinstance(sel, str):
            o = self.named(sel, ctx)
            return ([o] if o is not None else []), 1
        if "all" in sel:
            cs = self.zone_matches(sel["all"], ctx.master, ctx.source[0] if ctx.source else None)
            kept = [c for c in cs if not self.info(c).unaffected]
            if len(kept) != len(cs):
                self.rule("13-4-1", "0-3-14")
            return [self.obj(c) for c in kept], len(kept)
        if "top" in sel:
            p = ctx.master if sel.get("who", "you") == "you" else other(ctx.master)
            zone = sel.get("zone", "deck")
            n = sel["top"]
            cs = self.zones[p][zone][:n]
            if zone == "life":
                self.rule("3-9-3")
            return [self.obj(c) for c in cs], n
        if "choose" in sel:
            if not choose:
                raise CaseError("a choice where none is allowed: %r" % sel)
            n = self.number(sel["choose"], ctx)
            return self.choose_cards(sel, ctx, n), n
        raise CaseError("selector %r" % sel)

    def candidates(self, sel, ctx):
        """The cards the master may choose; `from` an array of zone specs pools the candidates
        of all of them (13-6-1: 「合計N枚まで」)."""
        specs = sel["from"] if isinstance(sel["from"], list) else [sel["from"]]
        cs = []
        for spec in specs:
            for c in self.zone_matches(spec, ctx.master, ctx.source[0] if ctx.source else None):
                if c not in cs:
                    cs.append(c)
        return [c for c in cs if self.choosable(c, ctx.master)]

    def hidden_by_information(self, spec):
        """5-2-7: choosing among the cards of a hidden zone (a hand, the chooser's own included,
        3-3-2; a deck; a life area) by a condition on their information, the chooser may choose
        none of them though some meet it: the choice is "up to" and always asked."""
        if isinstance(spec, list):
            return any(self.hidden_by_information(x) for x in spec)
        return bool(spec.get("filter")) and spec.get("zone", "battle") in HIDDEN

    def choose_cards(self, sel, ctx, n=None):
        """5-2: the master chooses n (the selector's number, X decided)."""
        self.rule("5-2-2")
        if n is None:
            n = self.number(sel["choose"], ctx)
        if n <= 0:
            self.rule("0-2-4-2")           # choosing 0 cards is not done: nothing, no choice
            return []
        up_to = sel.get("up_to", False)
        cands = self.candidates(sel, ctx)
        if not cands:
            self.rule("5-2-6", "0-3-14")
            return []
        if isinstance(sel["from"], list):
            self.rule("13-6-1")            # 「合計N枚まで」: any combination of at most N
            up_to = True
        if up_to:
            self.rule("5-2-4", "0-2-8-1")
        if self.hidden_by_information(sel["from"]):
            self.rule("5-2-7", "3-3-2")
            up_to = True
        if not up_to and len(cands) <= n:
            self.rule("5-2-3")
            if len(cands) < n:
                self.rule("5-2-5")
            return [self.obj(c) for c in cands]
        if not up_to:
            self.rule("5-2-3")
        need = None if up_to else n

        def valid(v):
            return isinstance(v, list) and len(set(v)) == len(v) and \
                all(c in cands for c in v) and \
                (len(v) == need if need is not None else len(v) <= n)
        picked = self.choose("target", ctx.master, valid, list(cands))   # offered: the candidates
        return [self.obj(c) for c in picked]
