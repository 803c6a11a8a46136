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
# Shards: two halves merged give the verdicts of the whole run.
"$build/oracle" run --out "$out" --name half1 --shard 1/2 > /dev/null 2>&1
"$build/oracle" run --out "$out" --name half2 --shard 2/2 > /dev/null 2>&1
"$build/oracle" merge --out "$out" --name merged "$out/half1" "$out/half2" > /dev/null 2>&1
check "shards 1/2 and 2/2 merged equal the whole run" python3 - "$out/merged/results.json" "$out/inprocess/results.json" "$out/half1/results.json" <<'PY'
import json, sys
m, w, h = (json.load(open(p)) for p in sys.argv[1:4])
strip = lambda r: [(c["id"], c["status"]) for c in r["cases"]]
cls = lambda r: [(c["doc"], c["id"], c["status"], c["cases"]) for c in r["clauses"]]
ok = strip(m) == strip(w) and cls(m) == cls(w) and 0 < len(h["cases"]) < len(w["cases"])
print(f"  merged {len(m['cases'])} cases from a half of {len(h['cases'])}")
sys.exit(0 if ok else 1)
PY

# Filters: a tag, a clause prefix, a case id prefix.
check "--filter tag:swiss runs exactly the cases tagged swiss" python3 - "$build/oracle" "$out" <<'PY'
import json, subprocess, sys
oracle, out = sys.argv[1:3]
subprocess.run([oracle, "run", "--out", out, "--name", "swiss", "--filter", "tag:swiss",
                "--filter", "clause:FR.3.2.1"], capture_output=True)
got = [c["id"] for c in json.load(open(out + "/swiss/results.json"))["cases"]]
allc = json.load(open(out + "/inprocess/results.json"))["cases"]
want = [c["id"] for c in allc if "swiss" in c["tags"] and any(k.startswith("FR.3.2.1") for k in c["clauses"])]
print(f"  {len(got)} cases selected, {len(want)} expected")
sys.exit(0 if got == want and got else 1)
PY

# Known failures: a listed case that passes is xpass (exit 1); a stale entry is an input error.
kf="$out/known.json"
first=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["cases"][0]["id"])' "$out/inprocess/results.json")
printf '{"format": 1, "known_failures": [{"case": "%s", "reason": "listed to test xpass"}]}\n' "$first" > "$kf"
"$build/oracle" run --out "$out" --name known --expectations "$kf" --filter "id:$first" > /dev/null 2>&1
rc=$?
check "a listed case that passes is reported xpass, exit 1" python3 -c '
import json, sys
c = json.load(open(sys.argv[1]))["cases"]
sys.exit(0 if sys.argv[2] == "1" and [x["status"] for x in c] == ["xpass"] and c[0]["known_failure"] else 1)' "$out/known/results.json" "$rc"
printf '{"format": 1,\n "known_failures": [{"case": "no/such/case", "reason": "x"}]}\n' > "$kf"
msg=$("$build/oracle" run --out "$out" --name stale --expectations "$kf" 2>&1 >/dev/null); rc=$?
check "a stale known failure is an error with file:line:col (exit 2)" \
    test "$rc" = 2 -a -n "$(grep -F "$kf:2:30: error: \$.known_failures[0].case: no case \"no/such/case\"" <<<"$msg")"

# Compare: the same verdicts compare clean; the xpass run shows the case newly failing.
"$build/oracle" compare "$out/inprocess" "$out/adapter" > "$out.compare.txt" 2>&1
check "compare of identical verdicts: nothing newly fails (exit 0)" grep -q '^compare: 0 newly failing, 0 newly passing, 0 changed, 0 added, 0 removed$' "$out.compare.txt"
# Per-clause attribution: the reference engine with every damage amount of 2 or more reported
# as 1 (tests/adapters/damage_as_one.py) fails the cases that expect such an amount, and only the
# clauses whose checks concern damage amounts; rule zero (0-2-4), declared by them too, is not
# failing (held, or passing by cases of its own); compare lists the clauses it newly fails.
"$build/oracle" run --out "$out" --name damage --filter doc:fusion-world \
    --engine tests/adapters/damage_as_one.py "$build/engine-adapter" > "$out.damage.txt" 2>&1
check "a one-point bug fails only the clauses of damage amounts" python3 - "$out/damage/results.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
failing = sorted(c["id"] for c in r["clauses"] if c["status"] == "failing")
held = sorted(c["id"] for c in r["clauses"] if c["status"] == "held")
cases = sum(1 for c in r["cases"] if c["status"] == "fail")
print(f"  {cases} cases fail; failing {failing}; held {held}")
zero = next(c["status"] for c in r["clauses"] if c["id"] == "0-2-4")
sys.exit(0 if cases == 42 and set(held) <= {"0-2-4"} and zero in ("held", "passing") and
         failing == sorted(["15-6-1", "15-6-2", "15-6-2-1", "15-6-2-2", "5-8-1", "5-8-3"]) else 1)
