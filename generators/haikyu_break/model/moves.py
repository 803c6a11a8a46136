"""Owns moving cards (3-1-5) in the model: a move is reported once the card is placed (8-4-2); a
card that changes zones is a new card whose effects vanish (3-1-5, 8-4-3), except between court
areas (3-1-5-1); a card placed on an occupied court area goes on top, the character below
becoming its gut and keeping nothing (8-3-1, 8-3-1-1, 8-3-1-2); a character leaving alone leaves
its guts, the nearest becoming the character (1-2-15-3); a waiting passive of a card gone to a
hidden zone is cancelled (8-4-4); the last information of a card as it leaves (6-4-2)."""

from .table import COURT, HIDDEN, TOP_FIRST


class Moves:
    def take_lki(self, cid):
        p, z = self.where(cid)
        self.lki[(cid, self.inc[cid])] = {
            "params": {q: self.param(cid, q) for q in self.cards[cid].params},
            "zone": z, "player": p,
            "public": z is not None and (z not in HIDDEN or cid in self.face_up)}

    def end_effects_on(self, cid):
        for e in self.effects:
            if not e["ended"] and e["card"] == cid:
                e["ended"] = True

    def _leave(self, cid):
        """Take the card out of where it is."""
        if cid in self.host:
            top = self.host.pop(cid)
            self.under[top].remove(cid)
            return
        p, z = self.loc.pop(cid)
        lst = self.zones[p][z]
        i = lst.index(cid)
        guts = self.under.pop(cid, []) if z in COURT else []
        lst.pop(i)
        if guts:
            self.rule("1-2-15-3", "1-4-5")      # its guts stay; the nearest is the character
            nxt = guts[0]
            del self.host[nxt]
            lst.insert(i, nxt)
            self.loc[nxt] = (p, z)
            self.under[nxt] = guts[1:]
            for g in guts[1:]:
                self.host[g] = nxt
            if cid in self.role:
                self.role[nxt] = self.role[cid]
        self.role.pop(cid, None)

    def _place_court(self, cid, p, z, role):
        """Put a card that is in no zone on top of an area's stack (8-3-1); returns the card it
        covers (its `covered` trigger is raised by the caller), or None."""
        lst = self.zones[p][z]
        top = None if role == "side" else self.character(p, z)
        if z == "block":
            self.role[cid] = "side" if role == "side" else "centre"
        self.loc[cid] = (p, z)
        if top is None:
            self.under[cid] = []
            if z == "block" and role != "side":
                lst.insert(0, cid)
            else:
                lst.append(cid)
            return None
        self.rule("8-3-1", "8-3-1-1", "8-3-1-2", "1-2-15")
        if z == "block":
            self.rule("3-6-2-1")
        i = lst.index(top)
        lst[i] = cid
        del self.loc[top]
        guts = self.under.pop(top)
        self.under[cid] = [top] + guts
        self.host[top] = cid
        for g in guts:
            self.host[g] = cid
        self.role.pop(top, None)
        self.end_effects_on(top)               # 0-2-11, 6-10-3: no longer a character
        return top

    def to_top(self, cid, p, z, role):
        """A gut appears in its own area (1-4-5-3): on top, with no zone change."""
        self._leave(cid)
        covered = self._place_court(cid, p, z, role)
        if covered is not None:
            self.raise_event("covered", card=covered, player=p)

    def move(self, cid, p, z, pos="default", cause="effect", role=None, replaceable=True):
        """Move a card; returns whether it moved (a move to a drop may be replaced, 6-11)."""
        if replaceable and z == "drop" and self.replace_drop(cid):
            return False
        src = self.where(cid)
        self.take_lki(cid)
        inc_before = self.inc[cid]
        live = [i for i in range(len(self.skills_of(cid))) if self.skill_live(cid, i)]
        self._leave(cid)
        self.face_up.discard(cid)
        self.shown.pop(cid, None)
        covered = None
        if z in COURT:
            covered = self._place_court(cid, p, z, role)
        else:
            self.loc[cid] = (p, z)
            lst = self.zones[p][z]
            if pos == "default":
                pos = "top" if z in TOP_FIRST else "bottom"
            if pos == "top":
                lst.insert(0, cid)
            elif pos == "bottom":
                lst.append(cid)
            else:
                lst.insert(pos, cid)
        if src[1] in COURT and z in COURT:
            self.rule("3-1-5-1")               # between court areas: its effects stay
        else:
            self.inc[cid] += 1                 # a new card (3-1-5)
            self.rule("3-1-5")
            if src[1] in COURT:
                self.rule("8-4-3")
        self.stamp[cid] = self.tick()
        capacity = {"hand": "3-3-4", "drop": "3-4-3", "serve": "3-5-3", "receive": "3-7-3",
                    "toss": "3-8-3", "attack": "3-9-3", "event": "3-10-3",
                    "block": "3-6-1-1" if role == "side" else "3-6-2-2"}
        if z in capacity:
            self.rule(capacity[z])             # these zones take any number of cards
        self.emit("move", card=cid, **{"from": "%s:%s" % src}, to="%s:%s" % (p, z), cause=cause)
        self.rule("8-4-2")
        if z in HIDDEN:
            self.cancel_waiting_of(cid, inc_before)
        self.sweep()
        self.raise_event("move", card=cid, player=p, src=src, dst=(p, z), live=live,
                         inc_before=inc_before)
        if covered is not None:
            self.raise_event("covered", card=covered, player=p)
        return True
