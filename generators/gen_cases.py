#!/usr/bin/env python3
"""Writes every generated case: cases/<doc>/gen/<family>/<name>.json (docs/cases.md).

    python3 generators/gen_cases.py --oracle build/oracle [--out cases] [--check]

Runs every family of every document package under generators/ (a package with DOC and
FAMILIES; `common` is shared code).  Files under cases/<doc>/gen/ that are no longer produced
are deleted; cases/<doc>/hand/ is never touched.  With --check nothing is written: the cases are
generated in memory and compared byte for byte with --out; exit 1 lists every stale, missing
or extra file.  Output is deterministic (fixed seeds), byte-identical between runs.
"""

import argparse
import importlib
import os
import sys
import tempfile

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import cases as casefile  # noqa: E402
from common import validate  # noqa: E402
from common.clauses import ClauseIndex, dump_index  # noqa: E402
from common.family import Context  # noqa: E402
from common.readings import load_readings  # noqa: E402


def doc_packages():
    for name in sorted(os.listdir(HERE)):
        if name == "common" or not os.path.isfile(os.path.join(HERE, name, "__init__.py")):
            continue
        pkg = importlib.import_module(name)
        if hasattr(pkg, "DOC") and hasattr(pkg, "FAMILIES"):
            yield name, pkg


def generate(oracle, cases_root):
    """{doc: {relative path under cases/<doc>/gen: text}} and the per-family counts."""
    out, counts = {}, []
    schema_path = os.path.join(cases_root, "case.schema.json")
    schema = validate.FALLBACK_SCHEMA
    if os.path.exists(schema_path):
        import json
        with open(schema_path, encoding="utf-8") as f:
            schema = json.load(f)
    with tempfile.TemporaryDirectory() as tmp:
        for package, pkg in doc_packages():
            ipath = os.path.join(tmp, pkg.DOC + ".json")
            dump_index(oracle, pkg.DOC, ipath)
            ctx = Context(pkg.DOC, ClauseIndex.load(ipath), cases_root)
            files = out.setdefault(pkg.DOC, {})
            readings = load_readings(cases_root, pkg.DOC)
            for family in pkg.FAMILIES:
                mod = importlib.import_module("%s.families.%s" % (package, family))
                produced = mod.generate(ctx)
                counts.append((pkg.DOC, family, len(produced)))
                for case in produced:
                    rel = casefile.path_of("", case["id"]).lstrip(os.sep)
                    prefix = os.path.join(pkg.DOC, "gen") + os.sep
                    if not rel.startswith(prefix):
                        raise SystemExit("%s: generated id outside %s" % (case["id"], prefix))
                    rel = rel[len(prefix):]
                    if rel in files:
                        raise SystemExit("duplicate case id " + case["id"])
                    errs = validate.errors(case, schema)
                    errs += validate.case_errors(case, cases_root,
                                                 casefile.path_of(cases_root, case["id"]),
                                                 {pkg.DOC: ctx.index}, {pkg.DOC: readings})
                    if errs:
                        raise SystemExit("%s: %s" % (case["id"], "; ".join(errs)))
                    files[rel] = casefile.render(case)
    return out, counts


def existing(gen_dir):
    found = {}
    for d, _, names in os.walk(gen_dir):
        for name in names:
            path = os.path.join(d, name)
            with open(path, encoding="utf-8", newline="") as f:
                found[os.path.relpath(path, gen_dir)] = f.read()
    return found


def check(produced, cases_root):
    problems = []
    for doc, files in sorted(produced.items()):
        gen_dir = os.path.join(cases_root, doc, "gen")
        have = existing(gen_dir) if os.path.isdir(gen_dir) else {}
        for rel in sorted(set(files) | set(have)):
            where = os.path.join(gen_dir, rel)
            if rel not in have:
                problems.append("missing: " + where)
            elif rel not in files:
                problems.append("extra:   " + where)
            elif have[rel] != files[rel]:
                problems.append("stale:   " + where)
    return problems


def write(produced, cases_root):
    written = removed = 0
    for doc, files in sorted(produced.items()):
        gen_dir = os.path.join(cases_root, doc, "gen")
        have = existing(gen_dir) if os.path.isdir(gen_dir) else {}
        for rel, text in sorted(files.items()):
            if have.get(rel) != text:
                path = os.path.join(gen_dir, rel)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8", newline="\n") as f:
                    f.write(text)
                written += 1
        for rel in sorted(set(have) - set(files)):
            os.remove(os.path.join(gen_dir, rel))
            removed += 1
        for d, subdirs, names in sorted(os.walk(gen_dir, topdown=False)):
            if not os.listdir(d) and d != gen_dir:
                os.rmdir(d)
    return written, removed


def main(argv=None):
    ap = argparse.ArgumentParser(description="generate the cases of every document")
    ap.add_argument("--oracle", required=True, help="the oracle binary (for the clause index)")
    ap.add_argument("--out", default="cases", help="the cases root (default: cases)")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; exit 1 if the committed cases differ")
    args = ap.parse_args(argv)
    produced, counts = generate(args.oracle, args.out)
    total = sum(n for _, _, n in counts)
    if args.check:
        problems = check(produced, args.out)
        for p in problems:
            print(p)
        print("%d generated cases; %s" % (total, "%d files differ" % len(problems)
                                          if problems else "all up to date"))
        return 1 if problems else 0
    written, removed = write(produced, args.out)
    for doc, family, n in counts:
        print("%-18s %-22s %4d" % (doc, family, n))
    print("%d generated cases: %d written, %d removed, %d unchanged"
          % (total, written, removed, total - written))
    return 0


if __name__ == "__main__":
    sys.exit(main())
