"""Owns the state of a haikyu-break game in the generators' model: the cards, each player's ten
zones (3-1-1), the court's stacks — a character on top, its guts below, the nearest first
(1-2-14, 1-2-15) — and the block area's centre and side blockers (3-6-1-1), incarnations (a card
that changes zones is a new card, 3-1-5, except between court areas, 3-1-5-1), the observed
events and rejections, the clauses applied (the trace), and the observation of
docs/engines/haikyu-break.md (the state and the view).

Zone lists: deck, set, drop and event top first; hand in arrival order; a court area lists its
stack tops (the block area its centre blocker first, then its side blockers)."""

from common.rulelog import RuleLog
from common.script import CaseError

from .cards import Card, PARAMS

PLAYERS = ("P1", "P2")
ZONES = ("deck", "set", "hand", "drop", "serve", "block", "receive", "toss", "attack", "event")
COURT = ("serve", "block", "receive", "toss", "attack")
HIDDEN = ("deck", "set", "hand")
TOP_FIRST = ("deck", "set", "drop", "event")
PHASES = ("pregame", "serve", "start", "block", "draw", "receive", "toss", "attack", "end",
          "lost-set", "interval")
AREA_PARAM = {"serve": "serve", "block": "block", "receive": "receive", "toss": "toss",
              "attack": "attack"}


def other(p):
    return "P2" if p == "P1" else "P1"


class GameOver(Exception):
    """The game has ended (0-1-3): the run stops."""


