#!/usr/bin/env python3
"""Unit tests of the fusion-world generators' game model (generators/fusion_world/model/), each
against figures worked out by hand from the rule text (rules/fusion-world/1.06.txt), not against
the model's own output.  With --oracle, the families are also generated twice (the same bytes)
and every case is checked against the clause index.

    python3 generators/fusion_world/test_model.py [--oracle build/oracle]
"""

import os
import sys
import unittest

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path[0] = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # generators/

from common import testing  # noqa: E402
from common.judge import judge  # noqa: E402
from common.script import CaseError  # noqa: E402
from fusion_world.families.scene import Scene, standard  # noqa: E402
from fusion_world.model import Game, deckrules, payment  # noqa: E402
from fusion_world.model.cards import Card, struck  # noqa: E402
from fusion_world.model.continuous import Info  # noqa: E402
from fusion_world.model.payment import EnergyCost  # noqa: E402
from fusion_world.model.skills import check_skill, default_zone  # noqa: E402


def play(scene, script):
    return Game(scene.setup(), script).run()


def ids(prefix, n):
    return ["%s%02d" % (prefix, i + 1) for i in range(n)]


class Payment(unittest.TestCase):
    def card(self, total, specified=None):
        return Card("C", {"cost": {"total": total, "specified": specified or {}}})

    def args(self, energy, rested=(), markers=0, leader=("red",)):
        colors = dict(energy)
        return ([e for e, _ in energy], set(rested), markers, lambda c: colors[c], list(leader))

    def test_two_red_of_three(self):
        # 5-3-1: total 3, 2 red; R1 R2 B1 active, R3 rested
        c = self.card(3, {"red": 2})
        a = self.args([("R1", ["red"]), ("R2", ["red"]), ("B1", ["blue"]), ("R3", ["red"])],
                      rested=["R3"])
        self.assertIsNone(payment.problem(c, ["R1", "R2", "B1"], *a))
        self.assertIn("rested", payment.problem(c, ["R1", "R3", "B1"], *a))
        self.assertIn("needed", payment.problem(c, ["R1", "R2"], *a))
        self.assertIn("twice", payment.problem(c, ["R1", "B1", "B1"], *a))
        self.assertTrue(payment.exists(c, *a))

    def test_one_red_only(self):
        c = self.card(3, {"red": 2})
        a = self.args([("R1", ["red"]), ("B1", ["blue"]), ("B2", ["blue"]), ("B3", ["blue"])])
        self.assertTrue(payment.enough(c, *a[:3]))          # four active energy: 5-3-3 holds
        self.assertFalse(payment.exists(c, *a))             # but no payment has two red
        self.assertIn("colors", payment.problem(c, ["R1", "B1", "B2"], *a))

    def test_total_below_specified_pays_the_specified(self):
        # 1-2-2-1: total 1, 2 green → 2 cards
        c = self.card(1, {"green": 2})
        self.assertEqual(c.cards_to_pay(), 2)
        a = self.args([("G1", ["green"]), ("G2", ["green"])])
        self.assertIsNone(payment.problem(c, ["G1", "G2"], *a))
        self.assertIsNotNone(payment.problem(c, ["G1"], *a))

    def test_multicolor_counts_for_each_color(self):
        # FW-MULTICOLOR-PAY: a red/blue card meets 1 red and 1 blue at once
        c = self.card(2, {"red": 1, "blue": 1})
        a = self.args([("M", ["red", "blue"]), ("G", ["green"])])
        self.assertIsNone(payment.problem(c, ["M", "G"], *a))
        c2 = self.card(2, {"red": 2})
        a2 = self.args([("M", ["red", "blue"]), ("B", ["blue"])])
        self.assertFalse(payment.exists(c2, *a2))

    def test_marker_is_one_leader_color(self):
        # 1-11-2, FW-MARKER-COLOR
        c = self.card(2, {"red": 1})
        self.assertTrue(payment.exists(c, *self.args([("G", ["green"])], markers=1,
                                                     leader=("red", "green"))))
        self.assertFalse(payment.exists(c, *self.args([("G", ["green"])], markers=1,
                                                      leader=("green",))))
        both = self.card(2, {"red": 1, "blue": 1})
        self.assertFalse(payment.exists(both, *self.args([("G", ["green"])], markers=1,
                                                         leader=("red", "blue"))))
        self.assertIsNone(payment.problem(both, ["marker", "marker"],
                                          *self.args([], markers=2, leader=("red", "blue"))))

    def test_cost_zero(self):
        c = self.card(0)
        self.assertIsNone(payment.problem(c, [], *self.args([])))
        self.assertTrue(payment.exists(c, *self.args([])))


