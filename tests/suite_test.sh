#!/usr/bin/env bash
# tests/suite_test.sh BUILD — the whole suite against the reference engine twice, in-process and
# through BUILD/engine-adapter over the protocol: every case must pass in both, the two runs must
# give identical verdicts (status, message, diff, trace) and every declared clause must be applied
# by its run; then the HTML report of the first run is checked in headless Chromium (skipped in
# the sanitizer build, whose oracle is the same code). Prints "suite: N passed, M failed".
set -u
build=${1:?usage: tests/suite_test.sh BUILD_DIR}
out="$build/reports"
rm -rf "$out"
passed=0 failed=0
check() {  # check NAME COMMAND...
    local name=$1; shift
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $name"; fi
}
"$build/oracle" run --out "$out" --name inprocess > "$out.inprocess.txt" 2>&1
rc_in=$?
"$build/oracle" run --out "$out" --name adapter --engine "$build/engine-adapter" > "$out.adapter.txt" 2>&1
rc_ad=$?
check "in-process run exits 0 (see $out.inprocess.txt)" test "$rc_in" = 0
check "adapter run exits 0 (see $out.adapter.txt)" test "$rc_ad" = 0
check "in-process and adapter verdicts are identical" python3 - "$out/inprocess/results.json" "$out/adapter/results.json" <<'PY'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
keys = ("status", "message", "diff", "trace", "unapplied", "clauses")
va = {c["id"]: [c[k] for k in keys] for c in a["cases"]}
vb = {c["id"]: [c[k] for k in keys] for c in b["cases"]}
bad = [i for i in sorted(set(va) | set(vb)) if va.get(i) != vb.get(i)]
for i in bad[:10]:
    print("  differs:", i, va.get(i), vb.get(i))
print(f"  {len(va)} cases in-process, {len(vb)} through the adapter, {len(bad)} differ")
sys.exit(1 if bad or not va else 0)
PY
check "every declared clause is applied by its run" python3 - "$out/inprocess/results.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
bad = [(c["id"], c["unapplied"]) for c in r["cases"] if c["unapplied"]]
for i, u in bad[:10]:
    print("  unapplied:", i, u)
sys.exit(1 if bad else 0)
PY
if [[ "$build" != */san && -x tests/html_test.sh ]]; then
    check "the HTML report renders in Chromium" tests/html_test.sh "$out/inprocess/index.html"
fi
echo "suite: $passed passed, $failed failed"
[[ $failed == 0 ]]
