#!/usr/bin/env python3
"""Unit tests of the bushiroad-floor generators' model (generators/bushiroad_floor/model/): its
arithmetic, the figures it reads from the text and its tournament, each against figures worked
out by hand from the text (not against the generators' own output).

    python3 generators/bushiroad_floor/test_model.py --oracle build/oracle
"""

import datetime
import os
import re
import sys
import unittest
from fractions import Fraction as F

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path[0] = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # generators/

from bushiroad_floor.families import penalty_guide  # noqa: E402
from bushiroad_floor.families.misseating import normalise  # noqa: E402
from bushiroad_floor.model import Tournament, first_pairing, lookups, penalty_tables  # noqa: E402
from bushiroad_floor.model import numbers as num  # noqa: E402
from bushiroad_floor.model import replay as replay_case  # noqa: E402
from bushiroad_floor.model.rounds_tables import RoundsTables  # noqa: E402
from common import testing  # noqa: E402
from common.script import CaseError  # noqa: E402


def index():
    return testing.index("bushiroad-floor")


def replay(case):
    return replay_case(case, index())


class Numbers(unittest.TestCase):
    def test_truncation_not_rounding(self):
        # FR.3.2.1.2#1 「小数第3位を切り捨て」: 2/3 → 0.66, 7/12 → 0.58 (a float 0.58*100 is 57.99…)
        self.assertEqual(num.dec2(num.trunc2(F(2, 3))), "0.66")
        self.assertEqual(num.dec2(num.trunc2(F(7, 12))), "0.58")
        self.assertEqual(num.dec2(num.trunc2(F(3, 8))), "0.37")
        self.assertEqual(num.dec2(num.trunc2(F(1))), "1.00")

    def test_half_up_on_exact_values(self):
        # AB.1.1 「小数第4位を四捨五入」: the digest's three float traps
        self.assertEqual(num.dec3(num.halfup3(F(6665, 10000))), "0.667")
        self.assertEqual(num.dec3(num.halfup3(F(4775, 10000))), "0.478")
        self.assertEqual(num.dec3(num.halfup3(F(6115, 10000))), "0.612")
        self.assertEqual(num.dec3(num.halfup3(F(4565, 10000))), "0.457")
        self.assertEqual(num.dec3(num.halfup3(F(2, 3))), "0.667")
        self.assertTrue(num.float_mean_halfup3_differs([F("0.333"), F(1)]))
        self.assertFalse(num.float_mean_halfup3_differs([F("0.5"), F("0.5")]))

    def test_forms(self):
        self.assertEqual(num.rational(F(33, 50)), "33/50")
        self.assertEqual(num.rational(F(4, 4)), "1")
        self.assertEqual(num.rational(0), "0")
        self.assertTrue(num.is_half(F(6665, 10000)))
        self.assertFalse(num.is_half(F(2, 3)))
        with self.assertRaises(ValueError):
            num.dec2(F(1, 3))


class RuleText(unittest.TestCase):
    def test_rounds_tables_parsed_from_the_text(self):
        t = RoundsTables(index())
        self.assertEqual(t.round_robin, (2, 4))
        self.assertEqual([(a, b, r1, r2) for _, a, b, r1, r2 in t.no_cut],
                         [(5, 8, 3, 3), (9, 16, 4, 4), (17, 32, 5, 5), (33, 64, 6, 6),
                          (65, 128, 7, 7), (129, 256, 8, 8), (257, 512, 9, 9),
                          (513, 1024, 10, 10)])
        self.assertEqual([(a, b, r1, r2) for _, a, b, r1, r2 in t.cut],
                         [(9, 64, 3, 5), (65, 128, 4, 6), (129, 256, 5, 7), (257, 512, 6, 8),
                          (513, 1024, 7, 9)])
        self.assertEqual(t.lookup(8, True)[0], "none")
        self.assertEqual(t.lookup(1025, False)[0], "none")


