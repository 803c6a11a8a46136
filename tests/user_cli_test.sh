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

echo "user_cli: $passed passed, $failed failed"
[[ $failed == 0 ]]