class DeckRules(unittest.TestCase):
    def deck(self, specs):
        return [Card("C%02d" % i, s) for i, s in enumerate(specs)]

    def leader(self, colors=("red",)):
        return Card("L", {"type": "leader", "colors": list(colors)})

    def bad(self, specs, colors=("red",)):
        return deckrules.violations(self.leader(colors), self.deck(specs))[0]

    def test_sizes(self):
        self.assertEqual(self.bad([{}] * 49), ["6-1-3"])
        self.assertEqual(self.bad([{}] * 50), [])
        self.assertEqual(self.bad([{}] * 60), [])
        self.assertEqual(self.bad([{}] * 61), ["6-1-3"])
        self.assertEqual(self.bad([{}] * 49 + [{"type": "leader"}]), ["6-1-3"])
        self.assertEqual(self.bad([{}] * 45 + [{"type": "extra"}] * 5), [])

    def test_colors_and_copies(self):
        self.assertEqual(self.bad([{}] * 49 + [{"colors": ["green"]}]), ["6-1-4-1"])
        self.assertEqual(self.bad([{}] * 49 + [{"colors": ["blue"]}], ("red", "blue")), [])
        self.assertEqual(self.bad([{"number": "N"}] * 4 + [{}] * 46), [])
        self.assertEqual(self.bad([{"number": "N"}] * 5 + [{}] * 45), ["6-1-4-2"])
        self.assertEqual(self.bad([{}] * 48 + [{"colors": ["green"]}]), ["6-1-3", "6-1-4-1"])

    def test_super_combo_and_dragon_ball(self):
        sc = [{"keywords": ["super-combo"]}]
        self.assertEqual(self.bad(sc * 4 + [{}] * 46), [])
        self.assertEqual(self.bad(sc * 5 + [{}] * 45), ["15-8-2"])
        db = {"keywords": ["dragon-ball"], "number": "D"}
        self.assertEqual(self.bad([db] * 7 + [{}] * 43), [])
        self.assertEqual(self.bad([db] * 5 + [{}] * 45), [])       # 6-1-4-2 replaced
        self.assertEqual(self.bad([db] * 8 + [{}] * 42), ["15-13-2"])
        spread = [{"keywords": ["dragon-ball"], "number": "D%d" % (i % 3)} for i in range(8)]
        self.assertEqual(self.bad(spread + [{}] * 42), ["15-13-2"])
        self.assertEqual(self.bad(spread[:7] + [{}] * 43), [])


class Strike(unittest.TestCase):
    def test_strike_sets_the_damage(self):
        # 15-6-2: damage ≤ N−1 becomes N
        self.assertEqual(struck(1, Card("A", {})), 1)
        self.assertEqual(struck(1, Card("A", {"keywords": ["double-strike"]})), 2)
        self.assertEqual(struck(1, Card("A", {"keywords": ["triple-strike"]})), 3)
        self.assertEqual(struck(1, Card("A", {"keywords": ["double-strike", "triple-strike"]})),
                         3)
        self.assertEqual(struck(1, Card("A", {"keywords": ["strike-1"]})), 1)
        self.assertEqual(struck(1, Card("A", {"keywords": ["strike-5"]})), 5)
        self.assertEqual(struck(3, Card("A", {"keywords": ["double-strike"]})), 3)


class Pregame(unittest.TestCase):
    def test_identity_shuffles(self):
        # 6-2-1-8: hands A01..A06 / B01..B06; 6-2-1-9: life A14..A07 (first taken at the
        # bottom); 6-2-1-10: P2 has 1 marker; 7-2-9: P1 draws A15; deck A16..A50 (35)
        s = Scene(first=None, at="pregame")
        s.leader("P1")
        s.leader("P2")
        for p, pre in (("P1", "A"), ("P2", "B")):
            for c in ids(pre, 50):
                s.put(p, "deck", c)
        script = [{"random": "P1", "for": "chooser"}, {"choose": "first", "for": "first"},
                  {"random": ids("A", 50), "for": "shuffle"},
                  {"random": ids("B", 50), "for": "shuffle"},
                  {"choose": False, "for": "mulligan"}, {"choose": False, "for": "mulligan"},
                  {"choose": None, "for": "charge"}]
        g = play(s, script)
        st = g.state()
        self.assertEqual(st["P1"]["hand"], ids("A", 6) + ["A15"])
        self.assertEqual(st["P1"]["life"], ["A%02d" % i for i in range(14, 6, -1)])
        self.assertEqual(st["P1"]["deck"], ["A%02d" % i for i in range(16, 51)])
        self.assertEqual(st["P2"]["hand"], ids("B", 6))
        self.assertEqual(len(st["P2"]["deck"]), 36)
        self.assertEqual((st["P1"]["markers"], st["P2"]["markers"]), (0, 1))
        self.assertEqual(st["turn"], {"number": 1, "player": "P1", "first": "P1",
                                      "phase": "main", "step": None})
        checks = [e for e in g.events if e["type"] == "deck-check"]
        self.assertEqual([c["legal"] for c in checks], [True, True])

    def test_chooser_elects_second_and_mulligan_order(self):
        # P1 chooses second: P2 is first, shuffled first, decides on its mulligan first
        s = Scene(first=None, at="pregame")
        s.leader("P1")
        s.leader("P2")
        for p, pre in (("P1", "A"), ("P2", "B")):
            for c in ids(pre, 50):
                s.put(p, "deck", c)
        back = list(reversed(ids("B", 50)))
        script = [{"random": "P1", "for": "chooser"}, {"choose": "second", "for": "first"},
                  {"random": ids("B", 50), "for": "shuffle"},
                  {"random": ids("A", 50), "for": "shuffle"},
                  {"choose": True, "for": "mulligan", "by": "P2"},
                  {"random": back, "for": "shuffle"},
                  {"choose": False, "for": "mulligan", "by": "P1"},
                  {"choose": "B50", "for": "charge", "by": "P2"}]
        g = play(s, script)
        st = g.state()
        # after the mulligan P2's deck is B50..B01: hand B50..B45, life B37..B44 top first
        self.assertEqual(st["P2"]["energy"], [{"card": "B50", "rested": False}])
        self.assertEqual(st["P2"]["hand"], ["B49", "B48", "B47", "B46", "B45", "B36"])
        self.assertEqual(st["P2"]["life"], ["B37", "B38", "B39", "B40", "B41", "B42", "B43",
                                            "B44"])
        self.assertEqual((st["P1"]["markers"], st["P2"]["markers"]), (1, 0))
        mull = [(e["player"], e["taken"]) for e in g.events if e["type"] == "mulligan"]
        self.assertEqual(mull, [("P2", True), ("P1", False)])

    def test_illegal_deck_ends_the_run_in_the_pregame(self):
        # the vocabulary: both decks reported, P1 then P2; the game does not start
        s = Scene(first=None, at="pregame")
        s.leader("P1")
        s.leader("P2")
        for c in ids("A", 49):
            s.put("P1", "deck", c)
        for c in ids("B", 50):
            s.put("P2", "deck", c)
        g = play(s, [])
        checks = [(e["player"], e["legal"], e["rules"]) for e in g.events
                  if e["type"] == "deck-check"]
        self.assertEqual(checks, [("P1", False, ["6-1-3"]), ("P2", True, [])])
        self.assertEqual((g.state()["turn"]["phase"], g.state()["result"]), ("pregame", None))
        with self.assertRaises(CaseError):          # any entry is unused
            play(s, [{"random": "P2", "for": "chooser"}])


