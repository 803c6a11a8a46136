"""Owns the model's board and zones: the players' zones and six fields (0101, 0300), their
geometry (0300: columns, rows, directions as rays, adjacency across the centre line), where each
card is (a zone, or on / under a character: 0229, 0430), moving a card (1510/移動: the information
lost but between fields, the carried cards discarded when a character leaves the field, a public
card shown before it is hidden), the end of the game (0502), the events, the trace, the
observed state and its view."""

from common.script import CaseError

from .cards import FIELDS

PLAYERS = ("P1", "P2")
LISTS = ("deck", "hand", "trash", "shield", "aside", "declared", "removed")
PUBLIC = {"trash", "shield", "declared", "removed"} | set(FIELDS)
DIRS = {"front": (-1, 0), "front-right": (-1, 1), "right": (0, 1), "back-right": (1, 1),
        "back": (1, 0), "back-left": (1, -1), "left": (0, -1), "front-left": (-1, -1)}


def other(p):
    return "P2" if p == "P1" else "P1"


class GameOver(Exception):
    """0502: the game has ended; every processing stops at once."""


class StopRun(Exception):
    """The run ends where it is: a pre-game whose decks are illegal."""


# --- geometry (0300) -------------------------------------------------------------------------
def cell(player, field):
    """Global coordinates in P1's frame (the text's 配置例B with P1 as 自分)."""
    i = FIELDS.index(field)
    col, af = i % 3, i < 3
    if player == "P1":
        return (2 if af else 3, col)
    return (1 if af else 0, 2 - col)


def field_at(c):
    r, col = c
    if not (0 <= r <= 3 and 0 <= col <= 2):
        return None
    if r >= 2:
        return ("P1", FIELDS[(0 if r == 2 else 3) + col])
    return ("P2", FIELDS[(0 if r == 1 else 3) + 2 - col])


def framed(viewer, c):
    return c if viewer == "P1" else (3 - c[0], 2 - c[1])


def ray(viewer, player, field, direction):
    dr, dc = DIRS[direction]
    r, c = framed(viewer, cell(player, field))
    out = []
    while True:
        r, c = r + dr, c + dc
        f = field_at(framed(viewer, (r, c)))
        if f is None:
            return out
        out.append(f)


def adjacent(a, b):
    (r1, c1), (r2, c2) = cell(*a), cell(*b)
    return abs(r1 - r2) + abs(c1 - c2) == 1


def same_column(a, b):
    return cell(*a)[1] == cell(*b)[1]


def is_af(field):
    return field.startswith("AF")


