#!/usr/bin/env bash
# tests/user_cli_test.sh — the contract of the commands a user reaches for after a run: filters
# with globs and exclusions, --write-expectations, `oracle cases`, `oracle run --dump`,
# `oracle smoke` and `oracle matrix`. Each expectation is computed here from the case files
# and the results, never copied from the oracle's output.
# Usage: ORACLE=build/oracle tests/user_cli_test.sh   (run from the repository root)
set -u
. "$(dirname "$0")/cli_lib.sh"
runs=$tmp/runs

# ids RESULTS: the case ids of a results.json, sorted, one per line
ids() { python3 -c 'import json,sys; print("\n".join(sorted(c["id"] for c in json.load(open(sys.argv[1]))["cases"])))' "$1"; }

# ---- filters: globs and exclusions -----------------------------------------------------------
expect_exit 0 "run --filter with a glob" -- "$ORACLE" run --out "$runs" --name glob \
    --filter 'id:fusion-world/gen/battle/*'
( cd cases && find fusion-world/gen/battle -name '*.json' | sed 's/\.json$//' | sort ) > "$tmp/want"
ids "$runs/glob/results.json" > "$tmp/got"
if [[ -s $tmp/want ]] && cmp -s "$tmp/want" "$tmp/got"; then ok; else bad "glob id:fusion-world/gen/battle/*: $(wc -l < "$tmp/got") cases, expected $(wc -l < "$tmp/want")"; fi
expect_exit 0 "run with --exclude" -- "$ORACLE" run --out "$runs" --name excl \
    --filter doc:nivel-arena --exclude 'id:nivel-arena/gen/*' --exclude 'tag:reading:*'
python3 - "$runs/excl/results.json" cases <<'PY' && ok || bad "--exclude id glob and tag glob: the cases left are the hand cases without a reading tag"
import fnmatch, json, os, sys
got = sorted(c["id"] for c in json.load(open(sys.argv[1]))["cases"])
want = []
for dp, _, fs in os.walk(os.path.join(sys.argv[2], "nivel-arena")):
    for f in fs:
        if not f.endswith(".json") or f in ("classification.json", "readings.json"):
            continue
        cid = os.path.relpath(os.path.join(dp, f), sys.argv[2])[:-5]
        if cid.count("/") < 2 or fnmatch.fnmatch(cid, "nivel-arena/gen/*"):
            continue
        tags = json.load(open(os.path.join(dp, f))).get("tags", [])
        if not any(t.startswith("reading:") for t in tags):
            want.append(cid)
assert got == sorted(want) and got, (len(got), len(want))
PY
python3 -c 'import json,sys; f=json.load(open(sys.argv[1]))["run"]["filter"]; assert "not tag:reading:*" in f, f' "$runs/excl/results.json" && ok || bad "results.json records the exclusion"
expect_exit 2 "--exclude without a kind" -- "$ORACLE" run --exclude whatever
expect_in "$tmp/err" '--exclude takes doc:, clause:, tag: or id:' "--exclude without a kind"
expect_exit 0 "a glob of documents" -- "$ORACLE" run --no-report --filter 'doc:nivel-*' --filter 'clause:1.1.*'

# ---- --write-expectations: the failures of a run as a known-failures file ------------------
expect_exit 1 "a failing run writes its expectations" -- "$ORACLE" run --out "$runs" --name dmg \
    --write-expectations "$tmp/known.json" --filter doc:fusion-world --filter 'id:*/gen/auto-triggers/*' \
    --engine tests/adapters/damage_as_one.py
python3 - "$tmp/known.json" "$runs/dmg/results.json" <<'PY' && ok || bad "--write-expectations: each failing case once, its first divergence as the reason"
import json, sys
k, r = (json.load(open(p)) for p in sys.argv[1:3])
fails = [c for c in r["cases"] if c["status"] in ("fail", "error", "timeout", "crash", "xfail")]
assert k["format"] == 1 and fails
assert [e["case"] for e in k["known_failures"]] == [c["id"] for c in fails]
for e, c in zip(k["known_failures"], fails):
    first = next(d for d in c["divergences"] if d.get("first"))
    assert e["reason"].startswith(first["check"] + " " + first["path"] + ": "), e
