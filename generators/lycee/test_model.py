#!/usr/bin/env python3
"""Unit tests of the lycee generators' game model (generators/lycee/model/), each against figures
worked out by hand from the rule text (rules/lycee/52adaae4.txt) and the readings
(cases/lycee/readings.json), never against the model's own output.  With --oracle, the families
are also generated twice (the same bytes) and every case is checked against the clause index.

    python3 generators/lycee/test_model.py [--oracle build/oracle]
"""

import os
import sys
import unittest

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path[0] = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # generators/

import lycee  # noqa: E402
from common import testing  # noqa: E402
from common.script import CaseError  # noqa: E402
from lycee.families.scene import Scene  # noqa: E402
from lycee.model import Game  # noqa: E402
from lycee.model.cards import fold, number_key  # noqa: E402
from lycee.model.costs import points_met  # noqa: E402
from lycee.model.table import adjacent, ray, same_column  # noqa: E402


def play(scene, script):
    return Game(scene.setup(), script).run()


def markers(g):
    return [e["name"] for e in g.events if e["type"] == "marker"]


# 配置例B with P1 as 自分 (0300/列/同列): each letter's field
B = {"A": ("P2", "DF-right"), "B": ("P2", "DF-center"), "C": ("P2", "DF-left"), "D": ("P2", "AF-right"),
     "E": ("P2", "AF-center"), "F": ("P2", "AF-left"), "G": ("P1", "AF-left"), "H": ("P1", "AF-center"),
     "I": ("P1", "AF-right"), "J": ("P1", "DF-left"), "K": ("P1", "DF-center"), "L": ("P1", "DF-right")}
LETTER = {v: k for k, v in B.items()}


def letters(fields):
    return "".join(LETTER[f] for f in fields)


class Geometry(unittest.TestCase):
    """0300's NOTES, letter for letter."""

    def test_directions_of_the_notes(self):
        # 「Kの前方はBEHです。Jの右方はKLです。Iの左前方はEAです。Iの左後方はKです。」
        self.assertEqual(sorted(letters(ray("P1", *B["K"], "front"))), sorted("BEH"))
        self.assertEqual(letters(ray("P1", *B["J"], "right")), "KL")
        self.assertEqual(letters(ray("P1", *B["I"], "front-left")), "EA")
        self.assertEqual(letters(ray("P1", *B["I"], "back-left")), "K")

    def test_directions_from_the_other_side(self):
        # the same field seen by P2 (自分 = P2): P2's DF-center's front holds its AF-center, then P1's
        self.assertEqual(letters(ray("P2", *B["B"], "front")), "EHK")
        self.assertEqual(letters(ray("P2", *B["C"], "right")), "BA")     # P2's DF-left: its right is DF-center

    def test_adjacency_of_the_notes(self):
        # 「Eに隣接したマスはBDFHです。ACGIは隣接したマスではありません。」
        near = sorted(l for l in B if l != "E" and adjacent(B["E"], B[l]))
        self.assertEqual("".join(near), "BDFH")
        for l in "ACGI":
            self.assertFalse(adjacent(B["E"], B[l]))

    def test_columns(self):
        # 「ADGJ,BEHK,CFILはそれぞれ同列です。」
        for col in ("ADGJ", "BEHK", "CFIL"):
            for a in col:
                for b in col:
                    self.assertTrue(same_column(B[a], B[b]))
        self.assertFalse(same_column(B["A"], B["B"]))


class Payments(unittest.TestCase):
    """0710 with LY-HAND-PAYMENT: a card's EX in points of its attributes; [無] takes any point."""

    def test_exact(self):
        # [雪][無] by a 雪 card and a 月 card
        self.assertTrue(points_met({"snow": 1, "any": 1}, [({"snow"}, 1), ({"moon"}, 1)]))

    def test_wrong_attribute(self):
        # [雪][雪] by 雪 + 月: the 月 point cannot be a [雪]
        self.assertFalse(points_met({"snow": 2}, [({"snow"}, 1), ({"moon"}, 1)]))

    def test_two_attributes_one_point_each(self):
        # [雪][月] by one card of 雪 and 月 with EX 2 — both icons from it
        self.assertTrue(points_met({"snow": 1, "moon": 1}, [({"snow", "moon"}, 2)]))
        # but EX 1: one point, two icons asked
        self.assertFalse(points_met({"snow": 1, "moon": 1}, [({"snow", "moon"}, 1)]))

    def test_no_attribute_pays_any_only(self):
        # 0212/無属性~r3: a 無属性 card's point pays [無], never [花]
        self.assertTrue(points_met({"any": 1}, [(set(), 1)]))
        self.assertFalse(points_met({"flower": 1}, [(set(), 1)]))

    def test_surplus_and_zero_ex(self):
        self.assertTrue(points_met({"any": 1}, [({"sun"}, 3)]))         # 0710/支払いの判定~n1: lost
        self.assertFalse(points_met({"any": 1}, [({"sun"}, 0)]))        # EX 0 gives nothing


