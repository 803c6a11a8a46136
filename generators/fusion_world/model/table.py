"""Owns the state of a fusion-world game in the generators' model: the cards, each player's
zones (ch. 3), orientation (1-8), energy markers (1-11), cards under cards and 【気】 (16-2,
1-12), leader faces (10-1-3), the turn, the observed events and rejections, the clauses applied
(the trace) and the observation of docs/engines/fusion-world.md.

A card that changes zone is a new card (3-1-4): `inc[cid]` counts its zone changes, and an
object of the game is (id, inc).  A move battle area → combo area, combo area → battle area
(3-1-4-1, 3-1-4-2) or into another player's zone of the same name by control (13-8-2) keeps the
object.  The information a card had before a move is kept as its last-known information (9-10).

Zone arrays keep the vocabulary's order: deck, life and drop top first; hand, battle, energy and
combo in the order the cards were placed.
"""

from common.rulelog import RuleLog
from common.script import CaseError

from .cards import Card

PLAYERS = ("P1", "P2")
ZONES = ("deck", "hand", "life", "drop", "battle", "combo", "energy")
PLAYER_KEYS = set(ZONES) | {"leader", "markers"}
SETUP_KEYS = {"first", "start", "cards", "P1", "P2", "rested", "under", "ki", "effects", "used"}
TOP_FIRST = ("deck", "life", "drop")
ORIENTED = ("leader", "battle", "energy")
HIDDEN = ("deck", "hand", "life")
KEEPS_OBJECT = {("battle", "combo"), ("combo", "battle")}


# The reason class of each rule that refuses an action (docs/engines/fusion-world.md, "Reason
# classes"): what an implementation that cannot name clauses reports.
REJECTION_CLASS = {
    "4-1-1": "timing", "7-3-4": "timing", "7-3-4-3-1": "timing", "5-6-3": "timing",
    "1-3-4-1-1": "timing", "1-3-4-1-2": "timing", "15-9-3": "timing", "15-10-3": "timing",
    "5-3-1": "cost", "5-3-3": "cost", "1-4-6": "cost",
    "5-5-2": "card-place", "1-3-7": "card-place",
    "5-6-2-1": "combo", "5-6-3-1": "combo", "5-6-3-1-1": "combo", "5-6-4-1": "combo",
    "5-6-4-1-1": "combo",
    "8-1-1": "attack",
    "0-2-2": "forbidden", "13-13-1": "forbidden", "9-1-2": "forbidden",
    "9-1-3": "condition", "15-2-3": "condition", "15-12-3": "condition", "15-12-4": "condition",
    "15-12-10": "condition",
    "15-7-5": "once-per-turn",
}


def other(p):
    return "P2" if p == "P1" else "P1"


class GameOver(Exception):
    """The game has ended (0-1-3): the run stops."""


