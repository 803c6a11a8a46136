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



class Sanitizer(unittest.TestCase):
    """A sanitizer's finding ends the run with its own exit code, never taken for failing cases."""

    def run_script(self, body):
        with tempfile.TemporaryDirectory() as d:
            oracle = os.path.join(d, "oracle")
            with open(oracle, "w") as f:
                f.write("#!/bin/sh\n" + body)
            os.chmod(oracle, 0o755)
            return execute.run_suite(oracle, d, None, os.path.join(d, "out"), 10)

    def test_a_finding_kills_with_its_summary(self):
        outcome, detail, _, cases = self.run_script(
            'case "$ASAN_OPTIONS" in *exitcode=86*) ;; *) exit 3;; esac\n'
            'echo "==1==ERROR: AddressSanitizer: global-buffer-overflow" >&2\n'
            'echo "SUMMARY: AddressSanitizer: global-buffer-overflow match.c:40 in f" >&2\n'
            'exit 86\n')
        self.assertEqual((outcome, detail, cases),
                         ("sanitizer", "SUMMARY: AddressSanitizer: global-buffer-overflow "
                                       "match.c:40 in f", {}))
        self.assertEqual(execute.judge({}, outcome, detail, cases)[:2], ("killed", "sanitizer"))

    def test_failing_cases_are_a_result_not_a_finding(self):
        outcome, _, _, cases = self.run_script(
            'while [ "$1" != --out ]; do shift; done\nmkdir -p "$2/run"\n'
            'echo \'{"cases": [{"id": "a", "status": "fail"}]}\' > "$2/run/results.json"\n'
            'exit 1\n')
        self.assertEqual((outcome, cases), ("ok", {"a": {"id": "a", "status": "fail"}}))


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