class Model(unittest.TestCase):
    def play(self, setup, script):
        return replay({"setup": setup, "script": script})

    def test_usage_points_of_the_text_examples(self):
        # FR.3.2.4.5~x2: a sole user of 4 copies → 4P each, 16P; ~x3: 2 copies of a card used
        # 20 times in all → 40P.  Four fighters, three rounds: A and B win twice (aggregated),
        # C and D once (not aggregated).
        setup = {"format": "swiss", "rounds": 3, "fighters": ["A", "B", "C", "D"]}
        t = Tournament(setup, lambda kind, options, check: options, None, index())
        for rnd, tables in ((1, [["A", "B"], ["C", "D"]]), (2, [["A", "C"], ["B", "D"]]),
                            (3, [["B", "C"], ["D", "A"]])):
            t.apply(0, {"do": "pair", "round": rnd, "tables": tables, "bye": []})
            for x, y in tables:
                t.apply(0, {"do": "result", "round": rnd, "table": [x, y], "outcome": "win"})
        self.assertEqual([t.by_name[n].wins for n in "ABCD"], [2, 2, 1, 1])

        def ch(card, n):
            return {"card": card, "type": "character", "count": n}
        decks = {"A": [[ch("solo", 4), ch("common", 2)]], "B": [[ch("common", 18)]],
                 "C": [[ch("common", 4)]], "D": [[ch("solo", 1)]]}
        usage = t.usage_points(decks)
        self.assertEqual(usage["A"], 16 + 40)   # solo 4×4, common 2×(2+18)
        self.assertEqual(usage["B"], 18 * 20)
        self.assertEqual(usage["C"], 4 * 20)    # C's own deck is not aggregated (1 win)

    def test_unused_random_entry_fails(self):
        setup = {"format": "swiss", "rounds": 1, "fighters": ["A", "B"]}
        with self.assertRaises(CaseError):
            self.play(setup, [{"random": ["A", "B"], "for": "seating"}])

    def test_unscripted_random_stops_the_run(self):
        setup = {"format": "swiss", "rounds": 1, "fighters": ["A", "B"]}
        t = self.play(setup, [{"do": "pair", "round": 1}])
        self.assertEqual(t.stop, {"step": 1, "kind": "random", "for": "seating",
                                  "options": ["A", "B"]})
        self.assertEqual([e for e in t.events if e["type"] == "pairing"], [])

    def test_rematch_rejected(self):
        setup = {"format": "swiss", "rounds": 2, "fighters": ["A", "B", "C", "D"]}
        t = self.play(setup, [
            {"do": "pair", "round": 1, "tables": [["A", "B"], ["C", "D"]], "bye": []},
            {"do": "result", "round": 1, "table": ["A", "B"], "outcome": "win"},
            {"do": "result", "round": 1, "table": ["C", "D"], "outcome": "win"},
            {"do": "pair", "round": 2, "tables": [["A", "B"], ["C", "D"]], "bye": []}])
        self.assertEqual([(r["step"], r["rule"]) for r in t.rejections], [(3, "FR.3.2.1~p1")])


