"""Owns the generators' model of a lycee game (docs/engines/lycee.md): `Game` reads a case's setup,
plays its script by the rules from where the setup starts (the pre-game of 0501/0503, the turn of
0510 and its phases 0521–0523) and records what the vocabulary says an engine reports (events,
rejections, legal sets, the state) and the clauses it applied (`trace`); `replay` plays a
finished case. Written from the rule text and the vocabulary page only.

The parts of `Game`: cards.py (card information), table.py (board, zones, moves, the end of the
game, the observation), declare.py (declaration timings, responses, declarations and their
resolution, the actions of 0800–0820, the legal sets), costs.py (0700–0714), battle.py (0850),
values.py (values, abilities now, continuous effects, limits of uses), triggers.py (0902 and the
triggered basic abilities), process.py (the instructions of the effect language, 1500–1600)."""

from common.rulelog import RuleLog
from common.script import CaseError, Cursor, ScriptEnd

from .battle import Battle
from .cards import Card, FIELDS
from .costs import Costs
from .declare import Declare
from .process import Process
from .table import PLAYERS, GameOver, StopRun, Table, other
from .triggers import Triggers
from .values import Values

__all__ = ["CaseError", "Game", "replay"]

SETUP_KEYS = {"first", "start", "cards", "P1", "P2", "under", "charges", "tapped", "fresh",
              "priority", "effects", "used", "game_used", "trump"}