class Table(RuleLog):
    def init_table(self, setup):
        if not isinstance(setup, dict):
            raise CaseError("setup is not an object")
        unknown = set(setup) - SETUP_KEYS
        if unknown:
            raise CaseError("setup: unknown keys %s" % sorted(unknown))
        cards = setup.get("cards", {})
        if not isinstance(cards, dict):
            raise CaseError("setup.cards is not an object")
        self.cards = {cid: Card(cid, spec) for cid, spec in cards.items()}
        self.zones = {p: {z: [] for z in ZONES} for p in PLAYERS}
        self.leader = {p: None for p in PLAYERS}
        self.markers = {p: 0 for p in PLAYERS}
        self.removed = {p: [] for p in PLAYERS}
        self.loc = {}
        self.under = {}              # top card -> cards under it, top first (16-2)
        self.under_of = {}           # a card under another -> that top card
        self.ki = {}                 # card -> 【気】 (1-12)
        self.face = {}               # leader -> "front" / "back" (10-1-3)
        self.inc = {cid: 0 for cid in self.cards}
        self.lki = {}                # (cid, inc) -> the information it had last (9-10-1)
        for p in PLAYERS:
            spec = setup.get(p, {})
            if not isinstance(spec, dict):
                raise CaseError("setup.%s is not an object" % p)
            bad = set(spec) - PLAYER_KEYS
            if bad:
                raise CaseError("setup.%s: unknown keys %s" % (p, sorted(bad)))
            if spec.get("leader") is not None:
                self._place(spec["leader"], p, "leader")
                self.leader[p] = spec["leader"]
                self.face[spec["leader"]] = "front"
            for z in ZONES:
                for i, cid in enumerate(spec.get(z, [])):
                    self._place(cid, p, z, "$.setup.%s.%s[%d]" % (p, z, i))
                    self.zones[p][z].append(cid)
            self.markers[p] = spec.get("markers", 0)
            if not isinstance(self.markers[p], int) or self.markers[p] < 0:
                raise CaseError("setup.%s.markers %r" % (p, self.markers[p]))
        for top, below in (setup.get("under") or {}).items():
            if top not in self.loc or self.loc[top][1] not in ("battle", "leader", "combo"):
                raise CaseError("under %s: not a battle, leader or combo area card" % top)
            for cid in below:
                self._place(cid, self.loc[top][0], self.loc[top][1])
                self.under_of[cid] = top
            self.under[top] = list(below)
        for cid, n in (setup.get("ki") or {}).items():
            if cid not in self.loc or self.loc[cid][1] not in ("battle", "leader") or \
                    cid in self.under_of:
                raise CaseError("ki %s: not a battle or leader area card" % cid)
            if not isinstance(n, int) or n < 0:
                raise CaseError("ki %s: %r" % (cid, n))
            self.ki[cid] = n
        missing = sorted(set(self.cards) - set(self.loc))
        if missing:
            raise CaseError("cards in no zone: %s" % missing)
        self.owner = {}
        for cid in self.cards:
            top = self.under_of.get(cid, cid)
            self.owner[cid] = self.cards[cid].owner or self.loc[top][0]
        self.rested = set()
        for cid in setup.get("rested", []):
            if cid not in self.loc or self.loc[cid][1] not in ORIENTED or cid in self.under_of:
                raise CaseError("rested %s: not a leader, battle or energy card" % cid)
            self.rested.add(cid)
        self.events, self.rejections, self.legal = [], [], []
        self.trace = set()
        self.init_log()
        self.result = None
        self.started = False         # 6-2-1-11: the game has begun (14-2 applies)
        self.decks_placed = True     # 6-2-1-7: the decks are in the deck areas (a pre-game: not yet)
        self.phase, self.step_name = None, None
        self.battle = None           # {"attack", "guard", "blocked_by"} during a battle
        self.adds = {}               # card -> combo power added at 8-4-4/8-4-5, until 8-5-2
        self.pending = []            # pending autos
        self.pending_damage = []     # damage dealt, processed by 14-3 at the next 4-2-2-1
        self.simultaneous = 0        # >0 while an action done at once is under way (0-2-10)
        self.presnap = {}            # card -> what it was before its group moved at once (0-2-10)
        self.moving_alone = False    # an instruction moves the top cards of stacks alone (16-2-6)

    def _place(self, cid, p, zone, where=None):
        if cid not in self.cards:
            raise CaseError("unknown card id %s" % cid, where)
        if cid in self.loc:
            raise CaseError("card %s is in two places" % cid, where)
        self.loc[cid] = (p, zone)

    # ---- trace, events, rejections -------------------------------------------------------
    def rule(self, *clauses):
        self.trace.update(clauses)
        self.log_rules(getattr(self, "step", -1), clauses)

    def rule_on(self, field, *clauses):
        """Clauses that decide one field of the next event only (common/rulelog.py)."""
        self.trace.update(clauses)
        self.log_field_rules(field, clauses)

    def emit(self, kind, **fields):
        e = {"type": kind}
        e.update(fields)
        e["step"] = self.step
        self.events.append(e)
        self.log_event()
        self.changed()
        return e

    def reject(self, rule, reason):
        self.rule(rule)
        self.rejections.append({"step": self.step, "rule": rule, "reason": reason,
                                "class": REJECTION_CLASS.get(rule)})
        self.log_rejection()
        return None

    # ---- the turn -------------------------------------------------------------------------
    @property
    def tp(self):
        return self.turn_player

    @property
    def ntp(self):
        return other(self.turn_player)

    def tp_first(self):
        """The players in the order 0-2-7 gives simultaneous choices: the turn player first."""
        return (self.turn_player, other(self.turn_player))

    # ---- reading cards ---------------------------------------------------------------------
    def card(self, cid):
        return self.cards[cid]

    def printed(self, cid):
        """The face-up side's printed information (10-1-3)."""
        return self.cards[cid].face(self.face.get(cid, "front"))

    def zone_of(self, cid):
        if cid in self.under_of:
            return "under"
        return self.loc.get(cid, (None, None))[1]

    def player_of(self, cid):
        return self.loc.get(cid, (None, None))[0]

    def obj(self, cid):
        """The game object a card id names now (3-1-4)."""
        return (cid, self.inc[cid])

    def current(self, o):
        return o is not None and o[0] in self.inc and self.inc[o[0]] == o[1] and \
            self.zone_of(o[0]) not in (None, "removed")

    def leader_colors(self, p):
        return self.info(self.leader[p]).colors

    def is_active(self, cid):
        return cid not in self.rested

    def on_table(self):
        """Every card in a zone of a player (not removed, not under another card)."""
        for p in PLAYERS:
            if self.leader[p] is not None:
                yield self.leader[p]
            for z in ZONES:
                for cid in self.zones[p][z]:
                    yield cid

    # ---- changes ---------------------------------------------------------------------------
    def remove_from_zone(self, cid):
        p, z = self.loc[cid]
        if z == "removed":
            self.removed[p].remove(cid)
        elif z != "leader":
            self.zones[p][z].remove(cid)
        return p, z

    def move(self, cid, zone, cause, top=True, dest=None, keep=False, silent=False, at=None):
        """Moves a card to its owner's zone (3-1-6, 3-1-6-1), or to `dest`'s (control, 13-8),
        and reports the move; a stack leaving the battle area leaves its cards underneath in the
        drop and its 【気】 removed (16-2-5, 1-12-4; FW-STACK-MOVE), unless the instruction
        moves the top card alone (16-2-6).  `silent`: a move that makes no zone-move auto
        pending (15-12-4-1-1).  `at`: the index in a top-first zone where the card goes (an
        ordered arrival, below the card placed before it)."""
        if self.moving_alone and self.loc[cid][1] == "battle" and zone != "battle" and \
                self.under.get(cid):
            self.leave_stack_alone(cid)
        before = self.presnap.pop(cid, None) or self.snapshot_of(cid)
        p, z = self.remove_from_zone(cid)
        dest = dest or self.owner[cid]
        if dest != p and zone in ("deck", "hand", "drop", "life", "energy"):
            self.rule("3-1-6-1", "0-2-2-2", "3-1-6")
        if zone == "removed":
            self.removed[dest].append(cid)
            self.rule("13-9-1", "13-9-2")
            to = "removed"
        else:
            arr = self.zones[dest][zone]
            if zone in TOP_FIRST and top:
                arr.insert(0 if at is None else at, cid)
            else:
                arr.append(cid)
            to = "%s:%s" % (dest, zone)
        self.loc[cid] = (dest, zone)
        if zone == "drop":
            self.rule("3-4-3")
        if zone == "life":
            self.rule("3-9-4")
        old = self.obj(cid)
        self.lki[old] = before
        same_object = keep or (z, zone) in KEEPS_OBJECT
        if (z, zone) == ("combo", "battle"):
            self.rule("3-1-4-2")        # the same card: the effects applied in the combo area stay
        if not same_object:
            self.inc[cid] += 1
            self.rested.discard(cid)       # 3-6-3, 3-8-3: enters active; other zones have none
        if z == "battle" and zone != "battle":
            if self.ki.pop(cid, 0):
                self.rule("1-12-4")
        self.emit("move", card=cid, **{"from": "%s:%s" % (p, z), "to": to}, cause=cause)
        below = self.under.pop(cid, []) if (z in ("battle",) and zone != "battle") else []
        if z == "battle" and zone == "battle" and self.under.get(cid):
            self.rule("16-2-2-1")       # the whole stack goes along, its order unchanged
            for u in self.under[cid]:
                self.loc[u] = (dest, zone)
                if dest != p:             # a zone change of its own (3-1-1), reported as one
                    self.emit("move", card=u, **{"from": "%s:%s" % (p, z), "to": to},
                              cause=cause)
        for u in below:
            self.rule("16-2-5", "16-2-5-1")
            del self.under_of[u]
            self.loc[u] = (self.owner[u], "drop")
            self.zones[self.owner[u]]["drop"].insert(0, u)
            self.inc[u] += 1
            self.emit("move", card=u, **{"from": "%s:%s" % (p, z),
                                         "to": "%s:drop" % self.owner[u]}, cause="rule")
        if silent:
            return
        self.moved(cid, old, (p, z), (dest, zone), before, cause)

    def read_together(self, cids):
        """0-2-10: cards moved at once: no state in between, so what each was before the group
        moved (its last-known information, 9-10-1) is taken now, before any of them moves."""
        for c in cids:
            if c not in self.presnap:
                self.presnap[c] = self.snapshot_of(c)

    def done_together(self, cids):
        for c in cids:
            self.presnap.pop(c, None)

    @staticmethod
    def one_at_a_time(zone_of, cids):
        """3-2-3: two or more cards moving together, all from a deck, move one at a time."""
        return len(cids) >= 2 and all(zone_of(c) == "deck" for c in cids)

    def leave_stack_alone(self, cid):
        """16-2-6: only the top card of a stack leaves the battle area: the cards under it and
        its 【気】 stay, the card below takes its place and inherits the orientation and the
        continuous effects that modify the top card's power; the others are ignored (16-2-6-1)."""
        p = self.loc[cid][0]
        stack = self.under.pop(cid)
        top, rest = stack[0], stack[1:]
        self.rule("16-2-6")
        del self.under_of[top]
        self.loc[top] = (p, "battle")
        area = self.zones[p]["battle"]
        area.insert(area.index(cid) + 1, top)
        if rest:
            self.under[top] = rest
            for u in rest:
                self.under_of[u] = top
        ki = self.ki.pop(cid, 0)
        if ki:
            self.ki[top] = ki
        self.inc[top] += 1              # a card of its own anew (FW-UNDER-NEW-CARD)
        old, new = self.obj(cid), self.obj(top)
        for e in self.effects:
            if e["targets"] and old in e["targets"] and old not in e["dropped"]:
                if e["kind"] in ("power", "set_power"):
                    e["targets"].append(new)
                else:
                    self.rule("16-2-6-1")
        if cid in self.rested:
            self.rested.add(top)
        self.changed()

    def set_rested(self, cid):
        if cid not in self.rested:
            self.rested.add(cid)
            self.rule("1-8-1-2")
            self.emit("rest", card=cid)
            self.moment("rest", obj=self.obj(cid))     # 「レストになった時」
            return True
        self.rule("0-2-4-1")               # already rested: not rested again, no trigger met
        return False

    def set_active(self, cid):
        if cid in self.rested:
            self.rested.discard(cid)
            self.rule("1-8-1-1")
            self.emit("stand", card=cid)
            self.moment("stand", obj=self.obj(cid))    # 「アクティブになった時」
            return True
        return False

    def draw(self, p, cause="draw"):
        """5-1-2: the top card of the deck into the hand; then 14-2, an interrupt-type process."""
        deck = self.zones[p]["deck"]
        if not deck or not self.decks_placed:
            # before 6-2-1-7 the deck area is empty: the draw cannot be done (reading
            # FW-PREGAME-DEFEAT)
            self.rule("0-2-4")
            return None
        if self.replaced_draw(p):
            return None
        cid = deck[0]
        self.rule("5-1-2")
        self.emit("draw", player=p, card=cid)
        self.move(cid, "hand", cause)
        self.check_defeat()
        return cid

    def check_defeat(self):
        """14-2 (割り込み型): every player meeting a loss condition loses; both at once is a
        draw (0-1-3-3).  Held while an action done at once is under way (0-2-10)."""
        if not self.started or self.result is not None or self.simultaneous:
            return
        losers = []
        for p in self.tp_first():
            if not self.zones[p]["life"]:
                losers.append((p, "life"))
            elif not self.zones[p]["deck"]:
                losers.append((p, "deck"))
        if not losers:
            return
        self.rule("14-2-2", "0-1-3-1", "14-2-1", "14-1-2-1")
        for p, why in losers:
            self.rule("14-2-2-1" if why == "life" else "14-2-2-2")
        self.emit("rule", process="14-2")
        for p, why in losers:
            self.emit("lose", player=p, why=why)
        if len(losers) == 2:
            self.rule("0-1-3-3")
            self.end_game(None)
        else:
            self.rule("0-1-3")
            self.end_game(other(losers[0][0]))

    def end_game(self, winner):
        if winner is None:
            self.result = {"draw": True}
            self.emit("game-end", draw=True)
        else:
            self.result = {"winner": winner}
            self.emit("game-end", winner=winner)
        raise GameOver()

    # ---- observation -----------------------------------------------------------------------
    def state(self):
        out = {"turn": {"number": self.turn, "player": self.turn_player, "first": self.first,
                        "phase": self.phase, "step": self.step_name},
               "result": self.result}
        for p in PLAYERS:
            z = self.zones[p]
            lead = self.leader[p]
            out[p] = {
                "leader": None if lead is None else {
                    "card": lead, "rested": lead in self.rested,
                    "face": self.face.get(lead, "front"), "power": self.info(lead).power},
                "battle": [{"card": c, "rested": c in self.rested, "power": self.info(c).power,
                            "combo": self.combo_power(c), "under": list(self.under.get(c, [])),
                            "ki": self.ki.get(c, 0)}
                           for c in z["battle"]],
                "energy": [{"card": c, "rested": c in self.rested} for c in z["energy"]],
                "markers": self.markers[p],
                "hand": list(z["hand"]), "deck": list(z["deck"]), "life": list(z["life"]),
                "drop": list(z["drop"]),
                "combo": [{"card": c, "power": self.info(c).power,
                           "combo": self.combo_power(c) or 0} for c in z["combo"]],
                "removed": list(self.removed[p]),
            }
        return out
