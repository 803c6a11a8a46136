"""test_sample.py — the sampler: the same seed and population give the same sample, another seed
another; strata (file, operator) share the quota proportionally with at least one each while it
allows; a change in one file's population moves no other file's mutants when quotas are equal.
Run: python3 tools/mutation/test_sample.py"""
import os
import sys
import unittest
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from mutant import Mutant  # noqa: E402
from sample import allocate, sample  # noqa: E402


def population(sizes):
    """{(file, operator): n} as mutants."""
    out = []
    for (f, op), n in sizes.items():
        for i in range(n):
            out.append(Mutant(f, "fn", op, i, i + 1, f"x{i}", "y", i + 1))
    return out


SIZES = {("a.c", "negate"): 40, ("a.c", "delete"): 20, ("a.c", "constant"): 2,
         ("b.c", "negate"): 10, ("b.c", "return"): 5, ("c.c", "logical"): 3}


class Sampler(unittest.TestCase):
    def test_deterministic(self):
        pop = population(SIZES)
        one = [m.id for m in sample(pop, 30, "7")]
        self.assertEqual(one, [m.id for m in sample(list(reversed(pop)), 30, "7")])
        self.assertNotEqual(sorted(one), sorted(m.id for m in sample(pop, 30, "8")))
        self.assertEqual(len(set(one)), 30)

    def test_stratified_by_file_and_operator(self):
        got = sample(population(SIZES), 20, "1")
        files = Counter(m.file for m in got)
        strata = Counter((m.file, m.operator) for m in got)
        self.assertEqual(set(strata), set(SIZES))          # every stratum has one at least
        self.assertEqual(sum(files.values()), 20)
        self.assertGreater(files["a.c"], files["b.c"])      # then proportionally
        self.assertGreater(files["b.c"], files["c.c"])
        self.assertGreater(strata[("a.c", "negate")], strata[("a.c", "delete")])

    def test_allocation_proportional_with_minimum(self):
        q = allocate({"x": 90, "y": 9, "z": 1}, 10, "s")
        self.assertEqual(sum(q.values()), 10)
        # one each, then the 7 left by largest remainder over the rooms 89 and 8: 6.42 and 0.58
        self.assertEqual(q, {"x": 7, "y": 2, "z": 1})
        self.assertEqual(sum(allocate({"x": 3, "y": 2}, 50, "s").values()), 5)
        small = allocate({k: 5 for k in "abcdefgh"}, 3, "s")
        self.assertEqual(sum(small.values()), 3)
        self.assertEqual(small, allocate({k: 5 for k in "abcdefgh"}, 3, "s"))

    def test_other_files_unmoved(self):
        pop = population(SIZES)
        before = {m.id for m in sample(pop, 12, "3") if m.file == "b.c"}
        changed = [m for m in pop if not (m.file == "a.c" and m.start == 0 and
                                          m.operator == "negate")]
        changed.append(Mutant("a.c", "fn", "negate", 99, 100, "x99", "y", 99))
        after = {m.id for m in sample(changed, 12, "3") if m.file == "b.c"}
        self.assertEqual(before, after)


if __name__ == "__main__":
    unittest.main()
