#!/usr/bin/env python3
"""Writes every generated case: cases/<doc>/gen/<family>/<name>.json (docs/cases.md).

    python3 generators/gen_cases.py --oracle build/oracle [--rules DIR] [--out cases]
                                    [--doc DOC] [--check]

Runs every family of every document package under generators/ (a package with DOC and
FAMILIES; `common` is shared code).  Files under cases/<doc>/gen/ that are no longer produced
are deleted; cases/<doc>/hand/ is never touched.  With --check nothing is written: the cases are
generated in memory and compared byte for byte with --out; exit 1 lists every stale, missing
or extra file.  Output is deterministic (fixed seeds), byte-identical between runs.

A package written for an older version of its document than the current one (its VERSION) has
its clause references mapped through the version diff (common/versions.py): a family that uses
a clause the new version changed (and its module does not list as REVIEWED) or removed is
stopped with a message saying which clause, its old and new text and what to review; its cases
are left as they were, the other families are written, and the exit status is 1.
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
from common.family import Context, QuoteError  # noqa: E402
from common.readings import load_readings  # noqa: E402
from common.versions import MappedIndex, VersionError, VersionMap, current_version  # noqa: E402


def doc_packages():
    for name in sorted(os.listdir(HERE)):
        if name == "common" or not os.path.isfile(os.path.join(HERE, name, "__init__.py")):
            continue
        pkg = importlib.import_module(name)
        if hasattr(pkg, "DOC") and hasattr(pkg, "FAMILIES"):
            yield name, pkg


class Stopped(Exception):
    """A family that cannot be generated for the current version until a person reviews it."""

    def __init__(self, lines):
        super().__init__("\n".join(lines))
        self.lines = lines


def load_index(oracle, doc, tmp, version=None):
    path = os.path.join(tmp, "%s-%s.json" % (doc, version or "current"))
    dump_index(oracle, doc, path, version)
    return ClauseIndex.load(path)


class Versions:
    """The version of a package's document now and the one its families were written for; when
    they differ, the old index and the diff every family's index is mapped through."""

    def __init__(self, oracle, pkg, current_index, tmp):
        self.doc = pkg.DOC
        self.current = current_version(oracle, pkg.DOC)
        self.written = getattr(pkg, "VERSION", self.current)
        self.index = current_index
        self.old = self.vmap = None
        if self.written != self.current:
            self.old = load_index(oracle, pkg.DOC, tmp, self.written)
            self.vmap = VersionMap.load(oracle, pkg.DOC, self.written, self.current)

    def family_index(self, mod):
        if self.vmap is None:
            return self.index
        return MappedIndex(self.old, self.index, self.vmap, getattr(mod, "REVIEWED", None))

    def stop_lines(self, mod, index):
        """Why the family must be reviewed before it runs for the current version, or []."""
        problems = index.problems() if isinstance(index, MappedIndex) else []
        if not problems:
            return []
        lines = []
        for status, cid in problems:
            lines += self.vmap.change_lines(cid, self.old, self.index)
        changed = sorted(cid for status, cid in problems if status == "changed")
        removed = [cid for status, cid in problems if status == "removed"]
        if changed:
            lines.append("once the family (and the model, where it applies them) says what the "
                         "%s text says, add to %s: REVIEWED = {%s}" % (
                             self.current, os.path.basename(mod.__file__),
                             ", ".join('"%s": "%s"' % (c, self.current) for c in changed)))
        if removed:
            lines.append("take %s out of the family (and the model): %s no longer has %s" % (
                ", ".join(removed), self.current, "it" if len(removed) == 1 else "them"))
        return lines


def run_family(versions, package, family, cases_root):
    """The cases of one family, or Stopped."""
    mod = importlib.import_module("%s.families.%s" % (package, family))
    index = versions.family_index(mod)
    ctx = Context(versions.doc, index, cases_root, versions.current)
    try:
        produced = mod.generate(ctx)
    except QuoteError as e:
        raise Stopped(["a quote is not in the text the family reads: %s" % e])
    lines = versions.stop_lines(mod, index)
    if lines:
        raise Stopped(lines)
    return produced


