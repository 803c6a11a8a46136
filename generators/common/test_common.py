#!/usr/bin/env python3
"""Unit tests of the generators' shared kit (generators/common/): `Family` and its checks (quotes,
reading tags, the replay judged, every declared clause applied by the run but those the judge
checks), a family written for an older version of its document (its references mapped through
the diff, changed and removed clauses stopping it), the script cursor, readings, case files,
clause pins and validation.  A toy document
with a model of a few lines stands in for a game, so each check is shown to refuse what it must.

    python3 generators/common/test_common.py --oracle build/oracle
"""

import contextlib
import io
import json
import os
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path[0] = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # generators/

import common  # noqa: E402
from common import cases as casefile  # noqa: E402
from common import testing, validate  # noqa: E402
from common.clauses import ClauseIndex, UnknownClause  # noqa: E402
from common.family import origin_of, unapplied  # noqa: E402
from common.judge import flat_events, judge, match_events  # noqa: E402
from common.readings import load_readings, unknown_reading_tags  # noqa: E402
from common.script import CaseError, Cursor, Pending, ScriptEnd, permutation_of  # noqa: E402
from common.versions import MappedIndex, VersionMap, marked  # noqa: E402

# ---- a toy document: its clauses, its readings and its model ----------------------------------

TOY_CLAUSES = [
    {"id": "T.1", "parent": None, "kind": "heading", "title": "「加算」", "text": "",
     "hash": "000000000001"},
    {"id": "T.1.1", "parent": "T.1", "kind": "rule", "title": "",
     "text": "宣言した数を合計に加えます。", "hash": "000000000011"},
    {"id": "T.1.2", "parent": "T.1", "kind": "rule", "title": "",
     "text": "コインを投げ、表なら合計を2倍にします。", "hash": "000000000012"},
    {"id": "T.2", "parent": None, "kind": "rule", "title": "Totals",
     "text": "合計が負になることはありません。", "hash": "000000000002"},
]


class Toy(Cursor):
    """The toy document's model: `add` (T.1.1) adds n to the total; `coin` (T.1.2) reads a
    random outcome and doubles the total on heads.  T.2 (the total is never negative) is
    never applied by a run: it is the property the toy's judge checks."""

    def __init__(self, case):
        self.init_cursor(case["script"])
        self.total = case["setup"].get("start", 0)
        self.events, self.rejections, self.legal, self.trace = [], [], [], set()

    def run(self):
        while True:
            try:
                entry = self.next_action()
            except ScriptEnd:
                break
            if entry["do"] == "add":
                self.trace.add("T.1.1")
                self.total += entry["n"]
            elif entry["do"] == "coin":
                face = self.random("coin", lambda v: v in ("heads", "tails"))
                self.trace.add("T.1.2")
                if face == "heads":
                    self.total *= 2
            else:
                raise CaseError("step %d: unknown action %r" % (self.step, entry["do"]))
            self.events.append({"type": "total", "value": self.total, "step": self.step})
        self.finish()
        return self

    def state(self):
        return {"total": self.total}


class ToyFamily(common.Family):
    JUDGE_CHECKED = frozenset({"T.2"})
    HELD = {}

    def replay(self, case):
        return Toy(case).run()

    def held_back(self, name):
        return self.HELD.get(name)