class Turn(unittest.TestCase):
    def test_charge_stands_the_turn_player_only(self):
        s = standard(first="P1", turn=3, at="charge")
        s.put("P1", "battle", "A")
        s.put("P1", "energy", "E1")
        s.put("P2", "battle", "G")
        s.rest("L1", "A", "E1", "G")
        g = play(s, [{"choose": "P1D1", "for": "charge"}])
        st = g.state()
        self.assertFalse(st["P1"]["leader"]["rested"])
        self.assertEqual(st["P1"]["battle"][0]["rested"], False)
        self.assertEqual(st["P2"]["battle"][0]["rested"], True)
        self.assertEqual(st["P1"]["energy"], [{"card": "E1", "rested": False},
                                              {"card": "P1D1", "rested": False}])
        at = [e["at"] for e in g.events if e["type"] == "checkpoint"]
        self.assertEqual(at, ["7-2-6", "7-2-8", "7-2-10", "7-2-12", "7-3-3"])

    def test_deck_out_at_the_charge_draw(self):
        s = standard(first="P2", turn=4, at="charge", deck=(1, 3))
        g = play(s, [])                       # turn 4 is P1's; no charge choice is asked
        self.assertEqual(g.state()["result"], {"winner": "P2"})
        self.assertEqual([e for e in g.events if e["type"] == "lose"][0]["why"], "deck")

    def test_both_decks_empty_is_a_draw(self):
        s = standard(first="P1", turn=3, deck=(0, 0))
        g = play(s, [])
        self.assertEqual(g.state()["result"], {"draw": True})

    def test_pass_gives_the_turn_to_the_other_player(self):
        s = standard(first="P1", turn=3)
        g = play(s, [{"do": "pass"}, {"choose": None, "for": "charge", "by": "P2"}])
        self.assertEqual(g.state()["turn"], {"number": 4, "player": "P2", "first": "P1",
                                             "phase": "main", "step": None})
        self.assertEqual(g.state()["P2"]["hand"], ["P2D1"])