class PenaltyGuide(unittest.TestCase):
    """The penalty tables read from the text (penalty_tables), against the text and the page."""

    @classmethod
    def setUpClass(cls):
        cls.index = index()
        cls.guide = penalty_tables.Guide(cls.index)

    def test_ranges_follow_the_scale(self):
        # BF-PENALTY-RANGE: 「口頭注意~マッチの敗北」 includes the warning
        self.assertEqual(penalty_tables.penalty_range("口頭注意~マッチの敗北"),
                         ["caution", "warning", "match-loss"])
        self.assertEqual(penalty_tables.penalty_range("失格処分"), ["disqualification"])
        for bad in ("マッチの敗北~口頭注意", "注意", "口頭注意~警告~失格処分"):
            with self.assertRaises(ValueError):
                penalty_tables.penalty_range(bad)

    def test_the_text_has_128_rows_and_every_one_yields_a_case(self):
        rows = penalty_tables.table_rows(self.index)
        self.assertEqual(len(rows), 128)
        cases = penalty_guide.generate(testing.context("bushiroad-floor"))
        self.assertEqual(sorted(set(rows) - penalty_guide.rows_covered(cases)), [])

    def test_options_read_from_their_clauses(self):
        # PG.3.3.3~p1 …【警告】が与えられます; PG.3.17.5~p2 …【警告】~【マッチの敗北】
        self.assertEqual(self.guide.lookup("illegal-state-severe", 2, partial_repair=True),
                         ("PG.3.3.3~p1", ["warning"]))
        self.assertEqual(self.guide.lookup("lost-score-sheet", 1, reissued=True),
                         ("PG.3.17.5~p2", ["warning", "match-loss"]))
        self.assertEqual(penalty_tables.not_reflected_result(self.index.text("PG.3.17.1~t1.B1")),
                         ["draw", "double-loss"])

    def test_the_vocabulary_page_agrees_with_the_text(self):
        # every row of the page's infraction table against the rows parsed from the text
        page = os.path.join(testing.ROOT, "docs", "engines", "bushiroad-floor.md")
        with open(page, encoding="utf-8") as f:
            lines = [l for l in f if re.match(r"^\| `[a-z-]+` \| PG\.", l)]
        self.assertEqual(len(lines), len(penalty_tables.INFRACTIONS))
        for line in lines:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            name = cells[0].strip("`")
            for level, cell in ((1, cells[2]), (2, cells[3])):
                lo_hi = [x.strip() for x in cell.split("–")]
                scale = list(penalty_tables.SCALE)
                want = scale[scale.index(lo_hi[0]):scale.index(lo_hi[-1]) + 1]
                self.assertEqual(self.guide.lookup(name, level)[1], want, (name, level))


class ExtensionModel(unittest.TestCase):
    def play(self, setup, script):
        return replay({"setup": setup, "script": script})

    def test_second_warning_is_a_match_loss_ending_the_match(self):
        # PG.2~h2~p2 「2回以上「警告」…「マッチの敗北」の罰則に格上げされます」; PG.2~h3~p2
        setup = {"format": "swiss", "rounds": 1, "fighters": ["A", "B"]}
        t = self.play(setup, [
            {"do": "pair", "round": 1, "tables": [["A", "B"]], "bye": []},
            {"do": "penalty", "fighter": "A", "infraction": "note-taking"},
            {"do": "penalty", "fighter": "A", "infraction": "note-taking"}])
        pens = [e for e in t.events if e["type"] == "penalty"]
        self.assertEqual([p["penalty"] for p in pens], ["warning", "match-loss"])
        self.assertEqual(t.by_name["B"].wins, 1)
        self.assertEqual(t.by_name["A"].warnings, 2)

    def test_unanswered_penalty_choice_stops_the_run(self):
        setup = {"format": "swiss", "rounds": 1, "fighters": ["A", "B"]}
        t = self.play(setup, [{"do": "penalty", "fighter": "A", "infraction": "tardiness"}])
        self.assertEqual((t.stop["kind"], t.stop["for"], t.stop["options"]),
                         ("choose", "penalty", ["caution", "warning"]))

    def test_dates_clamp_to_the_month_end(self):
        # BF-ELIG-DATES: 2024-03-31 − 1 month = 2024-02-29; 2024-02-29 + 1 year = 2025-02-28
        self.assertEqual(str(lookups.add_months(datetime.date(2024, 3, 31), -1)), "2024-02-29")
        self.assertEqual(str(lookups.add_months(datetime.date(2024, 2, 29), 12)), "2025-02-28")
        self.assertEqual(str(lookups.add_months(datetime.date(2024, 1, 15), -1)), "2023-12-15")

    def test_match_time_rows(self):
        ix = index()
        self.assertEqual(lookups.time_row(ix, "dream-order")[1:], (25, 30))
        self.assertEqual(lookups.time_row(ix, "rebirth")[1:], (15, 15))

    def test_sleeve_opacity_order(self):
        # FR.2.3.1~b4: opaque over an art sleeve is barred, over a plain one it is not
        def lay(*kinds):
            return [{"kind": k, "width": 64, "height": 89} for k in kinds]
        self.assertEqual(lookups.sleeve_violations(lay("opaque-plain", "opaque-art")), [])
        self.assertEqual(lookups.sleeve_violations(lay("opaque-art", "opaque-plain")),
                         ["FR.2.3.1~b4"])
        self.assertEqual(lookups.sleeve_violations(lay("opaque-plain", "clear", "partly-opaque")),
                         ["FR.2.3.1~b3"])
        self.assertEqual(lookups.sleeve_violations(lay("clear", "clear", "clear", "clear")),
                         ["FR.2.3.1~b2"])


