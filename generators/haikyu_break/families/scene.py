"""Owns `Scene`, a haikyu-break setup under construction with the families' small conventions
(decks P1D1…, set cards P1S1…: `standard`), and `cards_text`, a list of cards in words."""

from ..model.table import COURT, PLAYERS, ZONES


class Scene:
    """A setup under construction: cards are added to zones with only the keys that differ from
    the vocabulary's defaults."""

    def __init__(self, at="serve", turn=1, player="P1", set_no=1, route=None):
        self.at, self.turn, self.player, self.set_no, self.route = at, turn, player, set_no, route
        self.cards = {}
        self.zones = {p: {z: ([] if z not in COURT else None) for z in ZONES} for p in PLAYERS}
        self.under, self.ops, self.effects, self.face_up = {}, {}, [], []

    def card(self, cid, **spec):
        if cid in self.cards:
            raise ValueError("card %s twice" % cid)
        self.cards[cid] = spec
        return cid

    def put(self, p, zone, cid, **spec):
        self.card(cid, **spec)
        if zone in COURT:
            if self.zones[p][zone] is not None:
                raise ValueError("%s's %s is taken" % (p, zone))
            self.zones[p][zone] = cid
        else:
            self.zones[p][zone].append(cid)
        return cid

    def first(self, cid):
        """List the card first in `setup.cards`: the first of the case's order (an
        implementation may number it 0)."""
        self.cards = dict([(cid, self.cards[cid])] + [kv for kv in self.cards.items()
                                                       if kv[0] != cid])

    def fill(self, p, zone, n, tag, **spec):
        """n cards named <p><tag><i> (P1D1, P1D2…) into a zone."""
        return [self.put(p, zone, "%s%s%d" % (p, tag, i + 1), **dict(spec)) for i in range(n)]

    def stack(self, top, *below, **spec):
        """Guts under `top`, the nearest first, each with the same spec."""
        self.under.setdefault(top, [])
        for cid in below:
            self.card(cid, **dict(spec))
            self.under[top].append(cid)

    def op(self, p, n):
        self.ops[p] = n

    def effect(self, master, **fields):
        e = {"master": master}
        e.update(fields)
        self.effects.append(e)

    def setup(self):
        start = {"at": self.at}
        if self.at != "pregame":
            start.update({"turn": self.turn, "player": self.player, "set": self.set_no})
            if self.route:
                start["route"] = self.route
        out = {"start": start, "cards": {k: dict(v) for k, v in self.cards.items()}}
        for p in PLAYERS:
            po = {}
            for z in ZONES:
                v = self.zones[p][z]
                if v:
                    po[z] = v if isinstance(v, str) else list(v)
            if p in self.ops:
                po["op"] = self.ops[p]
            out[p] = po
        if self.under:
            out["under"] = {k: list(v) for k, v in self.under.items()}
        if self.face_up:
            out["face_up"] = list(self.face_up)
        if self.effects:
            out["effects"] = [dict(e) for e in self.effects]
        return out


def standard(at="serve", turn=1, player="P1", set_no=1, deck=(6, 6), sets=(2, 2), route=None):
    """Decks P1D…/P2D… and set cards P1S…/P2S… of vanilla characters."""
    s = Scene(at, turn, player, set_no, route)
    for i, p in enumerate(PLAYERS):
        s.fill(p, "deck", deck[i], "D")
        s.fill(p, "set", sets[i], "S")
    return s


def cards_text(ids):
    return ", ".join(ids) if ids else "nothing"
