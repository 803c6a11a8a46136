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
# Misbehaving adapters over a slice of the suite: every case is still reported, the broken ones
# with their status and incident, the others judged (the fakes answer a fixed observation).
slice=(--filter doc:bushiroad-floor --shard 1/8 --timeout 0.5)
"$build/oracle" run --out "$out" --name slice "${slice[@]}" > /dev/null 2>&1
misbehave() {  # misbehave NAME STATUS EVERY ADAPTER ARGS...
    local name=$1 status=$2 every=$3; shift 3
    "$build/oracle" run --out "$out" --name "$name" "${slice[@]}" --engine "$@" > "$out.$name.txt" 2>&1
    python3 - "$out/$name/results.json" "$status" "$every" "$out/slice/results.json" <<'PY'
import json, sys
r, status, every = json.load(open(sys.argv[1])), sys.argv[2], int(sys.argv[3])
want_ids = [c["id"] for c in json.load(open(sys.argv[4]))["cases"]]
cases = r["cases"]
bad = [c for c in cases if c["status"] == status]
ok = (want_ids and [c["id"] for c in cases] == want_ids and len(bad) == len(cases) // every
      and all(c["incidents"] for c in bad))
print(f"  {sys.argv[1]}: {len(cases)} of {len(want_ids)} cases reported, {len(bad)} {status} (want {len(cases) // every})")
sys.exit(0 if ok else 1)
PY
}
check "a crashing adapter: every 2nd case crash, restarted, none lost" misbehave crash crash 2 tests/adapters/crash.sh 2
check "a hanging adapter: every 3rd case timeout, restarted, none lost" misbehave hang timeout 3 tests/adapters/hang.sh 3
check "an adapter printing garbage: every 2nd case error, none lost" misbehave garbage error 2 tests/adapters/garbage.sh 2
if [[ "$build" != */san && -x tests/html_test.sh ]]; then
    check "the HTML report of the suite renders in Chromium" tests/html_test.sh "$out/inprocess/index.html"
    # A sample with every status, failing cases and their diffs (the suite itself has none).
    "$build/oracle" merge --out "$out" --name sample tests/data/results_sample.json > /dev/null 2>&1
    check "the HTML report of a sample with failures renders in Chromium" tests/html_test.sh "$out/sample/index.html"
fi
echo "suite: $passed passed, $failed failed"
[[ $failed == 0 ]]