PY
expect_exit 0 "the written file, given back, makes the failures known" -- "$ORACLE" run --no-report \
    --expectations "$tmp/known.json" --filter doc:fusion-world --filter 'id:*/gen/auto-triggers/*' \
    --engine tests/adapters/damage_as_one.py
expect_in "$tmp/out" "fail 0 " "with the written expectations no case fails"
expect_in "$tmp/out" "xfail $(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["known_failures"]))' "$tmp/known.json") " "every listed case is xfail"
expect_exit 2 "--write-expectations into a directory that does not exist" -- "$ORACLE" run --no-report \
    --filter 'id:nivel-arena/hand/*' --write-expectations "$tmp/none/known.json"
expect_in "$tmp/err" "$tmp/none/known.json" "the unwritable file is named"

# ---- oracle cases DOC ID, and the same under oracle show ---------------------------------------
# the clause: the first failing clause of the run above, found in its results
cl=$(python3 -c 'import json,sys; print(next(c["id"] for c in json.load(open(sys.argv[1]))["clauses"] if c["status"]=="failing"))' "$runs/dmg/results.json")
expect_exit 0 "cases of a failing clause" -- "$ORACLE" cases fusion-world $cl --run "$runs/dmg" --json
python3 - "$tmp/out" "$runs/dmg/results.json" cases "$cl" <<'PY' && ok || bad "cases --json: every case pinning $cl in the run, with its status, verdict, pins and title"
import json, os, sys
o, r = (json.load(open(p)) for p in sys.argv[1:3])
ran = {c["id"]: c for c in r["cases"]}
# the cases that pin $cl, read from the case files themselves
want = []
for cid in ran:
    case = json.load(open(os.path.join(sys.argv[3], cid + ".json")))
    if any(p["id"] == sys.argv[4] for p in case["clauses"]):
        want.append(cid)
assert sorted(e["id"] for e in o["cases"]) == sorted(want) and want
for e in o["cases"]:
    k = ran[e["id"]]
    assert e["status"] == k["status"] and e["title"] == k["title"] and e["pins"] == k["pins"]
    fails = k["status"] == "fail" and sys.argv[4] in k["failed_clauses"]
    assert (e["verdict"] == "failed") == fails, e
assert o["status"] == "failing" and any(e["verdict"] == "failed" for e in o["cases"])
PY
expect_exit 0 "cases in text" -- "$ORACLE" cases fusion-world $cl --run "$runs/dmg"
expect_in "$tmp/out" "fusion-world $cl is failing in run dmg" "cases names the clause, its status and the run"
first_failed=$(python3 -c 'import json,sys; print(next(e["id"] for e in json.load(open(sys.argv[1]))["cases"] if e["verdict"]=="failed"))' <("$ORACLE" cases fusion-world $cl --run "$runs/dmg" --json))
grep -E "^  fail +failed .*$first_failed" "$tmp/out" > /dev/null && ok || bad "cases: a failing case is marked failed ($first_failed)"
expect_exit 2 "cases of a clause the run lacks" -- "$ORACLE" cases fusion-world 99-99 --run "$runs/dmg"
expect_in "$tmp/err" 'has no clause fusion-world 99-99' "cases: unknown clause"
expect_exit 2 "cases of a run that does not exist" -- "$ORACLE" cases fusion-world $cl --run "$tmp/no-run"
expect_exit 2 "cases without a clause" -- "$ORACLE" cases fusion-world
expect_exit 0 "cases --help" -- "$ORACLE" cases --help
expect_in "$tmp/out" "usage: oracle cases DOC ID" "cases --help"
mkdir -p "$tmp/repo/reports"
cp -r rules "$tmp/repo/rules"
expect_exit 0 "show without a run" -- "$ORACLE" --rules "$tmp/repo/rules" show fusion-world $cl
expect_in "$tmp/out" "no run yet" "show says there is no run yet"
cp -r "$runs/dmg" "$tmp/repo/reports/dmg" && ln -s dmg "$tmp/repo/reports/latest"
expect_exit 0 "show with a run" -- "$ORACLE" --rules "$tmp/repo/rules" show fusion-world $cl
expect_in "$tmp/out" "fusion-world $cl is failing in run dmg (reports/latest)" "show lists the clause's cases of the latest run"
expect_in "$tmp/out" "$first_failed" "show lists a failing case"

echo "user_cli: $passed passed, $failed failed"
[[ $failed == 0 ]]
