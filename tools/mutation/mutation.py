"""mutation.py — `make mutation`: mutation testing of the reference engines, clause by clause.

    python3 tools/mutation/mutation.py [--mutants N] [--seed S] [--jobs J] [--name NAME]
        [--engine E]... [--id ID]... [--gaps] [--serial K] [--validation K] [--build DIR]
        [--sanitize] [--out DIR] [--fresh] [--list]

Parses engine/ with libclang, makes every mutant (operators.py), draws a stratified sample with
the seed (sample.py), attributes each to its clauses (attribution.py), builds and judges each in
its own directory, J at a time (runner.py), and writes OUT/NAME/mutation.json and index.html (the
"suite strength" view). A run of the same name resumes from its progress.jsonl (--fresh starts
again). --engine restricts the sample to some engines; --id and --gaps run named mutants instead
of a sample (has a case written since reached a classified gap?); --sanitize builds the mutants
as `make sanitize` does. Entries of equivalent.json and gaps.json that match no mutant of the
current code are reported as stale. See tools/mutation/README.md."""
import argparse
import datetime
import json
import os
import shlex
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import classify  # noqa: E402
import clangload  # noqa: E402
import execute  # noqa: E402
import layout  # noqa: E402
import page  # noqa: E402
import results  # noqa: E402
from build import Builder, BuildError  # noqa: E402
from population import Population  # noqa: E402
from runner import Runner  # noqa: E402
from sample import sample  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))


def options(argv):
    p = argparse.ArgumentParser(prog="mutation", description=__doc__.split("\n\n")[0])
    p.add_argument("--mutants", type=int, default=100, help="sample size (default 100)")
    p.add_argument("--seed", default="1", help="the sample's seed (default 1)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                   help="mutants built and run at once (default: the cores)")
    p.add_argument("--name", help="the run's directory (default seed<S>-n<N>, then -<engines> "
                                  "with --engine)")
    p.add_argument("--engine", action="append", default=[], metavar="E",
                   help="draw only this engine's mutants: a game's folder or document "
                        "(bushiroad_floor, bushiroad-floor), core, or engine (the files at the "
                        "top of engine/); repeatable (default: every engine)")
    p.add_argument("--serial", type=int, default=0,
                   help="run the first K mutants one at a time, then again J at a time: the "
                        "speed-up on the same work")
    p.add_argument("--validation", type=int, default=0,
                   help="also sample K mutants of pure validation, scored apart")
    p.add_argument("--build", default="build", help="the project's build directory")
    p.add_argument("--sanitize", action="store_true",
                   help="build the mutants as `make sanitize` does (ASan and UBSan, the "
                        "Makefile's SAN_VARS, in its build directory), as `make test` runs the "
                        "suite: a mutant that makes a case read out of bounds is then killed")
    p.add_argument("--out", default="reports/mutation", help="where run directories go")
    p.add_argument("--fresh", action="store_true", help="ignore the progress of an earlier run")
    p.add_argument("--id", action="append", default=[], metavar="ID",
                   help="run exactly this mutant (its id, as mutation.json and gaps.json give "
                        "it) instead of a sample; repeatable")
    p.add_argument("--gaps", action="store_true",
                   help="run every mutant gaps.json lists (with --engine: that engine's) "
                        "instead of a sample: which gaps the cases now reach")
    p.add_argument("--list", action="store_true", help="print the population and stop")
    return p.parse_args(argv)


def git_commit():
    try:
        rev = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                             capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "engine"], cwd=ROOT,
                               capture_output=True, text=True).stdout.strip()
        return rev + ("+engine changes" if dirty else "")
    except OSError:
        return ""


