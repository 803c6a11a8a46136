#!/usr/bin/env bash
# tests/hostile_test.sh — the oracle against hostile files, concurrent runs and odd options
# (issue 23): each defect found by an attack on a fresh clone, reproduced here. Every input the
# oracle reads that is not a regular file, or is over the size limit, is an error naming it (a
# case's error, the run going on); exit codes stay 0 (ok), 1 (findings), 2 (usage or input).
# Usage: ORACLE=build/oracle tests/hostile_test.sh   (run from the repository root)
set -u
. "$(dirname "$0")/cli_lib.sh"
VALID=tests/data/malformed/fusion-world/hand/valid.json

# expect_quick SECONDS CODE DESCRIPTION -- COMMAND...: as expect_exit, killed after SECONDS
# (a hang is exit 124).
expect_quick() {
    local secs=$1; shift
    local want=$1 what=$2; shift 3
    timeout -k 2 "$secs" "$@" >"$tmp/out" 2>"$tmp/err"
    local got=$?
    if [[ $got == "$want" ]]; then ok; else bad "$what: exit $got, expected $want"; sed 's/^/  | /' "$tmp/err" | head -20 >&2; fi
}
# case_field RESULTS CASE-NAME FIELD: the field of the case whose id ends in /CASE-NAME
case_field() {
    python3 - "$@" <<'PY'
import json, sys
r, name, field = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
for c in r["cases"]:
    if c["id"].endswith("/" + name):
        v = c[field]
        print(v if isinstance(v, str) else json.dumps(v))
PY
}
# a cases directory holding the valid case, for runs of fusion-world alone
fresh_cases() {
    rm -rf "$1"
    mkdir -p "$1/fusion-world/hand"
    cp "$VALID" "$1/fusion-world/hand/"
}
FW=(--filter doc:fusion-world --out "$tmp/reports")  # oracle run over fusion-world's cases

# ---- 1. special files: read only regular files, with a size limit ----------------------------
C=$tmp/c1
fresh_cases "$C"
mkfifo "$C/fusion-world/hand/fifo.json"
ln -s /dev/zero "$C/fusion-world/hand/zero.json"
expect_quick 30 1 "a FIFO and a link to /dev/zero among the cases: the run goes on" -- "$ORACLE" run --cases "$C" "${FW[@]}" --name special
R=$tmp/reports/special/results.json
expect_in "$R" '"status": "pass"' "the valid case beside them is judged"
case_field "$R" fifo status > "$tmp/f"; case_field "$R" fifo message >> "$tmp/f"
expect_in "$tmp/f" "error" "a FIFO case is an error"
expect_in "$tmp/f" "fifo.json: error: not a regular file (a FIFO)" "a FIFO case says what it is"
case_field "$R" zero message > "$tmp/f"
expect_in "$tmp/f" "zero.json: error: not a regular file (a character device)" "a case linked to /dev/zero is an error"
# the size limit, and its option (the rules documents are under 200 KiB)
fresh_cases "$C"
python3 -c 'import sys; t = open(sys.argv[1]).read(); open(sys.argv[1], "w").write(t.replace("\"title\"", " " * 300000 + "\"title\"", 1))' \
    "$C/fusion-world/hand/valid.json"
expect_quick 30 1 "a case over --max-file is an error" -- "$ORACLE" --max-file 200K run --cases "$C" "${FW[@]}" --name limit
case_field "$tmp/reports/limit/results.json" valid message > "$tmp/f"
expect_in "$tmp/f" "valid.json: error: the file is 30" "the case over the limit says its size"
expect_in "$tmp/f" "the limit is 204800 bytes (--max-file)" "and the limit"
expect_quick 30 0 "the same case under a higher --max-file passes" -- "$ORACLE" --max-file 1M run --cases "$C" "${FW[@]}" --name limit2
for v in 0 -1 abc 1x 18446744073709551616 ''; do
    expect_exit 2 "--max-file '$v' is refused" -- "$ORACLE" --max-file "$v" docs
