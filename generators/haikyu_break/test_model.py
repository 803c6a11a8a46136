#!/usr/bin/env python3
"""Unit tests of the haikyu-break generators' game model (generators/haikyu_break/model/), each
against figures worked out by hand from the rule text (rules/haikyu-break/1.03.txt), not against
the model's own output.  With --oracle, the families are also generated twice (the same bytes)
and every case is checked against the clause index.

    python3 generators/haikyu_break/test_model.py [--oracle build/oracle]
"""

import os
import sys
import unittest

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path[0] = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # generators/

from common import testing  # noqa: E402
from common.script import CaseError  # noqa: E402
from haikyu_break.families.scene import Scene, standard  # noqa: E402
from haikyu_break.model import Game  # noqa: E402


def play(scene, script):
    return Game(scene.setup(), script).run()


def of(run, kind, **match):
    return [e for e in run.events if e["type"] == kind and
            all(e.get(k) == v for k, v in match.items())]


def receive_turn(at="receive", tp="P1", op=5, deck=(6, 6), sets=(2, 2)):
    s = standard(at=at, turn=4, player=tp, deck=deck, sets=sets)
    s.op("P2" if tp == "P1" else "P1", op)
    return s


class Judge(unittest.TestCase):
    # 5-15-3: a defense fails when DP < OP; the same value succeeds
    def judge(self, receive, op):
        s = receive_turn(op=op)
        s.put("P1", "hand", "R", receive=receive)
        s.put("P1", "hand", "T", toss=1)
        run = play(s, [{"do": "appear", "card": "R"}, {"do": "pass"}]
                   + ([{"choose": "P1S1", "for": "set-card"}] if receive < op else []))
        return of(run, "judge")[0]

    def test_tie_succeeds(self):
        self.assertEqual(self.judge(5, 5), {"type": "judge", "player": "P1", "op": 5, "dp": 5,
                                            "success": True, "step": 1})

    def test_one_less_fails(self):
        self.assertFalse(self.judge(4, 5)["success"])

    def test_negative_offense(self):
        # 2-11-3, 0-2-9: an offense point of -1 against a receive point 0
        self.assertTrue(self.judge(0, -1)["success"])


class Points(unittest.TestCase):
    def test_block_sum(self):
        # 5-18-3: centre 2 + sides 1 and 0 = 3
        s = standard(at="block", turn=2, player="P2")
        s.op("P1", 4)
        for cid, b in (("A", 2), ("B", 1), ("C", 0)):
            s.put("P2", "hand", cid, block=b)
        run = play(s, [{"do": "appear", "cards": ["A", "B", "C"], "centre": "A"},
                       {"do": "pass"}, {"choose": ["B", "C"], "for": "order"},
                       {"choose": "P2S1", "for": "set-card"}])
        self.assertEqual(of(run, "dp")[0]["value"], 3)
        self.assertFalse(of(run, "judge")[0]["success"])       # 3 < 4

    def test_attack_offense(self):
        # 5-17-5: toss 2 + attack 5 = 7
        s = receive_turn(at="attack", op=1)
        s.put("P1", "toss", "T", toss=2)
        s.put("P1", "hand", "A", attack=5)
        run = play(s, [{"do": "appear", "card": "A"}, {"do": "pass"},
                       {"choose": "receive", "for": "route"}])
        self.assertEqual(of(run, "op", player="P1")[0]["value"], 7)
        self.assertEqual(run.state()["P1"]["op"], 7)

    def test_block_offense_is_zero(self):
        # 5-17-4
        s = standard(at="block", turn=2, player="P2")
        s.op("P1", 1)
        s.put("P2", "hand", "A", block=2)
        run = play(s, [{"do": "appear", "cards": ["A"]}, {"do": "pass"},
                       {"choose": "receive", "for": "route"}])
        self.assertEqual(of(run, "op", player="P2")[0]["value"], 0)