class Battle(unittest.TestCase):
    def attack(self, att, guard_power, target="leader", kws=(), life=3, extra=()):
        s = standard(first="P1", turn=3, life=(8, life))
        s.put("P1", "battle", "A", power=att, keywords=list(kws))
        if target == "leader":
            s.cards["L2"]["power"] = guard_power
            t = "L2"
        else:
            t = s.put("P2", "battle", "G", power=guard_power)
            s.rest("G")
        return play(s, [{"do": "attack", "card": "A", "target": t}, {"do": "pass"},
                        {"do": "pass"}] + list(extra))

    def test_equal_power_deals_one_damage(self):
        # 8-4-6: 以上; 14-3-2: the top life card to the hand
        st = self.attack(5000, 5000).state()
        self.assertEqual(st["P2"]["life"], ["P2T2", "P2T3"])
        self.assertEqual(st["P2"]["hand"], ["P2T1"])
        self.assertEqual(st["P1"]["battle"][0]["rested"], True)

    def test_one_less_does_nothing(self):
        st = self.attack(4999, 5000).state()
        self.assertEqual(st["P2"]["life"], ["P2T1", "P2T2", "P2T3"])

    def test_battle_card_is_koed_attacker_stays(self):
        st = self.attack(3000, 3000, target="battle").state()
        self.assertEqual(st["P2"]["battle"], [])
        self.assertEqual(st["P2"]["drop"], ["G"])
        self.assertEqual([b["card"] for b in st["P1"]["battle"]], ["A"])
        st = self.attack(3000, 3001, target="battle").state()
        self.assertEqual([b["card"] for b in st["P2"]["battle"]], ["G"])

    def test_double_strike_against_one_life(self):
        g = self.attack(5000, 5000, kws=["double-strike"], life=1)
        self.assertEqual(g.state()["result"], {"winner": "P1"})
        dmg = [e for e in g.events if e["type"] == "damage"][0]
        self.assertEqual(dmg["amount"], 2)

    def test_critical_triple_strike_orders_the_drop(self):
        g = self.attack(5000, 5000, kws=["critical", "triple-strike"], life=4,
                        extra=[{"choose": ["P2T3", "P2T1", "P2T2"], "for": "order", "by": "P2"}])
        st = g.state()
        self.assertEqual(st["P2"]["life"], ["P2T4"])
        self.assertEqual(st["P2"]["drop"], ["P2T3", "P2T1", "P2T2"])
        self.assertEqual(st["P2"]["hand"], [])

    def test_combo_power_only_in_the_damage_step(self):
        s = standard(first="P2", turn=4)          # P1's turn
        s.put("P1", "battle", "A", power=5000)
        s.put("P1", "hand", "K", combo=5000)
        s.put("P2", "hand", "J", combo=4000)
        script = [{"do": "attack", "card": "A", "target": "L2"}, {"do": "combo", "card": "K"},
                  {"do": "pass"}, {"do": "combo", "card": "J"}]
        st = play(s, script).state()
        self.assertEqual(st["turn"]["step"], "defense")
        self.assertEqual(st["P1"]["battle"][0]["power"], 5000)
        self.assertEqual(st["P2"]["leader"]["power"], 5000)
        g = play(s, script + [{"do": "pass"}])
        cmp = [e for e in g.events if e["type"] == "compare"][0]
        self.assertEqual((cmp["attack"], cmp["guard"]), (10000, 9000))
        st = g.state()
        self.assertEqual(st["P1"]["drop"], ["K"])
        self.assertEqual(st["P2"]["drop"], ["J"])
        self.assertEqual(st["P1"]["battle"][0]["power"], 5000)

    def test_rested_blocker_offered_then_cancelled(self):
        # the vocabulary: the auto choice offers every pending auto, the rested one included
        s = standard(first="P1", turn=3)
        s.put("P1", "battle", "A", power=5000)
        s.put("P2", "battle", "B4", power=3000, keywords=["blocker"])
        s.put("P2", "battle", "B3", power=6000, keywords=["blocker"])
        s.rest("B4")
        g = play(s, [{"do": "attack", "card": "A", "target": "L2"},
                     {"choose": {"card": "B4", "skill": "blocker"}, "for": "auto"},
                     {"choose": True, "for": "cost"}, {"do": "pass"}, {"do": "pass"}])
        guard = [e["card"] for e in g.events if e["type"] == "guard"]
        self.assertEqual(guard, ["B3"])
        self.assertEqual(len(g.state()["P2"]["life"]), 8)

    def test_two_blockers(self):
        s = standard(first="P1", turn=3)
        s.put("P1", "battle", "A", power=5000)
        s.put("P2", "battle", "B1", power=3000, keywords=["blocker"])
        s.put("P2", "battle", "B2", power=8000, keywords=["blocker"])
        g = play(s, [{"do": "attack", "card": "A", "target": "L2"},
                     {"choose": {"card": "B2", "skill": "blocker"}, "for": "auto"},
                     {"choose": True, "for": "cost"}, {"do": "pass"}, {"do": "pass"}])
        st = g.state()
        self.assertEqual(st["P2"]["battle"], [
            {"card": "B1", "rested": False, "power": 3000, "combo": None, "under": [], "ki": 0},
            {"card": "B2", "rested": True, "power": 8000, "combo": None, "under": [], "ki": 0}])
        self.assertEqual(len(st["P2"]["life"]), 8)


class Rules(unittest.TestCase):
    def test_cost_rejections(self):
        # the vocabulary: no payment exists → 5-3-3; one exists but pay is not one → 5-3-1
        s = standard(first="P1", turn=3, colors=[["red", "blue"], ["red"]])
        for e, c in (("R1", "red"), ("B1", "blue"), ("B2", "blue"), ("B3", "blue")):
            s.put("P1", "energy", e, colors=[c])
        s.put("P1", "hand", "C", cost={"total": 3, "specified": {"red": 2}})
        s.put("P1", "hand", "D", cost={"total": 2, "specified": {"blue": 1}})
        g = play(s, [{"do": "play", "card": "C", "pay": ["R1", "B1", "B2"]},
                     {"do": "play", "card": "D", "pay": ["R1"]},
                     {"do": "play", "card": "D", "pay": ["R1", "B3"]}])
        self.assertEqual([(r["step"], r["rule"]) for r in g.rejections],
                         [(0, "5-3-3"), (1, "5-3-1")])
        st = g.state()["P1"]
        self.assertEqual([e["rested"] for e in st["energy"]], [True, False, False, True])
        enter = [i for i, e in enumerate(g.events) if e["type"] == "enter"][0]
        self.assertEqual(g.events[enter + 1]["type"], "move")     # enter, then its move

    def test_rejections(self):
        s = standard(first="P1", turn=1)
        s.put("P1", "battle", "A")
        g = play(s, [{"do": "attack", "card": "L1", "target": "L2"},
                     {"do": "combo", "card": "A"},
                     {"do": "pass", "by": "P2"}, {"query": "legal"}])
        self.assertEqual([(r["step"], r["rule"]) for r in g.rejections],
                         [(0, "7-3-4-3-1"), (1, "5-6-3"), (2, "4-1-1")])
        self.assertEqual(g.legal[0]["actions"], [{"do": "pass"}])

    def test_rule_processes(self):
        s = standard(first="P1", turn=3)
        s.put("P1", "combo", "K", combo=1000)
        s.put("P2", "battle", "Z", power=0)
        s.put("P2", "battle", "O", power=1)
        st = play(s, []).state()
        self.assertEqual(st["P1"]["drop"], ["K"])                 # 14-4-2
        self.assertEqual(st["P2"]["drop"], ["Z"])                 # 14-6-2
        self.assertEqual([b["card"] for b in st["P2"]["battle"]], ["O"])

    def test_script_errors(self):
        s = standard(first="P1", turn=3, at="charge")
        stop = play(s, []).stop                                    # the charge choice pending
        self.assertEqual((stop["kind"], stop["for"]), ("choose", "charge"))
        self.assertEqual(sorted(stop["options"], key=str), sorted(
            s.zones["P1"]["hand"] + [s.zones["P1"]["deck"][0], None], key=str))
        with self.assertRaises(CaseError):
            play(standard(first="P1", turn=3), [{"do": "concede", "by": "P2"}, {"do": "pass"}])

    def test_judge(self):
        g = play(standard(first="P1", turn=3), [{"query": "legal"}])
        case = {"expect": {"state": {"P1": {"life": ["P1T%d" % i for i in range(1, 9)]}},
                           "legal": [{"step": 0, "actions": [
                               {"do": "pass"}, {"target": "L2", "card": "L1", "do": "attack"}]}]}}
        self.assertIsNone(judge(case, g))
        case["expect"]["state"]["P1"]["life"] = ["P1T1"]
        self.assertIsNotNone(judge(case, g))