class Table(RuleLog):
    def init_table(self, setup):
        cards = setup.get("cards")
        if not isinstance(cards, dict):
            raise CaseError("setup.cards")
        self.cards = {cid: Card(cid, spec) for cid, spec in cards.items()}
        self.order = list(cards)                 # the case's order of the cards
        self.zones = {p: {z: [] for z in ZONES} for p in PLAYERS}
        self.loc = {}                            # card -> (player, zone)
        self.host = {}                           # a gut -> the character it is under
        self.under = {}                          # a character -> its guts, nearest first
        self.role = {}                           # block area: "centre" / "side"
        self.inc = {cid: 1 for cid in self.cards}
        self.face_up = set()
        self.shown = {}                          # card -> players who see it beyond its zone
        self.lki = {}                            # (card, inc) -> last information
        self.events, self.rejections, self.legal = [], [], []
        self.trace = set()
        self.init_log()
        self.clock = 0
        self.stamp = {}

    def place_setup(self, setup, pregame):
        placed = set()

        def put(cid, where):
            if cid not in self.cards:
                raise CaseError("unknown card %r at %s" % (cid, where))
            if cid in placed:
                raise CaseError("card %s placed twice" % cid)
            placed.add(cid)

        for p in PLAYERS:
            spec = setup.get(p, {})
            bad = set(spec) - set(ZONES) - {"op"}
            if bad:
                raise CaseError("setup.%s: %s" % (p, sorted(bad)))
            for z in ZONES:
                v = spec.get(z)
                if v is None:
                    continue
                if pregame and z != "deck" and v:
                    raise CaseError("a pre-game start has cards in the decks only")
                if z in COURT:
                    put(v, z)
                    if self.cards[v].type != "character":
                        raise CaseError("%s is not a character card" % v)
                    self.zones[p][z].append(v)
                    self.loc[v] = (p, z)
                    self.under[v] = []
                    if z == "block":
                        self.role[v] = "centre"
                else:
                    for cid in v:
                        put(cid, z)
                        self.zones[p][z].append(cid)
                        self.loc[cid] = (p, z)
        for top, below in (setup.get("under") or {}).items():
            if top not in self.loc or self.loc[top][1] not in COURT:
                raise CaseError("under %s: not a character" % top)
            for cid in below:
                put(cid, "under")
                self.under[top].append(cid)
                self.host[cid] = top
        missing = [c for c in self.cards if c not in placed]
        if missing:
            raise CaseError("cards in no zone: %s" % missing)
        self.owner = {c: self.where(c)[0] for c in self.cards}
        for c in self.order:
            self.stamp[c] = self.tick()
        for cid in setup.get("face_up", []):
            if self.where(cid)[1] != "set":
                raise CaseError("face_up %s: not a set card" % cid)
            self.face_up.add(cid)

    def tick(self):
        self.clock += 1
        return self.clock

    # ---- where cards are --------------------------------------------------------------------
    def where(self, cid):
        """(player, zone) of a card; a gut is in its character's zone."""
        h = self.host.get(cid)
        return self.loc[h] if h is not None else self.loc.get(cid, (None, None))

    def zone_of(self, cid):
        return self.where(cid)[1]

    def player_of(self, cid):
        return self.where(cid)[0]

    def is_gut(self, cid):
        return cid in self.host

    def is_character(self, cid):
        return cid in self.loc and self.loc[cid][1] in COURT and cid not in self.host

    def character(self, p, area):
        """The character of an area (the block area's centre blocker), or None."""
        for c in self.zones[p][area]:
            if area != "block" or self.role.get(c) == "centre":
                return c
        return None

    def name(self, cid):
        return self.cards[cid].name

    # ---- trace, events, rejections ----------------------------------------------------------
    def rule(self, *clauses):
        if not getattr(self, "paused", 0):
            self.trace.update(clauses)
            self.log_rules(self.step, clauses)

    def emit(self, kind, **fields):
        e = {"type": kind}
        e.update(fields)
        e["step"] = self.step
        self.events.append(e)
        self.log_event()
        return e

    def reject(self, rule, reason):
        self.rule(rule)
        self.rejections.append({"step": self.step, "rule": rule, "reason": reason})
        self.log_rejection()

    # ---- the observation --------------------------------------------------------------------
    def point_json(self, p, op):
        v = self.point_value(p, op)
        return v

    def court_json(self, p, z):
        out = []
        tops = self.zones[p][z]
        ordered = [c for c in tops if self.role.get(c) != "side"] + \
                  [c for c in tops if self.role.get(c) == "side"]
        for c in ordered:
            o = {"card": c}
            if z == "block":
                o["role"] = self.role.get(c, "centre")
            o["under"] = list(self.under.get(c, []))
            o["points"] = {q: (v if v is not None else "-")
                           for q, v in ((q, self.param(c, q)) for q in PARAMS)}
            out.append(o)
        return out

    def state(self):
        pre = self.phase == "pregame"
        st = {"turn": {"set": 0 if pre else self.set, "number": 0 if pre else self.turn,
                       "player": None if pre else self.tp, "phase": self.phase,
                       "step": self.step_name, "route": self.route},
              "result": self.result}
        for p in PLAYERS:
            po = {}
            for z in ZONES:
                po[z] = self.court_json(p, z) if z in COURT else list(self.zones[p][z])
            po["face_up"] = [c for c in self.zones[p]["set"] if c in self.face_up]
            po["op"] = self.point_value(p, True)
            po["dp"] = self.point_value(p, False)
            st[p] = po
        st["view"] = self.view()
        return st

    def sees(self, viewer, cid):
        if viewer in self.shown.get(cid, ()):
            return True
        z = self.zone_of(cid)
        if z == "set" and cid in self.face_up:
            return True
        if z in ("deck", "set"):
            return False
        if z == "hand":
            return self.player_of(cid) == viewer
        return True

    def view(self):
        counts = {}
        for p in PLAYERS:
            counts[p] = {}
            for z in ZONES:
                n = len(self.zones[p][z])
                if z in COURT:
                    n += sum(len(self.under.get(c, [])) for c in self.zones[p][z])
                counts[p][z] = n
        view = {}
        for viewer in PLAYERS:
            seen = []
            for p in PLAYERS:
                for z in ZONES:
                    for c in self.zones[p][z]:
                        if self.sees(viewer, c):
                            seen.append(c)
                            if z in COURT:
                                seen.extend(self.under.get(c, []))
            view[viewer] = {"sees": seen, "counts": counts}
        return view