class RecordsModel(unittest.TestCase):
    """Challenges, teams, reporting and misseating, against the text."""

    @classmethod
    def setUpClass(cls):
        cls.index = index()

    def play(self, setup, script):
        return replay({"setup": setup, "script": script})

    def test_misseating_first_example_of_the_text(self):
        # PG.3.10.2~x1: A–B, X–Y posted; ○A vs Y at table 1, X vs B○ at table 2 →
        # 「Table 1 ○A vs B Table 2 ○X vs Y」, each by the other's major tardiness
        out, pen = normalise([["A", "B"], ["X", "Y"]],
                             [{"table": 1, "fighters": ["A", "Y"], "outcome": "win"},
                              {"table": 2, "fighters": ["B", "X"], "outcome": "win"}])
        self.assertEqual(out, {0: (["A"], ["B"], [], True), 1: (["X"], ["Y"], [], True)})
        self.assertEqual(pen, {"A", "B", "X", "Y"})

    def test_misseating_second_example_of_the_text(self):
        # PG.3.10.2~x2: the pairs swapped tables: 「それぞれの対戦結果を有効とします」, all penalised
        out, pen = normalise([["A", "B"], ["X", "Y"]],
                             [{"table": 1, "fighters": ["X", "Y"], "outcome": "win"},
                              {"table": 2, "fighters": ["B", "A"], "outcome": "win"}])
        self.assertEqual(out, {0: (["B"], ["A"], [], False), 1: (["X"], ["Y"], [], False)})
        self.assertEqual(pen, {"A", "B", "X", "Y"})

    def test_misseating_in_the_model_records_the_default_loss(self):
        setup = {"format": "swiss", "rounds": 2, "fighters": ["A", "B", "X", "Y"]}
        t = self.play(setup, [
            {"do": "pair", "round": 1, "tables": [["A", "B"], ["X", "Y"]], "bye": []},
            {"do": "result", "round": 1, "table": ["B", "A"], "outcome": "win"},
            {"do": "result", "round": 1, "table": ["Y", "X"], "outcome": "win"},
            {"do": "misseating", "round": 1, "played": [
                {"table": 1, "fighters": ["A", "Y"], "outcome": "win"},
                {"table": 2, "fighters": ["B", "X"], "outcome": "win"}]}])
        self.assertEqual((t.by_name["A"].wins, t.by_name["B"].losses), (1, 1))
        self.assertEqual(t.by_name["B"].penalties,
                         [{"infraction": "major-tardiness", "penalty": "match-loss"}])
        self.assertFalse(t.by_name["B"].dropped)

    def test_challenge_counted_for_each_asker_only_when_the_same(self):
        # FR.1.2.3~p5: different → not counted; same → counted for every fighter who asked
        setup = {"format": "swiss", "rounds": 1, "fighters": ["A", "B", "C"],
                 "challenge_limit": 1}
        t = self.play(setup, [{"do": "challenge", "by": ["A", "B"], "same": False},
                              {"do": "challenge", "by": ["A", "B"], "same": True},
                              {"do": "challenge", "by": ["A"], "same": False}])
        self.assertEqual([f.challenges_left for f in t.fighters], [0, 0, 1])
        self.assertEqual([(r["step"], r["rule"]) for r in t.rejections], [(2, "FR.1.2.3~p4")])

    def test_drop_retires_the_team(self):
        # FR.5.1.1~p2: a member who can no longer take part retires the team
        setup = {"format": "swiss", "rounds": 2, "fighters": ["A", "B", "C", "D"],
                 "team_format": "tag"}
        t = self.play(setup, [
            {"do": "register-team", "team": "T", "members": ["A", "B"]},
            {"do": "pair", "round": 1, "tables": [["A", "C"], ["B", "D"]], "bye": []},
            {"do": "drop", "fighter": "A"}])
        self.assertTrue(t.teams["T"]["retired"])
        self.assertTrue(t.by_name["B"].dropped)
        self.assertEqual((t.by_name["D"].wins, t.by_name["C"].wins), (1, 1))

    def test_correction_refused_after_the_next_pairing(self):
        # BF-CORRECT-WINDOW on PG.3.17.3~p2 「大会進行に影響を与えない範囲で」
        setup = {"format": "swiss", "rounds": 2, "fighters": ["A", "B", "C", "D"]}
        start = [{"do": "pair", "round": 1, "tables": [["A", "B"], ["C", "D"]], "bye": []},
                 {"do": "result", "round": 1, "table": ["A", "B"], "outcome": "win"},
                 {"do": "result", "round": 1, "table": ["C", "D"], "outcome": "win"}]
        fix = {"do": "correct-result", "round": 1, "table": ["B", "A"], "outcome": "win"}
        pair2 = {"do": "pair", "round": 2, "tables": [["A", "C"], ["B", "D"]], "bye": []}
        t = self.play(setup, start + [fix, pair2])
        self.assertEqual((t.by_name["B"].wins, t.by_name["A"].losses, t.rejections), (1, 1, []))
        t = self.play(setup, start + [pair2, fix])
        self.assertEqual([(r["step"], r["rule"]) for r in t.rejections], [(4, "PG.3.17.3~p2")])
        self.assertEqual(t.by_name["A"].wins, 1)