def act(*effect, timing="main", **kw):
    s = {"kind": "activate", "timing": timing, "effect": list(effect)}
    s.update(kw)
    return s


def auto(on, *effect, **kw):
    s = {"kind": "auto", "trigger": on if isinstance(on, dict) else {"on": on},
         "effect": list(effect)}
    s.update(kw)
    return s


class SkillLanguage(unittest.TestCase):
    def test_strict_keys(self):
        check_skill(act({"draw": 1}), "s")
        with self.assertRaises(CaseError):
            check_skill(act({"draw": 1}, colour="red"), "s")          # unknown skill key
        with self.assertRaises(CaseError):
            check_skill(act({"draw": 1, "target": "this"}), "s")      # draw has no target
        with self.assertRaises(CaseError):
            check_skill(act({"fly": 1}), "s")                         # unknown verb
        with self.assertRaises(CaseError):
            check_skill(act({"power": 1000, "until": "forever"}), "s")
        with self.assertRaises(CaseError):
            check_skill({"kind": "permanent", "continuous": [
                {"power": 1, "target": {"choose": 1, "from": {}}}]}, "s")   # never a choice
        with self.assertRaises(CaseError):
            check_skill(auto("enter", {"draw": 1}, cost=[{"energy": 0}]), "s")
        with self.assertRaises(CaseError):
            Card("X", {"skills": [act({"draw": 1}, timing="end")]})

    def test_default_zones(self):
        # 1-3-7, 12-1-1, 15-3-3, 15-12-3, 8-5-6-1
        self.assertEqual(default_zone("battle", act({"draw": 1})), "battle")
        self.assertEqual(default_zone("leader", act({"draw": 1})), "leader")
        self.assertEqual(default_zone("extra", act({"draw": 1})), "hand")
        self.assertEqual(default_zone("extra", act({"draw": 1}), field=True), "battle")
        self.assertEqual(default_zone("battle", {"kind": "evolve", "onto": {}}), "hand")
        self.assertEqual(default_zone("battle", auto("combo-battle-end", {"draw": 1})), "drop")
        self.assertEqual(default_zone("battle", act({"draw": 1}, zone="drop")), "drop")


class Costs2(unittest.TestCase):
    def test_energy_part_of_a_skill_cost(self):
        # ② + a blue ○: three energy, one of them blue (1-4-5-1, 1-4-5-2)
        e = EnergyCost([{"energy": 2}, {"energy": 1, "color": "blue"}, "rest-self"])
        self.assertEqual((e.total, e.specified, e.cards_to_pay()), (3, {"blue": 1}, 3))
        colors = {"R1": ["red"], "R2": ["red"], "B1": ["blue"]}
        args = (list(colors), set(), 0, lambda c: colors[c], ["red"])
        self.assertIsNone(payment.problem(e, ["R1", "R2", "B1"], *args))
        self.assertIsNotNone(payment.problem(e, ["R1", "R2"], *args))
        # a marker is one of the leader's colors: red only, so it cannot be the blue one
        args = (["R1", "R2"], set(), 1, lambda c: colors[c], ["red"])
        self.assertFalse(payment.exists(e, *args))

    def test_cost_reading(self):
        # 1-2-5-1 .. 1-2-5-3 (FW-COST-READING)
        i = Info()
        i.total, i.specified = 1, {"green": 2}
        i.zone = "battle"
        self.assertEqual(i.cost_read(), 1)
        i.zone = "hand"
        self.assertEqual(i.cost_read(), 2)
        i.total, i.specified = 3, {"red": 1}
        self.assertEqual(i.cost_read(), 3)
        i.total = -2
        i.specified = {}
        self.assertEqual(i.cost_read(), 0)               # 0-2-9


