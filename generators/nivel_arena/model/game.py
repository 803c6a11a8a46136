"""`Game`: the model of nivel-arena made of its parts (table, values, rules, effects, battle,
turn, actions), reading a case's setup (docs/engines/nivel-arena.md, "setup") and playing its
script; `replay`."""

from common.rulelog import RuleLog
from common.script import CaseError, Cursor, ScriptEnd

from .actions import Actions
from .battle import Battle
from .cards import Card
from .effects import Effects
from .rules import Rules
from .table import LISTED, PLAYERS, UNIT_ZONES, GameOver, Stop, Table
from .turn import Turn
from .values import Values

STARTS = ("pregame", "levelup", "draw", "main", "attack", "end")
SETUP_KEYS = {"first", "start", "cards", "P1", "P2", "under", "attacked", "placed"}
PLAYER_KEYS = {"leader", "level", "awakened", "unit1", "unit2", "unit3"} | set(LISTED)


class Game(Cursor, RuleLog, Table, Values, Rules, Effects, Battle, Turn, Actions):
    def __init__(self, setup, script):
        self.init_cursor(script)
        self.init_table()
        self.init_values()
        self.init_effects()
        self.trace = set()
        self.init_log()
        self.rejections = []
        self.legal = []
        self.result = None
        self.lost = [False, False]
        self.turn, self.tp, self.first = 0, None, None
        self.phase, self.step_name = "pregame", None
        self.placed = [[False] * 3 for _ in range(2)]
        self.used = set()
        self.attacker = self.defender = None
        self.attacker_inc = self.defender_inc = 0
        self.self_destructed = False
        self._state = None
        self.load(setup)

    def next_action(self):
        entry = Cursor.next_action(self)
        self.action_step = self.step
        return entry

    def choose(self, kind, player, valid):
        """A choice of the player (an index), answered by the script."""
        return Cursor.choose(self, kind, PLAYERS[player], valid)

    # the script's arguments ---------------------------------------------------------------
    def error(self, msg):
        raise CaseError(msg)

    def card_arg(self, v):
        if v not in self.cards:
            self.error("unknown card %r" % (v,))
        return v

    def player_index(self, v):
        if v not in PLAYERS:
            self.error("unknown player %r" % (v,))
        return PLAYERS.index(v)

    def reject(self, rule):
        """The action is refused by `rule`, which the run applies."""
        self.rule(rule)
        self.rejections.append({"step": self.step, "rule": rule})
        self.log_rejection()

    # the setup ------------------------------------------------------------------------------
    def load(self, setup):
        if set(setup) - SETUP_KEYS:
            self.error("setup keys")
        self.cards = {cid: Card(cid, d) for cid, d in setup["cards"].items()}
        if any(c.rarity is not None for c in self.cards.values()):
            self.rule("2.11.2")
        if any(c.illustration is not None and c.rarity is None for c in self.cards.values()):
            self.rule("2.12.2")
        for p in (0, 1):
            pv = setup[PLAYERS[p]]
            if set(pv) - PLAYER_KEYS:
                self.error("player keys")
            self.level[p] = pv.get("level", 1)
            self.leader[p] = pv["leader"]
            self.put(pv["leader"], p, "level")
            self.cards[pv["leader"]].awakened = pv.get("awakened", False)
            for z in LISTED:
                for c in pv.get(z, []):
                    self.put(c, p, z)
            for z in UNIT_ZONES:
                if pv.get(z) is not None:
                    self.put(pv[z], p, z)
        for unit, items in setup.get("under", {}).items():
            for i in items:
                self.under.setdefault(unit, []).append(i)
                self.host[i] = unit
        for cid, c in self.cards.items():
            if cid not in self.where and cid not in self.host:
                raise CaseError("card %s in no zone" % cid, "$.setup.cards.%s" % cid)
            holder = self.host.get(cid, cid)
            c.owner_index = PLAYERS.index(c.owner) if c.owner else self.where[holder][0]
        for cid in setup.get("attacked", []):
            self.cards[cid].attacked = True
        for i, s in enumerate(setup.get("placed", [])):
            player, _, zone = s.partition(":") if isinstance(s, str) else ("", "", "")
            if player not in PLAYERS or zone not in UNIT_ZONES:
                raise CaseError("setup.placed[%d]: \"P1:unit1\" … \"P2:unit3\"" % i,
                                "$.setup.placed[%d]" % i)
            self.placed[PLAYERS.index(player)][UNIT_ZONES.index(zone)] = True
        start = setup.get("start", {})
        self.start = start.get("at", "main")
        if self.start == "pregame":
            return
        self.first = self.player_index(setup["first"])
        self.turn = start.get("turn", 1)
        tp = self.first if self.turn % 2 == 1 else 1 - self.first
        self.tp = self.player_index(start["player"]) if "player" in start else tp

    def run(self):
        self.phase = self.start
        try:
            self.play_game(self.start)
        except (GameOver, ScriptEnd, Stop):
            pass
        self.finish()
        self.state()
        return self


def replay(case):
    """Plays a case; raises CaseError when its script is incomplete, unused or malformed."""
    return Game(case["setup"], case["script"]).run()