class Kit(unittest.TestCase):
    """Family's checks on the toy document: each refuses what it must and keeps the rest."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        os.makedirs(os.path.join(self.tmp.name, "toy"))
        with open(os.path.join(self.tmp.name, "toy", "readings.json"), "w") as f:
            json.dump({"readings": [{"id": "TOY-COIN"}]}, f)
        ctx = common.Context("toy", ClauseIndex(TOY_CLAUSES), self.tmp.name)
        self.fam = ToyFamily(ctx, "toy_pkg.families.totals")

    def tearDown(self):
        self.tmp.cleanup()

    def add(self, clauses, script, expect, tags=(), name="case"):
        return self.fam.add(name, "a title", "a description", clauses, list(tags),
                            {"start": 1}, script, expect)

    def test_a_case_whose_run_applies_its_clauses_is_kept(self):
        case = self.add(["T.1.1", "T.1.2"],
                        [{"do": "add", "n": 2}, {"do": "coin"}, {"random": "heads", "for": "coin"}],
                        {"state": {"total": 6}, "events": [{"type": "total", "value": 3}]},
                        tags=["reading:TOY-COIN"])
        self.assertEqual(self.fam.cases, [case])
        self.assertEqual(case["id"], "toy/gen/totals/case")
        self.assertEqual(case["origin"], "generators/toy_pkg/families/totals.py")
        self.assertEqual(case["clauses"], [{"id": "T.1.1", "hash": "000000000011"},
                                           {"id": "T.1.2", "hash": "000000000012"}])

    def test_a_declared_clause_the_run_never_applied_is_refused(self):
        # T.1.2 (the coin) is declared, but the script only adds: the run never applies it
        with self.assertRaisesRegex(AssertionError, r"declares \['T.1.2'\], which its run never"):
            self.add(["T.1.1", "T.1.2"], [{"do": "add", "n": 2}], {"state": {"total": 3}})
        self.assertEqual(self.fam.cases, [])

    def test_a_clause_the_judge_checks_needs_no_application(self):
        # T.2 is among JUDGE_CHECKED: the oracle's judge checks it on every run
        self.add(["T.1.1", "T.2"], [{"do": "add", "n": 2}], {"state": {"total": 3}})
        self.assertEqual(len(self.fam.cases), 1)
        self.assertEqual(unapplied(["T.1.1", "T.2"], set(), frozenset({"T.2"})), ["T.1.1"])

    def test_an_expectation_the_model_does_not_meet_is_refused(self):
        with self.assertRaisesRegex(AssertionError, "the model disagrees with the case"):
            self.add(["T.1.1"], [{"do": "add", "n": 2}], {"state": {"total": 4}})

    def test_a_script_the_model_cannot_play_is_refused(self):
        with self.assertRaises(CaseError):      # the coin's random outcome is not scripted
            self.add(["T.1.2"], [{"do": "coin"}], {"state": {"total": 2}})
        with self.assertRaises(CaseError):      # an entry left unused
            self.add(["T.1.1"], [{"do": "add", "n": 1}, {"random": "heads", "for": "coin"}],
                     {"state": {"total": 2}})

    def test_a_clause_declared_twice_is_refused(self):
        with self.assertRaisesRegex(AssertionError, "declares a clause twice"):
            self.add(["T.1.1", "T.1.1"], [{"do": "add", "n": 2}], {"state": {"total": 3}})

    def test_an_unknown_clause_is_refused(self):
        with self.assertRaises(UnknownClause):
            self.add(["T.9"], [{"do": "add", "n": 2}], {"state": {"total": 3}})

    def test_reading_tags_are_checked_against_readings_json(self):
        self.assertEqual(self.fam.reading("TOY-COIN"), "reading:TOY-COIN")
        with self.assertRaises(ValueError):
            self.fam.reading("TOY-NONE")
        with self.assertRaisesRegex(ValueError, "name no reading"):
            self.add(["T.1.1"], [{"do": "add", "n": 2}], {"state": {"total": 3}},
                     tags=["reading:TOY-NONE"])

    def test_quotes_are_checked_against_the_clause_text(self):
        self.assertEqual(self.fam.quote("T.1.1", "合計に加えます"), "T.1.1 「合計に加えます」")
        self.assertEqual(self.fam.quote("T.2"), "T.2 「合計が負になることはありません。」")
        with self.assertRaises(ValueError):
            self.fam.quote("T.1.1", "合計から引きます")
        self.assertEqual(self.fam.cite("T.2", ("T.1.2", "2倍")),
                         "T.2 「合計が負になることはありません。」; T.1.2 「2倍」")
        with self.assertRaises(ValueError):
            self.fam.cite(("T.1.2", "3倍"))
        self.assertEqual(self.fam.heading("T.1"), "T.1 「加算」")
        self.assertEqual(self.fam.heading("T.2"), "T.2 「Totals」")

    def test_a_held_back_case_is_replayed_and_not_kept(self):
        ToyFamily.HELD = {"held": "which side is wrong?"}
        printed = io.StringIO()
        try:
            with contextlib.redirect_stderr(printed):
                with self.assertRaises(AssertionError):     # still judged
                    self.add(["T.1.1"], [{"do": "add", "n": 2}], {"state": {"total": 9}},
                             name="held")
                self.add(["T.1.1"], [{"do": "add", "n": 2}], {"state": {"total": 3}}, name="held")
        finally:
            ToyFamily.HELD = {}
        self.assertEqual(self.fam.cases, [])
        self.assertIn("held back: toy/gen/totals/held: which side is wrong?", printed.getvalue())

    def test_random_choices_are_seeded_by_document_family_and_key(self):
        a = [self.fam.rng("k").random() for _ in range(3)]
        self.assertEqual(a, [self.fam.rng("k").random() for _ in range(3)])
        self.assertNotEqual(a[0], self.fam.rng("other").random())
        self.assertEqual(self.fam.rng("k").random(), __import__("random").Random(
            "toy/totals/k").random())

    def test_a_family_without_a_model_cannot_add(self):
        fam = common.Family(common.Context("toy", ClauseIndex(TOY_CLAUSES), self.tmp.name),
                            "toy_pkg.families.x")
        with self.assertRaises(NotImplementedError):
            fam.add("c", "t", "d", ["T.1.1"], [], {}, [], {"state": {}})

    def test_origin_and_strip(self):
        self.assertEqual(origin_of("fusion_world.families.combo"),
                         "generators/fusion_world/families/combo.py")
        self.assertEqual(common.strip({"type": "x", "step": 3, "a": 1}), {"type": "x", "a": 1})


# ---- the toy document's version 2: T.1.1 reworded, a clause inserted before T.1.2 (now T.1.3),
# T.2 removed; the entries of `oracle diff toy 1 2 --json` -------------------------------------

TOY_V2 = [dict(TOY_CLAUSES[0]),
          {"id": "T.1.1", "parent": "T.1", "kind": "rule", "title": "",
           "text": "宣言した数を合計に足します。", "hash": "000000000111"},
          {"id": "T.1.2", "parent": "T.1", "kind": "rule", "title": "",
           "text": "数を宣言します。", "hash": "000000000112"},
          dict(TOY_CLAUSES[2], id="T.1.3")]


def entry(status, old, new, same=True, diff=None):
    e = {"status": status, "old": old and {"id": old}, "new": new and {"id": new},
         "same_text": same}
    if diff:
        e["text_diff"] = diff
    return e


TOY_DIFF = {"entries": [
    entry("unchanged", "T.1", "T.1"),
    entry("changed", "T.1.1", "T.1.1", False,
          [["=", "宣言した数を合計に"], ["-", "加え"], ["+", "足し"], ["=", "ます。"]]),
    entry("added", None, "T.1.2", False),
    entry("renumbered", "T.1.2", "T.1.3"),
    entry("removed", "T.2", None, False)]}


class Versions(unittest.TestCase):
    """A family written for version 1 of the toy document, run when version 2 is current."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.vmap = VersionMap("toy", "1", "2", TOY_DIFF)

    def tearDown(self):
        self.tmp.cleanup()

    def family(self, reviewed=None):
        index = MappedIndex(ClauseIndex(TOY_CLAUSES), ClauseIndex(TOY_V2), self.vmap, reviewed)
        return ToyFamily(common.Context("toy", index, self.tmp.name, "2"), "toy_pkg.families.totals")

    def coin_case(self, fam, clauses=("T.1.2",), description="T.1.2 doubles; not T.1.20."):
        return fam.add("c", "coin (T.1.2)", description, list(clauses),
                       [], {"start": 1}, [{"do": "coin"}, {"random": "heads", "for": "coin"}],
                       {"state": {"total": 2}, "events": [{"type": "total", "value": 2}]})

    def test_a_renumbered_clause_is_followed_everywhere_in_the_case(self):
        fam = self.family()
        case = self.coin_case(fam, description=fam.quote("T.1.2", "2倍") + " (T.1.2).")
        self.assertEqual(case["clauses"], [{"id": "T.1.3", "hash": "000000000012"}])
        self.assertEqual(case["description"], "T.1.3 「2倍」 (T.1.3).")
        self.assertEqual(case["title"], "coin (T.1.3)")
        self.assertEqual(case["version"], "2")
        self.assertEqual(fam.index.problems(), [])
        self.assertEqual(self.vmap.renumbered(), {"T.1.2": "T.1.3"})

    def test_ids_in_prose_and_expectations_are_mapped_whole(self):
        fam = self.family()
        case = fam.index.map_case({"title": "T.1.2, T.1.2.", "description": "T.1.20 T.1.2.1 xT.1.2",
                                   "expect": {"rejections": [{"step": 0, "rule": "T.1.2"}],
                                              "events": [{"type": "x", "at": ["T.1.2", "T.1.1"]}],
                                              "state": {"s": "T.1.2", "$clauses": ["T.1.2"]}}})
        self.assertEqual(case["title"], "T.1.3, T.1.3.")
        self.assertEqual(case["description"], "T.1.20 T.1.2.1 xT.1.2")
        self.assertEqual(case["expect"]["rejections"], [{"step": 0, "rule": "T.1.3"}])
        self.assertEqual(case["expect"]["events"], [{"type": "x", "at": ["T.1.3", "T.1.1"]}])
        self.assertEqual(case["expect"]["state"], {"s": "T.1.2", "$clauses": ["T.1.3"]})

    def test_a_changed_clause_stops_the_family_until_reviewed(self):
        fam = self.family()
        fam.quote("T.1.1", "合計に加え")          # the family reads version 1's text
        self.assertEqual(fam.index.problems(), [("changed", "T.1.1")])
        lines = self.vmap.change_lines("T.1.1", ClauseIndex(TOY_CLAUSES), ClauseIndex(TOY_V2))
        self.assertEqual(lines, ["T.1.1 changed:", "  1: 宣言した数を合計に加えます。",
                                 "  2: 宣言した数を合計に足します。",
                                 "  text diff: 宣言した数を合計に[-加え-]{+足し+}ます。"])
        reviewed = self.family({"T.1.1": "2"})
        self.assertEqual(reviewed.quote("T.1.1", "合計に足し"), "T.1.1 「合計に足し」")
        with self.assertRaises(common.family.QuoteError):   # the old words are gone
            reviewed.quote("T.1.1", "合計に加え")
        self.assertEqual(reviewed.index.pin("T.1.1"), {"id": "T.1.1", "hash": "000000000111"})
        self.assertEqual(reviewed.index.problems(), [])
        stale_review = self.family({"T.1.1": "1"})             # reviewed against another version
        stale_review.index.pin("T.1.1")
        self.assertEqual(stale_review.index.problems(), [("changed", "T.1.1")])

    def test_a_removed_clause_stops_the_family(self):
        fam = self.family({"T.2": "2"})
        self.coin_case(fam, ("T.1.2", "T.2"))
        self.assertEqual(fam.index.problems(), [("removed", "T.2")])
        self.assertEqual(self.vmap.change_lines("T.2", ClauseIndex(TOY_CLAUSES), ClauseIndex(TOY_V2)),
                         ["T.2 removed in 2: 「Totals 合計が負になることはありません。」"])

    def test_the_diff_as_text(self):
        runs = [["=", "a" * 40], ["-", "1"], ["+", "2"], ["=", "b" * 70], ["+", "c"], ["=", "d" * 40]]
        self.assertEqual(marked(runs, 5), "…aaaaa[-1-]{+2+}bbbbb … bbbbb{+c+}ddddd…")