def generate(oracle, cases_root, only_doc=None):
    """{doc: {relative path under cases/<doc>/gen: text}}, the per-family counts and the families
    stopped [(doc, family, origin, lines)]."""
    out, counts, stopped = {}, [], []
    schema_path = os.path.join(cases_root, "case.schema.json")
    schema = validate.FALLBACK_SCHEMA
    if os.path.exists(schema_path):
        import json
        with open(schema_path, encoding="utf-8") as f:
            schema = json.load(f)
    with tempfile.TemporaryDirectory() as tmp:
        for package, pkg in doc_packages():
            if only_doc and pkg.DOC != only_doc:
                continue
            index = load_index(oracle, pkg.DOC, tmp)
            versions = Versions(oracle, pkg, index, tmp)
            if versions.vmap:
                print("%s: the generators were written for %s, the current version is %s: their "
                      "clause references are mapped through `oracle diff %s %s %s`"
                      % (pkg.DOC, versions.written, versions.current, pkg.DOC, versions.written,
                         versions.current), file=sys.stderr)
            files = out.setdefault(pkg.DOC, {})
            readings = load_readings(cases_root, pkg.DOC)
            for family in pkg.FAMILIES:
                try:
                    produced = run_family(versions, package, family, cases_root)
                except Stopped as e:
                    folder = family.replace("_", "-")
                    stopped.append((pkg.DOC, folder, "generators/%s/families/%s.py"
                                    % (package, family), e.lines))
                    files.update(kept(cases_root, pkg.DOC, folder))
                    counts.append((pkg.DOC, family, None))
                    continue
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
                                                 {pkg.DOC: index}, {pkg.DOC: readings})
                    if errs:
                        raise SystemExit("%s: %s" % (case["id"], "; ".join(errs)))
                    files[rel] = casefile.render(case)
    return out, counts, stopped


def kept(cases_root, doc, folder):
    """A stopped family's files as they are (relative to cases/<doc>/gen)."""
    gen_dir = os.path.join(cases_root, doc, "gen")
    folder_dir = os.path.join(gen_dir, folder)
    found = existing(folder_dir) if os.path.isdir(folder_dir) else {}
    return {os.path.join(folder, rel): text for rel, text in found.items()}


def report_stopped(stopped):
    for doc, folder, origin, lines in stopped:
        print("stopped: %s family %s (%s): review it" % (doc, folder, origin), file=sys.stderr)
        for line in lines:
            print("  " + line, file=sys.stderr)
        print("  its cases are left as they were (cases/%s/gen/%s/): a pin on a changed clause is "
              "suspect (the oracle reports the clause stale, never passing), one on a removed "
              "clause orphaned (it counts for nothing)" % (doc, folder), file=sys.stderr)
    if stopped:
        print("%d famil%s stopped: review %s, then run the generators again"
              % (len(stopped), "y" if len(stopped) == 1 else "ies",
                 "it" if len(stopped) == 1 else "them"), file=sys.stderr)


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
    ap.add_argument("--rules", help="the rules directory the oracle reads (default: its own)")
    ap.add_argument("--out", default="cases", help="the cases root (default: cases)")
    ap.add_argument("--doc", help="only the families of this document")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; exit 1 if the committed cases differ")
    args = ap.parse_args(argv)
    oracle = [args.oracle] + (["--rules", args.rules] if args.rules else [])
    try:
        produced, counts, stopped = generate(oracle, args.out, args.doc)
    except VersionError as e:
        print("gen_cases: %s" % e, file=sys.stderr)
        return 2
    total = sum(n for _, _, n in counts if n is not None)
    report_stopped(stopped)
    if args.check:
        problems = check(produced, args.out)
        for p in problems:
            print(p)
        print("%d generated cases; %s%s" % (total, "%d files differ" % len(problems)
                                            if problems else "all up to date",
                                            "; %d families stopped" % len(stopped) if stopped else ""))
        return 1 if problems or stopped else 0
    written, removed = write(produced, args.out)
    for doc, family, n in counts:
        print("%-18s %-22s %4s" % (doc, family, "stopped" if n is None else n))
    print("%d generated cases: %d written, %d removed, %d unchanged%s"
          % (total, written, removed, total - written,
             "; %d families stopped, their cases left as they were" % len(stopped) if stopped else ""))
    return 1 if stopped else 0


if __name__ == "__main__":
    sys.exit(main())
