"""runner.py — evaluating the sample: each mutant built (build.py) and judged (execute.py) in its
own directory, J at a time, with a time limit per mutant; a record per mutant appended to
progress.jsonl as it ends, so a run stopped half-way resumes where it was (a record counts when
its mutant id and its file's sha256 are still those of the sample); on a terminal a progress
line with the rate and the ETA. With --serial K, the first K mutants run one at a time, then the
same K again J at a time (their records not kept): the parallel runner's speed-up on identical
work, measured in one run on one machine, and a check that no verdict depends on the load."""
import concurrent.futures
import json
import os
import subprocess
import sys
import threading
import time

import execute
from build import BuildError


class Progress:
    """The line on a terminal (stderr): done/total, killed, survived, stillborn, rate, ETA; off a
    terminal, a line every tenth of the run."""

    def __init__(self, total, done=0):
        self.total, self.done, self.t0 = total, done, time.monotonic()
        self.counts = {"killed": 0, "survived": 0, "stillborn": 0}
        self.fresh = 0
        self.tty = sys.stderr.isatty()
        self.lock = threading.Lock()
        self.step = max(1, total // 10)

    def add(self, status, fresh=True):
        with self.lock:
            self.done += 1
            self.fresh += fresh
            self.counts[status] = self.counts.get(status, 0) + 1
            if self.tty or self.done % self.step == 0 or self.done == self.total:
                self._print()

    def _print(self):
        spent = time.monotonic() - self.t0
        rate = self.fresh / spent if spent > 0 and self.fresh else 0
        left = (self.total - self.done) / rate if rate else 0
        eta = f"{int(left // 60)}m{int(left % 60):02d}s" if rate else "?"
        c = self.counts
        line = (f"mutants {self.done}/{self.total}  killed {c['killed']}  survived "
                f"{c['survived']}  stillborn {c['stillborn']}  {rate * 60:.1f}/min  ETA {eta}")
        if self.tty:
            end = "\n" if self.done == self.total else ""
            sys.stderr.write("\r\033[K" + line + end)
        else:
            sys.stderr.write(line + "\n")
        sys.stderr.flush()


class Runner:
    def __init__(self, pop, builder, root, work, baselines, timeout, progress_path, cases=None):
        self.pop, self.builder, self.root, self.work = pop, builder, root, work
        self.cases = cases          # the sample's snapshot of cases/ (execute.snapshot_cases)
        self.baselines = baselines      # {docs key: {case id: entry}}
        self.timeout = timeout          # {docs key: seconds}
        self.path = progress_path
        self.lock = threading.Lock()

    def load(self, sample):
        """The records of progress.jsonl that still match the sample."""
        want = {m.id: m.sha for m in sample}
        done = {}
        if os.path.exists(self.path):
            with open(self.path, encoding="utf-8") as f:
                for line in f:
                    try:
                        r = json.loads(line)
                    except ValueError:
                        continue        # a line cut by a stop half-way through writing
                    if want.get(r.get("id")) == r.get("sha"):
                        done[r["id"]] = r
        return done

    def _save(self, record):
        with self.lock, open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps(record, ensure_ascii=False) + "\n")

    def evaluate(self, m, index, save=True):
        from layout import affected_docs
        docs = affected_docs(m.file, self.pop.folder_docs)
        key = ",".join(docs or ["*"])
        mdir = os.path.join(self.work, f"m{index}")
        t0 = time.monotonic()
        record = {"id": m.id, "sha": m.sha}
        try:
            text = m.apply(self.pop.text(m.file))
            binary = self.builder.build(m.file, text, mdir)
        except BuildError as exc:           # the compiler refused it: the mutant is stillborn
            record.update(status="stillborn", how="build", detail=[str(exc)[:400]])
        except subprocess.TimeoutExpired:
            record.update(status="stillborn", how="build", detail=["the build timed out"])
        else:
            t1 = time.monotonic()
            outcome, detail, secs, cases = execute.run_suite(
                binary, self.root, docs, os.path.join(mdir, "reports"), self.timeout[key],
                self.cases, self.builder.sanitized)
            base = self.baselines[key]
            status, how, changed = execute.judge(base, outcome, detail, cases)
            record.update(status=status, how=how, detail=changed, build_s=round(t1 - t0, 2),
                          run_s=round(secs, 2))
        execute.clean(mdir)
        record["seconds"] = round(time.monotonic() - t0, 2)
        if save:
            self._save(record)
        return record

    def _parallel(self, items, jobs, progress, save=True):
        out = {}
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
            futures = {ex.submit(self.evaluate, m, i, save): m for i, m in items}
            for fut in concurrent.futures.as_completed(futures):
                r = fut.result()
                out[futures[fut].id] = r
                if progress:
                    progress.add(r["status"])
        return out

    def run(self, sample, jobs, serial=0):
        """Evaluate the sample; returns (records by id, timing)."""
        done = self.load(sample)
        todo = [(i, m) for i, m in enumerate(sample) if m.id not in done]
        progress = Progress(len(sample), 0)
        for r in done.values():
            progress.add(r["status"], fresh=False)
        timing = {"resumed": len(done), "jobs": jobs}
        first, rest = todo[:serial], todo[serial:]
        if first:
            t0 = time.monotonic()
            for i, m in first:
                r = self.evaluate(m, i)
                done[m.id] = r
                progress.add(r["status"])
            timing["serial"] = {"mutants": len(first), "seconds": round(time.monotonic() - t0, 2)}
            # the same mutants again, J at a time: the speed-up on identical work, and a check
            # that a mutant's verdict does not depend on the load (records not kept)
            t0 = time.monotonic()
            again = self._parallel(first, jobs, None, save=False)
            timing["parallel_same"] = {"mutants": len(first),
                                       "seconds": round(time.monotonic() - t0, 2)}
            timing["speedup"] = round(timing["serial"]["seconds"] /
                                      timing["parallel_same"]["seconds"], 2)
            timing["disagreements"] = sorted(mid for mid, r in again.items()
                                             if r["status"] != done[mid]["status"])
        if rest:
            t0 = time.monotonic()
            done.update(self._parallel(rest, jobs, progress))
            timing["parallel"] = {"mutants": len(rest), "seconds": round(time.monotonic() - t0, 2)}
        return done, timing