class Layers(unittest.TestCase):
    def power_after(self, effects):
        s = standard(first="P1", turn=3)
        s.put("P1", "battle", "A", power=2000)
        for e in effects:
            s.effect("P1", target="A", until="turn", **e)
        return play(s, []).state()["P1"]["battle"][0]["power"]

    def test_in_the_order_they_began(self):
        # FW-LAYER-ORDER: 2000 +2000 → set 1000 → +500 = 1500; set first: 1000+2000+500
        self.assertEqual(self.power_after([{"power": 2000}, {"set_power": 1000},
                                           {"power": 500}]), 1500)
        self.assertEqual(self.power_after([{"set_power": 1000}, {"power": 2000},
                                           {"power": 500}]), 3500)
        s = standard(first="P1", turn=3)
        s.effect("P1", power=-7000, target="L2", until="turn")
        self.assertEqual(play(s, []).state()["P2"]["leader"]["power"], -2000)   # 2-6-2
        s = standard(first="P1", turn=3)
        s.put("P1", "battle", "A", power=2000)
        s.effect("P1", power=-2000, target="A", until="turn")
        self.assertEqual(play(s, []).state()["P1"]["drop"], ["A"])             # 14-6-2

    def test_keyword_layer_before_numbers(self):
        # 9-8-1-2 then 9-8-1-3: a 【永続】 on cards with 【ブロッカー】 sees the granted flag
        s = standard(first="P1", turn=3)
        s.put("P1", "battle", "P", skills=[{"kind": "permanent", "continuous": [
            {"power": 1000, "target": {"all": {"who": "you",
                                               "filter": {"keyword": "blocker"}}}}]}])
        s.put("P1", "battle", "A", power=2000)
        s.effect("P1", keyword="blocker", target="A", until="turn")
        st = play(s, []).state()["P1"]["battle"]
        self.assertEqual([b["power"] for b in st], [1000, 3000])

    def test_not_again_the_same_turn(self):
        # 9-5-2: unaffected during the battle, A is out of P's 【永続】 until the turn ends
        s = standard(first="P1", turn=3)
        s.put("P1", "battle", "P", skills=[{"kind": "permanent", "continuous": [
            {"power": 1000, "target": {"all": {"who": "you"}}}]}])
        s.put("P1", "battle", "A", power=2000,
              skills=[act({"unaffected": "this", "until": "battle"}, timing="battle")])
        base = [{"do": "attack", "card": "L1", "target": "L2"},
                {"do": "activate", "card": "A", "skill": 0}]
        g = play(s, base)
        self.assertEqual(g.state()["P1"]["battle"][1]["power"], 2000)   # in the battle
        g = play(s, base + [{"do": "pass"}, {"do": "pass", "by": "P2"}])
        self.assertEqual(g.state()["P1"]["battle"][1]["power"], 2000)   # after it: 9-5-2
        g = play(s, base + [{"do": "pass"}, {"do": "pass", "by": "P2"}, {"do": "pass"},
                            {"choose": None, "for": "charge", "by": "P2"}])
        self.assertEqual(g.state()["P1"]["battle"][1]["power"], 3000)   # the next turn


class Checkpoint2(unittest.TestCase):
    def test_turn_player_first_then_reentry(self):
        # 4-2-2-2 / 4-2-2-4: P1's two 【登場時】 in the order chosen, then P2's; P2's draw for
        # P1 makes P1's auto pending, which comes before P2's last one
        s = standard(first="P1", turn=3)
        s.put("P1", "hand", "C", cost={"total": 0},
              skills=[auto("enter", {"markers": 1}), auto("enter", {"markers": 1})])
        s.cards["L1"]["skills"] = [auto({"on": "move", "from": "deck", "to": "hand",
                                         "who": "you"}, {"markers": 1})]
        on_entry = {"on": "move", "to": "battle", "who": "opponent"}
        s.cards["L2"]["skills"] = [auto(on_entry, {"draw": 1, "who": "opponent"}),
                                   auto(on_entry, {"draw": 1})]
        g = play(s, [{"do": "play", "card": "C", "pay": []},
                     {"choose": {"card": "C", "skill": 1}, "for": "auto"},
                     {"choose": {"card": "L2", "skill": 0}, "for": "auto"}])
        order = [(e["card"], e["skill"]) for e in g.events if e["type"] == "activate"]
        self.assertEqual(order, [("C", 1), ("C", 0), ("L2", 0), ("L1", 0), ("L2", 1)])
        st = g.state()
        self.assertEqual((st["P1"]["markers"], st["P1"]["hand"], st["P2"]["hand"]),
                         (3, ["P1D1"], ["P2D1"]))

    def test_simultaneous_once_sequential_twice(self):
        # 9-6-2-1 and FW-PENDING-COUNT
        def run(effect, script):
            s = standard(first="P1", turn=3)
            s.put("P1", "battle", "S", skills=[act(*effect)])
            s.put("P2", "battle", "V1")
            s.put("P2", "battle", "V2")
            s.cards["L2"]["skills"] = [auto({"on": "move", "to": "drop", "who": "you"},
                                            {"draw": 1})]
            return play(s, [{"do": "activate", "card": "S", "skill": 0}] + script)
        g = run([{"ko": {"all": {"who": "opponent"}}}],
                [{"choose": ["V1", "V2"], "for": "order"}])
        self.assertEqual(g.state()["P2"]["hand"], ["P2D1"])
        one = {"ko": {"choose": 1, "from": {"who": "opponent"}}}
        g = run([one, one], [{"choose": ["V1"], "for": "target"}])
        self.assertEqual(g.state()["P2"]["hand"], ["P2D1", "P2D2"])