class Script(unittest.TestCase):
    """The cursor reads a script as docs/cases.md says."""

    def cursor(self, script):
        c = Cursor()
        c.init_cursor(script)
        return c

    def test_actions_choices_and_randoms_in_order(self):
        c = self.cursor([{"do": "a"}, {"choose": "x", "for": "pick", "by": "P1"},
                         {"random": ["B", "A"], "for": "shuffle"}, {"query": "legal"}])
        self.assertEqual(c.next_action(), {"do": "a"})
        self.assertEqual(c.step, 0)
        self.assertEqual(c.choose("pick", "P1", lambda v: v in ("x", "y")), "x")
        self.assertEqual(c.random("shuffle", permutation_of(["A", "B"])), ["B", "A"])
        self.assertEqual(c.step, 2)
        self.assertEqual(c.next_action(), {"query": "legal"})
        with self.assertRaises(ScriptEnd):
            c.next_action()
        c.finish()

    def test_what_a_script_may_not_do(self):
        with self.assertRaises(CaseError):          # a choice where an action is read
            self.cursor([{"choose": 1, "for": "n"}]).next_action()
        with self.assertRaises(CaseError):          # another player's choice
            self.cursor([{"choose": 1, "for": "n", "by": "P2"}]).choose("n", "P1", bool)
        with self.assertRaises(CaseError):          # another kind of random
            self.cursor([{"random": 1, "for": "die"}]).random("coin", bool)
        with self.assertRaises(CaseError):          # an answer that is no option
            self.cursor([{"random": ["A"], "for": "s"}]).random("s", permutation_of(["A", "B"]))
        with self.assertRaises(CaseError):          # a choice left unanswered
            self.cursor([]).choose("n", "P1", bool)
        c = self.cursor([{"do": "a"}, {"do": "b"}])
        c.next_action()
        with self.assertRaises(CaseError):          # an entry left unused
            c.finish()
        with self.assertRaises(CaseError):
            self.cursor({"do": "a"})

    def test_a_question_the_script_leaves_unanswered_stops_the_run(self):
        c = self.cursor([{"do": "a"}])
        c.next_action()
        with self.assertRaises(Pending) as stop:
            c.random("tiebreak", permutation_of(["A", "B"]), ["A", "B"])
        self.assertIsInstance(stop.exception, CaseError)   # for a model that does not report it
        self.assertEqual(stop.exception.pending, {"step": 1, "kind": "random", "for": "tiebreak",
                                                  "options": ["A", "B"]})

    def test_a_case_may_expect_the_stop(self):
        class Run:
            state = staticmethod(dict)
            events, rejections, legal = [], [], []
            stop = {"step": 1, "kind": "random", "for": "tiebreak", "options": ["B", "A"]}

        def case(pending):
            return {"expect": {"pending": pending}} if pending else {"expect": {"state": {}}}

        want = {"step": 1, "kind": "random", "for": "tiebreak"}
        self.assertIsNone(judge(case(want), Run))
        self.assertIsNone(judge(case(dict(want, options={"$set": ["A", "B"]})), Run))
        self.assertIn("pending.options", judge(case(dict(want, options=["A", "B"])), Run))
        self.assertIn("pending.for", judge(case(dict(want, **{"for": "seating"})), Run))
        self.assertIn("which the script does not answer", judge(case(None), Run))
        Run.stop = None
        self.assertIn("the model asked nothing", judge(case(want), Run))

    def test_permutations_compare_any_values(self):
        ok = permutation_of([{"a": 1}, "x", "x"])
        self.assertTrue(ok(["x", {"a": 1}, "x"]))
        self.assertFalse(ok(["x", {"a": 1}]))
        self.assertFalse(ok(("x", {"a": 1}, "x")))