class Parameters(unittest.TestCase):
    def skill_run(self, effect, **spec):
        s = receive_turn(at="toss", op=1)
        params = {"toss": 1}
        params.update(spec)
        s.put("P1", "hand", "T", skills=[{"kind": "active", "timing": ["toss"],
                                          "effect": effect}], **params)
        return play(s, [{"do": "appear", "card": "T"}, {"do": "use", "card": "T", "skill": 0}])

    def test_dash_takes_no_modification(self):
        # 1-3-2-1-2: +3 on an attack point 「-」 leaves 「-」
        run = self.skill_run([{"param": "attack", "add": 3}, {"param": "toss", "add": 1}],
                             attack="-")
        pts = run.state()["P1"]["toss"][0]["points"]
        self.assertEqual((pts["attack"], pts["toss"]), ("-", 2))

    def test_order_of_resolution(self):
        # 0-2-12: 1 +2 = 3, 「5にする」, +1 = 6
        run = self.skill_run([{"param": "toss", "add": 2}, {"param": "toss", "set": 5},
                              {"param": "toss", "add": 1}])
        self.assertEqual(run.state()["P1"]["toss"][0]["points"]["toss"], 6)

    def test_permanent_fix_first(self):
        # 0-2-12: a permanent's fix wins over a continuous one
        s = receive_turn(at="toss", op=1)
        s.put("P1", "hand", "T", toss=1, skills=[
            {"kind": "active", "timing": ["toss"], "effect": [{"param": "toss", "set": 9}]},
            {"kind": "permanent", "continuous": [{"param": "toss", "set": 2, "target": "this"}]}])
        run = play(s, [{"do": "appear", "card": "T"}, {"do": "use", "card": "T", "skill": 0}])
        self.assertEqual(run.state()["P1"]["toss"][0]["points"]["toss"], 2)

    def test_negative_draws(self):
        # 0-2-5-4: 「1-3」 draws: none, and the hand keeps its cards
        run = self.skill_run([{"draw": {"count": {"who": "you", "zone": "hand"}, "add": -3}},
                              {"param": "toss", "add": 1}])
        self.assertEqual(of(run, "draw"), [])


class Attributes(unittest.TestCase):
    def pick(self, flt):
        s = receive_turn(at="toss", op=1)
        s.put("P1", "hand", "T", toss=1, skills=[{"kind": "active", "timing": ["toss"], "effect": [
            {"to_hand": {"all": {"who": "you", "zone": "drop", "filter": flt}}}]}])
        s.put("P1", "drop", "K", affiliation=["烏野"])
        s.put("P1", "drop", "KN", affiliation=["烏野", "音駒"])
        s.put("P1", "drop", "X")
        s.put("P1", "drop", "N", affiliation=["音駒"])
        run = play(s, [{"do": "appear", "card": "T"}, {"do": "use", "card": "T", "skill": 0}])
        return sorted(e["card"] for e in of(run, "move", to="P1:hand"))

    def test_lacks(self):
        # 7-1-3 ~x1: no 烏野 at all: X and N
        self.assertEqual(self.pick({"lacks": {"affiliation": "烏野"}}), ["N", "X"])

    def test_other(self):
        # 7-1-4 ~x1: some affiliation other than 烏野: KN and N, not X
        self.assertEqual(self.pick({"other": {"affiliation": "烏野"}}), ["KN", "N"])

    def test_exactly(self):
        # 7-1-6 ~x1: exactly 烏野&音駒
        self.assertEqual(self.pick({"exactly": {"affiliation": ["烏野", "音駒"]}}), ["KN"])

    def test_distinct_examples(self):
        # 7-1-5 ~x1, ~x2: 烏野 / 烏野&青葉城西 / 烏野&音駒 are the same (烏野) and all different
        s = Scene()
        for cid, a in (("A", ["烏野"]), ("B", ["烏野", "青葉城西"]), ("C", ["烏野", "音駒"])):
            s.put("P1", "drop", cid, affiliation=a)
        s.fill("P1", "deck", 1, "D")
        s.put("P1", "hand", "V", serve=1)
        g = Game(s.setup(), [])
        self.assertTrue(g.same(["A", "B", "C"], "affiliation"))
        self.assertTrue(g.distinct(["A", "B", "C"], "affiliation"))
        self.assertFalse(g.distinct(["A", "A"], "affiliation"))


