"""Owns `Scene`, a lycee setup under construction with the families' small conventions: each
player's deck of filler cards (P1D1…, P2D1…, top first), a run starting at the main phase of
turn 3 with P1 first (P1's turn), cards given only the keys that differ from the vocabulary's
defaults, the cards on the fields listed first."""

from ..model.cards import FIELDS
from ..model.table import PLAYERS, other

LISTS = ("deck", "hand", "trash", "shield", "aside")


class SceneSetup(dict):
    """A setup a Scene wrote; `free_lead`: no card was asked to come first (lead()), so the family
    may put any of the scene's own cards first (Family.add: an engine's card 0 then plays a
    different part in each case)."""
    free_lead = False


class Scene:
    def __init__(self, first="P1", at="main", turn=3, decks=(6, 6), player=None):
        self.first, self.at, self.turn, self.player = first, at, turn, player
        self.cards = {}
        self.zones = {p: {} for p in PLAYERS}
        self.under, self.charges = {}, []
        self.tapped, self.fresh, self.priority, self.effects, self.used = [], [], [], [], []
        self.game_used, self.trump = {}, []
        self.leading = None      # the card lead() lists first
        for p, n in zip(PLAYERS, decks):
            for i in range(n):
                self.put(p, "deck", "%sD%d" % (p, i + 1))

    @property
    def tp(self):
        if self.player:
            return self.player
        return self.first if self.turn % 2 == 1 else other(self.first)

    @property
    def ntp(self):
        return other(self.tp)

    def card(self, cid, **info):
        if cid in self.cards:
            raise ValueError("card %s twice" % cid)
        self.cards[cid] = info
        return cid

    def put(self, p, zone, cid, **info):
        self.card(cid, **info)
        self.zones[p].setdefault(zone, []).append(cid)
        return cid

    def lead(self, cid):
        """List `cid` first among the setup's cards (an engine's first card: its index 0)."""
        self.leading = cid

    def deck(self, p):
        return list(self.zones[p].get("deck", []))

    def char(self, p, field, cid, **info):
        assert field in FIELDS
        return self.put(p, field, cid, **info)

    def item(self, p, field, cid, **info):
        return self.put(p, field, cid, type="item", **info)

    def area(self, p, field, cid, **info):
        return self.put(p, field, cid, type="area", **info)

    def below(self, host, *cids, charge=False, **info):
        for c in cids:
            self.card(c, **info)
            self.under.setdefault(host, []).append(c)
            if charge:
                self.charges.append(c)

    def card_order(self):
        """The setup's cards: the one lead() names, then the cards on the fields (P1's, then
        P2's, each field's character first), then the others as they were added — so that an
        engine that takes its card 0 for "none" meets a card in play, not a deck's filler."""
        first = [self.leading] if self.leading else []
        on_fields = [c for p in PLAYERS for f in FIELDS for c in self.zones[p].get(f, [])]
        return list(dict.fromkeys(first + on_fields + list(self.cards)))

    def setup(self):
        out = SceneSetup()
        out.free_lead = self.leading is None
        if self.at != "pregame":
            out["first"] = self.first
            out["start"] = {"at": self.at, "turn": self.turn}
            if self.player:
                out["start"]["player"] = self.player
        else:
            out["start"] = {"at": "pregame"}
        out["cards"] = {k: dict(self.cards[k]) for k in self.card_order()}
        for p in PLAYERS:
            out[p] = {z: list(v) for z, v in self.zones[p].items()}
        for key in ("under", "charges", "tapped", "fresh", "priority", "effects", "used",
                    "game_used", "trump"):
            v = getattr(self, key)
            if v:
                out[key] = v if not isinstance(v, dict) else dict(v)
        return out
