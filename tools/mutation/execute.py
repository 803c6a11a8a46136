"""execute.py — running the suite with one oracle binary and judging the mutant: killed when any
case's verdict (its status) differs from the unmutated run's, or when the run crashes, times out
or stops without results; survived otherwise. Only the documents a mutant can affect are run
(layout.affected_docs: a game's folder changes only that game's cases; the core and the top of
engine/ run every case), which gives the same verdicts as the whole suite: a case of one game
never reaches another game's module."""
import json
import os
import shutil
import signal
import subprocess
import time

MEMORY_KB = 4 * 1024 * 1024      # a mutant that allocates without end is stopped at 4 GiB
SANITIZER_EXIT = 86              # the exit code of a run a sanitizer stopped (build with --sanitize)
# For an oracle built with ASan and UBSan (--sanitize): any finding ends the run with
# SANITIZER_EXIT, a leak found at exit too, so that it is never mistaken for failing cases (exit 1).
SANITIZER_ENV = {"ASAN_OPTIONS": f"exitcode={SANITIZER_EXIT}:detect_leaks=1",
                 "UBSAN_OPTIONS": f"exitcode={SANITIZER_EXIT}:print_stacktrace=1",
                 "LSAN_OPTIONS": f"exitcode={SANITIZER_EXIT}"}


def snapshot_cases(root, work):
    """A copy of the repository's cases/ in `work`, which every run of the sample reads: cases
    written or regenerated while the sample runs change none of its verdicts."""
    dest = os.path.join(work, "cases")
    if os.path.exists(dest):
        shutil.rmtree(dest)
    shutil.copytree(os.path.join(root, "cases"), dest)
    return dest


def run_suite(binary, root, docs, out, timeout, cases=None, sanitized=False):
    """Run the cases of `docs` (None: all) with `binary`, from `cases` (default: the
    repository's); `sanitized`: the binary is built with ASan (Builder.sanitized). Returns
    (outcome, detail, seconds, {case id: entry}); outcome is "ok", "timeout", "crash",
    "sanitizer" or "error"."""
    cmd = [binary, "--rules", os.path.join(root, "rules"), "run",
           "--cases", cases or os.path.join(root, "cases"), "--out", out, "--name", "run"]
    for d in docs or ():
        cmd += ["--filter", f"doc:{d}"]
    os.makedirs(out, exist_ok=True)
    # ASan reserves terabytes of address space: no ulimit -v under it (its own allocator
    # stops an allocation without end, and the time limit a loop).
    limit = "" if sanitized else f"ulimit -v {MEMORY_KB}; "
    shell = ["sh", "-c", limit + 'exec "$@"', "sh"] + cmd
    t0 = time.monotonic()
    proc = subprocess.Popen(shell, cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True, env={**os.environ, **SANITIZER_ENV})
    try:
        _, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return "timeout", f"no result after {timeout:.0f} s", time.monotonic() - t0, {}
    secs = time.monotonic() - t0
    err = err.decode("utf-8", "replace").strip()
    if proc.returncode < 0:
        name = signal.Signals(-proc.returncode).name
        return "crash", f"the oracle died of {name}", secs, {}
    if proc.returncode == SANITIZER_EXIT:
        return "sanitizer", _finding(err), secs, {}
    path = os.path.join(out, "run", "results.json")
    if proc.returncode not in (0, 1) or not os.path.exists(path):
        return "error", f"exit {proc.returncode}: {err[-300:]}", secs, {}
    with open(path, encoding="utf-8") as f:
        results = json.load(f)
    return "ok", "", secs, {c["id"]: c for c in results["cases"]}


def _finding(err):
    """The sanitizer's summary line from a run's standard error."""
    lines = [ln for ln in err.splitlines() if "Sanitizer" in ln]
    summary = [ln for ln in lines if ln.startswith("SUMMARY:")]
    return (summary or lines or [err[-300:]])[0][:300]


def judge(baseline, outcome, detail, cases):
    """(status, how, changed): status "killed" or "survived"; how says what killed it ("verdict",
    "trace", or how the run failed); changed lists up to 10 cases that show it, as
    "id: before → after" for a verdict, "id: declared but not applied: …" for the trace."""
    if outcome != "ok":
        return "killed", outcome, [detail]
    changed = []
    for cid, before in baseline.items():
        after = cases.get(cid)
        now = after["status"] if after else "missing"
        if now != before["status"]:
            changed.append(f"{cid}: {before['status']} → {now}")
    for cid in cases.keys() - baseline.keys():
        changed.append(f"{cid}: (new) → {cases[cid]['status']}")
    if not changed:
        changed = [f"{cid}: declared but not applied: {', '.join(cases[cid]['unapplied'])}"
                   for cid in trace_changes(baseline, cases)]
        how = "trace"
    else:
        how = "verdict"
    if changed:
        return "killed", how, changed[:10] + ([f"… {len(changed)} in all"]
                                              if len(changed) > 10 else [])
    return "survived", "", []


def trace_changes(baseline, cases):
    """The cases whose run no longer applies every clause they declare: what make test's trace
    check (tests/suite_test.sh: every case's declared clauses are applied by its run) refuses."""
    return sorted(cid for cid, b in baseline.items()
                  if cid in cases and cases[cid].get("unapplied")
                  and b.get("unapplied") != cases[cid].get("unapplied"))


def clean(path):
    shutil.rmtree(path, ignore_errors=True)