class Events(unittest.TestCase):
    RUN = [{"type": "move"}, {"type": "pending", "card": "B"}, {"type": "pending", "card": "A"},
           {"type": "checkpoint"}, {"type": "pending", "card": "C"}]
    GROUP = {"$any_order": [{"type": "pending", "card": "A"}, {"type": "pending", "card": "B"}]}

    def test_a_tie_group_matches_in_any_order(self):
        exp = [{"type": "move"}, self.GROUP, {"type": "checkpoint"}]
        self.assertEqual(len(flat_events(exp)), 4)
        self.assertEqual(match_events(exp, self.RUN), [0, 2, 1, 3])
        self.assertEqual(match_events(self.GROUP["$any_order"], self.RUN), [2, None])

    def test_the_next_event_is_looked_for_after_the_group(self):
        self.assertEqual(match_events([self.GROUP, {"type": "move"}], self.RUN), [2, 1, None])

    def test_members_take_events_of_their_own(self):
        two = {"$any_order": [{"type": "pending"}, {"type": "pending", "card": "B"}]}
        self.assertEqual(match_events([two], self.RUN), [2, 1])
        after = [{"type": "checkpoint"}, {"$any_order": [{"type": "pending"}, {"type": "pending"}]}]
        self.assertEqual(match_events(after, self.RUN), [3, 4, None])


