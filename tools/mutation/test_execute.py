"""test_execute.py — how a mutant's run is judged against the unmutated one: a changed verdict
kills it, a failed run kills it, and with every verdict the same a case whose run no longer
applies a clause it declares kills it by the trace check alone; the sample reads a snapshot of
the cases, so a case written while it runs changes nothing. Run: python3 tools/mutation/test_execute.py"""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import execute  # noqa: E402


def case(status="pass", unapplied=()):
    return {"status": status, "unapplied": list(unapplied)}


class Judge(unittest.TestCase):
    base = {"a": case(), "b": case()}

    def test_same_run_survives(self):
        self.assertEqual(execute.judge(self.base, "ok", "", {"a": case(), "b": case()}),
                         ("survived", "", []))

    def test_changed_verdict_kills(self):
        status, how, changed = execute.judge(self.base, "ok", "", {"a": case("fail"), "b": case()})
        self.assertEqual((status, how, changed), ("killed", "verdict", ["a: pass → fail"]))

    def test_a_verdict_comes_before_the_trace(self):
        run = {"a": case("fail"), "b": case(unapplied=["8-4-6"])}
        self.assertEqual(execute.judge(self.base, "ok", "", run)[1], "verdict")

    def test_declared_clause_not_applied_kills_by_the_trace(self):
        status, how, changed = execute.judge(self.base, "ok", "",
                                             {"a": case(), "b": case(unapplied=["8-4-6", "9-1"])})
        self.assertEqual((status, how), ("killed", "trace"))
        self.assertEqual(changed, ["b: declared but not applied: 8-4-6, 9-1"])

    def test_failed_run_kills(self):
        self.assertEqual(execute.judge(self.base, "crash", "the oracle died of SIGSEGV", {}),
                         ("killed", "crash", ["the oracle died of SIGSEGV"]))



class Snapshot(unittest.TestCase):
    def test_cases_written_during_a_run_are_not_read(self):
        with tempfile.TemporaryDirectory() as root, tempfile.TemporaryDirectory() as work:
            os.makedirs(os.path.join(root, "cases", "doc"))
            with open(os.path.join(root, "cases", "doc", "a.json"), "w") as f:
                f.write("{}")
            snap = execute.snapshot_cases(root, work)
            with open(os.path.join(root, "cases", "doc", "b.json"), "w") as f:
                f.write("{}")
            self.assertEqual(sorted(os.listdir(os.path.join(snap, "doc"))), ["a.json"])
            self.assertEqual(execute.snapshot_cases(root, work), snap)   # taken again, whole
            self.assertEqual(sorted(os.listdir(os.path.join(snap, "doc"))), ["a.json", "b.json"])


if __name__ == "__main__":
    unittest.main()