class Trace(unittest.TestCase):
    """The clauses a run applies (its trace), which every case's declared clauses must be among:
    each where the model carries it out."""

    SWISS4 = {"format": "swiss", "rounds": 2, "fighters": ["A", "B", "C", "D"]}

    def test_results_apply_their_format_clauses(self):
        pair = {"do": "pair", "round": 1, "tables": [["A", "B"], ["C", "D"]], "bye": []}
        t = replay({"setup": self.SWISS4, "script": [
            pair, {"do": "result", "round": 1, "table": ["A", "B"], "outcome": "time-up"}]})
        self.assertTrue({"FR.3.2.1~p1", "FR.3.2.1~p2", "FR.3.2.1~p4"} <= t.trace)
        self.assertNotIn("FR.3.2.2~p2", t.trace)
        de = {"format": "double-elimination", "fighters": ["A", "B", "C", "D"]}
        t = replay({"setup": de, "script": [
            pair, {"do": "result", "round": 1, "table": ["A", "B"], "outcome": "draw"}]})
        self.assertTrue({"FR.3.2.2~p1", "FR.3.2.2.1~p1", "FR.3.2.2~p2"} <= t.trace)
        self.assertNotIn("FR.3.2.1~p4", t.trace)

    def test_a_rejection_applies_its_rule(self):
        t = replay({"setup": self.SWISS4, "script": [
            {"do": "pair", "round": 1, "tables": [["A", "B"], ["C", "D"]], "bye": []},
            {"do": "result", "round": 1, "table": ["A", "B"], "outcome": "win"},
            {"do": "result", "round": 1, "table": ["C", "D"], "outcome": "win"},
            {"do": "drop", "fighter": "D"},
            {"do": "pair", "round": 2, "tables": [["A", "C"], ["B", "D"]], "bye": []}]})
        self.assertEqual([r["rule"] for r in t.rejections], ["FR.4.5~p1"])
        self.assertIn("FR.4.5~p1", t.trace)
        self.assertNotIn("FR.4.5~p2", t.trace)      # dropped between rounds

    def test_standings_apply_what_they_compute(self):
        script = [{"do": "pair", "round": 1, "tables": [["A", "B"], ["C", "D"]], "bye": []},
                  {"do": "result", "round": 1, "table": ["A", "B"], "outcome": "win"},
                  {"do": "result", "round": 1, "table": ["C", "D"], "outcome": "win"},
                  {"do": "standings"}]
        t = replay({"setup": dict(self.SWISS4, rounds=1), "script": script + [
            {"random": ["A", "C"], "for": "tiebreak"}, {"random": ["B", "D"], "for": "tiebreak"}]})
        self.assertTrue({"FR.3.2.1.2~p1", "FR.3.2.1.2#1", "FR.3.2.1.2#2", "FR.3.2.1.2#3"}
                        <= t.trace)
        t = replay({"setup": dict(self.SWISS4, rounds=1, standings="bushinavi",
                                  opponent_rate=False), "script": script})
        self.assertTrue({"AB~p1", "AB.1~p1", "AB.1.2~p1"} <= t.trace)
        self.assertNotIn("AB.1.1#1", t.trace)

    def test_a_family_refuses_a_clause_its_run_never_applies(self):
        from bushiroad_floor.families import Family
        fam = Family(testing.context("bushiroad-floor"), "bushiroad_floor.families.points")
        b = fam.builder(self.SWISS4, "trace")
        b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
        b.do("result", round=1, table=["A", "B"], outcome="draw")
        expect = {"state": {"fighters": {"A": {"draws": 1}}}}
        fam.add("applied", "t", "d", ["FR.3.2.1~p2"], [], self.SWISS4, b.script, expect)
        with self.assertRaisesRegex(AssertionError, r"declares \['FR.3.2.2~p2'\], which its run"):
            fam.add("not-applied", "t", "d", ["FR.3.2.1~p2", "FR.3.2.2~p2"], [], self.SWISS4,
                    b.script, expect)
        self.assertEqual([c["id"] for c in fam.cases], ["bushiroad-floor/gen/points/applied"])