PY
"$build/oracle" compare "$out/inprocess" "$out/damage" > "$out.compare3.txt" 2>&1
check "compare lists the clauses a run newly fails" grep -q '^clauses: 6 newly failing' "$out.compare3.txt"
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
# The report links a clause to the reference engine's code (its RULE() marks) for a run of the
# reference engine only, in-process or through build/engine-adapter; never for another
# implementation (the fake adapters name themselves otherwise).
check "clauses link to the reference engine's marks for its runs only" python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
def marked(run):
    return sum(1 for c in json.load(open(f"{out}/{run}/results.json"))["clauses"] if c["code"])
n = {run: marked(run) for run in ("inprocess", "adapter", "crash")}
print(f"  clauses with code locations: {n}")
sys.exit(0 if n["inprocess"] > 500 and n["adapter"] == n["inprocess"] and n["crash"] == 0 else 1)
PY
"$build/oracle" compare "$out/slice" "$out/crash" > "$out.compare2.txt" 2>&1
rc=$?
check "compare shows the crashed cases as newly failing (exit 1)" test "$rc" = 1 -a -n "$(grep -E '^newly failing .* \(pass -> crash\)$' "$out.compare2.txt")"

# A new version of the document: the cases whose pinned clauses it rewords, deletes or
# renumbers are reported so beside their verdicts. The expected state of every case is computed
# here from the case files (which clauses each pins), not from the oracle's output.
pins_after() {  # pins_after EDIT NAME
    python3 tests/tools/edit_rules.py rules "$build/rules-$2" "$1" > /dev/null
    "$build/oracle" --rules "$build/rules-$2" run --cases cases --out "$out" --name "$2" \
        --filter doc:bushiroad-floor > "$out.$2.txt" 2>&1
    python3 - "$out/$2/results.json" "$1" <<'PY'
import json, sys
r, edit = json.load(open(sys.argv[1])), sys.argv[2]
def want(case):
    pinned = set(json.load(open(case["file"]))["clauses"][i]["id"] for i in range(len(case["clauses"])))
    if edit == "reword-delete":
        return "orphaned" if "FR.3.2.1~p4" in pinned else "suspect" if "FR.3.2.1~p2" in pinned else "fresh"
    return "renumbered" if pinned & {"FR.3.2.1~p%d" % k for k in range(1, 5)} else "fresh"
bad = [(c["id"], c["pins"], want(c)) for c in r["cases"] if c["pins"] != want(c)]
states = sorted(set(c["pins"] for c in r["cases"]))
counts = {s: sum(c["pins"] == s for c in r["cases"]) for s in states}
moved = [p for c in r["cases"] for p in c["stale_pins"] if p["state"] == "renumbered"]
ok_moves = all(p["now"] == "FR.3.2.1~p%d" % (int(p["id"][-1]) + 1) for p in moved)
for b in bad[:5]:
    print("  wrong pin state:", *b)
print(f"  {edit}: {counts}, every pass still judged: {all(c['status'] == 'pass' for c in r['cases'])}")
sys.exit(0 if not bad and len(states) > 1 and ok_moves and all(c["status"] == "pass" for c in r["cases"]) else 1)
PY
}
check "a reworded and a deleted clause make their cases suspect and orphaned" pins_after reword-delete edited
check "an inserted clause makes its renumbered siblings' cases renumbered" pins_after insert inserted
check "summary.md shows the pins per document" python3 - "$out/edited" <<'PY'
import json, re, sys
cases = json.load(open(sys.argv[1] + "/results.json"))["cases"]
n = {s: sum(c["pins"] == s for c in cases) for s in ("fresh", "renumbered", "suspect", "orphaned")}
row = "| bushiroad-floor | %d | %d | %d | %d | %d |" % (len(cases), *n.values())
text = re.sub(r" +", " ", open(sys.argv[1] + "/summary.md").read())
sys.exit(0 if row in text else 1)
PY

# oracle diff --cases: the cases followed through the alignment of the two versions. A deleted
# middle clause whose id its next sibling takes: its cases are orphaned (by hash alone they would
# look suspect), the sibling's cases renumbered.
middle=$(python3 tests/tools/edit_rules.py rules "$build/rules-middle" delete-middle)
"$build/oracle" diff bushiroad-floor 1.2.6 "$middle" --cases --json \
    > "$out.diffcases.json" 2> "$out.diffcases.err"
rc=$?
check "oracle diff --cases follows every case through the diff (exit 1: normative change)" python3 - "$out.diffcases.json" "$rc" <<'PY'
import json, sys
d, rc = json.load(open(sys.argv[1])), sys.argv[2]
def want(c):
    ids = set(p["id"] for p in json.load(open(c["file"]))["clauses"])
    return "orphaned" if "FR.3.2.1~p3" in ids else "renumbered" if "FR.3.2.1~p4" in ids else "fresh"
bad = [(c["id"], c["pins"], want(c)) for c in d["cases"] if c["pins"] != want(c)]
moved = [p for c in d["cases"] for p in c["stale_pins"] if p["state"] == "renumbered"]
counts = {s: sum(c["pins"] == s for c in d["cases"]) for s in ("fresh", "renumbered", "orphaned")}
for b in bad[:5]:
    print("  wrong:", *b)