class Interval(unittest.TestCase):
    def test_draws_as_far_as_the_deck_goes(self):
        # 5-3-2 ②: P1 (hand 1, deck 2) draws 2; P2 (hand 0, deck 6) draws 6; ③ the set card
        s = receive_turn(deck=(2, 6), op=1)
        s.put("P1", "hand", "R", receive=1)
        s.put("P1", "hand", "X")
        run = play(s, [{"do": "appear", "card": "R"}, {"do": "lost"},
                       {"choose": "P1S2", "for": "set-card"}])
        self.assertEqual([e["player"] for e in of(run, "draw")], ["P1"] * 2 + ["P2"] * 6)
        st = run.state()
        self.assertEqual(st["P1"]["hand"], ["X", "P1D1", "P1D2", "P1S2"])
        self.assertEqual(st["P1"]["set"], ["P1S1"])
        self.assertEqual((st["turn"]["player"], st["turn"]["set"], st["turn"]["phase"]),
                         ("P2", 2, "serve"))

    def test_no_set_card_loses(self):
        # 0-1-3-1-1
        s = receive_turn(sets=(0, 2), op=1)
        s.put("P1", "hand", "R", receive=1)
        run = play(s, [{"do": "appear", "card": "R"}, {"do": "lost"}])
        self.assertEqual(run.state()["result"], {"winner": "P2"})
        self.assertEqual(of(run, "interval"), [])


class Appearances(unittest.TestCase):
    def test_toss_name(self):
        # 1-4-5-4-1: the toss character may not have the receive character's name
        s = receive_turn(at="toss", op=1)
        s.put("P1", "receive", "R", name="日向 翔陽", receive=1)
        s.put("P1", "hand", "X", name="日向 翔陽", toss=3)
        s.put("P1", "hand", "Y", name="日向・影山", toss=2)
        run = play(s, [{"query": "legal"}])
        self.assertEqual(run.legal[0]["actions"], [{"do": "appear", "card": "Y"},
                                                   {"do": "pass"}])

    def test_block_limits(self):
        # 3-6-3, 1-4-5-4-1: at most three, distinct names, 「-」 never
        s = standard(at="block", turn=2, player="P2")
        s.op("P1", 1)
        s.put("P2", "hand", "A", name="a", block=1)
        s.put("P2", "hand", "B", name="a", block=1)
        s.put("P2", "hand", "K", name="k", block="-")
        run = play(s, [{"query": "legal"}])
        acts = run.legal[0]["actions"]
        self.assertEqual(len(acts), 3)                        # {A}, {B}, pass
        self.assertIn({"do": "pass"}, acts)

    def test_no_appearance_is_lost(self):
        # 1-4-9-1: only a card whose serve point is 「-」: lost without a free step
        s = standard(at="serve", turn=1, player="P1")
        s.put("P1", "hand", "W", serve="-")
        run = play(s, [{"choose": "P1S1", "for": "set-card"}])
        self.assertEqual(of(run, "lost")[0]["why"], "appear")
        self.assertEqual(of(run, "step", name="free"), [])


class Passives(unittest.TestCase):
    def test_each_draw_waits(self):
        # 6-6-1 ~x1: 「カード3枚を引く」 makes 「カードを引くたび」 wait 3 times
        s = receive_turn(at="toss", op=1)
        s.put("P2", "receive", "W", receive=1, skills=[
            {"kind": "passive", "trigger": {"on": "draw", "who": "opponent"},
             "effect": [{"param": "receive", "add": 1, "target": "this", "until": "set"}]}])
        s.put("P1", "hand", "T", toss=1, skills=[{"kind": "active", "timing": ["toss"],
                                                  "effect": [{"draw": 3}]}])
        run = play(s, [{"do": "appear", "card": "T"}, {"do": "use", "card": "T", "skill": 0}])
        self.assertEqual(len(of(run, "waiting", card="W")), 3)
        self.assertEqual(run.state()["P2"]["receive"][0]["points"]["receive"], 4)

    def test_hidden_zone_cancels(self):
        # 8-4-4, 6-6-3: at the attack phase's start R's and V's passives wait; V's, resolved
        # first, returns R to the hand: R's waiting passive is cancelled
        s = receive_turn(at="toss", op=1)
        start = {"on": "phase-start", "phase": "attack"}
        s.put("P1", "receive", "R", receive=1, skills=[
            {"kind": "passive", "trigger": dict(start), "effect": [{"draw": 1}]}])
        s.put("P1", "serve", "V", skills=[
            {"kind": "passive", "trigger": dict(start),
             "effect": [{"to_hand": {"character": "receive"}}]}])
        s.put("P1", "hand", "T", toss=1)
        s.put("P1", "hand", "A", attack=1)
        run = play(s, [{"do": "appear", "card": "T"}, {"do": "pass"},
                       {"choose": {"card": "V", "skill": 0}, "for": "resolve"}])
        self.assertEqual([(e["type"], e["card"]) for e in run.events
                          if e["type"] in ("waiting", "resolve", "cancel")],
                         [("waiting", "R"), ("waiting", "V"), ("resolve", "V"), ("cancel", "R")])
        self.assertEqual(of(run, "draw"), [])