class Table:
    def init_table(self):
        self.zones = {(p, z): [] for p in PLAYERS for z in LISTS + FIELDS}
        self.where = {}          # card -> (player, zone) or ("under", host)
        self.carried = {}        # host -> [cards on or under it, in order]
        self.events, self.rejections, self.legal, self.trace = [], [], [], set()
        self.init_log()
        self.clock = 0
        self.result = None
        self.released = None

    # --- the trace and events -------------------------------------------------------------------
    def rule(self, *ids):
        self.trace.update(ids)
        self.log_rules(self.step, ids)

    def trial(self):
        """What a look-ahead (a value, a target tried) restores: the trace and the rule log."""
        return set(self.trace), len(self.rule_log)

    def untried(self, saved):
        """Forgets what the look-ahead begun by trial() applied."""
        self.trace, logged = saved
        del self.rule_log[logged:]

    def event(self, type_, **fields):
        e = {"type": type_, "step": self.step}
        e.update(fields)
        self.events.append(e)
        self.log_event()
        return e

    def tick(self):
        self.clock += 1
        return self.clock

    # --- places ------------------------------------------------------------------------------------
    def place_of(self, card):
        """(player, zone) of the card, a carried card at its host's (while a host that left the
        field releases what it carried, at the field it left)."""
        w = self.where.get(card)
        if w and w[0] == "under":
            if self.released and self.released[0] == w[1]:
                return self.released[1]
            return self.place_of(w[1])
        return w

    def host_of(self, card):
        w = self.where.get(card)
        return w[1] if w and w[0] == "under" else None

    def label(self, place):
        p, z = place
        return z if z == "removed" else "%s:%s" % (p, z)

    def char_at(self, player, field):
        for c in self.zones[(player, field)]:
            if self.card(c).type == "character":
                return c
        return None

    def area_at(self, player, field):
        for c in self.zones[(player, field)]:
            if self.card(c).type == "area":
                return c
        return None

    def on_field(self, card):
        w = self.where.get(card)
        return bool(w) and w[0] != "under" and w[1] in FIELDS and self.card(card).type == "character"

    def field_of(self, card):
        w = self.where.get(card)
        return w if w and w[0] != "under" and w[1] in FIELDS else None

    def carried_by(self, host, role=None):
        return [c for c in self.carried.get(host, []) if role is None or self.st[c]["role"] == role]

    def put(self, card, place, bottom=True):
        z = self.zones[place]
        if bottom or place[1] in ("trash", "hand"):
            z.append(card)
        else:
            z.insert(0, card)
        self.where[card] = place

    def take(self, card):
        w = self.where.get(card)
        if not w:
            return
        if w[0] == "under":
            self.carried[w[1]].remove(card)
        else:
            self.zones[w].remove(card)
        del self.where[card]

    def forget(self, card):
        """1510/移動: the information given to the card is lost: a new card for the rules."""
        s = self.st[card]
        s.update(tapped=False, fresh=False, down=False, role=None, aside=0, face_down=False)
        s["inc"] += 1

    def move(self, card, place, cause, bottom=True):
        """Move a card to a zone (the deck and shield listed top first: `bottom` False puts it on
        top); the game-end check and the leave timing follow."""
        old = self.place_of(card)
        attached = self.host_of(card) is not None
        between = not attached and old[1] in FIELDS and place[1] in FIELDS
        if (old[1] in PUBLIC or attached) and place[1] not in PUBLIC:
            self.rule("1510/公開されたカードの非公開のカード置き場への移動")
            self.event("reveal", card=card, to=list(PLAYERS))
        self.take(card)
        self.put(card, place, bottom)
        self.st[card]["shown"] = self.st[card]["hidden"] = frozenset()
        self.event("move", card=card, **{"from": self.label(old), "to": self.label(place)},
                   cause=cause)
        self.rule("1510/移動")
        order = {"trash": ("0400/順序",), "hand": ("0410/順序",), "deck": ("0420/順序",),
                 "shield": ("0450", "0450/順序")}.get(place[1], ())
        self.rule(*order)
        if between:
            for c in self.carried.get(card, []):
                self.event("move", card=c, **{"from": self.label(old), "to": self.label(place)},
                           cause="with")
        else:
            self.forget(card)
        self.st[card]["stamp"] = self.tick()
        if not attached and old[1] in FIELDS and place[1] not in FIELDS and self.card(card).type == "area":
            self.rule("0250/効果/発生源", "0250/エリアカードの効果/発生源", "0903/発生源の消失")
        if not attached and old[1] in FIELDS and place[1] not in FIELDS and self.carried.get(card):
            self.rule("0229/カード置き場")
            saved, self.released = self.released, (card, old)
            try:
                for c in list(self.carried[card]):
                    if self.st[c]["role"] == "item":
                        self.rule("0229/カード置き場/カードの破棄", "0240/効果/発生源", "0903/発生源の消失")
                    else:
                        self.rule("0430", "0430/処理の終了")
                    self.discard(self.owner(c), c, "leave")
            finally:
                self.released = saved
        if old[1] == "deck":
            self.check_end()
        if not attached and old[1] in FIELDS and place[1] not in FIELDS:
            self.provide("leave", False, card, old[0])

    def attach(self, card, host, role, cause):
        old = self.place_of(card)
        self.take(card)
        self.carried.setdefault(host, []).append(card)
        self.where[card] = ("under", host)
        self.event("move", card=card, **{"from": self.label(old), "to": self.label(self.place_of(host))},
                   cause=cause)
        self.rule("1510/移動")
        self.forget(card)
        if role != "item":
            self.rule("0430/順序")
        self.st[card]["role"] = role
        self.st[card]["stamp"] = self.tick()
        if old[1] == "deck":
            self.check_end()

    def owner(self, card):
        return self.st[card]["owner"]

    def user(self, card):
        """The user of a card where it is (0310/味方キャラクターカード; off the field its owner)."""
        h = self.host_of(card)
        if h is not None:
            return self.place_of(h)[0]
        w = self.where.get(card)
        return w[0] if w and w[1] in FIELDS else self.owner(card)

    # --- 0502 ----------------------------------------------------------------------------------------
    def check_end(self):
        losers = [p for p in PLAYERS if not self.zones[(p, "deck")]]
        if losers:
            self.rule("0502/判定#A")
            self.end_game(losers, "deck")

    def end_game(self, losers, why):
        self.rule("0502/判定", "0502/勝敗")
        tp = self.turn_player or "P1"
        for p in (tp, other(tp)):
            if p in losers:
                self.event("lose", player=p, why=why)
        if len(losers) == 2:
            self.rule("0502/引き分け")
            self.result = {"draw": True}
            self.event("game-end", draw=True)
        else:
            self.result = {"winner": other(losers[0])}
            self.event("game-end", winner=other(losers[0]))
        raise GameOver()

    # --- the observation ----------------------------------------------------------------------------
    def character_json(self, c):
        s = self.st[c]
        o = {"card": c, "tapped": s["tapped"], "fresh": self.restricted(c)}
        vals = self.values(c)
        for k in ("ap", "dp", "sp", "dmg"):
            o[k] = vals[k]
        o["under"] = [x for x in self.carried_by(c) if self.st[x]["role"] != "item"]
        o["charges"] = self.carried_by(c, "charge")
        return o

    def field_json(self, p, f):
        out = []
        ch, area = self.char_at(p, f), self.area_at(p, f)
        if ch:
            out.append(self.character_json(ch))
            out += [{"card": i, "item": True} for i in self.carried_by(ch, "item")]
        if area:
            out.append({"card": area, "area": True})
        return out

    def sees(self, viewer, card):
        s = self.st[card]
        if viewer in s["hidden"]:
            return False
        if viewer in s["shown"]:
            return True
        place = self.place_of(card)
        z = place[1]
        if z in PUBLIC:
            return True
        if z in ("hand", "aside"):
            return place[0] == viewer
        return False

    def view(self):
        order = FIELDS + ("hand", "trash", "shield", "aside", "declared", "deck")
        counts = {}
        for h in PLAYERS:
            counts[h] = {}
            for z in order:
                n = len(self.zones[(h, z)])
                if z in FIELDS:
                    n += sum(len(self.carried.get(c, [])) for c in self.zones[(h, z)])
                counts[h][z] = n
        view = {}
        for v in PLAYERS:
            sees = []
            for h in PLAYERS:
                for z in order:
                    for c in self.zones[(h, z)]:
                        if self.sees(v, c):
                            sees.append(c)
                        for a in self.carried.get(c, []):
                            if self.sees(v, a):
                                sees.append(a)
            for h in PLAYERS:
                sees += [c for c in self.zones[(h, "removed")] if self.sees(v, c)]
            view[v] = {"sees": sees, "counts": counts}
        return view

    def state(self):
        phase = self.phase
        battle = None
        if self.b:
            battle = {"attacker": self.b["attacker"], "defender": self.b["defender"]}
        s = {"turn": {"number": self.turn, "player": self.turn_player, "first": self.first,
                      "phase": phase, "battle": battle},
             "result": self.result}
        for p in PLAYERS:
            o = {z: list(self.zones[(p, z)]) for z in LISTS}
            for f in FIELDS:
                o[f] = self.field_json(p, f)
            s[p] = o
        s["view"] = self.view()
        return s

    def cards_of_setup(self, setup):
        raise CaseError("unused")