done
expect_in "$tmp/err" "oracle: --max-file takes a number of bytes" "a bad --max-file says what it takes"
# a rules file that is a FIFO, or a link to /dev/zero
cp -r "$RULES" "$tmp/rules1"
rm "$tmp/rules1/nivel-arena/698f7fbf.txt"
mkfifo "$tmp/rules1/nivel-arena/698f7fbf.txt"
expect_quick 20 2 "a rules file that is a FIFO: no hang" -- "$ORACLE" --rules "$tmp/rules1" show nivel-arena 1.1
expect_in "$tmp/err" "698f7fbf.txt: error: not a regular file (a FIFO)" "a FIFO rules file is named"
expect_quick 20 2 "check-rules on a FIFO: no hang, unreadable" -- "$ORACLE" --rules "$tmp/rules1" check-rules
expect_in "$tmp/out" "1 unreadable" "check-rules counts it unreadable"
rm "$tmp/rules1/nivel-arena/698f7fbf.txt"
ln -s /dev/zero "$tmp/rules1/nivel-arena/698f7fbf.txt"
expect_quick 20 2 "check-rules on a link to /dev/zero: refused at once" -- "$ORACLE" --rules "$tmp/rules1" check-rules
expect_in "$tmp/err" "698f7fbf.txt: error: not a regular file (a character device)" "a /dev/zero rules file is named"
mkfifo "$tmp/fifo.txt"
expect_quick 20 2 "diff against a FIFO: no hang" -- "$ORACLE" diff fusion-world 1.06 "$tmp/fifo.txt"
expect_in "$tmp/err" "fifo.txt: error: not a regular file (a FIFO)" "diff names the FIFO"
expect_quick 20 2 "add-version of a FIFO: no hang" -- "$ORACLE" --rules "$tmp/rules1" add-version fusion-world "$tmp/fifo.txt"

# ---- 2. walking the cases: empty folders, cycles of links, dangling links -----------------------
C=$tmp/c2
fresh_cases "$C"
mkdir -p "$C/fusion-world/empty" "$C/fusion-world/hand/also-empty"
ln -s .. "$C/fusion-world/hand/loop"
ln -s nowhere.json "$C/fusion-world/hand/dangling.json"
ln -s self.json "$C/fusion-world/hand/self.json"
expect_quick 30 1 "a cases tree with empty folders, a cycle and dangling links: judged" -- \
    "$ORACLE" run --cases "$C" "${FW[@]}" --name walk
R=$tmp/reports/walk/results.json
python3 -c 'import json, sys; print(" ".join(sorted(c["id"] for c in json.load(open(sys.argv[1]))["cases"])))' "$R" > "$tmp/f"
expect_in "$tmp/f" "fusion-world/hand/dangling fusion-world/hand/self fusion-world/hand/valid" \
    "the cycle adds no phantom case; the dangling links are cases"
if grep -q loop "$tmp/f"; then bad "a case found through the cycle: $(cat "$tmp/f")"; else ok; fi
expect_in "$tmp/err" "hand/loop: warning: a link to a directory that holds it (a cycle): not followed" "the cycle is reported"
case_field "$R" dangling message > "$tmp/f"
expect_in "$tmp/f" "dangling.json: error: cannot open: a dangling symbolic link (to \"nowhere.json\"" "a dangling link is that case's error"
case_field "$R" self message > "$tmp/f"
expect_in "$tmp/f" "self.json: error: cannot open: a symbolic link that leads back to itself" "a looping link is that case's error"

# ---- 3. concurrent runs: each run's directory its own, published whole; latest atomic -----------
A=$tmp/c3a B=$tmp/c3b
fresh_cases "$A"
fresh_cases "$B"
cp tests/data/malformed/fusion-world/hand/wrong-type.json "$B/fusion-world/hand/"
# consistent OUT/NAME: results.json, summary.md and junit.xml of the same run
consistent() {
    python3 - "$1" <<'PY'
import json, re, sys
d = sys.argv[1]
n = len(json.load(open(d + "/results.json"))["cases"])
summary = open(d + "/summary.md").read()
junit = open(d + "/junit.xml").read()
m = re.search(r"\| fusion-world +\| +(\d+) \|", summary.split("| document")[2])
ok = m and int(m.group(1)) == n and junit.count("<testcase ") == n
sys.exit(0 if ok else 1)
PY
}
mixed=0
for try in 1 2 3 4 5 6; do
    "$ORACLE" run --cases "$A" --filter doc:fusion-world --out "$tmp/r3" --name same > /dev/null 2>&1 &
    "$ORACLE" run --cases "$B" --filter doc:fusion-world --out "$tmp/r3" --name same > /dev/null 2>&1 &
    wait
    consistent "$tmp/r3/same" || mixed=$((mixed + 1))