class Names(unittest.TestCase):
    def test_symbol_widths(self):
        # 0221: 「記号の半角・全角・フォントサイズは判定しません」; kana and kanji are different
        self.assertEqual(fold("アリス！"), fold("アリス!"))
        self.assertEqual(fold("ア　リ"), fold("ア リ"))
        self.assertNotEqual(fold("アリス"), fold("ありす"))
        self.assertNotEqual(fold("Ａ"), fold("A"))     # LY-NAME-WIDTH: letters as written

    def test_number_letters(self):
        # LY-NUMBER-LETTERS: 「アルファベットは無視する」 after the number
        self.assertEqual(number_key("LO-0100A"), number_key("LO-0100b"))
        self.assertNotEqual(number_key("LO-0100"), number_key("LO-0101"))


class Values(unittest.TestCase):
    def mod_game(self, base, instrs):
        s = Scene()
        s.char("P1", "DF-left", "U", abilities=[{"kind": "declare", "effect": instrs}])
        s.char("P1", "AF-left", "K", **base)
        return play(s, [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": "P2"}])

    def test_bounds(self):
        # 0222: above 127 is ∞ (127); AP below -127 is -∞ (-127)
        g = self.mod_game({}, [{"mod": {"ap": 200, "dp": 126}, "target": {"all": {"name": "K"}}}])
        self.assertEqual(g.stat("K", "ap"), 127)
        self.assertEqual(g.stat("K", "dp"), 127)
        g = self.mod_game({}, [{"mod": {"ap": -300}, "target": {"all": {"name": "K"}}}])
        self.assertEqual(g.stat("K", "ap"), -127)

    def test_division(self):
        # 0222/0による除算: 1/0 = 1; LY-DIVIDE: 7/2 = 3, -7/2 = -3
        g = self.mod_game({"ap": 1, "dp": 7}, [{"mod": {"ap": {"div": 0}, "dp": {"div": 2}}, "target": {"all": {"name": "K"}}}])
        self.assertEqual((g.stat("K", "ap"), g.stat("K", "dp")), (1, 3))
        g = self.mod_game({"ap": 7}, [{"mod": {"ap": -14}, "target": {"all": {"name": "K"}}},
                                      {"mod": {"ap": {"div": 2}}, "target": {"all": {"name": "K"}}}])
        self.assertEqual(g.stat("K", "ap"), -3)

    def test_set_then_add_and_swap(self):
        # 1580:能力値修正/Xにする~r1 and /入れ替える~r1: later modifications add to the result
        g = self.mod_game({"ap": 5, "dp": 1}, [{"swap": ["ap", "dp"], "target": {"all": {"name": "K"}}},
                                               {"mod": {"dp": {"set": 2}}, "target": {"all": {"name": "K"}}},
                                               {"mod": {"dp": 1, "ap": 1}, "target": {"all": {"name": "K"}}}])
        self.assertEqual((g.stat("K", "ap"), g.stat("K", "dp")), (2, 3))

    def test_team(self):
        # 0225: more 騎士 than 2 on the user's fields, itself counted: 3 > 2
        s = Scene()
        s.char("P1", "AF-left", "K", types=["騎士"], teams=[{"type": "騎士", "count": 2, "ap": 2}])
        s.char("P1", "AF-right", "K2", types=["騎士"])
        g = play(s, [{"query": "legal"}])
        self.assertEqual(g.stat("K", "ap"), 1)          # 2 騎士: not more than 2
        s.char("P1", "DF-left", "K3", types=["騎士"])
        g = play(s, [{"query": "legal"}])
        self.assertEqual(g.stat("K", "ap"), 3)


class Battles(unittest.TestCase):
    def test_damage_is_dmg(self):
        # 0850:バトル結果/デッキへのダメージの判定 (2022/10/21): DMG 2, AP 5: two cards
        s = Scene()
        s.char("P1", "AF-center", "A", ap=5, dmg=2)
        e = s.deck("P2")
        g = play(s, [{"do": "attack", "card": "A"}, {"do": "pass", "by": "P2"}, {"do": "pass"}, {"do": "pass", "by": "P2"}])
        self.assertEqual(g.zones[("P2", "trash")], e[:2])

    def test_strict_comparison(self):
        # 0850:バトル結果/攻撃の判定: AP greater than DP; 3 against 3 downs nobody
        s = Scene()
        s.char("P1", "AF-left", "A", ap=3, dp=2)
        s.char("P2", "DF-right", "D", ap=2, dp=3)
        g = play(s, [{"do": "attack", "card": "A"}, {"do": "pass", "by": "P2"}, {"choose": "D", "for": "defender", "by": "P2"},
                     {"do": "pass"}, {"do": "pass", "by": "P2"}])
        self.assertEqual([e for e in g.events if e["type"] == "down"], [])

    def test_column_defenders(self):
        # LY-BATTLE-COLUMN: P1's AF-left faces P2's DF-right; only an untapped DF character there defends
        s = Scene()
        s.char("P1", "AF-left", "A")
        s.char("P2", "DF-center", "X")
        g = play(s, [{"do": "attack", "card": "A"}, {"do": "pass", "by": "P2"}, {"do": "pass"}, {"do": "pass", "by": "P2"}])
        self.assertEqual(len(g.zones[("P2", "trash")]), 1)   # no defender asked: 1 point of damage


class Turns(unittest.TestCase):
    def test_pregame_draws(self):
        # 0503 with LY-PREGAME: 6 beside a leader, 7 without; the first player's warm-up draws 1
        p1 = ["a%02d" % i for i in range(60)]
        p2 = ["b%02d" % i for i in range(60)]
        cards = {c: {"number": c[:2]} for c in p1 + p2}
        for c in p1 + p2:
            cards[c]["number"] = "%s-%02d" % (c[0], int(c[1:]) // 4)
        cards["a10"]["leader"] = True
        setup = {"start": {"at": "pregame"}, "cards": cards, "P1": {"deck": p1}, "P2": {"deck": p2}}
        deck1 = [c for c in p1 if c != "a10"]
        g = Game(setup, [{"random": deck1, "for": "shuffle"}, {"random": p2, "for": "shuffle"},
                         {"random": "P2", "for": "first"}, {"choose": False, "for": "mulligan", "by": "P2"},
                         {"choose": False, "for": "mulligan", "by": "P1"}]).run()
        self.assertEqual(len(g.zones[("P1", "hand")]), 7)          # 6 + the leader
        self.assertEqual(len(g.zones[("P2", "hand")]), 8)          # 7 + its first warm-up's 1
        self.assertEqual(len(g.zones[("P1", "deck")]), 53)

    def test_deck_out_ends_at_once(self):
        # 0502/判定#A: a deck of 1, the warm-up's first draw ends the game
        s = Scene(at="start", turn=3, decks=(1, 5))
        g = play(s, [])
        self.assertEqual(g.result, {"winner": "P2"})
        self.assertEqual(len(g.zones[("P1", "hand")]), 1)

    def test_incomplete_script(self):
        s = Scene()
        s.char("P1", "AF-left", "A")
        s.char("P2", "DF-right", "D")
        with self.assertRaises(CaseError):
            Game(s.setup(), [{"do": "attack", "card": "A"}, {"do": "pass", "by": "P2"}]).run().finish()


class Limits(unittest.TestCase):
    def test_trigger_once_a_turn(self):
        # 0902/誘発の上限: W's 「ドローしたとき」 once, though two cards are drawn
        s = Scene()
        s.char("P1", "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"draw": 2}]}])
        s.char("P1", "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "draw"}, "effect": [{"marker": "W"}]}])
        g = play(s, [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": "P2"}])
        self.assertEqual(markers(g), ["W"])

    def test_trump_after_failure(self):
        # 1201~n1: a [切札] whose resolution fails sets no limit
        s = Scene()
        s.char("P1", "DF-left", "K", abilities=[{"kind": "declare", "trump": True, "target": {"who": "opponent"},
                                                 "effect": [{"marker": "K"}]}])
        s.char("P1", "DF-right", "L", abilities=[{"kind": "declare", "trump": True, "effect": [{"marker": "L"}]}])
        s.char("P2", "AF-left", "X")
        s.put("P2", "hand", "E", type="event", abilities=[{"effect": [{"discard": {"all": {"who": "you", "name": "X"}}}]}])
        g = play(s, [{"do": "ability", "card": "K", "ability": 0, "targets": ["X"]}, {"do": "event", "card": "E", "by": "P2"},
                     {"do": "pass"}, {"do": "ability", "card": "L", "ability": 0}, {"do": "pass", "by": "P2"}])
        self.assertEqual(markers(g), ["L"])


class Amendments(unittest.TestCase):
    def test_the_dated_amendments_of_the_text(self):
        # the 28 clauses the text marks 「(YYYY/MM/DD 追記)」, 「修正」 or 「NOTE:… 用語を整理」, counted
        # by hand in rules/lycee/52adaae4.txt; 0001/主旨's revision history is no amendment
        from lycee.families import amendment_tags, amendments
        amended = amendments(testing.index("lycee"))
        self.assertEqual(len(amended), 28)
        self.assertNotIn("0001/主旨", amended)
        self.assertEqual(amended["1100:ガッツ"], "2018-12-14")
        self.assertEqual(amended["0110/リーダー"], "2017-02-23")                  # 2017年2月23日追記
        self.assertEqual(amended["0850~n1"], "2019-04-26")                        # NOTE:… 用語を整理
        self.assertEqual(amended["1510:チャージ+X(X枚チャージする)"], "2023-02-15")  # 修正・追記
        self.assertEqual(amendment_tags(amended, ["1100:ガッツ/効果~n1", "0850#1"]), ["amendment:2018-12-14"])
        self.assertEqual(amendment_tags(amended, ["0110/構築制限/禁止"]),
                         ["amendment:2017-10-27", "amendment:2021-12-23"])
        self.assertEqual(amendment_tags(amended, ["1100:チャージX"]), [])      # a longer name, not under it


class Families(unittest.TestCase):
    def test_families_are_deterministic(self):
        testing.assert_families_deterministic(self, lycee)


if __name__ == "__main__":
    sys.exit(testing.main(require_oracle=False))
