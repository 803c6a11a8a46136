#!/usr/bin/env bash
# tests/version_test.sh — a new version of a rules document, the whole workflow of the README's
# "A new version of a document", for fusion-world and bushiroad-floor, on copies (a rules, a
# cases and a generators directory under a scratch directory; the repository's are never
# written). tests/tools/new_version.py makes the version: a number changed, a clause reworded,
# a clause inserted in front of its siblings (renumbering them), a clause removed. Then:
#   oracle add-version      the copy and the manifest entry; what it prints
#   oracle diff --cases     the rollup per clause, hand-written and generated apart, and --json
#   oracle run              exit 1 (stale clauses), 0 with --allow-stale; each clause's status:
#                           the inserted clause uncovered, the renumbered ones passing with their
#                           cases, the changed ones stale; summary.md, junit.xml (and index.html
#                           in Chromium, outside the sanitizer build)
#   oracle repin            hand-written cases repinned; the classification and readings wait
#   gen_cases.py            the families using a changed or removed clause stopped (the clause,
#                           both texts, the diff; no traceback), the others mapped
#   review                  REVIEWED in the families' copies, oracle repin --accept-suspect
#   gen_cases.py, run       each clause's status on its merits, the exit status
# Usage: ORACLE=build/oracle tests/version_test.sh   (run from the repository root)
# Prints "version: N passed, M failed"; exit status 1 when a check failed.
set -u
. "$(dirname "$0")/cli_lib.sh"
ORACLE=$(cd "$(dirname "$ORACLE")" && pwd)/$(basename "$ORACLE")
ROOT=$PWD

# status_is RESULTS DESCRIPTION ID=STATUS[/CASES[/STALE]]...: each clause's status (and the
# number of its cases and of its stale cases) in a run's results.json
status_is() {
    local results=$1 what=$2
    shift 2
    if python3 - "$results" "$@" <<'PY'; then ok; else bad "$what"; fi
import json, sys
r = json.load(open(sys.argv[1]))
got = {c["id"]: c for c in r["clauses"]}
bad = []
for want in sys.argv[2:]:
    cid, spec = want.split("=")
    parts = spec.split("/")
    c = got.get(cid)
    have = [c["status"], str(len(c["cases"])), str(len(c["stale_cases"]))][:len(parts)] if c else ["absent"]
    if have != parts:
        bad.append("%s: %s, expected %s" % (cid, "/".join(have), spec))
for b in bad:
    print("  " + b, file=sys.stderr)
sys.exit(1 if bad else 0)
PY
}

# stale_count RESULTS N DESCRIPTION: the number of stale clauses
stale_count() {
    if python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); n=sum(c["status"]=="stale" for c in r["clauses"]); sys.exit(0 if n==int(sys.argv[2]) else print("  stale:", n) or 1)' "$1" "$2"; then ok; else bad "$3"; fi
}

# review GEN_COPY PACKAGE FAMILY JSON: the family's module says it was reviewed (REVIEWED)
review() {
    printf '\nREVIEWED = %s\n' "$4" >> "$1/$2/families/$3.py"
}

# workflow DOC OLD NEW: a scratch copy of rules, cases and generators; the new version added
workflow() {
    doc=$1 old=$2 new=$3
    w=$tmp/$doc
    mkdir -p "$w"
    cp -r "$RULES" "$w/rules"
    cp -r "$ROOT/cases" "$w/cases"
    cp -r "$ROOT/generators" "$w/gen"
    python3 "$ROOT/tests/tools/new_version.py" "$doc" "$RULES/$doc/$old.txt" "$w/$new.txt"
    O=("$ORACLE" --rules "$w/rules")
    G=(python3 "$w/gen/gen_cases.py" --oracle "$ORACLE" --rules "$w/rules" --out "$w/cases" --doc "$doc")
    run=("${O[@]}" run --cases "$w/cases" --out "$w/reports" --filter "doc:$doc")
    expect_exit 0 "$doc: add-version" -- "${O[@]}" add-version "$doc" "$w/$new.txt"
    added=$w/add-version.out
    cp "$tmp/out" "$added"
    expect_in "$added" "added $doc $new: $w/rules/$doc/$new.txt" "$doc: add-version names the copy"
    expect_in "$added" "oracle diff $doc $old $new --cases" "$doc: add-version gives the next steps"
    expect_exit 0 "$doc: the new version's checksum in the manifest" -- "${O[@]}" check-rules
    expect_exit 2 "$doc: add-version refuses the same file again" -- "${O[@]}" add-version "$doc" "$w/$new.txt" --label again
    expect_in "$tmp/err" "$doc $new is this file already" "$doc: add-version names the duplicate"
}

