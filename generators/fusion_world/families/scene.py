"""Owns `Scene`, a fusion-world setup under construction with the small conventions of the
families (leaders L1/L2, decks P1D1…, lives P1T1…: `standard`), and the few phrases the families
write costs and card lists with."""

from ..model.table import PLAYERS, ZONES, other


class Scene:
    """A setup under construction: cards are added to zones with only the keys that differ
    from the vocabulary's defaults."""

    def __init__(self, first="P1", at="main", turn=3):
        self.first, self.at, self.turn = first, at, turn
        self.cards = {}
        self.zones = {p: {"leader": None, **{z: [] for z in ZONES}, "markers": 0}
                      for p in PLAYERS}
        self.rested = []
        self.under, self.ki, self.effects, self.used = {}, {}, [], {}
        self.start_player = None

    @property
    def turn_player(self):
        if self.start_player:
            return self.start_player
        return self.first if self.turn % 2 == 1 else other(self.first)

    def put(self, p, zone, cid, **spec):
        if cid in self.cards:
            raise ValueError("card %s twice" % cid)
        self.cards[cid] = spec
        if zone == "leader":
            self.zones[p]["leader"] = cid
        else:
            self.zones[p][zone].append(cid)
        return cid

    def leader(self, p, cid=None, **spec):
        return self.put(p, "leader", cid or ("L1" if p == "P1" else "L2"), type="leader", **spec)

    def fill(self, p, zone, n, tag, **spec):
        """n cards named <p><tag><i> (P1D1, P1D2…) into a zone."""
        return [self.put(p, zone, "%s%s%d" % (p, tag, i + 1), **dict(spec)) for i in range(n)]

    def rest(self, *cids):
        self.rested += [c for c in cids if c not in self.rested]

    def stack(self, top, *below, **spec):
        """Cards put under `top` (top of the stack first), each with the same spec."""
        self.under.setdefault(top, [])
        for cid in below:
            if cid in self.cards:
                raise ValueError("card %s twice" % cid)
            self.cards[cid] = dict(spec)
            self.under[top].append(cid)

    def effect(self, master, **fields):
        """An effect already applying when the run begins (setup.effects)."""
        e = {"master": master}
        e.update(fields)
        self.effects.append(e)

    def setup(self):
        out = {}
        if self.at != "pregame" or self.first:
            out["first"] = self.first
        out["start"] = {"at": self.at} if self.at == "pregame" else {"at": self.at,
                                                                     "turn": self.turn}
        out["cards"] = {k: dict(v) for k, v in self.cards.items()}
        for p in PLAYERS:
            z = self.zones[p]
            po = {}
            if z["leader"]:
                po["leader"] = z["leader"]
            for k in ZONES:
                if z[k]:
                    po[k] = list(z[k])
            if z["markers"]:
                po["markers"] = z["markers"]
            out[p] = po
        if self.rested:
            out["rested"] = list(self.rested)
        if self.under:
            out["under"] = {k: list(v) for k, v in self.under.items()}
        if self.ki:
            out["ki"] = dict(self.ki)
        if self.effects:
            out["effects"] = [dict(e) for e in self.effects]
        if self.used:
            out["used"] = {k: [list(x) for x in v] for k, v in self.used.items()}
        if self.start_player:
            out["start"]["player"] = self.start_player
        return out


def standard(first="P1", turn=3, at="main", deck=(5, 5), life=(8, 8), colors=None):
    """Leaders L1/L2 (red, 5000), decks P1D…/P2D… and lives P1T…/P2T… of vanilla cards."""
    s = Scene(first, at, turn)
    for i, p in enumerate(PLAYERS):
        if colors:
            s.leader(p, colors=list(colors[i]))
        else:
            s.leader(p)
        s.fill(p, "deck", deck[i], "D")
        s.fill(p, "life", life[i], "T")
    return s


def players_board(first):
    """The standard scene of turn 3's main phase with `first` going first: (scene, turn player,
    the other player)."""
    s = standard(first=first, turn=3)
    return s, s.turn_player, other(s.turn_player)


def leaders_board(first):
    """players_board and the two players' leaders: (scene, turn player, the other, the turn
    player's leader, the other's leader)."""
    s, tp, ntp = players_board(first)
    return s, tp, ntp, s.zones[tp]["leader"], s.zones[ntp]["leader"]


def in_combo(cid, combo, power=1000):
    """A card of a combo area as the state lists it: its power and its combo power."""
    return {"card": cid, "power": power, "combo": combo}


def cost_text(cost):
    """A cost as the text writes it: total and specified colors (1-2)."""
    spec = cost.get("specified", {})
    return "total %d%s" % (cost.get("total", 0), "".join(
        ", %d %s" % (n, c) for c, n in sorted(spec.items())))


def ids_text(ids):
    return ", ".join(ids) if ids else "nothing"