done
if [[ $mixed == 0 ]]; then ok; else bad "two runs with the same --name mixed their files in $mixed of 6 tries"; fi
ls -a "$tmp/r3" > "$tmp/f"
if [[ $(grep -c . "$tmp/f") == 4 ]]; then ok; else bad "a run left something behind in --out: $(tr '\n' ' ' < "$tmp/f")"; fi
# default names: runs started in the same second get a directory each
rm -rf "$tmp/r4"
codes=()
for try in 1 2; do
    "$ORACLE" run --cases "$A" --filter doc:fusion-world --out "$tmp/r4" > /dev/null 2> "$tmp/e4a" & p1=$!
    "$ORACLE" run --cases "$A" --filter doc:fusion-world --out "$tmp/r4" > /dev/null 2> "$tmp/e4b" & p2=$!
    wait $p1; codes+=($?)
    wait $p2; codes+=($?)
done
if [[ ${codes[*]} == "0 0 0 0" ]]; then ok; else bad "runs at once: exit codes ${codes[*]}: $(cat "$tmp/e4a" "$tmp/e4b")"; fi
dirs=$(find "$tmp/r4" -mindepth 1 -maxdepth 1 -type d | wc -l)
if [[ $dirs == 4 ]]; then ok; else bad "four default-named runs made $dirs run directories"; fi
bad_dirs=0
for d in "$tmp"/r4/*/; do consistent "$d" || bad_dirs=$((bad_dirs + 1)); done
if [[ $bad_dirs == 0 ]]; then ok; else bad "$bad_dirs default-named runs mixed their files"; fi
if [[ -L $tmp/r4/latest ]] && consistent "$tmp/r4/latest"; then ok; else bad "latest is not a link to a whole run"; fi
if [[ -z $(find "$tmp/r4" -maxdepth 1 -name '.*' ! -name . ) ]]; then ok; else bad "temporary files left in --out: $(ls -a "$tmp/r4")"; fi
# a run with the name of an earlier one replaces it whole
touch "$tmp/r3/same/left-by-hand.txt"
expect_exit 1 "a run with the name of an earlier run" -- "$ORACLE" run --cases "$B" --filter doc:fusion-world --out "$tmp/r3" --name same
if [[ ! -e $tmp/r3/same/left-by-hand.txt ]] && consistent "$tmp/r3/same"; then ok; else bad "the earlier run's directory was not replaced whole"; fi

# ---- 4. odd options: refused with what they take, before anything runs (exit 2) -----------------
RUN=("$ORACLE" run --cases "$A" "${FW[@]}")
for v in nan NaN inf -inf infinity 1e20 86401 0 -1 10s ''; do
    expect_quick 20 2 "--timeout '$v' is refused" -- "${RUN[@]}" --name t --timeout "$v"
    expect_in "$tmp/err" "--timeout takes" "--timeout '$v' says what it takes"
done
expect_quick 20 0 "--timeout 0.5 is a time" -- "${RUN[@]}" --name t --timeout 0.5
for v in -1 18446744073709551616 63 2G 1.5 ''; do
    expect_quick 20 2 "--max-response '$v' is refused" -- "${RUN[@]}" --name t --max-response "$v"
    expect_in "$tmp/err" "--max-response takes" "--max-response '$v' says what it takes"
done
expect_quick 20 0 "--max-response 1M is a size" -- "${RUN[@]}" --name t --max-response 1M
for v in 0 4097 -1 1e3 ' 2'; do
    expect_quick 20 2 "--window '$v' is refused" -- "${RUN[@]}" --name t --window "$v"
done
for v in 0/2 3/2 1/0 +1/2 ' 1/2' 1/2x 99999999999/1 1/99999999999 /2 1/; do
    expect_quick 20 2 "--shard '$v' is refused" -- "${RUN[@]}" --name t --shard "$v"
done
for v in '' . .. latest a/b ../escaped "$(printf 'a\nb')" .hidden "$(printf 'x%.0s' {1..201})"; do
    expect_quick 20 2 "run --name '$v' is refused" -- "${RUN[@]}" --name "$v"
    expect_quick 20 2 "merge --name '$v' is refused" -- "$ORACLE" merge --out "$tmp/r5" --name "$v" "$tmp/reports/t"
done
if [[ -e $tmp/escaped || -e $tmp/r5/latest ]]; then bad "a refused name wrote something"; else ok; fi
ls "$tmp/reports" > "$tmp/f"
if grep -qx "results.json" "$tmp/f"; then bad "a run wrote its report into --out itself"; else ok; fi

# ---- 5. merging and comparing: one implementation, one document text, each case once -----------
expect_exit 0 "a run to merge and compare" -- "$ORACLE" run --cases "$A" "${FW[@]}" --name m1
# edit_results IN OUT PYTHON: OUT is IN's results.json changed by PYTHON (r is the document)
edit_results() {
    python3 - "$1" "$2" "$3" <<'PY'
import json, sys
r = json.load(open(sys.argv[1] + "/results.json"))
exec(sys.argv[3])
json.dump(r, open(sys.argv[2], "w"), indent=1)
PY
}
other_ids='for c in r["cases"]: c["id"] = c["id"] + "-b"'
edit_results "$tmp/reports/m1" "$tmp/other-engine.json" "$other_ids; r['run']['engine'] = {'name': 'other engine', 'version': '2', 'command': ['x']}"
expect_exit 2 "merge refuses shards of two implementations" -- "$ORACLE" merge --out "$tmp/r5" --name both "$tmp/reports/m1" "$tmp/other-engine.json"
expect_in "$tmp/err" "other-engine.json: error: run by other engine 2, and" "merge names the other implementation"
expect_in "$tmp/err" "shards of one implementation" "merge says what it merges"
edit_results "$tmp/reports/m1" "$tmp/other-text.json" "$other_ids; r['documents'][0]['sha256'] = '0' * 64"
expect_exit 2 "merge refuses shards judged against another text of a document" -- "$ORACLE" merge --out "$tmp/r5" --name both "$tmp/reports/m1" "$tmp/other-text.json"
expect_in "$tmp/err" "other-text.json: error: judged against fusion-world with sha256 0000000000" "merge names the document"
edit_results "$tmp/reports/m1" "$tmp/same-engine.json" "$other_ids"
expect_exit 0 "merge of shards of one implementation" -- "$ORACLE" merge --out "$tmp/r5" --name both "$tmp/reports/m1" "$tmp/same-engine.json"
edit_results "$tmp/reports/m1" "$tmp/twice.json" 'import copy; f = copy.deepcopy(r["cases"][0]); f["status"] = "fail"; r["cases"].insert(0, f)'
expect_exit 2 "compare refuses a run that lists a case twice" -- "$ORACLE" compare "$tmp/reports/m1" "$tmp/twice.json"
expect_in "$tmp/err" "twice.json:" "compare names the file"
expect_in "$tmp/err" "\$.cases[1].id: the case \"fusion-world/hand/valid\" is listed twice (first as cases[0])" "compare names the duplicate and where"
expect_exit 2 "merge refuses a run that lists a case twice" -- "$ORACLE" merge --out "$tmp/r5" --name both "$tmp/twice.json"

# ---- 6. an adapter that never completes its start: every case reported, with the reason ---------
BF=(--filter doc:bushiroad-floor --shard 1/64 --out "$tmp/reports")
expect_quick 30 1 "an adapter that does not answer start: the run reports every case" -- \
    "$ORACLE" run "${BF[@]}" --name nostart --timeout 0.5 --engine tests/adapters/slowstart.sh 5
R=$tmp/reports/nostart/results.json
python3 - "$R" > "$tmp/f" <<'PY'
import json, sys
cases = json.load(open(sys.argv[1]))["cases"]
print(len(cases), sorted(set(c["status"] for c in cases)))
for c in cases[:1]:
    print(c["message"])
PY
expect_in "$tmp/f" "['error']" "each case is an error"
expect_in "$tmp/f" "the adapter could not be started: start: no response within 0.5 s (killed)" "with the reason"
if [[ $(head -c 2 "$tmp/f") != "0 " ]]; then ok; else bad "no case reported"; fi
expect_in "$tmp/reports/nostart/junit.xml" "the adapter could not be started" "junit.xml has each case's error"
expect_in "$tmp/err" "slowstart.sh: error: start: no response within 0.5 s" "the reason is on stderr too"
expect_quick 30 1 "an adapter that cannot be started at all: the same" -- \
    "$ORACLE" run "${BF[@]}" --name nostart2 --engine "$tmp/no-such-adapter"
case_field "$tmp/reports/nostart2/results.json" sc03 message > "$tmp/f" 2>/dev/null
python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["cases"][0]["message"])' "$tmp/reports/nostart2/results.json" > "$tmp/f"
expect_in "$tmp/f" "the adapter could not be started: cannot start $tmp/no-such-adapter: No such file or directory" "the reason a start failed"

# ---- 7. memory: what is in flight to an adapter is bounded in bytes, not only in cases -----------
# (the pump's read-ahead of responses: tests/test_adapter_hostile.c; here the requests)
expect_quick 60 1 "the default: many cases in flight at once" -- \
    "$ORACLE" run "${BF[@]}" --name ahead1 --engine tests/adapters/ahead.sh "$tmp/ahead1"
if [[ $(cat "$tmp/ahead1") -gt 4 ]]; then ok; else bad "only $(cat "$tmp/ahead1") cases in flight by default"; fi
expect_quick 60 1 "--max-in-flight 1: one case in flight at a time" -- \
    "$ORACLE" run "${BF[@]}" --name ahead2 --max-in-flight 1 --engine tests/adapters/ahead.sh "$tmp/ahead2"
if [[ $(cat "$tmp/ahead2") == 1 ]]; then ok; else bad "$(cat "$tmp/ahead2") cases in flight under --max-in-flight 1"; fi
for v in 0 -1 1.5 18446744073709551616 65G; do
    expect_quick 20 2 "--max-in-flight '$v' is refused" -- "${RUN[@]}" --name t --max-in-flight "$v"
    expect_in "$tmp/err" "--max-in-flight takes" "--max-in-flight '$v' says what it takes"
done

# ---- 8. repin's write path: a read-only case is left alone, each write flushed, every case tried --
python3 tests/tools/edit_rules.py rules "$tmp/rules8" insert > /dev/null
S=bushiroad-floor/hand/standings
mkdir -p "$tmp/c8/$S"
cp "cases/$S/sc02-points-1-0-0.json" "cases/$S/sc02-points-3-0-0.json" "$tmp/c8/$S/"
chmod 444 "$tmp/c8/$S/sc02-points-1-0-0.json"
chmod 600 "$tmp/c8/$S/sc02-points-3-0-0.json"
expect_exit 2 "repin with a read-only case: the others repinned, exit 2" -- \
    "$ORACLE" --rules "$tmp/rules8" repin bushiroad-floor --cases "$tmp/c8"
expect_in "$tmp/err" "sc02-points-1-0-0.json: error: read-only (mode 0444): not rewritten" "the read-only case is named, with why"
if grep -q "sc02-points-1-0-0: repinned" "$tmp/out"; then bad "repin says it repinned the read-only case"; else ok; fi
expect_in "$tmp/out" "sc02-points-1-0-0: not repinned" "repin says it did not"
expect_in "$tmp/out" "sc02-points-3-0-0: repinned" "the next case is repinned all the same"
if cmp -s "cases/$S/sc02-points-1-0-0.json" "$tmp/c8/$S/sc02-points-1-0-0.json" \
   && [[ $(stat -c %a "$tmp/c8/$S/sc02-points-1-0-0.json") == 444 ]]; then ok; else bad "the read-only case was rewritten"; fi
if ! cmp -s "cases/$S/sc02-points-3-0-0.json" "$tmp/c8/$S/sc02-points-3-0-0.json" \
   && [[ $(stat -c %a "$tmp/c8/$S/sc02-points-3-0-0.json") == 600 ]]; then ok; else bad "the repinned case lost its mode 600: $(stat -c %a "$tmp/c8/$S/sc02-points-3-0-0.json")"; fi
if [[ -z $(find "$tmp/c8" -name '*.tmp*') ]]; then ok; else bad "repin left a temporary file"; fi

# ---- 9. the manifest: nothing leads outside rules/, every problem at its line and column ---------
cp -r "$RULES" "$tmp/rules9"
python3 - "$tmp/rules9/manifest.json" <<'PY'
import sys
p = sys.argv[1]
t = open(p).read()
t = t.replace('"slug": "lycee"', '"slug": "../../etc"', 1).replace('"file": "nivel-arena/', '"file": "../../nivel-arena/', 1)
open(p, "w").write(t)
PY
expect_exit 2 "a manifest whose slug and file lead outside rules/" -- "$ORACLE" --rules "$tmp/rules9" docs
expect_in "$tmp/err" "manifest.json:59:15: error: \$.documents[3].slug: a slug is lower-case letters" "the slug, at its line and column"
expect_in "$tmp/err" "error: \$.documents[2].versions[0].file: a path under the rules directory" "the file, with the path to it"

# ---- 10. messages: the path once, a line and a column always, paths as given ---------------------
C=$tmp/c10
fresh_cases "$C"
H=$C/fusion-world/hand
: > "$H/empty.json"
printf '  \n\n  ' > "$H/ws.json"
printf '\xff\xfe{\x00}\x00' > "$H/utf16.json"
printf '\xef\xbb\xbf' > "$H/bom.json"; cat "$VALID" >> "$H/bom.json"
expect_quick 30 1 "a run with empty, blank, UTF-16 and BOM cases" -- "$ORACLE" run --cases "$C" "${FW[@]}" --name msgs
expect_in "$tmp/err" "$H/empty.json:1:1: error: the file is empty: expected a JSON value" "an empty file, at 1:1"
expect_in "$tmp/err" "$H/ws.json:3:3: error: the file holds only whitespace: expected a JSON value" "a blank file, at its end"
expect_in "$tmp/err" "$H/utf16.json:1:1: error: the file is UTF-16 (it begins with the byte-order mark FF FE): JSON is read in UTF-8" "a UTF-16 file"
expect_in "$tmp/err" "$H/bom.json:1:1: error: the file begins with a UTF-8 byte-order mark (EF BB BF): JSON is read without one" "a file with a BOM"
if grep -q "bom.json: error: .*bom.json" "$tmp/err"; then bad "a case's path is printed twice: $(grep bom.json "$tmp/err")"; else ok; fi
case_field "$tmp/reports/msgs/results.json" ws message > "$tmp/f"
expect_in "$tmp/f" "ws.json:3:3: error: the file holds only whitespace" "the case's message has the position too"
expect_exit 2 "compare with a path that does not exist" -- "$ORACLE" compare "$tmp/nowhere/run" "$tmp/reports/msgs"
expect_in "$tmp/err" "$tmp/nowhere/run: error: no such file or directory (expected a results.json, a run directory or the name of a run under reports/)" "the path is named as given"
if grep -q "reports/$tmp" "$tmp/err"; then bad "the path is glued to reports/"; else ok; fi
expect_exit 2 "compare with a run name that does not exist" -- "$ORACLE" compare no-such-run "$tmp/reports/msgs"
expect_in "$tmp/err" "reports/no-such-run/results.json: error: cannot open: No such file or directory" "a run name is looked for under reports/"
cp -r "$RULES" "$tmp/rules10"
python3 - "$tmp/rules10/nivel-arena/698f7fbf.txt" <<'PY'
import sys
p = sys.argv[1]
b = bytearray(open(p, "rb").read())
i = next(i for i in range(len(b)) if b[i] >= 0xE0)   # the lead byte of a 3-byte character
b[i + 1] ^= 0x40                                      # its continuation byte is one no more
open(p, "wb").write(bytes(b))
PY
expect_exit 1 "check-rules on a flipped byte that breaks UTF-8: a mismatch" -- "$ORACLE" --rules "$tmp/rules10" check-rules
expect_in "$tmp/err" "nivel-arena/698f7fbf.txt: error: sha256" "the file whose checksum differs"
expect_in "$tmp/out" "1 differ, 0 unreadable" "counted as differing, not unreadable"

echo "hostile: $passed passed, $failed failed"
[[ $failed == 0 ]]
