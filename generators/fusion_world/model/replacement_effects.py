"""Owns replacement effects (1-5-2-3, 9-9): a valid 【永続】's `replace` applies when its event is
about to happen; the event does not happen at all (9-9-1, 9-9-1-1) and is not a failure (0-3-16);
each replacement applies at most once to one event and to what replaces it (9-9-2-3).  With two or
more, the player 9-9-2-1 / 9-9-2-2 names chooses the one applied first (FW-REPLACE-CHOOSER: the
card's master when the event is a card's, else the player who performs it); a single optional one
is taken or declined by its master (9-9-3), and cannot apply when its instructions cannot be
carried out.  The events: a KO (`ko`, and `leave`, it leaves the battle area), another move out
of the battle area (`leave`, `move`), damage to the master (`damage`), the master's draw
(`draw`).
"""

from .skills import verb_of
from .table import ORIENTED


class Replacement:
    def init_replacement(self):
        self.repl_chain = set()
        self.repl_depth = 0

    def replacements_for(self, events, subject):
        out = []
        for cid, i, s in self.valid_permanents():
            r = s.get("replace")
            if r is None or r["event"] not in events:
                continue
            key = (cid, self.inc[cid], i)
            if key in self.repl_chain:
                self.rule("9-9-2-3")
                continue
            master = self.player_of(cid)
            if r["event"] in ("damage", "draw"):
                if subject != master:
                    continue
            else:
                of = r.get("of", "this")
                if of == "this":
                    if subject != cid:
                        continue
                elif isinstance(of, dict):
                    if subject not in self.zone_matches(of["all"], master, cid):
                        continue
                else:
                    from .effects import Ctx
                    o = self.named(of, Ctx(master, self.obj(cid), i))
                    if o is None or o[0] != subject:
                        continue
            if r.get("optional", False) and not self.feasible(r["instead"], master, cid, i):
                self.rule("9-9-3")
                continue
            out.append((cid, i, r, master, key))
        return out

    def feasible(self, instructions, master, cid, idx):
        """Whether a replacement's instructions can be carried out in full (9-9-3)."""
        from .effects import Ctx
        ctx = Ctx(master, self.obj(cid), idx)
        for ins in instructions:
            verb = verb_of(ins)
            v = ins[verb]
            if verb in ("rest", "stand", "ko", "move", "discard", "remove", "reveal"):
                if isinstance(v, dict) and "choose" in v:
                    cands = self.candidates(v, ctx)
                    if verb in ("rest", "stand"):
                        cands = [c for c in cands if self.zone_of(c) in ORIENTED and
                                 ((c in self.rested) != (verb == "rest"))]
                    if len(cands) < v["choose"] and not v.get("up_to"):
                        return False
                elif isinstance(v, str):
                    o = self.named(v, ctx)
                    if o is None or not self.current(o):
                        return False
                    if verb == "rest" and o[0] in self.rested:
                        return False
                    if verb == "stand" and o[0] not in self.rested:
                        return False
            elif verb == "draw":
                if len(self.zones[master]["deck"]) < v:
                    return False
            elif verb == "ki" and v < 0:
                o = self.named(ins.get("target", "this"), ctx)
                if o is None or self.ki.get(o[0], 0) < -v:
                    return False
        return True

    def apply_replacement(self, events, subject, chooser):
        cands = self.replacements_for(events, subject)
        if not cands:
            return False
        if len(cands) >= 2:
            self.rule("9-9-2", "9-9-2-1" if events[0] not in ("damage", "draw") else "9-9-2-2")
            options = [{"card": c[0], "skill": c[1]} for c in cands]
            pick = self.choose("replace", chooser, lambda v: v in options, list(options))
            chosen = cands[options.index(pick)]
        else:
            chosen = cands[0]
            if chosen[2].get("optional", False):
                self.rule("9-9-3")
                if not self.choose("replace", chosen[3], lambda v: v is True or v is False,
                                   [True, False]):
                    return False
        cid, i, r, master, key = chosen
        self.rule("9-9-1", "9-9-1-1", "1-5-2-3", "0-3-16")
        self.emit("replace", card=cid, skill=i, event=r["event"])
        from .effects import Ctx
        self.repl_chain.add(key)
        self.repl_depth += 1
        try:
            self.perform(r["instead"], Ctx(master, self.obj(cid), i))
        finally:
            self.repl_depth -= 1
            if self.repl_depth == 0:
                self.repl_chain = set()
        return True

    def replaced_draw(self, p):
        return self.apply_replacement(("draw",), p, p)

    def replaced_damage(self, p, n, source):
        return self.apply_replacement(("damage",), p, p)

    def replaced_leave(self, cid, how):
        events = ("ko", "leave") if how == "ko" else ("leave", "move")
        return self.apply_replacement(events, cid, self.player_of(cid))
