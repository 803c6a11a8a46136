"""Owns the procedure of the game outside battle: the pre-game procedure (6-2-1, with the
pre-game 【永続】 of 6-2-2 and 「このカードをリーダーエリアに置いた時」, 6-2-1-3), the charge
phase (7-2), the main phase (7-3) with its end step (7-3-5) and the end phase (7-4, restarted
while a 「ターン終了時」 auto has not been pending this turn, 7-4-4, FW-END-RESTART), the
durations each step ends, skipped phases (13-12) and the passing of turns (7-4-7).  Phases and
steps are played even when nothing happens in them (7-1-1).
"""

from common.script import CaseError, permutation_of

from .deckrules import violations
from .table import PLAYERS, GameOver, other


class Phases:
    # ---- 6-2-1 -------------------------------------------------------------------------------
    def pregame(self):
        """6-2-1-1 .. 6-2-1-11; False when a deck is illegal: the game does not start (the
        vocabulary, `start.at = pregame`: the run ends there, in the pre-game, with no result)."""
        self.phase = "pregame"
        self.decks_placed = False    # until 6-2-1-7
        # 6-2-1: the procedure before the game; 6-1-1: each player brings its leader card and
        # deck (presented at 6-2-1-1) and the energy marker 6-2-1-10 places
        self.rule("6-2-1", "6-1-1", "6-2-1-1")
        self.card_information()
        legal = True
        for p in PLAYERS:
            lead = self.leader[p]
            bad, applied = violations(self.card(lead) if lead else None,
                                      [self.card(c) for c in self.zones[p]["deck"]],
                                      colors_of=lambda c: self.info(c.id).colors)
            self.rule(*applied)
            self.emit("deck-check", player=p, legal=not bad, rules=bad)
            legal = legal and not bad
        if not legal:
            return False
        self.rule("6-2-1-2", "6-2-1-3", "6-2-1-4", "6-2-1-4-1")
        self.begin_batch()
        for p in PLAYERS:
            if self.leader[p]:
                self.moment("placed-in-leader-area", obj=self.obj(self.leader[p]))
        self.end_batch()
        chooser = self.random("chooser", lambda v: v in PLAYERS, list(PLAYERS))
        self.rule("6-2-1-5")
        pick = self.choose("first", chooser, lambda v: v in ("first", "second"),
                           ["first", "second"])
        self.first = chooser if pick == "first" else other(chooser)
        self.emit("first", player=self.first)
        self.rule("6-2-1-5-1")
        self.turn_player = self.first          # 6-2-1-5-1: treated as the turn player
        self.checkpoint("6-2-1-6")
        self.rule("6-2-1-7", "0-2-7")
        self.decks_placed = True
        for p in self.tp_first():
            self.shuffle(p)
        self.rule("6-2-1-8", "3-2-3", "5-1-1")     # six draws, the deck's cards one by one
        for p in self.tp_first():
            for _ in range(6):
                self.draw(p)
        for p in self.tp_first():                   # 先攻プレイヤーから順に
            again = self.choose("mulligan", p, lambda v: v is True or v is False)
            self.emit("mulligan", player=p, taken=again)
            if again:
                self.rule("6-2-1-8-1", "0-2-10")    # the whole hand at once: one event
                with self.together(self.zones[p]["hand"]):
                    for c in list(self.zones[p]["hand"]):
                        self.move(c, "deck", "mulligan", top=False)
                self.shuffle(p)
                self.rule("3-2-3", "5-1-1")
                for _ in range(6):
                    self.draw(p)
        self.rule("6-2-1-9", "3-2-3")              # 1枚ずつ: the deck's cards one by one
        for p in self.tp_first():
            for _ in range(self.start_life(p)):     # 1枚ずつ重ねていき
                if not self.zones[p]["deck"]:
                    self.rule("0-2-4")
                    break
                self.move(self.zones[p]["deck"][0], "life", "setup")
        self.rule("6-2-1-10")
        self.markers[other(self.first)] += 1
        self.rule("6-2-1-11")
        self.turn = 1
        self.started = True
        return True

    def start_life(self, p):
        """6-2-2, 6-2-2-1, 9-5-4: a pre-game 【永続】 「自分はライフN枚でゲームを開始する」 replaces
        the 8 of 6-2-1-9."""
        for cid, i, s in self.valid_permanents():
            if self.player_of(cid) != p:
                continue
            for c in s.get("continuous", []):
                if "start_life" in c:
                    self.rule("6-2-2", "6-2-2-1", "9-5-4")
                    return c["start_life"]
        return 8

    def shuffle(self, p):
        deck = self.zones[p]["deck"]
        self.rule("5-9-1", "5-9-3")             # asked of the deck's cards (the run may stop)
        order = self.random("shuffle", permutation_of(deck), list(deck))
        self.zones[p]["deck"] = list(order)
        self.emit("shuffle", player=p, zone="deck")

    def card_information(self):
        """2-9-2, 2-11-2, 2-12-2, 2-13-2: the illustration, rarity, bundle and copyright the
        case's cards carry were read (cards.py) and are given no game meaning: nothing of the
        game reads them after this."""
        for c in self.cards.values():
            self.rule(*c.meaningless)

    # ---- phases ---------------------------------------------------------------------------
    def begin_phase(self, name):
        self.phase, self.step_name = name, None
        self.emit("phase", name=name, turn=self.turn, player=self.tp)

    def skipped(self, name):
        """13-12: the turn player's next `name` phase or step is skipped when an effect said so
        (a step is the turn player's as its phase is, 7-1-2)."""
        key = (self.tp, name)
        if key not in self.skips:
            return False
        self.skips.remove(key)
        # 7-1-2-1: no event, no check point, no action in it; the next phase or step follows
        self.rule("13-12-1", "13-12-2", "13-12-3", "13-12-4", "7-1-2-1")
        ends = {"main": ["main-phase"], "end": ["turn"]}.get(name, [])
        for until in ends:
            n = len(self.effects)
            self.end_effects(until, self.tp, "13-12-5")
            self.end_effects(until, self.ntp, "13-12-5")
            if len(self.effects) != n:
                self.rule("13-12-5")
        return True

    # ---- 7-2 ---------------------------------------------------------------------------------
    def charge_phase(self):
        self.rule("7-2-1", "7-2-4", "7-2-5")
        self.begin_turn_effects(self.tp, "7-2-2")
        self.begin_turn_effects(self.ntp, "7-2-3")
        self.end_turn_start_effects()
        self.begin_batch()
        self.moment("turn-start")
        self.moment("charge-start")
        self.end_batch()
        self.checkpoint("7-2-6")
        tp = self.tp
        self.rule("7-2-7", "1-8-1")      # the zones whose cards are active or rested (1-8-1)
        self.begin_batch()                     # every card at once: one event (0-2-10)
        for c in [self.leader[tp]] + self.zones[tp]["battle"] + self.zones[tp]["energy"]:
            self.set_active(c)
        self.end_batch()
        self.checkpoint("7-2-8")
        self.rule("7-2-9", "5-1-1", "3-3-4")   # deck → hand (5-1-1), whatever the hand holds
        try:
            self.draw(tp)
        except GameOver:
            if self.result == {"winner": self.ntp}:
                self.rule("0-1-3-2")      # the draw emptied the deck: a loss condition
            raise
        self.checkpoint("7-2-10")
        hand = self.zones[tp]["hand"]
        if hand:
            self.rule("7-2-11")
            pick = self.choose("charge", tp, lambda v: v is None or v in hand,
                               list(hand) + [None])   # 「1枚まで」: a card of the hand or none
            if pick is not None:
                self.rule("3-8-3", "3-8-4")
                self.move(pick, "energy", "charge")
        self.checkpoint("7-2-12")
        self.rule("7-2-13")

    # ---- 7-3 ---------------------------------------------------------------------------------
    def main_phase(self):
        self.rule("7-3-1", "7-3-2")      # the turn player's free timings (7-3-1) below
        self.moment("main-start")
        while True:
            self.checkpoint("7-3-3")
            self.rule("7-3-4")
            if self.free_timing(self.tp, "main") == "pass":
                break
        self.rule("7-3-4-4-1", "7-3-5", "7-3-5-1")
        self.step_name = "main-end"
        self.rule("7-3-5-1-1")
        self.moment("main-end")
        self.checkpoint("7-3-5-1-2")
        self.rule("7-3-5-1-3", "7-3-5-1-4", "7-3-5-1-5")
        self.end_effects("main-phase", self.tp, "7-3-5-1-3")
        self.end_effects("main-phase", self.ntp, "7-3-5-1-4")
        self.step_name = None

    # ---- 7-4 ---------------------------------------------------------------------------------
    def end_phase(self):
        self.rule("7-4-1")
        while True:
            self.rule("7-4-2")
            self.moment("turn-end")
            self.checkpoint("7-4-3")
            self.rule("7-4-4")
            if not self.turn_end_left():
                break
            # the restart repeats 7-4-2 and 7-4-3; the phase does not begin again (no `phase`
            # event, FW-END-RESTART)
        self.rule("7-4-5", "7-4-6", "7-4-7")
        self.end_turn()

    def end_turn(self):
        self.end_effects("turn", self.tp, "7-4-5")
        self.end_effects("turn", self.ntp, "7-4-6")
        self.next_turn()

    def next_turn(self):
        """7-4-7: the other player's turn; a turn an effect skips (13-12, FW-SKIPPED-TURN) has
        nothing happen in it, the durations that would end in it end as it is skipped (13-12-5:
        the other player's 「(相手の)ターン開始時まで」, the effects waiting for it, which never
        apply), and the turn after it follows."""
        self.turn += 1
        self.turn_player = other(self.turn_player)
        self.used = set()
        self.new_turn_exclusions()
        self.new_turn_triggers()
        self.changed()
        if (self.tp, "turn") in self.skips:
            self.skips.remove((self.tp, "turn"))
            self.rule("13-12-1", "13-12-2", "13-12-3", "13-12-4", "13-12-5", "7-1-2-1")
            keep = [e for e in self.effects
                    if not (e["until"] == "next-turn-start" and e["end_turn"] == self.turn)]
            self.waiting = [w for w in self.waiting if w["begins"] != self.turn]
            if len(keep) != len(self.effects):
                self.effects = keep
            self.next_turn()

    def turn_end_left(self):
        """7-4-4 (FW-END-RESTART): a valid 「ターン終了時」 auto of the right player that has not
        been pending this turn."""
        for cid in self.on_table():
            o = self.obj(cid)
            master = self.player_of(cid)
            for idx, s in enumerate(self.skills_at(cid, o)):
                if s["kind"] != "auto" or s["trigger"]["on"] != "turn-end":
                    continue
                if not self.valid_at(cid, s, self.zone_of(cid), master, o):
                    continue
                if self.trigger_hits(s["trigger"], o, master, {"kind": "turn-end"}) is None:
                    continue
                if (o, idx) not in self.turn_end_pended:
                    self.rule("7-4-4")
                    return True
        return False

    def play_turns(self, at, announce=False):
        """Plays from `at` (charge, main or end of the current turn) until the run ends; the
        phase the run starts in is announced (its `phase` event) when `announce` says it begins
        in the run: the pre-game's first turn (6-2-1-11), and a run that `start`s at a phase,
        which begins there (the vocabulary's `start.at`)."""
        order = ("charge", "main", "end")
        if at not in order:
            raise CaseError("start.at %r" % at)
        i = order.index(at)
        self.card_information()
        while True:
            name = order[i]
            # 7-1-1: every phase is played, even when nothing happens in it; 7-1-2: the turn
            # player (0-3-2-1: the one whose turn it is, the other the non-turn player) goes
            # through them in the order of 7-2 .. 7-4
            self.rule("7-1-1", "7-1-2", "0-3-2-1")
            if announce and self.skipped(name):
                if name == "end":
                    self.rule("7-4-7")
                    self.end_turn()
            else:
                if announce:
                    self.begin_phase(name)
                else:
                    self.phase, self.step_name = name, None
                getattr(self, name + "_phase")()
            announce = True
            i = (i + 1) % 3
