"""The turn (ch. 6): level-up (6.2.3.1, reading NA-LEVELUP), draw (6.3.1, 6.3.1.1), main and
attack phases' free timings (6.4, 6.5), the end phase's steps (6.6.1: returns 10.2.5.3.3 by
reading NA-RETURN-STEP, negation 6.6.1.2, the skill zone 6.6.1.3, the hand down to 7 6.6.1.4,
the next turn 6.6.1.5); and the preparation of the game (5.1)."""

from .table import PLAYERS, Stop, other

PHASE_ORDER = ("pregame", "levelup", "draw", "main", "attack", "end")


class Turn:
    def phase_start(self, ph):
        self.phase = ph
        self.step_name = None
        self.rule("6.1.2")
        self.event("phase", phase=ph, player=PLAYERS[self.tp])

    def new_turn(self):
        self.rule("6.1.3")
        self.placed = [[False] * 3 for _ in range(2)]
        for c in self.cards.values():
            c.attacked = False
        self.used = set()
        self.event("turn", number=self.turn, player=PLAYERS[self.tp])

    def do_returns(self):
        for cid, inc in self.returns:
            if self.inc.get(cid, 0) != inc or cid in self.host or self.where[cid][1] != "trash":
                self.rule("10.2.5.3.4")
                continue
            self.rule("6.6.1.1", "10.2.5.3.3", "4.2.2")
            self.move(cid, self.owner(cid), "hand", "effect")
        self.returns = []

    def end_phase(self):
        self.phase_start("end")
        self.rule("6.6.1")
        self.do_returns()
        self.rule("6.6.1.2")
        self.negate("turn")
        self.resolve()
        self.do_returns()
        tp = self.tp
        while self.zones[tp]["skill"]:
            self.rule("6.6.1.3")
            self.trash(self.zones[tp]["skill"][0], "rule")
        hand = self.zones[tp]["hand"]
        if len(hand) >= 8:
            self.rule("6.6.1.4", "3.1.6")
            n = len(hand) - 7
            cands = list(hand)
            out = self.choose("discard", tp, lambda v: isinstance(v, list) and len(v) == n
                              and len(set(v)) == n and all(c in cands for c in v))
            for c in out:
                self.trash(c, "rule")
        self.rule("6.6.1.5")

    def levelup(self):
        self.phase_start("levelup")
        self.rule("6.2.3.1", "3.3.3")
        self.level_change(self.tp, 1)
        self.resolve()

    def draw_phase(self):
        self.phase_start("draw")
        if self.turn == 1 and self.tp == self.first:
            self.rule("6.3.1.1")
            return
        self.rule("6.3.1")
        self.draw(self.tp, 1)
        self.resolve()

    def play_game(self, start):
        if start == "pregame":
            self.pregame()
            start = "levelup"
        self.rule("6.1.1")
        idx = PHASE_ORDER.index
        while True:
            if start == "levelup":
                self.new_turn()
                self.levelup()
            if idx(start) <= idx("draw"):
                self.draw_phase()
            if idx(start) <= idx("main"):
                self.phase_start("main")
                self.window()
            if idx(start) <= idx("attack"):
                self.phase_start("attack")
                self.window()
            self.end_phase()
            self.turn += 1
            self.tp = other(self.tp)
            start = "levelup"

    # 5.1 ------------------------------------------------------------------------------------
    def deck_fault(self, p):
        deck = self.zones[p]["deck"]
        self.rule("5.1.2")
        if len(deck) != 40:
            return "5.1.2"
        pledge = self.cards[self.leader[p]].pledge
        triggers = 0
        for c in deck:
            card = self.cards[c]
            if card.type == "leader":
                return "5.1.2"
            self.rule("5.1.2.1")
            if pledge is not None and not set(pledge) & set(card.affiliations):
                return "5.1.2.1"
            self.rule("5.1.2.2", "2.10.1")
            if sum(self.cards[d].number == card.number for d in deck) > 3:
                return "5.1.2.2"
            triggers += card.trigger is not None
        self.rule("5.1.2.3")
        return "5.1.2.3" if triggers > 8 else None

    def shuffle(self, p):
        deck = self.zones[p]["deck"]
        order = self.random("shuffle", lambda v: isinstance(v, list)
                            and sorted(v) == sorted(deck))
        self.zones[p]["deck"] = list(order)
        self.event("shuffle", player=PLAYERS[p], zone="deck")

    def draw_five(self, p):
        for _ in range(5):
            if not self.zones[p]["deck"]:
                break
            self.move(self.zones[p]["deck"][0], p, "hand", "draw")

    def pregame(self):
        self.rule("5.1.1")
        legal = True
        for p in (0, 1):
            fault = self.deck_fault(p)
            e = self.event("deck-check", player=PLAYERS[p], legal=fault is None)
            if fault:
                e["rule"] = fault
                legal = False
        if not legal:
            raise Stop()
        for p in (0, 1):
            self.rule("5.1.3", "3.2.1", "3.2.4")
            self.shuffle(p)
        self.rule("5.1.4", "4.6.2.1", "3.3.1")
        self.level = [1, 1]
        self.rule("5.1.5")
        first = self.player_index(self.random("first", lambda v: v in PLAYERS))
        self.first = first
        self.event("first", player=PLAYERS[first])
        self.rule("5.1.6")
        self.draw_five(first)
        self.draw_five(other(first))
        for p in (first, other(first)):
            if not self.choose("redraw", p, lambda v: isinstance(v, bool)):
                continue
            self.rule("5.1.6.1")
            while self.zones[p]["hand"]:
                self.move(self.zones[p]["hand"][0], p, "deck", "redraw")
            self.shuffle(p)
            self.draw_five(p)
        self.rule("5.1.7")
        self.turn, self.tp = 1, first