class Game(RuleLog, Table, Values, Triggers, Process, Costs, Declare, Battle, Cursor):
    def __init__(self, setup, script):
        self.step = -1
        self.init_table()
        self.init_values()
        self.init_triggers()
        self.init_cursor(script)
        self.stack, self.b = [], None
        self.warm = {p: 0 for p in PLAYERS}
        if not isinstance(setup, dict) or set(setup) - SETUP_KEYS:
            raise CaseError("setup: unknown key")
        self.cards = {cid: Card(cid, raw) for cid, raw in setup.get("cards", {}).items()}
        start = setup.get("start", {})
        self.at = start.get("at", "main")
        if self.at not in ("pregame", "start", "main", "end"):
            raise CaseError("start.at")
        if self.at == "pregame":
            self.first = self.turn_player = None
            self.turn, self.phase = 0, "pregame"
        else:
            if setup.get("first") not in PLAYERS:
                raise CaseError("setup.first")
            self.first = setup["first"]
            self.turn = start.get("turn", 1)
            self.turn_player = start.get("player", self.first if self.turn % 2 else other(self.first))
            self.phase = {"start": "start", "main": "main", "end": "end"}[self.at]
        self.st = {}
        for p in PLAYERS:
            zones = setup.get(p, {})
            for z, ids in zones.items():
                if z in FIELDS:
                    self.load_field(p, z, ids)
                else:
                    for c in ids:
                        self.load(c, (p, z))
        for host, ids in (setup.get("under") or {}).items():
            for c in ids:
                self.new_state(c, self.place_of(host)[0])
                self.carried.setdefault(host, []).append(c)
                self.where[c] = ("under", host)
                self.st[c]["role"] = "under"
        for c in setup.get("charges", []):
            self.st[c]["role"] = "charge"
        for c in self.cards:
            if c not in self.st:
                raise CaseError("card %s is in no zone" % c)
            if self.cards[c].owner:
                self.st[c]["owner"] = self.cards[c].owner
        for c in setup.get("tapped", []):
            self.st[c]["tapped"] = True
        for c in setup.get("fresh", []):
            self.st[c]["fresh"] = True
        for c in setup.get("priority", []):
            self.give("priority", 0, c, self.user(c), "game")
        for entry in setup.get("used", []):
            cid, kind, k = entry
            ref = (cid, "basic" if kind == "basic" else "ability", k)
            self.count_use(self.user(cid), ref, kind == "trigger")
        for p, nums in (setup.get("game_used") or {}).items():
            self.game_used[p] += list(nums)
        for p in setup.get("trump", []):
            self.trump.add(p)
        for e in setup.get("effects", []):
            e = dict(e)
            master = e.pop("master")
            target = e.pop("card", None)
            self.execute({"user": master, "card": target, "ref": (target, "ability", -1),
                          "decl": None, "trigger": None, "aside": 0, "picked": None}, [e])

    def new_state(self, c, owner):
        if c in self.st:
            raise CaseError("card %s placed twice" % c)
        if c not in self.cards:
            raise CaseError("unknown card %s" % c)
        self.st[c] = {"owner": owner, "tapped": False, "fresh": False, "down": False,
                      "role": None, "aside": 0, "face_down": False, "inc": 1,
                      "stamp": self.tick(), "shown": frozenset(), "hidden": frozenset()}

    def load(self, c, place):
        self.new_state(c, place[0])
        self.zones[place].append(c)
        self.where[c] = place

    def load_field(self, p, f, ids):
        chars = [c for c in ids if self.cards[c].type == "character"]
        items = [c for c in ids if self.cards[c].type == "item"]
        areas = [c for c in ids if self.cards[c].type == "area"]
        if len(chars) > 1 or len(items) > 1 or len(areas) > 1 or len(ids) != len(chars + items + areas):
            raise CaseError("setup.%s.%s" % (p, f))
        for c in chars + areas:
            self.load(c, (p, f))
        for c in items:
            if not chars:
                raise CaseError("an item needs a character")
            self.new_state(c, p)
            self.carried.setdefault(chars[0], []).append(c)
            self.where[c] = ("under", chars[0])
            self.st[c]["role"] = "item"

    def card(self, c):
        return self.cards[c]

    # --- the script's answers: a `Builder` (builder.py) answers them itself -----------------------
    def ask(self, kind, player, valid, options):
        """A choice of `player` (options: what a builder may answer; the script answers here)."""
        return self.choose(kind, player, valid)

    def draw_random(self, kind, valid, options):
        return self.random(kind, valid)

    # --- the turn (0510, 0521–0523) -------------------------------------------------------------
    def first_turn(self):
        return self.turn == 1 and self.turn_player == self.first

    def timing(self, on):
        self.rule("0500/タイミング")
        self.provide(on, False, None, self.turn_player)
        self.resolve_point()

    def set_phase(self, name):
        self.phase = name
        self.event("phase", name=name, turn=self.turn, player=self.turn_player)

    def wake_up(self):
        tp = self.turn_player
        self.rule("0521/ウェイクアップ", "0521/ウェイクアップ~n1")
        for f in FIELDS:
            self.rule("0521/ウェイクアップ#1")
            ch = self.char_at(tp, f)
            if ch is None or not self.st[ch]["tapped"]:
                continue
            if self.has_info(ch, "no_untap"):
                self.rule("1540:ウェイクアップ:ウェイクアップで未行動状態に戻らない")
                continue
            self.untap(ch)
            self.rule("0521/ウェイクアップ#2")
        for e in self.effects:
            w = self.where.get(e["card"])
            if not e["ended"] and e["until"] == "wakeup" and w and w[0] == tp:
                e["ended"] = True
        self.resolve_point()

    def warm_up(self):
        tp = self.turn_player
        self.rule("0521/ウォームアップ", "0521/ウォームアップ#1", "0521/ウォームアップ~n1")
        n = 2
        if self.first_turn():
            self.rule("0521/ウォームアップ/先攻のプレイヤーの1ターン目")
            n = 1
        if self.warm[tp]:
            self.rule("1540:ウォームアップ:ウォームアップのドロー枚数を増減")
            n += self.warm[tp]
            self.warm[tp] = 0
        if n > 0:
            self.draw(tp, n)
        self.resolve_point()

    def start_phase(self):
        self.set_phase("start")
        self.rule("0521/進行", "0521/進行#1", "0521/スタートフェイズ開始時")
        self.timing("start-phase-start")
        self.rule("0521/進行#2")
        self.wake_up()
        self.rule("0521/進行#3")
        self.warm_up()
        self.rule("0521/進行#4", "0521/スタートフェイズ終了時")
        self.timing("start-phase-end")

    def main_phase(self):
        self.set_phase("main")
        self.rule("0522/進行", "0522/進行#1", "0522/メインフェイズ開始時")
        self.timing("main-start")
        while True:
            self.rule("0522/進行#2", "0522/メインフェイズ(TP)", "0500/重複する宣言タイミング")
            passed = self.declaration_timing(self.turn_player, "main-tp")
            self.rule("0522/進行#3")
            if not passed:
                continue
            self.rule("0522/進行#4")
            if self.declaration_timing(other(self.turn_player), "main-ntp"):
                break
            self.rule("0522/進行#5", "0522/メインフェイズ(NTP)", "0522/進行#6")
        self.rule("0522/進行#7", "0522/メインフェイズ終了時")
        self.timing("main-end")

    def end_phase(self):
        self.set_phase("end")
        self.rule("0523/進行", "0523/進行#1", "0523/エンドフェイズ開始時")
        self.timing("end-phase-start")
        self.rule("0523/進行#2", "0523/手札調整")
        tp = self.turn_player
        while True:
            self.rule("0523/手札調整#1")
            hand = self.zones[(tp, "hand")]
            if len(hand) <= 7:
                break
            self.rule("0523/手札調整#2")
            c = self.ask("hand-adjust", tp, lambda v: v in hand, list(hand))
            self.discard(tp, c, "hand-adjust")
            self.rule("0523/手札調整#3")
        self.rule("0523/進行#3", "0523/エンドフェイズ終了時")
        self.timing("end-phase-end")

    def play_turn(self, frm):
        tp = self.turn_player
        self.rule("0510/進行", "0510/ターン進行中プレイヤー(TP)・非ターン進行中プレイヤー(NTP)",
                  "0501#3" if tp == self.first else "0501#4")
        if frm == "start":
            self.event("turn", number=self.turn, player=tp)
            for f in FIELDS:
                ch = self.char_at(tp, f)
                if ch is not None and self.st[ch]["fresh"]:
                    self.rule("0810/解決/登場ターン制限~n1")
                    self.st[ch]["fresh"] = False
            self.rule("0510/進行#1", "0510/ターン開始時")
            self.timing("turn-start")
            self.rule("0510/進行#2")
            self.start_phase()
        if frm in ("start", "main"):
            self.rule("0510/進行#3")
            self.main_phase()
        self.rule("0510/進行#4")
        self.end_phase()
        self.rule("0510/進行#5", "0510/ターン終了時", "0510/TPの変更~n1")
        self.timing("turn-end")
        self.rule("0510/進行#6", "0510/能力値修正の消失", "0510/能力値修正の消失/消失しない能力値修正")
        self.end_effects("turn")
        self.rule("0510/進行#7", "0510/TPの変更")
        self.turn += 1
        self.turn_player = other(tp)
        self.used_turn = set()
        self.rule("0501#5")

    def run(self):
        try:
            frm = self.at
            if frm == "pregame":
                self.pregame()
                frm = "start"
            else:
                self.check_end()
            while True:
                self.play_turn(frm)
                frm = "start"
        except (GameOver, ScriptEnd, StopRun):
            pass
        return self

    # --- the pre-game (0501#1, 0503) ---------------------------------------------------------------
    def pregame(self):
        from .deckrules import deck_rules
        self.rule("0501", "0501#1")
        legal = True
        for p in PLAYERS:
            rules = deck_rules(self, p)
            legal = legal and not rules
            self.event("deck-check", player=p, legal=not rules, rules=rules)
        if not legal:
            raise StopRun()
        self.rule("0501#2", "0503/進行", "0503/進行#1",
                  "0503/お互いのプレイヤーは自分のデッキから「リーダー」を取り出し横に置きます",
                  "0503/お互いのプレイヤーは自分のデッキから「リーダー」を取り出し横に置きます~n1")
        leader = {}
        for p in PLAYERS:
            ls = [c for c in self.zones[(p, "deck")] if self.card(c).leader]
            leader[p] = ls[0] if ls else None
            if leader[p]:
                self.rule("0110/リーダー~n1")
                self.move(leader[p], (p, "aside"), "leader")
        self.rule("0503/進行#2", "0503/お互いのプレイヤーは自分のデッキをシャッフルします")
        for p in PLAYERS:
            self.shuffle(p)
        self.rule("0503/進行#3", "0503/先攻・後攻を決定します", "0503/先攻・後攻を決定します~n1")
        first = self.draw_random("first", lambda v: v in PLAYERS, list(PLAYERS))
        self.first = self.turn_player = first
        self.event("first", player=first)
        order = (first, other(first))
        self.rule("0503/進行#4", "0503/お互いのプレイヤーは自分のデッキが7枚になるまでドローします")
        for p in order:
            self.draw(p, 6 if leader[p] else 7)
        self.rule("0503/進行#5", "0503/マリガン(引き直し)")
        for p in order:
            take = self.ask("mulligan", p, lambda v: isinstance(v, bool), [True, False])
            self.event("mulligan", player=p, taken=take)
            if take:
                hand = list(self.zones[(p, "hand")])
                for c in hand:
                    self.move(c, (p, "deck"), "mulligan")
                self.shuffle(p)
                self.draw(p, len(hand))
        self.rule("0503/進行#6", "0503/お互いのプレイヤーは横に置いた「リーダー」を公開し、手札に加えます")
        for p in order:
            if leader[p]:
                self.event("reveal", card=leader[p], to=list(PLAYERS))
                self.move(leader[p], (p, "hand"), "leader")
        self.turn, self.phase = 1, "pregame"



def replay(case):
    """Plays a case; raises CaseError when its script is incomplete, unused or malformed."""
    g = Game(case["setup"], case["script"])
    g.run()
    g.finish()
    return g