def main(argv):
    o = options(argv)
    clangload.load()
    t_start = time.monotonic()
    folder_docs = layout.games(ROOT)
    engines = []
    for e in o.engine:
        folder = layout.engine_named(e, folder_docs)
        if folder is None:
            sys.exit(f"mutation: --engine {e}: no such engine (one of "
                     f"{', '.join(layout.engine_names(folder_docs))}, or a game's document)")
        engines.append(folder)
    engines = sorted(set(engines))
    first = "gaps" if o.gaps else "ids" if o.id else f"seed{o.seed}-n{o.mutants}"
    name = o.name or (first + ("-" + "+".join(engines) if engines else "")
                      + ("-san" if o.sanitize else ""))
    out = os.path.join(ROOT, o.out, name)
    work = os.path.join(ROOT, o.build, "mutation", name)
    os.makedirs(out, exist_ok=True)
    progress = os.path.join(out, "progress.jsonl")
    if o.fresh and os.path.exists(progress):
        os.remove(progress)
    try:
        builder = _builder(o, work)
        args = builder.parse_args()
    except BuildError as exc:
        sys.exit(f"mutation: {exc}")
    pop = Population(ROOT, args, max(1, o.jobs))
    stale = classify.stale({m.id for m in pop.mutants})
    for f, i in stale:
        print(f"mutation: {f}: stale, no mutant of the current code has this id: {i}",
              file=sys.stderr)
    pop.restrict(engines)
    main_pop = pop.main()
    print(f"mutation: {len(main_pop)} mutants in {len(pop.trees)} files "
          f"({', '.join(f'{k} {v}' for k, v in sorted(_count(main_pop).items()))}); "
          f"kept apart: " + ", ".join(f"{k} {len(pop.apart(k))}"
                                      for k in ('validation', 'rule-mark', 'release'))
          + (f"; engines: {', '.join(engines)}" if engines else ""), file=sys.stderr)
    if o.list:
        return 0
    chosen = [pop.attribute(m) for m in _chosen(o, pop, main_pop)]
    extra = [pop.attribute(m) for m in sample(pop.apart("validation"), o.validation, o.seed)]
    base = builder.snapshot()
    cases = execute.snapshot_cases(ROOT, work)
    baselines, timeouts = {}, {}
    for m in chosen + extra:
        docs = layout.affected_docs(m.file, pop.folder_docs)
        key = ",".join(docs or ["*"])
        if key in baselines:
            continue
        outcome, detail, secs, found = execute.run_suite(
            base, ROOT, docs, os.path.join(work, "baseline", key.replace("*", "all")), 600, cases,
            builder.sanitized)
        if outcome != "ok":
            sys.exit(f"mutation: the unmutated oracle fails to run ({key}): {detail}")
        baselines[key], timeouts[key] = found, max(10.0, 20 * secs)
    full = baselines.get("*") or _all_cases(base, work, cases, builder.sanitized)
    what = f"sample of {len(chosen)} (seed {o.seed})"
    if o.id or o.gaps:
        what = f"{len(chosen)} named mutant{'s' if len(chosen) != 1 else ''}"
    print(f"mutation: {what}, {o.jobs} at a time; "
          f"limit per mutant {max(timeouts.values()):.0f} s", file=sys.stderr)
    runner = Runner(pop, builder, ROOT, work, baselines, timeouts, progress, cases)
    t_run = time.monotonic()
    records, timing = runner.run(chosen, o.jobs, o.serial)
    run_seconds = round(time.monotonic() - t_run, 1)
    extra_records = runner.run(extra, o.jobs)[0] if extra else {}
    meta = {"name": name, "seed": o.seed, "mutants": o.mutants, "jobs": o.jobs,
            "engines": engines or "all",
            "build": "ASan+UBSan (make sanitize)" if o.sanitize else "plain (make)",
            "commit": git_commit(), "date": datetime.datetime.now(datetime.timezone.utc)
            .strftime("%Y-%m-%d %H:%M UTC"), "run_seconds": run_seconds,
            "wall_seconds": round(time.monotonic() - t_start, 1), "timing": timing,
            "timeout_seconds": timeouts, "command": " ".join(["mutation.py"] + argv)}
    doc = results.build(pop, chosen, records, meta, full, classify.equivalents(),
                        classify.gaps(), extra, extra_records, stale)
    with open(os.path.join(out, "mutation.json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
    with open(os.path.join(out, "index.html"), "w", encoding="utf-8") as f:
        f.write(page.render(doc))
    execute.clean(work)
    _summary(doc, out)
    return 0


def _builder(o, work):
    """The Builder of the plain build (--build), or of the sanitizer build, whose make
    variables (SAN_VARS: BUILD=…, CFLAGS=…, OPT=…) the Makefile prints; that build's oracle
    is brought up to date first."""
    if not o.sanitize:
        return Builder(ROOT, o.build, work)
    out = subprocess.run(["make", "-s", "--no-print-directory", "san-vars"], cwd=ROOT,
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise BuildError(f"make san-vars failed:\n{out.stderr}")
    make_vars = shlex.split(out.stdout)
    build = next((v.split("=", 1)[1] for v in make_vars if v.startswith("BUILD=")), None)
    if build is None:
        raise BuildError(f"make san-vars printed no BUILD=: {out.stdout.strip()}")
    print(f"mutation: bringing {build}/oracle up to date (the sanitizer build)", file=sys.stderr)
    made = subprocess.run(["make", "--no-print-directory", *make_vars, f"{build}/oracle"],
                          cwd=ROOT, capture_output=True, text=True)
    if made.returncode != 0:
        raise BuildError(f"building {build}/oracle failed:\n{made.stdout[-2000:]}{made.stderr[-2000:]}")
    return Builder(ROOT, build, work, [v for v in make_vars if not v.startswith("BUILD=")])


def _chosen(o, pop, main_pop):
    """The mutants to run: the seeded sample, or those named by --id / --gaps (any mutant of
    the engines drawn from, kept-apart ones included; a gaps.json entry that no mutant has any
    more is reported as stale, not run)."""
    if not o.id and not o.gaps:
        return sample(main_pop, o.mutants, o.seed)
    wanted = set(o.id) | (set(classify.gaps()) if o.gaps else set())
    by_id = {m.id: m for m in pop.selected()}
    unknown = sorted(set(o.id) - by_id.keys())
    for i in unknown:
        print(f"mutation: --id {i}: no mutant of the current code (of the engines drawn from) "
              f"has this id", file=sys.stderr)
    if unknown:
        sys.exit(2)
    return [by_id[i] for i in sorted(wanted) if i in by_id]


def _count(mutants):
    c = {}
    for m in mutants:
        e = layout.engine_of(m.file)
        c[e] = c.get(e, 0) + 1
    return c


def _all_cases(base, work, snapshot, sanitized):
    outcome, detail, _, cases = execute.run_suite(base, ROOT, None,
                                                  os.path.join(work, "baseline", "all"), 600,
                                                  snapshot, sanitized)
    if outcome != "ok":
        sys.exit(f"mutation: the unmutated oracle fails to run: {detail}")
    return cases


def _summary(doc, out):
    t, m = doc["total"], doc["meta"]
    print(f"\nmutation score {t['score']}% ({t['killed']} killed, {t['killed_by_trace']} of them by "
          f"the trace check alone, {t['survived']} survived, "
          f"{t['stillborn']} stillborn); without {t['equivalent']} equivalent: "
          f"{t['score_without_equivalents']}%")
    def pct(v):
        return "none left" if v is None else f"{v}%"
    for e, s in doc["by_engine"].items():
        print(f"  {e:16} {s['score']}%  ({s['killed']}/{s['killed'] + s['survived']}; "
              f"without equivalents {pct(s['score_without_equivalents'])})")
    tm = m["timing"]
    line = f"wall time {m['wall_seconds']} s (mutants {m['run_seconds']} s, {m['jobs']} jobs)"
    if tm.get("speedup"):
        line += (f"; the same {tm['serial']['mutants']} mutants one at a time "
                 f"{tm['serial']['seconds']} s, {m['jobs']} at a time "
                 f"{tm['parallel_same']['seconds']} s: speed-up ×{tm['speedup']}")
        if tm["disagreements"]:
            line += f"; verdicts that differed between the two: {', '.join(tm['disagreements'])}"
    print(line)
    unclassified = sum(1 for s in doc["survivors"] if s["class"]["kind"] == "unclassified")
    print(f"survivors: {len(doc['survivors'])} ({unclassified} unclassified); "
          f"report: {os.path.relpath(out, ROOT)}/index.html")
    if doc["equivalent_but_killed"]:
        print(f"listed as equivalent but killed: {', '.join(doc['equivalent_but_killed'])}")
    if doc["gaps_killed"]:
        print(f"listed in gaps.json but killed now (cases reach them; their entries can go): "
              f"{len(doc['gaps_killed'])}")
    if doc["stale_classification"]:
        print(f"stale entries of equivalent.json and gaps.json (no mutant has their id): "
              f"{len(doc['stale_classification'])}, listed above and on the page")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