class Keywords(unittest.TestCase):
    def test_one_touch(self):
        # 9-3-3: OP 7 − 3 = 4; the block phase skipped to the draw phase
        s = standard(at="block", turn=4, player="P2")
        s.op("P1", 7)
        s.put("P2", "hand", "C", block=1, skills=[{"kind": "active", "timing": ["block"],
                                                   "effect": [{"one_touch": 3}]}])
        run = play(s, [{"do": "appear", "cards": ["C"]}, {"do": "use", "card": "C", "skill": 0}])
        self.assertEqual(run.state()["P1"]["op"], 4)
        self.assertEqual(of(run, "skip")[0]["to"], "draw")
        self.assertEqual(of(run, "judge"), [])

    def test_turn1(self):
        # 9-6-4: the same name negated for the turn
        s = receive_turn(at="toss", op=1)
        sk = {"kind": "active", "timing": ["toss"], "turn1": True, "effect": [{"draw": 1}]}
        s.put("P1", "hand", "K1", name="K", toss=1, skills=[dict(sk)])
        s.put("P1", "serve", "K2", name="K", skills=[dict(sk)])
        run = play(s, [{"do": "appear", "card": "K1"}, {"do": "use", "card": "K1", "skill": 0},
                       {"do": "use", "card": "K2", "skill": 0}])
        self.assertEqual([r["rule"] for r in run.rejections], ["6-1-2"])


class Loops(unittest.TestCase):
    def test_forced_loop_loses(self):
        # 10-1-1-1: a loop nobody can stop: the master of the skill resolving loses
        s = receive_turn(at="toss", op=1)
        s.put("P1", "hand", "T", toss=1, skills=[{"kind": "active", "timing": ["toss"], "effect": [
            {"drop": {"choose": 1, "from": {"who": "you", "zone": "hand"}}}]}])
        s.put("P1", "hand", "C")
        s.put("P1", "serve", "B", skills=[{"kind": "passive", "trigger": {
            "on": "move", "who": "you", "to": "drop"}, "effect": [{"to_hand": "trigger-card"}]}])
        s.put("P1", "receive", "A", receive=1, skills=[{"kind": "passive", "trigger": {
            "on": "move", "who": "you", "from": "drop", "to": "hand"},
            "effect": [{"drop": "trigger-card"}]}])
        run = play(s, [{"do": "appear", "card": "T"}, {"do": "use", "card": "T", "skill": 0}])
        self.assertEqual(run.state()["result"], {"winner": "P2"})
        self.assertEqual(of(run, "lose")[0]["why"], "loop")


class CaseErrors(unittest.TestCase):
    def test_word_outside_the_tables(self):
        s = receive_turn()
        s.put("P1", "hand", "X", affiliation=["どこか"])
        with self.assertRaises(CaseError):
            play(s, [])

    def test_event_card_parameters(self):
        s = receive_turn()
        s.put("P1", "hand", "E", type="event", serve=1)
        with self.assertRaises(CaseError):
            play(s, [])

    def test_trigger_values(self):
        s = receive_turn()
        s.put("P1", "hand", "X", skills=[{"kind": "passive", "trigger": {
            "on": "phase-start", "phase": "toss", "whose": "you"}, "effect": [{"draw": 1}]}])
        with self.assertRaises(CaseError):
            play(s, [])


class Families(unittest.TestCase):
    """With --oracle: every family runs (each case replayed, judged and its declared clauses
    checked inside), twice, to the same bytes, and every pin is in the index."""

    def test_families_deterministic(self):
        import haikyu_break
        testing.assert_families_deterministic(self, haikyu_break)


if __name__ == "__main__":
    sys.exit(testing.main(require_oracle=False))
