"""Owns the conditions of the effect language (part 2, "Conditions"): counts of matching cards,
the power of a card or the 【気】 under the cards named (read from its last-known information
when it has left its zone, 9-10-1, or from the zone-move trigger's information, 9-6-7-1; a
card's 【気】 in its card's zone, 1-12-6), the energy markers of the energy
area (never 【気】, 1-12-3), whose turn it is, and their combinations."""

from .table import other


class Conditions:
    def condition(self, c, master, source, trigger=None, trigger_info=None):
        from .effects import Ctx
        ctx = Ctx(master, source, None, trigger, trigger_info)
        return self.test(c, ctx)

    def test(self, c, ctx):
        m = ctx.master
        if "all" in c:
            return all(self.test(x, ctx) for x in c["all"])
        if "any" in c:
            return any(self.test(x, ctx) for x in c["any"])
        if "not" in c:
            return not self.test(c["not"], ctx)
        if "turn" in c:
            mine = self.turn_player == m
            return mine if c["turn"] == "your" else not mine
        if "count" in c:
            n = len(self.zone_matches(c["count"], m, ctx.source[0] if ctx.source else None))
            return self.within(n, c)
        if "markers" in c:
            p = m if c["markers"] == "you" else other(m)
            self.rule("1-12-3")
            return self.within(self.markers[p], c)
        if "power" in c:
            # every card named has power within the bounds (none: false), each read as the
            # effect knows it: as last known once it has left its zone (9-10-1)
            objs, _ = self.resolve(c["power"], ctx, choose=False)
            objs = [o for o in objs if o is not None]
            ok = bool(objs)
            for o in objs:
                i = ctx.info_for(self, o)
                power = i.power
                if c.get("original") and power is not None:
                    self.rule("13-3-1")    # 「元々の」: as printed, no skill's modification
                    power = self.printed(o[0]).power
                elif i.power is not None and i.power != self.printed(o[0]).power:
                    self.rule("0-3-11")    # the information read includes continuous effects
                ok = ok and power is not None and self.within(power, c)
            return ok
        if "ki" in c:
            # the 【気】 under the cards named: a card's 【気】 is in its card's zone (1-12-6); a
            # card that has left its zone as it last was there (9-10-1); no card, no 【気】
            sel = c["ki"]
            if not (isinstance(sel, str) and sel in ("this", "trigger-card")):
                self.rule("1-12-6")
            objs, _ = self.resolve(sel, ctx, choose=False)
            n = sum(ctx.info_for(self, o).ki for o in objs if o is not None)
            return self.within(n, c)
        return False

    @staticmethod
    def within(n, c):
        return ("min" not in c or n >= c["min"]) and ("max" not in c or n <= c["max"])