html_check() {  # html_check REPORT_DIR DESCRIPTION: the page in Chromium (not in the sanitizer build)
    if [[ $ORACLE == */san/* ]] || ! command -v "${CHROMIUM:-chromium}" > /dev/null; then
        return
    fi
    if "$ROOT/tests/html_test.sh" "$1" > "$tmp/html.out" 2>&1; then ok; else bad "$2"; sed 's/^/  | /' "$tmp/html.out" | tail -20 >&2; fi
}

no_traceback() {  # no_traceback FILE DESCRIPTION
    if grep -q "Traceback" "$1"; then bad "$2: a traceback"; sed 's/^/  | /' "$1" | tail -20 >&2; else ok; fi
}

# ---- fusion-world: the issue's three edits and a removed clause ------------------------------
workflow fusion-world 1.06 1.07
# What the oracle should count, counted from the case files (tests/tools/case_counts.py).
eval "$(python3 "$ROOT/tests/tools/case_counts.py" "$ROOT/cases" fusion-world orphaned=2-6-2 \
        suspect=14-3-2,15-6-2-2 renumbered=14-2-2-1,14-2-2-2)"
standing="cases of fusion-world: $fresh fresh, $renumbered renumbered, $suspect suspect, $orphaned orphaned"
expect_in "$added" "779 unchanged, 0 layout-only, 2 changed, 2 renumbered, 1 removed, 1 added" "fusion-world: add-version's summary"
expect_in "$added" "$standing" "fusion-world: add-version says how the cases stand"
expect_exit 2 "fusion-world: add-version of a text that does not parse" -- "${O[@]}" add-version fusion-world "$ROOT/tests/version_test.sh"
expect_in "$tmp/err" "version_test.sh" "fusion-world: the unparsed file is named"

expect_exit 1 "fusion-world: diff --cases (normative changes)" -- "${O[@]}" diff fusion-world 1.06 1.07 --cases
for line in "clauses of fusion-world whose cases the new version touches: 5" \
            "orphaned   2-6-2                         hand $hand_2_6_2, generated $gen_2_6_2" \
            "renumbered 14-2-2-1 -> 14-2-2-2          hand $hand_14_2_2_1, generated $gen_14_2_2_1" \
            "renumbered 14-2-2-2 -> 14-2-2-3          hand $hand_14_2_2_2, generated $gen_14_2_2_2" \
            "suspect    14-3-2                        hand $hand_14_3_2, generated $gen_14_3_2" \
            "suspect    15-6-2-2                      hand $hand_15_6_2_2, generated $gen_15_6_2_2" \
            "$standing"; do
    expect_in "$tmp/out" "$line" "fusion-world: diff --cases"
done
if [[ $(grep -n "^clauses of fusion-world" "$tmp/out" | cut -d: -f1) -lt $(grep -n "^cases of fusion-world" "$tmp/out" | cut -d: -f1) ]]; then ok; else bad "the rollup comes before the per-case list"; fi
expect_exit 1 "fusion-world: diff --cases --json" -- "${O[@]}" diff fusion-world 1.06 1.07 --cases --json
python3 - "$tmp/out" $total $hand_2_6_2 $gen_2_6_2 $hand_14_2_2_1 $gen_14_2_2_1 $hand_14_2_2_2 \
        $gen_14_2_2_2 $hand_14_3_2 $gen_14_3_2 $hand_15_6_2_2 $gen_15_6_2_2 <<'PY' && ok || bad "fusion-world: diff --cases --json has the rollup"
import json, sys
d = json.load(open(sys.argv[1]))
total, *n = map(int, sys.argv[2:])
roll = {(e["id"], e["state"]): (e["now"], len(e["hand"]), len(e["generated"])) for e in d["case_clauses"]}
assert roll == {("2-6-2", "orphaned"): (None, n[0], n[1]), ("14-2-2-1", "renumbered"): ("14-2-2-2", n[2], n[3]),
                ("14-2-2-2", "renumbered"): ("14-2-2-3", n[4], n[5]), ("14-3-2", "suspect"): (None, n[6], n[7]),
                ("15-6-2-2", "suspect"): (None, n[8], n[9])}, roll
assert len(d["cases"]) == total and all(c["origin"] in ("hand", "generated") for c in d["cases"])
PY

# The run before anything is reviewed: no false pass.
expect_exit 1 "fusion-world: a run with stale clauses exits 1" -- "${run[@]}" --name before
expect_in "$tmp/err" "2 stale clauses" "fusion-world: the run says why it fails"
expect_in "$tmp/err" "classification.json:62:14: warning: \$.rules[57].clause: fusion-world 2-6-2 was removed in 1.07" "fusion-world: the classification's removed entry reported"
# the printed summary's row: 1.07, its 784 clauses, none failing, 2 stale (covered and passing
# depend on the cases of the day; status_is below checks the clauses concerned)
if grep -Eq '^\| fusion-world \| 1\.07 +\| +784 \|( +[0-9]+ \|){4} +0 \| +2 \|' "$tmp/out"; then ok
else bad "fusion-world: the summary's row with its stale column"; grep "fusion-world" "$tmp/out" | sed 's/^/  | /' >&2; fi
expect_in "$tmp/out" "- \`fusion-world 14-3-2\` (executable): $((hand_14_3_2 + gen_14_3_2)) cases written for other words ($hand_14_3_2 hand-written, $gen_14_3_2 generated)" "fusion-world: summary.md lists the stale clauses"
n1=$((hand_14_2_2_1 + gen_14_2_2_1)) n2=$((hand_14_2_2_2 + gen_14_2_2_2))
n3=$((hand_14_3_2 + gen_14_3_2)) n4=$((hand_15_6_2_2 + gen_15_6_2_2))
status_is "$w/reports/before/results.json" "fusion-world: each clause's status before review" \
    14-2-2-1=uncovered/0/0 14-2-2-2=passing/$n1/0 14-2-2-3=passing/$n2/0 14-3-2=stale/0/$n3 15-6-2-2=stale/0/$n4
stale_count "$w/reports/before/results.json" 2 "fusion-world: two stale clauses"
expect_in "$w/reports/before/junit.xml" '<testcase name="15-6-2-2" classname="fusion-world/stale-clauses"' "fusion-world: junit.xml fails the stale clauses"
expect_in "$w/reports/before/junit.xml" "tests=\"$((total + 2))\" failures=\"2\"" "fusion-world: junit.xml counts them (every case and the two stale clauses)"
html_check "$w/reports/before" "fusion-world: the report with stale clauses renders in Chromium"
expect_exit 0 "fusion-world: --allow-stale looks without failing" -- "${run[@]}" --name look --allow-stale
expect_exit 1 "fusion-world: classes flags what waits for review" -- "${O[@]}" classes fusion-world --cases "$w/cases"
expect_in "$tmp/out" "new clauses, classified by the rules over them: 14-2-2-1 (executable)" "fusion-world: classes lists the new clause"
expect_in "$tmp/out" "text changed, class kept: 14-3-2 (executable) 15-6-2-2 (executable)" "fusion-world: classes lists the changed clauses"

# repin: the renumbered hand-written cases; the classification and readings wait for review.
expect_exit 1 "fusion-world: repin (cases left to review)" -- "${O[@]}" repin fusion-world --cases "$w/cases"
expect_in "$tmp/out" "fusion-world/hand/defeat/sc20a-deck-out-at-charge-draw: repinned" "fusion-world: repin rewrites a renumbered hand case"
expect_in "$tmp/out" "classification.json: 2 moved, 0 changed, 1 removed since 1.06, 0 unknown: needs review" "fusion-world: repin reports the classification"
# to review: the hand-written cases of suspect and orphaned clauses, the classification, the readings
expect_in "$tmp/out" "repin fusion-world: $fresh fresh, $hand_renumbered repinned, $((gen_renumbered + gen_suspect + gen_orphaned)) generated to regenerate, $((hand_suspect + hand_orphaned + 2)) to review, 0 files rewritten" "fusion-world: repin's summary"

# The generators: the families using a changed or removed clause stop, the others are mapped.
expect_exit 1 "fusion-world: make cases stops the families to review" -- "${G[@]}"
no_traceback "$tmp/err" "fusion-world: make cases"
for line in "stopped: fusion-world family keywords (generators/fusion_world/families/keywords.py): review it" \
            "15-6-2-2 changed:" "1.06: 【トリプルストライク】はNが3の【ストライク】です。" \
            "1.07: 【トリプルストライク】はNが4の【ストライク】です。" \
            "text diff: 【トリプルストライク】はNが[-3-]{+4+}の【ストライク】です。" \
            'add to keywords.py: REVIEWED = {"14-3-2": "1.07", "15-6-2-2": "1.07"}' \
            "stopped: fusion-world family permanents (generators/fusion_world/families/permanents.py): review it" \
            "2-6-2 removed in 1.07" "7 families stopped"; do
    expect_in "$tmp/err" "$line" "fusion-world: make cases says what to review"
done
expect_in "$w/cases/fusion-world/gen/defeat/last-life-p1-battle.json" '"clauses": [{"id": "14-2-2-2", "hash": "fa070bac7320"}' "fusion-world: a renumbered clause's generated pin follows it"
expect_in "$w/cases/fusion-world/gen/defeat/last-life-p1-battle.json" '"description": "14-2-2-2 「' "fusion-world: and so does its quote"
expect_in "$w/cases/fusion-world/gen/defeat/last-life-p1-battle.json" '"version": "1.07"' "fusion-world: a generated case records its version"
expect_in "$w/cases/fusion-world/gen/keywords/triple-strike-life-2-p1.json" '"version": "1.06"' "fusion-world: a stopped family's cases are left"
expect_exit 1 "fusion-world: run after make cases (stale still)" -- "${run[@]}" --name generated
status_is "$w/reports/generated/results.json" "fusion-world: statuses after make cases" \
    14-2-2-1=uncovered/0/0 14-2-2-2=passing/$n1/0 14-2-2-3=passing/$n2/0 14-3-2=stale/0/$n3 15-6-2-2=stale/0/$n4

# Review: the families and the hand-written cases said reviewed, the classification repinned.
review "$w/gen" fusion_world keywords '{"14-3-2": "1.07", "15-6-2-2": "1.07"}'
for f in battle replacements effect_outcomes simultaneity done_or_not; do review "$w/gen" fusion_world $f '{"14-3-2": "1.07"}'; done
expect_exit 1 "fusion-world: repin --accept-suspect (an orphaned pin left)" -- "${O[@]}" repin fusion-world --cases "$w/cases" --accept-suspect
expect_in "$tmp/out" "fusion-world/hand/power/sc22b-leader-power-negative: needs review" "fusion-world: the orphaned hand case is left to a person"
expect_in "$tmp/out" "classification.json: 2 moved, 0 changed, 1 removed since 1.06, 0 unknown: rewritten" "fusion-world: the classification is rewritten"
expect_in "$w/cases/fusion-world/classification.json" '{"clause": "14-2-2-2", "class": "invariant", "reason": "no game goes on with a player whose life area' "fusion-world: the classification's moved id"
if grep -q '"clause": "2-6-2"' "$w/cases/fusion-world/classification.json"; then bad "fusion-world: the rule on the removed clause is deleted"; else ok; fi
expect_exit 1 "fusion-world: make cases (the removed clause's family still stopped)" -- "${G[@]}"
no_traceback "$tmp/err" "fusion-world: make cases after review"
expect_in "$tmp/err" "1 family stopped" "fusion-world: only the family of the removed clause is left"
expect_exit 0 "fusion-world: the run after review" -- "${run[@]}" --name after
status_is "$w/reports/after/results.json" "fusion-world: each clause's status after review" \
    14-2-2-1=uncovered/0/0 14-2-2-2=passing/$n1/0 14-2-2-3=passing/$n2/0 14-3-2=passing/$n3/0 15-6-2-2=passing/$n4/0 2-6-2=absent
expect_exit 0 "fusion-world: classes after review" -- "${O[@]}" classes fusion-world --cases "$w/cases"

# ---- bushiroad-floor: a number, a typo fixed, a paragraph inserted, one removed ----------------
workflow bushiroad-floor 1.2.6 1.2.7
eval "$(python3 "$ROOT/tests/tools/case_counts.py" "$ROOT/cases" bushiroad-floor orphaned=FR.4.7~p4 \
        suspect=FR.3.2.3~p2,PG.2~h2~p2 renumbered=FR.3.2.1~p1,FR.3.2.1~p2,FR.3.2.1~p3,FR.3.2.1~p4)"
expect_in "$added" "1204 unchanged, 0 layout-only, 2 changed, 4 renumbered, 1 removed, 2 added" "bushiroad-floor: add-version's summary"
expect_in "$w/rules/manifest.json" '"label_source": "history: the text has no cover; the last entry of its change history is ver.1.2.7"' "bushiroad-floor: the label read from the history"
expect_exit 1 "bushiroad-floor: diff --cases" -- "${O[@]}" diff bushiroad-floor 1.2.6 1.2.7 --cases
for line in "renumbered FR.3.2.1~p1 -> FR.3.2.1~p2    hand $hand_FR_3_2_1_p1, generated $gen_FR_3_2_1_p1" \
            "suspect    FR.3.2.3~p2                   hand $hand_FR_3_2_3_p2, generated $gen_FR_3_2_3_p2" \
            "orphaned   FR.4.7~p4                     hand $hand_FR_4_7_p4, generated $gen_FR_4_7_p4" \
            "suspect    PG.2~h2~p2                    hand $hand_PG_2_h2_p2, generated $gen_PG_2_h2_p2"; do
    expect_in "$tmp/out" "$line" "bushiroad-floor: diff --cases"
done
expect_exit 1 "bushiroad-floor: a run with stale clauses exits 1" -- "${run[@]}" --name before
status_is "$w/reports/before/results.json" "bushiroad-floor: each clause's status before review" \
    "FR.3.2.1~p1=uncovered/0/0" "FR.3.2.1~p2=passing/$((hand_FR_3_2_1_p1 + gen_FR_3_2_1_p1))/0" \
    "FR.3.2.1~p5=passing/$((hand_FR_3_2_1_p4 + gen_FR_3_2_1_p4))/0" \
    "FR.3.2.3~p2=stale/0/$((hand_FR_3_2_3_p2 + gen_FR_3_2_3_p2))" "PG.2~h2~p2=stale/0/$((hand_PG_2_h2_p2 + gen_PG_2_h2_p2))"
stale_count "$w/reports/before/results.json" 2 "bushiroad-floor: two stale clauses"
expect_exit 1 "bushiroad-floor: make cases stops the families to review" -- "${G[@]}"
no_traceback "$tmp/err" "bushiroad-floor: make cases"
expect_in "$tmp/err" "text diff: 違反の内容に関わらず、同じ大会中に[-2-]{+3+}回以上「警告」の罰則を受けた場合、原則として「マッチの敗北」…" "bushiroad-floor: the character diff of the changed number"
expect_in "$tmp/err" "FR.4.7~p4 removed in 1.2.7" "bushiroad-floor: the removed clause's family named"
expect_in "$tmp/err" "5 families stopped" "bushiroad-floor: the families stopped"
for f in elimination reporting; do review "$w/gen" bushiroad_floor $f '{"FR.3.2.3~p2": "1.2.7"}'; done
for f in penalties tardiness; do review "$w/gen" bushiroad_floor $f '{"PG.2~h2~p2": "1.2.7"}'; done
expect_exit 1 "bushiroad-floor: repin --accept-suspect" -- "${O[@]}" repin bushiroad-floor --cases "$w/cases" --accept-suspect
expect_in "$tmp/out" "readings.json: 6 moved, 2 changed, 0 removed since 1.2.6, 0 unknown: rewritten" "bushiroad-floor: the readings rewritten"
expect_exit 1 "bushiroad-floor: make cases after review" -- "${G[@]}"
no_traceback "$tmp/err" "bushiroad-floor: make cases after review"
# penalties quotes 「2回以上「警告」」: saying it reviewed is not enough while its quote is the old text
expect_in "$tmp/err" "a quote is not in the text the family reads: PG.2~h2~p2 does not contain 「同じ大会中に2回以上「警告」" "bushiroad-floor: a reviewed family quoting the old text still stops"
expect_in "$w/cases/bushiroad-floor/gen/pairing/reject-three-byes.json" '"rule": "FR.3.2.1~p2"' "bushiroad-floor: a generated rejection names the renumbered rule"
expect_exit 1 "bushiroad-floor: the run after review (on its merits)" -- "${run[@]}" --name after
# The engine still names the pairing rule FR.3.2.1~p1 (1.2.6's number): its rejections fail.
status_is "$w/reports/after/results.json" "bushiroad-floor: each clause's status after review" \
    "FR.3.2.1~p1=uncovered/0/0" "FR.3.2.1~p2=failing/$((hand_FR_3_2_1_p1 + gen_FR_3_2_1_p1))/0" \
    "FR.3.2.1~p3=passing/$((hand_FR_3_2_1_p2 + gen_FR_3_2_1_p2))/0" \
    "FR.3.2.3~p2=passing/$((hand_FR_3_2_3_p2 + gen_FR_3_2_3_p2))/0" "PG.2~h2~p2=stale/5/6" "FR.4.7~p4=absent"
html_check "$w/reports/after" "bushiroad-floor: the report after review renders in Chromium"

echo "version: $passed passed, $failed failed"
[[ $failed == 0 ]]
