"""tests/tools/case_counts.py CASES DOC STATE=ID,ID... — the case counts a version change should
report, computed from the case files themselves, so that tests/version_test.sh checks the
oracle's figures against an independent count instead of numbers written down once (which every
new case would break).

A case is a JSON file under CASES/DOC/ other than classification.json and readings.json; it is
generated when it lies under gen/, hand-written otherwise; its clauses are the ids of its
"clauses" list (strings or {"id": …} objects). Each STATE argument (orphaned, suspect,
renumbered, in that order of precedence: a case on a removed clause is orphaned whatever else it
declares) names the clauses in that state. Prints shell assignments, for `eval`:

  total=N fresh=N                      every case; those touching none of the clauses
  <state>=N hand_<state>=N gen_<state>=N   the cases of each state (by precedence)
  hand_<id>=N gen_<id>=N               the cases declaring each clause (id with - . ~ as _)
"""
import json
import os
import re
import sys

PRECEDENCE = ("orphaned", "suspect", "renumbered")
NOT_CASES = {"classification.json", "readings.json"}


def cases_of(root):
    """[(origin, set of clause ids)] for every case file under root."""
    out = []
    for here, dirs, files in os.walk(root):
        dirs.sort()
        rel = os.path.relpath(here, root).split(os.sep)
        for name in sorted(files):
            if not name.endswith(".json") or (here == root and name in NOT_CASES):
                continue
            with open(os.path.join(here, name), encoding="utf-8") as f:
                case = json.load(f)
            ids = {c["id"] if isinstance(c, dict) else c for c in case.get("clauses", [])}
            out.append(("gen" if rel[0] == "gen" else "hand", ids))
    return out


def var(cid):
    return re.sub(r"[^A-Za-z0-9]", "_", cid)


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    cases = cases_of(os.path.join(argv[1], argv[2]))
    states = {}
    for arg in argv[3:]:
        state, _, ids = arg.partition("=")
        if state not in PRECEDENCE:
            sys.exit(f"case_counts: {state}: not one of {', '.join(PRECEDENCE)}")
        states[state] = set(filter(None, ids.split(",")))
    counts = {f"{o}_{s}": 0 for s in PRECEDENCE for o in ("hand", "gen")}
    touched = 0
    for origin, ids in cases:
        for state in PRECEDENCE:
            if ids & states.get(state, set()):
                counts[f"{origin}_{state}"] += 1
                touched += 1
                break
    lines = [f"total={len(cases)}", f"fresh={len(cases) - touched}"]
    for s in PRECEDENCE:
        lines.append(f"{s}={counts['hand_' + s] + counts['gen_' + s]}")
        lines += [f"hand_{s}={counts['hand_' + s]}", f"gen_{s}={counts['gen_' + s]}"]
    for cid in sorted(set().union(*states.values()) if states else ()):
        for origin in ("hand", "gen"):
            lines.append(f"{origin}_{var(cid)}={sum(1 for o, ids in cases if o == origin and cid in ids)}")
    print("\n".join(lines))


if __name__ == "__main__":
    main(sys.argv)
