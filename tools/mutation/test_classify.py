"""test_classify.py — the committed classification: an entry whose id no mutant of the current
code has is stale (reported, never ignored); an id listed twice is refused; --engine names (a
game's folder or document, core, engine). Run: python3 tools/mutation/test_classify.py"""
import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import classify  # noqa: E402
import layout  # noqa: E402


class Classification(unittest.TestCase):
    def write(self, d, name, ids):
        with open(os.path.join(d, name), "w", encoding="utf-8") as f:
            json.dump([{"id": i, "reason": "r", "clause": "c"} for i in ids], f)

    def test_stale(self):
        with tempfile.TemporaryDirectory() as d:
            self.write(d, "equivalent.json", ["a.c:f:negate:x => !(x):0", "gone.c:g:delete:y:0"])
            self.write(d, "gaps.json", ["a.c:f:constant:0 => 1:0", "a.c:f:constant:0 => 1:1"])
            ids = {"a.c:f:negate:x => !(x):0", "a.c:f:constant:0 => 1:0"}
            self.assertEqual(classify.stale(ids, d),
                             [("equivalent.json", "gone.c:g:delete:y:0"),
                              ("gaps.json", "a.c:f:constant:0 => 1:1")])
            self.assertEqual(classify.stale(ids | {"gone.c:g:delete:y:0",
                                                   "a.c:f:constant:0 => 1:1"}, d), [])

    def test_missing_files_and_twice(self):
        with tempfile.TemporaryDirectory() as d:
            self.assertEqual(classify.stale(set(), d), [])
            self.write(d, "gaps.json", ["x", "x"])
            with self.assertRaises(SystemExit):
                classify.stale(set(), d)

    def test_engine_names(self):
        docs = {"bushiroad_floor": "bushiroad-floor", "nivel_arena": "nivel-arena"}
        self.assertEqual(layout.engine_names(docs),
                         ["bushiroad_floor", "core", "engine", "nivel_arena"])
        self.assertEqual(layout.engine_named("bushiroad-floor", docs), "bushiroad_floor")
        self.assertEqual(layout.engine_named("nivel_arena", docs), "nivel_arena")
        self.assertEqual(layout.engine_named("core", docs), "core")
        self.assertIsNone(layout.engine_named("fusion", docs))


if __name__ == "__main__":
    unittest.main()
