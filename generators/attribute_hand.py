#!/usr/bin/env python3
"""Names the clauses each check of a hand-written case concerns ("$clauses", docs/cases.md),
as the generators name those of their own cases: from the document's model's run of the case
(common/attribution.py), after writing as unordered what the text does not order (the
document's `neutral`: pairing tables, tie groups).

    python3 generators/attribute_hand.py --oracle build/oracle [--cases cases] [--doc DOC]
                                         [--check] [PATH...]

Only cases whose expectation names no clause yet are touched (a person's attribution is never
replaced); each is replayed and judged by the model first: one the model does not meet is
listed and left as it is.  (A hand-written case may declare a clause its run never applies in
the model, a reading the model does not trace: unlike a generated case, that is not asked.)
The file is rewritten in the case layout (common/cases.py).  With PATH... only the hand-written
cases those files or folders name are looked at (a PATH that names none of cases/<doc>/hand/ is
an error, exit 2).  With --check nothing is written: exit 1 lists the hand-written cases whose checks
name no clause.
"""

import argparse
import importlib
import json
import os
import sys
import tempfile

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import cases as casefile  # noqa: E402
from common.attribution import attribute  # noqa: E402
from common.family import Context  # noqa: E402
from gen_cases import doc_packages, load_index  # noqa: E402


def names_clauses(value):
    if isinstance(value, dict):
        return "$clauses" in value or any(names_clauses(v) for v in value.values())
    if isinstance(value, list):
        return any(names_clauses(v) for v in value)
    return False


def hand_files(root, doc):
    for d, _, files in sorted(os.walk(os.path.join(root, doc, "hand"))):
        for name in sorted(files):
            if name.endswith(".json"):
                yield os.path.join(d, name)


def selects(wanted, path):
    """Whether the PATH argument `wanted` (a file or a folder, real paths both) names `path`."""
    return path == wanted or path.startswith(wanted.rstrip(os.sep) + os.sep)


def attribute_case(family, case):
    """The case with its checks attributed, or an error message."""
    declared = [p["id"] for p in case["clauses"]]
    try:
        run = family.check(case, declared, applied=False)
        if run is not None and family.neutral(case, run):
            run = family.check(case, declared, applied=False)
    except Exception as e:  # noqa: BLE001 - the model's own message, reported
        return None, "%s: %s" % (type(e).__name__, e)
    if run is None:
        return case, None   # an input expected refused: the place is the check
    attribute(case, run, [p["id"] for p in case["clauses"]], family)
    return case, None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--oracle", required=True)
    ap.add_argument("--cases", default=os.path.join(os.path.dirname(HERE), "cases"))
    ap.add_argument("--doc")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("paths", nargs="*", metavar="PATH")
    args = ap.parse_args(argv)
    wanted = [os.path.realpath(p) for p in args.paths]
    every = [os.path.realpath(p) for package, pkg in doc_packages()
             for p in hand_files(args.cases, pkg.DOC)]
    for p in wanted:
        if not any(selects(p, h) for h in every):
            ap.error("%s holds no hand-written case of %s/<doc>/hand/" % (p, args.cases))
    unnamed, failed, written = [], [], 0
    with tempfile.TemporaryDirectory() as tmp:
        for package, pkg in doc_packages():
            if args.doc and pkg.DOC != args.doc:
                continue
            fam_mod = importlib.import_module("%s.families" % package)
            ctx = Context(pkg.DOC, load_index(args.oracle, pkg.DOC, tmp), args.cases)
            family = fam_mod.Family(ctx, "%s.families.hand" % package)
            for path in hand_files(args.cases, pkg.DOC):
                if wanted and not any(selects(p, os.path.realpath(path)) for p in wanted):
                    continue
                with open(path, encoding="utf-8") as f:
                    case = json.load(f)
                if names_clauses(case["expect"]):
                    continue
                if args.check:
                    unnamed.append(path)
                    continue
                done, error = attribute_case(family, case)
                if error:
                    failed.append("%s: %s" % (path, error))
                    continue
                text = casefile.render(done)   # before the file is opened: an error loses nothing
                with open(path, "w", encoding="utf-8", newline="\n") as f:
                    f.write(text)
                written += 1
    for line in failed:
        print("not attributed: " + line)
    for path in unnamed:
        print("names no clause: " + path)
    if not args.check:
        print("%d hand-written cases attributed, %d left as they were" % (written, len(failed)))
    return 1 if unnamed or failed else 0


if __name__ == "__main__":
    sys.exit(main())
