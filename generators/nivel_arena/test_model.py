#!/usr/bin/env python3
"""Unit tests of the nivel-arena generators' game model (generators/nivel_arena/model/), each
against figures worked out by hand from the rule text (rules/nivel-arena/698f7fbf.txt), not
against the model's own output.  With --oracle, the families are also generated twice (the same
bytes) and every case is checked against the clause index.

    python3 generators/nivel_arena/test_model.py [--oracle build/oracle]
"""

import os
import sys
import unittest

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path[0] = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # generators/

from common import testing  # noqa: E402
from common.script import CaseError  # noqa: E402
from nivel_arena.families.scene import Scene  # noqa: E402
from nivel_arena.model import Game  # noqa: E402


def play(scene, script):
    return Game(scene.setup(), script).run()


class Size(unittest.TestCase):
    def test_level_plus_damage(self):
        # 4.7.2: level 4 and 3 damage cards make size 7
        s = Scene()
        s.level("P1", 4)
        s.damage("P1", 3)
        self.assertEqual(play(s, []).state()["P1"]["size"], 7)

    def test_field_cost_counts_items_and_skills(self):
        # 6.4.1.1.2 with 3.1.2: a unit 2, its item 1, a skill 1 make 4; an upgrade of the unit
        # leaves the unit and its item out (6.4.1.1.2.1): 1
        s = Scene()
        s.unit("P1", 1, "U", cost=2)
        s.item("U", "I", cost=1)
        s.put("P1", "skill", "S", type="skill", cost=1, effect=[{"draw": 1}])
        g = Game(s.setup(), [])
        self.assertEqual(g.field_cost(0), 4)
        self.assertEqual(g.field_cost(0, "U"), 1)


class Damage(unittest.TestCase):
    def attack(self, hit, deck=6, damage=0, trigger_at=None):
        s = Scene(at="attack")
        s.unit("P1", 1, "A", cost=1, power=1000, hit=hit)
        d = s.deck("P2", deck)
        s.damage("P2", damage)
        if trigger_at is not None:
            s.cards[d[trigger_at]] = {"trigger": [{"hand": "this"}]}
        return play(s, [{"do": "attack", "card": "A"}]), d

    def test_each_damage_one_card(self):
        # 4.5.4.1-4.5.4.5: hit 3 puts the top three cards, in order
        run, d = self.attack(3)
        self.assertEqual(run.state()["P2"]["damage"], d[:3])

    def test_trigger_cancels_the_rest(self):
        # 4.5.4.3.1: the second card's trigger: two cards placed, the second back in hand
        run, d = self.attack(3, trigger_at=1)
        self.assertEqual(run.state()["P2"]["damage"], d[:1])
        self.assertEqual(run.state()["P2"]["hand"], [d[1]])

    def test_empty_deck_loses(self):
        # 4.5.3: hit 3 on a deck of 2: the third damage processing loses
        run, d = self.attack(3, deck=2)
        self.assertEqual(run.state()["result"], {"winner": "P1"})
        self.assertEqual(run.state()["P2"]["damage"], d)

    def test_tenth_card(self):
        # 4.5.4.4: 8 damage cards and hit 3: the second damage makes 10, the third never comes
        run, d = self.attack(3, damage=8)
        self.assertEqual(run.state()["result"], {"winner": "P1"})
        self.assertEqual(run.state()["P2"]["deck"], d[2:])


class Battle(unittest.TestCase):
    def fight(self, pa, pd, **kw):
        s = Scene(at="attack")
        s.unit("P1", 1, "A", cost=3, power=pa, **kw)
        s.unit("P2", 1, "D", cost=3, power=pd)
        return play(s, [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}])

    def test_tie_goes_to_the_attacker(self):
        # 7.4.3 「以上である場合防御を宣言したユニットをトラッシュ」
        self.assertEqual(self.fight(3000, 3000).state()["P2"]["trash"], ["D"])

    def test_lower_attacker_trashed(self):
        self.assertEqual(self.fight(2999, 3000).state()["P1"]["trash"], ["A"])

    def test_pierce_after_a_kill(self):
        # 10.2.3.2.2: pierce 2 after trashing D: 2 damage
        run = self.fight(4000, 1000, keywords={"pierce": 2})
        self.assertEqual(len(run.state()["P2"]["damage"]), 2)

    def test_defense_by_another_unit_rejected(self):
        # 7.3.1: only the opposing unit declares defense
        s = Scene(at="attack")
        s.unit("P1", 1, "A", cost=3, power=3000)
        s.unit("P2", 1, "D", cost=1, power=1000)
        s.unit("P2", 2, "E", cost=1, power=1000)
        run = play(s, [{"do": "attack", "card": "A"}, {"do": "defend", "card": "E"}, {"do": "pass"}])
        self.assertEqual(run.rejections, [{"step": 1, "rule": "7.3.1"}])


class Turn(unittest.TestCase):
    def test_first_player_levels_up_and_does_not_draw(self):
        # 6.2.3.1 (NA-LEVELUP), 6.3.1.1
        s = Scene(at="levelup", turn=1)
        run = play(s, [])
        self.assertEqual(run.state()["P1"]["leader"]["level"], 2)
        self.assertEqual(run.state()["P1"]["hand"], [])

    def test_hand_limit(self):
        # 6.6.1.4: 9 cards: 2 trashed, 7 kept
        s = Scene(at="end")
        h = s.hand("P1", 9)
        run = play(s, [{"choose": h[:2], "for": "discard"}])
        self.assertEqual(run.state()["P1"]["hand"], h[2:])

    def test_upgrade_needs_a_higher_cost(self):
        # 3.5.5: 3 onto 3 is refused
        s = Scene()
        s.level("P1", 10)
        s.unit("P1", 1, "U", cost=3)
        s.put("P1", "hand", "V", cost=3)
        run = play(s, [{"do": "place", "card": "V", "zone": "unit1"}])
        self.assertEqual(run.rejections, [{"step": 0, "rule": "3.5.5"}])


class Script(unittest.TestCase):
    def test_unanswered_choice_is_a_case_error(self):
        s = Scene(at="end")
        s.hand("P1", 8)
        with self.assertRaises(CaseError):
            play(s, [])


class Generation(unittest.TestCase):
    def test_families_are_deterministic(self):
        import nivel_arena
        testing.assert_families_deterministic(self, nivel_arena)


if __name__ == "__main__":
    sys.exit(testing.main(require_oracle=False))
