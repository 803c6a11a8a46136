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

# ---- oracle run --dump CASE-ID ----------------------------------------------------------------
dump_id=$(python3 -c 'import json,sys; print(next(c["id"] for c in json.load(open(sys.argv[1]))["cases"] if c["status"]=="fail"))' "$runs/dmg/results.json")
expect_exit 1 "run --dump of a case the adapter fails" -- "$ORACLE" run --dump "$dump_id" --engine tests/adapters/damage_as_one.py
python3 - "$tmp/out" "cases/$dump_id.json" "$runs/dmg/results.json" "$dump_id" <<'PY' && ok || bad "run --dump: the request line as sent, the observation, the trace and the verdict"
import json, sys
out, case_path, results, cid = sys.argv[1:5]
lines = open(out, encoding="utf-8").read().split("\n")
case = json.load(open(case_path, encoding="utf-8"))
req = json.loads(lines[lines.index(next(l for l in lines if l.startswith("== request"))) + 1])
assert req["cmd"] == "run" and req["seq"] == 1
assert req["case"] == {k: case[k] for k in ("id", "doc", "tags", "setup", "script")}, "the request is the case"
assert "expect" not in json.dumps(req), "the expectation is never sent"
at = next(i for i, l in enumerate(lines) if l.startswith("== response"))
end = next(i for i, l in enumerate(lines) if l.startswith("== trace"))
obs = json.loads("\n".join(lines[at + 1:end]))
assert {"state", "events", "rejections", "legal", "consumed"} <= set(obs)
assert lines[end + 1].split() == obs["trace"]
entry = next(c for c in json.load(open(results))["cases"] if c["id"] == cid)
assert any(l == "== verdict: " + entry["message"] for l in lines), "the verdict is the run's message"
PY
expect_exit 0 "run --dump of a passing case, in-process" -- "$ORACLE" run --dump "$dump_id"
expect_in "$tmp/out" "== verdict: pass" "run --dump in-process: the reference engine passes it"
expect_exit 2 "run --dump of a case that does not exist" -- "$ORACLE" run --dump fusion-world/hand/no-such-case
expect_in "$tmp/err" "cases/fusion-world/hand/no-such-case.json" "run --dump names the missing file"
expect_exit 2 "run --dump without a document" -- "$ORACLE" run --dump sc01
expect_exit 2 "run --dump with a report option" -- "$ORACLE" run --dump "$dump_id" --shard 1/2

# ---- oracle smoke --engine CMD ----------------------------------------------------------------
expect_exit 0 "smoke of the reference engine's adapter" -- "$ORACLE" smoke --engine "$(dirname "$ORACLE")/engine-adapter"
python3 - "$tmp/out" cases <<'PY' && ok || bad "smoke: one case per claimed document, the smallest that does not expect a refusal"
import json, os, re, sys
out = open(sys.argv[1], encoding="utf-8").read()
sent = dict(re.findall(r"^([a-z-]+): sending (\S+)$", out, re.M))
games = set(re.findall(r'^GAME\("([a-z-]+)"', open("games.def", encoding="utf-8").read(), re.M))
assert set(sent) == games, (sent, games)
for doc, cid in sent.items():
    sizes = []
    for dp, _, fs in os.walk(os.path.join(sys.argv[2], doc)):
        for f in fs:
            p = os.path.join(dp, f)
            rel = os.path.relpath(p, sys.argv[2])[:-5]
            if f.endswith(".json") and rel.count("/") >= 2 and "invalid" not in json.load(open(p))["expect"]:
                sizes.append((os.path.getsize(p), rel))
    assert cid == min(sizes)[1], (doc, cid, min(sizes))
assert f"smoke: {len(games)} documents claimed, 0 problems" in out
PY
expect_exit 0 "smoke of the Python skeleton" -- "$ORACLE" smoke --engine python3 adapters/skeleton/adapter.py
expect_in "$tmp/out" 'declined the case ("skipped"): not implemented yet' "smoke: the skeleton declines, protocol fine"
expect_exit 1 "smoke of an adapter that answers garbage" -- "$ORACLE" smoke --engine tests/adapters/garbage.sh
expect_in "$tmp/out" "PROBLEM: its answer is not a valid response: the response is not valid JSON" "smoke says the answer is not JSON"
expect_exit 1 "smoke of an adapter of another protocol" -- "$ORACLE" smoke --engine tests/adapters/badproto.sh
expect_in "$tmp/out" "PROBLEM: the start handshake failed" "smoke says the handshake failed"
expect_in "$tmp/err" "speaks protocol 2, not 1" "smoke names the protocol it speaks"
expect_exit 1 "smoke of an adapter that hangs" -- "$ORACLE" smoke --timeout 0.5 --engine tests/adapters/hang.sh
expect_in "$tmp/out" "PROBLEM: no answer within 0.5 s" "smoke says no answer came"
expect_exit 1 "smoke of an adapter claiming nothing" -- "$ORACLE" smoke --engine python3 adapters/skeleton/adapter.py --doc no-such-doc
expect_in "$tmp/out" "claims none of the documents" "smoke: no document claimed"
expect_exit 2 "smoke without an engine" -- "$ORACLE" smoke
expect_exit 0 "smoke --help" -- "$ORACLE" smoke --help
expect_in "$tmp/out" "usage: oracle smoke" "smoke --help"