class Replacement2(unittest.TestCase):
    def test_once_per_event_and_not_a_ko(self):
        # 9-9-2-3: the leave replaced by a return to the hand, itself a leave, applies once;
        # no KO happened, so 【KO時】 does not trigger
        s = standard(first="P1", turn=3)
        s.put("P2", "battle", "G", skills=[
            {"kind": "permanent", "replace": {"event": "leave", "instead": [
                {"move": "this", "to": "hand"}]}},
            auto("ko", {"draw": 1})])
        s.put("P1", "battle", "S", skills=[act({"ko": {"choose": 1,
                                                       "from": {"who": "opponent"}}})])
        g = play(s, [{"do": "activate", "card": "S", "skill": 0}])
        self.assertEqual(g.state()["P2"]["hand"], ["G"])
        self.assertFalse([e for e in g.events if e["type"] in ("ko", "draw")])


class LastKnown(unittest.TestCase):
    def test_ko_auto_reads_the_battle_area(self):
        # 9-6-7-1-2: K 5000 +5000 KO'd by a 10000 attacker reads 10000 from the drop
        for boost, drawn in ((5000, ["P2D1"]), (0, [])):
            s = standard(first="P1", turn=3)
            s.put("P1", "battle", "A", power=10000)
            s.put("P2", "battle", "K", power=5000, skills=[auto("ko", {
                "if": {"power": "this", "min": 10000}, "then": [{"draw": 1}]})])
            s.rest("K")
            if boost:
                s.effect("P2", power=boost, target="K", until="turn")
            g = play(s, [{"do": "attack", "card": "A", "target": "K"}, {"do": "pass"},
                         {"do": "pass", "by": "P2"}])
            self.assertEqual(g.state()["P2"]["hand"], drawn)


class Amendments(unittest.TestCase):
    """The vocabulary's later settlements, each against a hand-worked run."""

    def test_cost_zero_no_pay_and_ko_order(self):
        s = standard(first="P1", turn=3)
        s.put("P1", "hand", "C", cost={"total": 0},
              skills=[auto("enter", {"ko": {"choose": 1, "from": {"who": "opponent"}}})])
        s.put("P2", "battle", "V")
        g = play(s, [{"do": "play", "card": "C", "pay": []}])
        kinds = [(e["type"], e.get("card")) for e in g.events if e["step"] == 0]
        self.assertNotIn("pay", [k for k, _ in kinds])
        i = kinds.index(("ko", "V"))
        self.assertEqual(kinds[i:i + 3], [("ko", "V"), ("rule", "V"), ("move", "V")])

    def test_look_always_shuffles_and_zonespec_who_any(self):
        s = standard(first="P1", turn=3)
        s.put("P1", "battle", "S", skills=[act({"look": 1}, {"rest": {"all": {}}})])
        s.put("P2", "battle", "V")
        new = ["P1D5", "P1D4", "P1D3", "P1D2", "P1D1"]
        g = play(s, [{"do": "activate", "card": "S", "skill": 0},
                     {"random": new, "for": "shuffle"}])
        st = g.state()
        self.assertEqual(st["P1"]["deck"], new)
        self.assertEqual([b["rested"] for b in st["P1"]["battle"] + st["P2"]["battle"]],
                         [True, True])                   # who defaults to any: both sides

    def test_skip_damage_step(self):
        s = standard(first="P1", turn=3)
        s.put("P1", "battle", "S", skills=[act({"skip": "damage"})])
        g = play(s, [{"do": "activate", "card": "S", "skill": 0},
                     {"do": "attack", "card": "L1", "target": "L2"}, {"do": "pass"},
                     {"do": "pass", "by": "P2"}])
        steps = [e["name"] for e in g.events if e["type"] == "battle-step"]
        self.assertEqual(steps, ["offense", "defense", "battle-end"])
        self.assertEqual(len(g.state()["P2"]["life"]), 8)

    def test_deck_copies(self):
        leader = Card("L", {"type": "leader"})
        six = [Card("C%d" % i, {"number": "N", "skills": [{"kind": "permanent", "continuous": [
            {"deck_rule": {"copies": 6}}]}]}) for i in range(7)]
        rest = [Card("R%d" % i, {}) for i in range(44)]
        self.assertEqual(deckrules.violations(leader, six[:6] + rest)[0], [])
        self.assertEqual(deckrules.violations(leader, six + rest[:43])[0], ["6-1-4-3"])

    def test_extra_auto_one_cost_list_and_delayed_choice(self):
        s = standard(first="P1", turn=3)
        s.put("P2", "hand", "X", type="extra", cost={"total": 1},
              skills=[auto({"on": "attack", "of": {"who": "opponent", "zone": "leader"}},
                           {"markers": 2},
                           cost=[{"energy": 1}])])
        s.put("P2", "energy", "E1")
        s.put("P2", "energy", "E2")
        base = [{"do": "attack", "card": "L1", "target": "L2"},
                {"choose": {"card": "X", "skill": 0}, "for": "auto"}]
        with self.assertRaises(CaseError):           # one energy pays only the card's cost
            play(s, base + [{"choose": ["E1"], "for": "cost"}])
        g = play(s, base + [{"choose": ["E1", "E2"], "for": "cost"}])
        st = g.state()["P2"]
        self.assertEqual((st["drop"], st["markers"]), (["X"], 2))
        s = standard(first="P1", turn=3)
        for t in ("T1", "T2"):
            s.put("P1", "battle", t, skills=[act({"delayed": {"on": "main-end"},
                                                  "effect": [{"markers": 1}]})])
        g = play(s, [{"do": "activate", "card": "T1", "skill": 0},   # the `delayed` choice
                     {"do": "activate", "card": "T2", "skill": 0}, {"do": "pass"}])
        self.assertEqual(g.stop["for"], "delayed")