class FirstPairing(unittest.TestCase):
    """first_pairing.py against the page's definition searched plainly (depth first)."""

    @staticmethod
    def backtrack(order, met):
        def go(left):
            if not left:
                return []
            a = left[0]
            for b in left[1:]:
                if b in met[a]:
                    continue
                rest = go([x for x in left[1:] if x != b])
                if rest is not None:
                    return [[a, b]] + rest
            return None
        return go(list(order))

    def test_random_small_instances_agree_with_the_plain_search(self):
        import random
        rng = random.Random(2026)
        for _ in range(3000):
            n = rng.choice([2, 4, 6, 8, 10])
            order = ["F%d" % i for i in range(n)]
            met = {x: set() for x in order}
            density = rng.random()
            for i in range(n):
                for j in range(i + 1, n):
                    if rng.random() < density:
                        met[order[i]].add(order[j])
                        met[order[j]].add(order[i])
            self.assertEqual(first_pairing.first_pairing(order, met), self.backtrack(order, met))

    def test_no_rematch_free_pairing_is_none(self):
        order = ["A", "B", "C", "D"]
        met = {"A": {"B", "C", "D"}, "B": {"A"}, "C": {"A"}, "D": {"A"}}
        self.assertIsNone(first_pairing.first_pairing(order, met))


if __name__ == "__main__":
    sys.exit(testing.main())