class Readings(unittest.TestCase):
    def test_tags_against_the_file(self):
        with tempfile.TemporaryDirectory() as tmp:
            self.assertIsNone(load_readings(tmp, "toy"))
            os.makedirs(os.path.join(tmp, "toy"))
            with open(os.path.join(tmp, "toy", "readings.json"), "w") as f:
                json.dump({"readings": [{"id": "A"}, {"id": "B"}]}, f)
            known = load_readings(tmp, "toy")
        self.assertEqual(known, {"A", "B"})
        self.assertEqual(unknown_reading_tags(["reading:A", "reading:C", "swiss"], known),
                         ["reading:C"])
        self.assertEqual(unknown_reading_tags(["reading:C"], None), [])


class Clauses(unittest.TestCase):
    def test_pins_and_unknown_clauses(self):
        ix = testing.index("bushiroad-floor")
        self.assertEqual(ix.pins(["FR.3.2.1~p1", "FR.3.2.1~p1"]), [ix.pin("FR.3.2.1~p1")])
        with self.assertRaises(UnknownClause):
            ix.pin("FR.9.9.9")
        toy = ClauseIndex(TOY_CLAUSES)
        self.assertEqual(toy.children("T.1"), ["T.1.1", "T.1.2"])


class CaseFiles(unittest.TestCase):
    def sample(self):
        return casefile.make("bushiroad-floor", "x", "y", "t", "d",
                             [{"id": "FR.3.2.1~p1", "hash": "8d34f681c4c9"}], ["b", "a"],
                             "generators/bushiroad_floor/families/x.py", {"format": "swiss"},
                             [{"do": "standings"}], {"events": [{"type": "standings"}]}, "1.2.6")

    def test_layout_is_deterministic_and_ordered(self):
        c = self.sample()
        shuffled = dict(reversed(list(c.items())))
        self.assertEqual(casefile.render(c), casefile.render(shuffled))
        text = casefile.render(c)
        self.assertTrue(text.endswith("}\n"))
        self.assertEqual(list(json.loads(text)), list(casefile.KEY_ORDER))
        self.assertEqual(json.loads(text)["tags"], ["a", "b"])

    def test_schema_rejects_extra_keys_and_bad_entries(self):
        path = os.path.join(testing.CASES, "case.schema.json")
        schema = validate.FALLBACK_SCHEMA
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                schema = json.load(f)
        c = self.sample()
        self.assertEqual(validate.errors(c, schema), [])
        c["extra"] = 1
        self.assertTrue(validate.errors(c, schema))
        if schema is not validate.FALLBACK_SCHEMA:
            c = self.sample()
            c["script"].append({"random": ["A"], "for": "x", "by": "A"})
            self.assertTrue(validate.errors(c, schema))
        c = self.sample()
        c["expect"] = {"pending": {"step": 1, "kind": "random", "for": "tiebreak"}}
        self.assertEqual(validate.errors(c, schema) + validate.expectation_errors(c), [])
        c["expect"]["pending"]["step"] = 0
        self.assertIn("the script's length", " ".join(validate.expectation_errors(c)))
        if schema is not validate.FALLBACK_SCHEMA:
            c["expect"]["pending"] = {"step": 1, "kind": "draw", "for": "tiebreak"}
            self.assertTrue(validate.errors(c, schema))


if __name__ == "__main__":
    sys.exit(testing.main())