class Settlements(unittest.TestCase):
    """The page's settled readings of the Field entry, 5-2-7 and 3-1-5, against hand-worked
    runs."""

    def test_field_moves_twice_then_enters(self):
        # the page: a Field card's move hand→drop (cause pay), drop→battle (cause effect), THEN
        # `enter` (how field), the one exception to `enter` before its `move`
        s = standard(first="P1", turn=3)
        s.put("P1", "hand", "FD", type="extra", keywords=["field"], cost={"total": 1})
        s.put("P1", "energy", "E1")
        g = play(s, [{"do": "activate", "card": "FD", "skill": "field", "pay": ["E1"]}])
        seq = [(e["type"], e.get("cause") or e.get("how") or e.get("card"))
               for e in g.events if e["step"] == 0 and e["type"] in ("move", "enter", "pay")]
        self.assertEqual(seq, [("pay", None), ("move", "pay"), ("move", "effect"),
                               ("enter", "field")])
        moves = [(e["from"], e["to"]) for e in g.events if e["type"] == "move"]
        self.assertEqual(moves, [("P1:hand", "P1:drop"), ("P1:drop", "P1:battle")])

    def discard_by(self, zone_spec, answers, hand=("H1", "H2")):
        s = standard(first="P1", turn=3)
        s.put("P1", "hand", hand[0], traits=["Hero"])
        for h in hand[1:]:
            s.put("P1", "hand", h)
        s.put("P1", "battle", "S", skills=[act({"discard": {"choose": 1, "from": zone_spec}})])
        return play(s, [{"do": "activate", "card": "S", "skill": 0}] + answers)

    def test_own_hand_by_information_is_up_to(self):
        # 5-2-7 with 3-3-2: one 《Hero》 in the chooser's own hand: the choice is still asked
        spec = {"who": "you", "zone": "hand", "filter": {"trait": "Hero"}}
        self.assertEqual(self.discard_by(spec, []).stop["for"], "target")   # unanswered
        st = self.discard_by(spec, [{"choose": [], "for": "target"}]).state()["P1"]
        self.assertEqual((st["hand"], st["drop"]), (["H1", "H2"], []))
        st = self.discard_by(spec, [{"choose": ["H1"], "for": "target"}]).state()["P1"]
        self.assertEqual((st["hand"], st["drop"]), (["H2"], ["H1"]))
        with self.assertRaises(CaseError):              # H2 is no 《Hero》
            self.discard_by(spec, [{"choose": ["H2"], "for": "target"}])

    def test_no_information_needed_no_up_to(self):
        # no filter: 1 of 1 hand card is forced (5-2-3), nothing asked
        g = self.discard_by({"who": "you", "zone": "hand"}, [], hand=("H1",))
        self.assertEqual(g.state()["P1"]["drop"], ["H1"])

    def test_life_by_information_is_up_to(self):
        s = standard(first="P1", turn=3, life=(2, 8))
        s.cards["P1T1"] = {"power": 7000}
        s.put("P1", "battle", "S", skills=[act({"move": {"choose": 1, "from": {
            "who": "you", "zone": "life", "filter": {"power_min": 5000}}}, "to": "hand"})])
        script = [{"do": "activate", "card": "S", "skill": 0}]
        self.assertEqual(play(s, script).stop["for"], "target")
        st = play(s, script + [{"choose": [], "for": "target"}]).state()["P1"]
        self.assertEqual(st["life"], ["P1T1", "P1T2"])

    def test_two_looked_at_cards_go_to_the_drop_one_at_a_time(self):
        # 13-11-3: the next instruction moves the looked-at cards, so no shuffle; 3-2-3: deck
        # cards moving together move one at a time: no order is asked, the second lands on the
        # first
        s = standard(first="P1", turn=3)
        s.put("P1", "battle", "S", skills=[act({"look": 2}, {"move": {
            "top": 2, "who": "you", "zone": "deck"}, "to": "drop"})])
        script = [{"do": "activate", "card": "S", "skill": 0}]
        with self.assertRaises(CaseError):      # an order answer is never asked for
            play(s, script + [{"choose": ["P1D1", "P1D2"], "for": "order"}])
        st = play(s, script).state()["P1"]
        self.assertEqual((st["drop"], st["deck"]),
                         (["P1D2", "P1D1"], ["P1D3", "P1D4", "P1D5"]))

    def test_a_look_with_nothing_moved_shuffles(self):
        # 13-11-3: nothing moves the looked-at cards: the deck is shuffled (a random entry)
        s = standard(first="P1", turn=3)
        s.put("P1", "battle", "S", skills=[act({"look": 2})])
        script = [{"do": "activate", "card": "S", "skill": 0}]
        stop = play(s, script).stop
        self.assertEqual((stop["for"], sorted(stop["options"])), ("shuffle", sorted(
            ["P1D1", "P1D2", "P1D3", "P1D4", "P1D5"])))
        new = ["P1D5", "P1D4", "P1D3", "P1D2", "P1D1"]
        st = play(s, script + [{"random": new, "for": "shuffle"}]).state()["P1"]
        self.assertEqual(st["deck"], new)


class Families(unittest.TestCase):
    """With --oracle: every family runs (each case replayed, judged and its declared clauses
    checked inside), twice, to the same bytes, and every pin is in the index."""

    def test_families_deterministic(self):
        import fusion_world
        testing.assert_families_deterministic(self, fusion_world)


if __name__ == "__main__":
    sys.exit(testing.main(require_oracle=False))