# ---- oracle matrix RUN... -----------------------------------------------------------------------
"$ORACLE" run --out "$runs" --name ref --filter doc:fusion-world --filter 'id:*/gen/auto-triggers/*' > /dev/null 2>&1
expect_exit 0 "matrix of two implementations" -- "$ORACLE" matrix "$runs/ref" "$runs/dmg" --out "$tmp/matrix"
python3 - "$tmp/matrix" "$runs/ref/results.json" "$runs/dmg/results.json" <<'PY' && ok || bad "matrix: the figures per document, the clauses not passing in every run linked to each run's clause, a badge per implementation and document"
import json, os, re, sys, urllib.parse
out, *paths = sys.argv[1:]
runs = [json.load(open(p)) for p in paths]
md = open(os.path.join(out, "matrix.md"), encoding="utf-8").read()
html = open(os.path.join(out, "index.html"), encoding="utf-8").read()
row = next(l for l in md.splitlines() if l.startswith("| fusion-world |"))
cells = [c.strip() for c in row.split("|")[2:-1]]
statuses = []
for r, cell in zip(runs, cells):
    ck = [c for c in r["clauses"] if c["doc"] == "fusion-world" and c["class"] in ("executable", "invariant")]
    p = sum(c["status"] == "passing" for c in ck)
    f = sum(c["status"] == "failing" for c in ck)
    st = sum(c["status"] == "stale" for c in ck)
    assert cell == "%.1f%% passing (%d/%d) · failing %d · stale %d" % (100 * p / len(ck), p, len(ck), f, st), cell
    statuses.append({c["id"]: c["status"] for c in r["clauses"] if c["doc"] == "fusion-world"})
    assert 'data-checkable="%d" data-passing="%d" data-failing="%d" data-stale="%d"' % (len(ck), p, f, st) in html
verdict = ("passing", "failing", "held", "stale", "skipped")
want = [i for i in statuses[0] if any(s.get(i) in verdict for s in statuses) and not all(s.get(i) == "passing" for s in statuses)]
got = re.findall(r"^\| fusion-world \| `([^`]+)` \|(.*)$", md, re.M)
assert [g[0] for g in got] == want and want, (got[:3], want[:3])
for cid, rest in got:
    links = re.findall(r"\[([a-z-]+)\]\(([^)]+)\)", rest)
    assert [l[0] for l in links] == [s[cid] for s in statuses]
    for (_, href), p in zip(links, paths):
        target, frag = href.split("#")
        assert os.path.samefile(os.path.join(out, target), os.path.join(os.path.dirname(p), "index.html"))
        assert dict(urllib.parse.parse_qsl(frag)) == {"doc": "fusion-world", "clause": cid}
badges = sorted(os.listdir(os.path.join(out, "badges")))
assert len(badges) == 2 and all(b.endswith("--fusion-world.svg") for b in badges), badges
dmg = open(os.path.join(out, "badges", next(b for b in badges if "damage" in b)), encoding="utf-8").read()
assert re.search(r"\d+\.\d%% passing, %d failing" % sum(c["status"] == "failing" and c["doc"] == "fusion-world" and c["class"] in ("executable", "invariant") for c in runs[1]["clauses"]), dmg)
PY
expect_exit 2 "matrix of a run that does not exist" -- "$ORACLE" matrix "$tmp/no-run" --out "$tmp/matrix2"
expect_exit 2 "matrix without runs" -- "$ORACLE" matrix
expect_exit 0 "matrix --help" -- "$ORACLE" matrix --help
expect_in "$tmp/out" "usage: oracle matrix RUN..." "matrix --help"

# ---- a generated page's figures come from its run -----------------------------------------------
printf '{"format":1,"run":{"engine":{"name":"x","version":"1"}},"documents":[{"doc":"d","version":"1"}],"cases":[%s],"clauses":[]}' \
    '{"id":"d/a","doc":"d","status":"skipped","message":"step 2: time: no clock"},{"id":"d/b","doc":"d","status":"skipped","message":"penalty: none"},{"id":"d/c","doc":"d","status":"pass","message":null}' > "$tmp/r.json"
printf 'Of the {{cases}} cases, {{skipped:time|penalty}} are skipped and {{pass}} passes.\n' > "$tmp/a.md"
expect_exit 0 "third_party_page.py fills the figures from the run" -- python3 tools/third_party_page.py --results "$tmp/r.json" --analysis "$tmp/a.md" --out "$tmp/page.md" --doc d
expect_in "$tmp/page.md" "Of the 3 cases, 2 are skipped and 1 passes." "the analysis's figures are the run's"
printf 'And 526 of the 957 cases are skipped.\n' > "$tmp/a.md"
expect_exit 1 "third_party_page.py refuses a figure written by hand" -- python3 tools/third_party_page.py --results "$tmp/r.json" --analysis "$tmp/a.md" --out "$tmp/page.md" --doc d
expect_in "$tmp/err" '"526 of the 957 cases"' "the figure written by hand is named"

echo "user_cli: $passed passed, $failed failed"
[[ $failed == 0 ]]