print(f"  delete-middle through the diff: {counts}")
ok = (rc == "1" and not bad and counts["orphaned"] and counts["renumbered"]
      and all(p["now"] == "FR.3.2.1~p3" and p["by"] == "diff" for p in moved))
sys.exit(0 if ok else 1)
PY

# oracle repin on a copy of the cases: renumbered pins of hand cases rewritten in place (only
# the id strings change; readings.json and classification.json follow to the new version),
# generated cases listed, --dry-run writes nothing; then the hand cases
# are fresh against the new version. With --accept-suspect a reviewed suspect pin takes the new
# hash, an orphaned one is left for review.
repin_check() {  # repin_check RULES_NAME OPTIONS...
    local rules=$build/rules-$1; shift
    rm -rf "$build/cases-repin" && cp -r cases "$build/cases-repin"
    "$build/oracle" --rules "$rules" repin bushiroad-floor --cases "$build/cases-repin" --dry-run "$@" > /dev/null
    diff -rq cases "$build/cases-repin" > /dev/null || { echo "  --dry-run wrote files"; return 1; }
    "$build/oracle" --rules "$rules" repin bushiroad-floor --cases "$build/cases-repin" "$@" > "$out.repin.txt"
    local rc=$?
    "$build/oracle" --rules "$rules" run --cases "$build/cases-repin" --out "$out" --name repinned \
        --filter id:bushiroad-floor/hand > /dev/null 2>&1
    python3 - cases "$build/cases-repin" "$out/repinned/results.json" "$rc" "$*" <<'PY'
import json, os, re, sys
old_dir, new_dir, results, rc, opts = sys.argv[1:6]
changed = []
for root, _, files in os.walk(old_dir):
    for f in files:
        a = os.path.join(root, f)
        b = os.path.join(new_dir, os.path.relpath(a, old_dir))
        ta, tb = open(a, encoding="utf-8").read(), open(b, encoding="utf-8").read()
        if ta != tb:
            changed.append(a)
            # nothing but quoted clause ids, hashes and the version label may differ, in the
            # hand cases and the files that follow the document's versions
            strip = lambda t: re.sub(r'"(FR\.[^"]*|[0-9a-f]{12}|1\.2\.6[-a-z]*)"', '""', t)
            followed = os.path.basename(a) in ("readings.json", "classification.json")
            if followed:   # there a removed clause leaves its list (--accept-suspect)
                strip = lambda t, s=strip: re.sub(r'"", ', '', s(t))
            if strip(ta) != strip(tb) or ("/hand/" not in a and not followed):
                print("  changed beyond the pins:", a); sys.exit(1)
cases = json.load(open(results))["cases"]
pins = {c["id"]: c["pins"] for c in cases}
want = "orphaned" if "--accept-suspect" in opts else "fresh"
left = [i for i, p in pins.items() if p not in ("fresh", want)]
# A case whose expected rejection now names the clause's new id fails against the reference
# engine, which cites the ids of the version it was written for: exactly those, and for that.
def rules(path):
    return [r.get("rule") for r in json.load(open(path, encoding="utf-8"))["expect"].get("rejections", [])]
stale = {c["id"] for c in cases if rules(c["file"]) != rules(os.path.join(old_dir, os.path.relpath(c["file"], new_dir)))}
wrong = [c["id"] for c in cases if (c["status"] == "pass") == (c["id"] in stale)
         or (c["id"] in stale and "the rejection differs" not in (c.get("message") or ""))]
for i in wrong:
    print("  unexpected verdict:", i)
print(f"  repin {opts or '(renumbered)'}: {len(changed)} files rewritten, exit {rc}, hand cases now "
      + str({p: list(pins.values()).count(p) for p in sorted(set(pins.values()))})
      + f", {len(stale)} citing a renamed rule (failing against the engine's ids)")
sys.exit(0 if changed and rc == "1" and not left and not wrong else 1)
PY
}
check "oracle repin rewrites renumbered pins of hand cases, nothing else" repin_check inserted
check "oracle repin --accept-suspect takes reviewed suspect pins, leaves orphaned ones" repin_check edited --accept-suspect

if [[ "$build" != */san && -x tests/html_test.sh ]]; then
    check "the HTML report of the suite renders in Chromium" tests/html_test.sh "$out/inprocess/index.html"
    # A sample with every status, failing cases and their diffs (the suite itself has none).
    "$build/oracle" merge --out "$out" --name sample tests/data/results_sample.json > /dev/null 2>&1
    check "the HTML report of a sample with failures renders in Chromium" tests/html_test.sh "$out/sample/index.html"
    # failing cases in full (their detail): the damage-as-one run above
    check "the HTML report of a run with failing cases shows each in full" tests/html_test.sh "$out/damage/index.html"
fi
echo "suite: $passed passed, $failed failed"
[[ $failed == 0 ]]
